"""`doctor pending` end to end on the pending-* fixtures: doctor.pending/v1 shape, the
simulated message equals what kube-scheduler recorded (hand-written in the fixtures), root
cause on the first line, exit codes."""
import json
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parent.parent / "fixtures"

CASES = {  # fixture -> (pod, expected first finding key suffix / words in the headline)
    "pending-no-gpu": ("ml/serve-llm-0", "are taken"),
    "pending-taint": ("ml/serve-llm-0", "does not tolerate the taint nvidia.com/gpu=present:NoSchedule"),
    "pending-label": ("ml/serve-llm-0", "closest existing value: NVIDIA-A100-SXM4-80GB"),
    "pending-fragmented": ("research/llm-finetune-0-x8k2q", "8 nvidia.com/gpu are free across 4 node(s)"),
    "pending-pvc-missing": ("ml/vllm-7b-6d9f8-2xkq9", "'model-cache', which does not exist (similar: model-cache-vllm)"),
    "pending-mig-only": ("ml/notebook-0", "offer GPUs only as nvidia.com/mig-1g.10gb"),
    "pending-zero-gpu": ("ml/serve-llm-0", "gpu-a100-2 advertises 0 allocatable GPUs"),
    "pending-cordoned": ("ml/serve-llm-0", "GPU node(s) that could run pod ml/serve-llm-0 are cordoned: gpu-a100-1, gpu-a100-2"),
    "pending-pv-affinity": ("ml/embed-indexer-0", "can only be used on cpu-1, which cannot run pod"),
    "pending-timeslicing-renamed": ("ml/whisper-5c7d9-k2x8p", "offer GPUs only as nvidia.com/gpu.shared"),
    "pending-taint-generic": ("ml/serve-llm-0", "does not tolerate the taint nvidia.com/gpu=present:NoSchedule"),
}


def pending_pods_of(fixture):
    pods = json.loads((FIX / fixture / "pods.json").read_text())["items"]
    return [p for p in pods if not p["spec"].get("nodeName")]


def check_schema(d):
    assert d["schema"] == "doctor.pending/v1"
    assert set(d["pod"]) == {"namespace", "name"}
    assert isinstance(d["schedulable"], bool) and isinstance(d["message"], str)
    for n in d["nodes"]:
        assert {"name", "fits", "reasons", "also"} <= set(n)
        assert n["fits"] == (not n["reasons"])
    for f in d["findings"]:
        assert {"check", "severity", "confidence", "title", "summary", "objects", "evidence", "remediation"} <= set(f)


@pytest.mark.parametrize("fixture", sorted(CASES))
def test_unschedulable_fixtures_match_the_recorded_scheduler_message(doctor, fixture):
    pod, words = CASES[fixture]
    r = doctor("pending", pod, "--from", FIX / fixture, "-o", "json")
    assert r.code == 1, r.stderr
    d = r.json()
    check_schema(d)
    assert d["schedulable"] is False
    recorded = pending_pods_of(fixture)[0]["status"]["conditions"][0]["message"]
    assert d["message"] == recorded          # simulation == what kube-scheduler wrote
    assert d["disagreement"] is None
    assert words in d["headline"] and d["findings"][0]["title"] == d["headline"]
    assert all(f["remediation"] for f in d["findings"])
    # the text report leads with the same root cause
    t = doctor("pending", pod, "--from", FIX / fixture)
    assert t.stdout.splitlines()[0].endswith(d["headline"])


def test_per_node_reasons_taint_fixture(doctor):
    d = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-taint", "-o", "json").json()
    nodes = {n["name"]: n for n in d["nodes"]}
    assert nodes["gpu-a100-1"]["reasons"] == ["node(s) had untolerated taint {nvidia.com/gpu: present}"]
    assert nodes["cpu-1"]["reasons"] == ["node(s) didn't match Pod's node affinity/selector"]
    assert "Insufficient nvidia.com/gpu" in nodes["cpu-1"]["also"]
    fix = d["findings"][0]["fix"]
    assert "tolerations" in fix["patch"] and "nvidia.com/gpu" in fix["patch"]


def test_healthy_pod_is_schedulable_exit_0(doctor):
    r = doctor("pending", "serve-llm-0", "-n", "ml", "--from", FIX / "pending-healthy", "-o", "json")
    assert r.code == 0
    d = r.json()
    check_schema(d)
    assert d["schedulable"] is True and d["message"] == ""
    assert sorted(n["name"] for n in d["nodes"] if n["fits"]) == ["gpu-a100-1", "gpu-a100-2"]


def test_already_running_pod_says_so(doctor):
    r = doctor("pending", "kube-system/kube-scheduler-cp-1", "--from", FIX / "pending-healthy")
    assert r.code == 0 and "already scheduled on node cp-1" in r.stdout


