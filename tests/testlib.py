"""Paths and helpers the tests import by name. (Not in conftest.py: with several conftest.py
files under tests/, `from testlib import ...` resolves to whichever was imported first.)"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"


@dataclass
class CliResult:
    code: int
    stdout: str
    stderr: str

    def json(self):
        return json.loads(self.stdout)


def doctor_subprocess(*args: str, env: dict | None = None, stdin: str | None = None,
                      timeout: float = 60) -> CliResult:
    """The installed console script, as a user runs it (for a few end-to-end tests)."""
    # cwd outside the repo: `python -m` puts cwd on sys.path, and the source tree's `doctor/`
    # (without checks/ mapped in) must not shadow the installed package.
    proc = subprocess.run([sys.executable, "-m", "doctor", *map(str, args)], capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, input=stdin, timeout=timeout,
                          cwd=tempfile.gettempdir())
    return CliResult(proc.returncode, proc.stdout, proc.stderr)
