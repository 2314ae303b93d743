"""Where a distributed job's ranks run, level by level, and whether one domain had room for all of
them; the scheduler the job goes through and the fix in that scheduler's own terms.

Jobs are the ones doctor/distributed/jobs.py recognises (PyTorchJob, JobSet, TrainJob, Volcano
Job, LeaderWorkerSet group, StatefulSet / Job with a launcher, RayCluster, bare MASTER_ADDR pods).
Only GPU ranks count (a rank with no GPU request has no NVLink or collective bandwidth at stake)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..distributed.jobs import (JOBSET_NAME, KUBEFLOW_JOB, LWS_GROUP, LWS_NAME, RAY_CLUSTER, VOLCANO_JOB, Job,
                                Rank)
from ..kube.guards import D, L
from .domains import CLIQUE, HYPERNODES, Level, Room, Topology, rooms, topology_of

KUEUE_QUEUE = "kueue.x-k8s.io/queue-name"
KUEUE_REQUIRED = "kueue.x-k8s.io/podset-required-topology"
KUEUE_PREFERRED = "kueue.x-k8s.io/podset-preferred-topology"
# labels that differ per pod of one job: never a selector for "the job's pods"
_PER_POD = ("pod-template-hash", "controller-revision-hash", "statefulset.kubernetes.io/pod-name",
            "apps.kubernetes.io/pod-index", "batch.kubernetes.io/job-completion-index", "job-completion-index",
            "training.kubeflow.org/replica-index", "training.kubeflow.org/replica-type",
            "training.kubeflow.org/job-role", "jobset.sigs.k8s.io/job-index", "jobset.sigs.k8s.io/job-global-index",
            "leaderworkerset.sigs.k8s.io/worker-index", "volcano.sh/task-index", "volcano.sh/task-spec",
            "ray.io/node-type", "ray.io/group", "controller-uid", "batch.kubernetes.io/controller-uid")


@dataclass
class Split:
    """A running job whose ranks sit in more than one domain of `level`."""

    job: Job
    level: Level
    placed: dict[str, list[Rank]]       # domain -> the ranks in it
    per_rank: int                       # GPUs one rank asks for (the largest rank)
    rooms: list[Room]                   # per domain, roomiest first
    also: list[Level] = field(default_factory=list)   # narrower levels split as well

    @property
    def best(self) -> Room:
        return self.rooms[0]

    @property
    def fits_one(self) -> bool:
        return bool(self.rooms) and self.rooms[0].ranks >= len(self.job_ranks)

    @property
    def job_ranks(self) -> list[Rank]:
        return [r for rs in self.placed.values() for r in rs]


def gpu_ranks(job: Job) -> list[Rank]:
    return [r for r in job.live_ranks if r.gpus > 0]


def splits(snapshot, job: Job) -> list[Split]:
    """Every level at which this job's bound GPU ranks sit in more than one domain, widest first.
    A rank on a node that carries no label of the level is left out of that level."""
    ranks = [r for r in gpu_ranks(job) if r.node]
    if len(ranks) < 2 or len({r.node for r in ranks}) < 2:
        return []
    topo = topology_of(snapshot)
    per_rank = max(r.gpus for r in ranks)
    held: dict[str, int] = {}
    for r in ranks:
        held[r.node] = held.get(r.node, 0) + r.gpus
    out = []
    for level in topo.levels:
        placed: dict[str, list[Rank]] = {}
        for r in ranks:
            value = topo.domain_of(level, r.node)
            if value is not None:
                placed.setdefault(value, []).append(r)
        if len(placed) < 2:
            continue
        out.append(Split(job, level, placed, per_rank, rooms(snapshot, topo, level, per_rank, len(ranks), held)))
    return out


def scheduler_of(snapshot, job: Job) -> str:
    """volcano | kueue | kai | default: who places this job's pods (and so where the fix goes)."""
    pod = (job.live_ranks or job.ranks)[0].pod if (job.live_ranks or job.ranks) else {}
    name = D(pod.get("spec")).get("schedulerName") or "default-scheduler"
    if name == "volcano" or job.kind == "VolcanoJob":
        return "volcano"
    labels = D(D(pod.get("metadata")).get("labels"))
    owner_labels = D(D(D(job.owner).get("metadata")).get("labels")) if job.owner else {}
    if labels.get(KUEUE_QUEUE) or owner_labels.get(KUEUE_QUEUE):
        return "kueue"
    if "kai" in str(name):
        return "kai"
    return "default"


