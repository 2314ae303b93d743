"""NetworkPolicy (networking.k8s.io/v1) evaluation between two pods, with the API's own
semantics (staging/src/k8s.io/api/networking/v1/types.go):

- A pod is isolated for a direction only when at least one policy in its namespace selects it
  (spec.podSelector; an empty selector selects every pod of the namespace) and lists that
  direction in policyTypes. Unselected pods allow everything (default allow).
- policyTypes defaults (pkg/apis/networking/v1/defaults.go SetDefaults_NetworkPolicy):
  "Ingress" always, plus "Egress" when len(spec.egress) != 0 (an empty egress list does not).
- Traffic must be allowed by the source's egress AND by the destination's ingress.
- Policies are a union: traffic is allowed when ANY rule of ANY policy selecting the pod
  matches. A selecting policy with no rules for a direction only isolates (default deny).
- A rule matches when its peers match (from/to; empty or missing = every peer) AND its ports
  match (empty or missing = every port). Peers and ports are ORed inside a rule.
- A peer: podSelector alone = pods of the policy's namespace; namespaceSelector alone = every
  pod in the selected namespaces; both in ONE peer = pods matching podSelector inside the
  selected namespaces (AND); an empty selector selects everything. ipBlock = CIDR minus except.
- A port: protocol (default TCP) AND port (number or the name of a container port of the
  destination pod; missing = every port), with endPort making an inclusive range.
- Ingress from the pod's own node is always allowed; a pod never blocks itself (loopback).

Where the snapshot cannot settle it (namespace labels not recorded for a namespaceSelector,
ipBlock against pod IPs, hostNetwork pods) the answer says so: `certain` is False and the
traffic is reported as allowed, so no check claims a block it cannot prove.
"""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from typing import Iterable

from ..kube.selectors import matches_label_selector

NS_NAME_LABEL = "kubernetes.io/metadata.name"


@dataclass
class Decision:
    allowed: bool
    reason: str
    certain: bool = True
    # names (ns/name) of the policies that isolate the source (egress) / destination (ingress)
    egress_policies: list[str] = field(default_factory=list)
    ingress_policies: list[str] = field(default_factory=list)
    # the policy whose rule let the traffic through, per direction (None = not isolated)
    egress_allowed_by: str | None = None
    ingress_allowed_by: str | None = None
    denied_direction: str | None = None   # "egress" | "ingress" when denied

    def __iter__(self):                    # (allowed, reason) = allowed(...)
        return iter((self.allowed, self.reason))


def _meta(obj: dict) -> dict:
    return obj.get("metadata") or {}


def _ns(obj: dict) -> str:
    return _meta(obj).get("namespace") or "default"


def _name(obj: dict) -> str:
    return f"{_ns(obj)}/{_meta(obj).get('name') or '?'}"


def policy_types(policy: dict) -> tuple[str, ...]:
    spec = policy.get("spec") or {}
    types = spec.get("policyTypes")
    if types:
        return tuple(t for t in types if t in ("Ingress", "Egress"))
    # SetDefaults_NetworkPolicy: Ingress always; Egress only when len(spec.egress) != 0
    return ("Ingress", "Egress") if spec.get("egress") else ("Ingress",)


def selects(policy: dict, pod: dict) -> bool:
    """Does the policy apply to the pod (same namespace + spec.podSelector)?"""
    if _ns(policy) != _ns(pod):
        return False
    selector = (policy.get("spec") or {}).get("podSelector")
    return matches_label_selector(selector if selector is not None else {}, pod)


