"""Time the workloads checks (checks/workloads/) on a big snapshot (a script, not a test).

    python benchmarks/synth.py --out /tmp/synth          # 5,000 nodes / 150,000 pods
    python benchmarks/workloads_bench.py /tmp/synth

Prints load+index time, then each workloads check's own time, status and finding count.
The pod-template walk (doctor/workloads.py) is built once per snapshot and shared by every
check; it is paid by whichever check runs first. Measured 2026-11-29 on the dev box,
150,000 pods: walk ~1.9 s, all 14 checks ~6 s (with ~8,000 findings on the synthetic data)."""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import sys
import time

from doctor.engine import run_checks
from doctor.registry import discover, select
from doctor.sources.fixtures import load_paths


def main(path: str) -> None:
    t0 = time.perf_counter()
    snap = load_paths([path])
    snap._index
    t1 = time.perf_counter()
    classes = select(discover(plugins=False), categories=("workloads",))
    report = run_checks(classes, snap)
    t2 = time.perf_counter()
    print(f"pods={len(snap.pods)} load+index={t1 - t0:.2f}s workloads checks={t2 - t1:.2f}s "
          f"findings={len(report.findings)}")
    for r in report.results:
        print(f"  {r.id:40s} {r.status.value:9s} {r.seconds:7.3f}s  {r.detail[:60]}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python benchmarks/workloads_bench.py FIXTURE_DIR")
    main(sys.argv[1])
