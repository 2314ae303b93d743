"""Round 24 (CATALOGUE-22: the fresh57..61 first runs). The misses by cause: the graphics half of the driver as Vulkan,
EGL and GLFW report it (VkResult names as each binding prints them, vulkaninfo, the Vulkan loader's ICD message, Unreal's
VulkanRHI, dm_control's 'Cannot initialize a headless EGL display', GLFW's 'EGL: Failed to initialize EGL', PyOpenGL's
GLError at eglInitialize); CUDA driver API results in other languages' bindings (CUDA_ERROR_INVALID_PTX / ErrorInvalidPtx
-> no_kernel_image_arch, libcuda not loadable from Julia/Rust, Taichi's 'got v0.0'); FFmpeg's NVENC API-version and
session errors; CTranslate2's compute-type refusal and DeepSpeed's Evoformer GPU/dtype check; library mismatches as a
missing symbol (mangled C++ names, Windows 'Error code 127', cuDNN's SUBLIBRARY_VERSION_MISMATCH); nvidia-smi/NVML
version mismatch; JAX's 'CUDA-enabled jaxlib is not installed'; CPU-only libtorch (dispatcher 'CUDA' backend, ATen_cuda);
Windows 'The specified module could not be found' for a GPU build's binding. The positives are other wordings than the
corpus samples (other versions, numbers, bindings, files); the negatives stay silent or keep their other reading."""
import pytest

from explain_top import first
from doctor.signatures import analyse


def top(text):
    found = analyse(text)
    return found[0].category if found else None


