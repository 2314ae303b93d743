"""Round 20 (CATALOGUE-18: the fresh41..44 first runs). The misses were known causes in the words of layers no sample
came from: the data-centre host (the kernel's firmware loader, kmod, udev, NVRM's BAR and open-module refusals, the GSP
booter, NVIDIA's dnf plugin, DKMS, the open module's own build), containers outside Kubernetes (Apptainer's setuid mode,
runc mounting a host CUDA library, SELinux denying /dev/nvidia*, Mesa's GL on an NVIDIA X server), local serving apps
(ComfyUI's VAE OOM retry, an app's 'insufficient GPU memory to load', a stated is_available() False), and batch layers
(HAMi-core's cuMemoryAllocate result 2, TensorFlow's Non-OK-status, dockershim's RuntimeHandler, NCCL's socket
retries, NVLS multicast binding, the new imex_channel_unavailable). The lead's libcuda rule: libcuda that cannot be
loaded is read on the host unless the paste shows a container. Events: Markdown bold inside a reason; a Karpenter
message wrapped by hand. The positives are other wordings than the corpus samples; the negatives stay silent or keep
their other reading."""
import pytest

from explain_top import first
from doctor.signatures import CATEGORY_INFO, analyse
from doctor.signatures.events import parse_event


@pytest.mark.parametrize("text,category", [
    # the host layer: GSP firmware missing, kmod without a precompiled/DKMS module, the module build failing
    ("[  12.1] nvidia 0000:3b:00.0: Direct firmware load for nvidia/550.90.07/gsp_ga10x.bin failed with error -2",
     "driver_install_failed"),
    ("install: cannot stat 'firmware/gsp_tu10x.bin': No such file or directory", "driver_install_failed"),
    ("NVIDIA driver: filtering kernel 5.14.0-427.el9, no precompiled modules available for version 3:560.35.03",
     "driver_install_failed"),
    ("File: /var/lib/dkms/nvidia-open/550.54/source/dkms.conf does not exist.", "driver_install_failed"),
    ("make[2]: *** [Makefile:190: _out/Linux_aarch64/nv_kthread_q.o] Error 1", "driver_install_failed"),
    # the module absent or refused: kmod, udev, a BAR the BIOS did not map, a GPU the open module cannot drive
    ("modinfo: ERROR: Module nvidia_uvm not found.", "driver_not_loaded"),
    ("(udev-worker)[411]: card1: Process '/usr/sbin/modprobe nvidia-modeset' failed with exit code 1.", "driver_not_loaded"),
    ("NVRM: This PCI I/O region assigned to your NVIDIA device is invalid:\nNVRM: BAR1 is 0M @ 0x0 (PCI:0000:56:00.0)",
     "driver_not_loaded"),
    ("NVRM: The NVIDIA GPU 0000:3b:00.0 (PCI ID: 10de:1eb8)\nNVRM: installed in this system is not supported by open\n"
     "NVRM: nvidia.ko because it does not include the required GPU", "driver_not_loaded"),
    # the GPU's firmware not booting; a device handle nvidia-smi cannot detect
    ("NVRM kgspInitRm_IMPL: failed to bootstrap GSP", "xid_error"),
    ("NVRM s_executeBooterUcode_GA102: Booter failed with non-zero error code: 0x3", "xid_error"),
    ("Unable to detect the device handle for GPU00000000:65:00.0: Unknown Error", "xid_error"),
    # containers outside Kubernetes
    ("FATAL:   nvidia-container-cli not allowed in setuid mode", "container_runtime_misconfigured"),
    ('Error: OCI runtime error: mounting "/usr/lib/aarch64-linux-gnu/libnvinfer.so.8.4.1" to rootfs at '
     '"/usr/lib/aarch64-linux-gnu/libnvinfer.so.8.4.1" caused: not a directory', "container_runtime_misconfigured"),
    ('type=AVC msg=audit(1700000000.1:99): avc:  denied  { open } for pid=4242 comm="python3" path="/dev/nvidiactl" '
     'scontext=system_u:system_r:container_t:s0', "nvml_init_failed"),
    ("libGL error: No matching fbConfigs or visuals found\nlibGL error: failed to load driver: swrast",
     "graphics_driver_unavailable"),
    ("Failed to initialize NVML: Driver / library version mismatch", "driver_library_mismatch"),
    # local serving apps
    ("Warning: Ran out of memory when regular VAE encoding, retrying with tiled VAE encoding.", "gpu_oom"),
    ("[ModelLoader] WARNING: Insufficient GPU memory for model flux-dev (needs 23 GB)", "gpu_oom"),
    ("RuntimeError: torch.cuda.is_available() should be True but is False", "no_device_visible"),
    # batch layers
    ("[vgpu ERROR allocator.c:88]: cuMemAllocAsync failed res=2", "gpu_oom"),
    ("F tensorflow/core/kernels/random_op_gpu.h:246] Non-OK-status: GpuLaunchKernel(FillKernel, b, t, 0, s) "
     "status: Resource exhausted: out of memory", "gpu_oom"),
    ('Failed to create pod sandbox: rpc error: code = Unknown desc = RuntimeHandler "nvidia-cdi" not supported',
     "container_runtime_misconfigured"),
    ("host-7:99:99 [0] misc/socket.cc:480 NCCL WARN socketStartConnect: exceeded retries (20000)",
     "bootstrap_connect_failed"),
    ("Failed to bind NVLink SHARP (NVLS) Multicast memory of size 4194304 : CUDA error 401 'the operation cannot be "
     "performed in the present state'", "fabric_manager_not_running"),
    ("ncclx-7:11:11 [3] NCCL WARN MNNVL (cliqueSize 72) is available but not working on this system. Check the IMEX "
     "configuration (nvidia-imex-ctl -N). Set NCCL_MNNVL_ENABLE=0 to ignore this issue.", "imex_channel_unavailable"),
    # a CUDA sample allocating device memory is not the kubelet allocating devices
    ("Failed to allocate device vector B (error code initialization error)!", "cuda_init_failed"),
])
def test_round20_reads_the_cause_in_other_layers_wording(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # firmware loads that are not the NVIDIA GSP firmware; a DKMS tree of another module
    "iwlwifi 0000:00:14.3: Direct firmware load for iwlwifi-so-a0-gf-a0-86.ucode failed with error -2",
    "File: /var/lib/dkms/virtualbox/7.0.14/source/dkms.conf does not exist.",
    "make[1]: *** [Makefile:12: build/main.o] Error 1",
    # other modules not found; an NCCL success line; an allocation result that is not 2
    "modprobe: FATAL: Module vboxdrv not found in directory /lib/modules/6.8.0",
    "NCCL INFO MNNVL 1 cliqueId 7 cliqueSize 72 cliqueRank 3",
    "[HAMI-core Msg]: cuMemoryAllocate failed res=0",
    "[HAMI-core Msg]: cuMemoryAllocate failed res=20",
    # a scheduler's reason count, not an application's memory check
    "0/3 nodes are available: 3 Insufficient GPU memory in one device.",
    # SELinux on something else; a GPU reset that worked
    "type=AVC msg=audit(1.2:3): avc:  denied  { read } for pid=1 comm=\"cat\" name=\"shadow\" dev=\"sda1\"",
    "GPU 00000000:1A:00.0 was successfully reset.",
])
def test_round20_new_rules_stay_silent_on_text_with_no_such_failure(text):
    new = {"gpu/nvrm-invalid-bar", "gpu/nvidia-module-not-found", "gpu/vae-decode-oom", "gpu/insufficient-gpu-memory",
           "gpu/cumem-result-2", "gpu/tf-non-ok-status-oom", "gpu/mesa-gl-on-nvidia-x",
           "gpu/torch-cuda-should-be-available", "kube/gsp-firmware-missing", "kube/kmod-unavailable",
           "hardware/gsp-boot-failed", "runtime/apptainer-nvccli-setuid", "runtime/mount-nvidia-library-failed",
           "runtime/selinux-nvidia-device-denied", "distributed/nvls-bind-failed", "distributed/mnnvl-imex-unavailable"}
    got = [(f.signature.id, f.category) for f in analyse(text)]
    assert not [g for g in got if g[0] in new or g[1] in ("gpu_oom", "imex_channel_unavailable")], got


