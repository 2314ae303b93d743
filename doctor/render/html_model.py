"""View model for the HTML postmortem: everything the template shows, computed once from the
report and its snapshot. The template (and svg.py) only format what this returns.

Every GPU number comes from doctor.facts (the one set of cluster facts the checks, the text and
the JSON report also use): nothing here decides what a node has, lost or holds. Ages are against
snapshot.observed_at, never the wall clock."""
from __future__ import annotations

from .. import facts as cluster_facts
from .. import timeline as incident_timeline
from ..kube.timeutil import human_age, parse_time
from .json_out import report_dict

MAX_NODE_ROWS = 2000       # per-node table
MAX_CHART_NODES = 40       # bars in the allocation chart
MAX_RESTARTS = 100
MAX_CARDS = 50             # top-level findings shown in full; the rest as compact rows
MAX_CHAIN = 8              # symptoms listed under the root cause in the summary (first page)
MAX_ROWS = 5000            # compact rows (the JSON report has everything)
NOT_READ = ("forbidden", "failed", "filtered", "absent")   # gaps the text report lists as "Not read"



def build(report) -> dict:
    data = report_dict(report)
    snap = report.snapshot
    facts = cluster_facts.of(report)
    nodes, totals = gpu_nodes(facts)
    timeline, timeline_total, began = _timeline(snap, report.findings, report.history)
    restarts, restarts_total = _restarts(snap)
    tree = _tree(data["findings"])
    chain = _chain(data["findings"])
    rest = [node["finding"] for node in tree[MAX_CARDS:]]
    return {
        "report": data,
        "tree": tree[:MAX_CARDS],
        "rest": rest[:MAX_ROWS],
        "rest_total": len(rest),
        "headline": _headline(data),
        "chain": chain[:MAX_CHAIN],
        "chain_total": len(chain),
        "loss_words": cluster_facts.LOSS_WORDS,
        "nodes": nodes[:MAX_NODE_ROWS],
        "nodes_total": len(nodes),
        "chart_nodes": _chart_nodes(nodes),
        "totals": totals,
        "pending": [dict(vars(p), waiting=human_age(p.waiting_s) if p.waiting_s is not None else "",
                         links=_links(p.findings)) for p in facts.pending[:MAX_ROWS]],
        "pending_total": len(facts.pending),
        "facts_notes": facts.notes,
        "timeline": timeline,
        "timeline_total": timeline_total,
        "began": began,
        "restarts": restarts,
        "restarts_total": restarts_total,
        "history": data.get("history"),
        "resolved": data.get("resolved") or [],
        "checks_by_status": _checks_by_status(data["checks"]),
        "access_problem": data["access_problem"],
        "not_read": [g.line(api_message=True) for g in snap.all_gaps() if g.kind in NOT_READ],
    }


# ---- findings -----------------------------------------------------------------------------
def _tree(findings: list[dict]) -> list[dict]:
    """Top-level findings in ranked order, each with the symptoms it explains folded under it."""
    ids = {f["id"] for f in findings}
    children: dict[str, list[dict]] = {}
    for f in findings:
        if f.get("explained_by") and f["explained_by"] in ids:
            children.setdefault(f["explained_by"], []).append(f)
    out = []
    for f in findings:
        if f.get("explained_by") in ids:
            continue
        out.append({"finding": f, "symptoms": _descendants(f["id"], children, set())})
    return out


def _descendants(fid: str, children: dict, seen: set) -> list[dict]:
    out = []
    for child in children.get(fid, []):
        if child["id"] in seen:
            continue
        seen.add(child["id"])
        out.append(child)
        out.extend(_descendants(child["id"], children, seen))
    return out


def _headline(data: dict) -> dict | None:
    top = next((f for f in data["findings"] if not f.get("explained_by")), None)
    if top is None:
        return None
    explained = sum(1 for f in data["findings"] if f.get("explained_by") == top["id"])
    return {"finding": top, "explains": explained}


def _links(ids: list[str]) -> list[dict]:
    """Finding anchors labelled by check, numbered when one check names the object twice."""
    out, seen = [], {}
    for fid in ids:
        check = fid.split(":")[0]
        seen[check] = seen.get(check, 0) + 1
        out.append({"id": fid, "label": check if seen[check] == 1 else f"{check} #{seen[check]}"})
    return out


