"""DRA against the real kube-scheduler: each fixtures/dra-* scenario is loaded into the control
plane (DeviceClass, ResourceSlices, ResourceClaims with their allocation status, the bound pods),
the pending pod is released from a hold gate, and kube-scheduler's PodScheduled message must equal
(a) the message written by hand in the fixture and (b) what `doctor pending --kubeconfig` says
live. Added by the DRA helper (issue 14); uses the e2e harness's fixtures only."""
from __future__ import annotations

import copy
import json
import time
from pathlib import Path

import pytest

from e2e_support import drain, remove, remove_namespaces, run_doctor

pytestmark = pytest.mark.usefixtures("leaves_no_trace")

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
HOLD = "example.com/dra-oracle-hold"
CASES = [("dra-cel-mismatch", "bert-0"), ("dra-too-few", "llama-0"), ("dra-claim-elsewhere", "worker-b"),
         ("dra-v1beta1", "bert-0")]


def _items(folder: Path, name: str) -> list[dict]:
    p = folder / f"{name}.json"
    return json.loads(p.read_text())["items"] if p.exists() else []


def _clean(obj: dict) -> dict:
    o = copy.deepcopy(obj)
    for k in ("uid", "resourceVersion", "creationTimestamp", "generation", "managedFields", "generateName"):
        o["metadata"].pop(k, None)
    o.pop("status", None)
    return o


def _load(kube, folder: Path, created: list, namespaces: list) -> dict:
    """Create the scenario; every object created (and namespace this call created) is appended
    to `created` / `namespaces` as it goes, so a failure half-way still cleans up."""
    pods = _items(folder, "pods")
    used = [p for p in pods if p["spec"].get("resourceClaims")]
    used += _items(folder, "resourceclaims.resource.k8s.io") + _items(folder, "resourceclaimtemplates.resource.k8s.io")
    for ns in sorted({o["metadata"]["namespace"] for o in used}):
        if kube.ensure_namespace(ns):
            namespaces.append(ns)
    for n in _items(folder, "nodes"):
        c = kube.create(_clean(n))
        kube.put_status(c, n["status"])
        created.append(c)
    for res in ("deviceclasses.resource.k8s.io", "resourceslices.resource.k8s.io", "resourceclaimtemplates.resource.k8s.io"):
        for o in _items(folder, res):
            o = _clean(o)
            o["metadata"].pop("ownerReferences", None)
            created.append(kube.create(o))
    uid = {}
    for p in pods:
        if not p["spec"].get("resourceClaims"):
            continue            # daemon pods: not needed for the verdict
        o = _clean(p)
        o["metadata"].pop("ownerReferences", None)
        if not o["spec"].get("nodeName"):
            o["spec"]["schedulingGates"] = [{"name": HOLD}]
        c = kube.create(o)
        created.append(c)
        uid[p["metadata"]["name"]] = c["metadata"]["uid"]
        if p["status"].get("resourceClaimStatuses"):
            kube.put_status(c, {"resourceClaimStatuses": p["status"]["resourceClaimStatuses"]})
    for cl in _items(folder, "resourceclaims.resource.k8s.io"):
        o = _clean(cl)
        for r in o["metadata"].get("ownerReferences", []):
            r["uid"] = uid.get(r["name"], r["uid"])
        c = kube.create(o)
        created.append(c)
        st = copy.deepcopy(cl.get("status") or {})
        st.pop("devices", None)
        for r in st.get("reservedFor", []):
            r["uid"] = uid.get(r["name"], r["uid"])
        if st:
            kube.put_status(c, st)
    return {p["metadata"]["name"]: p for p in pods}


def _verdict(kube, ns: str, name: str, timeout: float = 30.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pod = kube.get(f"/api/v1/namespaces/{ns}/pods/{name}")
        if pod["spec"].get("nodeName"):
            return f"bound to {pod['spec']['nodeName']}"
        cond = next((c for c in pod.get("status", {}).get("conditions", []) if c["type"] == "PodScheduled"), None)
        if cond and cond.get("status") == "False" and cond.get("reason") not in ("SchedulingGated", None):
            return cond.get("message") or ""
        time.sleep(0.1)
    raise AssertionError(f"kube-scheduler gave no verdict on {ns}/{name} within {timeout:g}s")


def _cleanup(kube, created: list, namespaces: list) -> None:
    """Leave the control plane as found (the next case, or the scheduler oracle, creates the same
    names): pods first (no further scheduling attempts; no pod reserves a claim any more), then
    the claims (their delete-protection finalizer dropped, the resourceclaim controller's part),
    templates, slices, the DeviceClass and the nodes; each waited for until the API server has
    deleted it; then the pods' events and the namespaces this case created."""
    pods = [o for o in created if o.get("kind") == "Pod"]
    remove(kube, pods)
    remove(kube, [o for o in reversed(created) if o.get("kind") != "Pod"])
    for pod in pods:
        ns, name = pod["metadata"]["namespace"], pod["metadata"]["name"]
        drain(kube, [f"/api/v1/namespaces/{ns}/events"], fieldSelector=f"involvedObject.name={name}")
    remove_namespaces(kube, namespaces)


@pytest.mark.parametrize("fixture,pod", CASES)
def test_dra_verdict_matches_kube_scheduler(controlplane, kube, fixture, pod):
    folder = FIXTURES / fixture
    created: list = []
    namespaces: list = []
    try:
        pods = _load(kube, folder, created, namespaces)
        ns = pods[pod]["metadata"]["namespace"]
        kube.patch(f"/api/v1/namespaces/{ns}/pods/{pod}", [{"op": "remove", "path": "/spec/schedulingGates"}], "json")
        got = _verdict(kube, ns, pod)
        recorded = next(c["message"] for c in pods[pod]["status"]["conditions"] if c["type"] == "PodScheduled")
        assert got == recorded, f"kube-scheduler: {got}\nfixture:        {recorded}"
        r = run_doctor("pending", f"{ns}/{pod}", "-o", "json", "--kubeconfig", controlplane.kubeconfig)
        assert r.code in (0, 1), r.stderr[-2000:]
        doc = r.json()
        assert doc["message"] == got and not doc["schedulable"], doc["message"]
    finally:
        _cleanup(kube, created, namespaces)