def job_selector(job: Job) -> dict[str, str]:
    """Labels every pod of this job carries and no other job's would: the operator's job label,
    else the labels the ranks share (per-pod labels left out)."""
    ranks = job.live_ranks or job.ranks
    if not ranks:
        return {}
    labels = D(D(ranks[0].pod.get("metadata")).get("labels"))
    for key in (KUBEFLOW_JOB, JOBSET_NAME, VOLCANO_JOB, RAY_CLUSTER):
        if labels.get(key):
            return {key: str(labels[key])}
    if labels.get(LWS_NAME):
        out = {LWS_NAME: str(labels[LWS_NAME])}
        if labels.get(LWS_GROUP) is not None:
            out[LWS_GROUP] = str(labels[LWS_GROUP])
        return out
    common = {k: v for k, v in labels.items() if k not in _PER_POD}
    for r in ranks[1:]:
        other = D(D(r.pod.get("metadata")).get("labels"))
        common = {k: v for k, v in common.items() if other.get(k) == v}
    return {k: str(v) for k, v in sorted(common.items())}


def fix_for(snapshot, job: Job, level: Level, scheduler: str) -> tuple[str, str, tuple[str, ...]]:
    """(plain-English fix, YAML patch, commands) keeping the job inside one domain of `level`."""
    sel = job_selector(job)
    key = level.label
    where = _template_path(job)
    cmds: list[str] = []
    if level.kind == "hypernode" or scheduler == "volcano":
        tier = level.key.rsplit("-", 1)[-1] if level.kind == "hypernode" else "1"
        text = ("Volcano places the whole job inside one HyperNode when the Volcano Job asks for it: set "
                f"spec.networkTopology (mode: hard, highestTierAllowed: {tier}) on the Volcano Job"
                + ("" if snapshot.has(HYPERNODES) else ", after describing the network as HyperNodes "
                   "(topology.volcano.sh/v1alpha1; Volcano can discover them from node labels)") + ".")
        patch = f"spec:\n  networkTopology:\n    mode: hard\n    highestTierAllowed: {tier}\n"
        cmds.append("kubectl get hypernodes")
        if key and level.kind != "hypernode":
            text += f" Without Volcano's network topology, require pod affinity on {key} (below)."
            patch += "---\n" + _affinity_patch(where, key, sel)
        return text, patch, tuple(cmds)
    if scheduler == "kueue" and key:
        text = (f"Kueue's topology-aware scheduling admits the job only where one {level.name} has room for all "
                f"its pods: annotate the pod template with {KUEUE_REQUIRED}: {key} (the level must be in the "
                "Topology of the ResourceFlavor the queue uses).")
        patch = f"{where}:\n  metadata:\n    annotations:\n      {KUEUE_REQUIRED}: {key}\n"
        cmds += ["kubectl get topologies.kueue.x-k8s.io -o yaml", "kubectl get resourceflavors -o yaml"]
        return text, patch, tuple(cmds)
    text = (f"Require the ranks to share one {level.name}: pod affinity on topologyKey {key} to the job's own "
            "pods in the pod template (the first rank picks the domain, the rest must follow; admit the job as a "
            "gang, e.g. Kueue or Volcano, so a half-placed job cannot pin itself to a domain without room).")
    if level.kind == "clique":
        text += (" For multi-node NVLink (GB200/GB300 NVL racks) give the job a ComputeDomain "
                 "(resource.nvidia.com, NVIDIA DRA driver): its IMEX channel keeps all pods of the job in one clique.")
        cmds.append("kubectl get computedomains -A")
    cmds.append(f"kubectl get nodes -L {key}")
    return text, _affinity_patch(where, key or "", sel), tuple(cmds)


