"""Shared reading of node GPU reports (doctor.node/v1) for the zombies checks: every GPU
process joined with the pod it belongs to, JSON Pointers into the report, and the pods on a
node that ran out of GPU memory. No Check classes here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from doctor.kube.guards import L as _list
from doctor.kube.pods import container_statuses
from doctor.model import Evidence, Fact, ObjectRef, Subject, Symptom, json_pointer
from doctor.signatures import scan_text

REPORT_KIND = "NodeGPUReport"   # nodes/<node>.json in a recording; `doctor node -o json` live


@dataclass
class GpuProc:
    node: str
    report: dict
    gi: int
    gpu: dict
    pi: int
    proc: dict
    pod: dict | None

    @property
    def ref(self) -> ObjectRef:
        return ObjectRef(REPORT_KIND, self.node)

    def ptr(self, *field) -> str:
        return json_pointer("gpus", self.gi, "processes", self.pi, *field)

    def gpu_ptr(self, *field) -> str:
        return json_pointer("gpus", self.gi, *field)

    @property
    def pid(self):
        return self.proc.get("pid")

    @property
    def mib(self) -> int | None:
        v = self.proc.get("used_memory_mib")
        return v if isinstance(v, int) and not isinstance(v, bool) else None

    def evidence(self) -> list[Evidence]:
        ev = [Evidence(f"process on {gpu_label(self.gpu)}", self.ref, self.ptr("pid"), self.pid)]
        if self.mib is not None:
            ev.append(Evidence("GPU memory it holds (MiB)", self.ref, self.ptr("used_memory_mib"), self.mib))
        if self.proc.get("name"):
            ev.append(Evidence("process name", self.ref, self.ptr("name"), self.proc.get("name")))
        return ev


def gpu_label(gpu: dict) -> str:
    name = f" {gpu.get('name')}" if gpu.get("name") else ""
    return f"GPU {gpu.get('index')}{name} ({gpu.get('uuid') or 'uuid unknown'})"


def pod_by_uid(snapshot, uid: str | None) -> dict | None:
    if not uid or not isinstance(uid, str):
        return None
    obj = snapshot.by_uid(uid)
    return obj if obj is not None and obj.get("kind") == "Pod" else None


def iter_gpus(snapshot) -> Iterator[tuple[str, dict, int, dict]]:
    for node in sorted(snapshot.node_reports):
        report = snapshot.node_reports[node]
        if not isinstance(report, dict):
            continue
        gpus = report.get("gpus")
        for gi, gpu in enumerate(gpus if isinstance(gpus, list) else []):
            if isinstance(gpu, dict):
                yield node, report, gi, gpu




def iter_gpus_of(report: dict):
    """(node, report, index in gpus, gpu) for one report, skipping malformed entries."""
    for gi, gpu in enumerate(_list(report.get("gpus") if isinstance(report, dict) else None)):
        if isinstance(gpu, dict):
            yield report.get("node"), report, gi, gpu


def iter_procs(snapshot) -> Iterator[GpuProc]:
    for node, report, gi, gpu in iter_gpus(snapshot):
        procs = gpu.get("processes")
        for pi, proc in enumerate(procs if isinstance(procs, list) else []):
            if isinstance(proc, dict) and isinstance(proc.get("pid"), int) and not isinstance(proc.get("pid"), bool):
                yield GpuProc(node, report, gi, gpu, pi, proc, pod_by_uid(snapshot, proc.get("pod_uid")))


def pod_name(pod: dict) -> str:
    meta = pod.get("metadata") or {}
    return f"{meta.get('namespace')}/{meta.get('name')}"


def bare_id(container_id: str | None) -> str | None:
    """'containerd://abc' -> 'abc'."""
    if not container_id or not isinstance(container_id, str):
        return None
    return container_id.split("://", 1)[-1]


def container_named(pod: dict, container_id: str | None) -> tuple[str | None, str]:
    """(container name, 'current'|'previous'|'unknown') for a container id in the pod's status."""
    cid = bare_id(container_id)
    if not cid:
        return None, "unknown"
    for init in (False, True):
        for cs in container_statuses(pod, init=init):
            if bare_id(cs.get("containerID")) == cid:
                return cs.get("name"), "current"
            last = (cs.get("lastState") or {}).get("terminated") or {}
            if bare_id(last.get("containerID")) == cid:
                return cs.get("name"), "previous"
    return None, "unknown"