def _chain(findings: list[dict]) -> list[dict]:
    """The root cause's chain for the summary: what the top finding explains, depth first,
    each with its depth (1 = explained directly by the root cause)."""
    top = next((f for f in findings if not f.get("explained_by")), None)
    if top is None:
        return []
    children: dict[str, list[dict]] = {}
    for f in findings:
        if f.get("explained_by"):
            children.setdefault(f["explained_by"], []).append(f)
    out: list[dict] = []
    stack = [(c, 1) for c in reversed(children.get(top["id"], []))]
    seen = {top["id"]}
    while stack:
        f, depth = stack.pop()
        if f["id"] in seen:
            continue
        seen.add(f["id"])
        out.append({"finding": f, "depth": depth})
        stack.extend((c, depth + 1) for c in reversed(children.get(f["id"], [])))
    return out


def _checks_by_status(checks: list[dict]) -> dict[str, int]:
    out: dict[str, int] = {"ok": 0, "findings": 0, "skipped": 0, "error": 0}
    for c in checks:
        out[c["status"]] = out.get(c["status"], 0) + 1
    return out


# ---- GPU inventory: formatted from doctor.facts, never computed here ---------------------------
def gpu_nodes(facts) -> tuple[list[dict], dict]:
    """One row per GPU node (problem nodes first) and the cluster totals, as doctor.facts
    computed them; this only shapes them for the template and the charts."""
    rows = []
    for n in facts.nodes:
        rows.append({
            "name": n.name, "product": n.product, "has": n.has, "has_source": n.has_source,
            "capacity": n.capacity, "allocatable": n.allocatable, "allocated": n.allocated,
            "in_use": n.in_use, "free": n.free, "unavailable": n.unavailable, "gpu_pods": n.gpu_pods,
            "driver": n.driver, "ready": n.ready, "cordoned": n.cordoned,
            "ready_age": human_age(facts_age(facts, n.ready_since)) if n.ready_since else None,
            "problems": n.problems(),
            "lost": [{"kind": x.kind, "gpus": x.gpus, "why": x.why, "finding": x.finding, "root": x.root}
                     for x in n.lost],
        })
    return rows, facts.totals


def facts_age(facts, when: str | None) -> float | None:
    t, now = parse_time(when), parse_time(facts.observed_at)
    return (now - t).total_seconds() if t and now else None


def _chart_nodes(rows: list[dict]) -> list[dict]:
    """The bars worth drawing: nodes with unavailable GPUs first, then the fullest."""
    ranked = sorted(rows, key=lambda r: (-r["unavailable"], -(r["in_use"] / r["has"]
                                                                if r["has"] else 0), r["name"]))
    return ranked[:MAX_CHART_NODES]


# ---- timeline -----------------------------------------------------------------------------------
def _timeline(snap, findings, history=None) -> tuple[list[dict], int, dict | None]:
    """doctor.timeline's entries (oldest first, each linked to its finding), shaped for the page."""
    tl = incident_timeline.build(snap, findings, history)
    rows = [_entry(snap, e) for e in tl.entries]
    began = next((r for r, e in zip(rows, tl.entries) if e.began), None)
    return rows, tl.total, began


def _fmt_time(value: str | None) -> str:
    t = parse_time(value)
    return t.strftime("%Y-%m-%d %H:%M:%SZ") if t else "unknown"


def _entry(snap, e) -> dict:
    age = snap.age_seconds(e.time) if parse_time(e.time) else None
    return {"time": _fmt_time(e.time), "iso": e.time or "",
            "age": (human_age(age) + " ago") if age is not None and age >= 0 else (
                "in the future" if age is not None else ""),
            "kind": e.kind, "reason": e.reason, "object": e.ref, "message": e.message, "count": e.count,
            "last": _fmt_time(e.last) if e.last and e.last != e.time else "",
            "finding": e.finding, "root": e.root, "cause": e.cause, "began": e.began,
            "related": e.finding is not None}


def _restarts(snap) -> tuple[list[dict], int]:
    """doctor.timeline's restarting containers (most restarts first), with ages for the page."""
    rows = incident_timeline.restarts(snap)
    for r in rows[:MAX_RESTARTS]:
        r["ago"] = (human_age(snap.age_seconds(r["finished"])) + " ago") if parse_time(r["finished"]) else ""
    return rows[:MAX_RESTARTS], len(rows)
