"""What a platform team running the chart relies on (issue 18): strict values, defaults that
keep pods starting while parts of the platform are down, objects that stay correct with
several releases, and names that fit."""

from __future__ import annotations

import fnmatch
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from chartlib import NAMESPACE, RenderError, Rendered, deep_merge, render, with_address
from scenarios import SCENARIOS


def refused(values: dict[str, Any], message: str, **kwargs: Any) -> str:
    with pytest.raises(RenderError) as raised:
        render(values, **kwargs)
    assert message in str(raised.value), str(raised.value)
    return str(raised.value)


# --- values.schema.json ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("values", "where"),
    [
        ({"nri": {"enabeld": True}}, "enabeld"),
        ({"vaultDbInjector": {"configuration": {"webhookMatchLabel": "x"}}}, "webhookMatchLabel"),
        ({"vaultDbInjector": {"injector": {"replicas": "two"}}}, "replicas"),
        ({"kyverno": {"validationFailureAction": "enforce"}}, "validationFailureAction"),
        ({"metric": {}}, "metric"),
    ],
)
def test_a_misspelt_or_mistyped_value_fails_the_render(values: dict[str, Any], where: str) -> None:
    # The same values without the mistake render (so the schema, not something else, fails).
    render(with_address())
    message = refused(with_address(values), where)
    assert "schema" in message.lower(), message


def test_free_form_maps_and_globals_are_accepted() -> None:
    render(
        with_address(
            {
                "global": {"imageRegistry": "harbor.example.com"},
                "vaultDbInjector": {
                    "injector": {
                        "podAnnotations": {"a/b": "c"},
                        "extraConfig": {"webhookWorkers": 4},
                        "nodeSelector": {"kubernetes.io/os": "linux"},
                    }
                },
                "metrics": {"serviceMonitor": {"labels": {"release": "kps"}}},
            }
        )
    )


# --- NRI required plugin, labels ---------------------------------------------------------


def test_nri_required_plugin_defaults_to_the_release_plugin() -> None:
    configs = render(SCENARIOS["nri"], release="prod").configs()
    plugin = configs["nri"]["nri"]["pluginName"]
    assert plugin == "prod-vault-db-injector"
    assert configs["injector"]["nriRequiredPlugin"] == plugin
    # Without NRI delivery there is nothing to require; "" turns it off; a value is kept.
    assert "nriRequiredPlugin" not in render(SCENARIOS["defaults"]).configs()["injector"]
    off = deep_merge(SCENARIOS["nri"], {"vaultDbInjector": {"configuration": {"nriRequiredPlugin": ""}}})
    assert "nriRequiredPlugin" not in render(off).configs()["injector"]
    named = deep_merge(SCENARIOS["nri"], {"vaultDbInjector": {"configuration": {"nriRequiredPlugin": "other"}}})
    assert render(named).configs()["injector"]["nriRequiredPlugin"] == "other"


def test_injector_label_follows_the_webhook_label_or_refuses() -> None:
    values = with_address({"vaultDbInjector": {"configuration": {"webhookMatchLabels": "team-db"}}, "nri": {"enabled": True, "allowInjectorIdentity": True}})
    r = render(values)
    (hook,) = r.one("MutatingWebhookConfiguration")["webhooks"]
    assert hook["objectSelector"] == {"matchLabels": {"team-db": "true"}}
    for component, config in r.configs().items():
        assert config["injectorLabel"] == "team-db", component
    assert r.configs()["nri"]["nri"]["podLabel"] == "team-db"
    mismatch = deep_merge(values, {"vaultDbInjector": {"configuration": {"injectorLabel": "vault-db-injector"}}})
    refused(mismatch, "injectorLabel (\"vault-db-injector\") differs from webhookMatchLabels (\"team-db\")")


# --- Kyverno -----------------------------------------------------------------------------


