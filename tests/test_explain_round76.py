"""Round 76 of issue 12: wave 35 (repository files, fresh371..374: 3/4 on round 75's final) and EMITTERS-10, messages of
NVIDIA's SDKs and of the driver's own open-source pieces and host container layers read from their source
(tests/corpus/emitters.yaml, EMITTERS-10 block). Each new or widened entry read on the messages of its emitters, and not
on near misses (tests/corpus/README.md 'Seventy-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # wave 35's one first-contact miss
    ('gpu_oom', 'gpu/vllm-linear-weights-oom',
     '**Error:** `RuntimeError: Failed to create unquantized linear weights. This may be caused by insufficient memory to '
     'allocate the weight.`'),
    # EMITTERS-10: entries
    ('no_device_visible', 'gpu/trtexec-no-device',
     '[03/14/2025-09:12:41] [I] === Device Information ===\n[03/14/2025-09:12:41] [I] Cannot find any available devices (GPUs)!'),
    ('cuda_library_version_mismatch', 'gpu/cuda-library-older-than-minimum',
     '[WARNING] [nvjpeg-ext] nvJPEG version 12.0.0 is older than minimum required version 12.1.0 for CUDA 12. Decoders '
     'and encoders will not be registered.'),
    ('cuda_driver_too_old', 'gpu/cuquantum-insufficient-driver',
     'cuquantum.bindings.cutensornet.cuTensorNetError: INSUFFICIENT_DRIVER (20): CUTENSORNET_STATUS_INSUFFICIENT_DRIVER'),
    ('container_runtime_misconfigured', 'runtime/singularity-nvccli-needs-writable',
     'FATAL:   While setting GPU configuration: nvidia-container-cli requires --writable with user namespace/fakeroot'),
    ('driver_not_loaded', 'runtime/lxd-card-not-nvidia',
     'Error: Failed starting device "gpu0": Card is not an NVIDIA GPU or driver is not properly set up\n'
     'Try `lxc info --show-log c1` for more info'),
    # EMITTERS-10: widened
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded',
     'Error: Failed starting device "gpu0": Failed resolving MIG device UUID for gi=1 ci=0: Failed initializing NVML: '
     'Driver Not Loaded'),
    ('driver_not_loaded', 'runtime/singularity-no-nv-files', 'WARNING: Could not find any NVIDIA libraries on this host!'),
    ('driver_not_loaded', 'runtime/singularity-no-nv-files', 'WARNING: Could not find any NVIDIA devices on this host!'),
    # (since round 111 the CUDA-init family's list of toolkit libraries names libcutensor itself: the same category,
    # read by the family instead of the concept)
    ('cuda_init_failed', 'gpu/family-cuda-init',
     'RuntimeError: Failed to dlopen libcutensornet (libcutensor.so.2: cannot open shared object file: No such file or '
     'directory)'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round76_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round76_nvidia_installer_current_wording_is_a_blocked_install():
    m = top("WARNING: An NVIDIA kernel module 'nvidia-drm' appears to be already loaded in your kernel.  This may be "
            "because it is in use (for example, by an X server, a CUDA program, or the NVIDIA Persistence Daemon)")
    assert m is not None and m["category"] == "driver_install_failed"


@pytest.mark.parametrize("entry,text", [
    ("gpu/vllm-linear-weights-oom", "Failed to create unquantized linear weights: unsupported dtype"),
    ("gpu/trtexec-no-device", "[I] Available Devices: \n[I]   Device 0: \"NVIDIA A10G\""),
    ("gpu/cuda-library-older-than-minimum", "nvJPEG version 12.4.0 meets the minimum required version 12.1.0"),
    ("gpu/cuquantum-insufficient-driver", "CUTENSORNET_STATUS_SUCCESS"),
    ("runtime/singularity-nvccli-needs-writable", "nvidia-container-cli: mounting /usr/bin/nvidia-smi"),
    ("runtime/lxd-card-not-nvidia", "Card is an NVIDIA GPU with driver 550.54.15"),
])
def test_round76_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
