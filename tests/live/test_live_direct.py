"""The direct transport (doctor.sources.live.DirectClient: HTTP/1.1 over its own sockets, no kubernetes client).

Importing the kubernetes client costs ~0.3 s of CPU per run; a kubeconfig context with a
static token or client certificate, a CA or insecure-skip-tls-verify and no proxy is served
without it. Everything else keeps going through the kubernetes client. The two must be
indistinguishable: the same requests, the same snapshot, the same report, the same words
for every failure.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from doctor.sources import live
from doctor.sources.live import DirectClient, collect, connect

from .server import TOKEN, FakeApiServer

RESOURCES = ["nodes", "pods", "events", "daemonsets.apps", "clusterpolicies.nvidia.com"]
ROOT = Path(__file__).resolve().parents[2]


def _both(monkeypatch, run):
    """run() through the direct transport, then through the kubernetes client (at one wall-clock
    time: ages in the report are counted from when the snapshot was read)."""
    monkeypatch.setattr(live, "utc_now", lambda: "2026-12-01T19:00:00Z")
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    direct = run()
    monkeypatch.setenv("DOCTOR_KUBE_CLIENT", "1")
    client = run()
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT")
    return direct, client


def _masked(text: str) -> str:
    doc = json.loads(text)
    doc.pop("observed_at", None)
    return json.dumps(doc, sort_keys=True)


def test_a_token_kubeconfig_is_served_directly(kubeconfig, monkeypatch):
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    client = connect(kubeconfig)
    try:
        assert isinstance(client, DirectClient)
        assert client.context == "kind-gpu" and client.host.startswith("http://127.0.0.1:")
    finally:
        client.close()
    monkeypatch.setenv("DOCTOR_KUBE_CLIENT", "1")
    assert not isinstance(connect(kubeconfig), DirectClient)


def test_same_snapshot_and_same_requests_either_way(api, kubeconfig, monkeypatch):
    def run():
        api.requests.clear()
        snap = collect(RESOURCES, kubeconfig=kubeconfig, page_size=3)
        return snap, [(p, sorted(q.items())) for p, q in api.requests]

    (direct, asked_direct), (client, asked_client) = _both(monkeypatch, run)
    assert direct.objects == client.objects and direct.objects["pods"]
    assert asked_direct == asked_client and len(asked_direct) > 6   # pages, continue tokens, discovery
    assert {k: v for k, v in direct.meta.items() if k not in ("observed_at", "elapsed_s")} == \
        {k: v for k, v in client.meta.items() if k not in ("observed_at", "elapsed_s")}


def test_same_reports_either_way(doctor, api, kubeconfig, monkeypatch):
    for args in (("scan", "-o", "json"), ("pending", "ml-train/train-1", "-o", "json"),
                 ("pending", "ml-train/train-1", "-v")):
        direct, client = _both(monkeypatch, lambda: doctor(*args, "--kubeconfig", kubeconfig))
        assert (direct.code, direct.stderr) == (client.code, client.stderr), args
        if args[-1] == "json":
            assert _masked(direct.stdout) == _masked(client.stdout), args
        else:
            assert direct.stdout == client.stdout, args


def test_the_same_words_for_every_failure(doctor, api, kubeconfig, monkeypatch):
    """401, 403, 429 bursts, 500s, a refused port, a hanging list: the same report and lines."""
    def scenario(name):
        api.unauthorized = name == "401"
        api.forbidden = {"nodes", "daemonsets.apps"} if name == "403" else set()
        api.fail = {"/api/v1/pods": (500, 50)} if name == "500" else {}
        api.retry_after = {"/api/v1/pods": "0"} if name == "500" else {}
        api.fail_on_continue = {"pods": (429, 2)} if name == "429" else {}
        api.hang = {"/api/v1/events"} if name == "hang" else set()

    monkeypatch.setenv("DOCTOR_REQUEST_TIMEOUT", "1.5")   # a hanging list; generous on a loaded machine
    for name in ("401", "403", "429", "500", "hang"):
        scenario(name)
        direct, client = _both(monkeypatch, lambda: doctor("scan", "--kubeconfig", kubeconfig, "-o", "json"))
        assert (direct.code, direct.stderr) == (client.code, client.stderr), name
        if direct.stdout:
            assert _masked(direct.stdout) == _masked(client.stdout), name
    scenario("")
    refused = Path(kubeconfig).read_text().replace(api.url, "http://127.0.0.1:9")
    Path(kubeconfig).write_text(refused)
    direct, client = _both(monkeypatch, lambda: doctor("scan", "--kubeconfig", kubeconfig))
    assert direct.code == client.code == 3
    assert direct.stderr == client.stderr and "connection refused" in direct.stderr


def test_trickling_body_is_cut_at_the_request_time_limit(api, kubeconfig, monkeypatch):
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    api.trickle["/api/v1/nodes"] = 0.05
    snap = collect(["nodes", "daemonsets.apps"], kubeconfig=kubeconfig, timeout=0.6)
    gap = snap.gap("nodes")
    assert gap is not None and "timed out while the body trickled in" in gap.line()
    assert "daemonsets.apps" in snap.objects     # the next request gets a fresh connection


def test_connections_are_kept_alive(api, kubeconfig, monkeypatch):
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    made = []
    original = DirectClient._connection
    monkeypatch.setattr(DirectClient, "_connection", lambda self, t: made.append(1) or original(self, t))
    collect(RESOURCES, kubeconfig=kubeconfig, page_size=3)
    assert len(api.requests) > 6 and len(made) == 1


def test_gzip_is_inflated(api, kubeconfig, monkeypatch):
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    api.gzip_min_bytes = 0
    client = connect(kubeconfig)
    try:
        resp = client.get("/api/v1/pods")
    finally:
        client.close()
    assert resp.status == 200 and json.loads(resp.body)["items"]
    assert api.json_bytes_sent < len(resp.body) / 2


@pytest.mark.parametrize("change", [
    "exec", "tokenFile", "basic", "proxy-url", "tls-server-name", "env proxy", "two files", "unknown key",
    "missing user", "no such context", "not yaml"])
def test_everything_else_goes_through_the_kubernetes_client(api, tmp_path, monkeypatch, change):
    for var in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.delenv("DOCTOR_KUBE_CLIENT", raising=False)
    text = api.write_kubeconfig(tmp_path / "kc").read_text()
    user = f"    token: {TOKEN}\n"
    edits = {
        "exec": (user, "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: x\n"),
        "tokenFile": (user, f"    tokenFile: {tmp_path / 'token'}\n"),
        "basic": (user, "    username: a\n    password: b\n"),
        "proxy-url": (f"    server: {api.url}\n", f"    server: {api.url}\n    proxy-url: http://127.0.0.1:3128\n"),
        "tls-server-name": (f"    server: {api.url}\n", f"    server: {api.url}\n    tls-server-name: api\n"),
        "unknown key": (user, user + "    something-new: 1\n"),
        "missing user": ("- name: tester\n", "- name: other\n"),
        "no such context": ("current-context: kind-gpu", "current-context: elsewhere"),
        "not yaml": ("kind: Config", "kind: [Config"),
    }
    if change in edits:
        old, new = edits[change]
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "kc"
    path.write_text(text)
    paths = [path]
    if change == "env proxy":
        monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:3128")
    if change == "two files":
        paths.append(tmp_path / "kc2")
        paths[1].write_text(text)
    assert live._direct_config(paths[0], None) is None or change == "two files"
    if change == "two files":
        monkeypatch.setenv("KUBECONFIG", ":".join(map(str, paths)))
        client = connect(None)
        assert not isinstance(client, DirectClient)


def test_no_kubernetes_import_on_the_direct_path(api, kubeconfig):
    """The point of it: a live `pending` and `scan` never import the kubernetes client."""
    code = ("import sys; sys.path.insert(0, sys.argv[2]); import _checkout; _checkout.setup()\n"
            "from doctor.sources.live import collect\n"
            "snap = collect(['nodes', 'pods'], kubeconfig=sys.argv[1])\n"
            "assert snap.objects['pods']\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('kubernetes', 'urllib3', 'requests')))")
    out = subprocess.run([sys.executable, "-c", code, kubeconfig, str(ROOT / "benchmarks")], capture_output=True,
                         text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def _cert(tmp_path: Path, name: str, cn: str = "127.0.0.1") -> tuple[Path, Path]:
    key, cert = tmp_path / f"{name}.key", tmp_path / f"{name}.crt"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", f"/CN={cn}", "-addext", f"subjectAltName=IP:{cn}"],
                   check=True, capture_output=True)
    return cert, key


@pytest.mark.skipif(not shutil.which("openssl"), reason="openssl not available to make a test certificate")
def test_tls_with_the_kubeconfig_ca_and_without(doctor, cluster, tmp_path, monkeypatch):
    """HTTPS verified against certificate-authority-data (and a certificate-authority file,
    relative to the kubeconfig); a server certificate the CA did not sign is the same one line
    either way."""
    import base64

    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    cert, key = _cert(tmp_path, "server")
    other, _ = _cert(tmp_path, "other")
    server = FakeApiServer(cluster)
    server.use_tls(str(cert), str(key))
    with server as api:
        base = api.write_kubeconfig(tmp_path / "base").read_text()
        data = base.replace(f"    server: {api.url}\n", f"    server: {api.url}\n    certificate-authority-data: "
                            f"{base64.b64encode(cert.read_bytes()).decode()}\n")
        (tmp_path / "data").write_text(data)
        (tmp_path / "file").write_text(base.replace(f"    server: {api.url}\n",
                                                    f"    server: {api.url}\n    certificate-authority: server.crt\n"))
        (tmp_path / "wrong").write_text(base.replace(f"    server: {api.url}\n",
                                                     f"    server: {api.url}\n    certificate-authority: other.crt\n"))
        for name in ("data", "file"):
            client = connect(str(tmp_path / name))
            try:
                assert isinstance(client, DirectClient) and client.get("/version").status == 200
            finally:
                client.close()
        direct, client = _both(monkeypatch, lambda: doctor("scan", "--kubeconfig", str(tmp_path / "data"),
                                                           "-o", "json"))
        assert direct.code == client.code and direct.code in (0, 1) and direct.stderr == client.stderr
        assert _masked(direct.stdout) == _masked(client.stdout)
        direct, client = _both(monkeypatch, lambda: doctor("scan", "--kubeconfig", str(tmp_path / "wrong")))
        assert direct.code == client.code == 3
        assert direct.stderr == client.stderr and "TLS handshake failed (certificate verify failed" in direct.stderr


def test_a_corrupt_gzip_body_is_one_line():
    import gzip

    data = json.dumps({"items": [{"metadata": {"name": f"p{i}"}} for i in range(5000)]}).encode()
    assert live._gunzip(gzip.compress(data)) == data
    with pytest.raises(live.RequestFailed, match="corrupt gzip body"):
        live._gunzip(gzip.compress(data)[:-30] + b"\0" * 30)
