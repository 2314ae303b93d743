"""Round 209 of issue 12: wave 165 (fresh944..948: 29/39 on 68158bd3, which never saw them) wired as tuning data; new
entries for the Wayland compositors' EGL / GBM / KMS failures on NVIDIA (Smithay's missing EGL extension, aquamarine's
GBM buffer, cosmic-comp's EGL device query, a DRM node without mode-setting) and PyOpenGL's missing OSMesa; Smithay's
'Unable to obtain a valid EGL Display' joins gpu/egl-display-not-created (tests/corpus/README.md
'Two-hundred-and-ninth round')."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text,entry", [
    # fresh948, niri-wm/niri#606, verbatim
    ('2024-08-17T13:47:18.633366Z  WARN niri::backend::winit: error binding renderer wl_display: None of the following '
     'EGL extensions is supported by the underlying EGL implementation, at least one is required: '
     '["EGL_WL_bind_wayland_display"]', "gpu/smithay-egl-extension-missing"),
    # fresh948, niri-wm/niri#3046, verbatim (last line)
    ("Dec 15 21:18:42 machine1 niri[5159]: 2025-12-15T20:18:42.796940Z  WARN niri::backend::tty: error adding device: "
     "Unable to obtain a valid EGL Display.", "gpu/egl-display-not-created"),
    # fresh948, hyprwm/Hyprland#8308, verbatim
    ("[ERR] [AQ] GBM: Allocating with modifiers failed, falling back to modifier-less allocation\n"
     "[ERR] [AQ] GBM: Failed to allocate a GBM buffer: bo null\n"
     "[ERR] [AQ] Couldn't allocate a gbm buffer with size [Vector2D: x: 2560, y: 1600] and format XR24\n"
     "[ERR] [AQ] Swapchain: Failed acquiring a buffer", "gpu/gbm-buffer-allocation-failed"),
    # fresh948, pop-os/pop#3575, verbatim
    ("set 11 19:05:35 pop-os cosmic-comp[11171]: Error occured in main(): Backend creation failed\n"
     "set 11 19:05:35 pop-os cosmic-comp[11171]: [EGL] 0x3003 (BAD_ALLOC) eglQueryDeviceAttribEXT",
     "gpu/egl-device-query-failed"),
    # fresh948, michaelforney/swc#54, embear-engineering/drm-framebuffer#7, hyprwm/Hyprland#4074, verbatim
    ("[swc:libswc/drm.c:275] ERROR: Could not enable DRM universal planes\n"
     "[swc:libswc/swc.c:115] ERROR: Could not initialize DRM", "gpu/drm-kms-unavailable"),
    ("Could not get drm resources", "gpu/drm-kms-unavailable"),
    ("[wlr] [backend/session/session.c:410] Unable to open /dev/dri/card0 as DRM device", "gpu/drm-kms-unavailable"),
    # fresh945, shubham-goel/4D-Humans#162, verbatim (last line)
    ("FileNotFoundError: (\"Could not find module 'OSMesa' (or one of its dependencies). Try using the full path with "
     "constructor syntax.\", 'OSMesa', None)", "gpu/pyopengl-osmesa-not-found"),
])
def test_round209_reads(text, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", entry), m


@pytest.mark.parametrize("text", [
    # a GBM buffer allocated, a DRM device opened, EGL's device query answered: healthy lines
    "[LOG] [AQ] GBM: Allocated a new buffer with size [Vector2D: x: 1920, y: 1080] and format XR24",
    "[wlr] [backend/session/session.c:394] Successfully loaded session device /dev/dri/card0 as DRM device",
    "EGL device query: eglQueryDeviceAttribEXT(EGL_DRM_DEVICE_FILE_EXT) = /dev/dri/card1",
])
def test_round209_healthy_lines_stay_off_these_entries(text):
    m = top(text)
    assert m is None or m["id"] not in ("gpu/gbm-buffer-allocation-failed", "gpu/drm-kms-unavailable",
                                        "gpu/egl-device-query-failed"), m
