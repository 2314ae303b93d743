"""Round 67 of issue 12: wave 28's first-contact misses (fresh340..342, first run on 505ab9b). Each new or widened
entry read on the miss it was written for and on another wording of its emitter, and not on near misses; TensorRT's
library-version warning as context beside a failure; a paste that says its container ran without --gpus
(tests/corpus/README.md 'Sixty-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # mmdeploy#2290 (silent) and TensorRT#1292's cuBLAS form
    ("cuda_library_version_mismatch", "gpu/tensorrt-linked-library-version",
     "[07/18/2023-20:30:18] [TRT] [W] TensorRT was linked against cuDNN 8.9.0 but loaded cuDNN 8.3.2"),
    ("cuda_library_version_mismatch", "gpu/tensorrt-linked-library-version",
     "[TensorRT] WARNING: TensorRT was linked against cuBLAS/cuBLAS LT 11.4.2 but loaded cuBLAS/cuBLAS LT 11.2.1"),
    # Paddle#34689 (silent) and another API of the same loader
    ("cuda_init_failed", "gpu/paddle-tensorrt-api-load-failed",
     "    predictor = inference.create_predictor(config)\nRuntimeError: (Unavailable) Load tensorrt api "
     "getInferLibVersion failed\n  [Hint: p_getInferLibVersion should not be null.] (at "
     "/paddle/paddle/fluid/platform/dynload/tensorrt.h:114)"),
    ("cuda_init_failed", "gpu/paddle-tensorrt-api-load-failed",
     "OSError: (Unavailable) Load tensorrt api createInferBuilder_INTERNAL failed"),
    # MegEngine#392 (read cuda_driver_too_old from the per-function line under it)
    ("driver_not_loaded", "gpu/megengine-cuda-api-library-not-loaded",
     "err: Failed to load cuda API library\nerr: failed to load cuda func: cuCtxGetCurrent"),
    # nccl#293 and mmdetection#7047 (read nccl_error)
    ("bootstrap_connect_failed", "distributed/nccl-bind-address-in-use",
     "gpu2:1653:1653 [0] NCCL INFO Using network Socket\nNCCL version 2.8.2+cuda11.1\n\n"
     "gpu2:1653:1695 [0] include/socket.h:347 NCCL WARN Call to bind failed : Address already in use"),
    # oneflow#4070 (silent)
    ("rendezvous_unreachable", "distributed/oneflow-ctrl-server-unreachable",
     "I0103 21:17:47.203307 20165 ctrl_server.cpp:53] CtrlServer listening on 0.0.0.0:45549\n"
     "I0103 21:17:47.210516 20165 ctrl_client.cpp:234] LoadServer 127.0.0.1 Failed at 0 times error_code 14 "
     "error_message failed to connect to all addresses"),
    # mxnet#7740, #15017 (silent): the library's own name in the advice; the older wording still read
    ("no_device_visible", "concept/build-without-gpu",
     "[14:03:41] src/imperative/./imperative_utils.h:90: GPU support is disabled. Compile MXNet with USE_CUDA=1 to "
     "enable GPU support."),
    ("no_device_visible", "concept/build-without-gpu",
     "src/storage/storage.cc:143: Compile with USE_CUDA=1 to enable GPU usage"),
    # tvm#599 (silent)
    ("no_device_visible", "concept/build-without-gpu",
     "[17:47:14] ../../src/runtime/module_util.cc:31: Check failed: f != nullptr Loader of "
     "cuda(module.loadbinary_cuda) is not presented."),
    # models#3316 (silent): the BFC allocator's sentence quoted in prose
    ("gpu_oom", "concept/gpu-allocator",
     "I meet this issue today again, after training for 17825 steps. It says: ran out of memory trying to allocate "
     "4.42GiB"),
    # Paddle#37349 (silent): the cuDNN warning cut before 'which may cause serious incompatible bug'
    ("cuda_library_version_mismatch", "concept/cuda-library-outdated",
     "The installed Paddle is compiled with CUDNN 8.2, but CUDNN version in your machine is 8.1"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round67_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/tensorrt-linked-library-version", "TensorRT was linked against cuDNN 8.9.0 and loaded it"),
    ("gpu/paddle-tensorrt-api-load-failed", "Load tensorrt api getInferLibVersion succeeded"),
    ("gpu/megengine-cuda-api-library-not-loaded", "err: failed to load cuda func: cuMemcpy2D_v2_ptds"),
    # another cause of the same WARN: no interface with that address (nccl#331, no_socket_interface)
    ("distributed/nccl-bind-address-in-use", "include/socket.h:333 NCCL WARN Call to bind failed : Cannot assign "
                                             "requested address"),
    ("distributed/oneflow-ctrl-server-unreachable", "ctrl_client.cpp:231] LoadServer gpu11 Successful at 0 times"),
    ("concept/gpu-allocator", "Allocator (mklcpu) ran out of memory trying to allocate 4.42GiB"),
    ("concept/build-without-gpu", "Loader of cuda(module.loadbinary_cuda) is presented"),
])
def test_round67_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round67_a_oneflow_peer_name_that_does_not_resolve_stays_dns():
    # Oneflow-Inc/DLPerf#103 (dns_resolution): gRPC's own reason on the LoadServer line decides
    m = top("I1224 15:33:48.927119 234641 ctrl_client.cpp:234] LoadServer  gpu9 Failed at 0 times error_code 14 "
            "error_message DNS resolution failed")
    assert m["category"] == "dns_resolution"


def test_round67_tensorrt_version_warning_is_context_beside_a_failure():
    # CenterFace#107 (gpu_oom): the engine's allocation fails after the warning
    text = ("[TensorRT] WARNING: TensorRT was linked against cuBLAS/cuBLAS LT 11.3.0 but loaded cuBLAS/cuBLAS LT 11.2.1\n"
            "[TensorRT] ERROR: ../rtSafe/safeRuntime.cpp (25) - Cuda Error in allocate: 2 (out of memory)\n"
            "[TensorRT] ERROR: FAILED_ALLOCATION: std::exception")
    ids = [m["id"] for m in explain(text)["matches"]]
    assert top(text)["category"] == "gpu_oom"
    assert ids[-1] == "gpu/tensorrt-linked-library-version"


def test_round67_megengine_library_in_a_started_container_reads_the_container_first():
    m = top("$ docker run --rm -it megengine:latest python3 -c 'import megengine'\nerr: Failed to load cuda API library")
    assert m["category"] == "container_runtime_misconfigured"
    assert "driver_not_loaded" in [r["category"] for r in m["readings"]]


def test_round67_a_container_run_without_the_gpu_flag_reads_the_container_first():
    # detectron2#2640 (read driver_not_loaded): the paste says the container ran without `--gpus all`
    error = ("RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
             "installed a driver from http://www.nvidia.com/Download/index.aspx")
    m = top("but in docker i having the issue while running it without `--gpus all`\n\n```sh\n" + error + "\n```")
    assert m["category"] == "container_runtime_misconfigured"
    assert "driver_not_loaded" in [r["category"] for r in m["readings"]]
    # the same error without that sentence keeps the host reading first
    assert top(error)["category"] == "driver_not_loaded"
    # ... and so does a paste that ran with the flag
    assert top("I run it in docker with --gpus all\n" + error)["category"] == "driver_not_loaded"
