"""The catalogue of known error signatures (event messages, log lines, termination
messages) that `doctor explain` and log-reading checks share. One module per family; each
exposes SIGNATURES: a list of Signature. Categories are the stable ids of DESIGN.md."""
from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field
from functools import lru_cache

CATEGORIES = (
    "cuda_driver_too_old", "driver_library_mismatch", "no_device_visible", "no_kernel_image_arch",
    "gpu_oom", "container_runtime_misconfigured", "forward_compat_unsupported",
    "bootstrap_connect_failed", "no_socket_interface", "ib_unavailable", "collective_timeout",
    "rendezvous_unreachable", "dns_resolution", "shm_insufficient", "version_mismatch",
    "driver_install_failed", "cuda_init_failed",
)


@dataclass(frozen=True)
class Signature:
    category: str                 # one of CATEGORIES (or a new stable id added there)
    title: str                    # one line: what happened
    pattern: re.Pattern           # matched against one line at a time (re.search)
    explanation: str              # plain English: what it means, what usually causes it
    remediation: str              # the concrete fix
    source: str = ""              # where the verbatim text was seen (issue / doc URL)
    extract: tuple[str, ...] = field(default=())  # named groups worth reporting (peer, port, ...)

    def __post_init__(self):
        if self.category not in CATEGORIES:
            raise ValueError(f"signature category {self.category!r} is not a known category")


@dataclass(frozen=True)
class Match:
    signature: Signature
    line_number: int              # 1-based
    line: str
    groups: dict


@lru_cache(maxsize=1)
def catalogue() -> tuple[Signature, ...]:
    sigs: list[Signature] = []
    for info in pkgutil.iter_modules(__path__, prefix=__name__ + "."):
        module = importlib.import_module(info.name)
        sigs.extend(getattr(module, "SIGNATURES", ()))
    return tuple(sigs)


def scan_text(text: str, limit_per_category: int = 3) -> list[Match]:
    """Every signature hit in a text, in line order, at most `limit_per_category` per category."""
    found: list[Match] = []
    per_cat: dict[str, int] = {}
    sigs = catalogue()
    for n, line in enumerate(text.splitlines(), 1):
        for sig in sigs:
            m = sig.pattern.search(line)
            if m is None:
                continue
            if per_cat.get(sig.category, 0) >= limit_per_category:
                continue
            per_cat[sig.category] = per_cat.get(sig.category, 0) + 1
            found.append(Match(sig, n, line, {k: v for k, v in m.groupdict().items() if v is not None}))
            break
    return found
