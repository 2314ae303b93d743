"""Dynamic Resource Allocation (resource.k8s.io) as kube-scheduler sees it.

- ``api``: ResourceClaims, ResourceClaimTemplates, DeviceClasses and ResourceSlices of
  resource.k8s.io v1, v1beta2 and v1beta1 read into one shape (v1's);
- ``celenv``: the device CEL environment of k8s.io/dynamic-resource-allocation/cel (device.driver,
  device.attributes[domain], device.capacity[domain], semver/quantity, cel.bind) on the
  common-expression-language package;
- ``allocator``: the structured-parameters allocator (k8s.io/dynamic-resource-allocation/structured),
  one node at a time, plus a per-request account of why a node has too few devices;
- ``scheduling``: the DynamicResources plugin's PreEnqueue/PreFilter/Filter verdicts in
  kube-scheduler's own words, and the DRA side of extended resources (DeviceClass
  extendedResourceName);
- ``gpus``: GPUs a pod / a node holds through claims, for every check that counts GPUs.

Sources read (cited per function): kubernetes/kubernetes v1.35.4
pkg/scheduler/framework/plugins/dynamicresources/, k8s.io/dynamic-resource-allocation v0.35.4
structured/internal/{stable,incubating}/, cel/compile.go, resourceclaim/, deviceclass/extendedresourcecache/.
"""


def pod_claim_gpus(snapshot, pod: dict) -> int:
    """Whole GPUs a pod holds (or, not allocated yet, asks for) through its ResourceClaims;
    0 for a pod without claims. doctor.facts' seam (DRA_CLAIM_GPUS) calls this."""
    from .gpus import claim_gpus
    return claim_gpus(snapshot).pod(pod)


def node_claim_gpus(snapshot, node_name: str) -> tuple[int, int]:
    """(GPUs the node's DRA driver publishes in ResourceSlices, how many of them claims hold)."""
    from .gpus import claim_gpus
    ng = claim_gpus(snapshot).node(node_name)
    return ng.published, ng.allocated
