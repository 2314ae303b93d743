"""doctor.kube.gpu.may_request_gpu / gpu_pods: the shared pre-filter several checks and the facts
read instead of each passing over every pod. It may let extra pods through, never drop one
that requests a GPU resource (pod_gpu_request) or holds a DRA claim."""
from __future__ import annotations

import pytest

from doctor.kube.gpu import gpu_pod_ids, gpu_pods, may_request_gpu, pod_gpu_request
from doctor.snapshot import Snapshot
from doctor.sources.fixtures import load_paths
from testlib import FIXTURES


def _pod(name, containers=(), init=(), **spec):
    return {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name, "namespace": "default", "uid": name},
            "spec": {"containers": list(containers), **({"initContainers": list(init)} if init else {}), **spec},
            "status": {"phase": "Running"}}


def _c(limits=None, requests=None):
    res = {}
    if limits is not None:
        res["limits"] = limits
    if requests is not None:
        res["requests"] = requests
    return {"name": "main", "image": "x", "resources": res}


GPU_PODS = [
    _pod("limit", [_c(limits={"nvidia.com/gpu": "1"})]),
    _pod("request-only", [_c(requests={"nvidia.com/gpu": "2"})]),
    _pod("mig", [_c(limits={"nvidia.com/mig-1g.5gb": "1"})]),
    _pod("shared", [_c(limits={"nvidia.com/gpu.shared": "1"})]),
    _pod("amd", [_c(limits={"amd.com/gpu": "1"})]),
    _pod("intel", [_c(limits={"gpu.intel.com/i915": "1"})]),
    _pod("init-only", [_c(requests={"cpu": "1"})], init=[_c(limits={"nvidia.com/gpu": "1"})]),
    _pod("overhead", [_c(requests={"cpu": "1"})], overhead={"nvidia.com/gpu": "1"}),
    _pod("zero", [_c(limits={"nvidia.com/gpu": "0"})]),        # present, 0: pod_gpu_request keeps the key
    _pod("claim", [_c(requests={"cpu": "1"})], resourceClaims=[{"name": "gpu", "resourceClaimName": "c"}]),
]
PLAIN_PODS = [
    _pod("cpu", [_c(limits={"memory": "1Gi"}, requests={"cpu": "500m", "memory": "1Gi"})]),
    _pod("nothing", [{"name": "main", "image": "x"}]),
    _pod("pod-level", [_c(requests={"cpu": "1"})], resources={"requests": {"cpu": "2", "memory": "1Gi"}}),
    {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "no-spec"}},
]


@pytest.mark.parametrize("pod", GPU_PODS, ids=lambda p: p["metadata"]["name"])
def test_gpu_pods_pass(pod):
    assert may_request_gpu(pod)


@pytest.mark.parametrize("pod", PLAIN_PODS, ids=lambda p: p["metadata"]["name"])
def test_plain_pods_are_dropped(pod):
    assert not may_request_gpu(pod)
    assert pod_gpu_request(pod) == {}


def test_index_keeps_snapshot_order_and_ids():
    snap = Snapshot()
    for p in PLAIN_PODS[:2] + GPU_PODS[:3] + PLAIN_PODS[2:3] + GPU_PODS[3:]:
        snap.add("pods", p)
    assert [p["metadata"]["name"] for p in gpu_pods(snap)] == [p["metadata"]["name"] for p in GPU_PODS]
    assert gpu_pod_ids(snap) == {id(p) for p in GPU_PODS}


def test_sound_on_every_fixture():
    """No fixture pod outside the index requests a GPU resource."""
    seen = 0
    for folder in sorted(FIXTURES.iterdir()):
        if not folder.is_dir() or folder.name.startswith("_"):
            continue
        try:
            snap = load_paths([str(folder)])
        except BaseException:  # noqa: BLE001 - hostile fixtures that do not load are not the point here
            continue
        ids = gpu_pod_ids(snap)
        for pod in snap.pods:
            if id(pod) not in ids:
                assert pod_gpu_request(pod) == {}, (folder.name, pod.get("metadata"))
                assert not (pod.get("spec") or {}).get("resourceClaims"), (folder.name, pod.get("metadata"))
            seen += 1
    assert seen > 500


def test_every_gpu_resource_name_carries_a_marker():
    """The pre-filter looks for GPU_NAME_MARKERS; every name is_gpu_resource accepts has one."""
    from doctor.kube.gpu import GPU_NAME_MARKERS, is_gpu_resource

    names = ["nvidia.com/gpu", "nvidia.com/gpu.shared", "nvidia.com/mig-1g.5gb", "nvidia.com/mig-3g.40gb.shared",
             "amd.com/gpu", "gpu.intel.com/i915", "gpu.intel.com/xe"]
    assert all(is_gpu_resource(n) for n in names)
    assert [n for n in names if not any(m in n for m in GPU_NAME_MARKERS)] == []
