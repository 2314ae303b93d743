"""Round 198 of issue 12: wave 154 (fresh907..909: 23/24 on 6a36b816, which never saw them) and negatives155 (19/19
silent) wired as tuning data; Ray Client's 'connection timed out' to the head node read as rendezvous_unreachable, and
torch's 'CUDA error: operation not supported' on old GPUs given an entry of its own (the rebuilt classifier had left
krita-ai-diffusion#1382 silent) (tests/corpus/README.md 'Hundred-and-ninety-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh909, vllm-project/vllm#14349, verbatim
RAY_CLIENT = (
    "2025-03-11 15:01:40 | ERROR | stderr | /usr/local/lib/python3.12/dist-packages/ray/util/client/worker.py:253: "
    "UserWarning: Ray Client connection timed out. Ensure that the Ray Client port on the head node is reachable from "
    "your local machine. See https://docs.ray.io/en/latest/cluster/ray-client.html#step-2-check-ports for more "
    "information.\n"
    "2025-03-11 15:01:40 | ERROR | stderr |   warnings.warn(")
# fresh397, Acly/krita-ai-diffusion#1382, verbatim
KRITA = (
    "RuntimeError: CUDA error: operation not supported\n"
    "2024-11-11 21:23:56,255 INFO CUDA kernel errors might be asynchronously reported at some other API call, so the "
    "stacktrace below might be incorrect.\n"
    "2024-11-11 21:23:56,255 INFO For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
    "2024-11-11 21:23:56,256 INFO Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.")


@pytest.mark.parametrize("text,category,entry", [
    (RAY_CLIENT, "rendezvous_unreachable", "distributed/ray-client-connection-timeout"),
    # the exception Ray Client raises after its warning (python/ray/util/client/worker.py)
    ("ConnectionError: ray client connection timeout", "rendezvous_unreachable",
     "distributed/ray-client-connection-timeout"),
    (KRITA, "no_kernel_image_arch", "gpu/cuda-operation-not-supported"),
])
def test_round198_texts_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


@pytest.mark.parametrize("text", [
    # other 'operation not supported' errors (a socket, a filesystem) are not CUDA's
    "setsockopt(SO_REUSEPORT) failed: Operation not supported",
    "cp: cannot create hard link 'a' to 'b': Operation not supported",
])
def test_round198_other_operation_not_supported_errors_are_not_the_cuda_entry(text):
    assert "gpu/cuda-operation-not-supported" not in [m["id"] for m in explain(text)["matches"]]
