"""`doctor probe [NS/]JOB-or-POD`: can the ranks of this distributed job reach each other?

Without --probe it reads only the snapshot: the job's ranks, the static verdicts of the
distributed checks for this job, and the exact commands a probe would run. With --probe
(live cluster only) it execs a TCP-connect script in every running rank pod, after printing
each command on stderr, and reports what each rank could reach. Nothing interactive."""
from __future__ import annotations

import sys

import click

from ..acquire import load_snapshot, needs_of
from ..errors import EXIT_FINDINGS, EXIT_OK, InputError
from ..options import common_options, exit_code_for, resolve

@click.command("probe")
@click.argument("target", metavar="[NS/]JOB-or-POD")
@click.option("--probe", "do_probe", is_flag=True,
              help="Exec a TCP-connect script in each running rank pod (live cluster only; read-only).")
@click.option("--connect-timeout", "connect_timeout", type=click.FloatRange(0.2, 30), default=3.0,
              show_default=True, help="Seconds per TCP connect attempt (--timeout is the whole run's deadline).")
@click.option("--peer-port", type=click.IntRange(1, 65535), default=29501, show_default=True,
              help="Port tried on peer ranks: refused = reachable, timeout = dropped.")
@common_options
@click.pass_context
def command(ctx: click.Context, target: str, do_probe: bool, connect_timeout: float, peer_port: int,
            **given) -> int:
    """Can the ranks of a distributed job reach rank 0 and each other?"""
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor probe supports -o text, json or html, not {opts.output}")
    if do_probe and opts.sources:
        raise InputError("--probe execs into pods of a live cluster; it cannot run on a recording (--from)")
    ns, name = _split(target, opts.namespace)
    classes = question_checks(opts.plugins)
    from ..distributed.jobs import _OWNER_RESOURCE
    snapshot = load_snapshot(opts, needs_of(classes) | set(_OWNER_RESOURCE.values()))
    from ..distributed.jobs import jobs_of
    from ..distributed.probe import execute, plan, problems

    job = _find(jobs_of(snapshot), ns, name)
    if job is None:
        raise InputError(f"{ns}/{name}: no distributed job or rank pod of that name in the snapshot "
                         f"(jobs in {ns}: {', '.join(sorted(j.name for j in jobs_of(snapshot) if j.namespace == ns)) or 'none'})")
    findings = _static_findings(snapshot, job, classes)
    steps = plan(job, timeout=connect_timeout, peer_port=peer_port)
    results = []
    if do_probe:
        from ..sources.live import connect
        from ..distributed.probe import kubernetes_executor

        client = connect(opts.kubeconfig, opts.context)
        from ..distributed.probe import PROBE_SCRIPT

        print(f"doctor: probing {len(steps)} pod(s) of {job.describe()} (needs RBAC create on pods/exec).\n"
              f"doctor: each command below runs this script as `python3 -c SCRIPT TIMEOUT HOST:PORT...`:\n"
              + "\n".join("    " + line for line in PROBE_SCRIPT.splitlines()), file=sys.stderr)
        print("doctor: running:", file=sys.stderr)
        results = execute(steps, kubernetes_executor(client),
                          announce=lambda line: print(f"  $ {line}", file=sys.stderr, flush=True))
    rows = problems(results)
    data = {"schema": "doctor.probe/v1", "job": {"kind": job.kind, "namespace": job.namespace, "name": job.name},
            "ranks": [{"pod": r.name, "index": r.index, "node": r.node, "ip": r.ip,
                       "phase": (r.pod.get("status") or {}).get("phase")} for r in job.ranks],
            "probed": do_probe,
            "plan": [{"pod": s.pod, "container": s.container, "node": s.node, "command": s.shown(),
                      "argv": s.argv, "targets": [t.text for t in s.targets]} for s in steps],
            "results": [r.to_dict() for r in results], "problems": rows,
            "findings": [f.to_dict() for f in findings]}
    from ..render.probe import render

    click.echo(render(data, job, opts), nl=False)
    if any(r["severity"] == "critical" for r in rows):
        return EXIT_FINDINGS
    return exit_code_for(findings, opts.fail_on) if findings else EXIT_OK


def _split(arg: str, namespace: str | None) -> tuple[str, str]:
    if "/" in arg:
        ns, _, name = arg.partition("/")
        if not ns or not name or "/" in name:
            raise InputError(f"{arg!r}: expected NAME or NAMESPACE/NAME")
        if namespace and namespace != ns:
            raise InputError(f"{arg!r} names namespace {ns!r} but -n says {namespace!r}")
        return ns, name
    if not arg:
        raise InputError("a job or pod name is required")
    return namespace or "default", arg


def _find(jobs, ns: str, name: str):
    for job in jobs:
        if job.namespace == ns and job.name == name:
            return job
    for job in jobs:
        if job.namespace == ns and any(r.name == name for r in job.ranks):
            return job
    return None


def question_checks(plugins: bool = True):
    """The checks a probe question needs: those that state what a rank logged or that the
    rendezvous address does not resolve, and every check that may explain those (declared by
    the checks, not listed here)."""
    from ..engine import checks_for
    from ..model import Symptom
    from ..registry import discover

    return checks_for((Symptom.rank_log("*"), Symptom.RENDEZVOUS_UNRESOLVED), discover(plugins=plugins))


def _static_findings(snapshot, job, classes):
    """This job's findings and the causes above them, root cause first (the engine's chain)."""
    from ..engine import run_checks

    report = run_checks(classes, snapshot)
    names = {str(r.ref) for r in job.ranks} | {str(job.ref)}
    about = [f for f in report.findings if any(str(o) in names for o in f.objects)]
    return report.focus(None, about=about)
