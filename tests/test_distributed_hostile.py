"""Malformed or hostile objects never crash a distributed check (status stays ok/findings)."""
from __future__ import annotations

import copy

import pytest

from doctor.engine import run_checks
from doctor.registry import discover, select
from doctor.snapshot import Snapshot

GOOD_POD = {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": "t-0", "namespace": "ml", "labels": {"app": "t"},
                         "ownerReferences": [{"kind": "StatefulSet", "name": "t", "uid": "u", "controller": True}]},
            "spec": {"nodeName": "n1", "hostname": "t-0", "subdomain": "t",
                     "containers": [{"name": "c", "args": ["torchrun --nnodes=2 --nproc_per_node=2 x.py"],
                                     "env": [{"name": "MASTER_ADDR", "value": "t-0.t"},
                                             {"name": "MASTER_PORT", "value": "29500"},
                                             {"name": "NCCL_SOCKET_IFNAME", "value": "eth"},
                                             {"name": "NCCL_IB_HCA", "value": "mlx5"}],
                                     "ports": [{"name": "p", "containerPort": 29500}]}]},
            "status": {"phase": "Running", "podIP": "10.0.0.1", "conditions": [{"type": "Ready", "status": "True"}]}}

MUTATIONS = [
    lambda p: p["spec"]["containers"][0].update(env="MASTER_ADDR=x"),
    lambda p: p["spec"]["containers"][0].update(env=[{"name": "MASTER_ADDR", "value": 12}, None, "x"]),
    lambda p: p["spec"]["containers"][0].update(env=[{"name": "MASTER_PORT", "value": "not-a-port"},
                                                     {"name": "MASTER_ADDR", "value": "::::"}]),
    lambda p: p["spec"]["containers"][0].update(args=[None, 5, {"x": 1}]),
    lambda p: p["spec"]["containers"][0].update(args=["torchrun --nnodes='unterminated"]),
    lambda p: p["spec"]["containers"][0].update(ports={"name": "p"}),
    lambda p: p["spec"].update(containers=[None, "c", {"name": "c", "env": [{"name": "MASTER_ADDR", "value": "a"}]}]),
    lambda p: p["metadata"].update(labels=None, annotations={"k8s.v1.cni.cncf.io/networks": "[{bad json",
                                                             "k8s.v1.cni.cncf.io/network-status": "{}"}),
    lambda p: p.update(status=None),
    lambda p: p["status"].update(podIP="not-an-ip", conditions="Ready"),
    lambda p: p["spec"]["containers"][0].update(resources={"limits": {"nvidia.com/gpu": "lots"}}),
    lambda p: p["spec"]["containers"][0].update(volumeMounts=[{"mountPath": "/dev/shm", "name": "missing"}]),
    lambda p: p["spec"].update(volumes=[{"name": "missing", "emptyDir": {"medium": "Memory", "sizeLimit": "1.5.5Gi"}}],
                               containers=[dict(GOOD_POD["spec"]["containers"][0],
                                                volumeMounts=[{"mountPath": "/dev/shm", "name": "missing"}])]),
]

BAD_POLICIES = [
    {"podSelector": {}, "ingress": "everything"},
    {"podSelector": {}, "ingress": [{"ports": [{"port": {}}, {"port": 1, "endPort": "x"}, None]}]},
    {"podSelector": {}, "ingress": [{"from": [{"ipBlock": {"cidr": "bogus", "except": ["also-bogus"]}}, None, "x"]}]},
    {"podSelector": {"matchExpressions": [{"key": "app", "operator": "Weird"}]}, "policyTypes": ["Egress", "Other"]},
    {"podSelector": None, "egress": [{"to": [{"namespaceSelector": {"matchLabels": {"team": "x"}}}]}]},
]


def _snap(pod, policy=None, service_selector=None):
    s = Snapshot()
    s.add("pods", pod)
    other = copy.deepcopy(GOOD_POD)
    other["metadata"]["name"] = "t-1"
    other["spec"]["hostname"] = "t-1"
    other["status"]["podIP"] = "10.0.0.2"
    s.add("pods", other)
    s.add("services", {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "t", "namespace": "ml"},
                       "spec": {"clusterIP": "None", "selector": service_selector if service_selector is not None else {"app": "t"},
                                "ports": [{"port": 29500, "targetPort": "p"}]}})
    s.add("networkpolicies.networking.k8s.io", {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
                                               "metadata": {"name": "np", "namespace": "ml"},
                                               "spec": policy or {"podSelector": {}}})
    s.logs[("ml", "t-0", "c")] = "socketStartConnect: Connect to <> failed : x\nNET/IB : No device found.\n\x1b[31m"
    return s


CLASSES = select(discover(plugins=False), (), ("distributed",))


def _assert_no_errors(snap):
    report = run_checks(CLASSES, snap)
    errors = [(r.id, r.detail) for r in report.results if r.status.value == "error"]
    assert errors == []


@pytest.mark.parametrize("i", range(len(MUTATIONS)))
def test_odd_pod_shapes(i):
    pod = copy.deepcopy(GOOD_POD)
    MUTATIONS[i](pod)
    _assert_no_errors(_snap(pod))


@pytest.mark.parametrize("i", range(len(BAD_POLICIES)))
def test_odd_policies(i):
    _assert_no_errors(_snap(copy.deepcopy(GOOD_POD), policy=BAD_POLICIES[i]))


def test_odd_service_selector():
    _assert_no_errors(_snap(copy.deepcopy(GOOD_POD), service_selector=["app", "t"]))
