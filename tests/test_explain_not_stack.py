"""Errors that are not GPU-stack failures (doctor/signatures/not_stack.py): explain names no GPU cause for them,
says what they are instead, and keeps a real GPU-stack finding elsewhere in the same paste. The corpus side:
tests/corpus/negatives1.yaml (real texts whose cause is no category, cited; the tuning share of the negatives:
the entries were written after its first run) must read silent."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from doctor.explain import explain

CORPUS = Path(__file__).parent / "corpus"


@pytest.mark.parametrize("text, entry", [
    ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
     "the 'spawn' start method", "not-stack/cuda-in-forked-child"),
    ("RuntimeError: CUDA error: device-side assert triggered\nCUDA kernel errors might be asynchronously reported at "
     "some other API call, so the stacktrace below might be incorrect.", "not-stack/device-side-assert"),
    ("/opt/pytorch/aten/src/ATen/native/cuda/Loss.cu:250: nll_loss2d_forward_kernel: block: [0,0,0], thread: [4,0,0] "
     "Assertion `t >= 0 && t < n_classes` failed.", "not-stack/device-side-assert"),
    ("RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!",
     "not-stack/tensors-on-different-devices"),
    ("$ python convert.py --ckpt llama-65b\nKilled", "not-stack/host-oom-killer"),
    ("[1]    48213 killed     python3 -m llama.convert --ckpt_dir ckpt", "not-stack/host-oom-killer"),
    ("[ 8812.331] Out of memory: Killed process 20931 (python) total-vm:98123456kB", "not-stack/host-oom-killer"),
    ("Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137", "not-stack/host-oom-killer"),
    ("RuntimeError: [enforce fail at alloc_cpu.cpp:83] err == 0. DefaultCPUAllocator: can't allocate memory: you "
     "tried to allocate 26843545600 bytes.", "not-stack/host-oom-killer"),
    ("/usr/bin/ld: cannot find build/temp.linux-x86_64-3.10/csrc/adam/fused_adam_frontend.o: No such file or "
     "directory\ncollect2: error: ld returned 1 exit status", "not-stack/linker-missing-object"),
    ("rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory\n"
     "Aborted (core dumped)", "not-stack/amd-rocm"),
    ("RuntimeError: MPS backend out of memory (MPS allocated: 17.00 GB, other allocations: 1.07 GB, max allowed: "
     "18.13 GB)", "not-stack/apple-mps"),
])
def test_a_known_non_stack_error_names_no_gpu_cause_and_says_what_it_is(text, entry):
    r = explain(text)
    assert r["matches"] == []
    assert r["not_gpu_stack"][0]["id"] == entry
    assert r["not_gpu_stack"][0]["remediation"]


@pytest.mark.parametrize("text, category", [
    # a real GPU-stack line elsewhere in the paste is still read (and ranked first)
    ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 23.65 GiB total capacity)\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
     "the 'spawn' start method", "gpu_oom"),
    # lookalikes the entries must leave alone
    ("/usr/bin/ld: cannot find -lcuda: No such file or directory", "cuda_init_failed"),
    ("torch.OutOfMemoryError: HIP out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of "
     "23.98 GiB", "gpu_oom"),
    ("RuntimeError: CUDA error: out of memory\nCUDA kernel errors might be asynchronously reported at some other API "
     "call, so the stacktrace below might be incorrect.", "gpu_oom"),
])
def test_a_gpu_stack_error_is_still_read(text, category):
    m = explain(text)["matches"]
    assert m and m[0]["category"] == category


def test_a_plain_gpu_error_has_no_not_stack_key():
    assert "not_gpu_stack" not in explain("CUDA error: out of memory")


def test_every_tuning_negative_reads_silent():
    samples = yaml.safe_load((CORPUS / "negatives1.yaml").read_text(encoding="utf-8"))
    assert len(samples) >= 40
    claims = [(s["source"], m[0]["category"]) for s in samples for m in [explain(s["text"])["matches"]] if m]
    assert claims == []


def test_cli_says_not_a_gpu_stack_failure_and_exits_1(doctor):
    text = ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must "
            "use the 'spawn' start method")
    r = doctor("explain", text)
    assert r.code == 1          # exit 1: no GPU-stack error recognised (README)
    assert r.stdout.startswith("Not a GPU-stack failure: CUDA used in a forked child process")
    assert "[not a GPU-stack fault]" in r.stdout and "spawn" in r.stdout
    j = json.loads(doctor("explain", "-o", "json", text).stdout)
    assert j["matches"] == [] and j["not_gpu_stack"][0]["line_number"] == 1
    page = doctor("explain", "-o", "html", text).stdout
    assert 'id="not-gpu-stack"' in page and "forked" in page
