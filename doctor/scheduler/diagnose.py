"""Why is this Pod not scheduled? Pod-level causes first (already bound, scheduling gates, a
scheduler that is not running, Volcano PodGroup / Kueue Workload admission), then the Filter
simulation turned into plain-English findings with evidence and a concrete fix, GPU
reasoning (fragmentation, capacity held by other pods, renamed/MIG resources, a GPU node
advertising 0, hardware labels no node has), gang placement, and a comparison with what the
scheduler itself last said (FailedScheduling events / PodScheduled condition)."""
from __future__ import annotations

from ..kube.guards import D, L  # noqa: F401

import difflib
import json
from dataclasses import dataclass, field

from ..kube.gpu import GFD_COUNT, gfd_gpu_count, is_gpu_node, is_gpu_resource
from ..kube.pods import condition
from ..kube.quantity import format_amount
from ..kube.selectors import describe_label_selector, matches_label_selector, node_selector_matches, selector_keys
from ..kube.taints import node_taints, pod_tolerations, taint_text, toleration_for, untolerated_taints
from ..model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from . import reasons as R
from .events import SchedulingEvent, failed_scheduling
from .filters import Simulation, deciding_plugins, simulate
from ..signatures.events import parse_message
from .state import DEFAULT_SCHEDULER, ClusterState

CHECK = "pending_pods"
KUEUE_GATE = "kueue.x-k8s.io/admission"
VOLCANO_GROUP_ANNOTATIONS = ("scheduling.k8s.io/group-name", "scheduling.volcano.sh/group-name")


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

    @property
    def schedulable(self) -> bool:
        return self.status == "scheduled" or (self.simulation is not None and self.simulation.schedulable
                                              and not any(f.root_cause and f.severity is Severity.CRITICAL
                                                          for f in self.findings))


def _ref(pod: dict) -> ObjectRef:
    return ObjectRef.of(pod, "Pod")


def _meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


def _yaml(obj) -> str:
    import yaml
    return yaml.safe_dump(obj, sort_keys=False, default_flow_style=False)


def _fmt(resource: str, value: int) -> str:
    return format_amount(resource, value)


def _owner_patch_target(snapshot, pod: dict) -> tuple[str, str]:
    """('kubectl patch' target, JSON path prefix to the pod spec) for the pod's top owner."""
    chain = snapshot.owner_chain(pod)
    ns = _meta(pod).get("namespace")
    top = chain[-1] if chain else pod
    # an owner the snapshot does not hold (e.g. jobs not recorded) is still the thing to change
    refs = [o for o in L(_meta(top).get("ownerReferences")) if isinstance(o, dict)]
    missing = next((o for o in refs if o.get("controller") is True), None)
    kind, oname = (str(top.get("kind") or "?") if chain else "Pod"), _meta(top).get("name")
    if missing and missing.get("kind") and missing.get("name"):
        kind, oname = str(missing["kind"]), str(missing["name"])
        pod_hash = D(_meta(top).get("labels")).get("pod-template-hash")
        if kind == "ReplicaSet" and pod_hash and oname.endswith(f"-{pod_hash}"):
            kind, oname = "Deployment", oname[: -len(pod_hash) - 1]   # the Deployment owns the template
    if kind == "Pod":
        return f"-n {ns} pod/{oname}", "spec"
    prefix = {"CronJob": "spec.jobTemplate.spec.template.spec"}.get(kind, "spec.template.spec")
    return f"-n {ns} {kind.lower()}/{oname}", prefix


def _recreate_command(target: str, prefix: str) -> str | None:
    """For targets whose pod spec cannot be patched in place (a bare Pod: nodeSelector,
    affinity, schedulerName are immutable; a Job: spec.template is immutable), the way to
    recreate it instead of a `kubectl patch` the API server would reject. None otherwise."""
    ns_part, _, obj = target.rpartition(" ")
    kind, _, name = obj.partition("/")
    if not (prefix == "spec" or kind == "job"):
        return None
    extra = (", drop spec.selector and the controller-uid labels" if kind == "job" else "")
    return (f"kubectl get {kind} {ns_part} {name} -o yaml > {name}.yaml   # its pod spec is immutable: edit the file "
            f"as in the patch below{extra}, then: kubectl replace --force -f {name}.yaml  (deletes and recreates it)")


def _nest(prefix: str, leaf: dict) -> dict:
    out = leaf
    for part in reversed(prefix.split(".")):
        out = {part: out}
    return out


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
    ctx_f: list[Finding] = []

    gate_f = _gates(snapshot, pod, ref)
    sched_f = _scheduler(snapshot, pod, ref, events)
    kueue_f = kueue_findings(snapshot, pod, ref)
    for f in kueue_f:  # the Workload says *why* the gate is still there
        f.explains = [g.fingerprint for g in gate_f]
    diag.gang = _gang(snapshot, state, pod, sim)
    volcano_f = _volcano(snapshot, pod, ref, diag.gang, sim)
    group_f = volcano_f + kueue_f
    ctx_f += gate_f + sched_f + group_f
    if not sim.schedulable:
        ctx_f += _simulation_findings(snapshot, state, pod, sim, ref)
    if diag.gang and sim.schedulable and diag.gang["fit"] < diag.gang["size"] and not volcano_f:
        ctx_f.append(_gang_finding(pod, ref, diag.gang))
    _compare(diag, sim, ref, ctx_f)
    diag.findings = ctx_f
    diag.headline = _headline(diag, sim, ns, name)
    return diag


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


def _headline(diag: Diagnosis, sim: Simulation, ns: str, name: str) -> str:
    explained = {fp for f in diag.findings for fp in f.explains}
    roots = [f for f in diag.findings if f.root_cause and f.fingerprint not in explained]
    if roots:
        # stable sort: diagnose's own order, causes that explain other findings first
        best = sorted(roots, key=lambda f: (-f.severity.rank, 0 if f.explains else 1))[0]
        return best.title
    if sim.schedulable:
        n = len(sim.fitting)
        return (f"Pod {ns}/{name} fits on {n} of {sim.total_nodes} node(s) right now; "
                "the scheduler should place it on its next attempt.")
    return diag.findings[0].title if diag.findings else f"Pod {ns}/{name} does not fit on any node."


