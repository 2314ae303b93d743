"""`python -m doctor.signatures`: regenerate doctor/signatures/_needles.py after changing the catalogue."""
from pathlib import Path

from . import needles_table_source

target = Path(__file__).with_name("_needles.py")
target.write_text(needles_table_source(), encoding="utf-8")
print(f"wrote {target}")