def test_volcano_not_installed(doctor):
    pod = pending_pods_of("pending-volcano-missing")[0]
    r = doctor("pending", f"research/{pod['metadata']['name']}", "--from", FIX / "pending-volcano-missing", "-o", "json")
    assert r.code == 1
    d = r.json()
    # the root cause is the scheduler that is not running (scheduler_not_running, as in `doctor scan`);
    # the pod's own finding with its fix is the symptom under it
    assert "ask for scheduler 'volcano', which is not running" in d["headline"]
    assert d["findings"][0]["check"] == "scheduler_not_running"
    own = [f for f in d["findings"] if "asks for scheduler 'volcano', which is not running" in f["title"]]
    assert own and own[0]["explained_by"] == d["findings"][0]["id"]
    assert d["observed"] is None and d["events"] == []


def test_quota_pod_never_created(doctor):
    r = doctor("pending", "team-a/eval-run", "--from", FIX / "pending-quota", "-o", "json")
    assert r.code == 1
    d = r.json()
    check_schema(d)
    assert d["status"] == "not-created" and "ResourceQuota gpu-quota is exhausted" in d["headline"]


def test_kueue_gate(doctor):
    d = doctor("pending", "team-b/sample-job-pod-0", "--from", FIX / "pending-kueue-gated", "-o", "json").json()
    assert d["headline"].startswith("Kueue has not admitted Workload")
    assert any("scheduling gate" in f["title"] and f["explained_by"] for f in d["findings"])


def test_stale_event_disagreement_is_shown(doctor):
    r = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-stale-event")
    assert "disagree" in r.stdout
    d = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-stale-event", "-o", "json").json()
    assert d["schedulable"] is True and "simulation finds 2 node(s)" in d["disagreement"]


def test_not_found_lists_close_matches(doctor):
    r = doctor("pending", "ml/serve-llm", "--from", FIX / "pending-taint")
    assert r.code == 2 and "ml/serve-llm-0" in r.stderr and "Traceback" not in r.stderr
    r = doctor("pending", "a/b/c", "--from", FIX / "pending-taint")
    assert r.code == 2


def test_html_escapes_and_renders(doctor):
    r = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-label", "-o", "html")
    assert r.code == 1 and r.stdout.startswith("<!DOCTYPE html>")
    assert "didn&#39;t match Pod&#39;s node affinity/selector" in r.stdout


def test_scan_runs_the_same_analysis(doctor):
    d = doctor("scan", "--from", FIX / "pending-fragmented", "--category", "scheduling", "-o", "json").json()
    titles = [f["title"] for f in d["findings"] if f["check"] == "pending_pods"]
    assert titles and titles[0].startswith("8 nvidia.com/gpu are free across 4 node(s)")
    d = doctor("scan", "--from", FIX / "pending-volcano-missing", "--category", "scheduling", "-o", "json").json()
    # the scheduler that is not running is the one root; the pod's own finding (with its fix) folds under it
    assert [f["check"] for f in d["findings"]] == ["scheduler_not_running", "pending_pods"]
    assert d["findings"][1]["explained_by"] == d["findings"][0]["id"]
    d = doctor("scan", "--from", FIX / "pending-quota", "--category", "scheduling", "-o", "json").json()
    assert [f["check"] for f in d["findings"]] == ["pods_not_created"]
    d = doctor("scan", "--from", FIX / "pending-healthy", "--category", "scheduling", "-o", "json").json()
    assert d["findings"] == []


def test_preemption_in_progress(doctor):
    r = doctor("pending", "ml/train-urgent-0", "--from", FIX / "pending-preemption", "-o", "json")
    d = r.json()
    assert r.code == 0            # a warning: it will start once the victims are gone
    assert d["message"] == pending_pods_of("pending-preemption")[0]["status"]["conditions"][0]["message"]
    assert d["preemption"]["node"] == "gpu-a100-1" and len(d["preemption"]["victims"]) == 1
    assert d["headline"].startswith("Pod ml/train-urgent-0 waits for preemption")
    shortage = [f for f in d["findings"] if "are taken" in f["title"]]
    assert shortage and shortage[0]["explained_by"] == d["findings"][0]["id"]


def test_volcano_gang_partial_fit(doctor):
    r = doctor("pending", "research/llm-pretrain-worker-0", "--from", FIX / "pending-volcano-gang", "-o", "json")
    d = r.json()
    assert r.code == 1
    assert "only 2 of its 4 members (4 nvidia.com/gpu each) fit at once" in d["headline"]
    assert d["gang"]["fit"] == 2 and d["gang"]["size"] == 4
    assert d["schedulable"] is False         # the gang cannot start ...
    assert sum(n["fits"] for n in d["nodes"]) == 2   # ... although one member alone fits on 2 nodes
    assert d["observed"] is None             # volcano's message is not a kube-scheduler FitError
    s = doctor("scan", "--from", FIX / "pending-volcano-gang", "--category", "scheduling", "-o", "json").json()
    titles = [f["title"] for f in s["findings"]]
    assert len(titles) == 1 and "only 2 of its 4 members" in titles[0]


