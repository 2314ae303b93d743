"""`doctor pending [-n NS] POD` (or NS/POD): exactly why this Pod is not scheduled.

First line: the root cause in one plain-English sentence; then the evidence; then the fix;
-v adds the per-node table grouped by reason. -o json prints doctor.pending/v1."""
from __future__ import annotations

from ..kube.guards import D

import click

from ..acquire import load_snapshot, needs_of
from ..errors import EXIT_OK, InputError
from ..options import common_options, exit_code_for, resolve

@click.command("pending")
@click.argument("pod_arg", metavar="[NS/]POD")
@click.option("--no-preemption", is_flag=True, help="Skip the preemption dry run.")
@common_options
@click.pass_context
def command(ctx: click.Context, pod_arg: str, no_preemption: bool, **given) -> int:
    """Why is this Pod not scheduled? Root cause first, then evidence and the fix.

    \b
    doctor pending team-a/train-0                 live cluster
    doctor pending -n team-a train-0 --from snap/ a recording
    doctor pending team-a/my-job                  a Job/ReplicaSet whose pods were never created
    doctor pending team-a/train-0 -o json         doctor.pending/v1 (per-node reasons, message)

    The per-node reasons and the "0/N nodes are available: ..." message are kube-scheduler's own
    words, simulated from the snapshot and compared with its last FailedScheduling event.
    Exit: 0 schedulable / already running, 1 unschedulable (finding at or above --fail-on),
    2 pod not found or unreadable input, 3 cluster unreachable.
    """
    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json", "html"):
        raise InputError(f"doctor pending supports -o text, json or html, not {opts.output}")
    ns, name = _split(pod_arg, opts.namespace)
    classes = question_checks(opts.plugins)
    hint = None if opts.all_namespaces and "/" not in pod_arg else ns
    projection = _projection(name, classes, hint)
    snapshot = load_snapshot(opts, needs_of(classes), namespace_hint=hint, projection=projection)
    from ..acquire import blind_verdict, partial_verdict
    if opts.all_namespaces and "/" not in pod_arg:
        try:
            ns = _find_namespace(snapshot, name)
        except InputError:
            blind_verdict(snapshot, "(any namespace)", name, pod=None)   # pods not readable: exit 3
            raise
    from ..render.pending import render

    pod = snapshot.pod(ns, name)
    if projection is not None and _needs_whole(snapshot, pod, ns, name):
        # a question the projection does not cover: decode everything again (rare: see _needs_whole)
        snapshot = load_snapshot(opts, needs_of(classes), namespace_hint=hint)
        pod = snapshot.pod(ns, name)
    if pod is None:
        data = _not_created(snapshot, ns, name)
        if data is None:
            blind_verdict(snapshot, ns, name, pod=None)   # pods not readable: exit 3, not "not found"
            raise InputError(_not_found(snapshot, ns, name))
        click.echo(render(data, opts), nl=False)
        return exit_code_for(data["_findings"], opts.fail_on)
    if not isinstance(pod.get("spec"), dict) or not isinstance(pod.get("metadata"), dict):
        raise InputError(f"pod {ns}/{name}: the recorded object has no spec/metadata object; cannot analyse it")
    blind_verdict(snapshot, ns, name, pod=pod)   # nodes not readable: no verdict on a pending pod (exit 3)
    try:
        diag, findings, headline, _roots = answer(snapshot, pod, classes, preemption=not no_preemption,
                                                  plugins=opts.plugins)
    except (AttributeError, TypeError, ValueError, KeyError) as exc:
        # a field of an unexpected type somewhere in the snapshot: say so, never a traceback
        raise InputError(f"pod {ns}/{name}: a field in the snapshot has an unexpected shape "
                         f"({type(exc).__name__}: {exc}); run `doctor scan` to find the malformed object") from None
    data = _data(snapshot, diag, findings, ns, name, headline)
    partial = partial_verdict(snapshot, data)   # a "fits" that pods outside the snapshot may contradict
    click.echo(render(data, opts), nl=False)
    if partial:
        return partial
    if diag.status == "scheduled" and not findings:
        return EXIT_OK
    return exit_code_for(findings, opts.fail_on)


