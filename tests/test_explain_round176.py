"""Round 176 of issue 12: wave 132 (fresh842..844: 21/27 on catalogue 6fadd750, which never saw them) and negatives136
(27/27 silent) wired as tuning data; all six misses read by cause (a GL driver offering no suitable config, Rust gl
bindings missing an entry point, WezTerm's OpenGL init, a Vulkan instance without VK_KHR_get_physical_device_properties2,
DeepGEMM without this architecture's kernel source, nunchaku's 4-bit format for the GPU generation); optimus-manager's
mode assertion a known non-stack error (tests/corpus/README.md 'Hundred-and-seventy-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("[0.007550339s] [INFO ] [alacritty] Using GLX 1.4\nError: failed to find suitable GL configuration.",
     "graphics_driver_unavailable", "gpu/gl-no-suitable-config"),
    ("thread 'main' panicked at 'gl function was not loaded', /build/alacritty/out/gl_bindings.rs:20624:13",
     "graphics_driver_unavailable", "gpu/gl-function-not-loaded"),
    ("2020-06-29T16:49:48.272Z ERROR wezterm::frontend::gui::termwindow > OpenGL init failed: failed to make context",
     "graphics_driver_unavailable", "gpu/wezterm-opengl-init-failed"),
    ('2026-02-23T09:56:41+01:00 ERROR [blade_graphics::hal::init] Instance extension '
     '"VK_KHR_get_physical_device_properties2" is not supported', "graphics_driver_unavailable",
     "gpu/vulkan-no-properties2-extension"),
    ("RuntimeError: Assertion error (include_parser.hpp:69):\nFailed to open: /usr/local/lib/python3.12/dist-packages/"
     "vllm/third_party/deep_gemm/\ninclude/deep_gemm/impls/sm121_fp8_mqa_logits.cuh", "no_kernel_image_arch",
     "gpu/deepgemm-arch-kernel-missing"),
    ('ValueError: Please use "fp4" quantization for Blackwell GPUs. ', "dtype_unsupported_by_gpu",
     "gpu/nunchaku-quantization-for-gpu"),
    ('ValueError: Please use "int4" quantization for Turing, Ampere and Ada GPUs. ', "dtype_unsupported_by_gpu",
     "gpu/nunchaku-quantization-for-gpu"),
])
def test_round176_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


@pytest.mark.parametrize("sig_id, text", [
    ("gpu/gl-no-suitable-config", "found suitable GL configuration: rgba8888, depth 24"),
    ("gpu/gl-function-not-loaded", "loaded 412 gl functions"),
    ("gpu/wezterm-opengl-init-failed", "OpenGL init succeeded: NVIDIA GeForce GT 740M/PCIe/SSE2"),
    # a debug-utils or other optional instance extension missing is harmless
    ("gpu/vulkan-no-properties2-extension", 'Instance extension "VK_EXT_debug_utils" is not supported'),
    # the kernel source present: compiled, no 'Failed to open'
    ("gpu/deepgemm-arch-kernel-missing", "JIT compiling deep_gemm/impls/sm90_fp8_gemm_1d2d.cuh"),
    ("gpu/nunchaku-quantization-for-gpu", "Use fp4 quantization for Blackwell GPUs to get the best speed."),
])
def test_round176_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]


def test_round176_optimus_manager_mode_assertion_is_a_tool_bug():
    text = ("[29] ERROR: Xorg pre-start setup error\nTraceback (most recent call last):\n"
            '  File "/usr/lib/python3.8/site-packages/optimus_manager/kernel.py", line 15, in setup_kernel_state\n'
            '    assert requested_mode in ["intel", "nvidia", "hybrid"]\nAssertionError')
    r = explain(text)
    assert r["matches"] == [] and "not-stack/optimus-manager-mode-assertion" in [n["id"] for n in r["not_gpu_stack"]]
    # the same hook failing on 'modprobe nvidia' stays the driver's (fresh842 optimus-manager#444)
    m = top("[3610] ERROR: Xorg pre-start setup error\nsubprocess.CalledProcessError: Command 'modprobe nvidia "
            "NVreg_UsePageAttributeTable=1' returned non-zero exit status 1.")
    assert m is not None and m["category"] == "driver_not_loaded", m
