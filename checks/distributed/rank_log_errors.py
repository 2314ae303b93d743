"""Reads the logs of every rank pod for NCCL / torch.distributed / c10d failure lines (the
`distributed` signature family), and turns the addresses in them back into pods and nodes
(status.podIP, status.hostIP / node InternalIP, Service clusterIP, pod DNS names): "rank 3 on
gpu-node-d cannot connect to 10.244.1.12:29500 — that is pytorch-distributed-training-0 on
gpu-node-a". One finding per job and category; static causes (NetworkPolicy, DNS, WORLD_SIZE)
list these as the symptoms they explain."""
from __future__ import annotations

import re

from doctor.check import Check
from doctor.distributed.common import log_fact, log_key, where
from doctor.distributed.jobs import jobs_of
from doctor.distributed.resolve import resolve, who_has_ip
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom
from doctor.signatures import scan_text

FAMILY = ("bootstrap_connect_failed", "no_socket_interface", "ib_unavailable", "collective_timeout",
          "rendezvous_unreachable", "dns_resolution", "shm_insufficient", "version_mismatch")
SEVERITY = {"ib_unavailable": Severity.WARNING, "collective_timeout": Severity.CRITICAL}
_NCCL_VERSION = re.compile(r"NCCL version (\d+\.\d+\.\d+)")


def describe_peer(snapshot, namespace: str, peer: str, port: str | None) -> tuple[str, str, list[ObjectRef]]:
    """('10.244.1.12:29500', 'pod pytorch-distributed-training-0 on gpu-node-a (10.244.1.12)', refs)."""
    addr = peer.strip("[]")
    if addr.startswith("::ffff:"):
        addr = addr[7:]
    shown = f"{addr}:{port}" if port else addr
    hit = who_has_ip(snapshot, addr)
    if hit is not None:
        what, obj = hit
        if what == "pod":
            return shown, f"pod {where(obj)}", [ObjectRef.of(obj, "Pod")]
        if what == "node":
            name = (obj.get("metadata") or {}).get("name")
            return shown, f"node {name}", [ObjectRef("Node", name)]
        svc = (obj.get("metadata") or {}).get("name")
        target = resolve(snapshot, namespace, addr)
        behind = ", ".join(where(p) for p in target.pods[:2]) or "no pod"
        return shown, f"Service {svc} (endpoints: {behind})", [ObjectRef.of(obj, "Service")] + \
            [ObjectRef.of(p, "Pod") for p in target.pods[:2]]
    if not re.match(r"^[0-9a-fA-F.:]+$", addr):
        target = resolve(snapshot, namespace, addr)
        if target.pods:
            return (shown, f"resolves to {', '.join(where(p) for p in target.pods[:2])}",
                    [ObjectRef.of(p, "Pod") for p in target.pods[:2]])
        if target.problem:
            return shown, target.problem, []
    return shown, "not an address of any pod, Service or node in the snapshot", []


