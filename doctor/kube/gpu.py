"""What makes a node or a pod a GPU one: extended resources and GPU Feature Discovery labels."""
from __future__ import annotations

from functools import lru_cache

from .quantity import QuantityError, to_int
from .requests import BadQuantity, pod_requests

GPU = "nvidia.com/gpu"
MIG_PREFIX = "nvidia.com/mig-"
GFD_PRESENT = "nvidia.com/gpu.present"
GFD_COUNT = "nvidia.com/gpu.count"
GFD_PRODUCT = "nvidia.com/gpu.product"
NFD_NVIDIA_PCI = ("feature.node.kubernetes.io/pci-10de.present",
                  "feature.node.kubernetes.io/pci-0302_10de.present",
                  "feature.node.kubernetes.io/pci-0300_10de.present")


def is_gpu_resource(name: str) -> bool:
    """nvidia.com/gpu, nvidia.com/gpu.shared, nvidia.com/mig-1g.5gb(.shared), amd.com/gpu."""
    return (name == GPU or name.startswith(MIG_PREFIX) or name.startswith(GPU + ".")
            or name in ("amd.com/gpu", "gpu.intel.com/i915", "gpu.intel.com/xe"))


# every name is_gpu_resource() accepts contains one of these (may_request_gpu's pre-filter; keep
# them together: tests/test_gpu_pod_index.py holds the pre-filter to pod_gpu_request)
GPU_NAME_MARKERS = ("gpu", "nvidia.com/")


def _count(value: object) -> int:
    if type(value) is str:
        return _count_str(value)
    try:
        return to_int(value)
    except QuantityError:
        return 0


@lru_cache(maxsize=4096)
def _count_str(value: str) -> int:
    """_count of a quantity string, memoised: a cluster writes '1', '8', '2' hundreds of thousands
    of times, and rounding a Fraction up runs in Python."""
    try:
        return to_int(value)
    except QuantityError:
        return 0


def gpu_resources(node: dict, field: str = "allocatable") -> dict[str, int]:
    """GPU-like extended resources in node.status.<field> (capacity or allocatable)."""
    res = ((node.get("status") or {}).get(field) or {})
    return {k: _count(v) for k, v in res.items() if is_gpu_resource(k)}


def labels(obj: dict) -> dict:
    lab = (obj.get("metadata") or {}).get("labels") or {}
    return lab if isinstance(lab, dict) else {}


def gfd_gpu_count(node: dict) -> int | None:
    raw = labels(node).get(GFD_COUNT)
    try:
        return int(raw) if raw is not None else None
    except (TypeError, ValueError):
        return None


def is_gpu_node(node: dict) -> bool:
    """True when the node has (or is labelled as having) NVIDIA GPUs, even if the device
    plugin currently advertises none."""
    lab = labels(node)
    if lab.get(GFD_PRESENT) == "true" or (gfd_gpu_count(node) or 0) > 0:
        return True
    if any(lab.get(k) == "true" for k in NFD_NVIDIA_PCI):
        return True
    capacity = (node.get("status") or {}).get("capacity")
    if capacity and type(capacity) is dict:
        try:
            names = "\n".join(capacity)
        except TypeError:   # a key that is not a string (YAML): the long way below
            names = GPU_NAME_MARKERS[0]
        m1, m2 = GPU_NAME_MARKERS
        if m1 not in names and m2 not in names:
            return False    # no GPU-like resource at all (most nodes of a big cluster): no dict built
    return any(gpu_resources(node, "capacity").values())


def container_gpu_request(container: dict) -> dict[str, int]:
    """GPU resources a container asks for. Extended resources need requests == limits; a
    limit alone sets the request (API defaulting), so read limits when requests lack it."""
    res = container.get("resources") or {}
    out: dict[str, int] = {}
    for section in ("limits", "requests"):
        for k, v in (res.get(section) or {}).items():
            if is_gpu_resource(k):
                out[k] = _count(v)
    return out


def pod_gpu_request(pod: dict) -> dict[str, int]:
    """The pod's GPU resources as the scheduler counts them (doctor.kube.requests: containers
    and restartable sidecars summed, init containers at their peak). A request that does not
    parse counts as none."""
    try:
        requests = pod_requests(pod)
    except BadQuantity:
        return {}
    return {k: v for k, v in requests.items() if is_gpu_resource(k)}


def may_request_gpu(pod: dict) -> bool:
    """A cheap, sound pre-filter: False means pod_gpu_request(pod) is {} (no container, init
    container or overhead names a resource containing one of GPU_NAME_MARKERS) and the pod has no
    DRA ResourceClaims. True only means "look closer" (a pod asking for nvidia.com/gpumem, or a claim for a NIC, passes too)."""
    spec = pod.get("spec")
    if not spec or type(spec) is not dict:
        return False
    if spec.get("resourceClaims"):
        return True
    m1, m2 = GPU_NAME_MARKERS   # spelled out below: no generator per section (150k pods)
    for key in ("containers", "initContainers"):
        for c in spec.get(key) or ():
            res = c.get("resources") if type(c) is dict else None
            if not res or type(res) is not dict:
                continue
            amounts = res.get("limits")
            if amounts and type(amounts) is dict:
                names = "\n".join(amounts)    # resource names are strings (JSON object keys)
                if m1 in names or m2 in names:
                    return True
            amounts = res.get("requests")
            if amounts and type(amounts) is dict:
                names = "\n".join(amounts)
                if m1 in names or m2 in names:
                    return True
    overhead = spec.get("overhead")
    if overhead and type(overhead) is dict:
        names = "\n".join(overhead)
        if m1 in names or m2 in names:
            return True
    return False


def gpu_pods(snapshot) -> list[dict]:
    """The snapshot's pods that may request GPUs (may_request_gpu), in snapshot order: one pass
    per run, shared, so a check about GPU pods does not read all 150k pods itself."""
    def build():
        from .first_looks import first_looks

        looks = first_looks(snapshot)   # one pass with the other pre-filters (cache misses)
        if looks is not None:
            return looks["gpu"]
        # the pods the loader already found to request no GPU are skipped (doctor.snapshot.PlainPods)
        plain = getattr(snapshot, "plain_pods", None)
        if plain is not None:
            skip = plain.by_id
            return [p for p in snapshot.pods if id(p) not in skip and isinstance(p, dict) and may_request_gpu(p)]
        return [p for p in snapshot.pods if isinstance(p, dict) and may_request_gpu(p)]
    return snapshot.derived("kube.gpu.gpu_pods", build)


def gpu_pod_ids(snapshot) -> frozenset[int]:
    """id() of every pod in gpu_pods(snapshot): a pod not in it requests no GPU resource."""
    return snapshot.derived("kube.gpu.gpu_pod_ids", lambda: frozenset(map(id, gpu_pods(snapshot))))
