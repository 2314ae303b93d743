"""GPU hardware faults as the kernel and CUDA report them: NVIDIA Xid messages (NVRM), GPUs that
fell off the bus, uncorrectable ECC errors and row remapping, missing Fabric Manager on NVSwitch
systems. One family of the shared catalogue (data; the engine is doctor.signatures)."""
from __future__ import annotations

from . import sig
from .xid import CATALOG_URL, describe


def _xid_details(groups: dict) -> dict:
    try:
        code = int(groups.get("xid", ""))
    except ValueError:
        return {}
    return {"xid_info": describe(code)}


_XID_FIX = ("Act on the Xid number (NVIDIA's Xid catalog gives the immediate action per code; doctor "
            "prints it with the match): RESTART_APP → restart the pod; RESET_GPU → drain the GPU and reset "
            "it; RESTART_BM → cordon, drain and reboot the node; CONTACT_SUPPORT / repeats → cordon and RMA. "
            "Find the node and GPU from the PCI bus id: `nvidia-smi --query-gpu=index,pci.bus_id,uuid --format=csv`.")

SIGNATURES = [
    sig("xid_error", "NVIDIA driver reported an Xid error",
        r"NVRM: Xid \((?:PCI:)?(?P<pci>[0-9a-f:.]+)\): (?P<xid>\d+)\b",
        "The NVIDIA kernel driver logged an Xid: an error event from the GPU or the driver, numbered by "
        "kind (13/31/43: application faults; 48/63/64/92/94/95: memory/ECC; 74/144-150: NVLink; 79: GPU "
        "fell off the bus; 119/120: GSP).",
        "Application bugs (invalid memory access), failing GPU memory, NVLink/PCIe faults, overheating or "
        "insufficient power, or driver/firmware bugs, depending on the number.",
        _XID_FIX, source="https://github.com/akash-network/support/issues/244", extract=("xid", "pci"),
        id="hardware/nvrm-xid", specificity=80, enrich=_xid_details),
    sig("xid_error", "The GPU fell off the bus (Xid 79)",
        r"GPU (?:at (?:PCI:)?(?P<pci>[0-9a-f:.]+) )?has fallen off the bus|fallen off the bus and is not responding",
        "The GPU stopped answering on PCIe; the driver can no longer reach it (Xid 79). Every process on "
        "it fails and the device plugin marks it unhealthy.",
        "Power delivery, overheating, a bad riser/slot or PCIe link, firmware, or a failing GPU.",
        "RESTART_BM: cordon and drain the node, then reboot it (`kubectl drain <node> --ignore-daemonsets "
        "--delete-emptydir-data` evicts every pod on it). If it happens again on the same GPU, check "
        "power/thermals/PCIe seating and firmware, then RMA.",
        source="https://github.com/NVIDIA/NVSentinel/issues/155", extract=("pci",), id="hardware/fallen-off-bus",
        specificity=85, enrich=lambda g: {"xid_info": describe(79)}),
    sig("xid_error", "nvidia-smi: the GPU is lost / its device handle cannot be read",
        r"Unable to (?:determine|detect) the device handle for GPU ?(?P<pci>[0-9A-Fa-f:.]+): (?P<why>GPU is lost|Unknown Error)"
        r"|GPU is lost\.\s+Reboot the system to recover this GPU|nvml: GPU is lost"
        r"|error getting device handle for index '?(?P<index>\d+)'?: (?P<why2>GPU is lost|Unknown Error)"
        # round 12: NVML's return code in any program's words (go-nvml Return.String() 'ERROR_GPU_IS_LOST', pynvml's
        # NVMLError_GPUIsLost, the C constant NVML_ERROR_GPU_IS_LOST)
        r"|\b(?:NVML_)?ERROR_GPU_IS_LOST\b|\bNVMLError_GPUIsLost\b"
        # round 75 (EMITTERS-9: HTCondor's condor_gpu_discovery prints NVML's return code and string, '(15: GPU is lost)')
        r"|\(15:\s*GPU\s+is\s+lost\)"
        # round 39: NiceHashMiner's NVML wrapper names the nvmlReturn_t member ('NVML power get failed with status:
        # GPUIsLost', DeviceMonitorNVIDIA.cs; fresh151 NiceHashMiner#1695)
        r"|\bNVML\s+[\w ]{1,30}?\s+failed\s+with\s+(?:status|code):\s*GPUIsLost\b"
        # round 151: also with no call named and no colon ('NVML failed with code GPUIsLost.', fresh724
        # NiceHashMiner#2081)
        r"|\bNVML\s+failed\s+with\s+(?:status|code):?\s*GPUIsLost\b",
        "NVML cannot reach the GPU at that PCI address any more: the GPU fell off the bus or is hung "
        "(the kernel log normally shows Xid 79 or another fatal Xid at the same time).",
        "PCIe link loss (power, thermals, riser/slot), a GPU or firmware hang, or a failing GPU.",
        "RESTART_BM: cordon and drain the node and reboot it (`kubectl drain <node> --ignore-daemonsets "
        "--delete-emptydir-data` evicts every pod on it); read `dmesg | grep -i xid` for the Xid number; if "
        "the same GPU is lost again, check power/cooling/seating and RMA it.",
        source="https://github.com/JosephKJ/OWOD/issues/81 ; https://github.com/NVIDIA/k8s-device-plugin/pull/1561",
        extract=("pci", "why", "index", "why2"), id="hardware/gpu-lost",
        specificity=75, enrich=lambda g: {"xid_info": describe(79)}),
    sig("xid_error", "NVSwitch reported an SXid error",
        r"nvidia-nvswitch\d*: SXid \((?:PCI:)?(?P<pci>[0-9a-f:.]+)\): (?P<sxid>\d+)",
        "An NVSwitch (the switch between GPUs in HGX/DGX systems) reported an SXid error.",
        "NVLink/NVSwitch hardware or link faults; fatal SXids break GPU-to-GPU traffic on the node.",
        "Check `nvidia-smi nvlink -s` and the Fabric Manager log; non-fatal SXids: watch; fatal: drain the "
        "node, reset the NVSwitch/GPUs (reboot) and contact support if it repeats. NVIDIA: " + CATALOG_URL,
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1118", extract=("sxid", "pci"),
        id="hardware/nvswitch-sxid", specificity=70),
    sig("xid_error", "Xid reported by an agent (device plugin / DCGM health check)",
        r"XidCriticalError: Xid=(?P<xid>\d+)|Xid=(?P<xid2>\d+) on Device",
        "A health agent saw a critical Xid on a GPU and marked it unhealthy.",
        "See the Xid number.",
        _XID_FIX, source="https://github.com/NVIDIA/k8s-device-plugin/issues/259", extract=("xid",),
        id="hardware/agent-xid", specificity=60, enrich=_xid_details),
    sig("xid_error", "GSP RPC timeout (Xid 119 family)",
        r"GSP Timeout\b|Timeout waiting for RPC from GSP|GSP RPC timeout|_kgspIsHeartbeatTimedOut",
        "The driver timed out waiting for the GPU System Processor (GSP firmware), reported as Xid 119/120.",
        "A hung GPU or firmware, known driver bugs in some branches (e.g. early 525 releases), or a "
        "memory-subsystem error on the GPU.",
        "RESET_GPU: drain the GPU's workloads and reset it or reboot the node; if it repeats update the "
        "driver (NVIDIA fixed GSP RPC timeouts in later 525+ releases) and contact support. NVIDIA: " + CATALOG_URL,
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1230", id="hardware/gsp-timeout",
        specificity=70, enrich=lambda g: {"xid_info": describe(119)}),
    # ---- ECC --------------------------------------------------------------------------------
    sig("ecc_error", "Uncorrectable ECC error in GPU memory",
        r"uncorrectable ECC error encountered|CUDA_ERROR_ECC_UNCORRECTABLE|cudaErrorECCUncorrectable"
        r"|ERROR_ECC_UNCORRECTABLE",
        "CUDA reported an uncorrectable (double-bit) ECC error in GPU memory (CUDA error 214); the "
        "process's data on that GPU is lost.",
        "A failing memory cell. On A100 and newer the row is remapped after a GPU reset (Xid 63); if "
        "remapping has no spare rows left (Xid 64) the GPU needs replacing.",
        "Restart the job on another GPU, drain and reset this GPU so the faulty row is remapped "
        "(`nvidia-smi -q -d ROW_REMAPPER` shows pending/failed remaps); if it repeats or remapping failed, "
        "cordon the node and RMA the GPU.",
        source="https://github.com/tloen/alpaca-lora/issues/123", id="hardware/ecc-uncorrectable", specificity=75),
    sig("ecc_error", "Row remapping pending or failed (nvidia-smi -q)",
        r"Remapped Rows|Remapping Failure Occurred\s*:\s*Yes|retired pages? pending|pages pending retirement",
        "nvidia-smi shows GPU memory rows remapped after uncorrectable errors; 'Pending: Yes' means the "
        "remap takes effect only after a GPU reset, 'Remapping Failure Occurred: Yes' means no spare rows.",
        "Uncorrectable memory errors on this GPU.",
        "Pending: drain the GPU and reset it (or reboot the node). Failure occurred: cordon the node and "
        "RMA the GPU. NVIDIA: https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/index.html",
        source="https://github.com/leptonai/gpud/pull/80", id="hardware/row-remap", specificity=40, level="warn"),
    # ---- Fabric Manager ---------------------------------------------------------------------
    sig("fabric_manager_not_running", "CUDA error 802: system not yet initialized (Fabric Manager)",
        r"system not yet initiali[sz]ed|cudaErrorSystemNotReady|CUDA_ERROR_SYSTEM_NOT_READY"
        r"|\b802\b.{0,40}system|fabric manager never reported"
        # round 177 (fresh845 ollama#12173, an 8x H100 HGX server: Ollama's loader printing only the CUresult, 'cuda driver
        # library init failure: 802'; gpu/cuda-driver-library-init reads the other codes)
        r"|\bcuda\s+driver\s+library\s+(?:init\s+failure|failed\s+to\s+get\s+device\s+(?:context|count))\W*802\b",
        "CUDA refused to initialise with error 802 'system not yet initialized': on NVSwitch systems "
        "(HGX/DGX A100, H100, H200, B200) CUDA waits until the NVLink fabric is configured.",
        "nvidia-fabricmanager is not installed, not running, or its version does not match the driver "
        "(the GPU Operator driver container runs it; a host driver needs the matching "
        "nvidia-fabricmanager-<branch> package).",
        "Install and start nvidia-fabricmanager with exactly the driver's version (`systemctl status "
        "nvidia-fabricmanager`; `nvidia-smi -q | grep -A2 Fabric` shows State: Completed when ready); "
        "with the GPU Operator check the driver pod's fabric manager log.",
        source="https://github.com/pytorch/pytorch/issues/35710", id="hardware/fabric-manager-802", specificity=70),
]

