"""Round 190 of issue 12: wave 146 (fresh883..885: 7/9 on 75ca4d20, the catalogue of r47's last commit, which never
saw them) and negatives148 (26/26 silent) wired as tuning data; cuFINUFFT's own line 'error: not enough shared memory'
(with or without the bytes it asked for) read as gpu_shared_memory_insufficient, not as /dev/shm
(tests/corpus/README.md 'Hundred-and-ninetieth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh884, flatironinstitute/cufinufft#24, verbatim (the tabs kept)
CUFINUFFT_24 = (
    "[time  ] cufinufft plan:\t\t 0.123 s\n"
    "[time  ] cufinufft setNUpts:\t\t 0.0019 s\n"
    "error: not enough shared memory (92160)\n"
    "error: cnufftspread3d_gpu_subprob\n"
    "error: cuspread3d, method(2)\n"
    "[time  ] cufinufft exec:\t\t 0.000488 s\n")


@pytest.mark.parametrize("text", [CUFINUFFT_24, "error: not enough shared memory"])
def test_round190_cufinufft_spreader_is_gpu_shared_memory(text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("gpu_shared_memory_insufficient",
                                                          "gpu/cufinufft-not-enough-shared-memory"), m


@pytest.mark.parametrize("text", [
    "RuntimeError: DataLoader worker (pid 4242) failed: not enough shared memory in /dev/shm for the batch",
    "ERROR: not enough shared memory to map the ring buffer; mount a larger /dev/shm",
])
def test_round190_a_sentence_about_dev_shm_is_not_the_cufinufft_entry(text):
    assert "gpu/cufinufft-not-enough-shared-memory" not in [m["id"] for m in explain(text)["matches"]]
