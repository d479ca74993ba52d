"""What the chart renders: per scenario, per release, and what it refuses to render."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from chartlib import (
    CHART,
    NAMESPACE,
    RenderError,
    Rendered,
    deep_merge,
    lint,
    newest_kube_version,
    oldest_kube_version,
    render,
    with_address,
)
from scenarios import SCENARIOS
from scenarios import load as load_data


def refused(values: dict[str, Any], message: str, **kwargs: Any) -> None:
    """Asserts the chart refuses `values` with a message containing `message`."""
    with pytest.raises(RenderError) as raised:
        render(values, **kwargs)
    assert message in str(raised.value), str(raised.value)


# --- lint --------------------------------------------------------------------------------


@pytest.mark.parametrize("kube_version", [oldest_kube_version(), newest_kube_version()])
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_lint_is_clean(scenario: str, kube_version: str) -> None:
    report = lint(SCENARIOS[scenario], kube_version=kube_version)
    assert report["errors"] == [], report
    # Severity 2 is a warning and 3 an error; 1 is information (the only one left is
    # "icon is recommended": the project has no logo to point at).
    assert [m for m in report["messages"] if m["severity"] >= 2] == [], report
    assert all(m["error"] == "icon is recommended" for m in report["messages"]), report


# --- defaults ----------------------------------------------------------------------------


def test_defaults_render_the_four_components_minus_nri() -> None:
    r = render(SCENARIOS["defaults"])
    kinds = sorted({(o["kind"], o["metadata"]["name"]) for o in r.objects})
    assert kinds == sorted(
        [
            ("ConfigMap", "vdbi-vault-db-injector-injector"),
            ("ConfigMap", "vdbi-vault-db-injector-renewer"),
            ("ConfigMap", "vdbi-vault-db-injector-revoker"),
            ("Deployment", "vdbi-vault-db-injector"),
            ("Deployment", "vdbi-vault-db-injector-renewer"),
            ("Deployment", "vdbi-vault-db-injector-revoker"),
            ("PodDisruptionBudget", "vdbi-vault-db-injector"),
            ("Service", "vdbi-vault-db-injector"),
            ("Service", "vdbi-vault-db-injector-metrics"),
            ("ServiceAccount", "vdbi-vault-db-injector"),
            ("MutatingWebhookConfiguration", "vdbi-vault-db-injector"),
            ("Issuer", "vdbi-vault-db-injector-selfsigned"),
            ("Issuer", "vdbi-vault-db-injector-ca"),
            ("Certificate", "vdbi-vault-db-injector-ca"),
            ("Certificate", "vdbi-vault-db-injector-tls"),
            # The apiserver's client certificate and its own CA.
            ("Issuer", "vdbi-vault-db-injector-client-ca-selfsigned"),
            ("Issuer", "vdbi-vault-db-injector-client-ca"),
            ("Certificate", "vdbi-vault-db-injector-client-ca"),
            ("Certificate", "vdbi-vault-db-injector-apiserver-client"),
            ("ClusterRole", "vdbi-vault-db-injector-pod-reader"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-renewer-pod-reader"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-revoker-pod-reader"),
            ("ClusterRole", "vdbi-vault-db-injector-event-recorder"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-injector-event-recorder"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-renewer-event-recorder"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-revoker-event-recorder"),
            ("Role", "vdbi-vault-db-injector-event-reader"),
            ("RoleBinding", "vdbi-vault-db-injector-injector-event-reader"),
            ("RoleBinding", "vdbi-vault-db-injector-renewer-event-reader"),
            ("RoleBinding", "vdbi-vault-db-injector-revoker-event-reader"),
            ("ClusterRole", "vdbi-vault-db-injector-pod-evicter"),
            ("ClusterRoleBinding", "vdbi-vault-db-injector-renewer-pod-evicter"),
            ("Role", "vdbi-vault-db-injector-renewer-lease"),
            ("Role", "vdbi-vault-db-injector-revoker-lease"),
            ("RoleBinding", "vdbi-vault-db-injector-renewer-lease"),
            ("RoleBinding", "vdbi-vault-db-injector-revoker-lease"),
            ("NetworkPolicy", "vdbi-vault-db-injector-injector"),
            ("NetworkPolicy", "vdbi-vault-db-injector-renewer"),
            ("NetworkPolicy", "vdbi-vault-db-injector-revoker"),
        ]
    )


def test_defaults_point_at_this_project_not_the_original() -> None:
    r = render(SCENARIOS["defaults"])
    for workload, pod in r.pod_templates():
        assert "imagePullSecrets" not in pod, workload["metadata"]["name"]
        for container in pod["containers"]:
            assert "numberly/vault-db-injector:" not in container["image"]
            assert container["image"].endswith(":0.1.0"), container["image"]
    for component, config in r.configs().items():
        assert config["sentry"] is False, component
        assert "sentryDsn" not in config, component
        assert config["vaultAddress"] == "https://vault.example.com:8200"


def test_pure_defaults_refuse_to_render_without_a_vault_address() -> None:
    refused({}, "vaultDbInjector.configuration.vaultAddress is required")


def test_every_component_gets_its_mode_role_and_label() -> None:
    values = with_address(
        {
            "vaultDbInjector": {
                "configuration": {
                    "kubeRole": "base",
                    "kubeRoleRenewer": "renew",
                    "kubeRoleRevoker": "revoke",
                    "kubeRoleNri": "nri-role",
                    "injectorLabel": "custom-label",
                    "webhookMatchLabels": "custom-label",
                }
            },
            "nri": {"enabled": True, "allowInjectorIdentity": True},
        }
    )
    configs = render(values).configs()
    assert {c: configs[c]["mode"] for c in configs} == {
        "injector": "injector",
        "renewer": "renewer",
        "revoker": "revoker",
        "nri": "nri",
    }
    assert configs["injector"]["kubeRole"] == "base"
    assert configs["renewer"]["kubeRole"] == "renew"
    assert configs["revoker"]["kubeRole"] == "revoke"
    # The Go chart gave the plugin kubeRoleNri as its kubeRole; the key itself says the same.
    assert configs["nri"]["kubeRole"] == "nri-role"
    assert configs["nri"]["kubeRoleNri"] == "nri-role"
    # The Go chart's renewer ConfigMap had no injectorLabel (bug): it renewed the default
    # label's pods whatever the release's label was.
    for component in ("injector", "renewer", "revoker", "nri"):
        assert configs[component]["injectorLabel"] == "custom-label", component
    assert configs["nri"]["nri"]["podLabel"] == "custom-label"


def test_empty_values_are_left_to_the_binary() -> None:
    configs = render(SCENARIOS["defaults"]).configs()
    for component, config in configs.items():
        for key, value in config.items():
            assert value not in ("", None, [], {}), f"{component}: {key} rendered empty"
    assert "syncTTLSecond" not in configs["renewer"]
    assert "webhookWorkers" not in configs["injector"]
    assert configs["injector"]["admissionTimeout"] == "4s"


def test_extra_config_is_merged_last() -> None:
    values = with_address(
        {"vaultDbInjector": {"renewer": {"extraConfig": {"syncTTLSecond": 120, "logLevel": "debug"}}}}
    )
    configs = render(values).configs()
    assert configs["renewer"]["syncTTLSecond"] == 120
    assert configs["renewer"]["logLevel"] == "debug"
    assert configs["injector"]["logLevel"] == "info"


def test_probes_are_live_and_readyz_on_the_health_port() -> None:
    r = render(SCENARIOS["nri"])
    for workload, pod in r.pod_templates():
        (container,) = pod["containers"]
        assert container["livenessProbe"]["httpGet"] == {"path": "/live", "port": "healthcheck"}
        assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "healthcheck"}
        ports = {p["name"]: p["containerPort"] for p in container["ports"]}
        assert ports["healthcheck"] == 8888 and ports["metrics"] == 8080
        if workload["metadata"]["name"] == "vdbi-vault-db-injector":
            assert ports["https"] == 8443


def test_notes_warn_when_a_go_values_file_pins_the_go_image() -> None:
    # data/go-chart-values.yaml pins the Go chart's own image (tests/chart/test_go_values.py).
    # A Harbor mirror of the Go image keeps the name and a Go release tag; a plugin image of
    # its own is judged on its own.
    import copy

    values = copy.deepcopy(SCENARIOS["go-chart-values"])
    values["vaultDbInjector"]["injector"]["image"] = {"repository": "harbor.example/numberly/vault-db-injector", "tag": "v3.1.0"}
    values["nri"]["image"] = {"repository": "ghcr.io/numberly/vault-db-injector-rs", "tag": "4.0.0"}
    notes = render(values).notes
    assert "pin an image of the Go original" in notes
    assert "injector (harbor.example/numberly/vault-db-injector:v3.1.0)" in notes
    assert "nri (" not in notes, notes


def test_notes_do_not_warn_with_this_charts_image() -> None:
    for scenario in ("defaults", "nri", "everything"):
        notes = render(SCENARIOS[scenario]).notes
        assert notes, scenario
        assert "Go original" not in notes, (scenario, notes)


def test_config_is_mounted_where_new_and_go_args_look() -> None:
    r = render(SCENARIOS["go-chart-values"])
    for workload, pod in r.pod_templates():
        (container,) = pod["containers"]
        (arg,) = container["args"]
        path = arg.split("=", 1)[1]
        mounts = {m["mountPath"] for m in container["volumeMounts"]}
        assert path in mounts, (workload["metadata"]["name"], path, mounts)
        assert "/etc/vault-db-injector/config.yaml" in mounts


# --- the webhook -------------------------------------------------------------------------


def webhook(r: Rendered) -> dict[str, Any]:
    (hook,) = r.one("MutatingWebhookConfiguration")["webhooks"]
    return hook


@pytest.mark.parametrize(
    ("timeout", "admission", "ok"),
    [
        (5, "4s", True),
        (5, "4500ms", True),
        (10, "9.5s", True),
        (4, "4s", False),
        (5, "5s", False),
        (5, "5000ms", False),
        (5, "1m", False),
        (3, "4s", False),
    ],
)
def test_timeout_seconds_must_exceed_admission_timeout(timeout: int, admission: str, ok: bool) -> None:
    values = with_address(
        {
            "vaultDbInjector": {
                "webhook": {"timeoutSeconds": timeout},
                "configuration": {"admissionTimeout": admission},
            }
        }
    )
    if ok:
        assert webhook(render(values))["timeoutSeconds"] == timeout
    else:
        refused(values, "must be greater than configuration.admissionTimeout")


@pytest.mark.parametrize("timeout", [0, 11, 30])
def test_timeout_seconds_stays_within_one_to_ten(timeout: int) -> None:
    values = with_address(
        {
            "vaultDbInjector": {
                "webhook": {"timeoutSeconds": timeout},
                "configuration": {"admissionTimeout": "500ms"},
            }
        }
    )
    refused(values, "must be between 1 and 10")


@pytest.mark.parametrize("admission", ["4", "1h2m", "4 s", "four"])
def test_admission_timeout_must_be_comparable(admission: str) -> None:
    values = with_address({"vaultDbInjector": {"configuration": {"admissionTimeout": admission}}})
    refused(values, "write it with one unit")


def test_webhook_excludes_system_and_own_namespace() -> None:
    r = render(SCENARIOS["defaults"], namespace="injector-system")
    (expression,) = webhook(r)["namespaceSelector"]["matchExpressions"]
    assert expression["key"] == "kubernetes.io/metadata.name"
    assert expression["operator"] == "NotIn"
    assert expression["values"] == ["kube-system", "kube-public", "kube-node-lease", "injector-system"]
    assert "injector-system" in r.configs()["injector"]["excludedNamespaces"]


def test_kube_system_and_own_namespace_stay_excluded_whatever_the_list() -> None:
    values = with_address({"vaultDbInjector": {"configuration": {"excludedNamespaces": ["tenant-a"]}}})
    r = render(values)
    (expression,) = webhook(r)["namespaceSelector"]["matchExpressions"]
    assert expression["values"] == ["tenant-a", "kube-system", NAMESPACE]


def test_release_namespace_exclusion_can_be_turned_off() -> None:
    values = with_address({"vaultDbInjector": {"configuration": {"excludeReleaseNamespace": False}}})
    r = render(values)
    (expression,) = webhook(r)["namespaceSelector"]["matchExpressions"]
    assert NAMESPACE not in expression["values"]
    assert "kube-system" in expression["values"]
    assert NAMESPACE not in r.configs()["injector"]["excludedNamespaces"]


def test_extra_namespace_selector_expressions_are_anded() -> None:
    extra = {"key": "vault-db-injector.io/enabled", "operator": "In", "values": ["true"]}
    values = with_address({"vaultDbInjector": {"webhook": {"namespaceSelectorExpressions": [extra]}}})
    expressions = webhook(render(values))["namespaceSelector"]["matchExpressions"]
    assert expressions[1] == extra


# --- TLS ---------------------------------------------------------------------------------


def test_self_signed_chain_has_the_right_ca_common_name() -> None:
    r = render(SCENARIOS["defaults"])
    ca = r.one("Certificate", "vdbi-vault-db-injector-ca")
    # The Go chart read .Values.vaultDbInjector.webhookFqdn (no such value): "ca.".
    assert ca["spec"]["commonName"] == "ca.vdbi-vault-db-injector.vault-db-injector.svc"
    assert ca["spec"]["isCA"] is True
    leaf = r.one("Certificate", "vdbi-vault-db-injector-tls")
    assert leaf["spec"]["issuerRef"] == {"name": "vdbi-vault-db-injector-ca", "kind": "Issuer", "group": "cert-manager.io"}
    assert "vdbi-vault-db-injector.vault-db-injector.svc" in leaf["spec"]["dnsNames"]
    annotations = r.one("MutatingWebhookConfiguration")["metadata"]["annotations"]
    assert annotations["cert-manager.io/inject-ca-from"] == "vault-db-injector/vdbi-vault-db-injector-ca"


def test_named_issuer_signs_the_leaf_and_no_ca_is_made() -> None:
    r = render(SCENARIOS["named-issuer"])
    # The only Issuers are the client CA's own (the apiserver's certificate never comes
    # from the ClusterIssuer that signs the serving certificate).
    assert sorted(i["metadata"]["name"] for i in r.all("Issuer")) == [
        "vdbi-vault-db-injector-client-ca",
        "vdbi-vault-db-injector-client-ca-selfsigned",
    ]
    leaf = r.one("Certificate", "vdbi-vault-db-injector-tls")
    assert leaf["spec"]["issuerRef"] == {"name": "internal-ca", "kind": "ClusterIssuer", "group": "cert-manager.io"}
    client = r.one("Certificate", "vdbi-vault-db-injector-apiserver-client")
    assert client["spec"]["issuerRef"]["kind"] == "Issuer"
    annotations = r.one("MutatingWebhookConfiguration")["metadata"]["annotations"]
    assert annotations["cert-manager.io/inject-ca-from"] == "vault-db-injector/vdbi-vault-db-injector-tls"


def test_existing_secret_needs_no_cert_manager() -> None:
    r = render(SCENARIOS["existing-secret"])
    assert r.all("Certificate") == [] and r.all("Issuer") == []
    assert r.configs()["injector"]["clientCAFile"] == "/etc/vault-db-injector/client-ca/ca.crt"
    # A CA of the operator's: any certificate it signed is accepted unless names are given.
    assert "clientAllowedNames" not in r.configs()["injector"]
    hook = webhook(r)
    assert hook["clientConfig"]["caBundle"] == "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg=="
    assert "annotations" not in r.one("MutatingWebhookConfiguration")["metadata"]
    pod = r.one("Deployment", "vdbi-vault-db-injector")["spec"]["template"]["spec"]
    tls = next(v for v in pod["volumes"] if v["name"] == "tls")
    assert tls["secret"]["secretName"] == "webhook-tls"


def test_existing_secret_without_ca_bundle_is_refused() -> None:
    values = with_address(
        {"vaultDbInjector": {"tls": {"certManager": {"enabled": False}, "existingSecret": "webhook-tls"}}}
    )
    refused(values, "set vaultDbInjector.tls.existingSecret and vaultDbInjector.tls.caBundle")


def test_client_ca_is_mounted_and_wired_to_client_ca_file() -> None:
    r = render(SCENARIOS["everything"])
    assert r.configs()["injector"]["clientCAFile"] == "/etc/vault-db-injector/client-ca/ca.crt"
    pod = r.one("Deployment", "vdbi-vault-db-injector")["spec"]["template"]["spec"]
    volume = next(v for v in pod["volumes"] if v["name"] == "client-ca")
    assert volume["secret"] == {"secretName": "apiserver-client-ca", "items": [{"key": "ca.crt", "path": "ca.crt"}]}
    mount = next(m for m in pod["containers"][0]["volumeMounts"] if m["name"] == "client-ca")
    assert mount == {"name": "client-ca", "mountPath": "/etc/vault-db-injector/client-ca", "readOnly": True}
    # By default, the chart's own client CA and the name of the certificate it issues.
    defaults = render(SCENARIOS["defaults"])
    config = defaults.configs()["injector"]
    assert config["clientCAFile"] == "/etc/vault-db-injector/client-ca/ca.crt"
    assert config["clientAllowedNames"] == ["kube-apiserver"]
    pod = defaults.one("Deployment", "vdbi-vault-db-injector")["spec"]["template"]["spec"]
    volume = next(v for v in pod["volumes"] if v["name"] == "client-ca")
    assert volume["secret"] == {
        "secretName": "vdbi-vault-db-injector-client-ca",
        "items": [{"key": "ca.crt", "path": "ca.crt"}],
    }


def test_vault_ca_and_sentry_secret_reach_every_component() -> None:
    r = render(SCENARIOS["everything"])
    for component, config in r.configs().items():
        assert config["vaultCACert"] == "/etc/vault-db-injector/vault-ca/ca.crt", component
        assert "sentryDsn" not in config
    for workload, pod in r.pod_templates():
        (container,) = pod["containers"]
        env = {e["name"]: e for e in container.get("env", [])}
        assert env["INJECTOR_SENTRY_DSN"]["valueFrom"]["secretKeyRef"] == {"name": "sentry", "key": "dsn"}
        assert any(m["name"] == "vault-ca" for m in container["volumeMounts"])
        assert pod["imagePullSecrets"] == [{"name": "registry-token"}]


# --- NRI ---------------------------------------------------------------------------------


def test_nri_daemonset_mounts_only_the_socket_and_its_cache() -> None:
    r = render(SCENARIOS["nri"])
    ds = r.one("DaemonSet", "vdbi-vault-db-injector-nri")
    pod = ds["spec"]["template"]["spec"]
    host_paths = {v["name"]: v["hostPath"] for v in pod["volumes"] if "hostPath" in v}
    assert host_paths == {
        "nri-socket": {"path": "/var/run/nri", "type": "Directory"},
        "nri-cache": {"path": "/run/vdbi-vault-db-injector/nri", "type": "DirectoryOrCreate"},
    }
    config = r.configs()["nri"]["nri"]
    assert config["socketPath"] == "/var/run/nri/nri.sock"
    assert config["cachePath"] == "/run/vdbi-vault-db-injector/nri/cache.json"
    assert config["pluginName"] == "vdbi-vault-db-injector"
    assert config["pluginIndex"] == "10"
    assert config["podLabel"] == "vault-db-injector"
    assert config["fetchTimeout"] == "1500ms"
    assert config["prewarmer"] == {"enabled": True, "maxConcurrent": 50}
    injector = r.configs()["injector"]["nri"]
    # The "nri" scenario keeps the injector's identity, so both configs carry the opt-out.
    assert injector == {"enabled": True, "pluginName": "vdbi-vault-db-injector", "pluginIndex": "10", "allowInjectorIdentity": True}
    env = {e["name"]: e for e in pod["containers"][0]["env"]}
    assert env["NODE_NAME"]["valueFrom"]["fieldRef"]["fieldPath"] == "spec.nodeName"


def test_nri_off_renders_no_plugin() -> None:
    r = render(SCENARIOS["defaults"])
    assert r.all("DaemonSet") == []
    assert "nri" not in r.configs()
    assert "nri" not in r.configs()["injector"]


@pytest.mark.parametrize("index", ["1", "100", "ab", ""])
def test_nri_plugin_index_must_be_two_digits(index: str) -> None:
    refused(with_address({"nri": {"enabled": True, "allowInjectorIdentity": True, "pluginIndex": index}}), "must be exactly two digits")


def test_nri_plugin_index_as_a_number_is_accepted() -> None:
    r = render(with_address({"nri": {"enabled": True, "allowInjectorIdentity": True, "pluginIndex": 12}}))
    assert r.configs()["nri"]["nri"]["pluginIndex"] == "12"


# --- RBAC --------------------------------------------------------------------------------


def rights(r: Rendered, account: str) -> set[tuple[str, str, str, str]]:
    """(namespace or '*', resource, verb, resourceName or '*') granted to a service account."""
    roles: dict[tuple[str, str], dict[str, Any]] = {}
    for role in r.all("ClusterRole"):
        roles[("ClusterRole", role["metadata"]["name"])] = role
    for role in r.all("Role"):
        roles[("Role", role["metadata"]["name"])] = role
    out = set()
    for binding in r.all("ClusterRoleBinding") + r.all("RoleBinding"):
        if not any(s["kind"] == "ServiceAccount" and s["name"] == account for s in binding["subjects"]):
            continue
        role = roles[(binding["roleRef"]["kind"], binding["roleRef"]["name"])]
        scope = binding["metadata"].get("namespace", "*")
        for rule in role["rules"]:
            for resource in rule["resources"]:
                for verb in rule["verbs"]:
                    for name in rule.get("resourceNames", ["*"]):
                        out.add((scope, resource, verb, name))
    return out


def test_rbac_per_component_with_separate_accounts() -> None:
    r = render(SCENARIOS["split-accounts"])
    pods = {("*", "pods", v, "*") for v in ("get", "list", "watch")}
    token = {("*", "serviceaccounts/token", "create", "*")}
    # Events: written anywhere, read back (doctor's vault.policy.reported) only in the
    # release namespace.
    events = {("*", "events", "create", "*"), ("*", "events", "patch", "*"), (NAMESPACE, "events", "list", "*")}

    def lease(name: str) -> set[tuple[str, str, str, str]]:
        return {
            (NAMESPACE, "leases", "create", "*"),
            (NAMESPACE, "leases", "get", name),
            (NAMESPACE, "leases", "update", name),
        }

    assert rights(r, "vdbi-injector") == token | events
    evict = {("*", "pods/eviction", "create", "*")}
    assert rights(r, "vdbi-renewer") == pods | events | evict | lease("vdbi-vault-db-injector-renewer-lock")
    assert rights(r, "vdbi-revoker") == pods | events | lease("vdbi-vault-db-injector-revoker-lock")
    # The plugin mints no token: it reads each pod's own from the kubelet of its node.
    assert rights(r, "vdbi-nri") == pods | events
    names = sorted(sa["metadata"]["name"] for sa in r.all("ServiceAccount"))
    assert names == ["vdbi-injector", "vdbi-nri", "vdbi-renewer", "vdbi-revoker"]


def test_rotation_values_reach_the_renewer_only_and_it_alone_may_evict() -> None:
    """rotation.* is written into the renewer's config (the rotation runs in the renewer's
    leader), with the binary's names; unset values stay unwritten (binary defaults). Only
    the renewer's account may create evictions, with or without rotation.enabled (an
    annotated pod opts in on its own), and every component may write Events."""
    values = with_address(
        {
            "vaultDbInjector": {
                "configuration": {
                    "rotation": {"enabled": True, "window": "2h", "maxEvictionsPerMinute": 5}
                }
            }
        }
    )
    for scenario, expect in (
        (values, {"enabled": True, "window": "2h", "maxEvictionsPerMinute": 5}),
        (SCENARIOS["defaults"], {"enabled": False}),
    ):
        r = render(scenario)
        configs = r.configs()
        assert configs["renewer"]["rotation"] == expect
        assert all("rotation" not in configs[c] for c in ("injector", "revoker"))
    r = render(deep_merge(SCENARIOS["split-accounts"], values))
    evict = ("*", "pods/eviction", "create", "*")
    for account in ("vdbi-injector", "vdbi-renewer", "vdbi-revoker", "vdbi-nri"):
        granted = rights(r, account)
        assert (evict in granted) == (account == "vdbi-renewer"), account
        assert {("*", "events", "create", "*"), ("*", "events", "patch", "*")} <= granted, account
        # Never a plain delete of pods: evictions honour PodDisruptionBudgets.
        assert not any(res == "pods" and verb == "delete" for _, res, verb, _ in granted), account
    refused(
        with_address({"vaultDbInjector": {"configuration": {"rotation": {"maxEvictionPerMinute": 5}}}}),
        "maxEvictionPerMinute",
    )


def test_token_request_rights_only_with_projected_service_accounts() -> None:
    for scenario in ("defaults", "nri"):
        r = render(SCENARIOS[scenario])
        assert all(
            "serviceaccounts/token" not in rule["resources"]
            for role in r.all("ClusterRole") + r.all("Role")
            for rule in role["rules"]
        ), scenario
    r = render(SCENARIOS["projected"])
    assert rights(r, "vdbi-vault-db-injector") == {
        ("*", "serviceaccounts/token", "create", "*"),
        ("*", "events", "create", "*"),
        ("*", "events", "patch", "*"),
        (NAMESPACE, "events", "list", "*"),
    }
    # The Go chart's names in projected mode: the renewer and revoker get their own accounts.
    assert rights(r, "vdbi-vault-db-injector-renewer") >= {("*", "pods", "list", "*")}
    assert rights(r, "vdbi-vault-db-injector-revoker") >= {("*", "pods", "watch", "*")}


def test_go_chart_account_names_are_kept() -> None:
    # The webhook, the renewer and the revoker keep the names Vault roles bind; the NRI
    # plugin, on every node, has an account of its own (bound by kubeRoleNri).
    r = render(SCENARIOS["nri"])
    accounts = {w["metadata"]["name"]: p["serviceAccountName"] for w, p in r.pod_templates()}
    assert accounts == {
        "vdbi-vault-db-injector": "vdbi-vault-db-injector",
        "vdbi-vault-db-injector-renewer": "vdbi-vault-db-injector",
        "vdbi-vault-db-injector-revoker": "vdbi-vault-db-injector",
        "vdbi-vault-db-injector-nri": "vdbi-vault-db-injector-nri",
    }
    r = render(SCENARIOS["projected-nri"])
    accounts = {w["metadata"]["name"]: p["serviceAccountName"] for w, p in r.pod_templates()}
    assert accounts == {
        "vdbi-vault-db-injector": "vdbi-vault-db-injector",
        "vdbi-vault-db-injector-renewer": "vdbi-vault-db-injector-renewer",
        "vdbi-vault-db-injector-revoker": "vdbi-vault-db-injector-revoker",
        "vdbi-vault-db-injector-nri": "vdbi-vault-db-injector-nri",
    }
    created = sorted(sa["metadata"]["name"] for sa in r.all("ServiceAccount"))
    assert "vdbi-vault-db-injector-nri" in created
    # An explicit name still wins.
    r = render(deep_merge(SCENARIOS["projected-nri"], {"nri": {"serviceAccountName": "my-plugin"}}))
    ds = r.one("DaemonSet", "vdbi-vault-db-injector-nri")
    assert ds["spec"]["template"]["spec"]["serviceAccountName"] == "my-plugin"
    assert "my-plugin" in [sa["metadata"]["name"] for sa in r.all("ServiceAccount")]


def test_nri_plugin_reads_pod_tokens_from_its_kubelet_and_mints_none() -> None:
    r = render(SCENARIOS["projected-nri"])
    # No TokenRequest right for the plugin, whose account is its own; the webhook keeps it.
    plugin = rights(r, "vdbi-vault-db-injector-nri")
    assert not {right for right in plugin if right[1] == "serviceaccounts/token"}, plugin
    assert {("*", "pods", v, "*") for v in ("get", "list", "watch")} <= plugin
    assert ("*", "serviceaccounts/token", "create", "*") in rights(r, "vdbi-vault-db-injector")
    # The kubelet's pod directories, read-only, at the same path, HostToContainer (each
    # pod's token volume is a tmpfs mounted after the plugin started); never the kubelet's
    # root itself, which holds the kubelet's own credentials.
    pod = r.one("DaemonSet", "vdbi-vault-db-injector-nri")["spec"]["template"]["spec"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert volumes["kubelet-pods"]["hostPath"] == {"path": "/var/lib/kubelet/pods", "type": "Directory"}
    (mount,) = [m for m in pod["containers"][0]["volumeMounts"] if m["name"] == "kubelet-pods"]
    assert mount == {
        "name": "kubelet-pods",
        "mountPath": "/var/lib/kubelet/pods",
        "readOnly": True,
        "mountPropagation": "HostToContainer",
    }
    assert r.configs()["nri"]["nri"]["kubeletRootDir"] == "/var/lib/kubelet"
    # Another distribution's root (k0s), a trailing slash tolerated.
    r = render(deep_merge(SCENARIOS["projected-nri"], {"nri": {"kubeletRootDir": "/var/lib/k0s/kubelet/"}}))
    pod = r.one("DaemonSet", "vdbi-vault-db-injector-nri")["spec"]["template"]["spec"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert volumes["kubelet-pods"]["hostPath"]["path"] == "/var/lib/k0s/kubelet/pods"
    (mount,) = [m for m in pod["containers"][0]["volumeMounts"] if m["name"] == "kubelet-pods"]
    assert mount["mountPath"] == "/var/lib/k0s/kubelet/pods"
    assert r.configs()["nri"]["nri"]["kubeletRootDir"] == "/var/lib/k0s/kubelet"
    # Without projected service accounts nothing reads the tokens: no mount.
    pod = render(SCENARIOS["nri"]).one("DaemonSet", "vdbi-vault-db-injector-nri")["spec"]["template"]["spec"]
    assert "kubelet-pods" not in {v["name"] for v in pod["volumes"]}


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_no_wildcards_and_no_secrets_access(scenario: str) -> None:
    r = render(SCENARIOS[scenario])
    for role in r.all("ClusterRole") + r.all("Role"):
        for rule in role["rules"]:
            assert "*" not in rule["verbs"] and "*" not in rule["resources"], role["metadata"]["name"]
            assert "secrets" not in rule["resources"], role["metadata"]["name"]
            # Events are the one thing patched (their series count), never deleted.
            forbidden = {"delete", "deletecollection", "escalate", "bind", "impersonate"}
            if rule["resources"] != ["events"]:
                forbidden.add("patch")
            assert not forbidden & set(rule["verbs"]), role["metadata"]["name"]


# --- network policies --------------------------------------------------------------------


def test_network_policies_open_only_declared_ports() -> None:
    r = render(SCENARIOS["nri"])
    policies = {p["metadata"]["name"]: p for p in r.all("NetworkPolicy")}
    assert sorted(policies) == [
        "vdbi-vault-db-injector-injector",
        "vdbi-vault-db-injector-nri",
        "vdbi-vault-db-injector-renewer",
        "vdbi-vault-db-injector-revoker",
    ]
    for name, policy in policies.items():
        ports = sorted(p["port"] for rule in policy["spec"]["ingress"] for p in rule["ports"])
        expected = [8080, 8443, 8888] if name.endswith("-injector") else [8080, 8888]
        assert ports == expected, name
        assert policy["spec"]["policyTypes"] == ["Ingress"]
    injector = policies["vdbi-vault-db-injector-injector"]["spec"]["ingress"]
    webhook_rule = next(rule for rule in injector if rule["ports"][0]["port"] == 8443)
    # Opt-in only: by default the webhook port stays reachable from anywhere.
    assert "from" not in webhook_rule


def test_webhook_network_policy_is_opt_in_and_needs_sources() -> None:
    values = deep_merge(SCENARIOS["everything"], {"ciliumNetworkPolicy": {"enabled": False}})
    r = render(values)
    injector = r.one("NetworkPolicy", "vdbi-vault-db-injector-injector")["spec"]["ingress"]
    webhook_rule = next(rule for rule in injector if rule["ports"][0]["port"] == 8443)
    assert webhook_rule["from"] == [{"ipBlock": {"cidr": "10.0.0.0/24"}}]
    refused(with_address({"networkPolicy": {"webhook": {"enabled": True}}}), "needs networkPolicy.webhook.from")


CILIUM = ["cilium.io/v2/CiliumNetworkPolicy"]


def webhook_rules(r: Rendered) -> list[dict[str, Any]]:
    injector = r.one("NetworkPolicy", "vdbi-vault-db-injector-injector")["spec"]["ingress"]
    return [rule for rule in injector if any(p["port"] == 8443 for p in rule["ports"])]


def test_cilium_policy_replaces_the_webhook_rule_where_cilium_runs() -> None:
    # No Cilium API: no CiliumNetworkPolicy, and the NetworkPolicy holds the port's rule.
    plain = render(SCENARIOS["defaults"])
    assert plain.all("CiliumNetworkPolicy") == []
    assert len(webhook_rules(plain)) == 1
    # On Cilium: only the kube-apiserver entity reaches 8443, and the NetworkPolicy has no
    # rule for the port (Cilium allows the union of all policies); metrics and health stay
    # in the NetworkPolicy.
    cilium = render(SCENARIOS["defaults"], api_versions=CILIUM)
    cnp = cilium.one("CiliumNetworkPolicy")
    assert cnp["spec"]["ingress"] == [
        {"fromEntities": ["kube-apiserver"], "toPorts": [{"ports": [{"port": "8443", "protocol": "TCP"}]}]}
    ]
    assert webhook_rules(cilium) == []
    ports = sorted(
        p["port"]
        for rule in cilium.one("NetworkPolicy", "vdbi-vault-db-injector-injector")["spec"]["ingress"]
        for p in rule["ports"]
    )
    assert ports == [8080, 8888]
    # Forced on without the API, as the Go chart's switch did.
    assert render(SCENARIOS["everything"]).one("CiliumNetworkPolicy")["spec"]["ingress"][0]["toPorts"] == [
        {"ports": [{"port": "8443", "protocol": "TCP"}]}
    ]
    # Off: no policy even on Cilium.
    off = deep_merge(SCENARIOS["defaults"], {"ciliumNetworkPolicy": {"autoDetect": False}})
    assert render(off, api_versions=CILIUM).all("CiliumNetworkPolicy") == []


def test_cilium_policy_alone_keeps_metrics_and_health_reachable() -> None:
    r = render(SCENARIOS["cilium-only"], api_versions=CILIUM)
    assert r.all("NetworkPolicy") == []
    rules = r.one("CiliumNetworkPolicy")["spec"]["ingress"]
    assert rules[0]["fromEntities"] == ["kube-apiserver"]
    assert rules[1] == {
        "toPorts": [{"ports": [{"port": "8080", "protocol": "TCP"}, {"port": "8888", "protocol": "TCP"}]}]
    }


def test_elsewhere_the_webhook_port_takes_the_control_plane_cidrs() -> None:
    values = with_address({"networkPolicy": {"webhook": {"controlPlaneCIDRs": ["10.0.0.10/32", "10.0.0.11/32"]}}})
    (rule,) = webhook_rules(render(values))
    assert rule["from"] == [{"ipBlock": {"cidr": "10.0.0.10/32"}}, {"ipBlock": {"cidr": "10.0.0.11/32"}}]


# --- client authentication of the webhook (trust-boundaries issue) -----------------------


def binary_message() -> str:
    """The binary's refusal, read from src/config/mod.rs, so the two cannot drift."""
    source = (CHART.parent / "src" / "config" / "mod.rs").read_text()
    match = re.search(r'pub const UNAUTHENTICATED_LEGACY_DELIVERY: &str = "([^"]+)";', source)
    assert match, "UNAUTHENTICATED_LEGACY_DELIVERY not found in src/config/mod.rs"
    return match.group(1)


