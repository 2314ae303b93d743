"""`doctor collect`'s core, collect_node_reports, against a fake at the HTTP boundary of the
live Client (.get(path, query) -> doctor.sources.live.Response), and the written layout being
read back by `doctor scan --from`."""
from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest

from doctor.sources.agents import collect_node_reports, latest_report, write_reports
from doctor.errors import ClusterUnreachable, InputError
from doctor.sources.live import RequestFailed, Response

FIX = Path(__file__).parent.parent / "fixtures"
REPORT = json.loads(next((FIX / "zombie-crashed-pod" / "nodes").glob("*.json")).read_text())


def agent_pod(name, node, phase="Running"):
    return {"metadata": {"name": name, "namespace": "gpu-doctor-node"}, "spec": {"nodeName": node},
            "status": {"phase": phase}}


class FakeClient:
    def __init__(self, pods, logs, list_status=200, page=None):
        self.pods, self.logs, self.list_status, self.page = pods, logs, list_status, page
        self.calls = []
        self.lock = threading.Lock()

    def get(self, path, query=None):
        q = dict(query or [])
        with self.lock:
            self.calls.append((path, q))
        if path.endswith("/pods"):
            if self.list_status != 200:
                return Response(self.list_status, json.dumps({"kind": "Status", "message": "pods is forbidden: User \"x\" cannot list resource \"pods\""}).encode())
            assert q["labelSelector"] == "app.kubernetes.io/component=node-agent"
            items = self.pods
            if self.page:   # two pages
                if q.get("continue") == "tok":
                    return Response(200, json.dumps({"items": items[self.page:], "metadata": {}}).encode())
                return Response(200, json.dumps({"items": items[:self.page], "metadata": {"continue": "tok"}}).encode())
            return Response(200, json.dumps({"items": items, "metadata": {}}).encode())
        name = path.rsplit("/", 2)[-2]
        assert q["container"] == "node-agent" and int(q["tailLines"]) > 0
        log = self.logs[name]
        if isinstance(log, Exception):
            raise log
        return Response(200, log.encode())


def line(report):
    return json.dumps(report, separators=(",", ":"))


def test_latest_report_takes_the_newest_valid_line():
    old = {**REPORT, "observed_at": "2026-03-14T09:37:10Z"}
    text = "\n".join([line(old), "some warning", line(REPORT), '{"schema": "doctor.node/v1", "gpus": [', ""])
    assert latest_report(text)["observed_at"] == REPORT["observed_at"]
    assert latest_report("no json here\n") is None


def test_collect_reports_problems_and_pages():
    other = {**REPORT, "node": "gpu-node-b"}
    pods = [agent_pod("agent-a", REPORT["node"]), agent_pod("agent-b", "gpu-node-b"),
            agent_pod("agent-c", "gpu-node-c"), agent_pod("agent-d", "gpu-node-d", phase="Pending"),
            agent_pod("agent-e", "gpu-node-e")]
    logs = {"agent-a": line(REPORT) + "\n", "agent-b": "starting\n" + line(other) + "\n",
            "agent-c": "doctor: error: cannot read this node's GPUs: NVIDIA driver is not loaded\n",
            "agent-e": RequestFailed("no answer within 30s (timed out)", timeout=True)}
    client = FakeClient(pods, logs, page=2)
    reports, problems = collect_node_reports(client, workers=4)
    assert set(reports) == {REPORT["node"], "gpu-node-b"}
    assert reports[REPORT["node"]] == REPORT
    assert "no doctor.node/v1 report" in problems["gpu-node-c"]
    assert "NVIDIA driver is not loaded" in problems["gpu-node-c"]          # the agent's own error line
    assert "Pending" in problems["gpu-node-d"] and "timed out" in problems["gpu-node-e"]
    assert sum(1 for p, q in client.calls if p.endswith("/pods")) == 2      # followed `continue`
    assert not any(p.endswith("agent-d/log") for p, _ in client.calls)    # no log read for a pending pod


def test_forbidden_list_is_one_clear_error():
    with pytest.raises(ClusterUnreachable, match="not allowed to list pods in namespace gpu-doctor-node"):
        collect_node_reports(FakeClient([], {}, list_status=403))


def test_written_reports_are_read_back_by_scan(doctor, tmp_path):
    rec = tmp_path / "rec"
    shutil.copytree(FIX / "zombie-crashed-pod", rec)
    shutil.rmtree(rec / "nodes")
    client = FakeClient([agent_pod("agent-a", REPORT["node"])], {"agent-a": line(REPORT) + "\n"})
    reports, _ = collect_node_reports(client)
    written = write_reports(rec, reports)
    assert [p.name for p in written] == [f"{REPORT['node']}.json"]
    r = doctor("scan", "--from", rec, "--check", "zombie_gpu_process", "-o", "json")
    assert r.code == 1 and any("48213" in f["title"] for f in r.json()["findings"])
    r = doctor("node", "--from", rec, "--node", REPORT["node"], "-o", "json")
    # node runs this node's checks through the engine as scan does: the same zombie finding, exit 1
    assert r.code == 1 and r.json()["gpus"][0]["processes"][0]["pid"] == 48213
    assert any("48213" in f["title"] and f["check"] == "zombie_gpu_process" for f in r.json()["findings"])


def test_unsafe_node_names_are_refused(tmp_path):
    with pytest.raises(InputError, match="unsafe node name"):
        write_reports(tmp_path, {"../../etc/cron.d/x": REPORT})


def test_collect_refuses_recordings(doctor):
    r = doctor("collect", "--from", FIX / "zombie-crashed-pod")
    assert r.code == 2 and "live cluster" in r.stderr


def test_node_interval_prints_one_json_line_per_report_with_xids(doctor, monkeypatch, tmp_path):
    """Agent mode: compact JSON lines (what collect parses); XIDs seen between reports are
    carried by the next report, per GPU."""
    import sys

    from fakes.fake_pynvml import FakeGpu, make

    nv = make([FakeGpu(uuid="GPU-0"), FakeGpu(uuid="GPU-1")], xid_events=[(1, 79), (1, 48)])
    monkeypatch.setitem(sys.modules, "pynvml", nv)
    r = doctor("node", "-o", "json", "--interval", "60", "--count", "2", "--proc-root", tmp_path, "--node", "gpu-x")
    assert r.code == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 2 and latest_report(r.stdout)["node"] == "gpu-x"
    first, second = (json.loads(l) for l in lines)
    assert first["gpus"][1]["xid"]["events"] == []
    assert [e["xid"] for e in second["gpus"][1]["xid"]["events"]] == [79, 48]
    assert second["gpus"][0]["xid"]["events"] == []
    assert nv.state["waits"][0] <= 60_000 and nv.state["freed"] == 1
    assert nv.state["init"] == 1 and nv.state["shutdown"] == 1       # NVML stays open between reports


def test_node_interval_without_event_support_sleeps(doctor, monkeypatch, tmp_path):
    import sys

    from fakes.fake_pynvml import FakeGpu, make

    import doctor.sources.nvml as nvml

    monkeypatch.setitem(sys.modules, "pynvml", make([FakeGpu(uuid="GPU-1", unsupported={"nvmlDeviceRegisterEvents"})]))
    sleeps = []
    monkeypatch.setattr(nvml.time, "sleep", sleeps.append)
    r = doctor("node", "-o", "json", "--interval", "30", "--count", "3", "--proc-root", tmp_path)
    lines = r.stdout.strip().splitlines()
    assert r.code == 0 and len(lines) == 3 and sleeps == [30, 30]
    assert all(json.loads(l)["gpus"][0]["xid"] is None for l in lines)
