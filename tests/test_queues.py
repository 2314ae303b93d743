"""Kueue (doctor/queues/kueue.py) on fixtures/kueue-* (v1beta2) and pending-kueue-* (v1beta1):
each failure found with its cause and a fix that never removes Kueue's own scheduling gates."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "fixtures"


def pending(fixture, pod):
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(FIX / fixture), pod, "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode in (0, 1), out.stderr
    return json.loads(out.stdout)


def _all_fix_text(d):
    return " ".join(f["fix"]["text"] + " " + " ".join(f["fix"]["commands"]) + " " + (f["fix"]["patch"] or "")
                    for f in d["findings"])


@pytest.mark.parametrize("fixture,pod,headline,fix", [
    ("kueue-localqueue-missing", "team-a/trainer-0", "LocalQueue 'trainers' does not exist in namespace team-a",
     "create LocalQueue 'trainers' in team-a"),
    ("kueue-flavor-missing", "team-a/trainer-0", "ClusterQueue gpu-cq is inactive, it references missing ResourceFlavor(s) h100-80gb",
     "Create the ResourceFlavor(s) h100-80gb"),
    ("kueue-topology", "team-a/trainer-0", "topology \"default\" doesn't allow to fit any of 4 pod(s)",
     "kueue.x-k8s.io/podset-preferred-topology"),
    ("pending-kueue-gated", "team-b/sample-job-pod-0", "has no unused nvidia.com/gpu quota in flavor a100-80gb (4 more needed)",
     "Free quota in the ClusterQueue"),
])
def test_kueue_cause_and_fix(fixture, pod, headline, fix):
    d = pending(fixture, pod)
    assert d["headline"].startswith("Kueue has not admitted Workload") and headline in d["headline"], d["headline"]
    assert fix in _all_fix_text(d)
    # the gate finding is folded under the Workload's cause, and nobody is told to patch Kueue's gates out
    gate = [f for f in d["findings"] if "scheduling gate" in f["title"]]
    assert gate and gate[0]["explained_by"]
    assert "schedulingGates" not in _all_fix_text(d) and "Do not remove Kueue's gates" in gate[0]["fix"]["text"]


def test_topology_evidence_counts_the_roomiest_domain():
    d = pending("kueue-topology", "team-a/trainer-0")
    notes = [e["note"] for e in d["findings"][0]["evidence"]]
    assert any("topology-rack domain" in n and "holds 1 of the 4 pod(s) of 8 GPU(s)" in n for n in notes), notes


def test_other_gates_still_get_the_generic_advice(tmp_path):
    src = json.loads((FIX / "kueue-topology" / "pods.json").read_text())
    for p in src["items"]:
        if p["metadata"]["name"] == "trainer-0":
            p["spec"]["schedulingGates"] = [{"name": "example.com/wait-for-quota"}]
    for f in (FIX / "kueue-topology").iterdir():
        (tmp_path / f.name).write_text(f.read_text())
    (tmp_path / "pods.json").write_text(json.dumps(src))
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(tmp_path), "team-a/trainer-0", "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    d = json.loads(out.stdout)
    gate = [f for f in d["findings"] if "scheduling gate" in f["title"]][0]
    assert "schedulingGates" in " ".join(gate["fix"]["commands"])


@pytest.mark.parametrize("fixture,headline,fix", [
    ("kai-queue-missing", "its queue 'team-a' does not exist", "create queue 'team-a'"),
    ("kai-over-limit", "research quota has reached the allowable limit of GPUs", "spec.resources.gpu.limit"),
])
def test_kai_podgroup_cause(fixture, headline, fix):
    d = pending(fixture, "team-a/trainer-0")
    assert d["headline"].startswith("KAI will not schedule PodGroup team-a/pg-trainer-3f1d2c6b") and headline in d["headline"]
    assert fix in _all_fix_text(d)
    assert not [f for f in d["findings"] if "not running" in f["title"]]     # the KAI scheduler runs


def test_hami_vgpu_reasons_and_missed_webhook():
    out = subprocess.run([sys.executable, "-m", "doctor", "scan", "--from", str(FIX / "hami-vgpu"), "--category", "queues",
                          "-o", "json"], capture_output=True, text=True, cwd=ROOT)
    d = json.loads(out.stdout)
    by_pod = {f["objects"][0]["name"]: f for f in d["findings"] if f["check"] == "hami_vgpu_unschedulable"}
    assert by_pod["llm-serve-0"]["title"] == ("HAMi cannot place pod team-a/llm-serve-0 on 2 node(s): no card has 45000 MiB "
                                              "of GPU memory free for one vGPU (CardInsufficientMemory)")
    assert "nvidia.com/gpumem" in by_pod["llm-serve-0"]["fix"]["text"]
    assert "not sent to hami-scheduler" in by_pod["notebook-0"]["title"]
    # doctor pending names the same cause first
    p = pending("hami-vgpu", "team-a/notebook-0")
    assert p["headline"] == by_pod["notebook-0"]["title"]
