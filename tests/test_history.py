"""Cron scans: stable fingerprints, --history new/open/resolved, `doctor history`."""
from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

FIX = Path(__file__).resolve().parent.parent / "fixtures"


def _copy(tmp_path: Path, name: str = "postmortem") -> Path:
    dst = tmp_path / name
    shutil.copytree(FIX / name, dst)
    return dst


def _edit(folder: Path, resource: str, name: str, change) -> None:
    path = folder / f"{resource}.json"
    doc = json.loads(path.read_text())
    obj = next(o for o in doc["items"] if o["metadata"]["name"] == name)
    change(obj)
    path.write_text(json.dumps(doc, indent=2))


def test_fingerprints_are_stable_and_ignore_the_clock(doctor, tmp_path):
    a = doctor("scan", "--from", FIX / "postmortem", "-o", "json").json()
    b = doctor("scan", "--from", FIX / "postmortem", "-o", "json").json()
    ids = [f["id"] for f in a["findings"]]
    assert ids and ids == [f["id"] for f in b["findings"]]
    # the same cluster observed two hours later: titles change ("NotReady for 2h"), ids do not
    later = _copy(tmp_path)
    meta = json.loads((later / "meta.json").read_text())
    meta["observed_at"] = "2026-11-20T11:30:00Z"
    (later / "meta.json").write_text(json.dumps(meta))
    c = doctor("scan", "--from", later, "-o", "json").json()
    assert c["observed_at"] != a["observed_at"]
    assert sorted(f["id"] for f in c["findings"]) == sorted(ids)


def test_history_new_open_resolved(doctor, tmp_path):
    db = tmp_path / "history.sqlite"
    cluster = _copy(tmp_path)
    first = doctor("scan", "--from", cluster, "-o", "json", "--history", db).json()
    assert first["findings"] and all(f["history"] == "new" for f in first["findings"])
    assert first["resolved"] == [] and first["history"]["previous_scan_id"] is None

    again = doctor("scan", "--from", cluster, "-o", "json", "--history", db).json()
    assert all(f["history"] == "open" for f in again["findings"])
    assert again["history"]["previous_scan_id"] == first["history"]["scan_id"]
    assert again["history"]["new"] == 0 and again["history"]["open"] == len(again["findings"])

    # someone uncordons gpu-h100-0 between two cron runs
    cordon = next(f for f in first["findings"] if f["check"] == "gpu_node_not_ready"
                  and {"kind": "Node", "namespace": None, "name": "gpu-h100-0"} in f["objects"]
                  and any(e.get("pointer") == "/spec/unschedulable" for e in f["evidence"]))

    def uncordon(node):
        node["spec"].pop("unschedulable", None)
        node["spec"]["taints"] = [t for t in node["spec"].get("taints", [])
                                  if t["key"] != "node.kubernetes.io/unschedulable"]
    _edit(cluster, "nodes", "gpu-h100-0", uncordon)
    third = doctor("scan", "--from", cluster, "-o", "json", "--history", db).json()
    assert cordon["id"] not in {f["id"] for f in third["findings"]}
    # resolved = open in the previous scan of this cluster and absent now (other findings may
    # go away with the cordon too, e.g. a Pending pod's reason)
    gone = {f["id"] for f in again["findings"]} - {f["id"] for f in third["findings"]}
    assert {r["id"] for r in third["resolved"]} == gone
    assert cordon["id"] in gone
    assert next(r for r in third["resolved"] if r["id"] == cordon["id"])["title"] == cordon["title"]
    assert third["history"]["resolved"] == len(gone)
    # everything still broken stays "open"
    before = {f["id"] for f in first["findings"]}
    assert all(f["history"] == ("open" if f["id"] in before else "new") for f in third["findings"])

    text = doctor("scan", "--from", cluster, "--history", db)
    line = next(l for l in text.stdout.splitlines() if l.startswith("history:"))
    assert f"0 new, {len(third['findings'])} still open, 0 resolved" in line

    hist = doctor("history", "--history", db, "-o", "json").json()
    scans = hist["scans"]
    assert [s["id"] for s in scans] == [4, 3, 2, 1]
    assert [s["resolved"] for s in scans] == [0, len(gone), 0, 0]
    assert scans[-1]["new"] == len(first["findings"])
    table = doctor("history", "--history", db)
    assert table.code == 0 and len(table.stdout.strip().splitlines()) == 5
    one = doctor("history", "--history", db, "--scan", "3", "-o", "json").json()
    assert {f["id"] for f in one["findings"]} == {f["id"] for f in third["findings"]}


