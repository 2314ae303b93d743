"""`doctor checks`: what can run, and what data each check needs."""
from __future__ import annotations

import json

import click

from ..errors import InputError
from ..options import common_options, resolve
from ..registry import discover


@click.command()
@common_options
@click.pass_context
def checks(ctx: click.Context, **given) -> int:
    """List the checks with their ids, categories and the data each needs."""
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor checks supports -o text, json or html, not {opts.output}")
    classes = discover(plugins=opts.plugins)
    if opts.output == "json":
        click.echo(json.dumps({"schema": "doctor.checks/v1",
                               "checks": [c.describe() for c in classes]}, indent=2))
        return 0
    if opts.output == "html":
        from ..render.html import render_template

        rows = [{**c.describe(), "needs": _needs(c)} for c in classes]
        click.echo(render_template("checks.html.j2", checks=rows))
        return 0
    from rich.table import Table

    from ..render.text import console

    table = Table(box=None, pad_edge=False, show_edge=False)
    for col in ("ID", "CATEGORY", "SEVERITY"):
        table.add_column(col, no_wrap=True)  # ids are what users copy into --check
    table.add_column("NEEDS (optional)", overflow="fold", ratio=1)
    table.add_column("TITLE", overflow="fold", ratio=2)
    for c in classes:
        table.add_row(c.id, c.category, c.severity.value, _needs(c), c.title)
    con, buf = console(wide=True)
    con.print(table)
    click.echo(buf.getvalue(), nl=False)
    return 0


def _needs(c) -> str:
    return ", ".join(list(c.requires) + [f"({o})" for o in c.optional]) or "-"
