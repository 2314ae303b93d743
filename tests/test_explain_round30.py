"""Round 30 of issue 12 (CATALOGUE-28): fresh98..103's first run. Each entry reads its emitter's wording in other
wordings than the corpus texts: CUDA's peer-access exhaustion (CUDA_ERROR_TOO_MANY_PEERS), ptxas features needing a
newer sm target, bitsandbytes' int8 matmul (igemmlt, cuBLAS status 15), its CUDA SETUP failure and its configured
binary, FlashAttention's sm80-sm90 build, a program's sized 'alloc failed ...: out of memory', dlib's CHECK_CUDA and
OpenCV's cudaSafeCall with initialization/unknown errors, cuDNN's ARCH_MISMATCH, apt's missing driver version, cuDF's
CudaException, RMM's cudaMallocAsync driver check, Numba's NVVM (no supported compute capability, libNVVM not found),
CNTK's GPU lock. Negatives: near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # peer access
    ("cudaDeviceEnablePeerAccess failed: CUDA_ERROR_TOO_MANY_PEERS", "gpu_p2p_unsupported"),
    ("RuntimeError: CUDA error: peer mapping resources exhausted", "gpu_p2p_unsupported"),
    ("enable peer access returned cudaErrorTooManyPeers", "gpu_p2p_unsupported"),
    # GPU generation lacks the feature
    ("ptxas /tmp/x.ptx, line 12; error   : Feature '.bf16' requires .target sm_80 or higher", "dtype_unsupported_by_gpu"),
    ("ptxas k.ptx, line 3; error   : Feature 'cp.async' requires .target sm_80 or higher", "dtype_unsupported_by_gpu"),
    ("ERROR: Your GPU does not support Int8 Matmul!", "dtype_unsupported_by_gpu"),
    ("cuBLAS API failed with status 15\nerror detected", "dtype_unsupported_by_gpu"),
    ("FATAL: FlashAttention requires building with sm version sm80-sm90, but was built for < 7.5",
     "dtype_unsupported_by_gpu"),
    # bitsandbytes set-up
    ("CUDA SETUP: CUDA detection failed! Possible reasons:\n1. CUDA driver not installed\n2. CUDA not installed",
     "cuda_init_failed"),
    ("CUDA SETUP: Setup Failed!", "cuda_init_failed"),
    ("Unknown CUDA exception! Please check your CUDA install. It might also be that your GPU is too old.",
     "cuda_init_failed"),
    ("[bitsandbytes.cextension|ERROR]bitsandbytes library load error: Configured CUDA binary not found at "
     "/opt/venv/bitsandbytes/libbitsandbytes_cuda128.so", "cuda_init_failed"),
    # out of memory in a program's words
    ("llm: CUDA kv cache alloc failed (512.00 MiB): out of memory", "gpu_oom"),
    ("engine: weight allocation failed (1.5 GiB): out of memory", "gpu_oom"),
    # CUDA cannot start, in library wrappers
    ("RuntimeError: Error while calling cudaGetDeviceCount(&num_devices) in file /src/dlib/cuda/gpu_data.cpp:50. "
     "code: 3, reason: initialization error", "cuda_init_failed"),
    ("RuntimeError: Error while calling cudaSetDevice(dev) in file dlib/cuda/cuda_utils.h:120. code: 0, reason: "
     "unknown error", "cuda_init_failed"),
    ("OpenCV Error: Gpu API call (initialization error) in setDevice, file gpumat.cpp, line 80", "cuda_init_failed"),
    ("ai.rapids.cudf.CudaException: initialization error", "cuda_init_failed"),
    ("numba.cuda.cudadrv.error.NvvmSupportError: libNVVM cannot be found. Do `conda install cudatoolkit`:",
     "cuda_init_failed"),
    # arch / driver / versions
    ("Check failed: status == CUDNN_STATUS_SUCCESS (6 vs. 0)  CUDNN_STATUS_ARCH_MISMATCH", "no_kernel_image_arch"),
    ("E: Version '550.54.15-1' for 'nvidia-driver-550' was not found", "driver_install_failed"),
    ("E: Version '535.104.05-1' for 'cuda-drivers' was not found", "driver_install_failed"),
    ("RMM failure at: cuda_async_memory_resource.hpp:80: cudaMallocAsync not supported with this CUDA driver/runtime "
     "version", "cuda_driver_too_old"),
    ("NvvmSupportError: No supported GPU compute capabilities found. Please check your cudatoolkit version matches "
     "your CUDA version.", "cuda_library_version_mismatch"),
    # busy
    ("LockDevice: Failed to lock GPU 1 for exclusive use.", "gpu_busy_unavailable"),
    ("BestGpu: failed to lock GPU for exclusive use, using the CPU", "gpu_busy_unavailable"),
])
def test_round30_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("NCCL INFO Channel 00 : 0[0] -> 1[1] via P2P/IPC", "gpu_p2p_unsupported"),
    ("ptxas info    : Used 32 registers, 384 bytes cmem[0]", "dtype_unsupported_by_gpu"),
    ("cuBLAS API failed with status 13", "dtype_unsupported_by_gpu"),
    ("FlashAttention 2 is enabled for this model", "dtype_unsupported_by_gpu"),
    ("CUDA SETUP: Detected CUDA version 121", "cuda_init_failed"),
    ("CUDA SETUP: CUDA runtime path found: /usr/local/cuda/lib64/libcudart.so", "cuda_init_failed"),
    ("alloc failed: invalid argument", "gpu_oom"),
    ("RuntimeError: Error while calling cudaMalloc(&data, size) in file gpu_data.cpp:218. code: 2, reason: out of memory",
     "cuda_init_failed"),
    ("OpenCV Error: Gpu API call (invalid device function) in kernel, file x.cu, line 1", "cuda_init_failed"),
    ("CUDNN_STATUS_SUCCESS", "no_kernel_image_arch"),
    ("E: Version '2.1.0-1' for 'python3-foo' was not found", "driver_install_failed"),
    ("RMM: using cuda_async_memory_resource with cudaMallocAsync", "cuda_driver_too_old"),
    ("numba: libNVVM found at /usr/local/cuda/nvvm/lib64/libnvvm.so", "cuda_init_failed"),
    ("LockDevice: Locked GPU 0 for exclusive use.", "gpu_busy_unavailable"),
])
def test_round30_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_bnb_setup_failure_outranks_its_possible_reasons_list():
    # bitsandbytes lists 'CUDA driver not installed' as one guess of four after 'CUDA detection failed': the failure
    # of its set-up is the finding
    m = top("CUDA SETUP: CUDA detection failed! Possible reasons:\n1. CUDA driver not installed\n2. CUDA not installed\n"
            "3. You have multiple conflicting CUDA libraries")
    assert m and m["category"] == "cuda_init_failed", m


def test_sized_alloc_oom_outranks_later_consequences():
    m = top("ds: CUDA backend initialized on NVIDIA X (sm_120)\nds: CUDA cache alloc failed (64.00 MiB): out of memory\n"
            "ds: CUDA synchronize failed: an illegal memory access was encountered")
    assert m and m["category"] == "gpu_oom", m
