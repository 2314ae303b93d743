"""A Pod's effective resource request exactly as kube-scheduler's NodeResourcesFit computes
it (k8s.io/component-helpers/resource PodRequests, KEP-753 for sidecars):

1. sum of the regular containers' requests;
2. restartable init containers (sidecars, ``restartPolicy: Always``) are added to that sum
   and accumulate, in order, into a "sidecars so far" total;
3. each regular init container needs its own request + the sidecars started before it;
   the init phase peak is the per-resource max of those (a sidecar's step counts the
   sidecars so far);
4. pod request = per-resource max(step 1+2, init peak);
5. pod-level ``spec.resources.requests`` (PodLevelResources) replace the aggregate for
   cpu and memory (never for extended resources such as nvidia.com/gpu);
6. ``spec.overhead`` is added last.

A container that sets a limit but no request for a resource gets request = limit (API
defaulting), so both recorded Pods and raw manifests give the same answer.
Values are in scheduler units (doctor.kube.quantity.amount): millicores for cpu, whole
units (bytes, devices) otherwise. Unparseable quantities are reported, never guessed.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Mapping

from .quantity import QuantityError, amount as _amount

POD_LEVEL_RESOURCES = ("cpu", "memory")

__all__ = ["container_requests", "pod_requests", "add_into", "POD_LEVEL_RESOURCES", "BadQuantity"]


@lru_cache(maxsize=65536)
def _amount_str(name: str, raw: str) -> int:
    return _amount(name, raw)


# resource name -> {quantity string: amount}: the requests' values of the common path, looked up
# with two plain dict reads (the lru_cache above builds and hashes a key tuple per call: 150k pods,
# ~300k requests). Bounded like it; a string that does not parse is never stored (it raises).
_AMOUNTS: dict = {}
_AMOUNTS_MAX = 65536
_amounts_held = 0


def _remember(name, raw: str) -> int:
    global _amounts_held
    v = _amount_str(name, raw)
    if _amounts_held < _AMOUNTS_MAX:
        _AMOUNTS.setdefault(name, {})[raw] = v
        _amounts_held += 1
    return v


def amount(name: str, raw) -> int:
    """doctor.kube.quantity.amount, memoised for the few strings a cluster repeats."""
    if type(raw) is str:
        return _amount_str(name, raw)
    return _amount(name, raw)


class BadQuantity(ValueError):
    """A request that does not parse; carries where it was found."""


def container_requests(container: Mapping) -> dict[str, int]:
    res = container.get("resources")
    if not res:
        return {}
    requests = res.get("requests") or {} if isinstance(res, dict) else None
    limits = res.get("limits") if isinstance(res, dict) else None
    if not isinstance(requests, dict) or not isinstance(limits, (dict, type(None))):
        raise BadQuantity(f"container {container.get('name')!r}: resources is not an object of requests/limits")
    out: dict[str, int] = {}
    try:
        for name, raw in requests.items():
            out[name] = amount(name, raw)
        if limits:
            for name, raw in limits.items():
                if name not in requests:
                    out[name] = amount(name, raw)
    except QuantityError as exc:
        raise BadQuantity(f"container {container.get('name')!r}: resources: {exc}") from None
    return out


def add_into(total: dict[str, int], more: Mapping[str, int]) -> dict[str, int]:
    for k, v in more.items():
        total[k] = total.get(k, 0) + v
    return total


def _max_into(total: dict[str, int], more: Mapping[str, int]) -> None:
    for k, v in more.items():
        if v > total.get(k, 0) or k not in total:
            total[k] = max(v, total.get(k, v))


def pod_requests(pod: Mapping) -> dict[str, int]:
    spec = pod.get("spec")
    if type(spec) is not dict:
        spec = {}
    reqs: dict[str, int] = {}
    containers, inits = spec.get("containers"), spec.get("initContainers")
    if containers is not None and type(containers) is not list:
        raise BadQuantity("spec.containers is not a list")
    if inits is not None and type(inits) is not list:
        raise BadQuantity("spec.initContainers is not a list")
    if not inits and not spec.get("overhead") and not spec.get("resources"):
        # the common case, kept fast for 150k-pod clusters (same result as the general path)
        amounts = _AMOUNTS
        for c in containers or ():
            if type(c) is not dict:
                continue
            res = c.get("resources")
            if not res:
                continue
            if type(res) is dict:
                requests, limits = res.get("requests") or {}, res.get("limits")
            else:
                requests = limits = None
            if type(requests) is not dict or (limits is not None and type(limits) is not dict):
                raise BadQuantity(f"container {c.get('name')!r}: resources is not an object of requests/limits")
            try:
                for k, raw in requests.items():
                    if type(raw) is str:
                        seen = amounts.get(k)
                        v = seen.get(raw) if seen is not None else None
                        if v is None:
                            v = _remember(k, raw)
                    else:
                        v = _amount(k, raw)
                    reqs[k] = reqs.get(k, 0) + v
                if limits:
                    for k, raw in limits.items():
                        if k not in requests:
                            reqs[k] = reqs.get(k, 0) + (_amount_str(k, raw) if type(raw) is str else _amount(k, raw))
            except QuantityError as exc:
                raise BadQuantity(f"container {c.get('name')!r}: resources: {exc}") from None
        return reqs
    for c in spec.get("containers") or []:
        if isinstance(c, dict):
            add_into(reqs, container_requests(c))
    sidecars: dict[str, int] = {}
    init_peak: dict[str, int] = {}
    for c in spec.get("initContainers") or []:
        if not isinstance(c, dict):
            continue
        creq = container_requests(c)
        if c.get("restartPolicy") == "Always":
            add_into(reqs, creq)
            add_into(sidecars, creq)
            step = dict(sidecars)
        else:
            step = add_into(dict(creq), sidecars)
        _max_into(init_peak, step)
    _max_into(reqs, init_peak)
    pod_level = ((spec.get("resources") or {}).get("requests") or {})
    for name in POD_LEVEL_RESOURCES:
        if name in pod_level:
            try:
                reqs[name] = amount(name, pod_level[name])
            except QuantityError as exc:
                raise BadQuantity(f"spec.resources.requests {name}: {exc}") from None
    for name, raw in (spec.get("overhead") or {}).items():
        try:
            reqs[name] = reqs.get(name, 0) + amount(name, raw)
        except QuantityError as exc:
            raise BadQuantity(f"spec.overhead {name}: {exc}") from None
    return reqs
