"""doctor.engine.run_checks keeps the cyclic GC out of the checks (issue 16): paused while they
run, what they built frozen after (the young generation's count zeroed, so the first allocation
after them does not pay a collection of everything at once), and the caller's setting restored."""
from __future__ import annotations

import gc

import pytest

from doctor.check import Check
from doctor.engine import run_checks
from doctor.model import Status
from doctor.snapshot import Snapshot


class _Allocates(Check):
    id = "allocates"
    title = "builds an index of many containers"
    category = "test"
    requires = ()
    seen: list = []

    def run(self, snapshot):
        _Allocates.seen.append(gc.isenabled())
        keep = [{"i": i} for i in range(gc.get_threshold()[0] + 1000)]   # more than one young generation
        _Allocates.kept = keep                  # lives on, like the indexes checks build
        return []


@pytest.fixture
def collections():
    got = []

    def cb(phase, info):
        if phase == "start":
            got.append(info["generation"])

    gc.callbacks.append(cb)
    try:
        yield got
    finally:
        gc.callbacks.remove(cb)


@pytest.mark.parametrize("enabled", [True, False])
def test_paused_during_the_checks_and_restored(enabled, collections):
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        _Allocates.seen = []
        report = run_checks([_Allocates], Snapshot())
        young = gc.get_count()[0]
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert [r.status for r in report.results] == [Status.OK]
    assert _Allocates.seen[0] is False          # paused inside the check
    assert collections == []                    # no collection walked what the check built
    assert young < 1000                         # frozen: the young count starts again near 0
    _Allocates.kept = None


def test_a_check_error_still_restores_the_collector():
    class Boom(Check):
        id = "boom"
        title = "raises"
        category = "test"
        requires = ()

        def run(self, snapshot):
            raise RuntimeError("no")

    was = gc.isenabled()
    gc.enable()
    try:
        report = run_checks([Boom], Snapshot())
        assert gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
    assert report.results[0].status is Status.ERROR
