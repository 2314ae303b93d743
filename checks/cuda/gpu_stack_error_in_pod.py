"""Pods whose own output names a GPU-stack failure: the CUDA/NVML/container-runtime errors of
doctor/signatures/gpu.py found in container logs, termination messages and Warning events
(FailedCreatePodSandBox "no runtime for nvidia", RunContainerError "unsatisfied condition:
cuda>=X"). Node-wide failures (driver/library mismatch, runtime not configured, forward
compatibility) are grouped per node, workload failures (no GPU visible, no kernel image for
this GPU) per owner. CUDA-version mismatches that cuda_driver_incompatible can prove from the
image and the driver are left to it; GPU OOM is left to the zombies checks; GPU Operator pods
to gpu_operator_component_unhealthy."""
from __future__ import annotations

import re
from collections import defaultdict

from doctor.check import Check
from doctor.gpu.cuda import Compat, verdict
from doctor.gpu.gfd import node_driver
from doctor.gpu.images import container_cuda
from doctor.gpu.operator import classify, pod_state
from doctor.dra.gpus import claim_gpus
from doctor.kube.first_looks import looked
from doctor.kube.gpu import container_gpu_request, pod_gpu_request
from doctor.kube.pods import drain_command
from doctor.gpu.symptoms import gpu_error_subject
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Symptom, json_pointer
from doctor.signatures import scan_text

NODE_WIDE = {"driver_library_mismatch", "container_runtime_misconfigured", "forward_compat_unsupported"}
WORKLOAD = {"no_device_visible", "no_kernel_image_arch", "cuda_driver_too_old", "cuda_init_failed"}
CATS = NODE_WIDE | WORKLOAD
EVENT_REASONS = {"Failed", "FailedCreatePodSandBox", "FailedCreatePodContainer", "BackOff", "FailedStart"}
# kubelet's back-off texts differ per pod only in the pod's name_namespace(uid) (kuberuntime_manager.go,
# "back-off %s restarting failed container=%s pod=%s"; the BackOff event "Back-off restarting failed
# container %s in pod %s"): read once per container name, with the pod part left out.
KUBELET_BACKOFF = re.compile(r"([Bb]ack-off \S+ restarting failed container=\S+) pod=\S+|"
                             r"([Bb]ack-off restarting failed container \S+) in pod \S+")


def _read(msg: str, scanned: dict[str, list]) -> list:
    """scan_text of a status or event message, each distinct text read once."""
    found = scanned.get(msg)
    if found is None:
        backoff = KUBELET_BACKOFF.fullmatch(msg)
        key = (backoff[1] or backoff[2]) if backoff else msg
        found = scanned.get(key)
        if found is None:
            found = scanned[key] = scan_text(key, limit_per_category=1)
        scanned[msg] = found
    return found


