"""`doctor history`'s views: doctor.history/v1 JSON, the terminal list of scans (or one scan's
findings) and the HTML page, from what doctor/history.py read; nothing here decides."""
from __future__ import annotations

from .json_out import dumps
from .safe import clean


def render_scan(path: str, scan: dict, found: list[dict], opts) -> str:
    if opts.output == "json":
        return dumps({"schema": "doctor.history/v1", "scan": scan, "findings": found})
    if opts.output == "html":
        from .html import render_template

        return render_template("history.html.j2", path=path, cluster=None, scan=scan, findings=found, scans=[]) + "\n"
    out = [f"scan #{scan['id']} of {clean(scan['cluster'])}, observed {scan['observed_at']}: "
           f"{scan['new']} new, {scan['open']} open, {scan['resolved']} resolved"]
    out += [f"  {f['history']:<4} {f['severity']:<8} {clean(f['title'])}  [{f['id']}]" for f in found]
    return "\n".join(out) + "\n"


def render_scans(path: str, cluster: str | None, rows: list[dict], opts) -> str:
    if opts.output == "json":
        return dumps({"schema": "doctor.history/v1", "cluster": cluster, "scans": rows})
    if opts.output == "html":
        from .html import render_template

        return render_template("history.html.j2", path=path, cluster=cluster, scan=None, findings=[], scans=rows) + "\n"
    if not rows:
        return f"no scans recorded{' for cluster ' + clean(cluster) if cluster else ''} in {clean(path)}\n"
    out = [f"{'SCAN':>5}  {'OBSERVED':<20}  {'CLUSTER':<24}  {'CRIT':>4} {'WARN':>4} {'INFO':>4}  "
           f"{'NEW':>4} {'OPEN':>4} {'RESOLVED':>8}"]
    for s in rows:
        f = s["findings"]
        out.append(f"{s['id']:>5}  {s['observed_at'][:20]:<20}  {clean(s['cluster'], 24):<24}  "
                   f"{f['critical']:>4} {f['warning']:>4} {f['info']:>4}  {s['new']:>4} {s['open']:>4} "
                   f"{s['resolved']:>8}")
    return "\n".join(out) + "\n"
