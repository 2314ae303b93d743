"""Pod-level admission: what keeps a pod from reaching the Filter phase at all, or what decides
for a whole group of pods, apart from node filtering. Scheduling gates (kube-scheduler's
SchedulingGates PreEnqueue plugin), a schedulerName no running scheduler answers to, Kueue
Workload admission, Volcano PodGroups, and gangs (how many identical members fit at once)."""
from __future__ import annotations

import weakref

from ..kube.guards import D, L

from ..kube.gpu import is_gpu_resource
from ..kube.pods import condition
from ..queues import kai, kueue
from ..model import Evidence, Finding, ObjectRef, Remediation, Severity, json_pointer
from .framework import CHECK
from .remedy import fmt as _fmt, meta as _meta, owner_patch_target as _owner_patch_target
from .state import DEFAULT_SCHEDULER

VOLCANO_GROUP_ANNOTATIONS = ("scheduling.k8s.io/group-name", "scheduling.volcano.sh/group-name")


def admission_findings(snapshot, state, pod, ref, events, sim) -> tuple[list[Finding], dict | None]:
    """(findings, gang) for the pod: gates, scheduler name, Kueue, Volcano, gang."""
    gate_f = gates(snapshot, pod, ref)
    sched_f = scheduler_name(snapshot, pod, ref, events)
    kueue_f = kueue_findings(snapshot, pod, ref)
    for f in kueue_f:  # the Workload says *why* the gate is still there
        f.explains = [g.fingerprint for g in gate_f]
    gang_info = gang(snapshot, state, pod, sim)
    volcano_f = volcano(snapshot, pod, ref, gang_info, sim)
    out = gate_f + sched_f + volcano_f + kueue_f + kai_findings(snapshot, pod, ref)
    if gang_info and sim.schedulable and gang_info["fit"] < gang_info["size"] and not volcano_f:
        out.append(gang_finding(pod, ref, gang_info))
    return out, gang_info


