"""A GPU with a hardware fault: an Xid NVIDIA says needs a GPU reset, a reboot or an RMA,
uncorrectable ECC errors, a failed or pending row remap, pending page retirement, a GPU NVML
lost, NVLink links down, hardware clock slowdowns, and GPUs missing from NVML compared with the
node's GPU Feature Discovery count. Read from node GPU reports (`doctor collect` / nvidia-smi
XML) and from the NVIDIA device plugin's `XidCriticalError ... marking device as unhealthy`
log lines.

One finding per GPU, naming the node, GPU index and UUID, the pods with processes on it, and
NVIDIA's action. The fault is the cause of what the device plugin, the kubelet and the pods
show afterwards, so each finding `explains` them: allocatable < capacity on that node, the GPU
health conditions other monitors set on it, and CUDA errors of pods on it."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.gpu.health import GpuHealth, Issue, device_plugin_xids, report_health, xid_issues
from doctor.gpu.operator import classify
from doctor.gpu.xid import ACTION_RANK
from doctor.kube.gpu import GFD_COUNT, gfd_gpu_count, labels
from doctor.kube.guards import L as _l
from doctor.kube.pods import drain_command
from doctor.model import Evidence, Fact, Finding, ObjectRef, Remediation, Severity, json_pointer, Symptom

from doctor.gpu.symptoms import admission_failed, gpus_missing, node_conditions, pod_error_lines, pod_errors

REPORT_KIND = "NodeGPUReport"
HEADLINE = {"rma": "replace the GPU (RMA)", "reboot_node": "drain and reboot the node",
            "reset_gpu": "drain and reset the GPU", "restart_app": "restart the application",
            "watch": "check cooling/power", "none": "no action"}


def _debug(node: str, inner: str) -> str:
    return f"kubectl debug node/{node} -it --profile=sysadmin --image=busybox -- chroot /host {inner}"


class GpuHardwareFault(Check):
    """Why it exists: an Xid 79 or an uncorrectable ECC error is the cause of the Unhealthy GPU, the shrunken
    allocatable and the crashing pods on that node; on-call needs the GPU, its pods and NVIDIA's action, first."""

    id = "gpu_hardware_fault"
    title = "GPU hardware fault (Xid, ECC, row remapping, GPU lost, NVLink, slowdown)"
    category = "hardware"
    requires = ()
    optional = ("node_reports", "nodes", "pods", "logs")
    severity = Severity.CRITICAL
    subjects = ("gpu", "node")
    may_explain = (Symptom.NODE_GPUS_MISSING, Symptom.NODE_GPU_HEALTH_SIGNAL, Symptom.NODE_CORDONED,
                   Symptom.GPU_ADMISSION_FAILED, Symptom.gpu_error("*"))

    def run(self, snapshot):
        plugin = self._plugin_xids(snapshot)
        if not snapshot.node_reports and not plugin:
            raise Skip(snapshot.why_missing("node_reports") + "; and no NVIDIA device-plugin log with "
                       "XidCriticalError lines in the snapshot")
        for node in sorted(set(snapshot.node_reports) | set(plugin)):
            report = snapshot.node_reports.get(node)
            report = report if isinstance(report, dict) else {}
            gpus = report_health(report)
            by_uuid = {g.uuid: g for g in gpus if g.uuid}
            # a GPU NVML lost has no UUID in the report; when the device plugin named exactly one UUID the
            # report does not have, and exactly one GPU is lost, they are the same GPU
            unknown = sorted({hit.device for _, hit in plugin.get(node, []) if hit.device not in by_uuid
                              and hit.device.startswith("GPU-")})
            lost = [g for g in gpus if g.uuid is None and any(i.kind == "gpu_lost" for i in g.issues)]
            if len(unknown) == 1 and len(lost) == 1:
                lost[0].uuid = unknown[0]
                by_uuid[unknown[0]] = lost[0]
            plugin_ev: dict[str, list[Evidence]] = {}
            for pod, hit in plugin.get(node, []):
                g = by_uuid.get(hit.device)
                if g is None:
                    g = by_uuid[hit.device] = GpuHealth(None, hit.device, None)
                    gpus.append(g)
                ref = ObjectRef.of(pod, "Pod")
                source = f"device plugin log ({ref.namespace}/{ref.name}, line {hit.line_number})"
                g.issues.extend(i for i in xid_issues([(hit.xid, hit.line, None, source, None)])
                                if not any(j.kind == "xid" and j.xid == i.xid for j in g.issues))
                plugin_ev.setdefault(hit.device, []).append(
                    Evidence(f"{source}: the device plugin marked {hit.device} unhealthy", ref, None, hit.line))
            nobj = snapshot.node(node)
            found = []
            for g in gpus:
                serious = [i for i in g.issues if i.severity in ("critical", "warning")]
                if serious:
                    found.append(self._gpu_finding(snapshot, node, nobj, report, g, serious, plugin_ev.get(g.uuid or "", [])))
            missing = self._missing(snapshot, node, nobj, report)
            if missing is not None:
                found.append(missing)
            # the worst fault of the node first: it is the one that claims the node's symptoms
            yield from sorted(found, key=lambda f: -f.severity.rank)

    # ------------------------------------------------------------------------------------
    @staticmethod
    def _plugin_xids(snapshot) -> dict[str, list]:
        """node -> [(device plugin pod, PluginXid)] from the plugin pods' logs."""
        out: dict[str, list] = {}
        if not snapshot.logs:
            return out
        for pod in snapshot.pods:
            meta = pod.get("metadata") or {}
            name = meta.get("name") or ""
            if "device-plugin" not in name:
                continue
            comp = classify(pod)
            if comp is None or comp.id != "device-plugin" and not name.startswith("nvidia-device-plugin"):
                continue
            node = (pod.get("spec") or {}).get("nodeName")
            if not node:
                continue
            for _, text in snapshot.logs_of_pod(meta.get("namespace") or "", name):
                for hit in device_plugin_xids(text):
                    out.setdefault(node, []).append((pod, hit))
        return out

    def _gpu_finding(self, snapshot, node: str, nobj, report: dict, g: GpuHealth, issues: list[Issue],
                     plugin_ev: list[Evidence]) -> Finding:
        worst = max(issues, key=lambda i: (i.severity == "critical", ACTION_RANK[i.action_class]))
        action_class = max((i.action_class for i in issues), key=lambda a: ACTION_RANK[a])
        severity = Severity.CRITICAL if any(i.severity == "critical" for i in issues) else Severity.WARNING
        label = f"GPU {g.index if g.index is not None else '?'}" + (f" ({g.uuid})" if g.uuid else "")
        rref = ObjectRef(REPORT_KIND, node)
        evidence: list[Evidence] = []
        for i in issues:
            evidence.append(Evidence(f"{i.title} [{i.source}]", rref if i.pointer else None, i.pointer,
                                     i.value if i.pointer else None) if i.pointer else
                            Evidence(f"{i.title} [{i.source}]", None, None, i.value))
        evidence.extend(plugin_ev[:5])
        pods = self._pods_on_gpu(snapshot, report, g)
        objects = [ObjectRef("Node", node), rref]
        objects += [ObjectRef.of(p, "Pod") for p in pods[:20]]
        pod_names = [f"{(p.get('metadata') or {}).get('namespace')}/{(p.get('metadata') or {}).get('name')}" for p in pods]
        if pods:
            evidence.append(Evidence(f"pods with processes on {label}", None, None, pod_names[:20]))
        hit_pods = []
        for p in pods[:10]:
            hit = pod_error_lines(snapshot, p)
            if hit:
                ref = ObjectRef.of(p, "Pod")
                hit_pods.append(f"{ref.namespace}/{ref.name}")
                evidence.append(Evidence(f"{ref} {hit[0]}: what the pod saw", ref, None, hit[1]))
        facts = " ".join(f"{i.title}: {i.detail}" for i in issues)
        who = (f" Pods using it: {', '.join(pod_names[:5])}{' ...' if len(pod_names) > 5 else ''}."
               if pod_names else " No pod has a process on it in the report.")
        if hit_pods:
            who += f" {', '.join(hit_pods[:5])} failed with a GPU error (see the evidence)."
        idx = g.index if isinstance(g.index, int) else None
        # the device plugin marked the GPU unhealthy on this Xid and never re-checks it (NVIDIA/k8s-device-plugin
        # issues 111, 189, 415): the node advertises one GPU fewer until the plugin pod restarts
        plugin_pods = [e.object for e in plugin_ev if e.object is not None]
        restart_plugin = bool(plugin_pods) and action_class not in ("reboot_node", "rma")
        if restart_plugin:
            who += (" The NVIDIA device plugin marked this GPU unhealthy on that Xid and does not check it again: the node "
                    "advertises one GPU fewer until the device-plugin pod restarts.")
        cmds = []
        if action_class in ("reset_gpu", "reboot_node", "rma"):
            cmds.append(f"kubectl cordon {node}")
            cmds.append(drain_command(node))
        if action_class == "reset_gpu" and idx is not None:
            cmds.append(_debug(node, f"nvidia-smi -r -i {idx}") + "   # once no process uses the GPU")
        if action_class == "reboot_node":
            cmds.append(_debug(node, "systemctl reboot") + "   # or reboot it from the cloud console")
        cmds.append(_debug(node, "sh -c 'dmesg -T | grep -i -E \"xid|fallen off\"'"))
        if idx is not None:
            cmds.append(_debug(node, f"nvidia-smi -q -i {idx} -d ECC,PAGE_RETIREMENT,ROW_REMAPPER,PERFORMANCE"))
        if restart_plugin:
            pp = plugin_pods[0]
            cmds.append(f"kubectl -n {pp.namespace} delete pod {pp.name}   # once the GPU checks out: the DaemonSet "
                        "recreates it and it advertises the GPU again")
        f = self.finding(
            severity=severity,
            title=f"{node} {label}: {worst.title} — {HEADLINE[action_class]}",
            summary=f"{facts}{who}",
            objects=objects, evidence=evidence, confidence=0.95, blast_radius=max(1, len(pods)),
            key=f"{node}|{g.uuid or g.index}", root_cause=True,
            remediation=Remediation(worst.action + ("" if worst.action_class == action_class else
                                                    f" Overall for this GPU: {HEADLINE[action_class]}.")
                                    + (" Then restart the device-plugin pod on the node: it keeps the GPU unhealthy "
                                       "until it restarts." if restart_plugin else ""),
                                    commands=tuple(cmds)))
        if severity is Severity.CRITICAL or plugin_pods:
            f.explains.extend(self._symptoms(snapshot, node, nobj, pods))
        return f

    @staticmethod
    def _symptoms(snapshot, node: str, nobj, pods: list[dict]) -> list[Fact]:
        """What this fault shows on the node afterwards (doctor/gpu/symptoms.py)."""
        facts: list[Fact] = []
        if nobj is not None:
            facts += gpus_missing(node, nobj) + node_conditions(nobj)
        facts += admission_failed(snapshot, node)
        candidates = list(pods) + [p for p in snapshot.pods_on_node(node) if p not in pods]
        facts += pod_errors(snapshot, candidates)
        return list(dict.fromkeys(facts))

    @staticmethod
    def _pods_on_gpu(snapshot, report: dict, g: GpuHealth) -> list[dict]:
        out, seen = [], set()
        for gpu in _l(report.get("gpus")):
            if not isinstance(gpu, dict) or (g.uuid and gpu.get("uuid") != g.uuid) or (not g.uuid and gpu.get("index") != g.index):
                continue
            for proc in _l(gpu.get("processes")):
                uid = proc.get("pod_uid") if isinstance(proc, dict) else None
                pod = snapshot.by_uid(uid) if isinstance(uid, str) else None
                if pod is not None and pod.get("kind") == "Pod" and uid not in seen:
                    seen.add(uid)
                    out.append(pod)
        return out

    def _missing(self, snapshot, node: str, nobj, report: dict):
        """Fewer GPUs in the NVML report than GFD labelled the node with (GFD counts GPUs at its last
        run; a GPU that fell off the bus since is gone from NVML)."""
        if nobj is None or not isinstance(report.get("gpus"), list) or report.get("source") != "nvml":
            return None
        lab = labels(nobj)
        if lab.get("nvidia.com/mig.strategy") == "single":
            return None   # GFD counts MIG devices under the single strategy
        want = gfd_gpu_count(nobj)
        have = len([g for g in report["gpus"] if isinstance(g, dict)])   # a lost GPU is listed (and reported) with its error
        if want is None or have >= want:
            return None
        nref, rref = ObjectRef("Node", node), ObjectRef(REPORT_KIND, node)
        f = self.finding(
            title=f"{node}: NVML lists {have} GPU(s) but GPU Feature Discovery counted {want} — {want - have} GPU(s) vanished",
            summary=(f"The node is labelled {GFD_COUNT}={want} but NVML on the node now lists {have} GPU(s). "
                     "A GPU that falls off the bus (Xid 79) or fails to initialise disappears from NVML and from the "
                     "device plugin; GFD keeps the count from its last run."),
            objects=[nref, rref], confidence=0.85, blast_radius=want - have, key=f"{node}|missing",
            root_cause=True,
            evidence=[Evidence("GPU Feature Discovery GPU count", nref, json_pointer("metadata", "labels", GFD_COUNT),
                               lab.get(GFD_COUNT)),
                      Evidence("GPUs in the node's NVML report", rref, "/gpus", have)],
            remediation=Remediation(
                "Drain the node and reboot it; if a GPU is still missing from `nvidia-smi -L`, the GPU, riser or slot "
                "is faulty (RMA).",
                commands=(f"kubectl cordon {node}", drain_command(node),
                          _debug(node, "sh -c 'nvidia-smi -L; dmesg -T | grep -i -E \"xid|fallen off|NVRM\"'"))))
        f.explains.extend(self._symptoms(snapshot, node, nobj, []))
        return f
