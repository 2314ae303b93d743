"""A DRA driver's kubelet plugin pod that is not running on a node: the kubelet there cannot
prepare new claims of that driver ("DRA driver X is not registered") and the node's devices stop
being published once its ResourceSlices go. Pods already stuck because of it are reported, with
this pod as their cause, by dra_claim_not_prepared; this check covers the nodes where nothing is
stuck yet."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.guards import D
from doctor.model import Evidence, ObjectRef, Remediation, Severity

from .dra_claim_not_prepared import NOT_REGISTERED, REASON, plugin_pods, plugin_state, pod_ready


def _meta(obj):
    return D(obj.get("metadata"))


class DraKubeletPluginDown(Check):
    """Why it exists: with DRA the GPUs of a node are only usable while the driver's kubelet plugin
    runs there; a crash-looping plugin pod is the next pod's ContainerCreating."""

    id = "dra_kubelet_plugin_down"
    title = "A DRA driver's kubelet plugin pod is not running on a node"
    category = "dra"
    requires = ("pods", "nodes")
    optional = ("events", "resourceslices.resource.k8s.io")
    severity = Severity.WARNING
    subjects = ("node", "pod")

    def run(self, snapshot):
        covered = set()
        for ev in snapshot.events:
            if ev.get("reason") == REASON and NOT_REGISTERED.search(str(ev.get("message") or "")):
                covered.add(str(D(ev.get("source")).get("host") or ""))
                inv = D(ev.get("involvedObject"))
                pod = snapshot.pod(str(inv.get("namespace") or ""), str(inv.get("name") or ""))
                if pod is not None:
                    covered.add(str(D(pod.get("spec")).get("nodeName") or ""))
        for n in snapshot.nodes:
            node = _meta(n).get("name")
            if not node or node in covered:
                continue
            for p in plugin_pods(snapshot, node):
                if pod_ready(p):
                    continue
                ref = ObjectRef("Pod", _meta(p).get("name"), _meta(p).get("namespace"))
                state = plugin_state(p)
                slices = [s for s in snapshot.items("resourceslices.resource.k8s.io")
                          if D(s.get("spec")).get("nodeName") == node] if snapshot.has("resourceslices.resource.k8s.io") else []
                yield self.finding(
                    title=f"DRA kubelet plugin {_meta(p).get('namespace')}/{_meta(p).get('name')} on {node} is not running "
                          f"({state}): new claims on {node} cannot be prepared",
                    summary=("The kubelet prepares a pod's ResourceClaims by calling the driver's kubelet plugin; while it "
                             "is down, pods scheduled to this node with claims of that driver stay ContainerCreating "
                             "('DRA driver ... is not registered')"
                             + (f", and its {len(slices)} ResourceSlice(s) still advertise the node's devices." if slices else ".")),
                    remediation=Remediation("Read the plugin's previous log and fix what makes it exit (driver not loaded, "
                                            "CDI root, permissions); the DaemonSet restarts it.",
                                            commands=(f"kubectl logs -n {_meta(p).get('namespace')} {_meta(p).get('name')} --all-containers --previous",
                                                      f"kubectl describe pod -n {_meta(p).get('namespace')} {_meta(p).get('name')}")),
                    objects=[ref, ObjectRef("Node", node)],
                    evidence=[Evidence(f"plugin pod state: {state}", ref, "/status/containerStatuses",
                                       D(p.get("status")).get("containerStatuses"))],
                    confidence=0.8, root_cause=True, key=f"{node}|{_meta(p).get('name')}")