def _projection(name: str, classes, namespace: str | None = None):
    """Decode only what this command reads of the pods (doctor/sources/projection.py), the pod
    asked about whole, the pods outside its `namespace` (None: not known, -A POD) that only the
    scheduler replay reads leaner still; None: decode everything (DOCTOR_FULL_DECODE=1, a plugin check in the
    question: nobody declared what it reads)."""
    import os

    if os.environ.get("DOCTOR_FULL_DECODE") or any(not _builtin(c) for c in classes):
        return None
    from ..sources.projection import for_pending
    return for_pending(namespace, name)


def _builtin(cls) -> bool:
    return (getattr(cls, "__module__", "") or "").startswith(("checks.", "doctor."))


def _needs_whole(snapshot, pod, ns: str, name: str) -> bool:
    """The answers the projection is not certified for (tests/test_pending_projection.py): a pod
    bound to a node but still Pending (what keeps it from starting may be any check's finding:
    every check runs), and a pod not found whose name is a controller's (its creation failures)."""
    if pod is None:
        from ..scheduler.controllers import controllers_named
        return any(True for _ in controllers_named(snapshot, ns, name))
    return bool(D(pod.get("spec")).get("nodeName")) and D(pod.get("status")).get("phase") == "Pending"


def question_checks(plugins: bool = True):
    """The checks `doctor pending` runs: those that state a pod is unschedulable or its pods are
    not created, and every check that may explain what they state (declared by the checks)."""
    from ..engine import checks_for
    from ..model import Symptom
    from ..registry import _plugins, discover

    symptoms = (Symptom.POD_UNSCHEDULABLE, Symptom.PODS_NOT_CREATED)
    if not plugins or not _plugins():
        from ..check_index import checks_for as indexed   # imports only the checks it picks
        found = indexed(symptoms)
        if found is not None:
            return found
    return checks_for(symptoms, discover(plugins=plugins))


def answer(snapshot, pod: dict, classes, preemption: bool = True, plugins: bool = True, prune: bool = True):
    """(diagnosis, the causal chain, the first line, the root causes) for one pod: the pending_pods check's own
    answer for it, with every other check the question needs, linked and ranked by the engine;
    the first line names the root cause of Fact(POD_UNSCHEDULABLE, pod), as `doctor scan` does."""
    from ..engine import run_checks
    from ..model import CheckResult, Fact, Status, Subject, Symptom
    from ..scheduler import ClusterState

    pending_check = next(c for c in classes if c.id == "pending_pods")
    if prune and not _SHARED_PASS_PAYS and not D(pod.get("spec")).get("nodeName"):
        # No shared first_looks pass (see _run_question) from the start: ClusterState's pass over
        # the pods would otherwise build it, taking six looks this question never reads (GPU,
        # stopped, kubelet, wiring, owner rows, rank candidates) to read its own rows from it.
        # Its own pass reads the same rows (scan_row; tests/test_first_looks.py). 15k pods, CPU
        # of `doctor pending` per process: see the commit message.
        snapshot.derived("kube.first_looks", lambda: None)
    diag, own = pending_check().diagnose(snapshot, [pod], ClusterState(snapshot), preemption=preemption)
    given = CheckResult(pending_check.id, pending_check.title, pending_check.category,
                        Status.FINDINGS if own else Status.OK, f"{len(own)} finding(s)", own)
    if diag.status == "scheduled" and (pod.get("status") or {}).get("phase") == "Pending":
        started = _why_not_started(snapshot, pod, diag, given, plugins)
        if started is not None:
            return started
    others = [] if diag.status == "scheduled" else [c for c in classes if c.id != pending_check.id]
    report = (_run_question(snapshot, classes, others, given, D(pod.get("metadata")).get("namespace") or "default")
              if prune else run_checks(others, snapshot, given=[given]))
    fact = Fact(Symptom.POD_UNSCHEDULABLE, Subject.of_pod(pod))
    roots = report.root_causes(fact)
    return diag, report.focus(fact, about=own), (roots[0].title if roots else diag.headline), roots


_SHARED_PASS_PAYS = False   # tests/test_pending_prune.py measures both ways


