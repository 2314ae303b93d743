"""GPU health signals that other tools write on Node objects: conditions, taints and labels.

Read (sources in doctor/gpu/REFERENCE.md, section "Health signals"):
- NVSentinel (NVIDIA/NVSentinel docs/INTEGRATIONS.md): conditions `Gpu*Watch`, `GpuXidError`,
  `SysLogsXIDError`, `SysLogsSXIDError`, `SysLogsGPUFallenOff`, `NVSwitchFatalError`,
  `NVSwitchDown`, `NVSwitchNonFatalError`, `DCGMError` (status True = fault; message
  "[codes] description - RecommendedAction: ACTION"), its state label
  `dgxc.nvidia.com/nvsentinel-state`, and the taints its rulesets put on (user-configured, e.g.
  `nvidia.com/gpu-xid-error=true:NoSchedule`).
- EKS node monitoring agent (aws/eks-node-monitoring-agent pkg/reasons): condition
  `AcceleratedHardwareReady` False with reasons such as `NvidiaXID79Error`, `NvidiaDoubleBitError`,
  `NvidiaNVLinkError`, `NvidiaDeviceCountMismatch`, `DCGMError`.
- Google cluster-health-scanner (GoogleCloudPlatform/cluster-health-scanner): result labels
  `aiinfra/<test>-healthcheck-result=fail`, `aiinfra/reboot-required=true` (its taint
  `aiinfra/gpu-healthcheck=failed:NoSchedule` is caught by the GPU-taint rule).
- Anything else that looks like a GPU condition (node-problem-detector custom plugins and the
  like): a type naming gpu/nvidia/xid/nvlink/nvswitch/dcgm/accelerator that is unhealthy by the
  usual convention (a `...Ready`/`...Healthy` type False, any other problem type True) is
  reported generically, never ignored."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..kube.guards import D as _d, L as _l
from ..model import json_pointer
from .xid import lookup

NVSENTINEL_CONDITIONS = {
    "GpuMemWatch": "GPU memory failure (ECC errors, faulty memory) reported by DCGM",
    "GpuThermalWatch": "thermal throttling or temperature violation reported by DCGM",
    "GpuPcieWatch": "PCIe link problem (replay rate, bandwidth) reported by DCGM",
    "GpuPowerWatch": "power problem reported by DCGM",
    "GpuInforomWatch": "InfoROM corruption reported by DCGM",
    "GpuSmWatch": "streaming multiprocessor errors reported by DCGM",
    "GpuNvlinkWatch": "NVLink connection failure reported by DCGM",
    "GpuMcuWatch": "micro-controller unit errors reported by DCGM",
    "GpuPmuWatch": "power management unit errors reported by DCGM",
    "GpuDriverWatch": "GPU driver errors reported by DCGM",
    "GpuCpusetWatch": "CPU affinity problem reported by DCGM",
    "GpuAllWatch": "GPU failure reported by DCGM (all-watches group)",
    "GpuXidError": "Xid error reported by DCGM",
    "GpuNvswitchFatalWatch": "fatal NVSwitch error reported by DCGM",
    "SysLogsXIDError": "GPU Xid error found in the node's kernel log",
    "SysLogsSXIDError": "NVSwitch SXid error found in the node's kernel log",
    "SysLogsGPUFallenOff": "a GPU fell off the bus (kernel log)",
    "NVSwitchFatalError": "fatal NVSwitch hardware error",
    "NVSwitchDown": "an NVSwitch is unavailable",
    "NVSwitchNonFatalError": "non-fatal NVSwitch errors",
    "DCGMError": "the DCGM daemon or its API failed: GPU health cannot be watched on this node",
}
NVSENTINEL_STATE = "dgxc.nvidia.com/nvsentinel-state"
EKS_CONDITION = "AcceleratedHardwareReady"
EKS_REASONS = {
    "NvidiaDoubleBitError": "uncorrectable (double-bit) ECC error",
    "NvidiaNVLinkError": "NVLink error",
    "NvidiaPCIeError": "PCIe error",
    "NvidiaPageRetirement": "GPU memory page retirement",
    "NvidiaPowerError": "GPU power error",
    "NvidiaThermalError": "GPU thermal error",
    "NvidiaDeviceCountMismatch": "fewer NVIDIA GPUs visible than the instance type has",
    "NvidiaNCCLError": "NCCL error",
    "DCGMError": "DCGM (nv-hostengine) unreachable or failing",
    "DCGMDiagnosticFailure": "a DCGM diagnostic failed",
}
_EKS_XID = re.compile(r"^NvidiaXID(?P<xid>\d+)(?P<kind>Error|Warning)$")
_GPU_WORDS = re.compile(r"(?i)gpu|nvidia|xid|nvlink|nvswitch|dcgm|accelerat|cuda")
_HEALTHY_SUFFIX = ("Ready", "Healthy", "OK", "Ok", "Available", "Up")
_ACTION = re.compile(r"RecommendedAction:\s*(?P<action>[A-Z_]+)")
_CODES = re.compile(r"^\s*\[(?P<codes>[^\]]*)\]")
# an Xid named in a condition message: the kernel's "NVRM: Xid (PCI:...): 48," or NVSentinel's "ErrorCode:48"
_MSG_XID = re.compile(r"Xid \([^)]*\): (?P<a>\d+)|ErrorCode:(?P<b>\d+)")
# NVSentinel RecommendedAction names (docs/INTEGRATIONS.md) in plain English
NVSENTINEL_ACTIONS = {
    "COMPONENT_RESET": "reset the GPU (or the driver)",
    "RESTART_VM": "reboot the VM",
    "RESTART_BM": "reboot the bare-metal node",
    "REPLACE_VM": "terminate and replace the VM",
    "CONTACT_SUPPORT": "manual investigation / contact support",
    "NONE": "no action (informational)",
}


def message_xid(message: str | None) -> int | None:
    m = _MSG_XID.search(message or "")
    if not m:
        return None
    return int(m.group("a") or m.group("b"))
# Google cluster-health-scanner (GoogleCloudPlatform/cluster-health-scanner): result labels
# aiinfra/<test>-healthcheck-result = pass|fail, aiinfra/reboot-required=true, taint aiinfra/gpu-healthcheck=failed
CHS_PREFIX = "aiinfra/"
_CHS_RESULT = re.compile(r"^aiinfra/(?P<test>[a-z0-9]+)-healthcheck-result$")
CHS_REBOOT = "aiinfra/reboot-required"
CHS_TESTS = {"gpu": "the DCGM GPU diagnostic (dcgmi diag)", "nccl": "the NCCL bandwidth health check",
             "neper": "the neper network health check", "tinymax": "the tinymax health check"}
# the standard taint GKE/AKS/operators put on dedicated GPU nodes: not a health signal
DEDICATED_TAINTS = {"nvidia.com/gpu", "amd.com/gpu"}
KUBELET_CONDITIONS = {"Ready", "MemoryPressure", "DiskPressure", "PIDPressure", "NetworkUnavailable"}


@dataclass
class Signal:
    source: str            # "NVSentinel", "EKS node monitoring agent", "node condition", "node taint", ...
    kind: str              # condition, taint, label
    name: str              # condition type / taint key / label key
    unhealthy: bool
    severity: str          # critical / warning / info
    meaning: str
    pointer: str
    value: Any
    reason: str | None = None
    message: str | None = None
    action: str | None = None     # the tool's own recommended action, when it gives one
    xid: int | None = None

    @property
    def key(self) -> str:
        return f"{self.kind}|{self.name}"


def _condition_signal(i: int, c: dict) -> Signal | None:
    ctype, status = c.get("type"), c.get("status")
    if not isinstance(ctype, str) or ctype in KUBELET_CONDITIONS:
        return None
    reason = c.get("reason") if isinstance(c.get("reason"), str) else None
    message = c.get("message") if isinstance(c.get("message"), str) else None
    ptr = json_pointer("status", "conditions", i, "status")
    if ctype in NVSENTINEL_CONDITIONS:
        m = _ACTION.search(message or "")
        return Signal("NVSentinel", "condition", ctype, status == "True",
                      "critical" if ctype not in ("NVSwitchNonFatalError",) else "warning",
                      NVSENTINEL_CONDITIONS[ctype], ptr, status, reason, message, m.group("action") if m else None,
                      message_xid(message))
    if ctype == EKS_CONDITION:
        xid = None
        meaning = EKS_REASONS.get(reason or "", "accelerated hardware (GPU) unhealthy")
        m = _EKS_XID.match(reason or "")
        if m:
            xid = int(m.group("xid"))
            meaning = lookup(xid).label()
        return Signal("EKS node monitoring agent", "condition", ctype, status == "False", "critical",
                      meaning, ptr, status, reason, message, None, xid)
    if not _GPU_WORDS.search(ctype):
        return None
    healthy_when_true = ctype.endswith(_HEALTHY_SUFFIX)
    unhealthy = (status == "False") if healthy_when_true else (status == "True")
    return Signal("node condition", "condition", ctype, unhealthy, "warning",
                  f"GPU-related node condition {ctype} is {status} (set by a node health monitor such as "
                  "node-problem-detector)", ptr, status, reason, message, None, message_xid(message))


def node_signals(node: dict) -> list[Signal]:
    """Every GPU health signal on a Node (healthy ones included, `unhealthy` says which)."""
    out: list[Signal] = []
    if not isinstance(node, dict):
        return out
    for i, c in enumerate(_l(_d(node.get("status")).get("conditions"))):
        if isinstance(c, dict):
            s = _condition_signal(i, c)
            if s is not None:
                out.append(s)
    for i, t in enumerate(_l(_d(node.get("spec")).get("taints"))):
        if not isinstance(t, dict) or not isinstance(t.get("key"), str):
            continue
        key = t["key"]
        if key in DEDICATED_TAINTS or not _GPU_WORDS.search(key) or t.get("effect") not in ("NoSchedule", "NoExecute"):
            continue
        out.append(Signal("node taint", "taint", key, True, "warning",
                          f"taint {key}={t.get('value') or ''}:{t.get('effect')} keeps pods without a matching "
                          "toleration off the node (put there by a GPU health tool or an operator)",
                          json_pointer("spec", "taints", i), t))
    lab = _d(_d(node.get("metadata")).get("labels"))
    for key in sorted(k for k in lab if isinstance(k, str) and k.startswith(CHS_PREFIX)):
        value = lab[key]
        m = _CHS_RESULT.match(key)
        if m and value == "fail":
            test = m.group("test")
            out.append(Signal("Google cluster-health-scanner", "label", key, True,
                              "critical" if test == "gpu" else "warning",
                              CHS_TESTS.get(test, f"the {test} health check") + " failed on this node",
                              json_pointer("metadata", "labels", key), value))
        elif key == CHS_REBOOT and value == "true":
            out.append(Signal("Google cluster-health-scanner", "label", key, True, "critical",
                              "reboot required: nvidia-smi showed uncorrected volatile ECC errors or fewer GPUs than the "
                              "machine has", json_pointer("metadata", "labels", key), value))
    state = lab.get(NVSENTINEL_STATE)
    if isinstance(state, str) and state:
        bad = "fail" in state
        out.append(Signal("NVSentinel", "label", NVSENTINEL_STATE, state != "remediation-succeeded",
                          "critical" if bad else "warning",
                          f"NVSentinel remediation state is {state}"
                          + (" (a terminal failure state: needs manual intervention)" if bad else ""),
                          json_pointer("metadata", "labels", NVSENTINEL_STATE), state))
    return out


def parse_codes(message: str | None) -> list[str]:
    """'[DCGM_FR_FAULTY_MEMORY, X] text - RecommendedAction: Y' -> ['DCGM_FR_FAULTY_MEMORY', 'X']."""
    m = _CODES.match(message or "")
    return [c.strip() for c in m.group("codes").split(",") if c.strip()] if m else []
