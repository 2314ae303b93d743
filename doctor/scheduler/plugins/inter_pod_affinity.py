"""InterPodAffinity: the pod's required pod affinity / anti-affinity, and existing pods'
required anti-affinity against the incoming pod.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/interpodaffinity/filtering.go
(ErrReasonAffinityRulesNotMatch: UnschedulableAndUnresolvable; ErrReasonAntiAffinityRulesNotMatch
and ErrReasonExistingAntiAffinityRulesNotMatch: Unschedulable)."""
from __future__ import annotations

from typing import Mapping

from ...kube.guards import D, L
from ...kube.pods import is_terminated
from ...kube.selectors import describe_label_selector, matches_label_selector
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from ..framework import CHECK, SKIP, UNRESOLVABLE, UNSCHEDULABLE, FilterPlugin, Rejection
from ..remedy import meta

NAME = "InterPodAffinity"
AFFINITY = "node(s) didn't match pod affinity rules"
ANTI_AFFINITY = "node(s) didn't match pod anti-affinity rules"
EXISTING_ANTI_AFFINITY = "node(s) didn't satisfy existing pods anti-affinity rules"


def _term_namespaces(term: Mapping, owner_ns: str) -> tuple[set[str], Mapping | None]:
    names = {n for n in L(term.get("namespaces")) if isinstance(n, str)}
    ns_selector = term.get("namespaceSelector")
    if not names and ns_selector is None and isinstance(owner_ns, str):
        names = {owner_ns}
    return names, ns_selector


def _ns_matches(state, names: set[str], ns_selector, ns: str) -> bool:
    if not isinstance(ns, str):
        return False
    if ns in names:
        return True
    if ns_selector is None:
        return False
    labels = state.namespace_labels(ns)
    if labels is None:  # namespaces not recorded: only {} (all namespaces) can be judged
        return not ns_selector.get("matchLabels") and not ns_selector.get("matchExpressions")
    return matches_label_selector(ns_selector, labels)


def _matches_all(state, terms, pod: dict) -> bool:
    pm = D(pod.get("metadata"))
    return all(_ns_matches(state, names, ns_sel, pm.get("namespace") or "")
               and matches_label_selector(t.get("labelSelector"), D(pm.get("labels")))
               for t, names, ns_sel, _v in terms)


