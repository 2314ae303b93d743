"""diff_measures.py A B: the readings that changed between two measure_all.py outputs (A before, B after)."""
import json
import sys


def load(path):
    return {r["k"]: r for r in map(json.loads, open(path))}


a, b = load(sys.argv[1]), load(sys.argv[2])
kinds = {"right->wrong": [], "wrong->right": [], "wrong->wrong": [], "id only": []}
for k, y in b.items():
    x = a.get(k)
    if x is None or (x["got"] == y["got"] and x["id"] == y["id"]):
        continue
    was, now = x["got"] == x["want"], y["got"] == y["want"]
    kind = ("right->wrong" if was and not now else "wrong->right" if now and not was
            else "id only" if x["got"] == y["got"] else "wrong->wrong")
    kinds[kind].append((k, y["src"], y["want"], f"{x['got']}({x['id']})", f"{y['got']}({y['id']})"))
for kind, rows in kinds.items():
    print(f"{kind}: {len(rows)}")
    for row in rows[:60]:
        print("   ", *row)
print("only in B:", len(set(b) - set(a)), " only in A:", len(set(a) - set(b)))
