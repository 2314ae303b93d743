"""Every finding on every recorded scenario is verifiable: each evidence item that names an
object and a JSON Pointer resolves, in that object as recorded, to the value the finding
quotes (what a reader checks with `kubectl get -o json | jq`); a pointer to a field that is
absent quotes no value."""
from __future__ import annotations

import json

import pytest

from testlib import FIXTURES
from doctor.sources.fixtures import load_paths

SCENARIOS = sorted(p.name for p in FIXTURES.iterdir()
                   if p.is_dir() and not p.name.startswith("_") and p.name != "nvidia-smi")


def resolve(doc, pointer: str):
    if pointer == "":
        return doc
    for raw in pointer.lstrip("/").split("/"):
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(doc, list):
            doc = doc[int(part)]
        elif isinstance(doc, dict):
            doc = doc[part]
        else:
            raise KeyError(pointer)
    return doc


def find_object(snap, ref: dict):
    if ref["kind"] == "NodeGPUReport":
        return snap.node_reports.get(ref["name"])
    for resource, items in snap.objects.items():
        for obj in items:
            meta = obj.get("metadata") or {}
            if (obj.get("kind") == ref["kind"] and meta.get("name") == ref["name"]
                    and (meta.get("namespace") or None) == ref.get("namespace")):
                return obj
    return None


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_evidence_pointers_resolve_to_the_quoted_values(scenario, doctor):
    path = FIXTURES / scenario
    r = doctor("scan", "--from", path, "-o", "json")
    assert r.code in (0, 1), r.stderr
    data = r.json()
    snap = load_paths([str(path)])
    checked = 0
    for f in data["findings"]:
        assert f["remediation"] and f["title"] and f["summary"], f["id"]
        for ev in f["evidence"]:
            ref, pointer = ev.get("object"), ev.get("pointer")
            if not ref or pointer is None:
                continue
            obj = find_object(snap, ref)
            assert obj is not None, f"{f['check']}: evidence names {ref} which is not in {scenario}"
            try:
                found = resolve(obj, pointer)
            except (KeyError, IndexError, ValueError):
                # evidence of absence ("no Multus annotation") points where the field would be
                # and quotes nothing; quoting a value for a field that is not there is a lie
                assert ev.get("value") is None, \
                    f"{f['check']}: {ref['kind']}/{ref['name']} has no {pointer}, finding quotes {ev.get('value')!r}"
                checked += 1
                continue
            if isinstance(ev.get("value"), str) and isinstance(found, str) and ev["value"] in found:
                checked += 1   # a quoted line of a longer text (a termination message, a log)
                continue
            if "value" in ev:
                assert json.dumps(found, sort_keys=True) == json.dumps(ev["value"], sort_keys=True), \
                    f"{f['check']}: {ref['kind']}/{ref['name']} {pointer} is {found!r}, finding quotes {ev['value']!r}"
            checked += 1
    if data["findings"]:
        assert checked, f"{scenario}: findings without a single verifiable evidence pointer"
