"""The aggregate FitError message (kubernetes/kubernetes pkg/scheduler/framework/types.go,
FitError.Error), built the way kube-scheduler builds it. Parsing event messages is
doctor.signatures.events' job.

    0/<N> nodes are available: <PreFilterMsg>.            (when a PreFilter plugin rejected)
    0/<N> nodes are available: <sorted histogram>.        (otherwise; "<count> <reason>")
    ... + " <PostFilterMsg>"   (1.31+;  " <PostFilterMsg>." before, hence '..' endings)

The histogram is sorted with Go's sort.Strings: byte-wise, so "10 node(s)..." sorts before
"2 Insufficient..." and uppercase before lowercase."""
from __future__ import annotations


def histogram_entries(histogram: dict[str, int]) -> list[str]:
    entries = [f"{count} {reason}" for reason, count in histogram.items() if count]
    return sorted(entries, key=lambda s: s.encode("utf-8"))


def fit_error_message(total: int, histogram: dict[str, int], prefilter: str = "",
                      postfilter: str = "", postfilter_format: str = " %s") -> str:
    msg = f"0/{total} nodes are available:"
    if prefilter:
        msg += f" {prefilter}."
    else:
        entries = histogram_entries(histogram)
        if entries:
            msg += " " + ", ".join(entries) + "."
    if postfilter:
        msg += postfilter_format % postfilter
    return msg
