"""Issue 16: the live source checks every listed object as the file loader checks a file's
(doctor/sources/shape.py through decode.fast_type / decode.object_problem), in the same words.

Decided outcome (README, "Malformed objects from the API server"): an object the API server's
own validation would never let through (a proxy, an aggregated API, a CRD without a schema can
send anything) is left out, every well-formed object of the list is kept, and the resource is
marked partial (`failed`) with a reason naming the object and the field ("items[3]: Pod
ml-train/train-1: spec.containers must be a list, got a string"). Nothing is dropped silently,
nothing reaches the checks with a wrong type, there is no traceback; pods or nodes partial make
the run exit 3 like any other list cut short. A list whose every item is malformed, a body that is
not a List, a truncated gzip stream: the resource could not be read at all (`failed`).

All against the real loopback HTTP server (server.py), through the real CLI where the outcome is
the exit code and the report."""
from __future__ import annotations

import gzip
import json

import pytest

from doctor.errors import InputError
from doctor.sources.fixtures import load_path
from doctor.sources.live import collect

from .server import FakeApiServer

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
PODS_PATH = "/api/v1/pods"


def _gap(snap, resource):
    gap = snap.gap(resource)
    assert gap is not None, snap.gaps
    return gap


def _pod_index(cluster, ns, name):
    return next(i for i, p in enumerate(cluster["pods"]) if p["metadata"]["namespace"] == ns
                and p["metadata"]["name"] == name)


def _file_words(tmp_path, resource: str, items: list, index: int) -> str:
    """What the file loader says about items[index] of the same List, after "<file> items[N]: "."""
    path = tmp_path / f"{resource}.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    with pytest.raises(InputError) as err:
        load_path(path)
    prefix = f"{path} items[{index}]: "
    assert str(err.value).startswith(prefix), str(err.value)
    return str(err.value)[len(prefix):]


# ---- pods and nodes: the same words as a file, the rest kept, exit 3 -----------------------------

def test_a_wrong_typed_pod_field_is_left_out_named_in_the_files_words(cluster, api, kubeconfig, tmp_path):
    i = _pod_index(cluster, "ml-train", "train-1")
    api.objects["pods"][i]["spec"]["containers"] = "train"
    snap = collect(["pods", "nodes"], kubeconfig=kubeconfig)
    names = [p["metadata"]["name"] for p in snap.objects["pods"]]
    assert "train-1" not in names and len(names) == len(cluster["pods"]) - 1
    gap = _gap(snap, "pods")
    assert gap.kind == "failed" and gap.partial
    words = _file_words(tmp_path, "pods", api.objects["pods"], i)
    assert words == "Pod ml-train/train-1: spec.containers must be a list, got a string"
    assert gap.reason == f"left out 1 malformed object the API server returned: items[{i}]: {words}"
    assert gap.line().startswith(f"pods: left out 1 malformed object the API server returned: items[{i}]: Pod ")
    assert snap.complete("nodes") and not snap.complete("pods")


def test_a_wrong_typed_node_field_is_left_out_and_scan_exits_3(doctor, cluster, api, kubeconfig, tmp_path):
    api.objects["nodes"][1]["status"]["capacity"] = ["nvidia.com/gpu", 8]
    r = doctor("scan", "--kubeconfig", kubeconfig, "-o", "json")
    assert r.code == 3, r.stderr
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr
    gaps = {g["resource"]: g for g in r.json()["gaps"]}
    words = _file_words(tmp_path, "nodes", api.objects["nodes"], 1)
    assert words == "Node gpu-node-2: status.capacity must be an object, got a list"
    assert gaps["nodes"]["kind"] == "failed" and gaps["nodes"]["partial"] is True
    assert gaps["nodes"]["reason"] == f"left out 1 malformed object the API server returned: items[1]: {words}"
    errors = [line for line in r.stderr.splitlines() if line.startswith("doctor: error:")]
    assert len(errors) == 1 and "nodes" in errors[0], r.stderr


def test_a_non_object_item_is_named_not_skipped(cluster, api, kubeconfig, tmp_path):
    """Before issue 16 a string in `items` was skipped without a word."""
    api.objects["pods"].insert(2, "ml-train/train-9")
    snap = collect(["pods"], kubeconfig=kubeconfig)
    assert len(snap.objects["pods"]) == len(cluster["pods"])
    assert _gap(snap, "pods").reason == ("left out 1 malformed object the API server returned: "
                                         "items[2] is a str, not an object")
    with pytest.raises(InputError, match=r"items\[2\] is a str, not an object"):
        load_path(_write(tmp_path / "pods.json", api.objects["pods"]))


