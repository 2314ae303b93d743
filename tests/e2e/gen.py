"""A seeded generator of random GPU clusters and Pending pods, for judging `doctor pending`
against the real kube-scheduler.

Every cluster reuses the same three namespaces (the harness runs no namespace controller, so a
deleted namespace would stay Terminating) and names its nodes, PVs and classes with the
cluster's index. Node shapes follow real GPU nodes: GPU Feature Discovery labels
(nvidia.com/gpu.product, .count, .memory), zones, instance types, the GPU Operator's usual
`nvidia.com/gpu` taint, cordons (spec.unschedulable plus the node.kubernetes.io/unschedulable
taint the node lifecycle controller adds in a real cluster).

What the generator avoids, and why (the harness has no kubelet and no controller-manager):
- WaitForFirstConsumer claims that *could* bind: the scheduler would pick a PV and then wait for
  the PV controller to finish the binding (PreBind), which never happens here. WFFC claims are
  generated only where no PV can match (a real "didn't find available persistent volumes"
  case); pre-bound PVC/PV pairs and unbound Immediate claims cover the rest of VolumeBinding.
- Dynamic provisioning (no external provisioner runs).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

NAMESPACES = {"team-a": {"team": "a", "tier": "prod"}, "team-b": {"team": "b", "tier": "dev"},
              "infra": {"team": "infra", "tier": "prod"}}
PRIORITY_CLASSES = {"e2e-low": 100, "e2e-mid": 1000, "e2e-high": 100000}
NEVER_PREEMPT = "e2e-high-never"   # value 100000, preemptionPolicy Never (admission copies it to the pod)
RUNTIME_CLASS = "e2e-nvidia"      # with a pod overhead, so the RuntimeClass admission sets spec.overhead
GPU = "nvidia.com/gpu"
FPGA = "example.com/fpga"
ZONES = ["zone-a", "zone-b", "zone-c"]
PRODUCTS = [("NVIDIA-A100-SXM4-80GB", 81920, "p4d.24xlarge"), ("NVIDIA-H100-80GB-HBM3", 81559, "p5.48xlarge"),
            ("NVIDIA-L4", 23034, "g6.12xlarge"), ("Tesla-T4", 15360, "g4dn.12xlarge")]
APPS = ["trainer", "server", "etl", "web"]
GI = 1024 ** 3


DRA_DRIVER = "gpu.nvidia.com"
DEVICE_CLASS = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "gpu.nvidia.com"},
                "spec": {"selectors": [{"cel": {"expression": 'device.driver == "gpu.nvidia.com"'}}]}}


@dataclass
class Cluster:
    index: int
    seed: int
    nodes: list[dict] = field(default_factory=list)
    storageclasses: list[dict] = field(default_factory=list)
    pvs: list[dict] = field(default_factory=list)
    pvcs: list[dict] = field(default_factory=list)
    bound: list[dict] = field(default_factory=list)       # existing pods, spec.nodeName set
    pending: list[dict] = field(default_factory=list)     # the pods the scheduler will judge
    slices: list[dict] = field(default_factory=list)      # DRA ResourceSlices (dra=True)
    claims: list[dict] = field(default_factory=list)      # DRA ResourceClaims of pending pods


def _q_mem(gib: float) -> str:
    return f"{int(gib * 1024)}Mi"


class Gen:
    def __init__(self, seed: int, index: int) -> None:
        self.r = random.Random(seed * 100003 + index)
        self.c = Cluster(index, seed)
        self.p = f"c{index}"

    # ---- nodes ---------------------------------------------------------------------------
    def node(self, name: str, pool: str, zone: str, gpu: tuple | None, gpus: int) -> dict:
        r = self.r
        cpu = r.choice([8, 16, 32, 48, 96])
        mem = r.choice([32, 64, 128, 256, 1024])
        pods = r.choice([110, 110, 110, 16, 4, 3])
        labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux", "kubernetes.io/arch": "amd64",
                  "topology.kubernetes.io/zone": zone, "topology.kubernetes.io/region": "region-1",
                  "e2e/pool": pool}
        if r.random() < 0.15:   # a node without the zone label (PodTopologySpread "missing required label")
            del labels["topology.kubernetes.io/zone"]
        taints = []
        capacity = {"cpu": str(cpu), "memory": _q_mem(mem), "pods": str(pods), "ephemeral-storage": "200Gi"}
        if gpu is not None:
            product, memory, itype = gpu
            labels.update({"nvidia.com/gpu.present": "true", "nvidia.com/gpu.product": product,
                           "nvidia.com/gpu.count": str(gpus), "nvidia.com/gpu.memory": str(memory),
                           "node.kubernetes.io/instance-type": itype})
            capacity[GPU] = str(gpus)
            if r.random() < 0.6:
                taints.append({"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"})
        else:
            labels["node.kubernetes.io/instance-type"] = r.choice(["m5.4xlarge", "c5.9xlarge"])
        if r.random() < 0.1:
            capacity[FPGA] = str(r.choice([1, 2]))
        if r.random() < 0.15:
            taints.append({"key": "dedicated", "value": r.choice(["team-a", "team-b"]), "effect": "NoSchedule"})
        if r.random() < 0.06:
            taints.append({"key": "maintenance", "value": "", "effect": "NoExecute"})
        if r.random() < 0.1:
            taints.append({"key": "spot", "value": "true", "effect": "PreferNoSchedule"})
        spec: dict = {}
        if r.random() < 0.08:
            spec["unschedulable"] = True
            if r.random() < 0.8:
                taints.append({"key": "node.kubernetes.io/unschedulable", "effect": "NoSchedule",
                               "timeAdded": "2026-11-30T10:00:00Z"})
        if taints:
            spec["taints"] = taints
        allocatable = dict(capacity)
        allocatable["cpu"] = f"{cpu * 1000 - 200}m"
        allocatable["memory"] = _q_mem(mem - 1)
        if gpu is not None and r.random() < 0.08:
            allocatable[GPU] = str(max(gpus - r.choice([1, gpus]), 0))   # a device plugin with missing GPUs
        return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": labels},
                "spec": spec,
                "status": {"capacity": capacity, "allocatable": allocatable,
                           "conditions": [{"type": "Ready", "status": "True", "reason": "KubeletReady",
                                           "message": "kubelet is posting ready status",
                                           "lastHeartbeatTime": "2026-12-01T00:00:00Z",
                                           "lastTransitionTime": "2026-11-30T00:00:00Z"}],
                           "nodeInfo": {"kubeletVersion": "v1.35.4", "containerRuntimeVersion": "containerd://2.1.4",
                                        "osImage": "Ubuntu 22.04.5 LTS", "kernelVersion": "5.15.0-1071-aws",
                                        "architecture": "amd64", "operatingSystem": "linux", "machineID": "",
                                        "systemUUID": "", "bootID": "", "kubeProxyVersion": ""}}}

    def nodes(self) -> None:
        r = self.r
        pools = r.randint(1, 3)
        n = 0
        for pi in range(pools):
            gpu = r.choice(PRODUCTS) if r.random() < 0.8 else None
            gpus = r.choice([1, 2, 4, 8]) if gpu else 0
            size = r.randint(1, 5)
            for _ in range(size):
                n += 1
                zone = r.choice(ZONES[: r.randint(1, 3)])
                self.c.nodes.append(self.node(f"{self.p}-p{pi}-n{n}", f"pool{pi}", zone, gpu, gpus))
        if r.random() < 0.5:   # a CPU system pool
            n += 1
            self.c.nodes.append(self.node(f"{self.p}-sys-n{n}", "system", r.choice(ZONES), None, 0))

    # ---- pod parts -------------------------------------------------------------------------
    def requests(self, node_hint: dict | None = None, big: bool = False) -> dict:
        r = self.r
        req = {"cpu": r.choice(["100m", "250m", "500m", "1", "2", "4", "8", "16", "30"]),
               "memory": r.choice(["128Mi", "512Mi", "1Gi", "4Gi", "16Gi", "64Gi", "200Gi"])}
        if r.random() < 0.2:
            del req["memory"]
        if big and r.random() < 0.2:
            req["cpu"] = r.choice(["40", "64", "100"])
        return req

    def gpu_amount(self) -> int:
        return self.r.choice([0, 0, 1, 1, 2, 4, 8, 16])

    def selector_terms(self) -> list[dict]:
        r = self.r
        terms = []
        for _ in range(r.choice([1, 1, 2])):
            exprs = []
            for _ in range(r.choice([1, 1, 2])):
                kind = r.random()
                if kind < 0.35:
                    exprs.append({"key": "nvidia.com/gpu.product", "operator": r.choice(["In", "NotIn"]),
                                  "values": r.sample([p[0] for p in PRODUCTS], r.randint(1, 2))})
                elif kind < 0.6:
                    exprs.append({"key": "topology.kubernetes.io/zone", "operator": r.choice(["In", "NotIn"]),
                                  "values": r.sample(ZONES, r.randint(1, 2))})
                elif kind < 0.75:
                    exprs.append({"key": "nvidia.com/gpu.present", "operator": r.choice(["Exists", "DoesNotExist"])})
                else:
                    exprs.append({"key": "nvidia.com/gpu.count", "operator": "Gt",
                                  "values": [str(r.choice([0, 1, 3, 7]))]})
            terms.append({"matchExpressions": exprs})
        return terms

    def pod_affinity_terms(self, anti: bool) -> list[dict]:
        r = self.r
        terms = []
        for _ in range(r.choice([1, 1, 2])):
            term = {"labelSelector": {"matchLabels": {"app": r.choice(APPS)}},
                    "topologyKey": r.choice(["kubernetes.io/hostname", "topology.kubernetes.io/zone"])}
            k = r.random()
            if k < 0.25:
                term["namespaces"] = r.sample(sorted(NAMESPACES), r.randint(1, 2))
            elif k < 0.45:
                term["namespaceSelector"] = r.choice([{}, {"matchLabels": {"tier": "prod"}},
                                                      {"matchExpressions": [{"key": "team", "operator": "In",
                                                                             "values": ["a", "infra"]}]}])
            if r.random() < 0.2:
                term["labelSelector"] = {"matchExpressions": [{"key": "app", "operator": "In",
                                                               "values": r.sample(APPS, 2)}]}
            terms.append(term)
        return terms

    def tolerations(self) -> list[dict]:
        r = self.r
        out = []
        if r.random() < 0.6:
            out.append({"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"})
        if r.random() < 0.2:
            out.append({"key": "dedicated", "operator": "Equal", "value": r.choice(["team-a", "team-b"]),
                        "effect": "NoSchedule"})
        if r.random() < 0.05:
            out.append({"operator": "Exists"})
        if r.random() < 0.05:
            out.append({"key": "node.kubernetes.io/unschedulable", "operator": "Exists", "effect": "NoSchedule"})
        return out

    def pod(self, name: str, ns: str, pending: bool) -> dict:
        r = self.r
        app = r.choice(APPS)
        gpus = self.gpu_amount() if (pending or r.random() < 0.6) else 0
        containers = []
        for ci in range(r.choice([1, 1, 1, 2])):
            req = self.requests(big=pending)
            res = {"requests": dict(req)}
            if gpus and ci == 0:
                res["requests"][GPU] = str(gpus)
                res["limits"] = {GPU: str(gpus)}
            if r.random() < 0.05:
                res["requests"][FPGA] = "1"
                res.setdefault("limits", {})[FPGA] = "1"
            c = {"name": f"c{ci}", "image": "nvcr.io/nvidia/pytorch:24.05-py3", "resources": res}
            if ci == 0 and r.random() < (0.12 if pending else 0.08):   # a hostPort once per pod (the API refuses repeats)
                c["ports"] = [{"containerPort": 8080, "hostPort": r.choice([8080, 9090]), "protocol": "TCP"}]
            containers.append(c)
        spec: dict = {"containers": containers, "terminationGracePeriodSeconds": 0}
        if r.random() < 0.1:
            init = {"name": "init", "image": "busybox", "resources": {"requests": self.requests(big=pending)}}
            if r.random() < 0.5:
                init["restartPolicy"] = "Always"     # a sidecar
            spec["initContainers"] = [init]
        if r.random() < 0.08:
            spec["runtimeClassName"] = RUNTIME_CLASS
        tol = self.tolerations()
        if tol:
            spec["tolerations"] = tol
        if r.random() < 0.5:
            spec["priorityClassName"] = r.choice(list(PRIORITY_CLASSES))
        if pending:
            if r.random() < 0.25:
                spec["nodeSelector"] = r.choice([
                    {"nvidia.com/gpu.product": r.choice(PRODUCTS)[0]},
                    {"topology.kubernetes.io/zone": r.choice(ZONES)},
                    {"e2e/pool": r.choice(["pool0", "pool1", "system"])},
                    {"nvidia.com/gpu.product": "NVIDIA-B200"}])
            aff: dict = {}
            if r.random() < 0.25:
                aff["nodeAffinity"] = {"requiredDuringSchedulingIgnoredDuringExecution": {
                    "nodeSelectorTerms": self.selector_terms()}}
            if r.random() < 0.2:
                aff["podAffinity"] = {"requiredDuringSchedulingIgnoredDuringExecution": self.pod_affinity_terms(False)}
            if r.random() < 0.25:
                aff["podAntiAffinity"] = {"requiredDuringSchedulingIgnoredDuringExecution": self.pod_affinity_terms(True)}
            if aff:
                spec["affinity"] = aff
            if r.random() < 0.25:
                keys = r.sample(["topology.kubernetes.io/zone", "kubernetes.io/hostname"], r.choice([1, 1, 2]))
                spec["topologySpreadConstraints"] = [   # one per key: the API refuses duplicates
                    {"maxSkew": r.choice([1, 1, 2]), "topologyKey": key, "whenUnsatisfiable": "DoNotSchedule",
                     "labelSelector": {"matchLabels": {"app": app}}}
                    for key in keys]
                if r.random() < 0.3:
                    spec["topologySpreadConstraints"][0]["nodeTaintsPolicy"] = "Honor"
            if spec.get("priorityClassName") and r.random() < 0.15:
                spec["priorityClassName"] = NEVER_PREEMPT
        else:
            if r.random() < 0.12:
                spec["affinity"] = {"podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution":
                                                        self.pod_affinity_terms(True)}}
        return {"apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": name, "namespace": ns, "labels": {"app": app, "e2e/cluster": self.p}},
                "spec": spec}

    # ---- storage ---------------------------------------------------------------------------
    def storage(self) -> None:
        p = self.p
        self.c.storageclasses += [
            {"apiVersion": "storage.k8s.io/v1", "kind": "StorageClass", "metadata": {"name": f"{p}-local"},
             "provisioner": "kubernetes.io/no-provisioner", "volumeBindingMode": "WaitForFirstConsumer"},
            {"apiVersion": "storage.k8s.io/v1", "kind": "StorageClass", "metadata": {"name": f"{p}-immediate"},
             "provisioner": "example.com/none", "volumeBindingMode": "Immediate"}]

    def volume_for(self, pod: dict) -> None:
        """Give a pending pod a claim: bound to a PV pinned to a node or zone, unbound Immediate,
        or unbound WaitForFirstConsumer with no PV that could ever match."""
        r = self.r
        ns, name = pod["metadata"]["namespace"], pod["metadata"]["name"]
        claim = f"{name}-data"
        kind = r.random()
        pvc = {"apiVersion": "v1", "kind": "PersistentVolumeClaim",
               "metadata": {"name": claim, "namespace": ns},
               "spec": {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": "10Gi"}}}}
        if kind < 0.6 and self.c.nodes:
            pv_name = f"{self.p}-pv-{name}"
            node = r.choice(self.c.nodes)
            if r.random() < 0.5 or "topology.kubernetes.io/zone" not in node["metadata"]["labels"]:
                term = {"key": "kubernetes.io/hostname", "operator": "In", "values": [node["metadata"]["name"]]}
            else:
                term = {"key": "topology.kubernetes.io/zone", "operator": "In",
                        "values": [node["metadata"]["labels"]["topology.kubernetes.io/zone"]]}
            pv = {"apiVersion": "v1", "kind": "PersistentVolume", "metadata": {"name": pv_name},
                  "spec": {"capacity": {"storage": "10Gi"}, "accessModes": ["ReadWriteOnce"],
                           "persistentVolumeReclaimPolicy": "Retain", "storageClassName": f"{self.p}-local",
                           "local": {"path": "/mnt/disks/ssd0"},
                           "claimRef": {"kind": "PersistentVolumeClaim", "namespace": ns, "name": claim,
                                        "apiVersion": "v1"},
                           "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [term]}]}}},
                  "status": {"phase": "Bound"}}
            pvc["spec"]["storageClassName"] = f"{self.p}-local"
            pvc["spec"]["volumeName"] = pv_name
            # what the PV controller writes when it binds; kube-scheduler treats a claim without
            # bind-completed as still binding ("unbound immediate"), whatever its phase says
            pvc["metadata"]["annotations"] = {"pv.kubernetes.io/bind-completed": "yes",
                                              "pv.kubernetes.io/bound-by-controller": "yes"}
            pvc["status"] = {"phase": "Bound", "accessModes": ["ReadWriteOnce"], "capacity": {"storage": "10Gi"}}
            self.c.pvs.append(pv)
        elif kind < 0.8:
            pvc["spec"]["storageClassName"] = f"{self.p}-immediate"
            pvc["status"] = {"phase": "Pending"}
        else:
            pvc["spec"]["storageClassName"] = f"{self.p}-local"     # WFFC, and no PV of this class is free
            pvc["status"] = {"phase": "Pending"}
        self.c.pvcs.append(pvc)
        pod["spec"].setdefault("volumes", []).append({"name": "data", "persistentVolumeClaim": {"claimName": claim}})

    # ---- DRA (opt-in) ----------------------------------------------------------------------
    def dra_slices(self) -> None:
        """A ResourceSlice per GPU node (the NVIDIA DRA driver's shape: one pool per node)."""
        for node in self.c.nodes:
            labels = node["metadata"]["labels"]
            if labels.get("nvidia.com/gpu.present") != "true" or self.r.random() < 0.3:
                continue
            n = int(labels["nvidia.com/gpu.count"])
            name = node["metadata"]["name"]
            mem = int(labels["nvidia.com/gpu.memory"])
            self.c.slices.append({
                "apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice",
                "metadata": {"name": f"{name}-gpu.nvidia.com"},
                "spec": {"driver": DRA_DRIVER, "nodeName": name,
                         "pool": {"name": name, "generation": 1, "resourceSliceCount": 1},
                         "devices": [{"name": f"gpu-{i}",
                                      "attributes": {"productName": {"string": labels["nvidia.com/gpu.product"]},
                                                     "index": {"int": i}},
                                      "capacity": {"memory": {"value": f"{mem}Mi"}}} for i in range(n)]}})

    def dra_claim(self, pod: dict) -> None:
        r = self.r
        ns, name = pod["metadata"]["namespace"], pod["metadata"]["name"]
        exactly: dict = {"deviceClassName": DEVICE_CLASS["metadata"]["name"], "allocationMode": "ExactCount",
                         "count": r.choice([1, 1, 2, 4, 8])}
        if r.random() < 0.4:
            product = r.choice(PRODUCTS)[0]
            exactly["selectors"] = [{"cel": {"expression":
                                             f'device.attributes["{DRA_DRIVER}"].productName == "{product}"'}}]
        claim = {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceClaim",
                 "metadata": {"name": f"{name}-gpu", "namespace": ns},
                 "spec": {"devices": {"requests": [{"name": "gpu", "exactly": exactly}]}}}
        self.c.claims.append(claim)
        pod["spec"]["resourceClaims"] = [{"name": "gpu", "resourceClaimName": f"{name}-gpu"}]
        c0 = pod["spec"]["containers"][0]
        c0.setdefault("resources", {})["claims"] = [{"name": "gpu"}]
        for key in ("requests", "limits"):     # the GPUs come from the claim, not the device plugin
            c0["resources"].get(key, {}).pop(GPU, None)

    # ---- the whole cluster -----------------------------------------------------------------
    def build(self, pending: int, dra: bool = False) -> Cluster:
        r = self.r
        self.nodes()
        self.storage()
        nss = sorted(NAMESPACES)
        for node in self.c.nodes:
            used_ports: set[int] = set()
            for k in range(r.choice([0, 1, 1, 2, 3])):
                pod = self.pod(f"{node['metadata']['name']}-w{k}", r.choice(nss), pending=False)
                pod["spec"]["nodeName"] = node["metadata"]["name"]
                # two running pods never share a hostPort on one node (the kubelet refuses the
                # second); kube-scheduler's port bookkeeping is a set and forgets a port both held
                # once either is removed (as preemption's dry run does), so such a state misleads
                for c in pod["spec"]["containers"]:
                    ports = [pt for pt in c.get("ports", []) if pt.get("hostPort")]
                    if any(pt["hostPort"] in used_ports for pt in ports):
                        c.pop("ports")
                    else:
                        used_ports.update(pt["hostPort"] for pt in ports)
                phase = "Succeeded" if r.random() < 0.08 else "Running"
                pod["status"] = {"phase": phase}
                self.c.bound.append(pod)
        if dra:
            self.dra_slices()
        for i in range(pending):
            pod = self.pod(f"{self.p}-pending-{i}", r.choice(nss), pending=True)
            if r.random() < 0.12:
                self.volume_for(pod)
            elif dra and r.random() < 0.3:
                self.dra_claim(pod)
            self.c.pending.append(pod)
        return self.c


def generate(seed: int, index: int, pending: int, dra: bool = False) -> Cluster:
    return Gen(seed, index).build(pending, dra)
