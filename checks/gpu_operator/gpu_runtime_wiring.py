"""Container-runtime wiring between Kubernetes and the NVIDIA container toolkit:

- a RuntimeClass that does not exist (`pod rejected: RuntimeClass "nvidia" not found`, the
  RuntimeClass admission plugin's words, on the controller that could not create the pod);
- a RuntimeClass whose handler the node's containerd does not have (`no runtime for "nvidia" is
  configured` when the sandbox is created);
- GPU pods without runtimeClassName on k3s / RKE2 nodes, where containerd's default runtime is runc
  unless configured otherwise, that show the symptom (no GPU, no nvidia-smi, no NVML);
- CDI mode: `unresolvable CDI devices` (the CDI spec for the device was not generated on the node);
- `exec: "nvidia-smi": executable file not found in $PATH` in a GPU pod;
- pods failed with UnexpectedAdmissionError (the kubelet's device manager had no healthy device to give:
  the device plugin lost its devices between scheduling and admission).
Sources: doctor/gpu/REFERENCE.md ("Runtime wiring")."""
from __future__ import annotations

import re
from collections import defaultdict

from doctor.check import Check
from doctor.gpu.operator import classify
from doctor.kube.first_looks import looked
from doctor.kube.gpu import gpu_pod_ids, pod_gpu_request
from doctor.kube.pods import container_statuses
from doctor.model import Evidence, Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer
from doctor.signatures import scan_text

RC_NOT_FOUND = re.compile(r'RuntimeClass "(?P<rc>[^"]+)" not found')
NO_RUNTIME = re.compile(r'no runtime for "?(?P<handler>[\w.-]+)"? is configured')
CDI = re.compile(r"unresolvable CDI devices? (?P<devices>[^\s:;,]+)")
NO_SMI = re.compile(r'exec: "nvidia-smi": executable file not found')
ADMISSION = "UnexpectedAdmissionError"
NO_GPU_CATS = {"no_device_visible", "cuda_init_failed", "container_runtime_misconfigured"}


def distribution(node: dict | None) -> str | None:
    """k3s / RKE2 from the kubelet version they report (v1.30.4+k3s1, v1.30.4+rke2r1)."""
    info = ((node or {}).get("status") or {}).get("nodeInfo") or {}
    version = f"{info.get('kubeletVersion') or ''} {info.get('containerRuntimeVersion') or ''}"
    if "+rke2" in version:          # RKE2 also runs k3s' containerd build (containerd://1.7.x-k3s1)
        return "RKE2"
    if "+k3s" in version or "-k3s" in version:
        return "k3s"
    return None


def _texts(snapshot, pod: dict):
    """(text, Evidence) for each termination/waiting message, log and Warning event of a pod."""
    ref = ObjectRef.of(pod, "Pod")
    for init, key in ((False, "containerStatuses"), (True, "initContainerStatuses")):
        for i, cs in enumerate(container_statuses(pod, init=init)):
            for where in (("state", "terminated"), ("lastState", "terminated"), ("state", "waiting")):
                msg = ((cs.get(where[0]) or {}).get(where[1]) or {}).get("message")
                if msg:
                    yield msg, Evidence(f"container {cs.get('name')} {'.'.join(where)} message", ref,
                                        json_pointer("status", key, i, *where, "message"), msg)
    meta = pod.get("metadata") or {}
    for c, text in snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or ""):
        if text:
            yield text, Evidence(f"log of container {c or '(all)'}", ref, None, None)
    for ev in snapshot.events_for(pod, "Pod"):
        if ev.get("type") == "Warning" and isinstance(ev.get("message"), str):
            yield ev["message"], Evidence(f"event {ev.get('reason')} (x{ev.get('count') or 1})", ObjectRef.of(ev, "Event"),
                                          "/message", ev["message"])


def _operand(pod: dict) -> bool:
    name = (pod.get("metadata") or {}).get("name") or ""
    return isinstance(name, str) and name.startswith(("nvidia-", "gpu-")) and classify(pod) is not None


_GPU_NAME = re.compile(r"(?i)nvidia|gpu|cuda")