def test_history_is_per_cluster(doctor, tmp_path):
    db = tmp_path / "h.sqlite"
    doctor("scan", "--from", FIX / "postmortem", "-o", "json", "--history", db)
    other = doctor("scan", "--from", FIX / "hostile", "-o", "json", "--history", db).json()
    # a different cluster: nothing is "resolved" because the other cluster's findings are absent
    assert other["resolved"] == [] and other["history"]["previous_scan_id"] is None
    assert all(f["history"] == "new" for f in other["findings"])
    only = doctor("history", "--history", db, "--cluster", "prod-gpu-east", "-o", "json").json()
    assert [s["cluster"] for s in only["scans"]] == ["prod-gpu-east"]
    con = sqlite3.connect(db)
    assert con.execute("SELECT COUNT(DISTINCT cluster) FROM scans").fetchone()[0] == 2
    cols = {r[1] for r in con.execute("PRAGMA table_info(findings)")}
    assert {"scan_id", "fingerprint", "check", "severity", "title"} <= cols


def test_history_bad_input_is_one_line(doctor, tmp_path):
    r = doctor("history", "--history", tmp_path / "missing.sqlite")
    assert r.code == 2 and len(r.stderr.strip().splitlines()) == 1 and "missing.sqlite" in r.stderr
    junk = tmp_path / "junk.sqlite"
    junk.write_text("this is not sqlite " * 100)
    r = doctor("history", "--history", junk)
    assert r.code == 2, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "junk.sqlite" in r.stderr


def test_a_history_that_cannot_be_written_never_loses_the_report(doctor, tmp_path):
    """Issue 11: a corrupted (or unwritable) history database: print the report, warn, exit
    by the findings, never exit 2/70 with the report lost."""
    junk = tmp_path / "junk.sqlite"
    junk.write_text("this is not sqlite " * 100)
    plain = doctor("scan", "--from", FIX / "postmortem")
    for db in (junk, tmp_path / "no" / "dir" / "h.sqlite", tmp_path):
        r = doctor("scan", "--from", FIX / "postmortem", "--history", db)
        assert r.code == plain.code == 1, r.stderr
        assert r.stdout == plain.stdout                       # the whole report, no history line
        warnings = [line for line in r.stderr.splitlines() if "scan history not recorded" in line]
        assert len(warnings) == 1 and str(db.name) in warnings[0], r.stderr
    r = doctor("scan", "--from", FIX / "postmortem", "--history", junk, "-o", "json")
    assert r.code == 1 and "history" not in r.json()


def test_fail_on_sets_the_exit_code(doctor, tmp_path):
    rank = {"info": 1, "warning": 2, "critical": 3}
    healed = _copy(tmp_path)

    def ready(node):
        for c in node["status"]["conditions"]:
            if c["type"] == "Ready":
                c.update(status="True", reason="KubeletReady", message="kubelet is posting ready status")
        node["spec"]["taints"] = []
    _edit(healed, "nodes", "gpu-a100-1", ready)
    _edit(healed, "nodes", "gpu-h100-0",
          lambda n: n["status"]["allocatable"].update({"nvidia.com/gpu": n["status"]["capacity"]["nvidia.com/gpu"]}))
    worst_seen = []
    for folder in (FIX / "postmortem", healed):
        data = doctor("scan", "--from", folder, "-o", "json").json()
        worst = max((rank[f["severity"]] for f in data["findings"]), default=0)
        worst_seen.append(worst)
        for fail_on, level in rank.items():
            r = doctor("scan", "--from", folder, "-o", "json", "--fail-on", fail_on)
            assert r.code == (1 if worst >= level else 0), (folder, fail_on)
    assert worst_seen[0] == 3  # the NotReady GPU node is critical
    healed_data = doctor("scan", "--from", healed, "-o", "json").json()
    assert not any(f["severity"] == "critical" and f["check"] == "gpu_node_not_ready" for f in healed_data["findings"])


def test_html_and_prometheus_show_history(doctor, tmp_path):
    db = tmp_path / "h.sqlite"
    doctor("scan", "--from", FIX / "postmortem", "-o", "json", "--history", db)
    html = doctor("scan", "--from", FIX / "postmortem", "-o", "html", "--history", db).stdout
    assert '<span class="hist open">open</span>' in html and "This is scan #2." in html
    prom = doctor("scan", "--from", FIX / "postmortem", "-o", "prometheus", "--history", db).stdout
    from prometheus_client.parser import text_string_to_metric_families

    fam = next(f for f in text_string_to_metric_families(prom) if f.name == "gpu_doctor_history_findings")
    states = {s.labels["state"]: s.value for s in fam.samples}
    assert states["new"] == 0 and states["resolved"] == 0 and states["open"] > 0
