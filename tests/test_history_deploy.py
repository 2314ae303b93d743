"""deploy/cronjob.yaml: read-only RBAC (list/get/watch, no secrets), a CronJob that scans with
--history on a volume, and flags the CLI really has."""
from __future__ import annotations

import shlex
from pathlib import Path

import yaml

DEPLOY = Path(__file__).resolve().parent.parent / "deploy" / "cronjob.yaml"


def _docs():
    return {d["kind"]: d for d in yaml.safe_load_all(DEPLOY.read_text()) if d}


def test_rbac_is_read_only_and_never_secrets():
    role = _docs()["ClusterRole"]
    for rule in role["rules"]:
        assert set(rule["verbs"]) <= {"get", "list", "watch"}, rule
        assert "secrets" not in rule["resources"] and "*" not in rule["resources"], rule
        assert "*" not in rule["apiGroups"]
        assert not any(r.endswith("/exec") or r.endswith("/attach") for r in rule["resources"])


def test_rbac_covers_what_the_checks_list(doctor):
    from doctor.resources import resource_named

    granted = {(g, r) for rule in _docs()["ClusterRole"]["rules"] if "list" in rule["verbs"]
               for g in rule["apiGroups"] for r in rule["resources"]}
    data = doctor("checks", "-o", "json").json()
    checks = data["checks"] if isinstance(data, dict) else data
    needed = {n for c in checks for n in c["requires"] + c["optional"]} - {"logs", "node_reports"}
    missing = [n for n in needed if resource_named(n) is not None
               and (resource_named(n).group, resource_named(n).plural) not in granted]
    assert not missing, f"deploy/cronjob.yaml ClusterRole lacks list on {missing}"


def test_cronjob_scans_with_history_on_a_volume(doctor):
    docs = _docs()
    job = docs["CronJob"]["spec"]["jobTemplate"]["spec"]["template"]["spec"]
    assert job["serviceAccountName"] == docs["ServiceAccount"]["metadata"]["name"]
    binding = docs["ClusterRoleBinding"]
    assert binding["roleRef"]["name"] == docs["ClusterRole"]["metadata"]["name"]
    assert binding["subjects"][0]["name"] == docs["ServiceAccount"]["metadata"]["name"]
    (container,) = job["containers"]
    script = container["args"][0]
    assert "doctor scan" in script and "--history" in script
    mount = container["volumeMounts"][0]["mountPath"]
    hist = shlex.split(script.split("--history", 1)[1])[0]
    assert hist.startswith(mount + "/")
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert docs["CronJob"]["spec"]["concurrencyPolicy"] == "Forbid"
    # the flags the script uses exist
    for line in script.splitlines():
        words = shlex.split(line.replace("\\", " ")) if line.strip().startswith("doctor") else []
        if words:
            r = doctor(*words[1:2], "--help")
            assert r.code == 0
            for w in words:
                if w.startswith("--"):
                    assert w in r.stdout, (w, words[1])
