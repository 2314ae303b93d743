"""Round 52 of issue 12 (CATALOGUE-48): session r16's wave 13 (fresh260..265, BY CAUSE in embedded Linux builds and
NVIDIA edge platforms, HPC container runtimes, ZK provers and blockchain GPU code, scientific visualization, NVIDIA
media and avatar SDKs, OpenShift; first run 75/80 on de64ad4). Each miss by its emitter's own words (or the
mechanism's), read here in other wordings the emitter produces, with near misses that must not match
(tests/corpus/README.md 'Fifty-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # TensorRT 10's builder SM check, another GPU, as trtexec prints it
    ("[E] Error[9]: IBuilder::buildSerializedNetwork: Error Code 9: API Usage Error (Target GPU SM 120 is not supported "
     "by this TensorRT release.)", "no_kernel_image_arch", "gpu/library-arch-gate"),
    # TensorRT 10's trtSmToCask in its code form
    ("[TRT] [E] 1: Unsupported SM: 0x601", "no_kernel_image_arch", "gpu/library-arch-gate"),
    # the Vulkan specification's description of VK_ERROR_DEVICE_LOST, in another engine's line
    ("vkQueueSubmit failed: A logical or physical device has been lost.", "xid_error", "gpu/vulkan-device-loss-words"),
    # nvidia-installer's file operations on other driver files / other errors
    ("ERROR: Unable to delete '/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.535.54.03' (Read-only file system).",
     "driver_install_failed", "gpu/nvidia-installer-file-operation-failed"),
    ("ERROR: Unable to create '/usr/lib/x86_64-linux-gnu/libcuda.so.1' (Text file busy).",
     "driver_install_failed", "gpu/nvidia-installer-file-operation-failed"),
    # Triton's GPU-only backends, another model
    ("E0712 10:01:02.123 model_lifecycle.cc:621] failed to load 'resnet50_trt' version 1: Invalid argument: unable to "
     "load model 'resnet50_trt', TensorRT backend supports only GPU device", "no_device_visible",
     "gpu/triton-backend-supports-only-gpu"),
])
def test_round52_reads_the_mechanism_in_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Target GPU SM 87 detected; building engine", "gpu/library-arch-gate"),
    ("RuntimeError: Unsupported SM version for FP8 block scaling GEMM", "gpu/library-arch-gate"),
    ("The logical device was created successfully", "gpu/vulkan-device-loss-words"),
    ("ERROR: Unable to delete '/tmp/build/cache.bin' (Device or resource busy).",
     "gpu/nvidia-installer-file-operation-failed"),
    ("Deleted '/usr/lib/x86_64-linux-gnu/libnvidia-cfg.so.440.44'", "gpu/nvidia-installer-file-operation-failed"),
    ("TensorRT backend supports GPU and DLA devices", "gpu/triton-backend-supports-only-gpu"),
])
def test_round52_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round52_a_library_named_libcuda_dash_is_not_the_driver():
    # solana-perf-libs' 'libcuda-crypt.so' (fresh262's solana#24276): a program's own CUDA library, not libcuda.so;
    # the libcuda family no longer reads it as the driver missing
    text = ('ERROR solana_perf::perf_libs] Unable to load "libcuda-crypt.so": Could not open library: libcuda-crypt.so: '
            'cannot open shared object file: No such file or directory')
    assert "runtime/family-runtime" not in [m["id"].removesuffix("-on-host") for m in explain(text)["matches"]]
    # the driver's own library still is
    driver = 'Unable to load "libcuda.so.1": libcuda.so.1: cannot open shared object file: No such file or directory'
    assert explain(driver)["matches"][0]["category"] in ("driver_not_loaded", "container_runtime_misconfigured")
