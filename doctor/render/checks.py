"""`doctor checks`'s views: doctor.checks/v1 JSON, a table, an HTML page. Data from the registry."""
from __future__ import annotations

import json


def render(classes, opts) -> str:
    if opts.output == "json":
        return json.dumps({"schema": "doctor.checks/v1", "checks": [c.describe() for c in classes]}, indent=2) + "\n"
    if opts.output == "html":
        from .html import render_template

        rows = [{**c.describe(), "needs": _needs(c)} for c in classes]
        return render_template("checks.html.j2", checks=rows) + "\n"
    from rich.table import Table

    from .text import console

    table = Table(box=None, pad_edge=False, show_edge=False)
    for col in ("ID", "CATEGORY", "SEVERITY"):
        table.add_column(col, no_wrap=True)  # ids are what users copy into --check
    table.add_column("NEEDS (optional)", overflow="fold", ratio=1)
    table.add_column("TITLE", overflow="fold", ratio=2)
    for c in classes:
        table.add_row(c.id, c.category, c.severity.value, _needs(c), c.title)
    con, buf = console(wide=True)
    con.print(table)
    return buf.getvalue()


def _needs(c) -> str:
    return ", ".join(list(c.requires) + [f"({o})" for o in c.optional]) or "-"
