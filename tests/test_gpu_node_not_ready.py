"""gpu_node_not_ready on the recorded clusters: the fix for a cordoned node never contradicts
what the node itself says about its GPUs."""
from __future__ import annotations

from testlib import FIXTURES


def _findings(doctor, fixture):
    r = doctor("scan", "--from", FIXTURES / fixture, "--check", "gpu_node_not_ready", "-o", "json")
    assert r.code in (0, 1), r.stderr
    return r.json()["findings"]


def test_cordoned_node_with_an_unhealthy_gpu_is_not_simply_uncordoned(doctor):
    # postmortem: gpu-h100-0 is cordoned and advertises 7 of its 8 GPUs (one unhealthy)
    (f,) = [f for f in _findings(doctor, "postmortem") if "gpu-h100-0 is cordoned" in f["title"]]
    assert "allocatable is 7 < capacity 8" in f["fix"]["text"]
    assert f["fix"]["commands"] == ["kubectl uncordon gpu-h100-0   # only once allocatable equals capacity again"]


def test_cordoned_healthy_node_keeps_the_plain_uncordon(doctor):
    fs = [f for f in _findings(doctor, "pending-cordoned") if "is cordoned" in f["title"]]
    assert len(fs) == 2
    assert all(f["fix"]["commands"] == [f"kubectl uncordon {f['objects'][0]['name']}"] for f in fs)


def test_kubelet_silent_node_debug_command_says_it_needs_the_kubelet(doctor):
    # Ready=Unknown: the kubelet stopped posting status, so `kubectl debug node/...` may never start
    (f,) = [f for f in _findings(doctor, "postmortem") if "is not Ready (Unknown" in f["title"]]
    debug = next(c for c in f["fix"]["commands"] if c.startswith("kubectl debug node/gpu-a100-1"))
    assert "needs a working kubelet" in debug and "SSH" in debug