def _write(path, items):
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    return path


def test_the_index_counts_the_whole_list_across_pages_and_several_are_counted(cluster, api, kubeconfig):
    pods = api.objects["pods"]
    pods[4]["status"]["containerStatuses"][0]["restartCount"] = "3"
    pods[7]["metadata"]["labels"] = ["app", "train"]
    pods[8]["spec"]["nodeName"] = 12
    pods[9]["metadata"] = "x"
    snap = collect(["pods"], kubeconfig=kubeconfig, page_size=3)
    assert len(snap.objects["pods"]) == len(pods) - 4
    reason = _gap(snap, "pods").reason
    assert reason.startswith("left out 4 malformed objects the API server returned: items[4]: Pod ")
    assert "status.containerStatuses[0].restartCount must be an integer, got a string" in reason
    assert "; items[7]: Pod " in reason and "metadata.labels must be an object, got a list" in reason
    assert "; items[8]: Pod " in reason and "spec.nodeName must be a string, got an integer; ..." in reason
    assert "items[9]" not in reason      # three are shown, all are counted


def test_every_item_malformed_means_nothing_read(doctor, api, kubeconfig):
    for p in api.objects["pods"]:
        p["spec"]["containers"] = {}
    snap = collect(["pods"], kubeconfig=kubeconfig)
    gap = _gap(snap, "pods")
    assert gap.kind == "failed" and not gap.partial and "pods" not in snap.objects
    assert gap.reason.startswith(f"left out {len(api.objects['pods'])} malformed objects the API server returned: "
                                 f"items[0]: Pod ")
    r = doctor("scan", "--kubeconfig", kubeconfig)
    assert r.code == 3 and "Traceback" not in r.stderr and "internal error" not in r.stderr


def test_a_well_formed_cluster_has_no_gap_and_keeps_every_object(cluster, api, kubeconfig):
    snap = collect(["pods", "nodes", "events", "daemonsets.apps", "configmaps"], kubeconfig=kubeconfig)
    assert not snap.gaps
    assert {k: len(v) for k, v in snap.objects.items()} == {k: len(v) for k, v in cluster.items()}


def test_partial_pods_from_a_malformed_object_make_pending_say_it_cannot_tell(doctor, cluster, api, kubeconfig):
    """train-1 fits on a GPU node; with train-0 (on that node) left out, "fits" would count the GPU
    train-0 may hold: `pending` says it cannot tell, exit 3, as for any partial list of pods."""
    api.objects["pods"][_pod_index(cluster, "ml-train", "train-0")]["spec"]["containers"] = "main"
    r = doctor("pending", "ml-train/train-1", "--kubeconfig", kubeconfig, "-o", "json")
    assert r.code == 3 and "Traceback" not in r.stderr, r.stderr
    data = r.json()
    assert data["status"] == "partial" and data["schedulable"] is False
    assert data["headline"].startswith("Cannot tell whether pod ml-train/train-1 fits")
    assert any(n.startswith("capacity verdicts are partial: pods: left out 1 malformed object the API server "
                            "returned: items[2]: Pod ml-train/train-0: spec.containers must be a list, got a string")
               for n in data["notes"]), data["notes"]


def test_pending_reads_only_what_it_needs_of_the_other_pods(cluster, api, kubeconfig):
    """`pending` decodes the other pods into the fields it reads (doctor/sources/projection.py), as it
    does from a file: a wrong type in a field it never reads (tolerations of another pod) is not its
    concern; the same in a field it reads is (above)."""
    api.objects["pods"][_pod_index(cluster, "ml-train", "train-0")]["spec"]["tolerations"] = "all"
    from doctor.sources.projection import for_pending

    snap = collect(["pods"], kubeconfig=kubeconfig, projection=for_pending("ml-train", "train-1"))
    assert snap.gap("pods") is None and len(snap.objects["pods"]) == len(cluster["pods"])


# ---- custom resources: Kueue -------------------------------------------------------------------

def _fixture_objects(name: str) -> dict:
    snap = load_path(ROOT / "fixtures" / name)
    return {k: json.loads(json.dumps(v)) for k, v in snap.objects.items()}


