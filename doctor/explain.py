"""`doctor explain`: what a pasted event message or log excerpt means.

Two independent readings of the text:
- error signatures (doctor.signatures catalogue): category, what it means, the fix, the
  matched line and a few lines around it;
- kube-scheduler's aggregate FailedScheduling message ("0/N nodes are available: ...")
  decomposed into reason -> node count, plus the preemption part. Format per
  kubernetes/kubernetes pkg/scheduler/framework/types.go FitError.Error() (see
  shared/reference/scheduler.md section 5): histogram entries "<count> <reason>" sorted and
  joined with ", ", a PreFilter message instead of the histogram (no counts), then
  " preemption: ..." (older releases end it with ".." ), with DRA noise such as
  "no new claims to deallocate, " in between."""
from __future__ import annotations

from .signatures import LazyPattern   # compiled on first use: explain TEXT's startup (issue 16)

SCHEMA = "doctor.explain/v1"
EXCERPT_CONTEXT = 2
MAX_INPUT = 5_000_000   # characters; a pasted log beyond this is cut (said in the output)


# Plain English beside kube-scheduler's own words (never instead of them).
REASON_HELP = [
    (LazyPattern(r"^Insufficient (nvidia\.com/|amd\.com/|.*gpu)"),
     "the node has fewer free GPUs than the pod requests: all allocatable GPUs are taken by "
     "other pods, or the device plugin advertises fewer than the node has"),
    (LazyPattern(r"^Insufficient (\S+)"), "the node has less free {0} than the pod requests"),
    (LazyPattern(r"untolerated taint \{node\.kubernetes\.io/(unreachable|not-ready):"),
     "the node is {0} (not Ready): the node lifecycle controller tainted it because its kubelet stopped "
     "reporting; nothing new lands there until it is Ready again (run `doctor scan` for why)"),
    (LazyPattern(r"untolerated taint"), "the node has a taint the pod does not tolerate"),
    (LazyPattern(r"taints that the pod didn't tolerate"), "the node has a taint the pod does not tolerate"),
    (LazyPattern(r"didn't match Pod's node affinity/selector|didn't match node selector"),
     "the pod's nodeSelector / required node affinity excludes the node"),
    (LazyPattern(r"were unschedulable"), "the node is cordoned (spec.unschedulable)"),
    (LazyPattern(r"Too many pods"), "the node is at its pod limit"),
    (LazyPattern(r"didn't have free ports"), "a hostPort the pod needs is taken on the node"),
    (LazyPattern(r"volume node affinity conflict|PersistentVolume's node affinity"),
     "a PersistentVolume the pod uses is pinned to other nodes/zones"),
    (LazyPattern(r"unbound immediate PersistentVolumeClaims"), "a PVC the pod uses is not bound"),
    (LazyPattern(r"pod anti-affinity|anti-affinity rules"), "pod anti-affinity rules exclude the node"),
    (LazyPattern(r"pod affinity rules"), "no node satisfies the pod's pod-affinity rules"),
    (LazyPattern(r"topology spread"), "placing the pod there would break its topology spread constraints"),
    (LazyPattern(r"unknown conditions"), "the node's conditions are unknown (kubelet not reporting)"),
    (LazyPattern(r"cannot allocate all claims|resourceclaim"), "DRA could not allocate the pod's ResourceClaims on the node"),
    (LazyPattern(r"Preemption is not helpful"), "evicting lower-priority pods would not make the pod fit there"),
    (LazyPattern(r"No preemption victims"), "there are no lower-priority pods on the node to evict"),
]


def reason_help(reason: str) -> str:
    for rx, text in REASON_HELP:
        m = rx.search(reason)
        if m:
            return text.format(*m.groups()) if "{0}" in text else text
    return ""