# ---- pod-level causes --------------------------------------------------------------------
def _gates(snapshot, pod, ref) -> list[Finding]:
    gates = [str(g.get("name")) for g in L(D(pod.get("spec")).get("schedulingGates")) if isinstance(g, dict)]
    if not gates:
        return []
    ns, name = _meta(pod).get("namespace"), _meta(pod).get("name")
    ev = [Evidence(f"scheduling gates: {', '.join(gates)}", ref, "/spec/schedulingGates",
                   D(pod.get("spec")).get("schedulingGates"))]
    cond = condition(pod, "PodScheduled")
    if cond:
        idx = D(pod.get("status")).get("conditions").index(cond)
        ev.append(Evidence("PodScheduled condition reason", ref, json_pointer("status", "conditions", idx, "reason"),
                           cond.get("reason")))
    if KUEUE_GATE in gates:
        lq = D(_meta(pod).get("labels")).get("kueue.x-k8s.io/queue-name")
        lq = lq if isinstance(lq, str) and lq else None
        text = ("Kueue holds the pod until its Workload is admitted (quota reserved in a ClusterQueue); "
                "look at the Workload's conditions for why it is not admitted yet.")
        rem = Remediation("Find the Workload and its QuotaReserved/Admitted conditions; free or add quota in the "
                          "ClusterQueue, or fix the LocalQueue name.",
                          commands=(f"kubectl get workloads -n {ns} -o wide",
                                    # the pod's own LocalQueue (its queue-name label), not whichever is listed first
                                    f"kubectl describe clusterqueue $(kubectl get localqueue -n {ns} {lq} "
                                    f"-o jsonpath='{{.spec.clusterQueue}}')" if lq else
                                    f"kubectl get localqueue -n {ns}   # the pod has no kueue.x-k8s.io/queue-name label"))
    else:
        text = ("The scheduler never attempts a pod with scheduling gates; whoever added the gate "
                "(a controller or admission webhook) must remove it.")
        rem = Remediation("Find the controller that owns the gate; only if nothing owns it any more, remove it.",
                          commands=(f"kubectl patch pod -n {ns} {name} --type=json "
                                    "-p '[{\"op\":\"remove\",\"path\":\"/spec/schedulingGates\"}]'",))
    return [Finding(CHECK, Severity.CRITICAL,
                    f"Pod {ns}/{name} is held by scheduling gate(s) {', '.join(gates)}: the scheduler will not try it",
                    text, rem, objects=[ref], evidence=ev, confidence=0.97, root_cause=True,
                    key=f"{ns}/{name}|gated")]


def running_schedulers(snapshot) -> dict[str, list[str]]:
    """Scheduler names with evidence that they are running: events they reported, or running
    pods that look like them (kube-scheduler, volcano-scheduler, --scheduler-name=...)."""
    found: dict[str, list[str]] = {}
    for ev in snapshot.events:
        comp = (ev.get("reportingComponent") or D(ev.get("source")).get("component")
                or ev.get("reportingController"))
        if comp and ev.get("reason") in ("FailedScheduling", "Scheduled", "Preempted"):
            found.setdefault(comp, []).append(f"event {ev.get('reason')} reported by {comp}")
    for pod in snapshot.pods:
        if D(pod.get("status")).get("phase") != "Running":
            continue
        meta = _meta(pod)
        pname = str(meta.get("name") or "")
        labels = D(meta.get("labels"))
        names = set()
        if labels.get("component") == "kube-scheduler" or pname.startswith("kube-scheduler"):
            names.add(DEFAULT_SCHEDULER)
        for c in L(D(pod.get("spec")).get("containers")):
            if not isinstance(c, dict):
                continue
            image = str(c.get("image") or "")
            if "vc-scheduler" in image or "volcano-scheduler" in pname:
                names.add("volcano")
            for arg in L(c.get("command")) + L(c.get("args")):
                if isinstance(arg, str) and arg.startswith("--scheduler-name="):
                    names.add(arg.split("=", 1)[1])
        for n in names:
            found.setdefault(n, []).append(f"running pod {meta.get('namespace')}/{pname}")
    return found


def _cached_running(snapshot) -> dict[str, list[str]]:
    cache = snapshot.__dict__.get("_doctor_running_schedulers")
    if cache is None:
        cache = running_schedulers(snapshot)
        snapshot.__dict__["_doctor_running_schedulers"] = cache
    return cache


def _default_scheduler_silent(snapshot, pod, ref, events) -> list[Finding]:
    """A pod for default-scheduler that nobody has looked at for minutes: is kube-scheduler down?"""
    if events or condition(pod, "PodScheduled") is not None or D(pod.get("spec")).get("schedulingGates"):
        return []
    age = snapshot.age_seconds(_meta(pod).get("creationTimestamp"))
    if age is None or age < 300:
        return []
    ns, name = _meta(pod).get("namespace"), _meta(pod).get("name")
    sched_pods = [p for p in snapshot.in_namespace("pods", "kube-system")
                  if D(_meta(p).get("labels")).get("component") == "kube-scheduler"
                  or str(_meta(p).get("name") or "").startswith("kube-scheduler")]
    ev = [Evidence("no FailedScheduling/Scheduled event and no PodScheduled condition", ref, "/status/conditions",
                   D(pod.get("status")).get("conditions")),
          Evidence(f"created {int(age // 60)} min before the snapshot", ref, "/metadata/creationTimestamp",
                   _meta(pod).get("creationTimestamp"))]
    down = []
    for p in sched_pods:
        st = D(p.get("status"))
        ready = condition(p, "Ready")
        if st.get("phase") != "Running" or (ready is not None and ready.get("status") != "True"):
            idx, cs = next(((i, c) for i, c in enumerate(L(st.get("containerStatuses"))) if isinstance(c, dict)), (None, {}))
            why = D(D(cs.get("state")).get("waiting")).get("reason")
            down.append(f"{_meta(p).get('name')} ({why or st.get('phase')})")
            if why:
                ev.append(Evidence("kube-scheduler container is waiting", ObjectRef.of(p, "Pod"),
                                   json_pointer("status", "containerStatuses", idx, "state", "waiting", "reason"), why))
            else:
                ev.append(Evidence("kube-scheduler pod phase", ObjectRef.of(p, "Pod"), "/status/phase", st.get("phase")))
    if sched_pods and len(down) == len(sched_pods):
        return [Finding(CHECK, Severity.CRITICAL,
                        f"kube-scheduler is not running ({', '.join(down[:3])}): pod {ns}/{name} has waited "
                        f"{int(age // 60)} min without any scheduling attempt",
                        "Every kube-scheduler pod in kube-system is down, so no pod in the cluster gets scheduled; "
                        "this pod has no event and no PodScheduled condition.",
                        Remediation("Look at the scheduler's logs and its static-pod manifest on the control-plane node.",
                                    commands=(f"kubectl logs -n kube-system {down[0].split(' ')[0]} --previous",
                                              "kubectl get pods -n kube-system -l component=kube-scheduler -o wide")),
                        objects=[ref] + [ObjectRef.of(p, "Pod") for p in sched_pods[:3]], evidence=ev,
                        confidence=0.9, root_cause=True, key=f"{ns}/{name}|scheduler-down")]
    if not sched_pods:
        return [Finding(CHECK, Severity.WARNING,
                        f"No scheduler has looked at pod {ns}/{name} in {int(age // 60)} min (no event, no PodScheduled "
                        "condition)",
                        "kube-scheduler writes a condition or an event on every attempt. Its pods are not in the snapshot "
                        "(managed control planes hide them), so whether it runs cannot be seen here; check the "
                        "control plane's health.",
                        Remediation("Check that kube-scheduler is healthy (cloud console / control-plane logs) and "
                                    "whether other new pods get scheduled.",
                                    commands=("kubectl get --raw='/readyz?verbose' | grep -i sched",
                                              "kubectl get events -A --field-selector reason=Scheduled | tail")),
                        objects=[ref], evidence=ev, confidence=0.6, root_cause=True, key=f"{ns}/{name}|scheduler-silent")]
    return []


