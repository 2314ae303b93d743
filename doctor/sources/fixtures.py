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
from typing import Any, Optional

from ..errors import InputError
from ..resources import Resource, resource_for, resource_named
from ..snapshot import PlainPods, Snapshot, merge
import msgspec

from .decode import DecodeFailed, check_text, decode_json, decode_whole, fast_type, object_problem, project_item

DATA_SUFFIXES = {".json", ".yaml", ".yml"}
IGNORED_SUFFIXES = {".md", ".rst", ".gitkeep"}
NODE_REPORT_SCHEMA = "doctor.node/v1"
_LOG_START = re.compile(r"^==== START logs for container (?P<c>\S+) of pod (?P<ns>[^/\s]+)/(?P<pod>\S+) ====$")
_LOG_END = "==== END logs for container {c} of pod {ns}/{pod} ===="
_LEADING_SPACE = re.compile(rb"\s*")
# YAML aliases may repeat a subtree, but not blow it up: a 645-byte "billion laughs" file
# expands to billions of nodes when `record` writes it out as JSON (8 GB seen). Refuse a
# document whose aliases expand it past this many nodes beyond what is written.
YAML_ALIAS_EXPANSION_LIMIT = 100_000
META_TYPES = {"observed_at": (str,), "context": (str,), "server_version": (str,), "namespace": (str,),
              "resources": (list,), "unavailable": (dict,), "gaps": (dict,)}


def load_paths(paths: list[str], projection=None) -> Snapshot:
    """`projection` (doctor.sources.projection.Projection): decode only the fields a command
    reads of the resources it names (`doctor pending`); None (every other command): whole."""
    # Parsing builds millions of small dicts that all live until the run ends: the cyclic
    # GC would re-scan the growing heap again and again for nothing (measured on 150,000
    # pods: 22 s of 23 s load CPU). Pause it while loading, then move the snapshot to the
    # permanent generation so collections during the checks skip it (checks: 23 s -> 11 s).
    # The objects are acyclic JSON trees, so reference counting still frees them.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        if projection is not None:   # what Projection.lean() asks of the paths (doctor/sources/projection.py)
            projection.reports_possible = any(_may_hold_node_reports(Path(p)) for p in paths)
            projection.first_observed_at = None
        snaps = []
        for p in paths:
            snaps.append(load_path(Path(p), projection))
            if projection is not None and projection.first_observed_at is None and "observed_at" in snaps[-1].meta:
                projection.first_observed_at = (snaps[-1].meta["observed_at"],)   # merge(): the first one wins
        snap = merge(snaps)
    finally:
        if was_enabled:
            gc.enable()
    gc.freeze()
    if not any(snap.objects.values()) and not snap.node_reports:
        skipped = next((w for w in snap.warnings if w.endswith(_SKIPPED)), None)
        if skipped:   # nothing usable remains: the first reason is the error
            raise InputError(skipped[:-len(_SKIPPED)])
        raise InputError(f"{', '.join(paths)}: no Kubernetes objects or node GPU reports found")
    return snap


def _may_hold_node_reports(path: Path) -> bool:
    """Whether reading `path` may add node GPU reports (_load_file: nvidia-smi XML anywhere, a
    doctor.node/v1 JSON file in a nodes/ folder of a --from folder)."""
    try:
        if not path.is_dir():
            return path.suffix.lower() == ".xml"
        for dirpath, _dirnames, filenames in os.walk(path):
            in_nodes = Path(dirpath) != path and Path(dirpath).name == "nodes"
            for fname in filenames:
                suffix = Path(fname).suffix.lower()
                if suffix == ".xml" or (in_nodes and suffix == ".json"):
                    return True
    except OSError:
        return True
    return False


def load_path(path: Path, projection=None) -> Snapshot:
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_dir():
        return _load_dir(path, projection)
    snap = Snapshot(sources=[str(path)])
    _load_file(path, snap, folder=None, projection=projection)
    return snap