def test_a_wrong_typed_kueue_workload_is_left_out_in_the_files_words(doctor, tmp_path, monkeypatch):
    objects = _fixture_objects("pending-kueue-gated")
    workloads = objects["workloads.kueue.x-k8s.io"]
    workloads[0]["spec"]["podSets"] = {"name": "main", "count": 1}
    with FakeApiServer(objects) as server:
        monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
        kc = str(server.write_kubeconfig(tmp_path / "kubeconfig"))
        snap = collect(["workloads.kueue.x-k8s.io", "pods"], kubeconfig=kc)
        gap = _gap(snap, "workloads.kueue.x-k8s.io")
        meta = workloads[0]["metadata"]
        want = f"Workload {meta['namespace']}/{meta['name']}: spec.podSets must be a list, got an object"
        assert gap.kind == "failed" and gap.reason.endswith(f"items[0]: {want}")
        assert gap.partial == (len(workloads) > 1)
        path = tmp_path / "workloads.kueue.x-k8s.io.json"
        path.write_text(json.dumps({"apiVersion": "kueue.x-k8s.io/v1beta1", "kind": "WorkloadList",
                                    "items": workloads}))
        with pytest.raises(InputError) as err:
            load_path(path)
        assert str(err.value) == f"{path} items[0]: {want}"
        # an object of another kind in the list (custom resources' items carry their kind)
        server.objects["workloads.kueue.x-k8s.io"] = workloads[1:] + [dict(objects["pods"][0], kind="LocalQueue")]
        snap = collect(["workloads.kueue.x-k8s.io"], kubeconfig=kc)
        assert _gap(snap, "workloads.kueue.x-k8s.io").reason.endswith(
            f"items[{len(workloads) - 1}]: a LocalQueue in a WorkloadList")
        assert all(w["kind"] == "Workload" for w in snap.objects.get("workloads.kueue.x-k8s.io", []))
        server.objects["workloads.kueue.x-k8s.io"] = workloads
        r = doctor("scan", "--kubeconfig", kc, "-o", "json")
        assert r.code in (0, 1), r.stderr     # a custom resource's gap: said, not "the cluster is unreadable"
        gaps = {g["resource"]: g for g in r.json()["gaps"]}
        assert gaps["workloads.kueue.x-k8s.io"]["reason"] == gap.reason


# ---- bodies that are not a List ----------------------------------------------------------------

@pytest.mark.parametrize("body, words", [
    (b'{"kind":"Status","apiVersion":"v1","status":"Success"}', "answered with a Status object, not a PodList"),
    (b'[{"metadata":{"name":"a"}}]', "answered with a JSON array, not a PodList"),
    (b'"ok"', "answered with a JSON string, not a PodList"),
    (b'{"kind":"PodList","apiVersion":"v1","metadata":{}}', "answered with an object without 'items', not a PodList"),
    (b'{"kind":"PodList","apiVersion":"v1","metadata":{},"items":{"a":1}}',
     "answered with a PodList whose 'items' is an object, not a list"),
    (b'{"kind":"PodList","items":[{"metadata":{"name":"a"}},', "returned a body that is not JSON (invalid JSON at line 1 "
                                                             "column 54: Expecting value (cut short?))"),
])
def test_a_body_that_is_not_a_list_leaves_the_resource_unread(doctor, api, kubeconfig, body, words):
    api.raw[PODS_PATH] = (200, body, {})
    snap = collect(["pods", "nodes"], kubeconfig=kubeconfig)
    gap = _gap(snap, "pods")
    assert gap.kind == "failed" and not gap.partial and words in gap.reason, gap.reason
    assert "pods" not in snap.objects and snap.objects["nodes"]
    r = doctor("scan", "--kubeconfig", kubeconfig)
    assert r.code == 3 and "Traceback" not in r.stderr and "internal error" not in r.stderr


def test_an_empty_list_with_null_items_is_an_empty_list(api, kubeconfig):
    api.raw[PODS_PATH] = (200, b'{"kind":"PodList","apiVersion":"v1","metadata":{},"items":null}', {})
    snap = collect(["pods"], kubeconfig=kubeconfig)
    assert snap.objects["pods"] == [] and snap.gap("pods") is None


