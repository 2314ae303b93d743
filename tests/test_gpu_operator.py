"""The seed-000 GPU Operator failure (fixtures/gpu-operator-broken): each failure is found,
the driver failure is ranked first and explains its symptoms, and every evidence pointer
resolves to the value it claims in the recorded objects."""
from __future__ import annotations

import json
import shutil

import pytest

from testlib import FIXTURES

BROKEN = FIXTURES / "gpu-operator-broken"
HEALTHY = FIXTURES / "gpu-healthy"
MINE = ("gpu_operator", "device_plugin", "cuda")


def scan(doctor, path, *extra):
    args = ["scan", "--from", str(path), "-o", "json"]
    for c in MINE:
        args += ["--category", c]
    r = doctor(*args, *extra)
    assert r.code in (0, 1), r.stderr
    return r, r.json()


def resolve(doc, pointer):
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    return doc


def fixture_objects(folder):
    out = {}
    for f in folder.glob("*.json"):
        if f.name == "meta.json":
            continue
        for obj in json.loads(f.read_text())["items"]:
            m = obj["metadata"]
            out[(obj["kind"], m.get("namespace"), m["name"])] = obj
    return out


def test_seed_failures_found_and_driver_ranked_first(doctor):
    r, data = scan(doctor, BROKEN)
    assert r.code == 1
    findings = data["findings"]
    first = findings[0]
    assert first["check"] == "gpu_operator_component_unhealthy"
    assert "NVIDIA driver" in first["title"] and first["severity"] == "critical"
    assert "failed to install NVIDIA driver: kernel version mismatch" in first["summary"]
    by_id = {f["id"]: f for f in findings}
    explained = [by_id[i] for i in first["explains"] if i in by_id]
    checks = {f["check"] for f in explained}
    assert {"gpu_allocatable_below_capacity", "gpu_operator_clusterpolicy_not_ready",
            "gpu_operator_component_unhealthy"} <= checks
    zero = next(f for f in findings if f["check"] == "gpu_allocatable_below_capacity")
    assert zero["title"] == "GPU node gpu-node-1 advertises nvidia.com/gpu: 0 (should show 8)"
    assert zero["explained_by"] == first["id"]
    # symptoms are folded right under their cause
    assert [f["explained_by"] for f in findings[1:1 + len(explained)]] == [first["id"]] * len(explained)
    validator = next(f for f in findings if "nvidia-cuda-validator" in f["title"])
    assert "ImagePullBackOff" in validator["title"]
    assert any(o["name"] == "nvidia-cuda-validator-12345" for o in validator["objects"])
    assert validator["explained_by"] is None    # an image pull is its own cause
    cuda = next(f for f in findings if f["check"] == "cuda_driver_incompatible" and f["severity"] == "critical")
    assert "CUDA 12.1" in cuda["title"] and "11.8" in cuda["title"]
    # ranking: the driver before the CUDA mismatch before the validator image pull
    order = [f["id"] for f in findings]
    assert order.index(first["id"]) < order.index(cuda["id"]) < order.index(validator["id"])


def test_blocked_components_point_at_the_driver(doctor):
    _, data = scan(doctor, BROKEN)
    blocked = [f for f in data["findings"] if "waiting for the NVIDIA driver" in f["title"]]
    titles = " | ".join(f["title"] for f in blocked)
    for comp in ("container toolkit", "device plugin", "feature discovery", "DCGM exporter", "operator validator"):
        assert comp in titles
    # the validator on gpu-node-2 waits for the CUDA validator instead (Init:2/4)
    stage2 = next(f for f in data["findings"] if "waiting for the CUDA validator" in f["title"])
    assert "Init:2/4" in stage2["title"]


