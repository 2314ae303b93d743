"""Round 187 of issue 12: wave 143 (fresh875..876: 5/6 on ae99ebeb, round 186's catalogue, which never saw them) wired as
tuning data; a Vulkan application's 'no suitable Vulkan PhysicalDevice available' read as graphics_driver_unavailable
(tests/corpus/README.md 'Hundred-and-eighty-seventh round')."""
from __future__ import annotations

from doctor.explain import explain
from explain_top import first as top


def test_round187_no_suitable_vulkan_physical_device_is_graphics():
    m = top("no suitable Vulkan PhysicalDevice available")
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", "gpu/vulkan-no-usable-adapter")


def test_round187_a_suitable_device_found_is_silent():
    assert "gpu/vulkan-no-usable-adapter" not in [m["id"] for m in explain(
        "selected a suitable Vulkan PhysicalDevice: NVIDIA Thor")["matches"]]
