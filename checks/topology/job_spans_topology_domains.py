"""A running distributed job whose GPU ranks sit in two or more topology domains (zones, regions,
cloud network blocks, NVLink cliques, Kueue Topology levels, Volcano HyperNodes) while one domain
had room for all of them. Every collective runs at the speed of the slowest link between ranks,
so the split costs bandwidth and latency on every step (and money across zones); across NVLink
cliques NCCL cannot use multi-node NVLink at all.

Room is counted in whole ranks: a domain holds sum over its nodes of (free GPUs + the GPUs the
job's own ranks hold there) // GPUs per rank. A job confined to one domain, or split because no
single domain could hold it, gives no finding (the second is what the fix would not change).
Reported at the widest split level; narrower split levels are named in the summary."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.topology.domains import room_unknown
from doctor.distributed.jobs import jobs_of
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.topology.placement import fix_for, scheduler_of, splits

SEVERE = ("region", "zone", "clique")


class JobSpansTopologyDomains(Check):
    """Why it exists: the default scheduler scatters a job's ranks across zones, racks and NVLink domains
    when nothing tells it not to; the job then runs slowly or NCCL falls back, with no error anywhere."""

    id = "job_spans_topology_domains"
    title = "Distributed job split across topology domains while one domain had room"
    category = "topology"
    requires = ("pods", "nodes")
    optional = ("topologies.kueue.x-k8s.io", "hypernodes.topology.volcano.sh", "statefulsets.apps",
                "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io", "jobs.batch.volcano.sh", "jobs.batch",
                "leaderworkersets.leaderworkerset.x-k8s.io", "trainjobs.trainer.kubeflow.org", "rayclusters.ray.io")
    severity = Severity.WARNING
    subjects = ("job",)

    def run(self, snapshot):
        for job in jobs_of(snapshot):
            if job.from_manifest:
                continue
            found = [s for s in splits(snapshot, job) if s.fits_one]
            if not found:
                continue
            top = found[0]
            unknown = room_unknown(snapshot, f"{top.level.name} {top.best.domain} had room for {job.describe()}")
            if unknown:
                raise Skip(unknown)
            yield self._finding(snapshot, job, top, found[1:])

    def _finding(self, snapshot, job, split, narrower):
        level, best = split.level, split.best
        ranks = split.job_ranks
        where = ", ".join(f"{d}: {len(rs)}" for d, rs in sorted(split.placed.items(), key=lambda kv: (-len(kv[1]), kv[0])))
        gpus = sum(r.gpus for r in ranks)
        scheduler = scheduler_of(snapshot, job)
        text, patch, cmds = fix_for(snapshot, job, level, scheduler)
        ev = []
        for r in ranks[:8]:
            value = None
            for d, rs in split.placed.items():
                if r in rs:
                    value = d
            node_ref = ObjectRef("Node", r.node)
            if level.label:
                ev.append(Evidence(f"{r.name} runs on {r.node}, {level.name} {value}", node_ref,
                                   json_pointer("metadata", "labels", level.label), value))
            else:
                ev.append(Evidence(f"{r.name} runs on {r.node}, a member of {level.name} HyperNode {value}",
                                   ObjectRef("HyperNode", str(value)), "/spec/members", None))
        for room in split.rooms[:4]:
            ev.append(Evidence(f"{level.name} {room.domain}: {room.free} GPU(s) free now on {len(room.nodes)} node(s); "
                               f"room for {room.ranks} rank(s) of {split.per_rank} GPU(s) counting the job's own",
                               None, None, room.ranks))
        also = ("; also split by " + ", ".join(s.level.name for s in narrower)) if narrower else ""
        sev = Severity.WARNING if level.kind in SEVERE else Severity.INFO
        return self.finding(
            severity=sev, key=f"{job.key}|{level.key}",
            objects=[job.ref] + [r.ref for r in ranks[:5]],
            title=(f"{job.describe()}: {len(ranks)} GPU ranks run in {len(split.placed)} {level.name}s ({where}) "
                   f"while {level.name} {best.domain} had room for all {len(ranks)}"),
            summary=(f"The job's {len(ranks)} ranks ({gpus} GPUs) are spread over {len(split.placed)} {level.name}s: "
                     f"{level.cost}. {level.name[:1].upper() + level.name[1:]} {best.domain} ({len(best.nodes)} node(s)) could hold "
                     f"{best.ranks} ranks of {split.per_rank} GPU(s), counting the GPUs the job holds there{also}. "
                     f"Scheduler: {scheduler}; nothing in the job asks for one {level.name}."),
            evidence=ev, confidence=0.85 if level.kind in SEVERE else 0.7, blast_radius=max(gpus, 1),
            remediation=Remediation(text, commands=cmds, patch=patch))
