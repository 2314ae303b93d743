"""measure_all.py ROOT OUT: explain (the code of checkout ROOT) over every labelled text of this checkout's corpus
(logs, fresh..fresh<MAXFRESH>, extra; negatives1..<MAXNEG>); one JSON line per text in OUT; prints the totals."""
import glob
import json
import multiprocessing as mp
import os
import re
import sys
from pathlib import Path

ROOT, OUT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
SRC = Path(__file__).resolve().parents[1]
sys.path.insert(0, ROOT)
os.chdir(ROOT)
import yaml  # noqa: E402
from doctor.explain import explain  # noqa: E402

tuned = [int(x) for x in re.findall(r'"fresh(\d+)\.yaml"', (SRC / "build_resemblance.py").read_text())]
MAXFRESH = int(os.environ.get("MAXFRESH", max(tuned)))
negs = sorted(int(re.search(r"negatives(\d+)", f).group(1)) for f in glob.glob(f"{SRC}/negatives*.yaml"))
MAXNEG = int(os.environ.get("MAXNEG", max(negs)))
files = ["logs", "fresh"] + [f"fresh{n}" for n in range(2, MAXFRESH + 1) if (SRC / f"fresh{n}.yaml").exists()] + ["extra"]
files += [f"negatives{n}" for n in negs if n <= MAXNEG]
items = []
for f in files:
    for i, s in enumerate(yaml.safe_load((SRC / f"{f}.yaml").read_text(encoding="utf-8")) or []):
        want = s.get("relabelled") if f.startswith("negatives") else s["category"]
        items.append((f, i, s["source"], want, s["text"]))


def run(item):
    f, i, src, want, text = item
    try:
        m = explain(text)["matches"]
        got, sid, conf = (m[0]["category"], m[0].get("id"), m[0].get("confidence")) if m else (None, None, None)
    except Exception as exc:   # a crash on a real text is a wrong answer, recorded as such
        got, sid, conf = f"CRASH {type(exc).__name__}: {exc}", None, None
    return {"k": f"{f}#{i}", "src": src, "want": want, "got": got, "id": sid, "conf": conf}


if __name__ == "__main__":
    with mp.Pool(int(os.environ.get("PROCS", 2))) as pool:
        res = pool.map(run, items, chunksize=50)
    with open(OUT, "w") as out:
        for r in res:
            out.write(json.dumps(r) + "\n")
    pos = [r for r in res if not r["k"].startswith("negatives")]
    neg = [r for r in res if r["k"].startswith("negatives") and r["want"] is None]
    rel = [r for r in res if r["k"].startswith("negatives") and r["want"] is not None]
    print(f"explain {sum(r['got'] == r['want'] for r in pos)}/{len(pos)}  negatives silent "
          f"{sum(r['got'] is None for r in neg)}/{len(neg)}  relabelled {sum(r['got'] == r['want'] for r in rel)}/{len(rel)}"
          f"  (MAXFRESH {MAXFRESH}, MAXNEG {MAXNEG}, root {ROOT})")
