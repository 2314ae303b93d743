"""Issue 18: GPU topology. The real CLI on the topology-* fixtures (and copies edited to move one
fact), the nvidia-smi topo -m parser on real outputs, and the node agent's NVML matrix through the
fake at the pynvml boundary."""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from doctor.topology.matrix import TopologyParseError, parse_topo_m, placements

FIX = Path(__file__).resolve().parent.parent / "fixtures"
SRC = FIX / "_topology-sources"


def _findings(r, check):
    return [f for f in r.json()["findings"] if f["check"] == check]


def _copy(tmp_path, name) -> Path:
    dst = tmp_path / name
    shutil.copytree(FIX / name, dst)
    return dst


def _edit(path: Path, fn) -> None:
    doc = json.loads(path.read_text())
    fn(doc["items"] if "items" in doc else doc)
    path.write_text(json.dumps(doc))


# ---- across nodes ------------------------------------------------------------------------
def test_job_split_across_zones_with_room_is_found_with_the_affinity_fix(doctor):
    r = doctor("scan", "--from", FIX / "topology-split-zone", "-o", "json", "--check", "job_spans_topology_domains")
    [f] = _findings(r, "job_spans_topology_domains")
    assert f["severity"] == "warning"
    assert "2 zones" in f["title"] and "us-east-1a had room for all 2" in f["title"]
    assert "cross-zone traffic is billed" in f["summary"]
    assert "also split by AWS network layer 2, AWS network layer 3" in f["summary"]
    patch = f["fix"]["patch"]
    assert "topologyKey: topology.kubernetes.io/zone" in patch and "training.kubeflow.org/job-name: llama-ft" in patch
    zones = {e["value"] for e in f["evidence"] if e.get("pointer") == "/metadata/labels/topology.kubernetes.io~1zone"}
    assert zones == {"us-east-1a", "us-east-1b"}


def test_job_confined_to_one_zone_gives_no_finding(doctor):
    r = doctor("scan", "--from", FIX / "topology-one-zone", "-o", "json", "--check", "job_spans_topology_domains")
    assert r.code == 0 and not r.json()["findings"]
    assert r.json()["checks"][0]["status"] == "ok"


def test_split_without_room_in_any_one_zone_gives_no_finding(doctor, tmp_path):
    """The same split, but us-east-1a's idle node is taken: neither zone holds both ranks, so keeping the
    job in one zone was not possible and there is nothing to fix."""
    d = _copy(tmp_path, "topology-split-zone")

    def fill(items):
        other = next(p for p in items if p["metadata"]["name"] == "embed-batch-7f9c2")
        twin = json.loads(json.dumps(other))
        twin["metadata"]["name"], twin["metadata"]["uid"] = "embed-batch-x", "0c0c0c0c-0000-4000-8000-000000000001"
        twin["spec"]["nodeName"] = "ip-10-0-11-37.ec2.internal"
        items.append(twin)
    _edit(d / "pods.json", fill)
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_spans_topology_domains")
    assert not r.json()["findings"], r.json()["findings"]


def test_clique_split_names_mnnvl_and_a_compute_domain(doctor):
    r = doctor("scan", "--from", FIX / "topology-clique-split", "-o", "json", "--check", "job_spans_topology_domains")
    [f] = _findings(r, "job_spans_topology_domains")
    assert "2 NVLink cliques" in f["title"] and ".1 had room for all 4" in f["title"]
    assert "MNNVL" in f["summary"] and "sockets" in f["summary"]
    assert "ComputeDomain" in f["fix"]["text"]
    assert "topologyKey: nvidia.com/gpu.clique" in f["fix"]["patch"]
    assert "jobset.sigs.k8s.io/jobset-name: moe-pretrain" in f["fix"]["patch"]


