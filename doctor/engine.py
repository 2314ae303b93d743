"""Runs checks over a snapshot and owns the findings graph. Every check ends with a status:
ok, findings, skipped (with the reason) or error (with the message); one check failing never
stops the others. Findings are linked cause -> symptom across checks (doctor/ranking.py) and
ranked; every diagnosing command asks its question through here:

    scan      run_checks(all checks)
    pending   checks_for({POD_UNSCHEDULABLE}) -> the checks that state it and, transitively,
              every check that may explain what those state; root_causes(Fact(pod))
"""
from __future__ import annotations

import gc
import time
from dataclasses import dataclass, field
from typing import Iterable

from .check import Check, Skip
from .model import CheckResult, Fact, Finding, Status, Symptom
from .ranking import rank, root_causes
from .snapshot import Snapshot


@dataclass
class Report:
    snapshot: Snapshot
    results: list[CheckResult]
    findings: list[Finding] = field(default_factory=list)
    history: object | None = None      # doctor.history.Comparison when `scan --history` recorded it
    access_problem: str | None = None  # why the cluster could not be read well enough to call it healthy

    def worst(self):
        return max((f.severity for f in self.findings), key=lambda s: s.rank, default=None)

    def root_causes(self, fact: Fact) -> list[Finding]:
        """The root causes of `fact` (e.g. Fact(POD_UNSCHEDULABLE, pod)), best ranked first."""
        return root_causes(self.findings, fact)

    def focus(self, fact: Fact | None, about=()) -> list[Finding]:
        """The causal chain of one question, for a command that asks about one subject: the
        findings that state or explain `fact` or are in `about` (the subject's own findings),
        plus every cause above them; root causes of `fact` first, each followed by the findings
        under it; within that, ranked order. Findings that only share a cause (the other
        components a broken driver stops, say) are left out: they are in `doctor scan`."""
        by_fp = {f.fingerprint: f for f in self.findings}
        about_ids = {id(f) for f in about}
        related = [f for f in self.findings
                   if id(f) in about_ids or (fact is not None and (fact in f.states or fact in f.explains))]
        shown: dict[str, Finding] = {}
        for f in related:
            cur, seen = f, set()
            while cur is not None and cur.fingerprint not in seen:
                seen.add(cur.fingerprint)
                shown[cur.fingerprint] = cur
                cur = by_fp.get(cur.explained_by) if cur.explained_by else None
        children: dict[str, list[Finding]] = {}
        for f in self.findings:
            if f.fingerprint in shown and f.explained_by in shown:
                children.setdefault(f.explained_by, []).append(f)
        out: list[Finding] = []
        done: set[str] = set()

        def emit(f: Finding) -> None:
            if f.fingerprint in done:
                return
            done.add(f.fingerprint)
            out.append(f)
            for child in children.get(f.fingerprint, []):
                emit(child)

        for root in (self.root_causes(fact) if fact is not None else ()):
            if root.fingerprint in shown:
                emit(root)
        for f in self.findings:
            if f.fingerprint in shown and f.explained_by not in shown:
                emit(f)
        for f in self.findings:
            if f.fingerprint in shown:
                emit(f)
        return out


def run_check(check: Check, snapshot: Snapshot) -> CheckResult:
    cls = type(check)
    missing = [r for r in cls.requires if not snapshot.has(r)]
    if missing:
        return CheckResult(cls.id, cls.title, cls.category, Status.SKIPPED,
                           "; ".join(snapshot.why_missing(r) for r in missing))
    started = time.perf_counter()
    try:
        findings = list(check.run(snapshot))
    except Skip as why:
        return CheckResult(cls.id, cls.title, cls.category, Status.SKIPPED, str(why),
                           seconds=time.perf_counter() - started)
    except Exception as exc:  # noqa: BLE001 - a crashing check is reported, not fatal
        return CheckResult(cls.id, cls.title, cls.category, Status.ERROR,
                           f"{type(exc).__name__}: {exc}", seconds=time.perf_counter() - started)
    status = Status.FINDINGS if findings else Status.OK
    detail = f"{len(findings)} finding(s)" if findings else "no problems found"
    return CheckResult(cls.id, cls.title, cls.category, status, detail, findings,
                       seconds=time.perf_counter() - started)


def run_checks(classes: list[type[Check]], snapshot: Snapshot,
               given: Iterable[CheckResult] = ()) -> Report:
    """Run `classes`; `given` are results computed already for this question (e.g. `pending`'s
    own diagnosis of one pod, in place of the pending_pods check over every pod)."""
    given = list(given)
    done = {r.id for r in given}
    # The cyclic GC paused while the checks run and what they built frozen after, as the loaders
    # do with the snapshot: the indexes the checks build (first looks, the workloads walk, the
    # scheduler replay's state) are hundreds of thousands of new containers that live until exit,
    # and each young collection walked them again (5,000 nodes / 150,000 pods: 3 collections,
    # 0.2-0.25 s CPU, nothing collected; paused alone, the first allocation after them paid one
    # collection of everything at once). Reference counting still frees them; the caller's
    # setting is restored, so a long-running `doctor node --interval` still collects.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        results = given + [run_check(cls(), snapshot) for cls in classes if cls.id not in done]
    finally:
        gc.freeze()   # also zeroes the young generation's allocation count
        if was_enabled:
            gc.enable()
    findings = [f for r in results for f in r.findings]
    return Report(snapshot, results, rank(findings))


def checks_for(symptoms: Iterable[str], classes: list[type[Check]],
               subjects: Iterable[str] = ()) -> list[type[Check]]:
    """The checks a question needs: those whose findings may state one of `symptoms`, or report
    on one of the kinds of `subjects` (node, gpu, pod, ...); then, to a fixed point, every check
    that may explain a symptom a chosen check states."""
    wanted = set(symptoms)
    kinds = set(subjects)
    chosen: list[type[Check]] = [c for c in classes if kinds & set(c.subjects)]
    for cls in chosen:
        wanted |= set(cls.states)
    changed = True
    while changed:
        changed = False
        for cls in classes:
            if cls in chosen:
                continue
            if _overlap(wanted, cls.states) or _overlap(wanted, cls.may_explain):
                chosen.append(cls)
                wanted |= set(cls.states)
                changed = True
    return [c for c in classes if c in chosen]


def _overlap(wanted: set[str], declared) -> bool:
    return any(Symptom.matches(d, w) for d in declared for w in wanted)
