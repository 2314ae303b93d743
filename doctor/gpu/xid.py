"""NVIDIA's Xid catalogue: what each Xid code is and what NVIDIA says to do about it.

The table is the "Resolution Bucket (Immediate Action)" column of NVIDIA's Xid catalogue
(https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html, Ampere and newer) as
NVIDIA ships it in NVIDIA/NVSentinel
(distros/kubernetes/nvsentinel/charts/gpu-health-monitor/xiderrorsmapping.csv, commit
6f8b0fcfa8e502bdda78fabf96facef729a9285b). Descriptions of the codes on-call meets most come
from the same catalogue and from the NVIDIA device plugin's list of application Xids
(NVIDIA/k8s-device-plugin internal/rm/health.go). Sources per fact: doctor/gpu/REFERENCE.md.

One table for the whole tool: log signatures (doctor/signatures) and the hardware checks both
read `lookup`."""
from __future__ import annotations

from dataclasses import dataclass

# code -> (mnemonic, immediate-action bucket)
CATALOG: dict[int, tuple[str, str]] = {
    1: ('ROBUST_CHANNEL_FIFO_ERROR_FIFO_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    2: ('ROBUST_CHANNEL_FIFO_ERROR_SW_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    3: ('ROBUST_CHANNEL_FIFO_ERROR_UNK_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    4: ('ROBUST_CHANNEL_FIFO_ERROR_CHANNEL_BUSY', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    5: ('ROBUST_CHANNEL_FIFO_ERROR_RUNOUT_OVERFLOW', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    6: ('ROBUST_CHANNEL_FIFO_ERROR_PARSE_ERR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    7: ('ROBUST_CHANNEL_FIFO_ERROR_PTE_ERR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    8: ('ROBUST_CHANNEL_FIFO_ERROR_IDLE_TIMEOUT', 'RESTART_APP'),
    9: ('ROBUST_CHANNEL_GR_ERROR_INSTANCE', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    10: ('ROBUST_CHANNEL_GR_ERROR_SINGLE_STEP', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    11: ('ROBUST_CHANNEL_GR_ERROR_MISSING_HW', 'RESTART_APP'),
    12: ('ROBUST_CHANNEL_GR_ERROR_SW_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    13: ('ROBUST_CHANNEL_GR_EXCEPTION / ROBUST_CHANNEL_GR_ERROR_SW_NOTIFY', 'RESTART_APP'),
    14: ('ROBUST_CHANNEL_FAKE_ERROR', 'IGNORE'),
    15: ('ROBUST_CHANNEL_SCANLINE_TIMEOUT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    16: ('ROBUST_CHANNEL_VBLANK_CALLBACK_TIMEOUT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    17: ('ROBUST_CHANNEL_PARAMETER_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    18: ('ROBUST_CHANNEL_BUS_MASTER_TIMEOUT_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    19: ('ROBUST_CHANNEL_DISP_MISSED_NOTIFIER', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    20: ('ROBUST_CHANNEL_MPEG_ERROR_SW_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    21: ('ROBUST_CHANNEL_ME_ERROR_SW_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    22: ('ROBUST_CHANNEL_VP_ERROR_SW_METHOD', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    23: ('ROBUST_CHANNEL_RC_LOGGING_ENABLED', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    24: ('ROBUST_CHANNEL_GR_SEMAPHORE_TIMEOUT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    25: ('ROBUST_CHANNEL_GR_ILLEGAL_NOTIFY', 'RESTART_APP'),
    26: ('ROBUST_CHANNEL_FIFO_ERROR_FBISTATE_TIMEOUT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    27: ('ROBUST_CHANNEL_VP_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    28: ('ROBUST_CHANNEL_VP2_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    29: ('ROBUST_CHANNEL_BSP_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    30: ('ROBUST_CHANNEL_BAD_ADDR_ACCESS', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    31: ('ROBUST_CHANNEL_FIFO_ERROR_MMU_ERR_FLT', 'RESTART_APP'),
    32: ('ROBUST_CHANNEL_PBDMA_ERROR', 'RESTART_APP'),
    33: ('ROBUST_CHANNEL_SEC_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    34: ('ROBUST_CHANNEL_MSVLD_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    35: ('ROBUST_CHANNEL_MSPDEC_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    36: ('ROBUST_CHANNEL_MSPPP_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    37: ('ROBUST_CHANNEL_FECS_ERR_UNIMP_FIRMWARE_METHOD', 'IGNORE'),
    38: ('ROBUST_CHANNEL_FECS_ERR_WATCHDOG_TIMEOUT', 'IGNORE'),
    39: ('ROBUST_CHANNEL_CE0_ERROR', 'RESTART_APP'),
    40: ('ROBUST_CHANNEL_CE1_ERROR', 'RESTART_APP'),
    41: ('ROBUST_CHANNEL_CE2_ERROR', 'RESTART_APP'),
    42: ('ROBUST_CHANNEL_VIC_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    43: ('ROBUST_CHANNEL_RESETCHANNEL_VERIF_ERROR', 'IGNORE'),
    44: ('ROBUST_CHANNEL_GR_FAULT_DURING_CTXSW', 'IGNORE'),
    45: ('ROBUST_CHANNEL_PREEMPTIVE_REMOVAL', 'WORKFLOW_XID_45'),
    46: ('ROBUST_CHANNEL_GPU_TIMEOUT_ERROR', 'RESET_GPU'),
    47: ('ROBUST_CHANNEL_NVENC0_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    48: ('ROBUST_CHANNEL_GPU_ECC_DBE', 'WORKFLOW_XID_48'),
    49: ('SILENT_RUNNING_CONSTANT_LEVEL_SET_BY_REGISTRY', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    50: ('SILENT_RUNNING_LEVEL_TRANSITION_DUE_TO_RC_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    51: ('SILENT_RUNNING_STRESS_TEST_FAILURE', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    52: ('SILENT_RUNNING_LEVEL_TRANS_DUE_TO_TEMP_RISE', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    53: ('SILENT_RUNNING_TEMP_REDUCED_CLOCKING', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    54: ('SILENT_RUNNING_PWR_REDUCED_CLOCKING', 'CHECK_MECHANICALS'),
    55: ('SILENT_RUNNING_TEMPERATURE_READ_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    56: ('DISPLAY_CHANNEL_EXCEPTION', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    57: ('FB_LINK_TRAINING_FAILURE_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    58: ('FB_MEMORY_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    59: ('PMU_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    60: ('ROBUST_CHANNEL_SEC2_ERROR', 'RESTART_APP'),
    61: ('PMU_BREAKPOINT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    62: ('PMU_HALT_ERROR', 'RESET_GPU'),
    63: ('INFOROM_DRAM_RETIREMENT_EVENT', 'IGNORE'),
    64: ('INFOROM_DRAM_RETIREMENT_FAILURE', 'RESET_GPU'),
    65: ('ROBUST_CHANNEL_NVENC1_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    66: ('ROBUST_CHANNEL_FECS_ERR_REG_ACCESS_VIOLATION', 'IGNORE'),
    67: ('ROBUST_CHANNEL_FECS_ERR_VERIF_VIOLATION', 'IGNORE'),
    68: ('ROBUST_CHANNEL_NVDEC0_ERROR', 'RESTART_APP'),
    69: ('ROBUST_CHANNEL_GR_CLASS_ERROR', 'RESTART_APP'),
    70: ('ROBUST_CHANNEL_CE3_ERROR', 'RESTART_APP'),
    71: ('ROBUST_CHANNEL_CE4_ERROR', 'RESTART_APP'),
    72: ('ROBUST_CHANNEL_CE5_ERROR', 'RESTART_APP'),
    73: ('ROBUST_CHANNEL_NVENC2_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    74: ('NVLINK_ERROR', 'WORKFLOW_NVLINK_ERR'),
    75: ('ROBUST_CHANNEL_CE6_ERROR', 'RESTART_APP'),
    76: ('ROBUST_CHANNEL_CE7_ERROR', 'RESTART_APP'),
    77: ('ROBUST_CHANNEL_CE8_ERROR', 'RESTART_APP'),
    78: ('VGPU_START_ERROR', 'UPDATE_SWFW'),
    79: ('ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS', 'RESTART_BM'),
    80: ('PBDMA_PUSHBUFFER_CRC_MISMATCH', 'RESTART_APP'),
    81: ('ROBUST_CHANNEL_VGA_SUBSYSTEM_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    82: ('ROBUST_CHANNEL_NVJPG0_ERROR', 'RESTART_APP'),
    83: ('ROBUST_CHANNEL_NVDEC1_ERROR', 'RESTART_APP'),
    84: ('ROBUST_CHANNEL_NVDEC2_ERROR', 'RESTART_APP'),
    85: ('ROBUST_CHANNEL_CE9_ERROR', 'RESTART_APP'),
    86: ('ROBUST_CHANNEL_OFA0_ERROR', 'RESTART_APP'),
    87: ('NVTELEMETRY_DRIVER_REPORT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    88: ('ROBUST_CHANNEL_NVDEC3_ERROR', 'RESTART_APP'),
    89: ('ROBUST_CHANNEL_NVDEC4_ERROR', 'RESTART_APP'),
    90: ('LTC_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    91: ('RESERVED_XID', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    92: ('EXCESSIVE_SBE_INTERRUPTS', 'IGNORE'),
    93: ('INFOROM_ERASE_LIMIT_EXCEEDED', 'IGNORE'),
    94: ('ROBUST_CHANNEL_CONTAINED_ERROR', 'RESTART_APP'),
    95: ('ROBUST_CHANNEL_UNCONTAINED_ERROR', 'RESET_GPU'),
    96: ('ROBUST_CHANNEL_NVDEC5_ERROR', 'RESTART_APP'),
    97: ('ROBUST_CHANNEL_NVDEC6_ERROR', 'RESTART_APP'),
    98: ('ROBUST_CHANNEL_NVDEC7_ERROR', 'RESTART_APP'),
    99: ('ROBUST_CHANNEL_NVJPG1_ERROR', 'RESTART_APP'),
    100: ('ROBUST_CHANNEL_NVJPG2_ERROR', 'RESTART_APP'),
    101: ('ROBUST_CHANNEL_NVJPG3_ERROR', 'RESTART_APP'),
    102: ('ROBUST_CHANNEL_NVJPG4_ERROR', 'RESTART_APP'),
    103: ('ROBUST_CHANNEL_NVJPG5_ERROR', 'RESTART_APP'),
    104: ('ROBUST_CHANNEL_NVJPG6_ERROR', 'RESTART_APP'),
    105: ('ROBUST_CHANNEL_NVJPG7_ERROR', 'RESTART_APP'),
    106: ('SMBPBI_TEST_MESSAGE', 'IGNORE'),
    107: ('SMBPBI_TEST_MESSAGE_SILENT', 'IGNORE'),
    108: ('DESTINATION_FLA_TRANSLATION_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    109: ('ROBUST_CHANNEL_CTXSW_TIMEOUT_ERROR', 'RESET_GPU'),
    110: ('SEC_FAULT_ERROR', 'RESET_GPU'),
    111: ('BUNDLE_ERROR_EVENT', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    112: ('DISP_SUPERVISOR_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    113: ('DP_LT_FAILURE', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    114: ('HEAD_RG_UNDERFLOW', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    115: ('CORE_CHANNEL_REGS', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    116: ('WINDOW_CHANNEL_REGS', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    117: ('CURSOR_CHANNEL_REGS', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    118: ('HEAD_REGS', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    119: ('GSP_RPC_TIMEOUT', 'RESET_GPU'),
    120: ('GSP_ERROR', 'RESET_GPU'),
    121: ('C2C_ERROR', 'IGNORE'),
    122: ('SPI_PMU_RPC_READ_FAIL', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    123: ('SPI_PMU_RPC_WRITE_FAIL', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    124: ('SPI_PMU_RPC_ERASE_FAIL', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    125: ('INFOROM_FS_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    126: ('ROBUST_CHANNEL_CE10_ERROR', 'RESTART_APP'),
    127: ('ROBUST_CHANNEL_CE11_ERROR', 'RESTART_APP'),
    128: ('ROBUST_CHANNEL_CE12_ERROR', 'RESTART_APP'),
    129: ('ROBUST_CHANNEL_CE13_ERROR', 'RESTART_APP'),
    130: ('ROBUST_CHANNEL_CE14_ERROR', 'RESTART_APP'),
    131: ('ROBUST_CHANNEL_CE15_ERROR', 'RESTART_APP'),
    132: ('ROBUST_CHANNEL_CE16_ERROR', 'RESTART_APP'),
    133: ('ROBUST_CHANNEL_CE17_ERROR', 'RESTART_APP'),
    134: ('ROBUST_CHANNEL_CE18_ERROR', 'RESTART_APP'),
    135: ('ROBUST_CHANNEL_CE19_ERROR', 'RESTART_APP'),
    136: ('ALI_TRAINING_FAIL', 'RESET_GPU'),
    137: ('NVLINK_FLA_PRIV_ERR', 'IGNORE'),
    138: ('ROBUST_CHANNEL_DLA_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    139: ('ROBUST_CHANNEL_OFA1_ERROR', 'RESTART_APP'),
    140: ('UNRECOVERABLE_ECC_ERROR_ESCAPE', 'RESET_GPU'),
    141: ('ROBUST_CHANNEL_FAST_PATH_ERROR', 'IGNORE'),
    142: ('ROBUST_CHANNEL_NVENC3_ERROR', 'UNEXPECTED_ERR_REPORT_ISSUE'),
    143: ('GPU_INIT_ERROR', 'RESET_GPU'),
    144: ('NVLINK_SAW_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    145: ('NVLINK_RLW_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    146: ('NVLINK_TLW_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    147: ('NVLINK_TREX_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    148: ('NVLINK_NVLPW_CTRL_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    149: ('NVLINK_NETIR_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    150: ('NVLINK_MSE_ERROR', 'WORKFLOW_NVLINK5_ERR'),
    151: ('ROBUST_CHANNEL_KEY_ROTATION_ERROR', 'RESTART_VM'),
    152: ('ROBUST_CHANNEL_DLA_SMMU_ERROR', 'IGNORE'),
    153: ('ROBUST_CHANNEL_DLA_TIMEOUT', 'IGNORE'),
    154: ('GPU_RECOVERY_ACTION_CHANGED', 'XID_154'),
    155: ('NVLINK_SW_DEFINED_ERROR', 'RESET_GPU'),
    156: ('RESOURCE_RETIREMENT_EVENT', 'RESET_GPU'),
    157: ('RESOURCE_RETIREMENT_FAILURE', 'IGNORE'),
    158: ('GPU_FATAL_TIMEOUT', 'RESET_GPU'),
    159: ('ROBUST_CHANNEL_CHI_NON_DATA_ERROR', 'CHECK_UVM'),
    160: ('CHANNEL_RETIREMENT_EVENT', 'RESTART_BM'),
    161: ('CHANNEL_RETIREMENT_FAILURE', 'IGNORE'),
}

# plain-English meaning of the codes seen most in GPU clusters (NVIDIA Xid catalogue
# "Description" column; device plugin health.go comments for 13/31/43/45/68/109)
DESCRIPTIONS: dict[int, str] = {
    8: "GPU stopped processing (channel idle timeout)",
    11: "invalid or corrupted push buffer stream",
    13: "graphics engine exception (usually an application fault: out-of-range access, illegal instruction)",
    31: "GPU memory page fault (usually an application bug: illegal address)",
    32: "invalid or corrupted push buffer stream (PBDMA error)",
    38: "driver firmware watchdog timeout",
    43: "GPU stopped processing (the faulting channel was reset)",
    45: "preemptive cleanup, due to previous errors (a follow-on of another Xid)",
    46: "GPU stopped processing (GPU timeout)",
    48: "double-bit (uncorrectable) ECC error in GPU memory",
    54: "auxiliary power or clocking problem: reduced clocks (check power cabling)",
    61: "internal micro-controller breakpoint/warning",
    62: "internal micro-controller halt",
    63: "ECC page retirement or row-remapping recorded (reset the GPU to activate it)",
    64: "ECC page retirement or row-remapping failure",
    68: "video processor exception",
    69: "graphics engine class error",
    74: "NVLink error",
    79: "GPU has fallen off the bus (no longer reachable over PCIe)",
    92: "high single-bit ECC error rate",
    94: "contained ECC error (only the affected application was terminated)",
    95: "uncontained ECC error (every application on the GPU is affected)",
    109: "context switch timeout",
    119: "GSP RPC timeout (GPU System Processor firmware did not answer)",
    120: "GSP error (GPU System Processor firmware)",
    121: "C2C (chip-to-chip) link error",
    136: "NVLink link training (ALI) failed",
    140: "unrecoverable ECC error escaped containment",
    143: "GPU initialisation failed",
    154: "GPU recovery action changed (see the recovery action NVML reports)",
    155: "NVLink software-defined error",
    156: "resource retirement event",
    158: "GPU fatal timeout",
}

# bucket -> (what to do, severity, action class). Action classes order the urgency:
# rma > reboot_node > reset_gpu > restart_app > watch > none
BUCKETS: dict[str, tuple[str, str, str]] = {
    "RESTART_APP": ("Restart the application; the GPU stays usable. If the same Xid keeps coming back on this "
                    "GPU, drain the node and reset or replace the GPU.", "warning", "restart_app"),
    "RESET_GPU": ("Drain the GPU's workloads and reset the GPU (`nvidia-smi -r -i <index>` with no process on it, or "
                  "reboot the node); replace the GPU if the Xid comes back after the reset.", "critical", "reset_gpu"),
    "RESTART_BM": ("Drain the node and power-cycle it; if the Xid recurs after the reboot, the GPU (or its slot/riser) "
                   "is faulty: open an RMA.", "critical", "reboot_node"),
    "RESTART_VM": ("Drain the node and restart the VM.", "critical", "reboot_node"),
    "WORKFLOW_XID_48": ("Uncorrectable ECC error: drain the node and reset the GPU so the bad memory is retired/remapped; "
                        "check the remapped-rows / retired-pages state afterwards (a remapping failure means RMA).",
                        "critical", "reset_gpu"),
    "WORKFLOW_XID_45": ("Follow-on of an earlier error: act on the Xid that came before it on this GPU.", "warning", "restart_app"),
    "WORKFLOW_NVLINK_ERR": ("NVLink error: drain the node and reset the GPUs on the link; if the link does not come back, "
                            "check the NVLink/NVSwitch hardware with NVIDIA support.", "critical", "reset_gpu"),
    "WORKFLOW_NVLINK5_ERR": ("NVLink (5th gen) error: drain the node and reset the GPUs on the link; if the link does not "
                             "come back, check the NVLink/NVSwitch hardware with NVIDIA support.", "critical", "reset_gpu"),
    "UNEXPECTED_ERR_REPORT_ISSUE": ("Unexpected on this GPU generation: drain the node, collect nvidia-bug-report.sh and "
                                    "contact NVIDIA support.", "critical", "rma"),
    "CONTACT_SUPPORT": ("Drain the node, collect nvidia-bug-report.sh and contact NVIDIA support.", "critical", "rma"),
    "CHECK_MECHANICALS": ("Check the GPU's power cabling and cooling; drain the node before opening it.", "critical", "reboot_node"),
    "UPDATE_SWFW": ("Update the NVIDIA driver / GPU firmware.", "warning", "watch"),
    "CHECK_UVM": ("Check the application's unified-memory (UVM) use and the driver version.", "warning", "restart_app"),
    "XID_154": ("Follow the GPU recovery action the driver reports (`nvidia-smi -q | grep -i recovery`).", "warning", "reset_gpu"),
    "IGNORE": ("Informational: no action needed.", "info", "none"),
}
ACTION_RANK = {"none": 0, "watch": 1, "restart_app": 2, "reset_gpu": 3, "reboot_node": 4, "rma": 5}


@dataclass(frozen=True)
class Xid:
    code: int
    mnemonic: str | None      # None: not in the catalogue
    bucket: str | None
    description: str
    action: str
    severity: str             # critical / warning / info
    action_class: str         # rma, reboot_node, reset_gpu, restart_app, watch, none

    @property
    def hardware(self) -> bool:
        """NVIDIA's action is about the GPU or node, not the application."""
        return ACTION_RANK[self.action_class] >= ACTION_RANK["reset_gpu"]

    def label(self) -> str:
        return f"Xid {self.code} ({self.description})"


def lookup(code: int) -> Xid:
    mnemonic, bucket = CATALOG.get(code, (None, None))
    desc = DESCRIPTIONS.get(code) or (mnemonic.replace("ROBUST_CHANNEL_", "").replace("_", " ").lower()
                                      if mnemonic else "not in NVIDIA's Xid catalogue")
    if bucket in BUCKETS:
        action, severity, cls = BUCKETS[bucket]
    else:
        action, severity, cls = ("Not in the catalogue this tool carries (codes 1-161): look the code up in NVIDIA's "
                                 "Xid catalogue for the driver in use.", "warning", "watch")
    return Xid(code, mnemonic, bucket, desc, action, severity, cls)
