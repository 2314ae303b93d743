"""An NVIDIA ComputeDomain (multi-node NVLink via IMEX) that is not Ready holds back every pod that
asks for one of its channels: the kubelet's NodePrepareResources fails with "current node not ready
in ComputeDomain" until the node's IMEX daemon has joined and is Ready.

Shapes: NVIDIA/k8s-dra-driver-gpu deployments/helm/nvidia-dra-driver-gpu/crds/
resource.nvidia.com_computedomains.yaml (spec.numNodes, spec.channel.resourceClaimTemplate.name,
status.status Ready|NotReady, status.nodes[].{name, ipAddress, cliqueID, index, status}); the error
text from cmd/compute-domain-kubelet-plugin (isCurrentNodeReady). status.status is only updated
when numNodes is non-zero (the CRD's own description)."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.guards import D, L
from doctor.kube.pods import is_terminated
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom

RESOURCE = "computedomains.resource.nvidia.com"


def _meta(obj):
    return D(obj.get("metadata"))


class ComputeDomainNotReady(Check):
    """Why it exists: multi-node NVLink jobs on GB200/GB300 racks get their IMEX channel through a
    ComputeDomain; when its IMEX daemons do not all join, the job's pods hang in ContainerCreating
    with an error that names neither the daemon nor the node that is missing."""

    id = "compute_domain_not_ready"
    title = "NVIDIA ComputeDomain not Ready: its workload pods cannot get IMEX channels"
    category = "dra"
    requires = (RESOURCE,)
    optional = ("pods", "nodes")
    severity = Severity.CRITICAL
    subjects = ("owner", "pod")
    may_explain = (Symptom.DRA_CLAIM_NOT_PREPARED,)

    def run(self, snapshot):
        pods_by_template: dict[tuple[str, str], list[dict]] = {}
        for p in snapshot.pods:
            if is_terminated(p):
                continue
            ns = _meta(p).get("namespace") or "default"
            for e in L(D(p.get("spec")).get("resourceClaims")):
                t = D(e).get("resourceClaimTemplateName")
                if t:
                    pods_by_template.setdefault((ns, t), []).append(p)
        for cd in snapshot.items(RESOURCE):
            meta = _meta(cd)
            ns, name = meta.get("namespace") or "default", meta.get("name") or "?"
            spec, status = D(cd.get("spec")), D(cd.get("status"))
            want = spec.get("numNodes") if isinstance(spec.get("numNodes"), int) else 0
            nodes = [D(n) for n in L(status.get("nodes"))]
            ready_nodes = [n.get("name") for n in nodes if n.get("status") == "Ready"]
            not_ready = [n.get("name") for n in nodes if n.get("status") != "Ready"]
            template = str(D(D(spec.get("channel")).get("resourceClaimTemplate")).get("name") or "")
            workload = pods_by_template.get((ns, template), [])
            waiting = [p for p in workload if not _started(p)]
            overall = status.get("status")
            if overall == "Ready" and not not_ready:
                continue
            if want == 0 and not not_ready and not waiting:
                continue   # numNodes 0: status.status is not maintained; nothing is waiting
            ref = ObjectRef("ComputeDomain", name, ns)
            missing_nodes = sorted({D(p.get("spec")).get("nodeName") for p in workload if D(p.get("spec")).get("nodeName")}
                                   - {n.get("name") for n in nodes})
            parts = []
            if want:
                parts.append(f"{len(ready_nodes)} of {want} IMEX daemon(s) Ready")
            if not_ready:
                parts.append(f"not Ready on {', '.join(map(str, not_ready))}")
            if missing_nodes:
                parts.append(f"not joined from {', '.join(missing_nodes)} (workload pods are bound there)")
            ev = [Evidence("ComputeDomain status", ref, "/status/status", overall),
                  Evidence("IMEX daemons that joined: " + (", ".join(f"{n.get('name')} {n.get('status') or 'NotReady'}"
                                                                      for n in nodes) or "none"),
                           ref, "/status/nodes", status.get("nodes"))]
            if want:
                ev.append(Evidence("numNodes", ref, "/spec/numNodes", want))
            for p in waiting[:5]:
                m = _meta(p)
                msgs = [str(e.get("message") or "") for e in snapshot.events_for(p, "Pod")
                        if e.get("reason") == "FailedPrepareDynamicResources"]
                ev.append(Evidence(f"workload pod {m.get('namespace')}/{m.get('name')} on {D(p.get('spec')).get('nodeName') or '(not scheduled)'}"
                                   + (" waits: " + msgs[-1][-120:] if msgs else " has not started"),
                                   ObjectRef("Pod", m.get("name"), m.get("namespace"))))
            yield self.finding(
                title=(f"ComputeDomain {ns}/{name} is {overall or 'not Ready'}: " + "; ".join(parts or ["no IMEX daemon joined"])
                       + (f"; {len(waiting)} workload pod(s) wait for their IMEX channel" if waiting else "")),
                summary=("Pods that claim a channel of this ComputeDomain (ResourceClaimTemplate "
                         f"{template or '?'}) start only when the IMEX daemon on their node has joined the domain and is "
                         "Ready; until then the kubelet reports \"current node not ready in ComputeDomain\"."),
                remediation=Remediation(
                    "Look at the ComputeDomain's IMEX daemon pods on the nodes named (their logs: NVLink fabric / "
                    "nvidia-imex errors, the node's nvidia.com/gpu.clique label); nodes of one domain must share an "
                    "NVLink clique.",
                    commands=(f"kubectl get computedomain -n {ns} {name} -o yaml",
                              f"kubectl get pods -A -o wide -l resource.nvidia.com/computeDomain={_meta(cd).get('uid') or ''}",
                              "kubectl get nodes -L nvidia.com/gpu.clique")),
                objects=[ref] + [ObjectRef("Pod", _meta(p).get("name"), _meta(p).get("namespace")) for p in waiting[:10]],
                evidence=ev, blast_radius=max(len(waiting), 1), confidence=0.85, root_cause=True, key=f"{ns}/{name}",
                explains=[Fact(Symptom.DRA_CLAIM_NOT_PREPARED, Subject.of_pod(p)) for p in waiting])


def _started(pod: dict) -> bool:
    statuses = D(pod.get("status")).get("containerStatuses")
    return bool(statuses) and all(D(D(cs).get("state")).get("running") for cs in L(statuses))
