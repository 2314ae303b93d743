"""Round 212 of issue 12: wave 168 (fresh959: 2/2 on 870c2539, which never saw it) wired as tuning data, no catalogue
change; both texts are Vulkan's device-memory exhaustion, pinned here in their emulators' own words
(tests/corpus/README.md 'Two-hundred-and-twelfth round')."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text", [
    # fresh959, red-prig/fpPS4#9, verbatim
    "vkAllocateMemory:VK_ERROR_OUT_OF_DEVICE_MEMORY",
    # the same result inside a yuzu-style start-up line
    "Vulkan initialization failed with error: VK_ERROR_OUT_OF_DEVICE_MEMORY",
])
def test_round212_vulkan_device_memory_exhausted(text):
    m = top(text)
    assert m is not None and m["category"] == "gpu_oom", m
