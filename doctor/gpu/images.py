"""What CUDA a container was built for, read from what the pod spec shows: the image
reference, and the CUDA_VERSION / NVIDIA_REQUIRE_CUDA env the nvidia/cuda base images set
(shared/reference/gpu-stack.md section e). Unknown is an answer: None when the tag does not
say (vllm/vllm-openai:latest, tensorflow/tensorflow:latest-gpu)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cuda import Version, parse_version

# NGC framework containers (nvcr.io/nvidia/<framework>:YY.MM-...): the CUDA each monthly
# release is built on. Only rows confirmed in NVIDIA's release notes are listed; an unlisted
# month is unknown rather than guessed.
NGC_RELEASE_CUDA: dict[str, tuple[Version, str]] = {
    "24.01": ((12, 3, 2), "https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-01.html"),
    "24.05": ((12, 4, 1), "https://docs.nvidia.com/deeplearning/frameworks/mxnet-release-notes/rel-24-05.html"),
    "24.12": ((12, 6, 3), "Triton 24.12 release notes (framework support matrix)"),
    "25.01": ((12, 8, 0), "Triton 25.01 release notes (CUDA 12.8.0.038)"),
    "25.08": ((13, 0, 0), "Triton 25.08 release notes (CUDA 13.0.0.044)"),
    "25.10": ((13, 0, 2), "https://docs.nvidia.com/deeplearning/frameworks/sglang-release-notes/rel-25-10.html"),
}
NGC_FRAMEWORKS = ("pytorch", "tensorflow", "tritonserver", "jax", "nemo", "mxnet", "paddlepaddle",
                  "sglang", "vllm", "tensorrt", "cuda-dl-base", "dgl", "rapidsai")


@dataclass(frozen=True)
class CudaHint:
    version: Version
    source: str        # "image tag", "env CUDA_VERSION", "env NVIDIA_REQUIRE_CUDA", "NGC release table"
    detail: str        # the text it was read from
    confidence: float


def split_image(ref: str) -> tuple[str, str]:
    """'nvcr.io/nvidia/pytorch:24.01-py3' -> ('nvcr.io/nvidia/pytorch', '24.01-py3'); digests dropped."""
    ref = ref.split("@", 1)[0]
    last = ref.rsplit("/", 1)[-1]
    if ":" in last:
        repo, tag = ref.rsplit(":", 1)
        return repo, tag
    return ref, "latest"


_NVIDIA_CUDA = re.compile(r"^(\d+\.\d+(?:\.\d+)?)-")
_PYTORCH = re.compile(r"(?:^|-)cuda(\d+\.\d+(?:\.\d+)?)(?:-|$)")
_CU_TAG = re.compile(r"(?:^|[-_.+])cu(\d{3,4})(?:[-_.+]|$)")
_CUDA_WORD = re.compile(r"(?:^|[-_.+])cuda-?(\d+\.\d+(?:\.\d+)?)(?:[-_+]|$)")
_NGC = re.compile(r"^(\d{2}\.\d{2})(?:[-.]|$)")


def cuda_from_image(image: str | None) -> CudaHint | None:
    if not image or not isinstance(image, str):
        return None
    repo, tag = split_image(image.strip())
    name = repo.rsplit("/", 1)[-1]
    if name in ("cuda", "cudagl") and ("nvidia" in repo):
        m = _NVIDIA_CUDA.match(tag)
        if m:
            return CudaHint(parse_version(m.group(1)), "image tag", image, 0.95)
    if name == "pytorch" and repo.endswith("pytorch/pytorch"):
        m = _PYTORCH.search(tag)
        if m:
            return CudaHint(parse_version(m.group(1)), "image tag", image, 0.9)
    if repo.startswith("nvcr.io/nvidia/") and name in NGC_FRAMEWORKS:
        m = _NGC.match(tag)
        if m and m.group(1) in NGC_RELEASE_CUDA:
            version, _src = NGC_RELEASE_CUDA[m.group(1)]
            return CudaHint(version, "NGC release table", image, 0.85)
    m = _CUDA_WORD.search(tag)
    if m:
        return CudaHint(parse_version(m.group(1)), "image tag", image, 0.8)
    m = _CU_TAG.search(tag)
    if m:
        digits = m.group(1)
        major, minor = (int(digits[:2]), int(digits[2:])) if len(digits) in (3, 4) else (0, 0)
        if 9 <= major <= 13 and minor < 10:
            return CudaHint((major, minor), "image tag", image, 0.75)
    return None


_REQUIRE = re.compile(r"cuda\s*>=\s*(\d+\.\d+(?:\.\d+)?)")


def cuda_from_env(env: list | None) -> CudaHint | None:
    """NVIDIA_REQUIRE_CUDA ('cuda>=12.4 brand=tesla,driver>=470,...') is what the container
    toolkit enforces; CUDA_VERSION ('12.4.1') is what the image was built with. Only literal
    values count (valueFrom cannot be resolved from a snapshot)."""
    values = {}
    for item in env or []:
        if isinstance(item, dict) and isinstance(item.get("value"), str):
            values[item.get("name")] = item["value"]
    if "NVIDIA_REQUIRE_CUDA" in values:
        m = _REQUIRE.search(values["NVIDIA_REQUIRE_CUDA"])
        if m:
            return CudaHint(parse_version(m.group(1)), "env NVIDIA_REQUIRE_CUDA", values["NVIDIA_REQUIRE_CUDA"], 0.95)
    if "CUDA_VERSION" in values:
        v = parse_version(values["CUDA_VERSION"])
        if v and len(v) >= 2:
            return CudaHint(v, "env CUDA_VERSION", values["CUDA_VERSION"], 0.9)
    return None


def container_cuda(container: dict) -> tuple[CudaHint | None, int | None]:
    """(hint, env index or None). Env wins over the image tag: it is what the toolkit checks."""
    env = container.get("env") if isinstance(container, dict) else None
    hint = cuda_from_env(env)
    if hint is not None:
        idx = next((i for i, e in enumerate(env or []) if isinstance(e, dict)
                    and e.get("name") in ("NVIDIA_REQUIRE_CUDA", "CUDA_VERSION")
                    and e.get("value") == hint.detail), None)
        return hint, idx
    return cuda_from_image(container.get("image") if isinstance(container, dict) else None), None


def driver_from_image(image: str | None) -> Version | None:
    """GPU Operator driver image: nvcr.io/nvidia/driver:535.129.03-ubuntu22.04 -> (535, 129, 3)."""
    if not image:
        return None
    repo, tag = split_image(image)
    if not repo.rsplit("/", 1)[-1] in ("driver", "nvidia-driver", "vgpu-guest-driver"):
        return None
    m = re.match(r"^(\d{3}\.\d+(?:\.\d+)?)(?:-|$)", tag)
    return parse_version(m.group(1)) if m else None
