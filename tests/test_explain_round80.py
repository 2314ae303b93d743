"""Round 80 of issue 12: wave 37 (GitHub issue threads, fresh378..380: 14/23 on round 79's final, ce07daa0) wired as
tuning data; four of its misses fixed by cause (tests/corpus/README.md 'Eightieth round'). Each new entry read on its
wave-37 wording, and not on near misses."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('ib_unavailable', 'distributed/nvshmem-no-libmlx5', 'NVSHMEM: Unable to dlopen libmlx5dv. Disabling directNIC features.'),
    ('driver_install_failed', 'gpu/gdrdrv-build-error',
     " gdrdrv.c:157:20: error: redefinition of ‘vm_flags_set’\n   157 | static inline void vm_flags_set(struct vm_area_struct "
     "*vma, vm_flags_t flags)"),
    ('fabric_manager_not_running', 'hardware/fabric-state-out-of-sync',
     '[1891044.581319] NVRM: nvCheckOkFailedNoLog: Check failed: NVLink fabric state cached by the driver is out of sync '
     '[NV_ERR_FABRIC_STATE_OUT_OF_SYNC] (0x00000087) returned from status @ mem_multicast_fabric.c:2917'),
    ('cuda_init_failed', 'concept/cuda-library-not-loaded',
     "Failed to load plugin '/usr/lib/aarch64-linux-gnu/gstreamer-1.0/deepstream/libnvdsgst_infer.so': libnvparsers.so.5: "
     "cannot open shared object file: No such file or directory"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round80_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("distributed/nvshmem-no-libmlx5", "NVSHMEM: loaded libmlx5.so.1, directNIC features enabled"),
    ("gpu/gdrdrv-build-error", "gdrdrv.c:157:20: warning: unused variable 'x'"),
    ("hardware/fabric-state-out-of-sync", "NVLink fabric state: in sync"),
])
def test_round80_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