def test_unauthenticated_legacy_delivery_is_refused_with_the_binarys_message() -> None:
    no_client_ca = with_address({"vaultDbInjector": {"tls": {"clientCA": {"certManager": {"enabled": False}}}}})
    refused(no_client_ca, binary_message())
    # Without cert-manager and no CA given: the same.
    refused(
        with_address(
            {"vaultDbInjector": {"tls": {"certManager": {"enabled": False}, "existingSecret": "s", "caBundle": "eA=="}}}
        ),
        binary_message(),
    )
    # extraConfig cannot sneak it past either.
    sneaky = deep_merge(no_client_ca, {"vaultDbInjector": {"injector": {"extraConfig": {"nri": {"enabled": False}}}}})
    refused(sneaky, binary_message())
    # NRI delivery answers with placeholders only: no client CA needed.
    nri = deep_merge(no_client_ca, {"nri": {"enabled": True, "allowInjectorIdentity": True}})
    assert "clientCAFile" not in render(nri).configs()["injector"]
    # The opt-out renders, and says so to the binary (which warns, and doctor fails).
    config = render(SCENARIOS["unauthenticated"]).configs()["injector"]
    assert config["allowUnauthenticatedLegacyDelivery"] is True
    assert "clientCAFile" not in config


def identity_message() -> str:
    """The binary's refusal of NRI delivery with the injector's identity, from src/config."""
    source = (CHART.parent / "src" / "config" / "mod.rs").read_text()
    match = re.search(r'pub const INJECTOR_IDENTITY_WITH_NRI: &str = "([^"]+)";', source)
    assert match, "INJECTOR_IDENTITY_WITH_NRI not found in src/config/mod.rs"
    return match.group(1)


