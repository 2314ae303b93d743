"""The DynamicResources scheduler plugin's verdicts, in kube-scheduler's words.

Source: kubernetes/kubernetes v1.35.4 pkg/scheduler/framework/plugins/dynamicresources/
dynamicresources.go (PreEnqueue, PreFilter, Filter, PostFilter), extendeddynamicresources.go,
k8s.io/dynamic-resource-allocation v0.35.4 resourceclaim/resourceclaim.go (Name, IsForPod) and
pkg/scheduler/util/assumecache (NotFoundError). Every rejection of this plugin is
UnschedulableAndUnresolvable (statusUnschedulable), so preemption never helps it; a fatal
allocator error (bad CEL, missing class during Filter) is an Error status that aborts the attempt:
``running "DynamicResources" filter plugin: <error>``.

Stages:
- PreEnqueue (no scheduling attempt, no FailedScheduling event): a claim not created yet from its
  template, a ResourceClaim that does not exist, one being deleted, a template claim the pod does
  not own;
- PreFilter: a request whose DeviceClass does not exist, an unknown request type;
- Filter, per node: the allocator for every unallocated claim ("cannot allocate all claims",
  checked first), then allocated claims whose allocation.nodeSelector excludes the node
  ("resourceclaim not available on the node");
- PostFilter: an unavailable claim reserved for nobody else is deallocated ("deallocation of
  ResourceClaim completed": the next attempt may allocate it elsewhere); otherwise "still not
  schedulable".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..kube.guards import D, L
from ..kube.selectors import node_selector_matches
from . import api
from .allocator import AllocationError, Allocator, BudgetExceeded, Inventory
from .names import CANNOT_ALLOCATE, INVALID_POOLS, NAME, NOT_AVAILABLE, TIMED_OUT  # noqa: F401 - re-exported

NOT_CREATED = 'pod "%s/%s": ResourceClaim not created yet'
NOT_FOUND = 'could not find ResourceClaim "%s/%s"'
DELETING = 'resourceclaim "%s" is being deleted'
NOT_OWNER = "ResourceClaim %s/%s was not created for pod %s/%s (pod is not owner)"
UNSUPPORTED = 'pod "%s/%s", spec.resourceClaim %q: none of the supported fields are set'
CLASS_MISSING = "request %s: device class %s does not exist"
UNKNOWN_REQUEST = "resource claim %s/%s, request %s: unknown request type"
PENDING_ALLOCATION = "resource claim %s/%s is in the process of being allocated"
POST_DEALLOCATED = "deallocation of ResourceClaim completed"
POST_STILL = "still not schedulable"
POST_NO_CLAIMS = "no new claims to deallocate"
FILTER_ERROR = 'running "DynamicResources" filter plugin: %s'

REASONS = (CANNOT_ALLOCATE, NOT_AVAILABLE, INVALID_POOLS)


@dataclass
class Verdict:
    stage: str                 # PreEnqueue | PreFilter | Filter | Error
    reason: str
    detail: dict = field(default_factory=dict)


@dataclass
class PodClaims:
    """The pod's claims as the plugin's PreFilter sees them."""
    pod: dict
    entries: list[tuple[str, dict]] = field(default_factory=list)    # (pod claim name, ResourceClaim)
    allocated: list[dict] = field(default_factory=list)
    unallocated: list[dict] = field(default_factory=list)
    extended: dict[str, tuple[int, str]] = field(default_factory=dict)   # resource -> (count, class)
    rejection: Verdict | None = None
    notes: list[str] = field(default_factory=list)
    allocator: Allocator | None = None
    error: Verdict | None = None                                     # fatal allocator error
    _to_allocate: list = field(default_factory=list)                 # [(claim, ClaimSpec)]
    _extended_claim: tuple | None = None
    _node_cache: dict = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.entries and not self.extended


def _uid(obj: dict) -> str:
    return str(api.meta(obj).get("uid") or "")


def _controlled_by(claim: dict, pod: dict) -> bool:
    uid = _uid(pod)
    for ref in L(api.meta(claim).get("ownerReferences")):
        if isinstance(ref, dict) and ref.get("controller") is True and (not uid or ref.get("uid") == uid) \
                and ref.get("kind") == "Pod" and ref.get("name") == api.meta(pod).get("name"):
            return True
    return False


def reserved_for_pod(claim: dict, pod: dict) -> bool:
    uid = _uid(pod)
    name = api.meta(pod).get("name")
    return any((uid and r.get("uid") == uid) or (not uid and r.get("resource") == "pods" and r.get("name") == name)
               for r in api.reserved_for(claim))


def pod_claim_objects(snapshot, pod: dict) -> list[tuple[str, dict | None, str | None]]:
    """(pod claim name, ResourceClaim or None, the claim's name or None) for spec.resourceClaims,
    resolved like resourceclaim.Name: resourceClaimName, or the generated name recorded in
    status.resourceClaimStatuses for a template."""
    meta = api.meta(pod)
    ns = meta.get("namespace") or "default"
    statuses = {s.get("name"): s for s in L(D(pod.get("status")).get("resourceClaimStatuses")) if isinstance(s, dict)}
    out = []
    for e in L(D(pod.get("spec")).get("resourceClaims")):
        if not isinstance(e, dict):
            continue
        name = e.get("resourceClaimName")
        if not name and e.get("resourceClaimTemplateName"):
            name = D(statuses.get(e.get("name"))).get("resourceClaimName")
        claim = snapshot.get(api.CLAIMS, ns, name) if name else None
        out.append((str(e.get("name") or ""), claim, name))
    return out


def extended_resource_classes(inv: Inventory) -> dict[str, api.DeviceClass]:
    """resource name -> DeviceClass, as extendedresourcecache.ExtendedResourceCache maps them:
    spec.extendedResourceName (the newest class wins a tie, then the smaller name) and the
    implicit ``deviceclass.resource.kubernetes.io/<class>``."""
    out: dict[str, api.DeviceClass] = {}
    for c in sorted(inv.classes.values(), key=lambda c: (c.created, c.name)):
        out[api.DEVICE_CLASS_PREFIX + c.name] = c
    best: dict[str, api.DeviceClass] = {}
    for c in inv.classes.values():
        if not c.extended_resource_name:
            continue
        cur = best.get(c.extended_resource_name)
        if cur is None or c.created > cur.created or (c.created == cur.created and c.name < cur.name):
            best[c.extended_resource_name] = c
    out.update(best)
    return out


class DraScheduling:
    """One per snapshot: the inventory, and the plugin's logic for any pod."""

    def __init__(self, snapshot) -> None:
        self.snapshot = snapshot
        self.inv = Inventory(snapshot)
        self.ext_classes = extended_resource_classes(self.inv) if self.inv.features.extended_resource else {}

    # ---- NodeResourcesFit's side (fit.go shouldDelegateResourceToDRA) -------------------------------
    def delegated(self, resource: str, node_allocatable: int) -> bool:
        """With DRAExtendedResource on, an extended resource the node does not advertise (0 or
        absent) but a DeviceClass maps is left to DynamicResources: no `Insufficient <resource>`."""
        return bool(self.ext_classes) and node_allocatable <= 0 and resource in self.ext_classes

    # ---- PreEnqueue + PreFilter -------------------------------------------------------------
    def prefilter(self, pod: dict, requests: dict[str, int] | None = None) -> PodClaims:
        meta = api.meta(pod)
        ns, name = meta.get("namespace") or "default", meta.get("name") or ""
        pc = PodClaims(pod)
        for e in L(D(pod.get("spec")).get("resourceClaims")):
            if not isinstance(e, dict):
                continue
            if not e.get("resourceClaimName") and not e.get("resourceClaimTemplateName"):
                pc.rejection = pc.rejection or Verdict("PreEnqueue", UNSUPPORTED % (ns, name, e.get("name")),
                                                       {"claim": e.get("name")})
        for pod_claim, claim, claim_name in pod_claim_objects(self.snapshot, pod):
            if pc.rejection:
                break
            if claim_name is None:
                e = next((x for x in L(D(pod.get("spec")).get("resourceClaims"))
                          if isinstance(x, dict) and x.get("name") == pod_claim), {})
                st = next((s for s in L(D(pod.get("status")).get("resourceClaimStatuses"))
                           if isinstance(s, dict) and s.get("name") == pod_claim), None)
                if st is not None and e.get("resourceClaimTemplateName"):
                    continue   # the controller decided no claim is needed (status without a name)
                if e.get("resourceClaimTemplateName"):
                    pc.rejection = Verdict("PreEnqueue", NOT_CREATED % (ns, name),
                                           {"claim": pod_claim, "template": e.get("resourceClaimTemplateName"),
                                            "missing": True})
                continue
            if claim is None:
                pc.rejection = Verdict("PreEnqueue", NOT_FOUND % (ns, claim_name), {"claim": claim_name, "missing": True})
                continue
            if api.meta(claim).get("deletionTimestamp"):
                pc.rejection = Verdict("PreEnqueue", DELETING % claim_name, {"claim": claim_name, "deleting": True})
                continue
            e = next((x for x in L(D(pod.get("spec")).get("resourceClaims"))
                      if isinstance(x, dict) and x.get("name") == pod_claim), {})
            if e.get("resourceClaimTemplateName") and not e.get("resourceClaimName") and not _controlled_by(claim, pod):
                pc.rejection = Verdict("PreEnqueue", NOT_OWNER % (ns, claim_name, ns, name),
                                       {"claim": claim_name, "not_owner": True})
                continue
            pc.entries.append((pod_claim, claim))
        if pc.rejection:
            return pc
        # extended resources backed by DRA (preFilterExtendedResources)
        if self.ext_classes and requests:
            for res, qty in requests.items():
                if qty > 0 and res in self.ext_classes:
                    pc.extended[res] = (qty, self.ext_classes[res].name)
        if pc.empty:
            return pc
        to_allocate = []
        for _pod_claim, claim in pc.entries:
            if api.allocation(claim):
                pc.allocated.append(claim)
                continue
            pc.unallocated.append(claim)
            spec = api.read_claim_spec(D(claim.get("spec")))
            cname = api.meta(claim).get("name")
            for req in spec.requests:
                if req.exactly is not None:
                    subs = [(req.name, req.exactly)]
                elif req.first_available:
                    subs = [(f"{req.name}/{s.name}", s) for s in req.first_available]
                else:
                    pc.rejection = Verdict("PreFilter", UNKNOWN_REQUEST % (ns, cname, req.name), {"claim": cname})
                    return pc
                for rname, sub in subs:
                    if sub.class_name and sub.class_name not in self.inv.classes:
                        pc.rejection = Verdict("PreFilter", CLASS_MISSING % (rname, sub.class_name),
                                               {"claim": cname, "request": rname, "class": sub.class_name,
                                                "class_missing": True})
                        return pc
            to_allocate.append((claim, spec))
        if to_allocate and not self.inv.has_slices and self.snapshot.has(api.SLICES):
            pc.notes.append("no ResourceSlice in the snapshot: no DRA driver publishes devices, so no claim can be "
                            "allocated on any node")
        if to_allocate and not self.snapshot.has(api.SLICES):
            pc.notes.append("ResourceSlices are not in the snapshot: allocation of unallocated claims not simulated")
            return pc
        pc._to_allocate = to_allocate
        self._extended_claims(pc)
        if pc._to_allocate:
            pc.allocator = Allocator(self.inv, pc._to_allocate)
        return pc

    def _extended_claims(self, pc: PodClaims) -> None:
        """The special claim for DRA-backed extended resources: one ExactCount request per
        resource (container-level split not needed for the verdict; createRequestsAndMappings)."""
        if not pc.extended:
            return
        reqs = []
        for i, (res, (qty, cls)) in enumerate(sorted(pc.extended.items())):
            reqs.append(api.Request(name=f"container-0-request-{i}", exactly=api.SubRequest(
                name=f"container-0-request-{i}", class_name=cls, selectors=[], mode="ExactCount", count=qty,
                admin_access=None, tolerations=[]), first_available=[]))
        meta = api.meta(pc.pod)
        fake = {"metadata": {"namespace": meta.get("namespace"), "name": "<extended-resources>"}}
        pc._extended_claim = (fake, api.ClaimSpec(reqs, [], []))

    # ---- Filter -----------------------------------------------------------------------------
    def filter(self, pc: PodClaims, node: dict, node_allocatable: dict | None = None) -> Verdict | None:
        if pc.rejection is not None or pc.empty:
            return None
        if pc.error is not None:
            return pc.error
        name = D(node.get("metadata")).get("name") or ""
        if name in pc._node_cache:
            return pc._node_cache[name]
        got = self._filter(pc, node, node_allocatable or {})
        pc._node_cache[name] = got
        return got

    def _filter(self, pc: PodClaims, node: dict, alloc: dict) -> Verdict | None:
        unavailable = []
        for claim in pc.allocated:
            sel = D(api.allocation(claim)).get("nodeSelector")
            if sel and not node_selector_matches(sel, node):
                unavailable.append(claim)
        claims = list(pc._to_allocate)
        ext = pc._extended_claim
        if ext is not None:
            # only resources the node does not advertise go through DRA (filterExtendedResources)
            fake, spec = ext
            reqs = [r for r, (res, _v) in zip(spec.requests, sorted(pc.extended.items())) if alloc.get(res, 0) <= 0]
            if reqs:
                claims.append((fake, api.ClaimSpec(reqs, [], [])))
        if claims:
            allocator = Allocator(self.inv, claims)
            try:
                out = allocator.allocate(node)
            except AllocationError as exc:
                pc.error = Verdict("Error", FILTER_ERROR % exc, {"error": str(exc)})
                return pc.error
            except BudgetExceeded:
                pc.notes.append(f"allocation on node {D(node.get('metadata')).get('name')} needed more than "
                                f"{allocator.budget} steps; treated as not fitting (kube-scheduler's filter "
                                "timeout, if set, would do the same)")
                return Verdict("Filter", TIMED_OUT, {})
            if not out.ok:
                if out.invalid_pools:
                    return Verdict("Filter", INVALID_POOLS, {"pools": [p.id for p in allocator.pools if p.invalid]})
                return Verdict("Filter", CANNOT_ALLOCATE,
                               {"shortfall": allocator.shortfall(node),
                                "claims": [api.meta(c).get("name") for c, _s in claims]})
        if unavailable:
            return Verdict("Filter", NOT_AVAILABLE, {"claims": [api.meta(c).get("name") for c in unavailable],
                                                     "allocated_on": [allocated_node(c) for c in unavailable]})
        return None

    # ---- PostFilter -------------------------------------------------------------------------
    def postfilter(self, pc: PodClaims, unavailable: list[dict]) -> str:
        if pc.empty:
            return POST_NO_CLAIMS
        for claim in unavailable:
            rf = api.reserved_for(claim)
            if not rf or (len(rf) == 1 and reserved_for_pod(claim, pc.pod)):
                return POST_DEALLOCATED
        return POST_STILL


def allocated_node(claim: dict) -> str | None:
    """The node an allocation is tied to, when its nodeSelector names one (metadata.name field
    or the hostname label)."""
    sel = D(api.allocation(claim)).get("nodeSelector")
    for term in L(D(sel).get("nodeSelectorTerms")):
        for key in ("matchFields", "matchExpressions"):
            for req in L(D(term).get(key)):
                if D(req).get("key") in ("metadata.name", "kubernetes.io/hostname") and D(req).get("operator") == "In":
                    vals = L(D(req).get("values"))
                    if len(vals) == 1:
                        return str(vals[0])
    return None


_CACHE: dict[int, DraScheduling] = {}


def for_snapshot(snapshot) -> DraScheduling:
    """One DraScheduling per snapshot object (cheap to ask for repeatedly)."""
    got = _CACHE.get(id(snapshot))
    if got is None or got.snapshot is not snapshot:
        _CACHE.clear()
        got = _CACHE[id(snapshot)] = DraScheduling(snapshot)
    return got
