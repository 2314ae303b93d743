"""Round 43 of issue 12 (CATALOGUE-39): fresh182..184's first run (Chinese-language local LLM deployment, materials ML /
interatomic potentials, audio ML: 72/73 on 35c26b3) and negatives16's false claims (38/41 silent). The one miss
(FastDeploy#2390) is a ranking: Triton's 'Failed to initialize NVML' (metrics.cc) before its pinned-memory warning
'CUDA driver version is insufficient for CUDA runtime version'; an NVML failure now ranks after a signature's
driver-too-old reading of the same paste (corpus 4:0). negatives16: flash-attn's undefined torch symbol of the c10::cuda
namespace is a torch-version mismatch of the environment (2:0 real texts, no tunable text), silent like round 39's
c10::Error; a CMake source location under /dev/shm is no /dev/shm failure."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text", [
    # Triton's startup in a container without the driver (other wordings of the same two lines)
    ("Error: Failed to initialize NVML\n"
     "W0101 00:00:00.000001 1 metrics.cc:221] DCGM unable to start: DCGM initialization error\n"
     "W0101 00:00:00.000002 1 pinned_memory_manager.cc:236] Unable to allocate pinned system memory, pinned memory pool "
     "will not be available: CUDA driver version is insufficient for CUDA runtime version"),
    # torch's NVML warning before its own driver check
    ("UserWarning: Can't initialize NVML\n  warnings.warn(\"Can't initialize NVML\")\n"
     "UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 10010). Please update "
     "your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx"),
])
def test_an_nvml_failure_ranks_after_the_runtimes_driver_too_old_reading(text):
    m = top(text)
    assert m is not None and m["category"] == "cuda_driver_too_old", m and m["id"]
    cats = [x["category"] for x in explain(text)["matches"]]
    assert "nvml_init_failed" in cats        # still read, second


@pytest.mark.parametrize("text, want", [
    # an NVML failure alone, or beside another reading than the driver's age, keeps its rank
    ("Error: Failed to initialize NVML", "nvml_init_failed"),
    ("Failed to initialize NVML: Driver/library version mismatch", "driver_library_mismatch"),
])
def test_nvml_readings_without_a_driver_too_old_line_are_unchanged(text, want):
    m = top(text)
    assert m is not None and m["category"] == want, m and m["id"]


@pytest.mark.parametrize("text", [
    # negatives16: flash-attn built for another torch (c10::cuda::SetDevice, torch's own libc10_cuda.so)
    ("  File \"/env/lib/python3.10/site-packages/flash_attn/flash_attn_interface.py\", line 10, in <module>\n"
     "    import flash_attn_2_cuda as flash_attn_cuda\nImportError: /env/lib/python3.10/site-packages/"
     "flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi"),
    # the same symbol with torch 2.8's signature (flash-attention#1816), and at::cuda's
    "ImportError: /x/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEab",
    "ImportError: /x/ext.so: undefined symbol: _ZN2at4cuda20getCurrentCUDAStreamEa",
])
def test_round43_torch_symbols_read_as_an_extension_built_for_another_torch(text):
    # silent from round 43 to 86; a compiled extension built for another torch since round 87 (tests/corpus/README.md
    # 'Eighty-seventh round'; negatives16's two texts are relabelled there)
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("cuda_library_version_mismatch", "gpu/torch-extension-undefined-symbol"), m


@pytest.mark.parametrize("text", [
    # negatives16: CMake building in /dev/shm; a compiler error located there
    ("CMake Error at /dev/shm/x/deepmd-kit-3.1.0/source/lmp/builtin.cmake:15 (find_package):\n"
     "  By not providing \"FindDeePMD.cmake\" in CMAKE_MODULE_PATH this project has"),
    "/dev/shm/build/src/main.cc:42:10: fatal error: foo.h: No such file or directory",
])
def test_round43_negatives_read_silent(text):
    assert explain(text)["matches"] == []


@pytest.mark.parametrize("text", [
    # near misses that must still read /dev/shm and an extension built for another CUDA
    "NCCL WARN Error: failed to extend /dev/shm/nccl-fjwOOB to 5967876 bytes, error: No space left on device (28)",
    "Error while creating shared memory segment /dev/shm/nccl-UmqSM9 (size 7340384)",
    "OSError: [Errno 28] No space left on device: '/dev/shm/torch_123_456'",
])
def test_dev_shm_failures_still_read(text):
    m = top(text)
    assert m is not None and m["category"] == "shm_insufficient", m and m["id"]


def test_an_extension_built_for_another_cuda_still_reads():
    m = top("deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version 11.8 "
            "does not match the version torch was compiled with 12.1, unable to compile cuda/cpp extensions without a "
            "matching cuda version.")
    assert m is not None and m["category"] == "cuda_library_version_mismatch"