def _load_dir(root: Path, projection=None) -> Snapshot:
    snap = Snapshot(sources=[str(root)])
    meta_file = root / "meta.json"
    if meta_file.is_file():
        meta = _read_meta(meta_file)
        snap.meta = meta
        for name in meta.get("resources") or []:
            snap.recorded.add(name)
        for name, why in (meta.get("unavailable") or {}).items():
            snap.unavailable[name] = why
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fname in sorted(filenames):
            path = Path(dirpath) / fname
            if path == meta_file:
                continue
            _load_file(path, snap, folder=root, projection=projection)
    return snap


def _read_meta(path: Path) -> dict:
    """meta.json as `doctor record` writes it; a wrong type is one line naming the key."""
    meta = _read_json(path)
    if not isinstance(meta, dict):
        raise InputError(f"{path}: expected a JSON object with observed_at, got {_a(meta)}")
    for key, types in META_TYPES.items():
        value = meta.get(key)
        if value is not None and not isinstance(value, types):
            raise InputError(f"{path}: '{key}' must be {_a(types[0]())}, got {_a(value)}")
    if not all(isinstance(name, str) for name in meta.get("resources") or ()):
        raise InputError(f"{path}: 'resources' must be a list of resource names (strings)")
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in (meta.get("unavailable") or {}).items()):
        raise InputError(f"{path}: 'unavailable' must map resource names to the reason they could not be read "
                         f"(strings)")
    return meta


def _a(value) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


def _load_file(path: Path, snap: Snapshot, folder: Path | None, projection=None) -> None:
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
            node = doc.get("node")
            if not isinstance(node, str) or not node:   # hostile or corrupt: name it after its file
                if node not in (None, ""):
                    snap.warnings.append(f"{path}: 'node' is {_a(node)}, not a string; "
                                         f"using the file name {path.stem!r}")
                node = doc["node"] = path.stem
            snap.node_reports[node] = doc
            return
        _add_documents(path, [doc], snap, exact=True)
        return
    if projection is not None and suffix == ".json" and _load_projected(path, snap, projection):
        return
    docs, exact = _parse_documents(path)
    _add_documents(path, docs, snap, exact)


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
    data = _read_bytes(path)
    text = _utf8(path, data)
    try:
        return decode_json(data, text)
    except DecodeFailed as exc:
        raise InputError(f"{path}: {'invalid JSON: extra data after the first document' if exc.extra_data else exc.message}") from None


def _utf8(path: Path, data: bytes) -> str | None:
    """Refuse bytes that are not UTF-8 (named by offset); the text itself is only built
    when an error message needs it, or for YAML."""
    if data.isascii():
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start}: {data[exc.start:exc.start + 1]!r})") from None


def _parse_documents(path: Path) -> tuple[list, bool]:
    """The documents of a data file, and whether they came from JSON (exact types: strings
    are strings; YAML may hold timestamps and NaN, which the Python shape walk names)."""
    if path.suffix.lower() == ".json":
        # the common case, read in place: msgspec parses the file's memory map (no copy of a
        # 650 MB file into the heap, no separate ASCII/UTF-8 pass: it refuses every byte sequence
        # Python's UTF-8 decoder refuses). Anything it refuses (bad UTF-8, bad JSON, several
        # documents, an empty file) is read again below, where the error is worded as always.
        data = _mapped(path)
        try:
            return [decode_whole(data)], True
        except DecodeFailed:
            pass
        finally:
            del data
    data = _read_bytes(path)
    text = _utf8(path, data)
    first = _LEADING_SPACE.match(data).end()   # no copy of a 650 MB file to strip it
    if first == len(data):
        raise InputError(f"{path}: empty file (0 bytes of data)")
    suffix = path.suffix.lower()
    if suffix == ".json" or data[first:first + 1] in (b"{", b"["):
        try:
            return [decode_json(data, text)], True
        except DecodeFailed as exc:
            if exc.extra_data:
                return _parse_json_stream(path, text if text is not None else data.decode("ascii")), True
            if suffix == ".json":
                raise InputError(f"{path}: {exc.message}") from None
    return _parse_yaml(path, text if text is not None else data.decode("ascii")), False


