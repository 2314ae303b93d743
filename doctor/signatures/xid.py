"""NVIDIA Xid codes: what each means and what to do, as data.

Source: NVIDIA, "Xid Errors" (https://docs.nvidia.com/deploy/xid-errors/index.html) and its Xid
catalog for Ampere and newer GPUs ("Analyzing Xid Errors with the Xid Catalog",
https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html), whose "Resolution Bucket
(Immediate Action)" column uses the action names kept here verbatim: RESTART_APP, RESET_GPU,
RESTART_BM (reboot the node), CONTACT_SUPPORT, IGNORE, WORKFLOW_XID_48 / WORKFLOW_NVLINK_ERR
(follow NVIDIA's documented workflow). The catalog's rows were read for the codes below; where a
row was not available in the copy we read, `action` follows NVIDIA's Xid error pages and the
note says so. Drain-and-RMA advice is for faults that recur on the same GPU after the action."""
from __future__ import annotations

CATALOG_URL = "https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html"

# action -> what an on-call engineer does on Kubernetes
ACTIONS = {
    "RESTART_APP": "restart the application (the pod); the GPU itself needs no action unless the Xid repeats",
    "RESET_GPU": ("drain the GPU's workloads and reset the GPU (`nvidia-smi -r -i <gpu>` with no processes "
                  "on it, or reboot the node)"),
    "RESTART_BM": ("cordon and drain the node, then reboot it (`kubectl cordon <node>`, "
                   "`kubectl drain <node> --ignore-daemonsets --delete-emptydir-data` evicts every pod on it)"),
    "CONTACT_SUPPORT": ("cordon the node and open a hardware case with the vendor (RMA) with an "
                        "nvidia-bug-report.sh log; the GPU is not trustworthy"),
    "IGNORE": "no action on its own: it follows another Xid; act on that one",
    "WORKFLOW_XID_48": ("drain and reset the GPU so the row remapping / page retirement takes effect; "
                        "if remapping failed (Xid 64) or repeats, RMA the GPU"),
    "WORKFLOW_NVLINK_ERR": ("drain and reset the GPU; if NVLink errors persist check the NVLink/NVSwitch "
                            "links and Fabric Manager, then RMA"),
    "CHECK_APP": "an application fault (invalid memory access or instruction); fix the code/library, the GPU is fine",
}

