"""The default profile: kube-scheduler's Filter plugins in the order it runs them, then the
PostFilter plugin. Mirrors kubernetes/kubernetes pkg/scheduler/apis/config/v1/default_plugins.go
(getDefaultPlugins' MultiPoint list, with applyFeatureGates inserting DynamicResources just
before DefaultPreemption). Plugins of that list with no Filter (PrioritySort, the scoring
plugins, DefaultBinder) are not here; SchedulingGates (PreEnqueue) is pod-level admission
(doctor/scheduler/admission.py). Not modelled: VolumeRestrictions, NodeVolumeLimits.

Adding a filter: one module here with a FilterPlugin subclass, plus its line below."""
from __future__ import annotations

from .default_preemption import DefaultPreemption
from .dynamic_resources import DynamicResources
from .inter_pod_affinity import InterPodAffinity
from .node_affinity import NodeAffinity
from .node_name import NodeName
from .node_ports import NodePorts
from .node_resources_fit import NodeResourcesFit
from .node_unschedulable import NodeUnschedulable
from .pod_topology_spread import PodTopologySpread
from .taint_toleration import TaintToleration
from .volume_binding import VolumeBinding
from .volume_zone import VolumeZone

FILTERS = (
    NodeUnschedulable(),
    NodeName(),
    TaintToleration(),
    NodeAffinity(),
    NodePorts(),
    NodeResourcesFit(),
    # VolumeRestrictions, NodeVolumeLimits: not modelled
    VolumeBinding(),
    VolumeZone(),
    PodTopologySpread(),
    InterPodAffinity(),
    DynamicResources(),
)
POST_FILTER = DefaultPreemption()

BY_NAME = {p.name: p for p in FILTERS}


def plugin(name: str):
    return BY_NAME.get(name)
