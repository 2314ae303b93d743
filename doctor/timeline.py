"""The incident in time: when the root cause began and what followed from it.

Entries come from the snapshot only (never the wall clock): Warning events at the time they
were FIRST seen (with their count and when last seen), container terminations (OOMKilled,
errors; when the failed run started and finished, with the restart count), Pending pods from
the moment they became unschedulable (PodScheduled=False) or were created, and node
conditions that went bad (Ready not True, pressure). Each entry is linked to the finding that
names its object (its anchor in the HTML report) and to that finding's root cause.

`began` is the earliest entry about an object the top root cause names: the moment the
incident started, as far as the snapshot can tell."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .kube.guards import D, L
from .kube.pods import condition, container_statuses
from .kube.timeutil import parse_time

PRESSURE = ("MemoryPressure", "DiskPressure", "PIDPressure", "NetworkUnavailable")
MAX_ENTRIES = 300


@dataclass
class Entry:
    time: str | None          # RFC 3339, as recorded
    kind: str                 # event | termination | pending | node
    reason: str
    object: tuple             # (kind, namespace, name)
    message: str
    count: int = 1
    last: str | None = None   # when last seen (events), when the failed run finished (terminations)
    finding: str | None = None
    root: str | None = None
    cause: bool = False       # about an object in the top root cause's chain
    began: bool = False       # the first sign of the top root cause

    @property
    def sort(self) -> float:
        """Seconds since the epoch; entries without a usable time sort last."""
        t = parse_time(self.time)
        return t.timestamp() if t else float("inf")

    @property
    def ref(self) -> str:
        if not any(self.object):
            return "—"
        kind, ns, name = self.object
        return f"{kind or '?'}/{ns + '/' if ns else ''}{name or '?'}"

    def to_dict(self) -> dict:
        return {"time": self.time, "kind": self.kind, "reason": self.reason, "object": self.ref,
                "message": self.message, "count": self.count, "last": self.last, "finding": self.finding,
                "root": self.root, "cause": self.cause, "began": self.began}


@dataclass
class Timeline:
    entries: list[Entry]      # oldest first; at most MAX_ENTRIES (finding-linked ones kept first)
    total: int
    began: Entry | None
    top: str | None           # the top root cause's finding id

    def to_dict(self) -> dict:
        return {"total": self.total, "top": self.top, "began": self.began.to_dict() if self.began else None,
                "entries": [e.to_dict() for e in self.entries]}


def _s(value) -> str:
    return value if isinstance(value, str) else ""


def _event_first(ev: dict) -> str | None:
    for key in ("firstTimestamp", "eventTime", "lastTimestamp"):
        if parse_time(ev.get(key)):
            return ev[key]
    series = D(ev.get("series"))
    return series.get("lastObservedTime") or D(ev.get("metadata")).get("creationTimestamp")


def _event_last(ev: dict) -> str | None:
    series = D(ev.get("series"))
    for value in (series.get("lastObservedTime"), ev.get("lastTimestamp")):
        if parse_time(value):
            return value
    return None


def _count(ev: dict) -> int:
    for value in (ev.get("count"), D(ev.get("series")).get("count")):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return 1


def entries(snapshot, only: set | None = None) -> list[Entry]:
    """Every timeline entry of the snapshot (or only those about the objects in `only`),
    unlinked and unsorted; linear in events + pods + nodes."""
    out: list[Entry] = []
    for ev in snapshot.events:
        if not isinstance(ev, dict) or ev.get("type") != "Warning":
            continue
        inv = D(ev.get("involvedObject") or ev.get("regarding"))
        key = (_s(inv.get("kind")), _s(inv.get("namespace")), _s(inv.get("name")))
        if only is not None and key not in only:
            continue
        out.append(Entry(_event_first(ev), "event", _s(ev.get("reason")), key,
                         _s(ev.get("message") or ev.get("note")), _count(ev), _event_last(ev)))
    for pod in snapshot.pods:
        if not isinstance(pod, dict):
            continue
        meta = D(pod.get("metadata"))
        key = ("Pod", _s(meta.get("namespace")), _s(meta.get("name")))
        if only is not None and key not in only:
            continue
        for init in (True, False):
            for cs in container_statuses(pod, init=init):
                for where in ("lastState", "state"):
                    term = D(cs.get(where)).get("terminated")
                    if not isinstance(term, dict):
                        continue
                    if term.get("exitCode") == 0 and term.get("reason") in (None, "Completed"):
                        continue
                    msg = f"container {_s(cs.get('name'))} exited with code {term.get('exitCode')}"
                    if term.get("signal"):
                        msg += f" (signal {term.get('signal')})"
                    if term.get("startedAt"):
                        msg += f"; that run started {term.get('startedAt')}"
                    restarts = cs.get("restartCount")
                    if isinstance(restarts, int) and restarts:
                        msg += f"; {restarts} restart(s)"
                    if term.get("message"):
                        msg += f": {_s(term.get('message')).strip()}"
                    out.append(Entry(_s(term.get("finishedAt")) or None, "termination",
                                     _s(term.get("reason")) or "Terminated", key, msg,
                                     restarts if isinstance(restarts, int) and restarts > 0 else 1))
        spec, status = D(pod.get("spec")), D(pod.get("status"))
        if not spec.get("nodeName") and status.get("phase") in ("Pending", None) and not meta.get("deletionTimestamp"):
            sched = condition(pod, "PodScheduled")
            if sched and sched.get("status") == "False":
                out.append(Entry(_s(sched.get("lastTransitionTime")) or _s(meta.get("creationTimestamp")) or None,
                                 "pending", _s(sched.get("reason")) or "Unschedulable", key,
                                 "Pending since: " + (_s(sched.get("message")) or "not scheduled")))
            else:
                out.append(Entry(_s(meta.get("creationTimestamp")) or None, "pending", "NotScheduled", key,
                                 "created and never scheduled (no PodScheduled condition: no scheduler has "
                                 "looked at it)"))
    for node in snapshot.nodes:
        if not isinstance(node, dict):
            continue
        key = ("Node", "", _s(D(node.get("metadata")).get("name")))
        if only is not None and key not in only:
            continue
        for cond in L(D(node.get("status")).get("conditions")):
            if not isinstance(cond, dict):
                continue
            bad = (cond.get("type") == "Ready" and cond.get("status") != "True") or (
                cond.get("type") in PRESSURE and cond.get("status") == "True")
            if bad:
                out.append(Entry(_s(cond.get("lastTransitionTime")) or None, "node",
                                 f"{cond.get('type')}={cond.get('status')}", key,
                                 _s(cond.get("message")) or _s(cond.get("reason"))))
    return out


def build(snapshot, findings: Iterable, history=None) -> Timeline:
    """The snapshot's timeline, each entry linked to the top-ranked finding naming its object.
    With `history` (doctor.history.ScanHistory): when each root-cause finding was first seen by
    a scan, and the findings resolved since the previous scan (at this scan's time)."""
    findings = list(findings)
    by_object: dict[tuple, object] = {}
    parent: dict[str, str | None] = {}
    for f in findings:
        parent[f.fingerprint] = f.explained_by
        for o in f.objects:
            by_object.setdefault((o.kind, o.namespace or "", o.name), f)

    def root(fid: str | None) -> str | None:
        seen = set()
        while fid and parent.get(fid) and fid not in seen:
            seen.add(fid)
            fid = parent[fid]
        return fid

    top = next((f for f in findings if not f.explained_by), None)
    top_id = top.fingerprint if top else None
    top_objects = {(o.kind, o.namespace or "", o.name) for o in top.objects} if top else set()
    all_entries = entries(snapshot)
    owners: dict[tuple, object] = {}

    def owner_finding(key: tuple):
        """A pod no finding names: the finding about its controller (ReplicaSet, Deployment...)."""
        if key not in owners:
            owners[key] = None
            pod = snapshot.pod(key[1], key[2]) if key[0] == "Pod" else None
            for owner in snapshot.owner_chain(pod) if isinstance(pod, dict) else ():
                meta = D(owner.get("metadata"))
                f = by_object.get((_s(owner.get("kind")), _s(meta.get("namespace")), _s(meta.get("name"))))
                if f is not None:
                    owners[key] = f
                    break
        return owners[key]

    for e in all_entries:
        f = by_object.get(e.object) or (owner_finding(e.object) if e.object[0] == "Pod" else None)
        if f is not None:
            e.finding = f.fingerprint
            e.root = root(f.fingerprint)
            e.cause = top_id is not None and e.root == top_id
        if e.object in top_objects:
            e.cause = True
    if history is not None:
        all_entries.extend(_history_entries(snapshot, findings, history, root, top_id))
    all_entries.sort(key=lambda e: (e.sort, 0 if e.cause else 1, e.ref, e.reason))
    began = next((e for e in all_entries if e.object in top_objects and e.time), None)
    if began is not None:
        began.began = True
    total = len(all_entries)
    if total > MAX_ENTRIES:
        linked = [e for e in all_entries if e.finding]
        keep = set(map(id, linked[:MAX_ENTRIES]))
        rest = [e for e in all_entries if id(e) not in keep]
        for e in reversed(rest):           # fill with the most recent unlinked entries
            if len(keep) >= MAX_ENTRIES:
                break
            keep.add(id(e))
        if began is not None:
            keep.add(id(began))
        all_entries = [e for e in all_entries if id(e) in keep]
    return Timeline(all_entries, total, began, top_id)


def _history_entries(snapshot, findings: list, history, root, top_id) -> list[Entry]:
    out = []
    first = getattr(history, "first_seen", {}) or {}
    for f in findings:
        if f.explained_by or f.fingerprint not in first:
            continue        # root causes only: their symptoms were seen with them
        obj = f.objects[0] if f.objects else None
        key = (obj.kind, obj.namespace or "", obj.name) if obj else ("", "", "")
        state = history.status.get(f.fingerprint, "new")
        out.append(Entry(first[f.fingerprint], "scan", "first seen", key,
                         f"{f.title} ({state} in this scan)", finding=f.fingerprint, root=root(f.fingerprint),
                         cause=f.fingerprint == top_id))
    observed = snapshot.observed_at.isoformat().replace("+00:00", "Z")
    for r in getattr(history, "resolved", None) or []:
        out.append(Entry(observed, "scan", "resolved", ("", "", ""),
                         f"{r.get('title')} ({r.get('check')}, {r.get('severity')}): open in the previous scan, "
                         "gone in this one"))
    return out


def began(snapshot, findings: Iterable) -> Entry | None:
    """The first sign of the top root cause (the same entry `build` marks), reading only the
    entries about that finding's own objects."""
    top = next((f for f in findings if not f.explained_by), None)
    if top is None:
        return None
    objects = {(o.kind, o.namespace or "", o.name) for o in top.objects}
    found = sorted((e for e in entries(snapshot, objects) if e.time), key=lambda e: (e.sort, e.ref, e.reason))
    if not found:
        return None
    found[0].finding, found[0].cause, found[0].began = top.fingerprint, True, True
    return found[0]


def restarts(snapshot) -> list[dict]:
    """Every container that restarted: pod, node, container, restarts, current state, and how its
    last run ended (reason, exit code, when); most restarts first."""
    rows = []
    for pod in snapshot.pods:
        if not isinstance(pod, dict):
            continue
        meta = D(pod.get("metadata"))
        for cs in container_statuses(pod):
            n = cs.get("restartCount") or 0
            if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
                continue
            last = D(D(cs.get("lastState")).get("terminated"))
            state = D(cs.get("state"))
            rows.append({"pod": f"{_s(meta.get('namespace'))}/{_s(meta.get('name'))}",
                         "node": _s(D(pod.get("spec")).get("nodeName")), "container": _s(cs.get("name")) or "?",
                         "restarts": n, "state": _s(D(state.get("waiting")).get("reason")) or next(iter(state), ""),
                         "reason": _s(last.get("reason")), "exit_code": last.get("exitCode"),
                         "finished": _s(last.get("finishedAt"))})
    rows.sort(key=lambda r: (-r["restarts"], r["pod"], r["container"]))
    return rows
