"""Cluster state the Filter phase reads, built lazily from a Snapshot and shared by every Pod
analysed in one run: per-node requested resources, pod counts and host ports (from the
snapshot's pods-by-node index, computed only for nodes that are looked at), existing pods'
required anti-affinity terms (one pass over pods, on first use), namespaces' labels."""
from __future__ import annotations

from ..kube.guards import D, L  # noqa: F401

from dataclasses import dataclass, field
from typing import Mapping

from ..kube.first_looks import SCAN_ROWS, looked, scan_row
from ..kube.quantity import QuantityError, amount
from ..kube.requests import BadQuantity, pod_requests
from .plugins.node_ports import host_ports
from .reasons import Wording

DEFAULT_SCHEDULER = "default-scheduler"
HOSTNAME = "kubernetes.io/hostname"


@dataclass
class NodeInfo:
    name: str
    node: dict
    allocatable: dict[str, int]
    allowed_pods: int
    pods: list[dict] = field(default_factory=list)          # non-terminated pods bound here
    requested: dict[str, int] = field(default_factory=dict)
    _ports: list[tuple[str, str, int, dict]] | None = None
    _pod_requests: list[tuple[dict, dict[str, int]]] | None = None
    _bad: set[int] = field(default_factory=set)                # ids of pods whose requests do not parse

    @property
    def pod_requests(self) -> list[tuple[dict, dict[str, int]]]:
        """(pod, its requests) per pod here; only preemption and "who holds it" read these."""
        if self._pod_requests is None:
            self._pod_requests = [(p, {} if id(p) in self._bad else pod_requests(p)) for p in self.pods]
        return self._pod_requests

    @property
    def ports(self) -> list[tuple[str, str, int, dict]]:
        """(hostIP, protocol, hostPort, pod) in use on the node; read only when the pod being
        placed asks for host ports, so most runs never walk every container's ports."""
        if self._ports is None:
            self._ports = []
            for pod in self.pods:
                spec = pod.get("spec")
                if type(spec) is dict and any("ports" in c for c in L(spec.get("containers")) if type(c) is dict):
                    self._ports.extend((ip, proto, port, pod) for ip, proto, port in host_ports(pod))
        return self._ports

    def free(self, resource: str) -> int:
        return self.allocatable.get(resource, 0) - self.requested.get(resource, 0)


def _alloc(node: Mapping) -> tuple[dict[str, int], int]:
    out: dict[str, int] = {}
    for name, raw in D(D(node.get("status")).get("allocatable")).items():
        try:
            out[name] = amount(name, raw)
        except QuantityError:
            out[name] = 0
    return out, out.pop("pods", 0)


def _name(obj: Mapping) -> str:
    name = D(obj.get("metadata")).get("name")
    return name if isinstance(name, str) else ""


def pod_priority(pod: Mapping, state: "ClusterState | None" = None) -> int:
    spec = D(pod.get("spec"))
    if isinstance(spec.get("priority"), int):
        return spec["priority"]
    if state is not None and spec.get("priorityClassName"):
        pc = state.snapshot.get("priorityclasses.scheduling.k8s.io", None, spec["priorityClassName"])
        if pc and isinstance(pc.get("value"), int):
            return pc["value"]
    return 0


