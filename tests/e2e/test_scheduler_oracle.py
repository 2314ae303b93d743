"""The real kube-scheduler judges `doctor pending`.

For each seeded random GPU cluster (tests/e2e/gen.py): create it in the real API server, then
for each generated pod, one at a time (so the scheduling order is the creation order):
  1. create it held by a scheduling gate, and ask `doctor pending NS/POD -o json` live (the
     gate stops the scheduler, not doctor's simulation: its per-node verdicts and aggregate
     message are what the scheduler is about to compute);
  2. remove the gate; wait for the scheduler's verdict: bound to a node, or PodScheduled=False
     (reason Unschedulable) with its message and the FailedScheduling event;
  3. unschedulable: ask `doctor pending` again, now as a user would (the pod Pending, the
     scheduler's event and condition present) and compare again; then delete the pod, so the
     scheduler's retries cannot change later verdicts. Bound pods stay: they are part of the
     state the next pods are judged against.
Agreement: schedulable or not; the bound node is among doctor's fitting nodes; for an
unschedulable pod doctor's `message` equals the scheduler's character for character
(preemption part included), and doctor reports no disagreement with the event it read.

Size: DOCTOR_E2E_CLUSTERS (default 50) x DOCTOR_E2E_PODS (default 21) pods, seed
DOCTOR_E2E_SEED (default 1), time box DOCTOR_E2E_TIME_BOX seconds (default 900). The
per-plugin table and every disagreement go to DOCTOR_E2E_REPORT (default
e2e-oracle-report.json in the pytest temp dir) and stderr."""
from __future__ import annotations

import json
import os
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from e2e_support import drain, remove, remove_namespaces, run_doctor
from gen import DEVICE_CLASS, NAMESPACES, NEVER_PREEMPT, PRIORITY_CLASSES, RUNTIME_CLASS, generate
from kube import ApiError, Kube

HOLD = "e2e.gpu-doctor.io/hold"
pytestmark = pytest.mark.usefixtures("leaves_no_trace")
CLUSTERS = int(os.environ.get("DOCTOR_E2E_CLUSTERS", "50"))
PODS = int(os.environ.get("DOCTOR_E2E_PODS", "21"))
SEED = int(os.environ.get("DOCTOR_E2E_SEED", "1"))
TIME_BOX = float(os.environ.get("DOCTOR_E2E_TIME_BOX", "900"))
DRA = os.environ.get("DOCTOR_E2E_DRA", "1") == "1"   # DRA ResourceSlices and claims (DOCTOR_E2E_DRA=0: off)

# kube-scheduler reason -> plugin (pkg/scheduler/framework/plugins/*: the ErrReason* strings)
REASON_PLUGIN = [
    (r"node\(s\) were unschedulable", "NodeUnschedulable"),
    (r"node\(s\) didn't match the requested node name", "NodeName"),
    (r"node\(s\) had untolerated taint", "TaintToleration"),
    (r"node\(s\) didn't match Pod's node affinity/selector", "NodeAffinity"),
    (r"node\(s\) didn't have free ports", "NodePorts"),
    (r"^Too many pods$|^Insufficient ", "NodeResourcesFit"),
    (r"resourceclaim|cannot allocate all claims|claims to deallocate", "DynamicResources"),
    (r"persistent ?volume|volume node affinity", "VolumeBinding"),
    (r"volume zone", "VolumeZone"),
    (r"topology spread", "PodTopologySpread"),
    (r"pod affinity|pod anti-affinity|existing pods anti-affinity", "InterPodAffinity"),
]


def plugin_of(reason: str) -> str:
    for pattern, plugin in REASON_PLUGIN:
        if re.search(pattern, reason, re.I):
            return plugin
    return f"?{reason}"


