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
    from ..render.json_out import dumps
    from ..render.safe import clean

    if scan_id is not None:
        rows = [s for s in history.scans(path, None, limit=1_000_000) if s["id"] == scan_id]
        if not rows:
            raise InputError(f"{path}: no scan #{scan_id}")
        found = history.findings_of(path, scan_id)
        if opts.output == "json":
            click.echo(dumps({"schema": "doctor.history/v1", "scan": rows[0], "findings": found}), nl=False)
            return 0
        if opts.output == "html":
            from ..render.html import render_template

            click.echo(render_template("history.html.j2", path=str(path), cluster=None, scan=rows[0],
                                       findings=found, scans=[]))
            return 0
        s = rows[0]
        click.echo(f"scan #{s['id']} of {clean(s['cluster'])}, observed {s['observed_at']}: "
                   f"{s['new']} new, {s['open']} open, {s['resolved']} resolved")
        for f in found:
            click.echo(f"  {f['history']:<4} {f['severity']:<8} {clean(f['title'])}  [{f['id']}]")
        return 0

    rows = history.scans(path, cluster, limit)
    if opts.output == "json":
        click.echo(dumps({"schema": "doctor.history/v1", "cluster": cluster, "scans": rows}), nl=False)
        return 0
    if opts.output == "html":
        from ..render.html import render_template

        click.echo(render_template("history.html.j2", path=str(path), cluster=cluster, scan=None,
                                   findings=[], scans=rows))
        return 0
    if not rows:
        click.echo(f"no scans recorded{' for cluster ' + clean(cluster) if cluster else ''} in {clean(path)}")
        return 0
    header = f"{'SCAN':>5}  {'OBSERVED':<20}  {'CLUSTER':<24}  {'CRIT':>4} {'WARN':>4} {'INFO':>4}  {'NEW':>4} {'OPEN':>4} {'RESOLVED':>8}"
    click.echo(header)
    for s in rows:
        f = s["findings"]
        click.echo(f"{s['id']:>5}  {s['observed_at'][:20]:<20}  {clean(s['cluster'], 24):<24}  "
                   f"{f['critical']:>4} {f['warning']:>4} {f['info']:>4}  {s['new']:>4} {s['open']:>4} "
                   f"{s['resolved']:>8}")
    return 0
