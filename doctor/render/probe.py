"""`doctor probe`'s views: doctor.probe/v1 JSON, the terminal answer (worst probe result, else
the job's root cause, else the all-clear; ranks; the plan or the results) and the HTML page.
The data comes computed by commands/probe_cmd.py; nothing here decides."""
from __future__ import annotations

import json


def render(data: dict, job, opts) -> str:
    if opts.output == "json":
        return json.dumps(data, indent=2) + "\n"
    if opts.output == "html":
        return _html(data, job, opts.verbose) + "\n"
    return _text({**data, "_verbose": opts.verbose > 0}, job)


def opts_verbose(data: dict) -> bool:
    return bool(data.get("_verbose"))


def _text(data: dict, job) -> str:
    from .safe import clean

    out = [_headline(data, job), "", f"{clean(job.describe())}: {len(data['ranks'])} rank pod(s)"]
    for r in data["ranks"]:
        out.append(f"  rank {r['index'] if r['index'] is not None else '?'}: {clean(r['pod'])} "
                   f"on {clean(r['node'] or '(not scheduled)')} {clean(r['ip'] or '')} {clean(r['phase'] or '')}")
    if data["findings"]:
        out.append("")
        out.append("From the snapshot (doctor scan --category distributed):")
        for f in data["findings"]:
            mark = "✗" if f["severity"] == "critical" else "!"
            out.append(f"  {mark} {clean(f['title'])}")
    out.append("")
    if not data["probed"]:
        out.append("A probe would run (add --probe; it only opens TCP connections):" if data["plan"]
                   else "Nothing to probe: no running rank pods.")
        for p in data["plan"]:
            out.append(f"  $ {clean(p['command'])}")
        if data["plan"] and opts_verbose(data):
            from ..distributed.probe import PROBE_SCRIPT
            out.append("  where the script is:")
            out.extend("    " + line for line in PROBE_SCRIPT.splitlines())
    else:
        out.append("Probe results:")
        if not data["problems"]:
            out.append("  ✓ every rank reached the rendezvous endpoint, and no peer connection was dropped")
        for row in data["problems"]:
            out.append(f"  {'✗' if row['severity'] == 'critical' else '!'} {clean(row['text'])}")
    return "\n".join(out) + "\n"


def _html(data: dict, job, verbose: int) -> str:
    """The same data as -o json, on a self-contained page (report_templates/probe.html.j2)."""
    from ..distributed.probe import PROBE_SCRIPT
    from .html import render_template

    line = _headline(data, job)
    severity = {"✗": "critical", "!": "warning"}.get(line[:1], "ok")
    return render_template("probe.html.j2", data=data, job=job.describe(), headline=line[1:].strip(),
                           severity=severity, script=PROBE_SCRIPT, verbose=verbose)


def _headline(data: dict, job) -> str:
    """The answer first: the worst probe result, else the top static finding, else the all-clear."""
    from .safe import clean

    if data["probed"] and data["problems"]:
        row = max(data["problems"], key=lambda r: r["severity"] == "critical")
        return f"{'✗' if row['severity'] == 'critical' else '!'} {clean(row['text'])}"
    if data["findings"]:
        f = data["findings"][0]
        return f"{'✗' if f['severity'] == 'critical' else '!'} {clean(f['title'])}"
    if data["probed"]:
        return f"✓ every rank of {clean(job.describe())} reached the rendezvous endpoint and its peers"
    return (f"✓ no reachability problem in the snapshot for {clean(job.describe())}"
            + ("; add --probe to test the connections live" if data["plan"] else ""))
