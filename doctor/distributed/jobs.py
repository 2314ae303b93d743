"""Distributed training jobs as the snapshot shows them: which pods are the ranks of one job
(Kubeflow PyTorchJob, Volcano Job, JobSet, StatefulSet + headless Service, indexed/plain Jobs,
RayCluster, bare pods with MASTER_ADDR), what each rank's environment resolves to (downward
API included), and what the launcher (torchrun / torch.distributed.launch) was told.

Everything is computed once per snapshot (`jobs_of(snapshot)` caches on the snapshot object),
in one pass over the pods, so every distributed check shares the same grouping."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..kube.first_looks import looked, register as register_look
from ..kube.gpu import container_gpu_request
from ..kube.pods import condition, is_terminated
from ..model import ObjectRef, json_pointer

# ---- labels written by the operators (see shared/reference/distributed.md §4) -----------
KUBEFLOW_JOB = "training.kubeflow.org/job-name"
KUBEFLOW_TYPE = "training.kubeflow.org/replica-type"
KUBEFLOW_INDEX = "training.kubeflow.org/replica-index"
KUBEFLOW_OPERATOR = "training.kubeflow.org/operator-name"
JOBSET_NAME = "jobset.sigs.k8s.io/jobset-name"
JOBSET_GLOBAL_INDEX = "jobset.sigs.k8s.io/job-global-index"
VOLCANO_JOB = "volcano.sh/job-name"
VOLCANO_TASK = "volcano.sh/task-spec"
RAY_CLUSTER = "ray.io/cluster"
RAY_NODE_TYPE = "ray.io/node-type"
LWS_NAME = "leaderworkerset.sigs.k8s.io/name"              # kubernetes-sigs/lws api/leaderworkerset/v1
LWS_GROUP = "leaderworkerset.sigs.k8s.io/group-index"
LWS_WORKER = "leaderworkerset.sigs.k8s.io/worker-index"
LWS_SIZE = "leaderworkerset.sigs.k8s.io/size"               # annotation
JOBSET_REPLICATED_JOB = "jobset.sigs.k8s.io/replicatedjob-name"
TRAINJOB_STEP = "trainer.kubeflow.org/trainjob-ancestor-step"  # kubeflow/trainer pkg/constants
TRAINJOB_INITIALIZERS = ("dataset-initializer", "model-initializer")
TRAINJOB_BASE = "/spec/trainer"     # template ranks of a TrainJob: fields come from spec.trainer or the runtime
STS_POD_INDEX = "apps.kubernetes.io/pod-index"          # a LABEL (PodIndexLabel, beta 1.28)
JOB_COMPLETION_INDEX = "batch.kubernetes.io/job-completion-index"  # label and annotation

DIST_ENV = ("MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK", "PET_NNODES", "PET_MASTER_ADDR",
            "PET_RDZV_ENDPOINT", "NCCL_SOCKET_IFNAME", "NCCL_IB_HCA", "LWS_LEADER_ADDRESS", "LWS_GROUP_SIZE")
LAUNCHERS = ("torchrun", "torch.distributed.run", "torch.distributed.launch")
DEFAULT_TORCHRUN_PORT = 29500


@dataclass
class EnvValue:
    name: str
    value: str | None          # None: cannot be known from the snapshot (secret, missing CM)
    source: str                # "value", "fieldRef metadata.labels['x']", "configMapKeyRef", ...
    pointer: str               # JSON pointer into the pod to the env entry
    missing_ref: bool = False  # fieldRef to a label/annotation the pod does not carry

    @property
    def value_pointer(self) -> str:
        """Pointer to the field holding the value (…/value, or …/valueFrom for references)."""
        if self.source == "value":
            return self.pointer + "/value"
        if "/envFrom/" in self.pointer:
            return self.pointer
        return self.pointer + "/valueFrom"


@dataclass
class Launcher:
    tool: str                  # torchrun | torch.distributed.run | torch.distributed.launch
    options: dict[str, str]    # normalised: nproc_per_node, nnodes, node_rank, master_addr, ...
    raw: str                   # the command line as written (after $(VAR) expansion by kubelet)
    expanded: dict[str, str]   # option -> value after shell $VAR expansion with the pod env
    where: tuple = ()          # ("command"|"args", index) of the element that starts the launcher


@dataclass
class Rank:
    pod: dict
    container: dict
    container_index: int
    env: dict[str, EnvValue]
    launcher: Launcher | None
    index: int | None          # replica index / ordinal when known
    template: bool = False     # built from the job's pod template (no pod exists yet: a manifest)

    @property
    def name(self) -> str:
        return (self.pod.get("metadata") or {}).get("name") or "?"

    @property
    def namespace(self) -> str:
        return (self.pod.get("metadata") or {}).get("namespace") or "default"

    claim_gpus: int = 0                  # GPUs the pod gets through DRA ResourceClaims (doctor.dra.gpus)
    owner_ref: ObjectRef | None = None   # template ranks: the job object the template lives in
    base: str = ""                       # template ranks: pointer to the pod template in that object
    owner_obj: dict | None = None        # template ranks: that object

    @property
    def source(self) -> dict:
        """The object ``ref`` and ``pointer`` refer to (the pod, or the job holding the template)."""
        return self.owner_obj if self.template and self.owner_obj is not None else self.pod

    @property
    def ref(self) -> ObjectRef:
        if self.template and self.owner_ref is not None:
            return self.owner_ref
        return ObjectRef("Pod", self.name, self.namespace)

    def pointer(self, *parts) -> str | None:
        """A JSON Pointer into ``ref``: the pod itself, or the pod template inside the job (None
        for a TrainJob field that comes from its runtime, not from the TrainJob)."""
        if self.base == TRAINJOB_BASE:
            return None
        return self.base + json_pointer(*parts)

    def env_pointer(self, ev: "EnvValue") -> str | None:
        """Pointer, into ``ref``, to the field holding an env value: in the pod, or in the pod
        template inside the job (None for a TrainJob, whose env may come from its runtime)."""
        if not self.template:
            return ev.value_pointer
        if self.base == TRAINJOB_BASE:
            return None
        return self.base + ev.value_pointer

    @property
    def node(self) -> str | None:
        return (self.pod.get("spec") or {}).get("nodeName")

    @property
    def ip(self) -> str | None:
        return (self.pod.get("status") or {}).get("podIP")

    @property
    def ready(self) -> bool:
        c = condition(self.pod, "Ready")
        return bool(c and c.get("status") == "True")

    def env_value(self, name: str) -> str | None:
        ev = self.env.get(name)
        return ev.value if ev else None

    def container_pointer(self, *rest) -> str | None:
        if self.base == TRAINJOB_BASE:
            # the TrainJob's own fields: spec.trainer.{command,args,env,resourcesPerNode}
            if rest and rest[0] in ("command", "args", "env"):
                return json_pointer("spec", "trainer", *rest)
            if rest and rest[0] == "resources":
                return json_pointer("spec", "trainer", "resourcesPerNode", *rest[1:])
            return None
        return self.base + json_pointer("spec", "containers", self.container_index, *rest)

    @property
    def launcher_pointer(self) -> str:
        """Pointer to the command/args element holding the launcher command line."""
        if self.launcher is not None and self.launcher.where:
            return self.container_pointer(*self.launcher.where)
        return self.container_pointer("args") if self.container.get("args") else self.container_pointer("command")

    @property
    def gpus(self) -> int:
        """GPUs of this rank: its container's nvidia.com/gpu-style request plus the GPUs its pod gets
        through DRA claims (counted by doctor.dra.gpus, the one place that counts them)."""
        return sum(container_gpu_request(self.container).values()) + self.claim_gpus


@dataclass
class Job:
    kind: str                  # PyTorchJob | JobSet | VolcanoJob | StatefulSet | Job | RayCluster | Pods
    namespace: str
    name: str
    ranks: list[Rank] = field(default_factory=list)
    owner: dict | None = None  # the controller object when recorded
    expected: int | None = None  # pods the owner asks for (replicas), when known
    expected_source: str = ""    # where `expected` came from (pointer text)
    from_manifest: bool = False  # no pod exists: the ranks are the owner's pod templates (judged before any pod runs)

    @property
    def ref(self) -> ObjectRef:
        if self.owner is not None:
            return ObjectRef.of(self.owner)
        return ObjectRef(self.kind, self.name, self.namespace)

    @property
    def key(self) -> str:
        return f"{self.namespace}/{self.kind}/{self.name}"

    @cached_property
    def live_ranks(self) -> list[Rank]:
        """Rank pods that exist and have not finished (never template ranks)."""
        return [r for r in self.ranks if not r.template and not is_terminated(r.pod)]

    @cached_property
    def spec_ranks(self) -> list[Rank]:
        """What to judge the pod spec on: the live ranks, or for a job with no pod yet its
        templates (one rank per role)."""
        return self.live_ranks or [r for r in self.ranks if r.template]

    def describe(self) -> str:
        return f"{self.kind} {self.namespace}/{self.name}"


# ---- environment resolution ---------------------------------------------------------------
_FIELD_KEY = re.compile(r"^metadata\.(labels|annotations)\['(.+)'\]$")
_VAR_REF = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)")


def _field_value(pod: dict, path: str) -> tuple[str | None, bool]:
    """Downward API fieldRef -> (value, missing_ref). A missing label/annotation gives ""."""
    meta = pod.get("metadata") or {}
    m = _FIELD_KEY.match(path or "")
    if m:
        bag = meta.get(m.group(1)) or {}
        if m.group(2) in bag:
            return str(bag[m.group(2)]), False
        return "", True
    simple = {"metadata.name": meta.get("name"), "metadata.namespace": meta.get("namespace"),
              "metadata.uid": meta.get("uid"), "spec.nodeName": (pod.get("spec") or {}).get("nodeName"),
              "spec.serviceAccountName": (pod.get("spec") or {}).get("serviceAccountName"),
              "status.podIP": (pod.get("status") or {}).get("podIP"),
              "status.hostIP": (pod.get("status") or {}).get("hostIP")}
    if path in simple:
        v = simple[path]
        return (str(v) if v is not None else None), False
    return None, False


def resolve_env(pod: dict, container: dict, container_index: int, snapshot=None) -> dict[str, EnvValue]:
    """The container's environment as the kubelet would build it: envFrom first, then env in
    order (later wins), $(VAR) references expanded against what was defined before. Secret
    values are never read (value None)."""
    ns = (pod.get("metadata") or {}).get("namespace") or "default"
    out: dict[str, EnvValue] = {}
    for j, src in enumerate(container.get("envFrom") or []):
        if not isinstance(src, dict):
            continue
        prefix = src.get("prefix") or ""
        cm_ref = src.get("configMapRef")
        if cm_ref and snapshot is not None:
            cm = snapshot.get("configmaps", ns, cm_ref.get("name") or "")
            for k, v in ((cm or {}).get("data") or {}).items():
                out[prefix + k] = EnvValue(prefix + k, str(v), f"configMap {cm_ref.get('name')}",
                                           json_pointer("spec", "containers", container_index, "envFrom", j))
    for i, ev in enumerate(container.get("env") or []):
        if not isinstance(ev, dict) or not ev.get("name"):
            continue
        name = ev["name"]
        ptr = json_pointer("spec", "containers", container_index, "env", i)
        if "value" in ev:
            raw = "" if ev.get("value") is None else str(ev.get("value"))
            value = _VAR_REF.sub(lambda m: out[m.group(1)].value if m.group(1) in out and out[m.group(1)].value is not None else m.group(0), raw)
            out[name] = EnvValue(name, value, "value", ptr)
            continue
        vf = ev.get("valueFrom") or {}
        if "fieldRef" in vf:
            path = (vf.get("fieldRef") or {}).get("fieldPath") or ""
            value, missing = _field_value(pod, path)
            out[name] = EnvValue(name, value, f"fieldRef {path}", ptr, missing_ref=missing)
        elif "configMapKeyRef" in vf:
            ref = vf.get("configMapKeyRef") or {}
            value = None
            if snapshot is not None:
                cm = snapshot.get("configmaps", ns, ref.get("name") or "")
                if cm is not None:
                    value = ((cm.get("data") or {}).get(ref.get("key") or ""))
            out[name] = EnvValue(name, value, f"configMapKeyRef {ref.get('name')}/{ref.get('key')}", ptr)
        elif "secretKeyRef" in vf:
            out[name] = EnvValue(name, None, "secretKeyRef", ptr)
        else:
            out[name] = EnvValue(name, None, "valueFrom", ptr)
    return out


# ---- launcher command lines ----------------------------------------------------------------
_OPT_ALIASES = {
    "nproc_per_node": "nproc_per_node", "nproc-per-node": "nproc_per_node",
    "nnodes": "nnodes", "node_rank": "node_rank", "node-rank": "node_rank",
    "master_addr": "master_addr", "master-addr": "master_addr",
    "master_port": "master_port", "master-port": "master_port",
    "rdzv_endpoint": "rdzv_endpoint", "rdzv-endpoint": "rdzv_endpoint",
    "rdzv_backend": "rdzv_backend", "rdzv-backend": "rdzv_backend",
    "standalone": "standalone",
}
_SHELL_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)")


def _command_text(container: dict, env: dict[str, EnvValue]) -> str:
    parts = [str(x) for x in (container.get("command") or []) + (container.get("args") or [])]
    text = "\n".join(parts)
    # the kubelet expands $(VAR) in command/args before the shell ever sees them
    return _VAR_REF.sub(lambda m: env[m.group(1)].value if m.group(1) in env and env[m.group(1)].value is not None else m.group(0), text)


def parse_launcher(container: dict, env: dict[str, EnvValue]) -> Launcher | None:
    text = _command_text(container, env)
    tool = next((t for t in LAUNCHERS if t in text), None)
    if tool is None:
        return None
    start = text.index(tool)
    tokens = _tokens(text[start:])
    opts: dict[str, str] = {}
    i = 1
    while i < len(tokens):
        tok = tokens[i]
        if not tok.startswith("--"):
            if tok.endswith(".py") or not tok.startswith("-"):
                break                   # the training script: its own args follow
            i += 1
            continue
        body = tok[2:]
        if "=" in body:
            key, value = body.split("=", 1)
        else:
            key = body
            value = tokens[i + 1] if i + 1 < len(tokens) and not tokens[i + 1].startswith("--") else ""
            if value:
                i += 1
        norm = _OPT_ALIASES.get(key)
        if norm == "standalone" and "=" not in body and value:
            i -= 1                     # a flag: it takes no value
            value = "1"
        if norm:
            opts[norm] = value
        i += 1
    for env_name, opt in (("PET_NPROC_PER_NODE", "nproc_per_node"), ("PET_NNODES", "nnodes"),
                          ("PET_NODE_RANK", "node_rank"), ("PET_MASTER_ADDR", "master_addr"),
                          ("PET_MASTER_PORT", "master_port"), ("PET_RDZV_ENDPOINT", "rdzv_endpoint"),
                          ("PET_RDZV_BACKEND", "rdzv_backend")):
        if opt not in opts and env.get(env_name) and env[env_name].value is not None:
            opts[opt] = env[env_name].value
    expanded = {k: expand_shell(v, env) for k, v in opts.items()}
    where: tuple = ()
    for field_name in ("command", "args"):
        for i, part in enumerate(container.get(field_name) or []):
            if not where and tool in str(part):
                where = (field_name, i)
    return Launcher(tool, opts, text[start:start + 400], expanded, where)


@lru_cache(maxsize=4096)
def _tokens(segment: str) -> tuple[str, ...]:
    """shlex is slow and every rank of a job has the same command line: tokenise once."""
    segment = segment.replace("\\\n", " ")
    try:
        return tuple(shlex.split(segment, posix=True))
    except ValueError:
        return tuple(segment.split())


def expand_shell(value: str, env: dict[str, EnvValue]) -> str | None:
    """$VAR / ${VAR} as the shell would expand them from the container env; None when a
    referenced value is unknowable (a secret)."""
    unknown = False

    def sub(m):
        nonlocal unknown
        name = m.group(1) or m.group(2)
        ev = env.get(name)
        if ev is None:
            return ""               # unset in the shell -> empty string
        if ev.value is None:
            unknown = True
            return ""
        return ev.value
    out = _SHELL_VAR.sub(sub, value or "")
    return None if unknown else out


def to_int(text) -> int | None:
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return None


# ---- rank recognition ----------------------------------------------------------------------
_OPERATOR_LABELS = (KUBEFLOW_JOB, JOBSET_NAME, VOLCANO_JOB, RAY_CLUSTER, LWS_NAME)


_DIST_ENV_SET = frozenset(DIST_ENV)


def _candidate(pod: dict) -> bool:
    """Cheap first look: operator labels, distributed env names, or a launcher on the command
    line. Most pods of a big cluster stop here."""
    labels = (pod.get("metadata") or {}).get("labels") or {}
    if labels and not labels.keys().isdisjoint(_OPERATOR_LABELS):
        return True
    dist = _DIST_ENV_SET
    for c in (pod.get("spec") or {}).get("containers") or []:
        if not isinstance(c, dict):
            continue
        env = c.get("env")
        if env:
            for e in env:
                if isinstance(e, dict):
                    name = e.get("name")
                    if name and (name in dist or name.startswith("PET_")):
                        return True
        for key in ("command", "args"):
            parts = c.get(key)
            if parts:
                for part in parts:
                    text = part if type(part) is str else str(part)
                    if "torch" in text and any(t in text for t in LAUNCHERS):
                        return True
    return False



register_look("distributed.candidate", _candidate)   # taken in doctor.kube.first_looks' one pass

def _main_container(pod: dict) -> tuple[int, dict] | None:
    containers = (pod.get("spec") or {}).get("containers") or []
    best = None
    for i, c in enumerate(containers):
        if not isinstance(c, dict):
            continue
        names = {e.get("name") for e in c.get("env") or [] if isinstance(e, dict)}
        cmd = " ".join(str(x) for x in (c.get("command") or []) + (c.get("args") or []))
        score = (3 if names & {"MASTER_ADDR", "PET_NNODES", "PET_MASTER_ADDR"} else 0) + \
                (2 if any(t in cmd for t in LAUNCHERS) else 0) + \
                (1 if container_gpu_request(c) or (c.get("resources") or {}).get("claims") else 0) + \
                (1 if c.get("name") == "pytorch" else 0)
        if best is None or score > best[0]:
            best = (score, i, c)
    return (best[1], best[2]) if best else None


def _looks_distributed(pod: dict, container: dict) -> bool:
    names = {e.get("name") for e in container.get("env") or [] if isinstance(e, dict)}
    if names & set(DIST_ENV):
        return True
    cmd = " ".join(str(x) for x in (container.get("command") or []) + (container.get("args") or []))
    return any(t in cmd for t in LAUNCHERS)


def _controller(pod: dict) -> dict | None:
    refs = (pod.get("metadata") or {}).get("ownerReferences") or []
    return next((r for r in refs if isinstance(r, dict) and r.get("controller")), refs[0] if refs else None)


def _group_key(pod: dict, container: dict, snapshot) -> tuple[str, str] | None:
    """(kind, name) of the job a pod belongs to, or None if it is not a distributed rank."""
    labels = (pod.get("metadata") or {}).get("labels") or {}
    if labels.get(KUBEFLOW_JOB):
        return "PyTorchJob", labels[KUBEFLOW_JOB]
    if labels.get(LWS_NAME):
        # each LeaderWorkerSet group (leader + size-1 workers) is one distributed job
        return "LeaderWorkerSet", f"{labels[LWS_NAME]}/{labels.get(LWS_GROUP, '0')}"
    if labels.get(JOBSET_NAME):
        if labels.get(JOBSET_REPLICATED_JOB) in TRAINJOB_INITIALIZERS or labels.get(TRAINJOB_STEP) in TRAINJOB_INITIALIZERS:
            return None            # a TrainJob's dataset/model initializer, not a rank
        if snapshot is not None and snapshot.get("trainjobs.trainer.kubeflow.org",
                                                 (pod.get("metadata") or {}).get("namespace") or "default",
                                                 labels[JOBSET_NAME]) is not None:
            return "TrainJob", labels[JOBSET_NAME]
        return "JobSet", labels[JOBSET_NAME]
    if labels.get(VOLCANO_JOB):
        return "VolcanoJob", labels[VOLCANO_JOB]
    if labels.get(RAY_CLUSTER):
        return "RayCluster", labels[RAY_CLUSTER]
    owner = _controller(pod)
    if owner and owner.get("kind") == "StatefulSet" and _looks_distributed(pod, container):
        return "StatefulSet", owner.get("name") or "?"
    if owner and owner.get("kind") == "Job" and _looks_distributed(pod, container):
        return "Job", owner.get("name") or "?"
    env_names = {e.get("name"): e for e in container.get("env") or [] if isinstance(e, dict)}
    if "MASTER_ADDR" in env_names:
        addr = env_names["MASTER_ADDR"].get("value") or "?"
        return "Pods", f"MASTER_ADDR={addr}"
    return None


def _index_of(pod: dict, kind: str) -> int | None:
    meta = pod.get("metadata") or {}
    labels = meta.get("labels") or {}
    annotations = meta.get("annotations") or {}
    if kind == "PyTorchJob":
        idx = to_int(labels.get(KUBEFLOW_INDEX))
        rtype = (labels.get(KUBEFLOW_TYPE) or "").lower()
        if idx is not None and rtype == "worker":
            return idx + 1        # rank = index + 1 for workers when a Master exists
        if rtype == "master":
            return 0
        return idx
    if kind in ("JobSet", "TrainJob"):
        return to_int(labels.get(JOBSET_GLOBAL_INDEX))
    if kind == "LeaderWorkerSet":
        return to_int(labels.get(LWS_WORKER))
    for source in (labels.get(STS_POD_INDEX), labels.get(JOB_COMPLETION_INDEX),
                   annotations.get(JOB_COMPLETION_INDEX)):
        if to_int(source) is not None:
            return to_int(source)
    name = meta.get("name") or ""
    m = re.search(r"-(\d+)$", name)
    if kind in ("StatefulSet", "VolcanoJob") and m:
        return int(m.group(1))
    return None


_OWNER_RESOURCE = {"PyTorchJob": "pytorchjobs.kubeflow.org", "JobSet": "jobsets.jobset.x-k8s.io",
                   "VolcanoJob": "jobs.batch.volcano.sh", "RayCluster": "rayclusters.ray.io",
                   "StatefulSet": "statefulsets.apps", "Job": "jobs.batch",
                   "LeaderWorkerSet": "leaderworkersets.leaderworkerset.x-k8s.io",
                   "TrainJob": "trainjobs.trainer.kubeflow.org"}


def _expected(kind: str, owner: dict | None) -> tuple[int | None, str]:
    if owner is None:
        return None, ""
    spec = owner.get("spec") or {}
    if kind == "StatefulSet":
        n = to_int(spec.get("replicas", 1))
        return n, "/spec/replicas"
    if kind == "Job":
        n = to_int(spec.get("parallelism", 1))
        return n, "/spec/parallelism"
    if kind == "PyTorchJob":
        specs = spec.get("pytorchReplicaSpecs") or {}
        total = sum(to_int((s or {}).get("replicas", 1)) or 0 for s in specs.values())
        return (total or None), "/spec/pytorchReplicaSpecs/*/replicas"
    if kind == "VolcanoJob":
        total = sum(to_int((t or {}).get("replicas", 1)) or 0 for t in spec.get("tasks") or [])
        return (total or None), "/spec/tasks/*/replicas"
    if kind == "JobSet":
        total = 0
        for rj in spec.get("replicatedJobs") or []:
            reps = to_int((rj or {}).get("replicas", 1)) or 0
            par = to_int((((rj or {}).get("template") or {}).get("spec") or {}).get("parallelism", 1)) or 0
            total += reps * par
        return (total or None), "/spec/replicatedJobs/*/replicas x template.spec.parallelism"
    if kind == "RayCluster":
        total = 1 + sum(to_int((g or {}).get("replicas", 0)) or 0 for g in spec.get("workerGroupSpecs") or [])
        return total, "/spec/workerGroupSpecs/*/replicas + 1 head"
    if kind == "LeaderWorkerSet":
        # one group: the leader and size-1 workers (spec.leaderWorkerTemplate.size, default 1)
        size = to_int(((spec.get("leaderWorkerTemplate") or {}).get("size", 1)))
        return size, "/spec/leaderWorkerTemplate/size"
    if kind == "TrainJob":
        n = to_int(((spec.get("trainer") or {}).get("numNodes")))
        return n, "/spec/trainer/numNodes"
    return None, ""


def _find_owner(snapshot, kind: str, ns: str, name: str, ranks: list[Rank]) -> dict | None:
    resource = _OWNER_RESOURCE.get(kind)
    if resource is None:
        return None
    obj = snapshot.get(resource, ns, name.split("/", 1)[0] if kind == "LeaderWorkerSet" else name)
    if obj is None and ranks:
        for o in snapshot.owner_chain(ranks[0].pod):
            if o.get("kind") == {"VolcanoJob": "Job"}.get(kind, kind) and (o.get("metadata") or {}).get("name") == name:
                return o
    return obj


def jobs_of(snapshot) -> list[Job]:
    """Every distributed job in the snapshot, ranks sorted by index then name. Cached."""
    cached = getattr(snapshot, "_distributed_jobs", None)
    if cached is not None:
        return cached
    looks = looked(snapshot, "distributed.candidate")   # _candidate, taken in the shared pass over the pods
    groups = _groups(snapshot, looks if looks is not None else snapshot.pods, looks is None)
    jobs = _jobs(snapshot, groups)
    jobs.extend(manifest_jobs(snapshot, {(ns, kind, name.split("/", 1)[0]) for ns, kind, name in groups}))
    try:
        snapshot._distributed_jobs = jobs
    except AttributeError:
        pass
    return jobs


def ask_namespace(snapshot, namespace: str | None) -> None:
    """`doctor pending` asks about one pod: jobs_with_pods() may then build only the jobs of its
    namespace (a job's ranks are the pods of one namespace: _groups keys by it); None: every job again."""
    try:
        snapshot._question_namespace = namespace
    except AttributeError:
        pass


def jobs_with_pods(snapshot) -> list[Job]:
    """The jobs of jobs_of() that have pods, in its order; when `doctor pending` asked about one
    namespace (ask_namespace), only those of that namespace, built from its pods alone: the same
    Job objects for it (same ranks, owner, expected size), without reading the other pods (15k
    pods: ~0.04 s of the question's CPU was building every job of the cluster)."""
    ns = getattr(snapshot, "_question_namespace", None)
    if ns is None or getattr(snapshot, "_distributed_jobs", None) is not None:
        return [j for j in jobs_of(snapshot) if not j.from_manifest]
    # the loader's plain pods are known to be in another namespace (doctor.snapshot.PlainPods)
    plain = snapshot.plain_pods.skips(ns) if getattr(snapshot, "plain_pods", None) is not None else None
    if plain:
        pods = [p for p in snapshot.pods
                if id(p) not in plain and ((p.get("metadata") or {}).get("namespace") or "default") == ns]
    else:
        pods = [p for p in snapshot.pods if ((p.get("metadata") or {}).get("namespace") or "default") == ns]
    return _jobs(snapshot, _groups(snapshot, pods, True))


def _groups(snapshot, pods, screen: bool) -> dict[tuple[str, str, str], list[Rank]]:
    from ..dra.gpus import claim_gpus
    claims = claim_gpus(snapshot)
    groups: dict[tuple[str, str, str], list[Rank]] = {}
    for pod in pods:
        if screen and not _candidate(pod):
            continue
        main = _main_container(pod)
        if main is None:
            continue
        ci, container = main
        key = _group_key(pod, container, snapshot)
        if key is None:
            continue
        env = resolve_env(pod, container, ci, snapshot)
        rank = Rank(pod, container, ci, env, parse_launcher(container, env), _index_of(pod, key[0]),
                    claim_gpus=claims.pod(pod))
        ns = (pod.get("metadata") or {}).get("namespace") or "default"
        groups.setdefault((ns, key[0], key[1]), []).append(rank)
    return groups


def _jobs(snapshot, groups: dict[tuple[str, str, str], list[Rank]]) -> list[Job]:
    jobs: list[Job] = []
    for (ns, kind, name), ranks in sorted(groups.items()):
        ranks.sort(key=lambda r: (r.index if r.index is not None else 1 << 30, r.name))
        owner = _find_owner(snapshot, kind, ns, name, ranks)
        expected, source = _expected(kind, owner)
        job = Job(kind, ns, name, ranks, owner, expected, source)
        if kind == "RayCluster" or len(ranks) > 1 or (expected or 0) > 1 or _multi_node_intent(ranks):
            jobs.append(job)
    return jobs


def _multi_node_intent(ranks: list[Rank]) -> bool:
    for r in ranks:
        nnodes = (r.launcher.expanded.get("nnodes") if r.launcher else None) or ""
        if (to_int(nnodes.split(":")[-1]) or 0) > 1:
            return True
        if (to_int(r.env_value("WORLD_SIZE")) or 0) > 1:
            return True
    return False


# ---- rendezvous endpoint -------------------------------------------------------------------
@dataclass
class Rendezvous:
    host: str | None
    port: int | None
    host_from: str             # "env MASTER_ADDR", "--master_addr", "--rdzv_endpoint"
    port_from: str
    host_pointer: str | None   # pointer into the pod for the evidence
    port_pointer: str | None


def rendezvous_of(rank: Rank) -> Rendezvous | None:
    """Where this rank will connect for rendezvous (TCPStore / c10d store)."""
    l = rank.launcher
    cmd_ptr = rank.launcher_pointer
    host = port = None
    host_from = port_from = ""
    host_ptr = port_ptr = None
    if l is not None and l.expanded.get("rdzv_endpoint") and (l.expanded.get("rdzv_backend") or "c10d") != "static":
        ep = l.expanded["rdzv_endpoint"] or ""
        h, _, p = ep.rpartition(":") if ":" in ep else (ep, "", "")
        host, port = (h or ep), to_int(p) or 29400
        host_from = port_from = "--rdzv_endpoint"
        host_ptr = port_ptr = cmd_ptr
        return Rendezvous(host, port, host_from, port_from, host_ptr, port_ptr)
    if l is not None and l.options.get("standalone") is not None and "standalone" in l.options:
        return None
    if l is not None and l.expanded.get("master_addr"):
        host, host_from, host_ptr = l.expanded["master_addr"], "--master_addr", cmd_ptr
    elif rank.env_value("MASTER_ADDR"):
        ev = rank.env["MASTER_ADDR"]
        host, host_from, host_ptr = ev.value, "env MASTER_ADDR", ev.value_pointer
    if l is not None and l.expanded.get("master_port"):
        port, port_from, port_ptr = to_int(l.expanded["master_port"]), "--master_port", cmd_ptr
    elif rank.env_value("MASTER_PORT"):
        ev = rank.env["MASTER_PORT"]
        port, port_from, port_ptr = to_int(ev.value), "env MASTER_PORT", ev.value_pointer
    elif l is not None:
        port, port_from = DEFAULT_TORCHRUN_PORT, f"{l.tool} default"
    if host is None:
        return None
    return Rendezvous(host, port, host_from, port_from, host_ptr, port_ptr)


def procs_per_pod(rank: Rank) -> tuple[int | None, str]:
    """Processes each rank pod starts: torchrun --nproc_per_node (gpu/auto -> GPUs), else 1."""
    l = rank.launcher
    if l is None:
        return 1, "no launcher: one process per pod"
    raw = l.expanded.get("nproc_per_node")
    if raw in (None, ""):
        return 1, f"{l.tool} default --nproc_per_node=1"
    if raw in ("gpu", "auto"):
        return (rank.gpus or None), f"--nproc_per_node={raw} (GPUs requested: {rank.gpus})"
    return to_int(raw), f"--nproc_per_node={raw}"


# ---- jobs judged from their manifests (no pod exists yet) ----------------------------------------
_MANIFESTS = (("pytorchjobs.kubeflow.org", "PyTorchJob"), ("jobsets.jobset.x-k8s.io", "JobSet"),
              ("leaderworkersets.leaderworkerset.x-k8s.io", "LeaderWorkerSet"),
              ("trainjobs.trainer.kubeflow.org", "TrainJob"), ("mpijobs.kubeflow.org", "MPIJob"))


def _templates(kind: str, obj: dict, snapshot) -> list[tuple[str, str, dict, int]]:
    """(role, pointer to the pod template, pod template, replicas) of a job object."""
    spec = obj.get("spec") if isinstance(obj.get("spec"), dict) else {}
    out = []
    if kind in ("PyTorchJob", "MPIJob"):
        key = "pytorchReplicaSpecs" if kind == "PyTorchJob" else "mpiReplicaSpecs"
        for role, rs in (spec.get(key) or {}).items():
            if isinstance(rs, dict) and isinstance(rs.get("template"), dict):
                out.append((role, json_pointer("spec", key, role, "template"), rs["template"],
                            to_int(rs.get("replicas", 1)) or 0))
    elif kind == "JobSet":
        for i, rj in enumerate(spec.get("replicatedJobs") or []):
            t = (((rj or {}).get("template") or {}).get("spec") or {}).get("template")
            par = to_int((((rj or {}).get("template") or {}).get("spec") or {}).get("parallelism", 1)) or 1
            if isinstance(t, dict):
                out.append((str((rj or {}).get("name") or i), json_pointer("spec", "replicatedJobs", i, "template", "spec", "template"),
                            t, (to_int((rj or {}).get("replicas", 1)) or 1) * par))
    elif kind == "LeaderWorkerSet":
        lwt = spec.get("leaderWorkerTemplate") or {}
        size = to_int(lwt.get("size", 1)) or 1
        if isinstance(lwt.get("leaderTemplate"), dict):
            out.append(("leader", "/spec/leaderWorkerTemplate/leaderTemplate", lwt["leaderTemplate"], 1))
        if isinstance(lwt.get("workerTemplate"), dict):
            out.append(("worker", "/spec/leaderWorkerTemplate/workerTemplate", lwt["workerTemplate"],
                        size - (1 if lwt.get("leaderTemplate") else 0)))
    elif kind == "TrainJob":
        out.extend(_trainjob_templates(obj, snapshot))
    return out


def _trainjob_templates(obj: dict, snapshot) -> list[tuple[str, str, dict, int]]:
    """The trainer's pod template: the runtime's 'node' replicated job (TrainingRuntime or
    ClusterTrainingRuntime, kubeflow/trainer pkg/apis/trainer/v1alpha1) with the TrainJob's
    spec.trainer (image, command, args, env, resourcesPerNode, numProcPerNode) applied to its
    'node' container; the trainer fields alone when the runtime is not in the snapshot."""
    import copy
    spec = obj.get("spec") if isinstance(obj.get("spec"), dict) else {}
    trainer = spec.get("trainer") if isinstance(spec.get("trainer"), dict) else {}
    ref = spec.get("runtimeRef") if isinstance(spec.get("runtimeRef"), dict) else {}
    ns = (obj.get("metadata") or {}).get("namespace") or "default"
    runtime = None
    if ref.get("name"):
        if (ref.get("kind") or "ClusterTrainingRuntime") == "TrainingRuntime":
            runtime = snapshot.get("trainingruntimes.trainer.kubeflow.org", ns, ref["name"])
        else:
            runtime = snapshot.get("clustertrainingruntimes.trainer.kubeflow.org", None, ref["name"])
    template = None
    for rj in (((((runtime or {}).get("spec") or {}).get("template") or {}).get("spec") or {}).get("replicatedJobs") or []):
        if isinstance(rj, dict) and rj.get("name") == "node":
            template = copy.deepcopy((((rj.get("template") or {}).get("spec") or {}).get("template")) or {})
    if not template:
        template = {"spec": {"containers": [{"name": "node"}]}}
    containers = (template.setdefault("spec", {})).setdefault("containers", [])
    node = next((c for c in containers if isinstance(c, dict) and c.get("name") == "node"), None)
    if node is None:
        node = {"name": "node"}
        containers.insert(0, node)
    for k in ("image", "command", "args"):
        if trainer.get(k) is not None:
            node[k] = trainer[k]
    if isinstance(trainer.get("resourcesPerNode"), dict):
        node["resources"] = trainer["resourcesPerNode"]
    env = list(node.get("env") or []) + [e for e in trainer.get("env") or [] if isinstance(e, dict)]
    n = to_int(trainer.get("numNodes"))
    if n:
        env.append({"name": "PET_NNODES", "value": str(n)})
    if trainer.get("numProcPerNode") is not None:
        env.append({"name": "PET_NPROC_PER_NODE", "value": str(trainer["numProcPerNode"])})
    node["env"] = env
    return [("node", TRAINJOB_BASE, template, n or 1)]


def manifest_jobs(snapshot, with_pods: set) -> list[Job]:
    """Jobs given as manifests whose pods do not exist (a PyTorchJob handed to --from, a suspended
    JobSet): one template rank per role, so the checks that judge the pod spec (/dev/shm, NCCL
    settings, world size) run before any pod exists. Ranks carry template=True; the job
    from_manifest=True (nothing is scheduled, no IP, no log)."""
    out = []
    for resource, kind in _MANIFESTS:
        if not snapshot.has(resource):
            continue
        for obj in snapshot.items(resource):
            meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
            ns, name = meta.get("namespace") or "default", str(meta.get("name") or "?")
            if (ns, kind, name) in with_pods:
                continue
            ranks = []
            for role, base, template, _n in _templates(kind, obj, snapshot):
                tspec = template.get("spec") if isinstance(template.get("spec"), dict) else {}
                tmeta = template.get("metadata") if isinstance(template.get("metadata"), dict) else {}
                pod = {"apiVersion": "v1", "kind": "Pod",
                       "metadata": {"name": f"{name} ({role} template)", "namespace": ns,
                                    "labels": dict(tmeta.get("labels") or {}), "annotations": dict(tmeta.get("annotations") or {})},
                       "spec": tspec, "status": {"phase": "Pending"}}
                main = _main_container(pod)
                if main is None:
                    continue
                ci, container = main
                env = resolve_env(pod, container, ci, snapshot)
                ranks.append(Rank(pod, container, ci, env, parse_launcher(container, env), len(ranks), template=True,
                                  owner_ref=ObjectRef.of(obj, kind), base=base, owner_obj=obj))
            if not ranks:
                continue
            expected, source = _expected(kind, obj)
            if kind == "MPIJob":
                expected, source = sum(n for *_x, n in _templates(kind, obj, snapshot)) or None, "/spec/mpiReplicaSpecs/*/replicas"
            job = Job(kind, ns, name, ranks, obj, expected, source, from_manifest=True)
            if (expected or 0) > 1 or len(ranks) > 1 or _multi_node_intent(ranks) or any(
                    r.launcher for r in ranks):
                out.append(job)
    return out
