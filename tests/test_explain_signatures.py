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
    from corpus import (fresh2_samples, fresh3_samples, fresh4_samples, fresh5_samples, fresh6_samples, fresh7_samples,
                        fresh8_samples, fresh9_samples, fresh10_samples, fresh11_samples, fresh12_samples,
                        fresh13_samples, fresh14_samples, fresh15_samples, fresh16_samples, fresh17_samples,
                        fresh18_samples, fresh19_samples, fresh20_samples, fresh21_samples, fresh22_samples,
                        fresh23_samples, fresh24_samples, fresh25_samples, fresh26_samples,
                        fresh27_samples, fresh28_samples, fresh29_samples, fresh30_samples, fresh31_samples,
                        fresh32_samples, fresh33_samples, fresh34_samples, fresh35_samples, fresh36_samples,
                        fresh37_samples, fresh38_samples, fresh39_samples, fresh40_samples, fresh41_samples,
                        fresh42_samples, fresh43_samples, fresh44_samples, fresh45_samples,
                        fresh46_samples, fresh47_samples, fresh48_samples, fresh49_samples,
                        fresh50_samples, fresh51_samples, fresh52_samples, fresh53_samples,
                        fresh54_samples, fresh55_samples, fresh56_samples, fresh57_samples,
                        fresh58_samples, fresh59_samples, fresh60_samples, fresh61_samples,
                        fresh62_samples, fresh63_samples, fresh64_samples, fresh65_samples, fresh66_samples, fresh67_samples, fresh68_samples, fresh69_samples,
                        fresh70_samples, fresh71_samples, fresh72_samples, fresh73_samples,
                        fresh74_samples, fresh75_samples, fresh76_samples, fresh77_samples, fresh78_samples, fresh79_samples, fresh80_samples, fresh81_samples, fresh82_samples, fresh83_samples, fresh84_samples, fresh85_samples, fresh86_samples, fresh87_samples, fresh88_samples, fresh89_samples, fresh90_samples, fresh91_samples, fresh92_samples, fresh93_samples, fresh94_samples, fresh95_samples, fresh96_samples, fresh97_samples, fresh98_samples, fresh99_samples, fresh100_samples, fresh101_samples, fresh102_samples, fresh103_samples, fresh104_samples, fresh105_samples, fresh106_samples, fresh107_samples, fresh108_samples, fresh109_samples, fresh110_samples, fresh111_samples, fresh112_samples, fresh113_samples, fresh114_samples, fresh115_samples, fresh116_samples, fresh117_samples, fresh118_samples, fresh119_samples, fresh_samples,
                        log_samples)

    texts = [text for _, text, _ in REAL] + [s["text"] for s in log_samples() + fresh_samples() + fresh2_samples()
                                             + fresh3_samples() + fresh4_samples() + fresh5_samples()
                                             + fresh6_samples() + fresh7_samples() + fresh8_samples()
                                             + fresh9_samples() + fresh10_samples() + fresh11_samples()
                                             + fresh12_samples() + fresh13_samples() + fresh14_samples()
                                             + fresh15_samples() + fresh16_samples() + fresh17_samples()
                                             + fresh18_samples() + fresh19_samples() + fresh20_samples()
                                             + fresh21_samples() + fresh22_samples() + fresh23_samples()
                                             + fresh24_samples() + fresh25_samples() + fresh26_samples()
                                             + fresh27_samples() + fresh28_samples() + fresh29_samples()
                                             + fresh30_samples() + fresh31_samples() + fresh32_samples()
                                             + fresh33_samples() + fresh34_samples() + fresh35_samples()
                                             + fresh36_samples() + fresh37_samples() + fresh38_samples()
                                             + fresh39_samples() + fresh40_samples() + fresh41_samples()
                                             + fresh42_samples() + fresh43_samples() + fresh44_samples()
                                             + fresh45_samples() + fresh46_samples() + fresh47_samples()
                                             + fresh48_samples() + fresh49_samples() + fresh50_samples()
                                             + fresh51_samples() + fresh52_samples() + fresh53_samples()
                                             + fresh54_samples() + fresh55_samples() + fresh56_samples()
                                             + fresh57_samples() + fresh58_samples() + fresh59_samples()
                                             + fresh60_samples() + fresh61_samples()
                                             + fresh62_samples() + fresh63_samples() + fresh64_samples()
                                             + fresh65_samples() + fresh66_samples() + fresh67_samples()
                                             + fresh68_samples() + fresh69_samples()
                                             + fresh70_samples() + fresh71_samples() + fresh72_samples()
                                             + fresh73_samples()
                                             + fresh74_samples() + fresh75_samples() + fresh76_samples() + fresh77_samples() + fresh78_samples() + fresh79_samples()
                                             + fresh80_samples() + fresh81_samples() + fresh82_samples() + fresh83_samples() + fresh84_samples() + fresh85_samples()
                                             + fresh86_samples() + fresh87_samples() + fresh88_samples() + fresh89_samples() + fresh90_samples() + fresh91_samples()
                                             + fresh92_samples() + fresh93_samples() + fresh94_samples() + fresh95_samples() + fresh96_samples() + fresh97_samples()
                                             + fresh98_samples() + fresh99_samples() + fresh100_samples() + fresh101_samples() + fresh102_samples() + fresh103_samples()
                                             + fresh104_samples() + fresh105_samples() + fresh106_samples() + fresh107_samples() + fresh108_samples() + fresh109_samples()
                                             + fresh110_samples() + fresh111_samples() + fresh112_samples() + fresh113_samples() + fresh114_samples() + fresh115_samples() + fresh116_samples() + fresh117_samples() + fresh118_samples() + fresh119_samples()]
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
