"""What a rendezvous host name or address points at, judged from the snapshot the way
cluster DNS (kube-dns / CoreDNS, search path `<ns>.svc.<domain> svc.<domain> <domain>`,
ndots:5) and kube-proxy would answer:

- `<svc>`, `<svc>.<ns>`, `<svc>.<ns>.svc[.<domain>]` -> a Service (ClusterIP: one virtual IP,
  port -> targetPort; headless `clusterIP: None`: the IPs of its ready endpoints);
- `<hostname>.<subdomain>[.<ns>[.svc[.<domain>]]]` -> the pod whose spec.hostname and
  spec.subdomain match, but only when a headless Service named <subdomain> in that namespace
  selects it (and it is Ready, unless the Service sets publishNotReadyAddresses);
- an IP -> the pod (status.podIP), Service (spec.clusterIP) or node (InternalIP) that has it.
A short name with one dot is tried as pod DNS first (the search path puts `<ns>.svc` first).
"""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field

from ..kube.pods import condition, is_terminated


@dataclass
class Target:
    kind: str                 # service | pod-dns | pod-ip | service-ip | node-ip | localhost | unknown-ip | external | unresolved
    host: str
    namespace: str
    service: dict | None = None
    pods: list[dict] = field(default_factory=list)     # pods the name reaches (endpoints)
    hostname: str | None = None
    subdomain: str | None = None
    node: dict | None = None
    problem: str | None = None     # why it does not resolve / reach, when it does not
    problem_pointer: tuple | None = None   # (object, pointer, value) evidence for the problem


def service_selects(service: dict, pod: dict) -> bool:
    """Service spec.selector is a plain map; an empty or missing selector selects nothing
    automatically (endpoints are then managed by hand)."""
    sel = selector_of(service)
    if not sel:
        return False
    labels = (pod.get("metadata") or {}).get("labels") or {}
    return all(labels.get(k) == v for k, v in sel.items())


def selector_of(service: dict) -> dict:
    sel = (service.get("spec") or {}).get("selector")
    return sel if isinstance(sel, dict) else {}


def is_headless(service: dict) -> bool:
    return (service.get("spec") or {}).get("clusterIP") == "None"


def is_ready(pod: dict) -> bool:
    c = condition(pod, "Ready")
    return bool(c and c.get("status") == "True")


def publishes_not_ready(service: dict) -> bool:
    return bool((service.get("spec") or {}).get("publishNotReadyAddresses"))


def selected_pods(snapshot, service: dict) -> list[dict]:
    ns = (service.get("metadata") or {}).get("namespace") or "default"
    return [p for p in snapshot.in_namespace("pods", ns)
            if not is_terminated(p) and service_selects(service, p)]


def _split(host: str) -> tuple[list[str], bool]:
    host = host.strip().rstrip(".").lower()
    labels = host.split(".")
    if "svc" in labels:
        i = labels.index("svc")
        return labels[:i], True
    return labels, False


def _ip_index(snapshot) -> dict:
    cached = getattr(snapshot, "_distributed_ip_index", None)
    if cached is not None:
        return cached
    idx: dict[str, tuple[str, dict]] = {}
    for node in snapshot.nodes:
        for a in (node.get("status") or {}).get("addresses") or []:
            if a.get("type") in ("InternalIP", "ExternalIP") and a.get("address"):
                idx.setdefault(a["address"], ("node", node))
    for svc in snapshot.items("services"):
        ip = (svc.get("spec") or {}).get("clusterIP")
        if ip and ip != "None":
            idx[ip] = ("service", svc)
    for pod in snapshot.pods:
        if is_terminated(pod) or (pod.get("spec") or {}).get("hostNetwork"):
            continue
        for entry in (pod.get("status") or {}).get("podIPs") or [{"ip": (pod.get("status") or {}).get("podIP")}]:
            if isinstance(entry, dict) and entry.get("ip"):
                idx[entry["ip"]] = ("pod", pod)
    try:
        snapshot._distributed_ip_index = idx
    except AttributeError:
        pass
    return idx


def who_has_ip(snapshot, ip: str) -> tuple[str, dict] | None:
    """('pod'|'service'|'node', object) owning this address, if the snapshot knows it."""
    ip = ip.strip("[]")
    if ip.startswith("::ffff:"):
        ip = ip[len("::ffff:"):]
    return _ip_index(snapshot).get(ip)


def resolve(snapshot, namespace: str, host: str) -> Target:
    host = (host or "").strip()
    if host in ("localhost", "127.0.0.1", "::1", "0.0.0.0"):
        return Target("localhost", host, namespace)
    try:
        ipaddress.ip_address(host.strip("[]"))
        is_ip = True
    except ValueError:
        is_ip = False
    if is_ip:
        hit = who_has_ip(snapshot, host)
        if hit is None:
            return Target("unknown-ip", host, namespace,
                          problem=f"{host} is not the address of any pod, Service or node in the snapshot")
        what, obj = hit
        if what == "pod":
            return Target("pod-ip", host, namespace, pods=[obj])
        if what == "node":
            return Target("node-ip", host, namespace, node=obj)
        return _service_target(snapshot, obj, host, "service-ip")
    labels, has_svc = _split(host)
    if not labels or not all(labels):
        return Target("unresolved", host, namespace, problem=f"{host!r} is not a valid host name")
    if has_svc:
        if len(labels) == 2:
            return _service_by_name(snapshot, labels[1], labels[0], host)
        if len(labels) == 3:
            return _pod_dns(snapshot, labels[2], labels[0], labels[1], host)
        return Target("unresolved", host, namespace, problem=f"{host!r} is not a Service or pod DNS name")
    if len(labels) == 1:
        return _service_by_name(snapshot, namespace, labels[0], host)
    if len(labels) == 2:
        pod_t = _pod_dns(snapshot, namespace, labels[0], labels[1], host)
        if pod_t.problem is None or snapshot.get("services", namespace, labels[1]) is not None:
            return pod_t
        svc_t = _service_by_name(snapshot, labels[1], labels[0], host)
        if svc_t.service is not None:
            return svc_t
        return pod_t
    if len(labels) == 3:
        return _pod_dns(snapshot, labels[2], labels[0], labels[1], host)
    return Target("external", host, namespace)