def test_kueue_job_gets_the_kueue_annotation_fix(doctor, tmp_path):
    d = _copy(tmp_path, "topology-split-zone")

    def queue(items):
        for p in items:
            if p["metadata"]["name"].startswith("llama-ft"):
                p["metadata"]["labels"]["kueue.x-k8s.io/queue-name"] = "training"
    _edit(d / "pods.json", queue)
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_spans_topology_domains")
    [f] = _findings(r, "job_spans_topology_domains")
    assert "kueue.x-k8s.io/podset-required-topology: topology.kubernetes.io/zone" in f["fix"]["patch"]


def test_volcano_hypernodes_are_a_level_and_volcano_jobs_get_network_topology(doctor, tmp_path):
    """Nodes without zone labels, grouped only by tier-1 HyperNodes (one by exact names, one by regex);
    the job's pods use the volcano scheduler: the fix is the Volcano Job's networkTopology."""
    d = _copy(tmp_path, "topology-split-zone")

    def strip(items):
        for n in items:
            for k in list(n["metadata"]["labels"]):
                if k.startswith(("topology.", "topology.k8s.aws")):
                    del n["metadata"]["labels"][k]
    _edit(d / "nodes.json", strip)

    def volcano(items):
        for p in items:
            p["spec"]["schedulerName"] = "volcano"
    _edit(d / "pods.json", volcano)
    hn = [{"apiVersion": "topology.volcano.sh/v1alpha1", "kind": "HyperNode", "metadata": {"name": "s0"},
           "spec": {"tier": 1, "members": [{"type": "Node", "selector": {"exactMatch": {"name": "ip-10-0-11-21.ec2.internal"}}},
                                           {"type": "Node", "selector": {"exactMatch": {"name": "ip-10-0-11-37.ec2.internal"}}}]}},
          {"apiVersion": "topology.volcano.sh/v1alpha1", "kind": "HyperNode", "metadata": {"name": "s1"},
           "spec": {"tier": 1, "members": [{"type": "Node", "selector": {"regexMatch": {"pattern": "^ip-10-0-12-"}}}]}},
          {"apiVersion": "topology.volcano.sh/v1alpha1", "kind": "HyperNode", "metadata": {"name": "s2"},
           "spec": {"tier": 2, "members": [{"type": "HyperNode", "selector": {"exactMatch": {"name": "s0"}}},
                                           {"type": "HyperNode", "selector": {"exactMatch": {"name": "s1"}}}]}}]
    (d / "hypernodes.topology.volcano.sh.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": hn}))
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_spans_topology_domains")
    [f] = _findings(r, "job_spans_topology_domains")
    assert "Volcano HyperNode tier 1" in f["title"] and "s0 had room" in f["title"]
    assert "networkTopology:\n    mode: hard\n    highestTierAllowed: 1" in f["fix"]["patch"]


