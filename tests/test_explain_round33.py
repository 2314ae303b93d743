"""Round 33 of issue 12 (CATALOGUE-30): fresh110..119's first run. Each entry reads its emitter's wording in other
wordings than the corpus texts: GLFW's / glad's / a viewer's EGL and GLX start, GLEW's init, Qt / pyglet / glutin /
vispy failing to get an OpenGL context, ctypes missing GL 2+ entry points, EGL enumerating no device, optixInit,
GL_OUT_OF_MEMORY, OpenCL allocation and platform errors, hashcat's device checks, the CUDA math libraries' ALLOC
statuses, GPUassert-style OOM checks, TensorFlow's cuDNN convolution start, cuStateVec, Kokkos' arch check, OCCA's
mode fallback, libibverbs' missing provider, the container toolkit's config parse, libnvidia-container's driver
error, the GPU operator driver container's kernel/image steps; and three not-stack entries from negatives4/5 (a JVM
heap OOM, a libstdc++ link error, PyTorch's HIP error). Negatives: near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # graphics: no usable GL/EGL/GLX
    ("Glfw Error 65542: EGL: Failed to initialize EGL: EGL_NOT_INITIALIZED", "graphics_driver_unavailable"),
    ("GLFW error 65543: GLX: GLX extension not found", "graphics_driver_unavailable"),
    ("pybullet build time: Nov 28 2023\nfailed to EGL with glad.", "graphics_driver_unavailable"),
    ("Cannot create EGL context", "graphics_driver_unavailable"),
    ("ERR| vtkWin32OpenGLRenderWindow (0000): GLEW could not be initialized: Missing GL version",
     "graphics_driver_unavailable"),
    ("QOpenGLWindow: Failed to create context", "graphics_driver_unavailable"),
    ("pyglet.gl.ContextException: Could not create OpenGL context", "graphics_driver_unavailable"),
    ("RuntimeError: Using glDrawArrays with no OpenGL context.", "graphics_driver_unavailable"),
    ("AttributeError: function 'glGenFramebuffers' not found", "graphics_driver_unavailable"),
    ("./app: error while loading shared libraries: libEGL.so.1: cannot open shared object file: No such file or "
     "directory", "graphics_driver_unavailable"),
    ("[EGL] Found 0 EGL devices", "graphics_driver_unavailable"),
    ("Uncaught exception: Optix call 'optixInit()' failed in optix_program.cu", "graphics_driver_unavailable"),
    # GPU memory
    ("GL error 0x0505 GL_OUT_OF_MEMORY in glTexImage3D", "gpu_oom"),
    ("clCreateBuffer(): CL_MEM_OBJECT_ALLOCATION_FAILURE", "gpu_oom"),
    ("* Device #2: Not enough allocatable device memory for this hash-mode.", "gpu_oom"),
    ("cupy_backends.cuda.libs.cufft.CuFFTError: CUFFT_ALLOC_FAILED", "gpu_oom"),
    ("GPUassert: out of memory kernel.cu 112", "gpu_oom"),
    ("fairseq.trainer | WARNING | attempting to recover from OOM in forward/backward pass", "gpu_oom"),
    ("UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try "
     "looking to see if a warning log message was printed above.", "gpu_oom"),
    # no device
    ("clGetPlatformIDs(): CL_PLATFORM_NOT_FOUND_KHR", "no_device_visible"),
    ("No devices found/left.", "no_device_visible"),
    ("[CUDA] mode is not enabled, defaulting to [Serial] mode", "no_device_visible"),
    # shared memory
    ("ptxas error   : Entry function 'k' uses too much shared data (0x10000 bytes, 0xc000 max)",
     "gpu_shared_memory_insufficient"),
    # CUDA start / libraries
    ("RuntimeError: [custatevec] %initialization error in applyMatrix (line 88)", "cuda_init_failed"),
    ("OSError: libcustatevec.so.0: cannot open shared object file: No such file or directory", "cuda_init_failed"),
    # arch
    ("Kokkos::Cuda::initialize ERROR: running kernels compiled for compute capability 7.0 (< 8.0) on device with "
     "compute capability 8.6 (>=8.0)", "no_kernel_image_arch"),
    ("GpuArrayException: GPU is too old for CUDA version", "no_kernel_image_arch"),
    # fabric, containers, driver container
    ("libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs1",
     "ib_unavailable"),
    ('level=fatal msg="Error: unable to load config: (3, 7): parsing error: keys cannot contain } character"',
     "container_runtime_misconfigured"),
    ("nvidia-container-cli: initialization error: driver error: failed to process request", "container_runtime_misconfigured"),
    ("Could not locate Linux kernel version string", "driver_install_failed"),
    ('Failed to pull image "nvcr.io/nvidia/driver:550.90.07-rhel9.9": reading manifest 550.90.07-rhel9.9 in '
     'nvcr.io/nvidia/driver: manifest unknown', "driver_install_failed"),
])
def test_round33_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("EGL: using the NVIDIA EGL vendor library", "graphics_driver_unavailable"),
    ("Optix call 'optixInit()' failed with code 7805", "graphics_driver_unavailable"),
    ("GLEW initialized: OpenGL 4.6", "graphics_driver_unavailable"),
    ("QOpenGLWidget: context created, version 4.6", "graphics_driver_unavailable"),
    ("AttributeError: function 'cudaMalloc' not found", "graphics_driver_unavailable"),
    ("[EGL] Detected 2 devices. Using device 0", "graphics_driver_unavailable"),
    ("GL_INVALID_OPERATION in glDrawArrays", "gpu_oom"),
    ("CL_MEM_OBJECT_ALLOCATION_FAILURE is returned when allocation fails", "no_device_visible"),
    ("clGetPlatformIDs(): found 1 platform: NVIDIA CUDA", "no_device_visible"),
    ("ptxas info    : Used 32 registers, 49152 bytes smem", "gpu_shared_memory_insufficient"),
    ("[custatevec] initialised handle", "cuda_init_failed"),
    ("Kokkos::Cuda::initialize: device with compute capability 8.6", "no_kernel_image_arch"),
    ("libibverbs: loaded provider mlx5", "ib_unavailable"),
    ("unable to load config: open /etc/app/config.toml: no such file or directory", "container_runtime_misconfigured"),
    ('Failed to pull image "docker.io/library/python:3.11": manifest unknown', "driver_install_failed"),
])
def test_round33_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


@pytest.mark.parametrize("text", [
    # negatives4/5's false claims, read by cause as non-stack errors (tests/corpus/negatives4.yaml, negatives5.yaml)
    "org.apache.spark.SparkException: Job aborted: java.lang.OutOfMemoryError: Java heap space",
    "java.lang.OutOfMemoryError: GC overhead limit exceeded",
    "libllama.so: undefined reference to `std::filesystem::__cxx11::path::_M_split_cmpts()'",
    "torch.AcceleratorError: HIP error: invalid device function\nFor debugging consider passing AMD_SERIALIZE_KERNEL=3",
])
def test_round33_not_stack(text):
    r = explain(text)
    assert r["matches"] == [] and r.get("not_gpu_stack"), r


def test_cuda_oom_still_reads_with_a_jvm_on_the_node():
    # the JVM entry drops readings only on its own lines: a CUDA OOM elsewhere in the paste is still the finding
    m = top("java.lang.OutOfMemoryError: Java heap space\nRuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB")
    assert m and m["category"] == "gpu_oom", m


def test_cublaslt_not_initialized_exception_reads_as_memory():
    m = top("pyfr.backends.cuda.cublas.CUBLASNotInitialized")
    assert m and m["category"] == "gpu_oom", m
    assert not any(f.category == "gpu_oom" for f in analyse("CUBLASLt initialized"))