def _run_question(snapshot, classes, others, given, namespace: str | None = None):
    """run_checks(others, snapshot, given=[given]) for one existing pod, the same report for
    everything this pod's answer reads, without running the checks that cannot reach it.

    The question set (question_checks) also holds the checks picked for PODS_NOT_CREATED (a
    name that is a controller's: _not_created answers it). Of those, the ones engine.checks_for
    does not pick for POD_UNSCHEDULABLE alone (gpu_runtime_wiring, pods_not_created: ~0.1 s
    of a 15,000-pod cluster) state and explain no fact a picked check states or may explain in
    turn, so none of their findings is in report.focus() or root_causes() of this pod, nor the
    cause of a finding that is (link() makes a finding the symptom of one that explains a fact
    it states; the declarations are held to the findings by tests/test_findings_graph.py). One
    thing does read them: a picked finding's `explains` lists the fingerprints of the findings
    stating what it explains. So such a check still runs when a picked finding explains a fact
    it may state (a GPU hardware fault on a node where pods' runtime wiring fails).
    tests/test_pending_prune.py compares both ways on every pod of every fixture."""
    from ..engine import Report, checks_for, run_check
    from ..model import Fact, Symptom
    from ..ranking import rank

    reach = {c.id for c in checks_for((Symptom.POD_UNSCHEDULABLE,), classes)}
    if snapshot is not None and not _SHARED_PASS_PAYS:
        # These checks read two of the looks doctor.kube.first_looks takes in one shared pass
        # over every pod (GPU Operator operands, distributed-rank candidates); `scan` reads all
        # eight. Two passes of their own cost less here (15k pods: 0.06 s against 0.11 s).
        # None is first_looks' "no shared pass: each index takes its own" (same pods, same
        # order: tests/test_first_looks.py).
        snapshot.derived("kube.first_looks", lambda: None)
    if snapshot is not None and namespace is not None:
        from ..distributed.jobs import ask_namespace
        # the checks that build distributed jobs need only those of this pod's namespace (a job's ranks
        # share it): gang_needs_one_domain's findings on other jobs are about other pods, and state
        # nothing a check of this question reads (tests/test_pending_prune.py compares with the full run)
        ask_namespace(snapshot, namespace)
    try:
        results = {c.id: run_check(c(), snapshot) for c in others if c.id in reach}
        explained = {e.symptom for r in results.values() for f in r.findings for e in f.explains if isinstance(e, Fact)}
        for c in others:
            if c.id not in results and any(Symptom.matches(s, e) for s in c.states for e in explained):
                results[c.id] = run_check(c(), snapshot)
    finally:
        if snapshot is not None and namespace is not None:
            ask_namespace(snapshot, None)
    ordered = [given] + [results[c.id] for c in others if c.id in results and c.id != given.id]
    return Report(snapshot, ordered, rank([f for r in ordered for f in r.findings]))


def _why_not_started(snapshot, pod: dict, diag, given, plugins: bool = True):
    """A pod bound to a node but still in phase Pending (`kubectl get pods`: Pending,
    ContainerCreating, Init:...): scheduling is done, so what keeps it from starting is what the
    scan's checks say about it (a DRA driver not registered, the GPU Operator's driver failing on
    its node, ...). The findings naming the pod, under their root causes; None when no check
    names it (then the plain 'already scheduled' answer stands)."""
    from ..engine import run_checks
    from ..registry import discover

    meta = pod.get("metadata") or {}
    ns, name = meta.get("namespace") or "default", meta.get("name")
    node = (pod.get("spec") or {}).get("nodeName")
    report = run_checks([c for c in discover(plugins=plugins) if c.id != given.id], snapshot, given=[given])
    about = [f for f in report.findings
             if any(o.kind == "Pod" and o.name == name and (o.namespace or "default") == ns for o in f.objects)]
    if not about:
        return None
    chain = report.focus(None, about=about)
    roots = [f for f in chain if not f.explained_by or f.explained_by not in {g.fingerprint for g in chain}]
    headline = (f"Pod {ns}/{name} is scheduled on node {node} but has not started (phase Pending): "
                f"{roots[0].title}")
    return diag, chain, headline, roots


