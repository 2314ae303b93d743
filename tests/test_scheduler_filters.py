"""The Filter simulation on small hand-built clusters; cases translated from
kubernetes/kubernetes pkg/scheduler/framework/plugins/*/*_test.go (cited per test)."""
from doctor.scheduler import ClusterState, simulate
from doctor.snapshot import Snapshot


def mk_node(name, labels=None, alloc=None, taints=None, unschedulable=False):
    spec = {}
    if taints:
        spec["taints"] = taints
    if unschedulable:
        spec["unschedulable"] = True
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": {"kubernetes.io/hostname": name, **(labels or {})}},
            "spec": spec, "status": {"allocatable": {"cpu": "10", "memory": "20", "pods": "32", **(alloc or {})}}}


def mk_pod(name, ns="default", node=None, req=None, labels=None, phase=None, **spec):
    p = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name, "namespace": ns, "uid": f"uid-{ns}-{name}",
                                                         "labels": labels or {}},
         "spec": {"containers": [{"name": "c", "resources": {"requests": req or {}}}], **spec},
         "status": {"phase": phase or ("Running" if node else "Pending")}}
    if node:
        p["spec"]["nodeName"] = node
    return p


def run(nodes, pods, pod, version="v1.31.0"):
    snap = Snapshot(objects={"nodes": nodes, "pods": pods + [pod]}, recorded={"nodes", "pods"},
                    meta={"server_version": version, "observed_at": "2026-01-01T00:00:00Z"})
    return simulate(pod, ClusterState(snap))


def by_name(sim):
    return {n.name: n for n in sim.nodes}


def test_fit_several_insufficient_reasons_and_terminated_pods_ignored():
    # noderesources/fit_test.go TestEnoughRequests: "too many resources fails" -> Insufficient cpu + Insufficient memory
    node = mk_node("n1")
    used = mk_pod("used", node="n1", req={"cpu": "9", "memory": "19"})
    done = mk_pod("done", node="n1", req={"cpu": "10", "memory": "20"}, phase="Succeeded")
    sim = run([node], [used, done], mk_pod("p", req={"cpu": "2", "memory": "2"}))
    assert by_name(sim)["n1"].reasons == ["Insufficient cpu", "Insufficient memory"]
    assert sim.message.startswith("0/1 nodes are available: 1 Insufficient cpu, 1 Insufficient memory.")
    # "equal edge case": requests exactly what is free -> fits
    sim = run([node], [used], mk_pod("p", req={"cpu": "1", "memory": "1"}))
    assert sim.schedulable


def test_fit_extended_resource_missing_on_node_and_too_many_pods():
    # fit_test.go: "extended resource allocatable enforced" / "... not present on node" -> Insufficient <name>
    sim = run([mk_node("n1")], [], mk_pod("p", req={"nvidia.com/gpu": "1"}))
    assert by_name(sim)["n1"].reasons == ["Insufficient nvidia.com/gpu"]
    # fit_test.go TestNotEnoughRequests "even without specified resources, predicate fails when there's no space for additional pod"
    n = mk_node("n1", alloc={"pods": "1"})
    sim = run([n], [mk_pod("x", node="n1")], mk_pod("p"))
    assert by_name(sim)["n1"].reasons == ["Too many pods"]


def test_first_plugin_wins_and_also_lists_the_rest():
    # framework runtime: a cordoned, tainted, full node is reported by NodeUnschedulable only
    n = mk_node("n1", unschedulable=True, taints=[{"key": "gpu", "effect": "NoSchedule"}])
    sim = run([n], [], mk_pod("p", req={"nvidia.com/gpu": "1"}))
    r = by_name(sim)["n1"]
    assert r.reasons == ["node(s) were unschedulable"]
    assert r.also == ["node(s) had untolerated taint {gpu: }", "Insufficient nvidia.com/gpu"]
    # nodeunschedulable_test.go: "Pod can be scheduled onto the node when the pod tolerates the unschedulable taint"
    sim = run([mk_node("n1", unschedulable=True)], [], mk_pod(
        "p", tolerations=[{"key": "node.kubernetes.io/unschedulable", "operator": "Exists", "effect": "NoSchedule"}]))
    assert sim.schedulable