def test_verbose_table_groups_nodes_by_reason(doctor):
    r = doctor("pending", "research/llm-finetune-0-x8k2q", "--from", FIX / "pending-fragmented", "-vv")
    assert "   4  Insufficient nvidia.com/gpu: gpu-a100-1, gpu-a100-2, gpu-a100-3, gpu-a100-4" in r.stdout
    assert "cp-1 also:" in r.stdout


def test_anti_affinity_more_replicas_than_nodes(doctor):
    pod = pending_pods_of("pending-anti-affinity")[0]
    d = doctor("pending", f"research/{pod['metadata']['name']}", "--from", FIX / "pending-anti-affinity", "-o", "json").json()
    assert d["message"] == pod["status"]["conditions"][0]["message"] and d["disagreement"] is None
    assert "must not share a node with pods matching job-name=distributed-llm-training" in d["headline"]
    assert "preferredDuringSchedulingIgnoredDuringExecution" in d["findings"][0]["fix"]["patch"]


def test_kueue_suspended_job_without_pods(doctor):
    r = doctor("pending", "team-b/finetune-7b", "--from", FIX / "pending-kueue-suspended", "-o", "json")
    assert r.code == 1
    d = r.json()
    assert d["status"] == "not-created" and "request > maximum capacity (16 > 8)" in d["headline"]
    ev = d["findings"][0]["evidence"][0]
    assert ev["pointer"] == "/spec/suspend" and ev["value"] is True
    s = doctor("scan", "--from", FIX / "pending-kueue-suspended", "--category", "scheduling", "-o", "json").json()
    assert [f["check"] for f in s["findings"]] == ["pods_not_created"]


def test_kube_scheduler_down(doctor):
    d = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-scheduler-down", "-o", "json").json()
    assert d["headline"].startswith("kube-scheduler is not running (kube-scheduler-cp-1 (CrashLoopBackOff))")
    pointers = [e.get("pointer") for e in d["findings"][0]["evidence"]]
    assert "/status/containerStatuses/0/state/waiting/reason" in pointers
    # the same pod, freshly created, is not blamed on the scheduler
    h = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-healthy", "-o", "json").json()
    assert h["findings"] == []


@pytest.mark.parametrize("fixture,pod", [("pending-mig-only", "ml/notebook-0"),
                                         ("pending-timeslicing-renamed", "ml/whisper-5c7d9-k2x8p")])
def test_resource_not_advertised_is_not_called_taken(doctor, fixture, pod):
    # no node advertises nvidia.com/gpu at all: nothing is "taken", and waiting/evicting frees nothing
    d = doctor("pending", pod, "--from", FIX / fixture, "-o", "json").json()
    shortage = [f for f in d["findings"] if f["check"] == "pending_pods" and "NodeResourcesFit" in f["summary"]]
    assert shortage
    for f in shortage:
        assert "are taken" not in f["title"] and "advertises nvidia.com/gpu" in f["title"]
        assert "hold the rest" not in f["summary"]
        assert "Wait for running jobs" not in f["fix"]["text"]


def test_immutable_pod_spec_fields_are_not_patched_in_place(doctor):
    # nodeSelector of a bare Pod cannot be changed by `kubectl patch` (the API server rejects it)
    d = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-label", "-o", "json").json()
    cmds = d["findings"][0]["fix"]["commands"]
    assert not any(c.startswith("kubectl patch") and "nodeSelector" in c for c in cmds), cmds
    assert any("kubectl replace --force" in c for c in cmds)
    # a bare Pod may gain tolerations in place: that patch stays
    t = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-taint", "-o", "json").json()
    assert t["findings"][0]["fix"]["commands"][0].startswith("kubectl patch pod serve-llm-0 -n ml --type=json")
    # the pods belong to a Job the snapshot does not hold: the Job is what to change, by recreating it
    pod = pending_pods_of("pending-volcano-missing")[0]["metadata"]["name"]
    v = doctor("pending", f"research/{pod}", "--from", FIX / "pending-volcano-missing", "-o", "json").json()
    fix = next(f for f in v["findings"] if "asks for scheduler" in f["title"])["fix"]
    assert "kubectl patch" not in fix["text"]
    assert any(c.startswith("kubectl get job distributed-llm-training -n research -o yaml") for c in fix["commands"])
    assert fix["patch"].startswith("spec:\n  template:\n    spec:\n      schedulerName: default-scheduler")


