"""JUnit XML for CI dashboards: one <testsuite> per check category, one <testcase> per check.
A check whose findings reach --fail-on is a <failure>; a skipped check is <skipped> with the
reason; a crashed check is an <error>. Findings below --fail-on are listed in <system-out>.
Built with xml.etree (escaping by the library); characters XML 1.0 cannot carry (ANSI escapes
and other control characters from cluster data) are replaced first."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ..model import Status

# everything XML 1.0 allows: tab, LF, CR, U+0020..U+D7FF, U+E000..U+FFFD, U+10000..U+10FFFF
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]|[\x7f-\x9f]")


def xml_text(value: object) -> str:
    from .safe import clean   # the one sanitiser: escape sequences, bidi and zero-width too

    return _NOT_XML.sub("\N{REPLACEMENT CHARACTER}", clean(value, limit=1_000_000))


def _finding_text(f) -> str:
    lines = [f"[{f.severity.value}] {f.title}", f"  id: {f.fingerprint}", f"  {f.summary}"]
    if f.objects:
        lines.append("  objects: " + ", ".join(str(o) for o in f.objects[:20])
                     + (f" (+{len(f.objects) - 20})" if len(f.objects) > 20 else ""))
    for ev in f.evidence:
        where = f"{ev.object}{' ' + ev.pointer if ev.pointer else ''}: " if ev.object else ""
        value = "" if ev.value is None else f" = {ev.value!r}"
        lines.append(f"  evidence: {where}{ev.note}{value}")
    lines.append(f"  fix: {f.remediation.text}")
    lines.extend(f"    $ {c}" for c in f.remediation.commands)
    return "\n".join(lines)


def build(report, fail_on) -> ET.Element:
    snap = report.snapshot
    stamp = snap.observed_at.strftime("%Y-%m-%dT%H:%M:%S")
    context = snap.meta.get("context") or ",".join(snap.sources) or "live"
    root = ET.Element("testsuites", name="gpu-doctor")
    by_cat: dict[str, list] = {}
    for r in report.results:
        by_cat.setdefault(r.category or "uncategorised", []).append(r)
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    kept = {id(f) for f in report.findings}   # after namespace filtering by the command
    for cat in sorted(by_cat):
        results = by_cat[cat]
        suite = ET.SubElement(root, "testsuite", name=xml_text(cat), timestamp=stamp,
                              hostname=xml_text(context))
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
        for r in sorted(results, key=lambda r: r.id):
            case = ET.SubElement(suite, "testcase", classname=xml_text(f"gpu-doctor.{cat}"),
                                 name=xml_text(r.id), time=f"{r.seconds:.3f}")
            counts["tests"] += 1
            counts["time"] += r.seconds
            findings = [f for f in r.findings if id(f) in kept]
            failing = [f for f in findings if f.severity.rank >= fail_on.rank]
            if r.status is Status.ERROR:
                counts["errors"] += 1
                err = ET.SubElement(case, "error", message=xml_text(r.detail or "check crashed"),
                                    type="CheckCrashed")
                err.text = xml_text(f"{r.id} ({r.title}) crashed: {r.detail}")
            elif r.status is Status.SKIPPED:
                counts["skipped"] += 1
                ET.SubElement(case, "skipped", message=xml_text(r.detail or "skipped"))
            elif failing:
                counts["failures"] += 1
                worst = max(failing, key=lambda f: f.severity.rank)
                fail = ET.SubElement(case, "failure", type=worst.severity.value,
                                     message=xml_text(f"{len(failing)} finding(s) at or above {fail_on.value}: "
                                                      f"{worst.title}"))
                fail.text = xml_text("\n\n".join(_finding_text(f) for f in failing))
            below = [f for f in findings if f.severity.rank < fail_on.rank]
            if below:
                out = ET.SubElement(case, "system-out")
                out.text = xml_text("Below --fail-on " + fail_on.value + ":\n\n"
                                    + "\n\n".join(_finding_text(f) for f in below))
        for key in ("tests", "failures", "errors", "skipped"):
            suite.set(key, str(counts[key]))
            totals[key] += counts[key]
        suite.set("time", f"{counts['time']:.3f}")
        totals["time"] += counts["time"]
    problem = getattr(report, "access_problem", None)
    if problem:   # a scan that could not see the cluster is an error, not a suite of skips (issue 11)
        suite = ET.SubElement(root, "testsuite", name="cluster-access", timestamp=stamp,
                              hostname=xml_text(context), tests="1", failures="0", errors="1", skipped="0",
                              time="0.000")
        case = ET.SubElement(suite, "testcase", classname="gpu-doctor.cluster-access", name="cluster_readable",
                             time="0.000")
        err = ET.SubElement(case, "error", message=xml_text(problem), type="ClusterNotReadable")
        err.text = xml_text("\n".join(g.line() for g in snap.all_gaps() if g.kind in ("forbidden", "failed")))
        totals["tests"] += 1
        totals["errors"] += 1
    for key in ("tests", "failures", "errors", "skipped"):
        root.set(key, str(totals[key]))
    root.set("time", f"{totals['time']:.3f}")
    return root


def render(report, opts) -> str:
    root = build(report, opts.fail_on)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
