"""How the live source scales, measured against the loopback API server of the tests (a script,
not a test).

    python benchmarks/live_bench.py                          # 5,000 nodes / 150,000 pods
    python benchmarks/live_bench.py --nodes 500 --pods 15000
    python benchmarks/live_bench.py --from /tmp/synth        # reuse a synth.py folder

Generates a cluster with benchmarks/synth.py (unless --from), serves it from tests/live/server.py
(a real HTTP server on 127.0.0.1 answering typed lists with limit/continue), then, each in its
own subprocess (clean peak RSS from os.wait4): `collect()` of nodes, pods, events, daemonsets
through the real kubernetes client (raw JSON, never model objects), and `doctor record` of the
same into a folder (redaction + writing). Prints wall time, API requests, peak RSS. The server's
own JSON encoding runs in this process and is part of the wall time (a real API server is not
free either); the client's own CPU time is printed beside it.
"""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))

COLLECT = """
import json, sys, time
from doctor.sources.live import collect
t = time.perf_counter()
snap = collect(["nodes", "pods", "events", "daemonsets.apps"], kubeconfig=sys.argv[1])
print(json.dumps({"seconds": time.perf_counter() - t, "requests": snap.meta["api_requests"],
                  "counts": {k: len(v) for k, v in snap.objects.items()}}))
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150000)
    ap.add_argument("--from", dest="source", help="an existing fixture folder (from synth.py)")
    args = ap.parse_args()

    from doctor.sources.fixtures import load_path
    from live.server import FakeApiServer

    tmp = Path(tempfile.mkdtemp(prefix="live-bench-"))
    source = Path(args.source) if args.source else tmp / "synth"
    if not args.source:
        subprocess.run([sys.executable, str(HERE / "synth.py"), "--out", str(source), "--nodes", str(args.nodes),
                        "--pods", str(args.pods)], check=True, stdout=subprocess.DEVNULL)
    snap = load_path(source)
    import gc

    gc.freeze()     # the server's copy of the cluster is never collected: keep its GC cheap
    objects = {name: items for name, items in snap.objects.items()}
    counts = {k: len(v) for k, v in objects.items()}
    print(f"cluster: {counts}")
    with FakeApiServer(objects) as api:
        kc = str(api.write_kubeconfig(tmp / "kubeconfig"))
        for label, argv in (
            ("collect (nodes, pods, events, daemonsets)", [sys.executable, "-c", COLLECT, kc]),
            ("doctor record (+ redaction, writing)", [sys.executable, str(HERE / "_doctor.py"), "--no-plugins", "record",
                                                      str(tmp / "rec"), "--kubeconfig", kc, "--no-logs",
                                                      "--check", "gpu_node_not_ready", "--resources",
                                                      "pods,events,daemonsets.apps"]),
        ):
            before = len(api.requests)
            started = time.perf_counter()
            proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
            _, status, usage = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - started
            out, err = proc.stdout.read(), proc.stderr.read()
            if status:
                sys.exit(f"{label} failed: {err[-2000:]}")
            rss_mib = usage.ru_maxrss / 1024
            cpu = usage.ru_utime + usage.ru_stime
            print(f"{label}: {wall:.1f} s wall ({cpu:.1f} s CPU in the client; the rest is the loopback "
                  f"server), {len(api.requests) - before} API requests, peak RSS {rss_mib:.0f} MiB")
            detail = (out.strip() or err.strip()).splitlines()[-1:] if (out or err) else []
            for line in detail:
                print(f"    {line[:300]}")
    size = sum(p.stat().st_size for p in (tmp / "rec").rglob("*") if p.is_file())
    print(f"recording: {size / 1e6:.0f} MB in {tmp / 'rec'}")


if __name__ == "__main__":
    main()
