"""The live source against a real HTTP server speaking the Kubernetes list API, through the
real kubernetes client: pagination, raw camelCase JSON, RBAC 403, 404, 410 relist, timeouts,
unreachable clusters, logs."""
from __future__ import annotations

import math
import socket
import time

import pytest

from doctor.errors import ClusterUnreachable, InputError
from doctor.sources.live import collect

from .cluster import DEVICE_PLUGIN_LOG, gpu_cluster
from .server import USER, FakeApiServer

RESOURCES = ["nodes", "pods", "events", "daemonsets.apps", "configmaps"]


def without_managed_fields(obj: dict) -> dict:
    meta = {k: v for k, v in obj["metadata"].items() if k != "managedFields"}
    return {**obj, "metadata": meta}


def test_pagination_collects_every_page_with_few_requests(cluster, api, kubeconfig):
    page = 3
    snap = collect(RESOURCES, kubeconfig=kubeconfig, page_size=page)
    for name in RESOURCES:
        assert len(snap.items(name)) == len(cluster[name]), name
    names = [p["metadata"]["name"] for p in snap.pods]
    assert len(names) == len(set(names)) == len(cluster["pods"])
    pod_requests = api.list_requests("pods")
    assert len(pod_requests) == math.ceil(len(cluster["pods"]) / page)
    assert all(q["limit"] == str(page) for _, q in pod_requests)
    assert "continue" not in pod_requests[0][1] and all("continue" in q for _, q in pod_requests[1:])
    assert all(path == "/api/v1/pods" for path, _ in pod_requests)          # cluster-wide, one path
    assert api.list_requests("daemonsets.apps")[0][0] == "/apis/apps/v1/daemonsets"
    # + GET /version + GET /apis (one discovery call, because daemonsets.apps is in a group)
    expected = 2 + sum(max(1, math.ceil(len(cluster[n]) / page)) for n in RESOURCES)
    assert snap.meta["api_requests"] == expected == len(api.requests)
    assert snap.meta["server_version"] == "v1.31.4"
    assert snap.meta["context"] == "kind-gpu"
    assert snap.meta["resources"] == RESOURCES
    assert snap.meta["observed_at"].endswith("Z")


