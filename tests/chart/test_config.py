"""The chart's ConfigMaps hold only keys the binary knows, with values it accepts: every key
is documented in docs/configuration.md, and `vault-db-injector check-config` (when the
binary is built) passes on each rendered file."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from chartlib import REPO, render
from scenarios import SCENARIOS

#: Keys named by ARCHITECTURE.md's table of new keys that other issues add to the binary
#: and to docs/configuration.md in parallel with the chart. Until they land, the binary
#: reports them as unknown (a warning at run time), and these tests accept exactly them.
#: Once docs/configuration.md documents a key, it is checked like any other.
PENDING = {
    "admissionTimeout",
    "webhookWorkers",
    "clientCAFile",
    "kvStoreToken",
    "tokenRole",
    "allowedEngines",
    "nriRequiredPlugin",
    "namespaceRateLimit",
    "leaderElection",
    "leaderElection.leaseDuration",
    "leaderElection.renewDeadline",
    "leaderElection.retryPeriod",
    "leaderElection.renewerLeaseName",
    "leaderElection.revokerLeaseName",
    "revoker",
    "revoker.sweepInterval",
    "revoker.gracePeriod",
    "revoker.maxRevokeShare",
    "renewer",
    "renewer.leaseIncrement",
}

BINARY = REPO / "target" / "debug" / "vault-db-injector"


def documented_keys() -> set[str]:
    text = (REPO / "docs" / "configuration.md").read_text()
    return set(re.findall(r"^\| `([A-Za-z.]+)` \|", text, flags=re.MULTILINE))


def flatten(config: dict[str, Any], prefix: str = "") -> set[str]:
    keys = set()
    for key, value in config.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            keys |= flatten(value, path + ".")
        else:
            keys.add(path)
    return keys


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_every_rendered_key_is_documented(scenario: str) -> None:
    known = documented_keys()
    assert "vaultAddress" in known and "nri.pluginIndex" in known
    for component, config in render(SCENARIOS[scenario]).configs().items():
        unknown = flatten(config) - known - PENDING
        assert not unknown, f"{component}: keys not in docs/configuration.md: {sorted(unknown)}"


@pytest.mark.parametrize("scenario", ["defaults", "nri", "projected-nri", "everything", "go-chart-values", "release-dev"])
def test_check_config_accepts_every_rendered_file(scenario: str, tmp_path: Path) -> None:
    if not BINARY.exists():
        pytest.skip(f"{BINARY} is not built (cargo build, or cargo test, builds it)")
    r = render(SCENARIOS[scenario])
    # The process's environment as the pods get it: no stray INJECTOR_* of the test run,
    # and a stand-in for each variable the chart takes from a Secret.
    env = {k: v for k, v in os.environ.items() if not k.startswith("INJECTOR_")}
    for _, pod in r.pod_templates():
        for var in pod["containers"][0].get("env", []):
            if "secretKeyRef" in var.get("valueFrom", {}):
                env[var["name"]] = "https://public-key@sentry.example.com/1"
    for cm in r.all("ConfigMap"):
        if "config.yaml" not in cm.get("data", {}):
            continue
        path = tmp_path / f"{cm['metadata']['name']}.yaml"
        path.write_text(cm["data"]["config.yaml"])
        result = subprocess.run(
            [str(BINARY), "check-config", "--config", str(path)],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
            env=env,
        )
        problems = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
        pending = [p for p in problems if (m := re.match(r"error: unknown key `([^`]+)`", p)) and m.group(1) in PENDING]
        others = [p for p in problems if p not in pending]
        assert not others, f"{cm['metadata']['name']}:\n{result.stderr}"
        if not problems:
            assert result.returncode == 0, result.stderr