__all__ = ["SIGNATURES"]

# ---- second pass (issue 12) ----------------------------------------------------------------------
SIGNATURES += [
    sig("fabric_manager_not_running", "nvidia-fabricmanager failed to start",
        r"nvidia-fabricmanager\.service[^\n]{0,80}(?:failed|FAILURE)|Job for nvidia-fabricmanager\.service failed"
        r"|nv-fabricmanager[^\n]{0,80}failed|request to query NVSwitch device information from NVSwitch driver failed"
        r"|NV_WARN_NOTHING_TO_DO",
        "The NVIDIA Fabric Manager service did not start.",
        "On NVSwitch systems (HGX/DGX A100/H100/B200): a version mismatch between fabric manager and driver, "
        "or the NVSwitch driver not loaded; 'NV_WARN_NOTHING_TO_DO' means the host has no NVSwitch at all "
        "(PCIe or NVLink-bridge GPUs), where Fabric Manager is not needed and must not be enabled.",
        "NVSwitch systems: install the fabricmanager package of exactly the driver's version and start it "
        "(`systemctl status nvidia-fabricmanager`); systems without NVSwitch: disable the service.",
        source="https://github.com/NVIDIA/gpu-operator/issues/610 ; https://github.com/data-infra/cube-studio/issues/29",
        id="hw/fabric-manager-start-failed", specificity=75),
]

