"""How `doctor` scales on a big cluster, measured (a script, not a test).

    python benchmarks/scan_bench.py                       # 5,000 nodes / 150,000 pods
    python benchmarks/scan_bench.py --nodes 500 --pods 15000 --repeat 1
    python benchmarks/scan_bench.py --profile             # + cProfile top functions of a scan

Each measurement runs in its own subprocess so its peak RSS is clean (ru_maxrss of that child,
from os.wait4). Compared: plain `json.load` of the same files (the floor: any tool must parse
them), `doctor scan --from DIR -o json` (load + index + every check + ranking + render) and
`doctor pending NS/POD` for one Pending pod. Also prints how many API requests a live scan
of this cluster would make (paginated lists: ceil(items / 500) per resource; never one per pod).
Targets: scan < 1.5x json.load wall time and < 2x its peak memory.
"""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGE = 500  # the live source's list page size (limit=500)

PHASES = """
import sys, time, json
sys.path.insert(0, sys.argv[2]); import _checkout; _checkout.setup()
t0 = time.perf_counter()
from doctor.sources.fixtures import load_paths
from doctor.registry import discover
from doctor.engine import run_checks
from doctor.render.json_out import report_dict, dumps
snap = load_paths([sys.argv[1]]); t1 = time.perf_counter()
snap._index; t2 = time.perf_counter()
report = run_checks(discover(plugins=False), snap); t3 = time.perf_counter()
out = dumps(report_dict(report)); t4 = time.perf_counter()
print(json.dumps({"phases": {"load": t1 - t0, "index": t2 - t1, "checks": t3 - t2, "render json": t4 - t3},
                  "checks": sorted(([r.id, r.seconds, len(r.findings), r.status.value] for r in report.results),
                                   key=lambda c: -c[1])}))
"""

JSON_LOAD = """
import json, sys, pathlib
root = pathlib.Path(sys.argv[1])
keep = []
for p in sorted(root.rglob('*.json')):
    with open(p, encoding='utf-8') as f:
        keep.append(json.load(f))
print(sum(len(d.get('items', [])) for d in keep if isinstance(d, dict)))
"""


def measure(cmd: list[str], env: dict | None = None) -> dict:
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, **(env or {})})
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    code = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.returncode = code
    return {"wall": wall, "rss_mib": usage.ru_maxrss / 1024, "cpu": usage.ru_utime + usage.ru_stime,
            "code": code, "stderr": err.strip()[-400:]}


def run_many(name: str, cmd: list[str], repeat: int, ok_codes=(0, 1)) -> dict:
    runs = [measure(cmd) for _ in range(repeat)]
    for r in runs:
        if r["code"] not in ok_codes:
            raise SystemExit(f"{name}: exit {r['code']}: {r['stderr']}")
    return {"name": name, "wall": statistics.median(r["wall"] for r in runs),
            "rss_mib": max(r["rss_mib"] for r in runs), "cpu": statistics.median(r["cpu"] for r in runs),
            "runs": len(runs)}


def api_requests(folder: Path, needs: list[str]) -> tuple[int, dict]:
    """Requests a live scan makes: one paginated list per resource the checks read."""
    per: dict[str, int] = {}
    for name in needs:
        path = folder / f"{name}.json"
        items = 0
        if path.is_file():
            with path.open(encoding="utf-8") as f:
                items = len(json.load(f).get("items") or [])
        per[name] = max(1, math.ceil(items / PAGE))
    return sum(per.values()), per


