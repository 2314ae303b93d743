"""Round 164 of issue 12: wave 120 (GitHub issue threads, fresh788..789: 11/13 on catalogue 4886eeb5, which never saw
them) and negatives124 (37/37 silent) wired as tuning data; one miss fixed by cause, one left open as both blind second
labellers read it (tests/corpus/README.md 'Hundred-and-sixty-fourth round')."""
from __future__ import annotations

from doctor.explain import explain
from explain_top import first as top


def test_round164_reads_a_glx_request_refused_as_too_large():
    text = ("mrview: [WARNING] unable to determine OpenGL version - operation may be unstable if actual version is "
            "less than 3.3\nX Error: GLXBadLargeRequest 157\n  Extension:    145 (Uknown extension)\n"
            "[xcb] Too much data requested from _XRead")
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", "gpu/glx-bad-large-request")


def test_round164_glx_bad_large_request_entry_needs_the_x_error():
    assert "gpu/glx-bad-large-request" not in [m["id"] for m in explain("GLXBadLargeRequest is defined in glxproto.h")
                                               ["matches"]]


def test_round164_a_bare_missing_cusparse_reads_a_library_that_cannot_load():
    # the collector reads CUDA 12's cuSPARSE under a CUDA 13 stack (a version mismatch); both blind second labellers and
    # the tool read a CUDA library that cannot be loaded: the text alone says no more
    m = top("libcusparse.so.12 not found")
    assert m is not None and m["category"] == "cuda_init_failed"
