"""Round 210 of issue 12: wave 166 (fresh949..954: 22/27 on 6ed84e3f, which never saw them) and negatives164 (26/26
silent) wired as tuning data; cuBLAS refusing a float32 / float64 GEMM (CUBLAS_STATUS_NOT_SUPPORTED when calling
cublasSgemm...) read as the build's cuBLAS for this GPU, the bfloat16 form staying dtype; four texts left open
(tests/corpus/README.md 'Two-hundred-and-tenth round')."""
from __future__ import annotations

import pytest

from explain_top import first as top

SGEMM = ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemmStridedBatched( handle, opa, "
         "opb, m, n, k, &alpha, a, lda, stridea, b, ldb, strideb, &beta, c, ldc, stridec, num_batches)`")


def test_round210_fp32_gemm_not_supported_is_the_build():
    # fresh954, zhaofuq/LOD-3DGS#25, verbatim
    m = top(SGEMM)
    assert m is not None and (m["category"], m["id"]) == ("no_kernel_image_arch", "gpu/cublas-fp32-gemm-not-supported")


@pytest.mark.parametrize("text,category", [
    # round 193's bfloat16 GEMM stays a dtype the GPU lacks (fresh892 pytorch#57773's call, shortened)
    ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmStridedBatchedExFix(handle, opa, "
     "opb, (int)m, (int)n, (int)k, (void*)&falpha, a, CUDA_R_16BF, (int)lda, stridea, b, CUDA_R_16BF, (int)ldb)`",
     "dtype_unsupported_by_gpu"),
])
def test_round210_other_gemm_forms_keep_their_reading(text, category):
    m = top(text)
    assert m is not None and m["category"] == category and m["id"] != "gpu/cublas-fp32-gemm-not-supported", m


@pytest.mark.parametrize("text", [
    # left open: both blind labellers read none (fresh951 ubuntu-drivers-common#69's ending, and FFmpeg without NVENC)
    "Nothing to do",
    "[NULL @ 0x55d5] Unknown encoder 'h264_nvenc'",
])
def test_round210_left_open_wordings_stay_unread(text):
    m = top(text)
    assert m is None or m["id"].startswith(("resemblance/", "classifier/")), m
