"""FailedScheduling (and FailedCreate) events: count (core/v1 `count` or events.k8s.io
`series.count`), last seen, parsed message."""
from __future__ import annotations

from ..kube.guards import D

from dataclasses import dataclass

from ..kube.timeutil import parse_time
from ..signatures.events import ParsedMessage, parse_message


@dataclass
class SchedulingEvent:
    event: dict
    index: int              # position in the snapshot's events list (for evidence)
    message: str
    count: int
    last_seen: str | None
    component: str | None
    parsed: ParsedMessage | None


def event_message(ev: dict) -> str:
    return ev.get("message") or ev.get("note") or ""


def event_count(ev: dict) -> int:
    series = D(ev.get("series"))
    for value in (series.get("count"), ev.get("count"), ev.get("deprecatedCount")):
        if isinstance(value, int) and value > 0:
            return value
    return 1


def event_last_seen(ev: dict) -> str | None:
    series = D(ev.get("series"))
    return (series.get("lastObservedTime") or ev.get("lastTimestamp") or ev.get("eventTime")
            or ev.get("firstTimestamp") or D(ev.get("metadata")).get("creationTimestamp"))


def event_component(ev: dict) -> str | None:
    return (ev.get("reportingComponent") or ev.get("reportingController")
            or D(ev.get("source")).get("component") or D(ev.get("deprecatedSource")).get("component"))


def _sort_key(se: SchedulingEvent):
    t = parse_time(se.last_seen)
    return (t is not None, t.timestamp() if t else 0.0, se.index)


def events_with_reason(snapshot, obj: dict, reason: str, kind: str | None = None) -> list[SchedulingEvent]:
    """Events about obj with this reason, oldest first."""
    out = []
    for ev in snapshot.events_for(obj, kind):
        if ev.get("reason") != reason:
            continue
        msg = event_message(ev)
        out.append(SchedulingEvent(ev, 0, msg, event_count(ev), event_last_seen(ev), event_component(ev),
                                   parse_message(msg) if reason == "FailedScheduling" else None))
    out.sort(key=_sort_key)
    return out


def failed_scheduling(snapshot, pod: dict) -> list[SchedulingEvent]:
    return events_with_reason(snapshot, pod, "FailedScheduling", "Pod")
