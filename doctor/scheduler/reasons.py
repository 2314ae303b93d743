"""kube-scheduler's reason strings, verbatim, and which wording a given server version uses.

Sources (kubernetes/kubernetes): pkg/scheduler/framework/plugins/*/ (ErrReason* constants),
pkg/scheduler/framework/types.go (FitError.Error), .../defaultpreemption/default_preemption.go,
.../preemption/preemption.go. See shared/reference/scheduler.md for the release notes."""
from __future__ import annotations

import re

# Status codes (framework.Code); a node rejected as UNRESOLVABLE is never a preemption candidate.
UNSCHEDULABLE = "Unschedulable"
UNRESOLVABLE = "UnschedulableAndUnresolvable"

NODE_UNSCHEDULABLE = "node(s) were unschedulable"
NODE_UNKNOWN_CONDITION = "node(s) had unknown conditions"
NODE_NAME = "node(s) didn't match the requested node name"
TAINT_GENERIC = "node(s) had untolerated taint(s)"
TAINT_FORMAT = "node(s) had untolerated taint {%s: %s}"
TAINT_VERY_OLD = "node(s) had taints that the pod didn't tolerate"
NODE_AFFINITY = "node(s) didn't match Pod's node affinity/selector"
NODE_PORTS = "node(s) didn't have free ports for the requested pod ports"
TOO_MANY_PODS = "Too many pods"
INSUFFICIENT = "Insufficient %s"
PV_NODE_AFFINITY_NEW = "node(s) didn't match PersistentVolume's node affinity"
PV_NODE_AFFINITY_OLD = "node(s) had volume node affinity conflict"
PV_BIND_CONFLICT = "node(s) didn't find available persistent volumes to bind"
PV_NOT_EXIST = "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)"
UNBOUND_IMMEDIATE = "pod has unbound immediate PersistentVolumeClaims"
VOLUME_ZONE = "node(s) had no available volume zone"
SPREAD = "node(s) didn't match pod topology spread constraints"
SPREAD_MISSING_LABEL = "node(s) didn't match pod topology spread constraints (missing required label)"
AFFINITY = "node(s) didn't match pod affinity rules"
ANTI_AFFINITY = "node(s) didn't match pod anti-affinity rules"
EXISTING_ANTI_AFFINITY = "node(s) didn't satisfy existing pods anti-affinity rules"
DRA_CANNOT_ALLOCATE = "cannot allocate all claims"
DRA_NOT_AVAILABLE = "resourceclaim not available on the node"

PREEMPTION_NOT_HELPFUL = "Preemption is not helpful for scheduling"
PREEMPTION_NO_VICTIMS = "No preemption victims found for incoming pod"
PREEMPTION_NEVER = "preemption: not eligible due to preemptionPolicy=Never."
NO_NODES = "no nodes available to schedule pods"

# Reasons that mean the same thing across releases -> one canonical (newest) form, for
# comparing an event with the simulation.
_TAINT_OLD_RE = re.compile(r"^node\(s\) had untolerated taint \{.*\}$")


def canonical(reason: str) -> str:
    r = reason.strip()
    if _TAINT_OLD_RE.match(r) or r == TAINT_VERY_OLD:
        return TAINT_GENERIC
    if r == PV_NODE_AFFINITY_OLD:
        return PV_NODE_AFFINITY_NEW
    if r == "node(s) didn't match node selector":  # pre-1.20 NodeAffinity wording
        return NODE_AFFINITY
    return r


def parse_version(server_version) -> tuple[int, int, int] | None:
    """'v1.30.2', 'v1.29.3-eks-1234', {'gitVersion': ...} or {'major','minor'} -> (1, 30, 2)."""
    if isinstance(server_version, dict):
        git = server_version.get("gitVersion")
        if git:
            return parse_version(git)
        try:
            return (int(str(server_version.get("major")).strip("+")),
                    int(str(server_version.get("minor")).strip("+")), 0)
        except (TypeError, ValueError):
            return None
    if not isinstance(server_version, str):
        return None
    m = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", server_version)
    if not m:
        return None
    return int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)


class Wording:
    """Which variant of each reason a server version writes. Unknown version = newest."""

    def __init__(self, server_version=None) -> None:
        self.version = parse_version(server_version)

    def _at_least(self, minor: int, patch: int = 0) -> bool:
        if self.version is None:
            return True
        major, mi, pa = self.version
        return (major, mi, pa) >= (1, minor, patch) or major > 1

    def taint(self, taint: dict) -> str:
        # PR #134740 (1.35) and its 1.34 cherry-pick #135023 dropped the taint from the
        # message; which 1.34/1.33 patch releases carry it is not verified -> 1.34.2+.
        if self._at_least(35) or (self.version and self.version[:2] == (1, 34) and self.version[2] >= 2):
            return TAINT_GENERIC
        return TAINT_FORMAT % (taint.get("key") or "", taint.get("value") or "")

    @property
    def pv_node_affinity(self) -> str:
        # renamed by PR #129887, first released in 1.33
        return PV_NODE_AFFINITY_NEW if self._at_least(33) else PV_NODE_AFFINITY_OLD

    @property
    def postfilter_format(self) -> str:
        # types.go appended the PostFilter message with " %v." (SeparatorFormat), so preemption
        # texts ended in ".."; gone in 1.30 (kubernetes/kubernetes#123302 was closed "already
        # resolved in 1.30"; #116133 shows ".." on v1.26.1).
        return " %s" if self._at_least(30) else " %s."