def _parse_yaml(path: Path, text: str) -> list:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    docs = []
    try:
        while loader.check_node():
            node = loader.get_node()
            _bound_aliases(path, node, len(docs) + 1)
            doc = loader.construct_document(node)
            if doc is not None:
                docs.append(doc)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise InputError(f"{path}: invalid YAML{where}: {problem}") from None
    except ValueError as exc:  # int() of a 4,300+ digit number
        raise InputError(f"{path}: invalid YAML: {str(exc).split('; use sys.')[0]}") from None
    except RecursionError:
        raise InputError(f"{path}: YAML nested too deeply to be a Kubernetes object") from None
    finally:
        loader.dispose()
    if not docs:
        raise InputError(f"{path}: no YAML documents in file")
    return docs


def _bound_aliases(path: Path, root, number: int) -> None:
    """Count the nodes a document expands to, aliases included, without expanding it (each
    distinct node's size is computed once). Refuse recursive aliases and documents whose
    aliases expand them past YAML_ALIAS_EXPANSION_LIMIT nodes more than are written."""
    sizes: dict[int, int] = {}
    distinct = 0
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            children = node.value if isinstance(node.value, list) else ()
            total = 1
            for child in children:
                if isinstance(child, tuple):
                    total += sizes[id(child[0])] + sizes[id(child[1])]
                else:
                    total += sizes[id(child)]
            sizes[key] = total
            continue
        if key in sizes:
            if sizes[key] < 0:
                raise InputError(f"{path}: YAML document {number} refers to itself through an alias "
                                 f"(recursive anchor)")
            continue
        sizes[key] = -1   # in progress
        distinct += 1
        stack.append((node, True))
        if isinstance(node.value, list):
            for child in node.value:
                for sub in (child if isinstance(child, tuple) else (child,)):
                    if id(sub) not in sizes:
                        stack.append((sub, False))
                    elif sizes[id(sub)] < 0:
                        raise InputError(f"{path}: YAML document {number} refers to itself through an alias "
                                         f"(recursive anchor)")
    expanded = sizes[id(root)]
    if expanded > distinct + YAML_ALIAS_EXPANSION_LIMIT:
        raise InputError(f"{path}: YAML document {number}: aliases expand {distinct:,} written nodes to "
                         f"{expanded:,} (limit {YAML_ALIAS_EXPANSION_LIMIT:,} more): refusing an alias bomb")


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
        except RecursionError:
            raise InputError(f"{path}: JSON nested too deeply to be a Kubernetes object") from None
        except ValueError as exc:  # int() of a 4,300+ digit number
            raise InputError(f"{path}: invalid JSON: {str(exc).split('; use sys.')[0]}") from None
        docs.append(doc)
    try:
        check_text(text)
    except DecodeFailed as exc:
        raise InputError(f"{path}: {exc.message}") from None
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


def _add_documents(path: Path, docs: list, snap: Snapshot, exact: bool) -> None:
    for i, doc in enumerate(docs):
        where = f"{path}" + (f" (document {i + 1})" if len(docs) > 1 else "")
        if isinstance(doc, dict) and "__logs__" in doc:
            snap.logs.update(doc["__logs__"])
            continue
        if not isinstance(doc, dict):
            raise InputError(f"{where}: expected a Kubernetes object or List, got a {type(doc).__name__}")
        _add_object(where, doc, snap, path, exact)


