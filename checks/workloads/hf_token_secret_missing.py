"""A Hugging Face token taken from a Secret (or a key) that does not exist. The kubelet
cannot build the container's environment, so the container never starts
(CreateContainerConfigError) unless the reference is marked optional."""
from __future__ import annotations

import re

from doctor.check import Check
from doctor.kube.pods import container_statuses
from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import RESOURCES, patch_command, pods_of, templates

TOKEN_VAR = re.compile(r"^(HF_TOKEN|HUGGING_?FACE(_HUB)?_TOKEN|HF_API_TOKEN|HF_HUB_TOKEN|HUGGINGFACE_API_KEY)$", re.I)


def waiting_evidence(snapshot, tpl) -> list[Evidence]:
    for pod in pods_of(snapshot, tpl)[:20]:
        for init in (True, False):
            key = "initContainerStatuses" if init else "containerStatuses"
            for j, cs in enumerate(container_statuses(pod, init)):
                w = (cs.get("state") or {}).get("waiting") or {}
                if w.get("reason") == "CreateContainerConfigError":
                    return [Evidence(f"container {cs.get('name')} cannot start", ObjectRef.of(pod, "Pod"),
                                     json_pointer("status", key, j, "state", "waiting", "message"),
                                     w.get("message") or w.get("reason"))]
    return []


class HfTokenSecretMissing(Check):
    """secretKeyRef for a Hugging Face token pointing at a Secret or key not in the cluster."""

    id = "hf_token_secret_missing"
    title = "Hugging Face token Secret (or key) does not exist"
    category = "workloads"
    requires = ("secrets",)
    optional = RESOURCES
    severity = Severity.CRITICAL
    subjects = ("owner", "pod")

    def run(self, snapshot):
        for tpl in templates(snapshot):
            ns = tpl.namespace or ""
            for init in (False, True):
                for i, c, ptr in tpl.containers(init):
                    for j, e in enumerate(c.get("env") or []):
                        if not isinstance(e, dict) or not TOKEN_VAR.match(str(e.get("name") or "")):
                            continue
                        vf = e.get("valueFrom")
                        ref = vf.get("secretKeyRef") if isinstance(vf, dict) else None
                        if not isinstance(ref, dict) or not isinstance(ref.get("name"), str) or ref.get("optional"):
                            continue
                        secret = snapshot.get("secrets", ns, ref["name"])
                        data = (secret or {}).get("data")
                        keys = sorted(str(k) for k in data) if isinstance(data, dict) else []
                        if secret is not None and ref.get("key") in keys:
                            continue
                        cname = c.get("name") or str(i)
                        if secret is None:
                            what = f"Secret {ns}/{ref['name']} does not exist"
                        else:
                            what = f"Secret {ns}/{ref['name']} has no key {ref.get('key')!r} (it has: {', '.join(keys) or 'none'})"
                        ev = [Evidence(f"env {e.get('name')} reads a Secret", tpl.ref, f"{ptr}/env/{j}/valueFrom/secretKeyRef", ref)]
                        if secret is not None:
                            ev.append(Evidence("the Secret's keys (values are never read; check with jq '.data | keys')",
                                               ObjectRef.of(secret, "Secret"), "/data", {k: "<redacted>" for k in keys}))
                        ev += waiting_evidence(snapshot, tpl)
                        if secret is None:
                            command = (f"kubectl create secret generic {ref['name']} -n {ns} "
                                       f"--from-literal={ref.get('key') or 'token'}=\"$HF_TOKEN\"")
                        elif len(keys) == 1:
                            command = patch_command(tpl, [{"op": "replace", "path": f"{ptr}/env/{j}/valueFrom/secretKeyRef/key",
                                                           "value": keys[0]}])
                        else:
                            command = f"kubectl edit {tpl.resource} {tpl.name}" + (f" -n {ns}" if ns else "")
                        yield self.finding(
                            key=f"{tpl.key}|{cname}|{e.get('name')}",
                            title=f"{tpl.where}: {'init ' if init else ''}container {cname!r} needs {e.get('name')} from a Secret, but {what}",
                            summary=(f"{e.get('name')} comes from secretKeyRef {ref['name']}/{ref.get('key')}, and {what}. "
                                     "The kubelet cannot build the container's environment, so the container never "
                                     "starts (CreateContainerConfigError) and the Pod holds its GPU doing nothing."),
                            objects=[tpl.ref], confidence=0.9, root_cause=True,
                            blast_radius=max(1, len(pods_of(snapshot, tpl))), evidence=ev,
                            remediation=Remediation(
                                ("Create the Secret with the key the Pod expects" if secret is None else
                                 f"Point the reference at the key that holds the token, or add key {ref.get('key')!r}")
                                + " (read the token from your vault, never from a manifest in git).",
                                commands=(command,),
                                patch=None if secret is None else
                                f"# in {tpl.kind} {tpl.name}, {ptr}/env/{j}:\n- name: {e.get('name')}\n  valueFrom:\n"
                                f"    secretKeyRef:\n      name: {ref['name']}\n      key: {keys[0] if len(keys) == 1 else '<key>'}"))
