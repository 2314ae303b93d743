"""Every recorded fixture cluster, loaded into the real API server (objects, then their status
through the status subresource), read back by `doctor scan` / `doctor pending` live with
deploy/rbac.yaml's identity, and compared with the same commands `--from` the fixture.

The scheduler is paused (SIGSTOP) while a fixture is loaded and read: the recordings are
clusters as they were observed, and a live scheduler would otherwise bind or re-judge their
Pending pods before doctor reads them.

Normalisation, and why each is needed:
- uids, resourceVersions, creationTimestamps are the server's (it assigns them); owner
  references and events' involvedObject.uid are remapped to the new uids.
- Every other timestamp is shifted by (now - the fixture's observed_at), so ages computed
  live ("pending for 20 min", "event seen 3 min ago") equal the recorded ones; the `--from`
  side reads a copy of the fixture whose meta.json says the live server's version, so both
  sides use the same kube-scheduler wording (the live API server is 1.35).
- Findings are compared as (check, severity, affected objects); titles may differ only in
  durations measured from creationTimestamp, which the API server does not let a client set.
- Checks that read container logs or node GPU reports are left out: there is no kubelet to
  serve logs and no node agent here.
- Objects the API server refuses (validation, admission) are listed in the assertion message;
  a fixture with refused objects fails (the fixture is then not shaped like real output)."""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from e2e_support import Made, drain, run_doctor
from crds import install
from harness import ROOT
from kube import ApiError

FIXTURES = ROOT / "fixtures"
SKIP_FILES = {"meta.json", "secrets.json"}   # doctor never reads Secrets
ORDER = ["Namespace", "CustomResourceDefinition", "PriorityClass", "StorageClass", "RuntimeClass", "DeviceClass",
         "PersistentVolume", "Node", "ResourceSlice", "ConfigMap", "Service", "ServiceAccount", "ResourceQuota",
         "LimitRange", "NetworkPolicy", "ClusterPolicy", "NVIDIADriver", "Queue", "ClusterQueue", "LocalQueue",
         "CronJob", "Job", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "PyTorchJob", "MPIJob",
         "JobSet", "RayCluster", "RayJob", "RayService", "PodGroup", "Workload", "PersistentVolumeClaim",
         "ResourceClaimTemplate", "HorizontalPodAutoscaler", "Pod", "ResourceClaim", "Endpoints", "Event"]
TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")


def fixture_dirs() -> list[Path]:
    return sorted(p for p in FIXTURES.iterdir()
                  if p.is_dir() and not p.name.startswith("_") and (p / "pods.json").exists())


def _parse_ts(s: str) -> datetime:
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


def _shift(value, delta: timedelta):
    if isinstance(value, dict):
        return {k: _shift(v, delta) for k, v in value.items()}
    if isinstance(value, list):
        return [_shift(v, delta) for v in value]
    if isinstance(value, str) and TS.match(value):
        t = _parse_ts(value) + delta
        frac = "." + value.split(".")[1][:6].rstrip("Z") if "." in value else ""
        return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S") + (frac + "Z" if frac else "Z")
    return value


def read_objects(folder: Path) -> list[dict]:
    out = []
    for f in sorted(folder.glob("*.json")):
        if f.name in SKIP_FILES:
            continue
        doc = json.loads(f.read_text())
        items = doc.get("items", []) if doc.get("kind", "").endswith("List") or "items" in doc else [doc]
        out += [i for i in items if isinstance(i, dict) and i.get("kind")]
    out.sort(key=lambda o: ORDER.index(o["kind"]) if o["kind"] in ORDER else len(ORDER) - 2)
    return owners_first(out)