def test_request_count_does_not_grow_with_pods(tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    big = gpu_cluster(600)
    with FakeApiServer(big) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        snap = collect(["nodes", "pods"], kubeconfig=kc)   # default page size 500
        assert len(snap.pods) == len(big["pods"]) == 603
        assert len(api.list_requests("pods")) == 2
        assert snap.meta["api_requests"] == 4


def test_items_are_raw_camelcase_json_with_kind_and_apiversion(cluster, api, kubeconfig):
    snap = collect(RESOURCES, kubeconfig=kubeconfig, page_size=4)
    # exactly the objects the server holds (the server stripped kind/apiVersion from list items,
    # the live source put them back from the typed list), minus managedFields like kubectl
    for name in RESOURCES:
        assert snap.items(name) == [without_managed_fields(o) for o in cluster[name]], name
    pod = snap.pod("ml-train", "train-0")
    assert pod["kind"] == "Pod" and pod["apiVersion"] == "v1"
    assert pod["spec"]["nodeName"] == "gpu-node-1"
    assert "node_name" not in pod["spec"] and "api_version" not in pod
    node = snap.node("gpu-node-1")
    assert node["status"]["allocatable"]["nvidia.com/gpu"] == "8"
    assert node["status"]["nodeInfo"]["kubeletVersion"] == "v1.31.4"
    assert "managedFields" not in node["metadata"]
    ds = snap.items("daemonsets.apps")[0]
    assert ds["kind"] == "DaemonSet" and ds["apiVersion"] == "apps/v1"
    assert snap.pods_on_node("gpu-node-1")   # the snapshot's indexes work on live data


def test_forbidden_resource_is_unavailable_with_the_user_and_the_rest_is_listed(api, kubeconfig):
    api.forbidden = {"daemonsets.apps"}
    snap = collect(RESOURCES, kubeconfig=kubeconfig)
    assert snap.unavailable == {"daemonsets.apps": f"forbidden: {USER} cannot list daemonsets.apps (RBAC); to read it, "
                                                   f'add to the doctor\'s ClusterRole: {{apiGroups: ["apps"], '
                                                   f'resources: ["daemonsets"], verbs: ["get", "list", "watch"]}}'}
    gap = snap.gaps["daemonsets.apps"]
    assert gap.kind == "forbidden" and not gap.partial
    assert gap.message.startswith('daemonsets.apps is forbidden: User "')   # the API server's own words
    assert not snap.has("daemonsets.apps")
    assert snap.has("pods") and snap.has("nodes")
    assert "daemonsets.apps" not in snap.meta["resources"]
    assert snap.meta["unavailable"] == snap.unavailable


@pytest.mark.parametrize("discovery", ["readable", "forbidden"])
def test_crd_not_installed_is_unavailable(api, kubeconfig, discovery):
    api.discovery_forbidden = discovery == "forbidden"
    snap = collect(["nodes", "clusterpolicies.nvidia.com", "podgroups.scheduling.volcano.sh"], kubeconfig=kubeconfig)
    assert snap.unavailable == {
        "clusterpolicies.nvidia.com": "not installed in this cluster (no such API)",
        "podgroups.scheduling.volcano.sh": "not installed in this cluster (no such API)",
    }
    assert snap.has("nodes")
    crd_lists = [p for p, _ in api.requests if p.endswith(("/clusterpolicies", "/podgroups"))]
    if discovery == "readable":     # GET /apis answered it: no request per missing CRD
        assert crd_lists == [] and len(api.requests) == 3      # /version, /apis, nodes
    else:                           # found out one by one: a 404 each, then the group's discovery
        assert len(crd_lists) == 2


@pytest.mark.parametrize("discovery", ["readable", "forbidden"])
def test_crd_served_at_another_version_is_found_through_discovery(cluster, tmp_path, monkeypatch, discovery):
    """A KubeRay from before ray.io/v1 serves RayCluster at v1alpha1 only: found through discovery,
    read there, and the report says so."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    ray = {"apiVersion": "ray.io/v1alpha1", "kind": "RayCluster",
           "metadata": {"name": "raycluster-gpu", "namespace": "ml-train", "uid": "0c8f5a3e-1d2b-4c5e-9f6a-7b8c9d0e1f2a"},
           "spec": {"rayVersion": "2.9.0"}}
    with FakeApiServer({**cluster, "rayclusters.ray.io": [ray]}) as api:
        api.served_version["rayclusters.ray.io"] = "v1alpha1"
        api.discovery_forbidden = discovery == "forbidden"
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        snap = collect(["rayclusters.ray.io"], kubeconfig=kc)
        listed = [p for p, _ in api.list_requests()]
    assert snap.unavailable == {}
    assert snap.items("rayclusters.ray.io") == [ray]
    assert any("served as ray.io/v1alpha1" in w for w in snap.warnings), snap.warnings
    expected = ["/apis/ray.io/v1alpha1/rayclusters"]
    if discovery == "forbidden":
        expected.insert(0, "/apis/ray.io/v1/rayclusters")      # the 404 that sent it looking
    assert listed == expected


@pytest.mark.parametrize("discovery", ["readable", "forbidden"])
def test_kueue_is_listed_at_the_groups_preferred_version(cluster, tmp_path, monkeypatch, discovery):
    """Kueue's v1beta1 and v1beta2 are read alike (doctor/sources/live.py READ_ALIKE): a kind is listed at
    the group's preferred version (v1beta2 here, where Kueue 0.15+ stores it: no conversion webhook in
    the way), a kind not served there at v1beta1, and neither is a warning."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    workload = {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "Workload",
                "metadata": {"name": "job-train-7f2c1", "namespace": "ml-train", "uid": "0c8f5a3e-1d2b-4c5e-9f6a-7b8c9d0e1f2a"},
                "spec": {"queueName": "team-a", "podSets": [{"name": "main", "count": 4}]}}
    lq = {"apiVersion": "kueue.x-k8s.io/v1beta1", "kind": "LocalQueue",
          "metadata": {"name": "team-a", "namespace": "ml-train", "uid": "1d9f6b4f-2e3c-4d6f-8a7b-8c9d0e1f2a3b"},
          "spec": {"clusterQueue": "gpu-cq"}}
    with FakeApiServer({**cluster, "workloads.kueue.x-k8s.io": [workload], "localqueues.kueue.x-k8s.io": [lq]}) as api:
        api.served_version["workloads.kueue.x-k8s.io"] = "v1beta2"
        api.discovery_forbidden = discovery == "forbidden"
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        snap = collect(["workloads.kueue.x-k8s.io", "localqueues.kueue.x-k8s.io"], kubeconfig=kc)
        listed = [p for p, _ in api.list_requests()]
    assert snap.unavailable == {}
    assert snap.items("workloads.kueue.x-k8s.io") == [workload]
    assert snap.items("localqueues.kueue.x-k8s.io") == [lq]
    assert not [w for w in snap.warnings if "kueue" in w], snap.warnings
    if discovery == "readable":     # preferred v1beta2 first; LocalQueue is not served there (404), then v1beta1
        expected = ["/apis/kueue.x-k8s.io/v1beta2/workloads", "/apis/kueue.x-k8s.io/v1beta2/localqueues",
                    "/apis/kueue.x-k8s.io/v1beta1/localqueues"]
    else:                           # no discovery: its own version first, the group's preferred after a 404
        expected = ["/apis/kueue.x-k8s.io/v1beta1/workloads", "/apis/kueue.x-k8s.io/v1beta2/workloads",
                    "/apis/kueue.x-k8s.io/v1beta1/localqueues"]
    assert sorted(listed) == sorted(expected)


