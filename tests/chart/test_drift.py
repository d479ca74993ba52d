"""Drift guard (security checklist §2.G 22): the webhook's failure policy, side effects,
timeouts and namespace exclusions, and every hardening field of every workload, are pinned
here. A change to any of them fails this test, so it has to be made on purpose, here, with
a reason in the commit, and never slips in with an unrelated edit of a template or values.

The pinned digest is written out in full rather than compared with a file, so a reviewer
sees the exact promise in one place."""

from __future__ import annotations

from typing import Any

import pytest

from chartlib import Rendered, render
from scenarios import SCENARIOS

NON_ROOT_POD = {
    "runAsNonRoot": True,
    "runAsUser": 65534,
    "runAsGroup": 65534,
    "seccompProfile": {"type": "RuntimeDefault"},
}
NON_ROOT_CONTAINER = {
    "allowPrivilegeEscalation": False,
    "readOnlyRootFilesystem": True,
    "runAsGroup": 65534,
    "runAsNonRoot": True,
    "runAsUser": 65534,
    "capabilities": {"drop": ["ALL"]},
    "seccompProfile": {"type": "RuntimeDefault"},
}
NRI_POD = {
    "runAsNonRoot": False,
    "runAsUser": 0,
    "runAsGroup": 0,
    "seccompProfile": {"type": "RuntimeDefault"},
}
NRI_CONTAINER = {
    "runAsNonRoot": False,
    "runAsUser": 0,
    "runAsGroup": 0,
    "allowPrivilegeEscalation": False,
    "readOnlyRootFilesystem": True,
    "capabilities": {"drop": ["ALL"]},
    "seccompProfile": {"type": "RuntimeDefault"},
}

PINNED_WEBHOOK = {
    "failurePolicy": "Fail",
    "sideEffects": "NoneOnDryRun",
    "reinvocationPolicy": "IfNeeded",
    "matchPolicy": "Equivalent",
    "timeoutSeconds": 5,
    "admissionReviewVersions": ["v1"],
    "objectSelector": {"matchLabels": {"vault-db-injector": "true"}},
    "namespaceSelector": {
        "matchExpressions": [
            {
                "key": "kubernetes.io/metadata.name",
                "operator": "NotIn",
                "values": ["kube-system", "kube-public", "kube-node-lease", "vault-db-injector"],
            }
        ]
    },
    "rules": [
        {
            "apiGroups": [""],
            "apiVersions": ["v1"],
            "operations": ["CREATE"],
            "resources": ["pods"],
            "scope": "Namespaced",
        }
    ],
    "admissionTimeout": "4s",
}

PINNED_WORKLOADS = {
    "Deployment/vdbi-vault-db-injector": {
        "replicas": 2,
        "pod": NON_ROOT_POD,
        "container": NON_ROOT_CONTAINER,
        "hostPaths": [],
        "limits": {"memory": "128Mi"},
        "requests": {"cpu": "50m", "memory": "64Mi"},
        "hostNetwork": None,
        "probes": ("/live", "/readyz"),
    },
    "Deployment/vdbi-vault-db-injector-renewer": {
        "replicas": 2,
        "pod": NON_ROOT_POD,
        "container": NON_ROOT_CONTAINER,
        "hostPaths": [],
        "limits": {"cpu": "200m", "memory": "128Mi"},
        "requests": {"cpu": "20m", "memory": "32Mi"},
        "hostNetwork": None,
        "probes": ("/live", "/readyz"),
    },
    "Deployment/vdbi-vault-db-injector-revoker": {
        "replicas": 2,
        "pod": NON_ROOT_POD,
        "container": NON_ROOT_CONTAINER,
        "hostPaths": [],
        "limits": {"cpu": "200m", "memory": "128Mi"},
        "requests": {"cpu": "20m", "memory": "32Mi"},
        "hostNetwork": None,
        "probes": ("/live", "/readyz"),
    },
    "DaemonSet/vdbi-vault-db-injector-nri": {
        "replicas": None,
        "pod": NRI_POD,
        "container": NRI_CONTAINER,
        "hostPaths": [
            ("/run/vdbi-vault-db-injector/nri", "DirectoryOrCreate", "/run/vdbi-vault-db-injector/nri", False),
            ("/var/run/nri", "Directory", "/var/run/nri", True),
        ],
        "limits": {"memory": "256Mi"},
        "requests": {"cpu": "50m", "memory": "64Mi"},
        "hostNetwork": None,
        "probes": ("/live", "/readyz"),
    },
}


