"""The cited corpus (tests/corpus): real error texts and scheduling event messages from public issue
threads, split by source-URL hash into a tuning share (patterns were written from it) and a
held-out share (never used to write patterns). Each category must reach 95% top-1 on its held-out
samples; events must decompose exactly. Also: hostile pastes, causal ranking, both readings,
the explain/v1 contract, speed."""
from __future__ import annotations

import collections
import re
import time

import pytest

import corpus
from corpus import (FRESH2_EVENTS_FIRST_RUN, FRESH2_FIRST_RUN, FRESH3_AFTER_FIX, FRESH3_FIRST_RUN,
                    FRESH3_KNOWN_MISSES, FRESH4_EVENTS_FIRST_RUN, FRESH4_FIRST_RUN, FRESH5_FIRST_RUN,
                    FRESH5_KNOWN_MISSES, FRESH6_FIRST_RUN, FRESH7_FIRST_RUN, FRESH8_EVENTS_FIRST_RUN,
                    FRESH8_FIRST_RUN, FRESH8_KNOWN_MISSES, FRESH9_EVENTS_FIRST_RUN, FRESH9_FIRST_RUN,
                    FRESH9_KNOWN_MISSES, FRESH_FIRST_RUN, FRESH10_EVENTS_FIRST_RUN, FRESH10_FIRST_RUN,
                    FRESH10_KNOWN_MISSES, event_fresh10_samples, fresh10_samples, FRESH11_EVENTS_FIRST_RUN,
                    FRESH11_FIRST_RUN, FRESH11_KNOWN_MISSES, event_fresh11_samples, fresh11_samples,
                    FRESH12_EVENTS_FIRST_RUN, FRESH12_FIRST_RUN, FRESH12_KNOWN_MISSES, FRESH12_EVENTS_KNOWN_MISSES,
                    event_fresh12_samples, fresh12_samples, FRESH13_EVENTS_FIRST_RUN, FRESH13_FIRST_RUN,
                    FRESH13_KNOWN_MISSES, FRESH13_EVENTS_KNOWN_MISSES, event_fresh13_samples, fresh13_samples,
                    FRESH14_EVENTS_FIRST_RUN, FRESH14_FIRST_RUN, FRESH14_KNOWN_MISSES, FRESH14_EVENTS_KNOWN_MISSES,
                    event_fresh14_samples, fresh14_samples, FRESH15_EVENTS_FIRST_RUN, FRESH15_FIRST_RUN,
                    FRESH15_KNOWN_MISSES, FRESH15_EVENTS_KNOWN_MISSES, event_fresh15_samples, fresh15_samples,
                    FRESH16_EVENTS_FIRST_RUN, FRESH16_FIRST_RUN, FRESH16_KNOWN_MISSES, FRESH16_EVENTS_KNOWN_MISSES,
                    event_fresh16_samples, fresh16_samples, FRESH17_EVENTS_FIRST_RUN, FRESH17_FIRST_RUN,
                    FRESH17_KNOWN_MISSES, FRESH17_EVENTS_KNOWN_MISSES, event_fresh17_samples, fresh17_samples,
                    FRESH18_EVENTS_FIRST_RUN, FRESH18_FIRST_RUN, FRESH18_KNOWN_MISSES, FRESH18_EVENTS_KNOWN_MISSES,
                    event_fresh18_samples, fresh18_samples, FRESH19_EVENTS_FIRST_RUN, FRESH19_FIRST_RUN,
                    FRESH19_KNOWN_MISSES, FRESH19_EVENTS_KNOWN_MISSES, event_fresh19_samples, fresh19_samples,
                    FRESH20_EVENTS_FIRST_RUN, FRESH20_FIRST_RUN, FRESH20_KNOWN_MISSES, FRESH20_EVENTS_KNOWN_MISSES,
                    event_fresh20_samples, fresh20_samples, FRESH21_EVENTS_FIRST_RUN, FRESH21_FIRST_RUN,
                    FRESH21_KNOWN_MISSES, FRESH21_EVENTS_KNOWN_MISSES, event_fresh21_samples, fresh21_samples,
                    FRESH22_EVENTS_FIRST_RUN, FRESH22_FIRST_RUN, FRESH22_KNOWN_MISSES, FRESH22_EVENTS_KNOWN_MISSES,
                    event_fresh22_samples, fresh22_samples, UNTUNED_BATCHES, batch_samples, FRESH23_EVENTS_FIRST_RUN,
                    FRESH23_FIRST_RUN, FRESH23_KNOWN_MISSES, FRESH23_EVENTS_KNOWN_MISSES, event_fresh23_samples,
                    fresh23_samples, FRESH24_EVENTS_FIRST_RUN, FRESH24_FIRST_RUN, FRESH24_KNOWN_MISSES,
                    FRESH24_EVENTS_KNOWN_MISSES, event_fresh24_samples, fresh24_samples, FRESH25_EVENTS_FIRST_RUN,
                    FRESH25_FIRST_RUN, FRESH25_KNOWN_MISSES, FRESH25_EVENTS_KNOWN_MISSES, event_fresh25_samples,
                    fresh25_samples, FRESH26_EVENTS_FIRST_RUN, FRESH26_FIRST_RUN, FRESH26_KNOWN_MISSES,
                    FRESH26_EVENTS_KNOWN_MISSES, event_fresh26_samples, fresh26_samples, FRESH27_EVENTS_FIRST_RUN,
                    FRESH27_FIRST_RUN, FRESH27_KNOWN_MISSES, FRESH27_EVENTS_KNOWN_MISSES, event_fresh27_samples,
                    fresh27_samples, FRESH28_EVENTS_FIRST_RUN, FRESH28_FIRST_RUN, FRESH28_KNOWN_MISSES,
                    FRESH28_EVENTS_KNOWN_MISSES, event_fresh28_samples, fresh28_samples, event_fresh8_samples,
                    event_fresh9_samples, fresh7_samples, fresh8_samples, fresh9_samples, HELD_OUT_FIRST_RUN,
                    HELD_OUT_PERCENT, event_fresh2_samples, event_fresh4_samples, event_samples, fresh2_samples,
                    fresh3_samples, fresh4_samples, fresh5_samples, fresh6_samples, fresh_samples, held_out,
                    log_samples, split, tuned_log_samples)
from doctor.explain import explain
from doctor.signatures import CATEGORIES, CATEGORY_INFO, analyse, catalogue, scan_text
from doctor.signatures.events import parse_event
from doctor.gpu.xid import lookup
from doctor.signatures.xid import XID, describe

THRESHOLD = 0.95
LOGS = log_samples()
EVENTS = event_samples()
TUNING, HELD = split(LOGS)
EV_TUNING, EV_HELD = split(EVENTS, "source_url")


def top1(text: str) -> str | None:
    matches = explain(text)["matches"]
    return matches[0]["category"] if matches else None


def decomposition(text: str):
    r = parse_event(text)
    return None if r is None else {k: r[k] for k in ("source", "total", "reasons", "preemption")}


# ---- the corpus itself ---------------------------------------------------------------------------

def test_corpus_is_real_cited_and_large_enough():
    assert len(LOGS) >= 300 and len(EVENTS) >= 30
    for s in LOGS:
        assert s["category"] in CATEGORIES, s
        assert re.match(r"https://(github\.com|raw\.githubusercontent\.com|pastebin\.com)/", s["source"]), s
        assert s["text"].strip() and s.get("origin"), s
    for s in EVENTS:
        assert s["source_url"].startswith("https://github.com/"), s
        assert set(s["expect"]) == {"source", "total", "reasons", "preemption"}, s
    # several independent sources per category (different threads, different programs)
    by_cat = collections.defaultdict(set)
    for s in LOGS:
        by_cat[s["category"]].add(s["source"])
    thin = {c: len(v) for c, v in by_cat.items() if len(v) < 4}
    assert not thin, thin


def test_split_is_deterministic_and_by_thread():
    assert held_out("https://github.com/NVIDIA/nccl/issues/902") == held_out("https://github.com/NVIDIA/nccl/issues/902")
    share = len(HELD) / len(LOGS)
    assert 0.25 <= share <= 0.45, share
    assert abs(share * 100 - HELD_OUT_PERCENT) < 10
    # a thread never lands on both sides
    sides = collections.defaultdict(set)
    for s in LOGS:
        sides[s["source"]].add(held_out(s["source"]))
    assert all(len(v) == 1 for v in sides.values())


# ---- accuracy -------------------------------------------------------------------------------------

HELD_CATEGORIES = sorted({s["category"] for s in HELD})


@pytest.mark.parametrize("category", HELD_CATEGORIES)
def test_held_out_top1_per_category(category):
    samples = [s for s in HELD if s["category"] == category]
    misses = [(s["source"], top1(s["text"])) for s in samples if top1(s["text"]) != category]
    accuracy = 1 - len(misses) / len(samples)
    assert accuracy >= THRESHOLD, (category, f"{len(samples) - len(misses)}/{len(samples)}", misses)


def test_held_out_top1_overall():
    hits = sum(top1(s["text"]) == s["category"] for s in HELD)
    assert hits / len(HELD) >= THRESHOLD, f"{hits}/{len(HELD)}"


def test_tuning_top1_overall():
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in TUNING if top1(s["text"]) != s["category"]]
    assert 1 - len(misses) / len(TUNING) >= THRESHOLD, misses


def test_fresh_batch_is_disjoint_and_never_below_its_first_run():
    """fresh.yaml: texts from threads logs.yaml does not use, labelled before their first run. Its
    first-run score (the clean figure) is recorded; the test fails on any regression below it."""
    fresh = fresh_samples()
    used = {s["source"] for s in LOGS}
    assert len(fresh) == FRESH_FIRST_RUN[1] and not used & {s["source"] for s in fresh}
    for s in fresh:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/"), s
    hits = sum(top1(s["text"]) == s["category"] for s in fresh)
    assert hits >= FRESH_FIRST_RUN[0], f"{hits}/{len(fresh)}"
    assert HELD_OUT_FIRST_RUN[0] / HELD_OUT_FIRST_RUN[1] > 0.9


def test_fresh2_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh2.yaml (second EXPLAIN pass): 86 texts from threads no earlier batch uses, labelled and
    committed before the first run (49/86 = 57.0%, FRESH2_FIRST_RUN, the clean figure). The catalogue
    was then extended by family from its misses, so today's score is a tuning figure: it must stay
    >= 95% (regression guard) and never fall below the first run."""
    fresh2 = fresh2_samples()
    earlier = {s["source"] for s in LOGS} | {s["source"] for s in fresh_samples()}
    sources = [s["source"] for s in fresh2]
    assert len(fresh2) == FRESH2_FIRST_RUN[1] >= 80
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    assert {s["source_url"] for s in event_fresh2_samples()}.isdisjoint({s["source_url"] for s in EVENTS})
    for s in fresh2:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/") and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in fresh2 if top1(s["text"]) != s["category"]]
    hits = len(fresh2) - len(misses)
    assert hits >= FRESH2_FIRST_RUN[0], misses
    assert hits / len(fresh2) >= THRESHOLD, misses


def test_fresh3_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh3.yaml: 44 texts from threads no earlier batch uses, taken in search order, labelled and
    committed before the first run (19/44 = 43.2%, FRESH3_FIRST_RUN, the clean figure). After the
    fresh3-driven generalisation it is a tuning batch: the only misses allowed are the three
    context-labelled ones named in FRESH3_KNOWN_MISSES."""
    fresh3 = fresh3_samples()
    earlier = {s["source"] for s in LOGS + fresh_samples() + fresh2_samples()}
    sources = [s["source"] for s in fresh3]
    assert len(fresh3) == FRESH3_FIRST_RUN[1] == FRESH3_AFTER_FIX[1]
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    for s in fresh3:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/") and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in fresh3 if top1(s["text"]) != s["category"]]
    assert {u for _, _, u in misses} <= FRESH3_KNOWN_MISSES, misses
    assert len(fresh3) - len(misses) >= max(FRESH3_FIRST_RUN[0], FRESH3_AFTER_FIX[0]), misses


def test_fresh4_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh4.yaml / events_fresh4.yaml: 33 texts and 4 event messages from threads no earlier batch
    uses, labelled and committed before the first run (24/33 = 72.7%, events 4/4: FRESH4_FIRST_RUN,
    the clean figures). Tuned on its misses afterwards, so it must now stay >= 95%."""
    fresh4 = fresh4_samples()
    earlier = {s["source"] for s in LOGS + fresh_samples() + fresh2_samples() + fresh3_samples()}
    sources = [s["source"] for s in fresh4]
    assert len(fresh4) == FRESH4_FIRST_RUN[1]
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    ev_earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples()}
    assert {s["source_url"] for s in event_fresh4_samples()}.isdisjoint(ev_earlier)
    for s in fresh4:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/") and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in fresh4 if top1(s["text"]) != s["category"]]
    assert len(fresh4) - len(misses) >= FRESH4_FIRST_RUN[0], misses
    assert 1 - len(misses) / len(fresh4) >= THRESHOLD, misses
    events = event_fresh4_samples()
    assert len(events) == FRESH4_EVENTS_FIRST_RUN[1]
    emisses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(emisses) >= FRESH4_EVENTS_FIRST_RUN[0], emisses


def test_fresh5_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh5.yaml: 20 texts, labelled and committed before the first run (14/20 = 70.0%,
    FRESH5_FIRST_RUN, the clean figure); tuned on its misses afterwards: only the one context-labelled
    miss in FRESH5_KNOWN_MISSES may remain."""
    fresh5 = fresh5_samples()
    earlier = {s["source"] for s in LOGS + fresh_samples() + fresh2_samples() + fresh3_samples() + fresh4_samples()}
    sources = [s["source"] for s in fresh5]
    assert len(fresh5) == FRESH5_FIRST_RUN[1]
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    for s in fresh5:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/") and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in fresh5 if top1(s["text"]) != s["category"]]
    assert {u for _, _, u in misses} <= FRESH5_KNOWN_MISSES, misses
    assert len(fresh5) - len(misses) >= FRESH5_FIRST_RUN[0], misses


