"""`doctor checks`: what can run, and what data each check needs (views: render/checks.py)."""
from __future__ import annotations

import click

from ..errors import InputError
from ..options import common_options, resolve
from ..registry import discover


@click.command("checks")
@common_options
@click.pass_context
def command(ctx: click.Context, **given) -> int:
    """List the checks with their ids, categories and the data each needs."""
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor checks supports -o text, json or html, not {opts.output}")
    from ..render.checks import render

    click.echo(render(discover(plugins=opts.plugins), opts), nl=False)
    return 0
