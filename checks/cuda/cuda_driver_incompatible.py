"""A container built for a newer CUDA than the node's NVIDIA driver supports fails at CUDA
init ("CUDA driver version is insufficient for CUDA runtime version", PyTorch's "driver on
your system is too old") or is refused at start by the NVIDIA container runtime
("unsatisfied condition: cuda>=X.Y"). This check catches it before the crash where it can:
it reads the CUDA a container needs (NVIDIA_REQUIRE_CUDA / CUDA_VERSION env, image tag) and
the node's driver (GFD labels, node GPU report, driver pod image) and applies NVIDIA's
table (doctor/gpu/cuda.py). It reports pods already broken on a too-old driver, and pods /
workload templates that CAN land on such a node (at risk)."""
from __future__ import annotations

import json
from collections import defaultdict

from doctor.check import Check
from doctor.gpu.cuda import (Compat, FAMILY_MIN_DRIVER, fmt, fmt_driver, is_datacenter_gpu, parse_version,
                             verdict)
from doctor.gpu.gfd import DRIVER_LABELS, driver_pods_by_node, node_driver
from doctor.gpu.images import container_cuda
from doctor.gpu.operator import pod_state
from doctor.dra.gpus import claim_gpus
from doctor.kube.gpu import container_gpu_request, gpu_pods, gpu_resources, is_gpu_node, labels, pod_gpu_request
from doctor.kube.pods import drain_command, is_terminated
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.signatures import scan_text
from doctor.kube.simple_yaml import dump_yaml

try:  # the scheduler helper's exact nodeSelector + required node affinity semantics
    from doctor.kube.selectors import pod_matches_node_placement
except ImportError:  # pragma: no cover - keep working with the plain nodeSelector
    def pod_matches_node_placement(pod, node):
        want = (pod.get("spec") or {}).get("nodeSelector") or {}
        have = labels(node)
        return all(have.get(k) == v for k, v in want.items())

DRIVER_ERRORS = ("cuda_driver_too_old", "forward_compat_unsupported", "cuda_init_failed")
TEMPLATES = (("deployments.apps", ("spec", "template")), ("statefulsets.apps", ("spec", "template")),
             ("jobs.batch", ("spec", "template")), ("cronjobs.batch", ("spec", "jobTemplate", "spec", "template")),
             ("daemonsets.apps", ("spec", "template")))


def _may_want_gpu(pod: dict) -> bool:
    """Cheap pre-filter: does any container name a GPU-like resource at all?"""
    spec = pod.get("spec")
    if not spec:
        return False
    if spec.get("resourceClaims"):
        return True        # GPUs may come through DRA ResourceClaims (doctor.dra.gpus decides)
    for key in ("containers", "initContainers"):
        for c in spec.get(key) or ():
            res = c.get("resources")
            if res:
                lim = res.get("limits")
                if lim:
                    for k in lim:
                        if "gpu" in k or "nvidia.com/" in k:
                            return True
                req = res.get("requests")
                if req:
                    for k in req:
                        if "gpu" in k or "nvidia.com/" in k:
                            return True
    return False


def _node_size(node: dict) -> dict[str, int]:
    """How many of each GPU resource the node could ever hold (its size, not what is free now)."""
    lab = labels(node)
    try:
        gfd = int(lab.get("nvidia.com/gpu.count") or 0) * max(int(lab.get("nvidia.com/gpu.replicas") or 1), 1)
    except ValueError:
        gfd = 0
    out = dict(gpu_resources(node, "capacity"))
    for k, v in gpu_resources(node, "allocatable").items():
        out[k] = max(out.get(k, 0), v)
    out["nvidia.com/gpu"] = max(out.get("nvidia.com/gpu", 0), gfd)
    return out


def _gpu_containers(spec: dict) -> list[tuple[str, int, dict]]:
    out = []
    for key in ("initContainers", "containers"):
        for i, c in enumerate(spec.get(key) or []):
            if isinstance(c, dict) and any(container_gpu_request(c).values()):
                out.append((key, i, c))
    return out