def _split(arg: str, namespace: str | None) -> tuple[str, str]:
    if "/" in arg:
        ns, _, name = arg.partition("/")
        if name.startswith("pod/"):
            name = name[4:]
        if not ns or not name or "/" in name:
            raise InputError(f"{arg!r}: expected POD or NAMESPACE/POD")
        if namespace and namespace != ns:
            raise InputError(f"{arg!r} names namespace {ns!r} but -n says {namespace!r}")
        return ns, name
    name = arg[4:] if arg.startswith("pod/") else arg
    if not name:
        raise InputError("a pod name is required")
    return namespace or "default", name


def _find_namespace(snapshot, name: str) -> str:
    """-A POD: the one namespace holding a pod of that name."""
    found = sorted({D(p.get("metadata")).get("namespace") or "default" for p in snapshot.pods
                    if D(p.get("metadata")).get("name") == name})
    if len(found) > 1:
        raise InputError(f"pod {name!r} exists in {len(found)} namespaces ({', '.join(found)}): "
                         f"name one, e.g. `doctor pending {found[0]}/{name}`")
    if not found:
        raise InputError(f"pod {name!r} not found in any namespace of the snapshot")
    return found[0]


def _not_found(snapshot, ns: str, name: str) -> str:
    in_ns = [D(p.get("metadata")).get("name") or "" for p in snapshot.in_namespace("pods", ns)]
    import difflib

    close = difflib.get_close_matches(name, in_ns, n=3, cutoff=0.5)
    elsewhere = sorted({D(p.get("metadata")).get("namespace") for p in snapshot.pods
                        if D(p.get("metadata")).get("name") == name} - {None})
    hint = []
    if close:
        hint.append("did you mean " + ", ".join(f"{ns}/{c}" for c in close) + "?")
    if elsewhere:
        hint.append("a pod of that name exists in namespace(s) " + ", ".join(elsewhere))
    if not snapshot.has("pods"):
        hint.append("the snapshot has no pods at all")
    return f"pod {ns}/{name} not found" + (f" ({'; '.join(hint)})" if hint else f" ({len(in_ns)} pod(s) in {ns})")


def _not_created(snapshot, ns: str, name: str) -> dict | None:
    from ..ranking import rank
    from ..scheduler.controllers import controllers_named, creation_failures, suspended_by_kueue

    findings = []
    for _res, obj in controllers_named(snapshot, ns, name):
        findings += creation_failures(snapshot, obj) + suspended_by_kueue(snapshot, obj)
    if not findings:
        return None
    findings = rank(findings)
    return {"schema": "doctor.pending/v1", "pod": {"namespace": ns, "name": name}, "schedulable": False,
            "status": "not-created", "headline": findings[0].title, "message": "", "nodes": [],
            "findings": [f.to_dict() for f in findings], "observed": None, "disagreement": None,
            "notes": ["the pod does not exist (yet); its controller has not created it"], "_findings": findings,
            "observed_at": snapshot.observed_at.isoformat().replace("+00:00", "Z")}


def _data(snapshot, diag, findings, ns, name, headline) -> dict:
    sim = diag.simulation
    return {
        "schema": "doctor.pending/v1",
        "pod": {"namespace": ns, "name": name},
        "schedulable": bool(diag.schedulable),
        "status": diag.status,
        "headline": headline,
        "message": sim.message if sim is not None else "",
        "nodes": [n.to_dict() for n in sim.nodes] if sim is not None else [],
        "findings": [f.to_dict() for f in findings],
        "request": dict(sim.request) if sim is not None else {},
        "scheduler_name": (diag.pod.get("spec") or {}).get("schedulerName") or "default-scheduler",
        "observed": ({"source": diag.observed_source, **diag.observed.to_dict(), "text": diag.observed.text}
                     if diag.observed is not None else None),
        "events": [{"message": e.message, "count": e.count, "last_seen": e.last_seen, "component": e.component}
                   for e in diag.events],
        "disagreement": diag.disagreement,
        "preemption": (None if sim is None or sim.preemption_node is None else
                       {"node": sim.preemption_node.name,
                        "victims": [f"{D(p.get('metadata')).get('namespace')}/{D(p.get('metadata')).get('name')}"
                                    for p in sim.preemption_node.victims]}),
        "gang": diag.gang,
        "notes": list(sim.notes) if sim is not None else [],
        "observed_at": snapshot.observed_at.isoformat().replace("+00:00", "Z"),
        "_findings": findings,
    }
