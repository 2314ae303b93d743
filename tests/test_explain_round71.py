"""Round 71 of issue 12: EMITTERS-5, 76 messages of 14 more programs read from their source (tests/corpus/emitters.yaml
entries 786..861: 50/76 on round 70's final, which never saw them). Each new or widened entry read on the messages of its
emitters (the line explain reads them on), and not on near misses (tests/corpus/README.md 'Seventy-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('gpu_oom', 'gpu/comfyui-attention-oom-retry',
     'out of memory error, emptying cache and trying again'),
    ('gpu_oom', 'gpu/comfyui-attention-oom-retry',
     'scaled_dot_product_attention OOMed: switched to slice attention'),
    ('no_device_visible', 'gpu/requested-cuda-device-not-available',
     "ValueError: generation_devices requested 'cuda:1', but only 1 CUDA device(s) are available (valid indices 0-0)."),
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded',
     'Failed to get GPU info: Driver Not Loaded'),
    ('no_device_visible', 'concept/build-without-gpu',
     'RuntimeError: [Open3D Error] (void open3d::core::cuda::AssertCUDADeviceAvailable(int)) /root/Open3D/cpp/open3d/core/CUDAUtils.cpp:95: -DBUILD_CUDA_MODULE=OFF. Please build with -DBUILD_CUDA_MODULE=ON to use CUDA device.'),
    ('graphics_driver_unavailable', 'gpu/pytorch3d-egl-no-device',
     'RuntimeError: EGL requires a system that supports at least one device.'),
    ('graphics_driver_unavailable', 'gpu/pytorch3d-egl-no-device',
     'RuntimeError: EGL sees no available devices.'),
    ('no_device_visible', 'gpu/requested-cuda-device-not-available',
     'RuntimeError: PrivateUse1 intersect_tile requires at least one CUDA device'),
    ('no_device_visible', 'gpu/torch-plus-cpu-build',
     '## Warning: The installed version of PyTorch is 2.4.1+cpu and does not support CUDA or ROCm.'),
    ('dtype_unsupported_by_gpu', 'gpu/kernel-needs-newer-gpu',
     '## Warning: Flash Attention is installed but unsupported GPUs were detected.'),
    ('no_device_visible', 'gpu/torch-plus-cpu-build',
     'OSError: Load pretrained model to do quantization requires CUDA available.'),
    ('dtype_unsupported_by_gpu', 'gpu/kernel-needs-newer-gpu',
     'ValueError: Can not use Marlin int4*fp16 kernel with a device of compute capability (7, 5), the minimum compute capability is 8.0 for Marlin kernel. Please do not use use_marlin=True, or please upgrade your GPU ("The more you buy, the more you save." - Taiwanese proverb).'),
    ('no_device_visible', 'concept/build-without-gpu',
     'RuntimeError: In query_cuda: Kaolin built without CUDA, cannot run with GPU tensors'),
    ('gpu_busy_unavailable', 'gpu/sglang-memory-unbalanced',
     'ValueError: The memory capacity is unbalanced. Some GPUs may be occupied by other processes.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'AssertionError: FlashAttention v3 Backend requires SM>=80 and SM<=90. Please use --attention-backend flashinfer.'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round71_reads_each_emitters_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/torch-plus-cpu-build", "PyTorch 2.4.1+cu121 is installed with CUDA support"),
    ("gpu/comfyui-attention-oom-retry", "emptying cache and trying again after a network error"),
    ("gpu/requested-cuda-device-not-available", "requested 'cuda:1' and 2 CUDA device(s) are available"),
    ("gpu/sglang-memory-unbalanced", "The memory capacity is balanced across GPUs."),
    ("gpu/pytorch3d-egl-no-device", "EGL sees 2 available devices"),
])
def test_round71_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