def parse_scheduling(text: str) -> dict | None:
    """{"total_nodes", "reasons": {reason: count}, "preemption": {...} | None, "message", "source"}
    for the first scheduling event message in the text: kube-scheduler's FitError and the forms of
    cluster-autoscaler, Volcano, Kueue, KAI and the legacy scheduler
    (doctor.signatures.events.parse_event: one parser for `pending` and `explain`). total_nodes is
    None when the message states no node total; a count the message does not state is None."""
    from .signatures.events import _HEAD, _histogram, parse_event

    ev = parse_event(text)
    if ev is None:
        if "no nodes available to schedule pods" in text:
            return {"total_nodes": 0, "reasons": {"no nodes available to schedule pods": 0},
                    "preemption": None, "message": "no nodes available to schedule pods", "source": "kube-scheduler"}
        return None
    preemption = None
    if ev["preemption"] is not None:
        pm = _HEAD.match(ev["preemption"])
        preemption = {"message": "preemption: " + ev["preemption"],
                      "total_nodes": int(pm.group(1)) if pm else None,
                      "reasons": _histogram(pm.group(2)) if pm else {}}
    out = {"total_nodes": ev["total"], "reasons": dict(ev["reasons"]), "preemption": preemption,
           "message": ev["message"], "source": ev["source"]}
    for k in ("truncated", "pod_set"):
        if k in ev:
            out[k] = ev[k]
    return out


_INT = LazyPattern(r"[0-9]{1,9}\Z")            # (matched with .match: anchored at the start)
_CUDA_XY = LazyPattern(r"[0-9]{1,3}\.[0-9]{1,3}\Z")
_RELEASE = LazyPattern(r"[0-9]{1,4}(?:\.[0-9]{1,4}){0,3}\Z")


def version_details(groups: dict) -> dict:
    """The version facts a signature's named groups carry, one group name per meaning (a name never means two
    things: NGC's driver release '470.256.02' once shared the group name of PyTorch's driver CUDA API integer and
    crashed explain, aws/deep-learning-containers#4990):
    - driver_cuda_api: PyTorch's 'found version 11040' (1000*major + 10*minor) -> driver_cuda '11.4' (and 'found', the
      raw number, as before);
    - cuda_required: nvidia-container-cli's 'cuda>=12.4' -> the oldest driver that runs it natively (min_driver,
      min_driver_release; and 'required', the raw version, as before);
    - driver_release_required / driver_release_found: an NGC image's driver release floor and the node's driver
      release ('470.256.02') -> driver_release_older (the node's release is below the floor).
    A value of an unexpected shape adds nothing (never raises)."""
    out: dict = {}
    api = groups.get("driver_cuda_api")
    if isinstance(api, str) and _INT.match(api):
        v = int(api)
        out["found"] = api
        out["driver_cuda"] = f"{v // 1000}.{(v % 1000) // 10}"
    need = groups.get("cuda_required")
    if isinstance(need, str) and _CUDA_XY.match(need):
        from .gpu.cuda import parse_version, release_for

        out["required"] = need
        row = release_for(parse_version(need) or (0,))
        if row is not None:
            out["min_driver"] = row[2]
            out["min_driver_release"] = row[1]
    floor, have = groups.get("driver_release_required"), groups.get("driver_release_found")
    if isinstance(floor, str) and isinstance(have, str) and _RELEASE.match(floor) and _RELEASE.match(have):
        def key(v: str) -> tuple:
            return tuple(int(x) for x in v.split("."))
        out["driver_release_older"] = key(have) < key(floor)
    return out


