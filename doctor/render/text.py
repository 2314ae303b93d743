"""Terminal report in the habits of `flutter doctor`: the root cause on the first line, a
mark per area worst first, then the findings; -v adds evidence. Plain when not a TTY;
honours NO_COLOR (rich does)."""
from __future__ import annotations

import io
import json
import os
import shutil
import sys

from rich.console import Console
from rich.markup import escape

from ..model import Finding, Severity, Status
from .safe import clean

MARK = {"critical": ("✗", "bold red"), "warning": ("!", "yellow"), "info": ("i", "cyan"),
        "ok": ("✓", "green"), "skipped": ("-", "dim"), "error": ("✗", "magenta")}


def console(wide: bool = False) -> tuple[Console, io.StringIO]:
    """A console rendering into a string: colours and the terminal's width on a TTY; plain
    text otherwise (100 columns, or 160 for wide tables that must not fold ids)."""
    buf = io.StringIO()
    tty = sys.stdout is not None and sys.stdout.isatty()  # None: started with stdout closed
    width = shutil.get_terminal_size((100, 24)).columns if tty else (160 if wide else 100)
    con = Console(file=buf, force_terminal=tty, no_color=not tty or bool(os.environ.get("NO_COLOR")),
                  width=width, highlight=False, soft_wrap=not tty, emoji=False)
    return con, buf


def e(value: object) -> str:
    return escape(clean(value))


def print_finding(con: Console, f: Finding, index: str, verbose: int, indent: str = "",
                  history: str = "") -> None:
    mark, style = MARK[f.severity.value]
    con.print(f"{indent}[{style}]{mark} {index} {e(f.title)}[/]  [dim]({f.check}, "
              f"{f.severity.value}, confidence {f.confidence:.0%})[/]" + (f"  [bold]{e(history)}[/]" if history else ""))
    pad = indent + "    "
    con.print(f"{pad}{e(f.summary)}")
    if f.objects:
        con.print(f"{pad}[dim]objects:[/] " + e(", ".join(str(o) for o in f.objects[:8]))
                  + (f" … (+{len(f.objects) - 8})" if len(f.objects) > 8 else ""))
    if verbose and f.evidence:
        con.print(f"{pad}[dim]evidence:[/]")
        for ev in f.evidence:
            where = ""
            if ev.object is not None:
                where = f"{ev.object}"
                if ev.pointer:
                    where += f" {ev.pointer}"
                where += ": "
            value = "" if ev.value is None else f" = {json.dumps(ev.value, default=str, ensure_ascii=False)}"
            con.print(f"{pad}  • {e(where)}{e(ev.note)}{e(value)}")
    con.print(f"{pad}[bold]fix:[/] {e(f.remediation.text)}")
    for cmd in f.remediation.commands:
        con.print(f"{pad}  $ {e(cmd)}")
    if f.remediation.patch and verbose:
        for line in f.remediation.patch.rstrip().splitlines():
            con.print(f"{pad}  | {e(line)}")
    elif f.remediation.patch:
        con.print(f"{pad}  [dim](patch shown with -v)[/]")


