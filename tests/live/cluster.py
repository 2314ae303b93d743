"""A small GPU cluster as kubectl prints it (items with kind/apiVersion, camelCase, real label
names and images), generated so tests can ask for any number of pods. The credential-shaped
values used by the redaction tests are assembled at runtime here, never stored in a fixture."""
from __future__ import annotations

import base64
import hashlib
import json

OBSERVED = "2026-03-02T10:15:00Z"


def uid(*parts: str) -> str:
    h = hashlib.sha1("/".join(parts).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def fake_hf_token() -> str:
    return "hf_" + "".join("Ab3Xy9Kq"[i % 8] for i in range(34))


def fake_jwt() -> str:
    def part(d):
        return base64.urlsafe_b64encode(json.dumps(d).encode()).decode().rstrip("=")
    return f"{part({'alg': 'RS256', 'kid': 'test'})}.{part({'sub': 'system:serviceaccount:x:y', 'iat': 1})}.c2lnbmF0dXJlLXRlc3Qtb25seQ"


def fake_aws_key_id() -> str:
    return "AKIA" + "TESTONLY" + "EXAMPLE0"


def node(name: str, gpus: int, ready: bool = True) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux", "kubernetes.io/arch": "amd64",
              "node.kubernetes.io/instance-type": "p4d.24xlarge" if gpus else "m6i.2xlarge"}
    capacity = {"cpu": "96" if gpus else "8", "memory": "1176997696Ki" if gpus else "32386028Ki",
                "pods": "110", "ephemeral-storage": "209702892Ki"}
    if gpus:
        labels.update({"nvidia.com/gpu.present": "true", "nvidia.com/gpu.count": str(gpus),
                       "nvidia.com/gpu.product": "NVIDIA-A100-SXM4-40GB", "nvidia.com/cuda.driver.major": "550"})
        capacity["nvidia.com/gpu"] = str(gpus)
    allocatable = dict(capacity, cpu=str(int(capacity["cpu"]) - 1))
    cond_ready = {"type": "Ready", "status": "True" if ready else "Unknown",
                  "reason": "KubeletReady" if ready else "NodeStatusUnknown",
                  "message": "kubelet is posting ready status" if ready else "Kubelet stopped posting node status.",
                  "lastHeartbeatTime": "2026-03-02T10:14:30Z", "lastTransitionTime": "2026-03-02T08:00:00Z"}
    return {
        "apiVersion": "v1", "kind": "Node",
        "metadata": {"name": name, "uid": uid("node", name), "resourceVersion": "81723",
                     "creationTimestamp": "2026-02-20T09:00:00Z", "labels": labels,
                     "annotations": {"node.alpha.kubernetes.io/ttl": "0",
                                     "volumes.kubernetes.io/controller-managed-attach-detach": "true"},
                     "managedFields": [{"manager": "kubelet", "operation": "Update", "apiVersion": "v1",
                                        "time": "2026-03-02T10:14:30Z", "fieldsType": "FieldsV1",
                                        "fieldsV1": {"f:status": {}}}]},
        "spec": {"providerID": f"aws:///us-east-1a/i-0{hashlib.md5(name.encode()).hexdigest()[:16]}"},
        "status": {"capacity": capacity, "allocatable": allocatable,
                   "conditions": [{"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory",
                                   "message": "kubelet has sufficient memory available",
                                   "lastHeartbeatTime": "2026-03-02T10:14:30Z",
                                   "lastTransitionTime": "2026-02-20T09:01:00Z"}, cond_ready],
                   "nodeInfo": {"kubeletVersion": "v1.31.4", "containerRuntimeVersion": "containerd://1.7.24",
                                "kernelVersion": "5.15.0-1068-aws", "osImage": "Ubuntu 22.04.5 LTS",
                                "architecture": "amd64", "operatingSystem": "linux"},
                   "addresses": [{"type": "InternalIP", "address": f"10.0.1.{sum(map(ord, name)) % 250}"},
                                 {"type": "Hostname", "address": name}]},
    }


