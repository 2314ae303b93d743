"""The findings graph: a check links its findings to other checks' findings only through Facts
(symptom + subject) that both sides declare; a fingerprint in `explains` may only name the same
check's own findings. Held over every fixture, with every in-tree check."""
from __future__ import annotations

from pathlib import Path

import pytest

from doctor.engine import run_checks
from doctor.errors import InputError
from doctor.model import Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom
from doctor.ranking import rank, root_causes
from doctor.registry import discover
from doctor.sources.fixtures import load_path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CHECKS = {c.id: c for c in discover(plugins=False)}


def _folders():
    for d in sorted(FIXTURES.iterdir()):
        if d.is_dir() and not d.name.startswith(("_", ".")):
            yield pytest.param(d, id=d.name)


@pytest.mark.parametrize("folder", list(_folders()))
def test_every_link_is_declared_by_both_checks(folder):
    try:
        snap = load_path(folder)
    except InputError:
        pytest.skip("a fixture meant not to load")
    report = run_checks(list(CHECKS.values()), snap)
    for f in report.findings:
        cls = CHECKS[f.check]
        for fact in f.states:
            assert any(Symptom.matches(d, fact.symptom) for d in cls.states), \
                f"{f.check} states {fact} but does not declare {fact.symptom!r} in `states`"
        for e in f.explains:
            if isinstance(e, Fact):
                assert any(Symptom.matches(d, e.symptom) for d in cls.may_explain), \
                    f"{f.check} explains {e} but does not declare {e.symptom!r} in `may_explain`"
            else:
                assert e.startswith(f"{f.check}:"), \
                    f"{f.check} names another check's finding by fingerprint ({e}): explain a Fact instead"


def _f(check, key, **kw):
    return Finding(check, Severity.CRITICAL, key, "", Remediation("x"), key=key, **kw)


def test_link_is_by_fact_across_checks_and_never_a_cycle():
    node = Subject.node("n1")
    pod = Subject.pod("ns", "p")
    driver = _f("a", "driver", explains=[Fact(Symptom.NODE_GPUS_MISSING, node)], confidence=0.95)
    zero = _f("b", "zero", states=[Fact(Symptom.NODE_GPUS_MISSING, node)],
              explains=[Fact(Symptom.POD_UNSCHEDULABLE, pod)])
    waits = _f("c", "waits", states=[Fact(Symptom.POD_UNSCHEDULABLE, pod)],
               explains=[Fact(Symptom.NODE_GPUS_MISSING, node)])      # would close a circle: refused
    ranked = rank([driver, zero, waits])     # the order the checks reported them: first cause found wins
    assert zero.explained_by == driver.fingerprint and waits.explained_by == zero.fingerprint
    assert driver.explained_by is None
    assert [f.key for f in ranked] == ["driver", "zero", "waits"]
    assert root_causes(ranked, Fact(Symptom.POD_UNSCHEDULABLE, pod)) == [driver]
    assert driver.to_dict()["explains"] == [zero.fingerprint]


def test_an_explained_fact_nobody_states_links_nothing():
    cause = _f("a", "x", explains=[Fact(Symptom.NODE_CORDONED, Subject.node("gone"))])
    other = _f("b", "y", objects=[ObjectRef("Node", "gone")])
    rank([cause, other])
    assert other.explained_by is None and cause.to_dict()["explains"] == []


def test_every_check_declares_the_subjects_it_reports_on():
    kinds = {"node", "gpu", "pod", "owner", "job", "component", "cluster"}
    for cls in CHECKS.values():
        assert cls.subjects, f"{cls.id} declares no subjects (node, gpu, pod, owner, job, component, cluster)"
        assert set(cls.subjects) <= kinds, f"{cls.id}: unknown subject kind in {cls.subjects}"


def test_a_fact_two_causes_explain_folds_under_the_nearer_one(doctor):
    """Demo: the driver failure explains both "gpu-h100-2 advertises 0" views (the Pending pod's and
    the device plugin's); the device-plugin view folds under the pod's, not beside it."""
    from testlib import FIXTURES

    findings = doctor("scan", "--from", str(FIXTURES / "demo"), "-o", "json").json()["findings"]
    by_id = {f["id"]: f for f in findings}
    node_view = next(f for f in findings if f["check"] == "gpu_allocatable_below_capacity"
                     and "gpu-h100-2" in f["title"])
    pod_view = by_id[node_view["explained_by"]]
    assert pod_view["check"] == "pending_pods" and "gpu-h100-2" in pod_view["title"]
    assert by_id[pod_view["explained_by"]]["check"] == "gpu_operator_component_unhealthy"
