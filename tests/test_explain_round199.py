"""Round 199 of issue 12: wave 155 (fresh910..912: 28/31 on 6a36b816, which never saw them) wired as tuning data;
dlib's cuDNN call refused with CUDNN_STATUS_NOT_SUPPORTED read as cuda_library_version_mismatch, and macOS dyld's
'Symbol not found: __ZN3c10...' for a torch extension read as the Linux 'undefined symbol' is (tests/corpus/README.md
'Hundred-and-ninety-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

# fresh910, davisking/dlib#2330, verbatim
DLIB = (
    "terminate called after throwing an instance of 'dlib::cudnn_error'\n"
    " what():  Error while calling cudnnGetConvolutionBackwardFilterWorkspaceSize( context(), descriptor(data), "
    "descriptor(dest_desc), (const cudnnConvolutionDescriptor_t)conv_handle, (const cudnnFilterDescriptor_t)"
    "filter_handle, (cudnnConvolutionBwdFilterAlgo_t)backward_filters_algo, &backward_filters_workspace_size_in_bytes) "
    "in file /home/nvidia/dlib/dlib/cuda/cudnn_dlibapi.cpp:1046. code: 9, reason: CUDNN_STATUS_NOT_SUPPORTED")
# fresh912, rusty1s/pytorch_sparse#180, the dyld lines verbatim
MACOS_DYLD = (
    "OSError: dlopen(/Users/andrea/opt/anaconda3/envs/research/lib/python3.8/site-packages/torch_sparse/_version_cpu.so, "
    "6): Symbol not found: __ZN3c106detail23torchInternalAssertFailEPKcS2_jS2_S2_\n"
    "  Referenced from: /Users/andrea/opt/anaconda3/envs/research/lib/python3.8/site-packages/torch_sparse/"
    "_version_cpu.so\n"
    "  Expected in: /Users/andrea/opt/anaconda3/envs/research/lib/python3.8/site-packages/torch/lib/libc10.dylib")


@pytest.mark.parametrize("text,category,entry", [
    (DLIB, "cuda_library_version_mismatch", "gpu/dlib-cudnn-not-supported"),
    (MACOS_DYLD, "cuda_library_version_mismatch", "gpu/torch-extension-undefined-symbol"),
    # newer dyld puts the symbol in parentheses
    ("Symbol not found: (__ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEE)", "cuda_library_version_mismatch",
     "gpu/torch-extension-undefined-symbol"),
])
def test_round199_wave_155_misses_read_by_cause(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


@pytest.mark.parametrize("text", [
    # a dyld miss of another library's symbol is not torch's
    "dyld: Symbol not found: __ZN5boost6system16generic_categoryEv",
    # another status of dlib's wrapper is not the NOT_SUPPORTED entry
    "Error while calling cudnnCreate(&handles[new_device_id]) in file dlib/cuda/cudnn_dlibapi.cpp:104. code: 1, "
    "reason: CUDA Runtime API initialization failed.",
])
def test_round199_neighbouring_wordings_are_not_these_entries(text):
    ids = [m["id"] for m in explain(text)["matches"]]
    assert "gpu/torch-extension-undefined-symbol" not in ids and "gpu/dlib-cudnn-not-supported" not in ids
