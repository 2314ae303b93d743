"""PID -> container/pod mapping from /proc/<pid>/cgroup on fake /proc trees: cgroup v1 and v2,
systemd and cgroupfs drivers, containerd, CRI-O and Docker naming; state from /proc/<pid>/status."""
from __future__ import annotations

import pytest

from doctor.sources import procfs

CID = "4f3b2c1d" * 8
UID = "8d3f4e2a-1b6c-4d7e-9f10-2a3b4c5d6e7f"

CASES = {
    "v2 systemd containerd burstable": (
        f"0::/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod{UID.replace('-', '_')}.slice/cri-containerd-{CID}.scope\n",
        UID, CID, "containerd"),
    "v2 systemd containerd guaranteed": (
        f"0::/kubepods.slice/kubepods-pod{UID.replace('-', '_')}.slice/cri-containerd-{CID}.scope\n",
        UID, CID, "containerd"),
    "v2 systemd cri-o besteffort": (
        f"0::/kubepods.slice/kubepods-besteffort.slice/kubepods-besteffort-pod{UID.replace('-', '_')}.slice/crio-{CID}.scope\n",
        UID, CID, "cri-o"),
    "v2 systemd cri-dockerd": (
        f"0::/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod{UID.replace('-', '_')}.slice/docker-{CID}.scope\n",
        UID, CID, "docker"),
    "v1 cgroupfs burstable": (
        "12:pids:/kubepods/burstable/pod" + UID + "/" + CID + "\n"
        "11:memory:/kubepods/burstable/pod" + UID + "/" + CID + "\n"
        "1:name=systemd:/kubepods/burstable/pod" + UID + "/" + CID + "\n",
        UID, CID, None),
    "v1 cgroupfs guaranteed": (
        "4:devices:/kubepods/pod" + UID + "/" + CID + "\n", UID, CID, None),
    "v1 systemd containerd": (
        "10:devices:/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod"
        + UID.replace("-", "_") + ".slice/cri-containerd-" + CID + ".scope\n"
        "0::/\n", UID, CID, "containerd"),
    "kind node (nested under docker)": (
        f"0::/system.slice/docker-{'a' * 64}.scope/kubelet.slice/kubelet-kubepods.slice/"
        f"kubelet-kubepods-besteffort.slice/kubelet-kubepods-besteffort-pod{UID.replace('-', '_')}.slice/cri-containerd-{CID}.scope\n",
        UID, CID, "containerd"),
    "plain docker, no kubernetes": (f"0::/system.slice/docker-{CID}.scope\n", None, CID, "docker"),
    "docker cgroupfs v1": (f"9:memory:/docker/{CID}\n", None, CID, "docker"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_parse_cgroup_maps_pod_and_container(name):
    text, uid, cid, runtime = CASES[name]
    got = procfs.parse_cgroup(text)
    assert got["pod_uid"] == uid
    assert got["container_id"] == cid
    assert got["runtime"] == runtime
    assert got["in_container"] is True


@pytest.mark.parametrize("text", ["0::/system.slice/nvidia-persistenced.service\n",
                                  "0::/user.slice/user-1000.slice/session-3.scope\n", "0::/init.scope\n"])
def test_host_processes_are_not_in_a_container(text):
    got = procfs.parse_cgroup(text)
    assert got["pod_uid"] is None and got["container_id"] is None
    assert got["in_container"] is False


@pytest.mark.parametrize("text, host", [
    ("0::/../../../init.scope\n", True),
    ("0::/../../../system.slice/nvidia-persistenced.service\n", True),
    (f"0::/../../kubepods-burstable-pod{UID.replace('-', '_')}.slice/cri-containerd-{CID}.scope\n", False),
])
def test_paths_seen_from_inside_a_cgroup_namespace(text, host):
    """The agent runs in a private cgroup namespace: other cgroups appear as /../.. paths."""
    got = procfs.parse_cgroup(text)
    if host:
        assert got["in_container"] is False and got["pod_uid"] is None
    else:
        assert got["pod_uid"] == UID and got["container_id"] == CID


def test_pid_namespace_from_inside_a_cgroup_namespace(tmp_path):
    _proc(tmp_path, 1, "0::/../../../init.scope\n", name="systemd")
    assert procfs.pid_namespace(str(tmp_path)) == "host"


def test_crio_conmon_is_not_the_container():
    got = procfs.parse_cgroup(f"0::/kubepods.slice/kubepods-pod{UID.replace('-', '_')}.slice/crio-conmon-{CID}.scope\n")
    assert got["pod_uid"] == UID and got["container_id"] is None


def _proc(root, pid, cgroup, state="S (sleeping)", name="python"):
    d = root / str(pid)
    d.mkdir(parents=True)
    (d / "cgroup").write_text(cgroup)
    (d / "status").write_text(f"Name:\t{name}\nUmask:\t0022\nState:\t{state}\nTgid:\t{pid}\nPid:\t{pid}\n")
    (d / "cmdline").write_bytes(f"/usr/bin/{name}\x00train.py\x00".encode())
    return d


def test_proc_info_reads_state_and_mapping(tmp_path):
    _proc(tmp_path, 4242, CASES["v2 systemd containerd burstable"][0], state="Z (zombie)")
    info = procfs.proc_info(4242, str(tmp_path))
    assert info.visible and info.state == "Z" and info.state_name == "zombie"
    assert info.pod_uid == UID and info.container_id == CID and info.comm == "python"
    assert procfs.process_name(4242, str(tmp_path)) == "/usr/bin/python"


def test_missing_pid_is_not_visible(tmp_path):
    info = procfs.proc_info(99999, str(tmp_path))
    assert info.visible is False and info.pod_uid is None and info.state is None


def test_pid_namespace(tmp_path):
    host = tmp_path / "host"
    _proc(host, 1, "0::/init.scope\n", name="systemd")
    assert procfs.pid_namespace(str(host)) == "host"
    cont = tmp_path / "cont"
    _proc(cont, 1, CASES["v1 cgroupfs burstable"][0], name="doctor")
    assert procfs.pid_namespace(str(cont)) == "container"
    assert procfs.pid_namespace(str(tmp_path / "none")) == "unknown"
