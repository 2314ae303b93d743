"""The findings graph and the ranking: most likely root cause first (severity, then
confidence, then blast radius, then root-cause-before-symptom), each symptom folded under the
cause that explains it.

Edges come from two declarations: a finding `states` Facts (a symptom about a subject: node,
GPU, pod, owner, job) and `explains` Facts; every finding that states a Fact another finding
explains becomes its symptom, whichever checks they come from. A check may also list the
fingerprints of its own findings in `explains` (links inside one check)."""
from __future__ import annotations

import math

from .model import Fact, Finding


def score(f: Finding) -> float:
    """0..100. Severity dominates (critical 70+, warning 40+, info 10+); confidence and
    blast radius order findings within a severity."""
    base = {3: 70.0, 2: 40.0, 1: 10.0}[f.severity.rank]
    blast = min(math.log2(1 + max(f.blast_radius, 0)) / 10.0, 1.0)  # 1023+ units saturate
    cause = 1.0 if (f.root_cause or f.explains) else 0.0
    return round(base + 20.0 * f.confidence + 7.0 * blast + 3.0 * cause, 2)


def link(findings: list[Finding]) -> dict[str, Finding]:
    """Resolve every finding's `explains` into the fingerprints of findings present in this run
    (Finding.links) and set each symptom's `explained_by` (the first cause that names it).
    Returns the findings by fingerprint."""
    by_fp = {f.fingerprint: f for f in findings}
    stating: dict[Fact, list[Finding]] = {}
    for f in findings:
        for fact in f.states:
            stating.setdefault(fact, []).append(f)
    for f in findings:
        f.explained_by = None
    for f in findings:
        out: list[str] = []
        for target in f.explains:
            symptoms = stating.get(target, ()) if isinstance(target, Fact) else (
                [by_fp[target]] if target in by_fp else ())
            for s in symptoms:
                if s is not f and s.fingerprint not in out:
                    out.append(s.fingerprint)
        f.links = out
    for f in findings:     # the order the checks reported them: the first cause found wins
        for fp in f.links:
            symptom = by_fp[fp]
            if symptom.explained_by is None and not _explains_transitively(symptom, f, by_fp):
                symptom.explained_by = f.fingerprint
    _nearest_cause(findings, by_fp)
    return by_fp


def _nearest_cause(findings: list[Finding], by_fp: dict[str, Finding]) -> None:
    """A symptom that two findings explain, one of which explains the other (the driver failure
    explains both "node advertises 0" and the Pending pod's finding about that node), folds under
    the nearer one, so the same fact is not listed twice side by side under the root cause."""
    for f in findings:
        for fp in f.links:
            symptom = by_fp[fp]
            current = by_fp.get(symptom.explained_by) if symptom.explained_by else None
            if current is None or current is f or symptom is f:
                continue
            if _explains_transitively(current, f, by_fp) and not _explains_transitively(symptom, f, by_fp):
                symptom.explained_by = f.fingerprint


def _explains_transitively(a: Finding, b: Finding, by_fp: dict[str, Finding]) -> bool:
    """True when b is already (transitively) explained by a: linking b under a's symptom would
    close a cycle."""
    seen: set[str] = set()
    cur = b
    while cur.explained_by and cur.explained_by not in seen:
        if cur.explained_by == a.fingerprint:
            return True
        seen.add(cur.explained_by)
        cur = by_fp.get(cur.explained_by)
        if cur is None:
            return False
    return False


def rank(findings: list[Finding]) -> list[Finding]:
    by_fp = link(findings)
    for f in findings:
        f.score = score(f)
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


def root_of(f: Finding, by_fp: dict[str, Finding]) -> Finding:
    """The top of f's chain of causes."""
    seen = {f.fingerprint}
    while f.explained_by and f.explained_by in by_fp and f.explained_by not in seen:
        f = by_fp[f.explained_by]
        seen.add(f.fingerprint)
    return f


def root_causes(findings: list[Finding], fact: Fact) -> list[Finding]:
    """The root causes of `fact` in a ranked, linked list of findings: the top of the chain of
    every finding that states it (best ranked first); if none states it, the findings that
    explain it directly."""
    by_fp = {f.fingerprint: f for f in findings}
    out: list[Finding] = []
    for f in findings:
        if fact in f.states:
            root = root_of(f, by_fp)
            if root not in out:
                out.append(root)
    if not out:
        for f in findings:
            if fact in f.explains:
                root = root_of(f, by_fp)
                if root not in out:
                    out.append(root)
    return out


def _order(f: Finding) -> tuple:
    return (-f.severity.rank, -f.confidence, -f.blast_radius,
            0 if (f.root_cause or f.explains) else 1, f.check, f.fingerprint)
