"""Replay a batch's FIRST RUN with the catalogue as it was then, with and without today's
category-level family entries and resemblance fallback (round 3 of issue 12).

    python tests/corpus/replay.py            # fresh2..fresh6

For each batch: the family modules at the commit its first run used (README: fresh2 6755403 ...)
are loaded into a scratch copy of today's `doctor` package (today's engine), then scored three times:
as they were (resemblance off; this must come close to the recorded first-run figure, else the
replay is not faithful), with today's family entries (ids '*/family-*') appended, and with the
families plus the resemblance fallback whose reference set leaves the batch out. The later figures
say how much the families/fallback would have caught of text the catalogue had not seen. They are
NOT held-out figures: the families were written after reading these batches' misses (runs/*.txt);
the batches collected after this work are the held-out test."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FAMILY_FILES = ("gpu", "runtime", "kube", "hardware", "distributed")
BATCHES = {"fresh2": "6755403", "fresh3": "59d1408", "fresh4": "f6a7321", "fresh5": "06f72be", "fresh6": "560d8ad"}

_CHILD = r"""
import sys, json, yaml, collections
from doctor.explain import explain
samples = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
hits, per, misses = 0, collections.defaultdict(lambda: [0, 0]), []
for s in samples:
    m = explain(s["text"])["matches"]
    got = m[0]["category"] if m else None
    per[s["category"]][1] += 1
    if got == s["category"]:
        hits += 1; per[s["category"]][0] += 1
    else:
        misses.append([s["category"], got, s["source"]])
print(json.dumps({"hits": hits, "n": len(samples), "per": per, "misses": misses}))
"""


def _scratch(commit: str, with_families: bool, resemblance_without: str | None) -> Path:
    tmp = Path(tempfile.mkdtemp(prefix=f"replay-{commit}-"))
    shutil.copytree(ROOT / "doctor", tmp / "doctor", ignore=shutil.ignore_patterns("__pycache__"))
    sigdir = tmp / "doctor" / "signatures"
    (sigdir / "_needles.py").write_text("NEEDLES = {}\n")   # today's table does not hold the old patterns
    samples = []
    if resemblance_without is not None:   # the fallback's reference set without the batch scored
        sys.path.insert(0, str(Path(__file__).parent))
        from build_resemblance import FILES, reference_samples

        samples = reference_samples([f for f in FILES if f != f"{resemblance_without}.yaml"])
    (sigdir / "_resemblance.py").write_text(f"FILES = []\nSAMPLES = {samples!r}\n")
    for name in FAMILY_FILES:
        cur = sigdir / f"{name}.py"
        shutil.copy(cur, sigdir / f"_today_{name}.py")
        old = subprocess.run(["git", "show", f"{commit}:doctor/signatures/{name}.py"], cwd=ROOT,
                             capture_output=True, text=True)
        text = old.stdout if old.returncode == 0 else "SIGNATURES = []\n"
        if with_families:
            text += (f"\nfrom ._today_{name} import SIGNATURES as _today\n"
                     "SIGNATURES = list(SIGNATURES) + [s for s in _today if '/family-' in s.id]\n")
        cur.write_text(text)
    return tmp


def run(batch: str, commit: str, with_families: bool, with_resemblance: bool = False) -> dict:
    tmp = _scratch(commit, with_families, batch if with_resemblance else None)
    try:
        out = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT / "tests" / "corpus" / f"{batch}.yaml")],
                             cwd=tmp, capture_output=True, text=True, env={"PYTHONPATH": str(tmp), "PATH": "/usr/bin:/bin"})
        if out.returncode:
            raise SystemExit(out.stderr)
        return json.loads(out.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    tot = [0, 0, 0, 0]
    for batch, commit in BATCHES.items():
        a = run(batch, commit, False)
        b = run(batch, commit, True)
        c = run(batch, commit, True, True)
        tot[0] += a["hits"]; tot[1] += b["hits"]; tot[2] += a["n"]; tot[3] += c["hits"]
        print(f"{batch} (catalogue {commit}): as then {a['hits']}/{a['n']}, with today's families {b['hits']}/{b['n']}, "
              f"families + resemblance (reference without {batch}) {c['hits']}/{c['n']}")
        was = {tuple(m) for m in a["misses"]}
        for m in b["misses"]:
            print("   still missed: want", m[0], "got", m[1], m[2])
        for m in b["misses"]:
            if tuple(m) not in was:
                print("   changed miss (no match then, a wrong family now):" if [m[0], None, m[2]] in a["misses"]
                      else "   NEW miss (a family beat a right answer):", m)
        for m in c["misses"]:
            if m not in b["misses"]:
                print("   resemblance answered wrong:", m)
    print(f"all: as then {tot[0]}/{tot[2]} = {tot[0]/tot[2]:.1%}, with families {tot[1]}/{tot[2]} = {tot[1]/tot[2]:.1%}, "
          f"families + resemblance {tot[3]}/{tot[2]} = {tot[3]/tot[2]:.1%}")


if __name__ == "__main__":
    main()
