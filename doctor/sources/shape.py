"""Type checks for the fields the checks read, applied to every object as it is loaded.

Real `kubectl get -o json` output always has these shapes (the API server validates them), so
a wrong type means a hand-edited, truncated or hostile file. Rejecting it here, with the file,
the object and the field in one line, keeps every check simple and never lets a check crash
on `'str' object has no attribute 'items'`. Only the fields checks read are described; unknown
fields and custom resources pass through untouched. `null` is accepted anywhere (absent)."""
from __future__ import annotations

import math
from typing import Any

# A shape is a type (str, int, bool, dict, list), a tuple of types, a dict of field -> shape
# (an object), [shape] (a list whose items have that shape), or MapOf(shape) (any keys).


class MapOf:
    def __init__(self, value) -> None:
        self.value = value


NUMBER = (int, float)
QUANTITY = (str, int, float)
STRMAP = MapOf(str)
RESOURCES = MapOf(QUANTITY)
INT_OR_STR = (int, str)

SELECTOR = {"matchLabels": STRMAP,
            "matchExpressions": [{"key": str, "operator": str, "values": [str]}]}
OWNER_REF = {"apiVersion": str, "kind": str, "name": str, "uid": str, "controller": bool}
META = {"name": str, "namespace": str, "uid": str, "resourceVersion": str, "creationTimestamp": str,
        "labels": STRMAP, "annotations": STRMAP, "ownerReferences": [OWNER_REF]}
CONDITION = {"type": str, "status": str, "reason": str, "message": str, "lastTransitionTime": str}
ENV = {"name": str, "value": str, "valueFrom": dict}
PROBE = {"initialDelaySeconds": int, "periodSeconds": int, "timeoutSeconds": int, "failureThreshold": int,
         "successThreshold": int, "httpGet": {"path": str, "port": INT_OR_STR}, "tcpSocket": {"port": INT_OR_STR},
         "exec": {"command": [str]}, "grpc": {"port": int}}
CONTAINER = {"name": str, "image": str, "command": [str], "args": [str], "env": [ENV], "envFrom": [dict],
             "resources": {"requests": RESOURCES, "limits": RESOURCES},
             "ports": [{"containerPort": int, "hostPort": int, "hostIP": str, "name": str, "protocol": str}],
             "volumeMounts": [{"name": str, "mountPath": str}], "restartPolicy": str,
             "livenessProbe": PROBE, "readinessProbe": PROBE, "startupProbe": PROBE}
VOLUME = {"name": str, "emptyDir": {"medium": str, "sizeLimit": QUANTITY},
          "persistentVolumeClaim": {"claimName": str, "readOnly": bool}, "hostPath": {"path": str, "type": str},
          "configMap": {"name": str}, "secret": {"secretName": str}, "ephemeral": dict}
TOLERATION = {"key": str, "operator": str, "value": str, "effect": str, "tolerationSeconds": int}
POD_SPEC = {"containers": [CONTAINER], "initContainers": [CONTAINER], "nodeName": str, "schedulerName": str,
            "nodeSelector": STRMAP, "tolerations": [TOLERATION], "affinity": dict, "volumes": [VOLUME],
            "priority": int, "priorityClassName": str, "preemptionPolicy": str, "overhead": RESOURCES,
            "hostNetwork": bool, "schedulingGates": [{"name": str}], "topologySpreadConstraints": [dict],
            "resourceClaims": [dict], "runtimeClassName": str, "serviceAccountName": str, "restartPolicy": str,
            "hostname": str, "subdomain": str, "hostPID": bool, "hostIPC": bool,
            "resources": {"requests": RESOURCES, "limits": RESOURCES}}
STATE = {"waiting": {"reason": str, "message": str}, "running": {"startedAt": str},
         "terminated": {"exitCode": int, "reason": str, "message": str, "startedAt": str, "finishedAt": str}}
CONTAINER_STATUS = {"name": str, "image": str, "ready": bool, "started": bool, "restartCount": int,
                    "containerID": str, "state": STATE, "lastState": STATE}
