"""Round 200 of issue 12: wave 156 (fresh913..915: 16/18 on 6a36b816, which never saw them) and negatives156 (20/20
silent) wired as tuning data; Qt's 'QGLXContext: Failed to create dummy context' read as graphics_driver_unavailable
(tests/corpus/README.md 'Two-hundredth round')."""
from __future__ import annotations

from explain_top import first as top


def test_round200_qt_glx_dummy_context_is_graphics():
    # fresh914, alicevision/Meshroom#810, verbatim
    m = top("WARNING:root:QGLXContext: Failed to create dummy context")
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable",
                                                          "gpu/gl-context-create-failed"), m

