"""Minimal CustomResourceDefinitions for the groups the checks read, so discovery, listing and
version negotiation run against the real API server's CRD handling.

Schemas are open (x-kubernetes-preserve-unknown-fields): the tests load recorded objects, not
validate them. Served versions follow the real projects' CRDs (several where the real ones
serve several; conversion strategy None, as a CRD without a webhook has):
- nvidia.com: ClusterPolicy v1, NVIDIADriver v1alpha1 (NVIDIA GPU Operator, deployments/gpu-operator/crds)
- scheduling.volcano.sh v1beta1 (PodGroup, Queue), batch.volcano.sh v1alpha1 (Job) (volcano-sh/volcano config/crd)
- kueue.x-k8s.io Workload, ClusterQueue, LocalQueue (and ResourceFlavor, Topology below) as Kueue HEAD
  installs them (kubernetes-sigs/kueue config/components/crd/bases/kueue.x-k8s.io_*.yaml, read at ff69552e79):
  v1beta1 and v1beta2 served, v1beta2 the storage version, v1beta1 `deprecated: true`. Kueue converts
  Workload/ClusterQueue/LocalQueue with a webhook (config/components/crd/patches/webhook_in_*.yaml) and
  ResourceFlavor/Topology with strategy None; the harness has no webhook, so all five use None: an object
  written at one version is read at the other with only apiVersion changed. That is what the real
  webhook gives for every field doctor reads (doctor/queues/kueue.py: spec.queueName, status.conditions,
  status.admission.clusterQueue/podSetAssignments[].topologyAssignment (presence only), LocalQueue
  spec.clusterQueue, ClusterQueue spec.resourceGroups[].flavors[].resources[].nominalQuota/borrowingLimit
  and status.flavorsReservation/flavorsUsage, ResourceFlavor spec.nodeLabels/topologyName, Topology
  spec.levels[].nodeLabel: same json names in apis/kueue/v1beta1 and v1beta2 *_types.go); the fields the
  webhook does rename (e.g. topologyAssignment domains -> slices, ClusterQueue cohort -> cohortName) are not
  read, so fixtures recorded at either version load and read back as written.
- jobset.x-k8s.io v1alpha2 JobSet
- kubeflow.org v1 PyTorchJob (training-operator); MPIJob v2beta1 (mpi-operator) and v1 (training-operator's)
- ray.io v1 (+ v1alpha1, still served by KubeRay 1.x) RayCluster, RayJob, RayService
"""
from __future__ import annotations

# (group, kind, plural, namespaced, [versions], storage version)
CRDS = [
    ("nvidia.com", "ClusterPolicy", "clusterpolicies", False, ["v1"], "v1"),
    ("nvidia.com", "NVIDIADriver", "nvidiadrivers", False, ["v1alpha1"], "v1alpha1"),
    ("scheduling.volcano.sh", "PodGroup", "podgroups", True, ["v1beta1"], "v1beta1"),
    ("scheduling.volcano.sh", "Queue", "queues", False, ["v1beta1"], "v1beta1"),
    ("batch.volcano.sh", "Job", "jobs", True, ["v1alpha1"], "v1alpha1"),
    ("kueue.x-k8s.io", "Workload", "workloads", True, ["v1beta1", "v1beta2"], "v1beta2"),
    ("kueue.x-k8s.io", "ClusterQueue", "clusterqueues", False, ["v1beta1", "v1beta2"], "v1beta2"),
    ("kueue.x-k8s.io", "LocalQueue", "localqueues", True, ["v1beta1", "v1beta2"], "v1beta2"),
    ("jobset.x-k8s.io", "JobSet", "jobsets", True, ["v1alpha2"], "v1alpha2"),
    ("kubeflow.org", "PyTorchJob", "pytorchjobs", True, ["v1"], "v1"),
    ("kubeflow.org", "MPIJob", "mpijobs", True, ["v2beta1", "v1"], "v2beta1"),
    ("ray.io", "RayCluster", "rayclusters", True, ["v1", "v1alpha1"], "v1"),
    ("ray.io", "RayJob", "rayjobs", True, ["v1", "v1alpha1"], "v1"),
    ("ray.io", "RayService", "rayservices", True, ["v1", "v1alpha1"], "v1"),
]

