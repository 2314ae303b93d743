"""`doctor collect`: gather the node GPU reports that the node-agent DaemonSet
(deploy/daemonset.yaml) prints, through the Kubernetes API only (live mode); the reading is
doctor/sources/agents.py. Nothing is written to the cluster; `--out DIR` writes
DIR/nodes/<node>.json (the recording layout `--from` reads)."""
from __future__ import annotations

import json
from pathlib import Path

import click

from ..errors import InputError
from ..options import common_options, resolve
from ..sources.agents import AGENT_NAMESPACE, AGENT_SELECTOR


@click.command("collect")
@click.option("--agent-namespace", default=AGENT_NAMESPACE, show_default=True, metavar="NS",
              help="Namespace of the node-agent DaemonSet.")
@click.option("--selector", default=AGENT_SELECTOR, show_default=True, metavar="LABELS",
              help="Label selector of the agent pods.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), metavar="DIR",
              help="Also write DIR/nodes/<node>.json (the layout `--from DIR` reads).")
@common_options
@click.pass_context
def command(ctx: click.Context, agent_namespace: str, selector: str, out_dir: str | None, **given) -> int:
    """Collect node GPU reports from the node-agent DaemonSet (live only)."""
    opts = resolve(ctx, **given)
    if opts.sources:
        raise InputError("doctor collect reads the live cluster; to look at recorded reports use "
                         "`doctor node --from DIR --node NAME` or `doctor scan --from DIR`")
    if opts.output not in ("text", "json"):
        raise InputError(f"doctor collect supports -o text or -o json, not {opts.output}")
    from ..progress import progress
    from ..render.collect import render_summary
    from ..sources.agents import collect_node_reports, write_reports
    from ..sources.live import connect

    client = connect(opts.kubeconfig, opts.context)
    try:
        reports, problems = collect_node_reports(client, agent_namespace, selector, progress=progress)
    finally:
        client.close()
    if out_dir:
        write_reports(Path(out_dir), reports)
    if opts.output == "json":
        click.echo(json.dumps({"schema": "doctor.node-reports/v1", "namespace": agent_namespace,
                               "reports": reports, "problems": problems}, indent=2, ensure_ascii=False))
    else:
        click.echo(render_summary(reports, problems, agent_namespace), nl=False)
    return 0
