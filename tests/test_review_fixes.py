"""Cross-issue review (REVIEW helper): defects found by using every command on every fixture as
an on-call engineer would; each test failed before its fix."""
from __future__ import annotations

from markupsafe import escape

from testlib import FIXTURES


def test_node_html_shows_per_gpu_health_and_the_node_findings(doctor):
    """doctor node -o html showed the GPU table without the Health column, without the per-GPU
    health section and without the node's findings, all of which text and JSON show."""
    args = ("node", "--from", FIXTURES / "demo", "--node", "gpu-a100-1")
    data = doctor(*args, "-o", "json").json()
    page = doctor(*args, "-o", "html").stdout
    issues = [(h, i) for h in data["health"] for i in h["issues"]]
    assert issues, "the demo's gpu-a100-1 has a lost GPU 7"
    assert "<th>health</th>" in page
    for h, i in issues:
        assert str(escape(i["title"])) in page and str(escape(i["action"])) in page
        assert str(escape(i["kind"])) in page
    assert data["findings"]
    for f in data["findings"]:
        assert str(escape(f["title"])) in page, f["title"]
        for c in f["fix"]["commands"]:
            assert str(escape(c)) in page


def test_node_view_leads_with_this_nodes_root_cause_not_another_nodes(doctor):
    """doctor node --node gpu-a100-1 on the demo led with the driver failure on gpu-h100-2: the
    fragmentation finding of a pending pod lists every GPU node's free count (gpu-a100-1=0), so it
    counted as 'about' gpu-a100-1 and pulled its causes (another node's driver) to the top."""
    data = doctor("node", "--from", FIXTURES / "demo", "--node", "gpu-a100-1", "-o", "json").json()
    first = data["findings"][0]
    assert "gpu-a100-1" in first["title"], first["title"]
    for f in data["findings"]:
        nodes = {o["name"] for o in f["objects"] if o["kind"] in ("Node", "NodeGPUReport")}
        chain_names_it = "gpu-a100-1" in nodes or any(
            "gpu-a100-1" in {o["name"] for o in g["objects"]} for g in data["findings"]
            if g.get("explained_by") == f["id"])
        assert chain_names_it or f["explains"], f["title"]
    assert not any("gpu-h100-2" in f["title"] and "gpu-a100-1" not in f["title"] for f in data["findings"]), \
        [f["title"] for f in data["findings"]]


def test_gpu_health_condition_says_what_the_cluster_facts_count(doctor):
    """gpu_health_condition said 'reports the GPUs unhealthy' on nodes whose GPUs the cluster
    facts (summary line, HTML chart) count as free, because nothing keeps pods off them (no health
    taint, not cordoned): the finding must say how many of the node's GPUs are free for the
    scheduler and how many are out of the pool, with the same numbers as the facts."""
    from doctor.facts import LOSS_WORDS

    data = doctor("scan", "--from", FIXTURES / "hw-health-signals", "-o", "json").json()
    facts = {n["name"]: n for n in data["facts"]["nodes"]}
    seen = 0
    for f in data["findings"]:
        if f["check"] != "gpu_health_condition":
            continue
        node = next(o["name"] for o in f["objects"] if o["kind"] == "Node")
        n = facts[node]
        text = f["title"] + " " + f["summary"]
        if n["free"]:
            assert f"{n['free']} free GPU(s)" in text and "nothing keeps new pods off" in text, (node, text)
        else:
            assert "nothing keeps new pods off" not in text, (node, text)
        for loss in n["lost"]:
            assert f"{loss['gpus']} GPU(s) {LOSS_WORDS[loss['kind']]}" in f["summary"], (node, loss, f["summary"])
        seen += 1
    assert seen == 4


def test_explain_html_shows_both_readings_and_the_command_telling_them_apart(doctor):
    """explain -o html dropped what text and JSON show for an ambiguous message: the readings
    context decides between, the command that tells them apart, the errors it likely causes and
    how many lines state it."""
    text = ("CUDA driver version is insufficient for CUDA runtime version\n"
            "RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version\n"
            "RuntimeError: CUDA error: no CUDA-capable device is detected\n")
    import tempfile, os
    with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as fh:
        fh.write(text)
    try:
        data = doctor("explain", "-o", "json", "-f", fh.name).json()
        page = doctor("explain", "-o", "html", "-f", fh.name).stdout
    finally:
        os.unlink(fh.name)
    with_readings = [m for m in data["matches"] if m.get("readings")]
    assert with_readings
    for m in data["matches"]:
        for r in m.get("readings", []):
            assert str(escape(r["reading"])) in page and str(escape(r["category"])) in page
        if m.get("distinguish"):
            assert str(escape(m["distinguish"])) in page
        for e in m.get("explains", []):
            assert str(escape(e)) in page
        if m.get("support", 1) > 1:
            assert f"{m['support']} lines state it" in page


