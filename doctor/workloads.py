"""Every pod template in a snapshot, once, on the object that owns it.

Checks about workload configuration read pod specs. The same spec appears several times in a
cluster (Deployment -> ReplicaSet -> Pods), so `templates(snapshot)` yields each one exactly
once, on the top-most owner the snapshot holds, with the JSON Pointer of the pod spec inside
that owner: a Pod of a ReplicaSet of a Deployment is reported on the Deployment at
`/spec/template/spec`. Pods whose controller is not in the snapshot are reported once per
controller (one representative Pod). Also here: container iteration with pointers, model
server recognition, the Pods created from a template, and patch rendering, so each check
stays a few lines."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Iterator

from .check import Check
from .kube.gpu import GPU_NAME_MARKERS, container_gpu_request, labels
from .kube.pods import is_terminated
from .kube.simple_yaml import dump_yaml
from .model import ObjectRef, json_pointer

# resource -> list of (pointer parts to a pod template *spec*, role) ; "*" marks a list
# or map whose every element is walked (role taken from the element).
_SIMPLE = {
    "deployments.apps": ("spec", "template", "spec"),
    "statefulsets.apps": ("spec", "template", "spec"),
    "daemonsets.apps": ("spec", "template", "spec"),
    "replicasets.apps": ("spec", "template", "spec"),
    "replicationcontrollers": ("spec", "template", "spec"),
    "jobs.batch": ("spec", "template", "spec"),
    "cronjobs.batch": ("spec", "jobTemplate", "spec", "template", "spec"),
}
# custom resources that embed pod templates, walked by _custom_templates
_CUSTOM = ("rayclusters.ray.io", "rayjobs.ray.io", "rayservices.ray.io",
           "pytorchjobs.kubeflow.org", "mpijobs.kubeflow.org", "jobs.batch.volcano.sh",
           "jobsets.jobset.x-k8s.io")
RESOURCES = ("pods",) + tuple(_SIMPLE) + _CUSTOM
WALKED_KINDS = {"Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "ReplicationController",
                "Job", "CronJob", "RayCluster", "RayJob", "RayService", "PyTorchJob", "MPIJob",
                "JobSet"}


@dataclass
class Template:
    """One pod template. `pointer` is the JSON Pointer of the pod spec inside `owner`."""

    owner: dict
    resource: str
    pointer: str
    spec: dict
    labels: dict = field(default_factory=dict)
    role: str = ""              # "head", a Ray worker group name, a PyTorchJob replica type...
    group: dict | None = None   # the enclosing group object (Ray group spec, replica spec)
    group_pointer: str = ""     # its pointer inside owner
    pods: int = 1               # for a representative Pod: how many Pods share its controller
    members: list | None = None  # for a representative Pod: all the Pods of its controller
    cache: dict = field(default_factory=dict, repr=False, compare=False)  # per-template derived data

    @property
    def kind(self) -> str:
        return self.owner.get("kind") or "?"

    @property
    def name(self) -> str:
        return (self.owner.get("metadata") or {}).get("name") or "?"

    @property
    def namespace(self) -> str | None:
        return (self.owner.get("metadata") or {}).get("namespace")

    @property
    def ref(self) -> ObjectRef:
        return ObjectRef.of(self.owner)

    @property
    def uid(self) -> str:
        return (self.owner.get("metadata") or {}).get("uid") or f"{self.kind}/{self.namespace}/{self.name}"

    @property
    def where(self) -> str:
        """Human name: `Deployment llm/vllm`, `RayCluster ml/rc (worker group gpu-workers)`."""
        ns = f"{self.namespace}/" if self.namespace else ""
        role = f" ({self.role})" if self.role else ""
        return f"{self.kind} {ns}{self.name}{role}"

    @property
    def key(self) -> str:
        return f"{self.ref}|{self.pointer}"

    def at(self, *parts) -> str:
        """Pointer of a field under the pod spec."""
        return self.pointer + json_pointer(*parts)

    def containers(self, init: bool = False) -> Iterator[tuple[int, dict, str]]:
        """(index, container, pointer of the container) for containers or initContainers.
        Containers come through clean_container(): fields of the wrong type read as absent."""
        key = "initContainers" if init else "containers"
        cached = self.cache.get(key)
        if cached is None:
            items = self.spec.get(key)
            cached = self.cache[key] = [(i, clean_container(c), self.at(key, i))
                                        for i, c in enumerate(items if isinstance(items, list) else [])
                                        if isinstance(c, dict)]
        yield from cached


_LIST_FIELDS = ("env", "envFrom", "volumeMounts", "ports")
_PROBES = ("livenessProbe", "readinessProbe", "startupProbe")


def clean_container(c: dict) -> dict:
    """A shallow copy of a container in which every field a check reads has the type the API
    guarantees (a hand-written or truncated fixture may not): a field of the wrong type is
    dropped, list elements that are not objects are left out, command/args keep only strings.
    Values that are well-formed are the very objects of the snapshot, so evidence still quotes
    exactly what is there."""
    out = dict(c)
    res = c.get("resources")
    if "resources" in c:
        if isinstance(res, dict):
            out["resources"] = {k: v for k, v in res.items() if not (k in ("limits", "requests") and not isinstance(v, dict))}
        else:
            del out["resources"]
    for key in _LIST_FIELDS:
        if key in c:
            if isinstance(c[key], list) and all(isinstance(x, dict) for x in c[key]):
                continue
            if isinstance(c[key], list):
                out[key] = [x if isinstance(x, dict) else {} for x in c[key]]  # keep indices for pointers
            else:
                del out[key]
    for key in ("command", "args"):
        if key in c and not (isinstance(c[key], list) and all(isinstance(x, str) for x in c[key])):
            if isinstance(c[key], list):
                out[key] = [x if isinstance(x, str) else "" for x in c[key]]
            else:
                del out[key]
    for key in _PROBES:
        if key in c and not isinstance(c[key], dict):
            del out[key]
    for key in ("name", "image"):
        if key in c and not isinstance(c[key], str):
            out[key] = str(c[key]) if c[key] is not None else ""
    if "securityContext" in c and not isinstance(c["securityContext"], dict):
        del out["securityContext"]
    return out


def _get(obj, parts):
    for p in parts:
        if isinstance(obj, dict):
            obj = obj.get(p)
        elif isinstance(obj, list) and isinstance(p, int) and 0 <= p < len(obj):
            obj = obj[p]
        else:
            return None
    return obj


def _pod_template(owner: dict, resource: str, parts: tuple, **kw) -> Template | None:
    tpl = _get(owner, parts[:-1])
    spec = _get(owner, parts)
    if not isinstance(spec, dict) or not isinstance(tpl, dict):
        return None
    meta = tpl.get("metadata")
    lab = meta.get("labels") if isinstance(meta, dict) else None
    return Template(owner, resource, json_pointer(*parts), spec, labels=lab if isinstance(lab, dict) else {}, **kw)


def _ray_groups(owner: dict, resource: str, base: tuple) -> Iterator[Template]:
    rc = _get(owner, base)
    if not isinstance(rc, dict):
        return
    head = rc.get("headGroupSpec")
    if isinstance(head, dict):
        t = _pod_template(owner, resource, base + ("headGroupSpec", "template", "spec"),
                          role="head", group=head, group_pointer=json_pointer(*base, "headGroupSpec"))
        if t:
            yield t
    for i, g in enumerate(rc.get("workerGroupSpecs") or []):
        if isinstance(g, dict):
            t = _pod_template(owner, resource, base + ("workerGroupSpecs", i, "template", "spec"),
                              role=f"worker group {g.get('groupName') or i}", group=g,
                              group_pointer=json_pointer(*base, "workerGroupSpecs", i))
            if t:
                yield t


def _custom_templates(owner: dict, resource: str) -> Iterator[Template]:
    spec = owner.get("spec") or {}
    if resource == "rayclusters.ray.io":
        yield from _ray_groups(owner, resource, ("spec",))
    elif resource == "rayjobs.ray.io":
        yield from _ray_groups(owner, resource, ("spec", "rayClusterSpec"))
    elif resource == "rayservices.ray.io":
        yield from _ray_groups(owner, resource, ("spec", "rayClusterConfig"))
    elif resource in ("pytorchjobs.kubeflow.org", "mpijobs.kubeflow.org"):
        field_ = "pytorchReplicaSpecs" if resource.startswith("pytorch") else "mpiReplicaSpecs"
        for rtype, rspec in sorted((spec.get(field_) or {}).items()):
            if isinstance(rspec, dict):
                t = _pod_template(owner, resource, ("spec", field_, rtype, "template", "spec"),
                                  role=f"{rtype} replicas", group=rspec,
                                  group_pointer=json_pointer("spec", field_, rtype))
                if t:
                    yield t
    elif resource == "jobs.batch.volcano.sh":
        for i, task in enumerate(spec.get("tasks") or []):
            if isinstance(task, dict):
                t = _pod_template(owner, resource, ("spec", "tasks", i, "template", "spec"),
                                  role=f"task {task.get('name') or i}", group=task,
                                  group_pointer=json_pointer("spec", "tasks", i))
                if t:
                    yield t
    elif resource == "jobsets.jobset.x-k8s.io":
        for i, rj in enumerate(spec.get("replicatedJobs") or []):
            if isinstance(rj, dict):
                t = _pod_template(owner, resource, ("spec", "replicatedJobs", i, "template", "spec",
                                                    "template", "spec"),
                                  role=f"replicated job {rj.get('name') or i}", group=rj,
                                  group_pointer=json_pointer("spec", "replicatedJobs", i))
                if t:
                    yield t


class _Walk:
    """Built once per snapshot (cached on it): the templates and a uid -> Pods index."""

    def __init__(self, snapshot) -> None:
        self.snapshot = snapshot
        self._owned_cache: dict[str, bool] = {}
        self.templates: list[Template] = []
        for resource in _SIMPLE:
            for obj in snapshot.items(resource):
                if not self._owned_by_walked(obj):
                    t = _pod_template(obj, resource, _SIMPLE[resource])
                    if t:
                        self.templates.append(t)
        for resource in _CUSTOM:
            for obj in snapshot.items(resource):
                if not self._owned_by_walked(obj):
                    self.templates.extend(_custom_templates(obj, resource))
        # Pods: reported on their owner when it is walked; else once per controller.
        self.pods_by_owner_uid: dict[str, list[dict]] = {}
        by_owner = self.pods_by_owner_uid
        orphans: dict[str, list[dict]] = {}
        # per first owner uid: the uids of its owner chain and whether a walked kind is in it
        # (one owner_chain per controller, not per pod: 150k pods share a few thousand owners)
        chains: dict[str, tuple[list[str], bool]] = {}
        orphan_names: dict[str, list] = {}   # the orphans' names, in the same order (their sort key)
        slots: dict[str, tuple[list, list]] = {}   # controller uid -> (its orphans, their names)
        from .kube.first_looks import looked, owner_row

        # what the walk reads of each pod, taken in the shared first pass over the pods while they
        # were at hand (150k pods: a pass of its own is mostly cache misses); else read here
        rows = looked(snapshot, "owners")
        for k, pod in enumerate(snapshot.pods):
            meta, ctrl, first, succeeded = rows[k] if rows is not None else owner_row(pod, status=False)
            memo = (first or {}).get("uid")
            got = None if memo is None else chains.get(memo)
            if got is None:
                chain = snapshot.owner_chain(pod)
                got = ([uid for uid in ((o.get("metadata") or {}).get("uid") for o in chain) if uid],
                       any(o.get("kind") in WALKED_KINDS for o in chain))
                if memo is not None:
                    chains[memo] = got
            if got[0]:
                for uid in got[0]:
                    by_owner.setdefault(uid, []).append(pod)
            if got[1]:
                continue
            if succeeded is None:
                status = pod.get("status")
                succeeded = status and status.get("phase") == "Succeeded"
            if succeeded:
                continue  # finished its work (validators, one-off jobs): its settings did not stop it
            if ctrl is None or ctrl.get("kind") == "Node":
                t = _pod_template(pod, "pods", ("spec",))
                if t is not None:
                    t.labels = labels(pod)
                    self.templates.append(t)
            else:
                # the lists of this controller's orphans, found once per controller uid (the key
                # depends only on ctrl, and a controller's pods share it)
                slot = slots.get(memo) if memo and type(memo) is str else None
                if slot is None:
                    key = ctrl.get("uid") or f"{ctrl.get('kind')}/{ctrl.get('name')}"
                    slot = (orphans.setdefault(key, []), orphan_names.setdefault(key, []))
                    if memo and type(memo) is str and key == memo:   # the uid names the controller
                        slots[memo] = slot
                slot[0].append(pod)
                slot[1].append(meta.get("name") or "")
        for key, pods in orphans.items():
            names = orphan_names[key]   # sorted by name, stable (ties keep snapshot order)
            pods = [pods[i] for i in sorted(range(len(pods)), key=names.__getitem__)]
            t = _pod_template(pods[0], "pods", ("spec",))
            if t is not None:
                t.labels = labels(pods[0])
                t.pods = len(pods)
                t.members = pods
                self.templates.append(t)

    def _owned_by_walked(self, obj: dict) -> bool:
        for owner in self.snapshot.owner_chain(obj):
            if owner.get("kind") in WALKED_KINDS:
                return True
        return False


def _controller_ref(obj: dict) -> dict | None:
    refs = (obj.get("metadata") or {}).get("ownerReferences") or []
    return next((r for r in refs if isinstance(r, dict) and r.get("controller")), None)


def _walk(snapshot) -> _Walk:
    return snapshot.derived("workloads.walk", lambda: _Walk(snapshot))


def templates(snapshot) -> list[Template]:
    """Every pod template, once, on its top-most owner in the snapshot."""
    return _walk(snapshot).templates


def pods_of(snapshot, tpl: Template, live: bool = True) -> list[dict]:
    """Pods created from this template (for Ray / training operators: of this group only).
    live=True drops Succeeded/Failed Pods."""
    if tpl.resource == "pods":
        pods = tpl.members or [tpl.owner]
    else:
        pods = _walk(snapshot).pods_by_owner_uid.get(tpl.uid, [])
        if tpl.kind in ("RayCluster", "RayJob", "RayService") and tpl.group is not None:
            if tpl.role == "head":
                pods = [p for p in pods if labels(p).get("ray.io/node-type") == "head"]
            else:
                group = tpl.group.get("groupName")
                pods = [p for p in pods if labels(p).get("ray.io/group") == group]
        elif tpl.kind in ("PyTorchJob", "MPIJob") and tpl.role:
            rtype = tpl.role.split()[0].lower()
            pods = [p for p in pods if labels(p).get("training.kubeflow.org/replica-type", "").lower() == rtype]
    return [p for p in pods if not (live and is_terminated(p))]


# ---- containers ----------------------------------------------------------------------

def gpus(container: dict) -> int:
    """Whole GPU-like devices (nvidia.com/gpu, .shared, MIG slices) the container asks for."""
    return sum(container_gpu_request(container).values())


def gpu_containers(tpl: Template, init: bool = False) -> list[tuple[int, dict, str]]:
    key = ("gpu_containers", init)
    if key not in tpl.cache:
        tpl.cache[key] = ([(i, c, p) for i, c, p in tpl.containers(init) if gpus(c) > 0]
                          if template_may_request_gpu(tpl, init) else [])
    return tpl.cache[key]


def template_may_request_gpu(tpl: Template, init: bool = False) -> bool:
    """A cheap, sound pre-filter of the template's containers (init: its initContainers): False
    means no container of the list names a GPU-like resource in its limits or requests, so
    gpus() and container_gpu_request() are 0 / {} for every one of tpl.containers(init). Read
    from the raw spec, without building tpl.containers() (clean_container copies each container
    and reads its env, mounts, ports and argv): on 150,000 pods most templates are not GPU ones.
    True only means "look closer"; anything odd (a resource name that is not a string) too."""
    key = ("may_gpu", init)
    got = tpl.cache.get(key)
    if got is None:
        got = tpl.cache[key] = _may_request_gpu(tpl.spec.get("initContainers" if init else "containers"))
    return got


def _may_request_gpu(items) -> bool:
    if not isinstance(items, list):
        return False     # tpl.containers() reads no container either
    m1, m2 = GPU_NAME_MARKERS   # every name is_gpu_resource() accepts contains one of them
    for c in items:
        if not isinstance(c, dict):
            continue     # left out by tpl.containers()
        res = c.get("resources")
        if not isinstance(res, dict):
            continue     # dropped by clean_container
        for section in ("limits", "requests"):
            amounts = res.get(section)
            if amounts and isinstance(amounts, dict):   # not a dict: dropped by clean_container
                try:
                    names = "\n".join(amounts)
                except TypeError:   # a key that is not a string: the long way
                    return True
                if m1 in names or m2 in names:
                    return True
    return False


def env_value(container: dict, name: str) -> tuple[int, str | None] | None:
    """(index in env, literal value or None when valueFrom) of the last `name` entry."""
    found = None
    for i, e in enumerate(container.get("env") or []):
        if isinstance(e, dict) and e.get("name") == name:
            value = e.get("value")
            found = (i, value if "valueFrom" not in e and isinstance(value, str) else None)
    return found


def argv(container: dict) -> list[str]:
    """command + args as one list; a `sh -c "<script>"` is split into words too."""
    words: list[str] = []
    for part in (container.get("command") or []) + (container.get("args") or []):
        if not isinstance(part, str):
            continue
        if " " in part.strip() or "\n" in part:
            try:
                words.extend(shlex.split(part, comments=False))
            except ValueError:
                words.extend(part.split())
        else:
            words.append(part)
    return words


def flag_value(words: list[str], *names: str) -> str | None:
    """Value of `--flag value` or `--flag=value` (last occurrence wins)."""
    value = None
    for i, w in enumerate(words):
        for n in names:
            if w == n and i + 1 < len(words):
                value = words[i + 1]
            elif w.startswith(n + "="):
                value = w[len(n) + 1:]
    return value


_SERVERS = (
    ("vllm", re.compile(r"(^|/)vllm/vllm-openai|(^|/)vllm-openai|(^|/)vllm/")),
    ("tgi", re.compile(r"huggingface/text-generation-inference")),
    ("triton", re.compile(r"nvidia/tritonserver|/tritonserver")),
    ("tf-serving", re.compile(r"(^|/)tensorflow/serving")),
    ("sglang", re.compile(r"lmsysorg/sglang")),
    ("transformers", re.compile(r"(^|/)huggingface/transformers")),
)
_SERVER_ARGV = (("vllm", ("vllm.entrypoints", "vllm serve")), ("tgi", ("text-generation-launcher",)),
                ("triton", ("tritonserver",)), ("tf-serving", ("tensorflow_model_server",)),
                ("sglang", ("sglang.launch_server",)))
SERVER_NAMES = {"vllm": "vLLM", "tgi": "Text Generation Inference", "triton": "Triton Inference Server",
                "tf-serving": "TensorFlow Serving", "sglang": "SGLang", "transformers": "a transformers app"}
# the endpoint that is true only when the model is loaded and the server can answer
READY_PATHS = {"vllm": "/health", "tgi": "/health", "triton": "/v2/health/ready",
               "tf-serving": "/v1/models/<model>", "sglang": "/health", "transformers": "/health"}


def server_kind(container: dict) -> str | None:
    """Which model server a GPU container runs, from its image or command; None if not one.
    The generic huggingface/transformers image counts only when it serves (a port or probe)."""
    image = str(container.get("image") or "").lower()
    joined = " ".join(argv(container))
    kind = None
    for name, pattern in _SERVERS:
        if pattern.search(image):
            kind = name
            break
    if kind is None:
        for name, needles in _SERVER_ARGV:
            if any(n in joined for n in needles):
                kind = name
                break
    if kind == "transformers" and not (container.get("ports") or container.get("readinessProbe")
                                       or container.get("livenessProbe")):
        return None
    return kind


def model_servers(tpl: Template) -> list[tuple[int, dict, str, str]]:
    """(index, container, pointer, server kind) for GPU containers that serve a model."""
    if "model_servers" not in tpl.cache:
        out = []
        for i, c, p in gpu_containers(tpl):
            kind = server_kind(c)
            if kind:
                out.append((i, c, p, kind))
        tpl.cache["model_servers"] = out
    return tpl.cache["model_servers"]


# ---- what the nodes say about the GPUs ------------------------------------------------

GPU_MEMORY_LABEL = "nvidia.com/gpu.memory"


def gpu_memory_mib(snapshot, tpl: Template) -> tuple[int, dict] | None:
    """Per-GPU memory (MiB, GFD label nvidia.com/gpu.memory) this template's GPUs have, and
    the node it was read from: from the nodes its Pods run on, else from the GPU nodes its
    nodeSelector matches. The smallest value when several nodes disagree; None if unknown."""
    nodes = []
    for pod in pods_of(snapshot, tpl):
        name = (pod.get("spec") or {}).get("nodeName")
        node = snapshot.node(name) if name else None
        if node is not None:
            nodes.append(node)
    if not nodes:
        selector = tpl.spec.get("nodeSelector") or {}
        if isinstance(selector, dict) and selector:
            nodes = [n for n in snapshot.nodes
                     if GPU_MEMORY_LABEL in labels(n)
                     and all(labels(n).get(k) == v for k, v in selector.items())]
        else:
            # no placement known: usable only when every labelled GPU node says the same
            uniform_node = snapshot.derived("workloads.uniform_gpu_node", lambda: _uniform_gpu_node(snapshot))
            nodes = [uniform_node] if uniform_node is not None else []
    best = None
    for node in nodes:
        try:
            mib = int(labels(node).get(GPU_MEMORY_LABEL))
        except (TypeError, ValueError):
            continue
        if mib > 0 and (best is None or mib < best[0]):
            best = (mib, node)
    return best


# ---- remediation helpers ----------------------------------------------------------------

def _parts(pointer: str) -> list:
    out: list = []
    for raw in pointer.split("/")[1:]:
        p = raw.replace("~1", "/").replace("~0", "~")
        out.append(int(p) if p.isdigit() else p)
    return out


def yaml_patch(tpl: Template, pointer: str, fragment: dict) -> str:
    """A YAML snippet of the owner object with `fragment` placed at `pointer` (lists shown as
    the one element concerned, with its name key so a reader finds it)."""
    parts = _parts(pointer)
    node: object = fragment
    current = tpl.owner
    path_objs = []
    for p in parts:
        path_objs.append(current)
        current = current[p] if isinstance(current, (dict, list)) and _has(current, p) else None
    for p, parent in zip(reversed(parts), reversed(path_objs)):
        if isinstance(p, int):
            item = parent[p] if isinstance(parent, list) and p < len(parent) else {}
            ident = {k: item[k] for k in ("name", "groupName") if isinstance(item, dict) and k in item}
            node = [{**ident, **node}] if isinstance(node, dict) else [node]
        else:
            node = {p: node}
    head = {"apiVersion": tpl.owner.get("apiVersion"), "kind": tpl.kind,
            "metadata": {k: v for k, v in (("name", tpl.name), ("namespace", tpl.namespace)) if v}}
    if isinstance(node, dict) and len(node) == 1 and not node.keys() & head.keys() and _plain_tree(node):
        # a block mapping's entries are written one after the other: the owner's head, then the
        # patch, whose text is the same for every template given the same fix (one dump per
        # distinct patch: hundreds of model-server Deployments on a big cluster share one)
        key = repr(node)   # repr tells 1, 1.0, True and '1' apart, as YAML does
        body = _PATCH_YAML.get(key)
        if body is None:
            if len(_PATCH_YAML) >= 4096:   # a long-running `doctor node --interval`: stay bounded
                _PATCH_YAML.clear()
            body = _PATCH_YAML[key] = _yaml_dump(node)
        return (_yaml_dump(head) + body).rstrip()
    return _yaml_dump({**head, **node}).rstrip()


def _yaml_dump(data) -> str:
    """yaml.dump(data, Dumper=CSafeDumper, sort_keys=False, default_flow_style=False), written by
    doctor.kube.simple_yaml when every part of `data` is simple, else by PyYAML (13 ms of imports, and
    ~60 us a dump: a scan of 150,000 pods writes thousands of patch heads). tests/test_workloads_yaml.py
    holds the two equal on generated documents."""
    return dump_yaml(data, c_dumper=True)


_PATCH_YAML: dict[str, str] = {}


def _plain_tree(value, seen=None) -> bool:
    """Only str/int/float/bool/None leaves in dicts with str keys and lists, no object twice (YAML
    would write an anchor and an alias, which a cached text keyed by repr cannot know)."""
    if seen is None:
        seen = set()
    t = type(value)
    if t is dict or t is list:
        if id(value) in seen:
            return False
        seen.add(id(value))
        if t is dict:
            return all(type(k) is str and _plain_tree(v, seen) for k, v in value.items())
        return all(_plain_tree(v, seen) for v in value)
    return value is None or t in (str, int, float, bool)


def _has(obj, p) -> bool:
    if isinstance(obj, dict):
        return p in obj
    return isinstance(obj, list) and isinstance(p, int) and 0 <= p < len(obj)


def patch_command(tpl: Template, ops: list[dict]) -> str:
    """`kubectl patch` with an RFC 6902 JSON patch against the owning object; for a bare Pod or
    a Job (their pod spec is immutable) the way to recreate it instead (doctor/kube/patch.py)."""
    from .kube import patch

    if patch.immutable(tpl.resource):
        return patch.recreate("pod" if tpl.resource == "pods" else tpl.resource, tpl.name, tpl.namespace,
                              edit="apply the patch below to the manifest")
    return patch.json_patch(tpl.resource, tpl.name, tpl.namespace, ops)


class TemplateCheck(Check):
    """A check that judges pod templates one at a time: the engine's walk gives every template
    (Deployments, StatefulSets, Jobs, CronJobs, Ray, Kubeflow, JobSet, Volcano, bare Pods) and
    `template()` yields the findings for one; the check skips, with the reason, when the
    snapshot holds no workloads at all."""

    subjects = ("owner", "pod")    # a template's owner (Deployment, Job, ...) and its pods

    def run(self, snapshot):
        require_workloads(snapshot)
        for tpl in templates(snapshot):
            yield from self.template(snapshot, tpl)

    def template(self, snapshot, tpl: "Template"):  # pragma: no cover - interface
        raise NotImplementedError


def require_workloads(snapshot) -> None:
    """Skip (with the reason) when the snapshot holds no Pods or workload objects at all, so
    "no findings" is never confused with "nothing to look at"."""
    from .check import Skip

    if not any(snapshot.has(r) for r in RESOURCES):
        raise Skip("no Pods or workload objects (Deployments, Jobs, RayClusters, ...) in the snapshot")


def _uniform_gpu_node(snapshot):
    """The one GPU-memory-labelled node when every labelled GPU node says the same, else None."""
    labelled = [n for n in snapshot.nodes if GPU_MEMORY_LABEL in labels(n)]
    uniform = len({labels(n).get(GPU_MEMORY_LABEL) for n in labelled}) == 1
    return labelled[0] if labelled and uniform else None


def _templates_by_uid(walk) -> dict:
    index: dict = {}
    for t in walk.templates:
        index.setdefault(t.uid, []).append(t)
    return index


def template_of_pod(snapshot, pod: dict, container: str | None = None) -> Template | None:
    """The template a Pod was made from (its top-most walked owner; the Pod itself when it
    has none), narrowed to the group whose containers include `container` when several."""
    walk = _walk(snapshot)
    index = snapshot.derived("workloads.by_uid", lambda: _templates_by_uid(walk))
    for owner in reversed(snapshot.owner_chain(pod)):
        cands = index.get((owner.get("metadata") or {}).get("uid") or "")
        if cands:
            for t in cands:
                if t.group is None or pod in pods_of(snapshot, t, live=False):
                    if container is None or any(c.get("name") == container for _, c, _p in t.containers()):
                        return t
            return cands[0]
    return Template(pod, "pods", "/spec", pod.get("spec") or {}, labels=labels(pod))


def arg_pointer(tpl: Template, container_ptr: str, container: dict, flag: str) -> tuple[str, str] | None:
    """(pointer, value) of `--flag value` / `--flag=value` in the container's command/args
    (the element holding the value)."""
    for field_ in ("args", "command"):
        items = container.get(field_) or []
        for k, w in enumerate(items):
            if not isinstance(w, str):
                continue
            if w == flag and k + 1 < len(items):
                return f"{container_ptr}/{field_}/{k + 1}", str(items[k + 1])
            if w.startswith(flag + "="):
                return f"{container_ptr}/{field_}/{k}", w[len(flag) + 1:]
            if flag in w and (" " in w or "\n" in w):  # inside a shell script
                found = flag_value(argv({"args": [w]}), flag)
                if found is not None:
                    return f"{container_ptr}/{field_}/{k}", found
    return None


def gpu_evidence(tpl: Template, container_ptr: str, container: dict):
    """Evidence for the GPU resources a container asks for, each at its exact pointer."""
    from .kube.gpu import is_gpu_resource
    from .model import Evidence

    res = container.get("resources") or {}
    out = []
    for section in ("limits", "requests"):
        for k, v in (res.get(section) or {}).items():
            if is_gpu_resource(k):
                out.append(Evidence(f"GPUs given to container {container.get('name')!r} ({section})", tpl.ref,
                                    f"{container_ptr}/resources/{section}/{k.replace('~', '~0').replace('/', '~1')}", v))
        if out:
            return out
    return out
