"""One probe doing three jobs: liveness is a copy of readiness and there is no startupProbe.
Readiness is allowed to fail (a busy server stops taking new requests); liveness failing
restarts the container, dropping every in-flight request and reloading the model."""
from __future__ import annotations

from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import (
    RESOURCES, SERVER_NAMES, TemplateCheck, model_servers, patch_command, pods_of, yaml_patch)

from .model_server_liveness_kills_loading import (LOAD_BUDGET_S, asks_the_server, handler, seconds_to_kill,
                                                  startup_probe_for)


class ModelServerSharedProbe(TemplateCheck):
    """Liveness and readiness use the same handler and there is no startupProbe."""

    id = "model_server_shared_probe"
    title = "Model server uses one probe for startup, readiness and liveness"
    category = "workloads"
    requires = ()
    optional = RESOURCES
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        for i, c, ptr, kind in model_servers(tpl):
            live, ready = c.get("livenessProbe"), c.get("readinessProbe")
            if not (isinstance(live, dict) and isinstance(ready, dict)) or isinstance(c.get("startupProbe"), dict):
                continue
            if not handler(live) or handler(live) != handler(ready) or not asks_the_server(live):
                continue
            if seconds_to_kill(live) < LOAD_BUDGET_S:
                continue  # model_server_liveness_kills_loading reports this container, with the same fix
            name = c.get("name") or str(i)
            startup = startup_probe_for(live)
            new_live = {**handler(live), "periodSeconds": 20, "timeoutSeconds": 10, "failureThreshold": 6}
            yield self.finding(
                key=f"{tpl.key}|{name}",
                title=(f"{tpl.where}: {SERVER_NAMES[kind]} container {name!r} uses the same check for liveness "
                       "and readiness, with no startupProbe"),
                summary=("Liveness is a copy of readiness, and startup is covered only by a fixed "
                         f"initialDelaySeconds ({live.get('initialDelaySeconds') or 0}s). When the server is "
                         "merely busy and its health check is slow, readiness should take it out of rotation; here "
                         "liveness fails at the same moment and restarts it, dropping in-flight requests and "
                         "reloading the model on the GPU. A cold start slower than the initial delay is killed too."),
                objects=[tpl.ref], confidence=0.55, blast_radius=max(1, len(pods_of(snapshot, tpl))),
                evidence=[Evidence("liveness probe", tpl.ref, ptr + "/livenessProbe", live),
                          Evidence("readiness probe (same handler)", tpl.ref, ptr + "/readinessProbe", ready)],
                remediation=Remediation(
                    "Give startup its own startupProbe (generous budget), and make liveness more tolerant than "
                    "readiness (longer timeout, more failures) so only a truly hung server is restarted.",
                    commands=(patch_command(tpl, [{"op": "add", "path": ptr + "/startupProbe", "value": startup},
                                                  {"op": "replace", "path": ptr + "/livenessProbe", "value": new_live}]),),
                    patch=yaml_patch(tpl, ptr, {"startupProbe": startup, "livenessProbe": new_live})))
