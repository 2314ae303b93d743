"""Round 57 of issue 12 (CATALOGUE-53): session r20's wave 19 (fresh297..302, BY CAUSE in voice conversion / cloning
apps, GPU benchmarking and burn-in, quantitative finance, physics ML / differentiable simulation, drug discovery /
docking, local LLM runners; first run 88/98 on 7bd78b8). Each new or widened entry read on the first-run miss it was
written for (its text's failure lines), on another wording its emitter produces, and not on a near miss with the same
words but not the cause; negatives35's koboldcpp#2207 (a host-memory failure under llama.cpp's buffer-type fallback)
silent (tests/corpus/README.md 'Fifty-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh297 GPT-SoVITS#280 and #538 (the same text): PyTorch's cuFFT half-precision check on an SM 5.2 GPU
    ("RuntimeError: cuFFT doesn't support signals of half type with compute capability less than SM_53, but the device "
     "containing input half tensor only has SM_52", "dtype_unsupported_by_gpu", "gpu/torch-cufft-half-needs-sm53"),
    # fresh299 cudf#2133: RMM's C API result (was silent)
    ("ERROR: RMM call in line 68of file /conda/envs/gdf/conda-bld/libcudf_1558047478243/work/cpp/src/hash/"
     "managed_allocator.cuh failed with result RMM_ERROR_OUT_OF_MEMORY (4)  Attempted to allocate: 4000000000 bytes.\n"
     "distributed.worker - WARNING -  Compute Failed\nFunction:  groupby\n"
     "Exception: MemoryError('std::bad_alloc')", "gpu_oom", "gpu/rmm-error-out-of-memory"),
    # fresh300 warp#257 (was silent)
    (' File "C:\\Users\\user.name\\Source\\warp\\warp\\context.py", line 3265, in get_current_cuda_device\n'
     "    raise RuntimeError('\"cuda\" device requested but this build of Warp does not support CUDA')\n"
     'RuntimeError: "cuda" device requested but this build of Warp does not support CUDA',
     "no_device_visible", "gpu/warp-build-without-cuda"),
    # fresh300 IsaacLab#462 (was xid_error by the device loss Kit reports after the failed allocation)
    ("2024-06-05 01:29:43 [8,172ms] [Error] [carb.graphics-vulkan.plugin] Out of GPU memory allocating resource "
     "'MemoryManager-allocate' [size: unknown]\n"
     "2024-06-05 01:29:43 [8,172ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_OUT_OF_DEVICE_MEMORY\n"
     "2024-06-05 01:29:43 [8,172ms] [Error] [rtx.rtxsensor.plugin] RTXSensor Buffer Allocation: Allocation failed for "
     "buffer RTXSensor Returns.shadingNormal. Assuming device was lost.\n"
     "2024-06-05 01:29:43 [8,172ms] [Error] [gpu.foundation.plugin] A GPU crash occurred. Exiting the application...\n"
     "Reasons for the failure: a device lost, out of memory, or an unexpected bug.",
     "gpu_oom", "gpu/graphics-out-of-device-memory"),
    # fresh302 ramalama#1815 (was silent)
    ("Device all does not have a CDI configuration\nNo CDI configuration found for all\n"
     "You can use the \"nvidia-ctk cdi generate\" command from the \nnvidia-container-toolkit to generate a CDI "
     "configuration.\nSee ramalama-cuda(7).", "cdi_unresolvable", "gpu/ramalama-no-cdi-configuration"),
    # fresh302 ollama#6591 on a Jetson host (was container_runtime_misconfigured by the runtime family)
    ("CUDA error: PTX JIT compiler library not found\n  current device: 0, in function ggml_cuda_compute_forward at "
     "/go/src/github.com/ollama/ollama/llm/llama.cpp/ggml/src/ggml-cuda.cu:2313\n"
     "/go/src/github.com/ollama/ollama/llm/llama.cpp/ggml/src/ggml-cuda.cu:101: CUDA error",
     "cuda_init_failed", "gpu/cuda-ptx-jit-compiler-not-found"),
]

VARIANTS = [
    # the same checks for another GPU and another wrapper
    ("RuntimeError: cuFFT doesn't support signals of half type with compute capability less than SM_53, but the device "
     "containing input half tensor only has SM_37", "dtype_unsupported_by_gpu", "gpu/torch-cufft-half-needs-sm53"),
    ("rmmError: RMM_ERROR_OUT_OF_MEMORY", "gpu_oom", "gpu/rmm-error-out-of-memory"),
    ("RuntimeError: 'cuda:0' device requested but this build of Warp does not support CUDA",
     "no_device_visible", "gpu/warp-build-without-cuda"),
    ("2025-10-15 10:59:53 [48,192ms] [Error] [carb.graphics-vulkan.plugin] Out of GPU memory allocating resource "
     "'Foundation Resource Allocator' [size: unknown]", "gpu_oom", "gpu/graphics-out-of-device-memory"),
    # (VK_ERROR_OUT_OF_DEVICE_MEMORY itself is read by gpu/vulkan-engine-out-of-memory, earlier in the catalogue)
    ("Result failed, VkResult=-2\nwith error VK_ERROR_OUT_OF_DEVICE_MEMORY\nVK_ERROR_DEVICE_LOST",
     "gpu_oom", "gpu/vulkan-engine-out-of-memory"),
    ("Error: Device 0 does not have a CDI configuration", "cdi_unresolvable", "gpu/ramalama-no-cdi-configuration"),
    ("ncclUnhandledCudaError: Call to CUDA function failed. Cuda failure 'PTX JIT compiler library not found'",
     "cuda_init_failed", "gpu/cuda-ptx-jit-compiler-not-found"),
    ("RuntimeError: CUDA driver error: cudaErrorJitCompilerNotFound", "cuda_init_failed",
     "gpu/cuda-ptx-jit-compiler-not-found"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round57_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("RuntimeError: cuFFT only supports dimensions whose sizes are powers of two when computing in half precision, but "
     "got a signal size of [100]", "gpu/torch-cufft-half-needs-sm53"),
    ("RMM_SUCCESS: pool of 4000000000 bytes created", "gpu/rmm-error-out-of-memory"),
    ("Warp 1.2.2 initialized: CUDA Toolkit 12.5, Driver 12.4; \"cuda\" device requested and found: cuda:0",
     "gpu/warp-build-without-cuda"),
    ("VkResult: VK_SUCCESS (device memory allocated: 512 MB)", "gpu/graphics-out-of-device-memory"),
    ("Using CDI configuration /etc/cdi/nvidia.yaml for device all", "gpu/ramalama-no-cdi-configuration"),
    ("PTX JIT compiler library found at /usr/lib/x86_64-linux-gnu/libnvidia-ptxjitcompiler.so.1",
     "gpu/cuda-ptx-jit-compiler-not-found"),
])
def test_round57_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round57_device_lost_alone_stays_xid_error():
    # a graphics device loss without the API's out-of-memory result keeps its reading (9 xid_error texts)
    for text in ("VK_ERROR_DEVICE_LOST", "[gpu.foundation.plugin] A GPU crash occurred. Exiting the application...\n"
                 "Reasons for the failure: a device lost, out of memory, or an unexpected bug."):
        assert top(text)["category"] == "xid_error"


def test_round57_negative_llama_cpp_host_buffer_is_silent():
    # negatives35 koboldcpp#2207: llama.cpp's buffer-type fallback, then a host RAM allocation failure
    text = ("done getting tensors: ... moved from CPU_REPACK, using CPU instead\n"
            "ggml_aligned_malloc: insufficient memory (attempted to allocate 103 000 MB)\n"
            "ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size 108 000 000 000\n"
            "alloc_tensor_range: failed to allocate CPU_REPACK buffer of size 108 000 000 000\n"
            "llama_model_load: error loading model: unable to allocate CPU_REPACK buffer\n"
            "llama_model_load_from_file_impl: failed to load model ")
    r = explain(text)
    assert r["matches"] == []
    assert [n["id"] for n in r["not_gpu_stack"]] == ["not-stack/ggml-host-buffer-alloc"]
    # llama.cpp's buffer-type fallback alone is not a GPU missing; a program's own CPU fallback still is
    assert explain("load_tensors: tensor 'token_embd.weight' (q6_K) (and 0 others) cannot be used with preferred "
                   "buffer type CUDA_Host, using CPU instead")["matches"] == []
    assert top("CUDA not found, using CPU instead")["category"] == "no_device_visible"
    # a GPU buffer the loader could not allocate is not this entry
    assert "not_gpu_stack" not in explain("llama_model_load: error loading model: unable to allocate CUDA0 buffer")