# ---- CUDA OOM victims --------------------------------------------------------------------
@dataclass
class OomVictim:
    pod: dict
    container: str | None
    line: str
    evidence: Evidence
    gpu_indexes: set      # GPUs of this node where the pod has a process now (may be empty)


def oom_fact(pod: dict) -> Fact:
    """"This pod died of CUDA out-of-memory": what cuda_oom_pod states and a memory holder explains."""
    return Fact(Symptom.POD_CUDA_OOM, Subject.of_pod(pod))


def oom_victims(snapshot, node: str) -> list[OomVictim]:
    report = snapshot.node_reports.get(node) or {}
    out: list[OomVictim] = []
    for pod in snapshot.pods_on_node(node):
        found = _oom_evidence(snapshot, pod)
        if found is None:
            continue
        uid = (pod.get("metadata") or {}).get("uid")
        gpus = {g.get("index") for _, _, _, g in iter_gpus_of(report)
                if uid and any(isinstance(p, dict) and p.get("pod_uid") == uid for p in _list(g.get("processes")))}
        out.append(OomVictim(pod, found[0], found[1], found[2], gpus))
    return out


def _oom(text: str | None) -> str | None:
    if not text:
        return None
    for m in scan_text(text):
        if m.signature.category == "gpu_oom":
            return m.line.strip()
    return None


def _oom_evidence(snapshot, pod: dict) -> tuple[str | None, str, Evidence] | None:
    ref = ObjectRef.of(pod, "Pod")
    for init, key in ((False, "containerStatuses"), (True, "initContainerStatuses")):
        for i, cs in enumerate(container_statuses(pod, init=init)):
            for state_key in ("state", "lastState"):
                msg = ((cs.get(state_key) or {}).get("terminated") or {}).get("message")
                line = _oom(msg)
                if line:
                    return cs.get("name"), line, Evidence(
                        f"container {cs.get('name')} terminated with a CUDA out-of-memory error (the matching line of its termination message)", ref,
                        json_pointer("status", key, i, state_key, "terminated", "message"), line[:300])
    meta = pod.get("metadata") or {}
    for container, text in snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or ""):
        line = _oom(text)
        if line:
            where = f"logs/{meta.get('namespace')}/{meta.get('name')}/{container or '(all)'}.log"
            return container or None, line, Evidence(f"log line in {where}", ref, None, line[:300])
    return None


def explained_oom(snapshot, node: str, gpu_index, own_pod_uid: str | None,
                  cache: dict | None = None) -> tuple[list[Fact], list[OomVictim]]:
    """The CUDA OOM facts this memory holder explains: OOM pods on the same
    GPU, or on the same node when the victim's GPU is not known (its process is gone).
    `cache` (node -> victims) saves re-reading a node's pods for each of its processes."""
    fps, victims = [], []
    if cache is None:
        cache = {}
    if node not in cache:
        cache[node] = oom_victims(snapshot, node)
    for v in cache[node]:
        if (v.pod.get("metadata") or {}).get("uid") == own_pod_uid:
            continue
        if v.gpu_indexes and gpu_index not in v.gpu_indexes:
            continue
        fps.append(oom_fact(v.pod))
        victims.append(v)
    return fps, victims


def debug_node(node: str, inner: str) -> str:
    return f"kubectl debug node/{node} -it --profile=sysadmin --image=busybox -- chroot /host sh -c '{inner}'"
