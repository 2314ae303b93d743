"""DynamicResources: the pod's ResourceClaims (resource.k8s.io) and, with DRAExtendedResource,
extended resources (nvidia.com/gpu) a DeviceClass maps to DRA devices.
Source: kubernetes/kubernetes v1.35.4 pkg/scheduler/framework/plugins/dynamicresources/
dynamicresources.go, extendeddynamicresources.go; the allocator of k8s.io/dynamic-resource-allocation
v0.35.4 structured/. In the default profile only with the DynamicResourceAllocation feature gate
(GA, locked on in 1.35), placed before DefaultPreemption (pkg/scheduler/apis/config/v1/
default_plugins.go, applyFeatureGates).

The domain logic (claims, the allocator, the CEL environment, the exact wording) is doctor/dra/;
this module adapts it to the framework and explains the verdicts: which request of which claim,
which DeviceClass or selector, and how many devices each node has against how many it needs.
Every rejection of this plugin is UnschedulableAndUnresolvable (statusUnschedulable)."""
from __future__ import annotations

from ...dra import api as dra_api
from ...dra.names import CANNOT_ALLOCATE, INVALID_POOLS, NAME, NOT_AVAILABLE, TIMED_OUT
from ...kube.guards import D, L
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from ..framework import CHECK, SKIP, UNRESOLVABLE, FilterPlugin, Rejection
from ..remedy import meta


class _LazyScheduling:
    """doctor.dra.scheduling, imported on the first attribute read: with it come the allocator and
    the CEL environment (~6-9 ms of imports, `python -X importtime`), which a pod without claims
    on a cluster without DeviceClasses (pre_filter's SKIP) never needs."""

    def __getattr__(self, attr):
        from ...dra import scheduling
        globals()["dra"] = scheduling
        return getattr(scheduling, attr)


dra = _LazyScheduling()

DELEGATED = "DynamicResources.delegated"   # cs.data key: extended resources NodeResourcesFit leaves to DRA


