"""The benchmarks run from a checkout (issue 16: `python benchmarks/scan_bench.py` died with
"No module named doctor.checks"): benchmarks/perf.py end to end on a tiny synthetic cluster."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_perf_benchmark_runs_and_prints_every_goal(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "perf.py"), "--sizes", "40x1200",
                           "--repeat", "1", "--live-max-pods", "2000"],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path,
                          env={"TMPDIR": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = proc.stdout
    for goal in ("pending CPU <= 0.8x floor", "pending peak memory <= 0.8x floor", "scan CPU <= 1.5x floor",
                 "live scan CPU <= 1.2x", "doctor --help CPU", "doctor explain TEXT CPU"):
        assert goal in out, out
    assert "doctor scan, live (gzip)" in out and "json.load, GC off (the floor)" in out
