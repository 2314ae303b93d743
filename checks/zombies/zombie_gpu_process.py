"""A process still holds GPU memory although the pod it belonged to is gone, finished, or has
restarted, or the process is defunct / gone from /proc. Kubernetes thinks the GPU is free and
schedules the next pod onto it, which then dies with "CUDA out of memory" (the seed's "zombie
process hogging the GPU from a crashed pod"). This finding is the root cause; the OOM pods on
that GPU are folded under it."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.pods import drain_command, phase
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom

from ._gpu_procs import GpuProc, container_named, debug_node, explained_oom, gpu_label, iter_procs, pod_name


class ZombieGpuProcess(Check):
    """Why: a GPU process outliving its pod (deleted, finished, restarted, defunct) holds memory Kubernetes thinks is free."""

    id = "zombie_gpu_process"
    title = "GPU memory held by a process whose pod is gone, finished or restarted"
    category = "zombies"
    requires = ("node_reports", "pods")
    optional = ("logs",)
    severity = Severity.CRITICAL
    subjects = ("gpu", "pod")
    may_explain = (Symptom.POD_CUDA_OOM,)

    def run(self, snapshot):
        victims_by_node: dict = {}
        gap = snapshot.gap("pods")
        unseen = gap if gap is not None and gap.partial else None
        for gp in iter_procs(snapshot):
            verdict = self._verdict(gp)
            if verdict is None:
                continue
            if unseen is not None and gp.pod is None and gp.proc.get("pod_uid") and gp.proc.get("state") != "Z":
                # the pod may run in a namespace (or a page) that was not read: not a zombie verdict (issue 11)
                yield self._unseen_pod(gp, unseen)
                continue
            why, confidence, extra, pod_ref = verdict
            if gp.mib == 0:
                continue   # listed but holding nothing: harmless
            explains, victims = explained_oom(snapshot, gp.node, gp.gpu.get("index"), gp.proc.get("pod_uid"),
                                           victims_by_node)
            mem = f"{gp.mib:,} MiB" if gp.mib is not None else "an unknown amount of"
            victim_txt = ""
            if victims:
                victim_txt = (" It is the likely cause of the CUDA out-of-memory failure of "
                              + ", ".join(pod_name(v.pod) for v in victims[:5]) + " on this node.")
            objects = [ObjectRef("Node", gp.node)] + ([pod_ref] if pod_ref else [])
            objects += [ObjectRef.of(v.pod, "Pod") for v in victims[:5]]
            yield self.finding(
                key=f"{gp.node}|{gp.gpu.get('uuid') or gp.gpu.get('index')}|{gp.pid}",
                title=(f"PID {gp.pid} {why} but still holds {mem} GPU memory on {gp.node} "
                       f"{gpu_label(gp.gpu)}"),
                summary=(f"NVML lists PID {gp.pid} ({gp.proc.get('name') or 'name unknown'}) on {gpu_label(gp.gpu)} "
                         f"of node {gp.node}. {why[0].upper() + why[1:]}, so Kubernetes counts this GPU as free "
                         f"while {mem} of its memory is taken; the next pod placed on it can fail with "
                         f"CUDA out of memory.{victim_txt}"),
                objects=objects,
                evidence=gp.evidence() + extra + [v.evidence for v in victims[:5]],
                confidence=confidence,
                blast_radius=1 + len(victims),
                root_cause=True,
                explains=explains,
                remediation=self._fix(gp),
            )

    def _unseen_pod(self, gp: GpuProc, gap):
        uid = gp.proc.get("pod_uid")
        mem = f"{gp.mib:,} MiB" if gp.mib is not None else "an unknown amount of"
        return self.finding(
            severity=Severity.INFO, confidence=0.4, key=f"{gp.node}|{gp.gpu.get('uuid') or gp.gpu.get('index')}|{gp.pid}",
            title=(f"Cannot tell whether PID {gp.pid} on {gp.node} {gpu_label(gp.gpu)} ({mem} GPU memory) is a "
                   f"leftover: its pod UID {uid} is not in the snapshot, whose pods are partial ({gap.kind})"),
            summary=(f"NVML lists PID {gp.pid} ({gp.proc.get('name') or 'name unknown'}) in the cgroup of pod UID {uid}. "
                     f"That pod may be running in a namespace that was not read ({gap.detail()}), so this is no "
                     "verdict that its pod is gone."),
            objects=[ObjectRef("Node", gp.node)],
            evidence=gp.evidence() + [Evidence("pod UID from /proc/<pid>/cgroup", gp.ref, gp.ptr("pod_uid"), uid)],
            remediation=Remediation("Find the pod by its UID in every namespace; only if none has it is the process "
                                    "a leftover.",
                                    commands=(f"kubectl get pods -A -o custom-columns=NS:.metadata.namespace,"
                                              f"NAME:.metadata.name,UID:.metadata.uid | grep {uid}",)))

    def _verdict(self, gp: GpuProc):
        """(why, confidence, extra evidence, pod ref) or None when the process is legitimate."""
        p = gp.proc
        uid = p.get("pod_uid")
        state = p.get("state")
        extra: list[Evidence] = []
        if uid:
            extra.append(Evidence("pod UID from /proc/<pid>/cgroup", gp.ref, gp.ptr("pod_uid"), uid))
        if state == "D":
            extra.append(Evidence("process state from /proc/<pid>/status (uninterruptible, inside the driver)",
                                  gp.ref, gp.ptr("state"), "D"))
        if state == "Z":
            extra.append(Evidence("process state from /proc/<pid>/status", gp.ref, gp.ptr("state"), "Z"))
            pod_ref = ObjectRef.of(gp.pod, "Pod") if gp.pod else None
            return "is defunct (zombie, state Z)", 0.9, extra, pod_ref
        if uid and gp.pod is None:
            return (f"belongs to pod UID {uid}, which no longer exists", 0.9, extra, None)
        if gp.pod is not None:
            ref = ObjectRef.of(gp.pod, "Pod")
            ph = phase(gp.pod)
            if ph in ("Succeeded", "Failed"):
                extra.append(Evidence("the pod has finished", ref, "/status/phase", ph))
                return f"belongs to {ph} pod {pod_name(gp.pod)}", 0.9, extra, ref
            name, which = container_named(gp.pod, p.get("container_id"))
            if which == "previous":
                extra.append(Evidence("container id of the process", gp.ref, gp.ptr("container_id"), p.get("container_id")))
                return (f"belongs to the previous (crashed) instance of container {name} of {pod_name(gp.pod)}",
                        0.85, extra, ref)
            return None
        if p.get("visible") is False and gp.report.get("pid_namespace") == "host":
            extra.append(Evidence("PID not found under /proc although the agent sees host PIDs",
                                  gp.ref, gp.ptr("visible"), False))
            return "no longer exists on the host", 0.7, extra, None
        return None

    def _fix(self, gp: GpuProc) -> Remediation:
        pid, node, idx = gp.pid, gp.node, gp.gpu.get("index")
        confirm = debug_node(node, f"ps -o pid,ppid,stat,etime,args -p {pid}; cat /proc/{pid}/cgroup")
        state = gp.proc.get("state")
        if state == "Z":
            ppid = gp.proc.get("ppid")
            parent = f"its parent PID {ppid}" if ppid else "its parent (PPid in /proc/<pid>/status)"
            return Remediation(
                f"A zombie cannot be killed itself: confirm it, then stop {parent} so it is reaped. If the memory "
                "is still held afterwards the driver context is stuck: drain the node and reset the GPU or reboot.",
                commands=(confirm, debug_node(node, f"kill -9 {ppid or '<PPID>'}"),
                          drain_command(node),
                          debug_node(node, f"nvidia-smi --gpu-reset -i {idx}")))
        if state == "D":
            return Remediation(
                f"PID {pid} is stuck in uninterruptible sleep (state D) inside the NVIDIA driver: kill -9 has no effect "
                "until it leaves the driver. Confirm it, try the kill once; if it stays in D, drain the node and reset "
                "the GPU (or reboot the node), then uncordon.",
                commands=(confirm, debug_node(node, f"kill -9 {pid}"),
                          drain_command(node),
                          debug_node(node, f"nvidia-smi --gpu-reset -i {idx}"), f"kubectl uncordon {node}"))
        if gp.proc.get("visible") is False:
            return Remediation(
                "The process is gone but the driver still accounts memory to it: drain the node, then reset the "
                "GPU (or reboot the node) and uncordon it.",
                commands=(drain_command(node),
                          debug_node(node, f"nvidia-smi --gpu-reset -i {idx}"), f"kubectl uncordon {node}"))
        return Remediation(
            f"Confirm on the node that PID {pid} is the leftover (its cgroup names the old pod/container), then kill "
            f"it; only if it is stuck in state D (inside the driver) drain the node and reset the GPU instead.",
            commands=(confirm, debug_node(node, f"kill -9 {pid}")))
