"""Round 69 of issue 12: EMITTERS-3, 316 messages read from 25 GPU programs' source (tests/corpus/emitters.yaml entries
293..608: 252/316 on round 68's final, which never saw them). Each new or widened entry read on the message it was
written for and on another wording or value of its emitter, and not on near misses (tests/corpus/README.md
'Sixty-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # GROMACS
    ("driver_not_loaded", "gpu/gromacs-no-valid-cuda-driver",
     "Detection of GPUs failed. The API reported:\nNo valid CUDA driver found"),
    ("no_kernel_image_arch", "gpu/gromacs-architecture-not-in-build",
     "WARNING: The gmx mdrun binary does not include support for the CUDA architecture\nof the GPU ID #0 (compute "
     "capability 12.0)."),
    ("no_kernel_image_arch", "gpu/gromacs-architecture-not-in-build",
     "Some of the requested GPUs do not exist, behave strangely, or are not compatible:\n    GPU #1: not in set of "
     "targeted devices"),
    ("gpu_busy_unavailable", "gpu/gromacs-gpu-unavailable",
     "Some of the requested GPUs do not exist, behave strangely, or are not compatible:\n    GPU #1: unavailable"),
    ("no_device_visible", "gpu/gromacs-gpu-nonexistent",
     "Some of the requested GPUs do not exist, behave strangely, or are not compatible:\n    GPU #3: nonexistent"),
    # LAMMPS, Kokkos
    ("no_kernel_image_arch", "gpu/lammps-gpu-library-not-for-this-gpu",
     "ERROR: GPU library not compiled for this accelerator (src/GPU/gpu_extra.h:61)"),
    ("dtype_unsupported_by_gpu", "gpu/lammps-double-precision-unsupported",
     "ERROR: Double precision is not supported on this accelerator (src/GPU/gpu_extra.h:63)"),
    ("dtype_unsupported_by_gpu", "gpu/lammps-double-precision-unsupported",
     "ERROR: GPU library was compiled for double or mixed precision floating point but GPU device supports single "
     "precision only. (src/GPU/gpu_extra.h:84)"),
    ("gpu_busy_unavailable", "gpu/lammps-accelerator-sharing-unsupported",
     "ERROR: Accelerator sharing is not currently supported on system (src/GPU/gpu_extra.h:67)"),
    ("no_device_visible", "gpu/kokkos-requested-gpu-not-available",
     "Error: Requested GPU with id '3' but only 2GPU(s) available! Raised by Kokkos::initialize()."),
    # NVENC in FFmpeg and OBS
    ("no_device_visible", "gpu/nvenc-no-encode-device",
     "[hevc_nvenc @ 0x5581] OpenEncodeSessionEx failed: no encode device (1): (no details)"),
    ("driver_not_loaded", "gpu/obs-nvenc-cuda-library", "14:02:31.118: [NVENC] Test process failed: cuda_lib"),
    ("driver_not_loaded", "gpu/obs-nvenc-cuda-library", "Failed to open NVENC codec: Loading CUDA library failed."),
    ("nvml_init_failed", "gpu/obs-nvenc-nvml-init", "[NVENC] Test process failed: nvml_init_9"),
    ("cuda_init_failed", "gpu/obs-nvenc-cuda-init", "[NVENC] Test process failed: cuda_init_999"),
    ("no_device_visible", "gpu/obs-nvenc-no-devices", "[NVENC] Test process failed: no_devices"),
    ("cuda_driver_too_old", "gpu/obs-nvenc-outdated-driver", "[NVENC] Test process failed: outdated_driver"),
    ("gpu_busy_unavailable", "gpu/nvenc-session-limit", "[NVENC] Test process failed: session_limit"),
    ("gpu_busy_unavailable", "gpu/nvenc-session-limit",
     "NVENC Error: Too many concurrent sessions. Try closing other recording software that might be using NVENC"),
    # Blender Cycles
    ("driver_not_loaded", "gpu/cycles-cuew-init-failed", "WARNING: CUEW initialization failed: Error opening the library"),
    ("no_kernel_image_arch", "gpu/cycles-no-kernel-for-compute-capability",
     "ERROR: CUDA binary kernel for this graphics card compute capability (12.0) not found."),
    ("no_kernel_image_arch", "gpu/cycles-no-kernel-for-compute-capability",
     "ERROR: CUDA backend requires compute capability 5.0 or up, but found 3.7."),
    # MegEngine, TVM
    ("driver_not_loaded", "gpu/megengine-cuda-api-library-not-loaded",
     "info: + Failed to load CUDA driver library, MegEngine works under CPU mode now.      +"),
    ("cuda_init_failed", "gpu/megengine-nvrtc-not-loaded", "info: Failed to load nvrtc API library"),
    ("gpu_oom", "gpu/megengine-out-of-memory",
     "RuntimeError: out of memory while requesting 2147483648 bytes; you can try setting MGB_CUDA_RESERVE_MEMORY to "
     "reserve all memory."),
    ("gpu_oom", "gpu/megengine-out-of-memory",
     "[ERR] async cuda init failed: cuda error 2: out of memory (cudaStreamCreateWithFlags( &m_cuda_env.stream, "
     "cudaStreamNonBlocking) at comp_node_env.cpp:operator():187)"),
    ("gpu_p2p_unsupported", "gpu/megengine-p2p-copy-check",
     "RuntimeError: P2P copy (2 => 3) check failed; consider disabling Access Control Services(ACS) for the PCI device"),
    ("cuda_init_failed", "gpu/megengine-cuda-initialization-error",
     "[WARN] cuda unavailable: initialization error(3) ndev=-1\nRuntimeError: cuda initialization error."),
    ("no_device_visible", "gpu/megengine-gpu-out-of-range", "extra message: request gpu0 out of valid range [0, 0)"),
    ("no_device_visible", "gpu/tvm-no-cuda-arch-or-gpu",
     "ValueError: No CUDA architecture was specified or GPU detected.Try specifying it by adding '-arch=sm_xx' to your "
     "target."),
    # distributed stacks
    ("rendezvous_unreachable", "distributed/oneflow-bootstrap-not-ready",
     "F1202 ctrl_server.cpp:35] Check failed: port() == bound_port (49155 vs. 0) Port 49155 is unavailable"),
    ("rendezvous_unreachable", "distributed/oneflow-bootstrap-not-ready",
     "W1202 rank_info_bootstrap_server.cpp:103] BootstrapServer not ready, rpc server on some rank have not been created "
     "successfully. Failed at 100 times, total ranks(world_size): 16, ready ranks: 8"),
    ("ib_unavailable", "distributed/oneflow-no-ib-device",
     "F1202 ibverbs_comm_network.cpp:110] Check failed: num_device > 0 (0 vs. 0) No IB device found"),
    ("rendezvous_unreachable", "distributed/dgl-client-cannot-connect",
     "dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer[10.20.1.11:30050] after 1024 retries."),
    ("rendezvous_unreachable", "distributed/dgl-client-cannot-connect",
     "RuntimeError: Failed to get available port for ip~10.20.1.11"),
    ("nccl_error", "distributed/megengine-megray-failed", "extra message: MegRay all_gather failed"),
    ("shm_insufficient", "distributed/paddle-nccl-no-space-shm",
     "OSError: (External) NCCL error(2), unhandled system error (run with NCCL_DEBUG=INFO for details).  Detail: No "
     "space left on device"),
    ("rendezvous_unreachable", "distributed/coordinator-grpc-unreachable",
     "[2026-06-12 08:14:33,530 W 2817 2817] gcs_client.cc:178: Failed to get cluster ID from GCS server: RpcError: "
     "Deadline Exceeded rpc_code: 4"),
    ("no_device_visible", "gpu/deepspeed-accelerator-fallback-cpu",
     "[WARNING] [real_accelerator.py:199:get_accelerator] Setting accelerator to CPU. If you have GPU or other "
     "accelerator, we were unable to detect it."),
    ("cuda_library_version_mismatch", "gpu/megatron-nixl-cuda-major",
     "RuntimeError: PyTorch uses CUDA 12.8, but NIXL selected nixl_cu13. Install the matching backend"),
    ("driver_not_loaded", "gpu/trtllm-cuda-driver-library-not-open",
     "RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: CUDA driver library is not open correctly."),
    ("cuda_driver_too_old", "gpu/trtllm-nvml-symbol-missing",
     "[TensorRT-LLM][ERROR] Assertion failed: Required NVML symbol not found: nvmlDeviceGetComputeRunningProcesses_v3"),
    ("driver_not_loaded", "runtime/nvml-driver-not-loaded",
     "RuntimeError: Failed, NVML error /src/tensorrt_llm/cpp/tensorrt_llm/thop/allreduceOp.cpp:1043 'Driver Not Loaded'"),
    ("driver_not_loaded", "runtime/nvml-driver-not-loaded",
     "[/opt/dali/dali/util/nvml_wrap.cc:60] nvmlInitChecked failed: Driver Not Loaded"),
    ("dtype_unsupported_by_gpu", "concept/feature-needs-newer-sm",
     "RuntimeError: cudnn fused DSA requires SM90+ (Hopper or later), got SM80."),
    ("dtype_unsupported_by_gpu", "concept/feature-needs-newer-sm", "model_format=fp8 requires sm>=9.0."),
    ("cuda_library_version_mismatch", "concept/cuda-library-outdated",
     "ValueError: (InvalidArgument) The installed Paddle is compiled with CUDA12/cuDNN9,but CUDA/cuDNN version in your "
     "machine is CUDA11/cuDNN8."),
    # Python GPU libraries
    ("gpu_p2p_unsupported", "gpu/peer-access-not-enabled",
     "InternalError: 2 potential peer access pairs were reported by the driver, but no peering could be enabled."),
    ("gpu_p2p_unsupported", "gpu/peer-access-not-enabled", "Warp error: device 1 cannot access device 0"),
    ("gpu_p2p_unsupported", "gpu/peer-access-not-enabled", "RuntimeError: Device cuda:1 cannot access device cuda:0"),
    ("driver_not_loaded", "gpu/torch-nvml-driver-cannot-be-loaded",
     "RuntimeError: cuda driver can't be loaded, is cuda enabled?"),
    ("cuda_driver_too_old", "gpu/taichi-cuda-backend-driver-too-old",
     "[W cuda_driver.cpp:CUDADriver@134] The Taichi CUDA backend requires at least CUDA 10.0, got v9.2."),
    ("driver_not_loaded", "gpu/taichi-no-cuda-driver-api",
     "[W llvm_runtime_executor.cpp:LlvmRuntimeExecutor@42] No CUDA driver API detected."),
    ("gpu_shared_memory_insufficient", "gpu/taichi-dynamic-shared-memory",
     "RuntimeError: [cuda_context.cpp:launch@151] Requested dynamic shared memory size of 131072 bytes, but the device "
     "supports max capacity of 101376 bytes."),
    ("driver_not_loaded", "gpu/warp-cuda-driver-not-found",
     "Warp CUDA warning: Could not find or load the NVIDIA CUDA driver. GPU execution will not be available."),
    ("driver_not_loaded", "gpu/warp-cuda-driver-not-found",
     "RuntimeError: Conditional graph nodes require CUDA driver 12.4+, but no CUDA driver was found"),
    ("cuda_driver_too_old", "gpu/warp-feature-needs-newer-driver",
     "RuntimeError: Conditional graph nodes require CUDA driver 12.4+"),
    ("container_runtime_misconfigured", "gpu/dali-nvml-library-not-loaded", 'dlopen "libnvidia-ml.so" failed!'),
    ("container_runtime_misconfigured", "gpu/dali-nvml-library-not-loaded",
     "RuntimeError: nvml error: 12 NVML Shared Library couldn't be found or loaded"),
    ("gpu_oom", "gpu/dali-cant-allocate-on-device", "MemoryError: std::bad_alloc: Can't allocate 4294967296 bytes on device 0."),
    ("cuda_init_failed", "gpu/dali-nvjpeg-not-loaded",
     "RuntimeError: dlopen libnvjpeg.so failed!. Please install CUDA toolkit or nvJPEG python wheel."),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round69_reads_each_emitters_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/gromacs-gpu-unavailable", "GPU #1: unavailable for 5 minutes while the job queue drains, retrying"),
    ("gpu/gromacs-gpu-nonexistent", "the GPU #2: nonexistent in this tutorial's example output"),
    ("distributed/oneflow-bootstrap-not-ready", "Port 8080 is unavailable"),
    ("gpu/nvenc-session-limit", "[NVENC] Test process failed: unknown"),
    ("gpu/warp-feature-needs-newer-driver", "Conditional graph nodes are supported by this driver"),
    ("gpu/dali-cant-allocate-on-device", "Can't allocate a buffer on this device"),
    ("distributed/megengine-megray-failed", "MegRay all_reduce succeeded"),
    ("gpu/megengine-cuda-initialization-error", "cuda initialization error handling was improved in this release"),
])
def test_round69_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round69_deepspeed_cpu_fallback_is_context_beside_a_failure():
    text = ("[WARNING] [real_accelerator.py:199:get_accelerator] Setting accelerator to CPU. If you have GPU or other "
            "accelerator, we were unable to detect it.\n"
            "RuntimeError: The NVIDIA driver on your system is too old (found version 11040).")
    assert top(text)["category"] == "cuda_driver_too_old"
    assert explain(text)["matches"][-1]["id"] == "gpu/deepspeed-accelerator-fallback-cpu"


def test_round69_libcuda_readings_follow_the_paste():
    # the new libcuda-loading entries keep the host reading first without container evidence, the container one with it
    for text in ("Warp CUDA warning: Could not find or load the NVIDIA CUDA driver. GPU execution will not be available.",
                 "RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: CUDA driver library is not open correctly."):
        assert top(text)["category"] == "driver_not_loaded"
        assert top("$ docker run --rm -it img python3 run.py\n" + text)["category"] == "container_runtime_misconfigured"
