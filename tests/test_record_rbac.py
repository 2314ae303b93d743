"""deploy/rbac.yaml grants read access to exactly what the live source can list, and nothing
that writes, execs or reads Secrets."""
from __future__ import annotations

from pathlib import Path

import yaml

from doctor.resources import BY_NAME

RBAC = Path(__file__).resolve().parent.parent / "deploy" / "rbac.yaml"


def load():
    return {d["kind"]: d for d in yaml.safe_load_all(RBAC.read_text()) if d}


def test_cluster_role_covers_exactly_the_known_resources_read_only():
    docs = load()
    rules = docs["ClusterRole"]["rules"]
    granted = set()
    for rule in rules:
        if "nonResourceURLs" in rule:
            assert rule["verbs"] == ["get"]
            continue
        assert set(rule["verbs"]) <= {"get", "list", "watch"}, rule
        for group in rule["apiGroups"]:
            for res in rule["resources"]:
                if res == "pods/log":
                    assert rule["verbs"] == ["get"]
                    continue
                assert set(rule["verbs"]) == {"get", "list", "watch"}, rule
                granted.add(f"{res}.{group}" if group else res)
    assert granted == set(BY_NAME), (granted ^ set(BY_NAME))
    assert any("pods/log" in r.get("resources", []) for r in rules)
    assert not any(res.startswith(("secrets", "pods/exec", "pods/attach", "pods/portforward", "*"))
                   for r in rules for res in r.get("resources", []))
    assert "*" not in {g for r in rules for g in r.get("apiGroups", [])}


def test_binding_ties_the_role_to_the_service_account():
    docs = load()
    sa = docs["ServiceAccount"]["metadata"]
    binding = docs["ClusterRoleBinding"]
    assert binding["roleRef"] == {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole",
                                  "name": docs["ClusterRole"]["metadata"]["name"]}
    assert binding["subjects"] == [{"kind": "ServiceAccount", "name": sa["name"], "namespace": sa["namespace"]}]
    assert docs["Namespace"]["metadata"]["name"] == sa["namespace"]
