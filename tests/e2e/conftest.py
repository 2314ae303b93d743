"""End-to-end fixtures: the real control plane (e2e/controlplane), an admin client for the
test's own writes, the read-only identity of deploy/rbac.yaml, and `doctor` run in-process
against the live API server exactly as a user runs it (the CLI entry point, --kubeconfig).

Opt-in: DOCTOR_E2E=1 (set by .ci/run). Without it every test here is skipped with one line
saying how to run them; with it, a missing Go or a failed build FAILS the run (no silent skip)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import HOW_TO, build, start  # noqa: E402
from kube import ApiError, Kube  # noqa: E402
from crds import all_specs, install  # noqa: E402
from e2e_support import cluster_state, rbac_docs, state_changes  # noqa: E402

ENABLED = os.environ.get("DOCTOR_E2E") == "1"
# Not enabled: collect nothing here and say so in one line at the end of the run.
collect_ignore_glob = [] if ENABLED else ["test_*.py"]


def pytest_terminal_summary(terminalreporter):
    if not ENABLED:
        terminalreporter.write_line(f"tests/e2e not run: {HOW_TO}")


@pytest.fixture(scope="session")
def controlplane():
    binary, seconds, rebuilt = build()
    if rebuilt:
        print(f"\ne2e: built {binary} in {seconds:.1f}s", file=sys.stderr)
    cp = start(binary)
    print(f"e2e: control plane {cp.env.get('kubernetes_version')} ready in {cp.start_seconds:.1f}s "
          f"at {cp.server}", file=sys.stderr)
    yield cp
    alive = cp.alive()
    logs = "" if alive else cp.logs("kube-apiserver") + "\n" + cp.logs("kube-scheduler")
    cp.stop()
    assert alive, f"the control plane died during the tests:\n{logs}"


@pytest.fixture(scope="session")
def kube(controlplane) -> Kube:
    cert, key = controlplane.admin_cert()
    k = Kube(controlplane.server, controlplane.ca_file, cert, key)
    k.discover()
    return k


@pytest.fixture(scope="session")
def readonly_kubeconfig(controlplane, kube) -> str:
    """deploy/rbac.yaml applied as shipped; a TokenRequest token of its ServiceAccount."""
    for doc in rbac_docs():
        try:
            kube.create(doc)
        except ApiError as exc:
            if exc.status != 409:
                raise
    token = kube.token_for("gpu-doctor", "gpu-doctor")
    return controlplane.token_kubeconfig(token, "gpu-doctor")


@pytest.fixture(scope="session")
def crds(kube):
    """The CRDs of crds.py, installed once for the session (shared infrastructure, like the
    read-only identity: present before any module's state is taken, so no selection of tests
    sees a different set of served kinds)."""
    install(kube)
    return all_specs()


@pytest.fixture(scope="module", autouse=True)
def module_leaves_no_trace(kube, crds, readonly_kubeconfig):
    """Every e2e module leaves the shared control plane as it found it (its module-scoped
    fixtures included): what one module leaves must not decide another's verdict."""
    before = cluster_state(kube)
    yield
    changes = state_changes(before, cluster_state(kube))
    assert not changes, (f"the module changed the shared control plane ({len(changes)}):\n  "
                         + "\n  ".join(changes[:30]))


@pytest.fixture
def leaves_no_trace(kube):
    """The test must leave the shared control plane as it found it: every object it created
    deleted and gone (not terminating), nothing that was there removed. Without this a leftover
    makes a later test's verdict depend on what else was selected (409 AlreadyExists, or a
    stale allocated ResourceClaim in kube-scheduler's view). Events and Leases are not compared
    (e2e_support.UNGUARDED_KINDS)."""
    before = cluster_state(kube)
    yield
    changes = state_changes(before, cluster_state(kube))
    assert not changes, (f"the test changed the shared control plane ({len(changes)}):\n  "
                         + "\n  ".join(changes[:30]))
