"""doctor.kube.first_looks takes three pre-filters in one pass over the pods (issue 16: cache
misses on 150k pods); each index must hold what its own pass gave, in the same order."""
from __future__ import annotations

import pytest

from testlib import FIXTURES
from doctor.distributed.jobs import _candidate, jobs_of
from doctor.gpu.operator import classify, maybe_operand, operand_pods
from doctor.kube.first_looks import first_looks, kubelet_named, owner_row
from doctor.kube.gpu import gpu_pods, may_request_gpu
from doctor.kube.pods import has_stopped_container

FOLDERS = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_"))


def _load(folder):
    from doctor.sources.fixtures import load_paths

    try:
        return load_paths([str(FIXTURES / folder)])
    except Exception:   # the hostile-input fixtures are refused on load
        pytest.skip(f"{folder} is refused on load")


@pytest.mark.parametrize("folder", FOLDERS)
def test_one_pass_gives_each_pass(folder):
    snap = _load(folder)
    looks = first_looks(snap)
    assert looks is not None
    pods = snap.pods
    assert [id(p) for p in looks["gpu"]] == [id(p) for p in pods if isinstance(p, dict) and may_request_gpu(p)]
    assert [id(p) for p in looks["distributed.candidate"]] == [id(p) for p in pods if _candidate(p)]
    assert [id(p) for p in looks["gpu.operand"]] == [id(p) for p in pods if maybe_operand(p)]
    assert [id(p) for p in looks["kubelet"]] == [id(p) for p in pods if kubelet_named(p)]
    assert [id(p) for p in looks["stopped"]] == [id(p) for p in pods if has_stopped_container(p)]
    gpu_ids = {id(p) for p in looks["gpu"]}
    assert [id(p) for p in looks["wiring"]] == [   # the pods gpu_runtime_wiring's loop does not skip at once
        id(p) for p in pods if (p.get("status") or {}).get("reason") == "UnexpectedAdmissionError"
        or id(p) in gpu_ids or (p.get("spec") or {}).get("runtimeClassName")]
    assert looks["uids"] == {p["metadata"]["uid"]: p for p in pods
                        if isinstance(p["metadata"].get("uid"), str) and p["metadata"]["uid"]}
    assert [(id(m), id(c), id(f), s) for m, c, f, s in looks["owners"]] == [
        (id(m), id(c), id(f), s) for m, c, f, s in map(owner_row, pods)]
    assert [r[:3] for r in looks["owners"]] == [owner_row(p, status=False)[:3] for p in pods]
    assert gpu_pods(snap) is looks["gpu"]
    assert [(id(p), c.id) for p, c in operand_pods(snap)] == [
        (id(p), c.id) for p in pods if maybe_operand(p) and (c := classify(p)) is not None]


def test_anything_odd_gives_up_and_each_index_takes_its_own_pass():
    snap = _load("distributed-healthy")
    jobs_before = [(j.kind, j.name, [r.name for r in j.ranks]) for j in jobs_of(snap)]
    snap.objects["pods"].append(["not", "a", "pod"])
    snap.objects_changed()
    snap.__dict__.pop("_distributed_jobs", None)
    assert first_looks(snap) is None
    with pytest.raises(AttributeError):   # what jobs_of's own pass always did with such an object
        jobs_of(snap)
    snap.objects["pods"].pop()
    snap.objects_changed()
    assert first_looks(snap) is not None
    assert [(j.kind, j.name, [r.name for r in j.ranks]) for j in jobs_of(snap)] == jobs_before


def test_the_first_looks_are_the_checks_own_tests():
    """kubelet_named is plugin_pods' first look, has_stopped_container the condition under which
    gpu_stack_error_in_pod reads a container's messages: on pods built to hit each branch."""
    def pod(name="p", ns="n", statuses=None, init=None):
        status = {}
        if statuses is not None:
            status["containerStatuses"] = statuses
        if init is not None:
            status["initContainerStatuses"] = init
        return {"metadata": {"name": name, "namespace": ns}, "status": status}

    assert kubelet_named(pod("nvidia-dra-driver-gpu-kubelet-plugin-x")) and kubelet_named(pod(ns="dra-kubelet"))
    assert not kubelet_named(pod()) and not kubelet_named({"metadata": ["odd"]})
    running = {"state": {"running": {}}, "lastState": {}}
    assert not has_stopped_container(pod(statuses=[running])) and not has_stopped_container(pod())
    assert has_stopped_container(pod(statuses=[running, {"state": {"waiting": {"reason": "CrashLoopBackOff"}}}]))
    assert has_stopped_container(pod(init=[{"state": {"terminated": {"exitCode": 1}}}]))
    assert has_stopped_container(pod(statuses=[{"state": {"running": {}}, "lastState": {"terminated": {}}}]))
    assert not has_stopped_container(pod(statuses=[{"state": {"running": {}}, "lastState": {"waiting": {}}}]))


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_uid_index_is_the_same_with_the_shared_pass(folder):
    snap = _load(folder)
    alone = {k: id(v) for k, v in snap._index.by_uid.items()}   # its own pass (first_looks has not run)
    snap.objects_changed()
    assert first_looks(snap) is not None
    assert {k: id(v) for k, v in snap._index.by_uid.items()} == alone


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_walk_is_the_same_with_and_without_the_shared_pass(folder):
    from doctor.workloads import _Walk

    snap = _load(folder)
    snap.__dict__["_derived"]["kube.first_looks"] = None   # as when the shared pass gave up
    alone = _Walk(snap)
    snap.objects_changed()
    assert first_looks(snap) is not None
    shared = _Walk(snap)
    assert [(t.key, t.pods, [id(p) for p in (t.members or [])]) for t in shared.templates] == [
        (t.key, t.pods, [id(p) for p in (t.members or [])]) for t in alone.templates]
    assert {k: [id(p) for p in v] for k, v in shared.pods_by_owner_uid.items()} == {
        k: [id(p) for p in v] for k, v in alone.pods_by_owner_uid.items()}


