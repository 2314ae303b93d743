"""Kubernetes timestamps (RFC 3339, MicroTime) and human ages."""
from __future__ import annotations

from datetime import datetime, timezone


def parse_time(value: object) -> datetime | None:
    """'2025-01-01T00:00:00Z' or '...00.123456Z' or with an offset -> aware datetime.
    Anything else (None, '', garbage, wrong type) -> None."""
    if not isinstance(value, str) or not value:
        return None
    text = value.strip()
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        stamp = datetime.fromisoformat(text)
    except ValueError:
        return None
    return stamp if stamp.tzinfo else stamp.replace(tzinfo=timezone.utc)


def human_age(seconds: float | None) -> str:
    """Like kubectl's AGE column: 45s, 12m, 3h, 5d."""
    if seconds is None:
        return "unknown"
    s = max(0, int(seconds))
    if s < 120:
        return f"{s}s"
    if s < 2 * 3600:
        return f"{s // 60}m"
    if s < 2 * 86400:
        return f"{s // 3600}h"
    return f"{s // 86400}d"
