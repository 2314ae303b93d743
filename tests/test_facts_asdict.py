"""doctor.facts writes NodeFacts/PendingPod with its own _asdict (issue 16: dataclasses.asdict's
generic deep copy cost ~0.1 s on 5,000 GPU nodes): the same dicts as dataclasses.asdict."""
from __future__ import annotations

from dataclasses import asdict

from testlib import FIXTURES
from doctor import facts
from doctor.facts import Loss, NodeFacts, PendingPod, _asdict


def test_every_fixture_node_and_pending_pod():
    from doctor.engine import run_checks
    from doctor.registry import discover
    from doctor.sources.fixtures import load_paths

    nodes = pending = 0
    for folder in sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_")):
        try:
            snap = load_paths([str(folder)])
        except Exception:   # the hostile-input fixtures are refused on load
            continue
        cf = facts.of(run_checks(discover(plugins=False), snap))
        for n in cf.nodes:
            assert _asdict(n) == asdict(n) and list(_asdict(n)) == list(asdict(n))
            nodes += 1
        for p in cf.pending:
            assert _asdict(p) == asdict(p) and list(_asdict(p)) == list(asdict(p))
            pending += 1
    assert nodes > 50 and pending > 10


def test_losses_copied_and_odd_values_fall_back():
    n = NodeFacts("n", None, "550.54", 8, "gfd", 8, None, 1, 8, 8, 4, 4, 2, 4, 0, "True", None, False, False,
                  lost=[Loss("unhealthy", 2, "why", "f:1", None)], findings=["f:1"])
    got = _asdict(n)
    assert got == asdict(n) and got["lost"] is not n.lost and got["findings"] is not n.findings
    odd = PendingPod("ns", "p", 1, None, None, findings=[("a", 1)])   # not a plain list: dataclasses.asdict
    assert _asdict(odd) == asdict(odd)