def test_fresh6_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh6.yaml: 14 texts, labelled and committed before the first run (6/14 = 42.9%,
    FRESH6_FIRST_RUN, the clean figure); tuned on its misses afterwards, so now >= 95%."""
    fresh6 = fresh6_samples()
    earlier = {s["source"] for s in LOGS + fresh_samples() + fresh2_samples() + fresh3_samples() + fresh4_samples()
               + fresh5_samples()}
    sources = [s["source"] for s in fresh6]
    assert len(fresh6) == FRESH6_FIRST_RUN[1]
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    for s in fresh6:
        assert s["category"] in CATEGORIES and s["source"].startswith("https://github.com/") and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in fresh6 if top1(s["text"]) != s["category"]]
    assert len(fresh6) - len(misses) >= FRESH6_FIRST_RUN[0], misses
    assert 1 - len(misses) / len(fresh6) >= THRESHOLD, misses


def _fresh_batch_misses(batch, first_run, earlier_batches):
    """A batch collected after `earlier_batches`: disjoint from them and within itself, cited (https; the
    few texts not from GitHub are vendor/blog pages named in the batch header), every label a known
    category, never below its first run. Returns the misses."""
    earlier = {s["source"] for b in earlier_batches for s in b}
    sources = [s["source"] for s in batch]
    assert len(batch) == first_run[1]
    assert len(set(sources)) == len(sources) and not earlier & set(sources)
    for s in batch:
        # a page served only over http (fresh11's baike.linkmax.top, named in the batch header) keeps its real URL
        assert s["category"] in CATEGORIES and s["source"].startswith(("https://", "http://")) and s["origin"], s
    misses = [(s["category"], top1(s["text"]), s["source"]) for s in batch if top1(s["text"]) != s["category"]]
    assert len(batch) - len(misses) >= first_run[0], misses
    return misses


def _event_batch_misses(events, first_run, earlier_batches):
    """An event batch collected after `earlier_batches`: disjoint from them and within itself, cited, every expectation
    a full {source, total, reasons, preemption}, never below its first run. Returns the misses (url, decomposition)."""
    earlier = {s["source_url"] for b in earlier_batches for s in b}
    urls = [s["source_url"] for s in events]
    assert len(events) == first_run[1]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= first_run[0], misses
    return misses


EARLIER = (LOGS, fresh_samples(), fresh2_samples(), fresh3_samples(), fresh4_samples(), fresh5_samples(),
           fresh6_samples())


def test_fresh7_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh7.yaml: 66 GPU-stack texts (COLLECT-A), labelled and committed before the first run on d0faadb
    (43/66 = 65.2%, FRESH7_FIRST_RUN, the clean figure); tuned on its misses afterwards (tests/corpus/README.md)."""
    misses = _fresh_batch_misses(fresh7_samples(), FRESH7_FIRST_RUN, EARLIER)
    assert 1 - len(misses) / FRESH7_FIRST_RUN[1] >= THRESHOLD, misses


def test_fresh8_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh8.yaml: 53 framework/NCCL texts (COLLECT-B), labelled and committed before the first run on d0faadb
    (36/53 = 67.9%, FRESH8_FIRST_RUN); disjoint from fresh7 too; tuned on its misses afterwards."""
    misses = _fresh_batch_misses(fresh8_samples(), FRESH8_FIRST_RUN, EARLIER + (fresh7_samples(),))
    assert {u for _, _, u in misses} <= FRESH8_KNOWN_MISSES, misses


def test_fresh8_events_decompose_exactly():
    """events_fresh8.yaml: 25 messages, first run 17/25 on d0faadb (FRESH8_EVENTS_FIRST_RUN); new sources
    karpenter and hami-scheduler, GKE's FailedScaleUp read as cluster-autoscaler with null counts."""
    events = event_fresh8_samples()
    assert len(events) == FRESH8_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH8_EVENTS_FIRST_RUN[0], misses
    assert not misses, misses


def test_fresh9_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh9.yaml: 69 texts (COLLECT-C, a GPU-stack/workload mix), labelled and committed before the first run on
    96fe325 (60/69 = 87.0%, FRESH9_FIRST_RUN, the clean figure); disjoint from fresh7/fresh8; tuned on its misses
    afterwards (tests/corpus/README.md)."""
    misses = _fresh_batch_misses(fresh9_samples(), FRESH9_FIRST_RUN, EARLIER + (fresh7_samples(), fresh8_samples()))
    assert {u for _, _, u in misses} <= FRESH9_KNOWN_MISSES, misses


def test_fresh9_events_decompose_exactly():
    """events_fresh9.yaml: 14 messages, first run 12/14 on 96fe325 (FRESH9_EVENTS_FIRST_RUN): a Go map dump of the
    PodScheduled condition ('... nvidia.com/gpu. reason:Unschedulable status:False]]') and a PreFilter message pasted
    after prose ending in a full-width colon."""
    events = event_fresh9_samples()
    assert len(events) == FRESH9_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH9_EVENTS_FIRST_RUN[0], misses
    assert not misses, misses


def test_fresh10_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh10.yaml: 63 texts (a GPU-stack/workload mix), labelled and committed before the first run on 0faf8d4
    (54/63 = 85.7%, FRESH10_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh9; tuned on its misses
    afterwards (tests/corpus/README.md)."""
    misses = _fresh_batch_misses(fresh10_samples(), FRESH10_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples()))
    assert {u for _, _, u in misses} <= FRESH10_KNOWN_MISSES, misses


def test_fresh10_events_decompose_exactly():
    """events_fresh10.yaml: 17 messages, first run 16/17 on 0faf8d4 (FRESH10_EVENTS_FIRST_RUN): Karpenter's per-nodepool
    error pasted without the event's 'Failed to schedule pod, ' head."""
    events = event_fresh10_samples()
    assert len(events) == FRESH10_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH10_EVENTS_FIRST_RUN[0], misses
    assert not misses, misses


def test_fresh11_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh11.yaml: 67 texts (a GPU-stack/workload mix), labelled and committed before the first run on 3a65101
    (55/67 = 82.1%, FRESH11_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh10; tuned on its misses
    afterwards (tests/corpus/README.md, "Seventh round")."""
    misses = _fresh_batch_misses(fresh11_samples(), FRESH11_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples()))
    assert {u for _, _, u in misses} <= FRESH11_KNOWN_MISSES, misses


def test_fresh11_events_decompose_exactly():
    """events_fresh11.yaml: 16 messages, first run 12/16 on 3a65101 (FRESH11_EVENTS_FIRST_RUN): a reason wrapped
    mid-reason, a k9s frame around a wrapped preemption part, a head-less PreFilter message with the event recorder's
    '(repeated N times)' suffix, and NotTriggerScaleUp quoted in prose inside backticks."""
    events = event_fresh11_samples()
    assert len(events) == FRESH11_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples() + event_fresh10_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH11_EVENTS_FIRST_RUN[0], misses
    assert not misses, misses


def test_fresh12_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh12.yaml: 73 texts (a GPU-stack/workload mix), labelled and committed before the first run on 5bf3a80
    (68/73 = 93.2%, FRESH12_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh11; tuned on its misses
    afterwards (tests/corpus/README.md, "Eighth round")."""
    misses = _fresh_batch_misses(fresh12_samples(), FRESH12_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples()))
    assert {u for _, _, u in misses} <= FRESH12_KNOWN_MISSES, misses


def test_fresh12_events_decompose_exactly():
    """events_fresh12.yaml: 18 messages, first run 11/18 on 5bf3a80 (FRESH12_EVENTS_FIRST_RUN): kube-batch/KAI
    Unschedulable one-liners, a legacy Go-slice message wrapped mid-word by kubectl's old table, a head-less
    'N Reason, M Reason' list quoted in prose, a reason ending '..., ...', a message followed by non-English prose."""
    events = event_fresh12_samples()
    assert len(events) == FRESH12_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples() + event_fresh10_samples() + event_fresh11_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH12_EVENTS_FIRST_RUN[0], misses
    assert {u for u, _ in misses} <= FRESH12_EVENTS_KNOWN_MISSES, misses


def test_fresh13_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh13.yaml: 64 texts (a GPU-stack/workload mix), labelled and committed before the first run on 548d105
    (54/64 = 84.4%, FRESH13_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh12; tuned on its misses
    afterwards (tests/corpus/README.md, "Ninth round")."""
    misses = _fresh_batch_misses(fresh13_samples(), FRESH13_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples(), fresh12_samples()))
    assert {u for _, _, u in misses} <= FRESH13_KNOWN_MISSES, misses


def test_fresh13_events_decompose_exactly():
    """events_fresh13.yaml: 15 messages, first run 12/15 on 548d105 (FRESH13_EVENTS_FIRST_RUN): a KAI describe row
    printed one field per line by a web console, '**' Markdown around a describe row, a hand-wrapped table carrying
    the preemption part on its own lines."""
    events = event_fresh13_samples()
    assert len(events) == FRESH13_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples() + event_fresh10_samples() + event_fresh11_samples() + event_fresh12_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH13_EVENTS_FIRST_RUN[0], misses
    assert {u for u, _ in misses} <= FRESH13_EVENTS_KNOWN_MISSES, misses


def test_fresh14_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh14.yaml: 61 texts (a GPU-stack/workload mix), labelled and committed before the first run on b069dfc
    (54/61 = 88.5%, FRESH14_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh13; tuned on its misses
    afterwards (tests/corpus/README.md, "Tenth round")."""
    misses = _fresh_batch_misses(fresh14_samples(), FRESH14_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples(), fresh12_samples(), fresh13_samples()))
    assert {u for _, _, u in misses} <= FRESH14_KNOWN_MISSES, misses


def test_fresh14_events_decompose_exactly():
    """events_fresh14.yaml: 15 messages, first run 10/15 on b069dfc (FRESH14_EVENTS_FIRST_RUN): a 2015 'Failed for
    reason X and possibly others' row, a taint reason wrapped after '}, ', KAI's quota sentence, Volcano's gang message
    with an 'Origin reason is <pod>: 0/N nodes are unavailable: ...' tail, a describe row without the '0/N' head."""
    events = event_fresh14_samples()
    assert len(events) == FRESH14_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples() + event_fresh10_samples() + event_fresh11_samples() + event_fresh12_samples()
               + event_fresh13_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH14_EVENTS_FIRST_RUN[0], misses
    assert {u for u, _ in misses} <= FRESH14_EVENTS_KNOWN_MISSES, misses


def test_fresh15_batch_is_disjoint_cited_and_never_below_its_first_run():
    """fresh15.yaml: 47 texts (a GPU-stack/workload mix), labelled and committed before the first run on catalogue
    5c6b9c1 (42/47 = 89.4%, FRESH15_FIRST_RUN, the clean figure); disjoint from fresh7 to fresh14; tuned on its misses
    afterwards (tests/corpus/README.md, "Eleventh round")."""
    misses = _fresh_batch_misses(fresh15_samples(), FRESH15_FIRST_RUN,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples(), fresh12_samples(), fresh13_samples(), fresh14_samples()))
    assert {u for _, _, u in misses} <= FRESH15_KNOWN_MISSES, misses


def test_fresh15_events_decompose_exactly():
    """events_fresh15.yaml: 11 messages, first run 8/11 on catalogue 5c6b9c1 (FRESH15_EVENTS_FIRST_RUN): a k9s border
    wrapped mid-word, koordinator's Coscheduling PreFilter message, Markdown auto-links inside taint keys."""
    events = event_fresh15_samples()
    assert len(events) == FRESH15_EVENTS_FIRST_RUN[1]
    earlier = {s["source_url"] for s in EVENTS + event_fresh2_samples() + event_fresh4_samples() + event_fresh8_samples()
               + event_fresh9_samples() + event_fresh10_samples() + event_fresh11_samples() + event_fresh12_samples()
               + event_fresh13_samples() + event_fresh14_samples()}
    urls = [s["source_url"] for s in events]
    assert len(set(urls)) == len(urls) and not earlier & set(urls)
    for s in events:
        assert s["source_url"].startswith("https://") and set(s["expect"]) == {"source", "total", "reasons", "preemption"}
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH15_EVENTS_FIRST_RUN[0], misses
    assert {u for u, _ in misses} <= FRESH15_EVENTS_KNOWN_MISSES, misses


FRESH16_18 = {16: (fresh16_samples, FRESH16_FIRST_RUN, FRESH16_KNOWN_MISSES),
              17: (fresh17_samples, FRESH17_FIRST_RUN, FRESH17_KNOWN_MISSES),
              18: (fresh18_samples, FRESH18_FIRST_RUN, FRESH18_KNOWN_MISSES)}
EVENTS16_18 = {16: (event_fresh16_samples, FRESH16_EVENTS_FIRST_RUN, FRESH16_EVENTS_KNOWN_MISSES),
               17: (event_fresh17_samples, FRESH17_EVENTS_FIRST_RUN, FRESH17_EVENTS_KNOWN_MISSES),
               18: (event_fresh18_samples, FRESH18_EVENTS_FIRST_RUN, FRESH18_EVENTS_KNOWN_MISSES)}


@pytest.mark.parametrize("n", sorted(FRESH16_18))
def test_fresh16_to_18_batches_are_disjoint_cited_and_never_below_their_first_run(n):
    """fresh16.yaml (51), fresh17.yaml (61), fresh18.yaml (55, workload texts only): collected concurrently during round
    11, labelled and committed before the first run on catalogue 5fa5f50 (44/51, 54/61, 39/55: FRESH1{6,7,8}_FIRST_RUN,
    the clean figures); disjoint from fresh7 to fresh15 and from each other; tuned on their misses afterwards
    (tests/corpus/README.md, "Twelfth round")."""
    samples, first_run, known = FRESH16_18[n]
    others = tuple(f() for m, (f, _, _) in FRESH16_18.items() if m != n)
    misses = _fresh_batch_misses(samples(), first_run,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples(), fresh12_samples(), fresh13_samples(), fresh14_samples(),
                                            fresh15_samples()) + others)
    assert {u for _, _, u in misses} <= known, misses


@pytest.mark.parametrize("n", sorted(EVENTS16_18))
def test_fresh16_to_18_events_decompose_exactly(n):
    """events_fresh16 (14), events_fresh17 (12), events_fresh18 (18): first runs 12/14, 10/12, 17/18 on catalogue
    5fa5f50: a terminal pane's cut inside a word, HAMi's aggregated FilteringFailed row, the 2016 'failed to fit in any
    node' form with one 'fit failure on node' per node, a full-width '。' closing a Volcano message, GKE's 'Cannot
    schedule pods: R'."""
    samples, first_run, known = EVENTS16_18[n]
    earlier = [*(EVENTS, event_fresh2_samples(), event_fresh4_samples(), event_fresh8_samples(),
               event_fresh9_samples(), event_fresh10_samples(), event_fresh11_samples(), event_fresh12_samples(),
               event_fresh13_samples(), event_fresh14_samples(), event_fresh15_samples()),
               *(f() for m, (f, _, _) in EVENTS16_18.items() if m != n)]
    misses = _event_batch_misses(samples(), first_run, earlier)
    assert {u for u, _ in misses} <= known, misses


FRESH19_20 = {19: (fresh19_samples, FRESH19_FIRST_RUN, FRESH19_KNOWN_MISSES),
              20: (fresh20_samples, FRESH20_FIRST_RUN, FRESH20_KNOWN_MISSES)}
EVENTS19_20 = {19: (event_fresh19_samples, FRESH19_EVENTS_FIRST_RUN, FRESH19_EVENTS_KNOWN_MISSES),
               20: (event_fresh20_samples, FRESH20_EVENTS_FIRST_RUN, FRESH20_EVENTS_KNOWN_MISSES)}


@pytest.mark.parametrize("n", sorted(FRESH19_20))
def test_fresh19_20_batches_are_disjoint_cited_and_never_below_their_first_run(n):
    """fresh19.yaml (47), fresh20.yaml (57: bitsandbytes, MindSpore, kohya, Lightning): collected concurrently during
    round 12, labelled and committed before the first run on catalogue d0d43fd (42/47, 46/57: FRESH{19,20}_FIRST_RUN,
    the clean figures); disjoint from fresh7 to fresh18 and from each other; tuned on their misses afterwards
    (tests/corpus/README.md, "Thirteenth round")."""
    samples, first_run, known = FRESH19_20[n]
    others = tuple(f() for m, (f, _, _) in FRESH19_20.items() if m != n)
    misses = _fresh_batch_misses(samples(), first_run,
                                 EARLIER + (fresh7_samples(), fresh8_samples(), fresh9_samples(), fresh10_samples(),
                                            fresh11_samples(), fresh12_samples(), fresh13_samples(), fresh14_samples(),
                                            fresh15_samples(), fresh16_samples(), fresh17_samples(),
                                            fresh18_samples()) + others)
    assert {u for _, _, u in misses} <= known, misses


