"""NodeUnschedulable: a cordoned node (spec.unschedulable) takes only pods that tolerate the
node.kubernetes.io/unschedulable:NoSchedule taint.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go
(ErrReasonUnschedulable, Filter returns UnschedulableAndUnresolvable)."""
from __future__ import annotations

from ...kube.gpu import is_gpu_node
from ...kube.guards import D
from ...kube.taints import UNSCHEDULABLE_TAINT, tolerated
from ...model import Evidence, Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom
from ..framework import CHECK, UNRESOLVABLE, FilterPlugin, Rejection

NAME = "NodeUnschedulable"
REASON = "node(s) were unschedulable"


class NodeUnschedulable(FilterPlugin):
    name = NAME
    reasons = (REASON,)

    def filter(self, cs, node, labels, removed):
        if D(node.get("spec")).get("unschedulable") and not tolerated(UNSCHEDULABLE_TAINT, cs.tolerations):
            return Rejection(NAME, UNRESOLVABLE, [REASON])
        return None

    def explain(self, ex):
        names = [n.name for n in ex.nodes_all]
        gpu_nodes = [x for x in names if is_gpu_node(ex.state.node_by_name(x))]
        which = "GPU node(s)" if ex.gpu_req and len(gpu_nodes) == len(names) else "node(s)"
        return Finding(CHECK, Severity.CRITICAL,
                       (f"The {len(names)} {which} that could run pod {ex.ns}/{ex.name} are cordoned: "
                        + ", ".join(names[:5]) + ("…" if len(names) > 5 else "")) if ex.near else
                       f"{len(names)} node(s) are cordoned",
                       f"NodeUnschedulable rejects {len(names)} node(s){ex.only}: {REASON}.",
                       Remediation("Uncordon the node(s) if their maintenance is over.",
                                   commands=tuple(f"kubectl uncordon {x}" for x in [n.name for n in ex.near][:5] or names[:5])),
                       objects=[ex.ref] + [ObjectRef("Node", x) for x in names[:10]], confidence=0.9,
                       evidence=[Evidence("node is cordoned", ObjectRef("Node", x), "/spec/unschedulable", True)
                                 for x in names[:5]],
                       blast_radius=len(names), key=ex.key,
                       # a finding that says "node X is cordoned" (gpu_node_not_ready's) says the same of the
                       # nodes where the cordon is the only obstacle: fold it under this one
                       explains=[Fact(Symptom.NODE_CORDONED, Subject.node(n.name)) for n in ex.near])
