"""The first (top-ranked) finding `doctor explain` gives for a text, or None: shared by the explain round tests."""
from doctor.explain import explain


def first(text):
    m = explain(text)["matches"]
    return m[0] if m else None
