"""Self-contained HTML through jinja2 templates in report_templates/. One Environment with
autoescape=True: every string from the cluster is escaped (select_autoescape would not
escape `*.html.j2`)."""
from __future__ import annotations

from functools import lru_cache
from importlib.resources import files

import jinja2

from .json_out import report_dict


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    folder = files("doctor.report_templates")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(folder)), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    return env


def render_template(name: str, **context) -> str:
    return environment().get_template(name).render(**context)


def render(report, opts) -> str:
    data = report_dict(report)
    return render_template("report.html.j2", report=data, verbose=opts.verbose)
