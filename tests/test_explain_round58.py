"""Round 58 of issue 12 (CATALOGUE-54): session r20's wave 20 (fresh303..308, BY CAUSE in NeRF / Gaussian splatting,
face swap and restoration apps, NLP / translation / speech toolkits, human pose and video understanding, GPU video and
image decoding libraries, Stable Diffusion web UIs; first run 93/114 on 3a8099f). Each new or widened entry read on the
first-run miss it was written for (its text's failure lines), on another wording its emitter produces, and not on a
near miss with the same words but not the cause (tests/corpus/README.md 'Fifty-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh303 instant-ngp#47: CUTLASS's tensor-core capability guard (tiny-cuda-nn), on a 6.1 GPU (was silent)
    ("Uncaught exception: Turing Tensor Core operations must be run on a machine with compute capability at least 75.",
     "dtype_unsupported_by_gpu", "gpu/tensor-core-ops-need-compute-capability"),
    # fresh304 microWakeWord-Trainer#56: LLVM's NVPTX refusal beside TensorFlow's missing-kernels warning (was
    # no_kernel_image_arch by the warning)
    ("W: TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0a\n"
     "E: LLVM Fatal Error while compiling target binary ... \n"
     "   LLVM ERROR: PTX version 8.5 does not support target 'sm_120'. Minimum required PTX version is 8.7.\n"
     "   (in xla::gpu::GetTargetMachine / NVPTXSubtarget)",
     "cuda_toolkit_arch_unsupported", "gpu/llvm-nvptx-ptx-version-too-old-for-target"),
    # fresh305 k2#1158 (was silent)
    ('  File "/x/k2/get_version.py", line 45, in get_cuda_version\n    assert cuda_version in running_cuda_version, \\\n'
     "AssertionError: PyTorch is built with CUDA version: 11.7.\nThe current running CUDA version is: 10.2.89",
     "cuda_library_version_mismatch", "gpu/k2-torch-cuda-version-mismatch"),
    # fresh305 spaCy#7089 (was silent; right by self-resemblance since step 1)
    ("The code now crashes with `ValueError: GPU is not accessible. Was the library installed correctly?`",
     "no_device_visible", "gpu/thinc-gpu-not-accessible"),
    # fresh305 TalkTrack#45: CTranslate2's message tail quoted alone (was silent)
    ("> target device does not support efficient float16 computation", "dtype_unsupported_by_gpu",
     "gpu/ctranslate2-compute-type"),
    # fresh305 Real-Time-Voice-Cloning#143 (was silent)
    ("Your PyTorch installation is not configured to use CUDA. If you have a GPU ready for deep learning, ensure that "
     "the drivers are properly installed, and that your CUDA version matches your PyTorch installation. CPU-only "
     "inference is currently not supported.", "no_device_visible", "gpu/torch-not-configured-to-use-cuda"),
    # fresh305 sockeye#897: mshadow's cuBLAS handle check, status 1 (was silent)
    ("terminate called after throwing an instance of 'dmlc::Error'\n  what():  [18:47:35] /home/centos/mxnet/3rdparty/"
     "mshadow/mshadow/./stream_gpu-inl.h:134: Check failed: err == CUBLAS_STATUS_SUCCESS (1 vs. 0) : Create cublas "
     "handle failed`", "gpu_oom", "gpu/mshadow-create-cublas-handle-failed"),
    # fresh306 4D-Humans#21 and pyrender#247: pyrender's EGL device lookup (was silent)
    ('  File "/x/site-packages/pyrender/offscreen.py", line 137, in _create\n'
     "    egl_device = egl.get_device_by_index(device_id)\n"
     '  File "/x/site-packages/pyrender/platforms/egl.py", line 83, in get_device_by_index\n'
     "    raise ValueError('Invalid device ID ({})'.format(device_id, len(devices)))\nValueError: Invalid device ID (0)",
     "graphics_driver_unavailable", "gpu/pyrender-egl-no-device"),
    # fresh307 DALI#2091 (was silent)
    ('dlopen "libnvcuvid.so" failed!', "container_runtime_misconfigured", "gpu/dali-nvcuvid-dlopen-failed"),
    # fresh307 gpuRIR#37: the gpuErrchk macro's 'GPUassert:' (was silent; right by self-resemblance since step 1)
    ("The Error info is: GPUassert: initialization error gpuRIR_cuda.cu 793.", "cuda_init_failed",
     "concept/cuda-call-initialization-error"),
    # fresh307 VideoProcessingFramework#501 and NvPipe#41: the Video Codec SDK's NvEncoder, NVENCSTATUS 10 (was silent)
    ("RuntimeError: NvEncoder : m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, &hEncoder) returned error 10\n"
     "Description: EncodeAPI Internal Error.\n at /tmp/pip-req-build-u1jnj07w/src/TC/src/NvEncoder.cpp:82",
     "gpu_oom", "gpu/nvenc-session-oom"),
    # fresh307 mpv#2734: libva on nouveau's VA-API driver (was silent)
    ("libva info: VA-API version 0.38.0\nlibva info: va_getDriverName() returns 0\n"
     "libva info: Trying to open /usr/lib/x86_64-linux-gnu/dri/nouveau_drv_video.so\n"
     "libva info: va_openDriver() returns -1\nVO does not support requested hardware decoder, or loading it failed.\n"
     "Using software decoding.", "graphics_driver_unavailable", "gpu/vaapi-nvidia-driver-open-failed"),
    # fresh307 vision#7938 / #8166 (were silent; right by self-resemblance since step 1)
    ("RuntimeError: cuda video backend is not available.", "no_device_visible",
     "gpu/torchvision-cuda-video-backend-unavailable"),
    # fresh308 forge#2863, quoted in prose (was silent; right by self-resemblance since step 1)
    ('I tried running Forge UI this morning and I got the error "Your device does not support the current version of '
     'Torch/CUDA" even though it was working perfectly fine yesterday', "no_device_visible",
     "gpu/forge-torch-cuda-unavailable"),
    # fresh308 ComfyUI#11602 (and xformers#1356, fresh243 PersonaLive#10): xformers' too-new refusal (was
    # no_kernel_image_arch; its wording's labels 3:0 dtype_unsupported_by_gpu)
    ("NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:\n"
     "     query       : shape=(1, 3276, 10, 64) (torch.float16)\n"
     "`fa3F@2.8.3-133-gde1584b` is not supported because:\n"
     "    requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new)\n"
     "`fa2F@0.0.0` is not supported because:\n    operator wasn't built - see `python -m xformers.info` for more info",
     "dtype_unsupported_by_gpu", "gpu/xformers-too-new"),
    # fresh308 pytorch#180278: Inductor's re-raised Triton OutOfResources (was gpu_oom by 'OutOfMemoryError')
    ("torch._inductor.exc.InductorError: RuntimeError: No valid triton configs.\n"
     "OutOfMemoryError: out of resource: triton_tem_fused_flex_attention_0\nRequired: 139776  Hardware limit: 101376\n"
     "Reducing block sizes or num_stages may help.", "gpu_shared_memory_insufficient",
     "gpu/triton-required-hardware-limit"),
]

VARIANTS = [
    # the same emitters, another GPU / version / device / wrapper
    ("Ampere Tensor Core operations must be run on a machine with compute capability at least 80.",
     "dtype_unsupported_by_gpu", "gpu/tensor-core-ops-need-compute-capability"),
    ("LLVM ERROR: PTX version 8.7 does not support target 'sm_103a'. Minimum required PTX version is 8.8.",
     "cuda_toolkit_arch_unsupported", "gpu/llvm-nvptx-ptx-version-too-old-for-target"),
    ("AssertionError: PyTorch is built with CUDA version: 12.1.\nThe current running CUDA version is: 11.8.89",
     "cuda_library_version_mismatch", "gpu/k2-torch-cuda-version-mismatch"),
    ("ValueError: GPU is not accessible. Was the library installed correctly?", "no_device_visible",
     "gpu/thinc-gpu-not-accessible"),
    ("ValueError: Requested int8_float16 compute type, but the target device or backend do not support efficient "
     "int8_float16 computation.", "dtype_unsupported_by_gpu", "gpu/ctranslate2-compute-type"),
    ("the target device or backend does not support efficient bfloat16 computation", "dtype_unsupported_by_gpu",
     "gpu/ctranslate2-compute-type"),
    ("[TTS] Your PyTorch installation is not configured to use CUDA.Unfortunately, CPU-only inference is not supported.",
     "no_device_visible", "gpu/torch-not-configured-to-use-cuda"),
    ("src/stream_gpu-inl.h:115: Check failed: err == CUBLAS_STATUS_SUCCESS (3 vs. 0) Create cublas handle failed",
     "gpu_oom", "gpu/mshadow-create-cublas-handle-failed"),
    ("os.environ['PYOPENGL_PLATFORM'] = 'egl'\nValueError: Invalid device ID (1)", "graphics_driver_unavailable",
     "gpu/pyrender-egl-no-device"),
    ('dlopen "libnvcuvid.so.1" failed!', "container_runtime_misconfigured", "gpu/dali-nvcuvid-dlopen-failed"),
    ("GPUassert: initialization error /src/kernels.cu 120", "cuda_init_failed", "concept/cuda-call-initialization-error"),
    ("Encode error: Failed to create encoder (NvEncoder : m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, "
     "&hEncoder) returned error 10 at /home/op/NvPipe/src/NvCodec/NvEncoder/NvEncoder.cpp:54", "gpu_oom",
     "gpu/nvenc-session-oom"),
    ("libva info: Trying to open /usr/lib/x86_64-linux-gnu/dri/nvidia_drv_video.so\n"
     "libva info: va_openDriver() returns 1", "graphics_driver_unavailable", "gpu/vaapi-nvidia-driver-open-failed"),
    ('>>> torchvision.set_video_backend("cuda")\nRuntimeError: cuda video backend is not available.',
     "no_device_visible", "gpu/torchvision-cuda-video-backend-unavailable"),
    ("RuntimeError: Your device does not support the current version of Torch/CUDA! Consider download another version: ",
     "no_device_visible", "gpu/forge-torch-cuda-unavailable"),
    ("`cutlassF-pt` is not supported because:\n    requires device with capability < (5, 0) but your GPU has "
     "capability (12, 0) (too new)", "dtype_unsupported_by_gpu", "gpu/xformers-too-new"),
    ("triton.runtime.errors.OutOfResources: out of resource: triton_mm_12\nRequired: 147456  Hardware limit: 101376",
     "gpu_shared_memory_insufficient", "gpu/triton-required-hardware-limit"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round58_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Volta Tensor Core operations must be compiled with CUDA 10.1 Toolkit or later.",
     "gpu/tensor-core-ops-need-compute-capability"),
    ("; CHECK-SM120A: .version 8.7\n; CHECK-SM120A: .target sm_120a", "gpu/llvm-nvptx-ptx-version-too-old-for-target"),
    ("PyTorch is built with CUDA version: 11.7", "gpu/k2-torch-cuda-version-mismatch"),
    ("GPU is accessible: using CupyOps on device 0", "gpu/thinc-gpu-not-accessible"),
    # CTranslate2's inferred-type fallback warning keeps its own entry (gpu/ctranslate2-inferred-compute-type)
    ("The compute type inferred from the saved model is float16, but the target device or backend do not support "
     "efficient float16 computation.", "gpu/ctranslate2-compute-type"),
    ("Your PyTorch installation is configured to use CUDA 12.1", "gpu/torch-not-configured-to-use-cuda"),
    ("Check failed: err == CUBLAS_STATUS_SUCCESS (13 vs. 0) : Create cublas handle failed",
     "gpu/mshadow-create-cublas-handle-failed"),
    ("ValueError: Invalid device ID (0)", "gpu/pyrender-egl-no-device"),   # no EGL lookup in the paste
    ('dlopen "libnvcuvid.so" succeeded', "gpu/dali-nvcuvid-dlopen-failed"),
    ("libva info: Trying to open /usr/lib/x86_64-linux-gnu/dri/iHD_drv_video.so\nlibva info: va_openDriver() returns -1",
     "gpu/vaapi-nvidia-driver-open-failed"),   # another vendor's VA-API driver
    ("libva info: Trying to open /usr/lib/x86_64-linux-gnu/dri/nvidia_drv_video.so\nlibva info: va_openDriver() returns 0",
     "gpu/vaapi-nvidia-driver-open-failed"),   # opened
    ("RuntimeError: video_reader video backend is not available. Please compile torchvision from source and try again",
     "gpu/torchvision-cuda-video-backend-unavailable"),
    ("Your device supports the current version of Torch/CUDA", "gpu/forge-torch-cuda-unavailable"),
    ("Required: 2 GPUs  Hardware limit: 8", "gpu/triton-required-hardware-limit"),   # no 'out of resource' in the paste
    ("NvEncoder : m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, &hEncoder) returned error 15",
     "gpu/nvenc-session-oom"),
])
def test_round58_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round58_lone_mesa_swrast_warning_stays_silent():
    # fresh306 4D-Humans#91 is left: a lone libEGL warning of Mesa's software rasteriser names no NVIDIA driver (round
    # 24's silent case; the wording 4 graphics_driver_unavailable : 3 negatives with Mesa's hardware drivers)
    assert explain("libEGL warning: MESA-LOADER: failed to open swrast: /usr/lib/dri/swrast_dri.so: cannot open shared "
                   "object file: No such file or directory (search paths /usr/lib/x86_64-linux-gnu/dri:\\$${ORIGIN}/dri:"
                   "/usr/lib/dri, suffix _dri)")["matches"] == []


def test_round58_xformers_too_new_keeps_the_no_kernel_reading_second():
    m = top("requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new)")
    assert m["category"] == "dtype_unsupported_by_gpu"
    assert "no_kernel_image_arch" in [r["category"] for r in m.get("readings", [])], m.get("readings")
