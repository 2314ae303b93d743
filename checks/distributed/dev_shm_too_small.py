"""Several training processes in one pod (torchrun --nproc_per_node > 1) talk through
/dev/shm: NCCL's SHM transport and DataLoader workers put their buffers there. A container
gets the runtime's default 64 MiB /dev/shm unless the pod mounts a memory-backed emptyDir at
/dev/shm (or shares the host IPC namespace), and NCCL then fails with "Error while creating
shared memory segment ... No space left on device" (NVIDIA/nccl#525, a Kubeflow report)."""
from __future__ import annotations

from doctor.check import Check, Skip
from doctor.distributed.common import at, log_fact
from doctor.distributed.jobs import jobs_of, procs_per_pod
from doctor.kube.quantity import QuantityError, to_int
from doctor.model import Evidence, Remediation, Severity, Symptom

MIN_BYTES = 1 << 30      # below 1 GiB per pod, 8 GPUs' NCCL segments (~9.6 MB each, per peer pair) and loaders starve


def shm_mount(rank):
    """(kind, size_bytes or None, pointer) of what backs /dev/shm in the rank's container."""
    spec = rank.pod.get("spec") or {}
    if spec.get("hostIPC"):
        return "hostIPC", None, rank.pointer("spec", "hostIPC")
    volumes = {v.get("name"): (i, v) for i, v in enumerate(spec.get("volumes") or []) if isinstance(v, dict)}
    for m in rank.container.get("volumeMounts") or []:
        if (m.get("mountPath") or "").rstrip("/") != "/dev/shm":
            continue
        i, vol = volumes.get(m.get("name"), (None, {}))
        ed = vol.get("emptyDir")
        if ed is not None:
            if ed.get("medium") != "Memory":
                return "emptyDir-disk", None, rank.pointer("spec", "volumes", i, "emptyDir")
            limit = ed.get("sizeLimit")
            try:
                size = to_int(limit) if limit is not None else None
            except QuantityError:
                size = None
            return "emptyDir-memory", size, rank.pointer("spec", "volumes", i, "emptyDir")
        if vol.get("hostPath"):
            return "hostPath", None, rank.pointer("spec", "volumes", i, "hostPath")
        return "other", None, rank.pointer("spec", "volumes", i) if i is not None else None
    return None, None, None


class DevShmTooSmall(Check):
    """Why it exists: torchrun --nproc_per_node > 1 needs more than the container's default 64 MiB /dev/shm."""

    id = "dev_shm_too_small"
    title = "Multi-process rank pods run with the default 64 MiB /dev/shm"
    category = "distributed"
    requires = ()
    # pods, or job manifests with no pod yet (judged on their pod templates: doctor.distributed.jobs)
    optional = ("pods", "statefulsets.apps", "pytorchjobs.kubeflow.org", "jobsets.jobset.x-k8s.io",
                "leaderworkersets.leaderworkerset.x-k8s.io", "trainjobs.trainer.kubeflow.org",
                "trainingruntimes.trainer.kubeflow.org", "clustertrainingruntimes.trainer.kubeflow.org",
                "mpijobs.kubeflow.org")
    severity = Severity.WARNING
    subjects = ("job", "pod")
    may_explain = (Symptom.rank_log("*"),)

    def run(self, snapshot):
        jobs = jobs_of(snapshot)
        if not snapshot.has("pods") and not any(j.from_manifest for j in jobs):
            raise Skip(snapshot.why_missing("pods") + "; and no job manifest (PyTorchJob, JobSet, TrainJob, "
                       "LeaderWorkerSet, MPIJob) to judge")
        for job in jobs:
            ranks = job.spec_ranks
            if not ranks:
                continue
            r = ranks[0]
            procs, procs_src = procs_per_pod(r)
            if not procs or procs < 2:
                continue
            kind, size, ptr = shm_mount(r)
            if kind in ("hostIPC", "hostPath", "emptyDir-disk", "other"):
                continue
            if kind == "emptyDir-memory" and (size is None or size >= MIN_BYTES):
                continue
            logged = any("Error while creating shared memory segment" in text or "failed to extend /dev/shm" in text
                         for x in ranks for _, text in _logs(snapshot, x))
            severity = Severity.CRITICAL if logged else Severity.WARNING
            mounts_ptr = r.container_pointer("volumeMounts")
            if kind is None:
                what = "nothing is mounted at /dev/shm, so each container gets the runtime default of 64 MiB"
                ev = [Evidence("volumeMounts of the training container (none at /dev/shm)", r.ref, mounts_ptr,
                               at(r.source, mounts_ptr))]
            else:
                what = f"/dev/shm is a memory emptyDir limited to {size} bytes"
                ev = [Evidence("/dev/shm volume", r.ref, ptr, at(r.source, ptr))]
            ev.append(Evidence(f"processes per pod: {procs_src}", r.ref, r.launcher_pointer,
                               at(r.source, r.launcher_pointer)))
            if logged:
                ev.append(Evidence("NCCL reported the shared-memory failure in the rank logs", None, None,
                                   "Error while creating shared memory segment"))
            name = r.container.get("name")
            yield self.finding(
                severity=severity, key=f"{job.key}|shm", objects=list(dict.fromkeys([job.ref] + [x.ref for x in ranks[:5]])),
                title=f"{job.describe()}: {procs} processes per pod share a 64 MiB /dev/shm" if kind is None else
                      f"{job.describe()}: /dev/shm is too small for {procs} processes per pod",
                summary=(f"Each rank pod starts {procs} processes ({procs_src}) and {what}. NCCL's shared-memory "
                         f"transport between those processes and DataLoader workers allocate their buffers there "
                         f"and fail with 'No space left on device'."),
                evidence=ev, confidence=0.9 if logged else 0.7, root_cause=True,
                blast_radius=sum(max(x.gpus, 1) for x in ranks),
                explains=[log_fact(job, "shm_insufficient")],
                remediation=Remediation(
                    "Mount a memory-backed emptyDir at /dev/shm in the pod template (counts against the pod's "
                    "memory limit); NCCL_SHM_DISABLE=1 is a slower stopgap.",
                    patch=("spec:\n  template:\n    spec:\n      volumes:\n      - name: dshm\n        emptyDir:\n"
                           "          medium: Memory\n          sizeLimit: 16Gi\n      containers:\n"
                           f"      - name: {name}\n        volumeMounts:\n        - name: dshm\n"
                           "          mountPath: /dev/shm\n")))


def _logs(snapshot, rank):
    return snapshot.logs_of_pod(rank.namespace, rank.name)