class ClusterState:
    def __init__(self, snapshot) -> None:
        self.snapshot = snapshot
        self.nodes: list[dict] = [n for n in snapshot.nodes if isinstance(n, dict) and _name(n)]
        self.wording = Wording(snapshot.meta.get("server_version"))
        self._infos: dict[str, NodeInfo] | None = None   # built on first use, for every node at once
        self._touched: set[str] = set()
        self._anti: list | None = None
        self._ns_labels: dict[str, dict] | None = None
        self.bad_quantities: list[str] = []
        self._labels: dict = {}
        self._allocs: dict[str, tuple[dict[str, int], int]] = {}
        self._pending_by_owner: dict[str, list[dict]] | None = None
        self._classes: dict[int, int] = {}        # id(node) -> node_class
        self._class_ids: dict[tuple, int] = {}
        self._rows = None                         # node_rows(); False: not usable
        self._free: dict[str, list[int]] = {}
        self._names: list[str] | None = None

    # ---- nodes ------------------------------------------------------------------------
    def info(self, node: dict) -> NodeInfo:
        name = _name(node)
        if self._infos is None:
            self._scan_pods()
        self._touched.add(name)
        got = self._infos.get(name)
        if got is None:   # a node object outside self.nodes: nothing is bound to it here
            alloc, allowed = self.alloc(node)
            got = self._infos[name] = NodeInfo(name, node, alloc, allowed)
        return got

    def _scan_pods(self) -> None:
        """ONE pass over the pods builds everything Filter reads of them: every node's requested
        resources and pods, the bound pods with required anti-affinity, and the unbound Pending
        pods by owner. On 150k pods this is the floor of the work, shared by every pod analysed."""
        infos: dict[str, NodeInfo] = {}
        for node in self.nodes:
            name = _name(node)
            alloc, allowed = self.alloc(node)
            infos[name] = NodeInfo(name, node, alloc, allowed)
        anti: list[tuple[dict, list[dict]]] = []
        pending: dict[str, list[dict]] = {}
        get = infos.get
        # what this pass reads of each pod, taken in the shared first pass over the pods while
        # they were at hand (doctor.kube.first_looks: on 150k pods a pass of its own is mostly
        # cache misses); else read here, pod by pod, the same way (scan_row)
        rows = looked(self.snapshot, SCAN_ROWS)
        for k, pod in enumerate(self.snapshot.pods):
            row = rows[k] if rows is not None else scan_row(pod, infos)
            if row is None:
                continue
            node_name, phase, terms, req = row
            if not node_name:
                if phase == "Pending":
                    for o in L(D(pod.get("metadata")).get("ownerReferences")):
                        if isinstance(o, dict) and o.get("controller") and isinstance(o.get("uid"), str):
                            pending.setdefault(o["uid"], []).append(pod)
                continue
            if terms:
                anti.append((pod, [t for t in terms if isinstance(t, dict)]))
            info = get(node_name) if type(node_name) is str else None
            if info is None:
                continue
            info.pods.append(pod)
            if isinstance(req, BadQuantity):
                meta = D(pod.get("metadata"))
                self.bad_quantities.append(f"{meta.get('namespace')}/{meta.get('name')}: {req}")
                info._bad.add(id(pod))
                continue
            requested = info.requested
            for k2, v in req.items():
                requested[k2] = requested.get(k2, 0) + v
        self._infos, self._anti, self._pending_by_owner = infos, anti, pending

    # ---- existing pods with required anti-affinity (built by the same pass) ----------------
    def anti_affinity_pods(self) -> list[tuple[dict, list[dict]]]:
        if self._anti is None:
            self._scan_pods()
        return self._anti

    def namespace_labels(self, ns: str) -> dict | None:
        if self._ns_labels is None:
            self._ns_labels = {}
            for obj in self.snapshot.items("namespaces"):
                meta = D(obj.get("metadata"))
                self._ns_labels[meta.get("name") or ""] = D(meta.get("labels"))
        if not self._ns_labels:
            return None
        return self._ns_labels.get(ns, {})

    def alloc(self, node: dict) -> tuple[dict[str, int], int]:
        """(allocatable in scheduler units, allowed pod count), without touching the node's pods."""
        name = _name(node)
        got = self._allocs.get(name)
        if got is None:
            got = self._allocs[name] = _alloc(node)
        return got

    def has_info(self, node: dict) -> bool:
        return _name(node) in self._touched

    def pending_by_owner(self) -> dict[str, list[dict]]:
        """Unbound Pending pods by their controller's uid (built by the same pass)."""
        if self._pending_by_owner is None:
            self._scan_pods()
        return self._pending_by_owner

    def labels(self, node: dict) -> dict:
        """The node's labels with string values only (anything else is not a valid label)."""
        name = D(node.get("metadata")).get("name")
        key = name if isinstance(name, str) else id(node)
        got = self._labels.get(key)
        if got is None:
            raw = D(D(node.get("metadata")).get("labels"))
            got = raw if all(type(v) is str for v in raw.values()) else {
                k: v for k, v in raw.items() if isinstance(v, str)}
            self._labels[key] = got
        return got

    def node_rows(self):
        """((node, name) per node, node_class per node, whether another pod exceeds the node's
        pod count per node), in self.nodes order, built once after the pods were summed; None
        when some node has no NodeInfo of its own (two nodes of one name). Reads the NodeInfos
        without marking them looked at (has_info)."""
        if self._rows is None and self._infos is not None:
            rows, classes, crowded = [], [], []
            for node in self.nodes:
                name = D(node.get("metadata")).get("name") or ""
                info = self._infos.get(name)
                if info is None or info.node is not node:
                    self._rows = False
                    return None
                rows.append((node, name))
                classes.append(self.node_class(node))
                crowded.append(len(info.pods) + 1 > info.allowed_pods)
            self._rows = (rows, classes, crowded)
        return self._rows or None

    def row_names(self) -> list[str]:
        """The node names of node_rows(), in self.nodes order."""
        if self._names is None:
            self._names = [name for _node, name in self._rows[0]]
        return self._names

    def resource_free(self, resource: str) -> list[int]:
        """Allocatable minus requested `resource` per node, in self.nodes order (see node_rows)."""
        got = self._free.get(resource)
        if got is None:
            got = self._free[resource] = [
                i.allocatable.get(resource, 0) - i.requested.get(resource, 0)
                for i in (self._infos[name] for _node, name in self._rows[0])]
        return got

    def node_class(self, node: dict) -> int:
        """Nodes with equal labels (but kubernetes.io/hostname), spec.taints and spec.unschedulable
        share a number: what NodeUnschedulable, TaintToleration and NodeAffinity (no hostname, no
        matchFields) read of a node. Anything odd (non-string label keys) gets a class of its own."""
        got = self._classes.get(id(node))
        if got is None:
            meta, spec = D(node.get("metadata")), D(node.get("spec"))
            raw = meta.get("labels")
            try:
                labels = tuple(sorted((k, repr(v)) for k, v in raw.items() if k != HOSTNAME)) \
                    if isinstance(raw, Mapping) else repr(raw)
                key = (labels, repr(spec.get("taints")), bool(spec.get("unschedulable")))
            except TypeError:
                key = ("node", id(node))
            got = self._class_ids.setdefault(key, len(self._class_ids))
            self._classes[id(node)] = got
        return got

    def node_by_name(self, name: str) -> dict | None:
        return self.snapshot.node(name)
