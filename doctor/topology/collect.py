"""The node agent's interconnect matrix, read through NVML (pynvml, nvidia-ml-py), in the shape
doctor.topology.matrix describes: what `nvidia-smi topo -m` shows for every GPU pair.

Per pair: nvmlDeviceGetTopologyCommonAncestor (nvmlGpuTopologyLevel_t: INTERNAL 0, SINGLE 10,
MULTIPLE 20, HOSTBRIDGE 30, NODE 40, SYSTEM 50 -> PIX, PIX, PXB, PHB, NODE, SYS). Per GPU and link:
nvmlDeviceGetNvLinkState (active?), nvmlDeviceGetNvLinkRemotePciInfo (the bus id at the far end)
and nvmlDeviceGetNvLinkRemoteDeviceType (GPU, IBMNPU, SWITCH). Links straight to another GPU count
for that pair; links to NVSwitches connect the GPU to every other GPU on the switches, so a pair
of switch-attached GPUs gets NV<the smaller number of active switch links> (what nvidia-smi shows
as NV12 on HGX A100 and NV18 on HGX H100). A far end NVML cannot identify is taken for an NVSwitch
(NCCL does the same: NVIDIA/nccl issue 1182). Any NVML error leaves that pair's PCIe path or
that link out; the matrix is null when no pair could be read."""
from __future__ import annotations

from .matrix import NVML_LEVEL

_SWITCH = 2   # NVML_NVLINK_DEVICE_TYPE_SWITCH
_GPU = 0      # NVML_NVLINK_DEVICE_TYPE_GPU


def _bus(value) -> str | None:
    if isinstance(value, (bytes, bytearray)):
        value = value.decode("ascii", "replace")
    if not isinstance(value, str) or ":" not in value:
        return None
    parts = value.strip().lower().split(":")
    try:
        if len(parts) == 3:
            return f"{int(parts[0], 16):04x}:{parts[1]}:{parts[2]}"
        return f"0000:{parts[0]}:{parts[1]}"
    except ValueError:
        return None


def interconnect(nv, handles: dict[int, object], errors: dict[str, str] | None = None) -> dict | None:
    """`handles`: GPU index -> NVML handle (GPUs NVML could open). Returns the topology object or None."""
    errors = errors if errors is not None else {}
    idx = sorted(handles)
    if len(idx) < 2:
        return None
    common = getattr(nv, "nvmlDeviceGetTopologyCommonAncestor", None)
    if common is None:
        errors["topology"] = "nvmlDeviceGetTopologyCommonAncestor not in this pynvml"
        return None
    bus: dict[int, str | None] = {}
    for i in idx:
        try:
            bus[i] = _bus(getattr(nv.nvmlDeviceGetPciInfo(handles[i]), "busId", None))
        except (nv.NVMLError, AttributeError):
            bus[i] = None
    by_bus = {b: i for i, b in bus.items() if b}
    direct: dict[tuple[int, int], int] = {}
    switch_links: dict[int, int] = {}
    state = getattr(nv, "nvmlDeviceGetNvLinkState", None)
    remote = getattr(nv, "nvmlDeviceGetNvLinkRemotePciInfo", None)
    rtype = getattr(nv, "nvmlDeviceGetNvLinkRemoteDeviceType", None)
    for i in idx:
        if state is None:
            break
        for link in range(int(getattr(nv, "NVML_NVLINK_MAX_LINKS", 18))):
            try:
                if not state(handles[i], link):
                    continue
            except nv.NVMLError:
                continue
            far = None
            try:
                far = _bus(getattr(remote(handles[i], link), "busId", None)) if remote else None
            except nv.NVMLError:
                far = None
            kind = None
            try:
                kind = rtype(handles[i], link) if rtype else None
            except nv.NVMLError:
                kind = None
            j = by_bus.get(far) if far else None
            if j is not None and j != i and kind in (None, _GPU):
                direct[(i, j)] = direct.get((i, j), 0) + 1
            else:
                switch_links[i] = switch_links.get(i, 0) + 1
    matrix: list[list[str]] = []
    read_any = False
    for a in idx:
        row = []
        for b in idx:
            if a == b:
                row.append("X")
                continue
            # each end counts its own links to the other; either end's count is the bonded set
            n = max(direct.get((a, b), 0), direct.get((b, a), 0))
            if not n and switch_links.get(a) and switch_links.get(b):
                n = min(switch_links[a], switch_links[b])
            try:
                level = common(handles[a], handles[b])
                pcie = NVML_LEVEL.get(int(level), "SYS" if int(level) > 50 else "PIX")
                read_any = True
            except nv.NVMLError as exc:
                errors["topology"] = str(exc)
                pcie = "?"
            row.append(f"NV{n}" if n else pcie)
        matrix.append(row)
    if not read_any and not direct and not switch_links:
        return None
    return {"source": "nvml", "gpus": idx, "matrix": matrix, "nics": {},
            "cpu_affinity": [None] * len(idx), "numa_affinity": [None] * len(idx)}


# ---- which GPUs each pod was given ---------------------------------------------------------
VISIBLE = b"NVIDIA_VISIBLE_DEVICES="


def visible_devices(pid: int, proc_root: str = "/proc") -> str | None:
    """The NVIDIA_VISIBLE_DEVICES value in /proc/<pid>/environ: with the device plugin's default
    envvar strategy it lists every GPU the container was allocated (UUIDs or indices), also the
    ones it runs nothing on. Only this one variable is read out of the environment; any error
    (no permission, process gone, another strategy) is None."""
    import os
    try:
        with open(os.path.join(proc_root, str(int(pid)), "environ"), "rb") as fh:
            data = fh.read(1 << 20)
    except (OSError, ValueError):
        return None
    for entry in data.split(b"\0"):
        if entry.startswith(VISIBLE):
            return entry[len(VISIBLE):].decode("ascii", "replace")[:4096]
    return None


def allocations(gpus: list[dict], proc_root: str = "/proc") -> list[dict]:
    """Per container with a process on a GPU: the GPU indices NVIDIA_VISIBLE_DEVICES gave it
    (one environ read per container). `all`, `none`, `void` and MIG or unknown IDs are left out."""
    by_uuid = {g.get("uuid"): g.get("index") for g in gpus if isinstance(g, dict) and g.get("uuid")}
    indices = {g.get("index") for g in gpus if isinstance(g, dict)}
    seen: set[str] = set()
    out = []
    for g in gpus:
        for p in (g.get("processes") or []) if isinstance(g, dict) else []:
            uid, cid = p.get("pod_uid"), p.get("container_id") or p.get("pid")
            if not uid or str(cid) in seen or not isinstance(p.get("pid"), int):
                continue
            value = visible_devices(p["pid"], proc_root)
            if value is None:
                continue
            seen.add(str(cid))
            got = []
            for item in value.split(","):
                item = item.strip()
                if item in by_uuid:
                    got.append(by_uuid[item])
                elif item.isdigit() and int(item) in indices:
                    got.append(int(item))
            if got:
                out.append({"pod_uid": uid, "container_id": p.get("container_id"), "gpus": sorted(set(got)),
                            "source": "NVIDIA_VISIBLE_DEVICES"})
    return out