def _service_by_name(snapshot, ns: str, name: str, host: str) -> Target:
    svc = snapshot.get("services", ns, name)
    if svc is None:
        return Target("service", host, ns, problem=f"there is no Service {name!r} in namespace {ns!r}, "
                                                   f"so {host!r} does not resolve")
    return _service_target(snapshot, svc, host, "service")


def _service_target(snapshot, svc: dict, host: str, kind: str) -> Target:
    ns = (svc.get("metadata") or {}).get("namespace") or "default"
    name = (svc.get("metadata") or {}).get("name")
    t = Target(kind, host, ns, service=svc)
    sel = selector_of(svc)
    if not sel:
        return t     # endpoints managed by hand: cannot judge from pods
    pods = selected_pods(snapshot, svc)
    t.pods = pods
    if not pods:
        t.problem = (f"Service {name}'s selector {sel} matches no pod in namespace {ns}, so it has no "
                     f"endpoints and connections to {host} go nowhere")
        t.problem_pointer = (svc, "/spec/selector", sel)
        return t
    ready = [p for p in pods if is_ready(p)]
    if not ready and not publishes_not_ready(svc):
        t.problem = (f"none of the {len(pods)} pod(s) Service {name} selects is Ready and the Service does "
                     f"not set publishNotReadyAddresses, so it has no ready endpoints"
                     + (" (a headless name then has no DNS record)" if is_headless(svc) else ""))
        t.problem_pointer = (svc, "/spec/publishNotReadyAddresses", (svc.get("spec") or {}).get("publishNotReadyAddresses"))
    return t


def _hosts_in(snapshot, ns: str) -> dict:
    """hostname -> live pods of one namespace (spec.hostname, else the pod name). Built once per
    namespace that a rendezvous name points into."""
    cache = getattr(snapshot, "_distributed_hosts", None)
    if cache is None:
        cache = {}
        try:
            snapshot._distributed_hosts = cache
        except AttributeError:
            pass
    idx = cache.get(ns)
    if idx is None:
        idx = {}
        for p in snapshot.in_namespace("pods", ns):
            if is_terminated(p):
                continue
            host = (p.get("spec") or {}).get("hostname") or (p.get("metadata") or {}).get("name")
            idx.setdefault(host, []).append(p)
        cache[ns] = idx
    return idx


def _pod_dns(snapshot, ns: str, hostname: str, subdomain: str, host: str) -> Target:
    t = Target("pod-dns", host, ns, hostname=hostname, subdomain=subdomain)
    svc = snapshot.get("services", ns, subdomain)
    t.service = svc
    candidates = _hosts_in(snapshot, ns).get(hostname, [])
    exact = [p for p in candidates if (p.get("spec") or {}).get("subdomain") == subdomain]
    t.pods = exact
    if svc is None:
        t.problem = (f"{host!r} is a pod DNS name (<hostname>.<subdomain>) but there is no Service "
                     f"{subdomain!r} in namespace {ns!r}: per-pod DNS records exist only under a headless "
                     f"Service named like the pod's subdomain")
        return t
    if not is_headless(svc):
        t.problem = (f"Service {subdomain} is not headless (spec.clusterIP is "
                     f"{(svc.get('spec') or {}).get('clusterIP')!r}); per-pod DNS names like {host} exist only "
                     f"for headless Services (clusterIP: None)")
        t.problem_pointer = (svc, "/spec/clusterIP", (svc.get("spec") or {}).get("clusterIP"))
        return t
    if not exact:
        if candidates:
            other = (candidates[0].get("spec") or {}).get("subdomain")
            t.pods = candidates
            t.problem = (f"pod {hostname} exists but its spec.subdomain is {other!r}, not {subdomain!r}, "
                         f"so {host} has no DNS record")
            t.problem_pointer = (candidates[0], "/spec/subdomain", other)
        else:
            t.problem = f"no pod in namespace {ns} has hostname {hostname!r} and subdomain {subdomain!r}"
        return t
    pod = exact[0]
    if not service_selects(svc, pod):
        t.problem = (f"headless Service {subdomain}'s selector {(svc.get('spec') or {}).get('selector')} does not "
                     f"select pod {(pod.get('metadata') or {}).get('name')}, so {host} gets no DNS record")
        t.problem_pointer = (svc, "/spec/selector", (svc.get("spec") or {}).get("selector"))
        return t
    if not is_ready(pod) and not publishes_not_ready(svc):
        t.problem = (f"pod {(pod.get('metadata') or {}).get('name')} is not Ready and headless Service {subdomain} "
                     f"does not set publishNotReadyAddresses: true, so {host} has no DNS record until it is "
                     f"Ready (other ranks fail with 'Name or service not known')")
        t.problem_pointer = (svc, "/spec/publishNotReadyAddresses", (svc.get("spec") or {}).get("publishNotReadyAddresses"))
    return t