# code -> (name, meaning, immediate action, note)
XID: dict[int, tuple[str, str, str, str]] = {
    8: ("GPU stopped processing", "the GPU stopped processing (idle timeout on a channel)", "RESTART_APP", ""),
    13: ("Graphics Engine Exception", "a kernel hit an exception on an SM (illegal instruction/address, "
         "out-of-range access): almost always an application or library bug", "RESTART_APP",
         "CHECK_APP: run the job with compute-sanitizer; the GPU is usually healthy"),
    31: ("GPU memory page fault", "a kernel accessed an invalid GPU virtual address (MMU fault): usually an "
         "application bug, occasionally a driver bug", "RESTART_APP", "CHECK_APP"),
    32: ("Invalid or corrupted push buffer stream", "the driver received a corrupted command stream "
         "(PCIe errors or a driver/app bug)", "RESTART_APP", "check PCIe health (AER messages in dmesg) if it repeats"),
    43: ("GPU stopped processing", "the GPU stopped processing the application's channel (user app fault "
         "that did not affect other apps)", "RESTART_APP", "CHECK_APP"),
    45: ("Preemptive cleanup, due to previous errors", "the driver cleaned up a channel because of an "
         "earlier error (or the process was killed)", "IGNORE", "look for the Xid that preceded it"),
    48: ("Double Bit ECC Error", "an uncorrectable (double-bit) ECC error in GPU memory", "WORKFLOW_XID_48",
         "on A100 and newer it is followed by Xid 63/64 (row remapping) or 94/95 (containment)"),
    61: ("Internal micro-controller breakpoint/warning", "the GPU's internal micro-controller hit a "
         "breakpoint or warning", "RESET_GPU", "repeats: contact support"),
    62: ("Internal micro-controller halt", "the GPU's internal micro-controller halted", "RESET_GPU",
         "repeats: contact support"),
    63: ("ECC page retirement or row remapping recording event", "a memory row was marked for remapping "
         "(or a page for retirement); it takes effect after a GPU reset", "RESET_GPU",
         "schedule the reset when the GPU is idle; no RMA unless remapping fails (Xid 64)"),
    64: ("ECC page retirement or row remapper recording failure", "the GPU could not record a row "
         "remapping / page retirement: no spare rows left or a failure while recording", "CONTACT_SUPPORT",
         "drain the GPU and RMA"),
    69: ("Graphics Engine class error", "a graphics-engine class error (usually application or driver)", "RESTART_APP", ""),
    74: ("NVLink Error", "an NVLink error was detected (link training, CRC/replay or a fatal link error)",
         "WORKFLOW_NVLINK_ERR", "reset the GPU; persistent errors: check cabling/NVSwitch, then RMA"),
    79: ("GPU has fallen off the bus", "the GPU stopped responding on PCIe and is no longer reachable by "
         "the driver", "RESTART_BM",
         "reboot the node; if it recurs check power, thermals, PCIe riser/slot and firmware, then RMA"),
    92: ("High single-bit ECC error rate", "the GPU reports an unusually high rate of corrected (single-bit) "
         "ECC errors", "RESET_GPU", "a reset lets row remapping take effect; repeats: RMA"),
    94: ("Contained ECC error", "an uncorrectable memory error was contained to the application that "
         "touched the memory; other applications are unaffected", "RESTART_APP",
         "reset the GPU when idle so the row is remapped"),
    95: ("Uncontained ECC error", "an uncorrectable memory error could not be contained: every application "
         "on the GPU is affected", "RESET_GPU", "drain the GPU and reset it; repeats: RMA"),
    109: ("Context Switch Timeout Error", "a context switch timed out (a kernel did not yield)",
          "RESTART_APP", "repeats across apps: reset the GPU"),
    119: ("GSP RPC Timeout", "the driver timed out waiting for the GPU System Processor (GSP)",
          "RESET_GPU", "repeats: reboot the node, update the driver, then contact support"),
    120: ("GSP Error", "the GPU System Processor reported an error", "RESET_GPU",
          "repeats: reboot the node, update the driver, then contact support"),
    121: ("C2C Link corrected error", "corrected errors on the chip-to-chip link (Grace Hopper)", "IGNORE",
          "watch the rate"),
    140: ("ECC unrecovered error", "an unrecovered ECC error", "RESET_GPU", "repeats: RMA"),
    143: ("GPU initialization failure", "the GPU failed to initialise", "RESTART_BM", "repeats: RMA"),
    144: ("NVLink SAW error", "NVLink error (SAW)", "WORKFLOW_NVLINK_ERR", "see the sub-code in the message"),
    145: ("NVLink RLW error", "NVLink error (RLW)", "WORKFLOW_NVLINK_ERR", "see the sub-code in the message"),
    146: ("NVLink TLW error", "NVLink error (TLW)", "WORKFLOW_NVLINK_ERR", ""),
    147: ("NVLink TREX error", "NVLink error (TREX)", "WORKFLOW_NVLINK_ERR", ""),
    148: ("NVLink NVLPW error", "NVLink error (NVLPW)", "WORKFLOW_NVLINK_ERR", ""),
    149: ("NVLink NETIR error", "NVLink network error (NETIR) on an NVLink-switched system", "WORKFLOW_NVLINK_ERR",
          "Fatal entries: drain and reset; check the peer device named in the message"),
    150: ("NVLink MSE error", "NVLink error (MSE)", "WORKFLOW_NVLINK_ERR", ""),
    154: ("GPU recovery action changed", "the driver states which recovery the GPU now needs (the action "
          "is printed in the message: GPU reset, drain and reset, node reboot)", "RESET_GPU",
          "do what the message says; it follows another Xid"),
}


def describe(code: int) -> dict:
    """{xid, name, meaning, action, action_text, note, source} for a code (unknown codes say so)."""
    row = XID.get(code)
    if row is None:
        return {"xid": code, "name": "unlisted Xid", "meaning": "not in doctor's Xid table; look it up in NVIDIA's Xid catalog",
                "action": "", "action_text": "", "note": "", "source": CATALOG_URL}
    name, meaning, action, note = row
    return {"xid": code, "name": name, "meaning": meaning, "action": action, "action_text": ACTIONS[action],
            "note": note, "source": CATALOG_URL}