def scheduler_reasons(message: str) -> list[str]:
    """'0/5 nodes are available: 3 Insufficient cpu, 2 node(s) ... . preemption: ...' -> the
    filter reasons (test-side parsing, for the statistics only; never doctor's own parser)."""
    head = message.split(" preemption:")[0]
    # DynamicResources' PostFilter text sits between the filter histogram and "preemption:"
    head = re.sub(r"\.\s*(no new claims to deallocate,?|not found)\s*$", ".", head).rstrip(".")
    _, _, body = head.partition(": ")
    out = []
    for part in body.split(", "):
        part = part.strip().rstrip(".")
        m = re.match(r"^\d+ (.*)$", part)
        out.append(m.group(1) if m else part)
    return [r for r in out if r]


def exercised(pod: dict, cluster) -> set[str]:
    spec = pod["spec"]
    out = {"NodeResourcesFit"}
    taints = [t for n in cluster.nodes for t in n["spec"].get("taints", []) if t["effect"] != "PreferNoSchedule"]
    if taints:
        out.add("TaintToleration")
    if any(n["spec"].get("unschedulable") for n in cluster.nodes):
        out.add("NodeUnschedulable")
    if spec.get("nodeSelector") or (spec.get("affinity") or {}).get("nodeAffinity"):
        out.add("NodeAffinity")
    if any(p.get("hostPort") for c in spec["containers"] for p in c.get("ports", [])):
        out.add("NodePorts")
    aff = spec.get("affinity") or {}
    if aff.get("podAffinity") or aff.get("podAntiAffinity") or any(
            (b["spec"].get("affinity") or {}).get("podAntiAffinity") for b in cluster.bound):
        out.add("InterPodAffinity")
    if spec.get("topologySpreadConstraints"):
        out.add("PodTopologySpread")
    if spec.get("volumes"):
        out |= {"VolumeBinding", "VolumeZone"}
    if spec.get("resourceClaims"):
        out.add("DynamicResources")
    return out


# ---- cluster set-up ----------------------------------------------------------------------
class Globals:
    """What setup_globals changed, so teardown_globals can put the control plane back."""
    def __init__(self) -> None:
        self.objects: list[dict] = []
        self.namespaces: list[str] = []                 # created here: removed at the end
        self.relabelled: dict[str, dict] = {}           # existed: the labels to restore


def setup_globals(kube: Kube, g: Globals) -> None:
    """Namespaces (with the labels the generator's selectors use), PriorityClasses, the
    RuntimeClass and the DeviceClass. Created, never adopted: the one found already there was
    left behind by an earlier test (each removes its own), and judging with someone else's
    object is how verdicts came to depend on the selection."""
    for ns, labels in NAMESPACES.items():
        if kube.ensure_namespace(ns, labels):
            g.namespaces.append(ns)
            continue
        had = kube.get(f"/api/v1/namespaces/{ns}")["metadata"].get("labels") or {}
        g.relabelled[ns] = {k: had.get(k) for k in labels}
        kube.patch(f"/api/v1/namespaces/{ns}", {"metadata": {"labels": labels}})
    classes = [(name, value, None) for name, value in PRIORITY_CLASSES.items()] + [(NEVER_PREEMPT, 100000, "Never")]
    objs = [{"apiVersion": "scheduling.k8s.io/v1", "kind": "PriorityClass", "metadata": {"name": name},
             "value": value, **({"preemptionPolicy": policy} if policy else {})} for name, value, policy in classes]
    objs += [DEVICE_CLASS] if DRA else []
    objs.append({"apiVersion": "node.k8s.io/v1", "kind": "RuntimeClass", "metadata": {"name": RUNTIME_CLASS},
                 "handler": "nvidia", "overhead": {"podFixed": {"cpu": "250m", "memory": "120Mi"}}})
    for obj in objs:
        try:
            g.objects.append(kube.create(obj))
        except ApiError as exc:
            if exc.status == 409:
                raise AssertionError(f"{obj['kind']} {obj['metadata']['name']} already exists: left behind by an "
                                     "earlier test (every e2e test removes what it creates)") from exc
            raise