# ---- third pass (issue 12): families the fresh3 batch showed missing --------------------------------
SIGNATURES += [
    sig("xid_error", "The driver could not initialise the GPU (RmInitAdapter failed)",
        r"RmInitAdapter failed|rm_init_adapter failed",
        "The NVIDIA kernel module is loaded but failed to initialise this GPU, so the GPU is unusable "
        "(nvidia-smi shows it missing or 'No devices were found').",
        "Usually a GPU in a bad state (after an Xid 79/48, a failed reset, overheating or power fault), "
        "a GSP firmware failure, or a PCIe problem (riser, slot, BIOS above-4G decoding/BAR settings); "
        "less often a driver too old for the GPU.",
        "Look for Xid lines just before it (`dmesg | grep -i -e xid -e nvrm`); drain the node, reset the "
        "GPU (`nvidia-smi -r -i <id>`) or power-cycle the node; if it repeats on the same GPU, reseat or "
        "RMA it; for a new GPU model check the driver supports it.",
        source="https://github.com/microsoft/pai/issues/4344 ; https://github.com/NVIDIA/gpu-operator/issues/1146",
        id="hw/rm-init-adapter-failed", specificity=65,
        # (round 132, fresh635 open-gpu-kernel-modules#1332: the kernel's own preceding reason, the wrong module
        # flavour for this GPU, is the cause: gpu/nvrm-requires-open-kernel-modules)
        context=r"\A(?![\s\S]*\brequires\s+use\s+of\s+the\s+NVIDIA\s+open\s+kernel\s+modules\b)",
        readings=(("driver_not_loaded", "a driver that does not support this GPU (new GPU model, old driver), "
                                        "or nouveau/vfio holding it"),)),
    # CUDA driver API CUresult CUDA_ERROR_CONTAINED (cudaErrorContained), cuGetErrorString: "Invalid access of peer GPU
    # memory over nvlink or a hardware error"; the CUDA docs: an exception on the device now contained by the GPU's error
    # containment, "certain types of invalid accesses of peer GPU memory over nvlink" or "certain classes of hardware
    # errors"; the process must be relaunched (the driver logs the Xid: 94 contained ECC, 144-150 NVLink/contained)
    sig("xid_error", "CUDA: an error contained by the GPU (CUDA_ERROR_CONTAINED: NVLink peer access or hardware)",
        r"CUDA_ERROR_CONTAINED|cudaErrorContained|Invalid access of peer GPU memory over nvlink or a hardware error",
        "The GPU's error containment stopped this process: an exception on the device (a hardware error such as "
        "a contained ECC/NVLink fault, or an invalid access of a peer GPU's memory over NVLink) was confined to "
        "this context; every further CUDA call in the process returns the same error.",
        "A hardware fault on the GPU or its NVLink/NVSwitch path (the kernel log then has an Xid, e.g. 94 or the "
        "NVLink Xids), or a kernel that accessed peer memory it should not (a peer-to-peer/custom collective "
        "kernel bug): the text alone cannot tell them apart.",
        "Check the node's kernel log for an Xid at that time (`dmesg -T | grep -i xid`) and "
        "`nvidia-smi nvlink -e` / `nvidia-smi -q -d ECC`: with an Xid, drain and reset (or RMA) the GPU; without "
        "one, suspect the kernel doing peer access (disable custom peer-to-peer kernels). Relaunch the process.",
        source="https://github.com/marin-community/marin/issues/8934", id="hw/cuda-error-contained", specificity=70,
        distinguish="`dmesg -T | grep -i xid` on the node at the failure time: an Xid means hardware, none points at "
                    "the kernel's peer access"),
    sig("xid_error", "The GPU needs a reset (NV_ERR_RESET_REQUIRED)",
        r"NV_ERR_RESET_REQUIRED|GPU requires (?:a )?reset|GPU is in a bad state and requires a reset",
        "The driver refuses further work on this GPU until it is reset.",
        "A previous fault (Xid, firmware/GSP hang, failed suspend/resume) left the GPU in a state the "
        "driver cannot recover from in place.",
        "Drain the GPU's workloads, reset it (`nvidia-smi -r -i <id>`) or reboot the node; check dmesg for "
        "the Xid that preceded it.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1045", id="hw/reset-required",
        specificity=70),
]

