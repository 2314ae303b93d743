"""Round 79 of issue 12: wave 36 (GitHub issue threads, fresh375..377: 23/29 on round 77's final, a2223997) wired as
tuning data; its six misses fixed by cause (tests/corpus/README.md 'Seventy-ninth round'). Each new or widened entry
read on its wave-36 wording, and not on near misses."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('ib_unavailable', 'distributed/libfabric-fi-getinfo-enodata', '`fi_info -p efa`\n`fi_getinfo: -61 (No data available)`'),
    ('driver_not_loaded', 'gpu/systemd-no-dev-nvidia',
     'Jul 31 11:57:35 server systemd[1]: nvidia-persistenced.service - NVIDIA Persistence Daemon skipped, unmet condition '
     'check ConditionPathExistsGlob=/dev/nvidia* was not met'),
    ('graphics_driver_unavailable', 'gpu/nvidia-settings-not-nvidia-x-driver',
     'You do not appear to be using the NVIDIA X driver.  Please edit your X configuration file (just run '
     '`nvidia-xconfig` as root), and restart the X server.'),
    ('driver_install_failed', 'gpu/nvidia-module-compile-error',
     'In file included from /build/kernel/nvidia-drm/nvidia-drm-drv.c:27:\n/build/kernel/nvidia-drm/nvidia-drm-fb.h:30:10: '
     'fatal error: drm/drmP.h: No such file or directory\n   30 | #include <drm/drmP.h>\ncompilation terminated.'),
    ('driver_install_failed', 'gpu/nix-nvidia-kbuild-failed',
     "make[2]: *** [/nix/store/fp2zqza2zczys0x06sfwkggx9p0p784f-linux-5.10.11-dev/lib/modules/5.10.11/source/Makefile:1805: "
     "/build/kernel] Error 2\nmake: *** [Makefile:81: modules] Error 2"),
    # make's '***' (which clean_line reads as markdown emphasis) in the .run installer's kbuild line
    ('driver_install_failed', 'gpu/nvidia-kernel-tree-build-error',
     'make[3]: *** [/tmp/selfgz1234/NVIDIA-Linux-x86_64-390.157/kernel/nvidia/os-interface.o] Error 1'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round79_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round79_a_missing_header_outside_the_driver_tree_is_still_not_the_gpu_stack():
    r = explain("src/render.c:12:10: fatal error: GL/glew.h: No such file or directory")
    assert r["matches"] == [] and r["not_gpu_stack"][0]["id"] == "not-stack/non-gpu-header-missing"


@pytest.mark.parametrize("entry,text", [
    ("distributed/libfabric-fi-getinfo-enodata", "fi_getinfo: -61 (No data available)"),    # no EFA / OFI in the paste
    ("gpu/systemd-no-dev-nvidia", "ConditionPathExistsGlob=/dev/nvidia* was met"),
    ("gpu/nvidia-settings-not-nvidia-x-driver", "You appear to be using the NVIDIA X driver 550.54.15"),
    ("gpu/nix-nvidia-kbuild-failed", "make[2]: *** [/nix/store/x-linux-5.10.11-dev/lib/modules/5.10.11/source/Makefile:1805: "
                                     "/build/zfs] Error 2"),
])
def test_round79_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
