"""NCCL's network variables against what the rank pods really have. NCCL_SOCKET_IFNAME is a
list of interface-name prefixes (`^` = exclude, `=` = exact); a pod on the cluster network has
`lo` and `eth0`, plus one interface per Multus attachment (k8s.v1.cni.cncf.io/networks;
`net1`, `net2`, ... unless named with `@ifname`). Host names like ib0, ens*, bond0 only exist
in a pod with hostNetwork: true. NCCL_IB_HCA / NCCL_NET=IB need an RDMA device in the pod,
which on Kubernetes means an RDMA/SR-IOV extended resource (rdma/*, nvidia.com/hostdev, ...)
or a privileged hostNetwork pod."""
from __future__ import annotations

import json

from doctor.check import Check, Skip
from doctor.distributed.common import log_fact
from doctor.distributed.jobs import jobs_of
from doctor.model import Evidence, ObjectRef, Remediation, Severity, Symptom

NETWORKS = "k8s.v1.cni.cncf.io/networks"
NETWORK_STATUS = "k8s.v1.cni.cncf.io/network-status"


def pod_interfaces(pod: dict) -> tuple[list[str] | None, str]:
    """Interface names inside the pod, and where that knowledge comes from. None = unknown
    (hostNetwork: the node's interfaces)."""
    spec = pod.get("spec") or {}
    if spec.get("hostNetwork"):
        return None, "hostNetwork: the node's interfaces"
    ann = (pod.get("metadata") or {}).get("annotations") or {}
    status = ann.get(NETWORK_STATUS)
    if status:
        try:
            names = [e.get("interface") for e in json.loads(status) if isinstance(e, dict) and e.get("interface")]
            if names:
                return ["lo"] + names, f"annotation {NETWORK_STATUS}"
        except (ValueError, TypeError):
            pass
    names = ["lo", "eth0"]
    raw = ann.get(NETWORKS)
    if raw:
        entries = []
        try:
            parsed = json.loads(raw)
            entries = [e.get("interface") if isinstance(e, dict) else None for e in parsed]
        except (ValueError, TypeError):
            entries = [(e.split("@", 1)[1] if "@" in e else None) for e in raw.split(",") if e.strip()]
        for i, e in enumerate(entries, 1):
            names.append(e or f"net{i}")
        return names, f"eth0 + {len(entries)} Multus attachment(s) in {NETWORKS}"
    return names, f"pod network only (eth0; no {NETWORKS} annotation)"


def ifname_matches(spec: str, interfaces: list[str]) -> list[str]:
    """Interfaces NCCL_SOCKET_IFNAME selects (NCCL semantics: prefixes, ^ excludes, = exact)."""
    spec = (spec or "").strip()
    if not spec:
        return [i for i in interfaces if i != "lo" and not i.startswith("docker")]
    exclude = spec.startswith("^")
    if exclude:
        spec = spec[1:]
    exact = spec.startswith("=")
    if exact:
        spec = spec[1:]
    wanted = [w for w in spec.split(",") if w]
    def hit(name):
        return any(name == w if exact else name.startswith(w) for w in wanted)
    if exclude:
        return [i for i in interfaces if not hit(i)]
    return [i for i in interfaces if hit(i)]


RDMA_HINTS = ("rdma", "sriov", "hostdev", "infiniband", "mellanox", "roce")


def rdma_resources(resources: dict) -> list[str]:
    return [k for k in (resources or {}) if "/" in k and any(h in k.lower() for h in RDMA_HINTS)]


