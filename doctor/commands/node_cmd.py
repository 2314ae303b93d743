"""`doctor node`: this node's GPU report (doctor.node/v1): driver and CUDA versions, every GPU,
and every process on it mapped to its container and pod. Live through NVML, or `--from` an
`nvidia-smi -q -x` XML file / a doctor.node/v1 JSON file / a recorded folder (`--node NAME`).

`--interval N` is for the node-agent DaemonSet: print one compact JSON line every N seconds
forever, so the newest report is always the last line of the pod's log (`doctor collect`);
between reports it listens for XID events, which the next report carries per GPU."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import ClusterUnreachable, InputError
from ..kube.guards import D as _d, L as _l
from ..options import common_options, resolve


def load_report(sources: tuple[str, ...], node: str | None) -> dict:
    reports: dict[str, dict] = {}
    for src in sources:
        path = Path(src)
        if path.is_file() and path.suffix.lower() == ".xml":
            from ..sources.nvidia_smi import parse_nvidia_smi_xml

            try:
                data = path.read_bytes()
            except OSError as exc:
                raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
            report = parse_nvidia_smi_xml(data, str(path))
            report["node"] = report.get("node") or path.stem
            reports[report["node"]] = report
            continue
        if path.is_file() and path.suffix.lower() == ".json":
            try:
                doc = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise InputError(f"{path}: not a readable JSON node report: {exc}") from None
            if isinstance(doc, dict) and doc.get("schema") == "doctor.node/v1":
                reports[doc.get("node") or path.stem] = doc
                continue
        from ..sources.fixtures import load_path

        snap = load_path(path)
        reports.update(snap.node_reports)
    if not reports:
        raise InputError(f"{', '.join(sources)}: no node GPU report (nvidia-smi -q -x XML or doctor.node/v1 JSON) found")
    if node:
        if node not in reports:
            raise InputError(f"no node report for {node!r} (have: {', '.join(sorted(reports))})")
        return reports[node]
    if len(reports) > 1:
        raise InputError(f"{len(reports)} node reports found ({', '.join(sorted(reports)[:5])}"
                         f"{', ...' if len(reports) > 5 else ''}); pick one with --node NAME")
    return next(iter(reports.values()))




def render_text(report: dict) -> str:
    from rich.markup import escape
    from rich.table import Table

    from ..render.safe import clean
    from ..render.text import console

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
    health = {id(g): h for g, h in zip(gpus, _health(report))}
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
    if report.get("pid_namespace") == "container":
        con.print("[yellow]! PIDs are not in the host PID namespace: run with hostPID to map processes to pods[/]")
    return buf.getvalue()


def _health(report: dict):
    """Per-GPU health facts (doctor.gpu.health), in the order of report.gpus."""
    from ..gpu.health import report_health

    return report_health(report)


def _health_cell(h) -> str:
    if h is None or not h.issues:
        return "ok"
    worst = h.worst
    colour = {"critical": "bold red", "warning": "yellow"}.get(worst.severity, "dim")
    from rich.markup import escape

    return f"[{colour}]{escape(worst.kind)}[/]" + (f" +{len(h.issues) - 1}" if len(h.issues) > 1 else "")


def with_health(report: dict) -> dict:
    """The report plus `health`: every GPU's issues (kind, severity, title, detail, action, pointer)."""
    out = dict(report)
    out["health"] = [{"index": h.index, "uuid": h.uuid, "severity": h.severity, "action": h.action_class,
                      "issues": [i.to_dict() for i in h.issues]} for h in _health(report)]
    return out


def html_view(report: dict) -> dict:
    """The rows of render_text's tables, as plain strings for report_templates/node.html.j2
    (which escapes them). Formatting only: the values are the report's own."""
    def s(v) -> str:
        return "-" if v is None else str(v)

    gpus = [g for g in _l(report.get("gpus")) if isinstance(g, dict)]
    gpu_rows, procs = [], []
    for g in gpus:
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
                         "procs": str(len(_l(g.get("processes"))))})
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
            "pid_namespace_warning": report.get("pid_namespace") == "container"}


@click.command("node")
@click.option("--proc-root", default="/proc", show_default=True, metavar="DIR",
              help="Where the host's /proc is mounted (the DaemonSet mounts it at /host/proc).")
@click.option("--node", "node_name", metavar="NAME",
              help="Node name for the report (default: $NODE_NAME, else the hostname); with --from, which report to show.")
@click.option("--interval", type=click.IntRange(min=0), default=0, metavar="SECONDS",
              help="Agent mode: print a compact JSON report every SECONDS, forever (0 = once).")
@click.option("--count", type=click.IntRange(min=0), default=0, metavar="N",
              help="With --interval: stop after N reports (0 = forever).")
@common_options
@click.pass_context
def command(ctx: click.Context, proc_root: str, node_name: str | None, interval: int, count: int, **given) -> int:
    """This node's GPU report: driver, CUDA, GPUs and the processes (and pods) using them."""
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor node supports -o text, json or html, not {opts.output}")
    if opts.output == "html" and interval:
        raise InputError("--interval prints one report after another (agent mode): use -o json or text, not html")
    if opts.sources:
        report = load_report(opts.sources, node_name)
        _emit(report, opts.output, compact=False)
        return _exit(report, opts)
    from ..sources.nvml import Agent, collect_local

    if not interval:
        report = collect_local(proc_root=proc_root, node_name=node_name)
        _emit(report, opts.output, compact=False)
        return _exit(report, opts)
    agent = Agent(proc_root=proc_root, node_name=node_name)
    try:
        done = 0
        while True:
            _emit(agent.report(), opts.output, compact=True)
            sys.stdout.flush()
            done += 1
            if count and done >= count:
                return 0
            agent.wait(interval)
    finally:
        agent.close()


def _exit(report: dict, opts) -> int:
    """1 when a GPU has a health issue at or above --fail-on (default critical), as scan does."""
    from ..model import Severity

    worst = max((Severity(i.severity).rank for h in _health(report) for i in h.issues), default=0)
    return 1 if worst and worst >= opts.fail_on.rank else 0


def _emit(report: dict, output: str, compact: bool) -> None:
    if output == "json":
        if compact:
            click.echo(json.dumps(report, separators=(",", ":"), ensure_ascii=True, default=str))
        else:
            from ..render.safe import json_safe   # bidi / zero-width / C1 from the GPU's strings: \uXXXX

            click.echo(json_safe(json.dumps(with_health(report), indent=2, ensure_ascii=False, default=str)))
    elif output == "html":
        from ..render.html import render_template

        click.echo(render_template("node.html.j2", report=report, view=html_view(report)))
    else:
        click.echo(render_text(report), nl=False)


__all__ = ["command", "load_report", "render_text", "html_view", "ClusterUnreachable"]
