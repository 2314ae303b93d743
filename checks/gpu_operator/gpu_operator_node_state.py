"""GPU Operator state written on the nodes, beyond pod status: a failed driver upgrade
(`nvidia.com/gpu-driver-upgrade-state=upgrade-failed`), operands paused on a node
(`nvidia.com/gpu.deploy.<operand>=paused-for-driver-upgrade` / `paused-for-mig-change`), a MIG
reconfiguration that failed (`nvidia.com/mig.config.state=failed`), a MIG layout that is not the one
`nvidia.com/mig.config` asks for, and the `single` MIG strategy with mixed MIG profiles.
Label names and values: doctor/gpu/REFERENCE.md ("GPU Operator node state")."""
from __future__ import annotations

from collections import defaultdict

from doctor.check import Check
from doctor.gpu.operator import operand_pods, pod_state
from doctor.kube.gpu import gpu_resources, is_gpu_node, labels
from doctor.kube.guards import D as _d, L as _l
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer

UPGRADE_STATE = "nvidia.com/gpu-driver-upgrade-state"
DEPLOY_PREFIX = "nvidia.com/gpu.deploy."
PAUSED = ("paused-for-driver-upgrade", "paused-for-mig-change")
MIG_CONFIG = "nvidia.com/mig.config"
MIG_STATE = "nvidia.com/mig.config.state"
MIG_STRATEGY = "nvidia.com/mig.strategy"


def _cp_name(snapshot) -> str:
    for cp in snapshot.items("clusterpolicies.nvidia.com"):
        name = _d(cp.get("metadata")).get("name")
        if isinstance(name, str) and name:
            return name
    return "cluster-policy"


def _ns(snapshot) -> str:
    for cp in snapshot.items("clusterpolicies.nvidia.com"):
        ns = _d(cp.get("status")).get("namespace")
        if isinstance(ns, str) and ns:
            return ns
    return "gpu-operator"


