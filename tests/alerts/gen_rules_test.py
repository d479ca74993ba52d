"""Writes tests/alerts/rules.test.yaml: promtool unit tests for chart/files/alerts.yaml.
Each alert: series that must fire it, and series that must not (alone, or beside a broken
release that must not hide behind a healthy one)."""
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
RULES = yaml.safe_load((ROOT / "chart" / "files" / "alerts.yaml").read_text())
ALERTS = {r["alert"]: r for g in RULES["groups"] for r in g["rules"]}
J = "vault-db-injector/vault-db-injector"
OTHER = "other/vault-db-injector"


def sel(name, job=J, **labels):
    parts = [f'job="{job}"'] + [f'{k}="{v}"' for k, v in labels.items()]
    return name + "{" + ",".join(parts) + "}"


def render(text, labels, value):
    out = text
    for k, v in labels.items():
        out = out.replace("{{ $labels.%s }}" % k, v)
    for token in ("{{ $value | humanizeDuration }}", "{{ $value }}"):
        out = out.replace(token, value or "")
    return out


def alert(name, labels, value=None):
    rule = ALERTS[name]
    full = dict(labels)
    full["severity"] = rule["labels"]["severity"]
    ann = {k: render(v, labels, value) for k, v in rule["annotations"].items()}
    return {"exp_labels": full, "exp_annotations": ann}


tests = []


def case(comment, series, checks):
    tests.append({"interval": "1m", "input_series": [{"series": s, "values": v} for s, v in series], "alert_rule_test": checks, "_comment": comment})


def fires(name, at, *alerts):
    return {"eval_time": at, "alertname": name, "exp_alerts": list(alerts)}


def silent(name, at):
    return {"eval_time": at, "alertname": name, "exp_alerts": []}


pod = {"uuid": "u1", "namespace": "team-a"}
# Expiry: expiration 1000 s after the epoch, granted 2000 s; at t the time left is 1000 - t.
for kind in ("token", "lease"):
    late = f"Vdbi{kind.capitalize()}RenewalLate"
    soon = f"Vdbi{kind.capitalize()}AboutToExpire"
    series = [
        (sel(f"vdbi_{kind}_expiration", **pod), "1000x30"),
        (sel(f"vdbi_{kind}_granted_ttl_seconds", **pod), "2000x30"),
        # A healthy credential, and another release's late one: neither may show up.
        (sel(f"vdbi_{kind}_expiration", uuid="u2", namespace="team-a"), "100000x30"),
        (sel(f"vdbi_{kind}_granted_ttl_seconds", uuid="u2", namespace="team-a"), "2000x30"),
    ]
    if kind == "lease":
        series += [
            (sel("vdbi_lease_capped", **pod), "0x30"),
            (sel("vdbi_lease_capped", uuid="u2", namespace="team-a"), "0x30"),
            # A capped lease close to its end is VdbiLeaseAtMaxTTL's, not these alerts'.
            (sel("vdbi_lease_expiration", uuid="u3", namespace="team-a"), "1000x30"),
            (sel("vdbi_lease_granted_ttl_seconds", uuid="u3", namespace="team-a"), "2000x30"),
            (sel("vdbi_lease_capped", uuid="u3", namespace="team-a"), "1x30"),
        ]
    labels = {"job": J, **pod}
    case(
        f"{kind}: late at a quarter of the TTL left, about to expire at a tenth",
        series,
        [
            silent(late, "5m"),  # 700 s of 2000 left
            fires(late, "15m", alert(late, labels)),  # below 500 s since 9m, for 5m
            silent(soon, "15m"),  # below 200 s since 14m: still pending (for 2m)
            fires(soon, "17m", alert(soon, labels, "-20s")),
        ],
    )

