"""Round 185 of issue 12: wave 141 (fresh869..871: 16/19 on catalogue 23e6efdd, which never saw them) and negatives144
(17/17 silent) wired as tuning data; a just-in-time CUDA build that cannot find nvcc read as cuda_init_failed; CMake's
'Could NOT find <Package>' for a non-CUDA package recognised as not the GPU stack (tests/corpus/README.md
'Hundred-and-eighty-fifth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text", [
    "Could not find nvcc",
    "ERROR:    (Worker_TP1 pid=3534) ERROR 10-11 22:28:17 [multiproc_executor.py:694] RuntimeError: Could not find nvcc",
    "FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'",
])
def test_round185_a_jit_build_without_nvcc_is_cuda_init(text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("cuda_init_failed", "gpu/jit-build-nvcc-not-found"), m


def test_round185_openmms_fallback_warning_is_not_the_nvcc_entry():
    text = "Could not find nvcc.  Using runtime compiler, which may produce slower performance."
    assert "gpu/jit-build-nvcc-not-found" not in [m["id"] for m in explain(text)["matches"]]


def test_round185_cmake_missing_a_non_cuda_package_is_not_the_gpu_stack():
    text = ("-- Could NOT find OpenGL (missing: OPENGL_opengl_LIBRARY OPENGL_glx_LIBRARY OPENGL_INCLUDE_DIR)\n"
            "-- Could NOT find GLUT (missing: GLUT_glut_LIBRARY GLUT_INCLUDE_DIR)\n"
            "-- OpenGL not found - will not build sample 'simpleCUDA2GL'")
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/cmake-package-not-found"]


@pytest.mark.parametrize("text", ["-- Could NOT find CUDAToolkit (missing: CUDA_CUDART)",
                                  "-- Could NOT find NCCL (missing: NCCL_INCLUDE_DIR NCCL_LIBRARY)"])
def test_round185_cmake_missing_a_cuda_package_is_left_to_the_catalogue(text):
    assert "not-stack/cmake-package-not-found" not in [e["id"] for e in explain(text).get("not_gpu_stack", [])]
