"""Every fixture is shaped like `kubectl get -o json` of a real cluster: the API server's own
validation and admission rules that refused fixtures in tests/e2e/test_live_fixtures.py (real
kube-apiserver 1.35), checked here without a control plane so the normal suite catches a
generator regressing. `hostile` is invalid on purpose and left out.

Rules (the API server's, each with the refusal it gave a fixture):
- a container's volumeMounts name a volume of the same pod spec (pods and pod templates:
  "volumeMounts[0].name: Not found");
- a Deployment/StatefulSet/DaemonSet/ReplicaSet template has containers and labels its selector
  matches ("containers: Required value", "`selector` does not match template `labels`");
- maxUnavailable / maxSurge are an integer or a percent string ("a valid percent string must be
  a numeric string followed by an ending '%'");
- a pod naming a RuntimeClass is admitted only when it exists ("RuntimeClass \"nvidia\" not found");
- a pod's priority comes from its priorityClassName (Priority admission), and its qosClass is the
  one the API server computes (pkg/apis/core/helper/qos: only cpu, memory and hugepages count);
- a pod tolerates node.kubernetes.io/not-ready and /unreachable (NoExecute): the DefaultTolerationSeconds
  admission plugin (on by default) adds both, for 300 s, to every pod that does not (not refused: added,
  so a recording without them is not what the API server holds)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
INVALID_BY_DESIGN = {"hostile"}
WORKLOAD_KINDS = {"Deployment", "StatefulSet", "DaemonSet", "ReplicaSet"}
PERCENT = re.compile(r"^[0-9]+%$")


def qos_class(spec: dict) -> str:
    def counted(rl):
        return {k: v for k, v in (rl or {}).items() if k in ("cpu", "memory") or k.startswith("hugepages-")}
    any_set, guaranteed = False, True
    for c in (spec.get("containers") or []) + (spec.get("initContainers") or []):
        res = c.get("resources") or {}
        req, lim = counted(res.get("requests")), counted(res.get("limits"))
        any_set = any_set or bool(req or lim)
        if any(k not in lim or req.get(k, lim[k]) != lim[k] for k in ("cpu", "memory")):
            guaranteed = False
    return "BestEffort" if not any_set else "Guaranteed" if guaranteed else "Burstable"


def _mount_problems(where: str, spec: dict) -> list[str]:
    declared = {v.get("name") for v in spec.get("volumes") or []}
    out = []
    for c in (spec.get("containers") or []) + (spec.get("initContainers") or []):
        for m in c.get("volumeMounts") or []:
            if m.get("name") not in declared:
                out.append(f"{where}: container {c.get('name')} mounts undeclared volume {m.get('name')!r}")
    return out


def _int_or_percent(where: str, key: str, value) -> list[str]:
    if value is None or isinstance(value, int) and not isinstance(value, bool):
        return []
    if isinstance(value, str) and PERCENT.match(value):
        return []
    return [f"{where}: {key} {value!r} is neither an integer nor a percent string"]


def problems(objs: list[dict]) -> list[str]:
    """The API-server rules above, over one fixture's objects."""
    runtime_classes = {o["metadata"]["name"] for o in objs if o.get("kind") == "RuntimeClass"}
    out: list[str] = []
    for o in objs:
        kind, meta = o.get("kind"), o.get("metadata") or {}
        where = f"{kind} {meta.get('namespace', '')}/{meta.get('name')}"
        spec = o.get("spec") or {}
        if kind == "Pod":
            out += _mount_problems(where, spec)
            rc = spec.get("runtimeClassName")
            if rc and rc not in runtime_classes:
                out.append(f"{where}: runtimeClassName {rc!r} names no recorded RuntimeClass")
            if spec.get("priority") and not spec.get("priorityClassName"):
                out.append(f"{where}: priority {spec['priority']} without a priorityClassName")
            qos = (o.get("status") or {}).get("qosClass")
            if qos and qos != qos_class(spec):
                out.append(f"{where}: qosClass {qos} but the API server computes {qos_class(spec)}")
            tols = [t for t in spec.get("tolerations") or [] if isinstance(t, dict)]
            for key in ("node.kubernetes.io/not-ready", "node.kubernetes.io/unreachable"):
                if not any(t.get("key", "") in (key, "") and t.get("effect", "") in ("NoExecute", "") for t in tols):
                    out.append(f"{where}: no {key} NoExecute toleration (DefaultTolerationSeconds adds it)")
        elif kind in WORKLOAD_KINDS:
            tmpl = spec.get("template") or {}
            tspec = tmpl.get("spec") or {}
            out += _mount_problems(where + " template", tspec)
            if not tspec.get("containers"):
                out.append(f"{where}: template has no containers")
            labels = (tmpl.get("metadata") or {}).get("labels") or {}
            wanted = (spec.get("selector") or {}).get("matchLabels") or {}
            if any(labels.get(k) != v for k, v in wanted.items()):
                out.append(f"{where}: template labels {labels} do not match selector {wanted}")
            strategy = spec.get("strategy") or spec.get("updateStrategy") or {}
            for key, value in (strategy.get("rollingUpdate") or {}).items():
                if key in ("maxUnavailable", "maxSurge"):
                    out += _int_or_percent(where, key, value)
    return out


