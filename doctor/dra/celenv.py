"""The CEL environment DRA device selectors run in, on the common-expression-language package.

What kube-scheduler gives a selector (k8s.io/dynamic-resource-allocation v0.35.4 cel/compile.go,
``DeviceMatches`` and ``newCompiler``):
- one variable, ``device``, with ``driver`` (string), ``attributes`` and ``capacity``: maps from a
  domain (the part of the qualified name before ``/``; the driver's name for unqualified names)
  to maps of identifiers; a domain nobody published reads as an empty map, so
  ``device.attributes["other.io"].x`` is a "no such key" runtime error while
  ``"x" in device.attributes["other.io"]`` is false; ``allowMultipleAllocations`` (bool) with
  the 1.34 consumable-capacity field set;
- attribute values: string, int, bool, and ``version`` as a semver value; capacity values as
  quantities;
- cel-go's ``ext.Bindings`` (``cel.bind``), the Kubernetes ``semver`` library
  (apiserver/pkg/cel/library/semverlib.go: ``semver``, ``isSemver``, ``major``, ``minor``,
  ``patch``, ``compareTo``, ``isGreaterThan``, ``isLessThan``) and ``quantity`` library
  (quantity.go: ``quantity``, ``isQuantity``, ``compareTo``, ``isGreaterThan``, ``isLessThan``,
  ``add``, ``sub``, ``asInteger``, ``asApproximateFloat``, ``isInteger``, ``sign``) and the
  string extensions.
The package (Rust ``cel`` crate) has the core language and cel-go's string extensions; the
semver and quantity values are carried as tagged maps and the library functions added here;
``cel.bind(v, init, body)`` is expanded before compiling (bind has no side effects, so
substituting ``(init)`` for ``v`` in ``body`` gives the same value). Left out: cost limits
(the API server enforces those when the object is written), shadowing a bound name by a
comprehension variable of the same name inside ``body``.
"""
from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

from ..kube.quantity import QuantityError, parse_quantity

_Q = "__quantity__"
_V = "__semver__"


def _cel():
    """The common-expression-language package, imported without its interactive CLI: its
    __init__ imports cel.cli (prompt_toolkit, rich, typer: 0.2-1.8 s here) only for the `cel`
    command. A placeholder module stands in for cel.cli when nothing imported it before."""
    import sys
    if "cel" not in sys.modules and "cel.cli" not in sys.modules:
        import types
        sys.modules["cel.cli"] = types.ModuleType("cel.cli")
    import cel
    return cel


class CelError(Exception):
    """Compile or runtime error, with cel-go-like wording where the two differ."""


# ---- semver / quantity values ----------------------------------------------------------------
_SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
                     r"(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?"
                     r"(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$")


def _parse_semver(text: str, normalize: bool = False):
    if not isinstance(text, str):
        return None
    if normalize:
        t = text[1:] if text.startswith("v") else text
        core, rest = re.match(r"^([0-9.]*)(.*)$", t).groups()
        parts = [p for p in core.split(".") if p != ""]
        parts = [str(int(p)) for p in parts if p.isdigit()] + ["0"] * (3 - len(parts))
        text = ".".join(parts[:3]) + rest
    m = _SEMVER.match(text)
    if not m:
        return None
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(4) or "")


def semver_value(text: str, normalize: bool = False) -> dict:
    return dict(_semver_cached(text, bool(normalize)))


@lru_cache(maxsize=4096)
def _semver_cached(text: str, normalize: bool) -> tuple:
    p = _parse_semver(text, normalize)
    if p is None:
        raise CelError(f"could not parse {text!r} as semver")
    return ((_V, f"{p[0]}.{p[1]}.{p[2]}" + (f"-{p[3]}" if p[3] else "")),)


def quantity_value(raw) -> dict:
    try:
        q = parse_quantity(raw)
    except QuantityError as exc:
        raise CelError(f"quantities must match the regular expression: {exc}") from None
    return {_Q: str(q)}


def _sv_key(v: dict):
    p = _parse_semver(v[_V])
    pre = p[3]
    # a pre-release sorts before the release; identifiers compare numerically when numeric
    pre_key = (1,) if not pre else (0, tuple((0, int(x), "") if x.isdigit() else (1, 0, x) for x in pre.split(".")))
    return (p[0], p[1], p[2], pre_key)


