"""Helpers shared by the end-to-end tests (a module of its own: every conftest.py is
imported as `conftest`, so tests must not import from one)."""
from __future__ import annotations

import contextlib
import io
import json
import time
from dataclasses import dataclass
from http.client import HTTPException

import yaml

from harness import ROOT
from kube import ApiError


@dataclass
class Result:
    code: int
    stdout: str
    stderr: str
    seconds: float

    def json(self):
        return json.loads(self.stdout)


def run_doctor(*args: str) -> Result:
    """The real CLI, in-process (the kubernetes client is imported once per session, as a
    long-running user would pay it once)."""
    from doctor.cli import main

    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(["--no-plugins", *map(str, args)])
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    return Result(code, out.getvalue(), err.getvalue(), time.monotonic() - started)


def rbac_docs() -> list[dict]:
    return [d for d in yaml.safe_load_all((ROOT / "deploy" / "rbac.yaml").read_text()) if d]


def sa_kubeconfig(controlplane, kube, namespace: str, name: str, bindings: list[dict], made: "Made") -> str:
    """A ServiceAccount with the given (Cluster)RoleBindings/Roles, and a kubeconfig for it
    (everything created is recorded in `made`, which removes it again)."""
    made.namespace(kube, namespace)
    docs = [{"apiVersion": "v1", "kind": "ServiceAccount", "metadata": {"name": name, "namespace": namespace}}]
    for doc in docs + bindings:
        made.create(kube, doc)
    return controlplane.token_kubeconfig(kube.token_for(namespace, name), f"{namespace}-{name}")


# ---- leaving the control plane as it was found -------------------------------------------
# Every e2e test shares one control plane (the session fixture), so each removes what it created
# and waits until the API server has really deleted it: a DELETE only marks an object with
# finalizers, and the next test creating the same name gets 409 AlreadyExists (or, worse, a
# leftover allocated ResourceClaim changes what kube-scheduler decides).
#
# Finalizers only a controller removes, and this harness runs no kube-controller-manager:
# kube-scheduler's DynamicResources plugin sets resource.kubernetes.io/delete-protection on a
# ResourceClaim before it writes the allocation (k8s.io/api resource/v1 `Finalizer`: "set for
# claims which were allocated through a builtin controller"; KEP-4381), and the resourceclaim
# controller drops it once the claim is deleted and no pod reserves it. A test plays that
# controller's part for its own objects, after their pods are gone; any other finalizer is
# left alone and, if it blocks the deletion, fails the test by name.
CONTROLLER_FINALIZERS = frozenset({"resource.kubernetes.io/delete-protection"})
GONE_TIMEOUT = 30.0


def _path_of(kube, target) -> str:
    return target if isinstance(target, str) else kube.obj_path(target)


def _unblock(kube, path: str, obj: dict) -> None:
    """A deleted object held only by a finalizer no controller here removes: remove it (merge
    patch guarded by resourceVersion; a conflict is retried at the next poll)."""
    meta = obj.get("metadata") or {}
    fins = meta.get("finalizers") or []
    keep = [f for f in fins if f not in CONTROLLER_FINALIZERS]
    if meta.get("deletionTimestamp") and keep != fins:
        kube.request("PATCH", path, {"metadata": {"finalizers": keep or None,
                                                  "resourceVersion": meta.get("resourceVersion")}},
                     content_type="application/merge-patch+json", ok=(200, 404, 409))


def _describe(obj: dict) -> str:
    meta = obj.get("metadata") or {}
    where = f"{meta['namespace']}/" if meta.get("namespace") else ""
    state = (f"terminating since {meta['deletionTimestamp']}, finalizers {meta.get('finalizers') or []}"
             if meta.get("deletionTimestamp") else "not even marked for deletion")
    return f"{obj.get('kind', '?')} {where}{meta.get('name')}: {state}"


def _fail_left(left: list[dict], timeout: float, what: str) -> None:
    lines = "\n  ".join(_describe(o) for o in left[:20])
    raise AssertionError(f"{len(left)} {what} still there {timeout:g}s after their deletion "
                         f"(the next test would find them):\n  {lines}")


