"""Round 193 of issue 12: wave 149 (fresh892..894: 15/18 on b2f2c1c8, the catalogue of r47's last commit, which never
saw them) and negatives151 (6/6 silent) wired as tuning data; cuBLAS refusing a bfloat16 GEMM and PyTorch's scaled
matmul refusing row-wise scales read as dtype_unsupported_by_gpu; NVEncC's CUDA_ERROR_INVALID_CONTEXT in its GPU probe
read as cuda_init_failed, not as the 'No GPU found suitable' summary after it (tests/corpus/README.md
'Hundred-and-ninety-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh892, pytorch/pytorch#57773, verbatim (the reporter's line breaks inside the call kept)
CUBLAS_BF16 = (
    "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmStridedBatchedExFix(handle, opa, opb,\n"
    "(int)m, (int)n, (int)k, (void*)&falpha, a, CUDA_R_16BF, (int)lda, stridea, b, CUDA_R_16BF, (int)ldb, strideb, "
    "(void*)&fbeta, c,\n"
    "CUDA_R_16BF, (int)ldc, stridec, (int)num_batches, CUDA_R_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP)")
# fresh893, rigaya/NVEnc#751, verbatim
NVENCC = ("gpuinfo: cuCtxPopCurrent error:0xc9 (CUDA_ERROR_INVALID_CONTEXT)\n"
          "No GPU found suitable for NVEnc Encoding.\n"
          "Failed to initialize CUDA.")


@pytest.mark.parametrize("text,category,entry", [
    (CUBLAS_BF16, "dtype_unsupported_by_gpu", "gpu/cublas-bf16-gemm-not-supported"),
    ("RuntimeError: Rowwise scaling is not currently supported on your device", "dtype_unsupported_by_gpu",
     "gpu/scaled-mm-rowwise-unsupported"),
    (NVENCC, "cuda_init_failed", "gpu/nvencc-cuda-invalid-context"),
])
def test_round193_wave_149_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


def test_round193_a_float32_gemm_refused_is_not_the_bf16_entry():
    text = ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasSgemm( handle, opa, opb, m, n, k, "
            "&alpha, a, lda, b, ldb, &beta, c, ldc)`\nCUDA_R_16BF tensors are converted elsewhere")
    assert "gpu/cublas-bf16-gemm-not-supported" not in [m["id"] for m in explain(text)["matches"]]


def test_round193_nvencc_out_of_memory_in_gpuinfo_is_not_the_context_entry():
    text = "gpuinfo: cuMemAlloc error:0x2 (CUDA_ERROR_OUT_OF_MEMORY)"
    assert "gpu/nvencc-cuda-invalid-context" not in [m["id"] for m in explain(text)["matches"]]
