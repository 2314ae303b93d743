"""Round 42 of issue 12 (CATALOGUE-38): fresh172..176 and fresh178..181's first runs (the TensorFlow ecosystem,
PaddlePaddle, other frameworks: MXNet / OneFlow / Jittor / CNTK / MindSpore, GPU array libraries: CUDA.jl / CuPy / PyCUDA /
scikit-cuda / Taichi / KeOps, computational biology, GPU benchmarks and burn-in, 3D rendering, JVM stacks:
deeplearning4j / ND4J and Spark / YARN GPU scheduling, notebook platforms) and negatives14 / negatives15's false claims.
Each entry reads a mechanism in other emitters' wordings than the corpus texts: an allocator's 'out of memory' in a
library's own words (ND4J's DEVICE pool, thrust's bad_alloc, OneFlow's ErrorProto, TensorFlow's cuFFT plan allocator,
cuDNN's status 4 by number), a CUDA error number (35) or cudaErrorUnknown from the device count, a driver / library found
without a function (an older one), a CUDA library the linker or loader cannot find, an architecture gate, NVRTC's
unknown -arch, a program's own 'no GPU driver' / 'did not detect GPU' checks, a CPU-only Paddle build, YARN's GPU
discovery / devices cgroup / a GPU held by an unknown process, Spark's empty GPU addresses, EGL finding no GPU, a TCP
store that never listens. Negatives: near misses that must not read so, and negatives15's cause (gpu_burn run outside
its folder) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top, hits


@pytest.mark.parametrize("text, want", [
    # gpu_oom: an allocator's 'out of memory' in other programs' words than the corpus texts'
    ("java.lang.RuntimeException: Failed to allocate 536870912 bytes from DEVICE [1] memory", "gpu_oom"),
    ("WARN o.n.j.handler.impl.CudaZeroHandler - Out of [DEVICE] memory, host memory will be used instead: deviceId: [1]",
     "gpu_oom"),
    ("terminate called after throwing an instance of 'thrust::system::detail::bad_alloc'", "gpu_oom"),
    ("terminate called after throwing an instance of 'thrust::THRUST_200700_800_NS::system::detail::bad_alloc'\n"
     "Aborted (core dumped)", "gpu_oom"),
    ("Error Type: oneflow.ErrorProto.out_of_memory_error", "gpu_oom"),
    ("F external/xla/xla/stream_executor/cuda/cuda_fft.cc:225] failed to initialize batched cufft plan with customized "
     "allocator: Failed to make cuFFT batched plan.", "gpu_oom"),
    ("[f 0101 10:00:00.000 12 helper_cuda.h:126] CUDA error at conv_op.cc:88  code=4( CUDNN_STATUS_INTERNAL_ERROR ) "
     "cudnnConvolutionForward(handle_)", "gpu_oom"),
    # CUDA error numbers / names
    ("RuntimeError: CUDA error calling \"cudaSetDevice(0)\", code is 35", "cuda_driver_too_old"),
    ("cudaGetDeviceCount failed: unknown error", "cuda_init_failed"),
    ("[error] cudaSetDevice failed: unknown error", "cuda_init_failed"),
    # a driver / library found without a function, libraries not found to link / load
    ("[E 01/01/24 10:00:00.000 1] [dynamic_loader.cpp:taichi::DynamicLoader::load_function@32] Function "
     "cuStreamBeginCaptureToGraph not found", "cuda_driver_too_old"),
    ("ccall: could not find function cuMemAddressReserve in library libcuda", "cuda_driver_too_old"),
    ("ccall: could not find function cublasLtMatmul in library /usr/lib/x86_64-linux-gnu/libcublasLt.so",
     "cuda_library_version_mismatch"),
    ("/usr/bin/ld: cannot find -lnvrtc: No such file or directory", "cuda_init_failed"),
    ("/usr/bin/ld: cannot find -lcudart", "cuda_init_failed"),
    ("OSError: /home/u/.cache/keops2.1/build/nvrtc_jit.so: cannot open shared object file: No such file or directory",
     "cuda_init_failed"),
    # architecture gates, NVRTC, precision
    ("RuntimeError: Device 1 does not have CUDA compute capability 3.5 or higher", "no_kernel_image_arch"),
    ("nvrtc: error: invalid value for --gpu-architecture (-arch)", "cuda_toolkit_arch_unsupported"),
    ("skcuda.cublas.cublasArchMismatch", "dtype_unsupported_by_gpu"),
    # a program's own checks, CPU builds, versions
    ("Error: No NVIDIA GPU driver found. Please install the driver.", "driver_not_loaded"),
    ("INFO Did not detect any CUDA GPU, running on CPU", "no_device_visible"),
    ("ERROR: Config use_gpu cannot be set as true while you are using paddlepaddle cpu version !", "no_device_visible"),
    ("RuntimeError: Triton requires CUDA 11.4+", "cuda_library_version_mismatch"),
    ("ValueError: Found GPU addresses ['', ''] which are not all in the correct format for CUDA_VISIBLE_DEVICES, which "
     "requires integers with no zero padding.", "no_device_visible"),
    # graphics, schedulers, the TCP store
    ("Assert failed: numDevices, src/EGL.cpp:88 \"Found no GPUs\"", "graphics_driver_unavailable"),
    ("ERROR util.SysInfoLinux: GPU:0 is used by unknown process, will exclude these Gpus", "gpu_busy_unavailable"),
    ("ERROR GpuResourceHandlerImpl: Exception when trying to get usable GPU device", "device_plugin_error"),
    ("ResourceHandlerException: Controller devices not mounted. You either need to mount it with "
     "yarn.nodemanager.linux-container-executor.cgroups.mount", "container_runtime_misconfigured"),
    ("I0101 10:00:00.0 1 tcp_utils.cc:107] Retry to connect to 10.0.0.2:6170 while the server is not yet listening.",
     "rendezvous_unreachable"),
    ("pccl: MASTER_CONNECTION_FAILED", "rendezvous_unreachable"),
])
def test_round42_reads_each_mechanism(text, want):
    m = top(text)
    assert m is not None and m["category"] == want, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # host memory, a CUDA error other than the one read, a library of another project, a gate that passed
    "java.lang.OutOfMemoryError: Failed to allocate 536870912 bytes from HOST memory",
    "std::bad_alloc",
    "RuntimeError: CUDA error calling \"cudaGetDeviceCount(&n)\", code is 3",
    "/usr/bin/ld: cannot find -lglut",
    "/usr/bin/ld: cannot find -lnvidia-ml-stubs-foo",
    "Device 0 has compute capability 8.6 or greater",
    "nvrtc: error: invalid value for --std",
    "Found GPU addresses ['0', '1']",
    "Retry to connect to the database in 5 seconds",
    "GPU:0 is used by python (pid 123)",
    "Function foo_bar not found",
    "CUDNN_STATUS_SUCCESS code=0",
])
def test_round42_near_misses_stay_off(text):
    assert not hits(text, {
        "nd4j-device-out-of-memory", "thrust-bad-alloc", "oneflow-out-of-memory-error", "tf-cufft-plan-allocator",
        "cuda-error-35-by-number", "driver-function-missing", "library-function-missing", "cuda-library-link-not-found",
        "cuda-call-failed-unknown-error", "compute-capability-below-minimum", "cublas-arch-mismatch-exception",
        "nvrtc-arch-invalid", "program-no-gpu-driver", "spark-empty-gpu-addresses", "egl-found-no-gpus",
        "yarn-gpu-used-by-unknown-process", "yarn-gpu-discovery-failed", "yarn-devices-cgroup-not-mounted",
        "store-connect-retry", "cudnn-status-4-by-number", "paddle-cpu-build-use-gpu", "program-did-not-detect-gpu",
        "triton-requires-cuda"})


@pytest.mark.parametrize("text", [
    # negatives15's cause in other wordings: gpu_burn started outside its folder
    "Couldn't init a GPU test: Error in \"couldn't find file \"compare.ptx\" from working directory\": CUDA_ERROR_NOT_FOUND",
    "Error in couldn't find file compare.ptx from working directory: CUDA_ERROR_NOT_FOUND",
])
def test_round42_negatives_causes_read_silent(text):
    assert explain(text)["matches"] == []


def test_a_thrust_bad_alloc_whose_what_names_another_error_reads_that_error():
    m = top("terminate called after throwing an instance of 'thrust::system::detail::bad_alloc'\n"
            "  what():  std::bad_alloc: cudaErrorUnknown: unknown error")
    assert m is not None and m["category"] == "cuda_init_failed"


def test_a_missing_libglut_under_nvcc_warnings_stays_silent():
    text = ("nvcc warning : The 'compute_35', 'compute_37', 'compute_50', 'sm_35', 'sm_37' and 'sm_50' architectures "
            "are deprecated, and may be removed in a future release (Use -Wno-deprecated-gpu-targets to suppress "
            "warning).\n/usr/bin/ld: cannot find -lglut\ncollect2: error: ld returned 1 exit status")
    assert explain(text)["matches"] == []
