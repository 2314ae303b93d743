"""A running pod holds a whole GPU that is almost idle (the seed's "inference pod sitting on an
entire A100 at 5% utilization" while a training job cannot start). Kubernetes hands out whole
GPUs; an idle one is capacity nobody else can use."""
from __future__ import annotations

from doctor.check import Check
from doctor.dra.gpus import claim_gpus
from doctor.kube.gpu import GPU, container_gpu_request, pod_gpu_request
from doctor.kube.pods import condition, phase
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer

from doctor.kube.guards import D as _dict, L as _list

from ._gpu_procs import REPORT_KIND, gpu_label, iter_gpus, pod_by_uid, pod_name

IDLE_PERCENT = 5

TIME_SLICING = """\
# Let several small inference pods share each GPU (NVIDIA device plugin / GPU Operator time-slicing).
apiVersion: v1
kind: ConfigMap
metadata:
  name: time-slicing-config
  namespace: gpu-operator
data:
  any: |-
    version: v1
    sharing:
      timeSlicing:
        resources:
        - name: nvidia.com/gpu
          replicas: 4
"""


MEMORY_FULL = 0.5   # a GPU whose memory is at least half taken has no room for a second workload


class IdleGpuAllocation(Check):
    """Why: a whole GPU reserved by a nearly idle pod is capacity others wait for."""

    id = "idle_gpu_allocation"
    title = "A pod holds a GPU that is almost idle"
    category = "zombies"
    requires = ("node_reports", "pods")
    severity = Severity.INFO
    subjects = ("gpu", "pod")

    def run(self, snapshot):
        waiting = [p for p in snapshot.pods if phase(p) == "Pending"
                   and not (p.get("spec") or {}).get("nodeName")
                   and (pod_gpu_request(p).get(GPU) or claim_gpus(snapshot).pod(p))]   # GPUs through DRA claims too
        idle: dict[tuple[str, str], list] = {}   # (node, pod uid) -> [(gpu index in report, gpu, util)]
        pods: dict[str, dict] = {}
        for node, report, gi, gpu in iter_gpus(snapshot):
            util = _dict(gpu.get("utilization")).get("gpu_percent")
            if not isinstance(util, (int, float)) or util > IDLE_PERCENT or _dict(gpu.get("mig")).get("current"):
                continue
            procs = [p for p in _list(gpu.get("processes")) if isinstance(p, dict)]
            uids = {p.get("pod_uid") if isinstance(p.get("pod_uid"), str) else None for p in procs}
            if len(uids) != 1 or None in uids:
                continue   # nobody, several holders (gpu_shared_by_pods) or a non-pod holder (other checks)
            uid = procs[0]["pod_uid"]
            pod = pod_by_uid(snapshot, uid)
            ready = condition(pod, "Ready") if pod else None
            if pod is None or phase(pod) != "Running" \
                    or not (pod_gpu_request(pod).get(GPU) or claim_gpus(snapshot).pod(pod)) \
                    or not ready or ready.get("status") != "True":
                continue   # a crash-looping or starting pod is not "sitting on" the GPU
            pods[uid] = pod
            idle.setdefault((node, uid), []).append((gi, gpu, util))
        for (node, uid), gpus in idle.items():
            yield self._finding(snapshot, node, pods[uid], gpus, waiting)

    def _finding(self, snapshot, node, pod, gpus, waiting):
        """One finding per pod: every GPU of it that sat idle when sampled."""
        ref = ObjectRef(REPORT_KIND, node)
        pref = ObjectRef.of(pod, "Pod")
        ev = []
        for gi, gpu, util in gpus:
            ev.append(Evidence(f"{gpu_label(gpu)}: utilization when sampled (%)", ref,
                               json_pointer("gpus", gi, "utilization", "gpu_percent"), util))
            ev.append(Evidence(f"{gpu_label(gpu)}: a process of the pod", ref,
                               json_pointer("gpus", gi, "processes", 0, "pid"), gpu["processes"][0].get("pid")))
        for ci, c in enumerate((pod.get("spec") or {}).get("containers") or []):
            if container_gpu_request(c).get(GPU):
                section = "limits" if GPU in ((c.get("resources") or {}).get("limits") or {}) else "requests"
                ev.append(Evidence(f"container {c.get('name')} requests whole GPUs", pref,
                                   json_pointer("spec", "containers", ci, "resources", section, GPU),
                                   ((c.get("resources") or {}).get(section) or {}).get(GPU)))
        blocked = ""
        if waiting:
            blocked = f" Meanwhile {len(waiting)} pod(s) wait for a GPU (e.g. {pod_name(waiting[0])})."
            ev.append(Evidence("pending pod that requests a GPU", ObjectRef.of(waiting[0], "Pod"), "/status/phase", "Pending"))
        short = ", ".join(f"GPU {gpu.get('index')} at {util}%" for _, gpu, util in gpus)
        mem = "; ".join(f"GPU {gpu.get('index')}: {gpu.get('memory_used_mib', '?')} of {gpu.get('memory_total_mib', '?')} MiB"
                        for _, gpu, _ in gpus)
        many = len(gpus) > 1
        return self.finding(
            severity=Severity.WARNING if waiting else Severity.INFO,
            key=f"{node}|{(pod.get('metadata') or {}).get('uid')}",
            title=(f"{pod_name(pod)} holds {len(gpus)} nearly idle GPUs on {node}: {short}" if many else
                   f"{pod_name(pod)} holds {node} {gpu_label(gpus[0][1])} at {gpus[0][2]}% utilization"),
            summary=(f"The pod is the only user of {'these GPUs' if many else 'this GPU'}, "
                     f"{IDLE_PERCENT}% busy or less when sampled (memory {mem}). "
                     f"{'Whole GPUs are' if many else 'A whole GPU is'} reserved for it.{blocked} One sample can "
                     "miss bursts: confirm over time (DCGM exporter, nvidia-smi dmon) before resizing."),
            objects=[pref, ObjectRef("Node", node)],
            evidence=ev,
            confidence=0.6,
            blast_radius=len(gpus),
            remediation=_remediation(snapshot, pod, gpus, mem),
        )


