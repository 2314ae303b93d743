"""Errors that end a run with a specific exit code and one clear line."""
from __future__ import annotations

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_UNREACHABLE = 3


class DoctorError(Exception):
    exit_code = EXIT_USAGE


class InputError(DoctorError):
    """Bad usage or unreadable input (a file, a flag): exit 2."""

    exit_code = EXIT_USAGE


class ClusterUnreachable(DoctorError):
    """The cluster or the node could not be read at all: exit 3."""

    exit_code = EXIT_UNREACHABLE
