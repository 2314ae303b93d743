"""-o prometheus: text exposition that prometheus_client's own parser accepts, with the
numbers of the JSON report."""
from __future__ import annotations

from pathlib import Path

import pytest

parser = pytest.importorskip("prometheus_client.parser")
FIX = Path(__file__).resolve().parent.parent / "fixtures"


def families(text: str) -> dict:
    return {f.name: f for f in parser.text_string_to_metric_families(text)}


@pytest.mark.parametrize("scenario", ["postmortem", "hostile"])
def test_prometheus_parses_and_matches_json(doctor, scenario):
    data = doctor("scan", "--from", FIX / scenario, "-o", "json").json()
    r = doctor("scan", "--from", FIX / scenario, "-o", "prometheus")
    fams = families(r.stdout)
    assert "\x1b" not in r.stdout
    per = {}
    for s in fams["gpu_doctor_findings"].samples:
        per[(s.labels["check"], s.labels["severity"])] = s.value
    for c in data["checks"]:
        for sev in ("info", "warning", "critical"):
            want = sum(1 for f in data["findings"] if f["check"] == c["id"] and f["severity"] == sev)
            assert per[(c["id"], sev)] == want
    status = {(s.labels["check"], s.labels["status"]): s.value for s in fams["gpu_doctor_check_status"].samples}
    for c in data["checks"]:
        assert status[(c["id"], c["status"])] == 1
        assert sum(v for (cid, _), v in status.items() if cid == c["id"]) == 1
    ts = fams["gpu_doctor_scan_timestamp_seconds"].samples[0]
    from datetime import datetime
    assert ts.value == datetime.fromisoformat(data["observed_at"].replace("Z", "+00:00")).timestamp()
    assert ts.labels["cluster"] == (data["cluster"]["context"] or ",".join(data["sources"]))
    info = fams["gpu_doctor_finding_info"].samples
    assert [s.labels["fingerprint"] for s in info] == [f["id"] for f in data["findings"]][:len(info)]
    # label values round-trip (quotes, backslashes, <script> survive the escaping)
    assert {s.labels["title"] for s in info} <= {f["title"] for f in data["findings"]}


def test_prometheus_gpu_totals(doctor):
    fams = families(doctor("scan", "--from", FIX / "postmortem", "-o", "prometheus").stdout)
    gpus = {s.labels["state"]: s.value for s in fams["gpu_doctor_gpus"].samples}
    assert gpus["in_use"] + gpus["free"] + gpus["unavailable"] == gpus["has"] >= gpus["capacity"]
    assert gpus["allocatable"] <= gpus["capacity"]


def test_label_escaping(doctor):
    from doctor.render.prometheus import label_value

    weird = 'a"b\\c\nd'
    text = f'# TYPE x gauge\nx{{v="{label_value(weird)}"}} 1\n'
    (fam,) = parser.text_string_to_metric_families(text)
    assert fam.samples[0].labels["v"] == weird
