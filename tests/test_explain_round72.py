"""Round 72 of issue 12: wave 31 (documentation pages and repository files, fresh352..358: 22/25 on round 71's final)
and EMITTERS-6, 200 messages of 39 more programs read from their source (tests/corpus/emitters.yaml entries 862..1061:
141/200 on round 71's final, which never saw them). Each new or widened entry read on the messages of its emitters (the
line explain reads them on), and not on near misses (tests/corpus/README.md 'Seventy-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # wave 31's three first-contact misses
    ('gpu_oom', 'gpu/darknet-subdivisions-hint',
     '   0  Try to set subdivisions=64 in your cfg-file. \npython3: : Unknown error 916893155'),
    ('graphics_driver_unavailable', 'gpu/mesa-zink-no-vulkan-device',
     'MESA: error: ZINK: failed to choose pdev libEGL warning: egl: failed to create dri2 screen MESA: error: Failed to '
     'attach to x11 shm'),
    ('no_device_visible', 'concept/build-without-gpu', 'Not a GPU build - running on CPU instead'),
    ('no_device_visible', 'concept/build-without-gpu', 'RuntimeError: This build of HOOMD does not include GPU support.'),
    # EMITTERS-6: GPU programs
    ('graphics_driver_unavailable', 'gpu/vulkan-no-gpu-with-support',
     '14:02:11 WARNING  Could not initialize Vulkan and NGX. DLSS not supported. (Failed to find GPUs with Vulkan support.)'),
    ('no_kernel_image_arch', 'gpu/compiled-for-newer-compute-capability',
     '14:02:10 WARNING  Insufficient compute capability 61 detected.\n14:02:10 WARNING  This program was compiled for >=75 '
     'and may thus behave unexpectedly.'),
    ('no_kernel_image_arch', 'gpu/compiled-for-newer-compute-capability',
     '[19:05:08.475768][error] CUDA-Enabled GPU detected, but the compute capabilities is not enough.'),
    ('gpu_busy_unavailable', 'gpu/compute-mode-prohibited',
     'RuntimeError: No supported GPUs are present on this system.\nThe device NVIDIA A100-SXM4-40GB is in a compute '
     'prohibited mode.'),
    ('gpu_oom', 'gpu/colmap-sift-match-oom',
     'E0412 11:02:13.004218 140177 sift.cc:1393] Not enough GPU memory to match 32768 features. Reduce the maximum number '
     'of matches.'),
    ('gpu_oom', 'gpu/colmap-sift-match-oom',
     'E0412 11:05:40.771209 140177 sift.cc:1465] Feature matching failed. This is probably caused by insufficient GPU '
     'memory.'),
    ('gpu_oom', 'gpu/custatevec-alloc-failed',
     'ERROR:  [Experiment 0] cuStateVecChunkContainer::sample_measure : custatevecSampler_create '
     'CUSTATEVEC_STATUS_ALLOC_FAILED'),
    ('no_kernel_image_arch', 'gpu/custatevec-arch-mismatch',
     'cuStateVec error: CUSTATEVEC_STATUS_ARCH_MISMATCH at /home/user/qsim/apps/qsim_base_custatevec.cu 123'),
    ('cuda_init_failed', 'gpu/custatevec-not-initialized',
     'ERROR:  [Experiment 0] cuStateVecChunkContainer::allocate::custatevecCreate : CUSTATEVEC_STATUS_NOT_INITIALIZED'),
    ('cuda_driver_too_old', 'gpu/program-driver-too-old',
     "Outdated NVIDIA CUDA driver version '8000' detected!\nSee hashcat.net for officially supported NVIDIA CUDA Toolkit "
     "versions."),
    ('cuda_driver_too_old', 'gpu/program-driver-too-old',
     '[2024-05-02 21:14:03.512]: Error: NvEnc: minimum required driver version is 456.71'),
    ('driver_not_loaded', 'gpu/sunshine-cannot-load-cuda', "[2024-05-02 21:14:03.512]: Error: Couldn't load cuda: -1"),
    ('no_device_visible', 'gpu/tgi-not-enough-cuda-devices',
     'Error: NotEnoughCUDADevices("`sharded` is true but only found 1 CUDA devices")'),
    ('gpu_oom', 'gpu/tgi-not-enough-memory', 'Error: Backend(NotEnoughMemory(8192))'),
    ('dtype_unsupported_by_gpu', 'gpu/feature-needs-newer-gpu-generation',
     'RuntimeError: Only Hopper supports different V headdim'),
    ('dtype_unsupported_by_gpu', 'gpu/feature-needs-newer-gpu-generation',
     'ValueError: MXFP8 is only supported on SM100 or later architectures'),
    ('dtype_unsupported_by_gpu', 'gpu/feature-needs-newer-gpu-generation',
     '[2025-04-17 11:05:10] WARNING compiler_flags.py:99: flashinfer is not supported on CUDA arch < 80'),
    ('gpu_oom', 'gpu/torch-alloc-retries',
     '[titan] 2025-05-02 14:03:11,481 - root - WARNING - 14 CUDA memory allocation retries.'),
    ('no_device_visible', 'gpu/mlc-no-cuda-device', 'ValueError: Device is not found on your local environment: cuda'),
    ('no_device_visible', 'gpu/mlc-no-cuda-device', '[2025-04-17 11:02:51] INFO auto_device.py:91: Not found device: cuda:0'),
    ('cuda_init_failed', 'gpu/ggml-device-failed-to-init',
     '[WARN ] ggml_extend_backend.cpp:580  - device CUDA0 failed to init'),
    ('gpu_oom', 'gpu/sdcpp-backend-buffer-oom',
     '[WARN ] backend_fit.cpp:385  - auto-fit: VAE decode failed (likely out of memory); retrying with spatial tiling'),
    ('gpu_oom', 'gpu/sdcpp-backend-buffer-oom',
     '[ERROR] model_manager.cpp:737  - model manager alloc params backend buffer failed, size = 6144.00MB'),
    ('no_device_visible', 'gpu/triton-server-instance-group-no-gpu',
     'E0417 09:12:44.318226 1 model_lifecycle.cc:654] "failed to load \'resnet50\' version 1: Invalid argument: instance '
     'group resnet50_0 of model resnet50 has kind KIND_GPU but server does not support GPUs"'),
    ('no_device_visible', 'gpu/triton-server-instance-group-no-gpu',
     'E0417 09:12:44.318226 1 model_lifecycle.cc:654] "failed to load \'bert\' version 1: Invalid argument: instance group '
     'bert_0 of model bert specifies invalid or unsupported gpu id 1. GPUs with at least the minimum required CUDA compute '
     'compatibility of 6.000000 are: 0"'),
    # EMITTERS-6: container runtimes
    ('container_runtime_misconfigured', 'runtime/incus-nvidia-runtime',
     "Error: Load go-lxc struct: The NVIDIA LXC hook couldn't be found"),
    ('container_runtime_misconfigured', 'runtime/incus-nvidia-runtime',
     'Error: Failed to start device "gpu0": nvidia.runtime must be set to true for MIG GPUs to work'),
    ('container_runtime_misconfigured', 'runtime/incus-nvidia-runtime',
     'Error: nvidia.runtime is incompatible with privileged containers'),
    ('driver_not_loaded', 'runtime/incus-nvidia-driver-not-setup',
     'Error: Failed to start device "gpu0": Card isn\'t a NVIDIA GPU or driver isn\'t properly setup'),
    ('no_device_visible', 'runtime/incus-gpu-not-detected',
     'Error: Failed to start device "gpu0": Failed to detect requested GPU device'),
    ('container_runtime_misconfigured', 'runtime/nvidia-ctk-runtime-config-write-failed',
     'time="2026-06-12T08:14:03Z" level=error msg="unable to flush config: unable to open /etc/containerd/config.toml for '
     'writing: open /etc/containerd/config.toml: read-only file system"'),
    ('container_runtime_misconfigured', 'runtime/nvidia-ctk-runtime-config-write-failed',
     "unable to restart containerd: unable to send SIGHUP to 'containerd' process: no such process"),
    ('mig_misconfigured', 'runtime/cdi-mig-caps-missing',
     'time="2026-06-12T08:14:03Z" level=error msg="failed to generate CDI spec: failed to create device CDI specs: failed to '
     'get CDI device edits: failed to create device discoverer: error getting MIG capability device paths: open '
     '/proc/driver/nvidia-caps/mig-minors: no such file or directory"'),
    ('driver_not_loaded', 'runtime/cdi-wsl-no-driver-store',
     'time="2026-06-12T08:14:03Z" level=error msg="failed to generate CDI spec: failed to create edits common for '
     'entities: failed to create discoverer for WSL driver: no driver store paths found"'),
    # EMITTERS-6: Kubernetes GPU schedulers, sharing plugins, GFD, Nomad
    ('device_plugin_error', 'kube/plugin-incompatible-strategy',
     'E0612 08:14:03.512947       1 factory.go:37] "using empty manager" err="unsupported strategy auto"'),
    ('device_plugin_error', 'kube/gfd-no-labels', 'W0612 08:14:03.512947       1 main.go:278] No labels generated from any source'),
    ('device_plugin_error', 'kube/kubevirt-gpu-not-permitted',
     'failed to render launch manifest: GPU nvidia.com/GA102GL_A10 is not permitted in permittedHostDevices configuration'),
    ('device_plugin_error', 'kube/gpushare-allocation-unsatisfied',
     'W0612 08:15:21.774102   12345 allocate.go:180] invalid allocation requst: request GPU memory 8 cant be satisfied.'),
    ('quota_exceeded', 'kube/kai-queue-quota',
     '  Warning  Unschedulable  14s (x3 over 51s)  kai-scheduler  Non-preemptible workload is over quota. Workload '
     'requested 4 GPUs, but team-vision quota is 2 GPUs, while 1 GPUs are already allocated for non-preemptible pods.'),
    ('quota_exceeded', 'kube/kai-queue-quota',
     '  Warning  Unschedulable  9s  kai-scheduler  research quota has reached the allowable limit of GPUs. Limit is 8 GPUs, '
     'currently 6 GPUs allocated and workload requested 4 GPUs'),
    ('quota_exceeded', 'kube/hami-webhook-quota',
     'Error from server (Forbidden): error when creating "qwen-infer.yaml": admission webhook "vgpu.hami.io" denied the '
     'request: exceeding resource quota'),
    ('device_plugin_error', 'kube/hami-device-unhealthy',
     'E0612 08:31:07.215533       1 scheduler.go:498] "Device is unhealthy, cleaning up node" nodeName="gpu-node-07"'),
    ('mig_misconfigured', 'kube/hami-mig-task-on-core-gpu',
     'E0612 08:31:07.215533       1 scheduler.go:790] found a mig task running on a hami-core GPU'),
    ('device_plugin_error', 'kube/autoscaler-unready-gpu',
     'I0612 08:20:11.402118       1 gpu_processor.go:50] Overriding status of node gke-ml-pool-a100-3f9c2d1e-x7kq, which '
     'seems to have unready GPU'),
    ('driver_not_loaded', 'kube/nomad-nvidia-driver-not-loaded',
     '2026-06-12T08:14:03.512Z [ERROR] agent.plugin_loader.nvidia-gpu: unable to initialize Nvidia driver: '
     'plugin_dir=/opt/nomad/data/plugins reason="failed to initialize: Driver Not Loaded"'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round72_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("concept/shm", "MESA: error: Failed to attach to x11 shm"),             # X11's MIT-SHM, not /dev/shm
    ("concept/driver-install", "unable to initialize Nvidia driver: plugin_dir=/opt/nomad/data/plugins"),
    ("concept/build-without-gpu", "This is not a GPU cluster build step"),
    ("gpu/program-driver-too-old", "NvEnc: driver version 550.54 detected"),
    ("gpu/feature-needs-newer-gpu-generation", "FP8 is supported on SM89 and later"),
    ("gpu/torch-alloc-retries", "0 CUDA memory allocation failures"),
    ("kube/kai-queue-quota", "research quota has 8 GPUs, 6 allocated"),
    ("runtime/incus-nvidia-runtime", "nvidia.runtime is set to true"),
    ("gpu/compute-mode-prohibited", "The device NVIDIA A100 is in the default compute mode"),
])
def test_round72_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round72_the_x11_shm_line_does_not_turn_a_graphics_paste_into_shm():
    matches = explain("MESA: error: ZINK: failed to choose pdev\nMESA: error: Failed to attach to x11 shm")["matches"]
    assert matches and matches[0]["category"] == "graphics_driver_unavailable"
    assert "shm_insufficient" not in [m["category"] for m in matches]