def _add_object(where: str, doc: dict, snap: Snapshot, path: Path, exact: bool) -> None:
    kind = doc.get("kind")
    file_resource = _resource_from_filename(path)
    if "items" in doc and (kind is None or (isinstance(kind, str) and kind.endswith("List"))):
        items = doc.get("items")
        if items is None:
            items = []
        if not isinstance(items, list):
            raise InputError(f"{where}: 'items' must be a list, got {type(items).__name__}")
        item_kind = kind[:-4] if isinstance(kind, str) and kind != "List" else None
        list_api = doc.get("apiVersion") if isinstance(doc.get("apiVersion"), str) else None
        if item_kind and file_resource is None:
            snap.recorded.add(resource_for(item_kind, list_api).name)
        elif file_resource is not None:
            snap.recorded.add(file_resource.name)
        # The common item (an object naming its kind and apiVersion, of a kind with a fast shape)
        # is validated and appended here, inline: on 150,000 pods the per-item calls of the
        # general path (_add_item, _fast_target, Snapshot.add) cost more than the checks they
        # lead to. Anything else takes _add_item, which words every error.
        fast_of: dict = {}
        objects, recorded = snap.objects, snap.recorded
        convert, invalid = msgspec.convert, (msgspec.ValidationError, RecursionError)
        for j, item in enumerate(items):
            if exact and type(item) is dict:
                k, a = item.get("kind"), item.get("apiVersion")
                if k and a and type(item.get("metadata")) is dict:
                    key = (k, a) if type(k) is str and type(a) is str else None
                    fast = fast_of.get(key, False) if key is not None else None
                    if fast is False:
                        fast = _fast_target(k, a)
                        fast = fast_of[key] = fast if fast is None else (fast[0], fast[1], [])
                    if fast is not None:
                        try:
                            convert(item, fast[1])
                        except invalid:
                            pass    # _add_item words the error
                        else:
                            if not fast[2]:   # the bucket, on the first object added to it
                                fast[2].append(objects.setdefault(fast[0], []))
                                recorded.add(fast[0])
                            fast[2][0].append(item)
                            continue
            _add_item(where, j, item, snap, exact, kind, item_kind, list_api, file_resource)
        snap.objects_changed()
        return
    if kind is None and file_resource is not None and isinstance(doc.get("metadata"), dict):
        doc = {"kind": file_resource.kind, "apiVersion": file_resource.api_version, **doc}
        kind = doc["kind"]
    if kind is None or kind == "":
        _skip(snap, f"{where}: object has no 'kind' (is this a Kubernetes object?)")
        return
    _add_one(where, doc, snap, exact)


def _add_item(where: str, j: int, item, snap: Snapshot, exact: bool, kind, item_kind, list_api,
              file_resource) -> None:
    """items[j] of a List: typed by the List (or the file name) when it names no kind itself."""
    if not isinstance(item, dict):
        raise InputError(f"{where}: items[{j}] is a {type(item).__name__}, not an object")
    if not item.get("kind"):
        if item_kind:
            item = {"kind": item_kind, "apiVersion": list_api or "v1", **item}
        elif file_resource is not None:
            # a plain List in pods.json: the file says what its items are
            item = {"kind": file_resource.kind, "apiVersion": file_resource.api_version, **item}
        else:
            _skip(snap, f"{where}: items[{j}] has no 'kind' (a kubectl List names the kind of every "
                        f"item, and the file name names no resource)")
            return
    elif not item.get("apiVersion") and list_api and kind != "List":
        item = {**item, "apiVersion": list_api}
    if exact and type(item.get("metadata")) is dict:
        # fast path: one msgspec call checks what _add_one checks field by field
        fast = _fast_target(item.get("kind"), item.get("apiVersion"))
        if fast is not None:
            try:
                msgspec.convert(item, fast[1])
            except (msgspec.ValidationError, RecursionError):
                pass    # the slow path words the error
            else:
                snap.add(fast[0], item)
                return
    _add_one(f"{where} items[{j}]", item, snap, exact)


class _ListOfRaw(msgspec.Struct):
    """A kubectl List with its items left undecoded (msgspec.Raw: a view of the file's bytes)."""
    kind: Any = None
    apiVersion: Any = None
    items: Optional[list[msgspec.Raw]] = None


_LIST_OF_RAW = msgspec.json.Decoder(_ListOfRaw)


def _mapped(path: Path):
    """The file's bytes as a read-only memory map (no copy of a 650 MB file into the heap: the
    kernel's page cache is read in place, ~0.4 s less system time at 150,000 pods); its bytes
    when it cannot be mapped. The map closes when the last msgspec.Raw view of it is gone."""
    import mmap

    try:
        with path.open("rb") as f:
            mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):   # empty file, a pipe, a filesystem without mmap
        return _read_bytes(path)
    try:
        mapped.madvise(mmap.MADV_SEQUENTIAL)
    except (AttributeError, OSError):
        pass
    return mapped


