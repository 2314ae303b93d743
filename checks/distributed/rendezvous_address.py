"""Every rank of a distributed job connects to MASTER_ADDR:MASTER_PORT (or --rdzv-endpoint),
where rank 0 hosts the TCPStore. If that name has no DNS record, or the Service behind it
selects no pod, or its port maps somewhere rank 0 does not listen, the job hangs in
rendezvous for the full timeout and then fails with a message that names no cause."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.distributed.common import at, explains_connectivity, where
from doctor.distributed.jobs import jobs_of, rendezvous_of
from doctor.distributed.networkpolicy import named_port
from doctor.distributed.resolve import is_headless, publishes_not_ready, resolve, selector_of
from doctor.model import Evidence, Fact, ObjectRef, Remediation, Severity, Subject, Symptom, json_pointer


class RendezvousAddress(Check):
    """Why it exists: a MASTER_ADDR that resolves to nothing (or to a port nobody listens on) hangs every rank in rendezvous."""

    id = "rendezvous_address"
    title = "Distributed job's MASTER_ADDR / MASTER_PORT does not reach rank 0"
    category = "distributed"
    requires = ("pods",)
    optional = ("services", "statefulsets.apps", "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io",
                "jobs.batch.volcano.sh", "jobs.batch", "configmaps", "namespaces")
    severity = Severity.CRITICAL
    subjects = ("job", "pod")
    states = (Symptom.RENDEZVOUS_UNRESOLVED,)
    may_explain = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        have_services = snapshot.has("services")
        found, unjudged = 0, 0
        for finding in self._judge(snapshot, have_services):
            if finding is None:
                unjudged += 1
                continue
            found += 1
            yield finding
        if unjudged and not found:     # "ok" would claim names were checked that could not be
            raise Skip(f"could not judge the rendezvous address of {unjudged} job(s): "
                       f"{snapshot.why_missing('services')}")

    def _judge(self, snapshot, have_services):
        """Findings, and None for each job whose rendezvous name needs the Services to judge."""
        for job in jobs_of(snapshot):
            ranks = [r for r in job.live_ranks if rendezvous_of(r) is not None]
            if not ranks:
                continue
            yield from self._disagreement(job, ranks, snapshot)
            local = ("localhost", "127.0.0.1", "::1")
            rank = next((r for r in ranks if rendezvous_of(r).host not in local), ranks[0])
            rv = rendezvous_of(rank)
            if not rv.host:
                continue
            target = resolve(snapshot, rank.namespace, rv.host)
            ev = [Evidence(f"{rank.name} connects to {rv.host} ({rv.host_from})", rank.ref, rv.host_pointer,
                           at(rank.pod, rv.host_pointer))]
            if target.kind == "localhost":
                far = [r for r in ranks if r.index not in (0, None) and rendezvous_of(r).host in local]
                if len({r.node for r in job.live_ranks if r.node}) > 1 and far:
                    yield self.finding(
                        key=f"{job.key}|localhost", objects=[job.ref] + [r.ref for r in far[:5]],
                        title=f"{job.describe()}: MASTER_ADDR is {rv.host} on ranks that run in other pods",
                        summary=(f"{len(far)} rank pod(s) use {rv.host} as the rendezvous host, which is each pod "
                                 f"itself, not rank 0; they wait for a store that is not there."),
                        evidence=ev, confidence=0.9, root_cause=True, blast_radius=len(far),
                        explains=explains_connectivity(job),
                        remediation=Remediation("Point MASTER_ADDR at rank 0's stable DNS name (a headless "
                                                "Service + StatefulSet pod name, or the operator's master Service).",
                                                commands=(f"kubectl -n {job.namespace} get svc",)))
                continue
            if target.kind in ("service", "pod-dns") and not have_services:
                yield None          # cannot judge names without the Services
                continue
            if target.kind == "external":
                continue
            if target.problem:
                yield self._unreachable(job, rank, rv, target, ev, snapshot)
                continue
            if target.service is not None and target.kind in ("service", "service-ip"):
                yield from self._ports(job, rank, rv, target, ev, snapshot)
            yield from self._readiness_risk(job, rank, rv, target, ev, snapshot)

    # ------------------------------------------------------------------------------------
    def _disagreement(self, job, ranks, snapshot):
        """Ranks that will not meet: their rendezvous endpoints reach different pods (names that
        resolve to the same pod, or rank 0 using localhost for itself, agree)."""
        seen = {}
        for r in ranks:
            rv = rendezvous_of(r)
            host = rv.host
            if host in ("localhost", "127.0.0.1", "::1") and r.index in (0, None):
                continue              # rank 0 reaching its own store (old Kubeflow did this)
            t = resolve(snapshot, r.namespace, host) if host else None
            names = sorted((p.get("metadata") or {}).get("name") or "" for p in (t.pods if t else []))
            ident = tuple(names) if names and t is not None and t.kind in ("pod-dns", "pod-ip") else host
            seen.setdefault((ident, rv.port), []).append(r)
        if len(seen) > 1:
            groups = sorted(seen.items(), key=lambda kv: -len(kv[1]))
            major = groups[0][1]
            h0, p0 = rendezvous_of(major[0]).host, rendezvous_of(major[0]).port
            odd = [r for _, rs in groups[1:] for r in rs]
            rv = rendezvous_of(odd[0])
            yield self.finding(
                key=f"{job.key}|disagree", objects=[job.ref] + [r.ref for r in odd[:5]],
                title=f"{job.describe()}: ranks disagree on the rendezvous address",
                summary=(f"{len(major)} rank(s) use {h0}:{p0} but {len(odd)} use another address "
                         f"(e.g. {odd[0].name}: {rv.host}:{rv.port}); they form separate groups and both hang."),
                evidence=[Evidence(f"{odd[0].name} rendezvous host {rv.host} ({rv.host_from})", odd[0].ref, rv.host_pointer,
                                   at(odd[0].pod, rv.host_pointer)),
                          Evidence(f"{odd[0].name} rendezvous port {rv.port} ({rv.port_from})", odd[0].ref, rv.port_pointer,
                                   at(odd[0].pod, rv.port_pointer)),
                          Evidence(f"{major[0].name} rendezvous {h0}:{p0}", major[0].ref, rendezvous_of(major[0]).host_pointer,
                                   at(major[0].pod, rendezvous_of(major[0]).host_pointer))],
                confidence=0.9, root_cause=True, blast_radius=len(ranks), explains=explains_connectivity(job),
                remediation=Remediation("Give every rank the same MASTER_ADDR and MASTER_PORT (set them once in "
                                        "the pod template).",
                                        commands=(f"kubectl -n {job.namespace} get pods -o custom-columns="
                                                  "'NAME:.metadata.name,ENV:.spec.containers[0].env'",)))

    def _unreachable(self, job, rank, rv, target, ev, snapshot):
        objects = [job.ref]
        svc = target.service
        if svc is not None:
            objects.append(ObjectRef.of(svc))
        if target.problem_pointer:
            obj, ptr, value = target.problem_pointer
            ev.append(Evidence("the object that breaks resolution", ObjectRef.of(obj), ptr, value))
        fix_cmds = [f"kubectl -n {target.namespace} get svc,endpoints -o wide",
                    f"kubectl -n {rank.namespace} exec {rank.name} -- getent hosts {rv.host}"]
        text = "Make the name resolve to rank 0."
        patch = None
        sts = job.owner if job.kind == "StatefulSet" else None
        if target.kind == "pod-dns" and svc is None and sts is not None:
            svc_name = (sts.get("spec") or {}).get("serviceName")
            ev.append(Evidence("StatefulSet serviceName (the pods' DNS subdomain)", ObjectRef.of(sts),
                               "/spec/serviceName", svc_name))
            text = (f"Create the headless Service {target.subdomain!r} selecting the rank pods (and make the "
                    f"StatefulSet's serviceName equal to it).")
            patch = _headless_yaml(target.subdomain, target.namespace, job, rv.port)
        elif svc is not None and "selector" in (target.problem or ""):
            labels = (job.ranks[0].pod.get("metadata") or {}).get("labels") or {}
            text = "Fix the Service selector so it matches rank 0's labels."
            ev.append(Evidence(f"labels of {job.ranks[0].name}", job.ranks[0].ref, "/metadata/labels", labels))
            want = {k: v for k, v in labels.items() if k in ("app", "statefulset.kubernetes.io/pod-name",
                                                               "training.kubeflow.org/job-name",
                                                               "training.kubeflow.org/replica-type",
                                                               "training.kubeflow.org/replica-index")} or labels
            if job.kind == "StatefulSet":
                want = {k: v for k, v in labels.items() if k != "controller-revision-hash"
                        and k != "apps.kubernetes.io/pod-index"}
                if (svc.get("spec") or {}).get("clusterIP") != "None":
                    want = {**{k: v for k, v in want.items() if k != "statefulset.kubernetes.io/pod-name"},
                            "statefulset.kubernetes.io/pod-name": _master_name(job)}
            patch = "spec:\n  selector:\n" + "".join(f"    {k}: {v}\n" for k, v in want.items())
            fix_cmds.insert(0, f"kubectl -n {target.namespace} get pods -l "
                               + ",".join(f"{k}={v}" for k, v in selector_of(svc).items()))
        elif "publishNotReadyAddresses" in (target.problem or ""):
            text = "Publish rank 0's address before it is Ready: set publishNotReadyAddresses on the Service."
            patch = "spec:\n  publishNotReadyAddresses: true\n"
            fix_cmds.insert(0, f"kubectl -n {target.namespace} patch svc {(svc.get('metadata') or {}).get('name')} "
                               "-p '{\"spec\":{\"publishNotReadyAddresses\":true}}'")
        n = len(job.live_ranks)
        severity, confidence = Severity.CRITICAL, 0.95
        if "not Ready" in (target.problem or "") and any(_crashing(p) for p in target.pods):
            # rank 0 is not Ready because it keeps failing: the missing record is a consequence
            severity, confidence = Severity.WARNING, 0.6
        return self.finding(
            severity=severity,
            key=f"{job.key}|resolve", objects=objects,
            states=[Fact(Symptom.RENDEZVOUS_UNRESOLVED, Subject.job(job.key))],
            title=f"{job.describe()}: rendezvous address {rv.host} does not reach rank 0",
            summary=(f"All {n} ranks connect to {rv.host}:{rv.port} for rendezvous, but {target.problem}. "
                     f"The ranks wait in init_process_group until the timeout and fail with "
                     f"'client socket has timed out' / 'Name or service not known'."),
            evidence=ev, confidence=confidence, root_cause=severity is Severity.CRITICAL,
            blast_radius=sum(max(r.gpus, 1) for r in job.live_ranks),
            explains=explains_connectivity(job) if severity is Severity.CRITICAL else [],
            remediation=Remediation(text, commands=tuple(fix_cmds), patch=patch))

    def _ports(self, job, rank, rv, target, ev, snapshot):
        svc = target.service
        sref = ObjectRef.of(svc)
        if is_headless(svc) or rv.port is None:
            return               # headless: clients reach the pod's port directly
        ports = (svc.get("spec") or {}).get("ports") or []
        idx = next((i for i, p in enumerate(ports) if p.get("port") == rv.port and (p.get("protocol") or "TCP") == "TCP"), None)
        if idx is None:
            yield self.finding(
                key=f"{job.key}|svcport", objects=[job.ref, sref],
                title=f"{job.describe()}: Service {sref.name} has no port {rv.port}",
                summary=(f"The ranks connect to {rv.host}:{rv.port} ({rv.port_from}) but the Service only "
                         f"exposes {[p.get('port') for p in ports]}; the connection is refused."),
                evidence=ev + [Evidence("Service ports", sref, "/spec/ports", [p.get("port") for p in ports])],
                confidence=0.95, root_cause=True, blast_radius=len(job.live_ranks), explains=explains_connectivity(job),
                remediation=Remediation(f"Add port {rv.port} to the Service (targetPort = the port rank 0 listens on).",
                                        patch=f"spec:\n  ports:\n  - name: rendezvous\n    port: {rv.port}\n    targetPort: {rv.port}\n    protocol: TCP\n"))
            return
        target_port = ports[idx].get("targetPort", rv.port)
        master = next((p for p in target.pods), None)
        if master is None:
            return
        mname = (master.get("metadata") or {}).get("name")
        if isinstance(target_port, str) and not target_port.isdigit():
            resolved = named_port(master, target_port, "TCP")
            if resolved is None:
                yield self.finding(
                    key=f"{job.key}|targetport", objects=[job.ref, sref, ObjectRef.of(master)],
                    title=f"{job.describe()}: Service {sref.name} targets port name {target_port!r} that {mname} does not declare",
                    summary=(f"Service port {rv.port} forwards to the named port {target_port!r}, but no container "
                             f"of {mname} has a port with that name, so the Service has no usable endpoint."),
                    evidence=ev + [Evidence("Service targetPort", sref, json_pointer("spec", "ports", idx, "targetPort"), target_port),
                                   Evidence(f"container ports of {mname}", ObjectRef.of(master), "/spec/containers/0/ports",
                                            ((master.get("spec") or {}).get("containers") or [{}])[0].get("ports"))],
                    confidence=0.9, root_cause=True, blast_radius=len(job.live_ranks), explains=explains_connectivity(job),
                    remediation=Remediation("Name the container port as the Service expects, or use the number.",
                                            patch=f"spec:\n  ports:\n  - port: {rv.port}\n    targetPort: {rv.port}\n"))
                return
            target_port = resolved
        try:
            target_port = int(target_port)
        except (TypeError, ValueError):
            return
        listen = rv.port
        if target_port != listen:
            yield self.finding(
                key=f"{job.key}|portmap", objects=[job.ref, sref, ObjectRef.of(master)],
                title=f"{job.describe()}: Service {sref.name} forwards {rv.port} to {target_port}, but rank 0 listens on {listen}",
                summary=(f"Rank 0 ({where(master)}) opens the TCPStore on MASTER_PORT {listen}; the Service maps "
                         f"port {rv.port} to targetPort {target_port}, where nothing listens, so every other rank "
                         f"gets 'connection refused' until the rendezvous timeout."),
                evidence=ev + [Evidence("Service targetPort", sref, json_pointer("spec", "ports", idx, "targetPort"),
                                        ports[idx].get("targetPort")),
                               Evidence(f"MASTER_PORT on the ranks: {listen}", rank.ref, rv.port_pointer, at(rank.pod, rv.port_pointer))],
                confidence=0.9, root_cause=True, blast_radius=len(job.live_ranks), explains=explains_connectivity(job),
                remediation=Remediation(f"Set the Service's targetPort to {listen} (MASTER_PORT).",
                                        commands=(f"kubectl -n {target.namespace} get svc {sref.name} -o yaml",),
                                        patch=f"spec:\n  ports:\n  - port: {rv.port}\n    targetPort: {listen}\n"))

    def _readiness_risk(self, job, rank, rv, target, ev, snapshot):
        svc = target.service
        if svc is None or not is_headless(svc) or publishes_not_ready(svc):
            return
        masters = target.pods[:1]
        if not masters:
            return
        m = masters[0]
        ci, probe = next(((i, c.get("readinessProbe")) for i, c in enumerate((m.get("spec") or {}).get("containers") or [])
                          if c.get("readinessProbe")), (None, None))
        if probe is None:
            return
        sref = ObjectRef.of(svc)
        yield self.finding(
            severity=Severity.WARNING, key=f"{job.key}|readiness",
            objects=[job.ref, sref, ObjectRef.of(m)],
            title=f"{job.describe()}: rank 0's DNS name vanishes whenever it is not Ready",
            summary=(f"{rv.host} is published by headless Service {sref.name} only while "
                     f"{(m.get('metadata') or {}).get('name')} passes its readinessProbe, and the Service does not set "
                     f"publishNotReadyAddresses. Rendezvous happens before a training pod is Ready, so after a "
                     f"restart the other ranks can fail with 'Name or service not known'."),
            evidence=ev + [Evidence("readinessProbe of rank 0", ObjectRef.of(m),
                                    json_pointer("spec", "containers", ci, "readinessProbe"), probe),
                           Evidence("publishNotReadyAddresses", sref, "/spec/publishNotReadyAddresses",
                                    (svc.get("spec") or {}).get("publishNotReadyAddresses"))],
            confidence=0.6, blast_radius=len(job.live_ranks),
            remediation=Remediation("Publish rank addresses regardless of readiness.",
                                    commands=(f"kubectl -n {target.namespace} patch svc {sref.name} "
                                              "-p '{\"spec\":{\"publishNotReadyAddresses\":true}}'",),
                                    patch="spec:\n  publishNotReadyAddresses: true\n"))


def _crashing(pod: dict) -> bool:
    for cs in (pod.get("status") or {}).get("containerStatuses") or []:
        waiting = ((cs.get("state") or {}).get("waiting") or {}).get("reason")
        if waiting in ("CrashLoopBackOff", "Error", "RunContainerError") or (cs.get("restartCount") or 0) > 2:
            return True
    return False


def _master_name(job) -> str:
    first = next((r for r in job.ranks if r.index == 0), job.ranks[0])
    return first.name


def _headless_yaml(name, ns, job, port) -> str:
    labels = ((job.owner.get("spec") or {}).get("selector") or {}).get("matchLabels") or {}
    sel = "".join(f"    {k}: {v}\n" for k, v in labels.items())
    return (f"apiVersion: v1\nkind: Service\nmetadata:\n  name: {name}\n  namespace: {ns}\nspec:\n"
            f"  clusterIP: None\n  publishNotReadyAddresses: true\n  selector:\n{sel}  ports:\n"
            f"  - name: rendezvous\n    port: {port or 29500}\n    targetPort: {port or 29500}\n")