def _scheduler(snapshot, pod, ref, events) -> list[Finding]:
    spec = D(pod.get("spec"))
    sched = str(spec.get("schedulerName") or DEFAULT_SCHEDULER)
    if sched == DEFAULT_SCHEDULER:
        return _default_scheduler_silent(snapshot, pod, ref, events)
    running = _cached_running(snapshot)
    if sched in running:
        return []
    ns, name = _meta(pod).get("namespace"), _meta(pod).get("name")
    no_cond = condition(pod, "PodScheduled") is None
    age = snapshot.age_seconds(_meta(pod).get("creationTimestamp"))
    ev = [Evidence("schedulerName", ref, "/spec/schedulerName", sched),
          Evidence("FailedScheduling/Scheduled events for this pod", ref, None, len(events)),
          Evidence(f"no running pod or event in the snapshot belongs to a scheduler named {sched!r}; "
                   f"schedulers seen: {', '.join(sorted(running)) or 'none'}")]
    if no_cond:
        ev.append(Evidence("the pod has no PodScheduled condition: no scheduler ever looked at it",
                           ref, "/status/conditions", D(pod.get("status")).get("conditions")))
    install = {"volcano": "helm repo add volcano-sh https://volcano-sh.github.io/helm-charts && "
                          "helm install volcano volcano-sh/volcano -n volcano-system --create-namespace"}.get(sched)
    cmds = (install,) if install else ()
    target, prefix = _owner_patch_target(snapshot, pod)
    patch = _yaml(_nest(prefix, {"schedulerName": DEFAULT_SCHEDULER}))
    return [Finding(CHECK, Severity.CRITICAL,
                    f"Pod {ns}/{name} asks for scheduler {sched!r}, which is not running: it will stay Pending forever",
                    (f"Only a scheduler whose profile is named {sched!r} picks this pod up. None is running "
                     f"({'no events and no PodScheduled condition, ' if no_cond and not events else ''}"
                     f"pending for {int(age // 60) if age else '?'} min)."),
                    Remediation(f"Install/start the {sched} scheduler, or switch the workload to the default scheduler "
                                + ("(schedulerName cannot be changed in place: recreate it with the patch below)."
                                   if _recreate_command(target, prefix) else
                                   f"(`kubectl patch {target} --type=merge -p ...`, patch below)."),
                                commands=cmds + (f"kubectl get pods -A | grep -i {sched}",)
                                + tuple(c for c in (_recreate_command(target, prefix),) if c), patch=patch),
                    objects=[ref], evidence=ev, confidence=0.9 if no_cond and not events else 0.7,
                    root_cause=True, key=f"{ns}/{name}|no-scheduler")]


def _volcano(snapshot, pod, ref, gang=None, sim=None) -> list[Finding]:
    ann = D(_meta(pod).get("annotations"))
    group = next((ann[a] for a in VOLCANO_GROUP_ANNOTATIONS if ann.get(a)), None)
    if not group:
        return []
    ns = _meta(pod).get("namespace")
    pg = snapshot.get("podgroups.scheduling.volcano.sh", ns, group)
    if pg is None:
        return []
    pgref = ObjectRef.of(pg, "PodGroup")
    st, sp = D(pg.get("status")), D(pg.get("spec"))
    phase = st.get("phase")
    if phase in ("Running", "Completed"):
        return []
    out = []
    min_member = sp.get("minMember") if isinstance(sp.get("minMember"), int) and sp.get("minMember") > 0 else 1
    members = [p for p in snapshot.in_namespace("pods", ns)
               if any(D(_meta(p).get("annotations")).get(a) == group for a in VOLCANO_GROUP_ANNOTATIONS)]
    ev = [Evidence("PodGroup phase", pgref, "/status/phase", phase),
          Evidence("PodGroup minMember", pgref, "/spec/minMember", min_member),
          Evidence("pods of the group in the snapshot", None, None, len(members))]
    for i, c in enumerate(L(st.get("conditions"))):
        if isinstance(c, dict) and c.get("type") == "Unschedulable" and c.get("status") == "True":
            ev.append(Evidence("PodGroup Unschedulable condition", pgref,
                               json_pointer("status", "conditions", i, "message"), c.get("message")))
    queue_name = sp.get("queue") or "default"
    queue = snapshot.get("queues.scheduling.volcano.sh", None, queue_name)
    summary = (f"Volcano starts the group only when {min_member} pod(s) can be placed together; "
               f"it is {phase or 'not started'} with {len(members)} pod(s) present.")
    gang_short = bool(gang and gang["fit"] < min_member)
    title = f"Volcano PodGroup {ns}/{group} is {phase or 'not scheduled'}: the gang of {min_member} cannot start"
    per = ""
    if gang_short:
        per = ", ".join(f"{_fmt(r, v)} {r}" for r, v in sorted((sim.request if sim else {}).items()) if is_gpu_resource(r))
        title = (f"Volcano gang {ns}/{group} cannot start: only {gang['fit']} of its {min_member} members"
                 + (f" ({per} each)" if per else "") + " fit at once")
        summary += (" Placing identical members one by one on the nodes that can take them: "
                    + (", ".join(f"{k}: {v}" for k, v in gang["placement"].items()) or "none") + ".")
        ev.append(Evidence("gang placement simulation", None, None, gang))
    fix = Remediation("Make room for the whole gang (free GPUs or add nodes), or lower minMember if the job can "
                      "start with fewer workers.",
                      commands=(f"kubectl describe podgroup -n {ns} {group}",
                                f"kubectl get queue {queue_name} -o yaml"))
    if queue is not None:
        qref = ObjectRef.of(queue, "Queue")
        qstate = D(queue.get("status")).get("state")
        ev.append(Evidence("Queue state", qref, "/status/state", qstate))
        if qstate and qstate != "Open":
            summary += f" Its queue {queue_name!r} is {qstate}, so nothing from it is admitted."
            fix = Remediation(f"Open the queue {queue_name!r} (or move the job to an open queue).",
                              commands=(f"kubectl patch queue {queue_name} --type=merge -p "
                                        "'{\"spec\":{\"state\":\"Open\"}}'",))
        cap = D(queue.get("spec")).get("capability") or {}
        if cap:
            ev.append(Evidence("Queue capability", qref, "/spec/capability", cap))
        alloc = D(queue.get("status")).get("allocated")
        if alloc:
            ev.append(Evidence("Queue allocated", qref, "/status/allocated", alloc))
    elif snapshot.has("queues.scheduling.volcano.sh"):
        summary += f" Its queue {queue_name!r} does not exist."
        fix = Remediation(f"Create the queue {queue_name!r} or set spec.queue to an existing queue.",
                          commands=("kubectl get queues",))
    if gang_short and fix.text.startswith("Make room"):
        fix = Remediation(f"Free {'GPUs' if per else 'capacity'} so all {min_member} members fit at once (see which pods "
                          "hold them), add nodes, or lower minMember / the per-worker request.",
                          commands=fix.commands)
    out.append(Finding(CHECK, Severity.CRITICAL, title,
                       summary, fix, objects=[ref, pgref], evidence=ev, confidence=0.85,
                       root_cause=gang_short or len(members) < min_member or bool(queue is not None and
                                                                   D(queue.get("status")).get("state") not in (None, "Open")),
                       blast_radius=min_member, key=f"{ns}/{group}|podgroup"))
    return out


