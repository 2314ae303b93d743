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

import re

from .signatures import scan_text

SCHEMA = "doctor.explain/v1"
EXCERPT_CONTEXT = 2
MAX_INPUT = 5_000_000   # characters; a pasted log beyond this is cut (said in the output)

_AGG = re.compile(r"0/(?P<n>\d+) nodes are available:?\s*(?P<rest>.*)$", re.S)

# Plain English beside kube-scheduler's own words (never instead of them).
REASON_HELP = [
    (re.compile(r"^Insufficient (nvidia\.com/|amd\.com/|.*gpu)"),
     "the node has fewer free GPUs than the pod requests: all allocatable GPUs are taken by "
     "other pods, or the device plugin advertises fewer than the node has"),
    (re.compile(r"^Insufficient (\S+)"), "the node has less free {0} than the pod requests"),
    (re.compile(r"untolerated taint"), "the node has a taint the pod does not tolerate"),
    (re.compile(r"taints that the pod didn't tolerate"), "the node has a taint the pod does not tolerate"),
    (re.compile(r"didn't match Pod's node affinity/selector|didn't match node selector"),
     "the pod's nodeSelector / required node affinity excludes the node"),
    (re.compile(r"were unschedulable"), "the node is cordoned (spec.unschedulable)"),
    (re.compile(r"Too many pods"), "the node is at its pod limit"),
    (re.compile(r"didn't have free ports"), "a hostPort the pod needs is taken on the node"),
    (re.compile(r"volume node affinity conflict|PersistentVolume's node affinity"),
     "a PersistentVolume the pod uses is pinned to other nodes/zones"),
    (re.compile(r"unbound immediate PersistentVolumeClaims"), "a PVC the pod uses is not bound"),
    (re.compile(r"pod anti-affinity|anti-affinity rules"), "pod anti-affinity rules exclude the node"),
    (re.compile(r"pod affinity rules"), "no node satisfies the pod's pod-affinity rules"),
    (re.compile(r"topology spread"), "placing the pod there would break its topology spread constraints"),
    (re.compile(r"unknown conditions"), "the node's conditions are unknown (kubelet not reporting)"),
    (re.compile(r"cannot allocate all claims|resourceclaim"), "DRA could not allocate the pod's ResourceClaims on the node"),
    (re.compile(r"Preemption is not helpful"), "evicting lower-priority pods would not make the pod fit there"),
    (re.compile(r"No preemption victims"), "there are no lower-priority pods on the node to evict"),
]


def reason_help(reason: str) -> str:
    for rx, text in REASON_HELP:
        m = rx.search(reason)
        if m:
            return text.format(*m.groups()) if "{0}" in text else text
    return ""


def parse_scheduling(text: str) -> dict | None:
    """{"total_nodes", "reasons": {reason: count}, "preemption": {...} | None, "message"}
    for the first "0/N nodes are available" message in the text, else None. The parsing is
    doctor.scheduler.message's (one parser for `pending` and `explain`); a PreFilter rejection
    (no counts) applies to every node, so it is reported with the total as its count."""
    from .signatures.events import parse_message

    for line in text.splitlines():
        idx = line.find("0/")
        while idx != -1:
            parsed = parse_message(line[idx:])
            if parsed is not None:
                total = parsed.total_nodes or 0
                reasons = dict(parsed.reasons)
                if parsed.prefilter:
                    reasons[parsed.prefilter] = total
                preemption = None
                if parsed.preemption is not None:
                    pm = _AGG.search(parsed.preemption)
                    preemption = {"message": "preemption: " + parsed.preemption,
                                  "total_nodes": int(pm.group("n")) if pm else None,
                                  "reasons": dict(parsed.preemption_reasons)}
                out = {"total_nodes": total, "reasons": reasons, "preemption": preemption,
                       "message": line[idx:].strip()}
                if parsed.truncated:
                    out["truncated"] = True
                return out
            idx = line.find("0/", idx + 2)
    if "no nodes available to schedule pods" in text:
        return {"total_nodes": 0, "reasons": {"no nodes available to schedule pods": 0},
                "preemption": None, "message": "no nodes available to schedule pods"}
    return None


def explain(text: str) -> dict:
    truncated = len(text) > MAX_INPUT
    if truncated:
        text = text[:MAX_INPUT]
    lines = text.splitlines()
    matches = []
    seen = set()
    for m in scan_text(text):
        key = (m.signature.category, m.signature.title)
        if key in seen:
            continue
        seen.add(key)
        lo = max(0, m.line_number - 1 - EXCERPT_CONTEXT)
        hi = min(len(lines), m.line_number + EXCERPT_CONTEXT)
        matches.append({
            "category": m.signature.category,
            "title": m.signature.title,
            "explanation": m.signature.explanation,
            "remediation": m.signature.remediation,
            "line": m.line.strip(),
            "line_number": m.line_number,
            "excerpt": "\n".join(lines[lo:hi]),
            "details": dict(m.groups),
        })
        if "found" in m.groups:   # PyTorch's driver CUDA API version -> major.minor
            v = int(m.groups["found"])
            matches[-1]["details"]["driver_cuda"] = f"{v // 1000}.{(v % 1000) // 10}"
        if "required" in m.groups:   # cuda>=X.Y -> the oldest driver that runs it natively
            from .gpu.cuda import parse_version, release_for

            row = release_for(parse_version(m.groups["required"]) or (0,))
            if row is not None:
                matches[-1]["details"]["min_driver"] = row[2]
                matches[-1]["details"]["min_driver_release"] = row[1]
    sched = parse_scheduling(text)
    out = {"schema": SCHEMA, "matches": matches, "scheduling": sched}
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
        if not sched["reasons"]:
            return f"The scheduler could not place the pod on any of {total} node(s)."
        top = max(sched["reasons"].items(), key=lambda kv: kv[1])
        help_ = reason_help(top[0])
        return (f"The scheduler could not place the pod on any of {total} node(s); most common reason "
                f"({top[1]} node(s)): {top[0]}" + (f" ({help_})." if help_ else "."))
    return "No known GPU, CUDA, NCCL or scheduling error found in this text."