def _match_json(f, lines: list[str]) -> dict:
    """One finding in the doctor.explain/v1 `matches` shape (plus added fields)."""
    m = f.first
    s = f.signature
    lo = max(0, m.line_number - 1 - EXCERPT_CONTEXT)
    hi = min(len(lines), m.line_number + EXCERPT_CONTEXT)
    details = dict(m.groups)
    remediation = s.fix
    if s.enrich is not None:
        details.update(s.enrich(m.groups))
        info = details.get("xid_info")
        if info and info.get("action"):
            remediation = (f"Xid {info['xid']} ({info['name']}): {info['meaning']}. NVIDIA's immediate action: "
                           f"{info['action']}: {info['action_text']}"
                           + (f"; {info['note']}" if info.get("note") else "")
                           + ". Map the PCI bus id to the GPU: `nvidia-smi --query-gpu=index,pci.bus_id,uuid "
                             "--format=csv`. NVIDIA Xid catalog: " + info["source"])
    details.update(version_details(m.groups))
    out = {
        "category": s.category,
        "title": s.title,
        "explanation": s.explanation,
        "remediation": remediation,
        "line": m.line.strip(),
        "excerpt": "\n".join(lines[lo:hi]),
        "id": s.id,
        "meaning": s.meaning,
        "why": s.why,
        "line_number": m.line_number,
        "lines": list(f.line_numbers),
        "support": f.support,
        "level": s.level,
        "explains": list(f.explains),
        "source": s.source,
        "details": details,
    }
    if s.confidence:
        out["confidence"] = s.confidence
    if s.readings:
        out["readings"] = [{"category": c, "reading": r} for c, r in s.readings]
        out["distinguish"] = s.distinguish
    elif s.distinguish:
        out["distinguish"] = s.distinguish
    return out


def _fallback_json(cat: str, how: str, why_this: str, kind: str, line: str, n: int, lines: list[str], source: str,
                   details: dict) -> dict:
    """A low-confidence match of a fallback (no signature read the paste): the category's reading from its family
    entry (or first entry), `why_this` saying what the fallback saw, the excerpt around line `n`."""
    from .signatures import CATEGORY_INFO, catalogue

    same = [s for s in catalogue() if s.category == cat]
    ref = next((s for s in same if "/family-" in s.id), same[0] if same else None)
    label = CATEGORY_INFO[cat][1]
    lo, hi = max(0, n - 1 - EXCERPT_CONTEXT), min(len(lines), n + EXCERPT_CONTEXT)
    meaning = ((ref.meaning + " ") if ref else "") + (ref.why if ref else "")
    return {
        "category": cat,
        "title": f"Looks like {label} ({how}, no exact signature)",
        "explanation": f"{why_this} Low confidence: a hint to check, not a diagnosis. {meaning}".strip(),
        "remediation": ref.fix if ref else "",
        "line": line,
        "excerpt": "\n".join(lines[lo:hi]),
        "id": f"{kind}/{cat}",
        "meaning": ref.meaning if ref else label,
        "why": ref.why if ref else "",
        "line_number": n,
        "lines": [n],
        "support": 1,
        "level": "warn",
        "explains": [],
        "source": source,
        "confidence": "low",
        "details": {kind: details},
    }


def _resemblance_json(text: str, lines: list[str]) -> dict | None:
    """A low-confidence match naming the category of the nearest cited real error text (no
    signature matched; doctor.signatures.resemble, read only now), or None below its threshold."""
    from .signatures.resemble import resemble

    r = resemble(text)
    if r is None:
        return None
    cat, n = r["category"], r["line_number"]
    near = [x for x in r["nearest"] if x["category"] == cat]
    cited = "; ".join(f"{x['source']} (similarity {x['similarity']:.2f})" for x in near)
    return _fallback_json(cat, "by resemblance to known errors",
                          f"No catalogue signature matches this text; line {n} resembles cited real error texts of this "
                          f"category: {cited}.", "resemblance", r["line"], n, lines, near[0]["source"] if near else "",
                          {"similarity": r["similarity"], "nearest": r["nearest"]})


def _classifier_json(text: str, lines: list[str]) -> dict | None:
    """A low-confidence match naming the category the words of the paste's failure lines weigh for (no signature
    and no resemblance read it; doctor.signatures.classify, read only now), or None."""
    from .signatures.classify import classify

    r = classify(text)
    if r is None:
        return None
    words = ", ".join(f"'{w}'" for w in r["words"][:5])
    return _fallback_json(r["category"], "by the words of its failure lines",
                          f"No catalogue signature matches this text and no cited error resembles one line of it; the "
                          f"words of its failure lines ({words}, ...) are those of cited real errors of this category, "
                          f"more than of any other or of errors outside the GPU stack.", "classifier", r["line"],
                          r["line_number"], lines, "",
                          {"margin": r["margin"], "runner_up": r["runner_up"], "words": r["words"]})


