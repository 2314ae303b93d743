"""Round 44 of issue 12 (CATALOGUE-40): session r14's waves 1 and 2 (fresh185..196: federated learning / AutoML, ML
compilers and TensorRT tools, Linux distribution driver packaging, NLP/tabular, eval harnesses, RL / EGL, MD engines,
cryo-EM / bioimage, video upscaling, GPU Operator components, home-lab NVR, scheduling events), first run 124/129 on
e8354f6 and 81/88 on d21aeef. Each miss by its emitter's own words, read here in other wordings the emitter produces,
with near misses that must stay as they were (tests/corpus/README.md 'Forty-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

_CUPY_BANNER = ("ImportError:\n================================================================\nFailed to import CuPy.\n\n"
                "If you installed CuPy via wheels (cupy-cudaXXX or cupy-rocm-X-X), make sure that the package matches "
                "with the version of CUDA or ROCm installed.\n\nOriginal error:\n  ImportError: ")
_NGC_SHMEM = ("NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be\n"
              "   insufficient for PyTorch.  NVIDIA recommends the use of the following flags:\n"
              "   docker run --gpus all --ipc=host --ulimit memlock=-1 --ulimit stack=67108864 ...")


@pytest.mark.parametrize("text, category, entry", [
    # IREE's two shared-memory checks (LLVMGPU before LLVM conversion; the common GPU resource-usage pass)
    ("error: 'func.func' op exceeded GPU memory limit of 101376 bytes for function. Got 131072 bytes",
     "gpu_shared_memory_insufficient", "gpu/iree-shared-memory-limit"),
    ("error: 'func.func' op uses 274432 bytes of shared memory; exceeded the limit of 65536 bytes",
     "gpu_shared_memory_insufficient", "gpu/iree-shared-memory-limit"),
    # module-init-tools' modprobe (before kmod) inserting the module, ENODEV: no GPU for the driver
    ("FATAL: Error inserting nvidia (/lib/modules/3.2.0-4-amd64/updates/dkms/nvidia.ko): No such device",
     "driver_not_loaded", "gpu/nvidia-insert-no-device"),
    ("FATAL: Error inserting nvidia_340 (/lib/modules/3.13.0-24-generic/updates/dkms/nvidia_340.ko): No such device",
     "driver_not_loaded", "gpu/nvidia-insert-no-device"),
    # the install command of a distribution's modprobe.d alias failing (kmod and module-init-tools)
    ("modprobe: ERROR: ../libkmod/libkmod-module.c:979 command_do() Error running install command for nvidia_drm",
     "driver_not_loaded", "gpu/modprobe-install-command-failed"),
    ("FATAL: Error running install command for nvidia", "driver_not_loaded", "gpu/modprobe-install-command-failed"),
    # bumblebee-nvidia's compile-at-boot script: the module build failed for the running kernel
    ("Warning! This NVIDIA driver has not compiled successfully before on kernel 5.3.7-301.fc31.x86_64!",
     "driver_install_failed", "gpu/bumblebee-nvidia-compile-failed"),
    ("Warning! nvidia.ko was not created in the kernel tree!\nmodinfo output for NVIDIA:\n\n"
     "modinfo: ERROR: Module nvidia not found.", "driver_install_failed", "gpu/bumblebee-nvidia-compile-failed"),
    # Theano's cuDNN ops (gpuarray and the old sandbox backend)
    ("RuntimeError: GpuDnnConv: error doing operation: CUDNN_STATUS_ALLOC_FAILED", "gpu_oom",
     "gpu/theano-cudnn-operation-failed"),
    ("RuntimeError: GpuDnnConvGradW: error doing operation: CUDNN_STATUS_INTERNAL_ERROR", "gpu_oom",
     "gpu/theano-cudnn-operation-failed"),
    # the linker missing TensorRT's / cuDNN's libraries, and GNU ld's zh_CN translation of 'cannot find'
    ("/usr/bin/ld: cannot find -lnvonnxparser\ncollect2: error: ld returned 1 exit status", "cuda_init_failed",
     "gpu/cuda-library-link-not-found"),
    ("/usr/bin/ld: cannot find -lcudnn", "cuda_init_failed", "gpu/cuda-library-link-not-found"),
    ("/usr/bin/ld: 找不到 -lcudart\ncollect2: error: ld returned 1 exit status", "cuda_init_failed",
     "gpu/cuda-library-link-not-found"),
    # CuPy's import banner with its own advice (Linux: no 'CUDA Path' line)
    (_CUPY_BANNER + "libnvrtc.so.12: cannot open shared object file: No such file or directory", "cuda_init_failed",
     None),
    ("Failed to import CuPy.\n\nOn Windows, try setting CUDA_PATH environment variable.\n\nCUDA Path: None",
     "cuda_init_failed", "gpu/cupy-import-failed"),
    # a docker inspect State record says '"OOMKilled":false': its device error is read
    ('{"Status":"exited","Running":false,"OOMKilled":false,"Dead":false,"ExitCode":128,"Error":"error gathering device '
     'information while adding custom device \\"/dev/nvidia0\\": no such file or directory"}', "driver_not_loaded",
     "gpu/dev-nvidia-missing"),
    # the NGC banner's GPU check outranks its /dev/shm advice
    ("ERROR: No supported GPU(s) detected to run this container\n\n" + _NGC_SHMEM, "no_device_visible", None),
])
def test_round44_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


@pytest.mark.parametrize("text, category, entry", [
    # near misses that keep their earlier readings
    ("modprobe: FATAL: Module nvidia-peermem not found in directory /lib/modules/5.15.0-1-generic",
     "driver_install_failed", "kube/driver-modprobe-insert"),        # a driver container's own module
    ("modprobe: FATAL: Module nvidia-current not found in directory /lib/modules/5.10.0-8-amd64",
     "driver_not_loaded", "gpu/nvidia-module-not-found"),            # Debian's host package name: not a driver container
    ("modinfo: ERROR: Module nvidia not found.", "driver_not_loaded", "gpu/nvidia-module-not-found"),
    (_NGC_SHMEM, "shm_insufficient", "gpu/ngc-shmem-default"),       # the advice alone keeps its reading
    ("WARNING: Detected NVIDIA NVIDIA GeForce RTX 5090 GPU, which is not yet supported in this version of the "
     "container\nERROR: No supported GPU(s) detected to run this container\n\n" + _NGC_SHMEM, "no_kernel_image_arch",
     "gpu/ngc-gpu-unsupported"),
    ("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the errors "
     "above for more details.", "cuda_library_version_mismatch", "gpu/xla-dnn-library-init"),   # flipped by round 113
])
def test_round44_near_misses_keep_their_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category and m["id"] == entry, m and m["id"]


@pytest.mark.parametrize("text", [
    "slurmstepd: error: Job 1234 exceeded GPU memory limit of 8 GB",         # a scheduler's job limit, not IREE's
    "FATAL: Error running install command for snd_via82xx",                # another driver's install command
    "FATAL: Error inserting wl (/lib/modules/2.6.27-4-generic/volatile/wl.ko): No such device",
    "RuntimeError: error doing operation: CUDNN_STATUS_BAD_PARAM",            # a caller's bad argument, not memory
    "/usr/bin/ld: 找不到 -lglut",                                              # a non-CUDA library, translated
    "/usr/bin/ld: cannot find -ltorch_cpu",
    _CUPY_BANNER + "/lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.29' not found (required by "
    "/env/lib/python3.11/site-packages/cupy/_core/core.cpython-311-x86_64-linux-gnu.so)",   # the C++ runtime
    "ERROR:root:Failed to import cupy. Falling back to numpy.",               # another program's optional import
    "Failed to import CuPy.",                                                # the banner's line without CuPy's advice
])
def test_round44_silent(text):
    assert explain(text)["matches"] == []


@pytest.mark.parametrize("text", [
    '{"Status":"exited","Running":false,"OOMKilled":true,"Dead":false,"ExitCode":137}',
    "    Reason:       OOMKilled",
])
def test_a_true_oom_kill_still_reads_host_memory(text):
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/host-oom-killer"]
