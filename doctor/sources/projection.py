"""Projections: the fields of a resource a command's code paths read, so the loader decodes only
those (issue 16). msgspec skips every other field in C while it parses, so `doctor pending` on a
150,000-pod cluster builds a fraction of the dicts `json.load` would, and the dicts it builds are
the same plain dicts (`pod["spec"]["containers"]` works unchanged).

A projection is written like the shape table (doctor/sources/shape.py), and its types come from
that table, so the projected fields are validated by the decode itself:
- {"field": ..., }   an object: only these fields are kept
- [ {...} ]          a list of such objects
- WHOLE              the field as it is in the file, every key kept (validated where shape.py
                     types it: a leaf, a map of leaves, a list of leaves; a field the shape
                     table describes as an object must be declared, or SHAPE)
- SHAPE              the fields shape.py names for it (e.g. status.conditions), typed by it

What is safe to leave out is decided by tests, not by hand: tests/test_pending_projection.py runs
`doctor pending` for every Pending or unbound pod of every fixture with the projection and with
full decoding and requires byte-identical output, and records every key the command reads of the
other pods (the pod asked about is always decoded whole) to require it is declared here. Only
`pending` projects; `scan`, `record` and every command that writes objects out decode whole.
"""
from __future__ import annotations

from typing import Any, Optional, TypedDict

import msgspec

from .shape import SHAPES, MapOf


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


WHOLE = _Marker("WHOLE")
SHAPE = _Marker("SHAPE")

_CONTAINER = {"name": WHOLE, "image": WHOLE, "command": WHOLE, "args": WHOLE, "env": SHAPE, "envFrom": WHOLE,
              "resources": {"requests": WHOLE, "limits": WHOLE, "claims": WHOLE}, "ports": SHAPE,
              "restartPolicy": WHOLE}
_CONTAINER_STATUS = {"name": WHOLE, "image": WHOLE, "ready": WHOLE, "started": WHOLE, "restartCount": WHOLE,
                     "containerID": WHOLE, "state": SHAPE, "lastState": SHAPE, "restartPolicy": WHOLE}

# What `doctor pending` reads of the pods it is not asked about: the loader (merge: names and
# resourceVersion; absent nodes: nodeName, and hostIP/startTime/containerStatuses as the sign a
# kubelet ran the pod; the snapshot's time without meta.json: conditions' lastTransitionTime), the
# scheduler replay (requests, host ports, affinity, priority, DRA claims, bound node), the checks
# that may explain a pending pod (GPU Operator pods' statuses and ages, schedulers running,
# distributed jobs' env and command lines) and the engine (names, owners, labels). Not kept:
# probes, volume mounts, volumes, tolerations, security contexts, pod IPs, termination settings,
# generateName, qosClass (about 55% of a pod's bytes; what is kept is then typed, not copied).
PENDING_POD = {
    "kind": WHOLE, "apiVersion": WHOLE,
    "metadata": {"name": WHOLE, "namespace": WHOLE, "uid": WHOLE, "resourceVersion": WHOLE,
                 "creationTimestamp": WHOLE, "deletionTimestamp": WHOLE, "labels": WHOLE, "annotations": WHOLE,
                 "ownerReferences": SHAPE},
    "spec": {"containers": [_CONTAINER], "initContainers": [_CONTAINER], "nodeName": WHOLE,
             "schedulerName": WHOLE, "nodeSelector": WHOLE, "affinity": WHOLE, "priority": WHOLE,
             "priorityClassName": WHOLE, "preemptionPolicy": WHOLE, "overhead": WHOLE,
             "resources": {"requests": WHOLE, "limits": WHOLE},
             "resourceClaims": WHOLE, "runtimeClassName": WHOLE, "schedulingGates": SHAPE,
             "topologySpreadConstraints": WHOLE, "hostNetwork": WHOLE},
    "status": {"phase": WHOLE, "reason": WHOLE, "message": WHOLE, "conditions": SHAPE, "hostIP": WHOLE,
               "nominatedNodeName": WHOLE, "startTime": WHOLE,
               "containerStatuses": [_CONTAINER_STATUS], "initContainerStatuses": [_CONTAINER_STATUS],
               "resourceClaimStatuses": WHOLE},
}


