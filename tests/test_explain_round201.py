"""Round 201 of issue 12: wave 157 (fresh916..918: 26/28 on a42c2d1b, which never saw them) and negatives157 (28/30
silent) wired as tuning data; VTK's EGL render window finding no EGL device read as graphics_driver_unavailable; the
Intel i915 and AMD amdgpu drivers' own GPU-hang and reset lines in a kernel log are not NVIDIA Xid reports
(tests/corpus/README.md 'Two-hundred-and-first round')."""
from __future__ import annotations

import pytest

from explain_top import first as top

# fresh918, NixOS/nixpkgs#297537, verbatim
VTK_EGL = (
    "2024-03-20 21:08:55.171 (   0.028s) [        F70FA740] vtkEGLRenderWindow.cxx:383   WARN| vtkEGLRenderWindow "
    "(0x1ea0e70): Setting an EGL display to device index: -1 require EGL_EXT_device_base EGL_EXT_platform_device "
    "EGL_EXT_platform_base extensions\n"
    "2024-03-20 21:08:55.171 (   0.028s) [        F70FA740] vtkEGLRenderWindow.cxx:388   WARN| vtkEGLRenderWindow "
    "(0x1ea0e70): Attempting to use EGL_DEFAULT_DISPLAY...\n"
    "2024-03-20 21:08:55.171 (   0.028s) [        F70FA740] vtkEGLRenderWindow.cxx:393    ERR| vtkEGLRenderWindow "
    "(0x1ea0e70): Could not initialize a device. Exiting...")
# negatives157, doitsujin/dxvk#707, verbatim
I915_HANG = (
    "[67118.867752] [drm] GPU HANG: ecode 9:0:0x86cdffff, in dirt3_game.exe [13301], reason: Hang on rcs0, action: reset\n"
    "[67118.867754] [drm] GPU hangs can indicate a bug anywhere in the entire gfx stack, including userspace.\n"
    "[67118.867755] [drm] Please file a _new_ bug report on bugs.freedesktop.org against DRI -> DRM/Intel\n"
    "[67118.867756] [drm] drm/i915 developers can then reassign to the right component if it's not a kernel issue.\n"
    "[67118.867756] [drm] The gpu crash dump is required to analyze gpu hangs, so please always attach it.\n"
    "[67118.867757] [drm] GPU crash dump saved to /sys/class/drm/card0/error\n"
    "[67118.867772] i915 0000:00:02.0: Resetting rcs0 after gpu hang")
# negatives157, HansKristian-Work/vkd3d-proton#1954, the amdgpu lines verbatim
AMDGPU_RESET = (
    "[10132.434965] [drm:amdgpu_job_timedout] *ERROR* ring gfx_0.0.0 timeout, signaled seq=2729093, emitted "
    "seq=2729095\n"
    "[10132.434976] [drm:amdgpu_job_timedout] *ERROR* Process information: process exefile.exe pid 8730 thread "
    "dxvk-submit pid 8801\n"
    "[10132.434981] amdgpu 0000:09:00.0: amdgpu: GPU reset begin!\n"
    "[10139.861254] amdgpu 0000:09:00.0: amdgpu: GPU reset succeeded, trying to resume\n"
    "[10139.861589] [drm] VRAM is lost due to GPU reset!")


def test_round201_vtk_egl_without_a_device_is_graphics():
    m = top(VTK_EGL)
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", "gpu/vtk-egl-no-device"), m


@pytest.mark.parametrize("text", [I915_HANG, AMDGPU_RESET])
def test_round201_intel_and_amd_gpu_hangs_are_not_read(text):
    assert top(text) is None


def test_round201_an_nvidia_xid_beside_them_is_still_read():
    text = I915_HANG + "\n[67120.000001] NVRM: Xid (PCI:0000:01:00): 79, pid=1234, GPU has fallen off the bus."
    m = top(text)
    assert m is not None and m["category"] == "xid_error", m