# ---- category-level families (issue 12, third round; see gpu.py's note) --------------------------


def _family(category, title, pattern, meaning, why, fix, source, slug, **kw):
    return sig(category, title + " (family: any program's wording)", pattern, meaning, why, fix, source=source,
               id=f"hw/family-{slug}", specificity=3, **kw)


SIGNATURES += [
    _family("xid_error", "The GPU faulted, was lost or stopped responding",
            r"\bxid\b(?:\s*\([^)\n]{0,40}\))?\W{0,3}(?:error\W{0,3}|code\W{0,3}|event\W{0,3})?(?P<xid>\d{1,3})\b"
            r"|\bgpu\b[^\n]{0,30}?\b(?:has\s+been\s+|was\s+|is\s+)?(?:lost|fallen\s+off|not\s+responding|unresponsive|hung|hang\w*)\b"
            r"|\b(?:lost|dropped)\s+(?:the\s+)?gpu\b"
            r"|\b(?:critical|fatal)\s+xid\s+(?:error|event)s?\b"
            r"|\bgpu\b[^\n]{0,30}?\b(?:reset|recovery)\s+(?:is\s+)?(?:required|needed|failed)"
            r"|NVRM:[^\n]{0,120}?\b(?:fail\w*|error|timeout|timed\s+out|fault)"
            r"|\buncorrectable\s+nvlink\s+error|cudaErrorNvlinkUncorrectable|CUDA_ERROR_NVLINK_UNCORRECTABLE"
            # (round 184: not CUDA's device linker nvlink, 'nvlink exited with non-zero error code 256,output: nvlink
            # fatal  : Input file ... newer than toolkit', fresh866 dreamerv3#64: a toolkit older than the cubin)
            r"|\bnvlink\b(?!\s+(?:fatal|error|warning)\s*:|\s+exited\b)[^\n]{0,40}?\b(?:errors?\s+(?:detected|occurred)"
            r"|link\s+(?:is\s+)?down|fatal)",
            "The driver or a monitoring agent reports a GPU fault in its own words (an Xid number, a lost or hung "
            "GPU, a reset that is needed or failed, an NVRM kernel error).",
            "A hardware or firmware fault on the GPU (memory, PCIe link, power, GSP firmware), or a driver bug "
            "the Xid number identifies; repeated on one GPU it points at the hardware.",
            _XID_FIX, CATALOG_URL + " ; https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1045", "xid",
            extract=("xid",), enrich=_xid_details),
    _family("ecc_error", "Uncorrectable GPU memory error (ECC) or row remapping problem",
            # (never a count of zero: 'GPU 0 has 0 uncorrectable ECC errors', 'no double-bit errors' is a healthy GPU)
            r"(?<!\b0\s)(?<!\bno\s)(?<!\bzero\s)\b(?:uncorrectable|uncorrected|double[\s-]bit|\bdbe\b)[^\n]{0,40}?\b(?:ecc|memory\s+errors?)\b"
            r"|\becc\b[^\n]{0,40}?\b(?:uncorrectable|uncorrected|double[\s-]bit|errors?\s+(?:detected|occurred|encountered|reported))"
            r"|\brow[\s-]remap\w*\b[^\n]{0,40}?\b(?:fail\w*|pending|error)",
            "The GPU reports an uncorrectable memory (ECC) error or a pending/failed row remap, in the tool's own words.",
            "A DRAM cell fault on the GPU; the affected row is remapped at the next GPU reset, and a failed "
            "remap means the GPU needs replacement.",
            "Drain the node, reset the GPU so the row remap takes effect, check `nvidia-smi -q -d ECC,ROW_REMAPPER`; "
            "replace the GPU if remapping failed or errors repeat.",
            "https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/supported-gpus.html", "ecc"),
    _family("fabric_manager_not_running", "Fabric Manager / NVSwitch not ready",
            r"\bfabric\s?manager\b[^\n]{0,60}?\b(?:fail\w*|error|not\s+(?:running|started|active|ready|initiali\w+)|inactive|exit\w*"
            r"|timed?\s?out|mismatch\w*)"
            # nv-fabricmanager's config check (fm_config_options: 'fabric manager config file item: %s has an invalid
            # value', after which it exits): the service does not run (round 11, fresh15 siderolabs/extensions#511)
            r"|\bfabric\s?manager\s+config(?:uration)?(?:\s+file)?\b[^\n]{0,80}?\b(?:invalid|fail\w*|error|cannot|unable|missing)"
            r"|\bnvswitch\b[^\n]{0,60}?\b(?:fail\w*|error|not\s+(?:found|ready|initiali\w+))"
            # nv-fabricmanager: 'fabric manager NVIDIA GPU driver interface version X don't match with driver version Y'
            r"|\bfabric\s?manager\b[^\n]{0,80}?\bversion\b[^\n]{0,40}?\b(?:don'?t|doesn'?t|does\s+not|do\s+not)\s+match"
            # CUDA error 802, how CUDA says it on NVSwitch systems whose fabric is not up
            r"|\bsystem\s+not\s+yet\s+initiali[sz]ed\b|cudaErrorSystemNotReady|CUDA_ERROR_SYSTEM_NOT_READY|\berror\s+802\b",
            "Fabric Manager (the service that configures NVSwitch/NVLink on HGX/DGX systems) is not running or "
            "failed, in the tool's own words; CUDA refuses to start on such systems until it is ready.",
            "fabricmanager not installed/started, or its version differs from the driver's.",
            "Install and start nvidia-fabricmanager with exactly the driver's version; `nvidia-smi -q | grep -A2 "
            "Fabric` shows State: Completed when ready.",
            "https://docs.nvidia.com/datacenter/tesla/fabric-manager-user-guide", "fabric-manager"),
]

