"""Runs checks over a snapshot. Every check ends with a status: ok, findings, skipped (with
the reason) or error (with the message); one check failing never stops the others."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .check import Check, Skip
from .model import CheckResult, Finding, Status
from .ranking import rank
from .snapshot import Snapshot


@dataclass
class Report:
    snapshot: Snapshot
    results: list[CheckResult]
    findings: list[Finding] = field(default_factory=list)

    def worst(self):
        return max((f.severity for f in self.findings), key=lambda s: s.rank, default=None)


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


def run_checks(classes: list[type[Check]], snapshot: Snapshot) -> Report:
    results = [run_check(cls(), snapshot) for cls in classes]
    findings = [f for r in results for f in r.findings]
    return Report(snapshot, results, rank(findings))
