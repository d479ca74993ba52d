"""A values file of the Go chart (v3.2.3) against this chart, as `helm upgrade` of a Go
release meets it (issue 23): the file (data/go-chart-values.yaml, written from the Go
chart's value paths below) sets every value the Go chart declared, including the image it
pinned; with the one line NRI delivery on the injector's identity now needs
(`nri.allowInjectorIdentity`, the `go-chart-values` scenario) it renders; each value keeps
the meaning it had; and the install notes warn about the pinned Go image and name what to
drop, which is enough to run this chart's image."""

from __future__ import annotations

import copy
from typing import Any

from chartlib import deep_merge, render
from scenarios import SCENARIOS, load

#: Every value path the Go chart's values.yml declared (v3.2.3, chart `helm/`), and the two
#: its templates read without declaring them.
GO_CHART_VALUES = [
    *(
        f"vaultDbInjector.configuration.{key}"
        for key in (
            "vaultAddress",
            "vaultAuthPath",
            "logLevel",
            "kubeRole",
            "kubeRoleNri",
            "kubeRoleRenewer",
            "kubeRoleRevoker",
            "tokenTTL",
            "vaultSecretName",
            "vaultSecretPrefix",
            "sentry",
            "sentryDsn",
            "webhookFqdn",
            "webhookMatchLabels",
            "injectorLabel",
            "useProjectedSA",
            "tokenRequestAudiences",
            "tokenRequestExpirationSeconds",
        )
    ),
    *(
        f"vaultDbInjector.injector.{key}"
        for key in (
            "serviceAccountName",
            "args",
            "containerSecurityContext",
            "image.repository",
            "image.tag",
            "imagePullPolicy",
            "ports",
            "replicas",
            "serviceAccount.annotations",
            "type",
        )
    ),
    *(
        f"vaultDbInjector.{component}.{key}"
        for component in ("renewer", "revoker")
        for key in (
            "serviceAccountName",
            "args",
            "containerSecurityContext",
            "replicas",
            "image.repository",
            "image.tag",
            "imagePullPolicy",
        )
    ),
    *(
        f"nri.{key}"
        for key in (
            "serviceAccountName",
            "enabled",
            "image.repository",
            "image.tag",
            "imagePullPolicy",
            "resources",
            "pluginIndex",
            "fetchTimeout",
            "prewarmer.enabled",
            "prewarmer.maxConcurrent",
            "tolerations",
            "nodeSelector",
        )
    ),
]

#: Read by the Go chart's templates, never declared in its values.yml.
GO_UNDECLARED = ["nameOverride", "fullnameOverride"]

GO_IMAGE = "ghcr.io/numberly/vault-db-injector:3.2.3"

GO_FILE = "go-chart-values.yaml"


def go_values() -> dict[str, Any]:
    """The Go values file as it renders here: plus `nri.allowInjectorIdentity`."""
    return copy.deepcopy(SCENARIOS["go-chart-values"])


def lookup(values: dict[str, Any], path: str) -> tuple[bool, Any]:
    """(found, value) of a dotted path."""
    at: Any = values
    for part in path.split("."):
        if not isinstance(at, dict) or part not in at:
            return False, None
        at = at[part]
    return True, at


def dropped(values: dict[str, Any], paths: list[str]) -> dict[str, Any]:
    """`values` without the dotted `paths`."""
    out = copy.deepcopy(values)
    for path in paths:
        *parents, leaf = path.split(".")
        at = out
        for part in parents:
            at = at[part]
        del at[leaf]
    return out


def images(values: dict[str, Any]) -> dict[str, str]:
    """Workload name -> the image of its container."""
    return {w["metadata"]["name"]: p["containers"][0]["image"] for w, p in render(values).pod_templates()}


def test_the_file_sets_every_go_chart_value_and_pins_the_go_image() -> None:
    values = load(GO_FILE)
    missing = [path for path in GO_CHART_VALUES if not lookup(values, path)[0]]
    assert not missing, f"Go chart values absent from {GO_FILE}: {missing}"
    for component in ("injector", "renewer", "revoker"):
        _, image = lookup(values, f"vaultDbInjector.{component}.image")
        assert f"{image['repository']}:{image['tag']}" == GO_IMAGE, component
    # The scenario is the file plus the one line NRI delivery on the injector's own
    # identity needs (test_render checks the refusal without it).
    assert SCENARIOS["go-chart-values"] == deep_merge(values, {"nri": {"allowInjectorIdentity": True}})


def test_it_renders_and_runs_what_it_pins() -> None:
    # The notes below are no false alarm: the pinned image is what the workloads would run,
    # the plugin included (it takes the injector's image when nri.image is empty, as in
    # the Go chart).
    assert images(go_values()) == {
        "vdbi-vault-db-injector": GO_IMAGE,
        "vdbi-vault-db-injector-renewer": GO_IMAGE,
        "vdbi-vault-db-injector-revoker": GO_IMAGE,
        "vdbi-vault-db-injector-nri": GO_IMAGE,
    }