def test_evidence_pointers_resolve_to_the_observed_values(doctor):
    _, data = scan(doctor, BROKEN)
    objects = fixture_objects(BROKEN)
    checked = 0
    for f in data["findings"]:
        for ev in f["evidence"]:
            if not ev.get("pointer") or "object" not in ev:
                continue
            o = ev["object"]
            obj = objects.get((o["kind"], o["namespace"], o["name"]))
            if obj is None:
                continue
            assert resolve(obj, ev["pointer"]) == ev["value"], (f["title"], ev)
            checked += 1
    assert checked >= 20


def test_key_evidence(doctor):
    _, data = scan(doctor, BROKEN)
    ev = [e for f in data["findings"] for e in f["evidence"]]
    assert {"note": "allocatable nvidia.com/gpu", "object": {"kind": "Node", "namespace": None, "name": "gpu-node-1"},
            "pointer": "/status/allocatable/nvidia.com~1gpu", "value": "0"} in ev
    assert any(e.get("value") == "Error: failed to install NVIDIA driver: kernel version mismatch" for e in ev)
    assert any(e.get("pointer") == "/status/state" and e.get("value") == "notReady" for e in ev)
    assert any(e.get("pointer") == "/metadata/labels/nvidia.com~1cuda.driver.major" and e.get("value") == "520"
               for e in ev)


def test_healthy_cluster_has_no_findings(doctor):
    r, data = scan(doctor, HEALTHY)
    assert r.code == 0
    assert data["findings"] == []
    statuses = {c["id"]: c["status"] for c in data["checks"]}
    assert statuses["gpu_operator_component_unhealthy"] == "ok"
    assert statuses["gpu_operator_clusterpolicy_not_ready"] == "ok"


def test_text_report_first_line_is_the_driver(doctor):
    r = doctor("scan", "--from", str(BROKEN), "--category", "gpu_operator", "--category", "device_plugin")
    assert r.stdout.splitlines()[0].startswith("✗ GPU Operator NVIDIA driver failed to install/load the NVIDIA driver")


def test_fixing_the_driver_pod_clears_the_chain(doctor, tmp_path):
    """Mark the broken driver pod Running/Ready: the driver finding disappears and its
    former symptoms are no longer attributed to it."""
    work = tmp_path / "c"
    shutil.copytree(BROKEN, work)
    pods = json.loads((work / "pods.json").read_text())
    for p in pods["items"]:
        if p["metadata"]["name"] == "nvidia-driver-daemonset-4xkq2":
            cs = p["status"]["containerStatuses"][0]
            cs.update({"ready": True, "started": True, "state": {"running": {"startedAt": "2026-11-28T09:59:00Z"}}})
    (work / "pods.json").write_text(json.dumps(pods))
    _, data = scan(doctor, work)
    assert not any("NVIDIA driver failed" in f["title"] for f in data["findings"])
    blocked = [f for f in data["findings"] if "waiting for the NVIDIA driver" in f["title"]]
    assert blocked == []


def test_operator_daemonset_short_without_pods(doctor, tmp_path):
    work = tmp_path / "c"
    work.mkdir()
    shutil.copy(BROKEN / "daemonsets.apps.json", work)
    shutil.copy(BROKEN / "meta.json", work)
    (work / "pods.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [],
                                                "metadata": {"resourceVersion": ""}}))
    _, data = scan(doctor, work)
    titles = [f["title"] for f in data["findings"]]
    assert "GPU Operator NVIDIA driver DaemonSet nvidia-driver-daemonset: 1/2 pods ready" in titles


@pytest.mark.parametrize("state,expected", [("ready", 0), ("ignored", 0), ("notReady", 1)])
def test_clusterpolicy_states(doctor, tmp_path, state, expected):
    work = tmp_path / "c"
    work.mkdir()
    cp = json.loads((BROKEN / "clusterpolicies.nvidia.com.json").read_text())
    cp["items"][0]["status"]["state"] = state
    (work / "clusterpolicies.nvidia.com.json").write_text(json.dumps(cp))
    r = doctor("scan", "--from", str(work), "-o", "json", "--check", "gpu_operator_clusterpolicy_not_ready")
    assert len(r.json()["findings"]) == expected