def _cmp(a, b) -> int:
    if isinstance(a, dict) and isinstance(b, dict):
        if _Q in a and _Q in b:
            x, y = Fraction(a[_Q]), Fraction(b[_Q])
            return (x > y) - (x < y)
        if _V in a and _V in b:
            x, y = _sv_key(a), _sv_key(b)
            return (x > y) - (x < y)
    raise CelError("no such overload")


def _q(a) -> Fraction:
    if isinstance(a, dict) and _Q in a:
        return Fraction(a[_Q])
    raise CelError("no such overload")


def _sv(a) -> tuple:
    if isinstance(a, dict) and _V in a:
        return _parse_semver(a[_V])
    raise CelError("no such overload")


def _as_int(a) -> int:
    q = _q(a)
    if q.denominator != 1 or not (-(2**63) <= q.numerator < 2**63):
        raise CelError("cannot convert value to integer")
    return q.numerator


def _stdlib() -> dict:
    """cel-go's string/list/math extensions that Kubernetes' base environment has
    (lowerAscii, split, indexOf, ...), as the package ships them."""
    try:
        from cel.stdlib import STDLIB_FUNCTIONS
    except ImportError:   # an older package: the core language only
        return {}
    return dict(STDLIB_FUNCTIONS)


def _quantity(raw):
    return quantity_value(raw)


def _semver(raw, normalize=False):
    return semver_value(raw, bool(normalize))


def _is_semver(raw, normalize=False):
    return _parse_semver(raw, bool(normalize)) is not None


def _is_quantity(raw):
    try:
        parse_quantity(raw)
        return True
    except (QuantityError, TypeError):
        return False


def _add(a, b):
    if isinstance(b, int):
        return {_Q: str(_q(a) + b)}
    return {_Q: str(_q(a) + _q(b))}


def _sub(a, b):
    if isinstance(b, int):
        return {_Q: str(_q(a) - b)}
    return {_Q: str(_q(a) - _q(b))}


@lru_cache(maxsize=None)
def functions() -> dict:
    """The environment's functions, built on first use: the stdlib extensions import the
    ``cel`` package (~0.3 s CPU), which every scan and pending paid at import time though
    only a DRA claim with a CEL selector needs it."""
    return {
        **_stdlib(),
        "semver": _semver, "isSemver": _is_semver, "quantity": _quantity, "isQuantity": _is_quantity,
        "compareTo": _cmp, "isGreaterThan": lambda a, b: _cmp(a, b) > 0, "isLessThan": lambda a, b: _cmp(a, b) < 0,
        "major": lambda a: _sv(a)[0], "minor": lambda a: _sv(a)[1], "patch": lambda a: _sv(a)[2],
        "add": _add, "sub": _sub, "asInteger": _as_int, "asApproximateFloat": lambda a: float(_q(a)),
        "isInteger": lambda a: _q(a).denominator == 1 and -(2**63) <= _q(a).numerator < 2**63,
        "sign": lambda a: (_q(a) > 0) - (_q(a) < 0),
    }


# ---- cel.bind expansion ----------------------------------------------------------------------
_TOKEN = re.compile(r"""(?x)
    (?P<str>[rRbB]{0,2}(?:'''(?:\\.|[^\\])*?'''|\"\"\"(?:\\.|[^\\])*?\"\"\"|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<space>\s+)
  | (?P<punct>.)""", re.S)


def _tokens(src: str) -> list[tuple[str, str]]:
    return [(m.lastgroup, m.group()) for m in _TOKEN.finditer(src)]


