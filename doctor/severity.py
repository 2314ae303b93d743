"""Finding severities. A module of its own so that the options every command parses (doctor.options)
do not import the finding model: `doctor --help` and `doctor explain TEXT` start faster than
`import click, rich.console` (issue 16). doctor.model re-exports it."""
from __future__ import annotations

from enum import Enum


class Severity(str, Enum):
    """Closed set; ordered by `rank` (higher is worse)."""

    INFO = "info"
    WARNING = "warning"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return {"info": 1, "warning": 2, "critical": 3}[self.value]

    @classmethod
    def parse(cls, text: str) -> "Severity":
        try:
            return cls(text.lower())
        except ValueError:
            raise ValueError(f"unknown severity {text!r} (use info, warning or critical)") from None
