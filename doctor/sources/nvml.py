"""This node's GPU report through NVML (nvidia-ml-py, `import pynvml`), in doctor.node/v1 shape.

pynvml is imported lazily (only `doctor node` without --from needs it). Every per-GPU field is
read on its own: NVML_ERROR_NOT_SUPPORTED (consumer boards, MIG, vGPU), a function missing from
an older driver, or any other per-field error becomes null, never a crash. Only failures that
make the whole node unreadable end the run (exit 3, one line): no NVML library, driver not
loaded, no permission, driver/library version mismatch.

Process PIDs from NVML are host PIDs; each one is mapped to its container and pod through
<proc_root>/<pid>/cgroup (doctor.sources.procfs). Run with hostPID (the DaemonSet does)."""
from __future__ import annotations

import os
import socket
import time
from datetime import datetime, timezone

from ..errors import ClusterUnreachable
from . import procfs

SCHEMA = "doctor.node/v1"
MIB = 1024 * 1024
_NOT_AVAILABLE = (1 << 64) - 1   # NVML_VALUE_NOT_AVAILABLE_ulonglong

_FATAL = {
    "NVMLError_LibraryNotFound": (
        "NVML library (libnvidia-ml.so.1) not found: no NVIDIA driver on this host, or this container "
        "runs without the NVIDIA runtime (set runtimeClassName: nvidia or NVIDIA_VISIBLE_DEVICES=all)"),
    "NVMLError_DriverNotLoaded": (
        "NVIDIA driver is not loaded on this node (nvidia.ko missing): check `lsmod | grep nvidia` and "
        "the driver DaemonSet / dmesg"),
    "NVMLError_NoPermission": (
        "no permission to use NVML (/dev/nvidiactl, /dev/nvidia*): run as root or with access to the "
        "NVIDIA device nodes"),
    "NVMLError_LibRmVersionMismatch": (
        "NVML driver/library version mismatch: the user-space driver was upgraded but the old kernel "
        "module is still loaded; drain the node and reboot (or reload the nvidia modules)"),
    "NVMLError_Uninitialized": "NVML is not initialised (nvmlInit failed)",
}


def _load_pynvml():
    try:
        import pynvml  # noqa: PLC0415 - lazy on purpose
    except ImportError:
        raise ClusterUnreachable("cannot read this node's GPUs: the nvidia-ml-py package (pynvml) is "
                                 "not installed (pip install nvidia-ml-py)") from None
    return pynvml


def _fatal(nv, exc: Exception) -> ClusterUnreachable:
    name = type(exc).__name__
    text = _FATAL.get(name)
    if text is None:
        text = f"NVML failed: {exc} ({name})"
    return ClusterUnreachable(f"cannot read this node's GPUs: {text}")


def _s(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, (bytes, bytearray)):
        return value.decode("utf-8", "replace")
    return str(value)


def cuda_version_string(value: int | None) -> str | None:
    """12040 -> '12.4' (major = v // 1000, minor = (v % 1000) // 10)."""
    if not isinstance(value, int) or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"


class _Reader:
    """Calls one pynvml function; any NVML error (or a function this pynvml/driver lacks)
    yields None and is remembered per field for the report's `unsupported` list."""

    def __init__(self, nv):
        self.nv = nv
        self.errors: dict[str, str] = {}

    def __call__(self, field: str, fname: str, *args):
        fn = getattr(self.nv, fname, None)
        if fn is None:
            self.errors[field] = f"{fname} not in this pynvml"
            return None
        try:
            return fn(*args)
        except self.nv.NVMLError as exc:
            self.errors[field] = str(exc)
            return None
        except getattr(self.nv, "NVMLLibraryMismatchError", ()) as exc:  # type: ignore[misc]
            self.errors[field] = str(exc)
            return None