class NcclNetworkConfig(Check):
    """Why it exists: NCCL_SOCKET_IFNAME / NCCL_IB_* copied from bare metal name interfaces and devices a pod does not have."""

    id = "nccl_network_config"
    title = "NCCL network settings name interfaces or RDMA devices the rank pods do not have"
    category = "distributed"
    requires = ()
    # pods, or job manifests with no pod yet: NCCL's variables, hostNetwork, the Multus annotation and
    # the RDMA resources are all written in the pod template, so it alone decides these answers
    optional = ("pods", "nodes", "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io",
                "leaderworkersets.leaderworkerset.x-k8s.io", "trainjobs.trainer.kubeflow.org",
                "trainingruntimes.trainer.kubeflow.org", "clustertrainingruntimes.trainer.kubeflow.org",
                "mpijobs.kubeflow.org", "statefulsets.apps")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    may_explain = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        jobs = jobs_of(snapshot)
        if not snapshot.has("pods") and not any(j.from_manifest for j in jobs):
            raise Skip(snapshot.why_missing("pods") + "; and no job manifest (PyTorchJob, JobSet, TrainJob, "
                       "LeaderWorkerSet, MPIJob) to judge")
        for job in jobs:
            ranks = job.spec_ranks if job.from_manifest else job.live_ranks
            if not ranks:
                continue
            yield from self._ifname(job, ranks)
            yield from self._ib(job, ranks, snapshot)

    def _ifname(self, job, ranks):
        bad = []
        if job.from_manifest:      # no pod placed yet: the job's pods will be separate network namespaces
            multi_node = (job.expected or 0) > 1
        else:
            multi_node = len({x.node for x in ranks if x.node}) > 1   # once per job, not per rank (was quadratic)
        for r in ranks:
            ev = r.env.get("NCCL_SOCKET_IFNAME")
            if ev is None or ev.value is None:
                continue
            names, source = pod_interfaces(r.pod)
            if names is None:
                continue
            chosen = ifname_matches(ev.value, names)
            if not chosen or (multi_node and all(c == "lo" for c in chosen)):
                bad.append((r, ev, names, source, chosen))
        if not bad:
            return
        r, ev, names, source, chosen = bad[0]
        ann = (r.pod.get("metadata") or {}).get("annotations") or {}
        evidence = [Evidence("NCCL_SOCKET_IFNAME", r.ref, r.env_pointer(ev), ev.value)]
        for key in (NETWORK_STATUS, NETWORKS):
            if key in ann:
                evidence.append(Evidence(f"interfaces in the pod ({source})", r.ref,
                                         r.pointer("metadata", "annotations", key), ann[key]))
                break
        else:
            evidence.append(Evidence(f"no Multus network annotation: interfaces are {', '.join(names)}", r.ref,
                                     r.pointer("metadata", "annotations", NETWORKS), None))
        evidence.append(Evidence("hostNetwork", r.ref, r.pointer("spec", "hostNetwork"),
                                 (r.pod.get("spec") or {}).get("hostNetwork")))
        where = "the pods it creates" if job.from_manifest else "the rank pods"
        check = ((f"kubectl -n {r.namespace} exec {r.name} -c {r.container.get('name')} -- cat /proc/net/dev",)
                 if not r.template else ())
        yield self.finding(
            key=f"{job.key}|ifname", objects=[job.ref] + [b[0].ref for b in bad[:5]],
            title=f"{job.describe()}: NCCL_SOCKET_IFNAME={ev.value} matches no interface in {where}",
            summary=(f"NCCL_SOCKET_IFNAME={ev.value!r} selects {chosen or 'nothing'} among the interfaces of "
                     f"{r.name} ({', '.join(names)}; {source}). NCCL fails at init with 'Bootstrap : no socket "
                     "interface found' on "
                     + ("every rank pod it creates" if job.from_manifest else f"{len(bad)} of {len(ranks)} ranks")
                     + ". Host interface names (ib0, ens*, "
                     "bond0) are not visible inside a pod without hostNetwork."),
            evidence=evidence, confidence=0.9, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in ranks),
            explains=[log_fact(job, c) for c in ("no_socket_interface", "bootstrap_connect_failed")],
            remediation=Remediation(
                "Set NCCL_SOCKET_IFNAME to an interface the pods have (eth0 for the pod network; net1.. for a "
                "Multus attachment carrying the fast network), or remove it and let NCCL choose.",
                commands=check,
                patch=(f"spec:\n  template:\n    spec:\n      containers:\n      - name: {r.container.get('name')}\n"
                       "        env:\n        - name: NCCL_SOCKET_IFNAME\n          value: eth0\n")))

    def _ib(self, job, ranks, snapshot):
        r = ranks[0]
        hca = r.env.get("NCCL_IB_HCA")
        net = r.env.get("NCCL_NET")
        disabled = (r.env_value("NCCL_IB_DISABLE") or "0").strip() == "1"
        wants_ib = (hca is not None and hca.value) or (net is not None and (net.value or "").upper() == "IB")
        if not wants_ib or disabled:
            return
        spec = r.pod.get("spec") or {}
        if spec.get("hostNetwork"):
            return
        res = r.container.get("resources") or {}
        requested = rdma_resources({**(res.get("limits") or {}), **(res.get("requests") or {})})
        if requested:
            return
        node = snapshot.node(r.node) if r.node and snapshot.has("nodes") else None
        node_rdma = rdma_resources(((node or {}).get("status") or {}).get("allocatable") or {})
        forced = net is not None and (net.value or "").upper() == "IB"
        var = hca if hca is not None and hca.value else net
        evidence = [Evidence(var.name, r.ref, r.env_pointer(var), var.value),
                    Evidence("resources of the training container (no RDMA device requested)", r.ref,
                             r.container_pointer("resources"), res)]
        if node is not None:
            evidence.append(Evidence(f"allocatable resources of {r.node} (RDMA: {', '.join(node_rdma) or 'none'})",
                                     ObjectRef("Node", r.node), "/status/allocatable",
                                     (node.get("status") or {}).get("allocatable")))
        yield self.finding(
            severity=Severity.CRITICAL if forced else Severity.WARNING,
            key=f"{job.key}|ib", objects=[job.ref, r.ref],
            title=f"{job.describe()}: {var.name}={var.value} but the " + ("pods it creates" if job.from_manifest
                                                                          else "rank pods") + " have no RDMA device",
            summary=(f"The ranks ask NCCL for InfiniBand/RoCE ({var.name}={var.value}) but request no RDMA resource"
                     + (f" (node {r.node} offers {', '.join(node_rdma)})" if node_rdma else
                        (f" and node {r.node} advertises none" if node is not None else ""))
                     + ". Without /dev/infiniband in the container NCCL logs 'NET/IB : No device found' and "
                     + ("fails, because NCCL_NET=IB forbids the socket fallback." if forced else
                        "falls back to TCP sockets over eth0: correct but many times slower.")),
            evidence=evidence, confidence=0.75, root_cause=True,
            blast_radius=sum(max(x.gpus, 1) for x in ranks),
            explains=[log_fact(job, "ib_unavailable")],
            remediation=Remediation(
                "Request the RDMA device and attach the secondary network (NVIDIA Network Operator), or set "
                "NCCL_IB_DISABLE=1 to use sockets deliberately.",
                commands=(f"kubectl get node {r.node} -o jsonpath='{{.status.allocatable}}'",) if r.node else (),
                patch=("spec:\n  template:\n    metadata:\n      annotations:\n"
                       "        k8s.v1.cni.cncf.io/networks: rdma-net\n    spec:\n      containers:\n"
                       f"      - name: {r.container.get('name')}\n        resources:\n          limits:\n"
                       f"            {node_rdma[0] if node_rdma else 'rdma/rdma_shared_device_a'}: 1\n")))
