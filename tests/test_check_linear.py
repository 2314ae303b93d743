"""Issue 11 (cost): nccl_network_config recounted a job's nodes for every rank (4x the ranks
cost 14x the time; 10k ranks: 31 s, 224 s on a busy machine). The check must stay linear in
the ranks: 4x the ranks may cost at most ~8x (quadratic is 16x), best of three runs."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from distributed_scale import build  # noqa: E402

from doctor.engine import run_checks  # noqa: E402
from doctor.registry import discover, select  # noqa: E402


def _seconds(ranks: int) -> float:
    snap = build(nodes=500, pods=0, jobs=1, ranks=ranks, socket_ifname="eth0")
    classes = [c for c in select(discover(plugins=False), ("nccl_network_config",), ())]
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        report = run_checks(classes, snap)
        best = min(best, time.process_time() - started)
    assert report.results[0].status.value in ("ok", "findings"), report.results[0].detail
    return best


def test_nccl_network_config_is_linear_in_ranks():
    small, large = _seconds(1000), _seconds(4000)
    assert large < max(8 * small, 0.05), (small, large)
