"""doctor/_check_index.py lets `doctor pending` import only the checks its question needs
(doctor/check_index.py). It must pick exactly what importing every check picks, and never be
trusted when stale."""
from __future__ import annotations

import pytest

from doctor import check_index
from doctor.commands.pending_cmd import question_checks
from doctor.engine import checks_for
from doctor.model import Symptom
from doctor.registry import discover

PENDING = (Symptom.POD_UNSCHEDULABLE, Symptom.PODS_NOT_CREATED)


def test_the_table_is_current(tmp_path):
    """After changing a check (or doctor/model.py, doctor/check.py): `python -m doctor.check_index`.
    A stale table is not wrong (it is not used), only slower."""
    fresh = check_index.write(tmp_path / "_check_index.py").read_text()
    committed = (check_index._HERE / "_check_index.py").read_text()
    assert committed == fresh, "doctor/_check_index.py is stale: run `python -m doctor.check_index`"


@pytest.mark.parametrize("symptoms,subjects", [(PENDING, ()), ((Symptom.POD_UNSCHEDULABLE,), ()),
                                               (("gpu-error:*",), ()), ((), ("node",)), ((), ("pod", "gpu"))])
def test_it_picks_what_importing_every_check_picks(symptoms, subjects):
    got = check_index.checks_for(symptoms, subjects)
    assert got is not None
    assert got == checks_for(symptoms, discover(plugins=False), subjects)


def test_pending_asks_the_table(monkeypatch):
    assert question_checks(plugins=False) == checks_for(PENDING, discover(plugins=False))
    assert question_checks(plugins=True) == checks_for(PENDING, discover(plugins=True))


def test_a_stale_table_is_not_used(monkeypatch):
    from doctor import _check_index as table

    monkeypatch.setattr(table, "DIGEST", "0" * 40)
    assert check_index.checks_for(PENDING) is None
    assert question_checks(plugins=False) == checks_for(PENDING, discover(plugins=False))


def test_a_row_that_no_longer_matches_its_class_is_not_used(monkeypatch):
    from doctor import _check_index as table

    rows = [dict(r) for r in table.CHECKS]
    row = next(r for r in rows if r["id"] == "pending_pods")
    row["may_explain"] = ("something-else",)
    monkeypatch.setattr(table, "CHECKS", rows)
    assert check_index.checks_for(PENDING) is None