class InterPodAffinity(FilterPlugin):
    name = NAME
    reasons = (AFFINITY, ANTI_AFFINITY, EXISTING_ANTI_AFFINITY)
    fix = ("Relax the required pod (anti-)affinity, or add nodes in other topology domains.",
           ("kubectl get pods -A -o wide --show-labels",))

    def pre_filter(self, cs):
        affinity = self._affinity_state(cs)
        existing = self._existing_anti_state(cs)
        if affinity is None and not existing:
            return SKIP
        cs.data[NAME] = (affinity, existing)
        cs.data[NAME + "/existing_counts"] = self._existing_counts
        return None

    def _affinity_state(self, cs):
        aff = D(cs.spec.get("affinity"))
        req_aff = [t for t in L(D(aff.get("podAffinity")).get("requiredDuringSchedulingIgnoredDuringExecution"))
                   if isinstance(t, dict) and isinstance(t.get("topologyKey"), str)]
        req_anti = [t for t in L(D(aff.get("podAntiAffinity")).get("requiredDuringSchedulingIgnoredDuringExecution"))
                    if isinstance(t, dict) and isinstance(t.get("topologyKey"), str)]
        if not req_aff and not req_anti:
            return None
        state = cs.state
        terms_aff = [(t, *_term_namespaces(t, cs.ns), set()) for t in req_aff]
        terms_anti = [(t, *_term_namespaces(t, cs.ns), set()) for t in req_anti]
        any_match = False
        counts: dict[tuple[int, str], int] = {}   # (id of the term's value set, domain) -> matching pods
        matched_aff = 0                            # pods matching some affinity term
        for pod in state.snapshot.pods:
            node_name = D(pod.get("spec")).get("nodeName")
            if not node_name or is_terminated(pod) or pod is cs.pod:
                continue
            pm = D(pod.get("metadata"))
            node = None
            hit_aff = False
            # affinity: an existing pod counts only if it matches ALL the required affinity terms
            # (interpodaffinity/filtering.go updateWithAffinityTerms / podMatchesAllAffinityTerms);
            # anti-affinity: each term on its own (updateWithAntiAffinityTerms)
            buckets = [(terms_anti, False)]
            if terms_aff and _matches_all(state, terms_aff, pod):
                buckets.insert(0, (terms_aff, True))
            for bucket, is_aff in buckets:
                for term, names, ns_sel, values in bucket:
                    if not is_aff and not (_ns_matches(state, names, ns_sel, pm.get("namespace") or "")
                                           and matches_label_selector(term.get("labelSelector"), D(pm.get("labels")))):
                        continue
                    node = node or state.node_by_name(node_name)
                    value = D(D(D(node).get("metadata")).get("labels")).get(term.get("topologyKey"))
                    if isinstance(value, str):
                        values.add(value)
                        counts[(id(values), value)] = counts.get((id(values), value), 0) + 1
                        if is_aff:
                            any_match = hit_aff = True
            matched_aff += hit_aff
        self_match = all(_ns_matches(state, names, ns_sel, cs.ns)
                         and matches_label_selector(t.get("labelSelector"), cs.labels)
                         for t, names, ns_sel, _ in terms_aff)
        return {"aff": terms_aff, "anti": terms_anti, "any": any_match, "self": self_match,
                "counts": counts, "matched_aff": matched_aff}

    def _existing_anti_state(self, cs) -> dict[str, set[str]]:
        forbidden: dict[str, set[str]] = {}
        self._existing_counts: dict[tuple[str, str], int] = {}
        state = cs.state
        for pod, terms in state.anti_affinity_pods():
            if pod is cs.pod:
                continue
            pm = D(pod.get("metadata"))
            node = None
            for term in terms:
                names, ns_sel = _term_namespaces(term, pm.get("namespace") or "default")
                if not _ns_matches(state, names, ns_sel, cs.ns):
                    continue
                if not matches_label_selector(term.get("labelSelector"), cs.labels):
                    continue
                node = node or state.node_by_name(D(pod.get("spec")).get("nodeName"))
                key = term.get("topologyKey")
                value = D(D(D(node).get("metadata")).get("labels")).get(key) if isinstance(key, str) else None
                if isinstance(value, str):
                    forbidden.setdefault(key, set()).add(value)
                    self._existing_counts[(key, value)] = self._existing_counts.get((key, value), 0) + 1
        return forbidden

    def filter(self, cs, node, labels, removed):
        a, existing = cs.data[NAME]
        gone = _Removed(cs, node, labels, removed) if removed else None
        if a is not None and a["aff"]:
            ok = True
            pods_exist = True
            for term, names, ns_sel, values in a["aff"]:
                key = term.get("topologyKey")
                if key not in labels:
                    ok = False
                    break
                if labels[key] not in values or (gone and gone.empties_aff(a, values, key)):
                    pods_exist = False
            if ok and not pods_exist:
                any_match = a["any"] and not (gone and gone.no_affinity_match_left(a))
                ok = (not any_match) and a["self"]
            if not ok:
                return Rejection(NAME, UNRESOLVABLE, [AFFINITY])
        if a is not None:
            for term, names, ns_sel, values in a["anti"]:
                key = term.get("topologyKey")
                if key in labels and labels[key] in values and not (
                        gone and gone.empties(a, term, names, ns_sel, values, key)):
                    return Rejection(NAME, UNSCHEDULABLE, [ANTI_AFFINITY], {"topologyKey": key, "domain": labels[key]})
        for key, values in existing.items():
            if key in labels and labels[key] in values and not (gone and gone.existing_empties(key)):
                return Rejection(NAME, UNSCHEDULABLE, [EXISTING_ANTI_AFFINITY], {"topologyKey": key, "domain": labels[key]})
        return None

    def explain(self, ex):
        return _anti_affinity_finding(ex) or super().explain(ex)


