"""`doctor --help` lists every command without importing them (click's lazy group): the
list must read exactly as each command's own short help, and running any command still works."""
from __future__ import annotations

import json
import subprocess
import sys

import click

from doctor.cli import _COMMANDS, cli

PROBE = """
import json, sys
from doctor.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
mods = sorted(m for m in sys.modules if m.startswith(("doctor.", "kubernetes", "importlib.metadata", "rich")))
print(json.dumps(mods), file=sys.stderr)
"""


def _imported(*args: str) -> list[str]:
    proc = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=60)
    return json.loads(proc.stderr.strip().splitlines()[-1])


def test_help_imports_no_command_module_metadata_or_kubernetes():
    mods = _imported("--help")
    assert not [m for m in mods if m.startswith(("doctor.commands.", "kubernetes", "importlib.metadata"))], mods
    assert not [m for m in mods if m.startswith(("doctor.scheduler", "doctor.render.", "doctor.sources"))], mods


def test_explain_imports_only_its_own_command():
    mods = _imported("explain", "CUDA error: out of memory")
    assert [m for m in mods if m.startswith("doctor.commands.")] == ["doctor.commands.explain_cmd"]
    assert not [m for m in mods if m.startswith(("kubernetes", "doctor.scheduler", "doctor.sources"))], mods


def test_lazy_short_help_is_each_commands_own():
    ctx = click.Context(cli)
    for name, (module, attribute, short) in _COMMANDS.items():
        command = getattr(__import__(f"doctor.commands.{module}", fromlist=[attribute]), attribute)
        assert command.get_short_help_str(limit=500) == short, name
        assert cli.get_command(ctx, name) is command


def test_help_lists_every_command(doctor):
    r = doctor("--help")
    assert r.code == 0
    listed = [line.split()[0] for line in r.stdout.split("Commands:")[1].strip().splitlines()]
    assert listed == sorted(_COMMANDS)
    assert doctor("no-such-command").code == 2
