"""Time-respecting measure of the word-evidence fallback (doctor/signatures/classify.py).

For each batch freshK (K in FIRST..LAST) with a first-run file: its SILENT first-contact misses (runs/freshK_first_run.txt,
the part above any '## on' section: what the catalogue frozen before it said nothing on) are asked of the fallback
alone, with a model trained only on the corpus files of batches before K (and logs/fresh/fresh2.., never extra.yaml,
whose texts came later) and the tuning negatives TRAIN_NEGATIVES. Right / wrong / silent, split at SPLIT (the early
part chose the parameters, the late part checks them). Then held-out negatives (HELD_NEGATIVES) against the model
trained on every tunable file: each claim is a false claim.

    python tests/corpus/classify_eval.py [margin ...]
    python tests/corpus/classify_eval.py --late [margin ...]

--late asks the same of the batches collected after the fallback shipped (fresh185..LATE_LAST: their silent misses are
what the shipped fallback, margin MARGIN, left silent at first contact), and counts false claims on every negatives batch
after TRAIN_NEGATIVES, each asked of a model trained on every tunable file and every other negatives batch.

    python tests/corpus/classify_eval.py --late --through 835 --negatives-through 133 [--whole-paste | --failure-lines-only]

--through / --negatives-through set the last fresh / negatives batch read (session r45's figures: 813 and 128, r46's
835 and 133); --whole-paste reads a paste none of whose lines states a failure whole, the reader session r45 measured
and dropped (classify.py, above failure_words); --failure-lines-only reads failure lines only, the reader before
session r46 added the cue lines (classify._CUE).
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))
from build_classifier import words_of  # noqa: E402
from build_resemblance import FILES  # noqa: E402
from doctor.signatures.classify import MARGIN, NONE, Model, classify, train  # noqa: E402

FIRST, LAST, SPLIT = 60, 184, 150
TRAIN_NEGATIVES = tuple(f"negatives{n}.yaml" for n in range(1, 16))
HELD_NEGATIVES = ("negatives16.yaml",)
LATE_FIRST, LATE_LAST = 185, 789


def batch_number(name: str) -> int:
    m = re.fullmatch(r"fresh(\d*)\.yaml", name)
    return (int(m.group(1) or 1) if m else -1) if name != "extra.yaml" else 10 ** 6


def silent_misses(k: int) -> list[dict]:
    run = HERE / "runs" / f"fresh{k}_first_run.txt"
    if not run.exists():
        return []
    wanted = set(re.findall(r"want (\S+) got None (\S+)", run.read_text().split("\n## on")[0]))
    return [s for s in yaml.safe_load((HERE / f"fresh{k}.yaml").read_text(encoding="utf-8"))
            if (s["category"], s["source"]) in wanted]


def load(name: str) -> list[dict]:
    return yaml.safe_load((HERE / name).read_text(encoding="utf-8"))


def measure(first: int, last: int, margins: list[float]) -> dict[float, Counter]:
    """{margin: Counter(right/wrong/silent)} over the silent first-contact misses of fresh<first>..<last>, each batch
    asked of a model trained only on the batches before it and TRAIN_NEGATIVES."""
    docs = {name: [(s["category"], words_of(s["text"])) for s in load(name)] for name in FILES
            if batch_number(name) <= last}
    negatives = [(NONE, words_of(s["text"])) for name in TRAIN_NEGATIVES for s in load(name)]
    tally = {m: Counter() for m in margins}
    for k in range(first, last + 1):
        misses = silent_misses(k)
        if not misses:
            continue
        model = Model(train([d for name, ds in docs.items() if batch_number(name) < k for d in ds] + negatives))
        for s in misses:
            for m in margins:
                r = classify(s["text"], model, m)
                tally[m]["silent" if r is None else "right" if r["category"] == s["category"] else "wrong"] += 1
    return tally


def main(margins: list[float]) -> None:
    early, late = measure(FIRST, SPLIT - 1, margins), measure(SPLIT, LAST, margins)
    negatives = [(NONE, words_of(s["text"])) for name in TRAIN_NEGATIVES for s in load(name)]
    full = Model(train([(s["category"], words_of(s["text"])) for name in FILES for s in load(name)] + negatives))
    held = [s for name in HELD_NEGATIVES for s in load(name)]
    for m in margins:
        claims = [(s["source"], r["category"]) for s in held if (r := classify(s["text"], full, m))]
        print(f"margin {m:g}  fresh{FIRST}..{SPLIT - 1} {dict(early[m])}  fresh{SPLIT}..{LAST} "
              f"{dict(late[m])}  held-out negatives {len(claims)}/{len(held)} claimed {claims}")


NEGATIVES_THROUGH = 10 ** 6


def negatives_after() -> list[str]:
    names = sorted((p.name for p in HERE.glob("negatives*.yaml")), key=lambda n: int(re.sub(r"\D", "", n)))
    return [n for n in names if n not in TRAIN_NEGATIVES and int(re.sub(r"\D", "", n)) <= NEGATIVES_THROUGH]


def read_with(select) -> None:
    """classify.failure_words (and build_classifier's copy) reading the lines `select` picks of a paste's numbered
    lines (the first MAX_LINES), in place of the shipped reader."""
    import build_classifier
    from doctor.signatures import classify as c
    from doctor.signatures.paste import paste_lines
    from doctor.signatures.resemble import _tokens

    def reader(text: str) -> list[tuple[int, str, list[str]]]:
        return [(n, line.strip(), _tokens(c._file_names(line))) for n, line in select(paste_lines(text)[:c.MAX_LINES])]
    c.failure_words = build_classifier.failure_words = reader


def failure_lines(numbered: list) -> list:
    from doctor.signatures.resemble import states_failure
    return [(n, line) for n, line in numbered if states_failure(line)]


def whole_paste() -> None:
    """Every line of a paste none of whose lines states a failure (session r45's reader, dropped)."""
    read_with(lambda numbered: failure_lines(numbered) or numbered)


def failure_lines_only() -> None:
    """Failure lines only, no cue lines in a paste without one (the reader before session r46)."""
    read_with(failure_lines)


def late(margins: list[float]) -> None:
    tally = measure(LATE_FIRST, LATE_LAST, margins)
    positives = [(s["category"], words_of(s["text"])) for name in FILES if batch_number(name) <= LATE_LAST
                 for s in load(name)]
    later = negatives_after()
    negatives = {n: load(n) for n in (*TRAIN_NEGATIVES, *later)}
    claims: dict[float, list] = {m: [] for m in margins}
    for held in later:
        model = Model(train(positives + [(NONE, words_of(s["text"])) for n, texts in negatives.items() if n != held
                                          for s in texts]))
        for s in negatives[held]:
            for m in margins:
                if r := classify(s["text"], model, m):
                    claims[m].append((s["source"], r["category"], r["margin"]))
    count = sum(len(negatives[n]) for n in later)
    for m in margins:
        print(f"margin {m:g}  fresh{LATE_FIRST}..{LATE_LAST} {dict(tally[m])}  negatives (each batch left out) "
              f"{len(claims[m])}/{count} claimed")
    for m in margins:
        print(f"margin {m:g} claims: {claims[m]}")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--late"]:
        args = args[1:]
        if "--whole-paste" in args:
            args.remove("--whole-paste")
            whole_paste()
        if "--failure-lines-only" in args:
            args.remove("--failure-lines-only")
            failure_lines_only()
        for flag in ("--through", "--negatives-through"):
            if flag in args:
                at = args.index(flag)
                value = int(args[at + 1])
                del args[at:at + 2]
                if flag == "--through":
                    LATE_LAST = value
                else:
                    NEGATIVES_THROUGH = value
        late([float(a) for a in args] or [MARGIN])
    else:
        main([float(a) for a in args] or [MARGIN])