def remove(kube, targets, timeout: float = GONE_TIMEOUT) -> None:
    """DELETE each object (a dict or an API path; already gone is fine) and wait until every one
    is gone (404), doing the absent controllers' part (CONTROLLER_FINALIZERS). AssertionError
    naming what is left after `timeout`."""
    paths = list(dict.fromkeys(_path_of(kube, t) for t in targets))
    # Background: the API server deletes the object itself now (the default for some kinds,
    # batch/v1 Jobs among them, is Orphan: a finalizer only the garbage collector removes)
    body = {"kind": "DeleteOptions", "apiVersion": "v1", "gracePeriodSeconds": 0, "propagationPolicy": "Background"}
    for path in paths:
        kube.request("DELETE", path, body, ok=(200, 202, 404))
    deadline = time.monotonic() + timeout
    while True:
        left = []
        for path in paths:
            obj = kube.find(path)
            if obj is None:
                continue
            _unblock(kube, path, obj)
            left.append((path, obj))
        if not left:
            return
        if time.monotonic() > deadline:
            _fail_left([o for _, o in left], timeout, "object(s)")
        paths = [p for p, _ in left]
        time.sleep(0.05)


def drain(kube, collections: list[str], timeout: float = GONE_TIMEOUT, **selector) -> None:
    """DELETE every object of each collection path (e.g. /api/v1/namespaces/NS/pods; pods with
    grace period 0, as no kubelet will confirm them) and wait until each list is empty."""
    body = {"kind": "DeleteOptions", "apiVersion": "v1", "gracePeriodSeconds": 0}
    unanswered = [path for path in collections if not _delete_collection(kube, path, body, selector)]
    deadline = time.monotonic() + timeout
    reissued = 0
    while True:
        left, still = [], []
        for path in collections:
            items = kube.get(path, **selector).get("items", []) if selector else kube.list_all(path)
            for obj in items:
                meta = obj.get("metadata") or {}
                obj_path = f"{path}/{meta.get('name')}"
                _unblock(kube, obj_path, obj)
                left.append(obj)
            if items and path in unanswered:
                still.append(path)
        if not left:
            return
        if still and reissued < DRAIN_REISSUES:
            # a timed-out collection DELETE: ask again for what is left; the wait restarts after it
            reissued += 1
            unanswered = [path for path in still if not _delete_collection(kube, path, body, selector)]
            deadline = time.monotonic() + timeout
            continue
        if time.monotonic() > deadline:
            _fail_left(left, timeout, "object(s)")
        time.sleep(0.05)


DRAIN_REISSUES = 5


def _delete_collection(kube, path: str, body: dict, selector: dict) -> bool:
    """One collection DELETE; False when the API server did not answer it in time (504/5xx, or the
    connection dropped): on a loaded machine a large collection outlasts the request timeout and
    the server answers before it has deleted everything, so the caller asks again for the rest."""
    try:
        kube.request("DELETE", path, body, query=selector or None)
    except ApiError as exc:
        if exc.status < 500:
            raise
        return False
    except (HTTPException, OSError):
        return False
    return True


def listable(kube) -> list[tuple[str, str, str, bool]]:
    """(list path prefix, plural, kind, namespaced) of every resource the API server lists, at
    each group's preferred version (a resource served at several versions is one set of
    objects)."""
    versions = [("/api/v1", "v1")]
    for g in kube.get("/apis").get("groups", []):
        pref = (g.get("preferredVersion") or g["versions"][0])["groupVersion"]
        versions.append((f"/apis/{pref}", pref))
    out = []
    for base, _gv in versions:
        try:
            doc = kube.get(base)
        except ApiError:
            continue
        for r in doc.get("resources", []):
            if "/" in r["name"] or "list" not in (r.get("verbs") or []):
                continue
            out.append((base, r["name"], r["kind"], bool(r.get("namespaced"))))
    return out


def listed(kube, skip_kinds=(), namespaced_only=False):
    """(kind, items) of every resource `listable` names, but the kinds skipped (and the cluster-scoped
    ones when namespaced_only); a resource the API server stops serving between discovery and the
    list (404/405) is passed over."""
    for base, plural, kind, namespaced in listable(kube):
        if kind in skip_kinds or (namespaced_only and not namespaced):
            continue
        try:
            items = kube.list_all(f"{base}/{plural}")
        except ApiError as exc:
            if exc.status in (404, 405):
                continue
            raise
        yield kind, items