def owners_first(objs: list[dict]) -> list[dict]:
    """`objs` (sorted by kind) with every object moved after the objects of the recording that
    own it (metadata.ownerReferences[].uid), as the controllers created them: the loader maps a
    recorded owner uid to the server's uid only once the owner exists. ORDER alone cannot say it:
    Kueue's Workload is owned by a Job, a JobSet, ... (created before it) but, with the pod
    integration, by the Pod itself (created after it)."""
    by_uid = {(o.get("metadata") or {}).get("uid"): i for i, o in enumerate(objs) if (o.get("metadata") or {}).get("uid")}
    done: set[int] = set()
    out: list[dict] = []

    def visit(i: int, path: set[int]) -> None:
        if i in done or i in path:          # an ownership cycle: keep the kind order
            return
        path.add(i)
        for ref in (objs[i].get("metadata") or {}).get("ownerReferences") or []:
            j = by_uid.get((ref or {}).get("uid"))
            if j is not None:
                visit(j, path)
        path.discard(i)
        done.add(i)
        out.append(objs[i])

    for i in range(len(objs)):
        visit(i, set())
    return out


def clean(obj: dict, uids: dict[str, str]) -> dict:
    obj = json.loads(json.dumps(obj))
    meta = obj.setdefault("metadata", {})
    for k in ("uid", "resourceVersion", "creationTimestamp", "generation", "managedFields", "selfLink",
              "deletionTimestamp", "deletionGracePeriodSeconds", "finalizers", "generateName"):
        meta.pop(k, None)
    for ref in meta.get("ownerReferences", []) or []:
        if ref.get("uid") in uids:
            ref["uid"] = uids[ref["uid"]]
    if obj["kind"] == "Event":
        inv = obj.get("involvedObject") or {}
        if inv.get("uid") in uids:
            inv["uid"] = uids[inv["uid"]]
        inv.pop("resourceVersion", None)
        if obj.get("eventTime") is None:
            obj.pop("eventTime", None)
    if obj["kind"] == "Service" and (obj.get("spec") or {}).get("clusterIP") not in (None, "None"):
        # the API server allocates cluster IPs (a recorded one may be taken or out of range
        # here); a headless Service (clusterIP: None) keeps it
        obj["spec"].pop("clusterIP", None)
        obj["spec"].pop("clusterIPs", None)
    if obj["kind"] == "Pod":
        # the Priority admission plugin computes these from priorityClassName and refuses a pod
        # that states them (what a recording holds is the admitted value)
        obj.get("spec", {}).pop("priority", None)
        obj.get("spec", {}).pop("preemptionPolicy", None)
    return obj


class Loaded:
    def __init__(self) -> None:
        self.paths: list[str] = []
        self.namespaces: set[str] = set()
        self.made = Made()          # namespaces this load created, labels it set on existing ones
        self.refused: list[str] = []
        self.created: dict[tuple, str] = {}    # (kind, namespace, name) -> the server's creationTimestamp


def load_fixture(kube, folder: Path, delta: timedelta) -> Loaded:
    loaded = Loaded()
    uids: dict[str, str] = {}
    objs = read_objects(folder)
    for obj in objs:
        ns = (obj.get("metadata") or {}).get("namespace")
        if ns and ns not in loaded.namespaces:
            loaded.namespaces.add(ns)
            loaded.made.namespace(kube, ns)
    for raw in objs:
        old_uid = (raw.get("metadata") or {}).get("uid")
        obj = _shift(clean(raw, uids), delta)
        status = obj.pop("status", None) if obj["kind"] not in ("Node",) else obj.get("status")
        try:
            if obj["kind"] == "Namespace":
                loaded.made.namespace(kube, obj["metadata"]["name"], obj["metadata"].get("labels"))
                created = kube.get(kube.obj_path(obj))
            elif obj["kind"] == "PriorityClass" and obj["metadata"]["name"].startswith("system-"):
                created = kube.get(kube.obj_path(obj))      # the API server's own built-in classes
            else:
                created = kube.create(obj)
                loaded.paths.append(kube.obj_path(created))
            if old_uid:
                uids[old_uid] = created["metadata"]["uid"]
            cm = created.get("metadata") or {}
            loaded.created[(raw["kind"], cm.get("namespace") or "", cm.get("name"))] = cm.get("creationTimestamp")
            if status and obj["kind"] == "Pod":
                status.pop("qosClass", None)   # computed by the API server from the resources; immutable
            if status and obj["kind"] != "Event":
                try:
                    kube.put_status(created, status)
                except ApiError as exc:
                    if exc.status != 404:    # kinds without a status subresource took it on create
                        raise
        except (ApiError, KeyError) as exc:
            loaded.refused.append(f"{raw['kind']} {(raw.get('metadata') or {}).get('namespace', '')}/"
                                  f"{(raw.get('metadata') or {}).get('name')}: {exc}")
    return loaded


