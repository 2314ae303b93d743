"""Workload configuration checks (checks/workloads/) on the seed-based fixtures: the healthy
cluster gives nothing; each broken variant gives exactly its findings, with evidence that
resolves inside the recorded objects and fixes that, applied, make the finding go away."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

CATEGORY = "workloads"


def scan(doctor, path, *extra):
    select = () if "--check" in extra else ("--category", CATEGORY)
    r = doctor("scan", "--from", path, *select, "-o", "json", *extra)
    assert r.code in (0, 1), r.stderr
    return r.json()


def summary(report) -> set[tuple[str, str, str]]:
    return {(f["check"], f["severity"], ",".join(f"{o['kind']}/{o['namespace']}/{o['name']}" for o in f["objects"][:1]))
            for f in report["findings"]}


def load_objects(folder: Path) -> dict[tuple[str, str | None, str], dict]:
    out = {}
    for path in folder.glob("*.json"):
        doc = json.loads(path.read_text())
        for item in doc.get("items", []) if isinstance(doc, dict) else []:
            meta = item["metadata"]
            out[(item["kind"], meta.get("namespace"), meta["name"])] = item
    return out


def resolve(obj, pointer: str):
    for raw in pointer.split("/")[1:]:
        part = raw.replace("~1", "/").replace("~0", "~")
        obj = obj[int(part)] if isinstance(obj, list) else obj[part]
    return obj


# ---- healthy -----------------------------------------------------------------------------

def test_healthy_seed_workloads_give_no_findings_and_every_check_ran(doctor):
    report = scan(doctor, FIXTURES / "workloads-healthy")
    assert report["findings"] == []
    statuses = {c["id"]: c["status"] for c in report["checks"]}
    assert len(statuses) >= 14
    assert set(statuses.values()) == {"ok"}, statuses


# ---- broken variants: exactly these findings ----------------------------------------------

EXPECTED = {
    "workloads-probes": {
        ("model_server_liveness_kills_loading", "critical", "Deployment/llm/llm-inference"),
        ("model_server_readiness_too_early", "warning", "Deployment/llm/triton-ensemble"),
        ("model_server_readiness_too_early", "warning", "Deployment/llm/tgi-mistral"),
        ("model_server_shared_probe", "warning", "Deployment/llm/tgi-mistral"),
    },
    "workloads-resources": {
        ("gpu_request_limit_mismatch", "critical", "PyTorchJob/training/llama-sft"),
        ("model_server_memory_below_model", "critical", "Pod/llm/llm-with-fast-storage"),
        ("gpu_requested_by_init_container", "warning", "Deployment/training/finetune-worker"),
        ("hpa_scales_gpu_inference_on_cpu", "warning", "HorizontalPodAutoscaler/llm/llm-pod"),
        ("gpu_container_cpu_throttled", "warning", "Deployment/llm/llm-pod"),
    },
    "workloads-ray": {
        ("ray_num_gpus_mismatch", "critical", "RayCluster/ray/gpu-ray-cluster"),
        ("ray_num_gpus_mismatch", "warning", "RayCluster/ray/gpu-ray-cluster"),
        ("ray_head_gets_gpu", "warning", "RayCluster/ray/gpu-ray-cluster"),
        ("cuda_visible_devices_hand_set", "warning", "RayCluster/ray/gpu-ray-cluster"),
        ("gpu_container_cpu_throttled", "warning", "RayCluster/ray/gpu-ray-cluster"),
    },
    "workloads-hf": {
        ("hf_offline_without_cache", "critical", "Deployment/hf/hf-offline-emptydir"),
        ("hf_offline_without_cache", "critical", "Deployment/hf/hf-offline-nocache"),
        ("hf_token_secret_missing", "critical", "Deployment/hf/hf-model-server"),
        ("hf_token_secret_missing", "critical", "Deployment/hf/hf-model-server-b"),
    },
    "workloads-seed-as-written": {   # the article's own "working" YAML: only its CUDA_VISIBLE_DEVICES trap
        ("cuda_visible_devices_hand_set", "warning", "Deployment/llm/llm-inference"),
        ("cuda_visible_devices_hand_set", "warning", "Deployment/llm/hf-model-server"),
        ("cuda_visible_devices_hand_set", "warning", "RayCluster/ray/gpu-ray-cluster"),
    },
    "workloads-timeslicing": {
        ("time_slicing_memory_overcommit", "critical", "Node/None/gpu-a100-ts-0"),
    },
}


@pytest.mark.parametrize("scenario", sorted(EXPECTED))
def test_broken_scenarios_give_exactly_their_findings(doctor, scenario):
    report = scan(doctor, FIXTURES / scenario)
    assert summary(report) == EXPECTED[scenario]
    assert (FIXTURES / scenario / "README.md").read_text().strip()


@pytest.mark.parametrize("scenario", sorted(EXPECTED) + ["workloads-healthy"])
def test_evidence_points_into_the_recorded_objects(doctor, scenario):
    folder = FIXTURES / scenario
    objects = load_objects(folder)
    report = scan(doctor, folder)
    checked = 0
    for f in report["findings"]:
        assert f["fix"]["commands"] or f["fix"]["patch"], f["title"]
        for ev in f["evidence"]:
            if "pointer" not in ev or "object" not in ev:
                continue
            o = ev["object"]
            obj = objects[(o["kind"], o["namespace"], o["name"])]
            value = resolve(obj, ev["pointer"])
            if "value" in ev:
                assert value == ev["value"], (f["check"], ev)
            checked += 1
    assert checked >= len(report["findings"])


def test_liveness_finding_shows_seconds_to_kill_and_restart_evidence(doctor):
    report = scan(doctor, FIXTURES / "workloads-probes", "--check", "model_server_liveness_kills_loading")
    (f,) = report["findings"]
    computed = [e for e in f["evidence"] if "seconds to kill" in e["note"]]
    assert computed and computed[0]["value"] == 60          # 30 + 3 x 10
    assert "threshold 300s" in computed[0]["note"]
    assert any(e.get("value") == 9 and e["pointer"].endswith("/restartCount") for e in f["evidence"])
    assert any("failed liveness probe" in str(e.get("value")) for e in f["evidence"])


def test_request_limit_mismatch_quotes_the_controllers_event(doctor):
    report = scan(doctor, FIXTURES / "workloads-resources", "--check", "gpu_request_limit_mismatch")
    assert len(report["findings"]) == 2      # Master and Worker replica specs, each with its own pointer
    pointers = {e["pointer"] for f in report["findings"] for e in f["evidence"] if "requests" in e.get("pointer", "")}
    assert pointers == {f"/spec/pytorchReplicaSpecs/{r}/template/spec/containers/0/resources/requests/nvidia.com~1gpu"
                        for r in ("Master", "Worker")}
    # the event rejects pod llama-sft-master-0: it is the Master finding's evidence, not the Worker's
    quoted = {f["title"].split("(")[1].split(")")[0]
              for f in report["findings"]
              if any("must be equal to nvidia.com/gpu limit" in str(e.get("value")) for e in f["evidence"])}
    assert quoted == {"Master replicas"}


def test_secrets_not_recorded_means_skipped_not_guessed(doctor, tmp_path):
    target = tmp_path / "hf"
    shutil.copytree(FIXTURES / "workloads-hf", target)
    (target / "secrets.json").unlink()
    meta = json.loads((target / "meta.json").read_text())
    meta["resources"].remove("secrets")
    (target / "meta.json").write_text(json.dumps(meta))
    report = scan(doctor, target)
    assert not [f for f in report["findings"] if f["check"] == "hf_token_secret_missing"]
    status = {c["id"]: c for c in report["checks"]}["hf_token_secret_missing"]
    assert status["status"] == "skipped" and "secrets" in status["detail"]


# ---- one-line breakages of the healthy cluster are caught ---------------------------------

def _edit(folder: Path, filename: str, kind: str, name: str, change) -> None:
    path = folder / filename
    doc = json.loads(path.read_text())
    hit = [i for i in doc["items"] if i["kind"] == kind and i["metadata"]["name"] == name]
    assert hit, (filename, name)
    for item in hit:
        change(item)
    path.write_text(json.dumps(doc))


def _vllm(item):
    return item["spec"]["template"]["spec"]["containers"][0]


BREAKAGES = {
    "model_server_liveness_kills_loading": ("deployments.apps.json", "Deployment", "llm-inference",
                                            lambda d: _vllm(d).pop("startupProbe")),
    "hpa_scales_gpu_inference_on_cpu": ("horizontalpodautoscalers.autoscaling.json", "HorizontalPodAutoscaler",
                                        "llm-inference", lambda h: h["spec"].update(metrics=[{"type": "Resource", "resource": {
                                            "name": "cpu", "target": {"type": "Utilization", "averageUtilization": 60}}}])),
    "time_slicing_memory_overcommit": ("pods.json", "Pod", "small-llm-0",
                                       lambda p: p["spec"]["containers"][0]["args"].__setitem__(5, "0.5")),
    "hf_token_secret_missing": ("secrets.json", "Secret", "huggingface-token", lambda s: s.update(data={"HF_TOKEN": "x"})),
    "ray_num_gpus_mismatch": ("rayclusters.ray.io.json", "RayCluster", "gpu-ray-cluster",
                              lambda r: r["spec"]["workerGroupSpecs"][0]["rayStartParams"].update({"num-gpus": "2"})),
    "cuda_visible_devices_hand_set": ("statefulsets.apps.json", "StatefulSet", "pytorch-distributed-training",
                                      lambda s: s["spec"]["template"]["spec"]["containers"][0]["env"].append(
                                          {"name": "CUDA_VISIBLE_DEVICES", "value": "1"})),
    "model_server_readiness_too_early": ("deployments.apps.json", "Deployment", "hf-model-server",
                                         lambda d: d["spec"]["template"]["spec"]["containers"][0].pop("readinessProbe")),
    "hf_offline_without_cache": ("deployments.apps.json", "Deployment", "hf-model-server",
                                 lambda d: d["spec"]["template"]["spec"].update(
                                     volumes=[{"name": "hf-cache", "emptyDir": {}}], initContainers=[])),
    "model_server_memory_below_model": ("deployments.apps.json", "Deployment", "llm-inference",
                                        lambda d: _vllm(d)["resources"]["limits"].update(memory="16Gi")),
}


@pytest.mark.parametrize("check", sorted(BREAKAGES))
def test_one_breakage_of_the_healthy_cluster_is_found(doctor, tmp_path, check):
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / "workloads-healthy", target)
    _edit(target, *BREAKAGES[check])
    report = scan(doctor, target)
    assert {f["check"] for f in report["findings"]} == {check}


def test_cuda_visible_devices_out_of_range_is_critical(doctor, tmp_path):
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / "workloads-healthy", target)
    _edit(target, *BREAKAGES["cuda_visible_devices_hand_set"])
    (f,) = scan(doctor, target)["findings"]
    assert f["severity"] == "critical" and "'1'" in f["summary"]


# ---- the fixes work: apply the JSON patch from the finding, the finding goes away ---------

def _apply(doc, ops):
    for op in ops:
        parts = [p.replace("~1", "/").replace("~0", "~") for p in op["path"].split("/")[1:]]
        parent = doc
        for p in parts[:-1]:
            parent = parent[int(p)] if isinstance(parent, list) else parent[p]
        last = parts[-1]
        if isinstance(parent, list):
            idx = len(parent) if last == "-" else int(last)
            if op["op"] == "add":
                parent.insert(idx, op["value"])
            elif op["op"] == "replace":
                parent[idx] = op["value"]
            elif op["op"] == "remove":
                del parent[idx]
            elif op["op"] == "test":
                assert parent[idx] == op["value"]
        else:
            if op["op"] in ("add", "replace"):
                if op["op"] == "replace":
                    assert last in parent, op
                parent[last] = op["value"]
            elif op["op"] == "remove":
                del parent[last]
            elif op["op"] == "test":
                assert parent[last] == op["value"]


PATCH = re.compile(r"^kubectl patch (\S+) (\S+) -n (\S+) --type=json -p '(.*)'$")


@pytest.mark.parametrize("scenario,check", [
    ("workloads-probes", "model_server_liveness_kills_loading"),
    ("workloads-probes", "model_server_shared_probe"),
    ("workloads-probes", "model_server_readiness_too_early"),
    ("workloads-resources", "gpu_request_limit_mismatch"),
    ("workloads-resources", "gpu_container_cpu_throttled"),
    ("workloads-resources", "gpu_requested_by_init_container"),
    ("workloads-resources", "hpa_scales_gpu_inference_on_cpu"),
    ("workloads-ray", "ray_num_gpus_mismatch"),
    ("workloads-ray", "ray_head_gets_gpu"),
    ("workloads-ray", "cuda_visible_devices_hand_set"),
])
def test_applying_the_suggested_patch_clears_the_finding(doctor, tmp_path, scenario, check):
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / scenario, target)
    before = scan(doctor, target, "--check", check)["findings"]
    assert before
    files = {p.stem: p for p in target.glob("*.json")}
    for f in before:
        for cmd in f["fix"]["commands"]:
            m = PATCH.match(cmd)
            assert m, cmd
            resource, name, ns, body = m.groups()
            if resource == "hpa":
                resource = "horizontalpodautoscalers.autoscaling"
            path = files[resource]
            doc = json.loads(path.read_text())
            item = next(i for i in doc["items"] if i["metadata"]["name"] == name and i["metadata"]["namespace"] == ns)
            _apply(item, json.loads(body))
            path.write_text(json.dumps(doc))
    after = scan(doctor, target, "--check", check)["findings"]
    assert after == []


def _copy_healthy(tmp_path) -> Path:
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / "workloads-healthy", target)
    return target


def test_emptydir_cache_filled_by_an_init_container_is_fine(doctor, tmp_path):
    target = _copy_healthy(tmp_path)
    _edit(target, "deployments.apps.json", "Deployment", "hf-model-server",
          lambda d: d["spec"]["template"]["spec"].update(volumes=[{"name": "hf-cache", "emptyDir": {}}]))
    assert scan(doctor, target)["findings"] == []


def test_cuda_visible_devices_empty_hides_every_gpu(doctor, tmp_path):
    target = _copy_healthy(tmp_path)
    _edit(target, "statefulsets.apps.json", "StatefulSet", "pytorch-distributed-training",
          lambda s: s["spec"]["template"]["spec"]["containers"][0]["env"].append({"name": "CUDA_VISIBLE_DEVICES", "value": ""}))
    (f,) = scan(doctor, target)["findings"]
    assert f["severity"] == "critical" and "hides every GPU" in f["summary"]


def test_service_that_publishes_unready_pods_is_not_blamed_on_readiness(doctor, tmp_path):
    target = _copy_healthy(tmp_path)
    _edit(target, *BREAKAGES["model_server_readiness_too_early"])
    _edit(target, "services.json", "Service", "hf-server", lambda s: s["spec"].update(publishNotReadyAddresses=True))
    assert scan(doctor, target)["findings"] == []


def test_liveness_budget_at_the_threshold_is_not_flagged(doctor, tmp_path):
    target = _copy_healthy(tmp_path)

    def long_liveness(d):
        c = _vllm(d)
        c.pop("startupProbe")
        c["livenessProbe"].update(initialDelaySeconds=240, periodSeconds=15, failureThreshold=4)   # 240 + 60 = 300 s
    _edit(target, "deployments.apps.json", "Deployment", "llm-inference", long_liveness)
    # not a kill-during-load any more; what is left is the shared /health handler (reported once)
    assert [f["check"] for f in scan(doctor, target)["findings"]] == ["model_server_shared_probe"]
    _edit(target, "deployments.apps.json", "Deployment", "llm-inference",
          lambda d: _vllm(d)["livenessProbe"].update(initialDelaySeconds=239))
    (f,) = scan(doctor, target)["findings"]   # the shared-probe finding folds into this one
    assert f["check"] == "model_server_liveness_kills_loading" and "299s" in f["title"]


def test_liveness_that_cannot_fail_during_load_is_not_flagged(doctor, tmp_path):
    target = _copy_healthy(tmp_path)

    def trivial(d):
        c = _vllm(d)
        c.pop("startupProbe")
        c["livenessProbe"] = {"exec": {"command": ["cat", "/tmp/alive"]}, "periodSeconds": 10, "failureThreshold": 3}
    _edit(target, "deployments.apps.json", "Deployment", "llm-inference", trivial)
    assert scan(doctor, target)["findings"] == []


def test_memory_heuristic_uses_the_clusters_single_gpu_size_when_pods_are_not_placed(doctor, tmp_path):
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / "workloads-probes", target)
    # no Pods: placement unknown, but every GPU node is an 80 GB A100
    (target / "pods.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": []}))
    _edit(target, "deployments.apps.json", "Deployment", "triton-ensemble",
          lambda d: d["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"].update(memory="24Gi"))
    report = scan(doctor, target, "--check", "model_server_memory_below_model")
    (f,) = report["findings"]
    assert f["severity"] == "warning" and f["confidence"] < 0.5 and "24Gi" in f["title"]
    assert any(e.get("pointer") == "/metadata/labels/nvidia.com~1gpu.memory" and e["value"] == "81920" for e in f["evidence"])


def test_memory_heuristic_is_silent_when_the_server_already_runs_ready_with_that_limit(doctor, tmp_path):
    # pending-preemption's Triton pods have run Ready for a day with 0 restarts under their 64Gi
    # limit: the model has loaded, so "OOM-killed while loading" would be a false alarm
    report = scan(doctor, FIXTURES / "pending-preemption", "--check", "model_server_memory_below_model")
    assert report["findings"] == []
    # the same pod, not ready and restarting, is flagged again
    target = tmp_path / "cluster"
    shutil.copytree(FIXTURES / "pending-preemption", target)

    def crashloop(p):
        cs = p["status"]["containerStatuses"][0]
        cs.update(ready=False, restartCount=4, state={"waiting": {"reason": "CrashLoopBackOff"}})

    _edit(target, "pods.json", "Pod", "batch-10-0ae55", crashloop)
    report = scan(doctor, target, "--check", "model_server_memory_below_model")
    assert [f["objects"][0]["name"] for f in report["findings"]] == ["batch-10-0ae55"]


def test_request_limit_event_is_evidence_only_for_the_replica_type_it_names(doctor):
    # the FailedCreatePod event rejects llama-sft-master-0; it says nothing about the Worker template
    report = scan(doctor, FIXTURES / "workloads-resources", "--check", "gpu_request_limit_mismatch")
    by_role = {f["title"].split("(")[1].split(")")[0]: f for f in report["findings"]}
    master, worker = by_role["Master replicas"], by_role["Worker replicas"]
    assert any("llama-sft-master-0" in str(e["value"]) for e in master["evidence"])
    assert not any("llama-sft-master-0" in str(e["value"]) for e in worker["evidence"])
    assert "already reports" not in worker["summary"]
