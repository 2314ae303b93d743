"""Shared test helpers: run the real CLI in-process (or as a subprocess) on fixtures."""
from __future__ import annotations

from pathlib import Path

import pytest

from testlib import FIXTURES, CliResult


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


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
