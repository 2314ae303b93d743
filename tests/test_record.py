"""`doctor record OUT/` against a real HTTP server through the real kubernetes client, and the
round trip: `doctor scan --from OUT/` reports what `doctor scan` reported live."""
from __future__ import annotations

import json
import sys
import subprocess
from pathlib import Path

import pytest

from doctor.acquire import needs_of
from doctor.registry import discover
from live.cluster import DEVICE_PLUGIN_LOG, fake_aws_key_id, fake_hf_token, fake_jwt, gpu_cluster
from live.conftest import api, cluster, kubeconfig  # noqa: F401 - the loopback API server fixtures
from live.server import USER, FakeApiServer

ROOT = Path(__file__).resolve().parent.parent


def summary(report: dict) -> tuple:
    checks = sorted((c["id"], c["status"], c["detail"]) for c in report["checks"])
    findings = sorted((f["check"], f["title"], f["severity"]) for f in report["findings"])
    return checks, findings


def test_record_then_scan_replays_the_live_report(doctor, api, cluster, kubeconfig, tmp_path):
    out = tmp_path / "rec"
    r = doctor("record", str(out), "--kubeconfig", kubeconfig, "--page-size", "4")
    assert r.code == 0, r.stderr
    assert r.stdout == ""
    line = r.stderr.strip().splitlines()[-1]
    assert line.startswith("doctor: recorded ") and f"to {out}/ in " in line and ", 1 logs, " in line

    needs = needs_of(discover(plugins=False))
    meta = json.loads((out / "meta.json").read_text())
    assert meta["context"] == "kind-gpu" and meta["server_version"] == "v1.31.4"
    assert meta["observed_at"].endswith("Z")
    for name in meta["resources"]:
        doc = json.loads((out / f"{name}.json").read_text())
        assert doc["kind"] == "List" and doc["apiVersion"] == "v1" and doc["metadata"] == {"resourceVersion": ""}
        assert all(i.get("kind") and i.get("apiVersion") for i in doc["items"])
    resources_needed = needs - {"logs", "node_reports"}
    assert (set(meta["resources"]) | set(meta.get("unavailable", {}))) - {"node_reports"} == resources_needed | {"pods"}
    pods = json.loads((out / "pods.json").read_text())["items"]
    assert len(pods) == len(cluster["pods"])
    assert pods[2]["spec"]["nodeName"] == "gpu-node-1"                     # camelCase survives
    assert not any(p.endswith("/secrets") for p, _ in api.requests)
    log = out / "logs" / "gpu-operator" / "nvidia-device-plugin-daemonset-q9wz4" / "main.log"
    assert log.read_text() == DEVICE_PLUGIN_LOG

    live = doctor("scan", "--kubeconfig", kubeconfig, "-o", "json")
    replay = doctor("scan", "--from", str(out), "-o", "json")
    assert replay.code == live.code
    assert summary(replay.json()) == summary(live.json())
    statuses = {c["id"]: c["status"] for c in replay.json()["checks"]}
    assert statuses["gpu_node_not_ready"] == "findings"                     # gpu-node-2 is NotReady


def test_recording_holds_no_credentials(doctor, api, kubeconfig, tmp_path):
    out = tmp_path / "rec"
    r = doctor("record", str(out), "--kubeconfig", kubeconfig, "--resources", "configmaps")
    assert r.code == 0, r.stderr
    text = "\n".join(p.read_text() for p in out.rglob("*") if p.is_file())
    for secret in (fake_hf_token(), fake_jwt(), fake_aws_key_id(), "nvapi-x1Y2", "f0" * 20):
        assert secret not in text
    assert "last-applied-configuration" not in text
    assert "managedFields" not in text
    pods = {p["metadata"]["name"]: p for p in json.loads((out / "pods.json").read_text())["items"]}
    env = {e["name"]: e for e in pods["train-0"]["spec"]["containers"][0]["env"]}
    assert env["HF_TOKEN"]["value"] == "<redacted>"
    assert env["AWS_ACCESS_KEY_ID"]["value"] == "<redacted>"
    assert env["HF_HOME"]["value"] == "/cache/huggingface"                 # what checks read survives
    assert env["TOKENIZERS_PARALLELISM"]["value"] == "false"
    assert env["DB_PASSWORD"]["valueFrom"] == {"secretKeyRef": {"name": "db", "key": "password"}}
    assert pods["train-0"]["spec"]["containers"][0]["args"] == ["--model=meta-llama/Llama-3-8B", "--hf-token=<redacted>"]
    cm = json.loads((out / "configmaps.json").read_text())["items"][0]
    assert cm["data"]["api-token"] == "<redacted>" and cm["data"]["world_size"] == "8"
    assert "max_tokens: 512" in cm["data"]["config.yaml"]
    assert json.loads((out / "meta.json").read_text())["redacted_values"] >= 8


