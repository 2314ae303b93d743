"""NodeResourcesFit: the pod's requests (cpu, memory, ephemeral-storage, extended resources
such as nvidia.com/gpu, and the pod count) against the node's allocatable minus what the pods
already on it request.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/noderesources/fit.go
(PreFilter computes the pod's request; Filter reports "Too many pods" and "Insufficient <res>"
for every short resource, code Unschedulable: preemption may free them)."""
from __future__ import annotations

from ...kube.guards import D, L

from ...kube.gpu import is_gpu_resource
from ...kube.requests import BadQuantity, pod_requests
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from ..framework import CHECK, UNRESOLVABLE, UNSCHEDULABLE, FilterPlugin, Rejection
from ..remedy import fmt, meta
from .default_preemption import PREEMPTION_NEVER, PREEMPTION_NO_VICTIMS

NAME = "NodeResourcesFit"
TOO_MANY_PODS = "Too many pods"
INSUFFICIENT = "Insufficient %s"
_BASE = ("cpu", "memory", "ephemeral-storage")
# set by DynamicResources' PreFilter when a DeviceClass maps an extended resource (DRAExtendedResource)
DRA_DELEGATED = "DynamicResources.delegated"



def _code(cs, beyond_allocatable: bool) -> str:
    """fit.go: UnschedulableAndUnresolvable when a request exceeds the node's allocatable
    (1.34+, preemption cannot help there), else Unschedulable. "Too many pods" is resolvable."""
    return UNRESOLVABLE if beyond_allocatable and cs.state.wording.fit_unresolvable else UNSCHEDULABLE

class NodeResourcesFit(FilterPlugin):
    name = NAME
    reasons = (TOO_MANY_PODS, INSUFFICIENT)
    needs_node_info = True

    def pre_filter(self, cs):
        try:
            cs.request = {k: v for k, v in pod_requests(cs.pod).items() if v}
        except BadQuantity as exc:
            cs.request = {}
            cs.notes.append(f"the pod's own requests could not be read ({exc}); resource fit not checked")
        req = cs.request
        # reasons in fit.go's order: cpu, memory, ephemeral-storage, then scalar resources
        cs.data[NAME] = [r for r in _BASE if req.get(r, 0) > 0] + sorted(
            r for r, v in req.items() if r not in _BASE and r != "pods" and v > 0)
        return None

    def filter(self, cs, node, labels, removed):
        info = cs.state.info(node)
        requested, pods = info.requested, len(info.pods)
        if removed:
            requested = dict(requested)
            for p, req in info.pod_requests:
                if id(p) in removed:
                    pods -= 1
                    for k, v in req.items():
                        requested[k] = requested.get(k, 0) - v
        reasons, detail = [], {}
        beyond = False   # some request exceeds the node's whole allocatable
        if pods + 1 > info.allowed_pods:
            reasons.append(TOO_MANY_PODS)
            detail["pods"] = {"requested": 1, "used": pods, "allocatable": info.allowed_pods}
        alloc = info.allocatable
        dra = cs.data.get(DRA_DELEGATED)
        for r in cs.data[NAME]:
            if dra is not None and dra.delegated(r, alloc.get(r, 0)):
                continue   # fit.go shouldDelegateResourceToDRA: DynamicResources allocates it
            want = cs.request[r]
            free = alloc.get(r, 0) - requested.get(r, 0)
            if want > free:
                reasons.append(INSUFFICIENT % r)
                detail[r] = {"requested": want, "used": requested.get(r, 0),
                             "allocatable": info.allocatable.get(r, 0)}
                if want > alloc.get(r, 0):
                    beyond = True
        if reasons:
            return Rejection(NAME, _code(cs, beyond), reasons, detail)
        return None

    def filter_unresolved(self, cs, node, labels):
        """What holds whatever runs on the node: request > allocatable."""
        alloc, allowed = cs.state.alloc(node)
        reasons, detail = [], {"partial": True}
        if allowed < 1:
            reasons.append(TOO_MANY_PODS)
        dra = cs.data.get(DRA_DELEGATED)
        for r in cs.data[NAME]:
            if dra is not None and dra.delegated(r, alloc.get(r, 0)):
                continue
            if cs.request[r] > alloc.get(r, 0):
                reasons.append(INSUFFICIENT % r)
                detail[r] = {"requested": cs.request[r], "allocatable": alloc.get(r, 0)}
        beyond = any(r != TOO_MANY_PODS for r in reasons)
        return Rejection(NAME, _code(cs, beyond), reasons, detail) if reasons else None

    def explain(self, ex):
        return _resources_finding(ex.snapshot, ex.state, ex.pod, ex.ref, ex.sim, ex.nodes_all, ex.near,
                                  ex.gpu_req, ex.key)


