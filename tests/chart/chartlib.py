"""Renders, lints and validates the chart with Helm's own Go code (PyPI helm-python-sdk).

The SDK's public `Chart.render` has no Kubernetes version option, but the C library under
it takes `kube_version` and `api_versions` in its render options (read from the options
struct of libhelm_c 0.2.2), so `render` calls that entry point directly: the chart is then
rendered exactly as `helm template --kube-version` would, `.Capabilities` and the chart's
`kubeVersion` constraint included.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import helm_python as helm
import kubernetes_validate
import yaml
from helm_python import _native

REPO = Path(__file__).resolve().parents[2]
CHART = REPO / "chart"
HERE = Path(__file__).resolve().parent

#: The address every test render gives: the chart has no default Vault address on purpose.
VAULT = "https://vault.example.com:8200"

#: The namespace the tests install into unless a test says otherwise.
NAMESPACE = "vault-db-injector"


def oldest_kube_version() -> str:
    """The lower bound of Chart.yaml's kubeVersion (`>=1.33.0-0` gives `1.33.0`)."""
    constraint = yaml.safe_load((CHART / "Chart.yaml").read_text())["kubeVersion"]
    match = re.fullmatch(r">=\s*(\d+\.\d+\.\d+)(-0)?", constraint.strip())
    assert match, f"kubeVersion {constraint!r} is not a plain lower bound"
    return match.group(1)


def newest_kube_version() -> str:
    """The newest Kubernetes whose schemas kubernetes-validate ships: the newest the chart
    is checked against, and so the newest docs/install.md claims."""
    return kubernetes_validate.latest_version()


def deep_merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    """Merges `override` into a copy of `base`, as Helm merges a values file over another."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def with_address(values: dict[str, Any] | None = None) -> dict[str, Any]:
    """`values` plus the Vault address, the one value the chart cannot default."""
    return deep_merge({"vaultDbInjector": {"configuration": {"vaultAddress": VAULT}}}, values or {})


class RenderError(Exception):
    """The chart refused to render (a `fail` in a template, or a template error)."""


@dataclass
class Rendered:
    """The objects of one render, with lookups the tests need."""

    release: str
    namespace: str
    objects: list[dict[str, Any]] = field(default_factory=list)
    notes: str = ""

    def all(self, kind: str) -> list[dict[str, Any]]:
        return [o for o in self.objects if o["kind"] == kind]

    def one(self, kind: str, name: str | None = None) -> dict[str, Any]:
        found = [o for o in self.all(kind) if name is None or o["metadata"]["name"] == name]
        assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
        return found[0]

    def configs(self) -> dict[str, dict[str, Any]]:
        """Each component's config.yaml, parsed, by component name."""
        out = {}
        for cm in self.all("ConfigMap"):
            component = cm["metadata"]["labels"].get("app.kubernetes.io/component")
            if "config.yaml" in cm.get("data", {}):
                out[component] = yaml.safe_load(cm["data"]["config.yaml"])
        return out

    def pod_templates(self) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """(workload, pod spec) of every Deployment and DaemonSet."""
        return [
            (o, o["spec"]["template"]["spec"])
            for o in self.objects
            if o["kind"] in ("Deployment", "DaemonSet")
        ]


_CACHE: dict[str, str | RenderError] = {}


def render(
    values: dict[str, Any] | None = None,
    *,
    release: str = "vdbi",
    namespace: str = NAMESPACE,
    kube_version: str | None = None,
    api_versions: list[str] | None = None,
) -> Rendered:
    """Renders the chart as `helm template` would, and parses every manifest."""
    options: dict[str, Any] = {
        "name": release,
        "namespace": namespace,
        "is_install": True,
        "kube_version": "v" + (kube_version or oldest_kube_version()),
    }
    if api_versions:
        options["api_versions"] = api_versions
    # The same render is asked for by several tests: Helm is deterministic, so the manifests
    # are kept (as text, so no test can change another's objects).
    key = json.dumps([values or {}, options], sort_keys=True)
    if key not in _CACHE:
        with helm.Chart.load(CHART) as chart:
            try:
                _CACHE[key] = _native.call_string(
                    "helm_render", chart._raw(), json.dumps(values or {}), json.dumps(options)
                )
            except helm.HelmError as error:
                _CACHE[key] = RenderError(str(error))
    cached = _CACHE[key]
    if isinstance(cached, RenderError):
        raise RenderError(str(cached))
    manifests: dict[str, str] = json.loads(cached)
    rendered = Rendered(release=release, namespace=namespace)
    for path in sorted(manifests):
        if path.endswith("NOTES.txt"):
            rendered.notes = manifests[path]
            continue
        for doc in yaml.safe_load_all(manifests[path]):
            if doc:
                assert isinstance(doc, dict) and "kind" in doc, f"{path}: not an object: {doc!r}"
                doc.setdefault("metadata", {})
                rendered.objects.append(doc)
    return rendered


def lint(values: dict[str, Any] | None = None, *, kube_version: str | None = None) -> dict[str, Any]:
    """`helm lint --strict` of the chart with `values`."""
    return helm.lint(
        CHART,
        values,
        strict=True,
        namespace=NAMESPACE,
        kube_version="v" + (kube_version or oldest_kube_version()),
    )


def validate_builtin(obj: dict[str, Any], kube_version: str) -> None:
    """Validates a built-in object against that Kubernetes version's schema, strictly
    (unknown fields are errors, as with kubectl's default server-side field validation)."""
    kubernetes_validate.validate(obj, kube_version, strict=True)


NODE_DIR = HERE / "node_modules"


def ensure_node_models() -> None:
    """Installs the @kubernetes-models packages of package-lock.json when they are missing
    (`npm ci`, idempotent), so the CRD checks run wherever the tests run."""
    if (NODE_DIR / "@kubernetes-models" / "cert-manager").is_dir() and (
        NODE_DIR / "@kubernetes-models" / "prometheus-operator"
    ).is_dir() and (NODE_DIR / "@kubernetes-models" / "flux-cd").is_dir():
        return
    subprocess.run(
        ["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=HERE,
        check=True,
        env={**os.environ, "npm_config_update_notifier": "false"},
    )


def validate_custom(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Validates custom resources with the CRD schemas of the @kubernetes-models packages;
    returns one result per object (`ok` is None when no package knows its kind)."""
    ensure_node_models()
    result = subprocess.run(
        ["node", str(HERE / "crd_validate.mjs")],
        input=json.dumps(objects),
        capture_output=True,
        text=True,
        cwd=HERE,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, f"crd_validate.mjs failed: {result.stderr}"
    answers: list[dict[str, Any]] = json.loads(result.stdout)
    return answers
