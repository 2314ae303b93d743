"""Round 173 of issue 12: wave 129 (GitHub issue threads, fresh833..835: 19/21 on catalogue eac9e3f0, which never saw
them) and negatives133 (34/34 silent) wired as tuning data, both misses fixed by cause; entries for five tuning texts
and not-stack entries for four tuning negatives that only the word-evidence fallback read, which a whole-paste reading
of it (measured, then dropped) moved (tests/corpus/README.md 'Hundred-and-seventy-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures.classify import failure_words
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("[CRITICAL] m_sWLRRenderer was NULL! This usually means wlroots could not find a GPU or enountered some issues.\n"
     "[CRITICAL] Critical error thrown: wlr_gles2_renderer_create_with_drm_fd() failed!", "graphics_driver_unavailable",
     "gpu/wlroots-gles2-renderer-failed"),
    ("received an X Window System error.\n'BadAccess (attempt to access private resource denied)'\n  (Details: serial "
     "1518 error_code 10 request_code 152 (GLX) minor_code 26)", "graphics_driver_unavailable", "gpu/glx-context-refused"),
    # five tuning texts that only the word-evidence fallback read
    ("ort.webgpu.bundle.min.mjs:2603 Uncaught Error: Can't create a session. Failed to allocate a buffer of size "
     "2079238052.", "gpu_oom", "gpu/ort-web-buffer-alloc-failed"),
    ("[22:44:37.946] info:  [RTX Opacity Micromap] Out of memory budget. Requested: 36472352 bytes. Free: 15624178 bytes",
     "gpu_oom", "gpu/rtx-remix-micromap-out-of-budget"),
    ("> WARNING: NVIDIA Unable to query number of CUDA devices!\n> WARNING: NVIDIA no device found", "no_device_visible",
     "gpu/xmrstak-nvidia-no-device"),
    ("ValueError: The 'astra_cuda' `impl` is not found. This `impl` is either not supported, it may be misspelled, or "
     "external packages required are not available.", "no_device_visible", "gpu/odl-astra-cuda-not-found"),
    ("Error: a suitable graphics adapter or device could not be found", "graphics_driver_unavailable",
     "gpu/no-suitable-graphics-adapter"),
])
def test_round173_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


@pytest.mark.parametrize("sig_id, text", [
    ("gpu/wlroots-gles2-renderer-failed", "wlr_gles2_renderer_create_with_drm_fd() succeeded"),
    ("gpu/glx-context-refused", "(Details: serial 1518 error_code 10 request_code 152 (GLX) minor_code 17)"),
    ("gpu/ort-web-buffer-alloc-failed", "Created a session. Allocated a buffer of size 2079238052."),
    ("gpu/rtx-remix-micromap-out-of-budget", "[RTX Opacity Micromap] Budget: 1130574688 bytes"),
    ("gpu/xmrstak-nvidia-no-device", "NVIDIA: found 1 potential device's"),
    # the driver too old for the backend's CUDA: gpu/family-driver-too-old reads it (fresh545 xmr-stak#719)
    ("gpu/xmrstak-nvidia-no-device", "WARNING: NVIDIA Insufficient driver!\nWARNING: NVIDIA no device found"),
    ("gpu/odl-astra-cuda-not-found", "impl='astra_cuda' selected"),
    ("gpu/no-suitable-graphics-adapter", "a suitable graphics adapter was found: NVIDIA GeForce RTX 3060"),
])
def test_round173_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text, entry", [
    ("OSError: */_version.so: undefined symbol: _ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEC1Ev",
     "not-stack/cxx11-abi-undefined-symbol"),
    ("This application uses TorchSharp but doesn't contain reference to either libtorch-cuda-11.3-osx-x64 or "
     "libtorch-cpu, 1.10.0.1.", "not-stack/torchsharp-no-libtorch-package"),
    ("No onnxruntime backend found.\nPlease install rembg with CPU or GPU support:", "not-stack/rembg-no-onnxruntime"),
    ("NotFoundError: No registered 'RngReadAndSkip' OpKernel for 'GPU' devices compatible with node "
     "{{node RngReadAndSkip}}", "not-stack/tf-op-without-gpu-kernel"),
])
def test_round173_four_tuning_negatives_are_known_non_stack_errors(text, entry):
    r = explain(text)
    assert r["matches"] == [] and entry in [n["id"] for n in r["not_gpu_stack"]], r


def test_round173_a_paste_without_a_failure_line_gives_the_fallback_no_words():
    # the whole-paste reading session r45 measured and dropped: a healthy line has no failure word either
    assert failure_words("INFO: starting training loop, 8 GPUs visible") == []
    assert [n for n, _, _ in failure_words("Using TensorFlow backend.\nRuntimeError: CUDA error: out of memory")] == [2]
