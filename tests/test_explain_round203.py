"""Round 203 of issue 12: wave 159 (fresh922..924: 14/21 on 5071f53b, which never saw them) and negatives159 (18/18
silent) wired as tuning data; the ZED SDK's 'Err [999]: unknown error' read as CUDA error 999 is, and Firefox's glxtest
probe failing in drmGetDevices2 read as its other probe failures (tests/corpus/README.md 'Two-hundred-and-third
round')."""
from __future__ import annotations

import pytest

from explain_top import first as top

# fresh923, stereolabs/zed-sdk#687 (the error lines, verbatim)
ZED_999 = ("in bool ImageHandler::initialize(sl::Mat&) : Err [999]: unknown error.\n"
           "in bool ImageHandler::initialize(sl::Mat&) : Err [400]: invalid resource handle.\n"
           "in bool ImageHandler::initialize(sl::Mat&) : Err [400]: invalid resource handle.")
# fresh923, realsenseai/librealsense#14142, verbatim
GLXTEST_DRM = ("Crash Annotation GraphicsCriticalError: |[0][GFX1-]: glxtest: drmGetDevices2 failed\n"
               "[GFX1-]: glxtest: drmGetDevices2 failed")


@pytest.mark.parametrize("text,category,entry", [
    (ZED_999, "cuda_init_failed", "gpu/zed-cuda-error-999"),
    (GLXTEST_DRM, "graphics_driver_unavailable", "gpu/firefox-glxtest-failed"),
])
def test_round203_wave_159_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


def test_round203_another_bracketed_code_is_not_999():
    m = top("in bool ImageHandler::initialize(sl::Mat&) : Err [400]: invalid resource handle.")
    assert m is None or m["id"] != "gpu/zed-cuda-error-999", m
