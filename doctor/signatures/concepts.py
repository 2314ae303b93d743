"""Cause-level concept entries (issue 12, round 15): recall by CAUSE, not by wording.

The fresh23..26 first runs (catalogue 37e2269) missed 41 of 207 log texts, and 31 of those misses were silence on texts
any engineer reads at a glance, each printed by a program the catalogue had not seen: Triton's python backend 'Failed to
increase the shared memory pool size ... use '--shm-size'', Ray's 'System memory request exceeds memory available in
/dev/shm', Paddle's 'Cannot malloc 49.0 MB GPU memory', XGBoost's 'device_helpers.cuh(456): out of memory', CTranslate2's
'Library libcublas.so.12 is not found or cannot be loaded'. Per-program regexes plateau at 80-87% on new programs; a cause
has a small vocabulary every program shares.

Round 16 (fresh27/28's first runs, 18 misses: RAPIDS RMM, managedCuda/NPP, JAX's plugin, UCX endpoints, a TCPStore,
podman's CDI, NVCaffe's NCCL check, DeepStream's 804, Lightning's GPU count) widened the vocabulary BY CAUSE from the
emitters' format strings (tests/corpus/emitters.yaml): every GPU allocator's status codes and words, CUDA libraries by
their bare names, a CUDA call's numeric result and CUDA error names in any binding's spelling, a CDI name an engine
refused, NCCL's result codes, UCX wire-up, rendezvous stores by name; measured alone 788/77/943 -> 857/78/873 on 1,808
texts (tests/corpus/README.md, "Sixteenth round").

Round 17 (fresh29..32's first runs, 27 log misses: the Kubernetes GPU platform layer and LLM fine-tuning stacks) widened it
by cause again: a dtype refusal with the GPU's capability or the hardware as the subject (TensorRT, TransformerEngine,
bitsandbytes, the is_smXX checks), a GPU compute API's device enumeration finding none (OpenCL/HIP/SYCL/Vulkan) and
TensorFlow's placer, CUDA's error string printed as an 'error code', DCGM's Xid metric, the GPU Operator's toolkit and
validator, NCCL's topology code, SIGBUS, 'out of GPU memory', modprobe's refusal in the driver container, a driver
installer's download; alone 949/81/960 -> 984/81/925 on 1,990 texts (tests/corpus/README.md, "Seventeenth round").

Round 18 (fresh33..37's first runs, 55 log misses, 43 of them silence: GPU programs outside Python and the newest
distributed-inference stacks) widened it by cause once more, each from the emitter's own format string: a serialized
TensorRT engine of another version, an extension's undefined CUDA symbol (and the driver library's: the driver is older),
'the CUDA driver could not be loaded' (MATLAB), 'CUDA did not initialise' / OpenCV's -217, a build without GPU support
(ONNX Runtime bindings, onnxruntime-node), a backend with no device (ggml, OpenCL), CUDA's numeric 2 (out of memory),
RMM's initial pool, SageAttention's missing SMxx kernel, TensorRT-LLM's FP8 arch checks, UCX/NIXL peer statuses, NVSHMEM's
bootstrap and IB transports, DeepEP's timeouts, Ray's GCS and the etcd of Dynamo/Mooncake (tests/corpus/README.md,
"Eighteenth round").

Each entry here is one category's cause NOUNS (the thing: /dev/shm, a CUDA library's file name, a GPU word, an RDMA port)
and a FAILURE cue (out of memory, not found, cannot be loaded, exceeds, no active ports...) on the same line (a wrapped
continuation counts: the engine joins a line with the next), sometimes with a context the whole paste must also name
(`context`: 'enforce allocating <= available failed' is the GPU's only in a paste that names a GPU). They:
- rank below every specific signature and every family entry (specificity 1 < CONCEPT_BELOW; the engine's rank_key puts
  them in a tier of their own), and above the resemblance fallback;
- carry confidence 'medium' in explain's JSON (the resemblance fallback says 'low', a signature says nothing);
- never read an INFO/DEBUG-level line (a benign 'NCCL INFO ...' line stays context) nor a line that states success
  ('0 errors');
- name the other reading where the cause word is ambiguous (a DataLoader worker that died: /dev/shm, or a crash).
They are measured ALONE on the whole tunable corpus (tests/corpus/README.md, "Fifteenth round"), with negatives that
must stay silent (tests/test_explain_round15.py).

quota_exceeded and resource_limits_invalid have no concept entry: their texts are API-server messages in one fixed
wording each, which their specific and family entries already read. cdi_unresolvable has one since round 16: a
fully-qualified CDI name (vendor.tld/class=name) that an engine refused (podman 4.x 'invalid device mode: nvidia.com/gpu=0'). nccl_error has only its
result codes (round 16: ncclUnhandledCudaError / ncclInvalidUsage / ncclInvalidArgument, 'ncclSuccess (1 vs. 0)'): 'NCCL
... error' is on the lines of every NCCL-related cause (measured: alone it took 60 texts of IB, timeout and bootstrap
causes), and the nccl family entry already reads NCCL's own generic failures.

Sources: the emitters' format strings are cited per entry (the program's source file), with the corpus threads that show
the wording."""
from __future__ import annotations

from . import sig

# A line that is an INFO/DEBUG/TRACE record (level word in capitals, case-sensitive) or that states no failure is never
# a concept hit. (checked once at the line's start: one pass per line)
_NOT_INFO = r"^(?![^\n]*(?-i:\b(?:INFO|DEBUG|TRACE)\b))(?![^\n]*\b(?:no|zero|0)\s+(?:[\w-]+\s+){0,3}(?:errors?|failures?)\b)"
_GPU_PASTE = r"\b(?:gpus?|cuda\w*|nvidia|vram|cudnn|cublas\w*|nccl)\b"


def _concept(category, slug, title, pattern, meaning, why, fix, source, exclude="", require="", **kw):
    """`exclude`: words that must not be on the line; `require`: words that must be (anywhere on it)."""
    guard = _NOT_INFO + (rf"(?![^\n]*(?:{exclude}))" if exclude else "") + (rf"(?=[^\n]*(?:{require}))" if require else "")
    # (the line-level conditions are a separate guard, searched only on a line the pattern matched: anchored in the
    # pattern itself they made every candidate line pay a lazy scan, +32% on a 25k-line log)
    return sig(category, title + " (concept: the cause's own words)", pattern, meaning, why, fix, source=source,
               id=f"concept/{slug}", specificity=1, confidence="medium", line_guard=guard, **kw)


def _both(nouns: str, cues: str, gap: int = 100) -> str:
    """nouns then cue, or cue then nouns, within `gap` characters of one line."""
    return (rf"(?:{nouns})[^\n]{{0,{gap}}}?(?:{cues})|(?:{cues})[^\n]{{0,{gap}}}?(?:{nouns})")


_LOAD_FAIL = (r"\bis\s+not\s+found\b|\bnot\s+found\b|\bcannot\s+(?:be\s+)?(?:open(?:ed)?|load(?:ed)?|find|found)\b"
              r"|\bcould\s?n[o']?t\s+(?:be\s+)?(?:open(?:ed)?|load(?:ed)?|find|locate)\b"
              r"|\b(?:failed|unable)\s+to\s+(?:open|load|find|locate|dlopen)\b|\bwas(?:n'?t|\s+not)\s+able\s+to\s+be\s+loaded\b"
              r"|\bno\s+such\s+file\b|\bis\s+missing\b|\bcould\s?n[o']?t\s+be\s+found\b|\berror\s+loading\b")
_CUDA_LIBS = (r"\blib(?:cudart|cublas(?:lt)?|cudnn\w*|cufft\w*|curand|cusparse\w*|cusolver\w*|nvrtc\w*|nvjitlink|nvinfer\w*|nvparsers|cutensor\w*"
              r"|custatevec"
              r"|nvonnxparser|cupti|onnxruntime_providers_(?:cuda|tensorrt|shared))\.so[\w.]*"
              r"|\b(?:cudart|cublas(?:lt)?|cudnn\w*|cufft\w*|curand|cusparse|cusolver\w*|nvrtc\w*|nvinfer\w*|nvjitlink)\w*\.dll\b")
_CUDA_DOC = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html"
# the CUDA libraries by their bare names (no lib...so / .dll): how JAX, CuPy, TensorRT and installers name them
_CUDA_NAMES = (r"(?:cudart|cublas(?:lt)?|cudnn|cufft|curand|cusparse(?:lt)?|cusolver|nvrtc|nvjitlink|cupti|nvjpeg|npp"
               r"|nvinfer|cutensor)\b")   # (not TensorRT by name: TF-TRT warns 'Could not find TensorRT' on every start)

