"""Round 23 (CATALOGUE-21: the fresh53..56 first runs). The misses by cause: CPU-only builds of GPU data-science
libraries (DGL's 'Device API cuda is not enabled', MXNet's 'Compile with USE_CUDA=1 to enable GPU usage' and 'GPU usage
requires at least 1 GPU'), CUDA's 'initialization error' in a process forked after CUDA was initialised (XGBoost's
'<file>.cu: <line>: initialization error', Paddle's 'error code : 3 ... initialization error'), numba's
'UNKNOWN_CUDA_ERROR' from cuInit, NCCL's graph/rings.cc 'ring N does not loop back to start' (the ranks disagree on the
graph: version_mismatch, nccl_error second), libfabric's EFA provider 'Unable to write to EQ ... prov_errno', Horovod's
'Timed out waiting for tasks to start', NCCL 1.x 'failed to allocate ... byte device buffer', torch's ncclSystemError
text without its prefix, nvidia-docker 1.x 'unsupported CUDA version: driver X < image Y', CatBoost's 'Can't load GPU
learning library', a bf16 kernel symbol missing (candle), the NVIDIA Container Runtime's 'error loading ldcache'. The
positives are other wordings than the corpus samples; the negatives stay silent or keep their other reading."""
import pytest

from explain_top import first


