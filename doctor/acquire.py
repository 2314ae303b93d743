"""Where a run's snapshot comes from: --from paths, or the live API (imported lazily)."""
from __future__ import annotations

import sys
from typing import Iterable

from .snapshot import Snapshot


def load_snapshot(opts, needs: Iterable[str]) -> Snapshot:
    if opts.sources:
        from .sources.fixtures import load_paths

        ignored = [flag for flag, value in (("--kubeconfig", opts.kubeconfig), ("--context", opts.context)) if value]
        if ignored:
            print(f"doctor: warning: {' and '.join(ignored)} ignored: reading the recording given with --from",
                  file=sys.stderr)
        snap = load_paths(list(opts.sources))
    else:
        from .sources.live import collect

        snap = collect(sorted(set(needs)), kubeconfig=opts.kubeconfig, context=opts.context,
                       progress=_progress)
    for warning in snap.warnings:
        print(f"doctor: warning: {warning}", file=sys.stderr)
    return snap


def _progress(message: str) -> None:
    if sys.stderr.isatty():
        print(f"\r\033[K{message}", end="", file=sys.stderr, flush=True)


def needs_of(classes) -> set[str]:
    out: set[str] = set()
    for cls in classes:
        # "logs": the live source fetches the logs of failing GPU containers (capped);
        # "node_reports": it reads the node agent's reports (deploy/daemonset.yaml)
        out.update(cls.needs())
    return out
