"""Parsing of scheduling event messages (FailedScheduling, NotTriggerScaleUp, ...) into
reason -> node count. Moved here from doctor.scheduler.message (which re-exports it) so that
`explain`, `pending` and the event checks share one parser with the error-signature catalogue.

kube-scheduler's aggregate FitError message (kubernetes/kubernetes pkg/scheduler/framework/types.go,
FitError.Error):

    0/<N> nodes are available: <PreFilterMsg>.            (when a PreFilter plugin rejected)
    0/<N> nodes are available: <sorted histogram>.        (otherwise; "<count> <reason>")
    ... + " <PostFilterMsg>"   (1.31+;  " <PostFilterMsg>." before, hence '..' endings)"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEAD = re.compile(r"^\s*0/(\d+) nodes are available:\s?(.*)$", re.S)
_ENTRY = re.compile(r"^(\d+) (.+)$", re.S)
NOISE = ("no new claims to deallocate, ", "still not schedulable, ")


@dataclass
class ParsedMessage:
    text: str
    total_nodes: int | None = None
    reasons: dict[str, int] = field(default_factory=dict)
    prefilter: str | None = None
    preemption: str | None = None                  # text after "preemption: "
    preemption_reasons: dict[str, int] = field(default_factory=dict)
    truncated: bool = False

    def canonical_reasons(self) -> dict[str, int]:
        from ..scheduler.reasons import canonical

        out: dict[str, int] = {}
        for r, n in self.reasons.items():
            c = canonical(r)
            out[c] = out.get(c, 0) + n
        return out

    def to_dict(self) -> dict:
        return {"total_nodes": self.total_nodes, "reasons": dict(self.reasons),
                "prefilter": self.prefilter, "preemption": self.preemption,
                "preemption_reasons": dict(self.preemption_reasons), "truncated": self.truncated}


def _split_histogram(text: str) -> tuple[dict[str, int], bool]:
    """'1 A, 2 B' -> {A: 1, B: 2}; pieces without a leading count join the previous entry."""
    text = text.strip()
    while text.endswith("."):
        text = text[:-1]
    out: dict[str, int] = {}
    entries: list[str] = []
    for piece in text.split(", "):
        if _ENTRY.match(piece) or not entries:
            entries.append(piece)
        else:
            entries[-1] += ", " + piece
    ok = True
    for e in entries:
        m = _ENTRY.match(e.strip())
        if not m:
            ok = False
            continue
        reason = m.group(2).strip()
        out[reason] = out.get(reason, 0) + int(m.group(1))
    return out, ok


def parse_message(text: str) -> ParsedMessage | None:
    """Parse a FailedScheduling message / PodScheduled condition message. None when it is
    not a FitError (e.g. a binding error)."""
    if not isinstance(text, str):
        return None
    raw = text
    for noise in NOISE:
        text = text.replace(noise, "")
    m = _HEAD.match(text)
    if not m:
        return None
    out = ParsedMessage(raw, int(m.group(1)))
    rest = m.group(2)
    if rest.endswith(" ..."):
        out.truncated = True
        rest = rest[:-4]
    pre_idx = rest.find(" preemption: ")
    if rest.startswith("preemption: "):
        pre_idx = -1
        main, pre = "", rest[len("preemption: "):]
    elif pre_idx >= 0:
        main, pre = rest[:pre_idx], rest[pre_idx + len(" preemption: "):]
    else:
        main, pre = rest, None
    main = main.strip()
    if main:
        first = main.split(", ", 1)[0]
        if _ENTRY.match(first):
            out.reasons, _ = _split_histogram(main)
        else:
            out.prefilter = main.rstrip(".").strip()
    if pre is not None:
        pre = pre.strip()
        out.preemption = pre.rstrip(".").strip()
        pm = _HEAD.match(pre)
        if pm:
            out.preemption_reasons, _ = _split_histogram(pm.group(2))
    return out
