"""First run of explain/parse_event on one held-out batch file: `python tests/corpus/first_run.py tests/corpus/fresh7.yaml`
(a negatives*.yaml batch: real texts whose cause is no category, scored by explain staying silent)
(run once, on the catalogue before any change the batch informs; its output is kept in runs/)."""
import sys, time, collections, yaml, subprocess
from doctor.explain import explain
from doctor.signatures.events import parse_event
path = sys.argv[1]
samples = yaml.safe_load(open(path, encoding="utf-8"))
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
print(f"# first run on {path}, catalogue at {commit}")
if "events" in path:
    ok = 0; miss = []
    for s in samples:
        r = parse_event(s["text"]); d = None if r is None else {k: r[k] for k in ("source", "total", "reasons", "preemption")}
        if d == s["expect"]: ok += 1
        else: miss.append((s["source_url"], s["text"], d, s["expect"]))
    print(f"EVENTS {ok}/{len(samples)} = {ok/len(samples):.1%}" if samples else "EVENTS 0/0 (an empty batch: nothing to score)")
    for u, t, d, x in miss: print(" ", u, "\n    text", repr(t)[:300], "\n    got ", d, "\n    want", x)
    sys.exit(0)
if "negatives" in path:
    # real texts whose cause is no category: the right answer is silence; a finding is a false claim
    silent = 0; claims = []; per = collections.defaultdict(lambda: [0, 0])
    for s in samples:
        m = explain(s["text"])["matches"]
        per[s["kind"]][1] += 1
        if not m:
            silent += 1; per[s["kind"]][0] += 1
        else:
            claims.append((s["kind"], m[0]["category"], m[0].get("id"), m[0].get("confidence") or "-", s["source"]))
    print(f"NEGATIVES silent {silent}/{len(samples)} = {silent/len(samples):.1%}  false claims {len(claims)} "
          f"(low confidence {sum(1 for c in claims if c[3] == 'low')})")
    for k, (a, b) in sorted(per.items()): print(f"  {k:34s} {a}/{b} silent")
    print("FALSE CLAIMS:")
    for k, c, i, conf, u in claims: print(f"  {k} -> {c} ({i}, confidence {conf}) {u}")
    sys.exit(0)
per = collections.defaultdict(lambda: [0, 0]); miss = []; worst = 0; how = collections.Counter()
for s in samples:
    t0 = time.perf_counter()
    try:
        m = explain(s["text"])["matches"]; got = m[0]["category"] if m else None
    except Exception as exc:   # a crash on a real text is a miss, recorded as such
        got = f"CRASH {type(exc).__name__}: {exc}"
    worst = max(worst, time.perf_counter() - t0)
    per[s["category"]][1] += 1
    if got == s["category"]: per[s["category"]][0] += 1
    else: miss.append((s["category"], got, s["source"])); how["no match" if got is None else "crash" if got.startswith("CRASH") else "wrong"] += 1
h = sum(v[0] for v in per.values()); n = sum(v[1] for v in per.values())
print(f"LOGS {h}/{n} = {h/n:.1%}  worst {worst*1000:.0f} ms  misses: {dict(how)}" if n else
      "LOGS 0/0 (an empty batch: nothing to score)")
for c, (a, b) in sorted(per.items()): print(f"  {c:34s} {a}/{b}")
print("MISSES:")
for w, g, u in miss: print("  want", w, "got", g, u)
