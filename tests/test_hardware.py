"""GPU hardware health (issue 13): the real CLI on fixtures/hw-* and the NVML fake.

- hw-gpu-fault: Xid 48 + 12 uncorrectable ECC + failed row remap on GPU 3, GPU 5 lost after Xid 79
  (device plugin log): one finding per GPU, ranked first, naming node, index, UUID, pods and the action,
  and explaining the allocatable drop; every evidence pointer resolves in the node report.
- hw-health-signals: NVSentinel / EKS node monitoring agent / NPD-style conditions are findings.
- hw-healthy: no hardware finding.
- `doctor node --from` an nvidia-smi XML with ECC / remap / slowdown data reports them (and exits 1)."""
from __future__ import annotations

import json

import pytest

from testlib import FIXTURES

FAULT = FIXTURES / "hw-gpu-fault"
SIGNALS = FIXTURES / "hw-health-signals"
HEALTHY = FIXTURES / "hw-healthy"
XML = FIXTURES / "hw-nvidia-smi" / "a100-ecc-remap-failure.xml"


def scan(doctor, path, *cats):
    args = ["scan", "--from", str(path), "-o", "json"]
    for c in cats:
        args += ["--category", c]
    r = doctor(*args)
    assert r.code in (0, 1), r.stderr
    return r, r.json()


def resolve(doc, pointer):
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    return doc


def test_gpu_fault_ranked_first_with_gpu_pods_and_action(doctor):
    r, doc = scan(doctor, FAULT)
    assert r.code == 1
    findings = doc["findings"]
    hw = [f for f in findings if f["check"] == "gpu_hardware_fault" and f["severity"] == "critical"]
    assert len(hw) == 2, [f["title"] for f in findings]
    warn = {f["title"] for f in findings if f["check"] == "gpu_hardware_fault" and f["severity"] == "warning"}
    x69 = next(f for f in findings if f["check"] == "gpu_hardware_fault" and "Xid 69" in f["title"])
    assert x69["severity"] == "warning" and "GPU 1" in x69["title"] and "restart the application" in x69["title"]
    assert "does not check it again" in x69["summary"]
    assert any("delete pod nvidia-device-plugin-daemonset-" in c for c in x69["fix"]["commands"])
    assert any("GPU 6" in t and "2 of 12 NVLink link(s) down (link 3, 7)" in t for t in warn), warn
    assert any("GPU 2" in t and "hw_thermal_slowdown" in t for t in warn), warn
    # the two GPU faults come before every other finding
    assert {findings[0]["check"], findings[1]["check"]} == {"gpu_hardware_fault"}
    node = json.loads((FAULT / "nodes" / "gpu-a100-07.json").read_text())
    g3 = node["gpus"][3]["uuid"]
    f3 = next(f for f in hw if g3 in f["title"])
    assert "GPU 3" in f3["title"] and "gpu-a100-07" in f3["title"]
    assert "RMA" in f3["title"] and "row remapping failed" in f3["title"]
    assert "Xid 48" in f3["summary"] and "12 uncorrectable" in f3["summary"]
    assert "research/llm-pretrain-3" in f3["summary"]
    assert {"kind": "Pod", "namespace": "research", "name": "llm-pretrain-3"} in f3["objects"]
    assert any("kubectl drain gpu-a100-07" in c for c in f3["fix"]["commands"])
    for ev in f3["evidence"]:
        if ev.get("pointer") and ev.get("object", {}).get("kind") == "NodeGPUReport":
            assert resolve(node, ev["pointer"]) == ev["value"], ev
    # GPU 5: NVML lost it, the device plugin saw Xid 79 on the UUID: one finding, with that UUID
    f5 = next(f for f in hw if f is not f3)
    assert "GPU 5" in f5["title"] and "reboot" in f5["title"]
    assert "Xid 79" in f5["summary"]
    assert any("XidCriticalError: Xid=79" in str(ev.get("value")) for ev in f5["evidence"])
    # the allocatable drop is explained by a GPU fault, not reported as a cause of its own
    alloc = next(f for f in findings if f["check"] == "gpu_allocatable_below_capacity")
    assert alloc["explained_by"] in {f["id"] for f in hw}


