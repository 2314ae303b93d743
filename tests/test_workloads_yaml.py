"""doctor.workloads._yaml_dump writes the YAML of a fix's patch itself when every part is simple
(issue 16: PyYAML's import and ~60 us a dump, thousands of patch heads on a 150,000-pod scan):
it must be byte for byte what yaml.dump(..., Dumper=CSafeDumper, sort_keys=False,
default_flow_style=False) writes, and hand anything else to PyYAML."""
from __future__ import annotations

import random

import pytest
import yaml

from doctor.kube.simple_yaml import _simple_yaml, simple_yaml
from doctor.workloads import _yaml_dump

DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

# strings PyYAML writes plain, and strings it quotes or writes otherwise (YAML 1.1 booleans and
# nulls, numbers, timestamps, indicators, spaces, colons, non-ASCII, long ones)
WORDS = ["name", "value", "apps/v1", "Deployment", "vllm-server-0", "team-014", "nvidia.com/gpu", "a.b_c-d",
         "x", "A", "startupProbe", "httpGet", "/healthz", "port", "z9", "a-", "a.", "a_", "key/with/slash",
         "96Gi", "500m", "1.5Ti", "1E", "2Ki", "1k", "10M", "0m", "00Gi", "7n", "3u", "1P", "534", "1", "-1", "0", "-0", "1234567890123456789"]
TRICKY = ["yes", "No", "ON", "off", "True", "FALSE", "null", "Null", "NULL", "y", "n", "Y", "~", "", " ",
          "1.5", "0x1F", "1e3", ".inf", "-", "-a", "a b", "a: b", "a:b", "a #b", "#a", "'q'", '"q"', "@a", "`a",
          "!a", "&a", "*a", "|", ">", "%a", "[a]", "{a}", "a,b", "2024-01-01", "12:30", "<<", "=", "é", "a\nb",
          "x" * 100, "x" * 101, "a" * 130, "on_off", "yes-no", "nulls", "Yes.", "+1", "-01", "007", "089", "12345678901234567890", "0o17", "1_000",
          "?a", "a?", "a!", "...", "---", "a\tb", "1e", "1e3Gi", "1.", "1.Gi", "0b1", "1:30Gi", "1Gi ", "1 Gi", "1GiB",
          "10Mi/s", "1_0Gi", "+1Gi", "-1Gi", "0o7", "1.5e3", "1E+3", "2001-12-14", "2001-12-14t21:59:43.10-05:00"]
SCALARS = [0, 1, -1, 10**20, True, False, None, 1.0, 0.5, float("inf")]


def _doc(rng: random.Random, depth: int, pool: list, simple: bool):
    if depth > 3 or rng.random() < 0.3:
        r = rng.random()
        if simple:
            return rng.choice(pool) if r < 0.7 else rng.choice(SCALARS[:7])
        return rng.choice(pool) if r < 0.6 else rng.choice(SCALARS) if r < 0.9 else ({} if r < 0.95 else [])
    if rng.random() < 0.6:
        return {rng.choice(pool): _doc(rng, depth + 1, pool, simple) for _ in range(rng.randint(1, 4))}
    items = [_doc(rng, depth + 1, pool, simple) for _ in range(rng.randint(1, 3))]
    if simple:   # lists in lists are PyYAML's (the writer declines them)
        items = [{"name": rng.choice(pool), "items": x} if type(x) is list else x for x in items]
    return items


def _dump(data) -> str:
    return yaml.dump(data, Dumper=DUMPER, sort_keys=False, default_flow_style=False)


@pytest.mark.parametrize("seed", range(40))
def test_the_simple_writer_is_pyyaml(seed):
    rng = random.Random(seed)
    written = 0
    for i in range(300):
        simple = i % 2 == 1
        pool = WORDS if simple else WORDS + TRICKY
        data = {rng.choice(pool): _doc(rng, 0, pool, simple) for _ in range(rng.randint(1, 4))}
        if rng.random() < 0.1:   # the same object twice: PyYAML writes an anchor and an alias
            shared = {"name": "x", "value": [1, 2]}
            data["a"] = shared
            data["b"] = [shared]
        assert _yaml_dump(data) == _dump(data)
        written += _simple_yaml(data, [], "", 0, set())
    assert written > 60   # the writer's own path is exercised, not only PyYAML's


def test_each_tricky_string_is_left_to_pyyaml_or_written_the_same():
    for s in TRICKY + WORDS:
        for data in ({"k": s}, {s: 1}, {"k": [s]}, {"k": [{"name": s, "v": s}]}):
            assert _yaml_dump(data) == _dump(data), (s, data)
    for s in TRICKY:
        if s.strip() and not s[0].isalpha() and s[0] != "/":
            assert not _simple_yaml({"k": s}, [], "", 0, set())


def test_a_patch_head_and_body_need_no_pyyaml(monkeypatch):
    """The model-server fix of a Deployment: written without PyYAML, as PyYAML writes it."""
    head = {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "vllm-7b", "namespace": "serving"}}
    body = {"spec": {"template": {"spec": {"containers": [{"name": "vllm", "startupProbe": {
        "httpGet": {"path": "/health", "port": 8000}, "periodSeconds": 10, "failureThreshold": 180}}]}}}}
    expected = _dump(head) + _dump(body)
    import builtins

    real_import = builtins.__import__

    def no_yaml(name, *args, **kwargs):
        if name == "yaml":
            raise AssertionError("PyYAML imported for a simple patch")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_yaml)
    assert _yaml_dump(head) + _yaml_dump(body) == expected


@pytest.mark.parametrize("seed", range(10))
def test_the_simple_writer_is_also_pure_python_safe_dump(seed):
    """doctor.scheduler.remedy.to_yaml and the CUDA check's fix replaced yaml.safe_dump (the pure
    Python SafeDumper) with simple_yaml: where it writes, it writes what safe_dump writes."""

    rng = random.Random(seed)
    written = 0
    for i in range(200):
        pool = WORDS if i % 2 else WORDS + TRICKY
        data = {rng.choice(pool): _doc(rng, 0, pool, i % 2 == 1) for _ in range(rng.randint(1, 4))}
        text = simple_yaml(data)
        if text is not None:
            written += 1
            assert text == yaml.safe_dump(data, sort_keys=False, default_flow_style=False)
    driver_fix = {"spec": {"template": {"spec": {"affinity": {"nodeAffinity": {
        "requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [{"matchExpressions": [
            {"key": "nvidia.com/cuda.driver.major", "operator": "Gt", "values": ["534"]}]}]}}}}}}}
    assert simple_yaml(driver_fix) == yaml.safe_dump(driver_fix, sort_keys=False, default_flow_style=False)
    assert written > 50
