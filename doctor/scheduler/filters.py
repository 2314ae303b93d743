"""kube-scheduler's Filter phase, node by node, in the default plugin order:

    PreFilter: VolumeBinding (missing / unbound-immediate PVCs), DynamicResources (missing claims)
    Filter:    NodeUnschedulable, NodeName, TaintToleration, NodeAffinity, NodePorts,
               NodeResourcesFit, VolumeBinding, VolumeZone, PodTopologySpread,
               InterPodAffinity, DynamicResources

For every node: ``fits``; ``reasons`` = what kube-scheduler itself reports for that node (the
first plugin that rejects it, verbatim; NodeResourcesFit may give several Insufficient ...);
``also`` = what later plugins would say too. Then DefaultPreemption's dry run (remove every
lower-priority pod from a node, re-run the filters) gives the preemption suffix of the
aggregate message. Not modelled: NodeVolumeLimits, VolumeRestrictions, allocation of
unallocated DRA claims (said in ``notes``), PodDisruptionBudgets and victim ordering by start
time in preemption, resources reserved for other pods' nominatedNodeName, scheduler extenders,
out-of-tree plugins and custom profiles' plugin sets (a disagreement with the recorded
FailedScheduling message is reported when any of these matters).
"""
from __future__ import annotations

from ..kube.guards import D, L  # noqa: F401

from dataclasses import dataclass, field
from typing import Mapping

from ..kube.pods import is_terminated
from ..kube.requests import BadQuantity, pod_requests
from ..kube.selectors import matches_label_selector, node_selector_matches, pod_matches_node_placement
from ..kube.taints import UNSCHEDULABLE_TAINT, find_untolerated, node_taints, pod_tolerations, tolerated
from . import reasons as R
from .message import fit_error_message
from .state import ClusterState, NodeInfo, host_ports, pod_priority

ZONE_LABELS = ("topology.kubernetes.io/zone", "topology.kubernetes.io/region",
               "failure-domain.beta.kubernetes.io/zone", "failure-domain.beta.kubernetes.io/region")


@dataclass
class Rejection:
    plugin: str
    code: str
    reasons: list[str]
    detail: dict = field(default_factory=dict)


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
    also_partial: bool = False           # `also` lists only what the node lacks outright (see evaluate)

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

    def histogram(self) -> dict[str, int]:
        out: dict[str, int] = {}
        if self.prefilter is not None:
            return {r: self.total_nodes for r in self.prefilter.reasons}
        for n in self.nodes:
            for r in n.reasons:
                out[r] = out.get(r, 0) + 1
        return out


