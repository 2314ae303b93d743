"""An init container asking for more GPUs than the app containers. The scheduler reserves
max(init, app) for the Pod's whole life, so the extra GPUs sit allocated and idle after the
init step has finished."""
from __future__ import annotations

from doctor.kube.gpu import container_gpu_request
from doctor.model import Evidence, Remediation, Severity
from doctor.workloads import RESOURCES, TemplateCheck, patch_command, pods_of, template_may_request_gpu, yaml_patch


class GpuRequestedByInitContainer(TemplateCheck):
    """A (non-sidecar) init container requests more GPUs than the Pod's app containers use."""

    id = "gpu_requested_by_init_container"
    title = "Init container makes the Pod hold GPUs its app containers never use"
    category = "workloads"
    requires = ()
    optional = RESOURCES
    severity = Severity.WARNING

    def template(self, snapshot, tpl):
        if not template_may_request_gpu(tpl, init=True):
            return   # no init container names a GPU resource: nothing below can fire (most templates)
        app: dict[str, int] = {}
        for _, c, _p in tpl.containers():
            for k, v in container_gpu_request(c).items():
                app[k] = app.get(k, 0) + v
        for _, c, _p in tpl.containers(init=True):
            if c.get("restartPolicy") == "Always":  # a sidecar runs alongside; counted with the app
                for k, v in container_gpu_request(c).items():
                    app[k] = app.get(k, 0) + v
        # the Pod's effective request: max(app containers + sidecars, each init container)
        effective = dict(app)
        for _, c, _p in tpl.containers(init=True):
            if c.get("restartPolicy") != "Always":
                for k, v in container_gpu_request(c).items():
                    effective[k] = max(effective.get(k, 0), v)
        for i, c, ptr in tpl.containers(init=True):
            if c.get("restartPolicy") == "Always":
                continue
            for res, n in container_gpu_request(c).items():
                used = app.get(res, 0)
                if n <= used:
                    continue  # the app containers reuse the init container's devices
                name = c.get("name") or str(i)
                pods = pods_of(snapshot, tpl)
                idle = effective.get(res, n) - used
                esc = res.replace("~", "~0").replace("/", "~1")
                sections = [sec for sec in ("limits", "requests") if res in ((c.get("resources") or {}).get(sec) or {})]
                if used:
                    fix_ops = [{"op": "replace", "path": f"{ptr}/resources/{sec}/{esc}", "value": str(used)}
                               for sec in sections]
                    frag = {"resources": {sec: {res: str(used)} for sec in sections}}
                else:
                    fix_ops = [{"op": "remove", "path": f"{ptr}/resources/{sec}/{esc}"} for sec in sections]
                    frag = {"resources": {sec: {res: None} for sec in sections}}
                yield self.finding(
                    key=f"{tpl.key}|{name}|{res}",
                    title=(f"{tpl.where}: init container {name!r} asks for {n} {res} but the app containers use "
                           f"{used}: each Pod holds {idle} idle GPU(s) for its whole life"),
                    summary=(f"The Pod's effective request is the larger of its init containers and its app "
                             f"containers, so the scheduler reserves {effective.get(res, n)} {res} per Pod for as "
                             f"long as it runs, although after init only {used} are in use. "
                             + (f"{len(pods)} Pod(s) now hold {idle * len(pods)} GPU(s) that nothing uses."
                                if pods else "")),
                    objects=[tpl.ref], confidence=0.9, blast_radius=max(1, idle * max(1, len(pods))),
                    evidence=[Evidence("init container GPU request", tpl.ref, ptr + "/resources", c.get("resources")),
                              Evidence(f"app containers' total {res}", value=used),
                              Evidence("Pod's effective request (max of init and app)", value=effective.get(res, n))],
                    remediation=Remediation(
                        (f"Give the init container no more than the app containers' {used} {res} (it reuses the "
                         "same devices), or run the GPU step in the app container or a separate Job."
                         if used else f"Run the GPU step in a separate Job, or drop {res} from the init container."),
                        commands=(patch_command(tpl, fix_ops),),
                        patch=yaml_patch(tpl, ptr, frag)))
