"""Round 181 of issue 12: wave 137 (fresh857..859: 27/29 on catalogue ad7c820c, which never saw them) and negatives140
(38/39 silent) wired as tuning data; BEAGLE's 'Driver not initialized' read as CUDA failing to initialise; a plain
Python dependency's ModuleNotFoundError recognised as not a GPU-stack error; one miss left open (tests/corpus/README.md
'Hundred-and-eighty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


def test_round181_beagle_driver_not_initialized_is_cuda_init():
    m = top('CUDA error: "Driver not initialized" from file <GPUInterfaceCUDA.cpp>, line 169.')
    assert m is not None and (m["category"], m["id"]) == ("cuda_init_failed", "gpu/cuda-init-generic")


@pytest.mark.parametrize("text", [
    "raise ValueError('Driver not initialized')",       # a Selenium / WebDriver wrapper's own message
    "PreArm: ESC telemetry: driver not initialized",    # an autopilot's CAN driver
])
def test_round181_driver_not_initialized_alone_is_not_cuda(text):
    assert "gpu/cuda-init-generic" not in [m["id"] for m in explain(text)["matches"]]


RVC = ("2023-07-18 07:39:46.857235: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not "
       "find TensorRT\nTraceback (most recent call last):\n  File \"/content/vc_infer_pipeline.py\", line 1, in <module>\n"
       "    import numpy as np, parselmouth, torch, pdb\nModuleNotFoundError: No module named 'parselmouth'")


def test_round181_a_plain_module_missing_is_not_the_gpu_stack():
    # negatives140 RVC-WebUI#786: the classifier's exception-class cue read it driver_not_loaded
    r = explain(RVC)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/python-module-missing"]


@pytest.mark.parametrize("module", ["flash_attn_2_cuda", "torch._C", "pycuda._driver", "tensorrt", "OpenGL_accelerate",
                                    "second.core.non_max_suppression.nms", "xformers.ops", "apex.amp"])
def test_round181_a_gpu_builds_own_module_is_left_to_the_catalogue(module):
    r = explain(f"ModuleNotFoundError: No module named '{module}'")
    assert "not-stack/python-module-missing" not in [e["id"] for e in r.get("not_gpu_stack", [])]


def test_round181_a_bare_socket_timeout_stays_an_open_question():
    # vision#1550: labelled collective_timeout, both blind labellers read rendezvous_unreachable
    assert top("RuntimeError: Socket Timeout") is None


def test_round181_a_missing_framework_is_named_by_one_entry():
    # round 95's framework-module-missing alone says it; python-module-missing leaves the frameworks to it
    r = explain("ModuleNotFoundError: No module named 'torch'")
    assert [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/framework-module-missing"]
