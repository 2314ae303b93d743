"""Cluster strings are untrusted: strip terminal control sequences before printing them."""
from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def clean(value: object, limit: int = 2000) -> str:
    text = _CONTROL.sub("\N{REPLACEMENT CHARACTER}", str(value))
    return text if len(text) <= limit else text[: limit - 1] + "…"
