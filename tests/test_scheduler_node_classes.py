"""Issue 16 (PERF-2): scan's quick pass judges nodes with equal verdict-relevant facts once
(simulation._quick_pass). It must give exactly what judging every node gives: each node's
fits/reasons/plugin/code/rejections (read lazily for nodes judged by an equal node), and the
same ClusterState side effects (which NodeInfos were looked at: `has_info` decides later pods'
`also_partial`). Randomised clusters with the cases that must NOT be merged: nodes differing
only in kubernetes.io/hostname when a pod selects on it, matchFields on metadata.name, cordons,
taints, a full pod count, GPUs short or beyond allocatable."""
from __future__ import annotations

import random

import pytest

import doctor.scheduler.simulation as S
from doctor.scheduler import ClusterState
from doctor.scheduler.plugins.node_affinity import REASON as AFFINITY_REASON
from doctor.snapshot import Snapshot

CLASSABLE = S._CLASSABLE   # the plugins whose verdicts may be shared; frozenset(): judge every node
ZONES = ["us-east-1a", "us-east-1b"]
TAINTS = [None, [{"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"}],
          [{"key": "dedicated", "value": "infer", "effect": "NoSchedule"}]]


def _cluster(seed: int):
    rnd = random.Random(seed)
    nodes, pods = [], []
    for i in range(120):
        name = f"node-{i:03d}"
        gpus = rnd.choice([0, 4, 8, 8])
        spec = {}
        taints = rnd.choice(TAINTS)
        if taints:
            spec["taints"] = taints
        if rnd.random() < 0.05:
            spec["unschedulable"] = True
        labels = {"kubernetes.io/hostname": name, "topology.kubernetes.io/zone": rnd.choice(ZONES)}
        if gpus:
            labels["nvidia.com/gpu.product"] = rnd.choice(["A100", "H100"])
        alloc = {"cpu": "96", "memory": "1000Gi", "pods": str(rnd.choice([3, 110]))}
        if gpus:
            alloc["nvidia.com/gpu"] = str(gpus)
        nodes.append({"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": labels},
                      "spec": spec, "status": {"allocatable": alloc}})
        for j in range(rnd.randint(0, 3)):
            req = {"cpu": str(rnd.choice([1, 8, 40])), "memory": "10Gi"}
            if gpus:
                req["nvidia.com/gpu"] = str(rnd.choice([1, 2, 4]))
            pods.append({"apiVersion": "v1", "kind": "Pod",
                         "metadata": {"name": f"run-{i}-{j}", "namespace": "prod", "uid": f"u-{i}-{j}"},
                         "spec": {"nodeName": name, "containers": [{"name": "c", "resources": {"requests": req}}]},
                         "status": {"phase": "Running"}})
    pending = []
    for k in range(40):
        spec = {"containers": [{"name": "c", "resources": {"requests": {
            "cpu": str(rnd.choice([1, 8, 30, 90])), "nvidia.com/gpu": str(rnd.choice([1, 2, 4, 8]))}}}]}
        if rnd.random() < 0.6:
            spec["tolerations"] = [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}]
        shape = rnd.choice(["none", "zone", "hostname", "fields", "expr"])
        if shape == "zone":
            spec["nodeSelector"] = {"topology.kubernetes.io/zone": rnd.choice(ZONES)}
        elif shape == "hostname":
            spec["nodeSelector"] = {"kubernetes.io/hostname": f"node-{rnd.randrange(120):03d}"}
        elif shape == "fields":
            spec["affinity"] = {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
                {"matchFields": [{"key": "metadata.name", "operator": "In",
                                  "values": [f"node-{rnd.randrange(120):03d}"]}]}]}}}
        elif shape == "expr":
            spec["affinity"] = {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
                {"matchExpressions": [{"key": "nvidia.com/gpu.product", "operator": "In", "values": ["H100"]}]}]}}}
        pending.append({"apiVersion": "v1", "kind": "Pod",
                        "metadata": {"name": f"wait-{k}", "namespace": "ml", "uid": f"w-{k}"},
                        "spec": spec, "status": {"phase": "Pending"}})
    return nodes, pods, pending


def _replay(nodes, pods, pending, monkeypatch, classable, version):
    monkeypatch.setattr(S, "_CLASSABLE", classable)
    snap = Snapshot(objects={"nodes": nodes, "pods": pods + pending}, recorded={"nodes", "pods"},
                    meta={"server_version": version, "observed_at": "2026-01-01T00:00:00Z"})
    state = ClusterState(snap)
    out, lazy = [], 0
    for pod in pending:
        sim = S.simulate(pod, state, preemption=False, detail=False)
        touched = sorted(state._touched)       # before reading lazy results (reading must not be needed)
        # what scan reads when a node fits (headline count, gang placement), before any per-node result
        # is built, then again after: the same
        before = (sim.schedulable, sim.fit_count, [n.name for n in sim.fitting])
        if isinstance(sim, S._QuickSimulation):
            assert sim._nodes is None, "reading the fitting nodes built every node's result"
        lazy += sum(isinstance(n, S._QuickRejected) for n in sim.nodes)
        assert before == (sim.schedulable, sim.fit_count, [n.name for n in sim.fitting])
        out.append((touched, before, sim.schedulable, sim.message,
                    [(n.name, n.fits, list(n.reasons), n.plugin, n.code, list(n.also), n.also_partial, n.to_dict(),
                      [(r.plugin, r.code, list(r.reasons), r.detail) for r in n.rejections]) for n in sim.nodes]))
    return out, lazy


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("version", ["v1.31.0", "v1.35.0"])   # 1.34+: beyond allocatable is Unresolvable
def test_quick_pass_by_node_class_equals_judging_every_node(seed, version, monkeypatch):
    nodes, pods, pending = _cluster(seed)
    each, lazy_none = _replay(nodes, pods, pending, monkeypatch, frozenset(), version)
    classed, lazy = _replay(nodes, pods, pending, monkeypatch, CLASSABLE, version)
    assert lazy_none == 0
    assert lazy > 0, "no node was judged by an equal node: the classes are not used"
    for i, (a, b) in enumerate(zip(each, classed)):
        assert a == b, f"pod {pending[i]['metadata']['name']} ({pending[i]['spec']})"
    assert len(each) == len(classed) == len(pending)


def test_hostname_and_matchfields_selectors_are_judged_per_node(monkeypatch):
    # two nodes equal but for their name: a pod pinned to one by hostname label or by
    # matchFields fits exactly that one
    nodes = [{"apiVersion": "v1", "kind": "Node",
              "metadata": {"name": n, "labels": {"kubernetes.io/hostname": n, "zone": "a"}},
              "spec": {}, "status": {"allocatable": {"cpu": "8", "pods": "10"}}} for n in ("a-1", "a-2", "a-3")]
    pins = [{"nodeSelector": {"kubernetes.io/hostname": "a-2"}},
            {"affinity": {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
                {"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["a-2"]}]}]}}}}]
    for extra in pins:
        pod = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "namespace": "d", "uid": "p"},
               "spec": {"containers": [{"name": "c"}], **extra}, "status": {"phase": "Pending"}}
        snap = Snapshot(objects={"nodes": nodes, "pods": [pod]}, recorded={"nodes", "pods"},
                        meta={"server_version": "v1.31.0", "observed_at": "2026-01-01T00:00:00Z"})
        sim = S.simulate(pod, ClusterState(snap), preemption=False, detail=False)
        assert [n.name for n in sim.fitting] == ["a-2"]
        assert [n.reasons for n in sim.nodes if not n.fits] == [[AFFINITY_REASON]] * 2

