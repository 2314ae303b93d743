"""Round 38 of issue 12 (CATALOGUE-34): fresh141..147's first runs (Gaussian splatting / NeRF, robot-learning
simulators with GPU rendering, vision-language models, video diffusion, home-lab containers, GPU rental clouds, MD /
quantum chemistry / old frameworks). Each entry reads its emitter's wording in other wordings than the corpus texts:
habitat-sim's WindowlessContext, libglvnd's eglQueryDevicesEXT, MuJoCo's / robosuite's EGL device selection, Isaac
Gym's Vulkan-to-CUDA camera interop, Vulkan device extensions and features, Mesa's lavapipe, Omniverse Kit's swapchain,
Isaac Sim's libGLX_nvidia check, smithay's EGL callback, COLMAP, tiny-cuda-nn, TensorFlow's placer, LeRobot, a CPU-only
PyTorch's missing CUDA bindings, SageAttention's toolkit check, ComfyUI's OOM handler, numba, LuisaCompute, FFmpeg's
cuvid, nvidia-ctk, nvidia-docker 1, GKE's driver directory, Ansible and the NVIDIA .run installer, the cuDNN wrapper,
OpenCV DNN, Theano, vulkan.hpp's lost device, NCCL's topology. Negatives: near misses that must not read so, and a node
whose disk is full failing runc (negatives9) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # graphics_driver_unavailable: the simulators' renderers
    ("F0712 09:01:02.123456  4242 WindowlessContext.cpp:120] Check failed: isNvidiaGpuReadable(eglDevId) [EGL] EGL "
     "device 3, CUDA device 3 is not readable", "graphics_driver_unavailable"),
    ("F0712 09:01:02.123456    77 WindowlessContext.cpp:114] Check failed: eglDevId < numDevices [EGL] Could not find "
     "an EGL device for CUDA device 2", "graphics_driver_unavailable"),
    ("eglQueryDevicesEXT(): EGL_BAD_ALLOC error: In eglQueryDevicesEXT: Failed to allocate device list.",
     "graphics_driver_unavailable"),
    ("RuntimeError: The MUJOCO_EGL_DEVICE_ID environment variable must be an integer between 0 and 1 (inclusive), "
     "got 5.", "graphics_driver_unavailable"),
    ("[Error] [carb.gym.plugin] cudaImportExternalMemory failed on depthImage buffer with error 304",
     "graphics_driver_unavailable"),
    ("[Error] [carb.gym.plugin] cudaExternalMemoryGetMappedBuffer failed on optical flow buffer with error 1",
     "graphics_driver_unavailable"),
    ("RuntimeError: vk::PhysicalDevice::createDevice: ErrorExtensionNotPresent", "graphics_driver_unavailable"),
    ("RuntimeError: vk::PhysicalDevice::createDeviceUnique: ErrorFeatureNotPresent", "graphics_driver_unavailable"),
    ("[svulkan2] [error] vkCore: Missing physical device extension: VK_KHR_ray_tracing_pipeline",
     "graphics_driver_unavailable"),
    ("vkCreateDevice returned VK_ERROR_EXTENSION_NOT_PRESENT", "graphics_driver_unavailable"),
    ("WARNING: lavapipe is not a conformant vulkan implementation, testing use only.\nSegmentation fault",
     "graphics_driver_unavailable"),
    ("2025-06-01T10:00:00Z [2,001ms] [Error] [carb.graphics-vulkan.plugin] Failed to create a swapchain.",
     "graphics_driver_unavailable"),
    ("Fatal Error: Can't find libGLX_nvidia.so.0...", "graphics_driver_unavailable"),
    ("ERROR smithay::backend::egl::ffi: [EGL] 0x3001 (NOT_INITIALIZED) eglInitialize: No EGL drivers found",
     "graphics_driver_unavailable"),
    # no_device_visible
    ("E20250101 10:00:00.000000 1234 mvs.cc:80] Dense stereo reconstruction requires CUDA, which is not available on "
     "your system.", "no_device_visible"),
    ("OSError: Unknown compute capability. Specify the target compute capabilities in the TCNN_CUDA_ARCHITECTURES "
     "environment variable or install PyTorch with the CUDA backend to detect it automatically.", "no_device_visible"),
    ("EnvironmentError: Unknown compute capability. Specify the target compute capabilities in the "
     "KILONERF_CUDA_ARCHITECTURES environment variable or install PyTorch with the CUDA backend to detect it "
     "automatically.", "no_device_visible"),
    ("InvalidArgumentError (see above for traceback): Cannot assign a device for operation 'MatMul': Operation was "
     "explicitly assigned to /device:GPU:1 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, "
     "/job:localhost/replica:0/task:0/device:XLA_CPU:0 ].", "no_device_visible"),
    ("WARNING:lerobot.configs.policies:Device 'cuda' is not available. Switching to 'cpu'.", "no_device_visible"),
    ("AttributeError: module 'torch._C' has no attribute '_cuda_getDeviceCount'", "no_device_visible"),
    # the rest
    ("RuntimeError: CutlassMLP: insufficient shared memory available on the GPU.", "gpu_shared_memory_insufficient"),
    ("RuntimeError: CUDA 12.0 or higher is required for compute capability 9.0.", "cuda_toolkit_arch_unsupported"),
    ("Got an OOM, unloading all loaded models.\nPrompt executed in 12.01 seconds", "gpu_oom"),
    ("numba.cuda.cudadrv.error.CudaDriverError: Driver missing function: cuCtxGetDevice_v2", "cuda_driver_too_old"),
    ("[warning] The PTX version is not supported by the installed CUDA driver. Trying to patch the PTX to make it "
     "compatible with the driver.", "cuda_driver_too_old"),
    ("[hevc_cuvid @ 0x7f00c8001200] Failed loading nvcuvid.", "container_runtime_misconfigured"),
    ("ERRO[0000] unable to load config for runtime containerd: toml: line 12: expected '='",
     "container_runtime_misconfigured"),
    ("nvidia-docker | 2017/01/02 10:00:00 Error: Could not load UVM kernel module. Is nvidia-modprobe installed?",
     "driver_not_loaded"),
    ("Warning  FailedMount  1m  kubelet  MountVolume.SetUp failed for volume \"nvidia-install-dir-host\" : hostPath "
     "type check failed: /home/kubernetes/bin/nvidia is not a directory", "driver_not_loaded"),
    ("fatal: [10.0.0.5]: FAILED! => {\"changed\": true, \"cmd\": \"/tmp/NVIDIA-Linux-x86_64-535.104.05.run --silent "
     "--dkms\", \"msg\": \"non-zero return code\", \"rc\": 1}", "driver_install_failed"),
    ("libcudnn.cudnnStatusArchMismatch", "no_kernel_image_arch"),
    ("cv2.error: OpenCV(4.8.0) /opencv/modules/dnn/src/net_impl_backend.cpp:200: error: (-216:No CUDA support) OpenCV "
     "was not built to work with the selected device. Please check CUDA_ARCH_PTX or CUDA_ARCH_BIN in your build "
     "configuration. in function 'initCUDABackend'", "no_kernel_image_arch"),
    ("ERROR (theano.sandbox.cuda): ERROR: Not using GPU. Initialisation of device 1 failed:\nUnable to get the number "
     "of gpus available: unknown error", "cuda_init_failed"),
    ("RuntimeError: vk::Queue::submit: ErrorDeviceLost", "xid_error"),
    ("node1:2237:2237 [1] graph/topo.cc:102 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:3b/../../"
     "0000:3b:00.0", "nccl_error"),
])
def test_round38_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("[EGL] EGL device 0, CUDA device 0 is readable", "graphics_driver_unavailable"),
    ("eglQueryDevicesEXT(): found 2 devices", "graphics_driver_unavailable"),
    ("export MUJOCO_EGL_DEVICE_ID=0", "graphics_driver_unavailable"),
    ("[Info] [carb.gym.plugin] cudaImportExternalMemory succeeded on rgbImage buffer", "graphics_driver_unavailable"),
    ("vkCreateInstance failed with VK_ERROR_EXTENSION_NOT_PRESENT", "graphics_driver_unavailable"),
    ("GPU id = 1 (llvmpipe (LLVM 15.0.7, 256 bits))", "graphics_driver_unavailable"),
    ("[carb.graphics-vulkan.plugin] Created a swapchain 1920x1080", "graphics_driver_unavailable"),
    ("found libGLX_nvidia.so.0 in /usr/lib/x86_64-linux-gnu", "graphics_driver_unavailable"),
    ("Sparse reconstruction does not require CUDA", "no_device_visible"),
    ("Detected compute capability 8.6; building for TCNN_CUDA_ARCHITECTURES=86", "no_device_visible"),
    ("Device 'cuda' is available. Using 'cuda'.", "no_device_visible"),
    ("AttributeError: module 'torch._C' has no attribute '_cuda_clearCublasWorkspaces'", "no_device_visible"),
    ("FullyFusedMLP: shared memory per block 96 KiB, enough for 128 neurons", "gpu_shared_memory_insufficient"),
    ("CUDA 12.8 is installed; compute capability 12.0 detected", "cuda_toolkit_arch_unsupported"),
    ("Unloading all loaded models to free memory", "gpu_oom"),
    ("numba.cuda.cudadrv.error.CudaDriverError: CUDA initialized before forking", "cuda_driver_too_old"),
    ("[info] PTX version 8.0 is supported by the installed CUDA driver", "cuda_driver_too_old"),
    ("[h264_cuvid @ 0x55] Loaded nvcuvid", "container_runtime_misconfigured"),
    ("INFO[0000] Loading config from /etc/docker/daemon.json", "container_runtime_misconfigured"),
    ("Loaded UVM kernel module", "driver_not_loaded"),
    ("hostPath type check failed: /var/run/docker.sock is not a socket file", "driver_not_loaded"),
    ("fatal: [10.0.0.5]: FAILED! => {\"changed\": true, \"cmd\": \"apt-get install -y htop\", \"rc\": 100}",
     "driver_install_failed"),
    ("cudnnStatusSuccess", "no_kernel_image_arch"),
    ("OpenCV was built with CUDA support for CUDA_ARCH_BIN=8.6", "no_kernel_image_arch"),
    ("Using gpu device 0: GeForce GTX TITAN X (CNMeM is disabled, cuDNN 5005)", "cuda_init_failed"),
    ("vk::Device::waitForFences: Success", "xid_error"),
    ("NCCL INFO Topology detection: network path found for /sys/class/net/eth0", "nccl_error"),
])
def test_round38_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_node_disk_full_under_runc_reads_silent():
    # negatives9's cause (jupyterhub/mybinder.org-user-guide#283): the node's disk is full, so runc cannot mount the
    # init container's files; no GPU component named: explain stays silent (no container-runtime resemblance claim)
    text = ("2024-01-02T10:00:00Z [Warning] Error: failed to create containerd task: failed to create shim task: OCI "
            "runtime create failed: runc create failed: unable to start container process: error during container "
            "init: error mounting \"/var/lib/containerd/x/hostname\" to rootfs at \"/etc/hostname\": open "
            "/run/containerd/x/rootfs/etc/hostname: no space left on device: unknown\n"
            "2024-01-02T10:00:01Z [Warning] Error: write /var/lib/kubelet/pods/abc/etc-hosts: no space left on device")
    r = explain(text)
    assert r["matches"] == [], r["matches"]
    assert r["not_gpu_stack"][0]["id"] == "not-stack/disk-full"


def test_nvidia_hook_failing_on_a_full_disk_keeps_its_gpu_reading():
    # the not-stack line is runc's own ENOSPC; a line that names the NVIDIA hook is not read away as a full disk
    from doctor.signatures.not_stack import ENTRIES
    entry = next(e for e in ENTRIES if e.id == "not-stack/disk-full")
    assert not entry.pattern.search("OCI runtime create failed: nvidia-container-cli: mount error: no space left on device")
