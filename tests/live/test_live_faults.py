"""Issue 11: the live source and the commands against a misbehaving or locked-down API server
(the loopback fake in server.py): 403 everywhere / on nodes / on cluster-wide pods only, 429
bursts with Retry-After, trickling bodies, hanging lists, the run deadline, a failing exec
credential plugin, truncated logs, SOCKS proxies. Every run must end honestly: exit 3 with
one line naming what could not be read, never "healthy", never exit 70."""
from __future__ import annotations

import json
import stat
import sys
import time

import pytest

from doctor.resources import BY_NAME
from doctor.sources.live import collect, parse_duration

from .cluster import gpu_cluster, pod
from .server import USER, FakeApiServer

NODE_RULE = '{apiGroups: [""], resources: ["nodes"], verbs: ["get", "list", "watch"]}'


def one_error_line(r) -> str:
    lines = [line for line in r.stderr.splitlines() if line.startswith("doctor: error:")]
    assert len(lines) == 1, r.stderr
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr
    return lines[0]


# ---- partial access ------------------------------------------------------------------------

def test_everything_forbidden_scan_exits_3_not_healthy(doctor, api, kubeconfig):
    """Issue: every list forbidden, `scan --fail-on warning` said "No problems found" and exited 0."""
    api.forbidden = set(BY_NAME)
    api.discovery_forbidden = True
    r = doctor("scan", "--kubeconfig", kubeconfig, "--fail-on", "warning")
    assert r.code == 3, r.stderr
    line = one_error_line(r)
    assert "forbidden: nodes, pods" in line and NODE_RULE in line
    assert "checks skipped for lack of access" in line
    assert "No problems found" not in r.stdout or "not a clean bill of health" in r.stdout
    assert "✓ No problems" not in r.stdout
    assert "Not read" in r.stdout


def test_everything_forbidden_json_lists_the_gaps(doctor, api, kubeconfig):
    api.forbidden = set(BY_NAME)
    r = doctor("scan", "--kubeconfig", kubeconfig, "-o", "json")
    assert r.code == 3
    gaps = {g["resource"]: g for g in r.json()["gaps"]}
    assert gaps["nodes"]["kind"] == "forbidden" and gaps["nodes"]["rule"] == NODE_RULE
    assert f'User "{USER}" cannot list resource "nodes"' in gaps["nodes"]["message"]   # the API server's words


def test_nodes_forbidden_scan_exits_3_and_pending_makes_no_verdict(doctor, api, kubeconfig):
    """Issue: with the built-in `view` role (pods, no nodes) pending said "the cluster has no nodes"."""
    api.forbidden = {"nodes"}
    r = doctor("scan", "--kubeconfig", kubeconfig)
    assert r.code == 3
    assert "forbidden: nodes" in one_error_line(r)
    r = doctor("pending", "--kubeconfig", kubeconfig, "ml-train/train-1")
    assert r.code == 3
    line = one_error_line(r)
    assert "nodes could not be read" in line and NODE_RULE in line
    assert "has no nodes" not in r.stdout + r.stderr


def test_cluster_wide_pods_forbidden_pending_falls_back_to_the_namespace(doctor, api, kubeconfig):
    """Issue: a Role in one namespace only -> "pod not found (the snapshot has no pods at all)", exit 2."""
    api.forbidden_cluster_scope = {"pods", "events"}
    api.allowed_namespaces = {"ml-train"}
    r = doctor("pending", "--kubeconfig", kubeconfig, "ml-train/train-1", "-o", "json")
    assert r.code in (1, 3), r.stderr
    data = r.json()
    assert data["pod"] == {"namespace": "ml-train", "name": "train-1"}
    assert any("capacity verdicts are partial" in n and "namespace ml-train" in n for n in data["notes"])
    cluster_wide = [p for p, q in api.list_requests("pods") if p == "/api/v1/pods"]
    assert cluster_wide, "the cluster-wide list is tried first"
    assert "/api/v1/namespaces/ml-train/pods" in [p for p, _ in api.list_requests("pods")]


