"""doctor's NVML paths against what a real driver answered (fixtures/_nvml-real/, captured by
e2e/real_nvml/probe.py on an NVIDIA H200, driver 580.159.04, nvidia-ml-py 13.610.43).

Two uses of the capture: (1) the fake in tests/fakes/fake_pynvml.py, set up as that GPU, must
answer every recorded call the way NVML did (same NVMLError subclass, same values), so the unit
tests built on the fake test against NVML's behaviour rather than our idea of it; (2) the two GPU
sources doctor reads, NVML and `nvidia-smi -q -x`, recorded at the same moment, must give the
same report through the real CLI."""
from __future__ import annotations

import json
from pathlib import Path

import pynvml as real
import pytest

from doctor.sources import nvml as nvml_source
from doctor.sources.nvidia_smi import parse_nvidia_smi_xml
from tests.fakes import fake_pynvml

CAPTURE = Path(__file__).resolve().parent.parent / "fixtures" / "_nvml-real" / "h200-driver-580.159.04"
CALLS = json.loads((CAPTURE / "calls.json").read_text())
NODE = json.loads((CAPTURE / "node.json").read_text())


def _first(fn: str, label: str) -> dict:
    return next(c for c in CALLS if c["fn"] == fn and c["args"] == label)


def _h200_fake():
    """The captured GPU, idle (the calls before the helper process started)."""
    v2 = _first("nvmlDeviceGetMemoryInfo", "gpu0, version=nvmlMemory_v2")["value"]
    gpu = fake_pynvml.FakeGpu(
        name=_first("nvmlDeviceGetName", "gpu0")["value"],
        uuid=_first("nvmlDeviceGetUUID", "gpu0")["value"],
        total=v2["total"], used=v2["used"], reserved=v2["reserved"],
        clocks_reasons=_first("nvmlDeviceGetCurrentClocksEventReasons", "gpu0")["value"],
        nvlink=None, remapped=(0, 0, 0, 0), mig=(0, 0), cc=(9, 0),
        bus_id=_first("nvmlDeviceGetPciInfo", "gpu0")["value"]["busId"],
        unsupported={"nvmlDeviceGetRetiredPages", "nvmlDeviceGetRetiredPagesPendingStatus"})
    env = json.loads((CAPTURE / "env.json").read_text())
    driver = _first("nvmlSystemGetDriverVersion", "")["value"]
    assert env["smi_version"].count(driver) >= 1
    return fake_pynvml.make([gpu], driver=driver, cuda=_first("nvmlSystemGetCudaDriverVersion_v2", "")["value"])


def _args(nv, handle, call: dict) -> tuple[tuple, dict] | None:
    """The arguments a recorded call was made with, from its label; None for the calls made
    around the helper process, whose PIDs and timing belong to that run."""
    label = call["args"]
    if "holder" in label or "this process" in label or call["fn"].startswith("nvmlEvent") \
            or call["fn"] in ("nvmlDeviceRegisterEvents", "nvmlDeviceGetTopologyCommonAncestor",
                              "nvmlDeviceGetComputeRunningProcesses_v2", "nvmlDeviceGetGraphicsRunningProcesses_v2"):
        return None
    if label in ("", "before nvmlInit", "after nvmlShutdown", "a second nvmlShutdown"):
        return (), {}
    if label.startswith("index == count"):
        return (1,), {}
    if label == "a PID that does not exist":
        return (2 ** 22 + 12345,), {}
    parts = [p.strip() for p in label.split(",")]
    assert parts[0] == "gpu0", label
    args: list = [handle]
    kwargs: dict = {}
    for part in parts[1:]:
        if part.startswith("link "):
            args.append(int(part.split()[1]))
        elif part == "version=nvmlMemory_v2":
            kwargs["version"] = nv.nvmlMemory_v2
        else:
            args.append(getattr(real, part))
    return tuple(args), kwargs


def _same_value(recorded, got) -> bool:
    if isinstance(recorded, dict) and ("struct" in recorded or "object" in recorded):
        fields = {k: v for k, v in recorded.items() if k not in ("struct", "object", "version", "busIdLegacy",
                                                                 "domain", "bus", "device", "pciDeviceId",
                                                                 "pciSubSystemId")}
        return all(_same_value(v, getattr(got, k, None)) for k, v in fields.items())
    if isinstance(got, (bytes, bytearray)):
        got = got.decode()       # the fake answers the name as old bindings did, in bytes
    if isinstance(recorded, list):
        return list(got) == recorded
    return got == recorded


