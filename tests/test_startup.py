"""`doctor explain TEXT` and `doctor --help` start no slower than `import click, rich.console`
(issue 16; benchmarks/perf.py measures it). Guarded here without a clock, so a loaded machine
cannot make these flake: what the commands import, and how many regexes they compile.
- the catalogue and the event parsers compile nothing at import (LazyPattern), and a text compiles
  only the patterns whose literal needles it contains;
- the needles come from the generated table doctor/signatures/_needles.py, which must match the
  catalogue (`python -m doctor.signatures` regenerates it);
- the literal prefilters change no answer: every corpus text reads the same with them off."""
from __future__ import annotations

import copy
import json
import pickle
import re
import subprocess
import sys

import pytest

import doctor.signatures.events as events
from doctor.explain import explain
from doctor.signatures import LazyPattern, catalogue, needles_table_source, pattern_needles

PROBE = """
import json, sys
import doctor   # in a plain checkout this maps checks/ to doctor.checks (package set-up, not the command's doing)
before = set(sys.modules)
from doctor.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
modules = sorted(m for m in set(sys.modules) - before if m.startswith(("doctor", "rich", "kubernetes")))
from doctor.signatures import LazyPattern, catalogue
import doctor.signatures.events as ev
print(json.dumps({"modules": modules, "compiled": LazyPattern.compiled, "catalogue": len(catalogue()),
                  "event_regexes": sorted(k for k, v in vars(ev).items()
                                          if isinstance(v, LazyPattern) and "_compiled" in vars(v))}),
      file=sys.stderr)
"""


