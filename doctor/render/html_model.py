"""View model for the HTML postmortem: everything the template shows, computed once from the
report and its snapshot. The template (and svg.py) only format what this returns.

Every number here is derived from the snapshot (never the wall clock): ages are against
snapshot.observed_at; GPU allocation is the sum of GPU requests of the non-terminated pods
bound to a node (what the scheduler counts)."""
from __future__ import annotations

from ..kube.gpu import GFD_PRODUCT, gfd_gpu_count, gpu_resources, is_gpu_node, labels, pod_gpu_request
from ..kube.pods import condition, container_statuses, is_terminated
from ..kube.timeutil import human_age, parse_time
from .json_out import report_dict

MAX_NODE_ROWS = 2000       # per-node table
MAX_CHART_NODES = 40       # bars in the allocation chart
MAX_TIMELINE = 300         # most recent entries
MAX_RESTARTS = 100
MAX_CARDS = 50             # top-level findings shown in full; the rest as compact rows
MAX_ROWS = 5000            # compact rows (the JSON report has everything)

DRIVER_FULL = "nvidia.com/cuda.driver-version.full"
DRIVER_PARTS = (("nvidia.com/cuda.driver-version.major", "nvidia.com/cuda.driver-version.minor",
                 "nvidia.com/cuda.driver-version.revision"),
                ("nvidia.com/cuda.driver.major", "nvidia.com/cuda.driver.minor", "nvidia.com/cuda.driver.rev"))


