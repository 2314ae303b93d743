"""Ray's idea of a node's GPUs (rayStartParams num-gpus) disagreeing with what Kubernetes
gave the Pod (the Ray container's nvidia.com/gpu limit). More in Ray than in the Pod: Ray
schedules GPU tasks onto devices that do not exist in the container and they fail; fewer:
the Pod holds GPUs that Ray never schedules anything on. KubeRay fills num-gpus from the
limit when it is not set, so leaving it out is the safe default."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.gpu import GPU
from doctor.kube.quantity import QuantityError, to_int
from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import patch_command, pods_of, templates, yaml_patch

RAY = ("rayclusters.ray.io", "rayjobs.ray.io", "rayservices.ray.io")


def ray_gpu_limit(container: dict) -> int:
    res = container.get("resources") or {}
    raw = (res.get("limits") or {}).get(GPU, (res.get("requests") or {}).get(GPU))
    try:
        return to_int(raw) if raw is not None else 0
    except QuantityError:
        return 0


def num_gpus_param(group: dict) -> tuple[str | None, int | None]:
    raw = (group.get("rayStartParams") or {}).get("num-gpus")
    if raw is None:
        return None, None
    try:
        return str(raw), int(float(str(raw).strip().strip("'\"")))
    except ValueError:
        return str(raw), None


class RayNumGpusMismatch(Check):
    """rayStartParams num-gpus != the Ray container's nvidia.com/gpu limit."""

    id = "ray_num_gpus_mismatch"
    title = "Ray num-gpus disagrees with the GPUs Kubernetes gives the Pod"
    category = "workloads"
    requires = ()
    optional = RAY + ("pods",)
    severity = Severity.WARNING
    subjects = ("owner",)

    def run(self, snapshot):
        for tpl in templates(snapshot):
            if tpl.resource not in RAY or tpl.group is None:
                continue
            raw, declared = num_gpus_param(tpl.group)
            if raw is None or declared is None:
                continue
            ctrs = list(tpl.containers())
            if not ctrs:
                continue
            i, c, ptr = ctrs[0]  # KubeRay runs `ray start` in the first container
            limit = ray_gpu_limit(c)
            if declared == limit:
                continue
            if tpl.role == "head" and declared == 0:
                continue  # ray_head_gets_gpu reports a GPU on a head told num-gpus 0
            pods = pods_of(snapshot, tpl)
            replicas = len(pods) or int(tpl.group.get("replicas") or 1)
            gp = tpl.group_pointer + "/rayStartParams/num-gpus"
            if declared > limit:
                sev, conf = Severity.CRITICAL, 0.9
                what = (f"Ray advertises {declared} GPU(s) per Pod but Kubernetes gives the container {limit}: Ray "
                        "schedules GPU tasks and actors onto GPUs that do not exist in the container, and they fail "
                        "with 'no CUDA-capable device' or pile onto the one GPU there is.")
                waste = 0
            else:
                sev, conf = Severity.WARNING, 0.9
                waste = (limit - declared) * replicas
                what = (f"Kubernetes reserves {limit} GPU(s) per Pod but Ray is told it has {declared}: Ray never "
                        f"schedules work on the other {limit - declared}, so {waste} GPU(s) across {replicas} Pod(s) "
                        "sit allocated and idle.")
            yield self.finding(
                severity=sev, key=f"{tpl.key}|num-gpus",
                title=f"{tpl.where}: rayStartParams num-gpus is {raw} but the Ray container's {GPU} limit is {limit}",
                summary=what + " KubeRay sets num-gpus from the container's GPU limit when it is left out.",
                objects=[tpl.ref], confidence=conf, blast_radius=max(1, waste or declared * replicas),
                evidence=[Evidence("rayStartParams num-gpus", tpl.ref, gp, raw),
                          Evidence(f"Ray container {c.get('name')!r} resources", tpl.ref, ptr + "/resources",
                                   c.get("resources"))],
                remediation=Remediation(
                    f"Remove num-gpus from rayStartParams (KubeRay derives it from the limit), or make it equal to the "
                    f"{GPU} limit ({limit}).",
                    commands=(patch_command(tpl, [{"op": "remove", "path": gp}]),),
                    patch=yaml_patch(tpl, tpl.group_pointer, {"rayStartParams": {"num-gpus": str(limit)}})))