class GpuStackErrorInPod(Check):
    """Why it exists: the container's own words ("Driver/library version mismatch", "no CUDA-capable device
    is detected") are the most direct evidence of a broken GPU stack, and they are easy to miss in a log."""

    id = "gpu_stack_error_in_pod"
    title = "Pod output shows a CUDA / driver / container-runtime error"
    category = "cuda"
    requires = ("pods",)
    optional = ("logs", "events", "nodes", "node_reports")
    severity = Severity.CRITICAL
    subjects = ("pod", "owner", "node")
    states = (Symptom.gpu_error("*"),)

    def run(self, snapshot):
        hits: dict[str, list] = defaultdict(list)   # pod uid -> [(category, Match, Evidence, container)]
        pods_by_uid: dict[str, dict] = {}

        def add(pod, container, m, ev):
            if m.signature.category not in CATS:
                return
            if classify(pod) is not None:
                return     # GPU Operator pods: gpu_operator_component_unhealthy reads them
            uid = (pod.get("metadata") or {}).get("uid") or id(pod)
            pods_by_uid[uid] = pod
            if not any(h[0] == m.signature.category for h in hits[uid]):
                hits[uid].append((m.signature.category, m, ev, container))

        for (ns, name, container), text in snapshot.logs.items():
            pod = snapshot.pod(ns, name)
            if pod is None or not text:
                continue
            for m in scan_text(text, limit_per_category=1):
                add(pod, container, m, Evidence(f"log of container {container or '(all)'}, line {m.line_number}",
                                                ObjectRef.of(pod, "Pod"), None, m.line.strip()[:1000]))
        scanned: dict[str, list] = {}
        looks = looked(snapshot, "stopped")   # the pods with a stopped container, found in the shared pass
        for pod in (looks if looks is not None else snapshot.pods):
            status = pod.get("status")
            if not status:
                continue
            for key in ("containerStatuses", "initContainerStatuses"):
                for i, cs in enumerate(status.get(key) or ()):
                    state, last = cs.get("state"), cs.get("lastState")
                    if not (state and ("terminated" in state or "waiting" in state)) and not (
                            last and "terminated" in last):
                        continue   # running or never started: no message to read (150k pods stay cheap)
                    for where in (("state", "terminated"), ("lastState", "terminated"), ("state", "waiting")):
                        msg = ((cs.get(where[0]) or {}).get(where[1]) or {}).get("message")
                        if not msg:
                            continue
                        for m in _read(msg, scanned):   # a crashing Deployment's message is read once
                            add(pod, cs.get("name"), m, Evidence(
                                f"container {cs.get('name')} {'.'.join(where)} message", ObjectRef.of(pod, "Pod"),
                                json_pointer("status", key, i, *where, "message"), msg))
        for ev in snapshot.events:
            if ev.get("type") != "Warning" or ev.get("reason") not in EVENT_REASONS or not ev.get("message"):
                continue
            inv = ev.get("involvedObject") or ev.get("regarding") or {}
            if inv.get("kind") != "Pod":
                continue
            pod = snapshot.by_uid(inv.get("uid") or "") or snapshot.pod(inv.get("namespace") or "", inv.get("name") or "")
            if pod is None:
                continue
            for m in _read(ev["message"], scanned):   # BackOff / Failed messages repeat across events
                add(pod, None, m, Evidence(f"event {ev.get('reason')} (x{ev.get('count') or 1})",
                                           ObjectRef.of(ev, "Event"), "/message", ev["message"]))
        if not hits:
            return
        drivers: dict[str, object] = {}
        groups: dict[tuple[str, str], list] = defaultdict(list)
        for uid, found in hits.items():
            pod = pods_by_uid[uid]
            cats = {h[0] for h in found}
            node_name = (pod.get("spec") or {}).get("nodeName") or ""
            for cat, m, ev, container in found:
                if cat == "cuda_init_failed" and len(cats) > 1:
                    continue   # a more specific line explains it
                if cat in ("cuda_driver_too_old", "cuda_init_failed") and self._version_proven(
                        snapshot, pod, node_name, drivers):
                    continue   # cuda_driver_incompatible reports it with the image and driver as proof
                if cat in NODE_WIDE:
                    key = (cat, node_name)
                else:
                    chain = snapshot.owner_chain(pod)
                    refs = (pod.get("metadata") or {}).get("ownerReferences") or []
                    key = (cat, str(ObjectRef.of(chain[-1])) if chain else
                           (f"{refs[0].get('kind')}/{(pod.get('metadata') or {}).get('namespace')}/{refs[0].get('name')}"
                            if refs else str(ObjectRef.of(pod, "Pod"))))
                groups[key].append((pod, m, ev, container))
        for (cat, where), items in sorted(groups.items(), key=lambda kv: kv[0]):
            yield self._finding(snapshot, cat, where, items)

    @staticmethod
    def _version_proven(snapshot, pod, node_name, drivers) -> bool:
        node = snapshot.node(node_name) if node_name else None
        if node is None:
            return False
        if node_name not in drivers:
            drivers[node_name] = node_driver(snapshot, node)
        nd = drivers[node_name]
        if nd is None or not nd.driver:
            return False
        for c in (pod.get("spec") or {}).get("containers") or []:
            hint, _ = container_cuda(c)
            if hint is not None:
                v = verdict(hint.version, nd.driver)
                if v is not None and v.status is not Compat.OK:
                    return True
        return False

    def _finding(self, snapshot, cat, where, items):
        sig = items[0][1].signature
        pods = []
        seen = set()
        for pod, *_ in items:
            r = ObjectRef.of(pod, "Pod")
            if r not in seen:
                seen.add(r)
                pods.append(r)
        evidence = [ev for _, _, ev, _ in items[:5]]
        pod0, m0, _, container0 = items[0]
        meta0 = pod0.get("metadata") or {}
        ns, name = meta0.get("namespace"), meta0.get("name")
        crashing = any(pod_state(p).kind in ("crash", "start_error") for p, *_ in items)
        gpus = sum(sum(pod_gpu_request(p).values()) + claim_gpus(snapshot).pod(p) for p, *_ in items)
        if cat == "no_device_visible":
            for p, *_ in items[:3]:
                if not any(pod_gpu_request(p).values()) and not claim_gpus(snapshot).pod(p):   # DRA claims count
                    for i, c in enumerate((p.get("spec") or {}).get("containers") or []):
                        if not any(container_gpu_request(c).values()):
                            evidence.append(Evidence(f"container {c.get('name')} requests no GPU", ObjectRef.of(p, "Pod"),
                                                     json_pointer("spec", "containers", i, "resources"),
                                                     c.get("resources") or {}))
                            break
        node_txt = f" on node {where}" if cat in NODE_WIDE and where else ""
        owner_txt = "" if cat in NODE_WIDE else f" ({where})"
        restarted = any(int(cs.get("restartCount") or 0) > 0 for cs in (pod0.get("status") or {}).get("containerStatuses") or [])
        if container0 is None:    # seen in an event: the container never started
            commands = [f"kubectl -n {ns} describe pod {name}"]
        else:
            commands = [f"kubectl -n {ns} logs {name} -c {container0}" + (" --previous" if restarted else "")]
        if cat in NODE_WIDE and where:
            commands.insert(0, drain_command(where)
                            if cat == "driver_library_mismatch" else f"kubectl describe node {where}")
        return self.finding(
            severity=Severity.CRITICAL if (crashing or cat in NODE_WIDE) else Severity.WARNING,
            title=f"{sig.title}{node_txt}: {len(pods)} pod(s){owner_txt}",
            summary=(f"{', '.join(str(p) for p in pods[:3])}{f' (+{len(pods) - 3})' if len(pods) > 3 else ''} "
                     f"printed: \"{m0.line.strip()[:300]}\". {sig.explanation}"),
            objects=pods[:50] + ([ObjectRef("Node", where)] if cat in NODE_WIDE and where else []),
            evidence=evidence, confidence=0.9 if crashing else 0.75, blast_radius=max(gpus, len(pods)),
            key=f"{cat}|{where}", root_cause=cat in NODE_WIDE,
            states=[Fact(Symptom.gpu_error(cat), gpu_error_subject(snapshot, pod0, cat, cat in NODE_WIDE))],
            remediation=Remediation(sig.remediation, commands=tuple(commands)))
