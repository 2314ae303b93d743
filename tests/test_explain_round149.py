"""Round 149 of issue 12: wave 105 (GitHub issue threads, fresh713..714: 17/19 on round 147's final, which never saw
them) wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-forty-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('no_device_visible', 'gpu/cuda-must-be-available', "CUDA must be available in order to use Deep Daze"),
    ('driver_install_failed', 'gpu/bitbake-nvidia-module-compile-failed',
     "DEBUG: Executing shell function do_compile\nNOTE: make -j4 KERNEL_SRC=/home/build/nvidia/tmp-glibc/work-shared/"
     "intel-corei7-64/kernel-source SYSSRC=/home/build/nvidia/tmp-glibc/work-shared/intel-corei7-64/kernel-source\n"
     "ERROR: oe_runmake failed"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round149_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/cuda-must-be-available", "CUDA is available: running Deep Daze on cuda:0"),
    # a Yocto build that names no NVIDIA anywhere is no driver build (negatives29's two oe_runmake texts)
    ("gpu/bitbake-nvidia-module-compile-failed",
     "DEBUG: Executing shell function do_compile\nNOTE: make -j8 -C src/ CC=aarch64-poky-linux-gcc\n"
     "ERROR: oe_runmake failed"),
])
def test_round149_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
