"""A GPU node that is NotReady, Unknown, cordoned or under pressure takes its GPUs out of
the cluster; every GPU pod bound to it is stuck or at risk."""
from __future__ import annotations

from doctor.check import Check
from doctor.facts import node_facts
from doctor.kube.gpu import gpu_resources, is_gpu_node
from doctor.kube.pods import condition, is_terminated
from doctor.kube.timeutil import human_age
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer

PRESSURE = ("MemoryPressure", "DiskPressure", "PIDPressure", "NetworkUnavailable")


class GpuNodeNotReady(Check):
    """Why it exists: a node that stops reporting Ready silently removes 8 GPUs from the
    pool, and the pods on it hang in Terminating or Unknown."""

    id = "gpu_node_not_ready"
    title = "GPU node is NotReady, cordoned or under pressure"
    category = "nodes"
    requires = ("nodes",)
    optional = ("pods",)
    severity = Severity.CRITICAL
    subjects = ("node",)
    states = (Symptom.NODE_CORDONED,)

    def run(self, snapshot):
        for node in snapshot.nodes:
            if not is_gpu_node(node):
                continue
            name = (node.get("metadata") or {}).get("name", "?")
            ref = ObjectRef("Node", name)
            ready = condition(node, "Ready")
            conds = (node.get("status") or {}).get("conditions") or []
            if ready is not None and ready.get("status") == "True" and not (node.get("spec") or {}).get(
                    "unschedulable") and not any(isinstance(c, dict) and c.get("type") in PRESSURE
                                                 and c.get("status") == "True" for c in conds):
                continue   # Ready, schedulable, no pressure: nothing below reports it (skip its facts and pods)
            facts = node_facts(snapshot, node)   # the numbers every output states for this node
            gpus = facts.has
            pods = [p for p in snapshot.pods_on_node(name) if not is_terminated(p)]
            idx = next((i for i, c in enumerate(conds) if c is ready), None)
            if ready is None or ready.get("status") != "True":
                status = "missing" if ready is None else ready.get("status")
                since = human_age(snapshot.age_seconds((ready or {}).get("lastTransitionTime")))
                ev = [Evidence("Ready condition", ref, json_pointer("status", "conditions", idx, "status") if idx is not None else "/status/conditions",
                               status)]
                if ready and ready.get("message"):
                    ev.append(Evidence("kubelet's message", ref, json_pointer("status", "conditions", idx, "message"), ready.get("message")))
                yield self.finding(
                    title=f"GPU node {name} is not Ready ({status} for {since}): its {gpus} GPU(s) are unusable",
                    summary=(f"The node's Ready condition is {status} ({(ready or {}).get('reason') or 'no reason given'}). "
                             f"The scheduler will not place pods there and {len(pods)} pod(s) bound to it are stuck "
                             f"or will be evicted."),
                    objects=[ref], evidence=ev, blast_radius=max(gpus, 1), confidence=0.95,
                    root_cause=True,
                    remediation=Remediation(
                        "Find out why the kubelet stopped reporting: check the node's kubelet and container runtime, "
                        "then uncordon or replace the node.",
                        commands=(f"kubectl describe node {name}",
                                  f"kubectl debug node/{name} -it --image=busybox -- chroot /host journalctl -u kubelet --since -1h"
                                  # the debug pod is started by this node's kubelet: with status Unknown it is
                                  # likely not running, and the pod never starts
                                  + ("   # needs a working kubelet on the node; if it hangs in Pending, read the "
                                     "kubelet log over SSH or the cloud provider's serial console instead"
                                     if status == "Unknown" else ""))))
                continue
            spec = node.get("spec") or {}
            if spec.get("unschedulable"):
                cap, alloc = gpu_resources(node, "capacity"), gpu_resources(node, "allocatable")
                # a GPU the device plugin marked unhealthy (allocatable < capacity) is a reason to stay cordoned
                short = sorted(k for k, v in cap.items() if alloc.get(k, 0) < v)
                caveat = (f" But {short[0]} allocatable is {alloc.get(short[0], 0)} < capacity {cap[short[0]]}: a GPU "
                          "is unhealthy, so uncordon only once it is reset or replaced." if short else "")
                idle = sum(x.gpus for x in facts.lost if x.kind == "cordoned")
                yield self.finding(
                    severity=Severity.WARNING,
                    title=f"GPU node {name} is cordoned: {idle} idle GPU(s) are out of the schedulable pool"
                          + (f" ({facts.in_use} more held by the {facts.gpu_pods} GPU pod(s) still running there)"
                             if facts.in_use else ""),
                    summary=("spec.unschedulable is true (kubectl cordon / drain), so new GPU pods cannot land "
                             f"there; {len(pods)} pod(s) already on it keep running."),
                    objects=[ref], blast_radius=max(idle, 1), confidence=0.9,
                    states=[Fact(Symptom.NODE_CORDONED, Subject.node(name))],
                    evidence=[Evidence("node is cordoned", ref, "/spec/unschedulable", True)],
                    remediation=Remediation("If the maintenance is over, uncordon the node." + caveat,
                                            commands=(f"kubectl uncordon {name}"
                                                      + ("   # only once allocatable equals capacity again" if short else ""),)))
            for i, cond in enumerate(conds):
                if isinstance(cond, dict) and cond.get("type") in PRESSURE and cond.get("status") == "True":
                    yield self.finding(
                        severity=Severity.WARNING, key=f"{name}|{cond.get('type')}",
                        title=f"GPU node {name} reports {cond.get('type')}",
                        summary=(f"{cond.get('type')} is True ({cond.get('message') or cond.get('reason') or 'no message'}); "
                                 "the kubelet taints the node and may evict pods from it."),
                        objects=[ref], blast_radius=max(gpus, 1), confidence=0.85,
                        evidence=[Evidence(f"{cond.get('type')} condition", ref,
                                           json_pointer("status", "conditions", i, "status"), "True")],
                        remediation=Remediation("Free the resource under pressure on the node (disk: image and log "
                                                "cleanup; memory: pods without limits).",
                                                commands=(f"kubectl describe node {name}",)))
