"""Round 183 of issue 12: wave 139 (fresh863..865: 19/25 on catalogue cd70883c, which never saw them) and negatives142
(28/29 silent) wired as tuning data; six misses read by cause (wgpu in the browser finding no adapter, pixi.js and
TensorFlow.js without a WebGL context, TensorFlow.js's fragment shader not compiling, a web app without hardware
acceleration, Windows' TDR notice); TensorFlow's host-memory OOM recognised as not the GPU stack (tests/corpus/README.md
'Hundred-and-eighty-third round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, sig_id", [
    ("Failed to initialize GPU and pipelines: Failed to request GPU adapter: No suitable graphics adapter found; noop "
     "support not compiled in, vulkan support not compiled in, webgpu found no adapters", "graphics_driver_unavailable",
     "gpu/wgpu-no-suitable-adapter"),
    ('Uncaught Error: WebGL unsupported in this browser, use "pixi.js-legacy" for fallback canvas2d support.',
     "graphics_driver_unavailable", "gpu/webgl-context-not-created"),
    ("Error when getting WebGL context:  Error: Cannot create a canvas in this context", "graphics_driver_unavailable",
     "gpu/webgl-context-not-created"),
    ("Error: Failed to compile fragment shader.\n  createFragmentShader\t@\twebgl_util.js:82\n  createProgram\t@\t"
     "gpgpu_context.js:199", "graphics_driver_unavailable", "gpu/tfjs-webgl-fragment-shader-compile-failed"),
    ("This application requires hardware acceleration to be enabled.\n\nPlease enable hardware acceleration in your's "
     "browser settings.", "graphics_driver_unavailable", "gpu/web-app-needs-hardware-acceleration"),
    ("Display driver stopped responding and has recovered", "xid_error", "gpu/windows-nvlddmkm-tdr"),
])
def test_round183_reads_each_text_by_its_cause(text, category, sig_id):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, sig_id), m and (m["category"], m["id"])


@pytest.mark.parametrize("sig_id, text", [
    # a shader that does not compile outside TensorFlow.js's WebGL backend is the program's GLSL as often
    ("gpu/tfjs-webgl-fragment-shader-compile-failed", "ERROR: Failed to compile fragment shader.\n0:12: syntax error"),
    ("gpu/web-app-needs-hardware-acceleration", "Hardware acceleration is enabled."),
    ("gpu/windows-nvlddmkm-tdr", "The display driver is responding again."),
])
def test_round183_entries_stay_silent_on_near_misses(sig_id, text):
    assert sig_id not in [m["id"] for m in explain(text)["matches"]]


def test_round183_a_tensorflow_oom_on_the_cpu_device_is_host_memory():
    text = ("W tensorflow/core/framework/op_kernel.cc:1840] OP_REQUIRES failed at cwise_ops_common.h:124 : "
            "RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[32,16] and type float on "
            "/job:localhost/replica:0/task:0/device:CPU:0 by allocator mklcpu")
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/tensorflow-cpu-allocator-oom"]


def test_round183_a_tensorflow_oom_on_the_gpu_stays_gpu_oom():
    m = top("OOM when allocating tensor with shape[10,39,50000] and type float on /job:localhost/replica:0/task:0/"
            "device:GPU:0 by allocator GPU_0_bfc")
    assert m is not None and m["category"] == "gpu_oom"
