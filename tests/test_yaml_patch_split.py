"""doctor.workloads.yaml_patch writes the owner's head and the patch as two YAML documents'
text, the patch's text cached per distinct patch (issue 16: hundreds of templates share one
fix on a big cluster). It must be exactly the one-dump text it replaced."""
from __future__ import annotations

import random

import pytest
import yaml

from testlib import FIXTURES
from doctor import workloads
from doctor.workloads import yaml_patch

DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _one_dump(tpl, pointer, fragment) -> str:
    """The previous implementation: the whole object in one yaml.dump."""
    parts = workloads._parts(pointer)
    node: object = fragment
    current, path_objs = tpl.owner, []
    for p in parts:
        path_objs.append(current)
        current = current[p] if isinstance(current, (dict, list)) and workloads._has(current, p) else None
    for p, parent in zip(reversed(parts), reversed(path_objs)):
        if isinstance(p, int):
            item = parent[p] if isinstance(parent, list) and p < len(parent) else {}
            ident = {k: item[k] for k in ("name", "groupName") if isinstance(item, dict) and k in item}
            node = [{**ident, **node}] if isinstance(node, dict) else [node]
        else:
            node = {p: node}
    head = {"apiVersion": tpl.owner.get("apiVersion"), "kind": tpl.kind,
            "metadata": {k: v for k, v in (("name", tpl.name), ("namespace", tpl.namespace)) if v}}
    return yaml.dump({**head, **node}, Dumper=DUMPER, sort_keys=False, default_flow_style=False).rstrip()


FRAGMENTS = [{"startupProbe": {"httpGet": {"path": "/health", "port": 8000}, "failureThreshold": 60, "periodSeconds": 10}},
             {"resources": {"limits": {"nvidia.com/gpu": 1, "memory": "64Gi"}}},
             {"env": [{"name": "HF_HUB_OFFLINE", "value": "1"}], "x": [True, None, 1.5, "yes", "a: b", "long " * 40]}]


def test_every_fixture_template_and_fragment():
    from doctor.sources.fixtures import load_paths

    n = 0
    for folder in sorted(p for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_")):
        try:
            snap = load_paths([str(folder)])
        except Exception:   # the hostile-input fixtures are refused on load
            continue
        for tpl in workloads.templates(snap):
            for i, c, ptr in tpl.containers():
                for frag in FRAGMENTS:
                    for _ in range(2):   # the second call reads the cached patch text
                        assert yaml_patch(tpl, ptr, frag) == _one_dump(tpl, ptr, frag)
                        n += 1
    assert n > 500


def test_random_patches_and_shared_objects():
    from doctor.workloads import Template

    rng = random.Random("gpu-doctor/yaml-patch")

    def rnd(d=0):
        r = rng.random()
        if d > 3 or r < 0.3:
            return rng.choice(["a", "long " * 30, "1", "yes", "", "x: y", "- z", 1, 1.5, True, None, -0.0, "é中",
                               "multi\nline", 10 ** 20])
        if r < 0.65:
            return {rng.choice(["spec", "name", "a b", "1", "on"]) + str(rng.randint(0, 3)): rnd(d + 1)
                    for _ in range(rng.randint(0, 3))}
        return [rnd(d + 1) for _ in range(rng.randint(0, 3))]

    shared = {"same": "object"}
    for i in range(500):
        owner = {"apiVersion": "apps/v1", "kind": "Deployment",
                 "metadata": {"name": "n" * rng.randint(1, 90), "namespace": "ns"}, "spec": {"template": {"spec": {}}}}
        tpl = Template(owner, "deployments.apps", "/spec/template/spec", owner["spec"]["template"]["spec"])
        frag = {"value": rnd()} if i % 7 else {"a": shared, "b": shared}   # YAML anchors: not cached
        assert yaml_patch(tpl, "/spec/template/spec", frag) == _one_dump(tpl, "/spec/template/spec", frag)
