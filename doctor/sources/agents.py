"""Node GPU reports from the node-agent DaemonSet (deploy/daemonset.yaml), read through the
Kubernetes API only: list the agent pods (namespace gpu-doctor-node, label
app.kubernetes.io/component=node-agent), read the last lines of each pod's log (pods/log get, a
few KiB each, in parallel) and keep the newest line that is a doctor.node/v1 report, keyed by
node name. Used by `doctor collect` and by the live source (doctor record / scan)."""
from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import quote

from ..errors import ClusterUnreachable, InputError

AGENT_NAMESPACE = "gpu-doctor-node"
AGENT_SELECTOR = "app.kubernetes.io/component=node-agent"
AGENT_CONTAINER = "node-agent"
SCHEMA = "doctor.node/v1"
_SAFE_NODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$")


def latest_report(log_text: str) -> dict | None:
    """The newest doctor.node/v1 JSON line in an agent log (ignores anything else)."""
    for line in reversed(log_text.splitlines()):
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            doc = json.loads(line)
        except (ValueError, RecursionError):
            continue   # a line cut by limitBytes / log rotation, or a hostile one
        if isinstance(doc, dict) and doc.get("schema") == SCHEMA and isinstance(doc.get("gpus"), list):
            return doc
    return None


def collect_node_reports(client, namespace: str = AGENT_NAMESPACE, selector: str = AGENT_SELECTOR,
                         container: str = AGENT_CONTAINER, tail_lines: int = 5, workers: int = 16,
                         progress=None) -> tuple[dict[str, dict], dict[str, str]]:
    """(reports by node name, problems by node or pod name). `client` is a
    doctor.sources.live.Client (anything with .get(path, query) -> Response)."""
    from .live import RequestFailed

    path = f"/api/v1/namespaces/{quote(namespace, safe='')}/pods"
    pods: list[dict] = []
    cont = ""
    while True:
        query = [("labelSelector", selector), ("limit", "500")] + ([("continue", cont)] if cont else [])
        try:
            resp = client.get(path, query)
        except RequestFailed as exc:
            raise ClusterUnreachable(f"cannot list node-agent pods in {namespace}: {exc.why}") from None
        if resp.status == 403:
            raise ClusterUnreachable(f"not allowed to list pods in namespace {namespace} ({resp.status_message()[:160]}); "
                                     "apply deploy/daemonset.yaml's Role/RoleBinding for your user or service account")
        if resp.status == 404:
            raise ClusterUnreachable(f"namespace {namespace} not found: deploy the node agent first "
                                     "(kubectl apply -f deploy/daemonset.yaml)")
        if resp.status != 200:
            raise ClusterUnreachable(f"listing node-agent pods in {namespace}: HTTP {resp.status} {resp.status_message()[:160]}")
        try:
            doc = resp.json()
        except (ValueError, UnicodeDecodeError):
            raise ClusterUnreachable(f"listing node-agent pods in {namespace}: the answer is not JSON") from None
        pods.extend(i for i in doc.get("items") or [] if isinstance(i, dict))
        cont = (doc.get("metadata") or {}).get("continue") or ""
        if not cont:
            break
    problems: dict[str, str] = {}
    targets = []
    for pod in pods:
        meta, spec = pod.get("metadata") or {}, pod.get("spec") or {}
        node = spec.get("nodeName") or meta.get("name") or "?"
        if (pod.get("status") or {}).get("phase") != "Running":
            problems[node] = f"agent pod {meta.get('name')} is {(pod.get('status') or {}).get('phase') or 'Unknown'}"
            continue
        targets.append((node, meta.get("name") or ""))

    def fetch(target):
        node, name = target
        log_path = f"{path}/{quote(name, safe='')}/log"
        try:
            resp = client.get(log_path, [("container", container), ("tailLines", str(tail_lines)),
                                         ("limitBytes", str(4 << 20))])
        except RequestFailed as exc:
            return node, name, None, exc.why
        if resp.status != 200:
            return node, name, None, f"HTTP {resp.status} {resp.status_message()[:160]}"
        text = resp.body.decode("utf-8", "replace")
        report = latest_report(text)
        if report:
            return node, name, report, None
        errors = [l.strip() for l in text.splitlines() if l.startswith("doctor: ")]
        return node, name, None, ("no doctor.node/v1 report in its log yet"
                                  + (f"; it says: {errors[-1][:300]}" if errors else ""))

    reports: dict[str, dict] = {}
    if not targets:   # no agent pod running: no pool (and no concurrent.futures/logging imports, ~5 ms)
        return reports, problems
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for i, (node, name, report, why) in enumerate(pool.map(fetch, targets)):
            if progress:
                progress(f"node reports {i + 1}/{len(targets)}")
            if report is None:
                problems[node] = f"agent pod {name}: {why}"
                continue
            named = report.get("node")
            if not isinstance(named, str) or not named:   # hostile or corrupt: the agent pod's node
                named = report["node"] = node
            reports[named] = report
    return reports, problems


def write_reports(out: Path, reports: dict[str, dict]) -> list[Path]:
    """DIR/nodes/<node>.json for every report (node names are checked: no path tricks)."""
    folder = out / "nodes"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"{folder}: cannot create: {exc.strerror or exc}") from None
    written = []
    for node, report in sorted(reports.items()):
        if not _SAFE_NODE.match(node) or node in (".", ".."):
            raise InputError(f"refusing to write a node report for the unsafe node name {node!r}")
        path = folder / f"{node}.json"
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written
