"""doctor.distributed.networkpolicy against Kubernetes NetworkPolicy semantics
(staging/src/k8s.io/api/networking/v1/types.go comments; SetDefaults_NetworkPolicy)."""
from __future__ import annotations

import pytest

from doctor.distributed.networkpolicy import NamespaceLabels, allowed, evaluate, policy_types
from doctor.snapshot import Snapshot


def pod(name, ns="train", labels=None, ip="10.244.1.10", ports=None, host_network=False):
    return {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": name, "namespace": ns, "labels": labels or {}},
            "spec": {"hostNetwork": host_network,
                     "containers": [{"name": "c", "ports": ports or []}]},
            "status": {"podIP": ip, "podIPs": [{"ip": ip}]}}


def pol(name, spec, ns="train"):
    return {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
            "metadata": {"name": name, "namespace": ns}, "spec": spec}


def nsobj(name, labels):
    return {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name, "labels": labels}}


def snap(*objs):
    s = Snapshot()
    res = {"Pod": "pods", "NetworkPolicy": "networkpolicies.networking.k8s.io", "Namespace": "namespaces"}
    for o in objs:
        s.add(res[o["kind"]], o)
    return s


A = pod("rank-1", labels={"app": "trainer"}, ip="10.244.2.11")
B = pod("rank-0", labels={"app": "trainer"}, ip="10.244.1.10",
        ports=[{"name": "dist-port", "containerPort": 29500, "protocol": "TCP"}])
OTHER_NS = pod("probe", ns="monitoring", labels={"app": "trainer"}, ip="10.244.3.5")

DENY_INGRESS = pol("deny", {"podSelector": {}, "policyTypes": ["Ingress"]})


def test_no_policy_means_default_allow():
    ok, reason = allowed(A, B, 29500, "TCP", snap(A, B))
    assert ok and "no NetworkPolicy selects" in reason


def test_selected_pod_is_default_deny():
    d = evaluate(A, B, 29500, "TCP", snap(A, B, DENY_INGRESS))
    assert not d.allowed and d.certain and d.denied_direction == "ingress"
    assert "train/deny" in d.reason and d.ingress_policies == ["train/deny"]


def test_policy_selecting_other_pods_does_not_isolate():
    p = pol("only-web", {"podSelector": {"matchLabels": {"app": "web"}}, "policyTypes": ["Ingress"]})
    assert allowed(A, B, 29500, "TCP", snap(A, B, p))[0]


def test_policy_in_other_namespace_does_not_apply():
    p = pol("deny", {"podSelector": {}, "policyTypes": ["Ingress"]}, ns="monitoring")
    assert allowed(A, B, 29500, "TCP", snap(A, B, p))[0]


def test_union_of_policies():
    allow = pol("allow-trainers", {"podSelector": {"matchLabels": {"app": "trainer"}},
                                   "ingress": [{"from": [{"podSelector": {"matchLabels": {"app": "trainer"}}}]}]})
    s = snap(A, B, DENY_INGRESS, allow)
    d = evaluate(A, B, 29500, "TCP", s)
    assert d.allowed and d.ingress_allowed_by == "train/allow-trainers"
    stranger = pod("web", labels={"app": "web"}, ip="10.244.2.99")
    assert not allowed(stranger, B, 29500, "TCP", s)[0]


def test_empty_from_and_empty_ports_match_everything():
    p = pol("open", {"podSelector": {}, "ingress": [{}]})
    assert allowed(OTHER_NS, B, 12345, "TCP", snap(A, B, p))[0]


def test_empty_pod_selector_peer_is_policy_namespace_only():
    p = pol("same-ns", {"podSelector": {}, "ingress": [{"from": [{"podSelector": {}}]}]})
    s = snap(A, B, OTHER_NS, p)
    assert allowed(A, B, 29500, "TCP", s)[0]
    assert not allowed(OTHER_NS, B, 29500, "TCP", s)[0]


def test_empty_namespace_selector_is_every_namespace():
    p = pol("any-ns", {"podSelector": {}, "ingress": [{"from": [{"namespaceSelector": {}}]}]})
    assert allowed(OTHER_NS, B, 29500, "TCP", snap(A, B, OTHER_NS, p))[0]


