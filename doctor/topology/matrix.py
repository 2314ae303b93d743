"""The GPU interconnect matrix inside one node, as `nvidia-smi topo -m` prints it: per GPU pair the
best path between them (NV# = a bonded set of # NVLinks; else the PCIe path: PIX, PXB, PHB, NODE,
SYS). Read from NVML by the node agent (doctor.topology.collect) or parsed from `nvidia-smi topo -m`
text; stored in the node report (doctor.node/v1) as

    "topology": {"source": "nvml" | "nvidia-smi topo -m", "gpus": [0, 1, ...],
                 "matrix": [["X", "NV12", ...], ...], "nics": {"mlx5_0": ["PIX", ...]},
                 "cpu_affinity": ["0-23,48-71", ...], "numa_affinity": ["0", ...]}

and judged here: which GPUs a pod holds (its processes, mapped to the pod by the agent, and the
report's "allocations": the NVIDIA_VISIBLE_DEVICES each container was started with) and whether
a better-connected set of that size was free on the node."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

# legend order, best first (nvidia-smi's legend; "SOC" is the pre-2017 name of SYS)
PCIE_RANK = {"PIX": 2, "PXB": 3, "PHB": 4, "NODE": 5, "SYS": 6, "SOC": 6}
CPU_PATHS = ("NODE", "SYS", "SOC")           # the path crosses the CPU interconnect (host bridges / sockets)
LEGEND = {
    "X": "self",
    "SYS": "PCIe and the SMP interconnect between NUMA nodes (e.g. QPI/UPI)",
    "NODE": "PCIe and the interconnect between PCIe host bridges within a NUMA node",
    "PHB": "PCIe and a PCIe host bridge (typically the CPU)",
    "PXB": "multiple PCIe bridges (without the PCIe host bridge)",
    "PIX": "at most a single PCIe bridge",
    "NV#": "a bonded set of # NVLinks",
}
# NVML nvmlGpuTopologyLevel_t (nvml.h; pynvml NVML_TOPOLOGY_*) -> the legend nvidia-smi prints for it
NVML_LEVEL = {0: "PIX", 10: "PIX", 20: "PXB", 30: "PHB", 40: "NODE", 50: "SYS"}
_NV = re.compile(r"^NV(\d+)$")
_ROW = re.compile(r"^(GPU\d+)\b")


class TopologyParseError(ValueError):
    pass


def nvlinks(cell: str) -> int:
    m = _NV.match(str(cell or ""))
    return int(m.group(1)) if m else 0


def rank(cell: str) -> tuple[int, int]:
    """Sort key of one path, smaller is better: NVLink (more links first), then PIX < PXB < PHB <
    NODE < SYS; unknown text last."""
    cell = str(cell or "").strip()
    if cell == "X":
        return (0, 0)
    n = nvlinks(cell)
    if n:
        return (1, -n)
    return (PCIE_RANK.get(cell, 7), 0)


def parse_topo_m(text: str, source: str = "nvidia-smi topo -m") -> dict:
    """`nvidia-smi topo -m` output (tab- or space-separated, with or without NIC columns, CPU/NUMA
    affinity and GPU NUMA ID columns, legend) -> the report's "topology" object."""
    lines = [ln.rstrip("\r") for ln in text.splitlines()]
    header_at = next((i for i, ln in enumerate(lines) if re.match(r"^\s+GPU0\b", ln.expandtabs())), None)
    if header_at is None:
        raise TopologyParseError("no `nvidia-smi topo -m` matrix found (a header line starting with GPU0)")
    tokens = lines[header_at].split()
    devices: list[str] = []
    for tok in tokens:
        if tok == "CPU":
            break
        devices.append(tok)
    gpus = [d for d in devices if re.fullmatch(r"GPU\d+", d)]
    if not gpus:
        raise TopologyParseError("the matrix header names no GPU columns")
    rows: dict[str, list[str]] = {}
    cpu: dict[str, str | None] = {}
    numa: dict[str, str | None] = {}
    for ln in lines[header_at + 1:]:
        stripped = ln.strip()
        if not stripped or stripped.startswith("Legend"):
            if rows:
                break
            continue
        m = _ROW.match(stripped)
        if not m:
            continue
        cells = stripped.split()
        name = m.group(1)
        if len(cells) < 1 + len(devices):
            raise TopologyParseError(f"row {name}: {len(cells) - 1} cells for {len(devices)} columns")
        rows[name] = cells[1:1 + len(devices)]
        rest = cells[1 + len(devices):]
        cpu[name] = rest[0] if len(rest) > 0 else None
        numa[name] = rest[1] if len(rest) > 1 else None
    missing = [g for g in gpus if g not in rows]
    if missing:
        raise TopologyParseError(f"no row for {', '.join(missing)}")
    matrix, nics = [], {d: [] for d in devices if d not in gpus}
    for g in gpus:
        row = dict(zip(devices, rows[g]))
        matrix.append([row[h] for h in gpus])
        for d in nics:
            nics[d].append(row[d])
    for i, g in enumerate(gpus):
        if matrix[i][i] != "X":
            raise TopologyParseError(f"{g} against itself reads {matrix[i][i]!r}, expected X")
        for j in range(len(gpus)):
            if i != j and rank(matrix[i][j])[0] == 7:
                raise TopologyParseError(f"{g}/{gpus[j]}: unknown path {matrix[i][j]!r}")
    return {"source": source, "gpus": [int(g[3:]) for g in gpus], "matrix": matrix, "nics": nics,
            "cpu_affinity": [cpu[g] for g in gpus], "numa_affinity": [numa[g] for g in gpus]}