def test_imex_channel_unavailable_is_a_category_that_explains_the_nccl_error():
    text = ("nccl-0:1:1 [1] include/alloc.h:228 NCCL WARN Cuda failure 800 'operation not permitted'\n"
            "nccl-0:1:1 [1] mnnvl.cc:67 NCCL WARN MNNVL (cliqueSize 4) is available but not working on this system. "
            "Check the IMEX channel configuration (/dev/nvidia-caps-imex-channels). Set NCCL_MNNVL_ENABLE=0 to ignore.\n"
            "Test NCCL failure common.cu:1279 'unhandled system error (run with NCCL_DEBUG=INFO for details)'")
    f = analyse(text)
    assert f[0].category == "imex_channel_unavailable" and "nccl_error" in f[0].explains, [x.signature.id for x in f]
    assert f[0].first.groups.get("clique") == "4" and "ComputeDomain" in f[0].signature.fix
    assert "imex_channel_unavailable" in CATEGORY_INFO


# ---- the lead's libcuda rule ------------------------------------------------------------------------------------------
LIBCUDA = "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file"


@pytest.mark.parametrize("evidence", [
    "root@3e0d949e3ced:/workspace# python train.py",
    "$ docker run --rm -it my/image:latest python train.py",
    "$ kubectl logs trainer-0",
    "nvidia-container-cli: initialization error: load library failed",
])
def test_libcuda_with_container_evidence_keeps_the_container_reading_first(evidence):
    m = first(evidence + "\n" + LIBCUDA)
    assert m["category"] == "container_runtime_misconfigured", m
    assert any(r["category"] == "driver_not_loaded" for r in m.get("readings", [])), m


