"""Round 194 of issue 12: wave 150 (fresh895..897: 20/22 on b2f2c1c8, the catalogue of r47's last commit, which never
saw them) and negatives152 (24/25 silent) wired as tuning data; TensorRT's 'Cudnn Error in execute: 8' read as
no_kernel_image_arch; the NVIDIA Container Runtime's discoverer not locating libcuda.so read as
container_runtime_misconfigured; ONNX Runtime without a non-NVIDIA provider (DirectML) recognised as not the GPU stack
(tests/corpus/README.md 'Hundred-and-ninety-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh897, roflcoopter/viseron#537, verbatim
VISERON = ("docker: Error response from daemon: failed to create shim task: OCI runtime create failed: failed to create "
           "NVIDIA Container Runtime: failed to construct OCI spec modifier: failed to construct discoverer: failed to "
           "create Xorg discoverer: failed to locate libcuda.so: pattern libcuda.so.*.*.* not found: unknown.")


@pytest.mark.parametrize("text,category,entry", [
    # fresh895, NVIDIA/TensorRT#452, verbatim
    ("Building and running a GPU inference engine for MNIST\n"
     "ERROR: cuda/cudaConvolutionLayer.cpp (163) - Cudnn Error in execute: 8\n"
     "ERROR: cuda/cudaConvolutionLayer.cpp (163) - Cudnn Error in execute: 8",
     "no_kernel_image_arch", "gpu/tensorrt-cudnn-execute-failed"),
    (VISERON, "container_runtime_misconfigured", "runtime/nvidia-runtime-discoverer-library-missing"),
])
def test_round194_wave_150_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


def test_round194_other_cudnn_execute_statuses_are_not_the_tensorrt_entry():
    text = "ERROR: cuda/cudaConvolutionLayer.cpp (163) - Cudnn Error in execute: 9"
    assert "gpu/tensorrt-cudnn-execute-failed" not in [m["id"] for m in explain(text)["matches"]]


def test_round194_onnxruntime_without_directml_is_not_the_gpu_stack():
    # negatives152, microsoft/onnxruntime#4941, verbatim
    r = explain("System.EntryPointNotFoundException: Unable to find an entry point named "
                "'OrtSessionOptionsAppendExecutionProvider_Dml' in DLL 'onnxruntime'")
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == [
        "not-stack/onnxruntime-non-nvidia-provider-missing"]


def test_round194_onnxruntime_without_the_cuda_provider_stays_no_device_visible():
    # fresh33, microsoft/onnxruntime#2013, verbatim
    m = top("System.EntryPointNotFoundException: 'Unable to find an entry point named "
            "'OrtSessionOptionsAppendExecutionProvider_CUDA' in DLL 'onnxruntime'.'")
    assert m is not None and m["category"] == "no_device_visible", m
