"""Round 48 of issue 12 (CATALOGUE-44): session r15's waves 8 and 9 (fresh227..233, BY CAUSE in directive / compiler GPU
offload, JVM / .NET / JavaScript GPU stacks, MLOps platforms, data-centre GPU operations, official docs, Kubernetes
operators' pod logs, realtime speech apps; fresh234..239 on legacy / Ampere / Hopper-Blackwell GPUs, enterprise Linux,
Ubuntu / Debian upgrades, cloud T4 VMs; first runs 98/111 and 71/84 on 9658c3c). Each miss by its emitter's own words
(or the mechanism's), read here in other wordings the emitter produces, with near misses that must not match
(tests/corpus/README.md 'Forty-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # NVHPC / PGI's OpenACC runtime: the binary not built for the GPU's capability (older PGI's -ta=tesla form)
    ("Accelerator Fatal Error: This file was compiled: -acc=gpu -gpu=cc60\nRebuild this file with -gpu=cc90 to use "
     "NVIDIA Tesla GPU 0", "no_kernel_image_arch", "gpu/nvhpc-rebuild-for-cc"),
    ("Current file was compiled with -ta=tesla:cc35\nRebuild this file with -ta=tesla:cc70 to use NVIDIA Tesla GPU 0",
     "no_kernel_image_arch", "gpu/nvhpc-rebuild-for-cc"),
    # Kokkos' CUDA backend: another parallel pattern asking for too much L0 scratch
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  Kokkos::Impl::ParallelFor< Cuda > "
     "requested too much L0 scratch memory", "gpu_shared_memory_insufficient", "gpu/kokkos-l0-scratch-too-much"),
    # TensorFlow's BFC memory log (a few bytes left), from any binding
    ("I tensorflow/core/common_runtime/bfc_allocator.cc:1040] total_region_allocated_bytes_: 7730941952 memory_limit_: "
     "7730942156 available bytes: 204 curr_region_allocation_bytes_: 15461884312", "gpu_oom", "gpu/tf-bfc-region-exhausted"),
    # JCuda's driver library (another version) not loadable
    ("java.lang.UnsatisfiedLinkError: /tmp/libJCudaDriver-11.8.0-linux-x86_64.so: libcuda.so.1: cannot open shared "
     "object file: No such file or directory", "driver_not_loaded", "gpu/jcuda-driver-library-not-loadable"),
    # Mojo / MAX finding no GPU
    ('No supported "gpu" device available.\n  CUDA information: CUDA call failed: CUDA_ERROR_NO_DEVICE',
     "no_device_visible", "gpu/mojo-no-supported-gpu"),
    # nvidia-smi refusing a reset while the GPU is held (another bus id)
    ("$ sudo nvidia-smi -r -i 0\nGPU 00000000:3B:00.0 is currently in use by another process.\n\n1 device is currently "
     "being used by one or more other processes (e.g., CUDA application or a monitoring application such as another "
     "instance of nvidia-smi).", "gpu_busy_unavailable", "gpu/nvidia-smi-reset-in-use"),
    # the same refusal beside a MIG mode change: the MIG failure reads first (_is_context)
    ("$ sudo nvidia-smi -mig 1\nWarning: MIG mode is in pending enable state for GPU 00000000:07:00.0:In use by "
     "another client\n00000000:07:00.0 is currently being used by one or more other processes (e.g. CUDA application or "
     "a monitoring application such as another instance of nvidia-smi). Please first kill all processes using the "
     "device and retry the command or reboot the system to make MIG mode effective.\nAll done.",
     "mig_misconfigured", None),
    # gpu-burn without memory for its result buffer
    ("GPU 0: NVIDIA A100-SXM4-40GB (UUID: GPU-1)\nInitialized device 0 with 40536 MB of memory (12 MB available, using "
     "10 MB of it), using FLOATS\nCouldn't init a GPU test: Low mem for result. aborting.", "gpu_oom",
     "gpu/gpu-burn-low-mem"),
    # Julia's CUDA package: the toolkit newer than the driver (on one line, and wrapped)
    ("ERROR: LoadError: CUDA 11.2 is not supported by your driver (which supports up to 11.0)", "cuda_driver_too_old",
     "gpu/julia-cuda-not-supported-by-driver"),
    ("ERROR: LoadError: CUDA 12.1 is not supported by\nyour driver (which supports up to 11.4)", "cuda_driver_too_old",
     "gpu/julia-cuda-not-supported-by-driver"),
    # enroot's hook: the nvidia module not loaded, before the container CLI's driver error
    ("[WARN] Kernel module nvidia is not loaded. Make sure the NVIDIA device driver is installed and loaded\n"
     "nvidia-container-cli: initialization error: driver error: failed to process request", "driver_not_loaded",
     "gpu/enroot-kernel-module-not-loaded"),
    # CTranslate2's inferred-type warning, bfloat16
    ("[ctranslate2] [thread 1] [warning] The compute type inferred from the saved model is bfloat16, but the target "
     "device or backend do not support efficient bfloat16 computation. The model weights have been automatically "
     "converted to use the float32 compute type instead.", "dtype_unsupported_by_gpu",
     "gpu/ctranslate2-inferred-compute-type"),
    # xFormers' refusal reasons
    ("NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:\n"
     "`cutlassF` is not supported because:\n    bf16 is only supported on A100+ GPUs", "dtype_unsupported_by_gpu",
     "gpu/xformers-bf16-needs-a100"),
    # a program's own minimum compute capability (another program, another GPU)
    ("level=INFO source=gpu.go:138 msg=\"CUDA GPU is too old. Falling back to CPU mode. Compute Capability detected: "
     "3.0\"", "no_kernel_image_arch", "gpu/program-min-capability-too-old"),
    ("LOG:  GPU0 Tesla K10.G1.8GB (8 SMs, 745MHz), L2 512KB, RAM 3583MB (256bits, 2500MHz), capability 3.0, NOT "
     "SUPPORTED\nFATAL:  No supported CUDA devices, PG-Strom was disabled", "no_kernel_image_arch",
     "gpu/program-min-capability-too-old"),
    # libnvidia-container unable to run its ldconfig
    ("E0101 00:00:00.000000 1 nvc_ldcache.c:531] could not start /sbin/ldconfig.real: process execution failed: no "
     "such file or directory", "container_runtime_misconfigured", "gpu/nvc-ldcache-could-not-start"),
    # Docker's OCI runtime refusing another flag
    ("docker: Error response from daemon: oci runtime error: flag provided but not defined: -bundle.",
     "container_runtime_misconfigured", "gpu/oci-runtime-flag-not-defined"),
    # nvidia-docker 1.0's driver volume gone
    ("docker: Error response from daemon: get nvidia_driver_375.26: no such volume: nvidia_driver_375.26.",
     "container_runtime_misconfigured", "gpu/nvidia-docker-driver-volume-missing"),
    # mig-parted's spec
    ("time=\"2024-01-01T00:00:00Z\" level=fatal msg=\"Error parsing config file: unmarshal error: error unmarshaling "
     "JSON: while decoding JSON: invalid string input for 'devices': 0\"", "mig_misconfigured",
     "gpu/mig-parted-devices-spec"),
    # dnf: an NVIDIA package's dependency not provided (another package and repository)
    (" Problem: package kmod-nvidia-latest-dkms-3:550.54.15-1.el9.x86_64 from cuda-rhel9-x86_64 requires "
     "nvidia-driver = 3:550.54.15, but none of the providers can be installed", "driver_install_failed",
     "gpu/dnf-nvidia-requires-unprovided"),
    # the legacy kernel/ tree's own sources failing to compile
    ("/tmp/selfgz1234/NVIDIA-Linux-x86_64-390.157/kernel/nv-mmap.c:85:9: error: implicit declaration of function "
     "'vm_flags_set'", "driver_install_failed", "gpu/nvidia-module-compile-error"),
    # the GPU Operator's driver image not published (Docker's long manifest wording)
    ("Failed to pull image \"nvcr.io/nvidia/driver:535.104.05-rhel8.4\": rpc error: code = Unknown desc = Error response "
     "from daemon: manifest for nvcr.io/nvidia/driver:535.104.05-rhel8.4 not found: manifest unknown: manifest unknown",
     "driver_install_failed", "kube/driver-container-kernel-or-image"),
    # NVSHMEM's IB transports
    ("WARN: init failed for remote transport: ibgda", "ib_unavailable",
     "distributed/nvshmem-remote-transport-init-failed"),
    # a peer host name that does not resolve
    ("couldn't find host 'rc-coordinator-0', thrown at IpAddress at src/IpAddress.cc:64", "dns_resolution",
     "distributed/couldnt-find-host"),
])
def test_round48_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("This file was compiled: -O2 -fast", "gpu/nvhpc-rebuild-for-cc"),
    ("Kokkos::Impl::ParallelFor< HIP > requested too much L0 scratch memory", "gpu/kokkos-l0-scratch-too-much"),
    ("total_region_allocated_bytes_: 4928097280 memory_limit_: 15928097484 available bytes: 11000000000",
     "gpu/tf-bfc-region-exhausted"),                                    # gigabytes left: no exhaustion
    ("java.lang.UnsatisfiedLinkError: /tmp/libJCublas2-11.8.0-linux-x86_64.so: libcublas.so.11: cannot open shared "
     "object file", "gpu/jcuda-driver-library-not-loadable"),            # a toolkit library, not the driver's
    ('Found supported "gpu" device: NVIDIA A100', "gpu/mojo-no-supported-gpu"),
    ("The file is currently in use by another process.", "gpu/nvidia-smi-reset-in-use"),
    ("Couldn't init a GPU test: Error in \"couldn't find file \"compare.ptx\" from working directory\": "
     "CUDA_ERROR_NOT_FOUND", "gpu/gpu-burn-low-mem"),
    ("CUDA 11.8 is supported by your driver", "gpu/julia-cuda-not-supported-by-driver"),
    ("Kernel module nvidia_uvm is loaded", "gpu/enroot-kernel-module-not-loaded"),
    ("Requested float16 compute type, but the target device or backend do not support efficient float16 computation.",
     "gpu/ctranslate2-inferred-compute-type"),                          # the refusal: gpu/ctranslate2-compute-type's
    ("bf16 is supported on this GPU", "gpu/xformers-bf16-needs-a100"),
    ("The driver is too old for this program", "gpu/program-min-capability-too-old"),
    ("GPU0 NVIDIA A100 (108 SMs, 1410MHz), capability 8.0", "gpu/program-min-capability-too-old"),
    ("could not start the daemon: permission denied", "gpu/nvc-ldcache-could-not-start"),
    ("flag provided but not defined: -webhook-port", "gpu/oci-runtime-flag-not-defined"),   # negatives17 katib#2197
    ("Error response from daemon: no such volume: my_data", "gpu/nvidia-docker-driver-volume-missing"),
    ("Error parsing config file: invalid character '}' looking for beginning of object key string",
     "gpu/mig-parted-devices-spec"),
    (" Problem: package kernel-modules-4.18.0-305.el8.x86_64 requires kernel-uname-r = 4.18.0-305.el8.x86_64, but "
     "none of the providers can be installed", "gpu/dnf-nvidia-requires-unprovided"),
    ("/build/linux/kernel/sched/core.c:85:9: error: implicit declaration of function 'foo'",
     "gpu/nvidia-module-compile-error"),
    ("WARN: init failed for remote transport: ucx", "distributed/nvshmem-remote-transport-init-failed"),
    ("couldn't find host configuration file", "distributed/couldnt-find-host"),
])
def test_round48_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text", [
    # SYCL asked for a Level Zero GPU that is not there (negatives24 intel/llvm#6342): Intel's stack, no category
    "# SYCL_DEVICE_FILTER=\"level_zero:gpu\" ./simple-sycl-app.exe\nterminate called after throwing an instance of "
    "'cl::sycl::runtime_error'\n  what():  No device of requested type available. -1 (CL_DEVICE_NOT_FOUND)",
    # a non-driver image that cannot be pulled stays not-stack
    "Failed to pull image \"docker.io/library/foo:1.0\": rpc error: code = Unknown desc = Error response from daemon: "
    "manifest for docker.io/library/foo:1.0 not found: manifest unknown: manifest unknown",
])
def test_round48_silent(text):
    assert explain(text)["matches"] == []


def test_round48_sycl_no_device_without_a_platform_keeps_its_reading():
    # fresh94 intel/llvm#4812: the same SYCL words, no platform named (labelled no_device_visible)
    m = top("what - No device of requested type available. -1 (CL_DEVICE_NOT_FOUND)")
    assert m is not None and m["category"] == "no_device_visible"
