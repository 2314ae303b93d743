"""wire_wave.py SPEC.json: wire a wave (fresh FIRST..LAST and its negatives batches) as tuning data of round R.
SPEC: {"round", "wave", "session", "first", "last", "catalogue", "catdesc", "domains", "negatives": [[n, silent, total,
catalogue]], "known": {url: batch}, "known_why": {batch: why}}. Reads the first runs in runs/; edits
tests/corpus/__init__.py (constants, loaders), build_resemblance.py (FILES), build_classifier.py and the classifier /
families / not-stack / corpus tests. Check each edit with git diff; rebuild the resemblance index and classifier after."""
import json
import re
import sys
import textwrap
from pathlib import Path
S = json.load(open(sys.argv[1]))
R, F, L, CAT, DESC = S['round'], S['first'], S['last'], S['catalogue'], S['catdesc']
NEGS = S.get('negatives', [])      # [[n, silent, total, catalogue], ...]
KNOWN = S.get('known', {})          # url: batch
KNOWN_WHY = S.get('known_why', {})  # batch: comment
M = str(Path(__file__).resolve().parents[3]) + '/'
def rd(p): return open(M + p, encoding='utf-8').read()
def wr(p, s): open(M + p, 'w', encoding='utf-8').write(s)
def sub1(s, old, new, p):
    assert s.count(old) == 1, (p, old, s.count(old)); return s.replace(old, new)
def first_run(n, ev=False):
    t = open(f"{M}tests/corpus/runs/{'events_' if ev else ''}fresh{n}_first_run.txt").read()
    if ev:
        m = re.search(r'EVENTS (\d+)/(\d+)', t); return (int(m[1]), int(m[2])) if m else (0, 0)
    m = re.search(r'LOGS (\d+)/(\d+)', t); misses = re.findall(r'want \S+ got .+ (https://\S+)', t)
    return int(m[1]), int(m[2]), misses
rng = range(F, L + 1)
# tests/corpus/__init__.py
p = 'tests/corpus/__init__.py'; s = rd(p)
s = re.sub(rf"(TUNED_AFTER_ROUND{R-1} = \([^\n]*\)\s+# explicit: )fresh{F}\+ are held out, never listed here",
           rf"\g<1>fresh{F}+ are not in this round", s)
blk = [f"# fresh{F}.yaml .. fresh{L}.yaml and their events files, session {S['session']}'s wave {S['wave']} (GitHub issue threads: "
       f"{S['domains']}): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first "
       f"run on catalogue {CAT} ({DESC}); tuning data since round {R}."]
blk = textwrap.wrap(blk[0], 118, initial_indent='', subsequent_indent='# ')
for n in rng:
    a, b, _ = first_run(n)
    blk.append(f"FRESH{n}_FIRST_RUN = ({a}, {b})  # top-1 category, {a/b:.1%} (catalogue {CAT})" if b else
               f"FRESH{n}_FIRST_RUN = (0, 0)  # an empty batch: nothing to score (catalogue {CAT})")
for n in rng:
    a, b = first_run(n, True)
    blk.append(f"FRESH{n}_EVENTS_FIRST_RUN = ({a}, {b})   # " + ("an empty batch: nothing to score" if not b else f"exact decomposition, {a/b:.1%}") + f" (catalogue {CAT})")
blk.append(f"# Misses still open (the first-run misses, unless fixed by round {R}, tests/corpus/README.md round {R})")
for n in rng:
    a, b, misses = first_run(n); still = [u for u in misses if u in KNOWN]
    if still:
        blk.append(f"FRESH{n}_KNOWN_MISSES: frozenset = frozenset({set(still)!r})    # open: README round {R} ({KNOWN_WHY[str(n)]})")
    elif misses:
        blk.append(f"FRESH{n}_KNOWN_MISSES: frozenset = frozenset()    # " + (f"the {len(misses)} first-run misses" if len(misses) > 1 else "the first-run miss") + f" fixed by round {R}")
    else:
        blk.append(f"FRESH{n}_KNOWN_MISSES: frozenset = frozenset()    # none at the first run")
for n in rng:
    blk.append(f"FRESH{n}_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run")
names = ", ".join(f"'fresh{n}'" for n in rng)
blk.append(f"TUNED_AFTER_ROUND{R} = ({names}{',' if F == L else ''})   # explicit: fresh{L+1}+ are held out, never listed here")
anchor = "\n\n# Held-out batches added later, run on a frozen catalogue"
s = sub1(s, anchor, "\n" + "\n".join(blk) + anchor, p)
loaders = ""
for n in rng:
    loaders += (f'@lru_cache(maxsize=None)\ndef fresh{n}_samples() -> tuple[dict, ...]:\n    """fresh{n}.yaml: session {S["session"]}\'s wave {S["wave"]} '
                f'(labelled, committed before its first run on catalogue {CAT})."""\n    return batch_samples("fresh{n}")\n\n\n'
                f'@lru_cache(maxsize=None)\ndef event_fresh{n}_samples() -> tuple[dict, ...]:\n    """events_fresh{n}.yaml: scheduling event messages '
                f'(labelled before the first run on catalogue {CAT})."""\n    return batch_samples("events_fresh{n}")\n\n')
