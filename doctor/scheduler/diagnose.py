"""Why is this Pod not scheduled? Pod-level admission first (already bound, scheduling gates,
a scheduler that is not running, Volcano PodGroup / Kueue Workload admission: admission.py),
then the scheduling cycle replayed (simulation.py) and turned into plain-English findings by
the plugin that rejected the nodes (each plugin's ``explain``), GPU inventory reasoning
(renamed/MIG resources, a GPU node advertising 0), DefaultPreemption's verdict, and a
comparison with what the scheduler itself last said (FailedScheduling events / PodScheduled
condition)."""
from __future__ import annotations

from ..kube.guards import D, L  # noqa: F401

from dataclasses import dataclass, field

from ..kube.gpu import GFD_COUNT, gfd_gpu_count, is_gpu_node, is_gpu_resource
from ..kube.pods import condition
from ..dra.gpus import claim_gpus
from ..dra.hints import extended_resource_hint
from ..model import Evidence, Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer
from ..signatures.events import parse_message
from . import reasons as R
from .admission import admission_findings
from .events import SchedulingEvent, failed_scheduling
from .framework import CHECK, NO_NODES, Explanation
from .plugins import BY_NAME, POST_FILTER
from .plugins.inter_pod_affinity import AFFINITY as _AFFINITY
from .plugins.node_resources_fit import NAME as NODE_RESOURCES_FIT
from .plugins.pod_topology_spread import NAME as POD_TOPOLOGY_SPREAD
from .remedy import meta as _meta, to_yaml as _yaml
from .simulation import Simulation, deciding_plugins, simulate
from .state import ClusterState

__all__ = ["Diagnosis", "diagnose", "CHECK"]


@dataclass
class Diagnosis:
    pod: dict
    status: str                       # scheduled | pending
    headline: str
    simulation: Simulation | None = None
    findings: list[Finding] = field(default_factory=list)
    events: list[SchedulingEvent] = field(default_factory=list)
    observed: object = None           # ParsedMessage of what the scheduler last said
    observed_source: str | None = None
    observed_evidence: Evidence | None = None   # where the scheduler's own words were read
    disagreement: str | None = None
    gang: dict | None = None
    primary: Finding | None = None    # the finding the headline names (states POD_UNSCHEDULABLE)

    @property
    def schedulable(self) -> bool:
        return self.status == "scheduled" or (self.simulation is not None and self.simulation.schedulable
                                              and not any(f.root_cause and f.severity is Severity.CRITICAL
                                                          for f in self.findings))


# ---------------------------------------------------------------------------------------
def diagnose(snapshot, pod: dict, state: ClusterState | None = None, preemption: bool = True,
             detail: bool = True) -> Diagnosis:
    state = state or ClusterState(snapshot)
    meta, spec = _meta(pod), D(pod.get("spec"))
    ns, name = meta.get("namespace") or "default", meta.get("name") or "?"
    ref = _ref(pod)
    phase = D(pod.get("status")).get("phase") or "Unknown"
    events = failed_scheduling(snapshot, pod)

    if spec.get("nodeName"):
        node = spec["nodeName"]
        diag = Diagnosis(pod, "scheduled", f"Pod {ns}/{name} is already scheduled on node {node} "
                         f"(phase {phase}); scheduling is not its problem.", events=events)
        from ..snapshot import kubelet_ran
        if snapshot.has("nodes") and snapshot.node(node) is None and (
                not snapshot.complete("nodes") or kubelet_ran(pod)):
            # a kubelet wrote this pod's status, or the snapshot is known to lack nodes: the node
            # is missing from the snapshot, not from the cluster (issue 11)
            diag.headline = (f"Pod {ns}/{name} is already scheduled on node {node} (phase {phase}); node {node} "
                             f"is not in the snapshot (it is partial), so the node's state cannot be checked.")
            return diag
        if snapshot.has("nodes") and snapshot.node(node) is None and phase == "Pending":
            diag.status = "pending"
            diag.headline = (f"Pod {ns}/{name} is bound to node {node}, which does not exist: it was created "
                             "with spec.nodeName set, so no scheduler will ever move it.")
            diag.findings.append(Finding(
                CHECK, Severity.CRITICAL, diag.headline,
                "spec.nodeName bypasses the scheduler; the kubelet of that node would have to start the pod, "
                "and there is no such node in the cluster.",
                Remediation("Recreate the pod without spec.nodeName (use a nodeSelector on "
                            "kubernetes.io/hostname instead).",
                            commands=(f"kubectl get pod -n {ns} {name} -o yaml > pod.yaml  # remove spec.nodeName, then:",
                                      "kubectl replace --force -f pod.yaml")),
                objects=[ref], evidence=[Evidence("pod is bound to a node name", ref, "/spec/nodeName", node)],
                confidence=0.95, key=f"{ns}/{name}|bound-missing-node", root_cause=True))
        return diag

    diag = Diagnosis(pod, "pending", "", events=events)
    _observed(diag, pod, events)
    sim = simulate(pod, state, preemption=preemption, detail=detail)
    diag.simulation = sim
    _preemption_partial(snapshot, state, sim)     # before the findings: a guess about victims is no answer
    ctx_f, diag.gang = admission_findings(snapshot, state, pod, ref, events, sim)
    if not sim.schedulable:
        sim_f = _simulation_findings(snapshot, state, pod, sim, ref)
        # a PreFilter rejection (a missing PVC, ...) holds whatever nodes exist
        ctx_f += sim_f if sim.prefilter is not None else _affinity_partial(
            snapshot, sim, _nodes_partial(snapshot, sim_f, ns, name), ns, name)
    _compare(diag, sim, ref, ctx_f)
    _pods_partial(snapshot, diag, sim, ref, ctx_f, ns, name)
    diag.findings = ctx_f
    diag.headline, diag.primary = _headline(diag, sim, ns, name)
    if diag.primary is not None:
        diag.primary.states.append(Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(pod)))
    return diag