def test_a_fit_seen_through_one_namespace_is_not_called_a_fit(doctor, api, kubeconfig):
    """Pods of other namespaces hold GPUs the simulation cannot see: "fits" is not said."""
    api.forbidden_cluster_scope = {"pods"}
    api.allowed_namespaces = {"ml-train"}
    r = doctor("pending", "--kubeconfig", kubeconfig, "ml-train/train-1", "-o", "json")
    data = r.json()
    if data["status"] == "partial":
        assert r.code == 3 and data["schedulable"] is False
        assert data["headline"].startswith("Cannot tell whether pod ml-train/train-1 fits")
    else:   # unschedulable for a reason missing pods cannot change
        assert data["schedulable"] is False


def test_record_in_one_namespace_replays_as_partial_not_fits(doctor, tmp_path, monkeypatch):
    """Issue: `record -n NS` kept pods of NS only; the replay said "fits" where live said 0 free."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    cluster = gpu_cluster(3)
    # another team's pods fill the GPU nodes: gpu-node-1 holds ml-train's 2 running pods + these 6
    cluster["pods"] += [pod("team-b", f"big-{i}", "gpu-node-1", gpus=3) for i in range(2)]
    cluster["pods"].append(pod("team-b", "big-2", "gpu-node-2", gpus=8))
    with FakeApiServer(cluster) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        live = doctor("pending", "--kubeconfig", kc, "ml-train/train-1", "-o", "json")
        assert live.json()["schedulable"] is False, live.stdout
        out = tmp_path / "rec"
        r = doctor("record", str(out), "--kubeconfig", kc, "-n", "ml-train", "--no-logs")
        assert r.code == 0, r.stderr
    meta = json.loads((out / "meta.json").read_text())
    assert meta["namespace"] == "ml-train" and meta["gaps"]["pods"]["kind"] == "filtered"
    replay = doctor("pending", "--from", str(out), "ml-train/train-1", "-o", "json")
    data = replay.json()
    assert data["schedulable"] is False and data["status"] == "partial", data["headline"]
    assert replay.code == 3
    assert any("recorded in namespace ml-train only" in n or "namespace ml-train only" in n for n in data["notes"])


def test_pod_on_a_node_missing_from_a_partial_recording_is_not_bound_to_a_ghost(doctor, tmp_path):
    """Issue: an insights archive lacking some nodes -> "bound to node X, which does not exist" at 95%."""
    cluster = gpu_cluster(1)
    p = pod("ml-train", "runner", "gpu-node-9", gpus=1)
    p["status"]["phase"] = "Pending"
    p["status"]["containerStatuses"][0]["state"] = {"waiting": {"reason": "ContainerCreating"}}
    folder = tmp_path / "archive"
    folder.mkdir()
    (folder / "nodes.json").write_text(json.dumps({"kind": "List", "apiVersion": "v1", "items": cluster["nodes"]}))
    (folder / "pods.json").write_text(json.dumps({"kind": "List", "apiVersion": "v1", "items": cluster["pods"] + [p]}))
    r = doctor("pending", "--from", str(folder), "ml-train/runner", "-o", "json")
    data = r.json()
    assert "does not exist" not in data["headline"]
    assert "not in the snapshot" in data["headline"]
    assert not any(f["confidence"] >= 0.9 and "does not exist" in f["title"] for f in data["findings"])
    scan = doctor("scan", "--from", str(folder), "-o", "json")
    gaps = {g["resource"]: g for g in scan.json()["gaps"]}
    assert gaps["nodes"]["kind"] == "absent" and "gpu-node-9" in gaps["nodes"]["reason"]


# ---- faults while listing ------------------------------------------------------------------

def test_429_burst_with_retry_after_keeps_every_page(cluster, api, kubeconfig):
    """Issue: two 429s in a row on one page dropped the whole resource."""
    api.fail_on_continue = {"pods": (429, 4)}
    api.retry_after["/api/v1/pods"] = "0.05"
    started = time.monotonic()
    snap = collect(["pods"], kubeconfig=kubeconfig, page_size=3)
    assert len(snap.pods) == len(cluster["pods"]) and not snap.gaps
    assert time.monotonic() - started >= 4 * 0.05        # each Retry-After was honoured
    assert len(api.list_requests("pods")) == math_pages(len(cluster["pods"]), 3) + 4


def math_pages(n: int, size: int) -> int:
    return -(-n // size)


def test_a_page_that_keeps_failing_leaves_a_partial_list_not_nothing(doctor, cluster, api, kubeconfig):
    api.fail_on_continue = {"pods": (429, 1000)}
    snap = collect(["nodes", "pods"], kubeconfig=kubeconfig, page_size=3)
    assert len(snap.pods) == 3                          # the first page is kept
    gap = snap.gaps["pods"]
    assert gap.partial and gap.kind == "failed" and gap.reason.startswith("3 read, then ")
    assert len([q for _, q in api.list_requests("pods") if "continue" in q]) == 11   # 1 + 10 retries
    # a partial pod list is not a clean bill of health
    import os
    os.environ["DOCTOR_PAGE_SIZE"] = "3"
    try:
        r = doctor("scan", "--kubeconfig", kubeconfig)
    finally:
        del os.environ["DOCTOR_PAGE_SIZE"]
    assert r.code == 3 and "not read: pods" in one_error_line(r)


def test_a_trickling_body_trips_the_per_request_time_limit(api, kubeconfig):
    """Issue: a server sending one byte every few seconds never tripped the read timeout."""
    api.trickle["/apis/apps/v1/daemonsets"] = 0.05     # every recv gets a byte: the socket timeout never fires
    started = time.monotonic()
    snap = collect(["nodes", "daemonsets.apps"], kubeconfig=kubeconfig, timeout=0.6)
    elapsed = time.monotonic() - started
    assert snap.gaps["daemonsets.apps"].kind == "failed"
    assert "timed out while the body trickled in" in snap.unavailable["daemonsets.apps"]
    assert elapsed < 3, elapsed
    assert snap.has("nodes")


def test_hanging_lists_stop_after_three_timeouts_in_a_row(doctor, api, kubeconfig, monkeypatch):
    """Issue: every list hanging cost 30 s each in turn (~18 min), then exit 0."""
    api.hang = {path for path in (f"/api/v1/{p}" for p in ("nodes", "pods", "events", "services", "configmaps",
                                                           "namespaces", "persistentvolumeclaims",
                                                           "persistentvolumes", "resourcequotas", "endpoints",
                                                           "limitranges", "replicationcontrollers",
                                                           "serviceaccounts"))}
    api.hang |= {f"/apis/{r.group}/{r.version}/{r.plural}" for r in BY_NAME.values() if r.group}
    monkeypatch.setenv("DOCTOR_REQUEST_TIMEOUT", "0.3")
    started = time.monotonic()
    r = doctor("scan", "--kubeconfig", kubeconfig)
    elapsed = time.monotonic() - started
    assert r.code == 3
    assert "not read: nodes, pods" in one_error_line(r)
    assert elapsed < 5, elapsed
    listed = [p for p, _ in api.list_requests()]
    assert len(listed) == 3, listed                    # three timeouts, then nothing more is asked


def test_the_run_deadline_bounds_the_whole_run(doctor, api, kubeconfig):
    for path in ("/api/v1/nodes", "/api/v1/pods", "/api/v1/events"):
        api.delay[path] = 3.0       # 9 s in turn without a deadline (each under the 30 s request timeout)
    started = time.monotonic()
    r = doctor("scan", "--kubeconfig", kubeconfig, "--timeout", "1s", "-o", "json")
    elapsed = time.monotonic() - started
    assert elapsed < 6, elapsed
    assert r.code == 3
    gaps = {g["resource"]: g for g in r.json()["gaps"]}
    assert any("run deadline passed (--timeout 1s)" in g["reason"] for g in gaps.values())


@pytest.mark.parametrize("text,seconds", [("30s", 30), ("5m", 300), ("1h30m", 5400), ("0", 0), ("2.5", 2.5),
                                          ("300ms", 0.3)])
def test_timeout_takes_kubectl_durations(text, seconds):
    assert parse_duration(text) == pytest.approx(seconds)


def test_a_bad_timeout_is_a_usage_error(doctor, kubeconfig):
    r = doctor("scan", "--kubeconfig", kubeconfig, "--timeout", "soon")
    assert r.code == 2 and "--timeout soon" in one_error_line(r)


# ---- credentials, proxies, TLS -------------------------------------------------------------

def test_failing_exec_credential_plugin_is_named_in_its_own_words(doctor, api, tmp_path, monkeypatch):
    """Issue: a raw "ERROR:root:exec: ..." line, then a misleading "401 token expired"."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    plugin = tmp_path / "get-token"
    plugin.write_text("#!/bin/sh\necho 'error: SSO session expired; run aws sso login' >&2\nexit 1\n")
    plugin.chmod(plugin.stat().st_mode | stat.S_IEXEC)
    kc = tmp_path / "kc"
    kc.write_text("apiVersion: v1\nkind: Config\n"
                  f"clusters:\n- name: c\n  cluster:\n    server: {api.url}\n"
                  f"users:\n- name: u\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
                  f"      command: {plugin}\n      interactiveMode: Never\n"
                  "contexts:\n- name: eks\n  context:\n    cluster: c\n    user: u\ncurrent-context: eks\n")
    r = doctor("scan", "--kubeconfig", str(kc))
    assert r.code == 3
    line = one_error_line(r)
    assert "credential plugin failed:" in line and "SSO session expired" in line
    assert "401" not in line and "ERROR:root" not in r.stderr