def test_pending_on_a_bound_pod_that_cannot_start_says_why(doctor):
    """`kubectl get pods` shows ml/train-1 Pending; `doctor pending ml/train-1` answered '✓ already
    scheduled; scheduling is not its problem' and exit 0, while scan knows it cannot start: the DRA
    driver on its node is not registered. A bound pod still in phase Pending gets the findings
    about it (root cause first) and their exit code; a Running pod stays a plain ✓."""
    src = FIXTURES / "dra-runtime"
    r = doctor("pending", "ml/train-1", "--from", src)
    assert r.code == 1, r.stdout + r.stderr
    first = r.stdout.splitlines()[0]
    assert not first.startswith("✓") and "not registered on gpu-2" in first, first
    assert "scheduled on node gpu-2" in first, first
    data = doctor("pending", "ml/train-1", "--from", src, "-o", "json").json()
    assert data["status"] == "scheduled"
    assert any(f["check"] == "dra_claim_not_prepared" for f in data["findings"])
    scan = doctor("scan", "--from", src, "-o", "json").json()
    assert data["findings"][0]["title"] in {f["title"] for f in scan["findings"]}
    # the demo's validator pod waits for the driver that fails on its node
    v = doctor("pending", "gpu-operator/nvidia-operator-validator-z5b7j", "--from", FIXTURES / "demo", "-o", "json").json()
    assert v["findings"] and "NVIDIA driver" in v["headline"], v["headline"]
    # a running pod: nothing to say
    ok = doctor("pending", "team-a/resnet-train-0", "--from", FIXTURES / "demo")
    assert ok.code == 0 and ok.stdout.startswith("✓"), ok.stdout


def test_scan_leads_with_the_one_zone_constraint_that_keeps_the_ranks_pending(doctor):
    """topology-gang-spread: `doctor pending` on a Pending rank leads with gang_needs_one_domain
    (the job must run in one zone and none has room), but scan led with ranks_not_all_scheduled
    ('2 of 4 ranks are not scheduled'), the consequence of that same cause, as a separate root."""
    data = doctor("scan", "--from", FIXTURES / "topology-gang-spread", "-o", "json").json()
    first = data["findings"][0]
    assert first["check"] == "gang_needs_one_domain", first["title"]
    ranks = next(f for f in data["findings"] if f["check"] == "ranks_not_all_scheduled")
    assert ranks["explained_by"] == first["id"]
    pend = doctor("pending", "ml/gpt-13b-worker-1", "--from", FIXTURES / "topology-gang-spread", "-o", "json").json()
    assert pend["headline"] == first["title"]
    # where nothing explains the Pending ranks (the job is bigger than the cluster), the gang finding stays first
    gp = doctor("scan", "--from", FIXTURES / "distributed-gang-partial", "-o", "json").json()
    assert gp["findings"][0]["check"] == "ranks_not_all_scheduled"


# the scheduler's words differ from the replay on purpose here: HAMi's extender writes its own
# reasons ('4/4 CardInsufficientMemory'), and the stale event predates an uncordon
OBSERVED_DIFFERS = {("hami-vgpu", "team-a/llm-serve-0"), ("pending-stale-event", "ml/serve-llm-0")}


def test_recorded_scheduler_messages_match_the_replay_word_for_word(doctor):
    """The postmortem (and hostile) fixtures' recorded FailedScheduling message had its preemption
    counts swapped ('2 No preemption victims found ..., 3 Preemption is not helpful'): the two nodes
    rejected UnschedulableAndUnresolvable (unreachable taint, cordon) are the ones preemption cannot
    help, the three Insufficient ones the ones without victims, as the replay says. A fixture that
    puts words in kube-scheduler's mouth that it would not write teaches the tool the wrong thing."""
    import json

    checked = 0
    for pods in sorted(FIXTURES.glob("*/pods.json")):
        fx = pods.parent
        try:
            items = json.loads(pods.read_text())["items"]
        except (ValueError, KeyError, TypeError):
            continue
        for p in items:
            if not isinstance(p, dict) or (p.get("status") or {}).get("phase") != "Pending" \
                    or (p.get("spec") or {}).get("nodeName"):
                continue
            ref = f"{p['metadata'].get('namespace', 'default')}/{p['metadata']['name']}"
            r = doctor("pending", ref, "--from", fx, "-o", "json")
            try:
                data = r.json()
            except ValueError:
                continue
            obs = (data.get("observed") or {}).get("text")
            if not obs or (fx.name, ref) in OBSERVED_DIFFERS:
                continue
            assert data["message"] == obs, (fx.name, ref, data["message"], obs)
            checked += 1
    assert checked >= 25


