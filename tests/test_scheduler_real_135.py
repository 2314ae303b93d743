"""kube-scheduler wording that the end-to-end oracle (tests/e2e, a real v1.35.4 kube-scheduler)
showed the replay got wrong; each expected message below is what that real scheduler wrote for
the same cluster. Older servers keep the older behaviour.

- 1.34+: DynamicResources' PostFilter runs before DefaultPreemption; for a pod without claims it
  says "no new claims to deallocate", joined before "preemption: ...".
- 1.34+ (kubernetes/kubernetes#131345): a request above a node's whole allocatable makes
  NodeResourcesFit UnschedulableAndUnresolvable: preemption is "not helpful" there.
- 1.34+: a PreFilter failure before DynamicResources' PreFilter leaves that plugin no state; its
  PostFilter fails with "not found" and no preemption is attempted."""
from __future__ import annotations

import json

import pytest


def _node(name: str, cpu: str, gpus: int) -> dict:
    alloc = {"cpu": cpu, "memory": "64Gi", "pods": "110", "nvidia.com/gpu": str(gpus)}
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": {"kubernetes.io/hostname": name}},
            "spec": {}, "status": {"capacity": alloc, "allocatable": alloc,
                                   "conditions": [{"type": "Ready", "status": "True"}]}}


def _pod(name: str, cpu: str, gpus: int = 0, node: str | None = None, volumes=None, priority: int = 0) -> dict:
    res = {"requests": {"cpu": cpu}}
    if gpus:
        res["limits"] = {"nvidia.com/gpu": str(gpus)}
    spec = {"containers": [{"name": "c", "image": "x", "resources": res}], "priority": priority}
    if node:
        spec["nodeName"] = node
    if volumes:
        spec["volumes"] = volumes
    return {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name, "namespace": "ml"}, "spec": spec,
            "status": {"phase": "Running" if node else "Pending"}}


def _write(tmp_path, version: str, nodes, pods, extra: dict | None = None):
    def lst(items):
        return {"apiVersion": "v1", "kind": "List", "items": items}

    (tmp_path / "nodes.json").write_text(json.dumps(lst(nodes)))
    (tmp_path / "pods.json").write_text(json.dumps(lst(pods)))
    for name, items in (extra or {}).items():
        (tmp_path / name).write_text(json.dumps(lst(items)))
    (tmp_path / "meta.json").write_text(json.dumps({"observed_at": "2026-12-01T00:00:00Z", "server_version": version}))
    return tmp_path


@pytest.mark.parametrize("version,expected", [
    ("v1.35.4", "0/2 nodes are available: 1 Insufficient nvidia.com/gpu, 2 Insufficient cpu. no new claims to "
                "deallocate, preemption: 0/2 nodes are available: 1 No preemption victims found for incoming pod, "
                "1 Preemption is not helpful for scheduling."),
    ("v1.33.5", "0/2 nodes are available: 1 Insufficient nvidia.com/gpu, 2 Insufficient cpu. preemption: 0/2 nodes "
                "are available: 2 No preemption victims found for incoming pod."),
])
def test_postfilter_and_unresolvable_fit(doctor, tmp_path, version, expected):
    # big-1 has 8 CPUs, 4 used: 6 more do not fit now (resolvable); small-1 has 2 CPUs in all
    # and no GPU: the pod can never fit there (unresolvable from 1.34 on)
    nodes = [_node("big-1", "8", 8), _node("small-1", "2", 0)]
    pods = [_pod("holder", "4", node="big-1", priority=10), _pod("want", "6", gpus=1)]
    snap = _write(tmp_path, version, nodes, pods)
    r = doctor("pending", "ml/want", "--from", snap, "-o", "json")
    assert r.json()["message"] == expected


