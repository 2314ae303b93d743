"""A model server's memory limit far below the GPU memory it fills. Weights pass through host
memory on their way to the GPU (checkpoint reads, page cache, loaders that materialise
tensors on the CPU first), so a limit much smaller than the model gets the container
OOMKilled while loading, or makes loading crawl."""
from __future__ import annotations

from doctor.kube.quantity import QuantityError, format_amount, to_int
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import (
    GPU_MEMORY_LABEL, RESOURCES, SERVER_NAMES, TemplateCheck, gpu_evidence, gpu_memory_mib, gpus,
    model_servers, patch_command, pods_of, yaml_patch)

# Heuristic, stated in every finding: flag a memory limit below HALF the memory of the GPUs
# the container is given (nvidia.com/gpu.memory x GPUs). The seed's own sizing advice is
# 1.2x GPU memory; half is far enough below it that a finding is worth a look.
RATIO = 0.5
MIB = 2**20


def oom_evidence(snapshot, tpl, name: str) -> list[Evidence]:
    out = []
    for pod in pods_of(snapshot, tpl)[:20]:
        for j, cs in enumerate((pod.get("status") or {}).get("containerStatuses") or []):
            if not isinstance(cs, dict) or cs.get("name") != name:
                continue
            term = ((cs.get("lastState") or {}).get("terminated") or {})
            if term.get("reason") == "OOMKilled":
                out.append(Evidence(f"container {name} was OOMKilled (restarts: {cs.get('restartCount')})",
                                    ObjectRef.of(pod, "Pod"),
                                    json_pointer("status", "containerStatuses", j, "lastState", "terminated", "reason"),
                                    "OOMKilled"))
        if out:
            break
    return out


def loaded_within_limit(snapshot, tpl, name: str, raw) -> bool:
    """A pod of this template runs the container with this very memory limit, Ready and never
    restarted: the server has already loaded its model within the limit, so the heuristic's
    prediction (OOM kill while loading) is refuted by the cluster itself."""
    for pod in pods_of(snapshot, tpl)[:20]:
        spec_c = next((c for c in ((pod.get("spec") or {}).get("containers") or [])
                       if isinstance(c, dict) and c.get("name") == name), None)
        if spec_c is None or ((spec_c.get("resources") or {}).get("limits") or {}).get("memory") != raw:
            continue
        for cs in (pod.get("status") or {}).get("containerStatuses") or []:
            if (isinstance(cs, dict) and cs.get("name") == name and cs.get("ready") is True
                    and cs.get("restartCount") == 0 and isinstance((cs.get("state") or {}).get("running"), dict)):
                return True
    return False


class ModelServerMemoryBelowModel(TemplateCheck):
    """Memory limit under half of the GPU memory a model server loads weights into."""

    id = "model_server_memory_below_model"
    title = "Model server's memory limit is far smaller than the GPU memory it fills"
    category = "workloads"
    requires = ()
    optional = RESOURCES + ("nodes",)
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        for i, c, ptr, kind in model_servers(tpl):
            raw = ((c.get("resources") or {}).get("limits") or {}).get("memory")
            if raw is None:
                continue
            try:
                limit = to_int(raw)
            except QuantityError:
                continue
            known = gpu_memory_mib(snapshot, tpl)
            if known is None:
                continue
            per_gpu_mib, node = known
            n = gpus(c)
            gpu_bytes = per_gpu_mib * MIB * n
            if limit >= RATIO * gpu_bytes:
                continue
            name = c.get("name") or str(i)
            oom = oom_evidence(snapshot, tpl, name)
            if not oom and loaded_within_limit(snapshot, tpl, name, raw):
                continue
            suggested = format_amount("memory", -(-int(gpu_bytes * 1.2) // 2**30) * 2**30)
            nref = ObjectRef.of(node, "Node")
            yield self.finding(
                severity=Severity.CRITICAL if oom else Severity.WARNING,
                key=f"{tpl.key}|{name}",
                title=(f"{tpl.where}: {SERVER_NAMES[kind]} container {name!r} may use {n} GPU(s) with "
                       f"{per_gpu_mib * n // 1024} GiB but has a {raw} memory limit"
                       + (" and was OOMKilled" if oom else "")),
                summary=(f"The container's memory limit ({raw}) is under {int(RATIO * 100)}% of the GPU memory it is "
                         f"given ({n} x {per_gpu_mib} MiB per the node label {GPU_MEMORY_LABEL}). A server that "
                         "fills that GPU streams weights of that size through host memory; loaders that "
                         "materialise tensors on the CPU first (a full state dict, safetensors copies) then hit the "
                         "cgroup limit and the kernel OOM-kills the container, while page-cache pressure from the "
                         "checkpoint reads only slows loading down. Heuristic: the model's real size is not in the snapshot"
                         + ("; here the OOM kill confirms it." if oom else ", so this is a warning, not a verdict.")),
                objects=[tpl.ref], confidence=0.9 if oom else 0.45,
                blast_radius=max(1, len(pods_of(snapshot, tpl))),
                evidence=[Evidence("memory limit", tpl.ref, ptr + "/resources/limits/memory", raw),
                          Evidence("GPU memory per GPU (MiB)", nref, json_pointer("metadata", "labels", GPU_MEMORY_LABEL),
                                   str(per_gpu_mib))] + gpu_evidence(tpl, ptr, c) + oom,
                remediation=Remediation(
                    f"Raise the memory limit to about 1.2x the GPU memory ({suggested}), or prove the model fits "
                    "by measuring peak RSS during a cold load.",
                    commands=(patch_command(tpl, [{"op": "replace", "path": ptr + "/resources/limits/memory",
                                                   "value": suggested}]),),
                    patch=yaml_patch(tpl, ptr, {"resources": {"limits": {"memory": suggested}}})))
