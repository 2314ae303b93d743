"""Round 110 of issue 12: wave 66 (GitHub issue threads, fresh521..525: 43/46 on round 109's final, which never saw them)
and negatives76 (42/42 silent) wired as tuning data; the miss both labellers agree on fixed by cause (tests/corpus/README.md
'Hundred-and-tenth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text", [
    "RuntimeError: GDN prefill requires the flashinfer Blackwell fast-path\n"
    "(sm100/sm103 + CUDA 13 + bf16 + head_dim=128 + head_v == head_k + num_v >= num_q).\n"
    "Got dtype=torch.bfloat16, head_k=128, head_v=128, num_q=16, num_v=32, sm100_available=False.",
    "ValueError: this MoE kernel requires Blackwell GPUs",
])
def test_round110_a_blackwell_only_kernel_path_on_an_older_gpu(text):
    m = top(text)
    assert (m["category"], m["id"]) == ("dtype_unsupported_by_gpu", "gpu/kernel-path-requires-blackwell"), m["id"]


@pytest.mark.parametrize("text", [
    "INFO: sm100_available=True, using the Blackwell fast-path",
    "This kernel requires Blackwell or older GPUs with cuda graphs disabled",
    "Note: Blackwell requires CUDA 12.8 or newer",
])
def test_round110_near_misses_are_not_read(text):
    assert "gpu/kernel-path-requires-blackwell" not in [m["id"] for m in explain(text)["matches"]]
