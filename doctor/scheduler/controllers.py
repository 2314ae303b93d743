"""Pods that were never created: the controller (Job, ReplicaSet, StatefulSet, DaemonSet)
reports FailedCreate, e.g. ResourceQuota exhaustion (`exceeded quota`), a missing
PriorityClass, or an admission webhook denial. No scheduler is involved."""
from __future__ import annotations

from ..kube.guards import D, L  # noqa: F401

import re

from ..model import Evidence, Fact, Finding, ObjectRef, Remediation, Severity, Subject, Symptom
from .events import events_with_reason

CONTROLLERS = ("jobs.batch", "replicasets.apps", "statefulsets.apps", "daemonsets.apps", "deployments.apps",
               "jobsets.jobset.x-k8s.io", "pytorchjobs.kubeflow.org", "mpijobs.kubeflow.org")
_QUOTA = re.compile(r"exceeded quota: (?P<quota>[^,]+), requested: (?P<req>[^,]+(?:,[^,=]+=[^,]+)*), "
                    r"used: (?P<used>.+?), limited: (?P<lim>.+?)$")
CHECK = "pending_pods"


def controllers_named(snapshot, ns: str, name: str) -> list[tuple[str, dict]]:
    """Controllers whose name is `name`, or the prefix of a pod name `name` (job-abcde)."""
    out = []
    for res in CONTROLLERS:
        for obj in snapshot.in_namespace(res, ns):
            oname = D(obj.get("metadata")).get("name") or ""
            if oname == name or name.startswith(oname + "-"):
                out.append((res, obj))
    return out


def suspended_by_kueue(snapshot, obj: dict) -> list[Finding]:
    """A Job (JobSet, ...) that Kueue keeps suspended: no pods until its Workload is admitted."""
    spec = D(obj.get("spec"))
    suspended = spec.get("suspend") is True or D(spec.get("runPolicy")).get("suspend") is True
    if not suspended:
        return []
    from .admission import kueue_findings

    ref = ObjectRef.of(obj, obj.get("kind"))
    found = kueue_findings(snapshot, obj, ref)
    pointer = "/spec/suspend" if spec.get("suspend") is True else "/spec/runPolicy/suspend"
    for f in found:
        f.evidence.insert(0, Evidence("the workload is suspended, so no pods exist yet", ref, pointer, True))
        f.summary = (f"{obj.get('kind')} {ref.namespace}/{ref.name} is suspended by Kueue and has no pods; " + f.summary)
    return found


def creation_failures(snapshot, obj: dict) -> list[Finding]:
    kind = obj.get("kind") or "?"
    meta = D(obj.get("metadata"))
    ns, name = meta.get("namespace"), meta.get("name")
    ref = ObjectRef.of(obj, kind)
    targets = [obj]
    if kind == "Deployment":  # the ReplicaSets report FailedCreate
        uid = meta.get("uid")
        targets += [rs for rs in snapshot.in_namespace("replicasets.apps", ns)
                    if any(o.get("uid") == uid for o in L(D(rs.get("metadata")).get("ownerReferences")) if isinstance(o, dict))]
    events = [e for t in targets for e in events_with_reason(snapshot, t, "FailedCreate", t.get("kind"))]
    if not events:
        return []
    last = events[-1]
    msg = last.message
    count = sum(e.count for e in events)
    ev = [Evidence(f"FailedCreate event ({count}x), last {last.last_seen}", ObjectRef.of(last.event, "Event"),
                   "/message", msg)]
    m = _QUOTA.search(msg)
    if "exceeded quota" in msg:
        quota = m.group("quota") if m else "?"
        title = f"{kind} {ns}/{name} cannot create its pods: ResourceQuota {quota} is exhausted"
        summary = ("The API server rejects each new pod because the namespace's ResourceQuota would be exceeded"
                   + (f" (requested {m.group('req')}, used {m.group('used')}, limited {m.group('lim')})" if m else "")
                   + ". The pods never exist, so the scheduler never sees them.")
        q = snapshot.get("resourcequotas", ns, quota.strip()) if m else None
        if q is not None:
            ev.append(Evidence("quota hard limits", ObjectRef.of(q, "ResourceQuota"), "/status/hard",
                               D(q.get("status")).get("hard")))
            ev.append(Evidence("quota used", ObjectRef.of(q, "ResourceQuota"), "/status/used",
                               D(q.get("status")).get("used")))
        # pods in a terminal phase (Succeeded/Failed) do not count against a pod quota: deleting
        # finished pods frees nothing; the running (and pending) pods that request it hold it
        res = (m.group("req").split(",")[0].split("=")[0].strip() if m else "")
        res = res.split(".", 1)[1] if res.startswith(("requests.", "limits.")) else res
        col = (f"kubectl get pods -n {ns} --field-selector=status.phase!=Succeeded,status.phase!=Failed "
               f"-o custom-columns='NAME:.metadata.name,PHASE:.status.phase,"
               f"REQUEST:.spec.containers[*].resources.requests.{res.replace('.', chr(92) + '.')}'"
               if res and not res.startswith("count/") and res != "pods" else
               f"kubectl get pods -n {ns} --field-selector=status.phase!=Succeeded,status.phase!=Failed")
        fix = Remediation("Free quota held by running pods in the namespace (stop or scale down the ones that "
                          "request it; finished pods do not count against a pod quota), lower the request, or raise "
                          "the quota.", commands=(f"kubectl describe resourcequota -n {ns} {quota.strip()}", col))
    elif "PriorityClass" in msg or "priorityclass" in msg.lower():
        title = f"{kind} {ns}/{name} cannot create its pods: the PriorityClass it names does not exist"
        summary = "The Priority admission plugin rejects the pods: " + msg
        fix = Remediation("Create the PriorityClass or fix priorityClassName in the pod template.",
                          commands=("kubectl get priorityclasses",))
    else:
        title = f"{kind} {ns}/{name} cannot create its pods"
        summary = "The controller's create call is rejected: " + msg
        fix = Remediation("Fix what the message names (admission webhook, LimitRange, PodSecurity, ...).",
                          commands=(f"kubectl describe {kind.lower()} -n {ns} {name}",))
    return [Finding(CHECK, Severity.CRITICAL, title, summary, fix, objects=[ref], evidence=ev, confidence=0.95,
                    root_cause=True, key=f"{ns}/{name}|failedcreate", blast_radius=1,
                    # the controller, and for a Deployment each ReplicaSet the FailedCreate events name
                    states=[Fact(Symptom.PODS_NOT_CREATED, Subject.owner(str(t.get("kind") or kind), ns,
                                                                         str(D(t.get("metadata")).get("name") or name)))
                            for t in targets])]
