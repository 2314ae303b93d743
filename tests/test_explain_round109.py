"""Round 109 of issue 12: wave 65 (GitHub issue threads, fresh516..520: 39/40 on round 108's final, which never saw them)
and negatives75 (40/40 silent) wired as tuning data; the miss fixed by cause (tests/corpus/README.md 'Hundred-and-ninth
round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text", [
    "WARNING:auto_gptq.nn_modules.qlinear_old:CUDA extension not installed.",
    "Loading vicuna-13b-GPTQ-4bit-128g...\nCUDA extension not installed.",
])
def test_round109_gptq_cuda_extension_not_installed_is_a_warning_with_three_readings(text):
    m = top(text)
    assert (m["category"], m["id"], m["level"]) == ("cuda_init_failed", "gpu/gptq-cuda-extension-not-installed", "warn")
    assert {r["category"] for r in m["readings"]} == {"cuda_init_failed", "cuda_library_version_mismatch",
                                                      "no_device_visible"}, m["readings"]


def test_round109_a_real_failure_beside_it_still_leads():
    text = ("CUDA extension not installed.\n"
            "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB")
    assert top(text)["category"] == "gpu_oom"


@pytest.mark.parametrize("text", [
    "The CUDA extension is installed.",
    "Note: the cuda extension was not installed because BUILD_CUDA_EXT=0 was requested",
])
def test_round109_near_misses_are_not_read(text):
    assert "gpu/gptq-cuda-extension-not-installed" not in [m["id"] for m in explain(text)["matches"]]