def build(report) -> dict:
    data = report_dict(report)
    snap = report.snapshot
    nodes, totals = gpu_nodes(snap)
    related = _related_objects(data["findings"])
    timeline, timeline_total = _timeline(snap, related)
    restarts, restarts_total = _restarts(snap)
    tree = _tree(data["findings"])
    rest = [node["finding"] for node in tree[MAX_CARDS:]]
    return {
        "report": data,
        "tree": tree[:MAX_CARDS],
        "rest": rest[:MAX_ROWS],
        "rest_total": len(rest),
        "headline": _headline(data),
        "nodes": nodes[:MAX_NODE_ROWS],
        "nodes_total": len(nodes),
        "chart_nodes": _chart_nodes(nodes),
        "totals": totals,
        "timeline": timeline,
        "timeline_total": timeline_total,
        "restarts": restarts,
        "restarts_total": restarts_total,
        "history": data.get("history"),
        "resolved": data.get("resolved") or [],
        "checks_by_status": _checks_by_status(data["checks"]),
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


def _related_objects(findings: list[dict]) -> set[tuple]:
    out = set()
    for f in findings:
        for o in f.get("objects") or []:
            out.add((o.get("kind"), o.get("namespace") or "", o.get("name")))
    return out


def _checks_by_status(checks: list[dict]) -> dict[str, int]:
    out: dict[str, int] = {"ok": 0, "findings": 0, "skipped": 0, "error": 0}
    for c in checks:
        out[c["status"]] = out.get(c["status"], 0) + 1
    return out


# ---- GPU inventory ----------------------------------------------------------------------------
def driver_version(node: dict) -> str | None:
    lab = labels(node)
    if lab.get(DRIVER_FULL):
        return str(lab[DRIVER_FULL])
    for keys in DRIVER_PARTS:
        parts = [lab.get(k) for k in keys]
        if parts[0]:
            return ".".join(str(p) for p in parts if p not in (None, ""))
    return None


def gpu_nodes(snap) -> tuple[list[dict], dict]:
    """One row per GPU node, problem nodes first; cluster totals (incl. Pending GPU demand)."""
    rows = []
    for node in snap.nodes:
        if not is_gpu_node(node):
            continue
        meta = node.get("metadata") or {}
        name = meta.get("name") or "?"
        capacity = sum(gpu_resources(node, "capacity").values())
        allocatable = sum(gpu_resources(node, "allocatable").values())
        allocated = 0
        pods = 0
        for pod in snap.pods_on_node(name):
            if is_terminated(pod):
                continue
            req = sum(pod_gpu_request(pod).values())
            if req:
                allocated += req
                pods += 1
        ready_cond = condition(node, "Ready")
        ready = (ready_cond or {}).get("status") or "missing"
        cordoned = bool((node.get("spec") or {}).get("unschedulable"))
        usable = ready == "True" and not cordoned
        free = max(allocatable - allocated, 0) if usable else 0
        # GPUs the node has but nothing can get: lost by the device plugin, or the whole
        # remaining node when it is NotReady / cordoned
        unavailable = max(capacity - allocated - free, 0)
        problems = []
        if ready != "True":
            problems.append(f"Ready={ready}")
        if cordoned:
            problems.append("cordoned")
        if allocatable < capacity:
            problems.append(f"{capacity - allocatable} GPU(s) not allocatable")
        gfd = gfd_gpu_count(node)
        if gfd is not None and gfd != capacity:
            problems.append(f"GFD labels {gfd} GPU(s), capacity {capacity}")
        if allocated > allocatable:
            problems.append("over-allocated")
        rows.append({
            "name": name,
            "product": labels(node).get(GFD_PRODUCT),
            "capacity": capacity, "allocatable": allocatable, "allocated": allocated,
            "free": free, "unavailable": unavailable, "gpu_pods": pods,
            "driver": driver_version(node), "ready": ready, "cordoned": cordoned,
            "ready_age": human_age(snap.age_seconds((ready_cond or {}).get("lastTransitionTime")))
            if ready_cond else None,
            "problems": problems,
        })
    rows.sort(key=lambda r: (0 if r["problems"] else 1, r["name"]))
    pending_pods = 0
    pending_gpus = 0
    for pod in snap.pods:
        status = pod.get("status") or {}
        if status.get("phase") == "Pending" and not (pod.get("spec") or {}).get("nodeName"):
            req = sum(pod_gpu_request(pod).values())
            if req:
                pending_pods += 1
                pending_gpus += req
    totals = {key: sum(r[key] for r in rows) for key in ("capacity", "allocatable", "allocated", "free",
                                                        "unavailable")}
    totals.update({"nodes": len(rows), "problem_nodes": sum(1 for r in rows if r["problems"]),
                   "pending_pods": pending_pods, "pending_gpus": pending_gpus})
    return rows, totals


def _chart_nodes(rows: list[dict]) -> list[dict]:
    """The bars worth drawing: nodes with unavailable GPUs first, then the fullest."""
    ranked = sorted(rows, key=lambda r: (-r["unavailable"], -(r["allocated"] / r["capacity"]
                                                                if r["capacity"] else 0), r["name"]))
    return ranked[:MAX_CHART_NODES]


# ---- timeline -----------------------------------------------------------------------------------
def _event_time(ev: dict) -> str | None:
    for key in ("lastTimestamp", "eventTime", "firstTimestamp"):
        if ev.get(key):
            return ev[key]
    series = ev.get("series") or {}
    return series.get("lastObservedTime") or (ev.get("metadata") or {}).get("creationTimestamp")


def _timeline(snap, related: set[tuple]) -> tuple[list[dict], int]:
    entries = []
    for ev in snap.events:
        if ev.get("type") != "Warning":
            continue
        inv = ev.get("involvedObject") or ev.get("regarding") or {}
        key = (inv.get("kind"), inv.get("namespace") or "", inv.get("name"))
        when = _event_time(ev)
        entries.append(_entry(snap, when, "event", ev.get("reason") or "", key,
                               ev.get("message") or ev.get("note") or "", ev.get("count")
                               or (ev.get("series") or {}).get("count") or 1, key in related))
    for pod in snap.pods:
        meta = pod.get("metadata") or {}
        key = ("Pod", meta.get("namespace") or "", meta.get("name"))
        for init in (True, False):
            for cs in container_statuses(pod, init=init):
                for where in ("lastState", "state"):
                    term = (cs.get(where) or {}).get("terminated")
                    if not isinstance(term, dict):
                        continue
                    if term.get("exitCode") == 0 and term.get("reason") in (None, "Completed"):
                        continue
                    reason = term.get("reason") or "Terminated"
                    msg = f"container {cs.get('name')} exited with code {term.get('exitCode')}"
                    if term.get("signal"):
                        msg += f" (signal {term.get('signal')})"
                    if cs.get("restartCount"):
                        msg += f"; {cs.get('restartCount')} restart(s)"
                    if term.get("message"):
                        msg += f": {term.get('message')}"
                    entries.append(_entry(snap, term.get("finishedAt"), "termination", reason, key, msg, 1,
                                          key in related))
    total = len(entries)
    entries.sort(key=lambda e: (e["sort"], e["object"]))
    return entries[-MAX_TIMELINE:], total


def _entry(snap, when, kind, reason, key, message, count, related) -> dict:
    t = parse_time(when)
    age = snap.age_seconds(when) if t else None
    kind_name, ns, name = key
    obj = f"{kind_name or '?'}/{ns + '/' if ns else ''}{name or '?'}"
    return {"time": t.strftime("%Y-%m-%d %H:%M:%SZ") if t else "unknown", "sort": t.timestamp() if t else 0.0,
            "age": (human_age(age) + " ago") if age is not None and age >= 0 else (
                "in the future" if age is not None else ""),
            "kind": kind, "reason": str(reason), "object": obj, "message": str(message),
            "count": count if isinstance(count, int) else 1, "related": related}


def _restarts(snap) -> tuple[list[dict], int]:
    rows = []
    for pod in snap.pods:
        meta = pod.get("metadata") or {}
        for cs in container_statuses(pod):
            n = cs.get("restartCount") or 0
            if not isinstance(n, int) or n <= 0:
                continue
            last = (cs.get("lastState") or {}).get("terminated") or {}
            waiting = (cs.get("state") or {}).get("waiting") or {}
            rows.append({"pod": f"{meta.get('namespace')}/{meta.get('name')}", "node":
                         (pod.get("spec") or {}).get("nodeName") or "", "container": cs.get("name") or "?",
                         "restarts": n, "state": waiting.get("reason") or next(iter(cs.get("state") or {}), ""),
                         "reason": last.get("reason") or "", "exit_code": last.get("exitCode"),
                         "finished": last.get("finishedAt") or "",
                         "ago": (human_age(snap.age_seconds(last.get("finishedAt"))) + " ago")
                         if last.get("finishedAt") and parse_time(last.get("finishedAt")) else ""})
    rows.sort(key=lambda r: (-r["restarts"], r["pod"], r["container"]))
    return rows[:MAX_RESTARTS], len(rows)