@pytest.mark.parametrize("text,category", [
    # Vulkan: VkResult names without VK_ (vulkaninfo's string helper), vulkan.hpp's 'vk::<call>: ErrorXxx'
    ("vkEnumeratePhysicalDevices failed with ERROR_INCOMPATIBLE_DRIVER", "graphics_driver_unavailable"),
    ("RuntimeError: vk::createInstance: ErrorIncompatibleDriver", "graphics_driver_unavailable"),
    ("terminate called after throwing 'vk::IncompatibleDriverError' what(): vk::createInstanceUnique: "
     "ErrorIncompatibleDriver", "graphics_driver_unavailable"),
    ("RuntimeError: vk::Device::createDeviceUnique: ErrorInitializationFailed", "graphics_driver_unavailable"),
    ("/usr/src/vulkan-tools-1.3.204/vulkaninfo/vulkaninfo.h:247: failed with ERROR_INITIALIZATION_FAILED",
     "graphics_driver_unavailable"),
    ("loader_scanned_icd_add: Could not get 'vkCreateInstance' via 'vk_icdGetInstanceProcAddr' for ICD "
     "libGLX_nvidia.so.0", "graphics_driver_unavailable"),
    # Unreal/other engines' own words (concept tier)
    ("LogVulkanRHI: Error: Failed to load Vulkan driver which is required to run the engine.",
     "graphics_driver_unavailable"),
    ("LogVulkanRHI: Vulkan failed to find a suitable physical device.", "graphics_driver_unavailable"),
    ("Cannot find a compatible Vulkan installable client driver (ICD).", "graphics_driver_unavailable"),
    ("[Error] [gpu.foundation.plugin] No device could be created. Some known system issues:",
     "graphics_driver_unavailable"),
    # EGL: dm_control, GLFW (its error string for EGL_NOT_INITIALIZED), PyOpenGL's GLError at a display call
    ("ImportError: Cannot initialize a headless EGL display.", "graphics_driver_unavailable"),
    ("GLFWError: (65542) b'EGL: Failed to initialize EGL: EGL is not or could not be initialized'",
     "graphics_driver_unavailable"),
    ("OpenGL.error.GLError: GLError(\n  err = 12296,\n  baseOperation = eglGetPlatformDisplayEXT,\n  result = 0\n)",
     "graphics_driver_unavailable"),
    # CUDA driver API results as bindings print them
    ("Error: DriverError(CUDA_ERROR_INVALID_PTX, \"a PTX JIT compilation failed\") when loading kernel",
     "no_kernel_image_arch"),
    ("ManagedCuda.CudaException: ErrorInvalidPtx: This indicates that a PTX JIT compilation failed.",
     "no_kernel_image_arch"),
    ("cudaErrorInvalidPtx: a PTX JIT compilation failed", "no_kernel_image_arch"),
    ("ERROR: could not load library \"libcuda\"\nlibcuda.so: cannot open shared object file: No such file or directory",
     "driver_not_loaded"),
    ("ERROR: LoadError: could not load symbol \"cuInit\":\n/usr/bin/julia: undefined symbol: cuInit", "driver_not_loaded"),
    ("thread 'main' panicked at cudarc-0.12.1/src/driver/sys/mod.rs:43:9:\nUnable to find cuda lib under the names "
     "[\"cuda\", \"nvcuda\"]. Please open GitHub issue.", "driver_not_loaded"),
    ("[W cuda_driver.cpp:CUDADriver@135] The Taichi CUDA backend requires at least CUDA 10.0, got v0.0.",
     "driver_not_loaded"),
    ("Warp CUDA warning: CUDA driver version is 11040, expected at least 11080.", "cuda_driver_too_old"),
    ("[TRT] [W] CUDA initialization failure with error: 222. Please check your CUDA installation", "cuda_driver_too_old"),
    # FFmpeg NVENC
    ("[hevc_nvenc @ 0x5581] Driver does not support the required nvenc API version. Required: 12.2 Found: 12.1",
     "cuda_driver_too_old"),
    ("[hevc_nvenc @ 0x5581] OpenEncodeSessionEx failed: out of memory (10): (no details)", "gpu_oom"),
    # precision refused by the device
    ("ValueError: Requested int8_float16 compute type, but the target device or backend do not support efficient "
     "int8_float16 computation.", "dtype_unsupported_by_gpu"),
    ("ValueError: Requested bfloat16 compute type, but the target device or backend do not support efficient bfloat16 "
     "computation.", "dtype_unsupported_by_gpu"),
    ("RuntimeError: Unsupported GPU and data type combination", "dtype_unsupported_by_gpu"),
    # architecture
    ("The GPU architecture in your current machine is Hopper, which is not compatible with Paddle installation with "
     "arch: 70 75 80 86, it is recommended to install the corresponding wheel package", "no_kernel_image_arch"),
    ("device_cuda.cpp:2107] Neither precompiled kernels nor CUDA compiler was found, unable to use CUDA",
     "no_kernel_image_arch"),
    # library versions: mangled symbol, Windows' missing entry point, cuDNN sublibraries, CUDA.jl
    ("Could not load library libcudnn_ops_train.so.8. Error: /usr/lib/libcudnn_ops_train.so.8: undefined symbol: "
     "_ZN5cudnn3ops18GetInternalStreamsEP12cudnnContextiPP11CUstream_st, version libcudnn_ops_infer.so.8",
     "cuda_library_version_mismatch"),
    ("Could not load symbol cublasLtGetVersion from cublasLt64_12.dll. Error code 127", "cuda_library_version_mismatch"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH", "cuda_library_version_mismatch"),
    ("Error: You are using CUDA 12.6.0, but CUDA.jl was precompiled for CUDA 12.4.0.", "cuda_library_version_mismatch"),
    ("Mismatch in versions between nvidia-smi and NVML.", "driver_library_mismatch"),
    # CUDA backends that did not start; CPU-only builds
    ("WARNING:2025-03-01 10:00:00,000:jax._src.xla_bridge:909: An NVIDIA GPU may be present on this machine, but a "
     "CUDA-enabled jaxlib is not installed. Falling back to cpu.", "cuda_init_failed"),
    ("TorchError { c_error: \"Cannot access accelerator device when none is available without ATen_cuda library\" }",
     "cuda_init_failed"),
    ("./main: error while loading shared libraries: libtorch_cuda.so: cannot open shared object file: No such file or "
     "directory", "cuda_init_failed"),
    ("Unable to dynamically load the \"cublas\" shared library - searched for library names: [\"libcublas.so\"]",
     "cuda_init_failed"),
    ("Error: The specified module could not be found.\n\\\\?\\C:\\app\\node_modules\\@tensorflow\\tfjs-node-gpu\\lib"
     "\\napi-v8\\tfjs_binding.node", "cuda_init_failed"),
    ("NotImplementedError: Could not run 'aten::empty.memory_format' with arguments from the 'CUDA' backend.",
     "no_device_visible"),
    ("RuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False.",
     "no_device_visible"),
    ("Error: Found no Cycles device of the specified type", "no_device_visible"),
    ("AssertionError: Invalid CUDA '--device 0,1' requested, use '--device cpu' or pass valid CUDA device(s)",
     "no_device_visible"),
])
def test_round24_rules_read_other_wordings_of_each_cause(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, (text, m and (m["category"], m["id"]))


@pytest.mark.parametrize("text", [
    # (CTranslate2's fallback warning for an inferred type was listed here; round 48 reads it, gpu/ctranslate2-inferred-
    # compute-type: its corpus labels are 2:0 dtype_unsupported_by_gpu, tests/corpus/README.md 'Forty-eighth round')
    # Mesa's software-rendering notes
    "libEGL warning: MESA-LOADER: failed to open swrast: /usr/lib/dri/swrast_dri.so: cannot open shared object file",
    "MESA: warning: Driver does not support the 0x7d55 PCI ID.",
    # a Windows module error with no GPU build in the paste
    "System.DllNotFoundException: Unable to load DLL 'sqlite3': The specified module could not be found.",
    # a PyOpenGL error at a context call (a config mismatch), not a display call
    "OpenGL.error.GLError: GLError(\n  err = 12297,\n  baseOperation = eglMakeCurrent,\n  result = 0\n)",
])
def test_round24_rules_stay_silent_on_text_with_no_such_failure(text):
    assert first(text) is None, (text, first(text))


@pytest.mark.parametrize("text,category", [
    # nvenc.c's advice line also follows a library that could not be loaded (a container without the video capability)
    ("[h264_nvenc @ 0x1] Cannot load libnvidia-encode.so.1\n[h264_nvenc @ 0x1] The minimum required Nvidia driver for "
     "nvenc is 418.30 or newer", "container_runtime_misconfigured"),
    # newer driver entry points missing from an old libcuda stay 'driver too old'
    ("/lib64/libcuda.so.1: undefined symbol: cuCtxCreate_v3", "cuda_driver_too_old"),
    # a real version below the minimum is not 'no driver'
    ("The Taichi CUDA backend requires at least CUDA 10.0, got v9.2.", None),
    # the driver's own DLL missing stays driver_not_loaded
    ("gst_cuda_load_library: Could not open library nvcuda.dll, 'nvcuda.dll': The specified module could not be found.",
     "driver_not_loaded"),
    # TensorRT's other codes keep their reading (1: cuda_init_failed, 35: too old)
    ("[TensorRT] ERROR: Cuda initialization failure with error 1. Please check cuda installation", "cuda_init_failed"),
    ("[TRT] [W] CUDA initialization failure with error: 35. Please check your CUDA installation",
     "cuda_driver_too_old"),
    # a device lost is a fault, not a missing driver
    ("vkQueueSubmit failed with VK_ERROR_DEVICE_LOST", "xid_error"),
    # Kit's device message beside a specific CUDA error: the CUDA error names the failure
    ("[Error] [gpu.foundation.plugin] No device could be created. Some known system issues:\n"
     "[Error] [carb.cudainterop.plugin] CUDA error 999: cudaErrorUnknown - unknown error)", "cuda_init_failed"),
])
def test_round24_neighbours_keep_their_reading(text, category):
    got = top(text)
    if category is None:
        assert got != "driver_not_loaded", text
    else:
        assert got == category, (text, got)


def test_ctranslate2_names_the_cpu_reading_and_the_command():
    m = first("ValueError: Requested float16 compute type, but the target device or backend do not support efficient "
              "float16 computation.")
    assert m["id"] == "gpu/ctranslate2-compute-type" and m["details"].get("dtype") == "float16"
    assert "no_device_visible" in [c for c, _ in analyse(
        "Requested float16 compute type, but the target device or backend do not support efficient float16 "
        "computation.")[0].signature.readings]
    assert "get_supported_compute_types" in m.get("distinguish", "") or "get_supported_compute_types" in str(m)


def test_nvenc_api_version_reports_both_versions():
    m = first("[h264_nvenc @ 0x1] Driver does not support the required nvenc API version. Required: 13.0 Found: 12.2\n"
              "[h264_nvenc @ 0x1] The minimum required Nvidia driver for nvenc is (unknown) or newer")
    assert m["id"] == "gpu/nvenc-api-version"
    assert m["details"]["nvenc_api_required"] == "13.0" and m["details"]["nvenc_api_found"] == "12.2"


def test_invalid_ptx_names_the_driver_reading():
    f = analyse("DriverError(CUDA_ERROR_INVALID_PTX, \"a PTX JIT compilation failed\")")[0]
    assert f.category == "no_kernel_image_arch"
    assert ("cuda_driver_too_old" in [c for c, _ in f.signature.readings]) and "compute_cap" in f.signature.distinguish


def test_a_hand_wrapped_event_message_continues_at_its_column_without_a_separator():
    """kubectl describe's message column wrapped by hand: a continuation line followed by one at the same indentation is
    the same message even when the break has no separator (events_fresh60's Karpenter reason)."""
    from doctor.signatures.events import parse_event
    pad = " " * 30
    got = parse_event("Warning  FailedScheduling  karpenter  Failed to schedule pod, incompatible requirements,\n"
                      f"{pad}key team does not have known values\n{pad}(typo of \"teams\"?)")
    assert got["reasons"] == {'incompatible requirements, key team does not have known values (typo of "teams"?)': None}
    # the next event of a describe listing (shallow indentation) is not joined
    got = parse_event("  Warning  FailedScheduling  12s  default-scheduler  0/3 nodes are available: 3 Insufficient "
                      "nvidia.com/gpu.\n  Normal   NotTriggerScaleUp  10s  cluster-autoscaler  pod didn't trigger "
                      "scale-up:")
    assert got["reasons"] == {"Insufficient nvidia.com/gpu": 3}, got
