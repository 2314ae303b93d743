"""Hostile / truncated objects: replacing any field of a pending pod, a node or a running pod
with a value of the wrong type must never crash the scheduler simulation or the diagnosis
(deterministic mutation sweep; exceptions raised by engine code outside doctor.scheduler and
our kube helpers are out of scope here: the loader and the engine guard those)."""
import copy
import random
import traceback

from doctor.scheduler import ClusterState, diagnose
from doctor.snapshot import Snapshot

MINE = ("doctor/scheduler/", "doctor/kube/selectors.py", "doctor/kube/taints.py", "doctor/kube/requests.py")

NODE = {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "n1", "labels": {"a": "b"}},
        "spec": {"taints": [{"key": "k", "effect": "NoSchedule"}]},
        "status": {"allocatable": {"cpu": "4", "pods": "10", "nvidia.com/gpu": "1"}}}
POD = {"apiVersion": "v1", "kind": "Pod",
       "metadata": {"name": "p", "namespace": "d", "uid": "u", "labels": {"x": "y"},
                    "annotations": {"scheduling.k8s.io/group-name": "g"},
                    "ownerReferences": [{"uid": "o", "kind": "Job", "controller": True}]},
       "spec": {"containers": [{"name": "c", "resources": {"requests": {"cpu": "1", "nvidia.com/gpu": "1"}},
                                "ports": [{"hostPort": 80}]}],
                "tolerations": [{"key": "k", "operator": "Exists"}], "nodeSelector": {"a": "b"},
                "affinity": {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
                    {"matchExpressions": [{"key": "a", "operator": "In", "values": ["b"]}]}]}},
                    "podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [
                        {"labelSelector": {"matchLabels": {"x": "y"}}, "topologyKey": "a"}]}},
                "topologySpreadConstraints": [{"maxSkew": 1, "topologyKey": "a", "whenUnsatisfiable": "DoNotSchedule",
                                               "labelSelector": {"matchLabels": {"x": "y"}}}],
                "volumes": [{"name": "v", "persistentVolumeClaim": {"claimName": "c"}}],
                "schedulingGates": [{"name": "g"}], "resourceClaims": [{"name": "r", "resourceClaimName": "rc"}],
                "priority": 5, "schedulerName": "volcano"},
       "status": {"phase": "Pending", "conditions": [{"type": "PodScheduled", "status": "False",
                                                      "reason": "Unschedulable", "message": "0/1 nodes are available: 1 x."}]}}
WEIRD = [None, 1, "s", [], {}, [1], {"a": 1}, True, -5, 1e309, [None], [{}]]


def _paths(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, path + (i,))


def test_wrong_types_never_crash_the_diagnosis():
    rng = random.Random(20261129)
    pod_paths, node_paths = list(_paths(POD))[1:], list(_paths(NODE))[1:]
    crashes = []
    for _ in range(600):
        pod, node, other = copy.deepcopy(POD), copy.deepcopy(NODE), copy.deepcopy(POD)
        other["metadata"]["name"], other["spec"]["nodeName"], other["status"]["phase"] = "o", "n1", "Running"
        target, paths = rng.choice([(pod, pod_paths), (node, node_paths), (other, pod_paths)])
        path, value = rng.choice(paths), rng.choice(WEIRD)
        holder = target
        for p in path[:-1]:
            holder = holder[p]
        holder[path[-1]] = value
        snap = Snapshot(objects={"nodes": [node], "pods": [pod, other], "events": [], "persistentvolumeclaims": [],
                                 "resourceclaims.resource.k8s.io": [],
                                 "podgroups.scheduling.volcano.sh": [{"kind": "PodGroup", "metadata": {"name": "g", "namespace": "d"},
                                                                      "spec": {"minMember": rng.choice(WEIRD + [2, 2, 2])}}]},
                        recorded={"nodes", "pods", "events", "persistentvolumeclaims",
                                  "resourceclaims.resource.k8s.io", "podgroups.scheduling.volcano.sh"},
                        meta={"observed_at": "2026-01-01T00:00:00Z"})
        try:
            diagnose(snap, pod, ClusterState(snap))
        except Exception as exc:  # noqa: BLE001 - classified below
            where = traceback.extract_tb(exc.__traceback__)[-1].filename
            if any(m in where for m in MINE):
                crashes.append((path, value, f"{type(exc).__name__}: {exc}", where))
    assert not crashes, crashes[:5]
