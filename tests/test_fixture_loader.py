"""The fixture source: every accepted shape, and every kind of bad input giving one clear
line naming the file, exit 2, never a traceback."""
from __future__ import annotations

import json
import os

import pytest

from doctor.errors import InputError
from doctor.sources.fixtures import load_paths

POD = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p1", "namespace": "ns1", "uid": "u1"},
       "spec": {"nodeName": "n1", "containers": [{"name": "c", "image": "busybox"}]},
       "status": {"phase": "Running"}}
NODE = {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "n1", "uid": "n-u1"},
        "status": {"allocatable": {"nvidia.com/gpu": "8"}}}


def write(tmp_path, name, content):
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


def test_single_object_json(tmp_path):
    snap = load_paths([str(write(tmp_path, "pod.json", POD))])
    assert snap.pod("ns1", "p1")["spec"]["nodeName"] == "n1"
    assert snap.pods_on_node("n1")[0]["metadata"]["uid"] == "u1"


def test_kubectl_list_and_typed_list_without_item_kinds(tmp_path):
    write(tmp_path, "a.json", {"apiVersion": "v1", "kind": "List", "metadata": {"resourceVersion": ""},
                               "items": [NODE]})
    typed = {"apiVersion": "v1", "kind": "PodList", "metadata": {"resourceVersion": "42"},
             "items": [{k: v for k, v in POD.items() if k not in ("kind", "apiVersion")}]}
    write(tmp_path, "b.json", typed)
    snap = load_paths([str(tmp_path)])
    assert snap.node("n1") is not None
    pod = snap.pod("ns1", "p1")
    assert pod["kind"] == "Pod" and pod["apiVersion"] == "v1"


def test_multi_document_yaml(tmp_path):
    text = "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: p1\n  namespace: ns1\n"
    snap = load_paths([str(write(tmp_path, "x.yaml", text))])
    assert snap.node("n1") and snap.pod("ns1", "p1")


def test_empty_typed_list_counts_as_recorded(tmp_path):
    write(tmp_path, "pods.json", {"apiVersion": "v1", "kind": "List", "items": []})
    write(tmp_path, "nodes.json", {"apiVersion": "v1", "kind": "List", "items": [NODE]})
    snap = load_paths([str(tmp_path)])
    assert snap.has("pods") and snap.pods == []
    assert not snap.has("daemonsets.apps")


def test_cluster_info_dump_folder_with_logs(tmp_path):
    write(tmp_path, "nodes.json", {"kind": "NodeList", "apiVersion": "v1", "metadata": {}, "items": [
        {k: v for k, v in NODE.items() if k != "kind"}]})
    write(tmp_path, "ns1/pods.json", {"kind": "PodList", "apiVersion": "v1", "metadata": {}, "items": [
        {k: v for k, v in POD.items() if k != "kind"}]})
    write(tmp_path, "ns1/replication-controllers.json", {"kind": "ReplicationControllerList", "apiVersion": "v1", "items": []})
    write(tmp_path, "ns1/p1/logs.txt",
          "==== START logs for container c of pod ns1/p1 ====\nline one\n==== START logs fake\nline two\n"
          "==== END logs for container c of pod ns1/p1 ====\n")
    snap = load_paths([str(tmp_path)])
    assert snap.node("n1")["kind"] == "Node"
    assert snap.log("ns1", "p1", "c") == "line one\n==== START logs fake\nline two\n"
    assert snap.has("replicationcontrollers")


def test_cluster_info_dump_stdout_stream(tmp_path):
    stream = (json.dumps({"kind": "NodeList", "apiVersion": "v1", "items": [NODE]}) + "\n"
              + json.dumps({"kind": "PodList", "apiVersion": "v1", "items": [POD]}) + "\n"
              + "==== START logs for container c of pod ns1/p1 ====\nhello {not json}\n"
              + "==== END logs for container c of pod ns1/p1 ====\n")
    snap = load_paths([str(write(tmp_path, "dump.json", stream))])
    assert snap.node("n1") and snap.pod("ns1", "p1")
    assert snap.log("ns1", "p1", "c") == "hello {not json}\n"


