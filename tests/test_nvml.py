"""`doctor node` live path against a fake at the pynvml boundary (real pynvml error classes)."""
from __future__ import annotations

import sys

import pynvml as real
import pytest

from doctor.errors import ClusterUnreachable
from doctor.sources.nvml import collect_local, cuda_version_string
from fakes.fake_pynvml import FakeGpu, FakeProcess, make

MIB = 1024 * 1024
UID = "8d3f4e2a-1b6c-4d7e-9f10-2a3b4c5d6e7f"
CID = "c0ffee00" * 8


@pytest.fixture
def proc_root(tmp_path):
    def add(pid, cgroup, state="S (sleeping)", name="python3"):
        d = tmp_path / str(pid)
        d.mkdir()
        (d / "cgroup").write_text(cgroup)
        (d / "status").write_text(f"Name:\t{name}\nState:\t{state}\n")
        (d / "cmdline").write_bytes(f"{name}\x00serve.py\x00".encode())
    add(1, "0::/init.scope\n", name="systemd")
    add(3101, f"0::/kubepods.slice/kubepods-pod{UID.replace('-', '_')}.slice/cri-containerd-{CID}.scope\n")
    add(3102, "0::/system.slice/some-daemon.service\n", state="Z (zombie)", name="stale")
    return tmp_path


def test_fake_raises_the_real_error_classes():
    with pytest.raises(real.NVMLError_LibraryNotFound):
        make(init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND).nvmlInit()
    with pytest.raises(real.NVMLError_Uninitialized):
        make().nvmlDeviceGetCount()


def test_cuda_version_string():
    assert cuda_version_string(12040) == "12.4"
    assert cuda_version_string(13000) == "13.0"
    assert cuda_version_string(11080) == "11.8"
    assert cuda_version_string(None) is None


def test_report_maps_processes_and_survives_not_supported(proc_root):
    gpus = [
        FakeGpu(uuid="GPU-aaaa", used=30000 * MIB, util_gpu=97,
                processes=[FakeProcess(3101, 29000 * MIB), FakeProcess(3102, None), FakeProcess(4040, 512 * MIB)]),
        FakeGpu(name="Tesla T4", uuid="GPU-bbbb", total=15360 * MIB, remapped=None, mig=None,
                unsupported={"nvmlDeviceGetUtilizationRates", "nvmlDeviceGetEccMode",
                             "nvmlDeviceGetTotalEccErrors", "nvmlDeviceGetRetiredPages"}),
    ]
    nv = make(gpus, names={3101: b"python3"})
    rep = collect_local(proc_root=str(proc_root), node_name="gpu-node-1", pynvml_module=nv)
    assert nv.state == {"init": 1, "shutdown": 1}
    assert rep["schema"] == "doctor.node/v1" and rep["node"] == "gpu-node-1"
    assert rep["driver_version"] == "550.54.15" and rep["cuda_version"] == "12.4"
    assert rep["pid_namespace"] == "host"
    a, b = rep["gpus"]
    assert (a["index"], a["uuid"], a["name"], a["memory_total_mib"], a["memory_used_mib"]) == \
        (0, "GPU-aaaa", "NVIDIA A100-SXM4-80GB", 81920, 30000)
    assert a["utilization"]["gpu_percent"] == 97
    procs = {p["pid"]: p for p in a["processes"]}
    assert procs[3101]["used_memory_mib"] == 29000 and procs[3101]["pod_uid"] == UID
    assert procs[3101]["container_id"] == CID and procs[3101]["name"] == "python3"
    assert procs[3102]["used_memory_mib"] is None and procs[3102]["state"] == "Z"
    assert procs[3102]["in_container"] is False and procs[3102]["name"] == "stale"
    assert procs[4040]["visible"] is False and procs[4040]["pod_uid"] is None
    # NOT_SUPPORTED fields are null, never a crash
    assert b["utilization"] == {"gpu_percent": None, "memory_percent": None}
    assert b["ecc"]["enabled"] is None and b["ecc"]["volatile_uncorrected"] is None
    assert b["remapped_rows"] is None and b["mig"]["current"] is None
    assert b["retired_pages"] == {"single_bit": None, "double_bit": None, "pending": False}
    assert "utilization" in rep["unsupported"]


def test_gpu_lost_is_reported_not_fatal(proc_root):
    rep = collect_local(str(proc_root), "n", pynvml_module=make([FakeGpu(), FakeGpu(uuid="GPU-x", lost=True)]))
    assert rep["gpus"][1]["error"] == str(real.NVMLError(real.NVML_ERROR_GPU_IS_LOST))
    assert rep["gpus"][0]["uuid"] == "GPU-00000000-0000-0000-0000-000000000000"


def test_older_pynvml_without_v2_functions(proc_root):
    nv = make([FakeGpu()], without=("nvmlSystemGetCudaDriverVersion_v2", "nvmlDeviceGetRemappedRows"))
    rep = collect_local(str(proc_root), "n", pynvml_module=nv)
    assert rep["cuda_version"] == "12.4" and rep["gpus"][0]["remapped_rows"] is None


@pytest.mark.parametrize("code, words", [
    (real.NVML_ERROR_LIBRARY_NOT_FOUND, "libnvidia-ml.so.1"),
    (real.NVML_ERROR_DRIVER_NOT_LOADED, "driver is not loaded"),
    (real.NVML_ERROR_NO_PERMISSION, "no permission"),
    (real.NVML_ERROR_LIB_RM_VERSION_MISMATCH, "version mismatch"),
])
def test_unusable_nvml_is_one_line_exit_3(doctor, monkeypatch, code, words):
    monkeypatch.setitem(sys.modules, "pynvml", make(init_error=code))
    r = doctor("node")
    assert r.code == 3
    assert words in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.stderr and r.stdout == ""


def test_node_command_json_live(doctor, monkeypatch, proc_root):
    monkeypatch.setitem(sys.modules, "pynvml", make([FakeGpu(uuid="GPU-z", processes=[FakeProcess(3101, 2048 * MIB)])]))
    monkeypatch.setenv("NODE_NAME", "gpu-node-7")
    r = doctor("node", "--proc-root", proc_root, "-o", "json")
    assert r.code == 0, r.stderr
    rep = r.json()
    assert rep["node"] == "gpu-node-7"
    assert rep["gpus"][0]["processes"][0]["pod_uid"] == UID
    r = doctor("node", "--proc-root", proc_root)
    assert r.code == 0 and "GPU-z" in r.stdout and "3101" in r.stdout


def test_missing_libnvml_really(doctor, monkeypatch):
    """The real pynvml on a machine without the driver (this one): one line, exit 3."""
    monkeypatch.setitem(sys.modules, "pynvml", real)
    try:
        real.nvmlInit()
        pytest.skip("this machine has a working NVIDIA driver")
    except real.NVMLError:
        pass
    r = doctor("node")
    assert r.code == 3 and "cannot read this node's GPUs" in r.stderr
