"""Round 184 of issue 12: wave 140 (fresh866..868: 11/13 on catalogue 82bc47a6, which never saw them) and negatives143
(14/14 silent) wired as tuning data; CUDA's device linker refusing a newer toolkit's object no longer reads as an NVLink
fault; Omniverse Kit skipping a GPU whose CUDA is in a bad state read as CUDA failing to initialise
(tests/corpus/README.md 'Hundred-and-eighty-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

NVLINK_LINKER = ("UnfilteredStackTrace: jaxlib.xla_extension.XlaRuntimeError: INTERNAL: nvlink exited with non-zero "
                 "error code 256,output: nvlink fatal  : Input file '/tmp/tempfile-llpc-cab04a7-18966-5fd3b5872b691."
                 "cubin' newer than toolkit (118 vs114)")


@pytest.mark.parametrize("text, category, sig_id", [
    (NVLINK_LINKER, "cuda_library_version_mismatch", "gpu/nvlink-input-newer-than-toolkit"),
    ("(IsaacLabTuneTrainable pid=5501) : 2025-08-26T14:54:19Z [2,408ms] [Warning] [gpu.foundation.plugin] Skipping "
     "NVIDIA GPU due CUDA being in bad state: Quadro RTX 6000", "cuda_init_failed",
     "gpu/omniverse-gpu-skipped-cuda-bad-state"),
])
def test_round184_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


def test_round184_the_device_linker_is_not_an_nvlink_fault():
    assert "hw/family-xid" not in [m["id"] for m in explain(NVLINK_LINKER)["matches"]]
    assert "hw/family-xid" not in [m["id"] for m in explain("nvlink error   : Undefined reference to '_Z3fooPf'")["matches"]]


@pytest.mark.parametrize("text", ["NVLink fatal error on link 3 of GPU 0", "nvlink errors detected on GPU 00000000:3B:00.0"])
def test_round184_an_interconnect_fault_still_reads_as_a_gpu_fault(text):
    m = top(text)
    assert m is not None and m["category"] == "xid_error", m and (m["category"], m["id"])
