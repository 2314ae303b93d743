"""Every GPU number any output shows equals the fact the findings are built on (doctor.facts),
over EVERY fixture: the text summary, the JSON report, the HTML tiles, node table, pending
table and both charts, and the Prometheus series. And the findings agree with the facts: the
GPUs a finding says are lost appear as unavailable on that node (and so in the chart and the
totals); pending demand is the sum over the Pending pods the findings name.

`consistency_problems` is run on a deliberately broken view too (a view that computes its own
"unavailable", as the HTML view once did): it must catch it."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parent.parent / "fixtures"
SCENARIOS = sorted(p.name for p in FIX.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
TOTAL_KEYS = ("has", "capacity", "allocatable", "allocated", "in_use", "free", "unavailable")
NODE_KEYS = ("has", "capacity", "allocatable", "allocated", "free", "unavailable")


class View(HTMLParser):
    """What the HTML page shows: every element with data-fact (its text), per table row
    (data-node / data-pod), and each chart bar's label (in use / free / unavailable)."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, dict, list[str]]] = []
        self.tiles: dict[str, list[str]] = {}          # data-fact outside tables and charts
        self.rows: dict[str, dict[str, str]] = {}      # data-node / data-pod -> {fact: text}
        self.losses: dict[str, dict[str, int]] = {}    # node -> {loss kind: gpus}
        self.bars: dict[str, str] = {}                 # chart node (or "*") -> "in_use/free/unavailable"
        self.bar_widths: dict[str, dict[str, float]] = {}
        self.demand: dict[str, str] = {}
        self.headline: str | None = None

    def _ctx(self, key: str) -> str | None:
        for _tag, attrs, _text in reversed(self.stack):
            if key in attrs:
                return attrs[key]
        return None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "rect" and "seg" in (a.get("class") or ""):
            node = self._ctx("data-node")
            if node is not None and "width" in a:
                kind = a["class"].split()[-1]
                self.bar_widths.setdefault(node, {})[kind] = float(a["width"])
            return
        if tag in ("meta", "br", "hr", "img", "input", "rect", "link"):
            return
        self.stack.append((tag, a, []))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_data(self, data):
        for _tag, _attrs, text in self.stack:
            text.append(data)

    def handle_endtag(self, tag):
        if not self.stack or tag not in [t for t, _, _ in self.stack]:
            return
        while self.stack:
            t, a, text = self.stack.pop()
            value = " ".join("".join(text).split())
            self._close(t, a, value)
            if t == tag:
                break

    def _close(self, tag, a, value):
        if tag == "p" and "headline" in (a.get("class") or ""):
            self.headline = value
        if "data-loss" in a:
            node = self._ctx("data-node")
            self.losses.setdefault(node, {})[a["data-loss"]] = int(value)
        if tag == "text" and a.get("class") == "nums":
            node, fact = self._ctx("data-node"), self._ctx("data-fact")
            if node is not None:
                self.bars[node] = value
            elif fact is not None:
                self.demand[fact] = value
            return
        if "data-fact" in a and tag not in ("g",):
            row = self._ctx("data-node") or self._ctx("data-pod")
            if row is not None:
                self.rows.setdefault(row, {})[a["data-fact"]] = value
            else:
                self.tiles.setdefault(a["data-fact"], []).append(value)


def parse_view(html: str) -> View:
    v = View()
    v.feed(html)
    return v


def _int(text: str) -> int:
    return int(text.strip())


