"""The shared control plane is left as found: the helpers every e2e test cleans up with, and the
guard (`leaves_no_trace`) that fails a test leaving something behind, checked against the real
API server (a guard or a wait that cannot fail would let one test's leftovers decide another's
verdict again: the DRA oracle's 409 on the DeviceClass the scheduler oracle had left)."""
from __future__ import annotations

import pytest

from e2e_support import cluster_state, remove, remove_namespaces, state_changes
from kube import ApiError

NS = "e2e-isolation"


def _claim(name: str, finalizers: list[str]) -> dict:
    return {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceClaim",
            "metadata": {"name": name, "namespace": NS, "finalizers": finalizers},
            "spec": {"devices": {"requests": [{"name": "gpu", "exactly": {"deviceClassName": "gpu.example.com"}}]}}}


def _scrub(kube) -> None:
    """After a failure of the helpers under test: put the control plane back anyway."""
    for path in ("/apis/resource.k8s.io/v1/namespaces/e2e-isolation/resourceclaims/held",
                 "/apis/resource.k8s.io/v1/deviceclasses/gpu.example.com"):
        try:
            kube.patch(path, {"metadata": {"finalizers": None}})
        except ApiError:
            pass
    remove(kube, ["/apis/resource.k8s.io/v1/namespaces/e2e-isolation/resourceclaims/held",
                  "/apis/resource.k8s.io/v1/deviceclasses/gpu.example.com"])
    remove_namespaces(kube, [NS])


def test_leftovers_are_seen_and_removal_waits_until_gone(kube):
    before = cluster_state(kube)
    try:
        _leftovers_are_seen_and_removal_waits_until_gone(kube, before)
    except BaseException:
        _scrub(kube)
        raise


def _leftovers_are_seen_and_removal_waits_until_gone(kube, before):
    assert kube.ensure_namespace(NS) and not kube.ensure_namespace(NS)
    dc = kube.create({"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass",
                      "metadata": {"name": "gpu.example.com"}, "spec": {}})
    # the finalizer kube-scheduler sets when it allocates; no resourceclaim controller here
    claim = kube.create(_claim("held", ["resource.kubernetes.io/delete-protection"]))
    changes = state_changes(before, cluster_state(kube))
    assert changes == ["left behind: DeviceClass gpu.example.com", "left behind: Namespace e2e-isolation",
                       "left behind: ResourceClaim e2e-isolation/held"], changes

    kube.delete(claim)                  # a bare DELETE only marks it: still there, terminating
    assert kube.get(kube.obj_path(claim))["metadata"].get("deletionTimestamp")
    assert "left behind: ResourceClaim e2e-isolation/held (terminating since" in "\n".join(
        state_changes(before, cluster_state(kube)))
    with pytest.raises(AssertionError, match="e2e-isolation still hold 1 object.*ResourceClaim e2e-isolation/held"):
        remove_namespaces(kube, [NS])   # never finalize a namespace over objects (orphans in etcd)

    remove(kube, [claim, dc])           # drops delete-protection, waits for the 404s
    for obj in (claim, dc):
        with pytest.raises(ApiError) as exc:
            kube.get(kube.obj_path(obj))
        assert exc.value.status == 404
    remove_namespaces(kube, [NS])
    assert state_changes(before, cluster_state(kube)) == []


def test_a_finalizer_nobody_here_removes_fails_by_name(kube):
    before = cluster_state(kube)
    created_ns = kube.ensure_namespace(NS)
    claim = kube.create(_claim("foreign", ["example.com/keep"]))
    try:
        with pytest.raises(AssertionError, match=r"ResourceClaim e2e-isolation/foreign: terminating since .*"
                                                 r"example.com/keep"):
            remove(kube, [claim], timeout=1.0)
    finally:
        kube.patch(kube.obj_path(claim), {"metadata": {"finalizers": None}})
        remove(kube, [claim])
        if created_ns:
            remove_namespaces(kube, [NS])
    assert state_changes(before, cluster_state(kube)) == []
