"""What a GPU fault on a node shows afterwards, as Facts of the findings graph: the node
advertises fewer GPUs, a health agent marks it unhealthy, it is cordoned, pods failed admission
there, and the GPU pods on it print CUDA-init / no-device errors. A cause lists these in
`explains`; the checks that report the symptoms state the same Facts (no check knows another
check's id or key format). Also the lines the pods printed, for the cause's evidence."""
from __future__ import annotations

from ..kube.gpu import gpu_resources, pod_gpu_request
from ..kube.pods import container_statuses, top_owner
from ..model import Fact, Subject, Symptom
from ..signatures import scan_text
from .signals import node_signals

# what a pod prints when the GPU under it fails (doctor/signatures/gpu.py categories)
HARDWARE_POD_CATS = {"cuda_init_failed", "no_device_visible"}
IMPACT_CATS = HARDWARE_POD_CATS | {"ecc_error", "xid_error"}


def gpus_missing(node: str, nobj: dict | None) -> list[Fact]:
    """The node advertises fewer GPUs than it has (allocatable < capacity, or none at all)."""
    if nobj is None:
        return []
    cap, alloc = gpu_resources(nobj, "capacity"), gpu_resources(nobj, "allocatable")
    if any(alloc.get(k, 0) < v for k, v in cap.items()) or not any(alloc.values()):
        return [Fact(Symptom.NODE_GPUS_MISSING, Subject.node(node))]
    return []


def admission_failed(snapshot, node: str) -> list[Fact]:
    """Pods on the node failed with UnexpectedAdmissionError (the kubelet had no device to give)."""
    if any((p.get("status") or {}).get("reason") == "UnexpectedAdmissionError" for p in snapshot.pods_on_node(node)):
        return [Fact(Symptom.GPU_ADMISSION_FAILED, Subject.node(node))]
    return []


def node_conditions(node: dict) -> list[Fact]:
    """A health agent's unhealthy signal on the node, and its cordon."""
    name = (node.get("metadata") or {}).get("name") or "?"
    out = []
    if any(s.unhealthy for s in node_signals(node)):
        out.append(Fact(Symptom.NODE_GPU_HEALTH_SIGNAL, Subject.node(name)))
    if (node.get("spec") or {}).get("unschedulable"):
        out.append(Fact(Symptom.NODE_CORDONED, Subject.node(name)))
    return out


def gpu_error_subject(snapshot, pod: dict, category: str, node_wide: bool) -> Subject:
    """Whom a GPU-stack error of a pod is about: the node for node-wide categories, else the
    pod's top owner (gpu_stack_error_in_pod groups the same way)."""
    if node_wide:
        return Subject.node((pod.get("spec") or {}).get("nodeName") or "?")
    kind, ns, name = top_owner(snapshot, pod)
    return Subject("pod", name, ns or "default") if kind == "Pod" else Subject.owner(kind, ns, name)


def pod_error_lines(snapshot, pod: dict):
    """(where, line) of the first GPU-fault line a pod printed: termination messages first, then logs
    (doctor/signatures categories ecc_error, xid_error, cuda_init_failed, no_device_visible)."""
    meta = pod.get("metadata") or {}
    for init in (False, True):
        for cs in container_statuses(pod, init=init):
            for st in ("state", "lastState"):
                msg = ((cs.get(st) or {}).get("terminated") or {}).get("message")
                if msg:
                    for m in scan_text(msg, limit_per_category=1):
                        if m.signature.category in IMPACT_CATS:
                            return f"container {cs.get('name')} {st}.terminated.message", m.line.strip()[:300]
    for container, text in snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or ""):
        for m in scan_text(text or "", limit_per_category=1):
            if m.signature.category in IMPACT_CATS:
                return f"log of container {container or '(all)'}", m.line.strip()[:300]
    return None


def pod_errors(snapshot, pods: list[dict], categories=HARDWARE_POD_CATS) -> list[Fact]:
    """GPU pods whose termination message or log shows one of `categories` (default: CUDA init
    failed / no visible GPU): Fact(gpu_error(category), the pod's owner)."""
    out: list[Fact] = []
    for pod in pods:
        if not any(pod_gpu_request(pod).values()):
            continue
        texts = []
        for init in (False, True):
            for cs in container_statuses(pod, init=init):
                for st in ("state", "lastState"):
                    msg = ((cs.get(st) or {}).get("terminated") or {}).get("message")
                    if msg:
                        texts.append(msg)
        meta = pod.get("metadata") or {}
        texts.extend(t for _, t in snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or ""))
        cats = {m.signature.category for t in texts if t for m in scan_text(t, limit_per_category=1)}
        for cat in sorted(cats & set(categories)):
            fact = Fact(Symptom.gpu_error(cat), gpu_error_subject(snapshot, pod, cat, node_wide=False))
            if fact not in out:
                out.append(fact)
    return out