# ---------------------------------------------------------------------------------------
class PodContext:
    """Everything about the incoming pod that does not depend on the node (PreFilter state)."""

    def __init__(self, pod: dict, state: ClusterState) -> None:
        self.pod = pod
        self.state = state
        meta = D(pod.get("metadata"))
        self.spec = D(pod.get("spec"))
        self.ns = meta.get("namespace") or "default"
        self.name = meta.get("name") or ""
        self.labels = D(meta.get("labels"))
        self.notes: list[str] = []
        try:
            self.request = {k: v for k, v in pod_requests(pod).items() if v}
        except BadQuantity as exc:
            self.request = {}
            self.notes.append(f"the pod's own requests could not be read ({exc}); resource fit not checked")
        self.tolerations = pod_tolerations(pod)
        self._taint_memo: dict[tuple, dict | None] = {}
        self.partial_nodes: set[str] = set()
        base = ("cpu", "memory", "ephemeral-storage")
        self._order = [r for r in base if self.request.get(r, 0) > 0] + sorted(
            r for r, v in self.request.items() if r not in base and r != "pods" and v > 0)
        self.has_placement = bool(self.spec.get("nodeSelector")
                                  or D(D(self.spec.get("affinity")).get("nodeAffinity"))
                                  .get("requiredDuringSchedulingIgnoredDuringExecution") is not None)
        self.ports = host_ports(pod)
        self.priority = pod_priority(pod, state)
        self.prefilter: Rejection | None = None
        self.volumes: list[dict] = []        # {"claim", "pvc", "pv", "sc", "bound"}
        self.claims: list[dict] = []         # DRA claims found
        self._volumes()
        self._dra()
        self._spread = self._spread_state()
        self._affinity = self._affinity_state()
        self._existing_anti = self._existing_anti_state()

    # ---- volumes ------------------------------------------------------------------------
    def _volumes(self) -> None:
        snap = self.state.snapshot
        claims = []
        for v in L(self.spec.get("volumes")):
            if not isinstance(v, dict):
                continue
            if D(v.get("persistentVolumeClaim")).get("claimName"):
                claims.append(str(v["persistentVolumeClaim"]["claimName"]))
            elif v.get("ephemeral"):
                claims.append(f"{self.name}-{v.get('name')}")
        if not claims:
            return
        if not snap.has("persistentvolumeclaims"):
            self.notes.append("PersistentVolumeClaims are not in the snapshot: volume filters "
                              "(VolumeBinding, VolumeZone) not checked")
            return
        for claim in claims:
            pvc = snap.get("persistentvolumeclaims", self.ns, claim)
            if pvc is None:
                if self.prefilter is None:
                    self.prefilter = Rejection("VolumeBinding", R.UNRESOLVABLE,
                                               [f'persistentvolumeclaim "{claim}" not found'],
                                               {"claim": claim, "missing": True})
                continue
            if D(pvc.get("metadata")).get("deletionTimestamp") and self.prefilter is None:
                self.prefilter = Rejection("VolumeBinding", R.UNRESOLVABLE,
                                           [f'persistentvolumeclaim "{claim}" is being deleted'],
                                           {"claim": claim, "deleting": True})
                continue
            pvc_spec = D(pvc.get("spec"))
            sc_name = pvc_spec.get("storageClassName")
            sc = snap.get("storageclasses.storage.k8s.io", None, sc_name) if sc_name else None
            bound = bool(pvc_spec.get("volumeName")) and D(pvc.get("status")).get("phase") == "Bound"
            pv = snap.get("persistentvolumes", None, pvc_spec["volumeName"]) if pvc_spec.get("volumeName") else None
            entry = {"claim": claim, "pvc": pvc, "pv": pv, "sc": sc, "bound": bound,
                     "wffc": bool(sc and sc.get("volumeBindingMode") == "WaitForFirstConsumer")}
            self.volumes.append(entry)
            if not bound and not entry["wffc"] and self.prefilter is None:
                self.prefilter = Rejection("VolumeBinding", R.UNRESOLVABLE, [R.UNBOUND_IMMEDIATE],
                                           {"claim": claim, "unbound": True, "storageClass": sc_name})

    # ---- dynamic resource allocation ------------------------------------------------------
    def _dra(self) -> None:
        entries = L(self.spec.get("resourceClaims"))
        if not entries:
            return
        snap = self.state.snapshot
        if not snap.has("resourceclaims.resource.k8s.io"):
            self.notes.append("ResourceClaims are not in the snapshot: DynamicResources not checked")
            return
        statuses = {s.get("name"): s.get("resourceClaimName")
                    for s in L(D(self.pod.get("status")).get("resourceClaimStatuses"))
                    if isinstance(s, dict)}
        for e in entries:
            if not isinstance(e, dict):
                continue
            name = e.get("resourceClaimName") or statuses.get(e.get("name"))
            if not name:
                if self.prefilter is None:
                    self.prefilter = Rejection("DynamicResources", R.UNRESOLVABLE,
                                               [f"waiting for resource claim of pod claim {e.get('name')!r} to be created"],
                                               {"claim": e.get("name"), "missing": True})
                continue
            claim = snap.get("resourceclaims.resource.k8s.io", self.ns, name)
            if claim is None:
                if self.prefilter is None:
                    self.prefilter = Rejection("DynamicResources", R.UNRESOLVABLE,
                                               [f'resourceclaim.resource.k8s.io "{name}" not found'],
                                               {"claim": name, "missing": True})
                continue
            self.claims.append(claim)
            if not D(claim.get("status")).get("allocation"):
                self.notes.append(f"ResourceClaim {name} is not allocated yet; whether the DRA driver "
                                  "can allocate it on a node is not simulated")

    # ---- PodTopologySpread --------------------------------------------------------------
    def _spread_state(self):
        constraints = []
        for c in L(self.spec.get("topologySpreadConstraints")):
            if not isinstance(c, dict) or c.get("whenUnsatisfiable", "DoNotSchedule") != "DoNotSchedule":
                continue
            if not isinstance(c.get("topologyKey"), str):
                continue
            selector = c.get("labelSelector") if isinstance(c.get("labelSelector"), dict) else None
            keys = L(c.get("matchLabelKeys"))
            if selector is not None and keys:
                selector = {**selector, "matchExpressions": list(L(selector.get("matchExpressions"))) + [
                    {"key": k, "operator": "In", "values": [self.labels[k]]} for k in keys if k in self.labels]}
            skew = c.get("maxSkew") if isinstance(c.get("maxSkew"), int) and c.get("maxSkew") > 0 else 1
            min_domains = c.get("minDomains") if isinstance(c.get("minDomains"), int) else None
            constraints.append({"key": c.get("topologyKey") or "", "maxSkew": skew,
                                "minDomains": min_domains, "selector": selector,
                                "affinityPolicy": c.get("nodeAffinityPolicy") or "Honor",
                                "taintsPolicy": c.get("nodeTaintsPolicy") or "Ignore",
                                "self": 1 if matches_label_selector(selector, self.labels) else 0,
                                "counts": {}, "min": 0})
        if not constraints:
            return []
        keys = [c["key"] for c in constraints]
        for node in self.state.nodes:
            labels = self.state.labels(node)
            if not all(k in labels for k in keys):
                continue
            for c in constraints:
                if c["affinityPolicy"] == "Honor" and not pod_matches_node_placement(self.pod, node):
                    continue
                if c["taintsPolicy"] == "Honor" and find_untolerated(node_taints(node), self.tolerations):
                    continue
                value = labels[c["key"]]
                count = 0
                for p in self.state.info(node).pods:
                    pm = D(p.get("metadata"))
                    if (pm.get("namespace") == self.ns and not pm.get("deletionTimestamp")
                            and matches_label_selector(c["selector"], D(pm.get("labels")))):
                        count += 1
                c["counts"][value] = c["counts"].get(value, 0) + count
        for c in constraints:
            counts = c["counts"]
            c["min"] = min(counts.values()) if counts else 0
            if c["minDomains"] and len(counts) < int(c["minDomains"]):
                c["min"] = 0
        return constraints

    # ---- InterPodAffinity ---------------------------------------------------------------
    def _term_namespaces(self, term: Mapping, owner_ns: str) -> tuple[set[str], Mapping | None]:
        names = {n for n in L(term.get("namespaces")) if isinstance(n, str)}
        ns_selector = term.get("namespaceSelector")
        if not names and ns_selector is None and isinstance(owner_ns, str):
            names = {owner_ns}
        return names, ns_selector

    def _ns_matches(self, names: set[str], ns_selector, ns: str) -> bool:
        if not isinstance(ns, str):
            return False
        if ns in names:
            return True
        if ns_selector is None:
            return False
        labels = self.state.namespace_labels(ns)
        if labels is None:  # namespaces not recorded: only {} (all namespaces) can be judged
            return not ns_selector.get("matchLabels") and not ns_selector.get("matchExpressions")
        return matches_label_selector(ns_selector, labels)

    def _affinity_state(self):
        aff = D(self.spec.get("affinity"))
        req_aff = [t for t in L(D(aff.get("podAffinity")).get("requiredDuringSchedulingIgnoredDuringExecution"))
                   if isinstance(t, dict) and isinstance(t.get("topologyKey"), str)]
        req_anti = [t for t in L(D(aff.get("podAntiAffinity")).get("requiredDuringSchedulingIgnoredDuringExecution"))
                    if isinstance(t, dict) and isinstance(t.get("topologyKey"), str)]
        if not req_aff and not req_anti:
            return None
        terms_aff = [(t, *self._term_namespaces(t, self.ns), set()) for t in req_aff]
        terms_anti = [(t, *self._term_namespaces(t, self.ns), set()) for t in req_anti]
        any_match = False
        for pod in self.state.snapshot.pods:
            node_name = D(pod.get("spec")).get("nodeName")
            if not node_name or is_terminated(pod) or pod is self.pod:
                continue
            pm = D(pod.get("metadata"))
            node = None
            for bucket, is_aff in ((terms_aff, True), (terms_anti, False)):
                for term, names, ns_sel, values in bucket:
                    if not self._ns_matches(names, ns_sel, pm.get("namespace") or ""):
                        continue
                    if not matches_label_selector(term.get("labelSelector"), D(pm.get("labels"))):
                        continue
                    node = node or self.state.node_by_name(node_name)
                    value = D(D(D(node).get("metadata")).get("labels")).get(term.get("topologyKey"))
                    if isinstance(value, str):
                        values.add(value)
                        if is_aff:
                            any_match = True
        self_match = all(self._ns_matches(names, ns_sel, self.ns)
                         and matches_label_selector(t.get("labelSelector"), self.labels)
                         for t, names, ns_sel, _ in terms_aff)
        return {"aff": terms_aff, "anti": terms_anti, "any": any_match, "self": self_match}

    def _existing_anti_state(self) -> dict[str, set[str]]:
        forbidden: dict[str, set[str]] = {}
        for pod, terms in self.state.anti_affinity_pods():
            if pod is self.pod:
                continue
            pm = D(pod.get("metadata"))
            node = None
            for term in terms:
                names, ns_sel = self._term_namespaces(term, pm.get("namespace") or "default")
                if not self._ns_matches(names, ns_sel, self.ns):
                    continue
                if not matches_label_selector(term.get("labelSelector"), self.labels):
                    continue
                node = node or self.state.node_by_name(D(pod.get("spec")).get("nodeName"))
                key = term.get("topologyKey")
                value = D(D(D(node).get("metadata")).get("labels")).get(key) if isinstance(key, str) else None
                if isinstance(value, str):
                    forbidden.setdefault(key, set()).add(value)
        return forbidden

    # ---- the filters, in plugin order ---------------------------------------------------
    def evaluate(self, node: dict, removed: set[int] | None = None, first_only: bool = False,
                 full: bool = False) -> list[Rejection]:
        """Rejections of this node, in plugin order; first_only stops at the first one (what
        kube-scheduler itself does), all of them otherwise (for `also`)."""
        out: list[Rejection] = []
        labels = self.state.labels(node)
        spec = D(node.get("spec"))
        # NodeUnschedulable
        if spec.get("unschedulable") and not tolerated(UNSCHEDULABLE_TAINT, self.tolerations):
            out.append(Rejection("NodeUnschedulable", R.UNRESOLVABLE, [R.NODE_UNSCHEDULABLE]))
        if first_only and out:
            return out
        # NodeName
        want = self.spec.get("nodeName")
        if want and want != D(node.get("metadata")).get("name"):
            out.append(Rejection("NodeName", R.UNRESOLVABLE, [R.NODE_NAME]))
        if first_only and out:
            return out
        # TaintToleration
        taint = None
        if spec.get("taints"):
            taints = node_taints(node)
            memo_key = tuple((str(t.get("key")), str(t.get("value")), str(t.get("effect"))) for t in taints)
            if memo_key in self._taint_memo:
                taint = self._taint_memo[memo_key]
            else:
                taint = self._taint_memo[memo_key] = find_untolerated(taints, self.tolerations)
        if taint is not None:
            out.append(Rejection("TaintToleration", R.UNRESOLVABLE, [self.state.wording.taint(taint)],
                                 {"taint": dict(taint)}))
        if first_only and out:
            return out
        # NodeAffinity
        if self.has_placement and not pod_matches_node_placement(self.pod, node):
            out.append(Rejection("NodeAffinity", R.UNRESOLVABLE, [R.NODE_AFFINITY]))
        if first_only and out:
            return out
        if not full and removed is None and not self.state.has_info(node) and any(
                r.code == R.UNRESOLVABLE for r in out):
            # Already out for good (an UnschedulableAndUnresolvable filter). Do not sum the requests of
            # every pod on it just to complete `also`: list only resources the node lacks outright.
            cheap = self.cheap_fit(node)
            if cheap is not None:
                out.append(cheap)
            if self.volumes:
                out.extend(self.volume_filters(node, labels))
            self.partial_nodes.add(D(node.get("metadata")).get("name") or "")
            return self._tail(node, labels, out, first_only)
        info = self.state.info(node)
        # NodePorts
        if self.ports:
            for ip, proto, port in self.ports:
                clash = [p for (eip, eproto, eport, p) in info.ports
                         if eport == port and eproto == proto and (removed is None or id(p) not in removed)
                         and (ip == eip or "0.0.0.0" in (ip, eip))]
                if clash:
                    out.append(Rejection("NodePorts", R.UNSCHEDULABLE, [R.NODE_PORTS],
                                         {"port": port, "protocol": proto, "holders": clash}))
                    break
        if first_only and out:
            return out
        # NodeResourcesFit
        fit = self.resource_fit(info, removed)
        if fit is not None:
            out.append(fit)
        if first_only and out:
            return out
        # VolumeBinding / VolumeZone
        if self.volumes:
            out.extend(self.volume_filters(node, labels))
        return self._tail(node, labels, out, first_only)

    def _tail(self, node: dict, labels: dict, out: list, first_only: bool) -> list[Rejection]:
        """PodTopologySpread, InterPodAffinity, DynamicResources (they do not need the node's sums)."""
        if first_only and out:
            return out
        # PodTopologySpread
        for c in self._spread:
            if c["key"] not in labels:
                out.append(Rejection("PodTopologySpread", R.UNRESOLVABLE, [R.SPREAD_MISSING_LABEL],
                                     {"topologyKey": c["key"]}))
                break
            count = c["counts"].get(labels[c["key"]], 0)
            skew = count + c["self"] - c["min"]
            if skew > c["maxSkew"]:
                out.append(Rejection("PodTopologySpread", R.UNSCHEDULABLE, [R.SPREAD],
                                     {"topologyKey": c["key"], "domain": labels[c["key"]], "skew": skew,
                                      "maxSkew": c["maxSkew"], "matching": count, "min": c["min"]}))
                break
        if first_only and out:
            return out
        # InterPodAffinity
        if self._affinity is not None or self._existing_anti:
            ipa = self.inter_pod_affinity(labels)
            if ipa is not None:
                out.append(ipa)
        if first_only and out:
            return out
        # DynamicResources (allocated claims only)
        for claim in self.claims:
            sel = (D(claim.get("status")).get("allocation") or {}).get("nodeSelector")
            if sel and not node_selector_matches(sel, node):
                out.append(Rejection("DynamicResources", R.UNRESOLVABLE, [R.DRA_NOT_AVAILABLE],
                                     {"claim": D(claim.get("metadata")).get("name")}))
                break
        return out

    def cheap_fit(self, node: dict) -> Rejection | None:
        """NodeResourcesFit reasons that hold whatever runs on the node: request > allocatable."""
        alloc, allowed = self.state.alloc(node)
        reasons, detail = [], {"partial": True}
        if allowed < 1:
            reasons.append(R.TOO_MANY_PODS)
        for r in self._order:
            if self.request[r] > alloc.get(r, 0):
                reasons.append(R.INSUFFICIENT % r)
                detail[r] = {"requested": self.request[r], "allocatable": alloc.get(r, 0)}
        return Rejection("NodeResourcesFit", R.UNSCHEDULABLE, reasons, detail) if reasons else None

    def resource_fit(self, info: NodeInfo, removed: set[int] | None = None) -> Rejection | None:
        requested, pods = info.requested, len(info.pods)
        if removed:
            requested = dict(requested)
            for p, req in info.pod_requests:
                if id(p) in removed:
                    pods -= 1
                    for k, v in req.items():
                        requested[k] = requested.get(k, 0) - v
        reasons, detail = [], {}
        if pods + 1 > info.allowed_pods:
            reasons.append(R.TOO_MANY_PODS)
            detail["pods"] = {"requested": 1, "used": pods, "allocatable": info.allowed_pods}
        alloc = info.allocatable
        for r in self._order:
            want = self.request[r]
            free = alloc.get(r, 0) - requested.get(r, 0)
            if want > free:
                reasons.append(R.INSUFFICIENT % r)
                detail[r] = {"requested": want, "used": requested.get(r, 0),
                             "allocatable": info.allocatable.get(r, 0)}
        if reasons:
            return Rejection("NodeResourcesFit", R.UNSCHEDULABLE, reasons, detail)
        return None

    def volume_filters(self, node: dict, labels: Mapping) -> list[Rejection]:
        out: list[Rejection] = []
        snap = self.state.snapshot
        reasons: list[str] = []
        detail: dict = {}
        zone_bad = None
        for v in self.volumes:
            pvc_spec = v["pvc"].get("spec") or {}
            if pvc_spec.get("volumeName"):
                pv = v["pv"]
                if pv is None:
                    if snap.has("persistentvolumes") and R.PV_NOT_EXIST not in reasons:
                        reasons.append(R.PV_NOT_EXIST)
                        detail["missing_pv"] = pvc_spec.get("volumeName")
                    continue
                req = (D(pv.get("spec")).get("nodeAffinity") or {}).get("required")
                if req and not node_selector_matches(req, node):
                    text = self.state.wording.pv_node_affinity
                    if text not in reasons:
                        reasons.append(text)
                    detail.setdefault("pv_affinity", []).append(D(pv.get("metadata")).get("name"))
                pv_labels = D(D(pv.get("metadata")).get("labels"))
                for key in ZONE_LABELS:
                    if key in pv_labels:
                        allowed = set(str(pv_labels[key]).split("__"))
                        if labels.get(key) not in allowed:
                            zone_bad = {"pv": D(pv.get("metadata")).get("name"), "label": key,
                                        "pv_value": pv_labels[key], "node_value": labels.get(key)}
            elif v["wffc"]:
                sc = v["sc"] or {}
                if sc.get("provisioner") == "kubernetes.io/no-provisioner":
                    if not self._static_pv_available(v["pvc"], node):
                        if R.PV_BIND_CONFLICT not in reasons:
                            reasons.append(R.PV_BIND_CONFLICT)
                        detail.setdefault("no_pv_for", []).append(v["claim"])
                else:
                    topo = L(sc.get("allowedTopologies"))
                    if topo and not _allowed_topologies_match(topo, labels):
                        if R.PV_BIND_CONFLICT not in reasons:
                            reasons.append(R.PV_BIND_CONFLICT)
                        detail.setdefault("topology", []).append(v["claim"])
        if reasons:
            out.append(Rejection("VolumeBinding", R.UNRESOLVABLE, reasons, detail))
        if zone_bad:
            out.append(Rejection("VolumeZone", R.UNRESOLVABLE, [R.VOLUME_ZONE], zone_bad))
        return out

    def _static_pv_available(self, pvc: dict, node: dict) -> bool:
        from ..kube.quantity import QuantityError, to_int
        spec = D(pvc.get("spec"))
        try:
            want = to_int((D(spec.get("resources")).get("requests") or {}).get("storage", 0))
        except QuantityError:
            want = 0
        for pv in self.state.snapshot.items("persistentvolumes"):
            ps = D(pv.get("spec"))
            ref = D(ps.get("claimRef"))
            pvc_meta = D(pvc.get("metadata"))
            if ref and not (ref.get("name") == pvc_meta.get("name") and ref.get("namespace") == pvc_meta.get("namespace")):
                continue
            if D(pv.get("status")).get("phase") not in (None, "Available"):
                continue
            if (ps.get("storageClassName") or "") != (spec.get("storageClassName") or ""):
                continue
            try:
                if to_int(D(ps.get("capacity")).get("storage", 0)) < want:
                    continue
            except QuantityError:
                continue
            modes = set(L(ps.get("accessModes")))
            if not set(L(spec.get("accessModes"))) <= modes:
                continue
            req = D(ps.get("nodeAffinity")).get("required")
            if req and not node_selector_matches(req, node):
                continue
            return True
        return False

    def inter_pod_affinity(self, labels: Mapping) -> Rejection | None:
        a = self._affinity
        if a is not None and a["aff"]:
            ok = True
            pods_exist = True
            for term, _n, _s, values in a["aff"]:
                key = term.get("topologyKey")
                if key not in labels:
                    ok = False
                    break
                if labels[key] not in values:
                    pods_exist = False
            if ok and not pods_exist:
                ok = (not a["any"]) and a["self"]
            if not ok:
                return Rejection("InterPodAffinity", R.UNRESOLVABLE, [R.AFFINITY])
        if a is not None:
            for term, _n, _s, values in a["anti"]:
                key = term.get("topologyKey")
                if key in labels and labels[key] in values:
                    return Rejection("InterPodAffinity", R.UNSCHEDULABLE, [R.ANTI_AFFINITY],
                                     {"topologyKey": key, "domain": labels[key]})
        for key, values in self._existing_anti.items():
            if key in labels and labels[key] in values:
                return Rejection("InterPodAffinity", R.UNSCHEDULABLE, [R.EXISTING_ANTI_AFFINITY],
                                 {"topologyKey": key, "domain": labels[key]})
        return None