def test_health_signals_are_findings(doctor):
    r, doc = scan(doctor, SIGNALS)
    cond = {f["objects"][0]["name"]: f for f in doc["findings"] if f["check"] == "gpu_health_condition"}
    assert set(cond) == {"gpu-nvs-01", "gpu-eks-01", "gpu-npd-01", "gpu-chs-01"}
    chs = cond["gpu-chs-01"]
    assert chs["severity"] == "critical" and "aiinfra/gpu-healthcheck-result" in chs["summary"]
    assert "aiinfra/reboot-required" in chs["summary"] and "aiinfra/gpu-healthcheck" in chs["summary"]
    assert cond["gpu-nvs-01"]["severity"] == "critical"
    assert "GpuMemWatch" in cond["gpu-nvs-01"]["title"]
    assert "COMPONENT_RESET" in cond["gpu-nvs-01"]["fix"]["text"]
    assert "Xid 79" in cond["gpu-eks-01"]["summary"] and cond["gpu-eks-01"]["severity"] == "critical"
    # an unknown GPU-looking condition is reported generically, as a warning
    assert cond["gpu-npd-01"]["severity"] == "warning" and "GPUProblem" in cond["gpu-npd-01"]["title"]
    assert "Xid 74" in cond["gpu-npd-01"]["fix"]["text"]
    alloc = {f["objects"][0]["name"]: f for f in doc["findings"] if f["check"] == "gpu_allocatable_below_capacity"}
    assert alloc["gpu-nvs-01"]["explained_by"] == cond["gpu-nvs-01"]["id"]
    assert alloc["gpu-eks-01"]["explained_by"] == cond["gpu-eks-01"]["id"]
    assert "gpu-plain-01" not in cond


def test_healthy_twin_gives_no_hardware_finding(doctor):
    r, doc = scan(doctor, HEALTHY, "hardware", "device_plugin", "nodes")
    assert doc["findings"] == [], [f["title"] for f in doc["findings"]]
    status = {c["id"]: c["status"] for c in doc["checks"]}
    assert status["gpu_hardware_fault"] == "ok" and status["gpu_health_condition"] == "ok"
    assert r.code == 0


def test_node_from_nvidia_smi_xml_reports_ecc_remap_slowdown(doctor):
    r = doctor("node", "--from", str(XML), "-o", "json")
    assert r.code == 1, r.stderr     # a critical GPU issue, like scan's exit code
    doc = r.json()
    g = doc["gpus"][0]
    assert g["ecc"]["volatile_uncorrected"] == 12 and g["ecc"]["aggregate_uncorrected"] == 12
    assert g["remapped_rows"] == {"correctable": 0, "uncorrectable": 7, "pending": False, "failure": True}
    assert g["clocks_event_reasons"] == ["hw_thermal_slowdown"]
    kinds = {i["kind"] for i in doc["health"][0]["issues"]}
    assert kinds == {"ecc_uncorrectable", "remap_failed", "clock_slowdown"}
    assert doc["health"][0]["action"] == "rma"
    text = doctor("node", "--from", str(XML))
    assert "row remapping failed" in text.stdout and "RMA" in text.stdout


def test_node_from_healthy_xml_exits_0(doctor):
    for xml in sorted((FIXTURES / "nvidia-smi").glob("*.xml")):
        r = doctor("node", "--from", str(xml), "-o", "json")
        assert r.code == 0, (xml, r.stderr)
        assert all(not h["issues"] for h in r.json()["health"]), xml


def test_xid_catalogue_actions():
    from doctor.gpu.xid import lookup

    assert lookup(79).bucket == "RESTART_BM" and lookup(79).action_class == "reboot_node"
    assert lookup(48).bucket == "WORKFLOW_XID_48" and lookup(48).severity == "critical"
    assert lookup(95).action_class == "reset_gpu" and lookup(94).action_class == "restart_app"
    assert lookup(13).severity == "warning" and not lookup(13).hardware
    assert lookup(63).severity == "info"
    unknown = lookup(9999)
    assert unknown.mnemonic is None and unknown.severity == "warning"


def test_device_plugin_log_lines():
    from doctor.gpu.health import device_plugin_xids

    text = ("I1130 07:12:05.204533       1 health.go:185] XidCriticalError: Xid=48 on Device=GPU-25ca9b1a-63fd-5ec3-"
            "9024-021e4a21498b; marking device as unhealthy.\nunrelated\n")
    hits = device_plugin_xids(text)
    assert [(h.xid, h.device, h.line_number) for h in hits] == [(48, "GPU-25ca9b1a-63fd-5ec3-9024-021e4a21498b", 1)]