case(
    "lease at max_ttl: capped and past half of its TTL",
    [
        (sel("vdbi_lease_capped", **pod), "1x10"),
        (sel("vdbi_lease_expiration", **pod), "1000x10"),
        (sel("vdbi_lease_granted_ttl_seconds", **pod), "2000x10"),
        (sel("vdbi_lease_capped", uuid="u2", namespace="team-a"), "0x10"),
        (sel("vdbi_lease_expiration", uuid="u2", namespace="team-a"), "1000x10"),
        (sel("vdbi_lease_granted_ttl_seconds", uuid="u2", namespace="team-a"), "2000x10"),
    ],
    [fires("VdbiLeaseAtMaxTTL", "5m", alert("VdbiLeaseAtMaxTTL", {"job": J, **pod}))],
)
case(
    "lease at max_ttl: not while more than half is left",
    [
        (sel("vdbi_lease_capped", **pod), "1x10"),
        (sel("vdbi_lease_expiration", **pod), "100000x10"),
        (sel("vdbi_lease_granted_ttl_seconds", **pod), "2000x10"),
    ],
    [silent("VdbiLeaseAtMaxTTL", "5m")],
)
case(
    "renewal errors: a counter that grows, not one that stays",
    [
        (sel("vdbi_renew_token_count_error", **pod), "0 0 0 1 2 3 4 5 6 7 8"),
        (sel("vdbi_renew_lease_count_error", uuid="u2", namespace="team-a"), "0x10"),
        (sel("vdbi_renew_lease_count_error", uuid="u3", namespace="team-a"), "0 0 0 0 0 0 1 1 1 1 1"),
    ],
    [
        silent("VdbiRenewalErrors", "2m"),
        fires(
            "VdbiRenewalErrors",
            "7m",
            alert("VdbiRenewalErrors", {"job": J, **pod}),
            alert("VdbiRenewalErrors", {"job": J, "uuid": "u3", "namespace": "team-a"}),
        ),
    ],
)
case(
    "renewer and Vault: per release and reason, above 10 in 10 minutes",
    [
        (sel("vdbi_renewer_vault_errors_total", reason="unavailable", instance="a"), "0+5x20"),
        (sel("vdbi_renewer_vault_errors_total", reason="other", instance="a"), "0+5x20"),
        (sel("vdbi_renewer_vault_errors_total", job=OTHER, reason="unavailable", instance="a"), "0x20"),
    ],
    [
        silent("VdbiRenewerVaultUnavailable", "2m"),
        fires(
            "VdbiRenewerVaultUnavailable",
            "10m",
            alert("VdbiRenewerVaultUnavailable", {"job": J, "reason": "unavailable"}),
        ),
    ],
)
case(
    "renewer stalled: this release's relist is old, another release's is fresh",
    [
        (sel("vdbi_last_synchronization_success", instance="a"), "0x50"),
        (sel("vdbi_last_synchronization_success", job=OTHER, instance="a"), "0+60x50"),
    ],
    [
        silent("VdbiRenewerStalled", "20m"),
        fires("VdbiRenewerStalled", "40m", alert("VdbiRenewerStalled", {"job": J}, "40m 0s")),
    ],
)
case(
    "renewer stalled: not while one replica's relist is fresh",
    [
        (sel("vdbi_last_synchronization_success", instance="a"), "0x50"),
        (sel("vdbi_last_synchronization_success", instance="b"), "0+60x50"),
    ],
    [silent("VdbiRenewerStalled", "40m")],
)
for component, severity in (("renewer", "critical"), ("revoker", "warning")):
    Name = component.capitalize()
    lease = f"vault-db-injector-{component}-lock"
    case(
        f"{component}: no leader in this release while another release has one",
        [
            (sel("vdbi_is_leader", lease_name=lease, instance="a"), "0x10"),
            (sel("vdbi_is_leader", lease_name=lease, instance="b"), "0x10"),
            (sel("vdbi_is_leader", job=OTHER, lease_name=lease, instance="a"), "1x10"),
        ],
        [
            silent(f"Vdbi{Name}NoLeader", "3m"),
            fires(f"Vdbi{Name}NoLeader", "7m", alert(f"Vdbi{Name}NoLeader", {"job": J})),
            silent(f"Vdbi{Name}Absent", "7m"),
        ],
    )
    case(
        f"{component}: scaled to zero in this release (another release still runs)",
        [
            (sel("vdbi_is_leader", job=OTHER, lease_name=lease, instance="a"), "1x10"),
            # The Go chart's Lease name is matched too; the other component's is not.
            (sel("vdbi_is_leader", lease_name="other-component-lock", instance="a"), "1x10"),
        ],
        [
            fires(f"Vdbi{Name}Absent", "7m", alert(f"Vdbi{Name}Absent", {"job": J})),
            silent(f"Vdbi{Name}NoLeader", "7m"),
        ],
    )
    case(
        f"{component}: one leader (the Go chart's Lease name)",
        [
            (sel("vdbi_is_leader", lease_name=f"lock-injector-{component}", instance="a"), "1x10"),
            (sel("vdbi_is_leader", lease_name=f"lock-injector-{component}", instance="b"), "0x10"),
        ],
        [silent(f"Vdbi{Name}NoLeader", "7m"), silent(f"Vdbi{Name}Absent", "7m")],
    )
