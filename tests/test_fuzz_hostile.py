"""CI run of the bounded random fuzzer (tests/fuzz_hostile.py): fixed seed, a few hundred cases
at most, a time budget of a few seconds. Longer runs, documented in the README:

    DOCTOR_FUZZ_CASES=5000 DOCTOR_FUZZ_BUDGET=0 .venv/bin/pytest -q tests/test_fuzz_hostile.py -s
    .venv/bin/python tests/fuzz_hostile.py --cases 5000 --seed 11
"""
from __future__ import annotations

import os

from fuzz_hostile import fuzz


def test_fuzzed_fixtures_never_crash_hang_or_leak_control_characters():
    cases = int(os.environ.get("DOCTOR_FUZZ_CASES", 300))
    budget = float(os.environ.get("DOCTOR_FUZZ_BUDGET", 10))
    seed = int(os.environ.get("DOCTOR_FUZZ_SEED", 11))
    stats = fuzz(cases, seed, budget)
    print(stats.line())
    assert not stats.failures, "\n".join(stats.failures[:20])
    assert stats.runs >= min(cases, 40), stats.line()      # the budget must leave room for real coverage
    assert stats.hangs == 0 and stats.crashes == 0