def test_nri_delivery_with_the_injectors_identity_is_refused_with_the_binarys_message() -> None:
    """Every node would hold the injector's Vault policy (trust-boundaries issue, finding 2):
    the chart refuses NRI delivery without projected service accounts, with the binary's
    words, unless `nri.allowInjectorIdentity` says otherwise."""
    assert "useProjectedSA: true" in identity_message()
    assert "nri.allowInjectorIdentity: true" in identity_message()
    nri = with_address({"nri": {"enabled": True}})
    refused(nri, identity_message())
    # A values file of the Go chart with NRI on stops the upgrade the same way.
    refused(load_data("go-chart-values.yaml"), identity_message())
    # extraConfig cannot sneak it past, on either component.
    projected = deep_merge(nri, {"vaultDbInjector": {"configuration": {"useProjectedSA": True, "tokenRequestAudiences": ["vault"]}}})
    for sneaky in (
        {"vaultDbInjector": {"injector": {"extraConfig": {"useProjectedSA": False}}}},
        {"nri": {"extraConfig": {"useProjectedSA": False}}},
    ):
        refused(deep_merge(projected, sneaky), identity_message())
    # Projected service accounts render, with no opt-out written.
    configs = render(projected).configs()
    for component in ("injector", "nri"):
        assert configs[component]["useProjectedSA"] is True
        assert "allowInjectorIdentity" not in configs[component]["nri"], component
    # The one line that restores the old behaviour reaches both components' configs (the
    # binary then warns, sets vdbi_nri_injector_identity and doctor warns).
    configs = render(deep_merge(nri, {"nri": {"allowInjectorIdentity": True}})).configs()
    for component in ("injector", "nri"):
        assert configs[component]["nri"]["allowInjectorIdentity"] is True, component
    assert "allowInjectorIdentity" not in configs["renewer"].get("nri", {})
    # Legacy delivery is not concerned.
    assert "nri" not in render(SCENARIOS["defaults"]).configs()["injector"]


