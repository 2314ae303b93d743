"""`-o html` for explain, node, probe, history and checks: the real CLI on fixtures gives a
self-contained page (no scripts, no external references) with the command's content, and every
string from the cluster or the user comes out escaped."""
from __future__ import annotations

import re
import sqlite3
from html.parser import HTMLParser

from markupsafe import escape

import pytest

from testlib import FIXTURES

HOSTILE = "<script>alert(1)</script>"
POD = "default/pytorch-distributed-training-0"


@pytest.fixture(autouse=True)
def _probe_registered():
    """As in test_distributed_probe.py: make sure the in-process CLI has `probe`."""
    from doctor.cli import cli
    from doctor.commands import probe_cmd

    if "probe" not in cli.commands:
        cli.add_command(probe_cmd.command)


class _Tags(HTMLParser):
    """Every real tag of the page with its attributes (escaped text is not a tag)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {k: (v or "") for k, v in attrs}))

    handle_startendtag = handle_starttag


def assert_self_contained(page: str) -> list[tuple[str, dict]]:
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<style>" in page                      # report.css inlined
    assert "<script" not in page.lower()
    parser = _Tags()
    parser.feed(page)
    parser.close()
    names = {t for t, _ in parser.tags}
    assert not names & {"script", "link", "iframe", "object", "embed", "img"}, names
    for tag, attrs in parser.tags:
        for key in ("src", "href", "action"):
            assert not re.match(r"\s*(?:https?:)?//", attrs.get(key, ""), re.I), (tag, attrs)
        assert not any(k.startswith("on") for k in attrs), (tag, attrs)
    assert "@import" not in page and "url(" not in page
    return parser.tags


def test_explain_html_gpu_oom_and_hostile_text_is_escaped(doctor):
    r = doctor("explain", "-o", "html", f"{HOSTILE} CUDA out of memory. Tried to allocate 2 GiB")
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert "gpu_oom" in r.stdout and "GPU out of memory" in r.stdout
    assert "Fix:" in r.stdout and "PYTORCH_CUDA_ALLOC_CONF" in r.stdout        # remediation
    assert "&lt;script&gt;alert(1)&lt;/script&gt; CUDA out of memory" in r.stdout   # the matched line
    assert HOSTILE not in r.stdout


def test_explain_html_scheduling_breakdown_table(doctor):
    msg = ("0/6 nodes are available: 4 Insufficient nvidia.com/gpu, 2 node(s) had untolerated taint "
           "{a: <b>}. preemption: 0/6 nodes are available: 6 No preemption victims found for incoming pod.")
    r = doctor("explain", "-o", "html", msg)
    data = doctor("explain", "-o", "json", msg).json()
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert "FailedScheduling breakdown" in r.stdout
    for reason, count in data["scheduling"]["reasons"].items():
        assert f'<td class="n">{count}</td><td class="msg">{escape(reason)}</td>' in r.stdout
    assert "No preemption victims found" in r.stdout and "<b>" not in r.stdout


def test_explain_html_keeps_exit_code_when_nothing_is_recognised(doctor):
    r = doctor("explain", "-o", "html", "all good here")
    assert r.code == 1
    assert_self_contained(r.stdout)
    assert "Nothing in the text was recognised" in r.stdout


def test_explain_html_with_excerpt_from_stdin_file(doctor, tmp_path):
    log = tmp_path / "train.log"
    log.write_text("step 1\nFailed to initialize NVML: Driver/library version mismatch\nstep 2 <img src=x>\n")
    r = doctor("explain", "-o", "html", "-v", "-f", log)
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert "driver_library_mismatch" in r.stdout and "<img" not in r.stdout


@pytest.mark.parametrize("xml", sorted(p.name for p in (FIXTURES / "nvidia-smi").glob("*.xml")))
def test_node_html_from_nvidia_smi_xml(doctor, xml):
    path = FIXTURES / "nvidia-smi" / xml
    r = doctor("node", "-o", "html", "--from", path)
    data = doctor("node", "-o", "json", "--from", path).json()
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    dash = lambda v: "-" if v is None else v  # noqa: E731  (as the text table shows a missing value)
    assert f"driver <strong>{dash(data['driver_version'])}</strong>" in r.stdout
    assert f"CUDA <strong>{dash(data['cuda_version'])}</strong>" in r.stdout
    for g in data["gpus"]:
        assert g["uuid"] in r.stdout and g["name"] in r.stdout
        assert f"{g['memory_used_mib']} / {g['memory_total_mib']} MiB" in r.stdout
        for p in g["processes"]:
            assert f'<td class="n">{p["pid"]}</td>' in r.stdout


def test_node_html_processes_with_pods_and_mig(doctor):
    r = doctor("node", "-o", "html", "--from", FIXTURES / "zombie-gpu-hogging")
    # exit 0: the node's own findings are warnings (host process); the pending pod's shortage lists
    # this node among the eligible ones but is about the pod (`doctor pending`, scan), not this node
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert "2e4e8bf8-ffdd-5fed-971f-9af8560ac13e" in r.stdout          # pod uid
    assert "<code>493d5a951fd69</code>" in r.stdout                   # container id, shortened as in text
    assert "(host process)" in r.stdout and "text-embeddings-router" in r.stdout
    mig = doctor("node", "-o", "html", "--from", FIXTURES / "nvidia-smi" / "a100-sxm4-80gb-mig-535.54.03.xml")
    assert "<td>on (0)</td><td>on</td>" in mig.stdout                 # ECC on, MIG on


def test_node_html_escapes_hostile_report(doctor, tmp_path):
    import json

    report = {"schema": "doctor.node/v1", "node": HOSTILE, "driver_version": "<b>550</b>",
              "cuda_version": "12.4", "source": "test",
              "gpus": [{"index": 0, "uuid": "GPU-<i>x</i>", "name": '"><script>x()</script>',
                        "memory_total_mib": 10, "memory_used_mib": 1,
                        "processes": [{"pid": 7, "name": "<img src=https://evil.example/x.png>",
                                       "used_memory_mib": 1, "state": "Z", "pod_uid": "<u>"}]}]}
    path = tmp_path / "node.json"
    path.write_text(json.dumps(report))
    r = doctor("node", "-o", "html", "--from", path)
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    for raw in ("<b>", "<i>", "<u>", "<img", HOSTILE):
        assert raw not in r.stdout
    assert str(escape('"><script>x()</script>')) in r.stdout
    assert "&lt;img src=https://evil.example/x.png&gt;" in r.stdout and "Z (zombie)" in r.stdout


def test_node_html_refuses_agent_mode(doctor):
    r = doctor("node", "-o", "html", "--interval", "5")
    assert r.code == 2 and r.stdout == "" and "--interval" in r.stderr


def test_probe_html_dry_run_on_fixture(doctor):
    blocked = FIXTURES / "distributed-netpol-blocks"
    r = doctor("probe", POD, "--from", blocked, "-o", "html")
    data = doctor("probe", POD, "--from", blocked, "-o", "json").json()
    assert r.code == 1                                                 # same exit code as text/json
    assert_self_contained(r.stdout)
    for rank in data["ranks"]:
        assert f"<code>{rank['pod']}</code>" in r.stdout and rank["ip"] in r.stdout
    assert "NetworkPolicy blocks rank 1" in r.stdout
    assert "A probe would run" in r.stdout
    for step in data["plan"]:
        assert str(escape(step["command"])) in r.stdout


def test_probe_html_results_escape_what_the_pods_answered(tmp_path):
    from doctor.render.probe import _html
    from doctor.distributed.jobs import jobs_of
    from doctor.distributed.probe import parse_output, plan, problems
    from doctor.sources.fixtures import load_paths

    (job,) = jobs_of(load_paths([str(FIXTURES / "distributed-netpol-blocks")]))
    step = plan(job)[1]
    results = parse_output(step, f"OCI runtime exec failed: {HOSTILE}\n")
    rows = problems(results)
    data = {"schema": "doctor.probe/v1", "job": {"kind": job.kind, "namespace": job.namespace, "name": job.name},
            "ranks": [{"pod": r.name, "index": r.index, "node": r.node, "ip": r.ip, "phase": "Running"}
                      for r in job.ranks],
            "probed": True, "plan": [], "results": [r.to_dict() for r in results], "problems": rows, "findings": []}
    page = _html(data, job, 0)
    assert_self_contained(page)
    assert "Probe results" in page and rows and rows[0]["target"] in page
    assert HOSTILE not in page and "&lt;script&gt;" in page


def test_history_html_scans_and_one_scan(doctor, tmp_path):
    db = tmp_path / "history.db"
    assert doctor("scan", "--from", FIXTURES / "demo", "--history", db).code in (0, 1)
    assert doctor("scan", "--from", FIXTURES / "postmortem", "--history", db).code in (0, 1)
    data = doctor("history", "--history", db, "-o", "json").json()
    r = doctor("history", "--history", db, "-o", "html")
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert len(data["scans"]) == 2
    for s in data["scans"]:
        assert f'<tr id="scan-{s["id"]}"><td class="n">{s["id"]}</td><td>{s["observed_at"]}</td>' in r.stdout
        assert (f'<td class="n">{s["new"]}</td><td class="n">{s["open"]}</td><td class="n">{s["resolved"]}</td>'
                in r.stdout)
    newest = data["scans"][0]
    one = doctor("history", "--history", db, "--scan", newest["id"], "-o", "html")
    found = doctor("history", "--history", db, "--scan", newest["id"], "-o", "json").json()["findings"]
    assert one.code == 0, one.stderr
    assert_self_contained(one.stdout)
    assert f"Scan #{newest['id']} of" in one.stdout
    assert f"<dt>resolved</dt><dd>{newest['resolved']}</dd>" in one.stdout
    for f in found:
        assert f'<span class="hist {f["history"]}">{f["history"]}</span>' in one.stdout
        assert f"<code>{f['id']}</code>" in one.stdout


def test_history_html_escapes_cluster_names(doctor, tmp_path):
    db = tmp_path / "history.db"
    assert doctor("scan", "--from", FIXTURES / "demo", "--history", db).code in (0, 1)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE scans SET cluster = ?", (HOSTILE,))
    r = doctor("history", "--history", db, "-o", "html")
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in r.stdout


def test_history_html_bad_usage_still_exits_2(doctor, tmp_path):
    db = tmp_path / "history.db"
    doctor("scan", "--from", FIXTURES / "demo", "--history", db)
    r = doctor("history", "--history", db, "--scan", "999", "-o", "html")
    assert r.code == 2 and r.stdout == ""


def test_checks_html_table(doctor):
    data = doctor("checks", "-o", "json").json()
    r = doctor("checks", "-o", "html")
    assert r.code == 0, r.stderr
    assert_self_contained(r.stdout)
    assert f"Checks ({len(data['checks'])})" in r.stdout
    for c in data["checks"]:
        assert f'<tr id="{c["id"]}"><td><code>{c["id"]}</code></td><td>{c["category"]}</td>' in r.stdout
        assert f'<span class="sev {c["severity"]}">' in r.stdout
        for need in c["requires"]:
            assert need in r.stdout
