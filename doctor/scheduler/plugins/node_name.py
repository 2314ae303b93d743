"""NodeName: a pod that names its node (spec.nodeName) fits only there.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/nodename/node_name.go
(ErrReason, UnschedulableAndUnresolvable)."""
from __future__ import annotations

from ...kube.guards import D
from ..framework import SKIP, UNRESOLVABLE, FilterPlugin, Rejection

NAME = "NodeName"
REASON = "node(s) didn't match the requested node name"


class NodeName(FilterPlugin):
    name = NAME
    reasons = (REASON,)

    def pre_filter(self, cs):
        return None if cs.spec.get("nodeName") else SKIP

    def filter(self, cs, node, labels, removed):
        if cs.spec.get("nodeName") != D(node.get("metadata")).get("name"):
            return Rejection(NAME, UNRESOLVABLE, [REASON])
        return None
