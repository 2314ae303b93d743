"""The process count a job promises (WORLD_SIZE, torchrun --nnodes x --nproc_per_node) must
equal what it runs (rank pods x processes per pod), and every rank needs a distinct RANK /
--node_rank. Otherwise rendezvous waits for ranks that never come ("Timed out ... waiting
for clients. 4/8 clients joined"), or two pods claim the same rank, or torchrun refuses an
empty --node_rank. A classic: the StatefulSet pod index is a *label*
(apps.kubernetes.io/pod-index); a fieldRef to the annotation of that name reads ""."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.distributed.common import at, log_fact
from doctor.distributed.jobs import STS_POD_INDEX, jobs_of, procs_per_pod, to_int
from doctor.model import Evidence, Fact, Remediation, Severity, Subject, Symptom


class WorldSizeMismatch(Check):
    """Why it exists: WORLD_SIZE / --nnodes / RANK that disagree with the pods make rendezvous wait forever or fail at start."""

    id = "world_size_mismatch"
    title = "Distributed job's WORLD_SIZE / --nnodes / RANK do not match its pods"
    category = "distributed"
    requires = ()
    # pods, or job manifests with no pod yet (judged on their pod templates: doctor.distributed.jobs)
    optional = ("pods", "statefulsets.apps", "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io",
                "jobs.batch.volcano.sh", "jobs.batch", "configmaps", "leaderworkersets.leaderworkerset.x-k8s.io",
                "trainjobs.trainer.kubeflow.org", "trainingruntimes.trainer.kubeflow.org",
                "clustertrainingruntimes.trainer.kubeflow.org", "mpijobs.kubeflow.org")
    severity = Severity.CRITICAL
    subjects = ("job",)
    may_explain = (Symptom.rank_log("*"), Symptom.RENDEZVOUS_UNRESOLVED)

    def run(self, snapshot):
        jobs = jobs_of(snapshot)
        if not snapshot.has("pods") and not any(j.from_manifest for j in jobs):
            raise Skip(snapshot.why_missing("pods") + "; and no job manifest (PyTorchJob, JobSet, TrainJob, "
                       "LeaderWorkerSet, MPIJob) to judge")
        for job in jobs:
            if job.kind == "RayCluster" or not job.ranks:
                continue
            if job.from_manifest:
                # no pod yet: only what the template alone decides (torchrun's --nnodes and
                # --nproc_per_node as written); ranks and their labels come from the controllers
                yield from self._sizes(job)
                continue
            found = list(self._rank_source(job))
            yield from found
            if not found:
                yield from self._duplicate_ranks(job)
            yield from self._sizes(job)

    def _rank_source(self, job):
        """RANK / --node_rank read from a label or annotation the pod does not carry."""
        bad = []
        for r in job.live_ranks:
            for name in ("RANK", "NODE_RANK", "PET_NODE_RANK"):
                ev = r.env.get(name)
                if ev is not None and ev.missing_ref:
                    bad.append((r, ev))
                    break
        if not bad:
            return
        r, ev = bad[0]
        used_by_launcher = r.launcher is not None and f"${ev.name}" in (r.launcher.options.get("node_rank") or "")
        path = ev.source.split(" ", 1)[1] if " " in ev.source else ev.source
        fix_path = path
        patch = None
        if "annotations['" + STS_POD_INDEX in path:
            fix_path = f"metadata.labels['{STS_POD_INDEX}']"
        if fix_path != path:
            patch = (f"spec:\n  template:\n    spec:\n      containers:\n      - name: {r.container.get('name')}\n"
                     f"        env:\n        - name: {ev.name}\n          valueFrom:\n            fieldRef:\n"
                     f"              fieldPath: {fix_path}\n")
        labels = (r.pod.get("metadata") or {}).get("labels") or {}
        annotations = (r.pod.get("metadata") or {}).get("annotations") or {}
        summary = (f"{ev.name} comes from the downward API field {path}, which {r.name} does not have, so the "
                   f"kubelet sets {ev.name}=\"\" on all {len(job.live_ranks)} ranks. ")
        if used_by_launcher:
            summary += ("torchrun gets --node_rank= (empty) and exits with \"argument --node-rank/--node_rank: "
                        "invalid int value: ''\". ")
        if fix_path != path:
            summary += (f"The StatefulSet controller sets the pod index as the LABEL {STS_POD_INDEX} "
                        f"(value {labels.get(STS_POD_INDEX)!r} here), not as an annotation.")
        evidence = [Evidence(f"{ev.name} env source", r.ref, ev.pointer + "/valueFrom/fieldRef/fieldPath", path),
                    Evidence("pod annotations", r.ref, "/metadata/annotations", annotations or None),
                    Evidence("pod labels", r.ref, "/metadata/labels", labels)]
        yield self.finding(
            key=f"{job.key}|rank-source", objects=[job.ref] + [x.ref for x, _ in bad[:5]],
            title=f"{job.describe()}: {ev.name} is empty on every rank ({path} does not exist)",
            summary=summary, evidence=evidence, confidence=0.95, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in job.live_ranks),
            explains=[log_fact(job, c) for c in ("rendezvous_unreachable", "collective_timeout", "dns_resolution")]
            + [Fact(Symptom.RENDEZVOUS_UNRESOLVED, Subject.job(job.key))],
            remediation=Remediation(
                f"Read the rank from a field that exists: {fix_path}." if fix_path != path else
                f"Read {ev.name} from a label or annotation the pods carry.",
                commands=(f"kubectl -n {job.namespace} get pod {r.name} -o jsonpath='{{.metadata.labels}}'",),
                patch=patch))

    def _duplicate_ranks(self, job):
        """Two pods claiming the same node rank (static rendezvous) or RANK (env://)."""
        claims: dict[str, list] = {}
        what = None
        for r in job.live_ranks:
            l = r.launcher
            if l is not None:
                if l.expanded.get("rdzv_endpoint") or "standalone" in l.options:
                    return            # c10d rendezvous assigns node ranks itself
                value = l.expanded.get("node_rank")
                if value is None and "node_rank" not in l.options:
                    return            # torchrun's default node_rank=0 on every pod only matters with nnodes > 1
                what = "--node_rank"
            else:
                value = r.env_value("RANK")
                what = "RANK"
            if value in (None, ""):
                return
            claims.setdefault(value, []).append(r)
        dup = {v: rs for v, rs in claims.items() if len(rs) > 1}
        if not dup or len(job.live_ranks) < 2:
            return
        value, rs = sorted(dup.items(), key=lambda kv: -len(kv[1]))[0]
        ev = []
        for r in rs[:3]:
            ptr = r.launcher_pointer if what == "--node_rank" else r.env["RANK"].value_pointer
            ev.append(Evidence(f"{r.name}: {what}={value}", r.ref, ptr, at(r.pod, ptr)))
        yield self.finding(
            key=f"{job.key}|dup-rank", objects=[job.ref] + [r.ref for r in rs[:5]],
            title=f"{job.describe()}: {len(rs)} pods claim {what}={value}",
            summary=(f"{', '.join(r.name for r in rs[:4])} all start with {what}={value}. Ranks must be unique: "
                     f"rendezvous rejects the duplicate or waits for the rank that never comes."),
            evidence=ev, confidence=0.9, root_cause=True, blast_radius=sum(max(r.gpus, 1) for r in job.live_ranks),
            explains=[log_fact(job, c) for c in ("rendezvous_unreachable", "collective_timeout")],
            remediation=Remediation(
                f"Derive {what} from the pod's index: for a StatefulSet, env RANK from fieldRef "
                f"metadata.labels['{STS_POD_INDEX}']; for an Indexed Job, JOB_COMPLETION_INDEX.",
                patch=("env:\n- name: RANK\n  valueFrom:\n    fieldRef:\n"
                       f"      fieldPath: metadata.labels['{STS_POD_INDEX}']\n")))

    def _sizes(self, job):
        live = job.spec_ranks
        if job.from_manifest and not job.expected:
            return            # how many pods the job makes is not written in it
        pods = job.expected or len(job.ranks)
        pods_src = (f"{job.ref.kind} {job.ref.name} {job.expected_source}" if job.expected
                    else "rank pods in the snapshot")
        rank = next((r for r in live if r.launcher is not None or r.env_value("WORLD_SIZE")), None)
        if rank is None:
            return
        procs, procs_src = procs_per_pod(rank)
        l = rank.launcher
        cmd_ptr = rank.launcher_pointer
        if l is not None:
            nnodes_raw = l.expanded.get("nnodes")
            if nnodes_raw and ":" not in nnodes_raw and to_int(nnodes_raw) is not None:
                nnodes = to_int(nnodes_raw)
                if nnodes != pods:
                    yield self._mismatch(job, rank, f"--nnodes={nnodes}", nnodes, pods, pods_src, cmd_ptr,
                                         nnodes_raw, what="nodes")
                    return
            if procs is not None and rank.gpus and procs > rank.gpus:
                yield self.finding(
                    severity=Severity.WARNING, key=f"{job.key}|nproc",
                    objects=[job.ref, rank.ref],
                    title=f"{job.describe()}: {procs} processes per pod but only {rank.gpus} GPU(s) per pod",
                    summary=(f"{procs_src} starts {procs} processes in each pod while the pod requests {rank.gpus} "
                             f"GPU(s); several ranks share a GPU (NCCL rejects duplicate GPUs in one communicator: "
                             f"'Duplicate GPU detected')."),
                    evidence=[Evidence("launcher command", rank.ref, cmd_ptr, at(rank.source, cmd_ptr)),
                              Evidence("GPU request", rank.ref, rank.container_pointer("resources", "limits"),
                                       (rank.container.get("resources") or {}).get("limits"))],
                    confidence=0.8, blast_radius=len(live),
                    remediation=Remediation(f"Set --nproc_per_node to the GPUs per pod ({rank.gpus}) or request more GPUs."))
            return
        if job.from_manifest and job.kind in ("PyTorchJob", "TrainJob"):
            return            # their operators set WORLD_SIZE / PET_* in the pods they create
        ws = rank.env.get("WORLD_SIZE")
        world = to_int(ws.value) if ws is not None else None
        if world is None or procs is None:
            return
        want = pods * procs
        if world != want:
            yield self._mismatch(job, rank, f"WORLD_SIZE={world}", world, want, pods_src + f" x {procs} process(es)",
                                 rank.env_pointer(ws), ws.value, what="processes")

    def _mismatch(self, job, rank, said, claimed, actual, actual_src, pointer, raw, what):
        more = claimed > actual
        consequence = (f"rendezvous waits for {claimed} {what} but only {actual} exist, so rank 0 times out "
                       f"('Timed out after ... seconds waiting for clients. {actual}/{claimed} clients joined')"
                       if more else
                       f"the extra {what} get a rank >= {claimed} and fail, or the job trains with fewer ranks than deployed")
        ws_ev = rank.env.get("WORLD_SIZE")
        ev = [Evidence(f"{rank.name}: {said}", rank.ref, pointer, at(rank.source, pointer) if pointer else raw)]
        if ws_ev is not None and rank.env_pointer(ws_ev) != pointer:
            ev.append(Evidence("WORLD_SIZE env", rank.ref, rank.env_pointer(ws_ev), ws_ev.value))
        if job.owner is not None and job.expected:
            ptr = job.expected_source if job.expected_source.startswith("/") and "*" not in job.expected_source else None
            ev.append(Evidence(f"replicas of {job.ref.kind} {job.ref.name}", job.ref, ptr, job.expected))
        else:
            ev.append(Evidence("rank pods found in the snapshot", None, None, [r.name for r in job.ranks]))
        return self.finding(
            key=f"{job.key}|size", objects=[job.ref],
            title=f"{job.describe()}: {said} but the job runs {actual} {what}",
            summary=f"The job is configured with {said}, while {actual_src} gives {actual}: {consequence}.",
            evidence=ev, confidence=0.9, root_cause=True,
            blast_radius=sum(max(r.gpus, 1) for r in job.live_ranks) or max(actual, 1),
            explains=[log_fact(job, c) for c in ("rendezvous_unreachable", "collective_timeout")],
            remediation=Remediation(
                f"Make {said.split('=')[0]} equal to {actual} (or scale the job to {claimed} {what}).",
                commands=(f"kubectl -n {job.namespace} get {job.ref.kind.lower()} {job.ref.name} -o yaml",)))
