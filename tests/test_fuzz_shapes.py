"""Wrong types anywhere in a recorded cluster: the loader refuses the object with one line
naming the file, object and field (exit 2), or, when the value has a valid shape, every check
still ends ok / findings / skipped, never in error. A deterministic mutation sweep over real
fixtures (same seeds every run)."""
from __future__ import annotations

import copy
import json
import random

import pytest

from testlib import FIXTURES
from doctor.engine import run_checks
from doctor.registry import discover
from doctor.snapshot import Snapshot
from doctor.sources.fixtures import load_paths
from doctor.sources.shape import ShapeError, check_shape

WEIRD = [None, 0, 1, -5, "s", "", [], {}, [1], {"a": 1}, True, 1.5, [None], [{}], "<script>alert(1)</script>"]
SCENARIOS = ["demo", "postmortem", "distributed-netpol-blocks", "workloads-ray", "zombie-crashed-pod",
             "gpu-time-slicing", "pending-volcano-gang", "distributed-pytorchjob-dns"]


def _paths(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:2]):
            yield from _paths(v, path + (i,))


def _mutations(snap, rng, count):
    resources = [r for r, items in snap.objects.items() if items]
    for _ in range(count):
        res = rng.choice(resources)
        i = rng.randrange(len(snap.objects[res]))
        obj = copy.deepcopy(snap.objects[res][i])
        paths = [p for p in _paths(obj) if len(p) >= 2 or (p and p[0] not in ("metadata", "kind", "apiVersion"))]
        paths = [p for p in paths if p[:2] not in (("metadata", "name"), ("metadata", "namespace"))]
        path = rng.choice(paths)
        holder = obj
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = rng.choice(WEIRD)
        yield res, i, obj, path


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_wrong_types_are_refused_or_survived(scenario, tmp_path, doctor):
    base = load_paths([str(FIXTURES / scenario)])
    classes = discover(plugins=False)
    rng = random.Random(f"gpu-doctor/{scenario}")
    crashed, refused = [], []
    for res, i, obj, path in _mutations(base, rng, 150):
        try:
            check_shape(obj)
        except ShapeError:
            refused.append(obj)
            continue
        objects = {k: list(v) for k, v in base.objects.items()}
        objects[res][i] = obj
        snap = Snapshot(objects=objects, recorded=set(base.recorded), logs=dict(base.logs),
                        node_reports=copy.deepcopy(base.node_reports), meta=dict(base.meta))
        for r in run_checks(classes, snap).results:
            if r.status.value == "error":
                crashed.append((r.id, r.detail, res, path))
    assert not crashed, crashed[:5]
    # a sample of the refused objects, through the real CLI: one line, exit 2, no traceback
    for n, obj in enumerate(refused[:5]):
        path = tmp_path / f"bad{n}.json"
        path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [obj]}))
        r = doctor("scan", "--from", path)
        assert r.code == 2 and "Traceback" not in r.stderr, r.stderr
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and f"bad{n}.json" in lines[0], lines
        assert " must be " in lines[0] or " is null" in lines[0], lines


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_fast_validator_refuses_exactly_what_the_shape_walk_refuses(scenario):
    """The loader validates with msgspec (doctor/sources/decode.py) and words errors with the
    Python walk: over the same mutations, both must agree object by object, message included."""
    from doctor.sources.decode import validate

    base = load_paths([str(FIXTURES / scenario)])
    rng = random.Random(f"gpu-doctor/fast/{scenario}")
    disagree = []
    for _res, _i, obj, path in _mutations(base, rng, 300):
        outcomes = []
        for fn in (check_shape, validate):
            try:
                fn(obj)
                outcomes.append(None)
            except ShapeError as exc:
                outcomes.append(str(exc))
        if outcomes[0] != outcomes[1]:
            disagree.append((path, outcomes))
    assert not disagree, disagree[:3]
