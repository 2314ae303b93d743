"""VolumeBinding: the pod's PersistentVolumeClaims -- missing, being deleted, unbound with
Immediate binding (PreFilter), bound PVs whose node affinity excludes the node, and
WaitForFirstConsumer claims with no PV / topology available on the node (Filter).
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/volumebinding/volume_binding.go
and binder.go (ErrReasonBindConflict, ErrReasonNodeConflict, ErrReasonPVNotExist; the node
conflict text was renamed by PR #129887, first released in 1.33)."""
from __future__ import annotations

import difflib

from ...kube.guards import D, L
from ...kube.gpu import is_gpu_resource
from ...kube.selectors import node_selector_matches
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from ..framework import CHECK, SKIP, UNRESOLVABLE, FilterPlugin, Rejection
from ..remedy import meta, to_yaml

NAME = "VolumeBinding"
PV_NODE_AFFINITY = "node(s) didn't match PersistentVolume's node affinity"   # 1.33+
PV_NODE_AFFINITY_OLD = "node(s) had volume node affinity conflict"
BIND_CONFLICT = "node(s) didn't find available persistent volumes to bind"
PV_NOT_EXIST = "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)"
UNBOUND_IMMEDIATE = "pod has unbound immediate PersistentVolumeClaims"
PVC_NOT_FOUND = 'persistentvolumeclaim "%s" not found'
PVC_DELETING = 'persistentvolumeclaim "%s" is being deleted'


def claims(cs) -> list[dict]:
    """The pod's claims resolved by PreFilter: {"claim", "pvc", "pv", "sc", "bound", "wffc"}
    (VolumeZone reads them too)."""
    return cs.data.get(NAME) or []