SCHEMA = {"openAPIV3Schema": {"type": "object", "x-kubernetes-preserve-unknown-fields": True}}
# versions their project marks deprecated: true (the API server then sends a Warning header)
DEPRECATED = {("kueue.x-k8s.io", "v1beta1"): "This version is deprecated. Use v1beta2 instead."}


def crd(group: str, kind: str, plural: str, namespaced: bool, versions: list[str], storage: str) -> dict:
    return {
        "apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
        "metadata": {"name": f"{plural}.{group}"},
        "spec": {"group": group, "scope": "Namespaced" if namespaced else "Cluster",
                 "names": {"kind": kind, "plural": plural, "singular": kind.lower(), "listKind": f"{kind}List"},
                 "versions": [{"name": v, "served": True, "storage": v == storage, "schema": SCHEMA,
                               "subresources": {"status": {}},
                               **({"deprecated": True, "deprecationWarning": DEPRECATED[(group, v)]}
                                  if (group, v) in DEPRECATED else {})} for v in versions]},
    }


BUILTIN_GROUPS = {"", "apps", "batch", "storage.k8s.io", "scheduling.k8s.io", "node.k8s.io", "networking.k8s.io",
                  "autoscaling", "resource.k8s.io", "policy", "rbac.authorization.k8s.io", "coordination.k8s.io",
                  "discovery.k8s.io", "events.k8s.io", "apiextensions.k8s.io", "admissionregistration.k8s.io",
                  "certificates.k8s.io", "flowcontrol.apiserver.k8s.io"}


def all_specs() -> list[tuple]:
    """CRDS, plus a single-version CRD for every other custom resource doctor/resources.py
    knows (the table grows as checks learn new operators)."""
    from doctor.resources import BY_NAME

    specs = list(CRDS)
    have = {(g, p) for g, _k, p, _n, _v, _s in specs}
    for res in BY_NAME.values():
        if res.group in BUILTIN_GROUPS or (res.group, res.plural) in have:
            continue
        have.add((res.group, res.plural))
        versions, storage = [res.version], res.version
        if res.group == "kueue.x-k8s.io":   # Kueue HEAD: v1beta1 and v1beta2 served, v1beta2 stored
            versions, storage = sorted({res.version, "v1beta1", "v1beta2"}), "v1beta2"
        specs.append((res.group, res.kind, res.plural, res.namespaced, versions, storage))
    return specs


def all_crds() -> list[dict]:
    return [crd(*c) for c in all_specs()]


def install(kube, timeout: float = 60.0) -> None:
    """Create every CRD (409 = already there) and wait until each is Established and served."""
    import time

    from kube import ApiError

    for doc in all_crds():
        try:
            kube.create(doc)
        except ApiError as exc:
            if exc.status != 409:
                raise
    deadline = time.monotonic() + timeout
    pending = {d["metadata"]["name"] for d in all_crds()}
    while pending and time.monotonic() < deadline:
        for name in sorted(pending):
            doc = kube.get(f"/apis/apiextensions.k8s.io/v1/customresourcedefinitions/{name}")
            conds = {c["type"]: c["status"] for c in (doc.get("status") or {}).get("conditions") or []}
            if conds.get("Established") == "True":
                pending.discard(name)
        time.sleep(0.1)
    assert not pending, f"CRDs not established within {timeout:g}s: {sorted(pending)}"
    # discovery is eventually consistent: wait until every group/version is listed under /apis
    want = {(g, v) for g, _k, _p, _n, vs, _s in all_specs() for v in vs}
    while time.monotonic() < deadline:
        have = {(g["name"], v["version"]) for g in kube.get("/apis").get("groups", []) for v in g["versions"]}
        if want <= have:
            kube.discover()
            return
        time.sleep(0.2)
    raise AssertionError(f"CRD groups not in discovery: {sorted(want - have)}")
