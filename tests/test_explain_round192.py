"""Round 192 of issue 12: wave 148 (fresh889..891: 13/13 on b2f2c1c8, the catalogue of r47's last commit, which never
saw them) and negatives150 (19/19 silent) wired as tuning data; no catalogue change (tests/corpus/README.md
'Hundred-and-ninety-second round'). Texts of the wave held verbatim with the readings they got at first contact."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text,category", [
    # fresh891, MouseLand/cellpose#279
    ("TORCH CUDA version not installed/working", "no_device_visible"),
    # fresh891, MIC-DKFZ/nnDetection#165
    ("ImportError: /data4/nnDetection4/nndet/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: "
     "_Z8nms_cudaRKN2at6TensorES2_f", "cuda_library_version_mismatch"),
])
def test_round192_wave_148_texts_keep_their_reading(text, category):
    m = top(text)
    assert m is not None and m["category"] == category, m
