"""Read recorded clusters: `kubectl get -o json|yaml` files (one object, a List, several YAML
documents), folders of them (read recursively), the `doctor record` layout, and the layout
and stdout stream of `kubectl cluster-info dump`. Anything unreadable is an InputError that
names the file and what is wrong; nothing is silently dropped."""
from __future__ import annotations

import gc
import json
import os
import re
from pathlib import Path

from ..errors import InputError
from ..resources import Resource, resource_for, resource_named
from ..snapshot import Snapshot, merge
from .shape import ShapeError, check_shape

DATA_SUFFIXES = {".json", ".yaml", ".yml"}
IGNORED_SUFFIXES = {".md", ".rst", ".gitkeep"}
NODE_REPORT_SCHEMA = "doctor.node/v1"
_LOG_START = re.compile(r"^==== START logs for container (?P<c>\S+) of pod (?P<ns>[^/\s]+)/(?P<pod>\S+) ====$")
_LOG_END = "==== END logs for container {c} of pod {ns}/{pod} ===="


def load_paths(paths: list[str]) -> Snapshot:
    # Parsing builds millions of small dicts that all live until the run ends: the cyclic
    # GC would re-scan the growing heap again and again for nothing (measured on 150,000
    # pods: 22 s of 23 s load CPU). Pause it while loading, then move the snapshot to the
    # permanent generation so collections during the checks skip it (checks: 23 s -> 11 s).
    # The objects are acyclic JSON trees, so reference counting still frees them.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        snaps = [load_path(Path(p)) for p in paths]
        snap = merge(snaps)
    finally:
        if was_enabled:
            gc.enable()
    gc.freeze()
    if not any(snap.objects.values()) and not snap.node_reports:
        raise InputError(f"{', '.join(paths)}: no Kubernetes objects or node GPU reports found")
    return snap


def load_path(path: Path) -> Snapshot:
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_dir():
        return _load_dir(path)
    snap = Snapshot(sources=[str(path)])
    _load_file(path, snap, folder=None)
    return snap


def _load_dir(root: Path) -> Snapshot:
    snap = Snapshot(sources=[str(root)])
    meta_file = root / "meta.json"
    if meta_file.is_file():
        meta = _read_json(meta_file)
        if not isinstance(meta, dict):
            raise InputError(f"{meta_file}: expected a JSON object with observed_at, got {type(meta).__name__}")
        snap.meta = meta
        for name in meta.get("resources") or []:
            if isinstance(name, str):
                snap.recorded.add(name)
        for name, why in (meta.get("unavailable") or {}).items():
            snap.unavailable[str(name)] = str(why)
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fname in sorted(filenames):
            path = Path(dirpath) / fname
            if path == meta_file:
                continue
            _load_file(path, snap, folder=root)
    return snap


def _load_file(path: Path, snap: Snapshot, folder: Path | None) -> None:
    suffix = path.suffix.lower()
    rel = path.relative_to(folder).parts if folder else (path.name,)
    if suffix in IGNORED_SUFFIXES or path.name.startswith("."):
        return
    if suffix == ".xml":
        from .nvidia_smi import parse_nvidia_smi_xml
        report = parse_nvidia_smi_xml(_read_bytes(path), str(path))
        node = report.get("node") or _node_name_from_path(path)
        report["node"] = node
        snap.node_reports[node] = report
        return
    if suffix == ".log" and len(rel) >= 4 and rel[-4] == "logs":
        # doctor record layout: logs/<namespace>/<pod>/<container>.log
        snap.logs[(rel[-3], rel[-2], path.stem)] = _read_text(path)
        return
    if suffix in (".txt", ".log"):
        text = _read_text(path)
        if _read_log_blocks(text, snap):
            return
        if path.name == "logs.txt" and len(rel) >= 3:
            snap.logs[(rel[-3], rel[-2], "")] = text  # cluster-info dump: one pod's logs
            return
        snap.warnings.append(f"{path}: ignored (text that is not in a recognised log layout)")
        return
    if suffix not in DATA_SUFFIXES:
        snap.warnings.append(f"{path}: ignored (not JSON, YAML, XML or a log file)")
        return
    if suffix == ".json" and folder is not None and len(rel) >= 2 and rel[-2] == "nodes":
        doc = _read_json(path)
        if isinstance(doc, dict) and doc.get("schema") == NODE_REPORT_SCHEMA:
            snap.node_reports[doc.get("node") or path.stem] = doc
            return
        _add_documents(path, [doc], snap)
        return
    _add_documents(path, _parse_documents(path), snap)