def consistency_problems(data: dict, html: str, text: str, prom: str, schedulable=None) -> list[str]:
    """Every disagreement between the facts, the findings, and what each output shows."""
    out: list[str] = []
    facts = data["facts"]
    t = facts["totals"]
    nodes = {n["name"]: n for n in facts["nodes"]}
    findings = {f["id"]: f for f in data["findings"]}

    # -- the facts add up --------------------------------------------------------------------
    for key in TOTAL_KEYS:
        if t[key] != sum(n[key] for n in nodes.values()):
            out.append(f"totals.{key}={t[key]} is not the sum over the nodes")
    for n in nodes.values():
        if n["unavailable"] != sum(x["gpus"] for x in n["lost"]):
            out.append(f"{n['name']}: unavailable {n['unavailable']} != sum of its losses")
        if not n["over_allocated"] and n["in_use"] + n["free"] + n["unavailable"] != n["has"]:
            out.append(f"{n['name']}: in use + free + unavailable != has {n['has']}")
        for x in n["lost"]:
            if x["finding"] is not None and x["finding"] not in findings:
                out.append(f"{n['name']}: loss {x['kind']} names finding {x['finding']} that is not in the report")
    if t["pending_gpus"] != sum(p["requested"] for p in facts["pending"]):
        out.append("pending_gpus is not the sum over the Pending pods")

    # -- the findings agree with the facts ---------------------------------------------------
    for f in data["findings"]:
        node_names = [o["name"] for o in f["objects"] if o["kind"] == "Node"]
        if f["check"] == "gpu_allocatable_below_capacity" and node_names:
            n = nodes.get(node_names[0])
            lost = sum(x["gpus"] for x in (n or {}).get("lost", []) if x["kind"] in ("not_advertised", "unhealthy"))
            if n is None or lost != f["blast_radius"]:
                out.append(f"{f['id']} says {f['blast_radius']} GPU(s) lost on {node_names[0]}; facts: {lost}")
            elif f["id"] not in [x["finding"] for x in n["lost"]]:
                out.append(f"{node_names[0]}: the loss does not name the finding {f['id']} that states it")
        if f["check"] == "gpu_node_not_ready" and node_names and "|" not in f["id"]:
            n = nodes.get(node_names[0])
            said = re.search(r"its (\d+) GPU\(s\) are unusable|: (\d+) idle GPU\(s\)", f["title"])
            if n is None or not said:
                continue
            said_n = int(said.group(1) or said.group(2))
            kind = "node_not_ready" if said.group(1) else "cordoned"
            lost = sum(x["gpus"] for x in n["lost"] if x["kind"] == kind)
            whole = n["unavailable"] if kind == "node_not_ready" else lost
            if said_n != whole:
                out.append(f"{f['id']} says {said_n} GPU(s) ({kind}) on {n['name']}; facts: {whole}")
        m = re.match(r"GPU node (\S+) advertises 0 allocatable GPUs although it is labelled with (\d+)", f["title"])
        if m and m.group(1) in nodes:
            n = nodes[m.group(1)]
            if n["unavailable"] < int(m.group(2)) - n["capacity"]:
                out.append(f"{f['id']} says {m.group(1)} has {m.group(2)} GPUs it does not advertise; facts: "
                           f"unavailable {n['unavailable']}")
        # the pending analysis' per-node free GPUs are the facts' free GPUs of those nodes
        pm = re.search(r"Per node free nvidia\.com/gpu: (.*?)\.(?:\s|$)", f["summary"]) if f["check"] == "pending_pods" else None
        for part in (pm.group(1).split(", ") if pm else []):
            name, _, value = part.rpartition("=")
            n = nodes.get(name)
            if n is not None and n["capacity"] == n["has"] and int(value) != n["free"]:
                out.append(f"{f['id']} says {name} has {value} free GPU(s); facts: {n['free']}")
        # what a pending finding says a pod needs is that pod's request in the facts
    requests = {f"{p['namespace']}/{p['name']}": p["requested"] for p in facts["pending"]}
    for f in data["findings"]:
        if f["check"] != "pending_pods" or "nvidia.com/gpu " not in f["title"] + " ":
            continue
        m = (re.search(r"the (\d+) pod (\S+/\S+) needs", f["title"]) or re.search(r"pod (\S+/\S+): it needs (\d+)", f["title"])
             or re.search(r"Pod (\S+/\S+) needs (\d+) nvidia", f["title"]))
        if not m:
            continue
        want, pod = (m.group(1), m.group(2)) if m.group(1).isdigit() else (m.group(2), m.group(1))
        if pod in requests and int(want) != requests[pod]:
            out.append(f"{f['id']} says {pod} needs {want} GPU(s); facts: {requests[pod]}")
        # a GPU a hardware finding says is dead (drain / reboot / reset / RMA) is unavailable, not free
    dead: dict[str, int] = {}
    for f in data["findings"]:
        if f["check"] == "gpu_hardware_fault" and f["severity"] == "critical" and re.search(
                r"— (drain|replace|reset|reboot)", f["title"]):
            for o in f["objects"]:
                if o["kind"] == "Node" and o["name"] in nodes:
                    dead[o["name"]] = dead.get(o["name"], 0) + 1
    for name, count in dead.items():
        if nodes[name]["unavailable"] < count:
            out.append(f"hardware findings say {count} GPU(s) of {name} are dead; facts: {nodes[name]['unavailable']} "
                       "unavailable")
        # pending demand = the sum over the Pending GPU pods the findings name
    named = {(o["namespace"] or "", o["name"]) for f in data["findings"] for o in f["objects"] if o["kind"] == "Pod"}
    named_demand = sum(p["requested"] for p in facts["pending"] if (p["namespace"], p["name"]) in named)
    for p in facts["pending"]:
        if (p["namespace"], p["name"]) in named and not p["findings"]:
            out.append(f"pending pod {p['namespace']}/{p['name']} is named by a finding the facts do not link")
    young = [p for p in facts["pending"] if p["waiting_s"] is not None and p["waiting_s"] < 30]  # not yet "stuck"
    unnamed = [p for p in facts["pending"] if (p["namespace"], p["name"]) not in named and p not in young]
    # a pod no finding names must be one the scheduler replay would place now (nothing to report)
    stuck = [p for p in unnamed if schedulable is None or not schedulable(p["namespace"], p["name"])]
    if stuck:
        out.append(f"Pending GPU pods no finding names and the replay cannot place: "
                   f"{[p['namespace'] + '/' + p['name'] for p in stuck][:5]}")
    if named_demand + sum(p["requested"] for p in unnamed + young if (p["namespace"], p["name"]) not in named) \
            != t["pending_gpus"]:
        out.append(f"pending demand {t['pending_gpus']} != {named_demand}, the sum over the Pending GPU pods the "
                   "findings name, plus the ones that are not stuck")

    # -- HTML: tiles, node table (and its totals row), pending table, charts ------------------
    v = parse_view(html)
    for key in ("nodes", "has", "in_use", "allocated", "allocatable", "free", "unavailable", "pending_gpus"):
        shown = v.tiles.get(key, [])
        if not shown and t["nodes"]:
            out.append(f"HTML: no tile for {key}")
        for s in shown:
            if _int(s) != t[key]:
                out.append(f"HTML tile {key} shows {s}, fact {t[key]}")
    if t["nodes"]:
        for name, n in nodes.items():
            row = v.rows.get(name)
            if row is None:
                if len(nodes) <= 2000:
                    out.append(f"HTML table: no row for {name}")
                continue
            for key in NODE_KEYS:
                if _int(row.get(key, "-1")) != n[key]:
                    out.append(f"HTML table {name}.{key} shows {row.get(key)}, fact {n[key]}")
            shown_losses = v.losses.get(name, {})
            if shown_losses != {x["kind"]: x["gpus"] for x in n["lost"]}:
                out.append(f"HTML table {name}: losses shown {shown_losses}, facts {n['lost']}")
        foot = v.rows.get("*", {})
        for key in NODE_KEYS:
            if _int(foot.get(key, "-1")) != t[key]:
                out.append(f"HTML table total {key} shows {foot.get(key)}, fact {t[key]}")
        for name, label in v.bars.items():
            n = t if name == "*" else nodes.get(name)
            if n is None:
                out.append(f"chart draws {name}, which is not a GPU node")
                continue
            want = f"{n['in_use']}/{n['free']}/{n['unavailable']}"
            if label != want:
                out.append(f"chart {name} labelled {label}, facts {want}")
            widths = v.bar_widths.get(name, {})
            total = sum(widths.values())
            parts = n["in_use"] + n["free"] + n["unavailable"]
            for key in ("in_use", "free", "unavailable"):
                drawn = widths.get(key, 0.0) / total * parts if total else 0.0
                if abs(drawn - n[key]) > 0.05 * max(parts, 1):
                    out.append(f"chart {name}: the {key} segment is drawn as {drawn:.1f} GPU(s), fact {n[key]}")
        lost_nodes = [name for name, n in nodes.items() if n["unavailable"]]
        if v.bars and not set(lost_nodes[:40]) <= set(v.bars):
            out.append(f"chart leaves out nodes with unavailable GPUs: {sorted(set(lost_nodes) - set(v.bars))}")
        for key in ("pending_gpus", "free", "unavailable"):
            if v.demand and _int(v.demand.get(key, "-1")) != t[key]:
                out.append(f"demand chart {key} shows {v.demand.get(key)}, fact {t[key]}")
    for p in facts["pending"][:5000]:
        row = v.rows.get(f"{p['namespace']}/{p['name']}")
        if row is None or _int(row.get("requested", "-1")) != p["requested"]:
            out.append(f"HTML pending table {p['namespace']}/{p['name']}: {row}, fact {p['requested']}")

    # -- text ------------------------------------------------------------------------------
    m = re.search(r"GPUs: (\d+) on (\d+) node\(s\) · (\d+) in use · (\d+) free · (\d+) unavailable.*?"
                  r"· (\d+) allocated of (\d+) allocatable · Pending pods request (\d+) GPU\(s\) \((\d+) pod",
                  " ".join(text.split()))
    if t["nodes"] or t["pending_pods"]:
        if not m:
            out.append("text: no GPU line")
        else:
            got = dict(zip(("has", "nodes", "in_use", "free", "unavailable", "allocated", "allocatable",
                            "pending_gpus", "pending_pods"), map(int, m.groups())))
            for key, value in got.items():
                if value != t[key]:
                    out.append(f"text {key} says {value}, fact {t[key]}")

    # -- prometheus ------------------------------------------------------------------------
    for key in ("has", "capacity", "allocatable", "allocated", "free", "unavailable"):
        pm = re.search(r'^gpu_doctor_gpus\{[^}]*state="%s"[^}]*\} (\S+)$' % key, prom, re.M)
        if pm and int(float(pm.group(1))) != t[key]:
            out.append(f"prometheus gpus{{state={key}}} = {pm.group(1)}, fact {t[key]}")
    pm = re.search(r"^gpu_doctor_pending_gpu_requests\{[^}]*\} (\S+)$", prom, re.M)
    if pm and int(float(pm.group(1))) != t["pending_gpus"]:
        out.append(f"prometheus pending_gpu_requests = {pm.group(1)}, fact {t['pending_gpus']}")
    return out


