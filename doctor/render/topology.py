"""The GPU interconnect matrix of a node report, as a terminal table shaped like `nvidia-smi topo -m`
(rows and columns GPU0.., NIC columns, CPU / NUMA affinity), with paths through the CPU
interconnect (NODE, SYS) marked. Formatting only: the cells are the report's own."""
from __future__ import annotations


def matrix_lines(report: dict) -> list[str]:
    """Rich-markup lines; [] when the report has no (valid) matrix."""
    from rich.markup import escape

    from ..topology.matrix import CPU_PATHS, nvlinks, valid
    from .safe import clean

    topo = report.get("topology")
    if not valid(topo):
        return []
    gpus = topo["gpus"]
    nics = topo.get("nics") if isinstance(topo.get("nics"), dict) else {}
    nic_names = [str(n) for n, v in nics.items() if isinstance(v, list) and len(v) == len(gpus)]
    cpu = topo.get("cpu_affinity") if isinstance(topo.get("cpu_affinity"), list) else []
    numa = topo.get("numa_affinity") if isinstance(topo.get("numa_affinity"), list) else []
    heads = [f"GPU{g}" for g in gpus] + nic_names
    width = max([6] + [len(h) + 2 for h in heads])

    def cell(text: str) -> str:
        t = escape(clean(str(text)))
        pad = " " * max(width - len(str(text)), 1)
        if str(text) in CPU_PATHS:
            return f"[yellow]{t}[/]{pad}"
        if nvlinks(str(text)):
            return f"[green]{t}[/]{pad}"
        return t + pad

    has_cpu = any(isinstance(c, str) and c for c in cpu)
    has_numa = any(isinstance(c, str) and c for c in numa)
    head = " " * 8 + "".join(h.ljust(width) for h in heads) + ("CPU Affinity    " if has_cpu else "") \
        + ("NUMA Affinity" if has_numa else "")
    out = [f"[bold]GPU interconnect[/] [dim](source: {escape(clean(str(topo.get('source'))))}; "
           "NV# = # bonded NVLinks; PIX/PXB = PCIe switch(es); PHB = host bridge; "
           "[yellow]NODE/SYS = through the CPU interconnect[/])[/]", escape(head)]
    for i, g in enumerate(gpus):
        row = f"GPU{g}".ljust(8) + "".join(cell(c) for c in topo["matrix"][i])
        row += "".join(cell(nics[n][i]) for n in nic_names)
        if has_cpu:
            row += escape(clean(str(cpu[i] if i < len(cpu) and cpu[i] else "-"))).ljust(16)
        if has_numa:
            row += escape(clean(str(numa[i] if i < len(numa) and numa[i] else "-")))
        out.append(row)
    return out


def html_matrix(report: dict) -> dict | None:
    """The same matrix as plain strings for report_templates/node.html.j2 (which escapes them)."""
    from ..topology.matrix import CPU_PATHS, valid

    topo = report.get("topology")
    if not valid(topo):
        return None
    gpus = topo["gpus"]
    nics = topo.get("nics") if isinstance(topo.get("nics"), dict) else {}
    nic_names = [str(n) for n, v in nics.items() if isinstance(v, list) and len(v) == len(gpus)]
    rows = []
    for i, g in enumerate(gpus):
        cells = [str(c) for c in topo["matrix"][i]] + [str(nics[n][i]) for n in nic_names]
        rows.append({"name": f"GPU{g}", "cells": [{"text": c, "cpu": c in CPU_PATHS} for c in cells]})
    return {"source": str(topo.get("source")), "heads": [f"GPU{g}" for g in gpus] + nic_names, "rows": rows}
