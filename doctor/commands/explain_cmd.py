"""`doctor explain [TEXT | -]`: paste an event message or a log excerpt, get what it means."""
from __future__ import annotations

import sys

import click

from ..errors import InputError
from ..options import common_options, resolve


@click.command("explain")
@click.argument("text", required=False, metavar="[TEXT | -]")
@click.option("-f", "--file", "path", type=click.Path(dir_okay=False), metavar="FILE",
              help="Read the text from a file (a saved log, kubectl describe output).")
@common_options
@click.pass_context
def command(ctx: click.Context, text, path, **given) -> int:
    """Explain an error message, event or log excerpt.

    TEXT is the message itself (quote it), or - to read from stdin (pipe `kubectl logs` or
    `kubectl describe pod` into it). Known CUDA, driver, container-runtime, GPU-memory and
    NCCL errors are named with their category, meaning and fix; a FailedScheduling message
    ("0/N nodes are available: ...") is broken down into reason -> node count and the
    preemption verdict.

    \b
    Examples:
      doctor explain "Failed to initialize NVML: Driver/library version mismatch"
      kubectl logs train-0 | doctor explain -
      doctor explain -o json "0/6 nodes are available: 6 Insufficient nvidia.com/gpu."

    Exit codes: 0 something was recognised; 1 nothing was recognised; 2 no text given
    or unreadable input.
    """
    opts = resolve(ctx, **given)
    if path and text is not None:
        raise InputError("give the text as an argument or with --file, not both")
    if path:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
        text = data.decode("utf-8", errors="replace")
    elif text == "-" or (text is None and not _tty()):
        if sys.stdin is None:
            raise InputError("cannot read stdin: it is closed")
        try:
            buf = getattr(sys.stdin, "buffer", None)
            text = buf.read().decode("utf-8", errors="replace") if buf is not None else sys.stdin.read()
        except (OSError, ValueError) as exc:
            raise InputError(f"cannot read stdin: {exc}") from None
    if text is None:
        raise InputError("nothing to explain: give the message as an argument, or - to read stdin")
    if not text.strip():
        raise InputError("nothing to explain: the text is empty")
    from ..explain import explain

    if opts.output not in ("text", "json", "html", None):
        raise InputError(f"explain supports -o text, json or html, not {opts.output}")
    from ..render.explain import render

    result = explain(text)
    click.echo(render(result, opts), nl=False)
    return 0 if (result["matches"] or result["scheduling"]) else 1


def _tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return True