# ---- round 14 (CATALOGUE-12): 'uncorrectable ECC error' in any tool's or person's words ---------------------------------
# nvidia-smi's 'Volatile Uncorr. ECC' column, NVML's NVML_MEMORY_ERROR_TYPE_UNCORRECTED, DCGM's DCGM_FR_VOLATILE_DBE_DETECTED
# ('Detected %d volatile double-bit ECC error(s) in GPU %u.') and CUDA's cudaErrorECCUncorrectable string ('uncorrectable ECC
# error encountered') all say the same: a double-bit memory error on the GPU. Stated as a cause (k8s-device-plugin#267: 'one
# GPU on the host is abnormal due to Uncorrectable ECC Error'), it explains the allocation failures that follow (CUDA 'out
# of memory' on every allocation of that GPU): a specific entry, so it ranks by its causal layer, not after every symptom.
# (never a count of zero: 'no/0 uncorrectable ECC errors' is a healthy GPU)
SIGNATURES += [
    sig("ecc_error", "The GPU has an uncorrectable (double-bit) ECC error",
        r"(?<!\bno\s)(?<!\b0\s)(?<!\bzero\s)\b(?:uncorrectable|uncorrected|double[\s-]bit)\s+ECC\s+errors?\b"
        r"|\bDCGM_FR_VOLATILE_DBE_DETECTED\b|\bDetected\s+[1-9]\d*\s+(?:volatile|aggregate)\s+double-bit\s+ECC\b"
        # nvidia-smi -q's page retirement (pre-Ampere GPUs): a retirement waiting for the next reset
        r"|\bPending\s+(?:Page\s+Blacklist|Page\s+Retirement|Retirement)\s*:\s*Yes\b",
        "The GPU reported an uncorrectable (double-bit) ECC error in its memory; CUDA contexts on it fail, and "
        "allocations or kernels on that GPU keep failing (often as 'out of memory' or 'uncorrectable ECC error "
        "encountered') until the GPU is reset.",
        "A failing memory cell (rows awaiting remap), or a GPU that needs replacing when remapping failed; the device "
        "plugin keeps advertising it unless its health check (NVML XID/ECC events) marks it unhealthy.",
        "Drain the node, reset the GPU so the pending row remap takes effect (`nvidia-smi -r` or a reboot), check "
        "`nvidia-smi -q -d ECC,ROW_REMAPPER`; RMA the GPU if remapping failed; make sure the device plugin's health "
        "checks are on (DP_DISABLE_HEALTHCHECKS unset).",
        source="https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/index.html ; "
               "https://github.com/NVIDIA/k8s-device-plugin/issues/267",
        id="hardware/ecc-uncorrectable-any", specificity=55),
]

