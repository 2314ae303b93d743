"""One progress line on stderr while the cluster is read: only on a terminal, rewritten in
place, cleaned of control characters (names come from the cluster)."""
from __future__ import annotations

import sys


def progress(message: str) -> None:
    if sys.stderr.isatty():
        from .render.safe import clean

        print(f"\r\033[K{clean(message)}", end="", file=sys.stderr, flush=True)
