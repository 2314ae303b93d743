"""A fake at the pynvml boundary that behaves like NVML: nvmlInit/nvmlShutdown, opaque handles,
the real pynvml exception classes (built through pynvml.NVMLError(code), which maps the code to
its NVMLError_* subclass exactly as the library does), NOT_SUPPORTED per field, usedGpuMemory
None, and bytes-vs-str returns. Install with `monkeypatch.setitem(sys.modules, "pynvml", fake)`
or pass it as `pynvml_module=`."""
from __future__ import annotations

import types
from dataclasses import dataclass, field

import pynvml as real

NOT_SUPPORTED = real.NVML_ERROR_NOT_SUPPORTED


def error(code: int) -> Exception:
    return real.NVMLError(code)   # the real mapping: NVMLError(3) -> NVMLError_NotSupported


@dataclass
class FakeProcess:
    pid: int
    usedGpuMemory: int | None            # bytes; None like pynvml on WDDM / not available
    gpuInstanceId: int = 0xFFFFFFFF
    computeInstanceId: int = 0xFFFFFFFF


@dataclass
class FakeGpu:
    name: str = "NVIDIA A100-SXM4-80GB"
    uuid: str = "GPU-00000000-0000-0000-0000-000000000000"
    total: int = 81920 * 1024 * 1024
    used: int = 0                                    # bytes in use, the driver's reservation not counted
    reserved: int = 0                                # bytes the driver reserves (NVML v2; v1 adds it to used)
    util_gpu: int = 0
    util_mem: int = 0
    ecc: tuple = (1, 1)
    ecc_volatile_unc: int = 0
    ecc_aggregate_unc: int = 0
    ecc_volatile_cor: int = 0
    ecc_aggregate_cor: int = 0
    clocks_reasons: int = 0                          # nvmlClocksEventReason* bitmask
    nvlink: list | None = None                       # per-link state (True/False); None: no NVLink (NOT_SUPPORTED)
    nvlink_errors: dict = field(default_factory=dict)   # (link, counter) -> count
    retired_sbe: list = field(default_factory=list)
    retired_dbe: list = field(default_factory=list)
    retired_pending: int = 0
    remapped: tuple | None = (0, 0, 0, 0)
    mig: tuple | None = (0, 0)
    processes: list = field(default_factory=list)
    graphics: list = field(default_factory=list)
    unsupported: set = field(default_factory=set)   # pynvml function names raising NOT_SUPPORTED
    lost: bool = False                               # nvmlDeviceGetHandleByIndex -> GPU_IS_LOST
    bus_id: str = "00000000:07:00.0"
    cc: tuple = (8, 0)                               # CUDA compute capability (major, minor)
    nvlink_remote: list | None = None                # per link: the far end's bus id, or "switch" (NVSwitch)


class _Handle:
    def __init__(self, gpu: FakeGpu):
        self.gpu = gpu