def test_kueue_topology_levels_are_levels(doctor, tmp_path):
    d = _copy(tmp_path, "topology-split-zone")

    def racks(items):
        for n in items:
            labels = n["metadata"]["labels"]
            for k in list(labels):
                if k.startswith("topology."):
                    del labels[k]
            labels["example.com/rack"] = "r1" if "-11-" in n["metadata"]["name"] else "r2"
    _edit(d / "nodes.json", racks)
    topo = {"apiVersion": "kueue.x-k8s.io/v1beta1", "kind": "Topology", "metadata": {"name": "default"},
            "spec": {"levels": [{"nodeLabel": "example.com/rack"}, {"nodeLabel": "kubernetes.io/hostname"}]}}
    (d / "topologies.kueue.x-k8s.io.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [topo]}))
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_spans_topology_domains")
    [f] = _findings(r, "job_spans_topology_domains")
    assert "Kueue Topology level example.com/rack" in f["title"] and "r1 had room" in f["title"]


# ---- pending side ------------------------------------------------------------------------
def test_pending_says_the_gang_fits_only_spread_and_names_the_closest_zone(doctor):
    r = doctor("pending", "ml/gpt-13b-worker-1", "--from", FIX / "topology-gang-spread", "-o", "json")
    assert r.code == 1
    data = r.json()
    assert data["headline"].startswith("PyTorchJob ml/gpt-13b needs all 4 ranks in one zone, but none has room: "
                                       "closest is us-east-1b with room for 3 of 4 (8 GPU(s) short)")
    first = data["findings"][0]
    assert first["check"] == "gang_needs_one_domain"
    linked = {f["id"]: f for f in data["findings"]}
    assert any(linked[i]["check"] == "pending_pods" for i in first["explains"] if i in linked)
    # the scheduler's own words stay beside it
    assert "didn't match pod affinity rules" in data["message"]


def test_gang_without_a_one_domain_constraint_is_not_blamed_on_topology(doctor, tmp_path):
    d = _copy(tmp_path, "topology-gang-spread")

    def free(items):
        for p in items:
            p["spec"].pop("affinity", None)
    _edit(d / "pods.json", free)
    r = doctor("scan", "--from", d, "-o", "json", "--check", "gang_needs_one_domain")
    assert not r.json()["findings"]


# ---- inside a node -------------------------------------------------------------------------
def test_four_gpu_pod_on_sys_paths_while_an_nvlink_set_was_free(doctor):
    r = doctor("scan", "--from", FIX / "topology-node-sys", "-o", "json", "--check", "pod_gpus_poorly_connected")
    [f] = _findings(r, "pod_gpus_poorly_connected")
    assert f["title"].startswith("Pod ml/resnet-train-0 holds 4 GPUs on dgx1-07 joined by SYS")
    assert "GPUs 2,3 were free" in f["title"] and "GPUs 0,1,2,3 are NV1 or better" in f["title"]
    ptr = next(e for e in f["evidence"] if e.get("pointer", "").startswith("/topology/matrix/"))
    report = json.loads((FIX / "topology-node-sys" / "nodes" / "dgx1-07.json").read_text())
    i, j = (int(x) for x in ptr["pointer"].split("/")[-2:])
    assert report["topology"]["matrix"][i][j] == ptr["value"] == "SYS"


def test_pod_on_an_nvlink_set_gives_no_finding(doctor):
    r = doctor("scan", "--from", FIX / "topology-node-nvlink", "-o", "json", "--check", "pod_gpus_poorly_connected")
    assert not r.json()["findings"]


def test_no_better_set_free_gives_no_finding():
    """GPUs 0,1,4,5 held, the rest busy with other pods: nothing better was free."""
    report = json.loads((FIX / "topology-node-sys" / "nodes" / "dgx1-07.json").read_text())
    for g in report["gpus"]:
        if g["index"] in (2, 3):
            g["processes"] = [dict(report["gpus"][6]["processes"][0], pid=60000 + g["index"])]
    trainer = report["gpus"][0]["processes"][0]["pod_uid"]
    [pl] = [p for p in placements("dgx1-07", report) if p.pod_uid == trainer]
    assert pl.worst == "SYS" and pl.better is None


def test_doctor_node_prints_the_matrix_and_the_finding(doctor):
    r = doctor("node", "--from", FIX / "topology-node-sys", "--node", "dgx1-07")
    assert r.code == 0
    assert "GPU interconnect" in r.stdout
    assert "GPU4    NV2     SYS     SYS     SYS     X       NV1     NV1     NV2     SYS" in r.stdout
    assert "pod_gpus_poorly_connected" in r.stdout
    j = doctor("node", "--from", FIX / "topology-node-sys", "--node", "dgx1-07", "-o", "json").json()
    assert j["topology"]["matrix"][0][5] == "SYS"
    assert [f["check"] for f in j["findings"]] == ["pod_gpus_poorly_connected"]


@pytest.mark.parametrize("node,cell", [("gpu-a100-1", "NV12"), ("gpu-h100-1", "NV18")])
def test_demo_nodes_show_the_matrix(doctor, node, cell):
    r = doctor("node", "--from", FIX / "demo", "--node", node)
    assert "GPU interconnect (source: nvml" in r.stdout
    row0 = next(line for line in r.stdout.splitlines() if line.startswith("GPU0  "))
    assert row0.split()[1:3] == ["X", cell]
    direct = doctor("node", "--from", FIX / "demo" / "nodes" / f"{node}.json")     # the node report file alone
    assert next(line for line in direct.stdout.splitlines() if line.startswith("GPU0  ")) == row0


# ---- nvidia-smi topo -m text ---------------------------------------------------------------
def test_parse_real_outputs():
    t = parse_topo_m((SRC / "dgx1-v100.topo.txt").read_text())
    assert t["gpus"] == list(range(8)) and t["matrix"][0] == ["X", "NV1", "NV1", "NV2", "NV2", "SYS", "SYS", "SYS"]
    assert t["nics"] == {"mlx5_0": ["NODE", "NODE", "PIX", "PIX", "SYS", "SYS", "SYS", "SYS"]}
    assert t["cpu_affinity"][4] == "12-23,36-47" and t["numa_affinity"][0] is None
    tabs = parse_topo_m((SRC / "dgx1-v100-tabs.topo.txt").read_text())
    assert tabs["matrix"][4][4] == "X" and tabs["matrix"][0][7] == "NV2" and tabs["numa_affinity"][7] == "1"
    assert set(tabs["nics"]) == {"mlx5_0", "mlx5_1"}
    p4d = parse_topo_m((SRC / "p4d-24xlarge.topo.txt").read_text())
    assert {c for row in p4d["matrix"] for c in row} == {"X", "NV12"} and p4d["numa_affinity"][7] == "1"


def test_doctor_node_reads_topo_text_and_refuses_a_broken_one(doctor, tmp_path):
    r = doctor("node", "--from", SRC / "dgx1-v100-tabs.topo.txt", "-o", "json")
    assert r.code == 0 and r.json()["topology"]["source"] == "nvidia-smi topo -m"
    bad = tmp_path / "t.txt"
    bad.write_text((SRC / "dgx1-v100.topo.txt").read_text().replace("GPU3    NV2     NV1     NV2      X", "GPU3    NV2     NV1     NV2      Q"))
    r = doctor("node", "--from", bad)
    assert r.code == 2 and "not a readable `nvidia-smi topo -m` output" in r.stderr and "Traceback" not in r.stderr
    with pytest.raises(TopologyParseError):
        parse_topo_m("no matrix here")


def test_topo_text_attaches_to_the_xml_report_of_the_same_node(doctor, tmp_path):
    xml = next((FIX / "nvidia-smi").glob("*.xml"), None) or next(FIX.glob("*/*.xml"))
    r = doctor("node", "--from", xml, "--from", SRC / "p4d-24xlarge.topo.txt", "-o", "json")
    data = r.json()
    assert data["topology"]["matrix"][0][1] == "NV12" and data["gpus"] and data["gpus"][0].get("uuid")


# ---- the node agent through NVML -------------------------------------------------------------
def _fake():
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from fakes.fake_pynvml import FakeGpu, make
    return FakeGpu, make


def test_nvml_matrix_direct_links_and_pcie_levels():
    import pynvml as real

    from doctor.sources.nvml import collect_local
    FakeGpu, make = _fake()
    bus = ["00000000:%02X:00.0" % b for b in (0x10, 0x20, 0x30, 0x40)]
    gpus = [FakeGpu(uuid=f"GPU-{i}", bus_id=bus[i], nvlink=[True, True, False], nvlink_remote=[bus[i ^ 1]] * 3)
            for i in range(4)]
    nv = make(gpus, topology={(0, 1): real.NVML_TOPOLOGY_HOSTBRIDGE, (0, 2): real.NVML_TOPOLOGY_NODE,
                              (2, 3): real.NVML_TOPOLOGY_SINGLE, (1, 3): real.NVML_TOPOLOGY_MULTIPLE})
    t = collect_local(proc_root="/nonexistent", pynvml_module=nv)["topology"]
    assert t["source"] == "nvml" and t["gpus"] == [0, 1, 2, 3]
    assert t["matrix"][0] == ["X", "NV2", "NODE", "SYS"]      # 2 active links 0->1; (0,3) not given: SYSTEM
    assert t["matrix"][1][3] == "PXB" and t["matrix"][3][2] == "NV2"


def test_nvml_matrix_nvswitch_counts_active_links_and_survives_missing_calls():
    from doctor.sources.nvml import collect_local
    FakeGpu, make = _fake()
    gpus = [FakeGpu(uuid=f"GPU-{i}", bus_id="00000000:%02X:00.0" % (0x10 * (i + 1)), nvlink=[True] * 12,
                    nvlink_remote=["switch"] * 12) for i in range(3)]
    gpus[2].nvlink[5] = False
    t = collect_local(proc_root="/nonexistent", pynvml_module=make(gpus))["topology"]
    assert t["matrix"] == [["X", "NV12", "NV11"], ["NV12", "X", "NV11"], ["NV11", "NV11", "X"]]
    rep = collect_local(proc_root="/nonexistent", pynvml_module=make(
        [FakeGpu(uuid="GPU-a"), FakeGpu(uuid="GPU-b")], without=("nvmlDeviceGetTopologyCommonAncestor",)))
    assert rep["topology"] is None and "topology" in rep["unsupported"]


def test_doctor_node_html_shows_the_matrix(doctor):
    r = doctor("node", "--from", FIX / "topology-node-sys", "--node", "dgx1-07", "-o", "html")
    assert r.code == 0 and '<section id="topology">' in r.stdout
    assert r.stdout.count('<td class="bad">SYS</td>') == 24 + 4     # 24 GPU-GPU SYS cells, 4 SYS to mlx5_0


def test_volcano_hard_network_topology_gang_fits_only_spread(doctor, tmp_path):
    """A Volcano Job with networkTopology mode hard, highestTierAllowed 1: its two running ranks sit in
    HyperNode s0, which is full; s1 could hold 3 of the 4 ranks."""
    d = _copy(tmp_path, "topology-gang-spread")

    def to_volcano(items):
        for p in items:
            labels = p["metadata"]["labels"]
            for k in [k for k in labels if k.startswith("training.kubeflow.org/")]:
                del labels[k]
            labels["volcano.sh/job-name"] = "gpt-13b"
            p["metadata"]["ownerReferences"] = [{"apiVersion": "batch.volcano.sh/v1alpha1", "kind": "Job",
                                                 "name": "gpt-13b", "uid": "9e9e9e9e-0000-4000-8000-000000000001",
                                                 "controller": True}]
            p["spec"].pop("affinity", None)
            p["spec"]["schedulerName"] = "volcano"
    _edit(d / "pods.json", to_volcano)
    (d / "pytorchjobs.kubeflow.org.json").unlink()
    vj = {"apiVersion": "batch.volcano.sh/v1alpha1", "kind": "Job",
          "metadata": {"name": "gpt-13b", "namespace": "ml", "uid": "9e9e9e9e-0000-4000-8000-000000000001"},
          "spec": {"schedulerName": "volcano", "minAvailable": 4,
                   "networkTopology": {"mode": "hard", "highestTierAllowed": 1},
                   "tasks": [{"name": "worker", "replicas": 4, "template": {"spec": {"containers": [{"name": "pytorch"}]}}}]}}
    (d / "jobs.batch.volcano.sh.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [vj]}))
    hn = [{"apiVersion": "topology.volcano.sh/v1alpha1", "kind": "HyperNode", "metadata": {"name": "s0"},
           "spec": {"tier": 1, "members": [{"type": "Node", "selector": {"regexMatch": {"pattern": "^ip-10-0-11-"}}}]}},
          {"apiVersion": "topology.volcano.sh/v1alpha1", "kind": "HyperNode", "metadata": {"name": "s1"},
           "spec": {"tier": 1, "members": [{"type": "Node", "selector": {"regexMatch": {"pattern": "^ip-10-0-12-"}}}]}}]
    (d / "hypernodes.topology.volcano.sh.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": hn}))
    r = doctor("scan", "--from", d, "-o", "json", "--check", "gang_needs_one_domain")
    [f] = _findings(r, "gang_needs_one_domain")
    assert "one Volcano HyperNode tier 1" in f["title"] and "closest is s1 with room for 3 of 4" in f["title"]
    ev = next(e for e in f["evidence"] if e.get("pointer") == "/spec/networkTopology/highestTierAllowed")
    assert ev["value"] == 1 and ev["object"]["kind"] == "Job"


