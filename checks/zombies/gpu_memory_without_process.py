"""GPU memory is in use but NVML lists no process on that GPU, although the node agent sees
host PIDs. Typical causes: a CUDA context leaked by a process that died inside the driver, or
a process in a PID namespace the agent cannot see. Kubernetes counts that GPU as free."""
from __future__ import annotations

from doctor.check import Check
from doctor.kube.pods import drain_command
from doctor.model import Evidence, ObjectRef, Remediation, Severity

from doctor.kube.guards import D as _dict

from ._gpu_procs import REPORT_KIND, debug_node, gpu_label, iter_gpus

MIN_MIB = 1024          # an idle GPU with persistence mode shows a few MiB
MIN_FRACTION = 0.02


class GpuMemoryWithoutProcess(Check):
    """Why: memory used with no process means a leaked context; the GPU looks free but is not."""

    id = "gpu_memory_without_process"
    title = "GPU memory in use with no process on the GPU"
    category = "zombies"
    requires = ("node_reports",)
    severity = Severity.WARNING
    subjects = ("gpu", "node")

    def run(self, snapshot):
        for node, report, gi, gpu in iter_gpus(snapshot):
            if report.get("pid_namespace") != "host":
                continue   # without host PIDs an empty process list proves nothing
            if _dict(gpu.get("mig")).get("current"):
                continue   # under MIG, memory and processes are per instance
            used, total = gpu.get("memory_used_mib"), gpu.get("memory_total_mib")
            if not isinstance(used, int) or isinstance(used, bool) or gpu.get("processes") != []:
                continue
            if used < MIN_MIB or (isinstance(total, int) and total and used < total * MIN_FRACTION):
                continue
            ref = ObjectRef(REPORT_KIND, node)
            yield self.finding(
                key=f"{node}|{gpu.get('uuid') or gpu.get('index')}",
                title=f"{used:,} MiB in use on {node} {gpu_label(gpu)} but no process is using the GPU",
                summary=(f"NVML reports {used:,} of {total if total is not None else '?'} MiB used on {gpu_label(gpu)} "
                         "and no compute or graphics process. The memory is most likely held by a context whose "
                         "process died inside the driver; the next pod on this GPU gets that much less."),
                objects=[ObjectRef("Node", node)],
                evidence=[Evidence("memory used (MiB)", ref, f"/gpus/{gi}/memory_used_mib", used),
                          Evidence("processes on the GPU", ref, f"/gpus/{gi}/processes", []),
                          Evidence("the agent sees host PIDs", ref, "/pid_namespace", "host")],
                confidence=0.65,
                blast_radius=1,
                remediation=Remediation(
                    "Confirm with nvidia-smi on the node; if the memory stays used with no process, drain the node "
                    "and reset the GPU (or reboot), then uncordon.",
                    commands=(debug_node(node, "nvidia-smi"),
                              drain_command(node),
                              debug_node(node, f"nvidia-smi --gpu-reset -i {gpu.get('index')}"),
                              f"kubectl uncordon {node}")),
            )
