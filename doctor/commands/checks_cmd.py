"""`doctor checks`: what can run, and what data each check needs."""
from __future__ import annotations

import json

import click

from ..options import common_options, resolve
from ..registry import discover


@click.command()
@common_options
@click.pass_context
def checks(ctx: click.Context, **given) -> int:
    """List the checks with their ids, categories and the data each needs."""
    opts = resolve(ctx, **given)
    classes = discover(plugins=opts.plugins)
    if opts.output == "json":
        click.echo(json.dumps({"schema": "doctor.checks/v1",
                               "checks": [c.describe() for c in classes]}, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(box=None, pad_edge=False, show_edge=False)
    for col in ("ID", "CATEGORY", "SEVERITY", "NEEDS", "TITLE"):
        table.add_column(col, overflow="fold")
    for c in classes:
        needs = ", ".join(list(c.requires) + [f"({o})" for o in c.optional]) or "-"
        table.add_row(c.id, c.category, c.severity.value, needs, c.title)
    Console(soft_wrap=False).print(table)
    return 0
