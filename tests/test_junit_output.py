"""-o junit: valid XML, one testsuite per category, one testcase per check, failures at or
above --fail-on, skipped checks as <skipped>, crashed checks as <error>."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

FIX = Path(__file__).resolve().parent.parent / "fixtures"
RANK = {"info": 1, "warning": 2, "critical": 3}


def _suites(doctor, *args):
    r = doctor("scan", *args, "-o", "junit")
    root = ET.fromstring(r.stdout)   # raises on invalid XML
    return r, root


def test_junit_structure_matches_the_json_report(doctor):
    for fail_on in ("critical", "warning", "info"):
        data = doctor("scan", "--from", FIX / "postmortem", "-o", "json").json()
        r, root = _suites(doctor, "--from", FIX / "postmortem", "--fail-on", fail_on)
        assert root.tag == "testsuites"
        cats = {c["category"] for c in data["checks"]}
        assert {s.get("name") for s in root.findall("testsuite")} == cats
        cases = {c.get("name"): c for c in root.iter("testcase")}
        assert set(cases) == {c["id"] for c in data["checks"]}
        failing_checks = {f["check"] for f in data["findings"] if RANK[f["severity"]] >= RANK[fail_on]}
        for c in data["checks"]:
            case = cases[c["id"]]
            assert (case.find("failure") is not None) == (c["id"] in failing_checks), (fail_on, c["id"])
            assert (case.find("skipped") is not None) == (c["status"] == "skipped")
            assert (case.find("error") is not None) == (c["status"] == "error")
        assert int(root.get("failures")) == len(failing_checks)
        assert int(root.get("tests")) == len(data["checks"])
        assert r.code == (1 if failing_checks else 0)
        for suite in root.findall("testsuite"):
            assert int(suite.get("tests")) == len(suite.findall("testcase"))


def test_junit_reports_skipped_checks_with_reason(doctor, tmp_path):
    # only Nodes recorded: checks that need pods/events/... are skipped, with the reason
    (tmp_path / "nodes.json").write_text((FIX / "postmortem" / "nodes.json").read_text())
    data = doctor("scan", "--from", tmp_path, "-o", "json").json()
    skipped = {c["id"]: c["detail"] for c in data["checks"] if c["status"] == "skipped"}
    _, root = _suites(doctor, "--from", tmp_path)
    got = {c.get("name"): c.find("skipped").get("message") for c in root.iter("testcase")
           if c.find("skipped") is not None}
    assert got == skipped
    assert int(root.get("skipped")) == len(skipped)


def test_junit_survives_hostile_strings(doctor):
    r, root = _suites(doctor, "--from", FIX / "hostile", "--fail-on", "info")
    text = ET.tostring(root, encoding="unicode")
    assert "\x1b" not in r.stdout and "<script" not in r.stdout
    assert "<script>alert(1)</script>" in text or "alert(1)" in "".join(root.itertext())


def test_crashed_check_is_an_error_and_findings_below_fail_on_pass():
    """A report built from real result objects: a crashed check, a skipped one, one with a
    warning finding (below --fail-on critical) and a clean one."""
    from doctor.engine import Report
    from doctor.model import CheckResult, Finding, ObjectRef, Remediation, Severity, Status
    from doctor.render import junit
    from doctor.snapshot import Snapshot

    warn = Finding("b_check", Severity.WARNING, "something odd \x1b[31m<b>", "why",
                   Remediation("do this", commands=("kubectl get nodes",)), objects=[ObjectRef("Node", "n1")])
    results = [CheckResult("a_check", "A", "cat1", Status.ERROR, "KeyError: 'spec'"),
               CheckResult("b_check", "B", "cat1", Status.FINDINGS, "1 finding(s)", [warn]),
               CheckResult("c_check", "C", "cat2", Status.SKIPPED, "pods not in the snapshot"),
               CheckResult("d_check", "D", "cat2", Status.OK, "no problems found")]
    snap = Snapshot(meta={"observed_at": "2026-11-20T09:30:00Z", "context": "c"})
    report = Report(snap, results, [warn])
    root = ET.fromstring(junit.render(report, type("O", (), {"fail_on": Severity.CRITICAL})()))
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert cases["a_check"].find("error").get("message") == "KeyError: 'spec'"
    assert cases["b_check"].find("failure") is None
    assert "something odd" in cases["b_check"].find("system-out").text
    assert "\x1b" not in cases["b_check"].find("system-out").text
    assert cases["c_check"].find("skipped").get("message") == "pods not in the snapshot"
    assert list(cases["d_check"]) == []
    assert (root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped")) == ("4", "0", "1", "1")
    warn_root = ET.fromstring(junit.render(report, type("O", (), {"fail_on": Severity.WARNING})()))
    failure = next(c for c in warn_root.iter("testcase") if c.get("name") == "b_check").find("failure")
    assert failure.get("type") == "warning" and "kubectl get nodes" in failure.text
