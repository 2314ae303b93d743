"""The cited corpus of real error texts and scheduling event messages (logs.yaml, events.yaml)
and its deterministic split into a tuning share and a held-out share.

The split is by SHA-256 of the source URL (every sample copied from one thread lands on the same
side, so a thread cannot leak into both): a sample is held out when the first 8 hex digits of the
hash, as an integer, mod 100 is below HELD_OUT_PERCENT. It was computed before the catalogue
patterns were written; patterns were tuned only on the tuning share."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

import yaml

HERE = Path(__file__).parent
HELD_OUT_PERCENT = 35


def held_out(url: str) -> bool:
    return int(hashlib.sha256(url.encode("utf-8")).hexdigest()[:8], 16) % 100 < HELD_OUT_PERCENT


@lru_cache(maxsize=None)
def log_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "logs.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "events.yaml").read_text(encoding="utf-8")))


def split(samples, url_key: str = "source"):
    tuning = [s for s in samples if not held_out(s[url_key])]
    held = [s for s in samples if held_out(s[url_key])]
    return tuning, held
