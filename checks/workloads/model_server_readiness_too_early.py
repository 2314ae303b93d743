"""Readiness decides when a Service sends traffic. A model server with no readiness probe is
Ready the moment its container starts, long before the model is loaded; a tcpSocket probe
only proves a socket accepts connections, not that the model is loaded and the engine alive."""
from __future__ import annotations

from doctor.model import Evidence, ObjectRef, Remediation, Severity, json_pointer
from doctor.workloads import (
    READY_PATHS, RESOURCES, SERVER_NAMES, TemplateCheck, model_servers, patch_command, pods_of, yaml_patch)


def selecting_services(snapshot, tpl) -> list[tuple[dict, dict]]:
    """Services in the template's namespace whose selector matches its Pod labels."""
    out = []
    for svc in snapshot.in_namespace("services", tpl.namespace or ""):
        sel = (svc.get("spec") or {}).get("selector") or {}
        if (svc.get("spec") or {}).get("publishNotReadyAddresses"):
            continue  # this Service routes to unready Pods on purpose; a probe would not change that
        if isinstance(sel, dict) and sel and all(tpl.labels.get(k) == v for k, v in sel.items()):
            out.append((svc, sel))
    return out


def http_port(container: dict, fallback=None):
    for p in container.get("ports") or []:
        if isinstance(p, dict) and p.get("containerPort"):
            return p.get("containerPort")
    return fallback


class ModelServerReadinessTooEarly(TemplateCheck):
    """Model server marked Ready before its model is loaded (no readiness probe behind a
    Service, or a readiness probe that only opens a TCP connection)."""

    id = "model_server_readiness_too_early"
    title = "Model server can receive traffic before its model is loaded"
    category = "workloads"
    requires = ()
    optional = RESOURCES + ("services",)
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        for i, c, ptr, kind in model_servers(tpl):
            name = c.get("name") or str(i)
            ready = c.get("readinessProbe")
            port = ((ready or {}).get("tcpSocket") or {}).get("port") if isinstance(ready, dict) else None
            port = port or http_port(c, 8000)
            good = {"httpGet": {"path": READY_PATHS[kind], "port": port},
                    "periodSeconds": 5, "failureThreshold": 3}
            fix_ops = [{"op": "add", "path": ptr + "/readinessProbe", "value": good}]
            if isinstance(ready, dict) and "tcpSocket" in ready:
                yield self.finding(
                    key=f"{tpl.key}|{name}|tcp",
                    title=(f"{tpl.where}: readiness of {SERVER_NAMES[kind]} container {name!r} only checks "
                           f"that port {ready['tcpSocket'].get('port')} accepts TCP connections"),
                    summary=("A tcpSocket readiness probe passes as soon as something listens on the port. It "
                             "says nothing about whether the model is loaded or the inference engine is still "
                             "alive: a server that listens while loading (custom apps often do) or whose engine "
                             "died keeps receiving requests that fail. The server's health endpoint "
                             f"({READY_PATHS[kind]}) answers only when it can serve."),
                    objects=[tpl.ref], confidence=0.7, blast_radius=max(1, len(pods_of(snapshot, tpl))),
                    evidence=[Evidence("readiness probe is a TCP connect", tpl.ref, ptr + "/readinessProbe/tcpSocket",
                                       ready["tcpSocket"])],
                    remediation=Remediation(
                        f"Probe the server's readiness endpoint over HTTP instead ({READY_PATHS[kind]}).",
                        commands=(patch_command(tpl, fix_ops),),
                        patch=yaml_patch(tpl, ptr, {"readinessProbe": good})))
            elif not isinstance(ready, dict):
                services = selecting_services(snapshot, tpl)
                if not services:
                    continue
                svc = services[0][0]
                sref = ObjectRef.of(svc, "Service")
                yield self.finding(
                    key=f"{tpl.key}|{name}|none",
                    title=(f"{tpl.where}: {SERVER_NAMES[kind]} container {name!r} has no readiness probe but "
                           f"Service {sref.name} sends it traffic"),
                    summary=("Without a readiness probe a Pod is Ready as soon as its containers start, so the "
                             f"Service {sref.name} routes requests to it while it is still downloading and loading "
                             "the model: clients get connection refused / 5xx on every rollout, restart and "
                             "scale-up, and a rollout can remove old Pods before new ones can serve."),
                    objects=[tpl.ref, sref], confidence=0.85, blast_radius=max(1, len(pods_of(snapshot, tpl))),
                    evidence=[Evidence("no readinessProbe on this serving container", tpl.ref, ptr + "/name", c.get("name")),
                              Evidence("Service selector matches the Pod template labels", sref,
                                       json_pointer("spec", "selector"), services[0][1])],
                    remediation=Remediation(
                        f"Add a readinessProbe on the server's readiness endpoint ({READY_PATHS[kind]}).",
                        commands=(patch_command(tpl, fix_ops),),
                        patch=yaml_patch(tpl, ptr, {"readinessProbe": good})))
