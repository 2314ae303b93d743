"""A bounded random fuzzer over the recorded fixtures (issue 11): each case mutates one file of
a fixture folder (a value's type, a truncation, a huge number or string, a lone surrogate,
deep nesting, escape sequences, a missing field, nvidia-smi XML damage), writes the folder
to a scratch directory and runs the real CLI on it in-process (`scan`, `pending`, `node`,
`record --from`). A case fails when the run ends in exit 70 (internal error), a traceback,
an exit code outside the contract (0, 1, 2, 3), a raw control/bidi character on stdout or
stderr, or no answer within the per-case limit (a hang).

    python tests/fuzz_hostile.py --cases 5000 --seed 11 --budget 0     # the long run
    DOCTOR_FUZZ_CASES=5000 DOCTOR_FUZZ_BUDGET=0 pytest -q tests/test_fuzz_hostile.py -s

CI runs tests/test_fuzz_hostile.py with a fixed seed, a few hundred cases and a time budget.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
SCENARIOS = ["demo", "pending-anti-affinity", "pending-taint", "pending-kueue-gated", "workloads-ray",
             "zombie-gpu-hogging", "distributed-ifname", "gpu-operator-broken", "dra-healthy", "hostile",
             "hw-nvidia-smi", "nvidia-smi", "pending-volcano-gang", "gpu-time-slicing"]
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
ESCAPES = ["\x1b]52;c;ZWNobyBvd25lZA==\x07", "\x1b[2J\x1b[H", "\u202e", "\u2066", "\u200b", "\x9b31m", "\x07"]
WEIRD = [None, 0, -1, 1.5, True, "", "x", [], {}, [None], [{}], {"a": [1]}, "<script>", 10 ** 30]


class Hang(BaseException):
    """Raised by the per-case alarm (a BaseException: the CLI's `except Exception` lets it by)."""


@dataclass
class Stats:
    runs: int = 0
    crashes: int = 0
    hangs: int = 0
    bad_output: int = 0
    by_exit: dict = field(default_factory=dict)
    by_operator: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)
    seconds: float = 0.0

    def line(self) -> str:
        return (f"fuzz: {self.runs} runs, {self.crashes} crashes, {self.hangs} hangs, {self.bad_output} with raw "
                f"control characters, exits {dict(sorted(self.by_exit.items()))}, {self.seconds:.1f}s")


# ---- mutation operators (each returns the new file text, or None when it does not apply) --------

def _paths(obj, path=(), depth=0):
    yield path
    if depth > 12:
        return
    if isinstance(obj, dict):
        for k, v in list(obj.items())[:30]:
            yield from _paths(v, path + (k,), depth + 1)
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:3]):
            yield from _paths(v, path + (i,), depth + 1)


def _set(doc, path, value):
    holder = doc
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value


def _json_mutation(rng: random.Random, text: str, op: str) -> str | None:
    try:
        doc = json.loads(text)
    except ValueError:
        return None
    paths = [p for p in _paths(doc) if p]
    if not paths:
        return None
    path = rng.choice(paths)
    if op == "type":
        _set(doc, path, rng.choice(WEIRD))
    elif op == "huge-number":
        return json.dumps(doc).replace(json.dumps(_get(doc, path)), "9" * rng.choice([400, 4400, 20000]), 1) \
            if isinstance(_get(doc, path), (int, float)) and not isinstance(_get(doc, path), bool) else \
            _replace_value(doc, path, "9" * rng.choice([400, 4400]))
    elif op == "huge-string":
        _set(doc, path, "A" * rng.choice([70_000, 300_000]))
    elif op == "escapes":
        _set(doc, path, f"x{rng.choice(ESCAPES)}{rng.choice(ESCAPES)}y")
    elif op == "surrogate":
        return _replace_value(doc, path, '"\\ud800x"')
    elif op == "deep":
        return _replace_value(doc, path, "[" * 5000 + "]" * 5000)
    elif op == "drop":
        holder = doc
        for key in path[:-1]:
            holder = holder[key]
        try:
            del holder[path[-1]]
        except (KeyError, IndexError, TypeError):
            return None
    elif op == "non-finite":
        return _replace_value(doc, path, rng.choice(["NaN", "Infinity", "-Infinity", "1e999"]))
    elif op == "traversal":
        _set(doc, path, rng.choice(["../../../../tmp/doctor-fuzz-escape", "/tmp/doctor-fuzz-abs", "..", "a/b"]))
    else:
        return None
    return json.dumps(doc)


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def _replace_value(doc, path, raw: str) -> str:
    marker = "__doctor_fuzz_marker__"
    _set(doc, path, marker)
    return json.dumps(doc).replace(json.dumps(marker), raw, 1)


def _xml_mutation(rng: random.Random, text: str, op: str) -> str | None:
    if op == "huge-number":
        return re.sub(r">(\s*)(-?)\d+(\.\d+)?", lambda m: ">" + m.group(1) + "9" * 400, text, count=rng.randint(1, 50))
    if op == "escapes":
        return re.sub(r"<product_name>[^<]*", lambda m: "<product_name>" + rng.choice(ESCAPES), text)
    if op == "type":
        return re.sub(r"<(fb_memory_usage|temperature|gpu)>", "<\\1><junk>1</junk>", text, count=1)
    return None


OPERATORS = ["type", "type", "type", "truncate", "huge-number", "huge-string", "escapes", "surrogate", "deep",
             "drop", "drop", "non-finite", "traversal", "bytes"]


