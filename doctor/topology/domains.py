"""Topology domains across nodes: which node belongs to which zone, region, cloud network block,
NVLink clique, Kueue Topology level or Volcano HyperNode, and how many of a job's ranks each
domain could hold. Label names and API shapes are cited in doctor/topology/REFERENCE.md.

A level is one way the cluster groups nodes (the label topology.kubernetes.io/zone, or the tier-1
HyperNodes of Volcano); a domain is one group (zone us-east-1a). Levels are listed widest first,
so a job split at several levels is reported at the widest (the costliest split).

Per domain, what a job could use is counted in pods, never in loose GPUs: a rank that asks for
g GPUs fits on a node with g free, so a domain holds sum over its nodes of (free + the GPUs the
job's own ranks hold there) // g ranks (the job's own GPUs count: moving it frees them). Free
GPUs per node come from doctor.facts (allocatable - allocated on a Ready, schedulable node, less
faulted / health-tainted GPUs), the same numbers every other output states."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..kube.guards import D, L

ZONE = "topology.kubernetes.io/zone"
REGION = "topology.kubernetes.io/region"
CLIQUE = "nvidia.com/gpu.clique"                       # GFD: <ClusterUUID>.<CliqueID> (multi-node NVLink)
AWS_LAYERS = tuple(f"topology.k8s.aws/network-node-layer-{i}" for i in (1, 2, 3, 4))
GKE_BLOCK = "cloud.google.com/gce-topology-block"
GKE_SUBBLOCK = "cloud.google.com/gce-topology-subblock"
GKE_HOST = "cloud.google.com/gce-topology-host"
HOSTNAME = "kubernetes.io/hostname"
KUEUE_TOPOLOGIES = "topologies.kueue.x-k8s.io"
HYPERNODES = "hypernodes.topology.volcano.sh"


@dataclass(frozen=True)
class Level:
    key: str          # the node label (or "volcano-hypernode/tier-N")
    name: str         # plain words: "zone", "NVLink clique", "AWS network layer 2"
    kind: str         # zone | region | clique | network | kueue | hypernode
    cost: str         # what a job split across two domains of this level pays, in plain words

    @property
    def label(self) -> str | None:
        return None if self.key.startswith("volcano-hypernode/") else self.key


_COST_ZONE = ("every all-reduce crosses zones: higher latency than inside one zone, and cross-zone "
              "traffic is billed per GB by the cloud provider")
_COST_CLIQUE = ("the ranks are in different NVLink domains (IMEX cliques), so NCCL cannot use multi-node "
                "NVLink (MNNVL) between them and falls back to the InfiniBand/RoCE network, or to TCP "
                "sockets when none is configured")
_COST_NET = ("traffic between its ranks crosses more network switch layers: fewer hops inside one domain "
             "means lower latency and more bandwidth for every collective")

STATIC_LEVELS = (
    Level(REGION, "region", "region", "traffic between its ranks crosses regions: high latency and inter-region "
          "data transfer charges"),
    Level(ZONE, "zone", "zone", _COST_ZONE),
    Level(AWS_LAYERS[0], "AWS network layer 1", "network", _COST_NET),
    Level(GKE_BLOCK, "GCE topology block", "network", _COST_NET),
    Level(AWS_LAYERS[1], "AWS network layer 2", "network", _COST_NET),
    Level(GKE_SUBBLOCK, "GCE topology sub-block", "network", _COST_NET),
    Level(AWS_LAYERS[2], "AWS network layer 3", "network", _COST_NET),
    Level(AWS_LAYERS[3], "AWS network layer 4", "network", _COST_NET),
    Level(CLIQUE, "NVLink clique", "clique", _COST_CLIQUE),
)


@dataclass
class Domain:
    level: Level
    value: str
    nodes: list[str] = field(default_factory=list)


@dataclass
class Topology:
    """The levels this cluster exposes and, per level, node name -> domain value."""

    levels: list[Level]
    member: dict[str, dict[str, str]]      # level key -> node -> domain value
    kueue: dict[str, list[str]] = field(default_factory=dict)    # Topology name -> its level labels
    hypernodes: dict[str, dict] = field(default_factory=dict)    # HyperNode name -> object

    def domain_of(self, level: Level, node: str) -> str | None:
        return self.member.get(level.key, {}).get(node)

    def domains(self, level: Level) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for node, value in self.member.get(level.key, {}).items():
            out.setdefault(value, []).append(node)
        return out


def _meta(obj) -> dict:
    return D(D(obj).get("metadata"))


def topology_of(snapshot) -> Topology:
    """The cluster's topology levels, computed once per snapshot. Linear in nodes (+ HyperNodes)."""
    return snapshot.derived("doctor.topology.domains", lambda: _build(snapshot))


