"""Round 61 of issue 12: session r22's wave 22 (fresh313..317, BY CAUSE in autonomous driving, non-Kubernetes schedulers,
non-Python bindings, home-lab apps, courses and notebooks; first run 55/62 on 54d3100) and negatives38 (34/35 silent).
Each new or widened entry read on the first-run miss it was written for, on other wordings of the same emitter, and
not on near misses with the same words but another cause (tests/corpus/README.md 'Sixty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # fresh313 autoware#1112: ndt_gpu's gassert ('Error: %s %s %d', cudaGetErrorString, file, line); was silent
    ("gpu_oom", "gpu/cuda-check-out-of-memory",
     "(Processed/Input): (2319 / 4788)\nError: out of memory /home/xxxx/Autoware-master/ros/src/computing/perception/"
     "localization/lib/fast_pcl/ndt_gpu/src/SymmetricEigenSolver.cu 11\nError: invalid device pointer /home/xxxx/"
     "Autoware-master/ros/src/computing/perception/localization/lib/fast_pcl/ndt_gpu/src/MatrixDevice.cu 21"),
    ("gpu_oom", "gpu/cuda-check-out-of-memory", "Error: out of memory matmul_kernels.cuh 214"),
    # fresh314 nomad-device-nvidia#34 (was nvml_init_failed by the NVML concept)
    ("device_plugin_error", "kube/nomad-nvidia-fingerprint-failed",
     "2024-02-03T00:54:32.268-0500 [ERROR] client.device_mgr.nomad-device-nvidia: failed to get fingerprint nvidia "
     "devices: plugin=nvidia-gpu @module=nvidia-gpu\n  error=\n  | nvidia nvml DeviceInfoByIndex() error: unsupported "
     "GPU device\n   timestamp=2024-02-03T00:54:32.268-0500"),
    ("device_plugin_error", "kube/nomad-nvidia-fingerprint-failed",
     "failed to get fingerprint nvidia devices: error=\"nvidia nvml DeviceCount() error: Not Supported\""),
    # fresh315 javacpp-presets#138 (silent) and deeplearning4j#9307 (resemblance); fresh180's two DL4J texts
    ("cuda_init_failed", "gpu/jni-cuda-bridge-unloadable",
     "I use it with CUDA support, but it's still show me \"java.lang.UnsatisfiedLinkError: /tmp/javacpp*/libjnicaffe.so: "
     "libcudart.so.7.5\", but my server's CUDA version is 7.0"),
    ("cuda_init_failed", "gpu/jni-cuda-bridge-unloadable",
     "Exception in thread \"main\" java.lang.UnsatisfiedLinkError: no jnicudart in java.library.path: [verylongpath]\n"
     "\tat java.base/java.lang.ClassLoader.loadLibrary(ClassLoader.java:2654)"),
    ("cuda_init_failed", "gpu/jni-cuda-bridge-unloadable",
     "Caused by: java.lang.UnsatisfiedLinkError: /root/.javacpp/cache/cuda-11.2-8.1-1.5.5-linux-x86_64.jar/org/bytedeco/"
     "cuda/linux-x86_64/libjnicudart.so: libcudart.so.11.0: cannot open shared object file: No such file or directory"),
    ("cuda_init_failed", "gpu/jni-cuda-bridge-unloadable",
     "java.lang.UnsatisfiedLinkError: C:\\Users\\me\\.javacpp\\cache\\jnicublas.dll: cublas64_11.dll"),
    # fresh315 node-llama-cpp#577 (resemblance)
    ("cuda_init_failed", "gpu/node-llama-cpp-cuda-failed",
     "OS: Windows 10.0.26200 (x64)\nNode: 24.13.0 (x64)\nnode-llama-cpp: 3.17.1\nPrebuilt binaries: b8179\nCUDA: CUDA is "
     "detected, but using it failed\nTo resolve errors related to CUDA, see the CUDA guide"),
    # fresh316 NvPipe#44 in docker (resemblance) and fresh221 ALVR#658 on Windows (resemblance): the context decides
    ("container_runtime_misconfigured", "gpu/nvenc-library-missing-in-container",
     "I try to use NvPipe in a docker. I created my image using the nvidia/cuda:9.2-runtime-ubuntu18.04 as a starting "
     "point. At runtime i get the error: \"Failed to create encoder. Error: Failed to create encoder (LoadNvEncApi : "
     "NVENC library file is not found. Please ensure NV driver is installed at [some local path]\""),
    ("driver_not_loaded", "gpu/nvenc-library-missing",
     "NVENC: NvEnc NvEncoderD3D11 failed. Code=1 NvEncoder::LoadNvEncApi : NVENC library file is not found. Please "
     "ensure NV driver is installed at NvEncoder.cpp:70"),
    # fresh317 dog-project#18 (was cuda_library_version_mismatch by the library family's 'undefined symbol')
    ("cuda_init_failed", "gpu/tf-cudnn-dso-not-loaded",
     "> F tensorflow/stream_executor/cuda/cuda_dnn.cc:222] Check failed: s.ok() could not find cudnnCreate in cudnn DSO; "
     "dlerror: /home/jason/anaconda3/envs/dog-project/lib/python3.6/site-packages/tensorflow/python/"
     "_pywrap_tensorflow.so: undefined symbol: cudnnCreate"),
    ("cuda_init_failed", "gpu/tf-cudnn-dso-not-loaded",
     "Check failed: s.ok() could not find cudnnCreate in cudnn DSO; dlerror: cudnnCreate not found"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round61_reads_each_miss_and_its_other_wordings(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


NEAR = [
    # host memory in a C++ source file, not a CUDA source: not the CUDA check
    ("gpu/cuda-check-out-of-memory", "Error: out of memory parser.cpp 88"),
    # an NVML init failure inside Nomad's fingerprint error stays with the entries that read it
    ("kube/nomad-nvidia-fingerprint-failed",
     "failed to get fingerprint nvidia devices: nvidia nvml DeviceCount() error: Driver/library version mismatch"),
    # a JNI bridge of a CPU backend, and the driver's own libcuda (JCuda's driver bridge: driver_not_loaded)
    ("gpu/jni-cuda-bridge-unloadable", "java.lang.UnsatisfiedLinkError: no jnind4jcpu in java.library.path"),
    ("gpu/jni-cuda-bridge-unloadable",
     "java.lang.UnsatisfiedLinkError: /tmp/libJCudaDriver-12.0.0-linux-x86_64.so: libcuda.so.1: cannot open shared "
     "object file: No such file or directory"),
    # node-llama-cpp's Vulkan line, and a newer cuDNN symbol (a version question, the library family's)
    ("gpu/node-llama-cpp-cuda-failed", "Vulkan: Vulkan is detected, but using it failed"),
    ("gpu/tf-cudnn-dso-not-loaded",
     "could not find cudnnConvolutionBiasActivationForward in cudnn DSO; dlerror: undefined symbol"),
]


@pytest.mark.parametrize("entry,text", NEAR)
def test_round61_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round61_nvenc_names_both_readings_and_the_check():
    m = top("docker run ... NvEncoder::LoadNvEncApi : NVENC library file is not found. Please ensure NV driver is "
            "installed")
    assert m is not None and m["category"] == "container_runtime_misconfigured"
    assert "driver_not_loaded" in str(m) and "NVIDIA_DRIVER_CAPABILITIES" in str(m)


def test_round61_node_gyp_build_failure_is_not_a_gpu_stack_error():
    # negatives38 tfjs#7950 (read driver_install_failed by resemblance at its first run)
    text = ("3269 error gyp ERR! System Linux 5.15.0-83-generic\n3269 error gyp ERR! cwd /Api/node_modules/@tensorflow/"
            "tfjs-node\n3269 error gyp ERR! not ok \n3269 error node-pre-gyp ERR! build error ")
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/node-gyp-build-failed"]
    # an add-on whose build fails on the GPU stack keeps that reading
    r = explain("nvcc fatal   : Unsupported gpu architecture 'compute_89'\ngyp ERR! build error\ngyp ERR! not ok")
    assert r["matches"] and r["matches"][0]["category"] == "cuda_toolkit_arch_unsupported"
