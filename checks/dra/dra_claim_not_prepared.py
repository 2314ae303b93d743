"""A pod bound to a node whose kubelet cannot prepare its ResourceClaims stays ContainerCreating
forever: the DRA driver's kubelet plugin is not registered there, or the driver's
NodePrepareResources call fails.

Wording: kubernetes v1.35.4 pkg/kubelet/kuberuntime/kuberuntime_manager.go (event reason
FailedPrepareDynamicResources, "Failed to prepare dynamic resources: %v"), pkg/kubelet/cm/dra/
manager.go ("prepare dynamic resources: %w", "NodePrepareResources failed for ResourceClaim %s: %s")
and plugin/dra_plugin_manager.go ("DRA driver %s is not registered"). The NVIDIA driver's errors
(NVIDIA/k8s-dra-driver-gpu cmd/compute-domain-kubelet-plugin: "current node not ready in
ComputeDomain") are explained by compute_domain_not_ready."""
from __future__ import annotations

import re

from doctor.check import Check
from doctor.dra import api
from doctor.kube.guards import D, L
from doctor.kube.pods import container_statuses, is_terminated, waiting_reason
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer

REASON = "FailedPrepareDynamicResources"
NOT_REGISTERED = re.compile(r"DRA driver (\S+) is not registered")
PREPARE_FAILED = re.compile(r"NodePrepareResources failed for ResourceClaim (\S+): (.*)$", re.S)


def _meta(obj):
    return D(obj.get("metadata"))


def plugin_pods(snapshot, node: str, driver: str | None = None) -> list[dict]:
    """The DRA kubelet plugin pods on a node: pods of a DaemonSet whose name says kubelet-plugin
    (NVIDIA's nvidia-dra-driver-gpu-kubelet-plugin, the example driver's dra-example-driver-kubeletplugin)
    or that run in a namespace named after a DRA driver. One pass over the pods per snapshot."""
    index = getattr(snapshot, "_dra_plugin_pods", None)
    if index is None:
        from doctor.kube.first_looks import looked

        looks = looked(snapshot, "kubelet")   # the cheap first look, taken in the shared pass over the pods
        index = {}
        for p in (looks if looks is not None else snapshot.pods):
            m = _meta(p)
            name = str(m.get("name") or "")
            if "kubelet" not in name and "kubelet" not in str(m.get("namespace") or ""):
                continue        # cheap first look: most pods stop here
            owners = [str(D(r).get("name") or "") for r in L(m.get("ownerReferences")) if D(r).get("kind") == "DaemonSet"]
            text = " ".join([name, str(m.get("namespace") or "")] + owners).lower()
            if "kubelet-plugin" in text or "kubeletplugin" in text:
                index.setdefault(str(D(p.get("spec")).get("nodeName") or ""), []).append((text, p))
        try:
            snapshot._dra_plugin_pods = index
        except AttributeError:
            pass
    return [p for text, p in index.get(node, ())
            if "dra" in text or (driver and driver.split(".")[0] in text)]


def pod_ready(pod: dict) -> bool:
    if is_terminated(pod):
        return False
    return any(D(c).get("type") == "Ready" and D(c).get("status") == "True"
               for c in L(D(pod.get("status")).get("conditions")))


def plugin_state(pod: dict) -> str:
    for cs in container_statuses(pod):
        reason = waiting_reason(cs)
        if reason:
            return f"container {cs.get('name')}: {reason} ({cs.get('restartCount', 0)} restarts)"
        if not cs.get("ready"):
            return f"container {cs.get('name')} not ready"
    return str(D(pod.get("status")).get("phase") or "Unknown")


