"""GPU health signals other tools already put on nodes: NVSentinel conditions/taints/state label,
the EKS node monitoring agent's AcceleratedHardwareReady=False, and any other unhealthy
GPU-looking condition or taint (node-problem-detector style). One finding per node, listing
every unhealthy signal with the tool's own reason, message and recommended action.

The signal is the health monitor's verdict on the node's GPUs; the GPU that is at fault (when a
node GPU report shows it) is reported by gpu_hardware_fault, which explains this finding. This
finding in turn explains what the signal causes: a cordon, allocatable < capacity."""
from __future__ import annotations

from doctor.check import Check
from doctor.gpu.signals import NVSENTINEL_ACTIONS, NVSENTINEL_STATE, Signal, node_signals
from doctor.gpu.xid import lookup
from doctor.kube.gpu import gpu_resources, is_gpu_node
from doctor.kube.pods import drain_command
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom

from doctor.gpu.symptoms import admission_failed, gpus_missing


def _line(s: Signal) -> str:
    what = f"{s.kind} {s.name}"
    if s.kind == "condition":
        what += f"={s.value}" + (f" ({s.reason})" if s.reason else "")
    elif s.kind == "label":
        what += f"={s.value}"
    return f"{what} [{s.source}]: {s.meaning}" + (f"; message: \"{s.message[:300]}\"" if s.message else "")


def _pool(snapshot, node: dict) -> tuple[str, int]:
    """What the signal does to the schedulable pool, in the cluster facts' own numbers
    (doctor.facts: the summary line and the HTML chart count the same way), and how many GPUs
    stay free for the scheduler. A monitor's condition alone keeps no pod off the node: only a
    NoSchedule/NoExecute taint, a cordon or the device plugin marking devices unhealthy does."""
    from doctor.facts import LOSS_WORDS, node_facts

    nf = node_facts(snapshot, node)
    out = []
    if nf.lost:
        out.append("Out of the schedulable pool: " + "; ".join(
            f"{loss.gpus} GPU(s) {LOSS_WORDS[loss.kind]}" for loss in nf.lost) + ".")
    if nf.free:
        out.append(f"The scheduler still counts {nf.free} free GPU(s) here: nothing keeps new pods off them "
                   "(no health taint, node not cordoned, the device plugin still advertises them), so GPU pods "
                   "can land on GPUs this monitor calls faulty; cordon the node until they are repaired.")
    return " ".join(out), nf.free


class GpuHealthCondition(Check):
    """Why it exists: NVSentinel, the EKS node monitoring agent and node-problem-detector already diagnosed the
    GPU and wrote it on the node; a scan that ignores GpuMemWatch=True or AcceleratedHardwareReady=False misses it."""

    id = "gpu_health_condition"
    title = "GPU health monitor reports the node unhealthy (NVSentinel, EKS node monitoring agent, NPD)"
    category = "hardware"
    requires = ("nodes",)
    optional = ("pods",)
    severity = Severity.CRITICAL
    subjects = ("node",)
    states = (Symptom.NODE_GPU_HEALTH_SIGNAL,)
    may_explain = (Symptom.NODE_GPUS_MISSING, Symptom.NODE_CORDONED, Symptom.GPU_ADMISSION_FAILED)

    def run(self, snapshot):
        for node in snapshot.nodes:
            signals = [s for s in node_signals(node) if s.unhealthy]
            if not signals:
                continue
            name = (node.get("metadata") or {}).get("name") or "?"
            ref = ObjectRef("Node", name)
            critical = any(s.severity == "critical" for s in signals)
            # a lone taint on a node that is not a GPU node is someone's scheduling choice, not a health signal
            if all(s.kind == "taint" for s in signals) and not is_gpu_node(node):
                continue
            worst = next((s for s in signals if s.severity == "critical"), signals[0])
            actions = sorted({s.action for s in signals if s.action})
            xids = sorted({s.xid for s in signals if s.xid is not None})
            evidence = [Evidence(_line(s), ref, s.pointer, s.value) for s in signals]
            for s in signals:
                if s.message and s.kind == "condition":
                    evidence.append(Evidence(f"{s.name} message", ref, s.pointer.rsplit("/", 1)[0] + "/message", s.message))
            pods = [p for p in snapshot.pods_on_node(name)
                    if (p.get("status") or {}).get("phase") in ("Running", "Pending")]
            what = "; ".join(f"{s.name}" + (f" ({s.reason})" if s.reason else "") for s in signals[:4])
            advice = []
            if actions:
                advice.append("The monitor recommends: " + ", ".join(
                    f"{a} ({NVSENTINEL_ACTIONS[a]})" if a in NVSENTINEL_ACTIONS else a for a in actions) + ".")
            if any(s.name == NVSENTINEL_STATE for s in signals):
                advice.append("NVSentinel is remediating this node itself (cordon, drain, then the recommended action): "
                              "follow its state label rather than racing it; intervene only on a failure state.")
            for x in xids:
                advice.append(f"{lookup(x).label()}: {lookup(x).action}")
            if not advice:
                advice.append("Read the condition's message for the failing GPU, then drain the node and reset the GPU "
                              "or reboot/replace the node; NVSentinel or EKS node auto repair (when enabled) does this "
                              "automatically.")
            pool, still_free = _pool(snapshot, node)
            f = self.finding(
                severity=Severity.CRITICAL if critical else Severity.WARNING,
                title=f"{name}: {worst.source} reports the GPUs unhealthy — {what}"
                + (f"; nothing keeps new pods off its {still_free} free GPU(s)" if still_free else ""),
                summary=(" ".join(_line(s) + "." for s in signals[:6])
                         + f" {len(pods)} running/pending pod(s) on the node. " + pool),
                objects=[ref], evidence=evidence, confidence=0.9 if critical else 0.7, key=name,
                states=[Fact(Symptom.NODE_GPU_HEALTH_SIGNAL, Subject.node(name))],
                blast_radius=max(1, max(sum(gpu_resources(node, "capacity").values()), 1)),
                root_cause=True,
                remediation=Remediation(
                    " ".join(advice),
                    commands=(f"kubectl describe node {name}",
                              f"kubectl cordon {name}", drain_command(name))))
            f.explains.extend(gpus_missing(name, node))
            if (node.get("spec") or {}).get("unschedulable"):
                f.explains.append(Fact(Symptom.NODE_CORDONED, Subject.node(name)))
            f.explains.extend(admission_failed(snapshot, name))
            yield f
