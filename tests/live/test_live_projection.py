"""`doctor pending --kubeconfig` decodes the pod list with the same projection as --from
(doctor/sources/projection.py): one Pending/unbound question per fixture, served by the loopback
API server (PodList items without kind/apiVersion, paginated), gives the same answer as full
decoding (DOCTOR_FULL_DECODE=1), and the same pod logs are fetched."""
from __future__ import annotations

import json

import pytest

from doctor.sources.fixtures import load_path

from .server import FakeApiServer
from test_pending_projection import QUESTIONS

ONE_PER_FIXTURE = list({q[0]: q for q in QUESTIONS if not q[3]}.values())


def _answer(doctor, kc: str, ns: str, name: str) -> tuple:
    r = doctor("pending", "--kubeconfig", kc, f"{ns}/{name}", "-o", "json")
    data = json.loads(r.stdout) if r.stdout.startswith("{") else None
    if data is not None:
        data.pop("observed_at", None)   # the live run's clock
    return r.code, data, r.stderr


@pytest.mark.parametrize("folder,ns,name,bound", ONE_PER_FIXTURE,
                         ids=[f"{q[0].name}:{q[1]}/{q[2]}" for q in ONE_PER_FIXTURE])
def test_live_pending_projected_equals_whole(doctor, monkeypatch, tmp_path, folder, ns, name, bound):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    monkeypatch.setenv("DOCTOR_PAGE_SIZE", "3")   # several pages: the projection works per page
    snap = load_path(folder)
    with FakeApiServer(dict(snap.objects)) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        monkeypatch.delenv("DOCTOR_FULL_DECODE", raising=False)
        projected = _answer(doctor, kc, ns, name)
        projected_logs = sorted(p for p, _ in api.requests if p.endswith("/log"))
        api.requests.clear()
        monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
        full = _answer(doctor, kc, ns, name)
        full_logs = sorted(p for p, _ in api.requests if p.endswith("/log"))
    assert projected == full
    assert projected_logs == full_logs
    assert full[0] in (0, 1, 3) and full[1] is not None, full[2]


def test_live_pods_are_projected(monkeypatch, tmp_path):
    from doctor.sources.live import collect
    from doctor.sources.projection import for_pending

    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    folder, ns, name, _ = ONE_PER_FIXTURE[0]
    snap = load_path(folder)
    with FakeApiServer(dict(snap.objects)) as api:
        kc = str(api.write_kubeconfig(tmp_path / "kc"))
        got = collect(["pods", "nodes"], kubeconfig=kc, projection=for_pending(None, name))
    asked = [p for p in got.pods if p["metadata"]["name"] == name]
    others = [p for p in got.pods if p["metadata"]["name"] != name]
    assert asked and all(p["kind"] == "Pod" and p["apiVersion"] == "v1" for p in got.pods)
    assert all("volumes" in p["spec"] or "volumes" not in (snap.pod(ns, name) or {}).get("spec", {}) for p in asked)
    assert others and not any("volumeMounts" in c for p in others for c in p["spec"].get("containers") or [])
    assert len(got.pods) == len(snap.pods)