def make(gpus: list[FakeGpu] | None = None, driver: bytes | str = b"550.54.15", cuda: int = 12040,
         init_error: int | None = None, count_error: int | None = None, names: dict | None = None,
         without: tuple[str, ...] = (), xid_events: list | None = None,
         topology: dict | None = None, memory_v2: bool = True) -> types.ModuleType:
    """A module that quacks like pynvml. `init_error` makes nvmlInit raise that NVML code
    (e.g. NVML_ERROR_LIBRARY_NOT_FOUND); `without` drops functions (older pynvml/driver);
    `xid_events` [(gpu index, xid), ...] are delivered by nvmlEventSetWait_v2, one per call,
    then it times out (NVMLError_Timeout) like the real call after `timeoutms`. `topology`
    {(i, j): NVML_TOPOLOGY_* level} answers nvmlDeviceGetTopologyCommonAncestor (either order;
    a pair not given is NVML_TOPOLOGY_SYSTEM). `memory_v2=False`: a pre-510 driver whose
    library has no nvmlDeviceGetMemoryInfo_v2 (FUNCTION_NOT_FOUND when asked with a version)."""
    gpus = list(gpus or [])
    mod = types.ModuleType("pynvml")
    for name in dir(real):
        if name.startswith(("NVMLError", "NVML_", "nvmlEventType")) or name == "NVMLLibraryMismatchError":
            setattr(mod, name, getattr(real, name))
    mod.nvmlMemory_v2 = real.nvmlMemory_v2
    state = {"init": 0, "shutdown": 0}
    mod.state = state

    def need_init():
        if state["init"] <= state["shutdown"]:
            raise error(real.NVML_ERROR_UNINITIALIZED)

    def dev(fname):
        def wrap(fn):
            def call(handle, *args, **kwargs):
                need_init()
                if fname in handle.gpu.unsupported:
                    raise error(NOT_SUPPORTED)
                return fn(handle.gpu, *args, **kwargs)
            call.__name__ = fname
            return call
        return wrap

    def nvmlInit():
        if init_error is not None:
            raise error(init_error)
        state["init"] += 1

    def nvmlShutdown():
        need_init()
        state["shutdown"] += 1

    def nvmlDeviceGetCount():
        need_init()
        if count_error is not None:
            raise error(count_error)
        return len(gpus)

    def nvmlDeviceGetHandleByIndex(i):
        need_init()
        if not 0 <= i < len(gpus):
            raise error(real.NVML_ERROR_INVALID_ARGUMENT)
        if gpus[i].lost:
            raise error(real.NVML_ERROR_GPU_IS_LOST)
        return _Handle(gpus[i])

    def nvmlSystemGetDriverVersion():
        need_init()
        return driver

    def nvmlSystemGetCudaDriverVersion():
        need_init()
        return cuda

    def nvmlSystemGetCudaDriverVersion_v2():
        need_init()
        return cuda

    def nvmlSystemGetNVMLVersion():
        need_init()
        return "12.550.54.15"

    def nvmlSystemGetProcessName(pid):
        need_init()
        if names and pid in names:
            return names[pid]
        raise error(real.NVML_ERROR_NOT_FOUND)

    mem = types.SimpleNamespace

    def _remote(g, link):
        if _nvlink_state(g, link) is None or g.nvlink_remote is None or link >= len(g.nvlink_remote):
            raise error(NOT_SUPPORTED)
        far = g.nvlink_remote[link]
        return mem(busId=(b"00000000:FF:00.0" if far == "switch" else far.encode()))

    def _remote_type(g, link):
        if _nvlink_state(g, link) is None or g.nvlink_remote is None or link >= len(g.nvlink_remote):
            raise error(NOT_SUPPORTED)
        return real.NVML_NVLINK_DEVICE_TYPE_SWITCH if g.nvlink_remote[link] == "switch" else real.NVML_NVLINK_DEVICE_TYPE_GPU

    def nvmlDeviceGetTopologyCommonAncestor(h1, h2):
        need_init()
        if "nvmlDeviceGetTopologyCommonAncestor" in h1.gpu.unsupported:
            raise error(NOT_SUPPORTED)
        i, j = gpus.index(h1.gpu), gpus.index(h2.gpu)
        table = topology or {}
        return table.get((i, j), table.get((j, i), real.NVML_TOPOLOGY_SYSTEM))

    funcs = {
        "nvmlDeviceGetNvLinkRemotePciInfo": _remote,
        "nvmlDeviceGetNvLinkRemoteDeviceType": _remote_type,
        "nvmlDeviceGetName": lambda g: g.name.encode(),          # old pynvml returned bytes
        "nvmlDeviceGetUUID": lambda g: g.uuid,
        "nvmlDeviceGetMemoryInfo": _memory_info(memory_v2),
        "nvmlDeviceGetUtilizationRates": lambda g: mem(gpu=g.util_gpu, memory=g.util_mem),
        "nvmlDeviceGetEccMode": lambda g: list(g.ecc),
        "nvmlDeviceGetTotalEccErrors": lambda g, etype, ctype: (
            (g.ecc_volatile_unc if ctype == real.NVML_VOLATILE_ECC else g.ecc_aggregate_unc)
            if etype == real.NVML_MEMORY_ERROR_TYPE_UNCORRECTED else
            (g.ecc_volatile_cor if ctype == real.NVML_VOLATILE_ECC else g.ecc_aggregate_cor)),
        "nvmlDeviceGetCurrentClocksEventReasons": lambda g: g.clocks_reasons,
        "nvmlDeviceGetCurrentClocksThrottleReasons": lambda g: g.clocks_reasons,
        "nvmlDeviceGetNvLinkState": _nvlink_state,
        "nvmlDeviceGetNvLinkErrorCounter": lambda g, link, counter: (
            _nvlink_state(g, link) is not None and g.nvlink_errors.get((link, counter), 0)),
        "nvmlDeviceGetRetiredPages": lambda g, cause: list(g.retired_sbe if cause == 0 else g.retired_dbe),
        "nvmlDeviceGetRetiredPagesPendingStatus": lambda g: g.retired_pending,
        "nvmlDeviceGetRemappedRows": lambda g: _or_not_supported(g.remapped),
        "nvmlDeviceGetMigMode": lambda g: list(_or_not_supported(g.mig)),
        "nvmlDeviceGetCudaComputeCapability": lambda g: tuple(g.cc),
        "nvmlDeviceGetPciInfo": lambda g: mem(busId=g.bus_id.encode()),
        "nvmlDeviceGetMinorNumber": lambda g: gpus.index(g),
        "nvmlDeviceGetComputeRunningProcesses": lambda g: list(g.processes),
        "nvmlDeviceGetGraphicsRunningProcesses": lambda g: list(g.graphics),
    }
    queue = list(xid_events or [])
    event_sets: dict = {}

    def nvmlEventSetCreate():
        need_init()
        es = object()
        event_sets[id(es)] = set()
        return es

    def nvmlDeviceRegisterEvents(handle, event_types, es):
        need_init()
        if "nvmlDeviceRegisterEvents" in handle.gpu.unsupported:
            raise error(NOT_SUPPORTED)
        event_sets[id(es)].add(gpus.index(handle.gpu))

    def nvmlEventSetWait_v2(es, timeoutms):
        need_init()
        state.setdefault("waits", []).append(timeoutms)
        while queue:
            index, xid = queue.pop(0)
            if index in event_sets[id(es)]:
                return types.SimpleNamespace(device=_Handle(gpus[index]), eventType=real.nvmlEventTypeXidCriticalError,
                                             eventData=xid, gpuInstanceId=0xFFFFFFFF, computeInstanceId=0xFFFFFFFF)
        raise error(real.NVML_ERROR_TIMEOUT)

    def nvmlEventSetFree(es):
        event_sets.pop(id(es), None)
        state["freed"] = state.get("freed", 0) + 1

    for fn in (nvmlEventSetCreate, nvmlDeviceRegisterEvents, nvmlEventSetWait_v2, nvmlEventSetFree):
        setattr(mod, fn.__name__, fn)
    for fname, fn in funcs.items():
        setattr(mod, fname, dev(fname)(fn))
    for fn in (nvmlInit, nvmlShutdown, nvmlDeviceGetCount, nvmlDeviceGetHandleByIndex,
               nvmlSystemGetDriverVersion, nvmlSystemGetCudaDriverVersion,
               nvmlSystemGetCudaDriverVersion_v2, nvmlSystemGetNVMLVersion, nvmlSystemGetProcessName,
               nvmlDeviceGetTopologyCommonAncestor):
        setattr(mod, fn.__name__, fn)
    for name in without:
        delattr(mod, name)
    return mod


