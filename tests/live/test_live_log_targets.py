"""failing_containers() (which container logs a live run reads) looks at container statuses
before namespaces and GPU requests, and asks pod_gpu_request only of pods may_request_gpu lets
through: the same targets, in the same order, as reading every pod the long way."""
from __future__ import annotations

from pathlib import Path

import pytest

from doctor.errors import InputError
from doctor.kube.gpu import pod_gpu_request
from doctor.kube.pods import container_statuses
from doctor.sources.fixtures import load_path
from doctor.sources.live import (_distributed_rank_containers, _is_failing, _unhealthy_gpu_plugin_containers,
                                 failing_containers, is_gpu_namespace)

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


def _long_way(snap):
    scored = []
    for pod in snap.pods:
        meta = pod.get("metadata") or {}
        ns, name = meta.get("namespace") or "", meta.get("name") or ""
        gpu_ns = is_gpu_namespace(ns)
        try:
            gpu_pod = bool(pod_gpu_request(pod))
        except Exception:  # noqa: BLE001
            gpu_pod = False
        if not (gpu_ns or gpu_pod):
            continue
        for init in (True, False):
            for cs in container_statuses(pod, init=init):
                if _is_failing(cs, init):
                    restarts = cs.get("restartCount") or 0
                    scored.append(((0 if gpu_ns else 1, -int(restarts) if isinstance(restarts, int) else 0),
                                   (ns, name, str(cs.get("name") or ""))))
    scored.sort(key=lambda s: s[0])
    found = [t for _, t in scored if t[2]]
    for target in _distributed_rank_containers(snap) + _unhealthy_gpu_plugin_containers(snap):
        if target not in found:
            found.append(target)
    return found


@pytest.mark.parametrize("folder", DIRS, ids=[d.name for d in DIRS])
def test_same_targets_as_the_long_way(folder):
    try:
        snap = load_path(folder)
    except InputError:
        pytest.skip("a fixture meant not to load")
    assert failing_containers(snap) == _long_way(snap)


def test_the_fixtures_have_failing_gpu_containers_to_find():
    found = sum(len(failing_containers(load_path(d))) for d in DIRS if d.name.startswith(("gpu-", "zombie-", "demo")))
    assert found >= 5


def test_device_plugins_of_nodes_short_of_gpus_are_found_through_the_node_index():
    """_unhealthy_gpu_plugin_containers reads only the pods of the nodes short of GPUs (the
    pods-by-node index); the fixtures where that finds something are compared above."""
    hits = [d.name for d in DIRS if _unhealthy_gpu_plugin_containers(load_path(d))]
    assert {"demo", "hw-gpu-fault"} <= set(hits)


@pytest.mark.parametrize("folder", DIRS, ids=[d.name for d in DIRS])
def test_same_targets_when_the_shared_pass_gave_up(folder):
    """failing_containers reads only the shared pass's "stopped" pods when the pass ran (above);
    when it gave up (None: an odd pod), every pod, with the same answer."""
    try:
        snap = load_path(folder)
    except InputError:
        pytest.skip("a fixture meant not to load")
    snap._derived["kube.first_looks"] = None
    assert failing_containers(snap) == _long_way(snap)


def test_a_failing_container_is_always_among_the_stopped_pods():
    """The shortcut's premise, on every fixture: each pod with a failing container (any
    namespace, GPU or not) is in the shared pass's "stopped" list."""
    from doctor.kube.first_looks import looked

    checked = 0
    for folder in DIRS:
        try:
            snap = load_path(folder)
        except InputError:
            continue
        stopped = {id(p) for p in looked(snap, "stopped") or ()}
        for pod in snap.pods:
            if any(_is_failing(cs, init) for init in (True, False) for cs in container_statuses(pod, init=init)):
                checked += 1
                assert id(pod) in stopped, (folder.name, pod["metadata"]["name"])
    assert checked >= 10