def _node_name_from_path(path: Path) -> str:
    return path.stem


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None


def _read_text(path: Path) -> str:
    data = _read_bytes(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start}: {data[exc.start:exc.start + 1]!r})") from None


def _read_json(path: Path):
    text = _read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise InputError(f"{path}: JSON nested too deeply to be a Kubernetes object") from None


def _parse_documents(path: Path) -> list:
    text = _read_text(path)
    if not text.strip():
        raise InputError(f"{path}: empty file (0 bytes of data)")
    suffix = path.suffix.lower()
    if suffix == ".json" or text.lstrip()[:1] in "{[":
        try:
            return [json.loads(text)]
        except RecursionError:
            raise InputError(f"{path}: JSON nested too deeply to be a Kubernetes object") from None
        except json.JSONDecodeError as exc:
            if exc.msg == "Extra data":
                return _parse_json_stream(path, text)
            if suffix == ".json":
                raise InputError(f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: "
                                 f"{exc.msg}{' (file truncated?)' if exc.pos >= len(text.rstrip()) else ''}") from None
    return _parse_yaml(path, text)


def _parse_yaml(path: Path, text: str) -> list:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        docs = [d for d in yaml.load_all(text, Loader=loader) if d is not None]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise InputError(f"{path}: invalid YAML{where}: {problem}") from None
    if not docs:
        raise InputError(f"{path}: no YAML documents in file")
    return docs


def _parse_json_stream(path: Path, text: str) -> list:
    """`kubectl cluster-info dump` to stdout: JSON documents back to back, with
    `==== START logs ... ====` blocks between them."""
    decoder = json.JSONDecoder()
    docs: list = []
    pos, n = 0, len(text)
    log_snap = Snapshot()
    while pos < n:
        while pos < n and text[pos] in " \t\r\n":
            pos += 1
        if pos >= n:
            break
        if text.startswith("==== START logs", pos):
            end = _consume_log_block(text, pos, log_snap)
            if end is None:
                raise InputError(f"{path}: log block at offset {pos} has no matching END line")
            pos = end
            continue
        try:
            doc, pos = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
        docs.append(doc)
    docs.append({"__logs__": log_snap.logs})
    return docs


def _consume_log_block(text: str, pos: int, snap: Snapshot) -> int | None:
    line_end = text.find("\n", pos)
    header = text[pos:line_end if line_end != -1 else len(text)]
    m = _LOG_START.match(header)
    if not m:
        return None
    end_marker = "\n" + _LOG_END.format(**m.groupdict())
    end = text.find(end_marker, line_end)
    if end == -1:
        return None
    snap.logs[(m["ns"], m["pod"], m["c"])] = text[line_end + 1:end + 1]
    after = end + len(end_marker)
    return after


def _read_log_blocks(text: str, snap: Snapshot) -> bool:
    found = False
    pos = 0
    while True:
        start = text.find("==== START logs", pos)
        if start == -1 or (start > 0 and text[start - 1] != "\n"):
            return found
        end = _consume_log_block(text, start, snap)
        if end is None:
            return found
        found = True
        pos = end


