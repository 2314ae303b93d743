"""`doctor scan`: every check (or a selection) over the whole cluster."""
from __future__ import annotations

import click

from ..acquire import load_snapshot, needs_of
from ..options import common_options, exit_code_for, resolve
from ..engine import run_checks
from ..registry import discover, select
from ..render import render_report


@click.command()
@click.option("--check", "check_ids", multiple=True, metavar="ID", help="Run only this check (repeatable).")
@click.option("--category", "categories", multiple=True, metavar="C", help="Run only this category (repeatable).")
@click.option("--history", "history_path", metavar="PATH", default=None,
              help="SQLite scan history: record this scan and mark findings new/open/resolved.")
@common_options
@click.pass_context
def scan(ctx: click.Context, check_ids, categories, history_path=None, **given) -> int:
    """Run the checks over the whole cluster and print a ranked report."""
    opts = resolve(ctx, **given)
    classes = select(discover(plugins=opts.plugins), tuple(check_ids), tuple(categories))
    snapshot = load_snapshot(opts, needs_of(classes))
    report = run_checks(classes, snapshot)
    if opts.namespace:
        report.findings = [f for f in report.findings
                           if not any(o.namespace for o in f.objects)
                           or any(o.namespace == opts.namespace for o in f.objects)]
    if history_path:
        from ..history import record

        report.history = record(history_path, report)
    click.echo(render_report(report, opts), nl=False)
    if history_path and opts.output == "text":
        click.echo(report.history.line())
    return exit_code_for(report.findings, opts.fail_on)
