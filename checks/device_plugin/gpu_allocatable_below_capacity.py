"""The device plugin tells the kubelet how many GPUs a node has; the scheduler only sees
status.allocatable. When the plugin is not running (or the driver under it is broken) a GPU
node advertises 0 (or nothing), and when GPUs turn unhealthy capacity stays while allocatable
drops (kubelet devicemanager: capacity = healthy + unhealthy, allocatable = healthy). This
check compares, per GPU node: allocatable vs capacity vs GFD's nvidia.com/gpu.count label
(times nvidia.com/gpu.replicas under time-slicing) vs the NVML device count in the node's
GPU report, and says which one is short."""
from __future__ import annotations

from doctor.check import Check
from doctor.facts import REPLICAS, inventory
from doctor.dra.gpus import claim_gpus
from doctor.kube.gpu import GFD_COUNT, gpu_resources, is_gpu_node, labels
from doctor.kube.pods import drain_command
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer

class GpuAllocatableBelowCapacity(Check):
    """Why it exists: a crashed device plugin (or a broken driver under it) advertises fewer GPUs than the node has."""

    id = "gpu_allocatable_below_capacity"
    title = "Node advertises fewer allocatable GPUs than it has"
    category = "device_plugin"
    requires = ("nodes",)
    optional = ("node_reports",)
    severity = Severity.CRITICAL
    subjects = ("node",)
    states = (Symptom.NODE_GPUS_MISSING,)

    def run(self, snapshot):
        for node in snapshot.nodes:
            if not is_gpu_node(node):
                continue
            name = (node.get("metadata") or {}).get("name") or "?"
            if claim_gpus(snapshot).has_dra_gpus(name) and not any(gpu_resources(node, "capacity").values()):
                continue   # its GPUs are published through DRA ResourceSlices (doctor.dra.gpus), not a device plugin
            ref = ObjectRef("Node", name)
            lab = labels(node)
            # the node's GPU inventory, as doctor.facts counts it for every output
            inv = inventory(node, snapshot.node_reports.get(name))
            resource, mig_mixed, gfd, replicas, nvml = inv.resource, inv.mig_mixed, inv.gfd, inv.replicas, inv.nvml
            c, a = inv.resource_capacity, inv.resource_allocatable
            ev: list[Evidence] = []
            cap_ptr = json_pointer("status", "capacity", resource)
            alloc_ptr = json_pointer("status", "allocatable", resource)
            ev.append(Evidence(f"allocatable {resource}", ref, alloc_ptr,
                               ((node.get("status") or {}).get("allocatable") or {}).get(resource)))
            ev.append(Evidence(f"capacity {resource}", ref, cap_ptr,
                               ((node.get("status") or {}).get("capacity") or {}).get(resource)))
            if gfd is not None:
                ev.append(Evidence("GPU Feature Discovery GPU count", ref,
                                   json_pointer("metadata", "labels", GFD_COUNT), lab.get(GFD_COUNT)))
            if replicas > 1:
                ev.append(Evidence("time-slicing replicas per GPU", ref,
                                   json_pointer("metadata", "labels", REPLICAS), lab.get(REPLICAS)))
            if nvml is not None:
                ev.append(Evidence("GPUs NVML sees on the node (entries in the node GPU report's /gpus)",
                                   ObjectRef("NodeGPUReport", name), None, nvml))
            physical, expected = inv.physical, inv.expected
            if mig_mixed and not a:
                continue   # MIG mixed: GPUs are advertised per profile (nvidia.com/mig-*), not as nvidia.com/gpu
            if not a:
                should = expected or c or physical
                if not should:
                    continue
                yield self.finding(
                    title=f"GPU node {name} advertises {resource}: {a or 0} (should show {should})",
                    summary=(f"The node has {physical or c} GPU(s) ("
                             + ", ".join(s for s in (f"GFD label {gfd}" if gfd is not None else "",
                                                     f"NVML {nvml}" if nvml is not None else "",
                                                     f"capacity {c}" if c else "") if s)
                             + f") but allocatable {resource} is {a or 0}"
                             + (" (missing)" if a is None else "") + ", so the scheduler places no GPU pod "
                             "there. The NVIDIA device plugin on the node is not running or not registered "
                             "with the kubelet, usually because the driver or container toolkit under it failed."),
                    objects=[ref], evidence=ev, blast_radius=max(should, 1), confidence=0.9, key=name, states=[Fact(Symptom.NODE_GPUS_MISSING, Subject.node(name))],
                    remediation=Remediation(
                        "Find out why the device plugin is not advertising GPUs: check the driver, toolkit and "
                        "device-plugin pods on this node (GPU Operator) and the plugin's log; once it runs, "
                        "allocatable returns by itself.",
                        commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={name} | grep -i nvidia",
                                  f"kubectl describe node {name} | grep -A8 Allocatable")))
                continue
            if c is not None and a < c:
                yield self.finding(
                    title=f"GPU node {name}: {c - a} of {c} GPU(s) unhealthy ({resource} allocatable {a} < capacity {c})",
                    summary=("The kubelet counts unhealthy devices in capacity but not in allocatable: the device "
                             "plugin marked GPUs unhealthy (an Xid error, ECC errors, a GPU fallen off the bus)."),
                    objects=[ref], evidence=ev, blast_radius=c - a, confidence=0.9, key=name, states=[Fact(Symptom.NODE_GPUS_MISSING, Subject.node(name))],
                    remediation=Remediation(
                        "Look at the device plugin's log and the node's kernel log for Xid errors; drain the node "
                        "and reset or replace the GPU.",
                        commands=(f"kubectl debug node/{name} -it --image=busybox -- chroot /host dmesg | grep -i xid",
                                  drain_command(name))))
                continue
            if expected and c is not None and c < expected and not mig_mixed:
                yield self.finding(
                    severity=Severity.WARNING,
                    title=f"GPU node {name} advertises {c} {resource} but has {physical} GPU(s)"
                          + (f" x {replicas} replicas = {expected}" if replicas > 1 else ""),
                    summary=("The device plugin registered fewer devices than GFD/NVML count on the node: some GPUs "
                             "failed to initialise or were excluded (NVIDIA_VISIBLE_DEVICES, a stale label)."),
                    objects=[ref], evidence=ev, blast_radius=expected - c, confidence=0.7, key=name, states=[Fact(Symptom.NODE_GPUS_MISSING, Subject.node(name))],
                    remediation=Remediation("Compare nvidia-smi on the node with the device plugin's log; restart the "
                                            "device plugin pod after fixing the missing GPU.",
                                            commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={name}",)))
