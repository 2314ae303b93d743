"""graphics_driver_unavailable (after round 18: fresh40's first run had 10 of 49 texts of this proposed id and no
category for them): the Vulkan/EGL side of the NVIDIA driver is not usable while CUDA may work. The positives are the
emitters' format strings (the Vulkan loader and vulkaninfo, Omniverse Kit's carb.graphics-vulkan, vulkan.hpp exceptions,
Mesa zink, SAPIEN, Magnum's WindowlessEglApplication, dm_control's EGL renderer), mostly in other programs or with other
values than the fresh40 samples; the negatives (a working vulkaninfo, a device lost, out of device memory, INFO lines, a
Mesa warning on its own) must not be read as this cause."""
import pytest

from doctor.explain import explain
from explain_top import first
from doctor.signatures import CATEGORY_INFO, catalogue


@pytest.mark.parametrize("text,sig_id", [
    # the Vulkan loader / vulkaninfo without an NVIDIA ICD
    ("ERROR: [Loader Message] Code 0 : vkCreateInstance: Found no drivers!", "gpu/vulkan-no-driver"),
    ("Cannot create Vulkan instance.\nThis problem is often caused by a faulty installation of the Vulkan driver or "
     "attempting to use a GPU that does not support Vulkan.\nERROR at ./vulkaninfo/vulkaninfo.h:649:vkCreateInstance "
     "failed with ERROR_INCOMPATIBLE_DRIVER", "gpu/vulkan-no-driver"),
    # Omniverse Kit (Isaac Sim 4.x/5.x) with other timestamps
    ("2024-11-02 10:00:01 [2,001ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER",
     "gpu/vulkan-no-driver"),
    ("[Error] [omni.gpu_foundation_factory.plugin] Failed to create any GPU devices, including an attempt with "
     "compatibility mode.", "gpu/vulkan-no-driver"),
    # Mesa zink, vulkan.hpp exceptions (another call than the corpus sample's)
    ("MESA: error: ZINK: vkCreateInstance failed (VK_ERROR_INCOMPATIBLE_DRIVER)", "gpu/vulkan-no-driver"),
    ("terminate called after throwing an instance of 'vk::IncompatibleDriverError'\n  what():  "
     "vk::createInstance: ErrorIncompatibleDriver", "gpu/vulkan-no-driver"),
    # the ICD's library missing (EGL's rather than GLX's)
    ("ERROR: [Loader Message] Code 0 : libEGL_nvidia.so.0: cannot open shared object file: No such file or directory",
     "gpu/nvidia-gl-library-missing"),
    # SAPIEN's renderer without a device
    ("RuntimeError: failed to find a supported physical device", "gpu/sapien-no-render-device"),
    # Magnum / habitat-sim EGL device lookup (other CUDA device and counts)
    ("Platform::WindowlessEglApplication::tryCreateContext(): unable to find EGL device for CUDA device 3",
     "gpu/egl-no-nvidia-device"),
    ("Platform::WindowlessEglApplication::tryCreateContext(): unable to find CUDA device 1 among 4 EGL devices in total",
     "gpu/egl-no-nvidia-device"),
    # dm_control / MuJoCo EGL
    ("ImportError: Cannot initialize a EGL device display. This likely means that your EGL driver does not support the "
     "PLATFORM_DEVICE extension, which is required for creating a headless rendering context.",
     "gpu/egl-no-nvidia-device"),
])
def test_graphics_driver_texts_read_as_the_graphics_driver(text, sig_id):
    m = first(text)
    assert m is not None and m["category"] == "graphics_driver_unavailable" and m["id"] == sig_id, \
        m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    "2024-01-01 [Error] [myrenderer] failed to create Vulkan instance",
    "Error: no suitable Vulkan device found",
    "EGL: no usable devices found for headless rendering",
])
def test_the_concept_reads_a_renderers_own_words(text):
    m = first(text)
    assert m is not None and m["category"] == "graphics_driver_unavailable", m and (m["id"], m["line"])


@pytest.mark.parametrize("text", [
    # a working vulkaninfo --summary
    "Vulkan Instance Version: 1.3.268\nDevices:\n========\nGPU0:\n\tapiVersion         = 1.3.260\n"
    "\tdriverName         = NVIDIA\n\tdeviceName         = NVIDIA A100-SXM4-80GB",
    # Kit's INFO lines on a working renderer
    "[Info] [carb.graphics-vulkan.plugin] Vulkan 1.3 instance created on NVIDIA RTX A6000 (driver 550.54)",
    "[Info] [gpu.foundation.plugin] Using EGL device 0 for CUDA device 0",
    # a Mesa warning alone (printed on working machines too)
    "libEGL warning: egl: failed to create dri2 screen",
])
def test_working_graphics_stack_stays_silent(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    assert not [g for g in got if g[1] == "graphics_driver_unavailable"], got


@pytest.mark.parametrize("text", [
    "[Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_DEVICE_LOST",
    "vkQueueSubmit failed with VK_ERROR_DEVICE_LOST",
    "vkCreateInstance failed with VK_ERROR_OUT_OF_HOST_MEMORY",
    "Vulkan error: VK_ERROR_OUT_OF_DEVICE_MEMORY while allocating the image",
])
def test_a_device_lost_or_out_of_memory_is_not_the_graphics_driver(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    assert not [g for g in got if g[1] == "graphics_driver_unavailable"], got


def test_category_is_catalogued_with_a_concrete_fix_and_two_readings():
    assert "graphics_driver_unavailable" in CATEGORY_INFO
    assert "graphics_driver_unavailable" in CATEGORY_INFO["container_runtime_misconfigured"][2]
    sigs = [s for s in catalogue() if s.category == "graphics_driver_unavailable" and not s.confidence]
    assert len(sigs) >= 4
    for s in sigs:
        assert "NVIDIA_DRIVER_CAPABILITIES" in s.fix and "graphics" in s.fix and "vulkaninfo" in s.fix
        assert [c for c, _ in s.readings] == ["graphics_driver_unavailable", "container_runtime_misconfigured"]
        assert "icd.d" in s.distinguish and s.source.startswith("https://")


def test_a_graphics_failure_ranks_before_the_cuda_device_words_on_the_same_paste():
    # habitat-sim's line names 'CUDA device 0' too: the EGL lookup is the failure, not a missing CUDA device
    text = ("Platform::WindowlessEglApplication::tryCreateContext(): unable to find CUDA device 0 among 2 EGL devices in "
            "total\nWindowlessContext: Unable to create windowless context")
    assert first(text)["category"] == "graphics_driver_unavailable"