def expand_bind(src: str) -> str:
    """cel.bind(name, init, body) -> body with (init) for name; innermost first."""
    for _ in range(64):
        toks = _tokens(src)
        at = None
        for i in range(len(toks) - 3):
            if (toks[i] == ("ident", "cel") and toks[i + 1] == ("punct", ".") and toks[i + 2] == ("ident", "bind")
                    and i + 3 < len(toks) and toks[i + 3] == ("punct", "(")
                    and not (i > 0 and toks[i - 1] == ("punct", "."))):
                at = i
        if at is None:
            return src
        # split the arguments at top-level commas
        depth, args, cur, j = 0, [], [], at + 4
        while j < len(toks):
            kind, text = toks[j]
            if kind == "punct" and text in "([{":
                depth += 1
            elif kind == "punct" and text in ")]}":
                if depth == 0:
                    break
                depth -= 1
            if kind == "punct" and text == "," and depth == 0:
                args.append(cur)
                cur = []
            else:
                cur.append((kind, text))
            j += 1
        else:
            raise CelError("cel.bind: unbalanced parentheses")
        args.append(cur)
        if len(args) != 3:
            raise CelError("cel.bind() requires 3 arguments")
        name = [t for k, t in args[0] if k != "space"]
        if len(name) != 1 or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name[0]):
            raise CelError("cel.bind() variable names must be simple identifiers")
        init = "".join(t for _k, t in args[1]).strip()
        body_toks = args[2]
        out = []
        for n, (kind, text) in enumerate(body_toks):
            prev = next((t for k, t in reversed(body_toks[:n]) if k != "space"), None)
            if kind == "ident" and text == name[0] and prev != ".":
                out.append(f"({init})")
            else:
                out.append(text)
        src = "".join(t for _k, t in toks[:at]) + "(" + "".join(out).strip() + ")" + "".join(t for _k, t in toks[j + 1:])
    raise CelError("cel.bind nested too deeply")


_DOMAIN_REF = re.compile(r"""\b(attributes|capacity)\s*\[\s*(?:"([^"\\]*)"|'([^'\\]*)')\s*\]""")


_FIELD_REF = re.compile(r"""\b(attributes|capacity)\s*\[\s*(?:"([^"\\]*)"|'([^'\\]*)')\s*\]\s*\.\s*([A-Za-z_]\w*)\b(?!\s*\()""")
_IN_REF = re.compile(r"""(?:"([^"\\]*)"|'([^'\\]*)')\s+in\s+device\s*\.\s*(attributes|capacity)\s*\[\s*(?:"([^"\\]*)"|'([^'\\]*)')\s*\]""")


class Selector:
    """One compiled selector expression.

    Speed: handing the package a device's whole attribute map costs ~60 us an evaluation; a
    cluster repeats the same GPU model on every node. When every use of ``attributes`` /
    ``capacity`` in the expression is a literal ``[domain].name`` or ``"name" in [domain]``,
    the result depends only on those values, so it is computed once per distinct projection."""

    def __init__(self, expression: str) -> None:
        cel = _cel()
        self.expression = expression
        expanded = expand_bind(expression)
        self.domains = {(m.group(1), m.group(2) if m.group(2) is not None else m.group(3))
                        for m in _DOMAIN_REF.finditer(expanded)}
        # only the library functions the expression names travel with each evaluation
        # (passing all of them costs ~200 us a device); `contains` is the language's own
        names = {t for k, t in _tokens(expanded) if k == "ident"} | {
            f"{a}.{b}" for a, b in re.findall(r"\b([A-Za-z_]\w*)\s*\.\s*([A-Za-z_]\w*)", expanded)}
        self.functions = {n: f for n, f in functions().items() if n in names and n != "contains"}
        refs = set()
        for m in _FIELD_REF.finditer(expanded):
            refs.add((m.group(1), m.group(2) if m.group(2) is not None else m.group(3), m.group(4)))
        for m in _IN_REF.finditer(expanded):
            refs.add((m.group(3), m.group(4) if m.group(4) is not None else m.group(5),
                      m.group(1) if m.group(1) is not None else m.group(2)))
        uses = len(re.findall(r"\b(?:attributes|capacity)\b", expanded))
        literal = len(_FIELD_REF.findall(expanded)) + len(_IN_REF.findall(expanded))
        self.refs = tuple(sorted(refs)) if uses == literal else None
        self._memo: dict = {}
        try:
            self.program = cel.compile(expanded)
        except CelError:
            raise
        except Exception as exc:   # the package raises ValueError with the parser's message
            raise CelError(str(exc).strip()) from None

    def device_matches(self, device) -> bool:
        """For an api.Device; raises CelError like the scheduler's CEL runtime error."""
        if self.refs is None:
            return self.matches(device_env(device))
        values = _flat(device)
        key = (device.driver,) + tuple(_hashable(values.get(r, _ABSENT)) for r in self.refs)
        got = self._memo.get(key)
        if got is None:
            dev = {"driver": device.driver, "attributes": {}, "capacity": {}, "allowMultipleAllocations": False}
            for r in self.refs:
                kind, dom, ident = r
                bucket = dev[kind].setdefault(dom, {})
                if r in values:
                    bucket[ident] = values[r]
            try:
                got = self.matches({"device": dev})
            except CelError as exc:
                got = exc
            if len(self._memo) < 100_000:
                self._memo[key] = got
        if isinstance(got, CelError):
            raise got
        return got

    def matches(self, device_env: dict) -> bool:
        env = {**device_env, **self.functions} if self.functions else device_env
        missing = [(kind, dom) for kind, dom in self.domains if dom not in env["device"][kind]]
        if missing:
            dev = dict(env["device"])
            for kind, dom in missing:
                dev[kind] = {**dev[kind], dom: {}}
            env = {**env, "device": dev}
        try:
            result = self.program.execute(env)
        except KeyError as exc:
            raise CelError(f"no such key: {exc.args[0] if exc.args else ''}") from None
        except CelError:
            raise
        except Exception as exc:
            text = str(exc)
            if "No such overload" in text or "no such overload" in text:
                text = "no such overload"
            raise CelError(text.split(". CEL does not coerce")[0]) from None
        if not isinstance(result, bool):
            raise CelError(f"CEL result of type {type(result).__name__} could not be converted to bool")
        return result