def _partial_gap(snapshot, resource: str):
    gap = snapshot.gap(resource)
    return gap if gap is not None and gap.partial else None


def _nodes_partial(snapshot, findings: list[Finding], ns, name) -> list[Finding]:
    """Nodes missing from the snapshot (a partial recording, a list cut short) may have the room
    no node that was read has: "does not fit" is then not a verdict. The findings stay (they are
    true of the nodes that were read), lowered to info with that caveat, as `pending` does."""
    gap = _partial_gap(snapshot, "nodes")
    if gap is None:
        return findings
    for f in findings:
        if f.severity is Severity.INFO:
            continue
        f.severity = Severity.INFO
        f.confidence = min(f.confidence, 0.5)
        f.title = f"Cannot tell whether pod {ns}/{name} fits: {f.title[0].lower() + f.title[1:]} (among the nodes that were read)"
        f.summary = (f"The snapshot's nodes are partial ({gap.detail()}): nodes it lacks may have room, so this "
                     f"is true only of the nodes that were read. {f.summary}")
    return findings


# Filters that pods the snapshot lacks can make a node pass (the others only fail more with more pods):
# a required pod affinity they satisfy (InterPodAffinity's AFFINITY reason; its anti-affinity reasons
# only fail more), spread constraints whose counts they change (PodTopologySpread)


def _seen_whole(snapshot, namespaces: set[str] | None) -> bool:
    """Every pod of these namespaces is in the snapshot although its pods are partial: the one
    namespace that was read whole (`record -n NS`, the namespaced fallback: a FILTERED gap)."""
    from ..snapshot import FILTERED

    gap = _partial_gap(snapshot, "pods")
    return gap is None or (gap.kind == FILTERED and gap.namespace is not None and namespaces is not None
                           and namespaces <= {gap.namespace})


def affinity_namespaces(pod: dict) -> set[str] | None:
    """The namespaces whose pods the pod's required pod affinity terms count (the terms' `namespaces`,
    else the pod's own); None when a term has a namespaceSelector (any namespace may match)."""
    own = _meta(pod).get("namespace") or "default"
    terms = D(D(D(pod.get("spec")).get("affinity")).get("podAffinity")).get(
        "requiredDuringSchedulingIgnoredDuringExecution")
    out: set[str] = set()
    for term in L(terms):
        if not isinstance(term, dict):
            continue
        if term.get("namespaceSelector") is not None:
            return None
        out |= {n for n in L(term.get("namespaces")) if isinstance(n, str) and n} or {own}
    return out