def kueue_findings(snapshot, pod, ref) -> list[Finding]:
    """The Kueue Workload owned by this object (or one of its owners), when not admitted."""
    if not snapshot.has("workloads.kueue.x-k8s.io"):
        return []
    uids = {_meta(pod).get("uid")} | {_meta(o).get("uid") for o in snapshot.owner_chain(pod)}
    uids.discard(None)
    ns = _meta(pod).get("namespace")
    for wl in snapshot.in_namespace("workloads.kueue.x-k8s.io", ns):
        owners = {o.get("uid") for o in L(_meta(wl).get("ownerReferences"))}
        if not owners & uids:
            continue
        wref = ObjectRef.of(wl, "Workload")
        conds = [c for c in L(D(wl.get("status")).get("conditions")) if isinstance(c, dict)]
        admitted = next((c for c in conds if c.get("type") == "Admitted"), None)
        if admitted and admitted.get("status") == "True":
            return []
        qr_i, qr = next(((i, c) for i, c in enumerate(conds) if c.get("type") == "QuotaReserved"), (None, None))
        msg = (qr or {}).get("message") or "no QuotaReserved condition yet"
        ev = [Evidence("Workload QuotaReserved message", wref,
                       json_pointer("status", "conditions", qr_i, "message") if qr_i is not None else None, msg)]
        cq = (D(wl.get("status")).get("admission") or {}).get("clusterQueue")
        lq = D(wl.get("spec")).get("queueName")
        return [Finding(CHECK, Severity.CRITICAL,
                        f"Kueue has not admitted Workload {ns}/{_meta(wl).get('name')}: {msg}",
                        "Kueue keeps the pods gated (or the Job suspended) until the workload fits in its "
                        "ClusterQueue's quota.",
                        Remediation(("The workload asks for more than the ClusterQueue can ever provide, so freeing "
                                     "quota will not admit it: lower the request, raise the flavor's nominalQuota "
                                     "(+ borrowingLimit), or use a queue with a larger flavor."
                                     if "maximum capacity" in str(msg) else
                                     "Free quota in the ClusterQueue (finish or preempt admitted workloads), raise its "
                                     "nominalQuota/borrowingLimit, or use a queue with room."),
                                    commands=(f"kubectl get localqueue -n {ns} {lq or ''}".strip(),
                                              f"kubectl describe clusterqueue {cq}" if cq else
                                              f"kubectl describe clusterqueue $(kubectl get localqueue -n {ns} {lq} "
                                              "-o jsonpath='{.spec.clusterQueue}')" if lq else
                                              "kubectl describe clusterqueue <cluster-queue>")),
                        objects=[ref, wref], evidence=ev, confidence=0.98, root_cause=True,
                        key=f"{ns}/{_meta(wl).get('name')}|kueue")]
    return []


# ---- from the simulation to findings ------------------------------------------------------
def _simulation_findings(snapshot, state, pod, sim: Simulation, ref) -> list[Finding]:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    out: list[Finding] = []
    if not state.nodes:
        return [Finding(CHECK, Severity.CRITICAL, f"Pod {ns}/{name} cannot be scheduled: the cluster has no nodes",
                        R.NO_NODES, Remediation("Add nodes (or check that `kubectl get nodes` lists them).",
                                                commands=("kubectl get nodes",)),
                        objects=[ref], confidence=0.9, root_cause=True, key=f"{ns}/{name}|no-nodes")]
    if sim.prefilter is not None:
        out.append(_prefilter_finding(snapshot, pod, ref, sim))
        return out + _preemption_findings(pod, ref, sim)
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
            if plugin == "NodeResourcesFit" and gpu_req:
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
        f = _plugin_finding(snapshot, state, pod, ref, sim, plugin, nodes_near, nodes_all, gpu_req)
        if f is not None:
            f.root_cause = rank_i == 0
            if rank_i > 0:
                f.confidence = min(f.confidence, 0.75)
            out.append(f)
    if gpu_req:
        inventory = _gpu_inventory_findings(state, pod, ref, sim, gpu_req)
        symptoms = [f.fingerprint for f in out if f.key.startswith(f"{ns}/{name}|NodeResourcesFit")]
        for f in inventory:
            if f.root_cause:
                f.explains = list(symptoms) + [fp for fp in f.explains if fp not in symptoms]
        out += inventory
    pre = _preemption_findings(pod, ref, sim)
    if pre and sim.preemption_node is not None:
        # the scheduler is already making room: that is the answer, the shortage explains why
        for f in out:
            if f.root_cause and f.key.startswith(f"{ns}/{name}|NodeResourcesFit"):
                f.root_cause = False
                f.severity = Severity.WARNING
                pre[0].explains.append(f.fingerprint)
    return out + pre


def _prefilter_finding(snapshot, pod, ref, sim) -> Finding:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    rej = sim.prefilter
    d = rej.detail
    text = rej.reasons[0]
    if d.get("missing") and rej.plugin == "VolumeBinding":
        have = [(_meta(c).get("name") or "") for c in snapshot.in_namespace("persistentvolumeclaims", ns)]
        close = difflib.get_close_matches(d["claim"], have, n=3, cutoff=0.6)
        title = (f"Pod {ns}/{name} uses PersistentVolumeClaim {d['claim']!r}, which does not exist"
                 + (f" (similar: {', '.join(close)})" if close else ""))
        fix = Remediation(f"Create the PVC {d['claim']!r} in namespace {ns} (or fix the claimName in the pod spec).",
                          commands=(f"kubectl get pvc -n {ns}",), patch=_yaml({
                              "apiVersion": "v1", "kind": "PersistentVolumeClaim",
                              "metadata": {"name": d["claim"], "namespace": ns},
                              "spec": {"accessModes": ["ReadWriteOnce"],
                                       "resources": {"requests": {"storage": "<size>"}}}}))
    elif d.get("unbound"):
        title = f"Pod {ns}/{name} waits for PersistentVolumeClaim {d['claim']!r}, which is not bound"
        fix = Remediation("The claim uses immediate binding and no volume was bound: check its events (no matching "
                          "PV, provisioner failing, storage class missing).",
                          commands=(f"kubectl describe pvc -n {ns} {d['claim']}", "kubectl get storageclass"))
    elif rej.plugin == "DynamicResources":
        title = f"Pod {ns}/{name} references ResourceClaim {d.get('claim')!r}, which does not exist"
        fix = Remediation("Create the ResourceClaim (or its template) the pod references.",
                          commands=(f"kubectl get resourceclaims -n {ns}",))
    else:
        title = f"Pod {ns}/{name} is rejected before any node is considered: {text}"
        fix = Remediation("Fix the object the message names.", commands=(f"kubectl describe pod -n {ns} {name}",))
    return Finding(CHECK, Severity.CRITICAL, title, f"kube-scheduler ({rej.plugin}, PreFilter) reports: {text}",
                   fix, objects=[ref], evidence=_prefilter_evidence(pod, ref, rej, text),
                   confidence=0.95, root_cause=True, key=f"{ns}/{name}|prefilter")


def _prefilter_evidence(pod: dict, ref: ObjectRef, rej, text: str) -> list[Evidence]:
    field = "resourceClaims" if rej.plugin == "DynamicResources" else "volumes"
    return [Evidence(f"{rej.plugin} PreFilter rejects the pod: {text}", ref, json_pointer("spec", field),
                     D(pod.get("spec")).get(field))]


def _claim_evidence(pod: dict, ref: ObjectRef, claim: str) -> Evidence:
    """The pod volume that mounts this PersistentVolumeClaim, pointed at exactly."""
    for i, vol in enumerate(L(D(pod.get("spec")).get("volumes"))):
        if D(D(vol).get("persistentVolumeClaim")).get("claimName") == claim:
            return Evidence("pod volume claim", ref, json_pointer("spec", "volumes", i, "persistentVolumeClaim", "claimName"),
                            claim)
    return Evidence(f"pod volume claim {claim}", ref)


