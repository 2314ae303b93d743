"""A pod on a node with a GPU report died with "CUDA out of memory": say who else holds memory
on that node's GPUs. Usually a symptom; a memory holder (zombie, host process) that explains it
folds this finding under itself."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom

from doctor.kube.guards import L as _list

from ._gpu_procs import REPORT_KIND, debug_node, gpu_label, iter_gpus_of, oom_fact, oom_victims, pod_name


class CudaOomPod(Check):
    """Why: a CUDA OOM on a node with a GPU report can be blamed on whoever else holds that GPU's memory."""

    id = "cuda_oom_pod"
    title = "Pod ran out of GPU memory on a node whose GPUs are shared with other processes"
    category = "zombies"
    requires = ("node_reports", "pods")
    optional = ("logs",)
    severity = Severity.WARNING
    subjects = ("pod", "gpu")
    states = (Symptom.POD_CUDA_OOM,)

    def run(self, snapshot):
        for node in sorted(snapshot.node_reports):
            report = snapshot.node_reports[node]
            if not isinstance(report, dict):
                continue
            for v in oom_victims(snapshot, node):
                uid = (v.pod.get("metadata") or {}).get("uid")
                others = []
                ref = ObjectRef(REPORT_KIND, node)
                for _, _, gi, gpu in iter_gpus_of(report):
                    if v.gpu_indexes and gpu.get("index") not in v.gpu_indexes:
                        continue
                    for pi, p in enumerate(_list(gpu.get("processes"))):
                        mib = p.get("used_memory_mib") if isinstance(p, dict) else None
                        if isinstance(mib, int) and mib > 0 and p.get("pod_uid") != uid and isinstance(p.get("pid"), int):
                            others.append((gi, gpu, pi, p))
                where = (", ".join(f"GPU {i}" for i in sorted(v.gpu_indexes, key=str))
                         if v.gpu_indexes else "a GPU of this node (its process has exited)")
                holders = "; ".join(f"PID {p['pid']} holds {p['used_memory_mib']:,} MiB on {gpu_label(g)}"
                                    for _, g, _, p in others[:5])
                yield self.finding(
                    key=f"oom|{pod_name(v.pod)}", states=[oom_fact(v.pod)],
                    title=f"Pod {pod_name(v.pod)} ran out of GPU memory on {node}",
                    summary=(f"Container {v.container or '?'} reported: {v.line[:200]}. It ran on {where} of {node}. "
                             + (f"Other processes hold memory there: {holders}." if others else
                                "No other process holds memory on its GPU now; the model or batch is likely too big.")),
                    objects=[ObjectRef.of(v.pod, "Pod"), ObjectRef("Node", node)],
                    evidence=[v.evidence] + [
                        Evidence(f"another process on {gpu_label(g)} holds memory (MiB)", ref,
                                 f"/gpus/{gi}/processes/{pi}/used_memory_mib", p.get("used_memory_mib"))
                        for gi, g, pi, p in others[:5]],
                    confidence=0.9,
                    blast_radius=1,
                    remediation=Remediation(
                        "If another process holds the memory, free it first (see the finding that explains this one); "
                        "otherwise lower batch size / sequence length, use lower precision, or set "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True against fragmentation.",
                        commands=(debug_node(node, "nvidia-smi"),
                                  f"kubectl logs -n {(v.pod.get('metadata') or {}).get('namespace')} "
                                  f"{(v.pod.get('metadata') or {}).get('name')} --previous")),
                )
