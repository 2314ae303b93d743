"""Several pods' processes run on one physical GPU although the node does not advertise GPU
sharing (no time-slicing/MPS replicas, no MIG), or a pod uses a GPU it never requested (it
bypassed the device plugin, e.g. with NVIDIA_VISIBLE_DEVICES=all). Their models compete for one
card's memory and compute, and the scheduler's GPU accounting is wrong."""
from __future__ import annotations

from doctor.check import Check
from doctor.dra.gpus import claim_gpus
from doctor.kube.gpu import is_gpu_resource, labels, pod_gpu_request
from doctor.kube.pods import is_terminated
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer

from doctor.kube.guards import D as _dict, L as _list

from ._gpu_procs import REPORT_KIND, gpu_label, iter_gpus, pod_by_uid, pod_name

SHARING_LABELS = ("nvidia.com/gpu.sharing-strategy", "nvidia.com/gpu.replicas")


def _sharing_configured(node: dict | None) -> bool:
    lab = labels(node or {})
    if lab.get("nvidia.com/gpu.sharing-strategy") in ("time-slicing", "mps"):
        return True
    try:
        return int(lab.get("nvidia.com/gpu.replicas") or 1) > 1
    except ValueError:
        return False


def _visible_devices_env(pod: dict) -> tuple[str, object] | None:
    for ci, c in enumerate((pod.get("spec") or {}).get("containers") or []):
        for ei, env in enumerate(c.get("env") or []):
            if isinstance(env, dict) and env.get("name") == "NVIDIA_VISIBLE_DEVICES":
                return json_pointer("spec", "containers", ci, "env", ei, "value"), env.get("value")
    return None


class GpuSharedByPods(Check):
    """Why: pods sharing a GPU without configured sharing (or bypassing the device plugin) break GPU accounting."""

    id = "gpu_shared_by_pods"
    title = "Several pods, or a pod that requested no GPU, use the same physical GPU"
    category = "zombies"
    requires = ("node_reports", "pods")
    optional = ("nodes",)
    severity = Severity.WARNING
    subjects = ("gpu", "pod")

    def run(self, snapshot):
        for node, report, gi, gpu in iter_gpus(snapshot):
            if _dict(gpu.get("mig")).get("current"):
                continue
            ref = ObjectRef(REPORT_KIND, node)
            pods: dict[str, tuple[dict, int]] = {}
            for pi, proc in enumerate(_list(gpu.get("processes"))):
                pod = pod_by_uid(snapshot, proc.get("pod_uid")) if isinstance(proc, dict) else None
                if pod is not None and not is_terminated(pod):
                    pods.setdefault(proc["pod_uid"], (pod, pi))
            for uid, (pod, pi) in pods.items():
                if any(is_gpu_resource(k) and v for k, v in pod_gpu_request(pod).items()) \
                        or claim_gpus(snapshot).pod(pod):   # its GPU came through a DRA ResourceClaim
                    continue
                pref = ObjectRef.of(pod, "Pod")
                ev = [Evidence(f"process of the pod on {gpu_label(gpu)}", ref,
                               json_pointer("gpus", gi, "processes", pi, "pid"), gpu["processes"][pi].get("pid")),
                      Evidence("the pod requests no GPU resource", pref, "/spec/containers", None)]
                env = _visible_devices_env(pod)
                if env:
                    ev.append(Evidence("NVIDIA_VISIBLE_DEVICES set by hand", pref, env[0], env[1]))
                yield self.finding(
                    key=f"unrequested|{node}|{gpu.get('uuid') or gpu.get('index')}|{uid}",
                    title=f"{pod_name(pod)} uses {node} {gpu_label(gpu)} without requesting a GPU",
                    summary=("The pod requests no nvidia.com/gpu, yet its process runs on this GPU"
                             + (f" (NVIDIA_VISIBLE_DEVICES={env[1]})" if env else "")
                             + ". It bypasses the device plugin: the scheduler hands the same GPU to another pod, "
                               "and both compete for its memory."),
                    objects=[pref, ObjectRef("Node", node)], evidence=ev, confidence=0.85, blast_radius=1,
                    remediation=Remediation(
                        "Request the GPU through the device plugin and remove the hand-set NVIDIA_VISIBLE_DEVICES.",
                        patch="spec:\n  containers:\n  - name: <container>\n    resources:\n      limits:\n"
                              "        nvidia.com/gpu: 1\n    # and delete env NVIDIA_VISIBLE_DEVICES\n"))
            if len(pods) < 2 or _sharing_configured(snapshot.node(node)):
                continue
            names = [pod_name(p) for p, _ in pods.values()]
            yield self.finding(
                key=f"shared|{node}|{gpu.get('uuid') or gpu.get('index')}",
                title=f"{len(pods)} pods share {node} {gpu_label(gpu)} without GPU sharing configured",
                summary=(f"Processes of {', '.join(names[:5])} run on the same GPU, but the node advertises no "
                         "time-slicing/MPS replicas and MIG is off. Each model was promised the whole card; together "
                         "they can run out of memory and slow each other down."),
                objects=[ObjectRef.of(p, "Pod") for p, _ in pods.values()][:5] + [ObjectRef("Node", node)],
                evidence=[Evidence(f"process of {pod_name(p)}", ref, json_pointer("gpus", gi, "processes", pi, "pod_uid"),
                                   gpu["processes"][pi].get("pod_uid")) for p, pi in pods.values()][:5],
                confidence=0.8,
                blast_radius=len(pods),
                remediation=Remediation(
                    "Give each pod its own GPU through the device plugin, or configure sharing explicitly "
                    "(time-slicing / MPS replicas, or MIG) so the scheduler accounts for it.",
                    commands=(f"kubectl get node {node} -o jsonpath='{{.metadata.labels}}'",)),
            )
