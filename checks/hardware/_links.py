"""Fingerprints of the symptom findings a hardware fault explains (no Check classes here).
Each key formula is the one the symptom's check uses: gpu_allocatable_below_capacity keys by
node, gpu_stack_error_in_pod by "<category>|<owner>", gpu_health_condition by signal key."""
from __future__ import annotations

from doctor.gpu.signals import node_signals
from doctor.kube.gpu import pod_gpu_request
from doctor.kube.pods import container_statuses
from doctor.model import Finding, ObjectRef, Remediation, Severity
from doctor.signatures import scan_text

POD_ERROR_CHECK = "gpu_stack_error_in_pod"
CONDITION_CHECK = "gpu_health_condition"
# what a pod prints when the GPU under it fails (doctor/signatures/gpu.py categories)
HARDWARE_POD_CATS = {"cuda_init_failed", "no_device_visible"}


def fingerprint(check: str, key: str) -> str:
    return Finding(check=check, severity=Severity.INFO, title="", summary="",
                   remediation=Remediation(""), key=key).fingerprint


def admission_fingerprints(snapshot, node: str) -> list[str]:
    """gpu_runtime_wiring's UnexpectedAdmissionError finding for the node (pods the kubelet could not give a GPU)."""
    if any((p.get("status") or {}).get("reason") == "UnexpectedAdmissionError" for p in snapshot.pods_on_node(node)):
        return [fingerprint("gpu_runtime_wiring", f"admission|{node}")]
    return []


def condition_fingerprints(node: dict) -> list[str]:
    """gpu_health_condition (keyed by node name) and, when the node is cordoned, gpu_node_not_ready's
    cordon finding (no key: its fingerprint subject is "Node/<name>")."""
    name = (node.get("metadata") or {}).get("name") or "?"
    fps = []
    if any(s.unhealthy for s in node_signals(node)):
        fps.append(fingerprint(CONDITION_CHECK, name))
    if (node.get("spec") or {}).get("unschedulable"):
        fps.append(fingerprint("gpu_node_not_ready", f"Node/{name}"))
    return fps


def _owner(snapshot, pod: dict) -> str:
    chain = snapshot.owner_chain(pod)
    if chain:
        return str(ObjectRef.of(chain[-1]))
    refs = (pod.get("metadata") or {}).get("ownerReferences") or []
    if refs:
        return f"{refs[0].get('kind')}/{(pod.get('metadata') or {}).get('namespace')}/{refs[0].get('name')}"
    return str(ObjectRef.of(pod, "Pod"))


IMPACT_CATS = HARDWARE_POD_CATS | {"ecc_error", "xid_error"}


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


def pod_error_fingerprints(snapshot, pods: list[dict]) -> list[str]:
    """gpu_stack_error_in_pod findings for GPU pods (on the faulty node) whose termination message
    or log shows a CUDA init failure or no visible GPU."""
    fps: list[str] = []
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
        for cat in sorted(cats & HARDWARE_POD_CATS):
            fps.append(fingerprint(POD_ERROR_CHECK, f"{cat}|{_owner(snapshot, pod)}"))
    return fps
