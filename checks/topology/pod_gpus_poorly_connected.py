"""A pod holding several GPUs of one node that talk to each other only through the CPU
interconnect (NODE: between PCIe host bridges, SYS: across sockets) while a set of the same size
with a better path (NVLink, or a PCIe switch) was free on that node. Collectives between its GPUs
then go GPU -> PCIe -> CPU -> PCIe -> GPU (or through host memory when P2P is not possible across
sockets) instead of over NVLink: several times less bandwidth for every all-reduce.

Read from node GPU reports that carry the interconnect matrix (the node agent records it through
NVML; `doctor node --from` also reads `nvidia-smi topo -m` text). Which GPUs a pod holds is known
from its processes (the agent maps each PID to its pod) and, where the device plugin passes them
as NVIDIA_VISIBLE_DEVICES (its default), from the GPUs each container was started with; "free"
means no other pod runs on or was given it. When the node has more GPUs
allocated than GPUs with processes, a "free" GPU may be allocated to an idle pod: confidence is
lowered and the finding says so."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer
from doctor.topology.matrix import LEGEND, path, placements, valid

REPORT_KIND = "NodeGPUReport"


class PodGpusPoorlyConnected(Check):
    """Why it exists: the device plugin hands out any free GPUs; a 4-GPU job on GPUs joined only through the
    CPU runs at a fraction of its NVLink speed and nothing reports it."""

    id = "pod_gpus_poorly_connected"
    title = "Multi-GPU pod on GPUs joined only through the CPU while better-connected GPUs were free"
    category = "topology"
    requires = ()
    optional = ("node_reports", "pods", "nodes")
    severity = Severity.WARNING
    subjects = ("pod", "node")
    states = (Symptom.POD_GPUS_POORLY_CONNECTED,)

    def run(self, snapshot):
        reports = {n: r for n, r in snapshot.node_reports.items() if isinstance(r, dict) and valid(r.get("topology"))}
        if not reports:
            raise Skip("no node GPU report with an interconnect matrix (run the node agent from this version, or "
                       "pass `nvidia-smi topo -m` output with --from)")
        by_uid = {}
        for p in snapshot.pods if snapshot.has("pods") else ():
            uid = (p.get("metadata") or {}).get("uid") if isinstance(p, dict) else None
            if uid:
                by_uid[uid] = p
        for node, report in sorted(reports.items()):
            for pl in placements(node, report):
                if pl.better is None:
                    continue
                yield self._finding(snapshot, node, report, pl, by_uid.get(pl.pod_uid))

    def _finding(self, snapshot, node, report, pl, pod):
        topo = report["topology"]
        meta = (pod or {}).get("metadata") or {}
        name = f"{meta.get('namespace')}/{meta.get('name')}" if pod else f"pod UID {pl.pod_uid}"
        pod_ref = ObjectRef("Pod", meta.get("name") or pl.pod_uid, meta.get("namespace"))
        rref = ObjectRef(REPORT_KIND, node)
        pos = {g: i for i, g in enumerate(topo["gpus"])}
        a, b = pl.worst_pair
        ev = [Evidence(f"the pod's processes run on GPUs {', '.join(map(str, pl.gpus))}", rref, None, pl.gpus),
              Evidence(f"GPU{a} <-> GPU{b}: {pl.worst} ({LEGEND.get(pl.worst, pl.worst)})", rref,
                       json_pointer("topology", "matrix", pos[a], pos[b]), pl.worst),
              Evidence(f"free GPUs (no other pod's process): {', '.join(map(str, pl.free)) or 'none'}", rref, None, pl.free)]
        grid = [f"GPU{x}-GPU{y} {path(topo, x, y)}" for i, x in enumerate(pl.better) for y in pl.better[i + 1:]]
        ev.append(Evidence(f"GPUs {', '.join(map(str, pl.better))} were free together: worst path {pl.better_worst} "
                           f"({'; '.join(grid[:6])})", rref, "/topology/matrix", None))
        confidence, caveat = 0.8, ""
        if snapshot.has("pods") and snapshot.node(node) is not None:
            from doctor.dra.gpus import pod_gpus      # GPUs through DRA claims count as well
            from doctor.kube.pods import is_terminated
            allocated = sum(pod_gpus(snapshot, p) for p in snapshot.pods_on_node(node) if not is_terminated(p))
            with_procs = len({g.get("index") for g in report.get("gpus") or [] if isinstance(g, dict) and g.get("processes")}
                             | {i for a in report.get("allocations") or [] if isinstance(a, dict)
                                for i in (a.get("gpus") if isinstance(a.get("gpus"), list) else [])})
            if allocated > with_procs:
                confidence, caveat = 0.55, (f" Note: {allocated} GPU(s) are allocated on {node} but only {with_procs} run "
                                            "processes, so some 'free' GPUs may belong to an idle pod.")
        elif not snapshot.has("pods"):
            confidence = 0.7
        gap = snapshot.gap("pods")
        if gap is not None and gap.partial:   # pods not read may hold the GPUs that run no process (issue 11)
            confidence = min(confidence, 0.55)
            caveat = caveat or (f" Note: the snapshot's pods are partial ({gap.kind}), so some 'free' GPUs may be "
                                "allocated to an idle pod that was not read.")
        k = len(pl.gpus)
        added = [g for g in pl.better if g not in pl.gpus]
        return self.finding(
            key=f"{node}|{pl.pod_uid}", objects=[pod_ref, rref, ObjectRef("Node", node)],
            title=(f"Pod {name} holds {k} GPUs on {node} joined by {pl.worst} (GPU{a}-GPU{b}, through the CPU) while "
                   + (f"GPUs {','.join(map(str, added))} were free: " if added else "")
                   + f"GPUs {','.join(map(str, pl.better))} are {pl.better_worst} or better between all"),
            summary=(f"Its GPUs {', '.join(map(str, pl.gpus))} talk to each other over PCIe and the CPU interconnect "
                     f"({pl.worst}: {LEGEND.get(pl.worst, pl.worst)}), so NCCL's intra-node all-reduce runs at PCIe/socket "
                     f"speed instead of over NVLink. GPUs {', '.join(map(str, pl.better))} of the same node"
                     + (f" (its own {', '.join(str(g) for g in pl.better if g in pl.gpus)} plus the free "
                        f"{', '.join(map(str, added))})" if added else "")
                     + f" are connected by {pl.better_worst} at worst.{caveat}"),
            evidence=ev, confidence=confidence, blast_radius=k,
            states=[Fact(Symptom.POD_GPUS_POORLY_CONNECTED, Subject.pod(meta.get("namespace"), meta.get("name") or pl.pod_uid))],
            remediation=Remediation(
                "Recreate the pod so it gets a connected set: the NVIDIA device plugin picks NVLink-aligned GPUs when "
                "it can choose (its preferred allocation), so reschedule while a connected set is free (on this node: GPUs "
                f"{', '.join(map(str, pl.better))}), or size the request to a whole NVLink-connected group of the node; "
                "with DRA, constrain the claim to GPUs of one NVLink domain. Check the result with `nvidia-smi topo -m` "
                "inside the pod.",
                commands=(f"kubectl -n {meta.get('namespace') or '<ns>'} delete pod {meta.get('name') or '<pod>'}  "
                          "# its controller recreates it",
                          f"doctor node --from <recording> --node {node}")))
