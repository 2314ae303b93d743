"""Pods already bound to a node keep their GPUs when the node's allocatable drops (GPUs marked
unhealthy, the device plugin restarted with another config, MIG re-partitioned). Then the
bound pods ask for more GPUs than the node advertises: new pods cannot fit, and after a
restart the kubelet rejects the old ones at admission (UnexpectedAdmissionError). Completed and
Failed pods are not counted: they no longer hold anything for the scheduler."""
from __future__ import annotations

from collections import defaultdict

from doctor.check import Check
from doctor.kube.gpu import gpu_pod_ids, gpu_resources, is_gpu_node, pod_gpu_request
from doctor.kube.pods import is_terminated
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer


class GpuRequestsExceedAllocatable(Check):
    """Why it exists: "Insufficient nvidia.com/gpu" on a node that looks half empty, or pods rejected after a
    kubelet restart, when the node's GPU count dropped under pods that still hold GPUs."""

    id = "gpu_requests_exceed_allocatable"
    title = "Pods on a node request more GPUs than it advertises"
    category = "device_plugin"
    requires = ("nodes", "pods")
    severity = Severity.WARNING
    subjects = ("pod", "node")

    def run(self, snapshot):
        gpu_ids = gpu_pod_ids(snapshot)
        for node in snapshot.nodes:
            if not is_gpu_node(node):
                continue
            name = (node.get("metadata") or {}).get("name") or "?"
            alloc = gpu_resources(node, "allocatable")
            used: dict[str, int] = defaultdict(int)
            holders: dict[str, list[dict]] = defaultdict(list)
            done = 0
            for pod in snapshot.pods_on_node(name):
                if id(pod) not in gpu_ids:
                    continue   # requests no GPU resource (pod_gpu_request would be {})
                req = pod_gpu_request(pod)
                if not any(req.values()):
                    continue
                if is_terminated(pod):
                    done += 1
                    continue
                for res, n in req.items():
                    if n:
                        used[res] += n
                        holders[res].append(pod)
            for res, n in sorted(used.items()):
                have = alloc.get(res, 0)
                if n <= have:
                    continue
                ref = ObjectRef("Node", name)
                pods = holders[res]
                ev = [Evidence(f"allocatable {res}", ref, json_pointer("status", "allocatable", res),
                               ((node.get("status") or {}).get("allocatable") or {}).get(res))]
                for p in pods[:5]:
                    for i, c in enumerate((p.get("spec") or {}).get("containers") or []):
                        lim = ((c.get("resources") or {}).get("limits") or {}).get(res)
                        if lim is not None:
                            ev.append(Evidence(f"{res} limit of a pod bound to {name}", ObjectRef.of(p, "Pod"),
                                               json_pointer("spec", "containers", i, "resources", "limits", res), lim))
                yield self.finding(
                    title=f"Pods on {name} hold {n} {res} but the node advertises {have}",
                    summary=(f"{len(pods)} running/pending pod(s) bound to {name} request {n} {res} in total, more than "
                             f"its allocatable {have}: GPUs disappeared under running pods (unhealthy devices, a device "
                             f"plugin restart with a different sharing/MIG config). New GPU pods cannot land there, and "
                             f"after a kubelet restart these pods can be rejected with UnexpectedAdmissionError."
                             + (f" {done} Completed/Failed pod(s) on the node also requested GPUs; they do not count."
                                if done else "")),
                    objects=[ref] + [ObjectRef.of(p, "Pod") for p in pods[:20]], evidence=ev,
                    confidence=0.8, blast_radius=n - have, key=f"{name}|{res}",
                    remediation=Remediation(
                        "Find out why the node's GPU count dropped (device plugin log, Xid errors, MIG/time-slicing "
                        "config change); move the pods that no longer fit.",
                        commands=(f"kubectl describe node {name}",
                                  f"kubectl get pods -A -o wide --field-selector spec.nodeName={name}")))
