"""Round 202 of issue 12: wave 158 (fresh919..921: 14/17 on a42c2d1b, which never saw them) and negatives158 (25/25
silent) wired as tuning data; Paddle inference's 'Please compile with gpu to EnableGpu()' read as its CPU build, as
gpu/paddle-cpu-build reads the same file's later wording (tests/corpus/README.md 'Two-hundred-and-second round')."""
from __future__ import annotations

from explain_top import first as top


def test_round202_paddle_cpu_build_asked_for_the_gpu():
    # fresh920, docker-archive-public/docker.kitematic#5781 (a PaddleOCR report), verbatim
    text = ("E1111 15:42:00.882297 20327 analysis_config.cc:73] Please compile with gpu to EnableGpu()\n"
            "E1111 15:42:00.969612 20327 analysis_config.cc:73] Please compile with gpu to EnableGpu()\n"
            "\n"
            "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)")
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("no_device_visible", "gpu/paddle-cpu-build"), m


def test_round202_other_compile_with_hints_are_not_paddles():
    m = top("Please compile with -DWITH_MKL=ON to EnableMKLDNN()")
    assert m is None or m["id"] != "gpu/paddle-cpu-build", m
