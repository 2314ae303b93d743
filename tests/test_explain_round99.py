"""Round 99 of issue 12: wave 55 (GitHub issue threads, fresh466..470: 50/53 on round 98's final, which never saw them)
and negatives65 (49/49 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Ninety-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # a torch release that printed its warning template unfilled
    ('no_kernel_image_arch', 'gpu/torch-found-gpu-capability',
     '/home/z/.local/lib/python3.9/site-packages/torch/cuda/__init__.py:83: UserWarning: \n'
     '    Found GPU%d %s which is of cuda capability %d.%d.\n'
     '    PyTorch no longer supports this GPU because it is too old.\n'
     '    The minimum cuda capability supported by this library is %d.%d.'),
    ('cuda_init_failed', 'gpu/libcudart-not-found',
     '/home/u/.local/lib/python3.8/site-packages/bitsandbytes/cuda_setup/main.py:136: UserWarning: WARNING: No '
     'libcudart.so found! Install CUDA or the cudatoolkit package (anaconda)!\n  warn(msg)\n'
     'CUDA SETUP: Highest compute capability among GPUs detected: 8.6\n'
     'CUDA SETUP: Loading binary /home/u/.local/lib/python3.8/site-packages/bitsandbytes/libbitsandbytes_cpu.so...'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round99_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round99_a_missing_driver_still_names_the_driver():
    text = ("UserWarning: WARNING: No libcudart.so found! Install CUDA or the cudatoolkit package (anaconda)!\n"
            "CUDA SETUP: WARNING! libcuda.so not found! Do you have a CUDA driver installed? If you are on a cluster, "
            "make sure you are on a CUDA machine!")
    m = top(text)
    assert m is not None and m["category"] == "driver_not_loaded", m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/torch-found-gpu-capability", "Found GPU%d devices"),
    ("gpu/libcudart-not-found", "libcudart.so found at /usr/local/cuda/lib64"),
])
def test_round99_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round99_the_bare_os_words_in_prose_stay_unread():
    # round 57's principle: Windows' WSAEADDRINUSE text alone (here in French) states no distributed store or port
    text = ("Une seule utilisation de chaque adresse de socket (protocole/adresse rÚseau/port) est habituellement "
            "autorisÚe.)")
    assert explain(text)["matches"] == []
