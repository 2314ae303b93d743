"""`doctor history`: past scans recorded with `doctor scan --history PATH`, newest first, with
what each scan found new and what it saw resolved since the previous scan of that cluster."""
from __future__ import annotations

import os

import click

from ..errors import InputError
from ..options import common_options, resolve

DEFAULT_ENV = "DOCTOR_HISTORY"


@click.command("history")
@click.option("--history", "history_path", metavar="PATH", default=None,
              help=f"SQLite history written by `doctor scan --history PATH` (default: ${DEFAULT_ENV}).")
@click.option("--cluster", metavar="C", default=None, help="Only scans of this cluster (kube context).")
@click.option("--limit", type=click.IntRange(1, 100000), default=20, show_default=True,
              help="How many scans to show.")
@click.option("--scan", "scan_id", type=int, default=None, help="Show the findings of one scan.")
@common_options
@click.pass_context
def command(ctx: click.Context, history_path, cluster, limit, scan_id, **given) -> int:
    """Show past scans and what changed between them (new / resolved findings)."""
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor history: -o {opts.output} is not supported (use text, json or html)")
    path = history_path or os.environ.get(DEFAULT_ENV)
    if not path:
        raise InputError(f"doctor history: no history database (pass --history PATH or set ${DEFAULT_ENV})")
    from .. import history
    from ..render.history import render_scan, render_scans

    if scan_id is not None:
        rows = [s for s in history.scans(path, None, limit=1_000_000) if s["id"] == scan_id]
        if not rows:
            raise InputError(f"{path}: no scan #{scan_id}")
        click.echo(render_scan(str(path), rows[0], history.findings_of(path, scan_id), opts), nl=False)
        return 0
    click.echo(render_scans(str(path), cluster, history.scans(path, cluster, limit), opts), nl=False)
    return 0
