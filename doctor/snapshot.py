"""The one data format every check reads: Kubernetes objects as plain dicts (exactly as
`kubectl get -o json` prints them), node GPU reports, logs, and when it was observed.
Indexes are built once, on first use, so no check loops over all pods per node."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import cached_property
from typing import Iterable, Iterator

from .kube.guards import D as _d, L as _l
from .kube.timeutil import parse_time
from .resources import resource_named

ObjKey = tuple[str, str, str]  # (resource name, namespace or "", name)


@dataclass
class Snapshot:
    objects: dict[str, list[dict]] = field(default_factory=dict)
    # resources known to have been recorded/listed, even when empty
    recorded: set[str] = field(default_factory=set)
    # resource -> why it could not be read (RBAC 403, not installed, ...)
    unavailable: dict[str, str] = field(default_factory=dict)
    # (namespace, pod, container) -> log text; container "" = all containers of a pod
    logs: dict[tuple[str, str, str], str] = field(default_factory=dict)
    # node name -> node report (doctor.node/v1 shape)
    node_reports: dict[str, dict] = field(default_factory=dict)
    meta: dict = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)   # shown on stderr, never dropped

    # ---- what is in it -------------------------------------------------------------
    def items(self, resource: str) -> list[dict]:
        return self.objects.get(_canonical(resource), [])

    def has(self, resource: str) -> bool:
        """True when this resource was recorded (an empty list counts) and is readable."""
        name = _canonical(resource)
        if name in self.unavailable:
            return False
        if name == "node_reports":
            return bool(self.node_reports)
        if name == "logs":
            return bool(self.logs)
        return name in self.recorded or bool(self.objects.get(name))

    def why_missing(self, resource: str) -> str:
        name = _canonical(resource)
        if name in self.unavailable:
            return f"{name}: {self.unavailable[name]}"
        if name == "node_reports":
            return "no node GPU reports (run `doctor collect`, or pass nvidia-smi -q -x XML files with --from)"
        if name == "logs":
            return "no container logs in the snapshot"
        if name == "secrets":
            return ("Secrets are not read live; to check Secret references offline, add "
                    "`kubectl get secrets -A -o json` to --from (values are dropped on load)")
        return f"{name} not in the snapshot (record it with `kubectl get {name} -A -o json`)"

    def add(self, resource: str, obj: dict) -> None:
        self.objects.setdefault(resource, []).append(obj)
        self.recorded.add(resource)
        self.__dict__.pop("_index", None)

    @property
    def nodes(self) -> list[dict]:
        return self.items("nodes")

    @property
    def pods(self) -> list[dict]:
        return self.items("pods")

    @property
    def events(self) -> list[dict]:
        return self.items("events")

    # ---- time ----------------------------------------------------------------------
    @cached_property
    def observed_at(self) -> datetime:
        """The run's "now": meta.json's observed_at, else the newest timestamp in the data
        (so a replayed recording gives the same ages tomorrow), else the wall clock."""
        stamp = parse_time(self.meta.get("observed_at"))
        if stamp:
            return stamp
        newest = None
        for ev in self.events:
            for key in ("lastTimestamp", "eventTime", "firstTimestamp"):
                t = parse_time(ev.get(key))
                if t and (newest is None or t > newest):
                    newest = t
        for pod in self.pods:
            for cond in (pod.get("status") or {}).get("conditions") or []:
                t = parse_time(cond.get("lastTransitionTime"))
                if t and (newest is None or t > newest):
                    newest = t
        return newest or datetime.now(timezone.utc)

    def age_seconds(self, timestamp: str | None) -> float | None:
        t = parse_time(timestamp)
        return None if t is None else (self.observed_at - t).total_seconds()

    # ---- indexes -------------------------------------------------------------------
    @cached_property
    def _index(self) -> "_Index":
        return _Index(self)

    def get(self, resource: str, namespace: str | None, name: str) -> dict | None:
        if not isinstance(name, str) or not isinstance(namespace, (str, type(None))):
            return None
        return self._index.key(_canonical(resource), namespace or "", name)

    def by_uid(self, uid: str) -> dict | None:
        return self._index.by_uid.get(uid) if isinstance(uid, str) else None

    def pods_on_node(self, node_name: str) -> list[dict]:
        return self._index.pods_by_node.get(node_name, [])

    def node(self, name: str) -> dict | None:
        return self.get("nodes", None, name)

    def pod(self, namespace: str, name: str) -> dict | None:
        return self.get("pods", namespace, name)

    def in_namespace(self, resource: str, namespace: str) -> list[dict]:
        if not isinstance(namespace, str):
            return []
        return self._index.by_namespace.get((_canonical(resource), namespace), [])

    def events_for(self, obj: dict, kind: str | None = None) -> list[dict]:
        """Events whose involvedObject (or events.k8s.io `regarding`) is this object,
        matched by uid when both sides have one, else by kind/namespace/name."""
        meta = _d(obj.get("metadata"))
        uid = _s(meta.get("uid"))
        kind = kind or _s(obj.get("kind"))
        by_name = self._index.events_by_name.get((kind, _s(meta.get("namespace")), _s(meta.get("name"))), [])
        if not uid:
            return by_name
        by_uid = self._index.events_by_uid.get(uid, [])
        seen = {id(e) for e in by_uid}
        return by_uid + [e for e in by_name if id(e) not in seen and not _d(_involved(e)).get("uid")]

    def owner_chain(self, obj: dict) -> list[dict]:
        """Controller owners from the object upwards (Pod -> ReplicaSet -> Deployment),
        as far as the snapshot holds them."""
        chain: list[dict] = []
        current = obj
        seen: set[str] = set()
        while True:
            refs = [o for o in _l(_d(current.get("metadata")).get("ownerReferences")) if isinstance(o, dict)]
            owner = next((o for o in refs if o.get("controller") is True), refs[0] if refs else None)
            uid = _s(owner.get("uid")) if owner else ""
            if owner is None or uid in seen:
                return chain
            seen.add(uid)
            found = self.by_uid(uid) or self._find_owner(current, owner)
            if found is None:
                return chain
            chain.append(found)
            current = found

    def _find_owner(self, child: dict, ref: dict) -> dict | None:
        ns = _s(_d(child.get("metadata")).get("namespace"))
        for obj in self._index.by_kind_name.get((_s(ref.get("kind")), _s(ref.get("name"))), []):
            if _s(_d(obj.get("metadata")).get("namespace")) in (ns, ""):
                return obj
        return None

    def log(self, namespace: str, pod: str, container: str | None = None) -> str | None:
        if container is not None and (namespace, pod, container) in self.logs:
            return self.logs[(namespace, pod, container)]
        return self.logs.get((namespace, pod, ""))

    def logs_of_pod(self, namespace: str, pod: str) -> Iterator[tuple[str, str]]:
        """(container, text) for every log recorded for this pod."""
        for (ns, name, container), text in self._index.logs_by_pod.get((namespace, pod), []):
            yield container, text


def _canonical(resource: str) -> str:
    if resource in ("node_reports", "logs"):
        return resource
    known = resource_named(resource)
    return known.name if known else resource


def _involved(event: dict) -> dict:
    return event.get("involvedObject") or event.get("regarding") or {}


def _s(value) -> str:
    return value if isinstance(value, str) else ""


class _Index:
    """Each index is built on first use, in one pass: `doctor pending` on a 150k-pod
    snapshot needs pods by node and by name, not every other object by uid."""

    def __init__(self, snap: Snapshot) -> None:
        self._snap = snap
        self._by_key: dict[str, dict[tuple[str, str], dict]] = {}

    def key(self, resource: str, namespace: str, name: str) -> dict | None:
        table = self._by_key.get(resource)
        if table is None:
            table = self._by_key[resource] = {}
            for obj in self._snap.objects.get(resource, ()):
                meta = _d(obj.get("metadata"))
                table[(_s(meta.get("namespace")), _s(meta.get("name")))] = obj
        return table.get((namespace, name))

    @cached_property
    def by_uid(self) -> dict[str, dict]:
        out: dict[str, dict] = {}
        for items in self._snap.objects.values():
            for obj in items:
                uid = _d(obj.get("metadata")).get("uid")
                if uid and isinstance(uid, str):
                    out[uid] = obj
        return out

    @cached_property
    def by_kind_name(self) -> dict[tuple, list[dict]]:
        out: dict[tuple, list[dict]] = defaultdict(list)
        for resource, items in self._snap.objects.items():
            if resource == "events":
                continue
            for obj in items:
                out[(_s(obj.get("kind")), _s(_d(obj.get("metadata")).get("name")))].append(obj)
        return out

    @cached_property
    def by_namespace(self) -> dict[tuple[str, str], list[dict]]:
        out: dict[tuple[str, str], list[dict]] = defaultdict(list)
        for resource, items in self._snap.objects.items():
            for obj in items:
                out[(resource, _s(_d(obj.get("metadata")).get("namespace")))].append(obj)
        return out

    @cached_property
    def pods_by_node(self) -> dict[str, list[dict]]:
        out: dict[str, list[dict]] = defaultdict(list)
        for pod in self._snap.pods:
            node = _d(pod.get("spec")).get("nodeName")
            if node and isinstance(node, str):
                out[node].append(pod)
        return out

    @cached_property
    def _events(self) -> tuple[dict, dict]:
        by_uid: dict[str, list[dict]] = defaultdict(list)
        by_name: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
        for ev in self._snap.events:
            inv = _d(_involved(ev))
            uid = inv.get("uid")
            if uid and isinstance(uid, str):
                by_uid[uid].append(ev)
            by_name[(_s(inv.get("kind")), _s(inv.get("namespace")), _s(inv.get("name")))].append(ev)
        return by_uid, by_name

    @property
    def events_by_uid(self) -> dict[str, list[dict]]:
        return self._events[0]

    @property
    def events_by_name(self) -> dict[tuple[str, str, str], list[dict]]:
        return self._events[1]

    @cached_property
    def logs_by_pod(self) -> dict[tuple[str, str], list]:
        out: dict[tuple[str, str], list] = defaultdict(list)
        for key, text in self._snap.logs.items():
            out[(key[0], key[1])].append((key, text))
        return out


def merge(snapshots: Iterable[Snapshot]) -> Snapshot:
    """Several --from paths make one snapshot. An object seen twice (same resource,
    namespace and name) is kept once: the copy with the higher resourceVersion."""
    out = Snapshot()
    seen: dict[ObjKey, int] = {}
    for snap in snapshots:
        out.sources.extend(snap.sources)
        out.warnings.extend(snap.warnings)
        out.meta = {**snap.meta, **out.meta} if out.meta else dict(snap.meta)
        out.recorded |= snap.recorded
        for k, v in snap.unavailable.items():
            out.unavailable.setdefault(k, v)
        out.logs.update(snap.logs)
        out.node_reports.update(snap.node_reports)
        for resource, items in snap.objects.items():
            bucket = out.objects.setdefault(resource, [])
            for obj in items:
                meta = obj.get("metadata") or {}
                key = (resource, meta.get("namespace") or "", meta.get("name") or "")
                if resource == "events" or not meta.get("name"):
                    bucket.append(obj)
                    continue
                if key in seen:
                    old = bucket[seen[key]]
                    if _rv(obj) >= _rv(old):
                        bucket[seen[key]] = obj
                    continue
                seen[key] = len(bucket)
                bucket.append(obj)
    return out


def _rv(obj: dict) -> int:
    try:
        return int((obj.get("metadata") or {}).get("resourceVersion") or 0)
    except (TypeError, ValueError):
        return 0