def kyverno_denies(policy: dict[str, Any], pod: dict[str, Any], namespace_labels: dict[str, str]) -> bool:
    """Evaluates the chart's ClusterPolicy on a pod as Kyverno does for this rule shape: an
    excluded pod passes; otherwise the pod is denied if any hostPath path matches any value
    (Kyverno wildcards: `*` matches any run of characters, `/` included)."""
    namespace = pod["metadata"]["namespace"]
    (rule,) = [r for r in policy["spec"]["rules"] if r["name"] == "deny-nri-and-cache-hostpath"]
    for exclusion in rule["exclude"]["any"]:
        resources = exclusion["resources"]
        if namespace in resources.get("namespaces", []):
            return False
        selector = resources.get("namespaceSelector", {}).get("matchLabels")
        if selector and all(namespace_labels.get(k) == v for k, v in selector.items()):
            return False
    (condition,) = rule["validate"]["deny"]["conditions"]["any"]
    assert condition["operator"] == "AnyIn"
    paths = [v["hostPath"]["path"] for v in pod["spec"].get("volumes", []) if "hostPath" in v]
    return any(fnmatch.fnmatchcase(path, pattern) for path in paths for pattern in condition["value"])


def pod_of(workload: dict[str, Any], namespace: str) -> dict[str, Any]:
    return {"metadata": {"namespace": namespace}, "spec": workload["spec"]["template"]["spec"]}


NODE_EXPORTER = {"metadata": {"namespace": "monitoring"}, "spec": {"volumes": [{"name": "root", "hostPath": {"path": "/"}}]}}
NRI_NAMESPACE = {"vault-db-injector.io/nri-plugin": "true"}


def with_kyverno(values: dict[str, Any], **kyverno: Any) -> dict[str, Any]:
    return deep_merge(values, {"kyverno": {"enabled": True, **kyverno}})


def test_kyverno_policy_lets_every_release_run_its_plugin() -> None:
    prod = render(with_kyverno(SCENARIOS["release-prod"]), release="prod", namespace="vdbi-prod")
    dev = render(with_kyverno(SCENARIOS["release-dev"]), release="dev", namespace="vdbi-dev")
    for mine, theirs in ((prod, dev), (dev, prod)):
        policy = mine.one("ClusterPolicy")
        own = pod_of(mine.one("DaemonSet"), mine.namespace)
        other = pod_of(theirs.one("DaemonSet"), theirs.namespace)
        # Its own plugin, in its namespace, whatever the labels.
        assert not kyverno_denies(policy, own, {})
        # The other release's plugin, in a namespace labelled as an NRI plugin's: allowed.
        assert not kyverno_denies(policy, other, NRI_NAMESPACE)
        # The same pod anywhere else: denied (the policy still protects the socket).
        assert kyverno_denies(policy, other, {})
        assert kyverno_denies(policy, {**other, "metadata": {"namespace": "team-a"}}, {})
    # A tenant mounting the socket or any release's cache is denied by both policies; the
    # directory above a release's cache by that release's at least.
    def tenant(path: str) -> dict[str, Any]:
        return {"metadata": {"namespace": "team-a"}, "spec": {"volumes": [{"name": "x", "hostPath": {"path": path}}]}}

    for path in ("/run/dev-vault-db-injector/nri", "/run/prod-vault-db-injector/nri/cache.json", "/var/run/nri", "/run/nri/nri.sock", "/run", "/"):
        for r in (prod, dev):
            assert kyverno_denies(r.one("ClusterPolicy"), tenant(path), {}), (path, r.release)
    assert kyverno_denies(prod.one("ClusterPolicy"), tenant("/run/prod-vault-db-injector"), {})
    assert kyverno_denies(dev.one("ClusterPolicy"), tenant("/var/run/dev-vault-db-injector"), {})
    assert not kyverno_denies(prod.one("ClusterPolicy"), tenant("/var/log"), {})


