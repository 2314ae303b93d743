"""gpu_stack_error_in_pod on fixtures/gpu-pod-errors: each GPU-stack error a workload printed
(log, termination message or event) becomes one finding with the line as evidence; the
cases other checks own (a CUDA/driver mismatch proven from image + driver, GPU Operator
pods) are left to them."""
from __future__ import annotations

import json
import shutil

from testlib import FIXTURES

ERRORS = FIXTURES / "gpu-pod-errors"


def findings(doctor, path, check="gpu_stack_error_in_pod"):
    r = doctor("scan", "--from", str(path), "-o", "json", "--check", check)
    assert r.code in (0, 1), r.stderr
    return r.json()["findings"]


def test_each_error_found_once(doctor):
    fs = findings(doctor, ERRORS)
    titles = sorted(f["title"] for f in fs)
    assert titles == sorted([
        "NVIDIA driver user-space libraries do not match the loaded kernel module on node gpu-node-2: 1 pod(s)",
        "The binary has no kernel for this GPU's architecture: 1 pod(s) (StatefulSet/inference/attn-server)",
        "containerd/CRI-O has no \"nvidia\" runtime configured on node gpu-node-3: 1 pod(s)",
        "No GPU is visible inside the container: 1 pod(s) (StatefulSet/research/notebook-ana)",
    ])
    ranked = [f["title"] for f in fs]
    assert ranked[0].startswith("NVIDIA driver user-space libraries")   # node-wide, crashing: first


def test_evidence_is_the_line_or_the_field(doctor):
    fs = {f["title"].split(":")[0]: f for f in findings(doctor, ERRORS)}
    nvml = fs["NVIDIA driver user-space libraries do not match the loaded kernel module on node gpu-node-2"]
    assert nvml["evidence"][0]["value"] == "pynvml.NVMLError_LibRmVersionMismatch: RM has detected an NVML/RM version mismatch."
    assert nvml["fix"]["commands"][0] == ("kubectl drain gpu-node-2 --ignore-daemonsets --delete-emptydir-data   "
                                          "# evicts every pod on the node (their emptyDir data is lost); "
                                          "PodDisruptionBudgets can block it")
    arch = fs["The binary has no kernel for this GPU's architecture"]
    assert arch["evidence"][0]["pointer"] == "/status/containerStatuses/0/lastState/terminated/message"
    sandbox = next(f for t, f in fs.items() if t.startswith("containerd/CRI-O"))
    assert sandbox["evidence"][0]["object"]["kind"] == "Event" and sandbox["evidence"][0]["pointer"] == "/message"
    assert sandbox["fix"]["commands"][-1] == "kubectl -n inference describe pod triton-5c7d9b8f4-m2k7w"
    novis = fs["No GPU is visible inside the container"]
    assert any(e.get("note") == "container notebook requests no GPU" for e in novis["evidence"])
    assert novis["severity"] == "warning"   # the notebook keeps running


def test_quiet_where_other_checks_own_it(doctor):
    assert findings(doctor, FIXTURES / "gpu-healthy") == []
    # trainer-0's "CUDA initialization failed" is proven by image + driver: cuda_driver_incompatible owns it;
    # the driver pod's install failure belongs to gpu_operator_component_unhealthy
    assert findings(doctor, FIXTURES / "gpu-operator-broken") == []


def test_unproven_version_error_is_reported(doctor, tmp_path):
    """Without driver labels the mismatch cannot be proven from the snapshot: the log line is the evidence."""
    work = tmp_path / "c"
    shutil.copytree(FIXTURES / "gpu-operator-broken", work)
    nodes = json.loads((work / "nodes.json").read_text())
    for n in nodes["items"]:
        n["metadata"]["labels"] = {k: v for k, v in n["metadata"]["labels"].items() if "cuda." not in k}
    (work / "nodes.json").write_text(json.dumps(nodes))
    fs = findings(doctor, work)
    assert len(fs) == 1
    assert fs[0]["title"] == "PyTorch: the NVIDIA driver is too old for this PyTorch build: 1 pod(s) (StatefulSet/ml-team/trainer)"


def test_kubelet_backoff_texts_read_once_per_container_name():
    """kubelet's CrashLoopBackOff texts differ per pod only in name_namespace(uid): they are read once per
    container name (150k crash-looping pods stay cheap), and anything else the text carries is read in full."""
    from doctor.checks.cuda.gpu_stack_error_in_pod import _read
    scanned: dict = {}
    for pod in ("a-1_ns(u1)", "b-2_ns(u2)", "c-3_other(u3)"):
        assert _read(f"back-off 5m0s restarting failed container=main pod={pod}", scanned) == []
        assert _read(f"Back-off restarting failed container main in pod {pod}", scanned) == []
    keys = [k for k in scanned if "pod=" not in k and " in pod " not in k]
    assert sorted(keys) == ["Back-off restarting failed container main",
                            "back-off 5m0s restarting failed container=main"]
    # a text that is not exactly kubelet's form is read whole: a driver error after it is still found
    text = "back-off 10s restarting failed container=main pod=x_ns(u): CUDA driver version is insufficient for CUDA runtime version"
    assert [m.signature.category for m in _read(text, scanned)] == ["cuda_driver_too_old"]