class NamespaceLabels:
    """Namespace name -> labels, from the snapshot's namespaces when recorded. Without them,
    only the label the API server sets on every namespace (kubernetes.io/metadata.name, 1.22+)
    is known, and a selector that needs more is undecidable."""

    def __init__(self, snapshot=None):
        self.recorded = bool(snapshot is not None and snapshot.has("namespaces"))
        self._labels: dict[str, dict] = {}
        if self.recorded:
            for ns in snapshot.items("namespaces"):
                name = _meta(ns).get("name")
                if name:
                    self._labels[name] = {**(_meta(ns).get("labels") or {}), NS_NAME_LABEL: name}

    def labels(self, namespace: str) -> dict:
        if namespace in self._labels:
            return self._labels[namespace]
        return {NS_NAME_LABEL: namespace}

    def decidable(self, selector: dict) -> bool:
        if self.recorded:
            return True
        keys = set((selector.get("matchLabels") or {}).keys())
        keys |= {e.get("key") for e in selector.get("matchExpressions") or [] if isinstance(e, dict)}
        return keys <= {NS_NAME_LABEL}


def _pod_ips(pod: dict) -> list[str]:
    status = pod.get("status") or {}
    ips = [p.get("ip") for p in status.get("podIPs") or [] if isinstance(p, dict) and p.get("ip")]
    if not ips and status.get("podIP"):
        ips = [status["podIP"]]
    return ips


def _in_block(ip: str, block: dict) -> bool | None:
    try:
        addr = ipaddress.ip_address(ip)
        net = ipaddress.ip_network(block.get("cidr") or "", strict=False)
    except ValueError:
        return None
    if addr.version != net.version or addr not in net:
        return False
    for ex in block.get("except") or []:
        try:
            if addr in ipaddress.ip_network(ex, strict=False):
                return False
        except ValueError:
            return None
    return True


def peer_matches(peer: dict, policy: dict, other: dict, nslabels: NamespaceLabels) -> tuple[bool, bool, str]:
    """(matches, certain, how) for one NetworkPolicyPeer against the pod at the other end."""
    if not isinstance(peer, dict):
        return False, True, "invalid peer"
    if peer.get("ipBlock") is not None:
        block = peer["ipBlock"]
        ips = _pod_ips(other)
        if not ips:
            return False, False, f"ipBlock {block.get('cidr')} (pod has no IP yet)"
        hit = any(_in_block(ip, block) for ip in ips)
        # Whether ipBlock applies to in-cluster pod IPs is left to the network plugin.
        return hit, not hit, f"ipBlock {block.get('cidr')}" + (" contains" if hit else " does not contain") + f" {ips[0]}"
    pod_sel = peer.get("podSelector")
    ns_sel = peer.get("namespaceSelector")
    if pod_sel is None and ns_sel is None:
        return False, True, "empty peer"
    certain = True
    if ns_sel is not None:
        if not nslabels.decidable(ns_sel):
            certain = False
        ns_ok = matches_label_selector(ns_sel, nslabels.labels(_ns(other)))
        where = f"namespaceSelector {_describe(ns_sel)}"
    else:
        ns_ok = _ns(other) == _ns(policy)
        where = f"namespace {_ns(policy)}"
    pod_ok = matches_label_selector(pod_sel, other) if pod_sel is not None else True
    how = where + (f" + podSelector {_describe(pod_sel)}" if pod_sel is not None else "")
    if not pod_ok:
        certain = True          # the pod labels alone rule it out
    return ns_ok and pod_ok, certain or (ns_ok and pod_ok), how


def _describe(selector: dict | None) -> str:
    if not selector:
        return "{} (all)"
    parts = [f"{k}={v}" for k, v in (selector.get("matchLabels") or {}).items()]
    for e in selector.get("matchExpressions") or []:
        if isinstance(e, dict):
            vals = ",".join(map(str, e.get("values") or []))
            parts.append(f"{e.get('key')} {e.get('operator')} ({vals})" if vals else f"{e.get('key')} {e.get('operator')}")
    return "{" + ", ".join(parts) + "}"


def named_port(pod: dict, name: str, protocol: str) -> int | None:
    for c in (pod.get("spec") or {}).get("containers") or []:
        for p in c.get("ports") or []:
            if p.get("name") == name and (p.get("protocol") or "TCP") == protocol:
                try:
                    return int(p.get("containerPort"))
                except (TypeError, ValueError):
                    return None
    return None