def test_stale_continue_token_410_relists_once_from_scratch(cluster, api, kubeconfig):
    api.expire_continue = {"pods": 1}
    snap = collect(["pods"], kubeconfig=kubeconfig, page_size=3)
    names = [p["metadata"]["name"] for p in snap.pods]
    assert sorted(names) == sorted(p["metadata"]["name"] for p in cluster["pods"])   # no duplicates, none lost
    fresh = [q for _, q in api.list_requests("pods") if "continue" not in q]
    assert len(fresh) == 2                      # the first attempt and one relist
    assert snap.unavailable == {}


def test_410_again_after_the_relist_falls_back_to_one_unpaginated_list(cluster, api, kubeconfig):
    """client-go's pager: a second expired continue token -> one full list without limit=."""
    api.expire_continue = {"pods": 2}
    snap = collect(["nodes", "pods"], kubeconfig=kubeconfig, page_size=3)
    assert snap.unavailable == {} and snap.gaps == {}
    assert sorted(p["metadata"]["name"] for p in snap.pods) == sorted(p["metadata"]["name"] for p in cluster["pods"])
    last = api.list_requests("pods")[-1][1]
    assert "limit" not in last and "continue" not in last


def test_a_slow_resource_times_out_alone_without_retries(api, kubeconfig):
    api.delay["/apis/apps/v1/daemonsets"] = 3.0
    started = time.monotonic()
    snap = collect(RESOURCES, kubeconfig=kubeconfig, timeout=0.4)
    elapsed = time.monotonic() - started
    assert "timed out" in snap.unavailable["daemonsets.apps"]
    assert set(snap.unavailable) == {"daemonsets.apps"}
    assert len(snap.pods) > 0
    assert elapsed < 2.5, f"a read timeout must not be retried (took {elapsed:.1f}s)"
    assert len(api.list_requests("daemonsets.apps")) == 1


def test_secrets_are_never_listed(api, kubeconfig):
    snap = collect(["nodes", "secrets"], kubeconfig=kubeconfig)
    assert "secrets" in snap.unavailable
    assert not any("secrets" in path for path, _ in api.requests)


def test_namespace_limits_namespaced_lists_only(api, kubeconfig):
    snap = collect(["nodes", "pods"], kubeconfig=kubeconfig, namespace="gpu-operator")
    assert {p["metadata"]["namespace"] for p in snap.pods} == {"gpu-operator"}
    assert len(snap.nodes) == 3
    paths = [p for p, _ in api.requests]
    assert "/api/v1/namespaces/gpu-operator/pods" in paths and "/api/v1/nodes" in paths


def test_logs_are_fetched_only_when_asked_tail_limited_and_capped(api, kubeconfig):
    snap = collect(["pods"], kubeconfig=kubeconfig)
    assert snap.logs == {} and not any(p.endswith("/log") for p, _ in api.requests)

    target = ("gpu-operator", "nvidia-device-plugin-daemonset-q9wz4", "main")
    missing = ("gpu-operator", "nvidia-device-plugin-daemonset-7xk2p", "main")
    snap = collect(["pods"], kubeconfig=kubeconfig, logs_for=[target, missing], tail_lines=2)
    assert snap.logs[target] == "".join(DEVICE_PLUGIN_LOG.splitlines(keepends=True)[-2:])
    assert snap.log(*target).count("\n") == 2
    assert missing not in snap.logs and any("7xk2p" in w for w in snap.warnings)
    log_queries = [q for p, q in api.requests if p.endswith("/log")]
    assert all(q["tailLines"] == "2" and "previous" not in q for q in log_queries)

    before = len(api.requests)
    snap = collect([], kubeconfig=kubeconfig, logs_for=[target, missing], max_logs=1)
    assert list(snap.logs) == [target]
    assert len([p for p, _ in api.requests[before:] if p.endswith("/log")]) == 1
    assert any("first 1" in w for w in snap.warnings)


