"""DefaultPreemption, the PostFilter plugin: when no node fits, could evicting lower-priority
pods from a node make the pod fit? Its verdict is the "preemption: ..." suffix of the
FailedScheduling message, or a nominated node.
Source: kubernetes/kubernetes pkg/scheduler/framework/plugins/defaultpreemption/default_preemption.go
and pkg/scheduler/framework/preemption/preemption.go (nodes rejected UnschedulableAndUnresolvable
are "Preemption is not helpful for scheduling"; a node without lower-priority pods is "No
preemption victims found for incoming pod"; preemptionPolicy Never is refused up front).
Not modelled: PodDisruptionBudgets, victim ordering by start time, nominated pods' reservations."""
from __future__ import annotations

from ...kube.guards import D
from ...model import Evidence, Finding, ObjectRef, Remediation, Severity
from ..framework import CHECK, UNRESOLVABLE
from ..message import fit_error_message
from ..remedy import meta

NAME = "DefaultPreemption"
PREEMPTION_NOT_HELPFUL = "Preemption is not helpful for scheduling"
PREEMPTION_NO_VICTIMS = "No preemption victims found for incoming pod"
PREEMPTION_NEVER = "preemption: not eligible due to preemptionPolicy=Never."


class DefaultPreemption:
    name = NAME
    reasons = (PREEMPTION_NOT_HELPFUL, PREEMPTION_NO_VICTIMS, PREEMPTION_NEVER)

    def post_filter(self, cs, sim, state) -> str:
        """'' when some node would work after evicting lower-priority pods (the pod gets
        nominated: sim.preemption_node), else its 'preemption: ...' message."""
        from ..state import pod_priority

        if (cs.spec.get("preemptionPolicy") or "PreemptLowerPriority") == "Never":
            return PREEMPTION_NEVER
        if cs.prefilter is not None:
            for n in sim.nodes:
                n.preemption = PREEMPTION_NOT_HELPFUL
            return "preemption: " + fit_error_message(sim.total_nodes, {PREEMPTION_NOT_HELPFUL: sim.total_nodes},
                                                     "", "", "")
        hist: dict[str, int] = {}
        best = None
        nodes = {D(n.get("metadata")).get("name"): n for n in state.nodes}
        for res in sim.nodes:
            if res.code == UNRESOLVABLE:
                res.preemption = PREEMPTION_NOT_HELPFUL
            else:
                info = state.info(nodes[res.name])
                victims = [p for p in info.pods if pod_priority(p, state) < cs.priority]
                if not victims:
                    res.preemption = PREEMPTION_NO_VICTIMS
                else:
                    removed = {id(p) for p in victims}
                    after = cs.evaluate(nodes[res.name], removed)
                    if after:
                        res.preemption = ", ".join(after[0].reasons)
                        for r in after[0].reasons:
                            hist[r] = hist.get(r, 0) + 1
                        continue
                    # keep as many victims as possible: re-add from the highest priority down
                    victims.sort(key=lambda p: -pod_priority(p, state))
                    for p in list(victims):
                        removed.discard(id(p))
                        if cs.evaluate(nodes[res.name], removed):
                            removed.add(id(p))
                        else:
                            victims.remove(p)
                    res.victims = victims
                    res.preemption = None
                    if best is None or len(victims) < len(best.victims):
                        best = res
                    continue
            hist[res.preemption] = hist.get(res.preemption, 0) + 1
        if best is not None:
            sim.preemption_node = best
            return ""
        return "preemption: " + fit_error_message(sim.total_nodes, hist, "", "", "")

    def explain(self, pod, ref, sim) -> list[Finding]:
        if sim.preemption_node is None:
            return []
        ns, name = meta(pod).get("namespace"), meta(pod).get("name")
        spec = D(pod.get("spec"))
        n = sim.preemption_node
        victims = [f"{meta(p).get('namespace')}/{meta(p).get('name')} (priority {D(p.get('spec')).get('priority', 0)})"
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
