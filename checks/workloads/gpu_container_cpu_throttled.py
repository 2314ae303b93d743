"""A CPU limit of two cores or less per GPU. The CFS quota throttles the container every
100 ms once it is used up; tokenisation, batching, data loading and the Python serving loop
then stall and the expensive GPU waits for the CPU."""
from __future__ import annotations

from doctor.kube.quantity import QuantityError, format_amount, to_milli
from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import (
    RESOURCES, TemplateCheck, gpu_containers, gpu_evidence, gpus, patch_command, pods_of, server_kind,
    yaml_patch)

# Heuristic: <= 2 cores per GPU is what the seed shows throttling ("2000m/2000m  # CPU maxed
# out"); its working examples give 4-8 cores per GPU. Requests without a limit never throttle.
MAX_MILLI_PER_GPU = 2000
SUGGESTED_MILLI_PER_GPU = 8000


class GpuContainerCpuThrottled(TemplateCheck):
    """GPU container whose CPU limit is 2 cores or less per GPU."""

    id = "gpu_container_cpu_throttled"
    title = "GPU container's CPU limit is likely to throttle it"
    category = "workloads"
    requires = ()
    optional = RESOURCES
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        if tpl.role == "head" and tpl.kind.startswith("Ray"):
            return  # a GPU on the Ray head is ray_head_gets_gpu's business
        for i, c, ptr in gpu_containers(tpl):
            raw = ((c.get("resources") or {}).get("limits") or {}).get("cpu")
            if raw is None:
                continue
            try:
                milli = to_milli(raw)
            except QuantityError:
                continue
            n = gpus(c)
            if milli > MAX_MILLI_PER_GPU * n:
                continue
            name = c.get("name") or str(i)
            want = format_amount("cpu", SUGGESTED_MILLI_PER_GPU * n)
            role = "model server" if server_kind(c) else "GPU job"
            yield self.finding(
                key=f"{tpl.key}|{name}",
                title=f"{tpl.where}: container {name!r} has a CPU limit of {raw} for {n} GPU(s)",
                summary=(f"This {role} may use at most {format_amount('cpu', milli)} CPU for {n} GPU(s). Once the "
                         "quota is spent the kernel throttles the whole container until the next 100 ms period, "
                         "so tokenisation, request handling and data loading stall while the GPU idles. "
                         f"Heuristic: {MAX_MILLI_PER_GPU // 1000} cores or fewer per GPU; confirm with the "
                         "container's throttling metric (container_cpu_cfs_throttled_periods_total)."),
                objects=[tpl.ref], confidence=0.5, blast_radius=max(1, len(pods_of(snapshot, tpl))),
                evidence=[Evidence("CPU limit", tpl.ref, ptr + "/resources/limits/cpu", raw)] + gpu_evidence(tpl, ptr, c),
                remediation=Remediation(
                    f"Raise the CPU limit to about {SUGGESTED_MILLI_PER_GPU // 1000} cores per GPU ({want}), or "
                    "remove the CPU limit and keep only a request.",
                    commands=(patch_command(tpl, [{"op": "replace", "path": ptr + "/resources/limits/cpu",
                                                   "value": want}]),),
                    patch=yaml_patch(tpl, ptr, {"resources": {"limits": {"cpu": want}}})))
