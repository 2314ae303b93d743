"""Opt-in live probe: from inside each rank pod, open a TCP connection to the rendezvous
endpoint (MASTER_ADDR:MASTER_PORT) and to every other rank's pod IP, and report what
happened. It execs a short Python script (python3 is in every PyTorch image) through the
pod exec API; nothing is installed and nothing is left behind. The plan (the exact argv per
pod) is built and printed before anything runs; `execute` needs an executor, so tests feed
it recorded outputs and the CLI feeds it the kubernetes client's exec stream.

Reading the answer: `open` = something listens; `refused` = the packet got there and the
port is closed (the path is fine, the listener is missing); `timeout` = the SYN was dropped
(a NetworkPolicy or firewall, or a dead route); `dns` = the name did not resolve."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable, Iterable

from .jobs import Job, Rank, rendezvous_of

# Runs inside the pod: argv[1] = timeout seconds, argv[2:] = host:port targets. One JSON line each.
PROBE_SCRIPT = r"""
import json, socket, sys, time
t = float(sys.argv[1])
for target in sys.argv[2:]:
    host, _, port = target.rpartition(":")
    host = host.strip("[]")
    out = {"target": target}
    t0 = time.time()
    try:
        infos = socket.getaddrinfo(host, int(port), type=socket.SOCK_STREAM)
        out["addresses"] = sorted({i[4][0] for i in infos})
    except socket.gaierror as e:
        out.update(result="dns", detail=str(e)); print(json.dumps(out)); continue
    try:
        s = socket.create_connection((host, int(port)), timeout=t); s.close()
        out["result"] = "open"
    except ConnectionRefusedError as e:
        out.update(result="refused", detail=str(e))
    except socket.timeout:
        out.update(result="timeout", detail="no answer in %ss" % t)
    except OSError as e:
        out.update(result="error", detail=str(e))
    out["ms"] = int((time.time() - t0) * 1000)
    print(json.dumps(out))
