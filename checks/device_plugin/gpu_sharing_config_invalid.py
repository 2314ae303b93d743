"""The NVIDIA device plugin's sharing config (time-slicing / MPS) lives as YAML inside a
ConfigMap (ClusterPolicy spec.devicePlugin.config.name, one key per config, picked per node by
the nvidia.com/device-plugin.config label or spec.devicePlugin.config.default). A mistake there
fails silently from the user's point of view: the plugin refuses the config (and keeps the old
one, or crash-loops) and GPUs are not shared. Rules from NVIDIA/k8s-device-plugin
api/config/v1 (config.go, replicas.go, sharing.go): version must be v1 (or empty);
timeSlicing/mps need a non-empty `resources` list; every resource needs `name` and an integer
`replicas` > 0 (1 shares nothing); `devices` is "all", a count > 0 or a list; the YAML is read
non-strictly, so a misspelt key (`replica:`) is ignored, which then fails as a missing field;
renameByDefault / failRequestsGreaterThanOne are booleans."""
from __future__ import annotations

from doctor.check import Check
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer

CONFIG_LABEL = "nvidia.com/device-plugin.config"
TOP_KEYS = {"version", "flags", "resources", "sharing", "imex"}
SHARING_KEYS = {"timeSlicing", "mps"}
REPLICATED_KEYS = {"renameByDefault", "failRequestsGreaterThanOne", "resources", "strategy"}
RESOURCE_KEYS = {"name", "rename", "devices", "replicas"}


def _is_candidate(text: object) -> bool:
    return isinstance(text, str) and ("timeSlicing" in text or "mps:" in text or "sharing:" in text)


def validate(text: str) -> list[tuple[str, str]]:
    """[(severity, problem)] for one config document."""
    import yaml

    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        return [("critical", f"not valid YAML{where}: {getattr(exc, 'problem', None) or exc}")]
    if not isinstance(doc, dict):
        return [("critical", f"the config is a {type(doc).__name__}, not a mapping")]
    out: list[tuple[str, str]] = []
    version = doc.get("version")
    if version not in (None, "", "v1"):
        out.append(("critical", f"version {version!r}: the device plugin only reads version v1 (\"unknown version\")"))
    for k in sorted(set(doc) - TOP_KEYS):
        out.append(("warning", f"unknown top-level key {k!r} is ignored"))
    flags = doc.get("flags")
    if isinstance(flags, dict) and flags.get("migStrategy") not in (None, "none", "single", "mixed"):
        out.append(("critical", f"flags.migStrategy {flags['migStrategy']!r}: use none, single or mixed"))
    sharing = doc.get("sharing")
    if sharing is None:
        return out
    if not isinstance(sharing, dict):
        return out + [("critical", "`sharing` must be a mapping with timeSlicing and/or mps")]
    for k in sorted(set(sharing) - SHARING_KEYS):
        out.append(("warning", f"unknown key sharing.{k} is ignored (use timeSlicing or mps)"))
    for mode in ("timeSlicing", "mps"):
        block = sharing.get(mode)
        if block is None:
            continue
        where = f"sharing.{mode}"
        if not isinstance(block, dict):
            out.append(("critical", f"{where} must be a mapping"))
            continue
        for k in sorted(set(block) - REPLICATED_KEYS):
            out.append(("warning", f"unknown key {where}.{k} is ignored"))
        for flag in ("renameByDefault", "failRequestsGreaterThanOne"):
            if flag in block and not isinstance(block[flag], bool):
                out.append(("critical", f"{where}.{flag} is {block[flag]!r}, not a boolean (true/false): the config "
                                        "does not load"))
        if block.get("strategy") not in (None, ""):
            out.append(("critical", f"{where}.strategy {block['strategy']!r}: unknown time-slicing strategy"))
        resources = block.get("resources")
        if not isinstance(resources, list) or not resources:
            out.append(("critical", f"{where}.resources is missing or empty (\"no resources specified\")"))
            continue
        for i, res in enumerate(resources):
            rw = f"{where}.resources[{i}]"
            if not isinstance(res, dict):
                out.append(("critical", f"{rw} must be a mapping with name and replicas"))
                continue
            for k in sorted(set(res) - RESOURCE_KEYS):
                hint = " (did you mean `replicas`?)" if k in ("replica", "replicaCount", "count") else ""
                out.append(("warning", f"unknown key {rw}.{k} is ignored{hint}"))
            name = res.get("name")
            if not name:
                out.append(("critical", f"{rw} has no name (\"no resource name specified\")"))
            elif not (str(name) in ("nvidia.com/gpu", "gpu") or str(name).startswith(("nvidia.com/mig-", "mig-"))):
                out.append(("critical", f"{rw}.name {name!r} is not a resource the plugin advertises (nvidia.com/gpu, "
                                        "or nvidia.com/mig-<profile> with the mixed MIG strategy): nothing is shared"))
            if "replicas" not in res:
                out.append(("critical", f"{rw} has no replicas (\"no replicas specified\"): the config does not load"))
            else:
                r = res["replicas"]
                if isinstance(r, bool) or not isinstance(r, int):
                    out.append(("critical", f"{rw}.replicas is {r!r}, not an integer"))
                elif r <= 0:
                    out.append(("critical", f"{rw}.replicas is {r}: must be > 0"))
                elif r == 1:
                    out.append(("warning", f"{rw}.replicas is 1: each GPU is still advertised once, nothing is shared"))
            dev = res.get("devices")
            if dev is not None and not (dev == "all" or (isinstance(dev, int) and not isinstance(dev, bool) and dev > 0)
                                        or isinstance(dev, list)):
                out.append(("critical", f"{rw}.devices is {dev!r}: use \"all\", a count > 0 or a list of GPU indexes/UUIDs"))
    return out