def test_agent_reads_the_gpus_each_container_was_given(tmp_path):
    """A 4-GPU pod runs a process on GPU 0 only; its environ says it was given 0,1,4,5 (UUIDs, as the
    device plugin's envvar strategy writes them). The agent records that allocation (only that one
    variable), and the placement check sees all four GPUs, with 4-7 of another pod not free."""
    from fakes.fake_pynvml import FakeProcess

    from doctor.sources.nvml import collect_local
    FakeGpu, make = _fake()
    uid, cid = "8d3f4e2a-1b6c-4d7e-9f10-2a3b4c5d6e7f", "c0ffee00" * 8
    d = tmp_path / "3101"
    d.mkdir()
    (d / "cgroup").write_text(f"0::/kubepods.slice/kubepods-pod{uid.replace('-', '_')}.slice/cri-containerd-{cid}.scope\n")
    (d / "status").write_text("Name:\tpython\nState:\tS (sleeping)\n")
    uuids = [f"GPU-0000000{i}-aaaa-bbbb-cccc-dddddddddddd" for i in range(8)]
    (d / "environ").write_bytes(b"HF_TOKEN=secret\0NVIDIA_VISIBLE_DEVICES=" + ",".join(uuids[i] for i in (0, 1, 4, 5)).encode() + b"\0")
    topo = parse_topo_m((SRC / "dgx1-v100.topo.txt").read_text())
    gpus = [FakeGpu(uuid=uuids[i], bus_id="00000000:%02X:00.0" % (i + 1),
                    processes=[FakeProcess(3101, 1 << 30)] if i == 0 else []) for i in range(8)]
    rep = collect_local(proc_root=str(tmp_path), pynvml_module=make(gpus))
    assert rep["allocations"] == [{"pod_uid": uid, "container_id": cid, "gpus": [0, 1, 4, 5],
                                   "source": "NVIDIA_VISIBLE_DEVICES"}]
    assert "secret" not in json.dumps(rep)
    rep["topology"] = topo
    [pl] = placements("n1", rep)
    assert pl.gpus == [0, 1, 4, 5] and pl.worst == "SYS" and pl.better == [0, 1, 2, 3]
    rep["allocations"].append({"pod_uid": "other", "gpus": [2, 3, 6, 7]})
    [mine] = [p for p in placements("n1", rep) if p.pod_uid == uid]
    assert mine.better is None          # 2 and 3 belong to another pod now