def pending_pod(folder: Path) -> str | None:
    with (folder / "pods.json").open(encoding="utf-8") as f:
        for pod in json.load(f)["items"]:
            if pod.get("status", {}).get("phase") == "Pending" and not pod.get("spec", {}).get("nodeName"):
                return f"{pod['metadata']['namespace']}/{pod['metadata']['name']}"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", type=Path, default=None, help="existing fixture folder (default: generate one)")
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--profile", action="store_true", help="also print the top functions of one scan (cProfile)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON too")
    args = ap.parse_args(argv)

    py = sys.executable
    folder = args.dir or Path(os.environ.get("TMPDIR", "/tmp")) / f"gpu-doctor-synth-{args.nodes}n-{args.pods}p"
    if not (folder / "pods.json").is_file():
        print(f"generating {folder} ...", file=sys.stderr)
        subprocess.run([py, str(HERE / "synth.py"), "--out", str(folder), "--nodes", str(args.nodes),
                        "--pods", str(args.pods)], check=True)
    size = sum(p.stat().st_size for p in folder.rglob("*.json"))

    results = [run_many("json.load (floor)", [py, "-c", JSON_LOAD, str(folder)], args.repeat, ok_codes=(0,)),
               run_many("json.load, cyclic GC off (a stricter floor)",
                        [py, "-c", "import gc; gc.disable()\n" + JSON_LOAD, str(folder)], args.repeat, ok_codes=(0,)),
               run_many("doctor scan -o json", [py, str(HERE / "_doctor.py"), "--no-plugins", "scan", "--from", str(folder),
                                                "-o", "json"], args.repeat)]
    pod = pending_pod(folder)
    from_doctor = [py, str(HERE / "_doctor.py"), "--no-plugins"]
    has_pending = subprocess.run(from_doctor + ["pending", "--help"], capture_output=True).returncode == 0
    if pod and has_pending:
        results.append(run_many(f"doctor pending {pod}", from_doctor + ["pending", pod, "--from", str(folder),
                                                                        "-o", "json"], args.repeat))
    base = results[0]
    print(f"\n{folder}: {size / 1e6:.0f} MB of JSON ({args.nodes} nodes, {args.pods} pods), "
          f"median of {args.repeat} run(s), peak RSS of each child\n")
    print(f"{'what':<58} {'wall s':>8} {'x load':>7} {'cpu s':>7} {'peak MiB':>9} {'x load':>7}")
    for r in results:
        print(f"{r['name']:<58} {r['wall']:>8.2f} {r['wall'] / base['wall']:>7.2f} {r['cpu']:>7.2f} "
              f"{r['rss_mib']:>9.0f} {r['rss_mib'] / base['rss_mib']:>7.2f}")
    scan = results[2]
    verdict = (f"\ntarget: scan < 1.5x json.load time ({'met' if scan['wall'] < 1.5 * base['wall'] else 'MISSED'}: "
               f"{scan['wall'] / base['wall']:.2f}x), < 2x its memory "
               f"({'met' if scan['rss_mib'] < 2 * base['rss_mib'] else 'MISSED'}: {scan['rss_mib'] / base['rss_mib']:.2f}x)")
    print(verdict + f"; CPU {scan['cpu'] / base['cpu']:.2f}x json.load, "
          f"{scan['cpu'] / results[1]['cpu']:.2f}x json.load with GC off")

    checks = json.loads(subprocess.run(from_doctor + ["checks", "-o", "json"], capture_output=True,
                                       text=True, check=True).stdout)
    checks = checks["checks"] if isinstance(checks, dict) else checks
    needs = sorted({n for c in checks for n in c["requires"] + c["optional"]} - {"logs", "node_reports"})
    total, per = api_requests(folder, needs)
    print(f"\nlive scan API requests: {total} (page size {PAGE}; "
          + ", ".join(f"{k} {v}" for k, v in per.items() if v > 1)
          + f"; {sum(1 for v in per.values() if v == 1)} other resources 1 each) — none per pod or per node")

    phases = json.loads(subprocess.run([py, "-c", PHASES, str(folder), str(HERE)], capture_output=True, text=True,
                                       check=True).stdout)
    print("\nwhere a scan spends its time (in-process): " + ", ".join(
        f"{k} {v:.2f}s" for k, v in phases["phases"].items()))
    print("slowest checks: " + ", ".join(f"{cid} {sec:.2f}s ({n} findings)" for cid, sec, n, _ in phases["checks"][:6]))

    if args.profile:
        prof = Path(os.environ.get("TMPDIR", "/tmp")) / "gpu-doctor-scan.prof"
        subprocess.run([py, "-m", "cProfile", "-o", str(prof), str(HERE / "_doctor.py"), "--no-plugins", "scan", "--from",
                        str(folder), "-o", "json"], stdout=subprocess.DEVNULL)
        import pstats
        print("\ncProfile of one scan, top 25 by cumulative time:")
        pstats.Stats(str(prof)).sort_stats("cumulative").print_stats(25)
        print("top 25 by own time:")
        pstats.Stats(str(prof)).sort_stats("tottime").print_stats(25)
    if args.json:
        print(json.dumps({"folder": str(folder), "bytes": size, "results": results, "api_requests": total}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
