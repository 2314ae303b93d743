"""A gang's "only F of the S members fit at once" finding names the same representative member in
`doctor scan` (which analyses one pod per group of identical pending pods) and in `doctor pending
POD` for any member: the member with the lowest rank index (controller index labels, else the
trailing ordinal of the name, compared as numbers), so the finding has one title and one id
whichever member is asked about and in whatever order the API server lists the pods."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
TRAINERS = [f"dist-llm-training-trainer-{i}" for i in range(4)]


def _gang(findings: list[dict]) -> list[dict]:
    return [f for f in findings if f["check"] == "pending_pods" and "gang members like" in f["title"]]


def _variant(tmp_path: Path, rename: dict[str, str] | None = None) -> Path:
    """fixtures/demo with its pods listed in reverse order (trainer-3 first), members renamed."""
    out = tmp_path / "demo"
    shutil.copytree(FIXTURES / "demo", out)
    pods = json.loads((out / "pods.json").read_text())
    pods["items"].reverse()
    for p in pods["items"]:
        meta = p["metadata"]
        meta["name"] = (rename or {}).get(meta["name"], meta["name"])
    (out / "pods.json").write_text(json.dumps(pods, indent=1))
    return out


def _check(doctor, folder: Path, members: list[str], want: str):
    scan = _gang(doctor("scan", "--from", folder, "-o", "json").json()["findings"])
    assert len(scan) == 1, [f["title"] for f in scan]
    assert f"like team-b/{want} fit" in scan[0]["title"], scan[0]["title"]
    for name in members:
        got = _gang(doctor("pending", f"team-b/{name}", "--from", folder, "-o", "json").json()["findings"])
        assert [(f["title"], f["id"]) for f in got] == [(scan[0]["title"], scan[0]["id"])], name


def test_demo_gang_named_by_rank_0_in_scan_and_pending(doctor):
    _check(doctor, FIXTURES / "demo", TRAINERS, "dist-llm-training-trainer-0")


def test_listing_order_does_not_change_the_name(doctor, tmp_path):
    _check(doctor, _variant(tmp_path), TRAINERS, "dist-llm-training-trainer-0")


def test_ordinals_compare_as_numbers(doctor, tmp_path):
    # trainer-10 sorts before trainer-9 as text; rank 9 is the lowest
    rename = dict(zip(TRAINERS, [f"dist-llm-training-trainer-{i}" for i in (12, 9, 11, 10)]))
    _check(doctor, _variant(tmp_path, rename), list(rename.values()), "dist-llm-training-trainer-9")


def test_index_labels_win_over_names(doctor, tmp_path):
    """A controller's index label (here JobSet's global index) decides, not the name."""
    folder = _variant(tmp_path)
    pods = json.loads((folder / "pods.json").read_text())
    for p in pods["items"]:
        name = p["metadata"]["name"]
        if name in TRAINERS:
            p["metadata"]["labels"]["jobset.sigs.k8s.io/job-global-index"] = str(3 - TRAINERS.index(name))
    (folder / "pods.json").write_text(json.dumps(pods, indent=1))
    _check(doctor, folder, TRAINERS, "dist-llm-training-trainer-3")


@pytest.mark.parametrize("asked", [TRAINERS[0], TRAINERS[3]])
def test_gang_json_says_who_represents_it(doctor, asked):
    d = doctor("pending", f"team-b/{asked}", "--from", FIXTURES / "demo", "-o", "json").json()
    assert d["gang"]["representative"] == f"team-b/{TRAINERS[0]}"


def test_members_in_groups_of_their_own_give_one_finding(doctor, tmp_path):
    """Members that scan analyses separately (a label of their own and a PodGroup annotation make
    their scheduling constraints differ) report the gang once, with every member."""
    folder = _variant(tmp_path)
    pods = json.loads((folder / "pods.json").read_text())
    for p in pods["items"]:
        meta = p["metadata"]
        if meta["name"] in TRAINERS:
            meta.setdefault("annotations", {})["scheduling.k8s.io/group-name"] = "dist-llm-training"
            meta["labels"]["pod-name"] = meta["name"]
    (folder / "pods.json").write_text(json.dumps(pods, indent=1))
    _check(doctor, folder, TRAINERS, "dist-llm-training-trainer-0")
    scan = _gang(doctor("scan", "--from", folder, "-o", "json").json()["findings"])
    assert sorted(o["name"] for o in scan[0]["objects"] if o["kind"] == "Pod") == TRAINERS
    ids = [f["id"] for f in doctor("scan", "--from", folder, "-o", "json").json()["findings"]]
    assert len(ids) == len(set(ids)), "a finding id appears twice"


def test_podgroup_of_bare_pods_named_by_its_lowest_member(doctor, tmp_path):
    """Members without a controller (bare pods naming a PodGroup): the PodGroup's pending pods decide."""
    folder = _variant(tmp_path)
    pods = json.loads((folder / "pods.json").read_text())
    for p in pods["items"]:
        meta = p["metadata"]
        if meta["name"] in TRAINERS:
            meta.pop("ownerReferences", None)
            meta.setdefault("annotations", {})["scheduling.k8s.io/group-name"] = "dist-llm-training"
    (folder / "pods.json").write_text(json.dumps(pods, indent=1))
    groups = {"apiVersion": "v1", "kind": "List", "items": [{
        "apiVersion": "scheduling.volcano.sh/v1beta1", "kind": "PodGroup",
        "metadata": {"name": "dist-llm-training", "namespace": "team-b", "uid": "pg-dist-llm-training",
                     "creationTimestamp": "2026-03-02T09:00:00Z"},
        "spec": {"minMember": 4}, "status": {"phase": "Inqueue"}}]}
    (folder / "podgroups.scheduling.volcano.sh.json").write_text(json.dumps(groups, indent=1))
    # the PodGroup's own verdict names the PodGroup; the gang JSON names the same member for every one
    for name in TRAINERS:
        d = doctor("pending", f"team-b/{name}", "--from", folder, "-o", "json").json()
        assert d["gang"]["representative"] == "team-b/dist-llm-training-trainer-0", name
