"""Round 115 of issue 12: wave 71 (GitHub issue threads, fresh546..550: 31/34 on round 114's final, which never saw them)
and negatives81 (47/48 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-fifteenth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('no_kernel_image_arch', 'gpu/nvafx-gpu-unsupported',
     "[noise suppress: 'Noise Suppression (NVIDIA)'] NvAFX_CreateEffect() failed, error 11"),
    ('no_kernel_image_arch', 'gpu/nvafx-gpu-unsupported', "NvAFX_Load() returned NVAFX_STATUS_GPU_UNSUPPORTED"),
    ('shm_insufficient', 'gpu/chrome-tab-crashed-shm',
     'session deleted because of page crash from unknown error: cannot determine loading status from tab crashed'),
    ('no_kernel_image_arch', 'gpu/cuda-invalid-ptx',
     'panic: Failed to load module "sigmoid64" data for Device GPU(0) context 475055283029: InvalidPtx'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round115_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # another AFX status (8: the model file could not be loaded) is not the unsupported GPU
    ("gpu/nvafx-gpu-unsupported", "NvAFX_CreateEffect() failed, error 8"),
    ("gpu/nvafx-gpu-unsupported", "NvAFX_CreateEffect() failed, error 110"),
    ("gpu/chrome-tab-crashed-shm", "Tab crashed? Reload the page."),
    ("gpu/cuda-invalid-ptx", "InvalidPtxVersion check skipped"),
])
def test_round115_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
