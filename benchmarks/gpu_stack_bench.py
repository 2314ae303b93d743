"""Per-check time of the GPU-stack checks (categories cuda, gpu_operator, device_plugin) on a
big synthetic cluster (a script, not a test).

    python benchmarks/gpu_stack_bench.py                  # generates /tmp/synth (5,000 nodes / 150,000 pods) if absent
    python benchmarks/gpu_stack_bench.py --dir /tmp/small --nodes 500 --pods 15000

Loads the snapshot once, builds its indexes, then times each check's run() alone.
Target: every check well under 2 s at 5,000 nodes / 150,000 pods (measured 2026-11-29:
cuda_driver_incompatible ~1.0 s, gpu_stack_error_in_pod ~0.4 s, gpu_operator_component_unhealthy
~0.3 s, gpu_requests_exceed_allocatable ~0.15 s, gpu_allocatable_below_capacity ~0.05 s).
"""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CATEGORIES = ("cuda", "gpu_operator", "device_plugin")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="/tmp/synth")
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150000)
    args = ap.parse_args()
    folder = Path(args.dir)
    if not (folder / "pods.json").exists():
        subprocess.run([sys.executable, str(HERE / "synth.py"), "--out", str(folder), "--nodes", str(args.nodes),
                        "--pods", str(args.pods)], check=True)
    from doctor.engine import run_check
    from doctor.registry import discover
    from doctor.sources.fixtures import load_paths

    t = time.perf_counter()
    snap = load_paths([str(folder)])
    snap.pods_on_node("")          # build the indexes outside the timings
    print(f"load + index: {time.perf_counter() - t:.1f} s  ({len(snap.nodes)} nodes, {len(snap.pods)} pods)")
    for cls in discover(plugins=False):
        if cls.category not in CATEGORIES:
            continue
        t = time.perf_counter()
        result = run_check(cls(), snap)
        print(f"{cls.id:40s} {time.perf_counter() - t:6.2f} s  {result.status.value:8s} {result.detail[:60]}")


if __name__ == "__main__":
    main()
