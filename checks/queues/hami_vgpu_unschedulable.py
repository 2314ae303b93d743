"""Pods that ask for fractional GPUs through HAMi (Project-HAMi/HAMi; Volcano's vGPU device plugin uses
the same resource names) and stay Pending.

Read at Project-HAMi/HAMi 4707fb02: the resources (charts/hami/values.yaml: nvidia.com/gpu = vGPUs,
nvidia.com/gpumem (MiB per vGPU), nvidia.com/gpumem-percentage, nvidia.com/gpucores (% of a card));
the webhook sends such pods to schedulerName hami-scheduler (pkg/scheduler/webhook.go); the
scheduler extender's per-node reasons are GenReason's "<cards>/<total> <Reason>" joined by ", "
(pkg/device/common/common.go: CardInsufficientMemory, CardInsufficientCore, CardTypeMismatch,
CardUuidMismatch, CardTimeSlicingExhausted, CardNotHealth, NumaNotFit, NodeInsufficientDevice,
AllocatedCardsInsufficientRequest, ...), which kube-scheduler's FailedScheduling message counts per
node; annotations nvidia.com/use-gputype, nvidia.com/nouse-gputype, nvidia.com/numa-bind
(pkg/device/nvidia/device.go)."""
from __future__ import annotations

import re

from doctor.check import Check
from doctor.kube.guards import D
from doctor.kube.pods import is_terminated
from doctor.kube.requests import BadQuantity, pod_requests
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer

SCHEDULER = "hami-scheduler"
MEM, MEM_PCT, CORES, VGPU = "nvidia.com/gpumem", "nvidia.com/gpumem-percentage", "nvidia.com/gpucores", "nvidia.com/gpu"
HAMI_RESOURCES = (MEM, MEM_PCT, CORES)
REASON = re.compile(r"(?:\b(\d+) )?(\d+)/(\d+) (Card[A-Za-z]+|NumaNotFit|NodeInsufficientDevice|AllocatedCardsInsufficientRequest|"
                    r"ExclusiveDeviceAllocateConflict|ResourceQuotaNotFit|ModeNotFit)")

EXPLAIN = {
    "CardInsufficientMemory": ("no card has {mem} of GPU memory free for one vGPU",
                               "Lower nvidia.com/gpumem (MiB per vGPU) or use nvidia.com/gpumem-percentage, or wait for "
                               "the tenants sharing those cards to finish."),
    "CardInsufficientCore": ("no card has {cores}% of its cores free",
                             "Lower nvidia.com/gpucores, or wait for the pods holding the cards' cores."),
    "CardTimeSlicingExhausted": ("every card already holds as many vGPUs as HAMi splits it into (deviceSplitCount)",
                                 "Raise the device plugin's deviceSplitCount, or wait for vGPU pods to finish."),
    "CardTypeMismatch": ("no card is of the type the pod's nvidia.com/use-gputype / nouse-gputype annotation allows",
                         "Fix the nvidia.com/use-gputype annotation (it matches the card's product name)."),
    "CardUuidMismatch": ("the pod pins GPU UUIDs that are not on these nodes", "Fix or drop the pinned GPU UUIDs."),
    "CardNotHealth": ("the cards are reported unhealthy by HAMi's device plugin",
                      "Look at the node's GPUs (Xid errors) and the HAMi device plugin log."),
    "NumaNotFit": ("nvidia.com/numa-bind asks all vGPUs on one NUMA node and no NUMA node has enough cards",
                   "Drop nvidia.com/numa-bind or ask for fewer vGPUs."),
    "NodeInsufficientDevice": ("the node has fewer cards than the {vgpu} vGPU(s) asked (one vGPU per card)",
                               "Ask for at most as many vGPUs (nvidia.com/gpu) as a node has cards."),
    "AllocatedCardsInsufficientRequest": ("after the other filters too few cards are left for the {vgpu} vGPU(s)",
                                          "Ask for fewer vGPUs or less memory/cores per vGPU."),
}


def _meta(obj):
    return D(obj.get("metadata"))


