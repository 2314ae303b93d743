"""Device-plugin GPU counts per node (gpu_allocatable_below_capacity) and the time-slicing /
MPS ConfigMap validation (gpu_sharing_config_invalid), on recorded fixtures and on variants of
them written to a temporary folder."""
from __future__ import annotations

import json
import shutil

import pytest

from doctor.checks.device_plugin.gpu_sharing_config_invalid import validate
from testlib import FIXTURES

BROKEN = FIXTURES / "gpu-operator-broken"
HEALTHY = FIXTURES / "gpu-healthy"
SLICING = FIXTURES / "gpu-time-slicing"


def run(doctor, path, check):
    r = doctor("scan", "--from", str(path), "-o", "json", "--check", check)
    assert r.code in (0, 1), r.stderr
    return r.json()["findings"]


def variant(tmp_path, src, edit_nodes):
    work = tmp_path / "v"
    shutil.copytree(src, work)
    nodes = json.loads((work / "nodes.json").read_text())
    for n in nodes["items"]:
        edit_nodes(n)
    (work / "nodes.json").write_text(json.dumps(nodes))
    return work


def test_zero_advertised_should_show_8(doctor):
    findings = run(doctor, BROKEN, "gpu_allocatable_below_capacity")
    assert [f["title"] for f in findings] == ["GPU node gpu-node-1 advertises nvidia.com/gpu: 0 (should show 8)"]
    f = findings[0]
    assert f["severity"] == "critical" and f["blast_radius"] == 8
    ptrs = {e["pointer"]: e["value"] for e in f["evidence"]}
    assert ptrs["/status/allocatable/nvidia.com~1gpu"] == "0"
    assert ptrs["/metadata/labels/nvidia.com~1gpu.count"] == "8"


def test_healthy_nodes_are_quiet(doctor):
    assert run(doctor, HEALTHY, "gpu_allocatable_below_capacity") == []
    # time-slicing: 8 GPUs x 4 replicas = 32 advertised is exactly right
    assert run(doctor, SLICING, "gpu_allocatable_below_capacity") == []


