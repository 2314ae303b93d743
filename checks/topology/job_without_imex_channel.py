"""A multi-node GPU job on nodes of a multi-node NVLink domain (GFD's nvidia.com/gpu.clique) whose pods
claim no ComputeDomain IMEX channel. NCCL reaches GPUs of other nodes over NVLink (MNNVL) only
through an IMEX channel; on Kubernetes the NVIDIA DRA driver's ComputeDomain injects one into the
pods that claim it (its spec.channel.resourceClaimTemplate). Without it the job's inter-node
traffic goes over the network even though the nodes share NVLink.

Info, not warning: a cluster can also hand out IMEX channels outside Kubernetes (a host nvidia-imex
service with channels exposed to every container), which the snapshot cannot show. Only judged
when the pods' claims can be read against the ComputeDomains (or the pods claim nothing at all).
Sources: doctor/topology/REFERENCE.md (NVIDIA DRA driver ComputeDomains; CoreWeave IMEX docs)."""
from __future__ import annotations

from doctor.check import Check
from doctor.distributed.jobs import jobs_of
from doctor.kube.guards import D, L
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.topology.domains import CLIQUE
from doctor.topology.placement import gpu_ranks, job_selector

COMPUTEDOMAINS = "computedomains.resource.nvidia.com"


class JobWithoutImexChannel(Check):
    """Why it exists: GB200/GB300 NVL racks only give cross-node NVLink to pods holding an IMEX channel; a
    job placed perfectly inside one NVLink domain still trains over the network without one, silently."""

    id = "job_without_imex_channel"
    title = "Multi-node job inside an NVLink domain without a ComputeDomain (IMEX) channel"
    category = "topology"
    requires = ("pods", "nodes")
    optional = (COMPUTEDOMAINS,)
    severity = Severity.INFO
    subjects = ("job",)

    def run(self, snapshot):
        channel_templates = None
        if snapshot.has(COMPUTEDOMAINS):
            channel_templates = {}
            for cd in snapshot.items(COMPUTEDOMAINS):
                meta = D(cd.get("metadata"))
                t = D(D(D(cd.get("spec")).get("channel")).get("resourceClaimTemplate")).get("name")
                if t:
                    channel_templates[(meta.get("namespace") or "default", str(t))] = str(meta.get("name"))
        for job in jobs_of(snapshot):
            if job.from_manifest:
                continue
            ranks = [r for r in gpu_ranks(job) if r.node]
            nodes = sorted({r.node for r in ranks})
            if len(nodes) < 2:
                continue
            cliques = {}
            for n in nodes:
                node = snapshot.node(n)
                value = D(D(D(node).get("metadata")).get("labels")).get(CLIQUE) if node else None
                if value:
                    cliques[n] = str(value)
            if len(cliques) < len(nodes):
                continue          # not all on multi-node NVLink nodes: nothing to claim
            claimed, unknown = [], False
            for r in ranks:
                refs = [D(c) for c in L(D(r.pod.get("spec")).get("resourceClaims"))]
                if not refs:
                    continue
                if channel_templates is None:
                    unknown = True
                    continue
                for c in refs:
                    if (r.namespace, str(c.get("resourceClaimTemplateName"))) in channel_templates:
                        claimed.append(r)
            if unknown or claimed:
                continue
            first = ranks[0]
            ev = [Evidence(f"{r.name} on {r.node} (NVLink clique {cliques[r.node]}) claims no ComputeDomain channel"
                           + ("" if D(r.pod.get("spec")).get("resourceClaims") else " (no spec.resourceClaims)"),
                           r.ref, json_pointer("spec", "resourceClaims") if D(r.pod.get("spec")).get("resourceClaims") else None,
                           D(r.pod.get("spec")).get("resourceClaims")) for r in ranks[:4]]
            ev.append(Evidence(f"{first.node}: nvidia.com/gpu.clique", ObjectRef("Node", first.node),
                               json_pointer("metadata", "labels", CLIQUE), cliques[first.node]))
            if channel_templates is not None:
                ev.append(Evidence(f"ComputeDomains in the snapshot: {len({v for v in channel_templates.values()})}",
                                   None, None, sorted(set(channel_templates.values()))))
            sel = job_selector(job)
            labels = "".join(f"\n              {k}: {v}" for k, v in sel.items())
            patch = (f"apiVersion: resource.nvidia.com/v1beta1\nkind: ComputeDomain\nmetadata:\n  name: {job.name.split('/')[0]}-cd\n"
                     f"  namespace: {job.namespace}\nspec:\n  numNodes: {len(nodes)}\n  channel:\n    resourceClaimTemplate:\n"
                     f"      name: {job.name.split('/')[0]}-imex\n---\n# the job's pod template\nspec:\n  resourceClaims:\n"
                     f"  - name: imex\n    resourceClaimTemplateName: {job.name.split('/')[0]}-imex\n  containers:\n  - name: ...\n"
                     f"    resources:\n      claims:\n      - name: imex\n  affinity:\n    podAffinity:\n"
                     f"      requiredDuringSchedulingIgnoredDuringExecution:\n      - topologyKey: {CLIQUE}\n"
                     f"        labelSelector:\n          matchLabels:{labels or ' {}'}\n")
            yield self.finding(
                key=f"{job.key}|imex", objects=[job.ref] + [r.ref for r in ranks[:5]],
                title=(f"{job.describe()}: {len(ranks)} ranks on {len(nodes)} multi-node NVLink nodes claim no "
                       "ComputeDomain IMEX channel, so NCCL cannot use NVLink between nodes"),
                summary=("NCCL uses multi-node NVLink (MNNVL) only when the pods hold an IMEX channel; on Kubernetes "
                         "the NVIDIA DRA driver's ComputeDomain provides it to the pods that claim its channel "
                         "template. None of this job's pods does, so traffic between its nodes goes over the network "
                         "(NCCL logs 'MNNVL 0'). Unless this cluster exposes IMEX channels outside Kubernetes, give "
                         "the job a ComputeDomain."),
                evidence=ev, confidence=0.6, blast_radius=max(sum(r.gpus for r in ranks), 1),
                remediation=Remediation(
                    "Create a ComputeDomain for the job and claim its channel from every pod (and keep the pods in one "
                    "NVLink clique); check NCCL's log for 'MNNVL 1' afterwards.",
                    commands=("kubectl get computedomains -A", f"kubectl get nodes -L {CLIQUE}"), patch=patch))
