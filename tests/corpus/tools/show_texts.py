"""show_texts.py URL-PART...: the corpus texts whose source contains one of the arguments, with label, origin, note and
this checkout's top three readings."""
import glob
import os
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(SRC.parents[1]))
import yaml  # noqa: E402
from doctor.explain import explain  # noqa: E402

for f in sorted(glob.glob(f"{SRC}/fresh*.yaml") + glob.glob(f"{SRC}/negatives*.yaml")):
    for s in yaml.safe_load(open(f, encoding="utf-8")) or []:
        if any(a in s["source"] for a in sys.argv[1:]):
            print("=" * 100)
            print(os.path.basename(f), s["source"], "WANT", s.get("category", s.get("kind")))
            print("ORIGIN", s.get("origin"))
            print("TEXT:")
            print(s["text"])
            print("NOTE:", s.get("note"))
            for m in explain(s["text"])["matches"][:3]:
                print("  GOT", m["category"], m.get("id"), m.get("confidence"))
