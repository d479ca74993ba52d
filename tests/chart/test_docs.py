"""The examples of docs/install.md work: the two-release values are the ones the collision
test renders, the Flux objects are valid against Flux's CRD schemas, and the chart renders
with the HelmRelease's values."""

from __future__ import annotations

import re
from typing import Any

import yaml

from chartlib import REPO, render, validate_builtin, validate_custom, oldest_kube_version
from scenarios import load

INSTALL = REPO / "docs" / "install.md"


def yaml_blocks() -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", INSTALL.read_text(), flags=re.DOTALL)


def block_starting_with(first_line: str) -> str:
    found = [b for b in yaml_blocks() if b.startswith(first_line + "\n")]
    assert len(found) == 1, f"docs/install.md: {len(found)} blocks start with {first_line!r}"
    return found[0]


def test_release_examples_are_the_tested_files() -> None:
    assert yaml.safe_load(block_starting_with("# prod.yaml")) == load("release-prod.yaml")
    assert yaml.safe_load(block_starting_with("# dev.yaml")) == load("release-dev.yaml")


def flux_objects() -> list[dict[str, Any]]:
    (block,) = [b for b in yaml_blocks() if "kind: HelmRelease" in b]
    return [d for d in yaml.safe_load_all(block) if d]


def test_flux_example_matches_the_flux_crds() -> None:
    objects = flux_objects()
    assert [o["kind"] for o in objects] == ["GitRepository", "HelmRelease"]
    answers = validate_custom(objects)
    assert [a["ok"] for a in answers] == [True, True], answers
    release = objects[1]
    assert release["spec"]["chart"]["spec"]["chart"] == "./chart"


def test_flux_example_values_render() -> None:
    release = flux_objects()[1]
    r = render(release["spec"]["values"], release=release["metadata"]["name"], namespace=release["metadata"]["namespace"])
    assert r.one("DaemonSet")["metadata"]["name"] == "vault-db-injector-nri"
    assert r.one("ServiceMonitor")["metadata"]["name"] == "vault-db-injector"
    for obj in r.objects:
        if obj["apiVersion"] in ("v1", "apps/v1", "admissionregistration.k8s.io/v1"):
            validate_builtin(obj, oldest_kube_version())


def test_values_snippets_render() -> None:
    """Every snippet of docs/install.md that sets chart values renders (with the address)."""
    from chartlib import deep_merge, with_address

    rendered = 0
    for block in yaml_blocks():
        docs = [d for d in yaml.safe_load_all(block) if d]
        if len(docs) != 1 or not isinstance(docs[0], dict):
            continue
        values = docs[0]
        if not set(values) <= {"vaultDbInjector", "nri", "networkPolicy", "metrics", "dashboard", "kyverno", "ciliumNetworkPolicy"}:
            continue
        if values.get("vaultDbInjector", {}).get("tls", {}).get("certManager", {}).get("enabled") is False:
            values = deep_merge(values, {"vaultDbInjector": {"tls": {"caBundle": "LS0tCg=="}}})
        render(with_address(values))
        rendered += 1
    assert rendered >= 6


def leaf_paths(values: Any, prefix: str = "") -> set[str]:
    if isinstance(values, dict) and values:
        out: set[str] = set()
        for key, value in values.items():
            out |= leaf_paths(value, f"{prefix}{key}.")
        return out
    return {prefix.rstrip(".")}


def test_migration_lists_every_new_value() -> None:
    """A value the Go chart did not have is named in docs/migration.md, so the page cannot
    fall behind the chart."""
    chart_values = yaml.safe_load((REPO / "chart" / "values.yaml").read_text())
    go_values = load("go-chart-values.yaml")
    go_paths = leaf_paths(go_values) | {"nameOverride", "fullnameOverride"}
    text = (REPO / "docs" / "migration.md").read_text()
    missing = []
    for path in sorted(leaf_paths(chart_values) - go_paths):
        parts = path.split(".")
        # Sub-keys of a Go value (containerSecurityContext.capabilities) are covered by the
        # row of that value; otherwise the value or one of its parents must be named.
        if any(".".join(parts[:i]) in go_paths for i in range(1, len(parts))):
            continue
        # The containers of values (vaultDbInjector, configuration, injector, ...) are named
        # everywhere in the page, so they do not count as naming what they hold.
        containers = {"vaultDbInjector", "configuration", "injector", "renewer", "revoker", "nri"}
        names = [part for part in parts[:-1] if part not in containers] + parts[-1:]
        if not any(re.search(rf"`[^`]*\b{re.escape(name)}\b[^`]*`", text) for name in names):
            missing.append(path)
    assert not missing, f"values not mentioned in docs/migration.md: {missing}"
