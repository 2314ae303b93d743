"""Type checks for the fields the checks read, applied to every object as it is loaded.

Real `kubectl get -o json` output always has these shapes (the API server validates them), so
a wrong type means a hand-edited, truncated or hostile file. Rejecting it here, with the file,
the object and the field in one line, keeps every check simple and never lets a check crash
on `'str' object has no attribute 'items'`. Only the fields checks read are described; unknown
fields and custom resources pass through untouched. `null` is accepted anywhere (absent)."""
from __future__ import annotations

import math
from typing import Any, Callable

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
# resource.k8s.io (DRA), the fields doctor/dra/api.py reads, in v1's names and v1beta1's (`basic`,
# a request's fields without `exactly`); k8s.io/api resource/v1 types.go (kubernetes-client/python
# docs V1Device, V1ExactDeviceRequest). A capacity is {"value": quantity} from v1beta1 on, a bare
# quantity in v1alpha3, which api.py reads too.
DRA_SELECTORS = [{"cel": {"expression": str}}]
DRA_SUBREQUEST = {"name": str, "deviceClassName": str, "selectors": DRA_SELECTORS, "allocationMode": str,
                  "count": int, "adminAccess": bool, "tolerations": [dict]}
DRA_REQUEST = {**DRA_SUBREQUEST, "exactly": DRA_SUBREQUEST, "firstAvailable": [DRA_SUBREQUEST]}
DRA_COUNTERS = MapOf({"value": QUANTITY})
DRA_DEVICE_BODY = {"attributes": MapOf({"bool": bool, "int": int, "string": str, "version": str}),
                   "capacity": MapOf((dict, str, int, float)),
                   "consumesCounters": [{"counterSet": str, "counters": DRA_COUNTERS}],
                   "nodeName": str, "nodeSelector": dict, "allNodes": bool, "taints": [dict],
                   "bindingConditions": [str]}
DRA_CLAIM_SPEC = {"devices": {"requests": [DRA_REQUEST], "config": [dict],
                              "constraints": [{"requests": [str], "matchAttribute": str, "distinctAttribute": str}]}}

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
    "ResourceSlice": {"metadata": META, "spec": {
        "driver": str, "pool": {"name": str, "generation": int, "resourceSliceCount": int}, "nodeName": str,
        "nodeSelector": dict, "allNodes": bool, "perDeviceNodeSelection": bool,
        "sharedCounters": [{"name": str, "counters": DRA_COUNTERS}],
        "devices": [{"name": str, **DRA_DEVICE_BODY, "basic": DRA_DEVICE_BODY}]}},
    "ResourceClaim": {"metadata": META, "spec": DRA_CLAIM_SPEC,
                      "status": {"allocation": {"devices": {"results": [{"request": str, "driver": str, "pool": str,
                                                                         "device": str, "adminAccess": bool}],
                                                            "config": [dict]},
                                                "nodeSelector": dict},
                                 "reservedFor": [{"resource": str, "name": str, "uid": str, "apiGroup": str}],
                                 "devices": [dict]}},
    "ResourceClaimTemplate": {"metadata": META, "spec": {"metadata": META, "spec": DRA_CLAIM_SPEC}},
    "DeviceClass": {"metadata": META, "spec": {"selectors": DRA_SELECTORS, "config": [dict],
                                               "extendedResourceName": str}},
    "Workload": {"metadata": META, "spec": {"queueName": str, "podSets": [{"name": str, "count": int,
                                                                          "template": TEMPLATE}]},
                 "status": {"conditions": [CONDITION]}},
}


class ShapeError(ValueError):
    pass


