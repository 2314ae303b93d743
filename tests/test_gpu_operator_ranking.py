"""Cause and symptom between the GPU Operator controller and its ClusterPolicy, on the real CLI.

fixtures/hw-operator-state: the gpu-operator Deployment's pod crash-loops, and the ClusterPolicy has
no status at all. The operator controller is what writes status.state; a ClusterPolicy nobody
reconciled is the symptom of the controller being down, never its cause. So `scan` must rank the
crashing operator pod as the cause (critical: no operand is deployed, upgraded or repaired) with the
ClusterPolicy folded under it, and only when no operator pod is there to blame (Deployment removed or
scaled to 0) is the ClusterPolicy finding the root cause itself."""
from __future__ import annotations

import json
import shutil

from testlib import FIXTURES

OPSTATE = FIXTURES / "hw-operator-state"
OPERATOR_POD = "gpu-operator-6d5b9c7f4-x2kqp"


def _scan(doctor, path) -> dict:
    r = doctor("scan", "--from", str(path), "-o", "json")
    assert r.code == 1, r.stderr        # critical findings
    return r.json()


def _operator(doc) -> dict:
    found = [f for f in doc["findings"] if f["check"] == "gpu_operator_component_unhealthy"
             and any(o.get("name") == OPERATOR_POD for o in f["objects"])]
    assert len(found) == 1, [f["title"] for f in doc["findings"]]
    return found[0]


def _policy(doc) -> dict:
    found = [f for f in doc["findings"] if f["check"] == "gpu_operator_clusterpolicy_not_ready"]
    assert len(found) == 1, [f["title"] for f in doc["findings"]]
    return found[0]


def test_crashing_operator_is_the_cause_of_the_clusterpolicy_without_status(doctor):
    doc = _scan(doctor, OPSTATE)
    op, cp = _operator(doc), _policy(doc)
    assert "no status" in cp["title"]
    # the edge points from the operator pod to the ClusterPolicy, not the other way
    assert cp["explained_by"] == op["id"]
    assert op["explained_by"] is None
    assert cp["id"] in op["explains"] and op["id"] not in cp["explains"]
    assert "gpu-operator-not-reconciled@cluster:" in cp["states"]
    # ranked: the cause first, the symptom right under it
    ids = [f["id"] for f in doc["findings"]]
    assert ids.index(cp["id"]) == ids.index(op["id"]) + 1
    # the cause is at least as severe as what it explains, and says why it matters
    assert op["severity"] == "critical" == cp["severity"]
    assert op["title"].startswith("GPU Operator controller keeps crashing (1x CrashLoopBackOff)")
    assert "ClusterPolicy cluster-policy has no status" in op["summary"]
    assert any(e.get("pointer") == "/status" and (e.get("object") or {}).get("kind") == "ClusterPolicy"
               for e in op["evidence"]), op["evidence"]
    # the ClusterPolicy finding still names the pod and the Deployment, and says the pod is why
    assert "CrashLoopBackOff: that is why" in cp["summary"]
    assert {"kind": "Pod", "namespace": "gpu-operator", "name": OPERATOR_POD} in cp["objects"]


def test_text_report_folds_the_clusterpolicy_under_the_operator(doctor):
    r = doctor("scan", "--from", str(OPSTATE))
    assert r.code == 1, r.stderr
    lines = r.stdout.splitlines()
    top = next(i for i, line in enumerate(lines) if "GPU Operator controller keeps crashing" in line
               and "(gpu_operator_component_unhealthy, critical" in line)
    child = next(i for i, line in enumerate(lines) if "ClusterPolicy cluster-policy has no status" in line
                 and "(gpu_operator_clusterpolicy_not_ready, critical" in line)
    assert child > top
    assert lines[top].lstrip().startswith("✗ ") and lines[top].split(".")[0].strip("✗ ").isdigit()
    # the ClusterPolicy line is numbered as a child of the operator's (N.1), not as a root
    n = lines[top].split(".")[0].strip("✗ ")
    assert lines[child].lstrip().startswith(f"✗ {n}.")
    assert any("explains" in line for line in lines[top:child])


def _copy_without_operator_pod(tmp_path, ready_replicas_zero: bool):
    dst = tmp_path / "opstate"
    shutil.copytree(OPSTATE, dst)
    pods = json.loads((dst / "pods.json").read_text())
    before = len(pods["items"])
    pods["items"] = [p for p in pods["items"] if p["metadata"]["name"] != OPERATOR_POD]
    assert len(pods["items"]) == before - 1
    (dst / "pods.json").write_text(json.dumps(pods))
    if ready_replicas_zero:
        deps = json.loads((dst / "deployments.apps.json").read_text())
        for d in deps["items"]:
            if d["metadata"]["name"] == "gpu-operator":
                d["spec"]["replicas"] = 0
        (dst / "deployments.apps.json").write_text(json.dumps(deps))
    return dst


def test_without_an_operator_pod_the_clusterpolicy_finding_is_the_root(doctor, tmp_path):
    """Negative control: the operator scaled to 0, no pod to blame: nothing explains the ClusterPolicy
    finding, which then leads with the Deployment as what to fix."""
    doc = _scan(doctor, _copy_without_operator_pod(tmp_path, ready_replicas_zero=True))
    cp = _policy(doc)
    assert cp["explained_by"] is None
    assert not [f for f in doc["findings"] if f["check"] == "gpu_operator_component_unhealthy"
                and any(o.get("name") == OPERATOR_POD for o in f["objects"])]
    assert "Deployment gpu-operator/gpu-operator has 0/0 ready replica(s)" in cp["summary"]
    assert "that is why" not in cp["summary"]


def test_a_crashing_operator_with_a_reconciled_clusterpolicy_is_a_warning(doctor, tmp_path):
    """The operator down while its ClusterPolicy carries a state (it reconciled before): a warning
    that explains nothing of the ClusterPolicy (which this run reports ready: no finding)."""
    dst = tmp_path / "reconciled"
    shutil.copytree(OPSTATE, dst)
    cps = json.loads((dst / "clusterpolicies.nvidia.com.json").read_text())
    for cp in cps["items"]:
        cp["status"] = {"state": "ready", "namespace": "gpu-operator"}
    (dst / "clusterpolicies.nvidia.com.json").write_text(json.dumps(cps))
    doc = _scan(doctor, dst)
    op = _operator(doc)
    assert op["severity"] == "warning"
    assert op["explains"] == []
    assert "has no status" not in op["summary"]
    assert not [f for f in doc["findings"] if f["check"] == "gpu_operator_clusterpolicy_not_ready"]
