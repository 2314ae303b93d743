"""Round 141 of issue 12: wave 97 (GitHub issue threads, fresh674..679: 47/53 on session r38's final, which never saw
them) wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-forty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('dtype_unsupported_by_gpu', 'gpu/tensorrt-half2-without-native-fp16',
     "Building an engine.  This would take a while...\n[TensorRT] WARNING: Half2 support requested on hardware without "
     "native FP16 support, performance will be negatively affected."),
    ('graphics_driver_unavailable', 'gpu/igibson-invalid-render-device', "ERROR: Invalid render_device choice: 0 < 0."),
    ('no_kernel_image_arch', 'gpu/cufft-internal-error', "RuntimeError: cuFFT error: CUFFT_INTERNAL_ERROR"),
    ('no_device_visible', 'gpu/voicevox-gpu-unsupported', "Exception: GPU機能をサポートすることができません"),
    ('cuda_library_version_mismatch', 'gpu/cuda-call-configuration-undefined',
     "ImportError: /usr/lib/python3/resample2d_cuda.cpython-36m-x86_64-linux-gnu.so: undefined symbol: "
     "__cudaPopCallConfiguration"),
    ('cuda_library_version_mismatch', 'gpu/cuvslam-undefined-symbol',
     "ImportError: /opt/env/site-packages/cuvslam/pycuvslam.cpython-312-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN7cuvslam10GetVersionEPiS0_S0_"),
    ('driver_install_failed', 'gpu/macos-installer-nvidia-web-driver',
     "installer: Package name is NVIDIA Web Driver 387.10.10.10.40.135\ninstaller: The install failed. (The Installer "
     "encountered an error that caused the installation to fail.)"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round141_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round141_the_fp16_notice_never_outranks_a_failure():
    # fresh64 tensorrt_inference#117: the same builder notice above a CUDA out-of-memory status stays gpu_oom
    text = ("[TensorRT] WARNING: Half2 support requested on hardware without native FP16 support, performance will be "
            "negatively affected.\nCuda failure: 2 (out of memory)")
    assert top(text)["category"] == "gpu_oom"


@pytest.mark.parametrize("entry,text", [
    ("gpu/tensorrt-half2-without-native-fp16", "[TensorRT] INFO: FP16 support enabled, native FP16 available"),
    ("gpu/igibson-invalid-render-device", "Using render_device 0 of 2 EGL devices"),
    ("gpu/cufft-internal-error", "cuFFT plan created: CUFFT_SUCCESS"),
    ("gpu/voicevox-gpu-unsupported", "GPU機能をサポートしています"),
    ("gpu/cuda-call-configuration-undefined", "found symbol __cudaPopCallConfiguration in libcudart.so.10.0"),
    ("gpu/cuvslam-undefined-symbol", "undefined symbol: _ZN5boost6system15system_categoryEv"),
    # another package's failed install is not the NVIDIA driver's
    ("gpu/macos-installer-nvidia-web-driver",
     "installer: Package name is Docker Desktop\ninstaller: The install failed."),
])
def test_round141_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