def test_pods_still_starting_are_not_failures(doctor, tmp_path):
    """The same blocked pods, observed two minutes after they started: a rollout, not a failure."""
    work = tmp_path / "c"
    shutil.copytree(BROKEN, work)
    meta = json.loads((work / "meta.json").read_text())
    meta["observed_at"] = "2026-11-28T07:46:00Z"
    (work / "meta.json").write_text(json.dumps(meta))
    _, data = scan(doctor, work)
    titles = [f["title"] for f in data["findings"]]
    assert not any("waiting for the NVIDIA driver" in t for t in titles)
    assert any("NVIDIA driver failed" in t for t in titles)   # the crash-looping driver is still a failure


def test_scheduler_view_of_the_same_node_folds_under_the_driver(doctor):
    """`pending_pods` (the scheduler diagnosis) also sees gpu-node-1 advertising 0 GPUs for the
    pending 8-GPU fine-tune; the driver failure explains that too."""
    r = doctor("scan", "--from", str(BROKEN), "-o", "json")
    findings = r.json()["findings"]
    driver = findings[0]
    assert driver["check"] == "gpu_operator_component_unhealthy" and "NVIDIA driver failed" in driver["title"]
    zero = [f for f in findings if f["check"] == "pending_pods" and "gpu-node-1 advertises 0" in f["title"]]
    assert len(zero) == 1 and zero[0]["explained_by"] == driver["id"]


def test_nvidiadriver_not_ready(doctor, tmp_path):
    work = tmp_path / "c"
    work.mkdir()
    shutil.copy(HEALTHY / "clusterpolicies.nvidia.com.json", work)
    (work / "nvidiadrivers.nvidia.com.json").write_text(json.dumps({
        "apiVersion": "v1", "kind": "List", "metadata": {"resourceVersion": ""},
        "items": [{"apiVersion": "nvidia.com/v1alpha1", "kind": "NVIDIADriver",
                   "metadata": {"name": "ubuntu-535", "uid": "0d6c1a52-3f0e-4a57-9d0b-4c8f3b2a1e11"},
                   "spec": {"driverType": "gpu", "version": "535.129.03"},
                   "status": {"state": "notReady", "conditions": [
                       {"type": "Error", "status": "True", "reason": "DriverNotReady",
                        "message": "driver daemonset not ready", "lastTransitionTime": "2026-11-28T09:00:00Z"}]}}]}))
    r = doctor("scan", "--from", str(work), "-o", "json", "--check", "gpu_operator_clusterpolicy_not_ready")
    fs = r.json()["findings"]
    assert [f["title"] for f in fs] == ["NVIDIADriver ubuntu-535 is notReady"]
    assert fs[0]["evidence"][1]["pointer"] == "/status/conditions/0/message"


def test_failing_line_prefers_the_line_stating_the_error():
    """The driver container logs its steps ("Could not resolve Linux kernel version") before the
    error it exits with; the report quotes the error itself (seed 000's "failed to install
    NVIDIA driver: kernel version mismatch")."""
    from doctor.gpu.operator import failing_line

    log = ("Resolving Linux kernel version...\nCould not resolve Linux kernel version\n"
           "Error: failed to install NVIDIA driver: kernel version mismatch\nStopping NVIDIA persistence daemon...\n")
    assert failing_line(log) == (3, "Error: failed to install NVIDIA driver: kernel version mismatch",
                                 "driver_install_failed")
    assert failing_line("Could not resolve Linux kernel version\n")[1] == "Could not resolve Linux kernel version"
    assert failing_line("all good\n") is None


def test_demo_quotes_the_driver_error_line(doctor, fixtures_dir):
    data = doctor("scan", "--from", fixtures_dir / "demo", "-o", "json").json()
    top = data["findings"][0]
    assert top["check"] == "gpu_operator_component_unhealthy"
    assert "Error: failed to install NVIDIA driver: kernel version mismatch" in top["summary"]