def needs_unseen_pods(nodes, snapshot=None, pod: dict | None = None) -> bool:
    """Some node's only obstacle is a required pod affinity (kube-scheduler's reason, first or in
    `also`; a node whose `also` may be incomplete counts too) whose terms count pods the snapshot
    may lack (a namespace it did not read whole: given `snapshot` and `pod`): those pods may satisfy
    it, so "does not fit" is no verdict when its pods are partial. `nodes`: NodeResults or their
    to_dict() (doctor.acquire.partial_verdict reads the JSON)."""
    if snapshot is not None and pod is not None and _seen_whole(snapshot, affinity_namespaces(pod)):
        return False
    for n in nodes:
        d = n if isinstance(n, dict) else None
        fits = d.get("fits") if d is not None else n.fits
        if fits:
            continue
        reasons = list(d.get("reasons") or []) + list(d.get("also") or []) if d is not None else n.reasons + n.also
        partial = d.get("also_partial") if d is not None else n.also_partial
        if _AFFINITY in reasons and (partial or all(r == _AFFINITY for r in reasons)):
            return True
    return False


def _affinity_partial(snapshot, sim: Simulation, findings: list[Finding], ns, name) -> list[Finding]:
    """Pods missing from the snapshot may be the ones a node lacks for the pod's required pod
    affinity: with its pods partial and a node held back by nothing else, "does not fit" is not a
    verdict. The findings stay (true of the pods that were read), lowered to info with that caveat,
    as `pending` says "Cannot tell" (doctor.acquire.partial_verdict). Anti-affinity stands: pods
    not read can only repel more."""
    gap = _partial_gap(snapshot, "pods")
    if gap is None or not needs_unseen_pods(sim.nodes, snapshot, sim.pod):
        return findings
    for f in findings:
        if f.severity is Severity.INFO:
            continue
        f.severity = Severity.INFO
        f.confidence = min(f.confidence, 0.5)
        f.title = (f"Cannot tell whether pod {ns}/{name} fits: {f.title[0].lower() + f.title[1:]} "
                   "(among the pods that were read)")
        f.summary = (f"The snapshot's pods are partial ({gap.detail()}): on a node held back only by the pod's "
                     "required pod affinity, pods it lacks may be the ones that affinity needs, so this is true "
                     f"only of the pods that were read. {f.summary}")
    return findings


def _preemption_partial(snapshot, state, sim: Simulation) -> None:
    """DefaultPreemption's dry run counted only the pods the snapshot holds. With its pods partial,
    kube-scheduler's per-node words ("No preemption victims found", what is still insufficient after
    evicting) are not known, so the simulated message drops its " preemption: ..." part and each
    node its preemption entry; a note says what stands instead:
    - no node works even without every lower-priority pod that was read, and no node is held back by
      a filter more pods can make pass (pod affinity, topology spread): preemption cannot help (pods
      not read can only hold more: those of lower priority would be evicted too, back to what was read);
    - otherwise, or when evicting pods that were read would make room (a nomination: pods not read
      may still hold that node), it cannot tell, and no "waits for preemption" is said.
    Verdicts that do not depend on pods stand: preemptionPolicy Never, a PreFilter rejection."""
    gap = _partial_gap(snapshot, "pods")
    if gap is None or sim.schedulable or sim.prefilter is not None:
        return
    nominated = sim.preemption_node
    if nominated is None and not any(n.preemption for n in sim.nodes):
        return          # no dry run of pods (--no-preemption, preemptionPolicy Never, 1.34+ 'not found')
    from .message import fit_error_message

    own = {_meta(sim.pod).get("namespace") or "default"}
    peers = any((r.plugin == POD_TOPOLOGY_SPREAD and not _seen_whole(snapshot, own))   # counts its own namespace
                or (_AFFINITY in r.reasons and not _seen_whole(snapshot, affinity_namespaces(sim.pod)))
                for n in sim.nodes if not n.fits for r in n.rejections)
    for n in sim.nodes:
        n.preemption = None
    sim.postfilter = ""
    sim.message = fit_error_message(sim.total_nodes, sim.histogram(), "", "", state.wording.postfilter_format)
    lacks = f"the snapshot's pods are partial ({gap.detail()})"
    if nominated is not None:
        sim.preemption_node = None
        sim.notes.append(f"preemption: cannot tell whether evicting lower-priority pods makes room: among the pods "
                         f"that were read, evicting {len(nominated.victims)} of them on {nominated.name} would, but "
                         f"{lacks} and pods it lacks may hold more of that node (those of higher priority stay)")
    elif peers:
        sim.notes.append(f"preemption: cannot tell whether evicting lower-priority pods makes room: {lacks}; pods it "
                         "lacks may be victims, or change the pod's affinity / topology spread verdicts")
    else:
        sim.notes.append("preemption cannot help: even without every lower-priority pod the snapshot shows, no node "
                         f"has room, and pods it lacks only hold more ({lacks}); kube-scheduler's words per node "
                         "(no victims / still insufficient after evicting) cannot be told without them")


