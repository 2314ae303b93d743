"""A distributed job that must run inside one topology domain (a required pod affinity to its own
pods on a zone / clique / network-block label, or Volcano's hard networkTopology) and whose ranks
are Pending because no single domain has room for all of them, although the cluster as a whole
has: the gang would fit only by spreading across domains. Names the domain closest to fitting
(most ranks it could hold, counting the GPUs the job already holds there) and what it lacks.

This is the reason behind the Pending ranks' "didn't match pod affinity rules" / "Insufficient
nvidia.com/gpu": the ranks already placed pinned the job to a domain that cannot hold the rest.
Kueue's topology-aware admission failures are read from the Workload by the Kueue checks."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.topology.domains import room_unknown
from doctor.distributed.jobs import jobs_of, jobs_with_pods
from doctor.model import Evidence, Fact, Remediation, Severity, Subject, Symptom
from doctor.topology.placement import gang_rooms, gpu_ranks, single_domain_constraint


class GangNeedsOneDomain(Check):
    """Why it exists: a job pinned to one zone or NVLink clique waits forever when no single domain has room,
    while kube-scheduler only says "didn't match pod affinity rules"; on-call needs the closest domain and its gap."""

    id = "gang_needs_one_domain"
    title = "Gang fits only spread across topology domains, but must run in one"
    category = "topology"
    requires = ("pods", "nodes")
    optional = ("hypernodes.topology.volcano.sh", "topologies.kueue.x-k8s.io", "pytorchjobs.kubeflow.org",
                "jobsets.jobset.x-k8s.io", "jobs.batch.volcano.sh", "podgroups.scheduling.volcano.sh")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    may_explain = (Symptom.POD_UNSCHEDULABLE, Symptom.JOB_RANKS_PENDING)

    def run(self, snapshot):
        # `doctor pending` asks about one pod: only its namespace's jobs (jobs_with_pods). Unless
        # the pods are partial: then the check skips whole if any job of the cluster gets as far
        # as room_unknown, as `scan` does, so every job is built.
        jobs = jobs_of(snapshot) if room_unknown(snapshot, "") else jobs_with_pods(snapshot)
        for job in jobs:
            if job.from_manifest:
                continue
            ranks = gpu_ranks(job)
            pending = [r for r in ranks if not r.node]
            if not pending:
                continue
            constraint = single_domain_constraint(snapshot, job, pending[0])
            if constraint is None:
                continue
            n, per_rank, rooms = gang_rooms(snapshot, job, constraint.level)
            if not rooms or not per_rank:
                continue
            best = rooms[0]
            spread = sum(r.ranks for r in rooms)
            if best.ranks >= n or spread < n:
                continue        # one domain fits (not this cause), or even spread it does not fit (capacity)
            unknown = room_unknown(snapshot, f"{job.describe()} would fit spread over {constraint.level.name}s")
            if unknown:
                raise Skip(unknown)
            level = constraint.level
            placed = sorted({r.node for r in ranks if r.node})
            ev = [Evidence(f"{pending[0].name} asks for {constraint.how}", pending[0].ref if constraint.source == "pod" else job.ref,
                           constraint.pointer + ("/topologyKey" if constraint.source == "pod" else "/highestTierAllowed"),
                           level.label or int(level.key.rsplit("-", 1)[-1]))]
            if placed:
                ev.append(Evidence("ranks already running (they pin the domain): " + ", ".join(
                    f"{r.name} on {r.node}" for r in ranks if r.node), None, None, placed))
            for room in rooms[:4]:
                ev.append(Evidence(f"{level.name} {room.domain}: {room.free} GPU(s) free on {len(room.nodes)} node(s); room "
                                   f"for {room.ranks} of {n} rank(s) of {per_rank} GPU(s)", None, None, room.ranks))
            here = ""
            if placed:
                from doctor.topology.domains import topology_of
                topo = topology_of(snapshot)
                doms = sorted({topo.domain_of(level, nd) or "?" for nd in placed})
                here = f" The ranks already running are in {', '.join(doms)}, so the Pending ones can only join them there."
            yield self.finding(
                key=f"{job.key}|{level.key}", objects=[job.ref] + [r.ref for r in pending[:5]],
                title=(f"{job.describe()} needs all {n} ranks in one {level.name}, but none has room: closest is "
                       f"{best.domain} with room for {best.ranks} of {n} ({best.short} GPU(s) short); the cluster fits "
                       f"it only spread over {level.name}s"),
                summary=(f"The job asks for {constraint.how}. No {level.name} can hold all {n} ranks of {per_rank} GPU(s) "
                         f"(counting the GPUs the job already holds); together the {len(rooms)} {level.name}s could hold "
                         f"{spread}.{here} {len(pending)} rank(s) stay Pending and the running ones wait in rendezvous."),
                evidence=ev, confidence=0.8, root_cause=True, blast_radius=max(n * per_rank, 1),
                explains=[Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(r.pod)) for r in pending]
                + [Fact(Symptom.JOB_RANKS_PENDING, Subject.job(job.key))],   # the half-started job it leaves
                remediation=Remediation(
                    f"Free {best.short} GPU(s) in {level.name} {best.domain} (the closest), or restart the job so it is "
                    f"placed as a whole where it fits (admit it as a gang: Kueue with {'kueue.x-k8s.io/podset-required-topology'} "
                    "or Volcano networkTopology place all ranks at once instead of pinning the domain with the first "
                    f"pods), or relax the constraint to a wider level / a preferred affinity.",
                    commands=(f"kubectl get nodes -L {level.label}" if level.label else "kubectl get hypernodes",
                              f"kubectl -n {job.namespace} describe pod {pending[0].name}")))