def test_socks_proxy_without_pysocks_is_one_clear_line(doctor, api, tmp_path, monkeypatch):
    pytest.importorskip("kubernetes")
    try:
        import socks  # noqa: F401
        pytest.skip("PySocks is installed here")
    except ImportError:
        pass
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    kc = tmp_path / "kc"
    kc.write_text(api.write_kubeconfig(tmp_path / "base").read_text().replace(
        f"    server: {api.url}\n", f"    server: {api.url}\n    proxy-url: socks5://127.0.0.1:1080\n"))
    r = doctor("scan", "--kubeconfig", str(kc))
    assert r.code == 3
    assert "needs PySocks" in one_error_line(r)


def test_insecure_skip_tls_verify_is_one_warning_per_run(tmp_path, monkeypatch):
    import warnings

    from doctor.sources.live import connect

    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    kc = tmp_path / "kc"
    kc.write_text("apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: https://127.0.0.1:1\n"
                  "    insecure-skip-tls-verify: true\nusers:\n- name: u\n  user:\n    token: t\n"
                  "contexts:\n- name: x\n  context:\n    cluster: c\n    user: u\ncurrent-context: x\n")
    with warnings.catch_warnings():
        client = connect(str(kc))
        try:
            assert client.insecure is True
            from urllib3.exceptions import InsecureRequestWarning
            with warnings.catch_warnings(record=True) as seen:
                warnings.simplefilter("default")
                warnings.filterwarnings("ignore", category=InsecureRequestWarning)   # what connect() installed
        finally:
            client.close()
    assert not [w for w in seen if issubclass(w.category, InsecureRequestWarning)]


