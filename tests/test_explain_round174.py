"""Rounds 174-175 of issue 12: waves 130 (fresh836..838: 12/13 on catalogue e260882e, which never saw them) and 131
(fresh839..841: 14/15 on e260882e) and negatives134-135 (55/58 silent) wired as tuning data; LAMMPS' GPU suffix on a
build without the GPU package read by cause, three negatives' claims answered (a full CI disk, OpenVINO's Intel GPU
plugin, llama.cpp's VRAM hint on any load failure); the word-evidence fallback reads, in a paste with no failure line,
the lines that name an exception class or 'out of memory' (tests/corpus/README.md 'Hundred-and-seventy-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from doctor.signatures.classify import failure_words
from explain_top import first as top


def test_round174_lammps_gpu_suffix_without_the_gpu_package_is_a_build_without_gpu_support():
    m = top("ERROR: Using suffix gpu without GPU package installed (src/lammps.cpp:801)")
    assert m is not None and (m["category"], m["id"]) == ("no_device_visible", "gpu/lammps-gpu-package-missing"), m


@pytest.mark.parametrize("text", [
    "ERROR: Using suffix intel without INTEL package installed (src/lammps.cpp:803)",
    "Installed packages:\n\nGPU KOKKOS MANYBODY MOLECULE",
])
def test_round174_lammps_entry_stays_silent_on_near_misses(text):
    assert "gpu/lammps-gpu-package-missing" not in [m["id"] for m in explain(text)["matches"]]


@pytest.mark.parametrize("text, entry", [
    ("mkdir: cannot create directory '/home/ci-runner/workdir/_temp/gpu-smoke-1/venv': No space left on device",
     "not-stack/disk-full"),
    ("frigate  | Check '!m_device_map.empty()' failed at src/plugins/intel_gpu/src/plugin/plugin.cpp:383:\n"
     "frigate  | [GPU] Can't get OPTIMIZATION_CAPABILITIES property as no supported devices found or an error happened "
     "during devices query.\n"
     "frigate  | frigate.embeddings.onnx.runner WARNING : OpenVINO failed to build model, using CPU instead: Exception",
     "not-stack/openvino-intel-gpu-no-device"),
])
def test_round174_negatives_claims_are_known_non_stack_errors(text, entry):
    r = explain(text)
    assert r["matches"] == [] and entry in [n["id"] for n in r["not_gpu_stack"]], r


def test_round174_a_full_dev_shm_is_still_shared_memory():
    text = "mkdir: cannot create directory '/dev/shm/torch_1234': No space left on device"
    r = explain(text)
    assert "not-stack/disk-full" not in [n["id"] for n in r.get("not_gpu_stack", [])]
    assert r["matches"] and r["matches"][0]["category"] == "shm_insufficient", r["matches"][:1]


def test_round174_llama_cpp_vram_hint_alone_is_no_gpu_oom():
    hint = ("common_init_from_params: failed to load model '/models/m.gguf', try reducing --n-gpu-layers if you're "
            "running out of VRAM")
    assert "concept/gpu-oom" not in [m["id"] for m in explain(hint)["matches"]]
    assert "concept/gpu-oom" in [m["id"] for m in explain("ggml_cuda: out of VRAM on GPU 0")["matches"]]


def test_round174_fallback_reads_exception_lines_of_a_paste_without_a_failure_line():
    text = "Loading model...\nAssertionError: Only GPU training is allowed.\nDone."
    assert [n for n, _, _ in failure_words(text)] == [2]
    assert [n for n, _, _ in failure_words("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB")] == [1]


@pytest.mark.parametrize("text", [
    "INFO: starting training loop, 8 GPUs visible",
    "INFO: registered handler for RuntimeError and ValueError",
    "INFO 12:00 tried 3 batch sizes; the largest ran out of memory and was skipped",
])
def test_round174_fallback_cue_skips_healthy_lines(text):
    assert failure_words(text) == []


def test_round174_failure_lines_still_win_over_cue_lines():
    text = "RuntimeError raised below\nCUDA error: no kernel image is available for execution on the device"
    assert [n for n, _, _ in failure_words(text)] == [2]