def test_the_apiservers_certificate_comes_from_a_ca_of_its_own() -> None:
    r = render(SCENARIOS["defaults"])
    selfsigned = r.one("Issuer", "vdbi-vault-db-injector-client-ca-selfsigned")
    assert selfsigned["spec"] == {"selfSigned": {}}
    assert selfsigned["metadata"]["namespace"] == NAMESPACE
    ca = r.one("Certificate", "vdbi-vault-db-injector-client-ca")
    assert ca["spec"]["isCA"] is True
    assert ca["spec"]["issuerRef"] == {
        "name": "vdbi-vault-db-injector-client-ca-selfsigned",
        "kind": "Issuer",
        "group": "cert-manager.io",
    }
    client = r.one("Certificate", "vdbi-vault-db-injector-apiserver-client")
    assert client["spec"]["commonName"] == "kube-apiserver"
    assert client["spec"]["usages"] == ["client auth", "digital signature"]
    assert client["spec"]["issuerRef"] == {"name": "vdbi-vault-db-injector-client-ca", "kind": "Issuer", "group": "cert-manager.io"}
    # The CA signs nothing else: no other Certificate names its Issuer.
    signed = [c["metadata"]["name"] for c in r.all("Certificate") if c["spec"]["issuerRef"]["name"] == "vdbi-vault-db-injector-client-ca"]
    assert signed == ["vdbi-vault-db-injector-apiserver-client"]
    # Named allowed names win over the default.
    values = with_address({"vaultDbInjector": {"configuration": {"clientAllowedNames": ["apiserver.example"]}}})
    assert render(values).configs()["injector"]["clientAllowedNames"] == ["apiserver.example"]