class VolumeBinding(FilterPlugin):
    name = NAME
    reasons = (PV_NODE_AFFINITY, PV_NODE_AFFINITY_OLD, BIND_CONFLICT, PV_NOT_EXIST, UNBOUND_IMMEDIATE,
               PVC_NOT_FOUND, PVC_DELETING)
    fix = ("Make the volume usable from the nodes that can run the pod: a PV in their zone / "
           "with matching nodeAffinity, or move the pod to where the volume is.",
           ("kubectl get pvc -n {ns} -o wide", "kubectl get pv -o wide"))

    def pre_filter(self, cs):
        snap = cs.state.snapshot
        names = []
        for v in L(cs.spec.get("volumes")):
            if not isinstance(v, dict):
                continue
            if D(v.get("persistentVolumeClaim")).get("claimName"):
                names.append(str(v["persistentVolumeClaim"]["claimName"]))
            elif v.get("ephemeral"):
                names.append(f"{cs.name}-{v.get('name')}")
        if not names:
            return SKIP
        if not snap.has("persistentvolumeclaims"):
            cs.notes.append("PersistentVolumeClaims are not in the snapshot: volume filters "
                            "(VolumeBinding, VolumeZone) not checked")
            return SKIP
        resolved: list[dict] = []
        cs.data[NAME] = resolved
        first = None
        for claim in names:
            pvc = snap.get("persistentvolumeclaims", cs.ns, claim)
            if pvc is None:
                first = first or Rejection(NAME, UNRESOLVABLE, [PVC_NOT_FOUND % claim], {"claim": claim, "missing": True})
                continue
            if D(pvc.get("metadata")).get("deletionTimestamp"):
                first = first or Rejection(NAME, UNRESOLVABLE, [PVC_DELETING % claim], {"claim": claim, "deleting": True})
                continue
            pvc_spec = D(pvc.get("spec"))
            sc_name = pvc_spec.get("storageClassName")
            sc = snap.get("storageclasses.storage.k8s.io", None, sc_name) if sc_name else None
            bound = bool(pvc_spec.get("volumeName")) and D(pvc.get("status")).get("phase") == "Bound"
            pv = snap.get("persistentvolumes", None, pvc_spec["volumeName"]) if pvc_spec.get("volumeName") else None
            entry = {"claim": claim, "pvc": pvc, "pv": pv, "sc": sc, "bound": bound,
                     "wffc": bool(sc and sc.get("volumeBindingMode") == "WaitForFirstConsumer")}
            resolved.append(entry)
            if not bound and not entry["wffc"]:
                first = first or Rejection(NAME, UNRESOLVABLE, [UNBOUND_IMMEDIATE],
                                           {"claim": claim, "unbound": True, "storageClass": sc_name})
        if not resolved:
            return first if first is not None else SKIP
        return first

    def filter(self, cs, node, labels, removed):
        snap = cs.state.snapshot
        reasons: list[str] = []
        detail: dict = {}
        for v in claims(cs):
            pvc_spec = v["pvc"].get("spec") or {}
            if pvc_spec.get("volumeName"):
                pv = v["pv"]
                if pv is None:
                    if snap.has("persistentvolumes") and PV_NOT_EXIST not in reasons:
                        reasons.append(PV_NOT_EXIST)
                        detail["missing_pv"] = pvc_spec.get("volumeName")
                    continue
                req = (D(pv.get("spec")).get("nodeAffinity") or {}).get("required")
                if req and not node_selector_matches(req, node):
                    text = cs.state.wording.pv_node_affinity
                    if text not in reasons:
                        reasons.append(text)
                    detail.setdefault("pv_affinity", []).append(D(pv.get("metadata")).get("name"))
            elif v["wffc"]:
                sc = v["sc"] or {}
                if sc.get("provisioner") == "kubernetes.io/no-provisioner":
                    if not _static_pv_available(snap, v["pvc"], node):
                        if BIND_CONFLICT not in reasons:
                            reasons.append(BIND_CONFLICT)
                        detail.setdefault("no_pv_for", []).append(v["claim"])
                else:
                    topo = L(sc.get("allowedTopologies"))
                    if topo and not _allowed_topologies_match(topo, labels):
                        if BIND_CONFLICT not in reasons:
                            reasons.append(BIND_CONFLICT)
                        detail.setdefault("topology", []).append(v["claim"])
        if reasons:
            return Rejection(NAME, UNRESOLVABLE, reasons, detail)
        return None

    def explain(self, ex):
        return _volume_finding(ex) or super().explain(ex)

    def explain_prefilter(self, ex, rej):
        d, ns = rej.detail, ex.ns
        if d.get("missing"):
            have = [(meta(c).get("name") or "") for c in ex.snapshot.in_namespace("persistentvolumeclaims", ns)]
            close = difflib.get_close_matches(d["claim"], have, n=3, cutoff=0.6)
            title = (f"Pod {ns}/{ex.name} uses PersistentVolumeClaim {d['claim']!r}, which does not exist"
                     + (f" (similar: {', '.join(close)})" if close else ""))
            fix = Remediation(f"Create the PVC {d['claim']!r} in namespace {ns} (or fix the claimName in the pod spec).",
                              commands=(f"kubectl get pvc -n {ns}",), patch=to_yaml({
                                  "apiVersion": "v1", "kind": "PersistentVolumeClaim",
                                  "metadata": {"name": d["claim"], "namespace": ns},
                                  "spec": {"accessModes": ["ReadWriteOnce"],
                                           "resources": {"requests": {"storage": "<size>"}}}}))
            return title, fix
        if d.get("unbound"):
            title = f"Pod {ns}/{ex.name} waits for PersistentVolumeClaim {d['claim']!r}, which is not bound"
            fix = Remediation("The claim uses immediate binding and no volume was bound: check its events (no matching "
                              "PV, provisioner failing, storage class missing).",
                              commands=(f"kubectl describe pvc -n {ns} {d['claim']}", "kubectl get storageclass"))
            return title, fix
        return None


def _static_pv_available(snapshot, pvc: dict, node: dict) -> bool:
    from ...kube.quantity import QuantityError, to_int
    spec = D(pvc.get("spec"))
    try:
        want = to_int((D(spec.get("resources")).get("requests") or {}).get("storage", 0))
    except QuantityError:
        want = 0
    for pv in snapshot.items("persistentvolumes"):
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