def test_secrets_are_refused_and_never_requested(doctor, api, kubeconfig, tmp_path):
    r = doctor("record", str(tmp_path / "rec"), "--kubeconfig", kubeconfig, "--resources", "secrets")
    assert r.code == 2 and "never records Secrets" in r.stderr
    assert api.requests == []


def test_unknown_resource_is_a_usage_error(doctor, kubeconfig, tmp_path):
    r = doctor("record", str(tmp_path / "rec"), "--kubeconfig", kubeconfig, "--resources", "pods,widgets")
    assert r.code == 2 and "--resources widgets: unknown resource" in r.stderr


def test_refuses_a_non_empty_folder_unless_forced(doctor, api, kubeconfig, tmp_path):
    out = tmp_path / "rec"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    r = doctor("record", str(out), "--kubeconfig", kubeconfig)
    assert r.code == 2 and "not empty" in r.stderr and "--force" in r.stderr
    assert api.requests == []                       # refused before touching the cluster
    (out / "rayservices.ray.io.json").write_text('{"kind": "List", "apiVersion": "v1", "items": []}')
    r = doctor("record", str(out), "--kubeconfig", kubeconfig, "--force")
    assert r.code == 0, r.stderr
    assert (out / "notes.txt").read_text() == "mine"            # not ours: kept
    assert not (out / "rayservices.ray.io.json").exists()         # a stale recording file: removed
    assert (out / "nodes.json").exists()


def test_forbidden_resource_is_recorded_as_unavailable_and_replayed_as_skipped(doctor, api, kubeconfig, tmp_path):
    api.forbidden = {"nodes"}
    out = tmp_path / "rec"
    r = doctor("record", str(out), "--kubeconfig", kubeconfig)
    assert r.code == 0, r.stderr
    reason = f"forbidden: {USER} cannot list nodes (RBAC)"
    assert "nodes: " + reason + ";" in r.stderr
    meta = json.loads((out / "meta.json").read_text())
    assert meta["unavailable"]["nodes"].startswith(reason + "; to read it, add to the doctor's ClusterRole: ")
    assert meta["gaps"]["nodes"]["kind"] == "forbidden" and meta["gaps"]["nodes"]["rule"].startswith('{apiGroups: [""]')
    assert not (out / "nodes.json").exists()

    for args in (("--kubeconfig", kubeconfig), ("--from", str(out))):
        report = doctor("scan", *args, "-o", "json").json()
        by_id = {c["id"]: c for c in report["checks"]}
        for cls in discover(plugins=False):
            result = by_id[cls.id]
            if "nodes" in cls.requires:
                assert result["status"] == "skipped" and reason in result["detail"], (cls.id, result)
            else:
                assert reason not in result["detail"], (cls.id, result)
        assert any("nodes" not in cls.requires and by_id[cls.id]["status"] != "skipped"
                   for cls in discover(plugins=False)), "other checks must still run"


