"""deploy/daemonset.yaml against the Kubernetes API schema as the kubernetes client's models
know it (attribute_map/openapi_types: unknown or misspelled fields fail; the model constructors
reject missing required fields), plus the properties the node agent depends on. No network."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

DEPLOY = Path(__file__).parent.parent / "deploy"
KINDS = {("v1", "Namespace"): "V1Namespace", ("v1", "ServiceAccount"): "V1ServiceAccount",
         ("rbac.authorization.k8s.io/v1", "Role"): "V1Role",
         ("rbac.authorization.k8s.io/v1", "RoleBinding"): "V1RoleBinding",
         ("apps/v1", "DaemonSet"): "V1DaemonSet"}


def _docs():
    return [d for d in yaml.safe_load_all((DEPLOY / "daemonset.yaml").read_text()) if d]


def _check(value, type_name: str, where: str, models) -> list[str]:
    errors = []
    m = re.match(r"(?:list|List)\[(.*)\]$", type_name)
    if m:
        if not isinstance(value, list):
            return [f"{where}: expected a list"]
        for i, item in enumerate(value):
            errors += _check(item, m.group(1), f"{where}[{i}]", models)
        return errors
    m = re.match(r"(?:dict\(|Dict\[)(.*), (.*)[)\]]$", type_name)
    if m:
        if not isinstance(value, dict):
            return [f"{where}: expected a map"]
        for k, v in value.items():
            errors += _check(v, m.group(2), f"{where}.{k}", models)
        return errors
    if type_name in ("str", "int", "bool", "float", "object", "datetime"):
        expected = {"str": str, "int": int, "bool": bool, "float": (int, float)}.get(type_name)
        if expected and not isinstance(value, expected):
            errors.append(f"{where}: expected {type_name}, got {type(value).__name__} {value!r}")
        return errors
    cls = getattr(models, type_name)
    if not isinstance(value, dict):
        return [f"{where}: expected an object ({type_name})"]
    by_json = {j: a for a, j in cls.attribute_map.items()}
    for key, v in value.items():
        if key not in by_json:
            errors.append(f"{where}: unknown field {key!r} for {type_name}")
            continue
        errors += _check(v, cls.openapi_types[by_json[key]], f"{where}.{key}", models)
    return errors


def test_every_object_matches_the_api_schema():
    from kubernetes import client as models
    from kubernetes.client import ApiClient

    api = ApiClient()
    docs = _docs()
    assert {(d["apiVersion"], d["kind"]) for d in docs} == set(KINDS)
    for doc in docs:
        name = KINDS[(doc["apiVersion"], doc["kind"])]
        assert _check(doc, name, doc["kind"], models) == []
        obj = api._ApiClient__deserialize(doc, name)     # raises on missing required fields
        assert obj.metadata.name


def test_schema_walker_catches_mistakes():
    from kubernetes import client as models

    ds = next(d for d in _docs() if d["kind"] == "DaemonSet")
    bad = yaml.safe_load(yaml.safe_dump(ds))
    bad["spec"]["template"]["spec"]["containers"][0]["securityContex"] = {}
    bad["spec"]["template"]["spec"]["hostPid"] = True
    errors = _check(bad, "V1DaemonSet", "DaemonSet", models)
    assert any("securityContex" in e for e in errors) and any("hostPid" in e for e in errors)
    from kubernetes.client import ApiClient
    missing = yaml.safe_load(yaml.safe_dump(ds))
    del missing["spec"]["template"]["spec"]["containers"][0]["name"]
    with pytest.raises(ValueError):
        ApiClient()._ApiClient__deserialize(missing, "V1DaemonSet")


def test_agent_pod_has_what_doctor_node_needs():
    docs = _docs()
    ds = next(d for d in docs if d["kind"] == "DaemonSet")
    pod = ds["spec"]["template"]["spec"]
    assert ds["spec"]["selector"]["matchLabels"].items() <= ds["spec"]["template"]["metadata"]["labels"].items()
    assert pod["hostPID"] is True
    assert pod["nodeSelector"] == {"nvidia.com/gpu.present": "true"}
    assert any(t.get("key") == "nvidia.com/gpu" and t["effect"] == "NoSchedule" for t in pod["tolerations"])
    c = pod["containers"][0]
    assert c["name"] == "node-agent"
    # never takes a GPU from workloads
    for section in ("requests", "limits"):
        assert not any("nvidia.com" in k for k in c["resources"].get(section, {}))
    env = {e["name"]: e for e in c["env"]}
    assert env["NVIDIA_VISIBLE_DEVICES"]["value"] == "all"
    assert env["NODE_NAME"]["valueFrom"]["fieldRef"]["fieldPath"] == "spec.nodeName"
    assert pod.get("runtimeClassName") == "nvidia"
    # host /proc read-only, and the command points doctor node at it
    mounts = {m["name"]: m for m in c["volumeMounts"]}
    vols = {v["name"]: v for v in pod["volumes"]}
    proc = next(n for n, v in vols.items() if v.get("hostPath", {}).get("path") == "/proc")
    assert mounts[proc]["readOnly"] is True
    cmd = c["command"]
    assert cmd[:2] == ["doctor", "node"] and cmd[cmd.index("--proc-root") + 1] == mounts[proc]["mountPath"]
    assert cmd[cmd.index("--output") + 1] == "json" and int(cmd[cmd.index("--interval") + 1]) > 0
    sc = c["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True and sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]
    assert c["resources"]["limits"]["memory"] and c["resources"]["requests"]["cpu"]


def test_minimal_service_account_and_namespaces_agree():
    docs = _docs()
    ds = next(d for d in docs if d["kind"] == "DaemonSet")
    sa = next(d for d in docs if d["kind"] == "ServiceAccount")
    ns = next(d for d in docs if d["kind"] == "Namespace")
    pod = ds["spec"]["template"]["spec"]
    assert pod["serviceAccountName"] == sa["metadata"]["name"]
    assert sa["automountServiceAccountToken"] is False and pod["automountServiceAccountToken"] is False
    for d in docs:
        if d["kind"] != "Namespace":
            assert d["metadata"]["namespace"] == ns["metadata"]["name"]
    # hostPID + hostPath are refused by `restricted`/`baseline` Pod Security: the namespace must allow it
    assert ns["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "privileged"
    role = next(d for d in docs if d["kind"] == "Role")
    rules = {(tuple(r["resources"]), tuple(r["verbs"])) for r in role["rules"]}
    assert rules == {(("pods",), ("get", "list")), (("pods/log",), ("get",))}   # read-only, nothing else


def test_collect_defaults_match_the_manifest():
    from doctor.sources import agents as collect_cmd

    docs = _docs()
    ds = next(d for d in docs if d["kind"] == "DaemonSet")
    key, value = collect_cmd.AGENT_SELECTOR.split("=")
    assert ds["spec"]["template"]["metadata"]["labels"][key] == value
    assert ds["metadata"]["namespace"] == collect_cmd.AGENT_NAMESPACE
    assert ds["spec"]["template"]["spec"]["containers"][0]["name"] == collect_cmd.AGENT_CONTAINER
