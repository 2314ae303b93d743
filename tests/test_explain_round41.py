"""Round 41 of issue 12 (CATALOGUE-37): fresh160..171's first runs (RAPIDS / XGBoost / FAISS, driving simulators,
physics-ML and CUDA libraries, LLM post-training, OCR / ASR with PaddlePaddle, model serving, Jetson / TensorRT, FFmpeg
NVENC and media servers, cloud GPU VMs, LLM inference engines, local Kubernetes, GPU sharing schedulers) and negatives12 /
negatives13's false claims. Each entry reads a mechanism in other emitters' wordings than the corpus texts: an allocator's
'out of memory' in a CUDA library's own words (thrust's algorithms, a CUDA check macro with its .cu file, cuFFT's result
2, NVENC's status 10, a context creation's CUresult 2, TensorRT's tactics skipped for memory, an engine's own free-memory
check, a cuDNN handle Paddle cannot create), CUDA error names / numbers (MPS 805..810, cuInit's 100, cudaErrorUnknown's 30,
102's Grid license), architecture gates (RAPIDS, Paddle, TensorRT), the driver's libcuda named by its soname, extension
packages' CUDA version checks, the device plugin's shared-resource request limit and config-manager, the ECS agent's GPU
information, RDMA memory registration. Negatives: near misses that must not read so, and the negatives' causes (Ray's
host-memory monitor, a TensorFlow op without a GPU kernel, an image pull of a non-driver image) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top, hits


@pytest.mark.parametrize("text, want", [
    # gpu_oom: an allocator's 'out of memory' in other programs' words than the corpus texts'
    ("terminate called after throwing an instance of 'thrust::system::system_error'\n  what():  for_each: failed on 2nd "
     "step: cudaErrorMemoryAllocation: out of memory", "gpu_oom"),
    ("RuntimeError: transform failed: out of memory", "gpu_oom"),
    ("out of memory in kernel/solver.cu at line 212", "gpu_oom"),
    ("GPUassert: out of memory src/cuda/knn.cu 88", "gpu_oom"),
    ("cupy.cuda.cufft.CuFFTError: CUFFT_ALLOC_FAILED", "gpu_oom"),
    ("F0101 fft_layer.cpp:77] Check failed: (cufftPlan2d(&plan, h, w, CUFFT_C2C)) == CUFFT_SUCCESS (2 vs. 0)", "gpu_oom"),
    ("[obs-nvenc] nvEncInitializeEncoder failed: 10 (NVENC indicates that the API call failed because it was unable to "
     "allocate enough memory to perform the requested operation.)", "gpu_oom"),
    ("[hevc_nvenc @ 0x55d] Failed creating CUDA context for NVENC: 0x2", "gpu_oom"),
    ("[04/01/2024-10:00:00] [TRT] [W] Skipping tactic 3 due to insufficient memory on requested size of 8589934592 "
     "detected for tactic 0x0000000000000003.", "gpu_oom"),
    ("ValueError: Insufficient GPU memory error: The available single GPU memory is 7930.2 MB, which is less than the "
     "sum of model weight size (4012.4 MB) and temporary buffer size (5120.0 MB).", "gpu_oom"),
    # mps_error / no_device_visible / cuda_init_failed / vgpu_license_unavailable: CUDA error names and numbers
    ("cudaErrorMpsMaxClientsReached: the hardware resources required to create MPS client have been exhausted",
     "mps_error"),
    ("CUDA error: MPS client has been terminated by the server", "mps_error"),
    ("[vgpu-shim] cuInit returned 100", "no_device_visible"),
    ("FAISS assertion 'err == cudaSuccess' failed in cudaMalloc: (error 30 unknown error)", "cuda_init_failed"),
    ("RuntimeError: CUDA_ERROR_DEVICE_NOT_LICENSED: device doesn't have valid Grid license", "vgpu_license_unavailable"),
    # architecture gates, versions, libraries
    ("UserWarning: You will need a GPU with NVIDIA Pascal(TM) or newer architecture\nDetected GPU 0: Tesla K80",
     "no_kernel_image_arch"),
    ("RuntimeError: cuGraph failure: Leiden not supported on Pascal and older architectures.", "no_kernel_image_arch"),
    ("Mismatched GPU Architecture: The installed PaddlePaddle package was compiled for 61 70 75 80 86 ,but your current "
     "GPU is 90", "no_kernel_image_arch"),
    ("UserWarning: Using CUDA toolkit version (12, 4) with CUDA driver version (12, 1) requires minor version "
     "compatibility, which is not yet supported for CUDA driver versions 12.0 and above.", "cuda_driver_too_old"),
    ("RuntimeError: Detected that PyTorch and torch_scatter were compiled with different CUDA versions. PyTorch has CUDA "
     "version 11.8 and torch_scatter has CUDA version 12.1. Please reinstall the torch_scatter that matches your PyTorch "
     "install.", "cuda_library_version_mismatch"),
    ("RuntimeError: Detected that PyTorch and torchvision were compiled with different CUDA major versions. PyTorch has "
     "CUDA Version=11.3 and torchvision has CUDA Version=10.2.", "cuda_library_version_mismatch"),
    ("UserWarning: Failed to dlopen /usr/lib/x86_64-linux-gnu/libcuda.so.1", "driver_not_loaded"),
    ("xgboost.core.XGBoostError: Multiple processes within communication group running on same CUDA device is not "
     "supported", "duplicate_gpu"),
    ("lightning_fabric.utilities.exceptions.MisconfigurationException: GPUs requested but none are available.",
     "no_device_visible"),
    # the driver's library lacking a function, NVENC's API requirement, TensorFlow with no GPU registered, Vulkan, GL
    ("[hevc_cuvid @ 0x5600] Cannot load cuvidReconfigureDecoder", "cuda_driver_too_old"),
    ("NVENC (hevc_nvenc): unavailable\nRequired: NVENC API 12.1\nFound: 11.1", "cuda_driver_too_old"),
    ("InvalidArgumentError: Cannot assign a device for operation MatMul: Could not satisfy explicit device specification "
     "'/device:GPU:1' because no devices matching that specification are registered in this process; available devices: "
     "/job:localhost/replica:0/task:0/device:CPU:0", "no_device_visible"),
    ("vkQueueSubmit / vkAllocateMemory returned VK_ERROR_OUT_OF_DEVICE_MEMORY", "gpu_oom"),
    ("LogRHI: Error: OpenGL 4.5 not supported by driver", "graphics_driver_unavailable"),
    ("modprobe: ERROR: could not insert 'nvidia_470': Invalid argument", "driver_not_loaded"),
    ("[mp4 @ 0x1] 处理失败Cannot load libnvidia-encode.so.1", "container_runtime_misconfigured"),
    # Kubernetes / ECS / RDMA
    ("Pod rejected: UnexpectedAdmissionError: request for \"nvidia.com/gpu.shared\": invalid request: maximum request "
     "size for shared resources is 1; found 2", "device_admission_failed"),
    ("level=error msg=\"Config for GPU support is enabled, but GPU information is not found; continuing without it\"",
     "device_plugin_error"),
    ("E0101 12:00:00 ucx_transport.cpp:99] rdma: ibv_reg_mr failed: Cannot allocate memory", "ib_unavailable"),
])
def test_round41_reads_each_mechanism(text, want):
    m = top(text)
    assert m is not None and m["category"] == want, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # host memory, an allocation that succeeded, a status that is not 2 / 10 / 100, a check that passed
    "transform failed: invalid argument",
    "parallel_for failed: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device",
    "Failed creating CUDA context for NVENC: 0x0 (ok)",
    "cufftPlan1d returned CUFFT_SUCCESS",
    "[vgpu-shim] cuInit returned 0",
    "Skipping tactic 2 due to oversubscribed workspace size.",
    "A GPU with NVIDIA Pascal or newer architecture was detected: Tesla T4",
    "PyTorch has CUDA support enabled",
    "Failed to register memory region descriptor in the metadata store",
    "Error 80: something else entirely",
    "Cannot load libnvcuvid.so.1",
    "Required: NVENC support in the build",
    "modprobe: ERROR: could not insert 'nvidia_uvm': Invalid argument",
])
def test_round41_near_misses_stay_off(text):
    assert not hits(text, {
        "cuda-check-out-of-memory", "cufft-alloc-failed", "nvenc-status-10-out-of-memory", "cuda-context-create-oom",
        "tensorrt-tactic-insufficient-memory", "engine-free-memory-check", "cuda-mps-errors", "cuinit-no-device-100",
        "cuda-unknown-error-30", "library-arch-gate", "extension-cuda-version-differs", "libcuda-dlopen-failed",
        "rdma-memory-registration-failed", "ffnvcodec-symbol-missing", "nvenc-api-required",
        "host-branch-module-insert-failed"})


@pytest.mark.parametrize("text", [
    # negatives12's cause in other wordings: Ray's memory monitor and Ray < 2.0's RayOutOfMemoryError (host RAM)
    "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.",
    "ray.exceptions.OutOfMemoryError: Actor was killed due to the node running low on memory.",
    "Memory on the node (IP: 10.0.0.3) where the task was running was 61.2GB / 64.0GB (0.956), which exceeds the memory "
    "usage threshold of 0.95. Ray killed this worker because it was the most recently scheduled task.",
    "ray.exceptions.RayOutOfMemoryError: More than 95% of the memory on node gpu-01 is used (60.1 / 62.8 GB).",
    # negatives3's cause: an op without a GPU kernel, placed on the GPU explicitly
    "InvalidArgumentError: Cannot assign a device for operation IteratorGetNext: Could not satisfy explicit device "
    "specification '/device:GPU:0' because no supported kernel for GPU devices is available.",
    # negatives13's cause: an image pull of a non-driver image
    "Failed to pull image \"nvcr.io/nvidia/k8s-device-plugin:v0.99.0\": rpc error: code = NotFound desc = failed to pull "
    "and unpack image: not found",
])
def test_round41_negatives_causes_read_silent(text):
    assert explain(text)["matches"] == []


def test_the_driver_containers_own_image_pull_stays_driver_install():
    m = top("Warning  Failed  kubelet  Failed to pull image \"nvcr.io/nvidia/driver:550.90.07-ubuntu22.04\": rpc error: "
            "code = NotFound desc = failed to pull and unpack image \"nvcr.io/nvidia/driver:550.90.07-ubuntu22.04\"")
    assert m is not None and m["category"] == "driver_install_failed"


def test_a_gpu_out_of_memory_under_ray_still_reads_gpu_oom():
    m = top("ray.exceptions.RayTaskError(OutOfMemoryError): ray::train() (pid=42)\ntorch.cuda.OutOfMemoryError: CUDA out "
            "of memory. Tried to allocate 2.00 GiB (GPU 0; 23.69 GiB total capacity)")
    assert m is not None and m["category"] == "gpu_oom"


def test_no_devices_registered_stays_no_device_visible():
    m = top("InvalidArgumentError: Cannot assign a device to node 'x': Could not satisfy explicit device specification "
            "'/device:GPU:0' because no devices matching that specification are registered in this process")
    assert m is not None and m["category"] == "no_device_visible"


def test_the_operators_driver_container_module_stays_driver_install():
    m = top("DRIVER_ARCH is aarch64\nmodprobe: ERROR: could not insert 'nvidia_peermem': Invalid argument\n"
            "failed to load nvidia-peermem module")
    assert m is not None and m["category"] == "driver_install_failed"