@pytest.mark.parametrize("n", sorted(EVENTS19_20))
def test_fresh19_20_events_decompose_exactly(n):
    """events_fresh19 (13), events_fresh20 (13): first runs 10/13, 12/13 on catalogue d0d43fd: a JSON line's
    '"message": "...",', a message quoted inside prose, the 2015 tab-separated describe row 'failed to fit in any node'
    with no reasons, a PreFilter sentence with no count ('persistentvolumeclaim "X" is being deleted')."""
    samples, first_run, known = EVENTS19_20[n]
    earlier = [*(EVENTS, event_fresh2_samples(), event_fresh4_samples(), event_fresh8_samples(),
               event_fresh9_samples(), event_fresh10_samples(), event_fresh11_samples(), event_fresh12_samples(),
               event_fresh13_samples(), event_fresh14_samples(), event_fresh15_samples()),
               *(f() for f, _, _ in EVENTS16_18.values()),
               *(f() for m, (f, _, _) in EVENTS19_20.items() if m != n)]
    misses = _event_batch_misses(samples(), first_run, earlier)
    assert {u for u, _ in misses} <= known, misses


FRESH21_22 = {21: (fresh21_samples, FRESH21_FIRST_RUN, FRESH21_KNOWN_MISSES),
              22: (fresh22_samples, FRESH22_FIRST_RUN, FRESH22_KNOWN_MISSES)}
EVENTS21_22 = {21: (event_fresh21_samples, FRESH21_EVENTS_FIRST_RUN, FRESH21_EVENTS_KNOWN_MISSES),
               22: (event_fresh22_samples, FRESH22_EVENTS_FIRST_RUN, FRESH22_EVENTS_KNOWN_MISSES)}
EARLIER_EVENT_BATCHES = (event_fresh8_samples, event_fresh9_samples, event_fresh10_samples, event_fresh11_samples,
                         event_fresh12_samples, event_fresh13_samples, event_fresh14_samples, event_fresh15_samples,
                         event_fresh16_samples, event_fresh17_samples, event_fresh18_samples, event_fresh19_samples,
                         event_fresh20_samples)
EARLIER_LOG_BATCHES = (fresh7_samples, fresh8_samples, fresh9_samples, fresh10_samples, fresh11_samples, fresh12_samples,
                       fresh13_samples, fresh14_samples, fresh15_samples, fresh16_samples, fresh17_samples,
                       fresh18_samples, fresh19_samples, fresh20_samples)


@pytest.mark.parametrize("n", sorted(FRESH21_22))
def test_fresh21_22_batches_are_disjoint_cited_and_never_below_their_first_run(n):
    """fresh21.yaml (45), fresh22.yaml (40: xformers/bitsandbytes/DeepSpeed/UCX/JAX texts): collected concurrently at the
    end of round 4, labelled and committed (2416df7) before the first run on catalogue f3a865a (41/45, 33/40:
    FRESH{21,22}_FIRST_RUN, the clean figures); disjoint from fresh7 to fresh20 and from each other; tuned on their misses
    afterwards (tests/corpus/README.md, "Fourteenth round")."""
    samples, first_run, known = FRESH21_22[n]
    others = tuple(f() for m, (f, _, _) in FRESH21_22.items() if m != n)
    misses = _fresh_batch_misses(samples(), first_run, EARLIER + tuple(f() for f in EARLIER_LOG_BATCHES) + others)
    assert {u for _, _, u in misses} <= known, misses


@pytest.mark.parametrize("n", sorted(EVENTS21_22))
def test_fresh21_22_events_decompose_exactly(n):
    """events_fresh21 (16), events_fresh22 (12): first runs 16/16, 10/12 on catalogue f3a865a: Kueue's TAS 'no topology
    domains at level: L' quoted in prose, kube-scheduler 1.x's bare 'PersistentVolumeClaim is not bound: "X"'."""
    samples, first_run, known = EVENTS21_22[n]
    earlier = [EVENTS, event_fresh2_samples(), event_fresh4_samples(), *(f() for f in EARLIER_EVENT_BATCHES),
               *(f() for m, (f, _, _) in EVENTS21_22.items() if m != n)]
    misses = _event_batch_misses(samples(), first_run, earlier)
    assert {u for u, _ in misses} <= known, misses


FRESH23_26 = {23: (fresh23_samples, FRESH23_FIRST_RUN, FRESH23_KNOWN_MISSES),
              24: (fresh24_samples, FRESH24_FIRST_RUN, FRESH24_KNOWN_MISSES),
              25: (fresh25_samples, FRESH25_FIRST_RUN, FRESH25_KNOWN_MISSES),
              26: (fresh26_samples, FRESH26_FIRST_RUN, FRESH26_KNOWN_MISSES)}
EVENTS23_26 = {23: (event_fresh23_samples, FRESH23_EVENTS_FIRST_RUN, FRESH23_EVENTS_KNOWN_MISSES),
               24: (event_fresh24_samples, FRESH24_EVENTS_FIRST_RUN, FRESH24_EVENTS_KNOWN_MISSES),
               25: (event_fresh25_samples, FRESH25_EVENTS_FIRST_RUN, FRESH25_EVENTS_KNOWN_MISSES),
               26: (event_fresh26_samples, FRESH26_EVENTS_FIRST_RUN, FRESH26_EVENTS_KNOWN_MISSES)}
TUNED_LOG_BATCHES = EARLIER_LOG_BATCHES + (fresh21_samples, fresh22_samples)
TUNED_EVENT_BATCHES = EARLIER_EVENT_BATCHES + (event_fresh21_samples, event_fresh22_samples)


FRESH27_28 = {27: (fresh27_samples, FRESH27_FIRST_RUN, FRESH27_KNOWN_MISSES),
              28: (fresh28_samples, FRESH28_FIRST_RUN, FRESH28_KNOWN_MISSES)}
EVENTS27_28 = {27: (event_fresh27_samples, FRESH27_EVENTS_FIRST_RUN, FRESH27_EVENTS_KNOWN_MISSES),
               28: (event_fresh28_samples, FRESH28_EVENTS_FIRST_RUN, FRESH28_EVENTS_KNOWN_MISSES)}


def _round(first: int, last: int) -> tuple[dict, dict]:
    """One round's batches fresh{first}..fresh{last}, as {n: (samples function, first run, known misses)} for the logs
    and for the events, found by the names tests/corpus/__init__.py gives every batch (fresh{n}_samples,
    FRESH{n}_FIRST_RUN, FRESH{n}_KNOWN_MISSES and their event_/_EVENTS_ twins): a name it lacks fails the import of this
    file (AttributeError)."""
    def batch(n: int, pre: str, mid: str) -> tuple:
        return tuple(getattr(corpus, name) for name in (f"{pre}fresh{n}_samples", f"FRESH{n}_{mid}FIRST_RUN",
                                                         f"FRESH{n}_{mid}KNOWN_MISSES"))
    numbers = range(first, last + 1)
    return {n: batch(n, "", "") for n in numbers}, {n: batch(n, "event_", "EVENTS_") for n in numbers}


FRESH29_32, EVENTS29_32 = _round(29, 32)
FRESH33_37, EVENTS33_37 = _round(33, 37)
FRESH38_40, EVENTS38_40 = _round(38, 40)
FRESH41_44, EVENTS41_44 = _round(41, 44)
FRESH45_48, EVENTS45_48 = _round(45, 48)
FRESH49_52, EVENTS49_52 = _round(49, 52)
FRESH53_56, EVENTS53_56 = _round(53, 56)
FRESH57_61, EVENTS57_61 = _round(57, 61)
FRESH62_69, EVENTS62_69 = _round(62, 69)
FRESH70_73, EVENTS70_73 = _round(70, 73)
FRESH74_85, EVENTS74_85 = _round(74, 85)
FRESH86_91, EVENTS86_91 = _round(86, 91)
FRESH92_97, EVENTS92_97 = _round(92, 97)
FRESH98_103, EVENTS98_103 = _round(98, 103)
FRESH104_109, EVENTS104_109 = _round(104, 109)
FRESH110_115, EVENTS110_115 = _round(110, 115)
FRESH116_119, EVENTS116_119 = _round(116, 119)
FRESH120_121, EVENTS120_121 = _round(120, 121)
FRESH122_127, EVENTS122_127 = _round(122, 127)
FRESH128_135, EVENTS128_135 = _round(128, 135)
FRESH136_140, EVENTS136_140 = _round(136, 140)
FRESH141_147, EVENTS141_147 = _round(141, 147)
FRESH148_153, EVENTS148_153 = _round(148, 153)
FRESH154_159, EVENTS154_159 = _round(154, 159)
FRESH160_165, EVENTS160_165 = _round(160, 165)
FRESH166_171, EVENTS166_171 = _round(166, 171)
FRESH172_176, EVENTS172_176 = _round(172, 176)
FRESH178_181, EVENTS178_181 = _round(178, 181)   # there is no fresh177
FRESH182_184, EVENTS182_184 = _round(182, 184)
FRESH185_190, EVENTS185_190 = _round(185, 190)
FRESH191_196, EVENTS191_196 = _round(191, 196)
FRESH197_202, EVENTS197_202 = _round(197, 202)
FRESH203_208, EVENTS203_208 = _round(203, 208)
FRESH209_212, EVENTS209_212 = _round(209, 212)
FRESH213_219, EVENTS213_219 = _round(213, 219)
FRESH220_226, EVENTS220_226 = _round(220, 226)
FRESH227_233, EVENTS227_233 = _round(227, 233)
FRESH234_239, EVENTS234_239 = _round(234, 239)
FRESH240_246, EVENTS240_246 = _round(240, 246)
FRESH247_253, EVENTS247_253 = _round(247, 253)
FRESH254_259, EVENTS254_259 = _round(254, 259)
FRESH260_265, EVENTS260_265 = _round(260, 265)
FRESH266_272, EVENTS266_272 = _round(266, 272)
FRESH273_278, EVENTS273_278 = _round(273, 278)
FRESH279_284, EVENTS279_284 = _round(279, 284)
FRESH285_290, EVENTS285_290 = _round(285, 290)
FRESH291_296, EVENTS291_296 = _round(291, 296)
FRESH297_302, EVENTS297_302 = _round(297, 302)
FRESH303_308, EVENTS303_308 = _round(303, 308)
FRESH309_312, EVENTS309_312 = _round(309, 312)
FRESH318, EVENTS318 = _round(318, 318)   # fresh313..317 (same wave, written later) were held out until round 61
FRESH313_317, EVENTS313_317 = _round(313, 317)
FRESH319_321, EVENTS319_321 = _round(319, 321)   # fresh322 (same wave) was committed after round 62 ran
FRESH323, EVENTS323 = _round(323, 323)
FRESH322, EVENTS322 = _round(322, 322)   # committed after round 62 ran; tuned in round 63
FRESH324_327, EVENTS324_327 = _round(324, 327)
FRESH328_332, EVENTS328_332 = _round(328, 332)
FRESH333_335, EVENTS333_335 = _round(333, 335)
FRESH336_339, EVENTS336_339 = _round(336, 339)
FRESH340_342, EVENTS340_342 = _round(340, 342)
FRESH343_347, EVENTS343_347 = _round(343, 347)
FRESH348_351, EVENTS348_351 = _round(348, 351)   # wave 30 (pages), tuned with wave 31 in round 72
FRESH352_358, EVENTS352_358 = _round(352, 358)
FRESH359_362, EVENTS359_362 = _round(359, 362)
FRESH363_366, EVENTS363_366 = _round(363, 366)
FRESH367_370, EVENTS367_370 = _round(367, 370)
FRESH371_374, EVENTS371_374 = _round(371, 374)
FRESH375_377, EVENTS375_377 = _round(375, 377)
FRESH378_380, EVENTS378_380 = _round(378, 380)
FRESH381_385, EVENTS381_385 = _round(381, 385)
FRESH386_390, EVENTS386_390 = _round(386, 390)
FRESH391_395, EVENTS391_395 = _round(391, 395)
FRESH396_400, EVENTS396_400 = _round(396, 400)
FRESH401_405, EVENTS401_405 = _round(401, 405)
FRESH406_410, EVENTS406_410 = _round(406, 410)
FRESH411_415, EVENTS411_415 = _round(411, 415)
FRESH416_420, EVENTS416_420 = _round(416, 420)
FRESH421_425, EVENTS421_425 = _round(421, 425)
FRESH426_430, EVENTS426_430 = _round(426, 430)
FRESH431_435, EVENTS431_435 = _round(431, 435)
FRESH436_440, EVENTS436_440 = _round(436, 440)
FRESH441_445, EVENTS441_445 = _round(441, 445)
FRESH446_450, EVENTS446_450 = _round(446, 450)
FRESH451_455, EVENTS451_455 = _round(451, 455)
FRESH456_460, EVENTS456_460 = _round(456, 460)
FRESH461_465, EVENTS461_465 = _round(461, 465)
FRESH466_470, EVENTS466_470 = _round(466, 470)
FRESH471_475, EVENTS471_475 = _round(471, 475)
FRESH476_480, EVENTS476_480 = _round(476, 480)
FRESH481_485, EVENTS481_485 = _round(481, 485)
FRESH486_490, EVENTS486_490 = _round(486, 490)
FRESH491_495, EVENTS491_495 = _round(491, 495)
FRESH496_500, EVENTS496_500 = _round(496, 500)
FRESH501_505, EVENTS501_505 = _round(501, 505)
FRESH506_510, EVENTS506_510 = _round(506, 510)
FRESH511_515, EVENTS511_515 = _round(511, 515)
FRESH516_520, EVENTS516_520 = _round(516, 520)
FRESH521_525, EVENTS521_525 = _round(521, 525)
FRESH526_530, EVENTS526_530 = _round(526, 530)
FRESH531_535, EVENTS531_535 = _round(531, 535)
FRESH536_540, EVENTS536_540 = _round(536, 540)
FRESH541_545, EVENTS541_545 = _round(541, 545)
FRESH546_550, EVENTS546_550 = _round(546, 550)
FRESH551_555, EVENTS551_555 = _round(551, 555)
FRESH556_560, EVENTS556_560 = _round(556, 560)
FRESH561_565, EVENTS561_565 = _round(561, 565)
FRESH566_569, EVENTS566_569 = _round(566, 569)
FRESH570_577, EVENTS570_577 = _round(570, 577)
FRESH578_580, EVENTS578_580 = _round(578, 580)
FRESH581_585, EVENTS581_585 = _round(581, 585)
FRESH586_589, EVENTS586_589 = _round(586, 589)
FRESH590_593, EVENTS590_593 = _round(590, 593)
FRESH594_599, EVENTS594_599 = _round(594, 599)
FRESH600_604, EVENTS600_604 = _round(600, 604)
FRESH605_609, EVENTS605_609 = _round(605, 609)
FRESH610_614, EVENTS610_614 = _round(610, 614)
FRESH615_619, EVENTS615_619 = _round(615, 619)
FRESH620_626, EVENTS620_626 = _round(620, 626)
FRESH627_631, EVENTS627_631 = _round(627, 631)
FRESH632_636, EVENTS632_636 = _round(632, 636)
FRESH637_641, EVENTS637_641 = _round(637, 641)
FRESH642_643, EVENTS642_643 = _round(642, 643)
FRESH644_650, EVENTS644_650 = _round(644, 650)
FRESH651_655, EVENTS651_655 = _round(651, 655)
FRESH656_660, EVENTS656_660 = _round(656, 660)
FRESH661_665, EVENTS661_665 = _round(661, 665)
FRESH666_666, EVENTS666_666 = _round(666, 666)
FRESH667_673, EVENTS667_673 = _round(667, 673)
FRESH674_679, EVENTS674_679 = _round(674, 679)
FRESH680_684, EVENTS680_684 = _round(680, 684)
FRESH685_688, EVENTS685_688 = _round(685, 688)
FRESH689_690, EVENTS689_690 = _round(689, 690)
FRESH691_697, EVENTS691_697 = _round(691, 697)
FRESH698_702, EVENTS698_702 = _round(698, 702)
FRESH703_707, EVENTS703_707 = _round(703, 707)
FRESH708_712, EVENTS708_712 = _round(708, 712)
FRESH713_714, EVENTS713_714 = _round(713, 714)
FRESH715_720, EVENTS715_720 = _round(715, 720)
FRESH721_726, EVENTS721_726 = _round(721, 726)
FRESH727_732, EVENTS727_732 = _round(727, 732)
FRESH733_737, EVENTS733_737 = _round(733, 737)
FRESH738_739, EVENTS738_739 = _round(738, 739)
FRESH740_746, EVENTS740_746 = _round(740, 746)
FRESH747_753, EVENTS747_753 = _round(747, 753)
FRESH754_756, EVENTS754_756 = _round(754, 756)
FRESH757_763, EVENTS757_763 = _round(757, 763)
FRESH764_765, EVENTS764_765 = _round(764, 765)
FRESH766_766, EVENTS766_766 = _round(766, 766)
FRESH767_773, EVENTS767_773 = _round(767, 773)
FRESH774_780, EVENTS774_780 = _round(774, 780)
FRESH781_787, EVENTS781_787 = _round(781, 787)
FRESH788_789, EVENTS788_789 = _round(788, 789)
FRESH790_796, EVENTS790_796 = _round(790, 796)
FRESH797_803, EVENTS797_803 = _round(797, 803)
FRESH804_810, EVENTS804_810 = _round(804, 810)
FRESH811_813, EVENTS811_813 = _round(811, 813)
FRESH814_818, EVENTS814_818 = _round(814, 818)
FRESH819_822, EVENTS819_822 = _round(819, 822)
FRESH823_827, EVENTS823_827 = _round(823, 827)
FRESH828_832, EVENTS828_832 = _round(828, 832)
FRESH833_835, EVENTS833_835 = _round(833, 835)
FRESH836_838, EVENTS836_838 = _round(836, 838)
FRESH839_841, EVENTS839_841 = _round(839, 841)
FRESH842_844, EVENTS842_844 = _round(842, 844)
FRESH845_847, EVENTS845_847 = _round(845, 847)
FRESH848_850, EVENTS848_850 = _round(848, 850)
FRESH851_853, EVENTS851_853 = _round(851, 853)
FRESH854_856, EVENTS854_856 = _round(854, 856)
FRESH857_859, EVENTS857_859 = _round(857, 859)
FRESH860_862, EVENTS860_862 = _round(860, 862)
FRESH863_865, EVENTS863_865 = _round(863, 865)
FRESH866_868, EVENTS866_868 = _round(866, 868)
FRESH869_871, EVENTS869_871 = _round(869, 871)
FRESH872_874, EVENTS872_874 = _round(872, 874)
FRESH875_876, EVENTS875_876 = _round(875, 876)
FRESH877_879, EVENTS877_879 = _round(877, 879)
FRESH880_882, EVENTS880_882 = _round(880, 882)
FRESH883_885, EVENTS883_885 = _round(883, 885)
FRESH886_888, EVENTS886_888 = _round(886, 888)
FRESH889_891, EVENTS889_891 = _round(889, 891)
FRESH892_894, EVENTS892_894 = _round(892, 894)
FRESH895_897, EVENTS895_897 = _round(895, 897)
FRESH898_900, EVENTS898_900 = _round(898, 900)
FRESH901_903, EVENTS901_903 = _round(901, 903)
FRESH904_906, EVENTS904_906 = _round(904, 906)
FRESH907_909, EVENTS907_909 = _round(907, 909)
FRESH910_912, EVENTS910_912 = _round(910, 912)
FRESH913_915, EVENTS913_915 = _round(913, 915)
FRESH916_918, EVENTS916_918 = _round(916, 918)
FRESH919_921, EVENTS919_921 = _round(919, 921)
FRESH922_924, EVENTS922_924 = _round(922, 924)
FRESH925_927, EVENTS925_927 = _round(925, 927)
FRESH928_930, EVENTS928_930 = _round(928, 930)
FRESH931_934, EVENTS931_934 = _round(931, 934)
FRESH935_938, EVENTS935_938 = _round(935, 938)
FRESH939_943, EVENTS939_943 = _round(939, 943)
FRESH944_948, EVENTS944_948 = _round(944, 948)
FRESH949_954, EVENTS949_954 = _round(949, 954)
FRESH955_958, EVENTS955_958 = _round(955, 958)
FRESH959_959, EVENTS959_959 = _round(959, 959)


