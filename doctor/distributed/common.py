"""Small shared pieces of the distributed checks: the master pod of a job, readable pod
descriptions ("pytorch-distributed-training-3 on gpu-node-d (10.244.4.15)"), and the facts
log findings state, so static causes can name the symptoms they explain."""
from __future__ import annotations

from ..model import Fact, Subject, Symptom
from .jobs import Job, Rank, rendezvous_of
from .resolve import Target, resolve

# which log categories a static cause explains
CONNECTIVITY = ("bootstrap_connect_failed", "rendezvous_unreachable", "collective_timeout", "dns_resolution")


def where(rank_or_pod) -> str:
    pod = rank_or_pod.pod if isinstance(rank_or_pod, Rank) else rank_or_pod
    meta = pod.get("metadata") or {}
    node = (pod.get("spec") or {}).get("nodeName")
    ip = (pod.get("status") or {}).get("podIP")
    out = meta.get("name") or "?"
    if node:
        out += f" on {node}"
    if ip:
        out += f" ({ip})"
    return out


def at(obj, pointer: str | None):
    """The value at a JSON Pointer in obj (None when absent): evidence shows exactly this."""
    if not pointer:
        return None
    cur = obj
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, list):
            try:
                cur = cur[int(part)]
            except (ValueError, IndexError):
                return None
        elif isinstance(cur, dict):
            cur = cur.get(part)
        else:
            return None
    return cur


def log_fact(job: Job, category: str) -> Fact:
    """"A rank of this job logged an error of this signature category": what rank_log_errors
    states and a static cause (network policy, NCCL config, world size, ...) explains."""
    return Fact(Symptom.rank_log(category), Subject.job(job.key))


def log_key(job: Job, category: str) -> str:
    return f"{job.key}|{category}"


def explains_connectivity(job: Job) -> list[Fact]:
    return [log_fact(job, c) for c in CONNECTIVITY]


def master_of(job: Job, snapshot) -> tuple[Rank | None, Target | None]:
    """The rank that hosts the rendezvous store: the pod MASTER_ADDR resolves to when it is one
    of the job's ranks, else the rank with index 0."""
    first = next((r for r in job.ranks if r.index == 0), job.ranks[0] if job.ranks else None)
    target = None
    for r in job.ranks:
        rv = rendezvous_of(r)
        if rv is None or not rv.host:
            continue
        target = resolve(snapshot, r.namespace, rv.host)
        names = {(p.get("metadata") or {}).get("name") for p in target.pods}
        hit = [x for x in job.ranks if x.name in names]
        if len(hit) == 1:
            return hit[0], target
        break
    return first, target
