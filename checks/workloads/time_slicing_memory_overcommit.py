"""Time-slicing shares a GPU's compute, not its memory: every Pod on a time-sliced replica
sees the whole GPU memory and nothing stops them from claiming more of it together than
exists. Model servers that pre-allocate a fraction of GPU memory (vLLM
--gpu-memory-utilization, default 0.9) then fail to start or run out of memory as soon as
they land on the same physical GPU."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.gpu import GPU, container_gpu_request, gfd_gpu_count, gpu_resources, labels
from doctor.kube.pods import is_terminated
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import (GPU_MEMORY_LABEL, clean_container, arg_pointer, argv, env_value, flag_value, patch_command, server_kind,
                              template_of_pod)

REPLICAS = "nvidia.com/gpu.replicas"
STRATEGY = "nvidia.com/gpu.sharing-strategy"
VLLM_DEFAULT = 0.9   # vLLM EngineArgs.gpu_memory_utilization default


def declared_fraction(container: dict) -> tuple[float, str, str | None] | None:
    """(fraction of one GPU's memory the container claims, where it comes from, flag)."""
    kind = server_kind(container)
    words = argv(container)
    if kind == "vllm" or "vllm" in " ".join(words[:3]):
        raw = flag_value(words, "--gpu-memory-utilization")
        if raw is None:
            return VLLM_DEFAULT, "vLLM's default --gpu-memory-utilization", None
        return _frac(raw), "--gpu-memory-utilization", "--gpu-memory-utilization"
    if kind == "tgi":
        raw = flag_value(words, "--cuda-memory-fraction")
        if raw is not None:
            return _frac(raw), "--cuda-memory-fraction", "--cuda-memory-fraction"
        found = env_value(container, "CUDA_MEMORY_FRACTION")
        if found and found[1] is not None:
            return _frac(found[1]), "env CUDA_MEMORY_FRACTION", None
    return None


def _frac(raw: str):
    try:
        v = float(raw)
    except ValueError:
        return None
    return v if 0 < v <= 1 else None


class TimeSlicingMemoryOvercommit(Check):
    """Pods on a time-sliced GPU node whose declared GPU-memory shares add up to more than
    the node's physical GPUs."""

    id = "time_slicing_memory_overcommit"
    title = "Pods sharing time-sliced GPUs claim more GPU memory than exists"
    category = "workloads"
    requires = ("nodes", "pods")
    severity = Severity.CRITICAL
    subjects = ("owner", "node")

    def run(self, snapshot):
        for node in snapshot.nodes:
            lab = labels(node)
            try:
                replicas = int(lab.get(REPLICAS) or 1)
            except ValueError:
                continue
            if replicas <= 1 or lab.get(STRATEGY, "time-slicing") != "time-slicing":
                continue  # MPS partitions memory per client; MIG slices are separate devices
            name = (node.get("metadata") or {}).get("name") or "?"
            physical = gfd_gpu_count(node) or (gpu_resources(node, "capacity").get(GPU, 0) // replicas)
            if physical <= 0:
                continue
            claims = []
            for pod in snapshot.pods_on_node(name):
                if is_terminated(pod):
                    continue
                ctrs = (pod.get("spec") or {}).get("containers")
                for i, c in enumerate(ctrs if isinstance(ctrs, list) else []):
                    if not isinstance(c, dict):
                        continue
                    c = clean_container(c)
                    req = container_gpu_request(c)
                    if not any(k in (GPU, GPU + ".shared") and v > 0 for k, v in req.items()):
                        continue
                    d = declared_fraction(c)
                    if d is None or d[0] is None:
                        continue
                    claims.append((pod, i, c, d))
            total = sum(d[0] for *_, d in claims)
            if total <= physical + 1e-9 or len(claims) < 2:
                continue
            nref = ObjectRef.of(node, "Node")
            mem = lab.get(GPU_MEMORY_LABEL)
            ev = [Evidence("time-slicing replicas per GPU", nref, json_pointer("metadata", "labels", REPLICAS), lab.get(REPLICAS)),
                  Evidence("physical GPUs", nref, json_pointer("metadata", "labels", "nvidia.com/gpu.count"),
                           lab.get("nvidia.com/gpu.count", physical))]
            if mem:
                ev.append(Evidence("memory per GPU (MiB)", nref, json_pointer("metadata", "labels", GPU_MEMORY_LABEL), mem))
            unhealthy = 0
            fixes = []
            share = max(0.05, int(90 * physical / len(claims)) / 100)
            for pod, i, c, (frac, source, flag) in claims:
                pref = ObjectRef.of(pod, "Pod")
                ptr = json_pointer("spec", "containers", i)
                found = arg_pointer(None, ptr, c, flag) if flag else None
                ev.append(Evidence(f"{pref.namespace}/{pref.name} container {c.get('name')} claims {frac:g} of a GPU "
                                   f"({source})", pref, found[0] if found else ptr + "/args",
                                   found[1] if found else (c.get("args") or c.get("command"))))
                ready = next((x for x in (pod.get("status") or {}).get("conditions") or [] if x.get("type") == "Ready"), {})
                if ready.get("status") != "True":
                    unhealthy += 1
                tpl = template_of_pod(snapshot, pod, c.get("name"))
                fixes.append((tpl, c.get("name"), frac, flag))
            gib = f" (~{total * int(mem) / 1024:.0f} GiB of {physical * int(mem) / 1024:.0f} GiB)" if mem and mem.isdigit() else ""
            commands = []
            for tpl, cname, frac, flag in fixes:
                if tpl is None:
                    continue
                hit = next(((p, cc) for _, cc, p in tpl.containers() if cc.get("name") == cname), None)
                if hit is None:
                    continue
                at = arg_pointer(tpl, hit[0], hit[1], "--gpu-memory-utilization")
                if at and at[0].startswith(hit[0] + "/args/") and at[1] == f"{frac:g}" and at[1] in hit[1]["args"]:
                    op = [{"op": "replace", "path": at[0], "value": f"{share:g}"}]
                else:
                    op = [{"op": "add", "path": hit[0] + "/args/-", "value": f"--gpu-memory-utilization={share:g}"}]
                cmd = patch_command(tpl, op)
                if cmd not in commands:
                    commands.append(cmd)
            yield self.finding(
                severity=Severity.CRITICAL if unhealthy else Severity.WARNING,
                key=name,
                title=(f"Node {name}: {len(claims)} model servers on {physical} time-sliced GPU(s) claim {total:g} GPUs' "
                       f"worth of memory{gib}"),
                summary=(f"The node splits each GPU into {replicas} time-sliced replicas. Time-slicing shares compute, "
                         "not memory: each Pod sees the whole GPU and allocates its own share of it. The servers here "
                         f"declare {total:g} GPUs' worth of memory on {physical} physical GPU(s), so at least one GPU is "
                         "asked for more memory than it has: the later servers fail to start (not enough free GPU "
                         "memory) or hit CUDA out-of-memory under load."
                         + (f" {unhealthy} of these Pods are not Ready." if unhealthy else "")),
                objects=[nref] + [ObjectRef.of(p, "Pod") for p, *_ in claims], evidence=ev,
                confidence=0.85 if unhealthy else 0.75, blast_radius=len(claims), root_cause=True,
                remediation=Remediation(
                    f"Make the shares fit: at most {share:g} each for {len(claims)} servers on {physical} GPU(s) (if the "
                    "models fit in that), or run fewer servers per GPU (lower the time-slicing replicas), or use MIG "
                    "so each server gets its own memory.",
                    commands=tuple(commands[:5]),
                    patch=f"args:\n- --gpu-memory-utilization={share:g}   # per server; sum must stay below 1 per GPU"))