def unload(kube, loaded: Loaded) -> None:
    """Leave the control plane as found for the next fixture and module: every object deleted
    and waited for until gone, events of the fixture's namespaces deleted, the namespaces this
    load created removed, labels it set on existing namespaces restored."""
    loaded.made.objects = list(loaded.paths)
    drain(kube, [f"/api/v1/namespaces/{ns}/events" for ns in sorted(loaded.namespaces)])
    loaded.made.undo(kube)


@pytest.fixture(scope="module")
def paused_scheduler(controlplane, kube):
    install(kube)
    pid = controlplane.env.get("scheduler_pid")
    assert pid, "the harness did not report kube-scheduler's pid"
    os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(pid, signal.SIGCONT)


LIVE_LESS = ("logs", "node_reports", "secrets")


def _live_less_checks(folder: Path) -> set[str]:
    """Checks left out of the comparison: those reading container logs or node GPU reports
    (no kubelet, no node agent here) or Secrets (never read live, by design), and those that
    need a resource the recording does not hold (live, the list is readable and may be empty:
    the live run then knows more than the recording, e.g. that a Service does not exist)."""
    from doctor.registry import discover

    recorded = {f.stem for f in folder.glob("*.json")} - {"meta"} | {"namespaces", "services"}
    out = set()
    for c in discover(plugins=False):
        needs = set(getattr(c, "requires", ()) or ())
        if needs & set(LIVE_LESS) or any(n not in recorded and n not in ("logs", "node_reports") for n in needs):
            out.add(c.id)
    return out


def normalised(report: dict, leave_out: set[str]) -> set[tuple]:
    out = set()
    for f in report["findings"]:
        if f["check"] in leave_out:
            continue
        objs = tuple(sorted((o.get("kind"), o.get("namespace") or "", o.get("name")) for o in f.get("objects", [])))
        out.add((f["check"], f["severity"], objs))
    return out


# Fixtures made of objects no API server accepts, on purpose (every other fixture must load:
# a refused object fails the test, it is a fixture bug).
INVALID_BY_DESIGN = {
    "hostile": "hostile input by design (names and label values with markup a real API server refuses)",
}

# Differences understood but not removed, each with its reason (the test still runs them).
KNOWN = {
    "dra-extended-resource": "recorded on a cluster with the DRAExtendedResource alpha gate on; this harness runs "
                             "1.35 defaults, whose API server drops DeviceClass.spec.extendedResourceName on create",
}


@pytest.mark.parametrize("folder", [pytest.param(p, marks=pytest.mark.xfail(reason=KNOWN[p.name], strict=False))
                                    if p.name in KNOWN else p for p in fixture_dirs()], ids=lambda p: p.name)
