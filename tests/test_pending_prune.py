"""`doctor pending` for an existing pod runs only the checks whose findings can reach its answer
(pending_cmd._run_question): the checks picked for PODS_NOT_CREATED alone are left out unless
a finding that is run explains a fact they may state. The answer must be the same as with every
check of the question set: the same first line, the same root causes, the same findings with
the same links, for every pod of every fixture (Pending or not, bound or not). The pruned
question also takes its two pod pre-filters in passes of their own instead of
doctor.kube.first_looks' shared pass (pending_cmd._SHARED_PASS_PAYS): each way on its own
snapshot."""
from __future__ import annotations

from pathlib import Path

import pytest

from doctor.commands import pending_cmd
from doctor.commands.pending_cmd import answer, question_checks
from doctor.engine import checks_for
from doctor.errors import InputError
from doctor.model import Symptom
from doctor.sources.fixtures import load_path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
CLASSES = question_checks(plugins=False)


def _answer(snap, pod, prune):
    diag, chain, headline, roots = answer(snap, pod, CLASSES, plugins=False, prune=prune)
    return ([f.to_dict() for f in chain], headline, [r.fingerprint for r in roots], diag.status)


def test_some_checks_are_left_out():
    reach = {c.id for c in checks_for((Symptom.POD_UNSCHEDULABLE,), CLASSES)}
    left_out = {c.id for c in CLASSES} - reach
    assert {"gpu_runtime_wiring", "pods_not_created"} <= left_out


@pytest.mark.parametrize("folder", DIRS, ids=[d.name for d in DIRS])
def test_pruned_answers_are_the_same(folder, monkeypatch):
    try:
        snap = load_path(folder)
        pruned = load_path(folder)   # its own snapshot: shared views (first_looks, jobs) built its way
    except InputError:
        pytest.skip("a fixture meant not to load")
    by_name = {(p["metadata"].get("namespace"), p["metadata"].get("name")): p for p in pruned.pods
               if isinstance(p.get("metadata"), dict)}
    runs = []
    original = pending_cmd._run_question

    def counting(*args):
        runs.append(1)
        return original(*args)

    monkeypatch.setattr(pending_cmd, "_run_question", counting)
    asked = 0
    for pod in snap.pods:
        if not isinstance(pod.get("metadata"), dict) or not isinstance(pod.get("spec"), dict):
            continue
        try:
            full = _answer(snap, pod, prune=False)
        except (AttributeError, TypeError, ValueError, KeyError):
            continue   # the command words these as bad input: nothing to compare
        twin = by_name[(pod["metadata"].get("namespace"), pod["metadata"].get("name"))]
        assert _answer(pruned, twin, prune=True) == full, pod["metadata"].get("name")
        asked += 1
    assert asked or not snap.pods


def test_a_left_out_check_runs_when_a_finding_explains_what_it_states(monkeypatch):
    """gpu_hardware_fault explains GPU admission failures that gpu_runtime_wiring states: when
    such a finding is in the run, gpu_runtime_wiring runs too (its fingerprints are in the
    hardware finding's `explains`)."""
    from doctor.engine import run_check
    from doctor.model import CheckResult, Fact, Finding, Remediation, Severity, Status, Subject

    ran = []
    pods_check = next(c for c in CLASSES if c.id == "pending_pods")
    given = CheckResult(pods_check.id, pods_check.title, pods_check.category, Status.OK, "", [])
    fault = Finding("gpu_hardware_fault", Severity.CRITICAL, "xid 79", "", Remediation("x"), key="n1",
                    explains=[Fact(Symptom.GPU_ADMISSION_FAILED, Subject.node("n1"))])

    def fake_run(check, snapshot):
        ran.append(check.id)
        cls = type(check)
        found = [fault] if cls.id == "gpu_hardware_fault" else []
        return CheckResult(cls.id, cls.title, cls.category, Status.FINDINGS if found else Status.OK, "", found)

    monkeypatch.setattr("doctor.engine.run_check", fake_run)
    others = [c for c in CLASSES if c.id != "pending_pods"]
    pending_cmd._run_question(None, CLASSES, others, given)
    assert "gpu_runtime_wiring" in ran and "pods_not_created" not in ran
    ran.clear()
    fault.explains = []
    pending_cmd._run_question(None, CLASSES, others, given)
    assert "gpu_runtime_wiring" not in ran and ran
    assert run_check is not None
