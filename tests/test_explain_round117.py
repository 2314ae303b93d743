"""Round 117 of issue 12: wave 73 (GitHub issue threads, fresh556..560: 19/26 on round 116's final, which never saw them)
and negatives83 (35/35 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-seventeenth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('no_device_visible', 'gpu/opencl-clgetplatformids-error',
     "Initializing OpenCL\nOpenCL: clGetPlatformIDs\nterminate called after throwing an instance of 'cl::Error'\n"
     "  what():  clGetPlatformIDs\nAborted"),
    ('cuda_toolkit_arch_unsupported', 'gpu/cmake-no-working-cuda-architecture',
     "CMake Error at /usr/local/share/cmake-3.22/Modules/CMakeDetermineCUDACompiler.cmake:602 (message):\n"
     "  Failed to find a working CUDA architecture.\nCall Stack (most recent call first):"),
    ('no_device_visible', 'gpu/program-detected-zero-gpus',
     "[controller] >>> detected 0 total GPU device(s)...\n"
     "[controller] >>> ERROR: unable to initialize any GPUs for work; exiting!"),
    ('no_device_visible', 'gpu/ctranslate2-no-cudnn-build',
     "Conv1D on GPU currently requires the cuDNN library which is not integrated in this build"),
    ('no_device_visible', 'gpu/gst-nvdecoder-caps-no-device',
     "nvdecoder gstnvdecoder.cpp:1377:gst_nv_decoder_check_device_caps: could not query h264 decoder capability, "
     "ret 100"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round117_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round117_the_platform_status_still_reads_the_earlier_entry():
    m = top("***Error: clGetPlatformIDs(): -1001***")
    assert m is not None and m["id"] == "gpu/opencl-no-platform-or-device", m and m["id"]


@pytest.mark.parametrize("entry,text", [
    ("gpu/opencl-clgetplatformids-error", "OpenCL: clGetPlatformIDs returned 2 platforms"),
    ("gpu/cmake-no-working-cuda-architecture", "-- Detecting CUDA architecture: 86 (working)"),
    ("gpu/program-detected-zero-gpus", "[controller] >>> detected 2 total GPU device(s)..."),
    # another CUresult than CUDA_ERROR_NO_DEVICE is not read by the no-device entry
    ("gpu/gst-nvdecoder-caps-no-device", "could not query h264 decoder capability, ret 1"),
])
def test_round117_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
