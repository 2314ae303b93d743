"""Scale benchmark for `doctor pending` and the pending_pods scan check on a synthetic
5,000-node / 150,000-pod cluster (benchmarks/synth.py; generated once into --dir).

Measures, each in a fresh child process so peak RSS is per phase:
  floor    json.load of every resource file (the unavoidable cost of reading the snapshot)
  pending  doctor's loader + indexes + ClusterState + diagnose() of one Pending GPU pod
  scan     the same load + the pending_pods check over every Pending pod
Reports "analysis" = pending/scan time minus the loader's time, against json.load's time
(target < 10%), and peak RSS against json.load's (target < 2x). The files are read once
first so every phase runs on a warm page cache. "analysis" includes building the snapshot's
indexes (engine) as well as the scheduler simulation.

    python benchmarks/pending_bench.py                      # 5k nodes / 150k pods
    python benchmarks/pending_bench.py --nodes 500 --pods 15000
"""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def child(mode: str, folder: str) -> None:
    import resource

    t0 = time.perf_counter()
    out: dict = {"mode": mode}
    if mode == "floor":
        import gc

        gc.disable()            # as doctor's loader does: the collector only slows a bulk load down
        for f in sorted(Path(folder).glob("*.json")):
            with open(f) as fh:
                json.load(fh)
        out["load_s"] = time.perf_counter() - t0
    else:
        from doctor.sources.fixtures import load_paths

        snap = load_paths([folder])
        t1 = time.perf_counter()
        out["load_s"] = t1 - t0
        snap.pods_on_node("x")            # build the indexes (part of the analysis cost)
        out["index_s"] = time.perf_counter() - t1
        if mode == "pending":
            from doctor.scheduler import ClusterState, diagnose

            pod = next(p for p in snap.pods if not (p.get("spec") or {}).get("nodeName")
                       and any("nvidia.com/gpu" in ((c.get("resources") or {}).get("requests") or {})
                               for c in (p.get("spec") or {}).get("containers") or []))
            t2 = time.perf_counter()
            diag = diagnose(snap, pod, ClusterState(snap))
            out["diagnose_only_s"] = time.perf_counter() - t2
            out["pod"] = f"{pod['metadata']['namespace']}/{pod['metadata']['name']}"
            out["headline"] = diag.headline
            out["message"] = diag.simulation.message if diag.simulation else ""
        else:
            from doctor.engine import run_check
            from doctor.checks.scheduling.pending_pods import PendingPods, pending_unbound

            res = run_check(PendingPods(), snap)
            out["status"] = res.status.value
            out["findings"] = len(res.findings)
            out["pending_pods"] = sum(1 for _ in pending_unbound(snap))
        out["analysis_s"] = time.perf_counter() - t1
    out["total_s"] = time.perf_counter() - t0
    out["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out))


def run_child(mode: str, folder: Path) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", mode, str(folder)], capture_output=True, text=True,
                          cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"{mode} failed: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", type=Path, default=None, help="synthetic cluster folder (generated if missing)")
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150_000)
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        child(*args.child)
        return 0
    folder = args.dir or Path(f"/tmp/pending-bench-{args.nodes}n-{args.pods}p")
    if not (folder / "pods.json").exists():
        print(f"generating {folder} ...", file=sys.stderr)
        subprocess.run([sys.executable, str(ROOT / "benchmarks" / "synth.py"), "--out", str(folder),
                        "--nodes", str(args.nodes), "--pods", str(args.pods)], check=True)
    size = sum(f.stat().st_size for f in folder.glob("*.json")) / 2**20
    for f in folder.glob("*.json"):       # warm the page cache so no phase pays the disk read
        with open(f, "rb") as fh:
            while fh.read(1 << 24):
                pass
    floor = run_child("floor", folder)
    pending = run_child("pending", folder)
    scan = run_child("scan", folder)
    print(f"snapshot: {folder} ({size:.0f} MiB of JSON, {args.nodes} nodes, {args.pods} pods)")
    print(f"json.load floor:           {floor['load_s']:7.2f} s   peak RSS {floor['peak_rss_mib']:7.0f} MiB")
    for name, r in (("doctor pending (1 pod)", pending), ("pending_pods scan check", scan)):
        ratio = r["analysis_s"] / floor["load_s"] * 100
        mem = r["peak_rss_mib"] / floor["peak_rss_mib"]
        print(f"{name:<26} load {r['load_s']:6.2f} s + analysis {r['analysis_s']:6.2f} s "
              f"({ratio:4.1f}% of json.load; target < 10%)   peak RSS {r['peak_rss_mib']:7.0f} MiB "
              f"({mem:.2f}x json.load; target < 2x)")
    print(f"  of the analysis: snapshot indexes (engine) {pending['index_s']:.2f} s; "
          f"diagnose() {pending['diagnose_only_s']:.2f} s for {pending['pod']}")
    print(f"  headline: {pending['headline']}")
    print(f"  message:  {pending['message'][:300]}")
    print(f"  scan: {scan['pending_pods']} pending pods, {scan['findings']} findings, status {scan['status']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