def _holders(info, resource: str) -> list[str]:
    out = []
    for p, req in info.pod_requests:
        if req.get(resource):
            m = meta(p)
            out.append(f"{m.get('namespace')}/{m.get('name')} ({req[resource]})")
    return out


def _resources_finding(snapshot, state, pod, ref, sim, nodes_all, near, gpu_req, key) -> Finding:
    ns, name = meta(pod).get("namespace"), meta(pod).get("name")
    def count(deciding: bool) -> dict[str, int]:
        out: dict[str, int] = {}
        for n in nodes_all:
            for i, rej in enumerate(n.rejections):
                if rej.plugin == NAME and (i == 0 or not deciding):
                    for r in rej.detail:
                        if r != "partial":
                            out[r] = out.get(r, 0) + 1
        return out

    # what is short where NodeResourcesFit decides (as kube-scheduler's message counts it): a node
    # an earlier filter rejects (the control plane's taint) lacks every GPU resource too, and must
    # not make the finding about a resource the deciding nodes have plenty of (hami-vgpu)
    insufficient = count(True) or count(False)
    res = next((r for r in gpu_req if r in insufficient), None) or max(insufficient, key=insufficient.get)
    want = sim.request.get(res, 1)
    # nodes otherwise eligible: no other plugin rejects them
    eligible = [n for n in sim.nodes if not n.fits and {r.plugin for r in n.rejections} == {NAME}]
    free = []
    for n in eligible:
        info = state.info(state.node_by_name(n.name))
        free.append((n.name, info.free(res) if res != "pods" else info.allowed_pods - len(info.pods),
                     info.allocatable.get(res, 0), info))
    free.sort(key=lambda x: -x[1])
    total_free = sum(max(f, 0) for _, f, _, _ in free)
    total_alloc = sum(a for _, _, a, _ in free)
    ev = [Evidence(f"the pod requests {fmt(res, want)} {res}", ref, *_request_pointer(pod, res))]
    for nname, f, a, info in free[:8]:
        idx_note = f"allocatable {fmt(res, a)}, requested by pods {fmt(res, info.requested.get(res, 0))}, free {fmt(res, max(f, 0))}"
        advertised = D(D(state.node_by_name(nname).get("status")).get("allocatable")).get(res)
        if advertised is None:
            idx_note += f" ({res} not advertised at all)"
        ev.append(Evidence(idx_note, ObjectRef("Node", nname), json_pointer("status", "allocatable", res), advertised))
    holders = [h for _, _, _, info in free[:4] for h in _holders(info, res)][:12]
    if holders:
        ev.append(Evidence(f"pods holding {res} on those nodes", None, None, holders))
    if res == "pods":
        title = f"Pod {ns}/{name} does not fit: the eligible nodes are at their pod limit (Too many pods)"
        fix = Remediation("Raise the kubelet's maxPods or add nodes.", commands=("kubectl get nodes -o custom-columns=NAME:.metadata.name,PODS:.status.allocatable.pods",))
        return Finding(CHECK, Severity.CRITICAL, title, f"NodeResourcesFit: {TOO_MANY_PODS} on {len(nodes_all)} node(s).",
                       fix, objects=[ref], evidence=ev, confidence=0.85, key=key, blast_radius=len(nodes_all))
    if not eligible:
        title = f"Pod {ns}/{name} needs {fmt(res, want)} {res}; no node that passes its other constraints has it free"
        summary = f"NodeResourcesFit reports Insufficient {res} on {insufficient[res]} node(s)."
        fix = Remediation("Lower the request or fix the other constraints first.",
                          commands=(f"kubectl describe pod -n {ns} {name}",))
        return Finding(CHECK, Severity.WARNING, title, summary, fix, objects=[ref], evidence=ev, confidence=0.7,
                       key=key, blast_radius=want)
    best_name, best_free = free[0][0], max(free[0][1], 0)
    siblings = False
    gpu = is_gpu_resource(res)
    # pods missing from the snapshot (`record -n NS`, a namespaced fallback, a list cut short) hold
    # what it counts as free: "does not fit" stands (they only use more), "free" / "fragmented" and
    # "no lower-priority pod" do not (issue 11)
    gap = snapshot.gap("pods") if snapshot is not None else None
    unseen = gap if gap is not None and gap.partial else None
    if unseen is not None and total_free > 0:
        kind = "fragmentation" if total_free >= want else "capacity"
        title = (f"Pod {ns}/{name} needs {fmt(res, want)} {res} on one node and no node it could use has that free; "
                 f"the snapshot's pods are partial ({unseen.kind}), so at most {fmt(res, total_free)} are free across "
                 f"{len([f for f in free if f[1] > 0])} node(s)")
        summary = (f"NodeResourcesFit: Insufficient {res} on the {len(eligible)} node(s) that pass every other filter. "
                   f"Cannot tell whether the capacity is fragmented or simply taken: pods not in the snapshot may "
                   f"hold the {res} it counts as free ({unseen.detail()}). Per node free {res} among the pods that "
                   "were read (upper bounds): "
                   + ", ".join(f"{n}={fmt(res, max(f, 0))}" for n, f, _, _ in free[:10]) + ".")
        fix = Remediation(f"Read pods in every namespace (a ClusterRole that lists pods, or a recording without -n) "
                          f"to see what holds the {res}; then free a node, lower the request or add capacity.",
                          commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={best_name}",
                                    _alloc_columns(res)))
        return Finding(CHECK, Severity.CRITICAL, title, summary, fix,
                       objects=[ref] + [ObjectRef("Node", n) for n, *_ in free[:8]],
                       evidence=ev, confidence=0.7, key=f"{key}|{kind}", blast_radius=want)
    if total_free >= want:
        kind = "fragmentation"
        title = (f"{fmt(res, total_free)} {res} are free across {len([f for f in free if f[1] > 0])} node(s), "
                 f"but none has the {fmt(res, want)} pod {ns}/{name} needs (most on one node: {fmt(res, best_free)} on {best_name})")
        summary = ("The free capacity is fragmented: the scheduler places a pod on ONE node, so the free units are "
                   f"useless to it. Per node free {res}: " +
                   ", ".join(f"{n}={fmt(res, max(f, 0))}" for n, f, _, _ in free[:10]) + ".")
        plan_node, plan = _cheapest_room(free, res, want)
        plan_text = (f"Fastest unblock: {plan_node} has the {fmt(res, want)} needed once {len(plan)} pod(s) leave it ("
                     + ", ".join(f"{ns_}/{n_} holds {fmt(res, v)}" for ns_, n_, v in plan)
                     + "). Deleting them works only if their replacements land elsewhere; giving this pod a higher "
                       "PriorityClass lets the scheduler preempt exactly such pods and reserve the node for it. ") if plan else ""
        fix = Remediation(plan_text + (("Longer term: keep GPUs packed (bin-packing scoring, or a gang scheduler such as "
                                        "Volcano / Kueue with topology-aware scheduling), or split the job into "
                                        "smaller pods.") if gpu else "Or lower the request, or add a bigger node."),
                          commands=tuple(f"kubectl delete pod -n {ns_} {n_}   # its replacement must not land on {plan_node} again"
                                         for ns_, n_, _ in plan[:4]) or
                                   (f"kubectl get pods -A -o wide --field-selector spec.nodeName={best_name}",))
    elif total_alloc <= 0:
        # nothing is "taken": none of these nodes has any of the resource to give
        kind = "capacity"
        title = (f"None of the {len(eligible)} node(s) that pod {ns}/{name} could otherwise use advertises {res}: "
                 f"it needs {fmt(res, want)}, allocatable is 0 on all of them")
        summary = (f"NodeResourcesFit: Insufficient {res} on the {len(eligible)} node(s) that pass every other filter "
                   f"({insufficient[res]} node(s) in all). No pod holds any {res} there: the nodes do not offer it, "
                   "so waiting, evicting or preempting pods frees nothing.")
        fix = Remediation(f"Request a resource these nodes do advertise, or make a node advertise {res} "
                          "(device plugin running, resource name / sharing config as the pod expects), or add such nodes.",
                          commands=(_alloc_columns(res),))
        f = Finding(CHECK, Severity.CRITICAL, title, summary, fix,
                    objects=[ref] + [ObjectRef("Node", n) for n, *_ in free[:8]],
                    evidence=ev, confidence=0.9, key=f"{key}|{kind}", blast_radius=want)
        return f
    else:
        kind = "capacity"
        title = ((f"All {res} that pod {ns}/{name} could use are taken: it needs {fmt(res, want)}, "
                  if total_free <= 0 else
                  f"Not enough {res} free for pod {ns}/{name}: it needs {fmt(res, want)}, only ")
                 + f"{fmt(res, total_free)} of {fmt(res, total_alloc)} are free on the {len(eligible)} eligible node(s)")
        summary = (f"NodeResourcesFit: Insufficient {res} on the {len(eligible)} node(s) that pass every other filter "
                   f"({insufficient[res]} node(s) in all). Pods already running hold "
                   "the rest" + (f" (e.g. {', '.join(holders[:4])})." if holders else "."))
        # holders that are siblings of this pod (same controller: other ranks/replicas of its own
        # workload): evicting them only moves the shortage around inside the workload
        own = _controller_uid(pod)
        held = [p for _, _, _, info in free for p, req in info.pod_requests if req.get(res)]
        siblings = bool(own and held and all(_controller_uid(p) == own for p in held)) and unseen is None
        if siblings:
            fix = Remediation(f"The {res} are held by other pods of this pod's own workload: evicting them does not "
                              "help. The workload needs more at once than the cluster has: add capacity, shrink it, "
                              "or admit it as a gang (Volcano / Kueue / coscheduling) so a partial start cannot hold "
                              f"{res} idle.",
                              commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={best_name}",
                                        _alloc_columns(res)))
        else:
            fix = Remediation("Wait for running jobs to finish, scale down/evict lower-priority GPU pods, lower the "
                              "request, or add capacity (nodes / cluster autoscaler node group).",
                              commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={best_name}",
                                        _alloc_columns(res)))
    if kind == "capacity" and siblings:
        summary += " They are pods of this pod's own workload."   # a higher priority would only evict its own ranks
    elif unseen is not None and sim.postfilter != PREEMPTION_NEVER and sim.preemption_node is None:
        summary += (" Whether preemption can help cannot be told: pods not in the snapshot may have a lower "
                    "priority than this pod's.")
    else:
        summary += _preemption_sentence(pod, sim, {n for n, *_ in free})
    f = Finding(CHECK, Severity.CRITICAL, title, summary, fix, objects=[ref] + [ObjectRef("Node", n) for n, *_ in free[:8]],
                evidence=ev, confidence=0.9, key=f"{key}|{kind}", blast_radius=want)
    return f