def _add_documents(path: Path, docs: list, snap: Snapshot) -> None:
    for i, doc in enumerate(docs):
        where = f"{path}" + (f" (document {i + 1})" if len(docs) > 1 else "")
        if isinstance(doc, dict) and "__logs__" in doc:
            snap.logs.update(doc["__logs__"])
            continue
        if not isinstance(doc, dict):
            raise InputError(f"{where}: expected a Kubernetes object or List, got a {type(doc).__name__}")
        _add_object(where, doc, snap, path)


def _add_object(where: str, doc: dict, snap: Snapshot, path: Path) -> None:
    kind = doc.get("kind")
    if "items" in doc and (kind is None or (isinstance(kind, str) and kind.endswith("List"))):
        items = doc.get("items")
        if items is None:
            items = []
        if not isinstance(items, list):
            raise InputError(f"{where}: 'items' must be a list, got {type(items).__name__}")
        item_kind = kind[:-4] if isinstance(kind, str) and kind != "List" else None
        file_resource = _resource_from_filename(path)
        if item_kind is None and kind is None and file_resource is not None:
            item_kind = file_resource.kind
        list_api = doc.get("apiVersion") if isinstance(doc.get("apiVersion"), str) else None
        if item_kind and file_resource is None:
            snap.recorded.add(resource_for(item_kind, list_api).name)
        elif file_resource is not None:
            snap.recorded.add(file_resource.name)
        for j, item in enumerate(items):
            if not isinstance(item, dict):
                raise InputError(f"{where}: items[{j}] is a {type(item).__name__}, not an object")
            if not item.get("kind"):
                if not item_kind:
                    raise InputError(f"{where}: items[{j}] has no 'kind' (a kubectl List names the kind of every item)")
                item = {"kind": item_kind, "apiVersion": list_api or "v1", **item}
            elif not item.get("apiVersion") and list_api and kind != "List":
                item = {**item, "apiVersion": list_api}
            _add_one(f"{where} items[{j}]", item, snap)
        return
    if not isinstance(kind, str) or not kind:
        raise InputError(f"{where}: object has no 'kind' (is this a Kubernetes object?)")
    _add_one(where, doc, snap)


def _add_one(where: str, obj: dict, snap: Snapshot) -> None:
    kind = obj.get("kind")
    if not isinstance(kind, str):
        raise InputError(f"{where}: 'kind' must be a string, got {type(kind).__name__}")
    meta = obj.get("metadata")
    if meta is None:
        obj["metadata"] = meta = {}
    if not isinstance(meta, dict):
        raise InputError(f"{where}: 'metadata' must be an object, got {type(meta).__name__}")
    for key in ("name", "namespace", "uid"):
        if key in meta and meta[key] is not None and not isinstance(meta[key], str):
            raise InputError(f"{where}: metadata.{key} must be a string, got {type(meta[key]).__name__}")
    for key in ("spec", "status"):
        if key in obj and obj[key] is not None and not isinstance(obj[key], dict):
            raise InputError(f"{where}: '{key}' of {kind} {meta.get('name')!r} must be an object, "
                             f"got {type(obj[key]).__name__}")
    try:
        check_shape(obj)
    except ShapeError as exc:
        ns = meta.get("namespace")
        raise InputError(f"{where}: {kind} {ns + '/' if ns else ''}{meta.get('name')}: {exc}") from None
    api = obj.get("apiVersion") if isinstance(obj.get("apiVersion"), str) else None
    resource = resource_for(kind, api)
    if kind == "Secret":
        obj = _without_secret_values(obj)
    snap.add(resource.name, obj)


def _without_secret_values(obj: dict) -> dict:
    clean = {k: v for k, v in obj.items() if k not in ("data", "stringData")}
    keys = sorted(set((obj.get("data") or {})) | set((obj.get("stringData") or {})))
    clean["data"] = {k: "<redacted>" for k in keys}
    return clean


def _resource_from_filename(path: Path) -> Resource | None:
    name = path.name
    for suffix in (".json", ".yaml", ".yml"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    if name == "replication-controllers":
        name = "replicationcontrollers"
    return resource_named(name)
