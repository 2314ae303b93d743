"""`doctor explain` (and every check that reads pod logs: scan reads the last 500 lines of each) on long logs.

    python benchmarks/explain_bench.py [--lines 5000] [--repeat 3]

Each log is synthetic, shaped like a real one, and ends with the one failure line it is read for:
  timestamped  kubectl logs --timestamps / CRI ('2024-..Z stderr F'), every line naming cudaMalloc and GPU memory
               (an allocator's per-step report: the lines the catalogue's memory entries must read and reject)
  training     a torchrun job's '[rankN]:' step lines (loss, lr, throughput), no time stamps
  repeated     the same two warnings each step (a deprecation warning, an NCCL INFO line) between step lines
Prints min and median wall seconds of --repeat runs of explain() per log, per-line cost and the top-1 category
(each must be gpu_oom: the answer, not only the time, is checked)."""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from doctor.explain import explain  # noqa: E402

FAILURE = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.10 GiB"


def timestamped(n: int) -> str:
    return "\n".join(f"2024-05-01T10:{i // 60 % 60:02d}:{i % 60:02d}.{i % 1000:03d}Z stderr F [rank{i % 8}]: step {i} "
                     f"cudaMalloc pool: GPU memory used {i % 80} GiB of 80 GiB, reserved {i % 79} GiB" for i in range(n))


def training(n: int) -> str:
    return "\n".join(f"[rank{i % 8}]: epoch {i // 1000} step {i} loss {2 + (i % 97) / 100:.2f} lr 3.0e-04 "
                     f"grad_norm {1 + (i % 13) / 10:.1f} tokens/s {51234 + i % 311}" for i in range(n))


def repeated(n: int) -> str:
    out = []
    for i in range(n // 3):
        out += [f"step {i}: loss {2 + (i % 97) / 100:.2f}",
                "/usr/lib/python3.11/site-packages/torch/utils/checkpoint.py:91: UserWarning: None of the inputs "
                "have requires_grad=True. Gradients will be None",
                "node-3:1234:1290 [0] NCCL INFO NET/IB : No device found."]
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    explain("RuntimeError: CUDA error: out of memory")      # the catalogue loaded once, as in a running scan
    for name, make in (("timestamped", timestamped), ("training", training), ("repeated", repeated)):
        text = make(args.lines) + "\n" + FAILURE
        runs, got = [], None
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            m = explain(text)["matches"]
            runs.append(time.perf_counter() - t0)
            got = m[0]["category"] if m else None
        lines = text.count("\n") + 1
        print(f"{name:12s} {lines:6d} lines  min {min(runs):6.2f} s  median {statistics.median(runs):6.2f} s  "
              f"{min(runs) / lines * 1000:.3f} ms/line  top-1 {got}")
        if got != "gpu_oom":
            sys.exit(f"{name}: top-1 {got}, want gpu_oom")


if __name__ == "__main__":
    main()
