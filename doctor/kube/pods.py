"""Pod state helpers shared by checks."""
from __future__ import annotations


def phase(pod: dict) -> str:
    status = pod.get("status")
    value = status.get("phase") if isinstance(status, dict) else None
    return value if isinstance(value, str) and value else "Unknown"


def is_terminated(pod: dict) -> bool:
    """Succeeded/Failed pods no longer hold node resources (the scheduler skips them)."""
    return phase(pod) in ("Succeeded", "Failed")


def condition(obj: dict, kind: str) -> dict | None:
    status = obj.get("status")
    conditions = status.get("conditions") if isinstance(status, dict) else None
    for cond in conditions if isinstance(conditions, list) else ():
        if isinstance(cond, dict) and cond.get("type") == kind:
            return cond
    return None


def container_statuses(pod: dict, init: bool = False) -> list[dict]:
    status = pod.get("status")
    found = status.get("initContainerStatuses" if init else "containerStatuses") if isinstance(status, dict) else None
    return [s for s in found if isinstance(s, dict)] if isinstance(found, list) else []


def waiting_reason(cs: dict) -> str | None:
    return ((cs.get("state") or {}).get("waiting") or {}).get("reason")


def top_owner(snapshot, pod: dict) -> tuple[str, str | None, str]:
    """(kind, namespace, name) of the object that owns the pod in the end (a Deployment, not its
    ReplicaSet): the snapshot's owner chain, else the pod's first ownerReference, else the pod."""
    meta = pod.get("metadata") if isinstance(pod.get("metadata"), dict) else {}
    chain = snapshot.owner_chain(pod)
    if chain:
        top = chain[-1]
        tmeta = top.get("metadata") if isinstance(top.get("metadata"), dict) else {}
        return str(top.get("kind") or "?"), tmeta.get("namespace"), str(tmeta.get("name") or "?")
    refs = [r for r in (meta.get("ownerReferences") or []) if isinstance(r, dict)]
    if refs:
        return str(refs[0].get("kind") or "?"), meta.get("namespace"), str(refs[0].get("name") or "?")
    return "Pod", meta.get("namespace"), str(meta.get("name") or "?")


DRAIN_CAVEAT = "# evicts every pod on the node (their emptyDir data is lost); PodDisruptionBudgets can block it"


def drain_command(node: str) -> str:
    """`kubectl drain` for a node, with what it does to the pods on it said next to it."""
    return f"kubectl drain {node} --ignore-daemonsets --delete-emptydir-data   {DRAIN_CAVEAT}"


def has_stopped_container(pod: dict) -> bool:
    """A container (or init container) status with a terminated or waiting state, or a terminated
    last state: where the kubelet writes a message. A running or never-started pod has none."""
    status = pod.get("status")
    if not status:
        return False
    for key in ("containerStatuses", "initContainerStatuses"):
        for cs in status.get(key) or ():
            state, last = cs.get("state"), cs.get("lastState")
            if (state and ("terminated" in state or "waiting" in state)) or (last and "terminated" in last):
                return True
    return False