# The batches collected from round 15 on, round by round (each round's batches were collected concurrently, labelled
# and committed before their one first run, then tuned on: tests/corpus/__init__.py gives each batch's FIRST_RUN,
# the catalogue it ran on and its known misses).
LOG_ROUNDS = (FRESH23_26, FRESH27_28, FRESH29_32, FRESH33_37, FRESH38_40, FRESH41_44, FRESH45_48, FRESH49_52, FRESH53_56,
              FRESH57_61, FRESH62_69, FRESH70_73, FRESH74_85, FRESH86_91, FRESH92_97,
              FRESH98_103, FRESH104_109, FRESH110_115, FRESH116_119, FRESH120_121, FRESH122_127, FRESH128_135,
              FRESH136_140, FRESH141_147, FRESH148_153, FRESH154_159,
              FRESH160_165, FRESH166_171, FRESH172_176, FRESH178_181, FRESH182_184,
              FRESH185_190, FRESH191_196, FRESH197_202, FRESH203_208,
              FRESH209_212, FRESH213_219, FRESH220_226, FRESH227_233, FRESH234_239, FRESH240_246, FRESH247_253,
              FRESH254_259, FRESH260_265, FRESH266_272, FRESH273_278, FRESH279_284, FRESH285_290,
              FRESH291_296, FRESH297_302, FRESH303_308, FRESH309_312, FRESH318, FRESH313_317, FRESH319_321, FRESH323, FRESH322,
              FRESH324_327, FRESH328_332, FRESH333_335, FRESH336_339, FRESH340_342, FRESH343_347, FRESH348_351, FRESH352_358, FRESH359_362, FRESH363_366, FRESH367_370, FRESH371_374, FRESH375_377, FRESH378_380, FRESH381_385, FRESH386_390, FRESH391_395, FRESH396_400, FRESH401_405, FRESH406_410, FRESH411_415, FRESH416_420, FRESH421_425, FRESH426_430, FRESH431_435, FRESH436_440, FRESH441_445, FRESH446_450, FRESH451_455, FRESH456_460, FRESH461_465, FRESH466_470, FRESH471_475, FRESH476_480, FRESH481_485, FRESH486_490, FRESH491_495, FRESH496_500, FRESH501_505, FRESH506_510, FRESH511_515, FRESH516_520, FRESH521_525, FRESH526_530, FRESH531_535, FRESH536_540, FRESH541_545, FRESH546_550, FRESH551_555, FRESH556_560, FRESH561_565, FRESH566_569, FRESH570_577, FRESH578_580, FRESH581_585, FRESH586_589, FRESH590_593, FRESH594_599, FRESH600_604, FRESH605_609, FRESH610_614, FRESH615_619, FRESH620_626, FRESH627_631, FRESH632_636, FRESH637_641, FRESH642_643, FRESH644_650, FRESH651_655, FRESH656_660, FRESH661_665, FRESH666_666, FRESH667_673, FRESH674_679, FRESH680_684, FRESH685_688, FRESH689_690, FRESH691_697, FRESH698_702, FRESH703_707, FRESH708_712, FRESH713_714, FRESH715_720, FRESH721_726, FRESH727_732, FRESH733_737, FRESH738_739, FRESH740_746, FRESH747_753, FRESH754_756, FRESH757_763, FRESH764_765, FRESH766_766, FRESH767_773, FRESH774_780, FRESH781_787, FRESH788_789, FRESH790_796, FRESH797_803, FRESH804_810, FRESH811_813, FRESH814_818, FRESH819_822, FRESH823_827, FRESH828_832, FRESH833_835, FRESH836_838, FRESH839_841, FRESH842_844, FRESH845_847, FRESH848_850, FRESH851_853, FRESH854_856, FRESH857_859, FRESH860_862, FRESH863_865, FRESH866_868, FRESH869_871, FRESH872_874, FRESH875_876, FRESH877_879, FRESH880_882, FRESH883_885, FRESH886_888, FRESH889_891, FRESH892_894, FRESH895_897, FRESH898_900, FRESH901_903, FRESH904_906, FRESH907_909, FRESH910_912, FRESH913_915, FRESH916_918, FRESH919_921, FRESH922_924, FRESH925_927, FRESH928_930, FRESH931_934, FRESH935_938, FRESH939_943, FRESH944_948, FRESH949_954, FRESH955_958, FRESH959_959)
EVENT_ROUNDS = (EVENTS23_26, EVENTS27_28, EVENTS29_32, EVENTS33_37, EVENTS38_40, EVENTS41_44, EVENTS45_48, EVENTS49_52,
                EVENTS53_56, EVENTS57_61, EVENTS62_69, EVENTS70_73, EVENTS74_85, EVENTS86_91, EVENTS92_97,
                EVENTS98_103, EVENTS104_109, EVENTS110_115, EVENTS116_119, EVENTS120_121, EVENTS122_127, EVENTS128_135,
                EVENTS136_140, EVENTS141_147, EVENTS148_153, EVENTS154_159,
                EVENTS160_165, EVENTS166_171, EVENTS172_176, EVENTS178_181, EVENTS182_184,
                EVENTS185_190, EVENTS191_196, EVENTS197_202, EVENTS203_208,
                EVENTS209_212, EVENTS213_219, EVENTS220_226, EVENTS227_233, EVENTS234_239, EVENTS240_246, EVENTS247_253,
                EVENTS254_259, EVENTS260_265, EVENTS266_272, EVENTS273_278, EVENTS279_284, EVENTS285_290,
                EVENTS291_296, EVENTS297_302, EVENTS303_308, EVENTS309_312, EVENTS318, EVENTS313_317, EVENTS319_321, EVENTS323, EVENTS322,
                EVENTS324_327, EVENTS328_332, EVENTS333_335, EVENTS336_339, EVENTS340_342, EVENTS343_347, EVENTS348_351, EVENTS352_358, EVENTS359_362, EVENTS363_366, EVENTS367_370, EVENTS371_374, EVENTS375_377, EVENTS378_380, EVENTS381_385, EVENTS386_390, EVENTS391_395, EVENTS396_400, EVENTS401_405, EVENTS406_410, EVENTS411_415, EVENTS416_420, EVENTS421_425, EVENTS426_430, EVENTS431_435, EVENTS436_440, EVENTS441_445, EVENTS446_450, EVENTS451_455, EVENTS456_460, EVENTS461_465, EVENTS466_470, EVENTS471_475, EVENTS476_480, EVENTS481_485, EVENTS486_490, EVENTS491_495, EVENTS496_500, EVENTS501_505, EVENTS506_510, EVENTS511_515, EVENTS516_520, EVENTS521_525, EVENTS526_530, EVENTS531_535, EVENTS536_540, EVENTS541_545, EVENTS546_550, EVENTS551_555, EVENTS556_560, EVENTS561_565, EVENTS566_569, EVENTS570_577, EVENTS578_580, EVENTS581_585, EVENTS586_589, EVENTS590_593, EVENTS594_599, EVENTS600_604, EVENTS605_609, EVENTS610_614, EVENTS615_619, EVENTS620_626, EVENTS627_631, EVENTS632_636, EVENTS637_641, EVENTS642_643, EVENTS644_650, EVENTS651_655, EVENTS656_660, EVENTS661_665, EVENTS666_666, EVENTS667_673, EVENTS674_679, EVENTS680_684, EVENTS685_688, EVENTS689_690, EVENTS691_697, EVENTS698_702, EVENTS703_707, EVENTS708_712, EVENTS713_714, EVENTS715_720, EVENTS721_726, EVENTS727_732, EVENTS733_737, EVENTS738_739, EVENTS740_746, EVENTS747_753, EVENTS754_756, EVENTS757_763, EVENTS764_765, EVENTS766_766, EVENTS767_773, EVENTS774_780, EVENTS781_787, EVENTS788_789, EVENTS790_796, EVENTS797_803, EVENTS804_810, EVENTS811_813, EVENTS814_818, EVENTS819_822, EVENTS823_827, EVENTS828_832, EVENTS833_835, EVENTS836_838, EVENTS839_841, EVENTS842_844, EVENTS845_847, EVENTS848_850, EVENTS851_853, EVENTS854_856, EVENTS857_859, EVENTS860_862, EVENTS863_865, EVENTS866_868, EVENTS869_871, EVENTS872_874, EVENTS875_876, EVENTS877_879, EVENTS880_882, EVENTS883_885, EVENTS886_888, EVENTS889_891, EVENTS892_894, EVENTS895_897, EVENTS898_900, EVENTS901_903, EVENTS904_906, EVENTS907_909, EVENTS910_912, EVENTS913_915, EVENTS916_918, EVENTS919_921, EVENTS922_924, EVENTS925_927, EVENTS928_930, EVENTS931_934, EVENTS935_938, EVENTS939_943, EVENTS944_948, EVENTS949_954, EVENTS955_958, EVENTS959_959)


def _round_of(rounds, n):
    return next(r for r, batches in enumerate(rounds) if n in batches)


@pytest.mark.parametrize("n", sorted(n for batches in LOG_ROUNDS for n in batches), ids=lambda n: f"fresh{n}")
def test_round_batches_are_disjoint_cited_and_never_below_their_first_run(n):
    """Each batch from fresh23 on: disjoint from every earlier batch (fresh7 on) and from the others of its round,
    every sample cited, and no sample wrong today that was right on its first run beyond the batch's known misses."""
    r = _round_of(LOG_ROUNDS, n)
    samples, first_run, known = LOG_ROUNDS[r][n]
    earlier = (EARLIER + tuple(f() for f in TUNED_LOG_BATCHES)
               + tuple(f() for batches in LOG_ROUNDS[:r] for f, _, _ in batches.values())
               + tuple(f() for m, (f, _, _) in LOG_ROUNDS[r].items() if m != n))
    misses = _fresh_batch_misses(samples(), first_run, earlier)
    assert {u for _, _, u in misses} <= known, misses


