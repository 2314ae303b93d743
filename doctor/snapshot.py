"""The one data format every check reads: Kubernetes objects as plain dicts (exactly as
`kubectl get -o json` prints them), node GPU reports, logs, and when it was observed.
Indexes are built once, on first use, so no check loops over all pods per node."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import cached_property
from itertools import repeat
from typing import Iterable, Iterator

from .kube.guards import D as _d, L as _l
from .kube.timeutil import parse_time
from .resources import resource_named

ObjKey = tuple[str, str, str]  # (resource name, namespace or "", name)

# What a snapshot can be missing, and how (one word each; JSON "gaps" uses them):
FORBIDDEN = "forbidden"          # the API server answered 403 (RBAC): nothing read
FAILED = "failed"                # errors, timeouts, the run deadline: nothing (or not all) read
NOT_INSTALLED = "not-installed"  # the API does not exist in this cluster: nothing to read
NOT_READ = "not-read"            # the doctor chose not to read it (Secrets)
FILTERED = "filtered"            # read in one namespace only (`record -n NS`, a namespaced fallback)
ABSENT = "absent"                # some objects are missing from a recording (pods name nodes it lacks)
# kinds that mean the cluster held data the doctor could not see
BLIND = (FORBIDDEN, FAILED)


@dataclass(frozen=True)
class Gap:
    """One thing the snapshot knows it is missing. `partial` gaps leave what was read in
    place (a namespace's pods, the nodes a recording kept); the others mean nothing was read."""
    resource: str
    kind: str
    reason: str                      # one line: what happened
    message: str = ""                # the API server's own words (403 message), when there was one
    rule: str = ""                   # the RBAC rule that would let the doctor read it
    partial: bool = False
    namespace: str | None = None     # FILTERED: the one namespace that was read

    def line(self, api_message: bool = True) -> str:
        return f"{self.resource}: {self.detail(api_message)}"

    def detail(self, api_message: bool = False) -> str:
        text = self.reason
        if api_message and self.message and self.message not in self.reason:
            text += f" (API server: {self.message})"
        if self.rule:
            text += f"; to read it, add to the doctor's ClusterRole: {self.rule}"
        return text

    def to_dict(self) -> dict:
        out = {"resource": self.resource, "kind": self.kind, "reason": self.reason, "partial": self.partial}
        for key in ("message", "rule", "namespace"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        return out

    @classmethod
    def from_dict(cls, resource: str, doc) -> "Gap | None":
        if not isinstance(doc, dict) or not isinstance(doc.get("kind"), str):
            return None
        text = {k: doc.get(k) if isinstance(doc.get(k), str) else "" for k in ("reason", "message", "rule")}
        ns = doc.get("namespace") if isinstance(doc.get("namespace"), str) else None
        return cls(resource, doc["kind"], text["reason"] or doc["kind"], text["message"], text["rule"],
                   bool(doc.get("partial")), ns)


def rbac_rule(resource: str, verb: str = "list") -> str:
    """The ClusterRole rule that grants `verb` on a resource, as it is written in YAML."""
    plural, _, group = resource.partition(".")
    return f'{{apiGroups: ["{group}"], resources: ["{plural}"], verbs: ["get", "{verb}", "watch"]}}' \
        if verb == "list" else f'{{apiGroups: ["{group}"], resources: ["{plural}"], verbs: ["{verb}"]}}'


def classify_reason(reason: str) -> str:
    """The gap kind of an `unavailable` reason written by an older doctor (strings only)."""
    low = reason.lower()
    if low.startswith("forbidden") or "(rbac)" in low or " 403" in low:
        return FORBIDDEN
    if low.startswith("not installed") or "no such api" in low:
        return NOT_INSTALLED
    if low.startswith("not read"):
        return NOT_READ
    return FAILED


@dataclass
class PlainPods:
    """Pods the loader has read enough of, while choosing how to decode them (`doctor pending`'s
    lean pods: doctor.sources.projection.lean_test), to know that gpu.operator.maybe_operand and
    kube.gpu.may_request_gpu are False for them and that they are not in `namespace`: the passes
    over every pod that look for those (operand_pods, gpu_pods, a namespace's distributed jobs)
    skip them instead of asking again (15,000 pods: ~0.02 s of the question's CPU). By id(); the
    objects are held here, so no id is reused while the record lives. A statement about these
    objects alone: adding other objects leaves it true, and a pod not in it is read as before."""
    namespace: str
    by_id: dict[int, dict]

    def skips(self, namespace: str | None = None) -> dict[int, dict] | None:
        """The ids to skip; with `namespace`: only when it is the one these pods are known not to
        be in (None otherwise)."""
        if namespace is not None and namespace != self.namespace:
            return None
        return self.by_id


def plain_pod_ids(snapshot) -> dict[int, dict] | None:
    """PlainPods.by_id of `snapshot` (any object with `pods`), or None."""
    plain = getattr(snapshot, "plain_pods", None)
    return plain.by_id if plain is not None else None


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
    # resource -> what is missing of it and why (see Gap); `unavailable` keeps the one-line reason
    gaps: dict[str, Gap] = field(default_factory=dict)
    # views derived from the data and shared by the checks of one run (see derived())
    _derived: dict = field(default_factory=dict, repr=False, compare=False)
    # pods the loader already found to be no GPU Operator operand and to request no GPU (see
    # PlainPods; `doctor pending`'s lean pods), or None: every consumer reads every pod itself
    plain_pods: "PlainPods | None" = field(default=None, repr=False, compare=False)

    def derived(self, key: str, build):
        """A view of this snapshot built once per run and shared (an index several checks read):
        `build()` runs on first use. Keys are the deriving module's name plus what it is."""
        try:
            return self._derived[key]
        except KeyError:
            value = self._derived[key] = build()
            return value

    # ---- what is missing -----------------------------------------------------------
    def mark_unavailable(self, resource: str, kind: str, reason: str, message: str = "",
                         rule: str = "") -> Gap:
        """Nothing of `resource` could be read: record why (a check needing it then skips)."""
        name = _canonical(resource)
        gap = Gap(name, kind, reason, message, rule)
        self.gaps[name] = gap
        self.unavailable[name] = gap.detail()
        return gap

    def mark_partial(self, resource: str, kind: str, reason: str, message: str = "", rule: str = "",
                     namespace: str | None = None) -> Gap:
        """Some of `resource` was read (and is kept), but not all of it."""
        name = _canonical(resource)
        gap = Gap(name, kind, reason, message, rule, partial=True, namespace=namespace)
        self.gaps[name] = gap
        return gap

    def gap(self, resource: str) -> Gap | None:
        name = _canonical(resource)
        found = self.gaps.get(name)
        if found is None and name in self.unavailable:
            why = self.unavailable[name]
            found = Gap(name, classify_reason(why), why)
        return found

    def complete(self, resource: str) -> bool:
        """Readable and known to hold every object of that resource (no partial gap)."""
        gap = self.gaps.get(_canonical(resource))
        return self.has(resource) and not (gap and gap.partial)

    def all_gaps(self) -> list[Gap]:
        names = set(self.gaps) | set(self.unavailable)
        return [g for g in (self.gap(n) for n in sorted(names)) if g is not None]

    def blind_spots(self, resources: Iterable[str] = ("nodes", "pods")) -> list[Gap]:
        """Gaps that mean the cluster held data the doctor could not see (403, errors,
        the run deadline) among `resources`: a run that has them is not a clean bill of health."""
        out = []
        for name in resources:
            gap = self.gap(name)
            if gap is not None and gap.kind in BLIND:
                out.append(gap)
        return out

    def adopt_recorded_gaps(self) -> None:
        """A recording's meta.json says what its recorder could not read (`gaps`, or the older
        `unavailable` strings) and whether it was limited to a namespace (`namespace`): carry
        that into this snapshot, so a replay is as honest as the live run. Then look for
        what the recording itself lacks: pods that the kubelet of a node ran (status.hostIP,
        containerStatuses) name nodes that are not in it -> nodes are partial."""
        meta = self.meta if isinstance(self.meta, dict) else {}
        recorded = meta.get("gaps")
        if isinstance(recorded, dict):
            for name, doc in recorded.items():
                gap = Gap.from_dict(_canonical(str(name)), doc)
                if gap is None or gap.resource in self.gaps:
                    continue
                self.gaps[gap.resource] = gap
                if not gap.partial:
                    self.unavailable.setdefault(gap.resource, gap.detail())
        for name, why in list(self.unavailable.items()):
            if name not in self.gaps and isinstance(why, str):
                self.gaps[name] = Gap(name, classify_reason(why), why)
        namespace = meta.get("namespace")
        if isinstance(namespace, str) and namespace:
            for name in self.recorded:
                known = resource_named(name)
                if known is not None and known.namespaced and name not in self.gaps:
                    self.mark_partial(name, FILTERED, f"recorded in namespace {namespace} only (`record -n "
                                      f"{namespace}`): objects in other namespaces are not in the snapshot",
                                      namespace=namespace)
        self._infer_absent_nodes()

    def _infer_absent_nodes(self) -> None:
        if not self.recorded & {"nodes"} and not self.objects.get("nodes"):
            return
        if "nodes" in self.gaps:
            return
        if isinstance(self.meta, dict) and self.meta.get("recorded_by") and "nodes" in (self.meta.get("resources") or ()):
            return   # `doctor record` lists nodes whole (or says in `gaps` that it could not)
        known = {_s(_d(n.get("metadata")).get("name")) for n in self.nodes}
        missing: set[str] = set()
        # the pods-by-node index the checks read anyway (built here, once): only the pods of
        # nodes the recording lacks are looked at
        for node, pods in self._index.pods_by_node.items():
            if node not in known and any(kubelet_ran(pod) for pod in pods):
                missing.add(node)
        if missing:
            names = sorted(missing)
            shown = ", ".join(names[:5]) + (f" (+{len(names) - 5} more)" if len(names) > 5 else "")
            self.mark_partial("nodes", ABSENT, f"{len(names)} node(s) that ran pods are missing from the "
                              f"recording ({shown}): it is partial, not the whole cluster")

    def missing_nodes(self) -> set[str]:
        """Nodes named by pods that a kubelet ran but absent from the snapshot (see above)."""
        gap = self.gaps.get("nodes")
        if gap is None or gap.kind != ABSENT:
            return set()
        known = {_s(_d(n.get("metadata")).get("name")) for n in self.nodes}
        return {n for n in self._index.pods_by_node if n not in known}

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
        gap = self.gaps.get(name)
        if gap is not None and not gap.partial:
            return gap.line(api_message=False)   # the API server's words: JSON gaps, and "Not read" with -v
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
        self.objects_changed()

    def objects_changed(self) -> None:
        """Call after changing `objects` in place: the lookup index and the views built from the
        old objects (gpu_pods, ...) are stale."""
        self.__dict__.pop("_index", None)
        if self._derived:
            self._derived.clear()

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

    def unbound_pods(self) -> list[dict]:
        """The pods whose spec names no node (spec.nodeName absent, null or empty), in snapshot
        order: what a question about Pending pods walks instead of every pod."""
        return self._index.unbound_pods

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
        for obj in self._index.kind_name(_s(ref.get("kind")), _s(ref.get("name"))):
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


def kubelet_ran(pod: dict) -> bool:
    """The pod's status was written by a kubelet (so its node existed when it ran)."""
    status = _d(pod.get("status"))
    return bool(status.get("hostIP") or status.get("startTime") or status.get("containerStatuses"))


def _canonical(resource: str) -> str:
    if resource in ("node_reports", "logs"):
        return resource
    known = resource_named(resource)
    return known.name if known else resource


def _involved(event: dict) -> dict:
    return event.get("involvedObject") or event.get("regarding") or {}


def _s(value) -> str:
    return value if isinstance(value, str) else ""


def _kinds_in(items: list) -> set[str]:
    """{_s(obj.get("kind")) for obj in items}, with the per-object reads done in C (150k pods)."""
    try:
        raw = set(map(dict.get, items, repeat("kind")))
    except TypeError:   # an object that is not a dict, or a kind that cannot be hashed
        return {_s(obj.get("kind")) for obj in items}
    return {k if isinstance(k, str) else "" for k in raw}


class _Index:
    """Each index is built on first use, in one pass: `doctor pending` on a 150k-pod
    snapshot needs pods by node and by name, not every other object by uid."""

    def __init__(self, snap: Snapshot) -> None:
        self._snap = snap
        self._by_key: dict[str, dict[tuple[str, str], dict]] = {}
        self._by_kind: dict[str, dict[str, list[dict]]] = {}
        self._kinds: dict[str, set[str]] = {}

    def key(self, resource: str, namespace: str, name: str) -> dict | None:
        table = self._by_key.get(resource)
        if table is None:
            at = self._snap._derived.get(_MERGED_KEYS, {}).get(resource)
            if at is not None:   # merge()'s own table says where each (namespace, name) is
                bucket = self._snap.objects[resource]
                table = self._by_key[resource] = {k: bucket[i] for k, i in at.items()}
                return table.get((namespace, name))
            table = self._by_key[resource] = {}
            for obj in self._snap.objects.get(resource, ()):
                meta = _d(obj.get("metadata"))
                table[(_s(meta.get("namespace")), _s(meta.get("name")))] = obj
        return table.get((namespace, name))

    @cached_property
    def by_uid(self) -> dict[str, dict]:
        from .kube.first_looks import pod_uids

        pods = pod_uids(self._snap)   # the pods' uids, when the shared first pass over them has run
        out: dict[str, dict] = {}
        for resource, items in self._snap.objects.items():
            if resource == "pods" and pods is not None:
                out.update(pods)   # the same entries this loop would make, in one C call
                continue
            for obj in items:
                uid = _d(obj.get("metadata")).get("uid")
                if uid and isinstance(uid, str):
                    out[uid] = obj
        return out

    def kind_name(self, kind: str, name: str) -> list[dict]:
        """The objects (events aside) of this kind and name, in snapshot order. Indexed per kind on
        first use, reading only the buckets that hold that kind: owner lookups ask for ReplicaSets,
        Jobs, Nodes, never build a (kind, name) entry for each of 150,000 pods."""
        table = self._by_kind.get(kind)
        if table is None:
            table = self._by_kind[kind] = defaultdict(list)
            for resource, items in self._snap.objects.items():
                if resource == "events":
                    continue
                kinds = self._kinds.get(resource)
                if kinds is None:
                    kinds = self._kinds[resource] = _kinds_in(items)
                if kind not in kinds:
                    continue
                for obj in items:
                    if _s(obj.get("kind")) == kind:
                        table[_s(_d(obj.get("metadata")).get("name"))].append(obj)
        return table.get(name, [])

    @cached_property
    def by_namespace(self) -> dict[tuple[str, str], list[dict]]:
        out: dict[tuple[str, str], list[dict]] = defaultdict(list)
        for resource, items in self._snap.objects.items():
            for obj in items:
                out[(resource, _s(_d(obj.get("metadata")).get("namespace")))].append(obj)
        return out

    @cached_property
    def pods_by_node(self) -> dict[str, list[dict]]:
        return self._by_node[0]

    @cached_property
    def unbound_pods(self) -> list[dict]:
        return self._by_node[1]

    @cached_property
    def _by_node(self) -> tuple[dict[str, list[dict]], list[dict]]:
        """One pass over the pods (each pass over 150,000 pods costs its cache misses): the pods
        bound to each node, and those with no spec.nodeName at all, both in snapshot order."""
        out: dict[str, list[dict]] = defaultdict(list)
        unbound: list[dict] = []
        for pod in self._snap.pods:
            node = _d(pod.get("spec")).get("nodeName")
            if node and isinstance(node, str):
                out[node].append(pod)
            elif not node:
                unbound.append(pod)
        return out, unbound

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


# _derived key: {resource: {(namespace, name): index in objects[resource]}} from merge(), for the
# resources whose every object has a string name and a string or no namespace (then its keys are
# exactly _Index.key's: one pass over 15,000 pods less; cleared with _derived by objects_changed())
_MERGED_KEYS = "snapshot.merged_keys"


def merge(snapshots: Iterable[Snapshot]) -> Snapshot:
    """Several --from paths make one snapshot. An object seen twice (same resource,
    namespace and name) is kept once: the copy with the higher resourceVersion."""
    out = Snapshot()
    snaps = list(snapshots)
    seen: dict[str, dict[tuple, int]] = {}
    odd: set[str] = set()   # resources with an object _Index.key would key differently (see _MERGED_KEYS)
    for snap in snaps:
        out.sources.extend(snap.sources)
        out.warnings.extend(snap.warnings)
        out.meta = {**snap.meta, **out.meta} if out.meta else dict(snap.meta)
        out.recorded |= snap.recorded
        for k, v in snap.unavailable.items():
            out.unavailable.setdefault(k, v)
        for k, g in snap.gaps.items():
            out.gaps.setdefault(k, g)
        out.logs.update(snap.logs)
        out.node_reports.update(snap.node_reports)
        for resource, items in snap.objects.items():
            bucket = out.objects.setdefault(resource, [])
            if resource == "events":
                bucket.extend(items)
                continue
            at = seen.setdefault(resource, {})   # (namespace, name) -> index in bucket
            append = bucket.append
            for obj in items:
                meta = obj.get("metadata") or {}
                name = meta.get("name")
                if not name:
                    append(obj)
                    odd.add(resource)
                    continue
                key = (meta.get("namespace") or "", name)
                if type(name) is not str or type(key[0]) is not str:
                    odd.add(resource)
                i = at.get(key)
                if i is not None:
                    if _rv(obj) >= _rv(bucket[i]):
                        bucket[i] = obj
                    continue
                at[key] = len(bucket)
                append(obj)
    out._derived[_MERGED_KEYS] = {resource: at for resource, at in seen.items() if resource not in odd}
    # the loader's plain pods of every path (what merge() keeps of them is still those objects)
    plains = [s.plain_pods for s in snaps if s.plain_pods is not None]
    if plains and len({p.namespace for p in plains}) == 1:
        by_id = plains[0].by_id if len(plains) == 1 else {k: v for p in plains for k, v in p.by_id.items()}
        out.plain_pods = PlainPods(plains[0].namespace, by_id)
    return out


def _rv(obj: dict) -> int:
    try:
        return int((obj.get("metadata") or {}).get("resourceVersion") or 0)
    except (TypeError, ValueError):
        return 0