def test_the_notes_warn_about_the_pinned_go_image_and_name_what_to_drop() -> None:
    notes = render(go_values()).notes
    assert "pin an image of the Go original" in notes, notes
    for component in ("injector", "renewer", "revoker", "nri"):
        assert f"{component} ({GO_IMAGE})" in notes, (component, notes)
    assert "no /live endpoint" in notes
    assert "Drop image.repository and image.tag" in notes
    assert '"Upgrade order", step 1' in notes


def test_dropping_the_named_values_runs_this_charts_image_without_a_warning() -> None:
    pinned = [f"vaultDbInjector.{c}.image.{k}" for c in ("injector", "renewer", "revoker") for k in ("repository", "tag")]
    values = dropped(go_values(), pinned)
    notes = render(values).notes
    assert notes and "Go original" not in notes, notes
    for workload, image in images(values).items():
        assert image.startswith("ghcr.io/numberly/vault-db-injector-rs:"), (workload, image)


def test_each_go_value_keeps_its_meaning() -> None:
    r = render(go_values())
    configs = r.configs()
    injector, renewer, revoker, nri = (configs[c] for c in ("injector", "renewer", "revoker", "nri"))
    for config in (injector, renewer, revoker, nri):
        assert config["vaultAddress"] == "https://vault.example.com:8200"
        assert config["vaultAuthPath"] == "kubernetes"
        assert config["logLevel"] == "info"
        assert config["tokenTTL"] == "8766h"
        assert config["vaultSecretName"] == "vault-db-injector"
        assert config["vaultSecretPrefix"] == "kubernetes"
        assert config["injectorLabel"] == "vault-db-injector"
        assert config["tokenRequestExpirationSeconds"] == 600
        assert not config.get("useProjectedSA") and not config.get("sentry")
    # The roles per component, as the Go chart's ConfigMaps set them.
    assert injector["kubeRole"] == "all-rw"
    assert renewer["kubeRole"] == "all-rw-renewer"
    assert revoker["kubeRole"] == "all-rw-revoker"
    assert nri["kubeRole"] == "all-rw-nri" and nri["kubeRoleNri"] == "all-rw-nri"
    assert nri["nri"]["podLabel"] == "vault-db-injector"
    assert nri["nri"]["pluginIndex"] == "10" and nri["nri"]["fetchTimeout"] == "1500ms"
    assert nri["nri"]["prewarmer"] == {"enabled": True, "maxConcurrent": 50}
    (hook,) = r.one("MutatingWebhookConfiguration")["webhooks"]
    assert hook["name"] == "vault-db-injector.numberly.io"
    assert hook["objectSelector"] == {"matchLabels": {"vault-db-injector": "true"}}
    service = r.one("Service", "vdbi-vault-db-injector")
    assert service["spec"]["type"] == "ClusterIP"
    assert [(p["port"], p["targetPort"]) for p in service["spec"]["ports"]] == [(8443, 8443)]
    account = r.one("ServiceAccount", "vdbi-vault-db-injector")
    assert account["metadata"]["annotations"] == {"team.example.com/owner": "platform"}
    replicas = {w["metadata"]["name"]: w["spec"].get("replicas") for w in r.all("Deployment")}
    assert replicas == {
        "vdbi-vault-db-injector": 2,
        "vdbi-vault-db-injector-renewer": 4,
        "vdbi-vault-db-injector-revoker": 4,
    }
    for workload, pod in r.pod_templates():
        name = workload["metadata"]["name"]
        (container,) = pod["containers"]
        assert container["imagePullPolicy"] == "Always", name
        if name.endswith("-nri"):
            assert container["resources"]["requests"] == {"cpu": "50m", "memory": "64Mi"}
            assert container["resources"]["limits"]["memory"] == "256Mi"
            assert pod["tolerations"] == [{"operator": "Exists"}]
        else:
            (arg,) = container["args"]
            component = {"vdbi-vault-db-injector": "injector"}.get(name, name.rsplit("-", 1)[-1])
            assert arg == f"--config=/{component}/config.yaml", name
            context = container["securityContext"]
            assert {k: context[k] for k in ("allowPrivilegeEscalation", "readOnlyRootFilesystem", "runAsGroup", "runAsNonRoot", "runAsUser")} == {
                "allowPrivilegeEscalation": False,
                "readOnlyRootFilesystem": True,
                "runAsGroup": 65534,
                "runAsNonRoot": True,
                "runAsUser": 65534,
            }, name


def test_the_undeclared_go_values_are_accepted() -> None:
    # (value, the injector Deployment's name with it) for each of GO_UNDECLARED.
    expected = {
        "nameOverride": ("db-injector", "vdbi-db-injector"),
        "fullnameOverride": ("legacy-injector", "legacy-injector"),
    }
    assert sorted(expected) == sorted(GO_UNDECLARED)
    for path in GO_UNDECLARED:
        value, name = expected[path]
        render(deep_merge(go_values(), {path: value})).one("Deployment", name)