@pytest.mark.parametrize("n", sorted(n for batches in EVENT_ROUNDS for n in batches), ids=lambda n: f"events_fresh{n}")
def test_round_events_decompose_exactly(n):
    """Each event batch from events_fresh23 on decomposes exactly, beyond its known misses (an empty batch records its
    first run as (0, 0)), and is disjoint from every earlier event batch and from the others of its round."""
    r = _round_of(EVENT_ROUNDS, n)
    samples, first_run, known = EVENT_ROUNDS[r][n]
    if not samples():
        assert first_run == (0, 0)
        return
    earlier = [EVENTS, event_fresh2_samples(), event_fresh4_samples(), *(f() for f in TUNED_EVENT_BATCHES),
               *(f() for batches in EVENT_ROUNDS[:r] for f, _, _ in batches.values()),
               *(f() for m, (f, _, _) in EVENT_ROUNDS[r].items() if m != n)]
    misses = _event_batch_misses(samples(), first_run, earlier)
    assert {u for u, _ in misses} <= known, misses


@pytest.mark.parametrize("name", sorted(UNTUNED_BATCHES))
def test_untuned_batches_are_disjoint_cited_and_never_below_their_first_run(name):
    """Held-out batches added after round 5 (UNTUNED_BATCHES: empty between rounds; the lead adds fresh33+): first runs on a frozen
    catalogue, never tuned on. Disjoint from every batch before them and from each other; a miss outside the first
    run's misses, or fewer right, fails."""
    first_run, known = UNTUNED_BATCHES[name]
    events = name.startswith("events_")
    if events:
        earlier = [EVENTS, event_fresh2_samples(), event_fresh4_samples()] + [
            f() for f in TUNED_EVENT_BATCHES + tuple(f for f, _, _ in (*EVENTS23_26.values(), *EVENTS27_28.values(),
                                                                  *EVENTS29_32.values(), *EVENTS33_37.values(),
                                                                  *EVENTS38_40.values(), *EVENTS41_44.values(),
                                                                  *EVENTS45_48.values(), *EVENTS49_52.values(),
                                                                  *EVENTS53_56.values(), *EVENTS57_61.values(),
                                                                  *EVENTS62_69.values()))]
    else:
        earlier = list(EARLIER) + [f() for f in TUNED_LOG_BATCHES
                                   + tuple(f for f, _, _ in (*FRESH23_26.values(), *FRESH27_28.values(),
                                                           *FRESH29_32.values(), *FRESH33_37.values(),
                                                           *FRESH38_40.values(), *FRESH41_44.values(),
                                                           *FRESH45_48.values(), *FRESH49_52.values(),
                                                           *FRESH53_56.values(), *FRESH57_61.values(),
                                                           *FRESH62_69.values()))]
    earlier += [batch_samples(other) for other in UNTUNED_BATCHES
                if other != name and other.startswith("events_") == events]
    batch = batch_samples(name)
    if not events:
        misses = _fresh_batch_misses(batch, first_run, tuple(earlier))
        assert {u for _, _, u in misses} <= known, misses
        return
    misses = _event_batch_misses(batch, first_run, earlier)
    assert {u for u, _ in misses} <= known, misses


def test_fresh2_events_decompose_exactly():
    events = event_fresh2_samples()
    assert len(events) == FRESH2_EVENTS_FIRST_RUN[1] >= 20
    misses = [(s["source_url"], decomposition(s["text"])) for s in events if decomposition(s["text"]) != s["expect"]]
    assert len(events) - len(misses) >= FRESH2_EVENTS_FIRST_RUN[0], misses
    assert 1 - len(misses) / len(events) >= THRESHOLD, misses


def test_events_exact_decomposition_held_out_and_tuning():
    for share, name in ((EV_HELD, "held-out"), (EV_TUNING, "tuning")):
        misses = [(s["source_url"], decomposition(s["text"])) for s in share if decomposition(s["text"]) != s["expect"]]
        assert 1 - len(misses) / len(share) >= THRESHOLD, (name, misses)


def test_every_signature_is_cited_and_exercised():
    texts = [s["text"] for s in tuned_log_samples()]
    lines = [ln for t in texts for ln in t.splitlines()] + UNIT_TEXTS
    lines += [a + " " + b.strip() for t in texts for a, b in zip(t.splitlines(), t.splitlines()[1:])]
    ids = [s.id for s in catalogue()]
    assert len(ids) == len(set(ids))
    unexercised = [s.id for s in catalogue() if not any(s.pattern.search(ln) for ln in lines)]
    assert not unexercised, unexercised
    for s in catalogue():
        assert s.source.startswith("https://") or s.source.startswith("shared/reference/"), s.id
        assert s.meaning and s.fix, s.id


