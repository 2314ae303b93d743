from __future__ import annotations

import pytest

from .cluster import DEVICE_PLUGIN_LOG, gpu_cluster
from .server import FakeApiServer


@pytest.fixture
def cluster():
    return gpu_cluster(7)


@pytest.fixture
def api(cluster):
    with FakeApiServer(cluster) as server:
        server.logs[("gpu-operator", "nvidia-device-plugin-daemonset-q9wz4", "main")] = DEVICE_PLUGIN_LOG
        yield server


@pytest.fixture
def kubeconfig(api, tmp_path, monkeypatch):
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    monkeypatch.delenv("DOCTOR_REQUEST_TIMEOUT", raising=False)
    monkeypatch.delenv("DOCTOR_PAGE_SIZE", raising=False)
    return str(api.write_kubeconfig(tmp_path / "kubeconfig"))
