"""concept/graphics-api-no-device (session r18, the lead; generic: written from the graphics APIs' specifications, not
from a batch's misses): each API's own result words for 'no usable display, adapter or device behind me', in wordings
and programs the corpus does not hold; and what must stay out (Mesa's notices on working machines, a device lost or out
of memory, a success line). Also the DXGI device-removed HRESULTs printed as numbers (gpu/graphics-device-lost)."""
import pytest

from doctor.explain import explain
from explain_top import first

CONCEPT = "concept/graphics-api-no-device"


@pytest.mark.parametrize("text", [
    # EGL 1.5 eglGetError: EGL_NOT_INITIALIZED 0x3001, EGL_BAD_DISPLAY 0x3008; a display/device query failing
    "eglGetDisplay failed with EGL_BAD_DISPLAY",
    "[renderer] EGL error 0x3001 while initialising the headless context",
    "eglQueryDevicesEXT() returned an error, falling back",
    "Error: failed to get EGL display for device 2",
    "RuntimeError: Could not create EGL display",
    # Vulkan vkEnumeratePhysicalDevices: a count of zero
    "vkEnumeratePhysicalDevices returned 0 devices",
    "fatal: no Vulkan-capable devices were found",
    "Unable to find a Vulkan capable GPU on this system",
    # WebGPU GPU.requestAdapter() resolves to null; wgpu's request_adapter
    "Error: requestAdapter() returned null",
    "Uncaught (in promise) Error: Couldn't request WebGPU adapter.",
    "thread 'main' panicked: Failed to find an appropriate wgpu adapter",
    "TypeError: navigator.gpu is undefined",
    # Direct3D / DXGI
    "D3D12CreateDevice failed: DXGI_ERROR_UNSUPPORTED",
    "Renderer error: HRESULT 0x887A0004 creating the swap chain",
    "This GPU does not support DirectX 12",
    # OpenGL: the version the program needs is not what the driver gives
    "Error: OpenGL 4.5 or later is required, found 3.1 (Mesa llvmpipe)",
    "Your graphics card does not support OpenGL 3.3",
    # VA-API
    "vaInitialize failed with error code 1 (operation failed)",
])
def test_a_graphics_apis_own_result_reads_as_the_graphics_driver(text):
    m = first(text)
    assert m is not None and m["category"] == "graphics_driver_unavailable", m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    "libEGL warning: MESA-LOADER: failed to open nouveau: /usr/lib/dri/nouveau_dri.so: cannot open shared object file",
    "libEGL warning: egl: failed to create dri2 screen",
    "OpenGL 4.6 is supported by this driver",
    "INFO: requestAdapter() returned an adapter: NVIDIA GeForce RTX 4090",
    "vkEnumeratePhysicalDevices returned 2 devices",
    "eglInitialize succeeded: EGL 1.5 (NVIDIA)",
])
def test_a_working_graphics_stack_is_not_this_concept(text):
    assert not [m for m in explain(text)["matches"] if m["id"] == CONCEPT]


@pytest.mark.parametrize("text,category", [
    ("vkQueueSubmit failed: VK_ERROR_DEVICE_LOST", "xid_error"),
    ("vkAllocateMemory failed: VK_ERROR_OUT_OF_DEVICE_MEMORY", "gpu_oom"),
    # DXGI_ERROR_DEVICE_REMOVED / _HUNG as numbers (the DXGI_ERROR table): a lost device, not a missing driver
    ("Present failed with HRESULT 0x887A0005", "xid_error"),
    ("D3D12: device hung (0x887A0006)", "xid_error"),
])
def test_a_lost_device_or_exhausted_memory_keeps_its_own_cause(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"])

