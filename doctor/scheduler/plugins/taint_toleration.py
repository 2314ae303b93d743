"""TaintToleration: NoSchedule/NoExecute taints the pod does not tolerate.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go
(Filter: "node(s) had untolerated taint {key: value}" until PR #134740 (1.35, cherry-picked to
1.34) dropped the taint from the message; the pre-1.25 wording is kept for canonical())."""
from __future__ import annotations

from ...kube.gpu import is_gpu_node
from ...kube.guards import D
from ...kube.taints import find_untolerated, node_taints, pod_tolerations, taint_text, toleration_for, untolerated_taints
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from ..framework import CHECK, UNRESOLVABLE, FilterPlugin, Rejection

NAME = "TaintToleration"
REASON = "node(s) had untolerated taint(s)"              # 1.35+, 1.34.2+
REASON_FORMAT = "node(s) had untolerated taint {%s: %s}"  # 1.25 .. 1.34.1
REASON_VERY_OLD = "node(s) had taints that the pod didn't tolerate"


class TaintToleration(FilterPlugin):
    name = NAME
    reasons = (REASON, REASON_FORMAT, REASON_VERY_OLD)

    def pre_filter(self, cs):
        cs.data[NAME] = {}   # memo: the node's taints -> the first one the pod does not tolerate
        return None

    def filter(self, cs, node, labels, removed):
        if not D(node.get("spec")).get("taints"):
            return None
        memo = cs.data[NAME]
        taints = node_taints(node)
        memo_key = tuple((str(t.get("key")), str(t.get("value")), str(t.get("effect"))) for t in taints)
        if memo_key in memo:
            taint = memo[memo_key]
        else:
            taint = memo[memo_key] = find_untolerated(taints, cs.tolerations)
        if taint is None:
            return None
        return Rejection(NAME, UNRESOLVABLE, [cs.state.wording.taint(taint)], {"taint": dict(taint)})

    def explain(self, ex):
        state, pod = ex.state, ex.pod
        taints: dict[str, tuple[dict, list[str]]] = {}
        tolerations = pod_tolerations(pod)
        for n in ex.nodes_all:
            node = state.node_by_name(n.name)
            for t in untolerated_taints(node_taints(node), tolerations):
                taints.setdefault(taint_text(t), (t, []))[1].append(n.name)
        if not taints:
            return None
        near = {n.name for n in ex.near}
        main_text, (main_t, main_nodes) = max(taints.items(), key=lambda kv: (
            len(set(kv[1][1]) & near), len(kv[1][1])))
        ev = []
        for text, (t, nodes) in list(taints.items())[:5]:
            node = state.node_by_name(nodes[0])
            idx = next(i for i, x in enumerate(node_taints(node)) if taint_text(x) == text)
            ev.append(Evidence(f"taint on {len(nodes)} node(s) ({', '.join(nodes[:4])}{'…' if len(nodes) > 4 else ''}); "
                               "the pod has no matching toleration", ObjectRef("Node", nodes[0]),
                               json_pointer("spec", "taints", idx), t))
        ev.append(Evidence("pod tolerations", ex.ref, "/spec/tolerations", tolerations))
        tol = toleration_for(main_t)
        target = ex.patch_target()
        # a bare Pod accepts added tolerations in place; a Job's pod template is immutable
        if target.immutable and target.resource != "pod":
            tol_cmds = (target.recreate(),)
        elif D(pod.get('spec')).get('tolerations'):
            tol_cmds = (target.append("tolerations", tol),)
        else:
            tol_cmds = (target.merge({"tolerations": [tol]}),)
        return Finding(CHECK, Severity.CRITICAL,
                       f"Pod {ex.ns}/{ex.name} does not tolerate the taint {main_text} on {len(main_nodes)} node(s)"
                       + (" (its GPU nodes)" if any(is_gpu_node(state.node_by_name(x)) for x in main_nodes) else ""),
                       f"TaintToleration rejects {len(ex.nodes_all)} node(s){ex.only}. kube-scheduler says: "
                       f"{state.wording.taint(main_t)}.",
                       Remediation(f"Add a toleration for {main_text} to the pod template.",
                                   commands=tol_cmds, patch=target.yaml({"tolerations": [tol]})),
                       objects=[ex.ref] + [ObjectRef("Node", x) for x in main_nodes[:10]], evidence=ev, confidence=0.9,
                       blast_radius=len(main_nodes), key=ex.key)
