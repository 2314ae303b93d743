"""Round 21 (CATALOGUE-19: the fresh45..48 first runs). Two categories the texts demanded: gpu_p2p_unsupported (CUDA's
cudaErrorPeerAccessUnsupported 217 'peer access is not supported between these two devices' in any caller, accelerate's
RTX 40-series P2P/IB guard, NCCL's 'P2P is disabled between NVLINK connected GPUs') and vgpu_license_unavailable (an
NVIDIA vGPU guest without a licence: nvidia-smi's 'License Status : Unlicensed', nvidia-gridd's lease failures). The
other misses by cause: TensorFlow ignoring a GPU below the build's minimum compute capability, its implicit CUDA init
failing on an invalid kernel image, CUDA runtime error 30 (unknown) at start, PyTorch's memory summary counting an OOM,
the nvidia module finding no GPU (insert: No such device), a CUDA result after 'return value' or a CUDA_CALL macro, a
truncated cudaErrorNoDevice, NCCL's corrupted-communicator check, the IMEX daemon's node configuration and DCGM's IMEX
health reason, the device plugin's device map, a CDI hook subcommand the toolkit lacks, dnf finding no kernel package
for the driver toolkit, nvidia-persistenced waiting for the NVLink fabric, the NGC banner's 'compatibility mode is
UNAVAILABLE', 'nvidia-smi: Unknown Error', a store wait that timed out in init_process_group. The positives are other
wordings than the corpus samples; the negatives stay silent or keep their other reading."""
import pytest

from explain_top import first
from doctor.signatures import CATEGORY_INFO, analyse