def deciding_plugins(rejections: list[Rejection]) -> set[str]:
    """The plugins that reject a node, counting a cordon's own taint as part of the cordon."""
    plugins = {r.plugin for r in rejections}
    if "NodeUnschedulable" in plugins and all(
            r.plugin != "TaintToleration" or D(r.detail.get("taint")).get("key") == "node.kubernetes.io/unschedulable"
            for r in rejections):
        plugins.discard("TaintToleration")
    return plugins


def _allowed_topologies_match(topologies: list, labels: Mapping) -> bool:
    for term in topologies:
        exprs = [e for e in L(D(term).get("matchLabelExpressions")) if isinstance(e, dict)]
        if all(labels.get(e.get("key")) in L(e.get("values")) for e in exprs):
            return True
    return False


# ---------------------------------------------------------------------------------------
def simulate(pod: dict, state: ClusterState, preemption: bool = True, detail: bool = True) -> Simulation:
    """detail=False (scan mode) first evaluates like kube-scheduler (stop at the first
    rejecting plugin per node) and only computes every node's `also` when no node fits."""
    ctx = PodContext(pod, state)
    if not detail and ctx.prefilter is None:
        quick = [ctx.evaluate(node, first_only=True) for node in state.nodes]
        if any(not r for r in quick):
            results = []
            for node, rej in zip(state.nodes, quick):
                name = D(node.get("metadata")).get("name") or ""
                results.append(NodeResult(name, True) if not rej else
                               NodeResult(name, False, list(rej[0].reasons), [], rej[0].plugin, rej[0].code, rej))
            return Simulation(pod, len(state.nodes), results, ctx.request, notes=list(ctx.notes))
    results: list[NodeResult] = []
    sim = Simulation(pod, len(state.nodes), results, ctx.request, prefilter=ctx.prefilter,
                     notes=list(ctx.notes))
    for node in state.nodes:
        name = D(node.get("metadata")).get("name") or ""
        rejections = ctx.evaluate(node)
        if name in ctx.partial_nodes and len(deciding_plugins(rejections)) == 1:
            # a near miss (one obstacle only?): confirm with the node's real resource sums
            ctx.partial_nodes.discard(name)
            rejections = ctx.evaluate(node, full=True)
        if ctx.prefilter is not None:
            # kube-scheduler reports only the PreFilter message; per-node results are ours.
            first = ctx.prefilter
            rejections = [first] + rejections
        if not rejections:
            results.append(NodeResult(name, True))
            continue
        first = rejections[0]
        also = [r for rej in rejections[1:] for r in rej.reasons]
        results.append(NodeResult(name, False, list(first.reasons), also, first.plugin, first.code, rejections,
                                  also_partial=name in ctx.partial_nodes))
    if not state.nodes:
        sim.message = R.NO_NODES
        return sim
    if sim.schedulable:
        return sim
    if preemption:
        sim.postfilter = _preemption(ctx, sim, state)
    pre = ctx.prefilter.reasons[0] if ctx.prefilter else ""
    sim.message = fit_error_message(sim.total_nodes, sim.histogram() if not pre else {}, pre,
                                    sim.postfilter, state.wording.postfilter_format)
    return sim