def _mib(value) -> int | None:
    if value is None or not isinstance(value, int) or value < 0 or value >= _NOT_AVAILABLE:
        return None
    return int(value // MIB)


def _memory(nv, read: _Reader, handle):
    """nvmlDeviceGetMemoryInfo_v2 (driver 510+) splits the driver's own reservation from `used`, as
    nvidia-smi shows it; v1's `used` includes it (615 MiB on an idle H200 with driver 580, where
    nvidia-smi says 0 MiB used). Older drivers and bindings fall back to v1, with no `reserved`."""
    version = getattr(nv, "nvmlMemory_v2", None)
    fn = getattr(nv, "nvmlDeviceGetMemoryInfo", None)
    if version is not None and fn is not None:
        try:
            return fn(handle, version=version)
        except (nv.NVMLError, TypeError):
            pass   # FUNCTION_NOT_FOUND on a pre-510 driver, an old binding without `version`
    return read("memory", "nvmlDeviceGetMemoryInfo", handle)


def _processes(nv, read: _Reader, handle, proc_root: str) -> list[dict]:
    seen: dict[int, dict] = {}
    sources = (("C", ("nvmlDeviceGetComputeRunningProcesses", "nvmlDeviceGetComputeRunningProcesses_v2")),
               ("G", ("nvmlDeviceGetGraphicsRunningProcesses", "nvmlDeviceGetGraphicsRunningProcesses_v2")))
    for kind, fnames in sources:
        procs = None
        for fname in fnames:
            procs = read(f"processes_{kind}", fname, handle)
            if procs is not None:
                break
        for p in procs or []:
            pid = getattr(p, "pid", None)
            if not isinstance(pid, int):
                continue
            if pid in seen:
                seen[pid]["type"] = "C+G"
                continue
            name = _s(read("process_name", "nvmlSystemGetProcessName", pid)) or procfs.process_name(pid, proc_root)
            info = procfs.proc_info(pid, proc_root)
            gi = getattr(p, "gpuInstanceId", None)
            ci = getattr(p, "computeInstanceId", None)
            seen[pid] = {
                "pid": pid,
                "used_memory_mib": _mib(getattr(p, "usedGpuMemory", None)),
                "name": name,
                "type": kind,
                "gpu_instance_id": gi if isinstance(gi, int) and gi < 0xFFFFFFFF else None,
                "compute_instance_id": ci if isinstance(ci, int) and ci < 0xFFFFFFFF else None,
                "container_id": info.container_id,
                "runtime": info.runtime,
                "pod_uid": info.pod_uid,
                "cgroup": info.cgroup,
                "state": info.state,
                "state_name": info.state_name,
                "ppid": info.ppid,
                "in_container": info.in_container,
                "visible": info.visible,
            }
    return list(seen.values())


# nvmlClocksEventReason* bits (nvml.h; pynvml nvmlClocksEventReason*/nvmlClocksThrottleReason*)
_REASON_BITS = (
    (0x1, "gpu_idle"), (0x2, "applications_clocks_setting"), (0x4, "sw_power_cap"), (0x8, "hw_slowdown"),
    (0x10, "sync_boost"), (0x20, "sw_thermal_slowdown"), (0x40, "hw_thermal_slowdown"),
    (0x80, "hw_power_brake_slowdown"), (0x100, "display_clock_setting"),
)


def _count(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < _NOT_AVAILABLE else None


def _reasons(mask) -> list[str] | None:
    """Active clock event (throttle) reasons, by name; None when NVML could not say."""
    if not isinstance(mask, int) or isinstance(mask, bool):
        return None
    return [name for bit, name in _REASON_BITS if mask & bit]


def _nvlink(nv, read: _Reader, handle) -> dict | None:
    """Per-link state and DL error counters. NVML answers NOT_SUPPORTED on GPUs without NVLink
    (and INVALID_ARGUMENT past the last link): those links are simply not listed."""
    state_fn = getattr(nv, "nvmlDeviceGetNvLinkState", None)
    if state_fn is None:
        read.errors["nvlink"] = "nvmlDeviceGetNvLinkState not in this pynvml"
        return None
    links = []
    counters = (("replay_errors", "NVML_NVLINK_ERROR_DL_REPLAY", 0), ("recovery_errors", "NVML_NVLINK_ERROR_DL_RECOVERY", 1),
                ("crc_flit_errors", "NVML_NVLINK_ERROR_DL_CRC_FLIT", 2), ("crc_data_errors", "NVML_NVLINK_ERROR_DL_CRC_DATA", 3))
    last_error = None
    for link in range(int(getattr(nv, "NVML_NVLINK_MAX_LINKS", 18))):
        try:
            state = state_fn(handle, link)
        except nv.NVMLError as exc:
            last_error = str(exc)
            continue
        entry: dict = {"link": link, "active": bool(state)}
        for key, const, default in counters:
            value = None
            fn = getattr(nv, "nvmlDeviceGetNvLinkErrorCounter", None)
            if fn is not None:
                try:
                    value = _count(fn(handle, link, getattr(nv, const, default)))
                except nv.NVMLError:
                    value = None
            entry[key] = value
        links.append(entry)
    if not links:
        if last_error:
            read.errors["nvlink"] = last_error
        return None
    return {"links": links}


def _gpu(nv, read: _Reader, index: int, proc_root: str) -> dict:
    try:
        handle = nv.nvmlDeviceGetHandleByIndex(index)
    except nv.NVMLError as exc:
        return {"index": index, "uuid": None, "name": None, "memory_total_mib": None,
                "memory_used_mib": None, "processes": [], "error": str(exc)}
    mem = _memory(nv, read, handle)
    util = read("utilization", "nvmlDeviceGetUtilizationRates", handle)
    ecc_mode = read("ecc_mode", "nvmlDeviceGetEccMode", handle)
    unc = getattr(nv, "NVML_MEMORY_ERROR_TYPE_UNCORRECTED", 1)
    vol = read("ecc_volatile", "nvmlDeviceGetTotalEccErrors", handle, unc, getattr(nv, "NVML_VOLATILE_ECC", 0))
    agg = read("ecc_aggregate", "nvmlDeviceGetTotalEccErrors", handle, unc, getattr(nv, "NVML_AGGREGATE_ECC", 1))
    sbe = read("retired_sbe", "nvmlDeviceGetRetiredPages", handle,
               getattr(nv, "NVML_PAGE_RETIREMENT_CAUSE_MULTIPLE_SINGLE_BIT_ECC_ERRORS", 0))
    dbe = read("retired_dbe", "nvmlDeviceGetRetiredPages", handle,
               getattr(nv, "NVML_PAGE_RETIREMENT_CAUSE_DOUBLE_BIT_ECC_ERROR", 1))
    pending = read("retired_pending", "nvmlDeviceGetRetiredPagesPendingStatus", handle)
    rows = read("remapped_rows", "nvmlDeviceGetRemappedRows", handle)
    mig = read("mig_mode", "nvmlDeviceGetMigMode", handle)
    cor = getattr(nv, "NVML_MEMORY_ERROR_TYPE_CORRECTED", 0)
    vol_cor = read("ecc_volatile_corrected", "nvmlDeviceGetTotalEccErrors", handle, cor, getattr(nv, "NVML_VOLATILE_ECC", 0))
    agg_cor = read("ecc_aggregate_corrected", "nvmlDeviceGetTotalEccErrors", handle, cor, getattr(nv, "NVML_AGGREGATE_ECC", 1))
    reasons = read("clocks_event_reasons", "nvmlDeviceGetCurrentClocksEventReasons", handle) \
        if hasattr(nv, "nvmlDeviceGetCurrentClocksEventReasons") else \
        read("clocks_event_reasons", "nvmlDeviceGetCurrentClocksThrottleReasons", handle)
    cc = read("compute_capability", "nvmlDeviceGetCudaComputeCapability", handle)
    retired = None
    if sbe is not None or dbe is not None or pending is not None:
        retired = {"single_bit": len(sbe) if sbe is not None else None,
                   "double_bit": len(dbe) if dbe is not None else None,
                   "pending": bool(pending) if pending is not None else None}
    remapped = None
    if rows is not None:
        corr, uncorr, rpending, failure = rows
        remapped = {"correctable": corr, "uncorrectable": uncorr,
                    "pending": bool(rpending), "failure": bool(failure)}
    return {
        "index": index,
        "uuid": _s(read("uuid", "nvmlDeviceGetUUID", handle)),
        "name": _s(read("name", "nvmlDeviceGetName", handle)),
        "pci_bus_id": _s(getattr(read("pci", "nvmlDeviceGetPciInfo", handle), "busId", None)),
        "minor_number": read("minor_number", "nvmlDeviceGetMinorNumber", handle),
        "compute_capability": f"{cc[0]}.{cc[1]}" if cc else None,
        "memory_total_mib": _mib(getattr(mem, "total", None)),
        "memory_used_mib": _mib(getattr(mem, "used", None)),
        "memory_reserved_mib": _mib(getattr(mem, "reserved", None)),
        "utilization": {"gpu_percent": getattr(util, "gpu", None), "memory_percent": getattr(util, "memory", None)},
        "ecc": {"enabled": bool(ecc_mode[0]) if ecc_mode else None,
                "volatile_uncorrected": _count(vol), "aggregate_uncorrected": _count(agg),
                "volatile_corrected": _count(vol_cor), "aggregate_corrected": _count(agg_cor)},
        "clocks_event_reasons": _reasons(reasons),
        "nvlink": _nvlink(nv, read, handle),
        "retired_pages": retired,
        "remapped_rows": remapped,
        "mig": {"current": bool(mig[0]) if mig else None, "pending": bool(mig[1]) if mig else None,
                "devices": []},
        "xid": None,  # filled by Agent (agent mode) from NVML XID events; a one-shot read cannot see them
        "processes": _processes(nv, read, handle, proc_root),
    }


def _init(nv) -> None:
    try:
        nv.nvmlInit()
    except nv.NVMLError as exc:
        raise _fatal(nv, exc) from None
    except OSError as exc:  # a broken libnvidia-ml.so
        raise ClusterUnreachable(f"cannot read this node's GPUs: loading NVML failed: {exc}") from None


def _shutdown(nv) -> None:
    try:
        nv.nvmlShutdown()
    except Exception:  # noqa: BLE001 - shutting down must never mask the report or the error
        pass


def _utc(now: datetime | None = None) -> str:
    return (now or datetime.now(timezone.utc)).strftime("%Y-%m-%dT%H:%M:%SZ")


def _report(nv, proc_root: str, node_name: str | None, now: datetime | None) -> dict:
    read = _Reader(nv)
    try:
        count = nv.nvmlDeviceGetCount()
    except nv.NVMLError as exc:
        raise _fatal(nv, exc) from None
    cuda = read("cuda_version", "nvmlSystemGetCudaDriverVersion_v2")
    if cuda is None:
        cuda = read("cuda_version", "nvmlSystemGetCudaDriverVersion")
    gpus = [_gpu(nv, read, i, proc_root) for i in range(count)]
    report = {
        "schema": SCHEMA,
        "source": "nvml",
        "node": node_name or os.environ.get("NODE_NAME") or socket.gethostname(),
        "observed_at": _utc(now),
        "driver_version": _s(read("driver_version", "nvmlSystemGetDriverVersion")),
        "cuda_version": cuda_version_string(cuda),
        "nvml_version": _s(read("nvml_version", "nvmlSystemGetNVMLVersion")),
        "pid_namespace": procfs.pid_namespace(proc_root),
        "gpus": gpus,
    }
    report["topology"] = _topology(nv, read, gpus)
    from ..topology.collect import allocations
    report["allocations"] = allocations(gpus, proc_root)   # GPUs each container was given (issue 18)
    report["unsupported"] = sorted(read.errors)
    return report


def _topology(nv, read: _Reader, gpus: list[dict]) -> dict | None:
    """The GPU interconnect matrix (what `nvidia-smi topo -m` shows): doctor.topology.collect."""
    from ..topology.collect import interconnect

    handles = {}
    for g in gpus:
        if g.get("error") or not isinstance(g.get("index"), int):
            continue
        try:
            handles[g["index"]] = nv.nvmlDeviceGetHandleByIndex(g["index"])
        except nv.NVMLError:
            continue
    return interconnect(nv, handles, read.errors)


def collect_local(proc_root: str = "/proc", node_name: str | None = None, pynvml_module=None,
                  now: datetime | None = None) -> dict:
    """Read every GPU on this host once. Raises ClusterUnreachable (exit 3) when NVML cannot be used."""
    nv = pynvml_module or _load_pynvml()
    _init(nv)
    try:
        return _report(nv, proc_root, node_name, now)
    finally:
        _shutdown(nv)


class Agent:
    """Agent mode (the DaemonSet): NVML stays open between reports, and the time between them is
    spent waiting for XID events (nvmlEventTypeXidCriticalError), so each report carries the XIDs
    seen on each GPU since the agent started (the newest `keep`). Where events are not supported
    the agent just sleeps and `xid` stays null."""

    def __init__(self, proc_root: str = "/proc", node_name: str | None = None, pynvml_module=None,
                 keep: int = 20) -> None:
        self.nv = pynvml_module or _load_pynvml()
        self.proc_root, self.node_name, self.keep = proc_root, node_name, keep
        _init(self.nv)
        self.since = _utc()
        self.xids: dict[str, list[dict]] = {}
        self.watched: set[str] = set()
        self.events = None
        nv = self.nv
        xid_type = getattr(nv, "nvmlEventTypeXidCriticalError", 0x8)
        try:
            self.events = nv.nvmlEventSetCreate()
            for i in range(nv.nvmlDeviceGetCount()):
                try:
                    handle = nv.nvmlDeviceGetHandleByIndex(i)
                    nv.nvmlDeviceRegisterEvents(handle, xid_type, self.events)
                    self.watched.add(_s(nv.nvmlDeviceGetUUID(handle)) or str(i))
                except nv.NVMLError:
                    continue   # NOT_SUPPORTED on this board / GPU lost: no XIDs for it
        except (nv.NVMLError, AttributeError):
            self.events = None
        if self.events is not None and not self.watched:
            self._free()

    def report(self, now: datetime | None = None) -> dict:
        rep = _report(self.nv, self.proc_root, self.node_name, now)
        for gpu in rep["gpus"]:
            uuid = gpu.get("uuid")
            if uuid in self.watched:
                gpu["xid"] = {"since": self.since, "events": list(self.xids.get(uuid, []))[-self.keep:]}
        # a GPU NVML has lost since the agent started has no UUID any more; when exactly one watched GPU is
        # missing and exactly one is lost, they are the same: keep the UUID it had and the Xids it sent
        # (typically Xid 79 just before it fell off the bus)
        present = {g.get("uuid") for g in rep["gpus"]}
        missing = sorted(u for u in self.watched if u not in present)
        lost = [g for g in rep["gpus"] if g.get("uuid") is None and g.get("error")]
        if len(missing) == 1 and len(lost) == 1:
            lost[0]["uuid"] = missing[0]
            lost[0]["uuid_source"] = "agent: the UUID this GPU had before NVML lost it"
            lost[0]["xid"] = {"since": self.since, "events": list(self.xids.get(missing[0], []))[-self.keep:]}
        return rep

    def wait(self, seconds: float) -> None:
        if self.events is None:
            time.sleep(seconds)
            return
        nv = self.nv
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            try:
                data = nv.nvmlEventSetWait_v2(self.events, max(1, int(remaining * 1000)))
            except nv.NVMLError as exc:
                if type(exc).__name__ != "NVMLError_Timeout":
                    time.sleep(max(0.0, deadline - time.monotonic()))
                return
            try:
                uuid = _s(nv.nvmlDeviceGetUUID(data.device))
            except nv.NVMLError:
                uuid = None
            events = self.xids.setdefault(uuid or "?", [])
            events.append({"xid": int(data.eventData), "at": _utc()})
            del events[:-self.keep]

    def _free(self) -> None:
        if self.events is not None:
            try:
                self.nv.nvmlEventSetFree(self.events)
            except Exception:  # noqa: BLE001
                pass
        self.events = None
        self.watched = set()

    def close(self) -> None:
        self._free()
        _shutdown(self.nv)