@pytest.mark.parametrize("topology,allocations", [
    ({"gpus": [0, 1], "matrix": [["X"], ["X", "NV1"]]}, None),
    ({"gpus": ["0", 1], "matrix": [["X", "SYS"], ["SYS", "X"]]}, [{"pod_uid": 5, "gpus": "0,1"}]),
    ("SYS", [None, {"gpus": [99, "x"], "pod_uid": "u"}]),
    ({"gpus": [0, 1], "matrix": [["X", {"a": 1}], ["SYS", "X"]]}, {"not": "a list"}),
    ({"gpus": [0, 1], "matrix": [["X", "\u202eSYS"], ["\u202eSYS", "X"]], "nics": "x", "cpu_affinity": 7}, []),
])
def test_hostile_topology_in_a_node_report_never_crashes(doctor, tmp_path, topology, allocations):
    d = _copy(tmp_path, "topology-node-sys")
    rep = json.loads((d / "nodes" / "dgx1-07.json").read_text())
    rep["topology"] = topology
    if allocations is not None:
        rep["allocations"] = allocations
    (d / "nodes" / "dgx1-07.json").write_text(json.dumps(rep))
    for args in (("scan", "--from", d, "-o", "json"), ("node", "--from", d, "--node", "dgx1-07"),
                 ("node", "--from", d, "--node", "dgx1-07", "-o", "html")):
        r = doctor(*args)
        assert r.code in (0, 1, 2), (args, r.stderr)
        assert "Traceback" not in r.stderr
        if args[0] == "scan":
            status = {c["id"]: c["status"] for c in r.json()["checks"]}
            assert status["pod_gpus_poorly_connected"] in ("ok", "skipped", "findings"), status