def valid(topology) -> bool:
    """A report's topology object shaped as this module writes it (hostile input reads as none)."""
    if not isinstance(topology, dict):
        return False
    gpus, matrix = topology.get("gpus"), topology.get("matrix")
    if not isinstance(gpus, list) or not isinstance(matrix, list) or len(gpus) != len(matrix) or not gpus:
        return False
    if not all(isinstance(g, int) and not isinstance(g, bool) for g in gpus):
        return False
    return all(isinstance(r, list) and len(r) == len(gpus) and all(isinstance(c, str) for c in r) for r in matrix)


@dataclass
class Placement:
    node: str
    pod_uid: str
    gpus: list[int]                 # GPU indices the pod holds (its processes' GPUs)
    worst: str                      # the worst path between two of them
    worst_pair: tuple[int, int]
    better: list[int] | None        # a free set of the same size with a better worst path
    better_worst: str | None
    free: list[int]                 # GPUs no other pod's process is on (the pool searched)


def path(topology: dict, a: int, b: int) -> str:
    pos = {g: i for i, g in enumerate(topology["gpus"])}
    return topology["matrix"][pos[a]][pos[b]]


def worst_of(topology: dict, gpus: list[int]) -> tuple[str, tuple[int, int]]:
    worst, pair = "X", (gpus[0], gpus[0])
    for a, b in itertools.combinations(gpus, 2):
        p = path(topology, a, b)
        if rank(p) > rank(worst):
            worst, pair = p, (a, b)
    return worst, pair


def best_set(topology: dict, pool: list[int], k: int, limit: int = 20000) -> tuple[list[int], str] | None:
    """The k-subset of `pool` whose worst path is best (ties: lower indices). None when the pool is
    smaller than k or the search would exceed `limit` subsets (more than 16 GPUs)."""
    if len(pool) < k or k < 2:
        return None
    from math import comb
    if comb(len(pool), k) > limit:
        return None
    best = None
    for combo in itertools.combinations(sorted(pool), k):
        w, _ = worst_of(topology, list(combo))
        if best is None or rank(w) < rank(best[1]):
            best = (list(combo), w)
    return best


def placements(node: str, report: dict) -> list[Placement]:
    """Per pod holding 2+ GPUs of this node (by its processes): its worst path and, when that path
    crosses the CPU interconnect (NODE / SYS), the best-connected free set of the same size."""
    topo = report.get("topology")
    if not valid(topo):
        return []
    known = set(topo["gpus"])
    by_pod: dict[str, set[int]] = {}
    busy: dict[int, set[str]] = {}
    for g in report.get("gpus") or []:
        if not isinstance(g, dict) or not isinstance(g.get("index"), int) or g["index"] not in known:
            continue
        for p in g.get("processes") or []:
            uid = p.get("pod_uid") if isinstance(p, dict) else None
            owner = uid if isinstance(uid, str) and uid else f"pid:{p.get('pid')}" if isinstance(p, dict) else "?"
            busy.setdefault(g["index"], set()).add(owner)
            if isinstance(uid, str) and uid:
                by_pod.setdefault(uid, set()).add(g["index"])
    for a in report.get("allocations") or []:
        # GPUs the device plugin gave a container (NVIDIA_VISIBLE_DEVICES), used or not
        uid = a.get("pod_uid") if isinstance(a, dict) else None
        if not isinstance(uid, str) or not uid or not isinstance(a.get("gpus"), list):
            continue
        for i in a["gpus"]:
            if isinstance(i, int) and i in known:
                busy.setdefault(i, set()).add(uid)
                by_pod.setdefault(uid, set()).add(i)
    lost = {g.get("index") for g in report.get("gpus") or [] if isinstance(g, dict) and g.get("error")}
    out = []
    for uid, held in sorted(by_pod.items()):
        if len(held) < 2:
            continue
        gpus = sorted(held)
        worst, pair = worst_of(topo, gpus)
        pool = [g for g in topo["gpus"] if g not in lost and (g in held or not (busy.get(g, set()) - {uid}))]
        better = None
        if worst in CPU_PATHS:
            found = best_set(topo, pool, len(gpus))
            if found is not None and rank(found[1]) < rank(worst):
                better = found
        out.append(Placement(node, uid, gpus, worst, pair, better[0] if better else None,
                             better[1] if better else None, sorted(set(pool) - held)))
    return out


__all__ = ["CPU_PATHS", "LEGEND", "NVML_LEVEL", "Placement", "TopologyParseError", "best_set", "nvlinks",
           "parse_topo_m", "path", "placements", "rank", "valid", "worst_of"]
