"""Round 53 of issue 12 (CATALOGUE-49): session r17's waves 14 and 15 (fresh266..272, BY CAUSE in weather/climate, LLM
pretraining, video generation, vision-language models, RL simulators, video upscaling, graph neural networks; first run
86/92 on bcc006e; fresh273..278, BY CAUSE in quantum chemistry, photogrammetry/SLAM, microscopy, manga/game translation
apps, browser/JS-runtime ML and WebGPU, one-click local-AI launchers; first run 105/123 on 30c9894). Each miss by its
emitter's own words (or the mechanism's), read here in other wordings the emitter produces, with near misses that must
not match; the two negatives' claims (negatives30, negatives31) silent by cause (tests/corpus/README.md 'Fifty-third
round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # cudnn.torch's version check, another pair of releases
    ("/root/torch/install/share/lua/5.1/cudnn/ffi.lua:1600: These bindings are for CUDNN 6.x (6005 <= cudnn.version > "
     "7000) , while the loaded CuDNN is version: 5110", "cuda_library_version_mismatch", "gpu/cudnn-torch-bindings-version"),
    # PyTorch's _warn_unsupported_code, another GPU / wheel
    ("UserWarning: Found GPU0 NVIDIA GeForce RTX 5090 which is of compute capability (CC) 12.0.\n"
     "Your installed torch==2.9.0+cu124 does not include kernels for this GPU.",
     "no_kernel_image_arch", "gpu/torch-build-has-no-kernels-for-gpu"),
    # a program's compute-capability gate, another GPU
    ("GeForce GTX 680 does not meet the minimum required compute capability: 3.5", "no_kernel_image_arch",
     "gpu/below-min-compute-capability-words"),
    # tiny-cuda-nn's bindings, the library's long name
    ("RuntimeError: tiny-cuda-nn was not compiled with half precision support.", "dtype_unsupported_by_gpu",
     "gpu/tcnn-no-half-precision"),
    # Dawn refusing the device with the ShaderF16 feature (ggml-webgpu's device request)
    ("ggml_webgpu: Failed to get a device: Invalid feature required: Requested feature FeatureName::ShaderF16 is not "
     "supported.", "dtype_unsupported_by_gpu", "gpu/webgpu-adapter-lacks-shader-f16"),
    # OpenCL programs that look for NVIDIA's platform by name
    ("ERROR: Could not find an NVIDIA OpenCL platform", "no_device_visible", "gpu/opencl-no-nvidia-platform"),
    ("[OPENCL] NVIDIA Platform not found. Falling back to AMD.", "no_device_visible", "gpu/opencl-no-nvidia-platform"),
    # a program's start-up report of no accelerator
    ("WARN no supported accelerator was detected; falling back to CPU", "no_device_visible",
     "gpu/no-accelerator-discovered"),
    # wgpu listing no adapters, another program
    ("RuntimeError: wgpu failed to enumerate adapters", "graphics_driver_unavailable", "gpu/wgpu-no-adapters"),
    # the dynamic loader's words for the missing Vulkan loader, another program
    ("./realesrgan-ncnn-vulkan: error while loading shared libraries: libvulkan.so.1: cannot open shared object file: "
     "No such file or directory", "graphics_driver_unavailable", "gpu/vulkan-loader-missing"),
    # CMake FindCUDA's arch table, another architecture name
    ("CMake Error at cmake/select_compute_arch.cmake:170 (message):\n  Unknown CUDA Architecture Name 10.0 in "
     "CUDA_SELECT_NVCC_ARCH_FLAGS", "cuda_toolkit_arch_unsupported", "gpu/cmake-unknown-cuda-arch-name"),
    # the program's own no-driver sentence, another wording
    ("The CUDA driver may not be installed.", "driver_not_loaded", "gpu/program-says-cuda-driver-not-installed"),
    # RELION's free-memory warnings, other amounts
    ("WARNING: The available space on the GPU after initialization (120 MB) might be insufficient for the expectation "
     "step.", "gpu_oom", "gpu/relion-gpu-space-insufficient"),
    ("WARNING: Ignoring required free GPU memory amount of 1024 MB, due to space insufficiency.", "gpu_oom",
     "gpu/relion-gpu-space-insufficient"),
    # Open MPI's openib init_one_device, another HCA / errno
    ("[node1][[1234,1],0][btl_openib_component.c:1652:init_one_device] error obtaining device attributes for mlx5_0 "
     "errno says Cannot allocate memory", "ib_unavailable", "distributed/openib-device-attributes"),
])
def test_round53_reads_the_mechanism_in_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("cudnn bindings loaded: cuDNN version 7004", "gpu/cudnn-torch-bindings-version"),
    ("This build does not include kernels for the CPU backend", "gpu/torch-build-has-no-kernels-for-gpu"),
    ("The password does not meet minimum required length: 8", "gpu/below-min-compute-capability-words"),
    ("TCNN was compiled with half-precision support", "gpu/tcnn-no-half-precision"),
    ("This model requires WebGPU extension shader-f16, which is not enabled in this browser.",
     "gpu/webgpu-adapter-lacks-shader-f16"),
    ("Found NVIDIA platform: NVIDIA CUDA (OpenCL 3.0)", "gpu/opencl-no-nvidia-platform"),
    ("Accelerator detected: NVIDIA A100; using CUDA", "gpu/no-accelerator-discovered"),
    ("Failed to create wgpu adapter, no suitable adapter found. Make sure you use a modern browser with either WebGL "
     "or WebGPU support enabled.", "gpu/wgpu-no-adapters"),
    ("Could not find any network adapters", "gpu/wgpu-no-adapters"),
    ("Loaded libvulkan.so.1 from /usr/lib/x86_64-linux-gnu", "gpu/vulkan-loader-missing"),
    ("-- CUDA Architecture Name 8.6 selected by CUDA_SELECT_NVCC_ARCH_FLAGS", "gpu/cmake-unknown-cuda-arch-name"),
    ("The CUDA driver has been installed.", "gpu/program-says-cuda-driver-not-installed"),
    ("The available space on the GPU after initialization (10240 MB) is sufficient", "gpu/relion-gpu-space-insufficient"),
    ("error obtaining device attributes for eth0", "distributed/openib-device-attributes"),
])
def test_round53_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round53_torch_on_rocm_finding_no_hip_gpu_is_amd():
    # negatives30's pytorch#99234: the ROCm build's hipified 'No CUDA GPUs are available'
    out = explain("  File \"torch/cuda/__init__.py\", line 247, in _lazy_init\n    torch._C._cuda_init()\n"
                  "RuntimeError: No HIP GPUs are available")
    assert out["matches"] == [] and [e["id"] for e in out["not_gpu_stack"]] == ["not-stack/amd-rocm"]
    # the CUDA wording is still a no-device text
    assert top("RuntimeError: No CUDA GPUs are available")["category"] == "no_device_visible"


def test_round53_a_missing_image_manifest_is_no_gpu_stack_error():
    # negatives31's nvidia-docker#373: the image was never built, so the daemon's pull found no manifest
    out = explain("nvidia-docker | 2017/04/28 16:20:38 Error: Error response from daemon: manifest for "
                  "floydhub/dl-docker:gpu not found")
    assert out["matches"] == [] and [e["id"] for e in out["not_gpu_stack"]] == ["not-stack/image-manifest-not-found"]
    # NVIDIA's driver container image missing for the OS stays a driver-install reading (gpu-operator#97's label)
    driver = ("Failed to pull image \"nvcr.io/nvidia/driver:450.80.02-centos7\": rpc error: code = Unknown desc = Error "
              "response from daemon: manifest for nvcr.io/nvidia/driver:450.80.02-centos7 not found: manifest unknown")
    assert "not_gpu_stack" not in explain(driver)