@pytest.mark.parametrize("version,suffix", [
    ("v1.35.4", " not found"),
    ("v1.33.5", " preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling."),
])
def test_prefilter_failure_stops_postfilter_from_134(doctor, tmp_path, version, suffix):
    nodes = [_node("big-1", "8", 8)]
    sc = {"apiVersion": "storage.k8s.io/v1", "kind": "StorageClass", "metadata": {"name": "fast"},
          "provisioner": "example.com/none", "volumeBindingMode": "Immediate"}
    pvc = {"apiVersion": "v1", "kind": "PersistentVolumeClaim", "metadata": {"name": "data", "namespace": "ml"},
           "spec": {"storageClassName": "fast", "accessModes": ["ReadWriteOnce"],
                    "resources": {"requests": {"storage": "1Gi"}}}, "status": {"phase": "Pending"}}
    pods = [_pod("want", "1", volumes=[{"name": "d", "persistentVolumeClaim": {"claimName": "data"}}])]
    snap = _write(tmp_path, version, nodes, pods, {"persistentvolumeclaims.json": [pvc],
                                                   "storageclasses.storage.k8s.io.json": [sc]})
    r = doctor("pending", "ml/want", "--from", snap, "-o", "json")
    assert r.json()["message"] == "0/1 nodes are available: pod has unbound immediate PersistentVolumeClaims." + suffix


def test_prefilter_message_with_not_found_postfilter_parses():
    from doctor.signatures.events import parse_message

    real = "0/6 nodes are available: pod has unbound immediate PersistentVolumeClaims. not found"
    parsed = parse_message(real)
    assert parsed.prefilter == "pod has unbound immediate PersistentVolumeClaims"
    assert parsed.reasons == {} and parsed.preemption is None


def test_preemption_dry_run_forgets_the_victims_anti_affinity(doctor, tmp_path):
    """A real v1.35.4 scheduler preempted the low-priority pod whose anti-affinity was the only
    obstacle (InterPodAffinity's RemovePod); the replay must see the node free once it is gone."""
    nodes = [_node("n1", "8", 0)]
    holder = _pod("holder", "1", node="n1", priority=1)
    holder["metadata"]["labels"] = {"app": "etl"}
    holder["spec"]["affinity"] = {"podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [
        {"labelSelector": {"matchLabels": {"app": "web"}}, "topologyKey": "kubernetes.io/hostname"}]}}
    want = _pod("want", "1", priority=1000)
    want["metadata"]["labels"] = {"app": "web"}
    snap = _write(tmp_path, "v1.35.4", nodes, [holder, want])
    d = doctor("pending", "ml/want", "--from", snap, "-o", "json").json()
    assert d["message"] == "0/1 nodes are available: 1 node(s) didn't satisfy existing pods anti-affinity rules."
    assert d["preemption"] == {"node": "n1", "victims": ["ml/holder"]}


def test_pod_affinity_counts_only_pods_matching_all_terms(doctor, tmp_path):
    """Two required affinity terms (app=web by zone, app=trainer by hostname): kube-scheduler
    counts an existing pod only if it matches ALL terms (podMatchesAllAffinityTerms), so a web
    pod and a trainer pod side by side do not satisfy it. Real v1.35.4 verdict on the same shape:
    "... node(s) didn't match pod affinity rules"."""
    node = _node("n1", "8", 0)
    node["metadata"]["labels"]["topology.kubernetes.io/zone"] = "zone-a"
    web, trainer = _pod("web", "1", node="n1"), _pod("trainer", "1", node="n1")
    web["metadata"]["labels"], trainer["metadata"]["labels"] = {"app": "web"}, {"app": "trainer"}
    want = _pod("want", "1")
    want["metadata"]["labels"] = {"app": "etl"}
    want["spec"]["affinity"] = {"podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [
        {"labelSelector": {"matchLabels": {"app": "web"}}, "topologyKey": "topology.kubernetes.io/zone"},
        {"labelSelector": {"matchLabels": {"app": "trainer"}}, "topologyKey": "kubernetes.io/hostname"}]}}
    snap = _write(tmp_path, "v1.35.4", [node], [web, trainer, want])
    d = doctor("pending", "ml/want", "--from", snap, "-o", "json").json()
    assert d["schedulable"] is False
    assert d["message"].startswith("0/1 nodes are available: 1 node(s) didn't match pod affinity rules.")
