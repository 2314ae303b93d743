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