def explain(text: str) -> dict:
    """Both readings of a pasted text: error signatures (ranked, root cause first) and the scheduling
    event message, in the doctor.explain/v1 shape (fields are only ever added)."""
    from .signatures import analyse
    from .signatures.not_stack import not_stack_hits, rests_on_not_stack
    from .signatures.paste import unwiden

    truncated = len(text) > MAX_INPUT
    if truncated:
        text = text[:MAX_INPUT]
    text = unwiden(text)      # a UTF-16 log read byte-wise, line for line (the line numbers stay the paste's)
    lines = text.splitlines()
    findings = analyse(text)
    not_stack = not_stack_hits(text)
    if not_stack:
        # a line that states a known non-stack error (a program error, host memory, another vendor's GPU) is that
        # error: any reading resting on such lines alone is dropped, readings of other lines are kept, and the
        # resemblance fallback is not asked
        on = {n for _, n, _ in not_stack}
        findings = [f for f in findings if not rests_on_not_stack(f.signature.pattern, f.line_numbers, on, lines)]
    matches = [_match_json(f, lines) for f in findings]
    sched = parse_scheduling(text)
    if not matches and sched is None and not not_stack:
        # no signature: the nearest cited real error, else the category its words weigh for, or nothing
        near = _resemblance_json(text, lines) or _classifier_json(text, lines)
        if near is not None:
            matches = [near]
    out = {"schema": SCHEMA, "matches": matches, "scheduling": sched}
    if not_stack:
        once: dict = {}    # each entry at its first line
        for e, n, line in not_stack:
            once.setdefault(e.id, (e, n, line))
        out["not_gpu_stack"] = [{"id": e.id, "title": e.title, "explanation": e.explanation,
                                 "remediation": e.remediation, "line": line, "line_number": n, "source": e.source}
                                for e, n, line in once.values()]
    if matches:
        first = matches[0]
        out["root_cause"] = {"category": first["category"], "id": first["id"], "line_number": first["line_number"]}
    if truncated:
        out["truncated_at_chars"] = MAX_INPUT
    return out


def headline(result: dict) -> str:
    """The first line of the text output: what it is, in plain English."""
    sched = result.get("scheduling")
    matches = result.get("matches") or []
    if matches:
        first = matches[0]
        return f"{first['title']}: {first['explanation'].split('. ')[0].rstrip('.')}."
    if sched:
        total = sched["total_nodes"]
        where = f"any of {total} node(s)" if total is not None else "any node"
        who = sched.get("source") or "kube-scheduler"
        subject = "The scheduler" if who == "kube-scheduler" else f"The scheduler ({who})"
        verb = f"could not place the pod on {where}"
        if who in ("cluster-autoscaler", "karpenter"):   # node provisioners: no node to add, not no node to pick
            subject, verb = f"The autoscaler ({who})", "could not add a node that fits the pod"
        if not sched["reasons"]:
            return f"{subject} {verb}."
        top = max(sched["reasons"].items(), key=lambda kv: kv[1] if kv[1] is not None else -1)
        help_ = reason_help(top[0])
        # NotTriggerScaleUp counts node groups (its reasons are per node group: "2 max node group size reached",
        # "1 in backoff after failed scale-up"), not nodes
        unit = "node group(s)" if who == "cluster-autoscaler" else "node(s)"
        count = f"{top[1]} {unit}" if top[1] is not None else "count not stated"
        return (f"{subject} {verb}; most common reason "
                f"({count}): {top[0]}" + (f" ({help_})." if help_ else "."))
    others = result.get("not_gpu_stack") or []
    if others:
        return f"Not a GPU-stack failure: {others[0]['title']}."
    return "No known GPU, CUDA, NCCL or scheduling error found in this text."