class _Removed:
    """Preemption's dry run took `removed` pods off this node (they all run here, so their
    topology value is this node's): kube-scheduler's InterPodAffinity PreFilterExtensions
    RemovePod takes them out of its counts; so do we, for this node's domain only."""

    def __init__(self, cs, node, labels, removed) -> None:
        self.cs, self.labels = cs, labels
        self.victims = [p for p in cs.state.info(node).pods if id(p) in removed]

    def _matching(self, names, ns_sel, term) -> int:
        return sum(1 for p in self.victims
                   if _ns_matches(self.cs.state, names, ns_sel, D(p.get("metadata")).get("namespace") or "")
                   and matches_label_selector(term.get("labelSelector"), D(D(p.get("metadata")).get("labels"))))

    def empties(self, a, term, names, ns_sel, values, key) -> bool:
        left = a["counts"].get((id(values), self.labels[key]), 0) - self._matching(names, ns_sel, term)
        return left <= 0

    def empties_aff(self, a, values, key) -> bool:
        left = a["counts"].get((id(values), self.labels[key]), 0) - sum(
            1 for p in self.victims if _matches_all(self.cs.state, a["aff"], p))
        return left <= 0

    def no_affinity_match_left(self, a) -> bool:
        hits = sum(1 for p in self.victims if _matches_all(self.cs.state, a["aff"], p))
        return a["matched_aff"] - hits <= 0

    def existing_empties(self, key) -> bool:
        value = self.labels[key]
        left = self.cs.data.get(NAME + "/existing_counts", {}).get((key, value), 0)
        for p in self.victims:
            aff = D(D(p.get("spec")).get("affinity"))
            for term in L(D(aff.get("podAntiAffinity")).get("requiredDuringSchedulingIgnoredDuringExecution")):
                if not isinstance(term, dict) or term.get("topologyKey") != key:
                    continue
                names, ns_sel = _term_namespaces(term, D(p.get("metadata")).get("namespace") or "default")
                if _ns_matches(self.cs.state, names, ns_sel, self.cs.ns) and matches_label_selector(
                        term.get("labelSelector"), self.cs.labels):
                    left -= 1
        return left <= 0


def _anti_affinity_finding(ex) -> Finding | None:
    """The pod's own required anti-affinity: every domain that could take it already runs a
    pod it repels (typical: one trainer per node, more replicas than GPU nodes)."""
    state, pod, ref, near = ex.state, ex.pod, ex.ref, ex.near
    ns, name = ex.ns, ex.name
    rejs = [(n, r) for n, r in ex.rejections() if r.reasons == [ANTI_AFFINITY]]
    if not rejs:
        return None
    target = ex.patch_target()
    key_name = rejs[0][1].detail.get("topologyKey")
    terms = ((D(pod.get("spec")).get("affinity") or {}).get("podAntiAffinity") or {}).get(
        "requiredDuringSchedulingIgnoredDuringExecution") or []
    term_i, term = next(((i, t) for i, t in enumerate(terms) if t.get("topologyKey") == key_name), (0, terms[0] if terms else {}))
    holders = []
    for n, _r in rejs[:8]:
        node = state.node_by_name(n.name)
        for p in state.info(node).pods:
            if (meta(p).get("namespace") == ns and p is not pod
                    and matches_label_selector(term.get("labelSelector"), D(meta(p).get("labels")))):
                holders.append(f"{n.name}: {meta(p).get('namespace')}/{meta(p).get('name')}")
                break
    per = "node" if key_name == "kubernetes.io/hostname" else f"{key_name} domain"
    title = (f"Pod {ns}/{name} must not share a {per} with pods matching "
             f"{describe_label_selector(term.get('labelSelector'))}, and all {len(rejs)} {per}(s) that could take it "
             "already run one")
    relax = {"podAntiAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": [
        {"weight": 100, "podAffinityTerm": term}]}}
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"InterPodAffinity: {ANTI_AFFINITY} on {len(rejs)} node(s)"
                   + (f"; on {len(near)} of them it is the only obstacle" if near else "")
                   + ". The workload has more replicas than there are eligible "
                   + f"{per}s: add {per}s, reduce replicas, or make the rule preferred.",
                   Remediation("Add a node (GPU node pool) so every replica gets its own, or turn the rule into a "
                               "preferred (soft) anti-affinity if co-location is acceptable.",
                               commands=(f"kubectl get pods -n {ns} -o wide -l "
                                         f"{describe_label_selector(term.get('labelSelector'))}",),
                               patch=target.yaml({"affinity": relax})),
                   objects=[ref] + [ObjectRef("Node", n.name) for n, _ in rejs[:8]],
                   evidence=[Evidence("required anti-affinity term", ref,
                                      json_pointer("spec", "affinity", "podAntiAffinity",
                                                   "requiredDuringSchedulingIgnoredDuringExecution", term_i), term),
                             Evidence("pods already there", None, None, holders)],
                   confidence=0.9, blast_radius=len(rejs), key=ex.key)
