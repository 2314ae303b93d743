"""maybe_operand() is a sound pre-filter for classify(): it never drops a pod classify() would
recognise (on every fixture pod, and on a pod named after each component prefix or app label)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from doctor.gpu.operator import COMPONENTS, classify, maybe_operand

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _fixture_pods():
    for path in sorted(FIXTURES.glob("**/pods*.json")):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue   # the hostile fixtures' broken files
        for pod in doc.get("items", []) if isinstance(doc, dict) else []:
            if isinstance(pod, dict):
                yield pod


def test_no_fixture_pod_classify_recognises_is_filtered_out():
    pods = list(_fixture_pods())
    recognised = [p for p in pods if classify(p) is not None]
    assert len(pods) > 500 and len(recognised) > 20
    assert [p["metadata"].get("name") for p in recognised if not maybe_operand(p)] == []


@pytest.mark.parametrize("comp", COMPONENTS, ids=lambda c: c.id)
def test_each_component_passes_by_name_and_by_app(comp):
    for prefix in comp.prefixes:
        pod = {"metadata": {"name": prefix + "x7k2p"}}
        assert classify(pod) is None or maybe_operand(pod), prefix
    for app in comp.apps:
        pod = {"metadata": {"name": "unrelated-name", "labels": {"app": app}}}
        assert classify(pod) is None or maybe_operand(pod), app
