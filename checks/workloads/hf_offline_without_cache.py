"""HF_HUB_OFFLINE=1 (or TRANSFORMERS_OFFLINE=1) with nothing that holds the model where the
Hugging Face cache is: no volume mounted at the cache path, or an emptyDir that no init
container fills. Offline mode forbids the download, the cache is empty, and from_pretrained /
the server fails at startup on every Pod."""
from __future__ import annotations

import posixpath
import re

from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import (
    RESOURCES, TemplateCheck, argv, env_value, flag_value, gpu_containers, pods_of, server_kind,
    yaml_patch)

TRUE = {"1", "ON", "YES", "TRUE"}   # huggingface_hub's ENV_VARS_TRUE_VALUES (compared upper-case)
# images known to ship no model weights, and where their cache lives when no env says so
IMAGE_HOME = {"tgi": "/data"}       # TGI's image: HUGGINGFACE_HUB_CACHE=/data (older), HF_HOME=/data (newer)
PUBLIC = ("vllm", "tgi", "triton", "tf-serving", "sglang", "transformers")
_HOME_CACHE = re.compile(r"/\.cache(/huggingface(/hub)?)?/?$")


def literal_env(c: dict, name: str) -> tuple[int, str] | None:
    found = env_value(c, name)
    return found if found is not None and found[1] is not None else None


def cache_dir(c: dict, kind: str | None) -> tuple[str, str, str, str]:
    """(hub cache directory, which setting decided it, the directory to mount a volume at,
    the env var that points there)."""
    for var, sub in (("HF_HUB_CACHE", ""), ("HUGGINGFACE_HUB_CACHE", ""), ("TRANSFORMERS_CACHE", ""),
                     ("HF_HOME", "hub")):
        found = literal_env(c, var)
        if found and found[1].startswith("/"):
            path = posixpath.join(found[1], sub) if sub else found[1]
            return path, f"env {var}", found[1].rstrip("/") or "/", var
    found = literal_env(c, "XDG_CACHE_HOME")
    if found and found[1].startswith("/"):
        root = posixpath.join(found[1], "huggingface")
        return posixpath.join(root, "hub"), "env XDG_CACHE_HOME", root, "HF_HOME"
    if kind in IMAGE_HOME:
        return IMAGE_HOME[kind], "the image's own cache setting", IMAGE_HOME[kind], "HF_HOME"
    return "~/.cache/huggingface/hub", "the default (~/.cache/huggingface)", "/root/.cache/huggingface", "HF_HOME"


def covering_mount(c: dict, path: str) -> tuple[int, dict] | None:
    best = None
    for j, m in enumerate(c.get("volumeMounts") or []):
        mp = str((m or {}).get("mountPath") or "").rstrip("/") or "/"
        if path.startswith("~"):
            ok = bool(_HOME_CACHE.search(mp)) or mp in ("/root", "/home") or path.replace("~", "/root").startswith(mp + "/")
        else:
            ok = path == mp or path.startswith(mp + "/")
        if ok and (best is None or len(mp) > len(str(best[1].get("mountPath")))):
            best = (j, m)
    return best


def model_id(c: dict) -> str | None:
    words = argv(c)
    mid = flag_value(words, "--model", "--model-id")
    if mid is None and words[:2] == ["vllm", "serve"] and len(words) > 2 and not words[2].startswith("-"):
        mid = words[2]
    if mid is None:
        found = literal_env(c, "MODEL_ID") or literal_env(c, "MODEL_NAME")
        mid = found[1] if found else None
    return mid


