"""`doctor explain`'s views: doctor.explain/v1 JSON, the terminal text and the HTML page of the
result doctor/explain.py computes; nothing here decides."""
from __future__ import annotations


def render(result: dict, opts) -> str:
    if opts.output == "json":
        from .json_out import dumps
        return dumps(result)
    if opts.output == "html":
        return _html(result, opts.verbose) + "\n"
    return _text(result, opts.verbose)


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
    from .html import render_template

    sched = result["scheduling"]
    pre = (sched or {}).get("preemption")
    return render_template("explain.html.j2", data=result, headline=headline(result),
                           matches=[{**m, "notes": _notes(m)} for m in result["matches"]],
                           scheduling=_reason_rows(sched["reasons"]) if sched else [],
                           preemption=_reason_rows(pre["reasons"]) if pre else [],
                           verbose=verbose)


def _text(result: dict, verbose: int) -> str:
    from ..explain import headline, reason_help
    from .safe import clean

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
    for n in result.get("not_gpu_stack") or []:
        out.append(f"[not a GPU-stack fault] {clean(n['title'])}")
        out.append(f"  matched line {n['line_number']}: {clean(n['line'], 300)}")
        out.append(f"  meaning: {clean(n['explanation'])}")
        out.append(f"  fix: {clean(n['remediation'])}")
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