# ---- logs ----------------------------------------------------------------------------------

def test_logs_cut_by_limit_bytes_are_fetched_again_keeping_the_newest_lines(api, kubeconfig, monkeypatch):
    """Issue: 500 lines over 1 MiB -> limitBytes cut the newest lines (where the traceback is)."""
    import doctor.sources.live as live

    monkeypatch.setattr(live, "LOG_LIMIT_BYTES", 4096)
    lines = [f"step {i} loss 0.{i:04d} " + "x" * 40 for i in range(400)]
    lines.append("RuntimeError: CUDA error: an illegal memory access was encountered")
    api.logs[("ml-train", "train-0", "main")] = "\n".join(lines) + "\n"
    logs, warnings = live.fetch_logs(_client(kubeconfig), [("ml-train", "train-0", "main")], tail_lines=500)
    text = logs[("ml-train", "train-0", "main")]
    assert text.rstrip().endswith("RuntimeError: CUDA error: an illegal memory access was encountered")
    assert len(text.encode()) < 4096
    assert any("kept the last" in w for w in warnings)


def _client(kubeconfig):
    from doctor.sources.live import connect

    return connect(kubeconfig)


def test_no_fault_mode_ever_ends_in_an_internal_error(doctor, api, kubeconfig, monkeypatch):
    monkeypatch.setenv("DOCTOR_REQUEST_TIMEOUT", "0.3")
    api.forbidden = {"events"}
    api.fail["/api/v1/pods"] = (500, 2)
    api.trickle["/apis/apps/v1/daemonsets"] = 0.05
    for args in (("scan",), ("pending", "ml-train/train-1"), ("scan", "-o", "json")):
        r = doctor(*args, "--kubeconfig", kubeconfig)
        assert r.code in (0, 1, 3), (args, r.code, r.stderr)
        assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert sys.modules.get("socks") is None or True