def test_nvml_collects_health_fields_like_nvml():
    from fakes import fake_pynvml as fake

    from doctor.gpu.health import gpu_issues
    from doctor.sources.nvml import collect_local

    sxm = fake.FakeGpu(uuid="GPU-1", nvlink=[True, True, False, True], clocks_reasons=0x40 | 0x4,
                       ecc_volatile_unc=3, ecc_aggregate_unc=5, ecc_volatile_cor=7, remapped=(0, 2, 1, 0),
                       nvlink_errors={(1, fake.real.NVML_NVLINK_ERROR_DL_REPLAY): 9})
    pcie = fake.FakeGpu(uuid="GPU-2", name="Tesla T4", remapped=None, mig=None)
    rep = collect_local(proc_root="/nonexistent", node_name="n1", pynvml_module=fake.make([sxm, pcie]))
    a, b = rep["gpus"]
    assert a["ecc"] == {"enabled": True, "volatile_uncorrected": 3, "aggregate_uncorrected": 5,
                        "volatile_corrected": 7, "aggregate_corrected": 0}
    assert a["clocks_event_reasons"] == ["sw_power_cap", "hw_thermal_slowdown"]
    assert [lk["active"] for lk in a["nvlink"]["links"]] == [True, True, False, True]
    assert a["nvlink"]["links"][1]["replay_errors"] == 9
    assert b["nvlink"] is None and "nvlink" in rep["unsupported"]      # NVML_ERROR_NOT_SUPPORTED: no NVLink
    assert b["remapped_rows"] is None                                   # NOT_SUPPORTED before Ampere
    kinds = {i.kind for i in gpu_issues(a, 0)}
    assert kinds == {"ecc_uncorrectable", "remap_pending", "nvlink_down", "clock_slowdown"}
    assert gpu_issues(b, 1) == []


def test_nvml_lost_gpu_is_a_health_issue():
    from fakes import fake_pynvml as fake

    from doctor.gpu.health import gpu_issues
    from doctor.sources.nvml import collect_local

    rep = collect_local(proc_root="/nonexistent", node_name="n1",
                        pynvml_module=fake.make([fake.FakeGpu(uuid="GPU-1"), fake.FakeGpu(uuid="GPU-2", lost=True)]))
    issues = gpu_issues(rep["gpus"][1], 1)
    assert [i.kind for i in issues] == ["gpu_lost"] and issues[0].action_class == "reboot_node"


@pytest.mark.parametrize("folder", ["hw-gpu-fault", "hw-health-signals", "hw-healthy", "hw-nvidia-smi"])
def test_fixture_has_readme_with_sources(folder):
    text = (FIXTURES / folder / "README.md").read_text()
    assert "Source" in text or "source" in text


# ---- GPU Operator node state, ClusterPolicy without status -------------------------------------
OPSTATE = FIXTURES / "hw-operator-state"
RUNTIME = FIXTURES / "hw-runtime"


def _by(doc, check):
    return [f for f in doc["findings"] if f["check"] == check]


def test_operator_node_state_findings(doctor):
    r, doc = scan(doctor, OPSTATE, "gpu_operator")
    ns = {f["objects"][0]["name"] + "|" + f["title"].split(": ", 1)[1][:20]: f for f in _by(doc, "gpu_operator_node_state")}
    titles = " / ".join(f["title"] for f in _by(doc, "gpu_operator_node_state"))
    assert "gpu-upg-01: GPU driver upgrade failed" in titles
    assert "gpu-pause-01: GPU Operator operands paused (paused-for-driver-upgrade)" in titles
    assert "gpu-mig-01: MIG reconfiguration to 'all-1g.10gb' failed" in titles
    assert "gpu-mig-02" in titles and "MIG is off on 8 GPU(s)" in titles
    assert "gpu-single-01: MIG strategy single with mixed MIG profiles" in titles
    assert len(ns) == 5
    paused = next(f for f in _by(doc, "gpu_operator_node_state") if "paused" in f["title"])
    assert paused["severity"] == "critical" and "driver pod on the node is failing" in paused["summary"]
    cp = _by(doc, "gpu_operator_clusterpolicy_not_ready")
    assert len(cp) == 1 and "no status" in cp[0]["title"]
    assert {"kind": "Deployment", "namespace": "gpu-operator", "name": "gpu-operator"} in cp[0]["objects"]
    assert "gpu-operator" in " ".join(cp[0]["fix"]["commands"]) and "0/1 ready" in cp[0]["summary"]
    mps = [f for f in _by(doc, "gpu_operator_component_unhealthy") if "MPS control daemon" in f["title"]]
    assert mps and "gpu-single-01" in mps[0]["summary"]
    # the crashing operator pod is why the ClusterPolicy has no status: the ClusterPolicy finding folds
    # under it (tests/test_gpu_operator_ranking.py holds the ranking)
    op = next(f for f in _by(doc, "gpu_operator_component_unhealthy") if "GPU Operator controller" in f["title"])
    assert cp[0]["explained_by"] == op["id"] and not op.get("explained_by")


