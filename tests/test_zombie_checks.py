"""The zombies checks on recorded scenarios (fixtures/zombie-*), and variations of them."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).parent.parent / "fixtures"
CRASHED = FIX / "zombie-crashed-pod"
HOGGING = FIX / "zombie-gpu-hogging"
ZOMBIE_CHECKS = {"zombie_gpu_process", "cuda_oom_pod", "gpu_host_process", "gpu_memory_without_process",
                 "idle_gpu_allocation", "gpu_shared_by_pods"}


def scan(doctor, path, *extra):
    select = extra if "--check" in extra else ("--category", "zombies", *extra)
    r = doctor("scan", "--from", path, "-o", "json", *select)
    assert r.code in (0, 1), r.stderr
    return r, r.json()


def _resolve(doc, pointer):
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    return doc


def _objects(folder: Path) -> dict:
    out = {}
    for f in ("pods.json", "nodes.json"):
        for item in json.loads((folder / f).read_text())["items"]:
            out[(item["kind"], item["metadata"].get("namespace"), item["metadata"]["name"])] = item
    for f in (folder / "nodes").glob("*.json"):
        out[("NodeGPUReport", None, f.stem)] = json.loads(f.read_text())
    return out


@pytest.mark.parametrize("folder", [CRASHED, HOGGING], ids=lambda p: p.name)
def test_every_evidence_pointer_resolves_to_its_value(doctor, folder):
    _, rep = scan(doctor, folder)
    objs = _objects(folder)
    checked = 0
    for f in rep["findings"]:
        for ev in f["evidence"]:
            if not ev.get("pointer") or "object" not in ev:
                continue
            o = ev["object"]
            target = objs[(o["kind"], o["namespace"], o["name"])]
            got = _resolve(target, ev["pointer"])
            if ev.get("value") is not None:
                assert got == ev["value"] or (isinstance(got, str) and ev["value"] in got), (f["check"], ev)
            checked += 1
    assert checked >= 5


def test_crashed_pod_zombie_is_the_root_cause_of_the_oom(doctor):
    r, rep = scan(doctor, CRASHED)
    assert r.code == 1                                     # critical findings
    first = rep["findings"][0]
    assert first["check"] == "zombie_gpu_process" and first["severity"] == "critical"
    assert "48213" in first["title"] and "Failed pod team-a/finetune-llama-7b-8xq2m" in first["title"]
    assert "GPU 0" in first["title"] and "GPU-" in first["title"]
    oom = next(f for f in rep["findings"] if f["check"] == "cuda_oom_pod")
    assert oom["id"] in first["explains"] and oom["explained_by"] == first["id"]
    assert {"kind": "Pod", "namespace": "team-b", "name": "llm-infer-7d9c6b5f4-x2kqp"} in oom["objects"]
    # the folded symptom comes right after its cause
    assert rep["findings"][1]["id"] == oom["id"]
    # process stuck in D: the fix says kill alone may not work and names node, GPU and PID
    fix = " ".join(first["fix"]["commands"])
    assert "kill -9 48213" in fix and "nvidia-smi --gpu-reset -i 0" in fix
    assert "kubectl debug node/gke-ml-prod-a100-pool-3f1c2a9b-x7kq" in fix
    assert "state D" in first["fix"]["text"]


def test_defunct_process_of_a_deleted_pod(doctor):
    _, rep = scan(doctor, CRASHED)
    z = [f for f in rep["findings"] if f["check"] == "zombie_gpu_process" and "51877" in f["title"]]
    assert len(z) == 1 and "zombie, state Z" in z[0]["title"] and "GPU 3" in z[0]["title"]
    assert "kill -9 51860" in " ".join(z[0]["fix"]["commands"])     # the parent, not the zombie
    assert z[0]["explains"] == []                                   # the OOM pod runs on GPU 0


def test_healthy_training_pod_is_not_flagged(doctor):
    _, rep = scan(doctor, CRASHED)
    for f in rep["findings"]:
        assert all(o["name"] != "pretrain-gpt-worker-1" for o in f["objects"]), f["title"]
        assert "GPU 1" not in f["title"] and "GPU 2" not in f["title"]
    ids = {c["id"]: c["status"] for c in rep["checks"]}
    assert set(ids) == ZOMBIE_CHECKS
    assert ids["idle_gpu_allocation"] == "ok"        # the crash-looping pod is not "sitting on" GPU 0


def test_gpu_hogging_scenario(doctor):
    r, rep = scan(doctor, HOGGING)
    by = {}
    for f in rep["findings"]:
        by.setdefault(f["check"], []).append(f)
    assert r.code == 0                                         # warnings only, default --fail-on critical
    assert set(by) == {"idle_gpu_allocation", "gpu_shared_by_pods", "gpu_host_process", "gpu_memory_without_process"}
    idle = by["idle_gpu_allocation"][0]
    assert idle["severity"] == "warning" and "3%" in idle["title"] and "embedder" in idle["title"]
    assert "train-bert-large-0" in idle["summary"]
    shared = sorted(f["title"] for f in by["gpu_shared_by_pods"])
    assert any("notebook-bob-0 uses" in t and "without requesting a GPU" in t for t in shared)
    assert any(t.startswith("2 pods share") and "GPU 1" in t for t in shared)
    host = by["gpu_host_process"][0]
    assert "PID 2210" in host["title"] and "12,288 MiB" in host["title"] and "GPU 2" in host["title"]
    leak = by["gpu_memory_without_process"][0]
    assert "18,436 MiB" in leak["title"] and "GPU 3" in leak["title"]
    assert doctor("scan", "--from", HOGGING, "--category", "zombies", "--fail-on", "warning").code == 1


def _copy(tmp_path, folder):
    dst = tmp_path / folder.name
    shutil.copytree(folder, dst)
    report = next((dst / "nodes").glob("*.json"))
    return dst, report, json.loads(report.read_text())


def test_no_waiting_demand_makes_idle_info(doctor, tmp_path):
    dst, _, _ = _copy(tmp_path, HOGGING)
    pods = json.loads((dst / "pods.json").read_text())
    pods["items"] = [p for p in pods["items"] if p["metadata"]["name"] != "train-bert-large-0"]
    (dst / "pods.json").write_text(json.dumps(pods))
    _, rep = scan(doctor, dst, "--check", "idle_gpu_allocation")
    assert [f["severity"] for f in rep["findings"]] == ["info"]


def test_process_of_a_running_pod_is_not_a_zombie(doctor, tmp_path):
    dst, path, report = _copy(tmp_path, CRASHED)
    healthy = report["gpus"][1]["processes"][0]
    zombie = report["gpus"][0]["processes"][0]
    for key in ("pod_uid", "container_id", "cgroup"):
        zombie[key] = healthy[key]
    report["gpus"][3]["processes"][0].update(state="S", pod_uid=healthy["pod_uid"], container_id=healthy["container_id"])
    path.write_text(json.dumps(report))
    _, rep = scan(doctor, dst, "--check", "zombie_gpu_process")
    assert rep["findings"] == []


def test_leftover_of_a_restarted_container(doctor, tmp_path):
    """A live pod whose previous container instance still holds memory (restart, not crash of the pod)."""
    dst, path, report = _copy(tmp_path, CRASHED)
    pods = json.loads((dst / "pods.json").read_text())
    victim = next(p for p in pods["items"] if p["metadata"]["name"] == "llm-infer-7d9c6b5f4-x2kqp")
    old = victim["status"]["containerStatuses"][0]["lastState"]["terminated"]["containerID"].split("://")[1]
    proc = report["gpus"][0]["processes"][1]
    proc.update(container_id=old, used_memory_mib=30000)
    report["gpus"][0]["processes"] = [proc]
    path.write_text(json.dumps(report))
    _, rep = scan(doctor, dst, "--check", "zombie_gpu_process")
    titles = [f["title"] for f in rep["findings"]]
    assert any("previous (crashed) instance of container server" in t for t in titles)


def test_nvidia_smi_only_reports_claim_nothing_about_pods(doctor, tmp_path):
    """An nvidia-smi XML has no PID->pod mapping: no zombie/host-process verdicts from it."""
    dst = tmp_path / "rec"
    shutil.copytree(CRASHED, dst)
    shutil.rmtree(dst / "nodes")
    shutil.copy(FIX / "nvidia-smi" / "tesla-t4-515.105.01.xml", dst / "gke-ml-prod-a100-pool-3f1c2a9b-x7kq.xml")
    _, rep = scan(doctor, dst)
    assert [f for f in rep["findings"] if f["check"] != "cuda_oom_pod"] == []


def test_without_node_reports_the_checks_say_why(doctor):
    r = doctor("scan", "--from", FIX / "zombie-crashed-pod" / "pods.json", "--category", "zombies", "-o", "json")
    statuses = {c["id"]: c for c in r.json()["checks"]}
    assert all(statuses[i]["status"] == "skipped" for i in ZOMBIE_CHECKS)
    assert "doctor collect" in statuses["zombie_gpu_process"]["detail"]


def test_generator_is_deterministic(tmp_path):
    import subprocess
    import sys
    subprocess.run([sys.executable, str(FIX / "_generators" / "zombies.py"), str(tmp_path)], check=True)
    for folder in (CRASHED, HOGGING):
        for f in folder.rglob("*"):
            if f.is_file():
                assert (tmp_path / folder.name / f.relative_to(folder)).read_bytes() == f.read_bytes(), f


def test_malformed_node_reports_never_crash_the_checks(doctor, tmp_path):
    """A hand-edited or truncated nodes/<node>.json: wrong types everywhere, no check errors."""
    dst, path, report = _copy(tmp_path, CRASHED)
    report["gpus"] = [
        "not a gpu",
        {"index": 1, "processes": "nope", "utilization": "busy", "mig": None},
        {"index": 2, "processes": [None, {"pid": "12"}, {"pid": True}, {"pid": 7, "pod_uid": ["x"], "used_memory_mib": "lots",
                                                                     "state": 5, "in_container": "no"}],
         "memory_used_mib": "9000", "memory_total_mib": None, "utilization": {"gpu_percent": "3"}},
        {"index": 3, "processes": [{"pid": 9, "pod_uid": {"a": 1}, "used_memory_mib": 5000}],
         "utilization": {"gpu_percent": 1}, "memory_used_mib": 5000, "memory_total_mib": 0},
    ]
    path.write_text(json.dumps(report))
    (dst / "nodes" / "other.json").write_text(json.dumps({"schema": "doctor.node/v1", "gpus": {"0": {}}}))
    r, rep = scan(doctor, dst)
    assert {c["id"]: c["status"] for c in rep["checks"] if c["status"] == "error"} == {}


def test_time_slicing_patch_only_where_a_cluster_policy_exists(doctor, tmp_path):
    # GKE node pool, no GPU Operator ClusterPolicy recorded: no patch of a ClusterPolicy that is not there
    _, rep = scan(doctor, HOGGING, "--check", "idle_gpu_allocation")
    (idle,) = rep["findings"]
    assert not any("clusterpolicies" in c for c in idle["fix"]["commands"])
    # with the operator's ClusterPolicy: apply the ConfigMap first, then patch the policy by its name, with the caveat
    dst, _, _ = _copy(tmp_path, HOGGING)
    shutil.copy(FIX / "gpu-operator-broken" / "clusterpolicies.nvidia.com.json", dst)
    _, rep = scan(doctor, dst, "--check", "idle_gpu_allocation")
    cmds = rep["findings"][0]["fix"]["commands"]
    apply_i = next(i for i, c in enumerate(cmds) if c.startswith("kubectl apply -f time-slicing-config.yaml"))
    patch_i = next(i for i, c in enumerate(cmds) if c.startswith("kubectl patch clusterpolicies.nvidia.com/cluster-policy"))
    assert apply_i < patch_i and "cluster-wide" in cmds[patch_i]


def test_idle_gpus_of_one_pod_are_one_finding(doctor):
    """The demo's third llm-serve replica sits at 3% and 2% on its two H100s: one finding for the
    pod naming both GPUs (not one per GPU), with a utilization pointer for each."""
    from testlib import FIXTURES

    r = doctor("scan", "--from", FIXTURES / "demo", "--check", "idle_gpu_allocation", "-o", "json")
    (idle,) = r.json()["findings"]
    assert idle["title"].startswith("team-b/llm-serve-6c9f8d7b5-m2v8d holds 2 nearly idle GPUs on gpu-h100-1")
    assert "GPU 4 at 3%" in idle["title"] and "GPU 5 at 2%" in idle["title"]
    pointers = [e["pointer"] for e in idle["evidence"] if e["pointer"].endswith("gpu_percent")]
    assert pointers == ["/gpus/4/utilization/gpu_percent", "/gpus/5/utilization/gpu_percent"]
    assert idle["blast_radius"] == 2