def test_kubeconfig_proxy_url_is_used(doctor, api, tmp_path, monkeypatch):
    """kubectl honours a cluster's proxy-url; the sync kubernetes client ignored it before v37.
    The API server here is only reachable through the 'proxy' (the fake server, which
    answers absolute-URI requests): ignoring proxy-url would be a DNS failure."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    for var in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(var, raising=False)
    kc = tmp_path / "kc"
    kc.write_text(api.write_kubeconfig(tmp_path / "base").read_text().replace(
        f"    server: {api.url}\n", f"    server: http://api.cluster.invalid:6443\n    proxy-url: {api.url}\n"))
    r = doctor("scan", "--kubeconfig", str(kc), "-o", "json")
    assert r.code in (0, 1), r.stderr
    assert not [g for g in r.json()["gaps"] if g["kind"] in ("forbidden", "failed") and g["resource"] != "node_reports"]
    assert any(p == "/api/v1/nodes" for p, _ in api.list_requests("nodes"))


def test_proxy_url_is_read_even_where_the_client_ignores_it(tmp_path):
    from doctor.sources.live import _proxy_from_kubeconfig

    kc = tmp_path / "kc"
    kc.write_text("apiVersion: v1\nkind: Config\nclusters:\n- name: a\n  cluster:\n    server: https://x\n"
                  "    proxy-url: socks5://bastion:1080\n- name: b\n  cluster:\n    server: https://y\n"
                  "contexts:\n- name: ca\n  context: {cluster: a, user: u}\n- name: cb\n  context: {cluster: b, user: u}\n"
                  "users:\n- name: u\n  user: {token: t}\ncurrent-context: ca\n")

    class Cfg:
        proxy = None

    cfg = Cfg()
    _proxy_from_kubeconfig(cfg, [kc], "ca")
    assert cfg.proxy == "socks5://bastion:1080"
    cfg = Cfg()
    _proxy_from_kubeconfig(cfg, [kc], "cb")
    assert cfg.proxy is None


def test_insecure_skip_tls_verify_warns_once_per_run(doctor, cluster, tmp_path, monkeypatch):
    """Against a real HTTPS server with a self-signed certificate: one warning line for the run,
    not urllib3's InsecureRequestWarning once per request."""
    import shutil
    import subprocess

    if not shutil.which("openssl"):
        pytest.skip("openssl not available to make a test certificate")
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=127.0.0.1"], check=True, capture_output=True)
    server = FakeApiServer(cluster)
    server.use_tls(str(cert), str(key))
    with server as api:
        kc = tmp_path / "kc"
        kc.write_text(api.write_kubeconfig(tmp_path / "base").read_text().replace(
            f"    server: {api.url}\n", f"    server: {api.url}\n    insecure-skip-tls-verify: true\n"))
        # a real process: in-process, pytest would capture the warnings urllib3 prints per request
        from testlib import doctor_subprocess

        r = doctor_subprocess("scan", "--no-plugins", "--kubeconfig", str(kc),
                              env={"KUBERNETES_SERVICE_HOST": "", "PYTHONWARNINGS": ""})
        assert r.code in (0, 1), r.stderr
        assert len(api.requests) > 10
    tls = [line for line in r.stderr.splitlines() if "not verified" in line or "Insecure" in line]
    assert len(tls) == 1 and "insecure-skip-tls-verify" in tls[0], r.stderr


