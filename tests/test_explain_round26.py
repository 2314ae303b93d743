"""Round 26 of issue 12 (CATALOGUE-24): fresh70..73's first run. Each entry reads its emitter's own format string, in
wordings other than the corpus texts: gpustat's NVML library missing on a host (the label conflict: driver_not_loaded
first, the container reading second and first when the paste starts a container), nvml-wrapper/pynvml error names,
driver builds (Nix, gcc in the module tree, akmods, unconfigured headers), ncnn/Vulkan loader failures, miners and
render clients. Negatives: the near misses that must keep their categories."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


GPUSTAT_PYNVML = (
    "Error on querying NVIDIA devices. Use --debug flag to see more details.\n"
    "pynvml.nvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found")


@pytest.mark.parametrize("text, want", [
    # gpustat (cli.py's stderr line) with pynvml's LibraryNotFound / the ctypes OSError, on a host
    (GPUSTAT_PYNVML, "driver_not_loaded"),
    ("Error on querying NVIDIA devices. Use --debug flag for details\n"
     "OSError: libnvidia-ml.so.1: cannot open shared object file: No such file or directory", "driver_not_loaded"),
    # NVML_ERROR_DRIVER_NOT_LOADED as nvml-wrapper (Rust) and pynvml name it
    ("Error: Failed to initialize NVML: DriverNotLoaded", "driver_not_loaded"),
    ("pynvml.nvml.NVMLError_DriverNotLoaded: Driver Not Loaded", "driver_not_loaded"),
    ("Please install the proprietary NVIDIA driver", "driver_not_loaded"),
    # pynvml's Unknown Error on a device handle: the Python form of nvidia-smi's 'Unable to determine the device handle'
    ("  File \"x.py\", line 3, in probe\n    h = pynvml.nvmlDeviceGetHandleByUUID(uuid)\n"
     "pynvml.NVMLError_Unknown: Unknown Error", "xid_error"),
    # driver builds
    ("error: builder for '/nix/store/abc-nvidia-open-555.58-6.9.1.drv' failed with exit code 2", "driver_install_failed"),
    ("kernel-open/nvidia-drm/nvidia-drm-drv.c:1021:13: error: 'struct drm_driver' has no member named 'dumb_destroy'",
     "driver_install_failed"),
    ("Building and installing nvidia-470xx-kmod [FAILED]", "driver_install_failed"),
    ("include/linux/kconfig.h:5:10: fatal error: generated/autoconf.h: No such file or directory",
     "driver_install_failed"),
    ("time=2024-03-01T10:00:00Z level=INFO msg=\"Unable to load CUDA management library /usr/lib/libnvidia-ml.so.550: "
     "nvml vram init failure: 18\"", "driver_library_mismatch"),
    ("[  1234.5] (EE) Unknown chipset: NV172", "graphics_driver_unavailable"),
    # Vulkan (ncnn's gpu.cpp, the loader, a CPU-only device)
    ("vkCreateInstance failed -9", "graphics_driver_unavailable"),
    ("vkEnumerateInstanceExtensionProperties failed -3", "graphics_driver_unavailable"),
    ("ERROR: [Loader Message] Code 0 : loader_icd_scan: Failed loading library associated with ICD JSON "
     "libnvidia-vulkan.so.1. Ignoring this JSON", "graphics_driver_unavailable"),
    ("vkCreateInstance: Found no drivers!", "graphics_driver_unavailable"),
    ("[warning] The selected Vulkan device is a CPU device.", "graphics_driver_unavailable"),
    ("[0 NVIDIA GeForce RTX 3060]  vkAllocateMemory failed -2", "gpu_oom"),
    # miners and render clients
    ("[2021-01-01 00:00:00]  nv  thread #1 failed with error <cryptonight_extra_cpu_init>:312 \"out of memory\"", "gpu_oom"),
    ("Error: RENDERER_OUT_OF_VIDEO_MEMORY", "gpu_oom"),
    ("[2021-01-01 00:00:00] nv   CUDA disabled (no devices)", "no_device_visible"),
    ("[INFO] [ComputeDeviceManager.Query] CudaDevicesDetection found no devices. CudaDevicesDetection returned: ",
     "no_device_visible"),
    ("[2014-05-01 10:00:00] FATAL: Unable to query CUDA driver version! Is an nVidia driver installed?", "driver_not_loaded"),
    ("Error: No OpenCL devices were found", "no_device_visible"),
    ("cudaGetDeviceCount returned 30\n-> unknown error\nResult = FAIL", "cuda_init_failed"),
    ("cudaDriverGetVersion() failed with error #35", "cuda_driver_too_old"),
    ("nvrtc: error: failed to load builtins for compute_75.\n[CUDA] Error: device kernel image is invalid", "cuda_init_failed"),
    # the open module's refusal read with the RmInitAdapter failure after it; 'Cannot load NVML' (DCGM's wording)
    ("[    4.1] NVRM: Open nvidia.ko is only ready for use on Data Center GPUs.\n"
     "[    4.6] NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x22:0x56:667)", "driver_not_loaded"),
    ("ERROR Cannot load NVML; DCGM will proceed without managing GPUs. ret: -17", "driver_not_loaded"),
    ("Unable to determine the device handle for GPU0000:3B:00.0: Not Found", "xid_error"),
    ("===> src (install)\ninstall -o root -g wheel nvidia.ko /boot/modules/\nERROR: Failed to load the nvidia module!",
     "driver_install_failed"),
])
def test_round26_families(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    # the NVML library missing without gpustat's line keeps its container reading (fresh2/fresh17 labels)
    ("NVML Error: NVML Shared Library Not Found - GPU usage metrics may not be reported.", "driver_not_loaded"),
    ("Error on querying NVIDIA devices. Use --debug flag to see more details.", "driver_not_loaded"),
    ("pynvml.NVMLError_Unknown: Unknown Error", "xid_error"),                 # no device-handle call in the paste
    ("error: builder for '/nix/store/abc-python3-3.11.drv' failed with exit code 1", "driver_install_failed"),
    ("src/nvidia_helper.c:10:2: warning: unused variable 'x'", "driver_install_failed"),
    ("Building and installing nvidia-kmod [  OK  ]", "driver_install_failed"),
    ("(II) Detected chipset: NV172", "graphics_driver_unavailable"),
    ("nvmlInit_v2 err: 9", "driver_library_mismatch"),                       # 9 is DRIVER_NOT_LOADED, not 18
    ("vkEnumeratePhysicalDevices returned 2 devices", "graphics_driver_unavailable"),
    ("[0 NVIDIA GeForce RTX 3060]  vkAllocateMemory failed -1", "gpu_oom"),   # -1 is host memory
    ("Using Vulkan device: NVIDIA GeForce RTX 3060 (0x2504)", "graphics_driver_unavailable"),
    ("thread #0 failed with error <randomx_prepare>:45 \"invalid argument\"", "gpu_oom"),
    ("cudaGetDeviceCount returned 300", "cuda_init_failed"),
    ("cudaRuntimeGetVersion() failed with error #350", "cuda_driver_too_old"),
    ("Found 2 OpenCL devices", "no_device_visible"),
    # RmInitAdapter without the open module's refusal stays the GPU/driver fault (xid_error)
    ("NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x26:0xffff:1281)", "driver_not_loaded"),
    # the device plugin's 'could not load NVML library' keeps its own entries
    ("Failed to initialize NVML: could not load NVML library.", "driver_not_loaded"),
    ("Unable to determine the device handle for GPU 0000:3B:00.0: Not Supported", "xid_error"),
    ("Failed to load the nvidia module!", "driver_install_failed"),            # no install step in the paste
])
def test_round26_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_gpustat_in_a_container_the_paste_starts_reads_the_container_first():
    m = top("$ docker run --rm -it python:3.11 gpustat\n" + GPUSTAT_PYNVML)
    assert m and m["category"] == "container_runtime_misconfigured", m


@pytest.mark.parametrize("text, readings", [
    (GPUSTAT_PYNVML, {"driver_not_loaded", "container_runtime_misconfigured"}),
    ("thread 'main' panicked at 'Failed to initialize nvml: DriverNotLoaded'", {"driver_not_loaded",
                                                                                 "container_runtime_misconfigured"}),
    ("[warning] The selected Vulkan device is a CPU device.", {"graphics_driver_unavailable",
                                                             "container_runtime_misconfigured"}),
    ("CUDA disabled (no devices)", {"no_device_visible", "cuda_driver_too_old"}),
    ("cudaRuntimeGetVersion() failed with error #35", {"cuda_driver_too_old", "driver_not_loaded"}),
    ("nvrtc: error: failed to load builtins", {"cuda_init_failed", "no_kernel_image_arch"}),
    ("Unable to determine the device handle for GPU 0000:D8:00.0: Not Found", {"xid_error", "driver_not_loaded"}),
    ("NVRM: Open nvidia.ko is only ready for use on Data Center GPUs.", {"driver_not_loaded", "xid_error"}),
])
def test_round26_debatable_wordings_name_both_readings(text, readings):
    m = top(text)
    assert m and {r["category"] for r in m.get("readings", [])} >= readings, m
