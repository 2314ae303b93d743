"""The snapshot's model of what it is missing (issue 11): kinds, partial lists, the recorded
form in meta.json (new `gaps` and older `unavailable` strings), namespace-filtered recordings
and nodes absent from a partial recording."""
from __future__ import annotations

from doctor.snapshot import ABSENT, FAILED, FILTERED, FORBIDDEN, NOT_INSTALLED, Gap, Snapshot, merge, rbac_rule


def pod(name, node=None, ran=False, ns="ml"):
    status = {"phase": "Running" if ran else "Pending"}
    if ran:
        status.update(hostIP="10.0.0.9", startTime="2026-03-02T09:00:00Z")
    spec = {"containers": [{"name": "c"}], **({"nodeName": node} if node else {})}
    return {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": spec,
            "status": status}


def node(name):
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name}}


def test_rbac_rule_names_group_and_resource():
    assert rbac_rule("nodes") == '{apiGroups: [""], resources: ["nodes"], verbs: ["get", "list", "watch"]}'
    assert rbac_rule("clusterpolicies.nvidia.com").startswith('{apiGroups: ["nvidia.com"], resources: ["clusterpolicies"]')


def test_unavailable_and_partial_gaps():
    s = Snapshot()
    s.add("nodes", node("a"))
    s.mark_unavailable("pods", FORBIDDEN, "forbidden: u cannot list pods (RBAC)", "pods is forbidden: ...",
                       rbac_rule("pods"))
    s.mark_partial("nodes", ABSENT, "1 node(s) missing")
    assert not s.has("pods") and s.has("nodes") and not s.complete("nodes")
    assert "to read it, add to the doctor's ClusterRole" in s.why_missing("pods")
    assert [g.resource for g in s.blind_spots()] == ["pods"]
    assert {g.resource for g in s.all_gaps()} == {"nodes", "pods"}


def test_old_recordings_unavailable_strings_are_classified():
    s = Snapshot(meta={"unavailable": {}}, unavailable={"nodes": "forbidden: x cannot list nodes (RBAC)",
                                                        "clusterpolicies.nvidia.com": "not installed in this cluster",
                                                        "events": "the API server answered 500: boom"})
    s.adopt_recorded_gaps()
    assert s.gap("nodes").kind == FORBIDDEN
    assert s.gap("clusterpolicies.nvidia.com").kind == NOT_INSTALLED
    assert s.gap("events").kind == FAILED


def test_recorded_gaps_round_trip_and_junk_is_ignored():
    gap = Gap("pods", FILTERED, "recorded in namespace ml only", partial=True, namespace="ml")
    s = Snapshot(meta={"gaps": {"pods": gap.to_dict(), "nodes": 5, "x": {"kind": 7}}})
    s.add("pods", pod("p"))
    s.adopt_recorded_gaps()
    assert s.gaps["pods"] == gap and "nodes" not in s.gaps and "x" not in s.gaps


def test_namespace_recording_marks_namespaced_resources_filtered_only():
    s = Snapshot(meta={"namespace": "ml"})
    s.add("pods", pod("p"))
    s.add("nodes", node("a"))
    s.adopt_recorded_gaps()
    assert s.gaps["pods"].kind == FILTERED and s.gaps["pods"].namespace == "ml"
    assert "nodes" not in s.gaps


def test_nodes_missing_from_a_partial_recording_are_inferred_from_pods_a_kubelet_ran():
    s = Snapshot()
    s.add("nodes", node("a"))
    s.add("pods", pod("p1", "a", ran=True))
    s.add("pods", pod("p2", "ghost", ran=True))
    s.add("pods", pod("p3", "never", ran=False))      # bound but never started: may really not exist
    s.adopt_recorded_gaps()
    assert s.gaps["nodes"].kind == ABSENT and "ghost" in s.gaps["nodes"].reason and "never" not in s.gaps["nodes"].reason
    assert s.missing_nodes() == {"ghost", "never"}
    whole = Snapshot()
    whole.add("nodes", node("a"))
    whole.add("pods", pod("p3", "never"))
    whole.adopt_recorded_gaps()
    assert "nodes" not in whole.gaps


def test_merge_keeps_gaps():
    a, b = Snapshot(), Snapshot()
    a.mark_unavailable("nodes", FORBIDDEN, "forbidden")
    b.mark_partial("pods", FILTERED, "ns only", namespace="x")
    m = merge([a, b])
    assert set(m.gaps) == {"nodes", "pods"}
