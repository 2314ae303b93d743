"""Options every command accepts, before or after the command name."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import click

from .errors import EXIT_FINDINGS, EXIT_OK, InputError
from .severity import Severity   # not doctor.model: --help and explain do not need the model

FORMATS = ("text", "json", "html", "junit", "prometheus")


@dataclass(frozen=True)
class Options:
    sources: tuple[str, ...] = ()
    kubeconfig: str | None = None
    context: str | None = None
    namespace: str | None = None
    all_namespaces: bool = False
    output: str = "text"
    fail_on: Severity = Severity.CRITICAL
    verbose: int = 0
    plugins: bool = True
    timeout: str | None = None      # live mode: the whole run's deadline (kubectl-style duration)
    extra: dict = field(default_factory=dict)

    @property
    def live(self) -> bool:
        return not self.sources


_COMMON = [
    click.option("--from", "sources", multiple=True, metavar="PATH",
                 help="Read a recorded cluster (file or folder; repeatable) instead of the live API."),
    click.option("--kubeconfig", metavar="FILE", help="kubeconfig for live mode."),
    click.option("--context", metavar="NAME", help="kubeconfig context for live mode."),
    click.option("-n", "--namespace", metavar="NS", help="Only report on this namespace."),
    click.option("-A", "--all-namespaces", is_flag=True, default=None, help="Report on all namespaces (default)."),
    click.option("-o", "--output", type=click.Choice(FORMATS), default=None, help="Output format (default text)."),
    click.option("--fail-on", type=click.Choice([s.value for s in Severity]), default=None,
                 help="Exit 1 when a finding is at or above this severity (default critical)."),
    click.option("-v", "--verbose", count=True, help="Show evidence (-v) and per-node detail (-vv)."),
    click.option("--no-plugins", is_flag=True, default=None, help="Run in-tree checks only."),
    click.option("--timeout", metavar="DURATION", default=None,
                 help="Live mode: give up reading the cluster after this long (30s, 5m, 1h; 0 = no limit; "
                      "default 5m, or $DOCTOR_TIMEOUT); what was not read by then is reported as not read."),
]


def common_options(func):
    for opt in reversed(_COMMON):
        func = opt(func)
    return func


def resolve(ctx: click.Context, **given) -> Options:
    """Options given on the subcommand override those given before it."""
    base: Options = ctx.find_object(Options) or Options()
    changes = {}
    if given.get("sources"):
        changes["sources"] = base.sources + tuple(given["sources"])
    for key in ("kubeconfig", "context", "namespace", "output", "timeout"):
        if given.get(key):
            changes[key] = given[key]
    if given.get("all_namespaces"):
        if given.get("namespace"):
            raise InputError(f"-n {given['namespace']} and -A contradict each other: give one")
        changes["all_namespaces"] = True
        changes["namespace"] = None
    if given.get("fail_on"):
        changes["fail_on"] = Severity.parse(given["fail_on"])
    if given.get("verbose"):
        changes["verbose"] = base.verbose + given["verbose"]
    if given.get("no_plugins"):
        changes["plugins"] = False
    return replace(base, **changes)


def exit_code_for(findings, fail_on: Severity) -> int:
    return EXIT_FINDINGS if any(f.severity.rank >= fail_on.rank for f in findings) else EXIT_OK
