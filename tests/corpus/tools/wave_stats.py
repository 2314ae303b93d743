"""wave_stats.py FIRST LAST: first-contact figures of fresh FIRST..LAST from runs/, graphics against the rest and per
category (a text is right unless its source is among its run file's misses)."""
import collections
import re
import sys
from pathlib import Path

import yaml

SRC = Path(__file__).resolve().parents[1]
GFX = "graphics_driver_unavailable"
first, last = int(sys.argv[1]), int(sys.argv[2])
per = collections.defaultdict(lambda: [0, 0])
for n in range(first, last + 1):
    samples = yaml.safe_load((SRC / f"fresh{n}.yaml").read_text(encoding="utf-8")) or []
    run = (SRC / "runs" / f"fresh{n}_first_run.txt").read_text(encoding="utf-8")
    misses = collections.Counter(re.findall(r"want \S+ got .+ (https://\S+)", run))
    for s in samples:
        per[s["category"]][1] += 1
        if misses[s["source"]]:
            misses[s["source"]] -= 1
        else:
            per[s["category"]][0] += 1
right, total = sum(v[0] for v in per.values()), sum(v[1] for v in per.values())
g = per[GFX]
rest = [right - g[0], total - g[1]]
print(f"all {right}/{total} = {right / total:.1%}; graphics {g[0]}/{g[1]}; rest {rest[0]}/{rest[1]}")
print(", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(per.items(), key=lambda kv: -kv[1][1])))
