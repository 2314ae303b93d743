"""The plugin registry: one module per kube-scheduler plugin, in the default profile's order
(kubernetes/kubernetes pkg/scheduler/apis/config/v1/default_plugins.go, getDefaultPlugins +
applyFeatureGates), and the seams a new filter or the DRA allocator plug into."""
import importlib
import pkgutil
from pathlib import Path

import doctor.scheduler.plugins as plugins_pkg
from doctor.scheduler import ClusterState, diagnose, simulate
from doctor.scheduler.framework import UNRESOLVABLE, FilterPlugin, Rejection
from doctor.scheduler.plugins import BY_NAME, FILTERS, POST_FILTER
from doctor.scheduler.plugins.dynamic_resources import CANNOT_ALLOCATE
from doctor.snapshot import Snapshot

from test_scheduler_filters import mk_node, mk_pod

# default_plugins.go's MultiPoint list with DynamicResources inserted before DefaultPreemption,
# restricted to the plugins that implement Filter (the others only sort, score or bind).
UPSTREAM_ORDER = ["NodeUnschedulable", "NodeName", "TaintToleration", "NodeAffinity", "NodePorts",
                  "NodeResourcesFit", "VolumeRestrictions", "EBSLimits", "GCEPDLimits", "NodeVolumeLimits",
                  "AzureDiskLimits", "VolumeBinding", "VolumeZone", "PodTopologySpread", "InterPodAffinity",
                  "DynamicResources"]


def test_profile_follows_the_default_profile_order():
    names = [p.name for p in FILTERS]
    assert len(set(names)) == len(names)
    assert names == [n for n in UPSTREAM_ORDER if n in names]
    assert POST_FILTER.name == "DefaultPreemption"


def test_every_plugin_module_is_registered_once_and_names_its_reasons():
    mods = [m.name for m in pkgutil.iter_modules([str(Path(plugins_pkg.__file__).parent)])]
    registered = {type(p).__module__.rsplit(".", 1)[1] for p in FILTERS} | {type(POST_FILTER).__module__.rsplit(".", 1)[1]}
    assert set(mods) == registered, "a plugin module exists that the profile does not list (or the reverse)"
    for mod in mods:
        m = importlib.import_module(f"doctor.scheduler.plugins.{mod}")
        assert m.NAME and m.NAME in (BY_NAME.keys() | {POST_FILTER.name})
        impl = BY_NAME.get(m.NAME, POST_FILTER)
        assert impl.reasons, f"{m.NAME} lists no reason strings"


def _run(nodes, pods, pod, profile=FILTERS):
    snap = Snapshot(objects={"nodes": nodes, "pods": pods + [pod]}, recorded={"nodes", "pods"},
                    meta={"server_version": "v1.33.0", "observed_at": "2026-01-01T00:00:00Z"})
    return simulate(pod, ClusterState(snap), profile=profile)


def test_a_new_filter_is_one_class_plus_its_place_in_the_profile():
    class RackLabel(FilterPlugin):
        name = "RackLabel"
        reasons = ("node(s) had no rack label",)

        def filter(self, cs, node, labels, removed):
            return None if "rack" in labels else Rejection(self.name, UNRESOLVABLE, [self.reasons[0]])

    profile = FILTERS + (RackLabel(),)
    sim = _run([mk_node("a", labels={"rack": "r1"}), mk_node("b")], [], mk_pod("p"), profile)
    got = {n.name: n for n in sim.nodes}
    assert got["a"].fits and got["b"].reasons == ["node(s) had no rack label"] and got["b"].plugin == "RackLabel"


def test_dynamic_resources_allocates_unallocated_claims():
    """DynamicResources runs doctor/dra's structured-parameters allocator for unallocated claims
    (was a seam returning None); without ResourceSlices in the snapshot it says so and lets the pod pass."""
    claim = {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceClaim",
             "metadata": {"name": "gpu", "namespace": "default"},
             "spec": {"devices": {"requests": [{"name": "gpu", "exactly": {"deviceClassName": "gpu.example.com"}}]}},
             "status": {}}
    dclass = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "gpu.example.com"},
              "spec": {"selectors": [{"cel": {"expression": "device.driver == 'gpu.example.com'"}}]}}
    pod = mk_pod("p", resourceClaims=[{"name": "gpu", "resourceClaimName": "gpu"}])
    objects = {"nodes": [mk_node("a")], "pods": [pod], "resourceclaims.resource.k8s.io": [claim],
               "deviceclasses.resource.k8s.io": [dclass]}
    meta = {"server_version": "v1.34.0", "observed_at": "2026-01-01T00:00:00Z"}
    snap = Snapshot(objects=dict(objects), recorded=set(objects), meta=meta)
    base = simulate(pod, ClusterState(snap))
    assert base.schedulable and any("ResourceSlices are not in the snapshot" in n for n in base.notes)
    objects["resourceslices.resource.k8s.io"] = []          # recorded, and no driver publishes a device
    snap = Snapshot(objects=dict(objects), recorded=set(objects), meta=meta)
    sim = simulate(pod, ClusterState(snap))
    assert not sim.schedulable and sim.nodes[0].reasons == [CANNOT_ALLOCATE]
    assert sim.message.startswith("0/1 nodes are available: 1 cannot allocate all claims. still not schedulable, ")


def test_every_finding_of_a_rejecting_plugin_comes_from_that_plugin():
    # the explanation lives in the plugin module: the cordon finding names NodeUnschedulable's reason
    node = mk_node("a", unschedulable=True)
    pod = mk_pod("p")
    snap = Snapshot(objects={"nodes": [node], "pods": [pod]}, recorded={"nodes", "pods"},
                    meta={"server_version": "v1.33.0", "observed_at": "2026-01-01T00:00:00Z"})
    diag = diagnose(snap, pod)
    assert diag.findings[0].key == "default/p|NodeUnschedulable"
    assert "node(s) were unschedulable" in diag.findings[0].summary


def test_plugin_names_are_written_once_in_their_module():
    """A plugin's name is written once, as a module-level NAME (the plugin module's, or the
    domain module it takes its words from, as DynamicResources does from doctor/dra); code
    elsewhere imports it (a bare "NodeResourcesFit" string elsewhere is how a filter ended up
    spread over four files)."""
    import ast

    root = Path(__file__).resolve().parent.parent
    names = {p.name for p in FILTERS} | {POST_FILTER.name}
    wrong, defined = [], {}
    for base in ("doctor", "checks"):
        for path in (root / base).rglob("*.py"):
            if "__pycache__" in path.parts:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            definitions = {id(n.value) for n in tree.body if isinstance(n, ast.Assign)
                           and [getattr(t, "id", None) for t in n.targets] == ["NAME"]
                           and isinstance(n.value, ast.Constant) and n.value.value in names}
            exported = {id(c) for n in tree.body if isinstance(n, ast.Assign)
                        and [getattr(t, "id", None) for t in n.targets] == ["__all__"]
                        for c in ast.walk(n.value)}          # class names listed in __all__
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and node.value in names and id(node) not in exported:
                    if id(node) in definitions:
                        defined.setdefault(node.value, []).append(str(path.relative_to(root)))
                    else:
                        wrong.append(f"{path.relative_to(root)}:{node.lineno}: {node.value!r}")
    assert not wrong, "use the plugin's NAME:\n" + "\n".join(wrong)
    assert all(len(v) == 1 for v in defined.values()), defined
    assert set(defined) == names
