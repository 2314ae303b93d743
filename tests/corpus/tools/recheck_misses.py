"""recheck_misses.py RUNFILE...: the first-run misses of these run files, read by this checkout's catalogue today."""
import glob
import re
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(SRC.parents[1]))
import yaml  # noqa: E402
from doctor.explain import explain  # noqa: E402

texts = {s["source"]: s for f in glob.glob(f"{SRC}/fresh*.yaml")
         for s in yaml.safe_load(open(f, encoding="utf-8")) or []}
right = total = 0
for run_file in sys.argv[1:]:
    for line in open(run_file, encoding="utf-8"):
        m = re.match(r"\s+want (\S+) got .+ (https://\S+)$", line)
        if not m:
            continue
        want, src = m.group(1), m.group(2)
        found = explain(texts[src]["text"])["matches"]
        got = found[0]["category"] if found else None
        total += 1
        right += got == want
        print("OK  " if got == want else "MISS", want, "->", got, found[0].get("id") if found else "", src)
print(f"{right}/{total} first-run misses read right today")
