"""Self-contained HTML postmortem through jinja2 templates in report_templates/. One
Environment with autoescape=True: every string from the cluster is escaped (select_autoescape
would not escape `*.html.j2`). The data comes from html_model.build(); this module and the
template only format it. No external resources: CSS is inlined, charts are inline SVG."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib.resources import files

import jinja2
from markupsafe import Markup

from . import html_model, svg
from .safe import clean


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    folder = files("doctor.report_templates")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(folder)), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                             finalize=_finalize)
    env.filters["jsonvalue"] = lambda v: json.dumps(v, ensure_ascii=False, default=str)
    env.filters["objref"] = _objref
    return env


def _finalize(value):
    """Every printed value: control characters (ANSI escapes from logs) made visible, then
    autoescape does the HTML escaping. Already-safe markup (our SVG) passes through."""
    if isinstance(value, Markup) or not isinstance(value, str):
        return value
    return clean(value, limit=200_000)


def _objref(o: dict | None) -> str:
    if not o:
        return ""
    ns = o.get("namespace")
    return f"{o.get('kind')}/{ns + '/' if ns else ''}{o.get('name')}"


def render_template(name: str, **context) -> str:
    return environment().get_template(name).render(**context)


def render(report, opts) -> str:
    model = html_model.build(report)
    charts = {}
    if model["chart_nodes"]:
        charts["allocation"] = svg.allocation_bars(model["chart_nodes"], model["totals"])
        charts["demand"] = svg.demand_vs_free(model["totals"])
    return render_template("report.html.j2", m=model, report=model["report"], charts=charts,
                           verbose=opts.verbose)
