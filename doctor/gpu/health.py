"""Per-GPU hardware health from a node GPU report (doctor.node/v1, built from NVML or from
`nvidia-smi -q -x`): Xid events, uncorrectable ECC errors, row remapping, retired pages, a GPU
NVML lost, NVLink links down, hardware clock slowdowns. Also the NVIDIA device plugin's
`XidCriticalError ... marking device as unhealthy` log lines.

Domain facts only (no Check classes, no rendering): `gpu_issues(gpu)` is what both the
hardware check and `doctor node` show. Every fact and the action for it is cited in
doctor/gpu/REFERENCE.md."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..kube.guards import D as _d, L as _l
from ..model import json_pointer
from .xid import ACTION_RANK, lookup

SEVERITY_RANK = {"info": 1, "warning": 2, "critical": 3}

# clock event (throttle) reasons that mean the hardware slowed the GPU down. sw_power_cap
# (the board at its power limit) and gpu_idle are normal and not reported.
SLOWDOWN_REASONS = {
    "hw_slowdown": "hardware slowdown (HW_SLOWDOWN: thermal or power-brake assertion by the board)",
    "hw_thermal_slowdown": "hardware thermal slowdown (the GPU is too hot)",
    "hw_power_brake_slowdown": "hardware power-brake slowdown (external power brake asserted, e.g. the PSU)",
    "sw_thermal_slowdown": "software thermal slowdown (the driver lowered clocks to cool the GPU)",
}

# NVIDIA/k8s-device-plugin internal/rm/health.go (klog line) and server.go
DEVICE_PLUGIN_XID = re.compile(r"XidCriticalError: Xid=(?P<xid>\d+) on Device=(?P<device>[\w./:-]+); marking device as unhealthy")
DEVICE_PLUGIN_UNHEALTHY = re.compile(r"'(?P<resource>[\w./-]+)' device marked unhealthy: (?P<device>[\w./:-]+)")
_LOST = re.compile(r"(?i)gpu is lost|unknown error|gpu requires reset|reset required")


@dataclass
class Issue:
    kind: str                  # xid, ecc_uncorrectable, ecc_uncorrectable_history, remap_failed, remap_pending,
                               # retirement_pending, gpu_lost, nvlink_down, clock_slowdown
    severity: str              # critical / warning / info
    title: str                 # one line, names the fault
    detail: str                # plain English: what it means
    action: str                # what to do
    action_class: str          # rma, reboot_node, reset_gpu, restart_app, watch, none
    pointer: str | None = None     # JSON Pointer into the node report
    value: Any = None
    source: str = "node GPU report"
    xid: int | None = None

    def to_dict(self) -> dict:
        return {"kind": self.kind, "severity": self.severity, "title": self.title, "detail": self.detail,
                "action": self.action, "action_class": self.action_class, "pointer": self.pointer,
                "value": self.value, "source": self.source, "xid": self.xid}


@dataclass
class GpuHealth:
    index: Any
    uuid: str | None
    name: str | None
    issues: list[Issue] = field(default_factory=list)

    @property
    def worst(self) -> Issue | None:
        return max(self.issues, key=lambda i: (SEVERITY_RANK[i.severity], ACTION_RANK[i.action_class]), default=None)

    @property
    def severity(self) -> str | None:
        return self.worst.severity if self.issues else None

    @property
    def action_class(self) -> str:
        return max((i.action_class for i in self.issues), key=lambda a: ACTION_RANK[a], default="none")


def _int(v) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def xid_issues(codes: list[tuple[int, Any, str | None, str, str | None]]) -> list[Issue]:
    """[(xid, value at the pointer, pointer, source, when)] -> one issue per distinct code (the newest
    occurrence kept as the evidence), with the count."""
    by_code: dict[int, list] = {}
    for code, value, pointer, source, at in codes:
        by_code.setdefault(code, []).append((value, pointer, source, at))
    out = []
    for code, seen in by_code.items():
        x = lookup(code)
        value, pointer, source, at = seen[-1]
        times = f" ({len(seen)} times" + (f", last at {at}" if at else "") + ")" if len(seen) > 1 else \
            (f" (at {at})" if at else "")
        out.append(Issue("xid", x.severity, f"{x.label()}{times}",
                         f"NVIDIA's Xid catalogue: {x.mnemonic or 'unknown code'}, action bucket "
                         f"{x.bucket or 'unknown'}.", x.action, x.action_class, pointer, value, source, code))
    return out


def gpu_issues(gpu: dict, gi: int) -> list[Issue]:
    """Every health problem the report shows for one GPU (`gi` = its position in report.gpus)."""
    issues: list[Issue] = []
    ptr = lambda *f: json_pointer("gpus", gi, *f)  # noqa: E731

    err = gpu.get("error")
    if isinstance(err, str) and err and (gpu.get("uuid") is None or gpu.get("uuid_source") or _LOST.search(err)):
        issues.append(Issue(
            "gpu_lost", "critical", "NVML cannot reach this GPU" + (" (GPU is lost)" if "lost" in err.lower() else ""),
            f"NVML returned \"{err}\" for this GPU: it fell off the bus or hung (the kernel log usually shows Xid 79 "
            "or 'GPU has fallen off the bus'). Every process on it has failed.",
            "Drain the node and reboot it (a GPU NVML reports as lost needs a reboot); if it happens again, "
            "the GPU, its riser or slot is faulty: open an RMA.", "reboot_node", ptr("error"), err))

    xid = _d(gpu.get("xid"))
    events = [e for e in _l(xid.get("events")) if isinstance(e, dict) and _int(e.get("xid")) is not None]
    if events:
        issues.extend(xid_issues([(e["xid"], e["xid"], ptr("xid", "events", i, "xid"), "node GPU report (NVML Xid events)",
                                   e.get("at") if isinstance(e.get("at"), str) else None)
                                  for i, e in enumerate(_l(xid.get("events")))
                                  if isinstance(e, dict) and _int(e.get("xid")) is not None]))

    ecc = _d(gpu.get("ecc"))
    vol, agg = _int(ecc.get("volatile_uncorrected")), _int(ecc.get("aggregate_uncorrected"))
    if vol:
        issues.append(Issue(
            "ecc_uncorrectable", "critical", f"{vol} uncorrectable (double-bit) ECC error(s) since the driver loaded",
            "Volatile uncorrectable ECC count is above 0: GPU memory returned data it could not correct; the "
            "applications that touched it were killed (Xid 48/94/95).",
            "Drain the node and reset the GPU so the failing memory is retired/remapped; if remapping failed or "
            "errors keep coming, replace the GPU (RMA).", "reset_gpu", ptr("ecc", "volatile_uncorrected"), vol))
    elif agg:
        issues.append(Issue(
            "ecc_uncorrectable_history", "info", f"{agg} uncorrectable ECC error(s) in this GPU's lifetime (none since the driver loaded)",
            "The aggregate (lifetime) uncorrectable ECC count is above 0 but the volatile count is 0: the errors "
            "are history and the memory was retired/remapped.", "Nothing now; watch the volatile count.", "watch",
            ptr("ecc", "aggregate_uncorrected"), agg))

    rows = _d(gpu.get("remapped_rows"))
    if rows.get("failure") is True:
        issues.append(Issue(
            "remap_failed", "critical", "row remapping failed",
            "The GPU ran out of spare memory rows or could not remap a failing row (NVML "
            "nvmlDeviceGetRemappedRows failureOccurred); NVIDIA's memory-error policy treats this as an RMA case.",
            "Drain the node and replace the GPU (RMA); until then keep workloads off it.", "rma",
            ptr("remapped_rows", "failure"), True))
    if rows.get("pending") is True:
        issues.append(Issue(
            "remap_pending", "warning", "row remapping pending: the GPU needs a reset",
            "A failing memory row is marked for remapping; the remap takes effect at the next GPU reset "
            "(running work is protected by error containment meanwhile).",
            "Drain the GPU's workloads and reset the GPU (`nvidia-smi -r`) or reboot the node to activate the remap.",
            "reset_gpu", ptr("remapped_rows", "pending"), True))

    pages = _d(gpu.get("retired_pages"))
    if pages.get("pending") is True:
        issues.append(Issue(
            "retirement_pending", "warning", "retired GPU memory page(s) pending: reload the driver to activate",
            "Pages with ECC errors are marked for retirement; they are retired when the driver reloads (Xid 63).",
            "Drain the node and reset the GPU or reboot the node so the retirement takes effect.", "reset_gpu",
            ptr("retired_pages", "pending"), True))

    links = [lk for lk in _l(_d(gpu.get("nvlink")).get("links")) if isinstance(lk, dict)]
    up = [lk for lk in links if lk.get("active") is True]
    down = [(i, lk) for i, lk in enumerate(links) if lk.get("active") is False]
    if up and down:
        names = ", ".join(str(lk.get("link")) for _, lk in down)
        issues.append(Issue(
            "nvlink_down", "warning", f"{len(down)} of {len(links)} NVLink link(s) down (link {names})",
            "Some NVLink links of this GPU are inactive while others are up: traffic falls back to PCIe or "
            "fails (NCCL hangs/slowdowns); usually Xid 74 in the kernel log.",
            "Drain the node and reset the GPUs (or reboot); if the link stays down, check the NVLink/NVSwitch "
            "hardware with NVIDIA support.", "reset_gpu", ptr("nvlink", "links", down[0][0], "active"), False))

    reasons = _l(gpu.get("clocks_event_reasons"))
    slow = [r for r in reasons if r in SLOWDOWN_REASONS]
    if slow:
        issues.append(Issue(
            "clock_slowdown", "warning", "clocks slowed down by the hardware: " + ", ".join(slow),
            "; ".join(SLOWDOWN_REASONS[r] for r in slow) + ". The GPU runs at reduced clocks; training steps get "
            "slower and collective operations wait for this GPU.",
            "Check the node's cooling (fans, inlet temperature) and power supply; `nvidia-smi -q -d PERFORMANCE,"
            "TEMPERATURE,POWER` on the node shows which limit is hit.", "watch",
            ptr("clocks_event_reasons"), list(reasons)))   # the whole list at the pointer, as recorded
    return issues


def report_health(report: dict) -> list[GpuHealth]:
    """GpuHealth for every GPU of a node report (empty issues where healthy)."""
    out = []
    for gi, gpu in enumerate(_l(report.get("gpus") if isinstance(report, dict) else None)):
        if not isinstance(gpu, dict):
            continue
        out.append(GpuHealth(gpu.get("index"), gpu.get("uuid") if isinstance(gpu.get("uuid"), str) else None,
                             gpu.get("name") if isinstance(gpu.get("name"), str) else None, gpu_issues(gpu, gi)))
    return out


@dataclass(frozen=True)
class PluginXid:
    xid: int
    device: str        # GPU UUID (or MIG device UUID) the plugin named
    line: str
    line_number: int


def device_plugin_xids(text: str | None) -> list[PluginXid]:
    """The device plugin's `XidCriticalError: Xid=48 on Device=GPU-...; marking device as unhealthy.` lines."""
    out: list[PluginXid] = []
    if not text:
        return out
    for n, line in enumerate(text.splitlines(), 1):
        if "XidCriticalError" not in line:
            continue
        m = DEVICE_PLUGIN_XID.search(line)
        if m:
            out.append(PluginXid(int(m.group("xid")), m.group("device"), line.strip()[:500], n))
    return out
