"""The typed, validating decoder shared by the fixture and live sources.

Two steps, both in msgspec's C code:
- `decode_json(where, data)`: bytes -> plain dicts and lists (every field kept, exactly what
  `json.loads` gives: checks, evidence pointers and `record` see the object as kubectl printed
  it), about 0.55x the CPU of `json.loads`. A malformed file, an integer outside int64/uint64
  (the API server's own range; Python's `json` dies on 4,300+ digits), a lone UTF-16 surrogate
  or NaN/Infinity is one InputError naming the file, line and column.
- `validate(obj)`: the same type rules as `shape.SHAPES` (the fields checks read), compiled
  once into msgspec TypedDicts and checked with `msgspec.convert`, about 6x faster than the
  Python walk in shape.py. Only when an object fails does the Python walk run again, so the
  message is exactly shape.py's ("spec.containers[0].resources must be an object, got a
  string").

Measured on a synthetic 15,000-pod pods.json (benchmarks/synth.py, CPU seconds, GC off):
json.loads 0.51-0.61, msgspec.json.decode 0.31; shape.check_shape over every pod 0.35,
msgspec.convert against the compiled shape 0.06.
"""
from __future__ import annotations

import json
import re
from typing import Any, Optional, TypedDict, Union

import msgspec

from .shape import SHAPES, MapOf, ShapeError, check_shape, shape_applies

_decoder = msgspec.json.Decoder()

# ---- decoding ------------------------------------------------------------------------------


class DecodeFailed(ValueError):
    """`message` is one line without the file name; `extra_data` marks several JSON documents
    back to back (the `kubectl cluster-info dump` stream), for the caller's stream parser."""

    def __init__(self, message: str, extra_data: bool = False, truncated: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.extra_data = extra_data
        self.truncated = truncated


_LONE_SURROGATE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                             r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}")


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def decode_json(data: bytes, text: str | None = None) -> Any:
    """Plain Python objects from JSON bytes (valid UTF-8 assumed: the caller decoded them).
    Raises DecodeFailed with today's wording ("invalid JSON at line L column C: ...")."""
    try:
        return _decoder.decode(data)
    except RecursionError:
        raise DecodeFailed("JSON nested too deeply to be a Kubernetes object") from None
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        fast_error = str(exc)
    # the slow path runs only for a file that is wrong: the stdlib parser's message names
    # line and column, and it accepts what msgspec refuses (NaN, huge integers, surrogates)
    if text is None:
        text = bytes(data).decode("utf-8", errors="replace")   # bytes, or a msgspec.Raw view
    try:
        json.loads(text)
    except RecursionError:
        raise DecodeFailed("JSON nested too deeply to be a Kubernetes object") from None
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":
            raise DecodeFailed(exc.msg, extra_data=True) from None
        truncated = exc.pos >= len(text.rstrip())
        raise DecodeFailed(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
                           f"{' (file truncated?)' if truncated else ''}", truncated=truncated) from None
    except ValueError:  # int(): "Exceeds the limit (4300 digits) for integer string conversion"
        raise DecodeFailed(_huge_number(text)) from None
    raise DecodeFailed(_why_refused(text, fast_error)) from None


_LONG_NUMBER = re.compile(r"(?<![\w.\"\\])-?\d{20,}")


def _huge_number(text: str) -> str:
    m = _LONG_NUMBER.search(text)
    if not m:
        return "invalid JSON: a number too large to read (Kubernetes integers fit in 64 bits)"
    line, col = _line_col(text, m.start())
    return (f"invalid JSON at line {line} column {col}: a number of {len(m.group(0).lstrip('-')):,} digits "
            f"(Kubernetes integers fit in 64 bits)")


_BYTE = re.compile(r"\(byte (\d+)\)")
_AT = re.compile(r" - at `\$(.*)`$")


def _why_refused(text: str, fast_error: str) -> str:
    """JSON the stdlib reads but the API server never writes (Go's encoding/json replaces lone
    surrogates and has no NaN; int64 is Kubernetes' widest integer): say what and where."""
    m = _LONE_SURROGATE.search(text)
    if m:
        line, col = _line_col(text, m.start())
        return (f"invalid JSON at line {line} column {col}: lone UTF-16 surrogate {m.group(0)} "
                f"(not a Unicode character)")
    if "out of range" in fast_error:  # an integer past uint64, a float past 1.8e308
        return _huge_number(text)
    m = _BYTE.search(fast_error)
    reason = _BYTE.sub("", fast_error).replace("JSON is malformed: ", "").strip()
    if m:
        pos = len(text.encode("utf-8")[:int(m.group(1))].decode("utf-8", errors="ignore"))
        line, col = _line_col(text, pos)
        return f"invalid JSON at line {line} column {col}: {reason}"
    return f"invalid JSON: {reason}"