def test_node_ports():
    # nodeports/node_ports_test.go TestNodePorts: "same port" conflicts, "different protocol" and "different host ip" do not
    def hp(port, proto="TCP", ip=None):
        d = {"containerPort": port, "hostPort": port, "protocol": proto}
        if ip:
            d["hostIP"] = ip
        return d
    existing = mk_pod("e", node="n1")
    existing["spec"]["containers"][0]["ports"] = [hp(8080, ip="127.0.0.1")]
    for ports, fits in (([hp(8080, ip="127.0.0.1")], False), ([hp(8080, "UDP", "127.0.0.1")], True),
                        ([hp(8080, ip="127.0.0.2")], True), ([hp(8080)], False)):
        p = mk_pod("p")
        p["spec"]["containers"][0]["ports"] = ports
        sim = run([mk_node("n1")], [existing], p)
        assert sim.schedulable is fits, ports
        if not fits:
            assert by_name(sim)["n1"].reasons == ["node(s) didn't have free ports for the requested pod ports"]


def test_topology_spread_do_not_schedule():
    # podtopologyspread/filtering_test.go TestSingleConstraint "pods spread across zones as 3/3, all nodes fit"
    # and "pods spread across zones as 1/2 due to absence of label 'zone' on node-b"
    nodes = [mk_node("node-a", {"zone": "zone1"}), mk_node("node-b", {"zone": "zone1"}),
             mk_node("node-x", {"zone": "zone2"}), mk_node("node-y", {"zone": "zone2"})]
    c = [{"maxSkew": 1, "topologyKey": "zone", "whenUnsatisfiable": "DoNotSchedule",
          "labelSelector": {"matchExpressions": [{"key": "foo", "operator": "Exists"}]}}]
    pods = [mk_pod("p-a", node="node-a", labels={"foo": ""}), mk_pod("p-x", node="node-x", labels={"foo": ""}),
            mk_pod("p-y", node="node-y", labels={"foo": ""})]
    sim = run(nodes, pods, mk_pod("p", labels={"foo": ""}, topologySpreadConstraints=c))
    r = by_name(sim)
    # zone1 has 1, zone2 has 2 -> zone2 nodes would make skew 2 > 1
    assert r["node-a"].fits and r["node-b"].fits
    assert r["node-x"].reasons == ["node(s) didn't match pod topology spread constraints"]
    # missing topology key on a node
    nodes.append(mk_node("node-z"))
    sim = run(nodes, pods, mk_pod("p", labels={"foo": ""}, topologySpreadConstraints=c))
    assert by_name(sim)["node-z"].reasons == ["node(s) didn't match pod topology spread constraints (missing required label)"]


