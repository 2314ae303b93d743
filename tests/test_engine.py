"""Engine behaviour through the real CLI: discovery, plugins, run statuses, ranking,
renderers and exit codes."""
from __future__ import annotations

import json
import sys
import textwrap

import pytest

from doctor.check import Check, Skip
from doctor.engine import run_check, run_checks
from doctor.model import Evidence, Finding, ObjectRef, Remediation, Severity, Status, json_pointer
from doctor.ranking import rank
from doctor.registry import discover
from doctor.snapshot import Snapshot


def finding(check="c", sev=Severity.WARNING, conf=0.5, blast=1, key="", explains=(), root=False):
    return Finding(check=check, severity=sev, title=f"{check} {key}", summary="s",
                   remediation=Remediation("do it"), confidence=conf, blast_radius=blast, key=key or check,
                   explains=list(explains), root_cause=root)


def test_json_pointer_escapes_slash_and_tilde():
    assert json_pointer("status", "allocatable", "nvidia.com/gpu") == "/status/allocatable/nvidia.com~1gpu"
    assert json_pointer("metadata", "annotations", "a~b/c") == "/metadata/annotations/a~0b~1c"
    assert json_pointer("spec", "containers", 0, "image") == "/spec/containers/0/image"


def test_ranking_orders_by_severity_confidence_blast_then_cause():
    info = finding("i", Severity.INFO, 1.0, 100)
    warn_low = finding("w1", Severity.WARNING, 0.5, 100)
    warn_high = finding("w2", Severity.WARNING, 0.9, 1)
    crit_small = finding("c1", Severity.CRITICAL, 0.9, 1)
    crit_big = finding("c2", Severity.CRITICAL, 0.9, 16)
    ordered = rank([info, warn_low, crit_small, warn_high, crit_big])
    assert [f.check for f in ordered] == ["c2", "c1", "w2", "w1", "i"]
    assert ordered[0].score > ordered[1].score > ordered[2].score > ordered[4].score


def test_symptoms_fold_under_their_cause_even_when_more_severe():
    symptom = finding("plugin", Severity.CRITICAL, 0.95, 8)
    cause = finding("driver", Severity.WARNING, 0.9, 8, explains=[symptom.fingerprint], root=True)
    other = finding("other", Severity.WARNING, 0.95, 1)
    ordered = rank([symptom, other, cause])
    assert [f.check for f in ordered] == ["other", "driver", "plugin"] or \
        ordered.index(cause) + 1 == ordered.index(symptom)
    assert symptom.explained_by == cause.fingerprint


def test_fingerprint_is_stable_and_ignores_title_and_time():
    a = finding("c", key="node-1")
    b = finding("c", key="node-1")
    b.title = "different words"
    assert a.fingerprint == b.fingerprint and a.fingerprint.startswith("c:")
    assert finding("c", key="node-2").fingerprint != a.fingerprint


def test_confidence_outside_range_rejected():
    with pytest.raises(ValueError):
        finding(conf=1.5)


class _Boom(Check):
    id = "boom"; title = "crashes"; category = "test"; requires = ()

    def run(self, snapshot):
        raise KeyError("spec")
        yield


class _Skips(Check):
    id = "skips"; title = "skips"; category = "test"; requires = ()

    def run(self, snapshot):
        raise Skip("ConfigMap time-slicing-config not recorded")
        yield


class _Needs(Check):
    id = "needs"; title = "needs"; category = "test"; requires = ("clusterpolicies.nvidia.com",)

    def run(self, snapshot):
        yield from ()


def test_each_check_gets_a_status_and_the_run_goes_on():
    snap = Snapshot()
    snap.unavailable["clusterpolicies.nvidia.com"] = "forbidden: cannot list (RBAC)"
    report = run_checks([_Boom, _Skips, _Needs], snap)
    by_id = {r.id: r for r in report.results}
    assert by_id["boom"].status is Status.ERROR and "KeyError" in by_id["boom"].detail
    assert by_id["skips"].status is Status.SKIPPED and "time-slicing-config" in by_id["skips"].detail
    assert by_id["needs"].status is Status.SKIPPED and "RBAC" in by_id["needs"].detail


def test_in_tree_discovery_finds_checks_with_matching_module_names():
    classes = discover(plugins=False)
    assert classes, "no in-tree checks found"
    for cls in classes:
        module_leaf = cls.__module__.rsplit(".", 1)[-1]
        category_dir = cls.__module__.split(".")[-2]
        assert cls.id == module_leaf, f"{cls.__module__} defines id {cls.id!r}"
        assert cls.category == category_dir, f"{cls.__module__} has category {cls.category!r}"
        assert cls.title and cls.__doc__


