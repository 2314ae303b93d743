"""Kueue (kubernetes-sigs/kueue): why a Workload is not admitted, read from its conditions and the
queue objects, for kueue.x-k8s.io v1beta2 and v1beta1 alike (the fields read here have the same
names in both: spec.queueName, status.conditions, status.admission.clusterQueue, LocalQueue
spec.clusterQueue, ClusterQueue spec.resourceGroups[].flavors[].resources[].nominalQuota and
status.flavorsUsage/flavorsReservation, ResourceFlavor spec.nodeLabels/topologyName, Topology
spec.levels[].nodeLabel).

Messages matched verbatim from kueue (HEAD of kubernetes-sigs/kueue, read at ff69552e79):
- pkg/controller/core/workload_controller.go getQueueBlocker: "LocalQueue %s doesn't exist",
  "LocalQueue %s is inactive", "ClusterQueue %s doesn't exist", "ClusterQueue %s is inactive";
- pkg/cache/scheduler/clusterqueue.go inactiveReason: "Can't admit new workloads: ..." with
  "references missing ResourceFlavor(s): %v", "is stopped", "there is no Topology %q for TAS flavor %q";
- pkg/scheduler/flavorassigner/flavorassigner.go: "couldn't assign flavors to pod set %s: ...",
  "insufficient unused quota for %s in flavor %s, %s more needed", "insufficient quota for %s in
  flavor %s, ... > maximum capacity (%s)";
- pkg/cache/scheduler/tas_flavor_snapshot.go: "topology %q doesn't allow to fit any of %d %s(s)",
  "topology %q allows to fit only %d out of %d %s(s)".
Gates: kueue.x-k8s.io/admission (pod integration, removed on admission) and kueue.x-k8s.io/topology
(apis/kueue/v1beta2/topology_types.go TopologySchedulingGate, added by the pod webhook with TAS and
removed by pkg/controller/tas/topology_ungater.go once the Workload is admitted with a topology
assignment). Both belong to Kueue: removing one by hand bypasses quota or topology placement.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..kube.guards import D, L
from ..kube.quantity import QuantityError, parse_quantity
from ..model import Evidence, ObjectRef, Remediation, json_pointer

GROUP = "kueue.x-k8s.io"
WORKLOADS = "workloads.kueue.x-k8s.io"
LOCALQUEUES = "localqueues.kueue.x-k8s.io"
CLUSTERQUEUES = "clusterqueues.kueue.x-k8s.io"
FLAVORS = "resourceflavors.kueue.x-k8s.io"
TOPOLOGIES = "topologies.kueue.x-k8s.io"
ADMISSION_GATE = "kueue.x-k8s.io/admission"
TOPOLOGY_GATE = "kueue.x-k8s.io/topology"
QUEUE_LABEL = "kueue.x-k8s.io/queue-name"
REQUIRED_TOPOLOGY = "kueue.x-k8s.io/podset-required-topology"
PREFERRED_TOPOLOGY = "kueue.x-k8s.io/podset-preferred-topology"

LQ_MISSING = re.compile(r"LocalQueue (\S+) doesn't exist")
LQ_INACTIVE = re.compile(r"LocalQueue (\S+) is inactive")
CQ_MISSING = re.compile(r"ClusterQueue (\S+) doesn't exist")
CQ_INACTIVE = re.compile(r"ClusterQueue (\S+) is inactive")
UNUSED_QUOTA = re.compile(r"insufficient unused quota for (\S+) in flavor (\S+), (\S+) more needed")
MAX_QUOTA = re.compile(r"insufficient quota for (\S+) in flavor (\S+),.*> maximum capacity \(([^)]*)\)")
TOPO_NONE = re.compile(r'topology "([^"]+)" doesn\'t allow to fit any of (\d+) (pod|slice)\(s\)')
TOPO_SOME = re.compile(r'topology "([^"]+)" allows to fit only (\d+) out of (\d+) (pod|slice)\(s\)')
TOPO_ANY = re.compile(r'topology "([^"]+)" doesn\'t allow to fit')
MISSING_FLAVORS = re.compile(r"references missing ResourceFlavor\(s\): ([^.,;]+(?:,[^.,;]+)*)")
MISSING_TOPOLOGY = re.compile(r'there is no Topology "([^"]+)" for TAS flavor "([^"]+)"')


def meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


def is_kueue_gate(name: str) -> bool:
    return name.startswith(GROUP + "/")


def gate_owner_text(gates: list[str]) -> tuple[str, str]:
    """(plain-English explanation, fix text) for Kueue's gates; never "remove the gate"."""
    parts = []
    if ADMISSION_GATE in gates:
        parts.append(f"{ADMISSION_GATE}: Kueue removes it when the pod's Workload is admitted (quota reserved in its "
                     "ClusterQueue)")
    if TOPOLOGY_GATE in gates:
        parts.append(f"{TOPOLOGY_GATE}: Kueue's topology-aware scheduling removes it after admission, once it has "
                     "assigned the pod a topology domain (node selectors injected by the topology ungater)")
    other = [g for g in gates if is_kueue_gate(g) and g not in (ADMISSION_GATE, TOPOLOGY_GATE)]
    if other:
        parts.append(f"{', '.join(other)}: set and removed by Kueue")
    return ("; ".join(parts),
            "Do not remove Kueue's gates by hand: that bypasses its quota and topology placement (the pod would run "
            "outside its ClusterQueue's quota or off its topology domain). Find why the Workload is not admitted.")