def check_text(text: str) -> None:
    """For documents parsed by the stdlib (the cluster-info dump stream): refuse lone
    surrogates as decode_json does (they crash the terminal writer later)."""
    m = _LONE_SURROGATE.search(text) if "\\u" in text else None
    if m:
        line, col = _line_col(text, m.start())
        raise DecodeFailed(f"invalid JSON at line {line} column {col}: lone UTF-16 surrogate {m.group(0)} "
                           f"(not a Unicode character)")


def decode_whole(data) -> Any:
    """decode_json's fast path alone: plain objects from JSON bytes or a memory map, or
    DecodeFailed without a message (the caller reads the file again to word the error)."""
    try:
        return _decoder.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        raise DecodeFailed("") from None


class _Page(msgspec.Struct):
    """A List (or one page of it) with its items left undecoded (msgspec.Raw: views of the body)."""
    kind: Any = None
    apiVersion: Any = None
    metadata: Any = None
    items: Optional[list[msgspec.Raw]] = None


_PAGE = msgspec.json.Decoder(_Page)


def project_item(raw, item_decoder, whole_names=frozenset()) -> dict | None:
    """One List item (msgspec.Raw) decoded into a projection's fields; None when it must be decoded
    whole: the projected types refuse it, it is no object with a metadata object, or it is named
    in `whole_names` (the object asked about)."""
    try:
        obj = item_decoder.decode(raw)
    except (msgspec.DecodeError, RecursionError):   # ValidationError is a DecodeError
        return None
    meta = obj.get("metadata") if type(obj) is dict else None
    if type(meta) is not dict or meta.get("name") in whole_names:
        return None
    return obj


def decode_list(data: bytes, item_decoder, whole_names=frozenset()) -> dict | None:
    """A List body whose items `item_decoder` (a projection's, doctor/sources/projection.py)
    decodes into the fields a command reads; an item it refuses, or one named in
    `whole_names` (the object asked about), is decoded whole. None when the body is not a List
    of objects: the caller decodes it whole (and words any error as always)."""
    try:
        page = _PAGE.decode(data)
    except (msgspec.DecodeError, RecursionError):
        return None
    if page.items is None:
        return None
    items = []
    for raw in page.items:
        obj = project_item(raw, item_decoder, whole_names)
        items.append(obj if obj is not None else decode_json(raw))
    doc: dict = {"items": items}
    for key in ("kind", "apiVersion", "metadata"):
        value = getattr(page, key)
        if value is not None:
            doc[key] = value
    return doc


# ---- validation ----------------------------------------------------------------------------

_LEAF = {str: str, int: int, float: float, bool: bool, dict: dict[str, Any], list: list[Any]}


def _to_type(shape, name: str):
    if isinstance(shape, dict):
        fields = {}
        for key, sub in shape.items():
            sub_type = _to_type(sub, name + "_" + _ident(key))
            fields[key] = Optional[sub_type]
        return TypedDict(name, fields, total=False)
    if isinstance(shape, MapOf):
        value_type = _to_type(shape.value, name + "_value")
        return dict[str, Optional[value_type]]
    if isinstance(shape, list):
        item_type = _to_type(shape[0], name + "_item")
        return list[item_type]
    leaves = tuple(_LEAF[t] for t in (shape if isinstance(shape, tuple) else (shape,)))
    return leaves[0] if len(leaves) == 1 else Union[leaves]


def _ident(key: str) -> str:
    return re.sub(r"\W", "_", key)


