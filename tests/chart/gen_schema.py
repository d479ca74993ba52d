"""Writes chart/values.schema.json from chart/values.yaml: every object strict
(additionalProperties: false, so a misspelt value fails the render), except the maps that
Kubernetes or the binary define (FREE); types from the defaults (a null default takes any
type; strings also take numbers, as Helm users write `tag: 1.2`). Run it after adding a
value: python3 tests/chart/gen_schema.py (test_platform.py checks the file is current)."""

import json
from pathlib import Path

import yaml

CHART = Path(__file__).resolve().parents[2] / "chart"
values = yaml.safe_load((CHART / "values.yaml").read_text())
FREE = {"labels", "annotations", "podAnnotations", "affinity", "nodeSelector", "extraConfig", "resources",
        "containerSecurityContext", "liveness", "readiness", "global"}
STRICT_EMPTY = {"issuerRef": {"name": {"type": "string"}, "kind": {"type": "string"}, "group": {"type": "string"}}}
ENUMS = {
    "logLevel": ["debug", "info", "warn", "error"],
    "imagePullPolicy": ["Always", "IfNotPresent", "Never"],
    "validationFailureAction": ["Enforce", "Audit"],
    "type": ["ClusterIP", "NodePort", "LoadBalancer"],
}
STRING_LISTS = {"excludedNamespaces", "tokenRequestAudiences", "args", "fromEntities"}


def node(key, v, path):
    if key in FREE:
        return {"type": "object"}
    if isinstance(v, dict):
        if not v:
            if key in STRICT_EMPTY:
                return {"type": "object", "additionalProperties": False, "properties": STRICT_EMPTY[key]}
            return {"type": "object"}
        return {"type": "object", "additionalProperties": False,
                "properties": {k: node(k, x, path + [k]) for k, x in v.items()}}
    if isinstance(v, list):
        if key in STRING_LISTS:
            return {"type": "array", "items": {"type": "string"}}
        return {"type": "array"}
    if isinstance(v, bool):
        return {"type": "boolean"}
    if isinstance(v, int):
        return {"type": "integer"}
    if v is None:
        return {}
    if key in ENUMS:
        return {"type": "string", "enum": ENUMS[key]}
    return {"type": ["string", "number"]}


def render() -> str:
    """The schema's text."""
    schema = node("", values, [])
    schema["properties"]["global"] = {"type": "object", "description": "Helm's values shared with subcharts."}
    out = {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "vault-db-injector chart values",
        "description": "Strict: an unknown key (a misspelt value such as nri.enabeld) fails the render. Maps that Kubernetes or the binary define (labels, annotations, affinity, resources, extraConfig, ...) are free-form.",
        **schema,
    }
    return json.dumps(out, indent=2) + "\n"


if __name__ == "__main__":
    (CHART / "values.schema.json").write_text(render())