def _remediation(snapshot, pod, gpus, mem: str) -> Remediation:
    """Sharing (time-slicing, MPS) only helps when the GPU's memory has room for another workload:
    time-slicing isolates no memory, and a server that reserves most of it up front (vLLM's
    --gpu-memory-utilization) leaves none. Then the fix is fewer replicas or a smaller GPU."""
    inspect = (f"kubectl get pod -n {(pod.get('metadata') or {}).get('namespace')} "
               f"{(pod.get('metadata') or {}).get('name')} -o jsonpath='{{.spec.containers[*].resources}}'",)

    def share(gpu) -> float:
        used, total = gpu.get("memory_used_mib"), gpu.get("memory_total_mib")
        ok = isinstance(used, (int, float)) and isinstance(total, (int, float)) and total > 0
        return used / total if ok else 0.0

    if gpus and all(share(gpu) >= MEMORY_FULL for _, gpu, _ in gpus):
        return Remediation(
            f"The pod also holds most of the GPU memory ({mem}): nothing else would fit beside it, and "
            "time-slicing or MPS would only overcommit that memory. Scale the workload down (fewer replicas, "
            "or autoscale on its request queue), lower the memory it reserves up front (vLLM "
            "--gpu-memory-utilization) and move it to a smaller GPU or a MIG slice of that size.",
            commands=inspect)
    return Remediation(
        "Share the GPU between small workloads (time-slicing or MPS, or MIG on A100/H100), scale the "
        "workload down, or move it to a smaller GPU.",
        commands=inspect + _time_slicing_command(snapshot), patch=TIME_SLICING)


def _time_slicing_command(snapshot) -> tuple[str, ...]:
    """The ClusterPolicy patch that turns the ConfigMap below on, only where a GPU Operator
    ClusterPolicy is recorded (a GKE/EKS-managed device plugin has none), named as it is, and
    with what it does: every GPU node without its own config label is time-sliced."""
    policies = snapshot.items("clusterpolicies.nvidia.com") if snapshot.has("clusterpolicies.nvidia.com") else []
    name = next((str((p.get("metadata") or {}).get("name")) for p in policies
                 if isinstance(p, dict) and (p.get("metadata") or {}).get("name")), None)
    if name is None:
        return ()
    return ("kubectl apply -f time-slicing-config.yaml   # the ConfigMap below, first",
            f"kubectl patch clusterpolicies.nvidia.com/{name} --type merge -p "
            "'{\"spec\":{\"devicePlugin\":{\"config\":{\"name\":\"time-slicing-config\",\"default\":\"any\"}}}}'"
            "   # cluster-wide: time-slices every GPU node that has no nvidia.com/device-plugin.config label")