# --- monitoring --------------------------------------------------------------------------


def test_alert_rules_render_the_shipped_groups_then_the_operators() -> None:
    # The renewer's alert groups ship in files/alerts.yaml; enabling a switch renders them,
    # and an operator's additionalGroups follow them.
    shipped = yaml.safe_load((CHART / "files" / "alerts.yaml").read_text())["groups"]
    names = [group["name"] for group in shipped]
    assert names, "files/alerts.yaml ships no alert group"
    r = render(with_address({}))
    assert r.all("PrometheusRule") == [] and r.all("VMRule") == []
    values = with_address({"metrics": {"prometheusRule": {"enabled": True}, "vmRule": {"enabled": True}}})
    r = render(values)
    # The shipped groups, with this release's job in every selector instead of the default
    # release's (vault-db-injector in vault-db-injector).
    ours = yaml.safe_load(
        (CHART / "files" / "alerts.yaml")
        .read_text()
        .replace('job="vault-db-injector/vault-db-injector"', f'job="{NAMESPACE}/vdbi-vault-db-injector"')
    )["groups"]
    assert ours != shipped
    for kind in ("PrometheusRule", "VMRule"):
        assert [g["name"] for g in r.one(kind)["spec"]["groups"]] == names
        assert r.one(kind)["spec"]["groups"] == ours
    r = render(SCENARIOS["everything"])
    for kind in ("PrometheusRule", "VMRule"):
        groups = [g["name"] for g in r.one(kind)["spec"]["groups"]]
        assert groups == names + ["operator"]


