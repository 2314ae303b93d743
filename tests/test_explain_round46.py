"""Round 46 of issue 12 (CATALOGUE-42): session r14's wave 5 (fresh209..212, BY CAUSE in CI/container builds, managed
ML clouds, GPU databases, shared lab servers; first run 52/62 on 29dc81f) and session r15's wave 6 (fresh213..219, BY
CAUSE in container engines, IaC provisioning, Q&A sites, non-GitHub trackers, blogs, the Kubernetes GPU path, desktop
Linux gaming and graphics; first run 34/52 on 201955d). Each miss by its emitter's own words (or the mechanism's), read
here in other wordings the emitter produces, with near misses that must not match (tests/corpus/README.md
'Forty-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # a Vulkan device lost in emulators' and vulkan-hpp's words
    ("[12.3] Render.Vulkan <Critical> video_core/vulkan_common/vulkan_device.cpp:ReportLoss:627: Device loss occurred!",
     "xid_error", "gpu/vulkan-device-loss-words"),
    ("Device lost while submitting the command buffer", "xid_error", "gpu/vulkan-device-loss-words"),
    ("terminate called after throwing an instance of 'vk::DeviceLostError'\n  what():  vk::Queue::submit: "
     "ErrorDeviceLost", "xid_error", "gpu/vulkan-device-loss-words"),
    # Windows' TDR of the NVIDIA display driver, both event texts
    ("Display driver nvlddmkm stopped responding and has successfully recovered.", "xid_error",
     "gpu/windows-nvlddmkm-tdr"),
    ('The description for event ID "13" from source "nvlddmkm" cannot be found.', "xid_error",
     "gpu/windows-nvlddmkm-tdr"),
    # Vulkan / DXVK / a texture allocation out of GPU memory
    ("vk::Device::allocateMemory: ErrorOutOfDeviceMemory", "gpu_oom", None),
    ("err:   DxvkMemoryAllocator: Memory allocation failed\n  Size:      67108864", "gpu_oom",
     "gpu/graphics-device-memory-exhausted"),
    ("Not enough video memory to create the texture", "gpu_oom", "gpu/graphics-device-memory-exhausted"),
    # Steam's 32-bit library check naming GL libraries
    ("Error: You are missing the following 32-bit libraries, and Steam may not run:\nlibGL.so.1",
     "graphics_driver_unavailable", "gpu/steam-missing-32bit-gl"),
    # the NVIDIA X driver's GLX / screens
    ("[    12.0] (EE) NVIDIA(GPU-0): Failed to initialize the GLX module; please check in your X",
     "graphics_driver_unavailable", "gpu/xorg-nvidia-glx-init-failed"),
    # Xlib's BadValue report
    ("X Error of failed request:  BadValue (integer parameter out of range for operation)\n  Major opcode of failed "
     "request:  152 (GLX)", "graphics_driver_unavailable", None),
    # GSP firmware of another driver version
    ("NVRM: GPU0 _kgspFwContainerVerifyVersion: GSP firmware image version mismatch:\ngot version 570.86.16, expected "
     "version 570.124.04\nNVRM: GPU0 kgspInitRm_IMPL: Error preparing GSP-RM image", "driver_library_mismatch",
     "gpu/gsp-firmware-version-mismatch"),
    # modpost refusing the module's GPL-only symbol
    ("ERROR: modpost: GPL-incompatible module nvidia-drm.ko uses GPL-only symbol 'drm_gem_prime_fd_to_handle'",
     "driver_install_failed", "gpu/modpost-gpl-only-symbol"),
    # yum's nvidia plugin
    ("Error: Could not find suitable Nvidia kernel module version for kernel kernel-4.18.0-80.el8.x86_64 and driver "
     "3:nvidia-driver-latest-dkms-440.33.01-1.el8.x86_64", "driver_install_failed", "gpu/yum-nvidia-plugin-no-kmod"),
    # nvidia-container-cli timing out on the driver (plain and escaped)
    ("nvidia-container-cli: initialization error: driver error: timed out", "nvml_init_failed",
     "gpu/nvc-driver-init-timed-out"),
    ('stderr: exec command: [/usr/bin/nvidia-container-cli configure]\\\\nnvidia-container-cli: initialization '
     'error: driver error: timed out\\\\n', "nvml_init_failed", "gpu/nvc-driver-init-timed-out"),
    # Inductor on a GPU without native bfloat16
    ("UserWarning: Tesla T4 does not support bfloat16 compilation natively, skipping", "dtype_unsupported_by_gpu",
     "gpu/inductor-bf16-not-native"),
    # a POSIX shm object out of /dev/shm space (PG-Strom, PostgreSQL)
    ("FATAL:  failed on fallocate('/.pg_shmbuf_5432.0:1'): No space left on device", "shm_insufficient",
     "gpu/posix-shm-no-space"),
    ('ERROR:  could not resize shared memory segment "/PostgreSQL.1450751626" to 50438144 bytes: No space left on '
     'device', "shm_insufficient", "gpu/posix-shm-no-space"),
    # Docker without the NVIDIA runtime, a probe in Singularity without --nv
    ("[WARN] NVIDIA container runtime not configured in Docker", "container_runtime_misconfigured",
     "gpu/docker-nvidia-runtime-not-detected"),
    ("Singularity> ./deviceQuery\nCUDA driver not detected", "container_runtime_misconfigured",
     "gpu/singularity-cuda-driver-not-detected"),
    # nccl-tests' first CUDA call
    ("node1: Test CUDA failure common.cu:892 'unknown error'", "cuda_init_failed", "gpu/nccl-tests-cuda-unknown-error"),
    # the NVIDIA runtime's requirement check
    ("error modifying OCI spec: requirements not met: cuda>=12.8, please update your driver to a newer version",
     "cuda_driver_too_old", None),
    ("PG-Strom: ERROR:  gpu_service.c:3285  failed on gpuMemAllocManaged(1073741824)", "gpu_oom",
     "gpu/pgstrom-gpumemalloc-failed"),
    ("Reason: Failed to install nvidia-docker2", "container_runtime_misconfigured",
     "gpu/node-setup-nvidia-docker-install-failed"),
    ("Message: VM has reported a failure when processing extension 'NvidiaGpuDriverWindows' (publisher "
     "'Microsoft.HpcCompute')", "driver_install_failed", "gpu/azure-nvidia-driver-extension-failed"),
    ("0024:fixme:nvcuda:load_functions Wine cannot find the cuda library, CUDA support is disabled.",
     "driver_not_loaded", "gpu/wine-nvcuda-no-libcuda"),
    ("2024-01-01 10:00:00,000: Using NVIDIA drivers 550.54.14 for x86_64\n2024-01-01 10:00:00,001: Vulkan is not "
     "available or your system isn't Vulkan capable", "graphics_driver_unavailable", "gpu/lutris-vulkan-not-available"),
])
def test_round46_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Device lost focus, pausing the game", "gpu/vulkan-device-loss-words"),
    ("nvlddmkm: driver version 551.23 loaded", "gpu/windows-nvlddmkm-tdr"),
    ("texture created: 512x512, memory 1 MiB", "gpu/graphics-device-memory-exhausted"),
    ("Error: You are missing the following 32-bit libraries, and Steam may not run:\nlibc.so.6",
     "gpu/steam-missing-32bit-gl"),                                    # a 32-bit C library: multilib, not graphics
    ("(II) NVIDIA(0): Initialized GPU GART.", "gpu/xorg-nvidia-glx-init-failed"),
    ("NVRM: GPU0 kgspInitRm_IMPL: GSP firmware image version 570.86.16 loaded", "gpu/gsp-firmware-version-mismatch"),
    ("WARNING: modpost: missing MODULE_DESCRIPTION() in drivers/foo/bar.o", "gpu/modpost-gpl-only-symbol"),
    ("nvidia-container-cli: initialization error: nvml error: driver not loaded", "gpu/nvc-driver-init-timed-out"),
    ("UserWarning: TF32 acceleration is not supported natively", "gpu/inductor-bf16-not-native"),
    ("fallocate('/data/pgdata/base/16384/1234'): No space left on device", "gpu/posix-shm-no-space"),  # a disk file
    ("X Error of failed request:  BadWindow (invalid Window parameter)", "gpu/xlib-badvalue"),
    ("NVIDIA container runtime detected: nvidia", "gpu/docker-nvidia-runtime-not-detected"),
    ("CUDA driver not detected", "gpu/singularity-cuda-driver-not-detected"),             # no container named
    ("node1: Test CUDA failure common.cu:892 'invalid device ordinal'", "gpu/nccl-tests-cuda-unknown-error"),
    ("error modifying OCI spec: requirements not met: brand=tesla", "gpu/ctk-requirements-not-met"),
    ("gpuMemAlloc(536878168) done", "gpu/pgstrom-gpumemalloc-failed"),
    ("Installing nvidia-docker2 ... done", "gpu/node-setup-nvidia-docker-install-failed"),
    ("Provisioning succeeded for extension 'NvidiaGpuDriverLinux'", "gpu/azure-nvidia-driver-extension-failed"),
    ("0024:trace:nvcuda:DllMain (0x7e850000, 1, 0xa1fd24)", "gpu/wine-nvcuda-no-libcuda"),
    ("2024-01-01: GPU: Intel UHD 620\n2024-01-01: Vulkan is not available or your system isn't Vulkan capable",
     "gpu/lutris-vulkan-not-available"),                               # no NVIDIA GPU in the paste
])
def test_round46_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text", [
    # Compute Engine refusing the VM (negatives22: lizzie-gcloud-setup#6, HAWQ#4): no GPU stack ran
    "ERROR: (gcloud.compute.instances.create) Could not fetch resource:\n - The resource 'projects/p-1/zones/"
    "europe-west2-c/acceleratorTypes/nvidia-tesla-v100' was not found",
    "ERROR: (gcloud.compute.instances.create) Could not fetch resource:\n - The zone 'projects/p-1/zones/us-central1-a' "
    "does not have enough resources available to fulfill the request.  Try a different zone, or try again later.",
    "Error: googleapi: Error 503: ZONE_RESOURCE_POOL_EXHAUSTED - The zone does not have enough resources",
])
def test_round46_cloud_vm_refusal_is_not_stack(text):
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/cloud-vm-zone-offering"]


@pytest.mark.parametrize("text", [
    "OSError: [Errno 28] No space left on device",      # a bare ENOSPC: a full disk reads the same (known misses)
    "inconsistent kernel versions: 4.12.10\n4.9.46",   # NixOS' kernel-modules check names no NVIDIA part
])
def test_round46_silent(text):
    assert explain(text)["matches"] == []