def _status_evidence(pod: dict, ref, st) -> Evidence:
    """The pod's STATUS (CrashLoopBackOff, ...) quoted from the field that says it: the
    container's waiting/terminated reason, or the phase when no container state does."""
    field = "initContainerStatuses" if st.init else "containerStatuses"
    statuses = (pod.get("status") or {}).get(field)
    if st.index is not None and isinstance(statuses, list):
        for j, cs in enumerate(statuses):
            if not isinstance(cs, dict) or cs.get("name") != st.container:
                continue
            state = cs.get("state") if isinstance(cs.get("state"), dict) else {}
            for which in ("waiting", "terminated"):
                part = state.get(which)
                reason = part.get("reason") if isinstance(part, dict) else None
                if isinstance(reason, str) and reason:
                    return Evidence(f"pod status {st.status} (container {st.container} is {which})", ref,
                                    json_pointer("status", field, j, "state", which, "reason"), reason)
            break
    return Evidence(f"pod status {st.status}", ref, "/status/phase", (pod.get("status") or {}).get("phase"))


class CudaDriverIncompatible(Check):
    """Why it exists: a CUDA image newer than the node's driver crashes at CUDA init; catch it, and the pods that can land there, before the crash."""

    id = "cuda_driver_incompatible"
    title = "Container CUDA is newer than the node's NVIDIA driver supports"
    category = "cuda"
    requires = ("nodes", "pods")
    optional = ("node_reports", "logs", "deployments.apps", "statefulsets.apps", "jobs.batch",
                "cronjobs.batch", "daemonsets.apps")
    severity = Severity.CRITICAL
    subjects = ("pod", "owner", "node")

    def run(self, snapshot):
        dpods = None
        drivers = {}
        for node in snapshot.nodes:
            if is_gpu_node(node):
                nd = node_driver(snapshot, node, {})
                if nd is None or not nd.driver:
                    if dpods is None:   # only read driver pods when labels and reports do not say
                        dpods = driver_pods_by_node(snapshot)
                    nd = node_driver(snapshot, node, dpods)
                if nd is not None and nd.driver:
                    drivers[nd.node] = (node, nd)
        if not drivers:
            return
        self._snapshot, self._dpods = snapshot, dpods
        gpu_labels = [labels(node) for node, _ in drivers.values()]
        self._label = next((names[0] for names in DRIVER_LABELS if all(names[0] in lab for lab in gpu_labels)),
                           DRIVER_LABELS[0][0])
        broken: dict[tuple, list] = defaultdict(list)
        pending = []
        for pod in gpu_pods(snapshot):   # the pods that may request GPUs, shared with other checks
            if not _may_want_gpu(pod) or is_terminated(pod) or not (
                    any(pod_gpu_request(pod).values()) or claim_gpus(snapshot).pod(pod)):   # DRA claims count
                continue
            node_name = (pod.get("spec") or {}).get("nodeName")
            if not node_name:
                pending.append(pod)
                continue
            if node_name not in drivers:
                continue
            node, nd = drivers[node_name]
            for key, i, c in _gpu_containers(pod.get("spec") or {}):
                hint, env_idx = container_cuda(c)
                if hint is None:
                    continue
                v = verdict(hint.version, nd.driver)
                if v is None or v.ok:
                    continue
                errors = self._errors(snapshot, pod, c.get("name"))
                if v.status is Compat.MINOR_COMPAT and not errors:
                    continue   # runs through minor-version compatibility and shows no error: not a finding
                broken[(hint.version, nd.driver_text or fmt(nd.driver), v.status, bool(errors))].append(
                    (pod, key, i, c, hint, env_idx, nd, v, errors))
        reported = set()
        for (cuda, drv, status, failing), items in broken.items():
            for it in items:
                chain = snapshot.owner_chain(it[0])
                reported.add(str(ObjectRef.of(chain[-1] if chain else it[0])))
            yield self._broken(snapshot, cuda, drv, status, failing, items)
        yield from self._at_risk(snapshot, drivers, pending, reported)

    # ---- evidence from the container's own output ----------------------------------------------
    @staticmethod
    def _errors(snapshot, pod: dict, container: str) -> list[Evidence]:
        meta = pod.get("metadata") or {}
        ref = ObjectRef.of(pod, "Pod")
        out: list[Evidence] = []
        for key in ("containerStatuses", "initContainerStatuses"):
            for i, cs in enumerate((pod.get("status") or {}).get(key) or []):
                if cs.get("name") != container:
                    continue
                for where in (("state", "terminated"), ("lastState", "terminated"), ("state", "waiting")):
                    msg = ((cs.get(where[0]) or {}).get(where[1]) or {}).get("message")
                    if msg and any(m.signature.category in DRIVER_ERRORS or "unsatisfied condition" in m.line
                                   for m in scan_text(msg)):
                        out.append(Evidence(f"container {container} {'/'.join(where)} message", ref,
                                            json_pointer("status", key, i, *where, "message"), msg if len(msg) <= 2000 else msg[:2000]))
        text = snapshot.log(meta.get("namespace") or "", meta.get("name") or "", container)
        for m in scan_text(text or ""):
            if m.signature.category in DRIVER_ERRORS:
                out.append(Evidence(f"log of container {container}, line {m.line_number} ({m.signature.category})",
                                    ref, None, m.line.strip()[:500]))
                break
        return out

    # ---- pods already on a too-old driver -------------------------------------------------------
    def _broken(self, snapshot, cuda, drv, status, failing, items):
        pods = [ObjectRef.of(it[0], "Pod") for it in items]
        nodes = sorted({it[6].node for it in items})
        ev: list[Evidence] = []
        for pod, key, i, c, hint, env_idx, nd, v, errors in items[:5]:
            ref = ObjectRef.of(pod, "Pod")
            if env_idx is not None:
                ev.append(Evidence(f"CUDA the container needs ({hint.source})", ref,
                                   json_pointer("spec", key, i, "env", env_idx, "value"), hint.detail))
            else:
                ev.append(Evidence(f"CUDA the container needs ({hint.source}: CUDA {fmt(hint.version)})", ref,
                                   json_pointer("spec", key, i, "image"), c.get("image")))
            ev.append(Evidence(f"driver on node {nd.node} ({nd.source}; supports CUDA up to {fmt(nd.cuda)})",
                               nd.object, nd.pointer, _pointer_value(nd)))
            st = pod_state(pod)
            if st.kind not in ("ok",):
                ev.append(_status_evidence(pod, ref, st))
            ev.extend(errors[:2])
        v = items[0][7]
        nd = items[0][6]
        pod0 = items[0][0]
        gpus = sum(sum(pod_gpu_request(it[0]).values()) for it in items)
        names = ", ".join(str(p) for p in pods[:3]) + (f" (+{len(pods) - 3})" if len(pods) > 3 else "")
        dc = is_datacenter_gpu(nd.product)
        fwd = ("" if status is not Compat.INCOMPATIBLE else
               " Forward compatibility (cuda-compat) is not an option on this GPU (" + str(nd.product) + ")." if dc is False else
               " Forward compatibility (cuda-compat in the image) can bridge this only on data-center GPUs and "
               "forward-compatible driver branches.")
        running_fine = not failing and all(pod_state(it[0]).kind == "ok" for it in items)
        if status is Compat.INCOMPATIBLE and running_fine:
            title = (f"CUDA {fmt(cuda)} container(s) run on a driver that supports only CUDA {fmt(v.driver_max_cuda)} "
                     f"(driver {drv} on {', '.join(nodes[:3])}): only forward compatibility can make that work")
            sev, conf = Severity.WARNING, 0.6
        elif status is Compat.INCOMPATIBLE:
            title = (f"CUDA {fmt(cuda)} container(s) on a driver that supports only CUDA {fmt(v.driver_max_cuda)} "
                     f"(driver {drv} on {', '.join(nodes[:3])}){': failing' if failing else ''}")
            sev, conf = (Severity.CRITICAL, 0.95 if failing else 0.85)
        else:
            title = (f"CUDA {fmt(cuda)} container(s) fail on driver {drv} (CUDA {fmt(v.driver_max_cuda)}): "
                     "minor-version compatibility is not enough here")
            sev, conf = Severity.CRITICAL, 0.85
        summary = (f"{names} {'need' if len(pods) > 1 else 'needs'} CUDA {fmt(cuda)}: {v.reason}."
                   + (" The container's own output confirms it (see evidence)." if failing else
                      " The pods are up and show no CUDA error yet: they work only if the image brings the "
                      "forward-compatibility libraries (cuda-compat) and the GPU supports them, or if they have not "
                      "initialised CUDA yet." if running_fine else
                      " The container may run only if it brings forward-compatibility libraries.")
                   + fwd)
        return self.finding(
            severity=sev, title=title, summary=summary, objects=pods[:50] + [ObjectRef("Node", n) for n in nodes[:10]],
            evidence=ev, confidence=conf, blast_radius=max(gpus, len(pods)), root_cause=True,
            key=f"broken|{fmt(cuda)}|{drv}|{','.join(sorted(str(p) for p in pods))}",
            remediation=self._fix(cuda, v, nd, (snapshot.owner_chain(pod0) or [pod0])[-1], items[0][1], items[0][2],
                                  gt=max(it[6].driver[0] for it in items)))

    # ---- pods and templates that can land on a too-old driver -----------------------------------
    def _at_risk(self, snapshot, drivers, pending, reported=frozenset()):
        subjects = []   # (object ref, pod-like dict, path prefix to the pod spec's parent, owner obj, pods)
        groups: dict[str, list[dict]] = defaultdict(list)
        owners: dict[str, dict] = {}
        by_owner: dict[str, list[dict]] = defaultdict(list)
        for pod in pending:   # one owner_chain per controller, not per pod
            refs = (pod.get("metadata") or {}).get("ownerReferences") or []
            own = next((o for o in refs if o.get("controller")), refs[0] if refs else None)
            by_owner[own.get("uid") or own.get("name") if own else id(pod)].append(pod)
        for pods in by_owner.values():
            pod = pods[0]
            chain = snapshot.owner_chain(pod)
            top = chain[-1] if chain else pod
            refs = (pod.get("metadata") or {}).get("ownerReferences") or []
            if not chain and refs:   # owner not recorded (a CRD such as a Volcano Job): group by its reference
                own = next((o for o in refs if o.get("controller")), refs[0])
                k = f"{own.get('kind')}/{(pod.get('metadata') or {}).get('namespace')}/{own.get('name')}"
            else:
                k = str(ObjectRef.of(top))
            groups[k].extend(pods)
            owners[k] = top
        template_refs = set()
        for resource, path in TEMPLATES:
            for obj in snapshot.items(resource):
                if (obj.get("metadata") or {}).get("ownerReferences"):
                    continue   # the owner's template is checked instead (CronJob -> Job, ...)
                tpl = obj
                for p in path:
                    tpl = (tpl or {}).get(p) or {}
                if not tpl or not any(pod_gpu_request({"spec": tpl.get("spec") or {}}).values()):
                    continue
                template_refs.add(str(ObjectRef.of(obj)))
                if str(ObjectRef.of(obj)) in reported:
                    continue   # its pods are already reported as broken
                subjects.append((ObjectRef.of(obj), tpl, path, obj, []))
        for k, pods in groups.items():
            if k in template_refs:
                continue   # its template is reported, with the pending pods' owner
            subjects.append((ObjectRef.of(pods[0], "Pod"), pods[0], (), pods[0], pods))
        by_driver: dict[tuple, list[str]] = defaultdict(list)
        for n, (node, nd) in drivers.items():
            by_driver[nd.driver].append(n)
        placement_cache: dict[str, set[str]] = {}
        room_cache: dict[tuple, set[str]] = {}
        sizes: dict[str, dict[str, int]] = {}
        verdict_cache: dict[tuple, object] = {}
        for ref, podlike, prefix, owner, pods in subjects:
            spec = podlike.get("spec") or {}
            placement = json.dumps([spec.get("nodeSelector"), (spec.get("affinity") or {}).get("nodeAffinity")],
                                   sort_keys=True, default=str)
            if placement not in placement_cache:
                placement_cache[placement] = {n for n, (node, nd) in drivers.items()
                                              if pod_matches_node_placement({"spec": spec}, node)}
            want = tuple(sorted((k, v) for k, v in pod_gpu_request({"spec": spec}).items() if v))
            ck = (placement, want)
            if ck not in room_cache:
                for n in placement_cache[placement]:
                    if n not in sizes:
                        sizes[n] = _node_size(drivers[n][0])
                room_cache[ck] = {n for n in placement_cache[placement]
                                  if all(sizes[n].get(res, 0) >= k for res, k in want)}
            candidates = room_cache[ck]
            for key, i, c in _gpu_containers(spec):
                hint, env_idx = container_cuda(c)
                if hint is None:
                    continue
                bad = []
                for drv, names in by_driver.items():
                    vk = (hint.version, drv)
                    if vk not in verdict_cache:
                        verdict_cache[vk] = verdict(hint.version, drv)
                    v = verdict_cache[vk]
                    if v is not None and v.status is Compat.INCOMPATIBLE:
                        bad.extend((n, drivers[n][1], v) for n in names if n in candidates)
                if not bad:
                    continue
                bad.sort(key=lambda b: b[0])
                ptr = json_pointer(*prefix, "spec", key, i, *(("env", env_idx, "value") if env_idx is not None else ("image",)))
                ev = [Evidence(f"CUDA the container needs ({hint.source}: CUDA {fmt(hint.version)})", ref, ptr,
                               hint.detail if env_idx is not None else c.get("image"))]
                for n, nd, v in bad[:3]:
                    ev.append(Evidence(f"node {n} the pod can land on: driver {nd.driver_text or fmt(nd.driver)}, "
                                       f"CUDA up to {fmt(v.driver_max_cuda)} ({nd.source})",
                                       nd.object, nd.pointer, _pointer_value(nd)))
                ok_nodes = len(candidates) - len(bad)
                v = bad[0][2]
                extra = [ObjectRef.of(p, "Pod") for p in pods[1:20]]
                what = (f"{ref.kind} {ref.namespace + '/' if ref.namespace else ''}{ref.name}"
                        + (f" and {len(pods) - 1} more pending pod(s) of the same owner" if len(pods) > 1 else ""))
                yield self.finding(
                    severity=Severity.WARNING,
                    title=f"{what} (CUDA {fmt(hint.version)}) can be scheduled on {len(bad)} node(s) whose driver is too old",
                    summary=(f"Container {c.get('name')} needs CUDA {fmt(hint.version)} (driver >= {v.required_driver}); "
                             f"{len(bad)} of the {len(candidates)} GPU node(s) its placement allows "
                             f"({', '.join(n for n, _, _ in bad[:5])}) have an older driver. A pod placed there will fail "
                             f"at CUDA init{'' if ok_nodes else '; no allowed node has a new enough driver'}."),
                    objects=[ref] + extra + [ObjectRef("Node", n) for n, _, _ in bad[:10]], evidence=ev,
                    confidence=0.75, blast_radius=len(bad), key=f"risk|{ref}|{c.get('name')}",
                    remediation=self._fix(hint.version, v, bad[0][1], owner, key, i,
                                          gt=max(b[1].driver[0] for b in bad)))

    def _fix(self, cuda, v, nd, obj, key, i, gt: int | None = None) -> Remediation:
        need = parse_version(v.required_driver) or (0,)
        gt = need[0] - 1 if gt is None else gt
        label = getattr(self, "_label", DRIVER_LABELS[0][0])
        meta = (obj.get("metadata") or {})
        kind = (obj.get("kind") or "Pod").lower()
        ns = meta.get("namespace")
        target = f"{kind}/{meta.get('name')}" + (f" -n {ns}" if ns else "")
        affinity = {"affinity": {"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {
            "nodeSelectorTerms": [{"matchExpressions": [{"key": label, "operator": "Gt", "values": [str(gt)]}]}]}}}}
        if kind == "cronjob":
            doc = {"spec": {"jobTemplate": {"spec": {"template": {"spec": affinity}}}}}
        elif kind == "pod":
            doc = {"spec": affinity}
        else:
            doc = {"spec": {"template": {"spec": affinity}}}
        patch = dump_yaml(doc)
        max_cuda = fmt(v.driver_max_cuda) if v.driver_max_cuda else "?"
        family = FAMILY_MIN_DRIVER.get(cuda[0], "")
        if kind == "pod":
            owner = next(iter(meta.get("ownerReferences") or []), None)
            if owner and owner.get("kind") == "ReplicaSet" and "-" in (owner.get("name") or ""):
                owner = {"kind": "Deployment", "name": owner["name"].rsplit("-", 1)[0]}
            okind = (owner.get("kind") or "").lower() if owner else ""
            apply = (f"kubectl -n {ns} get job {owner.get('name')} -o yaml > job.yaml  # a Job's pod template is "
                     "immutable: add the affinity below, drop spec.selector and the controller-uid labels, then: "
                     "kubectl replace --force -f job.yaml  (deletes and recreates the Job)" if okind == "job" else
                     f"kubectl -n {ns} edit {okind}/{owner.get('name')}  # add the affinity below "
                     "to its pod template" if owner else
                     f"kubectl -n {ns} get pod {meta.get('name')} -o yaml > pod.yaml  # add the affinity below, then: "
                     "kubectl replace --force -f pod.yaml")
        elif kind == "job":   # spec.template of a Job is immutable: recreate it
            apply = (f"kubectl -n {ns} get job {meta.get('name')} -o yaml > job.yaml  # a Job's pod template is "
                     "immutable: add the affinity below, drop spec.selector and the controller-uid labels, then: "
                     "kubectl replace --force -f job.yaml  (deletes and recreates the Job)")
        else:
            apply = f"kubectl patch {target} --type strategic --patch-file cuda-affinity.yaml"
        if getattr(self, "_dpods", None) is None and getattr(self, "_snapshot", None) is not None:
            self._dpods = driver_pods_by_node(self._snapshot)   # only when a fix is being written
        if nd.node in (getattr(self, "_dpods", None) or {}):
            policies = self._snapshot.items("clusterpolicies.nvidia.com") if getattr(self, "_snapshot", None) else []
            policy = ((policies[0].get("metadata") or {}).get("name") if len(policies) == 1 else None) or "<clusterpolicy>"
            upgrade = (f"kubectl patch clusterpolicies.nvidia.com {policy} --type merge "
                       f"-p '{{\"spec\":{{\"driver\":{{\"version\":\"<a {need[0]}+ driver, >= {v.required_driver}>\"}}}}}}'")
        else:   # a driver installed on the host, not by the GPU Operator
            upgrade = (f"{drain_command(nd.node)}; then on the node: "
                       f"apt-get install -y nvidia-driver-{need[0]}-server (or newer) and reboot")
        return Remediation(
            f"Either upgrade the driver on those nodes to >= {v.required_driver} ({v.release}), or use an image built "
            f"for CUDA <= {max_cuda}"
            + (f" (a driver >= {family} would already run any CUDA {cuda[0]}.x image through minor-version "
               "compatibility)" if family and v.driver_max_cuda and v.driver_max_cuda[0] < cuda[0] else "")
            + f", or keep the pods off those nodes with node affinity on the GFD label {label} "
              f"(driver major > {gt}; the patch below).",
            commands=(upgrade, apply),
            patch=patch)


def _pointer_value(nd) -> object:
    return nd.value if nd.value is not None else (nd.driver_text or fmt_driver(nd.driver))
