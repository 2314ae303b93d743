"""Found by using every command as a demanding user would: each test here failed before its fix."""
import json


def test_scan_namespace_filter_keeps_report_consistent(doctor, fixtures_dir):
    demo = fixtures_dir / "demo"
    r = doctor("scan", "--from", demo, "-n", "no-such-namespace")
    data = doctor("scan", "--from", demo, "-n", "no-such-namespace", "-o", "json").json()
    kept = data["findings"]
    assert kept, "cluster-scoped findings are kept under -n"
    assert r.code == 1
    first = r.stdout.splitlines()[0]
    # the first line is the root cause among the findings kept, never "no problems" while exiting 1
    assert "No problems" not in first
    assert any(f["title"] in first for f in kept)
    # every finding kept is printed, even a symptom whose cause was in another namespace
    for f in kept:
        assert f["title"] in r.stdout
        assert f["explained_by"] is None or f["explained_by"] in {k["id"] for k in kept}
    # per-check statuses count only what the report keeps
    per_check = {c["id"]: c["findings"] for c in data["checks"]}
    assert sum(per_check.values()) == len(kept)
    assert {c["id"] for c in data["checks"] if c["status"] == "findings"} == {f["check"] for f in kept}


import pytest


@pytest.mark.parametrize("args", [
    ("pending",),                                  # missing argument
    ("scan", "--bogus"),                           # unknown option
    ("bogus",),                                    # unknown command
    ("scan", "-o", "yaml"),                        # bad choice
    ("scan", "extra"),                             # extra argument
    ("--fail-on", "nope", "scan"),                 # bad choice before the command
    ("record",),
])
def test_usage_errors_are_one_line(doctor, fixtures_dir, args):
    r = doctor(*args, "--from", fixtures_dir / "demo")
    assert r.code == 2
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("doctor: error: ") and "--help" in lines[0]
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("fmt", ["junit", "prometheus"])
def test_checks_refuses_a_format_it_cannot_write(doctor, fmt):
    # it used to print the text table with exit 0, so `doctor checks -o junit > checks.xml` "worked"
    # (-o html is written for real now: tests/test_html_commands.py)
    r = doctor("checks", "-o", fmt)
    assert r.code == 2 and r.stdout == ""
    assert r.stderr.startswith("doctor: error: ") and fmt in r.stderr and len(r.stderr.splitlines()) == 1


def test_explain_text_and_file_together_is_usage_error(doctor, tmp_path):
    log = tmp_path / "train.log"
    log.write_text("Failed to initialize NVML: Driver/library version mismatch\n")
    r = doctor("explain", "hello", "-f", log)
    assert r.code == 2 and r.stdout == ""
    assert r.stderr.startswith("doctor: error: ") and len(r.stderr.splitlines()) == 1
    assert doctor("explain", "-f", log).code == 0


def test_probe_text_first_line_is_the_answer(doctor, fixtures_dir):
    pod = "default/pytorch-distributed-training-0"
    blocked = fixtures_dir / "distributed-netpol-blocks"
    data = doctor("probe", pod, "--from", blocked, "-o", "json").json()
    r = doctor("probe", pod, "--from", blocked)
    assert r.code == 1
    assert r.stdout.splitlines()[0] == f"✗ {data['findings'][0]['title']}"
    healthy = doctor("probe", pod, "--from", fixtures_dir / "distributed-healthy")
    assert healthy.code == 0
    assert healthy.stdout.splitlines()[0].startswith("✓ no reachability problem")


def test_record_json_summary_and_unsupported_formats(doctor, fixtures_dir, tmp_path):
    # -o json used to be accepted and print nothing on stdout
    r = doctor("record", tmp_path / "rec", "--from", fixtures_dir / "demo", "-o", "json")
    assert r.code == 0
    d = r.json()
    assert d["schema"] == "doctor.record/v1" and d["objects"] > 0 and d["resources"] > 0
    assert (tmp_path / "rec" / "pods.json").is_file()
    bad = doctor("record", tmp_path / "rec2", "--from", fixtures_dir / "demo", "-o", "html")
    assert bad.code == 2 and bad.stdout == "" and len(bad.stderr.splitlines()) == 1
    assert not (tmp_path / "rec2").exists()


@pytest.mark.parametrize("args", [("scan", "-n", "team-a", "-A"), ("-A", "-n", "team-a", "scan")])
def test_namespace_and_all_namespaces_on_one_level_conflict(doctor, fixtures_dir, args):
    # -A used to win silently, so `-n team-a -A` reported the whole cluster
    r = doctor(*args, "--from", fixtures_dir / "demo")
    assert r.code == 2 and r.stdout == ""
    assert r.stderr.startswith("doctor: error: ") and len(r.stderr.splitlines()) == 1


def test_subcommand_all_namespaces_overrides_global_namespace(doctor, fixtures_dir):
    demo = fixtures_dir / "demo"
    everything = doctor("scan", "--from", demo, "-o", "json").json()
    r = doctor("-n", "team-a", "scan", "-A", "--from", demo, "-o", "json")
    assert r.code == 1 and len(r.json()["findings"]) == len(everything["findings"])


def _python_m_doctor(args, **kw):
    import os
    import subprocess
    import sys
    import tempfile
    return subprocess.run([sys.executable, "-m", "doctor", *map(str, args)], cwd=tempfile.gettempdir(),
                          env={**os.environ}, timeout=60, **kw)


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("args", [("scan", "--from", "DEMO"), ("checks",), ("explain", "-o", "json", "x")])
def test_unwritable_stdout_is_one_line_not_internal_error(fixtures_dir, args):
    args = [str(fixtures_dir / "demo") if a == "DEMO" else a for a in args]
    with open("/dev/full", "w") as full:
        proc = _python_m_doctor(args, stdout=full, stderr=__import__("subprocess").PIPE, text=True)
    assert proc.returncode == 74
    assert proc.stderr.splitlines() == ["doctor: error: cannot write the output: No space left on device"]


def test_closed_stdin_and_stdout(fixtures_dir):
    import os
    import subprocess
    closed_in = _python_m_doctor(["explain", "-"], preexec_fn=lambda: os.close(0),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert closed_in.returncode == 2
    assert closed_in.stderr.splitlines() == ["doctor: error: cannot read stdin: it is closed"]
    closed_out = _python_m_doctor(["scan", "--from", fixtures_dir / "demo"], preexec_fn=lambda: os.close(1),
                                  stderr=subprocess.PIPE, text=True)
    assert closed_out.returncode == 1 and closed_out.stderr == ""


def test_probe_namespace_flag_contradicting_argument(doctor, fixtures_dir):
    # pending already refused this; probe silently ignored -n
    blocked = fixtures_dir / "distributed-netpol-blocks"
    r = doctor("probe", "-n", "team-b", "default/pytorch-distributed-training-0", "--from", blocked)
    assert r.code == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1 and "-n" in r.stderr
    assert doctor("probe", "-n", "default", "pytorch-distributed-training-0", "--from", blocked).code == 1
