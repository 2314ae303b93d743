"""Round 35 of issue 12 (CATALOGUE-31): fresh120..127's first runs (and fresh113's CuArrays text, lost when the
resemblance reference grew). Each entry reads its emitter's wording in other wordings than the corpus texts: CUDA.jl's
capability check and missing-library assertion, nvidia-smi's documented exit statuses, a PyTorch extension's missing
_C op module, SAM 2's Flash Attention check, Wav2Lip's / Boltz's OOM recovery, PyOpenGL's EGL_NOT_INITIALIZED, CUDA
'Could not allocate ...: out of memory', KataGo's CUDA_ERR, TensorRT's SM assertion, CNTK's cuDNN check, TensorFlow's
dnn lookup, PyTorch's bare cuDNN INTERNAL_ERROR, CUDA error 222, cuBLAS ARCH_MISMATCH, the Video Codec SDK's NVENC
version check, Jetson's NvMap ENOMEM, librealsense / Unity / AI2-THOR graphics start, the ZED SDK's memory and CUDA
checks, NPP and nvJPEG libraries, OpenCL's -1001, a port taken without a space after 'RuntimeError:'. And negatives6's
two false claims by cause: a prose lead-in read joined with a not-stack line, RVC's DirectML start-up lines.
Negatives: near misses that must not read so."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures import analyse
from explain_top import first as top


@pytest.mark.parametrize("text, want", [
    # toolkits too old / too new for the GPU
    ("ERROR: LoadError: Device capability v3.0.0 not supported by available toolchain", "cuda_toolkit_arch_unsupported"),
    ("[E] 2: [helpers.h::smVerHex2Dig::694] Error Code 2: Internal Error (Assertion major >= 0 && major < 10 failed. )",
     "cuda_toolkit_arch_unsupported"),
    # nvidia-smi's exit statuses (nvidia-smi(1) RETURN VALUE)
    ("subprocess.CalledProcessError: Command '['nvidia-smi', '-L']' returned non-zero exit status 4.", "nvml_init_failed"),
    ("exec: nvidia-smi --query-gpu=uuid --format=csv,noheader failed: exit status 9", "driver_not_loaded"),
    # CPU-only builds of a GPU op / decoder
    ("    output = _C.ms_deform_attn_forward(\nNameError: name '_C' is not defined", "no_device_visible"),
    ("UserWarning: Failed to load custom C++ ops. Running on CPU mode Only!", "no_device_visible"),
    ("RuntimeError: encode_jpeg_cuda: torchvision not compiled with nvJPEG support", "no_device_visible"),
    ("clGetPlatformIDs failed with -1001", "no_device_visible"),
    # architecture features
    ("sam2/modeling/sam/transformer.py:23: UserWarning: Flash Attention is disabled as it requires a GPU with Ampere "
     "(8.0) CUDA capability.", "dtype_unsupported_by_gpu"),
    ("CUBLAS_STATUS_ARCH_MISMATCH in cublasGemmEx", "dtype_unsupported_by_gpu"),
    # GPU memory in programs' own words
    ("Recovering from OOM error; New batch size: 16", "gpu_oom"),
    ("RuntimeError: Image too big to run face detection on GPU. Please use the --resize_factor argument", "gpu_oom"),
    ("| WARNING: ran out of memory, skipping batch", "gpu_oom"),
    ("Could not allocate Gaussian blur texture array: out of memory", "gpu_oom"),
    ("cuDNN failure 1: CUDNN_STATUS_ALLOC_FAILED ; GPU=1 ; hostname=node7 ; expr=cudnnCreate(&m_cudnn)", "gpu_oom"),
    ("InternalError: Fail to find the dnn implementation. [Op:CudnnRNN]", "gpu_oom"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR\nYou can try to repro this exception using the following "
     "code snippet.", "gpu_oom"),
    ("NvMapMemAllocInternalTagged: 1075839747 error 12", "gpu_oom"),
    ("[ZED][Object Detection] Required memory for Body tracking optimization is too high for the current free memory "
     "(910MB vs 600MB)", "gpu_oom"),
    ("ZED SDK >> (Init) Not enough memory for this depth calculation mode", "gpu_oom"),
    # CUDA start
    ("  what():  CUDA Error, for createComputeHandle file cudabackend.cpp, func cudaSetDevice(gpuIdx), line 100, "
     "error unknown error", "cuda_init_failed"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  Device2D::Device2D: unknown error",
     "cuda_init_failed"),
    ("ERROR: This functionality is unavailable as CUTENSOR is missing.", "cuda_init_failed"),
    ("ImportError: libnppicc.so.11: cannot open shared object file: No such file or directory", "cuda_init_failed"),
    # versions
    ('CUDA error: "unknown error" (222) in kernel launch', "cuda_driver_too_old"),
    ("NvEncoder: Current Driver Version does not support this NvEncodeAPI version, please upgrade driver",
     "cuda_driver_too_old"),
    ("ERROR : Found CUDA 10.2 but the ZED SDK requires 11.4", "cuda_library_version_mismatch"),
    # graphics
    ("GLError(\n        err = 12289,\n        baseOperation = eglCreateContext,", "graphics_driver_unavailable"),
    ("Error starting device: Could not open OpenGL window, please check your graphic drivers", "graphics_driver_unavailable"),
    ("Unable to find a supported OpenGL core profile", "graphics_driver_unavailable"),
    ("Failed to create valid graphics context: please ensure you meet the minimum requirements",
     "graphics_driver_unavailable"),
    ("Exception: Unity process has exited - check Player.log for errors. Confirm that Vulkan is properly configured "
     "on this system using vulkaninfo from the vulkan-utils package. returncode=-6", "graphics_driver_unavailable"),
    # rendezvous
    ("RuntimeError:Address already in use", "rendezvous_unreachable"),
])
def test_round35_entries(text, want):
    m = top(text)
    assert m and m["category"] == want, m


@pytest.mark.parametrize("text, not_want", [
    ("Device capability v8.6 selected for code generation", "cuda_toolkit_arch_unsupported"),
    ("nvidia-smi returned non-zero exit status 42", "nvml_init_failed"),
    ("nvidia-smi exit status 4.5 seconds after start", "nvml_init_failed"),
    ("nvidia-smi returned non-zero exit status 90", "driver_not_loaded"),
    ("NameError: name 'C' is not defined", "no_device_visible"),
    ("clGetPlatformIDs returned 1 platform (-1001 platforms skipped: none)", "no_device_visible"),
    ("Flash Attention is enabled (Ampere GPU found)", "dtype_unsupported_by_gpu"),
    ("Recovering from OOM killer restart of the data loader", "gpu_oom"),
    ("Could not allocate port 8080: address in use", "gpu_oom"),
    # (round 89: CUDNN_STATUS_INTERNAL_ERROR in any cuDNN call of this check reads gpu_oom, as the corpus labels the status
    # in every form, gpu/ort-cudnn-failure; a status that is not about resources still does not)
    ("cuDNN failure 3: CUDNN_STATUS_BAD_PARAM ; GPU=0 ; expr=cudnnConvolutionForward(...)", "gpu_oom"),
    ("NvMapMemAllocInternalTagged: 1075072515 error 0", "gpu_oom"),
    ("CUDA Error, for createComputeHandle file cudabackend.cpp, func cudaMalloc(x), line 9, error out of memory",
     "cuda_init_failed"),
    ("processed 222 samples without a CUDA error", "cuda_driver_too_old"),
    ("Found CUDA 12.4, the SDK supports it", "cuda_library_version_mismatch"),
    ("err = 1282,", "graphics_driver_unavailable"),
    ("OpenGL window opened: 1280x720", "graphics_driver_unavailable"),
])
def test_round35_negatives(text, not_want):
    assert not any(f.category == not_want for f in analyse(text)), [f.category for f in analyse(text)]


@pytest.mark.parametrize("text", [
    # negatives6's false claims, read by cause (tests/corpus/negatives6.yaml: datasets#6435, RVC#1085)
    "The map step failed with this error:\n`RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA "
    "with multiprocessing, you must use the 'spawn' start method`",
    "> python infer-web.py --dml\nNo supported Nvidia GPU found\nuse DirectML instead\nRunning on local URL:  "
    "http://0.0.0.0:7865",
])
def test_round35_not_stack(text):
    r = explain(text)
    assert r["matches"] == [] and r.get("not_gpu_stack"), r


def test_no_nvidia_gpu_without_directml_is_still_read():
    # RVC's first line alone (fresh75: the CUDA build on an NVIDIA machine) stays a no-device reading
    m = top("No supported Nvidia GPU found\noverwrite preprocess and configs.json")
    assert m and m["category"] == "no_device_visible", m


def test_a_joined_reading_with_its_own_words_is_kept_beside_a_not_stack_line():
    # the lead-in line states a CUDA error of its own: the joined reading does not rest on the not-stack line alone
    m = top("RuntimeError: CUDA error: out of memory\nRuntimeError: Cannot re-initialize CUDA in forked subprocess.")
    assert m and m["category"] == "gpu_oom", m