def test_kueue_request_above_maximum_capacity_is_not_fixed_by_freeing_quota(doctor):
    d = doctor("pending", "team-b/finetune-7b", "--from", FIX / "pending-kueue-suspended", "-o", "json").json()
    fix = d["findings"][0]["fix"]
    assert "Free quota" not in fix["text"] and "lower the request" in fix["text"]
    assert not any("<cluster-queue>" in c for c in fix["commands"])    # the LocalQueue names it
    g = doctor("pending", "team-b/sample-job-pod-0", "--from", FIX / "pending-kueue-gated", "-o", "json").json()
    assert g["findings"][0]["fix"]["text"].startswith("Free quota in the ClusterQueue")


def test_partial_shortage_is_not_called_all_taken(doctor):
    # 2 of the 4 GPUs are free, the pod needs 4: "all are taken" would be false
    d = doctor("pending", "team-a/train-bert-large-0", "--from", FIX / "zombie-gpu-hogging", "-o", "json").json()
    title = d["findings"][0]["title"]
    assert "are taken" not in title
    assert "needs 4, only 2 of 4 are free" in title


def test_zero_gpu_node_is_one_top_level_finding_not_two(doctor):
    # pending_pods ("advertises 0 allocatable GPUs") and gpu_allocatable_below_capacity state the same node
    # fact: the device-plugin view folds under the one that names the waiting pod
    s = doctor("scan", "--from", FIX / "pending-zero-gpu", "-o", "json").json()
    zero = next(f for f in s["findings"] if f["check"] == "pending_pods" and "advertises 0 allocatable" in f["title"])
    dp = next(f for f in s["findings"] if f["check"] == "gpu_allocatable_below_capacity")
    assert dp["explained_by"] == zero["id"] and zero["explained_by"] is None


def test_cordoned_nodes_fold_under_the_pending_pod_they_block(doctor):
    s = doctor("scan", "--from", FIX / "pending-cordoned", "-o", "json").json()
    root = s["findings"][0]
    assert root["check"] == "pending_pods" and "are cordoned" in root["title"]
    cordon = [f for f in s["findings"] if f["check"] == "gpu_node_not_ready"]
    assert len(cordon) == 2 and all(f["explained_by"] == root["id"] for f in cordon)


def test_pv_on_a_node_without_gpus_is_not_fixed_by_freeing_resources(doctor):
    d = doctor("pending", "ml/embed-indexer-0", "--from", FIX / "pending-pv-affinity", "-o", "json").json()
    text = d["findings"][0]["fix"]["text"]
    assert "free the resource it lacks" not in text          # cpu-1 has no GPU to free
    assert "no nvidia.com/gpu at all" in text and "recreate the claim" in text


def test_gpus_held_by_the_pods_own_siblings_are_not_to_be_evicted(doctor):
    # distributed-gang-partial: ranks 2-3 wait for GPUs held by ranks 0-1 of the same StatefulSet
    d = doctor("pending", "default/pytorch-distributed-training-2", "--from", FIX / "distributed-gang-partial",
               "-o", "json").json()
    f = d["findings"][0]
    assert "own workload" in f["fix"]["text"] and "evict lower-priority" not in f["fix"]["text"]
    assert "higher PriorityClass" not in f["summary"]
    # pods of other owners still get the usual advice
    n = doctor("pending", "ml/serve-llm-0", "--from", FIX / "pending-no-gpu", "-o", "json").json()
    assert n["findings"][0]["fix"]["text"].startswith("Wait for running jobs to finish")


def test_kueue_gate_looks_up_the_pods_own_local_queue(doctor):
    d = doctor("pending", "team-b/sample-job-pod-0", "--from", FIX / "pending-kueue-gated", "-o", "json").json()
    cmds = [c for f in d["findings"] for c in f["fix"]["commands"] if "describe clusterqueue" in c]
    assert cmds and all(".items[0]" not in c for c in cmds)       # not whichever LocalQueue is listed first
    assert all("get localqueue -n team-b user-queue" in c for c in cmds)


def test_all_namespaces_finds_the_one_pod_of_that_name(doctor, tmp_path):
    from testlib import FIXTURES

    r = doctor("pending", "train-llama-0", "-A", "--from", FIXTURES / "demo", "-o", "json")
    assert r.code == 1 and r.json()["pod"] == {"namespace": "team-a", "name": "train-llama-0"}
    missing = doctor("pending", "nope", "-A", "--from", FIXTURES / "demo")
    assert missing.code == 2 and "not found in any namespace" in missing.stderr
    # without -A the default namespace is searched, and the error names where the pod is
    plain = doctor("pending", "train-llama-0", "--from", FIXTURES / "demo")
    assert plain.code == 2 and "exists in namespace(s) team-a" in plain.stderr