def test_runtime_wiring_findings(doctor):
    r, doc = scan(doctor, RUNTIME)
    rw = {f["key"] if "key" in f else f["title"]: f for f in _by(doc, "gpu_runtime_wiring")}
    titles = [f["title"] for f in _by(doc, "gpu_runtime_wiring")]
    assert any("RuntimeClass 'nvidia-cdi' does not exist" in t for t in titles)
    assert any(t.startswith("gpu-k3s-01 (k3s): 1 GPU pod(s) without runtimeClassName") for t in titles)
    assert any(t.startswith("gpu-rt-01: containerd has no 'nvidia' runtime") for t in titles)
    assert any("unresolvable CDI device(s) management.nvidia.com/gpu=GPU-" in t for t in titles)
    assert any(t.startswith("nvidia-smi not found in 1 GPU pod(s)") for t in titles)
    assert any(t.startswith("3 pod(s) failed with UnexpectedAdmissionError on gpu-rt-03") for t in titles)
    assert len(rw) == 6
    smi = next(f for f in _by(doc, "gpu_runtime_wiring") if f["title"].startswith("nvidia-smi"))
    assert "NVIDIA_DRIVER_CAPABILITIES=compute lacks utility" in smi["summary"]
    rc = next(f for f in _by(doc, "gpu_runtime_wiring") if "does not exist" in f["title"])
    assert "kind: RuntimeClass" in rc["fix"]["patch"]
    # the controller that cannot create pods and the pod error lines are symptoms of the wiring faults
    created = _by(doc, "pods_not_created")
    assert created and created[0]["explained_by"] == rc["id"]
    k3s = next(f for f in _by(doc, "gpu_runtime_wiring") if "(k3s)" in f["title"])
    nogpu = [f for f in _by(doc, "gpu_stack_error_in_pod") if "embedder" in f["title"]]
    assert nogpu and nogpu[0]["explained_by"] == k3s["id"]
    # ranked: every root cause of this fixture is a wiring finding
    assert doc["findings"][0]["check"] == "gpu_runtime_wiring"


@pytest.mark.parametrize("folder", ["hw-operator-state-healthy", "hw-runtime-healthy", "hw-healthy"])
def test_healthy_twins_no_operator_or_runtime_finding(doctor, folder):
    r, doc = scan(doctor, FIXTURES / folder)
    assert doc["findings"] == [], [f["title"] for f in doc["findings"]]
    status = {c["id"]: c["status"] for c in doc["checks"]}
    for cid in ("gpu_operator_node_state", "gpu_runtime_wiring", "gpu_hardware_fault", "gpu_health_condition"):
        assert status[cid] in ("ok", "skipped"), (cid, status[cid])
    assert status["gpu_runtime_wiring"] == "ok" and status["gpu_operator_node_state"] == "ok"


def test_runtime_distribution_detection():
    from doctor.checks.gpu_operator.gpu_runtime_wiring import distribution

    node = lambda k, c: {"status": {"nodeInfo": {"kubeletVersion": k, "containerRuntimeVersion": c}}}  # noqa: E731
    assert distribution(node("v1.30.4+k3s1", "containerd://1.7.20-k3s1")) == "k3s"
    assert distribution(node("v1.30.4+rke2r1", "containerd://1.7.20-k3s1")) == "RKE2"   # RKE2 runs k3s' containerd build
    assert distribution(node("v1.30.4+rke2r1", "containerd://1.7.20")) == "RKE2"
    assert distribution(node("v1.30.4-eks-a737599", "containerd://1.7.20")) is None


