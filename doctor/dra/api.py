"""resource.k8s.io objects of any served version read into one shape (v1's field names).

Version differences handled (k8s.io/api v0.35.4 resource/{v1,v1beta2,v1beta1}/types.go):
- DeviceRequest: v1 and v1beta2 nest the one-device-class fields under ``exactly``
  (deviceClassName, selectors, allocationMode, count, adminAccess, tolerations) beside
  ``firstAvailable``; v1beta1 has them at the top level of the request.
- Device: v1 and v1beta2 put attributes, capacity, consumesCounters, nodeName/nodeSelector/
  allNodes, taints and bindingConditions on the device itself; v1beta1 nests them under
  ``basic``.
- DeviceCapacity is ``{"value": quantity}`` in all three; v1alpha3 (<= 1.31) is not read.
Everything else (pool, generation, resourceSliceCount, perDeviceNodeSelection, sharedCounters,
DeviceClass selectors/config/extendedResourceName, claim status allocation/reservedFor) has
the same names in the three versions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..kube.guards import D, L
from ..kube.quantity import QuantityError, to_milli

CLAIMS = "resourceclaims.resource.k8s.io"
TEMPLATES = "resourceclaimtemplates.resource.k8s.io"
SLICES = "resourceslices.resource.k8s.io"
CLASSES = "deviceclasses.resource.k8s.io"

# k8s.io/api resource/v1 types.go
ALLOCATION_RESULTS_MAX = 32          # AllocationResultsMaxSize
RESERVED_FOR_MAX = 256               # ResourceClaimReservedForMaxSize
DEVICE_CLASS_PREFIX = "deviceclass.resource.kubernetes.io/"   # ResourceDeviceClassPrefix
EXTENDED_CLAIM_ANNOTATION = "resource.kubernetes.io/extended-resource-claim"


def meta(obj: dict) -> dict:
    return D(obj.get("metadata"))


def _int(value, default: int = 0) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return default


# ---- ResourceSlice ---------------------------------------------------------------------------
@dataclass
class Device:
    name: str
    driver: str
    pool: str
    slice: "Slice"
    attributes: dict          # qualified name -> {"string"|"int"|"bool"|"version": value}
    capacity: dict            # qualified name -> milli-units (int)
    capacity_raw: dict        # qualified name -> the quantity as written
    consumes: list            # [(counterSet, {counter: milli})]
    node_name: str = ""
    node_selector: dict | None = None
    all_nodes: bool = False
    taints: list = field(default_factory=list)
    binding_conditions: list = field(default_factory=list)
    index: int = 0            # position in the slice

    @property
    def id(self) -> tuple[str, str, str]:
        return (self.driver, self.pool, self.name)

    def attribute(self, qualified: str):
        """lookupAttribute (allocator_stable.go): the name as written, or without the driver's
        own domain."""
        attr = self.attributes.get(qualified)
        if attr is None and "/" in qualified:
            domain, _, ident = qualified.partition("/")
            if domain == self.driver:
                attr = self.attributes.get(ident)
        return attr


@dataclass
class Slice:
    name: str
    driver: str
    pool: str
    generation: int
    slice_count: int
    node_name: str
    node_selector: dict | None
    all_nodes: bool
    per_device: bool
    shared_counters: dict      # counterSet -> {counter: milli}
    devices: list[Device]
    api_version: str
    obj: dict


def _attr_value(raw) -> dict | None:
    if not isinstance(raw, dict):
        return None
    for kind in ("string", "int", "bool", "version"):
        if kind in raw:
            return {kind: raw[kind]}
    return None


def _milli(raw) -> int | None:
    if isinstance(raw, str):
        return _milli_str(raw)
    try:
        return to_milli(raw)
    except (QuantityError, TypeError, ValueError):
        return None


@lru_cache(maxsize=65536)
def _milli_str(raw: str) -> int | None:
    try:
        return to_milli(raw)
    except (QuantityError, TypeError, ValueError):
        return None


def _counters(raw) -> dict:
    out = {}
    for name, c in D(raw).items():
        v = _milli(D(c).get("value"))
        if v is not None:
            out[str(name)] = v
    return out


def read_slice(obj: dict) -> Slice:
    spec = D(obj.get("spec"))
    pool = D(spec.get("pool"))
    s = Slice(name=str(meta(obj).get("name") or ""), driver=str(spec.get("driver") or ""),
              pool=str(pool.get("name") or ""), generation=_int(pool.get("generation")),
              slice_count=_int(pool.get("resourceSliceCount"), 1),
              node_name=str(spec.get("nodeName") or ""),
              node_selector=spec.get("nodeSelector") if isinstance(spec.get("nodeSelector"), dict) else None,
              all_nodes=spec.get("allNodes") is True, per_device=spec.get("perDeviceNodeSelection") is True,
              shared_counters={str(D(cs).get("name")): _counters(D(cs).get("counters"))
                               for cs in L(spec.get("sharedCounters")) if isinstance(cs, dict)},
              devices=[], api_version=str(obj.get("apiVersion") or ""), obj=obj)
    for i, dev in enumerate(L(spec.get("devices"))):
        if not isinstance(dev, dict):
            continue
        body = D(dev.get("basic")) if isinstance(dev.get("basic"), dict) else dev   # v1beta1: basic
        attrs = {}
        for k, v in D(body.get("attributes")).items():
            val = _attr_value(v)
            if val is not None:
                attrs[str(k)] = val
        cap, cap_raw = {}, {}
        for k, v in D(body.get("capacity")).items():
            raw = D(v).get("value") if isinstance(v, dict) else v
            m = _milli(raw)
            if m is not None:
                cap[str(k)] = m
                cap_raw[str(k)] = raw
        consumes = [(str(D(cc).get("counterSet") or ""), _counters(D(cc).get("counters")))
                    for cc in L(body.get("consumesCounters")) if isinstance(cc, dict)]
        s.devices.append(Device(
            name=str(dev.get("name") or ""), driver=s.driver, pool=s.pool, slice=s, attributes=attrs,
            capacity=cap, capacity_raw=cap_raw, consumes=consumes, node_name=str(body.get("nodeName") or ""),
            node_selector=body.get("nodeSelector") if isinstance(body.get("nodeSelector"), dict) else None,
            all_nodes=body.get("allNodes") is True, taints=[t for t in L(body.get("taints")) if isinstance(t, dict)],
            binding_conditions=list(L(body.get("bindingConditions"))), index=i))
    return s


# ---- DeviceClass ---------------------------------------------------------------------------
@dataclass
class DeviceClass:
    name: str
    selectors: list[str]
    config: list
    extended_resource_name: str | None
    created: str
    obj: dict


def read_class(obj: dict) -> DeviceClass:
    spec = D(obj.get("spec"))
    ern = spec.get("extendedResourceName")
    return DeviceClass(name=str(meta(obj).get("name") or ""), selectors=_selectors(spec.get("selectors")),
                       config=list(L(spec.get("config"))),
                       extended_resource_name=ern if isinstance(ern, str) and ern else None,
                       created=str(meta(obj).get("creationTimestamp") or ""), obj=obj)


def _selectors(raw) -> list[str]:
    """CEL expressions; a selector without one is kept as None (the allocator's error)."""
    out = []
    for s in L(raw):
        expr = D(D(s).get("cel")).get("expression")
        out.append(expr if isinstance(expr, str) else None)
    return out


# ---- ResourceClaim spec --------------------------------------------------------------------
@dataclass
class SubRequest:
    """ExactDeviceRequest (v1 ``exactly``) or DeviceSubRequest (``firstAvailable[i]``)."""
    name: str
    class_name: str
    selectors: list
    mode: str
    count: int
    admin_access: bool | None
    tolerations: list


@dataclass
class Request:
    name: str
    exactly: SubRequest | None
    first_available: list[SubRequest]

    def alternatives(self) -> list[SubRequest]:
        return self.first_available if self.first_available else ([self.exactly] if self.exactly else [])


@dataclass
class Constraint:
    requests: list[str]
    match_attribute: str | None
    distinct_attribute: str | None


@dataclass
class ClaimSpec:
    requests: list[Request]
    constraints: list[Constraint]
    config: list


def _sub(raw: dict, name: str) -> SubRequest:
    mode = raw.get("allocationMode") or "ExactCount"
    count = _int(raw.get("count"), 1) if mode == "ExactCount" else 0
    if mode == "ExactCount" and "count" not in raw:
        count = 1
    aa = raw.get("adminAccess")
    return SubRequest(name=name, class_name=str(raw.get("deviceClassName") or ""),
                      selectors=_selectors(raw.get("selectors")), mode=str(mode), count=count,
                      admin_access=aa if isinstance(aa, bool) else None,
                      tolerations=[t for t in L(raw.get("tolerations")) if isinstance(t, dict)])


def read_claim_spec(spec: dict) -> ClaimSpec:
    devices = D(D(spec).get("devices"))
    requests = []
    for r in L(devices.get("requests")):
        if not isinstance(r, dict):
            continue
        name = str(r.get("name") or "")
        first = [_sub(D(s), str(D(s).get("name") or "")) for s in L(r.get("firstAvailable")) if isinstance(s, dict)]
        if isinstance(r.get("exactly"), dict):                   # v1, v1beta2
            exactly = _sub(r["exactly"], name)
        elif r.get("deviceClassName") and not first:             # v1beta1
            exactly = _sub(r, name)
        else:
            exactly = None
        requests.append(Request(name=name, exactly=exactly, first_available=first))
    constraints = []
    for c in L(devices.get("constraints")):
        if isinstance(c, dict):
            constraints.append(Constraint(requests=[str(x) for x in L(c.get("requests"))],
                                          match_attribute=c.get("matchAttribute") if isinstance(c.get("matchAttribute"), str) else None,
                                          distinct_attribute=c.get("distinctAttribute") if isinstance(c.get("distinctAttribute"), str) else None))
    return ClaimSpec(requests=requests, constraints=constraints, config=list(L(devices.get("config"))))


def allocation(claim: dict) -> dict | None:
    a = D(claim.get("status")).get("allocation")
    return a if isinstance(a, dict) and a else None


def allocated_results(claim: dict) -> list[dict]:
    return [r for r in L(D(D(allocation(claim)).get("devices")).get("results")) if isinstance(r, dict)]


def reserved_for(claim: dict) -> list[dict]:
    return [r for r in L(D(claim.get("status")).get("reservedFor")) if isinstance(r, dict)]
