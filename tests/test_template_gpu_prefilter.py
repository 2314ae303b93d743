"""doctor.workloads.template_may_request_gpu: the per-template pre-filter gpu_containers,
gpu_request_limit_mismatch and gpu_requested_by_init_container take before building
tpl.containers(). It must be sound: False only where no container of the list asks for a GPU
resource, on every fixture's templates and on odd shapes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from doctor.kube.gpu import container_gpu_request, is_gpu_resource
from doctor.sources.fixtures import load_paths
from doctor.workloads import Template, gpu_containers, gpus, template_may_request_gpu, templates

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_"))


def _names(c: dict) -> list:
    res = c.get("resources") or {}
    return [k for sec in ("limits", "requests") for k in (res.get(sec) or {})]


@pytest.mark.parametrize("path", DIRS, ids=[p.name for p in DIRS])
def test_sound_on_every_fixture(path):
    snap = load_paths([str(path)])
    seen_true = seen_false = 0
    for tpl in templates(snap):
        for init in (False, True):
            may = template_may_request_gpu(tpl, init)
            seen_true += may
            seen_false += not may
            if not may:
                for _i, c, _p in tpl.containers(init):
                    assert container_gpu_request(c) == {} and gpus(c) == 0
                    assert not any(is_gpu_resource(k) for k in _names(c))
    if path.name in ("workloads-resources", "gpu-healthy"):
        assert seen_true and seen_false   # both answers happen: the test can fail


def _template(spec: dict) -> Template:
    pod = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "namespace": "ns"}, "spec": spec}
    return Template(pod, "pods", "/spec", spec)


@pytest.mark.parametrize("resources, expected", [
    ({"limits": {"nvidia.com/gpu": "1"}}, True),
    ({"requests": {"nvidia.com/mig-1g.10gb": "1"}}, True),
    ({"limits": {"amd.com/gpu": "2"}}, True),
    ({"limits": {"gpu.intel.com/i915": "1"}}, True),
    ({"limits": {"nvidia.com/gpumem": "1000"}}, True),        # "look closer": not a GPU count, still True
    ({"limits": {"cpu": "1", "memory": "1Gi"}}, False),
    ({"limits": "nvidia.com/gpu"}, False),                     # not an object: clean_container drops it
    ("nvidia.com/gpu", False),
    ({}, False),
])
def test_answers(resources, expected):
    tpl = _template({"containers": [{"name": "c", "resources": resources}]})
    assert template_may_request_gpu(tpl) is expected
    assert template_may_request_gpu(tpl, init=True) is False
    assert bool(gpu_containers(tpl)) <= expected


def test_init_containers_read_apart():
    tpl = _template({"containers": [{"name": "c"}],
                     "initContainers": [{"name": "i", "resources": {"limits": {"nvidia.com/gpu": "1"}}}]})
    assert template_may_request_gpu(tpl) is False
    assert template_may_request_gpu(tpl, init=True) is True
    assert gpu_containers(tpl, init=True) and not gpu_containers(tpl)


def test_non_string_key_takes_the_long_way():
    # a YAML fixture can hold an integer resource name: the pre-filter says "look closer"
    tpl = _template({"containers": [{"name": "c", "resources": {"limits": {1: "1"}}}]})
    assert template_may_request_gpu(tpl) is True


def test_odd_lists():
    assert template_may_request_gpu(_template({"containers": "x"})) is False
    assert template_may_request_gpu(_template({"containers": ["x", None, {"name": "c"}]})) is False
    assert json.dumps(_template({}).spec) == "{}" and template_may_request_gpu(_template({})) is False
