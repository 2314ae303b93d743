"""Round 113 of issue 12: wave 69 (GitHub issue threads, fresh536..540: 34/37 on round 112's final, which never saw them)
and negatives79 (47/47 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-thirteenth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

_WAIFU2X = ("/usr/local/bin/luajit: /usr/local/share/lua/5.1/trepl/init.lua:383: lib/w2nn.lua:18: Failed to load CUDA "
            "modules. Please check the CUDA Settings.\nstack traceback:\n        [C]: in function 'error'")

READS = [
    ('cuda_init_failed', 'gpu/waifu2x-cuda-modules', _WAIFU2X),
    # XLA's bare cuDNN start-up failure: the version mismatch first since this round (8:1 in the corpus)
    ('cuda_library_version_mismatch', 'gpu/xla-dnn-library-init',
     'XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the errors above'),
    # libcudnn not loaded stays cuDNN failing to start (5:4)
    ('cuda_init_failed', 'gpu/xla-dnn-library-not-found', 'W tensorflow/core/kernels/conv_ops.cc] DNN library is not found.'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round113_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round113_dnn_library_init_keeps_both_readings():
    m = top("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed.")
    assert [r["category"] for r in m["readings"]] == ["cuda_library_version_mismatch", "cuda_init_failed"]
    # a memory failure above it still decides for cuDNN failing to start
    m = top("E0101 cuda_dnn.cc:535] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"
            "jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed.")
    assert m is not None and m["id"] != "gpu/xla-dnn-library-init", m["id"]


def test_round113_waifu2x_reason_after_the_dashes_outranks_the_loader_line():
    # cutorch's own reason (error=35, driver too old) is printed after '---' and names the cause
    m = top("THCudaCheck FAIL file=/home/user/torch/extra/cutorch/lib/THC/THCGeneral.c line=70 error=35 : CUDA driver "
            "version is insufficient for CUDA runtime version\n" + _WAIFU2X)
    assert m is not None and m["category"] == "cuda_driver_too_old", m and m["id"]


@pytest.mark.parametrize("entry,text", [
    ("gpu/waifu2x-cuda-modules", "Loaded CUDA modules: cutorch, cunn"),
    ("gpu/waifu2x-cuda-modules", "Please check the CUDA settings in the launcher."),
    ("gpu/xla-dnn-library-init", "DNN library initialization succeeded"),
    ("gpu/xla-dnn-library-not-found", "Using the DNN library found at /usr/lib/x86_64-linux-gnu/libcudnn.so.9"),
])
def test_round113_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
