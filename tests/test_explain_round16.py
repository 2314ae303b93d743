"""Round 16 (CATALOGUE-14: the fresh27/28 first runs). The concept layer widened BY CAUSE, not by the missed samples'
wording: every GPU allocator's own failure words and status codes, CUDA libraries by their bare names, a CUDA call's
numeric result, a CDI name an engine refused, NCCL's result codes, UCX endpoint wire-up, the rendezvous store behind
a network error, 'requested more GPUs than visible', nvcc's arch refusal without its head. The positives below are
written from the emitters' format strings (cited in doctor/signatures/concepts.py), in programs the corpus texts that
prompted them did not come from; the negatives are texts with no GPU failure (or another cause) that must stay silent."""
import pytest

from doctor.explain import explain
from explain_top import first


@pytest.mark.parametrize("text,category", [
    # allocators (Numba's driver.py CudaAPIError, CuPy's memory pool, HIP, cuSOLVER, RMM's pool, TF's BFC, MindSpore)
    ("numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY", "gpu_oom"),
    ("hipErrorOutOfMemory: hipMalloc(&ptr, 8589934592)", "gpu_oom"),
    ("cusolver error: CUSOLVER_STATUS_ALLOC_FAILED, when calling `cusolverDnCreate(handle)`", "gpu_oom"),
    ("RuntimeError: std::bad_alloc: out_of_memory: RMM failure at: /opt/conda/include/rmm/mr/device/"
     "arena_memory_resource.hpp:238: Maximum pool size exceeded", "gpu_oom"),
    ("MemoryError: std::bad_alloc: CUDA error at: /opt/conda/include/rmm/mr/device/managed_memory_resource.hpp:73",
     "gpu_oom"),
    ("W tensorflow/core/common_runtime/bfc_allocator.cc:479] Allocator (GPU_0_bfc) ran out of memory trying to allocate "
     "2.00GiB (rounded to 2147483648)", "gpu_oom"),
    ("[ERROR] DEVICE(1,7f,python):2024-01-01 [mindspore/ccsrc/plugin/device/gpu/hal/device/gpu_memory_allocator.cc:120] "
     "Malloc device memory failed, size[1073741824]", "gpu_oom"),
    ("CudaException: ErrorOutOfMemory: The API call failed because it was unable to allocate enough memory", "gpu_oom"),
    # CUDA libraries by their bare names (JAX's plugin check for another library; a TensorRT/nvJPEG loader)
    ("RuntimeError: Unable to load cuSOLVER. Is it installed?", "cuda_init_failed"),
    ("RuntimeError: Unable to load CUPTI. Is it installed?", "cuda_init_failed"),
    ("[E] Could not load library nvinfer: cannot open shared object file", "cuda_init_failed"),
    # a CUDA call's number (other calls than the corpus texts': cuCtxCreate, cudaSetDevice, cudaMalloc)
    ("ERROR: cudaSetDevice returned 100", "no_device_visible"),
    ("cuModuleLoadData failed with error 209", "no_kernel_image_arch"),
    ("cuCtxCreate failed: 804", "forward_compat_unsupported"),
    ("cudaMalloc returned 35 while allocating the workspace", "cuda_driver_too_old"),
    ("cudaGetDeviceCount() returned 802", "fabric_manager_not_running"),
    # no code for this architecture, in the error names
    ("numba.cuda.cudadrv.driver.LinkerError: [209] Call to cuLinkAddData results in CUDA_ERROR_NO_BINARY_FOR_GPU",
     "no_kernel_image_arch"),
    ("RuntimeError: CUDA driver error: device kernel image is invalid", "no_kernel_image_arch"),
    # nvcc/NVRTC refusing the target architecture without 'nvcc fatal :'
    ("error: Unsupported gpu architecture 'compute_90a' (building flash-attn)", "cuda_toolkit_arch_unsupported"),
    ("nvrtc: error: invalid value for --gpu-architecture (-arch)", "cuda_toolkit_arch_unsupported"),
    # a CDI name refused by another engine (Docker's CDI resolution)
    ("crun: invalid device `nvidia.com/gpu=1`: unknown device mode", "cdi_unresolvable"),
    ("Error: invalid device nvidia.com/gpu=3: no such device", "cdi_unresolvable"),
    # NCCL's result codes through a caller's CHECK or by name
    ("F0101 00:00:00 nccl.cpp:42] Check failed: status == ncclSuccess (5 vs. 0) invalid usage", "nccl_error"),
    ("torch.distributed.DistBackendError: ncclInvalidArgument: Invalid value for an argument.", "nccl_error"),
    # UCX wire-up (UCC/Open MPI words) and the rendezvous store behind a network error
    ("[host:123] pml_ucx.c:419  Error: ucp_ep_create(proc=3) failed: Destination is unreachable", "bootstrap_connect_failed"),
    ("[1700000000.1] [node2:9:0] rdmacm_cm_ep.c:123 UCX ERROR received event RDMA_CM_EVENT_REJECTED. status = -1",
     "bootstrap_connect_failed"),
    ("torch.distributed.DistNetworkError: The client socket has failed to connect to [trainer-0]:29500 "
     "(errno: 113 - No route to host). while creating TCPStore", "rendezvous_unreachable"),
    ("RuntimeError: rendezvous backend c10d: Connection refused (master_addr=10.0.0.5)", "rendezvous_unreachable"),
    # more GPUs asked for than visible
    ("ValueError: requested 4 GPUs but only 2 are available on this node", "no_device_visible"),
    # round 16, from emitters.yaml's format strings (other renderings): CUDA error names in a binding's spelling
    ("ManagedCuda.CudaException: ErrorDeviceUnavailable: requested CUDA device is unavailable at the current time.",
     "gpu_busy_unavailable"),
    ("cudarc::driver::DriverError(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)", "driver_library_mismatch"),
    # a rendezvous store by its implementation, waiting (PyTorch's PrefixStore over a FileStore)
    ("RuntimeError: [file_store.cc:321] Timeout waiting for key: default_pg/0//cuda//0", "rendezvous_unreachable"),
    # retired pages, Open MPI's TCP BTL, the node not advertising GPUs, a dtype the device lacks, torch's arch table
    ("dcgmi health: A pending retired page has been detected in GPU 3.", "ecc_error"),
    ("WARNING: Open MPI failed to TCP connect to a peer MPI process (rank 3).", "bootstrap_connect_failed"),
    ("validator: GPU resources are not discovered by the node", "device_plugin_error"),
    ("Error: requested fp8 weights, but the target GPU does not support fp8 matmul", "dtype_unsupported_by_gpu"),
    ("ValueError: Unknown CUDA arch (10.3) or GPU not supported", "cuda_toolkit_arch_unsupported"),
    # NVML's reason, and UCX's /dev/shm on a host whose name says gpu
    ("E0101 00:00:00.0 1 main.go:12] Failed to initialize NVML: Driver Not Loaded", "driver_not_loaded"),
    ("[gpu-node-7:11:0] mm_posix.c:206 UCX ERROR Not enough memory to write total of 1048576 bytes. Please check that "
     "/dev/shm or the directory you specified has more available memory.", "shm_insufficient"),
])
def test_round16_concepts_read_the_cause_in_other_programs_wording(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # host memory, not a GPU allocator
    "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
    "MemoryError: std::bad_alloc (while reading the CSV on the CPU)",
    # numbers that are not a CUDA call's result
    "current returned 3 rows",
    "cudaMalloc: allocated 100 MiB in 35 ms",
    "Listening on port 804 for metrics",
    # node labels and resource names are not CDI device names
    "node(s) didn't match Pod's node affinity/selector: nvidia.com/gpu.present=true not found",
    "nvidia.com/gpu: 1 (requested device count)",
    # an unrelated refused/unreachable connection (no rendezvous store), a Redis store, the API server's etcd
    "Failed to connect to Redis store at 10.0.0.9:6379: Connection refused",
    "etcd: dial tcp 127.0.0.1:2379: connect: connection refused",
    "The connection to the server localhost:8080 was refused - did you specify the right host or port?",
    # NCCL's benign lines and a CHECK that succeeded
    "host:1:2 [0] NCCL INFO NET/IB : No device found.",
    "host:1:2 [0] NCCL INFO comm 0x55 rank 0 nranks 8 cudaDev 0 busId 1000 - Init COMPLETE",
    # INFO lines and success counts
    "INFO: requested 2 GPUs, only 2 are available: using both",
    "Tests finished: 0 errors, 0 failures (GPU suite)",
    "[12345.678] Out of memory: Killed process 4242 (python) total-vm:123456kB, anon-rss:65432kB",
    # library names that only state a version
    "cuDNN version 8907, cuBLAS version 12.2",
    # TF-TRT's warning on every start without TensorRT, retired-page counters at zero, a dtype on the CPU
    "W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT",
    "Retired Pages: Single Bit ECC: 0, Double Bit ECC: 0, Pending Page Blacklist : No",
    "RuntimeError: the CPU device does not support bfloat16 matmul on this platform",
    # an ordinary key-value store (not a rendezvous), a plain device word without a CDI name
    "redis: wait timeout while reading from the session store",
    "ERROR: invalid device /dev/sdb: no such device",
])
def test_round16_concepts_stay_silent_on_text_with_no_such_failure(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    assert not [g for g in got if g[0].startswith("concept/")], got


def test_jax_outdated_library_reads_the_version_first_and_names_the_init_failure():
    """The round-15 label conflict (conda-forge/jax-feedstock#149 vs rgommers/pixi-dev-scipystack#1), decided for the
    cause: the installed library older than the build's minimum; the backend's failure is named as the other reading."""
    text = ("jaxlib.xla_extension.XlaRuntimeError: Unable to initialize backend 'cuda': Unable to use CUDA because of the "
            "following issues with CUDA components:\nOutdated cuBLAS installation found.\nVersion JAX was built against: "
            "120205\nMinimum supported: 120100\nInstalled version: 120002")
    m = first(text)
    assert m["category"] == "cuda_library_version_mismatch" and m["id"] == "gpu/jax-outdated-cuda-library"
    assert [r["category"] for r in m["readings"]] == ["cuda_library_version_mismatch", "cuda_init_failed"]


def test_libcuda_missing_names_both_readings_host_first_without_a_container():
    """cupy/cupy#1790 and NixOS/nixpkgs#127329 (fresh28) are labelled driver_not_loaded (a host). Round 20, the lead's
    libcuda rule: with no container evidence in the paste the host reading is first and the container reading second,
    with the command that tells them apart; a paste that shows a container keeps the container reading first."""
    m = first("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert m["category"] == "driver_not_loaded"
    assert [r["category"] for r in m["readings"]] == ["driver_not_loaded", "container_runtime_misconfigured"]
    assert "nvidia-smi" in m.get("distinguish", "") or "nvidia-smi" in str(m)
    m = first("root@5f2c9a1b7d3e:/app# python -c 'import cupy'\n"
              "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert m["category"] == "container_runtime_misconfigured"
    assert [r["category"] for r in m["readings"]] == ["container_runtime_misconfigured", "driver_not_loaded"]


@pytest.mark.parametrize("text", [
    "0/8 nodes are available: 8 Insufficient cpu, 8 Insufficient memory, 8 Insufficient nvidia.com/gpu.",
    "0 /3 nodes are available: 1 Insufficient GPU Memory in one device, 2 Insufficient aliyun.com/gpu-mem",
    "Warning  FailedScheduling  21s  default-scheduler  0/2 nodes are available: 1 Insufficient cpu, 1 Insufficient "
    "nvidia.com/gpu, 2 Insufficient memory.",
    "pod didn't trigger scale-up: 3 Insufficient memory, 1 Insufficient nvidia.com/gpu",
])
def test_a_schedulers_insufficient_memory_is_never_a_gpu_oom(text):
    """A scheduler's reason list ('N Insufficient memory' beside 'Insufficient nvidia.com/gpu') is node capacity for a
    pending pod (explain's 'scheduling' part reads it), never an allocation that failed on a GPU: before round 16 the
    gpu_oom family and concept read events.yaml's first message and two more as gpu_oom."""
    r = explain(text)
    assert not [m for m in r["matches"] if m["category"] == "gpu_oom"], r["matches"]