# texts for signatures whose only real samples live in older tests (cited there)
UNIT_TEXTS = [
    # cudf-polars' GPU engine refusing RMM's async allocator (round 211, gpu/cudf-polars-requires-cuda; rendered from its
    # raise in tests/corpus/emitters.yaml: rapidsai/cudf python/cudf_polars/cudf_polars/callback.py#L123)
    "polars.exceptions.ComputeError: GPU engine requested, but incorrect cudf-polars package installed. cudf-polars "
    "requires CUDA 12.2+ to installed.",
    # dorado's batch auto-sizing with under 1 GB of GPU memory free (round 196, gpu/dorado-safe-batch-size-no-memory;
    # rendered from its spdlog::warn in tests/corpus/emitters.yaml: nanoporetech/dorado basecall/CudaCaller.cpp#L441)
    "[2025-03-04 11:02:17.441] [warning] Failed to determine safe batch size. Less than 1GB GPU memory available.",
    # Mooncake's NVLink transport after cudaDeviceCanAccessPeer returned 0 (round 142, gpu/cannot-p2p-access-device;
    # rendered from its LOG(ERROR) in tests/corpus/emitters.yaml: kvcache-ai/Mooncake nvlink_transport.cpp#L607)
    "E0822 13:12:20.330718 48211 nvlink_transport.cpp:607] NvlinkTransport: device 0 cannot p2p access device 1",
    # NCCL 2.28's WARN with NCCL_NET=IB on a machine without InfiniBand (round 64, distributed/nccl-no-net-plugin; printed
    # on a lent H200 by e2e/real_nvml/errors.py, fixtures/_nvml-real/h200-driver-580.159.04/errors.json 'nccl-forced-ib')
    "[2026-12-04 18:05:18] vm:559:559 [0] plugin/net.cc:379 NCCL WARN Failed to initialize any NET plugin",
    # the NVIDIA X driver's kernel-module start in Xorg.0.log (round 36, gpu/xorg-nvidia-kernel-module-init-failed; the
    # ArchWiki NVIDIA/Troubleshooting page's log excerpt, read with find_string)
    "[     1.807] (EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module. Please see the",
    # text-embeddings-inference's compute-cap check (round 36, gpu/tei-compute-cap-mismatch; a deployment report on an
    # RTX 5090 quoting the TEI images' start-up error, read with find_string; TEI issue #652)
    "Runtime compute cap 120 is not compatible with compile time compute cap 80",
    # nvidia-smi's exit status 9 (NVML_ERROR_DRIVER_NOT_LOADED) as Python's subprocess reports it (round 35,
    # gpu/nvidia-smi-exit-9; a real run log read with find_string: a GPU-wait check in a training project's notes)
    "GPU 等待检查失败：CalledProcessError: Command '['nvidia-smi', '--query-gpu=index,memory.used,memory.free,"
    "utilization.gpu', '--format=csv,noheader,nounits']' returned non-zero exit status 9.",
    # NCCL src/graph/paths.cc p2pCanConnect's WARN, rendered from its format string (round 21, gpu_p2p_unsupported: the
    # NVLink case returns ncclUnhandledCudaError; no corpus paste shows it yet)
    "node1:20:20 [0] graph/paths.cc:324 NCCL WARN P2P is disabled between NVLINK connected GPUs 1 and 0. This should "
    "not be the case given their connectivity, and is probably due to a hardware issue. If you still want to proceed, "
    "you can set NCCL_IGNORE_DISABLED_P2P=1.",
    # Kueue's flavor assigner refusing a workload on quota (round 17; rendered from the format strings in
    # tests/corpus/emitters.yaml: kubernetes-sigs/kueue pkg/scheduler/flavorassigner; its event form is parse_event's _KUEUE)
    "couldn't assign flavors to pod set main: insufficient quota for nvidia.com/gpu in flavor h100-80gb, previously "
    "considered podsets requests (0) + current podset request (16) > maximum capacity (8)",
    # the GPU Operator driver container's package-repository check (round 17; rendered from the format string in
    # tests/corpus/emitters.yaml: NVIDIA/gpu-driver-container ubuntu22.04/nvidia-driver#L43)
    "ERROR: Failed to update package cache.  Ensure that the cluster can access the proper networks.",
    # NVML's reason 'Driver Not Loaded' after 'Failed to initialize NVML: ' (round 16; rendered from the format strings in
    # tests/corpus/emitters.yaml: NVIDIA/k8s-device-plugin internal/plugin/factory.go + DCGM nvml_error_strings.h)
    "E0612 08:14:03.512947       1 factory.go:99] Failed to initialize NVML: Driver Not Loaded.",
    # nvcc refusing the architecture (the lead, after fresh28's first run added cuda_toolkit_arch_unsupported; real
    # pastes: inducer/pycuda#440, ztxz16/fastllm#367, also REAL in tests/test_explain_signatures.py)
    "nvcc fatal   : Value 'sm_89' is not defined for option 'gpu-architecture'",
    "nvcc fatal   : Unsupported gpu architecture 'compute_89'",
    # UCX's UCX_NET_DEVICES warning (round 14; a real paste read with find_string: an Intel MPI benchmark run with
    # UCX_NET_DEVICES=fake_device, whose list names the node's real 'mlx5_0:1'(ib) port; here with that port asked for)
    "ucp_context.c:969  UCX  WARN  network device 'mlx5_0:1' is not available, please use one or more of: "
    "'bond0'(tcp), 'ibp161s0'(tcp), 'lo'(tcp)",
    # dtype_unsupported_by_gpu in other programs' words (round 7; real pastes: vllm-project/vllm#4202's title, a V100
    # benchmark's PyTorch autocast error, vllm-project/vllm#18182's Triton error, all read with find_string)
    "ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. "
    "Current capability: 70.",
    "RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.",
    "ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\")",
    # the FailedCreate event of fixtures/hw-runtime (API server RuntimeClass admission, cited in the signature)
    'Error creating: pods "llm-batch-5f7d9c8b44-" is forbidden: pod rejected: RuntimeClass "nvidia-cdi" not found',
    "kernel version 535.129.3 does not match DSO version 550.54.14 -- cannot find working devices",
    "CUDA error: system has unsupported display driver / cuda driver combination",
    "pynvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found",
    "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver",
    "Warning  FailedCreatePodSandBox  kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = "
    "failed to get sandbox runtime: no runtime for \"nvidia\" is configured",
    "nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown",
    "healthCheck report XidCriticalError: Xid=999 on Device=GPU-XXXX",
    "NCCL WARN NET/Socket : No usable listening interface found",
    "Bootstrap : no socket interface found",
    "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress",
    "The IPv4 network addresses of (master-0.train, 29500) cannot be retrieved (gai error: -2 - Name or service not known)",
    "TCP client failed to connect/validate to host 10.0.0.5:29500",
    "The client socket has failed to connect to any network address of (master, 29500)",
    "Timed out after 901 seconds waiting for clients. 3/4 clients joined.",
    "node0:1:2 [0] NCCL WARN Connect to 10.0.0.2<3456> failed : Connection refused",
    "socketStartConnect: exceeded timeouts (100)",
    "NCCL error: remote process exited or there was a network error",
    "failed to install NVIDIA driver",
    "CUDA initialization failed",
    "Failed to send command to MPS daemon",
    "host:1:2 [0] NCCL INFO NET/IB : No device found.",
    # numeric CUDA error forms (gpu/cuda-code-*): a real THC line (peterjc123/pytorch-scripts README) and the
    # CUDA samples' checkCudaErrors format ('CUDA error at F:L code=N(name) "call"', real for 802 in
    # pytorch/pytorch#35710) with 803, whose real pastes name it rather than number it
    "THCudaCheck FAIL file=torch\\lib\\thcunn\\generic/Threshold.cu  line=34 error=48 : no kernel image is available "
    "for execution on the device",
    'CUDA error at deviceQuery.cpp:120 code=803(cudaErrorSystemDriverMismatch) "cudaGetDeviceCount(&deviceCount)"',
    # round 11: flash-attention's csrc/flash_attn/flash_api.cpp TORCH_CHECK(is_sm90 || is_sm8x, "FlashAttention only
    # supports Ampere GPUs or newer.") as PyTorch raises it (read with find_string; pasted the same way in many READMEs)
    "RuntimeError: FlashAttention only supports Ampere GPUs or newer.",
    # round 13 ('no GPU' / 'no bf16' in the trainers' own words, each read with find_string in public repositories:
    # Accelerate's err.format(mode="fp16", requirement="a GPU") rendered; the GPUAccelerator message a SageMaker client
    # matches on; JAX's xla_bridge message as quoted in a cluster's troubleshooting doc; transformers' TrainingArguments
    # error as quoted in several READMEs)
    "ValueError: fp16 mixed precision requires a GPU",
    "GPUAccelerator can not run on your system since the accelerator is not available. The following accelerator(s) is "
    "available and can be passed into `accelerator` argument of `Trainer`: ['cpu'].",
    "Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present.",
    "ValueError: Your setup doesn't support bf16/gpu.",
    # torch inductor's Triton check and xformers' dispatch, as pasted in public READMEs/notes (read with find_string)
    "RuntimeError: Found Tesla P4 which is too old to be supported by the triton GPU compiler, which is used as the "
    "backend. Triton only supports devices of CUDA Capability >= 7.0, but your device is of CUDA capability 6.1",
    "`fa3B@0.0.0` is not supported because:\n    requires device with capability >= (8, 0) but your GPU has capability "
    "(7, 5) (too old)",
    "requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new)",
    # a renderer's own words that Vulkan/EGL has no driver (graphics_driver_unavailable, concept/graphics-no-driver;
    # the Vulkan loader's and engines' wording: KhronosGroup/Vulkan-Loader docs/LoaderInterfaceArchitecture.md)
    "Error: no suitable Vulkan device found",
    "[Error] [renderer] failed to create Vulkan instance",
    # round 69 (EMITTERS-3): each new entry on a message of its emitter as tests/corpus/emitters.yaml renders it from the
    # program's source (entries 293..608; the programs' commits are in each entry's source)
    'No valid CUDA driver found',
    'WARNING: The gmx mdrun binary does not include support for the CUDA architecture',
    '    GPU #1: unavailable',
    '    GPU #3: nonexistent',
    'ERROR: GPU library not compiled for this accelerator (src/GPU/gpu_extra.h:61)',
    'ERROR: Double precision is not supported on this accelerator (src/GPU/gpu_extra.h:63)',
    'ERROR: Accelerator sharing is not currently supported on system (src/GPU/gpu_extra.h:67)',
    "Error: Requested GPU with id '3' but only 2GPU(s) available! Raised by Kokkos::initialize().",
    '[hevc_nvenc @ 0x5581] OpenEncodeSessionEx failed: no encode device (1): (no details)',
    '14:02:31.118: [NVENC] Test process failed: cuda_lib',
    '[NVENC] Test process failed: nvml_init_9',
    '[NVENC] Test process failed: cuda_init_999',
    '[NVENC] Test process failed: no_devices',
    '[NVENC] Test process failed: outdated_driver',
    '[NVENC] Test process failed: session_limit',
    'WARNING: CUEW initialization failed: Error opening the library',
    'ERROR: CUDA binary kernel for this graphics card compute capability (12.0) not found.',
    'info: Failed to load nvrtc API library',
    'RuntimeError: out of memory while requesting 2147483648 bytes; you can try setting MGB_CUDA_RESERVE_MEMORY to reserve all memory.',
    'RuntimeError: P2P copy (2 => 3) check failed; consider disabling Access Control Services(ACS) for the PCI device',
    'RuntimeError: cuda initialization error.',
    'extra message: request gpu0 out of valid range [0, 0)',
    "ValueError: No CUDA architecture was specified or GPU detected.Try specifying it by adding '-arch=sm_xx' to your target.",
    'F1202 ctrl_server.cpp:35] Check failed: port() == bound_port (49155 vs. 0) Port 49155 is unavailable',
    'F1202 ibverbs_comm_network.cpp:110] Check failed: num_device > 0 (0 vs. 0) No IB device found',
    'dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer[10.20.1.11:30050] after 1024 retries.',
    'extra message: MegRay all_gather failed',
    'OSError: (External) NCCL error(2), unhandled system error (run with NCCL_DEBUG=INFO for details).  Detail: No space left on device',
    '[2026-06-12 08:14:33,530 W 2817 2817] gcs_client.cc:178: Failed to get cluster ID from GCS server: RpcError: Deadline Exceeded rpc_code: 4',
    '[WARNING] [real_accelerator.py:199:get_accelerator] Setting accelerator to CPU. If you have GPU or other accelerator, we were unable to detect it.',
    'RuntimeError: PyTorch uses CUDA 12.8, but NIXL selected nixl_cu13. Install the matching backend',
    'RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: CUDA driver library is not open correctly.',
    '[TensorRT-LLM][ERROR] Assertion failed: Required NVML symbol not found: nvmlDeviceGetComputeRunningProcesses_v3',
    'InternalError: 2 potential peer access pairs were reported by the driver, but no peering could be enabled.',
    "RuntimeError: cuda driver can't be loaded, is cuda enabled?",
    '[W cuda_driver.cpp:CUDADriver@134] The Taichi CUDA backend requires at least CUDA 10.0, got v9.2.',
    '[W llvm_runtime_executor.cpp:LlvmRuntimeExecutor@42] No CUDA driver API detected.',
    'RuntimeError: [cuda_context.cpp:launch@151] Requested dynamic shared memory size of 131072 bytes, but the device supports max capacity of 101376 bytes.',
    'Warp CUDA warning: Could not find or load the NVIDIA CUDA driver. GPU execution will not be available.',
    'RuntimeError: Conditional graph nodes require CUDA driver 12.4+',
    'dlopen "libnvidia-ml.so" failed!',
    "MemoryError: std::bad_alloc: Can't allocate 4294967296 bytes on device 0.",
    'RuntimeError: dlopen libnvjpeg.so failed!. Please install CUDA toolkit or nvJPEG python wheel.',
    # round 70 (EMITTERS-4): each new entry on the line explain reads in its emitter's message (tests/corpus/emitters.yaml
    # entries 609..785)
    'ERROR 06-12 08:40:55 pynccl_wrapper.py:196] Failed to load NCCL library from libnccl.so.2 .It is expected if you are not running on NVIDIA/AMD GPUs.Otherwise, the nccl library might not exist, be corrupted or it does not support the current platform Linux-5.15.0-105-generic-x86_64-with-glibc2.35.One solution is to download libnccl2 version 2.18 from https://developer.download.nvidia.com/compute/cuda/repos/ and extract the libnccl.so.2 file. If you already have the library, please set the environment variable VLLM_NCCL_SO_PATH to point to the correct nccl library path.',
    '/workspace/apex/setup.py:106: UserWarning: Skip --cudnn_gbn as it requires cuDNN 8500 or later, but 8201',
    'ERROR:torch_tensorrt._utils:This pytorch build does not support CUDA, please reinstall pytorch with CUDA support',
    'No compatible device was found for instantiating TensorRT engine',
    'java.lang.IllegalStateException: Could not find a single GPU to use',
    'java.lang.IllegalArgumentException: The pool allocation of 1843.0 MiB (gpu.free: 2048.0,spark.rapids.memory.gpu.allocFraction: (=1.0,spark.rapids.memory.gpu.reserve: 671088640 => (gpu.free - reserve) * allocFraction = 1843.0) was less than allocation of 3999.75 MiB (gpu.total: 15999.0 MiB, spark.rapids.memory.gpu.minAllocFraction: 0.25 => gpu.total *minAllocFraction = 3999.75 MiB). Please ensure that the GPU has enough free memory, or adjust configuration accordingly.',
    'java.lang.RuntimeException: Device architecture 60 is unsupported. Minimum supported architecture: 70.',
    'com.nvidia.spark.rapids.CudfVersionMismatchException: Found cudf version 25.06.0, RAPIDS Accelerator expects 25.08.0',
    'ValueError: Invalid device index or UUID: 4',
    '0:00:00.038201334       4121   0x55d4c8a0e2c0 WARN                   nvenc gstnvenc.c:330:gst_nvenc_load_library: Could not open library libnvidia-encode.so.1, libnvidia-encode.so.1: cannot open shared object file: No such file or directory',
    '0:00:00.041977310       4121   0x55d4c8a0e2c0 ERROR                nvcodec plugin.c:756:plugin_init: Failed to init cuda, cuInit ret: 0x3e7: CUDA_ERROR_UNKNOWN: unknown error',
    '0:00:01.204470512       4121   0x55d4c8a0e2c0 WARN             cudacontext gstcudacontext.cpp:408:gst_create_cucontext: Device with id 1 does not exist',
    '8113.402117659 [30217-30217] ../src/backend-common.c:  13 checkModesetParameterFromFd ERROR: This driver requires the nvidia_drm.modeset kernel module parameter set to 1',
    '8113.398774210 [30217-30217] ../src/vabackend.c: 285                     init Failed to load CUDA functions',
    '2026/06/12 08:14:05 Warning: GPU-3b2f9c1e-7d4a-5e8b-a1c6-0f9e2d7b4c53 is too old to support healthchecking: nvml: Not Supported. Marking it unhealthy.',
    'RuntimeError: A network address could not be determined, an interface that has a valid IP address with the environment variable UCXPY_IFNAME.',
    'ucp._libs.exceptions.UCXError: No such device',
    "java.net.BindException: Couldn't start UcpListener on port range 41234-41250",
    'WARNING: Could not find any nv libraries on this host!',
    'WARNING: While finding nv bind points: could not read nvliblist.conf: open /usr/local/etc/apptainer/nvliblist.conf: no such file or directory',
    'Error: getting CDI device names: converting GPU identifiers to CDI devices: could not discover GPU vendor: no known GPU vendor found in CDI specs',
    'Error: failed to get container spec opts: CDI devices (nvidia.com/gpu=GPU-8a1f3c2e-5b7d-4e90-a6c1-2f9e0d4b7a35) requested but CDI support is explicitly disabled',
    '[2026-06-12T08:14:03.513] error: Failed to get device count: Uninitialized',
    '[2026-06-12T08:14:05.004] error: Setting node gpu-node07 state to INVAL with reason:gpu count reported lower than configured (0 < 8)',
    'Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to generate CDI spec for mode "imex": IMEX channel 0 not found at /dev/nvidia-caps-imex-channels/channel0: stat /dev/nvidia-caps-imex-channels/channel0: no such file or directory: unknown',
    'ERROR nvencoder gstnvencobject.cpp:177:CreateInstance: NvEnc API call failed: 0xa, NV_ENC_ERR_OUT_OF_MEMORY',
    # round 71 (EMITTERS-5): each new entry on the line explain reads in its emitter's message (tests/corpus/emitters.yaml
    # entries 786..861)
    'out of memory error, emptying cache and trying again',
    "ValueError: generation_devices requested 'cuda:1', but only 1 CUDA device(s) are available (valid indices 0-0).",
    'RuntimeError: EGL requires a system that supports at least one device.',
    '## Warning: The installed version of PyTorch is 2.4.1+cpu and does not support CUDA or ROCm.',
    '## Warning: Flash Attention is installed but unsupported GPUs were detected.',
    'ValueError: The memory capacity is unbalanced. Some GPUs may be occupied by other processes.',
    # round 72 (EMITTERS-6): each new entry on the line explain reads in its emitter's message (tests/corpus/emitters.yaml
    # entries 862..1061)
    '14:02:11 WARNING  Could not initialize Vulkan and NGX. DLSS not supported. (Failed to find GPUs with Vulkan support.)',
    '14:02:10 WARNING  Insufficient compute capability 61 detected.',
    'The device NVIDIA A100-SXM4-40GB is in a compute prohibited mode.',
    'E0412 11:02:13.004218 140177 sift.cc:1393] Not enough GPU memory to match 32768 features. Reduce the maximum number of matches.',
    'ERROR:  [Experiment 0] cuStateVecChunkContainer::sample_measure : custatevecSampler_create CUSTATEVEC_STATUS_ALLOC_FAILED',
    'cuStateVec error: CUSTATEVEC_STATUS_ARCH_MISMATCH at /home/user/qsim/apps/qsim_base_custatevec.cu 123',
    'ERROR:  [Experiment 0] cuStateVecChunkContainer::allocate::custatevecCreate : CUSTATEVEC_STATUS_NOT_INITIALIZED',
    "Outdated NVIDIA CUDA driver version '8000' detected!",
    "[2024-05-02 21:14:03.512]: Error: Couldn't load cuda: -1",
    'Error: NotEnoughCUDADevices("`sharded` is true but only found 1 CUDA devices")',
    'Error: Backend(NotEnoughMemory(8192))',
    'ValueError: MXFP8 is only supported on SM100 or later architectures',
    '[titan] 2025-05-02 14:03:11,481 - root - WARNING - 14 CUDA memory allocation retries.',
    'ValueError: Device is not found on your local environment: cuda',
    '[WARN ] ggml_extend_backend.cpp:580  - device CUDA0 failed to init',
    '[ERROR] model_manager.cpp:737  - model manager alloc params backend buffer failed, size = 6144.00MB',
    'Invalid argument: instance group resnet50_0 of model resnet50 has kind KIND_GPU but server does not support GPUs',
    "Error: Load go-lxc struct: The NVIDIA LXC hook couldn't be found",
    'Error: Failed to start device "gpu0": Card isn\'t a NVIDIA GPU or driver isn\'t properly setup',
    'Error: Failed to start device "gpu0": Failed to detect requested GPU device',
    'level=error msg="unable to flush config: unable to open /etc/containerd/config.toml for writing: open /etc/containerd/config.toml: read-only file system"',
    'failed to create device discoverer: error getting MIG capability device paths: open /proc/driver/nvidia-caps/mig-minors: no such file or directory',
    'failed to create edits common for entities: failed to create discoverer for WSL driver: no driver store paths found',
    'W0612 08:14:03.512947       1 main.go:278] No labels generated from any source',
    'failed to render launch manifest: GPU nvidia.com/GA102GL_A10 is not permitted in permittedHostDevices configuration',
    'W0612 08:15:21.774102   12345 allocate.go:180] invalid allocation requst: request GPU memory 8 cant be satisfied.',
    'research quota has reached the allowable limit of GPUs. Limit is 8 GPUs, currently 6 GPUs allocated and workload requested 4 GPUs',
    'admission webhook "vgpu.hami.io" denied the request: exceeding resource quota',
    'E0612 08:31:07.215533       1 scheduler.go:498] "Device is unhealthy, cleaning up node" nodeName="gpu-node-07"',
    'E0612 08:31:07.215533       1 scheduler.go:790] found a mig task running on a hami-core GPU',
    'I0612 08:20:11.402118       1 gpu_processor.go:50] Overriding status of node gke-ml-pool-a100-3f9c2d1e-x7kq, which seems to have unready GPU',
    'unable to initialize Nvidia driver: plugin_dir=/opt/nomad/data/plugins reason="failed to initialize: Driver Not Loaded"',
    # round 73 (EMITTERS-7): each new entry on the line explain reads in its emitter's message (tests/corpus/emitters.yaml
    # entries 1062..1219)
    "numba.cuda.cudadrv.error.CudaSupportError: <CUDA device 0 'Tesla K10.G1.8GB'> has compute capability < (3, 5)",
    'RuntimeError: Device compute capability 3.5 is less than the minimum supported by NVRTC 12.8.',
    "RuntimeError: No device of {'pci_domain_id': 0, 'pci_bus_id': 65, 'pci_device_id': 0} is found. Target device may not be visible in this process.",
    'numba.cuda.cudadrv.error.CudaDriverError: CUDA initialized before forking',
    "System.NotSupportedException: Not supported driver version '11.4' (>= 12.1 required)",
    'panic: MemAlloc: OutOfMemory',
    'ERROR: Amount of dynamic shared memory exceeds kernel limit (96.000 KiB > 48.000 KiB).',
    'Error in initialization, please refer to "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html" for details on: NoDevice',
    'Error in initialization, please refer to "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html" for details on: SystemDriverMismatch',
    'Error in initialization, please refer to "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html" for details on: CompatNotSupportedOnDevice',
    'Error in initialization, please refer to "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html" for details on: SystemNotReady',
    'decord._ffi.base.DECORDError: [14:03:12] /github/workspace/src/video/video_reader.cc:167: CUDA not enabled. Requested context GPU(0).',
    '  NVIDIA GeForce RTX 3060 - 31.0.15.3623 - (Unsupported Driver Detected)',
    '[2025-03-14 10:22:31.209] [video2x] [critical] Invalid Vulkan device ID specified.',
    'AssertionError: Failed to initialize cuda 100',
    'ERROR: Container must be launched with nvidia runtime',
    'handle != nullptr assert faild. load CUDA Driver library failed!!! You must install cuda driver first.',
    "RuntimeError: Can't find cuda libraries, install cuda first.",
    "We still can't load correct cuda libs from ['C:\\torch\\lib'], you need to check your installed cuda version",
    '[F glutil.cpp:366] eglCreateContext() failed',
    'No CUDA, ROCm, or XPU detected; CPU library loaded successfully.',
    # round 74 (EMITTERS-8): each new entry on the line explain reads in its emitter's message
    '2025-06-03 14:22:09 | ERROR | fairseq.distributed.distributed_timeout_wrapper | Killing job for not making progress in 1800 seconds.',
    '[2025-06-03 14:22:09,123] [WARNING] [axolotl.utils.trainer] P2P support not detected, setting `NCCL_P2P_DISABLE=1`',
    'AssertionError: Invalid device id',
    'RuntimeError: B300 (sm_103) requires Triton 3.6.x, but found 3.4.0.',
    '2025-06-03 14:22:09 | ERROR | fairseq.trainer | OOM during optimization, irrecoverable',
    'Error: unable to load full model on GPU',
    'time=2026-12-02T01:14:07.512Z level=INFO source=types.go:50 msg="inference compute" id=cpu library=cpu compute="" name=cpu',
    'ggml_backend_cuda_init: invalid device 1',
    '2026-06-12 08:41:07,512 xinference.device_utils 4123 ERROR    Fail to use pynvml with error: Unknown Error, will fallback to torch.',
    'Skip: OOM: out of device memory',
    'Error on querying NVIDIA devices. Use --debug flag to see more details. Unknown Error',
    # round 75 (EMITTERS-9): each new entry on the line explain reads in its emitter's message
    "Request '8f3c2a7e' does not fit in queue 'root.ml.gpu-train' (requested map[nvidia.com/gpu:8], available map[nvidia.com/gpu:4])",
    'Failed to schedule pod, all available instance types exceed limits for nodepool (NodePool=gpu-a100)',
    'comment = Not Running: Queue gpuq per-user limit reached on resource ngpus',
    'job/gang requests resources (nvidia.com/gpu=16) which exceeds the total limit of (nvidia.com/gpu=8) for its queue/priority class',
    'rpc error: code = InvalidArgument desc = container trainer defines different resources for requests and limits',
    '[error] Dorado cannot support the CUDA device being used, as the compute capability version is incompatible.',
    'WARNING CUDA out of memory with batch=16. Reducing to batch=8 and retrying (1/3).',
    '[Low GPU VRAM Warning] Your current GPU free memory is 812.44 MB for this diffusion iteration.',
    'RuntimeError: cuDNN 9.24.0 is required; found 9.1.0',
    # round 76 (EMITTERS-10): each new entry on the line explain reads in its emitter's message
    '[I] Cannot find any available devices (GPUs)!',
    '[WARNING] [nvjpeg-ext] nvJPEG version 11.9.0 is older than minimum required version 12.1.0 for CUDA 12.',
    'cuTensorNetError: INSUFFICIENT_DRIVER (20): CUTENSORNET_STATUS_INSUFFICIENT_DRIVER',
    'FATAL:   container creation failed: nvidia-container-cli requires --writable with user namespace/fakeroot',
    'Error: Failed to start device "gpu1": Card is not an NVIDIA GPU or driver is not properly set up',
    # round 77 (EMITTERS-11): each new entry on the line explain reads in its emitter's message
    '09:02:11-100200 WARNING  Torch device capability failed: device=cuda dtype=torch.float16',
    'WARNING: CUDA runtime libraries not found. Try `pip install "gpt4all[cuda]"`',
    "Unavailable GPUs due to insufficient memory: ['cuda:NVIDIA GeForce GTX 1650']",
    'WARN  No cuda driver, continue with CPU - engine_service.cc:422',
    'check max len infer fail, you can try:1.Set the --mem_fraction or --max_total_token_num startup parameter to a smaller value',
    'E0612 08:14:08.402117       1 nvidia_gpu.go:167] failed to health check NVIDIA MPS: connection refused',
    'X Exiting due to MK_USAGE: The gpus flag can only be used with the docker driver and docker container-runtime',
    'No CUDA package found for kernel 6.6.96.1-2.azl3 (vm_sku=Standard_NC6s_v3)',
    "/usr/bin/ld: cannot find /usr/libexec/nvidia/tesla/bin/535.247.01/nv-kernel.o: No such file or directory",
    # round 78 (EMITTERS-12): each new entry on the line explain reads in its emitter's message
    'mem_heap.cpp:allocate_symmetric_memory:2266: nvshmem malloc failed (hint: check if total allocation has exceeded NVSHMEM symmetric size = 1073741824)',
    'AssertionError: GPU 1 and GPU 5 are not connected via NVLink',
    'RuntimeError: Assertion exception (csrc/kernels/backend/nccl.cu:104): NCCL_VERSION_CODE == nccl_runtime_version',
    'GPU 3: pending row remapping, reset required',
    'W0822 13:12:18.483107 48211 ucx_utils.cpp:719] nixlUcxContext UCX: 2 IB device(s) were detected, but accelerated IB support was not found!',
    'E0822 13:12:18.901266 48211 libfabric_common.cpp:111] No network devices found with any provider',
    'E0822 transfer_engine_impl.cpp:397] No HCA detected and neither NVLink nor TCP transport is compiled in',
    'node-1:48211:48290 [0] NCCL WARN NET/OFI Failed to find CUDA Runtime library: libcudart.so.12: cannot open shared object file',
    'node-1:48211:48290 [0] NCCL WARN NET/OFI EFA provider requires at least libfabric version 1.22.0.',
    'node-7:48211:48302 [3] p2p_plugin.c:390 NCCL WARN NET/IB : mlx5_0:1 async fatal event: local catastrophic error',
    'node-7:48211:48302 [3] p2p_plugin.c:544 NCCL WARN NET/IB : No IP interface found.',
    # round 81 (EMITTERS-13): each new entry on the line explain reads in its emitter's message
    '/gnina/gninasrc/lib/device_buffer.cpp:112: out of memory',
    'Prediction on device was unsuccessful, probably due to a lack of memory. Moving results arrays to CPU',
    'RuntimeError: Insufficient shared memory for edistance kernel',
    'ValueError: For devices with GPU compute capability 7.x (see https://developer.nvidia.com/cuda-gpus) the ENV XLA_FLAGS must include "--xla_disable_hlo_passes=custom-kernel-fusion-rewriter".',
    'sapien/_vulkan_tricks.py:95: UserWarning: Failed to find glvnd ICD file. This is probably due to an incorrect or partial installation of the NVIDIA driver.',
    'ImportError: eglQueryDevicesEXT is not available.',
    'Error: No /dev/dri devices found. If using Docker, make sure at least one /dev/dri device is mounted',
    'ONNX Plugin    Running    GPU device unvailable or not passed through to container.',
    # round 83 (EMITTERS-14): each new entry on the line explain reads in its emitter's message
    'Error: CUDA API not found: cuInit',
    'ValueError: No registered target detector found an available target.',
    'MemoryError: Can not allocate 512 MiB from cuda:1 device. Status of cuda:1 memory pool',
    'RuntimeError: Model size exceeds available memory (80.12 GiB > 79.10 GiB). Model weights: 76.00 GiB',
    'But you are using CUDA 12.4 to run it.',
    '[WARN] ChatTTS | gpu | cuda:1 has 1024.0 MB memory left. Switching to CPU.',
    'CudaMgr.h:201 Unsupported CUDA device (compute version 3.7)',
    'torchrec.distributed.planner.types.PlannerError: Unable to find a plan for this model because of insufficient storage.',
    # round 84 (wave 40): each new entry on its own line
    "engine.cpp:1104: Assertion `size >= bsize && \"Mismatch between allocated memory size and expected size of serialized engine.\"' failed.",
    'Error in thread 7: nvJPEG error (5): The user-provided allocator functions, for either memory allocation or for releasing the memory, returned a non-zero code.',
    '[optix_api.cpp:154] optix_initialize(): could not find symbol optixQueryFunctionTable',
    'jit_flush_malloc_cache(): Dr.Jit exhausted the available memory and had to flush its allocation cache to free up additional memory.',
    # round 85 (wave 41): each new entry on its own line
    'ImportError: /usr/lib/aarch64-linux-gnu/libcudnn.so.8: file too short',
    '[rectify_node]: Error while rectifying image: VPI_ERROR_OUT_OF_MEMORY: Not enough space for resource allocation',
    'llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers',
    'RuntimeError: cublas runtime error : the GPU program failed to execute at aten/src/THC/THCBlas.cu:411',
    '* Device #2: Device does not provide enough allocatable device-memory to handle this attack.',
    # round 86 (wave 42, EMITTERS-15): each new entry on its own line
    'cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, stream, args, nullptr) failed: named symbol not found',
    'cl.LogicError: clGetPlatformIDs failed: PLATFORM_NOT_FOUND_KHR',
    'Failed to get count of cuda capable devices. Exception:out of memory',
    '[cudnn init] libcudnn v7 with header v8 unmatched!',
    'ERRR on field: _backend: GPU backend (gpu_id: 1) is not functional. Check CUDA_PATH and/or GPU installation.',
    'allocate device buffer: ErrorMemoryAllocation',
    'cuda context: ErrorInsufficientDriver',
    'Unable to retrieve CUDA devices: Cuda(NoDevice)',
    'ERROR (TaskScheduler) Only have 1 GPUs, requesting 2',
    'Unsupported GPU memory: 12, must be at least 24GB',
    'nvproxy: NVIDIA driver capability set is empty; all GPU operations will fail',
    '[HCTR][10:01:02.003][WARNING][RK0][main]: Peer-to-peer access cannot be fully enabled.',
    'NVLink fabric registration error (device 1/GPU-0a1b2c3d): status=ERROR_UNKNOWN, refusing to start',
    # round 87 (wave 43): each new entry on its own line
    'ImportError: /env/lib/python3.11/site-packages/vllm/_C.abi3.so: undefined symbol: _ZN3c106detail14torchCheckFailEPKcS2_jRKSs',
    'warning: llama.cpp was compiled without cuBLAS. It is not possible to set a VRAM budget.',
    'ggml_vulkan: Warning: Device type is CPU. This is probably not the device you want.',
    '[TM][FATAL] kernels/attention/decoding.cu(34): Check failed: kernel No decoding kernel found: decode_d128_bf16_gs8',
    'libnvidia-eglcore.so.570.86.15: no such file or directory',
    'java.lang.UnsatisfiedLinkError: Error while loading native library "JCudaRuntime-11.0.0-linux-x86_64"',
    # round 88 (wave 44): each new entry on its own line
    ' nvidia-driver-535 : Depends: libnvidia-gl-535 (= 535.183.01-0ubuntu1) but 535.183.06-0ubuntu0.22.04.1 is to be installed',
    'Error: id must less than GPU count',
    'RuntimeError: Torch was not able to find a GPU with at least 40 GB of RAM.',
    'E0101 00:00:00.000000       1 exporter.go:154] failed to init GPU accelerators: no devices found',
    # round 89 (wave 45): each new entry on its own line
    'ArrayFire Error (501) : Failed to load dynamic library.',
    '{legate.mapper}: Failed to allocate 2147483648 bytes on memory 1e00000000000003 (of kind GPU_FB_MEM) for region requirement(s) {0}',
    'Error: kmod-nvidia version (580.82.07-1.fc43) does not match nvidia-driver version (580.82.09-1.fc43)',
    'CUDNN failure 8: CUDNN_STATUS_ALLOC_FAILED ; GPU=1 ; hostname=h ; expr=cudnnConvolutionForward( CudnnHandle());',
    '0:1(10): error: GLSL 4.50 is not supported. Supported versions are: 1.10, 1.20, 1.30, 1.00 ES, and 3.00 ES',
    'RuntimeError: FP8 attention is only supported on Hopper GPUs',
    # round 90 (wave 46): each new entry on its own line
    '[222] Call to cuLinkAddData results in CUDA_ERROR_UNSUPPORTED_PTX_VERSION',
    'Error: host nvidia libraries not found',
    'RuntimeError: No accelerator (CUDA, XPU, HPU, NPU, MUSA, MPS) or platform plugin is available.',
    '(ERROR) Unable to load libEGL_nvidia.so.0',
    # round 91 (wave 47): each new entry on its own line
    'Port in server address 0.0.0.0:8080 is already in use.',
    'docker: unknown flag: --gpus.',
    'ONNX: starting export with onnx 1.14.0...\nTensorRT: export failure  2.1s: [WinError 126]',
    'Unable to dynamically load the "cublas" shared library - searched for library names: ["libcublas.so"]',
    "panicked at 'No suitable GPU adapters found on the system!'",
    '[ Info: CUDAnative.jl failed to initialize, GPU functionality unavailable',
    'Your Tesla P100-PCIE-16GB GPU (compute capability 6.0) is not supported on CUDA 13+.',
    # round 92 (wave 48): each new entry on its own line
    'libGL error: failed to load driver: swrast',
    'Your GPU may not support OpenGL 4.3, or you do not have the latest graphics driver.',
    'Failed to create OpenGL context',
    'terminator_CreateInstance: Failed to CreateInstance in ICD 2.  Skipping ICD.',
    'The module vulkan-1.dll was incorrectly installed',
    '[0]PETSC ERROR: Unknown Mat type given: aijcusparse',
    # round 93 (wave 49): each new entry on its own line
    'RuntimeError: Error while calling cudaMalloc(&data, n) in file cuda_data_ptr.cpp:28. code: 2, reason: out of memory',
    '#error Unknown __CUDA_ARCH__; please define parameters for compute capability',
    'vtkXOpenGLRenderWindow (0x1c3e0a0): Could not find a decent visual',
    'Function glGenVertexArrays not present in context.',
    'NVENC: Exception:Failed to get CUDA device.',
    'Arch conditional MMA instruction used without targeting appropriate compute capability. Aborting.',
    # round 94 (wave 50): each new entry on its own line
    'invalid gpu device',
    'vkQueueSubmit failed -4',
    'torchsearchsorted on CUDA device is asked, but it seems that it is not available.',
    # round 95 (wave 51): each new entry on its own line
    'initCnmem: cnmemInit call failed! Reason=CNMEM_STATUS_OUT_OF_MEMORY. numdev=2',
    "'cublas64_11.dll' required by 'C:\\tools\\solver_cuda.mexw64'",
    "System.DllNotFoundException: Unable to load DLL 'cuda_kernels.dll': The specified module could not be found.",
    'ImportError: Failed to find a suitable cufinufft library.',
    # round 96 (wave 52): each new entry on its own line
    'ggml_vulkan: No devices found.',
    'eglChooseConfig() returned no matching EGL configuration for RGBA8888 D16 ES2 request.',
    'Program Transpose requires f16 but the device does not support it.',
    'ValueError: Cannot detect local CUDA GPU target!',
    "The onnxruntime fallback happens. CUDAExecutionProvider is not in the session providers ['CPUExecutionProvider'].",
    'ERROR on binding 10.0.0.7: Address already in use [98]',
    # round 97 (wave 53): each new entry on its own line
    'Not enough memory left',
    '[SPCONV] Unsupported platform: cpu',
    "wglGetProcAddress() failed for 'glBindVertexArray'",
    '_text_ops.so: undefined symbol: _ZN10tensorflow8OpKernel11TraceStringB5cxx11ERKNS_15OpKernelContextEb',
    'All GPUs must be ampere (30 series) or newer. AMD GPUs are not supported.',
    # round 98 (wave 54): each new entry on its own line
    "RuntimeError: Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are incompatible",
    'ImportError: You are trying to use the torchsort CUDA extension, but it looks like it is not available.',
    '"NCCL GIN is unavailable. This is usually due to a network configuration issue, "',
    # round 116: VirtualGL's EGL back end (gpu/virtualgl-egl-no-device-platform), as tests/corpus/emitters.yaml renders
    # it from VirtualGL/virtualgl server/faker.cpp init3D
    "[VGL]    211: EGL_EXT_platform_device extension not available",
]