def _scale_seconds(nodes: int, jobs: int) -> float:
    import time
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    from distributed_scale import build

    from doctor.engine import run_checks
    from doctor.registry import discover, select
    snap = build(nodes=nodes, pods=0, jobs=jobs, ranks=16)
    for i, n in enumerate(snap.nodes):
        n["metadata"]["labels"].update({"topology.kubernetes.io/zone": f"z{i % 3}", "nvidia.com/gpu.clique": f"c.{i % 50}"})
        n["status"]["capacity"] = dict(n["status"]["allocatable"])
        n["status"]["conditions"] = [{"type": "Ready", "status": "True"}]
    classes = select(discover(plugins=False), ("job_spans_topology_domains", "gang_needs_one_domain"), ())
    started = time.process_time()
    report = run_checks(classes, snap)
    took = time.process_time() - started
    assert sum(len(r.findings) for r in report.results) == jobs     # every job is split with room
    return took


def test_topology_checks_are_linear():
    """4x the nodes and 4x the split jobs may cost at most ~8x (quadratic would be 16x)."""
    small = min(_scale_seconds(500, 25) for _ in range(2))
    large = min(_scale_seconds(2000, 100) for _ in range(2))
    assert large < max(8 * small, 0.5), (small, large)


def _one_clique(d: Path) -> None:
    """The two ranks in clique .2 move to clique .1's idle nodes: the whole job in one clique."""
    def move(items):
        for p in items:
            p["spec"]["nodeName"] = {"gb200-b-0": "gb200-a-2", "gb200-b-1": "gb200-a-3"}.get(p["spec"]["nodeName"],
                                                                                           p["spec"]["nodeName"])
    _edit(d / "pods.json", move)


