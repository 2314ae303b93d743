"""measure_emitters.py ROOT OUT: explain (the code of checkout ROOT) over this checkout's emitters.yaml."""
import json
import os
import sys
from pathlib import Path

ROOT, OUT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
SRC = Path(__file__).resolve().parents[1]
sys.path.insert(0, ROOT)
os.chdir(ROOT)
import yaml  # noqa: E402
from doctor.explain import explain  # noqa: E402

samples = yaml.safe_load((SRC / "emitters.yaml").read_text(encoding="utf-8"))
right = 0
with open(OUT, "w") as out:
    for i, s in enumerate(samples):
        m = explain(s["text"])["matches"]
        got = m[0]["category"] if m else None
        right += got == s["category"]
        out.write(json.dumps({"k": f"emitters#{i}", "src": s["source"], "want": s["category"], "got": got,
                              "id": m[0].get("id") if m else None}) + "\n")
print(f"emitters {right}/{len(samples)}")
