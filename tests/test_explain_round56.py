"""Round 56 of issue 12 (CATALOGUE-52): session r19's wave 18 (fresh291..296, BY CAUSE in quantization/compression
toolkits, probabilistic programming / GP / Bayesian optimisation, DNA/RNA sequencing and genomics, neuroscience and
animal behaviour, gradient boosting and classical ML, object detection and tracking; first run 102/115 on 4235f23). Each
new or widened entry read on the first-run miss it was written for (its text's failure lines), on another wording its
emitter produces, and not on a near miss with the same words but not the cause; negatives16's lmdeploy#1495 (a claim
step 1's reference made) silent by not-stack/torch-extension-abi-mismatch (tests/corpus/README.md 'Fifty-sixth round'; the
entry is gone since round 87, which reads those symbols as cuda_library_version_mismatch)."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh291 yolov4-triton-tensorrt#5: the NGC banner with its cuInit probe's 803 (was driver_library_mismatch)
    ("ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but\n"
     "       version 410.78 was detected and compatibility mode is UNAVAILABLE.\n\n"
     "       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 803)]", "cuda_driver_too_old", "gpu/ngc-driver-too-old"),
    # fresh292 keops#316
    ("[KeOps] Warning : \n    The default C++ compiler could not be found on your system.\n"
     "    You need to either define the CXX environment variable or a symlink to the g++ command.\n"
     "[KeOps] Warning : Cuda libraries were not detected on the system ; using cpu only mode",
     "cuda_init_failed", "gpu/keops-cuda-libraries-not-detected"),
    # fresh293 megalodon#311
    ("> /opt/ont/guppy/bin/guppy_basecall_server -p auto -l mega_res_m1/guppy_log -c dna_r10.4_e8.1_hac_prom.cfg "
     "--quiet -x cuda:0\nterminate called after throwing an instance of 'std::runtime_error'\n"
     "  what():  This build does not support GPU basecalling mode.", "no_device_visible", "gpu/guppy-build-without-gpu"),
    # fresh293 rapids-singlecell#677
    ("ImportError: cuda.bindings.cydriver does not export expected C function cuDeviceGetUuid_v2",
     "cuda_library_version_mismatch", "gpu/cuda-bindings-missing-c-function"),
    # fresh293 dorado#211
    ("[info] > Creating basecall pipeline\n"
     "[warning] Auto batchsize detection failed. Insufficient memory, required 8GB, available 7.8GB",
     "gpu_oom", "gpu/dorado-auto-batchsize-insufficient-memory"),
    # fresh294 FastSurfer#11 (the no-device family, widened to 'CUDA available: False')
    ("**Cuda available: False, # Available GPUS: 0, Cuda user disabled (--no_cuda flag): False, --> Using device: cpu**",
     "no_device_visible", "gpu/family-no-device"),
    # fresh294 VoiceStudio#1342 (was no_device_visible by the CPU fallback's words)
    ("2026-08-01 15:45:57,493 WARNING [omnivoice.model] Falling back to CPU: this GPU is unsupported by the installed "
     "PyTorch build (set OMNIVOICE_FORCE_CUDA=1 to force CUDA anyway).\n2026-08-01 15:46:27,516 WARNING "
     "[omnivoice.model] NVIDIA GeForce RTX 4050 Laptop GPU (sm_89) is not supported by this PyTorch build. Supported "
     "architectures: sm_61, sm_70, sm_75, sm_80, sm_86, sm_90, sm_100, sm_120.", "no_kernel_image_arch",
     "gpu/program-says-gpu-arch-not-in-pytorch-build"),
    # fresh295 cudatoolkit-dev-feedstock#48
    ("$ conda activate tf_gpu\nVersion of installed CUDA didn't match package", "cuda_library_version_mismatch",
     "gpu/conda-cuda-version-mismatch-package"),
    # fresh295 cuml#5484
    ("`\nRuntimeError: This cuDF installation is missing the necessary PTX files that are <=50.\n`",
     "no_kernel_image_arch", "gpu/cudf-missing-ptx-for-gpu"),
    # fresh295 NVTabular#1613 (was nvml_init_failed by concept/nvml)
    ("When starting the dask cluster, we are unable to start the CUDA context. We get the error "
     "pynvml.nvml.NVMLError_FunctionNotFound: Function Not Found", "driver_library_mismatch",
     "gpu/nvml-function-not-found"),
    # fresh295 cuml#8274 (was shm_insufficient by the /dev/shm family)
    ("```text\nNot enough shared memory. Consider reducing max_n_bins.\n```", "gpu_shared_memory_insufficient",
     "gpu/cuml-tree-not-enough-shared-memory"),
    # fresh296 yolov5_ros#19: PyTorch's capability warning's source line alone
    ('warnings.warn(incompatible_device_warn.format(device_name, capability, " ".join(arch_list), device_name))',
     "no_kernel_image_arch", "gpu/torch-incompatible-device-warn-line"),
    # fresh296 YOLOv5_Torchscript#5 (was cuda_toolkit_arch_unsupported by resemblance)
    ('-- Found CUDA: /usr (found version "9.1") \n-- Caffe2: CUDA detected: 9.1\n'
     "CMake Error at /home/ai1/libtorch/share/cmake/Caffe2/public/cuda.cmake:42 (message):\n"
     "  PyTorch requires CUDA 10.1 and above.", "cuda_library_version_mismatch",
     "gpu/libtorch-cmake-requires-newer-cuda"),
]

VARIANTS = [
    # the same emitters, other versions / numbers / devices / wordings
    ("ERROR: This container was built for NVIDIA Driver Release 530.30 or later, but\n"
     "       version 470.82 was detected and compatibility mode is UNAVAILABLE.\n"
     "       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 999)]]", "cuda_driver_too_old", "gpu/ngc-driver-too-old"),
    ("       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 803)]]", "cuda_driver_too_old", "gpu/ngc-driver-too-old"),
    ("[KeOps] Warning : Cuda libraries were not detected on the system or could not be loaded ; using cpu only mode",
     "cuda_init_failed", "gpu/keops-cuda-libraries-not-detected"),
    ("[guppy/error] This build does not support GPU mode.", "no_device_visible", "gpu/guppy-build-without-gpu"),
    ("ImportError: cuda.ccudart does not export expected C function cudaGetDriverEntryPointByVersion",
     "cuda_library_version_mismatch", "gpu/cuda-bindings-missing-c-function"),
    ("[2024-05-02 10:11:12.123] [warning] Auto batchsize detection failed. Less than 1GB GPU memory available.",
     "gpu_oom", "gpu/dorado-auto-batchsize-insufficient-memory"),
    ("[warning] Auto batchsize detection failed. Insufficient memory, required 8GB, available 5GB", "gpu_oom",
     "gpu/dorado-auto-batchsize-insufficient-memory"),
    ("INFO: CUDA available: False -> running on CPU", "no_device_visible", "gpu/family-no-device"),
    ("[WARN] GPU NVIDIA GeForce RTX 5090 (sm_120) is NOT supported by this PyTorch build.", "no_kernel_image_arch",
     "gpu/program-says-gpu-arch-not-in-pytorch-build"),
    ("CUDA arch sm_120 is not supported by this PyTorch build (['sm_50', 'sm_60', 'sm_70', 'sm_80', 'sm_90']). "
     "Falling back to CPU.", "no_kernel_image_arch", "gpu/program-says-gpu-arch-not-in-pytorch-build"),
    ('"Version of installed CUDA didn\'t match package or could not be determined."', "cuda_library_version_mismatch",
     "gpu/conda-cuda-version-mismatch-package"),
    ("RuntimeError: This cuDF installation is missing the necessary PTX files that are <=52.", "no_kernel_image_arch",
     "gpu/cudf-missing-ptx-for-gpu"),
    ("pynvml.NVMLError_FunctionNotFound: Function Not Found", "driver_library_mismatch", "gpu/nvml-function-not-found"),
    ("RuntimeError: exception occurred! file=/cuml/cpp/src/decisiontree/batched-levelalgo/builder.cuh line=200: Not "
     "enough shared memory. Consider reducing max_n_bins.", "gpu_shared_memory_insufficient",
     "gpu/cuml-tree-not-enough-shared-memory"),
    ("  warnings.warn(incompatible_device_warn.format(device_name, capability, \" \".join(arch_list), device_name))\n"
     "Found GPU NVIDIA GeForce RTX 5080", "no_kernel_image_arch", "gpu/torch-incompatible-device-warn-line"),
    ("CMake Error at /opt/libtorch/share/cmake/Caffe2/public/cuda.cmake:41 (message):\n"
     "  PyTorch requires CUDA 11.0 or above.", "cuda_library_version_mismatch", "gpu/libtorch-cmake-requires-newer-cuda"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round56_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("CUDA Driver AVAILABLE: cuInit(0) returned 0", "gpu/ngc-driver-too-old"),
    ("[KeOps] Warning : Cuda libraries were detected on the system, but something is wrong with the GPU configuration ; "
     "using cpu only mode", "gpu/keops-cuda-libraries-not-detected"),
    ("[KeOps] Warning : Cuda appears to be available on your system, but use_cuda is set to False in config.py. Using "
     "cpu only mode", "gpu/keops-cuda-libraries-not-detected"),
    ("This build supports GPU basecalling mode (CUDA 11.8).", "gpu/guppy-build-without-gpu"),
    ("ImportError: scipy._cyutility does not export expected C function __Pyx__Import",
     "gpu/cuda-bindings-missing-c-function"),
    ("[warning] Auto batchsize detection failed. Unexpected model insize 512.",
     "gpu/dorado-auto-batchsize-insufficient-memory"),
    ("ValueError: optimizer.fused is not supported by this PyTorch build",
     "gpu/program-says-gpu-arch-not-in-pytorch-build"),
    ("Version of installed CUDA: 12.4 (matches package)", "gpu/conda-cuda-version-mismatch-package"),
    ("Loading PTX file shim_60.ptx for this cuDF installation", "gpu/cudf-missing-ptx-for-gpu"),
    ("docker: Error response from daemon: OCI runtime create failed: nvidia-container-cli: detection error: nvml error: "
     "function not found: unknown.", "gpu/nvml-function-not-found"),
    ("ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm). "
     "Not enough shared memory", "gpu/cuml-tree-not-enough-shared-memory"),
    ("incompatible_device_warn = '\\n{} with CUDA capability sm_{} is not compatible'",
     "gpu/torch-incompatible-device-warn-line"),
    ("PyTorch requires CUDA 12.1 but driver only supports CUDA 11.8", "gpu/libtorch-cmake-requires-newer-cuda"),
])
def test_round56_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round56_pytorch_warning_keeps_its_message_entry_first():
    # the capability warning with its message: gpu/no-kernel-image (75) stays first, the source-line entry (50) after
    text = ("UserWarning: \nNVIDIA GeForce RTX 3090 with CUDA capability sm_86 is not compatible with the current "
            "PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.\n"
            "  warnings.warn(incompatible_device_warn.format(device_name, capability, \" \".join(arch_list), "
            "device_name))")
    assert top(text)["id"] == "gpu/no-kernel-image"


def test_round56_torch_extension_symbol_reads_an_extension_built_for_another_torch():
    # negatives16 lmdeploy#1495: flash-attn built for another torch. Round 56 read it off the stack
    # (not-stack/torch-extension-abi-mismatch); since round 87 it is the category's compiled extension that does not
    # match the framework's build (relabelled, tests/corpus/README.md 'Eighty-seventh round')
    text = ("RuntimeError: Failed to import transformers.models.llama.modeling_llama because of the following error "
            "(look up to see its traceback):\n/usr/local/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-"
            "x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi")
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("cuda_library_version_mismatch", "gpu/torch-extension-undefined-symbol"), m
    # other PyTorch namespaces in the same position
    m = top("ImportError: torch_scatter/_scatter_cuda.so: undefined symbol: _ZN2at6detail10empty_cudaEv")
    assert m is not None and m["id"] == "gpu/torch-extension-undefined-symbol", m
    # a CUDA library's undefined symbol is its own entry, and a GPU failure beside it keeps its reading
    assert top("libcudnn_cnn_infer.so.8: undefined symbol: _ZN5cudnn3cnn5infer")["id"] != "gpu/torch-extension-undefined-symbol"
    cats = [m["category"] for m in explain("flash_attn_2_cuda.so: undefined symbol: _ZNK3c106SymIntltEl\n"
                                           "CUDA error: out of memory")["matches"]]
    assert cats[:2] == ["cuda_library_version_mismatch", "gpu_oom"], cats     # both reported, the build mismatch first
