"""Round 197 of issue 12: wave 153 (fresh904..906: 30/33 on 6a36b816, which never saw them) and negatives154 (19/19
silent) wired as tuning data; Infery's 'GPU isn't available on this machine' read as no_device_visible, cuBLASLt's
heuristic refusing a matmul configuration ('the requested functionality is not supported') as dtype_unsupported_by_gpu,
and xformers' build-mismatch warning beside torch's own 'sm_120 is not compatible with the current PyTorch installation'
ranked after it (tests/corpus/README.md 'Hundred-and-ninety-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh905, sdbds/musubi-tuner-scripts#12, verbatim
XFORMERS_AND_SM120 = (
    "WARNING:xformers:WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
    "    PyTorch 2.6.0+cu124 with CUDA 1204 (you have 2.5.1+cu124)\n"
    "    Python  3.10.11 (you have 3.10.16)\n"
    "  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)\n"
    "  Memory-efficient attention, SwiGLU, sparse and more won't be available.\n"
    "  Set XFORMERS_MORE_DETAILS=1 for more details\n"
    "K:\\musubi-tuner-scripts\\.venv\\lib\\site-packages\\torch\\cuda\\__init__.py:235: UserWarning:\n"
    "NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.\n"
    "The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.\n"
    "If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at "
    "https://pytorch.org/get-started/locally/\n\n  warnings.warn(")
# fresh905, microsoft/superbenchmark#526, verbatim
CUBLASLT_HEURISTIC = (
    "cuBLAS call cublasLtMatmulAlgoGetHeuristic(handle_.get(), op_desc_.get(), a_desc_.get(), b_desc_.get(), "
    "c_desc_.get(), d_desc_.get(), preference_.get(), max_algorithm_count, results.data(), &found_algorithm_count) "
    "failed at /opt/superbench/superbench/benchmarks/micro_benchmarks/cublaslt_gemm/cublaslt_utils.cc:98 'the requested "
    "functionality is not supported'")
# fresh906, Deci-AI/infery-examples#25, verbatim
INFERY = (
    "__init__ -INFO- Infery was successfully imported with 8 CPUS and 0 GPUS.\n"
    "infery_manager -ERROR- Failed to register the model: Trying to initialize model for GPU execution, but GPU isn't "
    "available on this machine\n"
    "Traceback (most recent call last):\n"
    "  File \"infery_benchmark.py\", line 21, in <module>\n"
    "    main()\n"
    "  File \"infery_benchmark.py\", line 12, in main\n"
    "    inference_hardware=\"gpu\",\n"
    "  File \"/usr/local/lib/python3.6/dist-packages/infery/inference/infery_manager.py\", line 238, in load\n"
    "  File \"/usr/local/lib/python3.6/dist-packages/infery/inference/infery_manager.py\", line 193, in "
    "__verify_arguments_for_model_loading")


@pytest.mark.parametrize("text,category,entry", [
    (XFORMERS_AND_SM120, "no_kernel_image_arch", "gpu/no-kernel-image"),
    (CUBLASLT_HEURISTIC, "dtype_unsupported_by_gpu", "gpu/cublaslt-heuristic-not-supported"),
    (INFERY, "no_device_visible", "gpu/infery-gpu-not-available"),
])
def test_round197_wave_153_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


def test_round197_the_xformers_warning_alone_keeps_its_reading():
    alone = XFORMERS_AND_SM120.split("K:\\")[0]
    m = top(alone)
    assert m is not None and (m["category"], m["id"]) == ("cuda_library_version_mismatch",
                                                          "gpu/xformers-built-for-other-torch"), m


def test_round197_the_xformers_warning_stays_a_finding_beside_the_arch_warning():
    ids = [m["id"] for m in explain(XFORMERS_AND_SM120)["matches"]]
    assert ids.index("gpu/no-kernel-image") < ids.index("gpu/xformers-built-for-other-torch")


@pytest.mark.parametrize("text", [
    # DXGI's and other APIs' same words are not cuBLASLt's refusal
    "DXGI_ERROR_UNSUPPORTED: The requested functionality is not supported by the device or driver.",
    "Error: Permission denied or the requested functionality is not supported",
])
def test_round197_the_words_without_cublaslt_are_not_the_cublaslt_entry(text):
    assert "gpu/cublaslt-heuristic-not-supported" not in [m["id"] for m in explain(text)["matches"]]
