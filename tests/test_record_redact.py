"""Redaction: credential-like names and credential-shaped values never reach a recording, and
what the checks need (GPU env, paths, flags, counts) survives."""
from __future__ import annotations

import json

import pytest

from doctor.sources.redact import REDACTED, Redactor, is_credential_name, looks_like_credential, redact_object, scrub_text
from live.cluster import fake_aws_key_id, fake_hf_token, fake_jwt


@pytest.mark.parametrize("name", [
    "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID", "WANDB_API_KEY",
    "NGC_API_KEY", "DB_PASSWORD", "dbPassword", "MYSQL_PASSWD", "apiKey", "GITHUB_TOKEN", "BASIC_AUTH",
    "TLS_PRIVATE_KEY", "client-cert", "OPENAI_API_KEY", "S3_CREDENTIALS", "dbpassword", "Authorization",
])
def test_credential_names(name):
    assert is_credential_name(name)


@pytest.mark.parametrize("name", [
    "NVIDIA_VISIBLE_DEVICES", "NVIDIA_DRIVER_CAPABILITIES", "CUDA_VISIBLE_DEVICES", "NCCL_IB_HCA",
    "NCCL_SOCKET_IFNAME", "NCCL_DEBUG", "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK",
    "TOKENIZERS_PARALLELISM", "HF_HOME", "MAX_TOKENS", "PATH", "LD_LIBRARY_PATH", "OMP_NUM_THREADS",
])
def test_ordinary_names(name):
    assert not is_credential_name(name)


@pytest.mark.parametrize("value", [
    fake_hf_token(), fake_jwt(), fake_aws_key_id(), "ghp_" + "aB1" * 12, "xoxb-1234567890-abcdefghij",
    "sk-proj-" + "Zq9" * 10, "nvapi-" + "k2M" * 10, "postgres://admin:s3cr3tpass@db.internal:5432/app",
    "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",      # 64 hex
    "dGhpcyBpcyBhIHRlc3Qgb25seSBibG9iIG9mIGJhc2U2NCBEYXRh",                # base64 blob
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----",
])
def test_credential_shaped_values(value):
    assert looks_like_credential(value)


@pytest.mark.parametrize("value", [
    "nvcr.io/nvidia/pytorch:24.05-py3", "/usr/local/nvidia/lib64:/usr/local/cuda/lib64", "all",
    "compute,utility", "train-0.train.ml-train.svc.cluster.local", "GPU-8f6e1c2a-3b4d-5e6f-7a8b-9c0d1e2f3a4b",
    "--nproc_per_node=8", "http://prometheus.monitoring:9090", "550.54.15", "eth0,eth1", "mlx5_0:1,mlx5_1:1",
])
def test_ordinary_values(value):
    assert not looks_like_credential(value)


def test_scrub_text_replaces_substrings_and_assignments_only():
    text = (f"INFO login ok token={fake_hf_token()}\n"
            "password: hunter2-horse\nsecretName: gpu-operator-ca\nmax_tokens: 512\n"
            f"Authorization: Bearer {fake_jwt()}\nNCCL INFO NET/IB : Using [0]mlx5_0:1/IB\n")
    out, n = scrub_text(text)
    assert fake_hf_token() not in out and fake_jwt() not in out and "hunter2-horse" not in out
    assert "secretName: gpu-operator-ca" in out and "max_tokens: 512" in out
    assert "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB" in out
    assert n >= 3


def pod_with(env, annotations=None, args=None, containers_key="containers"):
    container = {"name": "main", "image": "nvcr.io/nvidia/pytorch:24.05-py3", "env": env}
    if args:
        container["args"] = args
    return {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": "p", "namespace": "ml", "annotations": annotations or {},
                         "managedFields": [{"manager": "kubectl"}]},
            "spec": {containers_key: [container]}}


