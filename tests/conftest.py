"""Shared test helpers: run the real CLI in-process (or as a subprocess) on fixtures."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"


@dataclass
class CliResult:
    code: int
    stdout: str
    stderr: str

    def json(self):
        return json.loads(self.stdout)


def _run_inprocess(args: list[str], capsys) -> CliResult:
    from doctor.cli import main

    try:
        main(["--no-plugins", *args])
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    out = capsys.readouterr()
    return CliResult(code, out.out, out.err)


@pytest.fixture
def doctor(capsys):
    """doctor(*args) runs the real CLI in-process with --no-plugins; returns CliResult."""

    def run(*args: str) -> CliResult:
        return _run_inprocess([str(a) for a in args], capsys)

    return run


def doctor_subprocess(*args: str, env: dict | None = None, stdin: str | None = None,
                      timeout: float = 60) -> CliResult:
    """The installed console script, as a user runs it (for a few end-to-end tests)."""
    # cwd outside the repo: `python -m` puts cwd on sys.path, and the source tree's `doctor/`
    # (without checks/ mapped in) must not shadow the installed package.
    proc = subprocess.run([sys.executable, "-m", "doctor", *map(str, args)], capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, input=stdin, timeout=timeout,
                          cwd=tempfile.gettempdir())
    return CliResult(proc.returncode, proc.stdout, proc.stderr)


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
