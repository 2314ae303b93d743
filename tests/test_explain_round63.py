"""Round 63 of issue 12: wave 23's fifth batch (fresh322, BY CAUSE in legacy frameworks 2014-2019, committed after round
62 ran; first run 18/24 on c742ad1). Each new entry read on the first-run miss it was written for and on another wording
of its emitter, and not on near misses (tests/corpus/README.md 'Sixty-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # libgpuarray#575: an unreadable cuInit error string (silent at first contact)
    ("cuda_init_failed", "gpu/pygpu-cuinit-failed",
     "File \"pygpu/gpuarray.pyx\", line 658, in pygpu.gpuarray.init\n pygpu.gpuarray.GpuArrayException: "
     "b'cuInit: H\\x85\\xc0H\\x89\\x05\\xb76!: \\x01'"),
    ("cuda_init_failed", "gpu/pygpu-cuinit-failed", "pygpu.gpuarray.GpuArrayException: cuInit: CUDA_ERROR_UNKNOWN"),
    # CNTK#95 and the same loader dialog for cuDNN
    ("cuda_init_failed", "gpu/windows-cuda-dll-missing",
     "\"The program can't start because cublas64_70 is missing from your computer."),
    ("cuda_init_failed", "gpu/windows-cuda-dll-missing",
     "The program can't start because cudnn64_8.dll is missing from your computer. Try reinstalling the program"),
    # dynet#732
    ("no_device_visible", "gpu/dynet-gpu-module-missing", "I got an error: `ImportError: No module named '_gdynet'`"),
    # caffe2#1050
    ("rendezvous_unreachable", "gpu/caffe2-store-handler-timeout",
     "E0808 15:10:11.940057  8517 common_world_ops.h:90] Caught store handler timeout exception: [/home/u/caffe2/"
     "caffe2/distributed/file_store_handler.cc:132] Wait timeout for name(s): allreduce_0_cw_op/1"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round63_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # a specific cuInit cause on the line keeps its own reading (fresh101 libgpuarray#551)
    ("gpu/pygpu-cuinit-failed",
     "pygpu.gpuarray.GpuArrayException: b'cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected'"),
    # another DLL, and the CPU DyNet module
    ("gpu/windows-cuda-dll-missing", "The program can't start because MSVCP140.dll is missing from your computer."),
    ("gpu/dynet-gpu-module-missing", "ImportError: No module named '_dynet'"),
])
def test_round63_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round63_specific_cuinit_cause_wins():
    m = top("pygpu.gpuarray.GpuArrayException: b'cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected'")
    assert m is not None and m["category"] == "no_device_visible"


def test_round63_tinygrad_backend_probe_is_not_a_gpu_stack_error():
    # negatives33 tinygrad#685: the probe lines, then a program's own traceback
    r = explain("python llama.py\ncuda backend not available No module named 'pycuda'\nmetal backend not available "
                "No module named 'Metal'\nusing CPU backend")
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/tinygrad-backend-probe-missing-module"]
    # a CUDA failure in the same paste is still read
    r = explain("cuda backend not available No module named 'pycuda'\nRuntimeError: CUDA error: out of memory")
    assert r["matches"] and r["matches"][0]["category"] == "gpu_oom"
