"""GPUs handed out through ResourceClaims (DRA), counted once per snapshot, for every check that
counts GPUs: a node whose GPUs NVIDIA's DRA driver publishes advertises no nvidia.com/gpu, and a
pod that gets its GPUs through a claim requests none, yet both are GPU node / GPU pod.

What counts as a GPU: a device published by the NVIDIA GPU DRA driver (driver ``gpu.nvidia.com``,
NVIDIA/k8s-dra-driver-gpu cmd/gpu-kubelet-plugin/deviceinfo.go) whose ``type`` attribute is
``gpu`` (a whole GPU) or ``mig`` (a MIG partition, counted as a device but not as a whole GPU);
``vfio`` passthrough devices are GPUs too. Other drivers (IMEX channels ``compute-domain.nvidia.com``,
NICs) are not GPUs.

    from doctor.dra.gpus import claim_gpus
    cg = claim_gpus(snapshot)
    cg.node("gpu-1")      -> NodeGpus(published=4, allocated=1, mig=0)
    cg.pod(pod)           -> 1   (GPUs allocated to -- or, not yet allocated, requested by -- its claims)
    cg.pods_on("gpu-1")   -> [(pod, 1), ...]
"""
from __future__ import annotations

from dataclasses import dataclass

from ..kube.guards import D, L
from . import api

GPU_DRIVERS = ("gpu.nvidia.com",)
WHOLE = ("gpu", "vfio")


@dataclass
class NodeGpus:
    published: int = 0       # whole GPUs in the node's ResourceSlices
    allocated: int = 0       # of those, allocated to some claim
    mig: int = 0             # MIG devices published

    @property
    def free(self) -> int:
        return max(self.published - self.allocated, 0)


def _kind(dev_attrs: dict, driver: str) -> str | None:
    t = dev_attrs.get("type") or dev_attrs.get(f"{driver}/type")
    return str(t.get("string")) if isinstance(t, dict) and "string" in t else None


class ClaimGpus:
    def __init__(self, snapshot) -> None:
        self.snapshot = snapshot
        self._nodes: dict[str, NodeGpus] = {}
        self._device_kind: dict[tuple[str, str, str], str] = {}
        self._device_node: dict[tuple[str, str, str], str] = {}
        self._gpu_class: dict[str, bool] = {}
        if not snapshot.has(api.SLICES) and not snapshot.has(api.CLAIMS):
            return
        for obj in snapshot.items(api.SLICES):
            spec = D(obj.get("spec"))
            driver = str(spec.get("driver") or "")
            if driver not in GPU_DRIVERS:
                continue
            pool = str(D(spec.get("pool")).get("name") or "")
            node = str(spec.get("nodeName") or "")
            for dev in L(spec.get("devices")):
                if not isinstance(dev, dict):
                    continue
                body = D(dev.get("basic")) if isinstance(dev.get("basic"), dict) else dev
                kind = _kind(D(body.get("attributes")), driver) or "gpu"
                did = (driver, pool, str(dev.get("name") or ""))
                self._device_kind[did] = kind
                dnode = node or str(body.get("nodeName") or "")
                if dnode:
                    self._device_node[did] = dnode
                    ng = self._nodes.setdefault(dnode, NodeGpus())
                    if kind in WHOLE:
                        ng.published += 1
                    elif kind == "mig":
                        ng.mig += 1
        for claim in snapshot.items(api.CLAIMS):
            for r in api.allocated_results(claim):
                if r.get("adminAccess") is True:
                    continue
                did = (str(r.get("driver") or ""), str(r.get("pool") or ""), str(r.get("device") or ""))
                if self._device_kind.get(did) in WHOLE and did in self._device_node:
                    self._nodes[self._device_node[did]].allocated += 1
        for c in snapshot.items(api.CLASSES):
            cls = api.read_class(c)
            self._gpu_class[cls.name] = any(s and any(d in s for d in GPU_DRIVERS) for s in cls.selectors) \
                or any(d in cls.name for d in GPU_DRIVERS)

    # ---- nodes ------------------------------------------------------------------------------
    def node(self, name: str) -> NodeGpus:
        return self._nodes.get(name, NodeGpus())

    def has_dra_gpus(self, name: str) -> bool:
        ng = self._nodes.get(name)
        return ng is not None and (ng.published > 0 or ng.mig > 0)

    @property
    def nodes(self) -> dict[str, NodeGpus]:
        return dict(self._nodes)

    # ---- pods -------------------------------------------------------------------------------
    def pod(self, pod: dict) -> int:
        """Whole GPUs the pod holds through its claims (allocated results on GPU devices; a
        claim shared by several pods counts for each of them), or, for a claim not allocated
        yet, the devices its requests ask of a GPU DeviceClass (ExactCount)."""
        if not L(D(pod.get("spec")).get("resourceClaims")) or not self.snapshot.has(api.CLAIMS):
            return 0
        from .scheduling import pod_claim_objects
        total = 0
        for _name, claim, _cname in pod_claim_objects(self.snapshot, pod):
            if claim is None:
                continue
            results = api.allocated_results(claim)
            if results:
                total += sum(1 for r in results if r.get("adminAccess") is not True and self._device_kind.get(
                    (str(r.get("driver") or ""), str(r.get("pool") or ""), str(r.get("device") or ""))) in WHOLE)
                continue
            spec = api.read_claim_spec(D(claim.get("spec")))
            for req in spec.requests:
                alts = req.alternatives()
                if alts and alts[0].mode == "ExactCount" and self._gpu_class.get(alts[0].class_name):
                    total += alts[0].count
        return total

    def pods_on(self, node_name: str) -> list[tuple[dict, int]]:
        out = []
        for p in self.snapshot.pods_on_node(node_name):
            n = self.pod(p)
            if n:
                out.append((p, n))
        return out


_CACHE: dict[int, ClaimGpus] = {}


def claim_gpus(snapshot) -> ClaimGpus:
    got = _CACHE.get(id(snapshot))
    if got is None or got.snapshot is not snapshot:
        _CACHE.clear()
        got = _CACHE[id(snapshot)] = ClaimGpus(snapshot)
    return got


def pod_gpus(snapshot, pod: dict) -> int:
    """All GPUs of a pod: nvidia.com/gpu-style requests plus GPUs through its claims."""
    from ..kube.gpu import pod_gpu_request
    return sum(pod_gpu_request(pod).values()) + claim_gpus(snapshot).pod(pod)


def node_gpus(snapshot, node: dict) -> int:
    """All GPUs a node has for pods: advertised GPU resources plus GPUs its DRA driver publishes."""
    from ..kube.gpu import gpu_resources
    name = D(node.get("metadata")).get("name") or ""
    return sum(gpu_resources(node).values()) + claim_gpus(snapshot).node(name).published


def with_claim_gpus(inv, snapshot, node_name: str):
    """A doctor.facts Inventory with the GPUs the node's DRA driver publishes counted as
    advertised (capacity and allocatable): the kubelet never lists them in node.status, so
    without this a DRA node reads as 'GPUs not advertised by the device plugin'."""
    import dataclasses
    ng = claim_gpus(snapshot).node(node_name)
    if not ng.published:
        return inv
    return dataclasses.replace(inv, capacity=inv.capacity + ng.published, allocatable=inv.allocatable + ng.published)