def teardown_globals(kube: Kube, g: Globals) -> None:
    remove(kube, g.objects)
    drain(kube, [f"/api/v1/namespaces/{ns}/events" for ns in NAMESPACES])
    remove_namespaces(kube, g.namespaces)
    for ns, labels in g.relabelled.items():
        kube.patch(f"/api/v1/namespaces/{ns}", {"metadata": {"labels": labels}})


def load(kube: Kube, cluster) -> None:
    for obj in cluster.storageclasses:
        kube.create(obj)
    for obj in cluster.pvs + cluster.pvcs:
        kube.create(obj, status=True)
    for obj in cluster.slices + cluster.claims:
        kube.create(obj)
    for obj in cluster.nodes:
        created = kube.create(obj)
        if created.get("status", {}).get("allocatable") != obj["status"]["allocatable"]:
            kube.put_status(created, obj["status"])
    for obj in cluster.bound:
        kube.create(obj, status=True)


def cleanup(kube: Kube, cluster) -> None:
    """Remove the cluster and wait until the API server has deleted all of it (the next cluster
    reuses no name, but a claim left allocated, a PV still bound or a pod still terminating
    would still be in kube-scheduler's view): pods first (they reserve claims and hold PVCs,
    ports, affinity), then claims (their delete-protection finalizer, set by the scheduler when it
    allocated, dropped as the resourceclaim controller would) and PVCs, then the cluster-scoped
    objects, then the events."""
    drain(kube, [f"/api/v1/namespaces/{ns}/pods" for ns in NAMESPACES])
    lists = [f"/api/v1/namespaces/{ns}/persistentvolumeclaims" for ns in NAMESPACES]
    if cluster.claims:
        lists += [f"/apis/resource.k8s.io/v1/namespaces/{ns}/resourceclaims" for ns in NAMESPACES]
    drain(kube, lists)
    remove(kube, cluster.pvs + cluster.storageclasses + cluster.nodes + cluster.slices)
    drain(kube, [f"/api/v1/namespaces/{ns}/events" for ns in NAMESPACES])


# ---- one pod -------------------------------------------------------------------------------
def verdict(kube: Kube, ns: str, name: str, timeout: float = 20.0) -> dict:
    """{"bound": node} or {"unschedulable": message, "nominated": node|None, "event": text}."""
    path = f"/api/v1/namespaces/{ns}/pods/{name}"
    deadline = time.monotonic() + timeout
    first_message = None
    while time.monotonic() < deadline:
        pod = kube.get(path)
        node = pod["spec"].get("nodeName")
        cond = next((c for c in pod.get("status", {}).get("conditions", []) if c["type"] == "PodScheduled"), None)
        if node:
            return {"bound": node, "after_unschedulable": first_message,
                    "nominated": pod.get("status", {}).get("nominatedNodeName")}
        if cond and cond["status"] == "False" and cond.get("reason") == "Unschedulable":
            first_message = first_message or cond.get("message")
            nominated = pod.get("status", {}).get("nominatedNodeName")
            msg = cond.get("message") or ""
            # a FitError without a PostFilter message means preemption found a node: victims are
            # being evicted (asynchronously) and the pod will be bound; nominatedNodeName may not
            # be written yet. Wait for the binding, so no later verdict sees victims mid-deletion.
            preempting = " preemption: " not in msg and not msg.endswith(" not found")
            if not nominated and not preempting:
                return {"unschedulable": msg, "nominated": None}
        time.sleep(0.03)
    if first_message:
        return {"unschedulable": first_message, "nominated": "timeout waiting for the preemptor to bind"}
    raise AssertionError(f"kube-scheduler gave no verdict on {ns}/{name} within {timeout:g}s")


def event_message(kube: Kube, ns: str, name: str, timeout: float = 5.0) -> str | None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        items = kube.get(f"/api/v1/namespaces/{ns}/events",
                         fieldSelector=f"involvedObject.name={name},reason=FailedScheduling").get("items", [])
        if items:
            return items[-1].get("message")
        time.sleep(0.05)
    return None