def test_the_fake_answers_every_recorded_call_as_the_real_driver_did():
    nv = _h200_fake()
    replayed = 0
    handle = None
    for call in CALLS:
        if call["fn"] == "nvmlDeviceGetHandleByIndex" or call.get("missing"):
            continue
        spec = _args(nv, handle, call)
        if spec is None:
            continue
        args, kwargs = spec
        try:
            got = getattr(nv, call["fn"])(*args, **kwargs)
            outcome = "ok"
        except real.NVMLError as exc:
            got, outcome = None, type(exc).__name__
        assert outcome == ("ok" if call["ok"] else call["error"]), (call["fn"], call["args"], outcome)
        if call["ok"] and call["fn"] not in ("nvmlSystemGetNVMLVersion", "nvmlDeviceGetUtilizationRates",
                                             "nvmlDeviceGetCurrentClocksThrottleReasons"):
            assert _same_value(call["value"], got), (call["fn"], call["args"], call["value"], got)
        if call["fn"] == "nvmlInit":
            handle = nv.nvmlDeviceGetHandleByIndex(0)
        replayed += 1
    assert replayed >= 70    # 37 NvLink states, 16 per-link counters and peers, the device fields, init/shutdown


def test_the_real_driver_reports_nvml_memory_v1_used_as_v2_used_plus_reserved():
    """What the fake's v1/v2 split rests on, seen twice (idle, and with a 1 GiB context)."""
    v1 = [c["value"] for c in CALLS if c["fn"] == "nvmlDeviceGetMemoryInfo" and "version" not in c["args"]]
    v2 = [c["value"] for c in CALLS if c["fn"] == "nvmlDeviceGetMemoryInfo" and "version" in c["args"]]
    assert len(v1) == len(v2) == 2
    for one, two in zip(v1, v2):
        assert one["used"] == two["used"] + two["reserved"] and one["free"] == two["free"]
    assert v2[0]["used"] == 0 and v2[0]["reserved"] > 600 * 2 ** 20


def test_doctor_reports_the_fake_h200_as_nvml_reported_the_real_one():
    report = nvml_source.collect_local(proc_root="/nonexistent", node_name="vm", pynvml_module=_h200_fake())
    gpu, real_gpu = report["gpus"][0], NODE["gpus"][0]
    for key in ("uuid", "name", "pci_bus_id", "compute_capability", "memory_total_mib", "memory_reserved_mib",
                "ecc", "nvlink", "retired_pages", "remapped_rows", "mig"):
        assert gpu[key] == real_gpu[key], key
    assert gpu["memory_used_mib"] == 0    # idle; the capture's node.json had a 1 GiB context open
    assert report["driver_version"] == NODE["driver_version"] and report["cuda_version"] == NODE["cuda_version"]
    assert sorted(report["unsupported"]) == sorted(NODE["unsupported"])


def test_an_old_driver_without_memory_info_v2_falls_back_to_v1_with_no_reserved_figure():
    gpu = fake_pynvml.FakeGpu(used=3 * 2 ** 30, reserved=512 * 2 ** 20)
    report = nvml_source.collect_local(proc_root="/nonexistent", node_name="n",
                                       pynvml_module=fake_pynvml.make([gpu], memory_v2=False))
    got = report["gpus"][0]
    assert got["memory_used_mib"] == 3 * 1024 + 512 and got["memory_reserved_mib"] is None
    assert "memory" not in report["unsupported"]


def test_nvml_and_nvidia_smi_captured_together_agree():
    smi = parse_nvidia_smi_xml((CAPTURE / "nvidia-smi.xml").read_bytes(), "nvidia-smi.xml")
    a, b = NODE["gpus"][0], smi["gpus"][0]
    for key in ("uuid", "name", "memory_total_mib", "compute_capability"):
        if key in b:
            assert a[key] == b[key], key
    # NVML gives bytes (doctor floors to MiB); nvidia-smi prints MiB rounded
    assert abs(a["memory_used_mib"] - b["memory_used_mib"]) <= 1
    assert abs(a["memory_reserved_mib"] - b["memory_reserved_mib"]) <= 1
    assert [p["pid"] for p in a["processes"]] == [p["pid"] for p in b["processes"]]
    assert smi["driver_version"] == NODE["driver_version"]


@pytest.mark.parametrize("name", ["nvidia-smi.xml", "node.json", "node-stopped.json"])
def test_the_cli_reads_each_real_capture_as_a_healthy_node(doctor, name):
    result = doctor("node", "--from", CAPTURE / name, "-o", "json")
    assert result.code == 0, result.stderr
    out = result.json()
    assert out["gpus"][0]["name"] == "NVIDIA H200"
    assert out["findings"] == [] and all(not h["issues"] for h in out["health"])


def test_a_stopped_process_holding_the_gpu_is_reported_stopped():
    stopped = json.loads((CAPTURE / "node-stopped.json").read_text())
    procs = stopped["gpus"][0]["processes"]
    assert [(p["state"], p["state_name"]) for p in procs] == [("T", "stopped")]
    assert procs[0]["used_memory_mib"] == NODE["gpus"][0]["processes"][0]["used_memory_mib"]
