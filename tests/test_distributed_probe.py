"""`doctor probe`: plan construction on fixtures, parsing of recorded exec outputs, the probe
script itself run for real against local sockets, and the CLI's dry run / refusals."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from doctor.distributed.jobs import jobs_of
from doctor.distributed.probe import PROBE_SCRIPT, Step, Target, execute, parse_output, plan, problems
from doctor.sources.fixtures import load_paths

ROOT = Path(__file__).resolve().parent.parent / "fixtures"


@pytest.fixture(autouse=True)
def _probe_registered():
    """Until doctor/cli.py lists probe_cmd, attach it to the in-process CLI for these tests."""
    from doctor.cli import cli
    from doctor.commands import probe_cmd

    if "probe" not in cli.commands:
        cli.add_command(probe_cmd.command)


MASTER = "pytorch-distributed-training-0.training-service.default.svc.cluster.local"


def _job(name="distributed-netpol-blocks"):
    (job,) = jobs_of(load_paths([str(ROOT / name)]))
    return job


def test_plan_targets_rendezvous_and_every_peer():
    steps = plan(_job(), timeout=2.5)
    assert [s.pod for s in steps] == [f"pytorch-distributed-training-{i}" for i in range(4)]
    s1 = steps[1]
    assert s1.container == "trainer" and s1.node == "gpu-node-b"
    assert [t.text for t in s1.targets] == [f"{MASTER}:29500", "10.244.1.12:29501", "10.244.3.14:29501",
                                            "10.244.4.15:29501"]
    assert s1.argv[:4] == ["python3", "-c", PROBE_SCRIPT, "2.5"]
    assert s1.shown().startswith("kubectl -n default exec pytorch-distributed-training-1 -c trainer -- python3 -c")


def test_plan_skips_pending_ranks():
    steps = plan(_job("distributed-gang-partial"))
    assert [s.pod for s in steps] == ["pytorch-distributed-training-0", "pytorch-distributed-training-1"]
    assert all(len(s.targets) == 2 for s in steps)      # rendezvous + the one other running rank


# recorded output of the script in a pod of the netpol-blocks scenario (rank 0's port dropped)
RECORDED_BLOCKED = "\n".join([
    json.dumps({"target": f"{MASTER}:29500", "addresses": ["10.244.1.12"], "result": "timeout",
                "detail": "no answer in 3.0s", "ms": 3003}),
    json.dumps({"target": "10.244.1.12:29501", "addresses": ["10.244.1.12"], "result": "timeout",
                "detail": "no answer in 3.0s", "ms": 3001}),
    json.dumps({"target": "10.244.3.14:29501", "addresses": ["10.244.3.14"], "result": "refused",
                "detail": "[Errno 111] Connection refused", "ms": 1}),
]) + "\n"


def test_parse_recorded_output_and_report_problems():
    step = plan(_job())[1]
    results = parse_output(step, RECORDED_BLOCKED)
    assert [r.result for r in results] == ["timeout", "timeout", "refused", "no-answer"]
    rows = problems(results)
    assert rows[0]["severity"] == "critical" and rows[0]["target"] == f"{MASTER}:29500"
    assert "NetworkPolicy or firewall" in rows[0]["text"] and "gpu-node-b" in rows[0]["text"]
    peer = next(r for r in rows if r["target"] == "10.244.1.12:29501")
    assert "pytorch-distributed-training-0" in peer["text"] and "ephemeral" in peer["text"]
    assert not any(r["target"] == "10.244.3.14:29501" for r in rows)    # refused = reachable


def test_exec_failures_do_not_stop_other_pods():
    steps = plan(_job())[:2]
    seen = []

    def executor(step):
        seen.append(step.pod)
        if step.pod.endswith("-0"):
            raise RuntimeError("pods/exec is forbidden")
        return "OCI runtime exec failed: exec: \"python3\": executable file not found in $PATH\n"
    announced = []
    results = execute(steps, executor, announce=announced.append)
    assert seen == ["pytorch-distributed-training-0", "pytorch-distributed-training-1"]
    assert announced == [s.shown() for s in steps]
    assert {r.result for r in results} == {"no-answer"}
    assert "forbidden" in results[0].detail and "python3" in results[-1].detail


def test_probe_script_really_classifies_open_and_refused():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    open_port = server.getsockname()[1]
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    closed_port = closed.getsockname()[1]
    closed.close()
    try:
        step = Step("ns", "p", "c", "n", [Target("127.0.0.1", open_port, "rendezvous"),
                                          Target("127.0.0.1", closed_port, "peer", "q")], 1.0)
        proc = subprocess.run([sys.executable] + step.argv[1:], capture_output=True, text=True, timeout=20)
    finally:
        server.close()
    results = parse_output(step, proc.stdout)
    assert [r.result for r in results] == ["open", "refused"], proc.stdout + proc.stderr
    assert problems(results) == []


def test_cli_dry_run_on_fixture_shows_plan_and_static_findings(doctor):
    r = doctor("probe", "--from", ROOT / "distributed-netpol-blocks", "default/pytorch-distributed-training-3",
               "-o", "json")
    data = r.json()
    assert data["schema"] == "doctor.probe/v1" and data["probed"] is False and data["results"] == []
    assert data["job"] == {"kind": "StatefulSet", "namespace": "default", "name": "pytorch-distributed-training"}
    assert len(data["plan"]) == 4 and data["plan"][3]["targets"][0] == f"{MASTER}:29500"
    assert data["findings"][0]["check"] == "networkpolicy_blocks_ranks"
    assert r.code == 1
    text = doctor("probe", "--from", ROOT / "distributed-healthy", "pytorch-distributed-training")
    assert text.code == 0 and "A probe would run" in text.stdout and "$ kubectl -n default exec" in text.stdout


def test_cli_refuses_probe_on_a_recording_and_unknown_jobs(doctor):
    r = doctor("probe", "--from", ROOT / "distributed-healthy", "pytorch-distributed-training", "--probe")
    assert r.code == 2 and "live cluster" in r.stderr and "Traceback" not in r.stderr
    r = doctor("probe", "--from", ROOT / "distributed-healthy", "default/nope")
    assert r.code == 2 and "pytorch-distributed-training" in r.stderr