def test_a_recording_made_without_access_replays_as_blind(doctor, api, kubeconfig, tmp_path):
    """What the recorder could not read stays unreadable in the replay: exit 3, not "not found"."""
    api.forbidden = {"pods"}
    out = tmp_path / "rec"
    assert doctor("record", str(out), "--kubeconfig", kubeconfig, "--no-logs").code == 0
    r = doctor("pending", "--from", str(out), "ml-train/train-1")
    assert r.code == 3
    line = one_error_line(r)
    assert "cannot tell whether it exists" in line and '"pods"' in line        # the rule names the resource
    r = doctor("scan", "--from", str(out))
    assert r.code == 3 and "forbidden: pods" in one_error_line(r)


def test_record_honours_the_run_deadline(doctor, api, kubeconfig, tmp_path):
    for path in ("/api/v1/nodes", "/api/v1/pods", "/api/v1/events", "/api/v1/configmaps"):
        api.delay[path] = 0.4
    out = tmp_path / "rec"
    started = time.monotonic()
    r = doctor("record", str(out), "--kubeconfig", kubeconfig, "--timeout", "1s", "--no-logs")
    assert time.monotonic() - started < 4
    assert r.code == 0, r.stderr
    meta = json.loads((out / "meta.json").read_text())
    assert any("run deadline passed" in g["reason"] for g in meta["gaps"].values())
    assert meta["run_timeout_s"] == 1


def test_scan_in_one_namespace_falls_back_when_cluster_wide_lists_are_forbidden(doctor, api, kubeconfig):
    api.forbidden_cluster_scope = {"pods", "events", "configmaps"}
    api.allowed_namespaces = {"gpu-operator"}
    r = doctor("scan", "--kubeconfig", kubeconfig, "-n", "gpu-operator", "-o", "json")
    assert r.code in (0, 1), r.stderr
    gaps = {g["resource"]: g for g in r.json()["gaps"]}
    assert gaps["pods"]["kind"] == "filtered" and gaps["pods"]["namespace"] == "gpu-operator"
    assert "rule" in gaps["pods"]
    r = doctor("scan", "--kubeconfig", kubeconfig, "-o", "json")      # no namespace: nothing to fall back to
    assert r.code == 3


def test_every_list_failing_with_500_is_exit_3_in_bounded_time(doctor, api, kubeconfig):
    """Issue: all lists 429/500 -> "No problems found", exit 0. Retries must not multiply either:
    after 3 lists in a row fail, the rest get one try each."""
    from doctor.resources import BY_NAME

    for r in BY_NAME.values():
        base = f"/apis/{r.group}/{r.version}" if r.group else f"/api/{r.version}"
        api.fail[f"{base}/{r.plural}"] = (500, 10_000)
    started = time.monotonic()
    r = doctor("scan", "--kubeconfig", kubeconfig, "--fail-on", "warning")
    elapsed = time.monotonic() - started
    assert r.code == 3
    assert "not read: nodes, pods" in one_error_line(r)
    assert elapsed < 15, elapsed


def test_pending_all_namespaces_with_pods_forbidden_is_exit_3(doctor, api, kubeconfig):
    api.forbidden = {"pods"}
    r = doctor("pending", "--kubeconfig", kubeconfig, "-A", "train-1")
    assert r.code == 3 and "cannot tell whether it exists" in one_error_line(r)