s = sub1(s, "@lru_cache(maxsize=None)\ndef fresh318_samples()", loaders + "@lru_cache(maxsize=None)\ndef fresh318_samples()", p)
wr(p, s)
# build_resemblance.py
p = 'tests/corpus/build_resemblance.py'; s = rd(p)
s = re.sub(rf", as tuning data\. fresh{F} and later \(held-out batches\) must never enter it\.",
           f",\nfresh{F}..fresh{L} ({CAT}), as tuning data. fresh{L+1} and later (held-out batches) must never enter it.", s)
assert f"fresh{F}..fresh{L} ({CAT}), as tuning" in s
line = "         " + ", ".join(f'"fresh{n}.yaml"' for n in rng) + ",\n"
s = sub1(s, '         "extra.yaml")', line + '         "extra.yaml")', p); wr(p, s)
# test_explain_families.py
p = 'tests/test_explain_families.py'; s = rd(p)
s = sub1(s, f"# fresh{F} and later (the held-out", f"# fresh{L+1} and later (the held-out", p)
s = re.sub(r"(, each after its first run, as tuning data\.)", f", fresh{F}..fresh{L} (catalogue {CAT})\\1", s, count=1)
s = sub1(s, f"for n in range(7, {F}) if n != 177)", f"for n in range(7, {L+1}) if n != 177)", p)
s = sub1(s, f"for n in range({F}, {F+20}))", f"for n in range({L+1}, {L+21}))", p); wr(p, s)
# test_explain_classifier.py / build_classifier.py
p = 'tests/test_explain_classifier.py'; s = rd(p)
s = sub1(s, f"for n in range({F}, {F+20}))", f"for n in range({L+1}, {L+21}))", p)
if NEGS:
    n1 = NEGS[-1][0] + 1; n0 = NEGS[0][0]
    s = sub1(s, f'range(1, {n0}))     # negatives{n0} and later held out', f'range(1, {n1}))     # negatives{n1} and later held out', p)
    wr(p, s)
    p = 'tests/corpus/build_classifier.py'; s = rd(p)
    s = sub1(s, f"negatives{n0} and later (held-out)", f"negatives{n1} and later (held-out)", p)
    s = sub1(s, f"range(1, {n0}))", f"range(1, {n1}))", p); wr(p, s)
    p = 'tests/test_explain_not_stack.py'; s = rd(p)
    lines = "".join(f"# negatives{n} (issue threads) in round {R} (runs/negatives{n}_first_run.txt: {a}/{b} silent on {c}).\n" for n, a, b, c in NEGS)
    s = sub1(s, f"# negatives{n0} and later are held out.\n", lines + f"# negatives{n1} and later are held out.\n", p)
    s = sub1(s, f'"negatives{n0-1}"])', ", ".join(f'"negatives{n}"' for n in [n0 - 1] + [x[0] for x in NEGS]) + "])", p)
    m = re.search(rf'"negatives{n0-1}": (\d+)\}}\.get\(batch, 40\)', s)
    s = sub1(s, m[0], f'"negatives{n0-1}": {m[1]}, ' + ", ".join(f'"negatives{n}": {b}' for n, a, b, c in NEGS) + "}.get(batch, 40)", p)
    wr(p, s)
else:
    wr(p, s)
# test_explain_corpus.py
p = 'tests/test_explain_corpus.py'; s = rd(p)
last = re.findall(r"^FRESH(\d+)_(\d+), EVENTS\d+_\d+ = _round\(\d+, \d+\)$", s, re.M)[-1]
a, b = last
s = sub1(s, f"FRESH{a}_{b}, EVENTS{a}_{b} = _round({a}, {b})\n", f"FRESH{a}_{b}, EVENTS{a}_{b} = _round({a}, {b})\nFRESH{F}_{L}, EVENTS{F}_{L} = _round({F}, {L})\n", p)
s = sub1(s, f"FRESH{a}_{b})\n", f"FRESH{a}_{b}, FRESH{F}_{L})\n", p)
s = sub1(s, f"EVENTS{a}_{b})\n", f"EVENTS{a}_{b}, EVENTS{F}_{L})\n", p)
wr(p, s)
print("wired", F, L, NEGS)
