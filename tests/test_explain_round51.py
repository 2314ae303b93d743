"""Round 51 of issue 12 (CATALOGUE-47): session r16's wave 12 (fresh254..259, BY CAUSE in quantum computing simulators,
3D generation / text-to-3D, astronomy and particle physics, BSD and macOS with NVIDIA GPUs, education and course
material, diffusion model training tools; first run 91/112 on c5e0b12). Each miss by its emitter's own words (or the
mechanism's), read here in other wordings the emitter produces, with near misses that must not match
(tests/corpus/README.md 'Fifty-first round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top


@pytest.mark.parametrize("text, category, entry", [
    # P2P refused in other words than CUDA's 217 string
    ("RuntimeError: peer-to-peer memory access is unsupported between GPU 0 and GPU 2", "gpu_p2p_unsupported",
     "gpu/peer-to-peer-access-not-supported"),
    ("Error: Peer to peer access is not supported on this system", "gpu_p2p_unsupported",
     "gpu/peer-to-peer-access-not-supported"),
    # a program's own GPU out-of-memory statement, hyphenated
    ("WARNING: the GPU ran out-of-memory while computing probabilities", "gpu_oom", "gpu/gpu-is-out-of-memory-statement"),
    # nvFuser's smem check, another size
    ("The total shared memory allocation is larger than available memory. Dynamic size: 200704. Static size: 0. "
     "Required total size: 200704. Device limit size: 166912", "gpu_shared_memory_insufficient",
     "gpu/nvfuser-smem-larger-than-available"),
    # moderngl's EGL display failure, with 'the'
    ("moderngl.Error: cannot detect the EGL display", "graphics_driver_unavailable", "gpu/egl-cannot-detect-display"),
    # Chromium's net error as the console prints it
    ("GET https://huggingface.co/api/models net::ERR_NAME_NOT_RESOLVED", "dns_resolution", "gpu/err-name-not-resolved"),
    # DKMS on another kernel
    ("Error! Your kernel headers for kernel 6.8.0-31-generic cannot be found at /lib/modules/6.8.0-31-generic/build",
     "driver_install_failed", "gpu/dkms-kernel-headers-not-found"),
    # FreeBSD's kernel linker on the other NVIDIA modules
    ("KLD nvidia-drm.ko: depends on kernel - not available or version mismatch", "driver_not_loaded",
     "gpu/freebsd-kld-nvidia-version-mismatch"),
    ("linker_load_file: /boot/modules/nvidia-modeset.ko - unsupported file type", "driver_not_loaded",
     "gpu/freebsd-kld-nvidia-version-mismatch"),
    # another program's 'not compiled for this architecture'
    ("ERROR: kernel not compiled for this GPU architecture (sm_35)", "no_kernel_image_arch",
     "gpu/not-compiled-for-gpu-architecture"),
    # accelerate with another port
    ("ConnectionError: Tried to launch distributed communication on port `29501`, but another process is utilizing it.",
     "rendezvous_unreachable", "distributed/accelerate-port-in-use"),
    # nvcc's line quoted without its closing quote
    ("nvcc fatal   : Unsupported gpu architecture 'compute_89", "cuda_toolkit_arch_unsupported", "gpu/nvcc-unsupported-arch"),
    # bmake stopping in the NVIDIA driver's port (the ports tree path)
    ("*** Error code 1\n\nStop.\nmake: stopped in /usr/ports/x11/nvidia-driver", "driver_install_failed",
     "gpu/bmake-nvidia-driver-build-stopped"),
    # Homebrew's cask check, the driver cask
    ("Error: Cask nvidia-web-driver depends on macOS release being one of [10.13], but you are running release 10.15.",
     "driver_install_failed", "gpu/homebrew-nvidia-cask-macos-release"),
])
def test_round51_reads_the_mechanism_in_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("Peer-to-peer access enabled between GPU 0 and GPU 1", "gpu/peer-to-peer-access-not-supported"),
    ("Using qibojit backend on /GPU:0 (GPU memory is fine)", "gpu/gpu-is-out-of-memory-statement"),
    ("device_smem: 49152 bytes per block", "gpu/nvfuser-smem-larger-than-available"),
    ("EGL display detected: NVIDIA", "gpu/egl-cannot-detect-display"),
    ("ERR_CONNECTION_REFUSED", "gpu/err-name-not-resolved"),
    ("Kernel headers for kernel 6.8.0 found at /lib/modules/6.8.0/build", "gpu/dkms-kernel-headers-not-found"),
    ("KLD nvidia.ko: loaded", "gpu/freebsd-kld-nvidia-version-mismatch"),
    ("KLD zfs.ko: depends on kernel - not available or version mismatch", "gpu/freebsd-kld-nvidia-version-mismatch"),
    ("compiled for the gpu architecture 30", "gpu/not-compiled-for-gpu-architecture"),
    ("Launching distributed communication on port `29500`", "distributed/accelerate-port-in-use"),
    ("nvcc --list-gpu-arch: compute_50 compute_52", "gpu/nvcc-unsupported-arch"),
    ("make: stopped in /usr/ports/www/nginx", "gpu/bmake-nvidia-driver-build-stopped"),
    ("Error: Cask firefox depends on macOS release being one of [10.15]", "gpu/homebrew-nvidia-cask-macos-release"),
])
def test_round51_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round51_huggingface_resolve_url_is_not_a_dns_word():
    # negatives8's open-webui#4773: an HTTP 401 from the Hub for a model URL whose path holds '/resolve/main/';
    # with the wave-12 reference it resembled a DNS text at 0.30; the URL path segment is not a resolution word
    text = ("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
            "https://huggingface.co/sentence-transformers/ollama/resolve/main/config.json")
    assert [m for m in explain(text)["matches"] if m["category"] == "dns_resolution"] == []
