"""Inline SVG charts for the HTML report. Pure formatting of the numbers doctor.facts computed;
every text that came from the cluster is escaped. No scripts, no external references: the
charts print and render without JavaScript. Each chart has a <title>/<desc> for screen readers
and the same numbers are in a table beside it."""
from __future__ import annotations

from markupsafe import Markup, escape

COLORS = {"in_use": "#0969da", "free": "#2da44e", "unavailable": "#cf222e", "requested": "#bf8700"}
FONT = 'font-family="system-ui, sans-serif" font-size="12"'


def _label(text: str, limit: int = 30) -> str:
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _legend(x: float, y: float, keys: list[str]) -> list[str]:
    out = []
    for k in keys:
        out.append(f'<rect x="{x:.1f}" y="{y - 10:.1f}" width="12" height="12" fill="{COLORS[k]}" '
                   f'class="seg {k}"/><text x="{x + 16:.1f}" y="{y:.1f}" {FONT}>{k.replace("_", " ")}</text>')
        x += 24 + 8 * len(k)
    return out


def allocation_bars(rows: list[dict], totals: dict, width: int = 860) -> Markup:
    """One stacked horizontal bar per node (in use | free | unavailable GPUs), plus the
    cluster total on top, scaled to the largest node."""
    label_w, num_w, bar_h, gap, top = 220, 90, 16, 6, 34
    bars = [{"name": "all GPU nodes", **{k: totals.get(k, 0) for k in ("in_use", "free", "unavailable")},
             "total": True}] + [dict(r, total=False) for r in rows]
    height = top + len(bars) * (bar_h + gap) + 10
    scale_max = max((r["in_use"] + r["free"] + r["unavailable"] for r in bars[1:]), default=0) or 1
    plot_w = width - label_w - num_w
    parts = [f'<svg role="img" class="chart" viewBox="0 0 {width} {height}" '
             f'width="{width}" height="{height}" aria-labelledby="alloc-title alloc-desc">',
             '<title id="alloc-title">GPU allocation per node</title>',
             f'<desc id="alloc-desc">Stacked bars: GPUs in use by the pods bound to a Ready node, free, and unavailable '
             f'(not advertised or unhealthy, or on a NotReady / cordoned node). Cluster: {totals.get("in_use", 0)} '
             f'in use, {totals.get("free", 0)} free, {totals.get("unavailable", 0)} unavailable.</desc>']
    parts += _legend(label_w, 16, ["in_use", "free", "unavailable"])
    y = top
    for r in bars:
        total = r["in_use"] + r["free"] + r["unavailable"]
        parts.append(f'<g class="bar{" total" if r["total"] else ""}" data-node="{"*" if r["total"] else escape(r["name"])}">'
                     f'<title>{escape(r["name"])}: '
                     f'{r["in_use"]} in use, {r["free"]} free, {r["unavailable"]} unavailable</title>')
        weight = ' font-weight="600"' if r["total"] else ""
        parts.append(f'<text x="{label_w - 6}" y="{y + bar_h - 4}" text-anchor="end" {FONT}{weight}>'
                     f'{escape(_label(r["name"]))}</text>')
        x = float(label_w)
        # the cluster bar is scaled to the full width on its own
        unit = plot_w / (total or 1) if r["total"] else plot_w / scale_max
        for key in ("in_use", "free", "unavailable"):
            w = r[key] * unit
            if w > 0:
                parts.append(f'<rect class="seg {key}" x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                             f'fill="{COLORS[key]}"/>')
                x += w
        parts.append(f'<text class="nums" x="{width - num_w + 6}" y="{y + bar_h - 4}" {FONT}>'
                     f'{r["in_use"]}/{r["free"]}/{r["unavailable"]}</text></g>')
        y += bar_h + gap
    parts.append("</svg>")
    return Markup("".join(parts))


def demand_vs_free(totals: dict, width: int = 860) -> Markup:
    """GPUs requested by Pending pods next to the GPUs free on schedulable, Ready nodes."""
    label_w, num_w, bar_h = 220, 90, 20
    values = [("requested by Pending pods", totals.get("pending_gpus", 0), "requested"),
              ("free on schedulable nodes", totals.get("free", 0), "free"),
              ("unavailable", totals.get("unavailable", 0), "unavailable")]
    peak = max(v for _, v, _ in values) or 1
    plot_w = width - label_w - num_w
    height = 3 * (bar_h + 8) + 10
    parts = [f'<svg role="img" class="chart" viewBox="0 0 {width} {height}" '
             f'width="{width}" height="{height}" aria-labelledby="demand-title">',
             f'<title id="demand-title">Pending GPU demand ({totals.get("pending_gpus", 0)}) vs free GPUs '
             f'({totals.get("free", 0)})</title>']
    y = 6
    for label, value, key in values:
        w = value / peak * plot_w
        parts.append(f'<g data-fact="{"pending_gpus" if key == "requested" else key}">')
        parts.append(f'<text x="{label_w - 6}" y="{y + bar_h - 6}" text-anchor="end" {FONT}>{label}</text>')
        if w > 0:
            parts.append(f'<rect class="seg {key}" x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                         f'fill="{COLORS[key]}"/>')
        parts.append(f'<text class="nums" x="{label_w + w + 6:.1f}" y="{y + bar_h - 6}" {FONT}>{value}</text></g>')
        y += bar_h + 8
    parts.append("</svg>")
    return Markup("".join(parts))