class DynamicResources(FilterPlugin):
    name = NAME
    prefilter_field = "resourceClaims"
    reasons = (CANNOT_ALLOCATE, NOT_AVAILABLE, INVALID_POOLS, TIMED_OUT)
    fix = ("See which claim and request the reasons name.", ("kubectl get resourceclaims -n {ns} -o wide",))

    # ---- PreEnqueue + PreFilter -----------------------------------------------------------
    def pre_filter(self, cs):
        snap = cs.state.snapshot
        has_claims = bool(L(cs.spec.get("resourceClaims")))
        # no claims and no DeviceClass (none recorded, or the list is empty: nothing can map an
        # extended resource to DRA) -> nothing for this plugin, and doctor.dra.scheduling stays unimported
        if not has_claims and not (snap.has(dra_api.CLASSES) and snap.items(dra_api.CLASSES) and any(
                not k.startswith(("cpu", "memory", "ephemeral-storage", "hugepages-", "pods")) for k in cs.request)):
            return SKIP
        if has_claims and not snap.has(dra_api.CLAIMS):
            cs.notes.append(f"ResourceClaims are not in the snapshot ({snap.why_missing(dra_api.CLAIMS)}): "
                            "DynamicResources not checked")
            return SKIP
        sched = dra.for_snapshot(snap)
        pc = sched.prefilter(cs.pod, cs.request)
        cs.data[NAME] = pc
        cs.notes.extend(pc.notes)
        if pc.extended:
            cs.data[DELEGATED] = sched
            cs.notes.append("DeviceClass extendedResourceName maps " + ", ".join(
                f"{r} -> {c}" for r, (_n, c) in sorted(pc.extended.items())) + ": the API server kept the field, "
                "so DRAExtendedResource (alpha, off by default in 1.34/1.35) is on there; the replay assumes the "
                "scheduler has it on too and serves those requests through DRA on nodes that do not advertise them")
        if pc.rejection is not None:
            v = pc.rejection
            return Rejection(NAME, UNRESOLVABLE, [v.reason], {**v.detail, "stage": v.stage})
        if pc.empty:
            return SKIP
        return None

    # ---- Filter -----------------------------------------------------------------------------
    def filter(self, cs, node, labels, removed):
        pc = cs.data[NAME]
        sched = dra.for_snapshot(cs.state.snapshot)
        alloc = cs.state.alloc(node)[0] if pc.extended else None
        v = sched.filter(pc, node, alloc)
        for n in pc.notes:
            if n not in cs.notes:
                cs.notes.append(n)
        if v is None:
            return None
        code = "Error" if v.stage == "Error" else UNRESOLVABLE
        return Rejection(NAME, code, [v.reason], {**v.detail, "stage": v.stage})

    # ---- PostFilter ---------------------------------------------------------------------------
    def post_filter(self, cs, sim) -> str:
        """dynamicresources.go PostFilter: deallocate an unavailable claim nobody else uses, or
        "still not schedulable". Runs before DefaultPreemption."""
        pc = cs.data.get(NAME)
        if pc is None:
            return ""
        if pc.rejection is not None:
            # PreFilter returned before recording the pod's claims: PostFilter sees none
            return dra.POST_NO_CLAIMS
        names = {c for n in sim.nodes for r in n.rejections if r.plugin == NAME and r.reasons == [NOT_AVAILABLE]
                 for c in r.detail.get("claims") or []}
        unavailable = [c for c in pc.allocated if dra_api.meta(c).get("name") in names]
        return dra.for_snapshot(cs.state.snapshot).postfilter(pc, unavailable)

    # ---- explanations -------------------------------------------------------------------------
    def explain(self, ex):
        rej = ex.rejections()
        n_all = len(ex.nodes_all)
        by_reason: dict[str, list] = {}
        for n, r in rej:
            by_reason.setdefault(r.reasons[0], []).append((n, r))
        ns, name = ex.ns, ex.name
        if NOT_AVAILABLE in by_reason and CANNOT_ALLOCATE not in by_reason:
            return _not_available(ex, by_reason[NOT_AVAILABLE])
        if CANNOT_ALLOCATE in by_reason:
            return _cannot_allocate(ex, by_reason[CANNOT_ALLOCATE])
        text = sorted(by_reason)[0] if by_reason else ""
        return Finding(CHECK, Severity.CRITICAL, f"DynamicResources keeps pod {ns}/{name} off {n_all} node(s): {text}",
                       f"kube-scheduler's DynamicResources says: {'; '.join(sorted(by_reason))}{ex.only}.",
                       Remediation("Check the claim's events and the DRA driver's ResourceSlices.",
                                   commands=(f"kubectl describe resourceclaims -n {ns}", "kubectl get resourceslices -o wide")),
                       objects=[ex.ref], confidence=0.7, key=ex.key, blast_radius=n_all,
                       evidence=[Evidence(f"node {n.name}: {r.reasons[0]}", ObjectRef("Node", n.name)) for n, r in rej[:5]])

    def explain_prefilter(self, ex, rej):
        d, ns, name = rej.detail, ex.ns, ex.name
        stage = d.get("stage")
        wait = (" kube-scheduler does not even try to place it (PreEnqueue), so no FailedScheduling event says so."
                if stage == "PreEnqueue" else "")
        if d.get("class_missing"):
            have = sorted(dra_api.meta(c).get("name") or "" for c in ex.snapshot.items(dra_api.CLASSES))
            return (f"Pod {ns}/{name}: claim {d.get('claim')} asks for DeviceClass {d.get('class')!r}, which does not exist",
                    Remediation(f"Use an existing DeviceClass ({', '.join(have) or 'none exists: is the DRA driver installed?'}) "
                                "in the claim template's deviceClassName, or install the driver that creates this class.",
                                commands=("kubectl get deviceclasses", f"kubectl get resourceclaim -n {ns} {d.get('claim')} -o yaml")))
        if d.get("template"):
            tmpl = d["template"]
            exists = ex.snapshot.get(dra_api.TEMPLATES, ns, tmpl) is not None if ex.snapshot.has(dra_api.TEMPLATES) else None
            why = ("its ResourceClaimTemplate does not exist" if exists is False else
                   "kube-controller-manager's resource-claim controller has not created it from the template")
            return (f"Pod {ns}/{name} waits for its ResourceClaim {d.get('claim')!r}: {why}",
                    Remediation((f"Create ResourceClaimTemplate {tmpl!r} in {ns} (or fix resourceClaimTemplateName)."
                                 if exists is False else
                                 "Check kube-controller-manager (resource-claim controller) and the template's events.")
                                + wait, commands=(f"kubectl get resourceclaimtemplates -n {ns}",
                                                  f"kubectl get events -n {ns} --field-selector involvedObject.name={name}")))
        if d.get("missing"):
            return (f"Pod {ns}/{name} references ResourceClaim {d.get('claim')!r}, which does not exist",
                    Remediation("Create the ResourceClaim the pod names (or use resourceClaimTemplateName for a claim per pod)."
                                + wait, commands=(f"kubectl get resourceclaims -n {ns}",)))
        if d.get("deleting"):
            return (f"Pod {ns}/{name} uses ResourceClaim {d.get('claim')!r}, which is being deleted",
                    Remediation("Wait for the deletion to finish (its finalizer goes once no pod uses it), then recreate "
                                "it or the pod." + wait, commands=(f"kubectl get resourceclaim -n {ns} {d.get('claim')} -o yaml",)))
        if d.get("not_owner"):
            return (f"Pod {ns}/{name}: ResourceClaim {d.get('claim')!r} was not created for this pod",
                    Remediation("A claim generated from a template belongs to one pod; delete the stale claim (or the "
                                "pod) so the controller generates a fresh one." + wait,
                                commands=(f"kubectl get resourceclaim -n {ns} {d.get('claim')} -o jsonpath='{{.metadata.ownerReferences}}'",)))
        if d.get("error"):
            return (f"Scheduling pod {ns}/{name} fails with an error in its DRA claim or DeviceClass: {d['error']}",
                    Remediation("Fix the CEL expression or request the error names (the scheduler retries, and fails "
                                "again, until then).", commands=(f"kubectl get resourceclaims -n {ns} -o yaml",
                                                                 "kubectl get deviceclasses -o yaml")))
        return None