def test_logs_for_can_choose_from_the_listed_pods(api, kubeconfig):
    def crashing(snapshot):
        return [(p["metadata"]["namespace"], p["metadata"]["name"], cs["name"])
                for p in snapshot.pods for cs in p["status"].get("containerStatuses") or []
                if (cs.get("state") or {}).get("waiting")]
    snap = collect(["pods"], kubeconfig=kubeconfig, logs_for=crashing)
    assert list(snap.logs) == [("gpu-operator", "nvidia-device-plugin-daemonset-q9wz4", "main")]


# ---- the run as a whole cannot start ----------------------------------------------------

def closed_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def write_kubeconfig(path, server: str, context: str = "kind-gpu", token: str = "dummy-token-for-tests"):
    path.write_text(f"apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: {server}\n"
                    f"users:\n- name: u\n  user:\n    token: {token}\n"
                    f"contexts:\n- name: {context}\n  context:\n    cluster: c\n    user: u\n"
                    f"current-context: {context}\n", encoding="utf-8")
    return str(path)


def test_connection_refused_is_one_line_exit_3(doctor, tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    port = closed_port()
    kc = write_kubeconfig(tmp_path / "kc", f"http://127.0.0.1:{port}")
    r = doctor("scan", "--kubeconfig", kc, "-o", "json")
    assert r.code == 3
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0] == (f"doctor: error: cannot reach the API server at http://127.0.0.1:{port}: "
                        f"connection refused (kubeconfig context kind-gpu)")


def test_expired_credentials_exit_3(doctor, api, kubeconfig):
    api.unauthorized = True
    r = doctor("scan", "--kubeconfig", kubeconfig)
    assert r.code == 3
    assert "rejected the credentials (401 Unauthorized" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_api_server_that_never_answers_exit_3(doctor, api, kubeconfig, monkeypatch):
    monkeypatch.setenv("DOCTOR_REQUEST_TIMEOUT", "0.3")
    api.delay["/version"] = 2.0
    r = doctor("scan", "--kubeconfig", kubeconfig)
    assert r.code == 3
    assert "no answer within 0.3s (timed out)" in r.stderr


