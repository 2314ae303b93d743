"""Kueue read live when its conversion webhook does not answer.

Kueue 0.15+ stores Workload, LocalQueue and ClusterQueue at v1beta2 and serves v1beta1 through a
conversion webhook in kueue-controller-manager (kubernetes-sigs/kueue config/components/crd:
bases/kueue.x-k8s.io_*.yaml `storage: true` on v1beta2, patches/webhook_in_*.yaml). A list at
v1beta1 makes the API server call that webhook for every object; with the controller down (the
very moment someone asks doctor why nothing is admitted) the list fails. Read at the version the
objects are stored at, nothing needs converting. Here the real API server gets the CRDs with a
conversion webhook at an address where nothing listens."""
from __future__ import annotations

import time

import pytest

from crds import install
from e2e_support import Made, run_doctor
from kube import ApiError

NS = "e2e-kueue"
KUEUE = ("workloads", "localqueues", "clusterqueues")
DEAD_WEBHOOK = {"strategy": "Webhook",
                "webhook": {"conversionReviewVersions": ["v1"], "clientConfig": {"url": "https://127.0.0.1:9/convert"}}}


def _crd(plural: str) -> str:
    return f"/apis/apiextensions.k8s.io/v1/customresourcedefinitions/{plural}.kueue.x-k8s.io"


def _set_conversion(kube, conversion: dict) -> None:
    for plural in KUEUE:
        doc = kube.get(_crd(plural))
        doc["spec"]["conversion"] = conversion
        kube.request("PUT", _crd(plural), doc)


def _v1beta1_lists(kube) -> bool:
    try:
        kube.request("GET", f"/apis/kueue.x-k8s.io/v1beta1/namespaces/{NS}/workloads", retry_5xx=False)
        return True
    except ApiError:
        return False


def _wait(pred, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def dead_webhook(kube):
    install(kube)
    made = Made()
    made.namespace(kube, NS)
    _set_conversion(kube, DEAD_WEBHOOK)
    try:
        pod = made.create(kube, {"apiVersion": "v1", "kind": "Pod",
                           "metadata": {"name": "trainer-0", "namespace": NS,
                                        "labels": {"kueue.x-k8s.io/queue-name": "team-a", "kueue.x-k8s.io/managed": "true"}},
                           "spec": {"schedulingGates": [{"name": "kueue.x-k8s.io/admission"}],
                                    "containers": [{"name": "train", "image": "nvcr.io/nvidia/pytorch:24.05-py3",
                                                    "resources": {"limits": {"nvidia.com/gpu": "8"}}}]}})
        # written at the storage version: the API server converts nothing on create
        made.create(kube, {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "Workload",
                          "metadata": {"name": "pod-trainer-0-1a2b3", "namespace": NS,
                                       "ownerReferences": [{"apiVersion": "v1", "kind": "Pod", "name": "trainer-0",
                                                            "uid": pod["metadata"]["uid"], "controller": True,
                                                            "blockOwnerDeletion": True}]},
                          "spec": {"queueName": "team-a", "podSets": [{"name": "main", "count": 1, "template": {
                              "spec": {"containers": [{"name": "train", "image": "nvcr.io/nvidia/pytorch:24.05-py3"}]}}}]}})
        _wait(lambda: not _v1beta1_lists(kube), "a v1beta1 list to fail on the dead conversion webhook")
        yield
    finally:
        _set_conversion(kube, {"strategy": "None"})
        _wait(lambda: _v1beta1_lists(kube), "the v1beta1 list to work again (conversion None)")
        made.undo(kube)       # the pod, the Workload and the namespace, waited for until gone


def test_kueue_is_read_at_its_storage_version_when_the_conversion_webhook_is_down(dead_webhook, readonly_kubeconfig):
    from doctor.sources.live import collect

    names = [f"{p}.kueue.x-k8s.io" for p in KUEUE]
    snap = collect(names, kubeconfig=readonly_kubeconfig)
    assert {n: u for n, u in snap.unavailable.items() if n in names} == {}
    assert [o["metadata"]["name"] for o in snap.items("workloads.kueue.x-k8s.io")] == ["pod-trainer-0-1a2b3"]
    assert {o["apiVersion"] for o in snap.items("workloads.kueue.x-k8s.io")} == {"kueue.x-k8s.io/v1beta2"}
    # v1beta2 is a version doctor reads as it is: nothing to warn about
    assert not [w for w in snap.warnings if "kueue" in w], snap.warnings
    # and the whole answer: the gated pod's Workload names the LocalQueue that does not exist
    r = run_doctor("pending", f"{NS}/trainer-0", "-o", "json", "--kubeconfig", readonly_kubeconfig)
    assert r.code == 1, r.stderr[-1500:]
    titles = [f["title"] for f in r.json()["findings"]]
    assert any(f"LocalQueue 'team-a' does not exist in namespace {NS}" in t for t in titles), titles