class GpuSharingConfigInvalid(Check):
    """Why it exists: a time-slicing config the device plugin cannot load silently leaves GPUs unshared."""

    id = "gpu_sharing_config_invalid"
    title = "Device-plugin time-slicing / MPS config is invalid or not found"
    category = "device_plugin"
    requires = ("configmaps",)
    optional = ("clusterpolicies.nvidia.com", "nodes")
    severity = Severity.CRITICAL
    subjects = ("node", "cluster")

    def run(self, snapshot):
        referenced: dict[tuple[str, str], list[tuple[str, ObjectRef, str]]] = {}
        for cp in snapshot.items("clusterpolicies.nvidia.com"):
            cfg = ((cp.get("spec") or {}).get("devicePlugin") or {}).get("config") or {}
            if cfg.get("name"):
                ns = (cp.get("status") or {}).get("namespace") or (cp.get("metadata") or {}).get("namespace") or "gpu-operator"
                referenced[(ns, cfg["name"])] = [("default", ObjectRef.of(cp, "ClusterPolicy"), cfg.get("default") or "")]
        seen = set()
        for (ns, name), refs in referenced.items():
            cm = snapshot.get("configmaps", ns, name)
            cp_ref = refs[0][1]
            if cm is None:
                if snapshot.in_namespace("configmaps", ns) or not snapshot.unavailable:
                    yield self.finding(
                        title=f"ClusterPolicy {cp_ref.name} points the device plugin at ConfigMap {ns}/{name}, which does not exist",
                        summary="The device plugin's config-manager cannot load it, so no sharing config is applied.",
                        objects=[cp_ref], confidence=0.85, key=f"missing|{ns}/{name}",
                        evidence=[Evidence("spec.devicePlugin.config.name", cp_ref, "/spec/devicePlugin/config/name", name)],
                        remediation=Remediation("Create the ConfigMap in the operator namespace, or fix the name.",
                                                commands=(f"kubectl -n {ns} create configmap {name} --from-file=<key>=<config>.yaml",)))
                continue
            seen.add((ns, name))
            yield from self._check_cm(snapshot, cm, cp_ref, refs[0][2])
        for cm in snapshot.items("configmaps"):
            meta = cm.get("metadata") or {}
            if (meta.get("namespace"), meta.get("name")) in seen:
                continue
            if any(_is_candidate(v) for v in (cm.get("data") or {}).values()):
                yield from self._check_cm(snapshot, cm, None, "")

    def _check_cm(self, snapshot, cm, cp_ref, default_key):
        ref = ObjectRef.of(cm, "ConfigMap")
        data = cm.get("data") or {}
        ns, name = ref.namespace, ref.name
        for key in sorted(data):
            text = data[key]
            if not isinstance(text, str):
                continue
            problems = validate(text)
            if not problems:
                continue
            crit = [p for s, p in problems if s == "critical"]
            users = [n for n in snapshot.nodes if ((n.get("metadata") or {}).get("labels") or {}).get(CONFIG_LABEL) == key]
            if key == default_key:
                users_txt = "the default config for every GPU node without a nvidia.com/device-plugin.config label"
            elif users:
                users_txt = f"selected by {len(users)} node(s) ({', '.join(n['metadata']['name'] for n in users[:5])})"
            else:
                users_txt = "not selected by any node right now"
            sev = Severity.CRITICAL if crit and (users or key == default_key) else Severity.WARNING
            ev = [Evidence(f"config {key!r}", ref, json_pointer("data", key), text)]
            ev += [Evidence("node selecting this config", ObjectRef("Node", n["metadata"]["name"]),
                            json_pointer("metadata", "labels", CONFIG_LABEL), key) for n in users[:3]]
            yield self.finding(
                severity=sev,
                title=f"Device-plugin sharing config {ns}/{name}[{key}] is invalid: {(crit or [p for _, p in problems])[0]}",
                summary=(f"Config {key!r} ({users_txt}) has {len(problems)} problem(s): "
                         + "; ".join(p for _, p in problems)
                         + ". The device plugin rejects a config that does not load, so GPUs on those nodes are not "
                           "shared as intended (or the plugin keeps restarting)."),
                objects=[ref] + [ObjectRef("Node", n["metadata"]["name"]) for n in users[:10]],
                evidence=ev, confidence=0.9 if crit else 0.7, blast_radius=max(len(users), 1),
                key=f"{ns}/{name}|{key}",
                remediation=Remediation(
                    "Fix the config (version: v1; sharing.timeSlicing.resources: [{name: nvidia.com/gpu, replicas: N}]), "
                    "then restart the device plugin so it reloads it.",
                    commands=(f"kubectl -n {ns} edit configmap {name}",
                              f"kubectl -n {ns} rollout restart daemonset/nvidia-device-plugin-daemonset"),
                    patch=("data:\n  " + key + ": |-\n    version: v1\n    sharing:\n      timeSlicing:\n"
                           "        resources:\n        - name: nvidia.com/gpu\n          replicas: 4\n")))
        keys = set(data)
        if cp_ref is not None and default_key and default_key not in keys:
            yield self.finding(
                severity=Severity.WARNING,
                title=f"ClusterPolicy {cp_ref.name} default device-plugin config {default_key!r} is not a key of {ns}/{name}",
                summary=f"ConfigMap {ns}/{name} has keys {sorted(keys)}; nodes without a "
                        f"nvidia.com/device-plugin.config label get no sharing config.",
                objects=[cp_ref, ref], confidence=0.85, key=f"default|{ns}/{name}|{default_key}",
                evidence=[Evidence("spec.devicePlugin.config.default", cp_ref, "/spec/devicePlugin/config/default",
                                   default_key)],
                remediation=Remediation("Set the default to an existing key (or add that key).",
                                        commands=("kubectl patch clusterpolicies.nvidia.com " + cp_ref.name +
                                                  " --type merge -p '{\"spec\":{\"devicePlugin\":{\"config\":{\"default\":\""
                                                  + (sorted(keys)[0] if keys else "<key>") + "\"}}}}'",)))
        for n in snapshot.nodes:
            want = ((n.get("metadata") or {}).get("labels") or {}).get(CONFIG_LABEL)
            if want and cp_ref is not None and want not in keys:
                nref = ObjectRef("Node", n["metadata"]["name"])
                yield self.finding(
                    severity=Severity.WARNING,
                    title=f"Node {nref.name} asks for device-plugin config {want!r}, which {ns}/{name} does not have",
                    summary="An unknown config name leaves the node's device plugin configuration unchanged.",
                    objects=[nref, ref], confidence=0.85, key=f"label|{nref.name}|{want}",
                    evidence=[Evidence("nvidia.com/device-plugin.config label", nref,
                                       json_pointer("metadata", "labels", CONFIG_LABEL), want)],
                    remediation=Remediation("Label the node with an existing key.",
                                            commands=(f"kubectl label node {nref.name} {CONFIG_LABEL}="
                                                      f"{sorted(keys)[0] if keys else '<key>'} --overwrite",)))