def _allowed_topologies_match(topologies: list, labels) -> bool:
    for term in topologies:
        exprs = [e for e in L(D(term).get("matchLabelExpressions")) if isinstance(e, dict)]
        if all(labels.get(e.get("key")) in L(e.get("values")) for e in exprs):
            return True
    return False


def _claim_evidence(pod: dict, ref: ObjectRef, claim: str) -> Evidence:
    """The pod volume that mounts this PersistentVolumeClaim, pointed at exactly."""
    for i, vol in enumerate(L(D(pod.get("spec")).get("volumes"))):
        if D(D(vol).get("persistentVolumeClaim")).get("claimName") == claim:
            return Evidence("pod volume claim", ref, json_pointer("spec", "volumes", i, "persistentVolumeClaim", "claimName"),
                            claim)
    return Evidence(f"pod volume claim {claim}", ref)


def _volume_finding(ex) -> Finding | None:
    """A bound PV whose nodeAffinity pins it to nodes the pod cannot use."""
    snapshot, state, pod, ref, sim, nodes_all = ex.snapshot, ex.state, ex.pod, ex.ref, ex.sim, ex.nodes_all
    ns, name = ex.ns, ex.name
    pvs = sorted({pv for _n, rej in ex.rejections() for pv in rej.detail.get("pv_affinity") or []})
    if not pvs:
        return None
    pv = snapshot.get("persistentvolumes", None, pvs[0])
    pvref = ObjectRef("PersistentVolume", pvs[0])
    req = (D(pv.get("spec")).get("nodeAffinity") or {}).get("required") or {}
    allowed = [meta(n).get("name") for n in state.nodes if node_selector_matches(req, n)]
    claim = ((D(pv.get("spec")).get("claimRef") or {}).get("name")) or "?"
    results = {n.name: n for n in sim.nodes}
    why_not = [f"{n}: {', '.join(results[n].reasons)}" for n in allowed[:3] if n in results and not results[n].fits]
    title = (f"PersistentVolume {pvs[0]} (claim {claim}) can only be used on {', '.join(allowed[:3]) or 'no node'}"
             + (f", which cannot run pod {ns}/{name}" if why_not else "")
             + f"; the other {len(nodes_all)} node(s) fail its node affinity")
    ev = [Evidence("PV nodeAffinity", pvref, "/spec/nodeAffinity/required", req),
          _claim_evidence(pod, ref, claim)]
    if why_not:
        ev.append(Evidence("why the pod does not fit where the volume is", None, None, why_not))
    local = bool(D(pv.get("spec")).get("local") or D(pv.get("spec")).get("hostPath"))
    # GPU resources the pod asks for that no node the volume allows advertises: nothing to free there
    never = sorted(r for r in sim.request if is_gpu_resource(r) and allowed and all(
        state.alloc(state.node_by_name(n))[0].get(r, 0) <= 0 for n in allowed if state.node_by_name(n) is not None))
    # the scheduler's message counts a node under its first failing filter only: say its number, and
    # name the nodes an earlier filter (a taint, a cordon) rejects first
    first = [n.name for n in nodes_all if n.rejections and n.rejections[0].plugin == NAME]
    earlier = [n.name for n in nodes_all if n.name not in set(first)]
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"VolumeBinding: {state.wording.pv_node_affinity} on {len(first)} node(s)"
                   + (f" (and on {', '.join(earlier[:5])}, which an earlier filter rejects first)" if earlier else "")
                   + ". " + ("It is a node-local volume: its data lives on that node." if local else ""),
                   Remediation(("The volume's node(s) have no " + ", ".join(never) + " at all, so the pod can never "
                                "run there: move the data, i.e. recreate the claim on storage reachable from the GPU nodes"
                                if never else
                                "Either make the pod fit on the volume's node (free the resource it lacks), or move "
                                "the data: recreate the claim on storage reachable from the GPU nodes")
                               + (" (a local PV cannot move)" if local else "") + ".",
                               commands=(f"kubectl get pv {pvs[0]} -o yaml", f"kubectl describe node {allowed[0]}" if allowed
                                         else "kubectl get nodes --show-labels")),
                   objects=[ref, pvref], evidence=ev, confidence=0.9, blast_radius=len(nodes_all), key=ex.key)
