"""`doctor node`'s views: doctor.node/v1 JSON (compact lines in agent mode), the terminal tables
(GPUs, per-GPU health, processes) and the HTML page, from the report and the per-GPU health
facts the command computed (doctor.gpu.health); nothing here decides."""
from __future__ import annotations

import json

from ..kube.guards import D as _d, L as _l


def render(report: dict, health: list, data: dict, output: str, compact: bool, findings=()) -> str:
    """`data` is what -o json prints (the report, plus `health` unless compact agent lines)."""
    if output == "json":
        if compact:
            return json.dumps(data, separators=(",", ":"), ensure_ascii=True, default=str) + "\n"
        from .safe import json_safe   # bidi / zero-width / C1 from the GPU's strings: \uXXXX

        return json_safe(json.dumps(data, indent=2, ensure_ascii=False, default=str)) + "\n"
    if output == "html":
        from .html import render_template

        return render_template("node.html.j2", report=report,
                               view=html_view(report, health, findings)) + "\n"
    return render_text(report, health) + _findings_text(findings)


def _findings_text(findings) -> str:
    """The findings about this node, root cause first, each symptom under its cause."""
    if not findings:
        return ""
    from .text import console, print_finding, print_symptoms

    con, buf = console()
    con.print()
    con.print("[bold]Findings on this node (the checks of `doctor scan`), root cause first[/]")
    shown = {f.fingerprint for f in findings}
    top = [f for f in findings if f.explained_by not in shown]
    children: dict[str, list] = {}
    for f in findings:
        if f.explained_by in shown:
            children.setdefault(f.explained_by, []).append(f)
    for i, f in enumerate(top, 1):
        print_finding(con, f, f"{i}.", 0)
        print_symptoms(con, f, f"{i}", children, 0, depth=1)
    return buf.getvalue()


def render_text(report: dict, health: list) -> str:
    from rich.markup import escape
    from rich.table import Table

    from .safe import clean
    from .text import console

    def e(v) -> str:
        return "-" if v is None else escape(clean(v))

    con, buf = console(wide=True)
    con.print(f"[bold]Node {e(report.get('node'))}[/]  driver {e(report.get('driver_version'))}  "
              f"CUDA {e(report.get('cuda_version'))}  [dim](source: {e(report.get('source'))}"
              f"{', observed ' + e(report['observed_at']) if report.get('observed_at') else ''})[/]")
    gpus = [g for g in report.get("gpus") or [] if isinstance(g, dict)] if isinstance(report.get("gpus"), list) else []
    if not gpus:
        con.print("no GPUs found")
    table = Table(show_edge=False, pad_edge=False)
    for col in ("GPU", "Name", "UUID", "Memory used / total", "Util", "ECC (vol. uncorr.)", "MIG", "Procs", "Health"):
        table.add_column(col, overflow="fold")
    health = {id(g): h for g, h in zip(gpus, health)}
    for g in gpus:
        util = _d(g.get("utilization")).get("gpu_percent")
        ecc = _d(g.get("ecc"))
        ecc_txt = "-" if ecc.get("enabled") is None else ("on" if ecc["enabled"] else "off")
        if isinstance(ecc.get("volatile_uncorrected"), int):
            ecc_txt += f" ({ecc['volatile_uncorrected']})"
        mig = _d(g.get("mig")).get("current")
        table.add_row(e(g.get("index")), e(g.get("name")), e(g.get("uuid")),
                      f"{e(g.get('memory_used_mib'))} / {e(g.get('memory_total_mib'))} MiB",
                      "-" if util is None else f"{e(util)}%", ecc_txt,
                      "-" if mig is None else ("on" if mig else "off"), str(len(_l(g.get("processes")))),
                      _health_cell(health.get(id(g))))
    con.print(table)
    issues = [(g, i) for g in gpus for i in (health.get(id(g)).issues if health.get(id(g)) else [])]
    if issues:
        con.print()
        con.print("[bold]GPU health[/]")
        for g, i in issues:
            mark = {"critical": "[bold red]✗[/]", "warning": "[yellow]![/]"}.get(i.severity, "[dim]i[/]")
            con.print(f"{mark} GPU {e(g.get('index'))} ({e(g.get('uuid'))}): {e(i.title)}")
            con.print(f"    {e(i.detail)}")
            con.print(f"    [bold]do:[/] {e(i.action)}")
    procs = [(g, p) for g in gpus for p in _l(g.get("processes")) if isinstance(p, dict)]
    if procs:
        con.print()
        pt = Table(show_edge=False, pad_edge=False)
        for col in ("GPU", "PID", "Type", "Process", "GPU memory", "State", "Pod UID", "Container"):
            pt.add_column(col, overflow="fold")
        for g, p in procs:
            cid = p.get("container_id")
            where = e(p.get("pod_uid"))
            if p.get("pod_uid") is None and p.get("in_container") is False:
                where = "(host process)"
            state = p.get("state")
            pt.add_row(e(g.get("index")), e(p.get("pid")), e(p.get("type")), e(p.get("name")),
                       "-" if p.get("used_memory_mib") is None else f"{e(p.get('used_memory_mib'))} MiB",
                       ("[bold red]Z (zombie)[/]" if state == "Z" else e(state)), where,
                       e(str(cid)[:13]) if cid else "-")
        con.print(pt)
    from .topology import matrix_lines   # the interconnect matrix (issue 18), when the report has one
    lines = matrix_lines(report)
    if lines:
        con.print()
        for line in lines:
            con.print(line, soft_wrap=True)
    if report.get("pid_namespace") == "container":
        con.print("[yellow]! PIDs are not in the host PID namespace: run with hostPID to map processes to pods[/]")
    return buf.getvalue()


