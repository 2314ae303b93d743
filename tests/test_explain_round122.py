"""Round 122 of issue 12: wave 78 (GitHub issue threads, fresh581..585: 73/80 on round 121's final, which never saw them)
and negatives88 (25/25 silent) wired as tuning data; the misses fixed by cause, each read on its own wording and not on
near misses (tests/corpus/README.md 'Hundred-and-twenty-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('cuda_library_version_mismatch', 'gpu/tensorrt-library-undefined-symbol',
     "ImportError: /lib/aarch64-linux-gnu/libnvinfer.so.10: undefined symbol: _ZN5nvdla19IConcatenationLayer7setAxisEi"),
    ('graphics_driver_unavailable', 'gpu/jetson-no-egldisplay-for-eglimage',
     "[gstreamer] gstBufferManager -- recieved NVMM memory\nNvEGLImageFromFd: No EGLDisplay to create EGLImage\n"
     "[gstreamer] gstBufferManager -- failed to map EGLImage from NVMM buffer"),
    ('container_runtime_misconfigured', 'gpu/ctk-image-cuda-version-unparsable',
     "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime "
     "create failed: failed to create NVIDIA Container Runtime: failed to construct OCI spec modifier: requirements not "
     "met: failed to get image requirements: failed to get version: invalid CUDA version cu12.6: invalid version "
     "string: unknown"),
    ('no_device_visible', 'gpu/program-no-usable-gpu-warning',
     "/kaggle/working/monk_v1/monk/system/imports.py:160: UserWarning: GPU not accessible yet requested.\n"
     "  warnings.warn(msg)"),
    ('no_device_visible', 'gpu/program-no-usable-gpu-warning', "没有发现支持的N卡, 使用CPU进行推理"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round122_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round122_an_unmet_cuda_requirement_is_still_the_driver():
    m = top("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.6, please update your driver to a "
            "newer version, or use an earlier cuda container: unknown")
    assert m is not None and m["category"] == "cuda_driver_too_old", m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/tensorrt-library-undefined-symbol", "libnvinfer.so.10: cannot open shared object file: No such file or directory"),
    ("gpu/jetson-no-egldisplay-for-eglimage", "NvEGLImageFromFd: created EGLImage for fd 42"),
    ("gpu/ctk-image-cuda-version-unparsable", "failed to get image requirements: permission denied"),
    ("gpu/program-no-usable-gpu-warning", "GPU accessible and requested: using cuda:0"),
])
def test_round122_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text,not_stack", [
    ("# github.com/tensorflow/tensorflow/tensorflow/go\nld: library not found for -ltensorflow\n"
     "clang: error: linker command failed with exit code 1 (use -v to see invocation)", True),
    ("/usr/bin/ld: cannot find -lGLEW\ncollect2: error: ld returned 1 exit status", True),
    # a CUDA/NVIDIA library missing at link time stays the GPU stack's (cuda_init_failed, 22 of 22 in the corpus)
    ("/usr/bin/ld: cannot find -lcudart\ncollect2: error: ld returned 1 exit status", False),
    ("/usr/bin/ld: cannot find -lnvinfer", False),
    ("/usr/bin/ld: cannot find -ltorch_cuda", False),
])
def test_round122_a_linker_missing_a_non_gpu_library_is_not_the_gpu_stack(text, not_stack):
    r = explain(text)
    ids = [n["id"] for n in r.get("not_gpu_stack") or []]
    assert ("not-stack/linker-non-gpu-library-missing" in ids) is not_stack, ids
    if not_stack:
        assert r["matches"] == []
