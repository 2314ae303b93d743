"""Round 36 of issue 12 (CATALOGUE-32): fresh128..135's first runs. Each entry reads its emitter's wording in other
wordings than the corpus texts: PyTorch's capability-list line alone, its (and ONNX Runtime's) cuDNN algorithm search,
Caffe's CUDNN_CHECK, the CUDA runfile installer's log, GLFW's API/version errors (WGL, GLX, EGL), xFormers' per-arch
kernel guard, CUDA-GL interop on the wrong device, cudaErrorInvalidSymbol, the '(28)' ENOSPC form of NCCL's and
PyTorch's shared-memory writes, TensorFlow's cuDNN advice line, Triton's 'CUDA: Error- no device', GeNN's block-size
optimiser, PyTorch 0.x's CUDA tensor types in a CPU build, error 803 without ' / cuda driver', a program's 'not available
cuda devices'; for the next domains: the X driver's kernel-module start and API mismatch, text-embeddings-inference's
compute-cap check, GPU memory in Chinese / Japanese / Korean words. Negatives: near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # architecture: the binary has no code for this GPU
    ("UserWarning: The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70 sm_75 compute_37.",
     "no_kernel_image_arch"),
    ("FATAL: kernel `fmha_cutlassB_f16_aligned_64x64_k32_sm80` is for sm80-sm100, but was built for sm120",
     "no_kernel_image_arch"),
    ("FATAL: this function is for sm80, but was built for sm0", "no_kernel_image_arch"),
    ("cudaMemcpyToSymbol(c_geo, &geo, sizeof(Geometry)) failed: cudaErrorInvalidSymbol", "no_kernel_image_arch"),
    ("CUDA_ERROR_INVALID_SYMBOL in cuModuleGetGlobal", "no_kernel_image_arch"),
    ("Error: Could not create backend\n\nCaused by:\n    Could not start backend: Runtime compute cap 120 is not compatible "
     "with compile time compute cap 90", "no_kernel_image_arch"),
    # build tooling older than the GPU
    ("Error: unsupported CUDA device major version: 7", "cuda_toolkit_arch_unsupported"),
    # GPU memory in programs' own words
    ("RuntimeError: Unable to find a valid cuDNN algorithm to run convolution.", "gpu_oom"),
    ("F1203 10:00:00.000000  4242 cudnn_conv_layer.cpp:54] Check failed: status == CUDNN_STATUS_SUCCESS (2 vs. 0)  "
     "CUDNN_STATUS_ALLOC_FAILED", "gpu_oom"),
    ("训练到第3个epoch时显存不足，程序退出", "gpu_oom"),
    ("VRAM が不足しています", "gpu_oom"),
    ("报错 CUDA内存不足，换了小模型也一样", "gpu_oom"),
    # shared memory
    ("RuntimeError: DataLoader worker (pid 77) is killed: write failed: No space left on device (28)", "shm_insufficient"),
    # devices
    ("cudaGraphicsGLRegisterImage(&res, tex, GL_TEXTURE_2D, 0) returned CUDA_ERROR_INVALID_DEVICE", "no_device_visible"),
    ("torch._dynamo.exc.BackendCompilerFailed: debug_wrapper raised RuntimeError: CUDA: Error- no device", "no_device_visible"),
    ("RuntimeError: torch.cuda.LongTensor is not enabled.", "no_device_visible"),
    ("Warning: there are not available GPU devices, running on CPU", "no_device_visible"),
    # versions and drivers
    ("If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at "
     "runtime is compatible", "cuda_library_version_mismatch"),
    ("nvidia-container-cli: initialization error: cuda error: system has unsupported display driver combination",
     "driver_library_mismatch"),
    ("[ERROR]: Install of driver component failed. Consult the driver log at /var/log/nvidia-installer.log for more details.",
     "driver_install_failed"),
    ("[ERROR]: Install of 550.54.14 failed, quitting", "driver_install_failed"),
    ("[    12.004] (EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module. Please see the", "driver_not_loaded"),
    ("Error: API mismatch: the NVIDIA kernel module has version 470.82.00,\nbut this NVIDIA driver component has version "
     "470.86.  Please make\n(EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module! Please ensure",
     "driver_library_mismatch"),
    # graphics
    ("glfw.GLFWError: (65543) b'WGL: OpenGL profile requested but WGL_ARB_create_context_profile is unavailable'",
     "graphics_driver_unavailable"),
    ("GLFW Error 65542: WGL: The driver does not appear to support OpenGL", "graphics_driver_unavailable"),
])
def test_round36_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("The current PyTorch install supports CUDA graphs on this device", "no_kernel_image_arch"),
    ("kernel `fmha_cutlassF_f16` is for sm80-sm100 and runs fine", "no_kernel_image_arch"),
    ("invalid device ordinal", "no_kernel_image_arch"),
    ('rsync: [receiver] write failed on "/data/ckpt.pt": No space left on device (28)', "shm_insufficient"),
    ("OSError: [Errno 28] No space left on device: '/tmp/x'", "shm_insufficient"),
    ("Found a valid cuDNN algorithm for convolution in 3 ms", "gpu_oom"),
    ("Check failed: status == CUDNN_STATUS_SUCCESS (6 vs. 0)  CUDNN_STATUS_ARCH_MISMATCH", "gpu_oom"),
    ("[INFO]: Install of driver component succeeded.", "driver_install_failed"),
    ("cudaGraphicsGLRegisterBuffer failed: cudaErrorUnknown", "no_device_visible"),
    ("CUDA: Error- out of memory", "no_device_visible"),
    ("torch.cuda.FloatTensor is now the default tensor type", "no_device_visible"),
    ("Error: unsupported CUDA toolkit version: 9", "cuda_toolkit_arch_unsupported"),
    ("WGL: Pixel format set", "graphics_driver_unavailable"),
    ("GLFW error 65544: X11: RandR gamma ramp support seems broken", "graphics_driver_unavailable"),
    ("内存不足，请关闭其他程序", "gpu_oom"),
    ("显存占用 20G 正常吗", "gpu_oom"),
    ("Runtime compute cap 89 detected", "no_kernel_image_arch"),
])
def test_round36_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


def test_nvidia_smi_missing_names_the_host_reading_second():
    # fresh131 merlin#305 (a host) against 10 container labels of the line: container first, the host driver second
    r = explain('"_nvidia-smi: command not found_"')
    m = r["matches"][0]
    assert m["category"] == "container_runtime_misconfigured"
    assert [x["category"] for x in m["readings"]] == ["container_runtime_misconfigured", "driver_not_loaded"], m


def test_gl_interop_other_errors_stay_graphics():
    # the interop entry's other codes (304, 999, OS call failed) keep their graphics reading (fresh90's labels)
    m = top('CUDA error at CudaSimulationFacade.cu:179 code=999(cudaErrorUnknown) "cudaGraphicsGLRegisterImage(&r, '
            'image, GL_TEXTURE_2D, cudaGraphicsMapFlagsReadOnly)"')
    assert m and m["category"] == "graphics_driver_unavailable", m
