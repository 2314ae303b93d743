"""Type guards for untrusted cluster JSON: a field that should be an object or a list but is
something else (a hostile or truncated fixture) reads as empty instead of crashing."""
from __future__ import annotations


def D(value) -> dict:
    return value if isinstance(value, dict) else {}


def L(value) -> list:
    return value if isinstance(value, list) else []