def test_kyverno_policy_exclusion_value_admits_node_exporter() -> None:
    default = render(with_kyverno(SCENARIOS["defaults"])).one("ClusterPolicy")
    assert kyverno_denies(default, NODE_EXPORTER, {})
    values = with_kyverno(SCENARIOS["defaults"], excludedNamespaces=["kube-system", "monitoring"])
    policy = render(values).one("ClusterPolicy")
    assert not kyverno_denies(policy, NODE_EXPORTER, {})
    (rule,) = policy["spec"]["rules"]
    assert rule["exclude"]["any"][0]["resources"]["namespaces"] == [NAMESPACE, "kube-system", "monitoring"]
    assert "validationFailureAction" not in policy["spec"]
    assert rule["validate"]["failureAction"] == "Enforce"
    audit = render(with_kyverno(SCENARIOS["defaults"], validationFailureAction="Audit")).one("ClusterPolicy")
    assert audit["spec"]["rules"][0]["validate"]["failureAction"] == "Audit"


def test_kyverno_refuses_a_labelled_pod_that_tolerates_a_missing_plugin() -> None:
    """The webhook strips tolerate-missing-plugins annotations; a later mutation could add
    one back, and only validation (after every mutation) sees the final pod."""
    r = render(with_kyverno(SCENARIOS["release-dev"]), release="dev", namespace="vdbi-dev")
    (rule,) = [x for x in r.one("ClusterPolicy")["spec"]["rules"] if x["name"] == "deny-tolerate-missing-plugins"]
    label = r.configs()["injector"]["injectorLabel"]
    ((resources,),) = [m.values() for m in rule["match"]["any"]]
    assert resources == {"kinds": ["Pod"], "selector": {"matchLabels": {label: "true"}}}
    assert "exclude" not in rule
    (condition,) = rule["validate"]["deny"]["conditions"]["any"]
    assert condition["key"] == "{{ request.object.metadata.annotations || `{}` | keys(@) }}"

    def denied(annotations: dict[str, str]) -> bool:
        return any(fnmatch.fnmatchcase(k, pattern) for k in annotations for pattern in condition["value"])

    assert denied({"tolerate-missing-plugins.noderesource.dev/container.app": "true"})
    assert denied({"tolerate-missing-plugins.nri.io": "true"})
    assert not denied({"required-plugins.noderesource.dev": "[]", "team/tolerate-missing-plugins": "x"})
    # Without NRI delivery, or with nriRequiredPlugin off, there is nothing to protect.
    assert len(render(with_kyverno(SCENARIOS["defaults"])).one("ClusterPolicy")["spec"]["rules"]) == 1
    off = deep_merge(with_kyverno(SCENARIOS["nri"]), {"vaultDbInjector": {"configuration": {"nriRequiredPlugin": ""}}})
    assert len(render(off).one("ClusterPolicy")["spec"]["rules"]) == 1


# --- monitoring with several releases ----------------------------------------------------


def monitoring(release: str, namespace: str, extra: dict[str, Any] | None = None) -> Rendered:
    values = with_address(
        deep_merge(
            {
                "metrics": {
                    "serviceMonitor": {"enabled": True},
                    "vmServiceScrape": {"enabled": True},
                    "prometheusRule": {"enabled": True},
                    "vmRule": {"enabled": True},
                },
                "dashboard": {"enabled": True},
            },
            extra or {},
        )
    )
    return render(values, release=release, namespace=namespace)


def exprs(r: Rendered, kind: str) -> list[str]:
    return [rule["expr"] for group in r.one(kind)["spec"]["groups"] for rule in group["rules"]]


def test_each_release_scrapes_into_its_own_job_and_keeps_the_namespace_label() -> None:
    prod, dev = monitoring("prod", "vdbi"), monitoring("dev", "vdbi")
    jobs = set()
    for r in (prod, dev):
        for kind, relabel_key in (("ServiceMonitor", "relabelings"), ("VMServiceScrape", "relabelConfigs")):
            (endpoint,) = r.one(kind)["spec"]["endpoints"]
            # Without honorLabels the scraper renames the metrics' namespace label to
            # exported_namespace (the per-pod series' namespace is the pod's).
            assert endpoint["honorLabels"] is True, kind
            (relabel,) = endpoint[relabel_key]
            assert relabel["targetLabel"] == "job"
            jobs.add((r.release, relabel["replacement"]))
    assert jobs == {("prod", "vdbi/prod-vault-db-injector"), ("dev", "vdbi/dev-vault-db-injector")}


