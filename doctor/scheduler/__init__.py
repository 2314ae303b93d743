"""kube-scheduler's view of a Pod, reproduced from a snapshot, in kube-scheduler's own shape:

    framework.py   status codes, the FilterPlugin interface, CycleState (PreFilter state)
    plugins/       one module per plugin (name, reason strings, PreFilter/Filter, explain);
                   plugins/__init__.py is the ordered default profile + the PostFilter plugin
    simulation.py  one scheduling cycle: PreFilter, Filter per node, PostFilter, the FitError message
    admission.py   pod-level admission: scheduling gates, schedulerName, Kueue, Volcano, gangs
    diagnose.py    the plain-English diagnosis built on top (findings, root cause first)

    from doctor.scheduler import ClusterState, simulate, diagnose
    state = ClusterState(snapshot)          # index once, reuse for many pods
    sim = simulate(pod, state)              # per-node fits / reasons / also + message
    diag = diagnose(snapshot, pod, state)   # findings, root cause first
"""
from .state import ClusterState
from .simulation import simulate, Simulation, NodeResult
from .diagnose import diagnose, Diagnosis

__all__ = ["ClusterState", "simulate", "Simulation", "NodeResult", "diagnose", "Diagnosis"]
