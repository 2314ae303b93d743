"""doctor.snapshot.PlainPods: the pods `doctor pending`'s loader decoded lean (LEAN_POD) are known
to be no GPU Operator operand, to request no GPU and to be in another namespace than the one
asked about; operand_pods, gpu_pods and the asked namespace's distributed jobs skip them instead
of asking again. Held here: the record is true of every pod in it, the consumers give the same
pods (same objects, same order) with and without it, and they do skip (else the record is dead
weight). The end-to-end answers are compared with full decoding by test_pending_projection.py."""
from __future__ import annotations

from pathlib import Path

import pytest

import doctor.gpu.operator as operator_mod
from doctor.distributed.jobs import ask_namespace, jobs_with_pods
from doctor.gpu.operator import maybe_operand, operand_pods
from doctor.kube.gpu import gpu_pods, may_request_gpu
from doctor.snapshot import PlainPods, merge
from doctor.sources.fixtures import load_path, load_paths
from doctor.sources.projection import for_pending

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _questions():
    """(folder, namespace, name) of the first unbound pod of every fixture with a pods.json."""
    out = []
    for d in sorted(p for p in FIXTURES.iterdir() if p.is_dir() and (p / "pods.json").is_file()):
        try:
            snap = load_path(d)
        except Exception:   # noqa: BLE001 - fixtures the loader refuses have no question
            continue
        for pod in snap.pods:
            meta, spec = pod.get("metadata"), pod.get("spec")
            if isinstance(meta, dict) and isinstance(spec, dict) and not spec.get("nodeName"):
                out.append((d, meta.get("namespace") or "default", meta.get("name")))
                break
    return out


QUESTIONS = _questions()
LEAN = [q for q in QUESTIONS
        if load_paths([str(q[0])], for_pending(q[1], q[2])).plain_pods is not None]


def test_some_fixtures_have_plain_pods():
    assert len(QUESTIONS) >= 30
    assert len(LEAN) >= 5


def _views(snap, ns):
    snap._derived.clear()
    ops = [(id(p), c.id) for p, c in operand_pods(snap)]
    gpus = [id(p) for p in gpu_pods(snap)]
    ask_namespace(snap, ns)
    try:
        jobs = [(j.kind, j.namespace, j.name, j.expected, [(id(r.pod), r.index) for r in j.ranks])
                for j in jobs_with_pods(snap)]
    finally:
        ask_namespace(snap, None)
    return ops, gpus, jobs


@pytest.mark.parametrize("folder,ns,name", LEAN, ids=[q[0].name for q in LEAN])
def test_the_record_is_true_and_changes_nothing(folder, ns, name):
    snap = load_paths([str(folder)], for_pending(ns, name))
    plain = snap.plain_pods
    in_snapshot = {id(p) for p in snap.pods}
    assert plain.namespace == ns and plain.by_id
    for key, pod in plain.by_id.items():
        assert key == id(pod) and key in in_snapshot
        assert not maybe_operand(pod) and not may_request_gpu(pod)
        assert ((pod.get("metadata") or {}).get("namespace") or "default") != ns
        assert (pod["metadata"]["name"]) != name   # the asked pod is decoded whole, never lean
    with_record = _views(snap, ns)
    snap.plain_pods = None
    assert _views(snap, ns) == with_record


@pytest.mark.parametrize("folder,ns,name", LEAN[:3], ids=[q[0].name for q in LEAN[:3]])
def test_the_consumers_skip_the_plain_pods(folder, ns, name, monkeypatch):
    snap = load_paths([str(folder)], for_pending(ns, name))
    asked = []
    monkeypatch.setattr(operator_mod, "maybe_operand", lambda pod: asked.append(id(pod)) or maybe_operand(pod))
    snap.derived("kube.first_looks", lambda: None)   # as `doctor pending` runs: no shared pass
    operand_pods(snap)
    assert asked and not set(asked) & set(snap.plain_pods.by_id)
    assert len(asked) == len(snap.pods) - len(snap.plain_pods.by_id)


def _question(ns, name):
    proj = for_pending(ns, name)
    proj.reports_possible = False   # as load_paths() finds for these folders
    return proj


def test_merge_keeps_the_record_of_every_path():
    folder, ns, name = LEAN[0]
    one = load_path(folder, _question(ns, name))
    two = load_path(folder, _question(ns, name))
    both = merge([one, two])
    assert set(both.plain_pods.by_id) == set(one.plain_pods.by_id) | set(two.plain_pods.by_id)
    kept = {id(p) for p in both.pods}
    assert kept & set(both.plain_pods.by_id)   # merge kept the later copies, still recorded as plain
    other = load_path(folder, _question(ns + "-other", name))
    assert merge([one, other]).plain_pods is None   # records of different questions are not mixed
    assert merge([one, load_path(folder)]).plain_pods.by_id == one.plain_pods.by_id   # a whole path adds none


def test_namespace_skips_only_for_its_namespace():
    plain = PlainPods("a", {1: {}})
    assert plain.skips("a") == {1: {}} and plain.skips("b") is None and plain.skips() == {1: {}}


def test_scan_and_full_loads_record_nothing():
    folder, ns, name = LEAN[0]
    assert load_paths([str(folder)]).plain_pods is None
    assert load_paths([str(folder)], for_pending(None, name)).plain_pods is None   # -A POD
