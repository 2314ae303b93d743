"""Round 128 of issue 12: wave 84 (GitHub issue threads, fresh610..614: 47/50 on round 127's final, which never saw them)
and negatives95 (33/34 silent) wired as tuning data; the misses fixed by cause where the text states it
(tests/corpus/README.md 'Hundred-and-twenty-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


def test_round128_a_miner_that_cannot_count_the_cuda_devices():
    m = top("Error: Can't start miner, unable to get number of CUDA devices, is nvidia driver installed?")
    assert m is not None and (m["category"], m["id"]) == ("cuda_init_failed", "gpu/cuda-device-count-unavailable"), m


@pytest.mark.parametrize("text", [
    "C:\\Python310\\site-packages\\torch\\_masked\\__init__.py:223: UserWarning: Failed to initialize NumPy: module "
    "compiled against API version 0xf but this version of numpy is 0xe (Triggered internally at  "
    "..\\torch\\csrc\\utils\\tensor_numpy.cpp:68.)\n  example_input = torch.tensor([[-3, -2, -1], [0, 1, 2]])",
    "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash. To support both 1.x and "
    "2.x\nversions of NumPy, modules must be compiled with NumPy 2.0.",
])
def test_round128_a_numpy_abi_mismatch_is_not_the_gpu_stack(text):
    r = explain(text)
    assert r["matches"] == [], [m["id"] for m in r["matches"]]
    assert "not-stack/numpy-abi-mismatch" in [n["id"] for n in r.get("not_gpu_stack") or []]


def test_round128_a_cuda_error_beside_the_numpy_warning_is_still_read():
    r = explain("UserWarning: Failed to initialize NumPy: module compiled against API version 0xf but this version of "
                "numpy is 0xe\nRuntimeError: CUDA error: no kernel image is available for execution on the device")
    assert r["matches"] and r["matches"][0]["category"] == "no_kernel_image_arch", r["matches"][:1]


@pytest.mark.parametrize("entry,text", [
    ("gpu/cuda-device-count-unavailable", "unable to get number of CPU cores, defaulting to 1"),
])
def test_round128_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
