"""DRA (doctor/dra): the CEL environment, resource.k8s.io v1/v1beta2/v1beta1 reading, the
structured-parameters allocator, the DynamicResources plugin's verdicts on the fixtures/dra-*
clusters (their FailedScheduling messages were written by hand from kube-scheduler v1.35.4's
rules, not by the doctor), and GPUs counted through claims."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from doctor.dra import api
from doctor.dra.allocator import AllocationError, Allocator, Inventory
from doctor.dra.celenv import CelError, compile_selector, expand_bind
from doctor.dra.gpus import claim_gpus
from doctor.snapshot import Snapshot
from doctor.sources.fixtures import load_path

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "fixtures"


def _dev(name, **attrs):
    out = {"name": name, "attributes": {}, "capacity": {"memory": {"value": attrs.pop("memory", "80Gi")}}}
    for k, v in attrs.items():
        kind = "bool" if isinstance(v, bool) else "int" if isinstance(v, int) else "version" if k.endswith("Version") else "string"
        out["attributes"][k] = {kind: v}
    return out


def _slice(node, devices, pool=None, generation=1, count=1, name=None, driver="gpu.nvidia.com", **spec):
    return {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice",
            "metadata": {"name": name or f"{node}-{pool or node}-{generation}"},
            "spec": {"driver": driver, "nodeName": node, "pool": {"name": pool or node, "generation": generation,
                                                                  "resourceSliceCount": count},
                     "devices": devices, **spec}}


CLASS = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "gpu.nvidia.com"},
         "spec": {"selectors": [{"cel": {"expression": "device.driver == 'gpu.nvidia.com' && "
                                                       "device.attributes['gpu.nvidia.com'].type == 'gpu'"}}]}}


def _node(name, **labels):
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": {"kubernetes.io/hostname": name, **labels}},
            "status": {"allocatable": {"cpu": "8", "memory": "64Gi", "pods": "110"}}}


def _claim(name, requests, allocated=None, constraints=None):
    c = {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceClaim", "metadata": {"name": name, "namespace": "ml"},
         "spec": {"devices": {"requests": requests, **({"constraints": constraints} if constraints else {})}}, "status": {}}
    if allocated:
        c["status"]["allocation"] = {"devices": {"results": [
            {"request": "gpu", "driver": "gpu.nvidia.com", "pool": p, "device": d} for p, d in allocated]}}
    return c


def _snap(slices, claims=(), classes=(CLASS,), nodes=None):
    objects = {"nodes": nodes or [_node("n1"), _node("n2")], "pods": [],
               api.SLICES: list(slices), api.CLASSES: list(classes), api.CLAIMS: list(claims)}
    return Snapshot(objects=objects, recorded=set(objects),
                    meta={"server_version": "v1.34.2", "observed_at": "2026-03-02T10:00:00Z"})


def _gpus(n, node="n", **attrs):
    return [_dev(f"gpu-{i}", type="gpu", productName="NVIDIA A100-SXM4-80GB", index=i, **attrs) for i in range(n)]


def _allocate(snap, claim, node="n1"):
    inv = Inventory(snap)
    a = Allocator(inv, [(claim, api.read_claim_spec(claim["spec"]))])
    return a.allocate(next(n for n in snap.nodes if n["metadata"]["name"] == node)), a


def _req(name="gpu", **exactly):
    return {"name": name, "exactly": {"deviceClassName": "gpu.nvidia.com", **exactly}}


# ---- CEL ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def device():
    s = api.read_slice(_slice("n1", [_dev("gpu-0", type="gpu", productName="NVIDIA H100 80GB HBM3", index=0,
                                          driverVersion="570.133.20", cudaComputeCapability="9.0.0")]))
    s.devices[0].attributes["cudaComputeCapability"] = {"version": "9.0.0"}
    return s.devices[0]


@pytest.mark.parametrize("expr,want", [
    ("device.driver == 'gpu.nvidia.com'", True),
    ("device.attributes['gpu.nvidia.com'].productName == 'NVIDIA H100 80GB HBM3'", True),
    ("device.attributes['gpu.nvidia.com'].productName == 'NVIDIA A100-SXM4-80GB'", False),
    ("device.capacity['gpu.nvidia.com'].memory.compareTo(quantity('40Gi')) >= 0", True),
    ("device.capacity['gpu.nvidia.com'].memory.isGreaterThan(quantity('81Gi'))", False),
    ("device.capacity['gpu.nvidia.com'].memory == quantity('81920Mi')", True),
    ("device.attributes['gpu.nvidia.com'].driverVersion.isGreaterThan(semver('550.0.0'))", True),
    ("device.attributes['gpu.nvidia.com'].driverVersion.major() == 570", True),
    ("cel.bind(g, device.attributes['gpu.nvidia.com'], g.index == 0 && "
     "g.cudaComputeCapability.compareTo(semver('9.0.0')) >= 0)", True),
    ("'index' in device.attributes['gpu.nvidia.com']", True),
    ("'x' in device.attributes['other.example.com']", False),           # unknown domain: an empty map
    ("has(device.attributes['other.example.com'].x)", False),
    ("device.attributes['gpu.nvidia.com'].productName.lowerAscii().contains('h100')", True),
    ("device.attributes['gpu.nvidia.com'].exists(k, k == 'uuid')", False),   # not literal: whole map evaluated
])
def test_cel_device_environment(device, expr, want):
    assert compile_selector(expr).device_matches(device) is want


def test_cel_errors_like_kubernetes(device):
    with pytest.raises(CelError, match="no such key: x"):
        compile_selector("device.attributes['other.example.com'].x == 1").device_matches(device)
    with pytest.raises(CelError, match="could not be converted to bool"):
        compile_selector("device.attributes['gpu.nvidia.com'].index").device_matches(device)
    assert isinstance(compile_selector("device.driver == "), CelError)


def test_cel_bind_expansion_respects_fields_and_nesting():
    assert expand_bind("cel.bind(a, 1, cel.bind(b, a + 1, a + b + x.a))") == "(((1) + ((1) + 1) + x.a))"
    assert expand_bind("'cel.bind(a, 1, a)'") == "'cel.bind(a, 1, a)'"   # inside a string: untouched


# ---- reading the three API versions ----------------------------------------------------------
def test_v1beta1_and_v1_read_alike():
    v1 = json.loads((FIX / "dra-cel-mismatch" / "resourceslices.resource.k8s.io.json").read_text())["items"][0]
    b1 = json.loads((FIX / "dra-v1beta1" / "resourceslices.resource.k8s.io.json").read_text())["items"][0]
    a, b = api.read_slice(v1), api.read_slice(b1)
    assert b1["spec"]["devices"][0].get("basic") and not v1["spec"]["devices"][0].get("basic")
    assert [(d.name, d.attributes, d.capacity) for d in a.devices] == [(d.name, d.attributes, d.capacity) for d in b.devices]
    spec_v1 = api.read_claim_spec({"devices": {"requests": [_req(count=2, selectors=[{"cel": {"expression": "x"}}])]}})
    spec_b1 = api.read_claim_spec({"devices": {"requests": [{"name": "gpu", "deviceClassName": "gpu.nvidia.com",
                                                             "count": 2, "selectors": [{"cel": {"expression": "x"}}]}]}})
    assert spec_v1 == spec_b1 and spec_v1.requests[0].exactly.count == 2


# ---- the allocator -----------------------------------------------------------------------------
def test_exact_count_and_devices_in_use():
    snap = _snap([_slice("n1", _gpus(4))], claims=[_claim("other", [_req()], allocated=[("n1", "gpu-0"), ("n1", "gpu-1")])])
    ok, _ = _allocate(snap, _claim("c", [_req(count=2)]))
    assert ok.ok and [d.name for _r, d, _a in ok.results[0]] == ["gpu-2", "gpu-3"]
    no, a = _allocate(snap, _claim("c", [_req(count=3)]))
    assert not no.ok
    row = a.shortfall(snap.nodes[0])[0]
    assert (row["devices"], row["selector_match"], row["free"], row["need"]) == (4, 4, 2, 3)
    assert row["held_by"] == ["ml/other"]


def test_allocation_mode_all_and_admin_access():
    snap = _snap([_slice("n1", _gpus(3))], claims=[_claim("other", [_req()], allocated=[("n1", "gpu-0")])])
    assert not _allocate(snap, _claim("c", [_req(allocationMode="All")]))[0].ok   # gpu-0 is in use
    got = _allocate(snap, _claim("c", [_req(allocationMode="All", adminAccess=True)]))[0]
    assert got.ok and len(got.results[0]) == 3                                    # admin access may share
    empty = _snap([_slice("n1", [_dev("x", type="mig")])])
    assert not _allocate(empty, _claim("c", [_req(allocationMode="All")]))[0].ok  # All with no device fails


def test_first_available_falls_back_in_order():
    snap = _snap([_slice("n1", _gpus(2))])
    claim = _claim("c", [{"name": "gpu", "firstAvailable": [
        {"name": "big", "deviceClassName": "gpu.nvidia.com", "count": 4},
        {"name": "small", "deviceClassName": "gpu.nvidia.com", "count": 2}]}])
    got = _allocate(snap, claim)[0]
    assert got.ok and {r for r, _d, _a in got.results[0]} == {"gpu/small"}


def test_match_attribute_constraint():
    devs = [_dev(f"gpu-{i}", type="gpu", productName="A", numa=i % 2) for i in range(3)]
    snap = _snap([_slice("n1", devs)])
    ok = _allocate(snap, _claim("c", [_req(count=2)], constraints=[{"matchAttribute": "gpu.nvidia.com/numa"}]))[0]
    assert ok.ok and {d.name for _r, d, _a in ok.results[0]} == {"gpu-0", "gpu-2"}
    assert not _allocate(snap, _claim("c", [_req(count=3)], constraints=[{"matchAttribute": "gpu.nvidia.com/numa"}]))[0].ok


def test_pools_generations_and_completeness():
    old = _slice("n1", _gpus(4), generation=1, name="old")
    new = _slice("n1", _gpus(1), generation=2, name="new")
    assert not _allocate(_snap([old, new]), _claim("c", [_req(count=2)]))[0].ok   # only the newest generation counts
    half = _slice("n1", _gpus(4), count=2)                                          # 1 of 2 slices published
    assert not _allocate(_snap([half]), _claim("c", [_req()]))[0].ok
    with pytest.raises(AllocationError, match="currently being updated"):
        _allocate(_snap([half]), _claim("c", [_req(allocationMode="All")]))
    shared = _slice("", _gpus(2), pool="fabric", nodeSelector={"nodeSelectorTerms": [{"matchExpressions": [
        {"key": "kubernetes.io/hostname", "operator": "In", "values": ["n2"]}]}]})
    shared["spec"].pop("nodeName")
    snap = _snap([shared])
    assert not _allocate(snap, _claim("c", [_req()]), node="n1")[0].ok
    assert _allocate(snap, _claim("c", [_req()]), node="n2")[0].ok


def test_partitionable_devices_share_counters():
    spec = {"sharedCounters": [{"name": "gpu-0-cs", "counters": {"memory": {"value": "80Gi"}}}]}
    parts = [dict(_dev(f"mig-{i}", type="mig"), consumesCounters=[{"counterSet": "gpu-0-cs",
                                                                   "counters": {"memory": {"value": "40Gi"}}}])
             for i in range(3)]
    snap = _snap([_slice("n1", parts, **spec)],
                 classes=[{**CLASS, "spec": {"selectors": [{"cel": {"expression": "device.driver == 'gpu.nvidia.com'"}}]}}])
    assert Inventory(snap).features.partitionable        # the API server kept the fields: the gate is on
    assert _allocate(snap, _claim("c", [_req(count=2)]))[0].ok
    assert not _allocate(snap, _claim("c", [_req(count=3)]))[0].ok   # 3 x 40Gi > 80Gi


def test_fatal_errors_name_claim_and_selector():
    snap = _snap([_slice("n1", _gpus(1))])
    with pytest.raises(AllocationError, match=r"claim ml/c: selector #0: CEL runtime error: no such key: nope"):
        _allocate(snap, _claim("c", [_req(selectors=[{"cel": {"expression": "device.attributes['gpu.nvidia.com'].nope"}}])]))
    with pytest.raises(AllocationError, match="could not retrieve device class missing"):
        _allocate(snap, _claim("c", [{"name": "gpu", "exactly": {"deviceClassName": "missing"}}]))


# ---- the plugin on the fixtures -----------------------------------------------------------------
def _pending(fixture, pod):
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(FIX / fixture), pod, "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode in (0, 1), out.stderr
    return json.loads(out.stdout)


def _recorded(fixture, pod):
    ns, name = pod.split("/")
    for p in json.loads((FIX / fixture / "pods.json").read_text())["items"]:
        if p["metadata"]["name"] == name and p["metadata"]["namespace"] == ns:
            return next(c["message"] for c in p["status"]["conditions"] if c["type"] == "PodScheduled")


@pytest.mark.parametrize("fixture,pod,verdicts,headline", [
    ("dra-cel-mismatch", "ml/bert-0", {"gpu-1": "cannot allocate all claims", "gpu-2": "cannot allocate all claims",
                                       "cp-1": "node(s) had untolerated taint(s)"}, "selector of claim bert-0-gpu-q8v4d"),
    ("dra-v1beta1", "ml/bert-0", {"gpu-1": "cannot allocate all claims", "gpu-2": "cannot allocate all claims",
                                  "cp-1": "node(s) had untolerated taint(s)"}, "productName"),
    ("dra-too-few", "ml/llama-0", {"gpu-1": "cannot allocate all claims", "gpu-2": "cannot allocate all claims"},
     "needs 4 free device(s) on one node; the most free on any node is 3 (gpu-2)"),
    ("dra-claim-elsewhere", "ml/worker-b", {"gpu-1": "Insufficient cpu",
                                            "gpu-2": "resourceclaim not available on the node"},
     "can only run on gpu-1, where its shared ResourceClaim shared-gpu is allocated, and in use by pods/worker-a"),
    ("dra-extended-resource", "ml/gpt-0", {"gpu-1": "cannot allocate all claims", "gpu-2": "cannot allocate all claims"},
     "no node has more than 4 matching device(s)"),
])
def test_pending_dra_matches_kube_scheduler(fixture, pod, verdicts, headline):
    got = _pending(fixture, pod)
    assert got["schedulable"] is False
    assert got["message"] == _recorded(fixture, pod)            # the whole FitError, PostFilter part included
    nodes = {n["name"]: n for n in got["nodes"]}
    for node, reason in verdicts.items():
        assert nodes[node]["reasons"] == [reason], nodes[node]
    top = got["findings"][0]
    assert headline in top["title"] + " ".join(e["note"] for e in top["evidence"])
    assert "Insufficient nvidia.com/gpu" not in json.dumps(got)


def test_selector_mismatch_evidence_names_what_devices_have():
    got = _pending("dra-cel-mismatch", "ml/bert-0")
    notes = " ".join(e["note"] for e in got["findings"][0]["evidence"])
    assert "'NVIDIA A100-SXM4-80GB' (8 device(s))" in notes


def test_extended_resource_served_through_dra():
    got = _pending("dra-extended-resource", "ml/resnet-0")
    assert got["schedulable"] is True
    assert {n["name"] for n in got["nodes"] if n["fits"]} == {"gpu-1", "gpu-2"}
    # the same cluster without the extendedResourceName (gate off on the API server): Insufficient
    snap = load_path(FIX / "dra-extended-resource")
    for c in snap.items(api.CLASSES):
        c["spec"].pop("extendedResourceName", None)
    from doctor.scheduler.simulation import simulate
    from doctor.scheduler.state import ClusterState
    sim = simulate(snap.pod("ml", "resnet-0"), ClusterState(snap))
    assert not sim.schedulable and {tuple(n.reasons) for n in sim.nodes if n.name != "cp-1"} == {("Insufficient nvidia.com/gpu",)}
    from doctor.scheduler.diagnose import diagnose
    diag = diagnose(snap, snap.pod("ml", "resnet-0"))
    assert diag.headline.startswith("Pod ml/resnet-0 asks for nvidia.com/gpu, but this cluster's GPUs are handed out "
                                    "through DRA (8 GPU(s) on 2 node(s)")
    assert "ResourceClaimTemplate" in (diag.primary.remediation.patch or "")


def test_prefilter_missing_class_and_claims(tmp_path):
    snap = load_path(FIX / "dra-cel-mismatch")
    from doctor.scheduler.simulation import simulate
    from doctor.scheduler.state import ClusterState
    pod = snap.pod("ml", "bert-0")
    claim = snap.get(api.CLAIMS, "ml", "bert-0-gpu-q8v4d")
    claim["spec"]["devices"]["requests"][0]["exactly"]["deviceClassName"] = "h100.nvidia.com"
    sim = simulate(pod, ClusterState(snap))
    # what kube-scheduler v1.35.4 (e2e/controlplane) printed for this very cluster
    assert sim.message == ("0/3 nodes are available: request gpu: device class h100.nvidia.com does not exist. "
                           "no new claims to deallocate, preemption: 0/3 nodes are available: 3 Preemption is not "
                           "helpful for scheduling.")
    pod2 = copy.deepcopy(pod)
    pod2["status"].pop("resourceClaimStatuses")
    sim = simulate(pod2, ClusterState(snap))
    assert sim.prefilter.reasons == ['pod "ml/bert-0": ResourceClaim not created yet']


def test_healthy_dra_cluster_counts_claim_gpus():
    snap = load_path(FIX / "dra-healthy")
    cg = claim_gpus(snap)
    assert (cg.node("gpu-1").published, cg.node("gpu-1").allocated, cg.node("gpu-2").published) == (4, 1, 4)
    assert cg.pod(snap.pod("ml", "train-0")) == 1
    out = subprocess.run([sys.executable, "-m", "doctor", "scan", "--from", str(FIX / "dra-healthy"), "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    report = json.loads(out.stdout)
    assert out.returncode == 0 and not [f for f in report["findings"] if f["severity"] == "critical"]
    totals = report["facts"]["totals"]
    assert totals.get("unavailable", 0) == 0 and totals.get("has") == 8, totals


# ---- DRA runtime checks --------------------------------------------------------------------------
def _scan(fixture):
    out = subprocess.run([sys.executable, "-m", "doctor", "scan", "--from", str(FIX / fixture), "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode in (0, 1), out.stderr
    return json.loads(out.stdout)


def test_runtime_failures_found_with_their_cause():
    report = _scan("dra-runtime")
    by_check: dict[str, list] = {}
    for f in report["findings"]:
        by_check.setdefault(f["check"], []).append(f)
    reg = [f for f in by_check["dra_claim_not_prepared"] if "is not registered on gpu-2" in f["title"]]
    assert len(reg) == 1 and "CrashLoopBackOff" in reg[0]["title"] and "nvidia-dra-driver-gpu-kubelet-plugin" in reg[0]["title"]
    assert "--previous" in " ".join(reg[0]["fix"]["commands"])
    cd = by_check["compute_domain_not_ready"][0]
    assert cd["title"].startswith("ComputeDomain ml/nccl-domain is NotReady") and "not Ready on gpu-1" in cd["title"]
    prep = [f for f in by_check["dra_claim_not_prepared"] if "nccl-0" in f["title"]][0]
    assert prep["id"] in cd["explains"] and prep["explained_by"] == cd["id"]
    assert not [f for f in _scan("dra-healthy")["findings"] if f["check"] in ("dra_claim_not_prepared", "compute_domain_not_ready")]


# ---- job manifests judged before any pod exists ----------------------------------------------------
@pytest.mark.parametrize("manifest,kind,name,pointer", [
    ("pytorchjob.yaml", "PyTorchJob", "llama-pretrain", "/spec/pytorchReplicaSpecs/Master/template/spec/containers/0/command/0"),
    ("trainjob.yaml", "TrainJob", "qwen-sft", "/spec/trainer/command/0"),
])
def test_manifest_without_pods_is_judged(manifest, kind, name, pointer):
    out = subprocess.run([sys.executable, "-m", "doctor", "scan", "--from", str(FIX / "distributed-manifests" / manifest),
                          "--category", "distributed", "-o", "json"], capture_output=True, text=True, cwd=ROOT)
    report = json.loads(out.stdout)
    shm = [f for f in report["findings"] if f["check"] == "dev_shm_too_small"]
    assert len(shm) == 1 and shm[0]["title"] == f"{kind} ml/{name}: 8 processes per pod share a 64 MiB /dev/shm"
    assert shm[0]["objects"] == [{"kind": kind, "namespace": "ml", "name": name}]
    assert any(e.get("pointer") == pointer and e.get("value") == "torchrun" for e in shm[0]["evidence"])
    status = {c["id"]: c["status"] for c in report["checks"]}
    assert status["dev_shm_too_small"] == "findings" and status["ranks_not_all_scheduled"] == "skipped"


def test_cel_runtime_error_aborts_the_attempt_like_kube_scheduler():
    snap = load_path(FIX / "dra-cel-mismatch")
    from doctor.scheduler.simulation import simulate
    from doctor.scheduler.state import ClusterState
    claim = snap.get(api.CLAIMS, "ml", "bert-0-gpu-q8v4d")
    claim["spec"]["devices"]["requests"][0]["exactly"]["selectors"] = [
        {"cel": {"expression": "device.attributes['gpu.nvidia.com'].nope == 1"}}]
    sim = simulate(snap.pod("ml", "bert-0"), ClusterState(snap))
    # kube-scheduler v1.35.4 (e2e/controlplane): PodScheduled reason SchedulerError with exactly this text
    assert not sim.schedulable
    assert sim.message == ('running "DynamicResources" filter plugin: claim ml/bert-0-gpu-q8v4d: selector #0: '
                           'CEL runtime error: no such key: nope')


def test_leaderworkerset_groups_are_jobs_with_their_size():
    from doctor.distributed.jobs import jobs_of, rendezvous_of
    snap = load_path(FIX / "distributed-lws")
    jobs = {j.name: j for j in jobs_of(snap) if j.kind == "LeaderWorkerSet"}
    assert set(jobs) == {"llm/0", "llm/1"}
    g = jobs["llm/1"]
    assert [r.index for r in g.ranks] == [0, 1, 2, 3] and g.expected == 4
    assert g.expected_source == "/spec/leaderWorkerTemplate/size"
    assert rendezvous_of(g.ranks[2]).host == "llm-1.llm.ml"          # --master_addr=$(LWS_LEADER_ADDRESS)
    report = _scan("distributed-lws")
    titles = sorted(f["title"] for f in report["findings"] if f["check"] == "world_size_mismatch")
    assert titles == ["LeaderWorkerSet ml/llm/0: --nnodes=2 but the job runs 4 nodes",
                      "LeaderWorkerSet ml/llm/1: --nnodes=2 but the job runs 4 nodes"]


def test_gpu_held_through_a_claim_is_not_shared_behind_the_device_plugins_back(tmp_path):
    import shutil
    shutil.copytree(FIX / "dra-healthy", tmp_path / "c")
    pods = json.loads((tmp_path / "c" / "pods.json").read_text())["items"]
    train = next(p for p in pods if p["metadata"]["name"] == "train-0")
    proxy = next(p for p in pods if p["metadata"]["name"].startswith("kube-proxy") and p["spec"]["nodeName"] == "gpu-1")

    def proc(pid, pod):
        return {"pid": pid, "used_memory_mib": 30000, "name": "python3", "type": "C", "in_container": True,
                "visible": True, "pod_uid": pod["metadata"]["uid"], "container_id": None, "state": "S"}
    gpu = {"index": 0, "uuid": "GPU-0", "name": "NVIDIA A100-SXM4-80GB", "memory_total_mib": 81920,
           "memory_used_mib": 60000, "utilization": {"gpu_percent": 80}, "mig": {"current": False}, "processes": []}
    report = {"schema": "doctor.node/v1", "source": "nvml", "node": "gpu-1", "observed_at": "2026-03-02T10:00:00Z",
              "driver_version": "570.133.20", "cuda_version": "12.8", "pid_namespace": "host",
              "gpus": [dict(gpu, processes=[proc(100, train)])]}
    (tmp_path / "c" / "nodes").mkdir()
    (tmp_path / "c" / "nodes" / "gpu-1.json").write_text(json.dumps(report))
    run = lambda: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, "-m", "doctor", "scan", "--from", str(tmp_path / "c"), "--check", "gpu_shared_by_pods", "-o", "json"],
        capture_output=True, text=True, cwd=ROOT).stdout)["findings"]
    assert run() == []                 # train-0's GPU comes from its ResourceClaim
    report["gpus"][0]["processes"].append(proc(200, proxy))   # a pod with neither nvidia.com/gpu nor a claim
    (tmp_path / "c" / "nodes" / "gpu-1.json").write_text(json.dumps(report))
    assert [f["objects"][-1]["name"] for f in run()] == [proxy["metadata"]["name"]] or \
        any(proxy["metadata"]["name"] in json.dumps(f) for f in run())


def test_preenqueue_rejection_has_no_scheduler_message(tmp_path):
    """A claim that does not exist stops the pod at PreEnqueue: kube-scheduler v1.35.4 never
    attempts it and writes no PodScheduled condition and no event (e2e/controlplane)."""
    import shutil
    shutil.copytree(FIX / "dra-claim-elsewhere", tmp_path / "c")
    p = tmp_path / "c" / "pods.json"
    doc = json.loads(p.read_text())
    for pod in doc["items"]:
        if pod["metadata"]["name"] == "worker-b":
            pod["spec"]["resourceClaims"][0]["resourceClaimName"] = "missing-claim"
            pod["status"].pop("conditions", None)
    p.write_text(json.dumps(doc))
    (tmp_path / "c" / "events.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": []}))
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(tmp_path / "c"), "ml/worker-b", "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    d = json.loads(out.stdout)
    assert d["message"] == "" and d["schedulable"] is False
    assert d["headline"] == "Pod ml/worker-b references ResourceClaim 'missing-claim', which does not exist"
    assert "does not even try" in d["findings"][0]["fix"]["text"]


@pytest.mark.parametrize("request_,fits,headline", [
    # checked on e2e/controlplane's kube-scheduler v1.35.4: unschedulable / bound to gpu-2 / bound to gpu-1
    ({"name": "gpu", "exactly": {"deviceClassName": "gpu.nvidia.com", "allocationMode": "All"}}, set(),
     "asks for every matching device of a node (allocationMode: All)"),
    ({"name": "gpu", "firstAvailable": [{"name": "four", "deviceClassName": "gpu.nvidia.com", "count": 4},
                                        {"name": "three", "deviceClassName": "gpu.nvidia.com", "count": 3}]}, {"gpu-2"}, None),
    ({"name": "gpu", "exactly": {"deviceClassName": "gpu.nvidia.com", "count": 2}}, {"gpu-1", "gpu-2"}, None),
])
def test_allocation_modes_on_the_too_few_cluster(tmp_path, request_, fits, headline):
    import shutil
    shutil.copytree(FIX / "dra-too-few", tmp_path / "c")
    p = tmp_path / "c" / "resourceclaims.resource.k8s.io.json"
    doc = json.loads(p.read_text())
    for c in doc["items"]:
        if c["metadata"]["name"] == "llama-0-gpu-m2n9c":
            c["spec"]["devices"]["requests"] = [request_]
            if fits == {"gpu-1", "gpu-2"}:
                c["spec"]["devices"]["constraints"] = [{"matchAttribute": "resource.kubernetes.io/pcieRoot"}]
    p.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(tmp_path / "c"), "ml/llama-0", "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    d = json.loads(out.stdout)
    assert {n["name"] for n in d["nodes"] if n["fits"]} == fits
    if headline:
        assert headline in d["headline"]


def test_claim_reserved_for_nobody_is_deallocated_in_postfilter(tmp_path):
    """shared-gpu allocated on gpu-1 but reserved for no pod; worker-b must run on gpu-2. The real
    kube-scheduler v1.35.4 (e2e/controlplane) first emitted exactly this FailedScheduling message,
    deallocated the claim in PostFilter, then bound the pod to gpu-2."""
    import shutil
    shutil.copytree(FIX / "dra-claim-elsewhere", tmp_path / "c")
    p = tmp_path / "c" / "pods.json"
    doc = json.loads(p.read_text())
    doc["items"] = [x for x in doc["items"] if x["metadata"]["name"] != "worker-a"]
    for pod in doc["items"]:
        if pod["metadata"]["name"] == "worker-b":
            pod["spec"]["containers"][0]["resources"]["requests"]["cpu"] = "8"
            pod["spec"]["nodeSelector"] = {"kubernetes.io/hostname": "gpu-2"}
    p.write_text(json.dumps(doc))
    p = tmp_path / "c" / "resourceclaims.resource.k8s.io.json"
    doc = json.loads(p.read_text())
    for c in doc["items"]:
        c["status"].pop("reservedFor", None)
    p.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "doctor", "pending", "--from", str(tmp_path / "c"), "ml/worker-b", "-o", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    d = json.loads(out.stdout)
    assert d["message"] == ("0/3 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, 1 node(s) had "
                            "untolerated taint(s), 1 resourceclaim not available on the node. deallocation of "
                            "ResourceClaim completed, preemption: 0/3 nodes are available: 3 Preemption is not helpful "
                            "for scheduling.")
    assert "deallocates it" in d["findings"][0]["fix"]["text"]


def test_kubelet_plugin_down_without_stuck_pods_is_a_warning(tmp_path):
    import shutil
    shutil.copytree(FIX / "dra-runtime", tmp_path / "c")
    run = lambda: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, "-m", "doctor", "scan", "--from", str(tmp_path / "c"), "--check", "dra_kubelet_plugin_down",
         "-o", "json"], capture_output=True, text=True, cwd=ROOT).stdout)["findings"]
    assert run() == []        # gpu-2's stuck pod already names the plugin (dra_claim_not_prepared)
    (tmp_path / "c" / "events.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": []}))
    got = run()
    assert len(got) == 1 and got[0]["severity"] == "warning" and "on gpu-2 is not running" in got[0]["title"]


def test_trainjob_pods_are_one_job_without_their_initializers():
    from doctor.distributed.jobs import jobs_of

    def pod(name, rjob, idx, step):
        return {"apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": name, "namespace": "ml", "uid": f"u-{name}",
                             "labels": {"jobset.sigs.k8s.io/jobset-name": "qwen-sft",
                                        "jobset.sigs.k8s.io/replicatedjob-name": rjob,
                                        "jobset.sigs.k8s.io/job-global-index": str(idx),
                                        "trainer.kubeflow.org/trainjob-ancestor-step": step}},
                "spec": {"nodeName": f"n{idx}", "containers": [{"name": "node", "image": "x",
                         "command": ["torchrun", "--nproc_per_node=8", "sft.py"],
                         "env": [{"name": "PET_NNODES", "value": "2"}, {"name": "PET_MASTER_ADDR", "value": "qwen-sft-node-0-0.qwen-sft"}],
                         "resources": {"limits": {"nvidia.com/gpu": "8"}}}]},
                "status": {"phase": "Running"}}
    trainjob = {"apiVersion": "trainer.kubeflow.org/v1alpha1", "kind": "TrainJob",
                "metadata": {"name": "qwen-sft", "namespace": "ml"},
                "spec": {"runtimeRef": {"name": "torch-distributed"}, "trainer": {"numNodes": 2}}}
    pods = [pod("qwen-sft-node-0-0-a", "node", 0, "trainer"), pod("qwen-sft-node-0-1-b", "node", 1, "trainer"),
            pod("qwen-sft-dataset-initializer-0-0-c", "dataset-initializer", 0, "dataset-initializer")]
    objects = {"pods": pods, "trainjobs.trainer.kubeflow.org": [trainjob]}
    snap = Snapshot(objects=objects, recorded=set(objects), meta={"observed_at": "2026-03-02T10:00:00Z"})
    jobs = jobs_of(snap)
    assert [(j.kind, j.name, j.expected, j.from_manifest) for j in jobs] == [("TrainJob", "qwen-sft", 2, False)]
    assert [r.name for r in jobs[0].ranks] == ["qwen-sft-node-0-0-a", "qwen-sft-node-0-1-b"]
