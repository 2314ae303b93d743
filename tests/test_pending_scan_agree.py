"""`doctor pending` and `doctor scan` name the same root cause for every Pending pod of every
fixture: both ask the engine for the root cause of Fact(POD_UNSCHEDULABLE, pod) over the same
linked findings (scan: every check; pending: the pending_pods check's answer for the one pod
plus the checks the question needs, picked from the checks' own declarations)."""
from __future__ import annotations

from pathlib import Path

import pytest

from doctor.commands.pending_cmd import answer, question_checks
from doctor.engine import run_checks
from doctor.errors import InputError
from doctor.model import Fact, Subject, Symptom
from doctor.registry import discover
from doctor.sources.fixtures import load_path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


def _identity(f) -> tuple:
    """The cause a finding names: its fingerprint; for the scheduler replay's own per-pod
    findings (scan analyses one pod per group of identical pods, pending the pod asked about)
    the part of the key after the pod's name."""
    if f.check == "pending_pods" and "|" in f.key and f.key.split("|", 1)[0].count("/") == 1:
        return (f.check, f.key.split("|", 1)[1])
    return (f.fingerprint,)


def _pending_pods(snapshot):
    for pod in snapshot.pods:
        spec, meta = pod.get("spec"), pod.get("metadata")
        if isinstance(spec, dict) and isinstance(meta, dict) and not spec.get("nodeName") \
                and (pod.get("status") or {}).get("phase") in ("Pending", None):
            yield pod


def _cases():
    for d in DIRS:
        try:
            snap = load_path(d)
        except InputError:
            continue          # hostile fixtures that are meant not to load
        pods = list(_pending_pods(snap))
        if pods:
            yield pytest.param(d, id=d.name)


@pytest.mark.parametrize("folder", list(_cases()))
def test_pending_and_scan_agree_on_every_pending_pods_root_cause(folder):
    scan = run_checks(discover(plugins=False), load_path(folder))
    snapshot = load_path(folder)
    classes = question_checks(plugins=False)
    compared = 0
    for pod in _pending_pods(snapshot):
        fact = Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(pod))
        scan_roots = scan.root_causes(fact)
        diag, chain, headline, roots = answer(snapshot, pod, classes)
        if roots:
            assert chain and chain[0] is roots[0] and headline == roots[0].title, f"{fact}: first line != root cause"
        assert [_identity(r) for r in roots[:1]] == [_identity(r) for r in scan_roots[:1]], (
            f"{fact}: pending's root cause {[(r.check, r.title) for r in roots[:1]]} "
            f"but scan's is {[(r.check, r.title) for r in scan_roots[:1]]}")
        compared += 1
    assert compared


def test_demo_pending_names_the_driver_failure_as_scan_does(doctor):
    r = doctor("pending", "team-a/train-llama-0", "--from", FIXTURES / "demo", "-o", "json")
    d = r.json()
    assert d["findings"][0]["check"] == "gpu_operator_component_unhealthy"
    assert "NVIDIA driver failed" in d["headline"] and "restart" not in d["headline"].lower()
    by_id = {f["id"]: f for f in d["findings"]}
    zero = next(f for f in d["findings"] if "advertises 0 allocatable GPUs" in f["title"])
    assert zero["explained_by"] == d["findings"][0]["id"]
    frag = next(f for f in d["findings"] if "are free across" in f["title"])
    assert by_id[frag["explained_by"]] is zero or frag["explained_by"] == zero["id"]


def _node_cases():
    for d in DIRS:
        try:
            snap = load_path(d)
        except InputError:
            continue
        if snap.node_reports:
            yield pytest.param(d, id=d.name)


@pytest.mark.parametrize("folder", list(_node_cases()))
def test_node_shows_each_finding_under_the_root_cause_scan_gives_it(folder):
    from doctor.commands.node_cmd import node_findings
    from doctor.ranking import root_of

    snapshot = load_path(folder)
    scan = run_checks(discover(plugins=False), load_path(folder))
    scan_by_fp = {f.fingerprint: f for f in scan.findings}
    for name, report in sorted(snapshot.node_reports.items()):
        shown = node_findings(report, snapshot, plugins=False)
        node_by_fp = {f.fingerprint: f for f in shown}
        for f in shown:
            assert f.fingerprint in scan_by_fp, f"{name}: node shows {f.title!r}, scan does not"
            assert root_of(f, node_by_fp).fingerprint == root_of(scan_by_fp[f.fingerprint], scan_by_fp).fingerprint, \
                f"{name}: {f.title!r} has another root cause in node than in scan"
