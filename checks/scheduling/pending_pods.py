"""Every Pending pod gets the analysis of `doctor pending`: kube-scheduler's Filter phase
simulated node by node, then the root cause in plain English (taint, selector, GPU
capacity or fragmentation, renamed GPU resources, PVCs, gates, Kueue/Volcano admission).
Pods with the same scheduling-relevant spec are analysed once and reported together."""
from __future__ import annotations

from doctor.kube.guards import D

import json

from doctor.check import Check
from doctor.model import Fact, ObjectRef, Remediation, Severity, Subject, Symptom

MAX_GROUPS = 200          # analyse at most this many distinct pending pod specs per run
MIN_AGE_S = 30            # a pod created seconds ago is not "stuck" yet


def pending_unbound(snapshot):
    for pod in snapshot.unbound_pods():   # the pods with no spec.nodeName, in snapshot order
        if not isinstance(pod, dict) or not isinstance(pod.get("spec"), dict):
            continue
        spec, meta = pod["spec"], D(pod.get("metadata"))
        if spec.get("nodeName") or meta.get("deletionTimestamp"):
            continue
        if D(pod.get("status")).get("phase") not in ("Pending", None):
            continue
        yield pod


def signature(pod: dict) -> str:
    """Pods with the same scheduling-relevant spec get the same answer from the scheduler:
    analyse one of them. The namespace only matters for PVCs, pod (anti-)affinity, spread,
    gates and Kueue/Volcano objects; the owner for gang placement."""
    spec, meta = pod.get("spec") or {}, pod.get("metadata") or {}
    owner = next((o.get("uid") for o in meta.get("ownerReferences") or [] if o.get("controller")), None)
    ns_bound = bool(spec.get("volumes") and any("persistentVolumeClaim" in v or "ephemeral" in v
                                               for v in spec["volumes"] if isinstance(v, dict))
                    or D(spec.get("affinity")).get("podAffinity") or D(spec.get("affinity")).get("podAntiAffinity")
                    or spec.get("topologySpreadConstraints") or spec.get("schedulingGates") or spec.get("resourceClaims")
                    or D(meta.get("annotations")).get("scheduling.k8s.io/group-name"))
    key = [[(c or {}).get("resources") for c in spec.get("containers") or []],
           [[(c or {}).get("resources"), (c or {}).get("restartPolicy")] for c in spec.get("initContainers") or []],
           [(c or {}).get("ports") for c in spec.get("containers") or []],
           spec.get("tolerations"), spec.get("nodeSelector"), spec.get("affinity"), spec.get("schedulerName"),
           spec.get("priority"), spec.get("preemptionPolicy"), spec.get("overhead"), spec.get("resources"),
           spec.get("topologySpreadConstraints"), spec.get("schedulingGates"),
           meta.get("namespace") if ns_bound else None, owner if ns_bound else None,
           meta.get("labels") if ns_bound else None]
    return json.dumps(key, sort_keys=True, default=str)


def _name(pod: dict) -> str:
    meta = D(pod.get("metadata"))
    return f"{meta.get('namespace')}/{meta.get('name')}"