def test_inter_pod_affinity():
    # interpodaffinity/filtering_test.go TestRequiredAffinitySingleNode
    term = lambda key="region": {"labelSelector": {"matchLabels": {"service": "securityscan"}}, "topologyKey": key}  # noqa: E731
    nodes = [mk_node("n1", {"region": "r1"}), mk_node("n2", {"region": "r2"})]
    existing = mk_pod("e", node="n1", labels={"service": "securityscan"})
    # "satisfies with requiredDuringSchedulingIgnoredDuringExecution in PodAffinity using In operator that matches the existing pod"
    sim = run(nodes, [existing], mk_pod("p", affinity={"podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term()]}}))
    assert by_name(sim)["n1"].fits and by_name(sim)["n2"].reasons == ["node(s) didn't match pod affinity rules"]
    # "satisfies the pod with requiredDuringSchedulingIgnoredDuringExecution in PodAntiAffinity..." (anti: n1 excluded)
    sim = run(nodes, [existing], mk_pod("p", affinity={"podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term()]}}))
    assert by_name(sim)["n1"].reasons == ["node(s) didn't match pod anti-affinity rules"] and by_name(sim)["n2"].fits
    # existing pod's anti-affinity rejects an incoming pod it selects
    e2 = mk_pod("e2", node="n2", labels={"app": "x"},
                affinity={"podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [
                    {"labelSelector": {"matchLabels": {"service": "securityscan"}}, "topologyKey": "region"}]}})
    sim = run(nodes, [e2], mk_pod("p", labels={"service": "securityscan"}))
    assert by_name(sim)["n2"].reasons == ["node(s) didn't satisfy existing pods anti-affinity rules"]
    # "A pod that has affinity to itself can be scheduled when no other pod matches" (first pod of a group)
    sim = run(nodes, [], mk_pod("p", labels={"service": "securityscan"},
                                affinity={"podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term()]}}))
    assert sim.schedulable


def test_preemption_suffix_and_nomination():
    node = mk_node("n1", alloc={"nvidia.com/gpu": "8"})
    low = mk_pod("low", node="n1", req={"nvidia.com/gpu": "8"}, priority=0)
    # same priority: no victims
    sim = run([node], [low], mk_pod("p", req={"nvidia.com/gpu": "1"}, priority=0))
    assert sim.message == ("0/1 nodes are available: 1 Insufficient nvidia.com/gpu. preemption: 0/1 nodes are "
                           "available: 1 No preemption victims found for incoming pod.")
    # higher priority: the node is nominated, no preemption suffix
    sim = run([node], [low], mk_pod("p", req={"nvidia.com/gpu": "1"}, priority=1000))
    assert sim.preemption_node.name == "n1" and [v["metadata"]["name"] for v in sim.preemption_node.victims] == ["low"]
    assert sim.message == "0/1 nodes are available: 1 Insufficient nvidia.com/gpu."
    # preemptionPolicy Never
    sim = run([node], [low], mk_pod("p", req={"nvidia.com/gpu": "1"}, priority=1000, preemptionPolicy="Never"))
    assert sim.message.endswith("1 Insufficient nvidia.com/gpu. preemption: not eligible due to preemptionPolicy=Never.")


def test_no_nodes():
    sim = run([], [], mk_pod("p"))
    assert sim.message == "no nodes available to schedule pods" and not sim.schedulable


def run_objs(nodes, pods, pod, **more):
    objs = {"nodes": nodes, "pods": pods + [pod], **more}
    snap = Snapshot(objects=objs, recorded=set(objs), meta={"server_version": "v1.32.2",
                                                            "observed_at": "2026-01-01T00:00:00Z"})
    return simulate(pod, ClusterState(snap))


def pvc(name, sc, volume=None, phase="Pending"):
    spec = {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": "10Gi"}}, "storageClassName": sc}
    if volume:
        spec["volumeName"] = volume
    return {"kind": "PersistentVolumeClaim", "metadata": {"name": name, "namespace": "default"}, "spec": spec,
            "status": {"phase": phase}}


def sc(name, mode, provisioner="ebs.csi.aws.com"):
    return {"kind": "StorageClass", "metadata": {"name": name}, "provisioner": provisioner, "volumeBindingMode": mode}


def with_claim(claim):
    return mk_pod("p", volumes=[{"name": "d", "persistentVolumeClaim": {"claimName": claim}}])


def test_volume_binding_cases():
    nodes = [mk_node("n1", {"topology.kubernetes.io/zone": "a"}), mk_node("n2", {"topology.kubernetes.io/zone": "b"})]
    # volume_binding_test.go "unbound claim with immediate binding mode" -> PreFilter rejection
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "gp3")],
                   **{"storageclasses.storage.k8s.io": [sc("gp3", "Immediate")]})
    assert sim.message == ("0/2 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: "
                           "0/2 nodes are available: 2 Preemption is not helpful for scheduling.")
    # WaitForFirstConsumer with a dynamic provisioner: nothing to check before binding
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "gp3")],
                   **{"storageclasses.storage.k8s.io": [sc("gp3", "WaitForFirstConsumer")]})
    assert sim.schedulable
    # "unbound claim, no matches" with a static (no-provisioner) class -> bind conflict on every node
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "local")], persistentvolumes=[],
                   **{"storageclasses.storage.k8s.io": [sc("local", "WaitForFirstConsumer", "kubernetes.io/no-provisioner")]})
    assert {n.name: n.reasons for n in sim.nodes} == {
        "n1": ["node(s) didn't find available persistent volumes to bind"],
        "n2": ["node(s) didn't find available persistent volumes to bind"]}
    # a matching local PV on n2 only
    pv = {"kind": "PersistentVolume", "metadata": {"name": "pv1"}, "status": {"phase": "Available"},
          "spec": {"storageClassName": "local", "capacity": {"storage": "20Gi"}, "accessModes": ["ReadWriteOnce"],
                   "nodeAffinity": {"required": {"nodeSelectorTerms": [{"matchExpressions": [
                       {"key": "kubernetes.io/hostname", "operator": "In", "values": ["n2"]}]}]}}}}
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "local")], persistentvolumes=[pv],
                   **{"storageclasses.storage.k8s.io": [sc("local", "WaitForFirstConsumer", "kubernetes.io/no-provisioner")]})
    assert [n.name for n in sim.nodes if n.fits] == ["n2"]
    # bound to a PV that does not exist
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "gp3", "pv-gone", "Bound")],
                   persistentvolumes=[], **{"storageclasses.storage.k8s.io": [sc("gp3", "Immediate")]})
    assert sim.nodes[0].reasons == ["node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)"]
    # volume_zone_test.go: bound PV labelled with zone a -> n2 (zone b) rejected
    zpv = {"kind": "PersistentVolume", "metadata": {"name": "pvz", "labels": {"topology.kubernetes.io/zone": "a"}},
           "spec": {"storageClassName": "gp3", "capacity": {"storage": "10Gi"}}, "status": {"phase": "Bound"}}
    sim = run_objs(nodes, [], with_claim("c"), persistentvolumeclaims=[pvc("c", "gp3", "pvz", "Bound")],
                   persistentvolumes=[zpv], **{"storageclasses.storage.k8s.io": [sc("gp3", "Immediate")]})
    assert by_name(sim)["n1"].fits and by_name(sim)["n2"].reasons == ["node(s) had no available volume zone"]