def _template_wants_gpu(snapshot, inv: dict) -> bool:
    """The controller an event is about has a pod template that requests GPUs."""
    obj = snapshot.by_uid(inv.get("uid")) if isinstance(inv.get("uid"), str) and inv.get("uid") else None
    template = ((obj or {}).get("spec") or {}).get("template") if isinstance(obj, dict) else None
    if not isinstance(template, dict) or not isinstance(template.get("spec"), dict):
        return False
    return any(pod_gpu_request({"spec": template["spec"]}).values())


def _has_log(snapshot, pod: dict) -> bool:
    meta = pod.get("metadata") or {}
    return next(snapshot.logs_of_pod(meta.get("namespace") or "", meta.get("name") or ""), None) is not None


def _healthy(status: dict) -> bool:
    """Running with every container ready and none ever restarted or terminated."""
    if status.get("phase") != "Running":
        return False
    statuses = status.get("containerStatuses")
    if not isinstance(statuses, list) or not statuses:
        return any(isinstance(c, dict) and c.get("type") == "Ready" and c.get("status") == "True"
                   for c in (status.get("conditions") or []) if isinstance(status.get("conditions"), list))
    for cs in statuses:
        if not isinstance(cs, dict) or cs.get("ready") is not True or cs.get("restartCount") or cs.get("lastState"):
            return False
    return True


def _line(text: str, rx: re.Pattern) -> str:
    for line in text.splitlines():
        if rx.search(line):
            return line.strip()[:400]
    return text.strip()[:400]


