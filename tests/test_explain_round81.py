"""Round 81 of issue 12: EMITTERS-13, messages of home-lab media servers, HPC codes, life-science tools, robotics
simulators and nerdctl read from their source (tests/corpus/emitters.yaml, EMITTERS-13 block). Each new or widened entry
read on the messages of its emitters, and not on near misses (tests/corpus/README.md 'Eighty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # widened concept/gpu-not-usable
    ('no_device_visible', 'concept/gpu-not-usable', '[0 - 7f3a2c0b8740]    0.000000 {6}{gpu}: 8 GPUs requested, but only 4 available!'),
    ('no_device_visible', 'concept/gpu-not-usable',
     '(WARNING) (abinit.py) (02-Mar-2026 09:14:09) --multigpu selected, but only 1 GPUs detected!'),
    ('no_device_visible', 'concept/gpu-not-usable',
     '__main__.ExecutionHardwareError: execution_hardware is set to accelerator, but no accelerator was found'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: failed to find device "cuda:1"'),
    ('no_device_visible', 'concept/gpu-not-usable', 'genesis.GenesisException: No Torch GPU device available.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'GPUs: None detected.'),
    # widened concept/gpu-fallback-to-cpu, concept/build-without-gpu
    ('no_device_visible', 'concept/gpu-fallback-to-cpu',
     'WARNING 2026-03-02 09:14:07 ice_utils.py:35 No accelerated backend detected. Using default cpu, this will be slow.'),
    ('no_device_visible', 'concept/build-without-gpu', ' --> the CUDA backends require MFEM built with MFEM_USE_CUDA=YES'),
    ('no_device_visible', 'concept/build-without-gpu', '[0]PETSC ERROR: PETSc was not configured for PetscDeviceType CUDA'),
    # widened entries
    ('no_device_visible', 'gpu/cuinit-no-device-100', 'ERROR: cuInit failed with error:  100 /opt/cp2k/src/offload/offload_library.c 57'),
    ('no_device_visible', 'gpu/program-sees-no-gpu',
     '2026-03-02 09:14:07,512 [INFO] Neither TORCH CUDA nor MPS version not installed/working.'),
    ('no_kernel_image_arch', 'gpu/min-compute-capability-required-words',
     'ValueError: AlphaFold 3 requires at least GPU compute capability 6.0 (see https://developer.nvidia.com/cuda-gpus).'),
    # new entries
    ('gpu_oom', 'gpu/cuda-check-file-line-oom', '/gnina/gninasrc/lib/device_buffer.cpp:37: out of memory'),
    ('gpu_oom', 'gpu/nnunet-prediction-oom-fallback',
     'Prediction on device was unsuccessful, probably due to a lack of memory. Moving results arrays to CPU'),
    ('gpu_shared_memory_insufficient', 'gpu/kernel-shared-memory-words', 'RuntimeError: Insufficient shared memory for edistance kernel'),
    ('gpu_shared_memory_insufficient', 'gpu/kernel-shared-memory-words',
     'ERROR: Not enough shared memory in grid_gpu_integrate.\nalpha_len: 8712, total smem_per_block: 68.062500 kB'),
    ('dtype_unsupported_by_gpu', 'gpu/alphafold3-cc7-refusal',
     'ValueError: For devices with GPU compute capability 7.x (see https://developer.nvidia.com/cuda-gpus) the '
     '--flash_attention_implementation must be set to "xla".'),
    ('graphics_driver_unavailable', 'gpu/sapien-icd-missing',
     '/opt/conda/lib/python3.10/site-packages/sapien/_vulkan_tricks.py:73: UserWarning: Failed to find Vulkan ICD file. '
     'This is probably due to an incorrect or partial installation of the NVIDIA driver.'),
    ('graphics_driver_unavailable', 'gpu/mujoco-egl-no-device-ext', "ImportError: eglQueryDevicesEXT is not available."),
    ('graphics_driver_unavailable', 'gpu/dev-dri-not-in-container',
     '[Nest] 7  - 03/14/2025, 10:22:31 AM   ERROR [Microservices:{}] Unable to run job handler (AssetEncodeVideo): Error: '
     'No /dev/dri devices found. If using Docker, make sure at least one /dev/dri device is mounted'),
    ('graphics_driver_unavailable', 'gpu/dev-dri-not-in-container',
     'GPU Passthrough           Failed         GPU device unvailable or not passed through to container. '
     '(/dev/dri/renderD128)'),
    ('no_device_visible', 'gpu/scrypted-gpu-not-passed-through',
     '                         GPU device unvailable or not passed through to container.'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round81_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("concept/gpu-not-usable", "4 GPUs requested, 4 available"),
    ("concept/gpu-not-usable", "--multigpu selected, 4 GPUs detected"),
    ("concept/gpu-not-usable", 'found device "cuda:0"'),
    ("concept/gpu-not-usable", "GPUs: 2 detected."),
    ("concept/gpu-fallback-to-cpu", "Accelerated backend detected: cuda. Using cuda"),
    ("concept/build-without-gpu", "PETSc was configured with CUDA 12.4"),
    ("gpu/cuinit-no-device-100", "cuInit failed with error:  999"),
    ("gpu/cuda-check-file-line-oom", "worker.py:37: out of memory in the host allocator, retrying"),
    ("gpu/kernel-shared-memory-words", "Not enough shared memory in /dev/shm for the DataLoader"),
    ("gpu/alphafold3-cc7-refusal", "Found devices with GPU compute capability 8.0"),
    ("gpu/sapien-icd-missing", "Found Vulkan ICD file /usr/share/vulkan/icd.d/nvidia_icd.json"),
    ("gpu/dev-dri-not-in-container", "Found 1 /dev/dri devices: /dev/dri/renderD128"),
    ("gpu/scrypted-gpu-not-passed-through", "GPU device available and passed through to container."),
])
def test_round81_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