def _nvlink_state(g: FakeGpu, link: int) -> int:
    """NVML: NOT_SUPPORTED on a GPU without NVLink, INVALID_ARGUMENT past its last link,
    else NVML_FEATURE_ENABLED (1) / NVML_FEATURE_DISABLED (0)."""
    if g.nvlink is None:
        raise error(NOT_SUPPORTED)
    if not 0 <= link < len(g.nvlink):
        raise error(real.NVML_ERROR_INVALID_ARGUMENT)
    return real.NVML_FEATURE_ENABLED if g.nvlink[link] else real.NVML_FEATURE_DISABLED


def _or_not_supported(value):
    if value is None:
        raise error(NOT_SUPPORTED)
    return value


def _memory_info(memory_v2: bool):
    """As the real binding: nvmlDeviceGetMemoryInfo(handle) is v1, whose `used` includes the
    driver's reservation (seen on an H200, driver 580: v1 used 615 MiB with no process, nvidia-smi
    0 MiB used and 616 MiB reserved); with version=nvmlMemory_v2 it calls
    nvmlDeviceGetMemoryInfo_v2, which reports `reserved` apart (fixtures/_nvml-real/)."""
    def info(g: FakeGpu, version=None):
        if not version:
            return types.SimpleNamespace(total=g.total, used=g.used + g.reserved, free=g.total - g.used - g.reserved)
        if not memory_v2:
            raise error(real.NVML_ERROR_FUNCTION_NOT_FOUND)
        return types.SimpleNamespace(version=version, total=g.total, reserved=g.reserved, used=g.used,
                                     free=g.total - g.used - g.reserved)
    return info
