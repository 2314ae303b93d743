"""Round 83 of issue 12: wave 39 (GitHub issue threads, fresh386..390: 45/50 on round 82's final, which never saw them)
and negatives49 (43/43 silent) wired as tuning data, and EMITTERS-14 (speech and audio, GPU data science, GPU compilers,
LLM trainers, multimodal programs read from their source: tests/corpus/emitters.yaml, EMITTERS-14 block). Each new or
widened entry read on its own wording and not on near misses (tests/corpus/README.md 'Eighty-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # wave 39
    ('cuda_toolkit_arch_unsupported', 'gpu/ptxas-arch-specific-target',
     "ptxas /tmp/tmpxft_0009cfda-7_block_sparse_h100.compute_90.ptx, line 17393; error   : Instruction 'wgmma.commit_group' "
     "not supported on .target 'sm_90'"),
    ('driver_not_loaded', 'concept/driver-library-not-loaded',
     '/var/lib/milvus/bin/milvus_server: error while loading shared libraries: /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1: '
     'file too short'),
    # EMITTERS-14: widened concepts
    ('no_device_visible', 'concept/gpu-not-usable', 'ValueError: CUDA must be available to use fused_adam.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'ValueError: ProcessLauncher only supports GPU operations.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'Not enough GPUs available!'),
    ('no_device_visible', 'concept/gpu-not-usable', 'ValueError: You must have at least 1 GPU to use DataParallel'),
    ('no_device_visible', 'concept/gpu-not-usable',
     'RuntimeError: LOCAL_RANK=2 is bigger than the number of visible devices: 0,1'),
    ('no_device_visible', 'concept/build-without-gpu',
     '[F] /project/k2/python/csrc/torch/mutual_information.cu:38:operator() Failed to find native CUDA module, make sure '
     'that you compiled the code with K2_WITH_CUDA.'),
    ('no_device_visible', 'concept/build-without-gpu',
     '/project/sherpa-onnx/csrc/session.cc:GetSessionOptionsImpl:348 Please compile with -DSHERPA_ONNX_ENABLE_GPU=ON. '
     'Available providers: AzureExecutionProvider, CPUExecutionProvider, . Fallback to cpu!'),
    ('no_device_visible', 'concept/build-without-gpu',
     "2025-03-04T15:12:30.051447 W 1 0 0 DBHandler.cpp:410 This build isn't CUDA enabled, will run on CPU"),
    ('no_device_visible', 'concept/build-without-gpu', 'ImportError: TensorFlow is not configured for GPU'),
    # EMITTERS-14: widened entries
    ('container_runtime_misconfigured', 'gpu/gstreamer-nvcodec-video-library',
     'Error getting driver version: Failed to load NVENC library: libnvidia-encode.so.1: cannot open shared object file: '
     'No such file or directory'),
    ('no_kernel_image_arch', 'gpu/min-compute-capability-required-words',
     'RuntimeError: Minimal compute capability 7.0 is required by cuBLASDx, got 6.1'),
    # EMITTERS-14: entries
    ('driver_not_loaded', 'gpu/halide-cuda-api-not-found', 'Error: CUDA API not found: cuInit'),
    ('no_device_visible', 'gpu/tilelang-no-target', 'ValueError: No registered target detector found an available target.'),
    ('gpu_oom', 'gpu/hidet-memory-pool-oom', 'MemoryError: Can not allocate 2048 MiB from cuda:0 device.'),
    ('gpu_oom', 'gpu/max-model-exceeds-memory',
     'RuntimeError: Model size exceeds available memory (15.26 GiB > 14.56 GiB). Model weights: 14.96 GiB'),
    ('gpu_oom', 'gpu/max-model-exceeds-memory',
     "RuntimeError: The model 14.96 GiB and activations 307.20 MiB don't leave room for KV cache."),
    ('cuda_library_version_mismatch', 'gpu/k2-cuda-version-check', 'But you are using CUDA 12.1 to run it.'),
    ('gpu_oom', 'gpu/chattts-low-vram-cpu',
     '[+0000 20250304 14:41:27] [WARN] ChatTTS | gpu | cuda:0 has 1536.0 MB memory left. Switching to CPU.'),
    ('no_kernel_image_arch', 'gpu/heavydb-unsupported-device',
     '2025-03-04T15:09:02.774105 F 1 0 0 CudaMgr.h:201 Unsupported CUDA device (compute version 5.2)'),
    ('gpu_oom', 'gpu/torchrec-planner-insufficient-storage',
     'torchrec.distributed.planner.types.PlannerError: Unable to find a plan for this model because of insufficient storage.'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round83_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/ptxas-arch-specific-target", "ptxas info    : Compiling entry function 'wgmma_kernel' for 'sm_90a'"),
    ("gpu/ptxas-arch-specific-target", "ptxas error   : Instruction 'cvt.rn.bf16.f32' not supported on .target 'sm_75'"),
    ("concept/gpu-not-usable", "CUDA must be installed to build this package"),
    ("concept/gpu-not-usable", "LOCAL_RANK=1 is smaller than the number of visible devices: 0,1"),
    ("concept/build-without-gpu", "Please compile with -O2 for speed"),
    ("gpu/halide-cuda-api-not-found", "CUDA API found: cuInit 12.4"),
    ("gpu/hidet-memory-pool-oom", "Allocated 2048 MiB from cuda:0 device."),
    ("gpu/chattts-low-vram-cpu", "cuda:0 has 20480.0 MB memory left. Using cuda:0."),
    ("gpu/heavydb-unsupported-device", "Using CUDA device (compute version 8.0)"),
])
def test_round83_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
