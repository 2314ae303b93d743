"""The NVIDIA GPU Operator installs the GPU stack on every GPU node as a chain of
DaemonSets: driver -> container toolkit -> device plugin / GFD / DCGM -> validator. One
broken link stops everything after it on that node, so this check reports each broken
component once, names the pods, the DaemonSet counts and the failing log line, and marks
the most upstream failure as the root cause that explains the others (and the node that
advertises no GPUs because of it)."""
from __future__ import annotations

from collections import defaultdict

from doctor.check import Check
from doctor.gpu.operator import BY_ID, VALIDATOR_STAGES, classify, failing_line, operand_pods, pod_state
from doctor.kube.gpu import gfd_gpu_count, gpu_resources
from doctor.model import (Evidence, Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer)

GRACE_SECONDS = 300   # a pod younger than this that is merely not ready yet is starting, not failing


class GpuOperatorComponentUnhealthy(Check):
    """Why it exists: one broken GPU Operator operand (the driver, usually) silently stops every component after it on that node."""

    id = "gpu_operator_component_unhealthy"
    title = "GPU Operator component failing (driver, toolkit, device plugin, GFD, DCGM, validator)"
    category = "gpu_operator"
    requires = ("pods",)
    optional = ("daemonsets.apps", "nodes", "clusterpolicies.nvidia.com", "events", "logs")
    severity = Severity.CRITICAL
    subjects = ("component", "node")
    states = (Symptom.OPERATOR_COMPONENT_FAILING,)
    may_explain = (Symptom.NODE_GPUS_MISSING, Symptom.GPU_OPERATOR_NOT_READY, Symptom.GPU_OPERATOR_NOT_RECONCILED)

    def run(self, snapshot):
        pods_by_comp: dict[str, list[tuple[dict, object]]] = defaultdict(list)
        failing_nodes: dict[str, set[str]] = defaultdict(set)
        for pod, comp in operand_pods(snapshot):   # maybe_operand + classify, one pass shared by the operator checks
            state = pod_state(pod)
            if state.kind in ("not_ready", "init_blocked", "pending") and not state.restarts:
                age = snapshot.age_seconds((pod.get("status") or {}).get("startTime")
                                           or (pod.get("metadata") or {}).get("creationTimestamp"))
                if age is not None and age < GRACE_SECONDS:
                    state.kind = "ok"   # still starting: a rollout, not a failure
            pods_by_comp[comp.id].append((pod, state))
            if state.kind not in ("ok", "completed"):
                node = (pod.get("spec") or {}).get("nodeName") or ""
                failing_nodes[comp.id].add(node)
        daemonsets: dict[str, list[dict]] = defaultdict(list)
        for ds in snapshot.items("daemonsets.apps"):
            comp = classify(ds)
            if comp is not None:
                daemonsets[comp.id].append(ds)
        if not pods_by_comp and not daemonsets:
            return   # no GPU Operator in this cluster: nothing to judge

        groups: dict[tuple[str, str], list[tuple[dict, object]]] = defaultdict(list)
        for comp_id, items in pods_by_comp.items():
            comp = BY_ID[comp_id]
            for pod, state in items:
                if state.kind in ("ok", "completed"):
                    continue
                node = (pod.get("spec") or {}).get("nodeName") or ""
                blocker = self._blocker(comp, state, node, failing_nodes)
                groups[(comp_id, blocker or "")].append((pod, state))

        findings: dict[tuple[str, str], Finding] = {}
        order = [c.id for c in BY_ID.values()]
        for (comp_id, blocker), items in sorted(groups.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1])):
            findings[(comp_id, blocker)] = self._finding(snapshot, comp_id, blocker, items, daemonsets.get(comp_id, []))
        # DaemonSets short of ready pods with no failing pod seen (pods not recorded, or not created)
        for comp_id, dss in daemonsets.items():
            if any(k[0] == comp_id for k in findings):
                continue
            for ds in dss:
                st = ds.get("status") or {}
                desired, ready = int(st.get("desiredNumberScheduled") or 0), int(st.get("numberReady") or 0)
                if ready < desired:
                    findings[(comp_id, "ds:" + ds["metadata"].get("name", "?"))] = self._ds_only(comp_id, ds, desired, ready)

        # wire causes to symptoms
        by_comp_nodes: dict[str, set[str]] = defaultdict(set)
        for (comp_id, blocker), f in findings.items():
            if not blocker:
                by_comp_nodes[comp_id] |= set(getattr(f, "_nodes", ()))
        for (comp_id, blocker), f in findings.items():
            if blocker and blocker in BY_ID:
                cause = findings.get((blocker, ""))
                if cause is not None:
                    cause.explains.append(f.fingerprint)
                    cause.root_cause = True
        for comp_id in ("driver", "container-toolkit", "device-plugin"):
            cause = findings.get((comp_id, ""))
            if cause is None:
                continue
            for node in sorted(by_comp_nodes[comp_id]):
                if node:
                    # whichever check says this node advertises no (or too few) GPUs
                    cause.explains.append(Fact(Symptom.NODE_GPUS_MISSING, Subject.node(node)))
            cause.explains.append(Fact(Symptom.GPU_OPERATOR_NOT_READY, Subject.cluster()))
        for key in ("driver", "container-toolkit", "device-plugin", "cuda-validator", "plugin-validator"):
            cause = findings.get((key, ""))
            if cause is not None and key != "driver" and findings.get(("driver", "")) is None:
                cause.explains.append(Fact(Symptom.GPU_OPERATOR_NOT_READY, Subject.cluster()))
                break
        operator = findings.get(("operator", ""))
        if operator is not None:
            # the operator controller down is why a ClusterPolicy has no status at all (whichever
            # check states it); an operand failure is not: it gives notReady, a status
            operator.explains.append(Fact(Symptom.GPU_OPERATOR_NOT_RECONCILED, Subject.cluster()))
        yield from findings.values()

    # ------------------------------------------------------------------------------------
    @staticmethod
    def _blocker(comp, state, node: str, failing_nodes: dict[str, set[str]]) -> str | None:
        """The upstream component whose failure on the same node explains this pod's state."""
        if state.kind not in ("init_blocked", "not_ready", "pending", "crash", "start_error"):
            return None
        if comp.id == "operator-validator" and state.init and state.container in VALIDATOR_STAGES:
            stage = VALIDATOR_STAGES[state.container]
            if node in failing_nodes.get(stage, set()) or stage in ("cuda-validator", "plugin-validator") \
                    and failing_nodes.get(stage):
                return stage
        for need in comp.needs:
            if node and node in failing_nodes.get(need, set()):
                return need
        return None

    def _finding(self, snapshot, comp_id: str, blocker: str, items, dss: list[dict]) -> Finding:
        comp = BY_ID[comp_id]
        evidence: list[Evidence] = []
        objects: list[ObjectRef] = []
        nodes: list[str] = []
        statuses: dict[str, int] = defaultdict(int)
        first_line = None
        for pod, state in items[:50]:
            ref = ObjectRef.of(pod, "Pod")
            objects.append(ref)
            node = (pod.get("spec") or {}).get("nodeName") or ""
            nodes.append(node)
            statuses[state.status] += 1
            if state.index is not None:
                key = "initContainerStatuses" if state.init else "containerStatuses"
                cs = ((pod.get("status") or {}).get(key) or [])[state.index]
                st = cs.get("state") or {}
                if "waiting" in st:
                    evidence.append(Evidence(f"{'init ' if state.init else ''}container {state.container} is waiting"
                                             + (f" on node {node}" if node else ""), ref,
                                             json_pointer("status", key, state.index, "state", "waiting", "reason"),
                                             (st["waiting"] or {}).get("reason")))
                    if (st["waiting"] or {}).get("message") and len(evidence) < 12:
                        evidence.append(Evidence("waiting message", ref,
                                                 json_pointer("status", key, state.index, "state", "waiting", "message"),
                                                 st["waiting"]["message"]))
                elif "terminated" in st:
                    evidence.append(Evidence(f"container {state.container} terminated", ref,
                                             json_pointer("status", key, state.index, "state", "terminated", "exitCode"),
                                             (st["terminated"] or {}).get("exitCode")))
                else:
                    evidence.append(Evidence(f"{'init ' if state.init else ''}container {state.container} has not completed",
                                             ref, json_pointer("status", key, state.index, "ready"), cs.get("ready")))
                if state.restarts and len(evidence) < 14:
                    evidence.append(Evidence("restarts", ref, json_pointer("status", key, state.index, "restartCount"),
                                             state.restarts))
            else:
                evidence.append(Evidence("pod phase", ref, "/status/phase", (pod.get("status") or {}).get("phase")))
            if not blocker and first_line is None:
                meta = pod.get("metadata") or {}
                containers = [state.container] if state.container else []
                for c, text in [(c, snapshot.log(meta.get("namespace") or "", meta.get("name") or "", c)) for c in containers] \
                        + list(snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or "")):
                    hit = failing_line(text)
                    if hit:
                        first_line = hit
                        evidence.append(Evidence(f"log of {ref} container {c or '(all)'}, line {hit[0]}", ref, None, hit[1]))
                        break
                if first_line is None and state.message:
                    first_line = (0, state.message, None)
                if first_line is None:
                    for ev in snapshot.events_for(pod, "Pod")[-3:]:
                        if ev.get("type") == "Warning" and ev.get("message"):
                            first_line = (0, ev["message"], None)
                            evidence.append(Evidence(f"event {ev.get('reason')} (x{ev.get('count') or 1})",
                                                     ObjectRef.of(ev, "Event"), "/message", ev["message"]))
                            break
        for ds in dss:
            st = ds.get("status") or {}
            desired, ready = int(st.get("desiredNumberScheduled") or 0), int(st.get("numberReady") or 0)
            if ready < desired:
                ref = ObjectRef.of(ds, "DaemonSet")
                objects.append(ref)
                evidence.append(Evidence(f"DaemonSet ready pods (desired {desired})", ref, "/status/numberReady", ready))
        gpus = 0
        for node in set(nodes):
            nobj = snapshot.node(node) if node else None
            if nobj:
                gpus += max(sum(gpu_resources(nobj, "capacity").values()), gfd_gpu_count(nobj) or 0)
        where = sorted({n for n in nodes if n})
        where_txt = (", ".join(where[:5]) + (f" (+{len(where) - 5} more)" if len(where) > 5 else "")) or "no node"
        status_txt = ", ".join(f"{n}x {s}" for s, n in sorted(statuses.items()))
        ns = objects[0].namespace if objects else "gpu-operator"
        first_pod = next((o for o in objects if o.kind == "Pod"), None)
        kinds = {s.kind for _, s in items}
        if blocker:
            up = BY_ID[blocker]
            return self._make(comp, blocker, objects, evidence, nodes, gpus, 0.85,
                              severity=Severity.WARNING,
                              title=f"GPU Operator {comp.title} not running on {len(where)} node(s): waiting for the "
                                    f"{up.title} ({status_txt})",
                              summary=(f"{comp.title} pods on {where_txt} are stuck ({status_txt}) because the "
                                       f"{up.title} on the same node(s) has not succeeded; they start by themselves "
                                       f"once it does."),
                              remediation=Remediation(f"Fix the {up.title} first (see that finding); nothing to do "
                                                      f"for the {comp.title} itself.",
                                                      commands=(f"kubectl -n {ns} get pods -o wide",)))
        line = first_line[1] if first_line else None
        cause_txt = f" Failing line: \"{line}\"." if line else ""
        if "image_pull" in kinds:
            what = "cannot pull its image"
            fix = Remediation(
                "Check the image name/tag and that the nodes can reach the registry (and have the pull secret); "
                "for NGC images, the ClusterPolicy's repository/version fields set the image.",
                commands=(f"kubectl -n {ns} describe pod {first_pod.name}" if first_pod else f"kubectl -n {ns} get pods",
                          "kubectl get clusterpolicies.nvidia.com -o yaml"))
        elif comp.id == "driver":
            what = "failed to install/load the NVIDIA driver"
            fix = Remediation(
                "Read the driver pod's log for the kernel it resolved; make kernel headers (or a precompiled driver "
                "for this kernel) available, or move the node back to a supported kernel; then delete the driver "
                "pod so the DaemonSet retries.",
                commands=((f"kubectl -n {ns} logs {first_pod.name} --all-containers --tail=50" if first_pod else
                           f"kubectl -n {ns} logs daemonset/nvidia-driver-daemonset --tail=50"),
                          *( [f"kubectl -n {ns} delete pod {first_pod.name}"] if first_pod else [])))
        else:
            what = {"crash": "keeps crashing", "start_error": "cannot start its container",
                    "init_blocked": "is stuck initialising", "pending": "is not scheduled",
                    "not_ready": "is not ready"}.get(sorted(kinds)[0], "is failing")
            fix = Remediation(
                f"Read the {comp.title} pod's log and events and fix what it reports; then delete the pod to retry.",
                commands=((f"kubectl -n {ns} logs {first_pod.name} --all-containers --tail=50" if first_pod else
                           f"kubectl -n {ns} get pods -o wide"),
                          *( [f"kubectl -n {ns} describe pod {first_pod.name}"] if first_pod else [])))
        severity = Severity.CRITICAL if comp.critical else Severity.WARNING
        confidence = 0.95 if (comp.id == "driver" and first_line) else (0.9 if first_line else 0.8)
        if comp.id == "operator":
            return self._operator(snapshot, objects, evidence, nodes, gpus, confidence, status_txt, what, where_txt,
                                  cause_txt, fix)
        return self._make(comp, "", objects, evidence, nodes, gpus, confidence, severity=severity,
                          title=f"GPU Operator {comp.title} {what} on {len(where) or len(items)} node(s) ({status_txt})",
                          summary=(f"{comp.title} pods on {where_txt}: {status_txt}.{cause_txt} "
                                   + ("Without it, nothing else of the GPU stack starts on those nodes: the toolkit, "
                                      "device plugin and validators wait, and the nodes advertise no GPUs."
                                      if comp.id == "driver" else
                                      "GPU pods cannot use those nodes until it runs." if comp.critical else
                                      "GPU workloads may still run, but the operator reports notReady.")),
                          remediation=fix)

    def _operator(self, snapshot, objects, evidence, nodes, gpus, confidence, status_txt, what, where_txt,
                  cause_txt, fix) -> Finding:
        """The operator controller itself (the gpu-operator Deployment's pod), not an operand: while it is down
        nothing reconciles the ClusterPolicy. A ClusterPolicy it never reconciled (no status) is its symptom, and
        then this is critical: no operand is deployed, upgraded or repaired anywhere."""
        unreconciled = []
        for cp in snapshot.items("clusterpolicies.nvidia.com"):
            if not (cp.get("status") or {}).get("state"):
                ref = ObjectRef.of(cp, "ClusterPolicy")
                unreconciled.append(ref.name)
                evidence.append(Evidence("ClusterPolicy has no status.state", ref,
                                         "/status/state" if cp.get("status") else "/status", None))
        summary = (f"GPU Operator pods (on {where_txt}): {status_txt}.{cause_txt} The operator controller is down: "
                   "nothing reconciles the ClusterPolicy, so no operand (driver, toolkit, device plugin) is deployed to "
                   "new GPU nodes, upgraded or repaired; operands already running keep running.")
        if unreconciled:
            summary += (f" ClusterPolicy {', '.join(unreconciled)} has no status: the operator never reconciled it, "
                        "because of this.")
        return self._make(BY_ID["operator"], "", objects, evidence, nodes, gpus, confidence,
                          severity=Severity.CRITICAL if unreconciled else Severity.WARNING,
                          title=f"GPU Operator controller {what} ({status_txt})", summary=summary, remediation=fix)

    def _make(self, comp, blocker, objects, evidence, nodes, gpus, confidence, **kw) -> Finding:
        f = self.finding(objects=objects, evidence=evidence, confidence=confidence,
                         blast_radius=max(gpus, len(set(nodes)), 1),
                         key=f"{comp.id}|{blocker}", **kw)
        if not blocker:
            f.states.append(Fact(Symptom.OPERATOR_COMPONENT_FAILING, Subject.component(comp.id)))
        f._nodes = tuple(sorted({n for n in nodes if n}))   # noqa: SLF001 - used for wiring, not output
        return f

    def _ds_only(self, comp_id: str, ds: dict, desired: int, ready: int) -> Finding:
        comp = BY_ID[comp_id]
        ref = ObjectRef.of(ds, "DaemonSet")
        st = ds.get("status") or {}
        ev = [Evidence(f"DaemonSet ready pods (desired {desired})", ref, "/status/numberReady", ready)]
        if "currentNumberScheduled" in st:
            ev.append(Evidence("pods scheduled", ref, "/status/currentNumberScheduled", st.get("currentNumberScheduled")))
        ns = ref.namespace or "gpu-operator"
        return self.finding(
            severity=Severity.CRITICAL if comp.critical else Severity.WARNING,
            title=f"GPU Operator {comp.title} DaemonSet {ref.name}: {ready}/{desired} pods ready",
            summary=f"The DaemonSet wants {desired} pods and {ready} are ready; the pods are not in the snapshot.",
            objects=[ref], evidence=ev, confidence=0.7, blast_radius=max(desired - ready, 1),
            key=f"{comp_id}|ds:{ref.name}",
            remediation=Remediation("List the DaemonSet's pods and read the failing one's log and events.",
                                    commands=(f"kubectl -n {ns} get pods -o wide | grep {ref.name}",
                                              f"kubectl -n {ns} describe daemonset {ref.name}")))
