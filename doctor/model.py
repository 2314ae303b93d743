"""The finding model: what a check reports, and how a check's run ended."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

try:   # CPython's built-in SHA-256: the same digest as hashlib's, without loading OpenSSL (~3 ms)
    from _sha256 import sha256 as _sha256
except ImportError:   # a build without it
    from hashlib import sha256 as _sha256

from .severity import Severity  # noqa: F401  (its own module: doctor.options needs it without the model)


@dataclass(frozen=True)
class ObjectRef:
    kind: str
    name: str
    namespace: str | None = None

    @classmethod
    def of(cls, obj: dict, kind: str | None = None) -> "ObjectRef":
        meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        name, ns, obj_kind = meta.get("name"), meta.get("namespace"), obj.get("kind")
        return cls(kind=kind or (obj_kind if isinstance(obj_kind, str) and obj_kind else "?"),
                   name=name if isinstance(name, str) and name else "?",
                   namespace=ns if isinstance(ns, str) else None)

    def __str__(self) -> str:
        where = f"{self.namespace}/" if self.namespace else ""
        return f"{self.kind}/{where}{self.name}"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "namespace": self.namespace, "name": self.name}


def json_pointer(*parts: Any) -> str:
    """RFC 6901 pointer: json_pointer("status", "allocatable", "nvidia.com/gpu")
    -> "/status/allocatable/nvidia.com~1gpu"."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


@dataclass(frozen=True)
class Evidence:
    """One observed fact. `pointer` is a JSON Pointer into `object` (as kubectl -o json
    prints it); `value` is what was found there. Facts that are not object fields (an event
    message, a log line, a computed number) leave `pointer` empty and say so in `note`."""

    note: str
    object: ObjectRef | None = None
    pointer: str | None = None
    value: Any = None

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"note": self.note}
        if self.object is not None:
            out["object"] = self.object.to_dict()
        if self.pointer is not None:
            out["pointer"] = self.pointer
        if self.value is not None:
            out["value"] = self.value
        return out


@dataclass(frozen=True)
class Remediation:
    """What to do: `text` in plain English, plus concrete `commands` and/or a YAML `patch`."""

    text: str
    commands: tuple[str, ...] = ()
    patch: str | None = None

    def to_dict(self) -> dict:
        return {"text": self.text, "commands": list(self.commands), "patch": self.patch}

    def one_line(self) -> str:
        if self.commands:
            return f"{self.text} `{self.commands[0]}`"
        return self.text


@dataclass(frozen=True)
class Subject:
    """What a finding is about, as the findings graph names it: a node, one GPU of a node, a
    pod, a workload owner (Job, DaemonSet, ...), a distributed job, or the cluster itself."""

    kind: str                      # node | gpu | pod | owner | job | component | cluster
    name: str
    namespace: str | None = None
    part: str | None = None        # gpu: its index (or UUID); owner: its kind

    @classmethod
    def node(cls, name: str) -> "Subject":
        return cls("node", str(name))

    @classmethod
    def gpu(cls, node: str, index) -> "Subject":
        return cls("gpu", str(node), part=str(index))

    @classmethod
    def pod(cls, namespace: str | None, name: str) -> "Subject":
        return cls("pod", str(name), namespace or "default")

    @classmethod
    def of_pod(cls, pod: dict) -> "Subject":
        meta = pod.get("metadata") if isinstance(pod.get("metadata"), dict) else {}
        return cls.pod(meta.get("namespace"), meta.get("name") or "?")

    @classmethod
    def owner(cls, kind: str, namespace: str | None, name: str) -> "Subject":
        return cls("owner", str(name), namespace, part=str(kind))

    @classmethod
    def job(cls, key: str) -> "Subject":
        return cls("job", str(key))

    @classmethod
    def component(cls, name: str) -> "Subject":
        """A GPU Operator operand (driver, container-toolkit, device-plugin, operator, ...)."""
        return cls("component", str(name))

    @classmethod
    def cluster(cls) -> "Subject":
        return cls("cluster", "")

    def __str__(self) -> str:
        where = f"{self.namespace}/" if self.namespace else ""
        part = f"[{self.part}]" if self.part else ""
        return f"{self.kind}:{where}{self.name}{part}"


