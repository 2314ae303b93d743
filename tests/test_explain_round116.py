"""Round 116 of issue 12: wave 72 (GitHub issue threads, fresh551..555: 45/47 on round 115's final, which never saw them)
and negatives82 (35/35 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-sixteenth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

_NCNN_LLVMPIPE = ("./rife-ncnn-vulkan -i inputs/ -o out/ -g 0\n"
                  "[0 llvmpipe (LLVM 15.0.7, 256 bits)]  queueC=0[1]  queueG=0[1]  queueT=0[1]\n"
                  "[0 llvmpipe (LLVM 15.0.7, 256 bits)]  bugsbn1=0  bugbilz=0  bugcopc=0  bugihfa=0")

READS = [
    ('graphics_driver_unavailable', 'gpu/ncnn-llvmpipe-only', _NCNN_LLVMPIPE),
    ('graphics_driver_unavailable', 'gpu/virtualgl-egl-no-device-platform',
     '[VGL] ERROR: in init3D--\n[VGL]    211: EGL_EXT_platform_device extension not available'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round116_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round116_the_cuda_runtime_strings_name_the_gpu_for_the_out_of_memory_concept():
    # (a line that is only 'out of memory' reads gpu/bare-out-of-memory-line first since round 118; with a prefix the
    # concept reads it, and only beside the CUDA runtime's strings)
    m = top('RuntimeError: out of memory\ninvalid argument\nan illegal memory access was encountered')
    assert m is not None and (m["category"], m["id"]) == ("gpu_oom", "concept/gpu-oom-in-gpu-paste"), m
    assert explain('RuntimeError: out of memory\ninvalid argument')["matches"] == []
    m = top('out of memory\ninvalid argument\nan illegal memory access was encountered')
    assert m is not None and (m["category"], m["id"]) == ("gpu_oom", "gpu/bare-out-of-memory-line"), m


@pytest.mark.parametrize("entry,text", [
    # an NVIDIA device in ncnn's list beside llvmpipe: the GPU is there
    ("gpu/ncnn-llvmpipe-only", "[0 NVIDIA GeForce RTX 3080]  queueC=2[8]  queueG=0[16]\n"
                               "[1 llvmpipe (LLVM 15.0.7, 256 bits)]  queueC=0[1]  queueG=0[1]"),
    ("gpu/virtualgl-egl-no-device-platform", "EGL_EXT_platform_device extension available"),
    # a bare out-of-memory line with no GPU word and no CUDA runtime string stays silent
    ("concept/gpu-oom-in-gpu-paste", "out of memory\ninvalid argument"),
])
def test_round116_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