def _build(snapshot) -> Topology:
    nodes = [n for n in snapshot.nodes if isinstance(n, dict)]
    labels_by_node = {str(_meta(n).get("name") or "?"): D(_meta(n).get("labels")) for n in nodes}
    levels: list[Level] = []
    member: dict[str, dict[str, str]] = {}
    seen: set[str] = set()

    def add(level: Level) -> None:
        if level.key in seen:
            return
        values = {name: str(lab[level.key]) for name, lab in labels_by_node.items()
                  if isinstance(lab.get(level.key), (str, int)) and str(lab[level.key]) != ""}
        if not values:
            return
        seen.add(level.key)
        levels.append(level)
        member[level.key] = values

    for level in STATIC_LEVELS:
        add(level)
    kueue: dict[str, list[str]] = {}
    for t in snapshot.items(KUEUE_TOPOLOGIES) if snapshot.has(KUEUE_TOPOLOGIES) else ():
        keys = [str(D(lv).get("nodeLabel")) for lv in L(D(D(t).get("spec")).get("levels")) if D(lv).get("nodeLabel")]
        kueue[str(_meta(t).get("name") or "?")] = keys
        for key in keys:
            if key == HOSTNAME:
                continue            # a node is its own domain: nothing to split
            add(Level(key, f"Kueue Topology level {key}", "kueue", _COST_NET))
    hypernodes: dict[str, dict] = {}
    if snapshot.has(HYPERNODES):
        hypernodes = {str(_meta(h).get("name") or "?"): h for h in snapshot.items(HYPERNODES) if isinstance(h, dict)}
        for tier, mapping in sorted(_hypernode_tiers(hypernodes, labels_by_node).items(), reverse=True):
            key = f"volcano-hypernode/tier-{tier}"
            seen.add(key)
            levels.append(Level(key, f"Volcano HyperNode tier {tier}", "hypernode",
                                _COST_CLIQUE if tier == 1 else _COST_NET))
            member[key] = mapping
    return Topology(levels, member, kueue, hypernodes)


def _selects(selector: dict, name: str, labels: dict) -> bool:
    """Volcano MemberSelector: exactMatch.name, regexMatch.pattern, or labelMatch (a LabelSelector)."""
    sel = D(selector)
    if D(sel.get("exactMatch")).get("name"):
        return D(sel["exactMatch"]).get("name") == name
    pattern = D(sel.get("regexMatch")).get("pattern")
    if isinstance(pattern, str) and pattern:
        try:
            return re.search(pattern, name) is not None
        except re.error:
            return False
    if isinstance(sel.get("labelMatch"), dict):
        from ..kube.selectors import matches_label_selector
        return matches_label_selector(sel["labelMatch"], labels)
    return False