# ---- real pastes ----------------------------------------------------------------------------------

MISMATCH = "Failed to initialize NVML: Driver/library version mismatch"


@pytest.mark.parametrize("paste", [
    MISMATCH.upper(),                                                     # case
    "\x1b[31m" + MISMATCH + "\x1b[0m",                                    # ANSI colour
    "[0m " + MISMATCH,                                                    # ANSI with the ESC byte lost
    MISMATCH + "\r\n",                                                    # Windows line end
    "[rank3]:" + MISMATCH,                                                # rank prefix
    "2024-05-01T10:00:00.123456789Z stderr F " + MISMATCH,                # CRI log prefix
    "E0506 17:45:45.421956       1 main.go:173] " + MISMATCH,             # klog header
    "train-0 trainer | " + MISMATCH,                                      # compose / kubectl --prefix
    "Failed to initialize NVML: Driver/library version mis",              # truncated
    "**Failed to initialize NVML: Driver/library version mismatch**",     # markdown bold
    "nvidia-smi：Failed to initialize NVML：Driver/library version mismatch",  # full-width colons (NFKC)
])
def test_pastes_survive(paste):
    assert top1(paste) == "driver_library_mismatch", paste


def test_wrapped_lines_match_on_their_first_line():
    text = ("ERROR: for backend  Cannot start service: OCI runtime create failed: stderr: nvidia-container-cli: "
            "initialization error: nvml error: driver/library version \nmismatch: unknown\n")
    r = explain(text)
    assert r["matches"][0]["category"] == "driver_library_mismatch"
    assert r["matches"][0]["line_number"] == 1
    wrapped = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure\n > that the latest"
    assert top1(wrapped) == "driver_not_loaded"