def test_namespace_and_pod_selector_in_one_peer_is_and():
    peer_and = pol("and", {"podSelector": {}, "ingress": [{"from": [
        {"namespaceSelector": {"matchLabels": {"team": "ml"}}, "podSelector": {"matchLabels": {"app": "trainer"}}}]}]})
    nss = [nsobj("train", {"kubernetes.io/metadata.name": "train", "team": "ml"}),
           nsobj("monitoring", {"kubernetes.io/metadata.name": "monitoring"})]
    s = snap(A, B, OTHER_NS, peer_and, *nss)
    assert allowed(A, B, 29500, "TCP", s)[0]
    # right pod labels, wrong namespace -> denied
    assert not allowed(OTHER_NS, B, 29500, "TCP", s)[0]
    web = pod("web", labels={"app": "web"}, ip="10.244.2.99")
    assert not allowed(web, B, 29500, "TCP", snap(web, B, peer_and, *nss))[0]


def test_namespace_and_pod_selector_as_separate_peers_is_or():
    peers_or = pol("or", {"podSelector": {}, "ingress": [{"from": [
        {"namespaceSelector": {"matchLabels": {"team": "ml"}}},
        {"podSelector": {"matchLabels": {"app": "web"}}}]}]})
    nss = [nsobj("train", {"kubernetes.io/metadata.name": "train", "team": "ml"}),
           nsobj("monitoring", {"kubernetes.io/metadata.name": "monitoring"})]
    web = pod("web", labels={"app": "web"}, ip="10.244.2.99")
    s = snap(A, B, web, OTHER_NS, peers_or, *nss)
    assert allowed(A, B, 1, "TCP", s)[0]            # namespace team=ml
    assert allowed(web, B, 1, "TCP", s)[0]          # podSelector app=web in policy namespace
    assert not allowed(OTHER_NS, B, 1, "TCP", s)[0]  # neither