def test_alert_rules_select_their_release_only() -> None:
    prod, dev = monitoring("prod", "vdbi"), monitoring("dev", "vdbi")
    for r, mine, theirs in ((prod, "prod", "dev"), (dev, "dev", "prod")):
        for kind in ("PrometheusRule", "VMRule"):
            for expr in exprs(r, kind):
                selectors = re.findall(r"[a-z_:]+\{[^}]*\}", expr)
                assert selectors, expr
                for selector in selectors:
                    assert f'job="vdbi/{mine}-vault-db-injector"' in selector, selector
                assert theirs not in expr and "vault-db-injector/vault-db-injector" not in expr
                # No aggregation across releases.
                for op in re.findall(r"\b(sum|max|min|avg|count)\b\s*(by\s*\([^)]*\))?\s*\(", expr):
                    assert op[1].replace(" ", "").startswith("by(job"), expr
    # absent() for a renewer or revoker scaled to zero, per release.
    joined = "\n".join(exprs(prod, "PrometheusRule"))
    assert 'absent(vdbi_is_leader{job="vdbi/prod-vault-db-injector",lease_name=~".*renewer.*"})' in joined
    assert 'absent(vdbi_is_leader{job="vdbi/prod-vault-db-injector",lease_name=~".*revoker.*"})' in joined


def test_rule_matchers_are_added_to_every_selector() -> None:
    r = monitoring("prod", "vdbi", {"metrics": {"ruleMatchers": 'cluster="scw-par-1"'}})
    for expr in exprs(r, "VMRule"):
        for selector in re.findall(r"[a-z_:]+\{[^}]*\}", expr):
            assert 'job="vdbi/prod-vault-db-injector",cluster="scw-par-1"' in selector, selector


def test_the_new_alerts_are_shipped() -> None:
    names = {rule["alert"] for group in monitoring("prod", "vdbi").one("PrometheusRule")["spec"]["groups"] for rule in group["rules"]}
    assert {
        "VdbiWebhookUnavailable",
        "VdbiAdmissionDeniedUnavailable",
        "VdbiAdmissionDeniedRequests",
        "VdbiTlsReloadFailed",
        "VdbiRevokerSweepHoldingEntries",
        "VdbiNriReconnectsExhausted",
        "VdbiRenewerAbsent",
        "VdbiRevokerAbsent",
    } <= names


def test_dashboard_uid_title_and_file_differ_per_release() -> None:
    seen = set()
    for release, namespace in (("prod", "vdbi"), ("dev", "vdbi"), ("prod", "other")):
        cm = monitoring(release, namespace).one("ConfigMap", f"{release}-vault-db-injector-dashboard")
        ((key, text),) = cm["data"].items()
        dashboard = json.loads(text)
        job = f"{namespace}/{release}-vault-db-injector"
        assert len(dashboard["uid"]) <= 40 and dashboard["uid"] != "vault-db-injector"
        assert job in dashboard["title"]
        variable = next(v for v in dashboard["templating"]["list"] if v["name"] == "job")
        assert variable["current"]["value"] == job
        assert key == f"{release}-vault-db-injector.json"
        seen.add((dashboard["uid"], key if namespace == "vdbi" else namespace))
    assert len({uid for uid, _ in seen}) == 3


# --- helm test ---------------------------------------------------------------------------


