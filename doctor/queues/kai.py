"""NVIDIA KAI scheduler (NVIDIA/KAI-Scheduler): why a pod's PodGroup is not scheduled, from the
PodGroup (scheduling.run.ai/v2alpha2) and its Queue (scheduling.run.ai/v2).

Read at NVIDIA/KAI-Scheduler 72de64fc:
- pkg/common/constants/constants.go: the pod's queue label ``kai.scheduler/queue``
  (DefaultQueueLabel) and its PodGroup annotation ``pod-group-name`` (PodGroupAnnotationForPod);
- pkg/apis/scheduling/v2alpha2/podgroup_types.go: spec.minMember, spec.queue;
  status.schedulingConditions[] {type: UnschedulableOnNodePool, nodePool, reason, message,
  reasons[] {reason: NonPreemptibleOverQuota | OverLimit | QueueDoesNotExist, message, details}};
- pkg/apis/scheduling/v2/queue_types.go: spec.parentQueue, spec.resources.{gpu,cpu,memory}
  .{quota,limit,overQuotaWeight}; status.allocated/requested;
- pkg/scheduler/api/unschedule_info.go: the messages ("Non-preemptible workload is over quota. ...",
  "<queue> quota has reached the allowable limit of GPUs. ...").
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..kube.guards import D, L
from ..model import Evidence, ObjectRef, Remediation, json_pointer

PODGROUPS = "podgroups.scheduling.run.ai"
QUEUES = "queues.scheduling.run.ai"
QUEUE_LABEL = "kai.scheduler/queue"
GROUP_ANNOTATION = "pod-group-name"
SCHEDULER = "kai-scheduler"


def meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


@dataclass
class Verdict:
    title: str
    summary: str
    fix: Remediation
    evidence: list = field(default_factory=list)
    objects: list = field(default_factory=list)
    root_cause: bool = True


def podgroup_for(snapshot, pod: dict) -> dict | None:
    if not snapshot.has(PODGROUPS):
        return None
    name = D(meta(pod).get("annotations")).get(GROUP_ANNOTATION)
    if not name:
        return None
    return snapshot.get(PODGROUPS, meta(pod).get("namespace"), name)


def is_kai_pod(pod: dict) -> bool:
    spec = D(pod.get("spec"))
    return spec.get("schedulerName") == SCHEDULER or bool(D(meta(pod).get("annotations")).get(GROUP_ANNOTATION)) \
        and QUEUE_LABEL in D(meta(pod).get("labels"))


def analyse(snapshot, pod: dict) -> Verdict | None:
    """Why KAI has not scheduled this pod's PodGroup; None when it has nothing to say."""
    ns, pname = meta(pod).get("namespace"), meta(pod).get("name")
    pg = podgroup_for(snapshot, pod)
    label_queue = D(meta(pod).get("labels")).get(QUEUE_LABEL)
    if pg is None:
        if D(pod.get("spec")).get("schedulerName") == SCHEDULER and not label_queue:
            return Verdict(
                f"Pod {ns}/{pname} asks for kai-scheduler but has no {QUEUE_LABEL} label: KAI does not schedule it",
                "KAI's pod-grouper puts a pod in a PodGroup of the queue named by its queue label; without it the pod "
                "has no queue.",
                Remediation(f"Add the label {QUEUE_LABEL}=<queue> to the pod template (kubectl get queues lists them).",
                            commands=("kubectl get queues.scheduling.run.ai",)),
                [Evidence("pod labels", ObjectRef("Pod", pname, ns), "/metadata/labels", meta(pod).get("labels"))],
                [ObjectRef("Pod", pname, ns)])
        return None
    gname = meta(pg).get("name")
    gref = ObjectRef("PodGroup", gname, ns)
    spec, st = D(pg.get("spec")), D(pg.get("status"))
    queue_name = str(spec.get("queue") or label_queue or "")
    ev = [Evidence("PodGroup queue", gref, "/spec/queue", spec.get("queue")),
          Evidence("PodGroup minMember", gref, "/spec/minMember", spec.get("minMember"))]
    reasons = []
    for i, c in enumerate(L(st.get("schedulingConditions"))):
        c = D(c)
        ev.append(Evidence(f"scheduling condition on node pool {c.get('nodePool') or 'default'}: {c.get('reason') or ''}",
                           gref, json_pointer("status", "schedulingConditions", i, "message"), c.get("message")))
        for j, r in enumerate(L(c.get("reasons"))):
            reasons.append((D(r).get("reason"), str(D(r).get("message") or ""), D(D(r).get("details")).get("queueDetails"),
                            json_pointer("status", "schedulingConditions", i, "reasons", j)))
    queue = snapshot.get(QUEUES, None, queue_name) if queue_name and snapshot.has(QUEUES) else None
    objects = [ObjectRef("Pod", pname, ns), gref]
    kinds = {r[0] for r in reasons}
    if "QueueDoesNotExist" in kinds or (queue_name and snapshot.has(QUEUES) and queue is None):
        msg = next((m for k, m, _d, _p in reasons if k == "QueueDoesNotExist"), "")
        have = sorted(meta(q).get("name") for q in snapshot.items(QUEUES)) if snapshot.has(QUEUES) else []
        return Verdict(
            f"KAI will not schedule PodGroup {ns}/{gname}: its queue {queue_name!r} does not exist"
            + (f" ({msg})" if msg else ""),
            "KAI schedules only pod groups whose queue exists (and has a parent queue when queues are hierarchical)."
            + (f" Existing queues: {', '.join(have)}." if have else ""),
            Remediation(f"Set the {QUEUE_LABEL} label to an existing queue, or create queue {queue_name!r} (spec.parentQueue "
                        "and spec.resources.gpu.quota).", commands=("kubectl get queues.scheduling.run.ai",)),
            ev, objects + [ObjectRef("Queue", queue_name)])
    if queue is not None:
        qref = ObjectRef("Queue", queue_name)
        qspec = D(queue.get("spec"))
        parent = qspec.get("parentQueue")
        gpu = D(D(qspec.get("resources")).get("gpu"))
        ev.append(Evidence(f"Queue {queue_name} GPU quota {gpu.get('quota')}, limit {gpu.get('limit')}", qref,
                           "/spec/resources/gpu", D(qspec.get("resources")).get("gpu")))
        if parent and snapshot.get(QUEUES, None, parent) is None:
            return Verdict(f"KAI will not schedule PodGroup {ns}/{gname}: queue {queue_name!r} names parent queue "
                           f"{parent!r}, which does not exist",
                           "A queue whose parent is missing is not schedulable (QueueDoesNotExist).",
                           Remediation(f"Create queue {parent!r} or fix spec.parentQueue of {queue_name!r}.",
                                       commands=(f"kubectl get queue.scheduling.run.ai {queue_name} -o yaml",)),
                           ev, objects + [qref])
    if "OverLimit" in kinds:
        msg = next(m for k, m, _d, _p in reasons if k == "OverLimit")
        return Verdict(f"KAI will not schedule PodGroup {ns}/{gname}: {msg}",
                       "The queue's limit caps what its workloads may use, even when the cluster has free GPUs.",
                       Remediation(f"Raise queue {queue_name!r}'s spec.resources.gpu.limit (-1 = no limit), or wait for its "
                                   "running workloads.", commands=(f"kubectl get queue.scheduling.run.ai {queue_name} -o yaml",)),
                       ev, objects)
    if "NonPreemptibleOverQuota" in kinds:
        msg = next(m for k, m, _d, _p in reasons if k == "NonPreemptibleOverQuota")
        return Verdict(f"KAI will not schedule PodGroup {ns}/{gname}: {msg}",
                       "Non-preemptible workloads (priority class build / inference, or preemptibility: non-preemptible) "
                       "must fit within the queue's deserved quota; only preemptible ones may go over it.",
                       Remediation("Make the workload preemptible (a train priority class, or spec.preemptibility: "
                                   f"preemptible), or raise queue {queue_name!r}'s gpu quota.",
                                   commands=(f"kubectl get queue.scheduling.run.ai {queue_name} -o yaml",)),
                       ev, objects)
    conds = [D(c) for c in L(st.get("schedulingConditions"))]
    if conds:
        c = conds[-1]
        return Verdict(f"KAI has not scheduled PodGroup {ns}/{gname}: {c.get('message') or c.get('reason') or 'unschedulable'}",
                       f"KAI places the group only when minMember ({spec.get('minMember') or 1}) pods fit at once.",
                       Remediation("Free or add GPUs for the whole group, or lower minMember.",
                                   commands=(f"kubectl describe podgroup.scheduling.run.ai -n {ns} {gname}",)),
                       ev, objects)
    return None
