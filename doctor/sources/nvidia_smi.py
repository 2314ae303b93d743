"""`nvidia-smi -q -x` output -> a doctor.node/v1 report (the same shape `doctor node` builds
from NVML). Works on every XML schema seen in the wild (nvsmi_device_v10..v13): fields that are
absent, "N/A" or "Requested functionality has been deprecated" become null, never a crash.

The XML is untrusted input: an internal DTD subset or any ENTITY declaration is refused before
the tree is built (nvidia-smi itself only ever writes an external `<!DOCTYPE nvidia_smi_log SYSTEM
"nvsmi_device_vNN.dtd">` line, which expat never fetches)."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from xml.parsers import expat

from ..errors import InputError

SCHEMA = "doctor.node/v1"
MAX_BYTES = 64 * 1024 * 1024
_UNKNOWN = {"", "n/a", "na", "unknown", "not supported", "[not supported]", "none",
            "requested functionality has been deprecated", "[n/a]", "insufficient permissions"}
_MIB = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(KiB|MiB|GiB|TiB|B)?\s*$", re.IGNORECASE)
_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%?\s*$")


class _Refused(Exception):
    pass


def _refuse_dtd(data: bytes) -> None:
    """One expat pass that refuses entity declarations and internal DTD subsets
    (billion laughs, external entity tricks). Raises _Refused or expat.ExpatError."""
    parser = expat.ParserCreate()

    def doctype(name, sysid, pubid, has_internal_subset):
        if has_internal_subset:
            raise _Refused("has an internal DTD subset (refused: nvidia-smi never writes one)")

    def entity(name, *args):
        raise _Refused(f"declares an XML entity {name!r} (refused)")

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = entity
    parser.UnparsedEntityDeclHandler = lambda name, *a: entity(name)
    parser.ExternalEntityRefHandler = lambda *a: (_ for _ in ()).throw(_Refused("references an external entity (refused)"))
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.Parse(data, True)


def parse_nvidia_smi_xml(data: bytes, path: str) -> dict:
    """Parse `nvidia-smi -q -x` bytes. Any problem -> InputError naming `path`."""
    if not isinstance(data, (bytes, bytearray)):
        data = str(data).encode("utf-8")
    if len(data) > MAX_BYTES:
        raise InputError(f"{path}: {len(data)} bytes is too large for nvidia-smi XML (limit {MAX_BYTES})")
    if not data.strip():
        raise InputError(f"{path}: empty file (0 bytes of data)")
    try:
        _refuse_dtd(bytes(data))
        root = ET.fromstring(bytes(data))
    except _Refused as why:
        raise InputError(f"{path}: XML {why}") from None
    except (expat.ExpatError, ET.ParseError) as exc:
        raise InputError(f"{path}: invalid XML: {_expat_message(exc)}") from None
    if root.tag != "nvidia_smi_log":
        raise InputError(f"{path}: not `nvidia-smi -q -x` output (root element is <{root.tag}>, "
                         "expected <nvidia_smi_log>)")
    return report_from_tree(root, path)


def _expat_message(exc: Exception) -> str:
    code = getattr(exc, "code", None)
    msg = expat.ErrorString(code) if isinstance(code, int) else str(exc)
    line, col = getattr(exc, "lineno", None), getattr(exc, "offset", None)
    if line is None and getattr(exc, "position", None):
        line, col = exc.position
    return f"{msg} at line {line} column {col}" if line is not None else msg


# ---- values ----------------------------------------------------------------------------
def _text(el: ET.Element | None, *path: str) -> str | None:
    """Text at a child path, or None when absent / N/A / deprecated."""
    for part in path:
        if el is None:
            return None
        el = el.find(part)
    if el is None or el.text is None:
        return None
    value = el.text.strip()
    return None if value.lower() in _UNKNOWN else value


def _mib(value: str | None) -> int | None:
    if value is None:
        return None
    m = _MIB.match(value)
    if not m:
        return None
    number, unit = float(m.group(1)), (m.group(2) or "MiB").lower()
    factor = {"b": 1 / (1024 * 1024), "kib": 1 / 1024, "mib": 1, "gib": 1024, "tib": 1024 * 1024}[unit]
    return _bounded(number * factor)


_MAX_VALUE = 1 << 53   # beyond any real GPU figure (and a float's exact range): a hostile or corrupt report


def _bounded(number: float) -> int | None:
    """A finite, plausible number as int; None for inf/NaN/absurd values (a 400-digit memory
    size must not crash the run, nor reach the JSON output as Infinity)."""
    if number != number or abs(number) > _MAX_VALUE:
        return None
    return int(round(number))


def _int(value: str | None) -> int | None:
    if value is None:
        return None
    if len(value) > 40:
        return None
    try:
        number = int(value, 0) if value.lower().startswith("0x") else float(value)
    except (ValueError, OverflowError):
        return None
    return _bounded(number) if isinstance(number, float) else (number if abs(number) <= _MAX_VALUE else None)


def _percent(value: str | None) -> float | None:
    if value is None:
        return None
    m = _PERCENT.match(value)
    if not m:
        return None
    number = float(m.group(1))
    if number != number or abs(number) > _MAX_VALUE:
        return None
    return int(number) if number.is_integer() else number


def _enabled(value: str | None) -> bool | None:
    if value is None:
        return None
    low = value.lower()
    if low in ("enabled", "yes", "active"):
        return True
    if low in ("disabled", "no", "not active"):
        return False
    return None


def _sum(values) -> int | None:
    known = [v for v in values if v is not None]
    return sum(known) if known else None


# ---- sections --------------------------------------------------------------------------
def report_from_tree(root: ET.Element, path: str = "") -> dict:
    gpus = [_gpu(i, g) for i, g in enumerate(root.findall("gpu"))]
    return {
        "schema": SCHEMA,
        "source": "nvidia-smi",
        "node": None,
        "observed_at": None,
        "nvidia_smi_timestamp": _text(root, "timestamp"),
        "driver_version": _text(root, "driver_version"),
        "cuda_version": _text(root, "cuda_version"),
        "attached_gpus": _int(_text(root, "attached_gpus")),
        "pid_namespace": "unknown",
        "gpus": gpus,
    }


def _ecc_counts(section: ET.Element | None) -> dict:
    """Uncorrected/corrected totals across schemas: v11+ (sram_/dram_*), v13
    (sram_uncorrectable_parity/_secded) and v10 (single_bit/double_bit ... total)."""
    if section is None:
        return {"uncorrected": None, "corrected": None}
    unc = [_int(_text(section, t)) for t in ("dram_uncorrectable", "sram_uncorrectable",
                                              "sram_uncorrectable_parity", "sram_uncorrectable_secded")]
    cor = [_int(_text(section, t)) for t in ("dram_correctable", "sram_correctable")]
    if section.find("double_bit") is not None or section.find("single_bit") is not None:
        unc.append(_int(_text(section, "double_bit", "total")))
        cor.append(_int(_text(section, "single_bit", "total")))
    return {"uncorrected": _sum(unc), "corrected": _sum(cor)}


def _retired(gpu: ET.Element) -> dict | None:
    rp = gpu.find("retired_pages")
    if rp is None:
        return None
    sbe = _int(_text(rp, "multiple_single_bit_retirement", "retired_count"))
    dbe = _int(_text(rp, "double_bit_retirement", "retired_count"))
    pending = _enabled(_text(rp, "pending_retirement")) if rp.find("pending_retirement") is not None \
        else _enabled(_text(rp, "pending_blacklist"))
    if sbe is None and dbe is None and pending is None:
        return None
    return {"single_bit": sbe, "double_bit": dbe, "pending": pending}


def _remapped(gpu: ET.Element) -> dict | None:
    rr = gpu.find("remapped_rows")
    if rr is None or len(rr) == 0:
        return None
    return {"correctable": _int(_text(rr, "remapped_row_corr")),
            "uncorrectable": _int(_text(rr, "remapped_row_unc")),
            "pending": _enabled(_text(rr, "remapped_row_pending")),
            "failure": _enabled(_text(rr, "remapped_row_failure"))}


def _mig(gpu: ET.Element) -> dict:
    devices = []
    for dev in gpu.findall("mig_devices/mig_device"):
        devices.append({
            "index": _int(_text(dev, "index")),
            "gpu_instance_id": _int(_text(dev, "gpu_instance_id")),
            "compute_instance_id": _int(_text(dev, "compute_instance_id")),
            "memory_total_mib": _mib(_text(dev, "fb_memory_usage", "total")),
            "memory_used_mib": _mib(_text(dev, "fb_memory_usage", "used")),
        })
    return {"current": _enabled(_text(gpu, "mig_mode", "current_mig")),
            "pending": _enabled(_text(gpu, "mig_mode", "pending_mig")),
            "devices": devices}


def _clock_reasons(gpu: ET.Element) -> list[str] | None:
    """Active clock event reasons: <clocks_event_reasons> (schema v12+) or the older
    <clocks_throttle_reasons>, children clocks_event_reason_<name> / clocks_throttle_reason_<name>
    with the text "Active" / "Not Active"."""
    for section, prefix in (("clocks_event_reasons", "clocks_event_reason_"),
                            ("clocks_throttle_reasons", "clocks_throttle_reason_")):
        el = gpu.find(section)
        if el is None or len(el) == 0:
            continue
        active, known = [], False
        for child in el:
            if not child.tag.startswith(prefix):
                continue
            state = _enabled(_text(child))
            if state is None:
                continue
            known = True
            if state:
                active.append(child.tag[len(prefix):])
        return active if known else None
    return None


def _process(p: ET.Element) -> dict | None:
    pid = _int(_text(p, "pid"))
    if pid is None:
        return None
    return {
        "pid": pid,
        "used_memory_mib": _mib(_text(p, "used_memory")),
        "name": _text(p, "process_name"),
        "type": _text(p, "type"),
        "gpu_instance_id": _int(_text(p, "gpu_instance_id")),
        "compute_instance_id": _int(_text(p, "compute_instance_id")),
        # nvidia-smi cannot say which container/pod a PID is in; `doctor node` adds these
        "container_id": None,
        "pod_uid": None,
        "state": None,
    }


def _gpu(index: int, gpu: ET.Element) -> dict:
    ecc_mode = _text(gpu, "ecc_mode", "current_ecc")
    errors = gpu.find("ecc_errors")
    volatile = _ecc_counts(errors.find("volatile") if errors is not None else None)
    aggregate = _ecc_counts(errors.find("aggregate") if errors is not None else None)
    processes = [p for p in (_process(el) for el in gpu.findall("processes/process_info")) if p]
    return {
        "index": index,
        "uuid": _text(gpu, "uuid"),
        "name": _text(gpu, "product_name"),
        "pci_bus_id": gpu.get("id") or _text(gpu, "pci", "pci_bus_id"),
        "minor_number": _int(_text(gpu, "minor_number")),
        "memory_total_mib": _mib(_text(gpu, "fb_memory_usage", "total")),
        "memory_used_mib": _mib(_text(gpu, "fb_memory_usage", "used")),
        "memory_reserved_mib": _mib(_text(gpu, "fb_memory_usage", "reserved")),
        "utilization": {"gpu_percent": _percent(_text(gpu, "utilization", "gpu_util")),
                        "memory_percent": _percent(_text(gpu, "utilization", "memory_util"))},
        "compute_mode": _text(gpu, "compute_mode"),
        "ecc": {"enabled": _enabled(ecc_mode),
                "volatile_uncorrected": volatile["uncorrected"],
                "aggregate_uncorrected": aggregate["uncorrected"],
                "volatile_corrected": volatile["corrected"],
                "aggregate_corrected": aggregate["corrected"]},
        "clocks_event_reasons": _clock_reasons(gpu),
        "retired_pages": _retired(gpu),
        "remapped_rows": _remapped(gpu),
        "mig": _mig(gpu),
        "xid": None,   # nvidia-smi -q does not report XID events (see the kernel log)
        "processes": processes,
    }
