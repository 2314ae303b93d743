"""Scheduler explanations that depend on DRA being how the cluster hands out GPUs.

``extended_resource_hint``: a pod asks for nvidia.com/gpu, no node advertises it, yet DRA drivers
publish GPUs in ResourceSlices. kube-scheduler serves such a request through DRA only with
DRAExtendedResource (alpha in 1.34/1.35) and a DeviceClass whose spec.extendedResourceName names the
resource (fit.go shouldDelegateResourceToDRA; the API server drops the field while the gate is off,
pkg/registry/resource/deviceclass/strategy.go). Otherwise the pod must ask through a ResourceClaim.
"""
from __future__ import annotations

from ..kube.guards import D
from ..model import Evidence, Finding, ObjectRef, Remediation, Severity
from . import api
from .gpus import GPU_DRIVERS, claim_gpus


def _gpu_classes(snapshot) -> list[api.DeviceClass]:
    out = []
    for obj in snapshot.items(api.CLASSES):
        c = api.read_class(obj)
        if c.name in GPU_DRIVERS or any(s and any(d in s for d in GPU_DRIVERS) for s in c.selectors):
            out.append(c)
    return out


def extended_resource_hint(snapshot, pod: dict, ref: ObjectRef, gpu_req: dict[str, int], check: str) -> Finding | None:
    cg = claim_gpus(snapshot)
    dra_nodes = [n for n, g in cg.nodes.items() if g.published]
    if not dra_nodes:
        return None
    res = next((r for r in ("nvidia.com/gpu",) if gpu_req.get(r)), None)
    if res is None:
        return None
    from ..kube.gpu import gpu_resources
    if any(gpu_resources(n).get(res) for n in snapshot.nodes):
        return None          # some node's device plugin offers it: not a DRA-only cluster
    classes = _gpu_classes(snapshot)
    if any(c.extended_resource_name == res for c in classes):
        return None          # served through DRA already (the DynamicResources plugin judges it)
    meta = D(pod.get("metadata"))
    ns, name = meta.get("namespace"), meta.get("name")
    total = sum(cg.node(n).published for n in dra_nodes)
    free = sum(cg.node(n).free for n in dra_nodes)
    cls = classes[0].name if classes else "gpu.nvidia.com"
    want = gpu_req[res]
    tmpl = (f"apiVersion: resource.k8s.io/v1\nkind: ResourceClaimTemplate\nmetadata:\n  name: gpu-x{want}\n  namespace: {ns}\n"
            f"spec:\n  spec:\n    devices:\n      requests:\n      - name: gpu\n        exactly:\n"
            f"          deviceClassName: {cls}\n          count: {want}\n---\n"
            "# in the pod template: drop the nvidia.com/gpu limit, then\n"
            "spec:\n  resourceClaims:\n  - name: gpu\n    resourceClaimTemplateName: gpu-x" + str(want) + "\n"
            "  containers:\n  - name: <container>\n    resources:\n      claims:\n      - name: gpu\n")
    ev = [Evidence(f"GPUs published through DRA: {total} on {len(dra_nodes)} node(s) ({free} not allocated to a claim)",
                   None, None, {n: cg.node(n).published for n in sorted(dra_nodes)[:8]})]
    if classes:
        ev.append(Evidence(f"DeviceClass {cls} has no extendedResourceName", ObjectRef("DeviceClass", cls),
                           "/spec", classes[0].obj.get("spec")))
    return Finding(
        check, Severity.CRITICAL,
        f"Pod {ns}/{name} asks for {res}, but this cluster's GPUs are handed out through DRA ({total} GPU(s) on "
        f"{len(dra_nodes)} node(s) published by {', '.join(GPU_DRIVERS)}), not as {res}",
        (f"No node advertises {res} (no device plugin); the GPUs are in ResourceSlices. kube-scheduler maps {res} to "
         "DRA devices only with the DRAExtendedResource feature gate (alpha in 1.34/1.35) and a DeviceClass whose "
         f"extendedResourceName is {res}; none has it here (the API server drops the field while the gate is off)."),
        Remediation(f"Ask for the GPUs with a ResourceClaim (DeviceClass {cls}, count {want}) instead of {res}; or "
                    "enable DRAExtendedResource on the API server and scheduler and set the DeviceClass's "
                    f"extendedResourceName: {res} (the NVIDIA DRA driver's chart does so on resource.k8s.io/v1).",
                    commands=("kubectl get deviceclasses -o yaml", "kubectl get resourceslices -o wide"), patch=tmpl),
        objects=[ref] + [ObjectRef("Node", n) for n in sorted(dra_nodes)[:5]], evidence=ev, confidence=0.93,
        root_cause=True, blast_radius=want, key=f"{ns}/{name}|dra-extended|{res}")