class GpuRuntimeWiring(Check):
    """Why it exists: a GPU pod that requests nvidia.com/gpu but runs under runc (or a RuntimeClass that does not
    exist, or an ungenerated CDI spec) gets no driver, no nvidia-smi and no GPU, and the error names none of that."""

    id = "gpu_runtime_wiring"
    title = "NVIDIA container runtime wiring (RuntimeClass, handler, k3s/RKE2 default runtime, CDI, admission)"
    category = "gpu_operator"
    requires = ("pods",)
    optional = ("events", "nodes", "runtimeclasses.node.k8s.io", "clusterpolicies.nvidia.com", "logs")
    severity = Severity.CRITICAL
    subjects = ("node", "owner", "pod")
    states = (Symptom.GPU_ADMISSION_FAILED,)
    may_explain = (Symptom.PODS_NOT_CREATED, Symptom.gpu_error("*"))

    def run(self, snapshot):
        yield from self._missing_runtimeclass(snapshot)
        handler_nodes: dict[str, list] = defaultdict(list)
        cdi_nodes: dict[str, list] = defaultdict(list)
        distro_pods: dict[str, list] = defaultdict(list)
        smi_pods: list = []
        admission: dict[str, list] = defaultdict(list)
        gpu_ids = gpu_pod_ids(snapshot)   # a pod outside it requests no GPU (gpus == 0 below)
        looks = looked(snapshot, "wiring")   # the pods the tests below keep, found in the shared pass
        for pod in (looks if looks is not None else snapshot.pods):
            spec = pod.get("spec") or {}
            status = pod.get("status") or {}
            node = spec.get("nodeName") or ""
            if status.get("reason") == ADMISSION:
                if not _operand(pod):
                    admission[node].append(pod)
                continue
            if id(pod) not in gpu_ids and not spec.get("runtimeClassName"):
                continue   # neither GPUs nor a runtime class: skipped below too, without reading its status
            if _healthy(status) and not (snapshot.logs and _has_log(snapshot, pod)):
                continue   # running, ready, never restarted, no log to read: nothing to explain (150k pods stay cheap)
            rc = spec.get("runtimeClassName")
            gpus = sum(pod_gpu_request(pod).values())
            if not gpus and not rc:
                continue
            if _operand(pod):
                continue   # GPU Operator's own pods: gpu_operator_component_unhealthy
            seen_handler = seen_cdi = seen_smi = False
            cats: set[str] = set()
            first_ev = None
            for text, ev in _texts(snapshot, pod):
                if not seen_handler and (m := NO_RUNTIME.search(text)):
                    handler_nodes[node].append((pod, m.group("handler"), ev, _line(text, NO_RUNTIME)))
                    seen_handler = True
                if not seen_cdi and (m := CDI.search(text)):
                    cdi_nodes[node].append((pod, m.group("devices"), ev, _line(text, CDI)))
                    seen_cdi = True
                if not seen_smi and NO_SMI.search(text) and gpus:
                    smi_pods.append((pod, ev, _line(text, NO_SMI)))
                    seen_smi = True
                for m in scan_text(text, limit_per_category=1):
                    if m.signature.category in NO_GPU_CATS:
                        cats.add(m.signature.category)
                        first_ev = first_ev or (ev, m.line.strip()[:400])
            distro = distribution(snapshot.node(node)) if node else None
            if distro and gpus and not rc and (cats or seen_smi):
                distro_pods[f"{distro}|{node}"].append((pod, cats | ({"nvidia_smi_missing"} if seen_smi else set()),
                                                        first_ev))
        for node, items in sorted(handler_nodes.items()):
            yield self._handler(snapshot, node, items)
        for key, items in sorted(distro_pods.items()):
            yield self._distro(snapshot, key, items)
        for node, items in sorted(cdi_nodes.items()):
            yield self._cdi(snapshot, node, items)
        if smi_pods:
            yield from self._no_smi(snapshot, smi_pods, distro_pods)
        for node, pods in sorted(admission.items()):
            yield self._admission(snapshot, node, pods)

    # ------------------------------------------------------------------------------------
    def _missing_runtimeclass(self, snapshot):
        known = {(rc.get("metadata") or {}).get("name") for rc in snapshot.items("runtimeclasses.node.k8s.io")}
        have_list = snapshot.has("runtimeclasses.node.k8s.io")
        wanted: dict[str, list] = defaultdict(list)
        rejected: dict[str, list[Fact]] = defaultdict(list)   # RuntimeClass -> controllers that cannot create pods
        for ev in snapshot.events:
            msg = ev.get("message")
            if ev.get("type") != "Warning" or not isinstance(msg, str) or "pod rejected" not in msg:
                continue
            m = RC_NOT_FOUND.search(msg)
            if m and (not have_list or m.group(1) not in known):
                inv = ev.get("involvedObject") or ev.get("regarding") or {}
                if not (_GPU_NAME.search(m.group(1)) or _template_wants_gpu(snapshot, inv)):
                    continue   # kata, gVisor, ...: pods_not_created reports it; not a GPU wiring fault
                if ev.get("reason") == "FailedCreate":
                    rejected[m.group(1)].append(Fact(Symptom.PODS_NOT_CREATED, Subject.owner(
                        str(inv.get("kind") or "?"), inv.get("namespace"), str(inv.get("name") or "?"))))
                wanted[m.group(1)].append(Evidence(
                    f"event {ev.get('reason')} on {inv.get('kind')}/{inv.get('namespace')}/{inv.get('name')} (x{ev.get('count') or 1})",
                    ObjectRef.of(ev, "Event"), "/message", msg))
        if have_list:
            gpu_ids = gpu_pod_ids(snapshot)
            looks = looked(snapshot, "wiring")   # every pod naming a runtimeClassName is in it
            for pod in (looks if looks is not None else snapshot.pods):
                rc = (pod.get("spec") or {}).get("runtimeClassName")
                if rc and rc not in known and (_GPU_NAME.search(str(rc)) or (
                        id(pod) in gpu_ids and any(pod_gpu_request(pod).values()))):
                    wanted[rc].append(Evidence(f"pod {ObjectRef.of(pod, 'Pod')} names runtimeClassName {rc}",
                                               ObjectRef.of(pod, "Pod"), "/spec/runtimeClassName", rc))
        for rc, ev in sorted(wanted.items()):
            existing = sorted(n for n in known if n)
            f = self.finding(
                title=f"RuntimeClass {rc!r} does not exist: pods that name it are rejected at creation",
                summary=(f"The RuntimeClass admission plugin rejects every pod with runtimeClassName: {rc} (\"pod rejected: "
                         f"RuntimeClass \\\"{rc}\\\" not found\"), so their controller never gets a pod: nothing is Pending, "
                         "the error is only in the controller's events. "
                         + (f"RuntimeClasses in the cluster: {', '.join(existing)}." if have_list and existing else
                            "No RuntimeClass is in the cluster." if have_list else
                            "RuntimeClasses were not recorded.")
                         + " The GPU Operator creates RuntimeClass nvidia when its toolkit is deployed; k3s creates one "
                           "per runtime it detects."),
                objects=[ObjectRef("RuntimeClass", rc)], evidence=ev[:10], confidence=0.95, key=f"rc-missing|{rc}",
                root_cause=True, blast_radius=len(ev),
                remediation=Remediation(
                    "Create the RuntimeClass (handler = the runtime name in the node's containerd config, nvidia for the "
                    "NVIDIA container toolkit), or deploy the GPU Operator's toolkit, or drop runtimeClassName where nvidia "
                    "is the node's default runtime.",
                    commands=("kubectl get runtimeclass",),
                    patch=f"apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata:\n  name: {rc}\nhandler: nvidia\n"))
            f.explains.extend(dict.fromkeys(rejected.get(rc, [])))
            yield f

    def _handler(self, snapshot, node: str, items) -> Finding:
        pods = [p for p, *_ in items]
        handlers = sorted({h for _, h, *_ in items})
        rcs = {(p.get("spec") or {}).get("runtimeClassName") for p in pods} - {None}
        ev = [e for _, _, e, _ in items[:5]]
        for rc in sorted(rcs):
            obj = snapshot.get("runtimeclasses.node.k8s.io", None, rc)
            if obj is not None:
                ev.append(Evidence(f"RuntimeClass {rc} handler", ObjectRef.of(obj, "RuntimeClass"), "/handler", obj.get("handler")))
        toolkit = [p for p in snapshot.pods_on_node(node) if (c := classify(p)) is not None and c.id == "container-toolkit"]
        f = self.finding(
            title=f"{node}: containerd has no {'/'.join(handlers)!r} runtime: {len(pods)} GPU pod(s) cannot start",
            summary=(f"Pods with runtimeClassName {', '.join(sorted(rcs)) or '(none)'} ask for the container runtime handler "
                     f"{', '.join(handlers)}, and the container runtime on {node} has no such runtime configured "
                     "(\"no runtime for ... is configured\"). The NVIDIA container toolkit adds it to containerd's config "
                     + ("and its pod on this node is present: it may not have finished or may write another config file "
                        "(k3s/RKE2 use their own config.toml.tmpl)." if toolkit else
                        "and no toolkit pod runs on this node.")),
            objects=[ObjectRef("Node", node)] + [ObjectRef.of(p, "Pod") for p in pods[:10]], evidence=ev,
            confidence=0.9, key=f"handler|{node}", root_cause=True, blast_radius=sum(sum(pod_gpu_request(p).values()) for p in pods) or len(pods),
            remediation=Remediation(
                "Install/repair the NVIDIA container toolkit on the node so containerd gets the runtime (GPU Operator "
                "toolkit DaemonSet; on k3s/RKE2 point CONTAINERD_CONFIG at the distribution's config template), then "
                "restart containerd, or use a RuntimeClass whose handler the node has.",
                commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={node} | grep -i toolkit",
                          f"kubectl debug node/{node} -it --profile=sysadmin --image=busybox -- chroot /host sh -c "
                          "'grep -rn nvidia /etc/containerd/config.toml /var/lib/rancher/*/agent/etc/containerd/config.toml 2>/dev/null'")))
        f.explains.append(Fact(Symptom.gpu_error("container_runtime_misconfigured"), Subject.node(node)))
        return f

    def _distro(self, snapshot, key: str, items) -> Finding:
        from doctor.gpu.symptoms import pod_errors

        distro, node = key.split("|", 1)
        pods = [p for p, *_ in items]
        ev = [Evidence(f"pod {ObjectRef.of(p, 'Pod')} requests GPUs and sets no runtimeClassName", ObjectRef.of(p, "Pod"),
                       "/spec/runtimeClassName", None) for p in pods[:5]]
        nobj = snapshot.node(node)
        if nobj is not None:
            ev.append(Evidence("kubelet version (the distribution)", ObjectRef("Node", node), "/status/nodeInfo/kubeletVersion",
                               ((nobj.get("status") or {}).get("nodeInfo") or {}).get("kubeletVersion")))
        for p, cats, first in items[:5]:
            if first:
                ev.append(first[0] if first[0].pointer else Evidence(first[0].note, first[0].object, None, first[1]))
        rcs = sorted((rc.get("metadata") or {}).get("name") for rc in snapshot.items("runtimeclasses.node.k8s.io"))
        nv = next((r for r in rcs if r and "nvidia" in r), "nvidia")
        f = self.finding(
            title=f"{node} ({distro}): {len(pods)} GPU pod(s) without runtimeClassName get no GPU",
            summary=(f"On {distro} containerd's default runtime is runc; the NVIDIA runtime is registered next to it "
                     f"(with a RuntimeClass {nv}) but only used by pods that ask for it, unless the node was started "
                     "with --default-runtime nvidia. These pods request nvidia.com/gpu without runtimeClassName and show "
                     "the result: " + ", ".join(sorted({c for _, cs, _ in items for c in cs})) + "."),
            objects=[ObjectRef("Node", node)] + [ObjectRef.of(p, "Pod") for p in pods[:10]], evidence=ev,
            confidence=0.95, key=f"distro|{node}", root_cause=True, blast_radius=len(pods),
            remediation=Remediation(
                f"Add runtimeClassName: {nv} to the pod templates (or start the {distro} agent with --default-runtime "
                "nvidia / let the GPU Operator toolkit set it as default).",
                commands=("kubectl get runtimeclass",),
                patch=f"spec:\n  template:\n    spec:\n      runtimeClassName: {nv}\n"))
        f.explains.extend(pod_errors(snapshot, pods))
        return f

    def _cdi(self, snapshot, node: str, items) -> Finding:
        pods = [p for p, *_ in items]
        devices = sorted({d for _, d, *_ in items})
        ev = [e for _, _, e, _ in items[:5]]
        cdi_on = None
        for cp in snapshot.items("clusterpolicies.nvidia.com"):
            cdi = ((cp.get("spec") or {}).get("cdi") or {})
            if "enabled" in cdi:
                cdi_on = cdi.get("enabled")
                ev.append(Evidence("ClusterPolicy spec.cdi.enabled", ObjectRef.of(cp, "ClusterPolicy"), "/spec/cdi/enabled", cdi_on))
        return self.finding(
            title=f"{node}: unresolvable CDI device(s) {', '.join(devices)}: {len(pods)} GPU pod(s) cannot start",
            summary=("The runtime was asked to inject Container Device Interface devices that no CDI spec on the node "
                     "defines (\"unresolvable CDI devices\"): the CDI spec (/var/run/cdi or /etc/cdi) was not generated, "
                     "is stale (a GPU UUID changed, a MIG layout changed) or names another vendor/class prefix."
                     + (" CDI is enabled in the ClusterPolicy." if cdi_on else "")),
            objects=[ObjectRef("Node", node)] + [ObjectRef.of(p, "Pod") for p in pods[:10]], evidence=ev,
            confidence=0.9, key=f"cdi|{node}", root_cause=True, blast_radius=len(pods),
            remediation=Remediation(
                "Regenerate the CDI spec on the node (restart the GPU Operator toolkit pod there, or run `nvidia-ctk cdi "
                "generate`), check `nvidia-ctk cdi list` shows the requested device names, then delete the failed pods.",
                commands=(f"kubectl debug node/{node} -it --profile=sysadmin --image=busybox -- chroot /host sh -c "
                          "'ls -l /var/run/cdi /etc/cdi; nvidia-ctk cdi list'",
                          f"kubectl get pods -A -o wide --field-selector spec.nodeName={node} | grep -i toolkit")))

    def _no_smi(self, snapshot, items, distro_pods):
        in_distro = {id(p) for v in distro_pods.values() for p, *_ in v}
        groups: dict[str, list] = defaultdict(list)
        for pod, ev, line in items:
            if id(pod) in in_distro:
                continue   # the k3s/RKE2 finding already names the missing runtimeClassName
            groups[(pod.get("spec") or {}).get("nodeName") or ""].append((pod, ev, line))
        for node, group in sorted(groups.items()):
            pods = [p for p, *_ in group]
            evidence = [e for _, e, _ in group[:5]]
            why = []
            for p in pods[:5]:
                for i, c in enumerate((p.get("spec") or {}).get("containers") or []):
                    for j, env in enumerate(c.get("env") or []):
                        if env.get("name") in ("NVIDIA_DRIVER_CAPABILITIES", "NVIDIA_VISIBLE_DEVICES"):
                            evidence.append(Evidence(f"container {c.get('name')} env {env.get('name')}", ObjectRef.of(p, "Pod"),
                                                     json_pointer("spec", "containers", i, "env", j, "value"), env.get("value")))
                            val = str(env.get("value") or "")
                            if env.get("name") == "NVIDIA_DRIVER_CAPABILITIES" and "utility" not in val and val != "all":
                                why.append(f"NVIDIA_DRIVER_CAPABILITIES={val} lacks utility (nvidia-smi is a utility)")
                            if env.get("name") == "NVIDIA_VISIBLE_DEVICES" and val in ("", "void", "none"):
                                why.append(f"NVIDIA_VISIBLE_DEVICES={val or '(empty)'} hides every GPU")
            no_rc = [p for p in pods if not (p.get("spec") or {}).get("runtimeClassName")]
            cause = ("; ".join(sorted(set(why))) if why else
                     "the NVIDIA runtime did not run for this container (no runtimeClassName and nvidia is not the node's "
                     "default runtime), so the driver utilities were not injected" if no_rc else
                     "the NVIDIA runtime hook did not inject the driver utilities")
            yield self.finding(
                severity=Severity.WARNING if why else Severity.CRITICAL,
                title=f"nvidia-smi not found in {len(pods)} GPU pod(s)" + (f" on {node}" if node else ""),
                summary=(f"`exec: \"nvidia-smi\": executable file not found in $PATH` in a pod that requests a GPU. nvidia-smi "
                         f"and the driver libraries are not in the image; the NVIDIA container runtime mounts them from the "
                         f"host. Here: {cause}."),
                objects=[ObjectRef.of(p, "Pod") for p in pods[:10]], evidence=evidence, confidence=0.8,
                key=f"nvidia-smi|{node}", blast_radius=len(pods),
                remediation=Remediation(
                    "Make the pod run under the NVIDIA runtime (runtimeClassName: nvidia where it is not the default) and "
                    "keep NVIDIA_DRIVER_CAPABILITIES including utility (compute,utility) and NVIDIA_VISIBLE_DEVICES unset "
                    "or set by the device plugin.",
                    commands=tuple(f"kubectl -n {ObjectRef.of(p, 'Pod').namespace} get pod {ObjectRef.of(p, 'Pod').name} "
                                   "-o jsonpath='{.spec.runtimeClassName}{\"\\n\"}{.spec.containers[*].env}'" for p in pods[:1])))

    def _admission(self, snapshot, node: str, pods) -> Finding:
        ev = []
        for p in pods[:5]:
            ev.append(Evidence(f"pod {ObjectRef.of(p, 'Pod')} status.reason", ObjectRef.of(p, "Pod"), "/status/reason", ADMISSION))
            msg = (p.get("status") or {}).get("message")
            if msg:
                ev.append(Evidence("kubelet's message", ObjectRef.of(p, "Pod"), "/status/message", msg))
        msg0 = next(((p.get("status") or {}).get("message") for p in pods if (p.get("status") or {}).get("message")), "")
        plugin = [p for p in snapshot.pods_on_node(node) if (c := classify(p)) is not None and c.id == "device-plugin"]
        lost = "GPU is lost" in msg0
        return self.finding(
            title=f"{len(pods)} pod(s) failed with UnexpectedAdmissionError on {node or '?'}: the device plugin had no device to give",
            summary=(f"The scheduler placed the pods because the node advertised free GPUs, then the kubelet's device "
                     f"manager could not allocate them (\"{msg0[:240]}\"). The device plugin lost track of its devices: it "
                     "restarted or re-registered, GPUs turned unhealthy after scheduling"
                     + (", here NVML reported a GPU as lost (a hardware fault)" if lost else "")
                     + ". Failed pods are not retried by the kubelet; their controller creates new ones, and bare pods stay "
                       "Failed." + ("" if plugin else " No device-plugin pod is recorded on this node.")),
            objects=[ObjectRef("Node", node)] + [ObjectRef.of(p, "Pod") for p in pods[:10]], evidence=ev,
            confidence=0.85, key=f"admission|{node}", blast_radius=len(pods),
            states=[Fact(Symptom.GPU_ADMISSION_FAILED, Subject.node(node))],
            remediation=Remediation(
                "Check the device plugin on the node (restarts, 'marking device as unhealthy' lines) and the GPUs' health; "
                "once allocatable is right again, delete the Failed pods so their controllers recreate them.",
                commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={node},status.phase=Failed",
                          f"kubectl get pods -A -o wide --field-selector spec.nodeName={node} | grep device-plugin",
                          f"kubectl describe node {node} | grep -A10 -E 'Capacity|Allocatable'")))
