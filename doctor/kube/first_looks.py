"""The cheap first looks shared indexes and checks start from, taken in ONE pass over the pods:
may_request_gpu (doctor.kube.gpu.gpu_pods), the pods with a stopped container
(has_stopped_container: gpu_stack_error_in_pod reads their messages), the DRA kubelet-plugin
name test (checks/dra/dra_claim_not_prepared.plugin_pods), the pods gpu_runtime_wiring reads,
the pods' uids (the snapshot's uid index), what the workloads walk reads of every pod
(owner_row), what the scheduler's ClusterState reads of every pod when some pod is unbound
(scan_row: node, phase, anti-affinity terms, requests), and the looks higher layers register
here (doctor.distributed.jobs' rank candidates, doctor.gpu.operator's operand pre-filter: this
module imports nothing above kube).

Each look reads a different part of a pod, but the pod, its metadata, spec, status and
containers are the same objects: on a 150,000-pod snapshot (GBs of small dicts) a pass over
every pod is bound by cache misses, and more looks at a pod just read cost a fraction of a pass
of their own (measured at 5,000 nodes / 150,000 pods: the GPU, rank and operand looks in three
passes 0.95-1.16 s, in one 0.69-0.80 s; the kubelet and stopped-container looks 0.51-0.53 s in
passes of their own, 0.2-0.3 s in the shared one). Same pods, same order, same predicates: each
list is what its own pass gave. Anything unexpected (an object that is not a dict, a predicate
raising) and the pass gives up: each consumer then takes its own pass as before, so an error
surfaces where it always did. A look registered after the pass ran is simply not in it (its
consumer takes its own pass)."""
from __future__ import annotations

from typing import Callable

# at the top, not in scan_row: a relative from-import there ran once per pod (importlib's
# _handle_fromlist in Python: 15,000 pods, ~0.01 s of `doctor pending`'s CPU, A/B)
from .requests import BadQuantity, pod_requests

ADMISSION = "UnexpectedAdmissionError"   # the kubelet's status.reason for a pod its device manager refused

_REGISTERED: dict[str, Callable[[dict], object]] = {}
SCAN_ROWS = "scheduler.scan_rows"   # scan_row per pod: doctor.scheduler.state.ClusterState's pass over the pods


def register(name: str, predicate: Callable[[dict], object]) -> None:
    """A look of a higher layer, taken in the shared pass: looked(snapshot, name) lists the pods
    for which predicate(pod) is true, in snapshot order."""
    _REGISTERED[name] = predicate


def first_looks(snapshot) -> dict | None:
    """{"gpu", "stopped", "kubelet", "wiring": lists of pods; "uids": {uid: pod}; "owners":
    owner_row(pod) per pod; SCAN_ROWS: scan_row(pod) per pod, when some pod is unbound; each
    registered name: its list}, or None when the pass gave up."""
    return snapshot.derived("kube.first_looks", lambda: _build(snapshot))


def looked(snapshot, name: str):
    """One look of the shared pass (see first_looks), or None: take your own pass."""
    looks = first_looks(snapshot)
    return looks.get(name) if looks is not None else None


def pod_uids(snapshot) -> dict | None:
    """{metadata.uid: pod} for the snapshot's pods (the last pod of a uid wins), when the shared
    pass has run; None otherwise (the caller reads the pods itself)."""
    looks = snapshot._derived.get("kube.first_looks")
    return looks["uids"] if looks is not None else None


def owner_row(pod: dict, status: bool = True) -> tuple:
    """(metadata or {}, the controller ownerReference or None, the first owner reference the
    workloads walk keys a pod by: the controller, else the first reference when it is an object,
    whether status.phase is Succeeded, or None when `status` is False: the walk then reads it
    only where it needs it, as it always did): what the walk reads of every pod."""
    meta = pod.get("metadata") or {}
    refs = meta.get("ownerReferences") or []
    ctrl = None
    for r in refs:
        if isinstance(r, dict) and r.get("controller"):
            ctrl = r
            break
    first = ctrl or (refs[0] if refs and isinstance(refs[0], dict) else None)
    if not status:
        return meta, ctrl, first, None
    st = pod.get("status")
    return meta, ctrl, first, bool(st and st.get("phase") == "Succeeded")