def _preemption(ctx: PodContext, sim: Simulation, state: ClusterState) -> str:
    """DefaultPreemption's PostFilter: '' when some node would work after evicting
    lower-priority pods (the pod gets nominated), else its 'preemption: ...' message."""
    if (ctx.spec.get("preemptionPolicy") or "PreemptLowerPriority") == "Never":
        return R.PREEMPTION_NEVER
    if ctx.prefilter is not None:
        for n in sim.nodes:
            n.preemption = R.PREEMPTION_NOT_HELPFUL
        return "preemption: " + fit_error_message(sim.total_nodes, {R.PREEMPTION_NOT_HELPFUL: sim.total_nodes},
                                                 "", "", "")
    hist: dict[str, int] = {}
    best: NodeResult | None = None
    nodes = {D(n.get("metadata")).get("name"): n for n in state.nodes}
    for res in sim.nodes:
        if res.code == R.UNRESOLVABLE:
            res.preemption = R.PREEMPTION_NOT_HELPFUL
        else:
            info = state.info(nodes[res.name])
            victims = [p for p in info.pods if pod_priority(p, state) < ctx.priority]
            if not victims:
                res.preemption = R.PREEMPTION_NO_VICTIMS
            else:
                removed = {id(p) for p in victims}
                after = ctx.evaluate(nodes[res.name], removed)
                if after:
                    res.preemption = ", ".join(after[0].reasons)
                    for r in after[0].reasons:
                        hist[r] = hist.get(r, 0) + 1
                    continue
                # keep as many victims as possible: re-add from the highest priority down
                victims.sort(key=lambda p: -pod_priority(p, state))
                for p in list(victims):
                    removed.discard(id(p))
                    if ctx.evaluate(nodes[res.name], removed):
                        removed.add(id(p))
                    else:
                        victims.remove(p)
                res.victims = victims
                res.preemption = None
                if best is None or len(victims) < len(best.victims):
                    best = res
                continue
        hist[res.preemption] = hist.get(res.preemption, 0) + 1
    if best is not None:
        sim.preemption_node = best
        return ""
    return "preemption: " + fit_error_message(sim.total_nodes, hist, "", "", "")