def read_objects(folder: Path) -> list[dict]:
    out = []
    for f in sorted(folder.glob("*.json")):
        if f.name in ("meta.json", "secrets.json"):
            continue
        doc = json.loads(f.read_text())
        items = doc.get("items") if isinstance(doc.get("items"), list) else [doc]
        out += [i for i in items if isinstance(i, dict) and i.get("kind")]
    return out


FOLDERS = sorted(p for p in FIXTURES.iterdir()
                 if p.is_dir() and not p.name.startswith("_") and p.name not in INVALID_BY_DESIGN
                 and (p / "pods.json").exists())


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.name)
def test_fixture_objects_follow_api_server_rules(folder):
    assert problems(read_objects(folder)) == []


def test_rules_catch_each_refusal_seen_on_the_real_server():
    # each object below is one the real kube-apiserver refused when a fixture held it
    pod_spec = {"containers": [{"name": "c", "image": "i", "volumeMounts": [{"name": "dshm", "mountPath": "/dev/shm"}],
                                "resources": {"limits": {"nvidia.com/gpu": "1"}}}],
                "runtimeClassName": "nvidia", "priority": 2000001000}
    bad = [
        {"kind": "Pod", "metadata": {"name": "p", "namespace": "n"}, "spec": pod_spec,
         "status": {"qosClass": "Burstable"}},
        {"kind": "StatefulSet", "metadata": {"name": "s", "namespace": "n"},
         "spec": {"selector": {"matchLabels": {"app": "a"}},
                  "template": {"metadata": {"labels": {"app": "a"}}, "spec": {"containers": [
                      {"name": "c", "image": "i", "volumeMounts": [{"name": "kube-api-access", "mountPath": "/x"}]}]}}}},
        {"kind": "DaemonSet", "metadata": {"name": "d", "namespace": "n"},
         "spec": {"selector": {"matchLabels": {"app": "a"}},
                  "template": {"metadata": {"labels": {"app": "a"}}, "spec": {"containers": [{"name": "c", "image": "i"}]}},
                  "updateStrategy": {"type": "RollingUpdate", "rollingUpdate": {"maxUnavailable": "1"}}}},
        {"kind": "Deployment", "metadata": {"name": "g", "namespace": "n"},
         "spec": {"selector": {"matchLabels": {"app": "a"}}}},
    ]
    found = problems(bad)
    for needle in ("Pod n/p: container c mounts undeclared volume 'dshm'",
                   "Pod n/p: runtimeClassName 'nvidia' names no recorded RuntimeClass",
                   "Pod n/p: priority 2000001000 without a priorityClassName",
                   "Pod n/p: qosClass Burstable but the API server computes BestEffort",
                   "StatefulSet n/s template: container c mounts undeclared volume 'kube-api-access'",
                   "DaemonSet n/d: maxUnavailable '1' is neither an integer nor a percent string",
                   "Deployment n/g: template has no containers",
                   "Deployment n/g: template labels {} do not match selector {'app': 'a'}",
                   "Pod n/p: no node.kubernetes.io/unreachable NoExecute toleration (DefaultTolerationSeconds adds it)"):
        assert needle in found, (needle, found)
    assert len(found) == 10, found
    # and the shapes the API server accepts pass
    good = [{"kind": "RuntimeClass", "metadata": {"name": "nvidia"}, "handler": "nvidia"},
            {"kind": "Pod", "metadata": {"name": "p", "namespace": "n"},
             "spec": dict(pod_spec, priorityClassName="system-node-critical",
                          volumes=[{"name": "dshm", "emptyDir": {"medium": "Memory"}}],
                          tolerations=[{"key": k, "operator": "Exists", "effect": "NoExecute", "tolerationSeconds": 300}
                                       for k in ("node.kubernetes.io/not-ready", "node.kubernetes.io/unreachable")]),
             "status": {"qosClass": "BestEffort"}},
            {"kind": "DaemonSet", "metadata": {"name": "d", "namespace": "n"},
             "spec": {"selector": {"matchLabels": {"app": "a"}},
                      "template": {"metadata": {"labels": {"app": "a"}}, "spec": {"containers": [{"name": "c", "image": "i"}]}},
                      "updateStrategy": {"rollingUpdate": {"maxUnavailable": 1, "maxSurge": "25%"}}}}]
    assert problems(good) == []
    assert qos_class({"containers": [{"resources": {"limits": {"cpu": "1", "memory": "1Gi"}}}]}) == "Guaranteed"
    assert qos_class({"containers": [{"resources": {"requests": {"memory": "1Gi"}}}]}) == "Burstable"
