"""make_annotator_brief.py WAVE PACK FIRST LAST PREV SESSION OUTDIR: one blind annotator's brief from
briefs/annotator.md (the pack itself comes from audit/second_labels.py packs)."""
import sys
from pathlib import Path

wave, pack, first, last, prev, session, out = sys.argv[1:8]
text = (Path(__file__).resolve().parents[1] / "briefs" / "annotator.md").read_text()
for key, value in (("{W}", wave), ("{K}", pack), ("{FIRST}", first), ("{LAST}", last), ("{PREV}", prev),
                   ("{SESSION}", session)):
    text = text.replace(key, value)
path = Path(out) / f"annot_{wave}_{pack}.md"
path.parent.mkdir(parents=True, exist_ok=True)
path.write_text(text)
print(path)