def outputs(doctor, scenario: str) -> tuple[dict, str, str, str]:
    path = FIX / scenario
    got = {}
    for fmt in ("json", "html", "text", "prometheus"):
        r = doctor("scan", "--from", path, "-o", fmt)
        assert r.code in (0, 1), (fmt, r.stderr)
        got[fmt] = r.stdout
    import json

    return json.loads(got["json"]), got["html"], got["text"], got["prometheus"]


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_number_shown_agrees_with_the_facts_and_findings(doctor, scenario):
    data, html, text, prom = outputs(doctor, scenario)

    def schedulable(ns: str, name: str) -> bool:
        r = doctor("pending", f"{ns}/{name}", "--from", FIX / scenario, "-o", "json")
        return r.code in (0, 1) and r.json().get("schedulable") is True

    assert consistency_problems(data, html, text, prom, schedulable) == []


def test_demo_shows_the_8_lost_gpus_of_gpu_h100_2_everywhere(doctor):
    data, html, text, prom = outputs(doctor, "demo")
    n = next(n for n in data["facts"]["nodes"] if n["name"] == "gpu-h100-2")
    assert (n["has"], n["capacity"], n["unavailable"]) == (8, 0, 8)
    below = next(f for f in data["findings"] if f["check"] == "gpu_allocatable_below_capacity")
    assert n["lost"][0]["finding"] == below["id"]
    assert n["lost"][0]["root"] == next(f for f in data["findings"] if not f["explained_by"])["id"]
    total = data["facts"]["totals"]["unavailable"]
    assert total >= 8
    v = parse_view(html)
    assert v.tiles["unavailable"] == [str(total)]
    assert v.rows["gpu-h100-2"]["unavailable"] == "8" and v.rows["*"]["unavailable"] == str(total)
    assert v.bars["gpu-h100-2"] == "0/0/8" and v.bars["*"].endswith(f"/{total}")
    assert f"· {total} unavailable (" in text and "8 not advertised by the device plugin: gpu-h100-2" in text
    assert f'href="#{below["id"]}"' in html


