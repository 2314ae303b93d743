"""`doctor scan`: every check (or a selection) over the whole cluster."""
from __future__ import annotations

import click

from ..acquire import load_snapshot, needs_of
from ..options import common_options, exit_code_for, resolve
from ..engine import run_checks
from ..registry import discover, select
from ..render import render_report


@click.command("scan")
@click.option("--check", "check_ids", multiple=True, metavar="ID", help="Run only this check (repeatable).")
@click.option("--category", "categories", multiple=True, metavar="C", help="Run only this category (repeatable).")
@click.option("--history", "history_path", metavar="PATH", default=None,
              help="SQLite scan history: record this scan and mark findings new/open/resolved.")
@common_options
@click.pass_context
def command(ctx: click.Context, check_ids, categories, history_path=None, **given) -> int:
    """Run the checks over the whole cluster and print a ranked report."""
    opts = resolve(ctx, **given)
    classes = select(discover(plugins=opts.plugins), tuple(check_ids), tuple(categories))
    # -n NS: a cluster-wide list that RBAC forbids is read in NS instead (a Role in one namespace)
    snapshot = load_snapshot(opts, needs_of(classes), namespace_hint=opts.namespace)
    report = run_checks(classes, snapshot)
    from ..acquire import access_problem

    report.access_problem = access_problem(snapshot, report.results)
    if opts.namespace:
        _only_namespace(report, opts.namespace)
    if history_path:
        from ..history import record_or_warn

        # a history that cannot be written (corrupt, read-only, full) must not lose the report:
        # it is printed anyway, with a warning, and the exit code still follows the findings
        report.history = record_or_warn(history_path, report)
    click.echo(render_report(report, opts), nl=False)
    if history_path and opts.output == "text" and report.history is not None:
        click.echo(report.history.line())
    problem = report.access_problem
    if problem:   # a cluster the doctor could not see is not healthy: exit 3 (issue 11)
        from ..errors import EXIT_UNREACHABLE
        from ..render.safe import clean

        click.echo(f"doctor: error: {clean(problem)}", err=True)
        return EXIT_UNREACHABLE
    return exit_code_for(report.findings, opts.fail_on)


def _only_namespace(report, namespace: str) -> None:
    """Keep the findings about this namespace (and cluster-scoped ones) and every cause above
    them, wherever it lives (a team's pods wait on the GPU Operator's driver in gpu-operator: the
    driver stays the root cause, as `doctor pending` says); make the rest of the report agree:
    per-check statuses count only what is kept."""
    from ..model import Status

    def about(f) -> bool:
        return not any(o.namespace for o in f.objects) or any(o.namespace == namespace for o in f.objects)

    by_fp = {f.fingerprint: f for f in report.findings}
    chosen = {f.fingerprint for f in report.findings if about(f)}
    for fp in list(chosen):
        cur = by_fp[fp]
        while cur.explained_by in by_fp and cur.explained_by not in chosen:
            chosen.add(cur.explained_by)
            cur = by_fp[cur.explained_by]

    def keep(f) -> bool:
        return f.fingerprint in chosen

    report.findings = [f for f in report.findings if keep(f)]
    kept = {f.fingerprint for f in report.findings}
    for f in report.findings:
        if f.explained_by and f.explained_by not in kept:
            f.explained_by = None
    for r in report.results:
        if r.status is Status.FINDINGS:
            r.findings = [f for f in r.findings if keep(f)]
            r.status = Status.FINDINGS if r.findings else Status.OK
            r.detail = (f"{len(r.findings)} finding(s)" if r.findings
                        else f"no problems found in namespace {namespace}")
