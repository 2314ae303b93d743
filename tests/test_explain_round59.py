"""Round 59 of issue 12 (CATALOGUE-55): session r21's wave 21 (fresh309..312, BY CAUSE in Whisper-family ASR / audio and
music generation, segmentation models / annotation tooling, custom CUDA kernel packages for transformers, volunteer /
rented GPU compute; first run 52/57 on 1230823). Each new or widened entry read on the first-run miss it was written
for (its text's failure lines), on another wording its emitter produces, and not on a near miss with the same words but
not the cause (tests/corpus/README.md 'Fifty-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh309 python-audio-separator#97: the program's own provider check with the CPU onnxruntime package (was
    # silent; right by self-resemblance since step 1)
    ("2024-08-10 17:49:10,733 - INFO - separator - ONNX Runtime CPU package installed with version: 1.18.1\n"
     "2024-08-10 17:49:10,890 - INFO - separator - CUDA is available in Torch, setting Torch device to CUDA\n"
     "2024-08-10 17:49:10,890 - WARNING - separator - CUDAExecutionProvider not available in ONNXruntime, so "
     "acceleration will NOT be enabled", "no_device_visible", "gpu/ort-no-cuda-provider"),
    # fresh309 Allegro#17: PyTorch SDPA's flash-attention architecture check on a V100 (was silent)
    ("/Allegro/allegro/models/transformers/block.py:824: UserWarning: Flash attention kernel not used because: "
     "(Triggered internally at ../aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:725.)\n"
     "  hidden_states = F.scaled_dot_product_attention(\n"
     "/Allegro/allegro/models/transformers/block.py:824: UserWarning: Flash attention only supports gpu architectures "
     "in the range [sm80, sm90]. Attempting to run on a sm 7.0 gpu. (Triggered internally at "
     "../aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:201.)",
     "dtype_unsupported_by_gpu", "gpu/sdpa-flash-attention-arch-range"),
    # fresh309 ACE-Step-1.5#822: the program's VRAM pre-flight check (was silent)
    ("2026-03-12 18:20:16.006 | WARNING  | acestep.core.generation.handler.generate_music:_vram_preflight_check:85 - "
     "[generate_music] VRAM pre-flight failed: Insufficient free VRAM: need ~1.8 GB, only 0.0 GB available. Reduce "
     "batch size (currently 1) or audio duration (currently 130s).", "gpu_oom", "gpu/insufficient-free-vram-preflight"),
    # fresh311 xformers#517: the cutlass backward operator's shared-memory reason in the operator list (was
    # dtype_unsupported_by_gpu by the list's capability / dtype lines)
    ("NotImplementedError: No operator found for `memory_efficient_attention_backward` with inputs:\n"
     "     query       : shape=(16, 1024, 1, 80) (torch.float32)\n"
     "`flshattB` is not supported because:\n"
     "    dtype=torch.float32 (supported: {torch.bfloat16, torch.float16})\n"
     "    requires a GPU with compute capability == 8.0 for 'query.shape[-1] > 64'\n"
     "`cutlassB` is not supported because:\n"
     "    Sm86 does not have enough shared-memory to run this kernel - see "
     "https://github.com/facebookresearch/xformers/issues/517\n"
     "`smallkB` is not supported because:\n    unsupported embed per head: 80",
     "gpu_shared_memory_insufficient", "gpu/xformers-cutlass-backward-shared-memory"),
    # fresh311 unsloth#3553: Unsloth's device check at import (was silent)
    ("File /usr/local/lib/python3.12/dist-packages/unsloth/__init__.py:85, in get_device_type()\n"
     "     83 elif hasattr(torch, \"xpu\") and torch.xpu.is_available():\n     84     return \"xpu\"\n"
     "---> 85 raise NotImplementedError(\"Unsloth currently only works on NVIDIA GPUs and Intel GPUs.\")",
     "no_device_visible", "gpu/unsloth-no-supported-gpu"),
]

VARIANTS = [
    # other programs' checks of ort.get_available_providers()
    ("[WARN] CUDA requested but CUDAExecutionProvider not available in onnxruntime. Falling back to CPU.",
     "no_device_visible", "gpu/ort-no-cuda-provider"),
    ("CUDAExecutionProvider not available - ONNX will fall back to CPU.", "no_device_visible",
     "gpu/ort-no-cuda-provider"),
    # other PyTorch releases' ranges and other GPUs
    ("UserWarning: Flash attention only supports gpu architectures in the range [sm80, sm121]. Attempting to run on a "
     "sm 7.5 gpu.", "dtype_unsupported_by_gpu", "gpu/sdpa-flash-attention-arch-range"),
    ("UserWarning: Flash attention only supports gpu architectures in the range [sm75, sm90]. Attempting to run on a "
     "sm 6.1 gpu.", "dtype_unsupported_by_gpu", "gpu/sdpa-flash-attention-arch-range"),
    # other programs' pre-flight checks with figures
    ("SystemExit: Insufficient free VRAM for this single-GPU smoke test: 11.2 GiB; need >= 24 GiB.", "gpu_oom",
     "gpu/insufficient-free-vram-preflight"),
    ("ERROR: Insufficient free VRAM (3120 < 9800).", "gpu_oom", "gpu/insufficient-free-vram-preflight"),
    # another Ampere/Ada GPU
    ("`cutlassB` is not supported because:\n    Sm89 does not have enough shared-memory to run this kernel - see "
     "https://github.com/facebookresearch/xformers/issues/517", "gpu_shared_memory_insufficient",
     "gpu/xformers-cutlass-backward-shared-memory"),
    # Unsloth's later device lists and its older wording
    ("NotImplementedError: Unsloth currently only works on NVIDIA, AMD and Intel GPUs.", "no_device_visible",
     "gpu/unsloth-no-supported-gpu"),
    ("Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!", "no_device_visible",
     "gpu/unsloth-no-supported-gpu"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round59_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("text, entry", [
    # the CUDA provider present (the program's success line), and code that tests for it
    ("INFO - separator - ONNXruntime has CUDAExecutionProvider available, enabling acceleration",
     "gpu/ort-no-cuda-provider"),
    ('if "CUDAExecutionProvider" not in providers: raise RuntimeError(msg)', "gpu/ort-no-cuda-provider"),
    # the other SDPA kernels' reasons, and the range quoted in a comment without a GPU
    ("UserWarning: Memory efficient kernel not used because: (Triggered internally at sdp_utils.cpp:723.)",
     "gpu/sdpa-flash-attention-arch-range"),
    ("# Flash attention only supports gpu architectures in the range [sm80, sm90]", "gpu/sdpa-flash-attention-arch-range"),
    # prose with no figure, and a pre-flight that passed
    ("Other GPU services must be stopped manually if they leave insufficient free VRAM.",
     "gpu/insufficient-free-vram-preflight"),
    ("VRAM pre-flight: 20.10 GB free, ~1.80 GB needed (batch=1, duration=130s, mode=base).",
     "gpu/insufficient-free-vram-preflight"),
    # xformers' other reasons (a capability / dtype line) and the code comment
    ("`cutlassB` is not supported because:\n    dtype=torch.bfloat16 (supported: {torch.float32, torch.float16})",
     "gpu/xformers-cutlass-backward-shared-memory"),
    ("# Sm86 does not have enough shared-memory", "gpu/xformers-cutlass-backward-shared-memory"),
    # Unsloth's success banner and another library's own device list
    ("🦥 Unsloth: Will patch your computer to enable 2x faster free finetuning.", "gpu/unsloth-no-supported-gpu"),
    ("This library currently only works on NVIDIA GPUs.", "gpu/unsloth-no-supported-gpu"),
])
def test_round59_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round59_xformers_shared_memory_keeps_the_dtype_reading_second():
    m = top("`cutlassB` is not supported because:\n    Sm86 does not have enough shared-memory to run this kernel")
    assert m["category"] == "gpu_shared_memory_insufficient"
    assert "dtype_unsupported_by_gpu" in [r["category"] for r in m.get("readings", [])], m.get("readings")
