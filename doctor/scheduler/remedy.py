"""How a scheduler fix reaches the object that owns the pod spec: the pod's top owner as a
PatchTarget (kubectl resource, name, namespace, JSON path of the pod spec) whose commands come
from doctor/kube/patch.py (the one place `kubectl patch` / recreate text is built), and the YAML
a patch is shown as."""
from __future__ import annotations

from ..kube.guards import D, L

from dataclasses import dataclass

from ..kube import patch
from ..kube.quantity import format_amount
from ..kube.simple_yaml import dump_yaml


def meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


def to_yaml(obj) -> str:
    return dump_yaml(obj)   # PyYAML's text without its 13 ms import, unless the simple writer declines


def fmt(resource: str, value: int) -> str:
    return format_amount(resource, value)


@dataclass(frozen=True)
class PatchTarget:
    """The object that owns a pod's spec, as a fix changes it: kubectl resource, name, namespace,
    and the JSON path of the pod spec inside it ("spec" for a bare Pod)."""
    resource: str
    name: str
    namespace: str | None
    prefix: str

    @property
    def immutable(self) -> bool:
        return patch.immutable(self.resource)

    def recreate(self) -> str | None:
        """The recreate command when the pod spec cannot be patched in place, else None."""
        return patch.recreate(self.resource, self.name, self.namespace) if self.immutable else None

    def merge(self, leaf: dict) -> str:
        """`kubectl patch --type=merge` setting `leaf` in the pod spec."""
        return patch.merge_patch(self.resource, self.name, self.namespace, nest(self.prefix, leaf))

    def append(self, field: str, value) -> str:
        """`kubectl patch --type=json` adding `value` to the pod spec's list `field`."""
        return patch.json_patch(self.resource, self.name, self.namespace,
                                [{"op": "add", "path": "/" + "/".join(self.prefix.split(".") + [field, "-"]),
                                  "value": value}])

    def yaml(self, leaf: dict) -> str:
        return to_yaml(nest(self.prefix, leaf))


def owner_patch_target(snapshot, pod: dict) -> PatchTarget:
    """The pod's top owner, which a fix patches (or recreates)."""
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
        return PatchTarget("pod", str(oname), ns, "spec")
    prefix = {"CronJob": "spec.jobTemplate.spec.template.spec"}.get(kind, "spec.template.spec")
    return PatchTarget(kind.lower(), str(oname), ns, prefix)


def nest(prefix: str, leaf: dict) -> dict:
    out = leaf
    for part in reversed(prefix.split(".")):
        out = {part: out}
    return out
