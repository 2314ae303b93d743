"""NetworkPolicies between the ranks of a distributed job. Ranks need TCP to rank 0's
MASTER_PORT (rendezvous) AND TCP on ephemeral ports between every pair (NCCL bootstrap and
socket transport, Gloo), AND DNS (UDP 53) when MASTER_ADDR is a name and egress is isolated.
A policy that opens only MASTER_PORT lets rendezvous succeed and then fails inside NCCL.
Each pair is evaluated with doctor.distributed.networkpolicy (ingress of the destination AND
egress of the source, union of policies, default deny on selection)."""
from __future__ import annotations

from doctor.check import Check
from doctor.distributed.common import at, log_fact, master_of, where
from doctor.distributed.jobs import jobs_of, rendezvous_of
from doctor.distributed.networkpolicy import Evaluator, NamespaceLabels, egress_decision, evaluate
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom

# NCCL listens on ephemeral ports (Linux default ip_local_port_range 32768-60999); probe its ends and middle
EPHEMERAL = (32768, 46000, 60999)


class NetworkPolicyBlocksRanks(Check):
    """Why it exists: a NetworkPolicy that drops rank-to-rank TCP turns into rendezvous or NCCL timeouts with no hint of the policy."""

    id = "networkpolicy_blocks_ranks"
    title = "NetworkPolicy blocks traffic between ranks of a distributed job"
    category = "distributed"
    requires = ("pods", "networkpolicies.networking.k8s.io")
    optional = ("namespaces", "services")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    may_explain = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        nslabels = NamespaceLabels(snapshot)
        for job in jobs_of(snapshot):
            ranks = [r for r in job.live_ranks if r.ip]
            if len(ranks) < 2:
                continue
            policies = snapshot.in_namespace("networkpolicies", job.namespace)
            if not policies:
                continue
            ev = Evaluator(policies, nslabels)
            classes: dict[tuple, list] = {}
            for r in ranks:
                classes.setdefault(ev.features(r.pod), []).append(r)
            master, _ = master_of(job, snapshot)
            rv = rendezvous_of(master) if master is not None else None
            if rv is not None and rv.host and not _is_ip(rv.host):
                dns = _dns_pod(snapshot)
                blocked = []
                for members in classes.values():
                    # decide for the rank the finding will name (a worker is the clearer example), so
                    # the quoted reason speaks of that same pod
                    rep = next((r for r in members if r.index not in (0, None)), members[0])
                    d = egress_decision(rep.pod, dns, 53, "UDP", policies=policies, nslabels=nslabels)
                    if not d.allowed and d.certain:
                        blocked.extend([(rep, d)] + [(r, d) for r in members if r is not rep])
                if blocked:
                    yield self._dns(job, rv, blocked, len(ranks), snapshot)
            port = rv.port if rv is not None else None
            if master is not None and master.ip and port:
                denied = []
                for members in classes.values():
                    others = [r for r in members if r is not master]
                    if not others:
                        continue
                    d = ev.decide(others[0].pod, master.pod, port)
                    if not d.allowed and d.certain:
                        first = evaluate(others[0].pod, master.pod, port, "TCP", policies=policies, nslabels=nslabels)
                        denied.extend([(others[0], first)] + [(r, d) for r in others[1:]])
                if denied:
                    yield self._finding(job, master, port, denied, len(ranks) - 1, "rendezvous", snapshot)
                    continue          # rendezvous never completes; ephemeral ports are moot until fixed
            denied = []
            blocked_pairs = 0
            total_pairs = len(ranks) * (len(ranks) - 1)
            keys = list(classes)
            for ka in keys:
                for kb in keys:
                    a_members, b_members = classes[ka], classes[kb]
                    if ka == kb and len(a_members) < 2:
                        continue
                    src = a_members[0]
                    dst = b_members[1] if ka == kb else b_members[0]
                    for p in EPHEMERAL:
                        d = ev.decide(src.pod, dst.pod, p)
                        if not d.allowed and d.certain:
                            if not denied:
                                denied.append((src, dst, p, evaluate(src.pod, dst.pod, p, "TCP", policies=policies,
                                                                     nslabels=nslabels)))
                            blocked_pairs += len(a_members) * (len(b_members) - (1 if ka == kb else 0))
                            break
            if denied:
                yield self._ephemeral(job, denied, blocked_pairs, total_pairs, snapshot)

    def _finding(self, job, master, port, denied, total, what, snapshot):
        r, d = denied[0]
        pol_refs = _policy_refs(d)
        ev = [Evidence(f"{r.name} -> {master.name}:{port}/TCP denied ({d.denied_direction})", r.ref, None, d.reason)]
        for pref in pol_refs[:3]:
            pol = snapshot.get("networkpolicies", pref.namespace, pref.name)
            ev.append(Evidence(f"NetworkPolicy {pref.name} selecting the {'destination' if d.denied_direction == 'ingress' else 'source'}",
                               pref, "/spec", (pol or {}).get("spec")))
        rv = rendezvous_of(master)
        if rv is not None and rv.port_pointer:
            ev.append(Evidence(f"MASTER_PORT {port}", master.ref, rv.port_pointer, at(master.pod, rv.port_pointer)))
        sel = (((job.owner.get("spec") or {}).get("selector") or {}).get("matchLabels") if job.owner else None)
        labels = sel or {k: v for k, v in ((master.pod.get("metadata") or {}).get("labels") or {}).items()
                         if k in ("app", "training.kubeflow.org/job-name", "jobset.sigs.k8s.io/jobset-name",
                                  "volcano.sh/job-name")}
        patch = _allow_patch(job, labels, d.denied_direction)
        return self.finding(
            key=f"{job.key}|netpol-{what}", objects=[job.ref, r.ref, master.ref] + pol_refs[:3],
            title=(f"{job.describe()}: NetworkPolicy blocks rank {r.index if r.index is not None else r.name} "
                   f"({r.name}) -> rank 0 {master.name}:{port}"),
            summary=(f"{where(r)} cannot open TCP {port} to {where(master)}, where rank 0 hosts the rendezvous "
                     f"store: {d.reason}. {len(denied)} of {total} ranks are blocked the same way, so "
                     f"init_process_group times out ('The client socket has timed out ... while trying to connect to')."),
            evidence=ev, confidence=0.95, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in job.live_ranks),
            explains=[log_fact(job, c) for c in ("rendezvous_unreachable", "collective_timeout", "bootstrap_connect_failed")],
            remediation=Remediation(
                "Allow all TCP between the job's ranks (rendezvous port and NCCL's ephemeral ports), in both "
                "directions, with a NetworkPolicy that selects the rank pods.",
                commands=(f"kubectl -n {job.namespace} get networkpolicy -o yaml",
                          f"kubectl -n {job.namespace} apply -f allow-{job.name}-ranks.yaml"),
                patch=patch))

    def _dns(self, job, rv, blocked, total, snapshot):
        blocked = sorted(blocked, key=lambda b: b[0].index in (0, None))   # a worker is the clearer example
        r, d = blocked[0]
        pol_refs = _policy_refs(d)
        ev = [Evidence(f"{r.name} -> cluster DNS (kube-system, k8s-app=kube-dns) UDP/53 denied (egress)", r.ref, None, d.reason),
              Evidence(f"rendezvous host {rv.host} is a name that needs DNS", r.ref, rv.host_pointer,
                       at(r.pod, rv.host_pointer))]
        for pref in pol_refs[:3]:
            pol = snapshot.get("networkpolicies", pref.namespace, pref.name)
            ev.append(Evidence(f"NetworkPolicy {pref.name} isolating egress of the ranks", pref, "/spec", (pol or {}).get("spec")))
        return self.finding(
            key=f"{job.key}|netpol-dns", objects=[job.ref, r.ref] + pol_refs[:3],
            title=f"{job.describe()}: egress NetworkPolicy blocks DNS, so {rv.host} cannot resolve",
            summary=(f"{where(r)} (and {len(blocked) - 1} more of {total} ranks) is isolated for egress and no rule "
                     f"allows UDP 53 to the cluster DNS: {d.reason}. MASTER_ADDR is a name, so every rank fails "
                     f"with 'Name or service not known' / 'gai error' before it can connect."),
            evidence=ev, confidence=0.9, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in job.live_ranks),
            explains=[log_fact(job, c) for c in ("dns_resolution", "rendezvous_unreachable", "collective_timeout")],
            remediation=Remediation(
                "Allow egress to the cluster DNS on UDP and TCP 53 for the rank pods.",
                commands=(f"kubectl -n {job.namespace} get networkpolicy -o yaml",),
                patch=(f"apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-dns\n"
                       f"  namespace: {job.namespace}\nspec:\n  podSelector: {{}}\n  policyTypes: [Egress]\n  egress:\n"
                       "  - to:\n    - namespaceSelector:\n        matchLabels:\n          kubernetes.io/metadata.name: kube-system\n"
                       "      podSelector:\n        matchLabels:\n          k8s-app: kube-dns\n    ports:\n"
                       "    - {port: 53, protocol: UDP}\n    - {port: 53, protocol: TCP}\n")))

    def _ephemeral(self, job, denied, blocked_pairs, total_pairs, snapshot):
        src, dst, port, d = denied[0]
        pol_refs = _policy_refs(d)
        ev = [Evidence(f"{src.name} -> {dst.name}:{port}/TCP denied ({d.denied_direction})", src.ref, None, d.reason),
              Evidence("rank pairs (ordered) blocked on ephemeral ports", None, None, f"{blocked_pairs} of {total_pairs}")]
        for pref in pol_refs[:3]:
            pol = snapshot.get("networkpolicies", pref.namespace, pref.name)
            ev.append(Evidence(f"NetworkPolicy {pref.name} selecting the "
                               f"{'destination' if d.denied_direction == 'ingress' else 'source'}",
                               pref, "/spec", (pol or {}).get("spec")))
        labels = {k: v for k, v in ((dst.pod.get("metadata") or {}).get("labels") or {}).items()
                  if k in ("app", "training.kubeflow.org/job-name", "jobset.sigs.k8s.io/jobset-name", "volcano.sh/job-name")}
        return self.finding(
            key=f"{job.key}|netpol-ephemeral", objects=[job.ref, src.ref, dst.ref] + pol_refs[:3],
            title=(f"{job.describe()}: NetworkPolicy blocks NCCL's ephemeral ports between ranks "
                   f"({src.name} -> {dst.name})"),
            summary=(f"{where(src)} cannot open TCP {port} to {where(dst)}: {d.reason}. NCCL's bootstrap and socket "
                     f"transport listen on ephemeral ports, not MASTER_PORT, so rendezvous succeeds and then "
                     f"ncclCommInitRank fails ('socketStartConnect: Connect to ... failed') or the first collective "
                     f"hits the watchdog timeout."),
            evidence=ev, confidence=0.9, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in job.live_ranks),
            explains=[log_fact(job, c) for c in ("bootstrap_connect_failed", "collective_timeout")],
            remediation=Remediation(
                "Open all TCP ports between the ranks (drop the port list from the peer rule, or add "
                "port 1024 with endPort 65535).",
                commands=(f"kubectl -n {job.namespace} get networkpolicy -o yaml",),
                patch=_allow_patch(job, labels, d.denied_direction)))


