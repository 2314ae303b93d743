"""Round 172 of issue 12: wave 128 (GitHub issue threads, fresh828..832: 25/37 on catalogue eac9e3f0, which never saw
them; graphics and Windows crash reports) and negatives132 (40/40 silent) wired as tuning data; all 12 misses fixed by
cause (tests/corpus/README.md 'Hundred-and-seventy-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("[ERROR:flutter/shell/gpu/gpu_surface_gl.cc(85)] Failed to setup Skia Gr context.", "graphics_driver_unavailable",
     "gpu/flutter-skia-gr-context-failed"),
    ("[ERROR:flutter/shell/gpu/gpu_surface_gl.cc(242)] Could not make the context current to acquire the frame.",
     "graphics_driver_unavailable", "gpu/flutter-gl-context-not-current"),
    ("GPU device instance has been suspended", "xid_error", "gpu/d3d-device-removed"),
    ("D3D12 device removed: HRESULT 0x887A0001 - INVALID_CALL", "xid_error", "gpu/d3d12-device-removed-reason"),
    ("F {rsx::thread} class std::runtime_error thrown: HRESULT = D3D12 device was removed with error status 0x887A0001",
     "xid_error", "gpu/d3d12-device-removed-reason"),
    ("CRenderDeviceMgrDx11::CreateDevice():\nThis game needs at least DirectX 11 capable hardware, you really should "
     "consider upgrading your computer.", "graphics_driver_unavailable", "gpu/source2-needs-dx11-hardware"),
    ("ERROR: vkGetDeviceFaultInfoEXT returned -4 when getting fault count, skipping VK_EXT_device_fault report...\n"
     "   at: on_device_lost (drivers/vulkan/rendering_device_driver_vulkan.cpp:6068)", "xid_error",
     "gpu/godot-vulkan-device-lost"),
    ("ERROR: Printing last known breadcrumbs in reverse order (last executed first).\n"
     "   at: print_lost_device_info (drivers/vulkan/rendering_device_driver_vulkan.cpp:5613)", "xid_error",
     "gpu/godot-vulkan-device-lost"),
    ("ERROR: Unable to create DisplayServer, all display drivers failed.\n   at: setup2 (main/main.cpp:2216)",
     "graphics_driver_unavailable", "gpu/godot-no-display-driver"),
    ("# A fatal error has been detected by the Java Runtime Environment:\n#\n#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) "
     "at pc=0x00007ffdd8e2ddc0, pid=10712, tid=17528\n# Problematic frame:\n# C  [nvoglv64.dll+0x16fddc0]",
     "graphics_driver_unavailable", "gpu/jvm-crash-in-nvoglv"),
    ("glXChooseVisual failed\n glXChooseVisual failedMain.cpp (326) : Assertion Failed: Fatal Error: glXChooseVisual "
     "failed", "graphics_driver_unavailable", "gpu/glx-choose-visual-failed"),
    ("RuntimeError: Request adapter failed (1): NotFound", "graphics_driver_unavailable",
     "gpu/wgpu-no-suitable-adapter"),
])
def test_round172_reads_each_miss_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


@pytest.mark.parametrize("sig_id, text", [
    # near misses: a context set up, a DX11 GPU, a display server created, another module, a visual found, an adapter
    ("gpu/flutter-skia-gr-context-failed", "[INFO:flutter/shell/gpu/gpu_surface_gl.cc(85)] Skia Gr context set up."),
    ("gpu/flutter-gl-context-not-current", "gpu_surface_gl.cc(242)] Made the context current to acquire the frame."),
    ("gpu/d3d12-device-removed-reason", "D3D12 device created: HRESULT 0x00000000"),
    ("gpu/source2-needs-dx11-hardware", "Found DirectX 11 capable hardware: NVIDIA GeForce RTX 3060"),
    ("gpu/godot-no-display-driver", "DisplayServer created with driver vulkan"),
    ("gpu/jvm-crash-in-nvoglv", "# C  [nvoglv64.dll+0x16fddc0]"),       # no JVM crash report around it
    ("gpu/jvm-crash-in-nvoglv", "# A fatal error has been detected by the Java Runtime Environment:\n"
                                "# C  [jvm.dll+0x1234]"),
    ("gpu/glx-choose-visual-failed", "glXChooseVisual returned visual 0x21"),
    ("gpu/wgpu-no-suitable-adapter", "Request adapter succeeded: NVIDIA GeForce RTX 3060"),
])
def test_round172_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]
