"""Shortcuts scan takes on big clusters (issue 16) keep their answers: each is exercised where it
must not read every pod, and where it must."""
from __future__ import annotations

import doctor.scheduler.admission as admission
from doctor.checks.scheduling.scheduler_not_running import SchedulerNotRunning
from doctor.engine import run_check
from doctor.sources.fixtures import load_paths
from testlib import FIXTURES


def _calls(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = admission.running_schedulers

    def counted(snapshot):
        calls.append(1)
        return real(snapshot)

    monkeypatch.setattr(admission, "running_schedulers", counted)
    return calls


def test_scheduler_not_running_skips_the_pod_pass_when_the_scheduler_has_looked(monkeypatch):
    # pending-taint: the pods carry PodScheduled=False from default-scheduler, so whether a
    # kube-scheduler pod runs cannot change the answer
    calls = _calls(monkeypatch)
    result = run_check(SchedulerNotRunning(), load_paths([str(FIXTURES / "pending-taint")]))
    assert result.status.value == "ok", result.detail
    assert calls == []


def test_scheduler_not_running_reads_pods_when_a_finding_depends_on_them(monkeypatch):
    calls = _calls(monkeypatch)
    result = run_check(SchedulerNotRunning(), load_paths([str(FIXTURES / "pending-volcano-missing")]))
    assert result.findings and "volcano" in result.findings[0].title
    assert calls == [1]
