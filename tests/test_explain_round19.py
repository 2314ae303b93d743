"""Round 19 (CATALOGUE-17: the fresh38..40 first runs). The misses were known causes in the words of programs no sample
came from (older frameworks: Theano's gpuarray, Megatron under Jittor; RAPIDS: numba under cuDF, CuPy under XGBoost;
TVM's and Unreal's Vulkan back ends; Omniverse Kit; Warp; Taichi; Open3D). Read BY CAUSE: a graphics API's device-memory
result names (VK_ERROR_OUT_OF_DEVICE_MEMORY, CL_MEM_OBJECT_ALLOCATION_FAILURE) and a lost device (VK_ERROR_DEVICE_LOST,
DXGI_ERROR_DEVICE_REMOVED, 'A GPU crash occurred'), a GPU library that could not initialise, cuInit answering a
CUDA_ERROR_*, glibc's versioned-symbol refusal for a CUDA symbol, a failed CUDA-availability assertion, CUDA error 34 (the
stub library) by number, 'Unimplemented device'; and from emitters.yaml: the driver named as not found/installed, an
installer that cannot pick its driver version, cuInit 'no device', a GPU count that failed with an initialization error.
The positives are other programs' or other calls' wording than the corpus samples; the negatives must stay silent or
keep their other reading."""
import pytest

from doctor.explain import explain
from explain_top import first


