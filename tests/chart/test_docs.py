"""The examples of docs/install.md work: the two-release values are the ones the collision
test renders, the Flux objects are valid against Flux's CRD schemas, and the chart renders
with the HelmRelease's values."""

from __future__ import annotations

import re
from typing import Any

import yaml

from chartlib import REPO, oldest_kube_version, render, validate_builtin, validate_custom, with_address
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
    assert [o["kind"] for o in objects] == ["Namespace", "OCIRepository", "HelmRelease"]
    answers = validate_custom(objects[1:])
    assert [a["ok"] for a in answers] == [True, True], answers
    validate_builtin(objects[0], oldest_kube_version())


def test_flux_example_is_the_platform_installation() -> None:
    """From Harbor as an OCI artifact, after cert-manager and Kyverno, into a namespace the
    NRI DaemonSet may run in, with the VictoriaMetrics objects on."""
    namespace, source, release = flux_objects()
    assert namespace["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "privileged"
    assert namespace["metadata"]["labels"]["vault-db-injector.io/nri-plugin"] == "true"
    assert source["spec"]["url"].startswith("oci://") and "harbor" in source["spec"]["url"]
    assert release["spec"]["chartRef"] == {"kind": "OCIRepository", "name": source["metadata"]["name"]}
    assert source["metadata"]["namespace"] == release["metadata"]["namespace"] == namespace["metadata"]["name"]
    assert "chart" not in release["spec"]
    assert {d["name"] for d in release["spec"]["dependsOn"]} == {"cert-manager", "kyverno"}
    values = release["spec"]["values"]
    assert values["metrics"]["vmServiceScrape"]["enabled"] is True
    assert values["nri"]["enabled"] is True
    assert values["vaultDbInjector"]["tls"]["certManager"]["issuerRef"]["name"] == "internal-ca"


def test_flux_example_values_render() -> None:
    namespace, _, release = flux_objects()
    r = render(release["spec"]["values"], release=release["metadata"]["name"], namespace=release["metadata"]["namespace"])
    assert r.one("DaemonSet")["metadata"]["name"] == "vault-db-injector-nri"
    assert r.one("VMServiceScrape")["metadata"]["name"] == "vault-db-injector"
    # The release's Kyverno policy lets its own plugin run in that namespace.
    policy = r.one("ClusterPolicy")
    exclusions = policy["spec"]["rules"][0]["exclude"]["any"]
    assert namespace["metadata"]["name"] in exclusions[0]["resources"]["namespaces"]
    for _, pod in r.pod_templates():
        assert pod["containers"][0]["image"].startswith("harbor.example.internal/")
        assert pod["containers"][0]["imagePullPolicy"] == "IfNotPresent"
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


DOCS = REPO / "docs"


def test_no_doc_advises_a_global_required_plugins_list() -> None:
    """A plugin in containerd's global required_plugins blocks every container of the node
    (the plugin's own, the CNI's) after a reboot: the docs keep the list empty."""
    found = []
    for path in sorted(DOCS.glob("*.md")) + [REPO / "SECURITY.md", REPO / "chart" / "README.md"]:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = re.search(r"required_plugins\s*=\s*\[(.*)\]", line)
            if match and match.group(1).strip():
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert not found, found
    for name in ("nri.md", "install.md"):
        text = (DOCS / name).read_text()
        assert "required_plugins = []" in text, name
        assert "tolerate-missing-plugins" in text or name == "install.md"


def doc_blocks(path: Any, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", path.read_text(), flags=re.DOTALL)


def test_airgapped_doc_names_the_objects_the_chart_renders() -> None:
    text = (DOCS / "install-airgapped.md").read_text()
    (values_block,) = [b for b in doc_blocks(DOCS / "install-airgapped.md", "yaml") if b.startswith("# values-airgapped.yaml")]
    values = yaml.safe_load(values_block)
    r = render(values, release="vault-db-injector", namespace="vault-db-injector")
    names = {(o["kind"], o["metadata"]["name"]) for o in r.objects}
    for kind, name in re.findall(r"kubectl -n vault-db-injector (?:get|logs) (deploy|certificate)[/ ]([a-z0-9-]+)", text):
        kind = {"deploy": "Deployment", "certificate": "Certificate"}[kind]
        assert (kind, name) in names, (kind, name)
    assert ("Deployment", "vault-db-injector") in names
    # The serving certificate from the platform's internal-ca ClusterIssuer, not turned off.
    leaf = r.one("Certificate", "vault-db-injector-tls")
    assert leaf["spec"]["issuerRef"] == {"name": "internal-ca", "kind": "ClusterIssuer", "group": "cert-manager.io"}
    assert "vault-db-injector.vault-db-injector.svc" in leaf["spec"]["dnsNames"]
    assert "`<fullname>.<namespace>.svc`" in text
    # `talosctl read` prints a file; a directory is listed with `talosctl ls`.
    for doc in ("install-airgapped.md", "install.md"):
        for line in (DOCS / doc).read_text().splitlines():
            match = re.search(r"talosctl[^`]*? read (\S+)", line)
            if match:
                assert not match.group(1).endswith("/"), line
    assert "deploy/vault-db-injector-injector" not in text


def test_talos_section_gives_both_routes_and_the_socket_check() -> None:
    text = (DOCS / "install.md").read_text()
    section = text[text.index("### Talos"):]
    blocks = doc_blocks(DOCS / "install.md", "yaml")
    documents = [yaml.safe_load(b) for b in blocks if "CRICustomizationConfig" in b or "20-customization.part" in b]
    kinds = [d.get("kind", "machine-file") for d in documents]
    assert "CRICustomizationConfig" in kinds and "machine-file" in kinds
    for d in documents:
        content = d["content"] if d.get("kind") else d["machine"]["files"][0]["content"]
        assert 'io.containerd.nri.v1.nri' in content
    (cri,) = [d for d in documents if d.get("kind") == "CRICustomizationConfig"]
    assert "required_plugins = []" in cri["content"] and "enable = true" in cri["content"]
    assert "restarts CRI" in section and "reboot" in section
    assert "talosctl -n <node> ls -l /var/run/nri" in section


def test_policy_exception_example_is_scoped_to_the_daemonset() -> None:
    (block,) = [b for b in doc_blocks(DOCS / "install.md", "yaml") if "kind: PolicyException" in b]
    exception = yaml.safe_load(block)
    assert exception["apiVersion"] == "kyverno.io/v2"
    (match,) = exception["spec"]["match"]["any"]
    assert match["resources"]["namespaces"] == ["vault-db-injector"]
    assert all(n.startswith("vault-db-injector-nri") for n in match["resources"]["names"])
    r = render(with_address({"nri": {"enabled": True, "allowInjectorIdentity": True}}), release="vault-db-injector", namespace="vault-db-injector")
    assert r.one("DaemonSet")["metadata"]["name"].startswith("vault-db-injector-nri")
    assert {e["policyName"] for e in exception["spec"]["exceptions"]} >= {"disallow-host-path"}


def test_operations_runbooks_name_real_objects() -> None:
    text = (DOCS / "operations.md").read_text()
    glass = text[text.index("## Break glass"):text.index("## Uninstalling")]
    steps = re.findall(r"^(\d)\. \*\*", glass, flags=re.MULTILINE)
    assert steps == ["1", "2", "3", "4", "5", "6"], steps
    assert "failurePolicy" in glass and "Ignore" in glass and "helm upgrade" in glass
    r = render(with_address(), release="prod", namespace="vdbi")
    hook = r.one("MutatingWebhookConfiguration")
    assert hook["webhooks"][0]["name"] == "prod-vault-db-injector.vdbi.svc"  # `<fullname>.<namespace>.svc`
    assert hook["webhooks"][0]["failurePolicy"] == "Fail"
    uninstall = text[text.index("## Uninstalling"):]
    for what in ("until their TTL", "until the node reboots", "-renewer-lock", "-revoker-lock"):
        assert what in uninstall, what
    config = r.configs()["renewer"]["leaderElection"]
    assert config["renewerLeaseName"] == "prod-vault-db-injector-renewer-lock"
