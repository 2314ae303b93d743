"""`doctor explain`: input handling, exit codes, the explain/v1 JSON shape, text output, and the
decomposition of kube-scheduler's aggregate FailedScheduling message."""
from __future__ import annotations

import pytest

from doctor.explain import parse_scheduling
from testlib import doctor_subprocess

SIX = ("0/6 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, 1 node(s) had untolerated "
       "taint {node-role.kubernetes.io/control-plane: }, 4 Insufficient nvidia.com/gpu. preemption: 0/6 nodes are "
       "available: 2 Preemption is not helpful for scheduling, 4 No preemption victims found for incoming pod.")


def test_scheduling_message_decomposed(doctor):
    r = doctor("explain", "-o", "json", SIX)
    assert r.code == 0
    data = r.json()
    assert data["matches"] == []
    s = data["scheduling"]
    assert s["total_nodes"] == 6
    assert s["reasons"] == {"node(s) didn't match Pod's node affinity/selector": 1,
                            "node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }": 1,
                            "Insufficient nvidia.com/gpu": 4}
    assert s["preemption"]["total_nodes"] == 6
    assert s["preemption"]["reasons"] == {"Preemption is not helpful for scheduling": 2,
                                          "No preemption victims found for incoming pod": 4}


@pytest.mark.parametrize("message,total,reasons,preempt", [
    # real v1.26 event with the old double period (kubernetes/kubernetes#116133)
    ("0/1 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }. "
     "preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling..",
     1, {"node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }": 1},
     {"Preemption is not helpful for scheduling": 1}),
    # counts are sorted as strings by the scheduler: "10 ..." before "3 ..." (yugabyte/yugabyte-db#20349)
    ("0/10 nodes are available: 3 node(s) had volume node affinity conflict, 7 node(s) didn't match Pod's node "
     "affinity/selector. preemption: 0/10 nodes are available: 10 Preemption is not helpful for scheduling..",
     10, {"node(s) had volume node affinity conflict": 3, "node(s) didn't match Pod's node affinity/selector": 7},
     {"Preemption is not helpful for scheduling": 10}),
    # PreFilter rejection: FitError.Error() writes its message without a per-node count -> null, not the total
    ("0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are "
     "available: 3 Preemption is not helpful for scheduling.",
     3, {"pod has unbound immediate PersistentVolumeClaims": None}, {"Preemption is not helpful for scheduling": 3}),
    # DRA noise and preemptionPolicy=Never
    ("0/1 nodes are available: 1 Insufficient cpu. no new claims to deallocate, preemption: not eligible due to "
     "preemptionPolicy=Never.", 1, {"Insufficient cpu": 1}, None),
    ("0/2 nodes are available: 1 node(s) didn't match PersistentVolume's node affinity, 1 node(s) had untolerated "
     "taint(s). no new claims to deallocate, preemption: 0/2 nodes are available: 2 Preemption is not helpful for "
     "scheduling.", 2, {"node(s) didn't match PersistentVolume's node affinity": 1,
                        "node(s) had untolerated taint(s)": 1}, {"Preemption is not helpful for scheduling": 2}),
])
def test_scheduling_variants(message, total, reasons, preempt):
    s = parse_scheduling(message)
    assert s["total_nodes"] == total
    assert s["reasons"] == reasons
    if preempt is None:
        assert s["preemption"]["reasons"] == {} and "preemptionPolicy=Never" in s["preemption"]["message"]
    else:
        assert s["preemption"]["reasons"] == preempt
    if None not in s["reasons"].values():     # a PreFilter message states no per-node count
        assert sum(s["reasons"].values()) == total


def test_event_line_from_kubectl_describe():
    line = ("  Warning  FailedScheduling  2m (x5 over 7m)  default-scheduler  0/5 nodes are available: "
            "5 Insufficient nvidia.com/gpu. preemption: 0/5 nodes are available: 5 No preemption victims found "
            "for incoming pod.")
    s = parse_scheduling(line)
    assert s["reasons"] == {"Insufficient nvidia.com/gpu": 5}