def _install_plugin(tmp_path, monkeypatch, check_id):
    """A real installed distribution (dist-info + entry_points.txt) on sys.path."""
    (tmp_path / "my_plugin.py").write_text(textwrap.dedent(f"""
        from doctor.check import Check
        from doctor.model import Remediation, Severity

        class MyCheck(Check):
            '''Test plugin.'''
            id = "{check_id}"
            title = "Plugin check"
            category = "plugins"
            requires = ("nodes",)
            severity = Severity.INFO

            def run(self, snapshot):
                for node in snapshot.nodes:
                    yield self.finding(title="plugin saw " + node["metadata"]["name"], summary="hello",
                                       remediation=Remediation("nothing"), key=node["metadata"]["name"])
    """))
    dist = tmp_path / "my_plugin-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: my-plugin\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[doctor.checks]\nmine = my_plugin:MyCheck\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "my_plugin", raising=False)


def test_entry_point_plugin_runs_and_no_plugins_excludes_it(tmp_path, monkeypatch, capsys, fixtures_dir):
    from doctor.cli import main

    _install_plugin(tmp_path, monkeypatch, "plugin_hello")
    with pytest.raises(SystemExit):
        main(["checks", "-o", "json"])
    ids = [c["id"] for c in json.loads(capsys.readouterr().out)["checks"]]
    assert "plugin_hello" in ids
    with pytest.raises(SystemExit):
        main(["--no-plugins", "checks", "-o", "json"])
    ids = [c["id"] for c in json.loads(capsys.readouterr().out)["checks"]]
    assert "plugin_hello" not in ids


def test_duplicate_check_id_is_an_error_naming_both_modules(tmp_path, monkeypatch, capsys):
    from doctor.cli import main

    _install_plugin(tmp_path, monkeypatch, "gpu_node_not_ready")
    with pytest.raises(SystemExit) as exc:
        main(["checks"])
    err = capsys.readouterr().err
    assert exc.value.code == 2
    assert "duplicate check id 'gpu_node_not_ready'" in err and "my_plugin.MyCheck" in err
    assert "doctor.checks.nodes.gpu_node_not_ready" in err


def test_checks_command_lists_ids_categories_and_needs(doctor):
    r = doctor("checks", "-o", "json")
    data = r.json()
    assert r.code == 0 and data["schema"] == "doctor.checks/v1"
    entry = next(c for c in data["checks"] if c["id"] == "gpu_node_not_ready")
    assert entry["category"] == "nodes" and entry["requires"] == ["nodes"]
    text = doctor("checks").stdout
    assert "gpu_node_not_ready" in text and "nodes" in text


def test_unknown_check_or_category_is_usage_error(doctor, fixtures_dir):
    r = doctor("scan", "--from", fixtures_dir / "demo", "--check", "nope")
    assert r.code == 2 and "unknown check id 'nope'" in r.stderr
    r = doctor("scan", "--from", fixtures_dir / "demo", "--category", "nope")
    assert r.code == 2 and "unknown category" in r.stderr


def _node(name, ready="True", unschedulable=False, gpus="8"):
    node = {"apiVersion": "v1", "kind": "Node",
            "metadata": {"name": name, "labels": {"nvidia.com/gpu.present": "true", "nvidia.com/gpu.count": gpus}},
            "spec": {"unschedulable": True} if unschedulable else {},
            "status": {"capacity": {"nvidia.com/gpu": gpus}, "allocatable": {"nvidia.com/gpu": gpus},
                       "conditions": [{"type": "Ready", "status": ready, "reason": "KubeletNotReady" if ready != "True" else "KubeletReady",
                                       "message": "PLEG is not healthy", "lastTransitionTime": "2026-01-01T00:00:00Z"}]}}
    return node


def _cluster(tmp_path, nodes):
    (tmp_path / "nodes.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": nodes}))
    (tmp_path / "meta.json").write_text(json.dumps({"observed_at": "2026-01-01T03:00:00Z", "context": "t"}))
    return tmp_path


def test_scan_json_contract_and_exit_codes(tmp_path, doctor):
    path = _cluster(tmp_path, [_node("gpu-1", ready="Unknown"), _node("gpu-2", unschedulable=True), _node("gpu-3")])
    r = doctor("scan", "--from", path, "-o", "json", "--check", "gpu_node_not_ready")
    assert r.code == 1
    data = r.json()
    assert data["schema"] == "doctor.report/v1"
    f0 = data["findings"][0]
    for key in ("check", "severity", "confidence", "score", "title", "summary", "objects", "evidence", "remediation"):
        assert key in f0
    assert f0["severity"] == "critical" and f0["objects"] == [{"kind": "Node", "namespace": None, "name": "gpu-1"}]
    assert "3h" in f0["title"]  # age computed against meta.json observed_at, not the wall clock
    ev = f0["evidence"][0]
    assert ev["pointer"] == "/status/conditions/0/status" and ev["value"] == "Unknown"
    assert [f["severity"] for f in data["findings"]] == ["critical", "warning"]
    assert data["checks"] == [{"id": "gpu_node_not_ready", "title": data["checks"][0]["title"], "category": "nodes",
                               "status": "findings", "detail": "2 finding(s)", "findings": 2}]
    # warning only -> exit 0 with the default --fail-on critical, 1 with --fail-on warning
    path2 = _cluster(tmp_path / "b", [_node("gpu-2", unschedulable=True)]) if (tmp_path / "b").mkdir() is None else None
    assert doctor("scan", "--from", path2, "--check", "gpu_node_not_ready").code == 0
    assert doctor("scan", "--from", path2, "--check", "gpu_node_not_ready", "--fail-on", "warning").code == 1