def scan_row(pod: dict, nodes) -> tuple | None:
    """What doctor.scheduler.state.ClusterState's pass over the pods reads of one pod (here, so the
    shared pass can take it without importing the scheduler): None (no spec object, or bound and
    finished: skipped), or (spec.nodeName, status.phase, the required pod anti-affinity terms or
    None, the pod's requests or the BadQuantity they raise; None unless it is bound to a node in
    `nodes`, the only pods whose requests are summed)."""
    spec = pod.get("spec")
    if type(spec) is not dict:
        return None
    status = pod.get("status")
    phase = status.get("phase") if type(status) is dict else None
    node_name = spec.get("nodeName")
    if not node_name:
        return node_name, phase, None, None
    if phase in ("Succeeded", "Failed"):
        return None
    terms = None
    aff = spec.get("affinity")
    if aff and type(aff) is dict:
        anti = aff.get("podAntiAffinity")
        terms = (anti.get("requiredDuringSchedulingIgnoredDuringExecution") if isinstance(anti, dict) else None)
        terms = terms if isinstance(terms, list) and terms else None
    if type(node_name) is not str or node_name not in nodes:
        return node_name, phase, terms, None
    try:
        req = pod_requests(pod)
    except BadQuantity as exc:
        req = exc
    return node_name, phase, terms, req


def _scan_rows(snapshot):
    """scan_row for the shared pass, or None (not taken): only when some pod is unbound, as
    pending_pods builds a ClusterState only then; the nodes are those ClusterState keeps."""
    if not snapshot.unbound_pods():
        return None
    nodes = set()
    for n in snapshot.nodes:
        if isinstance(n, dict):
            meta = n.get("metadata")
            name = meta.get("name") if isinstance(meta, dict) else None
            if isinstance(name, str) and name:
                nodes.add(name)
    def row(pod):
        return scan_row(pod, nodes)
    row.nodes = nodes
    return row


def kubelet_named(pod: dict) -> bool:
    """plugin_pods' first look: 'kubelet' in the pod's name or namespace."""
    meta = pod.get("metadata")
    meta = meta if isinstance(meta, dict) else {}
    return "kubelet" in str(meta.get("name") or "") or "kubelet" in str(meta.get("namespace") or "")


def _meta_uid(pod: dict):
    meta = pod.get("metadata")
    return meta.get("uid") if isinstance(meta, dict) else None


