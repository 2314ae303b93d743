"""The Kubernetes resources the doctor knows how to read, named the way kubectl names them
(`plural` for the core group, `plural.group` otherwise). Checks declare their needs with
these names; the live source lists exactly these; fixture files map onto them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Resource:
    plural: str
    group: str          # "" for the core group
    version: str
    kind: str
    namespaced: bool = True

    @property
    def name(self) -> str:
        return f"{self.plural}.{self.group}" if self.group else self.plural

    @property
    def api_version(self) -> str:
        return f"{self.group}/{self.version}" if self.group else self.version


_TABLE = [
    Resource("nodes", "", "v1", "Node", namespaced=False),
    Resource("pods", "", "v1", "Pod"),
    Resource("events", "", "v1", "Event"),
    Resource("services", "", "v1", "Service"),
    Resource("endpoints", "", "v1", "Endpoints"),
    Resource("configmaps", "", "v1", "ConfigMap"),
    Resource("namespaces", "", "v1", "Namespace", namespaced=False),
    Resource("persistentvolumeclaims", "", "v1", "PersistentVolumeClaim"),
    Resource("persistentvolumes", "", "v1", "PersistentVolume", namespaced=False),
    Resource("resourcequotas", "", "v1", "ResourceQuota"),
    Resource("limitranges", "", "v1", "LimitRange"),
    Resource("replicationcontrollers", "", "v1", "ReplicationController"),
    Resource("serviceaccounts", "", "v1", "ServiceAccount"),
    Resource("daemonsets", "apps", "v1", "DaemonSet"),
    Resource("deployments", "apps", "v1", "Deployment"),
    Resource("replicasets", "apps", "v1", "ReplicaSet"),
    Resource("statefulsets", "apps", "v1", "StatefulSet"),
    Resource("jobs", "batch", "v1", "Job"),
    Resource("cronjobs", "batch", "v1", "CronJob"),
    Resource("storageclasses", "storage.k8s.io", "v1", "StorageClass", namespaced=False),
    Resource("csinodes", "storage.k8s.io", "v1", "CSINode", namespaced=False),
    Resource("priorityclasses", "scheduling.k8s.io", "v1", "PriorityClass", namespaced=False),
    Resource("runtimeclasses", "node.k8s.io", "v1", "RuntimeClass", namespaced=False),
    Resource("networkpolicies", "networking.k8s.io", "v1", "NetworkPolicy"),
    Resource("horizontalpodautoscalers", "autoscaling", "v2", "HorizontalPodAutoscaler"),
    Resource("resourceclaims", "resource.k8s.io", "v1", "ResourceClaim"),
    Resource("resourceslices", "resource.k8s.io", "v1", "ResourceSlice", namespaced=False),
    Resource("deviceclasses", "resource.k8s.io", "v1", "DeviceClass", namespaced=False),
    Resource("resourceclaimtemplates", "resource.k8s.io", "v1", "ResourceClaimTemplate"),
    Resource("computedomains", "resource.nvidia.com", "v1beta1", "ComputeDomain"),
    Resource("clusterpolicies", "nvidia.com", "v1", "ClusterPolicy", namespaced=False),
    Resource("nvidiadrivers", "nvidia.com", "v1alpha1", "NVIDIADriver", namespaced=False),
    Resource("podgroups", "scheduling.volcano.sh", "v1beta1", "PodGroup"),
    Resource("queues", "scheduling.volcano.sh", "v1beta1", "Queue", namespaced=False),
    Resource("podgroups", "scheduling.run.ai", "v2alpha2", "PodGroup"),
    Resource("queues", "scheduling.run.ai", "v2", "Queue", namespaced=False),
    Resource("jobs", "batch.volcano.sh", "v1alpha1", "Job"),
    Resource("hypernodes", "topology.volcano.sh", "v1alpha1", "HyperNode", namespaced=False),
    Resource("workloads", "kueue.x-k8s.io", "v1beta1", "Workload"),
    Resource("clusterqueues", "kueue.x-k8s.io", "v1beta1", "ClusterQueue", namespaced=False),
    Resource("localqueues", "kueue.x-k8s.io", "v1beta1", "LocalQueue"),
    Resource("resourceflavors", "kueue.x-k8s.io", "v1beta1", "ResourceFlavor", namespaced=False),
    Resource("topologies", "kueue.x-k8s.io", "v1beta1", "Topology", namespaced=False),
    Resource("jobsets", "jobset.x-k8s.io", "v1alpha2", "JobSet"),
    Resource("pytorchjobs", "kubeflow.org", "v1", "PyTorchJob"),
    Resource("mpijobs", "kubeflow.org", "v2beta1", "MPIJob"),
    Resource("leaderworkersets", "leaderworkerset.x-k8s.io", "v1", "LeaderWorkerSet"),
    Resource("trainjobs", "trainer.kubeflow.org", "v1alpha1", "TrainJob"),
    Resource("trainingruntimes", "trainer.kubeflow.org", "v1alpha1", "TrainingRuntime"),
    Resource("clustertrainingruntimes", "trainer.kubeflow.org", "v1alpha1", "ClusterTrainingRuntime", namespaced=False),
    Resource("rayclusters", "ray.io", "v1", "RayCluster"),
    Resource("rayjobs", "ray.io", "v1", "RayJob"),
    Resource("rayservices", "ray.io", "v1", "RayService"),
]

BY_NAME: dict[str, Resource] = {r.name: r for r in _TABLE}
_BY_GROUP_KIND: dict[tuple[str, str], Resource] = {(r.group, r.kind): r for r in _TABLE}
_CORE_KIND_GROUPS: dict[str, str] = {}
for _r in _TABLE:
    _CORE_KIND_GROUPS.setdefault(_r.kind, _r.group)

# events.k8s.io Events are read as core Events (same fields that matter here).
_BY_GROUP_KIND[("events.k8s.io", "Event")] = BY_NAME["events"]


def group_of(api_version: str | None) -> str | None:
    if not api_version:
        return None
    return api_version.rsplit("/", 1)[0] if "/" in api_version else ""


def resource_for(kind: str, api_version: str | None) -> Resource:
    """The resource an object of this kind belongs to. Unknown kinds get a resource of
    their own (lower-case kind + "s"), so nothing the user handed us is dropped."""
    group = group_of(api_version)
    if group is None:
        group = _CORE_KIND_GROUPS.get(kind, "")
    known = _BY_GROUP_KIND.get((group, kind))
    if known:
        return known
    version = api_version.rsplit("/", 1)[-1] if api_version else "v1"
    plural = kind.lower() + ("es" if kind.lower().endswith("s") else "s")
    return Resource(plural, group, version, kind)


def resource_named(name: str) -> Resource | None:
    """`pods`, `daemonsets.apps`, `clusterpolicies.nvidia.com`; also accepts the bare
    plural of a non-core resource when that is unambiguous (`daemonsets`)."""
    if name in BY_NAME:
        return BY_NAME[name]
    matches = [r for r in _TABLE if r.plural == name]
    return matches[0] if len(matches) == 1 else None
