"""Round 27 of issue 12 (CATALOGUE-25): fresh74..85's first run. Each entry reads its emitter's own format string, in
wordings other than the corpus texts: programs' own 'no GPU' lines (COLMAP's CHECK on the device count, AliceVision,
lama-cleaner, AutoGluon, Flower/Ray, Parabricks, EasyOCR, Paddle, ONNX Runtime, TensorFlow's placer, jaxlib, SAPIEN,
OpenMM), renderers' OpenGL/EGL failures, out-of-memory in programs' words (cuFFT 2, ggml Vulkan, Xinference, accelerate),
builds without this GPU's architecture (ggml, Paddle, HOOMD), CUDA libraries that cannot start, nvcc/LLVM refusing an
architecture value. Negatives: the near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # no GPU visible, each program's format string with other values
    ("F0101 10:00:00.000000  1234 feature_extraction.cc:250] Check failed: num_cuda_devices > 0 (0 vs. 0)",
     "no_device_visible"),
    ("[error] This program needs a CUDA-Enabled GPU (with at least compute capability 2.0).", "no_device_visible"),
    ("[debug] Can't find CUDA-Enabled GPU.", "no_device_visible"),
    ("2023-01-01 10:00:00 | WARNING | Did not find CUDA device on your computer, fallback to cpu", "no_device_visible"),
    ("Specified total num_gpus: 4, but only 0 are available. Will use 0 instead", "no_device_visible"),
    ("WARNING : The ActorPool is empty. The system (CPUs=8.0, GPUs=0) does not meet the criteria to host at least one "
     "client with resources: {'num_cpus': 1, 'num_gpus': 1.0}.", "no_device_visible"),
    ("[Parabricks Options Error]: Could not find accessible GPUs. Please make sure the container options enable GPUs",
     "no_device_visible"),
    ("Neither CUDA nor MPS are available - defaulting to CPU. Note: This module is much faster with a GPU.",
     "no_device_visible"),
    ("E0101 analysis_config.cc:120] Please use PaddlePaddle with GPU version.", "no_device_visible"),
    ("UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names."
     "Available providers: 'CPUExecutionProvider'", "no_device_visible"),
    ("RuntimeError: Unknown backend gpu", "no_device_visible"),
    ('RuntimeError: Failed to find a supported physical device "cuda:1"', "no_device_visible"),
    ("NVIDIA: no NVIDIA devices found", "no_device_visible"),
    ("exception: No compatible CUDA device is available", "no_device_visible"),
    ("Exception: The requested CUDA device could not be loaded", "cuda_init_failed"),
    # OpenGL / EGL
    ("RuntimeError: OpenGL 4.3 or later is required", "graphics_driver_unavailable"),
    ("F0101 opengl_utils.cc:56] Check failed: context_.create()", "graphics_driver_unavailable"),
    ("ERROR: Could not initialize EGL, error 0x3001", "graphics_driver_unavailable"),
    ("RuntimeError: EGL error at eglGetDisplay with error code: 12289", "graphics_driver_unavailable"),
    ("Found 0 GPUs for rendering. Using device 1.", "graphics_driver_unavailable"),
    ("cudaGraphicsGLRegisterBuffer failed: cudaErrorInvalidGraphicsContext", "graphics_driver_unavailable"),
    # out of memory in programs' words
    ("openmm.OpenMMException: Error initializing FFT: 2", "gpu_oom"),
    ("Error allocating memory ErrorOutOfDeviceMemory", "gpu_oom"),
    ("CUDA error: 2 at solver.cu:120", "gpu_oom"),
    ("xinference.core.model ERROR Model actor is out of memory, model id: qwen-chat", "gpu_oom"),
    ("RuntimeError: No executable batch size found, reached zero.", "gpu_oom"),
    # builds without this GPU's architecture
    ("/src/ggml/ggml-cuda/common.cuh:100: ggml was not compiled with any CUDA arch <= 610", "no_kernel_image_arch"),
    ("W0101 gpu_resources.cc:119] The GPU architecture in your current machine is Maxwell, which is not compatible "
     "with Paddle installation with arch: 70 75 80 86", "no_kernel_image_arch"),
    ("notice(2): This build of hoomd was compiled for a minimum capability of of 6.0 but the GPU is only 5.2",
     "no_kernel_image_arch"),
    ("The device Tesla K40m with compute capability 3.5 does not support HOOMD-blue.", "no_kernel_image_arch"),
    ("CUDA error at /colmap/src/colmap/mvs/gpu_mat.h:120 - named symbol not found", "no_kernel_image_arch"),
    # CUDA libraries that cannot start; driver/toolkit/library versions
    ("I tensorflow/stream_executor/cuda/cuda_dnn.cc:3517] Unable to load cuDNN DSO", "cuda_init_failed"),
    ("INTERNAL: RET_CHECK failure (xla/service/gpu/gpu_compiler.cc:700) dnn != nullptr", "cuda_init_failed"),
    ("[GPUJPEG] [Error] Cannot get number of CUDA devices: unknown error", "cuda_init_failed"),
    ("CUDA platform error: Error compiling program: builtins: link error: Invalid value", "cuda_init_failed"),
    ("InternalError: cudaGetDevice() failed. Status: cudaGetErrorString symbol not found.", "cuda_init_failed"),
    ("[TM][ERROR] CUDA runtime error: API call is not supported in the installed CUDA driver x.cu:1",
     "cuda_driver_too_old"),
    ("nvcc fatal   : Unsupported gpu architecture 'compute_86+PTX'", "cuda_toolkit_arch_unsupported"),
    ("'sm_100a' is not a recognized processor for this target (ignoring processor)", "cuda_toolkit_arch_unsupported"),
    ("nvJitLink error log: ERROR 4 in nvvmAddNVVMContainerToProgram, may need newer version of nvJitLink library",
     "cuda_library_version_mismatch"),
    ("$ nvidia-smi\nFailed to initialize NVML: Function Not Found", "driver_library_mismatch"),
    ("cuda_diagnostics.cc:189] libcuda reported version is: Not found: was unable to find libcuda.so DSO loaded into "
     "this program", "driver_not_loaded"),
    ("FATAL ERROR: CudaTileListKernel::buildTileLists, maximum shared memory allocation exceeded.",
     "gpu_shared_memory_insufficient"),
    ("NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be\n   insufficient for PyTorch.",
     "shm_insufficient"),
])
def test_round27_families(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("Check failed: num_cuda_devices > 0 (2 vs. 0) -- never printed: a check that held", "graphics_driver_unavailable"),
    ("Could not find CUDA toolkit at /usr/local/cuda", "no_device_visible"),     # a toolkit, not a device
    ("Specified total num_gpus: 4, but only 2 are available. Will use 2 instead", "no_device_visible"),
    ("The system (CPUs=8.0, GPUs=1.0) does not meet the criteria to host at least one client", "no_device_visible"),
    ("Could not find accessible files in /data", "no_device_visible"),
    ("Specified provider 'OpenVINOExecutionProvider' is not in available provider names.", "no_device_visible"),
    ("RuntimeError: Unknown backend tpu", "no_device_visible"),
    ('RuntimeError: Failed to find a supported physical device "cpu"', "no_device_visible"),
    ("OpenGL version reported as 4.6", "graphics_driver_unavailable"),
    ("Found 2 GPUs for rendering. Using device 0.", "graphics_driver_unavailable"),
    ("Error initializing FFT", "gpu_oom"),                                      # srsRAN's, no cuFFT result
    ("Error initializing FFT: 5", "gpu_oom"),                                   # CUFFT_INTERNAL_ERROR
    ("CUDA error 209 at kernel.cu:10", "gpu_oom"),
    ("Model actor is out of retries", "gpu_oom"),
    ("ggml was compiled with CUDA arch 860", "no_kernel_image_arch"),
    ("The GPU architecture in your current machine is Ampere", "no_kernel_image_arch"),
    ("Loaded cuDNN DSO successfully", "cuda_init_failed"),
    ("nvcc warning : The 'compute_35' architecture is deprecated", "cuda_toolkit_arch_unsupported"),
    ("'cortex-a72' is not a recognized processor for this target (ignoring processor)",
     "cuda_toolkit_arch_unsupported"),                                          # not an NVPTX target
    ("Failed to initialize NVML: Unknown Error", "driver_library_mismatch"),
    ("maximum shared memory per block: 49152", "gpu_shared_memory_insufficient"),
])
def test_round27_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_a_driver_too_old_reason_keeps_its_reading_over_the_device_count_line():
    m = top("Cannot get number of CUDA devices!: CUDA driver version is insufficient for CUDA runtime version.")
    assert m and m["category"] == "cuda_driver_too_old", m


def test_openmm_no_compatible_device_outranks_the_requested_device_line():
    m = top("exception: The requested CUDA device could not be loaded\nexception: No compatible CUDA device is available")
    assert m and m["category"] == "no_device_visible", m


@pytest.mark.parametrize("text, readings", [
    ('Failed to find a supported physical device "cuda:0"', {"no_device_visible", "graphics_driver_unavailable"}),
    ("The requested CUDA device could not be loaded", {"cuda_init_failed", "no_device_visible"}),
    ("libcuda reported version is: Not found: was unable to find libcuda.so DSO",
     {"driver_not_loaded", "container_runtime_misconfigured"}),
    ("Could not initialize EGL", {"graphics_driver_unavailable", "container_runtime_misconfigured"}),
])
def test_round27_debatable_wordings_name_both_readings(text, readings):
    m = top(text)
    assert m and {r["category"] for r in m.get("readings", [])} >= readings, m


@pytest.mark.parametrize("text, want", [
    ("No CUDA runtime found, reverting to CPU execution", "no_device_visible"),
    ("cuda not found - defaulting to cpu", "no_device_visible"),
    ("Neither GPU nor TPU present, defaulting to the CPU", "no_device_visible"),
])
def test_the_fallback_to_cpu_concept_reads_the_programs_own_no_gpu_line(text, want):
    m = top(text)
    assert m and m["category"] == want, m
    assert any(f.signature.id == "concept/gpu-fallback-to-cpu" for f in analyse(text))


@pytest.mark.parametrize("text", [
    "CUDA out of memory, falling back to CPU for this layer",                   # an out-of-memory fallback
    "An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.",
    "Arch=[<Arch.cuda: 3>] is not supported, falling back to CPU",
])
def test_the_fallback_to_cpu_concept_stays_out(text):
    assert not any(f.signature.id == "concept/gpu-fallback-to-cpu" for f in analyse(text))


def test_a_markdown_link_around_part_of_a_message_reads_as_its_text():
    text = ("[error] This [program needs a CUDA-Enabled GPU](https://github.com/alicevision/meshroom/wiki/Error) "
            "(with at least compute capability 2.0).")
    m = top(text)
    assert m and m["id"] == "gpu/cuda-gpu-not-found", m
