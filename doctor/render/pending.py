"""`doctor pending`'s views: doctor.pending/v1 JSON, the terminal answer (root cause first,
then the kube-scheduler message, the causal chain, the per-node reasons) and the HTML page.
The data comes computed (commands/pending_cmd.py from the scheduler replay and the engine's
causal chain); nothing here decides."""
from __future__ import annotations


def render(data: dict, opts) -> str:
    public = {k: v for k, v in data.items() if not k.startswith("_")}
    if opts.output == "json":
        from .json_out import dumps
        return dumps(public)
    if opts.output == "html":
        from .html import render_template
        return render_template("pending.html.j2", data={**public, "findings": _with_depth(public["findings"])},
                               verbose=opts.verbose)
    return _text(data, opts)


def _with_depth(findings: list[dict]) -> list[dict]:
    """Each finding with how far under its root cause it sits (the HTML indents it as the text
    does); a cause outside the list leaves the finding at the top."""
    ids = {f.get("id") for f in findings}
    depth: dict = {}
    out = []
    for f in findings:
        parent = f.get("explained_by")
        d = depth.get(parent, -1) + 1 if parent in ids else 0
        depth[f.get("id")] = d
        out.append({**f, "depth": d})
    return out


def _text(data: dict, opts) -> str:
    from .text import MARK, console, e, print_finding, print_symptoms   # rich: not for -o json (40 ms)

    con, buf = console()
    findings = data["_findings"]
    if data["status"] == "scheduled" and not findings:
        con.print(f"[green]✓ {e(data['headline'])}[/]")
        return buf.getvalue()
    sev = findings[0].severity.value if findings else ("ok" if data["schedulable"] else
                                                       "warning" if data.get("status") == "partial" else "critical")
    mark, style = MARK[sev]
    con.print(f"[{style}]{mark} {e(data['headline'])}[/]")
    if data.get("message"):
        con.print(f"  [dim]kube-scheduler (simulated):[/] {e(data['message'])}")
    obs = data.get("observed")
    if obs:
        con.print(f"  [dim]{e(obs['source'])} says:[/] {e(obs['text'])}")
    if data.get("disagreement"):
        con.print(f"  [yellow]! simulation and scheduler disagree:[/] {e(data['disagreement'])}")
    con.print()
    shown = {f.fingerprint for f in findings}
    # the chain as the engine ordered it; a cause outside it (in `doctor scan`) leaves the finding on top
    top = [f for f in findings if f.explained_by not in shown]
    children: dict[str, list] = {}
    for f in findings:
        if f.explained_by in shown:
            children.setdefault(f.explained_by, []).append(f)
    for i, f in enumerate(top, 1):
        print_finding(con, f, f"{i}.", max(opts.verbose, 1) if i == 1 else opts.verbose)
        print_symptoms(con, f, f"{i}", children, opts.verbose, depth=1)
    for note in data.get("notes") or []:
        con.print(f"[dim]note: {e(note)}[/]")
    nodes = data.get("nodes") or []
    if nodes and (opts.verbose or len(nodes) <= 8):
        con.print()
        con.print("[bold]Nodes[/]")
        groups: dict[str, list] = {}
        for n in nodes:
            groups.setdefault("fits" if n["fits"] else "; ".join(n["reasons"]), []).append(n)
        for reason, ns_ in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            names = [n["name"] for n in ns_]
            shown = ", ".join(names[:12]) + (f" … (+{len(names) - 12})" if len(names) > 12 else "")
            con.print(f"  {len(names):>4}  {e(reason)}: {e(shown)}")
            if opts.verbose > 1:
                for n in ns_[:50]:
                    if n["also"]:
                        con.print(f"          {e(n['name'])} also: {e('; '.join(n['also']))}")
    elif nodes:
        con.print(f"[dim]{len(nodes)} nodes evaluated; -v shows them grouped by reason[/]")
    return buf.getvalue()
