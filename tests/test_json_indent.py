"""doctor.render.json_out writes the report with the C encoder plus msgspec.json.format instead of
the stdlib's pure-Python indenting encoder (issue 16): the bytes must be exactly what
json.dumps(data, indent=2, ensure_ascii=False, default=str) writes."""
from __future__ import annotations

import json

import pytest

from testlib import FIXTURES
from doctor.render.json_out import _indented

EDGES = [
    {"a": "x\u001by\n\t\"\\ é 中 \u2028 \u007f 😀 \x00", "b": [], "c": {}, "e": {"": ""}, 5: "an int key",
     "d": [[], {}, [1, 2.5, 1e-07, 1e300, -0.0, 12345678901234567890, 10 ** 40], None, True, False]},
    [1, {"x": [{"y": []}]}], "str", 1, None, {}, [],
    {"nan": float("nan"), "inf": float("inf")},          # not JSON: msgspec refuses, the stdlib writes it
    {"lone surrogate": "\udc80"},                          # cannot be UTF-8: the stdlib way
    {"object": object.__new__(type("X", (), {"__str__": lambda self: "as str"}))},   # default=str
]


@pytest.mark.parametrize("data", EDGES, ids=range(len(EDGES)))
def test_same_text_as_the_stdlib(data):
    import msgspec  # noqa: F401  (the fast path runs only when msgspec is loaded, as in every scan)

    assert _indented(data) == json.dumps(data, indent=2, ensure_ascii=False, default=str)


@pytest.mark.parametrize("folder", sorted(p.name for p in FIXTURES.iterdir() if p.is_dir() and not p.name.startswith("_")))
def test_every_fixture_report_is_byte_identical(folder):
    """The report dict of a scan of every fixture (every check's findings, evidence values quoted
    from the cluster, facts) gives the same text both ways."""
    import msgspec  # noqa: F401
    from doctor.engine import run_checks
    from doctor.errors import DoctorError
    from doctor.registry import discover
    from doctor.render.json_out import report_dict
    from doctor.sources.fixtures import load_paths

    try:
        snap = load_paths([str(FIXTURES / folder)])
    except DoctorError:
        pytest.skip(f"{folder} is refused on load (the hostile-input cases)")
    data = report_dict(run_checks(discover(plugins=False), snap))
    assert _indented(data) == json.dumps(data, indent=2, ensure_ascii=False, default=str)
