"""The GPU Operator's ClusterPolicy (clusterpolicies.nvidia.com) sums up the operator's view:
status.state notReady means at least one operand state (driver, toolkit, device plugin,
validation, ...) has not converged. The component findings say which one and why.

A ClusterPolicy without any status is a symptom too, of the operator itself: nothing reconciles
it. When the gpu-operator pod is seen failing, that pod's finding (gpu_operator_component_unhealthy)
explains this one; only when no operator pod is there to blame (Deployment missing or scaled to 0)
is the ClusterPolicy finding the root cause."""
from __future__ import annotations

from doctor.check import Check
from doctor.gpu.operator import classify, pod_state
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer


class GpuOperatorClusterPolicyNotReady(Check):
    """Why it exists: ClusterPolicy notReady is the operator's own summary that some operand has not converged."""

    id = "gpu_operator_clusterpolicy_not_ready"
    title = "GPU Operator ClusterPolicy is not ready"
    category = "gpu_operator"
    requires = ("clusterpolicies.nvidia.com",)
    optional = ("nvidiadrivers.nvidia.com", "deployments.apps", "pods")
    severity = Severity.WARNING
    subjects = ("cluster",)
    states = (Symptom.GPU_OPERATOR_NOT_READY, Symptom.GPU_OPERATOR_NOT_RECONCILED)
    may_explain = ()

    def run(self, snapshot):
        policies = snapshot.items("clusterpolicies.nvidia.com")
        active = [p for p in policies if ((p.get("status") or {}).get("state")) != "ignored"]
        for cp in active:
            status = cp.get("status") or {}
            state = status.get("state")
            if state in ("ready", "disabled"):
                continue
            if not state:
                yield self._never_reconciled(snapshot, cp)
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

    def _never_reconciled(self, snapshot, cp: dict):
        """No status.state at all: the operator never reconciled this ClusterPolicy. The cause is the
        gpu-operator Deployment (not running, crash-looping, watching another namespace), not an operand."""
        ref = ObjectRef.of(cp, "ClusterPolicy")
        ev = [Evidence("ClusterPolicy has no status.state", ref, "/status/state" if cp.get("status") else "/status", None)]
        deps = [d for d in snapshot.items("deployments.apps") if (c := classify(d)) is not None and c.id == "operator"]
        pods = [p for p in snapshot.pods if (c := classify(p)) is not None and c.id == "operator"]
        objects = [ref]
        where = "the gpu-operator Deployment"
        ns = "gpu-operator"
        detail = ""
        for d in deps[:2]:
            dref = ObjectRef.of(d, "Deployment")
            objects.append(dref)
            ns = dref.namespace or ns
            where = f"Deployment {dref.namespace}/{dref.name}"
            st = d.get("status") or {}
            want = (d.get("spec") or {}).get("replicas", 1)
            ev.append(Evidence("operator Deployment ready replicas (spec.replicas " + str(want) + ")", dref,
                               "/status/readyReplicas" if "readyReplicas" in st else "/status", st.get("readyReplicas")))
            if not st.get("readyReplicas"):
                detail = f" {where} has {st.get('readyReplicas') or 0}/{want} ready replica(s)."
        operator_failing = False
        for p in pods[:2]:
            state = pod_state(p)
            if state.kind not in ("ok", "completed"):
                # gpu_operator_component_unhealthy reports this pod and explains this finding
                operator_failing = True
                pref = ObjectRef.of(p, "Pod")
                objects.append(pref)
                ev.append(Evidence(f"operator pod {pref.name}: {state.status}", pref, "/status/phase",
                                   (p.get("status") or {}).get("phase")))
                detail += (f" Its pod {pref.name} is {state.status}" + (f" ({state.message[:200]})" if state.message else "")
                           + ": that is why.")
        if not deps and snapshot.has("deployments.apps"):
            detail = " No gpu-operator Deployment is in the snapshot: the operator is not installed (or was uninstalled) while its ClusterPolicy remains."
        return self.finding(
            severity=Severity.CRITICAL,
            title=f"GPU Operator ClusterPolicy {ref.name} has no status: the operator never reconciled it",
            summary=("A ClusterPolicy the operator has looked at always carries status.state (ready, notReady, "
                     "ignored, disabled). None means the operator controller is not running or not watching it, so "
                     f"no operand (driver, toolkit, device plugin) is being deployed.{detail} Look at {where}, not "
                     "at the operands."),
            objects=objects, evidence=ev, confidence=0.85, key="clusterpolicy|never-reconciled",
            # the cause when no failing operator pod is there to explain it (Deployment absent or at 0)
            root_cause=not operator_failing,
            states=[Fact(Symptom.GPU_OPERATOR_NOT_RECONCILED, Subject.cluster())],
            remediation=Remediation(
                f"Get {where} running (its events and log say why it is not), then the ClusterPolicy gets a state "
                "within a minute.",
                commands=(f"kubectl -n {ns} get deployment,pods -l app.kubernetes.io/component=gpu-operator",
                          f"kubectl -n {ns} describe deployment gpu-operator",
                          f"kubectl -n {ns} logs deployment/gpu-operator --tail=100")))