def pod(ns: str, name: str, node_name: str | None, gpus: int = 0, *, image="nvcr.io/nvidia/pytorch:24.05-py3",
        env: list[dict] | None = None, owner: tuple[str, str] | None = None, crash: bool = False,
        annotations: dict | None = None, args: list[str] | None = None) -> dict:
    container = {"name": "main", "image": image, "imagePullPolicy": "IfNotPresent",
                 "resources": {"limits": {"nvidia.com/gpu": str(gpus)}, "requests": {"nvidia.com/gpu": str(gpus)}}
                 if gpus else {"requests": {"cpu": "100m", "memory": "128Mi"}},
                 "env": env or [{"name": "NCCL_DEBUG", "value": "INFO"}],
                 "volumeMounts": [{"name": "kube-api-access", "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount",
                                   "readOnly": True}]}
    if args:
        container["args"] = args
    meta = {"name": name, "namespace": ns, "uid": uid("pod", ns, name), "resourceVersion": "90211",
            "creationTimestamp": "2026-03-02T09:00:00Z", "labels": {"app": name.rsplit("-", 1)[0]}}
    if annotations:
        meta["annotations"] = annotations
    if owner:
        meta["ownerReferences"] = [{"apiVersion": "apps/v1", "kind": owner[0], "name": owner[1],
                                    "uid": uid(owner[0], ns, owner[1]), "controller": True,
                                    "blockOwnerDeletion": True}]
    if crash:
        state = {"waiting": {"reason": "CrashLoopBackOff",
                             "message": "back-off 5m0s restarting failed container=main"}}
        last = {"terminated": {"exitCode": 1, "reason": "Error", "startedAt": "2026-03-02T10:09:00Z",
                               "finishedAt": "2026-03-02T10:09:02Z"}}
        ready, restarts, phase = False, 17, "Running"
    else:
        state, last, ready, restarts, phase = {"running": {"startedAt": "2026-03-02T09:01:00Z"}}, {}, True, 0, "Running"
    if node_name is None:
        phase = "Pending"
    status = {"phase": phase, "qosClass": "BestEffort" if gpus else "Burstable",
              "conditions": [{"type": "PodScheduled", "status": "True" if node_name else "False",
                              "lastProbeTime": None, "lastTransitionTime": "2026-03-02T09:00:01Z"}]}
    if node_name:
        status.update({"hostIP": "10.0.1.7", "podIP": "10.244.1.23", "startTime": "2026-03-02T09:00:02Z",
                       "containerStatuses": [{"name": "main", "image": image, "imageID": "", "ready": ready,
                                              "restartCount": restarts, "started": ready, "state": state,
                                              "lastState": last, "containerID": "containerd://" + "ab" * 32}]})
    spec = {"containers": [container], "restartPolicy": "Always", "schedulerName": "default-scheduler",
            "serviceAccountName": "default", "terminationGracePeriodSeconds": 30,
            "tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}]}
    if node_name:
        spec["nodeName"] = node_name
    return {"apiVersion": "v1", "kind": "Pod", "metadata": meta, "spec": spec, "status": status}


def daemonset(ns: str, name: str, image: str, desired: int, ready: int) -> dict:
    return {"apiVersion": "apps/v1", "kind": "DaemonSet",
            "metadata": {"name": name, "namespace": ns, "uid": uid("DaemonSet", ns, name), "generation": 1,
                         "resourceVersion": "77001", "creationTimestamp": "2026-02-20T09:10:00Z",
                         "labels": {"app": name},
                         "annotations": {"deprecated.daemonset.template.generation": "1",
                                         "kubectl.kubernetes.io/last-applied-configuration": "{\"apiVersion\":\"apps/v1\"}"}},
            "spec": {"selector": {"matchLabels": {"app": name}},
                     "template": {"metadata": {"labels": {"app": name}},
                                  "spec": {"containers": [{"name": name, "image": image,
                                                           "env": [{"name": "NGC_API_KEY", "value": "nvapi-" + "x1Y2" * 12},
                                                                   {"name": "FAIL_ON_INIT_ERROR", "value": "true"}]}],
                                           "nodeSelector": {"nvidia.com/gpu.present": "true"}}}},
            "status": {"currentNumberScheduled": desired, "desiredNumberScheduled": desired,
                       "numberAvailable": ready, "numberReady": ready, "numberMisscheduled": 0,
                       "numberUnavailable": desired - ready, "observedGeneration": 1, "updatedNumberScheduled": desired}}


def event(ns: str, pod_obj: dict, reason: str, message: str, type_: str = "Warning", i: int = 0) -> dict:
    meta = pod_obj["metadata"]
    return {"apiVersion": "v1", "kind": "Event",
            "metadata": {"name": f"{meta['name']}.{i:016x}", "namespace": ns, "uid": uid("ev", ns, meta["name"], str(i)),
                         "resourceVersion": str(91000 + i), "creationTimestamp": "2026-03-02T10:00:00Z"},
            "involvedObject": {"apiVersion": "v1", "kind": "Pod", "name": meta["name"], "namespace": ns,
                               "uid": meta["uid"], "fieldPath": "spec.containers{main}"},
            "reason": reason, "message": message, "type": type_, "count": 12,
            "firstTimestamp": "2026-03-02T09:10:00Z", "lastTimestamp": "2026-03-02T10:10:00Z",
            "source": {"component": "kubelet", "host": pod_obj["spec"].get("nodeName", "")},
            "reportingComponent": "kubelet", "reportingInstance": pod_obj["spec"].get("nodeName", "")}


def configmap(ns: str, name: str, data: dict) -> dict:
    return {"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": name, "namespace": ns, "uid": uid("cm", ns, name), "resourceVersion": "5001",
                         "creationTimestamp": "2026-02-20T09:00:00Z"},
            "data": data}


