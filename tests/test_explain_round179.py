"""Round 179 of issue 12: wave 135 (fresh851..853: 28/41 on catalogue 1a00da02, which never saw them) and negatives138
(46/46 silent) wired as tuning data; seven misses read by cause (Windows' opengl32 not loadable, Android guests without
a GLES driver, an Android composer without its HWC device, Mutter refusing a client's dmabuf, Anbox without EGLImage
extensions, Direct3D 11's E_OUTOFMEMORY at resource creation); six left open (tests/corpus/README.md
'Hundred-and-seventy-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("FileNotFoundError: Could not find module 'opengl32' (or one of its dependencies).", "graphics_driver_unavailable",
     "gpu/windows-opengl-module-not-found"),
    ("E/libEGL  (  887): called unimplemented OpenGL ES API", "graphics_driver_unavailable",
     "gpu/android-egl-no-gles-driver"),
    ("10-29 17:06:12.832  1428  1428 E libEGL  : load_driver(/vendor/lib/egl/libGLES_emulation.so): unknown",
     "graphics_driver_unavailable", "gpu/android-egl-no-gles-driver"),
    ("E vendor.nvidia.hardware.graphics.composer@2.0-service: Failed to open HWC device (Operation not supported on "
     "transport endpoint)", "graphics_driver_unavailable", "gpu/android-hwc-device-open-failed"),
    ("E wayland-hwc: zwp_linux_buffer_params_v1#13102: error 7: failed to import supplied dmabufs: Could not bind the "
     "given EGLImage to a CoglTexture2D", "graphics_driver_unavailable", "gpu/wayland-dmabuf-import-failed"),
    ("[Renderer.cpp:190@initialize] Failed: Missing egl_image related extension(s)", "graphics_driver_unavailable",
     "gpu/anbox-egl-image-extension-missing"),
    ("Playing splash screen video failed {HRESULT: [0x8007000E], Module: [General], ApiCode: [E_OUTOFMEMORY/Out of "
     "memory], Message: Not enough memory resources are available to complete this operation.}\n"
     "  at SharpDX.Direct3D11.Device.CreateTexture2D(Texture2DDescription& descRef)", "gpu_oom",
     "gpu/d3d11-resource-e-outofmemory"),
])
def test_round179_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


@pytest.mark.parametrize("sig_id, text", [
    ("gpu/windows-opengl-module-not-found", "FileNotFoundError: Could not find module 'libllama.dll'"),
    ("gpu/android-egl-no-gles-driver", "I libEGL  : loaded /vendor/lib/egl/libGLES_emulation.so"),
    ("gpu/android-hwc-device-open-failed", "I hwcomposer: opened HWC device"),
    ("gpu/anbox-egl-image-extension-missing", "Found egl_image related extension(s)"),
    # E_OUTOFMEMORY without Direct3D in the paste: any Windows API's allocation (host memory as often)
    ("gpu/d3d11-resource-e-outofmemory", "HRESULT: [0x8007000E], ApiCode: [E_OUTOFMEMORY/Out of memory]"),
])
def test_round179_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]


def test_round179_sdl_without_a_video_device_stays_an_open_question():
    # a missing display alone (round 146): SDL's 'No available video device' in a container without X
    assert explain("pygame.error: No available video device")["matches"] == []