def test_text_output_first_line_is_plain_english(doctor):
    r = doctor("explain", "Failed to initialize NVML: Driver/library version mismatch")
    assert r.code == 0
    first = r.stdout.splitlines()[0]
    assert first.startswith("NVIDIA driver user-space libraries do not match the loaded kernel module")
    assert "[driver_library_mismatch]" in r.stdout and "fix:" in r.stdout


def test_scheduling_text_output(doctor):
    r = doctor("explain", SIX)
    lines = r.stdout.splitlines()
    assert lines[0].startswith("The scheduler could not place the pod on any of 6 node(s)")
    assert "4 node(s)): Insufficient nvidia.com/gpu" in lines[0]
    assert any(l.strip().startswith("4  Insufficient nvidia.com/gpu") for l in lines)


def test_log_excerpt_from_stdin_with_context():
    log = "\n".join(["Starting training", "loading model", "moving to GPU",
                     "RuntimeError: CUDA error: no kernel image is available for execution on the device",
                     "CUDA kernel errors might be asynchronously reported", "exit"])
    r = doctor_subprocess("explain", "-o", "json", "-", stdin=log)
    assert r.code == 0, r.stderr
    m = r.json()["matches"][0]
    assert m["category"] == "no_kernel_image_arch"
    assert m["line_number"] == 4
    assert m["excerpt"].splitlines() == log.splitlines()[1:6]


def test_found_version_is_decoded(doctor):
    r = doctor("explain", "-o", "json", "RuntimeError: The NVIDIA driver on your system is too old (found version 12020).")
    assert r.json()["matches"][0]["details"]["driver_cuda"] == "12.2"


def test_nothing_recognised_exits_1(doctor):
    r = doctor("explain", "-o", "json", "all good, nothing to see")
    assert r.code == 1
    assert r.json() == {"schema": "doctor.explain/v1", "matches": [], "scheduling": None}


@pytest.mark.parametrize("args", [("explain", ""), ("explain", "   \n")])
def test_empty_input_is_usage_error(doctor, args):
    r = doctor(*args)
    assert r.code == 2
    assert r.stderr.startswith("doctor: error: nothing to explain")
    assert "Traceback" not in r.stderr


def test_file_input_and_missing_file(doctor, tmp_path):
    f = tmp_path / "describe.txt"
    f.write_text("Events:\n  Warning  Failed  kubelet  Error: failed to create containerd task: "
                 "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your "
                 "driver to a newer version, or use an earlier cuda container: unknown\n")
    r = doctor("explain", "-o", "json", "--file", str(f))
    details = r.json()["matches"][0]["details"]
    assert r.code == 0 and details["required"] == "12.4"
    assert details["min_driver"] == "550.54.14" and details["min_driver_release"] == "CUDA 12.4 GA"
    r = doctor("explain", "--file", str(tmp_path / "nope.txt"))
    assert r.code == 2 and "nope.txt" in r.stderr


def test_hostile_text_is_cleaned(doctor):
    r = doctor("explain", "no CUDA-capable device is detected \x1b[31mred\x1b[0m")
    assert r.code == 0 and "\x1b" not in r.stdout


def test_help_documents_exit_codes(doctor):
    r = doctor("explain", "--help")
    assert r.code == 0 and "1 nothing was recognised" in r.stdout


def test_stdin_with_invalid_utf8():
    import json
    import subprocess
    import sys
    import tempfile
    # cwd outside the repo: the source tree's doctor/ must not shadow the installed package
    proc = subprocess.run([sys.executable, "-m", "doctor", "explain", "-o", "json", "-"],
                          input=b"junk \xff\xfe\nFailed to initialize NVML: Driver/library version mismatch\n",
                          capture_output=True, timeout=60, cwd=tempfile.gettempdir())
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["matches"][0]["line_number"] == 2
