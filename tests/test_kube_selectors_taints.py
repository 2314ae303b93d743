"""doctor.kube.selectors / taints: cases translated from kubernetes/kubernetes unit tests
(file and test name cited per case)."""
import pytest

from doctor.kube.selectors import (matches_label_selector, node_selector_matches, pod_matches_node_placement,
                                   requirement_matches)
from doctor.kube.taints import find_untolerated, tolerates, toleration_for


def node(labels=None, name="node1"):
    return {"metadata": {"name": name, "labels": labels or {}}}


def pod(node_selector=None, affinity_terms=None):
    spec = {}
    if node_selector is not None:
        spec["nodeSelector"] = node_selector
    if affinity_terms is not None:
        spec["affinity"] = {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {
            "nodeSelectorTerms": affinity_terms}}}
    return {"metadata": {"name": "p"}, "spec": spec}


# pkg/scheduler/framework/plugins/nodeaffinity/node_affinity_test.go, TestNodeAffinity
@pytest.mark.parametrize("name,p,labels,fits", [
    ("no selector", pod(), {}, True),
    ("missing labels", pod({"foo": "bar"}), {}, False),
    ("same labels", pod({"foo": "bar"}), {"foo": "bar"}, True),
    ("node labels are superset", pod({"foo": "bar"}), {"foo": "bar", "baz": "blah"}, True),
    ("node labels are subset", pod({"foo": "bar", "baz": "blah"}), {"foo": "bar"}, False),
    ("Pod with matchExpressions using In operator that matches the existing node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "foo", "operator": "In", "values": ["bar", "value2"]}]}]),
     {"foo": "bar"}, True),
    ("Pod with matchExpressions using Gt operator that matches the existing node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "kernel-version", "operator": "Gt", "values": ["0204"]}]}]),
     {"kernel-version": "0206"}, True),
    ("Pod with matchExpressions using NotIn operator that matches the existing node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "mem-type", "operator": "NotIn", "values": ["DDR", "DDR2"]}]}]),
     {"mem-type": "DDR3"}, True),
    ("Pod with matchExpressions using Exists operator that matches the existing node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "GPU", "operator": "Exists"}]}]),
     {"GPU": "NVIDIA-GRID-K1"}, True),
    ("Pod with affinity that don't match node's labels won't schedule onto the node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "foo", "operator": "In", "values": ["value1", "value2"]}]}]),
     {"foo": "bar"}, False),
    ("Pod with a nil []NodeSelectorTerm in affinity, can't match the node's labels and won't schedule onto the node",
     pod(affinity_terms=None) | {"spec": {"affinity": {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {}}}}},
     {"foo": "bar"}, False),
    ("Pod with an empty []NodeSelectorTerm in affinity, can't match the node's labels and won't schedule onto the node",
     pod(affinity_terms=[]), {"foo": "bar"}, False),
    ("Pod with empty MatchExpressions is not a valid value will match no objects and won't schedule onto the node",
     pod(affinity_terms=[{"matchExpressions": []}]), {"foo": "bar"}, False),
    ("Pod with multiple matchExpressions ANDed that doesn't match the existing node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "GPU", "operator": "Exists"},
                                               {"key": "GPU", "operator": "NotIn", "values": ["AMD", "INTER"]}]}]),
     {"GPU": "AMD"}, False),
    ("Pod with multiple NodeSelectorTerms ORed in affinity, matches the node's labels and will schedule onto the node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "foo", "operator": "In", "values": ["bar", "value2"]}]},
                         {"matchExpressions": [{"key": "diffkey", "operator": "In", "values": ["wrong", "value2"]}]}]),
     {"foo": "bar"}, True),
    ("Pod with an Affinity and a PodSpec.NodeSelector(the old thing that we are deprecating) both are satisfied, will schedule onto the node",
     pod({"foo": "bar"}, [{"matchExpressions": [{"key": "foo", "operator": "Exists"}]}]), {"foo": "bar"}, True),
    ("Pod with an Affinity matches node's labels but the PodSpec.NodeSelector(the old thing that we are deprecating) is not satisfied, won't schedule onto the node",
     pod({"foo": "bar"}, [{"matchExpressions": [{"key": "foo", "operator": "Exists"}]}]), {"foo": "barrrrrr"}, False),
    ("Pod with an invalid value in Affinity term won't be scheduled onto the node",
     pod(affinity_terms=[{"matchExpressions": [{"key": "foo", "operator": "NotIn", "values": ["invalid value: ___@#$%^"]}]}]),
     {"foo": "bar"}, False),
])
def test_node_affinity_table(name, p, labels, fits):
    assert pod_matches_node_placement(p, node(labels)) is fits, name