def test_also_is_exact_for_near_misses_and_marked_partial_otherwise():
    taint = [{"key": "gpu", "effect": "NoSchedule"}]
    n1 = mk_node("n1", {"pool": "a"}, taints=taint)            # out by the taint only -> checked in full
    n2 = mk_node("n2", {"pool": "b"}, taints=taint)            # out by taint and selector -> sums skipped
    full1 = mk_pod("f1", node="n1", req={"cpu": "10"})
    full2 = mk_pod("f2", node="n2", req={"cpu": "10"})
    sim = run([n1, n2], [full1, full2], mk_pod("p", req={"cpu": "1"}, nodeSelector={"pool": "a"}))
    r = by_name(sim)
    assert r["n1"].also == ["Insufficient cpu"] and not r["n1"].also_partial
    assert r["n2"].also == ["node(s) didn't match Pod's node affinity/selector"]   # full CPU not looked at
    assert r["n2"].also_partial and r["n2"].to_dict()["also_partial"] is True
    # what a node lacks outright is still listed without the sums
    sim = run([n1, n2], [full1, full2], mk_pod("p", req={"cpu": "1", "nvidia.com/gpu": "1"}, nodeSelector={"pool": "a"}))
    assert by_name(sim)["n2"].also == ["node(s) didn't match Pod's node affinity/selector", "Insufficient nvidia.com/gpu"]
    # the reasons kube-scheduler reports are never affected
    assert r["n1"].reasons == r["n2"].reasons == ["node(s) had untolerated taint {gpu: }"]
