"""Across every recorded cluster: commands that evict pods say so next to them, and no fix
patches a field of a Pod that the API server does not let change in place."""
from __future__ import annotations

import re
import shlex

import pytest

from testlib import FIXTURES

SCENARIOS = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
IMMUTABLE_ON_POD = re.compile(r"kubectl patch (-n \S+ )?pod[/ ].*(nodeSelector|affinity|schedulerName)")
# a Job's spec.template is immutable: neither `kubectl edit job/x` nor a patch of its template is accepted
JOB_TEMPLATE_IN_PLACE = re.compile(r"kubectl (-n \S+ )?(edit|patch) (-n \S+ )?jobs?(\.batch)?[/ ]")


def _commands(report):
    for f in report["findings"]:
        yield from ((f["check"], c) for c in (f.get("fix") or {}).get("commands") or [])


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_fix_commands_are_safe_to_paste(doctor, scenario):
    r = doctor("scan", "--from", FIXTURES / scenario, "-o", "json")
    assert r.code in (0, 1), r.stderr
    for check, cmd in _commands(r.json()):
        if cmd.startswith("kubectl drain") or " kubectl drain " in cmd:
            assert "evicts every pod" in cmd, (check, cmd)
        assert not IMMUTABLE_ON_POD.search(cmd), (check, cmd)
        assert not JOB_TEMPLATE_IN_PLACE.search(cmd), (check, cmd)
        if "custom-columns" in cmd and "\\." in cmd:
            # what kubectl receives after the shell: the escaped dots of nvidia\.com must survive
            words = shlex.split(cmd.split("   #")[0])
            assert any("custom-columns=" in w and "\\." in w for w in words), (check, cmd)


def test_quota_fix_does_not_promise_that_deleting_finished_pods_frees_it(doctor):
    # terminal pods (Succeeded/Failed) do not count against a pod quota
    r = doctor("scan", "--from", FIXTURES / "pending-quota", "--check", "pods_not_created", "-o", "json")
    (f,) = r.json()["findings"]
    assert "delete finished pods" not in f["fix"]["text"]
    assert any("requests.nvidia\\.com/gpu" in c for c in f["fix"]["commands"])
