"""GPU request different from its limit (or a request with no limit). The API server rejects
such a Pod: "must be equal to nvidia.com/gpu limit" / "Limit must be set for non overcommitable
resources" (extended resources cannot be overcommitted). Built-in controllers' templates are
validated up front, but custom resources (PyTorchJob, RayCluster, Volcano Job, ...) accept
the template and their operator then fails to create every Pod: the job never starts."""
from __future__ import annotations

import re

from doctor.check import Check
from doctor.kube.gpu import is_gpu_resource
from doctor.kube.quantity import QuantityError, parse_quantity
from doctor.model import Evidence, ObjectRef, Remediation, Severity
from doctor.workloads import (
    RESOURCES, patch_command, require_workloads, template_may_request_gpu, templates, yaml_patch)

# kubernetes pkg/apis/core/validation: "must be equal to %s limit" (newer: "... limit of %s")
# and "Limit must be set for non overcommitable resources"
REJECTION = re.compile(r"must be equal to (\S+) limit|Limit must be set for non overcommitable resources")


def _q(v):
    try:
        return parse_quantity(v)
    except QuantityError:
        return None


class GpuRequestLimitMismatch(Check):
    """nvidia.com/gpu (or another GPU resource) request != limit in a pod template, and the
    Pod-creation failures it causes."""

    id = "gpu_request_limit_mismatch"
    title = "GPU request differs from its limit, so Pods cannot be created"
    category = "workloads"
    requires = ()
    optional = RESOURCES + ("events",)
    severity = Severity.CRITICAL
    subjects = ("owner", "pod")

    def run(self, snapshot):
        require_workloads(snapshot)
        rejections: dict[str, list[dict]] = {}
        for ev in snapshot.events:
            msg = str(ev.get("message") or "")
            m = REJECTION.search(msg)
            if m and (m.group(1) is None or is_gpu_resource(m.group(1))):
                inv = ev.get("involvedObject") or ev.get("regarding") or {}
                rejections.setdefault(inv.get("uid") or f"{inv.get('kind')}/{inv.get('namespace')}/{inv.get('name')}",
                                      []).append(ev)
        reported: set[str] = {t.uid for t in templates(snapshot)}  # judged from the template itself
        for tpl in templates(snapshot):
            for init in (False, True):
                if not template_may_request_gpu(tpl, init):
                    continue   # no container of the list names a GPU resource (most templates)
                for i, c, ptr in tpl.containers(init):
                    res = c.get("resources") or {}
                    req, lim = res.get("requests") or {}, res.get("limits") or {}
                    for name in sorted(k for k in req if is_gpu_resource(k)):
                        r, l_ = _q(req[name]), _q(lim.get(name)) if name in lim else None
                        if name in lim and r == l_:
                            continue
                        cname = c.get("name") or str(i)
                        esc = name.replace("/", "~1")
                        events = [e for e in rejections.get(tpl.uid, []) if not _other_replica(tpl, e)]
                        ev = [Evidence(f"{name} request", tpl.ref, f"{ptr}/resources/requests/{esc}", req[name])]
                        if name in lim:
                            ev.append(Evidence(f"{name} limit", tpl.ref, f"{ptr}/resources/limits/{esc}", lim[name]))
                            fix_value = lim[name]
                            ops = [{"op": "replace", "path": f"{ptr}/resources/requests/{esc}", "value": lim[name]}]
                            frag = {"resources": {"requests": {name: lim[name]}}}
                        else:
                            fix_value = req[name]
                            ops = [{"op": "add", "path": f"{ptr}/resources/limits", "value": {**lim, name: req[name]}}]
                            frag = {"resources": {"limits": {name: req[name]}}}
                        ev += [Evidence(f"{e.get('reason')} x{e.get('count') or 1}", ObjectRef.of(e, "Event"),
                                        "/message", e.get("message")) for e in events[:2]]
                        yield self.finding(
                            key=f"{tpl.key}|{cname}|{name}",
                            title=(f"{tpl.where}: {'init ' if init else ''}container {cname!r} requests {req[name]} "
                                   f"{name} but its limit is {lim.get(name, 'not set')}: the API server rejects its Pods"),
                            summary=(f"GPUs are extended resources and cannot be overcommitted: Kubernetes requires the "
                                     f"{name} request to equal the limit, so every Pod built from this template fails "
                                     "validation (\"must be equal to ... limit\" / \"Limit must be set for non "
                                     "overcommitable resources\") and the workload never starts."
                                     + (f" The controller already reports it ({len(events)} event(s))." if events else "")),
                            objects=[tpl.ref], confidence=0.95 if events else 0.9,
                            evidence=ev, root_cause=True,
                            remediation=Remediation(
                                f"Make the {name} request and limit equal (e.g. both {fix_value}, or both the number of "
                                "GPUs you meant), or set only the limit: a limit alone sets the request.",
                                commands=(patch_command(tpl, ops),), patch=yaml_patch(tpl, ptr, frag)))
        # rejections on objects whose template is not in the snapshot
        for key, events in rejections.items():
            if key in reported:
                continue
            e = events[0]
            inv = e.get("involvedObject") or e.get("regarding") or {}
            ref = ObjectRef(inv.get("kind") or "?", inv.get("name") or "?", inv.get("namespace"))
            yield self.finding(
                key=f"event|{ref}",
                title=f"{ref.kind} {ref.namespace}/{ref.name} cannot create Pods: GPU request differs from its limit",
                summary=("The controller's Pod creations are rejected by API validation because a GPU request does "
                         "not equal its limit; the object's template is not in the snapshot, so the exact field is "
                         "named only in the event message."),
                objects=[ref], confidence=0.9, root_cause=True,
                evidence=[Evidence(f"{ev.get('reason')} x{ev.get('count') or 1}", ObjectRef.of(ev, "Event"), "/message",
                                   ev.get("message")) for ev in events[:3]],
                remediation=Remediation("Make every GPU request equal to its limit in the object's pod template.",
                                        commands=(f"kubectl get {ref.kind.lower()} {ref.name} -n {ref.namespace} -o yaml",)))


_POD_IN_MESSAGE = re.compile(r'[Pp]od "([^"]+)"')


def _other_replica(tpl, event: dict) -> bool:
    """The event rejects a Pod of another replica type of the same job (PyTorchJob Master vs
    Worker: pods <job>-master-0, <job>-worker-0), so it is not evidence for this template."""
    if not tpl.role.endswith(" replicas"):
        return False
    m = _POD_IN_MESSAGE.search(str(event.get("message") or ""))
    if not m:
        return False
    pod, rtype = m.group(1), tpl.role.split()[0].lower()
    return pod.startswith(f"{tpl.name}-") and not pod.startswith(f"{tpl.name}-{rtype}-")