def _plugin_finding(snapshot, state, pod, ref, sim, plugin, near, nodes_all, gpu_req) -> Finding | None:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    n_all, n_near = len(nodes_all), len(near)
    key = f"{ns}/{name}|{plugin}"
    only = f"; on {n_near} of them it is the only obstacle" if n_near else ""
    target, prefix = _owner_patch_target(snapshot, pod)
    node_ref = lambda n: ObjectRef("Node", n)  # noqa: E731
    if plugin == "TaintToleration":
        taints: dict[str, tuple[dict, list[str]]] = {}
        tolerations = pod_tolerations(pod)
        for n in nodes_all:
            node = state.node_by_name(n.name)
            for t in untolerated_taints(node_taints(node), tolerations):
                taints.setdefault(taint_text(t), (t, []))[1].append(n.name)
        if not taints:
            return None
        main_text, (main_t, main_nodes) = max(taints.items(), key=lambda kv: (
            len(set(kv[1][1]) & {n.name for n in near}), len(kv[1][1])))
        ev = []
        for text, (t, nodes) in list(taints.items())[:5]:
            node = state.node_by_name(nodes[0])
            idx = next(i for i, x in enumerate(node_taints(node)) if taint_text(x) == text)
            ev.append(Evidence(f"taint on {len(nodes)} node(s) ({', '.join(nodes[:4])}{'…' if len(nodes) > 4 else ''}); "
                               "the pod has no matching toleration", node_ref(nodes[0]),
                               json_pointer("spec", "taints", idx), t))
        ev.append(Evidence("pod tolerations", ref, "/spec/tolerations", tolerations))
        tol = toleration_for(main_t)
        # a bare Pod accepts added tolerations in place; a Job's pod template is immutable
        recreate = _recreate_command(target, prefix) if prefix != "spec" else None
        if recreate:
            tol_cmds = (recreate,)
        elif D(pod.get('spec')).get('tolerations'):
            tol_cmds = (f"kubectl patch {target} --type=json -p "
                        f"'[{{\"op\":\"add\",\"path\":\"/{prefix.replace('.', '/')}/tolerations/-\",\"value\":{json.dumps(tol)}}}]'",)
        else:
            tol_cmds = (f"kubectl patch {target} --type=merge -p '{json.dumps(_nest(prefix, {'tolerations': [tol]}))}'",)
        return Finding(CHECK, Severity.CRITICAL,
                       f"Pod {ns}/{name} does not tolerate the taint {main_text} on {len(main_nodes)} node(s)"
                       + (" (its GPU nodes)" if any(is_gpu_node(state.node_by_name(x)) for x in main_nodes) else ""),
                       f"TaintToleration rejects {n_all} node(s){only}. kube-scheduler says: "
                       f"{state.wording.taint(main_t)}.",
                       Remediation(f"Add a toleration for {main_text} to the pod template.",
                                   commands=tol_cmds,
                                   patch=_yaml(_nest(prefix, {"tolerations": [tol]}))),
                       objects=[ref] + [node_ref(x) for x in main_nodes[:10]], evidence=ev, confidence=0.9,
                       blast_radius=len(main_nodes), key=key)
    if plugin == "NodeAffinity":
        return _affinity_finding(state, pod, ref, nodes_all, near, target, prefix, key)
    if plugin == "NodeUnschedulable":
        names = [n.name for n in nodes_all]
        gpu_nodes = [x for x in names if is_gpu_node(state.node_by_name(x))]
        which = "GPU node(s)" if gpu_req and len(gpu_nodes) == len(names) else "node(s)"
        return Finding(CHECK, Severity.CRITICAL,
                       (f"The {len(names)} {which} that could run pod {ns}/{name} are cordoned: "
                        + ", ".join(names[:5]) + ("…" if len(names) > 5 else "")) if near else
                       f"{len(names)} node(s) are cordoned",
                       f"NodeUnschedulable rejects {n_all} node(s){only}: {R.NODE_UNSCHEDULABLE}.",
                       Remediation("Uncordon the node(s) if their maintenance is over.",
                                   commands=tuple(f"kubectl uncordon {x}" for x in [n.name for n in near][:5] or names[:5])),
                       objects=[ref] + [node_ref(x) for x in names[:10]], confidence=0.9,
                       evidence=[Evidence("node is cordoned", node_ref(x), "/spec/unschedulable", True) for x in names[:5]],
                       blast_radius=len(names), key=key,
                       # gpu_node_not_ready's "GPU node X is cordoned" (keyed by its node object) says the
                       # same of the nodes where the cordon is the only obstacle: fold them under this one
                       explains=[Finding("gpu_node_not_ready", Severity.INFO, "", "", Remediation(""),
                                         objects=[node_ref(n.name)]).fingerprint for n in near])
    if plugin == "NodeResourcesFit":
        return _resources_finding(snapshot, state, pod, ref, sim, nodes_all, near, gpu_req, key)
    if plugin == "NodePorts":
        ports = sorted({str(r.detail.get("port")) for n in nodes_all for r in n.rejections if r.plugin == "NodePorts"})
        return Finding(CHECK, Severity.CRITICAL,
                       f"Host port(s) {', '.join(ports)} of pod {ns}/{name} are taken on {n_all} node(s)",
                       f"NodePorts: {R.NODE_PORTS}{only}.",
                       Remediation("Drop hostPort (use a Service), pick another port, or run fewer replicas than nodes.",
                                   commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={nodes_all[0].name}",)),
                       objects=[ref], confidence=0.85, key=key, blast_radius=n_all,
                       evidence=[Evidence("pod hostPorts", ref, "/spec/containers", ports)])
    if plugin == "InterPodAffinity":
        af = _anti_affinity_finding(state, pod, ref, nodes_all, near, key, target, prefix)
        if af is not None:
            return af
    if plugin == "VolumeBinding":
        vf = _volume_finding(snapshot, state, pod, ref, sim, nodes_all, key)
        if vf is not None:
            return vf
    texts = sorted({r for n in nodes_all for rej in n.rejections if rej.plugin == plugin for r in rej.reasons})
    fixes = {
        "VolumeBinding": ("Make the volume usable from the nodes that can run the pod: a PV in their zone / "
                          "with matching nodeAffinity, or move the pod to where the volume is.",
                          (f"kubectl get pvc -n {ns} -o wide", "kubectl get pv -o wide")),
        "VolumeZone": ("The bound volume lives in another zone than the nodes that fit; schedule the pod in "
                       "the volume's zone or recreate the volume.", ("kubectl get pv --show-labels",)),
        "PodTopologySpread": ("Relax maxSkew / use whenUnsatisfiable: ScheduleAnyway, or add nodes in the "
                              "under-populated topology domains.", (f"kubectl get pods -n {ns} -o wide --show-labels",)),
        "InterPodAffinity": ("Relax the required pod (anti-)affinity, or add nodes in other topology domains.",
                             ("kubectl get pods -A -o wide --show-labels",)),
        "DynamicResources": ("The allocated ResourceClaim is tied to other nodes; free it or let it reallocate.",
                             (f"kubectl get resourceclaims -n {ns} -o wide",)),
    }
    text, cmds = fixes.get(plugin, ("See the reasons above.", (f"kubectl describe pod -n {ns} {name}",)))
    ev = []
    for n in nodes_all[:5]:
        for rej in n.rejections:
            if rej.plugin == plugin:
                ev.append(Evidence(f"node {n.name}: {', '.join(rej.reasons)}", node_ref(n.name), None,
                                   {k: v for k, v in rej.detail.items() if k != "holders"} or None))
    return Finding(CHECK, Severity.CRITICAL, f"{plugin} keeps pod {ns}/{name} off {n_all} node(s): {texts[0] if texts else ''}",
                   f"kube-scheduler's {plugin} says: {'; '.join(texts)}{only}.", Remediation(text, commands=cmds),
                   objects=[ref], evidence=ev, confidence=0.8, key=key, blast_radius=n_all)


def _anti_affinity_finding(state, pod, ref, nodes_all, near, key, target, prefix) -> Finding | None:
    """The pod's own required anti-affinity: every domain that could take it already runs a
    pod it repels (typical: one trainer per node, more replicas than GPU nodes)."""
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    rejs = [(n, r) for n in nodes_all for r in n.rejections
            if r.plugin == "InterPodAffinity" and r.reasons == [R.ANTI_AFFINITY]]
    if not rejs:
        return None
    key_name = rejs[0][1].detail.get("topologyKey")
    terms = ((D(pod.get("spec")).get("affinity") or {}).get("podAntiAffinity") or {}).get(
        "requiredDuringSchedulingIgnoredDuringExecution") or []
    term_i, term = next(((i, t) for i, t in enumerate(terms) if t.get("topologyKey") == key_name), (0, terms[0] if terms else {}))
    holders = []
    for n, _r in rejs[:8]:
        node = state.node_by_name(n.name)
        for p in state.info(node).pods:
            if (_meta(p).get("namespace") == ns and p is not pod
                    and matches_label_selector(term.get("labelSelector"), D(_meta(p).get("labels")))):
                holders.append(f"{n.name}: {_meta(p).get('namespace')}/{_meta(p).get('name')}")
                break
    per = "node" if key_name == "kubernetes.io/hostname" else f"{key_name} domain"
    title = (f"Pod {ns}/{name} must not share a {per} with pods matching "
             f"{describe_label_selector(term.get('labelSelector'))}, and all {len(rejs)} {per}(s) that could take it "
             "already run one")
    relax = {"podAntiAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": [
        {"weight": 100, "podAffinityTerm": term}]}}
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"InterPodAffinity: {R.ANTI_AFFINITY} on {len(rejs)} node(s)"
                   + (f"; on {len(near)} of them it is the only obstacle" if near else "")
                   + ". The workload has more replicas than there are eligible "
                   + f"{per}s: add {per}s, reduce replicas, or make the rule preferred.",
                   Remediation("Add a node (GPU node pool) so every replica gets its own, or turn the rule into a "
                               "preferred (soft) anti-affinity if co-location is acceptable.",
                               commands=(f"kubectl get pods -n {ns} -o wide -l "
                                         f"{describe_label_selector(term.get('labelSelector'))}",),
                               patch=_yaml(_nest(prefix, {"affinity": relax}))),
                   objects=[ref] + [ObjectRef("Node", n.name) for n, _ in rejs[:8]],
                   evidence=[Evidence("required anti-affinity term", ref,
                                      json_pointer("spec", "affinity", "podAntiAffinity",
                                                   "requiredDuringSchedulingIgnoredDuringExecution", term_i), term),
                             Evidence("pods already there", None, None, holders)],
                   confidence=0.9, blast_radius=len(rejs), key=key)


