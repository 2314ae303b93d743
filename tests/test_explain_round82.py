"""Round 82 of issue 12: wave 38 (GitHub issue threads, fresh381..385: 43/45 on round 81's final, which never saw them)
and negatives48 (40/41 silent) wired as tuning data; the two misses and the one false claim fixed by cause
(tests/corpus/README.md 'Eighty-second round'), each read on its own wording and not on near misses."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # fresh384 ray#35907: Gloo's tcp pair cannot bind its port
    ('rendezvous_unreachable', 'distributed/rdzv-port-in-use',
     'RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:176] bind: Address already in use'),
    # fresh382 nixl#2007: SGLang's start-up OOM on a line that names the GPUs in the plural
    ('gpu_oom', 'gpu/family-oom',
     'both jobs drove the same two physical GPUs and the server died at init with `RuntimeError: Not enough memory`'),
    # emitters.yaml (torchtune): a kernel only for newer GPUs, which the rebuilt classifier no longer guessed
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'Failed to use grouped mm, which is only supported on SM90 or later'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round82_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("distributed/rdzv-port-in-use", "[gloo/transport/tcp/pair.cc:176] connect: Connection refused"),
    ("gpu/family-oom", "Not enough memory on the host to load the dataset before the GPUs start"),
    ("concept/feature-needs-newer-sm", "grouped mm is supported on SM80 and SM90"),
])
def test_round82_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_ffmpeg_libraries_not_found_is_not_the_gpu_stack():
    # negatives48 torchcodec#730: every missing library is FFmpeg's
    r = explain("RuntimeError: Could not load libtorchcodec. Likely causes:\n"
                "FFmpeg version 7: libavutil.so.59: cannot open shared object file: No such file or directory\n"
                "FFmpeg version 6: libavformat.so.60: cannot open shared object file: No such file or directory")
    assert r["matches"] == [] and r["not_gpu_stack"][0]["id"] == "not-stack/ffmpeg-libraries-not-found"


def test_a_missing_cuda_library_beside_torchcodec_is_still_read():
    # fresh307 torchcodec#1309: the missing library is CUDA's NPP, a CUDA cause
    r = explain("RuntimeError: Could not load libtorchcodec ...\n"
                "OSError: libnppicc.so.13: cannot open shared object file: No such file or directory")
    assert r["matches"] and r["matches"][0]["category"] == "cuda_init_failed"