def test_record_from_a_saved_dump_redacts_it(doctor, tmp_path):
    dump = tmp_path / "dump"
    dump.mkdir()
    pod = gpu_cluster(1)["pods"][2]
    secret = {"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "hf", "namespace": "ml-train"},
              "data": {"token": "aGZfc2VjcmV0"}}
    (dump / "pods.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [pod],
                                                "metadata": {"resourceVersion": ""}}))
    (dump / "secret.json").write_text(json.dumps(secret))
    out = tmp_path / "clean"
    r = doctor("record", "--from", str(dump), str(out))
    assert r.code == 0, r.stderr
    text = "\n".join(p.read_text() for p in out.rglob("*") if p.is_file())
    assert fake_hf_token() not in text and "aGZfc2VjcmV0" not in text
    assert not (out / "secrets.json").exists()
    assert doctor("scan", "--from", str(out), "-o", "json").code in (0, 1)


def test_kubernetes_client_is_not_imported_on_help_or_fixture_paths(tmp_path):
    snap_dir = tmp_path / "snap"
    snap_dir.mkdir()
    data = gpu_cluster(2)
    for name in ("nodes", "pods"):
        (snap_dir / f"{name}.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": data[name],
                                                           "metadata": {"resourceVersion": ""}}))
    probe = (
        "import sys\n"
        "from doctor.cli import main\n"
        "for argv in (['--help'], ['record', '--help'], ['scan', '--help'],\n"
        f"             ['scan', '--from', {str(snap_dir)!r}, '-o', 'json'],\n"
        f"             ['--no-plugins', 'record', '--from', {str(snap_dir)!r}, {str(tmp_path / 'out')!r}]):\n"
        "    try:\n"
        "        main(argv)\n"
        "    except SystemExit as exc:\n"
        "        assert exc.code in (0, 1, None), (argv, exc.code)\n"
        "leaked = sorted(m for m in sys.modules if m == 'kubernetes' or m.startswith('kubernetes.'))\n"
        "print('LEAKED', leaked, file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "LEAKED []" in proc.stderr, proc.stderr[-2000:]


def test_unreachable_cluster_from_the_real_console_process_is_one_line(tmp_path):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    kc = tmp_path / "kc"
    kc.write_text(f"apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: https://127.0.0.1:{port}\n"
                  "users:\n- name: u\n  user:\n    token: dummy-token-for-tests\n"
                  "contexts:\n- name: kind-gpu\n  context:\n    cluster: c\n    user: u\ncurrent-context: kind-gpu\n")
    proc = subprocess.run([sys.executable, "-m", "doctor", "record", str(tmp_path / "out"), "--kubeconfig", str(kc)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert proc.returncode == 3
    assert proc.stdout == ""
    assert proc.stderr == (f"doctor: error: cannot reach the API server at https://127.0.0.1:{port}: "
                           f"connection refused (kubeconfig context kind-gpu)\n")
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_record_from_a_cluster_info_dump_keeps_its_logs(doctor, tmp_path):
    """A `kubectl cluster-info dump` folder (one logs.txt per pod) re-recorded: the logs come
    back under the same pod, and credentials in them are gone."""
    dump = tmp_path / "dump"
    (dump / "gpu-operator" / "nvidia-driver-daemonset-x7k2p").mkdir(parents=True)
    pods = gpu_cluster(1)["pods"][:1]
    (dump / "gpu-operator" / "pods.json").write_text(json.dumps(
        {"kind": "PodList", "apiVersion": "v1", "metadata": {"resourceVersion": "1"},
         "items": [{k: v for k, v in p.items() if k not in ("kind", "apiVersion")} for p in pods]}))
    text = f"driver install failed\nexport HF_TOKEN={fake_hf_token()}\n"
    (dump / "gpu-operator" / "nvidia-driver-daemonset-x7k2p" / "logs.txt").write_text(text)
    out = tmp_path / "out"
    assert doctor("record", "--from", str(dump), str(out)).code == 0
    saved = (out / "logs" / "gpu-operator" / "nvidia-driver-daemonset-x7k2p" / "logs.txt").read_text()
    assert saved == "driver install failed\nexport HF_TOKEN=<redacted>\n"
    from doctor.sources.fixtures import load_path
    assert load_path(out).log("gpu-operator", "nvidia-driver-daemonset-x7k2p") == saved