def port_matches(np: dict, port: int, protocol: str, dst: dict) -> bool:
    if not isinstance(np, dict):
        return False
    if (np.get("protocol") or "TCP") != protocol:
        return False
    want = np.get("port")
    if want is None:
        return True
    if isinstance(want, str) and not want.isdigit():
        resolved = named_port(dst, want, protocol)
        return resolved is not None and resolved == port
    try:
        low = int(want)
    except (TypeError, ValueError):
        return False
    end = np.get("endPort")
    if end is not None:
        try:
            return low <= port <= int(end)
        except (TypeError, ValueError):
            return False
    return port == low


def _direction(src: dict, dst: dict, port: int, protocol: str, policies: list[dict],
               direction: str, nslabels: NamespaceLabels):
    """Evaluate one direction. Returns (allowed, certain, isolating, allowed_by, why)."""
    subject, other = (src, dst) if direction == "egress" else (dst, src)
    ptype = "Egress" if direction == "egress" else "Ingress"
    isolating = [p for p in policies if ptype in policy_types(p) and selects(p, subject)]
    if not isolating:
        return True, True, [], None, f"no NetworkPolicy selects {_name(subject)} for {ptype}"
    uncertain = []
    for pol in isolating:
        rules = (pol.get("spec") or {}).get(direction) or []
        for i, rule in enumerate(rules):
            if not isinstance(rule, dict):
                continue
            ports = rule.get("ports") or []
            if ports and not any(port_matches(np, port, protocol, dst) for np in ports):
                continue
            peers = rule.get("to" if direction == "egress" else "from") or []
            if not peers:
                return True, True, [_name(p) for p in isolating], _name(pol), \
                    f"{_name(pol)} {direction}[{i}] allows every peer on this port"
            for peer in peers:
                ok, certain, how = peer_matches(peer, pol, other, nslabels)
                if ok:
                    return True, True, [_name(p) for p in isolating], _name(pol), \
                        f"{_name(pol)} {direction}[{i}] allows it ({how})"
                if not certain:
                    uncertain.append(f"{_name(pol)} {direction}[{i}]: {how}")
    names = ", ".join(_name(p) for p in isolating)
    if uncertain:
        return True, False, [_name(p) for p in isolating], None, \
            f"{ptype} of {_name(subject)} is isolated by {names}; cannot tell from the snapshot whether " \
            f"{'; '.join(uncertain)} matches"
    return False, True, [_name(p) for p in isolating], None, \
        f"{ptype} of {_name(subject)} is isolated by {names} and no rule allows {protocol}/{port} " \
        f"{'to' if direction == 'egress' else 'from'} {_name(other)}"


def _policies(snapshot, namespaces: Iterable[str]) -> list[dict]:
    out: list[dict] = []
    for ns in set(namespaces):
        out.extend(snapshot.in_namespace("networkpolicies", ns))
    return out


def evaluate(src_pod: dict, dst_pod: dict, port: int, protocol: str = "TCP", snapshot=None,
             policies: list[dict] | None = None, nslabels: NamespaceLabels | None = None) -> Decision:
    """Would the network plugin let src_pod open protocol/port to dst_pod under the recorded
    NetworkPolicies? `policies` overrides the snapshot's (tests, or a precomputed list)."""
    protocol = (protocol or "TCP").upper()
    if policies is None:
        policies = _policies(snapshot, (_ns(src_pod), _ns(dst_pod))) if snapshot is not None else []
    if nslabels is None:
        nslabels = NamespaceLabels(snapshot)
    if src_pod is dst_pod or (_ns(src_pod) == _ns(dst_pod) and _meta(src_pod).get("name") == _meta(dst_pod).get("name")):
        return Decision(True, "a pod can always reach itself")
    host_net = [p for p in (src_pod, dst_pod) if (p.get("spec") or {}).get("hostNetwork")]
    e_ok, e_certain, e_pols, e_by, e_why = _direction(src_pod, dst_pod, port, protocol, policies, "egress", nslabels)
    i_ok, i_certain, i_pols, i_by, i_why = _direction(src_pod, dst_pod, port, protocol, policies, "ingress", nslabels)
    certain = e_certain and i_certain and not host_net
    if host_net:
        note = f"; {_name(host_net[0])} uses hostNetwork, where NetworkPolicy enforcement is plugin-specific"
    else:
        note = ""
    if not e_ok:
        return Decision(False if not host_net else True, e_why + note, certain, e_pols, i_pols, None, i_by,
                        "egress" if not host_net else None)
    if not i_ok:
        return Decision(False if not host_net else True, i_why + note, certain, e_pols, i_pols, e_by, None,
                        "ingress" if not host_net else None)
    return Decision(True, f"egress: {e_why}; ingress: {i_why}{note}", certain, e_pols, i_pols, e_by, i_by)