def _build(snapshot):
    """The shared pass. The common pod (metadata and spec objects, status an object or absent,
    no registered look beyond the two known ones' functions) is read inline, each part once:
    the same looks as the functions above, spelled out (a call per look per pod, and each look
    fetching metadata/spec/status again, was most of the pass: 45,000 pods 0.66 s); anything else
    takes the functions themselves (_slow), so odd objects raise, and give up, as they always did."""
    from .gpu import GPU_NAME_MARKERS, may_request_gpu
    from .pods import has_stopped_container
    from .requests import BadQuantity, pod_requests

    gpu: list = []
    stopped: list = []
    kubelet: list = []
    wiring: list = []
    uids: dict = {}
    owners: list = []
    extra = [(name, predicate, []) for name, predicate in _REGISTERED.items()]
    m1, m2 = GPU_NAME_MARKERS
    admission = ADMISSION
    try:
        row_fn = _scan_rows(snapshot)
        rows = [(SCAN_ROWS, row_fn, [])] if row_fn is not None else []
        nodes = row_fn.nodes if row_fn is not None else None
        row_out = rows[0][2] if rows else None
        for pod in snapshot.pods:
            if type(pod) is not dict:
                if not isinstance(pod, dict):
                    return None
                _slow(pod, gpu, stopped, kubelet, wiring, uids, owners, extra, rows)
                continue
            meta = pod.get("metadata")
            spec = pod.get("spec")
            status = pod.get("status")
            if type(meta) is not dict or type(spec) is not dict or (status is not None and type(status) is not dict):
                _slow(pod, gpu, stopped, kubelet, wiring, uids, owners, extra, rows)
                continue
            # uids (_meta_uid)
            uid = meta.get("uid")
            if uid and isinstance(uid, str):
                uids[uid] = pod
            # owners (owner_row)
            refs = meta.get("ownerReferences") or []
            ctrl = None
            for r in refs:
                if isinstance(r, dict) and r.get("controller"):
                    ctrl = r
                    break
            first = ctrl or (refs[0] if refs and isinstance(refs[0], dict) else None)
            phase = status.get("phase") if status else None
            owners.append((meta or {}, ctrl, first, bool(status and phase == "Succeeded")))
            # gpu and wiring (may_request_gpu; then gpu_runtime_wiring's other pods)
            may_gpu = False
            if spec:
                if spec.get("resourceClaims"):
                    may_gpu = True
                else:
                    for key in ("containers", "initContainers"):
                        for c in spec.get(key) or ():
                            res = c.get("resources") if type(c) is dict else None
                            if not res or type(res) is not dict:
                                continue
                            amounts = res.get("limits")
                            if amounts and type(amounts) is dict:
                                names = "\n".join(amounts)
                                if m1 in names or m2 in names:
                                    may_gpu = True
                                    break
                            amounts = res.get("requests")
                            if amounts and type(amounts) is dict:
                                names = "\n".join(amounts)
                                if m1 in names or m2 in names:
                                    may_gpu = True
                                    break
                        if may_gpu:
                            break
                    else:
                        overhead = spec.get("overhead")
                        if overhead and type(overhead) is dict:
                            names = "\n".join(overhead)
                            may_gpu = m1 in names or m2 in names
            if may_gpu:
                gpu.append(pod)
                wiring.append(pod)
            elif ((status or {}).get("reason") == admission or spec.get("runtimeClassName")):
                wiring.append(pod)
            for _name, predicate, out in extra:
                if predicate(pod):
                    out.append(pod)
            # kubelet (kubelet_named)
            name = meta.get("name")
            ns = meta.get("namespace")
            if ("kubelet" in (name if type(name) is str else str(name or ""))
                    or "kubelet" in (ns if type(ns) is str else str(ns or ""))):
                kubelet.append(pod)
            # stopped (has_stopped_container)
            if status:
                for key in ("containerStatuses", "initContainerStatuses"):
                    hit = False
                    for cs in status.get(key) or ():
                        state, last = cs.get("state"), cs.get("lastState")
                        if (state and ("terminated" in state or "waiting" in state)) or (last and "terminated" in last):
                            hit = True
                            break
                    if hit:
                        stopped.append(pod)
                        break
            # SCAN_ROWS (scan_row)
            if row_out is not None:
                node_name = spec.get("nodeName")
                if not node_name:
                    row_out.append((node_name, phase, None, None))
                elif phase in ("Succeeded", "Failed"):
                    row_out.append(None)
                else:
                    terms = None
                    aff = spec.get("affinity")
                    if aff and type(aff) is dict:
                        anti = aff.get("podAntiAffinity")
                        terms = (anti.get("requiredDuringSchedulingIgnoredDuringExecution")
                                 if isinstance(anti, dict) else None)
                        terms = terms if isinstance(terms, list) and terms else None
                    if type(node_name) is not str or node_name not in nodes:
                        row_out.append((node_name, phase, terms, None))
                    else:
                        try:
                            req = pod_requests(pod)
                        except BadQuantity as exc:
                            req = exc
                        row_out.append((node_name, phase, terms, req))
    except Exception:  # noqa: BLE001 - each consumer's own pass raises it, where it always did
        return None
    looks = {"gpu": gpu, "stopped": stopped, "kubelet": kubelet, "wiring": wiring, "uids": uids, "owners": owners}
    for name, _fn, out in extra + rows:
        looks[name] = out
    return looks


def _slow(pod, gpu, stopped, kubelet, wiring, uids, owners, extra, rows) -> None:
    """One pod of the shared pass through the looks' own functions (what _build inlines)."""
    from .gpu import may_request_gpu
    from .pods import has_stopped_container

    uid = _meta_uid(pod)
    if uid and isinstance(uid, str):
        uids[uid] = pod
    owners.append(owner_row(pod))
    if may_request_gpu(pod):
        gpu.append(pod)
        wiring.append(pod)
    elif ((pod.get("status") or {}).get("reason") == ADMISSION
          or (pod.get("spec") or {}).get("runtimeClassName")):
        wiring.append(pod)
    for _name, predicate, out in extra:
        if predicate(pod):
            out.append(pod)
    if kubelet_named(pod):
        kubelet.append(pod)
    if has_stopped_container(pod):
        stopped.append(pod)
    for _name, fn, out in rows:
        out.append(fn(pod))
