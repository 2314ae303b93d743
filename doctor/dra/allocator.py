"""The structured-parameters allocator, node by node, as kube-scheduler's DynamicResources Filter
runs it.

Port of k8s.io/dynamic-resource-allocation v0.35.4 structured/internal/incubating/
allocator_incubating.go and pools_incubating.go (the variant kube-scheduler 1.34/1.35 uses
because DRAAdminAccess and DRAPrioritizedList are beta, on by default):
- GatherPools: the slices reaching the node (nodeName, nodeSelector, allNodes, or per device
  with perDeviceNodeSelection), newest generation per pool; a pool short of
  resourceSliceCount slices is incomplete (no ExactCount allocation from it, an error for
  allocationMode All); duplicate device names make it invalid;
- per request: the DeviceClass selectors then the request's own, CEL; ExactCount (count, default
  1) or All (every matching device; none is a failure); adminAccess (may use a device another
  claim holds, not twice in the same claim); firstAvailable sub-requests in order;
  matchAttribute constraints; partitionable devices' shared counters (kept per pool);
  devices already allocated to any claim (except admin-access results) are in use;
- backtracking over devices in pool/slice order, all claims of the pod together; at most 32
  devices per claim (AllocationResultsMaxSize).
Errors (a bad CEL expression, a missing class) are the allocator's fatal errors: kube-scheduler
aborts the attempt with them instead of trying other nodes.

Features follow what the snapshot shows: the API server drops the fields of a disabled feature
gate on write (pkg/registry/resource/resourceslice/strategy.go dropDisabledFields), so a slice
carrying sharedCounters/consumesCounters/perDeviceNodeSelection means DRAPartitionableDevices was
on, device taints mean DRADeviceTaints, bindingConditions mean DRADeviceBindingConditions.
Not simulated: consumable capacity (DRAConsumableCapacity, alpha: allowMultipleAllocations,
capacity requests, distinctAttribute), DeviceTaintRules, binding-condition timeouts, the
scheduler's filter timeout (doctor has a step budget instead and says when it ran out).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..kube.guards import D
from ..kube.selectors import node_selector_matches
from . import api
from .celenv import CelError, compile_selector


class AllocationError(Exception):
    """A fatal allocator error (kube-scheduler: statusError, the pod's attempt fails)."""


class BudgetExceeded(Exception):
    pass


@dataclass
class Features:
    admin_access: bool = True          # DRAAdminAccess: beta, on (1.34)
    prioritized_list: bool = True      # DRAPrioritizedList: beta, on (1.34)
    partitionable: bool = False        # DRAPartitionableDevices: alpha (1.33-1.35)
    device_taints: bool = False        # DRADeviceTaints: alpha
    binding_conditions: bool = False   # DRADeviceBindingConditions: alpha (1.34)
    extended_resource: bool = False    # DRAExtendedResource: alpha (1.34, 1.35)


@dataclass
class Pool:
    driver: str
    name: str
    slices: list
    incomplete: bool = False
    invalid: str = ""

    @property
    def id(self) -> str:
        return f"{self.driver}/{self.name}"


def _node_matches(node: dict, node_name: str, all_nodes: bool, selector) -> bool:
    """NodeMatches (pools_incubating.go)."""
    if node_name:
        return D(node.get("metadata")).get("name") == node_name
    if all_nodes:
        return True
    if selector is not None:
        return node_selector_matches(selector, node)
    return False


class Inventory:
    """Every ResourceSlice, DeviceClass and allocated device of the snapshot, read once."""

    def __init__(self, snapshot) -> None:
        self.snapshot = snapshot
        self.slices = [api.read_slice(o) for o in snapshot.items(api.SLICES)]
        self.classes = {c.name: c for c in (api.read_class(o) for o in snapshot.items(api.CLASSES))}
        self.allocated: set[tuple[str, str, str]] = set()
        self.holder: dict[tuple[str, str, str], dict] = {}
        for claim in snapshot.items(api.CLAIMS):
            for r in api.allocated_results(claim):
                if r.get("adminAccess") is True:
                    continue
                dev = (str(r.get("driver") or ""), str(r.get("pool") or ""), str(r.get("device") or ""))
                self.allocated.add(dev)
                self.holder.setdefault(dev, claim)
        f = Features()
        for s in self.slices:
            if s.shared_counters or s.per_device or any(d.consumes for d in s.devices):
                f.partitionable = True
            if any(d.taints for d in s.devices):
                f.device_taints = True
            if any(d.binding_conditions for d in s.devices):
                f.binding_conditions = True
        f.extended_resource = any(c.extended_resource_name for c in self.classes.values())
        self.features = f
        # slices by node name; the rest (selector, allNodes, per-device) are checked per node
        self._by_node: dict[str, list] = {}
        self._other: list = []
        self._pool_gen: dict[tuple[str, str], int] = {}
        self._pool_count: dict[tuple[str, str, int], int] = {}
        for s in self.slices:
            key = (s.driver, s.pool)
            self._pool_gen[key] = max(self._pool_gen.get(key, s.generation), s.generation)
            self._pool_count[key + (s.generation,)] = self._pool_count.get(key + (s.generation,), 0) + 1
            if s.node_name:
                self._by_node.setdefault(s.node_name, []).append(s)
            else:
                self._other.append(s)
        self._pools_memo: dict[str, list[Pool]] = {}
        self.selector_cache: dict[tuple[str, tuple], bool | str] = {}   # (expression, device id) -> match / error text

    @property
    def has_slices(self) -> bool:
        return bool(self.slices)

    def pools(self, node: dict) -> list[Pool]:
        """GatherPools for this node."""
        name = D(node.get("metadata")).get("name") or ""
        got = self._pools_memo.get(name)
        if got is not None:
            return got
        pools: dict[tuple[str, str], Pool] = {}
        candidates = self._by_node.get(name, []) + self._other
        for s in candidates:
            if not self.features.partitionable and s.per_device:
                continue
            if s.node_name or s.all_nodes or s.node_selector is not None:
                if not _node_matches(node, s.node_name, s.all_nodes, s.node_selector):
                    continue
            elif s.per_device:
                if not any(_node_matches(node, d.node_name, d.all_nodes, d.node_selector) for d in s.devices):
                    continue
            else:
                continue
            key = (s.driver, s.pool)
            p = pools.get(key)
            if p is None:
                pools[key] = Pool(s.driver, s.pool, [s])
            elif s.generation > p.slices[0].generation:
                p.slices = [s]
            elif s.generation == p.slices[0].generation:
                p.slices.append(s)
        out = []
        for key, p in pools.items():
            gen = p.slices[0].generation
            if self._pool_gen.get(key, gen) > gen:
                continue                                   # obsolete: a newer generation exists
            p.incomplete = self._pool_count.get(key + (gen,), 0) != p.slices[0].slice_count
            seen: set[str] = set()
            for s in p.slices:
                for d in s.devices:
                    if d.name in seen:
                        p.invalid = f"duplicate device name {d.name}"
                    seen.add(d.name)
            out.append(p)
        out.sort(key=lambda p: (p.driver, p.name))
        if len(self._pools_memo) < 20000:
            self._pools_memo[name] = out
        return out


# ---- the allocation itself -------------------------------------------------------------------
@dataclass
class _Req:
    claim_index: int
    request: api.Request
    sub: api.SubRequest
    sub_index: int               # -1 without firstAvailable
    cls: api.DeviceClass | None
    num: int = 0
    all_devices: list = field(default_factory=list)

    @property
    def full_name(self) -> str:
        return self.request.name if self.sub_index < 0 else f"{self.request.name}/{self.sub.name}"


@dataclass
class Outcome:
    ok: bool
    results: list = field(default_factory=list)      # per claim: [(request name, device)]
    invalid_pools: bool = False


def claim_key(claim: dict) -> str:
    m = api.meta(claim)
    return f"{m.get('namespace') or ''}/{m.get('name') or ''}"


class Allocator:
    """Allocate(node, claims) for one pod's unallocated claims."""

    def __init__(self, inv: Inventory, claims: list[tuple[dict, api.ClaimSpec]], budget: int = 200_000) -> None:
        self.inv = inv
        self.claims = claims
        self.features = inv.features
        self.budget = budget

    # ---- validateDeviceRequest --------------------------------------------------------------
    def _validate(self, ci: int, req: api.Request, sub: api.SubRequest, sub_index: int, pools) -> _Req:
        claim = self.claims[ci][0]
        name = req.name if sub_index < 0 else f"{req.name}/{sub.name}"
        for i, sel in enumerate(sub.selectors):
            if sel is None:
                raise AllocationError(f"claim {claim_key(claim)}, request {name}, selector #{i}: CEL expression "
                                      "empty (unsupported selector type?)")
        if not self.features.admin_access and sub.admin_access is not None:
            raise AllocationError(f"claim {claim_key(claim)}, request {name}: admin access is requested, but the "
                                  "feature is disabled")
        if not sub.class_name:
            raise AllocationError(f"claim {claim_key(claim)}, request {name}: missing device class name "
                                  "(unsupported request type?)")
        cls = self.inv.classes.get(sub.class_name)
        if cls is None:
            raise AllocationError(f"claim {claim_key(claim)}, request {name}: could not retrieve device class "
                                  f'{sub.class_name}: deviceclass.resource.k8s.io "{sub.class_name}" not found')
        rd = _Req(ci, req, sub, sub_index, cls)
        if sub.mode == "ExactCount":
            rd.num = sub.count
        elif sub.mode == "All":
            for p in pools:
                if p.incomplete:
                    raise AllocationError(f"claim {claim_key(claim)}, request {name}: asks for all devices, but "
                                          f"resource pool {p.id} is currently being updated")
                if p.invalid:
                    raise AllocationError(f"claim {claim_key(claim)}, request {name}: asks for all devices, but "
                                          f"resource pool {p.id} is currently invalid")
                for s in p.slices:
                    for d in s.devices:
                        if self._selectable(rd, d):
                            rd.all_devices.append(d)
            rd.num = len(rd.all_devices)
        else:
            raise AllocationError(f"claim {claim_key(claim)}, request {name}: unsupported count mode {sub.mode}")
        return rd

    # ---- isSelectable / selectorsMatch ------------------------------------------------------
    def _selectable(self, rd: _Req, dev: api.Device) -> bool:
        if not self.features.binding_conditions and dev.binding_conditions:
            return False
        key = (id(rd), dev.id)
        got = self._match.get(key)
        if got is not None:
            return got
        ok = (self._selectors_match(rd, dev, rd.cls.selectors, rd.cls)
              and self._selectors_match(rd, dev, rd.sub.selectors, None))
        if ok and dev.slice.per_device:
            ok = _node_matches(self.node, dev.node_name, dev.all_nodes, dev.node_selector)
        self._match[key] = ok
        return ok

    def _selectors_match(self, rd: _Req, dev: api.Device, selectors, cls) -> bool:
        cache = self.inv.selector_cache
        for i, expr in enumerate(selectors):
            key = (expr, dev.id)
            got = cache.get(key)
            if got is None:
                sel = compile_selector(expr)
                if isinstance(sel, CelError):
                    got = f"CEL compile error: {sel}"
                else:
                    try:
                        got = sel.device_matches(dev)
                    except CelError as exc:
                        got = f"CEL runtime error: {exc}"
                cache[key] = got
            if isinstance(got, str):
                claim = self.claims[rd.claim_index][0]
                where = f"class {cls.name}" if cls is not None else f"claim {claim_key(claim)}"
                raise AllocationError(f"{where}: selector #{i}: {got}")
            if not got:
                return False
        return True

    def _enough(self, pools) -> bool:
        """A necessary condition checked before backtracking (the allocator's outcome is the same,
        it only avoids trying every order of too few devices): each ExactCount request without
        alternatives has at least `count` selectable devices it may use on the node."""
        for (ci, _ri, si), rd in self.reqs.items():
            if si != -1 or rd.sub.mode != "ExactCount":
                continue
            admin = rd.sub.admin_access is True
            n = 0
            for p in pools:
                if p.incomplete or p.invalid:
                    continue
                for sl in p.slices:
                    for dev in sl.devices:
                        if (admin or dev.id not in self.inv.allocated) and self._selectable(rd, dev):
                            n += 1
                            if n >= rd.num:
                                break
                    if n >= rd.num:
                        break
                if n >= rd.num:
                    break
            if n < rd.num:
                return False
        return True

    # ---- Allocate ---------------------------------------------------------------------------
    def allocate(self, node: dict) -> Outcome:
        self.node = node
        self._match: dict = {}
        self._steps = 0
        pools = self.inv.pools(node)
        self.pools = pools
        self.reqs: dict[tuple[int, int, int], _Req] = {}
        self.alts: dict[tuple[int, int], list[int]] = {}
        for ci, (claim, spec) in enumerate(self.claims):
            min_total = 0
            for ri, req in enumerate(spec.requests):
                if req.first_available:
                    if not self.features.prioritized_list:
                        raise AllocationError(f"claim {claim_key(claim)}, request {req.name}: has subrequests, "
                                              "but the DRAPrioritizedList feature is disabled")
                    mins = []
                    for si, sub in enumerate(req.first_available):
                        rd = self._validate(ci, req, sub, si, pools)
                        self.reqs[(ci, ri, si)] = rd
                        mins.append(rd.num)
                    self.alts[(ci, ri)] = list(range(len(req.first_available)))
                    min_total += min(mins) if mins else 0
                elif req.exactly is not None:
                    rd = self._validate(ci, req, req.exactly, -1, pools)
                    self.reqs[(ci, ri, -1)] = rd
                    self.alts[(ci, ri)] = [-1]
                    min_total += rd.num
                else:
                    raise AllocationError(f"claim {claim_key(claim)}, request {req.name}: missing device class "
                                          "name (unsupported request type?)")
            if min_total > api.ALLOCATION_RESULTS_MAX:
                raise AllocationError(f"claim {claim_key(claim)}: number of requested devices {min_total} exceeds "
                                      f"the claim limit of {api.ALLOCATION_RESULTS_MAX}")
            for i, c in enumerate(spec.constraints):
                if c.match_attribute is None and c.distinct_attribute is None:
                    raise AllocationError(f"claim {claim_key(claim)}, constraint #{i}: empty constraint "
                                          "(unsupported constraint type?)")
        self.allocating: dict[tuple, set[int]] = {}
        self.result: list[list] = [[] for _ in self.claims]
        self.constraint_state: list[list] = [[{"attr": None, "n": 0} for _ in spec.constraints]
                                             for _c, spec in self.claims]
        self.consumed: dict[tuple[str, str], dict] = {}
        if not self._enough(pools):
            return Outcome(False, invalid_pools=any(p.invalid for p in pools))
        done = self._one(0, 0, 0, None)
        if done:
            return Outcome(True, [list(r) for r in self.result])
        return Outcome(False, invalid_pools=any(p.invalid for p in pools))

    def _in_use(self, dev_id) -> bool:
        return dev_id in self.inv.allocated or bool(self.allocating.get(dev_id))

    def _one(self, ci: int, ri: int, di: int, si: int | None) -> bool:
        self._steps += 1
        if self._steps > self.budget:
            raise BudgetExceeded()
        if ci >= len(self.claims):
            return True
        spec = self.claims[ci][1]
        if ri >= len(spec.requests):
            return self._one(ci + 1, 0, 0, None)
        if si is None:
            alts = self.alts[(ci, ri)]
            if alts != [-1]:
                for s in alts:
                    if self._one(ci, ri, 0, s):
                        return True
                return False
            si = -1
        rd = self.reqs[(ci, ri, si)]
        do_all = rd.sub.mode == "All"
        if do_all and not rd.all_devices:
            return False
        if di >= rd.num:
            return self._one(ci, ri + 1, 0, None)
        if len(self.result[ci]) + rd.num - di > api.ALLOCATION_RESULTS_MAX:
            return False
        if do_all:
            dev = rd.all_devices[di]
            ok, undo = self._allocate_device(rd, dev, must=True)
            if not ok:
                return False
            if self._one(ci, ri, di + 1, si):
                return True
            undo()
            return False
        admin = rd.sub.admin_access is True
        for p in self.pools:
            if p.incomplete or p.invalid:
                continue
            for s in p.slices:
                for dev in s.devices:
                    if admin and ci in self.allocating.get(dev.id, ()):
                        continue
                    if not admin and self._in_use(dev.id):
                        continue
                    if not self._selectable(rd, dev):
                        continue
                    ok, undo = self._allocate_device(rd, dev, must=False)
                    if not ok:
                        continue
                    if self._one(ci, ri, di + 1, si):
                        return True
                    undo()
        return False

    def _allocate_device(self, rd: _Req, dev: api.Device, must: bool):
        ci = rd.claim_index
        admin = rd.sub.admin_access is True
        if admin and ci in self.allocating.get(dev.id, ()):
            return False, None
        if not admin and self._in_use(dev.id):
            return False, None
        if not self.features.partitionable and dev.consumes:
            return False, None
        if dev.consumes and not self._take_counters(dev):
            return False, None
        if self.features.device_taints and not all(_tolerated(t, rd.sub.tolerations) for t in dev.taints):
            if dev.consumes:
                self._give_counters(dev)
            return False, None
        spec = self.claims[ci][1]
        added = []
        for i, c in enumerate(spec.constraints):
            if not self._constraint_add(self.constraint_state[ci][i], c, rd, dev):
                for j in added:
                    self._constraint_remove(self.constraint_state[ci][j], spec.constraints[j], rd)
                if dev.consumes:
                    self._give_counters(dev)
                if must:
                    raise AllocationError(f"claim {claim_key(self.claims[ci][0])}, request {rd.sub.name}: cannot add "
                                          f"device {'/'.join(dev.id)} because a claim constraint would not be satisfied")
                return False, None
            added.append(i)
        self.allocating.setdefault(dev.id, set()).add(ci)
        self.result[ci].append((rd.full_name, dev, admin))

        def undo() -> None:
            for j in added:
                self._constraint_remove(self.constraint_state[ci][j], spec.constraints[j], rd)
            self.allocating[dev.id].discard(ci)
            if dev.consumes:
                self._give_counters(dev)
            self.result[ci].pop()
        return True, undo

    # matchAttributeConstraint (allocator_incubating.go); distinctAttribute needs consumable capacity
    def _applies(self, c: api.Constraint, rd: _Req) -> bool:
        if not c.requests:
            return True
        return rd.request.name in c.requests or (rd.sub_index >= 0 and rd.full_name in c.requests)

    def _constraint_add(self, st: dict, c: api.Constraint, rd: _Req, dev: api.Device) -> bool:
        if c.match_attribute is None or not self._applies(c, rd):
            return True
        attr = dev.attribute(c.match_attribute)
        if attr is None:
            return False
        if st["n"] == 0:
            st["attr"], st["n"] = attr, 1
            return True
        if attr != st["attr"]:
            return False
        st["n"] += 1
        return True

    def _constraint_remove(self, st: dict, c: api.Constraint, rd: _Req) -> None:
        if c.match_attribute is None or not self._applies(c, rd):
            return
        st["n"] -= 1

    # shared counters, per pool (allocator_incubating.go checkAvailableCounters)
    def _available(self, dev: api.Device) -> dict:
        key = (dev.driver, dev.pool)
        memo = self.__dict__.setdefault("_avail", {})
        got = memo.get(key)
        if got is None:
            got = {}
            pool = next((p for p in self.pools if (p.driver, p.name) == key), None)
            slices = pool.slices if pool else [dev.slice]
            for s in slices:
                for cs, counters in s.shared_counters.items():
                    got.setdefault(cs, {}).update(counters)
            for s in slices:
                for d in s.devices:
                    if d.id in self.inv.allocated:
                        for cs, counters in d.consumes:
                            for n, v in counters.items():
                                if n in got.get(cs, {}):
                                    got[cs][n] -= v
            memo[key] = got
        return got

    def _take_counters(self, dev: api.Device) -> bool:
        avail = self._available(dev)
        used = self.consumed.setdefault((dev.driver, dev.pool), {})
        for cs, counters in dev.consumes:
            for n, v in counters.items():
                used.setdefault(cs, {})[n] = used.get(cs, {}).get(n, 0) + v
        for cs, counters in avail.items():
            for n, v in counters.items():
                if v < used.get(cs, {}).get(n, 0):
                    self._give_counters(dev)
                    return False
        return True

    def _give_counters(self, dev: api.Device) -> None:
        used = self.consumed.setdefault((dev.driver, dev.pool), {})
        for cs, counters in dev.consumes:
            for n, v in counters.items():
                used.setdefault(cs, {})[n] = used.get(cs, {}).get(n, 0) - v

    # ---- what doctor adds: why this node falls short ----------------------------------------------
    def shortfall(self, node: dict) -> list[dict]:
        """Per request (first alternative of firstAvailable): how many devices of the node's pools
        pass each stage -- driver published, class selectors, the request's selectors, free --
        against how many it needs. Errors inside are reported by allocate(), not here."""
        self.node = node
        self._match = {}
        pools = self.inv.pools(node)
        out = []
        for ci, (claim, spec) in enumerate(self.claims):
            for req in spec.requests:
                for si, sub in ([(-1, req.exactly)] if req.exactly else list(enumerate(req.first_available))[:1]):
                    cls = self.inv.classes.get(sub.class_name)
                    row = {"claim": claim_key(claim), "request": req.name if si < 0 else f"{req.name}/{sub.name}",
                           "class": sub.class_name, "mode": sub.mode, "need": sub.count if sub.mode == "ExactCount" else None,
                           "devices": 0, "class_match": 0, "selector_match": 0, "free": 0,
                           "incomplete_pools": [p.id for p in pools if p.incomplete],
                           "invalid_pools": [p.id for p in pools if p.invalid], "held_by": set()}
                    if cls is None:
                        out.append(row)
                        continue
                    rd = _Req(ci, req, sub, si, cls)
                    for p in pools:
                        for s in p.slices:
                            for d in s.devices:
                                row["devices"] += 1
                                try:
                                    if not self._selectors_match(rd, d, cls.selectors, cls):
                                        continue
                                    row["class_match"] += 1
                                    if not self._selectors_match(rd, d, sub.selectors, None):
                                        continue
                                except AllocationError:
                                    continue
                                row["selector_match"] += 1
                                if d.id in self.inv.allocated and sub.admin_access is not True:
                                    holder = self.inv.holder.get(d.id)
                                    if holder is not None:
                                        row["held_by"].add(claim_key(holder))
                                    continue
                                if p.incomplete or p.invalid:
                                    continue
                                row["free"] += 1
                    row["held_by"] = sorted(row["held_by"])
                    out.append(row)
        return out


def _tolerated(taint: dict, tolerations: list) -> bool:
    """resourceclaim.ToleratesTaint: key/operator (Equal default, Exists)/value/effect."""
    for t in tolerations:
        if t.get("effect") and t.get("effect") != taint.get("effect"):
            continue
        if t.get("key") and t.get("key") != taint.get("key"):
            continue
        op = t.get("operator") or "Equal"
        if op == "Exists":
            if not t.get("key") or t.get("key") == taint.get("key"):
                return True
        elif op == "Equal" and t.get("key") == taint.get("key") and (t.get("value") or "") == (taint.get("value") or ""):
            return True
    return False
