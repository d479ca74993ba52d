"""The values the tests render the chart with, by name. Each is the chart's defaults plus
the Vault address (the one value without a default) and what the name says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from chartlib import deep_merge, with_address

DATA = Path(__file__).resolve().parent / "data"


def load(name: str) -> dict[str, Any]:
    values: dict[str, Any] = yaml.safe_load((DATA / name).read_text())
    return values


SCENARIOS: dict[str, dict[str, Any]] = {
    "defaults": with_address(),
    # NRI delivery as before the trust-boundaries issue: the injector's own identity on every
    # node, kept by the opt-out (the recommended setup is "projected-nri").
    "nri": with_address({"nri": {"enabled": True, "allowInjectorIdentity": True}}),
    "projected": with_address(
        {
            "vaultDbInjector": {
                "configuration": {"useProjectedSA": True, "tokenRequestAudiences": ["vault"]}
            }
        }
    ),
    "projected-nri": with_address(
        {
            "vaultDbInjector": {
                "configuration": {"useProjectedSA": True, "tokenRequestAudiences": ["vault"]}
            },
            "nri": {"enabled": True},
        }
    ),
    # Every optional object on, so that each is rendered and validated at least once.
    "everything": with_address(
        {
            "imagePullSecrets": [{"name": "registry-token"}],
            "vaultDbInjector": {
                "configuration": {
                    "sentry": True,
                    "sentryDsnSecret": {"name": "sentry", "key": "dsn"},
                    "vaultCACert": {"configMap": "vault-ca"},
                    "kvStoreToken": False,
                    "namespaceRateLimit": 20,
                    "rotation": {"enabled": True, "window": "2h", "maxEvictionsPerMinute": 5},
                },
                "tls": {"clientCA": {"secret": "apiserver-client-ca"}},
            },
            "nri": {"enabled": True, "allowInjectorIdentity": True},
            "networkPolicy": {
                "webhook": {
                    "enabled": True,
                    "from": [{"ipBlock": {"cidr": "10.0.0.0/24"}}],
                }
            },
            "ciliumNetworkPolicy": {"enabled": True},
            "metrics": {
                "serviceMonitor": {"enabled": True, "labels": {"release": "prometheus"}},
                "vmServiceScrape": {"enabled": True},
                "prometheusRule": {
                    "enabled": True,
                    "additionalGroups": [
                        {
                            "name": "operator",
                            "rules": [
                                {
                                    "alert": "VaultDbInjectorDown",
                                    "expr": 'absent(up{job=~".*vault-db-injector.*"} == 1)',
                                    "for": "10m",
                                    "labels": {"severity": "critical"},
                                }
                            ],
                        }
                    ],
                },
                "vmRule": {
                    "enabled": True,
                    "additionalGroups": [
                        {"name": "operator", "rules": [{"record": "x:up", "expr": "up"}]}
                    ],
                },
            },
            "dashboard": {"enabled": True},
            "kyverno": {"enabled": True, "excludedNamespaces": ["kube-system", "monitoring"]},
            "helmTest": {"namespace": "team-a"},
        }
    ),
    "named-issuer": with_address(
        {
            "vaultDbInjector": {
                "tls": {"certManager": {"issuerRef": {"name": "internal-ca", "kind": "ClusterIssuer"}}}
            }
        }
    ),
    "existing-secret": with_address(
        {
            "vaultDbInjector": {
                "tls": {
                    "certManager": {"enabled": False},
                    "existingSecret": "webhook-tls",
                    "caBundle": "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==",
                    # Without cert-manager the apiserver's client CA is the operator's too.
                    "clientCA": {"configMap": "apiserver-client-ca"},
                }
            }
        }
    ),
    # One service account per component: least privilege per component for real.
    "split-accounts": with_address(
        {
            "vaultDbInjector": {
                "injector": {"serviceAccountName": "vdbi-injector"},
                "renewer": {"serviceAccountName": "vdbi-renewer"},
                "revoker": {"serviceAccountName": "vdbi-revoker"},
                "configuration": {"useProjectedSA": True, "tokenRequestAudiences": ["vault"]},
            },
            "nri": {"enabled": True, "serviceAccountName": "vdbi-nri"},
        }
    ),
    # The Go chart's behaviour, kept on purpose: legacy delivery that serves anyone.
    "unauthenticated": with_address(
        {
            "vaultDbInjector": {
                "tls": {"clientCA": {"certManager": {"enabled": False}}},
                "configuration": {"allowUnauthenticatedLegacyDelivery": True},
            }
        }
    ),
    # On Cilium (the API advertises cilium.io/v2), with the NetworkPolicies off.
    "cilium-only": with_address({"networkPolicy": {"enabled": False}}),
    # The Go chart's values with NRI delivery and the injector's own identity, which this chart
    # refuses unless the one line below allows it (test_render checks the refusal).
    "go-chart-values": deep_merge(load("go-chart-values.yaml"), {"nri": {"allowInjectorIdentity": True}}),
    "release-prod": load("release-prod.yaml"),
    "release-dev": load("release-dev.yaml"),
}
