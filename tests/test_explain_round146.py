"""Round 146 of issue 12: wave 102 (GitHub issue threads, fresh698..702: 66/78 on round 144's final, which never saw
them) wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-forty-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('graphics_driver_unavailable', 'gpu/headless-gl-context',
     "An error occurred while rendering frame 1:\nError  Error creating WebGL context."),
    ('graphics_driver_unavailable', 'gpu/chrome-gpu-status-software-only',
     "Canvas: Software only, hardware acceleration unavailable\nOpenGL: Disabled\n"
     "WebGL: Software only, hardware acceleration unavailable"),
    ('graphics_driver_unavailable', 'gpu/gles-egl-library-not-found',
     "/usr/local/lib/node_modules/tileserver-gl/node_modules/@mapbox/mapbox-gl-native/platform/node/index.js:1\n"
     "Error: libGLESv2.so.2: cannot open shared object file: No such file or directory"),
    ('graphics_driver_unavailable', 'gpu/gazebo-rendering-disabled',
     "(1565868372 991876482) [Err] [RenderEngine.cc:699] Can't open display\n"
     "(1565868372 991904052) [Wrn] [RenderEngine.cc:97] Unable to create X window. Rendering will be disabled"),
    ('graphics_driver_unavailable', 'gpu/xlib-baddrawable',
     "X Error of failed request:  BadDrawable (invalid Pixmap or Window parameter)\n"
     "  Major opcode of failed request:  149 ()\nSignal 11 caught."),
    ('cuda_library_version_mismatch', 'gpu/tensorrt-plan-magic-tag',
     "[E] 1: [runtime.cpp::nvinfer1::Runtime::parsePlan::314] Error Code 1: Serialization (Serialization assertion "
     "plan->header.magicTag == rt::kPLAN_MAGIC_TAG failed.)"),
    ('no_device_visible', 'gpu/ort-build-without-gpu',
     "GPU is not supported by your ONNXRuntime build. Fallback to CPU.\nInference device: CPU"),
    ('no_kernel_image_arch', 'gpu/ngc-gpu-unsupported',
     "ERROR: Detected Tesla V100S-PCIE-32GB GPU, which is not supported by this container\n"
     "ERROR: No supported GPU(s) detected to run this container"),
    ('no_kernel_image_arch', 'gpu/ngc-gpu-unsupported',
     "WARNING: Detected NVIDIA GeForce RTX 3090 GPU, which is not yet supported in this version of the container\n"
     "ERROR: No supported GPU(s) detected to run this container"),
    ('gpu_shared_memory_insufficient', 'gpu/func-set-attribute-shared-memory-refused',
     "ERROR: CUDA RT call \"cudaFuncSetAttribute(&monarch_conv_cuda_32_32_32_kernel<32, 8, 32768, 2, 16, false, 2, 8, "
     "8>, cudaFuncAttributeMaxDynamicSharedMemorySize, 135168)\" in line 969 of file monarch_cuda_interface_fwd_bf16.cu "
     "failed with invalid argument (1)."),
    ('dtype_unsupported_by_gpu', 'gpu/vllm-fa-version-unsupported',
     "ERROR 02-17 20:51:49 core.py:210]     assert is_fa_version_supported(self.fa_version)\n"
     "ERROR 02-17 20:51:49 core.py:210] AssertionError"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round146_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/chrome-gpu-status-software-only", "WebGL: Hardware accelerated"),
    ("gpu/chrome-gpu-status-software-only", "the docs say WebGL: Software only, hardware acceleration unavailable when blocked"),
    ("gpu/gles-egl-library-not-found", "loaded libGLESv2.so.2 from /usr/lib/x86_64-linux-gnu"),
    ("gpu/gazebo-rendering-disabled", "[Msg] Rendering enabled: created X window 0x2200007"),
    ("gpu/xlib-baddrawable", "X Error of failed request:  BadAtom (invalid Atom parameter)"),
    ("gpu/tensorrt-plan-magic-tag", "Deserialized engine: plan magic tag ok (TensorRT 10.3)"),
    ("gpu/ort-build-without-gpu", "GPU is supported by your ONNXRuntime build. Using CUDA."),
    ("gpu/func-set-attribute-shared-memory-refused",
     "cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 98304) succeeded"),
    ("gpu/vllm-fa-version-unsupported", "is_fa_version_supported(2) -> True on sm_90"),
])
def test_round146_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round146_a_missing_x_display_alone_stays_an_open_question():
    # fresh698 mbgl-renderer#7 is left a known miss: the second labeller reads none, as the negatives' missing-display
    # texts are; no entry reads the bare 'Failed to open X display.'
    assert explain("terminate called after throwing an instance of 'std::runtime_error'\n"
                   "  what():  Failed to open X display.")["matches"] == []
