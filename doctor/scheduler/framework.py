"""kube-scheduler's scheduling framework in miniature: status codes, the Filter plugin
interface, the per-pod CycleState filled by PreFilter, and the Filter loop over the ordered
profile (doctor/scheduler/plugins/__init__.py).

Shapes follow kubernetes/kubernetes pkg/scheduler/framework/interface.go:
- ``Code``: ``Unschedulable`` vs ``UnschedulableAndUnresolvable`` (a node rejected with the
  latter is never a preemption candidate, see DefaultPreemption's PostFilter);
- ``PreFilterPlugin.PreFilter(ctx, state, pod)`` computes the pod's own state once per cycle
  and may reject the pod before any node is looked at, or return ``Skip`` so the framework
  does not run the plugin's Filter for this pod (framework.Skip, 1.27+);
- ``FilterPlugin.Filter(ctx, state, pod, nodeInfo)`` judges one node; the framework runs the
  plugins in profile order and, like ``RunFilterPlugins``, stops at the first rejection
  (``first_only``) -- doctor also runs the rest to report what *else* rejects the node.

A plugin here is one module under plugins/ holding its name, its reason strings (verbatim),
PreFilter/Filter, and ``explain``: the plain-English finding and fix for the nodes it rejects.
"""
from __future__ import annotations

from ..kube.guards import D, L

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ..model import Evidence, Finding, ObjectRef, Remediation, Severity

if TYPE_CHECKING:
    from .simulation import NodeResult, Simulation
    from .state import ClusterState

# framework.Code values (pkg/scheduler/framework/interface.go)
UNSCHEDULABLE = "Unschedulable"
UNRESOLVABLE = "UnschedulableAndUnresolvable"

# pkg/scheduler/schedule_one.go: ErrNoNodesAvailable
NO_NODES = "no nodes available to schedule pods"

# the check id every scheduler finding is reported under (checks/scheduling/pending_pods.py)
CHECK = "pending_pods"

SKIP = object()   # PreFilter's framework.Skip: this plugin's Filter does not run for the pod


@dataclass
class Rejection:
    """One plugin's non-success Status for one node (or, at PreFilter, for the pod)."""
    plugin: str
    code: str
    reasons: list[str]
    detail: dict = field(default_factory=dict)


class FilterPlugin:
    """Base of every Filter plugin. Subclasses set ``name`` (kube-scheduler's plugin name,
    verbatim), ``reasons`` (every reason string it can report, verbatim) and override the
    extension points they implement."""

    name: ClassVar[str] = ""
    reasons: ClassVar[tuple[str, ...]] = ()
    # Filter reads what already runs on the node (NodeInfo sums): NodePorts, NodeResourcesFit.
    # On a node already out for good (an Unresolvable rejection earlier) doctor does not sum the
    # node's pods just to complete `also`; such a plugin's ``filter_unresolved`` answers instead.
    needs_node_info: ClassVar[bool] = False
    # the pod spec field a PreFilter rejection points at (evidence)
    prefilter_field: ClassVar[str] = "volumes"
    # generic fix when ``explain`` has nothing more specific: (text, commands with {ns}/{name})
    fix: ClassVar[tuple[str, tuple[str, ...]]] = ("See the reasons above.", ("kubectl describe pod -n {ns} {name}",))

    # ---- PreFilter ------------------------------------------------------------------------
    def pre_filter(self, cs: "CycleState"):
        """Compute this plugin's PreFilter state into ``cs.data[self.name]``. Return a Rejection
        to reject the pod outright, SKIP to skip Filter for this pod, or None."""
        return None

    # ---- Filter ---------------------------------------------------------------------------
    def filter(self, cs: "CycleState", node: dict, labels: dict, removed: set[int] | None) -> Rejection | None:
        return None

    def filter_unresolved(self, cs: "CycleState", node: dict, labels: dict) -> Rejection | None:
        """Only for needs_node_info plugins, on nodes already rejected as unresolvable: what holds
        whatever runs on the node."""
        return None

    # ---- what doctor adds: the plain-English finding -----------------------------------------
    def explain(self, ex: "Explanation") -> Finding | None:
        """The finding for the nodes this plugin rejects. Default: its reasons, verbatim, with
        per-node evidence and the plugin's generic fix."""
        return generic_finding(self, ex)

    def explain_prefilter(self, ex: "Explanation", rej: Rejection) -> tuple[str, Remediation] | None:
        """(title, fix) when this plugin's PreFilter rejected the pod; None for the generic one."""
        return None

    def __repr__(self) -> str:
        return f"<plugin {self.name}>"


