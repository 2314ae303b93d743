"""Each GPU-stack signature against real error text copied from public GitHub issues (the URL
of each sample is next to it), run through the real `doctor explain` command."""
from __future__ import annotations

import pytest

from doctor.signatures import catalogue, scan_text
from doctor.signatures import gpu as gpu_signatures

REAL = [
    # (category, text, source)
    ("cuda_toolkit_arch_unsupported",
     "nvcc fatal   : Value 'sm_89' is not defined for option 'gpu-architecture'",
     "https://github.com/inducer/pycuda/issues/440"),
    ("cuda_toolkit_arch_unsupported",
     "nvcc fatal   : Unsupported gpu architecture 'compute_89'",
     "https://github.com/ztxz16/fastllm/issues/367"),
    ("cuda_toolkit_arch_unsupported",
     "nvcc fatal   : Value 'sm_30' is not defined for option 'gpu-architecture'",
     "https://github.com/HazyResearch/butterfly/issues/23"),
    ("cuda_driver_too_old",
     "F0524 09:04:15.975416  9945 common.cpp:152] Check failed: error == cudaSuccess (35 vs. 0)  CUDA driver version "
     "is insufficient for CUDA runtime version",
     "https://github.com/NVIDIA/nvidia-docker/issues/781"),
    ("cuda_driver_too_old",
     "GDFError: CUDA ERROR. cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version",
     "https://github.com/NVIDIA/cudf/issues/328"),
    ("cuda_driver_too_old",
     "RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver "
     "by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx "
     "Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your "
     "version of the CUDA driver.",
     "https://github.com/lllyasviel/Fooocus/issues/1313"),
    ("cuda_driver_too_old",
     "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:124: UserWarning: CUDA initialization: The NVIDIA "
     "driver on your system is too old (found version 11000). Please update your GPU driver by downloading and "
     "installing a new version from the URL: http://www.nvidia.com/Download/index.aspx",
     "https://github.com/IEIT-Yuan/Yuan-2.0/issues/65"),
    ("cuda_driver_too_old",
     "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer "
     "version, or use an earlier cuda container: unknown",
     "https://github.com/MauriceNino/dashdot/issues/1226"),
    ("cuda_driver_too_old",
     "stderr: nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0, please update your driver to "
     "a newer version, or use an earlier cuda container: unknown.",
     "https://github.com/NVIDIA/nvidia-docker/issues/1442"),
    ("driver_library_mismatch",
     "[task 2025-07-01T05:06:30.005+00:00] [train] [nvidia-smi(stdout)] Failed to initialize NVML: Driver/library "
     "version mismatch",
     "https://github.com/mozilla/translations/issues/1167"),
    ("driver_library_mismatch", "Failed to initialize NVML: Driver/library version mismatch",
     "https://github.com/tinygrad/open-gpu-kernel-modules/issues/47"),
    ("no_device_visible",
     "RuntimeError: cuda runtime error (38) : no CUDA-capable device is detected at "
     "/opt/conda/conda-bld/pytorch_1532584813488/work/aten/src/THC/THCGeneral.cpp:74",
     "https://github.com/jwyang/faster-rcnn.pytorch/issues/377"),
    ("no_device_visible", "CUDARuntimeError: cudaErrorNoDevice: no CUDA-capable device is detected",
     "https://github.com/NVIDIAGameWorks/kaolin/issues/393"),
    ("no_device_visible", "RuntimeError: No CUDA GPUs are available",
     "https://github.com/vllm-project/vllm/issues/3019"),
    ("no_kernel_image_arch", "RuntimeError: CUDA error: no kernel image is available for execution on the device",
     "https://github.com/facebookresearch/Detectron/issues/965"),
    ("no_kernel_image_arch",
     "Failed to launch vectorAdd kernel (error code no kernel image is available for execution on the device)!",
     "https://github.com/NVIDIA/cuda-samples/issues/170"),
    ("gpu_oom",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 22.00 MiB. GPU 0 has a total capacity of "
     "23.65 GiB of which 11.06 MiB is free.",
     "https://github.com/pytorch/pytorch/issues/16417"),
    ("gpu_oom",
     "RuntimeError: CUDA out of memory. Tried to allocate 92.00 MiB (GPU 0; 1.96 GiB total capacity; 1.46 GiB already "
     "allocated; 16.38 MiB free; 1.51 GiB reserved in total by PyTorch",
     "https://github.com/singhsourabh/Resume-NER/issues/4"),
    ("container_runtime_misconfigured",
     "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object "
     "file: no such file or directory",
     "https://github.com/NVIDIA/libnvidia-container/issues/231"),
    ("container_runtime_misconfigured",
     "Warning  FailedCreatePodSandBox  12s (x10 over 2m11s)  kubelet            Failed to create pod sandbox: rpc "
     "error: code = Unknown desc = failed to get sandbox runtime: no runtime for \"nvidia\" is configured",
     "https://github.com/NVIDIA/gpu-operator/issues/730"),
    ("forward_compat_unsupported",
     "Failed to allocate device vector A (error code forward compatibility was attempted on non supported HW)!",
     "https://github.com/NVIDIA/gpu-operator/issues/277"),
    ("forward_compat_unsupported",
     "RuntimeError: CUDA failed with error forward compatibility was attempted on non supported HW",
     "https://github.com/SYSTRAN/faster-whisper/issues/653"),
    ("forward_compat_unsupported",
     "[ERROR]: cudaErrorCompatNotSupportedOnDevice: forward compatibility was attempted on non supported HW",
     "https://github.com/Dr-Noob/gpufetch/issues/53"),
    ("driver_install_failed",
     "Unable to open the file '/lib/modules/3.10.0-862.el7.x86_64/proc/version' (No such file or directory).Could not "
     "resolve Linux kernel version",
     "https://github.com/NVIDIA/gpu-operator/issues/155"),
    ("driver_install_failed", "Error: failed to install NVIDIA driver: kernel version mismatch",
     "shared/seeds/000_ad68cf285ec10644.txt"),
    ("cuda_init_failed", "RuntimeError: CUDA initialization failed", "shared/seeds/000_ad68cf285ec10644.txt"),
]