def _volume_finding(snapshot, state, pod, ref, sim, nodes_all, key) -> Finding | None:
    """A bound PV whose nodeAffinity pins it to nodes the pod cannot use."""
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    pvs = sorted({pv for n in nodes_all for rej in n.rejections if rej.plugin == "VolumeBinding"
                  for pv in rej.detail.get("pv_affinity") or []})
    if not pvs:
        return None
    pv = snapshot.get("persistentvolumes", None, pvs[0])
    pvref = ObjectRef("PersistentVolume", pvs[0])
    req = (D(pv.get("spec")).get("nodeAffinity") or {}).get("required") or {}
    allowed = [_meta(n).get("name") for n in state.nodes if node_selector_matches(req, n)]
    claim = ((D(pv.get("spec")).get("claimRef") or {}).get("name")) or "?"
    results = {n.name: n for n in sim.nodes}
    why_not = [f"{n}: {', '.join(results[n].reasons)}" for n in allowed[:3] if n in results and not results[n].fits]
    title = (f"PersistentVolume {pvs[0]} (claim {claim}) can only be used on {', '.join(allowed[:3]) or 'no node'}"
             + (f", which cannot run pod {ns}/{name}" if why_not else "")
             + f"; the other {len(nodes_all)} node(s) fail its node affinity")
    ev = [Evidence("PV nodeAffinity", pvref, "/spec/nodeAffinity/required", req),
          _claim_evidence(pod, ref, claim)]
    if why_not:
        ev.append(Evidence("why the pod does not fit where the volume is", None, None, why_not))
    local = bool(D(pv.get("spec")).get("local") or D(pv.get("spec")).get("hostPath"))
    # GPU resources the pod asks for that no node the volume allows advertises: nothing to free there
    never = sorted(r for r in sim.request if is_gpu_resource(r) and allowed and all(
        state.alloc(state.node_by_name(n))[0].get(r, 0) <= 0 for n in allowed if state.node_by_name(n) is not None))
    return Finding(CHECK, Severity.CRITICAL, title,
                   f"VolumeBinding: {state.wording.pv_node_affinity} on {len(nodes_all)} node(s). "
                   + ("It is a node-local volume: its data lives on that node." if local else ""),
                   Remediation(("The volume's node(s) have no " + ", ".join(never) + " at all, so the pod can never "
                                "run there: move the data, i.e. recreate the claim on storage reachable from the GPU nodes"
                                if never else
                                "Either make the pod fit on the volume's node (free the resource it lacks), or move "
                                "the data: recreate the claim on storage reachable from the GPU nodes")
                               + (" (a local PV cannot move)" if local else "") + ".",
                               commands=(f"kubectl get pv {pvs[0]} -o yaml", f"kubectl describe node {allowed[0]}" if allowed
                                         else "kubectl get nodes --show-labels")),
                   objects=[ref, pvref], evidence=ev, confidence=0.9, blast_radius=len(nodes_all), key=key)


