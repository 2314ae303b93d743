"""Rounds 177-178 of issue 12: waves 133 (fresh845..847: 11/14 on catalogue c4068ac8, which never saw them) and 134
(fresh848..850: 16/17 on c4068ac8) and negatives137 (38/39 silent) wired as tuning data; three misses read by cause
(Ollama's loader printing CUresult 802, Lutris' missing 32-bit GL library, a game's system-and-video-memory check);
krita-ai-diffusion#1017 (torch's c10.dll not loadable) left open; libstdc++'s GLIBCXX_x not found a known non-stack error
(tests/corpus/README.md 'Hundred-and-seventy-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("Unable to load cudart library /usr/lib/x86_64-linux-gnu/libcuda.so.570.169: cuda driver library init failure: "
     "802", "fabric_manager_not_running", "hardware/fabric-manager-802"),
    ("ERROR    2026-02-20 18:40:18,679 [startup.check_libs:62]:i386 libGL.so.1 missing (needed by opengl)",
     "graphics_driver_unavailable", "gpu/lutris-driver-lib-missing"),
    ("You don’t have enough system and video memory to start the game", "gpu_oom",
     "gpu/game-not-enough-system-and-video-memory"),
])
def test_round177_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


def test_round177_other_cuda_driver_library_codes_stay_cuda_init():
    m = top("cuda driver library init failure: 999")
    assert m is not None and (m["category"], m["id"]) == ("cuda_init_failed", "gpu/cuda-driver-library-init"), m


@pytest.mark.parametrize("sig_id, text", [
    ("gpu/lutris-driver-lib-missing", "i386 libGL.so.1 found (needed by opengl)"),
    ("gpu/lutris-driver-lib-missing", "i386 libgnutls.so.30 missing (needed by wine)"),
    ("gpu/game-not-enough-system-and-video-memory", "You have enough system and video memory to start the game"),
])
def test_round177_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]


def test_round177_libstdcxx_too_old_is_a_known_non_stack_error():
    text = ("ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.29' not found (required by "
            "/env/lib/python3.11/site-packages/cupy/_core/core.cpython-311-x86_64-linux-gnu.so)")
    r = explain(text)
    assert r["matches"] == [] and "not-stack/libstdcxx-too-old" in [n["id"] for n in r["not_gpu_stack"]]
    # a GPU reading on another line of the paste is kept
    both = text + "\nRuntimeError: CUDA error: no kernel image is available for execution on the device"
    m = top(both)
    assert m is not None and m["category"] == "no_kernel_image_arch", m
