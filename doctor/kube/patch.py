"""`kubectl patch` text for a fix, and what replaces it when the pod spec cannot change in place:
the one place checks and the scheduler diagnosis build them. A Pod's spec is immutable apart from
a few fields (tolerations may be added; nodeSelector, affinity, schedulerName may not), and a
Job's spec.template is immutable (batch/v1 validation): for those the fix recreates the object."""
from __future__ import annotations

import json

# resources (as kubectl names them) whose pod spec / template cannot be patched in place
IMMUTABLE_POD_SPEC = {"pod", "pods", "job", "jobs", "jobs.batch"}


def immutable(resource: str) -> bool:
    return resource.lower() in IMMUTABLE_POD_SPEC


def _ns(namespace: str | None) -> str:
    return f" -n {namespace}" if namespace else ""


def json_patch(resource: str, name: str, namespace: str | None, ops: list[dict]) -> str:
    """RFC 6902 JSON patch."""
    return (f"kubectl patch {resource} {name}{_ns(namespace)} --type=json "
            f"-p '{json.dumps(ops, separators=(',', ':'))}'")


def merge_patch(resource: str, name: str, namespace: str | None, body: dict) -> str:
    return f"kubectl patch {resource} {name}{_ns(namespace)} --type=merge -p '{json.dumps(body)}'"


def recreate(resource: str, name: str, namespace: str | None, edit: str = "edit the file as in the patch below") -> str:
    """Get, edit, replace --force: for a Pod or a Job, whose pod spec the API server will not patch."""
    extra = ", drop spec.selector and the controller-uid labels" if resource.lower().startswith("job") else ""
    return (f"kubectl get {resource} {name}{_ns(namespace)} -o yaml > {name}.yaml   # its pod spec is immutable: "
            f"{edit}{extra}, then: kubectl replace --force -f {name}.yaml  (deletes and recreates it)")
