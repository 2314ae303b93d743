"""Round 47 of issue 12 (CATALOGUE-43): session r15's wave 7 (fresh220..226, BY CAUSE in game engines and real-time
graphics, VR and game streaming, browsers / Electron / video acceleration, creative desktop apps, OEM Linux laptops,
Rust / Go / Zig / Haskell / Futhark GPU projects, scientific desktop and lab tools; first run 95/128 on 9658c3c). Each
miss by its emitter's own words (or the mechanism's), read here in other wordings the emitter produces, with near
misses that must not match (tests/corpus/README.md 'Forty-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # wgpu finding no adapter, in Bevy's words (any Bevy version's panic) and wgpu's examples'
    ("thread 'main' panicked at 'Unable to find a GPU! Make sure you have installed required drivers!', "
     "bevy_render-0.12.0/src/renderer/mod.rs:140:10", "graphics_driver_unavailable", "gpu/vulkan-no-usable-adapter"),
    ("thread 'main' panicked at src/main.rs:31:10:\nFailed to find an appropriate adapter",
     "graphics_driver_unavailable", "gpu/vulkan-no-usable-adapter"),
    # the NVIDIA OpenGL driver's message box, another error code
    ("An application has requested more GPU memory than is available in the system.\nThe application will now be "
     "closed.\n\nError code: 6\n (pid=1234 tid=5678 game.exe 64bit)", "gpu_oom", "gpu/nvidia-ogl-more-memory-than-available"),
    # Pangolin's GLX window finding no framebuffer configuration
    ("what():  Pangolin X11: Unable to retrieve framebuffer options", "graphics_driver_unavailable", "gpu/glx-no-visual"),
    # Chromium's GPU process giving up, in any Chromium / Electron app
    ("[123:0101/000000.000000:FATAL:gpu_data_manager_impl_private.cc(415)] GPU process isn't usable. Goodbye.",
     "graphics_driver_unavailable", "gpu/chromium-gpu-process-unusable"),
    ("[9:0101/120000.1:ERROR:viz_main_impl.cc(186)] Exiting GPU process due to errors during initialization",
     "graphics_driver_unavailable", "gpu/chromium-gpu-process-unusable"),
    # EGL refusing an EGLImage (another EGL error)
    ("[1:1:0101/000000.1:ERROR:gl_display.cc(520)] EGL Driver message (Critical) eglCreateImageKHR: eglCreateImage "
     "failed with 0x00003003", "graphics_driver_unavailable", "gpu/egl-create-image-failed"),
    # libvdpau's backend loader naming NVIDIA's library (another path)
    ("Failed to open VDPAU backend /usr/lib/x86_64-linux-gnu/vdpau/libvdpau_nvidia.so: cannot open shared object "
     "file: No such file or directory", "graphics_driver_unavailable", "gpu/vdpau-nvidia-backend-missing"),
    # OBS's NVENC probe
    ("[general]\ndriver_ver=535.183.01\nnvenc_ver=12.1\nreason=outdated_driver\nnvenc_supported=false",
     "cuda_driver_too_old", "gpu/obs-nvenc-test-outdated-driver"),
    # Firefox's DMABuf device without a render node
    ("[Parent 1: Main Thread]: D/Dmabuf We're missing DRM render device!", "graphics_driver_unavailable",
     "gpu/firefox-dmabuf-no-drm-render-device"),
    # NVIDIA's EGL / nvidia-vaapi-driver handed another driver's display or device
    ("[EGL] eglGetDisplay: X screen is not using the NVIDIA driver.", "graphics_driver_unavailable",
     "gpu/nvidia-egl-not-nvidia-device"),
    ("../src/backend-common.c:  31  isNvidiaDrmFd Invalid driver for DRM device: amdgpu", "graphics_driver_unavailable",
     "gpu/nvidia-egl-not-nvidia-device"),
    # Secure Boot refusing the module (ENOKEY and EKEYREJECTED, modprobe and insmod)
    ("$ sudo modprobe nvidia\nmodprobe: ERROR: could not insert 'nvidia': Required key not available", "driver_not_loaded",
     "gpu/module-signature-rejected"),
    ("Secure Boot is enabled\ninsmod: ERROR: could not insert module nvidia.ko: Key was rejected by service",
     "driver_not_loaded",
     "gpu/module-signature-rejected"),
    # a wheel check: the GPU's sm_XX not among the installed PyTorch's kernels
    ("WARNING: NVIDIA GeForce RTX 5090 is compute capability sm_120, but this install's PyTorch only has kernels for "
     "sm_50 sm_60 sm_70 sm_80 sm_90.", "no_kernel_image_arch", "gpu/torch-wheel-arch-check"),
    # Futhark's CUDA call report with CUDA_ERROR_UNKNOWN
    ("prog.c:120: CUDA call\n  cuCtxCreate(&ctx->cu_ctx, 0, ctx->dev)\nfailed with error code 999 (unknown error)",
     "cuda_init_failed", "gpu/futhark-cuda-call-999"),
    # the Haskell cuda bindings' CUDA_ERROR_NOT_INITIALIZED
    ("*** Internal error in package accelerate-llvm-ptx ***\nCUDA Exception: driver not initialized",
     "cuda_init_failed", "gpu/haskell-cuda-not-initialised"),
    # bindgen_cuda / candle on a toolkit without the GPU's arch
    ("thread 'main' panicked at 'nvcc cannot target gpu arch 90. Available nvcc targets are [50, 52, 60, 70, 75, 80, "
     "86].'", "cuda_toolkit_arch_unsupported", "gpu/bindgen-cuda-arch-not-targetable"),
    # RELION's accelerated-code error report with cudaErrorMemoryAllocation
    ("[oo]KERNEL_ERROR: out of memory in /opt/relion/src/acc/cuda/cuda_settings.h at line 90 (error-code 2)",
     "gpu_oom", "gpu/cuda-check-out-of-memory"),
    # lld's and the loader's words for the CUDA libraries
    ("error: ld.lld: unable to find library -lnvidia-ptxjitcompiler", "cuda_init_failed",
     "gpu/cuda-library-link-not-found"),
    ("build-script-build: error while loading shared libraries: libnvvm.so: cannot open shared object file: No such "
     "file or directory", "cuda_init_failed", "gpu/cuda-library-link-not-found"),
    # JCuda's native library importing from a CUDA DLL of another version
    ("java.lang.UnsatisfiedLinkError: C:\\Fiji.app\\lib\\JCublas2-10.2.0-windows-x86_64.dll: The specified procedure "
     "could not be found", "cuda_init_failed", "gpu/jcuda-dll-procedure-missing"),
    # EGL refusing to make the context current
    ("vtkEGLRenderWindow (0x55d0): Unable to eglMakeCurrent: 12291", "graphics_driver_unavailable",
     "gpu/egl-make-current-failed"),
    # the Vulkan loader missing (Chromium's and Dawn's words)
    ("[1:1:0101/000000.1:ERROR:vulkan_instance.cc(112)] Failed to load 'libvulkan.so.1': libvulkan.so.1: cannot open "
     "shared object file: No such file or directory", "graphics_driver_unavailable", "gpu/vulkan-loader-missing"),
])
def test_round47_readings(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category, m and m["id"]
    if entry is not None:
        assert m["id"] == entry


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Unable to find a GPU profile; using defaults", "gpu/vulkan-no-usable-adapter"),
    ("The application requested 512 MB of GPU memory", "gpu/nvidia-ogl-more-memory-than-available"),
    ("Pangolin X11: window created 640x480", "gpu/glx-no-visual"),
    ("[1:1:0101/000000.1:ERROR:gpu_process_host.cc(991)] GPU process exited unexpectedly: exit_code=139",
     "gpu/chromium-gpu-process-unusable"),                               # a crash, not the give-up
    ("eglCreateImage succeeded for buffer 3", "gpu/egl-create-image-failed"),
    ("Failed to open VDPAU backend libvdpau_va_gl.so: cannot open shared object file: No such file or directory",
     "gpu/vdpau-nvidia-backend-missing"),                                # another backend: not NVIDIA's
    ("[general]\ndriver_ver=550.1\nnvenc_supported=true", "gpu/obs-nvenc-test-outdated-driver"),
    ("D/Dmabuf DRM render device found: /dev/dri/renderD128", "gpu/firefox-dmabuf-no-drm-render-device"),
    ("isNvidiaDrmFd Found NVIDIA driver for DRM device", "gpu/nvidia-egl-not-nvidia-device"),
    ("modprobe: ERROR: could not insert 'nvidia': No such device", "gpu/module-signature-rejected"),
    ("$ sudo modprobe kvm_intel\nmodprobe: ERROR: could not insert 'kvm_intel': Key was rejected by service",
     "gpu/module-signature-rejected"),
    # the bare refusal line (no host invocation): not this entry's (round 127's gpu/modprobe-module-key-rejected reads it)
    ("modprobe: ERROR: could not insert 'nvidia': Key was rejected by service", "gpu/module-signature-rejected"),
    ("NVIDIA GeForce RTX 3090 is compute capability sm_86; this install's PyTorch has kernels for sm_86",
     "gpu/torch-wheel-arch-check"),
    ("prog.c:120: OpenCL call\n  clBuildProgram(...)\nfailed with error code -11 (build program failure)",
     "gpu/futhark-cuda-call-999"),
    ("failed with error code 999 (unknown error)", "gpu/futhark-cuda-call-999"),       # no CUDA call named
    ("CUDA Exception: out of memory", "gpu/haskell-cuda-not-initialised"),
    ("nvcc targets gpu arch 89", "gpu/bindgen-cuda-arch-not-targetable"),
    ("KERNEL_ERROR: invalid argument in src/acc/utilities_impl.h at line 253 (error-code 1)",
     "gpu/cuda-check-out-of-memory"),
    ("ld.lld: error: unable to find library -lssl", "gpu/cuda-library-link-not-found"),
    ("ImportError: DLL load failed: The specified procedure could not be found.", "gpu/jcuda-dll-procedure-missing"),
    ("eglMakeCurrent succeeded", "gpu/egl-make-current-failed"),
    ("Loaded 'libvulkan.so.1' from /usr/lib", "gpu/vulkan-loader-missing"),
])
def test_round47_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text", [
    # nvidia-vaapi-driver's NVDEC loader failing (the known miss, nvidia-vaapi-driver#240): a missing libnvcuvid and a
    # missing entry point read the same, so the text cannot decide between 'driver part absent' and 'driver too old'
    "6543.987368335 [8054-8054] ../src/vabackend.c: 133                     init Failed to load NVDEC functions",
    # PyQt's DLL conflict (negatives23 napari#1336): Windows' ERROR_PROC_NOT_FOUND without a CUDA DLL
    "ImportError: DLL load failed: The specified procedure could not be found.",
])
def test_round47_silent(text):
    assert explain(text)["matches"] == []
