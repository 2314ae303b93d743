"""Round 188 of issue 12: wave 144 (fresh877..879: 18/21 on 4ef6a74c, r47's last commit, which never saw them) wired as
tuning data; Unreal Engine 4's Vulkan ensure 'VendorId != EGpuVendorId::Unknown' (CARLA's editor offered no NVIDIA
Vulkan device) read as graphics_driver_unavailable (tests/corpus/README.md 'Hundred-and-eighty-eighth round')."""
from __future__ import annotations

from doctor.explain import explain
from explain_top import first as top

# carla#883, as the editor's log prints it (fresh877)
UE4_ENSURE = (
    "[2023.11.12-22.05.02:146][  0]LogOutputDevice: Error: === Handled ensure: ===\n"
    "[2023.11.12-22.05.02:146][  0]LogOutputDevice: Error:\n"
    "[2023.11.12-22.05.02:146][  0]LogOutputDevice: Error: Ensure condition failed: VendorId != EGpuVendorId::Unknown "
    "[File:/home/bk2w0w/UnrealEngine_4.26/Engine/Source/Runtime/VulkanRHI/Private/VulkanDevice.cpp] [Line: 182]\n"
    "[2023.11.12-22.05.02:146][  0]LogOutputDevice: Error:\n"
    "[2023.11.12-22.05.02:146][  0]LogOutputDevice: Error: Stack:\n")


def test_round188_ue4_vulkan_unknown_vendor_ensure_is_graphics():
    m = top(UE4_ENSURE)
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", "gpu/vulkan-no-usable-adapter")


def test_round188_a_known_vendor_or_another_ensure_is_silent():
    for text in ("LogVulkanRHI: Display: Found 1 device(s); VendorId: 0x10DE (NVIDIA)",
                 "Ensure condition failed: Index != INDEX_NONE [File:/x/Engine/Source/Runtime/Core/Private/Array.cpp]"):
        assert "gpu/vulkan-no-usable-adapter" not in [m["id"] for m in explain(text)["matches"]]
