"""Round 160 of issue 12: wave 116 (GitHub issue threads, fresh766: 4/6 on catalogue 1eb47b0e, which never saw them)
and negatives120 (37/37 silent) wired as tuning data. No entry was added: both misses state no GPU cause the text
itself shows (tests/corpus/README.md 'Hundred-and-sixtieth round'); these tests hold that decision."""
from __future__ import annotations

from doctor.explain import explain


def test_round160_missing_x11_display_alone_is_not_a_gpu_reading():
    # a server without an X server (round 146's decision for mbgl's 'Failed to open X display.')
    text = "Failed to open X11 display: make sure the DISPLAY environment variable is set correctly"
    assert [m["id"] for m in explain(text)["matches"] if not m["id"].startswith(("resemblance/", "classifier/"))] == []


def test_round160_a_glsl_compile_error_alone_names_no_gpu_cause():
    # Mesa's GLSL compiler rejecting a shader ('no function with name texture2D') is the program's shader on that GL
    text = ("[error]   [caspar::tag_msg_info*] = Failed to compile fragment shader:\n"
            "[error]   0:471(9): error: no function with name 'texture2D'")
    got = [m for m in explain(text)["matches"] if not m["id"].startswith(("resemblance/", "classifier/"))]
    assert got == [], [m["id"] for m in got]
