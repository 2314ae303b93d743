"""Round 65 of issue 12: wave 25's first-contact misses (fresh329..331; first run on 4b17dec3, 40/45). Each new or
widened entry read on the miss it was written for and on another wording of its emitter, and not on near misses
(tests/corpus/README.md 'Sixty-fifth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # OpenRLHF#1074 (read cuda_init_failed at first contact) and NCCL's WARN line itself
    ("nccl_error", "distributed/nccl-cuda-failure-os-call",
     "torch.distributed.DistBackendError: NCCL error ....... ncclUnhandledCudaError: CAll to CUDA function failed. \n"
     "CUDA failure 304 'OS call failed or operation not supported on this OS'"),
    ("nccl_error", "distributed/nccl-cuda-failure-os-call",
     "node1:51:60 [0] transport/p2p.cc:275 NCCL WARN Cuda failure 'OS call failed or operation not supported on this OS'"),
    # IBM/autopilot#55 (silent) and the label of another GPU in Autopilot's README form
    ("ecc_error", "gpu/autopilot-dcgm-row-remap-failed",
     "Labels:             autopilot.ibm.com/dcgm.level.3=ERR_2024-11-04_09.32.03UTC_page_retirement_row_remap.0\n"
     "                          autopilot.ibm.com/gpuhealth=EVICT"),
    ("ecc_error", "gpu/autopilot-dcgm-row-remap-failed",
     "autopilot.ibm.com/dcgm.level.3: ERR_2024-10-10_19.12.03UTC_memtest.1,page_retirement_row_remap.3"),
    # dask-cudf#144 (silent) and the C API's status in a traceback
    ("gpu_oom", "gpu/cudf-memory-manager-error",
     "When trying to read a single very large file with  dask_cudf.read_csv it throws GDFError: GDF_MEMORYMANAGER_ERROR ."),
    ("gpu_oom", "gpu/cudf-memory-manager-error", "cudf.bindings.GDFError.GDFError: GDF_MEMORYMANAGER_ERROR"),
    # taichi#8469 (read no_device_visible) and Taichi's warning with its prefix (fresh175 taichi#2460, a known miss)
    ("driver_not_loaded", "gpu/taichi-cuda-arch-not-supported",
     "[misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is not supported, falling back to CPU"),
    ("driver_not_loaded", "gpu/taichi-cuda-arch-not-supported",
     "[W 06/24/21 15:54:08.105 4009] [__init__.py:adaptive_arch_select@656] Arch=[<Arch.cuda: 5>] is not supported, "
     "falling back to CPU"),
    # ucx-py#655 (silent): UCX's sock.c recv reset
    ("bootstrap_connect_failed", "concept/ucx-endpoint",
     "[1603364135.700317] [mr-dl10:19153:0]           sock.c:344  UCX  ERROR recv(fd=145) failed: Connection reset by "
     "peer"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round65_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # CUDA's own 304 outside NCCL's quoted form stays CUDA failing to start (onnxruntime#20421's form)
    ("distributed/nccl-cuda-failure-os-call",
     "CUDA failure 304: OS call failed or operation not supported on this OS ; GPU=32694 ; expr=cudaSetDevice(info_.device_id);"),
    # Autopilot's other tests and a passing level-3 run
    ("gpu/autopilot-dcgm-row-remap-failed", "autopilot.ibm.com/dcgm.level.3=ERR_2024-11-04_09.32.03UTC_pcie_bandwidth.2"),
    ("gpu/autopilot-dcgm-row-remap-failed", "autopilot.ibm.com/dcgm.level.3=PASS_2024-11-04_09.32.03UTC"),
    # another arch falling back; another cuDF status
    ("gpu/taichi-cuda-arch-not-supported", "Arch=[<Arch.vulkan: 10>] is not supported, falling back to CPU"),
    ("gpu/cudf-memory-manager-error", "GDFError: GDF_FILE_ERROR"),
    # a UCX recv that fails for another reason
    ("concept/ucx-endpoint", "sock.c:344  UCX  ERROR recv(fd=145) failed: Bad file descriptor"),
])
def test_round65_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round65_cuda_304_outside_nccl_still_reads_cuda_init():
    m = top("CUDA failure 304: OS call failed or operation not supported on this OS ; GPU=32694 ; "
            "expr=cudaSetDevice(info_.device_id);")
    assert m["category"] == "cuda_init_failed"


def test_round65_taichi_warning_names_both_readings():
    m = top("Arch=[<Arch.cuda: 3>] is not supported, falling back to CPU")
    assert [r["category"] for r in m["readings"]] == ["driver_not_loaded", "no_device_visible"]
