"""Command line. Keep this import-light: `doctor --help` and every fixture path must never
import the kubernetes client (it is imported lazily inside the live source)."""
from __future__ import annotations

import errno
import os
import sys
import click

from .errors import DoctorError
from .options import common_options, resolve

# Commands are imported when run (or when their own --help is asked for), not to print the
# list: `doctor --help` and `doctor explain TEXT` must not pay for every command module (the
# scheduler, the renderers, the live source). click's "lazy group" pattern; the short help of
# each is kept here (tests/test_cli_lazy.py checks it is each command's own).
_COMMANDS: dict[str, tuple[str, str, str]] = {
    "checks": ("checks_cmd", "command", "List the checks with their ids, categories and the data each needs."),
    "collect": ("collect_cmd", "command", "Collect node GPU reports from the node-agent DaemonSet (live only)."),
    "explain": ("explain_cmd", "command", "Explain an error message, event or log excerpt."),
    "history": ("history_cmd", "command",
                "Show past scans and what changed between them (new / resolved findings)."),
    "node": ("node_cmd", "command",
             "This node's GPU report: driver, CUDA, GPUs and the processes (and pods) using them."),
    "pending": ("pending_cmd", "command",
                "Why is this Pod not scheduled? Root cause first, then evidence and the fix."),
    "probe": ("probe_cmd", "command", "Can the ranks of a distributed job reach rank 0 and each other?"),
    "record": ("record_cmd", "command",
               "Record the live cluster into OUT/ as a fixture folder (credentials redacted)."),
    "scan": ("scan_cmd", "command", "Run the checks over the whole cluster and print a ranked report."),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(_COMMANDS))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is None and cmd_name in _COMMANDS:
            module_name, attribute, _ = _COMMANDS[cmd_name]
            import importlib

            try:
                module = importlib.import_module(f"doctor.commands.{module_name}")
            except ModuleNotFoundError as exc:
                if exc.name != f"doctor.commands.{module_name}":
                    raise
                return None
            command = getattr(module, attribute)
            self.add_command(command, cmd_name)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        names = [n for n in self.list_commands(ctx)
                 if n in self.commands or n in _COMMANDS]
        names = [n for n in names if not (n in self.commands and self.commands[n].hidden)]
        if not names:
            return
        limit = formatter.width - 6 - max(len(n) for n in names)
        rows = []
        for name in names:
            if name in self.commands:
                rows.append((name, self.commands[name].get_short_help_str(limit)))
            else:
                rows.append((name, click.utils.make_default_short_help(_COMMANDS[name][2], limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@common_options
@click.version_option(package_name="gpu-doctor", prog_name="doctor")
@click.pass_context
def cli(ctx: click.Context, **given) -> None:
    """Diagnose GPU and AI workloads on Kubernetes: the most likely root cause first, the
    evidence, and the fix.

    \b
    On call:     doctor pending team-a/train-0
    Postmortem:  doctor scan --from incident-snapshot/ -o html > report.html
    Cron:        doctor scan -o json --fail-on warning

    Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it;
    2 bad usage or unreadable input; 3 the cluster or node could not be read.
    """
    ctx.obj = resolve(ctx, **given)


def main(argv: list[str] | None = None) -> None:
    if argv is None:
        _quiet_collector()
    try:
        code = cli.main(args=argv, prog_name="doctor", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("doctor: aborted", err=True)
        sys.exit(130)
    except click.exceptions.NoArgsIsHelpError as exc:
        exc.show()  # bare `doctor` (or a group with no command): the help itself
        sys.exit(exc.exit_code)
    except click.UsageError as exc:
        # one line, like every other error: what is wrong, and where the help is
        where = exc.ctx.command_path if exc.ctx is not None else "doctor"
        click.echo(f"doctor: error: {_line(exc.format_message())} (see `{where} --help`)", err=True)
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        click.echo(f"Error: {_line(exc.format_message())}", err=True)
        sys.exit(exc.exit_code)
    except DoctorError as exc:
        click.echo(f"doctor: error: {_line(exc)}", err=True)
        sys.exit(exc.exit_code)
    except BrokenPipeError:
        sys.exit(0)
    except RecursionError:
        click.echo("doctor: error: input nested too deeply to read", err=True)
        sys.exit(2)
    except Exception as exc:  # noqa: BLE001 - one line, never a traceback, unless asked
        if isinstance(exc, OSError) and exc.errno in _WRITE_ERRNOS:
            _cannot_write(exc, in_process=argv is not None)
        if os.environ.get("DOCTOR_DEBUG"):
            raise
        click.echo(f"doctor: internal error: {type(exc).__name__}: {_line(exc)} "
                   f"(set DOCTOR_DEBUG=1 for the traceback, and please report it)", err=True)
        sys.exit(70)
    if argv is None:
        _exit_now(code or 0)
    sys.exit(code or 0)


def _line(value) -> str:
    """Error messages quote cluster strings (object names, file names): one sanitised line."""
    from .render.safe import line

    return line(value)


def _quiet_collector() -> None:
    """Keep the cyclic GC out of the hot path of a one-shot run (the console script only;
    in-process callers keep their own settings). The loaders pause it while parsing and
    freeze the snapshot after; what the checks build next (indexes, the scheduler replay's
    state: hundreds of thousands of containers that live until exit) would otherwise trigger
    young and full collections walking it again and again. Young collections every 200,000
    allocations instead of 700, full ones 100 times rarer: a scan's garbage is acyclic and
    freed by reference counting, and a long-running `doctor node --interval` still collects.
    Measured, 1,500 nodes / 45,000 pods, scan CPU: default 6.9 s, this 6.6 s, GC off 6.3 s."""
    import gc

    gc.set_threshold(200_000, 20, 100)


# stdout is full or gone (`> /dev/full`, a full disk): not an internal error, and not exit 0
_WRITE_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}
EXIT_IOERR = 74  # sysexits.h EX_IOERR


def _cannot_write(exc: OSError, in_process: bool) -> None:
    try:
        click.echo(f"doctor: error: cannot write the output: {exc.strerror or exc}", err=True)
    except OSError:
        pass
    if in_process:
        sys.exit(EXIT_IOERR)
    os._exit(EXIT_IOERR)  # the unwritten report is still buffered: do not flush it again at exit


def _exit_now(code: int) -> None:
    """The console script's normal exit: flush and leave without tearing down the snapshot
    object by object (tens of millions of dicts on a large cluster cost seconds to free).
    In-process callers (tests, argv given) get the ordinary SystemExit."""
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:  # None: started with that descriptor closed
                stream.flush()
    except BrokenPipeError:
        code = code or 0
    except OSError as exc:
        _cannot_write(exc, in_process=False)
    os._exit(code)