POD_STATUS = {"phase": str, "conditions": [CONDITION], "containerStatuses": [CONTAINER_STATUS],
              "initContainerStatuses": [CONTAINER_STATUS], "podIP": str, "hostIP": str, "reason": str,
              "podIPs": [{"ip": str}], "hostIPs": [{"ip": str}], "qosClass": str,
              "message": str, "nominatedNodeName": str, "startTime": str}
TEMPLATE = {"metadata": META, "spec": POD_SPEC}
WORKLOAD_STATUS = MapOf((int, float, str, list, dict, bool))
PEER = {"podSelector": SELECTOR, "namespaceSelector": SELECTOR, "ipBlock": {"cidr": str, "except": [str]}}
POLICY_PORT = {"port": INT_OR_STR, "endPort": int, "protocol": str}
RAY_GROUP = {"groupName": str, "replicas": int, "minReplicas": int, "maxReplicas": int,
             "rayStartParams": STRMAP, "template": TEMPLATE}
RAY_CLUSTER = {"headGroupSpec": RAY_GROUP, "workerGroupSpecs": [RAY_GROUP]}
REPLICA_SPEC = {"replicas": int, "restartPolicy": str, "template": TEMPLATE}
INVOLVED = {"kind": str, "name": str, "namespace": str, "uid": str, "apiVersion": str, "fieldPath": str}

SHAPES: dict[str, dict] = {
    "Pod": {"metadata": META, "spec": POD_SPEC, "status": POD_STATUS},
    "Node": {"metadata": META,
             "spec": {"unschedulable": bool, "taints": [{"key": str, "value": str, "effect": str}]},
             "status": {"capacity": RESOURCES, "allocatable": RESOURCES, "conditions": [CONDITION],
                        "addresses": [{"type": str, "address": str}], "nodeInfo": STRMAP}},
    "Event": {"metadata": META, "involvedObject": INVOLVED, "regarding": INVOLVED, "reason": str,
              "message": str, "note": str, "type": str, "count": int, "series": {"count": int},
              "source": {"component": str, "host": str}, "reportingComponent": str,
              "firstTimestamp": str, "lastTimestamp": str, "eventTime": str},
    "Deployment": {"metadata": META, "spec": {"replicas": int, "selector": SELECTOR, "template": TEMPLATE}},
    "ReplicaSet": {"metadata": META, "spec": {"replicas": int, "selector": SELECTOR, "template": TEMPLATE}},
    "StatefulSet": {"metadata": META, "spec": {"replicas": int, "serviceName": str, "selector": SELECTOR,
                                               "template": TEMPLATE}},
    "DaemonSet": {"metadata": META, "spec": {"selector": SELECTOR, "template": TEMPLATE},
                  "status": {"desiredNumberScheduled": int, "currentNumberScheduled": int, "numberReady": int,
                             "numberAvailable": int, "numberUnavailable": int, "numberMisscheduled": int,
                             "updatedNumberScheduled": int}},
    # "Job" is batch/v1's and Volcano's (batch.volcano.sh: minAvailable + tasks) alike
    "Job": {"metadata": META, "spec": {"parallelism": int, "completions": int, "template": TEMPLATE,
                                       "minAvailable": int, "schedulerName": str,
                                       "tasks": [{"name": str, "replicas": int, "template": TEMPLATE}]}},
    "CronJob": {"metadata": META, "spec": {"jobTemplate": {"metadata": META, "spec": {"template": TEMPLATE}}}},
    "Service": {"metadata": META, "spec": {"selector": STRMAP, "clusterIP": str, "type": str,
                                           "publishNotReadyAddresses": bool,
                                           "ports": [{"port": int, "targetPort": INT_OR_STR, "name": str,
                                                      "protocol": str}]}},
    "ConfigMap": {"metadata": META, "data": STRMAP},
    "Namespace": {"metadata": META},
    "PersistentVolumeClaim": {"metadata": META, "spec": {"volumeName": str, "storageClassName": str},
                              "status": {"phase": str}},
    "PersistentVolume": {"metadata": META, "spec": {"nodeAffinity": dict, "claimRef": dict}},
    "PriorityClass": {"metadata": META, "value": int},
    "ResourceQuota": {"metadata": META, "spec": {"hard": RESOURCES}, "status": {"hard": RESOURCES, "used": RESOURCES}},
    "NetworkPolicy": {"metadata": META, "spec": {"podSelector": SELECTOR, "policyTypes": [str],
                                                 "ingress": [{"from": [PEER], "ports": [POLICY_PORT]}],
                                                 "egress": [{"to": [PEER], "ports": [POLICY_PORT]}]}},
    "HorizontalPodAutoscaler": {"metadata": META, "spec": {"scaleTargetRef": {"kind": str, "name": str,
                                                                              "apiVersion": str},
                                                           "metrics": [dict], "minReplicas": int,
                                                           "maxReplicas": int}},
    "ClusterPolicy": {"metadata": META,
                      "spec": MapOf({"enabled": bool, "version": str, "repository": str, "image": str,
                                     "config": {"name": str, "default": str}, "env": [ENV]}),
                      "status": {"state": str, "namespace": str, "conditions": [CONDITION]}},
    "RayCluster": {"metadata": META, "spec": RAY_CLUSTER},
    "RayJob": {"metadata": META, "spec": {"rayClusterSpec": RAY_CLUSTER}},
    "RayService": {"metadata": META, "spec": {"rayClusterConfig": RAY_CLUSTER}},
    "PyTorchJob": {"metadata": META, "spec": {"pytorchReplicaSpecs": MapOf(REPLICA_SPEC), "elasticPolicy": dict,
                                              "runPolicy": dict}},
    "MPIJob": {"metadata": META, "spec": {"mpiReplicaSpecs": MapOf(REPLICA_SPEC), "slotsPerWorker": int}},
    "JobSet": {"metadata": META, "spec": {"replicatedJobs": [{"name": str, "replicas": int, "template": {
        "metadata": META, "spec": {"parallelism": int, "completions": int, "template": TEMPLATE}}}]}},
    "PodGroup": {"metadata": META, "spec": {"minMember": int, "queue": str, "minResources": RESOURCES},
                 "status": {"phase": str, "conditions": [dict], "running": int}},
    "Workload": {"metadata": META, "spec": {"queueName": str, "podSets": [{"name": str, "count": int,
                                                                          "template": TEMPLATE}]},
                 "status": {"conditions": [CONDITION]}},
}