def test_match_fields_metadata_name():
    # node_affinity_test.go: "Pod with matchFields using In operator that matches the existing node"
    term = [{"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["node1"]}]}]
    assert pod_matches_node_placement(pod(affinity_terms=term), node(name="node1"))
    # "... that does not match the existing node"
    assert not pod_matches_node_placement(pod(affinity_terms=term), node(name="node2"))
    # "Pod with two terms: matchFields does not match, but matchExpressions matches"
    terms = term + [{"matchExpressions": [{"key": "foo", "operator": "In", "values": ["bar"]}]}]
    assert pod_matches_node_placement(pod(affinity_terms=terms), node({"foo": "bar"}, name="node2"))
    # "Pod with one term: both matchFields and matchExpressions match" / "... matchFields does not match"
    both = [{"matchFields": term[0]["matchFields"], "matchExpressions": [{"key": "foo", "operator": "In", "values": ["bar"]}]}]
    assert pod_matches_node_placement(pod(affinity_terms=both), node({"foo": "bar"}, name="node1"))
    assert not pod_matches_node_placement(pod(affinity_terms=both), node({"foo": "bar"}, name="node2"))


def test_label_selector_null_vs_empty():
    # apimachinery labels: nil selector -> Nothing(), empty -> Everything()
    assert matches_label_selector({}, {"a": "b"})
    assert not matches_label_selector(None, {"a": "b"})
    assert matches_label_selector({"matchLabels": {"a": "b"}}, {"a": "b", "c": "d"})
    assert not matches_label_selector({"matchLabels": {"a": "b"}}, {})
    sel = {"matchExpressions": [{"key": "tier", "operator": "NotIn", "values": ["db"]}]}
    assert matches_label_selector(sel, {}) and not matches_label_selector(sel, {"tier": "db"})
    assert not matches_label_selector({"matchExpressions": [{"key": "x", "operator": "Gt", "values": ["1"]}]}, {"x": "5"})
    assert not matches_label_selector({"matchExpressions": [{"key": "x", "operator": "Bogus"}]}, {"x": "5"})


def test_gt_lt_need_integers():
    assert requirement_matches({"key": "k", "operator": "Lt", "values": ["10"]}, {"k": "9"})
    assert not requirement_matches({"key": "k", "operator": "Lt", "values": ["10"]}, {"k": "abc"})
    assert not requirement_matches({"key": "k", "operator": "Gt", "values": ["1", "2"]}, {"k": "9"})
    assert not requirement_matches({"key": "k", "operator": "Gt", "values": ["1"]}, {})


def test_node_selector_no_terms_matches_nothing():
    assert not node_selector_matches({"nodeSelectorTerms": []}, node({"a": "b"}))
    assert not node_selector_matches(None, node({"a": "b"}))


# staging/src/k8s.io/api/core/v1/toleration_test.go, TestTolerationToleratesTaint
@pytest.mark.parametrize("desc,tol,taint,expect", [
    ("toleration and taint have the same key and effect, and operator is Exists, and taint has no value, expect tolerated",
     {"key": "foo", "operator": "Exists", "effect": "NoSchedule"}, {"key": "foo", "effect": "NoSchedule"}, True),
    ("toleration and taint have the same key and effect, and operator is Exists, and taint has some value, expect tolerated",
     {"key": "foo", "operator": "Exists", "effect": "NoSchedule"}, {"key": "foo", "value": "bar", "effect": "NoSchedule"}, True),
    ("toleration and taint have the same effect, toleration has empty key and operator is Exists, means match all taints, expect tolerated",
     {"key": "", "operator": "Exists", "effect": "NoSchedule"}, {"key": "foo", "value": "bar", "effect": "NoSchedule"}, True),
    ("toleration and taint have the same key, effect and value, and operator is Equal, expect tolerated",
     {"key": "foo", "operator": "Equal", "value": "bar", "effect": "NoSchedule"}, {"key": "foo", "value": "bar", "effect": "NoSchedule"}, True),
    ("toleration and taint have the same key and effect, but different values, and operator is Equal, expect not tolerated",
     {"key": "foo", "operator": "Equal", "value": "value1", "effect": "NoSchedule"}, {"key": "foo", "value": "value2", "effect": "NoSchedule"}, False),
    ("toleration and taint have the same key and value, but different effects, and operator is Equal, expect not tolerated",
     {"key": "foo", "operator": "Equal", "value": "bar", "effect": "NoSchedule"}, {"key": "foo", "value": "bar", "effect": "NoExecute"}, False),
    ("empty effect in toleration matches every effect",
     {"key": "foo", "operator": "Exists"}, {"key": "foo", "effect": "NoExecute"}, True),
    ("default operator is Equal",
     {"key": "foo", "value": "bar"}, {"key": "foo", "value": "bar", "effect": "NoSchedule"}, True),
])
def test_toleration_table(desc, tol, taint, expect):
    assert tolerates(tol, taint) is expect, desc


# pkg/scheduler/framework/plugins/tainttoleration/taint_toleration_test.go, TestTaintTolerationFilter
def test_taint_filter_cases():
    dedicated = {"key": "dedicated", "value": "user1", "effect": "NoSchedule"}
    # "A pod having no tolerations can't be scheduled onto a node with nonempty taints"
    assert find_untolerated([dedicated], []) == dedicated
    # "A pod which can be scheduled on a dedicated node assigned to user1 with effect NoSchedule"
    assert find_untolerated([dedicated], [{"key": "dedicated", "value": "user1", "effect": "NoSchedule"}]) is None
    # "A pod which can't be scheduled on a dedicated node assigned to user2 with effect NoSchedule"
    assert find_untolerated([dedicated], [{"key": "dedicated", "operator": "Equal", "value": "user2", "effect": "NoSchedule"}])
    # "A pod can be scheduled onto the node, with a toleration uses operator Exists that tolerates the taints on the node"
    assert find_untolerated([{"key": "foo", "value": "bar", "effect": "NoSchedule"}],
                            [{"key": "foo", "operator": "Exists", "effect": "NoSchedule"}]) is None
    # "A pod has a toleration that keys and values match the taint on the node, but (non-empty) effect doesn't match,
    #  can't be scheduled onto the node"
    assert find_untolerated([{"key": "foo", "value": "bar", "effect": "NoSchedule"}],
                            [{"key": "foo", "operator": "Equal", "value": "bar", "effect": "PreferNoSchedule"}])
    # "The pod has a toleration that keys and values match the taint on the node, the effect of toleration is empty,
    #  and the effect of taint is NoSchedule. Pod can be scheduled onto the node"
    assert find_untolerated([{"key": "foo", "value": "bar", "effect": "NoSchedule"}],
                            [{"key": "foo", "operator": "Equal", "value": "bar"}]) is None
    # "The pod has a toleration that key and value don't match the taint on the node, but the effect of taint on node
    #  is PreferNoSchedule. Pod can be scheduled onto the node"
    assert find_untolerated([{"key": "dedicated", "value": "user1", "effect": "PreferNoSchedule"}],
                            [{"key": "dedicated", "operator": "Equal", "value": "user2", "effect": "NoSchedule"}]) is None
    # "The pod has no toleration, but the effect of taint on node is PreferNoSchedule. Pod can be scheduled"
    assert find_untolerated([{"key": "dedicated", "value": "user1", "effect": "PreferNoSchedule"}], []) is None


def test_first_untolerated_taint_is_reported_in_node_order():
    taints = [{"key": "a", "effect": "PreferNoSchedule"}, {"key": "b", "effect": "NoExecute"},
              {"key": "c", "effect": "NoSchedule"}]
    assert find_untolerated(taints, [])["key"] == "b"
    assert toleration_for({"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"}) == {
        "key": "nvidia.com/gpu", "operator": "Equal", "value": "present", "effect": "NoSchedule"}
    assert tolerates(toleration_for({"key": "x", "effect": "NoExecute"}), {"key": "x", "effect": "NoExecute"})
