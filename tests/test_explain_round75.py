"""Round 75 of issue 12: wave 34 (repository files, fresh367..370: 8/8 on round 74's final), negatives47 (10/12 silent:
two Spark pages' bare java.lang.OutOfMemoryError read gpu_oom) and EMITTERS-9, messages of image / vision / speech
applications and batch schedulers read from their source (tests/corpus/emitters.yaml, EMITTERS-9 block). Each new or
widened entry read on the messages of its emitters, and not on near misses (tests/corpus/README.md 'Seventy-fifth
round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # EMITTERS-9: concepts widened
    ('no_device_visible', 'concept/gpu-not-usable',
     'ValueError: Loading Nunchaku checkpoints requires a CUDA-capable NVIDIA GPU.'),
    ('no_device_visible', 'concept/gpu-not-usable',
     'ValueError: Using streams for data transfer requires a CUDA device, or an Intel XPU device.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: GPU is required to quantize or run quantize model.'),
    ('no_device_visible', 'concept/gpu-not-usable',
     'Could not load tinycudann: Unknown compute capability. Ensure PyTorch with CUDA support is installed.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'ValueError: Loading Nunchaku INT4 checkpoints on CUDA requires a Turing or newer NVIDIA GPU.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'ValueError: Query, key, and value must be on a CUDA device with compute capability >= 9.0.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'RuntimeError: bfloat16 autocast requires CUDA with native bfloat16 support and torch>=1.13'),
    ('xid_error', 'hardware/gpu-lost',
     '# Failed to enumerate MIG devices (15: GPU is lost)\ncondor_gpu_discovery_error = "Failed to enumerate MIG devices"'),
    # EMITTERS-9: entries
    ('quota_exceeded', 'kube/yunikorn-queue-quota',
     "  Normal  Informational  41s  yunikorn  Request '8f3c2a7e-1b4d' does not fit in queue 'root.ml.gpu-train' "
     "(requested map[nvidia.com/gpu:8 pods:1], available map[nvidia.com/gpu:4 pods:96])"),
    ('quota_exceeded', 'kube/yunikorn-queue-quota',
     "Request '2b7d9e41' exceeds the available user quota (requested map[nvidia.com/gpu:2], available map[nvidia.com/gpu:1])"),
    ('quota_exceeded', 'kube/yunikorn-queue-quota',
     '  Normal  PodUnschedulable  2m3s  yunikorn  Task ml-team/llama-ft-worker-3 is skipped from scheduling because the '
     'queue quota has been exceed'),
    ('quota_exceeded', 'kube/karpenter-nodepool-limits',
     '  Warning  FailedScheduling  27s  karpenter  Failed to schedule pod, all available instance types exceed limits for '
     'nodepool (NodePool=gpu-a100)'),
    ('quota_exceeded', 'kube/pbs-gpu-limit-reached', '    comment = Not Running: Queue gpuq per-user limit reached on resource ngpus'),
    ('quota_exceeded', 'kube/pbs-gpu-limit-reached', '    comment = Not Running: Server per-project limit reached on resource ngpus'),
    ('quota_exceeded', 'kube/armada-queue-limit',
     'pool default:\njob/gang requests resources (cpu=64,nvidia.com/gpu=16) which exceeds the total limit of '
     '(cpu=128,nvidia.com/gpu=8) for its queue/priority class'),
    ('resource_limits_invalid', 'kube/armada-requests-limits',
     'rpc error: code = InvalidArgument desc = container trainer defines nvidia.com/gpu for requests but not limits'),
    ('resource_limits_invalid', 'kube/armada-requests-limits',
     'rpc error: code = InvalidArgument desc = container trainer defines nvidia.com/gpu with limits great than 1.00*requests'),
    ('no_kernel_image_arch', 'gpu/dorado-compute-capability',
     '[2025-03-04 11:02:17.441] [error] Dorado cannot support the CUDA device being used, as the compute capability '
     'version is incompatible.'),
    ('gpu_oom', 'gpu/ultralytics-oom-retry',
     'WARNING ⚠️ CUDA backend memory error with batch=64. Reducing to batch=32 and retrying (1/3).'),
    ('gpu_oom', 'gpu/forge-low-vram',
     '[Low GPU VRAM Warning] Your current GPU free memory is 812.44 MB for this diffusion iteration.'),
    ('cuda_library_version_mismatch', 'gpu/cudnn-required-version-found',
     'InsightFace runtime verification failed: cuDNN 9.24.0 package 9.24.0.43-1 is required; found 9.1.0/9.1.0.70-1'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round75_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("text", [
    # negatives47: a JVM's own heap, not GPU memory
    "ERROR Executor: Exception in task 7.0 in stage 6.0 (TID 439)\n\njava.lang.OutOfMemoryError\n"
    "    at java.io.ByteArrayOutputStream.hugeCapacity(Unknown Source)\n    at java.io.ByteArrayOutputStream.grow(Unknown Source)",
    "java.lang.OutOfMemoryError: Java heap space",
])
def test_round75_a_jvm_heap_oom_names_no_gpu_cause(text):
    r = explain(text)
    assert r["matches"] == []
    assert r["not_gpu_stack"][0]["id"] == "not-stack/jvm-out-of-memory"


def test_round75_spark_rapids_native_oom_is_still_gpu_memory():
    m = top("java.lang.OutOfMemoryError: Could not allocate native memory: std::bad_alloc: out_of_memory: RMM failure at: "
            "/thirdparty/cudf/cpp/include/rmm/mr/device/pool_memory_resource.hpp:196: Maximum pool size exceeded")
    assert m is not None and m["category"] == "gpu_oom"


@pytest.mark.parametrize("entry,text", [
    ("concept/gpu-not-usable", "ValueError: This pipeline requires a CUDA device with at least 24 GB of memory."),
    ("concept/gpu-not-usable", "ValueError: Query, key, and value must be on a CUDA device."),   # tensors on the CPU
    ("concept/feature-needs-newer-sm", "Kernels for a Turing or newer GPU are included in this wheel."),
    ("kube/pbs-gpu-limit-reached", "Not Running: Queue workq per-user limit reached on resource ncpus"),
    ("kube/yunikorn-queue-quota", "Request 'abc' fits in queue 'root.default'"),
    ("kube/karpenter-nodepool-limits", "all available instance types exceed limits for the pod's requests"),
    ("gpu/ultralytics-oom-retry", "AutoBatch: Using batch-size 32 for CUDA:0 13.2G/23.6G (56%)"),
    ("gpu/cudnn-required-version-found", "cuDNN 9.1.0 found; 9.24.0 recommended"),
])
def test_round75_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
