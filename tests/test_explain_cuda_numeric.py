"""A CUDA call's bare numeric result (doctor/signatures/concepts.py, 'a CUDA call's numeric result'): session r17 completed
the table from the enum itself (the runtime API's cudaError_t, driver_types.h; codes >= 200 are the driver API's CUresult
too), keeping only codes that state one category's cause and that a cited corpus text prints as a bare number. Each code
in another program's wording here; quantities and other numbers must not count."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text, category", [
    ("Warp CUDA error 36: API call requires a newer CUDA driver (in function wp_cuda_init)", "cuda_driver_too_old"),
    ("cuModuleLoadData failed with error 200", "no_kernel_image_arch"),
    ("spconv: cuda execution failed with error 98", "no_kernel_image_arch"),
    ("Check failed: error == cudaSuccess (46 vs. 0)", "gpu_busy_unavailable"),
    ("cudaSetDevice returned 46", "gpu_busy_unavailable"),
    ("CUDA error 102 at /build/ggml-cuda.cu:5985", "vgpu_license_unavailable"),
    ("cudaDeviceEnablePeerAccess returned 217", "gpu_p2p_unsupported"),
    ("CUDA error 805 in cuCtxCreate", "mps_error"),
    ("cudaStreamCreate returned 809", "mps_error"),
])
def test_a_bare_result_code_names_its_cause(text, category):
    m = top(text)
    assert m is not None and m["category"] == category, m


@pytest.mark.parametrize("text", [
    "cuMemAlloc returned 46 bytes",            # a quantity, not a result
    "cudaMemcpy = 200 ms",
    "CUDA error handling added in line 200",   # no result after the words
    "CUDA error 2000 at kernel.cu",            # no such code
    "cudaMalloc returned 36 MB of pinned memory",
    "processed 217 images on cuda:0",
])
def test_numbers_that_are_not_a_result_code_stay_silent(text):
    m = top(text)
    assert m is None or not m["id"].startswith("concept/cuda-error-"), m
