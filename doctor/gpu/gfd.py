"""A node's NVIDIA driver version and the newest CUDA it supports, from (in order of trust)
GPU Feature Discovery labels (current and deprecated names), the node's GPU report
(doctor.node/v1 from NVML or nvidia-smi), or the GPU Operator driver pod's image tag
(nvcr.io/nvidia/driver:535.129.03-ubuntu22.04). Each answer says where it came from, with a
JSON Pointer a reader can check."""
from __future__ import annotations

from dataclasses import dataclass

from ..kube.gpu import labels
from ..model import ObjectRef, json_pointer
from .cuda import Version, driver_max_cuda, parse_version
from .images import driver_from_image

DRIVER_LABELS = (  # (major, minor, revision) label names, newest scheme first
    ("nvidia.com/cuda.driver-version.major", "nvidia.com/cuda.driver-version.minor",
     "nvidia.com/cuda.driver-version.revision"),
    ("nvidia.com/cuda.driver.major", "nvidia.com/cuda.driver.minor", "nvidia.com/cuda.driver.rev"),
)
DRIVER_FULL = "nvidia.com/cuda.driver-version.full"
RUNTIME_LABELS = (
    ("nvidia.com/cuda.runtime-version.major", "nvidia.com/cuda.runtime-version.minor"),
    ("nvidia.com/cuda.runtime.major", "nvidia.com/cuda.runtime.minor"),
)
RUNTIME_FULL = "nvidia.com/cuda.runtime-version.full"
PRODUCT = "nvidia.com/gpu.product"


@dataclass(frozen=True)
class NodeDriver:
    node: str
    driver: Version | None
    driver_text: str
    cuda: tuple[int, int] | None       # newest CUDA the driver supports
    source: str                        # "GFD labels", "node GPU report", "driver pod image"
    object: ObjectRef
    pointer: str
    product: str | None = None
    value: object = None               # what is at `pointer` (for the evidence)


def _label_version(lab: dict, names: tuple[str, ...]) -> tuple[Version | None, str, str]:
    parts = [lab.get(n) for n in names]
    if not parts[0] or not str(parts[0]).isdigit():
        return None, "", ""
    text = ".".join(str(p) for p in parts if p not in (None, ""))
    return parse_version(text), text, names[0]


def from_labels(node: dict) -> NodeDriver | None:
    lab = labels(node)
    name = (node.get("metadata") or {}).get("name") or "?"
    ref = ObjectRef("Node", name)
    driver, text, ptr_label = None, "", ""
    if lab.get(DRIVER_FULL):
        driver, text, ptr_label = parse_version(lab[DRIVER_FULL]), str(lab[DRIVER_FULL]), DRIVER_FULL
    if driver is None:
        for names in DRIVER_LABELS:
            driver, text, ptr_label = _label_version(lab, names)
            if driver:
                break
    cuda = None
    for names in RUNTIME_LABELS:
        major, minor = lab.get(names[0]), lab.get(names[1])
        if str(major or "").isdigit() and str(minor or "").isdigit():
            cuda = (int(major), int(minor))
            break
    if cuda is None and lab.get(RUNTIME_FULL):
        v = parse_version(lab[RUNTIME_FULL])
        cuda = v[:2] if v and len(v) >= 2 else None
    if driver is None and cuda is None:
        return None
    if cuda is None and driver:
        cuda = driver_max_cuda(driver)
    if not ptr_label:
        ptr_label = RUNTIME_LABELS[0][0] if lab.get(RUNTIME_LABELS[0][0]) else RUNTIME_LABELS[1][0]
    return NodeDriver(name, driver, text, cuda, "GFD labels", ref,
                      json_pointer("metadata", "labels", ptr_label), lab.get(PRODUCT), lab.get(ptr_label))


def from_report(name: str, report: dict) -> NodeDriver | None:
    if not isinstance(report, dict):
        return None
    text = str(report.get("driver_version") or "")
    driver = parse_version(text) if text else None
    cv = parse_version(report.get("cuda_version")) if report.get("cuda_version") else None
    cuda = cv[:2] if cv and len(cv) >= 2 else (driver_max_cuda(driver) if driver else None)
    if driver is None and cuda is None:
        return None
    gpus = report.get("gpus") or []
    product = (gpus[0] or {}).get("name") if gpus and isinstance(gpus[0], dict) else None
    return NodeDriver(name, driver, text, cuda, "node GPU report", ObjectRef("NodeGPUReport", name),
                      "/driver_version", product, report.get("driver_version"))


def driver_pods_by_node(snapshot) -> dict[str, dict]:
    """GPU Operator driver pods (nvidia-driver-daemonset-*, nvidia-gpu-driver-*) by node."""
    out: dict[str, dict] = {}
    for pod in snapshot.pods:
        meta = pod.get("metadata") or {}
        app = (meta.get("labels") or {}).get("app") or ""
        name = meta.get("name") or ""
        if not (name.startswith(("nvidia-driver-daemonset", "nvidia-gpu-driver-"))
                or app in ("nvidia-driver-daemonset",)):
            continue
        node = (pod.get("spec") or {}).get("nodeName")
        if node:
            out[node] = pod
    return out


def from_driver_pod(name: str, pod: dict, node: dict | None = None) -> NodeDriver | None:
    for i, c in enumerate((pod.get("spec") or {}).get("containers") or []):
        driver = driver_from_image(c.get("image"))
        if driver:
            product = labels(node).get(PRODUCT) if node else None
            return NodeDriver(name, driver, c.get("image").split(":", 1)[-1].split("-", 1)[0],
                              driver_max_cuda(driver), "driver pod image", ObjectRef.of(pod, "Pod"),
                              json_pointer("spec", "containers", i, "image"), product, c.get("image"))
    return None


def node_driver(snapshot, node: dict, driver_pods: dict[str, dict] | None = None) -> NodeDriver | None:
    name = (node.get("metadata") or {}).get("name") or "?"
    found = from_labels(node)
    if found and found.driver:
        return found
    report = snapshot.node_reports.get(name)
    from_rep = from_report(name, report) if report else None
    if from_rep and from_rep.driver:
        product = from_rep.product or labels(node).get(PRODUCT)
        return NodeDriver(from_rep.node, from_rep.driver, from_rep.driver_text, from_rep.cuda,
                          from_rep.source, from_rep.object, from_rep.pointer, product, from_rep.value)
    if found:
        return found
    pods = driver_pods if driver_pods is not None else driver_pods_by_node(snapshot)
    if name in pods:
        return from_driver_pod(name, pods[name], node)
    return from_rep
