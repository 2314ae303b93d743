"""Round 211 of issue 12: wave 167 (fresh955..958: 15/17 on f428de61, which never saw them) and negatives165 (27/28
silent) wired as tuning data; Chromium's / Qt WebEngine's unsupported OpenGL implementation and clinfo's 'Number of
platforms 0' read; PyTorch's unreadable model archive named as no GPU-stack failure (negatives165's claim); the
cudf-polars message the rebuilt model moved read by its own entry (tests/corpus/README.md 'Two-hundred-and-eleventh
round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text,category,entry", [
    # fresh956, FreeCAD/FreeCAD#6901, verbatim (first two lines)
    ("[5652:4816:0513/142502.444:ERROR:gl_surface_wgl.cc(388)] wglCreatePbufferARB not available.\n"
     "[5652:4816:0513/142502.444:ERROR:gl_surface_qt.cpp(197)] Requested OpenGL implementation is not supported. "
     "Implementation: 1", "graphics_driver_unavailable", "gpu/chromium-gl-implementation-unsupported"),
    # fresh957, tdulcet/Distributed-Computing-Scripts#18, verbatim (first two lines)
    ("Number of platforms                               0\nError: This computer does not have an OpenCL platform",
     "no_device_visible", "gpu/opencl-no-platform"),
    # emitters.yaml, cudf_polars/callback.py's message as rendered
    ("polars.exceptions.ComputeError: GPU engine requested, but incorrect cudf-polars package installed. cudf-polars "
     "requires CUDA 12.2+ to installed.", "cuda_driver_too_old", "gpu/cudf-polars-requires-cuda"),
])
def test_round211_reads(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


def test_round211_clinfo_with_a_platform_stays_silent():
    m = top("Number of platforms                               1\n  Platform Name                                   "
            "NVIDIA CUDA")
    assert m is None or m["id"] != "gpu/opencl-no-platform", m


def test_round211_unreadable_model_archive_is_not_a_gpu_stack_failure():
    # negatives165, ACEsuit/mace#611, verbatim (first two lines)
    out = explain('Loading MACE model from "2024-01-07-mace-128-L2_epoch-199.model" ...terminate called after throwing '
                  "an instance of 'c10::Error'\n"
                  "  what():  PytorchStreamReader failed locating file constants.pkl: file not found")
    assert out["matches"] == [] and [n["id"] for n in out["not_gpu_stack"]] == ["not-stack/torch-model-file-unreadable"]
