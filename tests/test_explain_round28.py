"""Round 28 of issue 12 (CATALOGUE-26): fresh86..91's first run. Each entry reads its emitter's wording in other
wordings than the corpus texts: OptiX's library and ABI errors, Dr.Jit's uninitialised CUDA backend, CUDA-OpenGL
interop registration, Vulkan ray-tracing extensions, VTK's EGL, a driver version of 0.0, out-of-memory in programs'
words (Vulkan OomError, Milvus, Guppy, Kaldi, Faiss), Faiss's device query, GPU indices that do not exist, CUDA
extensions built without CUDA, CUDA_VISIBLE_DEVICES="", libraries linked against another CUDA runtime, nvcuda.dll,
THCudaCheck's error 3, PTX's unsupported .target, OpenCL's CL_DEVICE_NOT_FOUND. Negatives: near misses that must not
read so."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # OptiX: the driver's libnvoptix missing (graphics side), or an ABI newer than the driver
    ("optix.OptixError: OPTIX_ERROR_LIBRARY_NOT_FOUND", "graphics_driver_unavailable"),
    ("[OptiX] optixInit() failed with code 7804 (line 88)", "graphics_driver_unavailable"),
    ("Optix Error: 'Library not found' at renderer.cpp:31", "graphics_driver_unavailable"),
    ("jit_optix_init(): libnvoptix.so.1 could not be loaded -- disabling OptiX backend!", "graphics_driver_unavailable"),
    ("error: unable to find libnvoptix.so.1 in the container", "graphics_driver_unavailable"),
    ("OPTIX_ERROR_UNSUPPORTED_ABI_VERSION: Unsupported ABI version", "cuda_driver_too_old"),
    ("Optix call 'optixInit()' failed with code 7801 (line 42)", "cuda_driver_too_old"),
    ("rtrace: internal - Error reading OptiX library. Update your graphics driver.", "cuda_driver_too_old"),
    # Dr.Jit
    ("RuntimeError: jit_init_thread_state(): the CUDA backend has not been initialized.", "cuda_init_failed"),
    # CUDA-OpenGL interop
    ("CUDA error 999 at interop.cu:12: cudaGraphicsGLRegisterBuffer(&res, vbo, 0)", "graphics_driver_unavailable"),
    ("cuGraphicsGLRegisterBuffer failed: CUDA_ERROR_UNKNOWN", "graphics_driver_unavailable"),
    ("[error] register gl texture failed. unknown error", "graphics_driver_unavailable"),
    # Vulkan ray tracing; VTK EGL
    ("Error: device does not support required extensions: VK_KHR_acceleration_structure, VK_KHR_ray_query",
     "graphics_driver_unavailable"),
    ("Failed to find an RTX-capable device", "graphics_driver_unavailable"),
    ("ERR| vtkEGLRenderWindow (0x1): Only EGL 1.4 and greater allows OpenGL as client API.", "graphics_driver_unavailable"),
    # a driver version of 0.0
    ("Error: NVIDIA driver version too old, required 450.00, detected 0.0", "driver_not_loaded"),
    # out of GPU memory in programs' words
    ("Err(OomError(OutOfDeviceMemory)) while creating the image", "gpu_oom"),
    ("Status(code=1, message='out of memory: CPU2GPU:0')", "gpu_oom"),
    ("[guppy/warning] GPU device 1 reached memory limit while trying to allocate 1024 bytes", "gpu_oom"),
    ("WARNING (nnet3-chain-train:MallocInternal():cu-allocator.cc:90) Allocation of 512 x 256 region failed", "gpu_oom"),
    ("Faiss assertion 'err == cudaSuccess' failed in char* faiss::gpu::StackDeviceMemory::Stack::getAlloc(size_t)",
     "gpu_oom"),
    ("details: Failed to cudaMalloc 4096 bytes", "gpu_oom"),
    ("Faiss assertion 'err__ == cudaSuccess' failed in faiss::gpu::StandardGpuResourcesImpl::initializeForDevice(int) "
     "at StandardGpuResources.cpp:312; details: CUDA error 2 out of memory", "gpu_oom"),
    # Faiss's device query; device indices; CPU-only extension builds; hidden GPUs
    ("Faiss assertion numDev != -1 failed in int faiss::gpu::getNumDevices() at DeviceUtils.cpp:40", "cuda_init_failed"),
    ("Error: 'device_ < getNumDevices()' failed: Invalid GPU device 3", "no_device_visible"),
    ("Unexpected error from cudaGetDeviceCount(). Error 101: invalid device ordinal", "no_device_visible"),
    ("[error] CUDA device requested but no devices were found.", "no_device_visible"),
    ("UserWarning: Failed to load custom C++ ops. Running in CPU mode only!", "no_device_visible"),
    ("No CUDA runtime is found, using CUDA_HOME='/opt/cuda'", "no_device_visible"),
    ("OSError: CUDA is required to compile mmcv!", "no_device_visible"),
    ("$ CUDA_VISIBLE_DEVICES='' ./viewer\n[FATAL] error code 3", "no_device_visible"),
    ("[f 0101 10:00:00.0 1 cuda_flags.cc:25] Check failed: device_count>0  No GPU found.", "no_device_visible"),
    ("clGetDeviceIDs failed: CL_DEVICE_NOT_FOUND", "no_device_visible"),
    # libraries of another release
    ("libtorch_cuda.so: undefined reference to `cudaGraphInstantiateWithFlags@libcudart.so.11.0'",
     "cuda_library_version_mismatch"),
    ("Version mismatch: outdated libfoo_c (libfoo_c [1.0], foo-java version [2.0])", "cuda_library_version_mismatch"),
    ("Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn_ops.so.9: undefined symbol: "
     "_ZN5cudnn3ops9somethingE, version libcudnn_graph.so.9", "cuda_library_version_mismatch"),
    ("RuntimeError: ('The detected CUDA version (%s) mismatches the version that was used to compilePyTorch (%s).', "
     "'12.1', '11.8')", "cuda_library_version_mismatch"),
    # driver DLL, initialisation error, PTX target, NCCL
    ("W dso_loader.cc:64] Could not load dynamic library 'nvcuda.dll'; dlerror: nvcuda.dll not found", "driver_not_loaded"),
    ("THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=278 error=3 : initialization error",
     "cuda_init_failed"),
    ("ptxas fatal   : Unsupported .target 'sm_100a'", "cuda_toolkit_arch_unsupported"),
    ("I got RuntimeError: NCCL error while training", "nccl_error"),
])
def test_round28_families(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("OPTIX_SUCCESS", "graphics_driver_unavailable"),
    ("optixInit() failed with code 7805", "graphics_driver_unavailable"),          # not the library code
    ("Found libnvoptix.so.1 at /usr/lib/x86_64-linux-gnu", "graphics_driver_unavailable"),
    ("nvml init failed: ERROR_LIBRARY_NOT_FOUND", "graphics_driver_unavailable"),   # the device plugin's NVML
    ("the CUDA backend has been initialized", "cuda_init_failed"),
    ("cudaGraphicsGLRegisterBuffer(&res, vbo, 0) returned cudaSuccess", "graphics_driver_unavailable"),
    ("Enabled extensions: VK_KHR_ray_tracing_pipeline, VK_KHR_acceleration_structure", "graphics_driver_unavailable"),
    ("EGL 1.5 initialised, OpenGL client API bound", "graphics_driver_unavailable"),
    ("NVIDIA driver version installed: 550.0.1", "driver_not_loaded"),
    ("CUDA device 0 memory limit set to 4 GiB", "gpu_oom"),
    ("out of memory: host RAM", "gpu_oom"),
    ("Allocation of 10 x 10 region succeeded", "gpu_oom"),
    ("Faiss assertion 'k <= 2048' failed in search at IVFFlat.cu:10", "cuda_init_failed"),
    ("Using GPU device 1", "no_device_visible"),
    ("Running in GPU mode", "no_device_visible"),
    ("CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'", "no_device_visible"),
    ("CUDA_VISIBLE_DEVICES=0,1 python train.py", "no_device_visible"),
    ("Check failed: count>0 (3 vs. 0) items", "no_device_visible"),
    ("undefined reference to `main'", "cuda_library_version_mismatch"),
    ("Version mismatch: expected 2, got 3", "cuda_library_version_mismatch"),
    ("Could not load dynamic library 'cudart64_110.dll'", "driver_not_loaded"),
    ("THCudaCheck FAIL file=x.cpp line=1 error=2 : out of memory", "cuda_init_failed"),
    ("ptxas info    : Compiling entry function for 'sm_87'", "cuda_toolkit_arch_unsupported"),
])
def test_round28_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


@pytest.mark.parametrize("text, readings", [
    ("RuntimeError: OPTIX_ERROR_LIBRARY_NOT_FOUND: Library not found",
     {"graphics_driver_unavailable", "container_runtime_misconfigured"}),
    ("jit_init_thread_state(): the CUDA backend is inactive because it has not been initialized via jit_init(), or "
     "because the CUDA driver library (\"libcuda.so\") could not be found!", {"cuda_init_failed", "driver_not_loaded"}),
    ("fatal   : Unsupported .target 'sm_90'", {"cuda_toolkit_arch_unsupported", "cuda_driver_too_old"}),
])
def test_round28_debatable_wordings_name_both_readings(text, readings):
    m = top(text)
    assert m and {r["category"] for r in m.get("readings", [])} >= readings, m


def test_the_optix_library_entry_outranks_the_device_plugins_library_not_found():
    m = top("RuntimeError: OPTIX_ERROR_LIBRARY_NOT_FOUND: Library not found")
    assert m and m["id"] == "gpu/optix-library-not-found", m


@pytest.mark.parametrize("text", [
    "Error: failed to register the OpenGL texture with CUDA",
    "[viewer] could not map GL buffer with CUDA",
    "OptiX runtime library could not be loaded",
])
def test_the_graphics_interop_concept_reads_the_next_renderers_wording(text):
    m = top(text)
    assert m and m["category"] == "graphics_driver_unavailable", m
    assert any(f.signature.id == "concept/graphics-interop-or-optix" for f in analyse(text))


@pytest.mark.parametrize("text", [
    "CUDA-GL interop enabled",
    "OptiX library version 7 failed to load",               # a version: the driver, not the graphics libraries
    "registered the OpenGL texture with CUDA",
])
def test_the_graphics_interop_concept_stays_out(text):
    assert not any(f.signature.id == "concept/graphics-interop-or-optix" for f in analyse(text))