case(
    "sweep holding entries for half an hour, and a sweep holding none",
    [
        (sel("vdbi_revoker_sweep_held_entries", instance="a"), "3x50"),
        (sel("vdbi_revoker_sweep_held_entries", job=OTHER, instance="a"), "0x50"),
    ],
    [
        silent("VdbiRevokerSweepHoldingEntries", "20m"),
        fires("VdbiRevokerSweepHoldingEntries", "40m", alert("VdbiRevokerSweepHoldingEntries", {"job": J}, "3")),
    ],
)
webhook = {"container": "vault-db-injector"}
case(
    "webhook: every replica down, while another release's is up",
    [
        (sel("up", instance="a", **webhook), "0x10"),
        (sel("up", instance="b", **webhook), "0x10"),
        (sel("up", job=OTHER, instance="a", **webhook), "1x10"),
        # This release's renewer is up: it serves no admission.
        (sel("up", instance="c", container="vault-db-renewer"), "1x10"),
    ],
    [
        silent("VdbiWebhookUnavailable", "1m"),
        fires("VdbiWebhookUnavailable", "5m", alert("VdbiWebhookUnavailable", {"job": J})),
    ],
)
case(
    "webhook: scaled to zero (no target at all)",
    [(sel("up", job=OTHER, instance="a", **webhook), "1x10")],
    [fires("VdbiWebhookUnavailable", "5m", alert("VdbiWebhookUnavailable", {"job": J, **webhook}))],
)
case(
    "webhook: one replica of two is enough",
    [(sel("up", instance="a", **webhook), "0x10"), (sel("up", instance="b", **webhook), "1x10")],
    [silent("VdbiWebhookUnavailable", "5m")],
)
case(
    "admission denials, by cause",
    [
        (sel("vdbi_admission_denied_total", reason="vault_unavailable", instance="a"), "0+1x20"),
        (sel("vdbi_admission_denied_total", reason="bad_annotations", instance="a"), "0+1x20"),
        (sel("vdbi_admission_denied_total", reason="deadline", instance="a"), "0x20"),
    ],
    [
        silent("VdbiAdmissionDeniedUnavailable", "3m"),
        fires(
            "VdbiAdmissionDeniedUnavailable",
            "10m",
            alert("VdbiAdmissionDeniedUnavailable", {"job": J, "reason": "vault_unavailable"}),
        ),
        fires(
            "VdbiAdmissionDeniedRequests",
            "10m",
            alert("VdbiAdmissionDeniedRequests", {"job": J, "reason": "bad_annotations"}),
        ),
    ],
)
case(
    "admission denials: none",
    [(sel("vdbi_admission_denied_total", reason="vault_unavailable", instance="a"), "5x20")],
    [silent("VdbiAdmissionDeniedUnavailable", "10m"), silent("VdbiAdmissionDeniedRequests", "10m")],
)
denied = {"service_account_name": "app", "namespace": "team-a", "db_role": "ro", "cause": "NamespaceNotInRole"}
case(
    "service account denied",
    [(sel("vdbi_service_account_denied_count", **denied), "0 0 0 1 1 1 1 1 1 1 1")],
    [
        silent("VdbiServiceAccountDenied", "2m"),
        fires("VdbiServiceAccountDenied", "4m", alert("VdbiServiceAccountDenied", {"job": J, **denied})),
        silent("VdbiServiceAccountDenied", "8m"),
    ],
)
case(
    "TLS reloads: a failure fires, successful reloads do not",
    [
        (sel("vdbi_tls_reloads_total", result="failed", pod="web-1"), "0 0 0 1 1 1 1 1 1 1 1"),
        (sel("vdbi_tls_reloads_total", result="reloaded", pod="web-2"), "0+1x10"),
    ],
    [
        silent("VdbiTlsReloadFailed", "2m"),
        fires("VdbiTlsReloadFailed", "5m", alert("VdbiTlsReloadFailed", {"job": J, "result": "failed", "pod": "web-1"})),
    ],
)
case(
    "NRI reconnects exhausted on one node; attempts elsewhere are normal",
    [
        (sel("vdbi_nri_reconnect_total", result="exhausted", pod="nri-1"), "0 0 0 1 1 1 1 1 1 1 1"),
        (sel("vdbi_nri_reconnect_total", result="attempted", pod="nri-2"), "0+1x10"),
    ],
    [
        silent("VdbiNriReconnectsExhausted", "2m"),
        fires(
            "VdbiNriReconnectsExhausted",
            "5m",
            alert("VdbiNriReconnectsExhausted", {"job": J, "result": "exhausted", "pod": "nri-1"}),
        ),
    ],
)

tested = {c["alertname"] for t in tests for c in t["alert_rule_test"]}
assert tested == set(ALERTS), set(ALERTS) ^ tested
for name in ALERTS:
    checks = [c for t in tests for c in t["alert_rule_test"] if c["alertname"] == name]
    assert any(c["exp_alerts"] for c in checks) and any(not c["exp_alerts"] for c in checks), name

out = [
    "# promtool unit tests of chart/files/alerts.yaml (tests/alerts/run runs them with",
    "# `promtool test rules`). Generated by tests/alerts/gen_rules_test.py from the cases",
    "# written there: every alert has at least one case where it fires and one where it must",
    "# not, several with another release's series beside (a healthy release must not hide a",
    "# broken one). Regenerate after changing an alert: python3 tests/alerts/gen_rules_test.py",
    "rule_files:",
    "  - ../../chart/files/alerts.yaml",
    "evaluation_interval: 1m",
    "tests:",
]
for t in tests:
    comment = t.pop("_comment")
    block = yaml.safe_dump([t], sort_keys=False, width=200, allow_unicode=True)
    out.append(f"  # {comment}")
    out.extend("  " + line for line in block.splitlines())
(ROOT / "tests" / "alerts" / "rules.test.yaml").write_text("\n".join(out) + "\n")
