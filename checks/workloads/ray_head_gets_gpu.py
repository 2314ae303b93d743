"""A GPU on the Ray head Pod. The head runs the GCS, dashboard and autoscaler; the seed's
design gives it num-gpus '0'. A head container that still requests nvidia.com/gpu holds a GPU
that Ray is told not to use (num-gpus '0'), or, with num-gpus unset, makes Ray schedule GPU
work on the head, where a crashing task can take the whole cluster down."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.gpu import GPU
from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import patch_command, templates, yaml_patch

from .ray_num_gpus_mismatch import RAY, num_gpus_param, ray_gpu_limit


class RayHeadGetsGpu(Check):
    """Ray head group container with a GPU limit while num-gpus is '0' or unset."""

    id = "ray_head_gets_gpu"
    title = "Ray head Pod requests a GPU"
    category = "workloads"
    requires = ()
    optional = RAY
    severity = Severity.WARNING
    subjects = ("owner",)

    def run(self, snapshot):
        for tpl in templates(snapshot):
            if tpl.resource not in RAY or tpl.role != "head" or tpl.group is None:
                continue
            ctrs = list(tpl.containers())
            if not ctrs:
                continue
            i, c, ptr = ctrs[0]
            limit = ray_gpu_limit(c)
            raw, declared = num_gpus_param(tpl.group)
            if limit == 0 or (declared is not None and declared != 0):
                continue
            res_ptr = ptr + "/resources"
            ops = [{"op": "remove", "path": res_ptr + "/limits/nvidia.com~1gpu"}]
            if GPU in ((c.get("resources") or {}).get("requests") or {}):
                ops.append({"op": "remove", "path": res_ptr + "/requests/nvidia.com~1gpu"})
            ev = [Evidence(f"head container {c.get('name')!r} resources", tpl.ref, res_ptr, c.get("resources"))]
            if declared == 0:
                ev.append(Evidence("rayStartParams num-gpus", tpl.ref, tpl.group_pointer + "/rayStartParams/num-gpus", raw))
                summary = (f"The head's Ray container requests {limit} {GPU} but rayStartParams says num-gpus "
                           f"'{raw}', so Ray never uses it: the GPU is reserved for the cluster's lifetime and idle.")
                sev, conf = Severity.WARNING, 0.9
            else:
                summary = (f"The head's Ray container requests {limit} {GPU} and num-gpus is not set, so KubeRay "
                           f"advertises {limit} GPU(s) on the head and Ray schedules GPU tasks there, next to the GCS "
                           "and dashboard; an OOM or crash in such a task takes the whole Ray cluster down. If the head "
                           "must hold a GPU on purpose, say so with an explicit num-gpus.")
                sev, conf = Severity.INFO, 0.5
            yield self.finding(
                severity=sev, key=f"{tpl.key}|head-gpu",
                title=f"{tpl.where}: the Ray head requests {limit} GPU(s)"
                      + (" that Ray is told not to use (num-gpus '0')" if declared == 0 else ""),
                summary=summary, objects=[tpl.ref], confidence=conf, blast_radius=limit, evidence=ev,
                remediation=Remediation(
                    "Remove the GPU from the head's Ray container and keep num-gpus '0'; put GPU work on worker groups.",
                    commands=(patch_command(tpl, ops),),
                    patch=yaml_patch(tpl, ptr, {"resources": {"limits": {GPU: None}, "requests": {GPU: None}}})))
