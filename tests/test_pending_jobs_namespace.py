"""`doctor pending` asks gang_needs_one_domain about one pod's namespace only
(pending_cmd._run_question -> distributed.jobs.ask_namespace): jobs_with_pods() then builds the
jobs of that namespace from its pods alone. They must be the jobs jobs_of() builds from every
pod, for every namespace of every fixture: same kind, name, ranks (pods, order, index, GPUs),
owner and expected size; and with no namespace asked (scan), every job that has pods."""
from __future__ import annotations

from pathlib import Path

import pytest

from doctor.distributed.jobs import ask_namespace, jobs_of, jobs_with_pods
from doctor.errors import InputError
from doctor.sources.fixtures import load_path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


def _shape(job):
    return (job.kind, job.namespace, job.name, job.expected, job.expected_source, id(job.owner) if job.owner else None,
            [(id(r.pod), r.index, r.container_index, r.gpus) for r in job.ranks])


@pytest.mark.parametrize("folder", DIRS, ids=[d.name for d in DIRS])
def test_namespace_jobs_are_the_full_builds(folder):
    try:
        full_snap = load_path(folder)
        asked = load_path(folder)   # its own snapshot: nothing cached from the full build
    except InputError:
        pytest.skip("a fixture meant not to load")
    try:
        full = [j for j in jobs_of(full_snap) if not j.from_manifest]
    except (AttributeError, TypeError, ValueError, KeyError):
        pytest.skip("malformed on purpose: the command words it as bad input")
    namespaces = {((p.get("metadata") or {}).get("namespace") or "default") for p in asked.pods} | {"absent-ns"}
    for ns in sorted(namespaces):
        ask_namespace(asked, ns)
        got = jobs_with_pods(asked)
        assert getattr(asked, "_distributed_jobs", None) is None   # the partial build is never cached as all jobs
        want = [j for j in full if j.namespace == ns]
        # ids of pods/owners differ between the two snapshots: compare by name, then shape within one snapshot
        assert [(j.kind, j.name, j.expected, j.expected_source, [(r.name, r.index, r.gpus) for r in j.ranks])
                for j in got] == [(j.kind, j.name, j.expected, j.expected_source,
                                   [(r.name, r.index, r.gpus) for r in j.ranks]) for j in want], ns
    ask_namespace(asked, None)
    assert [_shape(j) for j in jobs_with_pods(asked)] == [_shape(j) for j in jobs_of(asked) if not j.from_manifest]


def test_some_fixture_has_jobs_in_more_than_one_namespace_or_a_gang():
    """The comparison above is not vacuous: fixtures hold distributed jobs, gang ones among them."""
    jobs = [j for d in DIRS if (d / "pods.json").exists() for j in _jobs(d)]
    assert len(jobs) >= 10
    assert any(j.name.startswith("gpt-13b") for j in jobs)


def _jobs(folder):
    try:
        return [j for j in jobs_of(load_path(folder)) if not j.from_manifest]
    except Exception:   # noqa: BLE001 - fixtures meant not to load
        return []