# What `doctor pending` reads of a pod that can reach its answer only through the scheduler
# replay, the loader's passes and the names and owners the engine prints: a pod bound to a node
# that ran it (phase Running, Succeeded or Failed, status.hostIP or startTime set) in another
# namespace than the one asked about, that asks for no GPU and is no GPU Operator operand, no
# kube-scheduler, no runtime-wiring suspect (lean_candidate() below). Every reader of
# the fields left out here reads them only of other pods: containers' env/envFrom (the distributed
# jobs of the asked namespace, GPU pods' wiring), container statuses (operands, kube-scheduler
# pods, GPU pods' termination messages, "did a kubelet run it" without hostIP/startTime),
# conditions (the asked pod, kube-scheduler pods, the snapshot's time without meta.json's
# observed_at), annotations (the asked pod, the Volcano/Kueue/KAI groups and distributed jobs of
# its namespace). tests/test_pending_projection.py records what is read of the lean pods apart.
# At 15,000 pods (97% bound) this is about half of the projected decode's CPU.
def _lean(proj: dict) -> dict:
    container = {k: v for k, v in _CONTAINER.items() if k not in ("env", "envFrom")}
    out = {key: dict(sub) for key, sub in proj.items() if isinstance(sub, dict)}
    out.update({key: sub for key, sub in proj.items() if not isinstance(sub, dict)})
    out["spec"]["containers"] = [container]
    out["spec"]["initContainers"] = [container]
    for key in ("containerStatuses", "initContainerStatuses", "conditions"):
        del out["status"][key]
    del out["metadata"]["annotations"]
    return out


LEAN_POD = _lean(PENDING_POD)


_RAN = frozenset(("Running", "Succeeded", "Failed"))


def lean_candidate(pod: dict, namespace: str) -> bool:
    """True: `pod` (decoded with LEAN_POD) holds all `doctor pending` reads of it when the pod
    asked about is in `namespace` (see LEAN_POD); False: decode it with PENDING_POD. Reads only
    fields LEAN_POD keeps (typed by the decode: a dict is a dict, a string a string)."""
    return lean_test(namespace)(pod)


def lean_test(namespace: str):
    """lean_candidate for one namespace, its imports resolved once (a call per pod)."""
    from ..gpu.operator import maybe_operand
    from ..kube.first_looks import ADMISSION
    from ..kube.gpu import may_request_gpu

    ran = _RAN

    def test(pod: dict) -> bool:
        spec, status, meta = pod.get("spec"), pod.get("status"), pod.get("metadata")
        if spec is None or status is None or meta is None:
            return False
        if status.get("phase") not in ran or not spec.get("nodeName"):
            return False      # unbound (the replay's pending pods, gangs) or not started (phase Pending, Unknown)
        if not (status.get("hostIP") or status.get("startTime")):
            return False      # snapshot.kubelet_ran() would read its container statuses
        if status.get("reason") == ADMISSION or spec.get("runtimeClassName"):
            return False      # gpu_runtime_wiring's pods (doctor.kube.first_looks)
        if (meta.get("namespace") or "default") == namespace:
            return False      # the asked pod's namespace: its distributed jobs, gangs, queues
        labels = meta.get("labels")
        if (meta.get("name") or "").startswith("kube-scheduler") or (labels and labels.get("component") == "kube-scheduler"):
            return False      # scheduler.admission reads kube-scheduler pods' conditions and statuses
        return not maybe_operand(pod) and not may_request_gpu(pod)

    return test


