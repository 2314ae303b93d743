"""Every generated fixture is what its generator writes today: each generator in
fixtures/_generators/ runs inside a copy of fixtures/ (their output root resolves to the copy)
and the copy must equal the tree byte for byte. A fixture edited by hand without its generator
(or a generator edited without regenerating) fails here, with the files that differ.

Regenerate after editing a generator with the same commands (from fixtures/_generators/)."""
from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

from testlib import FIXTURES

# (generator, arguments), relative to fixtures/_generators/; "{root}" is the fixtures folder
RUNS = [
    ("demo.py", ["{root}/demo"]), ("gpu.py", ["{root}"]), ("hardware.py", ["{root}"]), ("zombies.py", ["{root}"]),
    ("distributed.py", []), ("pending_fixtures.py", []), ("kueue_fixtures.py", []), ("kueue_fixtures.py", ["kai"]),
    ("dra_fixtures.py", []), ("dra_fixtures.py", ["lws"]), ("postmortem.py", []), ("topology.py", []),
    ("workloads.py", []),
]


def _differences(a: Path, b: Path, rel: str = "") -> list[str]:
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__"])
    out = [f"{rel}{n} (only in the tree)" for n in cmp.left_only] + [f"{rel}{n} (only regenerated)" for n in cmp.right_only]
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    out += [f"{rel}{n}" for n in mismatch + errors]
    for sub in cmp.common_dirs:
        out += _differences(a / sub, b / sub, f"{rel}{sub}/")
    return out


def test_every_generator_reproduces_its_fixtures_byte_for_byte(tmp_path):
    root = tmp_path / "fixtures"
    shutil.copytree(FIXTURES, root, ignore=shutil.ignore_patterns("__pycache__"))
    gen = root / "_generators"
    on_disk = {p.name for p in (FIXTURES / "_generators").glob("*.py") if not p.name.startswith("_")}
    assert on_disk == {g for g, _ in RUNS}, f"a generator is not run here: {sorted(on_disk ^ {g for g, _ in RUNS})}"
    for script, args in RUNS:
        proc = subprocess.run([sys.executable, script, *[a.format(root=root) for a in args]], cwd=gen,
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, f"{script} {args}: {proc.stderr[-2000:]}"
    diff = _differences(FIXTURES, root)
    assert not diff, f"{len(diff)} fixture file(s) differ from what their generator writes: {diff[:20]}"