def render(report, opts) -> str:
    con, buf = console()
    findings = report.findings
    top = [f for f in findings if not f.explained_by]
    if top:
        f = top[0]
        mark, style = MARK[f.severity.value]
        con.print(f"[{style}]{mark} {e(f.title)}[/]")
        began = began_line(report)
        if began:
            con.print(f"  [dim]{began}[/]")
    else:
        ran = sum(1 for r in report.results if r.status in (Status.OK, Status.FINDINGS))
        if report.access_problem:   # never "healthy" when it could not look
            con.print(f"[yellow]! No problems found by {ran} check(s), but the cluster could not be read "
                      f"(see \"Not read\" below): this is not a clean bill of health[/]")
        else:
            con.print(f"[green]✓ No problems found by {ran} check(s)[/]")
    con.print()
    _areas(con, report)
    gaps = [g for g in report.snapshot.all_gaps() if g.kind in ("forbidden", "failed", "filtered", "absent")]
    if gaps:
        con.print()
        con.print("[bold]Not read[/] (verdicts that need these were not made)")
        for g in gaps:
            con.print(f"  [yellow]![/] {e(g.line(api_message=opts.verbose > 0))}")
    if findings:
        con.print()
        con.print("[bold]Findings, most likely root cause first[/]")
        marks = history_marks(report)
        children: dict[str, list[Finding]] = {}
        for f in findings:
            if f.explained_by:
                children.setdefault(f.explained_by, []).append(f)
        for i, f in enumerate(top, 1):
            print_finding(con, f, f"{i}.", opts.verbose, history=marks.get(f.fingerprint, ""))
            print_symptoms(con, f, f"{i}", children, opts.verbose, depth=1, marks=marks)
    if opts.verbose and top:
        story = incident_lines(report)
        if story:
            con.print()
            con.print("[bold]Timeline of the root cause[/] (oldest first; -o html has every entry)")
            for line in story:
                con.print(f"  {line}")
    resolved = list(getattr(report.history, "resolved", None) or [])
    if resolved:
        con.print()
        con.print(f"[bold]Resolved since the previous scan[/] ({len(resolved)})")
        for r in resolved[:50]:
            con.print(f"  [green]✓[/] {e(r.get('title'))}  [dim]({e(r.get('check'))}, {e(r.get('severity'))})[/]")
        if len(resolved) > 50:
            con.print(f"  … and {len(resolved) - 50} more (doctor history)")
    con.print()
    gpus = gpu_line(report)
    nodes_gap = report.snapshot.gap("nodes")
    if gpus and nodes_gap is not None and (nodes_gap.kind in ("forbidden", "failed") or nodes_gap.partial):
        # counts over nodes that could not be (fully) read would be read as the cluster's (issue 11)
        gpus = f"GPUs: not counted: {e(nodes_gap.line(api_message=False))}"
    if gpus:
        con.print(gpus)
    con.print(_summary_line(report))
    return buf.getvalue()


def history_marks(report) -> dict[str, str]:
    """--history: `new` or `open` per finding, with when it was first seen."""
    hist = report.history
    if hist is None:
        return {}
    first = getattr(hist, "first_seen", {}) or {}
    return {fp: f"[{st}" + (f", first seen {first[fp]}" if st == "open" and fp in first else "") + "]"
            for fp, st in hist.status.items()}


def incident_lines(report, limit: int = 20) -> list[str]:
    """-v: the timeline entries in the top root cause's chain (doctor.timeline), one line each."""
    from ..timeline import build

    tl = build(report.snapshot, report.findings, report.history)
    out = []
    for x in [x for x in tl.entries if x.cause][:limit]:
        count = f" x{x.count}" if x.count > 1 else ""
        out.append(e(f"{x.time or 'unknown'}  {x.kind:<11} {x.reason}{count}  {x.ref}"
                     + ("  <- root cause began" if x.began else "") + f"  {x.message[:160]}"))
    return out


def began_line(report) -> str:
    """When the top root cause began, as doctor.timeline reads it from the snapshot."""
    from ..timeline import began

    b = began(report.snapshot, report.findings)
    if b is None:
        return ""
    age = report.snapshot.age_seconds(b.time)
    from ..kube.timeutil import human_age

    return e(f"began {b.time}" + (f" ({human_age(age)} before the snapshot)" if age is not None and age >= 0 else "")
             + f": {b.reason} on {b.ref}" + (f" (x{b.count}, last {b.last})" if b.count > 1 and b.last else ""))