def _pods_partial(snapshot, diag: Diagnosis, sim: Simulation, ref, findings: list[Finding], ns, name) -> None:
    """Pods missing from the snapshot (`record -n NS`, a namespaced fallback, a list cut short)
    may hold the GPUs/CPUs the simulation thinks free: "fits" is not said. The scheduler's own
    word is then the evidence (its "Insufficient nvidia.com/gpu" is no stale message: it saw
    every pod), and the finding says what could not be read (issue 11)."""
    gap = _partial_gap(snapshot, "pods")
    if gap is None or diag.status != "pending":
        return
    if not sim.schedulable:
        if sim.prefilter is None and needs_unseen_pods(sim.nodes, snapshot, sim.pod):
            # _affinity_partial lowered "does not fit": the scheduler's word is the evidence, not a
            # disagreement (it saw the pods the snapshot lacks)
            findings[:] = [f for f in findings if not f.key.endswith("|disagree")]
            diag.disagreement = None
            if diag.observed is not None:
                for f in findings:
                    if f.title.startswith(f"Cannot tell whether pod {ns}/{name} fits"):
                        f.summary += (f" kube-scheduler, which sees every pod, last said ({diag.observed_source}): "
                                      f"{diag.observed.text!r}.")
                        if diag.observed_evidence is not None:
                            f.evidence = f.evidence + [diag.observed_evidence]
        return
    findings[:] = [f for f in findings if not f.key.endswith("|disagree")]
    diag.disagreement = None
    fitting = [n.name for n in sim.fitting]
    said = (f" kube-scheduler, which sees every pod, last said ({diag.observed_source}): {diag.observed.text!r}."
            if diag.observed is not None else "")
    evidence = [diag.observed_evidence] if diag.observed_evidence is not None else []
    findings.append(Finding(
        CHECK, Severity.INFO,
        f"Cannot tell whether pod {ns}/{name} fits: the simulation finds room on {len(fitting)} node(s) among what "
        f"was read, but the snapshot's pods are partial ({gap.kind})",
        f"Pods not in the snapshot may hold those resources: {gap.detail()}.{said}",
        Remediation("Read pods in every namespace (a ClusterRole that lists pods, or a recording without -n) to "
                    "know what holds the nodes' GPUs.",
                    commands=tuple(f"kubectl get pods -A -o wide --field-selector spec.nodeName={n}"
                                   for n in fitting[:3])),
        objects=[ref] + [ObjectRef("Node", n) for n in fitting[:5]], evidence=evidence,
        confidence=0.5, root_cause=True, key=f"{ns}/{name}|partial-pods"))


def _ref(pod: dict) -> ObjectRef:
    return ObjectRef.of(pod, "Pod")


def _observed(diag: Diagnosis, pod: dict, events: list[SchedulingEvent]) -> None:
    cond = condition(pod, "PodScheduled")
    if cond and cond.get("status") == "False" and cond.get("reason") == "Unschedulable":
        parsed = parse_message(cond.get("message") or "")
        if parsed is not None:
            diag.observed, diag.observed_source = parsed, "PodScheduled condition"
            index = L(D(pod.get("status")).get("conditions")).index(cond)
            diag.observed_evidence = Evidence("PodScheduled condition", ObjectRef.of(pod, "Pod"),
                                              json_pointer("status", "conditions", index, "message"), cond.get("message"))
            return
    for ev in reversed(events):
        if ev.parsed is not None:
            diag.observed, diag.observed_source = ev.parsed, "FailedScheduling event"
            text_field = "message" if isinstance(ev.event.get("message"), str) else "note"
            diag.observed_evidence = Evidence("FailedScheduling event", ObjectRef.of(ev.event, "Event"),
                                              json_pointer(text_field), ev.event.get(text_field))
            return


