"""Round 29 of issue 12 (CATALOGUE-27): fresh92..97's first run. Each entry reads its emitter's wording in other
wordings than the corpus texts: DXVK/VKD3D/the Vulkan loader finding no usable device, EGL/GLX start failures, VKD3D's
device lost (vr -4), NVENC's out-of-memory / struct version / context errors and FFmpeg's unloadable libnvidia-encode,
programs asking for a newer driver (Mojo/MAX, Warp's cuGetProcAddress, CUDA's 'API call is not supported', HIP error
35), device code without this GPU's arch (SYCL invalid binary, Kokkos, cuSOLVER 7), Mojo's unknown GPU architecture,
the driver library absent (ldd, CUDAdrv, procfs, the open module without GSP, Xorg's GPU init), DKMS compile errors,
CUDA contexts that cannot start, bitsandbytes' CUDA binary, ld's -lcuda, device counts of 0, out-of-memory in programs'
words, the device plugin's gpuallocator panic. Negatives: near misses that must not read so. Source not read for
any entry (the search budget was spent): each is written from the texts' own wording."""
from __future__ import annotations

import pytest

from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # Vulkan / DXVK / VKD3D
    ("warn:  DXVK: No adapters found. Please check your device filter settings and Vulkan setup.",
     "graphics_driver_unavailable"),
    ("err:   DxvkInstance: Failed to create instance", "graphics_driver_unavailable"),
    ("err:   Required Vulkan extension VK_KHR_xlib_surface not supported", "graphics_driver_unavailable"),
    ("ERROR: terminator_CreateDevice: Failed in ICD libvulkan_nvidia.so vkCreateDevice call", "graphics_driver_unavailable"),
    ("vkCreateDevice: Failed to create device chain.", "graphics_driver_unavailable"),
    ("vulkan: vkCreateDevice failed (VkResult: -3)", "graphics_driver_unavailable"),
    ("vkEnumeratePhysicalDevices reported zero accessible devices.", "graphics_driver_unavailable"),
    ("0120:err:d3d12_command_queue_submit: Failed to submit queue(s), vr -4.", "xid_error"),
    # EGL / GLX / engines
    ("[E] egl.c:600 | egl_render_startup | Failed to create EGL surface (eglError: 0x300b)", "graphics_driver_unavailable"),
    ("(EE) EGL setup failed, disabling glamor", "graphics_driver_unavailable"),
    ("[VGL]    1200: Could not obtain RGB visual on the server suitable for off-screen rendering",
     "graphics_driver_unavailable"),
    ("InitializeEngineGraphics failed", "graphics_driver_unavailable"),
    # NVENC
    ("nvEncEncodePicture returned NV_ENC_ERR_OUT_OF_MEMORY", "gpu_oom"),
    ("[hevc_nvenc @ 0x1] The minimum required Nvidia driver for nvenc is 520.56.06 or newer", "cuda_driver_too_old"),
    ("nvEncOpenEncodeSessionEx failed: NV_ENC_ERR_INVALID_VERSION", "cuda_driver_too_old"),
    ("NVENC - Couldn't create encoding session: 15", "cuda_driver_too_old"),
    ("NVENC - couldn't create context: 46", "cuda_init_failed"),
    ("[h264_nvenc @ 0x2] Cannot load libnvidia-encode.so.1", "container_runtime_misconfigured"),
    # newer driver wanted
    ("Error: this build doesn't support your current NVIDIA GPU driver (525.60).", "cuda_driver_too_old"),
    ("The runtime requires a minimum NVIDIA driver version of 550 for CUDA 12.4.", "cuda_driver_too_old"),
    ("cudaErrorCallRequiresNewerDriver: API call is not supported in the installed CUDA driver", "cuda_driver_too_old"),
    ("Warp CUDA error: Failed to get function cuGetProcAddress", "cuda_driver_too_old"),
    ("[AdaptiveCpp Error] Received unknown HIP error 35, throwing runtime_error.", "cuda_driver_too_old"),
    # device code without this arch
    ("Native API failed. Native API returns: -42 (PI_ERROR_INVALID_BINARY)", "no_kernel_image_arch"),
    ("UR_RESULT_ERROR_INVALID_BINARY in urProgramBuild", "no_kernel_image_arch"),
    ("Kokkos::Cuda::initialize WARNING: running kernels compiled for compute capability 7.0 on device with compute "
     "capability 8.6 , this will likely reduce potential performance.", "no_kernel_image_arch"),
    ("cusolverDnCreate failed: CUSOLVER_STATUS_ARCH_MISMATCH", "no_kernel_image_arch"),
    ("info.mojo:2010:5: note: constraint failed: Unknown GPU architecture detected.", "cuda_toolkit_arch_unsupported"),
    # the driver absent
    ("        libcuda.so.1 => not found", "driver_not_loaded"),
    ("LoadError: Error -1 calling cuDriverGetVersion", "driver_not_loaded"),
    ('"error": "Unable to locate GPU details from procfs"', "driver_not_loaded"),
    ("NVRM: installed in this system is not supported by open nvidia.ko because it does not include the required GPU",
     "driver_not_loaded"),
    ("(EE) NVIDIA(GPU-1): Failed to initialize the NVIDIA GPU at PCI:2:0:0.  Please check your system's kernel log",
     "driver_not_loaded"),
    ("/var/lib/dkms/nvidia/535.54.03/build/nvidia/os-interface.c:90:3: error: implicit declaration of function 'foo'",
     "driver_install_failed"),
    # CUDA cannot start
    ("Error creating CUDA context.", "cuda_init_failed"),
    ("ggml_cuda_init: CUDA error 304: OS call failed or operation not supported on this OS", "cuda_init_failed"),
    ("[E:onnxruntime:Default, provider_bridge_ort.cc:1548 onnxruntime::ProviderSharedLibrary::Ensure] Failed to load "
     "library, error code: 193", "cuda_init_failed"),
    ("UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers are "
     "unavailable.", "cuda_init_failed"),
    ("/opt/bnb/libbitsandbytes_cuda122.so: cannot open shared object file: No such file or directory", "cuda_init_failed"),
    ("/usr/bin/ld: cannot find -lcuda", "cuda_init_failed"),
    # no device
    ("what():  Unable to return device handle for device 1. There are only 0 devices!", "no_device_visible"),
    ('raise RuntimeError("No supported device detected.")', "no_device_visible"),
    ("device >= 0 && device < num_gpus INTERNAL ASSERT FAILED at CUDAContext.cpp:50", "no_device_visible"),
    # out of memory in programs' words
    ("Your GPU is close to its memory limit. You will not be able to use any additional memory.", "gpu_oom"),
    ("*** ERROR: Memory allocation on device failed ***", "gpu_oom"),
    ("RuntimeError: GpuDnnConv failed to allocate working memory of 64 x 128", "gpu_oom"),
    ("Error allocating storage in allocate_it() : size = 2048 bytes   out of memory", "gpu_oom"),
    # device plugin
    ("panic: Internal error in bestEffort GPU allocator: all P2PLinks between 4 GPUs should be bidirectional",
     "device_plugin_error"),
])
def test_round29_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("info:  DXVK: Found 1 adapter: NVIDIA GeForce RTX 3080", "graphics_driver_unavailable"),
    ("info:  Required Vulkan extension VK_KHR_surface enabled", "graphics_driver_unavailable"),
    ("vulkan: vkCreateDevice succeeded", "graphics_driver_unavailable"),
    ("Created EGL surface (0x1)", "graphics_driver_unavailable"),
    ("d3d12_command_queue_submit: submitted queue(s), vr 0.", "xid_error"),
    ("NV_ENC_ERR_INVALID_PARAM: bitrate out of range", "gpu_oom"),
    ("NVENC - Created encoding session: 1", "cuda_driver_too_old"),
    ("Minimum driver version: 550 (installed 560, fine)", "cuda_driver_too_old"),
    ("PI_ERROR_INVALID_VALUE in piMemBufferCreate", "no_kernel_image_arch"),
    ("CUSOLVER Error 70 at solver.cc:1", "no_kernel_image_arch"),
    ("        libcuda.so.1 => /usr/lib/x86_64-linux-gnu/libcuda.so.1 (0x00007f)", "driver_not_loaded"),
    ("Error 0 calling cuDriverGetVersion returned 12040", "driver_not_loaded"),
    ("  CC [M]  /var/lib/dkms/nvidia/535.54.03/build/nvidia/os-interface.o: compiled", "driver_install_failed"),
    ("bitsandbytes was compiled with GPU support (CUDA 12.1)", "cuda_init_failed"),
    ("/usr/bin/ld: cannot find -lcudart_static", "cuda_init_failed"),
    ("There are only 4 devices, using device 0", "no_device_visible"),
    ("GPU memory usage is 40% of its memory limit", "gpu_oom"),
    ("Memory allocation on host failed", "gpu_oom"),
    ("bestEffort GPU allocator selected 2 GPUs", "device_plugin_error"),
])
def test_round29_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


@pytest.mark.parametrize("text, readings", [
    ("[h264_nvenc @ 0x3] Cannot load libnvidia-encode.so.1", {"container_runtime_misconfigured", "driver_not_loaded"}),
])
def test_round29_debatable_wordings_name_both_readings(text, readings):
    m = top(text)
    assert m and {r["category"] for r in m.get("readings", [])} >= readings, m


def test_ffmpeg_unloadable_encoder_library_outranks_its_minimum_driver_line():
    # FFmpeg prints 'minimum required Nvidia driver' after failing to dlopen libnvidia-encode: the dlopen is the cause
    m = top("[h264_nvenc @ 0x1] Cannot load libnvidia-encode.so.1\n"
            "[h264_nvenc @ 0x1] The minimum required Nvidia driver for nvenc is 418.30 or newer")
    assert m and m["category"] == "container_runtime_misconfigured", m