def egress_decision(src_pod: dict, dst_pod: dict, port: int, protocol: str = "TCP", snapshot=None,
                    policies: list[dict] | None = None, nslabels: NamespaceLabels | None = None) -> Decision:
    """The source's egress side only (for destinations whose own policies are not ours to judge,
    such as cluster DNS)."""
    protocol = (protocol or "TCP").upper()
    if policies is None:
        policies = _policies(snapshot, (_ns(src_pod),)) if snapshot is not None else []
    if nslabels is None:
        nslabels = NamespaceLabels(snapshot)
    ok, certain, pols, by, why = _direction(src_pod, dst_pod, port, protocol, policies, "egress", nslabels)
    return Decision(ok, why, certain, pols, [], by, None, None if ok else "egress")


def allowed(src_pod: dict, dst_pod: dict, port: int, protocol: str = "TCP", snapshot=None,
            policies: list[dict] | None = None) -> tuple[bool, str]:
    """(allowed, reason). Undecidable cases count as allowed; `evaluate` says whether it is certain."""
    d = evaluate(src_pod, dst_pod, port, protocol, snapshot, policies)
    return d.allowed, d.reason


class Evaluator:
    """Answers many pod pairs under one set of policies fast. Two pods that every selector,
    peer and named port of these policies sees the same way get the same answer, so answers are
    cached on that projection (a StatefulSet's 512 ranks are usually one class). The reason text
    of a cached answer names the first pair evaluated; call `evaluate` for a specific pair."""

    def __init__(self, policies: list[dict], nslabels: NamespaceLabels):
        self.policies = policies
        self.nslabels = nslabels
        self._features: dict[int, tuple] = {}
        self._cache: dict[tuple, Decision] = {}

    def features(self, pod: dict) -> tuple:
        key = id(pod)
        got = self._features.get(key)
        if got is not None:
            return got
        parts: list = [_ns(pod), bool((pod.get("spec") or {}).get("hostNetwork"))]
        for pol in self.policies:
            parts.append(selects(pol, pod))
            spec = pol.get("spec") or {}
            for direction, side in (("ingress", "from"), ("egress", "to")):
                for rule in spec.get(direction) or []:
                    if not isinstance(rule, dict):
                        continue
                    for peer in rule.get(side) or []:
                        ok, certain, _ = peer_matches(peer, pol, pod, self.nslabels)
                        parts.append((ok, certain))
        parts.append(tuple(sorted((str(p.get("name") or ""), str(p.get("protocol") or "TCP"), str(p.get("containerPort")))
                                  for c in (pod.get("spec") or {}).get("containers") or [] if isinstance(c, dict)
                                  for p in c.get("ports") or [] if isinstance(p, dict))))
        got = tuple(parts)
        self._features[key] = got
        return got

    def decide(self, src: dict, dst: dict, port: int, protocol: str = "TCP") -> Decision:
        same = src is dst or (_ns(src) == _ns(dst) and _meta(src).get("name") == _meta(dst).get("name"))
        key = (self.features(src), self.features(dst), port, protocol.upper(), same)
        d = self._cache.get(key)
        if d is None:
            d = evaluate(src, dst, port, protocol, policies=self.policies, nslabels=self.nslabels)
            self._cache[key] = d
        return d