""".strip()

PEER_PORT = 29501      # a port nothing listens on between runs: refused = reachable, timeout = dropped
RESULTS = ("open", "refused", "timeout", "dns", "error")


@dataclass
class Target:
    host: str
    port: int
    role: str                  # "rendezvous" | "peer"
    peer: str | None = None    # pod name of the peer, when the target is a rank pod

    @property
    def text(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


@dataclass
class Step:
    namespace: str
    pod: str
    container: str
    node: str | None
    targets: list[Target]
    timeout: float

    @property
    def argv(self) -> list[str]:
        return ["python3", "-c", PROBE_SCRIPT, str(self.timeout)] + [t.text for t in self.targets]

    def shown(self) -> str:
        """What the user sees before anything runs (the script body is summarised)."""
        return (f"kubectl -n {self.namespace} exec {self.pod} -c {self.container} -- python3 -c "
                f"'<tcp-connect script, {len(PROBE_SCRIPT)} bytes>' {self.timeout:g} "
                + " ".join(t.text for t in self.targets))


@dataclass
class Result:
    step: Step
    target: Target
    result: str                # one of RESULTS, or "no-answer" when the exec produced nothing for it
    detail: str = ""
    addresses: list[str] = field(default_factory=list)
    ms: int | None = None

    def to_dict(self) -> dict:
        return {"from": {"namespace": self.step.namespace, "pod": self.step.pod, "node": self.step.node},
                "target": self.target.text, "role": self.target.role, "peer": self.target.peer,
                "result": self.result, "detail": self.detail, "addresses": self.addresses, "ms": self.ms}


def plan(job: Job, timeout: float = 3.0, peer_port: int = PEER_PORT, max_peers: int = 16) -> list[Step]:
    """One exec per running rank: the rendezvous endpoint plus up to `max_peers` other ranks."""
    running = [r for r in job.live_ranks if r.node and r.ip and _phase(r) == "Running"]
    steps: list[Step] = []
    for r in running:
        targets: list[Target] = []
        rv = rendezvous_of(r)
        if rv is not None and rv.host and rv.port and rv.host not in ("localhost", "127.0.0.1"):
            targets.append(Target(rv.host, rv.port, "rendezvous"))
        for peer in [p for p in running if p is not r][:max_peers]:
            targets.append(Target(peer.ip, peer_port, "peer", peer.name))
        if targets:
            steps.append(Step(r.namespace, r.name, r.container.get("name") or "", r.node, targets, timeout))
    return steps


def _phase(r: Rank) -> str:
    return (r.pod.get("status") or {}).get("phase") or ""


def parse_output(step: Step, output: str) -> list[Result]:
    """The exec's stdout -> one Result per target, in plan order; targets the output does not
    mention (the script died, python3 missing) are "no-answer" with the output as detail."""
    seen: dict[str, dict] = {}
    for line in (output or "").splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            doc = json.loads(line)
        except ValueError:
            continue
        if isinstance(doc, dict) and isinstance(doc.get("target"), str):
            seen[doc["target"]] = doc
    results = []
    tail = (output or "").strip().splitlines()[-1:] or ["no output"]
    for t in step.targets:
        doc = seen.get(t.text)
        if doc is None:
            results.append(Result(step, t, "no-answer", tail[0][:300]))
            continue
        res = doc.get("result") if doc.get("result") in RESULTS else "error"
        results.append(Result(step, t, res, str(doc.get("detail") or ""),
                              [a for a in doc.get("addresses") or [] if isinstance(a, str)],
                              doc.get("ms") if isinstance(doc.get("ms"), int) else None))
    return results


Executor = Callable[[Step], str]


def execute(steps: Iterable[Step], executor: Executor, announce: Callable[[str], None] | None = None) -> list[Result]:
    out: list[Result] = []
    for step in steps:
        if announce:
            announce(step.shown())
        try:
            text = executor(step)
        except Exception as exc:  # noqa: BLE001 - one pod failing must not stop the others
            text = f"exec failed: {type(exc).__name__}: {exc}"
        out.extend(parse_output(step, text))
    return out


def problems(results: list[Result]) -> list[dict]:
    """The results worth reporting, worded for a human, most severe first."""
    rows = []
    for r in results:
        if r.target.role == "rendezvous" and r.result != "open":
            what = {"refused": "connection refused: nothing listens there (rank 0 not started, wrong port, or "
                               "Service targetPort mismatch)",
                    "timeout": "timed out: the connection is dropped on the way (NetworkPolicy or firewall)",
                    "dns": "the name does not resolve", "error": r.detail,
                    "no-answer": f"the probe did not run: {r.detail}"}[r.result]
            rows.append({"severity": "critical", "pod": r.step.pod, "node": r.step.node, "target": r.target.text,
                         "role": "rendezvous", "result": r.result, "text": f"{r.step.pod} on {r.step.node} -> rendezvous {r.target.text}: {what}"})
        elif r.target.role == "peer" and r.result in ("timeout", "error", "no-answer"):
            what = {"timeout": "dropped (NCCL's ephemeral ports between ranks are blocked)",
                    "error": r.detail, "no-answer": f"the probe did not run: {r.detail}"}[r.result]
            rows.append({"severity": "critical" if r.result == "timeout" else "warning", "pod": r.step.pod,
                         "node": r.step.node, "target": r.target.text, "role": "peer", "result": r.result,
                         "text": f"{r.step.pod} on {r.step.node} -> {r.target.peer} ({r.target.text}): {what}"})
    rows.sort(key=lambda x: (x["severity"] != "critical", x["pod"], x["role"] != "rendezvous", x["target"]))
    return rows


def kubernetes_executor(client, request_timeout: float = 30.0) -> Executor:
    """An executor over the kubernetes client's exec stream (imported here, lazily)."""
    from kubernetes import client as k8s_client
    from kubernetes.stream import stream

    core = k8s_client.CoreV1Api(client.api)

    def run(step: Step) -> str:
        return stream(core.connect_get_namespaced_pod_exec, step.pod, step.namespace,
                      container=step.container or None, command=step.argv, stderr=True, stdin=False,
                      stdout=True, tty=False, _request_timeout=request_timeout + step.timeout * len(step.targets))
    return run
