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
from ..model import Symptom
from ..options import common_options, resolve


def load_report(sources: tuple[str, ...], node: str | None) -> tuple[dict, object]:
    """(the node report, the recorded snapshot it came from or None for a bare XML/JSON report)."""
    reports: dict[str, dict] = {}
    snapshot = None
    topo_texts: list[tuple[Path, dict]] = []
    for src in sources:
        path = Path(src)
        topo = _topo_text(path)
        if topo is not None:
            topo_texts.append((path, topo))
            continue
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
        snapshot = snap if snapshot is None else snapshot
    for path, topo in topo_texts:
        reports = _with_topology(reports, topo, node or path.name.split(".")[0])
    if not reports:
        raise InputError(f"{', '.join(sources)}: no node GPU report (nvidia-smi -q -x XML, doctor.node/v1 JSON or "
                         "`nvidia-smi topo -m` text) found")
    if node:
        if node not in reports:
            raise InputError(f"no node report for {node!r} (have: {', '.join(sorted(reports))})")
        return reports[node], snapshot
    if len(reports) > 1:
        raise InputError(f"{len(reports)} node reports found ({', '.join(sorted(reports)[:5])}"
                         f"{', ...' if len(reports) > 5 else ''}); pick one with --node NAME")
    return next(iter(reports.values())), snapshot


def _topo_text(path: Path) -> dict | None:
    """`nvidia-smi topo -m` output saved as text (any file that is not XML/JSON/YAML and holds the
    matrix header): the interconnect matrix (doctor.topology.matrix), or None for other files."""
    if not path.is_file() or path.suffix.lower() in (".xml", ".json", ".yaml", ".yml", ".gz"):
        return None
    try:
        text = path.read_bytes()[:1 << 20].decode("utf-8", "replace")
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    from ..topology.matrix import TopologyParseError, parse_topo_m

    if "GPU0" not in text:
        return None
    try:
        return parse_topo_m(text)
    except TopologyParseError as exc:
        raise InputError(f"{path}: not a readable `nvidia-smi topo -m` output: {exc}") from None


def _with_topology(reports: dict[str, dict], topo: dict, name: str) -> dict[str, dict]:
    """Attach a parsed matrix to the one report it belongs to (the only one, or the one named), or
    make a report of it alone (GPU indices only)."""
    target = name if name in reports else (next(iter(reports)) if len(reports) == 1 else None)
    if target is not None:
        rep = dict(reports[target])
        rep["topology"] = topo
        return {**reports, target: rep}
    gpus = [{"index": g, "uuid": None, "name": None, "memory_total_mib": None, "memory_used_mib": None,
             "processes": []} for g in topo["gpus"]]
    return {**reports, name: {"schema": "doctor.node/v1", "source": "nvidia-smi topo -m", "node": name,
                              "driver_version": None, "cuda_version": None, "gpus": gpus, "topology": topo}}


# what a question about one node asks the engine: the checks that report on nodes or GPUs or
# state these of a node, its GPUs or its pods, and every check that may explain them (declared
# by the checks)
NODE_SUBJECTS = ("node", "gpu")
NODE_QUESTION = (Symptom.NODE_GPUS_MISSING, Symptom.NODE_GPU_HEALTH_SIGNAL, Symptom.NODE_CORDONED,
                 Symptom.GPU_ADMISSION_FAILED, Symptom.POD_CUDA_OOM, Symptom.gpu_error("*"),
                 Symptom.POD_GPUS_POORLY_CONNECTED)


def node_findings(report: dict, snapshot, plugins: bool = True) -> list:
    """The findings about this node (its Node object or its GPU report) and the causes above
    them, root cause first, from the same engine and checks as `doctor scan`. Without a
    recorded cluster the snapshot holds only this node's report (checks that need the cluster
    skip)."""
    from ..engine import checks_for, run_checks
    from ..registry import discover
    from ..snapshot import Snapshot

    name = str(report.get("node") or "")
    if snapshot is None:
        snapshot = Snapshot(node_reports={name: report}, meta={"observed_at": report.get("observed_at")})
    result = run_checks(checks_for(NODE_QUESTION, discover(plugins=plugins), NODE_SUBJECTS), snapshot)
    about = [f for f in result.findings if _about_node(f, name)]
    return result.focus(None, about=about)


def _about_node(finding, name: str) -> bool:
    """The finding names this node and is about it: it states a fact of the node (or of one of
    its GPUs), or this is the only node it names. A finding that lists many nodes in passing (a
    pending pod's per-node free GPUs) is about the pod, not about each node it lists; taking it
    would lead this node's page with another node's root cause."""
    nodes = {o.name for o in finding.objects if o.kind in ("Node", "NodeGPUReport")}
    if name not in nodes:
        return False
    if any(s.subject.kind in ("node", "gpu") and s.subject.name == name for s in finding.states):
        return True
    return nodes == {name}




def _health(report: dict):
    """Per-GPU health facts (doctor.gpu.health), in the order of report.gpus."""
    from ..gpu.health import report_health

    return report_health(report)


def with_health(report: dict, health=None) -> dict:
    """The report plus `health`: every GPU's issues (kind, severity, title, detail, action, pointer)."""
    out = dict(report)
    out["health"] = [{"index": h.index, "uuid": h.uuid, "severity": h.severity, "action": h.action_class,
                      "issues": [i.to_dict() for i in h.issues]} for h in (health if health is not None else _health(report))]
    return out


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
        report, snapshot = load_report(opts.sources, node_name)
        findings = node_findings(report, snapshot, opts.plugins)
        _emit(report, opts.output, compact=False, findings=findings)
        return _exit(report, opts, findings)
    from ..sources.nvml import Agent, collect_local

    if not interval:
        report = collect_local(proc_root=proc_root, node_name=node_name)
        findings = node_findings(report, None, opts.plugins)
        _emit(report, opts.output, compact=False, findings=findings)
        return _exit(report, opts, findings)
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


def _exit(report: dict, opts, findings=()) -> int:
    """1 when a GPU has a health issue, or a finding about the node is, at or above --fail-on
    (default critical), as scan does."""
    from ..model import Severity

    worst = max([Severity(i.severity).rank for h in _health(report) for i in h.issues]
                + [f.severity.rank for f in findings], default=0)
    return 1 if worst and worst >= opts.fail_on.rank else 0


def _emit(report: dict, output: str, compact: bool, findings=()) -> None:
    from ..render.node import render

    health = _health(report)
    data = report
    if output == "json" and not compact:
        data = {**with_health(report, health), "findings": [f.to_dict() for f in findings]}
    click.echo(render(report, health, data, output, compact, findings), nl=False)


__all__ = ["command", "load_report", "with_health", "ClusterUnreachable"]