def test_the_cuda_images_library_path_is_not_container_evidence():
    # round 66: every image built FROM nvidia/cuda sets LD_LIBRARY_PATH to /usr/local/nvidia; the texts that show it
    # beside an unloadable libcuda are labelled driver_not_loaded 7:2 (tests/corpus/README.md 'Sixty-sixth round')
    m = first("LD_LIBRARY_PATH=/usr/local/nvidia/lib64:/usr/local/cuda/lib64\n" + LIBCUDA)
    assert m["category"] == "driver_not_loaded" and m["id"].endswith("-on-host"), m
    assert any(r["category"] == "container_runtime_misconfigured" for r in m.get("readings", [])), m


def test_libcuda_without_container_evidence_reads_the_host_first_and_names_the_container_second():
    m = first("2024-01-01 12:00:00 W tensorflow/stream_executor/platform/default/dso_loader.cc:64] " + LIBCUDA)
    assert m["category"] == "driver_not_loaded" and m["id"].endswith("-on-host"), m
    readings = [r["category"] for r in m.get("readings", [])]
    assert readings[:2] == ["driver_not_loaded", "container_runtime_misconfigured"], m
    assert m.get("distinguish"), m
    # the loader's own form cut after the library's name reads the same
    assert first("error while loading shared libraries: libcuda.so.1:")["category"] == "driver_not_loaded"


# ---- events --------------------------------------------------------------------------------------------------------------
def test_markdown_bold_inside_a_reason_is_markup():
    r = parse_event("0/4 nodes are available: 1 **Insufficient nvidia.com/gpu**, 3 node(s) didn't match Pod's node "
                    "affinity/selector.")
    assert r["total"] == 4 and r["reasons"] == {"Insufficient nvidia.com/gpu": 1,
                                                "node(s) didn't match Pod's node affinity/selector": 3}, r


def test_a_karpenter_message_wrapped_by_hand_is_read_whole():
    text = ('incompatible with nodepool "gpu", \ndaemonset overhead={"cpu":"200m","pods":"3"}, \n'
            'no instance type satisfied resources {"cpu":"8","nvidia.com/gpu":"4"} and \n'
            'requirements nvidia.com/gpu In [true] (no instance type has enough resources)\n\nnext paragraph')
    r = parse_event(text)
    assert r["source"] == "karpenter" and list(r["reasons"]) == [
        'incompatible with nodepool "gpu", daemonset overhead={"cpu":"200m","pods":"3"}, no instance type satisfied '
        'resources {"cpu":"8","nvidia.com/gpu":"4"} and requirements nvidia.com/gpu In [true] (no instance type has '
        'enough resources)'], r