class GpuOperatorNodeState(Check):
    """Why it exists: the operator records a failed driver upgrade, paused operands and a failed MIG change
    only as node labels; the pods simply disappear from the node, so pod-status checks see nothing."""

    id = "gpu_operator_node_state"
    title = "GPU Operator node state: failed driver upgrade, paused operands, failed or mismatched MIG config"
    category = "gpu_operator"
    requires = ("nodes",)
    optional = ("pods", "node_reports", "clusterpolicies.nvidia.com")
    severity = Severity.CRITICAL
    subjects = ("node",)
    may_explain = (Symptom.NODE_GPUS_MISSING, Symptom.NODE_CORDONED)

    def run(self, snapshot):
        ns = _ns(snapshot)
        policy = _cp_name(snapshot)
        pods_by_node: dict[str, list[tuple[dict, object]]] = defaultdict(list)
        for pod, comp in operand_pods(snapshot):   # classify()'d once per run, shared with the other operator checks
            name = (pod.get("metadata") or {}).get("name")
            if not isinstance(name, str) or not name.startswith("nvidia-"):
                continue   # only the driver and MIG manager pods are read here (operand pods are nvidia-*)
            node = (pod.get("spec") or {}).get("nodeName")
            if node:
                pods_by_node[node].append((pod, comp))
        for node in snapshot.nodes:
            lab = labels(node)
            if not lab or not (is_gpu_node(node) or any(k.startswith(DEPLOY_PREFIX) for k in lab)):
                continue
            name = (node.get("metadata") or {}).get("name") or "?"
            ref = ObjectRef("Node", name)
            ptr = lambda k: json_pointer("metadata", "labels", k)  # noqa: E731
            driver_pods = [p for p, c in pods_by_node.get(name, []) if c.id == "driver"]
            mig_pods = [p for p, c in pods_by_node.get(name, []) if c.id == "mig-manager"]

            if lab.get(UPGRADE_STATE) == "upgrade-failed":
                ev = [Evidence("driver upgrade state", ref, ptr(UPGRADE_STATE), "upgrade-failed")]
                ev += self._pod_evidence(driver_pods)
                cmds = [f"kubectl -n {ns} get pods -o wide --field-selector spec.nodeName={name}"]
                cmds += [f"kubectl -n {ns} logs {p['metadata']['name']} --all-containers --tail=100" for p in driver_pods[:1]]
                cmds.append(f"kubectl -n {ns} logs deployment/gpu-operator --tail=200 | grep -i upgrade")
                cordoned = bool((node.get("spec") or {}).get("unschedulable"))
                if cordoned:
                    ev.append(Evidence("the node is cordoned (the upgrade controller cordons before it drains)", ref,
                                       "/spec/unschedulable", True))
                f = self.finding(
                    title=f"{name}: GPU driver upgrade failed ({UPGRADE_STATE}=upgrade-failed)",
                    summary=("The GPU Operator's driver upgrade controller marks a node upgrade-failed when any step of "
                             "the upgrade (cordon, pod eviction or drain, driver pod restart, validation) failed. The "
                             "node can stay cordoned and keep the old driver (or none) until the failure is fixed."),
                    objects=[ref] + [ObjectRef.of(p, "Pod") for p in driver_pods[:3]], evidence=ev, confidence=0.9,
                    key=f"{name}|upgrade-failed", root_cause=True, blast_radius=self._gpus(node),
                    remediation=Remediation(
                        "Read the driver pod's log on this node and the operator's log for the step that failed (a pod "
                        "that could not be evicted, a driver that does not build for this kernel), fix it, and let the "
                        "upgrade controller retry." + (
                            " Do not uncordon the node by hand before the driver on it is validated: the upgrade "
                            "controller uncordons it when the upgrade completes." if cordoned else ""),
                        commands=tuple(cmds)))
                if cordoned:
                    f.explains.append(Fact(Symptom.NODE_CORDONED, Subject.node(name)))
                yield f

            paused = sorted(k for k, v in lab.items() if k.startswith(DEPLOY_PREFIX) and v in PAUSED)
            if paused:
                why = {lab[k] for k in paused}
                operands = [k[len(DEPLOY_PREFIX):] for k in paused]
                driver_bad = [p for p in driver_pods if pod_state(p).kind not in ("ok", "completed")]
                ev = [Evidence(f"operand {k[len(DEPLOY_PREFIX):]} deploy label", ref, ptr(k), lab[k]) for k in paused]
                ev += self._pod_evidence(driver_bad)
                plugin_paused = "device-plugin" in operands
                upgrading = lab.get(UPGRADE_STATE) not in (None, "", "upgrade-done", "upgrade-failed", "upgrade-skipped")
                severity = (Severity.CRITICAL if driver_bad else
                            Severity.INFO if upgrading else
                            Severity.CRITICAL if plugin_paused else Severity.WARNING)
                if upgrading and not driver_bad:
                    ev.append(Evidence("driver upgrade in progress", ref, ptr(UPGRADE_STATE), lab.get(UPGRADE_STATE)))
                f = self.finding(
                    severity=severity,
                    title=f"{name}: GPU Operator operands paused ({', '.join(sorted(why))}): {', '.join(operands)}",
                    summary=(f"The {', '.join(operands)} DaemonSet pod(s) are removed from this node while "
                             + ("the driver is upgraded (k8s-driver-manager sets the nvidia.com/gpu.deploy.* labels to "
                                "paused-for-driver-upgrade and back to true when it finishes)"
                                if "paused-for-driver-upgrade" in why else
                                "the MIG layout changes (mig-manager sets paused-for-mig-change and back when it finishes)")
                             + ". " + ("The driver pod on the node is failing, so the pause will not end by itself. "
                                       if driver_bad else "A pause that lasts means that step is stuck. ")
                             + ("With the device plugin paused the node advertises no GPUs." if plugin_paused else "")),
                    objects=[ref] + [ObjectRef.of(p, "Pod") for p in driver_bad[:3]], evidence=ev,
                    confidence=0.85 if driver_bad else 0.7, key=f"{name}|paused", root_cause=bool(driver_bad),
                    blast_radius=self._gpus(node),
                    remediation=Remediation(
                        ("Fix the failing driver pod (its log says why); the driver manager then restores the labels. "
                         if driver_bad else
                         "Check the driver-manager / mig-manager log on the node; if the upgrade is over and the labels "
                         "stayed paused, set them back to true. ")
                        + "Do not uncordon or relabel while an upgrade is still running.",
                        commands=(f"kubectl -n {ns} get pods -o wide --field-selector spec.nodeName={name}",
                                  *(f"kubectl -n {ns} logs {p['metadata']['name']} -c k8s-driver-manager" for p in driver_pods[:1]),
                                  f"kubectl get node {name} --show-labels | tr , '\\n' | grep nvidia.com/gpu.deploy")))
                cap, alloc = gpu_resources(node, "capacity"), gpu_resources(node, "allocatable")
                if plugin_paused and (not any(alloc.values()) or any(alloc.get(k, 0) < v for k, v in cap.items())):
                    f.explains.append(Fact(Symptom.NODE_GPUS_MISSING, Subject.node(name)))
                yield f

            if lab.get(MIG_STATE) == "failed":
                ev = [Evidence("MIG manager state", ref, ptr(MIG_STATE), "failed")]
                if MIG_CONFIG in lab:
                    ev.append(Evidence("MIG configuration asked for", ref, ptr(MIG_CONFIG), lab[MIG_CONFIG]))
                ev += self._pod_evidence(mig_pods)
                yield self.finding(
                    title=f"{name}: MIG reconfiguration to {lab.get(MIG_CONFIG, '?')!r} failed ({MIG_STATE}=failed)",
                    summary=("The MIG manager could not apply the MIG layout the node's nvidia.com/mig.config label asks "
                             "for (GPUs busy with processes, a profile name not in the mig-parted config, or a GPU that "
                             "needs a reset/reboot to change MIG mode). The GPUs keep their previous layout; pods asking "
                             "for the new MIG resources stay Pending."),
                    objects=[ref] + [ObjectRef.of(p, "Pod") for p in mig_pods[:1]], evidence=ev, confidence=0.9,
                    key=f"{name}|mig-failed", root_cause=True, blast_radius=self._gpus(node),
                    remediation=Remediation(
                        "Read the MIG manager's log on this node; stop the GPU processes it names (or reboot if it asks "
                        "for one), check the profile exists in the mig-parted ConfigMap, then relabel to retry.",
                        commands=((f"kubectl -n {ns} logs {mig_pods[0]['metadata']['name']} --tail=100" if mig_pods else
                                   f"kubectl -n {ns} logs daemonset/nvidia-mig-manager --tail=100"),
                                  f"kubectl -n {ns} get configmap -o name | grep -i mig",
                                  f"kubectl label node {name} {MIG_CONFIG}={lab.get(MIG_CONFIG, '<profile>')} --overwrite")))

            mismatch = self._mig_mismatch(snapshot, name, lab)
            if mismatch is not None:
                yield self.finding(severity=Severity.WARNING, objects=[ref, ObjectRef("NodeGPUReport", name)],
                                   confidence=0.75, key=f"{name}|mig-mismatch", blast_radius=self._gpus(node),
                                   **mismatch)

            single = self._single_mixed(snapshot, name, lab, policy)
            if single is not None:
                yield self.finding(objects=[ref], confidence=0.8, key=f"{name}|single-mixed", root_cause=True,
                                   blast_radius=self._gpus(node), **single)

    # ------------------------------------------------------------------------------------
    @staticmethod
    def _gpus(node) -> int:
        lab = labels(node)
        try:
            return max(int(lab.get("nvidia.com/gpu.count") or 0), sum(gpu_resources(node, "capacity").values()), 1)
        except ValueError:
            return max(sum(gpu_resources(node, "capacity").values()), 1)

    @staticmethod
    def _pod_evidence(pods) -> list[Evidence]:
        ev = []
        for p in pods[:3]:
            st = pod_state(p)
            if st.kind not in ("ok", "completed"):
                ev.append(Evidence(f"pod {p['metadata']['name']} status", ObjectRef.of(p, "Pod"), "/status/phase",
                                   (p.get("status") or {}).get("phase")))
                if st.message:
                    ev.append(Evidence(f"pod {p['metadata']['name']}: {st.status}", ObjectRef.of(p, "Pod"), None, st.message[:300]))
        return ev

    @staticmethod
    def _mig_mismatch(snapshot, name: str, lab: dict) -> dict | None:
        """mig.config says MIG on (all-disabled says off) and state=success, but NVML shows the opposite."""
        want, state = lab.get(MIG_CONFIG), lab.get(MIG_STATE)
        report = snapshot.node_reports.get(name)
        if not isinstance(want, str) or state != "success" or not isinstance(report, dict):
            return None
        gpus = [g for g in _l(report.get("gpus")) if isinstance(g, dict)]
        modes = [_d(g.get("mig")).get("current") for g in gpus]
        if not modes or any(m is None for m in modes):
            return None
        want_on = want != "all-disabled"
        wrong = [i for i, m in enumerate(modes) if m is not want_on]
        if not wrong:
            return None
        rref = ObjectRef("NodeGPUReport", name)
        return {
            "title": f"{name}: {MIG_CONFIG}={want} and {MIG_STATE}=success, but MIG is {'off' if want_on else 'on'} on "
                     f"{len(wrong)} GPU(s)",
            "summary": ("The MIG manager reports success for a layout NVML on the node does not show: the label was "
                        "changed by hand, the node rebooted into another layout, or a MIG mode change is pending a GPU "
                        "reset."),
            "evidence": [Evidence("MIG configuration asked for", ObjectRef("Node", name),
                                  json_pointer("metadata", "labels", MIG_CONFIG), want),
                         *[Evidence(f"GPU {gpus[i].get('index')} MIG mode (NVML)", rref,
                                    json_pointer("gpus", i, "mig", "current"), modes[i]) for i in wrong[:4]]],
            "remediation": Remediation("Re-apply the layout: relabel the node so the MIG manager reconciles again (drain "
                                       "GPU workloads first), then compare `nvidia-smi -L` on the node.",
                                       commands=(f"kubectl label node {name} {MIG_STATE}- ",
                                                 f"kubectl label node {name} {MIG_CONFIG}={want} --overwrite")),
        }

    @staticmethod
    def _single_mixed(snapshot, name: str, lab: dict, policy: str) -> dict | None:
        """strategy single needs every MIG device on the node the same size (k8s-device-plugin README)."""
        if lab.get(MIG_STRATEGY) != "single":
            return None
        report = snapshot.node_reports.get(name)
        sizes: dict[int, list] = defaultdict(list)
        if isinstance(report, dict):
            for gi, g in enumerate(_l(report.get("gpus"))):
                for di, dev in enumerate(_l(_d(g.get("mig") if isinstance(g, dict) else None).get("devices"))):
                    if isinstance(dev, dict) and isinstance(dev.get("memory_total_mib"), int):
                        sizes[dev["memory_total_mib"]].append((gi, di))
        mixed_cfg = lab.get(MIG_CONFIG) == "all-balanced"
        if len(sizes) < 2 and not mixed_cfg:
            return None
        ref = ObjectRef("Node", name)
        ev = [Evidence("MIG strategy", ref, json_pointer("metadata", "labels", MIG_STRATEGY), "single")]
        if mixed_cfg:
            ev.append(Evidence("MIG layout (mig-parted all-balanced mixes 1g/2g/3g profiles)", ref,
                               json_pointer("metadata", "labels", MIG_CONFIG), "all-balanced"))
        for mib, where in sorted(sizes.items())[:4]:
            gi, di = where[0]
            ev.append(Evidence(f"{len(where)} MIG device(s) of {mib} MiB", ObjectRef("NodeGPUReport", name),
                               json_pointer("gpus", gi, "mig", "devices", di, "memory_total_mib"), mib))
        return {
            "title": f"{name}: MIG strategy single with mixed MIG profiles",
            "summary": ("With migStrategy single the device plugin advertises MIG devices as nvidia.com/gpu and requires "
                        "every GPU on the node to be split into same-size MIG devices; a mixed layout (different "
                        "profiles) breaks that: the plugin advertises none or the wrong count."),
            "evidence": ev,
            "remediation": Remediation(
                "Either use one profile for the whole node (e.g. all-1g.10gb) or switch the strategy to mixed "
                "(resources nvidia.com/mig-<profile>) in the ClusterPolicy; workloads must then request those resources.",
                commands=(f"kubectl label node {name} {MIG_CONFIG}=all-1g.10gb --overwrite   # a single-profile layout; pick the profile your pods need",
                          f"kubectl patch clusterpolicies.nvidia.com {policy} --type merge -p '{{\"spec\":{{\"mig\":{{\"strategy\":\"mixed\"}}}}}}'")),
        }