def test_a_preemption_verdict_the_replay_does_not_share_is_reported(doctor, tmp_path):
    """The scheduler's message and the replay were compared on the Filter reasons only, so a
    recorded 'preemption: ... 2 No preemption victims found, 3 Preemption is not helpful' that the
    replay reads the other way round passed as agreement (it did in the postmortem fixture)."""
    import shutil

    src = tmp_path / "pm"
    shutil.copytree(FIXTURES / "postmortem", src)
    for name in ("pods.json", "events.json"):
        p = src / name
        p.write_text(p.read_text().replace(
            "2 Preemption is not helpful for scheduling, 3 No preemption victims found for incoming pod.",
            "2 No preemption victims found for incoming pod, 3 Preemption is not helpful for scheduling."))
    data = doctor("pending", "ml-team/llm-finetune-0", "--from", src, "-o", "json").json()
    assert data["disagreement"] and "preemption" in data["disagreement"], data["disagreement"]
    assert "No preemption victims found for incoming pod: scheduler 2, simulation 3" in data["disagreement"]
    same = doctor("pending", "ml-team/llm-finetune-0", "--from", FIXTURES / "postmortem", "-o", "json").json()
    assert same["disagreement"] is None


def test_scan_in_one_namespace_keeps_the_cause_from_another(doctor):
    """`doctor scan -n team-a` on the demo dropped the root cause (the driver DaemonSet pod failing
    in gpu-operator) and led with its symptom ('gpu-h100-2 advertises 0 allocatable GPUs'), while
    `doctor pending team-a/train-llama-0` leads with the driver: a team's scan must keep the causes
    of its findings, wherever they live, and still leave out other teams' own problems."""
    data = doctor("scan", "--from", FIXTURES / "demo", "-n", "team-a", "-o", "json").json()
    pend = doctor("pending", "team-a/train-llama-0", "--from", FIXTURES / "demo", "-o", "json").json()
    assert data["findings"][0]["title"] == pend["headline"], (data["findings"][0]["title"], pend["headline"])
    ids = {f["id"] for f in data["findings"]}
    for f in data["findings"]:
        assert not f["explained_by"] or f["explained_by"] in ids
    team_b_only = [f["title"] for f in data["findings"]
                   if {o.get("namespace") for o in f["objects"]} == {"team-b"}]
    assert not team_b_only, team_b_only


def test_dra_only_node_is_not_a_node_advertising_zero_gpus(doctor, tmp_path):
    """A node whose GPUs NVIDIA's DRA driver publishes in ResourceSlices advertises no
    nvidia.com/gpu yet carries GFD's gpu.count label: a pod that asks nvidia.com/gpu (device-plugin
    style) must not get 'advertises 0 allocatable GPUs although it is labelled with 4' (nor the
    device-plugin check's 'should show 4'), and the facts count the GPUs as advertised."""
    import json
    import shutil

    src = tmp_path / "dra-only"
    shutil.copytree(FIXTURES / "dra-healthy", src)
    pods = json.loads((src / "pods.json").read_text())
    msg = ("0/3 nodes are available: 1 node(s) had untolerated taint(s), 2 Insufficient nvidia.com/gpu. no new claims "
           "to deallocate, preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.")
    pods["items"].append({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": "plain-0", "namespace": "ml", "uid": "6f1d0c4e-4a55-4f5e-9a51-1b1f6c1f0a01",
                     "creationTimestamp": "2026-03-02T09:50:00Z"},
        "spec": {"schedulerName": "default-scheduler", "containers": [{
            "name": "c", "image": "nvcr.io/nvidia/pytorch:24.01-py3",
            "resources": {"limits": {"nvidia.com/gpu": "1"}, "requests": {"nvidia.com/gpu": "1"}}}]},
        "status": {"phase": "Pending", "conditions": [{"type": "PodScheduled", "status": "False",
                                                       "reason": "Unschedulable", "message": msg,
                                                       "lastTransitionTime": "2026-03-02T09:51:00Z"}]}})
    (src / "pods.json").write_text(json.dumps(pods))
    pend = doctor("pending", "ml/plain-0", "--from", src, "-o", "json").json()
    scan = doctor("scan", "--from", src, "-o", "json").json()
    titles = [f["title"] for f in pend["findings"] + scan["findings"]]
    assert pend["findings"] and pend["message"] == msg and pend["disagreement"] is None
    assert "handed out through DRA" in pend["headline"], pend["headline"]
    assert not [t for t in titles if "advertises 0" in t or "should show" in t], titles
    assert all(not n["lost"] for n in scan["facts"]["nodes"]), scan["facts"]["nodes"]


