"""Run doctor's NVML paths against a real NVIDIA driver and record what NVML really answers.

Run on a machine with an NVIDIA GPU, from the repository root, with the host's python3 (it needs
nvidia-ml-py, click, rich, jinja2 and PyYAML, not kubernetes):

    OUT=/tmp/out PYTHONPATH=. python3 e2e/real_nvml/probe.py

It writes to $OUT:
  calls.json         every pynvml call doctor makes, on GPU 0, as NVML answered it (value and
                     Python type, or the NVMLError subclass and code), plus the edge cases the
                     fake in tests/fakes/fake_pynvml.py imitates (index past the last GPU, NVLink
                     past the last link, an unknown PID, calls after nvmlShutdown)
  node.json          `doctor node -o json` while a helper process holds a CUDA context and 1 GiB
  node-stopped.json  the same with that process stopped (SIGSTOP): what a hung rank looks like
  node.txt           `doctor node` (text) at the same moment as node.json
  agent.jsonl        `doctor node --interval 1 --count 2` (agent mode: XID events registered)
  nvidia-smi.xml     `nvidia-smi -q -x` at the same moment (doctor's other GPU source)
  env.json           versions, exit codes and timings
Nothing here changes the GPU's settings; the helper only allocates memory and exits."""
from __future__ import annotations

import ctypes
import json
import os
import platform
import signal
import subprocess
import sys
import time

OUT = os.environ.get("OUT") or "/tmp/real_nvml_out"
os.makedirs(OUT, exist_ok=True)

HOLDER = r"""
import ctypes, sys, time
cuda = ctypes.CDLL("libcuda.so.1")
ctx, dev, ptr = ctypes.c_void_p(), ctypes.c_int(), ctypes.c_uint64()
for step, rc in (("cuInit", cuda.cuInit(0)), ("cuDeviceGet", cuda.cuDeviceGet(ctypes.byref(dev), 0)),
                 ("cuCtxCreate", cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev)),
                 ("cuMemAlloc", cuda.cuMemAlloc_v2(ctypes.byref(ptr), 1 << 30))):
    if rc != 0:
        print(f"holder: {step} returned {rc}", flush=True); sys.exit(1)
print("holder: ready", flush=True)
time.sleep(120)
"""


def _read(path: str) -> str | None:
    try:
        with open(path) as fh:
            return fh.read()
    except OSError as exc:
        return f"unreadable: {exc}"