def test_no_kubeconfig_and_not_in_a_pod_exit_3(doctor, tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    monkeypatch.setenv("KUBECONFIG", str(tmp_path / "nope"))
    with pytest.raises(ClusterUnreachable, match="no kubeconfig found"):
        collect(["nodes"])
    r = doctor("scan")
    assert r.code == 3 and "no kubeconfig found" in r.stderr and "--from" in r.stderr


def test_in_cluster_config_is_used_without_kubeconfig(doctor, tmp_path, monkeypatch):
    """No kubeconfig, KUBERNETES_SERVICE_HOST set: the service-account config is used (it is
    always https, so against a closed port it ends as one clear line naming that server)."""
    from kubernetes.config import incluster_config

    token, ca = tmp_path / "token", tmp_path / "ca.crt"
    token.write_text("dummy-sa-token-for-tests")
    ca.write_text("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")
    monkeypatch.setattr(incluster_config, "SERVICE_TOKEN_FILENAME", str(token))
    monkeypatch.setattr(incluster_config, "SERVICE_CERT_FILENAME", str(ca))
    port = closed_port()
    monkeypatch.setenv("KUBECONFIG", str(tmp_path / "nope"))
    monkeypatch.setenv("KUBERNETES_SERVICE_HOST", "127.0.0.1")
    monkeypatch.setenv("KUBERNETES_SERVICE_PORT", str(port))
    r = doctor("scan")
    assert r.code == 3
    assert f"https://127.0.0.1:{port}" in r.stderr and "(in-cluster config)" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_missing_kubeconfig_file_and_unknown_context_are_usage_errors(doctor, kubeconfig, tmp_path):
    r = doctor("scan", "--kubeconfig", str(tmp_path / "missing"))
    assert r.code == 2 and "no such file" in r.stderr
    with pytest.raises(InputError, match="no such context"):
        collect(["nodes"], kubeconfig=kubeconfig, context="prod")
    r = doctor("scan", "--kubeconfig", kubeconfig, "--context", "prod")
    assert r.code == 2 and "--context prod: no such context" in r.stderr and "kind-gpu" in r.stderr


def test_context_flag_selects_the_cluster(api, tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    port = closed_port()
    kc = tmp_path / "kc"
    kc.write_text(f"apiVersion: v1\nkind: Config\nclusters:\n- name: dead\n  cluster:\n    server: http://127.0.0.1:{port}\n"
                  f"- name: live\n  cluster:\n    server: {api.url}\n"
                  "users:\n- name: u\n  user:\n    token: dummy-token-for-tests\n"
                  "contexts:\n- name: dead\n  context:\n    cluster: dead\n    user: u\n"
                  "- name: live\n  context:\n    cluster: live\n    user: u\ncurrent-context: dead\n")
    with pytest.raises(ClusterUnreachable):
        collect(["nodes"], kubeconfig=str(kc))
    snap = collect(["nodes"], kubeconfig=str(kc), context="live")
    assert snap.meta["context"] == "live" and len(snap.nodes) == 3


def test_logs_need_fetches_failing_gpu_containers_and_training_ranks_only(api, kubeconfig):
    """A check that reads logs makes live mode fetch the logs of failing containers in GPU
    namespaces / GPU pods (here: the crash-looping device plugin) first, then those of the
    ranks of distributed training jobs (they hang while Running), not of every pod."""
    snap = collect(["nodes", "logs"], kubeconfig=kubeconfig)
    assert list(snap.logs) == [("gpu-operator", "nvidia-device-plugin-daemonset-q9wz4", "main")]
    assert snap.has("pods")
    log_requests = [p for p, _ in api.requests if p.endswith("/log")]
    assert log_requests[0] == "/api/v1/namespaces/gpu-operator/pods/nvidia-device-plugin-daemonset-q9wz4/log"
    ranks = log_requests[1:]   # the test server has no log text for them
    assert ranks and all(p.startswith("/api/v1/namespaces/ml-train/pods/train-") for p in ranks)


def test_a_busy_server_is_retried_and_a_broken_one_is_reported(cluster, api, kubeconfig):
    api.fail["/api/v1/pods"] = (503, 1)            # one 503 with Retry-After: 0, then fine
    api.fail["/api/v1/events"] = (500, 50)         # keeps failing, no Retry-After
    snap = collect(["pods", "events", "nodes"], kubeconfig=kubeconfig)
    assert len(snap.pods) == len(cluster["pods"])
    assert len(api.list_requests("pods")) == 2
    assert snap.unavailable == {"events": "the API server answered 500: the server is currently unable to handle the request"}
    assert snap.gaps["events"].kind == "failed"
    assert len(api.list_requests("events")) == 4   # the first try and 3 retries with backoff, no more


def test_custom_resources_keep_their_own_kind_and_apiversion(cluster, tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    policy = {"apiVersion": "nvidia.com/v1", "kind": "ClusterPolicy",
              "metadata": {"name": "cluster-policy", "uid": "5b0e1a52-9c1f-4f0e-8a43-0d2f7c9e6b11", "generation": 3},
              "spec": {"driver": {"enabled": True, "version": "550.90.07"}, "toolkit": {"enabled": True}},
              "status": {"state": "notReady", "namespace": "gpu-operator",
                         "conditions": [{"type": "Ready", "status": "False", "reason": "OperandNotReady",
                                         "message": "ClusterPolicy is not ready, states not ready: [state-driver]",
                                         "lastTransitionTime": "2026-03-02T09:30:00Z"}]}}
    with FakeApiServer({**cluster, "clusterpolicies.nvidia.com": [policy]}) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        snap = collect(["clusterpolicies.nvidia.com"], kubeconfig=kc)
        assert api.list_requests()[0][0] == "/apis/nvidia.com/v1/clusterpolicies"
    assert snap.items("clusterpolicies.nvidia.com") == [policy]
    assert snap.get("clusterpolicies.nvidia.com", None, "cluster-policy")["status"]["state"] == "notReady"


@pytest.mark.parametrize("namespace,expected", [
    ("gpu-operator", True), ("nvidia-gpu-operator", True), ("ml-train", True), ("team-a-training", True),
    ("kubeflow", True), ("ray-system", True), ("maintenance", False), ("default", False),
    ("kube-system", False), ("mail", False),
])
def test_gpu_namespaces_are_whole_words(namespace, expected):
    from doctor.sources.live import is_gpu_namespace

    assert is_gpu_namespace(namespace) is expected