def test_a_broken_view_is_caught(doctor, monkeypatch):
    """A view that computes its own 'unavailable' from capacity (as the HTML view did before
    doctor.facts) must fail the consistency check: in the chart, the table and the tiles."""
    from doctor.render import html_model

    good = outputs(doctor, "demo")
    assert consistency_problems(*good) == []
    total = good[0]["facts"]["totals"]["unavailable"]
    real = html_model.gpu_nodes

    def own_numbers(facts):
        rows, totals = real(facts)
        for r in rows:
            r["unavailable"] = max(r["capacity"] - r["allocated"] - r["free"], 0)
        return rows, dict(totals, unavailable=sum(r["unavailable"] for r in rows))

    monkeypatch.setattr(html_model, "gpu_nodes", own_numbers)
    data, html, text, prom = outputs(doctor, "demo")
    problems = consistency_problems(data, html, text, prom)
    assert any(f"HTML tile unavailable shows {total - 8}, fact {total}" in p for p in problems), problems
    assert any("HTML table gpu-h100-2.unavailable shows 0" in p for p in problems), problems
    assert any(p.startswith("chart gpu-h100-2 labelled 0/0/0") for p in problems), problems


def test_a_broken_text_summary_and_chart_segment_are_caught(doctor, monkeypatch):
    from doctor.render import svg, text as text_mod

    real_line = text_mod.gpu_line
    monkeypatch.setattr(text_mod, "gpu_line", lambda report: re.sub(r"· \d+ unavailable", "· 0 unavailable",
                                                                    real_line(report)))
    real = svg.allocation_bars

    def squashed(rows, totals, width=860):  # draws the lost GPUs as free space but keeps the labels
        return real([dict(r, free=r["free"] + r["unavailable"], unavailable=0) if r["unavailable"] else r
                     for r in rows], totals, width).replace(">0/8/0<", ">0/0/8<")

    monkeypatch.setattr(svg, "allocation_bars", squashed)
    problems = consistency_problems(*outputs(doctor, "demo"))
    assert any(re.fullmatch(r"text unavailable says 0, fact \d+", p) for p in problems), problems
    assert any("chart gpu-h100-2: the unavailable segment is drawn as 0.0" in p for p in problems), problems


def test_pending_demand_is_the_sum_over_the_pods_the_findings_name(doctor):
    data, *_ = outputs(doctor, "demo")
    named = {(o["namespace"], o["name"]) for f in data["findings"] for o in f["objects"] if o["kind"] == "Pod"}
    pending = data["facts"]["pending"]
    assert {(p["namespace"], p["name"]) for p in pending} <= named
    assert data["facts"]["totals"]["pending_gpus"] == sum(p["requested"] for p in pending) == 12
    assert next(p for p in pending if p["name"] == "train-llama-0")["waiting_since"] == "2026-11-28T02:40:01Z"
