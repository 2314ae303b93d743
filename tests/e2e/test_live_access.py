"""deploy/rbac.yaml judged by the real authorizer (RBAC + Node, kube-apiserver 1.35), the
partial-access answers of issue 11 with the built-in `view` ClusterRole and a namespace-only
Role, discovery of real CRDs at several served versions, and real pagination."""
from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from e2e_support import Made, drain, run_doctor, sa_kubeconfig

NS = "e2e-access"
MANY = "e2e-many"      # the pagination test's 10,500 pods (removed with the module)


@pytest.fixture(scope="module")
def made(kube):
    """Everything this module creates, removed at its end (and waited for): later modules
    compare whole-cluster reports, and the module guard checks it."""
    m = Made()
    yield m
    drain(kube, [f"/api/v1/namespaces/{MANY}/pods"], labelSelector="app=many")   # 10,500: one collection DELETE
    m.undo(kube)


@pytest.fixture(scope="module")
def small_cluster(kube, crds, made):
    """Two GPU nodes, a Pending GPU pod and a running one, one object of every CRD kind."""
    made.namespace(kube, NS)
    nodes = []
    for i in (1, 2):
        node = {"apiVersion": "v1", "kind": "Node",
                "metadata": {"name": f"access-gpu-{i}", "labels": {"nvidia.com/gpu.product": "NVIDIA-A100-SXM4-80GB",
                                                                   "nvidia.com/gpu.count": "8"}},
                "spec": {"taints": [{"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"}]},
                "status": {"capacity": {"cpu": "96", "memory": "1Ti", "pods": "110", "nvidia.com/gpu": "8"},
                           "allocatable": {"cpu": "95", "memory": "1000Gi", "pods": "110", "nvidia.com/gpu": "8"},
                           "conditions": [{"type": "Ready", "status": "True", "reason": "KubeletReady"}]}}
        created = made.create(kube, node)
        if created.get("status", {}).get("allocatable") != node["status"]["allocatable"]:
            kube.put_status(created, node["status"])
        nodes.append(node)
    pending = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "wants-16-gpus", "namespace": NS},
               "spec": {"containers": [{"name": "train", "image": "nvcr.io/nvidia/pytorch:24.05-py3",
                                        "resources": {"limits": {"nvidia.com/gpu": "16"}}}],
                        "tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}]}}
    made.create(kube, pending)
    # wait until the scheduler has judged the pod against every node the cluster has: on a loaded machine its first
    # attempt can run before the second node reaches its cache ('0/1 nodes are available'), and the node's arrival
    # requeues the pod for a second attempt that counts both (a CI run at 3x the usual wall time saw the first)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        pod = kube.get(f"/api/v1/namespaces/{NS}/pods/wants-16-gpus")
        total = len(kube.get("/api/v1/nodes").get("items", []))
        if any(c["type"] == "PodScheduled" and c["status"] == "False"
               and (c.get("message") or "").startswith(f"0/{total} nodes")
               for c in pod.get("status", {}).get("conditions", [])):
            break
        time.sleep(0.1)
    for group, kind, plural, namespaced, versions, _ in crds:
        obj = {"apiVersion": f"{group}/{versions[0]}", "kind": kind,
               "metadata": {"name": f"e2e-{kind.lower()}", **({"namespace": NS} if namespaced else {})},
               "spec": {}}
        made.create(kube, obj)
    return {"nodes": nodes, "pending": pending}


def test_readonly_role_reads_everything_it_needs(readonly_kubeconfig, small_cluster):
    """Every resource doctor knows, listed live with deploy/rbac.yaml's identity: no 403."""
    from doctor.resources import BY_NAME
    from doctor.sources.live import collect

    snap = collect(sorted(BY_NAME), kubeconfig=readonly_kubeconfig)
    forbidden = {k: v for k, v in snap.unavailable.items() if "forbidden" in str(v).lower() or "403" in str(v)}
    assert not forbidden, f"deploy/rbac.yaml misses: {forbidden}"
    # every CRD group is installed here, so nothing may be "not installed" either
    missing = {k: v for k, v in snap.unavailable.items() if k != "node_reports"}
    assert not missing, missing
    assert snap.meta["server_version"].startswith("v1.35.")
    kinds = {n: len(snap.objects.get(n, [])) for n in ("nodes", "pods", "mpijobs.kubeflow.org", "rayclusters.ray.io")}
    assert kinds["nodes"] >= 2 and kinds["pods"] >= 1 and kinds["mpijobs.kubeflow.org"] >= 1, kinds
    # the pods/log rule too: a log request is answered by the server, not refused by RBAC
    from doctor.sources.live import connect

    client = connect(readonly_kubeconfig)
    resp = client.get(f"/api/v1/namespaces/{NS}/pods/wants-16-gpus/log")
    assert resp.status != 403, resp.status_message()


def test_readonly_scan_and_pending_run_without_403(readonly_kubeconfig, small_cluster):
    scan = run_doctor("scan", "-o", "json", "--kubeconfig", readonly_kubeconfig)
    assert scan.code in (0, 1), scan.stderr
    report = scan.json()
    assert not any("forbidden" in json.dumps(v).lower() for v in (report.get("unavailable") or {}).values()), \
        report.get("unavailable")
    pending = run_doctor("pending", f"{NS}/wants-16-gpus", "-o", "json", "--kubeconfig", readonly_kubeconfig)
    assert pending.code == 1, pending.stderr
    doc = pending.json()
    assert doc["schedulable"] is False
    assert doc["message"].startswith("0/"), doc["message"]
    assert doc["observed"] is not None and not doc["disagreement"], doc


def test_crd_served_at_a_newer_version_only(kube, crds, readonly_kubeconfig, made):
    """MPIJob served at v2beta1 and v1 (doctor asks for v2beta1); ray.io at v1 and v1alpha1:
    objects created at either version are listed once, at the version doctor expects."""
    from doctor.sources.live import collect

    made.namespace(kube, NS)
    made.create(kube, {"apiVersion": "ray.io/v1alpha1", "kind": "RayCluster",
                 "metadata": {"name": "made-at-v1alpha1", "namespace": NS}, "spec": {}})
    snap = collect(["rayclusters.ray.io", "mpijobs.kubeflow.org"], kubeconfig=readonly_kubeconfig)
    names = {o["metadata"]["name"] for o in snap.objects["rayclusters.ray.io"]}
    assert "made-at-v1alpha1" in names
    assert {o["apiVersion"] for o in snap.objects["rayclusters.ray.io"]} == {"ray.io/v1"}
    assert not snap.warnings or all("served as" not in w for w in snap.warnings), snap.warnings


def _bind(kind: str, role_kind: str, role: str, sa_ns: str, sa: str, ns: str | None = None) -> dict:
    meta = {"name": f"e2e-{sa}-{role}"}
    if ns:
        meta["namespace"] = ns
    return {"apiVersion": "rbac.authorization.k8s.io/v1", "kind": kind, "metadata": meta,
            "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": role_kind, "name": role},
            "subjects": [{"kind": "ServiceAccount", "name": sa, "namespace": sa_ns}]}