def _controller_uid(pod: dict) -> str | None:
    refs = [o for o in L(meta(pod).get("ownerReferences")) if isinstance(o, dict)]
    owner = next((o for o in refs if o.get("controller") is True), None)
    uid = owner.get("uid") if owner else None
    return uid if isinstance(uid, str) and uid else None


def _alloc_columns(res: str) -> str:
    """Allocatable `res` per node; single-quoted so the shell keeps the backslash that escapes
    the dots of the resource name (unquoted, bash drops it and the column comes out empty)."""
    return ("kubectl get nodes -o custom-columns='NAME:.metadata.name,"
            f"ALLOC:.status.allocatable.{res.replace('.', chr(92) + '.')}'")


def _preemption_sentence(pod: dict, sim, nodes: set) -> str:
    """Whether kube-scheduler's preemption can make room, in one sentence."""
    if sim.postfilter == PREEMPTION_NEVER:
        return " Preemption is off for this pod (preemptionPolicy: Never)."
    if sim.preemption_node is not None:
        return ""
    prio = D(pod.get("spec")).get("priority", 0)
    states = [n.preemption for n in sim.nodes if n.name in nodes]
    if states and all(p == PREEMPTION_NO_VICTIMS for p in states):
        return (f" Preemption cannot help: no pod on those nodes has a lower priority than this pod's ({prio}); "
                "a higher PriorityClass would let it evict lower-priority pods.")
    return ""


def _request_pointer(pod: dict, res: str) -> tuple[str, str | None]:
    """JSON Pointer to the first container field that asks for this resource, and its value."""
    spec = D(pod.get("spec"))
    for section_name in ("containers", "initContainers"):
        for i, c in enumerate(L(spec.get(section_name))):
            r = D(D(c).get("resources"))
            for section in ("requests", "limits"):
                if res in D(r.get(section)):
                    return json_pointer("spec", section_name, i, "resources", section, res), D(r.get(section))[res]
    return "/spec/containers", None


def _cheapest_room(free, res: str, want: int):
    """(node, [(ns, pod, amount)]): the node where evicting the fewest pods frees `want`."""
    best = None
    for nname, f, _alloc, info in free:
        need = want - max(f, 0)
        holders = sorted(((D(meta(p)).get("namespace"), D(meta(p)).get("name"), r.get(res, 0))
                          for p, r in info.pod_requests if r.get(res, 0) > 0), key=lambda x: -x[2])
        plan, got = [], 0
        for h in holders:
            if got >= need:
                break
            plan.append(h)
            got += h[2]
        if got >= need and (best is None or len(plan) < len(best[1])):
            best = (nname, plan)
    return best if best else (None, [])

