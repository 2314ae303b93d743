"""Round 186 of issue 12: wave 142 (fresh872..874: 11/14 on catalogue 23e6efdd, which never saw them) and negatives145
(35/35 silent) wired as tuning data; Arnold's 'newer NVIDIA driver required' and Unity's 'Vulkan - Out of memory!' read
by cause; dorado's bare 'CuBLAS error 15' left open (tests/corpus/README.md 'Hundred-and-eighty-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("00:00:07  1060MB ERROR   | [gpu] newer NVIDIA driver required: detected version 396.54, at least 418.43 needed",
     "cuda_driver_too_old", "gpu/program-requires-newer-driver"),
    ("Vulkan - Out of memory! \n(Filename:  Line: 211)", "gpu_oom", "gpu/graphics-device-memory-exhausted"),
])
def test_round186_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


def test_round186_a_plain_out_of_memory_without_vulkan_is_not_the_vulkan_entry():
    assert "gpu/graphics-device-memory-exhausted" not in [m["id"] for m in explain("Out of memory!")["matches"]]


def test_round186_a_bare_cublas_status_number_is_read_since_round_195():
    # dorado#49: CUBLAS_STATUS_NOT_SUPPORTED (15) alone; left open here with one earlier label of the wording; read by
    # gpu/cublas-status-not-supported since round 195, when fresh900's ggml-cuda 'cuBLAS error 15' made the labels 3:0
    m = top("[2022-11-21 10:49:04.836] [info] > Creating basecall pipeline\n"
            "[2022-11-21 10:49:14.111] [error] CuBLAS error 15")
    assert m is not None and (m["category"], m["id"]) == ("no_kernel_image_arch", "gpu/cublas-status-not-supported")
