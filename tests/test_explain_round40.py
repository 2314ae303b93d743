"""Round 40 of issue 12 (CATALOGUE-36): fresh154..159's first runs (LLM pretraining frameworks, multi-node RDMA
networking, Kubernetes training operators, image-generation UIs, GPU monitoring tools, Slurm / HPC) and negatives11's
false claims. Each entry reads a general mechanism in other emitters' wordings than the corpus texts: the driver's
NVML library that a host program cannot load (Rust's nvml-wrapper in any tool, Go / C tools, atop, Slurm's gpu plugin,
nvmlInit's numeric return codes), the Go NVML bindings' 'could not load NVML library' outside the device plugin, the
verbs device list (NVSHMEM, Open MPI), libibverbs' work-completion status names in any consumer, NCCL's duplicate-GPU
check, XLA's NCCL thunks, gRPC / Ray GCS registration, the IMEX daemon, the web UIs' NansException, TensorFlow's
context creation out of memory, an extension op without CUDA kernels, Slurm's gres device files and MIG types, the NGC
entrypoint's GPU check. Negatives: near misses that must not read so, and negatives11's texts (DataLoader workers
killed by SIGKILL / SIGTERM) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top, hits


@pytest.mark.parametrize("text, want", [
    # driver_not_loaded: NVML's library on a host, other tools than the corpus texts'
    ("Error: NvmlError(LibloadingError(DlOpen { desc: \"libnvidia-ml.so.1: cannot open shared object file: No such "
     "file or directory\" }))", "driver_not_loaded"),
    ("WARN  gpu monitor: a libloading error occurred: libnvidia-ml.so: cannot open shared object file", "driver_not_loaded"),
    ("level=error msg=\"failed to load NVML: libnvidia-ml.so.1: cannot open shared object file: No such file\"",
     "driver_not_loaded"),
    ("slurmd: We were configured with nvml functionality, but that lib wasn't found on the system.", "driver_not_loaded"),
    ("ERROR: Failed to initialize NVML driver. Error code (cf. nvml.h): 9", "driver_not_loaded"),
    ("Jan 01 atopgpud[12]: atopgpud ERROR: Shared lib 'libnvidia-ml' probably not installed!", "driver_not_loaded"),
    ("slurmd[99]: fatal: can't stat gres.conf file /dev/nvidia3: No such file or directory", "driver_not_loaded"),
    # container_runtime_misconfigured: the Go bindings in an exporter (not the device plugin)
    ("time=\"2024-01-01\" level=fatal msg=\"nvml.Init failed: could not load NVML library\"",
     "container_runtime_misconfigured"),
    # ib_unavailable / ib_completion_error: the verbs layer in other libraries' words
    ("/nvshmem/src/modules/transport/ibgda/ibgda.cpp:123: NULL value get_device_list failed", "ib_unavailable"),
    ("WARN: device rxe0 is not enumerated as an mlx5 device. Skipping...", "ib_unavailable"),
    ("WARN: device bnxt_re0 is not enumerated as an mlx5 or ibp device. Skipping...", "ib_unavailable"),
    ("[host:1234:0] rc_iface.c:150 UCX ERROR recv completion with error on mlx5_0:1: Transport Retry Counter Exceeded",
     "ib_completion_error"),
    ("node-3:1:2 [1] transport/net_ib.cc:160 NCCL WARN NET/IB : mlx5_3:1 async fatal event on CQ (0x7f): CQ error",
     "ib_completion_error"),
    ("terminate called after throwing an instance of 'mscclpp::IbError'\n  what():  a work item failed: status 5",
     "ib_completion_error"),
    # nccl_error / duplicate_gpu / rendezvous_unreachable / imex_channel_unavailable
    ("cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled system error", "nccl_error"),
    ("XlaRuntimeError: INTERNAL: nccl_utils.cc:300: NCCL operation ncclAllGather(send, recv, n, dt, comm, stream) "
     "failed: invalid usage", "nccl_error"),
    ("Error: rank 3 and rank 1 both on CUDA device 1b000", "duplicate_gpu"),
    ("E1201 subchannel.cc:700] Connect failed: {\"description\":\"Failed to connect to remote host\",\"os_error\":"
     "\"Connection refused\",\"target_address\":\"ipv4:10.0.0.2:2222\"}", "rendezvous_unreachable"),
    ("[ERROR] Failed to get export ref for UUID: GPU-1234 for request from node id 2", "imex_channel_unavailable"),
    # image-generation UIs, TensorFlow, extensions, Slurm MIG, NGC
    ("modules.devices.NansException: A tensor with all NaNs was produced in VAE. This could be either because there's "
     "not enough precision to represent the picture, or because your video card does not support half type.",
     "dtype_unsupported_by_gpu"),
    ("InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory", "gpu_oom"),
    ("NotImplementedError: Could not run 'torchvision::nms' with arguments from the 'CUDA' backend.",
     "cuda_library_version_mismatch"),
    ("slurmd: error: Discarding the following config-only GPU due to lack of File specification:\nslurmd: error:     "
     "GRES[gpu] Type:1g.10gb Count:7 Cores(64):(null)", "mig_misconfigured"),
    ("ERROR: Detected NVIDIA Tesla K40m GPU, which is not supported by this container", "no_kernel_image_arch"),
    ("[error] Invalid CUDA device index \"3\" from device string cuda:3, there are 2 visible CUDA devices.",
     "no_device_visible"),
    ("ERROR: Unable to load the 'nvidia' kernel module.", "driver_install_failed"),
])
def test_round40_reads_each_mechanism(text, want):
    m = top(text)
    assert m is not None and m["category"] == want, m and (m["id"], m["category"], m["line"])


def test_the_device_plugins_nvml_line_stays_the_plugins():
    m = top("I0101 main.go:10] Loading NVML\nI0101 main.go:12] Failed to initialize NVML: could not load NVML library.\n"
            "If this is a GPU node, did you set the docker default runtime to `nvidia`?")
    assert m is not None and m["category"] == "device_plugin_error"


def test_a_container_start_gives_the_nvml_load_error_its_container_reading():
    m = top("$ docker run --rm my/nviwatch\nError: LibloadingError(DlOpen { desc: \"libnvidia-ml.so: cannot open shared "
            "object file: No such file or directory\" })")
    assert m is not None and m["category"] == "container_runtime_misconfigured"


@pytest.mark.parametrize("text", [
    # NVML loaded fine, an mlx5 device enumerated, a completion without error, a gres file that exists
    "nvml-wrapper: loaded libnvidia-ml.so.1 (driver 550.54)",
    "INFO: device mlx5_0 is enumerated as an mlx5 device",
    "UCX DEBUG send completion on mlx5_0:1 wr_id 0x1 status: success",
    "slurmd: gres.conf file /dev/nvidia0 found",
    # an aten op missing its CUDA kernel is not an extension build (gpu/torch-no-cuda-kernels reads it),
    # NaNs from a model's own bug in another program, TF initialising fine
    "A tensor with NaNs in my loss, no UI involved",
    "CUDA runtime implicit initialization on GPU:0 succeeded",
    "Error code (cf. nvml.h): 0",
])
def test_round40_near_misses_stay_off(text):
    assert not hits(text, {
        "host-nvml-library-not-loadable", "go-nvml-consumer-library-missing", "verbs-no-usable-device", "ib-completion",
        "slurm-gres-device-file-missing", "extension-op-no-cuda-kernel", "webui-nans-half-precision",
        "tf-context-init-oom"})


@pytest.mark.parametrize("text", [
    # negatives11's cause in other wordings: a DataLoader worker killed by the OOM killer / the parent, not SIGBUS
    "RuntimeError: DataLoader worker (pid 4242) is killed by signal: Killed.",
    "RuntimeError: DataLoader worker (pid 77) is killed by signal: Terminated.",
    "RuntimeError: DataLoader worker (pid 5) is killed by signal: Segmentation fault.",
])
def test_round40_workers_killed_by_other_signals_read_silent(text):
    assert explain(text)["matches"] == []


def test_a_worker_killed_by_sigbus_still_reads_shm():
    m = top("RuntimeError: DataLoader worker (pid 123) is killed by signal: Bus error.")
    assert m is not None and m["category"] == "shm_insufficient"
