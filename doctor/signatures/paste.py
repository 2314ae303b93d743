"""What a paste does to a log or event text before anyone reads it, undone once for both readers: the signature
engine (doctor.signatures.iter_matches, the resemblance fallback) and the scheduling-event parser
(doctor.signatures.events.parse_event).

Each rule stands for one way real pastes arrive (tests/corpus/README.md "Eleventh round" lists the sources):
- GitHub's Markdown auto-links: a bare domain-like word ('nvidia.com/gpu', a taint key 'node.statcan.gc.ca/use')
  becomes '[nvidia.com/gpu](http://nvidia.com/gpu)' when an issue body is copied as Markdown (events_fresh15
  StatCan/aaw#1297). Only a link whose target is its own text (with a scheme, an optional 'www.' or trailing '/') is
  folded back; a link with other words ('[docs](https://...)') is prose and kept.
- Markdown code fences ('```', '~~~' lines) are markup, not text (blanked, the line count kept).
- HTML entities of text copied from a rendered page or an escaped JSON/HTML report ('&quot;', '&#39;', '&gt;').
- Typographic ("smart") quotes an editor or chat client substituted for ' and " (‘ ’ “ ”), and zero-width / no-break
  spaces web pages and chat clients insert (U+200B..U+200D, U+2060, U+FEFF, U+00A0, U+202F, U+2007).
- A one-line JSON log record as docker's json-file driver (`{"log":"...\\n","stream":"stderr","time":"..."}`),
  fluent-bit/fluentd ('log'/'message'), journald ('MESSAGE'), Google Cloud Logging exports ('textPayload'), CloudWatch
  Logs Insights exports ('@message') and structured Go/Python loggers (zap/logr/structlog 'msg' + 'error'/'err') write
  it: the message is taken out of the record and its escapes decoded. A line that is one escaped string of
  several lines (a Python repr or a JSON string value: 'Traceback ...\\nRuntimeError: ...\\n') is split where its
  literal '\\n' escapes are, when every backslash escape in it is a string escape (a Windows path is left alone).
- Markdown/e-mail quote prefixes ('> ', '> > ') at the start of a line.
- Line-number gutters copied from a code view or a pager ('  12 | text', '12: text', '12<TAB>text'), only on a run of
  3+ lines numbered consecutively (a log line that starts with a number is not a gutter).
- A UTF-16 log read as 8-bit text (a Windows program's log opened or copied byte by byte, each character's NUL byte
  shown as a space: '2 0 2 3 - 0 7 - 1 0   0 2 : 4 1', fresh705 BetaSuite#61): a line whose every second character
  is a space, from 16 characters on and with a word break (three spaces), is read as its even characters; when most
  of the paste's lines are of that form, all of them are (short and one-word lines included).
- TUI frames (k9s, lazydocker, rich tables): '│ ... │' borders and '┌─┐ ├─┤ └─┘' rules are taken off; a row the
  frame wrapped at its width (the text runs up to the border: one padding space) is joined to its continuation row
  without a space, because the frame cuts mid-word ('1 No p │' / '│ reemption', events_fresh15 Panfactum/stack#129).
kubectl describe's column layout (the Events table, 'Message:' fields) is read by the parsers themselves (a
describe row's columns, wrapped reasons); nothing here is specific to it.

paste_lines(text) gives the normalised lines with the 1-based number of the original line each comes from (a
finding's line number must point into the text as pasted); normalise(text) the normalised text. Every rule first
checks for the characters it needs, so an ordinary log pays one scan per rule and compiles nothing."""
from __future__ import annotations

import json
import re

from . import LazyPattern

