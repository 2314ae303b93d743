"""DynamicResources: the pod's ResourceClaims (resource.k8s.io).
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/dynamicresources/dynamicresources.go
(PreFilter: a claim that is not created yet / not found -> UnschedulableAndUnresolvable;
Filter: an allocated claim whose allocation.nodeSelector excludes the node -> "resourceclaim
not available on the node"; an unallocated claim the allocator cannot satisfy on the node ->
"cannot allocate all claims"). In the default profile only when the DynamicResourceAllocation
feature gate is on, placed before DefaultPreemption (pkg/scheduler/apis/config/v1/default_plugins.go,
applyFeatureGates).

Seam for allocation: ``DynamicResources.allocate`` judges the pod's UNALLOCATED claims on one
node. Here it allocates nothing and says so in the simulation's notes; doctor/dra's
structured-parameters allocator plugs in by overriding it (or replacing this class in the
profile), without touching the Filter loop or the other plugins."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...kube.guards import D, L
from ...kube.selectors import node_selector_matches
from ...model import Remediation
from ..framework import SKIP, UNRESOLVABLE, FilterPlugin, Rejection

NAME = "DynamicResources"
CANNOT_ALLOCATE = "cannot allocate all claims"
NOT_AVAILABLE = "resourceclaim not available on the node"
CLAIM_NOT_CREATED = "waiting for resource claim of pod claim %r to be created"
CLAIM_NOT_FOUND = 'resourceclaim.resource.k8s.io "%s" not found'
RESOURCE = "resourceclaims.resource.k8s.io"


@dataclass
class ClaimsState:
    """PreFilter state: the pod's claims that exist, split by whether they are allocated."""
    allocated: list[dict] = field(default_factory=list)
    unallocated: list[dict] = field(default_factory=list)


class DynamicResources(FilterPlugin):
    name = NAME
    prefilter_field = "resourceClaims"
    reasons = (CANNOT_ALLOCATE, NOT_AVAILABLE, CLAIM_NOT_CREATED, CLAIM_NOT_FOUND)
    fix = ("The allocated ResourceClaim is tied to other nodes; free it or let it reallocate.",
           ("kubectl get resourceclaims -n {ns} -o wide",))

    def pre_filter(self, cs):
        entries = L(cs.spec.get("resourceClaims"))
        if not entries:
            return SKIP
        snap = cs.state.snapshot
        if not snap.has(RESOURCE):
            cs.notes.append("ResourceClaims are not in the snapshot: DynamicResources not checked")
            return SKIP
        statuses = {s.get("name"): s.get("resourceClaimName")
                    for s in L(D(cs.pod.get("status")).get("resourceClaimStatuses")) if isinstance(s, dict)}
        st = ClaimsState()
        first = None
        for e in entries:
            if not isinstance(e, dict):
                continue
            name = e.get("resourceClaimName") or statuses.get(e.get("name"))
            if not name:
                first = first or Rejection(NAME, UNRESOLVABLE, [CLAIM_NOT_CREATED % e.get("name")],
                                           {"claim": e.get("name"), "missing": True})
                continue
            claim = snap.get(RESOURCE, cs.ns, name)
            if claim is None:
                first = first or Rejection(NAME, UNRESOLVABLE, [CLAIM_NOT_FOUND % name], {"claim": name, "missing": True})
                continue
            if D(claim.get("status")).get("allocation"):
                st.allocated.append(claim)
            else:
                st.unallocated.append(claim)
                self.note_unallocated(cs, claim)
        cs.data[NAME] = st
        return first

    def note_unallocated(self, cs, claim: dict) -> None:
        cs.notes.append(f"ResourceClaim {D(claim.get('metadata')).get('name')} is not allocated yet; whether the "
                        "DRA driver can allocate it on a node is not simulated")

    def filter(self, cs, node, labels, removed):
        st: ClaimsState = cs.data[NAME]
        for claim in st.allocated:
            sel = (D(claim.get("status")).get("allocation") or {}).get("nodeSelector")
            if sel and not node_selector_matches(sel, node):
                return Rejection(NAME, UNRESOLVABLE, [NOT_AVAILABLE], {"claim": D(claim.get("metadata")).get("name")})
        if st.unallocated:
            return self.allocate(cs, st.unallocated, node)
        return None

    def allocate(self, cs, claims: list[dict], node: dict) -> Rejection | None:
        """Can the unallocated `claims` be allocated on `node`? A Rejection with CANNOT_ALLOCATE
        (and the per-request why in `detail`) if not. Not simulated here (see note_unallocated)."""
        return None

    def explain_prefilter(self, ex, rej):
        ns = ex.ns
        return (f"Pod {ns}/{ex.name} references ResourceClaim {rej.detail.get('claim')!r}, which does not exist",
                Remediation("Create the ResourceClaim (or its template) the pod references.",
                            commands=(f"kubectl get resourceclaims -n {ns}",)))