def workload_for(snapshot, pod: dict) -> dict | None:
    if not snapshot.has(WORKLOADS):
        return None
    uids = {meta(pod).get("uid")} | {meta(o).get("uid") for o in snapshot.owner_chain(pod)}
    uids.discard(None)
    ann = D(meta(pod).get("annotations")).get("kueue.x-k8s.io/workload")
    ns = meta(pod).get("namespace")
    for wl in snapshot.in_namespace(WORKLOADS, ns):
        if meta(wl).get("name") == ann or {D(o).get("uid") for o in L(meta(wl).get("ownerReferences"))} & uids:
            return wl
    return None


def condition(obj: dict, kind: str) -> tuple[int | None, dict | None]:
    for i, c in enumerate(L(D(obj.get("status")).get("conditions"))):
        if isinstance(c, dict) and c.get("type") == kind:
            return i, c
    return None, None


def admitted(wl: dict) -> bool:
    return D(condition(wl, "Admitted")[1]).get("status") == "True"


@dataclass
class Verdict:
    title: str
    summary: str
    fix: Remediation
    evidence: list = field(default_factory=list)
    objects: list = field(default_factory=list)
    kind: str = "quota"          # localqueue | clusterqueue | flavor | topology | quota | max_quota | admitted | pending
    never_fits: bool = False


def _q(value) -> float | None:
    try:
        return float(parse_quantity(value))
    except (QuantityError, TypeError):
        return None


def cq_quota(cq: dict, flavor: str, resource: str) -> dict:
    """nominalQuota / borrowingLimit of one flavor+resource, and what is used/reserved."""
    out: dict = {}
    for rg in L(D(cq.get("spec")).get("resourceGroups")):
        for fl in L(D(rg).get("flavors")):
            if D(fl).get("name") != flavor:
                continue
            for r in L(D(fl).get("resources")):
                if D(r).get("name") == resource:
                    out.update({k: D(r).get(k) for k in ("nominalQuota", "borrowingLimit", "lendingLimit") if D(r).get(k) is not None})
    st = D(cq.get("status"))
    for key in ("flavorsReservation", "flavorsUsage"):
        for fl in L(st.get(key)):
            if D(fl).get("name") != flavor:
                continue
            for r in L(D(fl).get("resources")):
                if D(r).get("name") == resource:
                    out[key] = D(r).get("total")
                    out[key + "_borrowed"] = D(r).get("borrowed")
    return out