@pytest.mark.parametrize("text,category", [
    # CPU-only builds: DGL (another device type and line), MXNet (another file/line, the engine's check)
    ("dgl._ffi.base.DGLError: [09:01:02] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check failed: allow_missing: "
     "Device API gpu is not enabled. Please install the cuda version of dgl.", "no_device_visible"),
    ("mxnet.base.MXNetError: [10:11:12] src/storage/storage.cc:119: Compile with USE_CUDA=1 to enable GPU usage",
     "no_device_visible"),
    ("MXNetError: [08:00:01] src/engine/threaded_engine.cc:331: Check failed: device_count_ > 0 (0 vs. 0) : "
     "GPU usage requires at least 1 GPU", "no_device_visible"),
    ("lightgbm.basic.LightGBMError: CUDA Tree Learner was not enabled in this build.", "no_device_visible"),
    # CUDA 'initialization error' after a fork (other XGBoost files/lines), Paddle's error code 3 with its docs URL
    ("xgboost.core.XGBoostError: [12:00:00] /workspace/src/common/device_helpers.cuh:421: initialization error",
     "cuda_init_failed"),
    ("what():  ../src/tree/updater_gpu_hist.cu: 812: initialization error", "cuda_init_failed"),
    ("PaddleCheckError: cudaSetDevice failed in paddle::platform::SetDeviceId, error code : 3, Please see detail in "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html: initialization error at "
     "[/paddle/paddle/fluid/platform/gpu_info.cc:210]", "cuda_init_failed"),
    # numba
    ("numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: [-1] Call to cuInit results in "
     "UNKNOWN_CUDA_ERROR", "cuda_init_failed"),
    ("CUDA device initialisation problem. Message: Error at driver init", "cuda_init_failed"),
    # NCCL rings.cc, both of its WARNs
    ("node3:811:900 [1] graph/rings.cc:42 NCCL WARN Error : ring 5 does not loop back to start (3 != 1)",
     "version_mismatch"),
    ("node3:811:900 [1] NCCL WARN Error : ring 0 does not contain rank 6", "version_mismatch"),
    # libfabric EFA rxr
    ("Unable to write to EQ: Missing or unavailable event queue. err: Resource temporarily unavailable (11) "
     "prov_errno: Unknown error -4 (-4) prov/efa/src/rxr/rxr.h:1311", "ib_completion_error"),
    # Horovod's launcher, another activity
    ("Exception: Timed out waiting for tasks to register. Please check connectivity between servers. You may need "
     "to increase the --start-timeout parameter if you have too many servers. Timeout after 120 seconds.",
     "rendezvous_unreachable"),
    # the same launcher message cut before its advice
    ("horovod/runner/common/util/timeout.py\", line 37, in check_time_out_for\nException: Timed out waiting for tasks "
     "to start.", "rendezvous_unreachable"),
    # NCCL 1.x allocation
    ("WARN src/core.cu:225 failed to allocate 4194304 byte device buffer", "gpu_oom"),
    # torch's ncclSystemError text quoted without its prefix
    ("the error was: System call (e.g. socket, malloc) or external library call failed or device error.",
     "nccl_error"),
    # nvidia-docker 1.x, other versions
    ("nvidia-docker | 2017/04/19 13:02:34 Error: unsupported CUDA version: driver 7.5 < image 8.0.61",
     "cuda_driver_too_old"),
    # CatBoost, the newer wording of the same check
    ("_catboost.CatBoostError: catboost/libs/train_lib/train_model.cpp:1089: Can't load GPU learning library. "
     "Module was not compiled or driver  is incompatible with package. Please install latest NVDIA driver and check "
     "again", "cuda_driver_too_old"),
    # candle: a bf16 kernel missing
    ('Error: DriverError(CUDA_ERROR_NOT_FOUND, "named symbol not found") when loading affine_bf16',
     "dtype_unsupported_by_gpu"),
    # thrust's system_error under a fork, MXNet's CPU build asked for a GPU array, a library built without GPU support
    ("terminate called after throwing an instance of 'thrust::system::system_error'\n  what():  parallel_for failed: "
     "cudaErrorInitializationError: initialization error", "cuda_init_failed"),
    ("what():  for_each: failed to synchronize: initialization error", "cuda_init_failed"),
    ("mxnet.base.MXNetError: [11:22:33] src/ndarray/ndarray.cc:1401: GPU is not enabled", "no_device_visible"),
    ("RuntimeError: this wheel was compiled without CUDA; reinstall the GPU package", "no_device_visible"),
    # Gloo's read timeout inside a collective (the path prefix torch prints)
    ("RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:575] Read timeout [10.1.2.3]:41234",
     "collective_timeout"),
    # the NVIDIA Container Runtime without an ld cache (one line, as containerd logs it)
    ("Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: failed to "
     "create NVIDIA Container Runtime: failed to construct OCI spec modifier: failed to construct discoverer: failed "
     "to create mounts discoverer: failed to construct library locator: error loading ldcache: open "
     "/run/nvidia/driver/etc/ld.so.cache: no such file or directory: unknown", "container_runtime_misconfigured"),
])
def test_round23_rules_read_other_wordings_of_each_cause(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, (text, m and (m["id"], m["category"]))
    assert not m["id"].startswith("resemblance/"), m["id"]


@pytest.mark.parametrize("text", [
    # a Device API that is enabled, MXNet's GPU build at work
    "Device API cuda is enabled",
    "[10:00:00] src/storage/storage.cc:119: Using GPUPooledStorageManager",
    # a CUDA source file line that reports no initialization error
    "device_helpers.cuh: 103: synchronizing stream",
    # error code 3 of something that is not CUDA, with no initialization error
    "rsync error code : 3, errors selecting input/output files",
    # NCCL's ring dump at INFO (rank 0 prints the ring it built)
    "node1:1:1 [0] NCCL INFO Channel 00/02 :    0   1   2   3",
    # an EQ line with no error
    "Writing to EQ: connection established",
    # Horovod's tasks that started
    "All tasks started; waiting for results",
    # NCCL allocations that succeeded
    "allocated 2101248 byte device buffer",
    # a newer driver than the image
    "nvidia-docker | driver 9.0 >= image 8.0: ok",
    # a symbol found; a missing non-bf16 symbol is not a dtype answer
    'DriverError(CUDA_ERROR_NOT_FOUND, "named symbol not found") when loading cast_f32_f16',
    # ldcache loaded
    "Reading ldcache at /etc/ld.so.cache",
    # a CLI's own 'initialization error: <reason>' is not thrust's; an HTTP client's read timeout is not Gloo's
    "stderr: nvidia-container-cli: initialization error: nvml error: driver not loaded",
    "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='gloo-svc', port=80): Read timed out.",
    # the GPU is enabled; built with CUDA
    "GPU is not enabled for display output, compute only: ok",
    "xgboost built with CUDA 12.2 support",
])
def test_round23_rules_stay_silent_on_text_with_no_such_failure(text):
    m = first(text)
    assert m is None or m["id"] not in {
        "concept/build-without-gpu", "concept/backend-has-no-device", "concept/cuda-call-initialization-error",
        "concept/gpu-library-not-initialised", "distributed/nccl-rings-inconsistent", "distributed/efa-eq-write-error",
        "distributed/horovod-start-timeout", "gpu/nccl-cuda-oom", "gpu/nvidia-docker1-cuda-version",
        "gpu/catboost-gpu-library", "gpu/bf16-kernel-symbol-missing", "runtime/toolkit-ldcache-missing",
        "distributed/gloo-read-timeout"}, (text, m["id"])


def test_nccl_rings_names_the_generic_reading_and_the_command():
    m = first("[7] graph/rings.cc:38 NCCL WARN Error : ring 0 does not loop back to start (13 != 15).")
    assert m["category"] == "version_mismatch" and m["id"] == "distributed/nccl-rings-inconsistent"
    assert "nccl_error" in str(m) and "NCCL_DEBUG_SUBSYS" in str(m), m


def test_catboost_names_the_cpu_only_build_reading():
    m = first("train_model.cpp:800: Can't load GPU learning library. Module was not compiled or CUDA version/driver  "
              "is incompatible with package")
    assert m["category"] == "cuda_driver_too_old" and "no_device_visible" in str(m), m


def test_nccl1_allocation_failure_outranks_its_init_summary():
    m = first("WARN src/core.cu:596 rank 3 failed to allocate device buffer\nWARN src/core.cu:225 failed to allocate "
              "1048576 byte device buffer\nNCCL Init failed (10) 'cuda malloc failed'")
    assert m["category"] == "gpu_oom", m["id"]


def test_system_call_phrase_does_not_beat_an_explicit_shm_failure():
    # the ranking rule: the word 'socket' in torch's ncclSystemError text never beats a stated /dev/shm failure
    m = first("NCCL WARN Error: failed to extend /dev/shm/nccl-abc to 9637892 bytes\n"
              "System call (e.g. socket, malloc) or external library call failed or device error.")
    assert m["category"] == "shm_insufficient", m["id"]