def gpu_line(report) -> str:
    """The cluster's GPU numbers, as doctor.facts states them (the same the JSON and HTML show)."""
    from ..facts import LOSS_WORDS, of

    facts = of(report)
    t = facts.totals
    if not t["nodes"] and not t["pending_pods"]:
        return ""
    lost = "; ".join(f"{n} {LOSS_WORDS[k]}: " + ", ".join(
        node.name for node in facts.nodes if any(x.kind == k for x in node.lost)) for k, n in t["lost"].items())
    if t.get("pods_partial"):   # pods the snapshot lacks may hold GPUs (a namespace-only recording)
        return e(f"GPUs: {t['has']} on {t['nodes']} node(s) · at least {t['in_use']} in use · at most {t['free']} free "
                 f"(pods are partial: pods not read may hold GPUs) · {t['unavailable']} unavailable"
                 + (f" ({lost})" if lost else "")
                 + f" · at least {t['allocated']} allocated of {t['allocatable']} allocatable"
                 + f" · Pending pods request {t['pending_gpus']} GPU(s) ({t['pending_pods']} pod(s) that were read)")
    return e(f"GPUs: {t['has']} on {t['nodes']} node(s) · {t['in_use']} in use · {t['free']} free · "
             f"{t['unavailable']} unavailable" + (f" ({lost})" if lost else "")
             + f" · {t['allocated']} allocated of {t['allocatable']} allocatable"
             + f" · Pending pods request {t['pending_gpus']} GPU(s) ({t['pending_pods']} pod(s))")


def print_symptoms(con: Console, cause: Finding, number: str, children: dict, verbose: int,
                    depth: int, marks: dict | None = None) -> None:
    """Symptoms fold under the finding that explains them, as deep as the chain goes."""
    indent = "      " * depth
    for j, child in enumerate(children.get(cause.fingerprint, []), 1):
        con.print(f"{indent}[dim]↳ explains:[/]")
        print_finding(con, child, f"{number}.{j}", verbose, indent=indent,
                      history=(marks or {}).get(child.fingerprint, ""))
        print_symptoms(con, child, f"{number}.{j}", children, verbose, depth + 1, marks=marks)


def _areas(con: Console, report) -> None:
    by_cat: dict[str, list] = {}
    for r in report.results:
        by_cat.setdefault(r.category, []).append(r)
    rows = []
    for cat, results in by_cat.items():
        fs = [f for r in results for f in r.findings]
        worst = max((f.severity for f in fs), key=lambda s: s.rank, default=None)
        errors = [r for r in results if r.status is Status.ERROR]
        skipped = [r for r in results if r.status is Status.SKIPPED]
        key = worst.value if worst else ("error" if errors else ("skipped" if len(skipped) == len(results) else "ok"))
        order = {"critical": 0, "error": 1, "warning": 2, "info": 3, "skipped": 4, "ok": 5}[key]
        rows.append((order, cat, key, fs, errors, skipped, results))
    for order, cat, key, fs, errors, skipped, results in sorted(rows):
        mark, style = MARK[key]
        parts = []
        for sev in (Severity.CRITICAL, Severity.WARNING, Severity.INFO):
            n = sum(1 for f in fs if f.severity is sev)
            if n:
                parts.append(f"{n} {sev.value}")
        if not parts and key == "ok":
            parts.append(f"{len(results)} check(s) ok")
        con.print(f"[{style}][{mark}][/] {e(cat)}" + (f": {', '.join(parts)}" if parts else ""))
        for r in errors:
            con.print(f"    [magenta]✗ {e(r.id)} crashed:[/] {e(r.detail)}")
        for r in skipped:
            con.print(f"    [dim]- {e(r.id)} skipped: {e(r.detail)}[/]")


def _summary_line(report) -> str:
    counts = {s: sum(1 for f in report.findings if f.severity is s) for s in Severity}
    st: dict[str, int] = {}
    for r in report.results:
        st[r.status.value] = st.get(r.status.value, 0) + 1
    snap = report.snapshot
    when = snap.observed_at.strftime("%Y-%m-%d %H:%M:%SZ")
    return (f"{counts[Severity.CRITICAL]} critical, {counts[Severity.WARNING]} warning, "
            f"{counts[Severity.INFO]} info · checks: " + ", ".join(f"{v} {k}" for k, v in sorted(st.items()))
            + f" · observed {when}")
