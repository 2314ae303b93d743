"""kube-scheduler's view of a Pod, reproduced from a snapshot: the Filter phase node by node
(plugin order and exact reason strings), the aggregate FitError message with the preemption
suffix, FailedScheduling event parsing, and the plain-English diagnosis built on top.

    from doctor.scheduler import ClusterState, simulate, diagnose
    state = ClusterState(snapshot)          # index once, reuse for many pods
    sim = simulate(pod, state)              # per-node fits / reasons / also + message
    diag = diagnose(snapshot, pod, state)   # findings, root cause first
"""
from .state import ClusterState
from .filters import simulate, Simulation, NodeResult
from .diagnose import diagnose, Diagnosis

__all__ = ["ClusterState", "simulate", "Simulation", "NodeResult", "diagnose", "Diagnosis"]