def test_view_role_scan_exits_3_naming_what_is_forbidden(controlplane, kube, small_cluster, made):
    """The built-in `view` ClusterRole reads pods but not nodes: issue 11 requires exit 3 with
    one line naming what was forbidden (never "no problems" or "the cluster has no nodes")."""
    kc = sa_kubeconfig(controlplane, kube, "e2e-view", "viewer",
                       [_bind("ClusterRoleBinding", "ClusterRole", "view", "e2e-view", "viewer")], made)
    scan = run_doctor("scan", "--kubeconfig", kc)
    assert scan.code == 3, (scan.code, scan.stdout[-1500:], scan.stderr[-1500:])
    assert "nodes" in (scan.stdout + scan.stderr) and "forbidden" in (scan.stdout + scan.stderr).lower()
    pending = run_doctor("pending", f"{NS}/wants-16-gpus", "--kubeconfig", kc)
    text = pending.stdout + pending.stderr
    assert "has no nodes" not in text, text
    assert pending.code == 3, (pending.code, text[-1500:])


def test_namespace_only_role_pending_falls_back_to_the_namespace(controlplane, kube, small_cluster, made):
    """A Role in the pod's namespace only (cluster-wide pods forbidden), plus read access to
    nodes: `pending` falls back to the namespace, finds the pod, and says that capacity
    verdicts are partial (issue 11)."""
    role = {"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "Role",
            "metadata": {"name": "e2e-ns-reader", "namespace": NS},
            "rules": [{"apiGroups": ["", "apps", "batch"], "resources": ["pods", "events", "persistentvolumeclaims",
                                                                        "resourcequotas", "replicasets", "jobs"],
                       "verbs": ["get", "list", "watch"]}]}
    nodes_role = {"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRole",
                  "metadata": {"name": "e2e-nodes-reader"},
                  "rules": [{"apiGroups": [""], "resources": ["nodes"], "verbs": ["get", "list", "watch"]}]}
    for doc in (role, nodes_role):
        made.create(kube, doc)
    kc = sa_kubeconfig(controlplane, kube, "e2e-nsonly", "nsreader", [
        _bind("RoleBinding", "Role", "e2e-ns-reader", "e2e-nsonly", "nsreader", ns=NS),
        _bind("ClusterRoleBinding", "ClusterRole", "e2e-nodes-reader", "e2e-nsonly", "nsreader")], made)
    pending = run_doctor("pending", f"{NS}/wants-16-gpus", "-o", "json", "--kubeconfig", kc)
    assert pending.code != 2, f"pod not found though it exists (no namespace fallback): {pending.stderr}"
    doc = pending.json()
    assert doc["pod"] == {"namespace": NS, "name": "wants-16-gpus"}
    assert doc["schedulable"] is False
    text = json.dumps(doc).lower()
    assert "partial" in text or "namespace" in " ".join(doc.get("notes") or []).lower(), doc.get("notes")


