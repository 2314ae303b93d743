"""The YAML of a fix's patch as PyYAML's safe dumpers write it (sort_keys=False,
default_flow_style=False), written here for the simple documents fixes are made of, so that a
scan or a pending report need not import PyYAML (13 ms) or pay ~60 us a dump.
tests/test_workloads_yaml.py holds the text equal to CSafeDumper's and to safe_dump's."""
from __future__ import annotations

import re


def simple_yaml(data) -> str | None:
    """Block-style YAML of `data` as PyYAML's dumpers write it with sort_keys=False and
    default_flow_style=False (safe_dump and CSafeDumper agree on this subset), or None when the
    simple writer declines it (the caller then asks PyYAML): no 13 ms PyYAML import for a scan
    whose fixes are all simple."""
    lines: list[str] = []
    if type(data) is dict and data and _simple_yaml(data, lines, "", 0, set()):
        return "\n".join(lines) + "\n"
    return None


def dump_yaml(data, *, c_dumper: bool = False) -> str:
    """`data` as block-style YAML: simple_yaml's text, else PyYAML's (imported only then) with
    safe_dump's settings; c_dumper: libyaml's CSafeDumper where PyYAML has it (same text, faster)."""
    text = simple_yaml(data)
    if text is not None:
        return text
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper) if c_dumper else yaml.SafeDumper
    return yaml.dump(data, Dumper=dumper, sort_keys=False, default_flow_style=False)


# a string PyYAML's safe dumper writes plain (unquoted): a letter or / first, then only letters,
# digits and . _ / - (no ': ', '#', quotes, spaces, flow or block indicators), short enough to be
# a simple key and never wrapped; or a resource quantity with a unit ('96Gi', '500m', '1.5Ti'),
# which no YAML 1.1 number or timestamp pattern matches; and not a word YAML 1.1 reads as a
# boolean or null (resolver.py: yes/no/true/false/on/off in three casings, null/Null/NULL).
# Numbers, timestamps, '.inf' and '<<' cannot start with a letter or /.
_PLAIN_STR = re.compile(r"[A-Za-z/][A-Za-z0-9._/-]{0,99}|[0-9]{1,20}(?:\.[0-9]{1,20})?(?:[KMGTPE]i|[numkMGTPE])")
_YAML11_WORDS = frozenset(w for base in ("yes", "no", "true", "false", "on", "off", "null")
                          for w in (base, base.capitalize(), base.upper()))


# a string YAML 1.1 would read as a decimal int ('534', '-1', '0'): PyYAML single-quotes it
_INT_STR = re.compile(r"-?(?:0|[1-9][0-9]{0,18})")


def _simple_scalar(value) -> str | None:
    t = type(value)
    if t is str:
        if _PLAIN_STR.fullmatch(value) and value not in _YAML11_WORDS:
            return value
        if _INT_STR.fullmatch(value):
            return f"'{value}'"
        return None
    if t is int:
        return str(value)
    if t is bool:
        return "true" if value else "false"
    if value is None:
        return "null"
    return None     # floats, other types: PyYAML's own rules


def _simple_yaml(data, lines: list, indent: str, depth: int, seen: set) -> bool:
    """Block-style YAML of a non-empty dict as PyYAML writes it (two-space indents; a list under a
    key at the key's own indent, '- ' before each item; a dict item's first entry on the dash's
    line), appended to `lines`; False (lines then undefined) for anything else: empty
    collections, lists in lists, keys or strings _simple_scalar does not take, deep trees, and a
    dict or list met twice (PyYAML writes an anchor and an alias)."""
    if depth > 20 or id(data) in seen:
        return False
    seen.add(id(data))
    for k, v in data.items():
        key = _simple_scalar(k) if type(k) is str else None
        if key is None:
            return False
        if type(v) is dict:
            if not v:
                return False
            lines.append(f"{indent}{key}:")
            if not _simple_yaml(v, lines, indent + "  ", depth + 1, seen):
                return False
        elif type(v) is list:
            if not v:
                return False
            lines.append(f"{indent}{key}:")
            if not _simple_seq(v, lines, indent, depth + 1, seen):
                return False
        else:
            text = _simple_scalar(v)
            if text is None:
                return False
            lines.append(f"{indent}{key}: {text}")
    return True


def _simple_seq(items: list, lines: list, indent: str, depth: int, seen: set) -> bool:
    if id(items) in seen:
        return False
    seen.add(id(items))
    for item in items:
        if type(item) is dict:
            if not item:
                return False
            start = len(lines)
            if not _simple_yaml(item, lines, indent + "  ", depth + 1, seen):
                return False
            lines[start] = f"{indent}- " + lines[start][len(indent) + 2:]
        elif type(item) is list:
            return False
        else:
            text = _simple_scalar(item)
            if text is None:
                return False
            lines.append(f"{indent}- {text}")
    return True
