"""Round 180 of issue 12: wave 136 (fresh854..856: 15/16 on catalogue ad7c820c, which never saw them) and negatives139
(15/15 silent) wired as tuning data; no catalogue change; one miss left open (tests/corpus/README.md
'Hundred-and-eightieth round')."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text, category", [
    # Mooncake#1298, the wave's CUDA 13 text: a CUDA 12 wheel on a CUDA 13 machine names the missing CUDA 12 runtime
    ("ImportError: libcudart.so.12: cannot open shared object file: No such file or directory", "cuda_init_failed"),
    # NeMo-RL#259 as pasted: vLLM's one-line error re-wrapped over three lines
    ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.\n"
     "Your Tesla V100-SXM2-32GB GPU has compute capability 7.0. You can use float16 instead\n"
     "by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.", "dtype_unsupported_by_gpu"),
])
def test_round180_wave_wordings_read_by_the_catalogue(text, category):
    m = top(text)
    assert m is not None and m["category"] == category, m and (m["category"], m["id"])


def test_round180_a_miners_own_disabled_gpu_notice_stays_an_open_question():
    # apoolminer#28: 'Nvidia GPU device is disable' is the miner's own start-up notice (a setting or no device seen);
    # no earlier label, both blind labellers unsure: no entry until the wording is labelled again
    assert top("06-26 16:03:10  INFO Nvidia GPU device is disable\n06-26 16:03:10  INFO CUDA:    Unknown, Unknown") is None