def test_helm_test_dry_runs_a_labelled_pod_in_its_own_namespace() -> None:
    assert not [o for o in render(SCENARIOS["defaults"]).objects if "helm.sh/hook" in o["metadata"].get("annotations", {})]
    r = render(with_address({"helmTest": {"namespace": "team-a"}}))
    hooks = [o for o in r.objects if o["metadata"].get("annotations", {}).get("helm.sh/hook") == "test"]
    assert sorted(o["kind"] for o in hooks) == ["ConfigMap", "Pod", "Role", "RoleBinding", "ServiceAccount"]
    pod = r.one("Pod")
    (container,) = pod["spec"]["containers"]
    assert container["args"][:2] == ["create", "--dry-run=server"]
    manifest = yaml.safe_load(r.one("ConfigMap", "vdbi-vault-db-injector-test")["data"]["pod.yaml"])
    assert manifest["metadata"]["namespace"] == "team-a"
    assert manifest["metadata"]["labels"] == {"vault-db-injector": "true"}
    # The v1 marker: the webhook admits it unchanged, so no Vault call and nothing issued.
    assert "db-creds-injector.numberly.io/revoke-ttl" in manifest["metadata"]["annotations"]
    role = r.one("Role", "vdbi-vault-db-injector-test")
    assert role["metadata"]["namespace"] == "team-a"
    assert role["rules"] == [{"apiGroups": [""], "resources": ["pods"], "verbs": ["create"]}]
    # The release's namespace and the excluded ones are never mutated: refused.
    refused(with_address({"helmTest": {"namespace": NAMESPACE}}), "is excluded from the webhook")
    refused(with_address({"helmTest": {"namespace": "kube-system"}}), "is excluded from the webhook")


# --- scheduling, rollouts, pulls ---------------------------------------------------------


def test_priority_classes_spread_and_replicas_by_default() -> None:
    r = render(SCENARIOS["nri"])
    pods = {w["metadata"]["name"]: (w, p) for w, p in r.pod_templates()}
    assert pods["vdbi-vault-db-injector"][1]["priorityClassName"] == "system-cluster-critical"
    assert pods["vdbi-vault-db-injector-nri"][1]["priorityClassName"] == "system-node-critical"
    for name in ("vdbi-vault-db-injector", "vdbi-vault-db-injector-renewer", "vdbi-vault-db-injector-revoker"):
        workload, pod = pods[name]
        (spread,) = pod["topologySpreadConstraints"]
        assert spread["topologyKey"] == "topology.kubernetes.io/zone"
        assert spread["whenUnsatisfiable"] == "ScheduleAnyway"
        assert spread["labelSelector"]["matchLabels"] == workload["spec"]["selector"]["matchLabels"]
    for name in ("vdbi-vault-db-injector-renewer", "vdbi-vault-db-injector-revoker"):
        assert pods[name][0]["spec"]["replicas"] == 2
    for _, pod in pods.values():
        assert pod["containers"][0]["imagePullPolicy"] == "IfNotPresent"
    own = [{"maxSkew": 2, "topologyKey": "kubernetes.io/hostname", "whenUnsatisfiable": "DoNotSchedule", "labelSelector": {"matchLabels": {"a": "b"}}}]
    custom = render(deep_merge(SCENARIOS["defaults"], {"vaultDbInjector": {"injector": {"topologySpreadConstraints": own}}}))
    assert custom.one("Deployment", "vdbi-vault-db-injector")["spec"]["template"]["spec"]["topologySpreadConstraints"] == own


def checksums(r: Rendered) -> dict[str, str]:
    return {w["metadata"]["name"]: w["spec"]["template"]["metadata"]["annotations"]["checksum/config"] for w, _ in r.pod_templates()}


def test_a_component_rolls_only_when_its_own_config_changes() -> None:
    base = checksums(render(SCENARIOS["nri"]))
    renewer = checksums(render(deep_merge(SCENARIOS["nri"], {"vaultDbInjector": {"renewer": {"extraConfig": {"syncTTLSecond": 60}}}})))
    changed = {name for name in base if base[name] != renewer[name]}
    assert changed == {"vdbi-vault-db-injector-renewer"}
    common = checksums(render(deep_merge(SCENARIOS["nri"], {"vaultDbInjector": {"configuration": {"logLevel": "debug"}}})))
    assert all(base[name] != common[name] for name in base)
    # Each checksum is that of the component's own ConfigMap: four different ones.
    assert len(set(base.values())) == 4