def test_a_look_registered_after_the_pass_is_not_in_it():
    from doctor.kube import first_looks as fl

    snap = _load("gpu-healthy")
    assert first_looks(snap) is not None and fl.looked(snap, "test.late") is None
    fl.register("test.late", lambda pod: True)
    try:
        assert fl.looked(snap, "test.late") is None   # its consumer takes its own pass
        snap.objects_changed()
        assert [id(p) for p in fl.looked(snap, "test.late")] == [id(p) for p in snap.pods]
    finally:
        fl._REGISTERED.pop("test.late")


def _state_summary(snap):
    from doctor.scheduler import ClusterState

    st = ClusterState(snap)
    st._scan_pods()
    return ({n: ([id(p) for p in i.pods], dict(i.requested), sorted(i._bad)) for n, i in st._infos.items()},
            [(id(p), [id(t) for t in terms]) for p, terms in st._anti],
            {k: [id(p) for p in v] for k, v in st._pending_by_owner.items()}, list(st.bad_quantities))


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_scheduler_state_is_the_same_with_and_without_the_shared_pass(folder):
    from doctor.kube.first_looks import SCAN_ROWS

    snap = _load(folder)
    snap.__dict__["_derived"]["kube.first_looks"] = None   # as when the shared pass gave up
    alone = _state_summary(snap)
    snap.objects_changed()
    looks = first_looks(snap)
    assert looks is not None and (SCAN_ROWS in looks) == bool(snap.unbound_pods())
    assert _state_summary(snap) == alone


def test_a_bad_quantity_is_reported_the_same_way():

    snap = _load("pending-fragmented")
    bound = next(p for p in snap.pods if (p.get("spec") or {}).get("nodeName") and p["spec"].get("containers"))
    bound["spec"]["containers"][0].setdefault("resources", {})["requests"] = {"cpu": "lots"}
    snap.objects_changed()
    snap.__dict__["_derived"]["kube.first_looks"] = None
    alone = _state_summary(snap)
    snap.objects_changed()
    assert first_looks(snap) is not None
    shared = _state_summary(snap)
    assert shared == alone and any("lots" in b for b in shared[3])


def _reference(snap):
    """The shared pass taken with the looks' own functions, pod by pod (what _build inlines for
    the common pod), or None where any of them raises."""
    from doctor.kube import first_looks as fl

    gpu, stopped, kubelet, wiring, uids, owners = [], [], [], [], {}, []
    extra = [(name, predicate, []) for name, predicate in fl._REGISTERED.items()]
    try:
        fn = fl._scan_rows(snap)
        rows = [(fl.SCAN_ROWS, fn, [])] if fn is not None else []
        for pod in snap.pods:
            if not isinstance(pod, dict):
                return None
            fl._slow(pod, gpu, stopped, kubelet, wiring, uids, owners, extra, rows)
    except Exception:   # noqa: BLE001
        return None
    looks = {"gpu": gpu, "stopped": stopped, "kubelet": kubelet, "wiring": wiring, "uids": uids, "owners": owners}
    for name, _fn, out in extra + rows:
        looks[name] = out
    return looks


def _ids(looks):
    if looks is None:
        return None
    out = {}
    for k, v in looks.items():
        if k == "uids":
            out[k] = {u: id(p) for u, p in v.items()}
        elif k == "owners":
            out[k] = [(m, id(c), id(f), s) for m, c, f, s in v]
        elif k == "scheduler.scan_rows":
            out[k] = [r if r is None else (r[0], r[1], id(r[2]), r[3] if not isinstance(r[3], Exception) else str(r[3]))
                      for r in v]
        else:
            out[k] = [id(p) for p in v]
    return out