def test_failed_driver_upgrade_explains_the_cordon_it_left(doctor):
    """hw-operator-state: gpu-upg-01 is cordoned because the GPU Operator's driver upgrade failed
    there (upgrade-state=upgrade-failed; the upgrade controller cordons first), yet the cordon was a
    separate finding whose fix was 'if the maintenance is over, uncordon': uncordoning a node whose
    driver upgrade failed puts pods on a broken driver. The upgrade finding explains the cordon."""
    data = doctor("scan", "--from", FIXTURES / "hw-operator-state", "-o", "json").json()
    upg = next(f for f in data["findings"] if "driver upgrade failed" in f["title"] and "gpu-upg-01" in f["title"])
    cordon = next(f for f in data["findings"] if f["check"] == "gpu_node_not_ready" and "gpu-upg-01" in f["title"])
    assert cordon["explained_by"] == upg["id"]
    assert "uncordon" in upg["fix"]["text"] or any("uncordon" in c for c in upg["fix"]["commands"])


def test_fragmentation_finding_never_claims_a_shortage_the_numbers_deny(doctor):
    """hami-vgpu: '80 nvidia.com/gpu are free across 2 node(s), but none has the 1 pod
    team-a/llm-serve-0 needs (most on one node: 40 on gpu-1)'. The pod is short of HAMi's
    nvidia.com/gpumem; nvidia.com/gpu was picked because the control-plane node (rejected first by
    its taint) also lacks it. The resource a NodeResourcesFit finding is about comes from the nodes
    where NodeResourcesFit decides, as kube-scheduler's message counts them."""
    import re

    pat = re.compile(r"none has the ([\d.]+\S*) pod \S+ needs \(most on one node: ([\d.]+)")
    seen = 0
    for fx in sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_")):
        data = doctor("scan", "--from", fx, "-o", "json")
        try:
            findings = data.json()["findings"]
        except (ValueError, KeyError):
            continue
        for f in findings:
            m = pat.search(f["title"])
            if m:
                seen += 1
                need, most = float(re.sub(r"[^\d.]", "", m.group(1))), float(m.group(2))
                assert most < need, (fx.name, f["title"])
    assert seen >= 2
    hami = doctor("pending", "team-a/llm-serve-0", "--from", FIXTURES / "hami-vgpu", "-o", "json").json()
    assert not any("nvidia.com/gpu are free" in f["title"] for f in hami["findings"]), [f["title"] for f in hami["findings"]]


def test_idle_gpu_fix_does_not_propose_sharing_a_gpu_whose_memory_is_taken(doctor):
    """demo: llm-serve holds GPUs 4 and 5 at 2-3% but with 74,211 of 81,920 MiB each in use (vLLM
    reserves memory up front); the fix proposed time-slicing them, with a cluster-wide ClusterPolicy
    patch, although nothing else fits in the 7 GiB left and time-slicing does not isolate memory.
    With most memory taken the fix is to scale down / resize; with little taken sharing stays."""
    demo = doctor("scan", "--from", FIXTURES / "demo", "-o", "json").json()
    f = next(f for f in demo["findings"] if f["check"] == "idle_gpu_allocation")
    assert not any("time-slicing" in c for c in f["fix"]["commands"]), f["fix"]["commands"]
    assert "time-slicing" not in (f["fix"]["patch"] or "")
    assert "74211 of 81920 MiB" in f["fix"]["text"]
    hog = doctor("scan", "--from", FIXTURES / "zombie-gpu-hogging", "-o", "json").json()
    g = next(f for f in hog["findings"] if f["check"] == "idle_gpu_allocation")
    assert "time-slicing" in g["fix"]["text"] and g["fix"]["patch"]