def _health_cell(h) -> str:
    if h is None or not h.issues:
        return "ok"
    worst = h.worst
    colour = {"critical": "bold red", "warning": "yellow"}.get(worst.severity, "dim")
    from rich.markup import escape

    return f"[{colour}]{escape(worst.kind)}[/]" + (f" +{len(h.issues) - 1}" if len(h.issues) > 1 else "")


def html_view(report: dict, health=(), findings=()) -> dict:
    """The rows of render_text's tables, as plain strings for report_templates/node.html.j2
    (which escapes them), with the per-GPU health issues and the node's findings (root cause
    first, each symptom under its cause) as the text shows them. Formatting only: the values
    are the report's own."""
    def s(v) -> str:
        return "-" if v is None else str(v)

    gpus = [g for g in _l(report.get("gpus")) if isinstance(g, dict)]
    health = list(health or ())
    by_gpu = {id(g): h for g, h in zip(gpus, health)}
    gpu_rows, procs, issues = [], [], []
    for g in gpus:
        h = by_gpu.get(id(g))
        worst = h.worst if h is not None and h.issues else None
        for i in (h.issues if h is not None else ()):
            issues.append({"gpu": s(g.get("index")), "uuid": s(g.get("uuid")), "severity": i.severity,
                           "kind": i.kind, "title": i.title, "detail": i.detail, "action": i.action})
        util = _d(g.get("utilization")).get("gpu_percent")
        ecc = _d(g.get("ecc"))
        ecc_txt = "-" if ecc.get("enabled") is None else ("on" if ecc["enabled"] else "off")
        if isinstance(ecc.get("volatile_uncorrected"), int):
            ecc_txt += f" ({ecc['volatile_uncorrected']})"
        mig = _d(g.get("mig")).get("current")
        gpu_rows.append({"index": s(g.get("index")), "name": s(g.get("name")), "uuid": s(g.get("uuid")),
                         "memory": f"{s(g.get('memory_used_mib'))} / {s(g.get('memory_total_mib'))} MiB",
                         "util": "-" if util is None else f"{util}%", "ecc": ecc_txt,
                         "mig": "-" if mig is None else ("on" if mig else "off"),
                         "procs": str(len(_l(g.get("processes")))),
                         "health": "ok" if worst is None else worst.kind + (
                             f" +{len(h.issues) - 1}" if len(h.issues) > 1 else ""),
                         "severity": worst.severity if worst is not None else "ok"})
        for p in _l(g.get("processes")):
            if not isinstance(p, dict):
                continue
            where = s(p.get("pod_uid"))
            if p.get("pod_uid") is None and p.get("in_container") is False:
                where = "(host process)"
            cid = p.get("container_id")
            state = p.get("state")
            procs.append({"gpu": s(g.get("index")), "pid": s(p.get("pid")), "type": s(p.get("type")),
                          "name": s(p.get("name")),
                          "memory": "-" if p.get("used_memory_mib") is None else f"{p.get('used_memory_mib')} MiB",
                          "state": "Z (zombie)" if state == "Z" else s(state), "zombie": state == "Z",
                          "pod_uid": where, "container": str(cid)[:13] if cid else "-"})
    return {"node": s(report.get("node")), "driver": s(report.get("driver_version")),
            "cuda": s(report.get("cuda_version")), "source": s(report.get("source")),
            "observed_at": report.get("observed_at") or "", "gpus": gpu_rows, "processes": procs,
            "pid_namespace_warning": report.get("pid_namespace") == "container",
            "topology": _topology_html(report), "issues": issues, "findings": _findings_html(findings)}


def _findings_html(findings) -> list[dict]:
    """The node's findings as dicts (Finding.to_dict), in the text's order, with their depth
    under the root cause that explains them."""
    shown = {f.fingerprint for f in findings}
    depth: dict[str, int] = {}
    out = []
    for f in findings:
        d = depth.get(f.explained_by, -1) + 1 if f.explained_by in shown else 0
        depth[f.fingerprint] = d
        out.append({**f.to_dict(), "depth": d})
    return out


def _topology_html(report: dict):
    from .topology import html_matrix   # issue 18: the interconnect matrix, when the report has one
    return html_matrix(report)