class Projection:
    """Resource name -> declaration, plus the names of the objects decoded whole anyway (the
    pod a command is asked about: findings quote it, renderers print it). `namespace`: the
    asked pod's, when known: then the loader may decode lean candidates with LEAN_POD (lean())."""

    def __init__(self, fields: dict[str, dict], whole_names: frozenset[str] = frozenset(),
                 namespace: str | None = None) -> None:
        self.fields = fields
        self.whole_names = whole_names
        self.namespace = namespace
        self._decoders: dict[str, msgspec.json.Decoder] = {}
        self.first_observed_at: tuple | None = None   # (meta.json's observed_at,) of the first path that has one
        self.reports_possible = True                   # some --from path may hold node GPU reports

    def decoder(self, resource: str) -> msgspec.json.Decoder | None:
        """A decoder of one item of `resource` into the projected plain dicts, or None."""
        if resource not in self.fields:
            return None
        dec = self._decoders.get(resource)
        if dec is None:
            kind = _KINDS[resource]
            dec = self._decoders[resource] = msgspec.json.Decoder(
                compile_projection(self.fields[resource], SHAPES.get(kind), f"{kind}Projection"))
        return dec

    def lean(self, resource: str, meta: dict):
        """(decoder into LEAN_POD, predicate: may this decoded pod stay lean?) for the pods of a
        file whose folder's meta.json is `meta`, or None: decode every item with decoder().
        Only for `doctor pending` on pods, with the asked namespace known, when the snapshot's
        time is meta.json's (the first --from path that names one wins, as merge() does), and
        when no --from path may hold node GPU reports (gpu_hardware_fault reads the container
        statuses of any pod a report says has a process on a GPU)."""
        if resource != "pods" or self.namespace is None or self.reports_possible:
            return None
        from ..kube.timeutil import parse_time

        stamp = self.first_observed_at
        if stamp is None and isinstance(meta, dict) and "observed_at" in meta:
            stamp = (meta["observed_at"],)
        if stamp is None or parse_time(stamp[0]) is None:
            return None
        dec = self._decoders.get("pods/lean")
        if dec is None:
            dec = self._decoders["pods/lean"] = msgspec.json.Decoder(
                compile_projection(LEAN_POD, SHAPES.get("Pod"), "PodLeanProjection"))
        return dec, lean_test(self.namespace)


_KINDS = {"pods": "Pod"}


def for_pending(namespace: str | None, name: str) -> Projection:
    """`namespace`: the asked pod's (None with -A POD: then no pod is decoded lean)."""
    return Projection({"pods": PENDING_POD}, frozenset({name}), namespace)


# ---- compiling a declaration into msgspec types --------------------------------------------

_LEAF = {str: str, int: int, float: float, bool: bool, dict: dict[str, Any], list: list[Any]}


class ProjectionError(TypeError):
    pass


def compile_projection(proj, shape, name: str):
    """The msgspec type that keeps what `proj` declares, typed by `shape` (shape.py's entry for
    the same field, or None where the table does not describe it). Every field is Optional: null
    reads as absent, as everywhere in the loader."""
    if proj is WHOLE:
        return _whole(shape, name)
    if proj is SHAPE:
        if shape is None:
            raise ProjectionError(f"{name}: SHAPE on a field shape.py does not describe")
        return _shape_type(shape, name)
    if isinstance(proj, list):
        item_shape = shape[0] if isinstance(shape, list) else None
        if shape is not None and not isinstance(shape, list):
            raise ProjectionError(f"{name}: declared a list, shape.py says {shape!r}")
        return list[compile_projection(proj[0], item_shape, name + "_item")]
    if isinstance(proj, dict):
        if shape is not None and not isinstance(shape, dict):
            if shape is dict:      # an object shape.py leaves open: every declared field untyped
                shape = {}
            else:
                raise ProjectionError(f"{name}: declared an object, shape.py says {shape!r}")
        fields = {key: Optional[compile_projection(sub, (shape or {}).get(key), name + "_" + _ident(key))]
                  for key, sub in proj.items()}
        return TypedDict(name, fields, total=False)
    raise ProjectionError(f"{name}: {proj!r} is not a projection")


def _whole(shape, name: str):
    if shape is None:
        return Any
    if isinstance(shape, dict) or (isinstance(shape, list) and isinstance(shape[0], (dict, list, MapOf))) \
            or (isinstance(shape, MapOf) and isinstance(shape.value, (dict, list, MapOf))):
        # a TypedDict drops the keys it does not name: WHOLE would not be whole
        raise ProjectionError(f"{name}: shape.py describes its fields: declare them, or use SHAPE")
    return _shape_type(shape, name)


def _shape_type(shape, name: str):
    from .decode import _to_type
    return _to_type(shape, name)


def _ident(key: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in key)


__all__ = ["WHOLE", "SHAPE", "PENDING_POD", "LEAN_POD", "lean_candidate", "lean_test", "Projection", "for_pending", "compile_projection", "ProjectionError"]