def test_unhealthy_gpus_capacity_above_allocatable(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            n["status"]["allocatable"]["nvidia.com/gpu"] = "6"
    findings = run(doctor, variant(tmp_path, HEALTHY, edit), "gpu_allocatable_below_capacity")
    assert len(findings) == 1
    assert findings[0]["title"].startswith("GPU node gpu-node-2: 2 of 8 GPU(s) unhealthy")


def test_resource_missing_entirely(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            del n["status"]["allocatable"]["nvidia.com/gpu"]
            del n["status"]["capacity"]["nvidia.com/gpu"]
    findings = run(doctor, variant(tmp_path, HEALTHY, edit), "gpu_allocatable_below_capacity")
    assert [f["title"] for f in findings] == ["GPU node gpu-node-2 advertises nvidia.com/gpu: 0 (should show 8)"]
    assert "(missing)" in findings[0]["summary"]


def test_fewer_registered_than_gfd_counts(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            n["status"]["allocatable"]["nvidia.com/gpu"] = "7"
            n["status"]["capacity"]["nvidia.com/gpu"] = "7"
    findings = run(doctor, variant(tmp_path, HEALTHY, edit), "gpu_allocatable_below_capacity")
    assert len(findings) == 1 and findings[0]["severity"] == "warning"
    assert "advertises 7 nvidia.com/gpu but has 8 GPU(s)" in findings[0]["title"]


def test_time_slicing_wrong_multiple(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            n["status"]["allocatable"]["nvidia.com/gpu"] = "8"
            n["status"]["capacity"]["nvidia.com/gpu"] = "8"
    findings = run(doctor, variant(tmp_path, SLICING, edit), "gpu_allocatable_below_capacity")
    assert len(findings) == 1 and "x 4 replicas = 32" in findings[0]["title"]


def test_renamed_shared_resource(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            for f in ("allocatable", "capacity"):
                del n["status"][f]["nvidia.com/gpu"]
                n["status"][f]["nvidia.com/gpu.shared"] = "32"
    assert run(doctor, variant(tmp_path, SLICING, edit), "gpu_allocatable_below_capacity") == []


def test_mig_mixed_is_not_zero_gpus(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-2":
            n["metadata"]["labels"]["nvidia.com/mig.strategy"] = "mixed"
            for f in ("allocatable", "capacity"):
                del n["status"][f]["nvidia.com/gpu"]
                n["status"][f]["nvidia.com/mig-1g.10gb"] = "56"
    assert run(doctor, variant(tmp_path, HEALTHY, edit), "gpu_allocatable_below_capacity") == []


def test_sharing_config_findings(doctor):
    findings = run(doctor, SLICING, "gpu_sharing_config_invalid")
    titles = [f["title"] for f in findings]
    assert titles[0].startswith("Device-plugin sharing config gpu-operator/time-slicing-config[t4] is invalid")
    bad = findings[0]
    assert bad["severity"] == "critical" and {"kind": "Node", "namespace": None, "name": "gpu-node-3"} in bad["objects"]
    for text in ("did you mean `replicas`", "no replicas specified", "'nvidia.com/gpus'", "renameByDefault is 'yes'",
                 "replicas is 1"):
        assert text in bad["summary"]
    assert bad["evidence"][0]["pointer"] == "/data/t4"
    assert any("default device-plugin config 'h100' is not a key" in t for t in titles)
    assert not any("[a100]" in t for t in titles)   # the valid key is not reported


def test_seed_configmap_is_valid():
    seed = """version: v1
sharing:
  timeSlicing:
    resources:
    - name: nvidia.com/gpu
      replicas: 4  # Split each A100 into 4 virtual GPUs
"""
    assert validate(seed) == []


@pytest.mark.parametrize("text,needle", [
    ("version: v2\nsharing:\n  timeSlicing:\n    resources:\n    - name: nvidia.com/gpu\n      replicas: 2\n", "unknown version"),
    ("sharing:\n  timeSlicing:\n    resources: []\n", "no resources specified"),
    ("sharing:\n  timeSlicing:\n    resources:\n    - name: nvidia.com/gpu\n      replicas: 0\n", "must be > 0"),
    ("sharing:\n  timeSlicing:\n    resources:\n    - name: nvidia.com/gpu\n      replicas: four\n", "not an integer"),
    ("sharing:\n  timeSlicing:\n    resources:\n    - replicas: 2\n", "no resource name specified"),
    ("sharing:\n  timeSlicing:\n    resources:\n    - name: nvidia.com/gpu\n      replicas: 2\n      devices: some\n", "devices is 'some'"),
    ("sharing:\n  timeSlice:\n    resources: []\n", "unknown key sharing.timeSlice"),
    ("sharing: [\n", "not valid YAML"),
])
def test_validation_rules(text, needle):
    assert any(needle in p for _, p in validate(text)), validate(text)


def test_requests_exceed_allocatable(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-3":
            n["status"]["allocatable"]["nvidia.com/gpu"] = "0"
    work = variant(tmp_path, HEALTHY, edit)
    fs = run(doctor, work, "gpu_requests_exceed_allocatable")
    assert [f["title"] for f in fs] == ["Pods on gpu-node-3 hold 1 nvidia.com/gpu but the node advertises 0"]
    assert {"kind": "Pod", "namespace": "ml-team", "name": "trainer-0"} in fs[0]["objects"]
    assert any(e["pointer"] == "/spec/containers/0/resources/limits/nvidia.com~1gpu" and e["value"] == "1"
               for e in fs[0]["evidence"])


def test_completed_pods_do_not_count(doctor, tmp_path):
    def edit(n):
        if n["metadata"]["name"] == "gpu-node-3":
            n["status"]["allocatable"]["nvidia.com/gpu"] = "0"
    work = variant(tmp_path, HEALTHY, edit)
    pods = json.loads((work / "pods.json").read_text())
    for p in pods["items"]:
        if p["metadata"]["name"] == "trainer-0":
            p["status"]["phase"] = "Succeeded"
    (work / "pods.json").write_text(json.dumps(pods))
    assert run(doctor, work, "gpu_requests_exceed_allocatable") == []
    assert run(doctor, HEALTHY, "gpu_requests_exceed_allocatable") == []


def test_mig_strategy_flag():
    assert any("migStrategy 'auto'" in p for _, p in validate("version: v1\nflags:\n  migStrategy: auto\n"))
    assert validate("version: v1\nflags:\n  migStrategy: mixed\n") == []