def analyse(snapshot, wl: dict, pod: dict | None = None) -> Verdict:
    """Why this Workload is not admitted (or, admitted, why its pod is still gated)."""
    ns, name = meta(wl).get("namespace") or "default", meta(wl).get("name") or "?"
    wref = ObjectRef("Workload", name, ns)
    qi, qr = condition(wl, "QuotaReserved")
    msg = str(D(qr).get("message") or "")
    ev = [Evidence("Workload QuotaReserved condition", wref,
                   json_pointer("status", "conditions", qi, "message") if qi is not None else None,
                   msg or "no QuotaReserved condition yet")]
    lq_name = str(D(wl.get("spec")).get("queueName") or "")
    lq = snapshot.get(LOCALQUEUES, ns, lq_name) if lq_name and snapshot.has(LOCALQUEUES) else None
    cq_name = str(D(D(wl.get("status")).get("admission")).get("clusterQueue") or D(D(lq).get("spec")).get("clusterQueue") or "")
    cq = snapshot.get(CLUSTERQUEUES, None, cq_name) if cq_name and snapshot.has(CLUSTERQUEUES) else None
    objects = [wref]

    if admitted(wl):
        gates = [D(g).get("name") for g in L(D((pod or {}).get("spec")).get("schedulingGates"))]
        if TOPOLOGY_GATE in gates:
            psa = L(D(D(wl.get("status")).get("admission")).get("podSetAssignments"))
            has_assign = any(D(p).get("topologyAssignment") for p in psa)
            return Verdict(
                f"Workload {ns}/{name} is admitted; Kueue has not removed the {TOPOLOGY_GATE} gate yet"
                + ("" if has_assign else " (the admission carries no topology assignment)"),
                "Kueue's topology ungater removes the gate once it has injected the assigned domain's node selectors; "
                "a gate left after admission points at kueue-controller-manager (not running, or failing on this pod).",
                Remediation("Check kueue-controller-manager's log for the topology ungater; do not remove the gate by hand.",
                            commands=("kubectl logs -n kueue-system deploy/kueue-controller-manager | grep -i ungate",
                                      f"kubectl get workload -n {ns} {name} -o jsonpath='{{.status.admission.podSetAssignments}}'")),
                ev, objects, kind="admitted")
        return Verdict(f"Workload {ns}/{name} is admitted", "", Remediation(""), ev, objects, kind="admitted")

    m = LQ_MISSING.search(msg)
    if m or (lq_name and snapshot.has(LOCALQUEUES) and lq is None):
        want = m.group(1) if m else lq_name
        have = sorted(meta(x).get("name") for x in snapshot.in_namespace(LOCALQUEUES, ns)) if snapshot.has(LOCALQUEUES) else []
        return Verdict(
            f"Kueue has not admitted Workload {ns}/{name}: LocalQueue {want!r} does not exist in namespace {ns}",
            f"The job names queue {want!r} ({QUEUE_LABEL}); no such LocalQueue in {ns}"
            + (f" (there are: {', '.join(have)})" if have else " (the namespace has none)") + ".",
            Remediation(f"Point the job's {QUEUE_LABEL} label at an existing LocalQueue, or create LocalQueue {want!r} "
                        f"in {ns} (spec.clusterQueue: the ClusterQueue that holds the quota).",
                        commands=(f"kubectl get localqueues -n {ns}", "kubectl get clusterqueues"),
                        patch=("apiVersion: kueue.x-k8s.io/v1beta2\nkind: LocalQueue\nmetadata:\n"
                               f"  name: {want}\n  namespace: {ns}\nspec:\n  clusterQueue: <cluster-queue>\n")),
            ev, objects + [ObjectRef("LocalQueue", want, ns)], kind="localqueue", never_fits=True)

    m = CQ_MISSING.search(msg)
    if m or (lq is not None and cq_name and snapshot.has(CLUSTERQUEUES) and cq is None):
        want = m.group(1) if m else cq_name
        return Verdict(
            f"Kueue has not admitted Workload {ns}/{name}: LocalQueue {lq_name} points at ClusterQueue {want!r}, which does not exist",
            "A LocalQueue only forwards workloads to its spec.clusterQueue; that ClusterQueue is missing.",
            Remediation(f"Create ClusterQueue {want!r} (with resourceGroups covering the job's resources) or fix the "
                        f"LocalQueue's spec.clusterQueue.", commands=("kubectl get clusterqueues",
                                                                      f"kubectl get localqueue -n {ns} {lq_name} -o yaml")),
            ev, objects + [ObjectRef("ClusterQueue", want)], kind="clusterqueue", never_fits=True)

    if CQ_INACTIVE.search(msg) or LQ_INACTIVE.search(msg) or (cq is not None and D(condition(cq, "Active")[1]).get("status") == "False"):
        if cq is not None:
            return _inactive_cq(snapshot, wl, cq, ev, objects)

    m = MAX_QUOTA.search(msg)
    if m:
        res, flavor, cap = m.groups()
        return Verdict(
            f"Kueue has not admitted Workload {ns}/{name}: {_tail(msg)}",
            f"The workload asks for more {res} than its ClusterQueue{' ' + cq_name if cq_name else ''} can ever provide in "
            f"flavor {flavor} (maximum capacity {cap}), even empty and with everything it may borrow.",
            Remediation(f"The workload asks for more than the ClusterQueue can ever provide, so freeing quota will not "
                        f"admit it: lower the request, raise flavor {flavor}'s nominalQuota for {res} (or its "
                        "borrowingLimit / the cohort), or send the job to a queue with a larger flavor.",
                        commands=(f"kubectl get clusterqueue {cq_name} -o yaml" if cq_name else "kubectl get clusterqueues -o yaml",)),
            ev, objects, kind="max_quota", never_fits=True)

    m = UNUSED_QUOTA.search(msg)
    if m:
        res, flavor, more = m.groups()
        q = cq_quota(cq, flavor, res) if cq is not None else {}
        if q:
            ev.append(Evidence(f"ClusterQueue {cq_name} flavor {flavor} {res}: nominalQuota {q.get('nominalQuota', '?')}"
                               + (f", borrowingLimit {q['borrowingLimit']}" if "borrowingLimit" in q else "")
                               + (f", reserved {q['flavorsReservation']}" if "flavorsReservation" in q else "")
                               + (f", in use {q['flavorsUsage']}" if "flavorsUsage" in q else ""),
                               ObjectRef("ClusterQueue", cq_name), "/spec/resourceGroups", None))
        holders = _admitted_in(snapshot, cq_name, res)
        if holders:
            ev.append(Evidence(f"admitted workloads holding {res} in {cq_name}", None, None, holders[:10]))
        cq_text = f"ClusterQueue {cq_name}" if cq_name else f"the ClusterQueue of LocalQueue {lq_name or '?'}"
        describe = (f"kubectl describe clusterqueue {cq_name}" if cq_name else
                    f"kubectl describe clusterqueue $(kubectl get localqueue -n {ns} {lq_name} -o jsonpath='{{.spec.clusterQueue}}')"
                    if lq_name else "kubectl get clusterqueues")
        return Verdict(
            f"Kueue has not admitted Workload {ns}/{name}: {cq_text} has no unused {res} quota in flavor "
            f"{flavor} ({more} more needed)",
            "The quota is reserved by workloads already admitted; Kueue admits this one when they finish, when it may "
            "borrow from its cohort, or when a preemption policy lets it evict lower-priority workloads.",
            Remediation("Free quota in the ClusterQueue (wait for or finish the admitted workloads), raise the flavor's "
                        "nominalQuota (or borrowing in the cohort), or give this workload a higher WorkloadPriorityClass "
                        "if the ClusterQueue allows preemption.",
                        commands=(f"kubectl get workloads -A -o wide | grep {cq_name}" if cq_name else "kubectl get workloads -A -o wide",
                                  describe)),
            ev, objects + ([ObjectRef("ClusterQueue", cq_name)] if cq_name else []), kind="quota")

    m = TOPO_NONE.search(msg) or TOPO_SOME.search(msg) or TOPO_ANY.search(msg)
    if m:
        return _topology(snapshot, wl, m.group(1), msg, ev, objects, pod)

    return Verdict(f"Kueue has not admitted Workload {ns}/{name}: {msg or 'no QuotaReserved condition yet'}",
                   "Kueue keeps the pods gated (or the Job suspended) until the workload fits in its ClusterQueue.",
                   Remediation("Look at the Workload's conditions and its ClusterQueue.",
                               commands=(f"kubectl describe workload -n {ns} {name}",)),
                   ev, objects, kind="pending")


