"""The first (top-ranked) finding `doctor explain` gives for a text, or None: shared by the explain round tests."""
from doctor.explain import explain


def first(text):
    m = explain(text)["matches"]
    return m[0] if m else None


def hits(text, names):
    """The findings (id, category) for text whose entry name, the id after its family ('gpu/x' -> 'x'), is in names:
    the near-miss tests assert it is empty."""
    return [(m["id"], m["category"]) for m in explain(text)["matches"] if m["id"].split("/", 1)[1] in names]