def test_namespace_selector_without_recorded_namespaces_is_uncertain_not_denied():
    p = pol("needs-ns-labels", {"podSelector": {}, "ingress": [{"from": [{"namespaceSelector": {"matchLabels": {"team": "ml"}}}]}]})
    d = evaluate(A, B, 29500, "TCP", snap(A, B, p))
    assert d.allowed and not d.certain
    # kubernetes.io/metadata.name is set on every namespace by the API server: decidable
    q = pol("by-name", {"podSelector": {}, "ingress": [{"from": [{"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}}]}]})
    d = evaluate(A, B, 29500, "TCP", snap(A, B, q))
    assert not d.allowed and d.certain


def test_named_port_resolves_on_destination_pod():
    p = pol("named", {"podSelector": {}, "ingress": [{"ports": [{"port": "dist-port"}]}]})
    s = snap(A, B, p)
    assert allowed(A, B, 29500, "TCP", s)[0]
    assert not allowed(A, B, 29501, "TCP", s)[0]
    # A declares no port of that name: traffic to A is not matched by the named port
    assert not allowed(B, A, 29500, "TCP", s)[0]


def test_end_port_range_is_inclusive_and_protocol_defaults_to_tcp():
    p = pol("range", {"podSelector": {}, "ingress": [{"ports": [{"port": 32768, "endPort": 60999}]}]})
    s = snap(A, B, p)
    assert allowed(A, B, 32768, "TCP", s)[0] and allowed(A, B, 60999, "TCP", s)[0]
    assert not allowed(A, B, 61000, "TCP", s)[0] and not allowed(A, B, 29500, "TCP", s)[0]
    assert not allowed(A, B, 40000, "UDP", s)[0]      # protocol defaults to TCP


def test_port_without_number_matches_all_ports_of_protocol():
    p = pol("udp", {"podSelector": {}, "ingress": [{"ports": [{"protocol": "UDP"}]}]})
    s = snap(A, B, p)
    assert allowed(A, B, 53, "UDP", s)[0] and not allowed(A, B, 53, "TCP", s)[0]


def test_egress_and_ingress_are_both_required():
    allow_in = pol("allow-in", {"podSelector": {}, "ingress": [{}], "policyTypes": ["Ingress"]})
    deny_out = pol("deny-out", {"podSelector": {"matchLabels": {"app": "trainer"}}, "policyTypes": ["Egress"]})
    d = evaluate(A, B, 29500, "TCP", snap(A, B, allow_in, deny_out))
    assert not d.allowed and d.denied_direction == "egress" and "Egress" in d.reason
    allow_out = pol("allow-out", {"podSelector": {}, "policyTypes": ["Egress"],
                                  "egress": [{"to": [{"podSelector": {"matchLabels": {"app": "trainer"}}}],
                                              "ports": [{"port": 29500}]}]})
    assert allowed(A, B, 29500, "TCP", snap(A, B, allow_in, deny_out, allow_out))[0]
    # egress allowed but ingress isolated with no matching rule -> denied
    d = evaluate(A, B, 29500, "TCP", snap(A, B, deny_out, allow_out, DENY_INGRESS))
    assert not d.allowed and d.denied_direction == "ingress"


def test_policy_types_defaulting():
    assert policy_types(pol("x", {"podSelector": {}})) == ("Ingress",)
    assert policy_types(pol("x", {"podSelector": {}, "egress": [{}]})) == ("Ingress", "Egress")
    assert policy_types(pol("x", {"podSelector": {}, "egress": []})) == ("Ingress",)
    assert policy_types(pol("x", {"podSelector": {}, "policyTypes": ["Egress"]})) == ("Egress",)
    # a policy with only an egress section still isolates ingress (defaulted to both)
    only_egress = pol("eg", {"podSelector": {}, "egress": [{}]})
    assert not allowed(A, B, 29500, "TCP", snap(A, B, only_egress))[0]


def test_ip_block_with_except():
    p = pol("cidr", {"podSelector": {}, "ingress": [{"from": [{"ipBlock": {"cidr": "10.244.0.0/16",
                                                                         "except": ["10.244.2.0/24"]}}]}]})
    s = snap(A, B, OTHER_NS, p)
    assert allowed(OTHER_NS, B, 1, "TCP", s)[0]      # 10.244.3.5 inside, not excepted
    d = evaluate(A, B, 1, "TCP", s)                  # 10.244.2.11 excepted
    assert not d.allowed and d.certain


def test_match_expressions_in_pod_selector():
    p = pol("expr", {"podSelector": {"matchExpressions": [{"key": "app", "operator": "In", "values": ["trainer"]}]},
                     "policyTypes": ["Ingress"], "ingress": [{"from": [{"podSelector": {"matchExpressions": [
                         {"key": "app", "operator": "NotIn", "values": ["web"]}]}}]}]})
    web = pod("web", labels={"app": "web"}, ip="10.244.2.99")
    s = snap(A, B, web, p)
    assert allowed(A, B, 1, "TCP", s)[0] and not allowed(web, B, 1, "TCP", s)[0]


def test_pod_can_always_reach_itself_and_host_network_is_uncertain():
    assert allowed(B, B, 29500, "TCP", snap(B, DENY_INGRESS))[0]
    h = pod("hostnet", labels={"app": "trainer"}, ip="10.0.1.11", host_network=True)
    d = evaluate(h, B, 29500, "TCP", snap(h, B, DENY_INGRESS))
    assert d.allowed and not d.certain and "hostNetwork" in d.reason


@pytest.mark.parametrize("port,expected", [(29500, True), (40000, False)])
def test_fixture_policy_opens_only_named_rendezvous_port(port, expected):
    # the shape used by fixtures/distributed-netpol-ephemeral
    p = pol("allow-rendezvous", {"podSelector": {"matchLabels": {"app": "trainer"}}, "policyTypes": ["Ingress"],
                                 "ingress": [{"from": [{"podSelector": {"matchLabels": {"app": "trainer"}}}],
                                              "ports": [{"port": "dist-port", "protocol": "TCP"}]}]})
    assert allowed(A, B, port, "TCP", snap(A, B, DENY_INGRESS, p))[0] is expected


def test_namespace_labels_helper():
    s = snap(nsobj("train", {"team": "ml"}))
    labels = NamespaceLabels(s).labels("train")
    assert labels["team"] == "ml" and labels["kubernetes.io/metadata.name"] == "train"