SIGNATURES = [
    # ---- memory -------------------------------------------------------------------------------------------------------
    _concept(
        "gpu_oom", "gpu-oom", "GPU memory could not be allocated",
        # a GPU word on the line (a CUDA source file 'device_helpers.cuh(456)', 'GPU 0', 'on device', thrust/cuBLAS...)
        # and an allocation failure: PyTorch c10/cuda/CUDACachingAllocator.cpp 'Allocation on device N would exceed
        # allowed memory. (out of memory)' (ComfyUI prints only 'Allocation on device'), Paddle system_allocator.cc
        # 'Cannot malloc %s MB GPU memory', legacy_allocator.cc 'Cannot allocate %sMB in GPU %d', XGBoost's thrust
        # system_error 'device_helpers.cuh(456): out of memory'
        _both(r"\b(?:gpus?|cuda\w*|vram|thrust|cublas\w*|cudnn\w*|cumem\w*|hip\w*|rocm)\b|\.cuh?\(\d+\)|\bon\s+device\b"
                r"|\bdevice\s+(?:memory|\d+)\b|\bgpu\s*\d+\b",
                r"\bout\s+of\s+memory\b|\boom\b|\bcannot\s+m?alloc(?:ate)?\b|\b(?:could\s?n[o']?t|unable\s+to|failed\s+to)"
                r"\s+m?alloc(?:ate)?\b|\balloc\w*\s+(?:\w+\s+){0,3}failed\b|\bnot\s+enough\s+(?:available\s+|free\s+)?memory\b"
                r"|\bmemory\s+request\s+exceeds\b|\binsufficient\s+memory\b", 80)
        # PyTorch's own OOM sentence names the device itself ('Allocation on device 0 would exceed allowed memory'; ComfyUI
        # prints its head only)
        + r"|\ballocation\s+on\s+device\b(?:\s+\d+)?(?:\s+would\s+exceed\b|\s*$)"
        # VRAM is the GPU's memory by name: 'not enough VRAM', 'Insufficient VRAM', 'exceeds available VRAM', 'VRAM full'
        r"|\b(?:not\s+enough|[iu]nsufficient|out\s+of)\s+(?:gpu\s+|video\s+)?vram\b"
        # round 206 (fresh934 Wan2GP#70: 'it is likely that you have unsufficient VRAM', the misspelling kept; a GPU
        # that 'does not have enough VRAM')
        r"|\b(?:do(?:es)?\s*n[o']?t|not)\s+have\s+enough\s+(?:gpu\s+|video\s+)?vram\b"
        # round 72 (emitters.yaml: COLMAP's sift.cc 'Not enough GPU memory to match N features'): the GPU named inside
        r"|\b(?:not\s+enough|insufficient)\s+(?:free\s+|available\s+)?(?:gpu|cuda|device)\s+memory\b"
        r"|\b(?:exceeds?|more\s+than|larger\s+than)\s+(?:the\s+)?(?:available|free)\s+(?:gpu\s+)?vram\b"
        r"|\bvram\s+(?:is\s+)?(?:full|exhausted|insufficient|exceeded)\b",
        "A program could not allocate GPU memory: the line names the GPU (a CUDA source file, 'GPU 0', 'on device') and "
        "the allocation failure in that program's own words.",
        "The model, batch or context needs more GPU memory than is free: a larger batch/sequence, several processes "
        "sharing the GPU, a framework's memory fraction set too high or a leak across iterations.",
        "Lower the batch size / max sequence length / model size, free the GPU (`nvidia-smi` for other processes), or "
        "give the pod a GPU with more memory; for a framework's memory fraction (FLAGS_fraction_of_gpu_memory_to_use, "
        "gpu_memory_utilization) lower it so other users fit.",
        "https://github.com/pytorch/pytorch/blob/main/c10/cuda/CUDACachingAllocator.cpp ; "
        "https://github.com/PaddlePaddle/Paddle/issues/17171 ; https://github.com/dmlc/xgboost/issues/2874 ; "
        "https://github.com/Comfy-Org/ComfyUI/issues/6073",
        # (host memory, RDMA registration, devices as the thing allocated, OOM while CUDA initialises: other causes)
        exclude=r"\b(?:killed\s+process|oom[-_\s]?kill\w*|memory\s+cgroup|oom_reaper|errno\s*12|shared\s+memory"
                r"|pinned\s+(?:system\s+)?memory|host\s+memory|system\s+memory|register\w*\s+memory|MR|rc:\s*12"
                r"|allocate\s+(?:\w+\s+)?devices?|initiali[sz]\w*)\b|/dev/shm"
                # (a scheduler's reason list, 'N Insufficient memory, N Insufficient nvidia.com/gpu': node capacity; round 16)
                r"|\b\d+\s+Insufficient\s+(?:GPU\s+)?memory\b"
                # (a scheduler's per-node reasons: KAI's 'N node(s) didn't have enough resources: GPUs' beside the DRA
                # reason 'N cannot allocate all claims', joined: round 17, events_fresh29)
                r"|\bnode\(s\)|\bcannot\s+allocate\s+all\s+claims\b"
                # (llama.cpp's hint on any model load failure, common/common.cpp: "failed to load model '%s', try
                # reducing --n-gpu-layers if you're running out of VRAM": a condition, not a report; round 174,
                # negatives135 LocalAI#7503, an unsupported model architecture)
                r"|\bif\s+you(?:'re|\s+are)\s+running\s+out\s+of\s+vram\b"),
    _concept(
        "gpu_oom", "gpu-oom-api-names", "Device memory exhausted, in a GPU API's or framework's own result name",
        # (a separate entry from concept/gpu-oom so its needles, not gpu-oom's, decide which lines pay for it)
        # round 19 (fresh39/40: TVM's Vulkan runtime, Unreal's VulkanRHI): the graphics/compute APIs' own result names
        # for device memory exhausted (Vulkan VkResult VK_ERROR_OUT_OF_DEVICE_MEMORY, -2; OpenCL
        # CL_MEM_OBJECT_ALLOCATION_FAILURE, -4), and the GPU named right before 'out of (the) mem...' (a typed
        # 'out of the memory', an excerpt cut inside 'memory')
        r"\b(?:VK_)?ERROR_OUT_OF_DEVICE_MEMORY\b|\bCL_MEM_OBJECT_ALLOCATION_FAILURE\b"
        # (the RAPIDS Accelerator for Spark's GPU OOM exceptions, com.nvidia.spark.rapids.jni RetryOOM /
        # SplitAndRetryOOM / GpuRetryOOM / GpuSplitAndRetryOOM; never CpuRetryOOM, host memory: one word, no \b)
        r"|\b(?:Gpu)?(?:SplitAndRetry|Retry)OOM\b"
        r"|\b(?:cuda|gpu|vram)\s+out\s+of\s+(?:the\s+)?mem(?:o(?:ry?)?)?(?:\s*$|\b)",
        "A GPU API or framework reports that device (GPU) memory is exhausted, by its own result or exception name.",
        "The model, scene or batch needs more GPU memory than is free (or another process holds it).",
        "Lower the working set (batch, resolution, number of actors/environments), free the GPU (`nvidia-smi` lists "
        "who holds memory), or use a GPU with more memory.",
        "https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html ; "
        "https://github.com/mlc-ai/mlc-llm/issues/974 ; https://github.com/carla-simulator/carla/issues/2956 ; "
        "https://github.com/NVIDIA/cudf-spark/issues/8050",
        exclude=r"\b(?:killed\s+process|oom[-_\s]?kill\w*|memory\s+cgroup|oom_reaper|errno\s*12|shared\s+memory"
                r"|pinned\s+(?:system\s+)?memory|host\s+memory|system\s+memory|register\w*\s+memory|MR|rc:\s*12"
                r"|allocate\s+(?:\w+\s+)?devices?|initiali[sz]\w*)\b|/dev/shm"
                # (a scheduler's reason list, 'N Insufficient memory, N Insufficient nvidia.com/gpu': node capacity; round 16)
                r"|\b\d+\s+Insufficient\s+(?:GPU\s+)?memory\b"
                # (a scheduler's per-node reasons: KAI's 'N node(s) didn't have enough resources: GPUs' beside the DRA
                # reason 'N cannot allocate all claims', joined: round 17, events_fresh29)
                r"|\bnode\(s\)|\bcannot\s+allocate\s+all\s+claims\b"),
    _concept(
        "gpu_oom", "gpu-allocator-identifier", "A GPU memory allocator (named so) failed to allocate",
        # round 19 (fresh40: PhysX 'PxgCudaDeviceMemoryAllocator fail to allocate memory 100663296 bytes!! Result = 2'):
        # an allocator whose identifier names the GPU (cuda/gpu/device inside the word) reports the failure. The pattern
        # starts at the literal allocator/malloc (a leading \w* scan made every line pay); the GPU word is the guard
        r"(?:allocator|malloc)\w*\b[^\n]{0,40}?\bfail(?:ed|s)?\s+to\s+allocate\b",
        "A GPU memory allocator (its name says so) could not allocate the memory asked for.",
        "The GPU has less free memory than the program asks for (the model/scene is too large, or another process "
        "holds the memory).",
        "Lower the working set (batch, number of environments, scene size) or free the GPU; `nvidia-smi` shows who "
        "holds the memory.",
        "https://github.com/isaac-sim/IsaacGymEnvs/issues/256 ; https://github.com/isaac-sim/OmniIsaacGymEnvs/issues/27",
        require=r"\b\w*(?:cuda|gpu|device)\w*(?:allocator|malloc)"),
    _concept(
        "gpu_oom", "gpu-oom-request-exceeds-free", "A memory request larger than what is free (in a GPU paste)",
        # Paddle's PADDLE_ENFORCE in platform/gpu_info.cc 'enforce allocating <= available failed, X > Y': the request
        # and what is free, with the GPU named elsewhere in the paste (the source file on the next line)
        _both(r"\b(?:allocat\w*|request\w*|requested)\b",
              r"[<>]=?\s*(?:the\s+)?(?:available|free)\b[^\n]{0,30}?\bfail\w*|\b(?:exceeds?|greater\s+than|more\s+than|"
              r"larger\s+than)\s+(?:the\s+)?(?:available|free)\s+(?:gpu\s+|device\s+)?memory\b", 20),
        "A program refused an allocation larger than the free memory it measured; the paste names a GPU.",
        "The GPU has less free memory than the job asks for (another process holds it, or the request is too large).",
        "Free the GPU or lower the request (batch size, memory fraction); `nvidia-smi` shows who holds the memory.",
        "https://github.com/PaddlePaddle/Paddle/issues/8992 ; https://github.com/PaddlePaddle/Paddle/issues/6265",
        context=r"\b(?:gpu\w*|cuda\w*|vram)\b"),
    _concept(
        "gpu_oom", "gpu-oom-in-gpu-paste", "Out of memory, in a paste about a GPU job",
        # PyTorch before 1.x and Caffe2 said only 'RuntimeError: out of memory' for a failed cudaMalloc; a framework's
        # OutOfMemoryError class. The GPU is named elsewhere in the paste (context: a GPU word, or since round 116 one of
        # the CUDA runtime's own error strings, cudaGetErrorString's 'an illegal memory access was encountered' / 'invalid
        # device function' / 'unspecified launch failure', which a program's CUDA ops print bare: fresh551
        # RetinaNet_Tensorflow_Rotation#27); host memory words on the line (the kernel's OOM killer, Java's heap,
        # Apple's MPS backend, pinned/host/system memory) keep it silent
        r"\bout\s+of\s+memory\b|\bOutOfMemory(?:Error)?\b",
        "A program ran out of memory in a paste about a GPU job; the line itself does not say which memory, the paste "
        "names the GPU.",
        "The model, batch or context needs more GPU memory than is free (or host memory: the line alone cannot tell).",
        "`nvidia-smi` while the job runs (GPU memory used by whom); lower batch size / sequence length; if the "
        "container was OOMKilled instead, raise its memory limit.",
        "https://github.com/pytorch/pytorch/blob/main/c10/cuda/CUDACachingAllocator.cpp",
        context=r"\b(?:cuda\w*|gpus?|vram|cudnn|cublas\w*)\b|\ban\s+illegal\s+memory\s+access\s+was\s+encountered\b"
                r"|\binvalid\s+device\s+function\b|\bunspecified\s+launch\s+failure\b",
        exclude=r"\b(?:killed\s+process|oom[-_\s]?kill\w*|memory\s+cgroup|oom_reaper|errno\s*12|shared\s+memory|java\w*|jvm"
                r"|heap|mps|pinned|host|system\s+memory|ram|cpu|swap|node\.js|javascript|initiali[sz]\w*)\b|/dev/shm",
        distinguish="`nvidia-smi --query-gpu=memory.used,memory.total --format=csv` while it runs, and "
                    "`kubectl describe pod` (OOMKilled: host memory)"),
    _concept(
        "gpu_oom", "gpu-allocator", "A GPU allocator reports the allocation failed (the allocator's own words)",
        # round 16: every GPU allocator names itself or its status code, and the code names mean 'out of GPU memory'
        # on their own: the CUDA runtime's cudaErrorMemoryAllocation and the driver API's CUDA_ERROR_OUT_OF_MEMORY
        # (Numba 'Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY', managedCuda's CUResult ErrorOutOfMemory,
        # HIP hipErrorOutOfMemory), the CUDA libraries' *_ALLOC_FAILED statuses (cuBLAS/cuDNN/cuFFT/cuSOLVER/cuSPARSE,
        # nvJPEG's allocator failure, NPP_MEMORY_ALLOCATION_ERR); RAPIDS RMM (rmm/detail/error.hpp: rmm::bad_alloc and
        # rmm::out_of_memory are std::bad_alloc, what() 'std::bad_alloc: RMM failure at: <file>:<line>: Maximum pool
        # size exceeded' from pool_memory_resource.hpp, 'std::bad_alloc: CUDA error at: .../cuda_memory_resource.hpp');
        # TensorFlow's BFC allocator ('Allocator (GPU_0_bfc) ran out of memory trying to allocate'); a 'device
        # allocation error' (NPP/managedCuda) or 'device memory allocation failed'; MindSpore's 'Malloc device memory
        # failed'. A std::bad_alloc alone is host memory: it counts only beside an RMM/CUDA allocator word.
        r"\bcudaErrorMemoryAllocation\b|\bCUDA_ERROR_OUT_OF_MEMORY\b|\b(?:CUresult\.)?ErrorOutOfMemory\b"
        r"|\bhipErrorOutOfMemory\b|\b(?:CUBLAS|CUDNN|CUSOLVER|CUSPARSE)_STATUS_ALLOC_FAILED\b|\bCUFFT_ALLOC_FAILED\b"
        r"|\bNVJPEG_STATUS_ALLOCATOR_FAILURE\b|\bNPP_MEMORY_ALLOCATION_ERR\b"
        r"|\bmaximum\s+pool\s+size\s+exceeded\b"
        # round 18: RMM's pool_memory_resource.hpp 'Initial pool size exceeds the maximum pool size!' (the maximum defaults
        # to the GPU's free memory: another process holds it; NVIDIA/cudf-spark#636)
        r"|\bRMM\b[^\n]{0,120}?\binitial\s+pool\s+size\s+exceeds\s+the\s+maximum\s+pool\s+size\b"
        r"|\b(?:std::)?bad_alloc\b[^\n]{0,40}?\b(?:RMM|CUDA)\s+(?:failure|error)\b"
        r"|\bgpu_\d+_bfc\b[^\n]{0,40}?\b(?:ran\s+out|out\s+of\s+memory|fail\w*)"
        # round 67 (fresh342 models#3316): the BFC allocator's sentence quoted without its allocator name; 47 of 48
        # corpus texts with it are GPU out-of-memory (a CPU/host allocator names itself: excluded below)
        r"|\bran\s+out\s+of\s+memory\s+trying\s+to\s+allocate\b"
        r"|\b(?:device|gpu|cuda|vram)\s+(?:memory\s+)?alloc(?:ation)?\s+(?:error|fail\w*)\b"
        r"|\bm?alloc\w*\s+(?:device|gpu|cuda)\s+memory\s+(?:failed|error)\b"
        # MXNet's GPU pooled storage (src/storage/pooled_storage_manager.h 'Memory allocation failed %s' with CUDA's
        # reason)
        r"|\bpooled_storage_manager\b[^\n]{0,80}?\b(?:allocation\s+failed|out\s+of\s+memory)\b",
        "A GPU memory allocator (the CUDA runtime or driver, a CUDA library, RAPIDS RMM, TensorFlow's BFC allocator, "
        "NPP) reports that an allocation failed: its own status code or message means the GPU's memory is exhausted "
        "(or a memory pool reached its configured maximum).",
        "The data, model or batch needs more GPU memory than is free; for RAPIDS, the RMM pool (rmm_pool_size, "
        "LocalCUDACluster(rmm_pool_size=...)) is smaller than the working set or another process holds the GPU.",
        "Lower the batch / partition size (dask-cuDF: more, smaller partitions), raise or drop the RMM pool limit "
        "(or enable managed memory / spilling), free the GPU (`nvidia-smi` lists who holds it).",
        "https://github.com/rapidsai/rmm/blob/branch-24.12/include/rmm/detail/error.hpp ; "
        "https://github.com/rapidsai/rmm/blob/branch-24.12/include/rmm/mr/device/pool_memory_resource.hpp ; "
        + _CUDA_DOC + " ; https://github.com/numba/numba/blob/main/numba/cuda/cudadrv/driver.py ; "
        "https://github.com/kunzmi/managedCuda/blob/master/ManagedCUDA/CudaExceptions.cs",
        exclude=r"\b(?:killed\s+process|oom[-_\s]?kill\w*|memory\s+cgroup|host\s+memory|pinned\s+memory)\b"
                r"|\((?:mkl)?cpu\)|\b(?:cuda|gpu)_host_bfc\b"),
    _concept(
        "gpu_oom", "out-of-gpu-memory", "Out of GPU memory (the GPU named between 'out of' and 'memory')",
        # round 17: Blender Cycles intern/cycles/device/cuda 'System is out of GPU and shared host memory' (the GPU's
        # memory exhausted, then the host memory it may spill into), 'out of GPU memory', 'out of device memory'
        r"\bout\s+of\s+(?:gpu|device|video)\s+(?:and\s+(?:\w+\s+){0,2})?memory\b",
        "A program ran out of GPU memory (and, where it says so, of the host memory it may spill into).",
        "The scene, model or batch needs more GPU memory than the GPU has free.",
        "Lower the working set (scene/texture size, batch, resolution), free the GPU (`nvidia-smi`) or use a GPU with "
        "more memory.",
        "https://github.com/blender/blender/blob/main/intern/cycles/device/cuda/device_impl.cpp",
        exclude=r"\b(?:killed\s+process|oom[-_\s]?kill\w*|memory\s+cgroup)\b"),
    _concept(
        "shm_insufficient", "shm", "/dev/shm (POSIX shared memory) too small or full",
        # Triton python_backend src/shm_manager.cc 'Failed to increase the shared memory pool size for key ...' and
        # 'Unable to initialize shared memory key ... to requested size' (both advise '--shm-size'), Ray
        # src/ray/object_manager/plasma/store_runner.cc 'System memory request exceeds memory available in /dev/shm'
        # (a GPU's on-chip shared memory, Triton-lang's 'out of resource: shared memory', is not this)
        _both(r"/dev/shm\b|\bshared\s+memory\b|\bshm[-_\s]?size\b|\bshm\b|\bshm_(?:open|unlink|region\w*|segment\w*)\b",
                r"\bfail\w*|\bunable\b|\bcannot\b|\bexceed\w*|\binsufficient\b|\bnot\s+enough\b|\bno\s+space\s+left\b"
                r"|\btoo\s+small\b|\bbus\s+error\b|\bout\s+of\b", 100),
        "A program could not get the POSIX shared memory (/dev/shm) it needs: a segment could not grow or a request "
        "exceeds what /dev/shm has.",
        "Containers get a 64 MiB /dev/shm by default (Docker's --shm-size, Kubernetes: no emptyDir medium: Memory); "
        "Triton's python backend, Ray's object store, PyTorch DataLoader workers and NCCL need far more.",
        "Mount a memory-backed emptyDir at /dev/shm (volumes: emptyDir: {medium: Memory, sizeLimit: 8Gi}) or run "
        "docker with --shm-size=8g; Ray: lower object_store_memory.",
        "https://github.com/triton-inference-server/python_backend/blob/main/src/shm_manager.cc ; "
        "https://github.com/ray-project/ray/blob/master/src/ray/object_manager/plasma/store_runner.cc ; "
        "https://github.com/triton-inference-server/server/issues/5681 ; https://github.com/gpustack/gpustack/issues/5014",
        # (round 21, fresh46 nccl#1838: NCCL's shm transport file name on a line whose failure is a CUDA error
        # ('transport/shm.cc:590 NCCL WARN Cuda failure 217 ...') is not /dev/shm)
        # (round 62, fresh323 FlashQLA#4: a kernel's 'dynamic shared memory' (cudaFuncAttributeMaxDynamicSharedMemorySize)
        # is the GPU's on-chip memory per block, never /dev/shm)
        # (round 72, fresh356: Mesa's 'Failed to attach to x11 shm' is X11's MIT-SHM extension, not /dev/shm)
        exclude=r"\b(?:out\s+of\s+resources?|hardware\s+limit|per\s+block|smem|launch|kernel|triton\.runtime)\b"
                r"|\bCuda\s+failure\b|\bdynamic\s+shared\s+memory\b|\bMaxDynamicSharedMemorySize\b"
                r"|\bx11\s+shm\b|\bMIT-SHM\b|\bXShm\w*"),
    _concept(
        "shm_insufficient", "dataloader-worker-died", "A PyTorch DataLoader worker died (usually /dev/shm)",
        # torch/utils/data/dataloader.py: 'DataLoader worker (pid(s) {}) exited unexpectedly' (the parent's view of a
        # worker killed by SIGBUS when /dev/shm is full, or by anything else)
        r"\bDataLoader\s+worker\b[^\n]{0,60}?\b(?:exited\s+unexpectedly|killed\s+by\s+signal|is\s+killed)",
        "A PyTorch DataLoader worker process died; in a container this is usually a Bus error from a full /dev/shm "
        "(workers pass batches through shared memory).",
        "The pod's /dev/shm is the 64 MiB default; less often the worker crashed in dataset code or the OOM killer "
        "took it (dmesg says).",
        "Mount a memory-backed emptyDir at /dev/shm (sizeLimit: a few GiB), or set num_workers=0 to confirm; check "
        "`kubectl exec <pod> -- df -h /dev/shm`.",
        "https://github.com/pytorch/pytorch/blob/main/torch/utils/data/dataloader.py ; "
        "https://github.com/facebookresearch/detectron2/issues/384",
        readings=(("shm_insufficient", "/dev/shm is full: the worker died of SIGBUS"),
                  ("gpu_oom", "not memory on the GPU: the worker crashed in the dataset's code or was OOM-killed "
                              "(host memory); the lines above it say which")),
        distinguish="`kubectl exec <pod> -- df -h /dev/shm` (64M and full: shm) and `dmesg | grep -i 'killed process'`",
        # round 40 (negatives11: DCPDN#12, mmsegmentation#2085): a worker the text says was killed by SIGKILL / SIGTERM
        # ('is killed by signal: Killed.' / 'Terminated.': the host OOM killer, the parent, the user) or crashed
        # (Segmentation fault, Aborted) is not a /dev/shm verdict; every shm_insufficient text of the corpus that names
        # the signal names 'Bus error' (21:0)
        exclude=r"\bkilled\s+by\s+signal:?\s*(?:Killed|Terminated|Segmentation\s+fault|Aborted|Interrupt|Hangup)\b"),
    _concept(
        "shm_insufficient", "sigbus", "A process died of SIGBUS (in a container: /dev/shm full)",
        # round 17: torch.distributed.elastic's failure report for a worker killed by signal 7 ('failed (exitcode: -7)',
        # 'Signal 7 (SIGBUS) received by PID') and the shell's 'Bus error (core dumped)': writing past what a shared
        # memory mapping can hold; in a container the 64 MiB /dev/shm
        r"\bexitcode\s*:\s*-7\b|\bSignal\s+7\s+\(SIGBUS\)|\bBus\s+error\s+\(core\s+dumped\)",
        "A process was killed by SIGBUS (signal 7); in a container that almost always means a shared-memory mapping "
        "(/dev/shm: DataLoader workers, NCCL's shared-memory transport) ran out of space.",
        "The pod's /dev/shm is the 64 MiB default (no memory-backed emptyDir), while DataLoader workers or NCCL need "
        "far more; less often a truncated memory-mapped file or a hardware fault.",
        "Mount a memory-backed emptyDir at /dev/shm (sizeLimit: a few GiB) or docker --shm-size; check `kubectl exec "
        "<pod> -- df -h /dev/shm`.",
        "https://github.com/pytorch/pytorch/blob/main/torch/distributed/elastic/multiprocessing/errors/__init__.py ; "
        "https://man7.org/linux/man-pages/man7/signal.7.html",
        readings=(("shm_insufficient", "/dev/shm is full: a shared-memory mapping could not be backed"),
                  ("gpu_oom", "not shared memory: a truncated memory-mapped file or a fault; the lines above say")),
        distinguish="`kubectl exec <pod> -- df -h /dev/shm` (64M and full: shm)"),
    # ---- CUDA libraries, driver, devices ------------------------------------------------------------------------------
    _concept(
        "cuda_init_failed", "cuda-library-not-loaded", "A CUDA library could not be found or loaded",
        # CTranslate2 'Library %s is not found or cannot be loaded' (src/cuda/utils? its dlopen wrapper), TensorFlow
        # dso_loader 'Could not load dynamic library', ONNX Runtime onnxruntime_pybind_state.cc 'CUDA_PATH is set but
        # CUDA wasn't able to be loaded'
        _both(_CUDA_LIBS, _LOAD_FAIL, 80)
        # round 16: a CUDA library by its bare name, the thing the verb acts on (JAX jax/_src/xla_bridge.py
        # _version_check 'Unable to load {name}. Is it installed?' for cuSPARSE/cuFFT/cuDNN/cuBLAS/cuSOLVER/CUPTI/NCCL,
        # TensorRT's 'Could not load library libnvinfer', CuPy's 'CuPy failed to load libnvrtc.so.12'), or the name
        # first ('cuDNN library not found', 'cuBLAS is not installed')
        # (round 24, fresh58 cudarc#529: cudarc's loader 'Unable to dynamically load the "cudnn" shared library -
        # searched for library names: [...]': an adverb before the verb, the name quoted before 'shared library')
        + r"|\b(?:(?:unable|failed)\s+to|could\s?n[o']?t|cannot|can't)\s+(?:dynamically\s+)?(?:load|find|open|dlopen|locate)"
          r"\s+(?:the\s+)?(?:cuda\s+)?(?:(?:dynamic\s+|shared\s+)?librar(?:y|ies)\s+)?['\"]?" + _CUDA_NAMES
        + r"['\"]?(?:\s+(?:shared\s+|dynamic\s+)?librar(?:y|ies))?(?:\.|\s*$|\s*[,;:-]|\s+is\b|\s+\(|\s+librar)"
        # (round 24, fresh58 onnxruntime#8283: ONNX Runtime's Java/C API 'OrtSessionOptionsAppendExecutionProvider_Cuda:
        # Failed to load shared library' (the CUDA execution provider's library or the CUDA/cuDNN it links)
        + r"|ExecutionProvider_(?:CUDA|TensorRT)\w*\b[^\n]{0,20}?\bfailed\s+to\s+load\b"
        + r"|\b" + _CUDA_NAMES + r"\s+(?:librar(?:y|ies)\s+)?(?:is\s+|was\s+|are\s+)?not\s+(?:found|installed|loaded|available)\b"
        + r"|\bcuda\b[^\n]{0,20}?\bwas(?:n'?t|\s+not)\s+able\s+to\s+be\s+loaded\b"
        # round 24 (fresh59: nextcloud recognize 'Successfully loaded libtensorflow in Node.js, but couldn't load GPU.
        # Make sure CUDA Toolkit and cuDNN are installed'): the GPU backend, named with the CUDA libraries it needs
        + r"|\b(?:could\s?n[o']?t|cannot|can't|unable\s+to|failed\s+to)\s+load\s+(?:the\s+)?GPU\b[^\n]{0,40}?\b(?:CUDA|cuDNN)\b"
          r"|\b(?:failed|unable)\s+to\s+load\s+(?:the\s+)?cuda\s+(?:runtime|libraries|toolkit)\b",
        "A CUDA user-space library the program needs (cuBLAS, cuDNN, cudart, NVRTC...) is missing or cannot be "
        "loaded, so its CUDA backend cannot start.",
        "The image or environment lacks the CUDA toolkit libraries of the major version the program was built for "
        "(a CUDA 12 wheel with CUDA 11 libraries, pip's nvidia-* packages not on the library path, Windows PATH).",
        "Install the CUDA libraries of the program's major (pip install nvidia-cublas-cu12 nvidia-cudnn-cu12, or an "
        "image with them) and put them on LD_LIBRARY_PATH/PATH; `ldconfig -p | grep -E 'cublas|cudnn'` in the pod.",
        "https://github.com/Softcatala/whisper-ctranslate2/issues/74 ; https://github.com/SYSTRAN/faster-whisper/issues/1431 ; "
        "https://github.com/microsoft/onnxruntime/blob/main/onnxruntime/python/onnxruntime_pybind_state.cc",
        # (the dynamic loader's "version `X' not found (required by Y)": the library IS there, in another version)
        exclude=r"\bversion\s+[`'\"][^`'\"]+[`'\"]\s+not\s+found\b",
        readings=(("cuda_init_failed", "the library is not installed or not on the library path"),
                  ("cuda_library_version_mismatch", "the library is installed in another major version than the "
                                                    "program was built against (libcublas.so.11 asked, 12 installed)")),
        distinguish="`ldconfig -p | grep -E 'libcublas|libcudnn|libcudart'` in the container: another major present "
                    "means a version mismatch"),
    _concept(
        "cuda_init_failed", "cuda-call-initialization-error", "A CUDA call failed with 'initialization error'",
        # cudaErrorInitializationError / CUDA_ERROR_NOT_INITIALIZED's text ('initialization error') after any CUDA API
        # call a program names (MXNet 'cudaGetDeviceCount failed: initialization error', 'cuInit returned ...')
        r"\bcu(?:da)?[a-z]\w*\b[^\n]{0,40}?\b(?:failed|returned|error)\b[^\n]{0,20}?\binitiali[sz]ation\s+error\b"
        # round 17: cudaGetErrorString's text printed as the error code (CUDA samples vectorAdd 'Failed to allocate vector
        # A (error code %s)!', the gpu-operator's cuda-validation workload)
        r"|\berror\s+code\s*[:=]?\s*initiali[sz]ation\s+error\b"
        # round 23 (fresh53/54): XGBoost's dh::safe_cuda throws thrust::system_error(code, cuda_category, file + ": " +
        # line), whose what() is '<file>.cu[h]: <line>: <cudaGetErrorString>' ('device_helpers.cuh: 103: initialization
        # error', 'host_device_vector.cu: 259: initialization error': CUDA used in a process forked after the parent
        # initialised it); Paddle's PADDLE_ENFORCE_CUDA_SUCCESS 'cudaGetDeviceCount failed in ..., error code : 3, Please
        # see detail in <CUDA docs URL>: initialization error' (the URL puts the words past the first alternative's gap)
        r"|\.cuh?:\s*\d+:\s*initiali[sz]ation\s+error\b"
        r"|\berror\s+code\s*:\s*3\b,?[^\n]{0,250}?:\s*initiali[sz]ation\s+error\b"
        # thrust's system_error what() '<what_arg>: <cudaGetErrorString>' ('parallel_for failed: initialization error',
        # thrust/system/cuda/detail/parallel_for.h; RAPIDS/XGBoost under a fork); not a further ': ...' (a CLI's own
        # 'initialization error: <reason>')
        r"|\bfailed(?:\s+to\s+synchronize)?:\s*(?:cudaErrorInitializationError:\s*)?initiali[sz]ation\s+error\b(?!\s*:)"
        # round 58 (fresh307 gpuRIR#37): the widely copied gpuErrchk macro's 'GPUassert: %s %s %d' with
        # cudaGetErrorString ('GPUassert: initialization error gpuRIR_cuda.cu 793', CUDA in a forked DataLoader worker)
        r"|\bGPUassert:\s*initiali[sz]ation\s+error\b",
        "A CUDA API call failed with CUDA's 'initialization error': the CUDA driver could not initialise in this "
        "process.",
        "nvidia_uvm not loaded, the GPU in a bad state after a driver upgrade without reboot or after suspend, or CUDA "
        "initialised before a fork (a child process using CUDA).",
        "Run `nvidia-smi` in the pod; `sudo modprobe nvidia_uvm` or reboot the node after a driver upgrade; in Python "
        "use the 'spawn' start method for processes that use CUDA.",
        _CUDA_DOC),
    _concept(
        "driver_not_loaded", "driver-library-not-loaded", "The NVIDIA driver's own library or module is not there",
        _both(r"\blibcuda\.so[\w.]*|\bnvcuda\.dll\b|\blibnvidia-ml\.so[\w.]*|\bnvml\.dll\b|\bnvidia\.ko\b"
              r"|\bnvidia\s+(?:kernel\s+)?(?:driver|module)\b",
              _LOAD_FAIL + r"|\bnot\s+(?:loaded|installed|running)\b|\bcould\s?n[o']?t\s+communicate\b"
              # (round 83, fresh387 milvus-helm#169: the loader's 'libnvidia-ml.so.1: file too short', an empty
              # placeholder where the driver's library should be; the container reading is the second one below)
              r"|\bfile\s+too\s+short\b", 60),
        "The NVIDIA driver (its kernel module or the user-space libcuda/NVML it ships) is not present where the "
        "program runs.",
        "No driver on the node, the driver not loaded after an upgrade or reboot, or a container started without the "
        "NVIDIA runtime (then the host's libcuda is not mounted in).",
        "On the node: `nvidia-smi`, `lsmod | grep nvidia`; in Kubernetes check the driver pod (GPU Operator) and that "
        "the pod requests nvidia.com/gpu with the nvidia runtime class.",
        "https://github.com/scaleoutsystems/scaleout-client/issues/105 ; " + _CUDA_DOC,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver installed or loaded"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime or a GPU "
                                                      "request: the host's driver libraries are not mounted in")),
        distinguish="`nvidia-smi` on the node: it works there means the container was started without GPUs"),
    _concept(
        "no_device_visible", "gpu-not-usable", "The program cannot use any GPU",
        # stable-diffusion-webui modules/launch_utils.py 'Torch is not able to use GPU; add --skip-torch-cuda-test',
        # JAX 'no supported devices found for platform CUDA'
        r"\b(?:not\s+able\s+to|unable\s+to|cannot|can't|could\s?n[o']?t|failed\s+to)\s+(?:use|access|detect|see)\s+"
        r"(?:the\s+|any\s+|a\s+)?(?:gpus?|cuda\s+devices?|nvidia\s+gpus?)\b"
        r"|\bno\s+(?:supported\s+|usable\s+|compatible\s+)?devices\s+(?:were\s+)?found\s+for\s+(?:the\s+)?platform\s+(?:cuda|gpu)\b"
        # a count of zero (TensorFlow's guide: 'Num GPUs Available:  0') and 'GPU not detected/found'
        r"|\b(?:num(?:ber)?\s+(?:of\s+)?)?gpus?\s+(?:available|found|detected|visible)\s*[:=]\s*0\b"
        r"|\b(?:nvidia\s+)?gpus?\s+(?:was\s+|were\s+|is\s+|are\s+)?not\s+(?:detected|found)\b"
        # round 17: a GPU compute API's device enumeration finding none (LightGBM's GPU trainer, boost.compute: 'No
        # OpenCL device found'; 'no CUDA/HIP/SYCL/Vulkan devices found') and TensorFlow's placer with no GPU device
        # registered ('Could not satisfy explicit device specification '/device:GPU:0' because no devices matching that
        # specification are registered in this process'; not '... no supported kernel for GPU devices': an op)
        # (round 81, EMITTERS-13: Genesis's get_device 'No Torch GPU device available.')
        r"|\bno\s+(?:torch\s+)?(?:opencl|cuda|hip|rocm|sycl|vulkan|gpu)\s+(?:capable\s+)?(?:devices?|gpus?)\s+(?:was\s+|were\s+|is\s+|are\s+)?"
        r"(?:found|detected|available)\b"
        r"|\bexplicit\s+device\s+specification\s+'[^'\n]*\bGPU:\d+'\s+because\s+no\s+devices\s+matching\b"
        # round 16: asked for more GPUs than the process can see (Lightning's device parser 'You requested gpu: [0, 1]
        # But your machine only has: [0]', 'requested N GPUs but only M available')
        r"|\brequested\s+(?:to\s+(?:find|use)\s+)?(?:\d+\s+)?(?:gpus?|cuda\s+devices?|devices?)\b[^\n]{0,80}?\bonly\s+(?:has|have|\d+|found|sees?|detected)\b"
        # round 17 (emitters.yaml): Unsloth 'Unsloth cannot find any torch accelerator? You need a GPU.'
        r"|\b(?:cannot|can't|could\s?n[o']?t|unable\s+to)\s+find\s+any\s+(?:torch\s+|cuda\s+)?(?:accelerators?|gpus?)\b"
        r"|\bonly\s+\d+\s+(?:gpus?|cuda\s+devices?)\s+(?:are\s+|is\s+)?(?:available|visible|found|detected)\b[^\n]{0,60}?\brequested\b"
        # round 74 (emitters.yaml, EMITTERS-8): a program's own exception that it needs a CUDA GPU (Xinference's models 'X
        # requires a CUDA-capable GPU', 'requires an NVIDIA CUDA device'; LLaMA-Factory's kernels 'requires CUDA or NPU,
        # current accelerator is cpu'; axolotl 'GPU is required to run this example!'; verl 'should run on GPU node'), not
        # a version requirement ('requires CUDA 12.2+', 'requires CUDA >= 11.8': other causes)
        # round 75 (EMITTERS-9: diffusers 'Loading Nunchaku checkpoints requires a CUDA-capable NVIDIA GPU.', 'Using streams
        # for data transfer requires a CUDA device, or an Intel XPU device.'; transformers' quantizers 'GPU is required to
        # quantize or run quantize model.'; not 'must be on a CUDA device with compute capability >= 9.0': a newer GPU)
        r"|\b\w*(?:Error|Exception):\s+[^\n]{0,80}?\brequires\s+(?:a\s+|an\s+)?(?:CUDA-capable\s+(?:NVIDIA\s+)?GPU|NVIDIA\s+(?:CUDA\s+)?(?:GPU|device)"
        r"|CUDA(?:\s+or\s+NPU)?,\s+current\s+accelerator\s+is\s+cpu|CUDA\s+device(?!\s+with\b)(?:,\s+or\s+an?\s+(?:Intel\s+)?XPU\s+device)?)\b"
        r"|\b\w*(?:Error|Exception):\s+GPU\s+is\s+required\s+to\s+(?:run|quantize|train|use)\b|\bshould\s+run\s+on\s+(?:a\s+)?GPU\s+node\b"
        # (nerfstudio's tinycudann import guard: 'Could not load tinycudann: Unknown compute capability. Ensure PyTorch
        # with CUDA support is installed.': torch sees no CUDA device)
        r"|\bUnknown\s+compute\s+capability\.\s+Ensure\s+PyTorch\s+with\s+CUDA\s+support\b"
        # (torchtune 'The local rank is larger than the number of available GPUs.', fairseq 'world size is 8 but have 4
        # available devices', Xinference 'Requested GPUs exceed the number of available devices', verl 'Total available
        # GPUs 0 is less than total desired GPUs', ms-swift 'local_device_count (0) must be greater than or equal to')
        r"|\blocal\s+rank\s+is\s+larger\s+than\s+the\s+number\s+of\s+available\s+GPUs\b"
        r"|\bworld\s+size\s+is\s+\d+\s+but\s+have\s+\d+\s+available\s+devices\b"
        r"|\bRequested\s+GPUs\s+exceed\s+the\s+number\s+of\s+available\s+devices\b"
        r"|\bTotal\s+available\s+GPUs\s+0\s+is\s+less\s+than\b|\blocal_device_count\s+\(0\)\s+must\s+be\b"
        # (LLaMA-Factory's callbacks 'no supported accelerator (CUDA/NPU) found')
        r"|\bno\s+supported\s+accelerator\s+\((?:CUDA|GPU)[^)\n]{0,20}\)\s+found\b"
        # round 81 (EMITTERS-13): fewer GPUs than asked, the count first (Legion Realm's CUDA module '4 GPUs requested,
        # but only 2 available!') or after the option (cryoDRGN '--multigpu selected, but only 1 GPUs detected!');
        # DeepVariant 'execution_hardware is set to accelerator, but no accelerator was found'; SAPIEN (ManiSkill's
        # physx_cuda backend) 'failed to find device "cuda"'; SLEAP's system summary 'GPUs: None detected.'
        r"|\b\d+\s+(?:gpus?|cuda\s+devices?)\s+requested,?\s+but\s+only\s+\d+\s+(?:are\s+)?(?:available|visible|found|detected)\b"
        r"|\b(?:selected|requested|specified)\b[^\n]{0,60}?\bbut\s+only\s+\d+\s+(?:gpus?|cuda\s+devices?)\s+"
        r"(?:(?:are|is|were|was)\s+)?(?:available|visible|found|detected)\b"
        r"|\bbut\s+no\s+(?:accelerators?|gpus?|cuda\s+devices?)\s+(?:was|were)\s+found\b"
        r"|\bfailed\s+to\s+find\s+device\s+[\"']cuda(?::\d+)?[\"']"
        r"|^\s*GPUs:\s+None\s+detected\b"
        # round 83 (EMITTERS-14): NeMo 'CUDA must be available to use fused_adam.', '<Launcher> only supports GPU
        # operations.'; SpeechBrain 'Not enough GPUs available!', 'You must have at least 1 GPU to use DataParallel';
        # ESPnet 'LOCAL_RANK=2 is bigger than the number of visible devices: 0,1'
        r"|\bCUDA\s+must\s+be\s+available\s+to\s+use\b|\bonly\s+supports\s+GPU\s+operations\b"
        r"|^\s*Not\s+enough\s+GPUs\s+available\b|\bmust\s+have\s+at\s+least\s+(?:1|one)\s+GPU\s+to\s+use\b"
        r"|\bLOCAL_RANK\s*=\s*\d+\s+is\s+(?:bigger|larger|greater)\s+than\s+the\s+number\s+of\s+visible\s+devices\b"
        # (round 84: llamafile's cuda.c 'support for --gpu nvidia was explicitly requested, but it wasn't available',
        # emitters.yaml, which only the rebuilt classifier read before)
        r"|\b(?:gpu|cuda|nvidia)\b[^\n]{0,30}?\bwas\s+explicitly\s+requested,?\s+but\s+it\s+(?:wasn'?t|was\s+not)\s+available\b",
        "The program checked for a usable GPU and found none.",
        "The container has no GPU (no nvidia.com/gpu request, NVIDIA_VISIBLE_DEVICES empty), runs without the NVIDIA "
        "runtime, or the framework is a CPU-only build.",
        "Request the GPU (limits: nvidia.com/gpu), check `nvidia-smi -L` in the pod and that the framework has CUDA "
        "support (torch.version.cuda not None).",
        "https://github.com/AUTOMATIC1111/stable-diffusion-webui/blob/master/modules/launch_utils.py ; "
        "https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/13882 ; https://github.com/jax-ml/jax/issues/28194",
        # (GPUs that exist but other processes hold: gpu_busy_unavailable)
        exclude=r"\boccupied\b"),
    _concept(
        "no_device_visible", "gpu-fallback-to-cpu", "The program found no usable GPU and fell back to the CPU",
        # round 27 (fresh79/81): programs' own fallback lines: lama-cleaner 'Did not find CUDA device on your computer,
        # fallback to cpu', EasyOCR 'Neither CUDA nor MPS are available - defaulting to CPU' (and the next program's
        # 'CUDA not available, falling back to CPU'); not a fallback after running out of memory (gpu_oom)
        # (only after the program's own 'no/not/did not find ... GPU|CUDA': 'a CUDA-enabled jaxlib is not installed.
        # Falling back' and 'Arch cuda is not supported, falling back' were labelled otherwise)
        r"(?:\b(?:no|neither|did\s?n[o']?t\s+find|failed\s+to\s+(?:detect|find))\b[^\n]{0,40}?\b(?:cuda|gpus?)\b"
        r"|\b(?:cuda|gpus?)\s+(?:is\s+|are\s+)?not\s+(?:available|found|detected)\b)"
        r"[^\n]{0,60}?\b(?:fall(?:ing)?\s*back|fallback|defaulting|reverting|switching)\s+to\s+(?:the\s+)?cpu\b"
        # (round 81, EMITTERS-13: LeRobot's auto_select_torch_device 'No accelerated backend detected. Using default cpu')
        r"|\bno\s+accelerated\s+backend\s+detected\b[^\n]{0,20}?\busing\s+(?:the\s+)?(?:default\s+)?cpu\b",
        "The program looked for a CUDA GPU, found none it can use, and runs on the CPU instead.",
        "A CPU-only build of the framework (torch +cpu, the CPU onnxruntime/paddle wheel), no NVIDIA driver, or "
        "CUDA_VISIBLE_DEVICES empty.",
        "`nvidia-smi`; `python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'`; install the "
        "CUDA build of the framework.",
        "https://github.com/Sanster/IOPaint/issues/104 ; https://github.com/JaidedAI/EasyOCR",
        exclude=r"out\s+of\s+memory|\boom\b|memory"),
    _concept(
        "no_device_visible", "cuda-availability-assert", "A program asserted that CUDA is available, and it is not",
        # round 19 (fresh38: Megatron's initialize.py under JittorLLMs 'assert torch.cuda.is_available(), 'Megatron
        # requires CUDA.''): the traceback's source line of a failed availability assertion (torch.cuda.is_available(),
        # tf.test.is_gpu_available(), paddle's is_compiled_with_cuda()) in a paste that ends in AssertionError
        r"^\s*assert\s+(?:\w+\.)*(?:cuda\.is_available|is_gpu_available|is_compiled_with_cuda|is_built_with_cuda)\(\)"
        r"|\bAssertionError:\s*[^\n]{0,60}?\brequires?\s+(?:cuda|a\s+gpu|gpus?|nvidia\s+gpus?)\s*\.?\s*$",
        "The program checks that CUDA is usable before it starts and the check failed: the process sees no usable GPU.",
        "The container has no GPU (no nvidia.com/gpu request, NVIDIA_VISIBLE_DEVICES empty), runs without the NVIDIA "
        "runtime, or a CPU-only build of the framework is installed.",
        "Request the GPU (limits: nvidia.com/gpu); in the pod `python -c 'import torch; print(torch.version.cuda, "
        "torch.cuda.is_available())'` and `nvidia-smi -L`; install the CUDA build of the framework.",
        "https://github.com/Jittor/JittorLLMs/issues/38 ; https://github.com/NVIDIA/Megatron-LM/blob/main/megatron/training/initialize.py",
        context=r"\bAssertionError\b",
        readings=(("no_device_visible", "no GPU given to the process, or the runtime did not mount it"),
                  ("cuda_init_failed", "a GPU is there but CUDA failed to initialise (is_available() is false then too)")),
        distinguish="`nvidia-smi -L` in the pod: GPUs listed means CUDA itself fails to start (see the lines above)"),
    _concept(
        "nvml_init_failed", "nvml", "NVML could not be initialised",
        # (round 130, negatives98 wine-nvml#8: not a meson build directory's name, 'FAILED: src/nvml.so.p/...c.o')
        _both(r"\bnvml\b(?!\.so\.p\b)|\bnvidia\s+management\s+library\b",
              r"\bfail\w*|\bunable\b|\bcannot\b|\bcould\s?n[o']?t\b|\bunknown\s+error\b|\binsufficient\s+permissions\b"
              r"|\bnot\s+found\b|\berror\b|\bnot\s+(?:initiali[sz]ed|available)\b", 60),
        "NVML (the library nvidia-smi, the device plugin and monitoring use) could not open the GPU.",
        "In a container: the cgroup device rules lost the GPU after a systemd daemon-reload, or the NVIDIA libraries "
        "are not mounted; on a node: driver and library versions differ.",
        "Restart the pod (device rules are set at start); on cgroup v1 with systemd set the runtime's cgroup driver "
        "to systemd; on the node run `nvidia-smi`.",
        "https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceEnumvs.html ; "
        "https://github.com/NVIDIA/nvidia-container-toolkit/issues/48"),
    _concept(
        "driver_library_mismatch", "driver-version-mismatch", "Driver components of different versions",
        _both(r"\b(?:nvidia|driver|kernel\s+module|nvml)\b",
                                  r"\bversion\s+mismatch\b|\bmismatch(?:ed)?\s+versions?\b"
                                  r"|\bversions?\s+(?:do(?:es)?\s*n[o']?t|did\s*n[o']?t)\s+match\b", 60),
        "Two parts of the NVIDIA driver (kernel module and user-space libraries) are of different versions.",
        "The driver was upgraded without a reboot (the old kernel module is still loaded) or a container brings its "
        "own driver libraries.",
        "Reboot the node (or reload the nvidia modules) after a driver upgrade; never ship libcuda/libnvidia-* in an image.",
        "https://github.com/NVIDIA/nvidia-docker/issues/1451", exclude=r"\bnccl\b"),
    _concept(
        "cuda_driver_too_old", "driver-too-old", "The NVIDIA driver is older than the program needs",
        r"\bdriver\b[^\n]{0,40}?\b(?:is\s+)?(?:too\s+old|insufficient|outdated|older\s+than"
        r"|not\s+(?:new|recent)\s+enough|needs?\s+(?:to\s+be\s+)?(?:updated|upgraded))\b",
        "The node's NVIDIA driver supports an older CUDA than the program was built for.",
        "An image or wheel for a newer CUDA than the node's driver branch.",
        "Upgrade the node's driver, or use an image/wheel built for the driver's CUDA (`nvidia-smi` shows it).",
        _CUDA_DOC + " ; https://docs.nvidia.com/deploy/cuda-compatibility/", require=r"\b(?:cuda|nvidia|gpu)\b"),
    _concept(
        "cuda_driver_too_old", "installed-driver-unsupported", "The installed NVIDIA driver is below the application's minimum",
        # round 19 (fresh40: Omniverse Kit's gpu.foundation 'The currently installed NVIDIA graphics driver is
        # unsupported or has known issues.' with 'The unsupported driver range: [0.0, 535.129)'): the installed driver
        # below the application's minimum
        r"\binstalled\s+(?:nvidia\s+)?(?:graphics\s+|gpu\s+)?driver\s+(?:version\s+)?is\s+(?:unsupported|not\s+supported)\b"
        r"|\bunsupported\s+driver\s+(?:version\s+)?range\b",
        "The application checked the installed NVIDIA driver against the range it supports and found it too old.",
        "The node's driver branch is older than the application (Omniverse Kit / Isaac Sim, a renderer) validates.",
        "Install a driver at or above the application's minimum (its release notes list the recommended versions); "
        "`nvidia-smi` shows the installed one.",
        "https://github.com/isaac-sim/IsaacLab/issues/4244 ; https://github.com/InternRobotics/InternNav/issues/201",
        require=r"\b(?:cuda|nvidia|gpu)\b"),
    _concept(
        "cuda_library_version_mismatch", "cuda-library-outdated", "A CUDA library of another version than the build's",
        # (round 16: 'CUDA version' too: DeepSpeed op_builder/builder.py 'CUDA version mismatch! DeepSpeed ops were
        # compiled and installed with a different version than what is being used at runtime')
        _both(r"\b(?:cudnn|cublas\w*|cufft|cusparse|cusolver\w*|nvrtc|cuda\s+(?:runtime|toolkit|version))\b|" + _CUDA_LIBS,
                                  r"\boutdated\b|\b(?:version\s+)?mismatch\b|\bincompatib\w+\b|\bolder\s+than\b"
                                  r"|\bversion\s+[`'\"][^`'\"]+[`'\"]\s+not\s+found\b"
                                  r"|\bminimum\s+(?:supported|required)\b|\bdoes\s*n[o']?t\s+match\b"
                                  # round 67 (Paddle's gpu_resources.cc 'The installed Paddle is compiled with CUDNN 8.2,
                                  # but CUDNN version in your machine is 8.1', Paddle#37349: the sentence cut before
                                  # 'which may cause serious incompatible bug')
                                  r"|\bbut\s+\w+\s+(?:runtime\s+)?version\s+in\s+your\s+machine\s+is\b", 60)
        # round 69 (emitters.yaml: gpu_resources.cc's joint check 'compiled with CUDA12/cuDNN9,but CUDA/cuDNN version in
        # your machine is ...', the libraries named with no word boundary after them)
        + r"|\bcompiled\s+with\s+CUDA\s*\d+(?:\.\d+)?/cuDNN\s*\d+\s*,\s*but\s+CUDA/cuDNN\s+version\s+in\s+your\s+machine\b"
        # round 19 (emitters.yaml: bitsandbytes cextension.py 'No compatible CUDA binary found at ...cuda131.so'): the
        # package has no native build for the CUDA version found at run time
        + r"|\bno\s+compatible\s+cuda\s+(?:binary|binaries|library|build)\b",
        "A CUDA library (cuDNN, cuBLAS...) found at run time is older or of another version than the one the "
        "framework was built against.",
        "pip/conda installed a framework built for a newer cuDNN/cuBLAS than the image or environment provides.",
        "Install the library version the framework names (pip install -U nvidia-cudnn-cu12), or the framework build "
        "for the installed one.",
        "https://github.com/rgommers/pixi-dev-scipystack/issues/1 ; https://github.com/jax-ml/jax/blob/main/jax/_src/xla_bridge.py",
        # (DeepSpeed accepting a minor difference: "... does not match ... but since the APIs are compatible, accepting")
        exclude=r"\bnccl\b|\baccepting\b|\bare\s+compatible\b"),
    _concept(
        "dtype_unsupported_by_gpu", "dtype-needs-newer-gpu", "A number format this GPU generation lacks",
        # PyTorch aten/src/ATen/native/cuda/Blas.cpp: 'torch._scaled_mm is only supported on CUDA devices with compute
        # capability >= 9.0 or 8.9, or ROCm MI300+' (FP8), vLLM 'Bfloat16 is only supported on GPUs with compute
        # capability of at least 8.0'
        r"\b(?:bf16|bfloat16|fp8|float8\w*|e4m3\w*|e5m2\w*|fp4|nvfp4|mxfp4|int4|awq|gptq|marlin|_?scaled_mm|tf32)\b"
        r"[^\n]{0,100}?\b(?:only\s+supported|not\s+supported|unsupported|requires?|needs?)\b[^\n]{0,60}?"
        r"\b(?:compute\s+capability|cuda\s+capability|capability|sm_?\d{2,3}|ampere|hopper|ada|blackwell)\b"
        # round 16: the device itself as the subject (CTranslate2 src/types.cc 'Requested bfloat16 compute type, but the
        # target device or backend do not support efficient bfloat16 computation.')
        r"|\b(?:bf16|bfloat16|fp8|float8\w*|fp4|int8|int4)\b[^\n]{0,60}?\b(?:target\s+)?(?:gpu|device|hardware)\b[^\n]{0,30}?"
        r"\b(?:do(?:es)?\s*n[o']?t|cannot|can't)\s+support\b"
        # round 17 (by cause, the GPU's capability as the subject): TensorRT's builder 'Networks with FP8 precision
        # require hardware with FP8 support', TransformerEngine transformer_engine/pytorch/fp8.py 'Device compute
        # capability 8.9 or higher required for FP8 execution.', bitsandbytes cuda_setup 'Compute capability < 7.5
        # detected! Only slow 8-bit matmul is supported for your GPU!'
        r"|\b(?:bf16|bfloat16|fp8|float8\w*|fp4|int8|int4|tf32)\b[^\n]{0,60}?\b(?:requires?|needs?)\s+(?:a\s+)?"
        r"(?:hardware|gpus?|devices?)\s+(?:with|that\s+supports?)\b"
        # round 98 (fresh461 TensorRT#3157): the format after the hardware, 'Networks with QuantizeLayer/DequantizeLayer
        # layers require hardware with Int8 support.' (a Pascal GPU)
        r"|\b(?:requires?|needs?)\s+(?:hardware|gpus?|devices?)\s+with\s+(?:bf16|bfloat16|fp8|float8\w*|fp4|int8|int4|tf32)"
        r"\s+support\b"
        r"|\b(?:compute|cuda)\s+capability\s*(?:[<>]=?\s*)?\d+\.(?:\d+|x)\s+(?:or\s+(?:higher|newer|above)|and\s+above|\+)?\s*"
        r"(?:is\s+)?(?:required|needed)\s+for\b[^\n]{0,40}?\b(?:bf16|bfloat16|fp8|float8\w*|fp4|int8|int4|tf32|flash\w*)\b"
        r"|\b(?:compute|cuda)\s+capability\s*<\s*\d+(?:\.\d+)?\s+detected\b[^\n]{0,60}?\b(?:only|not\s+supported|slow)\b"
        # a kernel's architecture check that failed (PyTorch/flash-attention TORCH_CHECK 'Expected is_sm80 || is_sm90 to
        # be true, but got false': the fused kernel exists only for those GPU generations)
        r"|\bExpected\s+(?:!?\s*is_sm\d+\w*\s*(?:\|\||&&)\s*)*is_sm\d+\w*\s+to\s+be\s+true,\s+but\s+got\s+false\b"
        # (round 137, fresh657 training_results_v2.1#4: the check spelled on the device properties, 'Expected
        # (dprops->major == 8 && dprops->minor == 0) || (dprops->major == 9 && ...) to be true, but got false')
        r"|\bExpected\s+\(*\s*dprops->major\s*[=<>!]=?\s*\d+[^\n]{0,200}?\bto\s+be\s+true,\s+but\s+got\s+false\b",
        "The model's number format or kernel (FP8 scaled matmul, bfloat16, a quantization) needs a newer GPU "
        "generation than this one.",
        "An FP8/bf16 model or quantization on an older GPU (T4/V100: compute capability 7.x; FP8 needs 8.9+).",
        "Use a format the GPU has (fp16 instead of bf16, a non-FP8 checkpoint, another quantization) or a newer GPU "
        "(`nvidia-smi --query-gpu=compute_cap --format=csv`).",
        "https://github.com/pytorch/pytorch/blob/main/aten/src/ATen/native/cuda/Blas.cpp ; "
        "https://github.com/kijai/ComfyUI-HunyuanVideoWrapper/issues/98 ; "
        "https://github.com/OpenNMT/CTranslate2/blob/master/src/types.cc",
        exclude=r"\b(?:cpu|mps|tpu|apple|metal)\b"),
    _concept(
        "no_kernel_image_arch", "no-code-for-arch", "No code for this GPU architecture in the binary",
        # llama.cpp ggml-cuda 'CUDA kernel %s has no device code compatible with CUDA arch %d. ggml-cuda.cu was compiled
        # for: %s'
        r"\bno\s+(?:kernel\s+image|device\s+code|binary|ptx|cubin)\b[^\n]{0,40}?\b(?:available|compatible|for)\b"
        r"[^\n]{0,60}?\b(?:arch\w*|sm_?\d+|compute\s+capability|device|gpu)\b"
        # round 16: the CUDA error names and texts that mean 'this binary has no code this GPU can run' in any program
        # (CUDA driver API CUDA_ERROR_NO_BINARY_FOR_GPU 'no kernel image is available for execution on the device' and
        # CUDA_ERROR_INVALID_IMAGE 'device kernel image is invalid': a cubin built for another architecture, e.g.
        # Triton/Inductor code generated on one GPU and run on another; the runtime's cudaErrorNoKernelImageForDevice
        # and cudaErrorInvalidKernelImage)
        r"|\bdevice\s+kernel\s+image\s+is\s+invalid\b|\bCUDA_ERROR_(?:NO_BINARY_FOR_GPU|INVALID_IMAGE)\b"
        r"|\bcudaError(?:NoKernelImageForDevice|InvalidKernelImage)\b",
        "The binary has no GPU code for this GPU's architecture.",
        "A build compiled for other GPU architectures (an old wheel on a new GPU, or a build for newer ones).",
        "Use a build that includes this GPU's architecture (TORCH_CUDA_ARCH_LIST / CMAKE_CUDA_ARCHITECTURES) or "
        "PTX for it.",
        "https://github.com/ggml-org/llama.cpp/issues/6529 ; https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html"),
    _concept(
        "cuda_toolkit_arch_unsupported", "toolkit-lacks-arch", "The CUDA compiler does not know the target architecture",
        # round 16: nvcc's 'Unsupported gpu architecture 'compute_80'' quoted without its 'nvcc fatal :' head (a
        # build log relayed by DeepSpeed's op builder, a translated error line: no word boundary before it after CJK
        # text); NVRTC's 'invalid value for --gpu-architecture (-arch)'
        r"(?<![A-Za-z0-9_])Unsupported\s+gpu\s+architecture\s+'(?:sm|compute)_(?:\d+\w*|native)'"
        r"|\bValue\s+'(?:sm|compute)_\d+\w*'\s+is\s+not\s+defined\s+for\s+option\s+'gpu-(?:architecture|name)'"
        r"|\binvalid\s+value\s+for\s+--gpu-architecture\b"
        # torch/utils/cpp_extension.py _get_cuda_arch_flags: 'Unknown CUDA arch ({arch}) or GPU not supported' (the
        # extension build's arch table predates the GPU)
        r"|\bUnknown\s+CUDA\s+arch\s*\(",
        "The CUDA compiler (nvcc, NVRTC) was asked to build for a GPU architecture it does not know.",
        "The toolkit is older than the GPU (sm_80 needs CUDA 11.0+, sm_89/sm_90 11.8+) or the build targets an "
        "architecture a newer toolkit dropped.",
        "Build with a CUDA toolkit that knows the GPU (`nvcc --list-gpu-arch`), or set TORCH_CUDA_ARCH_LIST / "
        "-gencode to architectures this toolkit supports.",
        "https://docs.nvidia.com/cuda/cuda-compiler-driver-nvcc/index.html#gpu-feature-list ; "
        "https://github.com/inducer/pycuda/issues/440"),
    _concept(
        "graphics_driver_unavailable", "graphics-interop-or-optix", "CUDA cannot share the graphics side (GL interop, OptiX)",
        # round 28 (fresh90): renderers' own words that CUDA cannot register/share an OpenGL/Vulkan resource (the GL
        # context runs on another GPU) or that OptiX's runtime (libnvoptix, shipped with the driver's graphics
        # libraries) is missing, in the next program's wording ('CUDA-GL interop failed', 'failed to register the
        # OpenGL texture with CUDA', 'OptiX library could not be loaded'); not OptiX's ABI/version errors (the driver)
        r"\b(?:cuda[-\s/]*(?:opengl|gl|vulkan)|(?:opengl|gl|vulkan)[-\s/]*cuda)\s+interop\w*\b[^\n]{0,60}?"
        r"\b(?:fail\w*|error|not\s+supported|unavailable)\b"
        r"|\b(?:fail\w*|unable|could\s?n[o']?t|cannot)\s+(?:to\s+)?(?:register|map|share)\s+(?:the\s+|an?\s+)?"
        r"(?:opengl|gl|vulkan)\s+\w+\s+with\s+cuda\b"
        r"|\boptix\b[^\n]{0,60}?\b(?:runtime\s+)?library\b[^\n]{0,40}?\b(?:not\s+found|missing|could\s+not\s+be\s+loaded"
        r"|failed\s+to\s+load)\b",
        "CUDA could not work with the graphics side of the driver: an OpenGL/Vulkan resource it cannot share, or "
        "OptiX's runtime library (part of the driver's graphics libraries) missing.",
        "OpenGL on another GPU (hybrid laptop, remote desktop), or a driver/container without its graphics "
        "libraries (NVIDIA_DRIVER_CAPABILITIES without graphics).",
        "Run on the NVIDIA GPU (prime-run); install the driver's GL libraries; add the graphics capability.",
        "https://github.com/NVIDIA/nvidia-docker/issues/1545 ; https://github.com/chrxh/alien/issues/54",
        exclude=r"\babi\b|version"),
    _concept(
        "graphics_driver_unavailable", "graphics-no-driver", "Vulkan/EGL found no usable GPU driver",
        # round 18 (fresh40): a renderer's own words that its graphics API (Vulkan, EGL) has no driver/device, in any
        # program: the Vulkan loader's ICD search, an engine's 'no suitable Vulkan device', 'failed to create Vulkan
        # instance'. Not a device lost / out of memory (xid_error, gpu_oom), not a missing display (X11) alone.
        r"\bno\s+(?:suitable|compatible|usable|supported)\s+(?:Vulkan|EGL)\s+(?:physical\s+)?(?:devices?|drivers?|ICDs?|GPUs?)\b"
        r"|\b(?:Vulkan|EGL)\b[^\n]{0,60}?\b(?:incompatible\s+driver|no\s+(?:suitable|compatible|usable|supported)\s+"
        r"(?:physical\s+)?(?:GPUs?|devices?|drivers?|ICDs?))\b"
        r"|\b(?:failed|unable)\s+to\s+(?:create|initiali[sz]e)\s+(?:a\s+|the\s+)?Vulkan\s+instance\b"
        # round 24 (fresh59/60: Unreal's VulkanRHI 'Failed to load Vulkan Driver which is required to run the engine',
        # 'Vulkan failed to select physical device after passing profile checks' (CARLA 0.10), the Vulkan samples'/
        # AirSim's 'Cannot find a compatible Vulkan (installable client) driver (ICD)', 'Incompatible Vulkan driver found')
        r"|\b(?:failed|unable)\s+to\s+load\s+(?:the\s+)?Vulkan\s+(?:driver|ICD)\b"
        r"|\bVulkan\b[^\n]{0,40}?\bfailed\s+to\s+(?:select|find|create|enumerate)\s+(?:a\s+|any\s+)?(?:suitable\s+)?"
        r"physical\s+devices?\b"
        r"|\b(?:cannot|can't|could\s?n[o']?t|unable\s+to)\s+find\s+(?:a\s+|any\s+)?compatible\s+Vulkan\s+"
        r"(?:installable\s+client\s+)?drivers?\b|\bincompatible\s+Vulkan\s+drivers?\b"
        # (Omniverse Kit's gpu.foundation 'No device could be created. Some known system issues: ...' lists several
        # causes itself, so it is read at this tier: a specific CUDA error beside it (IsaacSim#239's 'CUDA error 999')
        # names the failure better; alone (IsaacLab#3792, vulkaninfo showing only llvmpipe) it is this cause)
        r"|\bgpu\.foundation\b[^\n]{0,30}?\bNo\s+device\s+could\s+be\s+created\b",
        "A Vulkan/EGL renderer found no usable GPU driver.",
        "The NVIDIA graphics libraries (Vulkan ICD, libEGL_nvidia) are missing where the process runs: a container "
        "without the `graphics` driver capability, a driver installed without its GL/Vulkan parts, or a driver too old.",
        "Set NVIDIA_DRIVER_CAPABILITIES=all (or compute,utility,graphics,display) on the container; check "
        "`ls /usr/share/vulkan/icd.d/ /usr/share/glvnd/egl_vendor.d/` and `vulkaninfo --summary` inside it.",
        "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/1.11.0/user-guide.html ; "
        "https://github.com/KhronosGroup/Vulkan-Loader/blob/main/docs/LoaderInterfaceArchitecture.md",
        exclude=r"DEVICE_LOST|OUT_OF_(?:DEVICE|HOST)_MEMORY"),
    _concept(
        "graphics_driver_unavailable", "graphics-api-no-device", "A graphics API's own result: no display, adapter or device",
        # session r18 (the lead, generic: from the APIs' specifications, not from a batch's misses): each graphics API's
        # own words or result codes for 'no usable GPU driver behind me', in any program's message:
        # - EGL 1.5 (eglGetError): EGL_NOT_INITIALIZED (0x3001), EGL_BAD_DISPLAY (0x3008), and an EGL display/device
        #   query that failed (eglGetDisplay, eglGetPlatformDisplay[EXT], eglInitialize, eglQueryDevicesEXT returning
        #   EGL_FALSE / an error: the display set-up calls only, as round 24's EGL entries; a context or surface call
        #   failing (eglMakeCurrent, eglCreateContext) is a configuration failure as often); not Mesa's 'libEGL warning:'
        #   notices, which working machines print too (test_explain_graphics)
        r"\bEGL_(?:NOT_INITIALIZED|BAD_DISPLAY)\b|\b(?:EGL|egl\w*)\b[^\n]{0,60}?\b0x300[18]\b"
        r"|\begl(?:GetDisplay|GetPlatformDisplay(?:EXT)?|Initialize|QueryDevices(?:EXT)?)\b"
        r"(?:\(\))?[^\n]{0,40}?\b(?:fail\w*|error|returned\s+(?:EGL_FALSE|false|an?\s+error|EGL_NO_\w+))\b"
        r"|\b(?:fail\w*\s+to|unable\s+to|cannot|can't|could\s?n[o']?t)\s+(?:get|detect|open|find|create|initiali[sz]e|query)\s+"
        r"(?:an?\s+|the\s+|any\s+)?EGL\s+(?:display|devices?)\b|\bno\s+EGL\s+(?:display|devices?)\s+(?:found|available)\b"
        # - Vulkan (vkEnumeratePhysicalDevices): a count of zero, or no Vulkan-capable device
        r"|\bvkEnumeratePhysicalDevices\b[^\n]{0,60}?(?:\b(?:returned|found|reported|gave)\s+(?:0|zero|no)\b|\bfail\w*"
        r"|\bno\s+(?:physical\s+)?devices?\b)"
        r"|\b(?:no|zero|0)\s+Vulkan[-\s]?(?:capable\s+|compatible\s+)?(?:physical\s+)?(?:devices?|GPUs?)\s+(?:were\s+|was\s+)?"
        r"(?:found|detected|available|present)\b"
        r"|\b(?:can\s?not|can't|could\s?n[o']?t|unable\s+to|fail\w*\s+to)\s+find\s+(?:a\s+|any\s+)?Vulkan[-\s]capable\s+"
        r"(?:devices?|GPUs?|graphics\s+cards?)\b"
        # - WebGPU (GPU.requestAdapter() resolves to null when no adapter is available) and wgpu's request_adapter
        r"|\brequestAdapter\b[^\n]{0,40}?\b(?:returned|resolved\s+(?:to|with))\s+(?:null|undefined)\b"
        r"|\b(?:could\s?n[o']?t|can\s?not|can't|unable\s+to|fail\w*\s+to)\s+(?:request|get|create|find|acquire)\s+(?:an?\s+|the\s+)?"
        r"(?:WebGPU|wgpu|GPU)\s+adapter\b|\b(?:WebGPU|wgpu)\b[^\n]{0,60}?\bno\s+(?:suitable\s+|compatible\s+|available\s+)?"
        r"adapters?\s+(?:was\s+|were\s+)?(?:found|available)\b|\bnavigator\.gpu\s+is\s+(?:undefined|null|not\s+defined)\b"
        # - Direct3D/DXGI: DXGI_ERROR_UNSUPPORTED (0x887A0004: 'the requested functionality is not supported by the
        #   device or the driver'), D3D1x device creation failing, a feature level or Direct3D version not supported
        #   (round 145: the HRESULT also without the 0x, as ONNX Runtime's DirectML provider prints it, fresh695 GraXpert#207)
        r"|\bDXGI_ERROR_UNSUPPORTED\b|\b(?:0x)?887A0004\b|\bD3D1[012](?:\.1)?CreateDevice(?:AndSwapChain)?\b[^\n]{0,40}?\bfail\w*"
        r"|\b(?:Direct3D|DirectX|D3D)\s?1[012](?:\.\d)?\s+(?:is\s+)?(?:not\s+supported|unsupported|not\s+available)\b"
        r"|\b(?:does\s+not|doesn't|do\s+not|don't)\s+support\s+(?:Direct3D|DirectX|D3D)\s?1[012]\b"
        r"|\bfeature\s+level\s+1[012]_[01]\b[^\n]{0,30}?\b(?:not\s+supported|unsupported|required)\b"
        # - OpenGL: the version the program needs is not what the driver gives (no NVIDIA GL: Mesa's llvmpipe, a remote
        #   session)
        r"|\bOpenGL\s+(?:version\s+)?\d(?:\.\d)?\s+(?:or\s+(?:later|higher|newer|above|greater)\s+)?(?:is\s+)?"
        r"(?:required|not\s+supported|unsupported|not\s+available)\b"
        #   (round 147: also 'do not', pyglet's 'Your graphics drivers do not support OpenGL 2.0', fresh704 pyglet#465)
        r"|\b(?:does\s+not|doesn't|do\s+not|don't)\s+support\s+OpenGL\s+(?:version\s+)?\d"
        #   (round 145: a game's own check, 'OpenRA requires OpenGL version 2.0 or greater and detected 0.0', fresh696
        #   OpenRA#7622)
        r"|\brequires\s+OpenGL\s+(?:version\s+)?\d(?:\.\d)?\s+or\s+(?:later|higher|newer|above|greater)\s+and\s+detected\s+\d"
        # - VA-API: libva could not initialise its driver (vaInitialize's VA_STATUS_ERROR_*)
        r"|\bvaInitialize\s+failed\b|\blibva\s+error:[^\n]{0,120}?\binit\s+failed\b",
        "A graphics API (EGL, Vulkan, WebGPU, Direct3D, OpenGL, VA-API) reported, in its own result words, that it has no "
        "usable display, adapter or device behind it.",
        "The GPU's graphics driver is not reachable where the program runs: a container without the `graphics`/`display` "
        "driver capability or without the NVIDIA EGL/Vulkan/GL libraries, a headless or remote session on Mesa's software "
        "renderer, a browser with WebGPU/GPU acceleration off or the GPU block-listed, or a driver too old for the API "
        "version asked for.",
        "Check what the API sees: `eglinfo` / `vulkaninfo --summary` / `glxinfo -B` (renderer should be NVIDIA, not "
        "llvmpipe), chrome://gpu in a browser; in a container set NVIDIA_DRIVER_CAPABILITIES=all (or add graphics,display) "
        "and check `ls /usr/share/vulkan/icd.d/ /usr/share/glvnd/egl_vendor.d/`; update the driver when the API version "
        "is what is missing.",
        "https://registry.khronos.org/EGL/sdk/docs/man/html/eglGetError.xhtml ; "
        "https://registry.khronos.org/vulkan/specs/latest/man/html/vkEnumeratePhysicalDevices.html ; "
        "https://www.w3.org/TR/webgpu/#dom-gpu-requestadapter ; "
        "https://learn.microsoft.com/en-us/windows/win32/direct3ddxgi/dxgi-error ; "
        "https://intel.github.io/libva/group__api__core.html",
        exclude=r"libEGL\s+warning|DEVICE_LOST|OUT_OF_(?:DEVICE|HOST)_MEMORY|DEVICE_REMOVED|DEVICE_HUNG"),
    _concept(
        "gpu_busy_unavailable", "gpu-busy", "The GPU is busy or held in an exclusive compute mode",
        r"\b(?:gpus?|cuda\s+devices?|devices?)\b[^\n]{0,30}?\b(?:is|are)\s+busy\b(?!\s+or\s+resource)"
        r"|\bexclusive[-_\s]?process\b[^\n]{0,40}?\b(?:in\s+use|busy|another|unavailable)\b"
        # round 17 (emitters.yaml): Lightning's accelerators/cuda find_usable_cuda_devices 'The devices [1] are occupied
        # by other processes and can't be used at the moment'
        r"|\b(?:gpus?|devices?)\b[^\n]{0,40}?\b(?:is|are)\s+occupied\s+by\s+(?:an)?other\s+process",
        "The GPU exists but will not take this process.",
        "Compute mode Exclusive_Process with another process (or MPS) holding the GPU.",
        "`nvidia-smi -q -d COMPUTE`; stop the other process or set the compute mode to Default.",
        _CUDA_DOC),
    _concept(
        "xid_error", "gpu-fault", "The GPU faulted (fell off the bus, needs a reset)",
        _both(r"\b(?:gpu|nvrm|xid)\b",
              r"\bfallen\s+off\s+the\s+bus\b|\blost\s+from\s+the\s+bus\b|\brequires?\s+(?:a\s+)?reset\b"
              r"|\bunrecoverable\s+error\b|\bneeds?\s+(?:to\s+be\s+)?reset\b", 60)
        # round 17: DCGM's Xid metric (dcgm-exporter DCGM_FI_DEV_XID_ERRORS, labels err_code/err_msg) with a non-zero
        # Xid: the driver's own fault report, scraped
        + r"|\bDCGM_FI_DEV_XID_ERRORS\b[^\n]{0,80}?\berr_code\s*=\s*\"?[1-9]\d*"
          r"|\bDCGM_FI_DEV_XID_ERRORS\{[^}\n]*\}\s+[1-9]\d*\b",
        "The GPU or its driver reported a fault that takes it out of service.",
        "A hardware, power or thermal fault, or a driver bug; the kernel log (NVRM: Xid) names the Xid.",
        "`dmesg | grep -i xid` on the node; drain it, reset the GPU (`nvidia-smi -r`) or reboot; repeated: RMA.",
        "https://docs.nvidia.com/deploy/xid-errors/index.html"),
    _concept(
        "ecc_error", "ecc", "Uncorrectable GPU memory (ECC) error",
        r"\b(?:uncorrectable|uncorrected|double[-\s]bit)\s+(?:ecc\s+)?(?:memory\s+)?errors?\b(?!\s*[:=]\s*0\b)"
        r"(?=[^\n]*\b(?:encountered|detected|occurred|fatal|gpu|ecc)\b)"
        r"|\brow[-\s]?remap\w*\s+(?:failure|failed|pending)\b"
        # round 16: a page the driver retired/blacklisted after ECC errors (DCGM dcgm_errors.h 'A pending retired page
        # has been detected in GPU %u.'; nvidia-smi's 'Pending Page Blacklist : Yes'), never the counters at zero
        r"|\b(?:retired|blacklisted)\s+pages?\b[^\n]{0,40}?\b(?:has\s+been\s+|were\s+)?detected\b"
        r"|\bpending\s+page\s+(?:blacklist|retirement)\s*:\s*yes\b",
        "The GPU's memory reported an error ECC could not correct.",
        "A failing memory cell; the driver retires the page/remaps the row at the next reset.",
        "Drain the node, reset the GPU (or reboot) so the row remap takes effect; repeated: RMA "
        "(`nvidia-smi -q -d ECC,ROW_REMAPPER`).",
        "https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/index.html"),
    _concept(
        "fabric_manager_not_running", "fabric-manager", "NVIDIA Fabric Manager not running",
        _both(r"\bfabric\s*manager\b|\bnv-fabricmanager\b|\bnvidia-fabricmanager\b|\bfabricmanager\b",
              r"\bfail\w*|\bnot\s+(?:running|started|active)\b|\binactive\b|\bunable\b|\bcannot\b|\berror\b", 120),
        "An NVSwitch system's Fabric Manager is not running, so CUDA cannot use the GPUs.",
        "The nvidia-fabricmanager service is not installed, not started, or of another version than the driver.",
        "`systemctl status nvidia-fabricmanager`; install the version matching the driver and start it.",
        "https://docs.nvidia.com/datacenter/tesla/fabric-manager-user-guide/index.html"),
    _concept(
        "driver_install_failed", "driver-install", "The NVIDIA driver could not be installed",
        r"\b(?:nvidia[-\s]?installer|nvidia\s+driver|driver\s+(?:container|installation|install))\b[^\n]{0,60}?"
        r"\b(?:fail\w*|error|unable)\b"
        # round 17: a driver installer (cos-gpu-installer cmd/install.go 'failed to get default driver version: failed
        # to download artifact ...') failing to fetch what it installs
        r"|\bfailed\s+to\s+(?:get|download|fetch)\s+(?:the\s+)?(?:default\s+)?(?:gpu\s+)?driver\s+(?:version|package|installer|artifact)\b"
        # (emitters.yaml: cos-gpu-installer 'Could not download GPU installer from <url>, giving up.', the driver
        # container's 'failed to unload nouveau driver', nvidia-installer 'An instance of the NVIDIA driver is already
        # running, aborting')
        r"|\b(?:could\s?n[o']?t|failed\s+to|unable\s+to)\s+download\s+(?:the\s+)?(?:gpu|nvidia)\s+(?:driver|installer)\b"
        r"|\b(?:failed|unable)\s+to\s+(?:update|upgrade)\s+(?:the\s+)?nvidia\s+(?:kernel\s+module|driver)\b"
        r"|\b(?:failed|unable)\s+to\s+unload\s+(?:the\s+)?nouveau\b"
        r"|\bnvidia\s+driver\s+is\s+already\s+running,?\s+abort"
        r"|\b(?:fail\w*|unable|could\s?n[o']?t)\s+to\s+(?:install|build|compile)\s+(?:the\s+)?(?:nvidia\s+)?"
        r"(?:kernel\s+module|driver)\b"
        # round 19 (emitters.yaml: amazon-eks-ami install-nvidia-driver.sh 'Could not determine the full nvidia driver
        # version to install for major version %s'): the installer cannot pick the driver it must install
        r"|\b(?:could\s?n[o']?t|unable\s+to|failed\s+to)\s+(?:determine|resolve|find|get)\s+(?:the\s+)?(?:full\s+)?"
        r"(?:nvidia\s+|gpu\s+)?driver\s+version\s+to\s+install\b",
        "Installing or building the NVIDIA driver failed.",
        "Kernel headers missing for the running kernel, secure boot, or an unsupported kernel/OS for the driver.",
        "Read the installer log (/var/log/nvidia-installer.log or the driver pod's log); install the kernel headers.",
        "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/troubleshooting.html",
        context=r"\bnvidia\b|\bgpu[-_\s]?(?:driver|installer)\b|\bcos[-_]gpu[-_]installer\b|\bnouveau\b",
        # (round 72, emitters.yaml: Nomad's 'unable to initialize Nvidia driver: ... reason="failed to initialize: Driver
        # Not Loaded"' initialises the driver's NVML, it installs nothing)
        exclude=r"\binitiali[sz]e\s+(?:the\s+)?nvidia\s+driver\b"),
    _concept(
        "driver_install_failed", "kernel-module-insert", "A kernel module could not be inserted on the node",
        # round 17: modprobe's own failure lines (kmod tools/modprobe.c 'could not insert '%s': %s', 'Module %s not
        # found in directory %s') as the GPU Operator's driver container prints them while it loads nvidia,
        # nvidia-peermem or their dependencies (ipmi_msghandler): the driver install cannot finish. Not a host without
        # a driver at all ('Module nvidia not found' where nothing installs one: driver_not_loaded, read second)
        # (round 21: not 'No such device': the nvidia module found no GPU to drive, driver_not_loaded)
        # (round 136, fresh652 nvidia-xrun#135: nor the driver's own modules missing, nvidia_uvm / _modeset / _drm
        # as nvidia itself: no driver installed for this kernel, driver_not_loaded)
        r"\bmodprobe:\s+(?:ERROR|FATAL):\s+(?:could\s+not\s+insert\s+'[\w-]+'(?!:\s*No such device)|Module\s+(?!nvidia(?:[-_](?:uvm|modeset|drm|current))?\s)[\w-]+\s+not\s+found\s+in\s+directory)",
        "A kernel module the driver install loads (nvidia, nvidia-peermem, nvidia-uvm or a dependency such as "
        "ipmi_msghandler) could not be inserted or was not built for the running kernel.",
        "The module was not built for this kernel (a userspace-only install, a kernel upgraded under the driver "
        "container), Secure Boot or a kernel lockdown refuses it ('Invalid argument', 'Operation not permitted'), or "
        "the module depends on hardware/features the node lacks (peermem without an InfiniBand stack).",
        "Read the driver pod's log and `dmesg` on the node for the module's reason; use a driver image built for the "
        "node's kernel; for nvidia-peermem install the MOFED/inbox RDMA stack first or set driver.rdma.enabled=false.",
        "https://github.com/kmod-project/kmod/blob/master/tools/modprobe.c ; "
        "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/troubleshooting.html",
        readings=(("driver_install_failed", "the driver container could not load the module it installs"),
                  ("driver_not_loaded", "a host where no NVIDIA driver is installed at all")),
        distinguish="`kubectl -n gpu-operator logs <driver pod>` and `dmesg | tail` on the node",
        # round 136 (negatives102 waydroid#1538, #801: Android's binder_linux module missing): the paste must name the
        # GPU stack or a module the driver install loads; another subsystem's module is no GPU cause
        # (and ib_core / ib_uverbs: nvidia-peermem's dependencies, round 17's driver-container reading)
        context=r"nvidia|\bnv_peer_mem\b|\bgdrdrv\b|\bipmi_msghandler\b|\bib_(?:core|uverbs)\b|\bgpu|\bcuda\b|nouveau"),
    _concept(
        "container_runtime_misconfigured", "nvidia-runtime", "The container runtime is not set up for NVIDIA GPUs",
        _both(r"\bnvidia-container-(?:runtime|toolkit)\b|\bruntime\s+\"?nvidia\"?|\bnvidia\s+runtime\b"
              r"|\bdevice\s+driver\s+\"\"",
              r"\bunknown\b|\bnot\s+found\b|\bnot\s+configured\b|\bcould\s+not\s+select\b|\binvalid\b"
              r"|\bnot\s+installed\b|\bno\s+such\b", 60)
        # round 17: the GPU Operator's toolkit container could not configure or restart the node's runtime (its own
        # 'error running nvidia-toolkit: unable to setup runtime', 'unable to restart containerd: unable to signal
        # containerd'), and its validator still waiting for it (cmd/nvidia-validator 'waiting for nvidia container stack
        # to be setup')
        + r"|\bnvidia-(?:container-)?toolkit\b[^\n]{0,40}?\b(?:unable|failed)\s+to\s+(?:set\s*up|configure|restart)\s+"
          r"(?:the\s+)?(?:runtime|containerd|docker|cri-?o)\b"
          r"|\bwaiting\s+for\s+(?:the\s+)?nvidia\s+container\s+stack\b"
          # (emitters.yaml: the validator 'error validating toolkit installation', nvidia-ctk-installer 'unable to
          # update config: failed to update runtime "nvidia": unable to add runtime')
          r"|\berror\s+validating\s+toolkit\s+installation\b|\bfailed\s+to\s+update\s+runtime\s+\"?nvidia\"?",
        "The container runtime does not know the NVIDIA runtime, so GPU containers cannot start.",
        "nvidia-container-toolkit not installed or not configured in containerd/CRI-O/Docker (`nvidia-ctk runtime "
        "configure`), or the runtime class names a handler the node lacks.",
        "Install nvidia-container-toolkit and run `nvidia-ctk runtime configure --runtime=containerd` (or docker), "
        "then restart the runtime.",
        "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html"),
    _concept(
        "mig_misconfigured", "mig", "MIG configuration failed",
        _both(r"\bmig\b|\bgpu\s+instances?\b|\bcompute\s+instances?\b|\bmig-parted\b",
              r"\bfail\w*|\binvalid\b|\bmismatch\w*|\bnot\s+(?:enabled|supported)\b|\bunable\b|\bincompatible\b"
              r"|\bmore\s+than\s+one\b|\bunknown\s+(?:config|profile)\b", 60),
        "Creating or using MIG devices failed, or the MIG layout does not match the device plugin's strategy.",
        "MIG mode not enabled (needs a GPU reset), a profile the GPU lacks, or mixed MIG types with strategy single.",
        "`nvidia-smi mig -lgi`; check the mig-manager's log and the device plugin's MIG strategy.",
        "https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html"),
    _concept(
        "device_plugin_error", "device-plugin", "The GPU device plugin failed",
        _both(r"\b(?:nvidia-)?device[-\s]?plugin\b|\bk8s-device-plugin\b|\bListAndWatch\b",
              r"\bfail\w*|\berror\b|\bunable\b|\bcannot\b|\bcrash\w*", 80)
        # round 16: the node advertises no GPU resource (gpu-operator cmd/nvidia-validator main.go 'GPU resources are not
        # discovered by the node'): the device plugin's job, whatever program notices it
        + r"|\b(?:gpu|nvidia\.com/gpu)\s+resources?\s+(?:are\s+|is\s+)?not\s+(?:yet\s+)?(?:discovered|advertised|registered)\b"
        # round 17 (emitters.yaml): the validator's plugin check 'error validating plugin installation: unable to find
        # any allocatable GPU resource'
        r"|\berror\s+validating\s+plugin\s+installation\b|\bunable\s+to\s+find\s+any\s+allocatable\s+gpu\s+resources?\b",
        "The GPU device plugin could not start, register or advertise GPUs.",
        "It cannot open NVML (driver or runtime problem), the kubelet socket, or its configuration is invalid.",
        "`kubectl logs` of the device plugin pod on the node; fix the driver/runtime first, then restart it.",
        "https://github.com/NVIDIA/k8s-device-plugin"),
    _concept(
        "mps_error", "mps", "CUDA MPS not reachable",
        _both(r"\bnvidia-cuda-mps-\w+|\bmps\s+(?:control\s+)?(?:daemon|server|control)\b|\bCUDA_MPS_\w+",
              r"\bfail\w*|\berror\b|\bunable\b|\bcannot\b|\bnot\s+running\b", 60),
        "The CUDA MPS control daemon or server could not be reached.",
        "MPS daemon not started, or its pipe directory not shared with the container.",
        "Start nvidia-cuda-mps-control -d (or the device plugin's MPS daemon) and mount CUDA_MPS_PIPE_DIRECTORY.",
        "https://docs.nvidia.com/deploy/mps/index.html"),
    _concept(
        "cdi_unresolvable", "cdi-name-refused", "A CDI device name the runtime refused or could not resolve",
        # round 16: a fully-qualified CDI device name (vendor.tld/class=name, the CDI spec's qualified name:
        # 'nvidia.com/gpu=0', 'nvidia.com/gpu=all') on a line where the engine refuses it: podman 4.x before CDI in
        # containers.conf read it as a host path ('validating containers config: invalid device mode:
        # nvidia.com/gpu=gpu0'), containerd/CRI-O 'unresolvable CDI devices', Docker 'could not resolve CDI device'.
        # (a node label such as nvidia.com/gpu.present=true has a dot in its class: not a CDI name)
        r"\bdevices?\b[^\n]{0,60}?\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)+/[a-z0-9][a-z0-9_-]*=[\w.:-]+",
        "The container engine refused a CDI device name (vendor/class=name) or could not resolve it against the CDI "
        "specs it loaded.",
        "The engine does not support CDI names there (an older podman/Docker/containerd, or CDI not enabled), or no "
        "CDI spec for the vendor is generated on the node (/etc/cdi, /var/run/cdi).",
        "`nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` and `nvidia-ctk cdi list`; use an engine version with "
        "CDI support (podman >= 4.1 with --device nvidia.com/gpu=all; containerd >= 1.7 with enable_cdi).",
        "https://github.com/cncf-tags/container-device-interface/blob/main/SPEC.md ; "
        "https://github.com/podman-container-tools/podman/issues/16232",
        require=r"\b(?:invalid|unresolv\w*|unknown|not\s+found|no\s+such|could\s?n[o']?t\s+resolve|failed\s+to\s+resolve"
                r"|refused|unsupported)\b"),
    _concept(
        "nccl_error", "nccl-result-code", "An NCCL call returned an error result",
        # round 16: an NCCL result compared with ncclSuccess in a caller's CHECK (NVCaffe/Caffe2 'Check failed: result ==
        # ncclSuccess (1 vs. 0) unhandled cuda error', glog's CHECK_EQ form) or NCCL's result names
        # (ncclUnhandledCudaError 1, ncclInvalidArgument 4, ncclInvalidUsage 5: nccl.h.in): NCCL's own failure, its
        # reason in ncclGetErrorString's words. Not ncclSystemError (2) nor ncclInternalError (3): their cause is on
        # other lines (a socket, a peer; measured alone: ncclInternalError 2 right, 5 wrong). (nccl_error has no broader
        # concept: 'NCCL ... error' is on the lines of every NCCL-related cause)
        r"\bncclSuccess\b\s*\(\s*[145]\s+vs\.?\s*0\s*\)"
        r"|\bnccl(?:UnhandledCudaError|InvalidUsage|InvalidArgument)\b",
        "An NCCL call returned an error (unhandled CUDA error, internal error, invalid usage): the communicator "
        "failed in NCCL itself.",
        "'unhandled cuda error' (1): a CUDA call inside NCCL failed, often an NCCL built for another CUDA than the "
        "program's runtime or a GPU fault; 'invalid usage' (5): ranks misconfigured (two ranks on one GPU).",
        "Run with NCCL_DEBUG=INFO (NCCL prints the failing CUDA call and why); use the NCCL the framework ships with "
        "(matching its CUDA); check the GPUs with `nvidia-smi`.",
        "https://github.com/NVIDIA/nccl/blob/master/src/nccl.h.in ; https://github.com/NVIDIA/caffe/issues/492"),
    _concept(
        "nccl_error", "nccl-topology", "NCCL could not build the node's topology graph",
        # round 17: a WARN from NCCL's topology code (src/graph/xml.h 'Attribute %s of node %s not found', graph/xml.cc,
        # graph/search.cc 'XML Import Channel : dev %d not found.', graph/topo.cc, graph/paths.cc): NCCL's own failure,
        # whatever the network (a topology/graph XML that does not describe this node, NCCL_TOPO_FILE/NCCL_GRAPH_FILE)
        r"\bgraph/(?:xml|search|topo|paths|connect|tuning)\.(?:h|cc)(?::\d+)?\s+NCCL\s+WARN\b",
        "NCCL could not build or import the topology of this node (the GPUs, NICs and CPUs it connects): its topology "
        "code reported an element it could not find.",
        "A topology or graph file (NCCL_TOPO_FILE, NCCL_GRAPH_FILE, a cloud image's preset XML) that does not describe "
        "this VM/node size, or a virtualised topology NCCL cannot read (missing CPU arch, a device index out of range).",
        "Unset NCCL_TOPO_FILE/NCCL_GRAPH_FILE or use the file made for this instance type; run with NCCL_DEBUG=INFO "
        "NCCL_DEBUG_SUBSYS=GRAPH,ENV to see what it read.",
        "https://github.com/NVIDIA/nccl/blob/master/src/graph/xml.h ; "
        "https://github.com/NVIDIA/nccl/blob/master/src/graph/search.cc"),
    _concept(
        "dra_prepare_failed", "dra", "DRA could not prepare the pod's resources",
        _both(r"\bresource\s*claims?\b|\bNodePrepareResources?\b|\bdra\s+driver\b|\bkubeletplugin\b|\bdynamic\s+resources\b",
              r"\bfail\w*|\berror\b|\bunable\b|\btimed?\s*out\b", 60),
        "The kubelet or the DRA driver could not prepare the pod's ResourceClaims.",
        "The DRA driver is not running on the node or could not set up the device.",
        "`kubectl describe pod`; the DRA driver's kubelet plugin logs on the node.",
        "https://kubernetes.io/docs/concepts/scheduling-eviction/dynamic-resource-allocation/"),
    _concept(
        "device_admission_failed", "device-admission", "kubelet could not allocate the pod's devices",
        r"\bUnexpectedAdmissionError\b|\brequested\s+number\s+of\s+devices\s+unavailable\b"
        # (not a CUDA sample allocating device memory: vectorAdd's 'Failed to allocate device vector A (error code ...)')
        # (nor a program's own buffer: zkWork's 'Failed to allocate gpu resource for leaf array', round 104)
        r"|\b(?:fail\w*|unable)\s+to\s+allocate\s+(?:the\s+)?(?:devices?|gpus?|nvidia\.com/\w+)\b"
        r"(?!\s+(?:vectors?|memory)\b|[^\n]*\b(?:buffers?|arrays?)\b)",
        "The kubelet admitted the pod to the node but could not allocate its devices.",
        "The device plugin advertises GPUs that are not free or healthy (a stale allocation after a restart).",
        "Restart the device plugin pod; delete the failed pod so its controller recreates it.",
        "https://kubernetes.io/docs/concepts/extend-kubernetes/compute-storage-net/device-plugins/"),
    _concept(
        "forward_compat_unsupported", "forward-compat", "CUDA forward compatibility not supported here",
        r"\bforward\s+compat\w*\b[^\n]{0,60}?\b(?:not\s+supported|unsupported|fail\w*|error|unavailable)\b"
        r"|\bcompat\w*\s+(?:package\s+)?(?:is\s+)?not\s+supported\s+on\s+(?:this\s+)?device\b",
        "CUDA forward compatibility (a newer CUDA on an older driver) is not available on this GPU.",
        "Forward compatibility works only on data-center GPUs with the cuda-compat package.",
        "Upgrade the driver, or use an image whose CUDA the driver supports natively.",
        "https://docs.nvidia.com/deploy/cuda-compatibility/"),
    # ---- a CUDA call's numeric result (round 16) ------------------------------------------------------------------
    # A program that prints only the number a CUDA call returned ('cuInit failed : 804', 'cudaGetDeviceCount returned
    # 35', 'CUDA error(209)'): the numbers below mean one cause in both the runtime's cudaError_t and the driver API's
    # CUresult (35 exists only in the runtime), so the number is the cause's own word. Read only right after a CUDA call
    # name in CUDA's own casing (cuInit, cudaMalloc: case-sensitive, so 'current returned 3' is no call) or 'CUDA
    # error', so a size, a port or a line number never counts. (803 is left out: no real corpus text shows it as a bare
    # number, and every entry must be exercised by a real, cited sample. Session r17 completed the table from the enum
    # itself (driver_types.h's cudaError_t, CUDA >= 10.1 numbering; the codes >= 200 are the driver API's CUresult too),
    # keeping only codes that state one category's cause AND that a cited corpus text prints as a bare number: 36, 46,
    # 98, 102, 200, 217, 805..810)
    *(_concept(cat, f"cuda-error-{slug}", f"A CUDA call returned error {codes.replace('|', '/')}",
               r"(?:(?-i:\bcu(?:da)?[A-Z]\w*)\b(?:\([^()\n]{0,20}\))?\s*(?:failed|returned|error|=)\s*(?:with\s+)?(?:error\s+)?"
               r"(?:code\s+)?[:=(]?\s*|\bcuda\s*error\s*(?:code\s*)?[:=(]?\s*"
               # round 18: spconv's CUDA_CHECK 'cuda execution failed with error %d' (mmdet3d/Det3D's bundled ops)
               r"|\bcuda\s+execution\s+failed\s+with\s+error\s+"
               # round 19 (fresh39: OmniSci's NativeCodegen 'Check failed: cuDeviceGetCount(&device_count) ==
               # CUDA_SUCCESS (3 == 0)'; Caffe's 'Check failed: error == cudaSuccess (2 vs. 0)'): glog's CHECK_EQ prints
               # the returned value first in the parentheses
               # (led by the literal '==': an alternative led by a word scan made every line pay)
               r"|==\s*(?:CUDA_SUCCESS|cudaSuccess)\s*\(\s*)(?:" + codes + r")\b(?![.,]\d)"
               # (a quantity is no result code: 'cuMemAlloc returned 46 bytes', 'cudaMemcpy = 2 ms')
               r"(?!\s*(?:bytes?|[kmg]i?b|ms|secs?|seconds?|%))",
               meaning, why, fix, _CUDA_DOC + " ; https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html")
      for cat, slug, codes, meaning, why, fix in (
          ("no_device_visible", "100", "100", "A CUDA call returned 100 (cudaErrorNoDevice / CUDA_ERROR_NO_DEVICE): "
           "no CUDA-capable device is visible to the process.",
           "No GPU in the container (no nvidia.com/gpu request, NVIDIA_VISIBLE_DEVICES/CUDA_VISIBLE_DEVICES empty).",
           "Request the GPU and check `nvidia-smi -L` in the pod."),
          ("no_kernel_image_arch", "209", "209", "A CUDA call returned 209 (no kernel image is available for execution "
           "on the device): the binary has no code for this GPU's architecture.",
           "A build compiled for other GPU architectures.",
           "Use a build that includes this GPU's architecture (TORCH_CUDA_ARCH_LIST / CMAKE_CUDA_ARCHITECTURES)."),
          ("cuda_driver_too_old", "35-222", "35|222", "A CUDA call returned 35 (cudaErrorInsufficientDriver) or 222 "
           "(unsupported PTX toolchain): the driver is older than the program's CUDA.",
           "An image or wheel for a newer CUDA than the node's driver.",
           "Upgrade the node's driver, or use a build for the driver's CUDA (`nvidia-smi` shows it)."),
          ("fabric_manager_not_running", "802", "802", "A CUDA call returned 802 (cudaErrorSystemNotReady / "
           "CUDA_ERROR_SYSTEM_NOT_READY): on an NVSwitch system, Fabric Manager has not set up the fabric.",
           "nvidia-fabricmanager not running or of another version than the driver.",
           "`systemctl status nvidia-fabricmanager`; install the driver's version and start it."),
          # round 18: 2 is cudaErrorMemoryAllocation in the runtime and CUDA_ERROR_OUT_OF_MEMORY in the driver API
          # (nvdiffrast 'Cuda error: 2[cudaMalloc(...)]', spconv 'cuda execution failed with error 2')
          ("gpu_oom", "2", "2", "A CUDA call returned 2 (cudaErrorMemoryAllocation / CUDA_ERROR_OUT_OF_MEMORY): the "
           "GPU's memory could not be allocated.",
           "The model, batch or data needs more GPU memory than is free (or another process holds it).",
           "Lower the batch/working set, free the GPU (`nvidia-smi` lists who holds memory)."),
          ("cuda_init_failed", "3", "3", "A CUDA call returned 3 (cudaErrorInitializationError / "
           "CUDA_ERROR_NOT_INITIALIZED): CUDA could not initialise in this process.",
           "nvidia_uvm not loaded, the GPU in a bad state after a driver upgrade, or CUDA used after fork.",
           "`nvidia-smi` in the pod; `modprobe nvidia_uvm` or reboot after a driver upgrade; spawn, not fork."),
          # session r17, from the enum (driver_types.h / the runtime API's cudaError_t); each code with its cited sample:
          # 36 cudaErrorCallRequiresNewerDriver (Isaac Sim / Warp 'CUDA error 36', 5 texts cuda_driver_too_old, 1
          # driver_not_loaded read by its own entry; before CUDA 10.1, 36 was cudaErrorSetOnActiveProcess, which no
          # corpus text shows)
          ("cuda_driver_too_old", "36", "36", "A CUDA call returned 36 (cudaErrorCallRequiresNewerDriver): the call "
           "needs a newer CUDA driver than the one installed.",
           "A program or library built for a newer CUDA than the node's driver supports.",
           "Upgrade the node's driver, or use a build for the driver's CUDA (`nvidia-smi` shows it)."),
          # 98 cudaErrorInvalidDeviceFunction (spconv#140), 200 cudaErrorInvalidKernelImage / CUDA_ERROR_INVALID_IMAGE
          # (legion#660): the catalogue reads both by name as no_kernel_image_arch already
          ("no_kernel_image_arch", "98-200", "98|200", "A CUDA call returned 98 (invalid device function) or 200 "
           "(device kernel image is invalid): the binary has no usable code for this GPU.",
           "A build compiled for other GPU architectures (or a kernel image the driver cannot load).",
           "Use a build that includes this GPU's architecture (TORCH_CUDA_ARCH_LIST / CMAKE_CUDA_ARCHITECTURES)."),
          # 46 cudaErrorDevicesUnavailable, the same value before CUDA 10.1 (DIGITS 'cudaSuccess (46 vs. 0)', 4 texts)
          ("gpu_busy_unavailable", "46", "46", "A CUDA call returned 46 (cudaErrorDevicesUnavailable): every visible "
           "GPU is busy or unavailable.",
           "A GPU in Exclusive_Process (or Prohibited) compute mode that another process holds.",
           "`nvidia-smi -q -d COMPUTE`; stop the other process or set the compute mode to Default."),
          # 102 cudaErrorDeviceNotLicensed (llama-cpp-python#904 'CUDA error 102 ... device doesn't have valid Grid license')
          ("vgpu_license_unavailable", "102", "102", "A CUDA call returned 102 (cudaErrorDeviceNotLicensed): the vGPU "
           "has no valid license.",
           "A vGPU guest whose license server (DLS/CLS) is unreachable or whose token expired.",
           "`nvidia-smi -q | grep -i -A2 license` in the guest; fix the client token and nvidia-gridd."),
          # 217 cudaErrorPeerAccessUnsupported / CUDA_ERROR_PEER_ACCESS_UNSUPPORTED (llama.cpp#3230)
          ("gpu_p2p_unsupported", "217", "217", "A CUDA call returned 217 (peer access is not supported between these "
           "two devices).",
           "GPUs without P2P between them (consumer cards, another PCIe root, IOMMU/ACS on, a VM).",
           "Disable P2P in the program (NCCL_P2P_DISABLE=1) or check `nvidia-smi topo -p2p r`."),
          # 805..810 the MPS client's errors (cudaErrorMps*: connection failed, RPC failure, server not ready, max clients,
          # max connections, client terminated; video-search-and-summarization#70 'CUDA error 807')
          ("mps_error", "805-810", "805|806|807|808|809|810", "A CUDA call returned an MPS error (805..810: the MPS "
           "client could not connect, or the MPS server is not ready, full or terminated it).",
           "The MPS control daemon/server not running, not reachable from this container, or out of client slots.",
           "Check the MPS daemon (`echo get_server_list | nvidia-cuda-mps-control`), its pipe directory mount and limits."))),
    # A CUDA error by NAME in any binding's spelling: the runtime's cudaErrorX, the driver's CUDA_ERROR_X, and the
    # enum names bindings print bare (managedCuda's CUResult 'ErrorSystemDriverMismatch: ...', 'ErrorDeviceUnavailable',
    # cudarc/CUDA.jl 'CUDA_ERROR_X'): the name is the cause (round 16; CUDA driver API CUresult, runtime cudaError_t)
    *(_concept(cat, f"cuda-error-name-{slug}", f"CUDA error {camel}",
               rf"\b(?:cudaError|CUresult\.|(?<![\w.])Error){camel}\b|\bCUDA_ERROR_{upper}\b",
               meaning, why, fix, "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; " + _CUDA_DOC
               + " ; https://github.com/kunzmi/managedCuda/blob/master/ManagedCUDA/CudaException.cs")
      for cat, slug, camel, upper, meaning, why, fix in (
          ("driver_library_mismatch", "system-driver-mismatch", "SystemDriverMismatch", "SYSTEM_DRIVER_MISMATCH",
           "CUDA reports a mismatch between the display driver and the CUDA driver (libcuda) versions.",
           "A driver upgrade without reboot (old kernel module loaded), or an image shipping its own libcuda.",
           "Reboot the node (or reload the nvidia modules) after a driver upgrade; never ship libcuda in an image."),
          ("forward_compat_unsupported", "compat-not-supported", "CompatNotSupportedOnDevice",
           "COMPAT_NOT_SUPPORTED_ON_DEVICE",
           "CUDA forward compatibility (cuda-compat) was loaded on a GPU that does not support it.",
           "An image for a newer CUDA than the driver, on a GeForce/RTX/Jetson GPU (forward compat is data-center only).",
           "Upgrade the node's driver to the image's CUDA, or use an image for the driver's CUDA."),
          ("gpu_busy_unavailable", "device-unavailable", "Devices?Unavailable", "DEVICE_UNAVAILABLE",
           "CUDA reports the device unavailable: it is in Exclusive_Process (or Prohibited) compute mode and taken.",
           "Another process (or MPS) holds a GPU in Exclusive_Process mode, or the mode is Prohibited.",
           "`nvidia-smi -q -d COMPUTE`; stop the other process or set the compute mode to Default."),
          ("fabric_manager_not_running", "system-not-ready", "SystemNotReady", "SYSTEM_NOT_READY",
           "CUDA reports the system not ready: on an NVSwitch system, Fabric Manager has not set up the fabric.",
           "nvidia-fabricmanager not running, or of another version than the driver.",
           "`systemctl status nvidia-fabricmanager`; install the driver's version and start it."))),
    # ---- network and distributed ----------------------------------------------------------------------------------
    _concept(
        "dns_resolution", "dns", "A host name does not resolve",
        r"\b(?:gethostbyname|getaddrinfo|gethostbyaddr)\w*\b[^\n]{0,40}?\b(?:fail\w*|error|unknown)\b"
        r"|\b(?:could\s?n[o']?t|unable\s+to|failed\s+to|cannot)\s+resolve\s+(?:the\s+)?(?:host\s*name|host|address)\b"
        r"|\bname\s+or\s+service\s+not\s+known\b|\btemporary\s+failure\s+in\s+name\s+resolution\b"
        r"|\bnodename\s+nor\s+servname\b|\bUnknownHostException\b",
        "A host name (a rendezvous address, a peer's name) does not resolve.",
        "A headless Service that is not ready yet, a typo, or a pod's own host name that is not in DNS.",
        "`kubectl exec <pod> -- getent hosts <name>`; use the headless Service's FQDN and wait for its endpoints.",
        "https://github.com/sccn/amica/issues/11 ; https://github.com/pmodels/mpich/blob/main/src/mpid/ch3/channels/nemesis/netmod/tcp/tcp_init.c"),
    _concept(
        "rendezvous_unreachable", "rendezvous", "A rank cannot reach the job's launcher or rendezvous",
        # MPICH hydra pm/pmiserv/pmip.c 'unable to connect to server %s at port %d (check for firewalls!)' and
        # utils/sock/sock.c 'unable to connect from "%s" to "%s"'
        r"\b(?:unable\s+to|failed\s+to|could\s?n[o']?t|cannot)\s+connect\b[^\n]{0,80}?"
        r"(?:\bport\s+\d+|:\d{2,5}\b|\brefused\b|\btimed?\s*out\b|\bfirewall)"
        r"|\bunable\s+to\s+connect\s+to\s+server\s+\S+\s+at\s+port\s+\d+",
        "A rank cannot connect to the job's launcher/rendezvous endpoint (MPI's process manager, torch's store).",
        "The launcher's address or port is not reachable from this pod: a NetworkPolicy or firewall, the wrong "
        "address, or the launcher pod not up yet.",
        "From the failing pod: `nc -vz <host> <port>`; allow the port between the job's pods and check the address.",
        "https://github.com/pmodels/mpich/blob/main/src/pm/hydra/pm/pmiserv/pmip.c ; "
        "https://github.com/pmodels/mpich/issues/3777",
        require=r"\b(?:rendezvous|rdzv|c10d|tcpstore|store|pmi\w*|hydra\w*|mpiexec|mpirun|gloo|coordinator|proxy:)"),
    _concept(
        "rendezvous_unreachable", "store-network", "The job's rendezvous store could not be reached over the network",
        # round 16: the network's own failure words (No route to host / Connection refused / Network is unreachable /
        # connect timed out: the socket errors every launcher surfaces) on a line that names the store every
        # launcher creates first: torch.distributed's TCPStore / c10d store / MASTER_ADDR:MASTER_PORT, torchrun's
        # rendezvous (rdzv, etcd), Horovod's/Ray's coordinator (c10d/TCPStore.cpp, socket.cpp: 'The client socket has
        # failed to connect to [host]:port (errno: 113 - No route to host)')
        # (a bare 'store', 'etcd' or 'coordinator' is any service's: Redis, the API server's etcd; not counted)
        _both(r"\b(?:tcp_?store|(?:c10d|file|hash|prefix)\s*store|(?:hash|http|file|prefix)_store(?:\.cc)?|c10d|rendezvous"
              r"|rdzv\w*|master_addr|master_port|init_process_group)\b",
              r"\bno\s+route\s+to\s+host\b|\bconnection\s+refused\b|\bnetwork\s+is\s+unreachable\b"
              r"|\bhost\s+is\s+unreachable\b|\bconnect(?:ion)?\s+timed?\s*out\b", 160),
        "A process of the job could not reach the rendezvous store (the first connection every rank makes: torch's "
        "TCPStore on MASTER_ADDR:MASTER_PORT, torchrun's rendezvous endpoint, a coordinator).",
        "The store's host is not reachable from this pod or node: no route (another subnet, a firewall dropping the "
        "port), the store process not listening yet, or MASTER_ADDR naming the wrong interface.",
        "From the failing pod: `nc -vz $MASTER_ADDR $MASTER_PORT`; allow the port between the job's pods/nodes; point "
        "MASTER_ADDR at an address every rank can route to (a headless Service).",
        "https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/socket.cpp ; "
        "https://github.com/facebookresearch/PyTorch-BigGraph/issues/99",
        exclude=r"\b(?:kubectl|kube-?apiserver|the\s+server\s+localhost:8080|docker\.sock|containerd\.sock|etcdserver)\b"),
    _concept(
        "rendezvous_unreachable", "store-wait", "The rendezvous store did not answer in time",
        # round 16: a key/value store every rank meets at before any collective, named by its implementation (Gloo
        # gloo/rendezvous/hash_store.cc 'Wait timeout for key(s): %s', Horovod horovod/common/gloo/http_store.cc 'HTTP
        # GET request failed too many times, aborting', PyTorch's TCPStore/FileStore/PrefixStore) and the wait or
        # request failing
        _both(r"\b(?:hash|http|file|prefix|tcp)_?store(?:\.cc)?\b",
              r"\bwait\s+timeout\b|\btimed?\s*out\b|\btimeout\s+(?:waiting|for\s+key)|\bfailed\s+too\s+many\s+times\b"
              r"|\brequest\s+failed\b", 120),
        "A rank waited for the job's rendezvous store (the key/value store ranks exchange addresses through) and it did "
        "not answer or the other ranks never wrote their keys.",
        "The store's host (rank 0, the launcher's HTTP server) is unreachable or not up, or another rank died before "
        "joining, so its key never appeared.",
        "Find the rank whose key is missing (rank_0 here means the store/rank 0 itself) and its first error; from a "
        "waiting pod `nc -vz <store host> <port>`.",
        "https://github.com/pytorch/gloo/blob/main/gloo/rendezvous/hash_store.cc ; "
        "https://github.com/horovod/horovod/blob/master/horovod/common/gloo/http_store.cc"),
    _concept(
        "bootstrap_connect_failed", "ucx-endpoint", "UCX could not reach a peer rank's endpoint",
        # round 16: the communicator wire-up over UCX (Open MPI pml_ucx.c 'Failed to resolve UCX endpoint for rank %d',
        # 'ucp_ep_create(proc=%d) failed: %s' with UCS_ERR_UNREACHABLE 'Destination is unreachable'; UCX
        # src/ucs/sys/sock.c 'connect(fd=%d, dest_addr=%s) failed: %m'; uct/ib/rdmacm rdmacm_iface.c 'received event
        # %s. status = %d. Peer: %s.' with RDMA_CM_EVENT_UNREACHABLE/REJECTED/ADDR_ERROR/ROUTE_ERROR/CONNECT_ERROR): a
        # peer's address that does not answer, as NCCL's bootstrap or Gloo's pairs say it in their words
        r"\bfailed\s+to\s+resolve\s+ucx\s+endpoint\b|\bucp_ep_create\b[^\n]{0,40}?\bfailed\b"
        r"|\bRDMA_CM_EVENT_(?:UNREACHABLE|REJECTED|ADDR_ERROR|ROUTE_ERROR|CONNECT_ERROR)\b"
        r"|\bucx\b[^\n]{0,80}?\bconnect\(fd=\d+,\s*dest_addr=[^)]*\)\s+failed\b"
        # round 65 (ucx-py#655): sock.c's 'recv(fd=%d) failed: %m' with the peer resetting the connection
        r"|\bucx\b[^\n]{0,80}?\brecv\(fd=\d+\)\s+failed:\s*Connection\s+reset\s+by\s+peer\b",
        "UCX (under Open MPI, UCC, NCCL's UCX plugin or dask-cuda) could not open the connection to a peer rank's "
        "endpoint while the job wires up, or the peer reset a connection it had.",
        "The peer's address is not reachable from this pod/node: the wrong interface chosen (a link-local or docker "
        "bridge address, UCX_NET_DEVICES), a firewall between the nodes, or the peer not up yet.",
        "Pin the interface the ranks can reach (UCX_NET_DEVICES / UCX_TLS, OMPI_MCA_btl_tcp_if_include); from the "
        "failing pod `nc -vz <peer> <port>`; check both ranks' first errors.",
        "https://github.com/open-mpi/ompi/blob/main/ompi/mca/pml/ucx/pml_ucx.c ; "
        "https://github.com/openucx/ucx/blob/master/src/ucs/sys/sock.c ; "
        "https://github.com/openucx/ucx/blob/master/src/uct/ib/rdmacm/rdmacm_iface.c"),
    _concept(
        "bootstrap_connect_failed", "peer-connect", "A rank could not connect to a peer's address",
        # Paddle platform/gen_comm_id_helper.cc 'connect addr=%s failed %d times with reason: %s' and
        # imperative/nccl_context.cc 'Socket connect worker %s failed, try again' (the NCCL unique-id exchange)
        r"\bconnect\w*(?:\(\))?\s+(?:worker\s+|addr(?:ess)?\s*=?\s*|to\s+(?:peer\s+)?)?\[?(?:\d{1,3}(?:\.\d{1,3}){3}|[\w.-]+)\]?:\d{2,5}\b"
        r"[^\n]{0,60}?\b(?:fail\w*|refused|timed?\s*out|reset|unreachable)\b"
        # round 16: Open MPI's TCP BTL (opal/mca/btl/tcp/help-mpi-btl-tcp.txt 'Open MPI failed to TCP connect to a peer
        # MPI process.' then 'connect() to %s:%d failed')
        r"|\bfailed\s+to\s+(?:TCP\s+)?connect\s+to\s+a\s+peer\b",
        "A rank could not open a connection to a peer rank's address while setting up the communicator.",
        "The peer is not up yet or its port is blocked (NetworkPolicy, firewall), or the address is the wrong "
        "interface.",
        "From the failing pod: `nc -vz <peer> <port>`; allow the job's ports between its pods; pin the interface "
        "(NCCL_SOCKET_IFNAME).",
        "https://github.com/PaddlePaddle/PaddleDetection/issues/7998 ; https://github.com/PaddlePaddle/Knover/issues/82",
        context=r"\b(?:nccl\w*|bootstrap|comm[-_]?id|rank|mpi)\b",
        readings=(("bootstrap_connect_failed", "the peer rank's communicator address (NCCL's unique-id exchange)"),
                  ("rendezvous_unreachable", "the job's rendezvous/launcher endpoint")),
        distinguish="the port: the launcher's/rendezvous port (MASTER_PORT) means rendezvous; any other peer port "
                    "means the communicator bootstrap"),
    _concept(
        "bootstrap_connect_failed", "gloo-peer", "Gloo could not connect to a peer rank",
        # Gloo's TCP pairs between ranks (gloo/transport/tcp/pair.cc: 'Connection refused', 'Connection closed by peer
        # [addr]:port', connect timeouts): the collective library's own peer connections
        r"\b(?:gloo\w*|pair\.cc)\b[^\n]{0,80}?\b(?:connection\s+(?:refused|reset|closed\s+by\s+peer)"
        r"|connect\w*\s+(?:failed|timed?\s*out))",
        "A Gloo rank could not open, or lost, the TCP connection to a peer rank.",
        "The peer rank died or is not up, or its port is blocked between the pods (NetworkPolicy, firewall), or Gloo "
        "bound the wrong interface.",
        "Find the first failing rank's log; set GLOO_SOCKET_IFNAME to the pods' interface; allow the job's ports "
        "between its pods.",
        "https://github.com/pytorch/gloo/blob/main/gloo/transport/tcp/pair.cc",
        readings=(("bootstrap_connect_failed", "the peer could not be reached (network, port, interface)"),
                  ("nccl_error", "the peer died first: its own log names why")),
        distinguish="the peer rank's log: an error there first means it died; none means the network"),
    _concept(
        "ib_unavailable", "rdma-unusable", "InfiniBand/RDMA ports not usable",
        # Open MPI opal/mca/btl/openib help-mpi-btl-openib.txt 'at least one ... OpenFabrics device found, but there are
        # no active ports detected'; UCX select.c 'no active messages transport to ...'
        _both(r"\b(?:infiniband|openfabrics|openib|rdma|roce|ibverbs|verbs|hca|mlx\d_\d+|ucx|efa|libfabric)\b",
              r"\bno\s+active\s+ports?\b|\bports?\s+\S*\s*(?:is\s+|are\s+)?(?:down|not\s+active)\b"
              r"|\bno\s+(?:\w+\s+)?devices?\s+(?:were\s+|are\s+)?(?:found|present)\b"
              r"|\bno\s+(?:active\s+messages\s+)?transports?\b|\b(?:unable|failed)\s+to\s+(?:use|open|find)\b"
              # round 18: a verbs object that could not be brought up (Mooncake's coro_rpc 'ibverbs init qp failed')
              r"|\binit\w*\s+(?:qp|cq)\s+failed\b|\b(?:qp|cq)\s+(?:creation|init\w*)\s+failed\b", 100)
        + r"|\bopenib\s+btl\s+will\s+be\s+ignored\b"
        # round 18: UCX ucp_context.c 'no usable transports/devices (asked rc_x on network: mlx5_0:1)': the RDMA transports
        # or the HCA port asked for cannot be used (a TCP-only ask is not this)
        r"|\bno\s+usable\s+transports?(?:/devices?)?\b[^\n]{0,60}?\b(?:rc|rc_x|rc_mlx5|rc_verbs|dc|dc_x|dc_mlx5|ud|ud_x"
        r"|ud_verbs|ib|mlx\d_\d+(?::\d+)?)\b",
        "The RDMA fabric (InfiniBand/RoCE) is present but not usable: no active port or no transport.",
        "Cable/port down, subnet manager not running, or the pod lacks the RDMA devices (no rdma/hca resource, no "
        "IPC_LOCK).",
        "`ibstat` / `ibv_devinfo` on the node (port State: Active); give the pod the RDMA device resource; "
        "check the subnet manager.",
        "https://github.com/open-mpi/ompi/blob/main/opal/mca/btl/openib/help-mpi-btl-openib.txt ; "
        "https://github.com/open-mpi/ompi/issues/7796 ; https://github.com/openucx/ucx/issues/4742"),
    _concept(
        "ib_completion_error", "rdma-completion", "An RDMA work completion error",
        _both(r"\b(?:ibv|rdma|roce|verbs|mlx\d\w*|qp)\w*\b"
              # round 22: UCX's UD transport (uct/ib/ud/base/ud_ep.c 'UD endpoint %p ...: unhandled timeout error')
              r"|\bUD\s+endpoint\b",
              r"\bretry\s+counter\s+exceeded\b|\bIBV_WC_\w+_ERR\b|\bwc_status\b[^\n]{0,10}?(?!0\b)\d+"
              r"|\b(?:local|remote)\s+(?:protection|length|access|operation|invalid\s+request)\s+error\b"
              # round 18: UCX's 'Endpoint timeout' on an rc/dc mlx5 transport (the HCA's retries ran out)
              r"|\bendpoint\s+timeout\b|\bunhandled\s+timeout\s+error\b", 80),
        "An RDMA operation completed with an error (the link or the peer failed mid-transfer).",
        "A flapping link, a peer that died, or a fabric misconfiguration.",
        "`ibstat`/`perfquery` on both nodes; check link errors and the peer's logs.",
        "https://www.rdmamojo.com/2013/02/15/ibv_poll_cq/"),
    _concept(
        "no_socket_interface", "no-interface", "No usable network interface",
        r"\bno\s+(?:usable\s+|suitable\s+)?(?:socket\s+|network\s+)?interfaces?\s+(?:found|available)\b"
        r"|\b(?:nccl|gloo|tp)_socket_ifname\b[^\n]{0,60}?\b(?:not\s+found|no\s+such|invalid|fail\w*)\b"
        # round 19 (emitters.yaml: Open MPI's btl_tcp help-mpi-btl-tcp.txt 'Did not find interface matching this
        # subnet'; an interface list/subnet that names nothing the host has)
        r"|\b(?:did\s*n[o']?t|could\s?n[o']?t|unable\s+to|failed\s+to)\s+find\s+(?:an?\s+|any\s+)?(?:network\s+)?interfaces?\s+"
        r"(?:matching|named|for)\b",
        "The communication library found no network interface it may use.",
        "NCCL_SOCKET_IFNAME/GLOO_SOCKET_IFNAME names an interface the pod lacks, or only loopback exists.",
        "Set the interface variable to the pod's interface (`ip -o link` in the pod; eth0 on most CNIs).",
        "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html"),
    _concept(
        "version_mismatch", "ranks-disagree", "Ranks run different versions or configurations",
        # (NCCL init.cc 'Mismatched collective detected', net_ib.cc 'collective mismatch error, local size %d remote
        # size %d', bootstrap.cc 'Bootstrap Root : mismatch in rank count from procs %d : %d')
        _both(r"\b(?:nccl|gloo|ranks?|peers?|workers?|procs|remote|collective\w*)\b",
              r"\bversion\s+mismatch\b|\bmismatch(?:ed)?\s+(?:versions?|config\w*|collectives?)\b"
              r"|\bcollective\s+mismatch\b|\bmismatch\s+in\s+(?:rank|world)\b|\bdifferent\s+versions?\b"
              r"|\bversions?\s+(?:do(?:es)?\s*n[o']?t|did\s*n[o']?t)\s+match\b", 60),
        "The ranks of one job disagree on the library version or configuration.",
        "Pods of one job on different images or library versions.",
        "Run every rank on one image; print the library version per rank.",
        "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html ; "
        "https://github.com/NVIDIA/nccl/issues/296 ; https://github.com/pytorch/pytorch/issues/46248"),
    _concept(
        "duplicate_gpu", "same-gpu", "Two ranks on the same GPU",
        r"\b(?:duplicate|same)\s+(?:gpu|cuda\s+device|device)\b[^\n]{0,60}?\b(?:ranks?|detected|used)\b"
        r"|\branks?\b[^\n]{0,40}?\b(?:share|sharing|use|using)\s+the\s+same\s+(?:gpu|cuda\s+device)\b",
        "Two ranks of one job use the same GPU.",
        "Each process did not select its own GPU (LOCAL_RANK not applied), or fewer GPUs than ranks per node.",
        "torch.cuda.set_device(local_rank) in every process; as many GPUs as ranks per pod.",
        "https://github.com/NVIDIA/nccl/blob/master/src/init.cc"),
    _concept(
        "collective_timeout", "collective-timeout", "A collective timed out",
        r"\b(?:collective|all_?reduce|all_?gather|reduce_?scatter|broadcast|barrier|watchdog|alltoall)\w*\b[^\n]{0,80}?"
        r"(?:\btimed?\s*out\b|\btimeout\s+(?:error|exceeded|expired|reached)\b|\bhang(?:ing|s)?\b|\bstuck\b)"
        # Horovod's stall inspector ('Horovod has been stalled for %d seconds waiting on ranks [...]: <tensor>')
        r"|\bhorovod\b[^\n]{0,40}?\bstalled\b[^\n]{0,60}?\bwaiting\s+on\s+ranks?\b",
        "A collective operation did not finish in time.",
        "A rank died or is stuck (data loading, OOM, a GPU fault), or the network stalls.",
        "Find the rank that did not join (the first error of any rank), not the ones that waited.",
        "https://pytorch.org/docs/stable/distributed.html",
        # (a barrier while the process group is still forming waits on the rendezvous store, not on a collective)
        exclude=r"\b(?:store\w*|initiali[sz]\w*|register\w*|connect\w*|rendezvous)\b"),
]


