"""VolumeZone: a bound PV labelled with a zone/region the node is not in.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/volumezone/volume_zone.go
(ErrReasonConflict, UnschedulableAndUnresolvable; the topology labels it reads; values joined
with "__" list several zones)."""
from __future__ import annotations

from ...kube.guards import D
from ..framework import SKIP, UNRESOLVABLE, FilterPlugin, Rejection
from .volume_binding import claims

NAME = "VolumeZone"
REASON = "node(s) had no available volume zone"
ZONE_LABELS = ("topology.kubernetes.io/zone", "topology.kubernetes.io/region",
               "failure-domain.beta.kubernetes.io/zone", "failure-domain.beta.kubernetes.io/region")


class VolumeZone(FilterPlugin):
    name = NAME
    reasons = (REASON,)
    fix = ("The bound volume lives in another zone than the nodes that fit; schedule the pod in "
           "the volume's zone or recreate the volume.", ("kubectl get pv --show-labels",))

    def pre_filter(self, cs):
        # the pod's bound PVs, as VolumeBinding's PreFilter resolved them
        pvs = [v["pv"] for v in claims(cs) if D(v["pvc"].get("spec")).get("volumeName") and v["pv"] is not None]
        if not pvs:
            return SKIP
        cs.data[NAME] = pvs
        return None

    def filter(self, cs, node, labels, removed):
        bad = None
        for pv in cs.data[NAME]:
            pv_labels = D(D(pv.get("metadata")).get("labels"))
            for key in ZONE_LABELS:
                if key in pv_labels:
                    allowed = set(str(pv_labels[key]).split("__"))
                    if labels.get(key) not in allowed:
                        bad = {"pv": D(pv.get("metadata")).get("name"), "label": key,
                               "pv_value": pv_labels[key], "node_value": labels.get(key)}
        return Rejection(NAME, UNRESOLVABLE, [REASON], bad) if bad else None
