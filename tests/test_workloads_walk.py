"""doctor/workloads.py: every pod template once, on its top-most owner, with the right pointer."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from doctor.sources.fixtures import load_paths
from doctor.workloads import (arg_pointer, model_servers, pods_of, server_kind, template_of_pod, templates,
                              yaml_patch)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _obj(api, kind, name, ns="ml", owner=None, **body):
    meta = {"name": name, "namespace": ns, "uid": f"uid-{kind}-{name}"}
    if owner is not None:
        meta["ownerReferences"] = [{"apiVersion": owner["apiVersion"], "kind": owner["kind"],
                                    "name": owner["metadata"]["name"], "uid": owner["metadata"]["uid"],
                                    "controller": True}]
    if "labels" in body:
        meta["labels"] = body.pop("labels")
    return {"apiVersion": api, "kind": kind, "metadata": meta, **body}


def _spec(name="c", gpus=1):
    return {"containers": [{"name": name, "image": "vllm/vllm-openai:v0.6.3",
                            "resources": {"limits": {"nvidia.com/gpu": str(gpus)}}}]}


def _tpl(spec):
    return {"template": {"metadata": {"labels": {"app": "x"}}, "spec": spec}}


@pytest.fixture
def snap(tmp_path):
    dep = _obj("apps/v1", "Deployment", "web", spec=_tpl(_spec()))
    rs = _obj("apps/v1", "ReplicaSet", "web-5d9", owner=dep, spec=_tpl(_spec()))
    pods = [_obj("v1", "Pod", f"web-5d9-{i}", owner=rs, spec=_spec()) for i in range(2)]
    lone_rs = _obj("apps/v1", "ReplicaSet", "lone", spec=_tpl(_spec()))
    lone_pod = _obj("v1", "Pod", "lone-a", owner=lone_rs, spec=_spec())
    ghost = {"apiVersion": "apps/v1", "kind": "ReplicaSet", "metadata": {"name": "ghost", "uid": "uid-ghost"}}
    ghost_pods = [_obj("v1", "Pod", f"ghost-{c}", owner=ghost, spec=_spec()) for c in "cab"]
    cron = _obj("batch/v1", "CronJob", "nightly",
                spec={"jobTemplate": {"spec": _tpl(_spec("train"))}})
    job = _obj("batch/v1", "Job", "nightly-123", owner=cron, spec=_tpl(_spec("train")))
    job_pod = _obj("v1", "Pod", "nightly-123-z", owner=job, spec=_spec("train"))
    ray = _obj("ray.io/v1", "RayCluster", "rc", spec={
        "headGroupSpec": {"rayStartParams": {}, "template": {"spec": _spec("ray-head", 0)}},
        "workerGroupSpecs": [{"groupName": "cpu", "template": {"spec": _spec("ray-worker", 0)}},
                             {"groupName": "gpu", "template": {"spec": _spec("ray-worker", 1)}}]})
    ray_pods = [_obj("v1", "Pod", "rc-head", owner=ray, spec=_spec("ray-head", 0),
                     labels={"ray.io/node-type": "head", "ray.io/group": "headgroup"}),
                _obj("v1", "Pod", "rc-gpu-w1", owner=ray, spec=_spec("ray-worker", 1),
                     labels={"ray.io/node-type": "worker", "ray.io/group": "gpu"})]
    bare = _obj("v1", "Pod", "bare", spec=_spec())
    static_node = {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "n1", "uid": "uid-n1"}}
    static = _obj("v1", "Pod", "kube-thing-n1", owner=static_node, spec=_spec())
    ptj = _obj("kubeflow.org/v1", "PyTorchJob", "sft", spec={"pytorchReplicaSpecs": {
        "Master": {"template": {"spec": _spec("pytorch")}}, "Worker": {"template": {"spec": _spec("pytorch")}}}})
    items = [dep, rs, *pods, lone_rs, lone_pod, *ghost_pods, cron, job, job_pod, ray, *ray_pods, bare, static, ptj]
    path = tmp_path / "all.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    return load_paths([str(path)])


def test_each_template_is_reported_once_on_its_top_owner(snap):
    got = sorted((t.kind, t.name, t.pointer, t.role) for t in templates(snap))
    assert got == sorted([
        ("Deployment", "web", "/spec/template/spec", ""),
        ("ReplicaSet", "lone", "/spec/template/spec", ""),
        ("Pod", "ghost-a", "/spec", ""),               # one representative for the missing ReplicaSet
        ("CronJob", "nightly", "/spec/jobTemplate/spec/template/spec", ""),
        ("RayCluster", "rc", "/spec/headGroupSpec/template/spec", "head"),
        ("RayCluster", "rc", "/spec/workerGroupSpecs/0/template/spec", "worker group cpu"),
        ("RayCluster", "rc", "/spec/workerGroupSpecs/1/template/spec", "worker group gpu"),
        ("Pod", "bare", "/spec", ""),
        ("Pod", "kube-thing-n1", "/spec", ""),
        ("PyTorchJob", "sft", "/spec/pytorchReplicaSpecs/Master/template/spec", "Master replicas"),
        ("PyTorchJob", "sft", "/spec/pytorchReplicaSpecs/Worker/template/spec", "Worker replicas"),
    ])


def test_pods_of_a_template_follow_owners_and_groups(snap):
    by = {(t.name, t.role): t for t in templates(snap)}
    assert sorted(p["metadata"]["name"] for p in pods_of(snap, by[("web", "")])) == ["web-5d9-0", "web-5d9-1"]
    assert [p["metadata"]["name"] for p in pods_of(snap, by[("nightly", "")])] == ["nightly-123-z"]
    assert [p["metadata"]["name"] for p in pods_of(snap, by[("rc", "worker group gpu")])] == ["rc-gpu-w1"]
    assert pods_of(snap, by[("rc", "worker group cpu")]) == []
    assert len(pods_of(snap, by[("ghost-a", "")])) == 3 and by[("ghost-a", "")].pods == 3


def test_template_of_pod_goes_back_to_the_owner_group(snap):
    pod = snap.pod("ml", "rc-gpu-w1")
    t = template_of_pod(snap, pod, "ray-worker")
    assert (t.kind, t.role) == ("RayCluster", "worker group gpu")
    assert template_of_pod(snap, snap.pod("ml", "web-5d9-1")).kind == "Deployment"


def test_containers_carry_pointers_into_the_owner(snap):
    t = next(t for t in templates(snap) if t.kind == "CronJob")
    ((i, c, ptr),) = list(t.containers())
    assert ptr == "/spec/jobTemplate/spec/template/spec/containers/0" and c["name"] == "train"


def test_model_server_recognition():
    assert server_kind({"image": "ghcr.io/huggingface/text-generation-inference:2.4.0"}) == "tgi"
    assert server_kind({"image": "nvcr.io/nvidia/tritonserver:24.08-py3"}) == "triton"
    assert server_kind({"image": "python:3.11", "command": ["python3", "-m", "vllm.entrypoints.openai.api_server"]}) == "vllm"
    assert server_kind({"image": "huggingface/transformers:4.35-pytorch2.1-gpu"}) is None  # a batch job
    assert server_kind({"image": "huggingface/transformers:4.35-pytorch2.1-gpu",
                        "ports": [{"containerPort": 8000}]}) == "transformers"
    assert server_kind({"image": "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-devel"}) is None


def test_arg_pointer_finds_split_and_equals_forms():
    c = {"args": ["--model", "m", "--gpu-memory-utilization", "0.4"]}
    assert arg_pointer(None, "/spec/containers/0", c, "--gpu-memory-utilization") == ("/spec/containers/0/args/3", "0.4")
    c = {"command": ["sh", "-c", "vllm serve m --gpu-memory-utilization=0.7"]}
    assert arg_pointer(None, "/p", c, "--gpu-memory-utilization") == ("/p/command/2", "0.7")


def test_yaml_patch_names_the_list_element(snap):
    t = next(t for t in templates(snap) if t.role == "worker group gpu")
    text = yaml_patch(t, t.group_pointer, {"rayStartParams": {"num-gpus": "1"}})
    assert "kind: RayCluster" in text and "- groupName: gpu" in text and "num-gpus: '1'" in text


def test_seed_fixture_templates_are_not_duplicated():
    snap = load_paths([str(FIXTURES / "workloads-healthy")])
    keys = [t.key for t in templates(snap)]
    assert len(keys) == len(set(keys))
    kinds = sorted(t.kind for t in templates(snap))
    # 2 Deployments (their ReplicaSets and Pods folded in), the Ray cluster's 2 groups,
    # the StatefulSet, and 4 bare time-sliced Pods
    assert kinds == ["Deployment"] * 2 + ["Pod"] * 4 + ["RayCluster"] * 2 + ["StatefulSet"]
    assert sum(len(model_servers(t)) for t in templates(snap)) == 6


def test_odd_shapes_never_crash_a_workloads_check(doctor, tmp_path):
    """Templates with wrong types in every field the checks read: each check ends ok or with
    findings, never in error."""
    weird_containers = [
        "not-a-container", 7,
        {"name": "a", "image": None, "resources": [], "env": [1, None, {"name": "CUDA_VISIBLE_DEVICES"}],
         "livenessProbe": "yes", "readinessProbe": {"tcpSocket": "80"}, "args": [1, None, "--x"]},
        {"name": "b", "image": "vllm/vllm-openai:v1", "command": "vllm serve m",
         "resources": {"limits": {"nvidia.com/gpu": "lots", "memory": "12 GB", "cpu": []},
                       "requests": {"nvidia.com/gpu": None}},
         "env": [{"name": "HF_HUB_OFFLINE", "value": 1}, {"name": "HF_TOKEN", "valueFrom": {"secretKeyRef": "x"}},
                 {"name": "CUDA_VISIBLE_DEVICES", "value": None}],
         "livenessProbe": {"httpGet": {"path": "/h", "port": "http"}, "initialDelaySeconds": "soon",
                           "periodSeconds": None, "failureThreshold": -1},
         "volumeMounts": [None, {"name": 3, "mountPath": None}]},
        {"name": "c", "image": "vllm/vllm-openai:v1", "args": ["--gpu-memory-utilization", "abc"],
         "resources": {"limits": {"nvidia.com/gpu": "1", "memory": "1Gi", "cpu": "1"}},
         "livenessProbe": {"exec": {"command": ["true"]}}, "readinessProbe": {"exec": {"command": ["true"]}}},
    ]
    weird_containers.append({"name": "d", "image": "vllm/vllm-openai:v1", "resources": "lots",
                             "env": "HF_HUB_OFFLINE=1", "volumeMounts": "all", "ports": 8000})
    weird_containers.append({"name": "e", "image": "vllm/vllm-openai:v1",
                             "resources": {"limits": "1 GPU", "requests": ["x"]}})
    spec = {"containers": weird_containers, "initContainers": [None, {"name": "i", "resources": {"limits": {"nvidia.com/gpu": "2"}}}],
            "volumes": "none", "nodeSelector": ["x"]}
    items = [
        {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "n", "labels": {
            "nvidia.com/gpu.replicas": "x", "nvidia.com/gpu.memory": "lots", "nvidia.com/gpu.count": "-2"}},
         "status": {"capacity": {"nvidia.com/gpu": "4"}}},
        {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "ts", "labels": {
            "nvidia.com/gpu.replicas": "4", "nvidia.com/gpu.memory": "1000"}}, "status": {"capacity": {}}},
        {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "d", "namespace": "x", "uid": "u1"},
         "spec": {"template": {"metadata": {"labels": "nope"}, "spec": spec}}},
        {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "e", "namespace": "x", "uid": "u2"},
         "spec": {"template": "broken"}},
        {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "namespace": "x", "uid": "u3"},
         "spec": {**spec, "nodeName": "ts"}, "status": {"containerStatuses": [None, {"name": "b", "lastState": "x"}]}},
        {"apiVersion": "ray.io/v1", "kind": "RayCluster", "metadata": {"name": "r", "namespace": "x", "uid": "u4"},
         "spec": {"headGroupSpec": {"rayStartParams": [], "template": {"spec": spec}},
                  "workerGroupSpecs": [None, {"rayStartParams": {"num-gpus": "two"}, "template": {"spec": spec}},
                                       {"rayStartParams": {"num-gpus": None}, "template": {"spec": {"containers": []}}}]}},
        {"apiVersion": "autoscaling/v2", "kind": "HorizontalPodAutoscaler", "metadata": {"name": "h", "namespace": "x"},
         "spec": {"scaleTargetRef": {"kind": "Deployment", "name": "d"}, "metrics": "cpu"}},
        {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "s", "namespace": "x"}, "spec": {"selector": "all"}},
        {"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "t", "namespace": "x"}},
        {"apiVersion": "v1", "kind": "Event", "metadata": {"name": "ev", "namespace": "x"}, "involvedObject": None,
         "message": "Limit must be set for non overcommitable resources"},
    ]
    # The loader refuses such a file outright (one line naming the object and field, exit 2)...
    path = tmp_path / "weird.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    r = doctor("scan", "--from", path, "--category", "workloads", "-o", "json")
    assert r.code == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "Deployment x/d: spec.template.metadata.labels must be an object, got a string" in r.stderr
    # ...and the checks themselves still survive every one of these shapes (custom resources
    # such as RayCluster are not shape-checked by the loader).
    from doctor.engine import run_checks
    from doctor.registry import discover
    from doctor.resources import resource_for
    from doctor.snapshot import Snapshot

    snap = Snapshot(meta={"observed_at": "2026-01-01T00:00:00Z"})
    for item in items:
        snap.add(resource_for(item["kind"], item["apiVersion"]).name, item)
    report = run_checks([c for c in discover(plugins=False) if c.category == "workloads"], snap)
    bad = {r.id: r.detail for r in report.results if r.status.value == "error"}
    assert bad == {}


def test_pods_that_succeeded_are_not_templates(tmp_path):
    done = _obj("v1", "Pod", "nvidia-cuda-validator-x", spec=_spec("cuda-validation"), status={"phase": "Succeeded"})
    failed = _obj("v1", "Pod", "one-off", spec=_spec(), status={"phase": "Failed"})
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [done, failed]}))
    assert [t.name for t in templates(load_paths([str(path)]))] == ["one-off"]
