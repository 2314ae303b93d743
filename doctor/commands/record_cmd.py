"""`doctor record OUT/`: save what the checks read from a live cluster as a fixture folder
(one kubectl-style List per resource, meta.json, logs of failing GPU pods), with credentials
redacted. Secrets are never listed. `doctor scan --from OUT/` replays it."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import click

from ..errors import InputError
from ..options import common_options, resolve

DEFAULT_MAX_LOGS = 20


@click.command("record")
@click.argument("out", metavar="OUT/", type=click.Path(file_okay=True, dir_okay=True, path_type=Path))
@click.option("--check", "check_ids", multiple=True, metavar="ID",
              help="Record only what this check needs (repeatable; default: every check).")
@click.option("--category", "categories", multiple=True, metavar="C",
              help="Record only what this category's checks need (repeatable).")
@click.option("--resources", "extra", multiple=True, metavar="RES[,RES]",
              help="Also record these resources (kubectl names: pods, daemonsets.apps, ...).")
@click.option("--logs/--no-logs", default=True, show_default=True,
              help="Save logs of failing containers in GPU namespaces / GPU pods.")
@click.option("--max-logs", type=click.IntRange(0, 500), default=DEFAULT_MAX_LOGS, show_default=True,
              help="At most this many container logs (one API request each).")
@click.option("--tail", "tail_lines", type=click.IntRange(1, 100000), default=500, show_default=True,
              help="Lines kept from the end of each log.")
@click.option("--page-size", type=click.IntRange(1, 100000), default=None,
              help="Items per list request (default 500).")
@click.option("--request-timeout", type=click.FloatRange(0.1, 3600), default=None, metavar="SECONDS",
              help="Timeout of each API request (default 30).")
@click.option("--force", is_flag=True, help="Write into OUT/ even when it is not empty.")
@common_options
@click.pass_context
def command(ctx: click.Context, out: Path, check_ids, categories, extra, logs, max_logs, tail_lines,
            page_size, request_timeout, force, **given) -> int:
    """Record the live cluster into OUT/ as a fixture folder (credentials redacted).

    \b
    doctor record incident-42/            # everything every check reads
    doctor record --context prod out/ --resources statefulsets.apps
    doctor scan --from incident-42/       # replay it, any time, anywhere
    """
    from ..acquire import needs_of
    from ..registry import discover, select
    from ..resources import resource_named

    opts = resolve(ctx, **given)
    if opts.output not in ("text", "json"):
        raise InputError(f"doctor record supports -o text or json (a summary of what it wrote), not {opts.output}")
    started = time.monotonic()
    classes = select(discover(plugins=opts.plugins), tuple(check_ids), tuple(categories))
    wanted = set(needs_of(classes)) - {"logs"}   # node_reports: the node agent's, when deployed
    for chunk in extra:
        for name in (n.strip() for n in chunk.split(",")):
            if not name:
                continue
            if name in ("secret", "secrets"):
                raise InputError("--resources secrets: the doctor never records Secrets")
            res = resource_named(name)
            if res is None:
                raise InputError(f"--resources {name}: unknown resource (use kubectl names such as pods, "
                                 f"daemonsets.apps, clusterpolicies.nvidia.com; see doctor/resources.py)")
            wanted.add(res.name)
    if logs and max_logs:
        wanted.add("pods")
    _check_out(out, force)

    progress = _progress
    if opts.sources:
        snap = _from_recording(opts)
    else:
        from ..sources.live import collect, failing_containers

        snap = collect(sorted(wanted), kubeconfig=opts.kubeconfig, context=opts.context, progress=progress,
                       namespace=opts.namespace,
                       logs_for=(lambda s: failing_containers(s)) if logs and max_logs else None,
                       max_logs=max_logs, tail_lines=tail_lines, timeout=request_timeout,
                       page_size=page_size)
    written = write_recording(snap, out, force=force)
    for warning in snap.warnings:
        click.echo(f"doctor: warning: {warning}", err=True)
    elapsed = time.monotonic() - started
    click.echo(f"doctor: recorded {written['objects']} objects of {written['resources']} resources to {out}/ "
               f"in {elapsed:.1f}s ({snap.meta.get('api_requests', 0)} API requests, {written['logs']} logs, "
               f"{written['redacted']} values redacted){_unavailable_summary(snap.unavailable)}", err=True)
    if opts.output == "json":
        click.echo(json.dumps({"schema": "doctor.record/v1", "out": str(out), "objects": written["objects"],
                               "resources": written["resources"], "logs": written["logs"],
                               "redacted": written["redacted"], "api_requests": snap.meta.get("api_requests", 0),
                               "unavailable": dict(sorted(snap.unavailable.items())),
                               "warnings": list(snap.warnings)}, indent=2))
    return 0


def _unavailable_summary(unavailable: dict) -> str:
    if not unavailable:
        return "; nothing unavailable"
    absent = sorted(k for k, v in unavailable.items() if v.startswith("not installed"))
    other = [f"{k}: {v}" for k, v in sorted(unavailable.items()) if k not in absent]
    parts = other + ([f"not installed: {', '.join(absent)}"] if absent else [])
    return f"; {len(unavailable)} unavailable: " + "; ".join(parts)


def _progress(message: str) -> None:
    if sys.stderr.isatty():
        print(f"\r\033[K{message}", end="", file=sys.stderr, flush=True)


def _check_out(out: Path, force: bool) -> None:
    if out.exists() and not out.is_dir():
        raise InputError(f"{out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise InputError(f"{out}: folder is not empty (pass --force to write into it)")


def _from_recording(opts):
    """`doctor record --from dump/ OUT/`: re-record a saved dump through the redactor."""
    from ..sources.fixtures import load_paths

    snap = load_paths(list(opts.sources))
    snap.unavailable.pop("secrets", None)
    if "secrets" in snap.objects:
        del snap.objects["secrets"]
        snap.recorded.discard("secrets")
        snap.warnings.append("Secrets in the input were left out of the recording")
    snap.meta = {**snap.meta, "resources": sorted(k for k, v in snap.objects.items() if k in snap.recorded)}
    return snap


def write_recording(snap, out: Path, force: bool = False) -> dict:
    """Write the snapshot as a fixture folder (redacted). Returns counts."""
    from ..sources.redact import Redactor

    import gc

    redactor = Redactor()
    out.mkdir(parents=True, exist_ok=True)
    gc_was_enabled = gc.isenabled()
    gc.disable()      # copies of every object, no cycles: see sources/live.py collect()
    try:
        return _write(snap, out, force, redactor)
    finally:
        if gc_was_enabled:
            gc.enable()


def _write(snap, out: Path, force: bool, redactor) -> dict:
    if force:
        _remove_previous(out)
    objects = 0
    resources = sorted(r for r in snap.recorded if r != "secrets")
    for name in resources:
        items = [redactor.object(obj) for obj in snap.objects.get(name, [])]
        objects += len(items)
        _write_list(out / f"{name}.json", items)
    n_logs = 0
    for (ns, pod, container), text in sorted(snap.logs.items()):
        if not ns or not pod:
            continue
        # one container: logs/NS/POD/CONTAINER.log; a pod's logs together (container unknown,
        # e.g. from a cluster-info dump): logs/NS/POD/logs.txt, the dump's own layout
        name = f"{_safe(container)}.log" if container else "logs.txt"
        path = out / "logs" / _safe(ns) / _safe(pod) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(redactor.log(text), encoding="utf-8")
        n_logs += 1
    for node, report in sorted(snap.node_reports.items()):
        _write_json(out / "nodes" / f"{_safe(node)}.json", report)
    meta = dict(snap.meta)
    meta.setdefault("observed_at", None)
    meta["resources"] = resources
    if snap.unavailable:
        meta["unavailable"] = dict(sorted(snap.unavailable.items()))
    meta["recorded_by"] = _recorded_by()
    meta["redacted_values"] = redactor.count
    _write_json(out / "meta.json", meta)
    (out / "README.md").write_text(
        f"Recorded by `doctor record` from context {meta.get('context') or 'in-cluster'} at "
        f"{meta.get('observed_at')}; credentials redacted.\n", encoding="utf-8")
    return {"objects": objects, "resources": len(resources), "logs": n_logs, "redacted": redactor.count}


def _recorded_by() -> str:
    from .. import __version__

    return f"gpu-doctor {__version__}"


def _write_list(path: Path, items: list) -> None:
    """What `kubectl get RES -A -o json` prints, one item per line (json's C encoder only runs
    without indent: indenting 150,000 pods in pure Python takes minutes; whitespace is the only
    difference from kubectl's output)."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write('{\n"apiVersion": "v1",\n"items": [\n')
        for i, item in enumerate(items):
            if i:
                fh.write(",\n")
            fh.write(json.dumps(item, ensure_ascii=False))
        fh.write('\n],\n"kind": "List",\n"metadata": {"resourceVersion": ""}\n}\n')
    os.replace(tmp, path)


def _write_json(path: Path, doc) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    os.replace(tmp, path)


def _safe(part: str) -> str:
    """A path component from a cluster string (names are DNS labels; never trust that)."""
    cleaned = "".join(c if c.isalnum() or c in "-_." else "_" for c in part).strip(".")
    return cleaned or "_"


def _remove_previous(out: Path) -> None:
    """--force: remove what an earlier recording left (our own file names only), so stale
    resources from that run are not read back with this one."""
    from ..resources import BY_NAME

    for name in list(BY_NAME) + ["meta"]:
        path = out / f"{name}.json"
        if path.is_file():
            path.unlink()
    logs = out / "logs"
    if logs.is_dir():
        for path in sorted(logs.rglob("*.log"), reverse=True):
            path.unlink()
        for path in sorted((p for p in logs.rglob("*") if p.is_dir()), reverse=True):
            try:
                path.rmdir()
            except OSError:
                pass