def test_scrape_objects_select_the_metrics_service() -> None:
    r = render(SCENARIOS["everything"])
    service = r.one("Service", "vdbi-vault-db-injector-metrics")
    selector = service["metadata"]["labels"]
    for kind in ("ServiceMonitor", "VMServiceScrape"):
        scrape = r.one(kind)
        for key, value in scrape["spec"]["selector"]["matchLabels"].items():
            assert selector[key] == value, (kind, key)
        assert scrape["spec"]["endpoints"][0]["port"] == "metrics"
    assert r.one("ServiceMonitor")["metadata"]["labels"]["release"] == "prometheus"
    # The metrics Service selects every component of this release, and only this release.
    assert service["spec"]["selector"] == {
        "app.kubernetes.io/name": "vault-db-injector",
        "app.kubernetes.io/instance": "vdbi",
    }


def test_dashboard_is_valid_json_and_uses_real_metrics() -> None:
    import json
    from pathlib import Path

    r = render(SCENARIOS["everything"])
    cm = r.one("ConfigMap", "vdbi-vault-db-injector-dashboard")
    assert cm["metadata"]["labels"]["grafana_dashboard"] == "1"
    dashboard = json.loads(cm["data"]["vdbi-vault-db-injector.json"])
    documented = set(
        re.findall(r"`(vdbi_[a-z_]+)`", (Path(__file__).resolve().parents[2] / "docs" / "metrics.md").read_text())
    )
    used = set()
    for panel in dashboard["panels"]:
        for target in panel["targets"]:
            for name in re.findall(r"\bvdbi_[a-z_]+", target["expr"]):
                # A summary's series carry _sum and _count after the documented name.
                base = re.sub(r"_(sum|count)$", "", name)
                used.add(name if name in documented else base)
    assert used, "the dashboard queries no vdbi_ metric"
    assert used <= documented, used - documented