def test_ordinary_lines_do_not_match():
    quiet = ("Successfully assigned team-a/train-0 to gpu-node-2\nStarted container trainer\n"
             "epoch 3/10 loss=0.412 cuda:0 memory 31.2GiB\nNCCL INFO Bootstrap : Using eth0:10.0.0.1<0>\n"
             "NCCL INFO Channel 00/02 :    0   1\nINFO: Using CUDA version 12.4 with driver 550.54.15\n")
    assert explain(quiet)["matches"] == []


# ---- ranking ----------------------------------------------------------------------------------------

def test_warn_connect_failure_beats_benign_ib_info():
    text = ("host:1:2 [0] NCCL INFO NET/IB : No device found.\n"
            "host:1:2 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.1<0>\n"
            "host:1:3 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : "
            "Connection refused\n")
    r = explain(text)
    assert [m["category"] for m in r["matches"]] == ["bootstrap_connect_failed", "ib_unavailable"]
    assert r["matches"][1]["level"] == "info"


def test_explicit_dev_shm_failure_beats_the_word_socket_in_a_generic_error():
    text = ("host:9:9 [3] misc/shmutils.cc:112 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-KWfVyt "
            "(size 5967872)\n"
            "RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3\n"
            "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.\n")
    cats = [m["category"] for m in explain(text)["matches"]]
    assert cats[0] == "shm_insufficient" and "bootstrap_connect_failed" not in cats


def test_ib_completion_error_is_recognised_with_its_codes():
    r = explain("x:1:2 [4] ib_plugin.c:1615 NCCL WARN NET/IB : Got completion from peer 10.2.3.4<54862> with "
                "status=12 opcode=0 len=0 vendor err 129 (Recv) localGid fd00::1 remoteGids fd00::2")
    m = r["matches"][0]
    assert m["category"] == "ib_completion_error"
    assert m["details"]["status"] == "12" and m["details"]["vendor_err"] == "129"
    assert top1("transport/net_ib.cc:788 NCCL WARN NET/IB : Got completion with error 12, opcode 0, len 0, "
                "vendor err 129") == "ib_completion_error"


def test_causal_order_driver_mismatch_then_cuda_init_then_nccl():
    text = ("[rank0]: torch.distributed.DistBackendError: NCCL error in: NCCLUtils.hpp:275, unhandled cuda error, NCCL version 2.20.5\n"
            "UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions\n"
            "Failed to initialize NVML: Driver/library version mismatch\n")
    r = explain(text)
    cats = [m["category"] for m in r["matches"]]
    assert cats == ["driver_library_mismatch", "cuda_init_failed", "nccl_error"]
    assert set(r["matches"][0]["explains"]) >= {"cuda_init_failed", "nccl_error"}
    assert r["root_cause"]["category"] == "driver_library_mismatch"


def test_several_lines_of_one_failure_support_one_answer():
    line = "[rank{}]:[E321 ProcessGroupNCCL.cpp:607] [Rank {}] Watchdog caught collective operation timeout: " \
           "WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600013 milliseconds before timing out."
    r = explain("\n".join(line.format(i, i) for i in range(8)))
    assert len(r["matches"]) == 1 and r["matches"][0]["support"] == 8


def test_gpu_fell_off_the_bus_explains_the_rest():
    text = ("kernel: NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.\n"
            "RuntimeError: CUDA error: unspecified launch failure\n"
            "[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE, NumelIn=1, "
            "NumelOut=1, Timeout(ms)=600000) ran for 600100 milliseconds before timing out.\n")
    r = explain(text)
    first = r["matches"][0]
    assert first["category"] == "xid_error" and "collective_timeout" in first["explains"]
    assert first["details"]["xid_info"]["action"] == "RESTART_BM"
    assert "RESTART_BM" in first["remediation"]


def test_context_dependent_text_names_both_readings_and_the_command():
    m = explain("CUDA driver version is insufficient for CUDA runtime version")["matches"][0]
    assert m["category"] == "cuda_driver_too_old"
    assert {r["category"] for r in m["readings"]} == {"cuda_driver_too_old", "container_runtime_misconfigured"}
    assert "kubectl exec" in m["distinguish"]
    m = explain("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.")["matches"][0]
    assert {r["category"] for r in m["readings"]} == {"driver_not_loaded", "container_runtime_misconfigured"}


def test_explain_json_keeps_the_v1_contract():
    r = explain("RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
                "0/3 nodes are available: 3 Insufficient nvidia.com/gpu.")
    assert r["schema"] == "doctor.explain/v1"
    assert set(r["matches"][0]) >= {"category", "title", "explanation", "remediation", "line", "excerpt"}
    assert set(r["scheduling"]) >= {"total_nodes", "reasons", "preemption"}
    assert r["scheduling"]["total_nodes"] == 3


# ---- Xid table --------------------------------------------------------------------------------------

def test_xid_actions_follow_nvidia():
    assert describe(79)["action"] == "RESTART_BM"
    assert describe(94)["action"] == "RESTART_APP" and describe(95)["action"] == "RESET_GPU"
    assert describe(48)["action"] == "WORKFLOW_XID_48" and describe(64)["action"] == "RESET_GPU"
    assert describe(13)["action"] == "RESTART_APP" and describe(45)["action"] == "WORKFLOW_XID_45"
    # one table: explain's action is the hardware checks' action for every code it names
    assert all(describe(c)["action"] == lookup(c).bucket for c in XID)
    assert describe(119)["action"] == "RESET_GPU" and describe(74)["action"] == "WORKFLOW_NVLINK_ERR"
    assert describe(4242)["name"] == "unlisted Xid"
    assert all(code in XID for code in (8, 13, 31, 43, 45, 48, 61, 62, 63, 64, 74, 79, 92, 94, 95, 109, 119, 120, 154))
    m = explain("NVRM: Xid (PCI:0000:00:08): 94, pid='<unknown>', name=<unknown>, Contained: SM (0x1).")["matches"][0]
    assert m["details"]["xid"] == "94" and m["details"]["xid_info"]["name"] == "Contained ECC error"


def test_categories_have_a_layer_and_explain_only_known_categories():
    for c, (layer, label, explains) in CATEGORY_INFO.items():
        assert isinstance(layer, int) and label
        assert all(e in CATEGORY_INFO for e in explains), c
    assert {"xid_error", "mig_misconfigured"} <= set(CATEGORIES)


# ---- event messages -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, expect", [
    ("0 /3 nodes are available: 3 Insufficient nvidia.com/gpu.",
     {"source": "kube-scheduler", "total": 3, "reasons": {"Insufficient nvidia.com/gpu": 3}, "preemption": None}),
    ("0/4 nodes available: 4 Insufficient nvidia.com/gpu.",                       # missing "are"
     {"source": "kube-scheduler", "total": 4, "reasons": {"Insufficient nvidia.com/gpu": 4}, "preemption": None}),
    ("0/2 nodes are available: 1 node(s) had untolerated taint {nvidia.com/gpu: present, zone: a}, 1 Insufficient cpu.",
     {"source": "kube-scheduler", "total": 2,
      "reasons": {"node(s) had untolerated taint {nvidia.com/gpu: present, zone: a}": 1, "Insufficient cpu": 1},
      "preemption": None}),
    ("Insufficient nvidia.com/gpu. preemption: 0/5 nodes are available: 5 No preemption victims found for incoming pod.",
     {"source": "kube-scheduler", "total": None, "reasons": {"Insufficient nvidia.com/gpu": None},
      "preemption": "0/5 nodes are available: 5 No preemption victims found for incoming pod"}),
    ("pod didn't trigger scale-up: 1 node(s) didn't match Pod's node affinity/selector, 2 Insufficient nvidia.com/gpu",
     {"source": "cluster-autoscaler", "total": None,
      "reasons": {"node(s) didn't match Pod's node affinity/selector": 1, "Insufficient nvidia.com/gpu": 2},
      "preemption": None}),
    ("No nodes are available that match all of the following predicates:: Insufficient nvidia.com/gpu (2), "
     "PodToleratesNodeTaints (1).",
     {"source": "kube-scheduler-legacy", "total": None,
      "reasons": {"Insufficient nvidia.com/gpu": 2, "PodToleratesNodeTaints": 1}, "preemption": None}),
    ("fit failure summary on nodes : Insufficient nvidia.com/gpu (3)",
     {"source": "kube-scheduler-legacy", "total": None, "reasons": {"Insufficient nvidia.com/gpu": 3},
      "preemption": None}),
    ("0/6 nodes are unavailable: 6 Insufficient nvidia.com/gpu.",
     {"source": "volcano", "total": 6, "reasons": {"Insufficient nvidia.com/gpu": 6}, "preemption": None}),
    ("couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100, 2 more needed",
     {"source": "kueue", "total": None,
      "reasons": {"insufficient unused quota for nvidia.com/gpu in flavor a100, 2 more needed": None}, "preemption": None}),
])
def test_event_forms(text, expect):
    assert decomposition(text) == expect


@pytest.mark.parametrize("text, expect", [
    # Karpenter: two nodepools in its multierr (joined by '; '), each one reason without a count
    ('Failed to schedule pod, incompatible with nodepool "a", daemonset overhead={"cpu":"1"}, no instance type '
     'satisfied resources {"nvidia.com/gpu":"8"}; incompatible with nodepool "b", daemonset overhead={}, did not '
     'tolerate nvidia.com/gpu=true:NoSchedule',
     {"source": "karpenter", "total": None, "preemption": None,
      "reasons": {'incompatible with nodepool "a", daemonset overhead={"cpu":"1"}, no instance type satisfied '
                  'resources {"nvidia.com/gpu":"8"}': None,
                  'incompatible with nodepool "b", daemonset overhead={}, did not tolerate '
                  'nvidia.com/gpu=true:NoSchedule': None}}),
    # HAMi's newer FilteringFailed wording carries a node count
    ("no available node, 3 nodes do not meet",
     {"source": "hami-scheduler", "total": None, "reasons": {"nodes do not meet": 3}, "preemption": None}),
    # GKE FailedScaleUp, another failure message of the same template
    ("Node scale up in zones us-east1-b associated with this pod failed: GCE out of resources. Pod is at risk of "
     "not being scheduled.",
     {"source": "cluster-autoscaler", "total": None, "reasons": {"GCE out of resources": None}, "preemption": None}),
    # the preemption suffix wrapped onto the next line, the reason list wrapped after its ', '
    ("0/4 nodes are available: 2 Insufficient nvidia.com/gpu, \n2 node(s) had untolerated taint {a: b}. \n"
     "preemption: 0/4 nodes are available: 4 Preemption is not helpful for scheduling.",
     {"source": "kube-scheduler", "total": 4, "preemption": "0/4 nodes are available: 4 Preemption is not helpful "
      "for scheduling", "reasons": {"Insufficient nvidia.com/gpu": 2, "node(s) had untolerated taint {a: b}": 2}}),
    # a PreFilter rejection states no per-node count: null, never the total
    ("0/5 nodes are available: pod has unbound immediate PersistentVolumeClaims.",
     {"source": "kube-scheduler", "total": 5, "reasons": {"pod has unbound immediate PersistentVolumeClaims": None},
      "preemption": None}),
    # Volcano FitErrors.Error()'s default head (AllNodeUnavailableMsg): no node total
    ("all nodes are unavailable: 1 node(s) resource fit failed, 3 Insufficient nvidia.com/gpu.",
     {"source": "volcano", "total": None, "preemption": None,
      "reasons": {"node(s) resource fit failed": 1, "Insufficient nvidia.com/gpu": 3}}),
    # the histogram without its head; YAML's doubled quote inside a single-quoted scalar
    ("2 Insufficient nvidia.com/gpu, 1 node(s) were unschedulable.",
     {"source": "kube-scheduler", "total": None, "preemption": None,
      "reasons": {"Insufficient nvidia.com/gpu": 2, "node(s) were unschedulable": 1}}),
    ("  message: 'couldn''t assign flavors to pod set main: insufficient quota for nvidia.com/gpu in flavor a100,\n"
     "    request > maximum capacity'",
     {"source": "kueue", "total": None, "preemption": None,
      "reasons": {"insufficient quota for nvidia.com/gpu in flavor a100, request > maximum capacity": None}}),
])
def test_event_forms_round4(text, expect):
    """Forms read from their emitters' format strings (events.py docstring): Karpenter, HAMi, GKE FailedScaleUp,
    wrapped kube-scheduler messages, a headless histogram, YAML quoting."""
    assert decomposition(text) == expect


def test_prose_with_counts_is_not_an_event():
    assert parse_event("2 GPUs were installed, 1 node was rebooted") is None
    assert parse_event("3 nodes in the cluster, 1 of them has GPUs") is None


def test_event_total_never_from_preemption_and_null_when_unstated():
    d = decomposition("pod didn't trigger scale-up (it wouldn't fit if a new node is added)")
    assert d["total"] is None and d["reasons"] == {}
    d = decomposition("0/10 nodes are available: 10 Insufficient nvidia.com/gpu. preemption: 0/7 nodes are available: "
                      "7 Preemption is not helpful for scheduling.")
    assert d["total"] == 10
    s = explain("pod didn't trigger scale-up (it wouldn't fit if a new node is added): 4 Insufficient nvidia.com/gpu")
    assert s["scheduling"]["total_nodes"] is None and s["scheduling"]["source"] == "cluster-autoscaler"


def test_kube_scheduler_message_parser_still_serves_pending():
    from doctor.scheduler.message import fit_error_message
    from doctor.signatures.events import parse_message

    msg = fit_error_message(4, {"Insufficient nvidia.com/gpu": 3, "node(s) were unschedulable": 1})
    p = parse_message(msg)
    assert p.total_nodes == 4 and p.reasons == {"Insufficient nvidia.com/gpu": 3, "node(s) were unschedulable": 1}


# ---- speed ---------------------------------------------------------------------------------------------

def test_each_sample_explains_well_under_a_second():
    explain(LOGS[0]["text"])  # one-time catalogue compile and needle index (lru_cache) are not per-sample cost
    worst = 0.0
    for s in LOGS:
        t0 = time.perf_counter()
        explain(s["text"])
        worst = max(worst, time.perf_counter() - t0)
    assert worst < 0.25, worst


def test_a_large_log_is_linear():
    block = "\n".join(s["text"] for s in LOGS[:40]) + "\n" + "\n".join(f"step {i} loss 0.1" for i in range(2000))
    text = block * 10     # ~ 25k lines
    t0 = time.perf_counter()
    findings = analyse(text)
    assert findings and time.perf_counter() - t0 < 5.0
    assert len(scan_text(text, limit_per_category=1)) == len({f.category for f in findings})