class PendingPods(Check):
    """Why it exists: `kubectl describe` gives kube-scheduler's counts but not the cause; this
    replays the Filter phase for each distinct Pending pod spec and names the one constraint
    to change, with evidence and the fix."""

    id = "pending_pods"
    title = "Pods that kube-scheduler cannot place, and why"
    category = "scheduling"
    requires = ("nodes", "pods")
    optional = ("events", "namespaces", "persistentvolumeclaims", "persistentvolumes",
                "storageclasses.storage.k8s.io", "priorityclasses.scheduling.k8s.io",
                "resourceclaims.resource.k8s.io", "resourceslices.resource.k8s.io",
                "deviceclasses.resource.k8s.io", "resourceclaimtemplates.resource.k8s.io",
                "localqueues.kueue.x-k8s.io", "clusterqueues.kueue.x-k8s.io",
                "resourceflavors.kueue.x-k8s.io", "topologies.kueue.x-k8s.io",
                "podgroups.scheduling.volcano.sh", "podgroups.scheduling.run.ai", "queues.scheduling.run.ai",
                "queues.scheduling.volcano.sh", "workloads.kueue.x-k8s.io",
                # owners: the workload a fix patches, gang siblings
                "jobs.batch", "replicasets.apps", "statefulsets.apps", "deployments.apps", "daemonsets.apps",
                "jobsets.jobset.x-k8s.io", "pytorchjobs.kubeflow.org", "mpijobs.kubeflow.org")
    severity = Severity.CRITICAL
    subjects = ("pod", "node")
    states = (Symptom.POD_UNSCHEDULABLE, Symptom.NODE_GPUS_MISSING)
    may_explain = (Symptom.NODE_CORDONED, Symptom.NODE_GPUS_MISSING)

    def run(self, snapshot):
        from doctor.scheduler import ClusterState

        groups: dict[str, list[dict]] = {}
        for pod in pending_unbound(snapshot):
            age = snapshot.age_seconds(D(pod.get("metadata")).get("creationTimestamp"))
            if age is not None and age < MIN_AGE_S:
                continue
            groups.setdefault(signature(pod), []).append(pod)
        if not groups:
            return
        state = ClusterState(snapshot)
        # one finding per id: a cause several groups share (a gang named by its lowest-ranked member,
        # whose members fell into groups of their own) is reported once, with every group's pods
        seen: dict[str, object] = {}
        for f in self._groups(snapshot, groups, state):
            first = seen.get(f.fingerprint)
            if first is None:
                seen[f.fingerprint] = f
                continue
            known = set(first.objects)
            first.objects = first.objects + [o for o in f.objects if o not in known]
            had = set(first.states)
            first.states = first.states + [s for s in f.states if s not in had]
            first.explains = first.explains + [e for e in f.explains if e not in first.explains]
            first.blast_radius = max(first.blast_radius, f.blast_radius)
            first.root_cause = first.root_cause or f.root_cause
        yield from seen.values()

    def _groups(self, snapshot, groups, state):
        for i, (key, pods) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1]))):
            if i >= MAX_GROUPS:
                break
            try:
                _diag, findings = self.diagnose(snapshot, pods, state, detail=False)
            except (AttributeError, TypeError, ValueError, KeyError) as exc:
                # one malformed pod must not hide the answer for all the others; say it was not analysed
                yield self.finding(
                    severity=Severity.INFO, confidence=0.5, key=f"malformed|{key[:200]}",
                    title=f"Pending pod {_name(pods[0])} could not be analysed: a field has an unexpected shape",
                    summary=f"{type(exc).__name__}: {exc}. The recorded object does not look like a valid Pod.",
                    objects=[ObjectRef.of(p, "Pod") for p in pods[:20] if isinstance(p.get("metadata"), dict)],
                    remediation=Remediation("Re-record the pod with `kubectl get pod -o json` and check the file.",
                                            commands=(f"kubectl get pod -n {_name(pods[0]).split('/')[0]} "
                                                      f"{_name(pods[0]).split('/')[-1]} -o json",)))
                continue
            yield from findings

    def diagnose(self, snapshot, pods: list[dict], state, detail: bool = True, preemption: bool = True):
        """(Diagnosis of pods[0], the findings this check reports for all of `pods`): the same
        answer for `doctor scan` (every group of pending pods) and `doctor pending` (one pod)."""
        from doctor.scheduler import diagnose

        diag = diagnose(snapshot, pods[0], state, preemption=preemption, detail=detail)
        out = []
        for f in diag.findings:
            # "asks for scheduler X, which is not running": scheduler_not_running's finding for
            # scheduler X explains it (Fact POD_UNSCHEDULABLE), so it folds under that one
            if len(pods) > 1:
                f.objects = f.objects + [ObjectRef.of(p, "Pod") for p in pods[1:20]]
                f.summary += f" ({len(pods)} pending pods with the same scheduling constraints share this.)"
                f.blast_radius = max(f.blast_radius, len(pods))
                if f is diag.primary:
                    f.states += [Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(p)) for p in pods[1:]]
            out.append(f)
        return diag, out
