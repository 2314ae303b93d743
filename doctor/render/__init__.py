"""Renderers only format; they never decide. One module per output format."""
from __future__ import annotations

import importlib

_MODULES = {"text": "text", "json": "json_out", "html": "html", "junit": "junit",
            "prometheus": "prometheus"}


def render_report(report, opts) -> str:
    module = importlib.import_module(f"doctor.render.{_MODULES[opts.output]}")
    return module.render(report, opts)
