"""cuda_driver_incompatible on fixtures: the broken pod on a too-old driver (with the
container's own error as evidence), the at-risk template, and the cases that must stay quiet."""
from __future__ import annotations

import json
import shutil

from testlib import FIXTURES

BROKEN = FIXTURES / "gpu-operator-broken"
HEALTHY = FIXTURES / "gpu-healthy"


def findings(doctor, path):
    r = doctor("scan", "--from", str(path), "-o", "json", "--check", "cuda_driver_incompatible")
    assert r.code in (0, 1), r.stderr
    return r.json()["findings"]


def test_broken_pod_on_old_driver(doctor):
    fs = findings(doctor, BROKEN)
    crit = [f for f in fs if f["severity"] == "critical"]
    assert len(crit) == 1
    f = crit[0]
    assert f["title"] == ("CUDA 12.1 container(s) on a driver that supports only CUDA 11.8 "
                          "(driver 520.61.05 on gpu-node-3): failing")
    assert {"kind": "Pod", "namespace": "ml-team", "name": "trainer-0"} in f["objects"]
    ev = {(e.get("pointer"), json.dumps(e.get("value"))) for e in f["evidence"]}
    assert ("/spec/containers/0/image", '"pytorch/pytorch:2.1.0-cuda12.1-cudnn8-devel"') in ev
    assert ("/metadata/labels/nvidia.com~1cuda.driver.major", '"520"') in ev
    assert any("found version 11080" in str(e.get("value")) for e in f["evidence"])
    assert "530.30.02" in f["fix"]["text"]
    assert "nvidia.com/cuda.driver.major" in f["fix"]["patch"] and "'520'" in f["fix"]["patch"]
    assert f["fix"]["commands"][1].startswith("kubectl patch statefulset/trainer -n ml-team")


def test_at_risk_deployment(doctor):
    risk = [f for f in findings(doctor, BROKEN) if f["severity"] == "warning"]
    assert [f["title"] for f in risk] == [
        "Deployment inference/llm-server (CUDA 12.4) can be scheduled on 1 node(s) whose driver is too old"]
    ev = risk[0]["evidence"][0]
    assert ev["pointer"] == "/spec/template/spec/containers/0/env/0/value"
    assert ev["value"].startswith("cuda>=12.4")


def test_minor_version_compat_pod_is_not_reported(doctor):
    # llm-server (CUDA 12.4) runs on gpu-node-2 (535, CUDA 12.2) with no error: not a finding
    assert not any("llm-server-6f7d9c8b5-kx2pq" in json.dumps(f["objects"]) for f in findings(doctor, BROKEN))


def test_healthy_and_pinned(doctor):
    assert findings(doctor, HEALTHY) == []


def test_affinity_to_new_drivers_removes_the_risk(doctor, tmp_path):
    work = tmp_path / "c"
    shutil.copytree(BROKEN, work)
    deps = json.loads((work / "deployments.apps.json").read_text())
    deps["items"][0]["spec"]["template"]["spec"]["affinity"] = {"nodeAffinity": {
        "requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [{"matchExpressions": [
            {"key": "nvidia.com/cuda.driver.major", "operator": "Gt", "values": ["520"]}]}]}}}
    (work / "deployments.apps.json").write_text(json.dumps(deps))
    assert not any("llm-server" in f["title"] for f in findings(doctor, work))


def test_driver_from_operator_pod_image_when_no_labels(doctor, tmp_path):
    """No GFD labels and no node report: the driver pod's image tag is the driver."""
    work = tmp_path / "c"
    shutil.copytree(BROKEN, work)
    nodes = json.loads((work / "nodes.json").read_text())
    for n in nodes["items"]:
        n["metadata"]["labels"] = {k: v for k, v in n["metadata"]["labels"].items() if "cuda." not in k}
    (work / "nodes.json").write_text(json.dumps(nodes))
    pods = json.loads((work / "pods.json").read_text())
    for p in pods["items"]:
        if p["metadata"]["name"] == "trainer-0":
            p["spec"]["nodeName"] = "gpu-node-2"
            p["spec"]["containers"][0]["image"] = "nvidia/cuda:13.0.0-runtime-ubuntu24.04"
    (work / "pods.json").write_text(json.dumps(pods))
    fs = [f for f in findings(doctor, work) if f["severity"] == "critical"]
    assert len(fs) == 1 and "driver 535.129.03 on gpu-node-2" in fs[0]["title"]
    assert any(e.get("pointer") == "/spec/containers/0/image" and e.get("value") == "nvcr.io/nvidia/driver:535.129.03-ubuntu22.04"
               for e in fs[0]["evidence"])


def test_running_fine_on_old_driver_is_a_warning(doctor, tmp_path):
    """Healthy-looking pod on a too-old driver: possible only through forward compatibility."""
    work = tmp_path / "c"
    shutil.copytree(HEALTHY, work)
    nodes = json.loads((work / "nodes.json").read_text())
    for n in nodes["items"]:
        if n["metadata"]["name"] == "gpu-node-3":
            lab = n["metadata"]["labels"]
            lab.update({"nvidia.com/cuda.driver-version.major": "520", "nvidia.com/cuda.driver-version.minor": "61",
                        "nvidia.com/cuda.driver-version.revision": "05", "nvidia.com/cuda.driver-version.full": "520.61.05",
                        "nvidia.com/cuda.driver.major": "520", "nvidia.com/cuda.driver.minor": "61",
                        "nvidia.com/cuda.driver.rev": "05", "nvidia.com/cuda.runtime-version.major": "11",
                        "nvidia.com/cuda.runtime-version.minor": "8", "nvidia.com/cuda.runtime-version.full": "11.8",
                        "nvidia.com/cuda.runtime.major": "11", "nvidia.com/cuda.runtime.minor": "8"})
    (work / "nodes.json").write_text(json.dumps(nodes))
    fs = [f for f in findings(doctor, work) if "trainer-0" in json.dumps(f["objects"])]
    assert len(fs) == 1 and fs[0]["severity"] == "warning"
    assert "only forward compatibility can make that work" in fs[0]["title"]


def test_crashloop_status_is_quoted_from_the_container_state_not_the_phase(doctor):
    (f,) = [f for f in findings(doctor, BROKEN) if f["severity"] == "critical"]
    status = [e for e in f["evidence"] if e["note"].startswith("pod status")]
    assert status and all(e["value"] == "CrashLoopBackOff" for e in status)   # the phase says "Running"
    assert status[0]["pointer"] == "/status/containerStatuses/0/state/waiting/reason"