def _affinity_finding(state, pod, ref, nodes_all, near, target, prefix, key) -> Finding:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    values_by_key: dict[str, dict[str, int]] = {}
    for node in state.nodes:
        for k, v in (D(node.get("metadata")).get("labels") or {}).items():
            values_by_key.setdefault(k, {}).setdefault(v, 0)
            values_by_key[k][v] += 1
    ev, bad = [], []
    spec = D(pod.get("spec"))
    for k, op, vals in selector_keys(pod):
        have = values_by_key.get(k, {})
        if op == "In" and not any(v in have for v in vals):
            bad.append((k, vals, have))
        elif op == "Exists" and not have:
            bad.append((k, ["<any>"], have))
    pointer = "/spec/nodeSelector" if spec.get("nodeSelector") else "/spec/affinity/nodeAffinity"
    ev.append(Evidence("the pod's node selector / required node affinity", ref, pointer,
                       spec.get("nodeSelector") or D(spec.get("affinity")).get("nodeAffinity")))
    if bad:
        k, vals, have = bad[0]
        close = difflib.get_close_matches(vals[0], list(have), n=3, cutoff=0.5) if vals[0] != "<any>" else []
        close = close or sorted(have, key=lambda v: -have[v])[:3]
        desc = f"{k}: {vals[0] if len(vals) == 1 else vals}"
        ev.append(Evidence(f"values of label {k} that nodes do have (node count)", None, None,
                           {v: have[v] for v in close} or "no node has this label"))
        suggestion = close[0] if close else None
        title = (f"No node has the label {desc} that pod {ns}/{name} requires"
                 + (f" (closest existing value: {suggestion})" if suggestion else ""))
        sel_patch = ({"nodeSelector": {k: suggestion}} if (spec.get("nodeSelector") or {}).get(k) is not None and suggestion
                     else None)
        cmds = []
        if sel_patch:
            cmds.append(_recreate_command(target, prefix)
                        or f"kubectl patch {target} --type=merge -p '{json.dumps(_nest(prefix, sel_patch))}'")
        if vals[0] != "<any>":
            cmds.append(f"kubectl label node <node> {k}={vals[0]}   # only if that node really has this hardware")
        return Finding(CHECK, Severity.CRITICAL, title,
                       f"NodeAffinity rejects {len(nodes_all)} node(s): {R.NODE_AFFINITY}. "
                       f"The selector asks for {desc}, which no node carries"
                       + (f"; nodes have {', '.join(close)}." if close else "."),
                       Remediation(f"Fix the selector to a value that exists (e.g. {suggestion})" if suggestion
                                   else "Fix the selector, or label the nodes that have this hardware.",
                                   commands=tuple(cmds), patch=_yaml(_nest(prefix, sel_patch)) if sel_patch else None),
                       objects=[ref], evidence=ev, confidence=0.9, blast_radius=len(nodes_all), key=key)
    return Finding(CHECK, Severity.CRITICAL,
                   f"Pod {ns}/{name}'s node selector/affinity excludes {len(nodes_all)} node(s)",
                   f"NodeAffinity: {R.NODE_AFFINITY}" + (f"; on {len(near)} of them it is the only obstacle." if near else "."),
                   Remediation("Widen the nodeSelector / required node affinity, or label suitable nodes.",
                               commands=("kubectl get nodes --show-labels",)),
                   objects=[ref], evidence=ev, confidence=0.8, blast_radius=len(nodes_all), key=key)


def _holders(info, resource: str) -> list[str]:
    out = []
    for p, req in info.pod_requests:
        if req.get(resource):
            m = _meta(p)
            out.append(f"{m.get('namespace')}/{m.get('name')} ({req[resource]})")
    return out


def _resources_finding(snapshot, state, pod, ref, sim, nodes_all, near, gpu_req, key) -> Finding:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    insufficient: dict[str, int] = {}
    for n in nodes_all:
        for rej in n.rejections:
            if rej.plugin == "NodeResourcesFit":
                for r in rej.detail:
                    insufficient[r] = insufficient.get(r, 0) + 1
    res = next((r for r in gpu_req if r in insufficient), None) or max(insufficient, key=insufficient.get)
    want = sim.request.get(res, 1)
    # nodes otherwise eligible: no other plugin rejects them
    eligible = [n for n in sim.nodes if not n.fits and {r.plugin for r in n.rejections} == {"NodeResourcesFit"}]
    free = []
    for n in eligible:
        info = state.info(state.node_by_name(n.name))
        free.append((n.name, info.free(res) if res != "pods" else info.allowed_pods - len(info.pods),
                     info.allocatable.get(res, 0), info))
    free.sort(key=lambda x: -x[1])
    total_free = sum(max(f, 0) for _, f, _, _ in free)
    total_alloc = sum(a for _, _, a, _ in free)
    ev = [Evidence(f"the pod requests {_fmt(res, want)} {res}", ref, *_request_pointer(pod, res))]
    for nname, f, a, info in free[:8]:
        idx_note = f"allocatable {_fmt(res, a)}, requested by pods {_fmt(res, info.requested.get(res, 0))}, free {_fmt(res, max(f, 0))}"
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
        return Finding(CHECK, Severity.CRITICAL, title, f"NodeResourcesFit: {R.TOO_MANY_PODS} on {len(nodes_all)} node(s).",
                       fix, objects=[ref], evidence=ev, confidence=0.85, key=key, blast_radius=len(nodes_all))
    if not eligible:
        title = f"Pod {ns}/{name} needs {_fmt(res, want)} {res}; no node that passes its other constraints has it free"
        summary = f"NodeResourcesFit reports Insufficient {res} on {insufficient[res]} node(s)."
        fix = Remediation("Lower the request or fix the other constraints first.",
                          commands=(f"kubectl describe pod -n {ns} {name}",))
        return Finding(CHECK, Severity.WARNING, title, summary, fix, objects=[ref], evidence=ev, confidence=0.7,
                       key=key, blast_radius=want)
    best_name, best_free = free[0][0], max(free[0][1], 0)
    siblings = False
    gpu = is_gpu_resource(res)
    if total_free >= want:
        kind = "fragmentation"
        title = (f"{_fmt(res, total_free)} {res} are free across {len([f for f in free if f[1] > 0])} node(s), "
                 f"but none has the {_fmt(res, want)} pod {ns}/{name} needs (most on one node: {_fmt(res, best_free)} on {best_name})")
        summary = ("The free capacity is fragmented: the scheduler places a pod on ONE node, so the free units are "
                   f"useless to it. Per node free {res}: " +
                   ", ".join(f"{n}={_fmt(res, max(f, 0))}" for n, f, _, _ in free[:10]) + ".")
        plan_node, plan = _cheapest_room(free, res, want)
        plan_text = (f"Fastest unblock: {plan_node} has the {_fmt(res, want)} needed once {len(plan)} pod(s) leave it ("
                     + ", ".join(f"{ns_}/{n_} holds {_fmt(res, v)}" for ns_, n_, v in plan)
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
                 f"it needs {_fmt(res, want)}, allocatable is 0 on all of them")
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
        title = ((f"All {res} that pod {ns}/{name} could use are taken: it needs {_fmt(res, want)}, "
                  if total_free <= 0 else
                  f"Not enough {res} free for pod {ns}/{name}: it needs {_fmt(res, want)}, only ")
                 + f"{_fmt(res, total_free)} of {_fmt(res, total_alloc)} are free on the {len(eligible)} eligible node(s)")
        summary = (f"NodeResourcesFit: Insufficient {res} on the {len(eligible)} node(s) that pass every other filter "
                   f"({insufficient[res]} node(s) in all). Pods already running hold "
                   "the rest" + (f" (e.g. {', '.join(holders[:4])})." if holders else "."))
        # holders that are siblings of this pod (same controller: other ranks/replicas of its own
        # workload): evicting them only moves the shortage around inside the workload
        own = _controller_uid(pod)
        held = [p for _, _, _, info in free for p, req in info.pod_requests if req.get(res)]
        siblings = bool(own and held and all(_controller_uid(p) == own for p in held))
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
    else:
        summary += _preemption_sentence(pod, sim, {n for n, *_ in free})
    f = Finding(CHECK, Severity.CRITICAL, title, summary, fix, objects=[ref] + [ObjectRef("Node", n) for n, *_ in free[:8]],
                evidence=ev, confidence=0.9, key=f"{key}|{kind}", blast_radius=want)
    return f


