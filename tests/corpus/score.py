import sys, collections, time
sys.path.insert(0,'tests')
# usage: python tests/corpus/score.py [fresh2|fresh3|fresh|logs]  (top-1 per category and every miss)
import corpus
BATCH = sys.argv[1] if len(sys.argv) > 1 else "fresh2"
# a batch without its own loader (emitters, ...) is read as tests/corpus/<name>.yaml; never name a held-out batch
samples = getattr(corpus, "log_samples" if BATCH == "logs" else f"{BATCH}_samples", None) or (
    lambda: corpus.batch_samples(BATCH))
from doctor.explain import explain
from doctor.signatures.events import parse_event
def top1(t):
    m=explain(t)["matches"]; return m[0]["category"] if m else None
per=collections.defaultdict(lambda:[0,0]); miss=[]
worst=0
for s in samples():
    t0=time.perf_counter(); got=top1(s["text"]); worst=max(worst,time.perf_counter()-t0)
    per[s["category"]][1]+=1
    if got==s["category"]: per[s["category"]][0]+=1
    else: miss.append((s["category"],got,s["source"]))
h=sum(v[0] for v in per.values()); n=sum(v[1] for v in per.values())
print(f"LOGS {h}/{n} = {h/n:.1%}  worst {worst*1000:.0f} ms")
for c,(a,b) in sorted(per.items()): print(f"  {c:34s} {a}/{b}")
print("MISSES:"); [print("  want",w,"got",g,u) for w,g,u in miss]
events = getattr(corpus, f"event_{BATCH}_samples", None)   # events_<batch>.yaml, when the batch has one
if events is None: sys.exit(0)
eh=0; emiss=[]
for s in events():
    r=parse_event(s["text"]); d=None if r is None else {k:r[k] for k in ("source","total","reasons","preemption")}
    if d==s["expect"]: eh+=1
    else: emiss.append((s["source_url"],d,s["expect"]))
print(f"EVENTS {eh}/{len(events())}")
for u,d,x in emiss: print("  ",u,"\n     got ",d,"\n     want",x)