def _tail(msg: str) -> str:
    """The message without its "couldn't assign flavors to pod set X: " prefix."""
    return re.sub(r"^couldn't assign flavors to pod set [^:]+: ", "", msg)


def _admitted_in(snapshot, cq_name: str, res: str) -> list[str]:
    out = []
    for w in snapshot.items(WORKLOADS):
        adm = D(D(w.get("status")).get("admission"))
        if adm.get("clusterQueue") != cq_name or not admitted(w):
            continue
        total = 0.0
        for psa in L(adm.get("podSetAssignments")):
            v = _q(D(D(psa).get("resourceUsage")).get(res))
            total += v or 0
        if total:
            out.append(f"{meta(w).get('namespace')}/{meta(w).get('name')} ({total:g} {res})")
    return out


def _inactive_cq(snapshot, wl, cq, ev, objects) -> Verdict:
    ns, name = meta(wl).get("namespace"), meta(wl).get("name")
    cq_name = meta(cq).get("name")
    ai, active = condition(cq, "Active")
    amsg = str(D(active).get("message") or "")
    cref = ObjectRef("ClusterQueue", cq_name)
    ev.append(Evidence("ClusterQueue Active condition", cref,
                       json_pointer("status", "conditions", ai, "message") if ai is not None else None, amsg or None))
    flavors = sorted({str(D(f).get("name")) for rg in L(D(cq.get("spec")).get("resourceGroups"))
                      for f in L(D(rg).get("flavors")) if D(f).get("name")})
    missing = []
    if snapshot.has(FLAVORS):
        have = {meta(f).get("name") for f in snapshot.items(FLAVORS)}
        missing = [f for f in flavors if f not in have]
    else:
        m = MISSING_FLAVORS.search(amsg)
        missing = [x.strip() for x in m.group(1).split(",")] if m else []
    mt = MISSING_TOPOLOGY.search(amsg)
    stopped = D(cq.get("spec")).get("stopPolicy") in ("Hold", "HoldAndDrain") or "is stopped" in amsg
    if missing:
        title = (f"Kueue has not admitted Workload {ns}/{name}: ClusterQueue {cq_name} is inactive, it references missing "
                 f"ResourceFlavor(s) {', '.join(missing)}")
        fix = Remediation(f"Create the ResourceFlavor(s) {', '.join(missing)} (spec.nodeLabels selecting the GPU nodes), "
                          "or remove them from the ClusterQueue's resourceGroups.",
                          commands=("kubectl get resourceflavors", f"kubectl get clusterqueue {cq_name} -o yaml"),
                          patch="".join(f"---\napiVersion: kueue.x-k8s.io/v1beta2\nkind: ResourceFlavor\nmetadata:\n  name: {f}\n"
                                        "spec:\n  nodeLabels:\n    <node-label>: <value>\n" for f in missing))
        kind = "flavor"
    elif mt:
        title = (f"Kueue has not admitted Workload {ns}/{name}: ClusterQueue {cq_name} is inactive, Topology {mt.group(1)!r} "
                 f"of TAS flavor {mt.group(2)!r} does not exist")
        fix = Remediation(f"Create Topology {mt.group(1)!r} (spec.levels: the node labels of your block/rack/host "
                          "hierarchy) or fix the flavor's spec.topologyName.", commands=("kubectl get topologies",))
        kind = "topology"
    elif stopped:
        title = f"Kueue has not admitted Workload {ns}/{name}: ClusterQueue {cq_name} is stopped (spec.stopPolicy)"
        fix = Remediation("An administrator stopped the queue; set spec.stopPolicy: None to resume admission.",
                          commands=(f"kubectl get clusterqueue {cq_name} -o jsonpath='{{.spec.stopPolicy}}'",))
        kind = "clusterqueue"
    else:
        title = f"Kueue has not admitted Workload {ns}/{name}: ClusterQueue {cq_name} is inactive: {amsg or '?'}"
        fix = Remediation("Fix what the ClusterQueue's Active condition names (missing AdmissionChecks, flavors, topology).",
                          commands=(f"kubectl describe clusterqueue {cq_name}",))
        kind = "clusterqueue"
    return Verdict(title, "An inactive ClusterQueue admits nothing: every workload of its LocalQueues waits.", fix, ev,
                   objects + [cref], kind=kind, never_fits=True)