class CycleState:
    """Everything about the incoming pod that does not depend on the node: the pod's own facts
    plus each plugin's PreFilter state (``data[plugin.name]``), computed once per pod."""

    def __init__(self, pod: dict, state: "ClusterState", profile) -> None:
        from ..kube.taints import pod_tolerations
        from .state import pod_priority

        self.pod = pod
        self.state = state
        meta = D(pod.get("metadata"))
        self.spec = D(pod.get("spec"))
        self.ns = meta.get("namespace") or "default"
        self.name = meta.get("name") or ""
        self.labels = D(meta.get("labels"))
        self.notes: list[str] = []
        self.data: dict[str, object] = {}
        self.partial_nodes: set[str] = set()
        self.priority = pod_priority(pod, state)
        self.tolerations = pod_tolerations(pod)
        self.request: dict[str, int] = {}       # filled by NodeResourcesFit's PreFilter
        self.prefilter: Rejection | None = None
        self.active: list[FilterPlugin] = []
        for plugin in profile:
            got = plugin.pre_filter(self)
            if got is SKIP:
                continue
            if isinstance(got, Rejection) and self.prefilter is None:
                self.prefilter = got   # kube-scheduler stops at the first; doctor keeps the rest's state
            self.active.append(plugin)

    def evaluate(self, node: dict, removed: set[int] | None = None, first_only: bool = False,
                 full: bool = False) -> list[Rejection]:
        """Rejections of this node, in profile order; first_only stops at the first one (what
        kube-scheduler itself does), all of them otherwise (for `also`). `removed`: ids of pods
        taken off the node (preemption's dry run)."""
        out: list[Rejection] = []
        labels = self.state.labels(node)
        unresolved = None
        for plugin in self.active:
            if plugin.needs_node_info:
                if unresolved is None:
                    unresolved = (not full and removed is None and not self.state.has_info(node)
                                  and any(r.code == UNRESOLVABLE for r in out))
                    if unresolved:
                        self.partial_nodes.add(D(node.get("metadata")).get("name") or "")
                rej = (plugin.filter_unresolved(self, node, labels) if unresolved
                       else plugin.filter(self, node, labels, removed))
            else:
                rej = plugin.filter(self, node, labels, removed)
            if rej is not None:
                out.append(rej)
                if first_only:
                    return out
        return out


@dataclass
class Explanation:
    """What a plugin's ``explain`` gets: the pod, the simulation, and the nodes it rejects
    (``nodes_all``) and, among them, those where it is the only obstacle (``near``)."""
    snapshot: object
    state: "ClusterState"
    pod: dict
    ref: ObjectRef
    sim: "Simulation"
    near: list["NodeResult"]
    nodes_all: list["NodeResult"]
    gpu_req: dict[str, int]
    plugin: str = ""

    @property
    def ns(self) -> str:
        return D(self.pod.get("metadata")).get("namespace")

    @property
    def name(self) -> str:
        return D(self.pod.get("metadata")).get("name")

    @property
    def key(self) -> str:
        return f"{self.ns}/{self.name}|{self.plugin}"

    @property
    def only(self) -> str:
        return f"; on {len(self.near)} of them it is the only obstacle" if self.near else ""

    def patch_target(self):
        """The pod's top owner as remedy.PatchTarget (what a fix patches or recreates)."""
        from .remedy import owner_patch_target
        return owner_patch_target(self.snapshot, self.pod)

    def rejections(self, plugin: str | None = None):
        """(node result, rejection) for every rejection by `plugin` (default: this one)."""
        plugin = plugin or self.plugin
        return [(n, r) for n in self.nodes_all for r in n.rejections if r.plugin == plugin]


def generic_finding(plugin: FilterPlugin, ex: Explanation) -> Finding:
    ns, name, n_all = ex.ns, ex.name, len(ex.nodes_all)
    texts = sorted({r for _n, rej in ex.rejections() for r in rej.reasons})
    text, cmds = plugin.fix
    ev = []
    for n in ex.nodes_all[:5]:
        for rej in n.rejections:
            if rej.plugin == plugin.name:
                ev.append(Evidence(f"node {n.name}: {', '.join(rej.reasons)}", ObjectRef("Node", n.name), None,
                                   {k: v for k, v in rej.detail.items() if k != "holders"} or None))
    return Finding(CHECK, Severity.CRITICAL,
                   f"{plugin.name} keeps pod {ns}/{name} off {n_all} node(s): {texts[0] if texts else ''}",
                   f"kube-scheduler's {plugin.name} says: {'; '.join(texts)}{ex.only}.",
                   Remediation(text, commands=tuple(c.format(ns=ns, name=name) for c in cmds)),
                   objects=[ex.ref], evidence=ev, confidence=0.8, key=ex.key, blast_radius=n_all)


__all__ = ["UNSCHEDULABLE", "UNRESOLVABLE", "NO_NODES", "CHECK", "SKIP", "Rejection", "FilterPlugin",
           "CycleState", "Explanation", "generic_finding", "L"]
