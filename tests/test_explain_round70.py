"""Round 70 of issue 12: EMITTERS-4, 177 messages of 27 more programs read from their source (tests/corpus/emitters.yaml
entries 609..785: 123/177 on round 69's final, which never saw them). Each new entry read on a message of its emitter
(the line explain reads it on), and not on near misses (tests/corpus/README.md 'Seventieth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('cuda_init_failed', 'gpu/vllm-nccl-library-not-loaded',
     'ERROR 06-12 08:40:55 pynccl_wrapper.py:196] Failed to load NCCL library from libnccl.so.2 .It is expected if you are not running on NVIDIA/AMD GPUs.Otherwise, the nccl library might not exist, be corrupted or it does not support the current platform Linux-5.15.0-105-generic-x86_64-with-glibc2.35.One solution is to download libnccl2 version 2.18 from https://developer.download.nvidia.com/compute/cuda/repos/ and extract the libnccl.so.2 file. If you already have the library, please set the environment variable VLLM_NCCL_SO_PATH to point to the correct nccl library path.'),
    ('cuda_library_version_mismatch', 'gpu/apex-needs-newer-library',
     '/workspace/apex/setup.py:106: UserWarning: Skip --cudnn_gbn as it requires cuDNN 8500 or later, but 8201'),
    ('no_device_visible', 'gpu/torch-tensorrt-cpu-only-pytorch',
     'ERROR:torch_tensorrt._utils:This pytorch build does not support CUDA, please reinstall pytorch with CUDA support'),
    ('no_kernel_image_arch', 'gpu/torch-tensorrt-no-compatible-device',
     'No compatible device was found for instantiating TensorRT engine'),
    ('no_device_visible', 'gpu/spark-rapids-no-gpu',
     'java.lang.IllegalStateException: Could not find a single GPU to use'),
    ('gpu_oom', 'gpu/spark-rapids-gpu-memory',
     'java.lang.IllegalArgumentException: The pool allocation of 1843.0 MiB (gpu.free: 2048.0,spark.rapids.memory.gpu.allocFraction: (=1.0,spark.rapids.memory.gpu.reserve: 671088640 => (gpu.free - reserve) * allocFraction = 1843.0) was less than allocation of 3999.75 MiB (gpu.total: 15999.0 MiB, spark.rapids.memory.gpu.minAllocFraction: 0.25 => gpu.total *minAllocFraction = 3999.75 MiB). Please ensure that the GPU has enough free memory, or adjust configuration accordingly.'),
    ('no_kernel_image_arch', 'gpu/spark-rapids-unsupported-architecture',
     'java.lang.RuntimeException: Device architecture 60 is unsupported. Minimum supported architecture: 70.'),
    ('cuda_library_version_mismatch', 'gpu/spark-rapids-cudf-version-mismatch',
     'com.nvidia.spark.rapids.CudfVersionMismatchException: Found cudf version 25.06.0, RAPIDS Accelerator expects 25.08.0'),
    ('no_device_visible', 'gpu/dask-cuda-invalid-device-index',
     'ValueError: Invalid device index or UUID: 4'),
    ('container_runtime_misconfigured', 'gpu/gstreamer-nvcodec-video-library',
     '0:00:00.038201334       4121   0x55d4c8a0e2c0 WARN                   nvenc gstnvenc.c:330:gst_nvenc_load_library: Could not open library libnvidia-encode.so.1, libnvidia-encode.so.1: cannot open shared object file: No such file or directory'),
    ('cuda_init_failed', 'gpu/gstreamer-cuinit-failed',
     '0:00:00.041977310       4121   0x55d4c8a0e2c0 ERROR                nvcodec plugin.c:756:plugin_init: Failed to init cuda, cuInit ret: 0x3e7: CUDA_ERROR_UNKNOWN: unknown error'),
    ('no_device_visible', 'gpu/gstreamer-cuda-device-missing',
     '0:00:01.204470512       4121   0x55d4c8a0e2c0 WARN             cudacontext gstcudacontext.cpp:408:gst_create_cucontext: Device with id 1 does not exist'),
    ('graphics_driver_unavailable', 'gpu/vaapi-nvidia-drm-modeset',
     '8113.402117659 [30217-30217] ../src/backend-common.c:  13 checkModesetParameterFromFd ERROR: This driver requires the nvidia_drm.modeset kernel module parameter set to 1'),
    ('driver_not_loaded', 'gpu/vaapi-cuda-functions',
     '8113.398774210 [30217-30217] ../src/vabackend.c: 285                     init Failed to load CUDA functions'),
    ('device_plugin_error', 'kube/plugin-gpu-too-old-for-healthcheck',
     '2026/06/12 08:14:05 Warning: GPU-3b2f9c1e-7d4a-5e8b-a1c6-0f9e2d7b4c53 is too old to support healthchecking: nvml: Not Supported. Marking it unhealthy.'),
    ('no_socket_interface', 'distributed/ucxpy-no-network-address',
     'RuntimeError: A network address could not be determined, an interface that has a valid IP address with the environment variable UCXPY_IFNAME.'),
    ('ib_unavailable', 'distributed/ucxpy-no-such-device',
     'ucp._libs.exceptions.UCXError: No such device'),
    ('rendezvous_unreachable', 'distributed/spark-rapids-ucx-listener-port',
     "java.net.BindException: Couldn't start UcpListener on port range 41234-41250"),
    ('driver_not_loaded', 'runtime/apptainer-no-nv-libraries',
     'WARNING: Could not find any nv libraries on this host!'),
    ('container_runtime_misconfigured', 'runtime/apptainer-nvliblist-missing',
     'WARNING: While finding nv bind points: could not read nvliblist.conf: open /usr/local/etc/apptainer/nvliblist.conf: no such file or directory'),
    ('cdi_unresolvable', 'runtime/containerd-cdi-no-gpu-vendor',
     'Error: getting CDI device names: converting GPU identifiers to CDI devices: could not discover GPU vendor: no known GPU vendor found in CDI specs'),
    ('container_runtime_misconfigured', 'runtime/containerd-cdi-disabled',
     'Error: failed to get container spec opts: CDI devices (nvidia.com/gpu=GPU-8a1f3c2e-5b7d-4e90-a6c1-2f9e0d4b7a35) requested but CDI support is explicitly disabled'),
    ('nvml_init_failed', 'runtime/slurm-nvml-device-count',
     '[2026-06-12T08:14:03.513] error: Failed to get device count: Uninitialized'),
    ('no_device_visible', 'runtime/slurm-gpu-count-lower',
     '[2026-06-12T08:14:05.004] error: Setting node gpu-node07 state to INVAL with reason:gpu count reported lower than configured (0 < 8)'),
    ('imex_channel_unavailable', 'runtime/nvidia-runtime-imex-channel-missing',
     'Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to generate CDI spec for mode "imex": IMEX channel 0 not found at /dev/nvidia-caps-imex-channels/channel0: stat /dev/nvidia-caps-imex-channels/channel0: no such file or directory: unknown'),
    ("gpu_oom", "gpu/nvenc-err-out-of-memory",
     "ERROR nvencoder gstnvencobject.cpp:177:CreateInstance: NvEnc API call failed: 0xa, NV_ENC_ERR_OUT_OF_MEMORY"),
    ("driver_not_loaded", "runtime/nvml-driver-not-loaded", "[WARNING] jtop.core.gpu - NVML check failed: Driver Not Loaded"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round70_reads_each_emitters_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/gstreamer-cuinit-failed",
     "nvcodec plugin.c:756:plugin_init: Failed to init cuda, cuInit ret: 0x64: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"),
    ("gpu/apex-needs-newer-library", "Skip `--cudnn_gbn`: cuDNN 8500 or later found"),
    ("gpu/dask-cuda-invalid-device-index", "Invalid device ordinal"),
    ("runtime/slurm-gpu-count-lower", "gpu count reported equal to configured (8 == 8)"),
    ("gpu/spark-rapids-no-gpu", "Could not find a single GPU-enabled node in the cluster list (docs example)"),
    ("runtime/containerd-cdi-disabled", "CDI support is enabled"),
])
def test_round70_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round70_gstreamer_cuinit_no_device_reads_no_device():
    # cuInit's own CUDA_ERROR_NO_DEVICE is no GPU, not an init failure
    m = top("nvcodec plugin.c:756:plugin_init: Failed to init cuda, cuInit ret: 0x64: CUDA_ERROR_NO_DEVICE: no CUDA-capable "
            "device is detected")
    assert m["category"] == "no_device_visible"


def test_round70_vllm_p2p_fallback_warning_stays_silent():
    # round 21's decision: vLLM falling back from its custom all-reduce to NCCL is benign (emitters.yaml keeps the miss)
    assert explain("WARNING 06-12 08:41:07 [custom_all_reduce.py:232] Custom allreduce is disabled because your platform "
                   "lacks GPU P2P capability or P2P test failed.")["matches"] == []


def test_round70_spark_rapids_no_gpu_after_each_gpus_reason_reads_the_reason():
    # fresh33 cudf-spark#5299 (gpu_oom): GpuDeviceManager logs why it skipped each GPU before giving up
    text = ("22/04/22 19:10:18 INFO GpuDeviceManager: Will not use GPU 0 because of ai.rapids.cudf.CudaException: out of "
            "memory\n22/04/22 19:10:18 ERROR RapidsExecutorPlugin: Exception in the executor plugin\n"
            "java.lang.IllegalStateException: Could not find a single GPU to use")
    assert top(text)["category"] == "gpu_oom"
    assert top("java.lang.IllegalStateException: Could not find a single GPU to use")["category"] == "no_device_visible"
