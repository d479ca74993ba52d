"""Every rendered object is valid: built-in kinds against the Kubernetes schemas of the
oldest and newest versions the chart claims (kubernetes-validate, strict), custom resources
against their CRD schemas from the @kubernetes-models npm packages. Kinds with no schema in
any registry package are listed below with the reason, and checked by hand instead."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from chartlib import newest_kube_version, oldest_kube_version, render, validate_builtin, validate_custom
from scenarios import SCENARIOS

BUILTIN_GROUPS = {
    "v1",
    "apps/v1",
    "policy/v1",
    "rbac.authorization.k8s.io/v1",
    "networking.k8s.io/v1",
    "admissionregistration.k8s.io/v1",
}

#: Custom resources validated against their CRD schema (npm @kubernetes-models/*).
VALIDATED = {
    ("cert-manager.io/v1", "Certificate"),
    ("cert-manager.io/v1", "Issuer"),
    ("monitoring.coreos.com/v1", "ServiceMonitor"),
    ("monitoring.coreos.com/v1", "PrometheusRule"),
}


def _vm_scrape(o: dict[str, Any]) -> None:
    endpoint = o["spec"]["endpoints"][0]
    assert set(o["spec"]) <= {"selector", "namespaceSelector", "endpoints"}
    assert set(endpoint) <= {"port", "path", "interval", "honorLabels", "relabelConfigs"}
    assert isinstance(endpoint.get("honorLabels", False), bool)
    for relabel in endpoint.get("relabelConfigs", []):
        assert set(relabel) <= {"targetLabel", "replacement", "sourceLabels", "regex", "action"}
        assert isinstance(relabel["targetLabel"], str) and isinstance(relabel["replacement"], str)
    assert isinstance(o["spec"]["selector"]["matchLabels"], dict)


def _vm_rule(o: dict[str, Any]) -> None:
    assert set(o["spec"]) == {"groups"}
    for group in o["spec"]["groups"]:
        assert isinstance(group["name"], str) and group["rules"]
        for rule in group["rules"]:
            assert ("alert" in rule) != ("record" in rule) and isinstance(rule["expr"], str)


def _cilium(o: dict[str, Any]) -> None:
    assert set(o["spec"]) == {"endpointSelector", "ingress"}
    for rule in o["spec"]["ingress"]:
        assert set(rule) == {"fromEntities", "toPorts"}
        for entity in rule["fromEntities"]:
            assert entity in {"host", "remote-node", "kube-apiserver", "cluster", "world", "all", "init", "health", "unmanaged", "ingress"}
        for to in rule["toPorts"]:
            for port in to["ports"]:
                assert isinstance(port["port"], str) and port["protocol"] in {"TCP", "UDP", "SCTP", "ANY"}


def _kyverno(o: dict[str, Any]) -> None:
    spec = o["spec"]
    # spec.validationFailureAction is deprecated since Kyverno 1.13: per rule instead.
    assert set(spec) == {"background", "rules"}
    for rule in spec["rules"]:
        assert set(rule) <= {"name", "match", "exclude", "validate"}
        assert set(rule["validate"]) == {"failureAction", "message", "deny"}
        assert rule["validate"]["failureAction"] in {"Enforce", "Audit"}
        (condition,) = rule["validate"]["deny"]["conditions"]["any"]
        assert condition["operator"] == "AnyIn" and condition["key"].startswith("{{")
        for match in rule["match"]["any"]:
            assert set(match["resources"]) <= {"kinds", "selector"}
        for exclusion in rule.get("exclude", {}).get("any", []):
            (resources,) = exclusion.values()
            assert set(resources) <= {"namespaces", "namespaceSelector"}


#: Custom resources with no CRD schema in any registry package this project can install,
#: each with the reason and the hand-written structural check that runs instead.
UNVALIDATED: dict[tuple[str, str], tuple[str, Callable[[dict[str, Any]], None]]] = {
    ("operator.victoriametrics.com/v1beta1", "VMServiceScrape"): (
        "no npm @kubernetes-models package (nor any PyPI package) carries the VictoriaMetrics "
        "operator's CRDs; its spec mirrors ServiceMonitor's, which is validated",
        _vm_scrape,
    ),
    ("operator.victoriametrics.com/v1beta1", "VMRule"): (
        "no registry package carries the VictoriaMetrics operator's CRDs; its groups are "
        "the same as PrometheusRule's, which is validated with the same groups",
        _vm_rule,
    ),
    ("cilium.io/v2", "CiliumNetworkPolicy"): (
        "no npm @kubernetes-models package (nor any PyPI package) carries Cilium's CRDs",
        _cilium,
    ),
    ("kyverno.io/v1", "ClusterPolicy"): (
        "no npm @kubernetes-models package carries Kyverno's CRDs (the PyPI "
        "cloudcoil-models-kyverno models were not adopted: pydantic models, not the CRD schema)",
        _kyverno,
    ),
}

VERSIONS = [oldest_kube_version(), newest_kube_version()]


def test_the_claimed_versions_are_distinct_and_supported() -> None:
    oldest, newest = VERSIONS
    assert tuple(map(int, oldest.split("."))) < tuple(map(int, newest.split(".")))


@pytest.mark.parametrize("kube_version", VERSIONS)
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_builtin_objects_match_the_kubernetes_schema(scenario: str, kube_version: str) -> None:
    r = render(SCENARIOS[scenario], kube_version=kube_version)
    checked = 0
    for obj in r.objects:
        if obj["apiVersion"] in BUILTIN_GROUPS:
            validate_builtin(obj, kube_version)
            checked += 1
    assert checked >= 10


def test_chart_refuses_a_kubernetes_older_than_it_claims() -> None:
    from chartlib import RenderError

    major, minor, _ = map(int, oldest_kube_version().split("."))
    with pytest.raises(RenderError) as raised:
        render(SCENARIOS["defaults"], kube_version=f"{major}.{minor - 1}.0")
    assert "this chart needs Kubernetes >=" in str(raised.value)


def all_custom_objects() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for scenario in sorted(SCENARIOS):
        for kube_version in VERSIONS:
            for obj in render(SCENARIOS[scenario], kube_version=kube_version).objects:
                if obj["apiVersion"] not in BUILTIN_GROUPS:
                    out.append((f"{scenario}@{kube_version}", obj))
    return out


def test_custom_resources_match_their_crd_schema() -> None:
    objects = all_custom_objects()
    kinds = {(o["apiVersion"], o["kind"]) for _, o in objects}
    unknown = kinds - VALIDATED - set(UNVALIDATED)
    assert not unknown, f"custom resources neither validated nor listed as unvalidated: {unknown}"
    # Every listed kind is rendered by some scenario, so each check runs.
    assert kinds == VALIDATED | set(UNVALIDATED), (VALIDATED | set(UNVALIDATED)) - kinds

    to_validate = [(where, o) for where, o in objects if (o["apiVersion"], o["kind"]) in VALIDATED]
    answers = validate_custom([o for _, o in to_validate])
    assert len(answers) == len(to_validate)
    failures = [
        f"{where}: {a['kind']}/{a['name']}: {a['error']}"
        for (where, _), a in zip(to_validate, answers)
        if a["ok"] is not True
    ]
    assert not failures, "\n".join(failures)

    for where, o in objects:
        key = (o["apiVersion"], o["kind"])
        if key in UNVALIDATED:
            reason, check = UNVALIDATED[key]
            assert reason
            check(o)


def test_the_crd_validator_rejects_a_wrong_object() -> None:
    # The validators are real: a Certificate with a number for its duration is refused.
    bad = {
        "apiVersion": "cert-manager.io/v1",
        "kind": "Certificate",
        "metadata": {"name": "bad"},
        "spec": {"secretName": "s", "issuerRef": {"name": "i"}, "duration": 5},
    }
    (answer,) = validate_custom([bad])
    assert answer["ok"] is False and "duration" in answer["error"]


@pytest.mark.parametrize("kube_version", VERSIONS)
def test_the_builtin_validator_rejects_unknown_and_wrong_fields(kube_version: str) -> None:
    import kubernetes_validate

    r = render(SCENARIOS["defaults"], kube_version=kube_version)
    deployment = r.one("Deployment", "vdbi-vault-db-injector")
    deployment["spec"]["template"]["spec"]["containers"][0]["securityContext"]["privilegd"] = True
    with pytest.raises(kubernetes_validate.ValidationError):
        validate_builtin(deployment, kube_version)
    hook = r.one("MutatingWebhookConfiguration")
    hook["webhooks"][0]["timeoutSeconds"] = "5"
    with pytest.raises(kubernetes_validate.ValidationError):
        validate_builtin(hook, kube_version)
