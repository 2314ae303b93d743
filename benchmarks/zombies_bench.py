"""How the zombies checks scale with node GPU reports (a script, not a test).

    python benchmarks/zombies_bench.py                  # 5,000 nodes x 8 GPUs, 150,000 pods
    python benchmarks/zombies_bench.py --nodes 500 --pods 15000

Builds the snapshot in memory (30 pods per node, one process per GPU owned by a Running pod,
1% of processes left over from Failed pods, 1% from deleted pods, a CUDA-OOM pod on every
100th node), then times each zombies check. Every check must stay linear: pods are reached
through the snapshot's indexes (by UID, by node), never by a scan per node or per process.
"""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import time
import uuid

from doctor.engine import run_check
from doctor.registry import discover
from doctor.snapshot import Snapshot

NS = uuid.UUID("0c7a4e2b-5f61-4c2e-9d3b-6a1f0e9b7c55")


def build(nodes: int, pods: int) -> Snapshot:
    snap = Snapshot(meta={"observed_at": "2026-03-14T09:42:10Z"})
    per_node = max(1, pods // nodes)
    for n in range(nodes):
        node = f"gpu-node-{n:05d}"
        snap.add("nodes", {"apiVersion": "v1", "kind": "Node", "metadata": {"name": node, "uid": str(uuid.uuid5(NS, node)),
                           "labels": {"nvidia.com/gpu.present": "true"}},
                           "status": {"capacity": {"nvidia.com/gpu": "8"}, "allocatable": {"nvidia.com/gpu": "8"}}})
        gpus = []
        for p in range(per_node):
            name = f"job-{n:05d}-{p:02d}"
            uid = str(uuid.uuid5(NS, name))
            phase = "Failed" if (n * per_node + p) % 100 == 7 else "Running"
            status = {"phase": phase, "conditions": [{"type": "Ready", "status": "True" if phase == "Running" else "False"}]}
            if p == 0 and n % 100 == 3:
                status["containerStatuses"] = [{"name": "main", "lastState": {"terminated": {
                    "message": "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"}}}]
            snap.add("pods", {"apiVersion": "v1", "kind": "Pod",
                              "metadata": {"name": name, "namespace": "team", "uid": uid},
                              "spec": {"nodeName": node, "containers": [{"name": "main", "resources": {
                                  "limits": {"nvidia.com/gpu": "1"}} if p < 8 else {}}]},
                              "status": status})
            if p < 8:
                owner = uid if (n * 8 + p) % 100 != 11 else str(uuid.uuid5(NS, "deleted" + name))
                gpus.append({"index": p, "uuid": f"GPU-{uuid.uuid5(NS, node + str(p))}", "name": "NVIDIA H100 80GB HBM3",
                             "memory_total_mib": 81559, "memory_used_mib": 40000,
                             "utilization": {"gpu_percent": 3 if p == 5 else 90},
                             "mig": {"current": False}, "processes": [
                                 {"pid": 10000 + p, "used_memory_mib": 39000, "name": "python3", "pod_uid": owner,
                                  "container_id": None, "state": "S", "in_container": True, "visible": True}]})
        snap.node_reports[node] = {"schema": "doctor.node/v1", "node": node, "pid_namespace": "host", "gpus": gpus}
    return snap


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150_000)
    args = ap.parse_args()
    t0 = time.perf_counter()
    snap = build(args.nodes, args.pods)
    t1 = time.perf_counter()
    snap._index
    t2 = time.perf_counter()
    print(f"built {len(snap.nodes)} nodes, {len(snap.pods)} pods, {len(snap.node_reports)} node reports "
          f"in {t1 - t0:.2f}s; index {t2 - t1:.2f}s")
    total = 0.0
    for cls in discover(plugins=False):
        if cls.category != "zombies":
            continue
        started = time.perf_counter()
        result = run_check(cls(), snap)
        took = time.perf_counter() - started
        total += took
        print(f"  {cls.id:28s} {result.status.value:9s} {len(result.findings):6d} findings  {took:6.2f}s")
    print(f"zombies checks total {total:.2f}s")


if __name__ == "__main__":
    main()