class ShapeError(ValueError):
    pass


def _type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number"}.get(type(value), type(value).__name__)


def _want(shape) -> str:
    if isinstance(shape, dict) or isinstance(shape, MapOf) or shape is dict:
        return "an object"
    if isinstance(shape, list) or shape is list:
        return "a list"
    types = shape if isinstance(shape, tuple) else (shape,)
    return " or ".join(_type_name(t()) if t is not float else "a number" for t in types)


def _check(value, shape, path: str) -> None:
    if value is None:
        return
    if isinstance(shape, dict):
        if not isinstance(value, dict):
            raise ShapeError(f"{path} must be an object, got {_type_name(value)}")
        for key, sub in shape.items():
            if key in value:
                _check(value[key], sub, f"{path}.{key}" if path else key)
        return
    if isinstance(shape, MapOf):
        if not isinstance(value, dict):
            raise ShapeError(f"{path} must be an object, got {_type_name(value)}")
        for key, item in value.items():
            _check(item, shape.value, f"{path}[{key!r}]")
        return
    if isinstance(shape, list):
        if not isinstance(value, list):
            raise ShapeError(f"{path} must be a list, got {_type_name(value)}")
        for i, item in enumerate(value):
            if item is None:
                raise ShapeError(f"{path}[{i}] is null")
            _check(item, shape[0], f"{path}[{i}]")
        return
    types = shape if isinstance(shape, tuple) else (shape,)
    if isinstance(value, float) and not math.isfinite(value):
        raise ShapeError(f"{path} must be a finite number, got {value}")
    if isinstance(value, bool) and bool not in types:
        raise ShapeError(f"{path} must be {_want(shape)}, got a boolean")
    if isinstance(value, float) and float not in types:
        raise ShapeError(f"{path} must be {_want(shape)}, got a number")
    if not isinstance(value, types):
        raise ShapeError(f"{path} must be {_want(shape)}, got {_type_name(value)}")


def check_shape(obj: dict) -> None:
    """Raises ShapeError("spec.containers[0].resources must be an object, got a string")."""
    shape = SHAPES.get(obj.get("kind"))
    if shape is not None:
        _check(obj, shape, "")
