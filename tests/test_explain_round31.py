"""Round 31 of issue 12 (CATALOGUE-29): fresh104..109's first run. Each entry reads its emitter's wording in other
wordings than the corpus texts: PyTorch's capability-range warning, ptxas/nvcc not knowing a gpu-name, XLA's ptxas
too old for the GPU and its fall back to the driver, CUDA_ERROR_INVALID_IMAGE, the driver's NV_ERR_NO_MEMORY,
libnvidia-container's arch requirement, TensorFlow without kernels for a compute capability, a CUDA error printed as
InvalidDeviceFunction, XLA/AlphaFold Triton needing Ampere, XLA's VMM requirement, a primary context failing with an
unknown error, Kaldi's cudaError_t 3, cpm_kernels' uninitialised CUDA library, GLX / EGL start failures, the GPU
operator driver container's vmlinuz step. Negatives: near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # the build lacks code for this GPU
    ("UserWarning: Found GPU0 NVIDIA GeForce GTX 1070 which is of cuda capability 6.1.\n"
     "    Minimum and Maximum cuda capability supported by this version of PyTorch is\n    (7.0) - (12.0)",
     "no_kernel_image_arch"),
    ("nvidia-container-cli: requirement error: unsatisfied condition: arch >= 8.0, please use a newer GPU",
     "no_kernel_image_arch"),
    ("W gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 10.0. "
     "CUDA kernels will be jit-compiled from PTX", "no_kernel_image_arch"),
    ("failed to load module: CUDA_ERROR_INVALID_IMAGE", "no_kernel_image_arch"),
    ("CudaError: InvalidDeviceFunction at dlib::cuda::launch_kernel", "no_kernel_image_arch"),
    # the toolkit does not know the GPU
    ("ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name'", "cuda_toolkit_arch_unsupported"),
    ("nvcc fatal   : Value 'compute_120' is not defined for option 'gpu-architecture'", "cuda_toolkit_arch_unsupported"),
    ("W cuda_asm_compiler.cc:280] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 10.0",
     "cuda_toolkit_arch_unsupported"),
    ("XlaRuntimeError: UNIMPLEMENTED: /usr/local/cuda-11.8/bin/ptxas ptxas too old. Falling back to the driver to "
     "compile.", "cuda_toolkit_arch_unsupported"),
    # the GPU generation lacks the kernel path
    ("FAILED_PRECONDITION: Triton support is only enabled for Ampere GPUs (compute capability 8.0) and up, but got "
     "compute capability 7.0.", "dtype_unsupported_by_gpu"),
    ("ValueError: implementation='triton' is unsupported on this GPU generation.", "dtype_unsupported_by_gpu"),
    # memory
    ("NVRM: nvAssertOkFailed: Assertion failed: Out of memory [NV_ERR_NO_MEMORY] (0x00000051) returned from "
     "pmaAllocatePages", "gpu_oom"),
    # CUDA cannot start
    ("Device 1 does not support CUDA Virtual Memory Management (VMM).", "cuda_init_failed"),
    ("failed initializing StreamExecutor for CUDA device ordinal 1: Internal: failed call to cuDevicePrimaryCtxRetain: "
     "CUDA_ERROR_UNKNOWN: unknown error", "cuda_init_failed"),
    ("ERROR (nnet3-train:SelectGpuId():cu-device.cc:181) No CUDA GPU detected!, diagnostics: cudaError_t 3 : "
     "\"initialization error\", in cu-device.cc:181", "cuda_init_failed"),
    ("RuntimeError: Library cublas is not initialized", "cuda_init_failed"),
    # graphics
    ("Xlib:  extension \"GLX\" missing on display \":1\".", "graphics_driver_unavailable"),
    ("name of display: :0\nError: couldn't find RGB GLX visual or fbconfig", "graphics_driver_unavailable"),
    ("Error: couldn't get an RGB, Double-buffered visual", "graphics_driver_unavailable"),
    ("Assertion failed: eglInitialize(dpy, &maj, &min) at egl_ctx.cpp:40", "graphics_driver_unavailable"),
    # driver container
    ("gzip: /lib/modules/6.8.0-1010-nvidia-64k/vmlinuz: not in gzip format", "driver_install_failed"),
])
def test_round31_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("Minimum cuda capability supported by this library is 3.7", "cuda_toolkit_arch_unsupported"),
    ("nvcc fatal   : Value 'c++20' is not defined for option 'std'", "cuda_toolkit_arch_unsupported"),
    ("W asm_compiler.cc:234] Used ptxas at /usr/local/cuda/bin/ptxas", "cuda_toolkit_arch_unsupported"),
    ("NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.54.15", "gpu_oom"),
    ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4", "no_kernel_image_arch"),
    ("TensorFlow was built with CUDA kernel binaries for compute capability 8.6", "no_kernel_image_arch"),
    ("CUDA_ERROR_INVALID_HANDLE: invalid resource handle", "no_kernel_image_arch"),
    ("Triton kernels enabled for this GPU", "dtype_unsupported_by_gpu"),
    ("XLA: using CUDA Virtual Memory Management for the allocator", "cuda_init_failed"),
    ("failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY", "cuda_init_failed"),
    ("LOG (SelectGpuId():cu-device.cc:208) CUDA setup operating under Compute Exclusive Mode.", "cuda_init_failed"),
    ("INFO: Library cudart initialized", "cuda_init_failed"),
    ("GLX version: 1.4\nOpenGL renderer string: NVIDIA GeForce RTX 3090/PCIe/SSE2", "graphics_driver_unavailable"),
    ("eglInitialize succeeded: EGL 1.5", "graphics_driver_unavailable"),
    ("gzip: archive.tar.gz: not in gzip format", "driver_install_failed"),
])
def test_round31_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_invalid_image_outranks_the_ptxas_fallback_warning():
    # XLA falls back to the driver when its ptxas is too old; when the driver then rejects the image, the failed load
    # is the finding (jax-ml/jax#17976's wording)
    m = top("W asm_compiler.cc:232] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 8.9\n"
            "E cuda_driver.cc:864] failed to load PTX text as a module: CUDA_ERROR_INVALID_IMAGE: device kernel image "
            "is invalid")
    assert m and m["category"] == "no_kernel_image_arch", m


def test_vmm_and_primary_ctx_outrank_jax_no_supported_devices():
    for first in ("Device 0 does not support CUDA Virtual Memory Management (VMM).",
                  "failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_UNKNOWN: unknown error"):
        m = top(first + "\nRuntimeError: Unable to initialize backend 'cuda': INTERNAL: no supported devices found for "
                "platform CUDA")
        assert m and m["category"] == "cuda_init_failed", m
