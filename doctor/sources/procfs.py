"""Map a host PID to its container and pod through /proc (read-only).

/proc/<pid>/cgroup names the cgroup the process lives in; the kubelet puts every container in
`.../pod<pod UID>/<container id>`. The shapes seen on real nodes:

  cgroup v2, systemd driver   0::/kubepods.slice/kubepods-burstable.slice/
                                 kubepods-burstable-pod<uid with _>.slice/cri-containerd-<id>.scope
                              (CRI-O: crio-<id>.scope, cri-dockerd: docker-<id>.scope;
                               Guaranteed pods: kubepods-pod<uid>.slice directly under kubepods.slice)
  cgroup v1, cgroupfs driver  11:memory:/kubepods/burstable/pod<uid>/<id>
                              (Guaranteed: /kubepods/pod<uid>/<id>)
  cgroup v1, systemd driver   4:devices:/kubepods.slice/.../cri-containerd-<id>.scope
  plain Docker (no Kubernetes) 0::/system.slice/docker-<id>.scope  or  /docker/<id>
  host process                0::/system.slice/nvidia-persistenced.service, 0::/user.slice/...

Pod cgroup names: the kubelet names a pod's cgroup "pod" + its UID; with the systemd driver every
"-" of the name becomes "_" ("systemd treats - as a step in the hierarchy, we convert all - to _",
kubernetes/kubernetes pkg/kubelet/cm/cgroup_manager_linux.go, ConvertCgroupNameToSystemd).

The root is configurable (`--proc-root`): the DaemonSet mounts the host's /proc at /host/proc,
and tests point it at a fake tree."""
from __future__ import annotations

import os
import re
from dataclasses import asdict, dataclass

_UID = r"[0-9a-fA-F]{8}[-_][0-9a-fA-F]{4}[-_][0-9a-fA-F]{4}[-_][0-9a-fA-F]{4}[-_][0-9a-fA-F]{12}"
# static (mirror) pods use a 32-hex config hash as their UID
_POD = re.compile(r"(?:^|[/-])pod(" + _UID + r"|[0-9a-f]{32})(?:\.slice)?(?=/|$)")
_CONTAINER = re.compile(
    r"(?:^|/)(?P<prefix>cri-containerd-|crio-|docker-|libpod-)?(?P<id>[0-9a-f]{64})(?:\.scope)?$")
_CONMON = re.compile(r"crio-conmon-[0-9a-f]{64}\.scope$")
_RUNTIME = {"cri-containerd-": "containerd", "crio-": "cri-o", "docker-": "docker", "libpod-": "podman"}
STATE_NAMES = {"R": "running", "S": "sleeping", "D": "disk sleep", "T": "stopped", "t": "tracing stop",
               "Z": "zombie", "X": "dead", "I": "idle", "P": "parked", "W": "paging", "K": "wakekill"}


@dataclass
class ProcInfo:
    pid: int
    visible: bool                 # /proc/<pid> exists under this root
    state: str | None = None      # one letter from /proc/<pid>/status, e.g. "Z"
    state_name: str | None = None
    comm: str | None = None
    ppid: int | None = None       # parent (a zombie goes away when its parent reaps it)
    cgroup: str | None = None     # the cgroup path the mapping was read from
    container_id: str | None = None
    runtime: str | None = None    # containerd, cri-o, docker, podman, or None (cgroupfs names no runtime)
    pod_uid: str | None = None
    in_container: bool | None = None  # False: a host process; None: unknown

    def to_dict(self) -> dict:
        return asdict(self)


def parse_cgroup(text: str) -> dict:
    """The container id, runtime and pod UID named by a /proc/<pid>/cgroup file.
    Lines are `hierarchy-id:controllers:path`; the first path that names a pod or container wins
    (v1 repeats the same path per controller; v2 has the single `0::` line)."""
    paths: list[str] = []
    for line in text.splitlines():
        parts = line.strip().split(":", 2)
        if len(parts) == 3 and parts[2]:
            paths.append(_outside_namespace(parts[2]))
    best: dict | None = None
    for path in paths:
        found = _from_path(path)
        if found["pod_uid"] or found["container_id"]:
            if best is None or (found["pod_uid"] and not best["pod_uid"]):
                best = found
            if best["pod_uid"] and best["container_id"]:
                break
    if best is not None:
        best["in_container"] = True
        return best
    path = paths[0] if paths else None
    in_container = None
    if path is not None:
        in_container = False if path in ("/", "/init.scope") or path.startswith(("/system.slice", "/user.slice", "/init.scope")) else None
    return {"cgroup": path, "container_id": None, "runtime": None, "pod_uid": None, "in_container": in_container}


