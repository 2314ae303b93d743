"""Round 121 of issue 12: wave 77 (GitHub issue threads, fresh578..580: 40/44 on round 120's final, which never saw them)
and negatives87 (36/36 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-twenty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('cuda_library_version_mismatch', 'gpu/tensorrt-myelin-cublas-version',
     "  [TRT] [E] 1: [raiiMyelinGraph.h::RAIIMyelinGraph::24] Error Code 1: Myelin (Compiled against cuBLASLt 11.9.2.0 "
     "but running against cuBLASLt 11.2.1.0.)"),
    ('cuda_library_version_mismatch', 'gpu/tensorrt-myelin-cublas-version',
     "[mmdeploy] [error] [trt_net.cpp:28] TRTNet: 1: [raiiMyelinGraph.h::RAIIMyelinGraph::24] Error Code 1: Myelin "
     "(Compiled against cuBLAS 11.11.3.0 but running against cuBLAS 11.10.3.0.)"),
    ('no_kernel_image_arch', 'gpu/ggml-not-compiled-for-arch',
     '//ml/backend/ggml/ggml/src/ggml-cuda/ggml-cuda.cu:329: GGML_ASSERT(ggml_cuda_has_arch(info.devices[id].cc) && '
     '"ggml was not compiled with support for this arch") failed'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round121_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # two different libraries named: not one library's version mismatch
    ("gpu/tensorrt-myelin-cublas-version", "Compiled against cuBLAS 11.11.3.0 but running against cuDNN 8.6.0"),
    ("gpu/ggml-not-compiled-for-arch", "ggml was compiled with support for this arch: sm_86"),
])
def test_round121_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