def test_doctor_record_layout_logs_and_meta(tmp_path):
    write(tmp_path, "pods.json", {"apiVersion": "v1", "kind": "List", "items": [POD]})
    write(tmp_path, "meta.json", {"observed_at": "2026-01-02T03:04:05Z", "context": "c1",
                                  "unavailable": {"networkpolicies.networking.k8s.io": "forbidden"}})
    write(tmp_path, "logs/ns1/p1/c.log", "boom\n")
    snap = load_paths([str(tmp_path)])
    assert snap.observed_at.isoformat() == "2026-01-02T03:04:05+00:00"
    assert snap.log("ns1", "p1", "c") == "boom\n"
    assert not snap.has("networkpolicies")
    assert "forbidden" in snap.why_missing("networkpolicies.networking.k8s.io")


def test_secret_values_never_kept(tmp_path):
    secret = {"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "hf", "namespace": "a"},
              "data": {"token": "aGZfc2VjcmV0"}, "stringData": {"x": "plain"}}
    snap = load_paths([str(write(tmp_path, "s.json", secret))])
    kept = snap.get("secrets", "a", "hf")
    assert kept["data"] == {"token": "<redacted>", "x": "<redacted>"} and "stringData" not in kept


def test_duplicate_objects_keep_newest_resource_version(tmp_path):
    old = json.loads(json.dumps(POD)); old["metadata"]["resourceVersion"] = "5"; old["status"]["phase"] = "Pending"
    new = json.loads(json.dumps(POD)); new["metadata"]["resourceVersion"] = "9"
    a, b = write(tmp_path, "a/p.json", new), write(tmp_path, "b/p.json", old)
    snap = load_paths([str(a), str(b)])
    assert len(snap.pods) == 1 and snap.pods[0]["status"]["phase"] == "Running"


def test_observed_at_falls_back_to_newest_timestamp_in_data(tmp_path):
    ev = {"apiVersion": "v1", "kind": "Event", "metadata": {"name": "e", "namespace": "ns1"},
          "involvedObject": {"kind": "Pod", "name": "p1", "namespace": "ns1"}, "lastTimestamp": "2025-05-05T05:05:05Z"}
    snap = load_paths([str(write(tmp_path, "e.json", ev)), str(write(tmp_path, "p.json", POD))])
    assert snap.observed_at.isoformat() == "2025-05-05T05:05:05+00:00"


BAD_INPUTS = [
    ("truncated.json", json.dumps({"apiVersion": "v1", "kind": "List", "items": [POD]})[:-30], "invalid JSON"),
    ("tabs.yaml", "apiVersion: v1\nkind: Pod\nmetadata:\n\tname: x\n", "invalid YAML"),
    ("nokind.json", {"apiVersion": "v1", "kind": "List", "items": [{"metadata": {"name": "x"}}]}, "has no 'kind'"),
    ("empty.json", "", "empty file"),
    ("random.json", bytes(range(256)) * 4, "not UTF-8"),
    ("scalar.json", "42", "expected a Kubernetes object"),
    ("meta-wrong.json", {"apiVersion": "v1", "kind": "Pod", "metadata": ["x"]}, "'metadata' must be an object"),
    ("name-wrong.json", {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": 7}}, "metadata.name must be a string"),
    ("items-wrong.json", {"apiVersion": "v1", "kind": "List", "items": {"a": 1}}, "'items' must be a list"),
    ("spec-wrong.json", {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "x"}, "spec": "boom"}, "'spec' of Pod"),
    ("notk8s.json", {"name": "package", "version": "1.0"}, "has no 'kind'"),
    # issue 11: each of these was exit 70 "internal error"
    ("bigint.json", '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "x"}, "spec": {"priority": '
     + "9" * 5000 + "}}", "a number of 5,000 digits"),
    ("surrogate.json", json.dumps(POD).replace('"busybox"', '"busy\\ud800box"'), "lone UTF-16 surrogate"),
    ("surrogate-end.json", json.dumps(POD).replace('"busybox"', '"busybox\\ud800"'), "lone UTF-16 surrogate"),
    ("nan.json", json.dumps(POD).replace('"Running"', "NaN"), "invalid JSON at line 1"),
    ("bomb.yaml", "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
     + "".join(f"{c}: &{c} [{', '.join(['*' + p] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi"))
     + "kind: Pod\napiVersion: v1\nmetadata: {name: x, namespace: y}\n", "refusing an alias bomb"),
    ("recursive.yaml", "kind: Pod\nmetadata: &m {name: x, labels: *m}\n", "recursive anchor"),
    ("yaml-bigint.yaml", "kind: Pod\nmetadata: {name: x}\nspec: {priority: " + "9" * 5000 + "}\n", "invalid YAML"),
]


