"""Round 50 of issue 12 (CATALOGUE-46): session r16's wave 11 (fresh247..253, BY CAUSE in scientific workflow managers /
bioinformatics pipelines, CUDA packaging (conda-forge, pixi, pip wheels), LLM application frameworks with local models,
robotics and simulators, avatar / talking-head / hobby AI apps, geospatial deep learning, serverless GPU platforms; first
run 118/132 on c5e0b12). Each miss by its emitter's own words (or the mechanism's), read here in other wordings the
emitter produces, with near misses that must not match (tests/corpus/README.md 'Fiftieth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # torch's _check_capability first line, alone, for another GPU (and its newer form with a too-new GPU)
    ("UserWarning: Found GPU1 GeForce GTX 680 which is of cuda capability 3.0.", "no_kernel_image_arch",
     "gpu/torch-found-gpu-capability"),
    ("*Found GPU0 Tesla K80 which is of cuda capability 3.7*", "no_kernel_image_arch", "gpu/torch-found-gpu-capability"),
    # cuDNN's ARCH_MISMATCH description, the 'current GPU device' form
    ("cudnn error: The function requires a feature absent from the current GPU device.", "no_kernel_image_arch",
     "gpu/cudnn-arch-mismatch-text"),
    # XLA's cuBLAS init reason, from the xla/ tree (JAX)
    ("E external/xla/xla/stream_executor/cuda/cuda_blas.cc:193] Failure to initialize cublas may be due to OOM (cublas "
     "needs some free memory when you initialize it)", "gpu_oom", "gpu/xla-cublas-init-may-be-oom"),
    # TensorRT's logger, another prefix
    ("[TensorRT] ERROR: FAILED_ALLOCATION: std::exception", "gpu_oom", "gpu/tensorrt-failed-allocation"),
    # bitsandbytes on Linux, other candidate libraries
    ("UserWarning: /opt/conda/envs/x did not contain ['libcudart.so', 'libcudart.so.11.0'] as expected! Searching "
     "further paths...", "cuda_init_failed", "gpu/bitsandbytes-cudart-not-found"),
    # the ATen check, spaced
    ('aten/src/ATen/cudnn/cudnn-wrapper.h:10:2: error: # error "CuDNN version not supported"',
     "cuda_library_version_mismatch", "gpu/torch-build-cudnn-version-not-supported"),
    # conda's UnsatisfiableError driver part, the version line alone
    ("Your installed CUDA driver is: 10.2", "cuda_driver_too_old", "gpu/conda-incompatible-with-cuda-driver"),
    # libsolv / mamba: another package needing __cuda
    ("  - nothing provides __cuda needed by cupy-12.2.0-py311h9aa3f8d_0", "driver_not_loaded",
     "gpu/conda-nothing-provides-cuda"),
    # ldconfig on another placeholder library (cuDNN)
    ("/sbin/ldconfig.real: File /usr/lib/aarch64-linux-gnu/libcudnn.so.8 is empty, not checked.",
     "container_runtime_misconfigured", "gpu/ldconfig-nvidia-library-empty"),
    # the ggml backend warning, the .so form
    ("WARNING: ggml-cuda.so found but CUDA backend did not load", "cuda_init_failed", "gpu/ggml-cuda-backend-did-not-load"),
    # Life Sciences' driver installer, another exit status
    ("Failure message: installing drivers: installing GPU drivers: exit status 1", "driver_install_failed",
     "gpu/life-sciences-installing-gpu-drivers"),
    ("Technical details: InitializationFailed: Initialization of CUDA failed.", "cuda_init_failed",
     "gpu/initialization-of-cuda-failed"),
])
def test_round50_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


@pytest.mark.parametrize("text", [
    # HIP's own error names are AMD's runtime (not-stack/amd-rocm): silent, even where the words are CUDA's
    'C++ exception with description "scan failed: hipErrorInvalidDeviceFunction: invalid device function"',
    "hipLaunchKernel: Returned hipErrorLaunchFailure : unspecified launch failure",
])
def test_round50_hip_error_names_are_not_the_nvidia_stack(text):
    r = explain(text)
    assert r["matches"] == [] and r["not_gpu_stack"][0]["id"] == "not-stack/amd-rocm"


def test_round50_plain_invalid_device_function_still_reads():
    assert top("CUDA error: invalid device function")["category"] == "no_kernel_image_arch"


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Found GPU0 NVIDIA A100-SXM4-40GB", "gpu/torch-found-gpu-capability"),
    ("The function requires a feature", "gpu/cudnn-arch-mismatch-text"),
    ("I cuda_blas.cc:100] cublas initialized", "gpu/xla-cublas-init-may-be-oom"),
    ("[TensorRT] INFO: allocation succeeded", "gpu/tensorrt-failed-allocation"),
    ("/opt/conda/lib contains ['libcudart.so'] as expected", "gpu/bitsandbytes-cudart-not-found"),
    ("-- Found CuDNN: version 8.9 supported", "gpu/torch-build-cudnn-version-not-supported"),
    ("Your installed CUDA toolkit is: 12.1", "gpu/conda-incompatible-with-cuda-driver"),
    ("nothing provides python >=3.12 needed by foo-1.0", "gpu/conda-nothing-provides-cuda"),
    ("/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/libfoo.so.1 is empty, not checked.",
     "gpu/ldconfig-nvidia-library-empty"),
    ("load_backend: loaded CUDA backend from ggml-cuda.dll", "gpu/ggml-cuda-backend-did-not-load"),
    ("installing GPU drivers: done", "gpu/life-sciences-installing-gpu-drivers"),
    ("Initialization of CUDA succeeded", "gpu/initialization-of-cuda-failed"),
])
def test_round50_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
