"""The one sanitiser for cluster-provided strings on their way to a terminal, stdout or stderr.

Names, messages, log lines and file names come from the cluster (or from a recording of it)
and are untrusted: a pod annotation can carry `ESC ] 52 ; c ; <base64> BEL` (OSC 52: write
the user's clipboard), `ESC [ 2 J` (clear the screen), a title change, a hyperlink, or bidi
overrides (U+202E, U+2066) and zero-width characters that make `gpu-node-1` read as something
else. clean() removes whole escape sequences (so their payload is not printed either), then
replaces every remaining control character (C0 but tab and newline, DEL, C1), bidi
control and zero-width character with U+FFFD, so the reader sees that something was there.
line() also folds newlines, for one-line messages (`doctor: error: ...`).
"""
from __future__ import annotations

import re

# Whole escape sequences, 7-bit (ESC ...) and 8-bit (C1) forms:
_SEQUENCES = re.compile(
    r"""
      (?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?                  # CSI ... final byte (clear screen, colours)
    | (?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])                  # OSC, DCS, SOS, PM, APC ...
      [^\x07\x1b\x9c]{0,4096}(?:\x07|\x1b\\|\x9c)?              # ... up to BEL / ST (OSC 52 payloads included)
    | \x1b[\x20-\x2f]*[\x30-\x7e]?                              # any other ESC sequence (charset, keypad)
    """, re.X)
# Left over: C0 controls except tab and newline, DEL, C1 controls; bidi embeddings, overrides
# and isolates; zero-width and invisible formatting characters; line/paragraph separators.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f"
                      "\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u206a-\u206f\ufeff\ufff9-\ufffb]")
_FOLD = re.compile(r"[\r\n\t]+")
_REPLACEMENT = "\N{REPLACEMENT CHARACTER}"
# the characters JSON output must not carry raw (json escapes C0 itself)
UNSAFE_IN_JSON = re.compile("[\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]")


def clean(value: object, limit: int = 2000) -> str:
    """`value` as text that is safe to print: no escape sequence, control, bidi or
    zero-width character (tab and newline kept), at most `limit` characters."""
    text = value if isinstance(value, str) else str(value)
    if not text.isprintable():     # fast path: every character we replace is non-printable
        text = _SEQUENCES.sub(_REPLACEMENT, text)
        text = _CONTROL.sub(_REPLACEMENT, text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def line(value: object, limit: int = 2000) -> str:
    """clean(), on one line: newlines and tabs fold into one space."""
    text = value if isinstance(value, str) else str(value)
    return clean(_FOLD.sub(" ", text), limit)


def json_safe(text: str) -> str:
    """Serialised JSON with C1 controls, bidi and zero-width characters written as \\uXXXX
    escapes: the same data for a JSON reader, nothing a terminal would act on. (They can
    only occur inside JSON strings, where the escape is valid.)"""
    return UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