def test_kyverno_policy_is_scoped_to_the_release() -> None:
    r = render(SCENARIOS["everything"], release="dev")
    policy = r.one("ClusterPolicy")
    assert policy["metadata"]["name"] == "dev-vault-db-injector-restrict-nri-socket"
    rule = policy["spec"]["rules"][0]
    assert rule["exclude"]["any"][0]["resources"]["namespaces"] == [NAMESPACE, "kube-system", "monitoring"]
    (condition,) = rule["validate"]["deny"]["conditions"]["any"]
    assert condition["key"] == "{{ request.object.spec.volumes[?hostPath].hostPath.path || `[]` }}"
    paths = condition["value"]
    for path in ("/run/dev-vault-db-injector", "/run/dev-vault-db-injector/*", "/var/run/nri/*", "/run/nri/*", "/", "/run", "/var/run"):
        assert path in paths, path
    # Every release's cache (/run/<fullname>/nri), not only this one's.
    assert "/run/*/nri" in paths and "/run/*/nri/*" in paths
    assert not any("/run/vault-db-injector" == p for p in paths)


# --- several releases --------------------------------------------------------------------


def two_releases(namespace_dev: str = NAMESPACE) -> tuple[Rendered, Rendered]:
    prod = render(SCENARIOS["release-prod"], release="prod")
    dev = render(SCENARIOS["release-dev"], release="dev", namespace=namespace_dev)
    return prod, dev


