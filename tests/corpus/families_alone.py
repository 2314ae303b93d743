"""How far the category-level family entries ('*/family-*') go on their own: every tunable corpus text
explained with the specific entries removed (as if none of them had been written). A tuning figure (the
families were refined against these texts), but it shows what the engine falls back to on wording no
specific entry knows, and which categories the families confuse.

    python tests/corpus/families_alone.py
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


def main() -> None:
    families = tuple(s for s in S.catalogue() if "/family-" in s.id)
    S.catalogue = lambda: families      # this process only
    S._index.cache_clear()
    S._ranks.cache_clear()
    right = wrong = silent = 0
    confused: collections.Counter = collections.Counter()
    for name in FILES:
        for s in yaml.safe_load((HERE / name).read_text(encoding="utf-8")):
            found = S.analyse(s["text"])
            got = found[0].category if found else None
            if got == s["category"]:
                right += 1
            elif got is None:
                silent += 1
            else:
                wrong += 1
                confused[(s["category"], got)] += 1
    n = right + wrong + silent
    print(f"{len(families)} family entries alone on {n} texts: right {right}, wrong {wrong}, silent {silent}")
    for (want, got), k in confused.most_common(10):
        print(f"  {k:3d}  labelled {want}, families say {got}")


if __name__ == "__main__":
    main()