def _controller_uid(pod: dict) -> str | None:
    refs = [o for o in L(_meta(pod).get("ownerReferences")) if isinstance(o, dict)]
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
    if sim.postfilter == R.PREEMPTION_NEVER:
        return " Preemption is off for this pod (preemptionPolicy: Never)."
    if sim.preemption_node is not None:
        return ""
    prio = D(pod.get("spec")).get("priority", 0)
    states = [n.preemption for n in sim.nodes if n.name in nodes]
    if states and all(p == R.PREEMPTION_NO_VICTIMS for p in states):
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
        holders = sorted(((D(_meta(p)).get("namespace"), D(_meta(p)).get("name"), r.get(res, 0))
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
        if is_gpu_node(node) and not any(v > 0 for k, v in alloc.items() if is_gpu_resource(k)):
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
            Remediation("Check the nvidia-device-plugin pod on that node and its logs; restart it.",
                        commands=(f"kubectl get pods -A -o wide --field-selector spec.nodeName={nname} | grep -i device-plugin",
                                  f"kubectl describe node {nname}")),
            objects=[ref, ObjectRef("Node", nname)],
            evidence=[Evidence("allocatable nvidia.com/gpu", ObjectRef("Node", nname),
                               json_pointer("status", "allocatable", "nvidia.com/gpu"),
                               (D(node.get("status")).get("allocatable") or {}).get("nvidia.com/gpu", "absent")),
                      Evidence("GPU count label", ObjectRef("Node", nname), json_pointer("metadata", "labels", GFD_COUNT),
                               (D(node.get("metadata")).get("labels") or {}).get(GFD_COUNT))],
            confidence=0.92, blast_radius=gfd_gpu_count(node) or 1, key=f"{nname}|zero-gpu", root_cause=True))
        if out[-1].severity is Severity.CRITICAL:
            # the same node fact as gpu_allocatable_below_capacity's finding (keyed by node name): one
            # top-level entry, the device-plugin view folded under the one that names the waiting pod
            out[-1].explains.append(Finding("gpu_allocatable_below_capacity", Severity.INFO, "", "", Remediation(""),
                                            key=str(nname)).fingerprint)
    return out


def _preemption_findings(pod, ref, sim) -> list[Finding]:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    spec = D(pod.get("spec"))
    if sim.preemption_node is not None:
        n = sim.preemption_node
        victims = [f"{_meta(p).get('namespace')}/{_meta(p).get('name')} (priority {D(p.get('spec')).get('priority', 0)})"
                   for p in n.victims]
        nominated = D(pod.get("status")).get("nominatedNodeName")
        ev_extra = ([Evidence("the scheduler already nominated a node", ref, "/status/nominatedNodeName", nominated)]
                    if nominated else [])
        return [Finding(CHECK, Severity.WARNING,
                        f"Pod {ns}/{name} waits for preemption: evicting {len(victims)} lower-priority pod(s) on "
                        f"{n.name} makes room" + (f" (nominated node: {nominated})" if nominated else ""),
                        "No node has room now, but kube-scheduler's DefaultPreemption can evict lower-priority pods; the "
                        "pod starts once the victims have terminated (their terminationGracePeriodSeconds). "
                        "PodDisruptionBudgets are not modelled here."
                        + (f" The simulation picks {n.name}; the scheduler nominated {nominated}." if nominated and nominated != n.name else ""),
                        Remediation("Nothing to do if preempting them is acceptable; otherwise give the victims a higher "
                                    "PriorityClass.", commands=(f"kubectl get pod -n {ns} {name} -o jsonpath='{{.status.nominatedNodeName}}'",)),
                        objects=[ref, ObjectRef("Node", n.name)],
                        evidence=[Evidence("victims", None, None, victims),
                                  Evidence("pod priority", ref, "/spec/priority", spec.get("priority", 0))] + ev_extra,
                        confidence=0.9 if nominated else 0.75, root_cause=True, key=f"{ns}/{name}|preemption")]
    return []


# ---- gangs ---------------------------------------------------------------------------------
def _gang(snapshot, state, pod, sim) -> dict | None:
    """For pods that must start together (Volcano PodGroup minMember, or pending siblings of
    the same controller): how many identical members fit at once, placing them one by one."""
    meta = _meta(pod)
    ns = meta.get("namespace")
    size = None
    ann = D(meta.get("annotations"))
    group = next((ann[a] for a in VOLCANO_GROUP_ANNOTATIONS if ann.get(a)), None)
    if group:
        pg = snapshot.get("podgroups.scheduling.volcano.sh", ns, group)
        if pg:
            size = D(pg.get("spec")).get("minMember")
            size = size if isinstance(size, int) and not isinstance(size, bool) else None
    owner = next((o for o in L(meta.get("ownerReferences")) if isinstance(o, dict) and o.get("controller")), None)
    siblings = state.pending_by_owner().get(owner.get("uid"), []) if owner and isinstance(owner.get("uid"), str) else []
    if size is None and len(siblings) > 1 and owner and owner.get("kind") in ("Job", "PyTorchJob", "MPIJob", "JobSet", "StatefulSet"):
        size = len(siblings)
    if not size or size < 2:
        return None
    req = sim.request
    if not req:
        return None
    if not sim.schedulable:
        return {"size": size, "fit": 0, "placement": {}, "source": "PodGroup" if group else "controller"}
    placed: dict[str, int] = {}
    free_by_node: dict[str, dict[str, int]] = {}
    for n in sim.nodes:
        if not n.fits:      # identical members: a node that cannot take one cannot take any
            continue
        info = state.info(state.node_by_name(n.name))
        free_by_node[n.name] = {r: info.free(r) for r in req}
        free_by_node[n.name]["pods"] = info.allowed_pods - len(info.pods)
    fit = 0
    for _ in range(size):
        target = None
        for name_, free in sorted(free_by_node.items()):
            if free["pods"] >= 1 and all(free[r] >= v for r, v in req.items()):
                target = name_
                break
        if target is None:
            break
        for r, v in req.items():
            free_by_node[target][r] -= v
        free_by_node[target]["pods"] -= 1
        placed[target] = placed.get(target, 0) + 1
        fit += 1
    return {"size": size, "fit": fit, "placement": placed, "source": "PodGroup" if group else "controller"}


def _gang_finding(pod, ref, gang) -> Finding:
    meta = _meta(pod)
    ns, name = meta.get("namespace"), meta.get("name")
    return Finding(CHECK, Severity.WARNING,
                   f"Only {gang['fit']} of the {gang['size']} gang members like {ns}/{name} fit at the same time",
                   "Placing identical members one by one on the nodes that pass every other filter: "
                   + (", ".join(f"{k}: {v}" for k, v in gang["placement"].items()) or "none") +
                   ". A gang scheduler keeps all of them pending until the whole gang fits; with the default "
                   "scheduler the started ones hold GPUs while they wait for the rest.",
                   Remediation("Free capacity for the whole gang, or reduce the number of workers / GPUs per worker.",
                               commands=(f"kubectl get pods -n {ns} -o wide",)),
                   objects=[ref], evidence=[Evidence("gang placement simulation", None, None, gang)],
                   confidence=0.75, blast_radius=gang["size"], key=f"{ns}/{name}|gang")


# ---- what the scheduler said vs the simulation ----------------------------------------------
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
        theirs = obs.canonical_reasons() if obs.prefilter is None else {R.canonical(obs.prefilter): obs.total_nodes or 0}
        if obs.truncated:
            theirs = {k: v for k, v in theirs.items() if k in mine}
        if theirs != mine:
            diff = sorted(set(theirs) | set(mine))
            problems.append("reasons differ: " + "; ".join(
                f"{k}: scheduler {theirs.get(k, 0)}, simulation {mine.get(k, 0)}" for k in diff
                if theirs.get(k, 0) != mine.get(k, 0)))
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