def _outside_namespace(path: str) -> str:
    """Inside a private cgroup namespace (the default for containers on cgroup v2, so for the
    DaemonSet agent) other processes' paths are relative to the agent's own cgroup:
    `0::/../../../system.slice/x.service`. Drop the leading `/..` so host slices and pod
    cgroups read the same as from the host."""
    while path.startswith("/.."):
        path = path[3:] or "/"
    return path


def _from_path(path: str) -> dict:
    clean = path.rstrip("/")
    pod = None
    for m in _POD.finditer(clean):
        pod = m.group(1).replace("_", "-")
    container = runtime = None
    if not _CONMON.search(clean):
        m = _CONTAINER.search(clean)
        if m:
            container = m.group("id")
            runtime = _RUNTIME.get(m.group("prefix") or "")
            if runtime is None and "/docker/" in clean + "/":
                runtime = "docker"
    return {"cgroup": path, "container_id": container, "runtime": runtime, "pod_uid": pod}


def parse_status(text: str) -> dict:
    """Name and State from /proc/<pid>/status ("State:\\tZ (zombie)")."""
    out: dict = {"state": None, "state_name": None, "comm": None, "ppid": None}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        value = value.strip()
        if key == "State" and value:
            out["state"] = value[0]
            m = re.search(r"\(([^)]*)\)", value)
            out["state_name"] = m.group(1) if m else STATE_NAMES.get(value[0])
        elif key == "Name":
            out["comm"] = value
        elif key == "PPid" and value.isdigit():
            out["ppid"] = int(value)
    return out


def _read(path: str) -> str | None:
    try:
        with open(path, "rb") as fh:
            return fh.read(1024 * 1024).decode("utf-8", "replace")
    except OSError:
        return None


def proc_info(pid: int, proc_root: str = "/proc") -> ProcInfo:
    base = os.path.join(proc_root, str(int(pid)))
    if not os.path.isdir(base):
        return ProcInfo(pid=int(pid), visible=False)
    info = ProcInfo(pid=int(pid), visible=True)
    status = _read(os.path.join(base, "status"))
    if status is not None:
        st = parse_status(status)
        info.state, info.state_name, info.comm, info.ppid = st["state"], st["state_name"], st["comm"], st["ppid"]
    if info.comm is None:
        comm = _read(os.path.join(base, "comm"))
        info.comm = comm.strip() if comm else None
    cgroup = _read(os.path.join(base, "cgroup"))
    if cgroup is not None:
        cg = parse_cgroup(cgroup)
        info.cgroup, info.container_id, info.runtime = cg["cgroup"], cg["container_id"], cg["runtime"]
        info.pod_uid, info.in_container = cg["pod_uid"], cg["in_container"]
    return info


def pid_namespace(proc_root: str = "/proc") -> str:
    """'host' when <root>/1 is the host's init (its cgroup is the root or init.scope),
    'container' when PID 1 sits in a pod/container cgroup (no hostPID: NVML's host PIDs will
    not resolve), else 'unknown'."""
    text = _read(os.path.join(proc_root, "1", "cgroup"))
    if text is None:
        return "unknown"
    cg = parse_cgroup(text)
    if cg["pod_uid"] or cg["container_id"]:
        return "container"
    if cg["in_container"] is False:
        return "host"
    return "unknown"


def process_name(pid: int, proc_root: str = "/proc") -> str | None:
    """argv[0] of a process (cmdline), else its comm."""
    base = os.path.join(proc_root, str(int(pid)))
    cmd = _read(os.path.join(base, "cmdline"))
    if cmd:
        first = cmd.split("\x00", 1)[0].strip()
        if first:
            return first
    comm = _read(os.path.join(base, "comm"))
    return comm.strip() if comm else None
