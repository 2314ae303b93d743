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

    result = explain(text)
    if opts.output == "json":
        from ..render.json_out import dumps

        click.echo(dumps(result), nl=False)
    elif opts.output == "html":
        click.echo(_html(result, opts.verbose))
    elif opts.output in ("text", None):
        click.echo(_text(result, opts.verbose), nl=False)
    else:
        raise InputError(f"explain supports -o text, json or html, not {opts.output}")
    return 0 if (result["matches"] or result["scheduling"]) else 1


def _tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return True


def _notes(m: dict) -> list[str]:
    """The version facts a match carries in `details`, as sentences (text and html say the same)."""
    details = m.get("details") or {}
    out = []
    if details.get("driver_cuda"):
        out.append(f"the driver supports CUDA {details['driver_cuda']} (found version {details['found']})")
    if details.get("min_driver"):
        out.append(f"CUDA {details['required']} needs NVIDIA driver >= {details['min_driver']} "
                   f"({details['min_driver_release']})")
    return out


def _reason_rows(reasons: dict) -> list[dict]:
    from ..explain import reason_help

    return [{"reason": reason, "count": count, "help": reason_help(reason)}
            for reason, count in sorted(reasons.items(), key=lambda kv: -(kv[1] or 0))]


def _html(result: dict, verbose: int) -> str:
    """The same result as -o json, on a self-contained page (report_templates/explain.html.j2)."""
    from ..explain import headline
    from ..render.html import render_template

    sched = result["scheduling"]
    pre = (sched or {}).get("preemption")
    return render_template("explain.html.j2", data=result, headline=headline(result),
                           matches=[{**m, "notes": _notes(m)} for m in result["matches"]],
                           scheduling=_reason_rows(sched["reasons"]) if sched else [],
                           preemption=_reason_rows(pre["reasons"]) if pre else [],
                           verbose=verbose)


def _text(result: dict, verbose: int) -> str:
    from ..explain import headline, reason_help
    from ..render.safe import clean

    out = [clean(headline(result)), ""]
    for m in result["matches"]:
        out.append(f"[{m['category']}] {clean(m['title'])}")
        out.append(f"  matched line {m['line_number']}: {clean(m['line'], 300)}")
        out.append(f"  meaning: {clean(m['explanation'])}")
        out.append(f"  fix: {clean(m['remediation'])}")
        if m.get("readings"):
            out.append("  context decides between:")
            out.extend(f"    [{r['category']}] {clean(r['reading'])}" for r in m["readings"])
        if m.get("distinguish"):
            out.append(f"  tell apart: {clean(m['distinguish'])}")
        if m.get("explains"):
            out.append(f"  likely cause of: {', '.join(m['explains'])}")
        if m.get("support", 1) > 1:
            out.append(f"  {m['support']} lines state it")
        out.extend("  " + note for note in _notes(m))
        if verbose and m["excerpt"] != m["line"]:
            out.append("  excerpt:")
            out.extend("    | " + clean(line, 300) for line in m["excerpt"].splitlines())
        out.append("")
    sched = result["scheduling"]
    if sched:
        out.append(f"[scheduling] {clean(sched['message'], 500)}")
        who = sched.get("source") or "kube-scheduler"
        if sched["total_nodes"] is None:
            out.append(f"  {who}: no node total in this message; reasons as written (- = count not stated):")
        else:
            out.append(f"  {who}: {sched['total_nodes']} node(s) considered; why each group was rejected:")
        for reason, count in sorted(sched["reasons"].items(), key=lambda kv: -(kv[1] or 0)):
            help_ = reason_help(reason)
            out.append(f"    {count if count is not None else '-':>5}  {clean(reason)}" + (f"  -> {help_}" if help_ else ""))
        pre = sched["preemption"]
        if pre:
            out.append(f"  {clean(pre['message'], 500)}")
            for reason, count in sorted(pre["reasons"].items(), key=lambda kv: -(kv[1] or 0)):
                help_ = reason_help(reason)
                out.append(f"    {count if count is not None else '-':>5}  {clean(reason)}" + (f"  -> {help_}" if help_ else ""))
        out.append("  Run `doctor pending NS/POD` for a per-node answer on the live cluster or a recording.")
        out.append("")
    return "\n".join(out).rstrip() + "\n"