def _run(*args: str) -> dict:
    proc = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=60)
    return json.loads(proc.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize("output", ["text", "json", "html"])
def test_explain_imports_no_model_renderer_or_scheduler(output):
    got = _run("explain", "-o", output, "CUDA error: out of memory")
    mods = got["modules"]
    heavy = [m for m in mods if m.startswith(("doctor.model", "doctor.scheduler", "doctor.sources", "doctor.engine",
                                                "doctor.checks", "kubernetes", "rich"))]
    assert heavy == [], heavy
    assert "doctor.signatures" in mods and "doctor.explain" in mods   # it did run


def test_explain_compiles_only_what_the_text_needs():
    got = _run("explain", "CUDA error: out of memory")
    # measured 11 of ~130: the signatures with a needle in the line ('cuda error', 'out of memory', 'error')
    assert 0 < got["compiled"] <= got["catalogue"] // 5, got
    assert got["event_regexes"] == [], "a line without any scheduler words compiled an event regex"


def test_scheduling_text_compiles_its_parser_only():
    got = _run("explain", "0/6 nodes are available: 6 Insufficient nvidia.com/gpu.")
    assert "_KS_ANY" in got["event_regexes"]
    assert not {"_GANG", "_KUEUE", "_KAI", "_LEGACY", "_CA", "_FIT_NODE"} & set(got["event_regexes"]), got


def test_help_imports_neither_model_nor_catalogue():
    mods = _run("--help")["modules"]
    assert not [m for m in mods if m.startswith(("doctor.model", "doctor.signatures", "doctor.explain", "rich"))], mods


def test_nothing_compiles_at_import():
    code = ("import doctor.explain, doctor.signatures.events\n"
            "from doctor.signatures import LazyPattern, catalogue, _index\n"
            "catalogue(); _index()\n"
            "print(LazyPattern.compiled)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "0", out.stderr


def test_needles_table_is_current():
    from doctor.signatures._needles import NEEDLES
    from doctor.signatures.not_stack import ENTRIES   # gated by the same table

    stale = []
    for s in (*catalogue(), *ENTRIES):
        key = (s.pattern.pattern, int(s.pattern.flags))
        want = pattern_needles(*key)
        if key not in NEEDLES or NEEDLES[key] != want:
            stale.append(s.id)
    assert not stale, (f"doctor/signatures/_needles.py is stale for {stale}: run `python -m doctor.signatures` "
                       "(explain still works, but computes these at startup)")


def test_needles_table_source_is_valid_python_and_complete():
    ns: dict = {}
    exec(needles_table_source(), ns)
    assert {(s.pattern.pattern, s.pattern.flags) for s in catalogue()} <= set(ns["NEEDLES"])


def test_lazy_pattern_reads_like_re_pattern():
    lp = LazyPattern(r"Xid (?P<xid>\d+)", re.I)
    rx = re.compile(r"Xid (?P<xid>\d+)", re.I)
    assert (lp.pattern, lp.flags) == (rx.pattern, rx.flags)
    assert lp == rx and hash(lp) == hash(LazyPattern(r"Xid (?P<xid>\d+)", re.I))
    assert "_compiled" not in vars(lp)                      # .pattern/.flags/== did not compile it
    assert lp.search("NVRM: xid 79").group("xid") == "79"
    assert lp.groupindex == rx.groupindex and lp.groups == 1
    assert lp.sub("X", "xid 1, XID 2") == rx.sub("X", "xid 1, XID 2")
    assert pickle.loads(pickle.dumps(lp)) == lp and copy.deepcopy(lp) is lp
    for flags in (re.S | re.I, re.M, 0, re.A):
        assert LazyPattern("a.b", flags).flags == re.compile("a.b", flags).flags


def _corpus_texts() -> list[str]:
    sys.path.insert(0, "tests")
    import corpus

    texts = []
    for name in dir(corpus):
        if name.endswith("_samples") and callable(getattr(corpus, name)) and name != "batch_samples":
            texts += [s["text"] for s in getattr(corpus, name)()]
    for batch in getattr(corpus, "UNTUNED_BATCHES", ()):   # round 14 on: batch_samples(name)
        texts += [s["text"] for s in corpus.batch_samples(batch)]
    return texts


TRICKY = [
    "0/3 nodes are available: 3 Insufficient nvidia.com/gpu. preemption: 0/3 nodes are available: "
    "3 No preemption victims found for incoming pod.",
    "preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.",
    "0/3 nodes are avail\u212able: 3 Insufficient cpu.",                 # Kelvin sign: re.I folds it to k
    "  message: '0/4 nodes are available: 1 node(s) had untolerated taint {a: b},\n    3 Insufficient cpu.'",
    "Warning  FailedScheduling  0/2 nodes are available:\n  1 Insufficient memory\n  1 node(s) were unschedulable",
    "\x1b[31m0/5 nodes are available\x1b[0m: 5 Insufficient nvidia.com/gpu.",
    "pod group is not ready, 1 minAvailable, 7 Running, 89 Pending; Pending: 89 Unschedulable",
    "POD GROUP IS NOT READY, 2/4 TASKS IN GANG UNSCHEDULABLE: 2 Pending",
    "pod didn't trigger scale-up: 2 Insufficient nvidia.com/gpu, 1 max node group size reached",
    "couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100, 4 more needed",
    "insufficient quota for nvidia.com/gpu in flavor default, request > maximum capacity",
    "no nodes with enough resources were found: 3 node(s) didn't match pod affinity",
    "fit failure summary on nodes : Insufficient GPU (2), PodToleratesNodeTaints (1)",
    "fit failure on node (gpu-1): Insufficient nvidia.com/gpu\nfit failure on node (gpu-2): MatchNodeSelector",
    "pod has unbound immediate PersistentVolumeClaims. not found",
    "５/６ nodes are available",
]


@pytest.mark.parametrize("batch", ["tricky", "corpus"])
def test_prefilters_change_no_answer(monkeypatch, batch):
    texts = TRICKY if batch == "tricky" else _corpus_texts()
    texts = texts + [line for t in texts for line in t.splitlines()]
    fast = [(events.parse_event(t), explain(t)["scheduling"]) for t in texts]
    monkeypatch.setattr(events, "_PREFILTER", False)
    slow = [(events.parse_event(t), explain(t)["scheduling"]) for t in texts]
    assert fast == slow
    assert sum(1 for f, _ in fast if f is not None) >= (10 if batch == "tricky" else 50)   # it parsed real messages


def test_needles_never_hide_a_match():
    """The prefilter is sound: every signature whose regex matches a corpus line (or the line joined
    with the next, as wrapped messages are read) is among that line's candidates."""
    from doctor.signatures import _candidates, clean_line

    lines = sorted({clean_line(x) for t in _corpus_texts() for x in t.splitlines()} | {clean_line(t) for t in TRICKY})
    lines += [a + " " + b for a, b in zip(lines[::7], lines[1::7])]
    sigs = catalogue()
    hits = hidden = 0
    for line in lines:
        cands = {s.id for s in _candidates(line.lower())}
        for s in sigs:
            if s.pattern.search(line):
                hits += 1
                if s.id not in cands:
                    hidden += 1
                    pytest.fail(f"{s.id} matches {line!r} but its needles do not occur in it")
    assert hits > 500 and hidden == 0


PENDING_PROBE = """
import json, sys
import doctor
from doctor.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
import doctor.sources.shape as shape
print(json.dumps({"modules": sorted(m for m in sys.modules if m.split(".")[0] in ("kubernetes", "yaml", "rich",
                                                                                   "jinja2", "urllib3")),
                  "validators": sorted(shape._VALIDATORS), "kinds": len(shape.SHAPES)}), file=sys.stderr)
"""


def test_pending_from_files_imports_and_compiles_only_what_it_uses(fixtures_dir):
    """`doctor pending NS/POD --from DIR -o json`: no kubernetes client, renderer library or YAML
    parser for a JSON recording, and the Python shape validators (what msgspec's typed decode does not cover) compiled for no kind of a
    JSON recording (they were all compiled at import: ~5 ms of every run)."""
    folder = fixtures_dir / "pending-cordoned"
    pods = json.loads((folder / "pods.json").read_text())["items"]
    pod = next(p for p in pods if not p["spec"].get("nodeName"))["metadata"]
    proc = subprocess.run([sys.executable, "-c", PENDING_PROBE, "--no-plugins", "pending",
                           f"{pod['namespace']}/{pod['name']}", "--from", str(folder), "-o", "json"],
                          capture_output=True, text=True, timeout=60)
    got = json.loads(proc.stderr.strip().splitlines()[-1])
    assert got["modules"] == [], got["modules"]
    assert got["validators"] == [] and got["kinds"] > 20, got
