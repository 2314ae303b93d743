"""Most likely root cause first: severity, then confidence, then blast radius, then
root-cause-before-symptom. Findings a cause explains are folded under it."""
from __future__ import annotations

import math

from .model import Finding


def score(f: Finding) -> float:
    """0..100. Severity dominates (critical 70+, warning 40+, info 10+); confidence and
    blast radius order findings within a severity."""
    base = {3: 70.0, 2: 40.0, 1: 10.0}[f.severity.rank]
    blast = min(math.log2(1 + max(f.blast_radius, 0)) / 10.0, 1.0)  # 1023+ units saturate
    cause = 1.0 if (f.root_cause or f.explains) else 0.0
    return round(base + 20.0 * f.confidence + 7.0 * blast + 3.0 * cause, 2)


def rank(findings: list[Finding]) -> list[Finding]:
    by_fp = {f.fingerprint: f for f in findings}
    for f in findings:
        f.score = score(f)
    for f in findings:
        for fp in f.explains:
            symptom = by_fp.get(fp)
            if symptom is not None and symptom is not f and symptom.explained_by is None:
                symptom.explained_by = f.fingerprint
    ordered = sorted(findings, key=_order)
    # symptoms follow the cause that explains them, whatever their own severity
    children: dict[str, list[Finding]] = {}
    for f in ordered:
        if f.explained_by:
            children.setdefault(f.explained_by, []).append(f)
    out: list[Finding] = []
    seen: set[int] = set()

    def emit(f: Finding) -> None:
        if id(f) in seen:
            return
        seen.add(id(f))
        out.append(f)
        for child in children.get(f.fingerprint, []):
            emit(child)

    for f in ordered:
        if not f.explained_by or f.explained_by not in by_fp:
            emit(f)
    for f in ordered:  # cycles of "explains" still print every finding once
        emit(f)
    return out


def _order(f: Finding) -> tuple:
    return (-f.severity.rank, -f.confidence, -f.blast_radius,
            0 if (f.root_cause or f.explains) else 1, f.check, f.fingerprint)