class HamiVgpuUnschedulable(Check):
    """Why it exists: HAMi's reasons arrive as '8/8 CardInsufficientMemory' inside kube-scheduler's
    message, and a pod its webhook missed only gets 'Insufficient nvidia.com/gpumem'."""

    id = "hami_vgpu_unschedulable"
    title = "Pod asking for HAMi vGPU (gpumem / gpucores) cannot be placed"
    category = "queues"
    requires = ("pods",)
    optional = ("events",)
    severity = Severity.CRITICAL
    subjects = ("pod",)
    may_explain = (Symptom.POD_UNSCHEDULABLE,)   # the replay's verdict for the same pod folds under this

    def run(self, snapshot):
        for pod in snapshot.unbound_pods():   # a pod bound to a node is skipped below anyway
            spec = D(pod.get("spec"))
            if spec.get("nodeName") or is_terminated(pod):
                continue
            try:
                req = pod_requests(pod)
            except BadQuantity:
                continue
            if not any(req.get(r) for r in HAMI_RESOURCES):
                continue
            yield from self._pod(snapshot, pod, req)

    def _pod(self, snapshot, pod, req):
        m = _meta(pod)
        ns, name = m.get("namespace"), m.get("name")
        ref = ObjectRef("Pod", name, ns)
        sched = D(pod.get("spec")).get("schedulerName") or "default-scheduler"
        asks = {r: req[r] for r in (VGPU, MEM, MEM_PCT, CORES) if req.get(r)}
        ev = [Evidence(f"the pod asks {', '.join(f'{k}={v}' for k, v in asks.items())}", ref, "/spec/containers",
                       D(pod.get("spec")).get("containers"))]
        if sched != SCHEDULER:
            ev.append(Evidence("schedulerName", ref, "/spec/schedulerName", D(pod.get("spec")).get("schedulerName")))
            yield self.finding(
                title=(f"Pod {ns}/{name} asks for HAMi vGPU resources but was not sent to hami-scheduler "
                       f"(schedulerName {sched}): no node advertises {', '.join(r for r in HAMI_RESOURCES if req.get(r))}"),
                summary=("HAMi's mutating webhook sets schedulerName: hami-scheduler on pods that ask for its resources; "
                         f"this pod kept {sched}, which sees nvidia.com/gpumem/gpucores as extended resources no node has "
                         "('Insufficient nvidia.com/gpumem')."),
                remediation=Remediation("Check that the HAMi webhook runs and covers this namespace (its "
                                        "MutatingWebhookConfiguration's namespaceSelector), then recreate the pod; or "
                                        "set schedulerName: hami-scheduler in the pod template.",
                                        commands=("kubectl get mutatingwebhookconfigurations | grep -i hami",
                                                  "kubectl get pods -A | grep -i hami")),
                objects=[ref], evidence=ev, confidence=0.85, root_cause=True, key=f"{ns}/{name}",
                explains=[Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(pod))])
            return
        counts: dict[str, int] = {}
        source = None
        for e in snapshot.events_for(pod, "Pod"):
            if e.get("reason") not in ("FailedScheduling", "FilteringFailed"):
                continue
            msg = str(e.get("message") or e.get("note") or "")
            found = REASON.findall(msg)
            if found:
                source = (e, msg)
                counts = {}
                for nodes, _c, _t, reason in found:
                    # inside kube-scheduler's histogram "<nodes> <cards>/<total> <Reason>"
                    counts[reason] = counts.get(reason, 0) + (int(nodes) if nodes else 1)
        if not counts:
            return
        e, msg = source
        ev.append(Evidence(f"{e.get('reason')} event", ObjectRef("Event", _meta(e).get("name"), _meta(e).get("namespace")),
                           "/message", e.get("message")))
        top = max(counts, key=counts.get)
        mem = f"{req[MEM]} MiB" if req.get(MEM) else (f"{req[MEM_PCT]}%" if req.get(MEM_PCT) else "the requested memory")
        what, fix = EXPLAIN.get(top, (f"HAMi reports {top}", "See the HAMi scheduler's log for this pod."))
        what = what.format(mem=mem, cores=req.get(CORES, "?"), vgpu=req.get(VGPU, 1))
        ann = D(m.get("annotations"))
        for key in ("nvidia.com/use-gputype", "nvidia.com/nouse-gputype", "nvidia.com/numa-bind"):
            if key in ann:
                ev.append(Evidence(f"annotation {key}", ref, json_pointer("metadata", "annotations", key), ann[key]))
        yield self.finding(
            title=f"HAMi cannot place pod {ns}/{name} on {counts[top]} node(s): {what} ({top})",
            summary=("hami-scheduler's per-node reasons in the scheduler's message: "
                     + ", ".join(f"{k} on {v} node(s)" for k, v in sorted(counts.items(), key=lambda x: -x[1]))
                     + ". Each reason is '<cards>/<cards on the node> <why>' for the node's GPUs."),
            remediation=Remediation(fix, commands=(f"kubectl describe pod -n {ns} {name}",
                                                   "kubectl logs -n kube-system -l app.kubernetes.io/component=hami-scheduler --tail=200")),
            objects=[ref], evidence=ev, confidence=0.85, root_cause=True, key=f"{ns}/{name}",
            explains=[Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(pod))])
