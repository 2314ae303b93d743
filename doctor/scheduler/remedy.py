"""How a fix reaches the object that owns the pod spec: the `kubectl patch` target and JSON
path of the pod's top owner, the recreate command for immutable pod specs (a bare Pod, a
Job's template), and the YAML a patch is shown as. The one place scheduler findings build
`kubectl patch` text."""
from __future__ import annotations

from ..kube.guards import D, L

from ..kube.quantity import format_amount


def meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


def to_yaml(obj) -> str:
    import yaml
    return yaml.safe_dump(obj, sort_keys=False, default_flow_style=False)


def fmt(resource: str, value: int) -> str:
    return format_amount(resource, value)


def owner_patch_target(snapshot, pod: dict) -> tuple[str, str]:
    """('kubectl patch' target, JSON path prefix to the pod spec) for the pod's top owner."""
    chain = snapshot.owner_chain(pod)
    ns = meta(pod).get("namespace")
    top = chain[-1] if chain else pod
    # an owner the snapshot does not hold (e.g. jobs not recorded) is still the thing to change
    refs = [o for o in L(meta(top).get("ownerReferences")) if isinstance(o, dict)]
    missing = next((o for o in refs if o.get("controller") is True), None)
    kind, oname = (str(top.get("kind") or "?") if chain else "Pod"), meta(top).get("name")
    if missing and missing.get("kind") and missing.get("name"):
        kind, oname = str(missing["kind"]), str(missing["name"])
        pod_hash = D(meta(top).get("labels")).get("pod-template-hash")
        if kind == "ReplicaSet" and pod_hash and oname.endswith(f"-{pod_hash}"):
            kind, oname = "Deployment", oname[: -len(pod_hash) - 1]   # the Deployment owns the template
    if kind == "Pod":
        return f"-n {ns} pod/{oname}", "spec"
    prefix = {"CronJob": "spec.jobTemplate.spec.template.spec"}.get(kind, "spec.template.spec")
    return f"-n {ns} {kind.lower()}/{oname}", prefix


def recreate_command(target: str, prefix: str) -> str | None:
    """For targets whose pod spec cannot be patched in place (a bare Pod: nodeSelector,
    affinity, schedulerName are immutable; a Job: spec.template is immutable), the way to
    recreate it instead of a `kubectl patch` the API server would reject. None otherwise."""
    ns_part, _, obj = target.rpartition(" ")
    kind, _, name = obj.partition("/")
    if not (prefix == "spec" or kind == "job"):
        return None
    extra = (", drop spec.selector and the controller-uid labels" if kind == "job" else "")
    return (f"kubectl get {kind} {ns_part} {name} -o yaml > {name}.yaml   # its pod spec is immutable: edit the file "
            f"as in the patch below{extra}, then: kubectl replace --force -f {name}.yaml  (deletes and recreates it)")


def nest(prefix: str, leaf: dict) -> dict:
    out = leaf
    for part in reversed(prefix.split(".")):
        out = {part: out}
    return out