def _template_path(job: Job) -> str:
    return {"PyTorchJob": "spec.pytorchReplicaSpecs.<Master|Worker>.template",
            "JobSet": "spec.replicatedJobs[*].template.spec.template",
            "TrainJob": "the TrainingRuntime's replicatedJobs[node].template.spec.template",
            "VolcanoJob": "spec.tasks[*].template", "StatefulSet": "spec.template", "Job": "spec.template",
            "LeaderWorkerSet": "spec.leaderWorkerTemplate.{leader,worker}Template",
            "RayCluster": "spec.workerGroupSpecs[*].template"}.get(job.kind, "the pod template")


def _affinity_patch(where: str, key: str, sel: dict[str, str]) -> str:
    labels = "".join(f"\n                  {k}: {v}" for k, v in sel.items()) or " {}"
    return (f"# {where}\nspec:\n  affinity:\n    podAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n"
            f"        - topologyKey: {key}\n          labelSelector:\n            matchLabels:{labels}\n")


# ---- the pending side: a gang that fits only spread ---------------------------------------
@dataclass
class GangConstraint:
    level: Level
    how: str              # "pod affinity on <key>" | "Volcano networkTopology hard, highestTierAllowed N"
    pointer: str | None   # JSON pointer into `source` (the pod or the job object)
    source: str           # "pod" | "job"


def single_domain_constraint(snapshot, job: Job, rank: Rank) -> GangConstraint | None:
    """The constraint that keeps this job's ranks inside one domain, when the job declares one: a
    required pod affinity to the job's own pods on a topology key, or Volcano's hard network
    topology (a Volcano Job's or its PodGroup's spec.networkTopology)."""
    topo = topology_of(snapshot)
    aff = D(D(D(rank.pod.get("spec")).get("affinity")).get("podAffinity"))
    own = D(D(rank.pod.get("metadata")).get("labels"))
    from ..kube.selectors import matches_label_selector
    for i, term in enumerate(L(aff.get("requiredDuringSchedulingIgnoredDuringExecution"))):
        term = D(term)
        key = term.get("topologyKey")
        if not isinstance(key, str) or not key or key == "kubernetes.io/hostname":
            continue
        if not matches_label_selector(D(term.get("labelSelector")), own):
            continue
        level = next((lv for lv in topo.levels if lv.key == key), None) or Level(
            key, f"{key} domain", "clique" if key == CLIQUE else "network",
            "")
        return GangConstraint(level, f"required pod affinity to the job's own pods on {key}",
                              f"/spec/affinity/podAffinity/requiredDuringSchedulingIgnoredDuringExecution/{i}", "pod")
    nt = D(D(D(job.owner).get("spec")).get("networkTopology")) if job.owner else {}
    if nt.get("mode") == "hard":
        tier = nt.get("highestTierAllowed") if isinstance(nt.get("highestTierAllowed"), int) else 1
        level = next((lv for lv in topo.levels if lv.key == f"volcano-hypernode/tier-{tier}"), None)
        if level is not None:
            return GangConstraint(level, f"Volcano networkTopology mode hard, highestTierAllowed {tier}",
                                  "/spec/networkTopology", "job")
    return None


def gang_rooms(snapshot, job: Job, level: Level) -> tuple[int, int, list[Room]]:
    """(ranks, GPUs per rank, rooms) for the whole live gang of `job` (bound ranks count their own
    GPUs as available: the gang would move together)."""
    ranks = gpu_ranks(job)
    per_rank = max((r.gpus for r in ranks), default=0)
    held: dict[str, int] = {}
    for r in ranks:
        if r.node:
            held[r.node] = held.get(r.node, 0) + r.gpus
    n = max(len(ranks), job.expected or 0)
    topo: Topology = topology_of(snapshot)
    if level.key not in topo.member and level.label:
        # a level the pod names but no static/known level lists: group nodes by that label now
        topo.member[level.key] = {str(D(D(nd).get("metadata")).get("name")): str(D(D(D(nd).get("metadata")).get("labels")).get(level.key))
                                  for nd in snapshot.nodes if isinstance(nd, dict)
                                  and D(D(D(nd).get("metadata")).get("labels")).get(level.key) not in (None, "")}
    return n, per_rank, rooms(snapshot, topo, level, per_rank, n, held)
