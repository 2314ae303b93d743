"""A liveness probe with no startupProbe starts counting as soon as the container starts.
A model server is not answering while it downloads and loads its weights (minutes for a
7B model, much longer for 70B), so a short liveness budget kills it mid-load, forever."""
from __future__ import annotations

from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import (
    RESOURCES, SERVER_NAMES, TemplateCheck, model_servers, patch_command, pods_of, yaml_patch)

# Why 300 s: a 7B model in fp16 is ~14 GB of weights; at the 100-200 MB/s typical of a network
# volume or a Hub download that is 70-140 s before the server even profiles memory and warms
# up (vLLM captures CUDA graphs), and larger models take far longer. A probe that can kill a
# container sooner than 5 minutes after start will restart-loop cold starts.
LOAD_BUDGET_S = 300
STARTUP_BUDGET_S = 1800


def seconds_to_kill(probe: dict) -> int:
    """initialDelaySeconds + failureThreshold * periodSeconds (API defaults 0, 3, 10)."""
    delay = _int(probe.get("initialDelaySeconds"), 0)
    period = _int(probe.get("periodSeconds"), 10) or 10
    threshold = _int(probe.get("failureThreshold"), 3) or 3
    return delay + threshold * period


def _int(v, default: int) -> int:
    try:
        return int(v) if v is not None else default
    except (TypeError, ValueError):
        return default


def handler(probe: dict) -> dict:
    return {k: probe[k] for k in ("httpGet", "tcpSocket", "exec", "grpc") if k in probe}


_SERVER_CALL = ("curl", "wget", "http", "grpc", "localhost", "127.0.0.1", "health", "ready", "nc ", "python")


def asks_the_server(probe: dict) -> bool:
    """True when the probe can only pass once the server answers: httpGet, grpc and tcpSocket
    do; an exec probe does when its command calls the server (curl, wget, a health script),
    not when it is `true` or `cat /tmp/alive`."""
    if any(k in probe for k in ("httpGet", "grpc", "tcpSocket")):
        return True
    cmd = (probe.get("exec") or {}).get("command") if isinstance(probe.get("exec"), dict) else None
    text = " ".join(str(x) for x in cmd) if isinstance(cmd, list) else ""
    return any(word in text for word in _SERVER_CALL)


def startup_probe_for(probe: dict) -> dict:
    period = 10
    return {**handler(probe), "periodSeconds": period, "failureThreshold": STARTUP_BUDGET_S // period}


def restart_evidence(snapshot, tpl, container_name: str) -> list[Evidence]:
    """Liveness kills and restarts seen on the Pods of this template."""
    out: list[Evidence] = []
    for pod in pods_of(snapshot, tpl)[:20]:
        ref_pod = ObjectRef.of(pod, "Pod")
        for j, cs in enumerate((pod.get("status") or {}).get("containerStatuses") or []):
            if isinstance(cs, dict) and cs.get("name") == container_name and (cs.get("restartCount") or 0) > 0:
                out.append(Evidence(f"container {container_name} has restarted", ref_pod,
                                    json_pointer("status", "containerStatuses", j, "restartCount"),
                                    cs.get("restartCount")))
        seen: set[str] = set()
        for ev in snapshot.events_for(pod, "Pod"):
            msg = str(ev.get("message") or "")
            reason = ev.get("reason")
            if reason not in seen and ((reason == "Unhealthy" and msg.startswith("Liveness probe failed")) or
                                       (reason == "Killing" and "failed liveness probe" in msg)):
                seen.add(reason)
                out.append(Evidence(f"event {reason} x{ev.get('count') or 1}", ObjectRef.of(ev, "Event"),
                                    "/message", msg))
        if len(out) >= 4:
            break
    return out


class ModelServerLivenessKillsLoading(TemplateCheck):
    """Liveness probe on a model server that can kill it before its weights are loaded."""

    id = "model_server_liveness_kills_loading"
    title = "Liveness probe can kill a model server while it is still loading the model"
    category = "workloads"
    requires = ()
    optional = RESOURCES + ("events",)
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        for i, c, ptr, kind in model_servers(tpl):
            live = c.get("livenessProbe")
            if not isinstance(live, dict) or isinstance(c.get("startupProbe"), dict):
                continue
            kill = seconds_to_kill(live)
            if kill >= LOAD_BUDGET_S or not asks_the_server(live):
                continue
            name = c.get("name") or str(i)
            restarts = restart_evidence(snapshot, tpl, name)
            ev = [Evidence("liveness probe, and no startupProbe on this container", tpl.ref,
                           ptr + "/livenessProbe", live),
                  Evidence(f"seconds to kill = initialDelaySeconds {_int(live.get('initialDelaySeconds'), 0)} + "
                           f"failureThreshold {_int(live.get('failureThreshold'), 3)} x periodSeconds "
                           f"{_int(live.get('periodSeconds'), 10)} (computed; threshold {LOAD_BUDGET_S}s)",
                           value=kill)] + restarts
            startup = startup_probe_for(live)
            yield self.finding(
                severity=Severity.CRITICAL if restarts else Severity.WARNING,
                key=f"{tpl.key}|{name}",
                title=(f"{tpl.where}: liveness probe kills {SERVER_NAMES[kind]} container {name!r} "
                       f"{kill}s after start, before a model can load"),
                summary=(f"Container {name!r} ({c.get('image')}) has a livenessProbe and no startupProbe, so the "
                         f"kubelet restarts it if it has not answered {kill}s after starting. Loading model weights "
                         f"routinely takes longer than {LOAD_BUDGET_S}s (a 7B fp16 model is ~14 GB; 70B is ~140 GB), "
                         f"so cold starts end in a restart loop (CrashLoopBackOff) and the GPU serves nothing."
                         + (" Restarts/liveness kills are already visible on its Pods." if restarts else "")),
                objects=[tpl.ref], evidence=ev, confidence=0.9 if restarts else 0.7,
                blast_radius=max(1, len(pods_of(snapshot, tpl))),
                remediation=Remediation(
                    f"Add a startupProbe on the same endpoint that allows {STARTUP_BUDGET_S // 60} minutes for the "
                    "model to load; liveness only starts counting after it succeeds.",
                    commands=(patch_command(tpl, [{"op": "add", "path": ptr + "/startupProbe", "value": startup}]),),
                    patch=yaml_patch(tpl, ptr, {"startupProbe": startup})))
