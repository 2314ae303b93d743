"""Round 100 of issue 12: wave 56 (GitHub issue threads, fresh471..475: 43/46 on round 99's final, which never saw them)
and negatives66 (39/39 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundredth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

JAX_NO_GPU = ("RuntimeError: Unable to initialize backend 'cuda': FAILED_PRECONDITION: No visible GPU devices. (you may "
              "need to uninstall the failing plugin package, or set JAX_PLATFORMS=cpu to skip this backend.)")

READS = [
    ('no_device_visible', 'gpu/family-no-device', JAX_NO_GPU),
    ('cuda_init_failed', 'gpu/cudnn-libcuda-elfclass32',
     'Could not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: wrong ELF class: ELFCLASS32'),
    ('gpu_oom', 'gpu/nvjpeg-allocator-failure', 'RuntimeError: nvjpegDecode failed: 5'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round100_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round100_a_cuinit_failure_before_jax_no_gpu_still_wins():
    # the texts labelled cuda_init_failed carry cuInit's own error on an earlier line (fresh109, fresh190)
    text = ("2023-07-17 16:45:02.102419: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:268] failed call to "
            "cuInit: CUDA_ERROR_UNKNOWN: unknown error\n"
            "I0717 16:45:02.103141 140580645295040 xla_bridge.py:603] Unable to initialize backend 'cuda': "
            "FAILED_PRECONDITION: No visible GPU devices.")
    m = top(text)
    assert m is not None and m["category"] == "cuda_init_failed", m and (m["category"], m["id"])


def test_round100_other_jax_cuda_backend_failures_stay_cuda_init_failed():
    text = "Unable to initialize backend 'cuda': INTERNAL: Unable to load cuSPARSE. Is it installed?"
    assert "gpu/backend-cuda-init" in [m["id"] for m in explain(text)["matches"]]


def test_round100_the_32bit_libcuda_reading_names_both_causes():
    m = top('Could not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: wrong ELF class: ELFCLASS32')
    assert {r["category"] for r in m.get("readings", [])} >= {"cuda_init_failed", "driver_not_loaded"}, m


def test_round100_a_probe_that_skips_a_32bit_copy_is_not_the_fatal_form():
    # ollama's probe lists the i386 copy and moves on: the cuDNN entry must not read it
    text = ('msg="Unable to load nvcuda" library=/usr/lib/i386-linux-gnu/libcuda.so.535.183.01 error="Unable to load '
            '/usr/lib/i386-linux-gnu/libcuda.so.535.183.01 library to query for Nvidia GPUs: '
            '/usr/lib/i386-linux-gnu/libcuda.so.535.183.01: wrong ELF class: ELFCLASS32"')
    assert "gpu/cudnn-libcuda-elfclass32" not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text", [
    "RuntimeError: nvjpegDecode failed: 2",      # NVJPEG_STATUS_INVALID_PARAMETER, not the allocator
    "RuntimeError: nvjpegDecode failed: 53",
    "nvjpegDecode failed: 5.1 seconds",
])
def test_round100_other_nvjpeg_statuses_are_not_allocator_failures(text):
    assert "gpu/nvjpeg-allocator-failure" not in [m["id"] for m in explain(text)["matches"]]