@pytest.mark.parametrize("text,category", [
    # gpu_p2p_unsupported: the CUDA error in other callers' wording
    ("RuntimeError: CUDA error: peer access is not supported between these two devices", "gpu_p2p_unsupported"),
    ("host-1:12:40 [3] transport/p2p.cc:275 NCCL WARN Cuda failure 'peer access is not supported between these two "
     "devices'", "gpu_p2p_unsupported"),
    ("cudaDeviceEnablePeerAccess(1, 0) returned cudaErrorPeerAccessUnsupported", "gpu_p2p_unsupported"),
    ("cuCtxEnablePeerAccess failed: CUDA_ERROR_PEER_ACCESS_UNSUPPORTED", "gpu_p2p_unsupported"),
    ("NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication broadband via P2P or IB. "
     "Please set `NCCL_P2P_DISABLE=\"1\"`", "gpu_p2p_unsupported"),
    ("node7:99:99 [0] graph/paths.cc:324 NCCL WARN P2P is disabled between NVLINK connected GPUs 1 and 0. This should "
     "not be the case given their connectivity", "gpu_p2p_unsupported"),
    # vgpu_license_unavailable
    ("    License Status                    : Unlicensed (Restricted)", "vgpu_license_unavailable"),
    ("Mar 03 10:00:01 gpu-vm-3 nvidia-gridd[812]: Failed to acquire license from nls.example.internal",
     "vgpu_license_unavailable"),
    ("nvidia-gridd: Failed to register client (4)", "vgpu_license_unavailable"),
    # TensorFlow: the GPU below the build's minimum compute capability; its implicit init on an invalid kernel image
    ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1700] Ignoring visible gpu device (device: 0, name: Quadro "
     "K2200, pci bus id: 0000:03:00.0, compute capability: 5.0) with Cuda compute capability 5.0. The minimum required "
     "Cuda capability is 5.2.", "no_kernel_image_arch"),
    ("CUDA runtime implicit initialization on GPU:1 failed. Status: no kernel image is available for execution on the "
     "device", "no_kernel_image_arch"),
    # CUDA runtime error 30 at start; a CUDA result after 'return value' or a CUDA_CALL macro; a truncated name
    ("RuntimeError: cuda runtime error (30) : unknown error at /opt/pytorch/aten/src/THC/THCGeneral.cpp:51",
     "cuda_init_failed"),
    ("Return value 35 from 'cudaGetDeviceCount(&n)'.  Exiting.", "cuda_driver_too_old"),
    ("ERROR: CUDA_CHECK: 100 at kernels.cu:42", "no_device_visible"),
    ("cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorNoDevic", "no_device_visible"),
    # XLA's 'no supported devices' after a context that could not be created for lack of memory: the memory
    ("W platform_util.cc:240] unable to create StreamExecutor for CUDA:1: failed initializing StreamExecutor for CUDA "
     "device ordinal 1: Internal: failed call to cuCtxCreate_v2: CUDA_ERROR_OUT_OF_MEMORY: out of memory\n"
     "F statusor.cc:34] Attempting to fetch value instead of handling error Internal: no supported devices found for "
     "platform CUDA", "gpu_oom"),
    ("jax.errors.JaxRuntimeError: INTERNAL: no supported devices found for platform CUDA", "no_device_visible"),
    # TensorFlow's DSO check cut by the paste inside 'DSO version'
    ("E cuda_diagnostics.cc:303] kernel version 535.104.5 does not match DSO versio", "driver_library_mismatch"),
    # PyTorch's memory summary counting an OOM
    ("|            CUDA OOMs: 3            |        cudaMalloc retries: 7         |", "gpu_oom"),
    # the nvidia module finding no GPU
    ("insmod: ERROR: could not insert 'nvidia': No such device", "driver_not_loaded"),
    # NCCL's communicator check
    ("misc/argcheck.cc:39 NCCL WARN Error: corrupted comm object detected", "nccl_error"),
    # the platform layer: IMEX daemon / DCGM IMEX health, the device plugin's device map, a CDI hook, DTK's kernel package
    ("IMEX daemon started\n[ERROR] [tid 12] No matching network interface found for any IP addresses in the node "
     "configuration", "imex_channel_unavailable"),
    ("health watch: DCGM_FR_IMEX_UNHEALTHY on node gb200-rack1-07", "imex_channel_unavailable"),
    ("panic: Unable to load resource managers to manage plugin devices: error building device map: error getting "
     "device handle for index '3': Unknown Error", "device_plugin_error"),
    # ... but NVML's 'GPU is lost' inside the same panic is the GPU's own fault
    ("panic: Unable to load resource managers to manage plugin devices: error building device map: error getting "
     "device handle for index '3': GPU is lost", "xid_error"),
    ("Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: error running "
     "createRuntime hook #2: exit status 3, stdout: , stderr: No help topic for 'create-soname-symlinks'",
     "container_runtime_misconfigured"),
    ("Error: Unable to find a match: kernel-core-5.14.0-570.el9.x86_64", "driver_install_failed"),
    # nvidia-persistenced and the NVLink fabric; the NGC banner; nvidia-smi's bare NVML error
    ("nvidia-persistenced: Could not enable UVM Persistence mode because the NVLink fabric is not yet initialized",
     "fabric_manager_not_running"),
    ("ERROR: This container was built for NVIDIA Driver Release 575.51 or later, but version 550.54 was detected and "
     "compatibility mode is UNAVAILABLE.", "cuda_driver_too_old"),
    ("$ kubectl exec -it gpu-pod -- nvidia-smi\nnvidia-smi: Unknown Error", "nvml_init_failed"),
    # a store wait that timed out while the process group was created
    ("  File \"train.py\", line 9, in <module>\n    dist.init_process_group(backend='gloo', init_method='file:///mnt/x')\n"
     "RuntimeError: Wait timeout", "rendezvous_unreachable"),
])
def test_round21_rules_read_other_wordings_of_each_cause(text, category):
    m = first(text)
    assert m and m["category"] == category, (text, m)