@pytest.mark.parametrize("category,text,source", REAL, ids=[f"{r[0]}:{r[2].rsplit('/', 1)[-1]}" for r in REAL])
def test_real_text_is_recognised(doctor, category, text, source):
    r = doctor("explain", "-o", "json", text)
    assert r.code == 0, r.stderr
    data = r.json()
    assert data["schema"] == "doctor.explain/v1"
    assert data["matches"], f"nothing matched text from {source}"
    first = data["matches"][0]
    assert first["category"] == category, (source, first)
    assert first["line"] == text.strip()
    assert set(first) >= {"category", "title", "explanation", "remediation", "line", "excerpt"}


def test_every_gpu_signature_has_a_real_sample():
    """Every GPU-family signature matches real text: the samples above or the cited corpus."""
    from corpus import tuned_log_samples

    texts = [text for _, text, _ in REAL] + [s["text"] for s in tuned_log_samples()]
    # a message wrapped over two lines is read joined, as the engine reads it
    texts += [a + " " + b.strip() for t in texts for a, b in zip(t.splitlines(), t.splitlines()[1:])]
    texts += [line for t in texts for line in t.splitlines()]
    from test_explain_corpus import UNIT_TEXTS
    texts += UNIT_TEXTS
    missing = [s.title for s in gpu_signatures.SIGNATURES if not any(s.pattern.search(t) for t in texts)]
    # the TensorFlow DSO and the 803 "display driver" texts are only covered by unit samples below
    assert set(missing) <= {"TensorFlow: kernel driver and user-space (DSO) versions differ",
                            "CUDA: display driver and CUDA driver versions do not match"}, missing


def test_other_gpu_texts():
    hits = scan_text("kernel version 535.129.3 does not match DSO version 550.54.14 -- cannot find working devices in "
                     "this configuration\nCUDA error: system has unsupported display driver / cuda driver combination\n"
                     "pynvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found")
    assert [h.signature.category for h in hits] == ["driver_library_mismatch", "driver_library_mismatch",
                                                    "container_runtime_misconfigured"]
    assert hits[0].groups == {"kernel": "535.129.3", "dso": "550.54.14"}


def test_signatures_use_known_categories_and_are_in_the_catalogue():
    titles = {s.title for s in catalogue()}
    assert all(s.title in titles for s in gpu_signatures.SIGNATURES)


@pytest.mark.parametrize("text", ["Successfully assigned team-a/train-0 to gpu-node-2",
                                  "Started container trainer", "epoch 3/10 loss=0.412 cuda:0 memory 31.2GiB",
                                  "INFO: Using CUDA version 12.4 with driver 550.54.15"])
def test_ordinary_lines_do_not_match(text):
    assert not [m for m in scan_text(text) if m.signature in gpu_signatures.SIGNATURES]


@pytest.mark.parametrize("text", [
    # a typo in the build flags, not a toolkit/GPU mismatch (jytime/Mask_RCNN_Pytorch#15, multimodallearning/pytorch-mask-rcnn#38)
    "nvcc fatal : value 'arch' is not defined for option 'gpu-architecture'",
    "nvcc fatal   : Value '[sm_61]' is not defined for option 'gpu-architecture'",
    "nvcc --list-gpu-arch\ncompute_89\ncompute_90"])
def test_nvcc_arch_typos_and_listings_are_not_an_unsupported_toolkit(text):
    assert not [m for m in scan_text(text) if m.signature.id == "gpu/nvcc-unsupported-arch"]


def test_nvcc_unsupported_arch_reports_the_architecture():
    from doctor.explain import explain
    out = explain("nvcc fatal   : Unsupported gpu architecture 'compute_89'")
    assert out["matches"][0]["category"] == "cuda_toolkit_arch_unsupported"
    assert "compute_89" in str(out["matches"][0])