ODD_PODS = [
    {"metadata": {}, "spec": {}},
    {"metadata": {"name": "kubelet-x", "uid": 7}, "spec": {"nodeName": "nowhere"}},
    {"metadata": {"name": 5, "namespace": None}, "spec": {"containers": [{"resources": {"limits": {"nvidia.com/gpu": 1}}}]}},
    {"metadata": {"name": "a"}, "spec": {"containers": ["not a container", {"resources": None}]}},
    {"metadata": {"name": "b"}, "spec": {"initContainers": [{"resources": {"requests": {"amd.com/gpu": "1"}}}]}},
    {"metadata": {"name": "c"}, "spec": {"overhead": {"nvidia.com/gpu": "1"}}},
    {"metadata": {"name": "d"}, "spec": {"overhead": {"cpu": "1"}, "resourceClaims": []}},
    {"metadata": {"name": "e"}, "spec": {"resourceClaims": [{"name": "gpu"}]}},
    {"metadata": {"name": "f"}, "spec": {"runtimeClassName": "nvidia"}, "status": {}},
    {"metadata": {"name": "g"}, "spec": {}, "status": {"reason": "UnexpectedAdmissionError", "phase": "Failed"}},
    {"metadata": {"name": "h"}, "spec": {}, "status": {"initContainerStatuses": [{"state": {"waiting": {}}}]}},
    {"metadata": {"name": "i"}, "spec": {}, "status": {"containerStatuses": [{"state": {}, "lastState": {"terminated": {}}}]}},
    {"metadata": {"name": "j", "ownerReferences": [{"kind": "Job", "uid": "u1"}, {"controller": True, "uid": "u2"}]},
     "spec": {}, "status": {"phase": "Succeeded"}},
    {"metadata": {"name": "k", "ownerReferences": ["odd"]}, "spec": {}},
    {"metadata": {"name": "l"}, "spec": None, "status": None},
    {"metadata": None, "spec": {"containers": [{"resources": {"requests": {"nvidia.com/gpu": 1}}}]}},
    {"spec": {"nodeName": "x"}},
]


@pytest.mark.parametrize("odd", range(len(ODD_PODS)))
def test_the_inlined_pass_is_the_looks_own_functions(odd):
    """_build reads the common pod inline: on odd pods (and a real cluster's) it gives what the
    looks' own functions give, pod by pod, and gives up where one of them raises."""
    import copy

    from doctor.kube import first_looks as fl

    for folder in ("pending-fragmented", "distributed-healthy", "gpu-healthy"):
        snap = _load(folder)
        bound = copy.deepcopy(next(p for p in snap.pods if (p.get("spec") or {}).get("nodeName")))
        odd_pod = copy.deepcopy(ODD_PODS[odd])
        if (odd_pod.get("spec") or {}).get("nodeName") == "x":
            odd_pod["spec"]["nodeName"] = bound["spec"]["nodeName"]
        snap.objects["pods"][1:1] = [odd_pod, bound]
        snap.objects_changed()
        assert _ids(fl._build(snap)) == _ids(_reference(snap))


@pytest.mark.parametrize("bad", [{"metadata": {}, "spec": {}, "status": ["odd"]},
                                 {"metadata": {}, "spec": {}, "status": {"containerStatuses": ["odd"]}},
                                 {"metadata": {"ownerReferences": 3}, "spec": {}}])
def test_the_inlined_pass_gives_up_where_a_look_raises(bad):
    from doctor.kube import first_looks as fl

    snap = _load("gpu-healthy")
    snap.objects["pods"].append(bad)
    snap.objects_changed()
    assert _reference(snap) is None and fl._build(snap) is None


def _is_gpu_node_long_way(node):
    from doctor.kube.gpu import GFD_PRESENT, NFD_NVIDIA_PCI, gfd_gpu_count, gpu_resources, labels

    lab = labels(node)
    if lab.get(GFD_PRESENT) == "true" or (gfd_gpu_count(node) or 0) > 0:
        return True
    if any(lab.get(k) == "true" for k in NFD_NVIDIA_PCI):
        return True
    return any(gpu_resources(node, "capacity").values())


@pytest.mark.parametrize("folder", FOLDERS)
def test_is_gpu_node_is_the_long_way(folder):
    """is_gpu_node's pre-filter (no resource name with 'gpu' or 'nvidia.com/' in capacity: False
    without building the GPU-resources dict) answers as the full test, on every fixture's nodes
    and on odd capacities."""
    from doctor.kube.gpu import is_gpu_node

    snap = _load(folder)
    odd = [{"status": {"capacity": c}} for c in (
        {}, None, {"cpu": "4"}, {"nvidia.com/gpu": "0"}, {"nvidia.com/gpu": "2"}, {"nvidia.com/mig-1g.5gb": "7"},
        {"amd.com/gpu": 1}, {"gpu.intel.com/i915": "1"}, {"example.com/gpumem": "8"}, {1: "2", "nvidia.com/gpu": 1},
        {"nvidia.com/gpu": "-1"}, {"NVIDIA.COM/GPU": "1"})]
    def outcome(fn, node):
        try:
            return fn(node)
        except Exception as exc:   # noqa: BLE001 - both ways must raise alike
            return type(exc).__name__

    for node in list(snap.nodes) + odd:
        assert outcome(is_gpu_node, node) == outcome(_is_gpu_node_long_way, node)
