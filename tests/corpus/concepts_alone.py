"""How far the cause-level concept entries ('concept/*', doctor/signatures/concepts.py) go on their own, and what they
change end to end, on every tunable corpus text (build_resemblance.FILES: logs.yaml, extra.yaml, fresh..fresh37; never a
held-out batch):
- ALONE: the catalogue reduced to the concept entries: right / wrong / silent per category (a tuning figure: the
  concepts were written with these texts in view, fresh23..26 among them);
- END TO END: explain's top-1 with the concept entries, against the same catalogue without them (resemblance fallback
  on in both): right answers turned wrong must be 0; silent or wrong turned right are the layer's gain.

    python tests/corpus/concepts_alone.py [-v]
"""
from __future__ import annotations

import collections
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))
import doctor.signatures as S  # noqa: E402
from build_resemblance import FILES  # noqa: E402
from doctor.explain import explain  # noqa: E402

FULL = S.catalogue()
CONCEPTS = tuple(s for s in FULL if s.id.startswith("concept/"))
WITHOUT = tuple(s for s in FULL if not s.id.startswith("concept/"))


def use(sigs) -> None:
    S.catalogue = lambda: sigs      # this process only
    S._index.cache_clear()
    S._ranks.cache_clear()


def top1(text: str, signatures_only: bool) -> str | None:
    if signatures_only:
        found = S.analyse(text)
        return found[0].category if found else None
    m = explain(text)["matches"]
    return m[0]["category"] if m else None


def samples() -> list[dict]:
    out = []
    for name in FILES:
        for s in yaml.safe_load((HERE / name).read_text(encoding="utf-8")):
            s["batch"] = name[:-5]
            out.append(s)
    return out


def main(verbose: bool = False) -> None:
    texts = samples()
    use(CONCEPTS)
    alone = [top1(s["text"], True) for s in texts]
    use(WITHOUT)
    before = [top1(s["text"], False) for s in texts]
    use(FULL)
    after = [top1(s["text"], False) for s in texts]
    per: dict = collections.defaultdict(lambda: [0, 0, 0, 0])   # right, wrong, silent, total
    confused: collections.Counter = collections.Counter()
    for s, got in zip(texts, alone):
        row = per[s["category"]]
        row[3] += 1
        if got == s["category"]:
            row[0] += 1
        elif got is None:
            row[2] += 1
        else:
            row[1] += 1
            confused[(s["category"], got)] += 1
    r, w, si = (sum(v[i] for v in per.values()) for i in range(3))
    print(f"{len(CONCEPTS)} concept entries ALONE on {len(texts)} texts: right {r}, wrong {w}, silent {si} "
          f"(precision {r / max(1, r + w):.1%} of the answers given)")
    print(f"  {'category':34s} right wrong silent / total")
    for c, (a, b, d, n) in sorted(per.items()):
        print(f"  {c:34s} {a:5d} {b:5d} {d:6d} / {n}")
    print("  most frequent confusions (labelled -> concepts say):")
    for (want, got), k in confused.most_common(12):
        print(f"    {k:3d}  {want} -> {got}")
    ok_b = sum(b == s["category"] for s, b in zip(texts, before))
    ok_a = sum(a == s["category"] for s, a in zip(texts, after))
    lost = [(s["source"], s["category"], b, a) for s, b, a in zip(texts, before, after)
            if b == s["category"] and a != s["category"]]
    won = [(s["source"], s["category"], b, a) for s, b, a in zip(texts, before, after)
           if b != s["category"] and a == s["category"]]
    changed_wrong = [(s["source"], s["category"], b, a) for s, b, a in zip(texts, before, after)
                     if b != a and b != s["category"] and a != s["category"]]
    print(f"END TO END (explain top-1, resemblance on): without concepts {ok_b}/{len(texts)}, with {ok_a}/{len(texts)}; "
          f"right->wrong {len(lost)}, wrong/silent->right {len(won)}, wrong->other wrong {len(changed_wrong)}")
    for row in lost + (won + changed_wrong if verbose else []):
        print("   ", row)


if __name__ == "__main__":
    main("-v" in sys.argv)
