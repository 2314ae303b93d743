"""Round 191 of issue 12: wave 147 (fresh886..888: 11/11 on 75ca4d20, the catalogue of r47's last commit, which never
saw them) and negatives149 (15/15 silent) wired as tuning data; no catalogue change (tests/corpus/README.md
'Hundred-and-ninety-first round'). The wave's texts are held here verbatim with the readings they got at first contact."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text,category", [
    # fresh887, PTRFRLL/nv-docker-trex#41
    ("ERROR: Can't start T-Rex, can't initialize CUDA engine, cuda exception: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE."
     " Is NVIDIA driver installed?", "forward_compat_unsupported"),
    # fresh888, paboyle/Grid#362 (the trailing space kept)
    ("accelerator_barrier(): Cuda error out of memory \n"
     "File /m100/home/userexternal/alupo000/production_src/Grid/Grid/lattice/Lattice_local.h Line 83", "gpu_oom"),
])
def test_round191_wave_147_texts_keep_their_reading(text, category):
    m = top(text)
    assert m is not None and m["category"] == category, m
