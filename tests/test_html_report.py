"""HTML postmortem: self-contained, escaped, and its numbers agree with the fixture."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parent.parent / "fixtures"


class Tables(HTMLParser):
    """Collects every table's body rows (cell texts) keyed by the table's class."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._cls = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._in_body = False
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "table":
            self._cls = a.get("class") or f"table{len(self.tables)}"
            self.tables[self._cls] = []
        elif tag == "tbody":
            self._in_body = True
        elif tag == "tr" and self._in_body:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "tbody":
            self._in_body = False
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[self._cls].append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def parse(html: str) -> Tables:
    p = Tables()
    p.feed(html)
    return p


def load(name: str, resource: str) -> list[dict]:
    return json.loads((FIX / name / f"{resource}.json").read_text())["items"]


def test_html_report_is_self_contained_and_ranked(doctor):
    r = doctor("scan", "--from", FIX / "postmortem", "-o", "html")
    assert r.code in (0, 1), r.stderr
    html = r.stdout
    assert html.startswith("<!DOCTYPE html>")
    # no network fetches: no external src/href, no @import, no url() at all
    assert not re.search(r'''(src|href|action|poster|data)\s*=\s*["']?\s*(https?:)?//''', html, re.I)
    assert "@import" not in html and "url(" not in html
    assert "<script" not in html.lower() and "<link" not in html.lower()
    assert "@media print" in html
    # the root cause headline is the top-ranked finding of the same scan
    data = doctor("scan", "--from", FIX / "postmortem", "-o", "json").json()
    top = next(f for f in data["findings"] if not f["explained_by"])
    headline = re.search(r'<p class="headline [a-z]+"><a href="#([^"]+)">(.*?)</a></p>', html, re.S)
    assert headline.group(1) == top["id"]
    headline = headline.group(2)
    assert headline.strip() == top["title"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    # every finding is there, evidence folded in <details>
    for f in data["findings"]:
        assert f'id="{f["id"]}"' in html
    assert html.count('<details class="evidence"') == sum(1 for f in data["findings"] if f["evidence"])
    assert "<svg" in html and "</svg>" in html


def test_gpu_table_matches_the_fixture(doctor):
    html = doctor("scan", "--from", FIX / "postmortem", "-o", "html").stdout
    rows = {r[0]: r for r in parse(html).tables["nodes"]}
    nodes = load("postmortem", "nodes")
    pods = load("postmortem", "pods")
    gpu_nodes = [n for n in nodes if "nvidia.com/gpu" in n["status"]["capacity"]]
    assert set(rows) == {n["metadata"]["name"] for n in gpu_nodes}
    for n in gpu_nodes:
        name = n["metadata"]["name"]
        allocated = sum(int(c["resources"].get("limits", {}).get("nvidia.com/gpu", 0))
                        for p in pods if p["spec"].get("nodeName") == name
                        and p["status"]["phase"] not in ("Succeeded", "Failed")
                        for c in p["spec"]["containers"])
        row = rows[name]
        cap, alloc = int(n["status"]["capacity"]["nvidia.com/gpu"]), int(n["status"]["allocatable"]["nvidia.com/gpu"])
        assert row[3:6] == [str(cap), str(alloc), str(allocated)]
        assert int(row[2]) >= cap
        ready = next(c["status"] for c in n["status"]["conditions"] if c["type"] == "Ready")
        usable = ready == "True" and not n["spec"].get("unschedulable")
        assert row[6] == str(max(alloc - allocated, 0) if usable else 0)
        labels = n["metadata"]["labels"]
        driver = labels.get("nvidia.com/cuda.driver-version.full") or ".".join(
            labels[k] for k in ("nvidia.com/cuda.driver.major", "nvidia.com/cuda.driver.minor",
                                "nvidia.com/cuda.driver.rev"))
        assert row[8] == driver
        assert row[9].startswith(ready)
        assert row[10] == ("cordoned" if n["spec"].get("unschedulable") else "yes")
        assert row[1] == labels["nvidia.com/gpu.product"]


def test_timeline_has_warning_events_and_terminations_in_time_order(doctor):
    html = doctor("scan", "--from", FIX / "postmortem", "-o", "html").stdout
    rows = parse(html).tables["timeline"]
    events = load("postmortem", "events")
    warnings = {e["reason"] for e in events if e["type"] == "Warning"}
    normals = {e["reason"] for e in events if e["type"] == "Normal"} - warnings
    reasons = {r[3] for r in rows}
    assert warnings <= reasons
    assert not (normals & reasons)
    times = [r[0] for r in rows]
    assert times == sorted(times)
    terminated = [(p["metadata"]["name"], cs["lastState"]["terminated"]) for p in load("postmortem", "pods")
                  for cs in p["status"].get("containerStatuses", []) if cs.get("lastState", {}).get("terminated")]
    assert terminated
    for pod, term in terminated:
        row = next(r for r in rows if r[2].endswith("termination") and r[4].endswith("/" + pod))
        assert row[3] == term["reason"]
        assert f"code {term['exitCode']}" in row[6]
    # ages are against the snapshot's observed_at (09:30:00Z), not the wall clock
    nn = next(r for r in rows if r[3] == "NodeNotReady")
    assert nn[0] == "2026-11-20 08:51:00Z" and nn[1] == "39m ago"


HOSTILE = FIX / "hostile"


def test_hostile_fixture_is_escaped_in_html(doctor):
    raw = "".join(p.read_text() for p in HOSTILE.rglob("*.json"))
    assert "<script>" in raw and "\\u001b" in raw  # the fixture really is hostile
    html = doctor("scan", "--from", HOSTILE, "-o", "html", "-v").stdout
    assert "&lt;script&gt;" in html          # the data is shown...
    assert "<script" not in html.lower()      # ...but never as markup
    assert "\x1b" not in html and "\x07" not in html
    for tag, attrs in parse(html).tags:
        assert not tag.startswith("script")
        assert not any(k.startswith("on") for k in attrs), (tag, attrs)


def test_hostile_fixture_text_output_has_no_raw_escapes(doctor):
    for args in (("scan",), ("scan", "-v"), ("scan", "-vv")):
        r = doctor(*args, "--from", HOSTILE)
        assert r.code in (0, 1), r.stderr
        assert "PWNED" in r.stdout or "alert(1)" in r.stdout  # hostile strings reached the output
        assert "\x1b" not in r.stdout and "\x07" not in r.stdout and "\x9b" not in r.stdout
        assert "\x1b" not in r.stderr


def test_cluster_without_gpus_renders(doctor, tmp_path):
    cpu_node = next(n for n in load("postmortem", "nodes") if "nvidia.com/gpu" not in n["status"]["capacity"])
    (tmp_path / "nodes.json").write_text(json.dumps(
        {"apiVersion": "v1", "kind": "List", "items": [cpu_node], "metadata": {"resourceVersion": ""}}))
    (tmp_path / "meta.json").write_text(json.dumps({"observed_at": "2026-11-20T09:30:00Z"}))
    r = doctor("scan", "--from", tmp_path, "-o", "html")
    assert r.code == 0, r.stderr
    assert "No GPU nodes in the snapshot." in r.stdout and "No problems found." in r.stdout


def test_many_findings_fold_into_compact_rows(doctor, tmp_path):
    base = next(n for n in load("postmortem", "nodes") if n["spec"].get("unschedulable"))
    nodes = []
    for i in range(70):
        n = json.loads(json.dumps(base))
        n["metadata"]["name"] = f"gpu-cordoned-{i:02d}"
        n["metadata"]["uid"] = f"00000000-0000-4000-a000-{i:012d}"
        n["metadata"]["labels"]["kubernetes.io/hostname"] = n["metadata"]["name"]
        nodes.append(n)
    (tmp_path / "nodes.json").write_text(json.dumps(
        {"apiVersion": "v1", "kind": "List", "items": nodes, "metadata": {"resourceVersion": ""}}))
    (tmp_path / "meta.json").write_text(json.dumps({"observed_at": "2026-11-20T09:30:00Z"}))
    data = doctor("scan", "--from", tmp_path, "-o", "json").json()
    top = [f for f in data["findings"] if not f["explained_by"]]
    assert len(top) >= 70
    html = doctor("scan", "--from", tmp_path, "-o", "html").stdout
    cards = re.findall(r'<article class="finding [a-z]+" id="([^"]+)"', html)
    assert cards == [f["id"] for f in top[:50]]
    rows = parse(html).tables["more"]
    assert [r[4] for r in rows] == [f["id"] for f in top[50:]]
    assert len(parse(html).tables["nodes"]) == 70


def test_demo_timeline_starts_with_the_driver_pods_first_failure(doctor):
    """The incident in time: the root cause (the driver that fails to install on gpu-h100-2)
    began with the driver pod's first BackOff, before anything that followed from it."""
    data = doctor("scan", "--from", FIX / "demo", "-o", "json").json()
    top = next(f for f in data["findings"] if not f["explained_by"])
    assert top["check"] == "gpu_operator_component_unhealthy" and "driver" in top["title"].lower()
    html = doctor("scan", "--from", FIX / "demo", "-o", "html").stdout
    rows = parse(html).tables["timeline"]
    first = rows[0]
    assert first[0] == "2026-11-27 21:14:00Z" and first[3] == "BackOff"
    assert first[4] == "Pod/gpu-operator/nvidia-driver-daemonset-z5b7j"
    assert first[5] == "212" and first[7] == "2026-11-28 03:08:12Z"      # count, last seen
    assert "(root cause began)" in first[8]
    began = re.search(r'<tr class="event related cause began">.*?<a href="#([^"]+)"', html, re.S)
    assert began and began.group(1) == top["id"]
    # what followed is linked to its finding and marked as part of the root cause's chain
    llama = next(r for r in rows if r[3] == "FailedScheduling")
    assert llama[2].startswith("●") and llama[0] == "2026-11-28 02:40:01Z" and llama[5] == "17"
    pending = [r for r in rows if r[2].endswith("pending")]
    assert {r[4] for r in pending} == {f"Pod/{p['namespace']}/{p['name']}" for p in data["facts"]["pending"]}
    times = [r[0] for r in rows]
    assert times == sorted(times)
    # the summary (page 1 when printed) says when it began, and the text report too
    assert "Began <time datetime=\"2026-11-27T21:14:00Z\">" in html
    text = doctor("scan", "--from", FIX / "demo").stdout.splitlines()
    assert text[1].strip().startswith("began 2026-11-27T21:14:00Z") and "nvidia-driver-daemonset-z5b7j" in text[1]
    story = doctor("scan", "--from", FIX / "demo", "-v").stdout.split("Timeline of the root cause")[1].splitlines()
    assert story[1].split()[:2] == ["2026-11-27T21:14:00Z", "event"] and "<- root cause began" in story[1]


def test_history_marks_first_seen_and_resolved_in_html_and_text(doctor, tmp_path):
    db = tmp_path / "h.db"
    doctor("scan", "--from", FIX / "demo", "--history", db, "-o", "json")
    second = doctor("scan", "--from", FIX / "demo", "--history", db, "-o", "json").json()
    assert {f["history"] for f in second["findings"]} == {"open"}
    assert {f["first_seen"] for f in second["findings"]} == {"2026-11-28T03:12:00Z"}
    text = doctor("scan", "--from", FIX / "demo", "--history", db).stdout
    assert "[open, first seen 2026-11-28T03:12:00Z]" in text
    # another cluster state under the same context: the demo's findings are resolved, the new ones new
    html = doctor("scan", "--from", FIX / "postmortem", "--history", db, "-o", "html").stdout
    assert '<span class="hist new">new</span>' in html and "Resolved since the previous scan" in html
    text = doctor("scan", "--from", FIX / "demo", "--history", db).stdout
    assert "[new]" in text and "Resolved since the previous scan" in text
    # the timeline says when each root cause was first seen by a scan, and what was resolved
    db2 = tmp_path / "h2.db"
    doctor("scan", "--from", FIX / "postmortem", "--history", db2)
    rows = parse(doctor("scan", "--from", FIX / "demo", "--history", db2, "-o", "html").stdout).tables["timeline"]
    data = doctor("scan", "--from", FIX / "demo", "-o", "json").json()
    seen = [r for r in rows if r[2].endswith("scan") and r[3] == "first seen"]
    roots = [f for f in data["findings"] if not f["explained_by"]]
    assert len(seen) == len(roots) and all(r[0] == "2026-11-28 03:12:00Z" for r in seen)
    assert {r[8] for r in seen} == {f["id"].split(":")[0] for f in roots}
    resolved = [r for r in rows if r[3] == "resolved"]
    assert len(resolved) == len(doctor("scan", "--from", FIX / "postmortem", "-o", "json").json()["findings"])


def test_blind_scan_html_says_it_is_not_a_clean_bill_of_health(doctor, tmp_path):
    """A recording whose pods could not be read: the page opens with what was not read, JSON says why."""
    import shutil

    from testlib import FIXTURES

    rec = tmp_path / "blind"
    shutil.copytree(FIXTURES / "demo", rec)
    (rec / "pods.json").unlink()
    meta = json.loads((rec / "meta.json").read_text())
    meta["unavailable"] = {"pods": 'forbidden: User "system:serviceaccount:gpu-doctor:gpu-doctor" cannot '
                                   'list resource "pods" in API group "" at the cluster scope'}
    (rec / "meta.json").write_text(json.dumps(meta))

    r = doctor("scan", "--from", str(rec), "-o", "html")
    assert r.code == 3
    banner = r.stdout.split('class="root warning access-problem"', 1)[1].split("</div>", 1)[0]
    assert "not a clean bill of health" in banner and "forbidden: pods" in banner
    assert "cannot list resource &#34;pods&#34;" in banner            # the API server's words, escaped
    assert doctor("scan", "--from", str(rec), "-o", "json").json()["access_problem"].startswith("cannot see")
    healthy = doctor("scan", "--from", str(FIXTURES / "demo"), "-o", "html")
    assert "access-problem" not in healthy.stdout
