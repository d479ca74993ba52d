"""The Kyverno verifyImages option (`kyverno.verifyImages`): off by default, refused without
a key, and when on, a ClusterPolicy that makes every pod running this release's images run
them signed with the platform's cosign key (docs/install-airgapped.md)."""

from __future__ import annotations

from typing import Any

import pytest

from chartlib import RenderError, deep_merge, lint, render, with_address

# A P-256 public key in the form `cosign generate-key-pair` writes cosign.pub.
KEY = """-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEoZNst6bqfrN1NPPbNa7UfYMRSiT9
bO5GgE7yNyPQAimE/cn/yOcfqtMQJMf3Kzr0AeQj2/7opaXwqdpcjczT7w==
-----END PUBLIC KEY-----
"""
LOCAL = "registry.example.internal/vault-db-injector/vault-db-injector-rs"


def values(verify: dict[str, Any], extra: dict[str, Any] | None = None) -> dict[str, Any]:
    return with_address(deep_merge({"kyverno": {"verifyImages": verify}}, extra or {}))


def policy(r: Any) -> dict[str, Any]:
    (found,) = [o for o in r.objects if o["kind"] == "ClusterPolicy" and o["metadata"]["name"].endswith("-verify-images")]
    return found


def test_off_by_default_and_independent_of_the_hostpath_policy() -> None:
    r = render(with_address({"kyverno": {"enabled": True}}))
    names = [o["metadata"]["name"] for o in r.objects if o["kind"] == "ClusterPolicy"]
    # The positive signal first: the other Kyverno policy renders, this one does not.
    assert names == ["vdbi-vault-db-injector-restrict-nri-socket"], names


def test_refused_without_a_key_or_with_an_unknown_action() -> None:
    with pytest.raises(RenderError) as raised:
        render(values({"enabled": True}))
    assert "kyverno.verifyImages.publicKeys" in str(raised.value)
    with pytest.raises(RenderError) as raised:
        render(values({"enabled": True, "publicKeys": KEY, "validationFailureAction": "Warn"}))
    # The schema (values.schema.json) refuses it before the template does.
    assert "verifyImages/validationFailureAction" in str(raised.value) or "Enforce or Audit" in str(raised.value)


def test_the_policy_verifies_every_pod_running_the_release_images() -> None:
    local = {"vaultDbInjector": {c: {"image": {"repository": LOCAL}} for c in ("injector", "renewer", "revoker")}}
    p = policy(render(values({"enabled": True, "publicKeys": KEY}, local), release="dev"))
    assert p["apiVersion"] == "kyverno.io/v1"
    assert p["metadata"]["name"] == "dev-vault-db-injector-verify-images"
    spec = p["spec"]
    assert "validationFailureAction" not in spec, "deprecated since Kyverno 1.13: per rule"
    assert spec["background"] is False
    assert spec["webhookTimeoutSeconds"] == 30
    (rule,) = spec["rules"]
    assert set(rule) == {"name", "match", "verifyImages"}
    # Any namespace: a copy of the image elsewhere must be signed too.
    assert rule["match"] == {"any": [{"resources": {"kinds": ["Pod"]}}]}
    (verify,) = rule["verifyImages"]
    # The three components share one repository here: one glob, not three.
    assert verify["imageReferences"] == [LOCAL + "*"]
    assert verify["failureAction"] == "Enforce"
    assert verify["mutateDigest"] is True and verify["verifyDigest"] is True and verify["required"] is True
    (attestor,) = verify["attestors"]
    assert attestor["count"] == 1
    (entry,) = attestor["entries"]
    keys = entry["keys"]
    assert keys["publicKeys"] == KEY.strip()
    # Air-gapped: neither transparency log is consulted.
    assert keys["rekor"] == {"ignoreTlog": True}
    assert keys["ctlog"] == {"ignoreSCT": True}


def test_default_references_are_each_component_repository() -> None:
    p = policy(render(values({"enabled": True, "publicKeys": KEY}, {"nri": {"enabled": True, "allowInjectorIdentity": True, "image": {"repository": LOCAL}}})))
    (verify,) = p["spec"]["rules"][0]["verifyImages"]
    assert verify["imageReferences"] == ["ghcr.io/numberly/vault-db-injector-rs*", LOCAL + "*"]


def test_references_audit_mode_and_rekor_can_be_set() -> None:
    p = policy(
        render(
            values(
                {
                    "enabled": True,
                    "publicKeys": KEY,
                    "imageReferences": ["harbor.internal/vdbi/*"],
                    "validationFailureAction": "Audit",
                    "mutateDigest": False,
                    "rekorURL": "https://rekor.internal",
                }
            )
        )
    )
    (verify,) = p["spec"]["rules"][0]["verifyImages"]
    assert verify["failureAction"] == "Audit"
    assert verify["imageReferences"] == ["harbor.internal/vdbi/*"]
    assert verify["mutateDigest"] is False
    assert verify["attestors"][0]["entries"][0]["keys"]["rekor"] == {"ignoreTlog": False, "url": "https://rekor.internal"}


def test_lint_is_clean_with_the_policy() -> None:
    report = lint(values({"enabled": True, "publicKeys": KEY}))
    assert report["errors"] == [], report
    assert [m for m in report["messages"] if m["severity"] >= 2] == [], report


def test_the_airgapped_guide_snippet_renders_the_policy() -> None:
    """docs/install-airgapped.md's values snippet for the option renders it."""
    import re
    from pathlib import Path

    import yaml

    text = (Path(__file__).resolve().parents[2] / "docs" / "install-airgapped.md").read_text()
    (block,) = [b for b in re.findall(r"```yaml\n(.*?)```", text, flags=re.DOTALL) if b.startswith("# values-verify-images.yaml")]
    p = policy(render(with_address(yaml.safe_load(block))))
    assert p["spec"]["rules"][0]["verifyImages"][0]["failureAction"] == "Enforce"
    assert "BEGIN PUBLIC KEY" in p["spec"]["rules"][0]["verifyImages"][0]["attestors"][0]["entries"][0]["keys"]["publicKeys"]
