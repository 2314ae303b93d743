"""An HPA scaling a GPU workload on CPU (or memory) utilisation. A GPU-bound server's CPU
stays low while its request queue grows, so the HPA never adds replicas when users wait; or
CPU spikes from tokenisation add GPU replicas that are not needed."""
from __future__ import annotations

import json

from doctor.check import Check
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import RESOURCES, gpu_evidence, gpu_containers, model_servers, pods_of, templates
from doctor.kube.simple_yaml import dump_yaml

HOST_METRICS = ("cpu", "memory")
# what to scale on instead, by server (metric names as the servers export them; the HPA sees
# them through a metrics adapter such as prometheus-adapter or KEDA, which may rename them)
# (metric as the server exports it, a typical name once an adapter serves it, what it measures)
SIGNALS = {"vllm": ("vllm:num_requests_waiting", "vllm_num_requests_waiting", "requests queued in vLLM"),
           "tgi": ("tgi_queue_size", "tgi_queue_size", "requests queued in TGI"),
           "triton": ("nv_inference_pending_request_count", "nv_inference_pending_request_count",
                      "requests pending in Triton")}
DEFAULT_SIGNAL = ("DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_GPU_UTIL", "GPU utilisation from dcgm-exporter")
TARGETS = {"Deployment": "deployments.apps", "StatefulSet": "statefulsets.apps", "ReplicaSet": "replicasets.apps"}


def host_metrics_only(hpa: dict) -> list[tuple[str, object]] | None:
    """(pointer, value) of the CPU/memory metrics when the HPA scales on nothing else;
    None when it has any other signal."""
    spec = hpa.get("spec") or {}
    if "targetCPUUtilizationPercentage" in spec or str(hpa.get("apiVersion")) == "autoscaling/v1":
        return [(json_pointer("spec", "targetCPUUtilizationPercentage"),
                 spec.get("targetCPUUtilizationPercentage", 80))]
    metrics = spec.get("metrics")
    if not metrics:  # autoscaling/v2 default: 80% average CPU utilisation
        return [(json_pointer("spec", "metrics"), "(none: defaults to 80% CPU utilisation)")]
    out = []
    for i, m in enumerate(metrics):
        if not isinstance(m, dict):
            return None
        typ = m.get("type")
        body = m.get("resource") if typ == "Resource" else m.get("containerResource") if typ == "ContainerResource" else None
        if not isinstance(body, dict) or body.get("name") not in HOST_METRICS:
            return None
        out.append((json_pointer("spec", "metrics", i, "resource" if typ == "Resource" else "containerResource", "name"),
                    body.get("name")))
    return out if any(v == "cpu" for _, v in out) else None


class HpaScalesGpuInferenceOnCpu(Check):
    """HorizontalPodAutoscaler of a GPU workload that looks only at CPU/memory utilisation."""

    id = "hpa_scales_gpu_inference_on_cpu"
    title = "GPU workload is autoscaled on CPU utilisation"
    category = "workloads"
    requires = ("horizontalpodautoscalers.autoscaling",)
    optional = RESOURCES
    severity = Severity.WARNING
    subjects = ("owner",)

    def run(self, snapshot):
        by_uid = {}
        for tpl in templates(snapshot):
            by_uid.setdefault(tpl.uid, tpl)
        for hpa in snapshot.items("horizontalpodautoscalers.autoscaling"):
            spec = hpa.get("spec") or {}
            target = spec.get("scaleTargetRef") or {}
            resource = TARGETS.get(target.get("kind"))
            ns = (hpa.get("metadata") or {}).get("namespace")
            obj = snapshot.get(resource, ns, target.get("name") or "") if resource else None
            if obj is None:
                continue
            tpl = by_uid.get((obj.get("metadata") or {}).get("uid"))
            if tpl is None or not gpu_containers(tpl):
                continue
            metrics = host_metrics_only(hpa)
            if not metrics:
                continue
            servers = model_servers(tpl)
            kind = servers[0][3] if servers else None
            metric, served, what = SIGNALS.get(kind, DEFAULT_SIGNAL)
            href = ObjectRef.of(hpa, "HorizontalPodAutoscaler")
            new_metrics = [{"type": "Pods", "pods": {"metric": {"name": served},
                                                     "target": {"type": "AverageValue", "averageValue": "5" if kind in SIGNALS else "70"}}}]
            hpa_name = href.name
            patch = {"apiVersion": "autoscaling/v2", "kind": "HorizontalPodAutoscaler",
                     "metadata": {"name": hpa_name, "namespace": ns}, "spec": {"metrics": new_metrics}}
            yield self.finding(
                key=str(href),
                title=(f"HPA {ns}/{hpa_name} scales GPU {'inference ' if servers else ''}{tpl.kind} "
                       f"{tpl.name} on CPU utilisation"),
                summary=(f"{tpl.kind} {tpl.name} runs on GPUs, but its autoscaler only looks at "
                         f"{', '.join(sorted({str(v).split(':')[0] for _, v in metrics}))} utilisation. A GPU-bound "
                         "server's CPU stays flat while requests queue up, so it does not scale out when users are "
                         "waiting, and CPU bursts (tokenisation, startup) can add GPU replicas nobody needs. Scale on "
                         f"a signal of the real bottleneck: {what} ({metric})."),
                objects=[href, tpl.ref], confidence=0.75,
                blast_radius=max(1, len(pods_of(snapshot, tpl))),
                evidence=[Evidence("HPA metric", href, p, v) for p, v in metrics] + [
                    Evidence("scale target", href, json_pointer("spec", "scaleTargetRef"), target),
                    ] + gpu_evidence(tpl, gpu_containers(tpl)[0][2], gpu_containers(tpl)[0][1]),
                remediation=Remediation(
                    f"Expose {metric} through your metrics adapter (prometheus-adapter or KEDA; the patch assumes it "
                    f"is served as {served}) and scale on it instead of CPU; keep minReplicas high enough to cover "
                    "model load time.",
                    commands=(f"kubectl patch hpa {hpa_name} -n {ns} --type=json -p "
                              f"'{json.dumps([{'op': 'replace', 'path': '/spec/metrics', 'value': new_metrics}], separators=(',', ':'))}'",),
                    patch=_yaml_dump(patch)))


def _yaml_dump(patch) -> str:
    return dump_yaml(patch).rstrip()
