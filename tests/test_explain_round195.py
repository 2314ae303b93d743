"""Round 195 of issue 12: wave 151 (fresh898..900: 23/25 on e17f14cb, round 191's catalogue, which never saw them) and
negatives153 (10/10 silent) wired as tuning data; SGLang's 'Decode out of memory' (its KV-cache token pool) read as
gpu_oom; the bare 'cuBLAS error 15' (CUBLAS_STATUS_NOT_SUPPORTED) read as no_kernel_image_arch now that three labelled
texts carry it (tests/corpus/README.md 'Hundred-and-ninety-fifth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh899, sgl-project/sglang#4602, verbatim (the reporter's 'Avaliable' kept)
SGLANG = ("RuntimeError: Decode out of memory. Try to lower your batch size.\n"
          "Try to allocate 148 tokens.\n"
          "Avaliable tokens: 2048\n"
          "self.token_to_kv_pool_allocator.available_size()=2048\n"
          "self.tree_cache.evictable_size()=0")
# fresh900, SecureAI-Tools/SecureAI-Tools#76, verbatim
GGML_CUBLAS_15 = ("cuBLAS error 15 at /go/src/github.com/jmorganca/ollama/llm/llama.cpp/gguf/ggml-cuda.cu:8492\n"
                  "current device: 0\n"
                  "GGML_ASSERT: /go/src/github.com/jmorganca/ollama/llm/llama.cpp/gguf/ggml-cuda.cu:8492: "
                  "!\"cuBLAS error\"")


@pytest.mark.parametrize("text,category,entry", [
    (SGLANG, "gpu_oom", "gpu/sglang-kv-pool-out-of-memory"),
    (GGML_CUBLAS_15, "no_kernel_image_arch", "gpu/cublas-status-not-supported"),
])
def test_round195_wave_151_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


@pytest.mark.parametrize("text", ["cuBLAS error 13 at ggml-cuda.cu:8492", "cuBLAS error 150 at ggml-cuda.cu:1"])
def test_round195_other_cublas_status_numbers_are_not_the_not_supported_entry(text):
    assert "gpu/cublas-status-not-supported" not in [m["id"] for m in explain(text)["matches"]]


# SGLang's later alloc_token_slots (python/sglang/srt/mem_cache/allocation.py) drops the phase word; its two lines as
# that source formats them (no labelled paste of this form yet), and the bare first line alone, which other programs
# could print, is not read as SGLang's pool
SGLANG_LATER = ("RuntimeError: Out of memory. Try to lower your batch size.\n"
                "Try to allocate 8192 tokens.\n"
                "Available tokens: 4096 (available_size=4096 + evictable_size=0)")


def test_round195_sglang_later_bare_wording_reads_as_the_token_pool():
    m = top(SGLANG_LATER)
    assert m is not None and (m["category"], m["id"]) == ("gpu_oom", "gpu/sglang-kv-pool-out-of-memory"), m


def test_round195_a_bare_out_of_memory_batch_hint_is_not_sglangs_pool():
    ids = [m["id"] for m in explain("Out of memory. Try to lower your batch size.")["matches"]]
    assert "gpu/sglang-kv-pool-out-of-memory" not in ids