def _topology(snapshot, wl, topo: str, msg: str, ev, objects, pod) -> Verdict:
    ns, name = meta(wl).get("namespace"), meta(wl).get("name")
    t = snapshot.get(TOPOLOGIES, None, topo) if snapshot.has(TOPOLOGIES) else None
    levels = [str(D(lv).get("nodeLabel")) for lv in L(D((t or {}).get("spec")).get("levels"))]
    if t is not None:
        ev.append(Evidence(f"Topology {topo} levels: {', '.join(levels)}", ObjectRef("Topology", topo), "/spec/levels",
                           D(t.get("spec")).get("levels")))
    required = preferred = None
    req_ptr = None
    for i, ps in enumerate(L(D(wl.get("spec")).get("podSets"))):
        tr = D(D(ps).get("topologyRequest"))
        if tr.get("required") and not required:
            required, req_ptr = tr.get("required"), json_pointer("spec", "podSets", i, "topologyRequest", "required")
        preferred = preferred or tr.get("preferred")
    ann = D(D(D(pod or {}).get("metadata")).get("annotations"))
    required = required or ann.get(REQUIRED_TOPOLOGY)
    if required:
        ev.append(Evidence(f"the pod set requires all its pods in one {required} domain", ObjectRef("Workload", name, ns),
                           req_ptr, required if req_ptr else None))
    labelled = None
    if levels and snapshot.nodes:
        labelled = sum(1 for n in snapshot.nodes if all(k in D(meta(n).get("labels")) for k in levels))
        ev.append(Evidence(f"nodes carrying every level label of {topo}: {labelled} of {len(snapshot.nodes)}", None, None, None))
    per_pod, count = _podset_gpus(wl)
    if required and per_pod and snapshot.nodes:
        best = _best_domain(snapshot, required, per_pod)
        if best is not None:
            dom, fits, members = best
            gap = snapshot.gap("pods")
            bound = "at most " if gap is not None and gap.partial else ""   # pods not read may hold GPUs there
            ev.append(Evidence(f"the roomiest {required} domain ({dom}: {', '.join(members[:4])}) holds {bound}{fits} "
                               f"of the {count} pod(s) of {per_pod} GPU(s) each"
                               + (f" (the snapshot's pods are partial: {gap.kind})" if bound else ""), None, None, None))
    fix_bits = []
    if required:
        fix_bits.append(f"relax the placement: {PREFERRED_TOPOLOGY} (best effort) or a wider level than {required}")
    if labelled == 0:
        fix_bits.append(f"label the nodes with {', '.join(levels)} (no node carries them all, so no domain exists)")
    fix_bits.append("or wait for / free capacity in one domain")
    return Verdict(
        f"Kueue has not admitted Workload {ns}/{name}: topology {topo!r} has no domain for it ({_tail(msg)})",
        "Topology-aware scheduling admits the workload only when one domain of the required level has room for all "
        "its pods; Kueue keeps the Job suspended or its pods gated until then.",
        Remediation("; ".join(fix_bits).capitalize() + ". Do not remove Kueue's scheduling gates by hand.",
                    commands=(f"kubectl get topology {topo} -o yaml",
                              "kubectl get nodes -L " + ",".join(levels) if levels else "kubectl get nodes --show-labels",
                              f"kubectl describe workload -n {ns} {name}")),
        ev, objects + [ObjectRef("Topology", topo)], kind="topology")