@pytest.mark.parametrize("text,category", [
    # device memory exhausted, in a graphics/compute API's own result names
    ("vkAllocateMemory failed: VK_ERROR_OUT_OF_DEVICE_MEMORY (-2)", "gpu_oom"),
    ("[Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_OUT_OF_DEVICE_MEMORY", "gpu_oom"),
    ("clEnqueueNDRangeKernel failed: CL_MEM_OBJECT_ALLOCATION_FAILURE", "gpu_oom"),
    ("RuntimeError: GPU out of the memory while loading weights", "gpu_oom"),
    # the device lost: Vulkan, Direct3D, Kit's crash reporter
    ("vkQueueSubmit returned VK_ERROR_DEVICE_LOST", "xid_error"),
    ("D3D12: Removing Device. DXGI_ERROR_DEVICE_REMOVED", "xid_error"),
    ("[Error] [gpu.foundation.plugin] A GPU crash occurred. Exiting the application...\n"
     "Reasons for the failure: a device lost, out of memory, or an unexpected bug.", "xid_error"),
    # a GPU library that could not initialise; cuInit answering an error code (cut or whole)
    ("ERROR: could not initialize libgpuarray context, GPU support disabled", "cuda_init_failed"),
    ("Error at driver init: Call to cuInit results in CUDA_ERROR_UNKNOWN (999)", "cuda_init_failed"),
    # glibc's versioned symbol: a CUDA runtime symbol the loaded libcudart lacks
    ("ImportError: /opt/conda/lib/python3.10/site-packages/cupy/cuda/memory.so: symbol cudaMallocAsync version "
     "libcudart.so.11.0 not defined in file libcudart.so.11.0 with link time reference", "cuda_library_version_mismatch"),
    # a failed CUDA-availability assertion (another program's)
    ('  File "/app/train.py", line 12, in main\n    assert torch.cuda.is_available()\nAssertionError',
     "no_device_visible"),
    ("AssertionError: This example requires a GPU.", "no_device_visible"),
    # CUDA error 34 is the stub library, whatever the wording around it
    ("myapp: cuDeviceGet failed (CUDA error 34)", "driver_not_loaded"),
    # the backend of the device type is not in the build
    ("RuntimeError: [Open3D ERROR] MemoryManager::GetDeviceMemoryManager: Unimplemented device SYCL:0", "no_device_visible"),
    # emitters: the driver named as missing; an installer that cannot pick its driver; cuInit 'no device'; a GPU count
    # failing with an initialization error
    ("Error: NVIDIA driver not found on this node", "driver_not_loaded"),
    ("validator: failed to find nvidia-smi on the host", "driver_not_loaded"),
    ("ERROR: unable to determine the nvidia driver version to install", "driver_install_failed"),
    ("RuntimeError: cuInit failed: no CUDA-capable device", "no_device_visible"),
    ("WARN Failed to detect GPU count: initialization error (3)", "cuda_init_failed"),
    # texts right before only by resembling themselves, now read by cause: a driver entry point the loaded libcuda
    # lacks, glog's CHECK_EQ on a CUDA call, spark-rapids' GPU OOM retry exception, a kernel refusing the compiled arch
    ("err: failed to load cuda func: cuMemAllocAsync_ptsz", "cuda_driver_too_old"),
    ("F1202 12:00:00 main.cc:10] Check failed: cuCtxCreate(&ctx, 0, dev) == CUDA_SUCCESS (3 == 0)", "cuda_init_failed"),
    ("F1202 solver.cpp:40] Check failed: status == cudaSuccess (100 vs. 0)", "no_device_visible"),
    ("WARN TaskSetManager: Lost task 1.0: com.nvidia.spark.rapids.jni.GpuRetryOOM: injected", "gpu_oom"),
    ("what():  CAGRA search cannot be run for __CUDA_ARCH__ < 800", "no_kernel_image_arch"),
    # an allocator naming the GPU in its identifier; an installed driver below the application's minimum
    ("[physx] GpuHeapMemoryAllocator failed to allocate 4194304 bytes", "gpu_oom"),
    ("[Error] The installed NVIDIA driver is unsupported by this release (minimum 550.54)", "cuda_driver_too_old"),
    # emitters: an interface list naming nothing the host has; a package without a native build for the CUDA found
    ("[gloo] could not find an interface named ib0", "no_socket_interface"),
    ("RuntimeError: No compatible CUDA binary found for CUDA 13.1 in this wheel", "cuda_library_version_mismatch"),
])
def test_round19_reads_the_cause_in_other_programs_wording(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # an assertion about CUDA in code that did not fail (no AssertionError in the paste)
    "    assert torch.cuda.is_available(), 'needs CUDA'\nTraining finished.",
    # memory words that are not an exhausted device
    "Allocated 2.0 GiB of device memory; VK_SUCCESS",
    "memo: GPU out of office until Monday",
    # a versioned symbol that is not CUDA's
    "symbol foo_bar version GLIBC_2.34 not defined in file libc.so.6 with link time reference",
    # a host allocator
    "PinnedHostAllocator failed to allocate 2147483648 bytes",
    # spark-rapids' host-memory retry exception
    "com.nvidia.spark.rapids.jni.CpuRetryOOM: host allocation retry",
    # CUDA errors that are not 34
    "CUDA error 3 at src/kernels.cu:120",
    "CUDA error 340 (custom code)",
])
def test_round19_new_rules_stay_silent_on_text_with_no_such_failure(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    new = {"concept/cuda-availability-assert", "gpu/graphics-device-lost", "gpu/cuda-stub-library"}
    assert not [g for g in got if g[0] in new or g[1] in ("gpu_oom", "cuda_library_version_mismatch",
                                                            "no_device_visible", "driver_not_loaded")], got


@pytest.mark.parametrize("text,category", [
    # the NGC images' banner and 'nvidia-smi: not found' inside a container stay the runtime's reading
    ("WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.",
     "container_runtime_misconfigured"),
    # no device / the fabric manager keep their own causes, not 'CUDA did not initialise'
    ("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected", "no_device_visible"),
    ("numba.cuda.cudadrv.driver.CudaAPIError: [100] Call to cuInit results in CUDA_ERROR_NO_DEVICE", "no_device_visible"),
    # an incompatible Vulkan driver is the graphics driver, never a lost device
    ("vkCreateInstance failed with VK_ERROR_INCOMPATIBLE_DRIVER", "graphics_driver_unavailable"),
    # the stub library answers every entry point with 34: no driver, not an old one
    ("Warp CUDA error: Failed to get driver entry point 'cuMemGetInfo' (CUDA error 34)", "driver_not_loaded"),
])
def test_round19_other_readings_keep_their_cause(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


def test_kit_crash_names_out_of_memory_only_as_the_second_reading():
    """Kit lists 'out of memory' among possible reasons after a lost device: the device-lost entry ranks first and says
    both readings."""
    r = explain("[Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_DEVICE_LOST\n"
                "[Error] [gpu.foundation.plugin] A GPU crash occurred. Exiting the application...\n"
                "Reasons for the failure: a device lost, out of memory, or an unexpected bug.")
    top = r["matches"][0]
    assert top["id"] == "gpu/graphics-device-lost" and top["category"] == "xid_error", top