# ---- round 20 (fresh41: open-gpu-kernel-modules#543/#673): the GPU System Processor's firmware does not boot under the
# driver. open-gpu-kernel-modules' NVRM lines name the GSP (kgsp*) or its Booter ucode failing: 'kgspWaitForGfwBootOk_TU102:
# failed to wait for GFW_BOOT', 's_executeBooterUcode_TU102: Booter failed with non-zero error code', 'failed to execute
# Booter Unload', and RmInitAdapter's 'Cannot initialize GSP firmware RM'. Labelled xid_error as RmInitAdapter is: the
# driver reports the GPU failing to initialise.
SIGNATURES += [
    sig("xid_error", "The GPU's firmware (GSP / GFW boot) failed to start under the driver",
        r"\bkgsp\w+:\s+failed\b|\bBooter failed with non-zero error code\b|\bfailed to execute Booter\b"
        r"|Cannot initiali[sz]e GSP firmware RM|\bfailed to wait for GFW",
        "The NVIDIA kernel module could not bring up the GPU System Processor (GSP) firmware or the GPU's boot firmware "
        "(GFW), so the GPU is not initialised (nvidia-smi: 'No devices were found').",
        "A GPU left in a bad state (a failed reset or suspend, a fault before), a driver/firmware combination with a "
        "known GSP bug on this GPU, a hypervisor that does not pass the GPU through cleanly, or a failing GPU.",
        "Power-cycle the node (a cold boot, not a reboot, resets the GPU's firmware); if it repeats, try the "
        "proprietary kernel module or a newer driver branch (`NVreg_EnableGpuFirmware=0` disables GSP where the "
        "branch allows it), then reseat/RMA the GPU. `dmesg | grep -i -e nvrm -e xid` shows the sequence.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/543 ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/673",
        id="hardware/gsp-boot-failed", specificity=65,
        readings=(("driver_not_loaded", "the driver branch cannot drive this GPU's firmware: no device is initialised"),)),
]