_AUTOLINK = LazyPattern(r"\[([^\[\]\n]{1,300})\]\(((?:https?|ftp)://|mailto:)([^()\s]{1,400})\)")
_ENTITY = LazyPattern(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|quot|amp|lt|gt|apos|nbsp|#39);")
_FENCE = LazyPattern(r"^\s*(?:`{3,}|~{3,})[\w+-]*\s*$")
_QUOTE = LazyPattern(r"^[ \t]{0,3}(?:>[ \t]?)+")
_GUTTER = LazyPattern(r"^[ \t]*(\d{1,6})(?:[ \t]*[|\u2502\u2503:][ \t]?|\t)")
_ESCAPE = LazyPattern(r"\\(.)")
_DRIVE = LazyPattern(r"(?:^|[\s'\"(=\[])[A-Za-z]:\\")
_WHOLE_CODE = LazyPattern(r"^\s*`([^`\n]+)`\s*$")
_INLINE_CODE = LazyPattern(r"(?<!`)`([^`\n]+)`(?!`)")
# Chinese / Japanese / Korean prose written straight against an ASCII message ('总是报could not create cudnn handle:
# CUDNN_STATUS_INTERNAL_ERROR的错误', once its code span's backticks are gone): CJK characters are word characters to a
# regex, so no word boundary separates them from the message; a space there gives the catalogue's \b its boundary
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_CJK_GLUE = LazyPattern(rf"(?<=[{_CJK}])(?=[A-Za-z0-9_])|(?<=[A-Za-z0-9_])(?=[{_CJK}])")
_HAS_CJK = LazyPattern(rf"[{_CJK}]")
_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2007": " ", "\u200b": None, "\u200c": None,
                         "\u200d": None, "\u2060": None, "\ufeff": None,
                         "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
                         "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"'})
_BOX_V = "\u2502\u2503\u2551\u250a\u250b\u2506\u2507"      # │ ┃ ║ ┊ ┋ ┆ ┇
_BOX_ANY = frozenset(_BOX_V + "\u2500\u2501\u2550\u250c\u2510\u2514\u2518\u251c\u2524\u252c\u2534\u253c\u256d\u256e"
                     "\u256f\u2570\u250f\u2513\u2517\u251b\u2523\u252b\u2554\u2557\u255a\u255d\u2560\u2563\u2566\u2569"
                     "\u256c\u2577\u2575\u2574\u2576")
# a row that starts a new record of a TUI table (an event's Type column, a LAST SEEN age), never a continuation
_NEW_ROW = LazyPattern(r"^\s*(?:Warning|Normal)\s{2,}\S|^\s*\d+[smhd]\d*[smh]?\s{2,}\S")
_BR = LazyPattern(r"<br\s*/?>", re.I)
_MD_DELIM = LazyPattern(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$", re.M)
_WORD3 = LazyPattern(r"[A-Za-z0-9]{3}")
_MD_ESCAPE = LazyPattern(r"\\([_*\[\]()#+\-!<>`~|{}.])")
_GO_ESCAPE = LazyPattern(r"\\u00(22|26|27|3[cCeE])")
# a YAML single-quoted scalar's escaped apostrophe ('' for '), as `kubectl get -o yaml` writes a condition or status
# message holding a contraction: message: '0/3 nodes are available: 3 node(s) didn''t match Pod''s node affinity/selector.'
# (YAML 1.2 spec 7.3.2 single-quoted style; round 14, events_fresh22 kueue#5039 'couldn''t assign flavors'); only
# inside a word before an English contraction's tail, so an empty '' string in code stays
_YAML_APOS = LazyPattern(r"(?<=[A-Za-z])''(?=(?:t|s|re|ll|ve|d|m)\b)")
_JSON_KEYS = ("log", "message", "msg", "MESSAGE", "Message", "textPayload", "@message")
_JSON_ERR_KEYS = ("error", "err", "exception", "exc_info", "stack")


def _autolink(m) -> str:
    text, scheme, target = m.group(1), m.group(2), m.group(3)
    t = target.rstrip("/")
    bare = text.strip().rstrip("/")
    for prefix in ("", "www."):
        if t.lower() == (prefix + bare).lower() or (bare.lower().startswith(("http://", "https://"))
                                                     and (scheme + target).rstrip("/").lower() == bare.lower()):
            return text
    if scheme == "mailto:" and t.lower() == bare.lower():
        return text
    return m.group(0)


def _json_record(line: str) -> list[str] | None:
    """The message of a one-line JSON log record, as lines; None when the line is not one."""
    st = line.strip()
    if not (st.startswith("{") and st.endswith("}")):
        return None
    try:
        rec = json.loads(st)
    except ValueError:
        return None
    if not isinstance(rec, dict):
        return None
    msg = next((rec[k] for k in _JSON_KEYS if isinstance(rec.get(k), str)), None)
    if msg is None:
        return None
    err = next((rec[k] for k in _JSON_ERR_KEYS if isinstance(rec.get(k), str) and rec[k].strip()), None)
    if err is not None and err not in msg:
        msg = msg.rstrip("\n") + ": " + err
    return msg.rstrip("\n").split("\n") or [""]


# one field of a pretty-printed JSON object on its own line ('    "message": "0/3 nodes are available: ...",' from
# `kubectl get events -o json`): the field's string is the message (round 13, events_fresh19 openshift/origin#17567)
_JSON_FIELD = LazyPattern(r'^\s*"(?:' + "|".join(k.replace("@", "@") for k in _JSON_KEYS)
                          + r')"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$')


def _json_field(line: str) -> list[str] | None:
    m = _JSON_FIELD.match(line)
    if m is None:
        return None
    try:
        msg = json.loads(m.group(1))
    except ValueError:
        return None
    return msg.rstrip("\n").split("\n") or [""]


def _escaped_lines(line: str) -> list[str] | None:
    """A line that is one escaped multi-line string ('...\\nRuntimeError: ...\\n'), split; None otherwise."""
    if line.count("\\n") < 2:
        return None
    if _DRIVE.search(line):
        return None          # a Windows path ('C:\\new\\nvidia\\...') is not an escaped string
    escapes = _ESCAPE.findall(line)
    if not escapes or any(e not in "nt\"'\\/r" for e in escapes):
        return None
    out = _ESCAPE.sub(lambda m: {"n": "\n", "t": " ", "r": ""}.get(m.group(1), m.group(1)), line)
    return out.split("\n")


def _md_row(line: str) -> str:
    """A Markdown table row ('| Warning | FailedScheduling | 0/3 nodes ... |') as columns apart by two spaces, the way
    kubectl prints them; the delimiter row ('|---|---|') is markup."""
    st = line.strip()
    if not st.startswith("|") and st.count("|") < 2:
        return line
    if _MD_DELIM.match(st):
        return ""
    cells = st.strip("|").split("|")
    return "  ".join(c.strip() for c in cells)


def _unframe(numbered: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """TUI frames off. A TUI pads every row of a frame to one width; a row whose text runs up to the right border was
    wrapped there, in mid-word (text right up to the border's padding space: joined without a space) or at a space
    (its word's space, then the padding: joined with one). The frame's inner width is the longest row's; a row with
    only one border (a paste that cut the frame) counts as wrapped when exactly one padding space precedes its right
    border."""
    rows = []
    for no, line in numbered:
        st = line.strip()
        if st and all(c in _BOX_ANY or c in " \t" for c in st):
            rows.append((no, None, False, False))          # a rule of the frame ('├────┤'): no text
            continue
        left = st[:1] in _BOX_V
        right = len(st) > 1 and st[-1:] in _BOX_V
        if not (left or right):
            rows.append((no, line, False, False))
            continue
        inner = st[1:] if left else st
        inner = inner[1:] if left and inner.startswith(" ") else inner
        inner = inner[:-1] if right else inner
        inner = inner[:-1] if right and inner.endswith(" ") else inner
        rows.append((no, inner, left, right))
    width = max((len(r[1]) for r in rows if r[2] and r[3] and r[1] is not None), default=0)
    out: list[tuple[int, str]] = []
    join = None          # how the previous row continues: None (it does not), "" (mid-word) or " " (at a space)
    for no, inner, left, right in rows:
        if inner is None:
            out.append((no, ""))
            join = None
            continue
        if not (left or right):
            out.append((no, inner))
            join = None
            continue
        text = inner.rstrip()
        cont = text[:1].strip() or (join == "" and text[:1] == " " and text[1:2].strip())
        if join is not None and left and out and cont and not _NEW_ROW.match(text):
            no0, prev = out[-1]
            out[-1] = (no0, prev + join + text)
        else:
            out.append((no, text))
        join = None
        if right:
            if left and width and len(inner) >= width - 1 and len(text) >= width - 1:
                join = "" if len(text) >= len(inner) else " "
            elif not left and inner.endswith(text) and len(text) > 1 and len(inner) == len(text):
                join = ""          # one border only: text right up to the border's one padding space
    return out


def _ungutter(numbered: list[tuple[int, str]]) -> list[tuple[int, str]]:
    nums = []
    for _, line in numbered:
        m = _GUTTER.match(line) if line[:8].lstrip()[:1].isdecimal() else None
        nums.append(int(m.group(1)) if m else None)
    strip = [False] * len(numbered)
    i = 0
    while i < len(numbered):
        if nums[i] is None:
            i += 1
            continue
        j = i
        while j + 1 < len(numbered) and nums[j + 1] is not None and nums[j + 1] == nums[j] + 1:
            j += 1
        if j - i >= 2:
            for k in range(i, j + 1):
                strip[k] = True
        i = j + 1
    return [(no, _GUTTER.sub("", line, count=1) if s else line) for (no, line), s in zip(numbered, strip)]


def paste_lines(text: str, inline_code: bool = True) -> list[tuple[int, str]]:
    """The paste's lines with the paste's artefacts undone (module docstring), each with the 1-based number of the
    original line it comes from. `inline_code`: also drop the backticks of Markdown inline code spans (the
    signature engine; the event parser reads a backtick as a quote around a message and keeps them)."""
    text = unwiden(text)      # first: every rule below reads the words, not the byte-wise form
    if not text.isascii():
        text = text.translate(_SPACES)
    if "](" in text:
        text = _AUTOLINK.sub(_autolink, text)
    if "&" in text and ";" in text:
        import html

        text = _ENTITY.sub(lambda m: html.unescape(m.group(0)).replace("\u00a0", " "), text)
    if "\\u00" in text:
        text = _GO_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    if inline_code and "''" in text:
        # (the event parser counts a YAML scalar's quotes to join its wrapped lines first, then undoes these itself)
        text = _YAML_APOS.sub("'", text)
    numbered = list(enumerate(text.splitlines(), 1))
    if "<" in text and ("<br" in text or "<BR" in text or "<Br" in text):
        numbered, _ = _split_lines(numbered, _BR.split, "<")
    if "|" in text and "---" in text and _MD_DELIM.search(text):
        numbered = [(no, _md_row(line)) for no, line in numbered]
    n_raw, decoded = len(numbered), False
    if '{"' in text or "{ \"" in text:
        numbered, decoded = _split_lines(numbered, _json_record, "{")
    if "\\n" in text:
        numbered, escaped = _split_lines(numbered, _escaped_lines, "\\n")
        decoded = decoded or escaped
    if len(numbered) != n_raw or decoded:
        # JSON records / escaped strings were decoded: what they held is read by the rules below like any text
        text = "\n".join(line for _, line in numbered)
        if not text.isascii():
            text = text.translate(_SPACES)
            numbered = [(no, line.translate(_SPACES)) for no, line in numbered]
    if "\\" in text:  # Markdown backslash escapes (after the JSON/escaped-string rules, which read their own)
        numbered = [(no, _MD_ESCAPE.sub(r"\1", line) if "\\" in line and not _DRIVE.search(line) else line)
                    for no, line in numbered]
    if ">" in text:
        numbered = [(no, _QUOTE.sub("", line, count=1) if line.lstrip()[:1] == ">" else line) for no, line in numbered]
    if not text.isascii() and any(c in text for c in _BOX_V):
        numbered = _unframe(numbered)
        if "](" in text:      # an auto-link the frame had cut in two
            numbered = [(no, _AUTOLINK.sub(_autolink, line) if "](" in line else line) for no, line in numbered]
    if "```" in text or "~~~" in text:
        numbered = [(no, "" if _FENCE.match(line) else line) for no, line in numbered]
    if inline_code and "`" in text:
        numbered = [(no, _INLINE_CODE.sub(r"\1", line) if "`" in line else line) for no, line in numbered]
    elif "`" in text:
        # the event parser keeps a code span as a quote around a message in prose, but a line that is one code span
        # (a message pasted as inline code, or one code span per physical line) is read as what it holds
        numbered = [(no, m.group(1) if m else line) for no, line in numbered
                    for m in [_WHOLE_CODE.match(line) if "`" in line else None]]
    if ("|" in text or ":" in text or "\t" in text or "\u2502" in text) and _has_gutter_start(text):
        numbered = _ungutter(numbered)
    if '": "' in text or '":"' in text:
        # last, once quote prefixes, frames, code spans and gutters are gone: a pretty-printed JSON object's message
        # field on its own line is the message
        numbered, _ = _split_lines(numbered, _json_field, '"')
    if inline_code and not text.isascii() and _HAS_CJK.search(text):
        numbered = [(no, _CJK_GLUE.sub(" ", line) if _HAS_CJK.search(line) else line) for no, line in numbered]
    return numbered


def _unwiden(line: str) -> str | None:
    """A UTF-16 line read byte-wise ('E r r o r :   1 ' : every second character a space, a word break three), collapsed;
    None for any other line ('0 1 2 3 4 5 6 7' has no word break and stays). Cheap reject first: four odd positions must
    be spaces."""
    # (one leading space may shift the pairs; a leading non-space character is never dropped)
    for s in ((line, line[1:]) if line[:1] == " " else (line,)):
        if (len(s) >= 16 and s[1] == " " and s[3] == " " and s[5] == " " and s[7] == " " and "   " in s
                and not s[1::2].strip()):
            even = s[0::2]
            # (and words: a table of one-character cells, '| x | y |   | z |', is no UTF-16 text)
            if sum(c != " " for c in even) * 5 >= len(even) * 3 and _WORD3.search(even):
                return even.rstrip()
    return None


def _wide(line: str) -> bool:
    return len(line) >= 2 and line[1] == " " and not line[1::2].strip() and bool(line[0::2].strip())


def unwiden(text: str) -> str:
    """The text with its UTF-16-read-byte-wise lines collapsed, line for line (the line numbers stay the paste's), so
    that every reader of the text (the needle index, context checks, the resemblance fallback) sees the same words: all
    wide lines (short and one-word ones too) when most of the paste is wide (a whole UTF-16 log read byte-wise), else
    only those _unwiden() recognises on their own; the text itself when nothing is wide."""
    if "   " not in text:
        return text
    lines = text.splitlines()
    filled = [line for line in lines if line.strip()]
    wide = [line for line in filled if _wide(line)]
    if len(wide) * 5 >= len(filled) * 3 and sum(len(line) for line in wide) >= 32 and any(
            "   " in line and _WORD3.search(line[0::2]) for line in wide):
        collapsed = [line[0::2].rstrip() if _wide(line) else line for line in lines]
    else:
        collapsed = [w if (w := _unwiden(line)) is not None else line for line in lines]
    return text if collapsed == lines else "\n".join(collapsed)


def _split_lines(numbered, split, marker: str):
    """Each line holding `marker` replaced by the lines split() reads in it (None: the line stays), all with the
    original line's number; and whether any line was split."""
    out, any_split = [], False
    for no, line in numbered:
        parts = split(line) if marker in line else None
        if parts is None:
            out.append((no, line))
        else:
            out.extend((no, x) for x in parts)
            any_split = True
    return out, any_split


_GUTTER_START = LazyPattern(r"^[ \t]*\d{1,6}(?:[ \t]*[|\u2502\u2503:]|\t)", re.M)


def _has_gutter_start(text: str) -> bool:
    return _GUTTER_START.search(text) is not None


def normalise(text: str, inline_code: bool = True) -> str:
    """The paste as text, its artefacts undone (paste_lines)."""
    return "\n".join(line for _, line in paste_lines(text, inline_code))