class DraClaimNotPrepared(Check):
    """Why it exists: after scheduling, the kubelet must ask the DRA driver to prepare each claim
    (NodePrepareResources); until that works the pod never starts, and `kubectl get pods` only
    shows ContainerCreating."""

    id = "dra_claim_not_prepared"
    title = "Pod stuck: the kubelet cannot prepare its DRA ResourceClaims"
    category = "dra"
    requires = ("pods", "events")
    optional = (api.CLAIMS,)
    severity = Severity.CRITICAL
    subjects = ("pod", "node")
    states = (Symptom.DRA_CLAIM_NOT_PREPARED,)

    def run(self, snapshot):
        stuck: dict[tuple, list] = {}     # (node, driver or None) -> [(pod, event, kind, detail)]
        for ev in snapshot.events:
            if ev.get("reason") != REASON:
                continue
            inv = D(ev.get("involvedObject") or ev.get("regarding"))
            pod = snapshot.pod(str(inv.get("namespace") or ""), str(inv.get("name") or ""))
            if pod is None or is_terminated(pod) or _running(pod):
                continue
            msg = str(ev.get("message") or ev.get("note") or "")
            node = str(D(pod.get("spec")).get("nodeName") or D(ev.get("source")).get("host") or "")
            m = NOT_REGISTERED.search(msg)
            if m:
                stuck.setdefault((node, m.group(1)), []).append((pod, ev, "not_registered", m.group(1)))
                continue
            m = PREPARE_FAILED.search(msg)
            stuck.setdefault((node, None), []).append((pod, ev, "prepare_failed", m.groups() if m else (None, msg)))
        seen_pods = set()
        for (node, driver), rows in sorted(stuck.items(), key=lambda x: (x[0][0], x[0][1] or "")):
            if driver is not None:
                yield from self._not_registered(snapshot, node, driver, rows)
            else:
                for pod, ev, _kind, (claim, err) in rows:
                    key = (_meta(pod).get("namespace"), _meta(pod).get("name"))
                    if key in seen_pods:
                        continue
                    seen_pods.add(key)
                    yield self._prepare_failed(snapshot, node, pod, ev, claim, err)

    def _not_registered(self, snapshot, node, driver, rows):
        plugins = plugin_pods(snapshot, node, driver)
        down = [p for p in plugins if not pod_ready(p)]
        pods = _unique_pods(rows)
        refs = [ObjectRef("Pod", _meta(p).get("name"), _meta(p).get("namespace")) for p in pods]
        ev = [Evidence(f"{REASON} on {_meta(p).get('namespace')}/{_meta(p).get('name')}"
                       + (f" ({e.get('count')} times)" if e.get("count") else ""),
                       ObjectRef("Event", _meta(e).get("name"), _meta(e).get("namespace")), "/message", e.get("message"))
              for p, e, _k, _d in rows[:4]]
        if down:
            p = down[0]
            pref = ObjectRef("Pod", _meta(p).get("name"), _meta(p).get("namespace"))
            state = plugin_state(p)
            ev.insert(0, Evidence(f"DRA kubelet plugin {_meta(p).get('namespace')}/{_meta(p).get('name')} on {node}: {state}",
                                  pref, "/status/containerStatuses", D(p.get("status")).get("containerStatuses")))
            title = (f"DRA driver {driver} is not registered on {node}: its kubelet plugin pod "
                     f"{_meta(p).get('name')} is down ({state}); {len(pods)} pod(s) cannot start")
            fix = Remediation(f"Fix the kubelet plugin pod first (its log says why it exits); once it runs it registers "
                              f"{driver} with the kubelet and the waiting pods start by themselves.",
                              commands=(f"kubectl logs -n {_meta(p).get('namespace')} {_meta(p).get('name')} --all-containers --previous",
                                        f"kubectl describe pod -n {_meta(p).get('namespace')} {_meta(p).get('name')}"))
            objects = [pref, ObjectRef("Node", node)] + refs
        elif not plugins:
            title = (f"DRA driver {driver} is not registered on {node}: no kubelet plugin pod of the driver runs there; "
                     f"{len(pods)} pod(s) cannot start")
            fix = Remediation("The driver's kubelet-plugin DaemonSet does not cover this node (nodeSelector/affinity, "
                              "tolerations) or is not installed; the node received pods because its ResourceSlice "
                              "(or a stale one) still lists devices.",
                              commands=("kubectl get daemonsets -A | grep -i kubelet-plugin",
                                        f"kubectl get resourceslices --field-selector spec.nodeName={node}"))
            objects = [ObjectRef("Node", node)] + refs
        else:
            p = plugins[0]
            title = (f"DRA driver {driver} is not registered on {node}, although its kubelet plugin pod "
                     f"{_meta(p).get('name')} runs; {len(pods)} pod(s) cannot start")
            fix = Remediation("The plugin runs but did not register with the kubelet: check its registration socket "
                              "(kubeletPlugin's plugins_registry path must match the kubelet's root dir) and the "
                              "kubelet log.", commands=(f"kubectl logs -n {_meta(p).get('namespace')} {_meta(p).get('name')} --all-containers",))
            objects = [ObjectRef("Pod", _meta(p).get("name"), _meta(p).get("namespace")), ObjectRef("Node", node)] + refs
        names = ", ".join(f"{_meta(x).get('namespace')}/{_meta(x).get('name')}" for x in pods[:5])
        yield self.finding(title=title, summary=(
            f"The kubelet on {node} has no DRA driver named {driver} (\"DRA driver {driver} is not registered\"), so it "
            f"cannot prepare the claims of {names}; they stay ContainerCreating."), remediation=fix, objects=objects, evidence=ev,
            blast_radius=len(pods), confidence=0.9 if down else 0.75, root_cause=True, key=f"{node}|{driver}")

    def _prepare_failed(self, snapshot, node, pod, ev, claim, err):
        ns, name = _meta(pod).get("namespace"), _meta(pod).get("name")
        ref = ObjectRef("Pod", name, ns)
        evidence = [Evidence(f"{REASON}" + (f" ({ev.get('count')} times)" if ev.get("count") else ""),
                             ObjectRef("Event", _meta(ev).get("name"), _meta(ev).get("namespace")), "/message", ev.get("message"))]
        objects = [ref]
        if claim:
            c = snapshot.get(api.CLAIMS, ns, claim) if snapshot.has(api.CLAIMS) else None
            objects.append(ObjectRef("ResourceClaim", claim, ns))
            if c is not None:
                drivers = sorted({str(r.get("driver")) for r in api.allocated_results(c)})
                evidence.append(Evidence(f"claim {claim} is allocated from driver(s) {', '.join(drivers) or '?'}",
                                         ObjectRef("ResourceClaim", claim, ns), "/status/allocation/devices/results",
                                         api.allocated_results(c)))
        compute_domain = "ComputeDomain" in (err or "")
        short = (err or "").strip().split("\n")[0]
        if len(short) > 200:
            short = short[:200] + "..."
        fix = (Remediation("The IMEX daemon of this node has not joined its ComputeDomain yet (see the "
                           "compute_domain_not_ready finding): fix the ComputeDomain daemon pods; the kubelet retries.",
                           commands=(f"kubectl get computedomains -n {ns} -o yaml",
                                     "kubectl get pods -A -l resource.nvidia.com/computeDomain -o wide"))
               if compute_domain else
               Remediation("The DRA driver refused to prepare the claim: its kubelet plugin log on the node has the "
                           "details (a device in use by something outside Kubernetes, a bad opaque config, MIG "
                           "reconfiguration in progress).",
                           commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={node} | grep -i plugin",
                                     f"kubectl describe pod -n {ns} {name}")))
        return self.finding(
            title=f"Pod {ns}/{name} cannot start on {node}: the DRA driver failed to prepare claim {claim or '?'}: {short}",
            summary=("The kubelet called the driver's NodePrepareResources for the pod's claim and got an error; the pod "
                     "stays ContainerCreating and the kubelet retries."),
            remediation=fix, objects=objects, evidence=evidence, blast_radius=1, confidence=0.85,
            key=f"{ns}/{name}", root_cause=not compute_domain,
            states=[Fact(Symptom.DRA_CLAIM_NOT_PREPARED, Subject.pod(ns, name))])


def _running(pod: dict) -> bool:
    return any(D(cs.get("state")).get("running") for cs in container_statuses(pod)) and \
        not any(waiting_reason(cs) for cs in container_statuses(pod))


def _unique_pods(rows):
    seen, out = set(), []
    for p, *_ in rows:
        k = id(p)
        if k not in seen:
            seen.add(k)
            out.append(p)
    return out


__all__ = ["DraClaimNotPrepared", "plugin_pods", "pod_ready", "json_pointer"]