SIGNATURES += [
    # round 80 (wave 37, fresh378 NVIDIA/nvshmem#40): the driver's NVLink fabric state (held from the Fabric Manager /
    # NVLink subnet manager) no longer matches the fabric; multicast objects (NVSHMEM, NCCL NVLS) fail
    sig("fabric_manager_not_running", "NVRM: the NVLink fabric state cached by the driver is out of sync",
        r"\bNVLink\s+fabric\s+state\s+cached\s+by\s+the\s+driver\s+is\s+out\s+of\s+sync\b|\bNV_ERR_FABRIC_STATE_OUT_OF_SYNC\b",
        "The driver's copy of the NVLink fabric state is out of date with the fabric (NV_ERR_FABRIC_STATE_OUT_OF_SYNC), so "
        "fabric memory (NVLink multicast used by NVSHMEM and NCCL NVLS) cannot be set up.",
        "The Fabric Manager (or NVLink subnet manager) restarted, was upgraded or lost the fabric while the driver kept "
        "its old state; a version mismatch between the driver and Fabric Manager after a package upgrade.",
        "Check `systemctl status nvidia-fabricmanager` and that its version equals the driver's; drain the node and "
        "restart the Fabric Manager (or reboot) so the driver re-reads the fabric state.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules (NV_ERR_FABRIC_STATE_OUT_OF_SYNC, nvstatuscodes.h) ; "
               "https://github.com/NVIDIA/nvshmem/issues/40",
        id="hardware/fabric-state-out-of-sync", specificity=70),
    # round 86 (EMITTERS-15): the DRA driver's compute-domain kubelet plugin refusing to start on a GPU whose NVLink
    # fabric registration did not complete ('NVLink fabric not attached (device 0/GPU-...): state=1, refusing to start';
    # not its 'no-clique fallback: fabric not attached' info line, which is a supported fallback)
    sig("fabric_manager_not_running", "NVIDIA DRA driver: the GPU's NVLink fabric is not attached, the plugin refuses to start",
        r"\bNVLink\s+fabric\s+(?:not\s+attached|registration\s+error)\b[^\n]{0,160}?\brefusing\s+to\s+start\b",
        "The compute-domain kubelet plugin read the GPU's fabric information (NVML) and the GPU is not (or failed to be) "
        "registered with the NVLink fabric, so no IMEX / compute domain can be built on this node.",
        "The Fabric Manager (or, on GB200 NVL systems, the NVLink subnet manager) is not running or has not finished "
        "training the fabric; a failed fabric registration after a driver upgrade.",
        "Check `systemctl status nvidia-fabricmanager` (and nvlsm) on the node and `nvidia-smi -q | grep -A3 Fabric` "
        "(State: Completed, Status: Success); restart the Fabric Manager or reboot the node, then the plugin.",
        source="https://github.com/NVIDIA/k8s-dra-driver-gpu (cmd/compute-domain-kubelet-plugin/nvlib.go)",
        id="hardware/dra-nvlink-fabric-not-attached", specificity=70),
]