class HfOfflineWithoutCache(TemplateCheck):
    """Hugging Face offline mode with no populated model cache."""

    id = "hf_offline_without_cache"
    title = "Hugging Face offline mode with no model cache to read from"
    category = "workloads"
    requires = ()
    optional = RESOURCES
    severity = Severity.CRITICAL

    def template(self, snapshot, tpl):
        if not gpu_containers(tpl):
            return
        volumes = {v.get("name"): (k, v) for k, v in enumerate(tpl.spec.get("volumes") or []) if isinstance(v, dict)}
        for i, c, ptr in tpl.containers():
            offline = next(((var, f) for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")
                            if (f := literal_env(c, var)) and f[1].strip().upper() in TRUE), None)
            if offline is None:
                continue
            kind = server_kind(c) or (
                "transformers" if "huggingface/transformers" in str(c.get("image")) else None)
            mid = model_id(c)
            if mid and mid.startswith("/"):
                continue  # the model is read from a path, not from the hub cache
            path, decided, root, root_var = cache_dir(c, kind)
            name = c.get("name") or str(i)
            var, (j, val) = offline
            mount = covering_mount(c, path)
            ev = [Evidence(f"{var} (offline mode)", tpl.ref, f"{ptr}/env/{j}/value", val),
                  Evidence(f"Hugging Face cache directory, from {decided}", value=path)]
            if decided.startswith("env "):
                found = literal_env(c, decided[4:])
                if found:
                    ev.append(Evidence(f"{decided[4:]} (the cache location)", tpl.ref, f"{ptr}/env/{found[0]}/value",
                                       found[1]))
            if mount is None:
                problem = (f"nothing is mounted at {path}: the cache is whatever the image contains"
                           + ("; this public image ships no model weights" if kind in PUBLIC else
                              " (unless the image bakes the model in)"))
                conf = 0.8 if kind in PUBLIC else 0.6
            else:
                mj, m = mount
                vol = volumes.get(m.get("name"))
                if vol is None or "emptyDir" not in vol[1]:
                    continue  # a PVC / hostPath / CSI volume may hold the model: cannot tell, no finding
                fillers = [ic.get("name") for _, ic, _p in tpl.containers(init=True)
                           if any((vm or {}).get("name") == m.get("name") for vm in ic.get("volumeMounts") or [])]
                if fillers:
                    continue
                ev += [Evidence("mounted here", tpl.ref, f"{ptr}/volumeMounts/{mj}", m),
                       Evidence("an emptyDir (starts empty on every Pod)", tpl.ref,
                                tpl.at("volumes", vol[0]), vol[1])]
                problem = (f"{m.get('mountPath')} is an emptyDir ({m.get('name')}), empty when every Pod starts, and "
                           "no init container mounts it to download the model")
                conf = 0.9
            vol_name = mount[1].get("name") if mount is not None else "hf-cache"
            mount_path = mount[1].get("mountPath") if mount is not None else root
            init = {"name": "model-downloader", "image": c.get("image"),
                    "command": ["huggingface-cli", "download", mid or "<model-id>"],
                    "env": [{"name": root_var, "value": root}, {"name": "HF_HUB_OFFLINE", "value": "0"}],
                    "volumeMounts": [{"name": vol_name, "mountPath": mount_path}]}
            if mount is not None:   # keep the emptyDir, fill it first
                frag = {"initContainers": [init]}
            else:
                frag = {"initContainers": [init],
                        "containers": [{"name": name, "volumeMounts": [{"name": vol_name, "mountPath": root}]}],
                        "volumes": [{"name": vol_name, "persistentVolumeClaim": {"claimName": "hf-cache"}}]}
            pods = pods_of(snapshot, tpl)
            yield self.finding(
                key=f"{tpl.key}|{name}",
                title=(f"{tpl.where}: container {name!r} runs with {var}={val} but {problem.split(':')[0]}"),
                summary=(f"{var}={val} forbids downloads from the Hugging Face Hub, so "
                         f"{mid or 'the model'} must already be in the cache at {path} ({decided}). But {problem}. "
                         "Loading fails at startup on every Pod (huggingface_hub: cannot find the requested files "
                         "in the local cache and outgoing traffic has been disabled)."),
                objects=[tpl.ref], confidence=conf, blast_radius=max(1, len(pods)), evidence=ev, root_cause=True,
                remediation=Remediation(
                    ("Fill the emptyDir before the server starts: an init container that downloads the model into "
                     "it with offline mode off (gated models also need HF_TOKEN there)." if mount is not None else
                     f"Mount a volume that holds the model at {root} (a PVC filled once by a Job or an init "
                     "container with offline mode off; gated models also need HF_TOKEN there), or turn offline "
                     "mode off."),
                    commands=(f"kubectl edit {tpl.resource} {tpl.name}" + (f" -n {tpl.namespace}" if tpl.namespace else ""),),
                    patch=yaml_patch(tpl, tpl.pointer, frag)))
