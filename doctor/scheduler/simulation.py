"""One scheduling cycle for one pod, replayed on a snapshot: PreFilter, then Filter node by
node through the default profile (plugins/__init__.py), then DefaultPreemption's PostFilter,
and the aggregate FitError message.

For every node: ``fits``; ``reasons`` = what kube-scheduler itself reports for that node (the
first plugin that rejects it, verbatim; NodeResourcesFit may give several Insufficient ...);
``also`` = what later plugins would say too. Not modelled: NodeVolumeLimits,
VolumeRestrictions, allocation of unallocated DRA claims (said in ``notes``), PodDisruptionBudgets
and victim ordering by start time in preemption, resources reserved for other pods'
nominatedNodeName, scheduler extenders, out-of-tree plugins and custom profiles' plugin sets
(a disagreement with the recorded FailedScheduling message is reported when any of these matters).
"""
from __future__ import annotations

from ..kube.guards import D

import json
from dataclasses import dataclass, field
from functools import partial
from itertools import compress
from operator import gt

from .framework import NO_NODES, CycleState, Rejection
from .message import fit_error_message
from .plugins import FILTERS, POST_FILTER

ERROR = "Error"   # framework.Error: the plugin failed (not Unschedulable); the attempt is aborted
from .plugins.dynamic_resources import NAME as DYNAMIC_RESOURCES
from .plugins.node_affinity import NAME as NODE_AFFINITY
from .plugins.node_resources_fit import DRA_DELEGATED, NAME as NODE_RESOURCES_FIT
from .plugins.node_unschedulable import NAME as NODE_UNSCHEDULABLE
from .plugins.taint_toleration import NAME as TAINT_TOLERATION
from .state import HOSTNAME, ClusterState

__all__ = ["NodeResult", "Simulation", "simulate", "deciding_plugins", "Rejection"]


@dataclass
class NodeResult:
    name: str
    fits: bool
    reasons: list[str] = field(default_factory=list)
    also: list[str] = field(default_factory=list)
    plugin: str | None = None
    code: str | None = None
    rejections: list[Rejection] = field(default_factory=list)
    preemption: str | None = None        # this node's entry in the preemption histogram
    victims: list[dict] = field(default_factory=list)
    also_partial: bool = False           # `also` lists only what the node lacks outright (see CycleState.evaluate)

    def to_dict(self) -> dict:
        out = {"name": self.name, "fits": self.fits, "reasons": list(self.reasons), "also": list(self.also)}
        if self.plugin:
            out["plugin"] = self.plugin
            out["code"] = self.code
        if self.preemption:
            out["preemption"] = self.preemption
        if self.also_partial:
            out["also_partial"] = True
        return out


@dataclass
class Simulation:
    pod: dict
    total_nodes: int
    nodes: list[NodeResult]
    request: dict[str, int]
    prefilter: Rejection | None = None
    postfilter: str = ""
    message: str = ""
    preemption_node: NodeResult | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def schedulable(self) -> bool:
        return self.prefilter is None and any(n.fits for n in self.nodes)

    @property
    def fitting(self) -> list[NodeResult]:
        return [n for n in self.nodes if n.fits]

    @property
    def fit_count(self) -> int:
        return sum(1 for n in self.nodes if n.fits)

    def histogram(self) -> dict[str, int]:
        out: dict[str, int] = {}
        if self.prefilter is not None:
            return {r: self.total_nodes for r in self.prefilter.reasons}
        for n in self.nodes:
            for r in n.reasons:
                out[r] = out.get(r, 0) + 1
        return out


def deciding_plugins(rejections: list[Rejection]) -> set[str]:
    """The plugins that reject a node, counting a cordon's own taint as part of the cordon."""
    plugins = {r.plugin for r in rejections}
    if NODE_UNSCHEDULABLE in plugins and all(
            r.plugin != TAINT_TOLERATION or D(r.detail.get("taint")).get("key") == "node.kubernetes.io/unschedulable"
            for r in rejections):
        plugins.discard(TAINT_TOLERATION)
    return plugins


class _QuickRejected(NodeResult):
    """A node scan's quick pass found rejected, judged by an equal node (same verdict-relevant
    facts, see _quick_pass). Its own rejections (reasons, detail numbers) are computed only if
    something reads them: in scan mode nothing does once another node fits."""

    fits = False
    preemption = None
    also_partial = False

    def __init__(self, name: str, cs: CycleState, node: dict) -> None:   # noqa: D107 (no dataclass init)
        self.name, self.also, self.victims, self._cs, self._node, self._rej = name, [], [], cs, node, None

    @property
    def rejections(self) -> list[Rejection]:
        if self._rej is None:
            self._rej = self._cs.evaluate(self._node, first_only=True)
        return self._rej

    @property
    def reasons(self) -> list[str]:
        return list(self.rejections[0].reasons)

    @property
    def plugin(self) -> str | None:
        return self.rejections[0].plugin

    @property
    def code(self) -> str | None:
        return self.rejections[0].code


