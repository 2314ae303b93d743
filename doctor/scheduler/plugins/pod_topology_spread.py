"""PodTopologySpread: whenUnsatisfiable=DoNotSchedule constraints (maxSkew, minDomains,
nodeAffinityPolicy, nodeTaintsPolicy, matchLabelKeys).
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/podtopologyspread/filtering.go
(ErrReasonConstraintsNotMatch: Unschedulable; ErrReasonNodeLabelNotMatch: UnschedulableAndUnresolvable)."""
from __future__ import annotations

from ...kube.guards import D, L
from ...kube.selectors import matches_label_selector, pod_matches_node_placement
from ...kube.taints import find_untolerated, node_taints
from ..framework import SKIP, UNRESOLVABLE, UNSCHEDULABLE, FilterPlugin, Rejection

NAME = "PodTopologySpread"
REASON = "node(s) didn't match pod topology spread constraints"
REASON_MISSING_LABEL = "node(s) didn't match pod topology spread constraints (missing required label)"


class PodTopologySpread(FilterPlugin):
    name = NAME
    reasons = (REASON, REASON_MISSING_LABEL)
    fix = ("Relax maxSkew / use whenUnsatisfiable: ScheduleAnyway, or add nodes in the "
           "under-populated topology domains.", ("kubectl get pods -n {ns} -o wide --show-labels",))

    def pre_filter(self, cs):
        constraints = []
        for c in L(cs.spec.get("topologySpreadConstraints")):
            if not isinstance(c, dict) or c.get("whenUnsatisfiable", "DoNotSchedule") != "DoNotSchedule":
                continue
            if not isinstance(c.get("topologyKey"), str):
                continue
            selector = c.get("labelSelector") if isinstance(c.get("labelSelector"), dict) else None
            keys = L(c.get("matchLabelKeys"))
            if selector is not None and keys:
                selector = {**selector, "matchExpressions": list(L(selector.get("matchExpressions"))) + [
                    {"key": k, "operator": "In", "values": [cs.labels[k]]} for k in keys if k in cs.labels]}
            skew = c.get("maxSkew") if isinstance(c.get("maxSkew"), int) and c.get("maxSkew") > 0 else 1
            min_domains = c.get("minDomains") if isinstance(c.get("minDomains"), int) else None
            constraints.append({"key": c.get("topologyKey") or "", "maxSkew": skew,
                                "minDomains": min_domains, "selector": selector,
                                "affinityPolicy": c.get("nodeAffinityPolicy") or "Honor",
                                "taintsPolicy": c.get("nodeTaintsPolicy") or "Ignore",
                                "self": 1 if matches_label_selector(selector, cs.labels) else 0,
                                "counts": {}, "min": 0})
        if not constraints:
            return SKIP
        keys = [c["key"] for c in constraints]
        for node in cs.state.nodes:
            labels = cs.state.labels(node)
            if not all(k in labels for k in keys):
                continue
            for c in constraints:
                if c["affinityPolicy"] == "Honor" and not pod_matches_node_placement(cs.pod, node):
                    continue
                if c["taintsPolicy"] == "Honor" and find_untolerated(node_taints(node), cs.tolerations):
                    continue
                value = labels[c["key"]]
                count = 0
                for p in cs.state.info(node).pods:
                    pm = D(p.get("metadata"))
                    if (pm.get("namespace") == cs.ns and not pm.get("deletionTimestamp")
                            and matches_label_selector(c["selector"], D(pm.get("labels")))):
                        count += 1
                c["counts"][value] = c["counts"].get(value, 0) + count
        for c in constraints:
            counts = c["counts"]
            c["min"] = min(counts.values()) if counts else 0
            if c["minDomains"] and len(counts) < int(c["minDomains"]):
                c["min"] = 0
        cs.data[NAME] = constraints
        return None

    def filter(self, cs, node, labels, removed):
        victims = [p for p in cs.state.info(node).pods if id(p) in removed] if removed else []
        for c in cs.data[NAME]:
            if c["key"] not in labels:
                return Rejection(NAME, UNRESOLVABLE, [REASON_MISSING_LABEL], {"topologyKey": c["key"]})
            count = c["counts"].get(labels[c["key"]], 0)
            low = c["min"]
            if victims and labels[c["key"]] in c["counts"]:
                # preemption's dry run: the victims leave this node's domain (RemovePod updates the
                # counts and the minimum, as kube-scheduler's PreFilterExtensions do)
                count -= sum(1 for p in victims
                             if D(p.get("metadata")).get("namespace") == cs.ns
                             and not D(p.get("metadata")).get("deletionTimestamp")
                             and matches_label_selector(c["selector"], D(D(p.get("metadata")).get("labels"))))
                adjusted = dict(c["counts"], **{labels[c["key"]]: count})
                low = min(adjusted.values())
                if c["minDomains"] and len(adjusted) < int(c["minDomains"]):
                    low = 0
            skew = count + c["self"] - low
            if skew > c["maxSkew"]:
                return Rejection(NAME, UNSCHEDULABLE, [REASON],
                                 {"topologyKey": c["key"], "domain": labels[c["key"]], "skew": skew,
                                  "maxSkew": c["maxSkew"], "matching": count, "min": low})
        return None
