"""Where a run's snapshot comes from: --from paths, or the live API (imported lazily)."""
from __future__ import annotations

import sys
from typing import Iterable

from .progress import progress
from .snapshot import Snapshot


def load_snapshot(opts, needs: Iterable[str], namespace_hint: str | None = None, projection=None) -> Snapshot:
    """The snapshot for `needs`. `namespace_hint`: the namespace the question is about (the
    pod of `doctor pending`): a live list forbidden cluster-wide is read in that namespace
    instead, and the snapshot says it is filtered. `projection` (doctor.sources.projection):
    decode only the fields the command reads of the resources it names."""
    from .render.safe import line

    if opts.sources:
        from .sources.fixtures import load_paths

        ignored = [flag for flag, value in (("--kubeconfig", opts.kubeconfig), ("--context", opts.context),
                                            ("--timeout", getattr(opts, "timeout", None))) if value]
        if ignored:
            print(f"doctor: warning: {' and '.join(ignored)} ignored: reading the recording given with --from",
                  file=sys.stderr)
        snap = load_paths(list(opts.sources), projection)
        snap.adopt_recorded_gaps()
    else:
        from .sources.live import collect, parse_duration

        raw = getattr(opts, "timeout", None)
        snap = collect(sorted(set(needs)), kubeconfig=opts.kubeconfig, context=opts.context,
                       progress=progress, run_timeout=parse_duration(raw) if raw is not None else None,
                       fallback_namespace=namespace_hint, projection=projection)
    for warning in snap.warnings:   # file names, object names, log text: one sanitised line each
        print(f"doctor: warning: {line(warning)}", file=sys.stderr)
    return snap


def access_problem(snapshot: Snapshot, results=()) -> str | None:
    """One line when the run could not see enough of the cluster to call it healthy: nodes or
    pods forbidden or failed (even in part), or most checks skipped for lack of access (403,
    errors, the deadline). None when what was read is enough to trust "no problems"."""
    blind = snapshot.blind_spots(("nodes", "pods"))
    results = list(results)
    from .model import Status

    blind_resources = {g.resource for g in snapshot.all_gaps() if g.kind in ("forbidden", "failed")}
    skipped = [r for r in results if r.status is Status.SKIPPED
               and any(res in (r.detail or "") for res in blind_resources)]
    most = bool(results) and len(skipped) * 2 > len(results)
    if not blind and not most:
        return None
    first_core = {"nodes": 0, "pods": 1}
    forbidden = sorted((g.resource for g in snapshot.all_gaps() if g.kind == "forbidden"),
                       key=lambda n: (first_core.get(n, 2), n))
    failed = sorted((g.resource for g in snapshot.all_gaps() if g.kind == "failed"),
                    key=lambda n: (first_core.get(n, 2), n))
    parts = []
    for label, names in (("forbidden", forbidden), ("not read", failed)):
        if names:
            parts.append(f"{label}: " + ", ".join(names[:6]) + (f" (+{len(names) - 6} more)" if len(names) > 6 else ""))
    first = blind[0] if blind else next(g for g in snapshot.all_gaps() if g.kind in ("forbidden", "failed"))
    counted = f"; {len(skipped)} of {len(results)} checks skipped for lack of access" if results else ""
    return (f"cannot see enough of the cluster to call it healthy ({'; '.join(parts)}){counted}. "
            f"First: {first.line(api_message=False)}")


def needs_of(classes) -> set[str]:
    out: set[str] = set()
    for cls in classes:
        # "logs": the live source fetches the logs of failing GPU containers (capped);
        # "node_reports": it reads the node agent's reports (deploy/daemonset.yaml)
        out.update(cls.needs())
    return out


# ---- verdicts that depend on data the snapshot lacks (doctor pending) --------------------

def blind_verdict(snapshot: Snapshot, ns: str, name: str, pod: dict | None) -> None:
    """Raise ClusterUnreachable (exit 3) when `pending` cannot answer honestly: the pod was
    not found but pods could not be (fully) read, or the pod waits for a node and nodes
    could not be read. Says what was missing and why (the API server's 403, the RBAC rule)."""
    from .errors import ClusterUnreachable
    from .kube.guards import D

    pods = snapshot.gap("pods")
    if pod is None and pods is not None:
        if pods.kind == "filtered" and pods.namespace and pods.namespace != ns:
            raise ClusterUnreachable(f"pod {ns}/{name}: not among the pods read; {pods.line()}")
        if pods.kind in ("forbidden", "failed"):
            raise ClusterUnreachable(f"pod {ns}/{name}: cannot tell whether it exists; {pods.line(api_message=False)}")
    if pod is not None and not D(pod.get("spec")).get("nodeName"):
        nodes = snapshot.gap("nodes")
        if nodes is not None and not nodes.partial and nodes.kind in ("forbidden", "failed"):
            raise ClusterUnreachable(f"pod {ns}/{name} is not scheduled, but the nodes could not be read, so no "
                                     f"scheduling verdict can be made; {nodes.line(api_message=False)}")


def partial_verdict(snapshot: Snapshot, data: dict) -> int | None:
    """`pending` on a snapshot with pods or nodes known to be incomplete (a namespace only, a
    partial recording, a list cut short). Pods it lacks can hold the GPUs/CPUs the simulation
    thinks free, so with pods incomplete "fits" is not said; "does not fit" stands (missing pods
    only use more) unless a node is held back by nothing but the pod's required pod affinity
    (needs_unseen_pods, as `scan` decides). Nodes it lacks may have room, so with nodes
    incomplete "does not fit" is not said. Adds a note either way; returns 3 when no verdict
    can be given."""
    from .errors import EXIT_UNREACHABLE

    gaps = [g for g in (snapshot.gap("pods"), snapshot.gap("nodes")) if g is not None and g.partial]
    if not gaps:
        return None
    notes = data.setdefault("notes", [])
    for g in gaps:
        notes.append(f"capacity verdicts are partial: {g.line(api_message=False)}")
    data["gaps"] = [g.to_dict() for g in gaps]
    if data.get("status") not in ("pending",):
        return None
    pods_partial = any(g.resource == "pods" for g in gaps)
    nodes_partial = any(g.resource == "nodes" for g in gaps)
    from .scheduler.diagnose import needs_unseen_pods   # the rule `scan` uses too

    asked = data.get("pod") or {}
    affinity = needs_unseen_pods(data.get("nodes") or [], snapshot,
                                 snapshot.pod(asked.get("namespace"), asked.get("name")))
    if data.get("schedulable"):
        if not pods_partial:      # it fits on a node that was read, with every pod counted
            return None
        seen = (f"the simulation finds room on {sum(1 for n in data.get('nodes') or [] if n.get('fits'))} "
                f"node(s) among what was read")
    elif nodes_partial:
        seen = "no node that was read has room, and nodes missing from the snapshot may"
    elif affinity:
        seen = "it needs other pods (pod affinity) that may be among those not read"
    else:
        return None
    pod = data.get("pod") or {}
    lacks = "pods it lacks may hold those resources" if data.get("schedulable") else "what it lacks may change that"
    data["headline"] = (f"Cannot tell whether pod {pod.get('namespace')}/{pod.get('name')} fits: {seen}; "
                        f"the snapshot is partial ({'; '.join(g.resource + ' ' + g.kind for g in gaps)}): {lacks}")
    data["status"] = "partial"
    data["schedulable"] = False
    return EXIT_UNREACHABLE
