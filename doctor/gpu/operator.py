"""NVIDIA GPU Operator components: which pod / DaemonSet is which component, the order they
depend on each other (driver -> container toolkit -> device plugin, GFD, DCGM, validator),
a kubectl-style status for a pod, and the line of its log that says why it fails.
Components are recognised by the labels and name prefixes the operator uses (see
shared/reference/gpu-stack.md section c), in whatever namespace they run."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..kube.first_looks import looked, register as register_look
from ..kube.pods import container_statuses
from ..signatures import scan_text
from ..snapshot import plain_pod_ids


@dataclass(frozen=True)
class Component:
    id: str
    title: str
    prefixes: tuple[str, ...]        # pod / DaemonSet name prefixes
    apps: tuple[str, ...]            # values of the `app` / `app.kubernetes.io/component` labels
    needs: tuple[str, ...]           # components that must work first (same node)
    critical: bool                   # GPU workloads break without it


COMPONENTS: tuple[Component, ...] = (
    Component("driver", "NVIDIA driver", ("nvidia-driver-daemonset", "nvidia-gpu-driver-"),
              ("nvidia-driver-daemonset", "nvidia-driver"), (), True),
    Component("container-toolkit", "NVIDIA container toolkit", ("nvidia-container-toolkit-daemonset",),
              ("nvidia-container-toolkit-daemonset",), ("driver",), True),
    Component("device-plugin", "NVIDIA device plugin", ("nvidia-device-plugin-daemonset", "nvidia-device-plugin-"),
              ("nvidia-device-plugin-daemonset", "nvidia-device-plugin"), ("driver", "container-toolkit"), True),
    # MPS control daemon (device plugin sharing.mps): DaemonSet nvidia-device-plugin-mps-control-daemon
    # (NVIDIA/k8s-device-plugin deployments/helm, GPU Operator state-device-plugin)
    Component("mps-control-daemon", "MPS control daemon", ("nvidia-device-plugin-mps-control-daemon",),
              ("nvidia-device-plugin-mps-control-daemon",), ("driver", "container-toolkit"), True),
    Component("gpu-feature-discovery", "GPU feature discovery", ("gpu-feature-discovery",),
              ("gpu-feature-discovery",), ("driver", "container-toolkit"), False),
    Component("dcgm", "DCGM host engine", ("nvidia-dcgm-", "nvidia-dcgm"), ("nvidia-dcgm",),
              ("driver", "container-toolkit"), False),
    Component("dcgm-exporter", "DCGM exporter", ("nvidia-dcgm-exporter",), ("nvidia-dcgm-exporter",),
              ("driver", "container-toolkit"), False),
    Component("mig-manager", "MIG manager", ("nvidia-mig-manager",), ("nvidia-mig-manager",),
              ("driver", "container-toolkit"), False),
    Component("node-status-exporter", "node status exporter", ("nvidia-node-status-exporter",),
              ("nvidia-node-status-exporter",), ("driver",), False),
    Component("cuda-validator", "CUDA validator (nvidia-cuda-validator)", ("nvidia-cuda-validator",),
              ("nvidia-cuda-validator",), ("driver", "container-toolkit"), False),
    Component("plugin-validator", "device-plugin validator (nvidia-device-plugin-validator)", ("nvidia-device-plugin-validator",),
              ("nvidia-device-plugin-validator",), ("driver", "container-toolkit", "device-plugin"), False),
    Component("operator-validator", "operator validator", ("nvidia-operator-validator",),
              ("nvidia-operator-validator",),
              ("driver", "container-toolkit", "cuda-validator", "plugin-validator", "device-plugin"), False),
    Component("node-feature-discovery", "Node Feature Discovery", (), ("node-feature-discovery",), (), False),
    Component("operator", "GPU Operator", (), ("gpu-operator",), (), False),
)
BY_ID = {c.id: c for c in COMPONENTS}
# the validator's init containers, in order (assets/state-operator-validation/0500_daemonset.yaml)
VALIDATOR_STAGES = {"driver-validation": "driver", "toolkit-validation": "container-toolkit",
                    "cuda-validation": "cuda-validator", "plugin-validation": "device-plugin"}
_NFD = re.compile(r"node-feature-discovery-(master|worker|gc)")
_OPERATOR_POD = re.compile(r"^gpu-operator-[a-z0-9]{6,10}-[a-z0-9]{5}$")


def classify(obj: dict) -> Component | None:
    meta = obj.get("metadata") or {}
    name = meta.get("name") or ""
    lab = meta.get("labels") or {}
    app = lab.get("app") or lab.get("app.kubernetes.io/component") or lab.get("app.kubernetes.io/name") or ""
    # the longest prefix wins (nvidia-dcgm-exporter before nvidia-dcgm)
    best = None
    for comp in COMPONENTS:
        for p in comp.prefixes:
            if name.startswith(p) and (best is None or len(p) > best[1]):
                best = (comp, len(p))
    if best:
        if best[0].id == "dcgm" and name.startswith("nvidia-dcgm-exporter"):
            return BY_ID["dcgm-exporter"]
        return best[0]
    if _NFD.search(name) or app == "node-feature-discovery" or app in ("master", "worker", "gc") and "node-feature-discovery" in name:
        return BY_ID["node-feature-discovery"]
    if app == "gpu-operator" or _OPERATOR_POD.match(name) or name == "gpu-operator":
        return BY_ID["operator"]
    for comp in COMPONENTS:
        if app and app in comp.apps:
            return comp
    return None


_OPERAND_APPS = frozenset(a for c in COMPONENTS for a in c.apps)
# every name classify() recognises starts with one of these (the operator's own pod: gpu-operator*)
_OPERAND_PREFIXES = tuple(sorted({p for c in COMPONENTS for p in c.prefixes} | {"gpu-operator"}))


def maybe_operand(obj: dict) -> bool:
    """Cheap first look before classify(), from the same component table: a component's name
    prefix, NFD in the name, or a component's app label. Every pod passes here: no generator,
    three label reads at most."""
    meta = obj.get("metadata") or {}
    name = meta.get("name") or ""
    if name.startswith(_OPERAND_PREFIXES) or "node-feature-discovery" in name:
        return True
    lab = meta.get("labels")
    if not lab:
        return False
    return (lab.get("app") in _OPERAND_APPS or lab.get("app.kubernetes.io/component") in _OPERAND_APPS
            or lab.get("app.kubernetes.io/name") in _OPERAND_APPS)



register_look("gpu.operand", maybe_operand)   # taken in doctor.kube.first_looks' one pass

def operand_pods(snapshot) -> list:
    """(pod, component) for every pod that passes maybe_operand() and classify(), in snapshot
    order; one pass per run, shared by the GPU Operator checks."""
    def build():
        looks = looked(snapshot, "gpu.operand")   # maybe_operand, taken in the shared pass over the pods
        out = []
        # else: the pods the loader already found to be no operand (doctor.snapshot.PlainPods) are skipped
        plain = plain_pod_ids(snapshot) if looks is None else None
        for pod in (looks if looks is not None else snapshot.pods):
            if plain is not None and id(pod) in plain:
                continue
            if looks is not None or maybe_operand(pod):
                comp = classify(pod)
                if comp is not None:
                    out.append((pod, comp))
        return out
    return snapshot.derived("gpu.operator.operand_pods", build)


@dataclass
class PodState:
    status: str                   # kubectl's STATUS column: Running, Init:0/4, CrashLoopBackOff, ...
    kind: str                     # ok, completed, image_pull, crash, start_error, init_blocked, pending, not_ready
    container: str | None         # the container that is failing / waited on
    init: bool                    # that container is an init container
    index: int | None             # its index in (init)containerStatuses
    message: str = ""             # waiting/terminated message
    restarts: int = 0


_PULL = {"ImagePullBackOff", "ErrImagePull", "InvalidImageName", "ErrImageNeverPull", "RegistryUnavailable"}
_START = {"CreateContainerConfigError", "CreateContainerError", "RunContainerError", "StartError",
          "PreStartHookError", "PostStartHookError", "ContainerCannotRun"}


def _kind(reason: str | None, exit_code: int | None = None) -> str:
    if reason in _PULL:
        return "image_pull"
    if reason in _START:
        return "start_error"
    if reason in ("CrashLoopBackOff", "Error", "OOMKilled") or (exit_code not in (None, 0)):
        return "crash"
    return "not_ready"


def pod_state(pod: dict) -> PodState:
    status = pod.get("status") or {}
    phase = status.get("phase") or "Unknown"
    spec = pod.get("spec") or {}
    if phase == "Succeeded":
        return PodState("Completed", "completed", None, False, None)
    inits = container_statuses(pod, init=True)
    n_init = len(spec.get("initContainers") or []) or len(inits)
    for i, cs in enumerate(inits):
        state = cs.get("state") or {}
        term, wait = state.get("terminated"), state.get("waiting")
        restarts = int(cs.get("restartCount") or 0)
        if term and term.get("exitCode") == 0:
            continue
        if term:
            reason = term.get("reason") or "Error"
            return PodState(f"Init:{reason}", _kind(reason, term.get("exitCode")), cs.get("name"), True, i,
                            term.get("message") or "", restarts)
        if wait and wait.get("reason") and wait.get("reason") != "PodInitializing":
            reason = wait["reason"]
            return PodState(f"Init:{reason}", _kind(reason), cs.get("name"), True, i, wait.get("message") or "", restarts)
        if cs.get("started") is True and cs.get("restartPolicy") == "Always":
            continue   # a running sidecar
        last = (cs.get("lastState") or {}).get("terminated") or {}
        kind = "crash" if last.get("exitCode") not in (None, 0) else "init_blocked"
        return PodState(f"Init:{i}/{n_init}", kind, cs.get("name"), True, i,
                        last.get("message") or "", restarts)
    if phase == "Pending" and not spec.get("nodeName"):
        return PodState("Pending", "pending", None, False, None)
    worst = None
    for i, cs in enumerate(container_statuses(pod)):
        state = cs.get("state") or {}
        wait, term = state.get("waiting"), state.get("terminated")
        restarts = int(cs.get("restartCount") or 0)
        last = (cs.get("lastState") or {}).get("terminated") or {}
        if wait and wait.get("reason") not in (None, "ContainerCreating", "PodInitializing"):
            reason = wait["reason"]
            # CrashLoopBackOff's own message ("back-off 5m0s restarting failed container=...") says nothing
            # about the failure: the last termination's message does
            msg = (last.get("message") or "") if reason == "CrashLoopBackOff" else (wait.get("message") or last.get("message") or "")
            return PodState(reason, _kind(reason), cs.get("name"), False, i, msg, restarts)
        if term and term.get("exitCode") not in (None, 0):
            return PodState(term.get("reason") or "Error", "crash", cs.get("name"), False, i,
                            term.get("message") or "", restarts)
        if not cs.get("ready") and worst is None:
            worst = PodState(phase, "not_ready", cs.get("name"), False, i, last.get("message") or "", restarts)
    if phase == "Failed":
        return PodState(status.get("reason") or "Failed", "crash", None, False, None, status.get("message") or "")
    if worst is not None and phase == "Running":
        return worst
    return PodState(phase, "ok" if phase == "Running" else "not_ready", None, False, None)


_STATED_ERROR = re.compile(r"(?i)^\W*(?:\S+\s+){0,4}?(?:error|fatal|failed)\b|\berror:")
_ERRORISH = re.compile(r"(?i)\b(error|failed|failure|fatal|unable|could not|cannot|mismatch|panic)\b")


def failing_line(text: str | None) -> tuple[int, str, str | None] | None:
    """(line number, line, signature category or None): the first known error signature in
    the log, else the last line that looks like an error."""
    if not text:
        return None
    hits = scan_text(text, limit_per_category=5)
    if hits:
        # of the known signatures, prefer the line that states the error itself
        # ("Error: failed to install NVIDIA driver: ...") over the steps leading to it
        stated = [h for h in hits if _STATED_ERROR.search(h.line)]
        best = stated[0] if stated else hits[0]
        return best.line_number, best.line.strip(), best.signature.category
    last = None
    for n, line in enumerate(text.splitlines(), 1):
        if _ERRORISH.search(line):
            last = (n, line.strip(), None)
    return last