# ---------------------------------------------------------------------------------------------
def _claim_ref(ns: str, claim: str) -> ObjectRef:
    return ObjectRef("ResourceClaim", claim, ns)


def _selector_values(ex, claim_name: str, request: str) -> list[Evidence]:
    """What the devices really have for each attribute the request's selectors name."""
    from ...dra.celenv import CelError, compile_selector

    sched = dra.for_snapshot(ex.snapshot)
    claim = ex.snapshot.get(dra_api.CLAIMS, ex.ns, claim_name.split("/", 1)[-1])
    if claim is None:
        return []
    spec = dra_api.read_claim_spec(D(claim.get("spec")))
    req = next((r for r in spec.requests if r.name == request.split("/", 1)[0]), None)
    if req is None or not req.alternatives():
        return []
    sub = req.alternatives()[0]
    out = []
    for i, expr in enumerate(sub.selectors):
        sel = compile_selector(expr) if expr else None
        if sel is None or isinstance(sel, CelError) or not sel.refs:
            continue
        for kind, dom, ident in sel.refs:
            seen: dict[str, int] = {}
            for s in sched.inv.slices:
                for dev in s.devices:
                    qn = f"{dom}/{ident}"
                    src = dev.attributes if kind == "attributes" else dev.capacity_raw
                    v = src.get(qn, src.get(ident) if dom == dev.driver else None)
                    if v is None:
                        continue
                    shown = str(next(iter(v.values()))) if isinstance(v, dict) else str(v)
                    seen[shown] = seen.get(shown, 0) + 1
            if seen:
                vals = ", ".join(f"{k!r} ({n} device(s))" for k, n in sorted(seen.items(), key=lambda x: -x[1])[:6])
                out.append(Evidence(f"selector #{i} reads device.{kind}[{dom!r}].{ident}; the published devices have: {vals}",
                                    _claim_ref(ex.ns, claim_name.split('/', 1)[-1]), None, expr))
            else:
                out.append(Evidence(f"selector #{i} reads device.{kind}[{dom!r}].{ident}, which no published device has",
                                    _claim_ref(ex.ns, claim_name.split('/', 1)[-1]), None, expr))
    return out


def _request_evidence(ex, claim_name: str, request: str) -> Evidence | None:
    """The request as written in the ResourceClaim (or, for DRA-backed extended resources, the
    pod's container requests), with a pointer a reader can check."""
    if claim_name.startswith("<"):
        for i, c in enumerate(L(D(ex.pod.get("spec")).get("containers"))):
            req = D(D(D(c).get("resources")).get("requests")) or D(D(D(c).get("resources")).get("limits"))
            if req:
                return Evidence("the pod's container requests (served through DRA)", ex.ref,
                                json_pointer("spec", "containers", i, "resources"), D(c).get("resources"))
        return None
    claim = ex.snapshot.get(dra_api.CLAIMS, ex.ns, claim_name)
    if claim is None:
        return None
    for i, r in enumerate(L(D(D(claim.get("spec")).get("devices")).get("requests"))):
        if D(r).get("name") == request.split("/", 1)[0]:
            return Evidence(f"ResourceClaim {claim_name} request {request} as written", _claim_ref(ex.ns, claim_name),
                            json_pointer("spec", "devices", "requests", i), r)
    return None