@pytest.mark.parametrize("kube_client", [False, True])
def test_a_truncated_or_corrupt_gzip_body_leaves_the_resource_unread(api, kubeconfig, monkeypatch, kube_client):
    """Both transports: the direct one inflates with zlib (a stream cut short is zlib's "incomplete
    or truncated stream"); urllib3 (the kubernetes client) inflates what arrived without noticing
    the cut, so the JSON it gives is cut short. A bad CRC is zlib's words either way."""
    if kube_client:
        pytest.importorskip("kubernetes")
        monkeypatch.setenv("DOCTOR_KUBE_CLIENT", "1")
    whole = json.dumps({"kind": "PodList", "apiVersion": "v1", "metadata": {},
                        "items": api.objects["pods"] * 40}).encode()
    packed = gzip.compress(whole, 1)
    cut = "the API server returned a body that is not JSON (invalid JSON at line 1 column " if kube_client else \
        "cannot list it: corrupt gzip body (Error -5 while decompressing data: incomplete or truncated stream)"
    for body, words in ((packed[:len(packed) // 2], cut),
                        (packed[:-8] + b"\0\0\0\0" + packed[-4:],
                         "cannot list it: corrupt gzip body (Error -3 while decompressing data: incorrect data check)")):
        api.raw[PODS_PATH] = (200, body, {"Content-Encoding": "gzip"})
        snap = collect(["pods", "nodes"], kubeconfig=kubeconfig)
        gap = _gap(snap, "pods")
        assert gap.kind == "failed" and not gap.partial and "pods" not in snap.objects, gap
        assert gap.reason.startswith(words), gap.reason
        assert snap.objects["nodes"]


# ---- custom resources: DRA (resource.k8s.io) ---------------------------------------------------

@pytest.mark.parametrize("resource, field, value, words", [
    ("resourceslices.resource.k8s.io", ("spec", "devices"), "gpu-0", "spec.devices must be a list, got a string"),
    ("resourceslices.resource.k8s.io", ("spec", "pool"), {"name": "p", "generation": "1"},
     "spec.pool.generation must be an integer, got a string"),
    ("resourceclaims.resource.k8s.io", ("spec", "devices"), {"requests": {"name": "gpu"}},
     "spec.devices.requests must be a list, got an object"),
    ("deviceclasses.resource.k8s.io", ("spec", "selectors"), [{"cel": "device.driver == 'gpu.nvidia.com'"}],
     "spec.selectors[0].cel must be an object, got a string"),
])
def test_a_wrong_typed_dra_object_is_left_out_in_the_files_words(doctor, tmp_path, monkeypatch, resource, field,
                                                                   value, words):
    """Before issue 16's live validation, shape.py had no resource.k8s.io kinds: doctor/dra read a
    string `spec.devices` as "no devices" (a slice with no GPUs), from a file and live alike."""
    objects = _fixture_objects("dra-too-few")
    items = objects[resource]
    obj = items[0]
    obj[field[0]][field[1]] = value
    meta = obj["metadata"]
    want = f"{obj['kind']} {meta['namespace'] + '/' if meta.get('namespace') else ''}{meta['name']}: {words}"
    path = tmp_path / f"{resource}.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    with pytest.raises(InputError) as err:
        load_path(path)
    assert str(err.value) == f"{path} items[0]: {want}"
    with FakeApiServer(objects) as server:
        monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
        kc = str(server.write_kubeconfig(tmp_path / "kubeconfig"))
        snap = collect([resource], kubeconfig=kc)
        gap = _gap(snap, resource)
        assert gap.kind == "failed" and gap.partial == (len(items) > 1)
        assert gap.reason == f"left out 1 malformed object the API server returned: items[0]: {want}"
        assert all(o["metadata"]["name"] != meta["name"] for o in snap.objects.get(resource, []))
        r = doctor("scan", "--kubeconfig", kc, "-o", "json")
        assert r.code in (0, 1) and "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr
        assert {g["resource"]: g["reason"] for g in r.json()["gaps"]}[resource] == gap.reason


def test_a_recording_keeps_the_gap_and_its_replay_is_partial_too(doctor, cluster, api, kubeconfig, tmp_path):
    """`doctor record` writes what was read and, in meta.json, what was left out and why: the
    replay is as honest as the live run (exit 3, the same reason), not a clean cluster."""
    i = _pod_index(cluster, "ml-train", "train-3")
    api.objects["pods"][i]["status"]["containerStatuses"] = {"main": {"ready": True}}
    out = tmp_path / "rec"
    rec = doctor("record", out, "--kubeconfig", kubeconfig)
    assert rec.code == 0, rec.stderr
    recorded = json.loads((out / "pods.json").read_text())["items"]
    assert "train-3" not in [p["metadata"]["name"] for p in recorded] and len(recorded) == len(cluster["pods"]) - 1
    gap = json.loads((out / "meta.json").read_text())["gaps"]["pods"]
    assert gap["kind"] == "failed" and gap["partial"] is True
    assert gap["reason"] == (f"left out 1 malformed object the API server returned: items[{i}]: Pod ml-train/train-3: "
                             f"status.containerStatuses must be a list, got an object")
    replay = doctor("scan", "--from", out, "-o", "json")
    assert replay.code == 3, replay.stderr
    assert {g["resource"]: g["reason"] for g in replay.json()["gaps"]}["pods"] == gap["reason"]
