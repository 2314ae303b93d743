"""Round 196 of issue 12: wave 152 (fresh901..903: 14/14 on e17f14cb, round 191's catalogue, which never saw them) wired
as tuning data; no negatives batch (the session's look-ups were nearly spent) and no catalogue change
(tests/corpus/README.md 'Hundred-and-ninety-sixth round'). Texts of the wave held verbatim with the readings they got at
first contact."""
from __future__ import annotations

import pytest

from explain_top import first as top


@pytest.mark.parametrize("text,category", [
    # fresh902, YoshitakaMo/localcolabfold#44
    ("jax._src.traceback_util.UnfilteredStackTrace: RuntimeError: INTERNAL: CustomCall failed: "
     "jaxlib/cuda_prng_kernels.cc:30: operation cudaGetLastError() failed: the provided PTX was compiled with an "
     "unsupported toolchain.", "cuda_driver_too_old"),
    # fresh903, canonical/inference-snaps#79
    ("2025-11-04T15:37:02+01:00 deepseek-r1.server[93288]: /snap/deepseek-r1/components/273/llamacpp-cuda/usr/local/bin/"
     "llama-server: error while loading shared libraries: libcudart.so.12: cannot open shared object file: No such file "
     "or directory", "cuda_init_failed"),
])
def test_round196_wave_152_texts_keep_their_reading(text, category):
    m = top(text)
    assert m is not None and m["category"] == category, m


def test_round196_dorados_safe_batch_size_warning_is_gpu_oom():
    # emitters.yaml, dorado/basecall/CudaCaller.cpp (moved under the fallback's margin by this round's rebuild)
    m = top("[2025-03-04 11:02:17.441] [warning] Failed to determine safe batch size. Less than 1GB GPU memory available.")
    assert m is not None and (m["category"], m["id"]) == ("gpu_oom", "gpu/dorado-safe-batch-size-no-memory"), m