def judge(kube: Kube, kubeconfig: str, cluster, pod: dict) -> dict:
    ns, name = pod["metadata"]["namespace"], pod["metadata"]["name"]
    held = json.loads(json.dumps(pod))
    held["spec"]["schedulingGates"] = [{"name": HOLD}]
    kube.create(held)
    pre = run_doctor("pending", f"{ns}/{name}", "-o", "json", "--kubeconfig", kubeconfig)
    assert pre.code in (0, 1), f"doctor pending {ns}/{name} exited {pre.code}: {pre.stderr[-2000:]}"
    doc = pre.json()
    kube.patch(f"/api/v1/namespaces/{ns}/pods/{name}", [{"op": "remove", "path": "/spec/schedulingGates"}], "json")
    v = verdict(kube, ns, name)
    fits = [n["name"] for n in doc["nodes"] if n["fits"]]
    row = {"cluster": cluster.index, "pod": f"{ns}/{name}", "seed": cluster.seed, "verdict": v,
           "doctor_fits": fits, "doctor_message": doc["message"], "doctor_preemption": doc.get("preemption"),
           "doctor_seconds": round(pre.seconds, 3), "problems": []}
    problems = row["problems"]
    if "bound" in v and not v.get("after_unschedulable") and v["bound"] not in fits:
        # preemption can evict and bind between two polls: its FailedScheduling event still tells
        first = event_message(kube, ns, name, timeout=2.0)
        if first:
            v["after_unschedulable"] = first
    if "bound" in v and not v.get("after_unschedulable"):
        if not fits:
            problems.append(f"scheduler bound it to {v['bound']}; doctor says it fits nowhere: {doc['message']}")
        elif v["bound"] not in fits:
            problems.append(f"scheduler bound it to {v['bound']}, not among doctor's fitting nodes {fits}")
        row["scheduler_reasons"] = []
        return row
    message = v.get("after_unschedulable") or v["unschedulable"]
    row["scheduler_message"] = message
    row["scheduler_reasons"] = scheduler_reasons(message)
    if fits:
        problems.append(f"scheduler: unschedulable ({message}); doctor says it fits on {fits}")
    if doc["message"] != message:
        problems.append(f"message differs:\n  scheduler: {message}\n  doctor:    {doc['message']}")
    if str(v.get("nominated") or "").startswith("timeout"):
        # preemption succeeded (no PostFilter message) but the preemptor was not bound within the
        # wait: the scheduler's verdict is "preempt"; the victims are going, so asking doctor
        # again would judge a different cluster
        row["preempted_onto"] = "(not bound within the wait)"
        if doc.get("preemption") is None:
            problems.append(f"scheduler preempts (message without a preemption part: {message}); "
                            "doctor found no preemption candidate")
        kube.delete(f"/api/v1/namespaces/{ns}/pods/{name}")
        return row
    if v.get("after_unschedulable"):       # preempted its way onto a node
        row["preempted_onto"] = v["bound"]
        pre_node = (doc.get("preemption") or {}).get("node")
        if pre_node is None:
            problems.append(f"scheduler preempted onto {v['bound']} (nominated {v.get('nominated')}); "
                            "doctor found no preemption candidate")
        return row
    event = event_message(kube, ns, name)
    row["event"] = event
    if event is not None and event != message:
        problems.append(f"event and condition differ (scheduler side): {event!r} vs {message!r}")
    post = run_doctor("pending", f"{ns}/{name}", "-o", "json", "--kubeconfig", kubeconfig)
    pdoc = post.json()
    if pdoc["schedulable"]:
        problems.append("doctor pending (after the scheduler's verdict) says schedulable")
    if pdoc["message"] != message:
        problems.append(f"after the verdict, doctor's message differs: {pdoc['message']}")
    if pdoc.get("disagreement"):
        problems.append(f"doctor reports a disagreement with the scheduler: {pdoc['disagreement']}")
    kube.delete(f"/api/v1/namespaces/{ns}/pods/{name}")
    return row