def remove_namespaces(kube, names, timeout: float = GONE_TIMEOUT) -> None:
    """Remove namespaces a test created, as kube-controller-manager's namespace controller would
    (this harness runs none, so a deleted namespace would stay Terminating for good and refuse
    every later create in it): its events are deleted, then it must hold nothing else (a test
    removes its own objects first; anything left fails here by name, never orphaned in etcd),
    then DELETE, /finalize with no spec.finalizers, DELETE again, and wait until it is gone."""
    names = list(dict.fromkeys(names))
    if not names:
        return
    drain(kube, [f"/api/v1/namespaces/{ns}/events" for ns in names], timeout)
    held = []
    for kind, items in listed(kube, skip_kinds=("Event",), namespaced_only=True):   # events.k8s.io: core events again
        held += [f"{kind} {o['metadata']['namespace']}/{o['metadata']['name']}" for o in items
                 if o["metadata"].get("namespace") in names]
    assert not held, (f"namespace(s) {', '.join(names)} still hold {len(held)} object(s) their test did not "
                      "remove: " + ", ".join(held[:20]))
    for ns in names:
        path = f"/api/v1/namespaces/{ns}"
        kube.delete(path, grace=None)
        current = kube.find(path)
        if current is None:
            continue
        current.setdefault("spec", {})["finalizers"] = []
        kube.request("PUT", f"{path}/finalize", current, ok=(200, 404))
    remove(kube, [f"/api/v1/namespaces/{ns}" for ns in names], timeout)


# Not compared by the guard below: Events are written asynchronously by kube-scheduler's event
# broadcaster (a test deletes its pods' events, but one can land a moment later; they expire by
# the API server's event TTL) and Leases are renewed by the control plane itself.
UNGUARDED_KINDS = frozenset({"Event", "Lease"})


def cluster_state(kube) -> dict[tuple, str | None]:
    """(kind, namespace, name) -> deletionTimestamp of every object the API server lists."""
    state = {}
    for kind, items in listed(kube, skip_kinds=UNGUARDED_KINDS):
        for o in items:
            m = o.get("metadata") or {}
            state[(kind, m.get("namespace") or "", m.get("name"))] = m.get("deletionTimestamp")
    return state


def state_changes(before: dict, after: dict) -> list[str]:
    """What a test left different: objects added, removed, or now terminating."""
    out = []
    for key in sorted(set(after) - set(before)):
        out.append(f"left behind: {key[0]} {key[1] + '/' if key[1] else ''}{key[2]}"
                   + (f" (terminating since {after[key]})" if after[key] else ""))
    for key in sorted(set(before) - set(after)):
        out.append(f"removed, was there before: {key[0]} {key[1] + '/' if key[1] else ''}{key[2]}")
    for key in sorted(set(before) & set(after)):
        if after[key] and not before[key]:
            out.append(f"terminating, was live before: {key[0]} {key[1] + '/' if key[1] else ''}{key[2]}")
    return out


class Made:
    """What a test or fixture created, so that undo() removes exactly that: objects (removed and
    waited for), namespaces it created (removed when empty), labels it set on namespaces that
    were already there (restored)."""

    def __init__(self) -> None:
        self.objects: list = []
        self.namespaces: list[str] = []
        self.relabelled: dict[str, dict] = {}

    def namespace(self, kube, name: str, labels: dict | None = None) -> None:
        if kube.ensure_namespace(name, labels):
            self.namespaces.append(name)
        elif labels:
            self.relabel(kube, name, labels)

    def relabel(self, kube, name: str, labels: dict) -> None:
        path = f"/api/v1/namespaces/{name}"
        had = kube.get(path)["metadata"].get("labels") or {}
        first = self.relabelled.setdefault(name, {})
        for k in labels:
            first.setdefault(k, had.get(k))
        kube.patch(path, {"metadata": {"labels": labels}})

    def create(self, kube, obj: dict, status: bool = False) -> dict:
        created = kube.create(obj, status=status)
        self.objects.append(created)
        return created

    def undo(self, kube) -> None:
        objects, self.objects = self.objects, []
        remove(kube, list(reversed(objects)))
        namespaces, self.namespaces = self.namespaces, []
        remove_namespaces(kube, namespaces)
        relabelled, self.relabelled = self.relabelled, {}
        for name, labels in relabelled.items():
            if name in namespaces:      # created here, relabelled later: gone with its labels
                continue
            kube.patch(f"/api/v1/namespaces/{name}", {"metadata": {"labels": labels}})
