"""Round 103 of issue 12: wave 59 (GitHub issue threads, fresh486..490: 32/33 on round 102's final, which never saw them)
and negatives69 (39/39 silent) wired as tuning data; the miss fixed by cause, read on its own wording and not on near
misses (tests/corpus/README.md 'Hundred-and-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

SKCUDA = ('  File "C:\\Users\\u\\anaconda3\\Lib\\site-packages\\skcuda\\cudart.py", line 41, in <module>\n'
          "    raise OSError('CUDA runtime library not found')\nOSError: CUDA runtime library not found")


@pytest.mark.parametrize("text", [SKCUDA, "OSError: cufft library not found", "OSError: cusolver library not found"])
def test_round103_reads_scikit_cudas_loader_failures(text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("cuda_init_failed", "gpu/skcuda-library-not-found"), m and (
        m["category"], m["id"])


def test_round103_the_entry_names_the_version_list_reading():
    m = top(SKCUDA)
    assert {r["category"] for r in m.get("readings", [])} >= {"cuda_init_failed", "cuda_library_version_mismatch"}, m


@pytest.mark.parametrize("text", [
    "OSError: libfoo library not found",
    "warning: CUDA runtime library not found in the cache, searching PATH",   # no OSError raised
])
def test_round103_near_misses_are_not_read_by_the_entry(text):
    assert "gpu/skcuda-library-not-found" not in [m["id"] for m in explain(text)["matches"]]
