"""Preemption and pod affinity on snapshots whose pods are partial (`record -n NS`, a namespaced
fallback, a list cut short). Pods the snapshot lacks may be lower-priority victims, hold more of a
node, or be the pods a required pod affinity needs:
- `pending` prints no simulated "preemption: ..." words as kube-scheduler's; it says what stands
  ("cannot help": without every lower-priority pod it shows no node has room, and unseen pods only
  hold more) or that it cannot tell (victims found among what was read; affinity/spread involved);
- a nomination found among the pods that were read is no "waits for preemption" answer;
- `scan`, like `pending`, lowers "does not fit" to "Cannot tell" when a node's only obstacle is a
  required pod affinity that unseen pods may satisfy; anti-affinity verdicts stand (unseen pods
  only repel more).
Each case records a fixture with `doctor record --from FIXTURE -n NS` (the meta.json a live
`record -n NS` writes) and replays it; the whole fixture is the control."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

FIX = Path(__file__).resolve().parent.parent / "fixtures"
FRAG = "research/llm-finetune-0-x8k2q"
URGENT = "ml/train-urgent-0"


def _record(doctor, tmp_path: Path, source: Path, namespace: str) -> Path:
    out = tmp_path / f"rec-{source.name}-{namespace}"
    r = doctor("record", str(out), "--from", str(source), "-n", namespace, "--no-logs")
    assert r.code == 0, r.stderr
    return out


def _pending(doctor, folder: Path, pod: str) -> tuple[int, dict]:
    r = doctor("pending", pod, "--from", str(folder), "-o", "json")
    assert r.code in (0, 1, 3), r.stderr
    return r.code, r.json()


def _scan_pod(doctor, folder: Path, pod: str) -> list[dict]:
    r = doctor("scan", "--from", str(folder), "-o", "json")
    assert r.code in (0, 1), r.stderr
    ns, name = pod.split("/")
    return [f for f in r.json()["findings"] if f["check"] == "pending_pods"
            and any(o["kind"] == "Pod" and o["name"] == name and o.get("namespace") == ns for o in f["objects"])]


def _one_namespace(tmp_path: Path, affinity: bool = False, cache_ns: str = "inference") -> Path:
    """pending-fragmented with the GPU holders moved into the pending pod's namespace (the recording
    of `research` shows every GPU holder); with `affinity`, gpu-a100-3/-4 are emptied and the pending
    pod must share a node with a pod labelled app=cache in namespace `inference`, which runs on
    gpu-a100-1 (2 GPUs free): gpu-a100-3/-4 have room and fail only the affinity."""
    src = tmp_path / (f"frag-aff-{cache_ns}" if affinity else "frag-src")
    shutil.copytree(FIX / "pending-fragmented", src)
    doc = json.loads((src / "pods.json").read_text())
    for p in doc["items"]:
        if p["metadata"]["name"].startswith("embed-"):
            p["metadata"]["namespace"] = "research"
    if affinity:
        doc["items"] = [p for p in doc["items"] if not p["metadata"]["name"].startswith(("embed-3", "embed-4"))]
        for p in list(doc["items"]):
            if p["metadata"]["name"] == "kube-proxy-033a4":     # on gpu-a100-1
                cache = json.loads(json.dumps(p))
                cache["metadata"].update(name=p["spec"]["nodeName"] + "-cache", namespace=cache_ns,
                                         uid="u-cache-" + p["spec"]["nodeName"], labels={"app": "cache"})
                cache["metadata"].pop("ownerReferences", None)
                doc["items"].append(cache)
            if p["metadata"]["name"] == FRAG.split("/")[1]:
                p["spec"]["affinity"] = {"podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [{
                    "labelSelector": {"matchLabels": {"app": "cache"}}, "namespaces": [cache_ns],
                    "topologyKey": "kubernetes.io/hostname"}]}}
    (src / "pods.json").write_text(json.dumps(doc))
    return src


def test_no_victims_on_partial_pods_keeps_the_verdict_not_the_words(doctor, tmp_path):
    src = _one_namespace(tmp_path)
    _, whole = _pending(doctor, src, FRAG)
    assert "preemption: 0/5 nodes are available" in whole["message"]                    # control
    assert any(n.get("preemption") for n in whole["nodes"])
    code, d = _pending(doctor, _record(doctor, tmp_path, src, "research"), FRAG)
    assert "preemption" not in d["message"] and d["message"].startswith("0/5 nodes are available: ")
    assert not any("preemption" in n for n in d["nodes"])
    note = next(n for n in d["notes"] if n.startswith("preemption"))
    assert "cannot help" in note and "only hold more" in note, note
    assert code == 1 and d["findings"][0]["severity"] == "critical"      # does not fit: unseen pods only use more


def test_nomination_among_partial_pods_is_not_the_answer(doctor, tmp_path):
    _, whole = _pending(doctor, FIX / "pending-preemption", URGENT)
    assert whole["headline"].startswith(f"Pod {URGENT} waits for preemption") and whole["preemption"]   # control
    rec = _record(doctor, tmp_path, FIX / "pending-preemption", "ml")
    _, d = _pending(doctor, rec, URGENT)
    assert d["preemption"] is None and "waits for preemption" not in d["headline"], d["headline"]
    assert not any("waits for preemption" in f["title"] for f in d["findings"])
    note = next(n for n in d["notes"] if n.startswith("preemption"))
    assert "cannot tell" in note and "evicting 1 of them on gpu-a100-1" in note, note
    assert not any("waits for preemption" in f["title"] for f in _scan_pod(doctor, rec, URGENT))


def test_pod_affinity_on_partial_pods_is_cannot_tell_in_scan_as_in_pending(doctor, tmp_path):
    src = _one_namespace(tmp_path, affinity=True)
    whole = _scan_pod(doctor, src, FRAG)
    assert whole[0]["severity"] == "critical" and not whole[0]["title"].startswith("Cannot tell")   # control
    rec = _record(doctor, tmp_path, src, "research")
    code, d = _pending(doctor, rec, FRAG)
    assert code == 3 and d["status"] == "partial" and d["headline"].startswith(f"Cannot tell whether pod {FRAG} fits")
    found = _scan_pod(doctor, rec, FRAG)
    assert found and all(f["severity"] == "info" for f in found), [(f["severity"], f["title"]) for f in found]
    top = found[0]
    assert top["title"].startswith(f"Cannot tell whether pod {FRAG} fits"), top["title"]
    assert "pod affinity" in top["summary"] and "recorded in namespace research only" in top["summary"]
    note = next(n for n in d["notes"] if n.startswith("preemption"))
    assert "cannot tell" in note and "affinity" in note


def test_anti_affinity_verdict_stands_on_partial_pods(doctor, tmp_path):
    full = doctor("scan", "--from", str(FIX / "pending-anti-affinity"), "-o", "json").json()
    anti = [f for f in full["findings"] if f["check"] == "pending_pods" and "must not share" in f["title"]]
    assert anti and anti[0]["severity"] == "critical"
    ns = next(o["namespace"] for o in anti[0]["objects"] if o["kind"] == "Pod")
    rec = _record(doctor, tmp_path, FIX / "pending-anti-affinity", ns)
    got = [f for f in doctor("scan", "--from", str(rec), "-o", "json").json()["findings"]
           if f["check"] == "pending_pods" and "must not share" in f["title"]]
    assert [(f["title"], f["severity"]) for f in got] == [(anti[0]["title"], "critical")]


def test_pod_affinity_within_the_namespace_that_was_read_stands(doctor, tmp_path):
    """The affinity term selects pods of `research` only, and `record -n research` read that namespace
    whole: the pods it needs are all there, so "does not fit" stays a verdict in scan and pending."""
    src = _one_namespace(tmp_path, affinity=True, cache_ns="research")
    rec = _record(doctor, tmp_path, src, "research")
    code, d = _pending(doctor, rec, FRAG)
    assert code == 1 and d["status"] == "pending" and not d["headline"].startswith("Cannot tell"), d["headline"]
    found = _scan_pod(doctor, rec, FRAG)
    assert found[0]["severity"] == "critical" and not found[0]["title"].startswith("Cannot tell"), found[0]["title"]
    note = next(n for n in d["notes"] if n.startswith("preemption"))
    assert "cannot help" in note, note       # affinity needs no unseen pod here: the verdict stands