def sh(args: list[str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(args, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return subprocess.CompletedProcess(args, 127, "", f"{type(exc).__name__}: {exc}")


def jsonable(value, depth=0):
    if depth > 4:
        return repr(value)
    if isinstance(value, bytes):
        return {"bytes": value.decode("utf-8", "replace")}
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [jsonable(v, depth + 1) for v in value]
    fields = getattr(value, "_fields_", None)
    if fields:
        return {"struct": type(value).__name__,
                **{f[0]: jsonable(getattr(value, f[0], None), depth + 1) for f in fields}}
    if hasattr(value, "__dict__"):
        return {"object": type(value).__name__, **{k: jsonable(v, depth + 1) for k, v in vars(value).items()}}
    return repr(value)


def main() -> int:
    import pynvml as nv

    calls: list[dict] = []

    def call(fname, *args, label="", **kwargs):
        entry = {"fn": fname, "args": label or ", ".join(map(repr, args))}
        fn = getattr(nv, fname, None)
        if fn is None:
            entry["missing"] = True
        else:
            try:
                value = fn(*args, **kwargs)
                entry.update(ok=True, type=type(value).__name__, value=jsonable(value))
            except nv.NVMLError as exc:
                entry.update(ok=False, error=type(exc).__name__, code=getattr(exc, "value", None), str=str(exc))
            except Exception as exc:  # noqa: BLE001 - record what the binding raised
                entry.update(ok=False, error=type(exc).__name__, str=str(exc)[:300])
        calls.append(entry)
        return entry

    env: dict = {"proc_1": {f: _read(f"/proc/1/{f}") for f in ("cgroup", "comm")},
                 "proc_self_cgroup": _read("/proc/self/cgroup"),
                 "python": sys.version, "platform": platform.platform(),
                 "pynvml_file": getattr(nv, "__file__", None)}
    try:
        from importlib.metadata import version
        env["nvidia_ml_py"] = version("nvidia-ml-py")
    except Exception as exc:  # noqa: BLE001
        env["nvidia_ml_py"] = f"unknown: {exc}"

    # before init: what a call says when NVML is not initialised
    call("nvmlDeviceGetCount", label="before nvmlInit")
    if not call("nvmlInit").get("ok"):
        with open(os.path.join(OUT, "calls.json"), "w") as fh:
            json.dump(calls, fh, indent=1)
        print(f"nvmlInit failed: {calls[-1]}", file=sys.stderr)
        return 2
    count = call("nvmlDeviceGetCount").get("value") or 0
    for f in ("nvmlSystemGetCudaDriverVersion_v2", "nvmlSystemGetCudaDriverVersion",
              "nvmlSystemGetDriverVersion", "nvmlSystemGetNVMLVersion"):
        call(f)
    call("nvmlDeviceGetHandleByIndex", count, label="index == count (past the last GPU)")
    h = nv.nvmlDeviceGetHandleByIndex(0)
    H = "gpu0"
    for f in ("nvmlDeviceGetName", "nvmlDeviceGetUUID", "nvmlDeviceGetPciInfo", "nvmlDeviceGetMinorNumber",
              "nvmlDeviceGetCudaComputeCapability", "nvmlDeviceGetMemoryInfo", "nvmlDeviceGetUtilizationRates",
              "nvmlDeviceGetEccMode", "nvmlDeviceGetRetiredPagesPendingStatus", "nvmlDeviceGetRemappedRows",
              "nvmlDeviceGetMigMode", "nvmlDeviceGetCurrentClocksEventReasons",
              "nvmlDeviceGetCurrentClocksThrottleReasons", "nvmlDeviceGetComputeRunningProcesses",
              "nvmlDeviceGetGraphicsRunningProcesses", "nvmlDeviceGetComputeRunningProcesses_v2",
              "nvmlDeviceGetGraphicsRunningProcesses_v2"):
        call(f, h, label=H)
    call("nvmlDeviceGetMemoryInfo", h, version=getattr(nv, "nvmlMemory_v2", None), label=f"{H}, version=nvmlMemory_v2")
    for etype in ("NVML_MEMORY_ERROR_TYPE_UNCORRECTED", "NVML_MEMORY_ERROR_TYPE_CORRECTED"):
        for ctype in ("NVML_VOLATILE_ECC", "NVML_AGGREGATE_ECC"):
            call("nvmlDeviceGetTotalEccErrors", h, getattr(nv, etype), getattr(nv, ctype), label=f"{H}, {etype}, {ctype}")
    for cause in ("NVML_PAGE_RETIREMENT_CAUSE_MULTIPLE_SINGLE_BIT_ECC_ERRORS",
                  "NVML_PAGE_RETIREMENT_CAUSE_DOUBLE_BIT_ECC_ERROR"):
        call("nvmlDeviceGetRetiredPages", h, getattr(nv, cause), label=f"{H}, {cause}")
    max_links = int(getattr(nv, "NVML_NVLINK_MAX_LINKS", 18))
    env["NVML_NVLINK_MAX_LINKS"] = max_links
    for link in range(max_links + 1):
        call("nvmlDeviceGetNvLinkState", h, link, label=f"{H}, link {link}")
    for link in (0, max_links - 1):
        for c in ("NVML_NVLINK_ERROR_DL_REPLAY", "NVML_NVLINK_ERROR_DL_RECOVERY",
                  "NVML_NVLINK_ERROR_DL_CRC_FLIT", "NVML_NVLINK_ERROR_DL_CRC_DATA"):
            call("nvmlDeviceGetNvLinkErrorCounter", h, link, getattr(nv, c), label=f"{H}, link {link}, {c}")
        call("nvmlDeviceGetNvLinkRemotePciInfo", h, link, label=f"{H}, link {link}")
        call("nvmlDeviceGetNvLinkRemoteDeviceType", h, link, label=f"{H}, link {link}")
    call("nvmlDeviceGetTopologyCommonAncestor", h, h, label=f"{H}, {H}")
    call("nvmlSystemGetProcessName", os.getpid(), label="this process (holds no GPU context)")
    call("nvmlSystemGetProcessName", 2 ** 22 + 12345, label="a PID that does not exist")

    # a process that holds a CUDA context and 1 GiB: NVML's process list, names, /proc mapping
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
    line = holder.stdout.readline().strip()
    env["holder"] = {"pid": holder.pid, "said": line}
    seen_at = None
    t0 = time.monotonic()
    while line == "holder: ready" and time.monotonic() - t0 < 15:
        procs = nv.nvmlDeviceGetComputeRunningProcesses(h)
        if any(p.pid == holder.pid for p in procs):
            seen_at = round(time.monotonic() - t0, 3)
            break
        time.sleep(0.2)
    env["holder"]["listed_by_nvml_after_s"] = seen_at
    call("nvmlDeviceGetComputeRunningProcesses", h, label=f"{H}, while the holder runs")
    call("nvmlSystemGetProcessName", holder.pid, label="the holder's PID")
    call("nvmlDeviceGetMemoryInfo", h, label=f"{H}, while the holder runs")
    call("nvmlDeviceGetMemoryInfo", h, version=getattr(nv, "nvmlMemory_v2", None),
         label=f"{H}, version=nvmlMemory_v2, while the holder runs")

    def doctor(args, name):
        start = time.monotonic()
        run = subprocess.run([sys.executable, "-m", "doctor", *args], capture_output=True, text=True, timeout=120)
        env.setdefault("doctor", {})[name] = {"args": args, "rc": run.returncode,
                                              "seconds": round(time.monotonic() - start, 3),
                                              "stderr": run.stderr[-2000:]}
        with open(os.path.join(OUT, name), "w") as fh:
            fh.write(run.stdout)
        return run

    doctor(["node", "-o", "json"], "node.json")
    doctor(["node"], "node.txt")
    smi = sh(["nvidia-smi", "-q", "-x"])
    with open(os.path.join(OUT, "nvidia-smi.xml"), "w") as fh:
        fh.write(smi.stdout)
    env["nvidia_smi_rc"] = smi.returncode
    topo = sh(["nvidia-smi", "topo", "-m"])
    env["nvidia_smi_topo"] = topo.stdout + topo.stderr
    apps = sh(["nvidia-smi", "--query-compute-apps=pid,process_name,used_memory", "--format=csv"])
    env["nvidia_smi_compute_apps"] = apps.stdout + apps.stderr
    if line == "holder: ready":
        os.kill(holder.pid, signal.SIGSTOP)
        time.sleep(0.5)
        doctor(["node", "-o", "json"], "node-stopped.json")
        os.kill(holder.pid, signal.SIGCONT)
    holder.kill()
    holder.wait()
    gone = None
    t0 = time.monotonic()
    while time.monotonic() - t0 < 15:
        if not any(p.pid == holder.pid for p in nv.nvmlDeviceGetComputeRunningProcesses(h)):
            gone = round(time.monotonic() - t0, 3)
            break
        time.sleep(0.2)
    env["holder"]["unlisted_after_kill_s"] = gone

    # XID events as the agent uses them
    es = call("nvmlEventSetCreate")
    if es.get("ok"):
        eset = nv.nvmlEventSetCreate()
        call("nvmlDeviceRegisterEvents", h, getattr(nv, "nvmlEventTypeXidCriticalError", 8), eset,
             label=f"{H}, nvmlEventTypeXidCriticalError, set")
        start = time.monotonic()
        call("nvmlEventSetWait_v2", eset, 300, label="set, 300 ms (no event expected)")
        calls[-1]["waited_s"] = round(time.monotonic() - start, 3)
        call("nvmlEventSetFree", eset, label="set")
    doctor(["node", "--interval", "1", "--count", "2"], "agent.jsonl")

    call("nvmlShutdown")
    call("nvmlDeviceGetCount", label="after nvmlShutdown")
    call("nvmlShutdown", label="a second nvmlShutdown")
    env["smi_version"] = sh(["nvidia-smi", "--version"]).stdout
    with open(os.path.join(OUT, "calls.json"), "w") as fh:
        json.dump(calls, fh, indent=1)
    with open(os.path.join(OUT, "env.json"), "w") as fh:
        json.dump(env, fh, indent=1)
    print(json.dumps({k: env.get(k) for k in ("python", "nvidia_ml_py", "holder", "doctor")}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
