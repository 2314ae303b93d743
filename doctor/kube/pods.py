"""Pod state helpers shared by checks."""
from __future__ import annotations


def phase(pod: dict) -> str:
    return (pod.get("status") or {}).get("phase") or "Unknown"


def is_terminated(pod: dict) -> bool:
    """Succeeded/Failed pods no longer hold node resources (the scheduler skips them)."""
    return phase(pod) in ("Succeeded", "Failed")


def condition(obj: dict, kind: str) -> dict | None:
    for cond in (obj.get("status") or {}).get("conditions") or []:
        if isinstance(cond, dict) and cond.get("type") == kind:
            return cond
    return None


def container_statuses(pod: dict, init: bool = False) -> list[dict]:
    status = pod.get("status") or {}
    key = "initContainerStatuses" if init else "containerStatuses"
    return [s for s in status.get(key) or [] if isinstance(s, dict)]


def waiting_reason(cs: dict) -> str | None:
    return ((cs.get("state") or {}).get("waiting") or {}).get("reason")


def namespaced_name(obj: dict) -> str:
    meta = obj.get("metadata") or {}
    ns = meta.get("namespace")
    return f"{ns}/{meta.get('name')}" if ns else str(meta.get("name"))