def test_the_ca_keeps_its_key_on_renewal() -> None:
    r = render(SCENARIOS["defaults"])
    ca = r.one("Certificate", "vdbi-vault-db-injector-ca")
    assert ca["spec"]["isCA"] is True
    assert ca["spec"]["privateKey"]["rotationPolicy"] == "Never"
    assert ca["spec"]["renewBefore"] == "8760h"
    leaf = r.one("Certificate", "vdbi-vault-db-injector-tls")
    assert leaf["spec"]["privateKey"]["rotationPolicy"] == "Always"


# --- names -------------------------------------------------------------------------------


def test_the_longest_release_name_that_fits_renders_names_within_limits() -> None:
    release = "r" * 37  # fullname: 37 + len("-vault-db-injector") = 55
    r = render(with_address({"nri": {"enabled": True, "allowInjectorIdentity": True}, "kyverno": {"enabled": True}, "metrics": {"serviceMonitor": {"enabled": True}}, "helmTest": {"namespace": "team-a"}}), release=release)
    for o in r.objects:
        name = o["metadata"]["name"]
        assert len(name) <= 253, name
        if o["kind"] in ("Service", "Namespace"):
            assert len(name) <= 63, name
        for key, value in o["metadata"].get("labels", {}).items():
            assert len(str(value)) <= 63, (name, key, value)
    services = [s["metadata"]["name"] for s in r.all("Service")]
    assert f"{release}-vault-db-injector-metrics" in services


def test_the_ca_common_name_fits_x509_with_long_names() -> None:
    short = render(SCENARIOS["defaults"], release="prod").one("Certificate", "prod-vault-db-injector-ca")
    assert short["spec"]["commonName"] == f"ca.prod-vault-db-injector.{NAMESPACE}.svc"
    namespace = "platform-team-vault-db-injector"
    long = render(SCENARIOS["defaults"], release="payments-prod", namespace=namespace)
    ca = long.one("Certificate", "payments-prod-vault-db-injector-ca")
    assert len(f"ca.payments-prod-vault-db-injector.{namespace}.svc") > 64
    assert ca["spec"]["commonName"] == "payments-prod-vault-db-injector-ca"


def test_a_release_name_too_long_fails_with_the_fix() -> None:
    message = refused(with_address(), "has 56 characters, at most 55 fit", release="r" * 38)
    assert "fullnameOverride" in message
    render(with_address({"fullnameOverride": "vdbi-long"}), release="r" * 38)


def test_webhook_serving_certificate_names_are_the_service() -> None:
    r = render(SCENARIOS["defaults"], release="prod")
    leaf = r.one("Certificate", "prod-vault-db-injector-tls")
    assert leaf["spec"]["dnsNames"][2] == f"prod-vault-db-injector.{NAMESPACE}.svc"


def test_the_integration_test_scrapes_as_the_chart_renders() -> None:
    """tests/it/alerting.rs scrapes the binary with this endpoint: keep it the chart's."""
    fixture = yaml.safe_load((Path(__file__).resolve().parents[1] / "data" / "chart-scrape-endpoint.yaml").read_text())
    r = monitoring("vault-db-injector", "vault-db-injector")
    (endpoint,) = r.one("ServiceMonitor")["spec"]["endpoints"]
    assert endpoint == fixture


def test_the_schema_is_generated_from_values() -> None:
    """chart/values.schema.json is what tests/chart/gen_schema.py writes from values.yaml."""
    import gen_schema

    schema = (Path(__file__).resolve().parents[2] / "chart" / "values.schema.json").read_text()
    assert gen_schema.render() == schema, "run python3 tests/chart/gen_schema.py"
