"""Every Pending pod gets the analysis of `doctor pending`: kube-scheduler's Filter phase
simulated node by node, then the root cause in plain English (taint, selector, GPU
capacity or fragmentation, renamed GPU resources, PVCs, gates, Kueue/Volcano admission).
Pods of one controller are analysed once (they share a spec) and reported together."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import ObjectRef, Severity

MAX_GROUPS = 200          # analyse at most this many distinct pending workloads per run
MIN_AGE_S = 30            # a pod created seconds ago is not "stuck" yet


def pending_unbound(snapshot):
    for pod in snapshot.pods:
        spec, meta = pod.get("spec") or {}, pod.get("metadata") or {}
        if spec.get("nodeName") or meta.get("deletionTimestamp"):
            continue
        if (pod.get("status") or {}).get("phase") not in ("Pending", None):
            continue
        yield pod


class PendingPods(Check):
    id = "pending_pods"
    title = "Pods that kube-scheduler cannot place, and why"
    category = "scheduling"
    requires = ("nodes", "pods")
    optional = ("events", "namespaces", "persistentvolumeclaims", "persistentvolumes",
                "storageclasses.storage.k8s.io", "priorityclasses.scheduling.k8s.io",
                "resourceclaims.resource.k8s.io", "podgroups.scheduling.volcano.sh",
                "queues.scheduling.volcano.sh", "workloads.kueue.x-k8s.io")
    severity = Severity.CRITICAL
    pending = True

    def run(self, snapshot):
        from doctor.scheduler import ClusterState, diagnose

        groups: dict[str, list[dict]] = {}
        for pod in pending_unbound(snapshot):
            age = snapshot.age_seconds((pod.get("metadata") or {}).get("creationTimestamp"))
            if age is not None and age < MIN_AGE_S:
                continue
            meta = pod.get("metadata") or {}
            owner = next((o for o in meta.get("ownerReferences") or [] if o.get("controller")), None)
            key = (owner or {}).get("uid") or meta.get("uid") or f"{meta.get('namespace')}/{meta.get('name')}"
            groups.setdefault(key, []).append(pod)
        if not groups:
            return
        state = ClusterState(snapshot)
        for i, (key, pods) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1]))):
            if i >= MAX_GROUPS:
                break
            diag = diagnose(snapshot, pods[0], state)
            for f in diag.findings:
                if f.key.endswith("|no-scheduler"):
                    continue          # scheduler_not_running reports these, grouped by scheduler
                if len(pods) > 1:
                    f.objects = f.objects + [ObjectRef.of(p, "Pod") for p in pods[1:20]]
                    f.summary += f" ({len(pods)} pending pods of the same workload share this.)"
                    f.blast_radius = max(f.blast_radius, len(pods))
                yield f