_ABSENT = object()


def _hashable(v):
    return tuple(sorted(v.items())) if isinstance(v, dict) else v


def _flat(device) -> dict:
    """(kind, domain, identifier) -> CEL value, once per device (read straight from the device:
    a cluster has tens of thousands of them)."""
    got = getattr(device, "_cel_flat", None)
    if got is None:
        got = {}
        driver = device.driver
        for qname, val in device.attributes.items():
            v = _attr_cel(qname, driver, next(iter(val.items())))
            if v is not None:
                got[v[0]] = v[1]
        for qname, milli in device.capacity.items():
            domain, ident = _split(qname, driver)
            got[("capacity", domain, ident)] = _quantity_milli(milli)
        device._cel_flat = got
    return got


def _attr_cel(qname: str, driver: str, kv: tuple):
    kind, value = kv
    domain, ident = _split(qname, driver)
    if kind == "version":
        try:
            value = semver_value(str(value))
        except CelError:
            return None
    return ("attributes", domain, ident), value


@lru_cache(maxsize=4096)
def _quantity_str(milli: int) -> str:
    return str(Fraction(milli, 1000))


def _quantity_milli(milli: int) -> dict:
    return {_Q: _quantity_str(milli)}


@lru_cache(maxsize=4096)
def compile_selector(expression: str) -> Selector | CelError:
    """Compiled once per expression (the scheduler's celCache)."""
    try:
        return Selector(expression)
    except CelError as exc:
        return exc


def device_env(device) -> dict:
    """The ``device`` variable for one api.Device (cel/compile.go DeviceMatches)."""
    attrs: dict = {}
    for qname, val in device.attributes.items():
        domain, ident = _split(qname, device.driver)
        kind, value = next(iter(val.items()))
        if kind == "version":
            try:
                value = semver_value(str(value))
            except CelError:
                continue
        attrs.setdefault(domain, {})[ident] = value
    cap: dict = {}
    for qname, milli in device.capacity.items():
        domain, ident = _split(qname, device.driver)
        cap.setdefault(domain, {})[ident] = _quantity_milli(milli)
    return {"device": {"driver": device.driver, "attributes": attrs, "capacity": cap,
                       "allowMultipleAllocations": False}}


@lru_cache(maxsize=65536)
def _split(qname: str, driver: str) -> tuple[str, str]:
    if "/" in qname:
        domain, _, ident = qname.partition("/")
        return domain, ident
    return driver, qname