def _headline(diag: Diagnosis, sim: Simulation, ns: str, name: str) -> tuple[str, Finding | None]:
    """The pod-level answer: (first line, the finding it names). That finding states
    Fact(POD_UNSCHEDULABLE, pod), so a cause found by another check (a GPU Operator driver
    that keeps the node's GPUs away, say) links above it in the engine's graph."""
    explained = {fp for f in diag.findings for fp in f.explains}
    roots = [f for f in diag.findings if f.root_cause and f.fingerprint not in explained]
    if roots:
        # stable sort: diagnose's own order, causes that explain other findings first
        best = sorted(roots, key=lambda f: (-f.severity.rank, 0 if f.explains else 1))[0]
        return best.title, best
    if sim.schedulable:
        n = sim.fit_count
        return (f"Pod {ns}/{name} fits on {n} of {sim.total_nodes} node(s) right now; "
                "the scheduler should place it on its next attempt."), None
    if diag.findings:
        return diag.findings[0].title, diag.findings[0]
    return f"Pod {ns}/{name} does not fit on any node.", None


def _simulation_findings(snapshot, state, pod, sim: Simulation, ref) -> list[Finding]:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    out: list[Finding] = []
    if not state.nodes:
        return [Finding(CHECK, Severity.CRITICAL, f"Pod {ns}/{name} cannot be scheduled: the cluster has no nodes",
                        NO_NODES, Remediation("Add nodes (or check that `kubectl get nodes` lists them).",
                                                commands=("kubectl get nodes",)),
                        objects=[ref], confidence=0.9, root_cause=True, key=f"{ns}/{name}|no-nodes")]
    if sim.prefilter is not None:
        out.append(_prefilter_finding(snapshot, pod, ref, sim))
        return out + POST_FILTER.explain(pod, ref, sim)
    # which single constraint keeps the most nodes out? (nodes rejected by exactly one plugin)
    near: dict[str, list] = {}
    by_plugin: dict[str, list] = {}
    gpu_req = {k: v for k, v in sim.request.items() if is_gpu_resource(k)}
    for n in sim.nodes:
        if n.fits:
            continue
        plugins = deciding_plugins(n.rejections)     # a cordon's own taint counts as the cordon
        by_plugin.setdefault(n.plugin, []).append(n)
        if len(plugins) == 1:
            plugin = next(iter(plugins))
            if plugin == NODE_RESOURCES_FIT and gpu_req:
                alloc = state.alloc(state.node_by_name(n.name))[0]
                if any(alloc.get(r, 0) <= 0 for r in gpu_req):
                    continue    # a node without the GPU resource is no near miss: freeing it up cannot help
            near.setdefault(plugin, []).append(n)
    plugins_seen = set(by_plugin) | set(near)
    order = sorted(plugins_seen, key=lambda p: (-len(near.get(p, [])), -len(by_plugin.get(p, [])), p))
    for rank_i, plugin in enumerate(order):
        nodes_near = near.get(plugin, [])
        if rank_i > 0 and not nodes_near:
            continue   # not an obstacle on its own anywhere; the per-node table still lists it
        nodes_all = [n for n in sim.nodes if any(r.plugin == plugin for r in n.rejections)]
        impl = BY_NAME.get(plugin)
        f = impl.explain(Explanation(snapshot, state, pod, ref, sim, nodes_near, nodes_all, gpu_req, plugin)) \
            if impl is not None else None
        if f is not None:
            f.root_cause = rank_i == 0
            if rank_i > 0:
                f.confidence = min(f.confidence, 0.75)
            out.append(f)
    if gpu_req:
        inventory = _gpu_inventory_findings(state, pod, ref, sim, gpu_req)
        symptoms = [f.fingerprint for f in out if f.key.startswith(f"{ns}/{name}|{NODE_RESOURCES_FIT}")]
        for f in inventory:
            if f.root_cause:
                f.explains = list(symptoms) + [fp for fp in f.explains if fp not in symptoms]
        out += inventory
    pre = POST_FILTER.explain(pod, ref, sim)
    if pre and sim.preemption_node is not None:
        # the scheduler is already making room: that is the answer, the shortage explains why
        for f in out:
            if f.root_cause and f.key.startswith(f"{ns}/{name}|{NODE_RESOURCES_FIT}"):
                f.root_cause = False
                f.severity = Severity.WARNING
                pre[0].explains.append(f.fingerprint)
    return out + pre