@pytest.mark.parametrize("dev_namespace", [NAMESPACE, "vault-db-injector-dev"])
def test_two_releases_do_not_collide(dev_namespace: str) -> None:
    prod, dev = two_releases(dev_namespace)

    def identities(r: Rendered) -> set[tuple[str, str, str]]:
        cluster_scoped = {"ClusterRole", "ClusterRoleBinding", "MutatingWebhookConfiguration", "ClusterPolicy"}
        return {
            (o["kind"], "" if o["kind"] in cluster_scoped else o["metadata"].get("namespace", r.namespace), o["metadata"]["name"])
            for o in r.objects
        }

    assert identities(prod) & identities(dev) == set()

    p, d = prod.configs(), dev.configs()
    # Lease names.
    for component in ("renewer", "revoker"):
        lp, ld = p[component]["leaderElection"], d[component]["leaderElection"]
        assert lp["renewerLeaseName"] != ld["renewerLeaseName"]
        assert lp["revokerLeaseName"] != ld["revokerLeaseName"]
    # NRI plugin index and name, cache path, pod label.
    np_, nd = p["nri"]["nri"], d["nri"]["nri"]
    assert np_["pluginIndex"] != nd["pluginIndex"]
    assert np_["pluginName"] != nd["pluginName"]
    assert np_["cachePath"] != nd["cachePath"]
    assert np_["podLabel"] != nd["podLabel"]
    assert p["renewer"]["injectorLabel"] != d["renewer"]["injectorLabel"]
    assert p["injector"]["vaultSecretPrefix"] != d["injector"]["vaultSecretPrefix"]

    def host_paths(r: Rendered) -> set[str]:
        ds = r.one("DaemonSet")["spec"]["template"]["spec"]
        return {v["hostPath"]["path"] for v in ds["volumes"] if "hostPath" in v}

    # Both plugins share the runtime's socket and the kubelet's pod directories (read-only:
    # each reads the pods' tokens there), nothing else.
    assert host_paths(prod) & host_paths(dev) == {"/var/run/nri", "/var/lib/kubelet/pods"}

    # Webhook name and labels.
    wp, wd = webhook(prod), webhook(dev)
    assert wp["name"] != wd["name"]
    assert wp["objectSelector"] != wd["objectSelector"]
    assert wp["clientConfig"]["service"]["name"] != wd["clientConfig"]["service"]["name"]

    # No workload, Service, PDB or policy of one release selects the other's pods.
    def selectors(r: Rendered) -> list[dict[str, str]]:
        out = [o["spec"]["selector"]["matchLabels"] for o in r.objects if o["kind"] in ("Deployment", "DaemonSet", "PodDisruptionBudget")]
        out += [o["spec"]["selector"] for o in r.all("Service")]
        out += [o["spec"]["podSelector"]["matchLabels"] for o in r.all("NetworkPolicy")]
        return out

    def pod_labels(r: Rendered) -> list[dict[str, str]]:
        return [w["spec"]["template"]["metadata"]["labels"] for w, _ in r.pod_templates()]

    for mine, theirs in ((prod, dev), (dev, prod)):
        for selector in selectors(mine):
            for labels in pod_labels(theirs):
                assert not all(labels.get(k) == v for k, v in selector.items()), (selector, labels)


def test_lease_names_can_keep_the_go_names() -> None:
    values = with_address(
        {
            "vaultDbInjector": {
                "configuration": {
                    "leaderElection": {
                        "renewerLeaseName": "lock-injector-renewer",
                        "revokerLeaseName": "lock-injector-revoker",
                    }
                }
            }
        }
    )
    r = render(values)
    election = r.configs()["renewer"]["leaderElection"]
    assert election == {"renewerLeaseName": "lock-injector-renewer", "revokerLeaseName": "lock-injector-revoker"}
    role = r.one("Role", "vdbi-vault-db-injector-renewer-lease")
    assert role["rules"][1]["resourceNames"] == ["lock-injector-renewer"]


# --- Go chart values ---------------------------------------------------------------------


def test_go_chart_values_file_renders_with_its_meaning() -> None:
    r = render(SCENARIOS["go-chart-values"])
    configs = r.configs()
    assert configs["injector"]["certFile"] == "/tls/tls.crt"
    assert configs["injector"]["kubeRole"] == "all-rw"
    assert configs["injector"]["tokenTTL"] == "8766h"
    assert configs["nri"]["nri"]["pluginIndex"] == "10"
    assert webhook(r)["name"] == "vault-db-injector.numberly.io"
    assert webhook(r)["objectSelector"] == {"matchLabels": {"vault-db-injector": "true"}}
    assert r.one("Deployment", "vdbi-vault-db-injector")["spec"]["replicas"] == 2
    assert r.one("Deployment", "vdbi-vault-db-injector-renewer")["spec"]["replicas"] == 4
    # Its securityContext lacks the capability drop and seccomp: values merge over the
    # chart's defaults, so they stay.
    for workload, pod in r.pod_templates():
        context = pod["containers"][0]["securityContext"]
        assert context["capabilities"] == {"drop": ["ALL"]}, workload["metadata"]["name"]
        assert context["seccompProfile"] == {"type": "RuntimeDefault"}


def test_go_chart_selectors_are_kept_for_in_place_upgrades() -> None:
    r = render(SCENARIOS["nri"])
    selectors = {o["metadata"]["name"]: o["spec"]["selector"]["matchLabels"] for o in r.objects if o["kind"] in ("Deployment", "DaemonSet")}
    base = {"app.kubernetes.io/name": "vault-db-injector", "app.kubernetes.io/instance": "vdbi"}
    assert selectors == {
        "vdbi-vault-db-injector": {"app": "vault-db-injector", **base},
        "vdbi-vault-db-injector-renewer": {"app": "vault-db-renewer", **base},
        "vdbi-vault-db-injector-revoker": {"app": "vault-db-revoker", **base},
        "vdbi-vault-db-injector-nri": {"app": "vault-db-nri", **base, "app.kubernetes.io/component": "nri"},
    }


def test_values_merge_like_helm() -> None:
    merged = deep_merge({"a": {"b": 1, "c": 2}}, {"a": {"c": 3}})
    assert merged == {"a": {"b": 1, "c": 3}}


def test_webhook_calls_the_service_port() -> None:
    values = with_address({"vaultDbInjector": {"injector": {"ports": [{"port": 443, "targetPort": 8443}]}}})
    r = render(values)
    assert webhook(r)["clientConfig"]["service"]["port"] == 443
    (port,) = r.one("Service", "vdbi-vault-db-injector")["spec"]["ports"]
    assert port == {"name": "https", "port": 443, "targetPort": 8443, "protocol": "TCP"}
    assert webhook(render(SCENARIOS["defaults"]))["clientConfig"]["service"]["port"] == 8443


def test_every_component_knows_its_pod_and_may_list_events_in_the_release_namespace() -> None:
    """Each component records VaultPolicyMissing/Granted on its own pod (POD_NAME in
    POD_NAMESPACE, with POD_UID for `kubectl describe pod`), and doctor, run in a component's pod as its account, lists them back in
    the release namespace (issue 23): list on events there, nowhere else."""
    for scenario in ("defaults", "nri", "split-accounts"):
        r = render(SCENARIOS[scenario])
        for workload, pod in r.pod_templates():
            for container in pod["containers"]:
                fields = {
                    e["name"]: e.get("valueFrom", {}).get("fieldRef", {}).get("fieldPath")
                    for e in container.get("env", [])
                }
                assert fields.get("POD_NAME") == "metadata.name", workload["metadata"]["name"]
                assert fields.get("POD_NAMESPACE") == "metadata.namespace", workload["metadata"]["name"]
                assert fields.get("POD_UID") == "metadata.uid", workload["metadata"]["name"]
            account = pod["serviceAccountName"]
            lists = {(scope, verb) for scope, res, verb, _ in rights(r, account) if res == "events"}
            assert (NAMESPACE, "list") in lists, (scenario, account)
            assert ("*", "list") not in lists, (scenario, account)