class Symptom:
    """The shared vocabulary of the findings graph: what a finding may state about a subject,
    and what a cause may explain. A check that explains another check's finding names the
    symptom and the subject, never the other check's id or key format."""

    NODE_GPUS_MISSING = "node-gpus-not-advertised"      # node: allocatable GPUs below what it has (0 or fewer)
    NODE_CORDONED = "node-cordoned"                      # node: spec.unschedulable
    POD_UNSCHEDULABLE = "pod-unschedulable"              # pod: Pending, kube-scheduler cannot place it
    PODS_NOT_CREATED = "pods-not-created"                # owner: its controller cannot create its pods
    POD_CUDA_OOM = "pod-cuda-oom"                        # pod: a container died of CUDA out-of-memory
    GPU_OPERATOR_NOT_READY = "gpu-operator-not-ready"    # cluster: ClusterPolicy notReady
    OPERATOR_COMPONENT_FAILING = "gpu-operator-component-failing"   # component: its pods fail
    GPU_OPERATOR_NOT_RECONCILED = "gpu-operator-not-reconciled"   # cluster: a ClusterPolicy without status (no operator reconciles it)
    NODE_GPU_HEALTH_SIGNAL = "node-gpu-health-signal"    # node: a health agent marks its GPUs unhealthy
    GPU_ADMISSION_FAILED = "node-gpu-admission-failed"   # node: pods failed UnexpectedAdmissionError there
    DRA_CLAIM_NOT_PREPARED = "pod-dra-claim-not-prepared"   # pod: the kubelet cannot prepare its ResourceClaims
    RENDEZVOUS_UNRESOLVED = "rendezvous-unresolved"      # job: MASTER_ADDR does not resolve
    POD_GPUS_POORLY_CONNECTED = "pod-gpus-poorly-connected"   # pod: its GPUs on a node talk through the CPU interconnect
    JOB_RANKS_PENDING = "job-ranks-pending"              # job: some ranks Pending while others hold GPUs

    @staticmethod
    def rank_log(category: str) -> str:
        """job: a rank's log shows this signature category (doctor/signatures ids); a check
        declares the whole family as rank_log("*")."""
        return f"log:{category}"

    @staticmethod
    def gpu_error(category: str) -> str:
        """node (node-wide categories) or owner: its pods print this GPU-stack error (doctor/signatures
        ids); declared as gpu_error("*")."""
        return f"gpu-error:{category}"

    @staticmethod
    def matches(declared: str, symptom: str) -> bool:
        """A declaration ("log:*" covers every "log:<category>") against a symptom."""
        if declared.endswith("*"):
            return symptom.startswith(declared[:-1]) or (symptom.endswith("*") and declared.startswith(symptom[:-1]))
        if symptom.endswith("*"):
            return declared.startswith(symptom[:-1])
        return declared == symptom


@dataclass(frozen=True)
class Fact:
    """One edge end of the findings graph: `symptom` holds for `subject`."""

    symptom: str
    subject: Subject

    def __str__(self) -> str:
        return f"{self.symptom}@{self.subject}"


@dataclass
class Finding:
    check: str
    severity: Severity
    title: str
    summary: str
    remediation: Remediation
    objects: list[ObjectRef] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    confidence: float = 0.8
    blast_radius: int = 1          # GPUs or pods affected, whichever the check counts
    key: str = ""                  # discriminator within the check (defaults to objects)
    # what this finding causes: Facts (linked by the engine to every finding that states them),
    # or fingerprints of this same check's own findings
    explains: list = field(default_factory=list)
    states: list[Fact] = field(default_factory=list)   # what this finding says holds, about whom
    root_cause: bool = False       # True when the check knows this is a cause, not a symptom
    score: float = 0.0             # filled by ranking
    explained_by: str | None = None  # filled by ranking
    links: list[str] | None = None   # fingerprints of the findings it explains in this run (ranking)

    def __post_init__(self) -> None:
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence must be within 0..1, got {self.confidence}")
        if not isinstance(self.severity, Severity):
            self.severity = Severity.parse(str(self.severity))

    @property
    def fingerprint(self) -> str:
        """Stable across runs: check id + what it is about, never wall-clock data."""
        subject = self.key or ",".join(sorted(str(o) for o in self.objects))
        digest = _sha256(f"{self.check}|{subject}".encode()).hexdigest()[:16]
        return f"{self.check}:{digest}"

    def to_dict(self) -> dict:
        out = {
            "id": self.fingerprint,
            "check": self.check,
            "severity": self.severity.value,
            "confidence": round(self.confidence, 3),
            "score": round(self.score, 2),
            "title": self.title,
            "summary": self.summary,
            "objects": [o.to_dict() for o in self.objects],
            "evidence": [e.to_dict() for e in self.evidence],
            "remediation": self.remediation.one_line(),
            "fix": self.remediation.to_dict(),
            "blast_radius": self.blast_radius,
            "explains": list(self.links) if self.links is not None else [e for e in self.explains if isinstance(e, str)],
            "explained_by": self.explained_by,
            # what it states (a group of identical Pending pods states one Fact per pod: the first 50)
            "states": [str(f) for f in self.states[:50]],
        }
        if len(self.states) > 50:
            out["states_total"] = len(self.states)
        return out


class Status(str, Enum):
    OK = "ok"
    FINDINGS = "findings"
    SKIPPED = "skipped"
    ERROR = "error"


@dataclass
class CheckResult:
    id: str
    title: str
    category: str
    status: Status
    detail: str = ""
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "category": self.category,
                "status": self.status.value, "detail": self.detail,
                "findings": len(self.findings)}
