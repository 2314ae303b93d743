"""`doctor record OUT/`: save what the checks read from a live cluster as a fixture folder
(one kubectl-style List per resource, meta.json, logs of failing GPU pods), with credentials
redacted. Secrets are never listed. `doctor scan --from OUT/` replays it."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import click

from ..errors import DoctorError, InputError
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

    from ..progress import progress
    if opts.sources:
        snap = _from_recording(opts)
    else:
        from ..sources.live import collect, failing_containers, parse_duration

        snap = collect(sorted(wanted), kubeconfig=opts.kubeconfig, context=opts.context, progress=progress,
                       namespace=opts.namespace,
                       logs_for=(lambda s: failing_containers(s)) if logs and max_logs else None,
                       max_logs=max_logs, tail_lines=tail_lines, timeout=request_timeout,
                       page_size=page_size,
                       run_timeout=parse_duration(opts.timeout) if opts.timeout is not None else None)
    written = write_recording(snap, out, force=force)
    from ..render.safe import line

    for warning in snap.warnings:
        click.echo(f"doctor: warning: {line(warning)}", err=True)
    elapsed = time.monotonic() - started
    kinds = ", ".join(f"{n} {k}" for k, n in sorted(written["redacted_by_kind"].items(), key=lambda kv: -kv[1]))
    click.echo(f"doctor: recorded {written['objects']} objects of {written['resources']} resources to {out}/ "
               f"in {elapsed:.1f}s ({snap.meta.get('api_requests', 0)} API requests, {written['logs']} logs, "
               f"{written['redacted']} values redacted{': ' + kinds if kinds else ''}; files 0600, folders 0700)"
               f"{line(_unavailable_summary(snap.unavailable))}", err=True)
    if opts.output == "json":
        click.echo(json.dumps({"schema": "doctor.record/v1", "out": str(out), "objects": written["objects"],
                               "resources": written["resources"], "logs": written["logs"],
                               "redacted": written["redacted"], "redacted_by_kind": written["redacted_by_kind"],
                               "api_requests": snap.meta.get("api_requests", 0),
                               "unavailable": dict(sorted(snap.unavailable.items())),
                               "gaps": [g.to_dict() for g in snap.all_gaps()],
                               "warnings": list(snap.warnings)}, indent=2))
    return 0


def _unavailable_summary(unavailable: dict) -> str:
    if not unavailable:
        return "; nothing unavailable"
    absent = sorted(k for k, v in unavailable.items() if v.startswith("not installed"))
    other = [f"{k}: {v}" for k, v in sorted(unavailable.items()) if k not in absent]
    parts = other + ([f"not installed: {', '.join(absent)}"] if absent else [])
    return f"; {len(unavailable)} unavailable: " + "; ".join(parts)


def _check_out(out: Path, force: bool) -> None:
    """Refuse a bad OUT/ before reading the cluster: not a folder or not empty (exit 2),
    not writable (exit 74)."""
    if out.exists() and not out.is_dir():
        raise InputError(f"{out}: exists and is not a folder")
    try:
        if out.is_dir() and any(out.iterdir()) and not force:
            raise InputError(f"{out}: folder is not empty (pass --force to write into it)")
    except PermissionError as exc:
        raise OutputUnwritable(f"cannot write the recording to {out}: {exc.strerror}") from None
    existing = out
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OutputUnwritable(f"cannot write the recording to {out}: {existing} is not writable")


def _from_recording(opts):
    """`doctor record --from dump/ OUT/`: re-record a saved dump through the redactor."""
    from ..sources.fixtures import load_paths

    snap = load_paths(list(opts.sources))
    snap.unavailable.pop("secrets", None)
    if "secrets" in snap.objects:
        del snap.objects["secrets"]
        snap.recorded.discard("secrets")
        snap.warnings.append("Secrets in the input were left out of the recording")
    if opts.namespace:
        _keep_namespace(snap, opts.namespace)
    snap.meta = {**snap.meta, "resources": sorted(k for k, v in snap.objects.items() if k in snap.recorded)}
    return snap


def _keep_namespace(snap, namespace: str) -> None:
    """`record --from dump/ -n NS` keeps what a live `record -n NS` would: namespaced objects of
    NS only (each marked filtered, `namespace` in meta.json), cluster-scoped ones whole, so the
    replay knows that pods in other namespaces (which may hold GPUs) were not recorded."""
    from ..resources import resource_named
    from ..snapshot import FILTERED

    for name in sorted(snap.objects):
        res = resource_named(name)
        if res is None or not res.namespaced:
            continue
        snap.objects[name] = [o for o in snap.objects[name]
                              if isinstance(o.get("metadata"), dict) and o["metadata"].get("namespace") == namespace]
        if name not in snap.gaps:
            snap.mark_partial(name, FILTERED, f"recorded in namespace {namespace} only: objects in other "
                              f"namespaces are not in the snapshot", namespace=namespace)
    snap.logs = {k: v for k, v in snap.logs.items() if k[0] == namespace}
    snap.meta = {**snap.meta, "namespace": namespace,
                 "gaps": {n: g.to_dict() for n, g in sorted(snap.gaps.items())}}
    snap.objects_changed()


class OutputUnwritable(DoctorError):
    """OUT/ cannot be created or written: exit 74 (sysexits EX_IOERR), as documented."""

    exit_code = 74


def write_recording(snap, out: Path, force: bool = False) -> dict:
    """Write the snapshot as a fixture folder (redacted). Returns counts. Every file lands
    inside OUT/ whatever the snapshot's names say (kinds, namespaces, pods, nodes are
    cluster strings), is created 0600 (folders 0700) and never follows a symlink."""
    from ..sources.redact import Redactor

    import gc

    redactor = Redactor()
    gc_was_enabled = gc.isenabled()
    gc.disable()      # copies of every object, no cycles: see sources/live.py collect()
    try:
        try:
            target = _Out(out)
            return _write(snap, target, force, redactor)
        except OSError as exc:
            where = exc.filename or out
            raise OutputUnwritable(f"cannot write the recording to {where}: {exc.strerror or exc}") from None
    finally:
        if gc_was_enabled:
            gc.enable()


class _Out:
    """OUT/ and the only way to write below it: each path component is sanitised (no
    separators, no leading dots), no component may be a symlink, the resolved path must stay
    under OUT/, and files are created exclusively (O_EXCL | O_NOFOLLOW) with mode 0600 then
    renamed into place."""

    def __init__(self, out: Path) -> None:
        created = not out.exists()
        out.mkdir(parents=True, exist_ok=True, mode=0o700)
        if out.is_symlink():
            raise OutputUnwritable(f"{out}: is a symlink; give the real folder")
        if created:
            os.chmod(out, 0o700)
        self.root = out.resolve()
        self.given = out

    def path(self, *parts: str) -> Path:
        safe = [_safe(str(p)) for p in parts]
        path = self.root.joinpath(*safe)
        current = self.root
        for part in safe[:-1]:
            current = current / part
            if current.is_symlink():
                raise OutputUnwritable(f"{current}: is a symlink inside the recording folder; refusing to follow it")
            if not current.exists():
                current.mkdir(mode=0o700)
        if not path.resolve().is_relative_to(self.root):   # belt and braces
            raise OutputUnwritable(f"refusing to write {path}: outside {self.root}")
        return path

    def open(self, *parts: str):
        """(final path, temporary path, file object) for a new file below OUT/."""
        path = self.path(*parts)
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(tmp, flags, 0o600)
        return path, tmp, os.fdopen(fd, "w", encoding="utf-8")

    def write_text(self, parts: tuple[str, ...], text: str) -> Path:
        path, tmp, fh = self.open(*parts)
        with fh:
            fh.write(text)
        os.replace(tmp, path)
        return path


def _write(snap, out: "_Out", force: bool, redactor) -> dict:
    if force:
        _remove_previous(out.root)
    objects = 0
    resources = sorted(r for r in snap.recorded if r != "secrets")
    for name in resources:
        items = [redactor.object(obj) for obj in snap.objects.get(name, [])]
        objects += len(items)
        _write_list(out, f"{name}.json", items)
    n_logs = 0
    for (ns, pod, container), text in sorted(snap.logs.items(), key=lambda kv: tuple(map(str, kv[0]))):
        if not ns or not pod:
            continue
        # one container: logs/NS/POD/CONTAINER.log; a pod's logs together (container unknown,
        # e.g. from a cluster-info dump): logs/NS/POD/logs.txt, the dump's own layout
        name = f"{_safe(str(container))}.log" if container else "logs.txt"
        out.write_text(("logs", str(ns), str(pod), name), redactor.log(text if isinstance(text, str) else str(text)))
        n_logs += 1
    for node, report in sorted(snap.node_reports.items(), key=lambda kv: str(kv[0])):
        redactor._where = "node reports"     # process command lines can carry credentials
        _write_json(out, ("nodes", f"{_safe(str(node))}.json"), redactor._walk(report, free_text=True))
    meta = dict(snap.meta)
    meta.setdefault("observed_at", None)
    meta["resources"] = [_safe(r) for r in resources]
    if snap.unavailable:
        meta["unavailable"] = dict(sorted(snap.unavailable.items()))
    gaps = snap.all_gaps() if hasattr(snap, "all_gaps") else []
    if gaps:
        meta["gaps"] = {g.resource: g.to_dict() for g in gaps}
    redactor._where = "meta"              # a server URL with a password in it, a plugin's message
    meta = redactor._walk(meta, free_text=True)
    meta["recorded_by"] = _recorded_by()
    meta["redacted_values"] = redactor.count
    meta["redacted_by_kind"] = dict(sorted(redactor.by_kind.items()))
    _write_json(out, ("meta.json",), meta)
    out.write_text(("README.md",),
                   f"Recorded by `doctor record` from context {_safe(str(meta.get('context') or 'in-cluster'))} at "
                   f"{_safe(str(meta.get('observed_at')))}; credentials redacted.\n")
    return {"objects": objects, "resources": len(resources), "logs": n_logs, "redacted": redactor.count,
            "redacted_by_kind": dict(sorted(redactor.by_kind.items()))}


def _recorded_by() -> str:
    from .. import __version__

    return f"gpu-doctor {__version__}"


def _write_list(out: "_Out", name: str, items: list) -> None:
    """What `kubectl get RES -A -o json` prints, one item per line (json's C encoder only runs
    without indent: indenting 150,000 pods in pure Python takes minutes; whitespace is the only
    difference from kubectl's output)."""
    path, tmp, fh = out.open(name)
    with fh:
        fh.write('{\n"apiVersion": "v1",\n"items": [\n')
        for i, item in enumerate(items):
            if i:
                fh.write(",\n")
            fh.write(json.dumps(item, ensure_ascii=False, default=str))
        fh.write('\n],\n"kind": "List",\n"metadata": {"resourceVersion": ""}\n}\n')
    os.replace(tmp, path)


def _write_json(out: "_Out", parts: tuple[str, ...], doc) -> None:
    out.write_text(parts, json.dumps(doc, indent=2, ensure_ascii=False, default=str) + "\n")


def _safe(part: str) -> str:
    """A path component from a cluster string (names are DNS labels; never trust that): no
    separators or odd characters, no leading dot (no `..`, no hidden files), bounded length."""
    cleaned = "".join(c if (c.isascii() and c.isalnum()) or c in "-_." else "_" for c in str(part))
    cleaned = cleaned.lstrip(".")[:200]
    return cleaned or "_"


def _remove_previous(out: Path) -> None:
    """--force: remove what an earlier recording left (our own file names only), so stale
    resources from that run are not read back with this one."""
    from ..resources import BY_NAME

    for name in list(BY_NAME) + ["meta"]:
        path = out / f"{name}.json"
        if path.is_symlink() or path.is_file():
            path.unlink()            # a symlink is removed itself, never what it points to
    logs = out / "logs"
    if logs.is_symlink():
        raise OutputUnwritable(f"{logs}: is a symlink inside the recording folder; refusing to follow it")
    if logs.is_dir():
        for top, dirs, files in os.walk(logs, topdown=False, followlinks=False):
            for name in files:
                if name.endswith(".log"):
                    os.unlink(os.path.join(top, name))     # a symlinked .log: the link only
            for name in dirs:
                path = os.path.join(top, name)
                try:
                    if os.path.islink(path):
                        continue
                    os.rmdir(path)
                except OSError:
                    pass