def test_pod_env_by_name_and_by_shape_and_what_survives():
    env = [{"name": "HF_TOKEN", "value": "short-but-secret"},
           {"name": "SOMETHING", "value": fake_hf_token()},
           {"name": "NVIDIA_VISIBLE_DEVICES", "value": "all"},
           {"name": "SSL_CERT_FILE", "value": "/etc/ssl/certs/ca-certificates.crt"},
           {"name": "USE_AUTH", "value": "true"},
           {"name": "DB_PASSWORD", "valueFrom": {"secretKeyRef": {"name": "db", "key": "password"}}}]
    pod = pod_with(env, annotations={"kubectl.kubernetes.io/last-applied-configuration": '{"x": 1}',
                                     "prometheus.io/scrape": "true"},
                   args=[f"--hf-token={fake_hf_token()}", "--nproc_per_node=8"])
    r = Redactor()
    out = r.object(pod)
    got = {e["name"]: e.get("value", e.get("valueFrom")) for e in out["spec"]["containers"][0]["env"]}
    assert got["HF_TOKEN"] == REDACTED and got["SOMETHING"] == REDACTED
    assert got["NVIDIA_VISIBLE_DEVICES"] == "all"
    assert got["SSL_CERT_FILE"] == "/etc/ssl/certs/ca-certificates.crt"
    assert got["USE_AUTH"] == "true"
    assert got["DB_PASSWORD"] == {"secretKeyRef": {"name": "db", "key": "password"}}
    assert out["spec"]["containers"][0]["args"] == [f"--hf-token={REDACTED}", "--nproc_per_node=8"]
    assert out["metadata"]["annotations"] == {"prometheus.io/scrape": "true"}
    assert "managedFields" not in out["metadata"]
    assert r.count == 4
    # the input is not modified
    assert pod["spec"]["containers"][0]["env"][0]["value"] == "short-but-secret"


@pytest.mark.parametrize("kind,api,path", [
    ("Deployment", "apps/v1", ["spec", "template", "spec"]),
    ("Job", "batch/v1", ["spec", "template", "spec"]),
    ("CronJob", "batch/v1", ["spec", "jobTemplate", "spec", "template", "spec"]),
    ("PyTorchJob", "kubeflow.org/v1", ["spec", "pytorchReplicaSpecs", "Worker", "template", "spec"]),
    ("RayCluster", "ray.io/v1", ["spec", "workerGroupSpecs", 0, "template", "spec"]),
])
def test_pod_templates_anywhere_in_any_kind(kind, api, path):
    obj = {"apiVersion": api, "kind": kind, "metadata": {"name": "x", "namespace": "ml"}}
    node = obj
    for i, key in enumerate(path[:-1]):
        nxt = path[i + 1]
        node[key] = [] if isinstance(nxt, int) else {}
        if isinstance(node[key], list):
            node[key].append({})
            node = node[key][0]
        else:
            node = node[key]
    node[path[-1]] = {"initContainers": [{"name": "dl", "env": [{"name": "WANDB_API_KEY", "value": "abc"}]}],
                      "containers": [{"name": "main", "env": [{"name": "HF_TOKEN", "value": fake_hf_token()},
                                                              {"name": "NCCL_DEBUG", "value": "INFO"}]}]}
    text = json.dumps(redact_object(obj))
    assert fake_hf_token() not in text and '"abc"' not in text
    assert text.count(REDACTED) == 2 and '"INFO"' in text


def test_configmap_keys_values_and_files():
    cm = {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c", "namespace": "gpu-operator"},
          "data": {"api-token": "plain-value", "config.yaml": "version: v1\nsharing:\n  timeSlicing:\n    replicas: 4\n",
                   "train.env": f"LR=0.1\nHF_TOKEN={fake_hf_token()}\n", "blob": "ab" * 30,
                   "db-password.txt": "x1"},
          "binaryData": {"cert.der": "MIIB"}}
    out = redact_object(cm)
    assert out["data"]["api-token"] == REDACTED and out["data"]["blob"] == REDACTED
    assert out["data"]["db-password.txt"] == REDACTED
    assert out["data"]["config.yaml"] == cm["data"]["config.yaml"]       # device-plugin config kept
    assert out["data"]["train.env"] == f"LR=0.1\nHF_TOKEN={REDACTED}\n"
    assert out["binaryData"] == {"cert.der": REDACTED}


def test_secret_objects_keep_key_names_only():
    secret = {"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "s", "namespace": "x"},
              "type": "Opaque", "data": {"token": "c2VjcmV0"}, "stringData": {"password": "p"}}
    out = redact_object(secret)
    assert out["data"] == {"password": REDACTED, "token": REDACTED} and "stringData" not in out
    assert "c2VjcmV0" not in json.dumps(out)


def test_event_messages_and_logs():
    ev = {"apiVersion": "v1", "kind": "Event", "metadata": {"name": "e", "namespace": "x"},
          "message": f'Failed to pull image "registry.example.com/m:1": token {fake_jwt()} rejected',
          "reason": "Failed"}
    out = redact_object(ev)
    assert fake_jwt() not in out["message"] and 'Failed to pull image "registry.example.com/m:1"' in out["message"]
    r = Redactor()
    log = r.log(f"NCCL WARN Bootstrap : no socket interface found\nexport AWS_ACCESS_KEY_ID={fake_aws_key_id()}\n")
    assert fake_aws_key_id() not in log and "NCCL WARN Bootstrap : no socket interface found" in log
    assert r.count >= 1
