"""Round 13 (fresh19/fresh20 misses read as families): probes in other programs' wording of the same causes, and
negatives that must not be read so. Emitters' format strings are cited in doctor/signatures/gpu.py and events.py."""
import pytest

from doctor.explain import explain
from doctor.signatures.events import parse_event


def top1(text):
    m = explain(text)["matches"]
    return m[0]["category"] if m else None


@pytest.mark.parametrize("text,category", [
    # Accelerate's err.format for fp8 and other trainers' 'GPU does not support bf16'
    ("ValueError: fp8 mixed precision requires a GPU supported device.", "dtype_unsupported_by_gpu"),
    ("RuntimeError: Your GPU does not support bfloat16, use fp16 instead", "dtype_unsupported_by_gpu"),
    ("ValueError: bf16 mixed precision requires PyTorch >= 1.10 and a supported device.", "dtype_unsupported_by_gpu"),
    # PyTorch >= 2.1 allocator body without its 'CUDA out of memory.' head
    ("Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 14.75 GiB of which 1.2 GiB is free.", "gpu_oom"),
    ("[ERROR] DEVICE cudaMalloc failed, ret[2], out of memory", "gpu_oom"),
    ("DEBUG: Possible options found for libcudart.so: set()", "cuda_init_failed"),
    ("OSError: libcudart.so.12 not found", "cuda_init_failed"),
    ("CUDA_ERROR_STUB_LIBRARY: CUDA driver is a stub library", "driver_not_loaded"),
    ("I cuda_diagnostics.cc:163] no NVIDIA GPU device is present: /dev/nvidia0 does not exist", "no_device_visible"),
    ("nvidia-container-cli: mount error: file creation failed: /var/lib/x/dev/nvidia-uvm: operation not permitted",
     "container_runtime_misconfigured"),
    ("getaddrinfo master-0: Name does not resolve", "dns_resolution"),
    ("lightning_fabric.utilities.exceptions.MisconfigurationException: `CUDAAccelerator` can not run on your system "
     "since the accelerator is not available.", "no_device_visible"),
    ("RuntimeError: Unknown backend: 'cuda' requested, but no platforms that are instances of cuda are present. "
     "Platforms present are: cpu", "no_device_visible"),
    ("ValueError: fp16 mixed precision requires a GPU (not 'cpu').", "no_device_visible"),
    ("torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised: RuntimeError: Found Tesla P100-PCIE-16GB which "
     "is too old to be supported by the triton GPU compiler, which is used as the backend.", "dtype_unsupported_by_gpu"),
    ("`fa2B@2.5.7-pt` requires device with capability >= (8, 0) but your GPU has capability (7, 5)",
     "dtype_unsupported_by_gpu"),
    # (round 58: the too-new refusal reads dtype_unsupported_by_gpu, its wording's labels 3:0; the no-kernel reading second)
    ("`fa3F@0.0.0` is not supported because: requires device with capability <= (9, 0) but your GPU has capability "
     "(12, 0) (too new)", "dtype_unsupported_by_gpu"),
    ("ValueError: Your setup doesn't support bf16/gpu. You need torch>=1.10, using Ampere GPU with cuda>=11.0",
     "dtype_unsupported_by_gpu"),
])
def test_round13_families_read_other_wordings(text, category):
    assert top1(text) == category


@pytest.mark.parametrize("text", [
    "Successfully opened dynamic library libcudart.so.11.0",
    "bf16 mixed precision enabled on 8 devices",
    "Tried to allocate a ticket for the queue",
    "malloc failed: out of memory (host swap exhausted)",
    "MisconfigurationException: `MPSAccelerator` can not run on your system since the accelerator is not available.",
])
def test_round13_families_stay_silent_on_lookalikes(text):
    assert top1(text) not in ("dtype_unsupported_by_gpu", "gpu_oom", "cuda_init_failed")


def test_round13_json_field_line_reads_as_the_message():
    out = parse_event('    "message": "0/3 nodes are available: 3 Insufficient nvidia.com/gpu.",')
    assert out["reasons"] == {"Insufficient nvidia.com/gpu": 3} and out["total"] == 3


@pytest.mark.parametrize("text,reasons", [
    ('the event says "persistentvolumeclaim "data-0" was not created for the pod" and stays',
     {'persistentvolumeclaim "data-0" was not created for the pod': None}),
    ('  Warning  FailedScheduling  1m  default-scheduler  persistentvolumeclaim "x" bound to non-existent '
     'persistentvolume "pv-1"', {'persistentvolumeclaim "x" bound to non-existent persistentvolume "pv-1"': None}),
    ("  1m\t\t1m\t\t3\t{default-scheduler }\t\t\tWarning\t\tFailedScheduling\tpod (p-1) failed to fit in any node", {}),
])
def test_round13_event_forms(text, reasons):
    out = parse_event(text)
    assert out is not None and out["reasons"] == reasons and out["total"] is None


def test_round13_fit_failure_head_with_reasons_keeps_them():
    text = "pod (p) failed to fit in any node\nfit failure on node (n1): PodFitsResources\n"
    assert parse_event(text)["reasons"] == {"PodFitsResources": 1}
