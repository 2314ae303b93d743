"""Time the distributed checks on a large synthetic snapshot (not a test).

    python benchmarks/distributed_scale.py [--nodes 5000] [--pods 150000] [--jobs 300] [--ranks 64]

Builds plain dicts shaped like kubectl output: `--jobs` StatefulSet jobs of `--ranks` ranks each
(MASTER_ADDR = headless-Service pod DNS name, a default-deny + allow-peers NetworkPolicy pair per
namespace), padded with ordinary pods up to `--pods`, and runs every check of the distributed
category through the real engine."""
from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parent))
import _checkout  # noqa: E402 - from a checkout: checks/ mapped in as doctor.checks

_checkout.setup()

import argparse
import time

from doctor.engine import run_checks
from doctor.registry import discover, select
from doctor.snapshot import Snapshot


def build(nodes: int, pods: int, jobs: int, ranks: int, socket_ifname: str | None = None) -> Snapshot:
    s = Snapshot()
    for i in range(nodes):
        s.add("nodes", {"apiVersion": "v1", "kind": "Node", "metadata": {"name": f"n{i}", "labels": {}},
                        "status": {"addresses": [{"type": "InternalIP", "address": f"10.0.{i // 250}.{i % 250}"}],
                                   "allocatable": {"nvidia.com/gpu": "8"}}})
    count = 0
    for j in range(jobs):
        ns = f"team-{j % 50}"
        name = f"train-{j}"
        svc = f"{name}-hl"
        s.add("services", {"apiVersion": "v1", "kind": "Service", "metadata": {"name": svc, "namespace": ns},
                           "spec": {"clusterIP": "None", "selector": {"job": name},
                                    "ports": [{"port": 29500, "targetPort": 29500}]}})
        s.add("statefulsets.apps", {"apiVersion": "apps/v1", "kind": "StatefulSet",
                                    "metadata": {"name": name, "namespace": ns, "uid": f"sts-{j}"},
                                    "spec": {"replicas": ranks, "serviceName": svc,
                                             "selector": {"matchLabels": {"job": name}}}})
        for r in range(ranks):
            pod = f"{name}-{r}"
            args = (f"torchrun --nproc_per_node=8 --nnodes={ranks} --node_rank=$RANK "
                    f"--master_addr=$MASTER_ADDR --master_port=29500 train.py")
            s.add("pods", {"apiVersion": "v1", "kind": "Pod",
                           "metadata": {"name": pod, "namespace": ns, "uid": f"p-{j}-{r}",
                                        "labels": {"job": name, "apps.kubernetes.io/pod-index": str(r)},
                                        "ownerReferences": [{"kind": "StatefulSet", "name": name, "uid": f"sts-{j}",
                                                             "controller": True}]},
                           "spec": {"nodeName": f"n{count % nodes}", "hostname": pod, "subdomain": svc,
                                    "containers": [{"name": "trainer", "args": [args],
                                                    "env": [{"name": "MASTER_ADDR", "value": f"{name}-0.{svc}.{ns}.svc.cluster.local"},
                                                            {"name": "RANK", "valueFrom": {"fieldRef": {"fieldPath": "metadata.labels['apps.kubernetes.io/pod-index']"}}}]
                                                           + ([{"name": "NCCL_SOCKET_IFNAME", "value": socket_ifname}]
                                                              if socket_ifname else []),
                                                    "resources": {"limits": {"nvidia.com/gpu": "8"}},
                                                    "volumeMounts": [{"name": "dshm", "mountPath": "/dev/shm"}]}],
                                    "volumes": [{"name": "dshm", "emptyDir": {"medium": "Memory"}}]},
                           "status": {"phase": "Running", "podIP": f"10.{100 + count // 65000}.{count // 250 % 250}.{count % 250}",
                                      "conditions": [{"type": "Ready", "status": "True"}]}})
            count += 1
    for j in range(50):
        ns = f"team-{j}"
        s.add("networkpolicies.networking.k8s.io", {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
              "metadata": {"name": "deny", "namespace": ns}, "spec": {"podSelector": {}, "policyTypes": ["Ingress"]}})
        s.add("networkpolicies.networking.k8s.io", {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
              "metadata": {"name": "peers", "namespace": ns},
              "spec": {"podSelector": {"matchExpressions": [{"key": "job", "operator": "Exists"}]},
                       "ingress": [{"from": [{"podSelector": {"matchExpressions": [{"key": "job", "operator": "Exists"}]}}]}]}})
    while count < pods:
        s.add("pods", {"apiVersion": "v1", "kind": "Pod",
                       "metadata": {"name": f"web-{count}", "namespace": f"team-{count % 50}", "labels": {"app": "web"}},
                       "spec": {"nodeName": f"n{count % nodes}", "containers": [{"name": "web", "env": [{"name": "PORT", "value": "80"}]}]},
                       "status": {"phase": "Running", "podIP": f"10.{200 + count // 65000}.{count // 250 % 250}.{count % 250}"}})
        count += 1
    return s


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150000)
    ap.add_argument("--jobs", type=int, default=300)
    ap.add_argument("--ranks", type=int, default=64)
    ap.add_argument("--socket-ifname", default=None, metavar="VALUE",
                    help="set NCCL_SOCKET_IFNAME on every rank (exercises nccl_network_config per rank)")
    a = ap.parse_args()
    t0 = time.perf_counter()
    snap = build(a.nodes, a.pods, a.jobs, a.ranks, a.socket_ifname)
    t1 = time.perf_counter()
    classes = select(discover(plugins=False), (), ("distributed",))
    report = run_checks(classes, snap)
    t2 = time.perf_counter()
    print(f"built {len(snap.pods)} pods / {len(snap.nodes)} nodes in {t1 - t0:.1f}s")
    print(f"distributed checks: {t2 - t1:.2f}s, {len(report.findings)} finding(s)")
    for r in report.results:
        print(f"  {r.id:28s} {r.status.value:9s} {r.seconds:6.2f}s {r.detail}")


if __name__ == "__main__":
    main()