def webhook_digest(r: Rendered) -> dict[str, Any]:
    (hook,) = r.one("MutatingWebhookConfiguration")["webhooks"]
    digest = {k: hook.get(k) for k in PINNED_WEBHOOK if k != "admissionTimeout"}
    digest["admissionTimeout"] = r.configs()["injector"]["admissionTimeout"]
    return digest


def workload_digest(r: Rendered) -> dict[str, Any]:
    out = {}
    for workload, pod in r.pod_templates():
        (container,) = pod["containers"]
        assert not pod.get("initContainers"), "an init container escapes this digest"
        volumes = {v["name"]: v for v in pod["volumes"]}
        host_paths = sorted(
            (
                volumes[m["name"]]["hostPath"]["path"],
                volumes[m["name"]]["hostPath"]["type"],
                m["mountPath"],
                bool(m.get("readOnly", False)),
            )
            for m in container["volumeMounts"]
            if "hostPath" in volumes[m["name"]]
        )
        assert len(host_paths) == sum("hostPath" in v for v in pod["volumes"])
        out[f"{workload['kind']}/{workload['metadata']['name']}"] = {
            "replicas": workload["spec"].get("replicas"),
            "pod": pod["securityContext"],
            "container": container["securityContext"],
            "hostPaths": host_paths,
            "limits": container["resources"]["limits"],
            "requests": container["resources"]["requests"],
            "hostNetwork": pod.get("hostNetwork"),
            "probes": (container["livenessProbe"]["httpGet"]["path"], container["readinessProbe"]["httpGet"]["path"]),
        }
        for flag in ("hostPID", "hostIPC", "shareProcessNamespace"):
            assert not pod.get(flag), (workload["metadata"]["name"], flag)
        assert "privileged" not in container["securityContext"], workload["metadata"]["name"]
        assert "add" not in container["securityContext"].get("capabilities", {})
    return out


def test_pinned_webhook() -> None:
    assert webhook_digest(render(SCENARIOS["nri"])) == PINNED_WEBHOOK


def test_pinned_workloads() -> None:
    assert workload_digest(render(SCENARIOS["nri"])) == PINNED_WORKLOADS


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_every_scenario_keeps_the_hardening(scenario: str) -> None:
    """The pins hold whatever the optional features: only names and counts may change."""
    r = render(SCENARIOS[scenario])
    hook = webhook_digest(r)
    assert hook["failurePolicy"] == "Fail"
    assert hook["sideEffects"] == "NoneOnDryRun"
    assert hook["reinvocationPolicy"] == "IfNeeded"
    assert 1 <= hook["timeoutSeconds"] <= 10
    (expression,) = hook["namespaceSelector"]["matchExpressions"]
    assert expression["operator"] == "NotIn"
    assert {"kube-system", r.namespace} <= set(expression["values"])
    for name, digest in workload_digest(r).items():
        if name.startswith("DaemonSet/"):
            assert digest["pod"] == NRI_POD and digest["container"] == NRI_CONTAINER, name
            expected = ["/var/run/nri", f"/run/{name.split('/', 1)[1][: -len('-nri')]}/nri"]
            # Projected service accounts: the kubelet's pod directories too, read-only.
            if r.configs()["nri"].get("useProjectedSA"):
                expected.append("/var/lib/kubelet/pods")
            assert [p[0] for p in digest["hostPaths"]] == sorted(expected)
        else:
            assert digest["pod"] == NON_ROOT_POD, name
            assert digest["container"] == NON_ROOT_CONTAINER, name
            assert digest["hostPaths"] == [], name
        # Memory is always limited; CPU is not, by default, for the webhook and the plugin
        # (latency-critical: PINNED_WORKLOADS), though a values file may set one.
        assert digest["limits"]["memory"], name
        # The runtime's socket is mounted read-only (connecting needs no write access).
        for path, _, _, read_only in digest["hostPaths"]:
            if path in ("/var/run/nri", "/var/lib/kubelet/pods"):
                assert read_only, name
        assert digest["probes"] == ("/live", "/readyz"), name