def test_fixture_live_equals_recorded(folder, kube, readonly_kubeconfig, paused_scheduler, controlplane, tmp_path):
    meta = json.loads((folder / "meta.json").read_text()) if (folder / "meta.json").exists() else {}
    observed = _parse_ts(meta.get("observed_at", "2026-01-01T00:00:00Z"))
    now = datetime.now(timezone.utc).replace(microsecond=0)
    delta = now - observed
    # the --from side: the same recording, its clock moved like the live objects', observed
    # from the live server's version
    copy = tmp_path / folder.name
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("logs", "nodes"))
    for f in copy.glob("*.json"):
        if f.name != "meta.json":
            f.write_text(json.dumps(_shift(json.loads(f.read_text()), delta)))
    # what the live cluster holds beyond the fixture is empty lists (nothing else is loaded):
    # the recording of that cluster would say so too, instead of "not recorded"
    from doctor.resources import BY_NAME

    for name in sorted(BY_NAME):
        if name not in ("namespaces", "secrets") and not (copy / f"{name}.json").exists():
            (copy / f"{name}.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": []}))
    meta_copy = dict(meta, observed_at=now.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     server_version=controlplane.env.get("kubernetes_version"))
    (copy / "meta.json").write_text(json.dumps(meta_copy))
    loaded = load_fixture(kube, folder, delta)
    try:
        if loaded.refused:
            # not shaped like anything a real API server holds: a defect of the fixture, listed
            # here for its owner (the comparison would be meaningless without these objects);
            # only a fixture that is invalid on purpose may hold such objects
            msg = f"{len(loaded.refused)} object(s) the real API server refuses:\n" + "\n".join(loaded.refused[:8])
            if folder.name in INVALID_BY_DESIGN:
                pytest.xfail(f"{INVALID_BY_DESIGN[folder.name]}; {msg}")
            pytest.fail(msg)
        # the --from side gets the creationTimestamps the server gave the live objects (a client
        # cannot set them): both sides then describe the same cluster, created just now
        for f in copy.glob("*.json"):
            if f.name == "meta.json":
                continue
            doc = json.loads(f.read_text())
            items = doc.get("items") if isinstance(doc.get("items"), list) else [doc]
            for item in items:
                m = item.get("metadata") or {}
                ts = loaded.created.get((item.get("kind"), m.get("namespace") or "", m.get("name")))
                if ts:
                    m["creationTimestamp"] = ts
            f.write_text(json.dumps(doc))
        # objects written at a Kueue version doctor does not list (v1beta2) are read back at
        # v1beta1 (crds.py: no webhook; the fields doctor reads have the same names), so no
        # fixture is excused for its CRD version: a difference fails
        _compare(folder, copy, readonly_kubeconfig)
    finally:
        unload(kube, loaded)


def _compare(folder: Path, copy: Path, readonly_kubeconfig: str) -> None:
    leave_out = _live_less_checks(folder)
    live = run_doctor("scan", "-o", "json", "--fail-on", "critical", "--kubeconfig", readonly_kubeconfig)
    recorded = run_doctor("scan", "-o", "json", "--fail-on", "critical", "--from", str(copy))
    assert live.code in (0, 1), live.stderr[-2000:]
    assert recorded.code in (0, 1), recorded.stderr[-2000:]
    dump = os.environ.get("DOCTOR_E2E_DUMP")    # debugging: keep both reports
    if dump:
        Path(dump).mkdir(parents=True, exist_ok=True)
        (Path(dump) / f"{folder.name}.live.json").write_text(live.stdout)
        (Path(dump) / f"{folder.name}.recorded.json").write_text(recorded.stdout)
    a, b = normalised(live.json(), leave_out), normalised(recorded.json(), leave_out)
    assert a == b, (f"live-only findings: {sorted(a - b)}\nrecorded-only findings: {sorted(b - a)}")
    pods = json.loads((folder / "pods.json").read_text()).get("items", [])
    for pod in pods:
        if pod.get("spec", {}).get("nodeName") or pod.get("status", {}).get("phase") not in (None, "Pending"):
            continue
        ref = f"{pod['metadata'].get('namespace', 'default')}/{pod['metadata']['name']}"
        lp = run_doctor("pending", ref, "-o", "json", "--kubeconfig", readonly_kubeconfig)
        rp = run_doctor("pending", ref, "-o", "json", "--from", str(copy))
        if dump:
            (Path(dump) / f"{folder.name}.{ref.replace('/', '_')}.live.json").write_text(lp.stdout)
            (Path(dump) / f"{folder.name}.{ref.replace('/', '_')}.recorded.json").write_text(rp.stdout)
        assert lp.code == rp.code, (ref, lp.code, rp.code, lp.stderr[-500:], rp.stderr[-500:])
        if lp.code == 2:
            continue
        ld, rd = lp.json(), rp.json()
        for key in ("schedulable", "status", "message", "preemption", "disagreement"):
            assert ld.get(key) == rd.get(key), (ref, key, ld.get(key), rd.get(key))
        assert [(n["name"], n["fits"], n["reasons"]) for n in ld["nodes"]] == \
               [(n["name"], n["fits"], n["reasons"]) for n in rd["nodes"]], ref
        assert [f["check"] for f in ld["findings"]] == [f["check"] for f in rd["findings"]], ref
