"""Round 64 of issue 12: wave 24's first-contact misses (fresh324, fresh325, fresh327; first run on 5ab8dd9) and
negatives40's one claim, plus the two misses of the texts real libraries printed on an H200 (fixtures/_nvml-real/).
Each new entry read on the miss it was written for and on another wording of its emitter, and not on near misses
(tests/corpus/README.md 'Sixty-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # lmstudio-bug-tracker#419 (silent at first contact) and llama.cpp's own prefix
    ("gpu_oom", "gpu/llama-compute-buffers-alloc-failed",
     "🥲 Failed to load the model\n\nFailed to load model\n\nfailed to allocate compute buffers"),
    ("gpu_oom", "gpu/llama-compute-buffers-alloc-failed",
     "llama_init_from_model: failed to allocate compute buffers\ncommon_init_from_params: failed to create context"),
    # xmrig#1372, retyped with spaces; xmrig-cuda's own form
    ("gpu_oom", "gpu/xmrig-cuda-thread-oom",
     "`<DatasetHost :: reg>: 50 \"out of memory\"`\n`<andomx_prepaer>: 36 \"invalid argument\"`"),
    ("gpu_oom", "gpu/xmrig-cuda-thread-oom", "[2024-01-02 10:00:00.000]  nv  thread #0 failed with error "
     "<CudaRxRunner::init>:120 \"out of memory\""),
    # T-Rex#96 (read cuda_init_failed at first contact) and T-Rex#267 (silent)
    ("no_kernel_image_arch", "gpu/miner-fat-binary-load-failed",
     "20201121 15:47:53 ERROR: Can't initialize device [ID=0, GPU #0], failed to load CUDA fat binary\n"
     "20201121 15:47:53 WARN: Miner is going to shutdown..."),
    ("cuda_init_failed", "gpu/trex-cuda-exception-unknown-error",
     "20210304 11:18:48 ERROR: Can't start miner, cuda exception in [check_if_cuda_really_exists, 256], unknown error"),
    # NBMiner#964 (silent)
    ("no_kernel_image_arch", "gpu/nbminer-kernel-load-failed",
     "[13:16:00] INFO - Device 0 started, Free mem = 23008 MB.\n[13:16:00] ERROR - Error loading kernel for NVIDIA "
     "GeForce RTX 4090[89].\n[13:16:00] WARN - QMutex: destroying locked mutex"),
    # lolMiner-releases#555 (silent)
    ("dns_resolution", "distributed/miner-dns-resolve-timeout",
     "Time out on DNS resolve. Retrying.\nLost connection to stratum server eth.f2pool:6688 or server not reachable."),
    # xmrig#3504 (read no_device_visible) and ccminer's older constant form
    ("cuda_driver_too_old", "gpu/driver-does-not-support-cuda-api",
     "Driver does not support CUDA 12.5 API! Update your nVidia driver!\n * CUDA         disabled (no devices)"),
    ("cuda_driver_too_old", "gpu/driver-does-not-support-cuda-api",
     "[2017-06-01 10:00:00] Driver does not support CUDA 8.0 API! Update your nVidia driver!"),
    # Sire#351 (silent) and OpenMM's C++ form
    ("no_device_visible", "gpu/openmm-no-cuda-platform",
     "Are you just seeing the following error:\n\n```\nRuntimeError: There is no registered Platform called \"CUDA\"\n```"),
    ("no_device_visible", "gpu/openmm-no-cuda-platform",
     "terminate called after throwing an instance of 'OpenMM::OpenMMException'\n  what():  There is no registered "
     "Platform called \"CUDA\""),
    # NCCL 2.28 with NCCL_NET=IB and no InfiniBand (the H200 run, read nccl_error) and the EFA plugin form
    ("ib_unavailable", "distributed/nccl-no-net-plugin",
     "[2026-12-04 18:05:18] vm:559:559 [0] plugin/net.cc:379 NCCL WARN Failed to initialize any NET plugin\n"
     "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, "
     "invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9"),
    ("ib_unavailable", "distributed/nccl-no-net-plugin",
     "ncclInvalidUsage: This usually reflects invalid usage of NCCL library.\nLast error:\nFailed to initialize any "
     "NET plugin"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round64_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    # host memory: llama.cpp's CPU buffer, not the compute buffers
    ("gpu/llama-compute-buffers-alloc-failed", "ggml_aligned_malloc: insufficient memory (attempted to allocate 1024 MB)"),
    # xmrig-cuda's form with another CUDA error
    ("gpu/xmrig-cuda-thread-oom", "<DatasetHost :: reg>: 50 \"invalid argument\""),
    # a fat binary that loaded; an AMD card in NBMiner's wording
    ("gpu/miner-fat-binary-load-failed", "Loaded CUDA fat binary for sm_86"),
    ("gpu/nbminer-kernel-load-failed", "ERROR - Error loading kernel for AMD Radeon RX 7800 XT."),
    # T-Rex's exception with another CUDA error
    ("gpu/trex-cuda-exception-unknown-error", "ERROR: cuda exception in [alloc, 101], out of memory"),
    # OpenMM's other platforms
    ("gpu/openmm-no-cuda-platform", "OpenMMException: There is no registered Platform called \"OpenCL\""),
    # DNS words without the miner's wording
    ("distributed/miner-dns-resolve-timeout", "DNS resolve took 2 ms"),
])
def test_round64_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round64_trex_engine_start_failure_reads_cuda_init():
    # T-Rex's second wording: the CUDA-start family reads the line first (same category)
    r = explain("ERROR: can't initialize CUDA engine, cuda exception in [main, 712], unknown error. Is NVIDIA driver "
                "installed?")
    assert r["matches"][0]["category"] == "cuda_init_failed"


def test_round64_the_driver_check_names_both_the_cause_and_the_miner_line():
    r = explain("Driver does not support CUDA 12.5 API! Update your nVidia driver!\n * CUDA         disabled (no devices)")
    assert [m["category"] for m in r["matches"]] == ["cuda_driver_too_old", "no_device_visible"]


def test_round64_jax_fallback_warning_ranks_after_the_failure_it_follows():
    # JAX 0.11 with CUDA_VISIBLE_DEVICES empty on an H200: the plugin's cuInit failure, then the fallback warning
    text = ("Jax plugin configuration error: Exception when calling jax_plugins.xla_cuda13.initialize()\n"
            "RuntimeError: jaxlib/cuda/versions_helpers.cc:135: operation cuInit(0) failed: CUDA_ERROR_NO_DEVICE\n"
            "An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.")
    assert top(text)["category"] == "no_device_visible"
    # the warning alone keeps its own reading
    alone = top("An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back "
                "to cpu.")
    assert alone["id"] == "gpu/jax-cuda-backend-not-initialised"


def test_round64_an_opencl_kernel_compile_error_is_not_a_gpu_stack_error():
    # negatives40 ethminer#2289: AMD's amd_bitalign under Mesa's Clover
    r = explain(" >  X 10:28:43 cl-0     OpenCL kernel build log:\n > input.cl:321:9: error: implicit declaration of "
                "function 'amd_bitalign' is invalid in OpenCL\n > input.cl:180:9: note: expanded from macro "
                "'KECCAK_PROCESS'")
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/opencl-kernel-source-compile-error"]
    # a CUDA failure in the same paste is still read
    r = explain("input.cl:321:9: error: use of undeclared identifier 'x'\nCUDA error: out of memory")
    assert r["matches"] and r["matches"][0]["category"] == "gpu_oom"