@pytest.mark.parametrize("text", [
    # vLLM/SGLang's custom all-reduce falling back to NCCL: a benign warning, not a failure
    "WARNING 05-25 00:00:25 custom_all_reduce.py:74] Custom allreduce is disabled because your platform lacks GPU P2P "
    "capability or P2P test failed. To silence this warning, specify disable_custom_all_reduce=True explicitly.",
    # NCCL's INFO when PCIe P2P is off: it falls back to SHM
    "host:1:1 [0] NCCL INFO P2P is disabled between connected GPUs 1 and 0. You can repress this message with "
    "NCCL_IGNORE_DISABLED_P2P=1.",
    # a licensed vGPU; the licence daemon's success
    "    License Status                    : Licensed (Expiry: 2026-10-19 6:51:17 GMT)",
    "nvidia-gridd: License acquired successfully. (Info: nls.example.internal, NVIDIA Virtual Compute Server)",
    # a memory summary without an OOM
    "|            CUDA OOMs: 0            |        cudaMalloc retries: 0         |",
    # an error 30 that is not CUDA's unknown error; a return value that is not CUDA's
    "write failed with error 30: Read-only file system",
    "Return value 35 from 'read_config(&cfg)'",
    # a plain 'Wait timeout' with no process group in the paste
    "RuntimeError: Wait timeout",
    # the IMEX daemon's message without IMEX in the paste
    "[ERROR] No matching network interface found for any IP addresses in the node configuration",
])
def test_round21_rules_stay_silent_on_text_with_no_such_failure(text):
    new = {"distributed/cuda-peer-access-unsupported", "distributed/accelerate-p2p-ib-unsupported",
           "distributed/nccl-p2p-disabled-nvlink", "kube/vgpu-unlicensed", "gpu/torch-memory-summary-ooms",
           "gpu/cuda-runtime-30-unknown", "distributed/store-wait-timeout-at-init",
           "distributed/imex-node-config-no-interface", "gpu/cuda-code-35"}
    got = [(f.signature.id, f.category) for f in analyse(text)]
    assert not [g for g in got if g[0] in new
                or g[1] in ("gpu_p2p_unsupported", "vgpu_license_unavailable", "gpu_oom", "cuda_init_failed",
                            "rendezvous_unreachable", "imex_channel_unavailable", "cuda_driver_too_old")], got


def test_modprobe_refusals_other_than_no_device_keep_the_driver_container_reading():
    # round 127: in the driver container's own log; the bare Secure Boot refusal is a host's (driver_not_loaded 2 of 2
    # in the corpus: fresh362, fresh605; tests/test_explain_round127.py)
    m = first("Loading NVIDIA driver kernel modules...\nmodprobe: ERROR: could not insert 'nvidia': Key was rejected by "
              "service")
    assert m and m["category"] == "driver_install_failed", m
    m = first("Loading NVIDIA driver kernel modules...\nmodprobe: ERROR: could not insert 'nvidia': Operation not permitted")
    assert m and m["category"] == "driver_install_failed", m


def test_gpu_p2p_unsupported_is_a_category_that_explains_the_nccl_error():
    text = ("host:774:854 [0] transport/shm.cc:590 NCCL WARN Cuda failure 217 'peer access is not supported between "
            "these two devices'\n"
            "host:774:854 [0] NCCL INFO transport/shm.cc:600 -> 1\n"
            "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled cuda error")
    f = analyse(text)
    assert f[0].category == "gpu_p2p_unsupported" and "nccl_error" in f[0].explains, [x.signature.id for x in f]
    assert "NCCL_P2P_DISABLE=1" in f[0].signature.fix and "ACS" in f[0].signature.fix
    assert any(c == "nccl_error" for c, _ in f[0].signature.readings)
    assert CATEGORY_INFO["gpu_p2p_unsupported"][0] < CATEGORY_INFO["nccl_error"][0]


def test_vgpu_license_unavailable_is_a_category_ranked_below_the_driver_and_above_cuda():
    text = ("Oct 12 17:22:37 vm nvidia-gridd: Failed to acquire license from 10.0.0.5\n"
            "RuntimeError: CUDA error: initialization error")
    f = analyse(text)
    assert f[0].category == "vgpu_license_unavailable" and "cuda_init_failed" in f[0].explains, \
        [x.signature.id for x in f]
    assert "client configuration token" in f[0].signature.fix.lower() or "ClientConfigToken" in f[0].signature.fix
    assert "licensingConfig" in f[0].signature.fix
