"""Which wording of a reason a given kube-scheduler version writes, and one canonical form per
reason for comparing a recorded message with the simulation. The reason strings themselves
live in their plugin's module (doctor/scheduler/plugins/*.py), verbatim.

Sources (kubernetes/kubernetes): pkg/scheduler/framework/plugins/*/ (ErrReason* constants),
pkg/scheduler/framework/types.go (FitError.Error). See shared/reference/scheduler.md for the
release notes."""
from __future__ import annotations

import re

from .plugins.node_affinity import REASON as NODE_AFFINITY, REASON_OLD as NODE_AFFINITY_OLD
from .plugins.taint_toleration import REASON as TAINT_GENERIC, REASON_FORMAT as TAINT_FORMAT
from .plugins.taint_toleration import REASON_VERY_OLD as TAINT_VERY_OLD
from .plugins.volume_binding import PV_NODE_AFFINITY as PV_NODE_AFFINITY_NEW, PV_NODE_AFFINITY_OLD

_TAINT_OLD_RE = re.compile(r"^node\(s\) had untolerated taint \{.*\}$")


def canonical(reason: str) -> str:
    """Reasons that mean the same thing across releases -> one (the newest) form."""
    r = reason.strip()
    if _TAINT_OLD_RE.match(r) or r == TAINT_VERY_OLD:
        return TAINT_GENERIC
    if r == PV_NODE_AFFINITY_OLD:
        return PV_NODE_AFFINITY_NEW
    if r == NODE_AFFINITY_OLD:
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
    def fit_unresolvable(self) -> bool:
        # NodeResourcesFit: a request above the node's whole allocatable is UnschedulableAndUnresolvable
        # (preemption cannot help there): kubernetes/kubernetes#131345, merged 2025-04, first in 1.34.
        # Seen against a real v1.35.4 kube-scheduler (tests/e2e).
        return self._at_least(34)

    @property
    def dra_postfilter(self) -> bool:
        # DynamicResources is in the default profile once DRA is GA and on by default (1.34), right
        # before DefaultPreemption; its PostFilter message comes first ("no new claims to deallocate,
        # preemption: ..."), and after a PreFilter failure it fails to read its own PreFilter state
        # ("not found") and stops PostFilter. Seen against a real v1.35.4 kube-scheduler (tests/e2e).
        return self._at_least(34)

    @property
    def postfilter_format(self) -> str:
        # types.go appended the PostFilter message with " %v." (SeparatorFormat), so preemption
        # texts ended in ".."; gone in 1.30 (kubernetes/kubernetes#123302 was closed "already
        # resolved in 1.30"; #116133 shows ".." on v1.26.1).
        return " %s" if self._at_least(30) else " %s."