def gpu_cluster(n_train_pods: int = 7) -> dict[str, list[dict]]:
    """2 GPU nodes (one NotReady), 1 CPU node, a crash-looping device plugin pod with logs,
    n training pods (one carrying a token in env), daemonsets, events, configmaps."""
    nodes = [node("gpu-node-1", 8), node("gpu-node-2", 8, ready=False), node("cpu-node-1", 0)]
    pods = []
    dp_ok = pod("gpu-operator", "nvidia-device-plugin-daemonset-7xk2p", "gpu-node-1",
                image="nvcr.io/nvidia/k8s-device-plugin:v0.17.0", owner=("DaemonSet", "nvidia-device-plugin-daemonset"))
    dp_bad = pod("gpu-operator", "nvidia-device-plugin-daemonset-q9wz4", "gpu-node-2", crash=True,
                 image="nvcr.io/nvidia/k8s-device-plugin:v0.17.0", owner=("DaemonSet", "nvidia-device-plugin-daemonset"))
    pods += [dp_ok, dp_bad]
    for i in range(n_train_pods):
        env = [{"name": "NCCL_DEBUG", "value": "INFO"}, {"name": "MASTER_ADDR", "value": "train-0.train"},
               {"name": "TOKENIZERS_PARALLELISM", "value": "false"}]
        annotations = None
        args = None
        if i == 0:
            env += [{"name": "HF_TOKEN", "value": fake_hf_token()},
                    {"name": "AUTH_HEADER", "value": "Bearer " + fake_jwt()},
                    {"name": "AWS_ACCESS_KEY_ID", "value": fake_aws_key_id()},
                    {"name": "SSL_CERT_FILE", "value": "/etc/ssl/certs/ca-certificates.crt"},
                    {"name": "HF_HOME", "value": "/cache/huggingface"},
                    {"name": "DB_PASSWORD", "valueFrom": {"secretKeyRef": {"name": "db", "key": "password"}}}]
            annotations = {"kubectl.kubernetes.io/last-applied-configuration": json.dumps({"kind": "Pod", "x": 1}),
                           "example.com/notes": "pulled with " + fake_hf_token()}
            args = ["--model=meta-llama/Llama-3-8B", f"--hf-token={fake_hf_token()}"]
        pods.append(pod("ml-train", f"train-{i}", "gpu-node-1" if i % 2 == 0 else None, gpus=1, env=env,
                        annotations=annotations, args=args))
    pods.append(pod("default", "web-5d8f7c9b4-abcde", "cpu-node-1", owner=("ReplicaSet", "web-5d8f7c9b4"),
                    image="nginx:1.27"))
    events = [event("gpu-operator", dp_bad, "BackOff", "Back-off restarting failed container main in pod "
                    "nvidia-device-plugin-daemonset-q9wz4_gpu-operator(" + dp_bad["metadata"]["uid"] + ")")]
    daemonsets = [daemonset("gpu-operator", "nvidia-device-plugin-daemonset",
                            "nvcr.io/nvidia/k8s-device-plugin:v0.17.0", 2, 1)]
    configmaps = [configmap("ml-train", "train-config", {"config.yaml": "lr: 0.0003\nwandb_api_key: " + "f0" * 20 + "\nmax_tokens: 512\n",
                                                         "api-token": "plain-value-1", "world_size": "8"})]
    return {"nodes": nodes, "pods": pods, "events": events, "daemonsets.apps": daemonsets,
            "configmaps": configmaps}


DEVICE_PLUGIN_LOG = (
    "I0302 10:09:00.101 main.go:279] Starting NVIDIA Device Plugin\n"
    "E0302 10:09:01.882 factory.go:115] Failed to initialize NVML: ERROR_LIBRARY_NOT_FOUND\n"
    "E0302 10:09:01.882 factory.go:116] If this is a GPU node, did you set the docker default runtime to `nvidia`?\n"
)