@pytest.mark.parametrize("name,content,expected", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_is_one_clear_line(tmp_path, name, content, expected):
    path = write(tmp_path, name, content)
    with pytest.raises(InputError) as exc:
        load_paths([str(path)])
    message = str(exc.value)
    assert str(path) in message and expected in message and "\n" not in message


@pytest.mark.parametrize("name,content,expected", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_through_the_cli_exits_2_without_traceback(tmp_path, doctor, name, content, expected):
    path = write(tmp_path, name, content)
    r = doctor("scan", "--from", path)
    assert r.code == 2
    assert "Traceback" not in r.stderr and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0] and name in lines[0]


def test_folder_with_no_kubernetes_objects(tmp_path, doctor):
    write(tmp_path, "notes.md", "# nothing here\n")
    r = doctor("scan", "--from", tmp_path)
    assert r.code == 2 and "no Kubernetes objects" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_missing_path(tmp_path, doctor):
    r = doctor("scan", "--from", tmp_path / "nope")
    assert r.code == 2 and "no such file or folder" in r.stderr


def test_unreadable_file(tmp_path, doctor):
    if os.geteuid() == 0:
        pytest.skip("root can read files without read permission")
    path = write(tmp_path, "p.json", POD)
    path.chmod(0)
    r = doctor("scan", "--from", path)
    assert r.code == 2 and "cannot read" in r.stderr


def test_deeply_nested_json_is_a_clear_error(tmp_path, doctor):
    path = write(tmp_path, "deep.json", "[" * 100000 + "]" * 100000)
    r = doctor("scan", "--from", path)
    assert r.code == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "deep.json" in r.stderr and "nested too deeply" in r.stderr


def test_ignored_files_are_reported_not_silently_dropped(tmp_path, doctor):
    write(tmp_path, "nodes.json", {"apiVersion": "v1", "kind": "List", "items": [NODE]})
    write(tmp_path, "screenshot.png", b"\x89PNG....")
    r = doctor("scan", "--from", tmp_path)
    assert r.code == 0
    assert "screenshot.png: ignored" in r.stderr


def test_yaml_aliases_that_only_repeat_a_subtree_are_fine(tmp_path):
    text = ("apiVersion: v1\nkind: List\nitems:\n"
            "- {apiVersion: v1, kind: Pod, metadata: {name: a, namespace: n, labels: &l {app: x, tier: y}}}\n"
            "- {apiVersion: v1, kind: Pod, metadata: {name: b, namespace: n, labels: *l}}\n")
    snap = load_paths([str(write(tmp_path, "pods.yaml", text))])
    assert [p["metadata"]["labels"] for p in snap.pods] == [{"app": "x", "tier": "y"}] * 2


@pytest.mark.parametrize("meta,expected", [
    ({"resources": 1.5}, "'resources' must be a list, got a number"),
    ({"unavailable": ["pods"]}, "'unavailable' must be an object, got a list"),
    ({"resources": ["pods", 3]}, "'resources' must be a list of resource names"),
    ({"unavailable": {"pods": {"why": 1}}}, "'unavailable' must map resource names"),
    ({"observed_at": 5}, "'observed_at' must be a string, got an integer"),
    ({"resources": "pods"}, "'resources' must be a list, got a string"),
])
def test_meta_json_with_wrong_types_is_one_line_exit_2(tmp_path, doctor, meta, expected):
    write(tmp_path, "rec/meta.json", meta)
    write(tmp_path, "rec/pods.json", {"apiVersion": "v1", "kind": "List", "items": [POD]})
    r = doctor("scan", "--from", tmp_path / "rec")
    assert r.code == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "meta.json" in lines[0] and expected in lines[0], lines


KYVERNO_POLICY = {"apiVersion": "kyverno.io/v1", "kind": "ClusterPolicy", "metadata": {"name": "require-labels"},
                  "spec": {"validationFailureAction": "Enforce", "background": True,
                           "rules": [{"name": "check-team", "match": {"any": [{"resources": {"kinds": ["Pod"]}}]}}]}}


def test_foreign_kind_of_the_same_name_is_not_shape_checked_as_nvidias(tmp_path, doctor):
    write(tmp_path, "rec/pods.json", {"apiVersion": "v1", "kind": "List", "items": [POD]})
    write(tmp_path, "rec/kyverno.json", KYVERNO_POLICY)
    snap = load_paths([str(tmp_path / "rec")])
    foreign = [k for k in snap.objects if k.endswith(".kyverno.io")]
    assert [p["metadata"]["name"] for k in foreign for p in snap.objects[k]] == ["require-labels"]
    assert snap.items("clusterpolicies.nvidia.com") == [] and len(snap.pods) == 1
    assert doctor("scan", "--from", tmp_path / "rec").code in (0, 1)
    # NVIDIA's ClusterPolicy with the same wrong field is still refused, naming the field
    nvidia = {**KYVERNO_POLICY, "apiVersion": "nvidia.com/v1"}
    r = doctor("scan", "--from", write(tmp_path, "nv.json", nvidia))
    assert r.code == 2 and "spec['validationFailureAction'] must be an object" in r.stderr


def test_kindless_items_are_typed_from_the_file_name(tmp_path):
    kindless = {k: v for k, v in POD.items() if k not in ("kind", "apiVersion")}
    write(tmp_path, "rec/pods.json", {"apiVersion": "v1", "kind": "List", "items": [kindless]})
    write(tmp_path, "rec/nodes.json", {"metadata": {"name": "n1"}, "status": {}})   # one object, no kind
    snap = load_paths([str(tmp_path / "rec")])
    assert [p["kind"] for p in snap.pods] == ["Pod"] and [n["kind"] for n in snap.nodes] == ["Node"]
    assert snap.warnings == []


def test_kindless_objects_elsewhere_are_skipped_with_a_warning_naming_the_file(tmp_path, doctor):
    write(tmp_path, "rec/pods.json", {"apiVersion": "v1", "kind": "List", "items": [POD]})
    write(tmp_path, "rec/extra/stuff.json", {"apiVersion": "v1", "kind": "List", "items": [{"metadata": {"name": "y"}}]})
    write(tmp_path, "rec/package.json", {"name": "left-over", "version": "1.0"})
    r = doctor("scan", "--from", tmp_path / "rec")
    assert r.code in (0, 1), r.stderr
    assert "stuff.json: items[0] has no 'kind'" in r.stderr and "skipped" in r.stderr
    assert "package.json: object has no 'kind'" in r.stderr
    assert "Traceback" not in r.stderr


def test_fast_validation_agrees_with_the_shape_walk():
    """decode.validate (msgspec) refuses exactly what shape.check_shape refuses, with its words."""
    from doctor.sources.decode import validate
    from doctor.sources.shape import ShapeError, check_shape

    bad_pod = json.loads(json.dumps(POD))
    bad_pod["spec"]["containers"][0]["resources"] = {"limits": {"nvidia.com/gpu": [1]}}
    for obj in (POD, NODE, bad_pod, {**NODE, "status": {"conditions": [None]}},
                {**POD, "metadata": {"name": "x", "labels": {"a": 1}}}):
        try:
            check_shape(obj)
            want = None
        except ShapeError as exc:
            want = str(exc)
        try:
            validate(obj)
            got = None
        except ShapeError as exc:
            got = str(exc)
        assert got == want