def test_pagination_with_real_continue_tokens(kube, readonly_kubeconfig, small_cluster, made):
    """10,500 pods listed in pages of 500 through the API server's own continue tokens."""
    from doctor.sources.live import collect

    ns = MANY
    made.namespace(kube, ns)
    have = len(kube.list_all(f"/api/v1/namespaces/{ns}/pods", limit=5000))
    total = 10_500

    def make(i: int) -> None:
        kube.create({"apiVersion": "v1", "kind": "Pod",
                     "metadata": {"name": f"p-{i:05d}", "namespace": ns, "labels": {"app": "many"}},
                     "spec": {"nodeName": "access-gpu-1", "containers": [{"name": "c", "image": "busybox"}]}})

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(make, range(have, total)))
    snap = collect(["pods"], kubeconfig=readonly_kubeconfig, namespace=ns, page_size=500)
    names = [p["metadata"]["name"] for p in snap.objects["pods"]]
    assert len(names) == total and len(set(names)) == total
    assert snap.meta["api_requests"] >= total // 500 + 1
    assert all(p["kind"] == "Pod" and p["apiVersion"] == "v1" for p in snap.objects["pods"][:5])


def test_record_then_replay_gives_the_same_report(readonly_kubeconfig, small_cluster, tmp_path):
    """`doctor record` from the live API server with deploy/rbac.yaml's identity, then
    `scan --from` the recording: the same findings as `scan` live (titles compared with numbers
    masked: the two runs observe the cluster a few seconds apart, and ages are measured from
    each run's own observation time). On a loaded machine the cluster can still be settling between the two
    observations (the scheduler's requeue, an earlier test's namespace being deleted: a CI run at twice the usual
    wall time saw the live scan and the recording differ by the pending pod's fragmentation finding), so a differing
    pair is observed again, up to three times, and the last pair's reports and gaps are shown when they still differ."""
    import re

    def norm(report):
        return sorted((f["check"], f["severity"], re.sub(r"\d+", "#", f["title"]),
                       tuple(sorted((o.get("kind"), o.get("namespace") or "", o.get("name")) for o in f["objects"])))
                      for f in report["findings"])

    for attempt in range(3):
        out = tmp_path / f"rec{attempt}"
        rec = run_doctor("record", str(out), "--kubeconfig", readonly_kubeconfig)
        assert rec.code == 0, rec.stderr[-2000:]
        assert (out / "meta.json").exists() and (out / "pods.json").exists()
        live = run_doctor("scan", "-o", "json", "--kubeconfig", readonly_kubeconfig)
        replay = run_doctor("scan", "-o", "json", "--from", str(out))
        if live.code == replay.code and norm(live.json()) == norm(replay.json()):
            break
        time.sleep(2)
    assert live.code == replay.code, (live.code, replay.code, replay.stderr[-1000:])
    assert norm(live.json()) == norm(replay.json()), (live.json().get("gaps"), replay.json().get("gaps"))
    assert {c["id"]: c["status"] for c in live.json()["checks"]} == \
           {c["id"]: c["status"] for c in replay.json()["checks"]}