def test_text_report_first_line_is_root_cause_and_v_shows_evidence(tmp_path, doctor):
    path = _cluster(tmp_path, [_node("gpu-1", ready="False")])
    r = doctor("scan", "--from", path, "--check", "gpu_node_not_ready")
    first = r.stdout.splitlines()[0]
    assert "gpu-1" in first and "not Ready" in first
    assert "evidence:" not in r.stdout
    rv = doctor("scan", "--from", path, "--check", "gpu_node_not_ready", "-v")
    assert "evidence:" in rv.stdout and "/status/conditions/0/status" in rv.stdout
    assert "\x1b[" not in r.stdout  # not a TTY: plain text


def test_options_work_before_and_after_the_command(tmp_path, doctor):
    path = _cluster(tmp_path, [_node("gpu-1", ready="False")])
    a = doctor("--from", path, "-o", "json", "scan", "--check", "gpu_node_not_ready")
    b = doctor("scan", "--check", "gpu_node_not_ready", "--from", path, "-o", "json")
    assert a.json()["findings"] == b.json()["findings"]


def test_html_escapes_cluster_strings(tmp_path, doctor):
    node = _node("gpu-1", ready="False")
    node["status"]["conditions"][0]["message"] = "<script>alert(1)</script>"
    node["metadata"]["labels"]["team"] = "<script>alert(1)</script>"
    path = _cluster(tmp_path, [node])
    r = doctor("scan", "--from", path, "-o", "html", "-v")
    assert r.code == 1 and "<html" in r.stdout
    assert "<script>alert(1)" not in r.stdout
    assert "alert(1)" in r.stdout  # shown, but only in escaped form


def test_terminal_output_strips_control_sequences(tmp_path, doctor):
    node = _node("gpu-1", ready="False")
    node["status"]["conditions"][0]["message"] = "\x1b[2J\x1b]0;pwned\x07evil"
    path = _cluster(tmp_path, [node])
    r = doctor("scan", "--from", path, "-v")
    assert "\x1b" not in r.stdout and "\x07" not in r.stdout and "evil" in r.stdout


def test_live_flags_with_from_are_reported_not_silently_dropped(doctor, fixtures_dir):
    r = doctor("scan", "--from", fixtures_dir / "demo", "--context", "prod", "-o", "json")
    assert r.code == 1 and r.json()["schema"] == "doctor.report/v1"
    assert "--context ignored: reading the recording given with --from" in r.stderr


def test_plugin_prefilter_never_hides_an_entry_point(tmp_path, monkeypatch):
    """registry._may_have_plugins (which spares importlib.metadata's ~30 ms import when no plugin is
    installed) says False only where importlib.metadata finds no entry point of the group."""
    from importlib.metadata import entry_points

    from doctor.registry import ENTRY_POINT_GROUP, _may_have_plugins

    if not _may_have_plugins():
        assert not list(entry_points(group=ENTRY_POINT_GROUP))
    other = tmp_path / "site"
    (other / "unrelated-1.0.dist-info").mkdir(parents=True)
    (other / "unrelated-1.0.dist-info" / "entry_points.txt").write_text("[console_scripts]\nx = y:z\n")
    (other / "legacy.egg-info").write_text("Metadata-Version: 1.0\n")   # an egg-info file holds no entry points
    monkeypatch.setattr(sys, "path", [str(other), str(tmp_path / "missing")])
    assert _may_have_plugins() is False
    assert not list(entry_points(group=ENTRY_POINT_GROUP))
    mine = other / "Mine-0.1.DIST-INFO"   # importlib.metadata matches the suffix in any case
    mine.mkdir()
    (mine / "METADATA").write_text("Metadata-Version: 2.1\nName: mine\nVersion: 0.1\n")
    (mine / "entry_points.txt").write_text("[doctor.checks]\nmine = mine:Check\n")
    assert _may_have_plugins() is True
    assert [ep.name for ep in entry_points(group=ENTRY_POINT_GROUP)] == ["mine"]
    (mine / "entry_points.txt").unlink()
    assert _may_have_plugins() is False
    (other / "old-1.0.egg").mkdir()          # eggs and zips: importlib.metadata decides
    assert _may_have_plugins() is True
    (other / "old-1.0.egg").rmdir()
    (tmp_path / "bundle.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    monkeypatch.setattr(sys, "path", [str(other), str(tmp_path / "bundle.zip")])
    assert _may_have_plugins() is True
