"""A process outside every container (a host process: a benchmark, a debugging session, a
leftover from before the node joined the cluster) holds memory on a GPU that Kubernetes hands
out to pods. The device plugin does not know about it, so pods placed on that GPU get less
memory than they were promised."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom

from ._gpu_procs import debug_node, explained_oom, gpu_label, iter_procs, pod_name

MIN_MIB = 256   # a display server or a monitoring context uses less


class GpuHostProcess(Check):
    """Why: a process outside Kubernetes silently takes memory from GPUs the scheduler hands out."""

    id = "gpu_host_process"
    title = "GPU memory held by a host process outside Kubernetes"
    category = "zombies"
    requires = ("node_reports",)
    optional = ("pods", "logs")
    severity = Severity.WARNING
    subjects = ("gpu", "pod")
    may_explain = (Symptom.POD_CUDA_OOM,)

    def run(self, snapshot):
        victims_by_node: dict = {}
        for gp in iter_procs(snapshot):
            p = gp.proc
            if p.get("in_container") is not False or p.get("pod_uid") or p.get("state") == "Z":
                continue   # only processes /proc shows to be outside any container (zombies: other check)
            if gp.mib is not None and gp.mib < MIN_MIB:
                continue
            explains, victims = explained_oom(snapshot, gp.node, gp.gpu.get("index"), None, victims_by_node) if snapshot.has("pods") else ([], [])
            mem = f"{gp.mib:,} MiB" if gp.mib is not None else "an unknown amount of"
            yield self.finding(
                key=f"{gp.node}|{gp.gpu.get('uuid') or gp.gpu.get('index')}|{gp.pid}",
                title=f"Host process PID {gp.pid} ({p.get('name') or '?'}) holds {mem} GPU memory on {gp.node} {gpu_label(gp.gpu)}",
                summary=(f"PID {gp.pid} runs outside any container (its cgroup is {p.get('cgroup') or 'a host slice'}) "
                         f"and holds {mem} memory on {gpu_label(gp.gpu)}. Kubernetes still counts this GPU as free, "
                         "so a pod scheduled onto it gets less memory than the card has"
                         + (f"; it likely caused the CUDA OOM of {', '.join(pod_name(v.pod) for v in victims[:5])}."
                            if victims else ".")),
                objects=[ObjectRef("Node", gp.node)] + [ObjectRef.of(v.pod, "Pod") for v in victims[:5]],
                evidence=gp.evidence() + [Evidence("not in any container (from /proc/<pid>/cgroup)", gp.ref,
                                                   gp.ptr("in_container"), False)]
                + [v.evidence for v in victims[:5]],
                confidence=0.8,
                blast_radius=1 + len(victims),
                root_cause=bool(victims),
                explains=explains,
                remediation=Remediation(
                    "Find out who started it; stop it (or run it as a pod that requests the GPU), or cordon the node "
                    "while it runs so no pod is scheduled onto a GPU that is in use.",
                    commands=(debug_node(gp.node, f"ps -o pid,user,etime,args -p {gp.pid}"),
                              debug_node(gp.node, f"kill {gp.pid}"), f"kubectl cordon {gp.node}")),
            )