# ---- round 18 (CATALOGUE-16): the fresh33..37 first runs' silences, by cause ---------------------------------------
# GPU programs outside Python (.NET, Java, Rust, Node, MATLAB, C++) and the newest distributed-inference stacks (NIXL,
# Mooncake, NVSHMEM/DeepEP, Dynamo, Ray) state known causes in words no sample came from; each entry below is the
# cause's vocabulary as those programs' own format strings write it (cited per entry).
SIGNATURES += [
    _concept(
        "cuda_library_version_mismatch", "engine-serialized-by-other-version",
        "A serialized engine was built by another version of the library loading it",
        # TensorRT's runtime (StdArchiveReader / IRuntime::deserializeCudaEngine): 'Serialization assertion
        # stdVersionRead == serializationVersion failed.Version tag does not match. Note: Current Version: X, Serialized
        # Engine Version: Y', older releases 'The engine plan file is not compatible with this version of TensorRT'
        r"\bversion\s+tag\s+does\s+not\s+match\b|\bSerialized\s+Engine\s+Version\s*:\s*\d+"
        r"|\bengine\s+plan\s+file\s+is\s+not\s+compatible\s+with\s+this\s+version\b",
        "A TensorRT engine (a serialized plan) was built by another TensorRT version than the runtime loading it, "
        "so it cannot be deserialized.",
        "The .engine file was built elsewhere (another container, JetPack or DeepStream release) or before a TensorRT "
        "upgrade; engines are tied to the TensorRT version (and GPU) that built them.",
        "Rebuild the engine with the TensorRT version in this image (trtexec --onnx=... --saveEngine=...), or run "
        "the TensorRT version that built it.",
        "https://docs.nvidia.com/deeplearning/tensorrt/latest/inference-library/advanced.html#version-compatibility ; "
        "https://github.com/marcoslucianops/DeepStream-Yolo/issues/655"),
    _concept(
        "cuda_library_version_mismatch", "extension-missing-cuda-symbol",
        "A compiled extension calls a CUDA runtime function the installed CUDA does not have",
        # the dynamic loader's 'undefined symbol: cudaSetupArgument' (removed in CUDA 10.1) importing an extension built
        # against another CUDA: the symbol is CUDA's (cuda*/cublas*/cudnn*/...), the library is the extension's
        r"\bundefined\s+symbol:\s+(?:cuda|cublas|cudnn|cusparse|cusolver|cufft|curand|nvrtc)[A-Z_]\w*"
        # round 19 (fresh39, CuPy under XGBoost/Spark): glibc's dl-lookup.c 'symbol %s version %s not defined in file %s
        # with link time reference': the loaded libcudart is older than the one the extension linked against
        r"|\bsymbol\s+(?:cuda|cublas|cudnn|cusparse|cusolver|cufft|curand|nvrtc)[A-Z_]\w*,?\s+version\s+\S+\s+not\s+defined"
        r"\s+in\s+file\b",
        "A compiled extension references a CUDA library function that the CUDA libraries loaded at run time do not "
        "export: it was built against another CUDA version.",
        "A prebuilt extension (or one built earlier) for another CUDA/PyTorch than the one installed now.",
        "Rebuild the extension against the installed CUDA/PyTorch (pip install --no-build-isolation --force-reinstall), "
        "or install the build matching them.",
        "https://github.com/facebookresearch/pytorch3d/issues/1460 ; " + _CUDA_DOC,
        exclude=r"\blib(?:nvidia-ml|cuda)\.so"),
    _concept(
        "cuda_driver_too_old", "driver-library-missing-symbol",
        "The driver's library lacks a function the program calls (the driver is older)",
        # libnvidia-ml.so.1 / libcuda.so.1 are the driver's: 'undefined symbol: nvmlDeviceGetComputeRunningProcesses_v3'
        # means the binding expects a newer driver (NVML's versioned entry points, nvml.h)
        r"\blib(?:nvidia-ml|cuda)\.so[\w.]*:\s+undefined\s+symbol:\s+(?:nvml|cu)\w+"
        # round 162: an NVML entry point missing under any library that links the driver's NVML ('libmxnet.so:
        # undefined symbol: nvmlDeviceGetComputeRunningProcesses_v2', fresh780 mxnet#19917; 'libucc_tl_cuda.so:
        # undefined symbol: nvmlDeviceGetNvLinkRemoteDeviceType', ucc#496): only libnvidia-ml exports nvml* functions
        r"|\.so[\w.]*:\s+undefined\s+symbol:\s+nvml[A-Z]\w*"
        # round 19 (fresh38: MegEngine 'err: failed to load cuda func: cuMemcpy2D_v2_ptds'): a driver API entry point
        # (cu* in CUDA's casing) the loaded libcuda does not have
        r"|\b(?:failed\s+to|could\s?n[o']?t|unable\s+to|cannot)\s+(?:load|find|get|resolve)\s+(?:the\s+)?(?:cuda\s+)?"
        r"(?:driver\s+)?(?:func(?:tion)?|symbol|entry\s*point)\s*[:'\"]?\s*(?-i:cu[A-Z][a-z]\w*)\b",
        "A program (an NVML or CUDA binding) calls an entry point the node's driver library does not export: the "
        "driver is older than the binding expects.",
        "The image's pynvml/nvidia-ml-py or CUDA build is newer than the node's driver.",
        "Upgrade the node's driver, or pin the binding to a version for the driver (`nvidia-smi` shows its version).",
        "https://docs.nvidia.com/deploy/nvml-api/nvml-api-reference.html ; "
        "https://github.com/aws-samples/host-yolov8-on-sagemaker-endpoint/issues/24 ; "
        "https://github.com/MegEngine/MegEngine/issues/454",
        # (the stub library answers every entry point with error 34: no driver at all, gpu/cuda-stub-library's reading)
        exclude=r"\bCUDA\s+error\s*[:(]?\s*34\b|STUB_LIBRARY|\bstub\b"),
    _concept(
        "driver_not_loaded", "cuda-driver-could-not-be-loaded", "The CUDA driver could not be loaded",
        # MATLAB's Parallel Computing Toolbox (gpuDevice/gpuArray): 'The CUDA driver could not be loaded. The library
        # name used was: nvcuda.dll' (libcuda.so.1 on Linux): the driver's own library is missing
        r"\bcuda\s+driver\s+could\s?n[o']?t\s+be\s+(?:loaded|found)\b"
        # round 19 (emitters.yaml: CUDA.jl initialization.jl 'CUDA driver not found'; pcluster's 'Nvidia driver is not
        # installed'): the driver named as missing, adjacent (not 'The NVIDIA Driver was not detected': the NGC images'
        # banner in a container run without the NVIDIA runtime, the runtime's reading)
        r"|\b(?:cuda|nvidia)\s+driver\s+(?:was\s+|is\s+)?not\s+(?:found|installed)\b"
        # the GPU Operator's validator 'failed to find an executable 'nvidia-smi' on the host' (no driver on the host;
        # 'nvidia-smi: not found' inside a container is the runtime's reading, never read here)
        r"|\b(?:failed\s+to|could\s?n[o']?t|unable\s+to)\s+find\s+(?:an\s+)?(?:executable\s+)?['\"`]?nvidia-smi['\"`]?\s+on\s+the\s+host\b",
        "The program could not load the CUDA driver (the NVIDIA driver's libcuda / nvcuda.dll): no NVIDIA driver is "
        "installed where it runs.",
        "No NVIDIA driver on the machine (or, in a container, the NVIDIA runtime did not mount it in).",
        "Install the NVIDIA driver (`nvidia-smi` must work); in a container run it with the NVIDIA runtime and a GPU.",
        "https://github.com/mhlabCodingTeam/SegEM/issues/1 ; https://github.com/nightrome/matconvnet-calvin/issues/8"),
    _concept(
        "cuda_init_failed", "cuda-did-not-initialise", "CUDA did not initialise (in the program's words)",
        # TorchSharp 'Torch device type CUDA did not initialise on the current machine.'; OpenCV's cv::cuda
        # 'getCudaEnabledDeviceCount' failing with CUDA's 'unknown error' / 'initialization error' (-217: Gpu API call)
        r"\b(?:cuda|gpu)\b[^\n]{0,30}?\b(?:did\s*n[o']?t|does\s*n[o']?t|could\s?n[o']?t|cannot|can't|failed\s+to|unable\s+to)"
        r"\s+initiali[sz]e\b"
        r"|\(-217:\s*Gpu\s+API\s+call\)\s+(?:unknown\s+error|initiali[sz]ation\s+error)\b"
        # CUDA.jl's initialization.jl 'CUDA driver not functional' (libcuda loads, cuInit fails; emitters.yaml)
        r"|\bcuda\s+driver\s+(?:is\s+)?not\s+functional\b",
        "The program's CUDA backend did not start: CUDA could not be initialised in this process.",
        "The framework loaded a CPU-only native library first, a CUDA library it needs is missing, or the driver is "
        "not usable in this process.",
        "Check that the CUDA native libraries of the build are on the library path (ldd/Dependencies), `nvidia-smi` "
        "works, and the GPU build of the package is the one loaded.",
        "https://github.com/dotnet/TorchSharp/issues/345 ; https://github.com/opencv/opencv/blob/4.x/modules/core/src/cuda_info.cpp",
        # (JAX's 'CUDA backend failed to initialize: Found cuDNN version X, but JAX was built against version Y': the
        # version mismatch its specific entry reads)
        # (round 19: nor a line that names the specific cause: no device (CUDA_ERROR_NO_DEVICE, 'no CUDA-capable device'),
        # the fabric manager's 'system not yet initialized' (802), a driver too old or the stub library: their own
        # entries read those)
        exclude=r"\bbuilt\s+against\b|\bcompiled\s+(?:with|against)\b|NO_DEVICE\b|\bno\s+cuda[\s-]capable\s+device"
                r"|\bsystem\s+not\s+yet\s+initiali[sz]ed\b|INSUFFICIENT_DRIVER\b|STUB_LIBRARY\b|SYSTEM_NOT_READY\b"),
    _concept(
        "cuda_init_failed", "gpu-library-not-initialised", "A GPU library could not be initialised / cuInit answered an error",
        # round 19 (fresh38/39: Theano's gpuarray, numba under cuDF): a GPU library, named with gpu/cuda in its name
        # (pygpu, libgpuarray, cupy's cuda backend), could not be initialised; cuInit itself answered a CUDA_ERROR_*
        # (numba driver.py 'Call to cuInit results in CUDA_ERROR_...'; the specific codes, NO_DEVICE/INSUFFICIENT_DRIVER,
        # are read by their own signatures, which rank above)
        r"\b(?:could\s?n[o']?t|cannot|can't|failed\s+to|unable\s+to)\s+initiali[sz]e\s+(?:the\s+)?(?!(?:cuda|gpu)\b)\w*(?:gpu|cuda)\w*\b"
        r"|\bcuInit\b[^\n]{0,20}?\bresults?\s+in\s+(?:CUDA_ERR|UNKNOWN_CUDA_ERROR\b)"
        # round 23 (fresh54 numba#8395): numba's driver.py names an unmapped cuInit status UNKNOWN_CUDA_ERROR ('[-1 ]call
        # to cuInit results in UNKNOWN_CUDA_ERROR'); `numba -s` reports it as 'CUDA device intialisation problem'
        # (numba/misc/numba_sysinfo.py, its own spelling)
        r"|\bcuda\s+device\s+in(?:i)?tiali[sz]ation\s+problem\b",
        "A GPU library of the program (named for the GPU: pygpu, libgpuarray...) could not initialise, or cuInit returned "
        "an error: CUDA did not start in this process.",
        "A CUDA library the GPU layer loads is missing or of another version (cuDNN/NVRTC), the driver is not usable in "
        "this process (CUDA_ERROR_UNKNOWN 999 after a driver upgrade without reboot), or nvidia_uvm is not loaded.",
        "Run `nvidia-smi` in the pod; check the CUDA libraries the GPU library needs are on the library path; "
        "`modprobe nvidia_uvm` or reboot after a driver upgrade.",
        "https://github.com/Theano/Theano/issues/6003 ; https://github.com/numba/numba/blob/main/numba/cuda/cudadrv/driver.py",
        exclude=r"\bbuilt\s+against\b|\bcompiled\s+(?:with|against)\b|NO_DEVICE\b|\bno\s+cuda[\s-]capable\s+device"
                r"|\bsystem\s+not\s+yet\s+initiali[sz]ed\b|INSUFFICIENT_DRIVER\b|STUB_LIBRARY\b|SYSTEM_NOT_READY\b"),
    _concept(
        "no_device_visible", "build-without-gpu", "The loaded build has no GPU support",
        # ONNX Runtime bindings (ort, Rust) 'CUDA execution provider is not enabled in this build.'; ML.NET's CPU-only
        # onnxruntime.dll 'Unable to find an entry point named 'OrtSessionOptionsAppendExecutionProvider_CUDA''; onnxruntime-
        # node (transformers.js) 'Unsupported device: "gpu". Should be one of: cpu.'; TorchSharp 'CUDA non available in
        # the current machine.'
        r"\b(?:cuda|gpu|tensorrt|rocm)\b[^\n]{0,60}?\bnot\s+(?:enabled|compiled|built|included)\s+in\s+this\s+build\b"
        r"|\bunable\s+to\s+find\s+an\s+entry\s+point\s+named\s+'?\w*ExecutionProvider_(?:CUDA|TensorRT)\b"
        r"|\bunsupported\s+device\s*:?\s*[\"']?(?:gpu|cuda)[\"']?[^\n]{0,20}?\bone\s+of\s*:?\s*\[?[\"']?cpu[\"']?\]?\s*\.?\s*$"
        r"|\bcuda\s+(?:is\s+)?non[\s-]available\b"
        # round 23 (fresh54, CPU-only builds of GPU data-science libraries): DGL's device API registry (src/runtime/
        # c_runtime_api.cc 'Device API cuda is not enabled. Please install the cuda version of dgl.'), MXNet's CPU build
        # (src/storage/storage.cc, src/engine/threaded_engine.cc: LOG(FATAL) << "Compile with USE_CUDA=1 to enable GPU
        # usage"); LightGBM's 'CUDA/GPU Tree Learner was not enabled in this build' is read by the first alternative
        r"|\bdevice\s+api\s+(?:cuda|gpu)\s+is\s+not\s+enabled\b"
        # (round 67: src/c_api/c_api_ndarray.cc and src/imperative/imperative_utils.h name the library: 'GPU support is
        # disabled. Compile MXNet with USE_CUDA=1 to enable GPU support.', mxnet#7740, #15017)
        r"|\bcompile(?:\s+mxnet)?\s+with\s+USE_CUDA\s*=\s*1\s+to\s+enable\s+gpu\b"
        # round 67 (fresh342 tvm#599): TVM's runtime has no loader for CUDA modules, i.e. it was built without CUDA
        # (src/runtime/module_util.cc, later library_module.cc: 'Loader of cuda(module.loadbinary_cuda) is not presented.')
        r"|\bloader\s+(?:of|for)\s+[`'\"]?cuda\b[^\n]{0,60}?\bis\s+not\s+presented\b"
        # round 71 (emitters.yaml: Open3D's core/CUDAUtils.cpp '-DBUILD_CUDA_MODULE=OFF. Please build with
        # -DBUILD_CUDA_MODULE=ON to use CUDA device.')
        r"|\bPlease\s+build\s+with\s+-DBUILD_CUDA_MODULE=ON\b"
        # MXNet's CPU build asked for a GPU array (src/ndarray/ndarray.cc LOG(FATAL) << "GPU is not enabled"), and a
        # library saying it was built/compiled without CUDA/GPU support
        r"|\bGPU is not enabled\s*\W?\s*$"
        r"|\b(?:built|compiled)\s+without\s+(?:support\s+for\s+)?(?:cuda|gpu)\b"
        # round 72: Gurobi's log ('Not a GPU build - running on CPU instead', fresh354, docs.gurobi.com), HOOMD-blue's
        # ExecutionConfiguration.cc 'This build of HOOMD does not include GPU support.'
        r"|\bnot\s+a\s+(?:gpu|cuda)(?:[\s-]enabled)?\s+build\b"
        r"|\bbuild\s+of\s+[\w.-]+\s+does\s+not\s+include\s+(?:gpu|cuda)\s+support\b"
        # round 77 (EMITTERS-11: GPT4All's embllm.cpp 'Did not use GPU: built without a GPU backend'; burn-dispatch's
        # 'BURN_DEVICE=cuda requested, but the 'cuda' feature is not enabled.'; SD.Next's installer on a torch '+cpu' wheel
        # 'CPU version installed and CUDA is available')
        r"|\bbuilt\s+without\s+a\s+(?:gpu|cuda)\s+backend\b"
        r"|\bthe\s+'?cuda'?\s+feature\s+is\s+not\s+enabled\b"
        r"|\+cpu\"?\s+CPU\s+version\s+installed\s+and\s+CUDA\s+is\s+(?:available|selected)\b"
        # round 81 (EMITTERS-13: MFEM's device setup 'the CUDA backends require MFEM built with MFEM_USE_CUDA=YES', PETSc's
        # device context 'PETSc was not configured for PetscDeviceType CUDA')
        r"|\brequire\s+\w+\s+built\s+with\s+\w*_USE_CUDA\s*=\s*(?:YES|ON|1)\b"
        r"|\bwas\s+not\s+configured\s+(?:for|with)\s+(?:PetscDeviceType\s+)?CUDA\b"
        # round 83 (EMITTERS-14: k2's CPU build 'Failed to find native CUDA module, make sure that you compiled the code
        # with K2_WITH_CUDA.'; sherpa-onnx 'Please compile with -DSHERPA_ONNX_ENABLE_GPU=ON.'; HeavyDB's CPU edition 'This build isn't CUDA enabled, will
        # run on CPU'; Merlin / NVTabular 'TensorFlow is not configured for GPU')
        r"|\bFailed\s+to\s+find\s+native\s+CUDA\s+module\b"
        r"|\bPlease\s+compile\s+with\s+-D\w*(?:ENABLE_GPU|ENABLE_CUDA|USE_CUDA|WITH_CUDA)=ON\b"
        r"|\bbuild\s+(?:isn'?t|is\s+not)\s+CUDA[\s-]enabled\b|\bTensorFlow\s+is\s+not\s+configured\s+for\s+GPU\b",
        "The GPU library the program loaded was built without GPU support (a CPU-only build), so no GPU can be used.",
        "A CPU-only package or native library shadows the GPU one (NuGet/npm/cargo feature, a dependency pulling the CPU "
        "build), or the platform has no GPU build.",
        "Install the GPU build (onnxruntime-gpu / Microsoft.ML.OnnxRuntime.Gpu, ort's cuda feature with a CUDA-enabled "
        "ONNX Runtime) and make sure no CPU-only copy is loaded first.",
        "https://github.com/pykeio/ort/issues/281 ; https://github.com/microsoft/onnxruntime/issues/2013"),
    _concept(
        "no_device_visible", "backend-has-no-device", "A GPU backend has no device / the device is not available",
        # ggml's backend registry 'CUDA backend requested but registry 'CUDA' has no device 0'; OpenCL's
        # CL_DEVICE_NOT_AVAILABLE ('clCreateContextFromType() failed device not available', Aparapi)
        r"\b(?:cuda|gpu|vulkan|hip|sycl|opencl)\b[^\n]{0,60}?\bhas\s+no\s+(?:gpu\s+|cuda\s+)?devices?\b"
        r"|\bCL_DEVICE_NOT_AVAILABLE\b|\bclCreateContext\w*(?:\(\))?\s+failed\b[^\n]{0,20}?\bdevice\s+not\s+available\b"
        # round 19 (fresh40: Open3D's MemoryManager::GetDeviceMemoryManager 'Unimplemented device' for a CUDA:0 tensor in
        # a build without its CUDA module): the backend for the asked device type is not in the build
        r"|\bunimplemented\s+device\b"
        # round 23 (fresh54 FCIS#140): MXNet's GPU build finding no GPU (src/engine/threaded_engine.cc CHECK_GT(
        # device_count_, 0) << "GPU usage requires at least 1 GPU"; -1 when its CUDA query failed)
        r"|\bgpu\s+usage\s+requires\s+at\s+least\s+(?:1|one)\s+gpu\b",
        "The program's GPU backend found no device it can use.",
        "No GPU visible in the container/VM (no GPU request, the runtime not mounting it), or the device is held or "
        "unavailable to this process.",
        "Check `nvidia-smi -L` inside the container and the pod's GPU request; for OpenCL, `clinfo`.",
        "https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-backend-reg.cpp ; https://github.com/aparapi/aparapi/issues/32"),
    _concept(
        "no_kernel_image_arch", "arch-kernel-not-available", "The kernel for this GPU architecture is not in the build",
        # SageAttention core.py 'SM89 kernel is not available. Make sure you GPUs with compute capability 8.9.' (the
        # wheel was built without the sm_89/sm_80 kernels)
        r"\bSM_?\d{2,3}\w*\s+kernels?\s+(?:is\s+|are\s+)?not\s+(?:available|compiled|built|found)\b"
        # round 19 (fresh39: RAFT's nn_descent.cuh 'NN_DESCENT cannot be run for __CUDA_ARCH__ < 700'): the device code
        # in use was compiled for an architecture below what the kernel needs
        r"|\b(?:cannot|can't|could\s?n[o']?t)\s+(?:be\s+)?run\b[^\n]{0,30}?__CUDA_ARCH__\s*<=?\s*\d+"
        r"|__CUDA_ARCH__\s*<=?\s*\d+[^\n]{0,30}?\b(?:not\s+supported|unsupported)\b",
        "The program's kernel for this GPU architecture is not in the installed build.",
        "A wheel or build compiled without this GPU's architecture (TORCH_CUDA_ARCH_LIST) or a stale build.",
        "Reinstall a build that includes the GPU's architecture, or build it with TORCH_CUDA_ARCH_LIST set to it.",
        "https://github.com/thu-ml/SageAttention/blob/main/sageattention/core.py"),
    _concept(
        "dtype_unsupported_by_gpu", "feature-needs-newer-sm", "A number format or feature needs a newer GPU generation",
        # TensorRT-LLM 'Unsupported SM version for FP8 block scaling GEMM', 'FP8 FMHA cannot be enabled except on Ada or
        # Hopper or Blackwell Arch.'; a program's own minimum ('Sorry, need at least compute capability 7.0+!')
        r"\bunsupported\s+(?:sm|arch\w*|gpu|compute\s+capability)\s+(?:version\s+)?for\b[^\n]{0,30}?"
        r"\b(?:fp8|fp4|nvfp4|bf16|bfloat16|int8|int4|float8\w*)\b"
        r"|\b(?:fp8|fp4|nvfp4|bf16|bfloat16|int8|int4|float8\w*)\b[^\n]{0,40}?\bcannot\s+be\s+(?:enabled|used)\s+except\s+on\b"
        r"|\bneed\s+at\s+least\s+(?:cuda\s+)?compute\s+capability\s+\d+(?:\.\d+)?"
        # round 69 (emitters.yaml: Megatron-LM 'cudnn fused DSA requires SM90+ (Hopper or later), got SM80.', LMDeploy's
        # check_env 'model_format=fp8 requires sm>=9.0.')
        r"|\brequires\s+SM_?\d{2,3}\+\s*(?:\([^)\n]{0,30}\))?,?\s+got\s+SM_?\d{2,3}\b"
        # (round 71: SGLang's attention_registry 'FlashAttention v3 Backend requires SM>=80 and SM<=90.')
        r"|\bBackend\s+requires\s+SM\s*>=\s*\d{2,3}\b"
        r"|\b(?:fp8|fp4|nvfp4|bf16|bfloat16|int8|int4|w8a8|w4a16)\b[^\n]{0,20}?\brequires\s+sm\s*>=\s*\d+(?:\.\d+)?"
        # round 74 (emitters.yaml: axolotl's kernels plugin 'SonicMoE requires Hopper (sm_90) or Blackwell (sm_100+) GPU, but
        # detected sm_80.'; ms-swift's longlora 'Flash attention is only supported on A100 or H100 GPU during training')
        r"|\brequires\s+(?:Hopper|Blackwell|Ampere|Ada)\b[^\n]{0,60}?\bbut\s+(?:detected|found|got)\s+sm_?\d{2,3}\b"
        r"|\bis\s+only\s+supported\s+on\s+A100\s+or\s+H100\b"
        # (torchtune's precision.py 'bf16 precision was requested but not available on this hardware', LLaMA-Factory's
        # parser 'This device does not support `pure_bf16`.', Composer's precision.py 'AMP_FP8 precision is used but current
        # device does not support it.')
        r"|\b(?:bf16|bfloat16|fp8|amp_fp8)\s+precision\s+(?:was\s+requested|is\s+used)\s+but\s+(?:not\s+available\s+on\s+this\s+"
        r"hardware|current\s+device\s+does\s+not\s+support\s+it)\b"
        r"|\bThis\s+device\s+does\s+not\s+support\s+[`'\"]?pure_bf16\b"
        # round 75 (EMITTERS-9: diffusers 'Loading Nunchaku INT4 checkpoints on CUDA requires a Turing or newer NVIDIA GPU.',
        # its flash-attention-3 dispatch 'Query, key, and value must be on a CUDA device with compute capability >= 9.0.',
        # ultralytics 'bfloat16 autocast requires CUDA with native bfloat16 support')
        r"|\brequires\s+(?:an?\s+)?(?:Volta|Turing|Ampere|Ada(?:\s+Lovelace)?|Hopper|Blackwell)\s+or\s+newer\s+(?:NVIDIA\s+)?GPU\b"
        r"|\bmust\s+be\s+on\s+a\s+CUDA\s+device\s+with\s+compute\s+capability\s*>=?\s*\d+(?:\.\d+)?"
        r"|\brequires\s+CUDA\s+with\s+native\s+(?:bfloat16|bf16)\s+support\b"
        # round 82 (emitters.yaml: torchtune's 'Failed to use grouped mm, which is only supported on SM90 or later'; Mojo's
        # 'this kernel is only supported on sm90 or newer', fresh336)
        r"|\bonly\s+supported\s+on\s+SM_?\d{2,3}\s+or\s+(?:later|newer|above|higher)\b",
        "The program needs a newer GPU generation (compute capability) for a number format or feature than this GPU.",
        "An FP8/FP4/bf16 option or a program built for newer GPUs on an older one.",
        "Use a format/option this GPU supports (fp16, no FP8), or schedule on a newer GPU "
        "(`nvidia-smi --query-gpu=compute_cap --format=csv`).",
        "https://github.com/NVIDIA/TensorRT-LLM/issues/4599 ; https://github.com/graphdeco-inria/gaussian-splatting/issues/206",
        exclude=r"\b(?:cpu|mps|tpu|apple|metal)\b"),
    _concept(
        "bootstrap_connect_failed", "ucx-nixl-peer", "A UCX/NIXL connection to a peer timed out or was lost",
        # NIXL/LMCache/Dynamo over UCX: UCX's status UCS_ERR_ENDPOINT_TIMEOUT ('Endpoint timeout') and its tcp transport's
        # 'tcp_ep ... send(N) failed' (uct/tcp/tcp_ep.c); NIXL's own peer statuses (NIXL_ERR_REMOTE_DISCONNECT, vLLM's
        # NixlConnector 'handshake_setup_failed'). On an RDMA transport (rc_mlx5, dc_mlx5, an mlx5 port) the same timeout is
        # the HCA's retries running out: a completion error (concept/rdma-completion), not this
        r"\bUCS_ERR_ENDPOINT_TIMEOUT\b|\bucx\b[^\n]{0,40}?\berror\b[^\n]{0,20}?\bendpoint\s+timeout\b"
        r"|\btcp_ep\b[^\n]{0,80}?\b(?:send|recv)\(\d*\)\s+failed\b"
        r"|\bNIXL_ERR_REMOTE_DISCONNECT\b|\bnixl\b[^\n]{0,60}?\bhandshake_setup_failed\b",
        "The connection to a peer (a prefill/decode worker, a remote agent) over UCX or NIXL timed out, broke or could "
        "not be set up.",
        "The peer process died or restarted, or its address is not reachable on the transport chosen (UCX_NET_DEVICES / "
        "UCX_TLS, a firewall between the pods).",
        "Read the peer's log first (did it crash?); pin the interface/transports (UCX_NET_DEVICES, UCX_TLS) and allow "
        "the ports between the pods.",
        "https://github.com/openucx/ucx/blob/master/src/uct/tcp/tcp_ep.c ; https://github.com/ai-dynamo/nixl ; "
        "https://github.com/LMCache/LMCache/issues/725",
        # (round 22: nor the ucp worker's 'Error Endpoint timeout was not handled for ep' (ucp_worker.c): a transport
        # error with no handler set, MPI's default, not NIXL's/LMCache's callback; distributed/ucx-ib-endpoint-timeout)
        exclude=r"\b(?:rc|dc|ud)_(?:mlx5|verbs|x)\b|\bmlx\d_\d+|\bwas\s+not\s+handled\s+for\s+ep\b"),
    _concept(
        "bootstrap_connect_failed", "nvshmem-bootstrap", "NVSHMEM's bootstrap lost or could not open its peer connection",
        # NVSHMEM (DeepEP's inter-node set-up) prints 'non-zero status: 7: Connection timed out' from its bootstrap, and
        # its UID bootstrap's NCCL-style socket 'socketProgressOpt: Call to recv from <addr> failed : Broken pipe'
        _both(r"\b(?:nvshmem\w*|bootstrap\w*)\b",
              r"\bconnection\s+timed?\s*out\b|\bconnection\s+refused\b|\bbroken\s+pipe\b|\bconnection\s+reset\b", 200),
        "NVSHMEM's bootstrap (the connection its processes open to each other before any transfer) timed out or lost "
        "its peer.",
        "The peer node is unreachable on the interface chosen (NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME, a firewall), or a peer "
        "process died during set-up.",
        "Pin the bootstrap interface (NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME / the launcher's), allow the ports between the "
        "nodes, and read the peer's log for an earlier failure.",
        "https://docs.nvidia.com/nvshmem/api/gen/env.html ; https://github.com/deepseek-ai/DeepEP/issues/150",
        exclude=r"\b(?:rendezvous|rdzv|tcpstore|c10d|master_addr)\b"),
    _concept(
        "collective_timeout", "ep-dispatch-timeout", "An expert-parallel dispatch/combine timed out",
        # DeepEP's kernels: 'DeepEP dispatch NVL receiver timeout, channel: ...', host side 'DeepEP timeout check failed'
        r"\bDeepEP\b[^\n]{0,60}?\btimeout\b",
        "An expert-parallel all-to-all (DeepEP dispatch/combine) waited for peers that did not send in time.",
        "A peer rank stalled or died, or the NVLink/RDMA transport between the GPUs does not deliver (RoCE/IB set-up, "
        "NVSHMEM transport).",
        "Find the rank that did not send (its first error); check the NVSHMEM/IB set-up between the nodes.",
        "https://github.com/deepseek-ai/DeepEP/blob/main/csrc/kernels/internode.cu ; https://github.com/deepseek-ai/DeepEP/issues/60"),
    _concept(
        "ib_unavailable", "rdma-object-create", "An RDMA object or device list could not be created",
        # NVSHMEM's IB transports (src/modules/transport/ibrc|ibgda): 'cq creation failed', 'ep_create failed', 'Unable to
        # create ah', 'create DCT share err'; UCCL rdma_io.cc 'Unable to get device list'
        r"\b(?:ibrc|ibgda|ibdevx)\.cpp:\d+:[^\n]{0,80}?\b(?:fail\w*|unable|err)\b"
        r"|\bunable\s+to\s+get\s+(?:the\s+)?(?:rdma\s+|ib\s+)?device\s+list\b",
        "The RDMA transport could not create its verbs objects (queue pair, completion queue, address handle) or list "
        "the RDMA devices.",
        "The pod/VM has no RDMA device, the HCA or its firmware lacks what the transport needs (IBGDA, DC), or memlock "
        "is limited.",
        "`ibv_devinfo` in the pod; give it the RDMA device and IPC_LOCK; for NVSHMEM try another transport "
        "(NVSHMEM_IB_ENABLE_IBGDA=0) to confirm.",
        "https://github.com/NVIDIA/nvshmem/issues/33 ; https://github.com/uccl-project/uccl/issues/449",
        require=r"rdma|ibv|verbs|infiniband|ibrc|ibgda|ibdevx|mlx\d"),
    _concept(
        "rendezvous_unreachable", "coordinator-store", "The job's coordinator or discovery store could not be reached",
        # Ray's GCS client 'Couldn't reconnect to GCS server'; Dynamo 'Failed to connect to etcd server'; Mooncake's
        # metadata 'Error from etcd client ... connections to all backends failing', 'Check the connectivity between
        # this server and etcd servers'
        r"\b(?:could\s?n[o']?t|failed\s+to|unable\s+to|cannot)\s+(?:re)?connect\s+to\s+(?:the\s+)?GCS\b"
        r"|\bfailed\s+to\s+connect\s+to\s+etcd\s+server\b"
        r"|\betcd\s+client\b[^\n]{0,80}?\bconnections?\s+to\s+all\s+backends\s+failing\b"
        r"|\bconnectivity\s+between\s+this\s+server\s+and\s+etcd\b",
        "A process of the job could not reach the cluster's coordinator or discovery store (Ray's GCS, the etcd a "
        "Dynamo/Mooncake deployment registers in).",
        "The store is not running or not reachable from this pod (the wrong address, a NetworkPolicy, not up yet).",
        "From the failing pod: `nc -vz <host> <port>` to the GCS/etcd address; start the store first or fix its address.",
        "https://github.com/ai-dynamo/dynamo/issues/851 ; https://github.com/ray-project/ray/issues/15389",
        exclude=r"\b(?:kube-?apiserver|apiserver|etcdserver)\b"),
]