def _is_ip(host: str) -> bool:
    import ipaddress
    try:
        ipaddress.ip_address(host.strip("[]"))
        return True
    except ValueError:
        return False


def _dns_pod(snapshot) -> dict:
    """A cluster DNS pod (CoreDNS/kube-dns carry k8s-app=kube-dns in kube-system), or a stand-in
    with those labels when the snapshot holds none."""
    for p in snapshot.in_namespace("pods", "kube-system"):
        if ((p.get("metadata") or {}).get("labels") or {}).get("k8s-app") == "kube-dns":
            return p
    return {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": "coredns", "namespace": "kube-system", "labels": {"k8s-app": "kube-dns"}},
            "spec": {"containers": [{"name": "coredns", "ports": [{"name": "dns", "containerPort": 53, "protocol": "UDP"},
                                                                 {"name": "dns-tcp", "containerPort": 53, "protocol": "TCP"}]}]},
            "status": {}}


def _cls(pod: dict):
    meta = pod.get("metadata") or {}
    ports = tuple(sorted((p.get("name") or "", p.get("containerPort") or 0)
                         for c in (pod.get("spec") or {}).get("containers") or [] for p in c.get("ports") or []))
    return (meta.get("namespace"), tuple(sorted((meta.get("labels") or {}).items())), ports,
            (pod.get("status") or {}).get("podIP"), bool((pod.get("spec") or {}).get("hostNetwork")))


def _policy_refs(d) -> list[ObjectRef]:
    names = d.ingress_policies if d.denied_direction == "ingress" else d.egress_policies
    out = []
    for n in names:
        ns, _, name = n.partition("/")
        out.append(ObjectRef("NetworkPolicy", name, ns))
    return out


def _allow_patch(job, labels: dict, direction: str | None) -> str:
    sel = "".join(f"      {k}: {v}\n" for k, v in labels.items()) or "      {}\n"
    peer = "".join(f"          {k}: {v}\n" for k, v in labels.items())
    if direction == "egress":
        return (f"apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-{job.name}-ranks\n"
                f"  namespace: {job.namespace}\nspec:\n  podSelector:\n    matchLabels:\n{sel}  policyTypes: [Egress]\n"
                f"  egress:\n  - to:\n    - podSelector:\n        matchLabels:\n{peer}")
    return (f"apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-{job.name}-ranks\n"
            f"  namespace: {job.namespace}\nspec:\n  podSelector:\n    matchLabels:\n{sel}  policyTypes: [Ingress]\n"
            f"  ingress:\n  - from:\n    - podSelector:\n        matchLabels:\n{peer}")
