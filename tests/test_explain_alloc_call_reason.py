"""An allocation call that failed for a reason CUDA names (cudaGetErrorString's strings) is read by that reason, not as
out of memory: 'cudaMalloc failed: an illegal memory access was encountered' is an earlier kernel's sticky error,
'cudaMalloc failed: initialization error' a CUDA that never started (doctor/signatures/gpu.py, the gpu_oom family)."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text", [
    "cudaMalloc failed: unspecified launch failure",
    "cudaMalloc(&d_buf, bytes) failed: invalid argument",
    "CUDA error: cudaMalloc failed: API call requires a newer CUDA driver",
    "cuMemAlloc failed with error: misaligned address",
])
def test_a_stated_reason_that_is_not_memory_is_not_out_of_memory(text):
    m = top(text)
    assert m is None or m["category"] != "gpu_oom", m


def test_cuda_that_never_started_reads_as_init_failure():
    assert top("cudaMalloc failed: initialization error")["category"] == "cuda_init_failed"


@pytest.mark.parametrize("text", [
    "cudaMalloc failed: out of memory",
    "cudaMalloc failed",
    "cudaMalloc failed with error code 2",
    "GPU memory allocation failed (requested 2.00 GiB)",
])
def test_an_allocation_that_failed_for_memory_stays_out_of_memory(text):
    assert top(text)["category"] == "gpu_oom"