# Filter plugins whose verdict on a node reads only: the node's labels (NodeAffinity: nodeSelector
# and required node affinity without matchFields or the hostname label), spec.taints,
# spec.unschedulable, allocatable, and the sums of the pods bound to it (NodeResourcesFit).
_CLASSABLE = frozenset({NODE_UNSCHEDULABLE, TAINT_TOLERATION, NODE_AFFINITY, NODE_RESOURCES_FIT})


def _quick_pass(cs: CycleState, state: ClusterState) -> Simulation | None:
    """scan mode: every node judged like kube-scheduler (first rejecting plugin), or None when no
    node fits (then simulate judges every node in full). When every active plugin reads only what
    ClusterState.node_class and the resource features below capture, nodes equal in those are
    judged once: thousands of identical GPU nodes cost one evaluation per distinct kind per pod
    group, not one per node. Exactness: whether the node fits, and whether NodeResourcesFit's
    Filter ran on it (ClusterState.info marks the node looked at), are functions of the key; a
    rejected node's own plugin, code, reasons and numbers come from _QuickRejected, on demand, and
    the per-node results themselves only when something reads them (_QuickSimulation)."""
    names = [p.name for p in cs.active]
    classes = state._infos is not None and all(n in _CLASSABLE for n in names) and NODE_RESOURCES_FIT in names \
        and cs.data.get(DRA_DELEGATED) is None and state.node_rows() is not None
    if classes and NODE_AFFINITY in names:
        text = json.dumps([cs.spec.get("nodeSelector"), D(cs.spec.get("affinity")).get("nodeAffinity")],
                          sort_keys=True, default=str)
        classes = "matchFields" not in text and HOSTNAME not in text
    if not classes:
        quick = [cs.evaluate(node, first_only=True) for node in state.nodes]
        if all(quick):
            return None
        results = []
        for node, rej in zip(state.nodes, quick):
            name = D(node.get("metadata")).get("name") or ""
            results.append(NodeResult(name, True) if not rej else
                           NodeResult(name, False, list(rej[0].reasons), [], rej[0].plugin, rej[0].code, rej))
        return Simulation(cs.pod, len(state.nodes), results, cs.request, notes=list(cs.notes))
    rows, class_ids, crowded = state.node_rows()
    request = cs.request
    # the key per node: its class, whether it is full of pods, and per requested resource
    # whether the node is short of it (fit.go's check per node), all in C loops
    keys = list(zip(class_ids, crowded, *[map(partial(gt, request[r]), state.resource_free(r))
                                          for r in cs.data.get(NODE_RESOURCES_FIT) or ()]))
    n = len(keys)
    first = dict(zip(reversed(keys), range(n - 1, -1, -1)))    # key -> its first node
    verdicts: dict[tuple, list[Rejection]] = {}
    for i in sorted(first.values()):     # the first node of each kind, judged in node order, as before
        verdicts[keys[i]] = cs.evaluate(rows[i][0], first_only=True)
    fit = {k for k, rej in verdicts.items() if not rej}
    # NodeResourcesFit's Filter ran on every node that fits or that it rejects (ClusterState.info)
    seen = fit | {k for k, rej in verdicts.items() if rej and rej[0].plugin == NODE_RESOURCES_FIT}
    names = state.row_names()
    state._touched.update(compress(names, map(seen.__contains__, keys)))
    if not fit:
        return None
    return _QuickSimulation(cs, state, keys, first, verdicts, fit, names)


class _QuickSimulation(Simulation):
    """What _quick_pass found when some node fits: the nodes that fit, and a verdict per node kind.
    Scan mode reads only the fitting nodes then (the headline's count, a gang's placement); the
    per-node results (``nodes``: NodeResult per fitting node or first node of its kind, the
    others _QuickRejected) are built only if something reads them."""

    def __init__(self, cs: CycleState, state: ClusterState, keys, first, verdicts, fit, names) -> None:  # noqa: D107
        self.pod, self.total_nodes, self.request = cs.pod, len(state.nodes), cs.request
        self.prefilter, self.postfilter, self.message, self.preemption_node = None, "", "", None
        self.notes = list(cs.notes)
        self._quick = (cs, state, keys, first, verdicts, fit, names)
        self._fit_names = list(compress(names, map(fit.__contains__, keys)))
        self._fitting: list[NodeResult] | None = None
        self._nodes: list[NodeResult] | None = None

    @property
    def nodes(self) -> list[NodeResult]:
        if self._nodes is None:
            cs, state, keys, first, verdicts, fit, names = self._quick
            rows = state.node_rows()[0]
            fitting = iter(self._fits())
            out: list[NodeResult] = []
            for i, key in enumerate(keys):
                if key in fit:
                    out.append(next(fitting))
                elif first[key] == i:
                    rej = verdicts[key]
                    out.append(NodeResult(names[i], False, list(rej[0].reasons), [], rej[0].plugin, rej[0].code, rej))
                else:
                    out.append(_QuickRejected(names[i], cs, rows[i][0]))
            self._nodes = out
        return self._nodes

    @nodes.setter
    def nodes(self, value: list[NodeResult]) -> None:
        self._nodes = value

    def _fits(self) -> list[NodeResult]:
        if self._fitting is None:
            self._fitting = [NodeResult(name, True) for name in self._fit_names]
        return self._fitting

    @property
    def schedulable(self) -> bool:
        return bool(self._fit_names) if self._nodes is None else super().schedulable

    @property
    def fitting(self) -> list[NodeResult]:
        return list(self._fits()) if self._nodes is None else super().fitting

    @property
    def fit_count(self) -> int:
        return len(self._fit_names) if self._nodes is None else super().fit_count


