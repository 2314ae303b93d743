"""The GPU Operator's ClusterPolicy (clusterpolicies.nvidia.com) sums up the operator's view:
status.state notReady means at least one operand state (driver, toolkit, device plugin,
validation, ...) has not converged. The component findings say which one and why."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer


class GpuOperatorClusterPolicyNotReady(Check):
    """Why it exists: ClusterPolicy notReady is the operator's own summary that some operand has not converged."""

    id = "gpu_operator_clusterpolicy_not_ready"
    title = "GPU Operator ClusterPolicy is not ready"
    category = "gpu_operator"
    requires = ("clusterpolicies.nvidia.com",)
    optional = ("nvidiadrivers.nvidia.com",)
    severity = Severity.WARNING
    subjects = ("cluster",)
    states = (Symptom.GPU_OPERATOR_NOT_READY,)

    def run(self, snapshot):
        policies = snapshot.items("clusterpolicies.nvidia.com")
        active = [p for p in policies if ((p.get("status") or {}).get("state")) != "ignored"]
        for cp in active:
            status = cp.get("status") or {}
            state = status.get("state")
            if state in ("ready", "disabled"):
                continue
            ref = ObjectRef.of(cp, "ClusterPolicy")
            ev = [Evidence("ClusterPolicy state", ref, "/status/state", state)]
            detail = ""
            for i, cond in enumerate(status.get("conditions") or []):
                if isinstance(cond, dict) and cond.get("message") and (
                        cond.get("type") == "Error" and cond.get("status") == "True"
                        or cond.get("type") == "Ready" and cond.get("status") == "False"):
                    ev.append(Evidence(f"condition {cond.get('type')} ({cond.get('reason')})", ref,
                                       json_pointer("status", "conditions", i, "message"), cond.get("message")))
                    detail = detail or cond["message"]
            ns = status.get("namespace") or "gpu-operator"
            yield self.finding(
                title=f"GPU Operator ClusterPolicy {ref.name} is {state or 'without a state'}"
                      + (f": {detail}" if detail else ""),
                summary=("The operator has not brought every operand to ready. This is the summary; the "
                         "failing component (driver, toolkit, device plugin, validator) is the cause."),
                objects=[ref], evidence=ev, confidence=0.9, key="clusterpolicy",
                states=[Fact(Symptom.GPU_OPERATOR_NOT_READY, Subject.cluster())],
                remediation=Remediation("Look at the operand pods that are not Running/Completed and fix the "
                                        "most upstream one (driver first).",
                                        commands=(f"kubectl -n {ns} get pods -o wide",
                                                  f"kubectl describe clusterpolicies.nvidia.com {ref.name}")))
        for drv in snapshot.items("nvidiadrivers.nvidia.com"):
            status = drv.get("status") or {}
            if status.get("state") in ("ready", "disabled", None):
                continue
            ref = ObjectRef.of(drv, "NVIDIADriver")
            ev = [Evidence("NVIDIADriver state", ref, "/status/state", status.get("state"))]
            for i, cond in enumerate(status.get("conditions") or []):
                if isinstance(cond, dict) and cond.get("status") == "True" and cond.get("type") == "Error" \
                        and cond.get("message"):
                    ev.append(Evidence(f"condition Error ({cond.get('reason')})", ref,
                                       json_pointer("status", "conditions", i, "message"), cond["message"]))
            yield self.finding(
                title=f"NVIDIADriver {ref.name} is {status.get('state')}",
                summary="The driver managed by this NVIDIADriver resource is not ready on the nodes it selects; "
                        "GPU workloads there cannot start until it is.",
                objects=[ref], evidence=ev, confidence=0.85, key=f"nvidiadriver|{ref.name}",
                remediation=Remediation("Look at the driver pods of this NVIDIADriver and their logs.",
                                        commands=(f"kubectl describe nvidiadrivers.nvidia.com {ref.name}",
                                                  "kubectl -n gpu-operator get pods -o wide | grep nvidia-gpu-driver")))
        if len(active) > 1:
            refs = [ObjectRef.of(p, "ClusterPolicy") for p in active]
            yield self.finding(
                severity=Severity.WARNING, key="clusterpolicy|duplicate",
                title=f"{len(active)} active ClusterPolicies: the operator reconciles only one",
                summary="Only one ClusterPolicy is honoured; the others are marked ignored.",
                objects=refs, confidence=0.8,
                evidence=[Evidence("ClusterPolicy state", r, "/status/state", (p.get("status") or {}).get("state"))
                          for r, p in zip(refs, active)],
                remediation=Remediation("Delete the extra ClusterPolicy.",
                                        commands=("kubectl get clusterpolicies.nvidia.com",)))
