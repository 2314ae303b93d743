"""Round 25 of issue 12 (CATALOGUE-23): fresh62..69's first run. Triton's OutOfResources for shared memory is its own
category (gpu_shared_memory_insufficient: the kernel's tile config against this GPU model's shared memory per block,
python/triton/runtime/errors.py), distinct from device memory (gpu_oom) and /dev/shm (shm_insufficient); a two-word
table header is never resembled to a category."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import CATEGORY_INFO, analyse


def top(text: str):
    m = explain(text)["matches"]
    return m[0] if m else None


@pytest.mark.parametrize("text, required, limit", [
    # Triton >= 2.1 (runtime/errors.py), as vLLM on a Pascal GPU prints it (sasha0552/pascal-pkgs-ci#50)
    ("triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 49152. "
     "Reducing block sizes or `num_stages` may help.", "98304", "49152"),
    # the older triton.code_gen message without separators, in a Markdown quote (triton-lang/triton#384)
    ("> triton.code_gen.OutOfResources: out of resource: shared memoryRequired: 110592Hardware limit: 101376",
     "110592", "101376"),
    # inside a sentence in another language, backticks lost (OpenSpaceAI/DEST3D#2)
    ("请问有人遇到 triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 589824, Hardware "
     "limit: 101376. Reducing block sizes or num_stages may help. 这个报错吗？", "589824", "101376"),
    # wrapped by a terminal after the comma, with a rank prefix (read joined: the category, not the figures)
    ("[rank0]: triton.runtime.errors.OutOfResources: out of resource: shared memory,\n"
     "[rank0]: Required: 232448, Hardware limit: 101376. Reducing block sizes or `num_stages` may help.", None, None),
])
def test_triton_shared_memory_out_of_resource(text, required, limit):
    m = top(text)
    assert m and m["category"] == "gpu_shared_memory_insufficient", m
    if required:
        assert m["details"]["smem_required_bytes"] == required and m["details"]["smem_limit_bytes"] == limit
    assert "num_stages" in m["remediation"] and "shared memory" in m["remediation"]


def test_category_is_registered_at_the_gpu_model_layer():
    layer, label, explains = CATEGORY_INFO["gpu_shared_memory_insufficient"]
    assert layer == CATEGORY_INFO["dtype_unsupported_by_gpu"][0] and "shared memory" in label and explains == ()


@pytest.mark.parametrize("text", [
    # another of Triton's resources: not shared memory
    "triton.runtime.errors.OutOfResources: out of resource: registers, Required: 70000, Hardware limit: 65536.",
    # prose about shared memory without Triton's figures
    "The kernel is out of resource: shared memory is the bottleneck on this GPU, see the tuning guide.",
])
def test_not_the_shared_memory_signature(text):
    assert not any(f.category == "gpu_shared_memory_insufficient" for f in analyse(text))


@pytest.mark.parametrize("text, want", [
    ("NCCL WARN Error while creating shared memory segment /dev/shm/nccl-x (size 9637888), error: No space left on device",
     "shm_insufficient"),
    ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 15.78 GiB total capacity)",
     "gpu_oom"),
])
def test_neighbours_keep_their_categories(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text", ["ECC Errors", "CUDA error", "GPU errors"])
def test_a_two_word_line_is_never_resembled(text):
    m = explain(text)["matches"]
    assert all(x.get("confidence") != "low" for x in m), m
