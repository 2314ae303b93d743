"""Round 62 of issue 12: session r23's wave 23 (fresh319..323, BY CAUSE in GPU CI, game streaming, scientific
visualisation, legacy frameworks and conference-paper code; first run on c742ad1d). Each new or widened entry read on
the first-run miss it was written for, on other wordings of the same emitter, and not on near misses with the same
words but another cause (tests/corpus/README.md 'Sixty-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # fresh319 lightning-thunder#755 (silent at first contact)
    ("dtype_unsupported_by_gpu", "gpu/nvfuser-fusion-needs-newer-gpu",
     "RuntimeError: Target compute capability is 7.0 but this fusion requires at least 8.0. Reason: Fusion contains "
     "BFloat16 values which was introduced in Ampere (8.0)"),
    ("dtype_unsupported_by_gpu", "gpu/nvfuser-fusion-needs-newer-gpu",
     "Target compute capability is 8.6 but this fusion requires at least 8.9. Reason: Fusion contains Float8_e4m3fn "
     "values which was introduced in Ada (8.9)"),
    # fresh320 libnvidia-container#50 (silent: the hyphenated library name), and fresh250's Jetson text still read
    ("container_runtime_misconfigured", "gpu/ldconfig-nvidia-library-empty",
     "Processing triggers for libc-bin (2.27-3ubuntu1.4) ...\n/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/"
     "libnvidia-encode.so.440.33.01 is empty, not checked.\n/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/"
     "libGLX_nvidia.so.440.33.01 is empty, not checked."),
    ("container_runtime_misconfigured", "gpu/ldconfig-nvidia-library-empty",
     "/sbin/ldconfig.real: File /usr/lib/aarch64-linux-gnu/libnvparsers.so.8 is empty, not checked."),
    # fresh320 CNTK#1841 (silent)
    ("no_device_visible", "gpu/cntk-invalid-device-id",
     "We have set up an Remote GPU machine and I want to access it using MS remote desktop from my laptop. While "
     "running TransferLearning.py it says \"Specified device id (0) is invalid\"."),
    # fresh320 docker-steam-headless#184 (silent)
    ("driver_install_failed", "gpu/container-driver-download-failed",
     "  - Downloading driver v570.124.06\nWARNING: Unable to download driver from NVIDIA. Trying GitHub...\nERROR: "
     "Unable to download driver from GitHub. Exit!"),
    # fresh321 Open3D-ML#635 (silent) and the TensorFlow form of the same check
    ("cuda_library_version_mismatch", "gpu/open3d-ml-framework-version",
     "    raise Exception('Version mismatch: Open3D needs PyTorch version {}, but '\nException: Version mismatch: "
     "Open3D needs PyTorch version 1.8.*, but version 2.0.1+cpu is installed!"),
    ("cuda_library_version_mismatch", "gpu/open3d-ml-framework-version",
     "Exception: Version mismatch: Open3D needs TensorFlow version 2.5.*, but version 2.8.0 is installed!"),
    # fresh323 FlashQLA#4 (was shm_insufficient by the shared-memory concept), wrapped as pasted; TileLang's forms
    ("gpu_shared_memory_insufficient", "gpu/dynamic-shared-memory-opt-in-failed",
     "tvm.error.InternalError: Failed to set the allowed dynamic shared\nmemory size to 196608 [192 KB]"),
    ("gpu_shared_memory_insufficient", "gpu/dynamic-shared-memory-opt-in-failed",
     "RuntimeError: Failed to set the allowed dynamic shared memory size to 165888 with error: invalid argument"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round62_reads_each_miss_and_its_other_wordings(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


NEAR = [
    # a browser WebDriver manager's download failure, not the NVIDIA driver
    ("gpu/container-driver-download-failed",
     "DownloadDriverException: Unable to download driver from given url. (chromedriver)"),
    # an audio / serial device id, no GPU words
    ("gpu/cntk-invalid-device-id", "Specified device id (3) is invalid. Check the microphone list."),
    # /dev/shm, the host's shared memory: not a kernel's per-block limit
    ("gpu/dynamic-shared-memory-opt-in-failed",
     "RuntimeError: unable to write to file </torch_123_456>: No space left on device (28) shared memory"),
    # a non-NVIDIA, non-driver library left empty
    ("gpu/ldconfig-nvidia-library-empty", "/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/libfoo.so.1 is empty, "
     "not checked."),
    # another package's version check
    ("gpu/open3d-ml-framework-version", "Version mismatch: mmcv needs torch version 1.8, but 2.0 is installed"),
    # a kernel's dynamic shared memory is the GPU's on-chip memory, not /dev/shm (the shm concept's first reading)
    ("concept/shm", "cudaFuncSetAttribute failed: unable to raise the dynamic shared memory to 232448 bytes"),
    # nvFuser's MMA text without the version floor, and a generic bf16 sentence
    ("gpu/nvfuser-fusion-needs-newer-gpu", "the model was saved in bfloat16 values"),
    ("gpu/nvfuser-fusion-needs-newer-gpu", "Fusion contains a Turing MMA macro"),
]


@pytest.mark.parametrize("entry,text", NEAR)
def test_round62_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round62_committed_image_names_the_driver_mismatch_reading():
    m = top("/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/libnvidia-ptxjitcompiler.so.440.33.01 is empty, not "
            "checked.")
    assert m is not None and m["category"] == "container_runtime_misconfigured" and "driver_library_mismatch" in str(m)
