"""Round 39 of issue 12 (CATALOGUE-35): fresh148..153's first runs (graph neural networks and their CUDA extension
wheels, speech synthesis, Windows-native CUDA, crypto miners / hashcat / BOINC, non-Python bindings, kernel compilers)
and negatives10's false claims. Each entry reads its emitter's wording in other wordings than the corpus texts:
PaddlePaddle's dynamic loader, cuDNN 8's zlibwapi.dll, the CUDA DLLs of torch (ctypes' wording) and DJL, onnxruntime's
provider loader, CudaMiner's CUDA check, the miners' device enumeration and DAG allocation, FinMiner / GMiner's start-up,
NiceHashMiner's NVML wrapper, gorgonia/cu's cuInit, TorchSharp, Knet, CUTLASS / XLA's shared-memory limits, old ptxas'
system share, tileiras' target list, Triton's bf16 conversion. Negatives: near misses that must not read so, and
negatives10's texts (a PyG wheel built for another torch, torch's own CPU DLL, an ld architecture mismatch, an MPS
dispatcher error) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top, hits


@pytest.mark.parametrize("text, want", [
    # cuda_init_failed: the Windows loaders
    ("RuntimeError: (PreconditionNotMet) The third-party dynamic library (cufft64_10.dll) that Paddle depends on is not "
     "configured correctly. (error code is 126)", "cuda_init_failed"),
    ("OSError: (PreconditionNotMet) The third-party dynamic library (libcudnn.so) that Paddle depends on is not "
     "configured correctly. (error code is /usr/local/cuda/lib64/libcudnn.so: cannot open shared object file)",
     "cuda_init_failed"),
    ("[TRT] Could not locate zlibwapi.dll. Please make sure it is in your library path!", "cuda_init_failed"),
    ("FileNotFoundError: Could not find module 'D:\\env\\Lib\\site-packages\\torch\\lib\\cublas64_11.dll' (or one of "
     "its dependencies). Try using the full path with constructor syntax.", "cuda_init_failed"),
    ("java.lang.UnsatisfiedLinkError: C:\\Users\\me\\.djl.ai\\pytorch\\2.0.1-cu118-win-x86_64\\cudnn64_8.dll: Can't find "
     "dependent libraries", "cuda_init_failed"),
    ("[E:onnxruntime:, provider_bridge_ort.cc:1548 onnxruntime::TryGetProviderInfo_TensorRT] [ONNXRuntimeError] : 1 : "
     "FAIL : Error loading \"C:\\venv\\onnxruntime\\capi\\onnxruntime_providers_tensorrt.dll\" which depends on "
     "\"nvinfer_10.dll\" which is missing. (Error 126)", "cuda_init_failed"),
    # cuda_init_failed: the miners' and bindings' words
    ("[2022-02-02 10:00:00] GPU #1: cudaError 30 (unknown error) calling 'cudaMalloc(&d_V, size)' (salsa_kernel.cu line "
     "310)", "cuda_init_failed"),
    ("11:00:01 failed to initialize cuda platform", "cuda_init_failed"),
    ("Error: Failed to initialize NVRTC library, check your driver", "cuda_init_failed"),
    ("goroutine 1 [running]:\ngorgonia.org/cu.init.0()\n\t/go/pkg/mod/gorgonia.org/cu@v0.9.4/cu.go:12 +0x85",
     "cuda_init_failed"),
    ("This application or script uses TorchSharp but doesn't contain a reference to libtorch-cuda-12.1-linux-x64, "
     "Version=2.2.1.1.", "cuda_init_failed"),
    # no_device_visible, gpu_oom, xid_error
    ("Number of Cuda supported GPUs: 0", "no_device_visible"),
    ("No Cuda driver or GPUs detected.", "no_device_visible"),
    ("ERROR: KnetPtr: bad device id -1.", "no_device_visible"),
    ("GPU 2: error when allocating memory or building DAG. Disabling card.", "gpu_oom"),
    ("20240101 12:00:00 ERROR: GPU #0: not enough memory to hold the DAG for epoch 512", "gpu_oom"),
    ("[2023-01-01 10:00:00.000]  nv   KawPow failed to initialize DAG: <kawpow_prepare>:120 \"out of memory\"", "gpu_oom"),
    ("cu 10:00:00 cuda-1    Only 3.90 GB available. Mining suspended on device ...", "gpu_oom"),
    ("Epoch 50 requires 5.66 GB memory\nThis device hasn't enough memory available. Mining suspended.", "gpu_oom"),
    ("[ERROR] [NVML] System.Exception: NVML get fan speed failed with code: GPUIsLost", "xid_error"),
    # the kernel compilers
    ("GEMM kernel requires 232448 bytes shared memory but device supports 101376", "gpu_shared_memory_insufficient"),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Shared memory requested exceeds device resources.",
     "gpu_shared_memory_insufficient"),
    ("RESOURCE_EXHAUSTED: Shared memory size limit exceeded: requested 262144, available: 232448",
     "gpu_shared_memory_insufficient"),
    ("xla::Status: RESOURCE_EXHAUSTED: Shared memory size limit exceeded.", "gpu_shared_memory_insufficient"),
    ("ptxas error   : Entry function 'k' uses too much shared data (0xc010 bytes + 0x10 bytes system, 0xc000 max)",
     "gpu_shared_memory_insufficient"),
    ("tileiras: for the --gpu-name option: Cannot find option named 'sm_61'!", "cuda_toolkit_arch_unsupported"),
    ("Unsupported conversion from f8E4M3FN to f16\nUNREACHABLE executed at ElementwiseOpToLLVM.cpp:820!",
     "dtype_unsupported_by_gpu"),
])
def test_round39_reads_each_emitters_wording(text, want):
    m = top(text)
    assert m is not None and m["category"] == want, m and (m["id"], m["category"], m["line"])


def test_a_cuda_error_before_the_miners_no_device_line_names_the_cause():
    # ethminer prints its CUDA error first (fresh151 ethminer#2359): that error ranks first
    m = top("CUDA Error : unknown error\nError: No usable mining devices found")
    assert m is not None and m["category"] == "cuda_init_failed"


@pytest.mark.parametrize("text", [
    # Paddle's loader on the DRIVER library is driver_not_loaded's (Paddle#70393), not this entry
    "The third-party dynamic library (libcuda.so) that Paddle depends on is not configured correctly. (error code is 2)",
    # a DAG that was built, a miner's device list that is not empty, NVML reporting a GPU that is fine
    "GPU 0: DAG generated in 4.2 s (not enough? no: 5.1 GB free)",
    "Number of Cuda supported GPUs: 2",
    "[NVML] power get failed with status: NotSupported",
    # shared memory below the limit, a tileiras option it knows, a conversion Triton supports
    "kernel uses 49152 bytes shared memory; device supports 101376",
    "tileiras --gpu-name sm_90 -O3 kernel.tile",
    "Supported conversion from bf16 to f32 (fast path)",
    # torch's own CPU DLL loads fine, Go's cu package imported without a panic
    "Loaded C:\\env\\Lib\\site-packages\\torch\\lib\\fbgemm.dll",
    "import gorgonia.org/cu",
])
def test_round39_near_misses_stay_off(text):
    assert not hits(text, {
        "paddle-dynload-cuda-library", "miner-dag-out-of-memory", "miner-no-usable-device", "kernel-shared-memory-limit",
        "tileiras-unknown-gpu-name", "triton-unsupported-dtype-conversion", "gorgonia-cu-init", "gpu-lost"})


@pytest.mark.parametrize("text", [
    # (negatives10's PyG wheel built for another torch, an undefined c10 symbol, reads cuda_library_version_mismatch since
    # round 87: test_the_cuda_side_of_an_extension_reads_like_any_other_torch_symbol)
    # torch's own CPU DLLs on Windows
    "OSError: [WinError 126] The specified module could not be found. Error loading \"C:\\Python311\\Lib\\site-packages"
    "\\torch\\lib\\c10.dll\" or one of its dependencies.",
    "OSError: [WinError 182] Error loading \"C:\\envs\\a\\lib\\site-packages\\torch\\lib\\shm.dll\" or one of its dependencies.",
    # ld skipping a library of another architecture
    "/usr/bin/ld: skipping incompatible /opt/libtorch/lib/libc10.so when searching for -lc10",
    # the dispatcher's MPS key
    "NotImplementedError: Could not run 'aten::_sparse_coo_tensor_with_dims_and_tensors' with arguments from the "
    "'SparseMPS' backend.",
])
def test_round39_not_stack_causes_read_silent(text):
    assert explain(text)["matches"] == []


def test_the_cuda_side_of_an_extension_reads_like_any_other_torch_symbol():
    # rounds 39 and 43 read these silent (a wheel built for another torch, the Python environment); round 87 reads every
    # undefined symbol of torch's own C++ namespaces as a compiled extension built for another torch, the category's
    # definition (tests/corpus/README.md 'Eighty-seventh round'), in the CUDA namespace or not
    for text in ("ImportError: /x/torch_scatter/_scatter_cuda.so: undefined symbol: _ZN3c104cuda20CUDACachingAllocator9allocatorE",
                 "OSError: /env/lib/python3.11/site-packages/torch_cluster/_grid_cpu.so: undefined symbol: "
                 "_ZN3c1017RegisterOperatorsD1Ev"):
        m = top(text)
        assert m is not None and (m["category"], m["id"]) == ("cuda_library_version_mismatch", "gpu/torch-extension-undefined-symbol"), m
