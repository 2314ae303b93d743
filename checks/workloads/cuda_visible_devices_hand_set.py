"""CUDA_VISIBLE_DEVICES written by hand into a container that gets its GPUs from the device
plugin. The device plugin and the NVIDIA container runtime already decide which GPUs the
container sees (numbered from 0 inside it); a hand-set value overrides that view: indices
past the allocation leave CUDA with no device, fewer indices hide GPUs the Pod holds, and in
a privileged container (which sees every GPU on the node) every replica lands on the same
physical GPU."""
from __future__ import annotations

from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import (
    RESOURCES, TemplateCheck, env_value, gpu_containers, gpu_evidence, gpus, patch_command, pods_of)


def parse_indices(value: str) -> list[int] | None:
    items = [v.strip() for v in value.split(",") if v.strip()]
    if not items or not all(v.isdigit() for v in items):
        return None
    return [int(v) for v in items]


class CudaVisibleDevicesHandSet(TemplateCheck):
    """CUDA_VISIBLE_DEVICES set to a literal value in a container that requests GPUs."""

    id = "cuda_visible_devices_hand_set"
    title = "CUDA_VISIBLE_DEVICES is set by hand in a GPU container"
    category = "workloads"
    requires = ()
    optional = RESOURCES
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        for i, c, ptr in gpu_containers(tpl):
            found = env_value(c, "CUDA_VISIBLE_DEVICES")
            if found is None or found[1] is None:
                continue
            j, value = found
            n = gpus(c)
            name = c.get("name") or str(i)
            idx = parse_indices(value)
            privileged = bool((c.get("securityContext") or {}).get("privileged"))
            if value.strip() in ("", "-1", "none", "NoDevFiles"):
                sev, conf = Severity.CRITICAL, 0.9
                why = (f"CUDA_VISIBLE_DEVICES is '{value}', which hides every GPU from CUDA: the container holds "
                       f"{n} GPU(s) and cannot use any of them.")
            elif idx is not None and any(k >= n for k in idx):
                sev, conf = Severity.CRITICAL, 0.85
                why = (f"The container is given {n} GPU(s), numbered 0..{n - 1} inside it, but CUDA_VISIBLE_DEVICES "
                       f"is '{value}': index {max(idx)} does not exist there, so CUDA reports no device (or fewer "
                       "than expected).")
            elif privileged:
                sev, conf = Severity.WARNING, 0.8
                why = (f"The container is privileged, so it sees every GPU on the node, and CUDA_VISIBLE_DEVICES "
                       f"'{value}' pins every replica to the same physical GPU(s), whichever the device plugin "
                       "allocated.")
            elif idx is not None and len(set(idx)) < n:
                sev, conf = Severity.WARNING, 0.85
                why = (f"The container is given {n} GPU(s) but CUDA_VISIBLE_DEVICES '{value}' exposes only "
                       f"{len(set(idx))}: the other {n - len(set(idx))} are reserved for the Pod and never used.")
            elif idx is None:
                sev, conf = Severity.WARNING, 0.6
                why = (f"CUDA_VISIBLE_DEVICES is '{value}', which is not a list of device indices; whether it "
                       "matches a GPU the device plugin gave this container cannot be known in advance.")
            else:
                sev, conf = Severity.WARNING, 0.5
                why = (f"Today '{value}' matches the {n} GPU(s) the container is given, so it changes nothing; but it "
                       "overrides what the device plugin and runtime set up. The day this template asks for more "
                       "GPUs, or runs privileged / with NVIDIA_VISIBLE_DEVICES=all, it silently hides GPUs or pins "
                       "every replica to GPU 0. Ray and torchrun set per-worker CUDA_VISIBLE_DEVICES themselves.")
            pointer = ptr + f"/env/{j}"
            yield self.finding(
                severity=sev, key=f"{tpl.key}|{name}",
                title=f"{tpl.where}: container {name!r} sets CUDA_VISIBLE_DEVICES={value!r} by hand for {n} GPU(s)",
                summary=why + " Let the device plugin decide which GPUs the container sees.",
                objects=[tpl.ref], confidence=conf, blast_radius=max(1, len(pods_of(snapshot, tpl))),
                evidence=[Evidence("hand-set CUDA_VISIBLE_DEVICES", tpl.ref, pointer + "/value", value)] + gpu_evidence(tpl, ptr, c),
                remediation=Remediation(
                    "Delete the CUDA_VISIBLE_DEVICES entry from the container's env.",
                    commands=(patch_command(tpl, [{"op": "test", "path": pointer + "/name", "value": "CUDA_VISIBLE_DEVICES"},
                                                  {"op": "remove", "path": pointer}]),),
                    patch=(f"# remove this entry from {ptr}/env (JSON Pointer {pointer}):\n"
                           f"- name: CUDA_VISIBLE_DEVICES\n  value: \"{value}\"")))