def _cannot_allocate(ex, rows) -> Finding:
    ns, name = ex.ns, ex.name
    n_all = len(rows)
    # per request: best node numbers
    per_req: dict[tuple, list] = {}
    near = {n.name for n in ex.near}
    for n, r in sorted(rows, key=lambda x: x[0].name not in near):
        for s in r.detail.get("shortfall") or []:
            per_req.setdefault((s["claim"], s["request"]), []).append((n.name, s))
    ev: list[Evidence] = []
    title = f"No node can allocate the devices pod {ns}/{name} claims ({CANNOT_ALLOCATE} on {n_all} node(s))"
    cause = ""
    fix_text = "Change the claim or free devices; see the evidence for which request falls short."
    cmds = [f"kubectl get resourceclaims -n {ns}", "kubectl get resourceslices -o wide"]
    for (claim, request), per_node in per_req.items():
        per_node = [x for x in per_node if x[1]["devices"]] or per_node   # nodes without devices say nothing
        s0 = per_node[0][1]
        need = s0["need"]
        cls = s0["class"]
        best_sel = max(per_node, key=lambda x: x[1]["selector_match"])
        best_free = max(per_node, key=lambda x: x[1]["free"])
        max_class = max(x[1]["class_match"] for x in per_node)
        max_sel = best_sel[1]["selector_match"]
        max_free = best_free[1]["free"]
        total_devices = sum(x[1]["devices"] for x in per_node)
        shown = claim.split("/", 1)[-1]
        cref = _claim_ref(ns, shown) if not shown.startswith("<") else ObjectRef("Pod", name, ns)
        label = f"claim {shown}"
        if shown.startswith("<"):
            # the scheduler's in-memory claim for DRA-backed extended resources (extendeddynamicresources.go)
            res = [r for r, c in dra.for_snapshot(ex.snapshot).ext_classes.items()
                   if c.name == cls and ex.sim.request.get(r)]
            label = (f"the pod's {res[0]}: {ex.sim.request[res[0]]} (served through DRA by DeviceClass {cls})"
                     if res else "the pod's DRA-backed extended resources")
        req_ev = _request_evidence(ex, shown, request)
        if req_ev is not None:
            ev.append(req_ev)
        ev.append(Evidence(f"{label}, request {request}: DeviceClass {cls}, "
                           + (f"{need} device(s)" if need is not None else "all matching devices")
                           + f"; best node {best_free[0]}: {best_free[1]['free']} free of {best_free[1]['selector_match']} "
                           f"matching ({best_free[1]['devices']} device(s) published there)", cref))
        if total_devices == 0:
            cause = cause or (f"no ResourceSlice publishes a device on any of the {n_all} node(s): the DRA driver's kubelet "
                              "plugin is not running (or not registered) there")
            fix_text = "Get the DRA driver's kubelet plugin running on the GPU nodes; it publishes their ResourceSlices."
            cmds = ["kubectl get resourceslices -o wide", "kubectl get pods -A -o wide | grep -i dra"]
        elif max_class == 0:
            cause = cause or f"no published device matches DeviceClass {cls}'s selectors"
            fix_text = f"Use the DeviceClass of the driver that publishes these devices, or fix DeviceClass {cls}'s selectors."
            cmds = [f"kubectl get deviceclass {cls} -o yaml", "kubectl get resourceslices -o yaml"]
        elif max_sel == 0:
            n_class = sum(x[1]["class_match"] for x in per_node)
            cause = cause or (f"the selector of {label} (request {request}) matches none of the {n_class} device(s) "
                              f"of class {cls} on {len(per_node)} node(s)")
            ev.extend(_selector_values(ex, claim, request))
            fix_text = ("Fix the claim's CEL selector (or its template) so it matches a device that exists; as written "
                        "it can never be satisfied on this cluster.")
            cmds = [f"kubectl get resourceclaim -n {ns} {shown} -o yaml", "kubectl get resourceslices -o yaml"]
        elif need is not None and max_sel < need:
            cause = cause or (f"{label} asks for {need} device(s) in one request, but no node has more than {max_sel} "
                              f"matching device(s) (best: {best_sel[0]})")
            fix_text = (f"Ask for at most {max_sel} device(s) per pod (split the work across pods), or add nodes with "
                        f"{need} such devices.")
        elif need is not None and max_free < need:
            held = sorted({h for _nn, s in per_node for h in s.get("held_by", [])})
            cause = cause or (f"{label} needs {need} free device(s) on one node; the most free on any node is "
                              f"{max_free} ({best_free[0]}): the rest are allocated to other claims")
            if held:
                ev.append(Evidence("claims holding matching devices", None, None, held[:12]))
            fix_text = (f"Wait for or stop the pods whose claims hold the devices (deleting such a pod releases its "
                        f"generated claim), or ask for {max_free} device(s).")
            cmds = ["kubectl get resourceclaims -A -o wide", "kubectl get resourceslices -o wide"]
        elif need is None and any(x[1]["free"] < x[1]["selector_match"] for x in per_node):
            held = sorted({h for _nn, s in per_node for h in s.get("held_by", [])})
            cause = cause or (f"{label} asks for every matching device of a node (allocationMode: All), and on every "
                              f"node some of them are allocated to other claims")
            if held:
                ev.append(Evidence("claims holding matching devices", None, None, held[:12]))
            fix_text = ("allocationMode All needs all of a node's matching devices free: wait for or stop the pods "
                        "whose claims hold some of them, or ask for an ExactCount instead.")
        elif s0.get("incomplete_pools") or s0.get("invalid_pools"):
            cause = cause or ("the node's resource pools are incomplete or invalid (the driver is still publishing, "
                              "or published duplicate device names)")
        else:
            cause = cause or ("the requests fit one at a time but not together (matchAttribute constraints, shared "
                              "counters of partitionable devices, or several requests competing for the same devices)")
    if cause:
        title = f"Pod {ns}/{name} cannot get its claimed devices on any node: {cause}"
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"kube-scheduler's DynamicResources says `{CANNOT_ALLOCATE}` on {n_all} node(s){ex.only}. "
                   "The structured-parameters allocator found no set of free devices matching every request on any "
                   "of them.",
                   Remediation(fix_text, commands=tuple(cmds)), objects=[ex.ref], evidence=ev, confidence=0.9,
                   key=ex.key, blast_radius=n_all)


