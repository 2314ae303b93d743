"""Blind second labels of held-out batches: how often an independent annotator, given only a text and its origin (no
label, note or URL) and the corpus written before the batch, picks the collector's category, and how first contact
reads against either label.

    python tests/corpus/audit/second_labels.py packs NAME FIRST-LAST PARTS   # writes /tmp/relabel/NAME_<k>.yaml
    python tests/corpus/audit/second_labels.py agree NAME [NAME ...]         # reads second_labels_NAME_<k>.yaml here

An item id is b<batch>-<index in freshN.yaml>. First contact per text comes from runs/freshN_first_run.txt (the part above
any '## on' section): a listed miss gives its answer, every other text was read as its label.
"""
from __future__ import annotations

import collections
import random
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
CORPUS = HERE.parent


def packs(name: str, span: str, parts: int) -> None:
    first, last = map(int, span.split("-"))
    items = [{"id": f"b{n}-{i}", "origin": s.get("origin", ""), "text": s["text"]}
             for n in range(first, last + 1)
             for i, s in enumerate(yaml.safe_load((CORPUS / f"fresh{n}.yaml").read_text(encoding="utf-8")))]
    random.Random(7).shuffle(items)
    out = Path("/tmp/relabel")
    out.mkdir(exist_ok=True)
    for k in range(parts):
        (out / f"{name}_{k}.yaml").write_text(yaml.safe_dump(items[k::parts], allow_unicode=True, sort_keys=False,
                                                             width=200), encoding="utf-8")
        print(out / f"{name}_{k}.yaml", len(items[k::parts]))


def first_contact(n: int) -> dict[tuple[str, str], str | None]:
    run = (CORPUS / "runs" / f"fresh{n}_first_run.txt").read_text(encoding="utf-8").split("\n## on ")[0]
    return {(want, url): None if got == "None" else got
            for want, got, url in re.findall(r"want (\S+) got (\S+) (\S+)", run)}


def rows(names: list[str]) -> list[dict]:
    out = []
    for name in names:
        for path in sorted(HERE.glob(f"second_labels_{name}_*.yaml")):
            for e in yaml.safe_load(path.read_text(encoding="utf-8")):
                n, i = map(int, e["id"][1:].split("-"))
                s = yaml.safe_load((CORPUS / f"fresh{n}.yaml").read_text(encoding="utf-8"))[i]
                got = first_contact(n).get((s["category"], s["source"]), s["category"])
                out.append({"want": s["category"], "second": e["category"], "sure": e.get("sure") is not False,
                            "got": got})
    return out


def agree(names: list[str]) -> None:
    rs = rows(names)
    n = len(rs)
    same = [r for r in rs if r["want"] == r["second"]]
    sure = [r for r in same if r["sure"]]
    hit = lambda group, key: sum(r["got"] == r[key] for r in group)  # noqa: E731
    pct = lambda a, b: f"{a}/{b} = {a / b:.1%}" if b else "0/0"  # noqa: E731
    print(f"{' + '.join(names)}: {n} texts; second label = collector's {pct(len(same), n)}; "
          f"'none' {sum(r['second'] == 'none' for r in rs)}; second labeller unsure {sum(not r['sure'] for r in rs)}")
    print(f"first contact vs collector {pct(hit(rs, 'want'), n)}; vs second labeller {pct(hit(rs, 'second'), n)}")
    print(f"on the texts both label alike {pct(hit(same, 'want'), len(same))}; "
          f"of them the second labeller sure {pct(hit(sure, 'want'), len(sure))}")
    misses = [r for r in rs if r["got"] != r["want"]]
    print(f"first-contact misses {len(misses)}: second label = collector's {sum(r['second'] == r['want'] for r in misses)}, "
          f"= the answer {sum(r['second'] == (r['got'] or 'none') for r in misses)}, neither "
          f"{sum(r['second'] not in (r['want'], r['got'] or 'none') for r in misses)}")
    for (a, b), k in collections.Counter((r["want"], r["second"]) for r in rs if r["want"] != r["second"]).most_common():
        print(f"  {k} {a} -> {b}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["packs"]:
        packs(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif sys.argv[1:2] == ["agree"] and sys.argv[2:]:
        agree(sys.argv[2:])
    else:
        sys.exit(__doc__)
