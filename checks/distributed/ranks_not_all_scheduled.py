"""A distributed job is all-or-nothing: if some ranks are Pending, the scheduled ranks hold
their GPUs and wait in rendezvous until the timeout. The scheduler places pods one at a time
(no gang semantics) unless a gang scheduler (Volcano PodGroup minMember, Kueue, coscheduling)
admits the whole job at once. The why of each Pending rank is `doctor pending`'s job."""
from __future__ import annotations

from doctor.check import Check
from doctor.distributed.common import log_fact
from doctor.distributed.jobs import jobs_of
from doctor.kube.pods import condition, phase
from doctor.model import Evidence, Fact, Remediation, Severity, Subject, Symptom, json_pointer


class RanksNotAllScheduled(Check):
    """Why it exists: without gang scheduling, half-started jobs hold GPUs while waiting for ranks that cannot be placed."""

    id = "ranks_not_all_scheduled"
    title = "Distributed job has ranks Pending while others hold GPUs"
    category = "distributed"
    requires = ("pods",)
    optional = ("statefulsets.apps", "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io",
                "jobs.batch.volcano.sh", "jobs.batch", "events")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    states = (Symptom.JOB_RANKS_PENDING,)
    may_explain = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        for job in jobs_of(snapshot):
            if job.from_manifest:
                continue          # a manifest without pods: nothing is scheduled yet, nothing holds GPUs
            live = job.live_ranks
            pending = [r for r in live if not r.node]
            running = [r for r in live if r.node]
            # pods the owner asks for that do not exist at all (finished pods count as existing)
            missing = (job.expected - len(job.ranks)) if job.expected and job.expected > len(job.ranks) else 0
            if not pending and not missing:
                continue
            if not running and not missing:
                continue          # nothing holds GPUs: a plain Pending job, `doctor pending` covers it
            held = sum(r.gpus for r in running)
            scheduler = (live[0].pod.get("spec") or {}).get("schedulerName") or "default-scheduler"
            ev = []
            for r in pending[:3]:
                cond = condition(r.pod, "PodScheduled")
                conds = (r.pod.get("status") or {}).get("conditions") or []
                idx = next((i for i, c in enumerate(conds) if c is cond), None)
                ev.append(Evidence(f"{r.name} is {phase(r.pod)}", r.ref,
                                   json_pointer("status", "conditions", idx, "message") if idx is not None else "/status/phase",
                                   (cond or {}).get("message") if cond else phase(r.pod)))
            if running:
                ev.append(Evidence("ranks running and holding GPUs", None, None,
                                   [f"{r.name} on {r.node}" for r in running[:8]]))
            if missing:
                ev.append(Evidence(f"{job.ref.kind} asks for {job.expected} pods, {len(live)} exist", job.ref,
                                   job.expected_source if job.expected_source.startswith("/") and "*" not in job.expected_source else None,
                                   job.expected))
            gang = scheduler not in ("default-scheduler",)
            first = pending[0] if pending else None
            cmds = tuple(f"doctor pending {r.namespace}/{r.name}" for r in pending[:3])
            if job.kind == "StatefulSet" and missing and (((job.owner or {}).get("spec") or {}).get("podManagementPolicy") or "OrderedReady") == "OrderedReady":
                cmds += (f"kubectl -n {job.namespace} get statefulset {job.name} -o jsonpath='{{.spec.podManagementPolicy}}'",)
            yield self.finding(
                key=f"{job.key}|gang", objects=[job.ref] + [r.ref for r in (pending or running)[:5]],
                title=(f"{job.describe()}: {len(pending) + missing} of {len(live) + missing} ranks are not scheduled; "
                       f"{len(running)} running rank(s) hold {held} GPU(s) idle"),
                summary=(f"{len(pending)} rank pod(s) are Pending" + (f" and {missing} were never created" if missing else "")
                         + f", so rendezvous cannot complete: the {len(running)} scheduled rank(s) wait and keep "
                         f"{held} GPU(s) busy doing nothing until the rendezvous timeout. "
                         + ("The pods use scheduler " + scheduler + ", so check its gang (PodGroup) status. " if gang else
                            "The default scheduler places pods one by one (no gang scheduling). ")
                         + (f"Run `doctor pending {first.namespace}/{first.name}` for why the Pending ranks do not fit." if first else "")),
                evidence=ev, confidence=0.9, root_cause=True, blast_radius=max(held, 1),
                states=[Fact(Symptom.JOB_RANKS_PENDING, Subject.job(job.key))],
                explains=[log_fact(job, c) for c in ("rendezvous_unreachable", "collective_timeout")],
                remediation=Remediation(
                    "Make room for every rank (or shrink the job), and admit the job as a gang so partial starts "
                    "cannot hold GPUs: Volcano (schedulerName: volcano + PodGroup minMember), Kueue, or the "
                    "coscheduling plugin. For a StatefulSet use podManagementPolicy: Parallel.",
                    commands=cmds))
