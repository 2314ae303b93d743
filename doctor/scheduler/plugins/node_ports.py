"""NodePorts: hostPorts the pod asks for that a pod on the node already holds.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/nodeports/node_ports.go
(ErrReason, Unschedulable: preemption can free a port; PreFilter Skip without host ports)."""
from __future__ import annotations

from typing import Mapping

from ...kube.guards import D, L
from ...model import Evidence, Finding, Remediation, Severity
from ..framework import CHECK, SKIP, UNSCHEDULABLE, FilterPlugin, Rejection

NAME = "NodePorts"
REASON = "node(s) didn't have free ports for the requested pod ports"


def host_ports(pod: Mapping) -> list[tuple[str, str, int]]:
    out = []
    spec = D(pod.get("spec"))
    for c in L(spec.get("containers")) + [i for i in L(spec.get("initContainers"))
                                                if isinstance(i, dict) and i.get("restartPolicy") == "Always"]:
        if not isinstance(c, dict) or not isinstance(c.get("ports"), list):
            continue
        for p in c["ports"]:
            hp = D(p).get("hostPort")
            if isinstance(hp, int) and not isinstance(hp, bool) and hp > 0:
                out.append((str(p.get("hostIP") or "0.0.0.0"), str(p.get("protocol") or "TCP"), hp))
    return out


class NodePorts(FilterPlugin):
    name = NAME
    reasons = (REASON,)
    needs_node_info = True

    def pre_filter(self, cs):
        ports = host_ports(cs.pod)
        if not ports:
            return SKIP
        cs.data[NAME] = ports
        return None

    def filter(self, cs, node, labels, removed):
        info = cs.state.info(node)
        for ip, proto, port in cs.data[NAME]:
            clash = [p for (eip, eproto, eport, p) in info.ports
                     if eport == port and eproto == proto and (removed is None or id(p) not in removed)
                     and (ip == eip or "0.0.0.0" in (ip, eip))]
            if clash:
                return Rejection(NAME, UNSCHEDULABLE, [REASON], {"port": port, "protocol": proto, "holders": clash})
        return None

    def explain(self, ex):
        n_all = len(ex.nodes_all)
        ports = sorted({str(r.detail.get("port")) for _n, r in ex.rejections()})
        return Finding(CHECK, Severity.CRITICAL,
                       f"Host port(s) {', '.join(ports)} of pod {ex.ns}/{ex.name} are taken on {n_all} node(s)",
                       f"NodePorts: {REASON}{ex.only}.",
                       Remediation("Drop hostPort (use a Service), pick another port, or run fewer replicas than nodes.",
                                   commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={ex.nodes_all[0].name}",)),
                       objects=[ex.ref], confidence=0.85, key=ex.key, blast_radius=n_all,
                       evidence=[Evidence("pod hostPorts", ex.ref, "/spec/containers", ports)])
