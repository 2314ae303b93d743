"""Round 17 (CATALOGUE-15: the fresh29..32 first runs). The concept layer widened BY CAUSE from the missed samples'
programs' format strings (cited in doctor/signatures/concepts.py), not from their words: a number format or fused kernel
the GPU's capability lacks, stated with the capability as the subject; a GPU compute API's device enumeration finding
none; TensorFlow's placer with no GPU registered; CUDA's error string as an 'error code'; DCGM's Xid metric; the GPU
Operator's toolkit unable to set the runtime up and its validator waiting; NCCL's topology code failing; SIGBUS (a full
/dev/shm in a container); out of GPU memory; modprobe refusing a module in the driver container; a driver installer
unable to fetch the driver. Specific entries: nvidia-container-cli's brand/driver requirement alternatives (driver too
old), modprobe refusing an NVIDIA module (driver install, before the GPUDirect RDMA reading), a start-up architecture
mismatch. The positives are other programs' or other calls' wording; the negatives must stay silent."""
import pytest

from doctor.explain import explain
from explain_top import first
from doctor.signatures.events import parse_event


@pytest.mark.parametrize("text,category", [
    # dtype / kernel needs a newer GPU, the capability (or the hardware) as the subject
    ("[TRT] [E] 9: Error Code 9: Internal Error (Networks with BF16 precision require hardware with BF16 support.)",
     "dtype_unsupported_by_gpu"),
    ("AssertionError: Device compute capability 9.0 or higher required for FP8 block scaling execution. FP8 needs",
     "dtype_unsupported_by_gpu"),
    ("RuntimeError: Expected is_sm8x || is_sm90 to be true, but got false.", "dtype_unsupported_by_gpu"),
    ("UserWarning: Compute capability < 8.0 detected! Only slow 4-bit inference is supported for your GPU!",
     "dtype_unsupported_by_gpu"),
    # no device of a GPU compute API; TensorFlow's placer
    ("clGetDeviceIDs: No GPU devices found on platform 0", "no_device_visible"),
    ("RuntimeError: No CUDA devices available for the requested backend", "no_device_visible"),
    ("InvalidArgumentError: Cannot assign a device for operation MatMul: Could not satisfy explicit device specification "
     "'/job:worker/device:GPU:1' because no devices matching that specification are registered in this process",
     "no_device_visible"),
    # CUDA's error string printed as the code
    ("Failed to copy vector B from host to device (error code initialization error)!", "cuda_init_failed"),
    # DCGM's Xid metric in exposition format
    ('DCGM_FI_DEV_XID_ERRORS{gpu="3",UUID="GPU-1",Hostname="n1",err_code="79",err_msg="GPU has fallen off the bus"} 79',
     "xid_error"),
    # the toolkit container and its validator
    ('level=error msg="error running nvidia-container-toolkit: unable to configure the runtime: exit status 1"',
     "container_runtime_misconfigured"),
    ("time=\"2024-01-01T00:00:00Z\" level=info msg=\"waiting for nvidia container stack to be setup\"",
     "container_runtime_misconfigured"),
    # NCCL's topology code
    ("node1:1:2 [3] graph/topo.cc:712 NCCL WARN Could not find CPU affinity for GPU 3", "nccl_error"),
    # SIGBUS
    ("torch.distributed.elastic.multiprocessing.api: failed (exitcode: -7) local_rank: 3 (pid: 99) of binary: python",
     "shm_insufficient"),
    ("./train.sh: line 12:  4242 Bus error (core dumped) python train.py --workers 8", "shm_insufficient"),
    # out of GPU memory, the GPU named in the middle
    ("Error: out of device memory while building the BVH", "gpu_oom"),
    # the driver container's modprobe; a driver installer's download
    ("modprobe: ERROR: could not insert 'nvidia_uvm': Operation not permitted", "driver_install_failed"),
    ("modprobe: FATAL: Module nvidia-drm not found in directory /lib/modules/6.1.0-13-amd64", "driver_install_failed"),
    ("modprobe: ERROR: could not insert 'ib_core': Invalid argument", "driver_install_failed"),
    ("E1 installer.go:88] failed to download driver package from https://example.invalid/nvidia-535.run: 403 "
     "(cos-gpu-installer)", "driver_install_failed"),
    # nvidia-container-cli's brand/driver alternatives (the driver too old for the image's CUDA)
    ("nvidia-container-cli: requirement error: unsatisfied condition: driver >= 470", "cuda_driver_too_old"),
    # an architecture mismatch at start-up, another program's wording
    ("GPU architecture mismatch: the binary was built for sm_90, device 0 is sm_75", "no_kernel_image_arch"),
    # emitters.yaml's misses, by cause (other wording than the rendered format strings)
    ("AssertionError: libnvidia-ml.so cannot found! Please make sure GPU is set up", "driver_not_loaded"),
    ("MisconfigurationException: The devices [0, 1] are occupied by other processes and can't be used", "gpu_busy_unavailable"),
    ("RuntimeError: Trainer cannot find any CUDA accelerator on this host", "no_device_visible"),
    ("ptxas fatal   : Value 'sm_100a' is not defined for option 'gpu-name'", "cuda_toolkit_arch_unsupported"),
    ("level=error msg=\"error selecting MIG config: unknown profile: 3g.71gb\"", "mig_misconfigured"),
    ("warning: NVML not initialized; GPU metrics disabled", "nvml_init_failed"),
    ("FATAL: failed to reach Ubuntu package repositories.  Ensure that the cluster can access the proper networks.",
     "driver_install_failed"),
    ("Could not download NVIDIA driver from https://example.invalid/NVIDIA-Linux-x86_64-550.run", "driver_install_failed"),
])
def test_round17_reads_the_cause_in_other_programs_wording(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # a dtype on the CPU, capability stated without a failure
    "Device compute capability 9.0 detected; FP8 enabled",
    "the CPU requires hardware with AVX512 support for bf16 (use fp32)",
    # no GPU words: an exit code that is not SIGBUS, a memory word without a GPU
    "failed (exitcode: -9) local_rank: 0",
    "Error: out of disk space while writing the checkpoint",
    # DCGM's Xid metric at zero, NCCL's topology INFO lines
    'DCGM_FI_DEV_XID_ERRORS{gpu="0",UUID="GPU-1",Hostname="n1"} 0',
    "node1:1:2 [0] NCCL INFO graph/search.cc:1100 Pattern 4, crossNic 0, nChannels 2",
    # a placement on the CPU, a TensorFlow op without a GPU kernel (another cause), an OpenCL platform listing
    "Could not satisfy explicit device specification '/device:CPU:1' because no devices matching that specification",
    "Number of OpenCL devices found: 2",
    # a parking space occupied, a config word without MIG, a download that is not the driver's
    "Slot 3 is occupied by another process lock file; retrying",
    "error selecting theme: unknown config: dark-blue",
    "Could not download model weights from the hub: 403",
])
def test_round17_concepts_stay_silent_on_text_with_no_such_failure(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    assert not [g for g in got if g[0].startswith("concept/")], got


def test_modprobe_of_nvidia_peermem_reads_the_install_first_and_names_gpudirect_second():
    """gpu-operator#2619/#2868 (fresh31): the peermem container's modprobe failing was read as GPUDirect RDMA unavailable;
    the module was never inserted, so the driver install comes first, the RDMA consequence second."""
    text = ("DRIVER_ARCH is aarch64\nmodprobe: ERROR: could not insert 'nvidia_peermem': Invalid argument\n"
            "failed to load nvidia-peermem module")
    m = first(text)
    assert m["category"] == "driver_install_failed" and m["id"] == "kube/driver-modprobe-insert"
    assert "ib_unavailable" in [r["category"] for r in m.get("readings", [])] or \
        "ib_unavailable" in [x["category"] for x in explain(text)["matches"]]


@pytest.mark.parametrize("text,reasons", [
    # KAI's gang fit error, inline (the allocation error's histogram after its head) and as bullets after 'due to:'
    ("PodSchedulingErrors: Resources were found for 2 pods while 3 are required for gang scheduling. Additional pods "
     "cannot be scheduled due to: no nodes with enough resources were found: 3 node(s) didn't have enough resources: GPUs..",
     {"node(s) didn't have enough resources: GPUs": 3}),
    ("Resources were found for 4 pods from all sub-groups while sub-group workers requires 8 pods for gang scheduling.\n"
     "Additional pods cannot be scheduled in this sub-group due to:\n  - 5 node(s) didn't have enough resources: GPUs\n"
     "  - 1 node(s) had untolerated taint {dedicated: infra}",
     {"node(s) didn't have enough resources: GPUs": 5, "node(s) had untolerated taint {dedicated: infra}": 1}),
])
def test_kai_gang_fit_error_reads_the_node_histogram(text, reasons):
    r = parse_event(text)
    assert r is not None and r["source"] == "kai-scheduler" and r["total"] is None and r["reasons"] == reasons, r


def test_a_message_quoted_between_guillemets_ends_at_the_closing_guillemet():
    r = parse_event("Получаем ошибку: «0/3 nodes are available: 3 Insufficient nvidia.com/gpu.»")
    assert r["reasons"] == {"Insufficient nvidia.com/gpu": 3} and r["total"] == 3, r


@pytest.mark.parametrize("text,category", [
    # a failed update of the driver is an install failure; advice to update it is the driver's age
    ("ERROR: Failed to update the NVIDIA driver", "driver_install_failed"),
    ("nvidia-installer: unable to upgrade the NVIDIA kernel module (see /var/log/nvidia-installer.log)",
     "driver_install_failed"),
    ("CUDA driver version is insufficient. Please update your NVIDIA driver", "cuda_driver_too_old"),
    ("You need to update your GPU driver to use CUDA 12.4", "cuda_driver_too_old"),
])
def test_a_failed_driver_update_is_not_advice_to_update(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"])


def test_kais_per_node_reasons_are_never_a_gpu_oom():
    """KAI-Scheduler#1217 (events_fresh29): the bulleted reasons, joined as the engine joins a wrapped line ('... enough
    resources: GPUs 6 cannot allocate all claims'), read as gpu_oom by concept/gpu-oom before round 17."""
    text = ("  Error on rack-1 pods:\n  Resources were found for 12 pods while 16 are required for gang scheduling.\n"
            "  Additional pods cannot be scheduled due to:\n    - 12 node(s) didn't have enough resources: GPUs\n"
            "    - 6 cannot allocate all claims")
    assert not [m for m in explain(text)["matches"] if m["category"] == "gpu_oom"]
