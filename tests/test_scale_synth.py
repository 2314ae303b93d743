"""Small correctness tests for the scale tooling (no timing here: benchmarks/ measures)."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import math
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _module(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def synth_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("synth")
    counts = _module("synth").generate(out, nodes=40, pods=700, seed=3)
    return out, counts


def _digest(folder: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(folder.glob("*.json")):
        h.update(p.name.encode() + p.read_bytes())
    return h.hexdigest()


def test_synth_is_deterministic_and_kubectl_shaped(synth_dir, tmp_path):
    out, counts = synth_dir
    again = tmp_path / "again"
    _module("synth").generate(again, nodes=40, pods=700, seed=3)
    assert _digest(out) == _digest(again)
    other = tmp_path / "other"
    _module("synth").generate(other, nodes=40, pods=700, seed=4)
    assert _digest(out) != _digest(other)
    for name, kind in (("nodes", "Node"), ("pods", "Pod"), ("events", "Event"), ("daemonsets.apps", "DaemonSet")):
        doc = json.loads((out / f"{name}.json").read_text())
        assert doc["kind"] == "List" and doc["apiVersion"] == "v1" and doc["metadata"] == {"resourceVersion": ""}
        assert doc["items"] and all(i["kind"] == kind and i["apiVersion"] for i in doc["items"])
        uids = [i["metadata"]["uid"] for i in doc["items"]]
        assert len(set(uids)) == len(uids)
    pods = json.loads((out / "pods.json").read_text())["items"]
    assert len(pods) == counts["pods"] == 700
    assert all(p["metadata"]["ownerReferences"] for p in pods)
    # pods of a workload share their owner, as ReplicaSets and Jobs do
    owners = {p["metadata"]["ownerReferences"][0]["uid"] for p in pods}
    assert len(owners) < len(pods) / 3
    size = (out / "pods.json").stat().st_size / len(pods)
    assert 2000 < size < 4500, size  # realistic pod objects


def test_doctor_reads_the_synthetic_cluster_and_counts_gpus(doctor, synth_dir):
    prom = pytest.importorskip("prometheus_client.parser")
    out, _ = synth_dir
    nodes = json.loads((out / "nodes.json").read_text())["items"]
    pods = json.loads((out / "pods.json").read_text())["items"]
    allocated = sum(int(c["resources"]["requests"].get("nvidia.com/gpu", 0)) for p in pods
                    if p["spec"].get("nodeName") and p["status"]["phase"] not in ("Succeeded", "Failed")
                    for c in p["spec"]["containers"])
    capacity = sum(int(n["status"]["capacity"].get("nvidia.com/gpu", 0)) for n in nodes)
    r = doctor("scan", "--from", out, "-o", "prometheus")
    assert r.code in (0, 1), r.stderr
    fams = {f.name: f for f in prom.text_string_to_metric_families(r.stdout)}
    gpus = {s.labels["state"]: s.value for s in fams["gpu_doctor_gpus"].samples}
    assert gpus["capacity"] == capacity and gpus["allocated"] == allocated
    pending = sum(int(c["resources"]["requests"].get("nvidia.com/gpu", 0)) for p in pods
                  if p["status"]["phase"] == "Pending" and not p["spec"].get("nodeName")
                  for c in p["spec"]["containers"])
    assert fams["gpu_doctor_pending_gpu_requests"].samples[0].value == pending


def test_api_request_count_is_pages_not_objects(synth_dir):
    out, counts = synth_dir
    total, per = _module("scan_bench").api_requests(out, ["nodes", "pods", "events", "jobs.batch"])
    assert per["pods"] == math.ceil(counts["pods"] / 500)
    assert per["nodes"] == 1 and per["jobs.batch"] == 1
    assert total == sum(per.values()) < counts["pods"] / 100