class _Bad(Exception):
    """Raised deep inside a validator; the path is collected on the way out (success costs
    nothing extra: no path strings are built for the millions of fields that are fine)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.parts: list = []


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number"}.get(type(value), type(value).__name__)


_WORDS = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
          float: "a number"}


def _leaf_types(shape) -> frozenset | None:
    if isinstance(shape, (dict, list, MapOf)):
        return None
    return frozenset(shape if isinstance(shape, tuple) else (shape,))


def _compile(shape) -> Callable[[Any], None]:
    if isinstance(shape, dict):
        # leaves are checked inline (a set of exact types: json makes no subclasses); nested
        # shapes through their own validator
        fields = {key: (_leaf_types(sub) or _compile(sub)) for key, sub in shape.items()}
        lookup = fields.get

        def check_object(value):
            if type(value) is not dict:
                raise _Bad(f"must be an object, got {_type_name(value)}")
            key = None
            try:
                for key, item in value.items():   # the keys present: fewer than the shape names
                    check = lookup(key)
                    if check is None or item is None:
                        continue
                    if type(check) is frozenset:
                        if type(item) not in check or (type(item) is float and not math.isfinite(item)):
                            _compile(shape[key])(item)   # raises with the precise wording
                    else:
                        check(item)
            except _Bad as bad:
                bad.parts.append(key)
                raise
        return check_object
    if isinstance(shape, MapOf):
        check_value = _compile(shape.value)

        def check_map(value):
            if type(value) is not dict:
                raise _Bad(f"must be an object, got {_type_name(value)}")
            key = None
            try:
                for key, item in value.items():
                    if item is not None:
                        check_value(item)
            except _Bad as bad:
                bad.parts.append(repr(key))
                raise
        return check_map
    if isinstance(shape, list):
        check_item = _compile(shape[0])

        def check_list(value):
            if type(value) is not list:
                raise _Bad(f"must be a list, got {_type_name(value)}")
            i = 0
            try:
                for i, item in enumerate(value):
                    if item is None:
                        raise _Bad("is null")
                    check_item(item)
            except _Bad as bad:
                bad.parts.append(i)
                raise
        return check_list
    types = frozenset(shape if isinstance(shape, tuple) else (shape,))
    want = " or ".join(_WORDS[t] for t in (shape if isinstance(shape, tuple) else (shape,)))
    finite = float in types

    def check_leaf(value):
        kind = type(value)
        if kind not in types:
            raise _Bad(f"must be {want}, got {_type_name(value)}")
        if finite and kind is float and not math.isfinite(value):
            raise _Bad(f"must be a finite number, got {value}")
    return check_leaf


# compiled on first use, per kind (compiling all of them cost every run ~5 ms at import, and
# `doctor pending`, whose lists go through the msgspec types, never uses most)
_VALIDATORS: dict[str, Callable[[Any], None]] = {}


def _validator(kind) -> Callable[[Any], None] | None:
    validate = _VALIDATORS.get(kind)
    if validate is None and kind in SHAPES:
        validate = _VALIDATORS[kind] = _compile(SHAPES[kind])
    return validate


def _path(parts: list) -> str:
    out = ""
    for part in reversed(parts):
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.startswith("'"):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def shape_applies(obj: dict) -> bool:
    """A shape describes one API group's kind: Kyverno's `ClusterPolicy` (kyverno.io) is not
    NVIDIA's (nvidia.com), a coscheduling `PodGroup` is not Volcano's. Objects of a group the
    table does not know pass through untouched, like any custom resource (they are stored
    under their own resource name, which no check reads as the known one)."""
    api = obj.get("apiVersion")
    if not isinstance(api, str) or not api:
        return True   # typed by kind alone (a List's items, a hand-written file)
    key = (obj.get("kind"), api)
    known = _APPLIES.get(key)
    if known is None:
        from ..resources import resource_for, resource_named
        resource = resource_for(key[0], api)
        known = _APPLIES[key] = resource_named(resource.name) is resource
    return known


_APPLIES: dict[tuple, bool] = {}


def check_shape(obj: dict) -> None:
    """Raises ShapeError("spec.containers[0].resources must be an object, got a string")."""
    validate = _validator(obj.get("kind"))
    if validate is None or not shape_applies(obj):
        return
    try:
        validate(obj)
    except _Bad as bad:
        raise ShapeError(f"{_path(bad.parts[:-1] if bad.parts and bad.parts[-1] is None else bad.parts)} {bad.message}"
                         .strip()) from None
