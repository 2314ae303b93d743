"""`doctor collect`'s terminal summary: one row per node report, then the problems."""
from __future__ import annotations


def render_summary(reports: dict[str, dict], problems: dict[str, str], namespace: str) -> str:
    from rich.markup import escape
    from rich.table import Table

    from ..render.safe import clean
    from ..render.text import console

    con, buf = console()
    if not reports and not problems:
        con.print(f"no node-agent pods found in namespace {escape(namespace)} "
                  "(kubectl apply -f deploy/daemonset.yaml)")
        return buf.getvalue()
    table = Table(show_edge=False, pad_edge=False)
    for col in ("Node", "Driver", "CUDA", "GPUs", "Processes", "Observed"):
        table.add_column(col)
    for node, r in sorted(reports.items()):
        gpus = r.get("gpus") or []
        table.add_row(escape(clean(node)), escape(clean(r.get("driver_version") or "-")),
                      escape(clean(r.get("cuda_version") or "-")), str(len(gpus)),
                      str(sum(len(g.get("processes") or []) for g in gpus if isinstance(g, dict))),
                      escape(clean(r.get("observed_at") or "-")))
    con.print(table)
    for node, why in sorted(problems.items()):
        con.print(f"[yellow]! {escape(clean(node))}: {escape(clean(why))}[/]")
    return buf.getvalue()
