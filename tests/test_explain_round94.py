"""Round 94 of issue 12: wave 50 (GitHub issue threads, fresh441..445: 44/51 on round 93's final, which never saw them)
and negatives60 (25/25 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Ninety-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

SWRAST = ("libEGL warning: MESA-LOADER: failed to open swrast: /usr/lib/dri/swrast_dri.so: cannot open shared object "
          "file: No such file or directory (search paths /usr/lib/x86_64-linux-gnu/dri:/usr/lib/dri, suffix _dri)")
IRIS = ("libGL error: MESA-LOADER: failed to open iris: /usr/lib/dri/iris_dri.so: cannot open shared object file: No such "
        "file or directory (search paths /usr/lib/x86_64-linux-gnu/dri, suffix _dri)")

READS = [
    ('xid_error', 'gpu/ncnn-vk-device-lost', 'error : vkQueueSubmit failed -4'),
    ('graphics_driver_unavailable', 'gpu/ncnn-invalid-gpu-device',
     'Ok,I am using optirun in front of waifu2x\n, -g auto after it now,but it showed up invalid gpu device'),
    ('no_device_visible', 'gpu/torchsearchsorted-no-cuda-extension',
     "Exception: torchsearchsorted on CUDA device is asked, but it seems that it is not available. Please install it"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round94_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/ncnn-vk-device-lost", "vkQueueSubmit failed -2"),
    ("gpu/ncnn-invalid-gpu-device", "ValueError: Invalid GPU device ID(s): [2, 3]. Available devices: [0, 1]"),
    ("gpu/ncnn-invalid-gpu-device", "RuntimeError: Invalid GPU device 3"),
    ("gpu/torchsearchsorted-no-cuda-extension", "torchsearchsorted on CUDA device is available"),
])
def test_round94_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text", [
    # Mesa prints these on working machines too (rounds 24 and 58; tests/test_explain_graphics.py): robosuite#743 and
    # dexmimicgen#8 quote them alone and stay known misses
    "My application always fails with `libEGL warning: egl: failed to create dri2 screen`.",
    SWRAST,
    # -1 is VK_ERROR_OUT_OF_HOST_MEMORY, not the device's memory (round 26): waifu2x-ncnn-vulkan#1 stays a known miss
    '"vkAllocateMemory failed -1" happens when I try to convert from 1956x1956 with (Noise 2, Scale2).',
])
def test_round94_left_wordings_stay_silent(text):
    assert explain(text)["matches"] == []


def test_round94_swrast_after_a_hardware_mesa_driver_failed_stays_off_the_stack():
    # negatives8: Mesa's own Intel driver cannot be opened (a conda / AppImage libGL): the machine's GPU is Mesa's
    r = explain(IRIS + "\n" + SWRAST.replace("libEGL warning", "libGL error"))
    assert r["matches"] == [] and "not-stack/mesa-own-driver-not-loadable" in [e["id"] for e in r["not_gpu_stack"]]
