"""Round 49 of issue 12 (CATALOGUE-45): session r16's wave 10 (fresh240..246, BY CAUSE in hypervisors and GPU
passthrough, sandboxed / confidential / unusual container runtimes, R / MATLAB / Julia technical computing, OpenCV /
dlib / MediaPipe / face-swap apps, non-English threads, NAS and home servers, recommender and medical-imaging training;
first run 116/134 on f2633f3). Each miss by its emitter's own words (or the mechanism's), read here in other wordings the
emitter produces, with near misses that must not match (tests/corpus/README.md 'Forty-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # vLLM's CUTLASS entry points: another op, and the 'less than' form
    ("RuntimeError: No compiled cutlass_scaled_sparse_mm for CUDA device capability: 89. Required capability: 90",
     "no_kernel_image_arch", "gpu/vllm-no-compiled-kernel-for-cc"),
    ("NotImplementedError: No compiled cutlass_scaled_mm for a compute capability less than CUDA device capability: 75",
     "no_kernel_image_arch", "gpu/vllm-no-compiled-kernel-for-cc"),
    # gVisor's nvproxy refusing another host driver version
    ("W0312 09:01:02.000000  1 util.go:64] FATAL ERROR: creating loader: registering filesystems: registering nvproxy "
     "driver: unsupported Nvidia driver version: 570.86.15", "container_runtime_misconfigured",
     "gpu/gvisor-nvproxy-unsupported-driver"),
    # Flatpak: another driver version without its GL extension
    ("Graphics driver 'nvidia-535-54-03' for Flatpak has not been found on your system", "graphics_driver_unavailable",
     "gpu/flatpak-gl-nvidia-extension-missing"),
    # libtorch (C++ program) without CUDA
    ("terminate called after throwing an instance of 'c10::Error'\n  what():  PyTorch is not linked with support for "
     "cuda devices", "no_device_visible", "gpu/libtorch-not-linked-with-cuda"),
    # CUDA.jl: the kernel image load refused (the message alone)
    ("ERROR: LoadError: Failed to load compiled kernel image.", "no_kernel_image_arch", "gpu/cuda-kernel-image-load-refused"),
    # TensorFlow 1.x's stream executor on Linux
    ("F tensorflow/stream_executor/cuda/cuda_driver.cc:94] Check failed: s.ok() could not find cuDevice",
     "no_device_visible", "gpu/tf-could-not-find-cudevice"),
    # TensorFlow listing only the CPU (and XLA_CPU) for a GPU-only op
    ("No OpKernel was registered to support Op 'NcclAllReduce' used by node NcclAllReduce with these attrs: [T=DT_FLOAT]\n"
     "Registered devices: [CPU, XLA_CPU]\nRegistered kernels:\n  device='GPU'; T in [DT_FLOAT]",
     "no_device_visible", "gpu/tf-registered-devices-cpu-only"),
    # two components built for different CUDA versions (another pair)
    ("UserWarning: torchvision was built with CUDA 12.1 but PyTorch was built with CUDA 11.8",
     "cuda_library_version_mismatch", "gpu/built-with-different-cuda"),
    # a program's own architecture check (another capability, sm_ prefix)
    ("GPU#1 error: CUDA error: architecture (sm_120) is not supported", "no_kernel_image_arch",
     "gpu/architecture-nn-not-supported"),
    # DeepGEMM's host assertion from another API file
    ("RuntimeError: Assertion error (/deep_gemm/csrc/jit_kernels/impls/smxx_layout.hpp:120): Unsupported architecture",
     "no_kernel_image_arch", "gpu/deepgemm-unsupported-architecture"),
    # OpenCV's DNN CUDA backend minimum (another minimum)
    ("CMake Error at modules/dnn/CMakeLists.txt:40 (message):\n  CUDA backend for DNN module requires CC 5.3 or higher.  "
     "Please remove unsupported architectures from CUDA_ARCH_BIN option.", "no_kernel_image_arch",
     "gpu/build-min-capability-refused"),
    # NCCL's 'unhandled cuda error' through a framework helper's file
    ("EnforceNotMet: unhandled cuda error at [/paddle/paddle/fluid/platform/nccl_helper.h:105]", "nccl_error",
     "distributed/nccl-helper-unhandled-cuda-error"),
    # EGL initialisation in other programs' words (round 49's extension of gpu/egl-init-failed)
    ("RuntimeError: ; Unable to initialize EGL (mediapipe/gpu/gl_context_egl.cc:162)", "graphics_driver_unavailable",
     "gpu/egl-init-failed"),
    ("[wlr] [render/egl.c:269] Failed to initialize EGL", "graphics_driver_unavailable", "gpu/egl-init-failed"),
])
def test_round49_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


def test_round49_device_plugin_report_ranks_before_its_nvml_failure():
    # crun#1802's shape with another NVML error: the plugin's own 'did you set the docker default runtime' block is the
    # failure, its NVML line context (_is_context; corpus 2:0 device_plugin_error)
    text = ("E0627 10:12:47.588061       1 factory.go:68] Failed to initialize NVML: Unknown Error.\n"
            "E0627 10:12:47.588076       1 factory.go:69] If this is a GPU node, did you set the docker default runtime "
            "to `nvidia`?")
    assert top(text)["category"] == "device_plugin_error"
    # alone, the NVML line keeps its reading
    assert top("Failed to initialize NVML: Unknown Error")["category"] == "nvml_init_failed"


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Compiled cutlass_scaled_mm for CUDA device capability: 90", "gpu/vllm-no-compiled-kernel-for-cc"),
    ("I0701 nvproxy.go:35] NVIDIA driver version: 535.161.08", "gpu/gvisor-nvproxy-unsupported-driver"),
    ("Graphics driver 'mesa' for Flatpak has been found", "gpu/flatpak-gl-nvidia-extension-missing"),
    ("PyTorch is not linked with support for mps devices", "gpu/libtorch-not-linked-with-cuda"),
    ("Loaded compiled kernel image from cache", "gpu/cuda-kernel-image-load-refused"),
    ("could not find cudnn", "gpu/tf-could-not-find-cudevice"),
    ("Registered devices: [CPU, GPU]", "gpu/tf-registered-devices-cpu-only"),
    ("Open3D was built with CUDA 11.0", "gpu/built-with-different-cuda"),
    ("error: architecture x86_64 is not supported", "gpu/architecture-nn-not-supported"),
    ("[TensorRT-LLM][ERROR] Assertion failed: Unsupported architecture (/src/fmhaRunner.cpp:87)",
     "gpu/deepgemm-unsupported-architecture"),                          # TRT-LLM's own assertion (fresh169, dtype)
    ("requires CMake 3.18 or higher", "gpu/build-min-capability-refused"),
    ("RuntimeError: CUDA error: unhandled cuda error at /src/kernel.cu:12", "distributed/nccl-helper-unhandled-cuda-error"),
    ("EGL initialized: version 1.5", "gpu/egl-init-failed"),
])
def test_round49_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
