"""Round 208 of issue 12: wave 164 (fresh939..943: 28/38 on 6232d3df, which never saw them) and negatives163 (24/24
silent) wired as tuning data; new entries for ggml-cuda's build without this GPU's architecture, NVAPI's failed
initialisation, a kernel segfault inside NVIDIA's GL libraries and the NVIDIA X driver's WAIT timeouts; widened:
Xenia's required OpenGL extension, DirectDraw's DDERR_OUTOFVIDEOMEMORY, mshadow's numeric CUBLAS check, and the nvoglv
crash entry to Windows Error Reporting's and Geode's faulting-module lines (tests/corpus/README.md
'Two-hundred-and-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

WER = ("Problem signature:\n  Problem Event Name:\tAPPCRASH\n  Application Name:\tEndlessSky.exe\n"
       "  Fault Module Name:\tnvoglv64.DLL\n  Fault Module Version:\t23.21.13.8831\n  Exception Code:\t40000015")
GEODE = ("== Exception Information ==\n"
         "Faulty Module: C:\\Windows\\System32\\DriverStore\\FileRepository\\nv_dispi.inf_amd64_9d15b9aa9e1c885b\\"
         "nvoglv64.dll\nFaulty Mod: <Unknown>\nException Code: c000001d (EXCEPTION_ILLEGAL_INSTRUCTION)")


@pytest.mark.parametrize("text,category,entry", [
    # fresh941, ggml-org/llama.cpp#5046, verbatim
    ("ERROR: ggml-cuda was compiled without support for the current GPU architecture.",
     "no_kernel_image_arch", "gpu/ggml-cuda-no-code-for-arch"),
    # fresh940, jamesstringer90/Easy-GPU-PV#275, verbatim
    ("Failed to initialize NVAPI with error(0xFFFFFFFD), which is required when running on NVIDIA hardware. Your "
     "drivers may be corrupt or out of date.", "graphics_driver_unavailable", "gpu/nvapi-initialize-failed"),
    # fresh943, openmoh/openmohaa#691, verbatim (first line)
    ("[23712.865511] openmohaa.x86_6[75269]: segfault at 75a030d636e4 ip 000075a030d636e4 sp 00007ffc0c672368 error 15 "
     "in libnvidia-tls.so.570.86.16[36e4,75a030d63000+1000] likely on CPU 0 (core 0, socket 0)",
     "graphics_driver_unavailable", "gpu/linux-segfault-in-nvidia-gl"),
    # fresh943, ValveSoftware/Dota-2#2273, verbatim (two lines)
    ("Mar 20 20:10:17 pop-os /usr/libexec/gdm-x-session[3970]: (EE) NVIDIA(GPU-0): WAIT (2, 8, 0x8000, 0x00019878, "
     "0x0001a048)\nMar 20 20:10:20 pop-os kernel: Asynchronous wait on fence NVIDIA:nvidia.prime:125e07 timed out "
     "(hint:intel_atomic_commit_ready [i915])", "xid_error", "gpu/nvidia-x-driver-wait-timeout"),
    # fresh940, xenia-project/xenia#723, verbatim
    ("OpenGL extension ARB_bindless_texture is required. Ensure you have the latest drivers for your GPU and that it "
     "supports OpenGL 4.5. See http://xenia.jp/faq/ for more information and a listof supported GPUs.",
     "graphics_driver_unavailable", "gpu/opengl-version-required"),
    # fresh943, OldUnreal/UnrealTournamentPatches#989, verbatim
    ("Failed to preallocate initial textures, 1024x1024: DDERR_OUTOFVIDEOMEMORY", "gpu_oom",
     "gpu/d3d-out-of-video-memory"),
    # fresh941, apache/mxnet#7666, verbatim
    ("incubator-mxnet/mshadow/mshadow/./stream_gpu-inl.h:115: Check failed: err == CUBLAS_STATUS_SUCCESS (1 vs. 0)",
     "gpu_oom", "gpu/library-handle-not-initialized"),
    # fresh943 endless-sky#3285 (cut) and fresh944 geode#1276 (cut)
    (WER, "graphics_driver_unavailable", "gpu/windows-crash-in-nvoglv"),
    (GEODE, "graphics_driver_unavailable", "gpu/windows-crash-in-nvoglv"),
])
def test_round208_reads(text, category, entry):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m


@pytest.mark.parametrize("text", [
    # a segfault in NVIDIA's CUDA driver library is not the GL driver
    "python[1234]: segfault at 0 ip 00007f00 sp 00007ffc error 4 in libcuda.so.570.86.16[7f00+1000]",
    # glog's CUBLAS check with another status (13: execution failed) is not a handle that could not be created
    "Check failed: err == CUBLAS_STATUS_SUCCESS (13 vs. 0)",
    # a crash report whose faulting module is not NVIDIA's GL driver
    "Fault Module Name:\tig9icd64.dll",
    # the X driver's ordinary start-up lines
    "(II) NVIDIA(GPU-0): Found DRM driver nvidia-drm (20160225)",
])
def test_round208_near_misses_stay_off_these_entries(text):
    m = top(text)
    assert m is None or m["id"] not in ("gpu/linux-segfault-in-nvidia-gl", "gpu/library-handle-not-initialized",
                                        "gpu/windows-crash-in-nvoglv", "gpu/nvidia-x-driver-wait-timeout"), m


def test_round208_drvvalidateversion_stack_stays_open():
    # fresh943 supertuxkart/stk-code#2848: a crash dialog whose stack ends in DrvValidateVersion, an export of every
    # OpenGL ICD; one blind labeller reads none, so no entry names it
    m = top(" DrvValidateVersion\n BaseThreadInitThunk\n RtlGetAppContainerNamedObjectPath")
    assert m is None or m["category"] != "graphics_driver_unavailable" or m["id"].startswith(("resemblance/",
                                                                                              "classifier/")), m


VLLM_FALLBACK = ("WARNING 05-13 08:48:35 custom_all_reduce.py:166] Custom allreduce is disabled because your platform "
                 "lacks GPU P2P capability or P2P test failed. To silence this warning, specify "
                 "disable_custom_all_reduce=True explicitly.")


def test_round208_vllm_custom_allreduce_fallback_is_named_benign():
    # the rebuilt word-evidence model read the warning no_device_visible at its margin; round 167 holds it silent
    out = explain(VLLM_FALLBACK)
    assert out["matches"] == [] and [n["id"] for n in out["not_gpu_stack"]] == ["not-stack/vllm-custom-allreduce-fallback"], out


def test_round208_a_p2p_failure_after_the_fallback_warning_is_still_read():
    out = explain(VLLM_FALLBACK + "\nRuntimeError: CUDA error: peer access is not supported between these two devices")
    assert out["matches"] and out["matches"][0]["category"] == "gpu_p2p_unsupported", out["matches"]