def simulate(pod: dict, state: ClusterState, preemption: bool = True, detail: bool = True,
             profile=FILTERS) -> Simulation:
    """detail=False (scan mode) first evaluates like kube-scheduler (stop at the first
    rejecting plugin per node) and only computes every node's `also` when no node fits."""
    cs = CycleState(pod, state, profile)
    if not detail and cs.prefilter is None:
        quick = _quick_pass(cs, state)
        if quick is not None:
            return quick
    results: list[NodeResult] = []
    sim = Simulation(pod, len(state.nodes), results, cs.request, prefilter=cs.prefilter, notes=list(cs.notes))
    for node in state.nodes:
        name = D(node.get("metadata")).get("name") or ""
        rejections = cs.evaluate(node)
        if name in cs.partial_nodes and len(deciding_plugins(rejections)) == 1:
            # a near miss (one obstacle only?): confirm with the node's real resource sums
            cs.partial_nodes.discard(name)
            rejections = cs.evaluate(node, full=True)
        if cs.prefilter is not None:
            # kube-scheduler reports only the PreFilter message; per-node results are ours.
            rejections = [cs.prefilter] + rejections
        if not rejections:
            results.append(NodeResult(name, True))
            continue
        first = rejections[0]
        also = [r for rej in rejections[1:] for r in rej.reasons]
        results.append(NodeResult(name, False, list(first.reasons), also, first.plugin, first.code, rejections,
                                  also_partial=name in cs.partial_nodes))
    if not state.nodes:
        sim.message = NO_NODES
        return sim
    err = next((r for n in results for r in n.rejections if r.code == ERROR), None)
    if err is not None:
        # a plugin's Error status (e.g. a CEL runtime error in a DRA selector) aborts the whole
        # cycle: no FitError, the condition is reason SchedulerError with the error text itself
        # (real v1.35.4: 'running "DynamicResources" filter plugin: claim ns/c: selector #0: ...')
        sim.prefilter = err
        sim.message = err.reasons[0]
        return sim
    if sim.schedulable:
        return sim
    if cs.prefilter is not None and cs.prefilter.detail.get("stage") == "PreEnqueue":
        # a PreEnqueue rejection (DynamicResources: claim missing / not created yet / being
        # deleted): the pod never enters a scheduling cycle, so kube-scheduler writes no
        # PodScheduled condition and no event at all (real v1.35.4, e2e/controlplane)
        sim.message = ""
        return sim
    if preemption and state.wording.dra_postfilter and cs.prefilter is not None \
            and cs.prefilter.plugin != DYNAMIC_RESOURCES:
        # 1.34+: a PreFilter failure before DynamicResources' own PreFilter leaves it no state;
        # its PostFilter then errors with "not found" and no other PostFilter runs (real v1.35.4:
        # "0/6 nodes are available: pod has unbound immediate PersistentVolumeClaims. not found").
        sim.postfilter = "not found"
    elif preemption:
        sim.postfilter = POST_FILTER.post_filter(cs, sim, state)
        # PostFilter plugins run in profile order, DynamicResources first; their Unschedulable
        # messages are joined with ", " (framework/runtime RunPostFilterPlugins). A nominated node
        # (success) leaves no message at all.
        dra_post = next((p for p in cs.active if hasattr(p, "post_filter")), None)
        dra_msg = dra_post.post_filter(cs, sim) if dra_post is not None and sim.postfilter else ""
        if not dra_msg and sim.postfilter and state.wording.dra_postfilter \
                and not D(pod.get("spec")).get("resourceClaims"):
            dra_msg = "no new claims to deallocate"   # dynamicresources.go PostFilter, pod without claims
        if dra_msg:
            sim.postfilter = f"{dra_msg}, {sim.postfilter}"
    pre = cs.prefilter.reasons[0] if cs.prefilter else ""
    sim.message = fit_error_message(sim.total_nodes, sim.histogram() if not pre else {}, pre,
                                    sim.postfilter, state.wording.postfilter_format)
    return sim
