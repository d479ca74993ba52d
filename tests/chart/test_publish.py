"""scripts/publish-chart: packages the chart and pushes it with `helm push`, and nothing
else (no dependency update, no repository index: it must work on an air-gapped bastion).
Run against a `helm` double that records its arguments and writes the package."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import yaml

from chartlib import CHART, REPO

SCRIPT = REPO / "scripts" / "publish-chart"

FAKE_HELM = """#!/bin/sh
printf '%s\\n' "$*" >> "$HELM_LOG"
if [ "$1" = package ]; then
    out=""
    while [ $# -gt 0 ]; do
        if [ "$1" = --destination ]; then out="$2"; fi
        shift
    done
    : > "$out/vault-db-injector-$CHART_VERSION.tgz"
fi
"""


def run(tmp_path: Path, *args: str, **env: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    helm = tmp_path / "helm"
    helm.write_text(FAKE_HELM)
    helm.chmod(0o755)
    log = tmp_path / "helm.log"
    log.write_text("")
    version = yaml.safe_load((CHART / "Chart.yaml").read_text())["version"]
    result = subprocess.run(
        ["bash", str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={"PATH": os.environ["PATH"], "HELM": str(helm), "HELM_LOG": str(log), "CHART_VERSION": version, **env},
    )
    return result, log.read_text().splitlines()


def test_packages_then_pushes_to_the_oci_target(tmp_path: Path) -> None:
    result, calls = run(tmp_path, "oci://harbor.example.internal/charts")
    assert result.returncode == 0, result.stderr
    verbs = [c.split()[0] for c in calls]
    assert verbs == ["lint", "package", "push"], calls
    assert calls[1].startswith(f"package {CHART} --destination ")
    push = calls[2].split()
    assert push[1].endswith("/vault-db-injector-4.0.0.tgz") and push[2] == "oci://harbor.example.internal/charts"
    assert not any(word in " ".join(calls) for word in ("dependency", "repo ", "--dependency-update"))


def test_a_private_ca_and_the_package_only_mode(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    result, calls = run(tmp_path, "--package-only", str(dist))
    assert result.returncode == 0, result.stderr
    assert [c.split()[0] for c in calls] == ["lint", "package"]
    (tgz,) = dist.iterdir()
    result, calls = run(tmp_path, "--push", str(tgz), "oci://harbor.example.internal/charts", HELM_PUSH_CA_FILE="/ca.pem")
    assert result.returncode == 0, result.stderr
    assert calls == [f"push {tgz} oci://harbor.example.internal/charts --ca-file /ca.pem"]


def test_a_target_that_is_not_oci_is_refused(tmp_path: Path) -> None:
    result, calls = run(tmp_path, "https://harbor.example.internal/charts")
    assert result.returncode == 2 and calls == []
    result, calls = run(tmp_path, "--push", str(tmp_path / "missing.tgz"), "oci://h/c")
    assert result.returncode == 2 and "no such file" in result.stderr and calls == []