def _load_projected(path: Path, snap: Snapshot, projection) -> bool:
    """A List file of a resource the projection names (pods.json: `kubectl get pods -o json`,
    `doctor record`, `kubectl cluster-info dump`): each item decoded into the projected fields
    (validated by the decode). False: not such a file (another resource, not a List, not valid
    JSON, several documents): the caller reads it whole, and words any error as always.
    An item the projected types refuse, an item of another kind, and the objects the
    projection keeps whole are decoded whole from their bytes and take the usual path."""
    file_resource = _resource_from_filename(path)
    decoder = projection.decoder(file_resource.name) if file_resource is not None else None
    if decoder is None:
        return False
    data = _mapped(path)
    # No UTF-8 pass over the whole file (0.1 s per 650 MB): msgspec checks every string it
    # builds; bytes that are not UTF-8 in a kept field fail the item, which sends the whole file
    # to the usual reading (and its "not UTF-8 text" line); in a field the command never reads
    # they are left alone (`scan` reads the file whole and refuses it).
    try:
        doc = _LIST_OF_RAW.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return False
    kind, items = doc.kind, doc.items
    if items is None or not (kind is None or (type(kind) is str and kind.endswith("List"))):
        return False
    item_kind = kind[:-4] if type(kind) is str and kind != "List" else None
    if item_kind not in (None, file_resource.kind):
        return False
    list_api = doc.apiVersion if type(doc.apiVersion) is str else None
    where = str(path)
    whole = projection.whole_names
    want_kind, want_api = file_resource.kind, file_resource.api_version
    bucket = snap.objects.setdefault(file_resource.name, [])
    before, add = len(bucket), bucket.append
    lean = projection.lean(file_resource.name, snap.meta)
    lean_decoder, stays_lean = lean if lean is not None else (None, None)
    plain: dict[int, dict] = {}   # the lean pods: no operand, no GPU request, another namespace (PlainPods)
    for j, raw in enumerate(items):
        if lean_decoder is not None:
            # the pods whose fields doctor pending reads only in part (LEAN_POD); any other
            # pod, or one the lean types refuse, is decoded again below as before
            obj = project_item(raw, lean_decoder, whole)
            if obj is not None and stays_lean(obj) and obj.get("kind") == want_kind \
                    and obj.get("apiVersion") == want_api:
                add(obj)
                plain[id(obj)] = obj
                continue
        obj = project_item(raw, decoder, whole)
        if obj is not None and obj.get("kind") == want_kind and obj.get("apiVersion") == want_api:
            add(obj)
            continue
        # whole: the pod asked about, an item of another kind or naming none (typed by the List
        # or the file name), or an item to word an error about
        try:
            item = decode_json(raw)
        except DecodeFailed:   # JSON the API server never writes (a huge number, a lone surrogate):
            del bucket[before:]   # the whole file's reading words it, with the file's line and column
            return False
        _add_item(where, j, item, snap, True, kind, item_kind, list_api, file_resource)
    snap.recorded.add(file_resource.name)
    snap.objects_changed()
    if plain:
        if snap.plain_pods is not None and snap.plain_pods.namespace == projection.namespace:
            plain.update(snap.plain_pods.by_id)   # a second pods file of the same folder
        snap.plain_pods = PlainPods(projection.namespace, plain)
    return True


_FAST: dict[tuple, tuple[str, object] | None] = {}


def _fast_target(kind, api) -> tuple[str, object] | None:
    """(resource name, compiled shape) for the List fast path, cached per (kind, apiVersion);
    None: the object goes through _add_one (Secrets, kinds whose shape leaves spec or status
    out, foreign groups, odd types)."""
    if type(kind) is not str or (api is not None and type(api) is not str):
        return None
    key = (kind, api)
    if key not in _FAST:
        target = fast_type(kind, api) if kind != "Secret" else None
        _FAST[key] = (resource_for(kind, api).name, target) if target is not None else None
    return _FAST[key]


def _skip(snap: Snapshot, why: str) -> None:
    """An object that cannot be typed is left out with a warning naming the file; the load
    fails (with the first such line) only when nothing usable remains."""
    snap.warnings.append(f"{why}{_SKIPPED}")


_SKIPPED = ": skipped"


def _add_one(where: str, obj: dict, snap: Snapshot, exact: bool = True) -> None:
    kind = obj.get("kind")
    if isinstance(kind, str) and obj.get("metadata") is None:
        obj["metadata"] = {}
    problem = object_problem(obj, exact)   # the live source words a listed object the same way
    if problem is not None:
        raise InputError(f"{where}: {problem}")
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
