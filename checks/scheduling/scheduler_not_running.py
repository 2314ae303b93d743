"""Pods that ask for a scheduler (spec.schedulerName) with no sign of life in the cluster:
no running scheduler pod and no scheduling events from it. Such pods stay Pending forever,
with no events and no PodScheduled condition (typical: `schedulerName: volcano` without
Volcano installed, or a crashed kube-scheduler)."""
from __future__ import annotations

from doctor.kube.guards import D

from doctor.check import Check
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom


class SchedulerNotRunning(Check):
    """Why it exists: a pod for a scheduler that does not run gets no event and no condition;
    nothing in `kubectl describe` says why it waits."""

    id = "scheduler_not_running"
    title = "Pending pods wait for a scheduler that is not running"
    category = "scheduling"
    requires = ("pods",)
    optional = ("events",)
    severity = Severity.CRITICAL
    subjects = ("pod",)
    may_explain = (Symptom.POD_UNSCHEDULABLE,)

    def run(self, snapshot):
        yield from _run(self, snapshot)


def _pending(snapshot):
    for pod in snapshot.unbound_pods():   # the pods with no spec.nodeName, in snapshot order
        spec, meta = pod.get("spec") or {}, pod.get("metadata") or {}
        if spec.get("nodeName") or meta.get("deletionTimestamp"):
            continue
        if D(pod.get("status")).get("phase") in ("Pending", None):
            yield pod


def _run(self, snapshot):
    from doctor.kube.pods import condition
    from doctor.scheduler.admission import _cached_running, event_schedulers
    from doctor.scheduler.state import DEFAULT_SCHEDULER

    by_name: dict[str, list[dict]] = {}
    for pod in _pending(snapshot):
        name = D(pod.get("spec")).get("schedulerName") or DEFAULT_SCHEDULER
        by_name.setdefault(name, []).append(pod)
    if not by_name:
        return
    # events usually name the scheduler; the pass over every pod (running pods that look like a
    # scheduler, shared with pending) is made only when a finding still depends on it
    seen = event_schedulers(snapshot)
    running = None
    for name, pods in sorted(by_name.items()):
        if name in seen:
            continue
        untouched = [p for p in pods if condition(p, "PodScheduled") is None and not snapshot.events_for(p, "Pod")]
        if name == DEFAULT_SCHEDULER:
            # managed control planes hide kube-scheduler: only speak when pods show no sign of it
            if len(untouched) < len(pods) or not untouched:
                continue
            oldest = max((snapshot.age_seconds(D(p.get("metadata")).get("creationTimestamp")) or 0) for p in untouched)
            if oldest < 300:
                continue
        if running is None:
            running = _cached_running(snapshot)
        if name in running:
            continue
        first = pods[0]
        ref = ObjectRef.of(first, "Pod")
        yield self.finding(
            title=f"{len(pods)} pending pod(s) ask for scheduler {name!r}, which is not running",
            summary=(f"No running pod and no scheduling event in the snapshot belongs to a scheduler named {name!r}; "
                     f"{len(untouched)} of these pods have no PodScheduled condition and no events, i.e. no "
                     "scheduler ever looked at them. They stay Pending forever."),
            objects=[ObjectRef.of(p, "Pod") for p in pods[:20]],
            evidence=[Evidence("schedulerName", ref, "/spec/schedulerName", name),
                      Evidence("schedulers with evidence of running", None, None, sorted(running) or [])],
            remediation=Remediation(
                f"Install or restart the {name} scheduler, or set schedulerName to default-scheduler in the "
                "workloads' pod templates.",
                commands=(f"kubectl get pods -A | grep -i {name if name != DEFAULT_SCHEDULER else 'kube-scheduler'}",)),
            confidence=0.9 if len(untouched) == len(pods) else 0.7, blast_radius=len(pods), root_cause=True,
            key=name, explains=[Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(p)) for p in pods])

