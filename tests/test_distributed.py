"""Distributed-training checks on the fixtures/distributed-* scenarios (real CLI), plus job
recognition, env resolution, launcher parsing and DNS-name resolution on built snapshots."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from doctor.distributed.jobs import jobs_of, parse_launcher, procs_per_pod, rendezvous_of, resolve_env
from doctor.distributed.resolve import resolve
from doctor.snapshot import Snapshot
from doctor.sources.fixtures import load_paths

ROOT = Path(__file__).resolve().parent.parent / "fixtures"
DIST_CHECKS = {"rendezvous_address", "world_size_mismatch", "networkpolicy_blocks_ranks", "nccl_network_config",
               "dev_shm_too_small", "ranks_not_all_scheduled", "rank_log_errors"}


def scan(doctor, name):
    r = doctor("scan", "--from", ROOT / name, "--category", "distributed", "-o", "json", "--fail-on", "warning")
    assert r.code in (0, 1), r.stderr
    return r.code, r.json()


def test_healthy_seed_job_has_no_findings_and_every_check_ran(doctor):
    code, rep = scan(doctor, "distributed-healthy")
    assert code == 0 and rep["findings"] == []
    statuses = {c["id"]: c["status"] for c in rep["checks"]}
    assert set(statuses) == DIST_CHECKS
    assert all(s == "ok" for s in statuses.values()), statuses


def test_netpol_blocking_master_port_names_the_pair_and_the_policy(doctor):
    code, rep = scan(doctor, "distributed-netpol-blocks")
    top = rep["findings"][0]
    assert code == 1 and top["check"] == "networkpolicy_blocks_ranks" and top["severity"] == "critical"
    assert "pytorch-distributed-training-1" in top["title"] and "pytorch-distributed-training-0:29500" in top["title"]
    assert "gpu-node-b" in top["summary"] and "gpu-node-a" in top["summary"]
    assert "default/default-deny-ingress" in top["summary"] and "3 of 3 ranks" in top["summary"]
    assert {"kind": "NetworkPolicy", "namespace": "default", "name": "allow-prometheus-scrape"} in top["objects"]
    assert "NetworkPolicy" in top["fix"]["patch"] and "app: pytorch-training" in top["fix"]["patch"]
    # the TCPStore timeouts in the logs are folded under the policy
    logs = [f for f in rep["findings"] if f["check"] == "rank_log_errors"]
    assert logs and all(f["explained_by"] == top["id"] for f in logs)
    assert "resolves to pytorch-distributed-training-0 on gpu-node-a" in logs[0]["summary"]


def test_netpol_opening_only_rendezvous_port_blocks_nccl_ephemeral_ports(doctor):
    code, rep = scan(doctor, "distributed-netpol-ephemeral")
    top = rep["findings"][0]
    assert top["check"] == "networkpolicy_blocks_ranks" and "ephemeral" in top["title"]
    assert "allow-rendezvous" in top["summary"] or "default-deny-ingress" in top["summary"]
    peer = next(f for f in rep["findings"] if f["check"] == "rank_log_errors" and "cannot reach" in f["title"])
    # 10.244.2.13 in rank 0's log is mapped back to the pod and its node
    assert "10.244.2.13:45763" in peer["title"] and "pytorch-distributed-training-1 on gpu-node-b" in peer["title"]
    assert peer["explained_by"] == top["id"]


def test_service_selector_matching_no_pod(doctor):
    code, rep = scan(doctor, "distributed-selector-mismatch")
    top = rep["findings"][0]
    assert top["check"] == "rendezvous_address" and "training-master" in top["title"]
    assert "matches no pod" in top["summary"]
    ev = {e.get("pointer"): e.get("value") for e in top["evidence"]}
    assert ev["/spec/selector"] == {"app": "pytorch-train",
                                    "statefulset.kubernetes.io/pod-name": "pytorch-distributed-training-0"}
    assert "app: pytorch-training" in top["fix"]["patch"]
    mapped = next(f for f in rep["findings"] if f["check"] == "rank_log_errors")
    assert "Service training-master (endpoints: no pod)" in mapped["title"] and mapped["explained_by"] == top["id"]


def test_world_size_mismatch(doctor):
    code, rep = scan(doctor, "distributed-world-size")
    top = rep["findings"][0]
    assert top["check"] == "world_size_mismatch" and "--nnodes=8" in top["title"] and "4 nodes" in top["title"]
    assert any(e.get("pointer") == "/spec/replicas" and e.get("value") == 4 for e in top["evidence"])


def test_seed_rank_from_annotation_is_empty(doctor):
    code, rep = scan(doctor, "distributed-rank-annotation")
    top = rep["findings"][0]
    assert top["check"] == "world_size_mismatch" and "RANK is empty" in top["title"]
    assert "metadata.labels['apps.kubernetes.io/pod-index']" in top["fix"]["patch"]
    assert "invalid int value" in top["summary"]
    # the missing DNS record (rank 0 crash-looping, so not Ready) is a consequence, folded under it
    dns = next(f for f in rep["findings"] if f["check"] == "rendezvous_address")
    assert dns["severity"] == "warning" and dns["explained_by"] == top["id"]


def test_dev_shm_missing(doctor):
    code, rep = scan(doctor, "distributed-no-shm")
    top = rep["findings"][0]
    assert top["check"] == "dev_shm_too_small" and top["severity"] == "critical"
    assert "mountPath: /dev/shm" in top["fix"]["patch"] and "medium: Memory" in top["fix"]["patch"]
    assert any(f["check"] == "rank_log_errors" and f["explained_by"] == top["id"] for f in rep["findings"])


def test_socket_ifname_and_ib_without_rdma(doctor):
    code, rep = scan(doctor, "distributed-ifname")
    checks = [(f["check"], f["severity"]) for f in rep["findings"]]
    assert checks[0] == ("nccl_network_config", "critical")
    assert "NCCL_SOCKET_IFNAME=ib0" in rep["findings"][0]["title"]
    ib = next(f for f in rep["findings"] if "NCCL_IB_HCA" in f["title"])
    assert ib["severity"] == "warning" and "advertises none" in ib["summary"]


def test_partial_gang_points_to_doctor_pending(doctor):
    code, rep = scan(doctor, "distributed-gang-partial")
    top = rep["findings"][0]
    assert top["check"] == "ranks_not_all_scheduled"
    assert "2 of 4 ranks" in top["title"] and "16 GPU(s)" in top["title"]
    assert "doctor pending default/pytorch-distributed-training-2" in top["fix"]["commands"]


def _resolve_pointer(obj, pointer):
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        if obj is None:
            return None
        obj = obj[int(part)] if isinstance(obj, list) else obj.get(part)
    return obj


@pytest.mark.parametrize("name", sorted(p.name for p in ROOT.glob("distributed-*")))
def test_every_evidence_pointer_resolves_to_its_value(doctor, name):
    snap = load_paths([str(ROOT / name)])
    code, rep = scan(doctor, name)
    checked = 0
    for f in rep["findings"]:
        for e in f["evidence"]:
            o = e.get("object")
            if not o or not e.get("pointer") or o["kind"] in ("StatefulSet",) and e["pointer"].startswith("/spec/pytorch"):
                continue
            res = {"Pod": "pods", "Service": "services", "Node": "nodes", "StatefulSet": "statefulsets.apps",
                   "NetworkPolicy": "networkpolicies", "PyTorchJob": "pytorchjobs.kubeflow.org",
                   "TrainJob": "trainjobs.trainer.kubeflow.org", "JobSet": "jobsets.jobset.x-k8s.io",
                   "LeaderWorkerSet": "leaderworkersets.leaderworkerset.x-k8s.io"}.get(o["kind"])
            if res is None:
                continue
            obj = snap.get(res, o.get("namespace"), o["name"])
            assert obj is not None, (f["check"], o)
            assert _resolve_pointer(obj, e["pointer"]) == e.get("value"), (f["check"], e)
            checked += 1
    assert checked or not rep["findings"]


def test_healthy_fixture_is_quiet_in_a_full_scan(doctor):
    r = doctor("scan", "--from", ROOT / "distributed-healthy", "-o", "json")
    assert [f for f in r.json()["findings"] if f["check"] in DIST_CHECKS] == []


# ---- recognition and resolution on built snapshots ------------------------------------------
def _pod(name, ns="ml", labels=None, env=None, args=None, owner=None, node="n1", ip="10.1.0.2", gpus=1,
         hostname=None, subdomain=None, ready=True):
    meta = {"name": name, "namespace": ns, "uid": f"uid-{name}", "labels": labels or {}, "annotations": {}}
    if owner:
        meta["ownerReferences"] = [{"kind": owner[0], "name": owner[1], "uid": f"uid-{owner[1]}", "controller": True}]
    spec = {"nodeName": node, "containers": [{"name": "pytorch", "image": "pytorch/pytorch:2.3.0-cuda12.1-cudnn8-runtime",
                                              "env": env or [], "args": args or [],
                                              "resources": {"limits": {"nvidia.com/gpu": str(gpus)}}}]}
    if hostname:
        spec["hostname"] = hostname
    if subdomain:
        spec["subdomain"] = subdomain
    return {"apiVersion": "v1", "kind": "Pod", "metadata": meta, "spec": spec,
            "status": {"phase": "Running", "podIP": ip,
                       "conditions": [{"type": "Ready", "status": "True" if ready else "False"}]}}


def _snap(*objs, **by_res):
    s = Snapshot()
    for o in objs:
        s.add({"Pod": "pods", "Service": "services"}[o["kind"]], o)
    for res, items in by_res.items():
        for o in items:
            s.add(res.replace("_", "."), o)
    return s


def test_kubeflow_pytorchjob_pods_group_without_the_crd():
    env = [{"name": "MASTER_ADDR", "value": "bert-master-0"}, {"name": "MASTER_PORT", "value": "23456"},
           {"name": "WORLD_SIZE", "value": "3"}, {"name": "RANK", "value": "0"}]
    pods = [_pod("bert-master-0", labels={"training.kubeflow.org/job-name": "bert",
                                          "training.kubeflow.org/replica-type": "master",
                                          "training.kubeflow.org/replica-index": "0"}, env=env)]
    for i in range(2):
        pods.append(_pod(f"bert-worker-{i}", labels={"training.kubeflow.org/job-name": "bert",
                                                     "training.kubeflow.org/replica-type": "worker",
                                                     "training.kubeflow.org/replica-index": str(i)},
                         env=env, ip=f"10.1.0.{3 + i}"))
    (job,) = jobs_of(_snap(*pods))
    assert (job.kind, job.name, [r.index for r in job.ranks]) == ("PyTorchJob", "bert", [0, 1, 2])
    assert rendezvous_of(job.ranks[1]).host == "bert-master-0" and rendezvous_of(job.ranks[1]).port == 23456


@pytest.mark.parametrize("labels,kind,name", [
    ({"jobset.sigs.k8s.io/jobset-name": "llm", "jobset.sigs.k8s.io/job-global-index": "1"}, "JobSet", "llm"),
    ({"volcano.sh/job-name": "distributed-llm-training", "volcano.sh/task-spec": "trainer"}, "VolcanoJob",
     "distributed-llm-training"),
    ({"ray.io/cluster": "raycluster-gpu", "ray.io/node-type": "worker"}, "RayCluster", "raycluster-gpu"),
])
def test_operator_labels_group_ranks(labels, kind, name):
    pods = [_pod(f"p-{i}", labels=labels, env=[{"name": "NCCL_DEBUG", "value": "INFO"}], ip=f"10.1.0.{i + 2}")
            for i in range(2)]
    (job,) = jobs_of(_snap(*pods))
    assert (job.kind, job.name, len(job.ranks)) == (kind, name, 2)


def test_plain_pods_group_by_master_addr_and_databases_are_ignored():
    env = [{"name": "MASTER_ADDR", "value": "10.1.0.2"}, {"name": "WORLD_SIZE", "value": "2"}]
    pods = [_pod("a", env=env), _pod("b", env=env, ip="10.1.0.3"),
            _pod("postgres-0", owner=("StatefulSet", "postgres"), env=[{"name": "PGDATA", "value": "/data"}])]
    (job,) = jobs_of(_snap(*pods))
    assert job.kind == "Pods" and [r.name for r in job.ranks] == ["a", "b"]
    assert resolve(_snap(*pods), "ml", "10.1.0.2").kind == "pod-ip"


def test_env_resolution_downward_api_and_var_expansion():
    p = _pod("trainer-1", labels={"apps.kubernetes.io/pod-index": "1"},
             env=[{"name": "RANK", "valueFrom": {"fieldRef": {"fieldPath": "metadata.labels['apps.kubernetes.io/pod-index']"}}},
                  {"name": "BAD", "valueFrom": {"fieldRef": {"fieldPath": "metadata.annotations['apps.kubernetes.io/pod-index']"}}},
                  {"name": "HOST", "value": "trainer-0.svc-$(RANK)"},
                  {"name": "TOKEN", "valueFrom": {"secretKeyRef": {"name": "s", "key": "k"}}}])
    env = resolve_env(p, p["spec"]["containers"][0], 0)
    assert env["RANK"].value == "1" and not env["RANK"].missing_ref
    assert env["BAD"].value == "" and env["BAD"].missing_ref
    assert env["HOST"].value == "trainer-0.svc-1"
    assert env["TOKEN"].value is None            # secrets are never read


def test_launcher_parsing_with_shell_expansion_and_pet_env():
    c = {"name": "t", "command": ["/bin/bash", "-c"],
         "args": ["torchrun --nproc-per-node 4 --nnodes=2 --node_rank=$RANK --rdzv-backend=c10d "
                  "--rdzv-endpoint=${MASTER_ADDR}:29400 train.py --lr 3e-4 --nnodes 99"],
         "env": [{"name": "RANK", "value": "1"}, {"name": "MASTER_ADDR", "value": "job-0.job"}],
         "resources": {"limits": {"nvidia.com/gpu": "4"}}}
    pod = {"metadata": {"name": "x", "namespace": "ml"}, "spec": {"containers": [c]}, "status": {}}
    env = resolve_env(pod, c, 0)
    l = parse_launcher(c, env)
    assert l.tool == "torchrun" and l.expanded["nproc_per_node"] == "4" and l.expanded["nnodes"] == "2"
    assert l.expanded["node_rank"] == "1" and l.expanded["rdzv_endpoint"] == "job-0.job:29400"
    c2 = {"name": "t", "command": ["torchrun", "train.py"], "env": [{"name": "PET_NPROC_PER_NODE", "value": "gpu"}],
          "resources": {"limits": {"nvidia.com/gpu": "8"}}}
    pod2 = {"metadata": {"name": "y", "namespace": "ml"}, "spec": {"containers": [c2]}, "status": {}}
    from doctor.distributed.jobs import Rank
    r = Rank(pod2, c2, 0, resolve_env(pod2, c2, 0), parse_launcher(c2, resolve_env(pod2, c2, 0)), 0)
    assert procs_per_pod(r)[0] == 8


def _svc(name, selector, headless=True, ns="ml", publish=False):
    spec = {"clusterIP": "None" if headless else "10.96.0.50", "selector": selector,
            "ports": [{"port": 29500, "targetPort": 29500}]}
    if publish:
        spec["publishNotReadyAddresses"] = True
    return {"apiVersion": "v1", "kind": "Service", "metadata": {"name": name, "namespace": ns}, "spec": spec}


def test_pod_dns_name_needs_headless_service_selecting_a_ready_pod():
    p0 = _pod("trainer-0", labels={"app": "t"}, hostname="trainer-0", subdomain="trainers")
    name = "trainer-0.trainers.ml.svc.cluster.local"
    assert resolve(_snap(p0, _svc("trainers", {"app": "t"})), "ml", name).problem is None
    assert "no Service 'trainers'" in resolve(_snap(p0), "ml", name).problem
    assert "not headless" in resolve(_snap(p0, _svc("trainers", {"app": "t"}, headless=False)), "ml", name).problem
    assert "does not select" in resolve(_snap(p0, _svc("trainers", {"app": "x"})), "ml", name).problem
    p0_unready = _pod("trainer-0", labels={"app": "t"}, hostname="trainer-0", subdomain="trainers", ready=False)
    assert "publishNotReadyAddresses" in resolve(_snap(p0_unready, _svc("trainers", {"app": "t"})), "ml", name).problem
    assert resolve(_snap(p0_unready, _svc("trainers", {"app": "t"}, publish=True)), "ml", name).problem is None
    # short forms go through the search path: <host>.<subdomain> from the same namespace
    assert resolve(_snap(p0, _svc("trainers", {"app": "t"})), "ml", "trainer-0.trainers").pods


def test_statefulset_servicename_mismatch_is_reported(doctor, tmp_path):
    src = json.loads((ROOT / "distributed-healthy" / "pods.json").read_text())
    for p in src["items"]:
        p["spec"]["subdomain"] = "trainers"     # pods created under another serviceName
    sts = json.loads((ROOT / "distributed-healthy" / "statefulsets.apps.json").read_text())
    sts["items"][0]["spec"]["serviceName"] = "trainers"
    for f in ("nodes.json", "services.json", "meta.json", "namespaces.json", "networkpolicies.networking.k8s.io.json"):
        (tmp_path / f).write_text((ROOT / "distributed-healthy" / f).read_text())
    (tmp_path / "pods.json").write_text(json.dumps(src))
    (tmp_path / "statefulsets.apps.json").write_text(json.dumps(sts))
    r = doctor("scan", "--from", tmp_path, "--check", "rendezvous_address", "-o", "json")
    (f,) = r.json()["findings"]
    assert "subdomain is 'trainers', not 'training-service'" in f["summary"]


def _healthy_copy(tmp_path, extra_policies):
    for f in (ROOT / "distributed-healthy").iterdir():
        if f.is_file():
            (tmp_path / f.name).write_text(f.read_text())
    pols = json.loads((ROOT / "distributed-healthy" / "networkpolicies.networking.k8s.io.json").read_text())
    pols["items"].extend(extra_policies)
    (tmp_path / "networkpolicies.networking.k8s.io.json").write_text(json.dumps(pols))
    return tmp_path


EGRESS_RANKS_ONLY = {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
                     "metadata": {"name": "ranks-egress", "namespace": "default"},
                     "spec": {"podSelector": {"matchLabels": {"app": "pytorch-training"}}, "policyTypes": ["Egress"],
                              "egress": [{"to": [{"podSelector": {"matchLabels": {"app": "pytorch-training"}}}]}]}}
ALLOW_DNS = {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy",
             "metadata": {"name": "allow-dns", "namespace": "default"},
             "spec": {"podSelector": {}, "policyTypes": ["Egress"],
                      "egress": [{"to": [{"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "kube-system"}},
                                          "podSelector": {"matchLabels": {"k8s-app": "kube-dns"}}}],
                                  "ports": [{"port": 53, "protocol": "UDP"}, {"port": 53, "protocol": "TCP"}]}]}}


def test_egress_policy_without_dns_breaks_master_addr_name(doctor, tmp_path):
    r = doctor("scan", "--from", _healthy_copy(tmp_path, [EGRESS_RANKS_ONLY]), "--category", "distributed", "-o", "json")
    (f,) = r.json()["findings"]
    assert f["check"] == "networkpolicy_blocks_ranks" and "blocks DNS" in f["title"]
    assert "default/ranks-egress" in f["summary"] and "kube-dns" in f["fix"]["patch"]


def test_egress_policy_with_dns_rule_is_fine(doctor, tmp_path):
    r = doctor("scan", "--from", _healthy_copy(tmp_path, [EGRESS_RANKS_ONLY, ALLOW_DNS]), "--category",
               "distributed", "-o", "json")
    assert r.json()["findings"] == []


def _edited_healthy(tmp_path, edit):
    """Copy of distributed-healthy with edit(objects) applied to the parsed files."""
    files = {f.name: json.loads(f.read_text()) for f in (ROOT / "distributed-healthy").iterdir() if f.suffix == ".json"}
    edit(files)
    for name, doc in files.items():
        (tmp_path / name).write_text(json.dumps(doc))
    return tmp_path


def _set_env(files, name, value):
    for p in files["pods.json"]["items"]:
        for e in p["spec"]["containers"][0]["env"]:
            if e["name"] == name:
                e.clear()
                e.update({"name": name, "value": value})


def _cluster_ip_master(files, target_port):
    svc = copy.deepcopy(files["services.json"]["items"][0])
    svc["metadata"]["name"] = "trainer-master"
    svc["spec"].update(clusterIP="10.96.7.7", clusterIPs=["10.96.7.7"],
                       selector={"statefulset.kubernetes.io/pod-name": "pytorch-distributed-training-0"})
    svc["spec"]["ports"][0]["targetPort"] = target_port
    files["services.json"]["items"].append(svc)
    _set_env(files, "MASTER_ADDR", "trainer-master")


@pytest.mark.parametrize("target_port,expect", [
    (29500, None),
    ("dist-port", None),
    (29501, "forwards 29500 to 29501"),
    ("rendezvous", "does not declare"),
])
def test_cluster_ip_service_port_mapping(doctor, tmp_path, target_port, expect):
    path = _edited_healthy(tmp_path, lambda f: _cluster_ip_master(f, target_port))
    found = doctor("scan", "--from", path, "--category", "distributed", "-o", "json").json()["findings"]
    if expect is None:
        assert found == []
    else:
        (f,) = found
        assert f["check"] == "rendezvous_address" and expect in f["title"]


def test_master_port_missing_from_service(doctor, tmp_path):
    def edit(files):
        _cluster_ip_master(files, 29500)
        _set_env(files, "MASTER_PORT", "23456")
    found = doctor("scan", "--from", _edited_healthy(tmp_path, edit), "--category", "distributed", "-o", "json").json()["findings"]
    assert [f["title"] for f in found] == ["StatefulSet default/pytorch-distributed-training: Service trainer-master has no port 23456"]


def test_readiness_probe_without_publish_not_ready_is_a_warning(doctor, tmp_path):
    def edit(files):
        for p in files["pods.json"]["items"]:
            p["spec"]["containers"][0]["readinessProbe"] = {"tcpSocket": {"port": 29500}, "periodSeconds": 10}
    found = doctor("scan", "--from", _edited_healthy(tmp_path, edit), "--category", "distributed", "-o", "json").json()["findings"]
    (f,) = found
    assert f["severity"] == "warning" and "publishNotReadyAddresses" in f["fix"]["patch"]
    def edit2(files):
        edit(files)
        files["services.json"]["items"][0]["spec"]["publishNotReadyAddresses"] = True
    assert doctor("scan", "--from", _edited_healthy(tmp_path, edit2), "--category", "distributed",
                  "-o", "json").json()["findings"] == []


def test_duplicate_hard_coded_rank(doctor, tmp_path):
    found = doctor("scan", "--from", _edited_healthy(tmp_path, lambda f: _set_env(f, "RANK", "0")),
                   "--category", "distributed", "-o", "json").json()["findings"]
    (f,) = found
    assert f["check"] == "world_size_mismatch" and "4 pods claim --node_rank=0" in f["title"]


def test_world_size_env_without_launcher_uses_the_crd_replicas():
    from doctor.engine import run_checks
    from doctor.registry import discover, select

    env = [{"name": "MASTER_ADDR", "value": "bert-master-0"}, {"name": "MASTER_PORT", "value": "23456"},
           {"name": "WORLD_SIZE", "value": "4"}]
    labels = lambda t, i: {"training.kubeflow.org/job-name": "bert", "training.kubeflow.org/replica-type": t,
                           "training.kubeflow.org/replica-index": str(i)}
    pods = [_pod("bert-master-0", labels=labels("master", 0), env=env + [{"name": "RANK", "value": "0"}])]
    pods += [_pod(f"bert-worker-{i}", labels=labels("worker", i), env=env + [{"name": "RANK", "value": str(i + 1)}],
                  ip=f"10.1.0.{3 + i}") for i in range(2)]
    job = {"apiVersion": "kubeflow.org/v1", "kind": "PyTorchJob", "metadata": {"name": "bert", "namespace": "ml"},
           "spec": {"pytorchReplicaSpecs": {"Master": {"replicas": 1}, "Worker": {"replicas": 2}}}}
    s = _snap(*pods, pytorchjobs_kubeflow_org=[job])
    report = run_checks(select(discover(plugins=False), ("world_size_mismatch",), ()), s)
    (f,) = report.findings
    assert f.title == "PyTorchJob ml/bert: WORLD_SIZE=4 but the job runs 3 processes"


def _kubeflow_pods(master_addr_on_master, worker_addr):
    labels = lambda t, i: {"training.kubeflow.org/job-name": "bert", "training.kubeflow.org/replica-type": t,
                           "training.kubeflow.org/replica-index": str(i)}
    env = lambda addr, rank: [{"name": "MASTER_ADDR", "value": addr}, {"name": "MASTER_PORT", "value": "23456"},
                              {"name": "WORLD_SIZE", "value": "3"}, {"name": "RANK", "value": str(rank)}]
    pods = [_pod("bert-master-0", labels=labels("master", 0), env=env(master_addr_on_master, 0), node="n1")]
    pods += [_pod(f"bert-worker-{i}", labels=labels("worker", i), env=env(worker_addr, i + 1), node=f"n{i + 2}",
                  ip=f"10.1.0.{3 + i}") for i in range(2)]
    svc = {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "bert-master-0", "namespace": "ml"},
           "spec": {"clusterIP": "None", "selector": {"training.kubeflow.org/job-name": "bert",
                                                      "training.kubeflow.org/replica-type": "master"},
                    "ports": [{"name": "pytorchjob-port", "port": 23456, "targetPort": 23456}]}}
    return _snap(*pods, svc)


def _rdzv_findings(snapshot):
    from doctor.engine import run_checks
    from doctor.registry import discover, select
    return run_checks(select(discover(plugins=False), ("rendezvous_address",), ()), snapshot).findings


def test_old_kubeflow_localhost_on_master_is_not_a_disagreement():
    assert _rdzv_findings(_kubeflow_pods("localhost", "bert-master-0")) == []


def test_workers_pointing_at_localhost_are_reported():
    (f,) = _rdzv_findings(_kubeflow_pods("localhost", "localhost"))
    assert "MASTER_ADDR is localhost" in f.title and f.blast_radius == 2


def test_pytorchjob_egress_lockdown_without_dns(doctor):
    code, rep = scan(doctor, "distributed-pytorchjob-dns")
    top = rep["findings"][0]
    assert top["check"] == "networkpolicy_blocks_ranks" and "blocks DNS" in top["title"]
    assert {"kind": "PyTorchJob", "namespace": "default", "name": "bert-finetune"} in top["objects"]
    assert "bert-finetune-worker-0" in top["summary"] and "default/bert-finetune-peers" in top["summary"]
    logs = [f for f in rep["findings"] if f["check"] == "rank_log_errors"]
    assert {f["explained_by"] for f in logs} == {top["id"]} and len(logs) == 2


def test_finished_pods_of_a_job_are_not_missing_ranks():
    from doctor.engine import run_checks
    from doctor.registry import discover, select

    env = [{"name": "MASTER_ADDR", "value": "10.1.0.2"}, {"name": "WORLD_SIZE", "value": "4"}]
    pods = [_pod(f"sweep-{i}", owner=("Job", "sweep"), env=env, ip=f"10.1.0.{2 + i}") for i in range(4)]
    for p in pods[:2]:
        p["status"]["phase"] = "Succeeded"
    job = {"apiVersion": "batch/v1", "kind": "Job", "metadata": {"name": "sweep", "namespace": "ml", "uid": "uid-sweep"},
           "spec": {"parallelism": 4, "completions": 4, "completionMode": "Indexed"}}
    s = _snap(*pods, jobs_batch=[job])
    assert run_checks(select(discover(plugins=False), ("ranks_not_all_scheduled",), ()), s).findings == []
    # a StatefulSet that created only 2 of its 4 replicas is a partial gang
    sts = {"apiVersion": "apps/v1", "kind": "StatefulSet", "metadata": {"name": "t", "namespace": "ml", "uid": "uid-t"},
           "spec": {"replicas": 4, "serviceName": "t"}}
    pods = [_pod(f"t-{i}", owner=("StatefulSet", "t"), env=env, ip=f"10.1.1.{i}") for i in range(2)]
    s = _snap(*pods, statefulsets_apps=[sts])
    (f,) = run_checks(select(discover(plugins=False), ("ranks_not_all_scheduled",), ()), s).findings
    assert "2 of 4 ranks are not scheduled" in f.title and "2 were never created" in f.summary


def test_rank_log_title_keeps_acronyms_and_summary_separates_log_from_explanation(doctor):
    r = doctor("scan", "--from", ROOT / "distributed-ifname", "--check", "rank_log_errors", "-o", "json")
    (f,) = [f for f in r.json()["findings"] if f["check"] == "rank_log_errors"]
    assert ": NCCL found no network interface" in f["title"] and "nCCL" not in f["title"]
    assert "no socket interface found. NCCL_SOCKET_IFNAME" in f["summary"]


def test_dns_block_reason_speaks_of_the_rank_it_names(doctor):
    _, rep = scan(doctor, "distributed-pytorchjob-dns")
    (f,) = [f for f in rep["findings"] if f["check"] == "networkpolicy_blocks_ranks"]
    named = f["objects"][1]["name"]
    assert f["summary"].startswith(named) and f"Egress of default/{named} is isolated" in f["summary"]
    assert f["evidence"][0]["object"]["name"] == named and f"default/{named} is isolated" in f["evidence"][0]["value"]


def test_rendezvous_name_without_services_recorded_is_skipped_not_ok(doctor, tmp_path):
    """A recording without Services cannot tell whether a pod DNS name resolves: the check says
    so (skipped, with how to record them) instead of 'no problems found'."""
    import json
    import shutil

    from testlib import FIXTURES

    rec = tmp_path / "no-services"
    shutil.copytree(FIXTURES / "distributed-healthy", rec)
    (rec / "services.json").unlink()
    meta = json.loads((rec / "meta.json").read_text())
    meta["resources"].remove("services")
    (rec / "meta.json").write_text(json.dumps(meta))
    [check] = doctor("scan", "--from", str(rec), "--check", "rendezvous_address", "-o", "json").json()["checks"]
    assert check["status"] == "skipped" and "services not in the snapshot" in check["detail"]
    [check] = doctor("scan", "--from", str(FIXTURES / "distributed-healthy"), "--check", "rendezvous_address",
                     "-o", "json").json()["checks"]
    assert check["status"] == "ok"