def test_hostile_node_agent_reports_never_crash_the_run(doctor, cluster, tmp_path, monkeypatch):
    """Node reports come from the agent pods' logs: a `node` that is not a string, a line nested
    10,000 deep, absurd numbers, escape sequences in a GPU name."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    agents = []
    for i, node_name in enumerate(["gpu-node-1", "gpu-node-2", "cpu-node-1", "gpu-node-9"]):
        p = pod("gpu-doctor-node", f"gpu-doctor-node-agent-{i}", node_name)
        p["metadata"]["labels"] = {"app.kubernetes.io/component": "node-agent"}
        p["spec"]["containers"][0]["name"] = "node-agent"
        agents.append(p)
    cluster["pods"] += agents
    gpu = {"index": 0, "uuid": "GPU-1", "name": "A100\x1b]52;c;aGk=\x07\u202e", "memory_total_mib": 9 * 10 ** 50,
           "memory_used_mib": -1, "processes": [{"pid": "x", "used_memory_mib": None, "name": "\x1b[2J"}]}
    logs = {
        0: json.dumps({"schema": "doctor.node/v1", "node": ["not", "a", "string"], "gpus": [gpu]}),
        1: "[" * 10000 + "]" * 10000 + "\n" + "{" + '"a":' * 1,
        2: '{"schema": "doctor.node/v1", "node": "cpu-node-1", "gpus": [], "driver_version": ' + "9" * 5000 + "}",
        3: json.dumps({"schema": "doctor.node/v1", "node": {"x": 1}, "gpus": [gpu, "junk", None]}),
    }
    with FakeApiServer(cluster) as api:
        for i, text in logs.items():
            api.logs[("gpu-doctor-node", f"gpu-doctor-node-agent-{i}", "node-agent")] = text + "\n"
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        for args in (("scan",), ("scan", "-o", "json"), ("record", str(tmp_path / "rec"))):
            r = doctor(*args, "--kubeconfig", kc)
            assert r.code in (0, 1, 3), (args, r.code, r.stderr)
            assert "internal error" not in r.stderr and "Traceback" not in r.stderr
            from doctor.render.safe import _CONTROL
            assert not _CONTROL.search(r.stdout.replace("\n", "").replace("\t", "")), args
            assert not _CONTROL.search(r.stderr.replace("\n", "").replace("\t", "")), args
    written = sorted(p.name for p in (tmp_path / "rec" / "nodes").iterdir())
    assert written == ["gpu-node-1.json", "gpu-node-9.json"], written    # named after the agent pods' nodes


def test_prometheus_output_of_a_blind_scan_says_so(doctor, api, kubeconfig):
    """A textfile-collector cron reads the metrics, not the exit code: they must say it too."""
    api.forbidden = {"nodes"}
    r = doctor("scan", "--kubeconfig", kubeconfig, "-o", "prometheus")
    assert r.code == 3
    assert 'gpu_doctor_exit_code{fail_on="critical"} 3' in r.stdout
    assert 'gpu_doctor_resource_unreadable{cluster="kind-gpu",resource="nodes",kind="forbidden"} 1' in r.stdout


def test_junit_output_of_a_blind_scan_has_an_error(doctor, api, kubeconfig):
    import xml.etree.ElementTree as ET

    api.forbidden = {"nodes", "pods"}
    r = doctor("scan", "--kubeconfig", kubeconfig, "-o", "junit")
    assert r.code == 3
    root = ET.fromstring(r.stdout)
    assert int(root.get("errors")) >= 1
    err = root.find(".//testsuite[@name='cluster-access']/testcase/error")
    assert err is not None and "forbidden: nodes, pods" in err.get("message")


@pytest.mark.parametrize("seed", range(8))
def test_random_fault_combinations(doctor, cluster, tmp_path, monkeypatch, seed):
    """Fixed-seed mixes of the fault modes on random resources: never exit 70, never a
    traceback, bounded time, and exit 3 whenever nodes or pods were hit by a fault that
    leaves them unread."""
    import random

    from doctor.resources import BY_NAME

    rng = random.Random(seed)
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    monkeypatch.setenv("DOCTOR_REQUEST_TIMEOUT", "0.5")
    names = ["nodes", "pods", "events", "configmaps", "daemonsets.apps", "services", "namespaces"]
    with FakeApiServer(cluster) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        blind = set()
        for name in rng.sample(names, 3):
            res = BY_NAME[name]
            path = f"/apis/{res.group}/{res.version}/{res.plural}" if res.group else f"/api/{res.version}/{res.plural}"
            mode = rng.choice(["403", "429-burst", "500-forever", "trickle", "hang", "410-twice"])
            if mode == "403":
                api.forbidden.add(name)
                blind.add(name)
            elif mode == "429-burst":
                api.fail[path] = (429, 3)
            elif mode == "500-forever":
                api.fail[path] = (500, 10_000)
                blind.add(name)
            elif mode == "trickle":
                api.trickle[path] = 0.05
                blind.add(name)
            elif mode == "hang":
                api.hang.add(path)
                blind.add(name)
            else:
                api.expire_continue[name] = 2
        started = time.monotonic()
        r = doctor("scan", "--kubeconfig", kc, "--timeout", "20s")
        elapsed = time.monotonic() - started
    assert r.code in (0, 1, 3), r.stderr
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert elapsed < 20, elapsed
    if blind & {"nodes", "pods"}:
        assert r.code == 3, (blind, r.stderr)


def test_no_room_on_a_partial_recording_with_nodes_missing_is_not_a_verdict(doctor, tmp_path):
    """Nodes absent from the recording may have room: "0/N nodes are available" over the nodes it
    kept is not the cluster's answer."""
    cluster = gpu_cluster(1)
    ran = pod("ml-train", "runner", "gpu-node-9", gpus=1)                 # a kubelet ran it: gpu-node-9 exists
    waiting = pod("ml-train", "big", None, gpus=16)                       # fits on no recorded node
    folder = tmp_path / "archive"
    folder.mkdir()
    (folder / "nodes.json").write_text(json.dumps({"kind": "List", "apiVersion": "v1", "items": cluster["nodes"]}))
    (folder / "pods.json").write_text(json.dumps({"kind": "List", "apiVersion": "v1",
                                                  "items": cluster["pods"] + [ran, waiting]}))
    r = doctor("pending", "--from", str(folder), "ml-train/big", "-o", "json")
    data = r.json()
    assert r.code == 3 and data["status"] == "partial", data["headline"]
    assert "nodes missing from the snapshot may" in data["headline"]
    (folder / "pods.json").write_text(json.dumps({"kind": "List", "apiVersion": "v1",
                                                  "items": cluster["pods"] + [waiting]}))
    whole = doctor("pending", "--from", str(folder), "ml-train/big", "-o", "json")
    assert whole.code == 1 and whole.json()["status"] == "pending"        # complete nodes: the verdict stands


def test_a_hanging_exec_credential_plugin_is_bounded(doctor, api, tmp_path, monkeypatch):
    """Without a terminal (a CronJob), a plugin that never answers must not hang the run."""
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    monkeypatch.setenv("DOCTOR_CREDENTIAL_TIMEOUT", "0.5")
    plugin = tmp_path / "slow-token"
    plugin.write_text("#!/bin/sh\nsleep 5\n")
    plugin.chmod(plugin.stat().st_mode | stat.S_IEXEC)
    kc = tmp_path / "kc"
    kc.write_text("apiVersion: v1\nkind: Config\n"
                  f"clusters:\n- name: c\n  cluster:\n    server: {api.url}\n"
                  f"users:\n- name: u\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
                  f"      command: {plugin}\n      interactiveMode: Never\n"
                  "contexts:\n- name: eks\n  context:\n    cluster: c\n    user: u\ncurrent-context: eks\n")
    started = time.monotonic()
    r = doctor("scan", "--kubeconfig", str(kc))
    assert time.monotonic() - started < 4
    assert r.code == 3 and "credential plugin failed: no answer within 0.5s" in one_error_line(r)
