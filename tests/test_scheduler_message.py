"""Aggregate FitError message: format and byte-wise ordering (kubernetes/kubernetes
pkg/scheduler/framework/types.go FitError.Error; types_test.go TestFitError_Error), and the
parser for every wording seen in events."""
from doctor.scheduler.message import fit_error_message
from doctor.signatures.events import parse_message
from doctor.scheduler.reasons import Wording, canonical


def test_bytewise_sort_puts_10_before_2_and_uppercase_first():
    msg = fit_error_message(13, {"Insufficient nvidia.com/gpu": 2, "node(s) didn't match Pod's node affinity/selector": 10,
                                 "node(s) were unschedulable": 1})
    assert msg == ("0/13 nodes are available: 1 node(s) were unschedulable, 10 node(s) didn't match Pod's node "
                   "affinity/selector, 2 Insufficient nvidia.com/gpu.")
    # equal counts: uppercase reason before lowercase
    assert fit_error_message(2, {"node(s) had untolerated taint(s)": 1, "Too many pods": 1}) == (
        "0/2 nodes are available: 1 Too many pods, 1 node(s) had untolerated taint(s).")


def test_types_test_cases():
    # types_test.go TestFitError_Error: "nodes failed Prefilter plugin" and "nodes failed Filter plugin"
    assert fit_error_message(3, {}, "Node(s) failed PreFilter plugin FalsePreFilter") == (
        "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter.")
    assert fit_error_message(3, {"Node(s) failed Filter plugin FalseFilter-1": 3}) == (
        "0/3 nodes are available: 3 Node(s) failed Filter plugin FalseFilter-1.")
    # "failed to Prefilter but PostFilter returns message"
    assert fit_error_message(3, {}, "Node(s) failed PreFilter plugin FalsePreFilter",
                             "Error running PostFilter plugin FailedPostFilter") == (
        "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter. "
        "Error running PostFilter plugin FailedPostFilter")
    # releases before the NodeToStatus rewrite ended the PostFilter part with a period too
    old = Wording("v1.27.3")
    assert fit_error_message(1, {"x": 1}, "", "preemption: y.", old.postfilter_format).endswith("preemption: y..")
    # the doubled period is gone from 1.30 on (kubernetes/kubernetes#123302: "already resolved in 1.30")
    assert fit_error_message(1, {"x": 1}, "", "preemption: y.", Wording("v1.29.9").postfilter_format).endswith("y..")
    assert fit_error_message(1, {"x": 1}, "", "preemption: y.", Wording("v1.30.4").postfilter_format).endswith("y.")
    assert not fit_error_message(1, {"x": 1}, "", "preemption: y.", Wording("v1.30.4").postfilter_format).endswith("..")


def test_wording_by_version():
    taint = {"key": "node-role.kubernetes.io/control-plane", "effect": "NoSchedule"}
    assert Wording("v1.31.4").taint(taint) == "node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }"
    assert Wording("v1.35.0").taint(taint) == "node(s) had untolerated taint(s)"
    assert Wording(None).taint(taint) == "node(s) had untolerated taint(s)"
    assert Wording({"gitVersion": "v1.32.1-eks-abc"}).pv_node_affinity == "node(s) had volume node affinity conflict"
    assert Wording("v1.33.0").pv_node_affinity == "node(s) didn't match PersistentVolume's node affinity"
    assert canonical("node(s) had untolerated taint {nvidia.com/gpu: present}") == "node(s) had untolerated taint(s)"


def test_parse_real_events():
    # kubernetes/kubernetes#116133 (v1.26.1): double period ending
    m = parse_message("0/1 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }. "
                      "preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling..")
    assert m.total_nodes == 1
    assert m.reasons == {"node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }": 1}
    assert m.preemption_reasons == {"Preemption is not helpful for scheduling": 1}
    # DRA noise prefix and the newest wordings
    m = parse_message("0/2 nodes are available: 1 node(s) didn't match PersistentVolume's node affinity, 1 node(s) had "
                      "untolerated taint(s). no new claims to deallocate, preemption: 0/2 nodes are available: 2 "
                      "Preemption is not helpful for scheduling.")
    assert m.reasons == {"node(s) didn't match PersistentVolume's node affinity": 1, "node(s) had untolerated taint(s)": 1}
    assert m.preemption.startswith("0/2 nodes")
    # PreFilter message: no counts
    m = parse_message('0/3 nodes are available: persistentvolumeclaim "mongodb-pvc" not found. preemption: 0/3 nodes '
                      'are available: 3 Preemption is not helpful for scheduling.')
    assert m.prefilter == 'persistentvolumeclaim "mongodb-pvc" not found' and m.reasons == {}
    m = parse_message("0/1 nodes are available: 1 Insufficient cpu. preemption: not eligible due to preemptionPolicy=Never.")
    assert m.reasons == {"Insufficient cpu": 1} and m.preemption == "not eligible due to preemptionPolicy=Never"
    m = parse_message("0/39 nodes are available: 1 Insufficient cpu, 34 node(s) had untolerated taint(s), 4 node(s) didn't "
                      "match Pod's node affinity/selector.")
    assert sum(m.reasons.values()) == 39 and m.preemption is None
    assert parse_message("running PreBind plugin VolumeBinding: binding volumes: timed out") is None


def test_event_counts_and_ordering():
    from doctor.scheduler.events import event_count, failed_scheduling
    from doctor.snapshot import Snapshot

    assert event_count({"count": 5}) == 5
    assert event_count({"series": {"count": 7}, "count": None}) == 7      # events.k8s.io recorder
    assert event_count({"deprecatedCount": 3}) == 3                        # events.k8s.io/v1 object
    assert event_count({}) == 1
    pod = {"kind": "Pod", "metadata": {"name": "p", "namespace": "ns", "uid": "u1"}}
    old = {"reason": "FailedScheduling", "involvedObject": {"kind": "Pod", "name": "p", "namespace": "ns", "uid": "u1"},
           "message": "0/2 nodes are available: 2 Insufficient cpu.", "lastTimestamp": "2026-01-01T00:00:00Z", "count": 4}
    new = {"reason": "FailedScheduling", "regarding": {"kind": "Pod", "name": "p", "namespace": "ns", "uid": "u1"},
           "note": "0/2 nodes are available: 2 node(s) had untolerated taint(s). no new claims to deallocate, "
                   "preemption: 0/2 nodes are available: 2 Preemption is not helpful for scheduling.",
           "eventTime": "2026-01-01T00:05:00.000000Z", "series": {"count": 2, "lastObservedTime": "2026-01-01T00:09:00.000000Z"}}
    other = {"reason": "Scheduled", "involvedObject": {"kind": "Pod", "name": "p", "namespace": "ns", "uid": "u1"}}
    snap = Snapshot(objects={"events": [new, old, other], "pods": [pod]}, recorded={"events", "pods"})
    evs = failed_scheduling(snap, pod)
    assert [e.count for e in evs] == [4, 2]                                  # oldest first
    assert evs[-1].parsed.reasons == {"node(s) had untolerated taint(s)": 2}
    assert evs[-1].parsed.preemption_reasons == {"Preemption is not helpful for scheduling": 2}


def test_truncated_event_message_is_marked():
    long = "0/900 nodes are available: " + ", ".join(f"1 node(s) reason {i}" for i in range(60))
    m = parse_message(long[:1020] + " ...")
    assert m.truncated and m.total_nodes == 900 and len(m.reasons) < 60