def test_demo_hardware_fault_ranks_above_its_symptom(doctor):
    r, doc = scan(doctor, FIXTURES / "demo")
    findings = doc["findings"]
    fault = next(f for f in findings if f["check"] == "gpu_hardware_fault")
    assert "gpu-a100-1 GPU 7" in fault["title"] and "reboot" in fault["title"]
    assert "Xid 79" in fault["summary"]
    symptom = next(f for f in findings if f["check"] == "gpu_allocatable_below_capacity"
                   and f["objects"][0]["name"] == "gpu-a100-1")
    assert symptom["explained_by"] == fault["id"]
    assert findings.index(fault) < findings.index(symptom)


def test_live_fetches_the_device_plugin_log_where_gpus_turned_unhealthy():
    """Live mode reads failing containers' logs; the device plugin stays Running while it marks GPUs
    unhealthy, so its log is fetched on nodes whose allocatable is below capacity (and only there)."""
    from doctor.sources.fixtures import load_path
    from doctor.sources.live import failing_containers

    snap = load_path(FAULT)
    targets = failing_containers(snap)
    plugin = [t for t in targets if "device-plugin" in t[1]]
    bad = next(p for p in snap.pods if "device-plugin" in p["metadata"]["name"] and p["spec"]["nodeName"] == "gpu-a100-07")
    assert plugin == [("gpu-operator", bad["metadata"]["name"], "nvidia-device-plugin")]


def test_paused_operands_during_a_running_upgrade_are_info_not_critical():
    import copy

    from doctor.checks.gpu_operator.gpu_operator_node_state import GpuOperatorNodeState
    from doctor.engine import run_check
    from doctor.sources.fixtures import load_path

    snap = load_path(OPSTATE)
    node = copy.deepcopy(next(n for n in snap.nodes if n["metadata"]["name"] == "gpu-pause-01"))
    node["metadata"]["labels"]["nvidia.com/gpu-driver-upgrade-state"] = "pod-restart-required"
    from doctor.snapshot import Snapshot

    s = Snapshot()
    s.add("nodes", node)
    s.recorded.add("pods")
    res = run_check(GpuOperatorNodeState(), s)
    assert [f.severity.value for f in res.findings] == ["info"], [f.title for f in res.findings]


def test_missing_non_gpu_runtimeclass_is_not_a_gpu_wiring_finding():
    import copy

    from doctor.checks.gpu_operator.gpu_runtime_wiring import GpuRuntimeWiring
    from doctor.engine import run_check
    from doctor.sources.fixtures import load_path

    snap = load_path(RUNTIME)
    ev = copy.deepcopy(next(e for e in snap.events if "pod rejected" in (e.get("message") or "")))
    ev["message"] = ev["message"].replace('"nvidia-cdi"', '"kata-qemu"')
    snap.objects["events"] = [ev]
    titles = [f.title for f in run_check(GpuRuntimeWiring(), snap).findings]
    assert not any("RuntimeClass" in t for t in titles), titles


def test_agent_keeps_the_uuid_and_xid_of_a_gpu_nvml_lost():
    """Agent mode: Xid 79 arrives for GPU 1, then NVML loses it (GPU_IS_LOST, no UUID). The report keeps
    the UUID it had and the Xid, so the health fact says 'lost' with Xid 79 on the right GPU."""
    from fakes import fake_pynvml as fake

    from doctor.gpu.health import gpu_issues
    from doctor.sources.nvml import Agent

    gpus = [fake.FakeGpu(uuid="GPU-aaa"), fake.FakeGpu(uuid="GPU-bbb")]
    nv = fake.make(gpus, xid_events=[(1, 79)])
    agent = Agent(proc_root="/nonexistent", node_name="n1", pynvml_module=nv)
    try:
        agent.wait(0.01)
        gpus[1].lost = True
        rep = agent.report()
    finally:
        agent.close()
    g = rep["gpus"][1]
    assert g["uuid"] == "GPU-bbb" and g["uuid_source"].startswith("agent")
    assert [e["xid"] for e in g["xid"]["events"]] == [79]
    kinds = sorted(i.kind for i in gpu_issues(g, 1))
    assert kinds == ["gpu_lost", "xid"]