def test_plugin_summary_counts_nodes_as_the_scheduler_message_does(doctor):
    """pending-pv-affinity: the message says '2 node(s) didn't match PersistentVolume's node
    affinity' (the control-plane node is rejected first by its taint), the finding said 'VolumeBinding:
    ... on 3 node(s)': two numbers for one thing, side by side. The plugin's count is the scheduler's;
    the nodes an earlier filter rejects are named apart."""
    data = doctor("pending", "ml/embed-indexer-0", "--from", FIXTURES / "pending-pv-affinity", "-o", "json").json()
    assert "2 node(s) didn't match PersistentVolume's node affinity" in data["message"]
    f = data["findings"][0]
    assert "node affinity on 2 node(s)" in f["summary"], f["summary"]
    assert "cp-1" in f["summary"], f["summary"]


def test_pending_html_nests_each_symptom_under_its_cause_as_text_does(doctor):
    """pending -o html indented every explained finding one level, so the demo's fragmentation
    finding (under 'gpu-h100-2 advertises 0', under the driver) looked like a sibling of its cause."""
    data = doctor("pending", "team-a/train-llama-0", "--from", FIXTURES / "demo", "-o", "json").json()
    page = doctor("pending", "team-a/train-llama-0", "--from", FIXTURES / "demo", "-o", "html").stdout
    ids = {f["id"]: f for f in data["findings"]}

    def depth(f):
        return 0 if f["explained_by"] not in ids else 1 + depth(ids[f["explained_by"]])
    assert max(depth(f) for f in data["findings"]) == 2
    for f in data["findings"]:
        d = depth(f)
        margin = f' style="margin-left: {d * 1.5}rem"' if d else ">"
        assert f'id="{f["id"]}"{margin}' in page, (f["id"], d)


def test_explain_reads_the_node_lifecycle_taints_as_a_node_that_is_down(doctor):
    """'node(s) had untolerated taint {node.kubernetes.io/unreachable: }' was explained as 'the node
    has a taint the pod does not tolerate', which sends the reader to add a toleration; the node
    lifecycle controller put it there because the node stopped reporting Ready."""
    msg = ("0/5 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
           "1 node(s) had untolerated taint {node.kubernetes.io/not-ready: }, 3 Insufficient nvidia.com/gpu.")
    rows = doctor("explain", "-o", "json", msg).json()["scheduling"]["reasons"]
    from doctor.explain import reason_help
    for reason in rows:
        if "node.kubernetes.io/" in reason:
            assert "not Ready" in reason_help(reason) or "unreachable" in reason_help(reason), reason_help(reason)
            assert "tolerat" not in reason_help(reason).split(":")[0], reason_help(reason)
    assert reason_help("node(s) had untolerated taint {nvidia.com/gpu: present}") == \
        "the node has a taint the pod does not tolerate"


def test_explain_names_a_missing_runtimeclass(doctor):
    """hw-runtime's FailedCreate event, the API server's RuntimeClass admission rejection
    (plugin/pkg/admission/runtimeclass/admission.go: `pod rejected: RuntimeClass %q not found`), was
    'No known GPU, CUDA, NCCL or scheduling error' in explain although scan diagnoses it."""
    r = doctor("explain", "-o", "json",
               'Error creating: pods "llm-batch-5f7d9c8b44-" is forbidden: pod rejected: RuntimeClass "nvidia-cdi" not found')
    assert r.code == 0, r.stdout
    m = r.json()["matches"][0]
    assert m["category"] == "container_runtime_misconfigured" and "nvidia-cdi" in m["explanation"] + m["title"], m


def test_gate_fix_does_not_describe_the_clusterqueue_of_a_localqueue_that_does_not_exist(doctor):
    """kueue-localqueue-missing: the root cause is that LocalQueue 'trainers' does not exist, yet the
    gate finding under it proposed `kubectl describe clusterqueue $(kubectl get localqueue -n team-a
    trainers ...)`: NotFound, then an empty argument that describes every ClusterQueue."""
    data = doctor("scan", "--from", FIXTURES / "kueue-localqueue-missing", "-o", "json").json()
    cmds = [c for f in data["findings"] for c in f["fix"]["commands"]]
    assert not [c for c in cmds if "get localqueue -n team-a trainers" in c], cmds
    ok = doctor("scan", "--from", FIXTURES / "pending-kueue-gated", "-o", "json").json()
    assert any("get localqueue -n team-b user-queue" in c for f in ok["findings"] for c in f["fix"]["commands"])
