"""One set of cluster facts about GPUs, computed once by domain code and read by every output.

Per GPU node: the GPUs it physically has (GPU Feature Discovery's nvidia.com/gpu.count label
times nvidia.com/gpu.replicas, the NVML device count of the node's GPU report, or the
kubelet's capacity, whichever is largest), its capacity and allocatable, the GPUs the
non-terminated pods bound there request (what the scheduler counts), what is free, and every
GPU it has that nothing can get ("lost"), each with why and the finding that says so.
Per Pending pod: the GPUs it requests and since when it waits.

The checks that state these numbers (gpu_allocatable_below_capacity, the pending analysis),
the text summary, the JSON report (`facts`), and the HTML tiles, table and charts all read them
from here; no renderer computes a number of its own. Every value comes from the snapshot; times
are the snapshot's, never the wall clock.

The accounting, per node, in the node's advertised GPU units (a time-sliced GPU counts its
replicas, as the device plugin advertises them):

    has         = max(capacity, GFD count x replicas, NVML count x replicas)
    allocated   = sum of GPU requests of the non-terminated pods bound to the node
    in_use      = allocated on a Ready node; 0 on a NotReady one (its pods are stuck)
    free        = allocatable - allocated, on a Ready, schedulable node; else 0
    unavailable = not advertised (has - capacity: device plugin / driver)
                + unhealthy (capacity - allocatable: the kubelet's unhealthy devices)
                + faulted (dead in the node's GPU report, still advertised: taken from free, then in use)
                + kept off by a GPU health taint (the free ones, on a node a health tool tainted)
                + on a cordoned node (allocatable - allocated: idle, but nothing new lands there)
                + on a NotReady node (allocatable: idle and held alike)

so in_use + free + unavailable == has whenever the pods fit in allocatable."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Iterable

from .kube.gpu import (GFD_PRODUCT, GPU, MIG_PREFIX, gfd_gpu_count, gpu_pod_ids, gpu_pods, gpu_resources,
                       is_gpu_node, labels, pod_gpu_request)
from .kube.guards import D
from .kube.pods import condition, is_terminated

REPLICAS = "nvidia.com/gpu.replicas"
MIG_STRATEGY = "nvidia.com/mig.strategy"
DRIVER_FULL = "nvidia.com/cuda.driver-version.full"
DRIVER_PARTS = (("nvidia.com/cuda.driver-version.major", "nvidia.com/cuda.driver-version.minor",
                 "nvidia.com/cuda.driver-version.revision"),
                ("nvidia.com/cuda.driver.major", "nvidia.com/cuda.driver.minor", "nvidia.com/cuda.driver.rev"))

# which checks state which kind of loss, most specific first: the finding that "says so"
LOSS_CHECKS = {
    "not_advertised": ("gpu_allocatable_below_capacity", "pending_pods", "gpu_operator_component_unhealthy"),
    "unhealthy": ("gpu_allocatable_below_capacity",),
    "node_not_ready": ("gpu_node_not_ready",),
    "cordoned": ("gpu_node_not_ready", "pending_pods"),
    "faulted": ("gpu_hardware_fault",),
    "health_taint": ("gpu_health_condition",),
}
LOSS_WORDS = {
    "not_advertised": "not advertised by the device plugin",
    "unhealthy": "marked unhealthy by the device plugin",
    "node_not_ready": "on a node that is not Ready",
    "cordoned": "on a cordoned node",
    "faulted": "faulted but still advertised (node GPU report: lost, or needs a reset / reboot / RMA)",
    "health_taint": "kept off by a GPU health taint",
}
# hardware faults that leave a GPU unusable until someone acts (doctor.gpu.health action classes)
UNUSABLE_ACTIONS = ("rma", "reboot_node", "reset_gpu")


def _int(value) -> int | None:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return None


def driver_version(node: dict) -> str | None:
    lab = labels(node)
    if lab.get(DRIVER_FULL):
        return str(lab[DRIVER_FULL])
    for keys in DRIVER_PARTS:
        parts = [lab.get(k) for k in keys]
        if parts[0]:
            return ".".join(str(p) for p in parts if p not in (None, ""))
    return None


@dataclass(frozen=True)
class Inventory:
    """What a node says about its GPUs, before any pod is counted: shared by the device-plugin
    check (which states the shortfall) and the cluster facts (which count it as lost)."""

    resource: str                 # the full-GPU resource family the node uses (nvidia.com/gpu or .shared)
    capacity: int                 # all GPU resources in status.capacity, summed
    allocatable: int              # all GPU resources in status.allocatable, summed
    resource_capacity: int | None   # the family's own entries (None: absent)
    resource_allocatable: int | None
    gfd: int | None               # nvidia.com/gpu.count label
    nvml: int | None              # devices in the node's GPU report
    replicas: int                 # nvidia.com/gpu.replicas (time-slicing), 1 otherwise
    mig_mixed: bool               # MIG mixed strategy: GPUs advertised per profile
    physical: int                 # GPUs the node physically has (GFD / NVML), 0 when neither says
    expected: int | None          # what the device plugin should advertise (physical x replicas)

    @property
    def has(self) -> int:
        """GPUs (advertised units) the node has, whether or not they are advertised."""
        if self.mig_mixed:
            return self.capacity
        return max(self.capacity, self.expected or 0)

    @property
    def has_source(self) -> str:
        if not self.mig_mixed and self.expected and self.expected > self.capacity:
            parts = [f"GFD label {self.gfd}" if self.gfd is not None else "", f"NVML {self.nvml}"
                     if self.nvml is not None else ""]
            src = " / ".join(p for p in parts if p)
            return src + (f" x {self.replicas} replicas" if self.replicas > 1 else "")
        return "capacity"

    @property
    def not_advertised(self) -> int:
        return max(self.has - self.capacity, 0)

    @property
    def unhealthy(self) -> int:
        return max(self.capacity - self.allocatable, 0)


def inventory(node: dict, node_report: dict | None = None) -> Inventory:
    lab = labels(node)
    cap = gpu_resources(node, "capacity")
    alloc = gpu_resources(node, "allocatable")
    names = sorted(k for k in set(cap) | set(alloc) if k == GPU or k.startswith(GPU + "."))
    resource = names[0] if names else GPU
    report = node_report if isinstance(node_report, dict) else {}
    gpus = report.get("gpus")
    nvml = len(gpus) if isinstance(gpus, list) else None
    gfd = gfd_gpu_count(node)
    replicas = _int(lab.get(REPLICAS)) or 1
    physical = max(gfd or 0, nvml or 0)
    return Inventory(
        resource=resource, capacity=sum(cap.values()), allocatable=sum(alloc.values()),
        resource_capacity=cap.get(resource), resource_allocatable=alloc.get(resource),
        gfd=gfd, nvml=nvml, replicas=max(replicas, 1),
        mig_mixed=any(k.startswith(MIG_PREFIX) for k in cap) or lab.get(MIG_STRATEGY) == "mixed",
        physical=physical, expected=physical * max(replicas, 1) if physical else None)


def pod_gpus(pod: dict, snapshot=None) -> int:
    """GPUs a pod holds or asks for: its extended-resource requests as the scheduler counts
    them, plus the GPUs of its DRA ResourceClaims (DRA_CLAIM_GPUS, when that module exists)."""
    n = sum(pod_gpu_request(pod).values())
    if DRA_CLAIM_GPUS is not None and snapshot is not None:
        try:
            n += int(DRA_CLAIM_GPUS(snapshot, pod) or 0)
        except Exception:  # noqa: BLE001 - a claim that does not resolve counts as none
            pass
    return n


def _dra_hook():
    """Seam for GPUs allocated through DRA ResourceClaims: doctor/dra/ (issue 14) provides the
    domain function; until it lands, claims are not counted and the facts say so."""
    try:
        from .dra import pod_claim_gpus  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - absent or not yet importable
        return None
    return pod_claim_gpus


DRA_CLAIM_GPUS = _dra_hook()


# ---- the facts ------------------------------------------------------------------------------
@dataclass
class Loss:
    kind: str            # not_advertised | unhealthy | node_not_ready | cordoned
    gpus: int
    why: str
    finding: str | None = None   # the finding that states this loss
    root: str | None = None      # the root cause that finding is folded under (its explained_by chain)


@dataclass
class NodeFacts:
    name: str
    product: str | None
    driver: str | None
    has: int
    has_source: str
    gfd: int | None
    nvml: int | None
    replicas: int
    capacity: int
    allocatable: int
    allocated: int                # GPU requests of the non-terminated pods bound here (the scheduler's count)
    in_use: int                   # of those, held on a Ready node (0 on a NotReady one: counted as unavailable)
    gpu_pods: int
    free: int
    unavailable: int
    ready: str
    ready_since: str | None
    cordoned: bool
    over_allocated: bool
    lost: list[Loss] = field(default_factory=list)
    findings: list[str] = field(default_factory=list)   # findings naming this node, ranked order

    @property
    def problem(self) -> bool:
        return bool(self.lost) or self.over_allocated or self.ready != "True" or self.cordoned

    def problems(self) -> list[str]:
        """What is wrong with the node, one phrase each (the loss reasons with their numbers)."""
        out = [f"{loss.gpus} GPU(s) {LOSS_WORDS[loss.kind]}" for loss in self.lost]
        if self.ready != "True" and not any(loss.kind == "node_not_ready" for loss in self.lost):
            out.append(f"Ready={self.ready}")
        if self.cordoned and not any(loss.kind == "cordoned" for loss in self.lost):
            out.append("cordoned")
        if self.over_allocated:
            out.append(f"over-allocated: pods request {self.allocated}, allocatable {self.allocatable}")
        return out


@dataclass
class PendingPod:
    namespace: str
    name: str
    requested: int
    waiting_since: str | None
    waiting_s: float | None
    findings: list[str] = field(default_factory=list)


@dataclass
class ClusterFacts:
    observed_at: str
    nodes: list[NodeFacts]
    pending: list[PendingPod]
    notes: list[str] = field(default_factory=list)
    pods_partial: bool = False    # pods missing from the snapshot: free is an upper bound

    @property
    def totals(self) -> dict:
        t = {k: sum(getattr(n, k) for n in self.nodes)
             for k in ("has", "capacity", "allocatable", "allocated", "in_use", "free", "unavailable")}
        t["nodes"] = len(self.nodes)
        t["problem_nodes"] = sum(1 for n in self.nodes if n.problem)
        by_kind: dict[str, int] = {}
        for n in self.nodes:
            for loss in n.lost:
                by_kind[loss.kind] = by_kind.get(loss.kind, 0) + loss.gpus
        t["lost"] = by_kind
        t["pending_pods"] = len(self.pending)
        t["pending_gpus"] = sum(p.requested for p in self.pending)
        t["pods_partial"] = self.pods_partial
        return t

    def node(self, name: str) -> NodeFacts | None:
        return next((n for n in self.nodes if n.name == name), None)

    def to_dict(self) -> dict:
        return {"observed_at": self.observed_at, "totals": self.totals,
                "nodes": [dict(_asdict(n), problems=n.problems()) for n in self.nodes],
                "pending": [_asdict(p) for p in self.pending], "notes": list(self.notes)}


_FIELDS: dict[type, tuple[str, ...]] = {}
_PLAIN = (str, int, float, bool, type(None))


def _asdict(obj) -> dict:
    """dataclasses.asdict for these facts (fields of plain values, lists of them and of Loss),
    without its generic deep copy per value (5,000 GPU nodes' facts in every report); anything
    else takes dataclasses.asdict itself."""
    names = _FIELDS.get(type(obj))
    if names is None:
        names = _FIELDS[type(obj)] = tuple(f.name for f in fields(obj))
    out = {}
    for name in names:
        v = getattr(obj, name)
        if type(v) in _PLAIN:
            out[name] = v
        elif type(v) is list and all(type(x) in _PLAIN for x in v):
            out[name] = list(v)
        elif type(v) is list and all(type(x) is Loss for x in v):
            out[name] = [_asdict(x) for x in v]
        else:
            return asdict(obj)
    return out


class _FindingIndex:
    """Findings (in ranked order) by the objects they name, and each one's root cause."""

    def __init__(self, findings: Iterable) -> None:
        self.by_object: dict[tuple, list] = {}
        self.parent: dict[str, str | None] = {}
        for f in findings:
            self.parent[f.fingerprint] = f.explained_by
            for o in f.objects:
                self.by_object.setdefault((o.kind, o.namespace or "", o.name), []).append(f)

    def naming(self, kind: str, namespace: str, name: str) -> list:
        return self.by_object.get((kind, namespace or "", name), [])

    def root(self, fid: str | None) -> str | None:
        seen = set()
        while fid and self.parent.get(fid) and fid not in seen:
            seen.add(fid)
            fid = self.parent[fid]
        return fid


def node_facts(snapshot, node: dict, idx: "_FindingIndex | None" = None) -> NodeFacts:
    """One GPU node's facts; with `idx`, each loss names the finding that states it."""
    idx = idx or _FindingIndex(())
    name = D(node.get("metadata")).get("name") or "?"
    inv = inventory(node, snapshot.node_reports.get(name))
    from .dra.gpus import with_claim_gpus
    inv = with_claim_gpus(inv, snapshot, name)   # GPUs a DRA driver publishes count as advertised
    allocated = pods = 0
    gpu_ids = gpu_pod_ids(snapshot)   # a pod outside it has no GPU request and no claim: pod_gpus() == 0
    for pod in snapshot.pods_on_node(name):
        if id(pod) not in gpu_ids or not isinstance(pod, dict) or is_terminated(pod):
            continue
        req = pod_gpus(pod, snapshot)
        if req:
            allocated += req
            pods += 1
    ready_cond = condition(node, "Ready")
    ready = str((ready_cond or {}).get("status") or "missing")
    cordoned = bool(D(node.get("spec")).get("unschedulable"))
    rest = max(inv.allocatable - allocated, 0)
    naming = idx.naming("Node", "", name)
    lost: list[Loss] = []

    def loss(kind: str, gpus: int, why: str) -> None:
        if gpus <= 0:
            return
        fid = None
        for check in LOSS_CHECKS[kind]:
            f = next((f for f in naming if f.check == check), None)
            if f is not None:
                fid = f.fingerprint
                break
        lost.append(Loss(kind, gpus, why, fid, idx.root(fid)))

    if inv.not_advertised:
        loss("not_advertised", inv.not_advertised,
             f"the node has {inv.has} ({inv.has_source}) but capacity is {inv.capacity}: the device plugin "
             "does not advertise them")
    if inv.unhealthy:
        loss("unhealthy", inv.unhealthy, f"capacity {inv.capacity}, allocatable {inv.allocatable}: "
             "the kubelet counts unhealthy devices in capacity only")
    in_use, free = allocated, rest
    if ready == "True" and not cordoned:
        # GPUs the node's GPU report shows dead that the device plugin still advertises: not free,
        # and a pod holding one is not getting work done
        hidden = max(_faulted(snapshot.node_reports.get(name)) - inv.unhealthy, 0)
        take_free = min(hidden, free)
        take_used = min(hidden - take_free, in_use)
        if take_free + take_used:
            free, in_use = free - take_free, in_use - take_used
            loss("faulted", take_free + take_used,
                 f"the node's GPU report shows {hidden} GPU(s) lost or needing a reset / reboot / RMA that the "
                 "device plugin still advertises" + (f" ({take_used} held by pods)" if take_used else ""))
        taint = _health_taint(node)
        if taint and free:
            loss("health_taint", free, f"taint {taint} keeps pods without a matching toleration off the node")
            free = 0
    if ready != "True":
        # nothing runs or lands on a node whose kubelet is not Ready: the GPUs its bound pods
        # hold are as unusable as the idle ones
        held = min(allocated, inv.allocatable)
        loss("node_not_ready", rest + held, f"node Ready={ready}: nothing new is scheduled there"
             + (f" and the {pods} pod(s) bound to it ({held} GPU(s)) are stuck or will be evicted" if held else ""))
        in_use = free = 0
    elif cordoned:
        loss("cordoned", rest, "node cordoned (spec.unschedulable): no new pod lands there"
             + (f"; the {pods} pod(s) already on it keep their {allocated} GPU(s)" if allocated else ""))
        free = 0
    return NodeFacts(
        name=name, product=labels(node).get(GFD_PRODUCT), driver=driver_version(node),
        has=inv.has, has_source=inv.has_source, gfd=inv.gfd, nvml=inv.nvml, replicas=inv.replicas,
        capacity=inv.capacity, allocatable=inv.allocatable, allocated=allocated, in_use=in_use, gpu_pods=pods,
        free=free, unavailable=sum(x.gpus for x in lost), ready=ready,
        ready_since=(ready_cond or {}).get("lastTransitionTime") if ready_cond else None,
        cordoned=cordoned, over_allocated=allocated > inv.allocatable, lost=lost,
        findings=[f.fingerprint for f in naming])


def _faulted(report) -> int:
    """GPUs of a node report with a critical fault that needs a reset, a reboot or an RMA."""
    if not isinstance(report, dict) or not isinstance(report.get("gpus"), list):
        return 0
    try:
        from .gpu.health import report_health
    except ImportError:
        return 0
    return sum(1 for g in report_health(report)
               if any(i.severity == "critical" and i.action_class in UNUSABLE_ACTIONS for i in g.issues))


def _health_taint(node: dict) -> str | None:
    """A NoSchedule / NoExecute taint a GPU health tool put on the node (doctor.gpu.signals)."""
    try:
        from .gpu.signals import node_signals
    except ImportError:
        return None
    for sig in node_signals(node):
        if sig.kind == "taint" and sig.unhealthy:
            t = sig.value if isinstance(sig.value, dict) else {}
            return f"{sig.name}={t.get('value') or ''}:{t.get('effect')}"
    return None


def compute(snapshot, findings: Iterable = ()) -> ClusterFacts:
    """The facts of one snapshot; `findings` (ranked) link each loss and pending pod to the
    finding that states it. Linear in nodes + pods."""
    idx = _FindingIndex(findings)
    nodes: list[NodeFacts] = []
    for node in snapshot.nodes:
        if isinstance(node, dict) and is_gpu_node(node):
            nodes.append(node_facts(snapshot, node, idx))
    nodes.sort(key=lambda n: (0 if n.problem else 1, n.name))
    pending: list[PendingPod] = []
    for pod in gpu_pods(snapshot):   # pod_gpus() is 0 for every other pod (doctor.kube.gpu.may_request_gpu)
        if not isinstance(pod, dict):
            continue
        spec, meta, status = D(pod.get("spec")), D(pod.get("metadata")), D(pod.get("status"))
        if spec.get("nodeName") or meta.get("deletionTimestamp") or status.get("phase") not in ("Pending", None):
            continue
        req = pod_gpus(pod, snapshot)
        if not req:
            continue
        ns, pname = str(meta.get("namespace") or ""), str(meta.get("name") or "?")
        sched = condition(pod, "PodScheduled")
        since = (sched or {}).get("lastTransitionTime") if (sched or {}).get("status") == "False" else None
        since = since or meta.get("creationTimestamp")
        pending.append(PendingPod(ns, pname, req, since if isinstance(since, str) else None,
                                  snapshot.age_seconds(since) if isinstance(since, str) else None,
                                  [f.fingerprint for f in idx.naming("Pod", ns, pname)]))
    pending.sort(key=lambda p: (p.waiting_since or "~", p.namespace, p.name))
    notes = []
    pods_gap = snapshot.gap("pods")
    if pods_gap is not None and pods_gap.partial:
        # pods the snapshot lacks may hold GPUs: in use / allocated are lower bounds, free an upper bound
        notes.append(f"the snapshot's pods are partial ({pods_gap.kind}: {pods_gap.reason}): pods it lacks may hold "
                     "GPUs, so in use and allocated are at least, free at most, these numbers")
    if DRA_CLAIM_GPUS is None and snapshot.items("resourceclaims.resource.k8s.io"):
        notes.append("GPUs allocated through DRA ResourceClaims are not counted in allocated / requested "
                     "(the snapshot holds ResourceClaims)")
    observed = snapshot.observed_at.isoformat().replace("+00:00", "Z")
    return ClusterFacts(observed, nodes, pending, notes,
                        pods_partial=bool(pods_gap is not None and pods_gap.partial))


def of(report) -> ClusterFacts:
    """The report's facts, computed once per report (after ranking and any namespace filter)."""
    got = getattr(report, "_facts", None)
    key = tuple(f.fingerprint for f in report.findings)
    if got is None or got[0] != key:
        got = (key, compute(report.snapshot, report.findings))
        try:
            report._facts = got
        except AttributeError:
            pass
    return got[1]


__all__ = ["ClusterFacts", "Inventory", "Loss", "NodeFacts", "PendingPod", "compute", "driver_version",
           "inventory", "node_facts", "of", "pod_gpus"]
