"""`doctor explain` on failures made to happen on a real GPU (fixtures/_nvml-real/h200-driver-580.159.04/errors.json,
e2e/real_nvml/errors.py on an H200 with driver 580.159.04: PyTorch 2.11, CuPy 14, JAX 0.11, Numba, Triton 3.6, NCCL
2.28, nvcc 13.0). Each scenario set up one known cause, so its label is the cause, not a reading of the text.

First contact, on catalogue 4b17dec3 (round 63's signatures), before any entry was written for them: 20 of 22. JAX's
CPU-fallback warning outranked the cuInit CUDA_ERROR_NO_DEVICE it follows, and NCCL's 'Failed to initialize any NET
plugin' (NCCL_NET=IB without InfiniBand) was read as a generic NCCL error; round 64 fixed both by cause."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from doctor.explain import explain

ERRORS = json.loads((Path(__file__).resolve().parent.parent / "fixtures" / "_nvml-real" / "h200-driver-580.159.04"
                     / "errors.json").read_text())


def test_the_capture_covers_the_scenarios_it_claims():
    assert len(ERRORS) == 22 and len({e["id"] for e in ERRORS}) == 22
    assert all(e["rc"] not in (0, None) and e["text"].strip() for e in ERRORS)   # each one failed, and said something
    assert len({e["category"] for e in ERRORS}) >= 10


@pytest.mark.parametrize("scenario", ERRORS, ids=[e["id"] for e in ERRORS])
def test_explain_names_the_cause_that_was_set_up(scenario):
    matches = explain(scenario["text"])["matches"]
    assert matches, scenario["id"]
    assert matches[0]["category"] == scenario["category"], (scenario["setup"], matches[0]["id"])