def _to_check_type(shape, name: str):
    """The same type rules as _to_type, for validation only (the result of msgspec.convert is
    thrown away): objects become msgspec Structs instead of TypedDicts. Same fields, same
    Optional leaves, unknown keys ignored alike, so it accepts and refuses exactly what the
    TypedDict does (tests/test_fuzz_shapes.py), but converting into a Struct fills slots instead
    of building and hashing a dict per object: 15,000 synthetic pods 0.165 s -> 0.114 s.
    A sub-shape shape.py shares between kinds (META, POD_SPEC, TEMPLATE, CONTAINER, ...) is built
    once and shared (_CHECK_TYPES, by identity: SHAPES is never changed): a pod, a Deployment, a
    ReplicaSet and a DaemonSet had each built, and msgspec analysed, their own copy of the pod
    spec's ~60 Structs (fixtures/demo: ~20 ms of a scan's start). The Struct's name (the first
    kind and path that built it) is in no message: msgspec words errors by type and path."""
    if isinstance(shape, (dict, MapOf, list)):
        built = _CHECK_TYPES.get(id(shape))
        if built is not None:
            return built
    if isinstance(shape, dict):
        fields = [(f"f{i}", Optional[_to_check_type(sub, name + "_" + _ident(key))],
                   msgspec.field(default=None, name=key)) for i, (key, sub) in enumerate(shape.items())]
        built = msgspec.defstruct(name, fields, gc=False)
    elif isinstance(shape, MapOf):
        built = dict[str, Optional[_to_check_type(shape.value, name + "_value")]]
    elif isinstance(shape, list):
        built = list[_to_check_type(shape[0], name + "_item")]
    else:
        return _to_type(shape, name)
    _CHECK_TYPES[id(shape)] = built
    return built


_CHECK_TYPES: dict[int, Any] = {}   # id(sub-shape of SHAPES) -> its validation type


_TYPES: dict[str, Any] = {}


def _type_of(kind: str):
    """The compiled validation type of a kind's shape, built on first use (building all of them
    costs ~80 ms of typing machinery at import; a fixture holds a handful of kinds)."""
    target = _TYPES.get(kind)
    if target is None and kind in SHAPES:
        target = _TYPES[kind] = _to_check_type(SHAPES[kind], kind)
    return target


def validate(obj: dict, exact_types: bool = True) -> None:
    """Raises ShapeError with shape.py's message when a field the checks read has the wrong
    type. `exact_types=False` (YAML: timestamps, NaN) goes straight to the Python walk."""
    kind = obj.get("kind")
    target = _type_of(kind) if type(kind) is str else None
    if target is None or not shape_applies(obj):
        return
    if exact_types:
        try:
            msgspec.convert(obj, target)
            return
        except msgspec.ValidationError as exc:
            fast_error = str(exc)
        except RecursionError:
            fast_error = "nested too deeply"
    check_shape(obj)   # raises the precise message
    if exact_types:    # msgspec refused what the Python walk accepts: say msgspec's reason
        m = _AT.search(fast_error)
        where = m.group(1).lstrip(".") if m else ""
        what = fast_error[:m.start()] if m else fast_error
        raise ShapeError(f"{where} {what[:1].lower()}{what[1:]}".strip())


def fast_type(kind, api):
    """The compiled type that validates everything `fixtures._add_one` checks by hand for an
    object of this kind and apiVersion (metadata, spec and status all in its shape), else None:
    the loader's fast path then needs one msgspec.convert call per object and nothing else."""
    if type(kind) is not str or (api is not None and type(api) is not str):
        return None
    shape = SHAPES.get(kind)
    if shape is None or not {"metadata", "spec", "status"} <= set(shape):
        return None
    if not shape_applies({"kind": kind, "apiVersion": api}):
        return None
    return _type_of(kind)


# ---- one object, worded as the file loader words it -----------------------------------------


def object_problem(obj: dict, exact_types: bool = True) -> str | None:
    """What is wrong with one object, in one line ("Pod team-a/train-0: spec.containers must be a
    list, got a string"), else None: the file loader (fixtures._add_one) puts the file and
    "items[N]" in front, the live source the resource and "items[N]" (the same words either way:
    tests/live/test_live_malformed.py). `exact_types=False`: YAML (see validate)."""
    kind = obj.get("kind")
    if not isinstance(kind, str):
        return f"'kind' must be a string, got {type(kind).__name__}"
    meta = obj.get("metadata")
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        return f"'metadata' must be an object, got {type(meta).__name__}"
    for key in ("name", "namespace", "uid"):
        if key in meta and meta[key] is not None and not isinstance(meta[key], str):
            return f"metadata.{key} must be a string, got {type(meta[key]).__name__}"
    for key in ("spec", "status"):
        if key in obj and obj[key] is not None and not isinstance(obj[key], dict):
            return f"'{key}' of {kind} {meta.get('name')!r} must be an object, got {type(obj[key]).__name__}"
    try:
        validate(obj, exact_types)
    except ShapeError as exc:
        ns = meta.get("namespace")
        return f"{kind} {ns + '/' if ns else ''}{meta.get('name')}: {exc}"
    return None