def _not_available(ex, rows) -> Finding:
    ns, name = ex.ns, ex.name
    n_all = len(rows)
    claims = sorted({c for _n, r in rows for c in r.detail.get("claims") or []})
    ev, others, tied = [], [], []
    for c in claims:
        claim = ex.snapshot.get(dra_api.CLAIMS, ns, c)
        if claim is None:
            continue
        where = dra.allocated_node(claim)
        tied.append(where or "?")
        users = [r for r in dra_api.reserved_for(claim) if r.get("uid") != dra_api.meta(ex.pod).get("uid")]
        others += [f"{r.get('resource')}/{r.get('name')}" for r in users]
        ev.append(Evidence(f"ResourceClaim {c} is allocated" + (f" on node {where}" if where else "")
                           + (f", reserved for {', '.join(r.get('name') or '?' for r in users)}" if users else
                              ", reserved for no other pod"),
                           _claim_ref(ns, c), "/status/allocation/nodeSelector",
                           D(dra_api.allocation(claim)).get("nodeSelector")))
    node_txt = ", ".join(sorted(set(tied)))
    if others:
        title = (f"Pod {ns}/{name} can only run on {node_txt}, where its shared ResourceClaim {', '.join(claims)} is "
                 f"allocated, and in use by {', '.join(others[:3])}")
        fix = Remediation(f"The claim's devices are on {node_txt}: make room for the pod there (the reasons on that node "
                          "say what is short), or give each pod its own claim (resourceClaimTemplateName) if they need "
                          "not share the same devices. The scheduler will not move the allocation while another pod "
                          "uses it (PostFilter: `still not schedulable`).",
                          commands=(f"kubectl get resourceclaim -n {ns} {claims[0]} -o yaml",
                                    f"kubectl describe node {node_txt.split(',')[0]}"))
    else:
        title = (f"Pod {ns}/{name}'s ResourceClaim {', '.join(claims)} is allocated on {node_txt}, where the pod does not fit")
        fix = Remediation("No other pod uses the claim, so kube-scheduler's PostFilter deallocates it (`deallocation of "
                          "ResourceClaim completed`) and the next attempt may allocate it elsewhere; if it stays, check "
                          "the claim's status and finalizers.", commands=(f"kubectl get resourceclaim -n {ns} {claims[0]} -o yaml",))
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"kube-scheduler's DynamicResources says `{NOT_AVAILABLE}` on {n_all} node(s){ex.only}: an allocated "
                   "claim can only be used on the nodes its allocation names.",
                   fix, objects=[ex.ref] + [_claim_ref(ns, c) for c in claims], evidence=ev, confidence=0.9,
                   key=ex.key, blast_radius=n_all)


__all__ = ["DynamicResources", "NAME", "CANNOT_ALLOCATE", "NOT_AVAILABLE", "DELEGATED", "json_pointer", "meta"]
