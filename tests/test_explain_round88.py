"""Round 88 of issue 12: wave 44 (GitHub issue threads, fresh411..415: 44/51 on round 87's final, which never saw them;
events 1/1) and negatives54 (36/36 silent) wired as tuning data; the misses fixed by cause, each read on its own wording
and not on near misses (tests/corpus/README.md 'Eighty-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('driver_install_failed', 'gpu/apt-driver-unmet-dependencies',
     'The following packages have unmet dependencies:\n'
     ' cuda-drivers-550 : Depends: nvidia-driver-550 (>= 550.90.12) but it is not going to be installed or\n'
     '                             nvidia-driver-550-open (>= 550.90.12) but it is not going to be installed or\n'
     'E: Unable to correct problems, you have held broken packages.'),
    ('no_device_visible', 'gpu/paddle-gpu-id-beyond-count',
     'Error: id must less than GPU count\n  [Hint: Expected id < GetCUDADeviceCount(), but received id:0 >= '
     'GetCUDADeviceCount():0.] at (/paddle/paddle/fluid/platform/gpu_info.cc:240)'),
    ('gpu_oom', 'gpu/program-no-gpu-with-enough-memory', 'Torch was not able to find a GPU with at least 20 GB of RAM.'),
    ('nvml_init_failed', 'runtime/nvml-permissions',
     '2016-12-14 10:19:34: python.d ERROR: nv pynvml could not be initialized Insufficient Permissions'),
    ('no_device_visible', 'gpu/kepler-no-gpu-accelerator',
     "E0916 13:14:44.694734       1 accelerator.go:154] [DUMMY] doesn't contain GPU\n"
     "E0916 13:14:44.694755       1 exporter.go:154] failed to init GPU accelerators: no devices found"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round88_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/apt-driver-unmet-dependencies", " libssl-dev : Depends: libssl3 (= 3.0.2-0ubuntu1.15) but 3.0.2-0ubuntu1.16 is to be installed"),
    ("gpu/apt-driver-unmet-dependencies", "Setting up nvidia-driver-550 (550.90.12-0ubuntu1) ..."),
    ("gpu/paddle-gpu-id-beyond-count", "GetCUDADeviceCount(): 2 devices"),
    ("gpu/program-no-gpu-with-enough-memory", "Found a GPU with at least 20 GB of RAM: NVIDIA A100"),
    ("runtime/nvml-permissions", "pynvml initialized: 2 devices"),
    ("gpu/kepler-no-gpu-accelerator", "I0916 accelerator.go:120] using gpu collector nvml: 4 devices found"),
])
def test_round88_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round88_the_memory_check_names_the_no_gpu_reading_second():
    m = explain("Torch was not able to find a GPU with at least 20 GB of RAM.")["matches"][0]
    assert [r["category"] for r in m["readings"]] == ["gpu_oom", "no_device_visible"], m