def _podset_gpus(wl: dict) -> tuple[int, int]:
    """(GPUs one pod of the first pod set asks for, pods in the workload)."""
    from ..kube.gpu import pod_gpu_request
    count, per = 0, 0
    for ps in L(D(wl.get("spec")).get("podSets")):
        n = D(ps).get("count") if isinstance(D(ps).get("count"), int) else 1
        count += n
        g = sum(pod_gpu_request({"spec": D(D(ps).get("template")).get("spec")}).values())
        per = per or g
    return per, count


def _best_domain(snapshot, level: str, per_pod: int):
    """(domain value, pods of `per_pod` GPUs it can hold, its nodes) for the roomiest domain."""
    from ..dra.gpus import node_gpus, pod_gpus    # GPUs through DRA claims count as well
    from ..kube.pods import is_terminated
    domains: dict[str, list] = {}
    for n in snapshot.nodes:
        v = D(meta(n).get("labels")).get(level)
        if v is None:
            continue
        name = meta(n).get("name")
        used = sum(pod_gpus(snapshot, p) for p in snapshot.pods_on_node(name) if not is_terminated(p))
        free = node_gpus(snapshot, n) - used
        domains.setdefault(str(v), []).append((name, max(free, 0) // per_pod))
    if not domains:
        return None
    dom, members = max(domains.items(), key=lambda kv: (sum(x[1] for x in kv[1]), kv[0]))
    return dom, sum(x[1] for x in members), [x[0] for x in members]
