"""Round 108 of issue 12: wave 64 (GitHub issue threads, fresh511..515: 41/43 on round 107's final, which never saw them)
and negatives74 (39/39 silent) wired as tuning data; the miss fixed by cause, read on its own wording and not on near
misses (tests/corpus/README.md 'Hundred-and-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text", [
    ' File "rmm/_lib/device_buffer.pyx", line 1, in init rmm._lib.device_buffer\n'
    "TypeError: C function cuda.ccudart.cudaStreamSynchronize has wrong signature (expected "
    "__pyx_t_4cuda_7ccudart_cudaError_t (__pyx_t_4cuda_7ccudart_cudaStream_t), got cudaError_t (cudaStream_t))",
    "TypeError: C function cuda.bindings.cydriver.cuInit has wrong signature (expected CUresult (unsigned int), got "
    "CUresult (int))",
])
def test_round108_reads_a_cuda_python_signature_mismatch(text):
    m = top(text)
    assert (m["category"], m["id"]) == ("cuda_library_version_mismatch", "gpu/cuda-python-wrong-signature"), m["id"]


@pytest.mark.parametrize("text", [
    "TypeError: C function numpy.core.multiarray._get_ndarray_c_version has wrong signature",
    "ValueError: C function pandas._libs.tslibs.conversion.localize_pydatetime has wrong signature",
])
def test_round108_other_packages_signature_mismatches_are_not_read(text):
    assert "gpu/cuda-python-wrong-signature" not in [m["id"] for m in explain(text)["matches"]]
