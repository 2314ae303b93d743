"""Round 37 of issue 12 (CATALOGUE-33): fresh136..140's first runs (hybrid-graphics laptops, desktop Linux,
distributions' driver packages, multi-GPU rigs, non-English threads). Each entry reads its emitter's wording in other
wordings than the corpus texts: Bumblebee's daemon, the X server's module loader, nvidia-settings, mkinitcpio, the
kernel's module-signature check and modprobe under Secure Boot, DKMS / akmods / dpkg / kbuild on the NVIDIA tree, a GPU
switcher's modprobe, TensorFlow's and the CUDA samples' peer-access lines, Chainer, torch.load's device index, argparse
over ONNX Runtime's providers, cuDNN's DLL loader, NCCL's missing symbol and IPC handle, Mesa's loader naming the NVIDIA /
nouveau driver, EGL / GLX / Vulkan start-up. Negatives: near misses that must not read so, and Mesa's own drivers
failing in a conda / AppImage environment (negatives8) reading silent."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # the driver's kernel module not loaded
    ("Jan 02 10:00:00 host bumblebeed[812]: [  33.1] [ERROR]Could not load GPU driver", "driver_not_loaded"),
    ("ERROR: Unable to load info from any available system", "driver_not_loaded"),
    ("==> ERROR: module not found: `nvidia_drm'", "driver_not_loaded"),
    ("[ 4.2] Loading of module with unavailable key is rejected", "driver_not_loaded"),
    ("systemd-modules-load[402]: modprobe: ERROR: could not insert 'nvidia_drm': Key was rejected by service\n"
     "[FAILED] Failed to start Load Kernel Modules.", "driver_not_loaded"),
    ("modprobe: ERROR: could not insert 'nvidia' : No such device", "driver_not_loaded"),
    ("subprocess.CalledProcessError: Command 'modprobe nvidia-drm modeset=1' returned non-zero exit status 1.",
     "driver_not_loaded"),
    ("Error: Failed to load NVML library: libnvidia-ml.so.1: cannot open shared object file: No such file or directory",
     "driver_not_loaded"),
    # installs / builds
    ("Autoinstall of module nvidia/550.90.07 for kernel 6.9.1-arch1-1\nError! Bad return status for module build on "
     "kernel: 6.9.1-arch1-1 (x86_64)", "driver_install_failed"),
    ("Error! Build of nvidia.ko failed for: 6.1.0-13-amd64 (x86_64)", "driver_install_failed"),
    ("2025/01/01 10:00:00 akmods: Building rpms failed; see /var/cache/akmods/nvidia/565.77-1-for-6.12.4.log",
     "driver_install_failed"),
    ("error: Failed build dependencies:\n\tkernel-devel-uname-r = 6.12.4-200.fc41.x86_64 is needed by "
     "nvidia-kmod-3:565.77-1.fc41.x86_64", "driver_install_failed"),
    ("/tmp/NVIDIA-Linux-x86_64-390.157/kernel/nvidia/nv-mmap.c:412:13: error: 'VM_RESERVED' undeclared",
     "driver_install_failed"),
    ("ld: cannot find ./kernel-open/nvidia-modeset/nvidia-modeset-linux.o: No such file or directory",
     "driver_install_failed"),
    ("dpkg: error processing package nvidia-dkms-535 (--configure):", "driver_install_failed"),
    ("installed nvidia-kernel-dkms package post-installation script subprocess returned error exit status 10",
     "driver_install_failed"),
    # graphics
    ('[  9.1] (EE) Failed to load module "nvidia" (module does not exist, 0)', "graphics_driver_unavailable"),
    ("ERROR: Unable to find display on any available system", "graphics_driver_unavailable"),
    ("MESA-LOADER: failed to open nvidia-drm: /usr/lib64/gbm/nvidia-drm_gbm.so: cannot open shared object file",
     "graphics_driver_unavailable"),
    ("libGL error: failed to load driver: nouveau", "graphics_driver_unavailable"),
    ("[CRITICAL] [AQ] EGL: Command eglGetPlatformDisplayEXT errored out with EGL_BAD_DEVICE_EXT (0x322b)",
     "graphics_driver_unavailable"),
    ("00:00:00.120 [ERROR] [wlr] [render/egl.c:512] Failed to create EGL display", "graphics_driver_unavailable"),
    ("Could not create default EGL display: EGL_BAD_ALLOC. Aborting...", "graphics_driver_unavailable"),
    ("Xlib:  extension \"NV-GLX\" missing on display \":1\".", "graphics_driver_unavailable"),
    ("X Error of failed request:  BadValue\n  Major opcode of failed request:  152 (GLX)\n  Minor opcode of failed "
     "request:  3 (X_GLXCreateContext)", "graphics_driver_unavailable"),
    ("Failed to initialize Vulkan. Please make sure your driver and GPU support Vulkan.", "graphics_driver_unavailable"),
    # multi-GPU
    ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1012] Peer access not supported between device ordinals 1 and 0",
     "gpu_p2p_unsupported"),
    ("CUDA error at p2p.cu:88 code=217(cudaErrorPeerAccessUnsupported) \"cudaDeviceEnablePeerAccess(1, 0)\"",
     "gpu_p2p_unsupported"),
    ("host:1:1 [1] NCCL WARN Cuda failure 'named symbol not found'", "no_kernel_image_arch"),
    ("host:12:40 [1] transport/p2p.cc:240 NCCL WARN failed to open CUDA IPC handle", "nccl_error"),
    # start-up and devices
    ("chainer.backends.cuda: CUDA environment is not correctly set up (see https://github.com/chainer/chainer#installation).",
     "cuda_init_failed"),
    ("loadingCould not locate cudnn_cnn_infer64_8.dll. Please make sure it is in your library path!", "cuda_init_failed"),
    ("RuntimeError: Attempting to deserialize object on CUDA device 3 but torch.cuda.device_count() is 2.",
     "no_device_visible"),
    ("main.py: error: argument --device: invalid choice: 'cuda' (choose from 'cpu', 'mps')", "no_device_visible"),
])
def test_round37_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("[INFO]Loaded GPU driver nvidia", "driver_not_loaded"),
    ("ERROR: Unable to load info from X server", "driver_not_loaded"),
    ("==> ERROR: module not found: 'vboxdrv'", "driver_not_loaded"),
    ("modprobe: ERROR: could not insert 'vboxdrv': Operation not permitted", "driver_not_loaded"),
    ("Loading of module with available key is accepted", "driver_not_loaded"),
    ("Error! Bad return status for module build on kernel: 6.8.0-31-generic (x86_64)", "driver_install_failed"),
    ("Building rpms succeeded", "driver_install_failed"),
    ("dpkg: error processing package libc6 (--configure):", "driver_install_failed"),
    ("Setting up nvidia-kernel-dkms (535.161.08-1) ...", "driver_install_failed"),
    ('(EE) Failed to load module "fbdev" (module does not exist, 0)', "graphics_driver_unavailable"),
    ('(EE) Failed to load module "nvidia" (module-specific error, 0)', "graphics_driver_unavailable"),
    ("MESA-LOADER: failed to open iris: /usr/lib/dri/iris_dri.so: cannot open shared object file",
     "graphics_driver_unavailable"),
    ("Created EGL display on /dev/dri/card1", "graphics_driver_unavailable"),
    ("Minor opcode of failed request:  12 (X_RenderComposite)", "graphics_driver_unavailable"),
    ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1012] Peer access supported between device ordinals 0 and 1",
     "gpu_p2p_unsupported"),
    ("checkCudaErrors(cudaDeviceEnablePeerAccess(1, 0)) returned cudaSuccess", "gpu_p2p_unsupported"),
    ("CUDA error at p2p.cu:88 code=704(cudaErrorPeerAccessAlreadyEnabled) "
     "\"cudaDeviceEnablePeerAccess(1, 0)\"", "gpu_p2p_unsupported"),
    ("NCCL WARN Cuda failure 'out of memory'", "no_kernel_image_arch"),
    ("CUDA environment is correctly set up", "cuda_init_failed"),
    ("main.py: error: argument --device: invalid choice: 'cuda' (choose from 'cpu', 'cuda:0')", "no_device_visible"),
    ("Attempting to deserialize object on CUDA device 0 with map_location", "no_device_visible"),
])
def test_round37_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_mesa_own_driver_in_a_conda_or_appimage_environment_reads_silent():
    # negatives8's cause (conda-forge ctng-compilers-feedstock#95, dust3d#157): Mesa's iris / swrast failing to open from
    # a bundled libGL / libstdc++; the NVIDIA stack is not named, explain stays silent (no resemblance claim)
    for text in ("libGL error: MESA-LOADER: failed to open radeonsi: /opt/conda/lib/dri/radeonsi_dri.so: cannot open "
                 "shared object file: No such file or directory (search paths /opt/conda/lib/dri, suffix _dri)\n"
                 "libGL error: failed to load driver: radeonsi",
                 "libGL error: MESA-LOADER: failed to open swrast: /tmp/.mount_app/usr/lib/libstdc++.so.6: version "
                 "`GLIBCXX_3.4.30' not found (required by /usr/lib/dri/swrast_dri.so) (search paths /usr/lib/dri, suffix _dri)"):
        r = explain(text)
        assert r["matches"] == [], r["matches"]
        assert r["not_gpu_stack"][0]["id"] == "not-stack/mesa-own-driver-not-loadable"


def test_swrast_after_no_matching_fbconfigs_keeps_its_graphics_reading():
    # the 'failed to load driver: swrast' of an NVIDIA libGL / X mix-up (graphics_driver_unavailable 6:0) is no not-stack line
    r = explain("libGL error: No matching fbConfigs or visuals found\nlibGL error: failed to load driver: swrast")
    assert "not_gpu_stack" not in r
