"""Round 154 of issue 12: wave 110 (GitHub issue threads, fresh738..739: 25/31 on round 152's final, which never saw
them) wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-fifty-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('graphics_driver_unavailable', 'gpu/sdl-glx-make-current-badmatch',
     "Could not make GL context current: BadMatch (invalid parameter attributes)"),
    ('graphics_driver_unavailable', 'gpu/firefox-glxtest-no-egl-display',
     "[GFX1-]: glxtest: libEGL no display\n[GFX1-]: glxtest: EGL test failed\n[GFX1-]: Failed[3] to create EGL library  "
     "display: FEATURE_FAILURE_NO_DISPLAY\n[GFX1-]: Failed GL context creation for hardware WebRender: true"),
    ('graphics_driver_unavailable', 'gpu/nv-control-not-present',
     "conky: print_nvidia_value: NV-CONTROL X extension not present"),
    ('graphics_driver_unavailable', 'gpu/xrandr-nvidia-gpu-screen-missing', "xrandr: NVIDIA GPU screen not detected."),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round154_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/sdl-glx-make-current-badmatch", "SDL: made GL context current on window 0x1a00003"),
    ("gpu/firefox-glxtest-no-egl-display", "[GFX1-]: glxtest: EGL test passed, WebRender enabled"),
    ("gpu/nv-control-not-present", "NV-CONTROL X extension present: version 1.29"),
])
def test_round154_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
