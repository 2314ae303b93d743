"""Round 98 of issue 12: wave 54 (GitHub issue threads, fresh461..465: 47/53 on round 97's final, which never saw them)
and negatives64 (41/41 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Ninety-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('dtype_unsupported_by_gpu', 'concept/dtype-needs-newer-gpu',
     '[standardEngineBuilder.cpp::buildEngine::2072] Error Code 9: Internal Error (Networks with '
     'QuantizeLayer/DequantizeLayer layers require hardware with Int8 support.)'),
    ('cuda_library_version_mismatch', 'gpu/extension-op-no-cuda-kernel',
     " NotImplementedError: Could not run 'torchao::dequantize_tensor_core_tiled_layout' with arguments from the 'CUDA' "
     "backend."),
    ('cuda_library_version_mismatch', 'gpu/torchvision-custom-ops-not-loaded',
     "Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are incompatible, or if you "
     "had errors while compiling torchvision from source."),
    ('no_device_visible', 'gpu/torchsort-no-cuda-extension',
     'ImportError: You are trying to use the torchsort CUDA extension, but it looks like it is not available. Make sure '
     'you have the CUDA toolchain installed'),
    # a ref-qualified member of torch::Library (_ZNR...), wrapped across a rich traceback box
    ('cuda_library_version_mismatch', 'gpu/torch-extension-undefined-symbol',
     '│ ImportError: /x/.venv/lib/python3.12/site-packages/torch_harmonics/attention/_C.cpython-312-x86_64-linux-gnu.so: '
     'undefined        │\n│ symbol: _ZNR5torch7Library4_defEON3c1014FunctionSchemaEPNS1_12OperatorNameE'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round98_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # PyTorch's own ops without a CUDA kernel stay gpu/torch-no-cuda-kernels' (a CPU-only torch)
    ("gpu/extension-op-no-cuda-kernel",
     "NotImplementedError: Could not run 'aten::empty_strided' with arguments from the 'CUDA' backend."),
    ("gpu/extension-op-no-cuda-kernel",
     "Could not run 'torchao::quantize' with arguments from the 'CPU' backend."),
    ("gpu/torchvision-custom-ops-not-loaded", "Loaded custom C++ ops from torchvision._C"),
    ("gpu/torchsort-no-cuda-extension", "torchsort CUDA extension is available"),
])
def test_round98_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round98_a_format_the_hardware_has_is_not_read():
    text = "Networks with QuantizeLayer layers were built on hardware with Int8 support."
    assert "dtype_unsupported_by_gpu" not in [m["category"] for m in explain(text)["matches"]]


def test_round98_deepep_gin_unavailable_is_the_rdma_path():
    m = top('RuntimeError: Assertion exception (/workspace/DeepEP/csrc/kernels/backend/nccl.cu:87): (allow_hybrid_mode ? '
            'props.railedGinType : props.ginType) != NCCL_GIN_TYPE_NONE and "NCCL GIN is unavailable. This is usually '
            'due to a network configuration issue, " "such as `allow_hybrid_mode=0` (disable direct RDMA kernels) in '
            'multi-plane network."')
    assert m is not None and (m["category"], m["id"]) == ("ib_unavailable", "distributed/deepep-nccl-gin-unavailable")
