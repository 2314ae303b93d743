"""Synthetic GPU cluster as a fixture folder, for benchmarks (deterministic: seeded).

    python benchmarks/synth.py --out /tmp/synth            # 5,000 nodes / 150,000 pods
    python benchmarks/synth.py --out /tmp/small --nodes 500 --pods 15000

Writes nodes.json, pods.json, events.json, daemonsets.apps.json, meta.json in the shape of
`kubectl get <res> -A -o json` (a v1 List with apiVersion/kind on every item). Items are
written one per line without indentation (the only difference from kubectl's output is
whitespace), streamed, so generating 150,000 pods needs little memory. Pods are realistic in
size (~3 KB: containers with env, probes, resources, the projected service-account volume,
five status conditions, container statuses, ownerReferences). 40% of the nodes carry 8 GPUs;
a few nodes are NotReady, cordoned or lost a GPU; a few pods are Pending, crash-looping or done.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

OBSERVED = datetime(2026, 11, 20, 9, 30, tzinfo=timezone.utc)
PRODUCTS = ["NVIDIA-A100-SXM4-80GB", "NVIDIA-H100-80GB-HBM3", "NVIDIA-L40S", "Tesla-T4"]
DRIVERS = ["550.90.07", "550.54.15", "535.161.08"]
IMAGES = ["nvcr.io/nvidia/pytorch:24.05-py3", "nvcr.io/nvidia/tritonserver:24.05-py3",
          "vllm/vllm-openai:v0.6.3", "registry.example.com/ml/trainer:2.4.1",
          "registry.example.com/web/api:1.19.3", "docker.io/library/redis:7.2.5"]
DAEMONSETS = [("kube-system", "kube-proxy", "registry.k8s.io/kube-proxy:v1.30.4"),
              ("kube-system", "aws-node", "602401143452.dkr.ecr.us-east-1.amazonaws.com/amazon-k8s-cni:v1.18.3"),
              ("monitoring", "node-exporter", "quay.io/prometheus/node-exporter:v1.8.2")]
GPU_DAEMONSETS = [("gpu-operator", "nvidia-device-plugin-daemonset", "nvcr.io/nvidia/k8s-device-plugin:v0.16.2"),
                  ("gpu-operator", "nvidia-dcgm-exporter", "nvcr.io/nvidia/k8s/dcgm-exporter:3.3.7-3.5.0-ubuntu22.04")]


def ts(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


class Gen:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.rv = 100000

    def uid(self) -> str:
        h = f"{self.rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"

    def next_rv(self) -> str:
        self.rv += self.rng.randint(1, 50)
        return str(self.rv)

    def suffix(self, n: int = 5) -> str:
        return "".join(self.rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(n))

    # ---- nodes -------------------------------------------------------------------------------
    def node(self, i: int, gpu: bool) -> dict:
        name = f"ip-10-{(i >> 16) & 255}-{(i >> 8) & 255}-{i & 255}.ec2.internal"
        zone = f"us-east-1{'abcd'[i % 4]}"
        labels = {"beta.kubernetes.io/arch": "amd64", "beta.kubernetes.io/os": "linux",
                  "kubernetes.io/arch": "amd64", "kubernetes.io/hostname": name, "kubernetes.io/os": "linux",
                  "node.kubernetes.io/instance-type": "p4d.24xlarge" if gpu else "m6i.8xlarge",
                  "topology.kubernetes.io/region": "us-east-1", "topology.kubernetes.io/zone": zone,
                  "eks.amazonaws.com/nodegroup": "gpu-a100" if gpu else "general"}
        capacity = {"cpu": "96" if gpu else "32", "ephemeral-storage": "1056753Mi", "hugepages-1Gi": "0",
                    "hugepages-2Mi": "0", "memory": "1176482456Ki" if gpu else "130979324Ki", "pods": "110"}
        allocatable = {"cpu": "95690m" if gpu else "31750m", "ephemeral-storage": "972991057538",
                       "hugepages-1Gi": "0", "hugepages-2Mi": "0",
                       "memory": "1165876376Ki" if gpu else "124860924Ki", "pods": "110"}
        spec: dict = {"providerID": f"aws:///{zone}/i-0{self.rng.getrandbits(64):016x}"}
        ready, ready_since = "True", OBSERVED - timedelta(days=self.rng.randint(1, 40))
        if gpu:
            product = PRODUCTS[i % len(PRODUCTS)]
            driver = DRIVERS[i % len(DRIVERS)]
            major, minor, rev = driver.split(".")
            labels.update({"nvidia.com/gpu.present": "true", "nvidia.com/gpu.count": "8",
                           "nvidia.com/gpu.product": product, "nvidia.com/gpu.memory": "81920",
                           "nvidia.com/gpu.family": "ampere", "nvidia.com/gpu.machine": "p4d.24xlarge",
                           "nvidia.com/cuda.driver-version.full": driver,
                           "nvidia.com/cuda.driver-version.major": major,
                           "nvidia.com/cuda.driver-version.minor": minor,
                           "nvidia.com/cuda.driver-version.revision": rev,
                           "nvidia.com/cuda.runtime-version.major": "12", "nvidia.com/cuda.runtime-version.minor": "4",
                           "nvidia.com/gpu.deploy.device-plugin": "true", "nvidia.com/gpu.deploy.dcgm-exporter": "true",
                           "feature.node.kubernetes.io/pci-10de.present": "true"})
            capacity["nvidia.com/gpu"] = "8"
            allocatable["nvidia.com/gpu"] = "7" if i % 97 == 5 else "8"
            spec["taints"] = [{"effect": "NoSchedule", "key": "nvidia.com/gpu", "value": "present"}]
            if i % 211 == 7:
                spec["unschedulable"] = True
                spec["taints"].append({"effect": "NoSchedule", "key": "node.kubernetes.io/unschedulable",
                                       "timeAdded": ts(OBSERVED - timedelta(hours=3))})
        if i % 331 == 11:
            ready, ready_since = "Unknown", OBSERVED - timedelta(minutes=self.rng.randint(5, 300))
            spec.setdefault("taints", []).extend([
                {"effect": "NoSchedule", "key": "node.kubernetes.io/unreachable", "timeAdded": ts(ready_since)},
                {"effect": "NoExecute", "key": "node.kubernetes.io/unreachable", "timeAdded": ts(ready_since)}])
        hb = ts(OBSERVED - timedelta(seconds=self.rng.randint(1, 50)))
        since = ts(OBSERVED - timedelta(days=45))
        conds = [{"lastHeartbeatTime": hb, "lastTransitionTime": since, "message": m, "reason": r,
                  "status": "False", "type": t}
                 for t, r, m in (("MemoryPressure", "KubeletHasSufficientMemory", "kubelet has sufficient memory available"),
                                 ("DiskPressure", "KubeletHasNoDiskPressure", "kubelet has no disk pressure"),
                                 ("PIDPressure", "KubeletHasSufficientPID", "kubelet has sufficient PID available"))]
        conds.append({"lastHeartbeatTime": hb, "lastTransitionTime": ts(ready_since),
                      "message": "kubelet is posting ready status" if ready == "True" else "Kubelet stopped posting node status.",
                      "reason": "KubeletReady" if ready == "True" else "NodeStatusUnknown", "status": ready, "type": "Ready"})
        ip = f"10.{(i >> 16) & 255}.{(i >> 8) & 255}.{i & 255}"
        return {"apiVersion": "v1", "kind": "Node",
                "metadata": {"annotations": {"alpha.kubernetes.io/provided-node-ip": ip,
                                             "node.alpha.kubernetes.io/ttl": "0",
                                             "volumes.kubernetes.io/controller-managed-attach-detach": "true"},
                             "creationTimestamp": ts(OBSERVED - timedelta(days=60)), "labels": labels, "name": name,
                             "resourceVersion": self.next_rv(), "uid": self.uid()},
                "spec": spec,
                "status": {"addresses": [{"address": ip, "type": "InternalIP"}, {"address": name, "type": "Hostname"},
                                         {"address": name, "type": "InternalDNS"}],
                           "allocatable": allocatable, "capacity": capacity, "conditions": conds,
                           "daemonEndpoints": {"kubeletEndpoint": {"Port": 10250}},
                           "images": [{"names": [IMAGES[k]], "sizeBytes": 1_000_000 * (k + 1)} for k in range(3)],
                           "nodeInfo": {"architecture": "amd64", "bootID": self.uid(),
                                        "containerRuntimeVersion": "containerd://1.7.22",
                                        "kernelVersion": "5.15.0-1071-aws", "kubeProxyVersion": "v1.30.4",
                                        "kubeletVersion": "v1.30.4", "machineID": self.uid().replace("-", ""),
                                        "operatingSystem": "linux", "osImage": "Ubuntu 22.04.5 LTS",
                                        "systemUUID": self.uid()}}}

    # ---- pods --------------------------------------------------------------------------------
    def pod(self, ns: str, name: str, owner: dict, node: str | None, image: str, gpus: int,
            phase: str, restarts: int, created: datetime, labels: dict) -> dict:
        res: dict = {"requests": {"cpu": f"{self.rng.choice([250, 500, 1000, 4000])}m",
                                  "memory": f"{self.rng.choice([256, 512, 2048, 16384])}Mi"},
                     "limits": {"memory": "32Gi" if gpus else "1Gi"}}
        if gpus:
            res["requests"]["nvidia.com/gpu"] = str(gpus)
            res["limits"]["nvidia.com/gpu"] = str(gpus)
        container = {
            "name": "main", "image": image, "imagePullPolicy": "IfNotPresent",
            "args": ["--config=/etc/app/config.yaml"],
            "env": [{"name": "POD_NAME", "valueFrom": {"fieldRef": {"apiVersion": "v1", "fieldPath": "metadata.name"}}},
                    {"name": "POD_NAMESPACE", "valueFrom": {"fieldRef": {"apiVersion": "v1", "fieldPath": "metadata.namespace"}}},
                    {"name": "LOG_LEVEL", "value": "info"}, {"name": "NCCL_DEBUG", "value": "WARN"}],
            "ports": [{"containerPort": 8080, "name": "http", "protocol": "TCP"}],
            "livenessProbe": {"failureThreshold": 3, "httpGet": {"path": "/healthz", "port": 8080, "scheme": "HTTP"},
                              "periodSeconds": 10, "successThreshold": 1, "timeoutSeconds": 1},
            "readinessProbe": {"failureThreshold": 3, "httpGet": {"path": "/ready", "port": 8080, "scheme": "HTTP"},
                               "periodSeconds": 5, "successThreshold": 1, "timeoutSeconds": 1},
            "resources": res, "terminationMessagePath": "/dev/termination-log", "terminationMessagePolicy": "File",
            "volumeMounts": [{"mountPath": "/etc/app", "name": "config"},
                             {"mountPath": "/var/run/secrets/kubernetes.io/serviceaccount",
                              "name": "kube-api-access-" + name[-5:], "readOnly": True}]}
        spec = {"containers": [container], "dnsPolicy": "ClusterFirst", "enableServiceLinks": True,
                "preemptionPolicy": "PreemptLowerPriority", "priority": 0, "restartPolicy": "Always",
                "schedulerName": "default-scheduler", "securityContext": {}, "serviceAccount": "default",
                "serviceAccountName": "default", "terminationGracePeriodSeconds": 30,
                "tolerations": [{"effect": "NoExecute", "key": "node.kubernetes.io/not-ready", "operator": "Exists",
                                 "tolerationSeconds": 300},
                                {"effect": "NoExecute", "key": "node.kubernetes.io/unreachable", "operator": "Exists",
                                 "tolerationSeconds": 300}],
                "volumes": [{"configMap": {"defaultMode": 420, "name": "app-config"}, "name": "config"},
                            {"name": "kube-api-access-" + name[-5:], "projected": {"defaultMode": 420, "sources": [
                                {"serviceAccountToken": {"expirationSeconds": 3607, "path": "token"}},
                                {"configMap": {"items": [{"key": "ca.crt", "path": "ca.crt"}], "name": "kube-root-ca.crt"}},
                                {"downwardAPI": {"items": [{"fieldRef": {"apiVersion": "v1", "fieldPath": "metadata.namespace"},
                                                            "path": "namespace"}]}}]}}]}
        if gpus:
            spec["tolerations"].append({"effect": "NoSchedule", "key": "nvidia.com/gpu", "operator": "Exists"})
        meta = {"creationTimestamp": ts(created), "generateName": name[:-5], "labels": labels, "name": name,
                "namespace": ns, "ownerReferences": [owner], "resourceVersion": self.next_rv(), "uid": self.uid(),
                "annotations": {"kubectl.kubernetes.io/restartedAt": ts(created - timedelta(days=2))}}
        start = created + timedelta(seconds=3)
        if node is None:
            spec_status = {"phase": "Pending", "qosClass": "Burstable", "conditions": [
                {"lastProbeTime": None, "lastTransitionTime": ts(created),
                 "message": "0/5000 nodes are available: 2000 Insufficient nvidia.com/gpu, 3000 node(s) didn't match "
                            "Pod's node affinity/selector. preemption: 0/5000 nodes are available: 2000 No preemption "
                            "victims found for incoming pod, 3000 Preemption is not helpful for scheduling.",
                 "reason": "Unschedulable", "status": "False", "type": "PodScheduled"}]}
            return {"apiVersion": "v1", "kind": "Pod", "metadata": meta, "spec": spec, "status": spec_status}
        spec["nodeName"] = node
        ready = phase == "Running" and restarts < 5
        tr = ts(start + timedelta(seconds=20))
        conds = [{"lastProbeTime": None, "lastTransitionTime": tr, "status": "True", "type": "PodReadyToStartContainers"},
                 {"lastProbeTime": None, "lastTransitionTime": ts(start), "status": "True", "type": "Initialized"},
                 {"lastProbeTime": None, "lastTransitionTime": tr, "status": str(ready), "type": "Ready"},
                 {"lastProbeTime": None, "lastTransitionTime": tr, "status": str(ready), "type": "ContainersReady"},
                 {"lastProbeTime": None, "lastTransitionTime": ts(created), "status": "True", "type": "PodScheduled"}]
        cid = f"containerd://{self.rng.getrandbits(256):064x}"
        if phase == "Succeeded":
            state = {"terminated": {"containerID": cid, "exitCode": 0, "finishedAt": ts(start + timedelta(hours=1)),
                                    "reason": "Completed", "startedAt": ts(start)}}
        elif phase == "Failed":
            state = {"terminated": {"containerID": cid, "exitCode": 1, "finishedAt": ts(start + timedelta(hours=1)),
                                    "reason": "Error", "startedAt": ts(start)}}
        elif restarts >= 5:
            state = {"waiting": {"message": f"back-off 5m0s restarting failed container=main pod={name}",
                                 "reason": "CrashLoopBackOff"}}
        else:
            state = {"running": {"startedAt": ts(start)}}
        last = {}
        if restarts:
            fin = OBSERVED - timedelta(minutes=self.rng.randint(1, 600))
            last = {"terminated": {"containerID": cid[:-4] + "beef", "exitCode": self.rng.choice([1, 137, 139]),
                                   "finishedAt": ts(fin), "reason": self.rng.choice(["Error", "OOMKilled"]),
                                   "startedAt": ts(fin - timedelta(minutes=3))}}
        ip = f"10.{100 + self.rng.randint(0, 99)}.{self.rng.randint(0, 255)}.{self.rng.randint(1, 254)}"
        status = {"conditions": conds,
                  "containerStatuses": [{"containerID": cid, "image": image,
                                         "imageID": image.split(":")[0] + f"@sha256:{self.rng.getrandbits(256):064x}",
                                         "lastState": last, "name": "main", "ready": ready, "restartCount": restarts,
                                         "started": phase == "Running" and ready, "state": state}],
                  "hostIP": "10.0.0.1", "hostIPs": [{"ip": "10.0.0.1"}], "phase": phase, "podIP": ip,
                  "podIPs": [{"ip": ip}], "qosClass": "Burstable", "startTime": ts(start)}
        return {"apiVersion": "v1", "kind": "Pod", "metadata": meta, "spec": spec, "status": status}


class ListWriter:
    """Streams a kubectl-shaped List, one item per line."""

    def __init__(self, path: Path) -> None:
        self.f = path.open("w", encoding="utf-8")
        self.f.write('{\n"apiVersion": "v1",\n"items": [\n')
        self.n = 0

    def add(self, item: dict) -> None:
        if self.n:
            self.f.write(",\n")
        self.f.write(json.dumps(item, ensure_ascii=False))
        self.n += 1

    def close(self) -> int:
        self.f.write('\n],\n"kind": "List",\n"metadata": {"resourceVersion": ""}\n}\n')
        self.f.close()
        return self.n


def generate(out: Path, nodes: int = 5000, pods: int = 150_000, events: int | None = None,
             seed: int = 7, gpu_share: float = 0.4) -> dict:
    g = Gen(seed)
    rng = g.rng
    out.mkdir(parents=True, exist_ok=True)
    events = pods // 10 if events is None else events
    n_gpu = int(nodes * gpu_share)
    node_names: list[str] = []
    gpu_free: dict[str, int] = {}
    usable: list[str] = []
    w = ListWriter(out / "nodes.json")
    for i in range(nodes):
        gpu = i < n_gpu
        obj = g.node(i, gpu)
        name = obj["metadata"]["name"]
        node_names.append(name)
        if gpu:
            gpu_free[name] = int(obj["status"]["allocatable"]["nvidia.com/gpu"])
        w.add(obj)
    w.close()
    gpu_nodes = node_names[:n_gpu]
    cpu_nodes = node_names[n_gpu:] or node_names

    ds_objs = []
    w_pods = ListWriter(out / "pods.json")
    pod_refs: list[tuple[str, str, str, str]] = []   # ns, name, uid, node (sample for events)
    count = 0

    def emit(p: dict) -> None:
        nonlocal count
        w_pods.add(p)
        count += 1
        if count % 7 == 0:
            pod_refs.append((p["metadata"]["namespace"], p["metadata"]["name"], p["metadata"]["uid"],
                             p["spec"].get("nodeName") or ""))

    created = OBSERVED - timedelta(days=3)
    # DaemonSet pods: one per node (GPU daemonsets on GPU nodes), while the budget lasts
    for ns, ds, image in DAEMONSETS + GPU_DAEMONSETS:
        ds_uid = g.uid()
        targets = gpu_nodes if (ns, ds, image) in GPU_DAEMONSETS else node_names
        ds_objs.append({"apiVersion": "apps/v1", "kind": "DaemonSet",
                        "metadata": {"name": ds, "namespace": ns, "uid": ds_uid, "generation": 3,
                                     "creationTimestamp": ts(OBSERVED - timedelta(days=60)),
                                     "resourceVersion": g.next_rv(), "labels": {"app.kubernetes.io/name": ds}},
                        "spec": {"selector": {"matchLabels": {"app": ds}},
                                 "template": {"metadata": {"labels": {"app": ds}},
                                              "spec": {"containers": [{"name": ds, "image": image}]}}},
                        "status": {"currentNumberScheduled": len(targets), "desiredNumberScheduled": len(targets),
                                   "numberAvailable": len(targets), "numberMisscheduled": 0,
                                   "numberReady": len(targets), "observedGeneration": 3,
                                   "updatedNumberScheduled": len(targets)}})
        owner = {"apiVersion": "apps/v1", "blockOwnerDeletion": True, "controller": True, "kind": "DaemonSet",
                 "name": ds, "uid": ds_uid}
        for node in targets:
            if count >= pods // 2:
                break
            emit(g.pod(ns, f"{ds}-{g.suffix()}", owner, node, image, 0, "Running", 0, created,
                       {"app": ds, "controller-revision-hash": "6b9f8c7d5", "pod-template-generation": "3"}))
    # workloads in 200 namespaces: ReplicaSet pods and GPU Job pods
    namespaces = [f"team-{k:03d}" for k in range(max(4, min(200, pods // 750)))]
    owners: dict[tuple, dict] = {}
    apps = max(3, min(40, pods // 3000))   # workloads per namespace and kind
    # enough GPU pods to fill ~85% of the GPUs (mean request 3.75), never more than a quarter
    gpu_pod_share = min(0.25, 0.85 * sum(gpu_free.values()) / 3.75 / max(pods - count, 1))
    while count < pods:
        ns = namespaces[count % len(namespaces)]
        gpu_pod = rng.random() < gpu_pod_share
        kind = "Job" if gpu_pod else "ReplicaSet"
        app = f"{'train' if gpu_pod else 'svc'}-{rng.randint(0, apps - 1)}"
        key = (ns, kind, app)
        if key not in owners:   # pods of one workload share their owner (as ReplicaSets/Jobs do)
            owners[key] = {"apiVersion": "batch/v1" if kind == "Job" else "apps/v1", "blockOwnerDeletion": True,
                           "controller": True, "kind": kind, "name": f"{app}-{g.suffix(10)}", "uid": g.uid()}
        owner = owners[key]
        name = f"{owner['name']}-{g.suffix()}"
        roll = rng.random()
        phase, restarts, node, gpus = "Running", 0, None, 0
        if gpu_pod:
            gpus = rng.choice([1, 2, 4, 8])
            cands = [n for n in (rng.choice(gpu_nodes) for _ in range(4)) if gpu_free[n] >= gpus] if gpu_nodes else []
            if cands and roll > 0.02:
                node = cands[0]
                gpu_free[node] -= gpus
            image = IMAGES[rng.randint(0, 2)]
        else:
            node = rng.choice(cpu_nodes)
            image = IMAGES[rng.randint(3, 5)]
        if node is not None:
            if roll < 0.03:
                phase = "Succeeded"
            elif roll < 0.04:
                phase = "Failed"
            elif roll < 0.07:
                restarts = rng.randint(1, 30)
        else:
            phase = "Pending"
        emit(g.pod(ns, name, owner, node, image, gpus, phase, restarts, created + timedelta(minutes=rng.randint(0, 4000)),
                   {"app": app, "app.kubernetes.io/part-of": ns, "pod-template-hash": g.suffix(10)}))
    w_pods.close()

    w = ListWriter(out / "daemonsets.apps.json")
    for d in ds_objs:
        w.add(d)
    w.close()
    w = ListWriter(out / "events.json")
    reasons = [("Warning", "BackOff", "Back-off restarting failed container main in pod {pod}"),
               ("Warning", "Unhealthy", "Readiness probe failed: Get \"http://{ip}:8080/ready\": context deadline exceeded"),
               ("Normal", "Pulled", "Container image \"{image}\" already present on machine"),
               ("Normal", "Scheduled", "Successfully assigned {ns}/{pod} to {node}"),
               ("Warning", "FailedScheduling", "0/5000 nodes are available: 2000 Insufficient nvidia.com/gpu.")]
    for k in range(events):
        ns, pod, puid, node = pod_refs[k % len(pod_refs)] if pod_refs else ("default", "x", g.uid(), "")
        etype, reason, msg = reasons[k % len(reasons)]
        last = OBSERVED - timedelta(seconds=rng.randint(1, 3600))
        w.add({"apiVersion": "v1", "kind": "Event", "count": rng.randint(1, 40), "firstTimestamp": ts(last - timedelta(minutes=30)),
               "lastTimestamp": ts(last), "involvedObject": {"apiVersion": "v1", "fieldPath": "spec.containers{main}",
                                                             "kind": "Pod", "name": pod, "namespace": ns,
                                                             "resourceVersion": g.next_rv(), "uid": puid},
               "message": msg.format(pod=pod, ns=ns, node=node, ip="10.100.0.1", image=IMAGES[0]),
               "metadata": {"creationTimestamp": ts(last), "name": f"{pod}.{rng.getrandbits(64):x}",
                            "namespace": ns, "resourceVersion": g.next_rv(), "uid": g.uid()},
               "reason": reason, "reportingComponent": "kubelet", "reportingInstance": node,
               "source": {"component": "kubelet", "host": node}, "type": etype})
    w.close()
    (out / "meta.json").write_text(json.dumps({"observed_at": ts(OBSERVED), "context": f"synthetic-{nodes}n-{pods}p",
                                               "server_version": "v1.30.4", "generator": "benchmarks/synth.py",
                                               "seed": seed}, indent=2) + "\n")
    (out / "README.md").write_text(f"Synthetic cluster: {nodes} nodes ({n_gpu} with GPUs), {pods} pods, "
                                   f"{events} events (benchmarks/synth.py, seed {seed}).\n")
    return {"nodes": nodes, "gpu_nodes": n_gpu, "pods": count, "events": events, "daemonsets": len(ds_objs)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--pods", type=int, default=150_000)
    ap.add_argument("--events", type=int, default=None, help="default: pods / 10")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    counts = generate(args.out, args.nodes, args.pods, args.events, args.seed)
    size = sum(p.stat().st_size for p in args.out.glob("*.json"))
    per_pod = (args.out / "pods.json").stat().st_size / max(counts["pods"], 1)
    print(f"wrote {args.out}: {counts} in {time.perf_counter() - t0:.1f}s, {size / 1e6:.0f} MB, "
          f"{per_pod:.0f} bytes/pod", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