def gates(snapshot, pod, ref) -> list[Finding]:
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
    if any(kueue.is_kueue_gate(g) for g in gates):
        # Kueue's own gates (admission, topology): explained by the Workload, never patched out
        lq = D(_meta(pod).get("labels")).get(kueue.QUEUE_LABEL)
        lq = lq if isinstance(lq, str) and lq else None
        missing = bool(lq and snapshot.has(kueue.LOCALQUEUES) and snapshot.get(kueue.LOCALQUEUES, ns, lq) is None)
        text, fix_text = kueue.gate_owner_text(gates)
        text = "Kueue holds the pod: " + text + "."
        rem = Remediation(fix_text,
                          commands=(f"kubectl get workloads -n {ns} -o wide",
                                    # the pod's own LocalQueue (its queue-name label), not whichever is listed first
                                    f"kubectl describe clusterqueue $(kubectl get localqueue -n {ns} {lq} "
                                    f"-o jsonpath='{{.spec.clusterQueue}}')" if lq and not missing else
                                    f"kubectl get localqueue -n {ns}   # LocalQueue '{lq}' (its queue-name label) does not exist"
                                    if lq else
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


def event_schedulers(snapshot) -> dict[str, list[str]]:
    """The part of running_schedulers() that events alone show (no pass over the pods): when
    every scheduler a question is about is in it, the pods need not be read."""
    found: dict[str, list[str]] = {}
    for ev in snapshot.events:
        comp = (ev.get("reportingComponent") or D(ev.get("source")).get("component")
                or ev.get("reportingController"))
        if comp and ev.get("reason") in ("FailedScheduling", "Scheduled", "Preempted"):
            found.setdefault(comp, []).append(f"event {ev.get('reason')} reported by {comp}")
    return found


def running_schedulers(snapshot) -> dict[str, list[str]]:
    """Scheduler names with evidence that they are running: events they reported, or running
    pods that look like them (kube-scheduler, volcano-scheduler, --scheduler-name=...)."""
    found = event_schedulers(snapshot)
    for pod in snapshot.pods:
        status = pod.get("status")
        if not isinstance(status, dict) or status.get("phase") != "Running":
            continue
        meta = _meta(pod)
        pname = str(meta.get("name") or "")
        labels = D(meta.get("labels"))
        names = set()
        if labels.get("component") == "kube-scheduler" or pname.startswith("kube-scheduler"):
            names.add(DEFAULT_SCHEDULER)
        volcano_pod = "volcano-scheduler" in pname
        spec = pod.get("spec")
        containers = spec.get("containers") if isinstance(spec, dict) else None
        for c in containers if isinstance(containers, list) else ():
            if not isinstance(c, dict):
                continue
            if volcano_pod or "vc-scheduler" in str(c.get("image") or ""):
                names.add("volcano")
            for key in ("command", "args"):
                args = c.get(key)
                if not args or not isinstance(args, list):
                    continue
                for arg in args:
                    if isinstance(arg, str) and arg.startswith("--scheduler-name="):
                        names.add(arg.split("=", 1)[1])
        for n in names:
            found.setdefault(n, []).append(f"running pod {meta.get('namespace')}/{pname}")
    return found


def _cached_running(snapshot) -> dict[str, list[str]]:
    return snapshot.derived("scheduler.running_schedulers", lambda: running_schedulers(snapshot))


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


def scheduler_name(snapshot, pod, ref, events) -> list[Finding]:
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
    target = _owner_patch_target(snapshot, pod)
    patch = target.yaml({"schedulerName": DEFAULT_SCHEDULER})
    return [Finding(CHECK, Severity.CRITICAL,
                    f"Pod {ns}/{name} asks for scheduler {sched!r}, which is not running: it will stay Pending forever",
                    (f"Only a scheduler whose profile is named {sched!r} picks this pod up. None is running "
                     f"({'no events and no PodScheduled condition, ' if no_cond and not events else ''}"
                     f"pending for {int(age // 60) if age else '?'} min)."),
                    Remediation(f"Install/start the {sched} scheduler, or switch the workload to the default scheduler "
                                + ("(schedulerName cannot be changed in place: recreate it with the patch below)."
                                   if target.immutable else
                                   f"(`kubectl patch {target.resource} {target.name} -n {target.namespace} --type=merge "
                                   "-p ...`, patch below)."),
                                commands=cmds + (f"kubectl get pods -A | grep -i {sched}",)
                                + tuple(c for c in (target.recreate(),) if c), patch=patch),
                    objects=[ref], evidence=ev, confidence=0.9 if no_cond and not events else 0.7,
                    root_cause=True, key=f"{ns}/{name}|no-scheduler")]


def volcano(snapshot, pod, ref, gang=None, sim=None) -> list[Finding]:
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
        per = ", ".join([f"{_fmt(r, v)} {r}" for r, v in sorted((sim.request if sim else {}).items()) if is_gpu_resource(r)]
                        + ([f"{gang['dra_gpus']} GPU(s) through DRA claims"] if gang.get("dra_gpus") else []))
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
    """The Kueue Workload owned by this object (or one of its owners), when not admitted (or
    admitted with Kueue's topology gate still on the pod): why, from doctor.queues.kueue."""
    wl = kueue.workload_for(snapshot, pod)
    if wl is None:
        return []
    v = kueue.analyse(snapshot, wl, pod)
    if v.kind == "admitted" and not v.summary:
        return []
    ns = _meta(pod).get("namespace")
    return [Finding(CHECK, Severity.CRITICAL, v.title, v.summary, v.fix, objects=[ref] + v.objects,
                    evidence=v.evidence, confidence=0.98 if v.kind != "pending" else 0.9, root_cause=True,
                    key=f"{ns}/{_meta(wl).get('name')}|kueue")]


def kai_findings(snapshot, pod, ref) -> list[Finding]:
    """NVIDIA KAI scheduler: the pod's PodGroup / queue verdict (doctor.queues.kai)."""
    if not kai.is_kai_pod(pod):
        return []
    v = kai.analyse(snapshot, pod)
    if v is None:
        return []
    ns = _meta(pod).get("namespace")
    return [Finding(CHECK, Severity.CRITICAL, v.title, v.summary, v.fix, objects=list(dict.fromkeys([ref] + v.objects)),
                    evidence=v.evidence, confidence=0.9, root_cause=v.root_cause,
                    key=f"{ns}/{_meta(pod).get('name')}|kai")]


def gang(snapshot, state, pod, sim) -> dict | None:
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
    members = siblings
    if group and not any(p is pod for p in siblings):     # a PodGroup's bare pods: no controller
        members = _group_members(snapshot, state, ns, group)
    rep_pod = _lowest_member(state, pod, members)
    representative = f"{_meta(rep_pod).get('namespace')}/{_meta(rep_pod).get('name')}"
    # GPUs each member gets through DRA claims, and each node's unallocated DRA GPUs (doctor.dra.gpus,
    # the one place that counts them): members that get GPUs only through claims request none
    from ..dra.gpus import claim_gpus
    claims = claim_gpus(snapshot)
    dra_each = claims.pod(pod)
    req = dict(sim.request)
    if dra_each:
        req[DRA_GPUS] = dra_each
    if not req:
        return None
    if not sim.schedulable:
        return {"size": size, "fit": 0, "placement": {}, "source": "PodGroup" if group else "controller",
                "dra_gpus": dra_each, "representative": representative}
    placed: dict[str, int] = {}
    free_by_node: dict[str, dict[str, int]] = {}
    for n in sim.fitting:   # identical members: a node that cannot take one cannot take any
        info = state.info(state.node_by_name(n.name))
        free_by_node[n.name] = {r: (claims.node(n.name).free if r == DRA_GPUS else info.free(r)) for r in req}
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
    return {"size": size, "fit": fit, "placement": placed, "source": "PodGroup" if group else "controller",
            "dra_gpus": dra_each, "representative": representative}


_LOWEST: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # state -> {id(siblings): pod}


_GROUPS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # state -> {(ns, group): [pods]}


def _group_members(snapshot, state, ns, group: str) -> list[dict]:
    """The unbound Pending pods of namespace `ns` that name PodGroup `group` (once per ClusterState)."""
    cache = _GROUPS.setdefault(state, {})
    got = cache.get((ns, group))
    if got is None:
        got = cache[(ns, group)] = [
            p for p in snapshot.in_namespace("pods", ns)
            if isinstance(p, dict) and not D(p.get("spec")).get("nodeName")
            and D(p.get("status")).get("phase") == "Pending"
            and any(D(_meta(p).get("annotations")).get(a) == group for a in VOLCANO_GROUP_ANNOTATIONS)]
    return got


def _lowest_member(state, pod: dict, siblings: list[dict]) -> dict:
    """The gang's lowest-ranked pending member (member_order), once per gang and ClusterState: scan
    may analyse many of a gang's members (groups of their own), each pass would sort them all."""
    if not any(p is pod for p in siblings):
        return min([pod] + siblings, key=member_order)
    cache = _LOWEST.setdefault(state, {})
    got = cache.get(id(siblings))
    if got is None:
        got = cache[id(siblings)] = min(siblings, key=member_order)
    return got


def member_order(pod: dict) -> tuple:
    """Sort key of a gang's members by rank: the controller's index label (Kubeflow replica index,
    master first; JobSet's global index; LeaderWorkerSet's worker index; StatefulSet pod index; Indexed
    Job completion index: doctor.distributed.jobs reads them), else the name's trailing ordinal,
    then the name with its numbers compared as numbers. The lowest member names the gang's
    finding in `scan` and in `pending` alike, whichever member either analysed."""
    import re

    from ..distributed.jobs import JOBSET_NAME, KUBEFLOW_JOB, LWS_NAME, _index_of

    meta = _meta(pod)
    labels = D(meta.get("labels"))
    name = meta.get("name") if isinstance(meta.get("name"), str) else ""
    owner = next((o for o in L(meta.get("ownerReferences")) if isinstance(o, dict) and o.get("controller")), {})
    kind = ("PyTorchJob" if KUBEFLOW_JOB in labels else "JobSet" if JOBSET_NAME in labels
            or "jobset.sigs.k8s.io/job-global-index" in labels else "LeaderWorkerSet" if LWS_NAME in labels
            else "VolcanoJob" if str(owner.get("apiVersion") or "").startswith("batch.volcano.sh")
            or "volcano.sh/job-name" in labels else "StatefulSet")   # StatefulSet: the trailing ordinal
    try:
        index = _index_of(pod, kind)
    except (AttributeError, TypeError, ValueError):
        index = None
    natural = tuple((0, int(t), "") if t.isdigit() else (1, 0, t) for t in re.split(r"(\d+)", name) if t)
    return (index is None, index if index is not None else 0, natural)


DRA_GPUS = "GPUs through DRA claims"   # gang placement's key for them (not a resource name)


def gang_finding(pod, ref, gang) -> Finding:
    meta = _meta(pod)
    ns = meta.get("namespace")
    # named by the gang's lowest-ranked member (member_order), not by whichever member was analysed:
    # one title and one id in `scan` and in `pending` for every member
    who = gang.get("representative") or f"{ns}/{meta.get('name')}"
    return Finding(CHECK, Severity.WARNING,
                   f"Only {gang['fit']} of the {gang['size']} gang members like {who} fit at the same time",
                   "Placing identical members one by one on the nodes that pass every other filter: "
                   + (", ".join(f"{k}: {v}" for k, v in gang["placement"].items()) or "none") +
                   ". A gang scheduler keeps all of them pending until the whole gang fits; with the default "
                   "scheduler the started ones hold GPUs while they wait for the rest.",
                   Remediation("Free capacity for the whole gang, or reduce the number of workers / GPUs per worker.",
                               commands=(f"kubectl get pods -n {ns} -o wide",)),
                   objects=[ref], evidence=[Evidence("gang placement simulation", None, None, gang)],
                   confidence=0.75, blast_radius=gang["size"], key=f"{who}|gang")