def test_job_inside_one_clique_without_a_compute_domain_channel_is_info(doctor, tmp_path):
    d = _copy(tmp_path, "topology-clique-split")
    _one_clique(d)
    r = doctor("scan", "--from", d, "-o", "json", "--category", "topology")
    assert not _findings(r, "job_spans_topology_domains")
    [f] = _findings(r, "job_without_imex_channel")
    assert f["severity"] == "info" and "claim no ComputeDomain IMEX channel" in f["title"]
    assert "kind: ComputeDomain" in f["fix"]["patch"] and "numNodes: 4" in f["fix"]["patch"]


def test_job_claiming_its_compute_domain_channel_gives_no_imex_finding(doctor, tmp_path):
    d = _copy(tmp_path, "topology-clique-split")
    _one_clique(d)

    def claim(items):
        for p in items:
            p["spec"]["resourceClaims"] = [{"name": "imex", "resourceClaimTemplateName": "moe-imex"}]
    _edit(d / "pods.json", claim)
    cd = {"apiVersion": "resource.nvidia.com/v1beta1", "kind": "ComputeDomain",
          "metadata": {"name": "moe-cd", "namespace": "ml"},
          "spec": {"numNodes": 4, "channel": {"resourceClaimTemplate": {"name": "moe-imex"}}},
          "status": {"status": "Ready", "nodes": [{"name": f"gb200-a-{i}", "status": "Ready"} for i in range(4)]}}
    (d / "computedomains.resource.nvidia.com.json").write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": [cd]}))
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_without_imex_channel")
    assert not r.json()["findings"]
    # claims that cannot be read against ComputeDomains (none recorded): no verdict either way
    (d / "computedomains.resource.nvidia.com.json").unlink()
    r = doctor("scan", "--from", d, "-o", "json", "--check", "job_without_imex_channel")
    assert not r.json()["findings"]