def _hypernode_tiers(hypernodes: dict[str, dict], labels_by_node: dict[str, dict]) -> dict[int, dict[str, str]]:
    """tier -> node -> the HyperNode of that tier containing the node (members of type Node at the
    leaves, type HyperNode above them)."""
    direct: dict[str, set[str]] = {}     # hypernode -> nodes
    children: dict[str, set[str]] = {}   # hypernode -> child hypernodes
    tier: dict[str, int] = {}
    for hname, h in hypernodes.items():
        spec = D(h.get("spec"))
        t = spec.get("tier")
        tier[hname] = t if isinstance(t, int) and not isinstance(t, bool) else 0
        for m in L(spec.get("members")):
            m = D(m)
            sel = D(m.get("selector"))
            if m.get("type") == "HyperNode":
                children.setdefault(hname, set()).update(c for c in hypernodes if _selects(sel, c, {}))
            else:
                direct.setdefault(hname, set()).update(n for n, lab in labels_by_node.items() if _selects(sel, n, lab))

    def nodes_under(h: str, depth: int = 0) -> set[str]:
        out = set(direct.get(h, ()))
        if depth < 16:
            for c in children.get(h, ()):
                out |= nodes_under(c, depth + 1)
        return out

    out: dict[int, dict[str, str]] = {}
    for hname in sorted(hypernodes):
        for node in nodes_under(hname):
            out.setdefault(tier[hname], {}).setdefault(node, hname)
    return out


# ---- what a domain can hold ------------------------------------------------------------
def room_unknown(snapshot, what: str) -> str | None:
    """Why room in a domain cannot be told, or None: pods missing from the snapshot (`record -n
    NS`, a namespaced fallback, a list cut short) may hold the GPUs it counts as free (issue 11)."""
    gap = snapshot.gap("pods")
    if gap is None or not gap.partial:
        return None
    return (f"cannot tell whether {what}: the snapshot's pods are partial ({gap.kind}: {gap.reason}), and pods "
            "not read may hold the GPUs it counts as free")


def free_gpus(snapshot) -> dict[str, int]:
    """node -> GPUs free for a new pod (doctor.facts: the same number the report states)."""
    def build():
        from ..facts import node_facts
        from ..kube.gpu import is_gpu_node
        return {str(_meta(n).get("name") or "?"): node_facts(snapshot, n).free
                for n in snapshot.nodes if isinstance(n, dict) and is_gpu_node(n)}
    return snapshot.derived("doctor.topology.free_gpus", build)


@dataclass
class Room:
    domain: str
    nodes: list[str]
    ranks: int            # ranks of `per_rank` GPUs this domain could hold (the job's own GPUs included)
    free: int             # GPUs free in it now
    short: int            # GPUs missing for the whole job (0 when it fits)


def rooms(snapshot, topo: Topology, level: Level, per_rank: int, ranks: int,
          held: dict[str, int]) -> list[Room]:
    """Per domain of `level`: how many ranks of `per_rank` GPUs it could hold, counting the GPUs
    the job itself holds on each node (`held`: node -> GPUs) as available. Roomiest first.
    The per-domain sums without the job are computed once per (level, GPUs per rank) and shared
    by every job, so a job costs O(domains + its own nodes), not O(nodes)."""
    if not per_rank:
        return []
    free = free_gpus(snapshot)
    base = snapshot.derived(f"doctor.topology.rooms|{level.key}|{per_rank}",
                            lambda: _base(topo, level, per_rank, free))
    extra: dict[str, list[int]] = {}
    for n, h in held.items():
        value = topo.domain_of(level, n)
        if value is None or not h:
            continue
        f = free.get(n, 0)
        e = extra.setdefault(value, [0, 0])
        gained = (f + h) // per_rank - f // per_rank
        e[0] += gained
        e[1] += gained * per_rank
    out = []
    for value, (nodes, fits, gpus, usable) in base.items():
        add = extra.get(value, (0, 0))
        out.append(Room(value, nodes, fits + add[0], gpus, max(per_rank * ranks - usable - add[1], 0)))
    out.sort(key=lambda r: (-r.ranks, r.short, r.domain))
    return out


def _base(topo: Topology, level: Level, per_rank: int, free: dict[str, int]) -> dict[str, tuple]:
    out = {}
    for value, nodes in topo.domains(level).items():
        fits = sum(free.get(n, 0) // per_rank for n in nodes)
        out[value] = (sorted(nodes), fits, sum(free.get(n, 0) for n in nodes), fits * per_rank)
    return out


__all__ = ["CLIQUE", "Domain", "HYPERNODES", "KUEUE_TOPOLOGIES", "Level", "Room", "STATIC_LEVELS", "Topology",
           "ZONE", "free_gpus", "room_unknown", "rooms", "topology_of"]
