"""doctor.report/v1 JSON."""
from __future__ import annotations

import json


def report_dict(report) -> dict:
    # here, not at import: `doctor explain -o json` uses dumps() alone and must not load the model
    from .. import facts as cluster_facts
    from ..model import Severity

    snap = report.snapshot
    history = report.history
    counts = {s.value: sum(1 for f in report.findings if f.severity is s) for s in Severity}
    statuses: dict[str, int] = {}
    for r in report.results:
        statuses[r.status.value] = statuses.get(r.status.value, 0) + 1
    out = {
        "schema": "doctor.report/v1",
        "observed_at": snap.observed_at.isoformat().replace("+00:00", "Z"),
        "cluster": {"context": snap.meta.get("context"), "server_version": snap.meta.get("server_version")},
        "sources": list(snap.sources) or ["live"],
        "summary": {"findings": counts, "checks": statuses},
        "findings": [f.to_dict() for f in report.findings],
        "checks": [r.to_dict() for r in report.results],
        "unavailable": dict(sorted(snap.unavailable.items())),
        "gaps": [g.to_dict() for g in snap.all_gaps()],   # what the snapshot is missing, and how
        # set when nodes/pods (or most checks' data) could not be read: the scan exits 3, never "healthy"
        "access_problem": report.access_problem,
        # the GPU facts every output states (doctor.facts): per node has/capacity/allocatable/
        # allocated/free/unavailable with each loss and the finding that says so; Pending GPU pods
        "facts": cluster_facts.of(report).to_dict(),
    }
    if history is not None:  # doctor scan --history: new/open per finding, resolved since last scan
        first_seen = getattr(history, "first_seen", {}) or {}
        for f in out["findings"]:
            f["history"] = history.status.get(f["id"], "new")
            f["first_seen"] = first_seen.get(f["id"], out["observed_at"])
        out["history"] = history.to_dict()
        out["resolved"] = list(history.resolved)
    return out


def dumps(data: dict) -> str:
    from .safe import json_safe

    # C1 controls, bidi and zero-width characters from the cluster leave as \uXXXX escapes
    return json_safe(_indented(data)) + "\n"


def _indented(data) -> str:
    """json.dumps(data, indent=2, ensure_ascii=False, default=str), faster: the stdlib encodes
    with its pure-Python encoder whenever indent is set (150k-pod reports hold tens of thousands
    of findings' fields); its C encoder writes the compact text and msgspec.json.format re-indents
    it token by token (strings and numbers copied as written: the same bytes, checked on every
    fixture's report). Text msgspec will not take (NaN, a lone surrogate) goes the stdlib way."""
    import sys

    msgspec = sys.modules.get("msgspec")   # loaded by every command that reads a cluster; `explain` skips it
    if msgspec is not None:
        try:
            return msgspec.json.format(json.dumps(data, ensure_ascii=False, default=str), indent=2)
        except (ValueError, UnicodeError):   # msgspec.DecodeError is a ValueError
            pass
    return json.dumps(data, indent=2, ensure_ascii=False, default=str)


def render(report, opts) -> str:
    return dumps(report_dict(report))
