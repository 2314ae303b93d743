"""make_briefs.py SPEC.json SESSION OUTDIR: collectors' and negatives collectors' briefs from briefs/collector.md and
briefs/negatives.md. SPEC: {"first", "last", "stop", "commit", "collectors": [{"b", "domain"}], "negatives": [{"n",
"domain"}]}; each helper gets its own scratch folder under $TMPDIR/<SESSION>/."""
import json
import os
import sys
from pathlib import Path

BRIEFS = Path(__file__).resolve().parents[1] / "briefs"
spec, session, out = json.load(open(sys.argv[1])), sys.argv[2], Path(sys.argv[3])
out.mkdir(parents=True, exist_ok=True)
tmp = os.environ.get("TMPDIR", "/tmp")
EXTRA = (" Threads from 2025 on are preferred where the tool offers them, but never skip a usable earlier one for that. "
         "At most 3 queries per category, strictly. If the tool answers that the search budget is used up, stop "
         "searching and commit what you have, saying so in the header.")


def scratch(name):
    return (f"\n\n## Scratch\nUse only your own scratch folder {tmp}/{session}/{name}/ (create it) for scripts, excerpts "
            f"and your query tally (one line per query written, before running it, in {tmp}/{session}/{name}/tally.txt). "
            "Never write in another helper's folder.\n")


def fill(text, pairs):
    for key, value in pairs:
        text = text.replace(key, str(value))
    return text


common = [("{SESSION}", session), ("{STOP}", spec["stop"]), ("{COMMIT}", spec["commit"])]
for c in spec.get("collectors", []):
    text = fill((BRIEFS / "collector.md").read_text(), common + [("{B}", c["b"]), ("{DOMAIN}", c["domain"] + EXTRA),
                                                                 ("{FIRST}", spec["first"]), ("{LAST}", spec["last"])])
    (out / f"collector{c['b']}.md").write_text(text + scratch(f"b{c['b']}"))
    print(out / f"collector{c['b']}.md")
for n in spec.get("negatives", []):
    text = fill((BRIEFS / "negatives.md").read_text(), common + [("{N}", n["n"]), ("{DOMAIN}", n["domain"])])
    text = text.replace("negatives48..84", f"negatives48..{n['n'] - 1}").replace("negatives84.yaml",
                                                                                 f"negatives{n['n'] - 1}.yaml")
    (out / f"negatives{n['n']}.md").write_text(text + scratch(f"n{n['n']}"))
    print(out / f"negatives{n['n']}.md")