def _prefilter_finding(snapshot, pod, ref, sim) -> Finding:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    rej = sim.prefilter
    text = rej.reasons[0]
    impl = BY_NAME.get(rej.plugin)
    ex = Explanation(snapshot, None, pod, ref, sim, [], [], {}, rej.plugin)
    got = impl.explain_prefilter(ex, rej) if impl is not None else None
    if got is None:
        got = (f"Pod {ns}/{name} is rejected before any node is considered: {text}",
               Remediation("Fix the object the message names.", commands=(f"kubectl describe pod -n {ns} {name}",)))
    title, fix = got
    field_name = impl.prefilter_field if impl is not None else "volumes"
    return Finding(CHECK, Severity.CRITICAL, title, f"kube-scheduler ({rej.plugin}, PreFilter) reports: {text}",
                   fix, objects=[ref],
                   evidence=[Evidence(f"{rej.plugin} PreFilter rejects the pod: {text}", ref,
                                      json_pointer("spec", field_name), D(pod.get("spec")).get(field_name))],
                   confidence=0.95, root_cause=True, key=f"{ns}/{name}|prefilter")


def _gpu_inventory_findings(state, pod, ref, sim, gpu_req) -> list[Finding]:
    """Renamed GPU resources (MIG, time-slicing .shared) and GPU nodes advertising 0."""
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    out = []
    offered: dict[str, list[str]] = {}
    zero_nodes = []
    for node in state.nodes:
        nname = _meta(node).get("name")
        alloc = state.alloc(node)[0]
        for k, v in alloc.items():
            if is_gpu_resource(k) and v > 0:
                offered.setdefault(k, []).append(nname)
        if is_gpu_node(node) and not any(v > 0 for k, v in alloc.items() if is_gpu_resource(k)) \
                and not claim_gpus(state.snapshot).has_dra_gpus(nname):   # DRA nodes advertise none
            zero_nodes.append(node)
    for res, want in gpu_req.items():
        if res in offered:
            continue
        others = {k: v for k, v in offered.items() if k != res}
        if others:
            alt = sorted(others, key=lambda k: -len(others[k]))[0]
            out.append(Finding(
                CHECK, Severity.CRITICAL,
                f"Pod {ns}/{name} requests {res}, but the nodes offer GPUs only as {', '.join(sorted(others))}",
                (f"No node advertises {res}; the GPUs are exposed under another resource name (MIG partitions "
                 "nvidia.com/mig-*, or time-slicing/MPS with renameByDefault -> nvidia.com/gpu.shared). "
                 f"kube-scheduler reports Insufficient {res} on every node."),
                Remediation(f"Request {alt} instead of {res} (or reconfigure the device plugin / MIG strategy).",
                            patch=_yaml({"resources": {"limits": {alt: want}}})),
                objects=[ref] + [ObjectRef("Node", n) for n in others[alt][:5]],
                evidence=[Evidence(f"node advertises {alt}", ObjectRef("Node", others[alt][0]),
                                   json_pointer("status", "allocatable", alt),
                                   ((state.node_by_name(others[alt][0]).get("status") or {}).get("allocatable") or {}).get(alt))],
                confidence=0.95, root_cause=True, blast_radius=want, key=f"{ns}/{name}|renamed|{res}"))
    for node in zero_nodes[:5]:
        nname = _meta(node).get("name")
        out.append(Finding(
            CHECK, Severity.CRITICAL if not any(n.fits for n in sim.nodes) else Severity.WARNING,
            f"GPU node {nname} advertises 0 allocatable GPUs"
            + (f" although it is labelled with {gfd_gpu_count(node)}" if gfd_gpu_count(node) else ""),
            "The node has GPUs (GPU Feature Discovery / NFD labels) but the device plugin registers none, so "
            "the scheduler sees no GPU there: the NVIDIA device plugin is not running or not healthy on it.",
            Remediation("Find out why the device plugin registers no GPUs on that node: its pod and log, and the "
                        "driver and container toolkit under it (GPU Operator pods on the node). Restarting the plugin "
                        "helps only when the plugin itself is at fault; once the stack under it runs, the GPUs come back.",
                        commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={nname} | grep -i nvidia",
                                  f"kubectl describe node {nname}")),
            objects=[ref, ObjectRef("Node", nname)],
            evidence=[Evidence("allocatable nvidia.com/gpu", ObjectRef("Node", nname),
                               json_pointer("status", "allocatable", "nvidia.com/gpu"),
                               (D(node.get("status")).get("allocatable") or {}).get("nvidia.com/gpu", "absent")),
                      Evidence("GPU count label", ObjectRef("Node", nname), json_pointer("metadata", "labels", GFD_COUNT),
                               (D(node.get("metadata")).get("labels") or {}).get(GFD_COUNT))],
            confidence=0.92, blast_radius=gfd_gpu_count(node) or 1, key=f"{nname}|zero-gpu", root_cause=True,
            states=[Fact(Symptom.NODE_GPUS_MISSING, Subject.node(nname))]))
        if out[-1].severity is Severity.CRITICAL:
            # the device-plugin view of the same node fact (another check may state it too): one
            # top-level entry, folded under the one that names the waiting pod
            out[-1].explains.append(Fact(Symptom.NODE_GPUS_MISSING, Subject.node(nname)))
    hint = extended_resource_hint(state.snapshot, pod, ref, gpu_req, CHECK)   # GPUs only through DRA
    if hint is not None:
        out.append(hint)
    return out


