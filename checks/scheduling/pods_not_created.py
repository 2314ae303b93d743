"""Controllers (Job, ReplicaSet, StatefulSet, DaemonSet, JobSet, PyTorchJob) whose pods are never
created: FailedCreate events such as ResourceQuota exhaustion (`exceeded quota`), a missing
PriorityClass or an admission webhook denial; or a Job that Kueue keeps suspended because its
Workload is not admitted. The scheduler never sees these pods."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import Severity, Symptom


class PodsNotCreated(Check):
    """Why it exists: when the API server rejects a controller's pods (quota, PriorityClass,
    webhooks) there is no Pending pod to look at; the reason is only on the controller's events."""

    id = "pods_not_created"
    title = "Controllers cannot create their pods (quota, PriorityClass, admission)"
    category = "scheduling"
    requires = ()
    optional = ("events", "jobs.batch", "replicasets.apps", "statefulsets.apps", "daemonsets.apps", "resourcequotas",
                "workloads.kueue.x-k8s.io", "jobsets.jobset.x-k8s.io", "pytorchjobs.kubeflow.org")
    severity = Severity.CRITICAL
    subjects = ("owner",)
    states = (Symptom.PODS_NOT_CREATED,)

    def run(self, snapshot):
        from doctor.scheduler.controllers import CONTROLLERS, creation_failures, suspended_by_kueue

        if snapshot.has("workloads.kueue.x-k8s.io"):
            for res in CONTROLLERS:
                for obj in snapshot.items(res):
                    for f in suspended_by_kueue(snapshot, obj):
                        f.check = self.id
                        yield f

        seen = set()
        for ev in snapshot.events:
            if ev.get("reason") != "FailedCreate":
                continue
            inv = ev.get("involvedObject") or ev.get("regarding") or {}
            key = (inv.get("kind"), inv.get("namespace"), inv.get("name"))
            if key in seen:
                continue
            seen.add(key)
            obj = snapshot.by_uid(inv.get("uid") or "") if inv.get("uid") else None
            if obj is None:
                obj = {"kind": inv.get("kind"), "metadata": {"name": inv.get("name"), "namespace": inv.get("namespace"),
                                                             "uid": inv.get("uid")}}
            for f in creation_failures(snapshot, obj):
                f.check = self.id
                yield f