class RankLogErrors(Check):
    """Why it exists: NCCL and c10d errors name IP addresses; this maps them back to the pods and nodes involved."""

    id = "rank_log_errors"
    title = "NCCL / torch.distributed errors in the logs of rank pods"
    category = "distributed"
    requires = ("pods", "logs")
    optional = ("services", "nodes")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    states = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        for job in jobs_of(snapshot):
            hits: dict[str, list] = {}
            versions: dict[str, list] = {}
            for r in job.ranks:
                for container, text in snapshot.logs_of_pod(r.namespace, r.name):
                    for m in scan_text(text, limit_per_category=2):
                        if m.signature.category in FAMILY:
                            hits.setdefault(m.signature.category, []).append((r, container, m))
                    for v in set(_NCCL_VERSION.findall(text)):
                        versions.setdefault(v, []).append(r)
            ib_intent = any(r.env.get("NCCL_IB_HCA") or (r.env_value("NCCL_NET") or "").upper() == "IB"
                            for r in job.ranks)
            for category, found in sorted(hits.items()):
                if category == "ib_unavailable" and not ib_intent:
                    continue      # "NET/IB : No device found" is normal on socket-only clusters
                yield self._finding(snapshot, job, category, found)
            if len(versions) > 1:
                yield self._versions(job, versions)

    def _finding(self, snapshot, job, category, found):
        # lead with a line that names the other side: it says who cannot talk to whom
        found = sorted(found, key=lambda f: 0 if (f[2].groups.get("peer") or f[2].groups.get("host")) else 1)
        r, container, m = found[0]
        ranks = sorted({x.name for x, _, _ in found})
        sig = m.signature
        peer = m.groups.get("peer") or m.groups.get("host")
        port = m.groups.get("port") or m.groups.get("hport")
        shown, relation, peer_refs = ("", "", [])
        if peer:
            shown, relation, peer_refs = describe_peer(snapshot, r.namespace, peer, port)
        rank_label = f"rank {r.index}" if r.index is not None else r.name
        # lower-case the first word for the sentence, unless it is a name (NCCL, TCPStore, DataLoader)
        first = (sig.title.split() or [""])[0]
        head = sig.title if any(ch.isupper() for ch in first[1:]) else sig.title[:1].lower() + sig.title[1:]
        title = f"{job.describe()}: {head} ({len(ranks)} of {len(job.ranks)} ranks)"
        summary = f"{rank_label} ({where(r)}) logged: {m.line.strip()[:300]}"
        if shown:
            summary += f" — {shown}: {relation}."
            title = f"{job.describe()}: {rank_label} on {r.node or '?'} cannot reach {shown} — {relation}"
        summary += f"{'' if summary.endswith(('.', '!', '?')) else '.'} {sig.explanation}"
        ev = [Evidence(f"log line {m.line_number} of {r.name}/{container}", r.ref, None, m.line.strip()[:500])]
        for x, c, mm in found[1:4]:
            ev.append(Evidence(f"log line {mm.line_number} of {x.name}/{c}", x.ref, None, mm.line.strip()[:500]))
        if shown:
            ev.append(Evidence(f"peer address {shown} mapped to the cluster", peer_refs[0] if peer_refs else None,
                               None, relation))
        return self.finding(
            severity=SEVERITY.get(category, Severity.CRITICAL), key=log_key(job, category),
            states=[log_fact(job, category)],
            objects=[job.ref, r.ref] + peer_refs[:2], title=title, summary=summary, evidence=ev,
            confidence=0.8, blast_radius=sum(max(x.gpus, 1) for x in job.live_ranks) or len(job.ranks),
            remediation=Remediation(sig.remediation,
                                    commands=(f"kubectl -n {r.namespace} logs {r.name} -c {container}",
                                              f"doctor explain \"{m.line.strip()[:120]}\"")))

    def _versions(self, job, versions):
        parts = [f"{v} on {', '.join(sorted({r.name for r in rs})[:3])}" for v, rs in sorted(versions.items())]
        rs = [rs[0] for rs in versions.values()]
        return self.finding(
            key=log_key(job, "version_mismatch_banner"), objects=[job.ref] + [r.ref for r in rs[:4]],
            title=f"{job.describe()}: ranks run different NCCL versions ({', '.join(sorted(versions))})",
            summary=("The ranks' logs print different 'NCCL version' banners: " + "; ".join(parts) +
                     ". Mixed NCCL builds across ranks cause 'message truncated' errors and hangs."),
            evidence=[Evidence(f"NCCL version in {r.name}'s log", r.ref, None, v) for v, rr in sorted(versions.items())
                      for r in rr[:1]],
            confidence=0.85, root_cause=True, blast_radius=len(job.ranks),
            remediation=Remediation("Run all ranks from the same image digest.",
                                    commands=(f"kubectl -n {job.namespace} get pods -o jsonpath='{{range .items[*]}}"
                                              "{.metadata.name}{\"\\t\"}{.status.containerStatuses[0].imageID}{\"\\n\"}{end}'",)))
