"""Prometheus text exposition format (0.0.4) for the node-exporter textfile collector:

    doctor scan -o prometheus > /var/lib/node_exporter/textfile/gpu_doctor.prom.$$ && mv ... gpu_doctor.prom

Gauges only (a scan is a point in time). Label values are escaped as the format requires
(backslash, double quote, newline) after control characters are replaced. Per-finding series
are capped (MAX_FINDING_SERIES) to keep cardinality bounded on big clusters."""
from __future__ import annotations

from ..model import Severity, Status
from .safe import clean

PREFIX = "gpu_doctor"
MAX_FINDING_SERIES = 200


def label_value(value: object) -> str:
    text = clean(value, limit=200)
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(**labels: object) -> str:
    if not labels:
        return ""
    return "{" + ",".join(f'{k}="{label_value(v)}"' for k, v in labels.items()) + "}"


class _Out:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def family(self, name: str, help_text: str, samples: list[tuple[dict, float]]) -> None:
        full = f"{PREFIX}_{name}"
        self.lines.append(f"# HELP {full} {help_text}")
        self.lines.append(f"# TYPE {full} gauge")
        for labels, value in samples:
            self.lines.append(f"{full}{_labels(**labels)} {_num(value)}")


def _num(value: float) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def render(report, opts) -> str:
    from ..facts import of as facts_of   # the same GPU facts every other output states

    snap = report.snapshot
    cluster = snap.meta.get("context") or ",".join(snap.sources) or "live"
    out = _Out()
    out.family("scan_timestamp_seconds", "When the scanned snapshot was observed (Unix time).",
               [({"cluster": cluster}, snap.observed_at.timestamp())])
    out.family("scan_duration_seconds", "Seconds spent running checks in this scan.",
               [({"cluster": cluster}, round(sum(r.seconds for r in report.results), 6))])

    counts: dict[tuple[str, str], int] = {}
    for f in report.findings:
        counts[(f.check, f.severity.value)] = counts.get((f.check, f.severity.value), 0) + 1
    samples = []
    for r in sorted(report.results, key=lambda r: r.id):
        for sev in Severity:
            samples.append(({"check": r.id, "category": r.category, "severity": sev.value},
                            counts.get((r.id, sev.value), 0)))
    out.family("findings", "Findings by check and severity in the latest scan.", samples)
    out.family("findings_total", "Findings by severity in the latest scan.",
               [({"severity": s.value}, sum(1 for f in report.findings if f.severity is s)) for s in Severity])
    status_samples = []
    for r in sorted(report.results, key=lambda r: r.id):
        for st in Status:
            status_samples.append(({"check": r.id, "category": r.category, "status": st.value},
                                   1 if r.status is st else 0))
    out.family("check_status", "1 for the status each check ended with (ok, findings, skipped, error).",
               status_samples)
    blind = getattr(report, "access_problem", None)
    out.family("exit_code", "The exit code this scan returns with its --fail-on (3: the cluster could not be "
                            "read well enough to call it healthy).",
               [({"fail_on": opts.fail_on.value},
                 3 if blind else 1 if any(f.severity.rank >= opts.fail_on.rank for f in report.findings) else 0)])
    gaps = snap.all_gaps()
    out.family("resource_unreadable", "1 for each resource the scan needed but could not (fully) read, by how: "
                                      "forbidden, failed, filtered, absent, not-installed, not-read.",
               [({"cluster": cluster, "resource": g.resource, "kind": g.kind}, 1) for g in gaps])
    findings = [({"check": f.check, "severity": f.severity.value, "fingerprint": f.fingerprint,
                  "object": str(f.objects[0]) if f.objects else "", "title": f.title}, 1)
                for f in report.findings[:MAX_FINDING_SERIES]]
    out.family("finding_info", f"One series per finding (the first {MAX_FINDING_SERIES}, ranked); "
                               "value 1, details in labels.", findings)
    history = report.history
    if history is not None:
        c = history.counts
        out.family("history_findings", "Findings new, still open, or resolved since the previous scan.",
                   [({"cluster": history.cluster, "state": k}, c[k]) for k in ("new", "open", "resolved")])
    if snap.has("nodes"):
        totals = facts_of(report).totals
        # pods missing from the snapshot (a namespace-only recording) may hold GPUs: allocated,
        # in_use and free are then bounds, not values, and are left out rather than exported as facts
        states = ("has", "capacity", "allocatable", "unavailable") if totals.get("pods_partial") else \
            ("has", "capacity", "allocatable", "allocated", "in_use", "free", "unavailable")
        out.family("gpus", "GPUs in the cluster by state (has, capacity, allocatable, allocated, in_use, free, "
                   "unavailable; the pod-dependent states are left out when the snapshot's pods are partial).",
                   [({"cluster": cluster, "state": k}, totals[k]) for k in states])
        out.family("gpu_nodes", "GPU nodes, and how many have a problem (NotReady, cordoned, GPUs lost).",
                   [({"cluster": cluster, "state": "all"}, totals["nodes"]),
                    ({"cluster": cluster, "state": "problem"}, totals["problem_nodes"])])
        out.family("pending_gpu_requests", "GPUs requested by Pending, unscheduled pods.",
                   [({"cluster": cluster}, totals["pending_gpus"])])
    return "\n".join(out.lines) + "\n"