def _compare(diag: Diagnosis, sim: Simulation, ref, findings: list[Finding]) -> None:
    obs = diag.observed
    if obs is None:
        return
    meta = _meta(diag.pod)
    ns, name = meta.get("namespace"), meta.get("name")
    problems = []
    if obs.total_nodes is not None and obs.total_nodes != sim.total_nodes:
        problems.append(f"the scheduler counted {obs.total_nodes} node(s), the snapshot has {sim.total_nodes}")
    if sim.schedulable:
        problems.append("the scheduler said no node fits, but the simulation finds "
                        f"{len(sim.fitting)} node(s) that fit now ({', '.join(n.name for n in sim.fitting[:5])})")
    else:
        mine = {}
        for r, n in sim.histogram().items():
            c = R.canonical(r)
            mine[c] = mine.get(c, 0) + n
        theirs: dict[str, int] = {}
        for r, n in (obs.reasons.items() if obs.prefilter is None else [(obs.prefilter, obs.total_nodes or 0)]):
            theirs[R.canonical(r)] = theirs.get(R.canonical(r), 0) + n
        if obs.truncated:
            theirs = {k: v for k, v in theirs.items() if k in mine}
        if theirs != mine:
            diff = sorted(set(theirs) | set(mine))
            problems.append("reasons differ: " + "; ".join(
                f"{k}: scheduler {theirs.get(k, 0)}, simulation {mine.get(k, 0)}" for k in diff
                if theirs.get(k, 0) != mine.get(k, 0)))
    if obs.preemption_reasons and sim.message and obs.prefilter is None:
        # the PostFilter verdict too: nodes where preemption "is not helpful" (rejected
        # UnschedulableAndUnresolvable) versus nodes without victims are the scheduler's own split
        mine_p = parse_message(sim.message).preemption_reasons
        if mine_p and mine_p != obs.preemption_reasons:
            problems.append("preemption differs: " + "; ".join(
                f"{k}: scheduler {obs.preemption_reasons.get(k, 0)}, simulation {mine_p.get(k, 0)}"
                for k in sorted(set(mine_p) | set(obs.preemption_reasons))
                if obs.preemption_reasons.get(k, 0) != mine_p.get(k, 0)))
    if not problems:
        return
    diag.disagreement = "; ".join(problems)
    findings.append(Finding(
        CHECK, Severity.INFO,
        f"The scheduler's last message for {ns}/{name} differs from the simulation on this snapshot",
        f"{diag.observed_source}: {obs.text!r}. Differences: {diag.disagreement}. Either the cluster changed "
        "since the scheduler's last attempt (stale message: it retries on its own, or the snapshot is newer), or a "
        "filter the doctor does not model (scheduler extender, out-of-tree plugin, custom profile) is involved.",
        Remediation("Re-run against the live cluster; if the difference persists, check the scheduler's "
                    "configuration (profiles, extenders).",
                    commands=(f"kubectl get events -n {ns} --field-selector involvedObject.name={name},reason=FailedScheduling",)),
        objects=[ref], evidence=[diag.observed_evidence or Evidence(diag.observed_source or "scheduler message", ref, None, obs.text)],
        confidence=0.6, key=f"{ns}/{name}|disagree"))
