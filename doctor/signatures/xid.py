"""NVIDIA Xid codes: what each means, as data; what to do comes from doctor.gpu.xid.

Source: NVIDIA, "Xid Errors" (https://docs.nvidia.com/deploy/xid-errors/index.html) and its Xid
catalog for Ampere and newer GPUs ("Analyzing Xid Errors with the Xid Catalog",
https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html), whose "Resolution Bucket
(Immediate Action)" column names the actions (RESTART_APP, RESET_GPU, RESTART_BM, ...).
The immediate action of every code comes from ONE table,
doctor.gpu.xid (NVIDIA's catalogue column as NVIDIA ships it; sources there), shared with the
hardware checks; this module adds the plain-English name, meaning and note that `explain` prints."""
from __future__ import annotations

from ..gpu.xid import lookup

CATALOG_URL = "https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html"

# code -> (name, meaning, note); the action is doctor.gpu.xid's
XID: dict[int, tuple[str, str, str, str]] = {
    8: ("GPU stopped processing", "the GPU stopped processing (idle timeout on a channel)", ""),
    13: ("Graphics Engine Exception", "a kernel hit an exception on an SM (illegal instruction/address, "
         "out-of-range access): almost always an application or library bug", "CHECK_APP: run the job with compute-sanitizer; the GPU is usually healthy"),
    31: ("GPU memory page fault", "a kernel accessed an invalid GPU virtual address (MMU fault): usually an "
         "application bug, occasionally a driver bug", "CHECK_APP"),
    32: ("Invalid or corrupted push buffer stream", "the driver received a corrupted command stream "
         "(PCIe errors or a driver/app bug)", "check PCIe health (AER messages in dmesg) if it repeats"),
    43: ("GPU stopped processing", "the GPU stopped processing the application's channel (user app fault "
         "that did not affect other apps)", "CHECK_APP"),
    45: ("Preemptive cleanup, due to previous errors", "the driver cleaned up a channel because of an "
         "earlier error (or the process was killed)", "look for the Xid that preceded it"),
    48: ("Double Bit ECC Error", "an uncorrectable (double-bit) ECC error in GPU memory", "on A100 and newer it is followed by Xid 63/64 (row remapping) or 94/95 (containment)"),
    61: ("Internal micro-controller breakpoint/warning", "the GPU's internal micro-controller hit a "
         "breakpoint or warning", "repeats: contact support"),
    62: ("Internal micro-controller halt", "the GPU's internal micro-controller halted", "repeats: contact support"),
    63: ("ECC page retirement or row remapping recording event", "a memory row was marked for remapping "
         "(or a page for retirement); it takes effect after a GPU reset", "schedule the reset when the GPU is idle; no RMA unless remapping fails (Xid 64)"),
    64: ("ECC page retirement or row remapper recording failure", "the GPU could not record a row "
         "remapping / page retirement: no spare rows left or a failure while recording", "drain the GPU and RMA"),
    69: ("Graphics Engine class error", "a graphics-engine class error (usually application or driver)", ""),
    74: ("NVLink Error", "an NVLink error was detected (link training, CRC/replay or a fatal link error)",
         "reset the GPU; persistent errors: check cabling/NVSwitch, then RMA"),
    79: ("GPU has fallen off the bus", "the GPU stopped responding on PCIe and is no longer reachable by "
         "the driver", "reboot the node; if it recurs check power, thermals, PCIe riser/slot and firmware, then RMA"),
    92: ("High single-bit ECC error rate", "the GPU reports an unusually high rate of corrected (single-bit) "
         "ECC errors", "a reset lets row remapping take effect; repeats: RMA"),
    94: ("Contained ECC error", "an uncorrectable memory error was contained to the application that "
         "touched the memory; other applications are unaffected", "reset the GPU when idle so the row is remapped"),
    95: ("Uncontained ECC error", "an uncorrectable memory error could not be contained: every application "
         "on the GPU is affected", "drain the GPU and reset it; repeats: RMA"),
    109: ("Context Switch Timeout Error", "a context switch timed out (a kernel did not yield)",
          "repeats across apps: reset the GPU"),
    119: ("GSP RPC Timeout", "the driver timed out waiting for the GPU System Processor (GSP)",
          "repeats: reboot the node, update the driver, then contact support"),
    120: ("GSP Error", "the GPU System Processor reported an error", "repeats: reboot the node, update the driver, then contact support"),
    121: ("C2C Link corrected error", "corrected errors on the chip-to-chip link (Grace Hopper)", "watch the rate"),
    140: ("ECC unrecovered error", "an unrecovered ECC error", "repeats: RMA"),
    143: ("GPU initialization failure", "the GPU failed to initialise", "repeats: RMA"),
    144: ("NVLink SAW error", "NVLink error (SAW)", "see the sub-code in the message"),
    145: ("NVLink RLW error", "NVLink error (RLW)", "see the sub-code in the message"),
    146: ("NVLink TLW error", "NVLink error (TLW)", ""),
    147: ("NVLink TREX error", "NVLink error (TREX)", ""),
    148: ("NVLink NVLPW error", "NVLink error (NVLPW)", ""),
    149: ("NVLink NETIR error", "NVLink network error (NETIR) on an NVLink-switched system", "Fatal entries: drain and reset; check the peer device named in the message"),
    150: ("NVLink MSE error", "NVLink error (MSE)", ""),
    154: ("GPU recovery action changed", "the driver states which recovery the GPU now needs (the action "
          "is printed in the message: GPU reset, drain and reset, node reboot)", "do what the message says; it follows another Xid"),
}



def describe(code: int) -> dict:
    """{xid, name, meaning, action, action_text, note, source} for a code (unknown codes say so)."""
    xid = lookup(code)
    row = XID.get(code)
    if row is None and xid.bucket is None:
        return {"xid": code, "name": "unlisted Xid", "meaning": "not in doctor's Xid table; look it up in NVIDIA's Xid catalog",
                "action": "", "action_text": "", "note": "", "source": CATALOG_URL}
    name, meaning, note = row if row else (xid.description, xid.description, "")
    return {"xid": code, "name": name, "meaning": meaning, "action": xid.bucket or "", "action_text": xid.action,
            "note": note, "source": CATALOG_URL}
