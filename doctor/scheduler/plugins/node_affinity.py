"""NodeAffinity: spec.nodeSelector and required node affinity.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go
(ErrReasonPod, UnschedulableAndUnresolvable; PreFilter returns Skip when the pod has neither)."""
from __future__ import annotations

import difflib

from ...kube.guards import D
from ...kube.selectors import pod_matches_node_placement, selector_keys
from ...model import Evidence, Finding, Remediation, Severity
from ..framework import CHECK, SKIP, UNRESOLVABLE, FilterPlugin, Rejection

NAME = "NodeAffinity"
REASON = "node(s) didn't match Pod's node affinity/selector"
REASON_OLD = "node(s) didn't match node selector"   # before 1.20


class NodeAffinity(FilterPlugin):
    name = NAME
    reasons = (REASON, REASON_OLD)

    def pre_filter(self, cs):
        placement = bool(cs.spec.get("nodeSelector")
                         or D(D(cs.spec.get("affinity")).get("nodeAffinity"))
                         .get("requiredDuringSchedulingIgnoredDuringExecution") is not None)
        return None if placement else SKIP

    def filter(self, cs, node, labels, removed):
        if not pod_matches_node_placement(cs.pod, node):
            return Rejection(NAME, UNRESOLVABLE, [REASON])
        return None

    def explain(self, ex):
        state, pod, ref = ex.state, ex.pod, ex.ref
        ns, name, nodes_all, near = ex.ns, ex.name, ex.nodes_all, ex.near
        target = ex.patch_target()
        values_by_key: dict[str, dict[str, int]] = {}
        for node in state.nodes:
            for k, v in (D(node.get("metadata")).get("labels") or {}).items():
                values_by_key.setdefault(k, {}).setdefault(v, 0)
                values_by_key[k][v] += 1
        ev, bad = [], []
        spec = D(pod.get("spec"))
        for k, op, vals in selector_keys(pod):
            have = values_by_key.get(k, {})
            if op == "In" and not any(v in have for v in vals):
                bad.append((k, vals, have))
            elif op == "Exists" and not have:
                bad.append((k, ["<any>"], have))
        pointer = "/spec/nodeSelector" if spec.get("nodeSelector") else "/spec/affinity/nodeAffinity"
        ev.append(Evidence("the pod's node selector / required node affinity", ref, pointer,
                           spec.get("nodeSelector") or D(spec.get("affinity")).get("nodeAffinity")))
        if bad:
            k, vals, have = bad[0]
            close = difflib.get_close_matches(vals[0], list(have), n=3, cutoff=0.5) if vals[0] != "<any>" else []
            close = close or sorted(have, key=lambda v: -have[v])[:3]
            desc = f"{k}: {vals[0] if len(vals) == 1 else vals}"
            ev.append(Evidence(f"values of label {k} that nodes do have (node count)", None, None,
                               {v: have[v] for v in close} or "no node has this label"))
            suggestion = close[0] if close else None
            title = (f"No node has the label {desc} that pod {ns}/{name} requires"
                     + (f" (closest existing value: {suggestion})" if suggestion else ""))
            sel_patch = ({"nodeSelector": {k: suggestion}} if (spec.get("nodeSelector") or {}).get(k) is not None and suggestion
                         else None)
            cmds = []
            if sel_patch:
                cmds.append(target.recreate() or target.merge(sel_patch))
            if vals[0] != "<any>":
                cmds.append(f"kubectl label node <node> {k}={vals[0]}   # only if that node really has this hardware")
            return Finding(CHECK, Severity.CRITICAL, title,
                           f"NodeAffinity rejects {len(nodes_all)} node(s): {REASON}. "
                           f"The selector asks for {desc}, which no node carries"
                           + (f"; nodes have {', '.join(close)}." if close else "."),
                           Remediation(f"Fix the selector to a value that exists (e.g. {suggestion})" if suggestion
                                       else "Fix the selector, or label the nodes that have this hardware.",
                                       commands=tuple(cmds), patch=target.yaml(sel_patch) if sel_patch else None),
                           objects=[ref], evidence=ev, confidence=0.9, blast_radius=len(nodes_all), key=ex.key)
        return Finding(CHECK, Severity.CRITICAL,
                       f"Pod {ns}/{name}'s node selector/affinity excludes {len(nodes_all)} node(s)",
                       f"NodeAffinity: {REASON}" + (f"; on {len(near)} of them it is the only obstacle." if near else "."),
                       Remediation("Widen the nodeSelector / required node affinity, or label suitable nodes.",
                                   commands=("kubectl get nodes --show-labels",)),
                       objects=[ref], evidence=ev, confidence=0.8, blast_radius=len(nodes_all), key=ex.key)