def mutate(rng: random.Random, files: dict[str, bytes]) -> tuple[dict[str, bytes], str, str]:
    candidates = [n for n in files if n.endswith((".json", ".yaml", ".yml", ".xml"))]
    name = rng.choice(candidates)
    op = rng.choice(OPERATORS)
    raw = files[name]
    out = dict(files)
    if op == "truncate":
        out[name] = raw[: rng.randrange(max(len(raw), 1))]
    elif op == "bytes":
        cut = rng.randrange(max(len(raw), 1))
        out[name] = raw[:cut] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + raw[cut:]
    else:
        text = raw.decode("utf-8", "replace")
        new = _xml_mutation(rng, text, op) if name.endswith(".xml") else _json_mutation(rng, text, op) \
            if name.endswith(".json") else None
        if new is None:
            out[name] = raw[: len(raw) // 2]
            op = "truncate"
        else:
            out[name] = new.encode("utf-8", "surrogatepass")
    return out, name, op


# ---- running -------------------------------------------------------------------------------

def _load(scenario: str) -> dict[str, bytes]:
    base = FIXTURES / scenario
    if base.is_file():
        return {base.name: base.read_bytes()}
    return {str(p.relative_to(base)): p.read_bytes() for p in base.rglob("*") if p.is_file()}


def _commands(rng: random.Random, folder: Path, files: dict[str, bytes], scratch: Path) -> list[str]:
    if all(n.endswith(".xml") for n in files if not n.endswith((".md", ".txt"))):
        return rng.choice([["node", "--from", str(folder)], ["node", "--from", str(folder), "-o", "json"],
                           ["scan", "--from", str(folder), "-o", "json"]])
    pods = []
    for name, raw in files.items():
        if name.endswith("pods.json"):
            try:
                pods = [(p["metadata"]["namespace"], p["metadata"]["name"]) for p in json.loads(raw)["items"]][:5]
            except Exception:  # noqa: BLE001 - the original fixture only
                pass
    choice = rng.random()
    if choice < 0.45 and pods:
        ns, name = rng.choice(pods)
        return ["pending", "--from", str(folder), f"{ns}/{name}"] + (["-o", "json"] if rng.random() < 0.5 else [])
    if choice < 0.55:
        return ["record", "--from", str(folder), str(scratch / "out")]
    return ["scan", "--from", str(folder)] + rng.choice([[], ["-o", "json"], ["-v"]])


def run_case(argv: list[str], limit: float) -> tuple[int | None, str, str, str | None]:
    from doctor.cli import main

    out, err = io.StringIO(), io.StringIO()
    problem = None
    code: int | None = 0
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main(["--no-plugins", *argv])
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    except Hang:
        code, problem = None, "hang"
    except BaseException:  # noqa: BLE001 - a crash that escaped the CLI's own handler
        code, problem = 70, traceback.format_exc(limit=3)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    return code, out.getvalue(), err.getvalue(), problem


def _alarm(signum, frame):
    raise Hang()


def fuzz(cases: int, seed: int, budget: float, per_case: float = 20.0, log=None) -> Stats:
    rng = random.Random(seed)
    stats = Stats()
    originals = {s: _load(s) for s in SCENARIOS if (FIXTURES / s).exists()}
    started = time.perf_counter()
    scratch_root = Path(tempfile.mkdtemp(prefix="doctor-fuzz-"))
    try:
        for i in range(cases):
            if budget and time.perf_counter() - started > budget:
                break
            scenario = rng.choice(sorted(originals))
            files, name, op = mutate(rng, originals[scenario])
            case_dir = scratch_root / f"case-{i}"
            folder = case_dir / "in"
            for rel, data in files.items():
                target = folder / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
            argv = _commands(rng, folder, files, case_dir)
            code, out, err, problem = run_case(argv, per_case)
            stats.runs += 1
            stats.by_exit[str(code)] = stats.by_exit.get(str(code), 0) + 1
            stats.by_operator[op] = stats.by_operator.get(op, 0) + 1
            why = None
            if problem == "hang":
                stats.hangs += 1
                why = f"no answer within {per_case}s"
            elif code == 70 or code not in (0, 1, 2, 3) or "Traceback" in err or "internal error" in err:
                stats.crashes += 1
                why = f"exit {code}: {(problem or err).strip()[-400:]}"
            elif RAW.search(out) or RAW.search(err):
                stats.bad_output += 1
                m = RAW.search(out) or RAW.search(err)
                why = f"raw control character {m.group()!r} in output"
            if why:
                stats.failures.append(f"case {i} seed {seed}: {scenario}/{name} {op}: doctor {' '.join(argv[:1])}: {why}")
                if log:
                    log(stats.failures[-1])
            shutil.rmtree(case_dir, ignore_errors=True)
            for escaped in (Path("/tmp/doctor-fuzz-escape"), Path("/tmp/doctor-fuzz-abs")):
                if escaped.exists():
                    stats.failures.append(f"case {i}: wrote outside OUT/: {escaped}")
    finally:
        shutil.rmtree(scratch_root, ignore_errors=True)
        stats.seconds = time.perf_counter() - started
    return stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=int(os.environ.get("DOCTOR_FUZZ_CASES", 300)))
    ap.add_argument("--seed", type=int, default=int(os.environ.get("DOCTOR_FUZZ_SEED", 11)))
    ap.add_argument("--budget", type=float, default=float(os.environ.get("DOCTOR_FUZZ_BUDGET", 0)),
                    help="stop after this many seconds (0: run every case)")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    stats = fuzz(a.cases, a.seed, a.budget, log=lambda s: print(s, file=sys.stderr))
    print(stats.line())
    print("by operator:", dict(sorted(stats.by_operator.items())))
    sys.exit(1 if stats.failures else 0)


if __name__ == "__main__":
    main()