# ---- the test ------------------------------------------------------------------------------
def table(rows: list[dict], clusters) -> dict:
    per = defaultdict(lambda: Counter())
    for row in rows:
        ok = not row["problems"]
        cluster = clusters[row["cluster"]]
        pod = row["_pod"]
        for plugin in exercised(pod, cluster):
            per[plugin]["exercised"] += 1
            per[plugin]["exercised_agree"] += ok
        named = {plugin_of(r) for r in row.get("scheduler_reasons", [])}
        for plugin in named:
            per[plugin]["named"] += 1
            per[plugin]["named_agree"] += ok
        if "scheduler_message" in row:
            per["DefaultPreemption"]["named"] += 1
            per["DefaultPreemption"]["named_agree"] += ok
    return {k: dict(v) for k, v in sorted(per.items())}


def test_doctor_pending_agrees_with_kube_scheduler(controlplane, kube, tmp_path_factory):
    admin_kc = controlplane.kubeconfig
    g = Globals()
    started = time.monotonic()
    rows, clusters = [], {}
    loaded = None
    try:
        setup_globals(kube, g)
        for index in range(CLUSTERS):
            if time.monotonic() - started > TIME_BOX:
                break
            cluster = generate(SEED, index, PODS, dra=DRA)
            clusters[index] = cluster
            loaded = cluster
            load(kube, cluster)
            time.sleep(0.3)   # let the scheduler's informers see the new nodes and pods
            for pod in cluster.pending:
                row = judge(kube, admin_kc, cluster, pod)
                row["_pod"] = pod
                rows.append(row)
            loaded = None
            cleanup(kube, cluster)
    finally:
        if loaded is not None:          # a failure half-way: still leave the control plane as found
            cleanup(kube, loaded)
        teardown_globals(kube, g)
    elapsed = time.monotonic() - started
    per_plugin = table(rows, clusters)
    bad = [r for r in rows if r["problems"]]
    outcome = Counter("bound" if "bound" in r["verdict"] and "scheduler_message" not in r else
                      "preempted" if r.get("preempted_onto") else "unschedulable" for r in rows)
    report = {"seed": SEED, "clusters": len(clusters), "pods": len(rows), "seconds": round(elapsed, 1),
              "kubernetes": controlplane.env.get("kubernetes_version"), "outcomes": dict(outcome),
              "agree": len(rows) - len(bad), "per_plugin": per_plugin,
              "disagreements": [{k: v for k, v in r.items() if not k.startswith("_")} for r in bad]}
    out = Path(os.environ.get("DOCTOR_E2E_REPORT") or tmp_path_factory.mktemp("oracle") / "e2e-oracle-report.json")
    out.write_text(json.dumps(report, indent=2, default=str))
    lines = [f"scheduler oracle: {len(rows)} pods over {len(clusters)} clusters (seed {SEED}) in {elapsed:.0f}s; "
             f"outcomes {dict(outcome)}; agreement {len(rows) - len(bad)}/{len(rows)}; report {out}",
             f"  {'plugin':<20} {'exercised':>10} {'agree':>7} {'named':>7} {'agree':>7}"]
    for plugin, c in per_plugin.items():
        lines.append(f"  {plugin:<20} {c.get('exercised', 0):>10} {c.get('exercised_agree', 0):>7} "
                     f"{c.get('named', 0):>7} {c.get('named_agree', 0):>7}")
    for r in bad[:15]:
        lines.append(f"  DISAGREE cluster {r['cluster']} {r['pod']}: " + " | ".join(r["problems"]))
    print("\n".join(lines), file=sys.stderr)
    if CLUSTERS >= 50 and PODS * CLUSTERS >= 1000:
        assert len(clusters) >= 50 and len(rows) >= 1000, (
            f"time box {TIME_BOX:g}s hit after {len(clusters)} clusters / {len(rows)} pods")
    assert not bad, f"{len(bad)} disagreement(s) with kube-scheduler (report {out}):\n" + "\n".join(lines[-15:])
