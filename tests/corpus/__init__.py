"""The cited corpus of real error texts and scheduling event messages (logs.yaml, events.yaml)
and its deterministic split into a tuning share and a held-out share.

The split is by SHA-256 of the source URL (every sample copied from one thread lands on the same
side, so a thread cannot leak into both): a sample is held out when the first 8 hex digits of the
hash, as an integer, mod 100 is below HELD_OUT_PERCENT. It was computed before the catalogue
patterns were written, and patterns were written from the tuning share. The first held-out run
(before any pattern had seen a held-out result) scored 98/106 top-1 on logs and 12/12 on events;
eight misses (all "no match") were then fixed, some directly from the held-out texts, so today's
held-out score is optimistic. fresh.yaml is a later batch from unused threads: its first run is
FRESH_FIRST_RUN; it was fixed afterwards too (see its header)."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

import yaml

HERE = Path(__file__).parent
HELD_OUT_PERCENT = 35
HELD_OUT_FIRST_RUN = (98, 106)   # (top-1 correct, samples) before any fix informed by held-out texts
FRESH_FIRST_RUN = (33, 39)       # fresh.yaml, first run, before any fix informed by it
# fresh2.yaml / events_fresh2.yaml (second EXPLAIN pass): labelled and committed (6755403) before the
# first run; first run on the catalogue as of that commit, nothing changed for this batch before it.
FRESH2_FIRST_RUN = (49, 86)        # top-1 category, 57.0%
FRESH2_EVENTS_FIRST_RUN = (19, 23)  # exact decomposition, 82.6%
# fresh3.yaml: labelled and committed (59d1408) before its first run, which used the catalogue after the
# fresh2-driven generalisation (0dfe8d3, 22a4d3a) and nothing informed by fresh3.
FRESH3_FIRST_RUN = (19, 44)        # top-1 category, 43.2%
# After the fresh3-driven generalisation (a tuning figure from then on, not a held-out one): 41/44. The
# three texts still missed are context-labelled (see fresh3.yaml's header): "Found no NVIDIA driver"
# inside a container (2, the engine gives the host reading first and names the container reading) and
# a kubectl-describe of the GKE installer's init container in CrashLoopBackOff (no error line at all).
FRESH3_AFTER_FIX = (41, 44)
FRESH3_KNOWN_MISSES = frozenset({"https://github.com/NVIDIA/nvidia-docker/issues/1234",
                                 "https://github.com/UW-COSMOS/Cosmos/issues/169",
                                 "https://github.com/NVIDIA/k8s-device-plugin/issues/96"})
# fresh4.yaml / events_fresh4.yaml: labelled and committed (f6a7321) before the first run, which used the
# catalogue after the fresh3-driven generalisation (25f1249) and nothing informed by fresh4.
FRESH4_FIRST_RUN = (24, 33)        # top-1 category, 72.7%
FRESH4_EVENTS_FIRST_RUN = (4, 4)   # exact decomposition
# fresh5.yaml: labelled and committed (06f72be) before the first run, on the catalogue after the
# fresh4-driven generalisation (18092d4), nothing informed by fresh5.
FRESH5_FIRST_RUN = (14, 20)        # top-1 category, 70.0%
# After the fresh5-driven generalisation (tuning from then on): 19/20. The one miss is a NCCL remote error whose
# "Last error" is a socket recv reset; explain names the peer connection (bootstrap_connect_failed), the label
# follows the thread (nccl_error; the cause was found later to be IB trouble on some nodes).
FRESH5_KNOWN_MISSES = frozenset({"https://github.com/NVIDIA/nccl/issues/2076"})
# fresh6.yaml: labelled and committed (560d8ad) before the first run, on the catalogue after the
# fresh5-driven generalisation (36ee5de), nothing informed by fresh6.
FRESH6_FIRST_RUN = (6, 14)         # top-1 category, 42.9%
# fresh7.yaml (COLLECT-A: driver/runtime/toolkit/device plugin/Operator/MIG/Xid), fresh8.yaml (COLLECT-B: frameworks,
# NCCL, distributed) and events_fresh8.yaml: collected by helpers who never ran explain, labelled and committed before
# the first run, which used the catalogue at commit d0faadb (round-3 family patterns and resemblance fallback), nothing
# informed by these batches (runs/fresh7_first_run.txt, runs/fresh8_first_run.txt, runs/events_fresh8_first_run.txt).
FRESH7_FIRST_RUN = (43, 66)        # top-1 category, 65.2%
FRESH8_FIRST_RUN = (36, 53)        # top-1 category, 67.9%
FRESH8_EVENTS_FIRST_RUN = (17, 25)  # exact decomposition, 68.0%
# After the round-4 fixes (tuning from then on): fresh7 65/66 by signatures (the k8s-device-plugin#1614 text, 'ERROR:
# init 250 result=11' beside the MPS control daemon's start-up line, states no cause: answered only by the resemblance
# fallback, which now holds fresh7 itself), fresh8 52/53 (ollama#16985: 'libcuda.so.1: cannot open shared object file'
# on a bare host, labelled driver_not_loaded; explain gives the container reading first and names this one), events 25/25.
FRESH8_KNOWN_MISSES = frozenset({"https://github.com/ollama/ollama/issues/16985"})
# fresh9.yaml (COLLECT-C: a mix of GPU-stack and workload texts) and events_fresh9.yaml: collected by a helper who never
# ran explain, labelled and committed before the first run, which used the catalogue at commit 96fe325 (round-4 fixes),
# nothing informed by these batches (runs/fresh9_first_run.txt, runs/events_fresh9_first_run.txt). Tuning data since.
FRESH9_FIRST_RUN = (60, 69)        # top-1 category, 87.0%
FRESH9_EVENTS_FIRST_RUN = (12, 14)  # exact decomposition, 85.7%
# After the round-5 fixes (tuning from then on): 68/69 by signatures, events 14/14 (tests/corpus/README.md)
FRESH9_KNOWN_MISSES = frozenset({
    # ibv_devinfo's bare 'Failed to open device' names no device class on its line (the 'hca_id: mlx4_2 ... InfiniBand'
    # listing follows on other lines); too generic to read as RDMA by itself
    "https://github.com/hustcat/k8s-rdma-device-plugin/issues/8"})
# fresh10.yaml and events_fresh10.yaml (round 6): collected by a helper who never ran explain, labelled and committed
# before the first run, which used the catalogue at commit 0faf8d4 (round-5 fixes and probes), nothing informed by these
# batches (runs/fresh10_first_run.txt, runs/events_fresh10_first_run.txt). Tuning data since.
FRESH10_FIRST_RUN = (54, 63)        # top-1 category, 85.7%
FRESH10_EVENTS_FIRST_RUN = (16, 17)  # exact decomposition, 94.1%
# After the round-6 fixes (tuning from then on): 62/63 by signatures, events 17/17 (tests/corpus/README.md)
FRESH10_KNOWN_MISSES = frozenset({
    # nvidia-smi's "couldn't find libnvidia-ml.so ... make sure that the NVIDIA Display Driver is properly installed":
    # the same text is labelled container_runtime_misconfigured twice in fresh10 (inside containers) and
    # driver_not_loaded here (on a host); explain gives the container reading first and names the host reading
    "https://github.com/projectbluefin/dakota/issues/373"})
# fresh11.yaml and events_fresh11.yaml (round 7): collected by a helper who never ran explain, labelled and committed
# before the first run, which used the catalogue at commit 3a65101 (round-6 fixes and probes), nothing informed by these
# batches (runs/fresh11_first_run.txt, runs/events_fresh11_first_run.txt). Tuning data since.
FRESH11_FIRST_RUN = (55, 67)        # top-1 category, 82.1% (catalogue 3a65101)
FRESH11_EVENTS_FIRST_RUN = (12, 16)  # exact decomposition, 75.0% (catalogue 3a65101)
# After the round-7 fixes (tuning from then on): see tests/corpus/README.md "Seventh round"
FRESH11_KNOWN_MISSES = frozenset({
    # 'ncclInternalError: Internal check failed. Proxy Call to rank 0 failed (Connect)': labelled
    # bootstrap_connect_failed; NCCL's proxy Connect also fails after a CUDA failure on the rank (round 6), so the
    # line alone gives the generic nccl_error (debatable label, tests/corpus/README.md "Seventh round")
    "https://github.com/ray-project/ray/issues/33290"})
# fresh12.yaml and events_fresh12.yaml (round 8): collected by a helper who never ran explain, labelled and committed
# before the first run, which used the catalogue at commit 5bf3a80 (round-7 fixes), nothing informed by these batches
# (runs/fresh12_first_run.txt, runs/events_fresh12_first_run.txt). Tuning data since.
FRESH12_FIRST_RUN = (68, 73)        # top-1 category, 93.2% (catalogue 5bf3a80)
FRESH12_EVENTS_FIRST_RUN = (11, 18)  # exact decomposition, 61.1% (catalogue 5bf3a80)
# After the round-8 fixes (tuning from then on): see tests/corpus/README.md "Eighth round"
FRESH12_KNOWN_MISSES = frozenset({
    # nvidia-docker 1.0 'unsupported CUDA version: driver 0.0 < image 8.0.61': labelled cuda_driver_too_old (the
    # text's own reading); 'driver 0.0' means no version was read from the driver at all (the collector's note says
    # so), which explain reads as the runtime/driver-access failure (debatable label, README "Eighth round")
    "https://github.com/NVIDIA/nvidia-docker/issues/384"})
FRESH12_EVENTS_KNOWN_MISSES = frozenset({
    # hwameistor-scheduler's reason as the maintainer pasted it ('... capacity requirements, ...'): the label keeps the
    # ', ...' elision; the parser gives the emitter's words (its fmt.Errorf ends at 'requirements') and truncated: true
    # (debatable label, tests/corpus/README.md "Eighth round")
    "https://github.com/hwameistor/hwameistor/issues/428"})
# fresh13.yaml and events_fresh13.yaml (round 9): collected by a helper who never ran explain, labelled and committed
# before the first run, which used the catalogue at commit 548d105 (last signature change c403cc3, round-8 fixes),
# nothing informed by these batches (runs/fresh13_first_run.txt, runs/events_fresh13_first_run.txt). Tuning data since.
FRESH13_FIRST_RUN = (54, 64)        # top-1 category, 84.4% (catalogue 548d105)
FRESH13_EVENTS_FIRST_RUN = (12, 15)  # exact decomposition, 80.0% (catalogue 548d105)
# After the round-9 fixes (tuning from then on): see tests/corpus/README.md "Ninth round"
# none after round 9; TensorFlow#808 ("Couldn't open CUDA library libcuda.so.1", labelled container_runtime_misconfigured)
# is right by runtime/libcuda-not-found, which names the driver_not_loaded reading too: the corpus labels a missing
# libcuda both ways (debatable, tests/corpus/README.md "Ninth round")
FRESH13_KNOWN_MISSES: frozenset = frozenset()
FRESH13_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 9
# fresh14.yaml and events_fresh14.yaml (round 10): collected by a helper who never ran explain, labelled and committed
# before the first run, which used the catalogue at commit b069dfc (last signature change 0b7dc4b, round-9 fixes),
# nothing informed by these batches (runs/fresh14_first_run.txt, runs/events_fresh14_first_run.txt). Tuning data since.
FRESH14_FIRST_RUN = (54, 61)        # top-1 category, 88.5% (catalogue b069dfc)
FRESH14_EVENTS_FIRST_RUN = (10, 15)  # exact decomposition, 66.7% (catalogue b069dfc)
# After the round-10 fixes (tuning from then on): see tests/corpus/README.md "Tenth round"
FRESH14_KNOWN_MISSES = frozenset({
    # debatable labels or texts no cause-level pattern can read (tests/corpus/README.md "Tenth round"):
    # "OM Detected, reducing batch/grad size" (a mid-word cut of one extension's own 'OOM Detected' message)
    "https://github.com/d8ahazard/sd_dreambooth_extension/issues/1457",
    # NCCL's 'Proxy Call to rank 7 failed (Connect)' under ncclInternalError, labelled as fresh11 labelled ray#33290
    # (not an independent label); explain says nccl_error (the proxy's Connect step, cause in the WARN lines above)
    "https://github.com/vllm-project/vllm/issues/798",
    # 'ImportError: libcuda.so.1: cannot open shared object file' labelled driver_not_loaded; explain answers
    # container_runtime_misconfigured and names the driver_not_loaded reading (the corpus labels it both ways)
    "https://github.com/NVIDIA/nvidia-docker/issues/828"})
FRESH14_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 10
# fresh15.yaml and events_fresh15.yaml (round 11): collected by a helper who never ran explain, labelled and committed
# before the first run (057a5fc), which used the catalogue at commit 5c6b9c1 (round-10 fixes), nothing informed by these
# batches (runs/fresh15_first_run.txt, runs/events_fresh15_first_run.txt). Tuning data since.
FRESH15_FIRST_RUN = (42, 47)        # top-1 category, 89.4% (catalogue 5c6b9c1)
FRESH15_EVENTS_FIRST_RUN = (8, 11)  # exact decomposition, 72.7% (catalogue 5c6b9c1)
# After the round-11 fixes (tuning from then on): see tests/corpus/README.md "Eleventh round"
FRESH15_KNOWN_MISSES: frozenset = frozenset()          # none after round 11 (47/47)
FRESH15_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 11 (11/11)


# fresh16.yaml/events_fresh16.yaml (COLLECT-J), fresh17.yaml/events_fresh17.yaml (COLLECT-K) and fresh18.yaml/
# events_fresh18.yaml (COLLECT-L, workload texts only: Horovod, CuPy, TF1, Gloo, JAX distributed), round 12: collected by
# helpers who never ran explain, labelled and committed before the first run (9245be7), which used the catalogue at commit
# 5fa5f50 (round-11 fixes and the paste normaliser), nothing informed by these batches
# (runs/fresh16_first_run.txt ... runs/events_fresh18_first_run.txt). Tuning data since.
FRESH16_FIRST_RUN = (44, 51)        # top-1 category, 86.3% (catalogue 5fa5f50)
FRESH17_FIRST_RUN = (54, 61)        # top-1 category, 88.5% (catalogue 5fa5f50)
FRESH18_FIRST_RUN = (39, 55)        # top-1 category, 70.9% (catalogue 5fa5f50)
FRESH16_EVENTS_FIRST_RUN = (12, 14)  # exact decomposition, 85.7% (catalogue 5fa5f50)
FRESH17_EVENTS_FIRST_RUN = (10, 12)  # exact decomposition, 83.3% (catalogue 5fa5f50)
FRESH18_EVENTS_FIRST_RUN = (17, 18)  # exact decomposition, 94.4% (catalogue 5fa5f50)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Twelfth round")
FRESH16_KNOWN_MISSES = frozenset({
    # XLA's bare 'DNN library initialization failed', labelled cuda_init_failed; since round 113 the wording reads the
    # version mismatch first (the corpus labels it so 8:1) and names cuDNN failing to start second
    "https://github.com/jax-ml/jax/issues/15742"})
FRESH17_KNOWN_MISSES: frozenset = frozenset()          # none after round 12 (61/61)
FRESH18_KNOWN_MISSES = frozenset({
    # XLA's 'ncclCommInitRank ... failed: unhandled system error' under NCCL INFO return-code traces through
    # bootstrap.cc and a 'socketTryAccept: Accept failed' last warning: labelled nccl_error; explain names the bootstrap
    # (the traces show where init failed; the warning says it 'may be unrelated'): debatable, README "Twelfth round"
    "https://github.com/jax-ml/jax/issues/22747"})
FRESH16_EVENTS_KNOWN_MISSES = frozenset({
    # a describe row cut at a split terminal pane's edge inside 'sched|uling', the rest ('uling.') after the
    # neighbouring pane's prompt and border on the next line: the parser keeps the words as written ('... for sched');
    # the label reads through the damage (debatable by design, the collector's note; README "Twelfth round")
    "https://github.com/kubernetes-sigs/sig-storage-local-static-provisioner/issues/424"})
FRESH17_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 12 (12/12)
FRESH18_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 12 (18/18)

# fresh19.yaml/events_fresh19.yaml and fresh20.yaml/events_fresh20.yaml (fresh20: bitsandbytes, MindSpore, kohya, Lightning,
# frameworks' own wording of no-GPU/OOM/bf16), round 13: collected by helpers who never ran explain, labelled and committed
# before the first run (81733dc), which used the catalogue at commit d0d43fd (round-12 fixes), nothing informed by these
# batches (runs/fresh19_first_run.txt ... runs/events_fresh20_first_run.txt). Tuning data since.
FRESH19_FIRST_RUN = (42, 47)        # top-1 category, 89.4% (catalogue d0d43fd)
FRESH20_FIRST_RUN = (46, 57)        # top-1 category, 80.7% (catalogue d0d43fd)
FRESH19_EVENTS_FIRST_RUN = (10, 13)  # exact decomposition, 76.9% (catalogue d0d43fd)
FRESH20_EVENTS_FIRST_RUN = (12, 13)  # exact decomposition, 92.3% (catalogue d0d43fd)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Thirteenth round")
FRESH19_KNOWN_MISSES = frozenset({
    # GFD's 'failed to construct MIG resource labeler: ... failed to check for empty MIG-enabled devices: NVML error: Not
    # Found': labelled mig_misconfigured; explain names GFD's NVML labeler failing (device_plugin_error): debatable
    "https://github.com/NVIDIA/gpu-feature-discovery/issues/24"})
FRESH20_KNOWN_MISSES = frozenset({
    # '--gpus "0,0"' (two DDP ranks on one GPU) told in prose, then NCCL's 'invalid usage': the cause is in the prose,
    # the error line alone reads nccl_error (debatable, README "Thirteenth round")
    "https://github.com/Lightning-AI/pytorch-lightning/issues/8634",
    # 'No interface found in the same subnet as remote address' WARNs, then 'Call to bind failed : Cannot assign
    # requested address' aborting bootstrap: labelled no_socket_interface, explain names the bootstrap (debatable)
    "https://github.com/NVIDIA/nccl/issues/331"})
FRESH19_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 13 (13/13)
FRESH20_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 13 (13/13)

def held_out(url: str) -> bool:
    return int(hashlib.sha256(url.encode("utf-8")).hexdigest()[:8], 16) % 100 < HELD_OUT_PERCENT


@lru_cache(maxsize=None)
def log_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "logs.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "fresh.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh2_samples() -> tuple[dict, ...]:
    """fresh2.yaml: the second pass's held-out batch (labelled and committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh2.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh3_samples() -> tuple[dict, ...]:
    """fresh3.yaml: the batch collected after the fresh2-driven changes (labelled, committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh3.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh4_samples() -> tuple[dict, ...]:
    """fresh4.yaml: the batch collected after the fresh3-driven changes (labelled, committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh4.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh5_samples() -> tuple[dict, ...]:
    """fresh5.yaml: the batch collected after the fresh4-driven changes (labelled, committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh5.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh6_samples() -> tuple[dict, ...]:
    """fresh6.yaml: the batch collected after the fresh5-driven changes (labelled, committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh6.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh7_samples() -> tuple[dict, ...]:
    """fresh7.yaml: GPU-stack texts collected during round 3 (labelled, committed before its first run on d0faadb)."""
    return tuple(yaml.safe_load((HERE / "fresh7.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh8_samples() -> tuple[dict, ...]:
    """fresh8.yaml: framework/NCCL/distributed texts collected during round 3 (labelled, committed before its first run)."""
    return tuple(yaml.safe_load((HERE / "fresh8.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh9_samples() -> tuple[dict, ...]:
    """fresh9.yaml: a GPU-stack/workload mix collected during round 4 (labelled, committed before its first run on 96fe325)."""
    return tuple(yaml.safe_load((HERE / "fresh9.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh10_samples() -> tuple[dict, ...]:
    """fresh10.yaml: a GPU-stack/workload mix collected during round 5 (labelled, committed before its first run on 0faf8d4)."""
    return tuple(yaml.safe_load((HERE / "fresh10.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh11_samples() -> tuple[dict, ...]:
    """fresh11.yaml: a GPU-stack/workload mix collected during round 6 (labelled, committed before its first run on 3a65101)."""
    return tuple(yaml.safe_load((HERE / "fresh11.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh12_samples() -> tuple[dict, ...]:
    """fresh12.yaml: a GPU-stack/workload mix collected during round 7 (labelled, committed before its first run on 5bf3a80)."""
    return tuple(yaml.safe_load((HERE / "fresh12.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh13_samples() -> tuple[dict, ...]:
    """fresh13.yaml: a GPU-stack/workload mix collected during round 8 (labelled, committed before its first run on 548d105)."""
    return tuple(yaml.safe_load((HERE / "fresh13.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh14_samples() -> tuple[dict, ...]:
    """fresh14.yaml: a GPU-stack/workload mix collected during round 9 (labelled, committed before its first run on b069dfc)."""
    return tuple(yaml.safe_load((HERE / "fresh14.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh15_samples() -> tuple[dict, ...]:
    """fresh15.yaml: a GPU-stack/workload mix collected during round 10 (labelled, committed before its first run on 5c6b9c1)."""
    return tuple(yaml.safe_load((HERE / "fresh15.yaml").read_text(encoding="utf-8")))


# fresh21.yaml/events_fresh21.yaml (COLLECT-O) and fresh22.yaml/events_fresh22.yaml (COLLECT-P), round 14: collected by
# helpers who never ran explain, labelled and committed before the first run (2416df7), which used the final catalogue of
# round 4 (f3a865a), nothing informed by these batches (runs/fresh21_first_run.txt ... runs/events_fresh22_first_run.txt).
# Tuning data since (CATALOGUE-12, round 5): they joined the resemblance reference after their first run.
FRESH21_FIRST_RUN = (41, 45)        # top-1 category, 91.1% (catalogue f3a865a)
FRESH22_FIRST_RUN = (33, 40)        # top-1 category, 82.5% (catalogue f3a865a)
FRESH21_EVENTS_FIRST_RUN = (16, 16)  # exact decomposition, 100% (catalogue f3a865a)
FRESH22_EVENTS_FIRST_RUN = (10, 12)  # exact decomposition, 83.3% (catalogue f3a865a)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Fourteenth round")
FRESH21_KNOWN_MISSES: frozenset = frozenset()    # TTDE#4 fixed by round 113 (XLA's 'DNN library initialization failed' reads the version mismatch first)
FRESH22_KNOWN_MISSES: frozenset = frozenset()          # none after round 14 (40/40)
FRESH21_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (16/16)
FRESH22_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 14 (12/12)

# fresh23..26.yaml / events_fresh23..26.yaml, round 15: collected by helpers who never ran explain, labelled and committed
# before the first run (9008da6), which used the final catalogue of round 14 (CATALOGUE-12, last signature commit 37e2269),
# nothing informed by these batches (runs/fresh23_first_run.txt ... runs/events_fresh26_first_run.txt; fresh24's figure
# counts the crash on aws/deep-learning-containers#4990 as a miss). Tuning data since (CATALOGUE-13): they joined the
# resemblance reference after their first run.
FRESH23_FIRST_RUN = (34, 41)        # top-1 category, 82.9% (catalogue 37e2269)
FRESH24_FIRST_RUN = (44, 53)        # top-1 category, 83.0% (catalogue 37e2269; one crash)
FRESH25_FIRST_RUN = (47, 59)        # top-1 category, 79.7% (catalogue 37e2269)
FRESH26_FIRST_RUN = (41, 54)        # top-1 category, 75.9% (catalogue 37e2269)
FRESH23_EVENTS_FIRST_RUN = (11, 11)  # exact decomposition, 100% (catalogue 37e2269)
FRESH24_EVENTS_FIRST_RUN = (4, 6)    # exact decomposition, 66.7% (catalogue 37e2269)
FRESH25_EVENTS_FIRST_RUN = (11, 12)  # exact decomposition, 91.7% (catalogue 37e2269)
FRESH26_EVENTS_FIRST_RUN = (14, 14)  # exact decomposition, 100% (catalogue 37e2269)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Fifteenth round")
FRESH23_KNOWN_MISSES = frozenset({
    # debatable (tests/corpus/README.md "Fifteenth round"): nvidia-container-cli refusing a GPU UUID HAMi assigned
    "https://github.com/Project-HAMi/HAMi/issues/411",  # want device_plugin_error, got container_runtime_misconfigured
    # debatable: a peer socket reset mid-run, read as the peer connection
    "https://github.com/NVIDIA/nccl/issues/193",  # want nccl_error, got bootstrap_connect_failed
})
FRESH24_KNOWN_MISSES: frozenset = frozenset()
FRESH25_KNOWN_MISSES = frozenset({
    # debatable: "Unable to determine the device handle for GPU ...: Unknown Error" beside "No devices were found"
    "https://github.com/cloud-hypervisor/cloud-hypervisor/issues/4353",  # want no_device_visible, got xid_error
    # RVC-Project/Retrieval-based-Voice-Conversion-WebUI#2507 (only PyTorch's 'warnings.warn(incompatible_device_warn
    # ...)' source line) right since round 56: the line is printed only under PyTorch's capability warning, labelled
    # no_kernel_image_arch 22:0 (gpu/torch-incompatible-device-warn-line)
})
FRESH26_KNOWN_MISSES = frozenset({
    # (rgommers/pixi-dev-scipystack#1, the round-15 label conflict, reads right since round 16: fresh9's
    # conda-forge/jax-feedstock#149 was relabelled cuda_library_version_mismatch, tests/corpus/README.md "Sixteenth round")
    # debatable: libcuda.so.1 missing inside a docker-compose service: the container reading is what the paste shows
    "https://github.com/scaleoutsystems/scaleout-client/issues/105",  # want driver_not_loaded, got container_runtime_misconfigured
    # round 66: /usr/local/nvidia in LD_LIBRARY_PATH is no longer container evidence (every image built FROM nvidia/cuda
    # sets it; the texts with it beside an unloadable libcuda are labelled driver_not_loaded 7 : 2); these two are the 2
    "https://github.com/NVIDIA/nvidia-docker/issues/1127",  # want container_runtime_misconfigured, got driver_not_loaded (the container reading second)
    "https://github.com/tensorflow/tensorflow/issues/4931",  # want container_runtime_misconfigured, got driver_not_loaded (the container reading second)
})
FRESH23_EVENTS_KNOWN_MISSES: frozenset = frozenset()
FRESH24_EVENTS_KNOWN_MISSES: frozenset = frozenset()
FRESH25_EVENTS_KNOWN_MISSES: frozenset = frozenset()
FRESH26_EVENTS_KNOWN_MISSES: frozenset = frozenset()
TUNED_ROUND15 = ("fresh23", "fresh24", "fresh25", "fresh26")   # explicit: fresh27+ are held out, never listed here

# fresh27.yaml / fresh28.yaml / events_fresh27.yaml / events_fresh28.yaml, round 15's held-out check: collected by
# COLLECT-U/V, who never ran explain, labelled and committed before the first run (d4ed2fb) on the final catalogue of
# round 15 (CATALOGUE-13, catalogue ff78376, with the concept layer; runs/*fresh2[78]_first_run.txt). After it the lead
# added only cuda_toolkit_arch_unsupported (fresh28's collector's category); tuning data since round 16 (CATALOGUE-14):
# they joined the resemblance reference after their first run.
FRESH27_FIRST_RUN = (45, 47)        # top-1 category, 95.7% (catalogue ff78376)
FRESH28_FIRST_RUN = (53, 69)        # top-1 category, 76.8% (catalogue ff78376)
FRESH27_EVENTS_FIRST_RUN = (12, 12)  # exact decomposition, 100% (catalogue ff78376)
FRESH28_EVENTS_FIRST_RUN = (12, 12)  # exact decomposition, 100% (catalogue ff78376)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Sixteenth round")
FRESH27_KNOWN_MISSES: frozenset = frozenset()          # none after round 16 (47/47)
FRESH28_KNOWN_MISSES = frozenset({
    # debatable (tests/corpus/README.md "Sixteenth round"): libcuda.so.1 not found, labelled as a host without a driver;
    # nothing in either paste tells a host from a container: explain reads the container first and names the host
    # reading second (runtime/libcuda-not-found)
    "https://github.com/cupy/cupy/issues/1790",  # want driver_not_loaded, got container_runtime_misconfigured
    "https://github.com/NixOS/nixpkgs/issues/127329",  # want driver_not_loaded, got container_runtime_misconfigured
})
FRESH27_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (12/12)
FRESH28_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (12/12)
TUNED_ROUND16 = ("fresh27", "fresh28")   # explicit: fresh29+ are held out, never listed here

# fresh29..fresh32.yaml / events_fresh29..32.yaml, round 16's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 16 (CATALOGUE-14, catalogue
# 440dc8d; runs/*fresh29..32_first_run.txt, first run at commit 278a4b4); tuning data since round 17 (CATALOGUE-15):
# they joined the resemblance reference after their first run.
FRESH29_FIRST_RUN = (47, 48)        # top-1 category, 97.9% (catalogue 440dc8d)
FRESH30_FIRST_RUN = (42, 49)        # top-1 category, 85.7% (catalogue 440dc8d)
FRESH31_FIRST_RUN = (30, 42)        # top-1 category, 71.4% (catalogue 440dc8d)
FRESH32_FIRST_RUN = (36, 43)        # top-1 category, 83.7% (catalogue 440dc8d)
FRESH29_EVENTS_FIRST_RUN = (9, 11)  # exact decomposition, 81.8% (catalogue 440dc8d)
FRESH30_EVENTS_FIRST_RUN = (6, 6)   # exact decomposition, 100% (catalogue 440dc8d)
FRESH31_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100% (catalogue 440dc8d)
FRESH32_EVENTS_FIRST_RUN = (3, 3)   # exact decomposition, 100% (catalogue 440dc8d)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Seventeenth round")
FRESH29_KNOWN_MISSES: frozenset = frozenset()          # none after round 17 (48/48)
FRESH30_KNOWN_MISSES = frozenset({
    # debatable (tests/corpus/README.md "Seventeenth round"): Isaac Gym's 'Failed to create a PhysX CUDA Context
    # Manager. Falling back to CPU.' is the symptom of both labels; one paste adds PhysX's 'internal error : libcuda.so!'
    # (labelled a host without a driver), the other says nothing more (labelled CUDA init): explain reads the fallback
    # to CPU (no usable GPU) for both
    "https://github.com/roboterax/humanoid-gym/issues/18",  # want cuda_init_failed, got no_device_visible
    "https://github.com/unitreerobotics/unitree_rl_gym/issues/48",  # want driver_not_loaded, got no_device_visible
})
FRESH31_KNOWN_MISSES = frozenset({
    # debatable: libcuda.so.1 not found then cuInit 303, labelled a host without a driver; nothing in the paste tells a
    # host from a container (as cupy#1790 / nixpkgs#127329 in fresh28): the container reading first, the host second
    "https://github.com/tensorflow/tfx/issues/1539",  # want driver_not_loaded, got container_runtime_misconfigured
    # no GPU word in the paste: dnf's 'Failed to download metadata for repo ...' is the driver container's only in the
    # thread's prose (any RHEL host prints it)
    "https://github.com/opendatahub-io/odh-manifests/issues/281",  # want driver_install_failed, got None
})
FRESH32_KNOWN_MISSES: frozenset = frozenset()          # none after round 17 (43/43)
FRESH29_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 17 (11/11)
FRESH30_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (6/6)
FRESH31_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (2/2)
FRESH32_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (3/3)
TUNED_ROUND17 = ("fresh29", "fresh30", "fresh31", "fresh32")   # explicit: fresh33+ are held out, never listed here

# fresh33..fresh37.yaml / events_fresh33..37.yaml, round 17's held-out check: collected by five collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 17 (CATALOGUE-15, catalogue
# c3e4215; runs/*fresh33..37_first_run.txt, first run at commit 1750c50); tuning data since round 18 (CATALOGUE-16):
# they joined the resemblance reference after their first run.
FRESH33_FIRST_RUN = (38, 55)        # top-1 category, 69.1% (catalogue c3e4215)
FRESH34_FIRST_RUN = (46, 53)        # top-1 category, 86.8% (catalogue c3e4215)
FRESH35_FIRST_RUN = (52, 57)        # top-1 category, 91.2% (catalogue c3e4215)
FRESH36_FIRST_RUN = (24, 41)        # top-1 category, 58.5% (catalogue c3e4215)
FRESH37_FIRST_RUN = (37, 46)        # top-1 category, 80.4% (catalogue c3e4215)
FRESH33_EVENTS_FIRST_RUN = (8, 10)  # exact decomposition, 80.0% (catalogue c3e4215)
FRESH34_EVENTS_FIRST_RUN = (8, 10)  # exact decomposition, 80.0% (catalogue c3e4215)
FRESH35_EVENTS_FIRST_RUN = (12, 12)  # exact decomposition, 100.0% (catalogue c3e4215)
FRESH36_EVENTS_FIRST_RUN = (4, 5)  # exact decomposition, 80.0% (catalogue c3e4215)
FRESH37_EVENTS_FIRST_RUN = (6, 6)  # exact decomposition, 100.0% (catalogue c3e4215)
# Misses still open (the first-run misses, less those fixed since; tests/corpus/README.md "Eighteenth round")
FRESH33_KNOWN_MISSES = frozenset({
    # the CUDA runtime library is not found on a DEBUG line ('[DEBUG] - cudart library not found.') then 'GPU Count: 0':
    # the concept layer never reads a DEBUG line, and 'GPU Count: 0' alone is the no-device reading (another label)
    "https://github.com/deepjavalibrary/djl/issues/1618",  # want cuda_init_failed, got None
    # debatable (as cupy#1790 / nixpkgs#127329 / tfx#1539): libcuda.so.1 not found, labelled a host without a driver;
    # explain reads the container first and names the host second (runtime/libcuda-not-found; the MATLAB paste's own
    # 'The CUDA driver could not be loaded' is read by concept/cuda-driver-could-not-be-loaded, ranked below it)
    "https://github.com/nightrome/matconvnet-calvin/issues/8",  # want driver_not_loaded, got container_runtime_misconfigured
    "https://github.com/rstudio/keras3/issues/987",  # want driver_not_loaded, got container_runtime_misconfigured
})
FRESH34_KNOWN_MISSES = frozenset({
    # debatable (tests/corpus/README.md "Eighteenth round"): the toolkit's 'failed to validate the driver' and every
    # other pod's 'no runtime for "nvidia" is configured' are both stated; explain reads the runtime handler
    "https://github.com/NVIDIA/gpu-operator/issues/1679",  # want driver_install_failed, got container_runtime_misconfigured
    # debatable: four errors of different runs; two state GPU memory allocation failures (the label's second reading)
    "https://github.com/NVIDIA/nccl/issues/1214",  # want shm_insufficient, got gpu_oom
    # the version split needs comparing two diagnostics lines ('libcuda reported version is: 367.57' against 'Kernel
    # Module 367.48'); explain reads the stated CUDA_ERROR_NO_DEVICE
    "https://github.com/ritchieng/dlami/issues/5",  # want driver_library_mismatch, got no_device_visible
    # (epam/cloud-pipeline#828, 'nvidia-container-cli: initialization error: driver error: timed out', read right since
    # round 46: gpu/nvc-driver-init-timed-out, 2:1 nvml_init_failed with fresh214's nvidia-docker#723)
})
FRESH35_KNOWN_MISSES: frozenset = frozenset()          # none after round 18 (57/57)
FRESH36_KNOWN_MISSES: frozenset = frozenset()          # none after round 18 (41/41)
FRESH37_KNOWN_MISSES = frozenset({
    # debatable: 'GPUs with compute capability < 8.0 are not supported.' with no number format named; the no-kernel-
    # image family reads a capability refusal as the build's architecture list, this batch labels it the dtype reading
    "https://github.com/sgl-project/sglang/issues/14116",  # want dtype_unsupported_by_gpu, got no_kernel_image_arch
})
FRESH33_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 18 (10/10)
FRESH34_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 18 (10/10)
FRESH35_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (12/12)
FRESH36_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 18 (5/5)
FRESH37_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (6/6)
TUNED_ROUND18 = ("fresh33", "fresh34", "fresh35", "fresh36", "fresh37")   # explicit: fresh38+ are held out, never listed here

# fresh38..fresh40.yaml / events_fresh38..40.yaml, round 18's held-out check: collected by three collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 18 (CATALOGUE-16, catalogue
# 8bd3d28; runs/*fresh38..40_first_run.txt, first run at commit b818f5d); tuning data since (GRAPHICS, issue 12: after
# the first run only graphics_driver_unavailable, fresh40's collector's category, was added): they joined the
# resemblance reference after their first run.
FRESH38_FIRST_RUN = (34, 42)        # top-1 category, 81.0% (catalogue 8bd3d28)
FRESH39_FIRST_RUN = (37, 45)        # top-1 category, 82.2% (catalogue 8bd3d28)
FRESH40_FIRST_RUN = (25, 49)        # top-1 category, 51.0% (catalogue 8bd3d28; 10 misses carry the proposed id)
FRESH38_EVENTS_FIRST_RUN = (3, 3)   # exact decomposition, 100% (catalogue 8bd3d28)
FRESH39_EVENTS_FIRST_RUN = (5, 5)   # exact decomposition, 100% (catalogue 8bd3d28)
FRESH40_EVENTS_FIRST_RUN = (4, 4)   # exact decomposition, 100% (catalogue 8bd3d28)
# Misses still open (the first-run misses, less those fixed since: the new category after round 18, then round 19's
# fixes by cause, tests/corpus/README.md "Nineteenth round"): 3 of 136, each debatable
FRESH38_KNOWN_MISSES: frozenset = frozenset()          # none after round 19 (42/42)
FRESH39_KNOWN_MISSES = frozenset({
    # debatable: dask's worker WARNING 'CUDA device is at 103% memory usage. Pausing worker.' is memory pressure the
    # worker answers by pausing, not a failed allocation (the collector's own note); no rule reads a usage percentage
    "https://github.com/rapidsai/dask-cuda/pull/35",  # want gpu_oom, got None
})
FRESH40_KNOWN_MISSES = frozenset({
    # debatable (as cupy#1790 / nixpkgs#127329 / tfx#1539 / matconvnet-calvin#8): libcuda.so cannot be opened, labelled a
    # host without a driver; nothing in the paste tells a host from a container: the container reading first, the host
    # second (runtime/family-runtime, runtime/libcuda-not-found name both)
    "https://github.com/NVIDIA/warp/issues/672",  # want driver_not_loaded, got container_runtime_misconfigured
    "https://github.com/NixOS/nixpkgs/issues/272221",  # want driver_not_loaded, got container_runtime_misconfigured
})
FRESH38_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (3/3)
FRESH39_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (5/5)
FRESH40_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (4/4)
TUNED_AFTER_ROUND18 = ("fresh38", "fresh39", "fresh40")   # explicit: fresh41+ are held out, never listed here

# fresh41..fresh44.yaml / events_fresh41..44.yaml, round 19's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 19 (CATALOGUE-17, catalogue
# eb29a97; runs/*fresh41..44_first_run.txt, first run at commit 4248a16); tuning data since round 20 (CATALOGUE-18): they
# joined the resemblance reference after their first run.
FRESH41_FIRST_RUN = (32, 47)        # top-1 category, 68.1% (catalogue eb29a97)
FRESH42_FIRST_RUN = (51, 57)        # top-1 category, 89.5% (catalogue eb29a97)
FRESH43_FIRST_RUN = (43, 47)        # top-1 category, 91.5% (catalogue eb29a97)
FRESH44_FIRST_RUN = (38, 43)        # top-1 category, 88.4% (catalogue eb29a97)
FRESH41_EVENTS_FIRST_RUN = (3, 4)   # exact decomposition, 75.0% (catalogue eb29a97)
FRESH42_EVENTS_FIRST_RUN = (9, 10)   # exact decomposition, 90.0% (catalogue eb29a97)
FRESH43_EVENTS_FIRST_RUN = (4, 4)   # exact decomposition, 100.0% (catalogue eb29a97)
FRESH44_EVENTS_FIRST_RUN = (6, 6)   # exact decomposition, 100.0% (catalogue eb29a97)
# Misses still open (the first-run misses, less those fixed by round 20's rules by cause, tests/corpus/README.md
# "Twentieth round"): 3 of 194, each debatable
FRESH41_KNOWN_MISSES = frozenset({
    # debatable: 'The following GPUs could not be reset: ... In use by another client' is also what a MIG mode change
    # prints (kube/mig-reset-in-use, mig_misconfigured ranks first by its layer); nothing in the paste tells a plain
    # reset from a MIG one
    "https://github.com/NVIDIA/NVSentinel/issues/1690",  # want gpu_busy_unavailable, got mig_misconfigured
})
FRESH42_KNOWN_MISSES = frozenset({
    # debatable: an X error of the GLX request ('BadValue ... Major opcode of failed request: 153 (GLX)') after
    # FLATPAK_GL_DRIVERS; an X error on GLX alone does not say the NVIDIA driver is the one missing
    "https://github.com/flatpak/flatpak/issues/1786",  # want graphics_driver_unavailable, got None
})
FRESH43_KNOWN_MISSES: frozenset = frozenset()          # none after round 20 (47/47)
FRESH44_KNOWN_MISSES: frozenset = frozenset()          # none after round 20 (43/43)
FRESH41_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 20 (4/4)
FRESH42_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 20 (10/10)
FRESH43_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (4/4)
FRESH44_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (6/6)
TUNED_AFTER_ROUND19 = ("fresh41", "fresh42", "fresh43", "fresh44")   # explicit: fresh45+ are held out, never listed here

# fresh45..fresh48.yaml / events_fresh45..48.yaml, round 20's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 20 (CATALOGUE-18, catalogue
# 45781ae; runs/*fresh45..48_first_run.txt, first run at commit 6a6e8b5); tuning data since round 21 (CATALOGUE-19): they
# joined the resemblance reference after their first run. fresh46 carries 7 texts and fresh48 2 texts of the collectors'
# proposed id gpu_p2p_unsupported / vgpu_license_unavailable (added in round 21), and fresh48 2 of imex_channel_unavailable.
FRESH45_FIRST_RUN = (30, 43)        # top-1 category, 69.8% (catalogue 45781ae)
FRESH46_FIRST_RUN = (38, 45)        # top-1 category, 84.4% (catalogue 45781ae; 38/38 without gpu_p2p_unsupported)
FRESH47_FIRST_RUN = (40, 42)        # top-1 category, 95.2% (catalogue 45781ae)
FRESH48_FIRST_RUN = (24, 40)        # top-1 category, 60.0% (catalogue 45781ae; 24/38 without vgpu_license_unavailable)
FRESH45_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100.0% (catalogue 45781ae)
FRESH46_EVENTS_FIRST_RUN = (3, 3)   # exact decomposition, 100.0% (catalogue 45781ae)
FRESH47_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100.0% (catalogue 45781ae)
FRESH48_EVENTS_FIRST_RUN = (4, 4)   # exact decomposition, 100.0% (catalogue 45781ae)
# Misses still open (the first-run misses, less those fixed by round 21, tests/corpus/README.md "Twenty-first round")
FRESH45_KNOWN_MISSES: frozenset = frozenset()          # none after round 21 (43/43)
FRESH46_KNOWN_MISSES: frozenset = frozenset()          # none after round 21 (45/45)
FRESH47_KNOWN_MISSES = frozenset({
    # debatable, kept by the lead's libcuda rule (round 20): 'Cannot load libcuda.so.1' from FFmpeg with no container in
    # the paste reads on the host first (as fresh2 frigate#7729, relabelled by the rule); the collector labelled it as
    # fresh2 was labelled before that relabelling
    "https://github.com/jellyfin/jellyfin/issues/7036",  # want container_runtime_misconfigured, got driver_not_loaded
})
FRESH48_KNOWN_MISSES = frozenset({
    # debatable, kept by the libcuda rule: '$ kubectl logs' is container evidence, so the container reading is first;
    # the label's own note names the container as the likely cause
    "https://github.com/volcano-sh/volcano/issues/4513",  # want driver_not_loaded, got container_runtime_misconfigured
    # right after round 21 only by resembling itself (the reference holds fresh48): 'undefined symbol:
    # nvmlDeviceGetPciInfo_v3' without the library's name; the label (device_plugin_error) and the cause (a driver older
    # than the plugin's NVML binding, cuda_driver_too_old) differ: no rule
    "https://github.com/NVIDIA/k8s-device-plugin/issues/108",  # want device_plugin_error, got None
})
FRESH45_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (2/2)
FRESH46_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (3/3)
FRESH47_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (2/2)
FRESH48_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (4/4)
TUNED_AFTER_ROUND20 = ("fresh45", "fresh46", "fresh47", "fresh48")   # explicit: fresh49+ are held out, never listed here

# fresh49..fresh52.yaml / events_fresh49..52.yaml, round 21's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 21 (CATALOGUE-19, catalogue
# 9fbca29; runs/*fresh49..52_first_run.txt, first run at commit 303d603); tuning data since round 22 (CATALOGUE-20): they
# joined the resemblance reference after their first run.
FRESH49_FIRST_RUN = (40, 48)        # top-1 category, 83.3% (catalogue 9fbca29)
FRESH50_FIRST_RUN = (39, 41)        # top-1 category, 95.1% (catalogue 9fbca29)
FRESH51_FIRST_RUN = (42, 49)        # top-1 category, 85.7% (catalogue 9fbca29)
FRESH52_FIRST_RUN = (40, 41)        # top-1 category, 97.6% (catalogue 9fbca29)
FRESH49_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100.0% (catalogue 9fbca29)
FRESH50_EVENTS_FIRST_RUN = (5, 6)   # exact decomposition, 83.3% (catalogue 9fbca29)
FRESH51_EVENTS_FIRST_RUN = (3, 4)   # exact decomposition, 75.0% (catalogue 9fbca29)
FRESH52_EVENTS_FIRST_RUN = (0, 1)   # exact decomposition, 0.0% (catalogue 9fbca29)
# Misses still open (the first-run misses, less those fixed by round 22, tests/corpus/README.md "Twenty-second round")
FRESH49_KNOWN_MISSES: frozenset = frozenset()          # none after round 22 (48/48)
FRESH50_KNOWN_MISSES = frozenset({
    # debatable, no rule: modprobe's 'could not insert 'nvidia_346': Unknown symbol in module' (a module that does not
    # fit the running kernel: the install is broken) above nvidia-smi's 'couldn't communicate with the NVIDIA driver';
    # the catalogue answers the cause (driver_install_failed, as fresh41 labelled the same modprobe text for nv_peer_mem)
    # with driver_not_loaded second; the label is the symptom
    "https://github.com/jcjohnson/neural-style/issues/30",  # want driver_not_loaded, got driver_install_failed
})
FRESH51_KNOWN_MISSES = frozenset({
    # right after round 22 only by resembling itself (the reference holds fresh51): 'NVML_SUCCESS ==
    # DriverAPI::get()->nvmlDeviceGetHandleByPciBusId_v2_(...) INTERNAL ASSERT FAILED at CUDACachingAllocator.cpp'; the
    # label's own note calls gpu_oom (as fresh16 labelled 'NVML_SUCCESS == r' on the allocator's out-of-memory path)
    # possible: no rule
    "https://github.com/pytorch/pytorch/issues/112950",  # want nvml_init_failed, got gpu_oom (signatures alone: None)
})
FRESH52_KNOWN_MISSES: frozenset = frozenset()          # none after round 22 (41/41)
FRESH49_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (2/2)
FRESH50_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 22 (6/6)
FRESH51_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 22 (4/4)
FRESH52_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none after round 22 (1/1)
TUNED_AFTER_ROUND21 = ("fresh49", "fresh50", "fresh51", "fresh52")   # explicit: fresh53+ are held out, never listed here

# fresh53..fresh56.yaml / events_fresh53..56.yaml, round 22's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 22 (CATALOGUE-20, catalogue
# 7780c5e; runs/*fresh53..56_first_run.txt, first run at commit 34c0542); tuning data since round 23 (CATALOGUE-21): they
# joined the resemblance reference after their first run.
FRESH53_FIRST_RUN = (40, 43)        # top-1 category, 93.0% (catalogue 7780c5e)
FRESH54_FIRST_RUN = (35, 44)        # top-1 category, 79.5% (catalogue 7780c5e)
FRESH55_FIRST_RUN = (35, 45)        # top-1 category, 77.8% (catalogue 7780c5e)
FRESH56_FIRST_RUN = (8, 10)         # top-1 category, 80.0% (catalogue 7780c5e)
FRESH53_EVENTS_FIRST_RUN = (3, 3)   # exact decomposition, 100.0% (catalogue 7780c5e)
FRESH54_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 7780c5e)
FRESH55_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 7780c5e)
FRESH56_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100.0% (catalogue 7780c5e)
# Misses still open (the first-run misses, less those fixed by round 23, tests/corpus/README.md "Twenty-third round")
FRESH53_KNOWN_MISSES = frozenset({
    "https://huggingface.co/spaces/zurd46/eliAI_demo",  # want no_device_visible, got nvml_init_failed
})
FRESH54_KNOWN_MISSES = frozenset({
    "https://github.com/NVlabs/imaginaire/issues/56",  # want driver_not_loaded, got container_runtime_misconfigured
})
FRESH55_KNOWN_MISSES = frozenset({
    "https://github.com/deepspeedai/DeepSpeedExamples/issues/310",  # want ib_completion_error, got None
})
FRESH56_KNOWN_MISSES = frozenset({
    "https://github.com/Azure/acs-engine/pull/385",  # want driver_not_loaded, got container_runtime_misconfigured
})
FRESH53_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (3/3)
FRESH54_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (1/1)
FRESH55_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (1/1)
FRESH56_EVENTS_KNOWN_MISSES: frozenset = frozenset()   # none at the first run (2/2)
TUNED_AFTER_ROUND22 = ("fresh53", "fresh54", "fresh55", "fresh56")   # explicit: fresh57+ are held out, never listed here

# fresh57..fresh61.yaml / events_fresh57..61.yaml, round 23's held-out check: collected by five collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 23 (CATALOGUE-21, catalogue
# 257225f; runs/*fresh57..61_first_run.txt, first run at commit 03ed49c); tuning data since round 24 (CATALOGUE-22): they
# joined the resemblance reference after their first run.
FRESH57_FIRST_RUN = (54, 61)        # top-1 category, 88.5% (catalogue 257225f)
FRESH58_FIRST_RUN = (33, 49)        # top-1 category, 67.3% (catalogue 257225f)
FRESH59_FIRST_RUN = (38, 54)        # top-1 category, 70.4% (catalogue 257225f)
FRESH60_FIRST_RUN = (37, 50)        # top-1 category, 74.0% (catalogue 257225f)
FRESH61_FIRST_RUN = (38, 41)        # top-1 category, 92.7% (catalogue 257225f)
FRESH57_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 257225f)
FRESH58_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 257225f)
FRESH59_EVENTS_FIRST_RUN = (7, 7)   # exact decomposition, 100.0% (catalogue 257225f)
FRESH60_EVENTS_FIRST_RUN = (0, 1)   # exact decomposition, 0.0% (catalogue 257225f)
FRESH61_EVENTS_FIRST_RUN = (2, 2)   # exact decomposition, 100.0% (catalogue 257225f)
# Misses still open (the first-run misses, less those fixed by round 24, tests/corpus/README.md "Twenty-fourth round")
FRESH57_KNOWN_MISSES = frozenset({
    "https://github.com/serengil/deepface/issues/34",  # want cuda_init_failed, got driver_not_loaded: since round 107 the bare 'failed call to cuInit: UNKNOWN ERROR (303)' reads driver_not_loaded (3:2 on the bare line, 28:2 over all texts holding it; tests/corpus/README.md 'Hundred-and-seventh round')
})
FRESH58_KNOWN_MISSES = frozenset({
    "https://github.com/Gadersd/stable-diffusion-burn/issues/5",  # want gpu_oom, got None (wgpu's 'Not enough memory left' three lines below its 'wgpu error': no GPU word on the line)
})
FRESH59_KNOWN_MISSES = frozenset({
    "https://github.com/games-on-whales/wolf/issues/233",  # want no_device_visible, got None (GStreamer nvdecoder 'ret 100': a bare CUresult number)
})
FRESH60_KNOWN_MISSES: frozenset = frozenset()   # none after round 24
FRESH61_KNOWN_MISSES = frozenset({
    "https://github.com/jwohlwend/boltz/issues/575",  # want gpu_oom, got None ('ran out of memory, skipping batch': no GPU word; host memory reads the same)
})
FRESH57_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH58_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH59_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (7/7)
FRESH60_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none after round 24 (the hand-wrapped Karpenter reason: events._hand_wrapped)
FRESH61_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (2/2)
TUNED_AFTER_ROUND23 = ("fresh57", "fresh58", "fresh59", "fresh60", "fresh61")   # explicit: fresh62+ are held out, never listed here

# fresh62..fresh69.yaml / events_fresh62..69.yaml, round 24's held-out check: collected by eight collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 24 (CATALOGUE-22, catalogue
# 1795b06 + events 070201d; runs/*fresh62..69_first_run.txt, first run at commit 8e15b9c); tuning data since round 25
# (CATALOGUE-23): they joined the resemblance reference after their first run.
FRESH62_FIRST_RUN = (52, 56)        # top-1 category, 92.9% (catalogue 1795b06)
FRESH63_FIRST_RUN = (45, 47)        # top-1 category, 95.7% (catalogue 1795b06)
FRESH64_FIRST_RUN = (43, 57)        # top-1 category, 75.4% (catalogue 1795b06)
FRESH65_FIRST_RUN = (49, 54)        # top-1 category, 90.7% (catalogue 1795b06)
FRESH66_FIRST_RUN = (39, 40)        # top-1 category, 97.5% (catalogue 1795b06)
FRESH67_FIRST_RUN = (37, 41)        # top-1 category, 90.2% (catalogue 1795b06)
FRESH68_FIRST_RUN = (39, 47)        # top-1 category, 83.0% (catalogue 1795b06)
FRESH69_FIRST_RUN = (43, 45)        # top-1 category, 95.6% (catalogue 1795b06)
FRESH62_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (events 070201d)
FRESH63_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (events 070201d)
FRESH64_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (events 070201d)
FRESH65_EVENTS_FIRST_RUN = (3, 3)   # exact decomposition, 100.0% (events 070201d)
FRESH66_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (events 070201d)
FRESH67_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (events 070201d)
FRESH68_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (events 070201d)
FRESH69_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (events 070201d)
# Misses still open (the first-run misses, less those fixed by round 25, tests/corpus/README.md "Twenty-fifth round")
FRESH62_KNOWN_MISSES: frozenset = frozenset()   # FastDeploy#1745 read right since round 43 (an NVML failure ranks after a driver-too-old reading, 4:0)
FRESH63_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH64_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH65_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH66_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH67_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH68_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 25
FRESH69_KNOWN_MISSES = frozenset({
    "https://github.com/marin-community/marin/issues/1933",  # want rendezvous_unreachable, got collective_timeout (debatable: a barrier after start-up, multihost_broadcast_sync0, not the connect/register barriers of the 2 earlier labels)
})
FRESH62_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH63_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH64_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH65_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (3/3)
FRESH66_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH67_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH68_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH69_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND24 = ("fresh62", "fresh63", "fresh64", "fresh65", "fresh66", "fresh67", "fresh68", "fresh69")   # explicit: fresh70+ are held out, never listed here

# fresh70..fresh73.yaml / events_fresh70..73.yaml, round 25's held-out check: collected by four collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 25 (CATALOGUE-23, catalogue
# df360c2; runs/*fresh70..73_first_run.txt, first run at commit 87c32ad); tuning data since round 26 (CATALOGUE-24):
# they joined the resemblance reference after their first run.
FRESH70_FIRST_RUN = (35, 44)        # top-1 category, 79.5% (catalogue df360c2)
FRESH71_FIRST_RUN = (30, 40)        # top-1 category, 75.0% (catalogue df360c2)
FRESH72_FIRST_RUN = (41, 47)        # top-1 category, 87.2% (catalogue df360c2)
FRESH73_FIRST_RUN = (35, 46)        # top-1 category, 76.1% (catalogue df360c2)
FRESH70_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue df360c2)
FRESH71_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue df360c2)
FRESH72_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue df360c2)
FRESH73_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue df360c2)
# Misses still open (the first-run misses, less those fixed by round 26, tests/corpus/README.md "Twenty-sixth round")
FRESH70_KNOWN_MISSES = frozenset({
    "https://github.com/XuehaiPan/nvitop/issues/78",  # want driver_not_loaded, got nvml_init_failed (label conflict: nvitop's same 'NVML not found' + HINT text is labelled nvml_init_failed in fresh32, autotrain-advanced#629; 1 vs 1, the earlier label kept)
})
FRESH71_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 26
FRESH72_KNOWN_MISSES: frozenset = frozenset()   # every first-run miss fixed by round 26
FRESH73_KNOWN_MISSES = frozenset({
    "https://github.com/johnktims/folding-at-home/issues/9",  # want container_runtime_misconfigured, got driver_not_loaded (the lead's libcuda rule: no container evidence in the text; the container is only in the origin)
    "https://github.com/richstokes/k8s-folding-at-home/issues/7",  # want container_runtime_misconfigured, got driver_not_loaded (as above: the DaemonSet is only in the origin)
})
FRESH70_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH71_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH72_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH73_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND25 = ("fresh70", "fresh71", "fresh72", "fresh73")   # explicit: fresh74+ are held out, never listed here

# fresh74..fresh85.yaml / events_fresh74..85.yaml, round 26's held-out check: collected by twelve collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 26 (CATALOGUE-24, catalogue
# a90986b; runs/*fresh74..85_first_run.txt, first run at commit 6ea15dd); tuning data since round 27 (CATALOGUE-25):
# they joined the resemblance reference after their first run.
FRESH74_FIRST_RUN = (42, 45)        # top-1 category, 93.3% (catalogue a90986b)
FRESH75_FIRST_RUN = (44, 45)        # top-1 category, 97.8% (catalogue a90986b)
FRESH76_FIRST_RUN = (37, 45)        # top-1 category, 82.2% (catalogue a90986b)
FRESH77_FIRST_RUN = (37, 45)        # top-1 category, 82.2% (catalogue a90986b)
FRESH78_FIRST_RUN = (43, 47)        # top-1 category, 91.5% (catalogue a90986b)
FRESH79_FIRST_RUN = (41, 47)        # top-1 category, 87.2% (catalogue a90986b)
FRESH80_FIRST_RUN = (36, 45)        # top-1 category, 80.0% (catalogue a90986b)
FRESH81_FIRST_RUN = (38, 45)        # top-1 category, 84.4% (catalogue a90986b)
FRESH82_FIRST_RUN = (41, 45)        # top-1 category, 91.1% (catalogue a90986b)
FRESH83_FIRST_RUN = (40, 45)        # top-1 category, 88.9% (catalogue a90986b)
FRESH84_FIRST_RUN = (43, 45)        # top-1 category, 95.6% (catalogue a90986b)
FRESH85_FIRST_RUN = (45, 47)        # top-1 category, 95.7% (catalogue a90986b)
FRESH74_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH75_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue a90986b)
FRESH76_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH77_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH78_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue a90986b)
FRESH79_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue a90986b)
FRESH80_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH81_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue a90986b)
FRESH82_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH83_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH84_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
FRESH85_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a90986b)
# Misses still open (the first-run misses, less those fixed by round 27, tests/corpus/README.md "Twenty-seventh round")
FRESH74_KNOWN_MISSES = frozenset({
    "https://github.com/lgsvl/simulator/issues/97",  # want container_runtime_misconfigured, got driver_not_loaded: the lead's libcuda rule: no container evidence in the text
})
FRESH75_KNOWN_MISSES = frozenset({
    "https://github.com/facebookresearch/audiocraft/issues/107",  # want no_device_visible, got cuda_library_version_mismatch: label conflict: xformers' '(you have ...+cpu)' reads cuda_library_version_mismatch 2:1
})
FRESH76_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH77_KNOWN_MISSES = frozenset({
    "https://github.com/openmm/openmm/issues/2292",  # want cuda_library_version_mismatch, got cuda_init_failed: libcufft missing: earlier labels driver_not_loaded 2 / container 1 in other settings
})
FRESH78_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH79_KNOWN_MISSES = frozenset({
    "https://github.com/iperov/DeepFaceLab/issues/130",  # want no_kernel_image_arch, got no_device_visible: the text states a cuDNN execution failure and 'no capable GPUs'; the arch reading is the thread's
})
FRESH80_KNOWN_MISSES: frozenset = frozenset()    # camenduru/whisper-jax-colab#4 fixed by round 113 (XLA's 'DNN library initialization failed' reads the version mismatch first)
FRESH81_KNOWN_MISSES = frozenset({
    "https://github.com/opendatalab/MinerU/issues/1744",  # want container_runtime_misconfigured, got driver_not_loaded: the lead's libcuda rule: no container evidence in the text
})
FRESH82_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH83_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH84_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH85_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 27
FRESH74_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH75_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH76_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH77_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH78_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH79_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH80_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH81_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (1/1)
FRESH82_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH83_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH84_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH85_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND26 = ("fresh74", "fresh75", "fresh76", "fresh77", "fresh78", "fresh79", "fresh80", "fresh81", "fresh82", "fresh83", "fresh84", "fresh85")   # explicit: fresh86+ are held out, never listed here
# fresh86..fresh91.yaml / events_fresh86..91.yaml, round 27's held-out check: collected by six collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 27 (CATALOGUE-25, catalogue
# 8ce76dc; runs/*fresh86..91_first_run.txt, first run at commit 6ca3507); tuning data since round 28 (CATALOGUE-26):
# they joined the resemblance reference after their first run.
FRESH86_FIRST_RUN = (40, 47)        # top-1 category, 85.1% (catalogue 8ce76dc)
FRESH87_FIRST_RUN = (45, 48)        # top-1 category, 93.8% (catalogue 8ce76dc)
FRESH88_FIRST_RUN = (44, 46)        # top-1 category, 95.7% (catalogue 8ce76dc)
FRESH89_FIRST_RUN = (39, 46)        # top-1 category, 84.8% (catalogue 8ce76dc)
FRESH90_FIRST_RUN = (19, 45)        # top-1 category, 42.2% (catalogue 8ce76dc)
FRESH91_FIRST_RUN = (41, 45)        # top-1 category, 91.1% (catalogue 8ce76dc)
FRESH86_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
FRESH87_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
FRESH88_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
FRESH89_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
FRESH90_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
FRESH91_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ce76dc)
# Misses still open (the first-run misses, less those fixed by round 28, tests/corpus/README.md "Twenty-eighth round")
FRESH86_KNOWN_MISSES = frozenset({
    "https://github.com/sirius-db/sirius/issues/459",  # want driver_not_loaded, got container_runtime_misconfigured: label conflict: 'failed to load libnvidia-ml.so.1' reads container_runtime_misconfigured 20, device_plugin_error 6, driver_not_loaded 5
})
FRESH87_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 28
FRESH88_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 28
FRESH89_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 28
FRESH90_KNOWN_MISSES = frozenset({
    "https://github.com/graphdeco-inria/gaussian-splatting/issues/12",  # want graphics_driver_unavailable, got nothing: the text states only cudaErrorOperatingSystem ('OS call failed or operation not supported on this OS'); the OpenGL reading needs the log's Intel GL line, outside the excerpt
})
FRESH91_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed in round 28
FRESH86_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH87_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH88_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH89_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH90_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH91_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND27 = ("fresh86", "fresh87", "fresh88", "fresh89", "fresh90", "fresh91")   # explicit: fresh92+ are held out, never listed here
# fresh92..fresh97.yaml / events_fresh92..97.yaml, round 28's held-out check: collected by six collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 28 (CATALOGUE-26, catalogue
# 40121d7, last signature change cf0a679; runs/*fresh92..97_first_run.txt, first run at commit 7ce8f8c); tuning data since
# round 29 (CATALOGUE-27): they joined the resemblance reference after their first run.
FRESH92_FIRST_RUN = (40, 44)        # top-1 category, 90.9% (catalogue 40121d7)
FRESH93_FIRST_RUN = (46, 50)        # top-1 category, 92.0% (catalogue 40121d7)
FRESH94_FIRST_RUN = (32, 46)        # top-1 category, 69.6% (catalogue 40121d7)
FRESH95_FIRST_RUN = (23, 31)        # top-1 category, 74.2% (catalogue 40121d7)
FRESH96_FIRST_RUN = (24, 45)        # top-1 category, 53.3% (catalogue 40121d7)
FRESH97_FIRST_RUN = (40, 44)        # top-1 category, 90.9% (catalogue 40121d7)
FRESH92_EVENTS_FIRST_RUN = (2, 3)   # exact decomposition, 66.7% (catalogue 40121d7)
FRESH93_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 40121d7)
FRESH94_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 40121d7)
FRESH95_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 40121d7)
FRESH96_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 40121d7)
FRESH97_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 40121d7)
# Misses still open (the first-run misses, less those fixed by round 29, tests/corpus/README.md "Twenty-ninth round")
FRESH92_KNOWN_MISSES = frozenset({
    "https://github.com/jax-ml/jax/issues/14480",  # want gpu_oom, got cuda_init_failed: first-run miss
})
FRESH93_KNOWN_MISSES = frozenset({
    "https://github.com/bitsandbytes-foundation/bitsandbytes/issues/387",  # want cuda_init_failed, got dtype_unsupported_by_gpu: first-run miss
})
FRESH94_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 29
FRESH95_KNOWN_MISSES = frozenset({
    # host-vs-container: the majority rule of rounds 26/28 (libcuda/libnvidia-ml not found reads as the container side) kept
    "https://github.com/zzzhouuu/truenas-nvidia-drivers/issues/20",  # want driver_not_loaded, got xid_error: first-run miss
    "https://github.com/stevezau/media_preview_generator/issues/260",  # want container_runtime_misconfigured, got cdi_unresolvable: first-run miss
    "https://github.com/pdbear/syno_nvidia_gpu_driver/issues/1",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss
})
FRESH96_KNOWN_MISSES = frozenset({
    "https://github.com/Xpra-org/xpra/issues/4423",  # want cuda_init_failed, got None: first-run miss
    "https://github.com/deepfakes/faceswap/issues/778",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss
})
FRESH97_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 29
FRESH92_EVENTS_KNOWN_MISSES = frozenset({
    "https://github.com/pangeo-data/pangeo/issues/431",  # first-run miss
})
FRESH93_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH94_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH95_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH96_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH97_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND28 = ("fresh92", "fresh93", "fresh94", "fresh95", "fresh96", "fresh97")   # explicit: fresh98+ are held out, never listed here
# fresh98..fresh103.yaml / events_fresh98..103.yaml, round 29's held-out check: collected by six collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 29 (CATALOGUE-27, catalogue
# a73754c, last signature change 73e2b6b; runs/*fresh98..103_first_run.txt, committed at c1f4ecd); tuning data since
# round 30 (CATALOGUE-28): they joined the resemblance reference after their first run.
FRESH98_FIRST_RUN = (33, 36)  # top-1 category, 91.7% (catalogue a73754c)
FRESH99_FIRST_RUN = (30, 45)  # top-1 category, 66.7% (catalogue a73754c)
FRESH100_FIRST_RUN = (41, 45) # top-1 category, 91.1% (catalogue a73754c)
FRESH101_FIRST_RUN = (38, 45) # top-1 category, 84.4% (catalogue a73754c)
FRESH102_FIRST_RUN = (46, 47) # top-1 category, 97.9% (catalogue a73754c)
FRESH103_FIRST_RUN = (42, 45) # top-1 category, 93.3% (catalogue a73754c)
FRESH98_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
FRESH99_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
FRESH100_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
FRESH101_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
FRESH102_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
FRESH103_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a73754c)
# Misses still open (the first-run misses, less those fixed by round 30, tests/corpus/README.md "Thirtieth round")
FRESH98_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 30
FRESH99_KNOWN_MISSES = frozenset({
    # label conflict: 'named symbol not found' reads cuda_init_failed 5 to no_kernel_image_arch 4 in the tuned corpus (majority kept)
    "https://github.com/meta-pytorch/torchtune/issues/1521",  # want no_kernel_image_arch, got gpu_oom: first-run miss
})
FRESH100_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 30
FRESH101_KNOWN_MISSES = frozenset({
    # label tie: pynvml NVMLError_Unknown reads xid_error 1, nvml_init_failed 1 in the tuned corpus (undecided, left)
    "https://github.com/rapidsai/dask-cuda/issues/761",  # want nvml_init_failed, got xid_error: first-run miss
    # the text alone ('ERROR: 200' from a Julia error()) cannot decide the category
    "https://github.com/JuliaAttic/CUDA.jl/issues/2",  # want no_kernel_image_arch, got None: first-run miss
})
FRESH102_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 30
FRESH103_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 30
FRESH98_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH99_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH100_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH101_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH102_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
FRESH103_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (0/0)
TUNED_AFTER_ROUND29 = ("fresh98", "fresh99", "fresh100", "fresh101", "fresh102", "fresh103")   # explicit: fresh104+ are held out, never listed here
# fresh104..fresh109.yaml / events_fresh104..109.yaml, round 30's held-out check: collected by six collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 30 (CATALOGUE-28, catalogue
# f33f16a, last signature change ff928ec; runs/*fresh104..109_first_run.txt, committed at daf3b64); tuning data since
# round 31 (CATALOGUE-29): they joined the resemblance reference after their first run.
FRESH104_FIRST_RUN = (41, 47)  # top-1 category, 87.2% (catalogue f33f16a)
FRESH105_FIRST_RUN = (35, 44)  # top-1 category, 79.5% (catalogue f33f16a)
FRESH106_FIRST_RUN = (43, 45)  # top-1 category, 95.6% (catalogue f33f16a)
FRESH107_FIRST_RUN = (45, 45)  # top-1 category, 100.0% (catalogue f33f16a)
FRESH108_FIRST_RUN = (42, 47)  # top-1 category, 89.4% (catalogue f33f16a)
FRESH109_FIRST_RUN = (30, 45)  # top-1 category, 66.7% (catalogue f33f16a)
FRESH104_EVENTS_FIRST_RUN = (1, 1)   # exact events (catalogue f33f16a)
FRESH105_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f33f16a)
FRESH106_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f33f16a)
FRESH107_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f33f16a)
FRESH108_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f33f16a)
FRESH109_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f33f16a)
# Misses still open (the first-run misses, less those fixed by round 31, tests/corpus/README.md "Thirty-first round")
FRESH104_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 31
FRESH105_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 31
FRESH106_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 31
FRESH107_KNOWN_MISSES: frozenset = frozenset()    # none at the first run (all right)
FRESH108_KNOWN_MISSES = frozenset({
    "https://github.com/isair/jarvis/issues/275",  # want cuda_init_failed, got no_device_visible: first-run miss; the program's own 'CUDA not available ... Missing: cuDNN' names no emitter's failure (known miss)
})
FRESH109_KNOWN_MISSES = frozenset({
    # alphafold3#79: fixed by round 113 (XLA's 'DNN library initialization failed' reads the version mismatch first)
    # nf-core/proteinfold#214 (JAX's lone 'No visible GPU devices'): fixed by round 100 (gpu/backend-cuda-init leaves it to the no-device family)
    "https://github.com/jax-ml/jax/issues/19768",  # want cuda_driver_too_old, got gpu_oom: first-run miss; CUDNN_STATUS_NOT_INITIALIZED is labelled gpu_oom 20 / cuda_driver_too_old 1 (majority kept, known miss)
})
FRESH104_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH105_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH106_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH107_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH108_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH109_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND30 = ("fresh104", "fresh105", "fresh106", "fresh107", "fresh108", "fresh109")   # explicit: fresh110+ are held out, never listed here
# fresh110..fresh115.yaml / events_fresh110..115.yaml, round 31's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on the final catalogue of round 31 (CATALOGUE-29, catalogue 6475206, last signature change e415974) (runs/*fresh110..115_first_run.txt,
# committed at ecb95e2); tuning data since round 33 (CATALOGUE-30): they joined the resemblance reference after their first run.
FRESH110_FIRST_RUN = (38, 45)  # top-1 category, 84.4% (catalogue 6475206)
FRESH111_FIRST_RUN = (20, 22)  # top-1 category, 90.9% (catalogue 6475206)
FRESH112_FIRST_RUN = (21, 24)  # top-1 category, 87.5% (catalogue 6475206)
FRESH113_FIRST_RUN = (41, 45)  # top-1 category, 91.1% (catalogue 6475206)
FRESH114_FIRST_RUN = (42, 45)  # top-1 category, 93.3% (catalogue 6475206)
FRESH115_FIRST_RUN = (10, 16)  # top-1 category, 62.5% (catalogue 6475206)
FRESH110_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
FRESH111_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
FRESH112_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
FRESH113_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
FRESH114_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
FRESH115_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6475206)
# Misses still open (the first-run misses, less those fixed by round 33, tests/corpus/README.md "Thirty-third round")
FRESH110_KNOWN_MISSES: frozenset = frozenset()    # none left (round 66: the libcuda rule without /usr/local/nvidia as container evidence)
FRESH111_KNOWN_MISSES = frozenset({
    "https://github.com/nagadomi/waifu2x/issues/22",  # want driver_not_loaded, got driver_install_failed: modprobe 'could not insert ...: Invalid argument' is labelled driver_install_failed (fresh31) and driver_not_loaded (here) 1:1: the text alone cannot decide
})
FRESH112_KNOWN_MISSES = frozenset({
    "https://github.com/codalab/codalab-worksheets/issues/591",  # want container_runtime_misconfigured, got driver_not_loaded: TensorFlow cannot open libcuda.so.1 in a container: driver_not_loaded is the corpus' reading of that wording; the container cause is not in the text
})
FRESH113_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 33 (CuArrays.jl#248, lost to the grown reference in round 35's step 1, again by CUDA.jl's capability entry)
FRESH114_KNOWN_MISSES = frozenset({
    "https://github.com/tensorflow/tensorflow/issues/37689",  # want driver_not_loaded, got cuda_init_failed: a bare 'failed call to cuInit: UNKNOWN ERROR' (no error code, no libcuda line): the generic cuda-init entry; 16 of 19 labelled texts holding the line are driver_not_loaded; moving the generic entry was left for a round that can measure it
})
FRESH115_KNOWN_MISSES = frozenset({
    "https://github.com/siderolabs/talos/issues/7043",  # want driver_not_loaded, got None: the kernel's module-signature rejection names no module; labelled driver_install_failed and driver_not_loaded 1:1 in the corpus
})
FRESH110_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH111_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH112_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH113_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH114_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH115_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND31 = ("fresh110", "fresh111", "fresh112", "fresh113", "fresh114", "fresh115")   # explicit: fresh116+ are not in this round
# fresh116..fresh119.yaml / events_fresh116..119.yaml, round 32's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue 9b5ef1b (CATALOGUE-29 plus the precision round, last signature change d027f05) (runs/*fresh116..119_first_run.txt,
# committed at ecb95e2); tuning data since round 33 (CATALOGUE-30): they joined the resemblance reference after their first run.
FRESH116_FIRST_RUN = (17, 28)  # top-1 category, 60.7% (catalogue 9b5ef1b)
FRESH117_FIRST_RUN = (28, 32)  # top-1 category, 87.5% (catalogue 9b5ef1b)
FRESH118_FIRST_RUN = (17, 45)  # top-1 category, 37.8% (catalogue 9b5ef1b)
FRESH119_FIRST_RUN = (24, 36)  # top-1 category, 66.7% (catalogue 9b5ef1b)
FRESH116_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9b5ef1b)
FRESH117_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9b5ef1b)
FRESH118_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9b5ef1b)
FRESH119_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9b5ef1b)
# Misses still open (the first-run misses, less those fixed by round 33, tests/corpus/README.md "Thirty-third round")
FRESH116_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 33
FRESH117_KNOWN_MISSES = frozenset({
    "https://github.com/SimFlowCFD/RapidCFD-dev/issues/50",  # want cuda_init_failed, got None: 'Error at lnInclude/gpuConfig.H:51 unknown error': no emitter wording beyond 'unknown error'
})
FRESH118_KNOWN_MISSES: frozenset = frozenset()    # all fixed by round 33
FRESH119_KNOWN_MISSES = frozenset({
    "https://github.com/sp-hash/Bitcrack/issues/13",  # want gpu_oom, got None: BitCrack's bare 'Error: out of memory' (cudaGetErrorString) on a line naming no GPU word
})
FRESH116_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH117_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH118_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH119_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND32 = ("fresh116", "fresh117", "fresh118", "fresh119")   # explicit: fresh120+ are not in this round
# fresh120..fresh121.yaml / events_fresh120..121.yaml, round 34's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue 2f61a69 (CATALOGUE-30, round 33's final with the precision round, last signature change 10bdea4) (runs/*fresh120..121_first_run.txt,
# committed at aed43c3); tuning data since round 35 (CATALOGUE-31): they joined the resemblance reference after their first run.
FRESH120_FIRST_RUN = (32, 33)  # top-1 category, 97.0% (catalogue 2f61a69)
FRESH121_FIRST_RUN = (36, 45)  # top-1 category, 80.0% (catalogue 2f61a69)
FRESH120_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f61a69)
FRESH121_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f61a69)
# Misses still open (the first-run misses, less those fixed by round 35, tests/corpus/README.md "Thirty-fifth round")
FRESH120_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 35
FRESH121_KNOWN_MISSES = frozenset({
    "https://github.com/Lilypad-Tech/lilypad/issues/548",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss; label conflict: the lead's libcuda rule reads 'Docker Compose' as container evidence (libcuda texts with evidence: cuda_init_failed 8, driver_not_loaded 7, container 2; the thread's cause is the container's)
})
FRESH120_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH121_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND34A = ("fresh120", "fresh121")   # explicit: fresh122+ are not in this round
# fresh122..fresh127.yaml / events_fresh122..127.yaml, round 34's second measurement's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue b805518 (CATALOGUE-30's answers plus the stored resemblance index, last signature change 10bdea4) (runs/*fresh122..127_first_run.txt,
# committed at 8af28e0); tuning data since round 35 (CATALOGUE-31): they joined the resemblance reference after their first run.
FRESH122_FIRST_RUN = (41, 45)  # top-1 category, 91.1% (catalogue b805518)
FRESH123_FIRST_RUN = (41, 45)  # top-1 category, 91.1% (catalogue b805518)
FRESH124_FIRST_RUN = (38, 45)  # top-1 category, 84.4% (catalogue b805518)
FRESH125_FIRST_RUN = (34, 40)  # top-1 category, 85.0% (catalogue b805518)
FRESH126_FIRST_RUN = (33, 45)  # top-1 category, 73.3% (catalogue b805518)
FRESH127_FIRST_RUN = (34, 45)  # top-1 category, 75.6% (catalogue b805518)
FRESH122_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH123_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH124_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH125_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH126_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH127_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
# Misses still open (the first-run misses, less those fixed by round 35, tests/corpus/README.md "Thirty-fifth round")
FRESH122_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 35
FRESH123_KNOWN_MISSES: frozenset = frozenset()    # its first-run miss (deepchem/deepchem/issues/4432) fixed by round 107
FRESH124_KNOWN_MISSES = frozenset({
    "https://github.com/azavea/raster-vision/issues/1270",  # want no_device_visible, got None: first-run miss; caffe2's 'does not have GPU support' warning is printed by GPU builds too (the collector's doubt): not read
    "https://github.com/isce-framework/isce2/issues/331",  # want gpu_oom, got no_kernel_image_arch: first-run miss; the text names both errors, the label takes the first named: the text alone cannot decide
})
FRESH125_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 35
FRESH126_KNOWN_MISSES = frozenset({
    "https://github.com/stereolabs/zed-tracking-viewer/issues/8",  # want no_kernel_image_arch, got no_device_visible: first-run miss; the ZED SDK's NO_GPU_COMPATIBLE means 'no GPU found or capability not supported' (either reading)
    "https://github.com/stereolabs/zed-ros2-wrapper/issues/113",  # want cuda_init_failed, got driver_not_loaded: first-run miss; ld's 'libcuda.so.1 ... not found' names the driver's library (the label is by analogy with 'cannot find -lcuda'): the text alone cannot decide
})
FRESH127_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 35
FRESH122_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH123_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH124_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH125_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH126_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH127_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND34B = ("fresh122", "fresh123", "fresh124", "fresh125", "fresh126", "fresh127")   # explicit: fresh128+ are not in this round
# fresh128..fresh135.yaml / events_fresh128..135.yaml, round 35's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue b805518 (CATALOGUE-30's answers plus the stored resemblance index, last signature change 10bdea4),
# the same 17 misses on b1eabe2 (round 35's final, CATALOGUE-31) (runs/*fresh128..135_first_run.txt, committed at 9be8b5b);
# tuning data since round 36 (CATALOGUE-32): they joined the resemblance reference after their first run.
FRESH128_FIRST_RUN = (45, 45)  # top-1 category, 100.0% (catalogue b805518; b1eabe2 the same)
FRESH129_FIRST_RUN = (27, 32)  # top-1 category, 84.4% (catalogue b805518; b1eabe2 the same)
FRESH130_FIRST_RUN = (42, 45)  # top-1 category, 93.3% (catalogue b805518; b1eabe2 the same)
FRESH131_FIRST_RUN = (33, 35)  # top-1 category, 94.3% (catalogue b805518; b1eabe2 the same)
FRESH132_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue b805518; b1eabe2 the same)
FRESH133_FIRST_RUN = (42, 45)  # top-1 category, 93.3% (catalogue b805518; b1eabe2 the same)
FRESH134_FIRST_RUN = (42, 45)  # top-1 category, 93.3% (catalogue b805518; b1eabe2 the same)
FRESH135_FIRST_RUN = (30, 31)  # top-1 category, 96.8% (catalogue b805518; b1eabe2 the same)
FRESH128_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH129_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH130_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH131_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH132_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH133_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH134_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
FRESH135_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b805518)
# Misses still open (the first-run misses, less those fixed by round 36, tests/corpus/README.md "Thirty-sixth round")
FRESH128_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH129_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 36
FRESH130_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 36
FRESH131_KNOWN_MISSES = frozenset({
    "https://github.com/CSTR-Edinburgh/merlin/issues/305",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss; label conflict: 'nvidia-smi: command not found' is container_runtime_misconfigured in 10 of 11 labelled texts; the host reading is named second (round 36)
})
FRESH132_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH133_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 36
FRESH134_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 36
FRESH135_KNOWN_MISSES: frozenset = frozenset()    # all first-run misses fixed by round 36
FRESH128_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH129_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH130_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH131_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH132_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH133_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH134_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH135_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND35 = ("fresh128", "fresh129", "fresh130", "fresh131", "fresh132", "fresh133", "fresh134", "fresh135")   # explicit: fresh136+ are not in this round
# fresh136..fresh140.yaml / events_fresh136..140.yaml, round 36's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue b1eabe2 (CATALOGUE-31, round 35's final, last signature change
# before round 36), runs/*fresh136..140_first_run.txt committed at 9cc2738 (with a second run on 4d8b7a7, round 36's final: the same but
# fresh140 43/43, round 36 having been told the domain); tuning data since round 37 (CATALOGUE-33): they joined the resemblance
# reference after their first run.
FRESH136_FIRST_RUN = (29, 45)  # top-1 category, 64.4% (catalogue b1eabe2; 4d8b7a7 29/45)
FRESH137_FIRST_RUN = (28, 46)  # top-1 category, 60.9% (catalogue b1eabe2; 4d8b7a7 28/46)
FRESH138_FIRST_RUN = (29, 35)  # top-1 category, 82.9% (catalogue b1eabe2; 4d8b7a7 29/35)
FRESH139_FIRST_RUN = (42, 46)  # top-1 category, 91.3% (catalogue b1eabe2; 4d8b7a7 42/46)
FRESH140_FIRST_RUN = (40, 43)  # top-1 category, 93.0% (catalogue b1eabe2; 4d8b7a7 43/43)
FRESH136_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b1eabe2)
FRESH137_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b1eabe2)
FRESH138_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b1eabe2)
FRESH139_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b1eabe2)
FRESH140_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b1eabe2)
# Misses still open (the first-run misses, less those fixed by round 37, tests/corpus/README.md "Thirty-seventh round")
FRESH136_KNOWN_MISSES: frozenset = frozenset()    # all 16 first-run misses fixed in round 37
FRESH137_KNOWN_MISSES = frozenset({
    "https://github.com/Frogging-Family/nvidia-all/issues/267",  # want driver_install_failed, got None: first-run miss; makepkg's 'A failure occurred in build()' and a bare kbuild 'Error 2' name no NVIDIA module (only '560 series' in prose): the text alone cannot decide
    "https://github.com/peci1/nvidia-htop/issues/23",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss; label conflict: 'nvidia-smi' not found reads container_runtime_misconfigured 10:2 (round 36's count + this text)
})
FRESH138_KNOWN_MISSES: frozenset = frozenset()    # all 6 first-run misses fixed in round 37
FRESH139_KNOWN_MISSES: frozenset = frozenset()    # all 4 first-run misses fixed in round 37
FRESH140_KNOWN_MISSES: frozenset = frozenset()    # its 3 first-run misses (on b1eabe2) read right since round 36 (4d8b7a7: TEI compute-cap entry)
FRESH136_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH137_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH138_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH139_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH140_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND36 = ("fresh136", "fresh137", "fresh138", "fresh139", "fresh140")   # explicit: fresh141+ are not in this round
# fresh141..fresh147.yaml / events_fresh141..147.yaml, round 37's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue d2c8c4d (CATALOGUE-33, round 37's final + the r11 review
# commit), runs/*fresh141..147_first_run.txt committed at 67337de; tuning data since round 38 (CATALOGUE-34): they joined the
# resemblance reference after their first run.
FRESH141_FIRST_RUN = (34, 40)  # top-1 category, 85.0% (catalogue d2c8c4d)
FRESH142_FIRST_RUN = (27, 45)  # top-1 category, 60.0% (catalogue d2c8c4d)
FRESH143_FIRST_RUN = (41, 41)  # top-1 category, 100.0% (catalogue d2c8c4d)
FRESH144_FIRST_RUN = (41, 45)  # top-1 category, 91.1% (catalogue d2c8c4d)
FRESH145_FIRST_RUN = (31, 36)  # top-1 category, 86.1% (catalogue d2c8c4d)
FRESH146_FIRST_RUN = (30, 35)  # top-1 category, 85.7% (catalogue d2c8c4d)
FRESH147_FIRST_RUN = (38, 40)  # top-1 category, 95.0% (catalogue d2c8c4d)
FRESH141_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH142_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH143_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH144_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH145_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH146_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH147_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
# Misses still open (the first-run misses, less those fixed by round 38, tests/corpus/README.md "Thirty-eighth round")
FRESH141_KNOWN_MISSES: frozenset = frozenset()    # all 6 first-run misses fixed in round 38
FRESH142_KNOWN_MISSES = frozenset({
    "https://github.com/mani-skill/ManiSkill/issues/1416",  # want graphics_driver_unavailable, got no_device_visible: first-run miss; label conflict: SAPIEN's 'Failed to find a supported physical device "cuda:N"' reads no_device_visible 1:1 with this text (ManiSkill#1117, fresh80; gpu/sapien-no-cuda-device): no majority, the bare wording names no cause the text alone decides
})
FRESH143_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH144_KNOWN_MISSES: frozenset = frozenset()    # all 4 first-run misses fixed in round 38
FRESH145_KNOWN_MISSES: frozenset = frozenset()    # all 5 first-run misses fixed in round 38
FRESH146_KNOWN_MISSES = frozenset({
    "https://github.com/Kaggle/docker-python/issues/361",  # want driver_not_loaded, got cuda_init_failed: first-run miss; label conflict: TensorFlow's bare 'failed call to cuInit: UNKNOWN ERROR (N)' (no libcuda / dso_loader line) reads cuda_init_failed 2:1 with this text
})
FRESH147_KNOWN_MISSES: frozenset = frozenset()    # all 2 first-run misses fixed in round 38
FRESH141_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH142_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH143_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH144_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH145_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH146_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH147_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND37 = ("fresh141", "fresh142", "fresh143", "fresh144", "fresh145", "fresh146", "fresh147")   # explicit: fresh148+ are not in this round
# fresh148..fresh153.yaml / events_fresh148..153.yaml, round 38's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue d2c8c4d (CATALOGUE-33, round 37's final + the r11 review
# commit; 05bef6c, round 38's final, read them the same), runs/*fresh148..153_first_run.txt committed at 4dea490; tuning data since
# round 39 (CATALOGUE-35): they joined the resemblance reference after their first run.
FRESH148_FIRST_RUN = (44, 45)  # top-1 category, 97.8% (catalogue d2c8c4d)
FRESH149_FIRST_RUN = (45, 45)  # top-1 category, 100.0% (catalogue d2c8c4d)
FRESH150_FIRST_RUN = (33, 47)  # top-1 category, 70.2% (catalogue d2c8c4d)
FRESH151_FIRST_RUN = (28, 46)  # top-1 category, 60.9% (catalogue d2c8c4d)
FRESH152_FIRST_RUN = (40, 45)  # top-1 category, 88.9% (catalogue d2c8c4d)
FRESH153_FIRST_RUN = (39, 45)  # top-1 category, 86.7% (catalogue d2c8c4d)
FRESH148_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH149_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH150_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH151_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH152_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH153_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
# Misses still open (the first-run misses, less those fixed by round 39, tests/corpus/README.md "Thirty-ninth round")
FRESH148_KNOWN_MISSES = frozenset({
    # Windows' 'WinError 126' under torch's ctypes.CDLL: the text alone cannot decide; the classifier read it right after
    # rounds 113 to 115's retraining only, silent again after round 116's
    "https://github.com/pyg-team/pytorch_geometric/issues/1233"})
FRESH149_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
# (ComfyUI_IPAdapter_plus#238, a UTF-16 paste read byte-wise, was known here until round 147's paste rule read it)
FRESH150_KNOWN_MISSES: frozenset = frozenset()
FRESH151_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 39
FRESH152_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 39
FRESH153_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 39
FRESH148_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH149_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH150_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH151_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH152_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH153_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND38 = ("fresh148", "fresh149", "fresh150", "fresh151", "fresh152", "fresh153")   # explicit: fresh154+ are not in this round
# fresh154..fresh159.yaml / events_fresh154..159.yaml, rounds 38 and 39's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue d2c8c4d (CATALOGUE-33; 05bef6c and 9e7046d, rounds 38
# and 39's finals, read them the same but one answer: fresh157 sd-webui#2073 no match -> wrong no_device_visible on 9e7046d),
# runs/*fresh154..159_first_run.txt committed at aa47c73; tuning data since round 40 (CATALOGUE-36): they joined the
# resemblance reference after their first run.
FRESH154_FIRST_RUN = (21, 23)  # top-1 category, 91.3% (catalogue d2c8c4d)
FRESH155_FIRST_RUN = (10, 18)  # top-1 category, 55.6% (catalogue d2c8c4d)
FRESH156_FIRST_RUN = (20, 23)  # top-1 category, 87.0% (catalogue d2c8c4d)
FRESH157_FIRST_RUN = (40, 45)  # top-1 category, 88.9% (catalogue d2c8c4d)
FRESH158_FIRST_RUN = (17, 33)  # top-1 category, 51.5% (catalogue d2c8c4d)
FRESH159_FIRST_RUN = (38, 42)  # top-1 category, 90.5% (catalogue d2c8c4d)
FRESH154_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH155_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH156_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH157_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH158_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
FRESH159_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d2c8c4d)
# Misses still open (the first-run misses as read on 9e7046d, less those fixed by round 40, tests/corpus/README.md "Fortieth round")
FRESH154_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 40
FRESH155_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 40
FRESH156_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 40
FRESH157_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 40
FRESH158_KNOWN_MISSES = frozenset({
    "https://github.com/open-falcon/falcon-plus/issues/663",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss, known: label conflict (the Go NVML bindings' 'could not load NVML library' outside the device plugin is container_runtime_misconfigured 4:1 in the corpus; tests/corpus/README.md 'Fortieth round')
    "https://github.com/trexminer/T-Rex/issues/577",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss, known: text alone cannot decide (T-Rex's 'Can't load NVML library, dlopen(N): failed to load libnvidia-ml.so' is labelled container_runtime_misconfigured in nv-docker-trex#31, 1:1; its 'NVML error, code 12' line is nvml_init_failed in T-Rex#1244)
})
FRESH159_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 40
FRESH154_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH155_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH156_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH157_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH158_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH159_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND39 = ("fresh154", "fresh155", "fresh156", "fresh157", "fresh158", "fresh159")   # explicit: fresh160+ are not in this round
# fresh160..fresh165.yaml / events_fresh160..165.yaml, session r13's wave 4, rounds 39 and 40's held-out check: collected
# by collectors who never ran explain, labelled and committed before the first run on catalogue 9e7046d (CATALOGUE-35,
# round 39's final, frozen before the wave was collected); 42e0525 (round 40's final, which never read them) gave the same
# answers text by text; runs/*fresh160..165_first_run.txt committed at 5875220; tuning data since round 41 (CATALOGUE-37):
# they joined the resemblance reference after their first run.
FRESH160_FIRST_RUN = (30, 39)  # top-1 category, 76.9% (catalogue 9e7046d)
FRESH161_FIRST_RUN = (28, 31)  # top-1 category, 90.3% (catalogue 9e7046d)
FRESH162_FIRST_RUN = (18, 24)  # top-1 category, 75.0% (catalogue 9e7046d)
FRESH163_FIRST_RUN = (21, 21)  # top-1 category, 100.0% (catalogue 9e7046d)
FRESH164_FIRST_RUN = (42, 45)  # top-1 category, 93.3% (catalogue 9e7046d)
FRESH165_FIRST_RUN = (36, 43)  # top-1 category, 83.7% (catalogue 9e7046d)
FRESH160_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH161_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH162_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH163_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH164_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH165_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
# Misses still open (the first-run misses as read on 9e7046d and 42e0525, less those fixed by round 41, tests/corpus/README.md "Forty-first round")
FRESH160_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH161_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH162_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH163_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH164_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH165_KNOWN_MISSES: frozenset = frozenset()    # its first-run miss (tensorflow/tensorflow/issues/44597) fixed by round 107
FRESH160_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH161_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH162_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH163_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH164_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH165_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND40_WAVE4 = ("fresh160", "fresh161", "fresh162", "fresh163", "fresh164", "fresh165")   # explicit

# fresh166..fresh171.yaml / events_fresh166..171.yaml, session r13's wave 5, rounds 39 and 40's held-out check: collected
# by collectors who never ran explain, labelled and committed before the first run on catalogue 9e7046d (CATALOGUE-35,
# round 39's final, frozen before the wave was collected); 42e0525 (round 40's final, which never read them) gave the same
# answers text by text; runs/*fresh166..171_first_run.txt committed at 5875220; tuning data since round 41 (CATALOGUE-37):
# they joined the resemblance reference after their first run.
FRESH166_FIRST_RUN = (42, 44)  # top-1 category, 95.5% (catalogue 9e7046d)
FRESH167_FIRST_RUN = (21, 26)  # top-1 category, 80.8% (catalogue 9e7046d)
FRESH168_FIRST_RUN = (15, 18)  # top-1 category, 83.3% (catalogue 9e7046d)
FRESH169_FIRST_RUN = (13, 21)  # top-1 category, 61.9% (catalogue 9e7046d)
FRESH170_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 9e7046d)
FRESH171_FIRST_RUN = (11, 16)  # top-1 category, 68.8% (catalogue 9e7046d)
FRESH166_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH167_EVENTS_FIRST_RUN = (1, 1)   # top-1 event reading, 100.0% (catalogue 9e7046d)
FRESH168_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH169_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH170_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH171_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
# Misses still open (the first-run misses as read on 9e7046d and 42e0525, less those fixed by round 41, tests/corpus/README.md "Forty-first round")
FRESH166_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH167_KNOWN_MISSES: frozenset = frozenset()    # its first-run miss (mpv-player/mpv/issues/6777) fixed by round 107
FRESH168_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH169_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH170_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed by round 41
FRESH171_KNOWN_MISSES = frozenset({
    "https://github.com/Project-HAMi/HAMi/issues/704",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss, known: the paste starts a container without GPUs ('docker run ... -e LD_PRELOAD=/libvgpu/...' without --gpus), the catalogue's container reading of ld.so's 'libcuda.so.1: cannot open shared object file'; labelled driver_not_loaded
})
FRESH166_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH167_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH168_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH169_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH170_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH171_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND40 = ("fresh166", "fresh167", "fresh168", "fresh169", "fresh170", "fresh171")   # explicit: fresh172+ are not in this round

# fresh172..fresh176.yaml / events_fresh172..176.yaml, session r13's wave 6, rounds 40 and 41's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue 9e7046d (CATALOGUE-35, round 39's final, frozen before the wave
# was collected); 42e0525 and 6095cd0 (rounds 40 and 41's finals, which never read them) gave the same answers text by text; runs/*_first_run.txt committed at 1202ba1; tuning data since round 42 (CATALOGUE-38):
# they joined the resemblance reference after their first run.
FRESH172_FIRST_RUN = (39, 41)  # top-1 category, 95.1% (catalogue 9e7046d)
FRESH173_FIRST_RUN = (40, 45)  # top-1 category, 88.9% (catalogue 9e7046d)
FRESH174_FIRST_RUN = (27, 33)  # top-1 category, 81.8% (catalogue 9e7046d)
FRESH175_FIRST_RUN = (28, 45)  # top-1 category, 62.2% (catalogue 9e7046d)
FRESH176_FIRST_RUN = (41, 45)  # top-1 category, 91.1% (catalogue 9e7046d)
FRESH172_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH173_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH174_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
FRESH175_EVENTS_FIRST_RUN = (1, 1)   # top-1 event reading, 100.0% (catalogue 9e7046d)
FRESH176_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9e7046d)
# Misses still open (the first-run misses as read on 6095cd0, less those fixed by round 42, tests/corpus/README.md "Forty-second round")
FRESH172_KNOWN_MISSES = frozenset({
    "https://github.com/tensorflow/tensorflow/issues/28223",  # want cuda_init_failed, got None: known miss (round 42): TF's preload of the cuDNN DLL fails with WinError 126 in Chinese; the text names the DLL only by a variable (build_info.cudnn_dll_name)
})
FRESH173_KNOWN_MISSES: frozenset = frozenset()    # none left (round 42)
FRESH174_KNOWN_MISSES = frozenset({
    "https://github.com/serizba/cppflow/issues/150",  # want gpu_oom, got cuda_init_failed: known miss (round 42): label conflict 1:1 on cuInit's CUDA_ERROR_OUT_OF_MEMORY (cudf#14699 cuda_init_failed)
    "https://github.com/mindspore-lab/mindcv/issues/729",  # want cuda_init_failed, got cuda_library_version_mismatch: known miss (round 42): an older libnvrtc without nvrtcGetCUBIN reads a version mismatch; the label comes from the thread
})
FRESH175_KNOWN_MISSES = frozenset({
    "https://github.com/lebedov/scikit-cuda/issues/322",  # want cuda_init_failed, got None: known miss (round 42): scikit-cuda's 'CUSOLVER library only available in CUDA 7.0 and later' names a version, not the load failure the label reads
})
FRESH176_KNOWN_MISSES: frozenset = frozenset()    # none left (round 66: the libcuda rule without /usr/local/nvidia as container evidence)
FRESH172_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH173_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH174_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH175_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH176_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND41_WAVE6 = ("fresh172", "fresh173", "fresh174", "fresh175", "fresh176")   # explicit (there is no fresh177)

# fresh178..fresh181.yaml / events_fresh178..181.yaml, session r13's wave 7, round 41's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue 42e0525 (CATALOGUE-36, round 40's final, frozen before the wave
# was collected); 6095cd0 (round 41's final, which never read them) read cudf-spark-examples#131 right by its duplicate_gpu rule (fresh180 17/30), the rest the same text by text; the misses listed are those on 6095cd0; runs/*_first_run.txt committed at 1202ba1; tuning data since round 42 (CATALOGUE-38):
# they joined the resemblance reference after their first run.
FRESH178_FIRST_RUN = (21, 24)  # top-1 category, 87.5% (catalogue 42e0525)
FRESH179_FIRST_RUN = (22, 27)  # top-1 category, 81.5% (catalogue 42e0525)
FRESH180_FIRST_RUN = (16, 30)  # top-1 category, 53.3% (catalogue 42e0525)
FRESH181_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue 42e0525)
FRESH178_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 42e0525)
FRESH179_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 42e0525)
FRESH180_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 42e0525)
FRESH181_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 42e0525)
# Misses still open (the first-run misses as read on 6095cd0, less those fixed by round 42, tests/corpus/README.md "Forty-second round")
FRESH178_KNOWN_MISSES = frozenset({
    "https://github.com/wilicc/gpu-burn/issues/100",  # want no_kernel_image_arch, got cuda_init_failed: known miss (round 42): 'named symbol not found' for gpu_burn's compare kernel; the architecture is in the thread, not the text
})
FRESH179_KNOWN_MISSES: frozenset = frozenset()    # none left (round 42)
FRESH180_KNOWN_MISSES: frozenset = frozenset()    # none left (round 42)
FRESH181_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH178_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH179_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH180_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH181_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND41 = ("fresh178", "fresh179", "fresh180", "fresh181")   # explicit: fresh182+ are not in this round

# fresh182..fresh184.yaml / events_fresh182..184.yaml, session r13's wave 8, round 42's held-out check: collected by collectors who never
# ran explain, labelled and committed before the first run on catalogue 35c26b3 (CATALOGUE-38, round 42's final, frozen at b98b812 before
# the wave was collected); runs/*_first_run.txt committed at 5c28646; tuning data since round 43 (CATALOGUE-39):
# they joined the resemblance reference after their first run.
FRESH182_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 35c26b3)
FRESH183_FIRST_RUN = (20, 20)  # top-1 category, 100.0% (catalogue 35c26b3)
FRESH184_FIRST_RUN = (38, 38)  # top-1 category, 100.0% (catalogue 35c26b3)
FRESH182_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 35c26b3)
FRESH183_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 35c26b3)
FRESH184_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 35c26b3)
# Misses still open (the first-run misses as read on 35c26b3, less those fixed by round 43, tests/corpus/README.md "Forty-third round")
FRESH182_KNOWN_MISSES: frozenset = frozenset()    # FastDeploy#2390 (the first run's one miss) read right by round 43
FRESH183_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH184_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH182_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH183_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH184_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND42 = ("fresh182", "fresh183", "fresh184")   # explicit: fresh185+ are not in this round

# fresh185..fresh190.yaml / events_fresh185..190.yaml, session r14's wave 1: collected by collectors who never ran explain,
# labelled and committed before the first run on catalogue e8354f6 (round 42's final catalogue with r13's review mends,
# frozen before the wave was collected); runs/*_first_run.txt committed at de731f0 (and again on d21aeef and 41ff835 at
# 9f6f35c); tuning data since round 44 (CATALOGUE-40): they joined the resemblance reference after their first run.
FRESH185_FIRST_RUN = (15, 15)  # top-1 category, 100.0% (catalogue e8354f6)
FRESH186_FIRST_RUN = (31, 32)  # top-1 category, 96.9% (catalogue e8354f6)
FRESH187_FIRST_RUN = (31, 34)  # top-1 category, 91.2% (catalogue e8354f6)
FRESH188_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue e8354f6)
FRESH189_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue e8354f6)
FRESH190_FIRST_RUN = (20, 21)  # top-1 category, 95.2% (catalogue e8354f6)
FRESH185_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
FRESH186_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
FRESH187_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
FRESH188_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
FRESH189_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
FRESH190_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e8354f6)
# Misses still open (the first-run misses, every one still a miss on 41ff835 (the word-evidence fallback) unless
# fixed by round 44, tests/corpus/README.md "Forty-fourth round")
FRESH185_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH186_KNOWN_MISSES: frozenset = frozenset()    # iree#13202 read right since round 44 (gpu/iree-shared-memory-limit)
FRESH187_KNOWN_MISSES: frozenset = frozenset()    # bumblebee#196, nvidia-xrun#148, Bumblebee#853 read right since round 44
FRESH188_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH189_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH190_KNOWN_MISSES: frozenset = frozenset()    # vincekurtz/gpc#15 fixed by round 113 (XLA's 'DNN library initialization failed' reads the version mismatch first)
FRESH185_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH186_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH187_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH188_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH189_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH190_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND43_WAVE1 = ("fresh185", "fresh186", "fresh187", "fresh188", "fresh189", "fresh190")   # explicit: fresh191+ are not in this round

# fresh191..fresh196.yaml / events_fresh191..196.yaml, session r14's wave 2: collected by collectors who never ran explain,
# labelled and committed before the first run on catalogue d21aeef (round 43's final, CATALOGUE-39, which never read them);
# runs/*_first_run.txt committed at 9f6f35c (with the same batches on 41ff835, the word-evidence fallback: relion#491 read
# right there); tuning data since round 44 (CATALOGUE-40): they joined the resemblance reference after their first run.
FRESH191_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue d21aeef)
FRESH192_FIRST_RUN = (16, 17)  # top-1 category, 94.1% (catalogue d21aeef)
FRESH193_FIRST_RUN = (30, 34)  # top-1 category, 88.2% (catalogue d21aeef)
FRESH194_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue d21aeef)
FRESH195_FIRST_RUN = (22, 23)  # top-1 category, 95.7% (catalogue d21aeef)
FRESH196_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue d21aeef)
FRESH191_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d21aeef)
FRESH192_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d21aeef)
FRESH193_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d21aeef)
FRESH194_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d21aeef)
FRESH195_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d21aeef)
FRESH196_EVENTS_FIRST_RUN = (2, 2)  # 100.0% (catalogue d21aeef)
# Misses still open (the first-run misses, every one still a miss on 41ff835 (the word-evidence fallback) unless
# fixed by round 44, tests/corpus/README.md "Forty-fourth round")
FRESH191_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH192_KNOWN_MISSES: frozenset = frozenset()    # relion#491 (the first-run miss on d21aeef) read right by the word-evidence fallback (41ff835)
FRESH193_KNOWN_MISSES: frozenset = frozenset()    # tiny-tensorrt#20, fast-reid#544, ComfyUI-Frame-Interpolation#51, Image-Super-Resolution#13 read right since round 44
FRESH194_KNOWN_MISSES = frozenset({
    "https://github.com/NVIDIA/nvidia-docker/issues/526",  # want container_runtime_misconfigured: silent at the first run (docker inspect's '"OOMKilled":false' taken for a host OOM kill); since round 44 driver_not_loaded (gpu/dev-nvidia-missing), the wording's label majority 4:1: a label conflict
})
FRESH195_KNOWN_MISSES: frozenset = frozenset()    # cvat#5516 read right since round 44 (the NGC SHMEM advice ranks last)
FRESH196_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH191_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH192_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH193_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH194_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH195_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH196_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND43 = ("fresh191", "fresh192", "fresh193", "fresh194", "fresh195", "fresh196")   # explicit: fresh197+ are not in this round

# fresh197..fresh202.yaml / events_fresh197..202.yaml, session r14's wave 3: collected BY CAUSE across all projects by
# collectors who never ran explain, labelled and committed before the first run on catalogue 41ff835 (round 43's final
# with the word-evidence fallback, frozen before the wave was collected); runs/*_first_run.txt committed at 2e617b7 (and
# on 14a003b, round 44's final, at 3790743: every answer unchanged); tuning data since round 45 (CATALOGUE-41): they
# joined the resemblance reference after their first run.
FRESH197_FIRST_RUN = (4, 8)  # top-1 category, 50.0% (catalogue 41ff835)
FRESH198_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue 41ff835)
FRESH199_FIRST_RUN = (23, 28)  # top-1 category, 82.1% (catalogue 41ff835)
FRESH200_FIRST_RUN = (29, 39)  # top-1 category, 74.4% (catalogue 41ff835)
FRESH201_FIRST_RUN = (18, 21)  # top-1 category, 85.7% (catalogue 41ff835)
FRESH202_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue 41ff835)
FRESH197_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 41ff835)
FRESH198_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue 41ff835)
FRESH199_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 41ff835)
FRESH200_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 41ff835)
FRESH201_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 41ff835)
FRESH202_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 41ff835)
# Misses still open (the first-run misses, every one still a miss on 14a003b (round 44's final); all read right by
# round 45, tests/corpus/README.md "Forty-fifth round")
FRESH197_KNOWN_MISSES: frozenset = frozenset()    # the first run's 4 misses read right since round 45
FRESH198_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH199_KNOWN_MISSES: frozenset = frozenset()    # the first run's 5 misses read right since round 45
FRESH200_KNOWN_MISSES: frozenset = frozenset()    # the first run's 10 misses read right since round 45
FRESH201_KNOWN_MISSES: frozenset = frozenset()    # the first run's 3 misses read right since round 45
FRESH202_KNOWN_MISSES: frozenset = frozenset()    # the first run's 2 misses read right since round 45
FRESH197_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH198_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH199_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH200_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH201_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH202_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND44_WAVE3 = ("fresh197", "fresh198", "fresh199", "fresh200", "fresh201", "fresh202")   # explicit: fresh203+ are not in this round

# fresh203..fresh208.yaml / events_fresh203..208.yaml, session r14's wave 4: collected BY CAUSE in six contexts
# (non-English threads, 2014-2020 frameworks, 2025-2026 stacks, non-ML C/C++ projects, Windows/WSL, research-paper code)
# by collectors who never ran explain, labelled and committed before the first run on catalogue 2e617b7 (frozen before
# the wave was collected); runs/*_first_run.txt committed at 29dc81f (and on 14a003b at 3790743: every answer
# unchanged); tuning data since round 45 (CATALOGUE-41): they joined the resemblance reference after their first run.
FRESH203_FIRST_RUN = (23, 25)  # top-1 category, 92.0% (catalogue 2e617b7)
FRESH204_FIRST_RUN = (26, 31)  # top-1 category, 83.9% (catalogue 2e617b7)
FRESH205_FIRST_RUN = (15, 15)  # top-1 category, 100.0% (catalogue 2e617b7)
FRESH206_FIRST_RUN = (22, 22)  # top-1 category, 100.0% (catalogue 2e617b7)
FRESH207_FIRST_RUN = (28, 31)  # top-1 category, 90.3% (catalogue 2e617b7)
FRESH208_FIRST_RUN = (24, 24)  # top-1 category, 100.0% (catalogue 2e617b7)
FRESH203_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
FRESH204_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
FRESH205_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
FRESH206_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
FRESH207_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
FRESH208_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2e617b7)
# Misses still open (the first-run misses, every one still a miss on 14a003b (round 44's final); all read right by
# round 45, tests/corpus/README.md "Forty-fifth round")
FRESH203_KNOWN_MISSES: frozenset = frozenset()    # the first run's 2 misses read right since round 45
FRESH204_KNOWN_MISSES: frozenset = frozenset()    # the first run's 5 misses read right since round 45
FRESH205_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH206_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH207_KNOWN_MISSES: frozenset = frozenset()    # the first run's 3 misses read right since round 45
FRESH208_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH203_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH204_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH205_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH206_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH207_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH208_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND44 = ("fresh203", "fresh204", "fresh205", "fresh206", "fresh207", "fresh208")   # explicit: fresh209+ are not in this round

# fresh209..fresh212.yaml / events_fresh209..212.yaml, session r14's wave 5: collected BY CAUSE in four contexts (CI
# pipelines and container builds, managed cloud ML platforms, GPU databases and vector search, shared lab servers) by
# collectors who never ran explain, labelled and committed before the first run on catalogue 29dc81f (frozen before the
# wave was collected); runs/*_first_run.txt committed at c1444d5 (and on 2743696, round 45's final, at 54117ad: every
# answer unchanged); tuning data since round 46 (CATALOGUE-42): they joined the resemblance reference after their first run.
FRESH209_FIRST_RUN = (15, 17)  # top-1 category, 88.2% (catalogue 29dc81f)
FRESH210_FIRST_RUN = (17, 18)  # top-1 category, 94.4% (catalogue 29dc81f)
FRESH211_FIRST_RUN = (10, 14)  # top-1 category, 71.4% (catalogue 29dc81f)
FRESH212_FIRST_RUN = (10, 13)  # top-1 category, 76.9% (catalogue 29dc81f)
FRESH209_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 29dc81f)
FRESH210_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 29dc81f)
FRESH211_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 29dc81f)
FRESH212_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 29dc81f)
# Misses still open (the first-run misses not read right by round 46, tests/corpus/README.md "Forty-sixth round")
FRESH209_KNOWN_MISSES: frozenset = frozenset()    # none left (round 46 reads every first-run miss right)
FRESH210_KNOWN_MISSES: frozenset = frozenset()    # none left (round 46 reads every first-run miss right)
FRESH211_KNOWN_MISSES: frozenset = frozenset()    # none left (round 46 reads every first-run miss right)
FRESH212_KNOWN_MISSES = frozenset({
    "https://github.com/nebari-dev/nebari/issues/1332",  # want shm_insufficient, got None: known miss, the bare 'OSError: [Errno 28] No space left on device': the text alone cannot decide (a full disk reads the same)
})
FRESH209_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH210_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH211_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH212_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND45_WAVE5 = ("fresh209", "fresh210", "fresh211", "fresh212")   # explicit: fresh213+ are not in this round

# fresh213..fresh219.yaml / events_fresh213..219.yaml, session r15's wave 6: collected BY CAUSE in seven contexts
# (container engines outside Kubernetes, infrastructure-as-code provisioning, Q&A sites, non-GitHub bug trackers, blogs,
# the Kubernetes GPU path, desktop Linux gaming and graphics) by collectors who never ran explain, labelled and committed
# before the first run on catalogue 201955d (round 45's catalogue); runs/*_first_run.txt committed at 21d7295 (the same
# on ec01c75); tuning data since round 46 (CATALOGUE-42): they joined the resemblance reference after their first run.
FRESH213_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 201955d)
FRESH214_FIRST_RUN = (4, 8)  # top-1 category, 50.0% (catalogue 201955d)
FRESH215_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 201955d)
FRESH216_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 201955d)
FRESH217_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 201955d)
FRESH218_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 201955d)
FRESH219_FIRST_RUN = (9, 21)  # top-1 category, 42.9% (catalogue 201955d)
FRESH213_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH214_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH215_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH216_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH217_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH218_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
FRESH219_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 201955d)
# Misses still open (the first-run misses not read right by round 46, tests/corpus/README.md "Forty-sixth round")
FRESH213_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH214_KNOWN_MISSES = frozenset({
    "https://github.com/NixOS/nixpkgs/issues/29409",  # want driver_install_failed, got None: known miss, NixOS' 'inconsistent kernel versions' names no NVIDIA part: the thread, not the text, ties it to nvidia_x11
})
FRESH215_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH216_KNOWN_MISSES: frozenset = frozenset()    # none left (round 46 reads every first-run miss right)
FRESH217_KNOWN_MISSES = frozenset({
    "https://blog.mikihands.com/en/whitedec/2025/11/5/docker-shm-size-ipc/",  # want shm_insufficient, got None: known miss, the bare 'OSError: No space left on device' (as nebari#1332)
})
FRESH218_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH219_KNOWN_MISSES: frozenset = frozenset()    # none left (round 46 reads every first-run miss right)
FRESH213_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH214_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH215_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH216_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH217_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH218_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH219_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND45 = ("fresh213", "fresh214", "fresh215", "fresh216", "fresh217", "fresh218", "fresh219")   # explicit: fresh220+ are not in this round

# fresh220..fresh226.yaml / events_fresh220..226.yaml, session r15's wave 7: collected BY CAUSE in seven desktop and
# language contexts (game engines and real-time graphics, VR and game streaming, browsers / Electron / video acceleration,
# creative desktop apps, OEM Linux laptops, Rust / Go / Zig / Haskell / Futhark GPU projects, scientific desktop and lab
# tools) by collectors who never ran explain, labelled and committed before the first run on catalogue 9658c3c (frozen
# before the wave was collected; round 46 never read it); runs/*_first_run.txt committed at 75a59a8 (on 7011890, round
# 46's final: 97/128, fresh224's two bf16 texts read right); tuning data since round 47 (CATALOGUE-43): they joined the
# resemblance reference after their first run.
FRESH220_FIRST_RUN = (17, 22)  # top-1 category, 77.3% (catalogue 9658c3c)
FRESH221_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue 9658c3c)
FRESH222_FIRST_RUN = (13, 26)  # top-1 category, 50.0% (catalogue 9658c3c)
FRESH223_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 9658c3c)
FRESH224_FIRST_RUN = (13, 18)  # top-1 category, 72.2% (catalogue 9658c3c)
FRESH225_FIRST_RUN = (11, 16)  # top-1 category, 68.8% (catalogue 9658c3c)
FRESH226_FIRST_RUN = (19, 22)  # top-1 category, 86.4% (catalogue 9658c3c)
FRESH220_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH221_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH222_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH223_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH224_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH225_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH226_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
# Misses still open (the first-run misses, unless fixed by round 47, tests/corpus/README.md "Forty-seventh round")
FRESH220_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses read right since round 47
FRESH221_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses read right since round 47 (by resemblance)
FRESH222_KNOWN_MISSES = frozenset({
    "https://github.com/elFarto/nvidia-vaapi-driver/issues/240",  # want cuda_driver_too_old, got None: first-run miss, known: the text cannot decide (nvidia-vaapi-driver's 'Failed to load NVDEC functions' follows ffnvcodec's cuvid_load_functions failing alike when libnvcuvid is absent and when an entry point is missing; the text names neither)
})
FRESH223_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH224_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses read right: 3 since round 47, the 2 bf16 warnings since round 46 (gpu/inductor-bf16-not-native)
FRESH225_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses read right since round 47
FRESH226_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses read right since round 47
FRESH220_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH221_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH222_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH223_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH224_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH225_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH226_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND46 = ("fresh220", "fresh221", "fresh222", "fresh223", "fresh224", "fresh225", "fresh226")   # explicit: fresh227+ are not in this round

# fresh227..fresh233.yaml / events_fresh227..233.yaml, session r15's wave 8: collected BY CAUSE in seven contexts
# (directive / compiler GPU offload, JVM / .NET / JavaScript GPU stacks, MLOps platforms, data-centre GPU operations,
# official docs and blogs, Kubernetes operators' pod logs, realtime speech apps) by collectors who never ran explain,
# labelled and committed before the first run on catalogue 9658c3c (frozen before the wave was collected; rounds 46 and
# 47 never read it; on 8be9046, round 47's final, every answer as on first contact); tuning data since round 48
# (CATALOGUE-44): they joined the resemblance reference after their first run.
FRESH227_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue 9658c3c)
FRESH228_FIRST_RUN = (20, 23)  # top-1 category, 87.0% (catalogue 9658c3c)
FRESH229_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 9658c3c)
FRESH230_FIRST_RUN = (11, 15)  # top-1 category, 73.3% (catalogue 9658c3c)
FRESH231_FIRST_RUN = (17, 18)  # top-1 category, 94.4% (catalogue 9658c3c)
FRESH232_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 9658c3c)
FRESH233_FIRST_RUN = (25, 27)  # top-1 category, 92.6% (catalogue 9658c3c)
FRESH227_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH228_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH229_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH230_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH231_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH232_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH233_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
# Misses still open (the first-run misses, unless fixed by round 48, tests/corpus/README.md "Forty-eighth round")
FRESH227_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH228_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH229_KNOWN_MISSES = frozenset({
    "https://github.com/facebookresearch/xformers/issues/685",  # want dtype_unsupported_by_gpu, got no_kernel_image_arch (first run: None): known miss, the label against the corpus majority of a program's minimum-capability refusal (no_kernel_image_arch 27:3, README 'Forty-eighth round')
})
FRESH230_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH231_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH232_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH233_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH227_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH228_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH229_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH230_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH231_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH232_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH233_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND47_WAVE8 = ("fresh227", "fresh228", "fresh229", "fresh230", "fresh231", "fresh232", "fresh233")   # explicit: fresh234+ are not in this round

# fresh234..fresh239.yaml / events_fresh234..239.yaml, session r15's wave 9: collected BY CAUSE on six hardware and host
# contexts (legacy Kepler / Maxwell / Pascal GPUs, Ampere / Ada, Hopper / Blackwell NVLink systems, enterprise Linux,
# Ubuntu / Debian upgrades, cloud T4 VMs) by collectors who never ran explain, labelled and committed before the first
# run on catalogue 9658c3c (rounds 46 and 47 never read it; on 8be9046 every answer as on first contact); tuning data
# since round 48 (CATALOGUE-44): they joined the resemblance reference after their first run.
FRESH234_FIRST_RUN = (14, 16)  # top-1 category, 87.5% (catalogue 9658c3c)
FRESH235_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 9658c3c)
FRESH236_FIRST_RUN = (2, 7)  # top-1 category, 28.6% (catalogue 9658c3c)
FRESH237_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 9658c3c)
FRESH238_FIRST_RUN = (19, 21)  # top-1 category, 90.5% (catalogue 9658c3c)
FRESH239_FIRST_RUN = (21, 22)  # top-1 category, 95.5% (catalogue 9658c3c)
FRESH234_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH235_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH236_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH237_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH238_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
FRESH239_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9658c3c)
# Misses still open (the first-run misses, unless fixed by round 48, tests/corpus/README.md "Forty-eighth round")
FRESH234_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH235_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH236_KNOWN_MISSES = frozenset({
    # Dao-AILab/flash-attention#1853 (vLLM's 'FA3 is only supported on devices with compute capability >= 8 excluding ...'): fixed by round 101 (gpu/vllm-fa-version-unsupported-cc)
})
FRESH237_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH238_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH239_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 48
FRESH234_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH235_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH236_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH237_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH238_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH239_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND47 = ("fresh234", "fresh235", "fresh236", "fresh237", "fresh238", "fresh239")   # explicit: fresh240+ are not in this round
# fresh240..fresh246.yaml / events_fresh240..246.yaml, session r16's wave 10: collected BY CAUSE in seven new
# contexts (hypervisors and GPU passthrough, sandboxed / confidential / unusual container runtimes, R / MATLAB / Julia
# technical computing, OpenCV / dlib / MediaPipe / face-swap apps, non-English threads, NAS and home servers, recommender
# and medical-imaging training) by collectors who never ran explain, labelled and committed before the first run on
# catalogue f2633f3 (round 48's, frozen before the wave was collected); tuning data since round 49 (CATALOGUE-45): they
# joined the resemblance reference after their first run.
FRESH240_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue f2633f3)
FRESH241_FIRST_RUN = (14, 18)  # top-1 category, 77.8% (catalogue f2633f3)
FRESH242_FIRST_RUN = (11, 14)  # top-1 category, 78.6% (catalogue f2633f3)
FRESH243_FIRST_RUN = (21, 26)  # top-1 category, 80.8% (catalogue f2633f3)
FRESH244_FIRST_RUN = (24, 27)  # top-1 category, 88.9% (catalogue f2633f3)
FRESH245_FIRST_RUN = (21, 21)  # top-1 category, 100.0% (catalogue f2633f3)
FRESH246_FIRST_RUN = (15, 16)  # top-1 category, 93.8% (catalogue f2633f3)
FRESH240_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH241_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH242_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH243_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH244_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH245_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
FRESH246_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f2633f3)
# Misses still open (the first-run misses, unless fixed by round 49, tests/corpus/README.md "Forty-ninth round")
FRESH240_KNOWN_MISSES: frozenset = frozenset()    # none left (round 66: the libcuda rule without /usr/local/nvidia as container evidence)
FRESH241_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 49
FRESH242_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 49
FRESH243_KNOWN_MISSES: frozenset = frozenset()    # PersonaLive#10 right since round 58 (xformers' too-new refusal: its wording's labels 3:0 dtype_unsupported_by_gpu)
FRESH244_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 49
FRESH245_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH246_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all read right since round 49
FRESH240_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH241_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH242_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH243_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH244_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH245_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH246_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND48 = ("fresh240", "fresh241", "fresh242", "fresh243", "fresh244", "fresh245", "fresh246")   # explicit: fresh247+ are not in this round
# fresh247..fresh253.yaml / events_fresh247..253.yaml, session r16's wave 11: collected BY CAUSE in seven new
# contexts (scientific workflow managers / bioinformatics pipelines, CUDA packaging: conda-forge / pixi / pip wheels,
# LLM application frameworks with local models, robotics and simulators, avatar / talking-head / hobby AI apps,
# geospatial deep learning, serverless GPU platforms) by collectors who never ran explain, labelled and committed before
# the first run on catalogue c5e0b12 (round 49's, frozen before the wave was collected; the same answers on round 48's
# f2633f3); tuning data since round 50 (CATALOGUE-46): they joined the resemblance reference after their first run.
FRESH247_FIRST_RUN = (15, 16)  # top-1 category, 93.8% (catalogue c5e0b12)
FRESH248_FIRST_RUN = (17, 20)  # top-1 category, 85.0% (catalogue c5e0b12)
FRESH249_FIRST_RUN = (16, 18)  # top-1 category, 88.9% (catalogue c5e0b12)
FRESH250_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue c5e0b12)
FRESH251_FIRST_RUN = (24, 25)  # top-1 category, 96.0% (catalogue c5e0b12)
FRESH252_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue c5e0b12)
FRESH253_FIRST_RUN = (16, 17)  # top-1 category, 94.1% (catalogue c5e0b12)
FRESH247_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH248_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH249_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH250_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH251_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH252_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH253_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
# Misses still open (the first-run misses, unless fixed by round 50, tests/corpus/README.md "Fiftieth round")
FRESH247_KNOWN_MISSES: frozenset = frozenset()    # round 50 fixed its 1 first-run miss
FRESH248_KNOWN_MISSES: frozenset = frozenset()    # round 50 fixed its 3 first-run misses
FRESH249_KNOWN_MISSES = frozenset({
    "https://github.com/janhq/cortex.cpp/issues/1019",  # want cuda_driver_too_old, got None: first-run miss; round 50: the text alone cannot decide driver CUDA vs toolkit CUDA (no earlier wording)
})   # round 50 fixed 1
FRESH250_KNOWN_MISSES: frozenset = frozenset()    # round 50 fixed its 3 first-run misses
FRESH251_KNOWN_MISSES: frozenset = frozenset()    # round 50 fixed its 1 first-run miss
FRESH252_KNOWN_MISSES: frozenset = frozenset()    # round 50 fixed its 3 first-run misses
FRESH253_KNOWN_MISSES: frozenset = frozenset()    # none left (round 66: the libcuda rule without /usr/local/nvidia as container evidence)
FRESH247_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH248_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH249_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH250_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH251_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH252_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH253_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND49 = ("fresh247", "fresh248", "fresh249", "fresh250", "fresh251", "fresh252", "fresh253")   # explicit: fresh254+ are not in this round
# fresh254..fresh259.yaml / events_fresh254..259.yaml, session r16's wave 12: collected BY CAUSE in six more
# contexts (quantum computing simulators, 3D generation / text-to-3D, astronomy and particle physics, BSD and macOS with
# NVIDIA GPUs, education and course material, diffusion model training tools) by collectors who never ran explain,
# labelled and committed before the first run on catalogue c5e0b12 (round 49's; the same answers on round 50's final
# 4e856f2, which never read them); tuning data since round 51 (CATALOGUE-47): they joined the resemblance reference
# after their first run.
FRESH254_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue c5e0b12)
FRESH255_FIRST_RUN = (22, 26)  # top-1 category, 84.6% (catalogue c5e0b12)
FRESH256_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue c5e0b12)
FRESH257_FIRST_RUN = (19, 28)  # top-1 category, 67.9% (catalogue c5e0b12)
FRESH258_FIRST_RUN = (17, 19)  # top-1 category, 89.5% (catalogue c5e0b12)
FRESH259_FIRST_RUN = (16, 18)  # top-1 category, 88.9% (catalogue c5e0b12)
FRESH254_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH255_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH256_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH257_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH258_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
FRESH259_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c5e0b12)
# Misses still open (the first-run misses, unless fixed by round 51, tests/corpus/README.md "Fifty-first round")
FRESH254_KNOWN_MISSES: frozenset = frozenset()    # round 51 fixed its 2 first-run misses
FRESH255_KNOWN_MISSES = frozenset({
    "https://github.com/NVlabs/nvdiffrast/issues/66",  # want graphics_driver_unavailable, got None: first-run miss; round 51: eglMakeCurrent() failing is a context/config failure, which round 24's EGL entries leave out on purpose (display set-up calls only); the note's own doubt (a program limitation)
})   # round 51 fixed 3
FRESH256_KNOWN_MISSES = frozenset({
    "https://github.com/csuhan/ReDet/issues/158",  # want no_kernel_image_arch, got None: first-run miss; round 51: THC's 'cublas runtime error : the GPU program failed to execute' (CUBLAS_STATUS_EXECUTION_FAILED) names no architecture; no other corpus text of this wording: the text alone cannot decide
})   # round 51 fixed 1
FRESH257_KNOWN_MISSES: frozenset = frozenset()    # round 51 fixed its 9 first-run misses (4 by self-resemblance / the classifier since step 1)
FRESH258_KNOWN_MISSES = frozenset({
    "https://github.com/karfly/learnable-triangulation-pytorch/issues/81",  # want collective_timeout, got nccl_error: first-run miss; round 51: the bare 'NCCL communicator was aborted.' without the watchdog's timeout reason (the 2 earlier collective_timeout texts carry it): the text alone cannot decide
})   # round 51 fixed 1
FRESH259_KNOWN_MISSES: frozenset = frozenset()    # round 51 fixed its 2 first-run misses
FRESH254_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH255_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH256_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH257_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH258_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH259_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND50 = ("fresh254", "fresh255", "fresh256", "fresh257", "fresh258", "fresh259")   # explicit: fresh260+ are not in this round
# fresh260..fresh265.yaml / events_fresh260..265.yaml, session r16's wave 13: collected BY CAUSE in six more
# contexts (embedded Linux builds and NVIDIA edge platforms, HPC container runtimes, ZK provers and blockchain GPU code,
# scientific visualization, NVIDIA media and avatar SDKs, OpenShift) by collectors who never ran explain, labelled and
# committed before the first run on catalogue de64ad4 (round 51's final; the same answers on round 50's final 4e856f2);
# tuning data since round 52 (CATALOGUE-48): they joined the resemblance reference after their first run.
FRESH260_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue de64ad4)
FRESH261_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue de64ad4)
FRESH262_FIRST_RUN = (18, 19)  # top-1 category, 94.7% (catalogue de64ad4)
FRESH263_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue de64ad4)
FRESH264_FIRST_RUN = (14, 16)  # top-1 category, 87.5% (catalogue de64ad4)
FRESH265_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue de64ad4)
FRESH260_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
FRESH261_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
FRESH262_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
FRESH263_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
FRESH264_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
FRESH265_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue de64ad4)
# Misses still open (the first-run misses, unless fixed by round 52, tests/corpus/README.md "Fifty-second round")
FRESH260_KNOWN_MISSES: frozenset = frozenset()    # round 52 fixed its 1 first-run miss (isaac-ros-cli#22: TensorRT's builder SM check)
FRESH261_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH262_KNOWN_MISSES: frozenset = frozenset()    # round 52: solana#24276 no longer read as the driver's libcuda (libcuda-crypt.so is solana-perf-libs'); right since step 1's reference by self-resemblance only
FRESH263_KNOWN_MISSES: frozenset = frozenset()    # round 52 fixed its 1 first-run miss (nvidia-docker#1350: nvidia-installer's file operation)
FRESH264_KNOWN_MISSES: frozenset = frozenset()    # round 52 fixed its 2 first-run misses (StarCitizenToolBox/app#43, triton server#4696)
FRESH265_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH260_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH261_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH262_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH263_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH264_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH265_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND51 = ("fresh260", "fresh261", "fresh262", "fresh263", "fresh264", "fresh265")   # explicit: fresh266+ are not in this round
# fresh266..fresh272.yaml / events_fresh266..272.yaml, session r17's wave 14: collected BY CAUSE in seven more
# contexts (weather and climate, LLM pretraining, video generation, vision-language models, RL simulators, video
# upscaling, graph neural networks) by collectors who never ran explain, labelled and committed before the first run on
# catalogue bcc006e (round 51's catalogue; the same answers on round 52's final 30c9894); tuning data since round 53
# (CATALOGUE-49): they joined the resemblance reference after their first run.
FRESH266_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue bcc006e)
FRESH267_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue bcc006e)
FRESH268_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue bcc006e)
FRESH269_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue bcc006e)
FRESH270_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue bcc006e)
FRESH271_FIRST_RUN = (16, 17)  # top-1 category, 94.1% (catalogue bcc006e)
FRESH272_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue bcc006e)
FRESH266_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH267_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH268_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH269_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH270_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH271_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
FRESH272_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bcc006e)
# Misses still open (the first-run misses, unless fixed by round 53, tests/corpus/README.md "Fifty-third round")
FRESH266_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH267_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH268_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH269_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH270_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH271_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH272_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH266_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH267_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH268_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH269_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH270_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH271_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH272_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND52 = ("fresh266", "fresh267", "fresh268", "fresh269", "fresh270", "fresh271", "fresh272")   # explicit: fresh273+ are not in this round
# fresh273..fresh278.yaml / events_fresh273..278.yaml, session r17's wave 15: collected BY CAUSE in six more contexts
# (quantum chemistry, photogrammetry/SLAM, microscopy, manga/game translation apps, browser/JS-runtime ML and WebGPU,
# one-click local-AI launchers) by collectors who never ran explain, labelled and committed before the first run on
# catalogue 30c9894 (round 52's final; the same answers on 24eb0c9); tuning data since round 53 (CATALOGUE-49).
FRESH273_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 30c9894)
FRESH274_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue 30c9894)
FRESH275_FIRST_RUN = (24, 27)  # top-1 category, 88.9% (catalogue 30c9894)
FRESH276_FIRST_RUN = (24, 27)  # top-1 category, 88.9% (catalogue 30c9894)
FRESH277_FIRST_RUN = (17, 27)  # top-1 category, 63.0% (catalogue 30c9894)
FRESH278_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue 30c9894)
FRESH273_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
FRESH274_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
FRESH275_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
FRESH276_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
FRESH277_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
FRESH278_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 30c9894)
# Misses still open (the first-run misses, unless fixed by round 53, tests/corpus/README.md "Fifty-third round")
FRESH273_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH274_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH275_KNOWN_MISSES = frozenset({
    "https://github.com/zfountas/deep-active-inference-mc/issues/2",  # want gpu_oom, got cuda_init_failed: first-run miss; left: the text (a bare cublasLt handle failure) does not state memory; the reporter's reading
})
FRESH276_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH277_KNOWN_MISSES = frozenset({
    "https://github.com/Alex313031/thorium/issues/535",  # want graphics_driver_unavailable, got None: first-run miss; left: a browser's configuration gate (WebGPU on Linux needs a flag), no driver cause stated
    # rerun-io/rerun#4915 right since session r18 (concept/graphics-api-no-device: wgpu found no adapter)
    "https://github.com/mlc-ai/web-llm/issues/254",  # want dtype_unsupported_by_gpu, got None: first-run miss; left: 'not enabled in this browser' states a browser gate, not the GPU's format support
    # huggingface/transformers.js#1056 right since session r18 by the classifier alone (low confidence; graphics words)
    "https://github.com/huggingface/transformers.js-examples/issues/34",  # want gpu_oom, got None: first-run miss; left: the same buffer-size refusal as transformers.js#1056
})
FRESH278_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 53)
FRESH273_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH274_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH275_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH276_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH277_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH278_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND53 = ("fresh273", "fresh274", "fresh275", "fresh276", "fresh277", "fresh278")   # explicit: fresh279+ are not in this round
# fresh279..fresh284.yaml / events_fresh279..284.yaml, session r17's wave 16: collected BY CAUSE in six more contexts
# (neuroimaging pipelines, seismic/geophysics/hydrology/ocean models, render farms and headless rendering, chat bots and
# home voice assistants, game-side NVIDIA AI and ray-tracing mods, engineering simulation/CAD/EDA GPU solvers) by
# collectors who never ran explain, labelled and committed before the first run on catalogue 7580c34 (round 53's final;
# runs committed at 954a5cc; the same answers on 2aaffaa); tuning data since round 54 (CATALOGUE-50).
FRESH279_FIRST_RUN = (17, 17)  # top-1 category, 100.0% (catalogue 7580c34)
FRESH280_FIRST_RUN = (9, 13)  # top-1 category, 69.2% (catalogue 7580c34)
FRESH281_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 7580c34)
FRESH282_FIRST_RUN = (16, 17)  # top-1 category, 94.1% (catalogue 7580c34)
FRESH283_FIRST_RUN = (15, 23)  # top-1 category, 65.2% (catalogue 7580c34)
FRESH284_FIRST_RUN = (10, 17)  # top-1 category, 58.8% (catalogue 7580c34)
FRESH279_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7580c34)
FRESH280_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7580c34)
FRESH281_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7580c34)
FRESH282_EVENTS_FIRST_RUN = (1, 1)   # exact reading, 100.0% (catalogue 7580c34; the one event of wave 16)
FRESH283_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7580c34)
FRESH284_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7580c34)
# Misses still open (the first-run misses, unless fixed by round 54, tests/corpus/README.md "Fifty-fourth round")
FRESH279_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH280_KNOWN_MISSES = frozenset({
    "https://github.com/CliMA/Oceananigans.jl/issues/451",  # want no_kernel_image_arch, got cuda_toolkit_arch_unsupported: first-run miss; left: a label conflict, CUDAnative's 'Device capability vX not supported by available toolchain' is cuda_toolkit_arch_unsupported 3:1 in the tunable texts (CuArrays.jl#248, CUDAdrv.jl#97, CUDAnative.jl#351), the answer follows the majority
    "https://github.com/NVIDIA/nccl-tests/issues/115",  # want cuda_init_failed, got nccl_error: first-run miss; left: NCCL's 'Failed to find CUDA library in <path> (NCCL_CUDA_PATH=...)' is labelled 1:1 (vllm#3710 driver_not_loaded, this text cuda_init_failed): no majority, and it is a WARN before a hang the excerpt does not explain
    # SPECFEM/specfem3d_globe/issues/602 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # jax-ml/jax/issues/11699 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
})
FRESH281_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH282_KNOWN_MISSES: frozenset = frozenset()    # every first-run miss fixed (round 54: willow-inference-server#130)
FRESH283_KNOWN_MISSES = frozenset({
    "https://github.com/xoxor4d/gta4-rtx/issues/143",  # want gpu_oom, got None: first-run miss; right since round 54 step 1 by the classifier only (low confidence); no signature: the memory line is RTX Remix's info line for one feature's own budget (opacity micromaps), not a failed device allocation
    # tig3rmast3r/OFXR-Bridge/issues/12 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # ValveSoftware/Proton/issues/3773 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # NVIDIA/Q2RTX/issues/100 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # sultim-t/prboom-plus-rt/issues/19 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # NVIDIA-RTX/RTXPT/issues/9 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # sultim-t/xash-rt/issues/11 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    "https://github.com/flightlessmango/MangoHud/issues/1797",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss; left: a label conflict, 'libnvidia-ml.so.1: cannot open shared object file' is container_runtime_misconfigured 40 : driver_not_loaded 16 : device_plugin_error 8 in the tunable texts; the answer follows the majority
})
FRESH284_KNOWN_MISSES = frozenset({
    "https://github.com/i4Ds/Karabo-Pipeline/issues/350",  # want no_device_visible, got container_runtime_misconfigured: first-run miss; left: a label conflict, 'nvidia-smi: command not found' is container_runtime_misconfigured 20 : driver_not_loaded 2 : no_device_visible 1 in the tunable texts; the answer follows the majority
    # NVIDIAGameWorks/FleX/issues/100 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # kokkos/kokkos/issues/1811 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # cnr-isti-vclab/meshlab/issues/1247 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # Washington-University/workbench/issues/75 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # fbpic/fbpic/issues/625 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
    # haubna/PhysicsMod/issues/1097 right since round 54 (a signature, tests/corpus/README.md 'Fifty-fourth round')
})
FRESH279_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH280_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH281_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH282_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH283_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH284_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND54 = ("fresh279", "fresh280", "fresh281", "fresh282", "fresh283", "fresh284")   # explicit: fresh285+ are not in this round
# fresh285..fresh290.yaml / events_fresh285..290.yaml, session r18's wave 17: collected BY CAUSE in six more contexts
# (time-series and tabular foundation models, wireless/telecom and signal processing, document AI and OCR, embedding/
# reranker/retrieval serving, federated learning and hyperparameter search, ML compilers and alternative runtimes) by
# collectors who never ran explain, labelled and committed before the first run on catalogue 6a656df (the lead's generic
# changes of session r18 on round 53's signatures; runs committed at 6acfe8d; the same answers on 328b76a and on round
# 54's a1a5c0b); tuning data since round 55 (CATALOGUE-51).
FRESH285_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 6a656df)
FRESH286_FIRST_RUN = (6, 10)  # top-1 category, 60.0% (catalogue 6a656df)
FRESH287_FIRST_RUN = (27, 28)  # top-1 category, 96.4% (catalogue 6a656df)
FRESH288_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 6a656df)
FRESH289_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 6a656df)
FRESH290_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 6a656df)
FRESH285_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
FRESH286_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
FRESH287_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
FRESH288_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
FRESH289_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
FRESH290_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a656df)
# Misses still open (the first-run misses, unless fixed by round 55, tests/corpus/README.md "Fifty-fifth round")
FRESH285_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH286_KNOWN_MISSES = frozenset({
    # want gpu_oom, got None: left (round 55): the excerpt holds only TensorFlow's exception class 'ResourceExhaustedError'
    # (the message cut off), a class TensorFlow also raises for quotas and a full disk (negatives3's keras-tuner#390
    # 'ResourceExhaustedError: disk quota exceeded'); the text does not state GPU memory, no entry reads the bare class
    "https://github.com/NVlabs/sionna/issues/662",
})
FRESH287_KNOWN_MISSES: frozenset = frozenset()    # nougat#166 right since round 55 (gpu/program-says-gpu-vram-too-small)
FRESH288_KNOWN_MISSES: frozenset = frozenset()    # text-generation-inference#686, milvus#4340 right since round 55
FRESH289_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH290_KNOWN_MISSES = frozenset({
    # want cuda_toolkit_arch_unsupported, got None: left (round 55): the excerpt is IREE's 'missing GPU target in
    # #hal.executable.target' with no CUDA target or architecture named (the sm_89 command line is outside it), an
    # error IREE's ROCm and SPIR-V paths print too; the blind second annotator labelled it 'none'.
    # gpu/iree-missing-cuda-gpu-target reads it where the paste names the CUDA target (iree#22147, sm_100)
    "https://github.com/iree-org/iree/issues/21122",
})
FRESH285_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH286_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH287_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH288_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH289_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH290_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND55 = ("fresh285", "fresh286", "fresh287", "fresh288", "fresh289", "fresh290")   # explicit: fresh291+ are not in this round
# fresh291..fresh296.yaml / events_fresh291..296.yaml, session r19's wave 18: collected BY CAUSE in six more contexts
# (quantization/compression toolkits, probabilistic programming / GP / Bayesian optimisation, DNA/RNA sequencing and
# genomics, neuroscience and animal behaviour, gradient boosting and classical ML on GPUs, object detection and
# tracking) by collectors who never ran explain, labelled and committed before the first run on catalogue 4235f23 (round
# 55's final; runs committed at dd52ddd; the same counts on 036e9f9); tuning data since round 56 (CATALOGUE-52).
FRESH291_FIRST_RUN = (22, 23)  # top-1 category, 95.7% (catalogue 4235f23)
FRESH292_FIRST_RUN = (15, 16)  # top-1 category, 93.8% (catalogue 4235f23)
FRESH293_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue 4235f23)
FRESH294_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue 4235f23)
FRESH295_FIRST_RUN = (17, 21)  # top-1 category, 81.0% (catalogue 4235f23)
FRESH296_FIRST_RUN = (23, 25)  # top-1 category, 92.0% (catalogue 4235f23)
FRESH291_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4235f23)
FRESH292_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4235f23)
FRESH293_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4235f23)
FRESH294_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4235f23)
FRESH295_EVENTS_FIRST_RUN = (1, 1)   # exact parse, 100.0% (catalogue 4235f23)
FRESH296_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4235f23)
# Misses still open (the first-run misses, unless fixed by round 56, tests/corpus/README.md "Fifty-sixth round")
FRESH291_KNOWN_MISSES: frozenset = frozenset()    # yolov4-triton-tensorrt#5 right since round 56 (gpu/ngc-driver-too-old, the banner's cuInit probe)
FRESH292_KNOWN_MISSES: frozenset = frozenset()    # keops#316 right since round 56 (gpu/keops-cuda-libraries-not-detected)
FRESH293_KNOWN_MISSES: frozenset = frozenset()    # megalodon#311, rapids-singlecell#677, dorado#211 right since round 56
FRESH294_KNOWN_MISSES: frozenset = frozenset()    # FastSurfer#11, VoiceStudio#1342 right since round 56
FRESH295_KNOWN_MISSES: frozenset = frozenset()    # cudatoolkit-dev-feedstock#48, cuml#5484, NVTabular#1613, cuml#8274 right since round 56
FRESH296_KNOWN_MISSES: frozenset = frozenset()    # yolov5_ros#19, YOLOv5_Torchscript#5 right since round 56
FRESH291_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH292_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH293_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH294_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH295_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH296_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND56 = ("fresh291", "fresh292", "fresh293", "fresh294", "fresh295", "fresh296")   # explicit: fresh297+ are not in this round
# fresh297..fresh302.yaml / events_fresh297..302.yaml, session r20's wave 19: collected BY CAUSE in six more contexts
# (voice conversion / singing / voice cloning apps, GPU benchmarking and burn-in, quantitative finance, physics ML /
# differentiable simulation, drug discovery / docking, local LLM runners) by collectors who never ran explain, labelled
# and committed before the first run on catalogue 7bd78b8 (round 56's final; runs committed at 9d3f165; the same
# counts on c350047); tuning data since round 57 (CATALOGUE-53).
FRESH297_FIRST_RUN = (25, 28)  # top-1 category, 89.3% (catalogue 7bd78b8)
FRESH298_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue 7bd78b8)
FRESH299_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue 7bd78b8)
FRESH300_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue 7bd78b8)
FRESH301_FIRST_RUN = (24, 24)  # top-1 category, 100.0% (catalogue 7bd78b8)
FRESH302_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue 7bd78b8)
FRESH297_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
FRESH298_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
FRESH299_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
FRESH300_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
FRESH301_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
FRESH302_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7bd78b8)
# Misses still open (the first-run misses, unless fixed by round 57, tests/corpus/README.md "Fifty-seventh round")
FRESH297_KNOWN_MISSES = frozenset({
    "https://github.com/coqui-ai/TTS/issues/1678",  # want rendezvous_unreachable, got None: left in round 57: the text is only the OS's 'Address already in use' quoted in prose; it states no distributed store, launcher or port (the 33 rendezvous_unreachable texts of the words carry c10d / TCPStore / 'RuntimeError:'), and 3 negatives hold the bare words (infra_non_gpu)
})
FRESH298_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH299_KNOWN_MISSES: frozenset = frozenset()    # none left (round 57)
FRESH300_KNOWN_MISSES = frozenset({
    "https://github.com/tile-ai/tilelang/issues/920",  # want cuda_toolkit_arch_unsupported, got None: left in round 57: a generic TVM check ('Check failed: (0) is false: Not supported cuda -keys=... -arch=sm_100') naming the whole target, the emitter not found (the collector's doubt: off-taxonomy); right by self-resemblance since round 57's step 1, no signature
})
FRESH301_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH302_KNOWN_MISSES = frozenset({
    "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/554",  # want driver_not_loaded, got container_runtime_misconfigured: left in round 57: 'libnvidia-ml.so.1: cannot open shared object file' is labelled container_runtime_misconfigured 41 : driver_not_loaded 17 : device_plugin_error 6 (the answer is the majority's); the paste is LM Studio's DEBUG-level fallback and the thread's cause a library path with the driver loaded
})
FRESH297_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH298_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH299_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH300_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH301_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH302_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND57 = ("fresh297", "fresh298", "fresh299", "fresh300", "fresh301", "fresh302")   # explicit: fresh303+ are not in this round
# fresh303..fresh308.yaml / events_fresh303..308.yaml, session r20's wave 20: collected BY CAUSE in six more contexts
# (NeRF / Gaussian splatting, face swap / face restoration apps, classical NLP / translation / speech toolkits, human
# pose / action / video understanding, GPU video and image decoding libraries, Stable Diffusion web UIs and extensions)
# by collectors who never ran explain, labelled and committed before the first run on catalogue 3a8099f (round 57's
# final; runs committed at 2ac36ea; the same answers on 7bd78b8); tuning data since round 58 (CATALOGUE-54).
FRESH303_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 3a8099f)
FRESH304_FIRST_RUN = (16, 17)  # top-1 category, 94.1% (catalogue 3a8099f)
FRESH305_FIRST_RUN = (15, 20)  # top-1 category, 75.0% (catalogue 3a8099f)
FRESH306_FIRST_RUN = (15, 18)  # top-1 category, 83.3% (catalogue 3a8099f)
FRESH307_FIRST_RUN = (9, 16)  # top-1 category, 56.2% (catalogue 3a8099f)
FRESH308_FIRST_RUN = (24, 28)  # top-1 category, 85.7% (catalogue 3a8099f)
FRESH303_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
FRESH304_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
FRESH305_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
FRESH306_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
FRESH307_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
FRESH308_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 3a8099f)
# Misses still open (the first-run misses, unless fixed by round 58, tests/corpus/README.md "Fifty-eighth round")
FRESH303_KNOWN_MISSES: frozenset = frozenset()    # first-run miss (instant-ngp#47) right since round 58
FRESH304_KNOWN_MISSES: frozenset = frozenset()    # first-run miss (microWakeWord-Trainer#56) right since round 58
FRESH305_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all right since round 58
FRESH306_KNOWN_MISSES = frozenset({
    "https://github.com/shubham-goel/4D-Humans/issues/91",  # want graphics_driver_unavailable, got None: known miss, two lone 'libEGL warning: MESA-LOADER: failed to open swrast' lines (Mesa's software fallback; the traceback's own error cut from the excerpt): round 24 reads the lone warning silent (a note naming no NVIDIA driver), the wording is labelled 4 graphics_driver_unavailable : 3 negatives (README 'Fifty-eighth round')
})
FRESH307_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all right since round 58
FRESH308_KNOWN_MISSES: frozenset = frozenset()    # first-run misses all right since round 58
FRESH303_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH304_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH305_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH306_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH307_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH308_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND58 = ("fresh303", "fresh304", "fresh305", "fresh306", "fresh307", "fresh308")   # explicit: fresh309+ are not in this round
# fresh309..fresh312.yaml / events_fresh309..312.yaml, session r21's wave 21: collected BY CAUSE in four more contexts
# (Whisper-family ASR / audio and music generation, segmentation models / annotation tooling, custom CUDA kernel packages
# for transformers, volunteer / rented GPU compute) by collectors who never ran explain, labelled and committed before
# the first run on catalogue 1230823 (round 58's final; runs committed at 96d548c); tuning data since round 59
# (CATALOGUE-55).
FRESH309_FIRST_RUN = (17, 20)  # top-1 category, 85.0% (catalogue 1230823)
FRESH310_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue 1230823)
FRESH311_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue 1230823)
FRESH312_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 1230823)
FRESH309_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1230823)
FRESH310_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1230823)
FRESH311_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1230823)
FRESH312_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1230823)
# Misses still open (the first-run misses, unless fixed by round 59, tests/corpus/README.md "Fifty-ninth round")
FRESH309_KNOWN_MISSES: frozenset = frozenset()    # first-run misses (python-audio-separator#97, Allegro#17, ACE-Step-1.5#822) right since round 59
FRESH310_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH311_KNOWN_MISSES: frozenset = frozenset()    # first-run misses (xformers#517, unsloth#3553) right since round 59
FRESH312_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH309_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH310_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH311_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH312_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND59 = ("fresh309", "fresh310", "fresh311", "fresh312")   # explicit: fresh313+ are not in this round
# fresh318.yaml / events_fresh318.yaml, session r22's wave 22: collected BY CAUSE in autonomous driving and 3D perception
# by the lead while the session's collector helpers stalled (they wrote fresh313..317 later; held out until round 61), labelled and
# committed before the first run on catalogue caa6fc4 (round 59's catalogue; runs committed at de279bc); tuning data
# since round 60.
FRESH318_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue caa6fc4)
FRESH318_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue caa6fc4)
# Misses still open (the first-run misses, unless fixed by round 60, tests/corpus/README.md "Sixtieth round")
FRESH318_KNOWN_MISSES: frozenset = frozenset()    # the one first-run miss (autoware_universe#6461) fixed by round 60
FRESH318_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND60 = ("fresh318",)   # explicit: fresh313..317 and fresh319+ were held out until round 61
# fresh313..fresh317.yaml / events_fresh313..317.yaml, session r22's wave 22: collected BY CAUSE in five contexts
# (autonomous driving / 3D perception, non-Kubernetes schedulers, non-Python bindings, home-lab apps, courses and notebooks)
# by collectors who never ran explain, labelled and committed before the first run on catalogue 54d3100 (round 60's final;
# runs committed at 7387c97); tuning data since round 61.
FRESH313_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 54d3100)
FRESH314_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 54d3100)
FRESH315_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue 54d3100)
FRESH316_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 54d3100)
FRESH317_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 54d3100)
FRESH313_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 54d3100)
FRESH314_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 54d3100)
FRESH315_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 54d3100)
FRESH316_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 54d3100)
FRESH317_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 54d3100)
# Misses still open (the first-run misses, unless fixed by round 61, tests/corpus/README.md "Sixty-first round")
FRESH313_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 61
FRESH314_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 61
FRESH315_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 61
FRESH316_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 61
FRESH317_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 61
FRESH313_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH314_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH315_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH316_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH317_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND61 = ("fresh313", "fresh314", "fresh315", "fresh316", "fresh317")   # explicit: fresh319+ are not in this round
# fresh319..fresh321.yaml and fresh323.yaml / their events files, session r23's wave 23 (fresh322, its fifth batch, was
# not committed when this round ran and stays held out): collected BY CAUSE in five contexts
# (GPU CI and build infrastructure, cloud gaming and game streaming, scientific visualisation and point clouds, legacy
# frameworks 2014-2019, conference-paper research code) by collectors who never ran explain, labelled and committed
# before the first run on catalogue c742ad1 (round 61's final); tuning data since round 62.
FRESH319_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue c742ad1)
FRESH320_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue c742ad1)
FRESH321_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue c742ad1)
FRESH323_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue c742ad1)
FRESH319_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c742ad1)
FRESH320_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c742ad1)
FRESH321_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c742ad1)
FRESH323_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c742ad1)
# Misses still open (the first-run misses, unless fixed by round 62, tests/corpus/README.md "Sixty-second round")
FRESH319_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 62
FRESH320_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 62
FRESH321_KNOWN_MISSES = frozenset({
    "https://github.com/HMS-IDAC/UnMicst/issues/10",  # want driver_not_loaded, got container_runtime_misconfigured: first-run miss, left open by round 62
})
FRESH323_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 62
FRESH319_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH320_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH321_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH323_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND62 = ('fresh319', 'fresh320', 'fresh321', 'fresh323')   # explicit: fresh322 and fresh324+ are not in this round
# fresh322.yaml / events_fresh322.yaml, wave 23's fifth batch (legacy frameworks 2014-2019), committed by its collector after
# round 62 ran; first run on c742ad1 (as the rest of its wave; runs committed at 8971317; 5ab8dd9 gives the same answers);
# tuning data since round 63.
FRESH322_FIRST_RUN = (18, 24)  # top-1 category, 75.0% (catalogue c742ad1)
FRESH322_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c742ad1)
# Misses still open (the first-run misses, unless fixed by round 63, tests/corpus/README.md "Sixty-third round")
FRESH322_KNOWN_MISSES = frozenset({
    "https://github.com/NVIDIA/DIGITS/issues/1085",  # want no_device_visible, got None: first-run miss, left open by round 63
    "https://github.com/NVIDIA/nvidia-docker/issues/140",  # want device_plugin_error, got container_runtime_misconfigured: first-run miss, left open by round 63
})
FRESH322_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND63 = ('fresh322',)   # explicit: fresh324+ are not in this round
# fresh324.yaml .. fresh327.yaml and their events files, session r23's wave 24: collected BY CAUSE in four contexts
# (agent frameworks and local-LLM app stacks, password cracking and crypto mining, video analytics, HPC molecular
# dynamics) by collectors who never ran explain, labelled and committed before the first run on catalogue 5ab8dd9
# (round 62's final); tuning data since round 64.
FRESH324_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 5ab8dd9)
FRESH325_FIRST_RUN = (24, 30)  # top-1 category, 80.0% (catalogue 5ab8dd9)
FRESH326_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 5ab8dd9)
FRESH327_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 5ab8dd9)
FRESH324_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5ab8dd9)
FRESH325_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5ab8dd9)
FRESH326_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5ab8dd9)
FRESH327_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5ab8dd9)
# Misses still open (the first-run misses, unless fixed by round 64, tests/corpus/README.md "Sixty-fourth round")
FRESH324_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 64
FRESH325_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 64
FRESH326_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH327_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 64
FRESH324_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH325_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH326_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH327_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND64 = ('fresh324', 'fresh325', 'fresh326', 'fresh327')   # explicit: fresh328+ are not in this round
# fresh328.yaml .. fresh332.yaml and their events files, session r24's wave 25: collected BY CAUSE in five contexts
# (protein structure prediction, LLM post-training frameworks, GPU monitoring tools, Python GPU array and JIT
# libraries, LLM evaluation harnesses) by collectors who never ran explain, labelled and committed before the first
# run on catalogue 4b17dec3 (round 63's signatures); tuning data since round 65.
FRESH328_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 4b17dec3)
FRESH329_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue 4b17dec3)
FRESH330_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 4b17dec3)
FRESH331_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue 4b17dec3)
FRESH332_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 4b17dec3)
FRESH328_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4b17dec3)
FRESH329_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4b17dec3)
FRESH330_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4b17dec3)
FRESH331_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4b17dec3)
FRESH332_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4b17dec3)
# Misses still open (the first-run misses, unless fixed by round 65, tests/corpus/README.md "Sixty-fifth round")
FRESH328_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH329_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 65
FRESH330_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 65
FRESH331_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 65
FRESH332_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH328_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH329_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH330_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH331_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH332_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND65 = ('fresh328', 'fresh329', 'fresh330', 'fresh331', 'fresh332')   # explicit: fresh333+ are not in this round
# fresh333.yaml .. fresh339.yaml and their events files, session r24's waves 26 (fresh333..335: Ray clusters, GPU
# data processing on Spark, TensorRT) and 27 (fresh336..339: the JAX ecosystem, differentiable rendering, Chinese open
# LLM repositories, Hugging Face libraries): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first runs on catalogues 1c80456e (round 64) and 8029f165 (round 65); tuning data since round 66.
FRESH333_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 1c80456e)
FRESH334_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 1c80456e)
FRESH335_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue 1c80456e)
FRESH336_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue 8029f165)
FRESH337_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 8029f165)
FRESH338_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue 8029f165)
FRESH339_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 8029f165)
FRESH333_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1c80456e)
FRESH334_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1c80456e)
FRESH335_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1c80456e)
FRESH336_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8029f165)
FRESH337_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8029f165)
FRESH338_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8029f165)
FRESH339_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8029f165)
# Misses still open (the first-run misses, unless fixed by round 66, tests/corpus/README.md "Sixty-sixth round")
FRESH333_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH334_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 66
FRESH335_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH336_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses right since round 66 (modular#5187 by resemblance to itself)
FRESH337_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH338_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 66
FRESH339_KNOWN_MISSES = frozenset({
    "https://github.com/dusty-nv/jetson-containers/issues/799",  # want container_runtime_misconfigured, got driver_not_loaded: first-run miss, left open by round 66: the container reading rests on prose ('When I run the container'), which is not container evidence; torch's 'Found no NVIDIA driver' reads driver_not_loaded (88:4) first, both readings named
})
FRESH333_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH334_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH335_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH336_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH337_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH338_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH339_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND66 = ('fresh333', 'fresh334', 'fresh335', 'fresh336', 'fresh337', 'fresh338', 'fresh339')   # explicit: fresh340+ are not in this round
# fresh340.yaml .. fresh342.yaml and their events files, session r24's wave 28 (OpenMMLab, the PaddlePaddle
# ecosystem, deep-learning frameworks other than PyTorch/TensorFlow/JAX/Paddle): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue 505ab9b (round 66's signatures);
# tuning data since round 67.
FRESH340_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue 505ab9b)
FRESH341_FIRST_RUN = (15, 17)  # top-1 category, 88.2% (catalogue 505ab9b)
FRESH342_FIRST_RUN = (6, 12)  # top-1 category, 50.0% (catalogue 505ab9b)
FRESH340_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 505ab9b)
FRESH341_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 505ab9b)
FRESH342_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 505ab9b)
# Misses still open (the first-run misses, unless fixed by round 67, tests/corpus/README.md "Sixty-seventh round")
FRESH340_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 67
FRESH341_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 67
FRESH342_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 67
FRESH340_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH341_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH342_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND67 = ('fresh340', 'fresh341', 'fresh342')   # explicit: fresh343+ are not in this round
# fresh343.yaml .. fresh347.yaml and their events files, session r25's wave 29 (video generation and image-to-3D,
# text-to-speech and voice cloning, large-scale training frameworks, graph/recommender/tabular ML, vision-language
# models): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on
# catalogue 6cb2f15d (round 67's final); tuning data since round 68.
FRESH343_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 6cb2f15d)
FRESH344_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 6cb2f15d)
FRESH345_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 6cb2f15d)
FRESH346_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 6cb2f15d)
FRESH347_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 6cb2f15d)
FRESH343_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6cb2f15d)
FRESH344_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6cb2f15d)
FRESH345_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6cb2f15d)
FRESH346_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6cb2f15d)
FRESH347_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6cb2f15d)
# Misses still open (the first-run misses, unless fixed by round 68, tests/corpus/README.md "Sixty-eighth round")
FRESH343_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH344_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 68
FRESH345_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH346_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses: dgl#2560 and dgl-ke#186 fixed by round 68; xgboost#2775 right only by resemblance to itself since the wiring (the excerpt wraps 'initialization error' inside its first word, so no line states the cause; no rule for one text)
FRESH347_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH343_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH344_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH345_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH346_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH347_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND68 = ('fresh343', 'fresh344', 'fresh345', 'fresh346', 'fresh347')   # explicit: fresh348+ are not in this round
# fresh348.yaml .. fresh351.yaml, session r25's wave 30 (the "pages" corpus: NVIDIA forums, framework forums, Stack
# Exchange, blogs; fresh351 is empty) and fresh352.yaml .. fresh358.yaml, session r26's wave 31 (documentation pages:
# NVIDIA, cloud providers, ML frameworks, cluster software; repository files: FAQ/troubleshooting markdown, committed
# run output, operations notes), with their events files: collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on the catalogue named; tuning data since round 72. fresh358's
# leptonai/gpud Xid README quotes nearly the dmesg excerpt logs.yaml already holds from gpud PR#46 (a near-duplicate:
# not a first contact in the strict sense; session r26's note reports wave 31 with and without it).
FRESH348_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue fd5a429d)
FRESH349_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue fd5a429d)
FRESH350_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue fd5a429d)
FRESH351_FIRST_RUN = (0, 0)  # an empty batch: nothing to score (catalogue efd033d4)
FRESH352_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 66882082)
FRESH353_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 66882082)
FRESH354_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 66882082)
FRESH355_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 66882082)
FRESH356_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 66882082)
FRESH357_FIRST_RUN = (1, 2)  # top-1 category, 50.0% (catalogue 66882082)
FRESH358_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 66882082)
FRESH348_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 72dbcd47)
FRESH349_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 72dbcd47)
FRESH350_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efd033d4)
FRESH351_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efd033d4)
FRESH352_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
FRESH353_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
FRESH354_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
FRESH355_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition (catalogue 66882082)
FRESH356_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
FRESH357_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
FRESH358_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 66882082)
# Misses still open (the first-run misses, unless fixed by round 72, tests/corpus/README.md "Seventy-second round")
FRESH348_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH349_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH350_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH351_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH352_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH353_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH354_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 72
FRESH355_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH356_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 72
FRESH357_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 72
FRESH358_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH348_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH349_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH350_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH351_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH352_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH353_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH354_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH355_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH356_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH357_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH358_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND72 = ('fresh348', 'fresh349', 'fresh350', 'fresh351', 'fresh352', 'fresh353', 'fresh354', 'fresh355', 'fresh356', 'fresh357', 'fresh358')   # explicit: fresh359+ are not in this round
# fresh359.yaml .. fresh362.yaml and their events files, session r26's wave 32 (repository files: Kubernetes GPU
# platform material, research-code FAQs, multi-node training notes, desktop / WSL / edge / graphics setups):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# a9dcc5b6 (round 72's final); tuning data since round 73.
FRESH359_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue a9dcc5b6)
FRESH360_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue a9dcc5b6)
FRESH361_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue a9dcc5b6)
FRESH362_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue a9dcc5b6)
FRESH359_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a9dcc5b6)
FRESH360_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a9dcc5b6)
FRESH361_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a9dcc5b6)
FRESH362_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a9dcc5b6)
# Misses still open (the first-run misses, unless fixed by round 73, tests/corpus/README.md "Seventy-third round")
FRESH359_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH360_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH361_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH362_KNOWN_MISSES = frozenset()   # PRISM-AI-DoD SECURE_BOOT_FIX.md, open since round 73, read right since round 127 (gpu/modprobe-module-key-rejected)
FRESH359_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH360_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH361_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH362_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND73 = ('fresh359', 'fresh360', 'fresh361', 'fresh362')   # explicit: fresh363+ are not in this round
# fresh363.yaml .. fresh366.yaml and their events files, session r26's wave 33 (repository files: Chinese / Korean
# notes and FAQs, self-hosted GPU apps, HPC centre docs, model serving and MLOps repositories): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 09854554 (round 73's
# final); tuning data since round 74.
FRESH363_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 09854554)
FRESH364_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 09854554)
FRESH365_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 09854554)
FRESH366_FIRST_RUN = (0, 1)  # top-1 category, 0.0% (catalogue 09854554)
FRESH363_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 09854554)
FRESH364_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 09854554)
FRESH365_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 09854554)
FRESH366_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 09854554)
# Misses still open (the first-run misses, unless fixed by round 74, tests/corpus/README.md "Seventy-fourth round")
FRESH363_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH364_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH365_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH366_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 74
FRESH363_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH364_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH365_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH366_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND74 = ('fresh363', 'fresh364', 'fresh365', 'fresh366')   # explicit: fresh367+ are not in this round
# fresh367.yaml .. fresh370.yaml and their events files, session r27's wave 34 (repository files: scientific and
# life-science GPU codes, robotics / simulation / rendering, GPU code in languages other than Python, teaching and
# tutorial repositories): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 22d59f10 (round 74's final); tuning data since round 75.
FRESH367_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 22d59f10)
FRESH368_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 22d59f10)
FRESH369_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 22d59f10)
FRESH370_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 22d59f10)
FRESH367_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 22d59f10)
FRESH368_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 22d59f10)
FRESH369_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 22d59f10)
FRESH370_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 22d59f10)
# Misses still open (the first-run misses, unless fixed by round 75, tests/corpus/README.md "Seventy-fifth round")
FRESH367_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH368_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH369_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH370_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH367_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH368_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH369_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH370_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND75 = ('fresh367', 'fresh368', 'fresh369', 'fresh370')   # explicit: fresh371+ are not in this round
# fresh371.yaml .. fresh374.yaml and their events files, session r27's wave 35 (repository files: personal knowledge
# bases and cheat-sheets (none found), changelogs and release notes (none found), debugging journals and fix reports,
# non-English notes): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 43d5e6d1 (round 75's final); tuning data since round 76.
FRESH371_FIRST_RUN = (0, 0)  # an empty batch: nothing to score (catalogue 43d5e6d1)
FRESH372_FIRST_RUN = (0, 0)  # an empty batch: nothing to score (catalogue 43d5e6d1)
FRESH373_FIRST_RUN = (1, 2)  # top-1 category, 50.0% (catalogue 43d5e6d1)
FRESH374_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 43d5e6d1)
FRESH371_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 43d5e6d1)
FRESH372_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 43d5e6d1)
FRESH373_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 43d5e6d1)
FRESH374_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 43d5e6d1)
# Misses still open (the first-run misses, unless fixed by round 76, tests/corpus/README.md "Seventy-sixth round")
FRESH371_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH372_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH373_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 76
FRESH374_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH371_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH372_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH373_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH374_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND76 = ('fresh371', 'fresh372', 'fresh373', 'fresh374')   # explicit: fresh375+ are not in this round
# fresh375.yaml .. fresh377.yaml and their events files, session r27's wave 36 (GitHub issue threads: programs whose
# messages were read from source this session, Kubernetes distributions and batch schedulers, the driver's open-source
# pieces and host container layers): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue a2223997 (round 77's final); tuning data since round 79.
FRESH375_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue a2223997)
FRESH376_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue a2223997)
FRESH377_FIRST_RUN = (6, 11)  # top-1 category, 54.5% (catalogue a2223997)
FRESH375_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a2223997)
FRESH376_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a2223997)
FRESH377_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a2223997)
# Misses still open (the first-run misses, unless fixed by round 79, tests/corpus/README.md "Seventy-ninth round")
FRESH375_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH376_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 79
FRESH377_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 79
FRESH375_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH376_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH377_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND79 = ('fresh375', 'fresh376', 'fresh377')   # explicit: fresh378+ are not in this round
# fresh378.yaml .. fresh380.yaml and their events files, session r27's wave 37 (GitHub issue threads: communication and
# KV-transfer libraries, GPU health and MLOps agents, NVIDIA SDKs): collected BY CAUSE by collectors who never ran
# explain, labelled and committed before their
# first run on catalogue ce07daa0 (round 79's final); tuning data since round 80.
FRESH378_FIRST_RUN = (5, 11)  # top-1 category, 45.5% (catalogue ce07daa0)
FRESH379_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue ce07daa0)
FRESH380_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue ce07daa0)
FRESH378_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ce07daa0)
FRESH379_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ce07daa0)
FRESH380_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ce07daa0)
# Misses still open (the first-run misses, unless fixed by round 80, tests/corpus/README.md "Eightieth round")
FRESH378_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/pytorch/issues/170479'})    # open: labels that conflict (README 'Eightieth round'); LMCache#523 and #681 right since round 87
FRESH379_KNOWN_MISSES: frozenset = frozenset({'https://github.com/utkuozdemir/nvidia_gpu_exporter/issues/64'})    # open: 'exit status 12' alone
FRESH380_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NVIDIA-AI-IOT/deepstream_360_d_smart_parking_application/issues/18'})    # open: the libcuda host/container split
FRESH378_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH379_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH380_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND80 = ('fresh378', 'fresh379', 'fresh380')   # explicit: fresh381+ are not in this round
# fresh381.yaml .. fresh385.yaml and their events files, session r28's wave 38 (GitHub issue threads: home-lab media
# servers, HPC codes, life-science tools, RL / robotics simulators, container engines): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their
# first run on catalogue a14ade4b (round 81's final); tuning data since round 82.
FRESH381_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue a14ade4b)
FRESH382_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue a14ade4b)
FRESH383_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue a14ade4b)
FRESH384_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue a14ade4b)
FRESH385_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue a14ade4b)
FRESH381_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a14ade4b)
FRESH382_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a14ade4b)
FRESH383_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a14ade4b)
FRESH384_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a14ade4b)
FRESH385_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a14ade4b)
# Misses still open (the first-run misses, unless fixed by round 82, tests/corpus/README.md "Eighty-second round")
FRESH381_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH382_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 82
FRESH383_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH384_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 82
FRESH385_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH381_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH382_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH383_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH384_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH385_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND82 = ('fresh381', 'fresh382', 'fresh383', 'fresh384', 'fresh385')   # explicit: fresh386+ are not in this round
# fresh386.yaml .. fresh390.yaml and their events files, session r28's wave 39 (GitHub issue threads: speech and audio,
# GPU data science, GPU compilers and kernel libraries, LLM trainers, vision-language models): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their
# first run on catalogue 1ee1dc50 (round 82's final); tuning data since round 83.
FRESH386_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue 1ee1dc50)
FRESH387_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue 1ee1dc50)
FRESH388_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 1ee1dc50)
FRESH389_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue 1ee1dc50)
FRESH390_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 1ee1dc50)
FRESH386_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1ee1dc50)
FRESH387_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1ee1dc50)
FRESH388_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 1ee1dc50)
FRESH389_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1ee1dc50)
FRESH390_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1ee1dc50)
# Misses still open (the first-run misses, unless fixed by round 83, tests/corpus/README.md "Eighty-third round")
FRESH386_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH387_KNOWN_MISSES: frozenset = frozenset({'https://github.com/milvus-io/milvus-helm/issues/169'})    # open: the libnvidia-ml host/container split (README 'Eighty-third round'); FBGEMM#1401 right since round 87
FRESH388_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 83
FRESH389_KNOWN_MISSES: frozenset = frozenset({'https://github.com/PrimeIntellect-ai/verifiers/issues/760'})    # open: a bare [Errno 98] (README 'Eighty-third round'); UserRL#4 right since round 87
FRESH390_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH386_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH387_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH388_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH389_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH390_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND83 = ('fresh386', 'fresh387', 'fresh388', 'fresh389', 'fresh390')   # explicit: fresh391+ are not in this round
# fresh391.yaml .. fresh395.yaml and their events files, session r28's wave 40 (GitHub issue threads: MLOps pipelines,
# cloud ML platforms, model servers, rendering and 3D reconstruction, Kubernetes GPU scheduling): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their
# first run on catalogue 344c030c (round 83's final); tuning data since round 84.
FRESH391_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 344c030c)
FRESH392_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue 344c030c)
FRESH393_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue 344c030c)
FRESH394_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue 344c030c)
FRESH395_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 344c030c)
FRESH391_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 344c030c)
FRESH392_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 344c030c)
FRESH393_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 344c030c)
FRESH394_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 344c030c)
FRESH395_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 344c030c)
# Misses still open (the first-run misses, unless fixed by round 84, tests/corpus/README.md "Eighty-fourth round")
FRESH391_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH392_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH393_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 84
FRESH394_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 84
FRESH395_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/pytorch/issues/150916'})    # open: a peer closing the socket mid-collective (README 'Eighty-fourth round')
FRESH391_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH392_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH393_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH394_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH395_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND84 = ('fresh391', 'fresh392', 'fresh393', 'fresh394', 'fresh395')   # explicit: fresh396+ are not in this round
# fresh396.yaml .. fresh400.yaml and their events files, session r28's wave 41 (GitHub issue threads: Jetson and edge,
# desktop AI apps, graph / quantum libraries, cracking and mining tools, scientific imaging): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their
# first run on catalogue 2f0bb13a (round 84's final); tuning data since round 85.
FRESH396_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 2f0bb13a)
FRESH397_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue 2f0bb13a)
FRESH398_FIRST_RUN = (3, 5)  # top-1 category, 60.0% (catalogue 2f0bb13a)
FRESH399_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 2f0bb13a)
FRESH400_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue 2f0bb13a)
FRESH396_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f0bb13a)
FRESH397_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f0bb13a)
FRESH398_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f0bb13a)
FRESH399_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f0bb13a)
FRESH400_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f0bb13a)
# Misses still open (the first-run misses, unless fixed by round 85, tests/corpus/README.md "Eighty-fifth round")
FRESH396_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 85
FRESH397_KNOWN_MISSES: frozenset = frozenset({'https://github.com/Acly/krita-ai-diffusion/issues/1382'})    # open: a bare 'CUDA error: operation not supported', read now only through the resemblance reference (its own text; README 'Eighty-fifth round')
FRESH398_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 85
FRESH399_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 85
FRESH400_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH396_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH397_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH398_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH399_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH400_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND85 = ('fresh396', 'fresh397', 'fresh398', 'fresh399', 'fresh400')   # explicit: fresh401+ are not in this round
# fresh401.yaml .. fresh405.yaml and their events files, session r29's wave 42 (GitHub issue threads: zero-knowledge
# provers and blockchain GPU software, GPU virtualization and sandboxes, game streaming and remote desktops, weather /
# climate / physics ML, recommender and tabular ML):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue bb181f72 (round 85's final); tuning data since round 86.
FRESH401_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue bb181f72)
FRESH402_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue bb181f72)
FRESH403_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue bb181f72)
FRESH404_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue bb181f72)
FRESH405_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue bb181f72)
FRESH401_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bb181f72)
FRESH402_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bb181f72)
FRESH403_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bb181f72)
FRESH404_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bb181f72)
FRESH405_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bb181f72)
# Misses still open (the first-run misses, unless fixed by round 86, tests/corpus/README.md round 86)
FRESH401_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 86
FRESH402_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH403_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH404_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 86
FRESH405_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 86
FRESH401_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH402_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH403_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH404_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH405_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND86 = ('fresh401', 'fresh402', 'fresh403', 'fresh404', 'fresh405')   # explicit: fresh406+ are not in this round
# fresh406.yaml .. fresh410.yaml and their events files, session r29's wave 43 (GitHub issue threads: autonomous
# driving and 3D perception, video diffusion and 3D generation, local LLM apps, self-hosted photo / video AI and GPU
# video tools, JVM and .NET ML stacks):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 67d2b0a7 (round 86's final); tuning data since round 87.
FRESH406_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue 67d2b0a7)
FRESH407_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 67d2b0a7)
FRESH408_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 67d2b0a7)
FRESH409_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 67d2b0a7)
FRESH410_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue 67d2b0a7)
FRESH406_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 67d2b0a7)
FRESH407_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 67d2b0a7)
FRESH408_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 67d2b0a7)
FRESH409_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 67d2b0a7)
FRESH410_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 67d2b0a7)
# Misses still open (the first-run misses, unless fixed by round 87, tests/corpus/README.md round 87)
FRESH406_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH407_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 87
FRESH408_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 87
FRESH409_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 87
FRESH410_KNOWN_MISSES: frozenset = frozenset({'https://github.com/dotnet/TorchSharp/issues/449'})    # open: TorchSharp's missing libtorch package reference, a label conflict with negatives10 (README round 87)
FRESH406_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH407_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH408_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH409_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH410_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND87 = ('fresh406', 'fresh407', 'fresh408', 'fresh409', 'fresh410')   # explicit: fresh411+ are not in this round
# fresh411.yaml .. fresh415.yaml and their events files, session r29's wave 44 (GitHub issue threads: computational
# chemistry and materials ML, medical imaging AI, OCR and document AI, time-series forecasting and quant ML, GPU
# monitoring and observability):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 5cc37128 (round 87's final); tuning data since round 88.
FRESH411_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 5cc37128)
FRESH412_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 5cc37128)
FRESH413_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 5cc37128)
FRESH414_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue 5cc37128)
FRESH415_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue 5cc37128)
FRESH411_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5cc37128)
FRESH412_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5cc37128)
FRESH413_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5cc37128)
FRESH414_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5cc37128)
FRESH415_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition (catalogue 5cc37128)
# Misses still open (the first-run misses, unless fixed by round 88, tests/corpus/README.md round 88)
FRESH411_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH412_KNOWN_MISSES: frozenset = frozenset()    # the 1 first-run miss fixed by round 88
FRESH413_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 88
FRESH414_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/pytorch/issues/14193', 'https://github.com/pytorch/pytorch/issues/181375'})    # open: torch's own DLLs failing to load on Windows, label conflicts with negatives (README round 88)
FRESH415_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 88
FRESH411_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH412_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH413_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH414_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH415_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND88 = ('fresh411', 'fresh412', 'fresh413', 'fresh414', 'fresh415')   # explicit: fresh416+ are not in this round
# fresh416.yaml .. fresh420.yaml and their events files, session r29's wave 45 (GitHub issue threads: audio and music
# generation, vector search and embedding servers, HPC portability layers, computer-vision training toolkits,
# photogrammetry / SLAM / 3D reconstruction):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 8a51756f (round 88's final); tuning data since round 89.
FRESH416_FIRST_RUN = (19, 19)  # top-1 category, 100.0% (catalogue 8a51756f)
FRESH417_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 8a51756f)
FRESH418_FIRST_RUN = (15, 19)  # top-1 category, 78.9% (catalogue 8a51756f)
FRESH419_FIRST_RUN = (20, 20)  # top-1 category, 100.0% (catalogue 8a51756f)
FRESH420_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue 8a51756f)
FRESH416_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8a51756f)
FRESH417_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8a51756f)
FRESH418_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8a51756f)
FRESH419_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8a51756f)
FRESH420_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8a51756f)
# Misses still open (the first-run misses, unless fixed by round 89, tests/corpus/README.md round 89)
FRESH416_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH417_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH418_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 89
FRESH419_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH420_KNOWN_MISSES: frozenset = frozenset({'https://github.com/mp3guy/ElasticFusion/issues/171'})    # open: a bare 'invalid texture reference', no cause stated (README round 89)
FRESH416_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH417_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH418_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH419_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH420_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND89 = ('fresh416', 'fresh417', 'fresh418', 'fresh419', 'fresh420')   # explicit: fresh421+ are not in this round
# fresh421.yaml .. fresh425.yaml and their events files, session r29's wave 46 (GitHub issue threads: notebook
# platforms, image restoration and face tools, RL-for-LLM frameworks, PC gaming translation layers, LLM serving on
# Kubernetes):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 0a12b557 (round 89's final); tuning data since round 90.
FRESH421_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 0a12b557)
FRESH422_FIRST_RUN = (20, 20)  # top-1 category, 100.0% (catalogue 0a12b557)
FRESH423_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 0a12b557)
FRESH424_FIRST_RUN = (16, 18)  # top-1 category, 88.9% (catalogue 0a12b557)
FRESH425_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 0a12b557)
FRESH421_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0a12b557)
FRESH422_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0a12b557)
FRESH423_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0a12b557)
FRESH424_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0a12b557)
FRESH425_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0a12b557)
# Misses still open (the first-run misses, unless fixed by round 90, tests/corpus/README.md round 90)
FRESH421_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 90
FRESH422_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH423_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 90
FRESH424_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ValveSoftware/Proton/issues/7209'})    # open: Wine's 'xrandr14_get_adapters Failed to get adapters', the second label says none (README round 90)
FRESH425_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH421_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH422_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH423_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH424_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH425_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND90 = ('fresh421', 'fresh422', 'fresh423', 'fresh424', 'fresh425')   # explicit: fresh426+ are not in this round
# fresh426.yaml .. fresh430.yaml and their events files, session r30's wave 47 (GitHub issue threads: geospatial and
# NLP libraries, hyper-parameter search / AutoML / federated learning, CI and build pipelines for CUDA software,
# video-analytics pipelines, Julia and Rust GPU ecosystems):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue bd5f8b42 (round 90's final); tuning data since round 91.
FRESH426_FIRST_RUN = (17, 17)  # top-1 category, 100.0% (catalogue bd5f8b42)
FRESH427_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue bd5f8b42)
FRESH428_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue bd5f8b42)
FRESH429_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue bd5f8b42)
FRESH430_FIRST_RUN = (7, 11)  # top-1 category, 63.6% (catalogue bd5f8b42)
FRESH426_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bd5f8b42)
FRESH427_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bd5f8b42)
FRESH428_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bd5f8b42)
FRESH429_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bd5f8b42)
FRESH430_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bd5f8b42)
# Misses still open (the first-run misses, unless fixed by round 91, tests/corpus/README.md round 91)
FRESH426_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH427_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 91
FRESH428_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 91
FRESH429_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 91
FRESH430_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 91
FRESH426_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH427_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH428_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH429_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH430_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND91 = ('fresh426', 'fresh427', 'fresh428', 'fresh429', 'fresh430')   # explicit: fresh431+ are not in this round
# fresh431.yaml .. fresh435.yaml and their events files, session r30's wave 48 (GitHub issue threads: game-console
# emulators, data-annotation tools, LLM evaluation harnesses, GPU databases and dataframe engines, CFD / FEM / sparse
# solvers):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 188ee0ec (round 91's final); tuning data since round 92.
FRESH431_FIRST_RUN = (20, 26)  # top-1 category, 76.9% (catalogue 188ee0ec)
FRESH432_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 188ee0ec)
FRESH433_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 188ee0ec)
FRESH434_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 188ee0ec)
FRESH435_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 188ee0ec)
FRESH431_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 188ee0ec)
FRESH432_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 188ee0ec)
FRESH433_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 188ee0ec)
FRESH434_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 188ee0ec)
FRESH435_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 188ee0ec)
# Misses still open (the first-run misses, unless fixed by round 92, tests/corpus/README.md round 92)
FRESH431_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 92
FRESH432_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH433_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH434_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH435_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 92
FRESH431_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH432_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH433_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH434_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH435_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND92 = ('fresh431', 'fresh432', 'fresh433', 'fresh434', 'fresh435')   # explicit: fresh436+ are not in this round
# fresh436.yaml .. fresh440.yaml and their events files, session r30's wave 49 (GitHub issue threads: deep-learning
# course repositories, open-weight model releases, VR / XR runtimes and 3-D visualisation, LLM pre-training frameworks,
# OpenCV / dlib / face-recognition libraries):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 0cee8627 (round 92's final); tuning data since round 93.
FRESH436_FIRST_RUN = (17, 19)  # top-1 category, 89.5% (catalogue 0cee8627)
FRESH437_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 0cee8627)
FRESH438_FIRST_RUN = (10, 14)  # top-1 category, 71.4% (catalogue 0cee8627)
FRESH439_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 0cee8627)
FRESH440_FIRST_RUN = (17, 17)  # top-1 category, 100.0% (catalogue 0cee8627)
FRESH436_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0cee8627)
FRESH437_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0cee8627)
FRESH438_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0cee8627)
FRESH439_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0cee8627)
FRESH440_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0cee8627)
# Misses still open (the first-run misses, unless fixed by round 93, tests/corpus/README.md round 93)
FRESH436_KNOWN_MISSES: frozenset = frozenset({'https://github.com/MohamadZeina/Disco_Diffusion_Local/issues/22'})
# (open: "No such file or directory: 'nvidia-smi'" reads the container first, 21:5 earlier; README round 93)
FRESH437_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 93
FRESH438_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 93
FRESH439_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 93
FRESH440_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH436_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH437_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH438_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH439_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH440_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND93 = ('fresh436', 'fresh437', 'fresh438', 'fresh439', 'fresh440')   # explicit: fresh441+ are not in this round
# fresh441.yaml .. fresh445.yaml and their events files, session r30's wave 50 (GitHub issue threads: diffusion
# fine-tuning tools, point-cloud / 3-D deep-learning libraries, robot-learning frameworks, video interpolation /
# upscaling pipelines, protein-structure / molecular ML):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 63770aa4 (round 93's final); tuning data since round 94.
FRESH441_FIRST_RUN = (17, 17)  # top-1 category, 100.0% (catalogue 63770aa4)
FRESH442_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 63770aa4)
FRESH443_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue 63770aa4)
FRESH444_FIRST_RUN = (6, 9)  # top-1 category, 66.7% (catalogue 63770aa4)
FRESH445_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 63770aa4)
FRESH441_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 63770aa4)
FRESH442_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 63770aa4)
FRESH443_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 63770aa4)
FRESH444_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 63770aa4)
FRESH445_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 63770aa4)
# Misses still open (the first-run misses, unless fixed by round 94, tests/corpus/README.md round 94)
FRESH441_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH442_KNOWN_MISSES: frozenset = frozenset({'https://github.com/traveller59/spconv/issues/419'})
# (open: cumm's 'blocks must be positive, but got N= 0'; the second label says none; README round 94)
FRESH443_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ARISE-Initiative/robosuite/issues/743',
                                             'https://github.com/NVlabs/dexmimicgen/issues/8'})
# (open: Mesa's dri2 / swrast warnings alone, printed on working machines too; README round 94)
FRESH444_KNOWN_MISSES: frozenset = frozenset({'https://github.com/nihui/waifu2x-ncnn-vulkan/issues/1'})
# (open: 'vkAllocateMemory failed -1' is host memory, VK_ERROR_OUT_OF_HOST_MEMORY; README round 94)
FRESH445_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 94
FRESH441_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH442_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH443_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH444_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH445_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND94 = ('fresh441', 'fresh442', 'fresh443', 'fresh444', 'fresh445')   # explicit: fresh446+ are not in this round
# fresh446.yaml .. fresh450.yaml and their events files, session r30's wave 51 (GitHub issue threads: neuroscience
# tools, R and MATLAB GPU ecosystems, self-hosted AI add-ons, physics simulation codes, LLM quantization toolkits):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue c2ad64f7 (round 94's final); tuning data since round 95.
FRESH446_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue c2ad64f7)
FRESH447_FIRST_RUN = (3, 5)  # top-1 category, 60.0% (catalogue c2ad64f7)
FRESH448_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue c2ad64f7)
FRESH449_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue c2ad64f7)
FRESH450_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue c2ad64f7)
FRESH446_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c2ad64f7)
FRESH447_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c2ad64f7)
FRESH448_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c2ad64f7)
FRESH449_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c2ad64f7)
FRESH450_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c2ad64f7)
# Misses still open (the first-run misses, unless fixed by round 95, tests/corpus/README.md round 95)
FRESH446_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 95
FRESH447_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 95
FRESH448_KNOWN_MISSES: frozenset = frozenset({'https://github.com/sam-dumont/immich-video-memory-generator/issues/936'})
# (no entry: 'libva could not open a device' names no NVIDIA driver; the retrained classifier, which has it as
# tuning data, now reads it at low confidence; README round 95)
FRESH449_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pypr/pysph/issues/273'})    # open: README round 95
FRESH450_KNOWN_MISSES: frozenset = frozenset({'https://github.com/casper-hansen/AutoAWQ/issues/105'})    # open: README round 95
FRESH446_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH447_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH448_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH449_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH450_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND95 = ('fresh446', 'fresh447', 'fresh448', 'fresh449', 'fresh450')   # explicit: fresh451+ are not in this round
# fresh451.yaml .. fresh455.yaml and their events files, session r30's wave 52 (GitHub issue threads: serverless GPU
# platforms, cross-platform inference runtimes, game-AI / RL environments, speech-to-text servers, Kubernetes GPU
# scheduling add-ons):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 343533a0 (round 95's final); tuning data since round 96.
FRESH451_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue 343533a0)
FRESH452_FIRST_RUN = (9, 15)  # top-1 category, 60.0% (catalogue 343533a0)
FRESH453_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 343533a0)
FRESH454_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 343533a0)
FRESH455_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 343533a0)
FRESH451_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 343533a0)
FRESH452_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 343533a0)
FRESH453_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 343533a0)
FRESH454_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 343533a0)
FRESH455_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 343533a0)
# Misses still open (the first-run misses, unless fixed by round 96, tests/corpus/README.md round 96)
FRESH451_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH452_KNOWN_MISSES: frozenset = frozenset({'https://github.com/mlc-ai/web-llm/issues/241'})    # open: README round 96
FRESH453_KNOWN_MISSES: frozenset = frozenset({'https://github.com/OpenNMT/OpenNMT-py/issues/1442'})    # open: README round 96
FRESH454_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 96
FRESH455_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH451_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH452_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH453_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH454_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH455_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND96 = ('fresh451', 'fresh452', 'fresh453', 'fresh454', 'fresh455')   # explicit: fresh456+ are not in this round
# fresh456.yaml .. fresh460.yaml and their events files, session r31's wave 53 (GitHub issue threads: recommender-system
# stacks, image-to-3D generation, state-space / linear-attention kernel libraries, distributed Python HPC runtimes, vision
# foundation-model repos):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue c1610e34 (round 96's final); tuning data since round 97.
FRESH456_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue c1610e34)
FRESH457_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue c1610e34)
FRESH458_FIRST_RUN = (13, 17)  # top-1 category, 76.5% (catalogue c1610e34)
FRESH459_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue c1610e34)
FRESH460_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue c1610e34)
FRESH456_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1610e34)
FRESH457_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1610e34)
FRESH458_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1610e34)
FRESH459_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1610e34)
FRESH460_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1610e34)
# Misses still open (the first-run misses, unless fixed by round 97, tests/corpus/README.md round 97)
FRESH456_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ELS-RD/transformer-deploy/issues/51'})    # open: README round 97
FRESH457_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 97
FRESH458_KNOWN_MISSES: frozenset = frozenset({'https://github.com/josStorer/RWKV-Runner/issues/406'})    # open: README round 97
FRESH459_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pmodels/mpich/issues/7321'})    # open: README round 97
FRESH460_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH456_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH457_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH458_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH459_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH460_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND97 = ('fresh456', 'fresh457', 'fresh458', 'fresh459', 'fresh460')   # explicit: fresh461+ are not in this round
# fresh461.yaml .. fresh465.yaml and their events files, session r31's wave 54 (GitHub issue threads: model-compression
# toolkits, multi-object tracking and pose estimation, scientific ML and neural operators, text-embedding and retrieval
# stacks, music source separation and singing voice):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue b498e079 (round 97's final); tuning data since round 98.
FRESH461_FIRST_RUN = (8, 11)  # top-1 category, 72.7% (catalogue b498e079)
FRESH462_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue b498e079)
FRESH463_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue b498e079)
FRESH464_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue b498e079)
FRESH465_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue b498e079)
FRESH461_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b498e079)
FRESH462_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b498e079)
FRESH463_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b498e079)
FRESH464_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b498e079)
FRESH465_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b498e079)
# Misses still open (the first-run misses, unless fixed by round 98, tests/corpus/README.md round 98)
FRESH461_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 98
FRESH462_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 98
FRESH463_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/pytorch/issues/88038'})    # open: README round 98
FRESH464_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH465_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH461_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH462_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH463_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH464_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH465_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND98 = ('fresh461', 'fresh462', 'fresh463', 'fresh464', 'fresh465')   # explicit: fresh466+ are not in this round
# fresh466.yaml .. fresh470.yaml and their events files, session r31's wave 55 (GitHub issue threads: talking-head and
# lip-sync projects, video matting and segmentation, optical flow / stereo / depth research code, industrial anomaly
# detection, identity and adapter image generation):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue d6440562 (round 98's final); tuning data since round 99.
FRESH466_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue d6440562)
FRESH467_FIRST_RUN = (15, 16)  # top-1 category, 93.8% (catalogue d6440562)
FRESH468_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue d6440562)
FRESH469_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue d6440562)
FRESH470_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue d6440562)
FRESH466_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d6440562)
FRESH467_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d6440562)
FRESH468_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d6440562)
FRESH469_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d6440562)
FRESH470_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d6440562)
# Misses still open (the first-run misses, unless fixed by round 99, tests/corpus/README.md round 99)
FRESH466_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH467_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 99
FRESH468_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH469_KNOWN_MISSES: frozenset = frozenset({'https://github.com/WongKinYiu/yolov7/issues/1462'})    # open: README round 99
FRESH470_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 99
FRESH466_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH467_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH468_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH469_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH470_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND99 = ('fresh466', 'fresh467', 'fresh468', 'fresh469', 'fresh470')   # explicit: fresh471+ are not in this round
# fresh471.yaml .. fresh475.yaml and their events files, session r31's wave 56 (GitHub issue threads: deep
# reinforcement-learning libraries, 3-D human body and avatar reconstruction, speech enhancement,
# mixture-of-experts and model-parallel training, GPU data loading):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue fa93dd4c (round 99's final); tuning data since round 100.
FRESH471_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue fa93dd4c)
FRESH472_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue fa93dd4c)
FRESH473_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue fa93dd4c)
FRESH474_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue fa93dd4c)
FRESH475_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue fa93dd4c)
FRESH471_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fa93dd4c)
FRESH472_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fa93dd4c)
FRESH473_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fa93dd4c)
FRESH474_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fa93dd4c)
FRESH475_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fa93dd4c)
# Misses still open (the first-run misses, unless fixed by round 100, tests/corpus/README.md round 100)
FRESH471_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 100
FRESH472_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 100
FRESH473_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH474_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH475_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 100
FRESH471_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH472_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH473_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH474_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH475_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND100 = ('fresh471', 'fresh472', 'fresh473', 'fresh474', 'fresh475')   # explicit: fresh476+ are not in this round
# fresh476.yaml .. fresh480.yaml and their events files, session r32's wave 57 (GitHub issue threads: time-series
# forecasting and foundation models, document AI and OCR, audio generation and text-to-speech, protein structure and
# molecular ML, image restoration and super-resolution):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue d444a35e (round 100's final); tuning data since round 101.
FRESH476_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue d444a35e)
FRESH477_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue d444a35e)
FRESH478_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue d444a35e)
FRESH479_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue d444a35e)
FRESH480_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue d444a35e)
FRESH476_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d444a35e)
FRESH477_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d444a35e)
FRESH478_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d444a35e)
FRESH479_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d444a35e)
FRESH480_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d444a35e)
# Misses still open (the first-run misses, unless fixed by round 101, tests/corpus/README.md round 101)
FRESH476_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH477_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 101
FRESH478_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 101
FRESH479_KNOWN_MISSES: frozenset = frozenset()    # localcolabfold#235 fixed by round 113 (XLA's 'DNN library initialization failed' reads the version mismatch first)
FRESH480_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH476_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH477_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH478_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH479_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH480_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND101 = ('fresh476', 'fresh477', 'fresh478', 'fresh479', 'fresh480')   # explicit: fresh481+ are not in this round
# fresh481.yaml .. fresh485.yaml and their events files, session r32's wave 58 (GitHub issue threads: robot
# learning and vision-language-action policies, autonomous-driving perception and simulation, federated and
# privacy-preserving learning, GPU quantum simulators and quantum chemistry, video-generation models):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue cceed20e (round 101's final); tuning data since round 102.
FRESH481_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue cceed20e)
FRESH482_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue cceed20e)
FRESH483_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue cceed20e)
FRESH484_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue cceed20e)
FRESH485_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue cceed20e)
FRESH481_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cceed20e)
FRESH482_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cceed20e)
FRESH483_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cceed20e)
FRESH484_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cceed20e)
FRESH485_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cceed20e)
# Misses still open (the first-run misses, unless fixed by round 102, tests/corpus/README.md round 102)
FRESH481_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH482_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH483_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 102
FRESH484_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 102
FRESH485_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH481_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH482_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH483_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH484_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH485_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND102 = ('fresh481', 'fresh482', 'fresh483', 'fresh484', 'fresh485')   # explicit: fresh486+ are not in this round
# fresh486.yaml .. fresh490.yaml and their events files, session r32's wave 59 (GitHub issue threads: astronomy
# and gravitational-wave GPU software, weather and climate ML, GPU SQL and dataframe engines, video transcoding with
# NVENC/NVDEC, microscopy and single-cell tools):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue c16fa8f3 (round 102's final); tuning data since round 103.
FRESH486_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue c16fa8f3)
FRESH487_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue c16fa8f3)
FRESH488_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue c16fa8f3)
FRESH489_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue c16fa8f3)
FRESH490_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue c16fa8f3)
FRESH486_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c16fa8f3)
FRESH487_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c16fa8f3)
FRESH488_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c16fa8f3)
FRESH489_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c16fa8f3)
FRESH490_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c16fa8f3)
# Misses still open (the first-run misses, unless fixed by round 103, tests/corpus/README.md round 103)
FRESH486_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 103
FRESH487_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH488_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH489_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH490_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH486_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH487_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH488_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH489_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH490_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND103 = ('fresh486', 'fresh487', 'fresh488', 'fresh489', 'fresh490')   # explicit: fresh491+ are not in this round
# fresh491.yaml .. fresh495.yaml and their events files, session r32's wave 60 (GitHub issue threads: LLM
# evaluation harnesses, zero-knowledge provers and GPU miners, k2 and other speech-recognition toolkits, scientific
# visualization and GPU rendering, RLHF and reasoning-RL frameworks):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 55a90677 (round 103's final); tuning data since round 104.
FRESH491_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 55a90677)
FRESH492_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 55a90677)
FRESH493_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 55a90677)
FRESH494_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue 55a90677)
FRESH495_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 55a90677)
FRESH491_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 55a90677)
FRESH492_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 55a90677)
FRESH493_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 55a90677)
FRESH494_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 55a90677)
FRESH495_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 55a90677)
# Misses still open (the first-run misses, unless fixed by round 104, tests/corpus/README.md round 104)
FRESH491_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH492_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 104
FRESH493_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH494_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 104
FRESH495_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH491_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH492_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH493_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH494_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH495_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND104 = ('fresh491', 'fresh492', 'fresh493', 'fresh494', 'fresh495')   # explicit: fresh496+ are not in this round
# fresh496.yaml .. fresh500.yaml and their events files, session r32's wave 61 (GitHub issue threads: GPU kernel DSLs
# and tensor compilers, GPU-aware MPI and HPC communication, edge video analytics, simulation-based RL environments,
# cloud GPU images and managed ML):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 9de62bb7 (round 104's final); tuning data since round 105.
FRESH496_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 9de62bb7)
FRESH497_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 9de62bb7)
FRESH498_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 9de62bb7)
FRESH499_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 9de62bb7)
FRESH500_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 9de62bb7)
FRESH496_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH497_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH498_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH499_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH500_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
# Misses still open (the first-run misses, unless fixed by round 105, tests/corpus/README.md round 105)
FRESH496_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 105
FRESH497_KNOWN_MISSES: frozenset = frozenset({'https://github.com/AMReX-Codes/amrex/pull/4589'})    # open: README round 105 (libgdsync#40 fixed)
FRESH498_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH499_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH500_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 105
FRESH496_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH497_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH498_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH499_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH500_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND105 = ('fresh496', 'fresh497', 'fresh498', 'fresh499', 'fresh500')   # explicit: fresh501+ are not in this round
# fresh501.yaml .. fresh505.yaml and their events files, session r32's wave 62 (GitHub issue threads: GPU vector
# search, ML interatomic potentials and GPU MD, classic NLP toolkits, photogrammetry and SfM, Node.js and browser ML
# runtimes):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 9de62bb7 (round 105's final); tuning data since round 106.
FRESH501_FIRST_RUN = (4, 7)  # top-1 category, 57.1% (catalogue 9de62bb7)
FRESH502_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 9de62bb7)
FRESH503_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 9de62bb7)
FRESH504_FIRST_RUN = (10, 14)  # top-1 category, 71.4% (catalogue 9de62bb7)
FRESH505_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue 9de62bb7)
FRESH501_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH502_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH503_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH504_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
FRESH505_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9de62bb7)
# Misses still open (the first-run misses, unless fixed by round 106, tests/corpus/README.md round 106)
FRESH501_KNOWN_MISSES: frozenset = frozenset({'https://github.com/xsc1234/Search-in-the-Chain/issues/10'})    # open: README round 106 (the two RAPIDS symbols fixed)
FRESH502_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH503_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH504_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 106
FRESH505_KNOWN_MISSES: frozenset = frozenset({'https://github.com/sandrohanea/whisper.net/issues/211'})    # open: README round 106 (headless-gl #48, #283 fixed)
FRESH501_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH502_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH503_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH504_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH505_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND106 = ('fresh501', 'fresh502', 'fresh503', 'fresh504', 'fresh505')   # explicit: fresh506+ are not in this round
# fresh506.yaml .. fresh510.yaml and their events files, session r33's wave 63 (GitHub issue threads: model-serving frameworks, genomics and nanopore tools, non-PyTorch deep-learning frameworks, GPU signal processing and SDR, password-recovery tools):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 787e37e2 (round 106's final); tuning data since round 107.
FRESH506_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 787e37e2)
FRESH507_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 787e37e2)
FRESH508_FIRST_RUN = (15, 15)  # top-1 category, 100.0% (catalogue 787e37e2)
FRESH509_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 787e37e2)
FRESH510_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 787e37e2)
FRESH506_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 787e37e2)
FRESH507_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 787e37e2)
FRESH508_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 787e37e2)
FRESH509_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 787e37e2)
FRESH510_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 787e37e2)
# Misses still open (the first-run misses, unless fixed by round 107, tests/corpus/README.md round 107)
FRESH506_KNOWN_MISSES: frozenset = frozenset({'https://github.com/PrimeIntellect-ai/prime-rl/issues/1098'})    # open: README round 107 (reads two ways)
FRESH507_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 107
FRESH508_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH509_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 107
FRESH510_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH506_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH507_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH508_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH509_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH510_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND107 = ('fresh506', 'fresh507', 'fresh508', 'fresh509', 'fresh510')   # explicit: fresh511+ are not in this round
# fresh511.yaml .. fresh515.yaml and their events files, session r33's wave 64 (GitHub issue threads: privacy-preserving computation, optimization and evolutionary computation, neuroscience tools, cryo-EM software, graph learning systems):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue fd4d6f5a (round 107's final); tuning data since round 108.
FRESH511_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue fd4d6f5a)
FRESH512_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue fd4d6f5a)
FRESH513_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue fd4d6f5a)
FRESH514_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue fd4d6f5a)
FRESH515_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue fd4d6f5a)
FRESH511_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd4d6f5a)
FRESH512_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd4d6f5a)
FRESH513_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd4d6f5a)
FRESH514_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd4d6f5a)
FRESH515_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd4d6f5a)
# Misses still open (the first-run misses, unless fixed by round 108, tests/corpus/README.md round 108)
FRESH511_KNOWN_MISSES: frozenset = frozenset({'https://github.com/data61/MP-SPDZ/issues/1705'})    # open: README round 108 (label disputed)
FRESH512_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 108
FRESH513_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH514_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH515_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH511_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH512_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH513_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH514_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH515_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND108 = ('fresh511', 'fresh512', 'fresh513', 'fresh514', 'fresh515')   # explicit: fresh516+ are not in this round
# fresh516.yaml .. fresh520.yaml and their events files, session r33's wave 65 (GitHub issue threads: LLM quantization toolkits, speech recognition serving and diarization, GPU image and video decoding libraries, molecular docking, ML workflow orchestrators):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue a21d5862 (round 108's final); tuning data since round 109.
FRESH516_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue a21d5862)
FRESH517_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue a21d5862)
FRESH518_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue a21d5862)
FRESH519_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue a21d5862)
FRESH520_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue a21d5862)
FRESH516_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a21d5862)
FRESH517_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a21d5862)
FRESH518_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a21d5862)
FRESH519_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a21d5862)
FRESH520_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a21d5862)
# Misses still open (the first-run misses, unless fixed by round 109, tests/corpus/README.md round 109)
FRESH516_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 109
FRESH517_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH518_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH519_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH520_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH516_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH517_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH518_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH519_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH520_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND109 = ('fresh516', 'fresh517', 'fresh518', 'fresh519', 'fresh520')   # explicit: fresh521+ are not in this round
# fresh521.yaml .. fresh525.yaml and their events files, session r33's wave 66 (GitHub issue threads: self-hosted coding assistants and code-model servers, seismology and geophysics, MRI / CT reconstruction and dose engines, robot motion planning and grasping, JAX RL environments and game agents):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 401bdd48 (round 109's final); tuning data since round 110.
FRESH521_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue 401bdd48)
FRESH522_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 401bdd48)
FRESH523_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 401bdd48)
FRESH524_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 401bdd48)
FRESH525_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 401bdd48)
FRESH521_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 401bdd48)
FRESH522_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 401bdd48)
FRESH523_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 401bdd48)
FRESH524_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 401bdd48)
FRESH525_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 401bdd48)
# Misses still open (the first-run misses, unless fixed by round 110, tests/corpus/README.md round 110)
FRESH521_KNOWN_MISSES: frozenset = frozenset({'https://github.com/guoqingbao/xinfer/pull/387'})    # open: README round 110 (the blind label reads it as the tool does; tokenspeed#502 fixed)
FRESH522_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH523_KNOWN_MISSES: frozenset = frozenset({'https://github.com/odlgroup/odl/issues/1624'})    # open: README round 110 (the blind label says none)
FRESH524_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH525_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH521_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH522_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH523_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH524_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH525_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND110 = ('fresh521', 'fresh522', 'fresh523', 'fresh524', 'fresh525')   # explicit: fresh526+ are not in this round
# fresh526.yaml .. fresh530.yaml and their events files, session r33's wave 67 (GitHub issue threads: GPU storage and I/O, RAG and agent frameworks, particle physics, photo and astro-imaging tools, Triton and other kernel libraries):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 7876ae7b (round 110's final); tuning data since round 111.
FRESH526_FIRST_RUN = (4, 7)  # top-1 category, 57.1% (catalogue 7876ae7b)
FRESH527_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue 7876ae7b)
FRESH528_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 7876ae7b)
FRESH529_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 7876ae7b)
FRESH530_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 7876ae7b)
FRESH526_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7876ae7b)
FRESH527_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7876ae7b)
FRESH528_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7876ae7b)
FRESH529_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7876ae7b)
FRESH530_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 7876ae7b)
# Misses still open (the first-run misses, unless fixed by round 111, tests/corpus/README.md round 111)
FRESH526_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 111
FRESH527_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 111
FRESH528_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH529_KNOWN_MISSES: frozenset = frozenset({'https://github.com/davisking/dlib/issues/457'})    # open: README round 111 (the blind label says none; Natron#1001 fixed)
FRESH530_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 111
FRESH526_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH527_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH528_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH529_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH530_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND111 = ('fresh526', 'fresh527', 'fresh528', 'fresh529', 'fresh530')   # explicit: fresh531+ are not in this round
# fresh531.yaml .. fresh535.yaml and their events files, session r33's wave 68 (GitHub issue threads: Electron and browser desktop apps, Linux distribution NVIDIA packaging, quantum chemistry, ecology and wildlife AI, virtual try-on and image-editing apps):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 46872507 (round 111's final); tuning data since round 112.
FRESH531_FIRST_RUN = (11, 15)  # top-1 category, 73.3% (catalogue 46872507)
FRESH532_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue 46872507)
FRESH533_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 46872507)
FRESH534_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 46872507)
FRESH535_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue 46872507)
FRESH531_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 46872507)
FRESH532_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 46872507)
FRESH533_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 46872507)
FRESH534_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 46872507)
FRESH535_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 46872507)
# Misses still open (the first-run misses, unless fixed by round 112, tests/corpus/README.md round 112)
FRESH531_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 112
FRESH532_KNOWN_MISSES: frozenset = frozenset({'https://github.com/gentoo/gentoo/pull/6577'})    # open: README round 112 (the blind label reads it as the tool does; the other 2 fixed)
FRESH533_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH534_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH535_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH531_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH532_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH533_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH534_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH535_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND112 = ('fresh531', 'fresh532', 'fresh533', 'fresh534', 'fresh535')   # explicit: fresh536+ are not in this round
# fresh536.yaml .. fresh540.yaml and their events files, session r33's wave 69 (GitHub issue threads: voice-assistant
# stacks, manga and comic translation tools, subtitle and dubbing pipelines, music information retrieval, LLM fine-tuning
# GUIs and trainers):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue da59ba6f (round 112's final); tuning data since round 113.
FRESH536_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue da59ba6f)
FRESH537_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue da59ba6f)
FRESH538_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue da59ba6f)
FRESH539_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue da59ba6f)
FRESH540_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue da59ba6f)
FRESH536_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da59ba6f)
FRESH537_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da59ba6f)
FRESH538_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da59ba6f)
FRESH539_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da59ba6f)
FRESH540_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da59ba6f)
# Misses still open (the first-run misses, unless fixed by round 113, tests/corpus/README.md round 113)
FRESH536_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH537_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 113
FRESH538_KNOWN_MISSES: frozenset = frozenset()    # whishper#172 (open since round 113) read by round 148's gpu/cublas-status-not-supported
FRESH539_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 113
FRESH540_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH536_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH537_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH538_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH539_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH540_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND113 = ('fresh536', 'fresh537', 'fresh538', 'fresh539', 'fresh540')   # explicit: fresh541+ are not in this round
# fresh541.yaml .. fresh545.yaml and their events files, session r34's wave 70 (GitHub issue threads: weather and
# climate ML, time-series forecasting, document AI and OCR, robot learning, GPU miners and Chia plotting tools):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 1f12908b (round 113's final); tuning data since round 114.
FRESH541_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 1f12908b)
FRESH542_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 1f12908b)
FRESH543_FIRST_RUN = (15, 15)  # top-1 category, 100.0% (catalogue 1f12908b)
FRESH544_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 1f12908b)
FRESH545_FIRST_RUN = (16, 20)  # top-1 category, 80.0% (catalogue 1f12908b)
FRESH541_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1f12908b)
FRESH542_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1f12908b)
FRESH543_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1f12908b)
FRESH544_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1f12908b)
FRESH545_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1f12908b)
# Misses still open (the first-run misses, unless fixed by round 114, tests/corpus/README.md round 114)
FRESH541_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 114
FRESH542_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH543_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH544_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 114
FRESH545_KNOWN_MISSES: frozenset = frozenset({'https://github.com/madMAx43v3r/chia-gigahorse/issues/122'})    # open: README round 114 (the blind label says none; the other 3 fixed)
FRESH541_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH542_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH543_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH544_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH545_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND114 = ('fresh541', 'fresh542', 'fresh543', 'fresh544', 'fresh545')   # explicit: fresh546+ are not in this round
# fresh546.yaml .. fresh550.yaml and their events files, session r34's wave 71 (GitHub issue threads: GPU passthrough
# and game streaming, CFD and HPC solver libraries, .NET / JVM / Go GPU bindings, game engines and ML plugins, neural
# audio and voice tools):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue cfbd75d1 (round 114's final); tuning data since round 115.
FRESH546_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue cfbd75d1)
FRESH547_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue cfbd75d1)
FRESH548_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue cfbd75d1)
FRESH549_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue cfbd75d1)
FRESH550_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue cfbd75d1)
FRESH546_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cfbd75d1)
FRESH547_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cfbd75d1)
FRESH548_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cfbd75d1)
FRESH549_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cfbd75d1)
FRESH550_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cfbd75d1)
# Misses still open (the first-run misses, unless fixed by round 115, tests/corpus/README.md round 115)
FRESH546_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 115
FRESH547_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH548_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 115
FRESH549_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH550_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 115
FRESH546_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH547_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH548_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH549_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH550_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND115 = ('fresh546', 'fresh547', 'fresh548', 'fresh549', 'fresh550')   # explicit: fresh551+ are not in this round
# fresh551.yaml .. fresh555.yaml and their events files, session r34's wave 72 (GitHub issue threads: geospatial ML,
# video interpolation and enhancement apps, MLOps platforms, desktop AI launchers, deep-learning courses):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 0688e5c1 (round 115's final); tuning data since round 116.
FRESH551_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 0688e5c1)
FRESH552_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 0688e5c1)
FRESH553_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 0688e5c1)
FRESH554_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 0688e5c1)
FRESH555_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue 0688e5c1)
FRESH551_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0688e5c1)
FRESH552_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0688e5c1)
FRESH553_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0688e5c1)
FRESH554_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0688e5c1)
FRESH555_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0688e5c1)
# Misses still open (the first-run misses, unless fixed by round 116, tests/corpus/README.md round 116)
FRESH551_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 116
FRESH552_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 116
FRESH553_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH554_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH555_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH551_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH552_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH553_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH554_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH555_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND116 = ('fresh551', 'fresh552', 'fresh553', 'fresh554', 'fresh555')   # explicit: fresh556+ are not in this round
# fresh556.yaml .. fresh560.yaml and their events files, session r34's wave 73 (GitHub issue threads: data-labelling
# tools, board-game engines, photo libraries and NVR stacks, media transcoding automation, dictation apps):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 361996f3 (round 116's final); tuning data since round 117.
FRESH556_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 361996f3)
FRESH557_FIRST_RUN = (2, 6)  # top-1 category, 33.3% (catalogue 361996f3)
FRESH558_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 361996f3)
FRESH559_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 361996f3)
FRESH560_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 361996f3)
FRESH556_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 361996f3)
FRESH557_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 361996f3)
FRESH558_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 361996f3)
FRESH559_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 361996f3)
FRESH560_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 361996f3)
# Misses still open (the first-run misses, unless fixed by round 117, tests/corpus/README.md round 117)
FRESH556_KNOWN_MISSES: frozenset = frozenset({'https://github.com/Yuliang-Liu/MonkeyOCR/issues/88'})    # open: README round 117 (a bare 'Invalid device id', earlier labels 1:2 graphics_driver_unavailable)
FRESH557_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 117
FRESH558_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 117
FRESH559_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH560_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 117
FRESH556_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH557_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH558_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH559_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH560_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND117 = ('fresh556', 'fresh557', 'fresh558', 'fresh559', 'fresh560')   # explicit: fresh561+ are not in this round
# fresh561.yaml .. fresh565.yaml and their events files, session r34's wave 74 (GitHub issue threads: probabilistic
# programming, AutoML and tabular DL, differentiable rendering, on-device LLM runtimes, R-language GPU packages):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 2984b3f4 (round 117's final); tuning data since round 118.
FRESH561_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 2984b3f4)
FRESH562_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 2984b3f4)
FRESH563_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 2984b3f4)
FRESH564_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 2984b3f4)
FRESH565_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 2984b3f4)
FRESH561_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2984b3f4)
FRESH562_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2984b3f4)
FRESH563_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2984b3f4)
FRESH564_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2984b3f4)
FRESH565_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2984b3f4)
# Misses still open (the first-run misses, unless fixed by round 118, tests/corpus/README.md round 118)
FRESH561_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 118
FRESH562_KNOWN_MISSES: frozenset = frozenset({'https://github.com/keras-team/autokeras/issues/591'})    # open: README round 118 (a bare 'cuDNN error: CUDNN_STATUS_EXECUTION_FAILED', the blind label none)
FRESH563_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH564_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 118
FRESH565_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 118
FRESH561_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH562_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH563_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH564_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH565_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND118 = ('fresh561', 'fresh562', 'fresh563', 'fresh564', 'fresh565')   # explicit: fresh566+ are not in this round
# fresh566.yaml .. fresh569.yaml and their events files, session r35's wave 75 (GitHub issue threads: neuroscience
# imaging and electrophysiology, Keras-era detection and segmentation, quantum simulators, vector search and
# embeddings): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run
# on catalogue efae7b93 (round 118's final); tuning data since round 119.
FRESH566_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue efae7b93)
FRESH567_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue efae7b93)
FRESH568_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue efae7b93)
FRESH569_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue efae7b93)
FRESH566_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efae7b93)
FRESH567_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efae7b93)
FRESH568_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efae7b93)
FRESH569_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue efae7b93)
# Misses still open (the first-run misses, unless fixed by round 119, tests/corpus/README.md round 119)
FRESH566_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH567_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH568_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH569_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH566_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH567_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH568_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH569_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND119 = ('fresh566', 'fresh567', 'fresh568', 'fresh569')   # explicit: fresh570+ are not in this round
# fresh570.yaml .. fresh577.yaml and their events files, session r35's wave 76 (GitHub issue threads: face analysis
# and talking-head code, radio astronomy and seismology, molecular docking and protein design, the NVIDIA platform
# layer, distributed training, CUDA 12.8-13 and Blackwell mismatches, GPU containers and Kubernetes, Windows and WSL2
# desktop apps): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run
# on catalogue daa1c718 (round 119's final); tuning data since round 120.
FRESH570_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue daa1c718)
FRESH571_FIRST_RUN = (2, 4)  # top-1 category, 50.0% (catalogue daa1c718)
FRESH572_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue daa1c718)
FRESH573_FIRST_RUN = (2, 5)  # top-1 category, 40.0% (catalogue daa1c718)
FRESH574_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue daa1c718)
FRESH575_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue daa1c718)
FRESH576_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue daa1c718)
FRESH577_FIRST_RUN = (24, 25)  # top-1 category, 96.0% (catalogue daa1c718)
FRESH570_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH571_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH572_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue daa1c718)
FRESH573_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH574_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH575_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH576_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
FRESH577_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue daa1c718)
# Misses still open (the first-run misses, unless fixed by round 120, tests/corpus/README.md round 120)
FRESH570_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH571_KNOWN_MISSES: frozenset = frozenset({'https://github.com/flatironinstitute/cufinufft/issues/58'})    # open: README round 120 (a bare 'error: not enough shared memory', which /dev/shm and host programs print too)
FRESH572_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH573_KNOWN_MISSES: frozenset = frozenset({'https://github.com/deepseek-ai/DeepSeek-Coder-V2/issues/29'})    # open: README round 120 (vLLM's benign 'Custom allreduce is disabled' warning, silent since round 21)
FRESH574_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/pytorch/issues/56364'})    # open: README round 120 (a bare urllib3 'Connection refused', the rendezvous only in the thread)
FRESH575_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 120
FRESH576_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NVIDIA/TensorRT/issues/713'})    # open: README round 120 ('Cudnn Error in execute: 8 (CUDNN_STATUS_ EXECUTION_FAILED)', the architecture only in the thread)
FRESH577_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 120
FRESH570_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH571_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH572_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH573_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH574_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH575_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH576_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH577_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND120 = ('fresh570', 'fresh571', 'fresh572', 'fresh573', 'fresh574', 'fresh575', 'fresh576', 'fresh577')   # explicit: fresh578+ are not in this round
# fresh578.yaml .. fresh580.yaml and their events files, session r35's wave 77 (GitHub issue threads: LLM inference
# servers and local runners, image and video generation apps, training and fine-tuning stacks): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 4d9cb8c3 (round 120's
# final); tuning data since round 121.
FRESH578_FIRST_RUN = (13, 17)  # top-1 category, 76.5% (catalogue 4d9cb8c3)
FRESH579_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 4d9cb8c3)
FRESH580_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue 4d9cb8c3)
FRESH578_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4d9cb8c3)
FRESH579_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4d9cb8c3)
FRESH580_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4d9cb8c3)
# Misses still open (the first-run misses, unless fixed by round 121, tests/corpus/README.md round 121)
FRESH578_KNOWN_MISSES: frozenset = frozenset({'https://github.com/vllm-project/vllm/issues/11617'})    # open: README round 121 (vLLM's get_open_port 'OSError: [Errno 98] Address already in use', an API server's port in negatives12)
FRESH579_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH580_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH578_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH579_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH580_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND121 = ('fresh578', 'fresh579', 'fresh580')   # explicit: fresh581+ are not in this round
# fresh581.yaml .. fresh585.yaml and their events files, session r35's wave 78 (GitHub issue threads: Jetson and
# embedded boards, cloud GPU machines and managed ML platforms, scientific Python GPU libraries, speech and audio
# apps, computer-vision repositories): collected BY CAUSE by collectors who never ran explain, labelled and committed
# before their first run on catalogue 9066b3ea (round 121's final); tuning data since round 122.
FRESH581_FIRST_RUN = (14, 18)  # top-1 category, 77.8% (catalogue 9066b3ea)
FRESH582_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue 9066b3ea)
FRESH583_FIRST_RUN = (14, 15)  # top-1 category, 93.3% (catalogue 9066b3ea)
FRESH584_FIRST_RUN = (15, 16)  # top-1 category, 93.8% (catalogue 9066b3ea)
FRESH585_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue 9066b3ea)
FRESH581_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9066b3ea)
FRESH582_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9066b3ea)
FRESH583_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9066b3ea)
FRESH584_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9066b3ea)
FRESH585_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9066b3ea)
# Misses still open (the first-run misses, unless fixed by round 122, tests/corpus/README.md round 122)
FRESH581_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NVIDIA/nvidia-docker/issues/40'})    # open: README round 122 (nvidia-docker-plugin's bare 'Error: Not Supported' while discovering GPUs, no earlier label)
FRESH582_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 122
FRESH583_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NVIDIA/cuml/issues/3630'})    # open: README round 122 (cuML's 'No supported GPU arch found on this system', which reads as no device found too)
FRESH584_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 122
FRESH585_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH581_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH582_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH583_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH584_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH585_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND122 = ('fresh581', 'fresh582', 'fresh583', 'fresh584', 'fresh585')   # explicit: fresh586+ are not in this round
# fresh586.yaml .. fresh589.yaml and their events files, session r35's wave 79 (GitHub issue threads: native GPU
# programs outside Python, robotics and physics simulation, medical imaging and biology ML, 3D vision and Gaussian
# splatting): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on
# catalogue fcfc801f (round 122's final); tuning data since round 123.
FRESH586_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue fcfc801f)
FRESH587_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue fcfc801f)
FRESH588_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue fcfc801f)
FRESH589_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue fcfc801f)
FRESH586_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH587_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH588_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH589_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
# Misses still open (the first-run misses, unless fixed by round 123, tests/corpus/README.md round 123)
FRESH586_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 123
FRESH587_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH588_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH589_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 123
FRESH586_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH587_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH588_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH589_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND123 = ('fresh586', 'fresh587', 'fresh588', 'fresh589')   # explicit: fresh590+ are not in this round
# fresh590.yaml .. fresh593.yaml and their events files, session r35's wave 80 (GitHub issue threads: Kubernetes GPU
# schedulers, older GPUs with current frameworks, CUDA builds, HPC and MPI jobs): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue fcfc801f (round 123's final); tuning
# data since round 124.
FRESH590_FIRST_RUN = (1, 2)  # top-1 category, 50.0% (catalogue fcfc801f)
FRESH591_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue fcfc801f)
FRESH592_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue fcfc801f)
FRESH593_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue fcfc801f)
FRESH590_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH591_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH592_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
FRESH593_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fcfc801f)
# Misses still open (the first-run misses, unless fixed by round 124, tests/corpus/README.md round 124)
FRESH590_KNOWN_MISSES: frozenset = frozenset({'https://github.com/Project-HAMi/volcano-vgpu-device-plugin/issues/52'})    # open: README round 124 (nvidia-container-cli's 'device error: GPU-...: unknown device' from another node's GPU assignment; earlier labels of 'unknown device: unknown' split 4:3 (device_plugin_error : container_runtime_misconfigured))
FRESH591_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 124
FRESH592_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 124
FRESH593_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 124
FRESH590_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH591_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH592_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH593_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND124 = ('fresh590', 'fresh591', 'fresh592', 'fresh593')   # explicit: fresh594+ are not in this round
# fresh594.yaml .. fresh599.yaml and their events files, session r36's wave 81 (GitHub issue threads: fine-tuning
# stacks, GPU video pipelines, molecular dynamics and chemistry, headless rendering and graphics, Ray and model
# serving, gradient boosting and tabular ML): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue 24265ef2 (round 124's final); tuning data since round 125.
FRESH594_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue 24265ef2)
FRESH595_FIRST_RUN = (6, 10)  # top-1 category, 60.0% (catalogue 24265ef2)
FRESH596_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 24265ef2)
FRESH597_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue 24265ef2)
FRESH598_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 24265ef2)
FRESH599_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue 24265ef2)
FRESH594_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
FRESH595_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
FRESH596_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
FRESH597_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
FRESH598_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
FRESH599_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 24265ef2)
# Misses still open (the first-run misses, unless fixed by round 125, tests/corpus/README.md round 125)
FRESH594_KNOWN_MISSES: frozenset = frozenset({'https://github.com/unslothai/unsloth/issues/1488'})    # open: README round 125 (xformers.info's bare 'WARNING: Failed to find CUDA.' beside its version line; earlier labels split 1:1:1 (cuda_init_failed, driver_not_loaded, no_device_visible), the blind label says none)
FRESH595_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 125
FRESH596_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH597_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 125
FRESH598_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 125
FRESH599_KNOWN_MISSES: frozenset = frozenset({'https://github.com/catboost/catboost/issues/1898'})    # open: README round 125 (CatBoost's 'device already requested 0' when several fits in one process ask for the same GPU; no earlier label, the blind label says none)
FRESH594_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH595_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH596_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH597_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH598_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH599_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND125 = ('fresh594', 'fresh595', 'fresh596', 'fresh597', 'fresh598', 'fresh599')   # explicit: fresh600+ are not in this round
# fresh600.yaml .. fresh604.yaml and their events files, session r36's wave 82 (GitHub issue threads: autonomous
# driving and 3D perception, GPU programming outside Python, GPUs in VMs and system containers, GPU compilers and JIT,
# genomics pipelines): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue bfe947f8 (round 125's final); tuning data since round 126.
FRESH600_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue bfe947f8)
FRESH601_FIRST_RUN = (11, 15)  # top-1 category, 73.3% (catalogue bfe947f8)
FRESH602_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue bfe947f8)
FRESH603_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue bfe947f8)
FRESH604_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue bfe947f8)
FRESH600_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfe947f8)
FRESH601_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfe947f8)
FRESH602_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue bfe947f8)
FRESH603_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfe947f8)
FRESH604_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue bfe947f8)
# Misses still open (the first-run misses, unless fixed by round 126, tests/corpus/README.md round 126)
FRESH600_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 126
FRESH601_KNOWN_MISSES: frozenset = frozenset({'https://github.com/EnzymeAD/Reactant.jl/issues/1603'})    # open: README round 126 (Reactant_jll's 'CUDA version 13.0.0 in .../libcuda.so.1 not supported with this version of Reactant': the same words as Reactant.jl#1653 (a driver too old), here for a driver newer than every build; the text cannot tell which)
FRESH602_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH603_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 126
FRESH604_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH600_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH601_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH602_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH603_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH604_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND126 = ('fresh600', 'fresh601', 'fresh602', 'fresh603', 'fresh604')   # explicit: fresh605+ are not in this round
# fresh605.yaml .. fresh609.yaml and their events files, session r36's wave 83 (GitHub issue threads: NVIDIA drivers
# on Linux distributions, GPU monitoring tools, cloud HPC networking, notebooks on Kubernetes and hosted platforms,
# game streaming and desktop GPU apps): collected BY CAUSE by collectors who never ran explain, labelled and committed
# before their first run on catalogue 08b74ca9 (round 126's final); tuning data since round 127.
FRESH605_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue 08b74ca9)
FRESH606_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 08b74ca9)
FRESH607_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 08b74ca9)
FRESH608_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 08b74ca9)
FRESH609_FIRST_RUN = (15, 20)  # top-1 category, 75.0% (catalogue 08b74ca9)
FRESH605_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 08b74ca9)
FRESH606_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 08b74ca9)
FRESH607_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 08b74ca9)
FRESH608_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue 08b74ca9)
FRESH609_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 08b74ca9)
# Misses still open (the first-run misses, unless fixed by round 127, tests/corpus/README.md round 127)
FRESH605_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 127
FRESH606_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 127
FRESH607_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH608_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH609_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 127
FRESH605_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH606_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH607_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH608_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH609_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND127 = ('fresh605', 'fresh606', 'fresh607', 'fresh608', 'fresh609')   # explicit: fresh610+ are not in this round
# fresh610.yaml .. fresh614.yaml and their events files, session r36's wave 84 (GitHub issue threads: GPU password
# cracking and mining software, weather and climate ML, GPU data engines, ROS 2 robot perception, microscopy and
# tomography): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run
# on catalogue 2dbc4f2b (round 127's final); tuning data since round 128.
FRESH610_FIRST_RUN = (17, 19)  # top-1 category, 89.5% (catalogue 2dbc4f2b)
FRESH611_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 2dbc4f2b)
FRESH612_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 2dbc4f2b)
FRESH613_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 2dbc4f2b)
FRESH614_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 2dbc4f2b)
FRESH610_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2dbc4f2b)
FRESH611_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2dbc4f2b)
FRESH612_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2dbc4f2b)
FRESH613_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2dbc4f2b)
FRESH614_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2dbc4f2b)
# Misses still open (the first-run misses, unless fixed by round 128, tests/corpus/README.md round 128)
FRESH610_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NebuTech/NBMiner/issues/205'})    # open: README round 128 (NBMiner's 'Devices initialize failed.' then 'No GPU available for mining.': no earlier label; the tool reads no_device_visible, as the blind label does)
FRESH611_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH612_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH613_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH614_KNOWN_MISSES: frozenset = frozenset({'https://github.com/tlambert03/pycudadecon/issues/64'})    # open: README round 128 (ctypes' 'AttributeError: function 'camcor_interface_init' not found' (a wrapper and its CUDA library of other releases); the text names no CUDA piece and the blind label says none)
FRESH610_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH611_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH612_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH613_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH614_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND128 = ('fresh610', 'fresh611', 'fresh612', 'fresh613', 'fresh614')   # explicit: fresh615+ are not in this round
# fresh615.yaml .. fresh619.yaml and their events files, session r36's wave 85 (GitHub issue threads: creative apps
# with CUDA, audio and music ML, course and tutorial repositories, recommender systems, video understanding and
# tracking): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on
# catalogue 922361f5 (round 128's final); tuning data since round 129.
FRESH615_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 922361f5)
FRESH616_FIRST_RUN = (10, 13)  # top-1 category, 76.9% (catalogue 922361f5)
FRESH617_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 922361f5)
FRESH618_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 922361f5)
FRESH619_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 922361f5)
FRESH615_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 922361f5)
FRESH616_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 922361f5)
FRESH617_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 922361f5)
FRESH618_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 922361f5)
FRESH619_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 922361f5)
# Misses still open (the first-run misses, unless fixed by round 129, tests/corpus/README.md round 129)
FRESH615_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 129
FRESH616_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 129
FRESH617_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH618_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 129
FRESH619_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH615_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH616_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH617_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH618_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH619_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND129 = ('fresh615', 'fresh616', 'fresh617', 'fresh618', 'fresh619')   # explicit: fresh620+ are not in this round
# fresh620.yaml .. fresh626.yaml and their events files, session r37's wave 86 (GitHub issue threads: OCR and document
# AI, graph neural networks, GPU provers and blockchain nodes, ML from JavaScript / Java / .NET / R, self-hosted home-
# lab apps, protein structure models, CFD and physics codes): collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on catalogue 26eaa79b (round 129's final); tuning data since round
# 130.
FRESH620_FIRST_RUN = (16, 18)  # top-1 category, 88.9% (catalogue 26eaa79b)
FRESH621_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 26eaa79b)
FRESH622_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 26eaa79b)
FRESH623_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue 26eaa79b)
FRESH624_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 26eaa79b)
FRESH625_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 26eaa79b)
FRESH626_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 26eaa79b)
FRESH620_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH621_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH622_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH623_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH624_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH625_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH626_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
# Misses still open (the first-run misses, unless fixed by round 130, tests/corpus/README.md round 130)
FRESH620_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 130
FRESH621_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH622_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 130
FRESH623_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 130
FRESH624_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH625_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH626_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 130
FRESH620_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH621_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH622_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH623_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH624_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH625_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH626_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND130 = ('fresh620', 'fresh621', 'fresh622', 'fresh623', 'fresh624', 'fresh625', 'fresh626')   # explicit: fresh627+ are not in this round
# fresh627.yaml .. fresh631.yaml and their events files, session r37's wave 87 (GitHub issue threads: gaming with
# Proton / Wine and emulators, browsers / editors / terminals with GPU acceleration, desktop local-LLM apps, ML
# platforms and labelling tools, Python environment managers installing CUDA stacks): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their first run on catalogue 26eaa79b (round 129's final);
# tuning data since round 131.
FRESH627_FIRST_RUN = (13, 21)  # top-1 category, 61.9% (catalogue 26eaa79b)
FRESH628_FIRST_RUN = (16, 23)  # top-1 category, 69.6% (catalogue 26eaa79b)
FRESH629_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 26eaa79b)
FRESH630_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 26eaa79b)
FRESH631_FIRST_RUN = (9, 11)  # top-1 category, 81.8% (catalogue 26eaa79b)
FRESH627_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH628_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH629_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH630_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
FRESH631_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 26eaa79b)
# Misses still open (the first-run misses, unless fixed by round 131, tests/corpus/README.md round 131)
FRESH627_KNOWN_MISSES: frozenset = frozenset()    # the 8 first-run misses fixed by round 131
FRESH628_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 131
FRESH629_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 131
FRESH630_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH631_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 131
FRESH627_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH628_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH629_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH630_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH631_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND131 = ('fresh627', 'fresh628', 'fresh629', 'fresh630', 'fresh631')   # explicit: fresh632+ are not in this round
# fresh632.yaml .. fresh636.yaml and their events files, session r37's wave 88 (GitHub issue threads: Chinese-
# ecosystem model repositories, LLM RL post-training frameworks, NVIDIA's inference stack, the NVIDIA driver layer on
# Linux, the Kubernetes GPU device layer): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue 6e28a6b9 (round 130's final); tuning data since round 132.
FRESH632_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue 6e28a6b9)
FRESH633_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 6e28a6b9)
FRESH634_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 6e28a6b9)
FRESH635_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 6e28a6b9)
FRESH636_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 6e28a6b9)
FRESH632_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6e28a6b9)
FRESH633_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6e28a6b9)
FRESH634_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6e28a6b9)
FRESH635_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6e28a6b9)
FRESH636_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6e28a6b9)
# Misses still open (the first-run misses, unless fixed by round 132, tests/corpus/README.md round 132)
FRESH632_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 132
FRESH633_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 132
FRESH634_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 132
FRESH635_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 132
FRESH636_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 132
FRESH632_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH633_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH634_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH635_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH636_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND132 = ('fresh632', 'fresh633', 'fresh634', 'fresh635', 'fresh636')   # explicit: fresh637+ are not in this round
# fresh637.yaml .. fresh641.yaml and their events files, session r37's wave 89 (GitHub issue threads: aarch64 GPU
# servers and Grace, hybrid-graphics laptops and eGPUs, LLM evaluation harnesses, quantization toolkits, scientific
# visualization toolkits): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 9fe2f324 (round 131's final); tuning data since round 133.
FRESH637_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue 9fe2f324)
FRESH638_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue 9fe2f324)
FRESH639_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 9fe2f324)
FRESH640_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 9fe2f324)
FRESH641_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 9fe2f324)
FRESH637_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9fe2f324)
FRESH638_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9fe2f324)
FRESH639_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9fe2f324)
FRESH640_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9fe2f324)
FRESH641_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9fe2f324)
# Misses still open (the first-run misses, unless fixed by round 133, tests/corpus/README.md round 133)
FRESH637_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 133
FRESH638_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NVIDIA/egl-wayland/issues/98'})    # open: README round 133 (Mesa's 'libEGL warning: egl: failed to create dri2 screen' alone stays silent: printed on working machines too)
FRESH639_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH640_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH641_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 133
FRESH637_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH638_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH639_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH640_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH641_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND133 = ('fresh637', 'fresh638', 'fresh639', 'fresh640', 'fresh641')   # explicit: fresh642+ are not in this round
# fresh642.yaml .. fresh643.yaml and their events files, session r37's wave 90 (GitHub issue threads: time-series,
# tabular and AutoML models, robot learning and vision-language-action models): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue d0d42567 (round 132's final); tuning
# data since round 134.
FRESH642_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue d0d42567)
FRESH643_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue d0d42567)
FRESH642_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d0d42567)
FRESH643_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue d0d42567)
# Misses still open (the first-run misses, unless fixed by round 134, tests/corpus/README.md round 134)
FRESH642_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH643_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH642_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH643_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND134 = ('fresh642', 'fresh643')   # explicit: fresh644+ are not in this round
# fresh644.yaml .. fresh650.yaml and their events files, session r38's wave 91 (GitHub issue threads: container
# platforms beyond Docker 5, GPU CI runners 7, HPC offload outside CUDA C++ and Python 7, multimodal LLMs and VLMs 11,
# single-cell / bio-image / pathology tools 8, managed Kubernetes GPU node pools 5, ML platforms on Kubernetes 7):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 9f0332fa (round 134's final); tuning data since round 135.
FRESH644_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 9f0332fa)
FRESH645_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 9f0332fa)
FRESH646_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 9f0332fa)
FRESH647_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue 9f0332fa)
FRESH648_FIRST_RUN = (4, 8)  # top-1 category, 50.0% (catalogue 9f0332fa)
FRESH649_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 9f0332fa)
FRESH650_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 9f0332fa)
FRESH644_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
FRESH645_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
FRESH646_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
FRESH647_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
FRESH648_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
FRESH649_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue 9f0332fa)
FRESH650_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 9f0332fa)
# Misses still open (the first-run misses, unless fixed by round 135, tests/corpus/README.md round 135)
FRESH644_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH645_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 135
FRESH646_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 135
FRESH647_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH648_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 135
FRESH649_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH650_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH644_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH645_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH646_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH647_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH648_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH649_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH650_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND135 = ('fresh644', 'fresh645', 'fresh646', 'fresh647', 'fresh648', 'fresh649', 'fresh650')   # explicit: fresh651+ are not in this round
# fresh651.yaml .. fresh655.yaml and their events files, session r38's wave 92 (GitHub issue threads: sandboxed and
# packaged Linux apps (Flatpak, Snap, distrobox / Toolbx) 16, VR runtimes and Android emulators 20, Wayland
# compositors and Linux desktops 15, GPU compute in desktop creative apps 9, the newest GPU stacks (CUDA 13, drivers
# 575+, Blackwell) 12): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 084635b0 (round 135's final); tuning data since round 136.
FRESH651_FIRST_RUN = (12, 16)  # top-1 category, 75.0% (catalogue 084635b0)
FRESH652_FIRST_RUN = (14, 20)  # top-1 category, 70.0% (catalogue 084635b0)
FRESH653_FIRST_RUN = (8, 15)  # top-1 category, 53.3% (catalogue 084635b0)
FRESH654_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 084635b0)
FRESH655_FIRST_RUN = (12, 12)  # top-1 category, 100.0% (catalogue 084635b0)
FRESH651_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 084635b0)
FRESH652_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 084635b0)
FRESH653_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 084635b0)
FRESH654_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 084635b0)
FRESH655_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 084635b0)
# Misses still open (the first-run misses, unless fixed by round 136, tests/corpus/README.md round 136)
FRESH651_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 136
FRESH652_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 136
FRESH653_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 136
FRESH654_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 136
FRESH655_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH651_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH652_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH653_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH654_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH655_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND136 = ('fresh651', 'fresh652', 'fresh653', 'fresh654', 'fresh655')   # explicit: fresh656+ are not in this round
# fresh656.yaml .. fresh660.yaml and their events files, session r38's wave 93 (GitHub issue threads: object detection
# and segmentation training frameworks 12, consumer multi-GPU LLM rigs 12, multi-node training launchers 8, machine
# translation engines 9, CAD / 3D printing / GIS desktop apps 14): collected BY CAUSE by collectors who never ran
# explain, labelled and committed before their first run on catalogue 102b0d66 (round 136's final); tuning data since
# round 137.
FRESH656_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue 102b0d66)
FRESH657_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 102b0d66)
FRESH658_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 102b0d66)
FRESH659_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 102b0d66)
FRESH660_FIRST_RUN = (10, 14)  # top-1 category, 71.4% (catalogue 102b0d66)
FRESH656_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH657_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH658_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH659_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH660_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
# Misses still open (the first-run misses, unless fixed by round 137, tests/corpus/README.md round 137)
FRESH656_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 137
FRESH657_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 137
FRESH658_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH659_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 137
FRESH660_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 137
FRESH656_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH657_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH658_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH659_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH660_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND137 = ('fresh656', 'fresh657', 'fresh658', 'fresh659', 'fresh660')   # explicit: fresh661+ are not in this round
# fresh661.yaml .. fresh665.yaml and their events files, session r38's wave 94 (GitHub issue threads: diffusion-model
# trainers 9, video generation models of 2025-26 14, GPU data engines beyond Spark RAPIDS 6, NVIDIA's robotics and
# simulation SDKs 5, genomics and life-science pipelines 8): collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on catalogue 102b0d66 (round 136's final); tuning data since round
# 138.
FRESH661_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 102b0d66)
FRESH662_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 102b0d66)
FRESH663_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue 102b0d66)
FRESH664_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 102b0d66)
FRESH665_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 102b0d66)
FRESH661_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH662_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH663_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH664_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
FRESH665_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 102b0d66)
# Misses still open (the first-run misses, unless fixed by round 138, tests/corpus/README.md round 138)
FRESH661_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH662_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 138
FRESH663_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 138
FRESH664_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 138
FRESH665_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH661_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH662_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH663_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH664_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH665_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND138 = ('fresh661', 'fresh662', 'fresh663', 'fresh664', 'fresh665')   # explicit: fresh666+ are not in this round
# fresh666.yaml and its events file, session r38's wave 95 (GitHub issue threads: programs built
# on GLFW, SDL, LWJGL or raylib (Minecraft and its launchers, SDL / raylib games and emulators) 25): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue 09ff651d
# (round 138's final); tuning data since round 139.
FRESH666_FIRST_RUN = (17, 25)  # top-1 category, 68.0% (catalogue 09ff651d)
FRESH666_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 09ff651d)
# Misses still open (the first-run misses, unless fixed by round 139, tests/corpus/README.md round 139)
FRESH666_KNOWN_MISSES: frozenset = frozenset()    # the 8 first-run misses fixed by round 139
FRESH666_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND139 = ('fresh666')   # explicit: fresh667+ are not in this round
# fresh667.yaml .. fresh673.yaml and their events files, session r39's wave 96 (GitHub issue threads: media players
# and hardware video decode 8, remote desktops and app streaming 2, screen recording and NVENC encoding 9, console
# emulators 14, game engines' editors and GPU graphics frameworks 19, photogrammetry and neural rendering 7, Linux
# game launchers 7): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first
# run on catalogue c1dd58e2 (session r38's final, after round 139); tuning data since round 140.
FRESH667_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue c1dd58e2)
FRESH668_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue c1dd58e2)
FRESH669_FIRST_RUN = (5, 9)  # top-1 category, 55.6% (catalogue c1dd58e2)
FRESH670_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue c1dd58e2)
FRESH671_FIRST_RUN = (12, 19)  # top-1 category, 63.2% (catalogue c1dd58e2)
FRESH672_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue c1dd58e2)
FRESH673_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue c1dd58e2)
FRESH667_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH668_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH669_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH670_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH671_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH672_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH673_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
# Misses still open (the first-run misses, unless fixed by round 140, tests/corpus/README.md round 140)
FRESH667_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 140
FRESH668_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH669_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 140
FRESH670_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 140
FRESH671_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 140
FRESH672_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 140
FRESH673_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 140
FRESH667_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH668_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH669_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH670_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH671_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH672_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH673_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND140 = ('fresh667', 'fresh668', 'fresh669', 'fresh670', 'fresh671', 'fresh672', 'fresh673')   # explicit: fresh674+ are not in this round
# fresh674.yaml .. fresh679.yaml and their events files, session r39's wave 97 (GitHub issue threads: Vulkan-compute
# upscalers and frame interpolation 7, Rust / C++ / Go native ML runtimes 4, embodied-AI simulators 10, Japanese- and
# Korean-language AI projects 13, vector search and GPU retrieval 10, neuroimaging and medical image segmentation 9):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# c1dd58e2 (session r38's final, after round 139); tuning data since round 141.
FRESH674_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue c1dd58e2)
FRESH675_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue c1dd58e2)
FRESH676_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue c1dd58e2)
FRESH677_FIRST_RUN = (11, 13)  # top-1 category, 84.6% (catalogue c1dd58e2)
FRESH678_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue c1dd58e2)
FRESH679_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue c1dd58e2)
FRESH674_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH675_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH676_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH677_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH678_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
FRESH679_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c1dd58e2)
# Misses still open (the first-run misses, unless fixed by round 141, tests/corpus/README.md round 141)
FRESH674_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 141
FRESH675_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH676_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 141
FRESH677_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 141
FRESH678_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 141
FRESH679_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH674_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH675_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH676_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH677_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH678_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH679_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND141 = ('fresh674', 'fresh675', 'fresh676', 'fresh677', 'fresh678', 'fresh679')   # explicit: fresh680+ are not in this round
# fresh680.yaml .. fresh684.yaml and their events files, session r39's wave 98 (GitHub issue threads: distributed LLM
# serving on Kubernetes 7, GPU passthrough and virtualisation 6, self-hosted coding assistants and local model servers
# 9, molecular dynamics and quantum chemistry 7, Windows-native GPU failures in desktop software 23): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue 2f1bc88c
# (round 140's final); tuning data since round 142.
FRESH680_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 2f1bc88c)
FRESH681_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 2f1bc88c)
FRESH682_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue 2f1bc88c)
FRESH683_FIRST_RUN = (4, 7)  # top-1 category, 57.1% (catalogue 2f1bc88c)
FRESH684_FIRST_RUN = (21, 23)  # top-1 category, 91.3% (catalogue 2f1bc88c)
FRESH680_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f1bc88c)
FRESH681_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f1bc88c)
FRESH682_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f1bc88c)
FRESH683_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f1bc88c)
FRESH684_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2f1bc88c)
# Misses still open (the first-run misses, unless fixed by round 142, tests/corpus/README.md round 142)
FRESH680_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH681_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH682_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 142
FRESH683_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 142
FRESH684_KNOWN_MISSES: frozenset = frozenset({'https://github.com/compiler-explorer/infra/issues/2190'})    # open: README round 142 (a host script's 'nvidia-smi: command not found': the wording is the container's in 31 of the 38 labelled texts the entry reads, and nothing in this paste shows a host)
FRESH680_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH681_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH682_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH683_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH684_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND142 = ('fresh680', 'fresh681', 'fresh682', 'fresh683', 'fresh684')   # explicit: fresh685+ are not in this round
# fresh685.yaml .. fresh688.yaml and their events files, session r39's wave 99 (GitHub issue threads: NVIDIA's GitHub-
# tracked apps and SDK samples 16, GPU benchmarks and stress tools 7, open-source games and game ports 20, JVM desktop
# graphics and creative-coding tools 19): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue 18184560 (round 141's final); tuning data since round 143.
FRESH685_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue 18184560)
FRESH686_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 18184560)
FRESH687_FIRST_RUN = (13, 20)  # top-1 category, 65.0% (catalogue 18184560)
FRESH688_FIRST_RUN = (13, 19)  # top-1 category, 68.4% (catalogue 18184560)
FRESH685_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 18184560)
FRESH686_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 18184560)
FRESH687_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 18184560)
FRESH688_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 18184560)
# Misses still open (the first-run misses, unless fixed by round 143, tests/corpus/README.md round 143)
FRESH685_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 143
FRESH686_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 143
FRESH687_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 143
FRESH688_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 143
FRESH685_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH686_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH687_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH688_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND143 = ('fresh685', 'fresh686', 'fresh687', 'fresh688')   # explicit: fresh689+ are not in this round
# fresh689.yaml .. fresh690.yaml and their events files, session r39's wave 100 (GitHub issue threads: PC game modding
# and injection tools 15, cross-platform desktop app frameworks 16): collected BY CAUSE by collectors who never ran
# explain, labelled and committed before their first run on catalogue fd3d3f12 (round 142's final); tuning data since
# round 144.
FRESH689_FIRST_RUN = (10, 15)  # top-1 category, 66.7% (catalogue fd3d3f12)
FRESH690_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue fd3d3f12)
FRESH689_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd3d3f12)
FRESH690_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue fd3d3f12)
# Misses still open (the first-run misses, unless fixed by round 144, tests/corpus/README.md round 144)
FRESH689_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 144
FRESH690_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 144
FRESH689_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH690_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND144 = ('fresh689', 'fresh690')   # explicit: fresh691+ are not in this round
# fresh691.yaml .. fresh697.yaml and their events files, session r40's wave 101 (GitHub issue threads: flight / racing
# simulators and proprietary games' trackers 14, GPU hardware-control and system-information tools 9, developer
# environments 8, GPU profilers and debuggers 14, astronomy and astrophotography software 11, body tracking / motion
# capture / VTubing 17, distribution installers and driver managers 19): collected BY CAUSE by collectors who never
# ran explain, labelled and committed before their first run on catalogue 32a8f010 (round 144's final); tuning data
# since round 145.
FRESH691_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue 32a8f010)
FRESH692_FIRST_RUN = (5, 9)  # top-1 category, 55.6% (catalogue 32a8f010)
FRESH693_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 32a8f010)
FRESH694_FIRST_RUN = (10, 14)  # top-1 category, 71.4% (catalogue 32a8f010)
FRESH695_FIRST_RUN = (8, 11)  # top-1 category, 72.7% (catalogue 32a8f010)
FRESH696_FIRST_RUN = (12, 17)  # top-1 category, 70.6% (catalogue 32a8f010)
FRESH697_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue 32a8f010)
FRESH691_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH692_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH693_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH694_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH695_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH696_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH697_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
# Misses still open (the first-run misses, unless fixed by round 145, tests/corpus/README.md round 145)
FRESH691_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 145
FRESH692_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 145
FRESH693_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH694_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 145
FRESH695_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 145
FRESH696_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 145
FRESH697_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 145
FRESH691_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH692_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH693_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH694_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH695_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH696_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH697_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND145 = ('fresh691', 'fresh692', 'fresh693', 'fresh694', 'fresh695', 'fresh696', 'fresh697')   # explicit: fresh698+ are not in this round
# fresh698.yaml .. fresh702.yaml and their events files, session r40's wave 102 (GitHub issue threads: server-side
# rendering and render farms 11, drone and vehicle simulators 15, industrial machine vision and vision-AI deployment
# 22, telecom and signal processing 10, Chinese-language threads of voice, LLM-bot and ComfyUI packages 20): collected
# BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue 32a8f010
# (round 144's final: round 145 was not yet committed when the wave's first batch landed); tuning data since round 146.
FRESH698_FIRST_RUN = (7, 11)  # top-1 category, 63.6% (catalogue 32a8f010)
FRESH699_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue 32a8f010)
FRESH700_FIRST_RUN = (19, 22)  # top-1 category, 86.4% (catalogue 32a8f010)
FRESH701_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 32a8f010)
FRESH702_FIRST_RUN = (19, 20)  # top-1 category, 95.0% (catalogue 32a8f010)
FRESH698_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue 32a8f010)
FRESH699_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH700_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
FRESH701_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue 32a8f010)
FRESH702_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 32a8f010)
# Misses still open (the first-run misses, unless fixed by round 146, tests/corpus/README.md round 146)
FRESH698_KNOWN_MISSES: frozenset = frozenset({'https://github.com/consbio/mbgl-renderer/issues/7'})    # open: README round 146 (mbgl-renderer's 'Failed to open X display.' in a container without an X server: the second labeller reads none, as the negatives' missing-display texts are, so no entry)
FRESH699_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 146
FRESH700_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 146
FRESH701_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 146
FRESH702_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 146
FRESH698_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH699_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH700_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH701_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH702_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND146 = ('fresh698', 'fresh699', 'fresh700', 'fresh701', 'fresh702')   # explicit: fresh703+ are not in this round
# fresh703.yaml .. fresh707.yaml and their events files, session r40's wave 103 (GitHub issue threads: board-game AI
# engines and self-play RL 17, Python graphics, game and visualisation libraries 16, live wallpapers, music
# visualisers and creative coding 16, particle / lattice-Boltzmann / flood solvers 3, macOS and BSD systems with
# NVIDIA GPUs 10): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first
# run on catalogue 053a4f9a (round 145's final: round 146 was not yet committed when the wave's first batch landed);
# tuning data since round 147.
FRESH703_FIRST_RUN = (15, 17)  # top-1 category, 88.2% (catalogue 053a4f9a)
FRESH704_FIRST_RUN = (6, 16)  # top-1 category, 37.5% (catalogue 053a4f9a)
FRESH705_FIRST_RUN = (9, 16)  # top-1 category, 56.2% (catalogue 053a4f9a)
FRESH706_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 053a4f9a)
FRESH707_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 053a4f9a)
FRESH703_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 053a4f9a)
FRESH704_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 053a4f9a)
FRESH705_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 053a4f9a)
FRESH706_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 053a4f9a)
FRESH707_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 053a4f9a)
# Misses still open (the first-run misses, unless fixed by round 147, tests/corpus/README.md round 147)
FRESH703_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 147
FRESH704_KNOWN_MISSES: frozenset = frozenset()    # the 10 first-run misses fixed by round 147
FRESH705_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 147
FRESH706_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH707_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 147
FRESH703_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH704_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH705_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH706_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH707_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND147 = ('fresh703', 'fresh704', 'fresh705', 'fresh706', 'fresh707')   # explicit: fresh708+ are not in this round
# fresh708.yaml .. fresh712.yaml and their events files, session r40's wave 104 (GitHub issue threads: Russian-
# language threads 16, threads in other non-English languages 12, Earth observation and GIS machine learning 14,
# desktop dictation and captioning tools 10, low-code, JVM and MATLAB analytics platforms 13): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue f09aef34 (round 146's
# final: round 147 was not yet committed when the wave's first batch landed); tuning data since round 148.
FRESH708_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue f09aef34)
FRESH709_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue f09aef34)
FRESH710_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue f09aef34)
FRESH711_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue f09aef34)
FRESH712_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue f09aef34)
FRESH708_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f09aef34)
FRESH709_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f09aef34)
FRESH710_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f09aef34)
FRESH711_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f09aef34)
FRESH712_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f09aef34)
# Misses still open (the first-run misses, unless fixed by round 148, tests/corpus/README.md round 148)
FRESH708_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH709_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 148
FRESH710_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 148
FRESH711_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 148
FRESH712_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH708_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH709_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH710_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH711_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH712_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND148 = ('fresh708', 'fresh709', 'fresh710', 'fresh711', 'fresh712')   # explicit: fresh713+ are not in this round
# fresh713.yaml .. fresh714.yaml and their events files, session r40's wave 105 (GitHub issue threads: wildlife,
# ecology and conservation AI 11, embedded Linux builds and appliance images 8): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue 205de00f (round 147's final: round
# 148 was not yet committed when the wave's first batch landed); tuning data since round 149.
FRESH713_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 205de00f)
FRESH714_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 205de00f)
FRESH713_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 205de00f)
FRESH714_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 205de00f)
# Misses still open (the first-run misses, unless fixed by round 149, tests/corpus/README.md round 149)
FRESH713_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 149
FRESH714_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 149
FRESH713_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH714_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND149 = ('fresh713', 'fresh714')   # explicit: fresh715+ are not in this round
# fresh715.yaml .. fresh720.yaml and their events files, session r41's wave 106 (GitHub issue threads: GPU-rendered
# terminals and editors 23, cross-platform GUI toolkits 23, photo / raster / office applications 17, HPC workflow
# managers and batch systems 3, Linux gaming layers 9, quantum simulators and GPU math libraries 5): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue e81cb4fd
# (round 149's final); tuning data since round 150.
FRESH715_FIRST_RUN = (17, 23)  # top-1 category, 73.9% (catalogue e81cb4fd)
FRESH716_FIRST_RUN = (14, 23)  # top-1 category, 60.9% (catalogue e81cb4fd)
FRESH717_FIRST_RUN = (12, 17)  # top-1 category, 70.6% (catalogue e81cb4fd)
FRESH718_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue e81cb4fd)
FRESH719_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue e81cb4fd)
FRESH720_FIRST_RUN = (3, 5)  # top-1 category, 60.0% (catalogue e81cb4fd)
FRESH715_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH716_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH717_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH718_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH719_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH720_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
# Misses still open (the first-run misses, unless fixed by round 150, tests/corpus/README.md round 150)
FRESH715_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 150
FRESH716_KNOWN_MISSES: frozenset = frozenset()    # the 9 first-run misses fixed by round 150
FRESH717_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 150
FRESH718_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH719_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 150
FRESH720_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 150
FRESH715_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH716_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH717_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH718_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH719_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH720_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND150 = ('fresh715', 'fresh716', 'fresh717', 'fresh718', 'fresh719', 'fresh720')   # explicit: fresh721+ are not in this round
# fresh721.yaml .. fresh726.yaml and their events files, session r41's wave 107 (GitHub issue threads: molecular and
# scientific 3D viewers 12, AI coding assistants and knowledge-app plugins 8, browser and JavaScript ML 15, zero-
# knowledge provers and blockchain GPU software 10, neural audio and music tools 13, robot learning and embodied-AI
# simulators 2): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run
# on catalogue e81cb4fd (round 149's final: round 150 was not yet committed); tuning data since round 151.
FRESH721_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue e81cb4fd)
FRESH722_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue e81cb4fd)
FRESH723_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue e81cb4fd)
FRESH724_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue e81cb4fd)
FRESH725_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue e81cb4fd)
FRESH726_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue e81cb4fd)
FRESH721_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH722_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH723_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH724_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH725_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH726_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
# Misses still open (the first-run misses, unless fixed by round 151, tests/corpus/README.md round 151)
FRESH721_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 151
FRESH722_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 151
FRESH723_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 151
FRESH724_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 151
FRESH725_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH726_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH721_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH722_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH723_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH724_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH725_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH726_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND151 = ('fresh721', 'fresh722', 'fresh723', 'fresh724', 'fresh725', 'fresh726')   # explicit: fresh727+ are not in this round
# fresh727.yaml .. fresh732.yaml and their events files, session r41's wave 108 (GitHub issue threads: 3D printing
# slicers and maker software 17, Minecraft and voxel games 19, music production and audio-plugin hosts 13, messaging
# and browser desktop clients 25, video editors and transcoders 10, robotics visualisation and navigation stacks 17):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# e81cb4fd (round 149's final: round 150 was not yet committed); tuning data since round 152.
FRESH727_FIRST_RUN = (15, 17)  # top-1 category, 88.2% (catalogue e81cb4fd)
FRESH728_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue e81cb4fd)
FRESH729_FIRST_RUN = (10, 13)  # top-1 category, 76.9% (catalogue e81cb4fd)
FRESH730_FIRST_RUN = (19, 25)  # top-1 category, 76.0% (catalogue e81cb4fd)
FRESH731_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue e81cb4fd)
FRESH732_FIRST_RUN = (11, 17)  # top-1 category, 64.7% (catalogue e81cb4fd)
FRESH727_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH728_EVENTS_FIRST_RUN = (0, 1)  # 0.0% (catalogue e81cb4fd)
FRESH729_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH730_EVENTS_FIRST_RUN = (1, 1)  # 100.0% (catalogue e81cb4fd)
FRESH731_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
FRESH732_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e81cb4fd)
# Misses still open (the first-run misses, unless fixed by round 152, tests/corpus/README.md round 152)
FRESH727_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 152
FRESH728_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 152
FRESH729_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 152
FRESH730_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 152
FRESH731_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 152
FRESH732_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 152
FRESH727_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH728_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss (the 1.0 FitError form) fixed by round 152
FRESH729_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH730_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH731_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH732_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND152 = ('fresh727', 'fresh728', 'fresh729', 'fresh730', 'fresh731', 'fresh732')   # explicit: fresh733+ are not in this round
# fresh733.yaml .. fresh737.yaml and their events files, session r41's wave 109 (GitHub issue threads: screen capture,
# recording and overlay tools 7, data labelling tools 6, manga / screen translators and desktop OCR 5, LLM evaluation
# harnesses and embedding servers 4, laboratory and psychophysics software 11): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue 5feb1186 (round 150's final: rounds
# 151 and 152 were not yet committed when negatives116 landed); tuning data since round 153.
FRESH733_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 5feb1186)
FRESH734_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue 5feb1186)
FRESH735_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 5feb1186)
FRESH736_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 5feb1186)
FRESH737_FIRST_RUN = (8, 11)  # top-1 category, 72.7% (catalogue 5feb1186)
FRESH733_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5feb1186)
FRESH734_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5feb1186)
FRESH735_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5feb1186)
FRESH736_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5feb1186)
FRESH737_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5feb1186)
# Misses still open (the first-run misses, unless fixed by round 153, tests/corpus/README.md round 153)
FRESH733_KNOWN_MISSES: frozenset = frozenset({'https://github.com/flameshot-org/flameshot/issues/3549'})    # open: README round 153 (Mesa's dri2 warning alone, silent by decision since round 133)
FRESH734_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 153
FRESH735_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 153
FRESH736_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH737_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 153
FRESH733_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH734_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH735_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH736_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH737_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND153 = ('fresh733', 'fresh734', 'fresh735', 'fresh736', 'fresh737')   # explicit: fresh738+ are not in this round
# fresh738.yaml .. fresh739.yaml and their events files, session r41's wave 110 (GitHub issue threads: indie game
# engines and 2D runtimes 12, document viewers, office suites and display tools 19): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their first run on catalogue da5b8e89 (round 152's final:
# round 153 was not yet committed); tuning data since round 154.
FRESH738_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue da5b8e89)
FRESH739_FIRST_RUN = (16, 19)  # top-1 category, 84.2% (catalogue da5b8e89)
FRESH738_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da5b8e89)
FRESH739_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue da5b8e89)
# Misses still open (the first-run misses, unless fixed by round 154, tests/corpus/README.md round 154)
FRESH738_KNOWN_MISSES: frozenset = frozenset({'https://github.com/RPCS3/rpcs3/issues/5786', 'https://github.com/mono/mono/issues/18677'})    # open: README round 154 (a segfault inside nvoglv64.dll, no cause stated; both second labellers unsure, one none; a backtrace through libnvidia-glcore, no cause stated; both second labellers none)
FRESH739_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 154
FRESH738_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH739_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND154 = ('fresh738', 'fresh739')   # explicit: fresh740+ are not in this round
# fresh740.yaml .. fresh746.yaml and their events files, session r42's wave 111 (GitHub issue threads: immutable and
# gaming-focused distributions 14, X11 window managers and compositors 9, 2D animation and drawing apps 16, 3D
# modelling and asset tools 14, graphics debuggers and API capture tools 14, physically-based renderers and ray
# tracers 11, media centres and retro front-ends 12): collected BY CAUSE by collectors who never ran explain, labelled
# and committed before their first run on catalogue 0692656a (round 154's final); tuning data since round 155.
FRESH740_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue 0692656a)
FRESH741_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 0692656a)
FRESH742_FIRST_RUN = (16, 16)  # top-1 category, 100.0% (catalogue 0692656a)
FRESH743_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 0692656a)
FRESH744_FIRST_RUN = (13, 14)  # top-1 category, 92.9% (catalogue 0692656a)
FRESH745_FIRST_RUN = (8, 11)  # top-1 category, 72.7% (catalogue 0692656a)
FRESH746_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue 0692656a)
FRESH740_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH741_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH742_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH743_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH744_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH745_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
FRESH746_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 0692656a)
# Misses still open (the first-run misses, unless fixed by round 155, tests/corpus/README.md round 155)
FRESH740_KNOWN_MISSES: frozenset = frozenset({'https://github.com/NixOS/nixpkgs/issues/372135'})    # open: README round 155 (Mesa's 'egl: failed to create dri2 screen' warning alone, silent by round 133's decision)
FRESH741_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 155
FRESH742_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH743_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 155
FRESH744_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 155
FRESH745_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 155
FRESH746_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 155
FRESH740_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH741_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH742_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH743_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH744_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH745_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH746_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND155 = ('fresh740', 'fresh741', 'fresh742', 'fresh743', 'fresh744', 'fresh745', 'fresh746')   # explicit: fresh747+ are not in this round
# fresh747.yaml .. fresh753.yaml and their events files, session r42's wave 112 (GitHub issue threads: volunteer and
# distributed computing clients 7, hosted hypervisors and paravirtual GPUs 13, GL / Vulkan loaders and translation
# layers 12, medical imaging viewers 6, source-based package managers 9, one-click AI launchers 13, queries in eleven
# other languages (English threads returned) 6): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue def65564 (round 154's final with round 112's browser entry folded;
# round 155 was not yet committed when the wave's first batch landed); tuning data since round 156.
FRESH747_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue def65564)
FRESH748_FIRST_RUN = (9, 13)  # top-1 category, 69.2% (catalogue def65564)
FRESH749_FIRST_RUN = (9, 12)  # top-1 category, 75.0% (catalogue def65564)
FRESH750_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue def65564)
FRESH751_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue def65564)
FRESH752_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue def65564)
FRESH753_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue def65564)
FRESH747_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH748_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH749_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH750_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH751_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH752_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
FRESH753_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue def65564)
# Misses still open (the first-run misses, unless fixed by round 156, tests/corpus/README.md round 156)
FRESH747_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 156
FRESH748_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 156
FRESH749_KNOWN_MISSES: frozenset = frozenset({'https://github.com/sethgoldin/install-davinci-resolve-centos/issues/37'})    # open: README round 156 (the kernel's generic 'Cannot generate ORC metadata ... please install libelf-dev' stop, which names no NVIDIA module)
FRESH750_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 156
FRESH751_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH752_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH753_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 156
FRESH747_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH748_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH749_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH750_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH751_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH752_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH753_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND156 = ('fresh747', 'fresh748', 'fresh749', 'fresh750', 'fresh751', 'fresh752', 'fresh753')   # explicit: fresh754+ are not in this round
# fresh754.yaml .. fresh756.yaml and their events files, session r42's wave 113 (GitHub issue threads: computer and
# arcade emulators and source ports 9, web-map renderers, 3D globes and BIM viewers 17, the open-source NVIDIA driver
# stack (nouveau, NVK, open modules) 10): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue 2677ecd8 (round 155's final); tuning data since round 157.
FRESH754_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue 2677ecd8)
FRESH755_FIRST_RUN = (12, 17)  # top-1 category, 70.6% (catalogue 2677ecd8)
FRESH756_FIRST_RUN = (8, 10)  # top-1 category, 80.0% (catalogue 2677ecd8)
FRESH754_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2677ecd8)
FRESH755_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2677ecd8)
FRESH756_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 2677ecd8)
# Misses still open (the first-run misses, unless fixed by round 157, tests/corpus/README.md round 157)
FRESH754_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 157
FRESH755_KNOWN_MISSES: frozenset = frozenset({'https://github.com/maptiler/tileserver-gl/issues/71', 'https://github.com/lgsvl/simulator/issues/678'})    # open: README round 157 (mbgl's 'Failed to open X display.' without an X server, no entry by round 146's decision; rviz's INFO line 'Forcing OpenGl version 0.' is printed on healthy machines too (rviz render_system.cpp forceGlVersion), and the segfault after it states no cause)
FRESH756_KNOWN_MISSES: frozenset = frozenset({'https://github.com/alacritty/alacritty/issues/7649'})    # open: README round 157 (read gpu_oom by Zink's heap allocation line; its label rests on Mesa's dri2 warning, silent by round 133's decision)
FRESH754_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH755_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH756_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND157 = ('fresh754', 'fresh755', 'fresh756')   # explicit: fresh757+ are not in this round
# fresh757.yaml .. fresh763.yaml and their events files, session r42's wave 114 (GitHub issue threads: JetBrains IDEs
# and Java desktop apps 23, legacy NVIDIA GPUs and driver branches 6, fractal, shader-art and math-visualisation
# programs 15, rhythm and music games (mostly music-AI tools the queries reached) 20, Wine-based runners of Windows
# apps 17, electronics test-and-measurement software 4, upscaler and DLSS tools and mods 6): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 936e4c73 (round 156's
# final); tuning data since round 158.
FRESH757_FIRST_RUN = (16, 23)  # top-1 category, 69.6% (catalogue 936e4c73)
FRESH758_FIRST_RUN = (2, 6)  # top-1 category, 33.3% (catalogue 936e4c73)
FRESH759_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue 936e4c73)
FRESH760_FIRST_RUN = (13, 20)  # top-1 category, 65.0% (catalogue 936e4c73)
FRESH761_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue 936e4c73)
FRESH762_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 936e4c73)
FRESH763_FIRST_RUN = (2, 6)  # top-1 category, 33.3% (catalogue 936e4c73)
FRESH757_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH758_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH759_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH760_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH761_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH762_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
FRESH763_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 936e4c73)
# Misses still open (the first-run misses, unless fixed by round 158, tests/corpus/README.md round 158)
FRESH757_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 158
FRESH758_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 158
FRESH759_KNOWN_MISSES: frozenset = frozenset({'https://github.com/FLAMEGPU/FLAMEGPU/issues/257'})    # open: README round 158 (Mesa's GLSL compiler errors on a TITAN V machine: the text shows another GL answering only by its message form, which no entry may infer)
FRESH760_KNOWN_MISSES: frozenset = frozenset({'https://github.com/flathub/sh.ppy.osu/issues/197', 'https://github.com/ValveSoftware/Proton/issues/2428'})    # open: README round 158 (osu#11695, a crash inside nvoglv64.dll, read since round 208 by gpu/windows-crash-in-nvoglv as RPCS3#5786 is since round 168; an X BadMatch on an unnamed extension opcode (149 ()): the text does not name GLX; a game's own 'No Graphic Memory' dialog at start, reading two ways (no GPU memory, or no usable driver as the thread shows))
FRESH761_KNOWN_MISSES: frozenset = frozenset({'https://github.com/batocera-linux/batocera.linux/issues/6938'})    # open: README round 158 ('Unable to initialise video subsystem' states no cause (as a missing display, round 146))
FRESH762_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH763_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 158
FRESH757_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH758_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH759_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH760_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH761_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH762_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH763_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND158 = ('fresh757', 'fresh758', 'fresh759', 'fresh760', 'fresh761', 'fresh762', 'fresh763')   # explicit: fresh764+ are not in this round
# fresh764.yaml .. fresh765.yaml and their events files, session r42's wave 115 (GitHub issue threads: shader
# compilers and GPU asset-pipeline tools 12, 3D and GPU widgets in notebooks and web dashboards 5): collected BY CAUSE
# by collectors who never ran explain, labelled and committed before their first run on catalogue 53710933 (round
# 157's final; round 158 was not yet committed when the wave's first batch landed); tuning data since round 159.
FRESH764_FIRST_RUN = (7, 12)  # top-1 category, 58.3% (catalogue 53710933)
FRESH765_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 53710933)
FRESH764_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 53710933)
FRESH765_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 53710933)
# Misses still open (the first-run misses, unless fixed by round 159, tests/corpus/README.md round 159)
FRESH764_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 159
FRESH765_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH764_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH765_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND159 = ('fresh764', 'fresh765')   # explicit: fresh766+ are not in this round
# fresh766.yaml .. fresh766.yaml and their events files, session r42's wave 116 (GitHub issue threads: broadcast
# graphics, playout and projection-mapping software 6): collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on catalogue 1eb47b0e (round 159's final); tuning data since round
# 160.
FRESH766_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue 1eb47b0e)
FRESH766_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1eb47b0e)
# Misses still open (the first-run misses, unless fixed by round 160, tests/corpus/README.md round 160)
FRESH766_KNOWN_MISSES: frozenset = frozenset({'https://github.com/CasparCG/server/issues/1606', 'https://github.com/CasparCG/server/issues/1445'})    # open: README round 160 (Mesa's GLSL errors ('no function with name texture2D') on a compatibility context: a shader / Mesa reading, no NVIDIA GPU in the text; 'Failed to open X11 display: make sure the DISPLAY environment variable is set correctly' without an X server, no entry by round 146's decision)
FRESH766_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND160 = ('fresh766',)   # explicit: fresh767+ are not in this round
# fresh767.yaml .. fresh773.yaml and their events files, session r43's wave 117 (GitHub issue threads: digital audio
# workstations and audio-AI plugins 4, flight, space and driving simulators 10, astronomy software (texts from
# adjacent CUDA trackers) 4, depth cameras, body tracking and VTuber trackers 19, CFD / FEA codes 5, EDA and
# electromagnetic solvers 8, webcam effects and live-face tools 23): collected BY CAUSE by collectors who never ran
# explain, labelled and committed before their first run on catalogue e568bb29 (session r42's final); tuning data
# since round 161.
FRESH767_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue e568bb29)
FRESH768_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue e568bb29)
FRESH769_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue e568bb29)
FRESH770_FIRST_RUN = (12, 19)  # top-1 category, 63.2% (catalogue e568bb29)
FRESH771_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue e568bb29)
FRESH772_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue e568bb29)
FRESH773_FIRST_RUN = (20, 23)  # top-1 category, 87.0% (catalogue e568bb29)
FRESH767_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH768_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH769_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH770_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH771_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH772_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
FRESH773_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e568bb29)
# Misses still open (the first-run misses, unless fixed by round 161, tests/corpus/README.md round 161)
FRESH767_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH768_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH769_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH770_KNOWN_MISSES: frozenset = frozenset()    # the 7 first-run misses fixed by round 161
FRESH771_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 161
FRESH772_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 161
FRESH773_KNOWN_MISSES: frozenset = frozenset({'https://github.com/fangfufu/Linux-Fake-Background-Webcam/issues/16'})    # open: README round 161 (TensorFlow's 'kernel driver does not appear to be running on this host' under a docker-compose service's log prefix ('bodypix_1  | '): the paste shows the container, so the container reading comes first by the compose-prefix context rule; both labellers read driver_not_loaded by the wording)
FRESH767_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH768_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH769_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH770_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH771_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH772_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH773_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND161 = ('fresh767', 'fresh768', 'fresh769', 'fresh770', 'fresh771', 'fresh772', 'fresh773')   # explicit: fresh774+ are not in this round
# fresh774.yaml .. fresh780.yaml and their events files, session r43's wave 118 (GitHub issue threads: fractal and
# generative-art tools (texts from adjacent trackers) 8, molecular and materials visualisers 7, point-cloud and
# 3D-scanning tools 10, bio-image and microscopy software 8, classic-game source ports 9, screen recorders and capture
# tools 5, GPU tuning, fan and driver-tweak tools 13): collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on catalogue 679d5da1 (session r42's final with the fold of two
# duplicate pairs; round 161 was not yet committed when the wave's first batch landed); tuning data since round 162.
FRESH774_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue 679d5da1)
FRESH775_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 679d5da1)
FRESH776_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 679d5da1)
FRESH777_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue 679d5da1)
FRESH778_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 679d5da1)
FRESH779_FIRST_RUN = (3, 5)  # top-1 category, 60.0% (catalogue 679d5da1)
FRESH780_FIRST_RUN = (7, 13)  # top-1 category, 53.8% (catalogue 679d5da1)
FRESH774_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH775_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH776_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH777_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH778_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH779_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
FRESH780_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 679d5da1)
# Misses still open (the first-run misses, unless fixed by round 162, tests/corpus/README.md round 162)
FRESH774_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 162
FRESH775_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 162
FRESH776_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH777_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 162
FRESH778_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 162
FRESH779_KNOWN_MISSES: frozenset = frozenset({'https://github.com/fltk/fltk/issues/760'})    # open: README round 162 (the program's own log lines ('choose config failed', then 'EGL_SUCCESS'): no API result or driver named, left open rather than an entry on one program's words)
FRESH780_KNOWN_MISSES: frozenset = frozenset({'https://github.com/stevezau/media_preview_generator/issues/15', 'https://github.com/vandabbin/nvidia-fan-control-linux/issues/4'})    # open: README round 162 ('NVML Shared Library Not Found' on a Windows host reads container_runtime_misconfigured first, as the wording's container texts (4 of 6) do and as NVlabs/imaginaire#56 stays open; nvidia-settings' 'The control display is undefined' after X refused the connection ('No protocol specified') is an X authorisation problem, no entry by round 146's decision on missing X displays)
FRESH774_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH775_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH776_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH777_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH778_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH779_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH780_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND162 = ('fresh774', 'fresh775', 'fresh776', 'fresh777', 'fresh778', 'fresh779', 'fresh780')   # explicit: fresh781+ are not in this round
# fresh781.yaml .. fresh787.yaml and their events files, session r43's wave 119 (GitHub issue threads: photo, RAW and
# panorama tools 9, video editors 4, scientific visualisation 4, drone ground stations and robot GUIs 10, machine-
# vision cameras and Jetson camera pipelines 15, Linux distributions' driver managers and packaging 11, chess and Go
# engines and GUIs 8): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue bfde564d (round 161's final; round 162 was not yet committed when the wave's first batch
# landed); tuning data since round 163.
FRESH781_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue bfde564d)
FRESH782_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue bfde564d)
FRESH783_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue bfde564d)
FRESH784_FIRST_RUN = (7, 10)  # top-1 category, 70.0% (catalogue bfde564d)
FRESH785_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue bfde564d)
FRESH786_FIRST_RUN = (7, 11)  # top-1 category, 63.6% (catalogue bfde564d)
FRESH787_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue bfde564d)
FRESH781_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH782_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH783_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH784_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH785_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH786_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
FRESH787_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue bfde564d)
# Misses still open (the first-run misses, unless fixed by round 163, tests/corpus/README.md round 163)
FRESH781_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 163
FRESH782_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 163
FRESH783_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 163
FRESH784_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 163
FRESH785_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 163
FRESH786_KNOWN_MISSES: frozenset = frozenset({'https://github.com/void-linux/void-packages/issues/282'})    # open: README round 163 (Xorg's bare '(EE) no screens found(EE)': the X server found no usable screen, which names no driver or GPU cause (the one earlier text with it is read by its module lines))
FRESH787_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 163
FRESH781_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH782_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH783_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH784_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH785_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH786_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH787_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND163 = ('fresh781', 'fresh782', 'fresh783', 'fresh784', 'fresh785', 'fresh786', 'fresh787')   # explicit: fresh788+ are not in this round
# fresh788.yaml .. fresh789.yaml and their events files, session r43's wave 120 (GitHub issue threads: geophysics and
# seismic codes (texts from adjacent trackers) 3, neuroimaging and MRI / diffusion pipelines 10): collected BY CAUSE
# by collectors who never ran explain, labelled and committed before their first run on catalogue 4886eeb5 (round
# 163's final); tuning data since round 164.
FRESH788_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 4886eeb5)
FRESH789_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 4886eeb5)
FRESH788_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4886eeb5)
FRESH789_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4886eeb5)
# Misses still open (the first-run misses, unless fixed by round 164, tests/corpus/README.md round 164)
FRESH788_KNOWN_MISSES: frozenset = frozenset({'https://github.com/GSeanCDAT/GIMM-VFI/issues/15'})    # open: README round 164 (a bare 'libcusparse.so.12 not found' on a CUDA 13 system reads two ways; the tool reads a CUDA library that cannot be loaded (cuda_init_failed), as both blind second labellers do, the collector the other major's library)
FRESH789_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 164
FRESH788_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH789_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND164 = ('fresh788', 'fresh789')   # explicit: fresh790+ are not in this round
# fresh790.yaml .. fresh796.yaml and their events files, session r44's wave 121 (GitHub issue threads: display
# managers and boot graphics, graphics-programming sample repositories, level and map editors, image viewers,
# planetarium and maths-visualisation software, game AI mods, custom CUDA operators in research code): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue 4358447f
# (session r43's final e7bddc0c with the classifier's graphics-API gate, written before any wave-121 text was read);
# tuning data since round 165.
FRESH790_FIRST_RUN = (3, 6)  # top-1 category, 50.0% (catalogue 4358447f)
FRESH791_FIRST_RUN = (12, 17)  # top-1 category, 70.6% (catalogue 4358447f)
FRESH792_FIRST_RUN = (4, 9)  # top-1 category, 44.4% (catalogue 4358447f)
FRESH793_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue 4358447f)
FRESH794_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 4358447f)
FRESH795_FIRST_RUN = (1, 2)  # top-1 category, 50.0% (catalogue 4358447f)
FRESH796_FIRST_RUN = (18, 21)  # top-1 category, 85.7% (catalogue 4358447f)
FRESH790_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH791_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH792_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH793_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH794_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH795_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH796_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
# Misses still open (the first-run misses, unless fixed by round 165, tests/corpus/README.md round 165)
FRESH790_KNOWN_MISSES: frozenset = frozenset({'https://github.com/willkessler/nvidia-docker-novnc/issues/3'})    # open: README round 165 (VirtualGL's 'Could not open display :0.' after Xlib's 'No protocol specified': an X authorisation refusal, round 146's decision)
FRESH791_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 165
FRESH792_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 165
FRESH793_KNOWN_MISSES: frozenset = frozenset({'https://github.com/dkogan/horizonator/issues/2'})    # the first-run miss fixed by round 165; open since round 166: freeglut's "failed to open display ''" (no X display over SSH), which 4358447f's classifier read through an X-display word the final gate leaves out by round 146's decision
FRESH794_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 165
FRESH795_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 165
FRESH796_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 165
FRESH790_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH791_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH792_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH793_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH794_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH795_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH796_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND165 = ('fresh790', 'fresh791', 'fresh792', 'fresh793', 'fresh794', 'fresh795', 'fresh796')   # explicit: fresh797+ are not in this round
# fresh797.yaml .. fresh803.yaml and their events files, session r44's wave 122 (GitHub issue threads: Rust graphics
# and game crates, .NET desktop graphics frameworks, image-to-3D generation, SLAM and multi-view 3D models, segment-
# anything and open-vocabulary detection, image restoration research code, interpretability tools): collected BY CAUSE
# by collectors who never ran explain, labelled and committed before their first run on catalogue 4358447f (session
# r43's final e7bddc0c with the classifier's graphics-API gate, committed four minutes after negatives126 landed and
# before any wave-122 text was read); tuning data since round 166.
FRESH797_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue 4358447f)
FRESH798_FIRST_RUN = (14, 17)  # top-1 category, 82.4% (catalogue 4358447f)
FRESH799_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 4358447f)
FRESH800_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 4358447f)
FRESH801_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 4358447f)
FRESH802_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 4358447f)
FRESH803_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 4358447f)
FRESH797_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH798_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH799_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH800_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH801_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH802_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
FRESH803_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4358447f)
# Misses still open (the first-run misses, unless fixed by round 166, tests/corpus/README.md round 166)
FRESH797_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH798_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 166
FRESH799_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 166
FRESH800_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH801_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH802_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH803_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH797_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH798_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH799_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH800_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH801_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH802_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH803_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND166 = ('fresh797', 'fresh798', 'fresh799', 'fresh800', 'fresh801', 'fresh802', 'fresh803')   # explicit: fresh804+ are not in this round
# fresh804.yaml .. fresh810.yaml and their events files, session r44's wave 123 (GitHub issue threads: spiking-network
# and brain-simulation codes, federated learning frameworks, 2025-26 GPU kernel and communication libraries for LLMs,
# pose estimation and motion capture, C++ creative-coding and geometry frameworks, AutoML and hyper-parameter search,
# scientific machine learning): collected BY CAUSE by collectors who never ran explain, labelled and committed before
# their first run on catalogue 446f8b45 (round 165's final, latest when negatives127 landed); tuning data since round
# 167.
FRESH804_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 446f8b45)
FRESH805_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 446f8b45)
FRESH806_FIRST_RUN = (8, 12)  # top-1 category, 66.7% (catalogue 446f8b45)
FRESH807_FIRST_RUN = (21, 23)  # top-1 category, 91.3% (catalogue 446f8b45)
FRESH808_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue 446f8b45)
FRESH809_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 446f8b45)
FRESH810_FIRST_RUN = (3, 5)  # top-1 category, 60.0% (catalogue 446f8b45)
FRESH804_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH805_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH806_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH807_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH808_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH809_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
FRESH810_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 446f8b45)
# Misses still open (the first-run misses, unless fixed by round 167, tests/corpus/README.md round 167)
FRESH804_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH805_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 167
FRESH806_KNOWN_MISSES: frozenset = frozenset({'https://github.com/vllm-project/vllm/issues/4770'})    # open: README round 167 (vLLM's custom all-reduce fallback warning, kept silent by round 21's decision (a benign fallback to NCCL; build_classifier.OVERRULED))
FRESH807_KNOWN_MISSES: frozenset = frozenset({'https://github.com/zju3dv/EasyMocap/issues/398', 'https://github.com/facebookresearch/frankmocap/issues/12'})    # open since round 167: EasyMocap#398's bare 'ValueError: Invalid device ID (0)' (round 58 keeps the ValueError alone unread: the words are any program's); frankmocap#12's freeglut "failed to open display ''", read at first contact through the gate's X-display words that round 166 dropped by round 146's decision; the other first-run misses fixed by round 167
FRESH808_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 167
FRESH809_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 167
FRESH810_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 167
FRESH804_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH805_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH806_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH807_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH808_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH809_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH810_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND167 = ('fresh804', 'fresh805', 'fresh806', 'fresh807', 'fresh808', 'fresh809', 'fresh810')   # explicit: fresh811+ are not in this round
# fresh811.yaml .. fresh813.yaml and their events files, session r44's wave 124 (GitHub issue threads: head, eye and
# face tracking for simulators and VR, kiosk and digital-signage software, small CAD and geometry-kernel apps):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 77507384 (round 166's final, latest when negatives128 landed); tuning data since round 168.
FRESH811_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 77507384)
FRESH812_FIRST_RUN = (7, 9)  # top-1 category, 77.8% (catalogue 77507384)
FRESH813_FIRST_RUN = (9, 13)  # top-1 category, 69.2% (catalogue 77507384)
FRESH811_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 77507384)
FRESH812_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 77507384)
FRESH813_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 77507384)
# Misses still open (the first-run misses, unless fixed by round 168, tests/corpus/README.md round 168)
FRESH811_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 168
FRESH812_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ongardie/cubicle/issues/3'})    # open: README round 168 (Chromium's 'broker_posix.cc(46)] Received unexpected number of handles' names no cause; the thread finds /dev/shm too small)
FRESH813_KNOWN_MISSES: frozenset = frozenset()    # the 5 first-run misses fixed by round 168
FRESH811_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH812_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH813_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND168 = ('fresh811', 'fresh812', 'fresh813')   # explicit: fresh814+ are not in this round
# fresh814.yaml .. fresh818.yaml and their events files, session r45's wave 125 (GitHub issue threads: GPU password
# recovery and crypto-mining software, volunteer computing and number-theory GPU clients, console emulators, speech /
# TTS / voice-cloning apps, Vulkan-compute ML ports): collected BY CAUSE by collectors who never ran explain, labelled
# and committed before their first run on catalogue c57e12c4 (round 168's final with its review mend, latest when
# negatives129 landed); tuning data since round 169.
FRESH814_FIRST_RUN = (8, 13)  # top-1 category, 61.5% (catalogue c57e12c4)
FRESH815_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue c57e12c4)
FRESH816_FIRST_RUN = (6, 12)  # top-1 category, 50.0% (catalogue c57e12c4)
FRESH817_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue c57e12c4)
FRESH818_FIRST_RUN = (6, 9)  # top-1 category, 66.7% (catalogue c57e12c4)
FRESH814_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH815_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH816_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH817_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH818_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
# Misses still open (the first-run misses, unless fixed by round 169, tests/corpus/README.md round 169)
FRESH814_KNOWN_MISSES: frozenset = frozenset()    # round 169 left NiceHashQuickMiner#434 open (a bare 'an illegal memory access was encountered' names no cause; both blind labellers: none); since round 173's rebuild the resemblance fallback reads it xid_error, the collector's label, at low confidence
FRESH815_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH816_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ivan-hc/Steam-appimage/issues/23'})    # open: README round 169 (a RunImage launcher that finds no 32-bit NVIDIA libraries and cannot download the host's driver reads driver_install_failed; the collector reads graphics, the blind labellers split)
FRESH817_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH818_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 169
FRESH814_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH815_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH816_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH817_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH818_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND169 = ('fresh814', 'fresh815', 'fresh816', 'fresh817', 'fresh818')   # explicit: fresh819+ are not in this round
# fresh819.yaml .. fresh822.yaml and their events files, session r45's wave 126 (GitHub issue threads: neural-network
# board-game engines, VTuber / avatar and motion-capture apps, remote graphics and VDI, NixOS / Guix / immutable
# distributions): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first
# run on catalogue c57e12c4 (round 168's final with its review mend, latest when negatives130 landed); tuning data
# since round 170.
FRESH819_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue c57e12c4)
FRESH820_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue c57e12c4)
FRESH821_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue c57e12c4)
FRESH822_FIRST_RUN = (12, 15)  # top-1 category, 80.0% (catalogue c57e12c4)
FRESH819_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH820_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH821_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
FRESH822_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c57e12c4)
# Misses still open (the first-run misses, unless fixed by round 170, tests/corpus/README.md round 170)
FRESH819_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH820_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH821_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 170
FRESH822_KNOWN_MISSES: frozenset = frozenset({'https://github.com/fedora-silverblue/issue-tracker/issues/511'})    # open: README round 170 (rpm-ostree's akmods depsolve failure names no NVIDIA package (akmods builds other kernel modules too): the text alone does not say it is the NVIDIA driver's install)
FRESH819_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH820_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH821_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH822_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND170 = ('fresh819', 'fresh820', 'fresh821', 'fresh822')   # explicit: fresh823+ are not in this round
# fresh823.yaml .. fresh827.yaml and their events files, session r45's wave 127 (GitHub issue threads: GPU computing
# from Julia / R / Elixir / Haskell, medical-imaging deep learning, geospatial ML, recommendation and vector-search
# systems, RL environments and physics simulators): collected BY CAUSE by collectors who never ran explain, labelled
# and committed before their first run on catalogue 8ccc6ad1 (round 169's final, latest when negatives131 landed);
# tuning data since round 171.
FRESH823_FIRST_RUN = (13, 15)  # top-1 category, 86.7% (catalogue 8ccc6ad1)
FRESH824_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 8ccc6ad1)
FRESH825_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 8ccc6ad1)
FRESH826_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 8ccc6ad1)
FRESH827_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 8ccc6ad1)
FRESH823_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ccc6ad1)
FRESH824_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 8ccc6ad1)
FRESH825_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ccc6ad1)
FRESH826_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ccc6ad1)
FRESH827_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 8ccc6ad1)
# Misses still open (the first-run misses, unless fixed by round 171, tests/corpus/README.md round 171)
FRESH823_KNOWN_MISSES: frozenset = frozenset({'https://github.com/AccelerateHS/accelerate/issues/359'})    # open: README round 171 (LLVM's unknown sm_52 and ptxas' PTX 3.2 lines above 'no kernel image is available' read no_kernel_image_arch first, as fresh175 and fresh300 label that shape; the collector and both blind labellers (unsure) read the compiler lines)
FRESH824_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH825_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH826_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH827_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH823_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH824_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH825_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH826_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH827_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND171 = ('fresh823', 'fresh824', 'fresh825', 'fresh826', 'fresh827')   # explicit: fresh828+ are not in this round
# fresh828.yaml .. fresh832.yaml and their events files, session r45's wave 128 (GitHub issue threads: desktop app
# frameworks, game upscaler and shader-injection mods, Windows games and engines' crash reports, Python plotting and
# 3D visualisation libraries, GPU video decode / encode pipelines): collected BY CAUSE by collectors who never ran
# explain, labelled and committed before their first run on catalogue eac9e3f0 (round 170's final, latest when
# negatives132 landed); tuning data since round 172.
FRESH828_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue eac9e3f0)
FRESH829_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue eac9e3f0)
FRESH830_FIRST_RUN = (5, 13)  # top-1 category, 38.5% (catalogue eac9e3f0)
FRESH831_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue eac9e3f0)
FRESH832_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue eac9e3f0)
FRESH828_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH829_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH830_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH831_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH832_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
# Misses still open (the first-run misses, unless fixed by round 172, tests/corpus/README.md round 172)
FRESH828_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 172
FRESH829_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 172
FRESH830_KNOWN_MISSES: frozenset = frozenset()    # the 8 first-run misses fixed by round 172
FRESH831_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 172
FRESH832_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH828_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH829_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH830_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH831_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH832_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND172 = ('fresh828', 'fresh829', 'fresh830', 'fresh831', 'fresh832')   # explicit: fresh833+ are not in this round
# fresh833.yaml .. fresh835.yaml and their events files, session r45's wave 129 (GitHub issue threads: 3D-printing
# slicers and printer hosts, GPU passthrough and virtual GPUs, Wayland compositors and window managers): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue eac9e3f0
# (round 170's final, latest when negatives133 landed); tuning data since round 173.
FRESH833_FIRST_RUN = (11, 12)  # top-1 category, 91.7% (catalogue eac9e3f0)
FRESH834_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue eac9e3f0)
FRESH835_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue eac9e3f0)
FRESH833_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH834_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
FRESH835_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue eac9e3f0)
# Misses still open (the first-run misses, unless fixed by round 173, tests/corpus/README.md round 173)
FRESH833_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 173
FRESH834_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH835_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 173
FRESH833_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH834_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH835_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND173 = ('fresh833', 'fresh834', 'fresh835')   # explicit: fresh836+ are not in this round
# fresh836.yaml .. fresh838.yaml and their events files, session r46's wave 130 (GitHub issue threads: GPU CI runners
# and build farms, quantum-circuit simulators and SDKs, electronic-structure and machine-learned-potential codes):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# e260882e (round 173's final with its review mend, latest when the wave landed); tuning data since round 174.
FRESH836_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue e260882e)
FRESH837_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue e260882e)
FRESH838_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue e260882e)
FRESH836_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
FRESH837_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
FRESH838_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
# Misses still open (the first-run misses, unless fixed by round 174, tests/corpus/README.md round 174)
FRESH836_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH837_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH838_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 174
FRESH836_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH837_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH838_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND174 = ('fresh836', 'fresh837', 'fresh838')   # explicit: fresh839+ are not in this round
# fresh839.yaml .. fresh841.yaml and their events files, session r46's wave 131 (GitHub issue threads: zero-knowledge
# provers and GPU cryptography, GPU data engineering and analytics, self-hosted home-server AI apps): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue e260882e
# (round 173's final with its review mend, latest when the wave landed); tuning data since round 175.
FRESH839_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue e260882e)
FRESH840_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue e260882e)
FRESH841_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue e260882e)
FRESH839_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
FRESH840_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
FRESH841_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e260882e)
# Misses still open (the first-run misses, unless fixed by round 175, tests/corpus/README.md round 175)
FRESH839_KNOWN_MISSES: frozenset = frozenset({'https://github.com/succinctlabs/sp1/issues/2950'})    # open: README round 175 (sp1#2950: a Rust AllocError for a 6 GiB tensor; the text does not name the device (both blind labellers unsure: host RAM reads as well), so no entry reads it)
FRESH840_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH841_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH839_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH840_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH841_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND175 = ('fresh839', 'fresh840', 'fresh841')   # explicit: fresh842+ are not in this round
# fresh842.yaml .. fresh844.yaml and their events files, session r46's wave 132 (GitHub issue threads: GPU-rendered
# terminal emulators and editors, LLM serving and fine-tuning, image and video generation UIs): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 6fadd750 (rounds
# 174-175's final, latest when the wave landed); tuning data since round 176.
FRESH842_FIRST_RUN = (9, 13)  # top-1 category, 69.2% (catalogue 6fadd750)
FRESH843_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 6fadd750)
FRESH844_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue 6fadd750)
FRESH842_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6fadd750)
FRESH843_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6fadd750)
FRESH844_EVENTS_FIRST_RUN = (1, 1)   # exact decomposition, 100.0% (catalogue 6fadd750)
# Misses still open (the first-run misses, unless fixed by round 176, tests/corpus/README.md round 176)
FRESH842_KNOWN_MISSES: frozenset = frozenset()    # the 4 first-run misses fixed by round 176
FRESH843_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 176
FRESH844_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 176
FRESH842_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH843_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH844_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND176 = ('fresh842', 'fresh843', 'fresh844')   # explicit: fresh845+ are not in this round
# fresh845.yaml .. fresh847.yaml and their events files, session r46's wave 133 (GitHub issue threads: NVIDIA's own
# GPU software stack, Linux desktops and gaming on NVIDIA drivers, robotics and embodied-AI simulation): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue c4068ac8
# (round 176's final, latest when the wave landed); tuning data since round 177.
FRESH845_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue c4068ac8)
FRESH846_FIRST_RUN = (2, 4)  # top-1 category, 50.0% (catalogue c4068ac8)
FRESH847_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue c4068ac8)
FRESH845_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
FRESH846_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
FRESH847_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
# Misses still open (the first-run misses, unless fixed by round 177, tests/corpus/README.md round 177)
FRESH845_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 177
FRESH846_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 177
FRESH847_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH845_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH846_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH847_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND177 = ('fresh845', 'fresh846', 'fresh847')   # explicit: fresh848+ are not in this round
# fresh848.yaml .. fresh850.yaml and their events files, session r46's wave 134 (GitHub issue threads: scientific
# Python GPU libraries, Windows local-AI desktop apps, training platforms on Kubernetes and Slurm): collected BY CAUSE
# by collectors who never ran explain, labelled and committed before their first run on catalogue c4068ac8 (round
# 176's final, latest when the wave landed); tuning data since round 178.
FRESH848_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue c4068ac8)
FRESH849_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue c4068ac8)
FRESH850_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue c4068ac8)
FRESH848_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
FRESH849_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
FRESH850_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue c4068ac8)
# Misses still open (the first-run misses, unless fixed by round 178, tests/corpus/README.md round 178)
FRESH848_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH849_KNOWN_MISSES: frozenset = frozenset({'https://github.com/Acly/krita-ai-diffusion/issues/1017'})    # open: README round 178 (krita-ai-diffusion#1017: WinError 126 loading torch's core c10.dll, whose cause was a missing Visual C++ runtime; the text names no GPU library, and both blind labellers were unsure)
FRESH850_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH848_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH849_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH850_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND178 = ('fresh848', 'fresh849', 'fresh850')   # explicit: fresh851+ are not in this round
# fresh851.yaml .. fresh853.yaml and their events files, session r46's wave 135 (GitHub issue threads: Java / JVM
# graphics and Minecraft launchers, Android emulators and containers, 2D / 3D game frameworks): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 1a00da02 (rounds
# 177-178's final, latest when the wave landed); tuning data since round 179.
FRESH851_FIRST_RUN = (13, 16)  # top-1 category, 81.2% (catalogue 1a00da02)
FRESH852_FIRST_RUN = (7, 13)  # top-1 category, 53.8% (catalogue 1a00da02)
FRESH853_FIRST_RUN = (8, 12)  # top-1 category, 66.7% (catalogue 1a00da02)
FRESH851_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1a00da02)
FRESH852_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1a00da02)
FRESH853_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 1a00da02)
# Misses still open (the first-run misses, unless fixed by round 179, tests/corpus/README.md round 179)
FRESH851_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ivan-vasilev/neuralnetworks/issues/44', 'https://github.com/Syncleus/aparapi/issues/52'})    # open: README round 179 (Aparapi's OpenCL library not loadable: both blind labellers read cuda_init_failed where the collector reads no_device_visible, and no GPU is named)
FRESH852_KNOWN_MISSES: frozenset = frozenset({'https://github.com/waydroid/waydroid/issues/1372'})    # open: README round 179 (nouveau's 'gr: DATA_ERROR' kernel lines: labelled xid_error, both blind labellers read graphics_driver_unavailable; no entry until the label is settled)
FRESH853_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pygame-community/pygame-ce/issues/1314', 'https://github.com/pygame-community/pygame-ce/issues/639', 'https://github.com/IRLL/HIPPO_Gym/issues/55'})    # open: README round 179 (SDL's 'No available video device' in containers without a display: a missing display alone stays an open question (round 146))
FRESH851_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH852_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH853_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND179 = ('fresh851', 'fresh852', 'fresh853')   # explicit: fresh854+ are not in this round
# fresh854.yaml .. fresh856.yaml and their events files, session r47's wave 136 (GitHub issue threads: the CUDA 13 /
# driver 580-590 migration, LLM RL post-training frameworks, document AI and OCR models): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue ad7c820c (session r46's
# last commit, latest when the wave landed); tuning data since round 180.
FRESH854_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue ad7c820c)
FRESH855_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue ad7c820c)
FRESH856_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue ad7c820c)
FRESH854_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
FRESH855_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
FRESH856_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
# Misses still open (the first-run misses, unless fixed by round 180, tests/corpus/README.md round 180)
FRESH854_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH855_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH856_KNOWN_MISSES: frozenset = frozenset({'https://github.com/apool-io/apoolminer/issues/28'})    # open: README round 180 (a GPU miner's own start-up notice 'Nvidia GPU device is disable' with 'CUDA: Unknown': no earlier label of the wording, both blind labellers unsure (the miner's own setting is the other reading))
FRESH854_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH855_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH856_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND180 = ('fresh854', 'fresh855', 'fresh856')   # explicit: fresh857+ are not in this round
# fresh857.yaml .. fresh859.yaml and their events files, session r47's wave 137 (GitHub issue threads: video
# generation model repositories, speech recognition and TTS models of 2025-2026, protein and molecular structure
# models): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on
# catalogue ad7c820c (session r46's last commit, latest when the wave landed); tuning data since round 181.
FRESH857_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue ad7c820c)
FRESH858_FIRST_RUN = (11, 11)  # top-1 category, 100.0% (catalogue ad7c820c)
FRESH859_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue ad7c820c)
FRESH857_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
FRESH858_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
FRESH859_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ad7c820c)
# Misses still open (the first-run misses, unless fixed by round 181, tests/corpus/README.md round 181)
FRESH857_KNOWN_MISSES: frozenset = frozenset({'https://github.com/pytorch/vision/issues/1550'})    # open: README round 181 (a bare 'RuntimeError: Socket Timeout': labelled collective_timeout (the one earlier text of the exact wording), both blind labellers read rendezvous_unreachable (8 of 9 earlier 'Socket Timeout' texts))
FRESH858_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH859_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 181
FRESH857_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH858_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH859_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND181 = ('fresh857', 'fresh858', 'fresh859')   # explicit: fresh860+ are not in this round
# fresh860.yaml .. fresh862.yaml and their events files, session r47's wave 138 (GitHub issue threads: Kubernetes GPU
# sharing, DRA and the GPU Operator, container runtimes and HPC containers, WSL2 and Windows CUDA setups): collected
# BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue cd70883c
# (round 181's, latest when the wave landed); tuning data since round 182.
FRESH860_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue cd70883c)
FRESH861_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue cd70883c)
FRESH862_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue cd70883c)
FRESH860_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
FRESH861_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
FRESH862_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
# Misses still open (the first-run misses, unless fixed by round 182, tests/corpus/README.md round 182)
FRESH860_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH861_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH862_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH860_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH861_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH862_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND182 = ('fresh860', 'fresh861', 'fresh862')   # explicit: fresh863+ are not in this round
# fresh863.yaml .. fresh865.yaml and their events files, session r47's wave 139 (GitHub issue threads: GPU monitoring
# and telemetry tools, browser WebGPU / WebGL machine learning and graphics, GPU compilers and kernel DSLs): collected
# BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue cd70883c
# (round 181's, latest when the wave landed); tuning data since round 183.
FRESH863_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue cd70883c)
FRESH864_FIRST_RUN = (9, 15)  # top-1 category, 60.0% (catalogue cd70883c)
FRESH865_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue cd70883c)
FRESH863_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
FRESH864_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
FRESH865_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue cd70883c)
# Misses still open (the first-run misses, unless fixed by round 183, tests/corpus/README.md round 183)
FRESH863_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH864_KNOWN_MISSES: frozenset = frozenset()    # the 6 first-run misses fixed by round 183
FRESH865_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH863_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH864_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH865_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND183 = ('fresh863', 'fresh864', 'fresh865')   # explicit: fresh866+ are not in this round
# fresh866.yaml .. fresh868.yaml and their events files, session r47's wave 140 (GitHub issue threads: robot
# foundation models and world models, weather and climate ML, differentiable rendering and GPU simulation libraries):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 82bc47a6 (round 182's, latest when the wave landed); tuning data since round 184.
FRESH866_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 82bc47a6)
FRESH867_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 82bc47a6)
FRESH868_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 82bc47a6)
FRESH866_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 82bc47a6)
FRESH867_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 82bc47a6)
FRESH868_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 82bc47a6)
# Misses still open (the first-run misses, unless fixed by round 184, tests/corpus/README.md round 184)
FRESH866_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 184
FRESH867_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH868_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH866_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH867_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH868_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND184 = ('fresh866', 'fresh867', 'fresh868')   # explicit: fresh869+ are not in this round
# fresh869.yaml .. fresh871.yaml and their events files, session r47's wave 141 (GitHub issue threads: vision-language
# models serving and fine-tuning, quantisation and LLM inference-kernel libraries, video editors and streaming /
# broadcast software): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 23e6efdd (round 184's, latest when the wave landed); tuning data since round 185.
FRESH869_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 23e6efdd)
FRESH870_FIRST_RUN = (4, 7)  # top-1 category, 57.1% (catalogue 23e6efdd)
FRESH871_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 23e6efdd)
FRESH869_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
FRESH870_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
FRESH871_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
# Misses still open (the first-run misses, unless fixed by round 185, tests/corpus/README.md round 185)
FRESH869_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH870_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 185
FRESH871_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH869_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH870_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH871_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND185 = ('fresh869', 'fresh870', 'fresh871')   # explicit: fresh872+ are not in this round
# fresh872.yaml .. fresh874.yaml and their events files, session r47's wave 142 (GitHub issue threads: VR / XR
# runtimes and streaming, 3D creation apps, GPU genomics and nanopore basecalling): collected BY CAUSE by collectors
# who never ran explain, labelled and committed before their first run on catalogue 23e6efdd (round 184's, latest when
# the wave landed); tuning data since round 186.
FRESH872_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 23e6efdd)
FRESH873_FIRST_RUN = (4, 6)  # top-1 category, 66.7% (catalogue 23e6efdd)
FRESH874_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 23e6efdd)
FRESH872_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
FRESH873_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
FRESH874_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 23e6efdd)
# Misses still open (the first-run misses, unless fixed by round 186, tests/corpus/README.md round 186)
FRESH872_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH873_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 186
FRESH874_KNOWN_MISSES: frozenset = frozenset()    # dorado#49's bare 'CuBLAS error 15' right since round 195 (3:0 no_kernel_image_arch with fresh900)
FRESH872_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH873_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH874_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND186 = ('fresh872', 'fresh873', 'fresh874')   # explicit: fresh875+ are not in this round
# fresh875.yaml .. fresh876.yaml and their events files, session r47's wave 143 (GitHub issue threads: decentralised
# GPU networks and GPU cloud marketplaces, NVIDIA Jetson and embedded GPUs): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue ae99ebeb (round 186's catalogue with
# the session's README, latest when the wave landed); tuning data since round 187.
FRESH875_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue ae99ebeb)
FRESH876_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue ae99ebeb)
FRESH875_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ae99ebeb)
FRESH876_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue ae99ebeb)
# Misses still open (the first-run misses, unless fixed by round 187, tests/corpus/README.md round 187)
FRESH875_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH876_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 187
FRESH875_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH876_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND187 = ('fresh875', 'fresh876')   # explicit: fresh877+ are not in this round
# fresh877.yaml .. fresh879.yaml and their events files, session r48's wave 144 (GitHub issue threads: autonomous-
# driving and 3D-perception code, molecular dynamics and biomolecular simulation, music and audio generation and
# source separation): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue 4ef6a74c (r47's last commit, latest when the wave landed); tuning data since round 188.
FRESH877_FIRST_RUN = (6, 9)  # top-1 category, 66.7% (catalogue 4ef6a74c)
FRESH878_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 4ef6a74c)
FRESH879_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 4ef6a74c)
FRESH877_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
FRESH878_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
FRESH879_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
# Misses still open (the first-run misses, unless fixed by round 188, tests/corpus/README.md round 188)
FRESH877_KNOWN_MISSES: frozenset = frozenset()    # the 3 first-run misses fixed by round 188
FRESH878_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH879_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH877_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH878_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH879_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND188 = ('fresh877', 'fresh878', 'fresh879')   # explicit: fresh880+ are not in this round
# fresh880.yaml .. fresh882.yaml and their events files, session r48's wave 145 (GitHub issue threads: managed-cloud
# Kubernetes GPU node pools, sequence-model and MoE training kernels, managed notebooks and cloud ML platforms):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 4ef6a74c (r47's last commit, latest when the wave landed); tuning data since round 189.
FRESH880_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 4ef6a74c)
FRESH881_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 4ef6a74c)
FRESH882_FIRST_RUN = (10, 10)  # top-1 category, 100.0% (catalogue 4ef6a74c)
FRESH880_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
FRESH881_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
FRESH882_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 4ef6a74c)
# Misses still open (the first-run misses, unless fixed by round 189, tests/corpus/README.md round 189)
FRESH880_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH881_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH882_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH880_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH881_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH882_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND189 = ('fresh880', 'fresh881', 'fresh882')   # explicit: fresh883+ are not in this round
# fresh883.yaml .. fresh885.yaml and their events files, session r48's wave 146 (GitHub issue threads: CFD, ocean and
# engineering simulation codes, astronomy / particle-physics / gravitational-wave software, time-series and tabular
# foundation models and AutoML): collected BY CAUSE by collectors who never ran explain, labelled and committed before
# their first run on catalogue 75ca4d20 (the same catalogue as 4ef6a74c, r47's last, latest when the wave landed);
# tuning data since round 190.
FRESH883_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 75ca4d20)
FRESH884_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 75ca4d20)
FRESH885_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 75ca4d20)
FRESH883_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
FRESH884_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
FRESH885_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
# Misses still open (the first-run misses, unless fixed by round 190, tests/corpus/README.md round 190)
FRESH883_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 190
FRESH884_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 190
FRESH885_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH883_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH884_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH885_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND190 = ('fresh883', 'fresh884', 'fresh885')   # explicit: fresh886+ are not in this round
# fresh886.yaml .. fresh888.yaml and their events files, session r48's wave 147 (GitHub issue threads: home media
# servers' hardware transcoding, image-to-3D and 3D generative models, NVIDIA HPC SDK / OpenACC and GPU-aware MPI
# applications): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run
# on catalogue 75ca4d20 (the same catalogue as 4ef6a74c, r47's last, latest when the wave landed); tuning data since
# round 191.
FRESH886_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 75ca4d20)
FRESH887_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 75ca4d20)
FRESH888_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 75ca4d20)
FRESH886_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
FRESH887_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
FRESH888_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 75ca4d20)
# Misses still open (the first-run misses, unless fixed by round 191, tests/corpus/README.md round 191)
FRESH886_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH887_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH888_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH886_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH887_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH888_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND191 = ('fresh886', 'fresh887', 'fresh888')   # explicit: fresh889+ are not in this round
# fresh889.yaml .. fresh891.yaml and their events files, session r48's wave 148 (GitHub issue threads: threads written
# in Chinese on Chinese model repositories, Kubernetes batch and queueing schedulers, neuroscience / microscopy /
# bioimage analysis): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue b2f2c1c8 (the same catalogue as 4ef6a74c, r47's last, latest when the wave landed); tuning
# data since round 192.
FRESH889_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue b2f2c1c8)
FRESH890_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue b2f2c1c8)
FRESH891_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue b2f2c1c8)
FRESH889_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH890_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH891_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
# Misses still open (the first-run misses, unless fixed by round 192, tests/corpus/README.md round 192)
FRESH889_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH890_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH891_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH889_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH890_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH891_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND192 = ('fresh889', 'fresh890', 'fresh891')   # explicit: fresh892+ are not in this round
# fresh892.yaml .. fresh894.yaml and their events files, session r48's wave 149 (GitHub issue threads: old NVIDIA GPUs
# on new software, NVIDIA's newest GPUs and systems, NVIDIA GPU hardware faults): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue b2f2c1c8 (the same catalogue as
# 4ef6a74c, r47's last, latest when the wave landed); tuning data since round 193.
FRESH892_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue b2f2c1c8)
FRESH893_FIRST_RUN = (0, 2)  # top-1 category, 0.0% (catalogue b2f2c1c8)
FRESH894_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue b2f2c1c8)
FRESH892_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH893_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH894_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
# Misses still open (the first-run misses, unless fixed by round 193, tests/corpus/README.md round 193)
FRESH892_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 193
FRESH893_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 193
FRESH894_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH892_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH893_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH894_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND193 = ('fresh892', 'fresh893', 'fresh894')   # explicit: fresh895+ are not in this round
# fresh895.yaml .. fresh897.yaml and their events files, session r48's wave 150 (GitHub issue threads: Rust GPU and ML
# crates, .NET / Java / Go / Node.js bindings to GPU inference, home-camera NVR and video-analytics AI servers):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# b2f2c1c8 (the same catalogue as 4ef6a74c, where the wave's negatives batch landed first); tuning data since round
# 194.
FRESH895_FIRST_RUN = (8, 9)  # top-1 category, 88.9% (catalogue b2f2c1c8)
FRESH896_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue b2f2c1c8)
FRESH897_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue b2f2c1c8)
FRESH895_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH896_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
FRESH897_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue b2f2c1c8)
# Misses still open (the first-run misses, unless fixed by round 194, tests/corpus/README.md round 194)
FRESH895_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 194
FRESH896_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH897_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 194
FRESH895_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH896_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH897_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND194 = ('fresh895', 'fresh896', 'fresh897')   # explicit: fresh898+ are not in this round
# fresh898.yaml .. fresh900.yaml and their events files, session r48's wave 151 (GitHub issue threads: research code
# of 2025-2026 papers, distributed LLM inference at data-centre scale, AI companion / roleplay / game-AI tools):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# e17f14cb (round 191's catalogue, latest when the wave's first batch landed); tuning data since round 195.
FRESH898_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue e17f14cb)
FRESH899_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue e17f14cb)
FRESH900_FIRST_RUN = (9, 10)  # top-1 category, 90.0% (catalogue e17f14cb)
FRESH898_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
FRESH899_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
FRESH900_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
# Misses still open (the first-run misses, unless fixed by round 195, tests/corpus/README.md round 195)
FRESH898_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH899_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 195
FRESH900_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 195
FRESH898_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH899_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH900_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND195 = ('fresh898', 'fresh899', 'fresh900')   # explicit: fresh901+ are not in this round
# fresh901.yaml .. fresh903.yaml and their events files, session r48's wave 152 (GitHub issue threads: AI coding
# agents and IDE assistants with local models, cryo-EM and structural-biology processing, Flatpak / Snap / AppImage
# packaged desktop apps): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue e17f14cb (round 191's catalogue, as wave 151's); tuning data since round 196.
FRESH901_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue e17f14cb)
FRESH902_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue e17f14cb)
FRESH903_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue e17f14cb)
FRESH901_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
FRESH902_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
FRESH903_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e17f14cb)
# Misses still open (the first-run misses, unless fixed by round 196, tests/corpus/README.md round 196)
FRESH901_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH902_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH903_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH901_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH902_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH903_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND196 = ('fresh901', 'fresh902', 'fresh903')   # explicit: fresh904+ are not in this round
# fresh904.yaml .. fresh906.yaml and their events files, session r49's wave 153 (GitHub issue threads: face-swap /
# lip-sync / talking-head tools, diffusion LoRA and fine-tuning trainers, data-labelling tools with GPU model back
# ends): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on
# catalogue 6a36b816 (r49's first commit (the SGLang widening), latest when the wave's first batch landed); tuning
# data since round 197.
FRESH904_FIRST_RUN = (13, 13)  # top-1 category, 100.0% (catalogue 6a36b816)
FRESH905_FIRST_RUN = (12, 14)  # top-1 category, 85.7% (catalogue 6a36b816)
FRESH906_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 6a36b816)
FRESH904_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH905_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH906_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
# Misses still open (the first-run misses, unless fixed by round 197, tests/corpus/README.md round 197)
FRESH904_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH905_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 197
FRESH906_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 197
FRESH904_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH905_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH906_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND197 = ('fresh904', 'fresh905', 'fresh906')   # explicit: fresh907+ are not in this round
# fresh907.yaml .. fresh909.yaml and their events files, session r49's wave 154 (GitHub issue threads: GPU
# optimisation solvers and OptiX ray-tracing renderers, machine translation / embedding / reranker servers, LLM
# evaluation and benchmark harnesses): collected BY CAUSE by collectors who never ran explain, labelled and committed
# before their first run on catalogue 6a36b816 (r49's first commit (the SGLang widening), as wave 153); tuning data
# since round 198.
FRESH907_FIRST_RUN = (9, 9)  # top-1 category, 100.0% (catalogue 6a36b816)
FRESH908_FIRST_RUN = (7, 7)  # top-1 category, 100.0% (catalogue 6a36b816)
FRESH909_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 6a36b816)
FRESH907_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH908_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH909_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
# Misses still open (the first-run misses, unless fixed by round 198, tests/corpus/README.md round 198)
FRESH907_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH908_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH909_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 198
FRESH907_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH908_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH909_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND198 = ('fresh907', 'fresh908', 'fresh909')   # explicit: fresh910+ are not in this round
# fresh910.yaml .. fresh912.yaml and their events files, session r49's wave 155 (GitHub issue threads: OpenCV and dlib
# CUDA builds, Python package managers installing CUDA builds, graph neural network libraries): collected BY CAUSE by
# collectors who never ran explain, labelled and committed before their first run on catalogue 6a36b816 (r49's first
# commit (the SGLang widening), latest when the wave's first batch landed); tuning data since round 199.
FRESH910_FIRST_RUN = (10, 12)  # top-1 category, 83.3% (catalogue 6a36b816)
FRESH911_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 6a36b816)
FRESH912_FIRST_RUN = (12, 13)  # top-1 category, 92.3% (catalogue 6a36b816)
FRESH910_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH911_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH912_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
# Misses still open (the first-run misses, unless fixed by round 199, tests/corpus/README.md round 199)
FRESH910_KNOWN_MISSES: frozenset = frozenset()    # dlib's first-run miss fixed by round 199; OpenCV's FP16 / cuDNN paste open (labels disputed) but read by the rebuilt index
FRESH911_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH912_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 199
FRESH910_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH911_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH912_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND199 = ('fresh910', 'fresh911', 'fresh912')   # explicit: fresh913+ are not in this round
# fresh913.yaml .. fresh915.yaml and their events files, session r49's wave 156 (GitHub issue threads: distributed
# training frameworks, photogrammetry / NeRF / Gaussian splatting, video upscaling and frame-interpolation apps):
# collected BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue
# 6a36b816 (r49's first commit (the SGLang widening), latest when the wave's first batch landed); tuning data since
# round 200.
FRESH913_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 6a36b816)
FRESH914_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 6a36b816)
FRESH915_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue 6a36b816)
FRESH913_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH914_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
FRESH915_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6a36b816)
# Misses still open (the first-run misses, unless fixed by round 200, tests/corpus/README.md round 200)
FRESH913_KNOWN_MISSES: frozenset = frozenset({'https://github.com/deepspeedai/DeepSpeed/issues/3411'})    # open: README round 200 (DeepSpeed's accepted CUDA 11.2 / 11.7 pair then a missing curand_kernel.h: one blind labeller reads none)
FRESH914_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 200
FRESH915_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH913_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH914_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH915_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND200 = ('fresh913', 'fresh914', 'fresh915')   # explicit: fresh916+ are not in this round
# fresh916.yaml .. fresh918.yaml and their events files, session r49's wave 157 (GitHub issue threads: web browsers'
# GPU process and video decode, Wine / Proton / DXVK / VKD3D, scientific and medical visualisation): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue a42c2d1b
# (round 197's catalogue, the latest when the wave's first batch landed); tuning data since round 201.
FRESH916_FIRST_RUN = (18, 18)  # top-1 category, 100.0% (catalogue a42c2d1b)
FRESH917_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue a42c2d1b)
FRESH918_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue a42c2d1b)
FRESH916_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
FRESH917_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
FRESH918_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
# Misses still open (the first-run misses, unless fixed by round 201, tests/corpus/README.md round 201)
FRESH916_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH917_KNOWN_MISSES: frozenset = frozenset({'https://github.com/ValveSoftware/Proton/issues/9356'})    # open: README round 201 (Wine's 'unimplemented function nvcuda.dll.cuInit': both blind labellers read none, a gap in Proton's CUDA stub)
FRESH918_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 201
FRESH916_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH917_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH918_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND201 = ('fresh916', 'fresh917', 'fresh918')   # explicit: fresh919+ are not in this round
# fresh919.yaml .. fresh921.yaml and their events files, session r49's wave 158 (GitHub issue threads: digital
# pathology and whole-slide-image tools, manga / comic translators and inpainters, HPC package managers and source
# builds of CUDA software): collected BY CAUSE by collectors who never ran explain, labelled and committed before
# their first run on catalogue a42c2d1b (round 197's catalogue, the latest when the wave's first batch (negatives158)
# landed); tuning data since round 202.
FRESH919_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue a42c2d1b)
FRESH920_FIRST_RUN = (5, 8)  # top-1 category, 62.5% (catalogue a42c2d1b)
FRESH921_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue a42c2d1b)
FRESH919_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
FRESH920_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
FRESH921_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue a42c2d1b)
# Misses still open (the first-run misses, unless fixed by round 202, tests/corpus/README.md round 202)
FRESH919_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH920_KNOWN_MISSES: frozenset = frozenset({'https://github.com/zyddnys/manga-image-translator/issues/897'})    # open: README round 202 ('Got unsupported ScalarType BFloat16': one blind labeller reads none, a bf16 tensor handed to NumPy); Paddle's fixed by round 202, the cuBLAS line open but read by the rebuilt index
FRESH921_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH919_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH920_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH921_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND202 = ('fresh919', 'fresh920', 'fresh921')   # explicit: fresh922+ are not in this round
# fresh922.yaml .. fresh924.yaml and their events files, session r49's wave 159 (GitHub issue threads: NVIDIA
# inference / video-analytics SDKs, depth-camera and stereo SDKs, course / tutorial / book repositories): collected BY
# CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue 5071f53b
# (round 198's catalogue, the latest when the wave's first batch landed); tuning data since round 203.
FRESH922_FIRST_RUN = (6, 7)  # top-1 category, 85.7% (catalogue 5071f53b)
FRESH923_FIRST_RUN = (5, 10)  # top-1 category, 50.0% (catalogue 5071f53b)
FRESH924_FIRST_RUN = (3, 4)  # top-1 category, 75.0% (catalogue 5071f53b)
FRESH922_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5071f53b)
FRESH923_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5071f53b)
FRESH924_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 5071f53b)
# Misses still open (the first-run misses, unless fixed by round 203, tests/corpus/README.md round 203)
FRESH922_KNOWN_MISSES: frozenset = frozenset()    # TensorRT-LLM's FP8 line open (both blind labellers read no_kernel_image_arch) but read by the rebuilt index
FRESH923_KNOWN_MISSES: frozenset = frozenset({'https://github.com/stereolabs/zed-docker/issues/26', 'https://github.com/chrmoritz/zoxel/issues/13', 'https://github.com/realsenseai/librealsense/issues/10586'})    # open: README round 203 (a libnvcuvid link warning, GLError 1281, GL_INVALID_VALUE: the blind labels split or read none); ZED's 999 and glxtest fixed by round 203
FRESH924_KNOWN_MISSES: frozenset = frozenset({'https://github.com/tensorflow/tensorflow/issues/35618'})    # open: README round 203 (a bare 'ImportError: DLL load failed: The specified module could not be found.': 3:0 but all unsure, printed by any Windows extension)
FRESH922_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH923_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH924_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND203 = ('fresh922', 'fresh923', 'fresh924')   # explicit: fresh925+ are not in this round
# fresh925.yaml .. fresh927.yaml and their events files, session r49's wave 160 (GitHub issue threads: voice-
# conversion and singing-voice tools, Jupyter / JupyterHub GPU environments, scientific workflow engines): collected
# BY CAUSE by collectors who never ran explain, labelled and committed before their first run on catalogue e502039e
# (round 199's catalogue, the latest when the wave's first batch (negatives160) landed); tuning data since round 204.
FRESH925_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue e502039e)
FRESH926_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue e502039e)
FRESH927_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue e502039e)
FRESH925_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e502039e)
FRESH926_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e502039e)
FRESH927_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue e502039e)
# Misses still open (the first-run misses, unless fixed by round 204, tests/corpus/README.md round 204)
FRESH925_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 204
FRESH926_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH927_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH925_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH926_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH927_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND204 = ('fresh925', 'fresh926', 'fresh927')   # explicit: fresh928+ are not in this round
# fresh928.yaml .. fresh930.yaml and their events files, session r49's wave 161 (GitHub issue threads: game engines'
# machine learning and GPU compute, speech-to-text desktop and subtitle apps, lightweight and homelab Kubernetes
# distributions): collected BY CAUSE by collectors who never ran explain, labelled and committed before their first
# run on catalogue 61d4a2f8 (round 201's catalogue, the latest when the wave's first batch landed); tuning data since
# round 205.
FRESH928_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 61d4a2f8)
FRESH929_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue 61d4a2f8)
FRESH930_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 61d4a2f8)
FRESH928_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 61d4a2f8)
FRESH929_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 61d4a2f8)
FRESH930_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 61d4a2f8)
# Misses still open (the first-run misses, unless fixed by round 205, tests/corpus/README.md round 205)
FRESH928_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 205
FRESH929_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH930_KNOWN_MISSES: frozenset = frozenset({'https://github.com/canonical/microk8s-core-addons/issues/34'})    # open: README round 205 (apt's NO_PUBKEY for NVIDIA's repository in the GPU Operator's driver container: both blind labellers read none)
FRESH928_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH929_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH930_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND205 = ('fresh928', 'fresh929', 'fresh930')   # explicit: fresh931+ are not in this round
# fresh931.yaml .. fresh934.yaml and their events files, session r50's wave 162 (GitHub issue threads: performance-
# portability layers and HPC science codes, new ML compilers and runtimes, low-bit quantisation kernels and quantised
# LLM runtimes, text-to-video diffusion models): collected BY CAUSE by collectors who never ran explain, labelled and
# committed before their first run on catalogue 6232d3df (round 205's final, the latest when the wave's first batch
# (negatives161) landed); tuning data since round 206.
FRESH931_FIRST_RUN = (1, 3)  # top-1 category, 33.3% (catalogue 6232d3df)
FRESH932_FIRST_RUN = (6, 8)  # top-1 category, 75.0% (catalogue 6232d3df)
FRESH933_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH934_FIRST_RUN = (1, 2)  # top-1 category, 50.0% (catalogue 6232d3df)
FRESH931_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH932_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH933_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH934_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
# Misses still open (the first-run misses, unless fixed by round 206, tests/corpus/README.md round 206)
FRESH931_KNOWN_MISSES: frozenset = frozenset({'https://github.com/llvm/llvm-project/issues/57049'})    # open: README round 206 (libomptarget's LIBOMPTARGET_DEBUG line 'Image ... is NOT compatible with RTL libomptarget.rtl.cuda.so!': a debug line that states no failure; the first blind labeller reads none, the second no_kernel_image_arch unsure)
FRESH932_KNOWN_MISSES: frozenset = frozenset({'https://github.com/iree-org/iree/issues/24477'})    # open: README round 206 (IREE's generic 'failed to run configuration of source executable to target executable for backend' for the CUDA target: the text names no cause (both blind labellers unsure); no entry for a generic compiler failure)
FRESH933_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH934_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 206
FRESH931_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH932_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH933_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH934_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND206 = ('fresh931', 'fresh932', 'fresh933', 'fresh934')   # explicit: fresh935+ are not in this round
# fresh935.yaml .. fresh938.yaml and their events files, session r50's wave 163 (GitHub issue threads: GPU databases,
# dataframes and vector search, medical image segmentation, GPU reinforcement-learning simulators (an empty batch),
# document AI and OCR pipelines): collected BY CAUSE by collectors who never ran explain, labelled and committed
# before their first run on catalogue 6232d3df (round 205's final, the latest when the wave's first batch
# (negatives162) landed); tuning data since round 207.
FRESH935_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH936_FIRST_RUN = (1, 1)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH937_FIRST_RUN = (0, 0)  # an empty batch: nothing to score (catalogue 6232d3df)
FRESH938_FIRST_RUN = (14, 14)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH935_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH936_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH937_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH938_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
# Misses still open (the first-run misses, unless fixed by round 207, tests/corpus/README.md round 207)
FRESH935_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH936_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH937_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH938_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH935_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH936_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH937_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH938_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND207 = ('fresh935', 'fresh936', 'fresh937', 'fresh938')   # explicit: fresh939+ are not in this round
# fresh939.yaml .. fresh943.yaml and their events files, session r50's wave 164 (GitHub issue threads: text-to-speech
# servers, newer console emulators, scientific languages' GPU packages (Julia, R, MATLAB), one-click local AI
# launchers, open-source games and hobby engines): collected BY CAUSE by collectors who never ran explain, labelled
# and committed before their first run on catalogue 6232d3df (round 205's final, the latest when the wave's first
# batch (fresh942) landed); tuning data since round 208.
FRESH939_FIRST_RUN = (6, 6)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH940_FIRST_RUN = (5, 7)  # top-1 category, 71.4% (catalogue 6232d3df)
FRESH941_FIRST_RUN = (6, 9)  # top-1 category, 66.7% (catalogue 6232d3df)
FRESH942_FIRST_RUN = (8, 8)  # top-1 category, 100.0% (catalogue 6232d3df)
FRESH943_FIRST_RUN = (3, 8)  # top-1 category, 37.5% (catalogue 6232d3df)
FRESH939_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH940_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH941_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH942_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
FRESH943_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6232d3df)
# Misses still open (the first-run misses, unless fixed by round 208, tests/corpus/README.md round 208)
FRESH939_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH940_KNOWN_MISSES: frozenset = frozenset()    # the 2 first-run misses fixed by round 208
FRESH941_KNOWN_MISSES: frozenset = frozenset({'https://github.com/hszhao/PSPNet/issues/51'})    # open: README round 208 (Caffe's 'Cannot create Cublas handle' then 'CUBLAS_STATUS_NOT_INITIALIZED': the collector reads cuda_init_failed, the second blind labeller gpu_oom, the first cuda_init_failed unsure; the tool's gpu_oom kept)
FRESH942_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH943_KNOWN_MISSES: frozenset = frozenset({'https://github.com/supertuxkart/stk-code/issues/2848'})    # open: README round 208 (SuperTuxKart's crash dialog whose stack ends in DrvValidateVersion (any OpenGL ICD's export): the second blind labeller reads none, the first graphics_driver_unavailable unsure)
FRESH939_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH940_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH941_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH942_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH943_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND208 = ('fresh939', 'fresh940', 'fresh941', 'fresh942', 'fresh943')   # explicit: fresh944+ are not in this round
# fresh944.yaml .. fresh948.yaml and their events files, session r50's wave 165 (GitHub issue threads: PC game modding
# tools and graphics injectors, pose estimation and motion capture, GPU cryptography and zero-knowledge provers, GPU
# monitoring and telemetry tools, newer Wayland compositors): collected BY CAUSE by collectors who never ran explain,
# labelled and committed before their first run on catalogue 68158bd3 (round 206's final, the latest when the wave's
# first batch (fresh946) landed); tuning data since round 209.
FRESH944_FIRST_RUN = (5, 6)  # top-1 category, 83.3% (catalogue 68158bd3)
FRESH945_FIRST_RUN = (10, 11)  # top-1 category, 90.9% (catalogue 68158bd3)
FRESH946_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 68158bd3)
FRESH947_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 68158bd3)
FRESH948_FIRST_RUN = (8, 16)  # top-1 category, 50.0% (catalogue 68158bd3)
FRESH944_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 68158bd3)
FRESH945_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 68158bd3)
FRESH946_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 68158bd3)
FRESH947_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 68158bd3)
FRESH948_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 68158bd3)
# Misses still open (the first-run misses, unless fixed by round 209, tests/corpus/README.md round 209)
FRESH944_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 209
FRESH945_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 209
FRESH946_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH947_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH948_KNOWN_MISSES: frozenset = frozenset()    # the 8 first-run misses fixed by round 209
FRESH944_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH945_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH946_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH947_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH948_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND209 = ('fresh944', 'fresh945', 'fresh946', 'fresh947', 'fresh948')   # explicit: fresh949+ are not in this round
# fresh949.yaml .. fresh954.yaml and their events files, session r50's wave 166 (GitHub issue threads: multi-GPU
# consumer rigs, cloud GPU VM images and rented instances, X11 desktops, GPU video decode / encode pipelines, GPU
# cloud orchestrators and AI sandboxes, remote sensing and GIS deep learning): collected BY CAUSE by collectors who
# never ran explain, labelled and committed before their first run on catalogue 6ed84e3f (round 207's final, the
# latest when the wave's first batch (fresh949) landed); tuning data since round 210.
FRESH949_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 6ed84e3f)
FRESH950_FIRST_RUN = (2, 3)  # top-1 category, 66.7% (catalogue 6ed84e3f)
FRESH951_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue 6ed84e3f)
FRESH952_FIRST_RUN = (1, 3)  # top-1 category, 33.3% (catalogue 6ed84e3f)
FRESH953_FIRST_RUN = (4, 4)  # top-1 category, 100.0% (catalogue 6ed84e3f)
FRESH954_FIRST_RUN = (4, 5)  # top-1 category, 80.0% (catalogue 6ed84e3f)
FRESH949_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
FRESH950_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
FRESH951_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
FRESH952_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
FRESH953_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
FRESH954_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 6ed84e3f)
# Misses still open (the first-run misses, unless fixed by round 210, tests/corpus/README.md round 210)
FRESH949_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH950_KNOWN_MISSES: frozenset = frozenset({'https://github.com/torch/cutorch/issues/677'})    # open: README round 210 (cutorch's 'cublas runtime error : library not initialized', left open in round 202 (the same wording, one blind labeller dissenting then); CUBLAS_STATUS_NOT_INITIALIZED reads gpu_oom elsewhere (44:0), this wording cuda_init_failed (3:0): no entry until the two agree)
FRESH951_KNOWN_MISSES: frozenset = frozenset({'https://github.com/canonical/ubuntu-drivers-common/issues/69'})    # open: README round 210 (gpu-manager's log naming the missing nvidia-drm module only through a marker file's name and ending 'Nothing to do': both blind labellers read none)
FRESH952_KNOWN_MISSES: frozenset = frozenset({'https://github.com/vexorian/dizquetv/issues/218', 'https://github.com/NVIDIA/DALI/issues/5409'})    # open: README round 210 (DALI's 'dlopen libnvidia-ml.so failed!' + 'nvml error (13)' on a Jetson, read container_runtime_misconfigured by gpu/dali-nvml-library-not-loaded where the labellers read nvml_init_failed (unsure): the entry's earlier decision kept; FFmpeg's "Unknown encoder 'h264_nvenc'": the second blind labeller reads none)
FRESH953_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH954_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 210
FRESH949_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH950_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH951_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH952_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH953_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH954_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND210 = ('fresh949', 'fresh950', 'fresh951', 'fresh952', 'fresh953', 'fresh954')   # explicit: fresh955+ are not in this round
# fresh955.yaml .. fresh958.yaml and their events files, session r50's wave 167 (GitHub issue threads: machine-learned
# interatomic potentials and materials ML, 3D printing slicers and CAD viewers, volunteer computing clients, robot and
# vehicle simulators): collected BY CAUSE by collectors who never ran explain, labelled and committed before their
# first run on catalogue f428de61 (round 208's final, the latest when the wave's first batch (fresh955) landed);
# tuning data since round 211.
FRESH955_FIRST_RUN = (3, 3)  # top-1 category, 100.0% (catalogue f428de61)
FRESH956_FIRST_RUN = (7, 8)  # top-1 category, 87.5% (catalogue f428de61)
FRESH957_FIRST_RUN = (0, 1)  # top-1 category, 0.0% (catalogue f428de61)
FRESH958_FIRST_RUN = (5, 5)  # top-1 category, 100.0% (catalogue f428de61)
FRESH955_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f428de61)
FRESH956_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f428de61)
FRESH957_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f428de61)
FRESH958_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue f428de61)
# Misses still open (the first-run misses, unless fixed by round 211, tests/corpus/README.md round 211)
FRESH955_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH956_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 211
FRESH957_KNOWN_MISSES: frozenset = frozenset()    # the first-run miss fixed by round 211
FRESH958_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH955_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH956_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH957_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH958_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND211 = ('fresh955', 'fresh956', 'fresh957', 'fresh958')   # explicit: fresh959+ are not in this round
# fresh959.yaml .. fresh959.yaml and their events files, session r50's wave 168 (GitHub issue threads: media centres
# and emulation front-ends): collected BY CAUSE by collectors who never ran explain, labelled and committed before
# their first run on catalogue 870c2539 (round 211's final, the latest when the wave's batch landed); tuning data
# since round 212.
FRESH959_FIRST_RUN = (2, 2)  # top-1 category, 100.0% (catalogue 870c2539)
FRESH959_EVENTS_FIRST_RUN = (0, 0)   # an empty batch: nothing to score (catalogue 870c2539)
# Misses still open (the first-run misses, unless fixed by round 212, tests/corpus/README.md round 212)
FRESH959_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
FRESH959_EVENTS_KNOWN_MISSES: frozenset = frozenset()    # none at the first run
TUNED_AFTER_ROUND212 = ('fresh959',)   # explicit: fresh960+ are held out, never listed here

# Held-out batches added later, run on a frozen catalogue and never tuned on (the lead adds each after its first run):
# name: ((right, total) at the first run, the first run's misses by source URL); tests/corpus/<name>.yaml. Empty
# between rounds: fresh33..37 moved to the FRESH33..37 constants above when round 18 tuned on them.
UNTUNED_BATCHES: dict = {}


@lru_cache(maxsize=None)
@lru_cache(maxsize=1)
def tuned_log_samples() -> tuple[dict, ...]:
    """Every log sample the catalogue may be tuned on, in build_resemblance.FILES order (logs.yaml, fresh..fresh<last
    tuned>, extra.yaml: the one list each round extends and the held-out guard checks), from the cached loaders."""
    from .build_resemblance import FILES

    here = globals()
    return tuple(s for name in FILES for s in here["log_samples" if name == "logs.yaml" else f"{name[:-5]}_samples"]())


def batch_samples(name: str) -> tuple[dict, ...]:
    """tests/corpus/<name>.yaml as loaded samples (the batches added from round 14 on)."""
    return tuple(yaml.safe_load((HERE / f"{name}.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh16_samples() -> tuple[dict, ...]:
    """fresh16.yaml: collected during round 11 (labelled, committed before its first run on catalogue 5fa5f50)."""
    return tuple(yaml.safe_load((HERE / "fresh16.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh16_samples() -> tuple[dict, ...]:
    """events_fresh16.yaml: scheduling event messages collected during round 11 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh16.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh17_samples() -> tuple[dict, ...]:
    """fresh17.yaml: collected during round 11 (labelled, committed before its first run on catalogue 5fa5f50)."""
    return tuple(yaml.safe_load((HERE / "fresh17.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh17_samples() -> tuple[dict, ...]:
    """events_fresh17.yaml: scheduling event messages collected during round 11 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh17.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh18_samples() -> tuple[dict, ...]:
    """fresh18.yaml: collected during round 11 (labelled, committed before its first run on catalogue 5fa5f50)."""
    return tuple(yaml.safe_load((HERE / "fresh18.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh18_samples() -> tuple[dict, ...]:
    """events_fresh18.yaml: scheduling event messages collected during round 11 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh18.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh19_samples() -> tuple[dict, ...]:
    """fresh19.yaml: collected during round 12 (labelled, committed before its first run on catalogue d0d43fd)."""
    return tuple(yaml.safe_load((HERE / "fresh19.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh19_samples() -> tuple[dict, ...]:
    """events_fresh19.yaml: scheduling event messages collected during round 12 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh19.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh20_samples() -> tuple[dict, ...]:
    """fresh20.yaml: collected during round 12 (labelled, committed before its first run on catalogue d0d43fd)."""
    return tuple(yaml.safe_load((HERE / "fresh20.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh20_samples() -> tuple[dict, ...]:
    """events_fresh20.yaml: scheduling event messages collected during round 12 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh20.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def fresh21_samples() -> tuple[dict, ...]:
    """fresh21.yaml: collected during round 4's end (labelled, committed before its first run on catalogue f3a865a)."""
    return batch_samples("fresh21")


@lru_cache(maxsize=None)
def event_fresh21_samples() -> tuple[dict, ...]:
    """events_fresh21.yaml: scheduling event messages (labelled before the first run on catalogue f3a865a)."""
    return batch_samples("events_fresh21")


@lru_cache(maxsize=None)
def fresh22_samples() -> tuple[dict, ...]:
    """fresh22.yaml: collected during round 4's end (labelled, committed before its first run on catalogue f3a865a)."""
    return batch_samples("fresh22")


@lru_cache(maxsize=None)
def event_fresh22_samples() -> tuple[dict, ...]:
    """events_fresh22.yaml: scheduling event messages (labelled before the first run on catalogue f3a865a)."""
    return batch_samples("events_fresh22")


@lru_cache(maxsize=None)
def fresh23_samples() -> tuple[dict, ...]:
    """fresh23.yaml: collected during round 15 (labelled, committed before its first run on catalogue 37e2269)."""
    return batch_samples("fresh23")


@lru_cache(maxsize=None)
def event_fresh23_samples() -> tuple[dict, ...]:
    """events_fresh23.yaml: scheduling event messages (labelled before the first run on catalogue 37e2269)."""
    return batch_samples("events_fresh23")


@lru_cache(maxsize=None)
def fresh24_samples() -> tuple[dict, ...]:
    """fresh24.yaml: collected during round 15 (labelled, committed before its first run on catalogue 37e2269)."""
    return batch_samples("fresh24")


@lru_cache(maxsize=None)
def event_fresh24_samples() -> tuple[dict, ...]:
    """events_fresh24.yaml: scheduling event messages (labelled before the first run on catalogue 37e2269)."""
    return batch_samples("events_fresh24")


@lru_cache(maxsize=None)
def fresh25_samples() -> tuple[dict, ...]:
    """fresh25.yaml: collected during round 15 (labelled, committed before its first run on catalogue 37e2269)."""
    return batch_samples("fresh25")


@lru_cache(maxsize=None)
def event_fresh25_samples() -> tuple[dict, ...]:
    """events_fresh25.yaml: scheduling event messages (labelled before the first run on catalogue 37e2269)."""
    return batch_samples("events_fresh25")


@lru_cache(maxsize=None)
def fresh26_samples() -> tuple[dict, ...]:
    """fresh26.yaml: collected during round 15 (labelled, committed before its first run on catalogue 37e2269)."""
    return batch_samples("fresh26")


@lru_cache(maxsize=None)
def event_fresh26_samples() -> tuple[dict, ...]:
    """events_fresh26.yaml: scheduling event messages (labelled before the first run on catalogue 37e2269)."""
    return batch_samples("events_fresh26")


@lru_cache(maxsize=None)
def fresh27_samples() -> tuple[dict, ...]:
    """fresh27.yaml: collected during round 15 (labelled, committed before its first run on catalogue ff78376)."""
    return batch_samples("fresh27")


@lru_cache(maxsize=None)
def event_fresh27_samples() -> tuple[dict, ...]:
    """events_fresh27.yaml: scheduling event messages (labelled before the first run on catalogue ff78376)."""
    return batch_samples("events_fresh27")


@lru_cache(maxsize=None)
def fresh28_samples() -> tuple[dict, ...]:
    """fresh28.yaml: collected during round 15 (labelled, committed before its first run on catalogue ff78376)."""
    return batch_samples("fresh28")


@lru_cache(maxsize=None)
def event_fresh28_samples() -> tuple[dict, ...]:
    """events_fresh28.yaml: scheduling event messages (labelled before the first run on catalogue ff78376)."""
    return batch_samples("events_fresh28")


@lru_cache(maxsize=None)
def fresh29_samples() -> tuple[dict, ...]:
    """fresh29.yaml: collected during round 16 (labelled, committed before its first run on catalogue 440dc8d)."""
    return batch_samples("fresh29")


@lru_cache(maxsize=None)
def event_fresh29_samples() -> tuple[dict, ...]:
    """events_fresh29.yaml: scheduling event messages (labelled before the first run on catalogue 440dc8d)."""
    return batch_samples("events_fresh29")


@lru_cache(maxsize=None)
def fresh30_samples() -> tuple[dict, ...]:
    """fresh30.yaml: collected during round 16 (labelled, committed before its first run on catalogue 440dc8d)."""
    return batch_samples("fresh30")


@lru_cache(maxsize=None)
def event_fresh30_samples() -> tuple[dict, ...]:
    """events_fresh30.yaml: scheduling event messages (labelled before the first run on catalogue 440dc8d)."""
    return batch_samples("events_fresh30")


@lru_cache(maxsize=None)
def fresh31_samples() -> tuple[dict, ...]:
    """fresh31.yaml: collected during round 16 (labelled, committed before its first run on catalogue 440dc8d)."""
    return batch_samples("fresh31")


@lru_cache(maxsize=None)
def event_fresh31_samples() -> tuple[dict, ...]:
    """events_fresh31.yaml: scheduling event messages (labelled before the first run on catalogue 440dc8d)."""
    return batch_samples("events_fresh31")


@lru_cache(maxsize=None)
def fresh32_samples() -> tuple[dict, ...]:
    """fresh32.yaml: collected during round 16 (labelled, committed before its first run on catalogue 440dc8d)."""
    return batch_samples("fresh32")


@lru_cache(maxsize=None)
def event_fresh32_samples() -> tuple[dict, ...]:
    """events_fresh32.yaml: scheduling event messages (labelled before the first run on catalogue 440dc8d)."""
    return batch_samples("events_fresh32")

@lru_cache(maxsize=None)
def fresh33_samples() -> tuple[dict, ...]:
    """fresh33.yaml: collected during round 17 (labelled, committed before its first run on catalogue c3e4215)."""
    return batch_samples("fresh33")


@lru_cache(maxsize=None)
def event_fresh33_samples() -> tuple[dict, ...]:
    """events_fresh33.yaml: scheduling event messages (labelled before the first run on catalogue c3e4215)."""
    return batch_samples("events_fresh33")

@lru_cache(maxsize=None)
def fresh34_samples() -> tuple[dict, ...]:
    """fresh34.yaml: collected during round 17 (labelled, committed before its first run on catalogue c3e4215)."""
    return batch_samples("fresh34")


@lru_cache(maxsize=None)
def event_fresh34_samples() -> tuple[dict, ...]:
    """events_fresh34.yaml: scheduling event messages (labelled before the first run on catalogue c3e4215)."""
    return batch_samples("events_fresh34")

@lru_cache(maxsize=None)
def fresh35_samples() -> tuple[dict, ...]:
    """fresh35.yaml: collected during round 17 (labelled, committed before its first run on catalogue c3e4215)."""
    return batch_samples("fresh35")


@lru_cache(maxsize=None)
def event_fresh35_samples() -> tuple[dict, ...]:
    """events_fresh35.yaml: scheduling event messages (labelled before the first run on catalogue c3e4215)."""
    return batch_samples("events_fresh35")

@lru_cache(maxsize=None)
def fresh36_samples() -> tuple[dict, ...]:
    """fresh36.yaml: collected during round 17 (labelled, committed before its first run on catalogue c3e4215)."""
    return batch_samples("fresh36")


@lru_cache(maxsize=None)
def event_fresh36_samples() -> tuple[dict, ...]:
    """events_fresh36.yaml: scheduling event messages (labelled before the first run on catalogue c3e4215)."""
    return batch_samples("events_fresh36")

@lru_cache(maxsize=None)
def fresh37_samples() -> tuple[dict, ...]:
    """fresh37.yaml: collected during round 17 (labelled, committed before its first run on catalogue c3e4215)."""
    return batch_samples("fresh37")


@lru_cache(maxsize=None)
def event_fresh37_samples() -> tuple[dict, ...]:
    """events_fresh37.yaml: scheduling event messages (labelled before the first run on catalogue c3e4215)."""
    return batch_samples("events_fresh37")


@lru_cache(maxsize=None)
def fresh38_samples() -> tuple[dict, ...]:
    """fresh38.yaml: collected during round 18 (labelled, committed before its first run on catalogue 8bd3d28)."""
    return batch_samples("fresh38")


@lru_cache(maxsize=None)
def event_fresh38_samples() -> tuple[dict, ...]:
    """events_fresh38.yaml: scheduling event messages (labelled before the first run on catalogue 8bd3d28)."""
    return batch_samples("events_fresh38")


@lru_cache(maxsize=None)
def fresh39_samples() -> tuple[dict, ...]:
    """fresh39.yaml: collected during round 18 (labelled, committed before its first run on catalogue 8bd3d28)."""
    return batch_samples("fresh39")


@lru_cache(maxsize=None)
def event_fresh39_samples() -> tuple[dict, ...]:
    """events_fresh39.yaml: scheduling event messages (labelled before the first run on catalogue 8bd3d28)."""
    return batch_samples("events_fresh39")


@lru_cache(maxsize=None)
def fresh40_samples() -> tuple[dict, ...]:
    """fresh40.yaml: collected during round 18 (labelled, committed before its first run on catalogue 8bd3d28)."""
    return batch_samples("fresh40")


@lru_cache(maxsize=None)
def event_fresh40_samples() -> tuple[dict, ...]:
    """events_fresh40.yaml: scheduling event messages (labelled before the first run on catalogue 8bd3d28)."""
    return batch_samples("events_fresh40")


@lru_cache(maxsize=None)
def fresh41_samples() -> tuple[dict, ...]:
    """fresh41.yaml: collected during round 19 (labelled, committed before its first run on catalogue eb29a97)."""
    return batch_samples("fresh41")


@lru_cache(maxsize=None)
def event_fresh41_samples() -> tuple[dict, ...]:
    """events_fresh41.yaml: scheduling event messages (labelled before the first run on catalogue eb29a97)."""
    return batch_samples("events_fresh41")

@lru_cache(maxsize=None)
def fresh42_samples() -> tuple[dict, ...]:
    """fresh42.yaml: collected during round 19 (labelled, committed before its first run on catalogue eb29a97)."""
    return batch_samples("fresh42")


@lru_cache(maxsize=None)
def event_fresh42_samples() -> tuple[dict, ...]:
    """events_fresh42.yaml: scheduling event messages (labelled before the first run on catalogue eb29a97)."""
    return batch_samples("events_fresh42")

@lru_cache(maxsize=None)
def fresh43_samples() -> tuple[dict, ...]:
    """fresh43.yaml: collected during round 19 (labelled, committed before its first run on catalogue eb29a97)."""
    return batch_samples("fresh43")


@lru_cache(maxsize=None)
def event_fresh43_samples() -> tuple[dict, ...]:
    """events_fresh43.yaml: scheduling event messages (labelled before the first run on catalogue eb29a97)."""
    return batch_samples("events_fresh43")

@lru_cache(maxsize=None)
def fresh44_samples() -> tuple[dict, ...]:
    """fresh44.yaml: collected during round 19 (labelled, committed before its first run on catalogue eb29a97)."""
    return batch_samples("fresh44")


@lru_cache(maxsize=None)
def event_fresh44_samples() -> tuple[dict, ...]:
    """events_fresh44.yaml: scheduling event messages (labelled before the first run on catalogue eb29a97)."""
    return batch_samples("events_fresh44")


@lru_cache(maxsize=None)
def fresh45_samples() -> tuple[dict, ...]:
    """fresh45.yaml: collected during round 20 (labelled, committed before its first run on catalogue 45781ae)."""
    return batch_samples("fresh45")


@lru_cache(maxsize=None)
def event_fresh45_samples() -> tuple[dict, ...]:
    """events_fresh45.yaml: scheduling event messages (labelled before the first run on catalogue 45781ae)."""
    return batch_samples("events_fresh45")


@lru_cache(maxsize=None)
def fresh46_samples() -> tuple[dict, ...]:
    """fresh46.yaml: collected during round 20 (labelled, committed before its first run on catalogue 45781ae)."""
    return batch_samples("fresh46")


@lru_cache(maxsize=None)
def event_fresh46_samples() -> tuple[dict, ...]:
    """events_fresh46.yaml: scheduling event messages (labelled before the first run on catalogue 45781ae)."""
    return batch_samples("events_fresh46")


@lru_cache(maxsize=None)
def fresh47_samples() -> tuple[dict, ...]:
    """fresh47.yaml: collected during round 20 (labelled, committed before its first run on catalogue 45781ae)."""
    return batch_samples("fresh47")


@lru_cache(maxsize=None)
def event_fresh47_samples() -> tuple[dict, ...]:
    """events_fresh47.yaml: scheduling event messages (labelled before the first run on catalogue 45781ae)."""
    return batch_samples("events_fresh47")


@lru_cache(maxsize=None)
def fresh48_samples() -> tuple[dict, ...]:
    """fresh48.yaml: collected during round 20 (labelled, committed before its first run on catalogue 45781ae)."""
    return batch_samples("fresh48")


@lru_cache(maxsize=None)
def event_fresh48_samples() -> tuple[dict, ...]:
    """events_fresh48.yaml: scheduling event messages (labelled before the first run on catalogue 45781ae)."""
    return batch_samples("events_fresh48")


@lru_cache(maxsize=None)
def fresh49_samples() -> tuple[dict, ...]:
    """fresh49.yaml: collected during round 21 (labelled, committed before its first run on catalogue 9fbca29)."""
    return batch_samples("fresh49")


@lru_cache(maxsize=None)
def event_fresh49_samples() -> tuple[dict, ...]:
    """events_fresh49.yaml: scheduling event messages (labelled before the first run on catalogue 9fbca29)."""
    return batch_samples("events_fresh49")


@lru_cache(maxsize=None)
def fresh50_samples() -> tuple[dict, ...]:
    """fresh50.yaml: collected during round 21 (labelled, committed before its first run on catalogue 9fbca29)."""
    return batch_samples("fresh50")


@lru_cache(maxsize=None)
def event_fresh50_samples() -> tuple[dict, ...]:
    """events_fresh50.yaml: scheduling event messages (labelled before the first run on catalogue 9fbca29)."""
    return batch_samples("events_fresh50")


@lru_cache(maxsize=None)
def fresh51_samples() -> tuple[dict, ...]:
    """fresh51.yaml: collected during round 21 (labelled, committed before its first run on catalogue 9fbca29)."""
    return batch_samples("fresh51")


@lru_cache(maxsize=None)
def event_fresh51_samples() -> tuple[dict, ...]:
    """events_fresh51.yaml: scheduling event messages (labelled before the first run on catalogue 9fbca29)."""
    return batch_samples("events_fresh51")


@lru_cache(maxsize=None)
def fresh52_samples() -> tuple[dict, ...]:
    """fresh52.yaml: collected during round 21 (labelled, committed before its first run on catalogue 9fbca29)."""
    return batch_samples("fresh52")


@lru_cache(maxsize=None)
def event_fresh52_samples() -> tuple[dict, ...]:
    """events_fresh52.yaml: scheduling event messages (labelled before the first run on catalogue 9fbca29)."""
    return batch_samples("events_fresh52")


@lru_cache(maxsize=None)
def fresh53_samples() -> tuple[dict, ...]:
    """fresh53.yaml: collected during round 22 (labelled, committed before its first run on catalogue 7780c5e)."""
    return batch_samples("fresh53")


@lru_cache(maxsize=None)
def event_fresh53_samples() -> tuple[dict, ...]:
    """events_fresh53.yaml: scheduling event messages (labelled before the first run on catalogue 7780c5e)."""
    return batch_samples("events_fresh53")


@lru_cache(maxsize=None)
def fresh54_samples() -> tuple[dict, ...]:
    """fresh54.yaml: collected during round 22 (labelled, committed before its first run on catalogue 7780c5e)."""
    return batch_samples("fresh54")


@lru_cache(maxsize=None)
def event_fresh54_samples() -> tuple[dict, ...]:
    """events_fresh54.yaml: scheduling event messages (labelled before the first run on catalogue 7780c5e)."""
    return batch_samples("events_fresh54")


@lru_cache(maxsize=None)
def fresh55_samples() -> tuple[dict, ...]:
    """fresh55.yaml: collected during round 22 (labelled, committed before its first run on catalogue 7780c5e)."""
    return batch_samples("fresh55")


@lru_cache(maxsize=None)
def event_fresh55_samples() -> tuple[dict, ...]:
    """events_fresh55.yaml: scheduling event messages (labelled before the first run on catalogue 7780c5e)."""
    return batch_samples("events_fresh55")


@lru_cache(maxsize=None)
def fresh56_samples() -> tuple[dict, ...]:
    """fresh56.yaml: collected during round 22 (labelled, committed before its first run on catalogue 7780c5e)."""
    return batch_samples("fresh56")


@lru_cache(maxsize=None)
def event_fresh56_samples() -> tuple[dict, ...]:
    """events_fresh56.yaml: scheduling event messages (labelled before the first run on catalogue 7780c5e)."""
    return batch_samples("events_fresh56")


@lru_cache(maxsize=None)
def fresh57_samples() -> tuple[dict, ...]:
    """fresh57.yaml: collected during round 23 (labelled, committed before its first run on catalogue 257225f)."""
    return batch_samples("fresh57")


@lru_cache(maxsize=None)
def event_fresh57_samples() -> tuple[dict, ...]:
    """events_fresh57.yaml: scheduling event messages (labelled before the first run on catalogue 257225f)."""
    return batch_samples("events_fresh57")


@lru_cache(maxsize=None)
def fresh58_samples() -> tuple[dict, ...]:
    """fresh58.yaml: collected during round 23 (labelled, committed before its first run on catalogue 257225f)."""
    return batch_samples("fresh58")


@lru_cache(maxsize=None)
def event_fresh58_samples() -> tuple[dict, ...]:
    """events_fresh58.yaml: scheduling event messages (labelled before the first run on catalogue 257225f)."""
    return batch_samples("events_fresh58")


@lru_cache(maxsize=None)
def fresh59_samples() -> tuple[dict, ...]:
    """fresh59.yaml: collected during round 23 (labelled, committed before its first run on catalogue 257225f)."""
    return batch_samples("fresh59")


@lru_cache(maxsize=None)
def event_fresh59_samples() -> tuple[dict, ...]:
    """events_fresh59.yaml: scheduling event messages (labelled before the first run on catalogue 257225f)."""
    return batch_samples("events_fresh59")


@lru_cache(maxsize=None)
def fresh60_samples() -> tuple[dict, ...]:
    """fresh60.yaml: collected during round 23 (labelled, committed before its first run on catalogue 257225f)."""
    return batch_samples("fresh60")


@lru_cache(maxsize=None)
def event_fresh60_samples() -> tuple[dict, ...]:
    """events_fresh60.yaml: scheduling event messages (labelled before the first run on catalogue 257225f)."""
    return batch_samples("events_fresh60")


@lru_cache(maxsize=None)
def fresh61_samples() -> tuple[dict, ...]:
    """fresh61.yaml: collected during round 23 (labelled, committed before its first run on catalogue 257225f)."""
    return batch_samples("fresh61")


@lru_cache(maxsize=None)
def event_fresh61_samples() -> tuple[dict, ...]:
    """events_fresh61.yaml: scheduling event messages (labelled before the first run on catalogue 257225f)."""
    return batch_samples("events_fresh61")


@lru_cache(maxsize=None)
def fresh62_samples() -> tuple[dict, ...]:
    """fresh62.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh62")


@lru_cache(maxsize=None)
def event_fresh62_samples() -> tuple[dict, ...]:
    """events_fresh62.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh62")


@lru_cache(maxsize=None)
def fresh63_samples() -> tuple[dict, ...]:
    """fresh63.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh63")


@lru_cache(maxsize=None)
def event_fresh63_samples() -> tuple[dict, ...]:
    """events_fresh63.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh63")


@lru_cache(maxsize=None)
def fresh64_samples() -> tuple[dict, ...]:
    """fresh64.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh64")


@lru_cache(maxsize=None)
def event_fresh64_samples() -> tuple[dict, ...]:
    """events_fresh64.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh64")


@lru_cache(maxsize=None)
def fresh65_samples() -> tuple[dict, ...]:
    """fresh65.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh65")


@lru_cache(maxsize=None)
def event_fresh65_samples() -> tuple[dict, ...]:
    """events_fresh65.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh65")


@lru_cache(maxsize=None)
def fresh66_samples() -> tuple[dict, ...]:
    """fresh66.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh66")


@lru_cache(maxsize=None)
def event_fresh66_samples() -> tuple[dict, ...]:
    """events_fresh66.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh66")


@lru_cache(maxsize=None)
def fresh67_samples() -> tuple[dict, ...]:
    """fresh67.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh67")


@lru_cache(maxsize=None)
def event_fresh67_samples() -> tuple[dict, ...]:
    """events_fresh67.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh67")


@lru_cache(maxsize=None)
def fresh68_samples() -> tuple[dict, ...]:
    """fresh68.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh68")


@lru_cache(maxsize=None)
def event_fresh68_samples() -> tuple[dict, ...]:
    """events_fresh68.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh68")


@lru_cache(maxsize=None)
def fresh69_samples() -> tuple[dict, ...]:
    """fresh69.yaml: collected during round 24 (labelled, committed before its first run on catalogue 1795b06)."""
    return batch_samples("fresh69")


@lru_cache(maxsize=None)
def event_fresh69_samples() -> tuple[dict, ...]:
    """events_fresh69.yaml: scheduling event messages (labelled before the first run on events 070201d)."""
    return batch_samples("events_fresh69")


@lru_cache(maxsize=None)
def fresh70_samples() -> tuple[dict, ...]:
    """fresh70.yaml: collected during round 25 (labelled, committed before its first run on catalogue df360c2)."""
    return batch_samples("fresh70")


@lru_cache(maxsize=None)
def event_fresh70_samples() -> tuple[dict, ...]:
    """events_fresh70.yaml: scheduling event messages (labelled before the first run on catalogue df360c2)."""
    return batch_samples("events_fresh70")


@lru_cache(maxsize=None)
def fresh71_samples() -> tuple[dict, ...]:
    """fresh71.yaml: collected during round 25 (labelled, committed before its first run on catalogue df360c2)."""
    return batch_samples("fresh71")


@lru_cache(maxsize=None)
def event_fresh71_samples() -> tuple[dict, ...]:
    """events_fresh71.yaml: scheduling event messages (labelled before the first run on catalogue df360c2)."""
    return batch_samples("events_fresh71")


@lru_cache(maxsize=None)
def fresh72_samples() -> tuple[dict, ...]:
    """fresh72.yaml: collected during round 25 (labelled, committed before its first run on catalogue df360c2)."""
    return batch_samples("fresh72")


@lru_cache(maxsize=None)
def event_fresh72_samples() -> tuple[dict, ...]:
    """events_fresh72.yaml: scheduling event messages (labelled before the first run on catalogue df360c2)."""
    return batch_samples("events_fresh72")


@lru_cache(maxsize=None)
def fresh73_samples() -> tuple[dict, ...]:
    """fresh73.yaml: collected during round 25 (labelled, committed before its first run on catalogue df360c2)."""
    return batch_samples("fresh73")


@lru_cache(maxsize=None)
def event_fresh73_samples() -> tuple[dict, ...]:
    """events_fresh73.yaml: scheduling event messages (labelled before the first run on catalogue df360c2)."""
    return batch_samples("events_fresh73")


@lru_cache(maxsize=None)
def fresh74_samples() -> tuple[dict, ...]:
    """fresh74.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh74")


@lru_cache(maxsize=None)
def event_fresh74_samples() -> tuple[dict, ...]:
    """events_fresh74.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh74")


@lru_cache(maxsize=None)
def fresh75_samples() -> tuple[dict, ...]:
    """fresh75.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh75")


@lru_cache(maxsize=None)
def event_fresh75_samples() -> tuple[dict, ...]:
    """events_fresh75.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh75")


@lru_cache(maxsize=None)
def fresh76_samples() -> tuple[dict, ...]:
    """fresh76.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh76")


@lru_cache(maxsize=None)
def event_fresh76_samples() -> tuple[dict, ...]:
    """events_fresh76.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh76")


@lru_cache(maxsize=None)
def fresh77_samples() -> tuple[dict, ...]:
    """fresh77.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh77")


@lru_cache(maxsize=None)
def event_fresh77_samples() -> tuple[dict, ...]:
    """events_fresh77.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh77")


@lru_cache(maxsize=None)
def fresh78_samples() -> tuple[dict, ...]:
    """fresh78.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh78")


@lru_cache(maxsize=None)
def event_fresh78_samples() -> tuple[dict, ...]:
    """events_fresh78.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh78")


@lru_cache(maxsize=None)
def fresh79_samples() -> tuple[dict, ...]:
    """fresh79.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh79")


@lru_cache(maxsize=None)
def event_fresh79_samples() -> tuple[dict, ...]:
    """events_fresh79.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh79")


@lru_cache(maxsize=None)
def fresh80_samples() -> tuple[dict, ...]:
    """fresh80.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh80")


@lru_cache(maxsize=None)
def event_fresh80_samples() -> tuple[dict, ...]:
    """events_fresh80.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh80")


@lru_cache(maxsize=None)
def fresh81_samples() -> tuple[dict, ...]:
    """fresh81.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh81")


@lru_cache(maxsize=None)
def event_fresh81_samples() -> tuple[dict, ...]:
    """events_fresh81.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh81")


@lru_cache(maxsize=None)
def fresh82_samples() -> tuple[dict, ...]:
    """fresh82.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh82")


@lru_cache(maxsize=None)
def event_fresh82_samples() -> tuple[dict, ...]:
    """events_fresh82.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh82")


@lru_cache(maxsize=None)
def fresh83_samples() -> tuple[dict, ...]:
    """fresh83.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh83")


@lru_cache(maxsize=None)
def event_fresh83_samples() -> tuple[dict, ...]:
    """events_fresh83.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh83")


@lru_cache(maxsize=None)
def fresh84_samples() -> tuple[dict, ...]:
    """fresh84.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh84")


@lru_cache(maxsize=None)
def event_fresh84_samples() -> tuple[dict, ...]:
    """events_fresh84.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh84")


@lru_cache(maxsize=None)
def fresh85_samples() -> tuple[dict, ...]:
    """fresh85.yaml: collected during round 26 (labelled, committed before its first run on catalogue a90986b)."""
    return batch_samples("fresh85")


@lru_cache(maxsize=None)
def event_fresh85_samples() -> tuple[dict, ...]:
    """events_fresh85.yaml: scheduling event messages (labelled before the first run on catalogue a90986b)."""
    return batch_samples("events_fresh85")

@lru_cache(maxsize=None)
def fresh86_samples() -> tuple[dict, ...]:
    """fresh86.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh86")


@lru_cache(maxsize=None)
def event_fresh86_samples() -> tuple[dict, ...]:
    """events_fresh86.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh86")

@lru_cache(maxsize=None)
def fresh87_samples() -> tuple[dict, ...]:
    """fresh87.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh87")


@lru_cache(maxsize=None)
def event_fresh87_samples() -> tuple[dict, ...]:
    """events_fresh87.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh87")

@lru_cache(maxsize=None)
def fresh88_samples() -> tuple[dict, ...]:
    """fresh88.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh88")


@lru_cache(maxsize=None)
def event_fresh88_samples() -> tuple[dict, ...]:
    """events_fresh88.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh88")

@lru_cache(maxsize=None)
def fresh89_samples() -> tuple[dict, ...]:
    """fresh89.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh89")


@lru_cache(maxsize=None)
def event_fresh89_samples() -> tuple[dict, ...]:
    """events_fresh89.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh89")

@lru_cache(maxsize=None)
def fresh90_samples() -> tuple[dict, ...]:
    """fresh90.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh90")


@lru_cache(maxsize=None)
def event_fresh90_samples() -> tuple[dict, ...]:
    """events_fresh90.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh90")

@lru_cache(maxsize=None)
def fresh91_samples() -> tuple[dict, ...]:
    """fresh91.yaml: collected during round 27 (labelled, committed before its first run on catalogue 8ce76dc)."""
    return batch_samples("fresh91")


@lru_cache(maxsize=None)
def event_fresh91_samples() -> tuple[dict, ...]:
    """events_fresh91.yaml: scheduling event messages (labelled before the first run on catalogue 8ce76dc)."""
    return batch_samples("events_fresh91")

@lru_cache(maxsize=None)
def fresh92_samples() -> tuple[dict, ...]:
    """fresh92.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh92")


@lru_cache(maxsize=None)
def event_fresh92_samples() -> tuple[dict, ...]:
    """events_fresh92.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh92")

@lru_cache(maxsize=None)
def fresh93_samples() -> tuple[dict, ...]:
    """fresh93.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh93")


@lru_cache(maxsize=None)
def event_fresh93_samples() -> tuple[dict, ...]:
    """events_fresh93.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh93")

@lru_cache(maxsize=None)
def fresh94_samples() -> tuple[dict, ...]:
    """fresh94.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh94")


@lru_cache(maxsize=None)
def event_fresh94_samples() -> tuple[dict, ...]:
    """events_fresh94.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh94")

@lru_cache(maxsize=None)
def fresh95_samples() -> tuple[dict, ...]:
    """fresh95.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh95")


@lru_cache(maxsize=None)
def event_fresh95_samples() -> tuple[dict, ...]:
    """events_fresh95.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh95")

@lru_cache(maxsize=None)
def fresh96_samples() -> tuple[dict, ...]:
    """fresh96.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh96")


@lru_cache(maxsize=None)
def event_fresh96_samples() -> tuple[dict, ...]:
    """events_fresh96.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh96")

@lru_cache(maxsize=None)
def fresh97_samples() -> tuple[dict, ...]:
    """fresh97.yaml: collected during round 28 (labelled, committed before its first run on catalogue 40121d7)."""
    return batch_samples("fresh97")


@lru_cache(maxsize=None)
def event_fresh97_samples() -> tuple[dict, ...]:
    """events_fresh97.yaml: scheduling event messages (labelled before the first run on catalogue 40121d7)."""
    return batch_samples("events_fresh97")

@lru_cache(maxsize=None)
def fresh98_samples() -> tuple[dict, ...]:
    """fresh98.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh98")


@lru_cache(maxsize=None)
def event_fresh98_samples() -> tuple[dict, ...]:
    """events_fresh98.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh98")

@lru_cache(maxsize=None)
def fresh99_samples() -> tuple[dict, ...]:
    """fresh99.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh99")


@lru_cache(maxsize=None)
def event_fresh99_samples() -> tuple[dict, ...]:
    """events_fresh99.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh99")

@lru_cache(maxsize=None)
def fresh100_samples() -> tuple[dict, ...]:
    """fresh100.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh100")


@lru_cache(maxsize=None)
def event_fresh100_samples() -> tuple[dict, ...]:
    """events_fresh100.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh100")

@lru_cache(maxsize=None)
def fresh101_samples() -> tuple[dict, ...]:
    """fresh101.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh101")


@lru_cache(maxsize=None)
def event_fresh101_samples() -> tuple[dict, ...]:
    """events_fresh101.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh101")

@lru_cache(maxsize=None)
def fresh102_samples() -> tuple[dict, ...]:
    """fresh102.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh102")


@lru_cache(maxsize=None)
def event_fresh102_samples() -> tuple[dict, ...]:
    """events_fresh102.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh102")

@lru_cache(maxsize=None)
def fresh103_samples() -> tuple[dict, ...]:
    """fresh103.yaml: collected during round 29 (labelled, committed before its first run on catalogue a73754c)."""
    return batch_samples("fresh103")


@lru_cache(maxsize=None)
def event_fresh103_samples() -> tuple[dict, ...]:
    """events_fresh103.yaml: scheduling event messages (labelled before the first run on catalogue a73754c)."""
    return batch_samples("events_fresh103")

@lru_cache(maxsize=None)
def fresh104_samples() -> tuple[dict, ...]:
    """fresh104.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh104")


@lru_cache(maxsize=None)
def event_fresh104_samples() -> tuple[dict, ...]:
    """events_fresh104.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh104")

@lru_cache(maxsize=None)
def fresh105_samples() -> tuple[dict, ...]:
    """fresh105.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh105")


@lru_cache(maxsize=None)
def event_fresh105_samples() -> tuple[dict, ...]:
    """events_fresh105.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh105")

@lru_cache(maxsize=None)
def fresh106_samples() -> tuple[dict, ...]:
    """fresh106.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh106")


@lru_cache(maxsize=None)
def event_fresh106_samples() -> tuple[dict, ...]:
    """events_fresh106.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh106")

@lru_cache(maxsize=None)
def fresh107_samples() -> tuple[dict, ...]:
    """fresh107.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh107")


@lru_cache(maxsize=None)
def event_fresh107_samples() -> tuple[dict, ...]:
    """events_fresh107.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh107")

@lru_cache(maxsize=None)
def fresh108_samples() -> tuple[dict, ...]:
    """fresh108.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh108")


@lru_cache(maxsize=None)
def event_fresh108_samples() -> tuple[dict, ...]:
    """events_fresh108.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh108")

@lru_cache(maxsize=None)
def fresh109_samples() -> tuple[dict, ...]:
    """fresh109.yaml: collected during round 30 (labelled, committed before its first run on catalogue f33f16a)."""
    return batch_samples("fresh109")


@lru_cache(maxsize=None)
def event_fresh109_samples() -> tuple[dict, ...]:
    """events_fresh109.yaml: scheduling event messages (labelled before the first run on catalogue f33f16a)."""
    return batch_samples("events_fresh109")

@lru_cache(maxsize=None)
def fresh110_samples() -> tuple[dict, ...]:
    """fresh110.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh110")


@lru_cache(maxsize=None)
def event_fresh110_samples() -> tuple[dict, ...]:
    """events_fresh110.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh110")

@lru_cache(maxsize=None)
def fresh111_samples() -> tuple[dict, ...]:
    """fresh111.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh111")


@lru_cache(maxsize=None)
def event_fresh111_samples() -> tuple[dict, ...]:
    """events_fresh111.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh111")

@lru_cache(maxsize=None)
def fresh112_samples() -> tuple[dict, ...]:
    """fresh112.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh112")


@lru_cache(maxsize=None)
def event_fresh112_samples() -> tuple[dict, ...]:
    """events_fresh112.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh112")

@lru_cache(maxsize=None)
def fresh113_samples() -> tuple[dict, ...]:
    """fresh113.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh113")


@lru_cache(maxsize=None)
def event_fresh113_samples() -> tuple[dict, ...]:
    """events_fresh113.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh113")

@lru_cache(maxsize=None)
def fresh114_samples() -> tuple[dict, ...]:
    """fresh114.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh114")


@lru_cache(maxsize=None)
def event_fresh114_samples() -> tuple[dict, ...]:
    """events_fresh114.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh114")

@lru_cache(maxsize=None)
def fresh115_samples() -> tuple[dict, ...]:
    """fresh115.yaml: collected during round 31 (labelled, committed before its first run on catalogue 6475206)."""
    return batch_samples("fresh115")


@lru_cache(maxsize=None)
def event_fresh115_samples() -> tuple[dict, ...]:
    """events_fresh115.yaml: scheduling event messages (labelled before the first run on catalogue 6475206)."""
    return batch_samples("events_fresh115")

@lru_cache(maxsize=None)
def fresh116_samples() -> tuple[dict, ...]:
    """fresh116.yaml: collected during round 32 (labelled, committed before its first run on catalogue 9b5ef1b)."""
    return batch_samples("fresh116")


@lru_cache(maxsize=None)
def event_fresh116_samples() -> tuple[dict, ...]:
    """events_fresh116.yaml: scheduling event messages (labelled before the first run on catalogue 9b5ef1b)."""
    return batch_samples("events_fresh116")

@lru_cache(maxsize=None)
def fresh117_samples() -> tuple[dict, ...]:
    """fresh117.yaml: collected during round 32 (labelled, committed before its first run on catalogue 9b5ef1b)."""
    return batch_samples("fresh117")


@lru_cache(maxsize=None)
def event_fresh117_samples() -> tuple[dict, ...]:
    """events_fresh117.yaml: scheduling event messages (labelled before the first run on catalogue 9b5ef1b)."""
    return batch_samples("events_fresh117")

@lru_cache(maxsize=None)
def fresh118_samples() -> tuple[dict, ...]:
    """fresh118.yaml: collected during round 32 (labelled, committed before its first run on catalogue 9b5ef1b)."""
    return batch_samples("fresh118")


@lru_cache(maxsize=None)
def event_fresh118_samples() -> tuple[dict, ...]:
    """events_fresh118.yaml: scheduling event messages (labelled before the first run on catalogue 9b5ef1b)."""
    return batch_samples("events_fresh118")

@lru_cache(maxsize=None)
def fresh119_samples() -> tuple[dict, ...]:
    """fresh119.yaml: collected during round 32 (labelled, committed before its first run on catalogue 9b5ef1b)."""
    return batch_samples("fresh119")


@lru_cache(maxsize=None)
def event_fresh119_samples() -> tuple[dict, ...]:
    """events_fresh119.yaml: scheduling event messages (labelled before the first run on catalogue 9b5ef1b)."""
    return batch_samples("events_fresh119")

@lru_cache(maxsize=None)
def fresh120_samples() -> tuple[dict, ...]:
    """fresh120.yaml: collected during round 34 (labelled, committed before its first run on catalogue 2f61a69)."""
    return batch_samples("fresh120")


@lru_cache(maxsize=None)
def event_fresh120_samples() -> tuple[dict, ...]:
    """events_fresh120.yaml: scheduling event messages (labelled before the first run on catalogue 2f61a69)."""
    return batch_samples("events_fresh120")

@lru_cache(maxsize=None)
def fresh121_samples() -> tuple[dict, ...]:
    """fresh121.yaml: collected during round 34 (labelled, committed before its first run on catalogue 2f61a69)."""
    return batch_samples("fresh121")


@lru_cache(maxsize=None)
def event_fresh121_samples() -> tuple[dict, ...]:
    """events_fresh121.yaml: scheduling event messages (labelled before the first run on catalogue 2f61a69)."""
    return batch_samples("events_fresh121")

@lru_cache(maxsize=None)
def fresh122_samples() -> tuple[dict, ...]:
    """fresh122.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh122")


@lru_cache(maxsize=None)
def event_fresh122_samples() -> tuple[dict, ...]:
    """events_fresh122.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh122")

@lru_cache(maxsize=None)
def fresh123_samples() -> tuple[dict, ...]:
    """fresh123.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh123")


@lru_cache(maxsize=None)
def event_fresh123_samples() -> tuple[dict, ...]:
    """events_fresh123.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh123")

@lru_cache(maxsize=None)
def fresh124_samples() -> tuple[dict, ...]:
    """fresh124.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh124")


@lru_cache(maxsize=None)
def event_fresh124_samples() -> tuple[dict, ...]:
    """events_fresh124.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh124")

@lru_cache(maxsize=None)
def fresh125_samples() -> tuple[dict, ...]:
    """fresh125.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh125")


@lru_cache(maxsize=None)
def event_fresh125_samples() -> tuple[dict, ...]:
    """events_fresh125.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh125")

@lru_cache(maxsize=None)
def fresh126_samples() -> tuple[dict, ...]:
    """fresh126.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh126")


@lru_cache(maxsize=None)
def event_fresh126_samples() -> tuple[dict, ...]:
    """events_fresh126.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh126")

@lru_cache(maxsize=None)
def fresh127_samples() -> tuple[dict, ...]:
    """fresh127.yaml: collected during round 34's second measurement (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh127")


@lru_cache(maxsize=None)
def event_fresh127_samples() -> tuple[dict, ...]:
    """events_fresh127.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh127")

@lru_cache(maxsize=None)
def fresh128_samples() -> tuple[dict, ...]:
    """fresh128.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh128")


@lru_cache(maxsize=None)
def event_fresh128_samples() -> tuple[dict, ...]:
    """events_fresh128.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh128")

@lru_cache(maxsize=None)
def fresh129_samples() -> tuple[dict, ...]:
    """fresh129.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh129")


@lru_cache(maxsize=None)
def event_fresh129_samples() -> tuple[dict, ...]:
    """events_fresh129.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh129")

@lru_cache(maxsize=None)
def fresh130_samples() -> tuple[dict, ...]:
    """fresh130.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh130")


@lru_cache(maxsize=None)
def event_fresh130_samples() -> tuple[dict, ...]:
    """events_fresh130.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh130")

@lru_cache(maxsize=None)
def fresh131_samples() -> tuple[dict, ...]:
    """fresh131.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh131")


@lru_cache(maxsize=None)
def event_fresh131_samples() -> tuple[dict, ...]:
    """events_fresh131.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh131")

@lru_cache(maxsize=None)
def fresh132_samples() -> tuple[dict, ...]:
    """fresh132.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh132")


@lru_cache(maxsize=None)
def event_fresh132_samples() -> tuple[dict, ...]:
    """events_fresh132.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh132")

@lru_cache(maxsize=None)
def fresh133_samples() -> tuple[dict, ...]:
    """fresh133.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh133")


@lru_cache(maxsize=None)
def event_fresh133_samples() -> tuple[dict, ...]:
    """events_fresh133.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh133")

@lru_cache(maxsize=None)
def fresh134_samples() -> tuple[dict, ...]:
    """fresh134.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh134")


@lru_cache(maxsize=None)
def event_fresh134_samples() -> tuple[dict, ...]:
    """events_fresh134.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh134")

@lru_cache(maxsize=None)
def fresh135_samples() -> tuple[dict, ...]:
    """fresh135.yaml: collected during round 35 (labelled, committed before its first run on catalogue b805518)."""
    return batch_samples("fresh135")


@lru_cache(maxsize=None)
def event_fresh135_samples() -> tuple[dict, ...]:
    """events_fresh135.yaml: scheduling event messages (labelled before the first run on catalogue b805518)."""
    return batch_samples("events_fresh135")

@lru_cache(maxsize=None)
def fresh136_samples() -> tuple[dict, ...]:
    """fresh136.yaml: collected during round 36 (labelled, committed before its first run on catalogue b1eabe2)."""
    return batch_samples("fresh136")


@lru_cache(maxsize=None)
def event_fresh136_samples() -> tuple[dict, ...]:
    """events_fresh136.yaml: scheduling event messages (labelled before the first run on catalogue b1eabe2)."""
    return batch_samples("events_fresh136")

@lru_cache(maxsize=None)
def fresh137_samples() -> tuple[dict, ...]:
    """fresh137.yaml: collected during round 36 (labelled, committed before its first run on catalogue b1eabe2)."""
    return batch_samples("fresh137")


@lru_cache(maxsize=None)
def event_fresh137_samples() -> tuple[dict, ...]:
    """events_fresh137.yaml: scheduling event messages (labelled before the first run on catalogue b1eabe2)."""
    return batch_samples("events_fresh137")

@lru_cache(maxsize=None)
def fresh138_samples() -> tuple[dict, ...]:
    """fresh138.yaml: collected during round 36 (labelled, committed before its first run on catalogue b1eabe2)."""
    return batch_samples("fresh138")


@lru_cache(maxsize=None)
def event_fresh138_samples() -> tuple[dict, ...]:
    """events_fresh138.yaml: scheduling event messages (labelled before the first run on catalogue b1eabe2)."""
    return batch_samples("events_fresh138")

@lru_cache(maxsize=None)
def fresh139_samples() -> tuple[dict, ...]:
    """fresh139.yaml: collected during round 36 (labelled, committed before its first run on catalogue b1eabe2)."""
    return batch_samples("fresh139")


@lru_cache(maxsize=None)
def event_fresh139_samples() -> tuple[dict, ...]:
    """events_fresh139.yaml: scheduling event messages (labelled before the first run on catalogue b1eabe2)."""
    return batch_samples("events_fresh139")

@lru_cache(maxsize=None)
def fresh140_samples() -> tuple[dict, ...]:
    """fresh140.yaml: collected during round 36 (labelled, committed before its first run on catalogue b1eabe2)."""
    return batch_samples("fresh140")


@lru_cache(maxsize=None)
def event_fresh140_samples() -> tuple[dict, ...]:
    """events_fresh140.yaml: scheduling event messages (labelled before the first run on catalogue b1eabe2)."""
    return batch_samples("events_fresh140")

@lru_cache(maxsize=None)
def fresh141_samples() -> tuple[dict, ...]:
    """fresh141.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh141")


@lru_cache(maxsize=None)
def event_fresh141_samples() -> tuple[dict, ...]:
    """events_fresh141.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh141")

@lru_cache(maxsize=None)
def fresh142_samples() -> tuple[dict, ...]:
    """fresh142.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh142")


@lru_cache(maxsize=None)
def event_fresh142_samples() -> tuple[dict, ...]:
    """events_fresh142.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh142")

@lru_cache(maxsize=None)
def fresh143_samples() -> tuple[dict, ...]:
    """fresh143.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh143")


@lru_cache(maxsize=None)
def event_fresh143_samples() -> tuple[dict, ...]:
    """events_fresh143.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh143")

@lru_cache(maxsize=None)
def fresh144_samples() -> tuple[dict, ...]:
    """fresh144.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh144")


@lru_cache(maxsize=None)
def event_fresh144_samples() -> tuple[dict, ...]:
    """events_fresh144.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh144")

@lru_cache(maxsize=None)
def fresh145_samples() -> tuple[dict, ...]:
    """fresh145.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh145")


@lru_cache(maxsize=None)
def event_fresh145_samples() -> tuple[dict, ...]:
    """events_fresh145.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh145")

@lru_cache(maxsize=None)
def fresh146_samples() -> tuple[dict, ...]:
    """fresh146.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh146")


@lru_cache(maxsize=None)
def event_fresh146_samples() -> tuple[dict, ...]:
    """events_fresh146.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh146")

@lru_cache(maxsize=None)
def fresh147_samples() -> tuple[dict, ...]:
    """fresh147.yaml: collected during round 37 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh147")


@lru_cache(maxsize=None)
def event_fresh147_samples() -> tuple[dict, ...]:
    """events_fresh147.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh147")

@lru_cache(maxsize=None)
def fresh148_samples() -> tuple[dict, ...]:
    """fresh148.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh148")


@lru_cache(maxsize=None)
def event_fresh148_samples() -> tuple[dict, ...]:
    """events_fresh148.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh148")

@lru_cache(maxsize=None)
def fresh149_samples() -> tuple[dict, ...]:
    """fresh149.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh149")


@lru_cache(maxsize=None)
def event_fresh149_samples() -> tuple[dict, ...]:
    """events_fresh149.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh149")

@lru_cache(maxsize=None)
def fresh150_samples() -> tuple[dict, ...]:
    """fresh150.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh150")


@lru_cache(maxsize=None)
def event_fresh150_samples() -> tuple[dict, ...]:
    """events_fresh150.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh150")

@lru_cache(maxsize=None)
def fresh151_samples() -> tuple[dict, ...]:
    """fresh151.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh151")


@lru_cache(maxsize=None)
def event_fresh151_samples() -> tuple[dict, ...]:
    """events_fresh151.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh151")

@lru_cache(maxsize=None)
def fresh152_samples() -> tuple[dict, ...]:
    """fresh152.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh152")


@lru_cache(maxsize=None)
def event_fresh152_samples() -> tuple[dict, ...]:
    """events_fresh152.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh152")

@lru_cache(maxsize=None)
def fresh153_samples() -> tuple[dict, ...]:
    """fresh153.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh153")


@lru_cache(maxsize=None)
def event_fresh153_samples() -> tuple[dict, ...]:
    """events_fresh153.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh153")

@lru_cache(maxsize=None)
def fresh154_samples() -> tuple[dict, ...]:
    """fresh154.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh154")


@lru_cache(maxsize=None)
def event_fresh154_samples() -> tuple[dict, ...]:
    """events_fresh154.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh154")

@lru_cache(maxsize=None)
def fresh155_samples() -> tuple[dict, ...]:
    """fresh155.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh155")


@lru_cache(maxsize=None)
def event_fresh155_samples() -> tuple[dict, ...]:
    """events_fresh155.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh155")

@lru_cache(maxsize=None)
def fresh156_samples() -> tuple[dict, ...]:
    """fresh156.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh156")


@lru_cache(maxsize=None)
def event_fresh156_samples() -> tuple[dict, ...]:
    """events_fresh156.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh156")

@lru_cache(maxsize=None)
def fresh157_samples() -> tuple[dict, ...]:
    """fresh157.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh157")


@lru_cache(maxsize=None)
def event_fresh157_samples() -> tuple[dict, ...]:
    """events_fresh157.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh157")

@lru_cache(maxsize=None)
def fresh158_samples() -> tuple[dict, ...]:
    """fresh158.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh158")


@lru_cache(maxsize=None)
def event_fresh158_samples() -> tuple[dict, ...]:
    """events_fresh158.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh158")

@lru_cache(maxsize=None)
def fresh159_samples() -> tuple[dict, ...]:
    """fresh159.yaml: collected during round 38 (labelled, committed before its first run on catalogue d2c8c4d)."""
    return batch_samples("fresh159")


@lru_cache(maxsize=None)
def event_fresh159_samples() -> tuple[dict, ...]:
    """events_fresh159.yaml: scheduling event messages (labelled before the first run on catalogue d2c8c4d)."""
    return batch_samples("events_fresh159")

@lru_cache(maxsize=None)
def fresh160_samples() -> tuple[dict, ...]:
    """fresh160.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh160")


@lru_cache(maxsize=None)
def event_fresh160_samples() -> tuple[dict, ...]:
    """events_fresh160.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh160")

@lru_cache(maxsize=None)
def fresh161_samples() -> tuple[dict, ...]:
    """fresh161.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh161")


@lru_cache(maxsize=None)
def event_fresh161_samples() -> tuple[dict, ...]:
    """events_fresh161.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh161")

@lru_cache(maxsize=None)
def fresh162_samples() -> tuple[dict, ...]:
    """fresh162.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh162")


@lru_cache(maxsize=None)
def event_fresh162_samples() -> tuple[dict, ...]:
    """events_fresh162.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh162")

@lru_cache(maxsize=None)
def fresh163_samples() -> tuple[dict, ...]:
    """fresh163.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh163")


@lru_cache(maxsize=None)
def event_fresh163_samples() -> tuple[dict, ...]:
    """events_fresh163.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh163")

@lru_cache(maxsize=None)
def fresh164_samples() -> tuple[dict, ...]:
    """fresh164.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh164")


@lru_cache(maxsize=None)
def event_fresh164_samples() -> tuple[dict, ...]:
    """events_fresh164.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh164")

@lru_cache(maxsize=None)
def fresh165_samples() -> tuple[dict, ...]:
    """fresh165.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh165")


@lru_cache(maxsize=None)
def event_fresh165_samples() -> tuple[dict, ...]:
    """events_fresh165.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh165")

@lru_cache(maxsize=None)
def fresh166_samples() -> tuple[dict, ...]:
    """fresh166.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh166")


@lru_cache(maxsize=None)
def event_fresh166_samples() -> tuple[dict, ...]:
    """events_fresh166.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh166")

@lru_cache(maxsize=None)
def fresh167_samples() -> tuple[dict, ...]:
    """fresh167.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh167")


@lru_cache(maxsize=None)
def event_fresh167_samples() -> tuple[dict, ...]:
    """events_fresh167.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh167")

@lru_cache(maxsize=None)
def fresh168_samples() -> tuple[dict, ...]:
    """fresh168.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh168")


@lru_cache(maxsize=None)
def event_fresh168_samples() -> tuple[dict, ...]:
    """events_fresh168.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh168")

@lru_cache(maxsize=None)
def fresh169_samples() -> tuple[dict, ...]:
    """fresh169.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh169")


@lru_cache(maxsize=None)
def event_fresh169_samples() -> tuple[dict, ...]:
    """events_fresh169.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh169")

@lru_cache(maxsize=None)
def fresh170_samples() -> tuple[dict, ...]:
    """fresh170.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh170")


@lru_cache(maxsize=None)
def event_fresh170_samples() -> tuple[dict, ...]:
    """events_fresh170.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh170")

@lru_cache(maxsize=None)
def fresh171_samples() -> tuple[dict, ...]:
    """fresh171.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh171")


@lru_cache(maxsize=None)
def event_fresh171_samples() -> tuple[dict, ...]:
    """events_fresh171.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh171")

@lru_cache(maxsize=None)
def fresh172_samples() -> tuple[dict, ...]:
    """fresh172.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh172")


@lru_cache(maxsize=None)
def event_fresh172_samples() -> tuple[dict, ...]:
    """events_fresh172.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh172")

@lru_cache(maxsize=None)
def fresh173_samples() -> tuple[dict, ...]:
    """fresh173.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh173")


@lru_cache(maxsize=None)
def event_fresh173_samples() -> tuple[dict, ...]:
    """events_fresh173.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh173")

@lru_cache(maxsize=None)
def fresh174_samples() -> tuple[dict, ...]:
    """fresh174.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh174")


@lru_cache(maxsize=None)
def event_fresh174_samples() -> tuple[dict, ...]:
    """events_fresh174.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh174")

@lru_cache(maxsize=None)
def fresh175_samples() -> tuple[dict, ...]:
    """fresh175.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh175")


@lru_cache(maxsize=None)
def event_fresh175_samples() -> tuple[dict, ...]:
    """events_fresh175.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh175")

@lru_cache(maxsize=None)
def fresh176_samples() -> tuple[dict, ...]:
    """fresh176.yaml: collected during round 40 (labelled, committed before its first run on catalogue 9e7046d)."""
    return batch_samples("fresh176")


@lru_cache(maxsize=None)
def event_fresh176_samples() -> tuple[dict, ...]:
    """events_fresh176.yaml: scheduling event messages (labelled before the first run on catalogue 9e7046d)."""
    return batch_samples("events_fresh176")

@lru_cache(maxsize=None)
def fresh178_samples() -> tuple[dict, ...]:
    """fresh178.yaml: collected during round 41 (labelled, committed before its first run on catalogue 42e0525)."""
    return batch_samples("fresh178")


@lru_cache(maxsize=None)
def event_fresh178_samples() -> tuple[dict, ...]:
    """events_fresh178.yaml: scheduling event messages (labelled before the first run on catalogue 42e0525)."""
    return batch_samples("events_fresh178")

@lru_cache(maxsize=None)
def fresh179_samples() -> tuple[dict, ...]:
    """fresh179.yaml: collected during round 41 (labelled, committed before its first run on catalogue 42e0525)."""
    return batch_samples("fresh179")


@lru_cache(maxsize=None)
def event_fresh179_samples() -> tuple[dict, ...]:
    """events_fresh179.yaml: scheduling event messages (labelled before the first run on catalogue 42e0525)."""
    return batch_samples("events_fresh179")

@lru_cache(maxsize=None)
def fresh180_samples() -> tuple[dict, ...]:
    """fresh180.yaml: collected during round 41 (labelled, committed before its first run on catalogue 42e0525)."""
    return batch_samples("fresh180")


@lru_cache(maxsize=None)
def event_fresh180_samples() -> tuple[dict, ...]:
    """events_fresh180.yaml: scheduling event messages (labelled before the first run on catalogue 42e0525)."""
    return batch_samples("events_fresh180")

@lru_cache(maxsize=None)
def fresh181_samples() -> tuple[dict, ...]:
    """fresh181.yaml: collected during round 41 (labelled, committed before its first run on catalogue 42e0525)."""
    return batch_samples("fresh181")


@lru_cache(maxsize=None)
def event_fresh181_samples() -> tuple[dict, ...]:
    """events_fresh181.yaml: scheduling event messages (labelled before the first run on catalogue 42e0525)."""
    return batch_samples("events_fresh181")

@lru_cache(maxsize=None)
def fresh182_samples() -> tuple[dict, ...]:
    """fresh182.yaml: collected after round 42 (labelled, committed before its first run on catalogue 35c26b3)."""
    return batch_samples("fresh182")


@lru_cache(maxsize=None)
def event_fresh182_samples() -> tuple[dict, ...]:
    """events_fresh182.yaml: scheduling event messages (labelled before the first run on catalogue 35c26b3)."""
    return batch_samples("events_fresh182")

@lru_cache(maxsize=None)
def fresh183_samples() -> tuple[dict, ...]:
    """fresh183.yaml: collected after round 42 (labelled, committed before its first run on catalogue 35c26b3)."""
    return batch_samples("fresh183")


@lru_cache(maxsize=None)
def event_fresh183_samples() -> tuple[dict, ...]:
    """events_fresh183.yaml: scheduling event messages (labelled before the first run on catalogue 35c26b3)."""
    return batch_samples("events_fresh183")

@lru_cache(maxsize=None)
def fresh184_samples() -> tuple[dict, ...]:
    """fresh184.yaml: collected after round 42 (labelled, committed before its first run on catalogue 35c26b3)."""
    return batch_samples("fresh184")


@lru_cache(maxsize=None)
def event_fresh184_samples() -> tuple[dict, ...]:
    """events_fresh184.yaml: scheduling event messages (labelled before the first run on catalogue 35c26b3)."""
    return batch_samples("events_fresh184")

@lru_cache(maxsize=None)
def fresh185_samples() -> tuple[dict, ...]:
    """fresh185.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh185")


@lru_cache(maxsize=None)
def event_fresh185_samples() -> tuple[dict, ...]:
    """events_fresh185.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh185")

@lru_cache(maxsize=None)
def fresh186_samples() -> tuple[dict, ...]:
    """fresh186.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh186")


@lru_cache(maxsize=None)
def event_fresh186_samples() -> tuple[dict, ...]:
    """events_fresh186.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh186")

@lru_cache(maxsize=None)
def fresh187_samples() -> tuple[dict, ...]:
    """fresh187.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh187")


@lru_cache(maxsize=None)
def event_fresh187_samples() -> tuple[dict, ...]:
    """events_fresh187.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh187")

@lru_cache(maxsize=None)
def fresh188_samples() -> tuple[dict, ...]:
    """fresh188.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh188")


@lru_cache(maxsize=None)
def event_fresh188_samples() -> tuple[dict, ...]:
    """events_fresh188.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh188")

@lru_cache(maxsize=None)
def fresh189_samples() -> tuple[dict, ...]:
    """fresh189.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh189")


@lru_cache(maxsize=None)
def event_fresh189_samples() -> tuple[dict, ...]:
    """events_fresh189.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh189")

@lru_cache(maxsize=None)
def fresh190_samples() -> tuple[dict, ...]:
    """fresh190.yaml: session r14's wave 1 (labelled, committed before its first run on catalogue e8354f6)."""
    return batch_samples("fresh190")


@lru_cache(maxsize=None)
def event_fresh190_samples() -> tuple[dict, ...]:
    """events_fresh190.yaml: scheduling event messages (labelled before the first run on catalogue e8354f6)."""
    return batch_samples("events_fresh190")

@lru_cache(maxsize=None)
def fresh191_samples() -> tuple[dict, ...]:
    """fresh191.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh191")


@lru_cache(maxsize=None)
def event_fresh191_samples() -> tuple[dict, ...]:
    """events_fresh191.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh191")

@lru_cache(maxsize=None)
def fresh192_samples() -> tuple[dict, ...]:
    """fresh192.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh192")


@lru_cache(maxsize=None)
def event_fresh192_samples() -> tuple[dict, ...]:
    """events_fresh192.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh192")

@lru_cache(maxsize=None)
def fresh193_samples() -> tuple[dict, ...]:
    """fresh193.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh193")


@lru_cache(maxsize=None)
def event_fresh193_samples() -> tuple[dict, ...]:
    """events_fresh193.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh193")

@lru_cache(maxsize=None)
def fresh194_samples() -> tuple[dict, ...]:
    """fresh194.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh194")


@lru_cache(maxsize=None)
def event_fresh194_samples() -> tuple[dict, ...]:
    """events_fresh194.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh194")

@lru_cache(maxsize=None)
def fresh195_samples() -> tuple[dict, ...]:
    """fresh195.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh195")


@lru_cache(maxsize=None)
def event_fresh195_samples() -> tuple[dict, ...]:
    """events_fresh195.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh195")

@lru_cache(maxsize=None)
def fresh196_samples() -> tuple[dict, ...]:
    """fresh196.yaml: session r14's wave 2 (labelled, committed before its first run on catalogue d21aeef)."""
    return batch_samples("fresh196")


@lru_cache(maxsize=None)
def event_fresh196_samples() -> tuple[dict, ...]:
    """events_fresh196.yaml: scheduling event messages (labelled before the first run on catalogue d21aeef)."""
    return batch_samples("events_fresh196")

@lru_cache(maxsize=None)
def fresh197_samples() -> tuple[dict, ...]:
    """fresh197.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh197")


@lru_cache(maxsize=None)
def event_fresh197_samples() -> tuple[dict, ...]:
    """events_fresh197.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh197")

@lru_cache(maxsize=None)
def fresh198_samples() -> tuple[dict, ...]:
    """fresh198.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh198")


@lru_cache(maxsize=None)
def event_fresh198_samples() -> tuple[dict, ...]:
    """events_fresh198.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh198")

@lru_cache(maxsize=None)
def fresh199_samples() -> tuple[dict, ...]:
    """fresh199.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh199")


@lru_cache(maxsize=None)
def event_fresh199_samples() -> tuple[dict, ...]:
    """events_fresh199.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh199")

@lru_cache(maxsize=None)
def fresh200_samples() -> tuple[dict, ...]:
    """fresh200.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh200")


@lru_cache(maxsize=None)
def event_fresh200_samples() -> tuple[dict, ...]:
    """events_fresh200.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh200")

@lru_cache(maxsize=None)
def fresh201_samples() -> tuple[dict, ...]:
    """fresh201.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh201")


@lru_cache(maxsize=None)
def event_fresh201_samples() -> tuple[dict, ...]:
    """events_fresh201.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh201")

@lru_cache(maxsize=None)
def fresh202_samples() -> tuple[dict, ...]:
    """fresh202.yaml: session r14's wave 3 (labelled, committed before its first run on catalogue 41ff835)."""
    return batch_samples("fresh202")


@lru_cache(maxsize=None)
def event_fresh202_samples() -> tuple[dict, ...]:
    """events_fresh202.yaml: scheduling event messages (labelled before the first run on catalogue 41ff835)."""
    return batch_samples("events_fresh202")

@lru_cache(maxsize=None)
def fresh203_samples() -> tuple[dict, ...]:
    """fresh203.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh203")


@lru_cache(maxsize=None)
def event_fresh203_samples() -> tuple[dict, ...]:
    """events_fresh203.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh203")

@lru_cache(maxsize=None)
def fresh204_samples() -> tuple[dict, ...]:
    """fresh204.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh204")


@lru_cache(maxsize=None)
def event_fresh204_samples() -> tuple[dict, ...]:
    """events_fresh204.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh204")

@lru_cache(maxsize=None)
def fresh205_samples() -> tuple[dict, ...]:
    """fresh205.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh205")


@lru_cache(maxsize=None)
def event_fresh205_samples() -> tuple[dict, ...]:
    """events_fresh205.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh205")

@lru_cache(maxsize=None)
def fresh206_samples() -> tuple[dict, ...]:
    """fresh206.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh206")


@lru_cache(maxsize=None)
def event_fresh206_samples() -> tuple[dict, ...]:
    """events_fresh206.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh206")

@lru_cache(maxsize=None)
def fresh207_samples() -> tuple[dict, ...]:
    """fresh207.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh207")


@lru_cache(maxsize=None)
def event_fresh207_samples() -> tuple[dict, ...]:
    """events_fresh207.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh207")

@lru_cache(maxsize=None)
def fresh208_samples() -> tuple[dict, ...]:
    """fresh208.yaml: session r14's wave 4 (labelled, committed before its first run on catalogue 2e617b7)."""
    return batch_samples("fresh208")


@lru_cache(maxsize=None)
def event_fresh208_samples() -> tuple[dict, ...]:
    """events_fresh208.yaml: scheduling event messages (labelled before the first run on catalogue 2e617b7)."""
    return batch_samples("events_fresh208")

@lru_cache(maxsize=None)
def fresh209_samples() -> tuple[dict, ...]:
    """fresh209.yaml: session r14's wave 5 (labelled, committed before its first run on catalogue 29dc81f)."""
    return batch_samples("fresh209")


@lru_cache(maxsize=None)
def event_fresh209_samples() -> tuple[dict, ...]:
    """events_fresh209.yaml: scheduling event messages (labelled before the first run on catalogue 29dc81f)."""
    return batch_samples("events_fresh209")

@lru_cache(maxsize=None)
def fresh210_samples() -> tuple[dict, ...]:
    """fresh210.yaml: session r14's wave 5 (labelled, committed before its first run on catalogue 29dc81f)."""
    return batch_samples("fresh210")


@lru_cache(maxsize=None)
def event_fresh210_samples() -> tuple[dict, ...]:
    """events_fresh210.yaml: scheduling event messages (labelled before the first run on catalogue 29dc81f)."""
    return batch_samples("events_fresh210")

@lru_cache(maxsize=None)
def fresh211_samples() -> tuple[dict, ...]:
    """fresh211.yaml: session r14's wave 5 (labelled, committed before its first run on catalogue 29dc81f)."""
    return batch_samples("fresh211")


@lru_cache(maxsize=None)
def event_fresh211_samples() -> tuple[dict, ...]:
    """events_fresh211.yaml: scheduling event messages (labelled before the first run on catalogue 29dc81f)."""
    return batch_samples("events_fresh211")

@lru_cache(maxsize=None)
def fresh212_samples() -> tuple[dict, ...]:
    """fresh212.yaml: session r14's wave 5 (labelled, committed before its first run on catalogue 29dc81f)."""
    return batch_samples("fresh212")


@lru_cache(maxsize=None)
def event_fresh212_samples() -> tuple[dict, ...]:
    """events_fresh212.yaml: scheduling event messages (labelled before the first run on catalogue 29dc81f)."""
    return batch_samples("events_fresh212")

@lru_cache(maxsize=None)
def fresh213_samples() -> tuple[dict, ...]:
    """fresh213.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh213")


@lru_cache(maxsize=None)
def event_fresh213_samples() -> tuple[dict, ...]:
    """events_fresh213.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh213")

@lru_cache(maxsize=None)
def fresh214_samples() -> tuple[dict, ...]:
    """fresh214.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh214")


@lru_cache(maxsize=None)
def event_fresh214_samples() -> tuple[dict, ...]:
    """events_fresh214.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh214")

@lru_cache(maxsize=None)
def fresh215_samples() -> tuple[dict, ...]:
    """fresh215.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh215")


@lru_cache(maxsize=None)
def event_fresh215_samples() -> tuple[dict, ...]:
    """events_fresh215.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh215")

@lru_cache(maxsize=None)
def fresh216_samples() -> tuple[dict, ...]:
    """fresh216.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh216")


@lru_cache(maxsize=None)
def event_fresh216_samples() -> tuple[dict, ...]:
    """events_fresh216.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh216")

@lru_cache(maxsize=None)
def fresh217_samples() -> tuple[dict, ...]:
    """fresh217.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh217")


@lru_cache(maxsize=None)
def event_fresh217_samples() -> tuple[dict, ...]:
    """events_fresh217.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh217")

@lru_cache(maxsize=None)
def fresh218_samples() -> tuple[dict, ...]:
    """fresh218.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh218")


@lru_cache(maxsize=None)
def event_fresh218_samples() -> tuple[dict, ...]:
    """events_fresh218.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh218")

@lru_cache(maxsize=None)
def fresh219_samples() -> tuple[dict, ...]:
    """fresh219.yaml: session r15's wave 6 (labelled, committed before its first run on catalogue 201955d)."""
    return batch_samples("fresh219")


@lru_cache(maxsize=None)
def event_fresh219_samples() -> tuple[dict, ...]:
    """events_fresh219.yaml: scheduling event messages (labelled before the first run on catalogue 201955d)."""
    return batch_samples("events_fresh219")

@lru_cache(maxsize=None)
def fresh220_samples() -> tuple[dict, ...]:
    """fresh220.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh220")


@lru_cache(maxsize=None)
def event_fresh220_samples() -> tuple[dict, ...]:
    """events_fresh220.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh220")

@lru_cache(maxsize=None)
def fresh221_samples() -> tuple[dict, ...]:
    """fresh221.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh221")


@lru_cache(maxsize=None)
def event_fresh221_samples() -> tuple[dict, ...]:
    """events_fresh221.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh221")

@lru_cache(maxsize=None)
def fresh222_samples() -> tuple[dict, ...]:
    """fresh222.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh222")


@lru_cache(maxsize=None)
def event_fresh222_samples() -> tuple[dict, ...]:
    """events_fresh222.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh222")

@lru_cache(maxsize=None)
def fresh223_samples() -> tuple[dict, ...]:
    """fresh223.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh223")


@lru_cache(maxsize=None)
def event_fresh223_samples() -> tuple[dict, ...]:
    """events_fresh223.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh223")

@lru_cache(maxsize=None)
def fresh224_samples() -> tuple[dict, ...]:
    """fresh224.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh224")


@lru_cache(maxsize=None)
def event_fresh224_samples() -> tuple[dict, ...]:
    """events_fresh224.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh224")

@lru_cache(maxsize=None)
def fresh225_samples() -> tuple[dict, ...]:
    """fresh225.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh225")


@lru_cache(maxsize=None)
def event_fresh225_samples() -> tuple[dict, ...]:
    """events_fresh225.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh225")

@lru_cache(maxsize=None)
def fresh226_samples() -> tuple[dict, ...]:
    """fresh226.yaml: session r15's wave 7 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh226")


@lru_cache(maxsize=None)
def event_fresh226_samples() -> tuple[dict, ...]:
    """events_fresh226.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh226")

@lru_cache(maxsize=None)
def fresh227_samples() -> tuple[dict, ...]:
    """fresh227.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh227")


@lru_cache(maxsize=None)
def event_fresh227_samples() -> tuple[dict, ...]:
    """events_fresh227.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh227")

@lru_cache(maxsize=None)
def fresh228_samples() -> tuple[dict, ...]:
    """fresh228.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh228")


@lru_cache(maxsize=None)
def event_fresh228_samples() -> tuple[dict, ...]:
    """events_fresh228.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh228")

@lru_cache(maxsize=None)
def fresh229_samples() -> tuple[dict, ...]:
    """fresh229.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh229")


@lru_cache(maxsize=None)
def event_fresh229_samples() -> tuple[dict, ...]:
    """events_fresh229.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh229")

@lru_cache(maxsize=None)
def fresh230_samples() -> tuple[dict, ...]:
    """fresh230.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh230")


@lru_cache(maxsize=None)
def event_fresh230_samples() -> tuple[dict, ...]:
    """events_fresh230.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh230")

@lru_cache(maxsize=None)
def fresh231_samples() -> tuple[dict, ...]:
    """fresh231.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh231")


@lru_cache(maxsize=None)
def event_fresh231_samples() -> tuple[dict, ...]:
    """events_fresh231.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh231")

@lru_cache(maxsize=None)
def fresh232_samples() -> tuple[dict, ...]:
    """fresh232.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh232")


@lru_cache(maxsize=None)
def event_fresh232_samples() -> tuple[dict, ...]:
    """events_fresh232.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh232")

@lru_cache(maxsize=None)
def fresh233_samples() -> tuple[dict, ...]:
    """fresh233.yaml: session r15's wave 8 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh233")


@lru_cache(maxsize=None)
def event_fresh233_samples() -> tuple[dict, ...]:
    """events_fresh233.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh233")

@lru_cache(maxsize=None)
def fresh234_samples() -> tuple[dict, ...]:
    """fresh234.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh234")


@lru_cache(maxsize=None)
def event_fresh234_samples() -> tuple[dict, ...]:
    """events_fresh234.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh234")

@lru_cache(maxsize=None)
def fresh235_samples() -> tuple[dict, ...]:
    """fresh235.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh235")


@lru_cache(maxsize=None)
def event_fresh235_samples() -> tuple[dict, ...]:
    """events_fresh235.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh235")

@lru_cache(maxsize=None)
def fresh236_samples() -> tuple[dict, ...]:
    """fresh236.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh236")


@lru_cache(maxsize=None)
def event_fresh236_samples() -> tuple[dict, ...]:
    """events_fresh236.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh236")

@lru_cache(maxsize=None)
def fresh237_samples() -> tuple[dict, ...]:
    """fresh237.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh237")


@lru_cache(maxsize=None)
def event_fresh237_samples() -> tuple[dict, ...]:
    """events_fresh237.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh237")

@lru_cache(maxsize=None)
def fresh238_samples() -> tuple[dict, ...]:
    """fresh238.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh238")


@lru_cache(maxsize=None)
def event_fresh238_samples() -> tuple[dict, ...]:
    """events_fresh238.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh238")

@lru_cache(maxsize=None)
def fresh239_samples() -> tuple[dict, ...]:
    """fresh239.yaml: session r15's wave 9 (labelled, committed before its first run on catalogue 9658c3c)."""
    return batch_samples("fresh239")


@lru_cache(maxsize=None)
def event_fresh239_samples() -> tuple[dict, ...]:
    """events_fresh239.yaml: scheduling event messages (labelled before the first run on catalogue 9658c3c)."""
    return batch_samples("events_fresh239")

@lru_cache(maxsize=None)
def fresh240_samples() -> tuple[dict, ...]:
    """fresh240.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh240")


@lru_cache(maxsize=None)
def event_fresh240_samples() -> tuple[dict, ...]:
    """events_fresh240.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh240")

@lru_cache(maxsize=None)
def fresh241_samples() -> tuple[dict, ...]:
    """fresh241.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh241")


@lru_cache(maxsize=None)
def event_fresh241_samples() -> tuple[dict, ...]:
    """events_fresh241.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh241")

@lru_cache(maxsize=None)
def fresh242_samples() -> tuple[dict, ...]:
    """fresh242.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh242")


@lru_cache(maxsize=None)
def event_fresh242_samples() -> tuple[dict, ...]:
    """events_fresh242.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh242")

@lru_cache(maxsize=None)
def fresh243_samples() -> tuple[dict, ...]:
    """fresh243.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh243")


@lru_cache(maxsize=None)
def event_fresh243_samples() -> tuple[dict, ...]:
    """events_fresh243.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh243")

@lru_cache(maxsize=None)
def fresh244_samples() -> tuple[dict, ...]:
    """fresh244.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh244")


@lru_cache(maxsize=None)
def event_fresh244_samples() -> tuple[dict, ...]:
    """events_fresh244.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh244")

@lru_cache(maxsize=None)
def fresh245_samples() -> tuple[dict, ...]:
    """fresh245.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh245")


@lru_cache(maxsize=None)
def event_fresh245_samples() -> tuple[dict, ...]:
    """events_fresh245.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh245")

@lru_cache(maxsize=None)
def fresh246_samples() -> tuple[dict, ...]:
    """fresh246.yaml: session r16's wave 10 (labelled, committed before its first run on catalogue f2633f3)."""
    return batch_samples("fresh246")


@lru_cache(maxsize=None)
def event_fresh246_samples() -> tuple[dict, ...]:
    """events_fresh246.yaml: scheduling event messages (labelled before the first run on catalogue f2633f3)."""
    return batch_samples("events_fresh246")

@lru_cache(maxsize=None)
def fresh247_samples() -> tuple[dict, ...]:
    """fresh247.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh247")


@lru_cache(maxsize=None)
def event_fresh247_samples() -> tuple[dict, ...]:
    """events_fresh247.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh247")

@lru_cache(maxsize=None)
def fresh248_samples() -> tuple[dict, ...]:
    """fresh248.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh248")


@lru_cache(maxsize=None)
def event_fresh248_samples() -> tuple[dict, ...]:
    """events_fresh248.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh248")

@lru_cache(maxsize=None)
def fresh249_samples() -> tuple[dict, ...]:
    """fresh249.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh249")


@lru_cache(maxsize=None)
def event_fresh249_samples() -> tuple[dict, ...]:
    """events_fresh249.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh249")

@lru_cache(maxsize=None)
def fresh250_samples() -> tuple[dict, ...]:
    """fresh250.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh250")


@lru_cache(maxsize=None)
def event_fresh250_samples() -> tuple[dict, ...]:
    """events_fresh250.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh250")

@lru_cache(maxsize=None)
def fresh251_samples() -> tuple[dict, ...]:
    """fresh251.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh251")


@lru_cache(maxsize=None)
def event_fresh251_samples() -> tuple[dict, ...]:
    """events_fresh251.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh251")

@lru_cache(maxsize=None)
def fresh252_samples() -> tuple[dict, ...]:
    """fresh252.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh252")


@lru_cache(maxsize=None)
def event_fresh252_samples() -> tuple[dict, ...]:
    """events_fresh252.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh252")

@lru_cache(maxsize=None)
def fresh253_samples() -> tuple[dict, ...]:
    """fresh253.yaml: session r16's wave 11 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh253")


@lru_cache(maxsize=None)
def event_fresh253_samples() -> tuple[dict, ...]:
    """events_fresh253.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh253")

@lru_cache(maxsize=None)
def fresh254_samples() -> tuple[dict, ...]:
    """fresh254.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh254")


@lru_cache(maxsize=None)
def event_fresh254_samples() -> tuple[dict, ...]:
    """events_fresh254.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh254")

@lru_cache(maxsize=None)
def fresh255_samples() -> tuple[dict, ...]:
    """fresh255.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh255")


@lru_cache(maxsize=None)
def event_fresh255_samples() -> tuple[dict, ...]:
    """events_fresh255.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh255")

@lru_cache(maxsize=None)
def fresh256_samples() -> tuple[dict, ...]:
    """fresh256.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh256")


@lru_cache(maxsize=None)
def event_fresh256_samples() -> tuple[dict, ...]:
    """events_fresh256.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh256")

@lru_cache(maxsize=None)
def fresh257_samples() -> tuple[dict, ...]:
    """fresh257.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh257")


@lru_cache(maxsize=None)
def event_fresh257_samples() -> tuple[dict, ...]:
    """events_fresh257.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh257")

@lru_cache(maxsize=None)
def fresh258_samples() -> tuple[dict, ...]:
    """fresh258.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh258")


@lru_cache(maxsize=None)
def event_fresh258_samples() -> tuple[dict, ...]:
    """events_fresh258.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh258")

@lru_cache(maxsize=None)
def fresh259_samples() -> tuple[dict, ...]:
    """fresh259.yaml: session r16's wave 12 (labelled, committed before its first run on catalogue c5e0b12)."""
    return batch_samples("fresh259")


@lru_cache(maxsize=None)
def event_fresh259_samples() -> tuple[dict, ...]:
    """events_fresh259.yaml: scheduling event messages (labelled before the first run on catalogue c5e0b12)."""
    return batch_samples("events_fresh259")

@lru_cache(maxsize=None)
def fresh260_samples() -> tuple[dict, ...]:
    """fresh260.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh260")


@lru_cache(maxsize=None)
def event_fresh260_samples() -> tuple[dict, ...]:
    """events_fresh260.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh260")

@lru_cache(maxsize=None)
def fresh261_samples() -> tuple[dict, ...]:
    """fresh261.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh261")


@lru_cache(maxsize=None)
def event_fresh261_samples() -> tuple[dict, ...]:
    """events_fresh261.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh261")

@lru_cache(maxsize=None)
def fresh262_samples() -> tuple[dict, ...]:
    """fresh262.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh262")


@lru_cache(maxsize=None)
def event_fresh262_samples() -> tuple[dict, ...]:
    """events_fresh262.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh262")

@lru_cache(maxsize=None)
def fresh263_samples() -> tuple[dict, ...]:
    """fresh263.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh263")


@lru_cache(maxsize=None)
def event_fresh263_samples() -> tuple[dict, ...]:
    """events_fresh263.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh263")

@lru_cache(maxsize=None)
def fresh264_samples() -> tuple[dict, ...]:
    """fresh264.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh264")


@lru_cache(maxsize=None)
def event_fresh264_samples() -> tuple[dict, ...]:
    """events_fresh264.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh264")

@lru_cache(maxsize=None)
def fresh265_samples() -> tuple[dict, ...]:
    """fresh265.yaml: session r16's wave 13 (labelled, committed before its first run on catalogue de64ad4)."""
    return batch_samples("fresh265")


@lru_cache(maxsize=None)
def event_fresh265_samples() -> tuple[dict, ...]:
    """events_fresh265.yaml: scheduling event messages (labelled before the first run on catalogue de64ad4)."""
    return batch_samples("events_fresh265")

@lru_cache(maxsize=None)
def fresh266_samples() -> tuple[dict, ...]:
    """fresh266.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh266")


@lru_cache(maxsize=None)
def event_fresh266_samples() -> tuple[dict, ...]:
    """events_fresh266.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh266")

@lru_cache(maxsize=None)
def fresh267_samples() -> tuple[dict, ...]:
    """fresh267.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh267")


@lru_cache(maxsize=None)
def event_fresh267_samples() -> tuple[dict, ...]:
    """events_fresh267.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh267")

@lru_cache(maxsize=None)
def fresh268_samples() -> tuple[dict, ...]:
    """fresh268.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh268")


@lru_cache(maxsize=None)
def event_fresh268_samples() -> tuple[dict, ...]:
    """events_fresh268.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh268")

@lru_cache(maxsize=None)
def fresh269_samples() -> tuple[dict, ...]:
    """fresh269.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh269")


@lru_cache(maxsize=None)
def event_fresh269_samples() -> tuple[dict, ...]:
    """events_fresh269.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh269")

@lru_cache(maxsize=None)
def fresh270_samples() -> tuple[dict, ...]:
    """fresh270.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh270")


@lru_cache(maxsize=None)
def event_fresh270_samples() -> tuple[dict, ...]:
    """events_fresh270.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh270")

@lru_cache(maxsize=None)
def fresh271_samples() -> tuple[dict, ...]:
    """fresh271.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh271")


@lru_cache(maxsize=None)
def event_fresh271_samples() -> tuple[dict, ...]:
    """events_fresh271.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh271")

@lru_cache(maxsize=None)
def fresh272_samples() -> tuple[dict, ...]:
    """fresh272.yaml: session r17's wave 14 (labelled, committed before its first run on catalogue bcc006e)."""
    return batch_samples("fresh272")


@lru_cache(maxsize=None)
def event_fresh272_samples() -> tuple[dict, ...]:
    """events_fresh272.yaml: scheduling event messages (labelled before the first run on catalogue bcc006e)."""
    return batch_samples("events_fresh272")

@lru_cache(maxsize=None)
def fresh273_samples() -> tuple[dict, ...]:
    """fresh273.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh273")


@lru_cache(maxsize=None)
def event_fresh273_samples() -> tuple[dict, ...]:
    """events_fresh273.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh273")

@lru_cache(maxsize=None)
def fresh274_samples() -> tuple[dict, ...]:
    """fresh274.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh274")


@lru_cache(maxsize=None)
def event_fresh274_samples() -> tuple[dict, ...]:
    """events_fresh274.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh274")

@lru_cache(maxsize=None)
def fresh275_samples() -> tuple[dict, ...]:
    """fresh275.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh275")


@lru_cache(maxsize=None)
def event_fresh275_samples() -> tuple[dict, ...]:
    """events_fresh275.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh275")

@lru_cache(maxsize=None)
def fresh276_samples() -> tuple[dict, ...]:
    """fresh276.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh276")


@lru_cache(maxsize=None)
def event_fresh276_samples() -> tuple[dict, ...]:
    """events_fresh276.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh276")

@lru_cache(maxsize=None)
def fresh277_samples() -> tuple[dict, ...]:
    """fresh277.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh277")


@lru_cache(maxsize=None)
def event_fresh277_samples() -> tuple[dict, ...]:
    """events_fresh277.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh277")

@lru_cache(maxsize=None)
def fresh278_samples() -> tuple[dict, ...]:
    """fresh278.yaml: session r17's wave 15 (labelled, committed before its first run on catalogue 30c9894)."""
    return batch_samples("fresh278")


@lru_cache(maxsize=None)
def event_fresh278_samples() -> tuple[dict, ...]:
    """events_fresh278.yaml: scheduling event messages (labelled before the first run on catalogue 30c9894)."""
    return batch_samples("events_fresh278")

@lru_cache(maxsize=None)
def fresh279_samples() -> tuple[dict, ...]:
    """fresh279.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh279")


@lru_cache(maxsize=None)
def event_fresh279_samples() -> tuple[dict, ...]:
    """events_fresh279.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh279")

@lru_cache(maxsize=None)
def fresh280_samples() -> tuple[dict, ...]:
    """fresh280.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh280")


@lru_cache(maxsize=None)
def event_fresh280_samples() -> tuple[dict, ...]:
    """events_fresh280.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh280")

@lru_cache(maxsize=None)
def fresh281_samples() -> tuple[dict, ...]:
    """fresh281.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh281")


@lru_cache(maxsize=None)
def event_fresh281_samples() -> tuple[dict, ...]:
    """events_fresh281.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh281")

@lru_cache(maxsize=None)
def fresh282_samples() -> tuple[dict, ...]:
    """fresh282.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh282")


@lru_cache(maxsize=None)
def event_fresh282_samples() -> tuple[dict, ...]:
    """events_fresh282.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh282")

@lru_cache(maxsize=None)
def fresh283_samples() -> tuple[dict, ...]:
    """fresh283.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh283")


@lru_cache(maxsize=None)
def event_fresh283_samples() -> tuple[dict, ...]:
    """events_fresh283.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh283")

@lru_cache(maxsize=None)
def fresh284_samples() -> tuple[dict, ...]:
    """fresh284.yaml: session r17's wave 16 (labelled, committed before its first run on catalogue 7580c34)."""
    return batch_samples("fresh284")


@lru_cache(maxsize=None)
def event_fresh284_samples() -> tuple[dict, ...]:
    """events_fresh284.yaml: scheduling event messages (labelled before the first run on catalogue 7580c34)."""
    return batch_samples("events_fresh284")

@lru_cache(maxsize=None)
def fresh285_samples() -> tuple[dict, ...]:
    """fresh285.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh285")


@lru_cache(maxsize=None)
def event_fresh285_samples() -> tuple[dict, ...]:
    """events_fresh285.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh285")

@lru_cache(maxsize=None)
def fresh286_samples() -> tuple[dict, ...]:
    """fresh286.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh286")


@lru_cache(maxsize=None)
def event_fresh286_samples() -> tuple[dict, ...]:
    """events_fresh286.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh286")

@lru_cache(maxsize=None)
def fresh287_samples() -> tuple[dict, ...]:
    """fresh287.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh287")


@lru_cache(maxsize=None)
def event_fresh287_samples() -> tuple[dict, ...]:
    """events_fresh287.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh287")

@lru_cache(maxsize=None)
def fresh288_samples() -> tuple[dict, ...]:
    """fresh288.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh288")


@lru_cache(maxsize=None)
def event_fresh288_samples() -> tuple[dict, ...]:
    """events_fresh288.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh288")

@lru_cache(maxsize=None)
def fresh289_samples() -> tuple[dict, ...]:
    """fresh289.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh289")


@lru_cache(maxsize=None)
def event_fresh289_samples() -> tuple[dict, ...]:
    """events_fresh289.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh289")

@lru_cache(maxsize=None)
def fresh290_samples() -> tuple[dict, ...]:
    """fresh290.yaml: session r18's wave 17 (labelled, committed before its first run on catalogue 6a656df)."""
    return batch_samples("fresh290")


@lru_cache(maxsize=None)
def event_fresh290_samples() -> tuple[dict, ...]:
    """events_fresh290.yaml: scheduling event messages (labelled before the first run on catalogue 6a656df)."""
    return batch_samples("events_fresh290")

@lru_cache(maxsize=None)
def fresh291_samples() -> tuple[dict, ...]:
    """fresh291.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh291")


@lru_cache(maxsize=None)
def event_fresh291_samples() -> tuple[dict, ...]:
    """events_fresh291.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh291")

@lru_cache(maxsize=None)
def fresh292_samples() -> tuple[dict, ...]:
    """fresh292.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh292")


@lru_cache(maxsize=None)
def event_fresh292_samples() -> tuple[dict, ...]:
    """events_fresh292.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh292")

@lru_cache(maxsize=None)
def fresh293_samples() -> tuple[dict, ...]:
    """fresh293.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh293")


@lru_cache(maxsize=None)
def event_fresh293_samples() -> tuple[dict, ...]:
    """events_fresh293.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh293")

@lru_cache(maxsize=None)
def fresh294_samples() -> tuple[dict, ...]:
    """fresh294.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh294")


@lru_cache(maxsize=None)
def event_fresh294_samples() -> tuple[dict, ...]:
    """events_fresh294.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh294")

@lru_cache(maxsize=None)
def fresh295_samples() -> tuple[dict, ...]:
    """fresh295.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh295")


@lru_cache(maxsize=None)
def event_fresh295_samples() -> tuple[dict, ...]:
    """events_fresh295.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh295")

@lru_cache(maxsize=None)
def fresh296_samples() -> tuple[dict, ...]:
    """fresh296.yaml: session r19's wave 18 (labelled, committed before its first run on catalogue 4235f23)."""
    return batch_samples("fresh296")


@lru_cache(maxsize=None)
def event_fresh296_samples() -> tuple[dict, ...]:
    """events_fresh296.yaml: scheduling event messages (labelled before the first run on catalogue 4235f23)."""
    return batch_samples("events_fresh296")

@lru_cache(maxsize=None)
def fresh297_samples() -> tuple[dict, ...]:
    """fresh297.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh297")


@lru_cache(maxsize=None)
def event_fresh297_samples() -> tuple[dict, ...]:
    """events_fresh297.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh297")

@lru_cache(maxsize=None)
def fresh298_samples() -> tuple[dict, ...]:
    """fresh298.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh298")


@lru_cache(maxsize=None)
def event_fresh298_samples() -> tuple[dict, ...]:
    """events_fresh298.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh298")

@lru_cache(maxsize=None)
def fresh299_samples() -> tuple[dict, ...]:
    """fresh299.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh299")


@lru_cache(maxsize=None)
def event_fresh299_samples() -> tuple[dict, ...]:
    """events_fresh299.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh299")

@lru_cache(maxsize=None)
def fresh300_samples() -> tuple[dict, ...]:
    """fresh300.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh300")


@lru_cache(maxsize=None)
def event_fresh300_samples() -> tuple[dict, ...]:
    """events_fresh300.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh300")

@lru_cache(maxsize=None)
def fresh301_samples() -> tuple[dict, ...]:
    """fresh301.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh301")


@lru_cache(maxsize=None)
def event_fresh301_samples() -> tuple[dict, ...]:
    """events_fresh301.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh301")

@lru_cache(maxsize=None)
def fresh302_samples() -> tuple[dict, ...]:
    """fresh302.yaml: session r20's wave 19 (labelled, committed before its first run on catalogue 7bd78b8)."""
    return batch_samples("fresh302")


@lru_cache(maxsize=None)
def event_fresh302_samples() -> tuple[dict, ...]:
    """events_fresh302.yaml: scheduling event messages (labelled before the first run on catalogue 7bd78b8)."""
    return batch_samples("events_fresh302")

@lru_cache(maxsize=None)
def fresh303_samples() -> tuple[dict, ...]:
    """fresh303.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh303")


@lru_cache(maxsize=None)
def event_fresh303_samples() -> tuple[dict, ...]:
    """events_fresh303.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh303")

@lru_cache(maxsize=None)
def fresh304_samples() -> tuple[dict, ...]:
    """fresh304.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh304")


@lru_cache(maxsize=None)
def event_fresh304_samples() -> tuple[dict, ...]:
    """events_fresh304.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh304")

@lru_cache(maxsize=None)
def fresh305_samples() -> tuple[dict, ...]:
    """fresh305.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh305")


@lru_cache(maxsize=None)
def event_fresh305_samples() -> tuple[dict, ...]:
    """events_fresh305.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh305")

@lru_cache(maxsize=None)
def fresh306_samples() -> tuple[dict, ...]:
    """fresh306.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh306")


@lru_cache(maxsize=None)
def event_fresh306_samples() -> tuple[dict, ...]:
    """events_fresh306.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh306")

@lru_cache(maxsize=None)
def fresh307_samples() -> tuple[dict, ...]:
    """fresh307.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh307")


@lru_cache(maxsize=None)
def event_fresh307_samples() -> tuple[dict, ...]:
    """events_fresh307.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh307")

@lru_cache(maxsize=None)
def fresh308_samples() -> tuple[dict, ...]:
    """fresh308.yaml: session r20's wave 20 (labelled, committed before its first run on catalogue 3a8099f)."""
    return batch_samples("fresh308")


@lru_cache(maxsize=None)
def event_fresh308_samples() -> tuple[dict, ...]:
    """events_fresh308.yaml: scheduling event messages (labelled before the first run on catalogue 3a8099f)."""
    return batch_samples("events_fresh308")

@lru_cache(maxsize=None)
def fresh309_samples() -> tuple[dict, ...]:
    """fresh309.yaml: session r21's wave 21 (labelled, committed before its first run on catalogue 1230823)."""
    return batch_samples("fresh309")


@lru_cache(maxsize=None)
def event_fresh309_samples() -> tuple[dict, ...]:
    """events_fresh309.yaml: scheduling event messages (labelled before the first run on catalogue 1230823)."""
    return batch_samples("events_fresh309")

@lru_cache(maxsize=None)
def fresh310_samples() -> tuple[dict, ...]:
    """fresh310.yaml: session r21's wave 21 (labelled, committed before its first run on catalogue 1230823)."""
    return batch_samples("fresh310")


@lru_cache(maxsize=None)
def event_fresh310_samples() -> tuple[dict, ...]:
    """events_fresh310.yaml: scheduling event messages (labelled before the first run on catalogue 1230823)."""
    return batch_samples("events_fresh310")

@lru_cache(maxsize=None)
def fresh311_samples() -> tuple[dict, ...]:
    """fresh311.yaml: session r21's wave 21 (labelled, committed before its first run on catalogue 1230823)."""
    return batch_samples("fresh311")


@lru_cache(maxsize=None)
def event_fresh311_samples() -> tuple[dict, ...]:
    """events_fresh311.yaml: scheduling event messages (labelled before the first run on catalogue 1230823)."""
    return batch_samples("events_fresh311")

@lru_cache(maxsize=None)
def fresh312_samples() -> tuple[dict, ...]:
    """fresh312.yaml: session r21's wave 21 (labelled, committed before its first run on catalogue 1230823)."""
    return batch_samples("fresh312")


@lru_cache(maxsize=None)
def event_fresh312_samples() -> tuple[dict, ...]:
    """events_fresh312.yaml: scheduling event messages (labelled before the first run on catalogue 1230823)."""
    return batch_samples("events_fresh312")

@lru_cache(maxsize=None)
def fresh313_samples() -> tuple[dict, ...]:
    """fresh313.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue 54d3100)."""
    return batch_samples("fresh313")


@lru_cache(maxsize=None)
def event_fresh313_samples() -> tuple[dict, ...]:
    """events_fresh313.yaml: scheduling event messages (labelled before the first run on catalogue 54d3100)."""
    return batch_samples("events_fresh313")

@lru_cache(maxsize=None)
def fresh314_samples() -> tuple[dict, ...]:
    """fresh314.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue 54d3100)."""
    return batch_samples("fresh314")


@lru_cache(maxsize=None)
def event_fresh314_samples() -> tuple[dict, ...]:
    """events_fresh314.yaml: scheduling event messages (labelled before the first run on catalogue 54d3100)."""
    return batch_samples("events_fresh314")

@lru_cache(maxsize=None)
def fresh315_samples() -> tuple[dict, ...]:
    """fresh315.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue 54d3100)."""
    return batch_samples("fresh315")


@lru_cache(maxsize=None)
def event_fresh315_samples() -> tuple[dict, ...]:
    """events_fresh315.yaml: scheduling event messages (labelled before the first run on catalogue 54d3100)."""
    return batch_samples("events_fresh315")

@lru_cache(maxsize=None)
def fresh316_samples() -> tuple[dict, ...]:
    """fresh316.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue 54d3100)."""
    return batch_samples("fresh316")


@lru_cache(maxsize=None)
def event_fresh316_samples() -> tuple[dict, ...]:
    """events_fresh316.yaml: scheduling event messages (labelled before the first run on catalogue 54d3100)."""
    return batch_samples("events_fresh316")

@lru_cache(maxsize=None)
def fresh317_samples() -> tuple[dict, ...]:
    """fresh317.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue 54d3100)."""
    return batch_samples("fresh317")


@lru_cache(maxsize=None)
def event_fresh317_samples() -> tuple[dict, ...]:
    """events_fresh317.yaml: scheduling event messages (labelled before the first run on catalogue 54d3100)."""
    return batch_samples("events_fresh317")

@lru_cache(maxsize=None)
def fresh319_samples() -> tuple[dict, ...]:
    """fresh319.yaml: session r23's wave 23 (labelled, committed before its first run on catalogue c742ad1)."""
    return batch_samples("fresh319")


@lru_cache(maxsize=None)
def event_fresh319_samples() -> tuple[dict, ...]:
    """events_fresh319.yaml: scheduling event messages (labelled before the first run on catalogue c742ad1)."""
    return batch_samples("events_fresh319")

@lru_cache(maxsize=None)
def fresh320_samples() -> tuple[dict, ...]:
    """fresh320.yaml: session r23's wave 23 (labelled, committed before its first run on catalogue c742ad1)."""
    return batch_samples("fresh320")


@lru_cache(maxsize=None)
def event_fresh320_samples() -> tuple[dict, ...]:
    """events_fresh320.yaml: scheduling event messages (labelled before the first run on catalogue c742ad1)."""
    return batch_samples("events_fresh320")

@lru_cache(maxsize=None)
def fresh321_samples() -> tuple[dict, ...]:
    """fresh321.yaml: session r23's wave 23 (labelled, committed before its first run on catalogue c742ad1)."""
    return batch_samples("fresh321")


@lru_cache(maxsize=None)
def event_fresh321_samples() -> tuple[dict, ...]:
    """events_fresh321.yaml: scheduling event messages (labelled before the first run on catalogue c742ad1)."""
    return batch_samples("events_fresh321")

@lru_cache(maxsize=None)
def fresh323_samples() -> tuple[dict, ...]:
    """fresh323.yaml: session r23's wave 23 (labelled, committed before its first run on catalogue c742ad1)."""
    return batch_samples("fresh323")


@lru_cache(maxsize=None)
def event_fresh323_samples() -> tuple[dict, ...]:
    """events_fresh323.yaml: scheduling event messages (labelled before the first run on catalogue c742ad1)."""
    return batch_samples("events_fresh323")

@lru_cache(maxsize=None)
def fresh322_samples() -> tuple[dict, ...]:
    """fresh322.yaml: session r23's wave 23 (labelled, committed before its first run on catalogue c742ad1)."""
    return batch_samples("fresh322")


@lru_cache(maxsize=None)
def event_fresh322_samples() -> tuple[dict, ...]:
    """events_fresh322.yaml: scheduling event messages (labelled before the first run on catalogue c742ad1)."""
    return batch_samples("events_fresh322")

@lru_cache(maxsize=None)
def fresh324_samples() -> tuple[dict, ...]:
    """fresh324.yaml: session r23's wave 24 (labelled, committed before its first run on catalogue 5ab8dd9)."""
    return batch_samples("fresh324")


@lru_cache(maxsize=None)
def event_fresh324_samples() -> tuple[dict, ...]:
    """events_fresh324.yaml: scheduling event messages (labelled before the first run on catalogue 5ab8dd9)."""
    return batch_samples("events_fresh324")

@lru_cache(maxsize=None)
def fresh325_samples() -> tuple[dict, ...]:
    """fresh325.yaml: session r23's wave 24 (labelled, committed before its first run on catalogue 5ab8dd9)."""
    return batch_samples("fresh325")


@lru_cache(maxsize=None)
def event_fresh325_samples() -> tuple[dict, ...]:
    """events_fresh325.yaml: scheduling event messages (labelled before the first run on catalogue 5ab8dd9)."""
    return batch_samples("events_fresh325")

@lru_cache(maxsize=None)
def fresh326_samples() -> tuple[dict, ...]:
    """fresh326.yaml: session r23's wave 24 (labelled, committed before its first run on catalogue 5ab8dd9)."""
    return batch_samples("fresh326")


@lru_cache(maxsize=None)
def event_fresh326_samples() -> tuple[dict, ...]:
    """events_fresh326.yaml: scheduling event messages (labelled before the first run on catalogue 5ab8dd9)."""
    return batch_samples("events_fresh326")

@lru_cache(maxsize=None)
def fresh327_samples() -> tuple[dict, ...]:
    """fresh327.yaml: session r23's wave 24 (labelled, committed before its first run on catalogue 5ab8dd9)."""
    return batch_samples("fresh327")


@lru_cache(maxsize=None)
def event_fresh327_samples() -> tuple[dict, ...]:
    """events_fresh327.yaml: scheduling event messages (labelled before the first run on catalogue 5ab8dd9)."""
    return batch_samples("events_fresh327")

@lru_cache(maxsize=None)
def fresh328_samples() -> tuple[dict, ...]:
    """fresh328.yaml: session r24's wave 25 (labelled, committed before its first run on catalogue 4b17dec3)."""
    return batch_samples("fresh328")


@lru_cache(maxsize=None)
def event_fresh328_samples() -> tuple[dict, ...]:
    """events_fresh328.yaml: scheduling event messages (labelled before the first run on catalogue 4b17dec3)."""
    return batch_samples("events_fresh328")

@lru_cache(maxsize=None)
def fresh329_samples() -> tuple[dict, ...]:
    """fresh329.yaml: session r24's wave 25 (labelled, committed before its first run on catalogue 4b17dec3)."""
    return batch_samples("fresh329")


@lru_cache(maxsize=None)
def event_fresh329_samples() -> tuple[dict, ...]:
    """events_fresh329.yaml: scheduling event messages (labelled before the first run on catalogue 4b17dec3)."""
    return batch_samples("events_fresh329")

@lru_cache(maxsize=None)
def fresh330_samples() -> tuple[dict, ...]:
    """fresh330.yaml: session r24's wave 25 (labelled, committed before its first run on catalogue 4b17dec3)."""
    return batch_samples("fresh330")


@lru_cache(maxsize=None)
def event_fresh330_samples() -> tuple[dict, ...]:
    """events_fresh330.yaml: scheduling event messages (labelled before the first run on catalogue 4b17dec3)."""
    return batch_samples("events_fresh330")

@lru_cache(maxsize=None)
def fresh331_samples() -> tuple[dict, ...]:
    """fresh331.yaml: session r24's wave 25 (labelled, committed before its first run on catalogue 4b17dec3)."""
    return batch_samples("fresh331")


@lru_cache(maxsize=None)
def event_fresh331_samples() -> tuple[dict, ...]:
    """events_fresh331.yaml: scheduling event messages (labelled before the first run on catalogue 4b17dec3)."""
    return batch_samples("events_fresh331")

@lru_cache(maxsize=None)
def fresh332_samples() -> tuple[dict, ...]:
    """fresh332.yaml: session r24's wave 25 (labelled, committed before its first run on catalogue 4b17dec3)."""
    return batch_samples("fresh332")


@lru_cache(maxsize=None)
def event_fresh332_samples() -> tuple[dict, ...]:
    """events_fresh332.yaml: scheduling event messages (labelled before the first run on catalogue 4b17dec3)."""
    return batch_samples("events_fresh332")

@lru_cache(maxsize=None)
def fresh333_samples() -> tuple[dict, ...]:
    """fresh333.yaml: session r24's wave 26 (labelled, committed before its first run on catalogue 1c80456e)."""
    return batch_samples("fresh333")


@lru_cache(maxsize=None)
def event_fresh333_samples() -> tuple[dict, ...]:
    """events_fresh333.yaml: scheduling event messages (labelled before the first run on catalogue 1c80456e)."""
    return batch_samples("events_fresh333")

@lru_cache(maxsize=None)
def fresh334_samples() -> tuple[dict, ...]:
    """fresh334.yaml: session r24's wave 26 (labelled, committed before its first run on catalogue 1c80456e)."""
    return batch_samples("fresh334")


@lru_cache(maxsize=None)
def event_fresh334_samples() -> tuple[dict, ...]:
    """events_fresh334.yaml: scheduling event messages (labelled before the first run on catalogue 1c80456e)."""
    return batch_samples("events_fresh334")

@lru_cache(maxsize=None)
def fresh335_samples() -> tuple[dict, ...]:
    """fresh335.yaml: session r24's wave 26 (labelled, committed before its first run on catalogue 1c80456e)."""
    return batch_samples("fresh335")


@lru_cache(maxsize=None)
def event_fresh335_samples() -> tuple[dict, ...]:
    """events_fresh335.yaml: scheduling event messages (labelled before the first run on catalogue 1c80456e)."""
    return batch_samples("events_fresh335")

@lru_cache(maxsize=None)
def fresh336_samples() -> tuple[dict, ...]:
    """fresh336.yaml: session r24's wave 27 (labelled, committed before its first run on catalogue 8029f165)."""
    return batch_samples("fresh336")


@lru_cache(maxsize=None)
def event_fresh336_samples() -> tuple[dict, ...]:
    """events_fresh336.yaml: scheduling event messages (labelled before the first run on catalogue 8029f165)."""
    return batch_samples("events_fresh336")

@lru_cache(maxsize=None)
def fresh337_samples() -> tuple[dict, ...]:
    """fresh337.yaml: session r24's wave 27 (labelled, committed before its first run on catalogue 8029f165)."""
    return batch_samples("fresh337")


@lru_cache(maxsize=None)
def event_fresh337_samples() -> tuple[dict, ...]:
    """events_fresh337.yaml: scheduling event messages (labelled before the first run on catalogue 8029f165)."""
    return batch_samples("events_fresh337")

@lru_cache(maxsize=None)
def fresh338_samples() -> tuple[dict, ...]:
    """fresh338.yaml: session r24's wave 27 (labelled, committed before its first run on catalogue 8029f165)."""
    return batch_samples("fresh338")


@lru_cache(maxsize=None)
def event_fresh338_samples() -> tuple[dict, ...]:
    """events_fresh338.yaml: scheduling event messages (labelled before the first run on catalogue 8029f165)."""
    return batch_samples("events_fresh338")

@lru_cache(maxsize=None)
def fresh339_samples() -> tuple[dict, ...]:
    """fresh339.yaml: session r24's wave 27 (labelled, committed before its first run on catalogue 8029f165)."""
    return batch_samples("fresh339")


@lru_cache(maxsize=None)
def event_fresh339_samples() -> tuple[dict, ...]:
    """events_fresh339.yaml: scheduling event messages (labelled before the first run on catalogue 8029f165)."""
    return batch_samples("events_fresh339")

@lru_cache(maxsize=None)
def fresh340_samples() -> tuple[dict, ...]:
    """fresh340.yaml: session r24's wave 28 (labelled, committed before its first run on catalogue 505ab9b)."""
    return batch_samples("fresh340")


@lru_cache(maxsize=None)
def event_fresh340_samples() -> tuple[dict, ...]:
    """events_fresh340.yaml: scheduling event messages (labelled before the first run on catalogue 505ab9b)."""
    return batch_samples("events_fresh340")

@lru_cache(maxsize=None)
def fresh341_samples() -> tuple[dict, ...]:
    """fresh341.yaml: session r24's wave 28 (labelled, committed before its first run on catalogue 505ab9b)."""
    return batch_samples("fresh341")


@lru_cache(maxsize=None)
def event_fresh341_samples() -> tuple[dict, ...]:
    """events_fresh341.yaml: scheduling event messages (labelled before the first run on catalogue 505ab9b)."""
    return batch_samples("events_fresh341")

@lru_cache(maxsize=None)
def fresh342_samples() -> tuple[dict, ...]:
    """fresh342.yaml: session r24's wave 28 (labelled, committed before its first run on catalogue 505ab9b)."""
    return batch_samples("fresh342")


@lru_cache(maxsize=None)
def event_fresh342_samples() -> tuple[dict, ...]:
    """events_fresh342.yaml: scheduling event messages (labelled before the first run on catalogue 505ab9b)."""
    return batch_samples("events_fresh342")

@lru_cache(maxsize=None)
def fresh343_samples() -> tuple[dict, ...]:
    """fresh343.yaml: session r25's wave 29 (labelled, committed before its first run on catalogue 6cb2f15d)."""
    return batch_samples("fresh343")


@lru_cache(maxsize=None)
def event_fresh343_samples() -> tuple[dict, ...]:
    """events_fresh343.yaml: scheduling event messages (labelled before the first run on catalogue 6cb2f15d)."""
    return batch_samples("events_fresh343")

@lru_cache(maxsize=None)
def fresh344_samples() -> tuple[dict, ...]:
    """fresh344.yaml: session r25's wave 29 (labelled, committed before its first run on catalogue 6cb2f15d)."""
    return batch_samples("fresh344")


@lru_cache(maxsize=None)
def event_fresh344_samples() -> tuple[dict, ...]:
    """events_fresh344.yaml: scheduling event messages (labelled before the first run on catalogue 6cb2f15d)."""
    return batch_samples("events_fresh344")

@lru_cache(maxsize=None)
def fresh345_samples() -> tuple[dict, ...]:
    """fresh345.yaml: session r25's wave 29 (labelled, committed before its first run on catalogue 6cb2f15d)."""
    return batch_samples("fresh345")


@lru_cache(maxsize=None)
def event_fresh345_samples() -> tuple[dict, ...]:
    """events_fresh345.yaml: scheduling event messages (labelled before the first run on catalogue 6cb2f15d)."""
    return batch_samples("events_fresh345")

@lru_cache(maxsize=None)
def fresh346_samples() -> tuple[dict, ...]:
    """fresh346.yaml: session r25's wave 29 (labelled, committed before its first run on catalogue 6cb2f15d)."""
    return batch_samples("fresh346")


@lru_cache(maxsize=None)
def event_fresh346_samples() -> tuple[dict, ...]:
    """events_fresh346.yaml: scheduling event messages (labelled before the first run on catalogue 6cb2f15d)."""
    return batch_samples("events_fresh346")

@lru_cache(maxsize=None)
def fresh347_samples() -> tuple[dict, ...]:
    """fresh347.yaml: session r25's wave 29 (labelled, committed before its first run on catalogue 6cb2f15d)."""
    return batch_samples("fresh347")


@lru_cache(maxsize=None)
def event_fresh347_samples() -> tuple[dict, ...]:
    """events_fresh347.yaml: scheduling event messages (labelled before the first run on catalogue 6cb2f15d)."""
    return batch_samples("events_fresh347")

@lru_cache(maxsize=None)
def fresh348_samples() -> tuple[dict, ...]:
    """fresh348.yaml: session r25's wave 30 (labelled, committed before its first run on catalogue fd5a429d)."""
    return batch_samples("fresh348")


@lru_cache(maxsize=None)
def event_fresh348_samples() -> tuple[dict, ...]:
    """events_fresh348.yaml: scheduling event messages (labelled before the first run on catalogue 72dbcd47)."""
    return batch_samples("events_fresh348")

@lru_cache(maxsize=None)
def fresh349_samples() -> tuple[dict, ...]:
    """fresh349.yaml: session r25's wave 30 (labelled, committed before its first run on catalogue fd5a429d)."""
    return batch_samples("fresh349")


@lru_cache(maxsize=None)
def event_fresh349_samples() -> tuple[dict, ...]:
    """events_fresh349.yaml: scheduling event messages (labelled before the first run on catalogue 72dbcd47)."""
    return batch_samples("events_fresh349")

@lru_cache(maxsize=None)
def fresh350_samples() -> tuple[dict, ...]:
    """fresh350.yaml: session r25's wave 30 (labelled, committed before its first run on catalogue fd5a429d)."""
    return batch_samples("fresh350")


@lru_cache(maxsize=None)
def event_fresh350_samples() -> tuple[dict, ...]:
    """events_fresh350.yaml: scheduling event messages (labelled before the first run on catalogue efd033d4)."""
    return batch_samples("events_fresh350")

@lru_cache(maxsize=None)
def fresh351_samples() -> tuple[dict, ...]:
    """fresh351.yaml: session r25's wave 30 (labelled, committed before its first run on catalogue efd033d4)."""
    return batch_samples("fresh351")


@lru_cache(maxsize=None)
def event_fresh351_samples() -> tuple[dict, ...]:
    """events_fresh351.yaml: scheduling event messages (labelled before the first run on catalogue efd033d4)."""
    return batch_samples("events_fresh351")

@lru_cache(maxsize=None)
def fresh352_samples() -> tuple[dict, ...]:
    """fresh352.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh352")


@lru_cache(maxsize=None)
def event_fresh352_samples() -> tuple[dict, ...]:
    """events_fresh352.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh352")

@lru_cache(maxsize=None)
def fresh353_samples() -> tuple[dict, ...]:
    """fresh353.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh353")


@lru_cache(maxsize=None)
def event_fresh353_samples() -> tuple[dict, ...]:
    """events_fresh353.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh353")

@lru_cache(maxsize=None)
def fresh354_samples() -> tuple[dict, ...]:
    """fresh354.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh354")


@lru_cache(maxsize=None)
def event_fresh354_samples() -> tuple[dict, ...]:
    """events_fresh354.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh354")

@lru_cache(maxsize=None)
def fresh355_samples() -> tuple[dict, ...]:
    """fresh355.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh355")


@lru_cache(maxsize=None)
def event_fresh355_samples() -> tuple[dict, ...]:
    """events_fresh355.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh355")

@lru_cache(maxsize=None)
def fresh356_samples() -> tuple[dict, ...]:
    """fresh356.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh356")


@lru_cache(maxsize=None)
def event_fresh356_samples() -> tuple[dict, ...]:
    """events_fresh356.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh356")

@lru_cache(maxsize=None)
def fresh357_samples() -> tuple[dict, ...]:
    """fresh357.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh357")


@lru_cache(maxsize=None)
def event_fresh357_samples() -> tuple[dict, ...]:
    """events_fresh357.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh357")

@lru_cache(maxsize=None)
def fresh358_samples() -> tuple[dict, ...]:
    """fresh358.yaml: session r26's wave 31 (labelled, committed before its first run on catalogue 66882082)."""
    return batch_samples("fresh358")


@lru_cache(maxsize=None)
def event_fresh358_samples() -> tuple[dict, ...]:
    """events_fresh358.yaml: scheduling event messages (labelled before the first run on catalogue 66882082)."""
    return batch_samples("events_fresh358")

@lru_cache(maxsize=None)
def fresh359_samples() -> tuple[dict, ...]:
    """fresh359.yaml: session r26's wave 32 (labelled, committed before its first run on catalogue a9dcc5b6)."""
    return batch_samples("fresh359")


@lru_cache(maxsize=None)
def event_fresh359_samples() -> tuple[dict, ...]:
    """events_fresh359.yaml: scheduling event messages (labelled before the first run on catalogue a9dcc5b6)."""
    return batch_samples("events_fresh359")

@lru_cache(maxsize=None)
def fresh360_samples() -> tuple[dict, ...]:
    """fresh360.yaml: session r26's wave 32 (labelled, committed before its first run on catalogue a9dcc5b6)."""
    return batch_samples("fresh360")


@lru_cache(maxsize=None)
def event_fresh360_samples() -> tuple[dict, ...]:
    """events_fresh360.yaml: scheduling event messages (labelled before the first run on catalogue a9dcc5b6)."""
    return batch_samples("events_fresh360")

@lru_cache(maxsize=None)
def fresh361_samples() -> tuple[dict, ...]:
    """fresh361.yaml: session r26's wave 32 (labelled, committed before its first run on catalogue a9dcc5b6)."""
    return batch_samples("fresh361")


@lru_cache(maxsize=None)
def event_fresh361_samples() -> tuple[dict, ...]:
    """events_fresh361.yaml: scheduling event messages (labelled before the first run on catalogue a9dcc5b6)."""
    return batch_samples("events_fresh361")

@lru_cache(maxsize=None)
def fresh362_samples() -> tuple[dict, ...]:
    """fresh362.yaml: session r26's wave 32 (labelled, committed before its first run on catalogue a9dcc5b6)."""
    return batch_samples("fresh362")


@lru_cache(maxsize=None)
def event_fresh362_samples() -> tuple[dict, ...]:
    """events_fresh362.yaml: scheduling event messages (labelled before the first run on catalogue a9dcc5b6)."""
    return batch_samples("events_fresh362")

@lru_cache(maxsize=None)
def fresh363_samples() -> tuple[dict, ...]:
    """fresh363.yaml: session r26's wave 33 (labelled, committed before its first run on catalogue 09854554)."""
    return batch_samples("fresh363")


@lru_cache(maxsize=None)
def event_fresh363_samples() -> tuple[dict, ...]:
    """events_fresh363.yaml: scheduling event messages (labelled before the first run on catalogue 09854554)."""
    return batch_samples("events_fresh363")

@lru_cache(maxsize=None)
def fresh364_samples() -> tuple[dict, ...]:
    """fresh364.yaml: session r26's wave 33 (labelled, committed before its first run on catalogue 09854554)."""
    return batch_samples("fresh364")


@lru_cache(maxsize=None)
def event_fresh364_samples() -> tuple[dict, ...]:
    """events_fresh364.yaml: scheduling event messages (labelled before the first run on catalogue 09854554)."""
    return batch_samples("events_fresh364")

@lru_cache(maxsize=None)
def fresh365_samples() -> tuple[dict, ...]:
    """fresh365.yaml: session r26's wave 33 (labelled, committed before its first run on catalogue 09854554)."""
    return batch_samples("fresh365")


@lru_cache(maxsize=None)
def event_fresh365_samples() -> tuple[dict, ...]:
    """events_fresh365.yaml: scheduling event messages (labelled before the first run on catalogue 09854554)."""
    return batch_samples("events_fresh365")

@lru_cache(maxsize=None)
def fresh366_samples() -> tuple[dict, ...]:
    """fresh366.yaml: session r26's wave 33 (labelled, committed before its first run on catalogue 09854554)."""
    return batch_samples("fresh366")


@lru_cache(maxsize=None)
def event_fresh366_samples() -> tuple[dict, ...]:
    """events_fresh366.yaml: scheduling event messages (labelled before the first run on catalogue 09854554)."""
    return batch_samples("events_fresh366")

@lru_cache(maxsize=None)
def fresh367_samples() -> tuple[dict, ...]:
    """fresh367.yaml: session r27's wave 34 (labelled, committed before its first run on catalogue 22d59f10)."""
    return batch_samples("fresh367")


@lru_cache(maxsize=None)
def event_fresh367_samples() -> tuple[dict, ...]:
    """events_fresh367.yaml: scheduling event messages (labelled before the first run on catalogue 22d59f10)."""
    return batch_samples("events_fresh367")

@lru_cache(maxsize=None)
def fresh368_samples() -> tuple[dict, ...]:
    """fresh368.yaml: session r27's wave 34 (labelled, committed before its first run on catalogue 22d59f10)."""
    return batch_samples("fresh368")


@lru_cache(maxsize=None)
def event_fresh368_samples() -> tuple[dict, ...]:
    """events_fresh368.yaml: scheduling event messages (labelled before the first run on catalogue 22d59f10)."""
    return batch_samples("events_fresh368")

@lru_cache(maxsize=None)
def fresh369_samples() -> tuple[dict, ...]:
    """fresh369.yaml: session r27's wave 34 (labelled, committed before its first run on catalogue 22d59f10)."""
    return batch_samples("fresh369")


@lru_cache(maxsize=None)
def event_fresh369_samples() -> tuple[dict, ...]:
    """events_fresh369.yaml: scheduling event messages (labelled before the first run on catalogue 22d59f10)."""
    return batch_samples("events_fresh369")

@lru_cache(maxsize=None)
def fresh370_samples() -> tuple[dict, ...]:
    """fresh370.yaml: session r27's wave 34 (labelled, committed before its first run on catalogue 22d59f10)."""
    return batch_samples("fresh370")


@lru_cache(maxsize=None)
def event_fresh370_samples() -> tuple[dict, ...]:
    """events_fresh370.yaml: scheduling event messages (labelled before the first run on catalogue 22d59f10)."""
    return batch_samples("events_fresh370")

@lru_cache(maxsize=None)
def fresh371_samples() -> tuple[dict, ...]:
    """fresh371.yaml: session r27's wave 35 (labelled, committed before its first run on catalogue 43d5e6d1)."""
    return batch_samples("fresh371")


@lru_cache(maxsize=None)
def event_fresh371_samples() -> tuple[dict, ...]:
    """events_fresh371.yaml: scheduling event messages (labelled before the first run on catalogue 43d5e6d1)."""
    return batch_samples("events_fresh371")

@lru_cache(maxsize=None)
def fresh372_samples() -> tuple[dict, ...]:
    """fresh372.yaml: session r27's wave 35 (labelled, committed before its first run on catalogue 43d5e6d1)."""
    return batch_samples("fresh372")


@lru_cache(maxsize=None)
def event_fresh372_samples() -> tuple[dict, ...]:
    """events_fresh372.yaml: scheduling event messages (labelled before the first run on catalogue 43d5e6d1)."""
    return batch_samples("events_fresh372")

@lru_cache(maxsize=None)
def fresh373_samples() -> tuple[dict, ...]:
    """fresh373.yaml: session r27's wave 35 (labelled, committed before its first run on catalogue 43d5e6d1)."""
    return batch_samples("fresh373")


@lru_cache(maxsize=None)
def event_fresh373_samples() -> tuple[dict, ...]:
    """events_fresh373.yaml: scheduling event messages (labelled before the first run on catalogue 43d5e6d1)."""
    return batch_samples("events_fresh373")

@lru_cache(maxsize=None)
def fresh374_samples() -> tuple[dict, ...]:
    """fresh374.yaml: session r27's wave 35 (labelled, committed before its first run on catalogue 43d5e6d1)."""
    return batch_samples("fresh374")


@lru_cache(maxsize=None)
def event_fresh374_samples() -> tuple[dict, ...]:
    """events_fresh374.yaml: scheduling event messages (labelled before the first run on catalogue 43d5e6d1)."""
    return batch_samples("events_fresh374")

@lru_cache(maxsize=None)
def fresh375_samples() -> tuple[dict, ...]:
    """fresh375.yaml: session r27's wave 36 (labelled, committed before its first run on catalogue a2223997)."""
    return batch_samples("fresh375")


@lru_cache(maxsize=None)
def event_fresh375_samples() -> tuple[dict, ...]:
    """events_fresh375.yaml: scheduling event messages (labelled before the first run on catalogue a2223997)."""
    return batch_samples("events_fresh375")

@lru_cache(maxsize=None)
def fresh376_samples() -> tuple[dict, ...]:
    """fresh376.yaml: session r27's wave 36 (labelled, committed before its first run on catalogue a2223997)."""
    return batch_samples("fresh376")


@lru_cache(maxsize=None)
def event_fresh376_samples() -> tuple[dict, ...]:
    """events_fresh376.yaml: scheduling event messages (labelled before the first run on catalogue a2223997)."""
    return batch_samples("events_fresh376")

@lru_cache(maxsize=None)
def fresh377_samples() -> tuple[dict, ...]:
    """fresh377.yaml: session r27's wave 36 (labelled, committed before its first run on catalogue a2223997)."""
    return batch_samples("fresh377")


@lru_cache(maxsize=None)
def event_fresh377_samples() -> tuple[dict, ...]:
    """events_fresh377.yaml: scheduling event messages (labelled before the first run on catalogue a2223997)."""
    return batch_samples("events_fresh377")

@lru_cache(maxsize=None)
def fresh378_samples() -> tuple[dict, ...]:
    """fresh378.yaml: session r27's wave 37 (labelled, committed before its first run on catalogue ce07daa0)."""
    return batch_samples("fresh378")


@lru_cache(maxsize=None)
def event_fresh378_samples() -> tuple[dict, ...]:
    """events_fresh378.yaml: scheduling event messages (labelled before the first run on catalogue ce07daa0)."""
    return batch_samples("events_fresh378")

@lru_cache(maxsize=None)
def fresh379_samples() -> tuple[dict, ...]:
    """fresh379.yaml: session r27's wave 37 (labelled, committed before its first run on catalogue ce07daa0)."""
    return batch_samples("fresh379")


@lru_cache(maxsize=None)
def event_fresh379_samples() -> tuple[dict, ...]:
    """events_fresh379.yaml: scheduling event messages (labelled before the first run on catalogue ce07daa0)."""
    return batch_samples("events_fresh379")

@lru_cache(maxsize=None)
def fresh380_samples() -> tuple[dict, ...]:
    """fresh380.yaml: session r27's wave 37 (labelled, committed before its first run on catalogue ce07daa0)."""
    return batch_samples("fresh380")


@lru_cache(maxsize=None)
def event_fresh380_samples() -> tuple[dict, ...]:
    """events_fresh380.yaml: scheduling event messages (labelled before the first run on catalogue ce07daa0)."""
    return batch_samples("events_fresh380")

@lru_cache(maxsize=None)
def fresh381_samples() -> tuple[dict, ...]:
    """fresh381.yaml: session r28's wave 38 (labelled, committed before its first run on catalogue a14ade4b)."""
    return batch_samples("fresh381")


@lru_cache(maxsize=None)
def event_fresh381_samples() -> tuple[dict, ...]:
    """events_fresh381.yaml: scheduling event messages (labelled before the first run on catalogue a14ade4b)."""
    return batch_samples("events_fresh381")

@lru_cache(maxsize=None)
def fresh382_samples() -> tuple[dict, ...]:
    """fresh382.yaml: session r28's wave 38 (labelled, committed before its first run on catalogue a14ade4b)."""
    return batch_samples("fresh382")


@lru_cache(maxsize=None)
def event_fresh382_samples() -> tuple[dict, ...]:
    """events_fresh382.yaml: scheduling event messages (labelled before the first run on catalogue a14ade4b)."""
    return batch_samples("events_fresh382")

@lru_cache(maxsize=None)
def fresh383_samples() -> tuple[dict, ...]:
    """fresh383.yaml: session r28's wave 38 (labelled, committed before its first run on catalogue a14ade4b)."""
    return batch_samples("fresh383")


@lru_cache(maxsize=None)
def event_fresh383_samples() -> tuple[dict, ...]:
    """events_fresh383.yaml: scheduling event messages (labelled before the first run on catalogue a14ade4b)."""
    return batch_samples("events_fresh383")

@lru_cache(maxsize=None)
def fresh384_samples() -> tuple[dict, ...]:
    """fresh384.yaml: session r28's wave 38 (labelled, committed before its first run on catalogue a14ade4b)."""
    return batch_samples("fresh384")


@lru_cache(maxsize=None)
def event_fresh384_samples() -> tuple[dict, ...]:
    """events_fresh384.yaml: scheduling event messages (labelled before the first run on catalogue a14ade4b)."""
    return batch_samples("events_fresh384")

@lru_cache(maxsize=None)
def fresh385_samples() -> tuple[dict, ...]:
    """fresh385.yaml: session r28's wave 38 (labelled, committed before its first run on catalogue a14ade4b)."""
    return batch_samples("fresh385")


@lru_cache(maxsize=None)
def event_fresh385_samples() -> tuple[dict, ...]:
    """events_fresh385.yaml: scheduling event messages (labelled before the first run on catalogue a14ade4b)."""
    return batch_samples("events_fresh385")

@lru_cache(maxsize=None)
def fresh386_samples() -> tuple[dict, ...]:
    """fresh386.yaml: session r28's wave 39 (labelled, committed before its first run on catalogue 1ee1dc50)."""
    return batch_samples("fresh386")


@lru_cache(maxsize=None)
def event_fresh386_samples() -> tuple[dict, ...]:
    """events_fresh386.yaml: scheduling event messages (labelled before the first run on catalogue 1ee1dc50)."""
    return batch_samples("events_fresh386")

@lru_cache(maxsize=None)
def fresh387_samples() -> tuple[dict, ...]:
    """fresh387.yaml: session r28's wave 39 (labelled, committed before its first run on catalogue 1ee1dc50)."""
    return batch_samples("fresh387")


@lru_cache(maxsize=None)
def event_fresh387_samples() -> tuple[dict, ...]:
    """events_fresh387.yaml: scheduling event messages (labelled before the first run on catalogue 1ee1dc50)."""
    return batch_samples("events_fresh387")

@lru_cache(maxsize=None)
def fresh388_samples() -> tuple[dict, ...]:
    """fresh388.yaml: session r28's wave 39 (labelled, committed before its first run on catalogue 1ee1dc50)."""
    return batch_samples("fresh388")


@lru_cache(maxsize=None)
def event_fresh388_samples() -> tuple[dict, ...]:
    """events_fresh388.yaml: scheduling event messages (labelled before the first run on catalogue 1ee1dc50)."""
    return batch_samples("events_fresh388")

@lru_cache(maxsize=None)
def fresh389_samples() -> tuple[dict, ...]:
    """fresh389.yaml: session r28's wave 39 (labelled, committed before its first run on catalogue 1ee1dc50)."""
    return batch_samples("fresh389")


@lru_cache(maxsize=None)
def event_fresh389_samples() -> tuple[dict, ...]:
    """events_fresh389.yaml: scheduling event messages (labelled before the first run on catalogue 1ee1dc50)."""
    return batch_samples("events_fresh389")

@lru_cache(maxsize=None)
def fresh390_samples() -> tuple[dict, ...]:
    """fresh390.yaml: session r28's wave 39 (labelled, committed before its first run on catalogue 1ee1dc50)."""
    return batch_samples("fresh390")


@lru_cache(maxsize=None)
def event_fresh390_samples() -> tuple[dict, ...]:
    """events_fresh390.yaml: scheduling event messages (labelled before the first run on catalogue 1ee1dc50)."""
    return batch_samples("events_fresh390")

@lru_cache(maxsize=None)
def fresh391_samples() -> tuple[dict, ...]:
    """fresh391.yaml: session r28's wave 40 (labelled, committed before its first run on catalogue 344c030c)."""
    return batch_samples("fresh391")


@lru_cache(maxsize=None)
def event_fresh391_samples() -> tuple[dict, ...]:
    """events_fresh391.yaml: scheduling event messages (labelled before the first run on catalogue 344c030c)."""
    return batch_samples("events_fresh391")

@lru_cache(maxsize=None)
def fresh392_samples() -> tuple[dict, ...]:
    """fresh392.yaml: session r28's wave 40 (labelled, committed before its first run on catalogue 344c030c)."""
    return batch_samples("fresh392")


@lru_cache(maxsize=None)
def event_fresh392_samples() -> tuple[dict, ...]:
    """events_fresh392.yaml: scheduling event messages (labelled before the first run on catalogue 344c030c)."""
    return batch_samples("events_fresh392")

@lru_cache(maxsize=None)
def fresh393_samples() -> tuple[dict, ...]:
    """fresh393.yaml: session r28's wave 40 (labelled, committed before its first run on catalogue 344c030c)."""
    return batch_samples("fresh393")


@lru_cache(maxsize=None)
def event_fresh393_samples() -> tuple[dict, ...]:
    """events_fresh393.yaml: scheduling event messages (labelled before the first run on catalogue 344c030c)."""
    return batch_samples("events_fresh393")

@lru_cache(maxsize=None)
def fresh394_samples() -> tuple[dict, ...]:
    """fresh394.yaml: session r28's wave 40 (labelled, committed before its first run on catalogue 344c030c)."""
    return batch_samples("fresh394")


@lru_cache(maxsize=None)
def event_fresh394_samples() -> tuple[dict, ...]:
    """events_fresh394.yaml: scheduling event messages (labelled before the first run on catalogue 344c030c)."""
    return batch_samples("events_fresh394")

@lru_cache(maxsize=None)
def fresh395_samples() -> tuple[dict, ...]:
    """fresh395.yaml: session r28's wave 40 (labelled, committed before its first run on catalogue 344c030c)."""
    return batch_samples("fresh395")


@lru_cache(maxsize=None)
def event_fresh395_samples() -> tuple[dict, ...]:
    """events_fresh395.yaml: scheduling event messages (labelled before the first run on catalogue 344c030c)."""
    return batch_samples("events_fresh395")

@lru_cache(maxsize=None)
def fresh396_samples() -> tuple[dict, ...]:
    """fresh396.yaml: session r28's wave 41 (labelled, committed before its first run on catalogue 2f0bb13a)."""
    return batch_samples("fresh396")


@lru_cache(maxsize=None)
def event_fresh396_samples() -> tuple[dict, ...]:
    """events_fresh396.yaml: scheduling event messages (labelled before the first run on catalogue 2f0bb13a)."""
    return batch_samples("events_fresh396")

@lru_cache(maxsize=None)
def fresh397_samples() -> tuple[dict, ...]:
    """fresh397.yaml: session r28's wave 41 (labelled, committed before its first run on catalogue 2f0bb13a)."""
    return batch_samples("fresh397")


@lru_cache(maxsize=None)
def event_fresh397_samples() -> tuple[dict, ...]:
    """events_fresh397.yaml: scheduling event messages (labelled before the first run on catalogue 2f0bb13a)."""
    return batch_samples("events_fresh397")

@lru_cache(maxsize=None)
def fresh398_samples() -> tuple[dict, ...]:
    """fresh398.yaml: session r28's wave 41 (labelled, committed before its first run on catalogue 2f0bb13a)."""
    return batch_samples("fresh398")


@lru_cache(maxsize=None)
def event_fresh398_samples() -> tuple[dict, ...]:
    """events_fresh398.yaml: scheduling event messages (labelled before the first run on catalogue 2f0bb13a)."""
    return batch_samples("events_fresh398")

@lru_cache(maxsize=None)
def fresh399_samples() -> tuple[dict, ...]:
    """fresh399.yaml: session r28's wave 41 (labelled, committed before its first run on catalogue 2f0bb13a)."""
    return batch_samples("fresh399")


@lru_cache(maxsize=None)
def event_fresh399_samples() -> tuple[dict, ...]:
    """events_fresh399.yaml: scheduling event messages (labelled before the first run on catalogue 2f0bb13a)."""
    return batch_samples("events_fresh399")

@lru_cache(maxsize=None)
def fresh400_samples() -> tuple[dict, ...]:
    """fresh400.yaml: session r28's wave 41 (labelled, committed before its first run on catalogue 2f0bb13a)."""
    return batch_samples("fresh400")


@lru_cache(maxsize=None)
def event_fresh400_samples() -> tuple[dict, ...]:
    """events_fresh400.yaml: scheduling event messages (labelled before the first run on catalogue 2f0bb13a)."""
    return batch_samples("events_fresh400")

@lru_cache(maxsize=None)
def fresh401_samples() -> tuple[dict, ...]:
    """fresh401.yaml: session r29's wave 42 (labelled, committed before its first run on catalogue bb181f72)."""
    return batch_samples("fresh401")


@lru_cache(maxsize=None)
def event_fresh401_samples() -> tuple[dict, ...]:
    """events_fresh401.yaml: scheduling event messages (labelled before the first run on catalogue bb181f72)."""
    return batch_samples("events_fresh401")

@lru_cache(maxsize=None)
def fresh402_samples() -> tuple[dict, ...]:
    """fresh402.yaml: session r29's wave 42 (labelled, committed before its first run on catalogue bb181f72)."""
    return batch_samples("fresh402")


@lru_cache(maxsize=None)
def event_fresh402_samples() -> tuple[dict, ...]:
    """events_fresh402.yaml: scheduling event messages (labelled before the first run on catalogue bb181f72)."""
    return batch_samples("events_fresh402")

@lru_cache(maxsize=None)
def fresh403_samples() -> tuple[dict, ...]:
    """fresh403.yaml: session r29's wave 42 (labelled, committed before its first run on catalogue bb181f72)."""
    return batch_samples("fresh403")


@lru_cache(maxsize=None)
def event_fresh403_samples() -> tuple[dict, ...]:
    """events_fresh403.yaml: scheduling event messages (labelled before the first run on catalogue bb181f72)."""
    return batch_samples("events_fresh403")

@lru_cache(maxsize=None)
def fresh404_samples() -> tuple[dict, ...]:
    """fresh404.yaml: session r29's wave 42 (labelled, committed before its first run on catalogue bb181f72)."""
    return batch_samples("fresh404")


@lru_cache(maxsize=None)
def event_fresh404_samples() -> tuple[dict, ...]:
    """events_fresh404.yaml: scheduling event messages (labelled before the first run on catalogue bb181f72)."""
    return batch_samples("events_fresh404")

@lru_cache(maxsize=None)
def fresh405_samples() -> tuple[dict, ...]:
    """fresh405.yaml: session r29's wave 42 (labelled, committed before its first run on catalogue bb181f72)."""
    return batch_samples("fresh405")


@lru_cache(maxsize=None)
def event_fresh405_samples() -> tuple[dict, ...]:
    """events_fresh405.yaml: scheduling event messages (labelled before the first run on catalogue bb181f72)."""
    return batch_samples("events_fresh405")

@lru_cache(maxsize=None)
def fresh406_samples() -> tuple[dict, ...]:
    """fresh406.yaml: session r29's wave 43 (labelled, committed before its first run on catalogue 67d2b0a7)."""
    return batch_samples("fresh406")


@lru_cache(maxsize=None)
def event_fresh406_samples() -> tuple[dict, ...]:
    """events_fresh406.yaml: scheduling event messages (labelled before the first run on catalogue 67d2b0a7)."""
    return batch_samples("events_fresh406")

@lru_cache(maxsize=None)
def fresh407_samples() -> tuple[dict, ...]:
    """fresh407.yaml: session r29's wave 43 (labelled, committed before its first run on catalogue 67d2b0a7)."""
    return batch_samples("fresh407")


@lru_cache(maxsize=None)
def event_fresh407_samples() -> tuple[dict, ...]:
    """events_fresh407.yaml: scheduling event messages (labelled before the first run on catalogue 67d2b0a7)."""
    return batch_samples("events_fresh407")

@lru_cache(maxsize=None)
def fresh408_samples() -> tuple[dict, ...]:
    """fresh408.yaml: session r29's wave 43 (labelled, committed before its first run on catalogue 67d2b0a7)."""
    return batch_samples("fresh408")


@lru_cache(maxsize=None)
def event_fresh408_samples() -> tuple[dict, ...]:
    """events_fresh408.yaml: scheduling event messages (labelled before the first run on catalogue 67d2b0a7)."""
    return batch_samples("events_fresh408")

@lru_cache(maxsize=None)
def fresh409_samples() -> tuple[dict, ...]:
    """fresh409.yaml: session r29's wave 43 (labelled, committed before its first run on catalogue 67d2b0a7)."""
    return batch_samples("fresh409")


@lru_cache(maxsize=None)
def event_fresh409_samples() -> tuple[dict, ...]:
    """events_fresh409.yaml: scheduling event messages (labelled before the first run on catalogue 67d2b0a7)."""
    return batch_samples("events_fresh409")

@lru_cache(maxsize=None)
def fresh410_samples() -> tuple[dict, ...]:
    """fresh410.yaml: session r29's wave 43 (labelled, committed before its first run on catalogue 67d2b0a7)."""
    return batch_samples("fresh410")


@lru_cache(maxsize=None)
def event_fresh410_samples() -> tuple[dict, ...]:
    """events_fresh410.yaml: scheduling event messages (labelled before the first run on catalogue 67d2b0a7)."""
    return batch_samples("events_fresh410")

@lru_cache(maxsize=None)
def fresh411_samples() -> tuple[dict, ...]:
    """fresh411.yaml: session r29's wave 44 (labelled, committed before its first run on catalogue 5cc37128)."""
    return batch_samples("fresh411")


@lru_cache(maxsize=None)
def event_fresh411_samples() -> tuple[dict, ...]:
    """events_fresh411.yaml: scheduling event messages (labelled before the first run on catalogue 5cc37128)."""
    return batch_samples("events_fresh411")

@lru_cache(maxsize=None)
def fresh412_samples() -> tuple[dict, ...]:
    """fresh412.yaml: session r29's wave 44 (labelled, committed before its first run on catalogue 5cc37128)."""
    return batch_samples("fresh412")


@lru_cache(maxsize=None)
def event_fresh412_samples() -> tuple[dict, ...]:
    """events_fresh412.yaml: scheduling event messages (labelled before the first run on catalogue 5cc37128)."""
    return batch_samples("events_fresh412")

@lru_cache(maxsize=None)
def fresh413_samples() -> tuple[dict, ...]:
    """fresh413.yaml: session r29's wave 44 (labelled, committed before its first run on catalogue 5cc37128)."""
    return batch_samples("fresh413")


@lru_cache(maxsize=None)
def event_fresh413_samples() -> tuple[dict, ...]:
    """events_fresh413.yaml: scheduling event messages (labelled before the first run on catalogue 5cc37128)."""
    return batch_samples("events_fresh413")

@lru_cache(maxsize=None)
def fresh414_samples() -> tuple[dict, ...]:
    """fresh414.yaml: session r29's wave 44 (labelled, committed before its first run on catalogue 5cc37128)."""
    return batch_samples("fresh414")


@lru_cache(maxsize=None)
def event_fresh414_samples() -> tuple[dict, ...]:
    """events_fresh414.yaml: scheduling event messages (labelled before the first run on catalogue 5cc37128)."""
    return batch_samples("events_fresh414")

@lru_cache(maxsize=None)
def fresh415_samples() -> tuple[dict, ...]:
    """fresh415.yaml: session r29's wave 44 (labelled, committed before its first run on catalogue 5cc37128)."""
    return batch_samples("fresh415")


@lru_cache(maxsize=None)
def event_fresh415_samples() -> tuple[dict, ...]:
    """events_fresh415.yaml: scheduling event messages (labelled before the first run on catalogue 5cc37128)."""
    return batch_samples("events_fresh415")

@lru_cache(maxsize=None)
def fresh416_samples() -> tuple[dict, ...]:
    """fresh416.yaml: session r29's wave 45 (labelled, committed before its first run on catalogue 8a51756f)."""
    return batch_samples("fresh416")


@lru_cache(maxsize=None)
def event_fresh416_samples() -> tuple[dict, ...]:
    """events_fresh416.yaml: scheduling event messages (labelled before the first run on catalogue 8a51756f)."""
    return batch_samples("events_fresh416")

@lru_cache(maxsize=None)
def fresh417_samples() -> tuple[dict, ...]:
    """fresh417.yaml: session r29's wave 45 (labelled, committed before its first run on catalogue 8a51756f)."""
    return batch_samples("fresh417")


@lru_cache(maxsize=None)
def event_fresh417_samples() -> tuple[dict, ...]:
    """events_fresh417.yaml: scheduling event messages (labelled before the first run on catalogue 8a51756f)."""
    return batch_samples("events_fresh417")

@lru_cache(maxsize=None)
def fresh418_samples() -> tuple[dict, ...]:
    """fresh418.yaml: session r29's wave 45 (labelled, committed before its first run on catalogue 8a51756f)."""
    return batch_samples("fresh418")


@lru_cache(maxsize=None)
def event_fresh418_samples() -> tuple[dict, ...]:
    """events_fresh418.yaml: scheduling event messages (labelled before the first run on catalogue 8a51756f)."""
    return batch_samples("events_fresh418")

@lru_cache(maxsize=None)
def fresh419_samples() -> tuple[dict, ...]:
    """fresh419.yaml: session r29's wave 45 (labelled, committed before its first run on catalogue 8a51756f)."""
    return batch_samples("fresh419")


@lru_cache(maxsize=None)
def event_fresh419_samples() -> tuple[dict, ...]:
    """events_fresh419.yaml: scheduling event messages (labelled before the first run on catalogue 8a51756f)."""
    return batch_samples("events_fresh419")

@lru_cache(maxsize=None)
def fresh420_samples() -> tuple[dict, ...]:
    """fresh420.yaml: session r29's wave 45 (labelled, committed before its first run on catalogue 8a51756f)."""
    return batch_samples("fresh420")


@lru_cache(maxsize=None)
def event_fresh420_samples() -> tuple[dict, ...]:
    """events_fresh420.yaml: scheduling event messages (labelled before the first run on catalogue 8a51756f)."""
    return batch_samples("events_fresh420")

@lru_cache(maxsize=None)
def fresh421_samples() -> tuple[dict, ...]:
    """fresh421.yaml: session r29's wave 46 (labelled, committed before its first run on catalogue 0a12b557)."""
    return batch_samples("fresh421")


@lru_cache(maxsize=None)
def event_fresh421_samples() -> tuple[dict, ...]:
    """events_fresh421.yaml: scheduling event messages (labelled before the first run on catalogue 0a12b557)."""
    return batch_samples("events_fresh421")

@lru_cache(maxsize=None)
def fresh422_samples() -> tuple[dict, ...]:
    """fresh422.yaml: session r29's wave 46 (labelled, committed before its first run on catalogue 0a12b557)."""
    return batch_samples("fresh422")


@lru_cache(maxsize=None)
def event_fresh422_samples() -> tuple[dict, ...]:
    """events_fresh422.yaml: scheduling event messages (labelled before the first run on catalogue 0a12b557)."""
    return batch_samples("events_fresh422")

@lru_cache(maxsize=None)
def fresh423_samples() -> tuple[dict, ...]:
    """fresh423.yaml: session r29's wave 46 (labelled, committed before its first run on catalogue 0a12b557)."""
    return batch_samples("fresh423")


@lru_cache(maxsize=None)
def event_fresh423_samples() -> tuple[dict, ...]:
    """events_fresh423.yaml: scheduling event messages (labelled before the first run on catalogue 0a12b557)."""
    return batch_samples("events_fresh423")

@lru_cache(maxsize=None)
def fresh424_samples() -> tuple[dict, ...]:
    """fresh424.yaml: session r29's wave 46 (labelled, committed before its first run on catalogue 0a12b557)."""
    return batch_samples("fresh424")


@lru_cache(maxsize=None)
def event_fresh424_samples() -> tuple[dict, ...]:
    """events_fresh424.yaml: scheduling event messages (labelled before the first run on catalogue 0a12b557)."""
    return batch_samples("events_fresh424")

@lru_cache(maxsize=None)
def fresh425_samples() -> tuple[dict, ...]:
    """fresh425.yaml: session r29's wave 46 (labelled, committed before its first run on catalogue 0a12b557)."""
    return batch_samples("fresh425")


@lru_cache(maxsize=None)
def event_fresh425_samples() -> tuple[dict, ...]:
    """events_fresh425.yaml: scheduling event messages (labelled before the first run on catalogue 0a12b557)."""
    return batch_samples("events_fresh425")

@lru_cache(maxsize=None)
def fresh426_samples() -> tuple[dict, ...]:
    """fresh426.yaml: session r30's wave 47 (labelled, committed before its first run on catalogue bd5f8b42)."""
    return batch_samples("fresh426")


@lru_cache(maxsize=None)
def event_fresh426_samples() -> tuple[dict, ...]:
    """events_fresh426.yaml: scheduling event messages (labelled before the first run on catalogue bd5f8b42)."""
    return batch_samples("events_fresh426")

@lru_cache(maxsize=None)
def fresh427_samples() -> tuple[dict, ...]:
    """fresh427.yaml: session r30's wave 47 (labelled, committed before its first run on catalogue bd5f8b42)."""
    return batch_samples("fresh427")


@lru_cache(maxsize=None)
def event_fresh427_samples() -> tuple[dict, ...]:
    """events_fresh427.yaml: scheduling event messages (labelled before the first run on catalogue bd5f8b42)."""
    return batch_samples("events_fresh427")

@lru_cache(maxsize=None)
def fresh428_samples() -> tuple[dict, ...]:
    """fresh428.yaml: session r30's wave 47 (labelled, committed before its first run on catalogue bd5f8b42)."""
    return batch_samples("fresh428")


@lru_cache(maxsize=None)
def event_fresh428_samples() -> tuple[dict, ...]:
    """events_fresh428.yaml: scheduling event messages (labelled before the first run on catalogue bd5f8b42)."""
    return batch_samples("events_fresh428")

@lru_cache(maxsize=None)
def fresh429_samples() -> tuple[dict, ...]:
    """fresh429.yaml: session r30's wave 47 (labelled, committed before its first run on catalogue bd5f8b42)."""
    return batch_samples("fresh429")


@lru_cache(maxsize=None)
def event_fresh429_samples() -> tuple[dict, ...]:
    """events_fresh429.yaml: scheduling event messages (labelled before the first run on catalogue bd5f8b42)."""
    return batch_samples("events_fresh429")

@lru_cache(maxsize=None)
def fresh430_samples() -> tuple[dict, ...]:
    """fresh430.yaml: session r30's wave 47 (labelled, committed before its first run on catalogue bd5f8b42)."""
    return batch_samples("fresh430")


@lru_cache(maxsize=None)
def event_fresh430_samples() -> tuple[dict, ...]:
    """events_fresh430.yaml: scheduling event messages (labelled before the first run on catalogue bd5f8b42)."""
    return batch_samples("events_fresh430")

@lru_cache(maxsize=None)
def fresh431_samples() -> tuple[dict, ...]:
    """fresh431.yaml: session r30's wave 48 (labelled, committed before its first run on catalogue 188ee0ec)."""
    return batch_samples("fresh431")


@lru_cache(maxsize=None)
def event_fresh431_samples() -> tuple[dict, ...]:
    """events_fresh431.yaml: scheduling event messages (labelled before the first run on catalogue 188ee0ec)."""
    return batch_samples("events_fresh431")

@lru_cache(maxsize=None)
def fresh432_samples() -> tuple[dict, ...]:
    """fresh432.yaml: session r30's wave 48 (labelled, committed before its first run on catalogue 188ee0ec)."""
    return batch_samples("fresh432")


@lru_cache(maxsize=None)
def event_fresh432_samples() -> tuple[dict, ...]:
    """events_fresh432.yaml: scheduling event messages (labelled before the first run on catalogue 188ee0ec)."""
    return batch_samples("events_fresh432")

@lru_cache(maxsize=None)
def fresh433_samples() -> tuple[dict, ...]:
    """fresh433.yaml: session r30's wave 48 (labelled, committed before its first run on catalogue 188ee0ec)."""
    return batch_samples("fresh433")


@lru_cache(maxsize=None)
def event_fresh433_samples() -> tuple[dict, ...]:
    """events_fresh433.yaml: scheduling event messages (labelled before the first run on catalogue 188ee0ec)."""
    return batch_samples("events_fresh433")

@lru_cache(maxsize=None)
def fresh434_samples() -> tuple[dict, ...]:
    """fresh434.yaml: session r30's wave 48 (labelled, committed before its first run on catalogue 188ee0ec)."""
    return batch_samples("fresh434")


@lru_cache(maxsize=None)
def event_fresh434_samples() -> tuple[dict, ...]:
    """events_fresh434.yaml: scheduling event messages (labelled before the first run on catalogue 188ee0ec)."""
    return batch_samples("events_fresh434")

@lru_cache(maxsize=None)
def fresh435_samples() -> tuple[dict, ...]:
    """fresh435.yaml: session r30's wave 48 (labelled, committed before its first run on catalogue 188ee0ec)."""
    return batch_samples("fresh435")


@lru_cache(maxsize=None)
def event_fresh435_samples() -> tuple[dict, ...]:
    """events_fresh435.yaml: scheduling event messages (labelled before the first run on catalogue 188ee0ec)."""
    return batch_samples("events_fresh435")

@lru_cache(maxsize=None)
def fresh436_samples() -> tuple[dict, ...]:
    """fresh436.yaml: session r30's wave 49 (labelled, committed before its first run on catalogue 0cee8627)."""
    return batch_samples("fresh436")


@lru_cache(maxsize=None)
def event_fresh436_samples() -> tuple[dict, ...]:
    """events_fresh436.yaml: scheduling event messages (labelled before the first run on catalogue 0cee8627)."""
    return batch_samples("events_fresh436")

@lru_cache(maxsize=None)
def fresh437_samples() -> tuple[dict, ...]:
    """fresh437.yaml: session r30's wave 49 (labelled, committed before its first run on catalogue 0cee8627)."""
    return batch_samples("fresh437")


@lru_cache(maxsize=None)
def event_fresh437_samples() -> tuple[dict, ...]:
    """events_fresh437.yaml: scheduling event messages (labelled before the first run on catalogue 0cee8627)."""
    return batch_samples("events_fresh437")

@lru_cache(maxsize=None)
def fresh438_samples() -> tuple[dict, ...]:
    """fresh438.yaml: session r30's wave 49 (labelled, committed before its first run on catalogue 0cee8627)."""
    return batch_samples("fresh438")


@lru_cache(maxsize=None)
def event_fresh438_samples() -> tuple[dict, ...]:
    """events_fresh438.yaml: scheduling event messages (labelled before the first run on catalogue 0cee8627)."""
    return batch_samples("events_fresh438")

@lru_cache(maxsize=None)
def fresh439_samples() -> tuple[dict, ...]:
    """fresh439.yaml: session r30's wave 49 (labelled, committed before its first run on catalogue 0cee8627)."""
    return batch_samples("fresh439")


@lru_cache(maxsize=None)
def event_fresh439_samples() -> tuple[dict, ...]:
    """events_fresh439.yaml: scheduling event messages (labelled before the first run on catalogue 0cee8627)."""
    return batch_samples("events_fresh439")

@lru_cache(maxsize=None)
def fresh440_samples() -> tuple[dict, ...]:
    """fresh440.yaml: session r30's wave 49 (labelled, committed before its first run on catalogue 0cee8627)."""
    return batch_samples("fresh440")


@lru_cache(maxsize=None)
def event_fresh440_samples() -> tuple[dict, ...]:
    """events_fresh440.yaml: scheduling event messages (labelled before the first run on catalogue 0cee8627)."""
    return batch_samples("events_fresh440")

@lru_cache(maxsize=None)
def fresh441_samples() -> tuple[dict, ...]:
    """fresh441.yaml: session r30's wave 50 (labelled, committed before its first run on catalogue 63770aa4)."""
    return batch_samples("fresh441")


@lru_cache(maxsize=None)
def event_fresh441_samples() -> tuple[dict, ...]:
    """events_fresh441.yaml: scheduling event messages (labelled before the first run on catalogue 63770aa4)."""
    return batch_samples("events_fresh441")

@lru_cache(maxsize=None)
def fresh442_samples() -> tuple[dict, ...]:
    """fresh442.yaml: session r30's wave 50 (labelled, committed before its first run on catalogue 63770aa4)."""
    return batch_samples("fresh442")


@lru_cache(maxsize=None)
def event_fresh442_samples() -> tuple[dict, ...]:
    """events_fresh442.yaml: scheduling event messages (labelled before the first run on catalogue 63770aa4)."""
    return batch_samples("events_fresh442")

@lru_cache(maxsize=None)
def fresh443_samples() -> tuple[dict, ...]:
    """fresh443.yaml: session r30's wave 50 (labelled, committed before its first run on catalogue 63770aa4)."""
    return batch_samples("fresh443")


@lru_cache(maxsize=None)
def event_fresh443_samples() -> tuple[dict, ...]:
    """events_fresh443.yaml: scheduling event messages (labelled before the first run on catalogue 63770aa4)."""
    return batch_samples("events_fresh443")

@lru_cache(maxsize=None)
def fresh444_samples() -> tuple[dict, ...]:
    """fresh444.yaml: session r30's wave 50 (labelled, committed before its first run on catalogue 63770aa4)."""
    return batch_samples("fresh444")


@lru_cache(maxsize=None)
def event_fresh444_samples() -> tuple[dict, ...]:
    """events_fresh444.yaml: scheduling event messages (labelled before the first run on catalogue 63770aa4)."""
    return batch_samples("events_fresh444")

@lru_cache(maxsize=None)
def fresh445_samples() -> tuple[dict, ...]:
    """fresh445.yaml: session r30's wave 50 (labelled, committed before its first run on catalogue 63770aa4)."""
    return batch_samples("fresh445")


@lru_cache(maxsize=None)
def event_fresh445_samples() -> tuple[dict, ...]:
    """events_fresh445.yaml: scheduling event messages (labelled before the first run on catalogue 63770aa4)."""
    return batch_samples("events_fresh445")

@lru_cache(maxsize=None)
def fresh446_samples() -> tuple[dict, ...]:
    """fresh446.yaml: session r30's wave 51 (labelled, committed before its first run on catalogue c2ad64f7)."""
    return batch_samples("fresh446")


@lru_cache(maxsize=None)
def event_fresh446_samples() -> tuple[dict, ...]:
    """events_fresh446.yaml: scheduling event messages (labelled before the first run on catalogue c2ad64f7)."""
    return batch_samples("events_fresh446")

@lru_cache(maxsize=None)
def fresh447_samples() -> tuple[dict, ...]:
    """fresh447.yaml: session r30's wave 51 (labelled, committed before its first run on catalogue c2ad64f7)."""
    return batch_samples("fresh447")


@lru_cache(maxsize=None)
def event_fresh447_samples() -> tuple[dict, ...]:
    """events_fresh447.yaml: scheduling event messages (labelled before the first run on catalogue c2ad64f7)."""
    return batch_samples("events_fresh447")

@lru_cache(maxsize=None)
def fresh448_samples() -> tuple[dict, ...]:
    """fresh448.yaml: session r30's wave 51 (labelled, committed before its first run on catalogue c2ad64f7)."""
    return batch_samples("fresh448")


@lru_cache(maxsize=None)
def event_fresh448_samples() -> tuple[dict, ...]:
    """events_fresh448.yaml: scheduling event messages (labelled before the first run on catalogue c2ad64f7)."""
    return batch_samples("events_fresh448")

@lru_cache(maxsize=None)
def fresh449_samples() -> tuple[dict, ...]:
    """fresh449.yaml: session r30's wave 51 (labelled, committed before its first run on catalogue c2ad64f7)."""
    return batch_samples("fresh449")


@lru_cache(maxsize=None)
def event_fresh449_samples() -> tuple[dict, ...]:
    """events_fresh449.yaml: scheduling event messages (labelled before the first run on catalogue c2ad64f7)."""
    return batch_samples("events_fresh449")

@lru_cache(maxsize=None)
def fresh450_samples() -> tuple[dict, ...]:
    """fresh450.yaml: session r30's wave 51 (labelled, committed before its first run on catalogue c2ad64f7)."""
    return batch_samples("fresh450")


@lru_cache(maxsize=None)
def event_fresh450_samples() -> tuple[dict, ...]:
    """events_fresh450.yaml: scheduling event messages (labelled before the first run on catalogue c2ad64f7)."""
    return batch_samples("events_fresh450")

@lru_cache(maxsize=None)
def fresh451_samples() -> tuple[dict, ...]:
    """fresh451.yaml: session r30's wave 52 (labelled, committed before its first run on catalogue 343533a0)."""
    return batch_samples("fresh451")


@lru_cache(maxsize=None)
def event_fresh451_samples() -> tuple[dict, ...]:
    """events_fresh451.yaml: scheduling event messages (labelled before the first run on catalogue 343533a0)."""
    return batch_samples("events_fresh451")

@lru_cache(maxsize=None)
def fresh452_samples() -> tuple[dict, ...]:
    """fresh452.yaml: session r30's wave 52 (labelled, committed before its first run on catalogue 343533a0)."""
    return batch_samples("fresh452")


@lru_cache(maxsize=None)
def event_fresh452_samples() -> tuple[dict, ...]:
    """events_fresh452.yaml: scheduling event messages (labelled before the first run on catalogue 343533a0)."""
    return batch_samples("events_fresh452")

@lru_cache(maxsize=None)
def fresh453_samples() -> tuple[dict, ...]:
    """fresh453.yaml: session r30's wave 52 (labelled, committed before its first run on catalogue 343533a0)."""
    return batch_samples("fresh453")


@lru_cache(maxsize=None)
def event_fresh453_samples() -> tuple[dict, ...]:
    """events_fresh453.yaml: scheduling event messages (labelled before the first run on catalogue 343533a0)."""
    return batch_samples("events_fresh453")

@lru_cache(maxsize=None)
def fresh454_samples() -> tuple[dict, ...]:
    """fresh454.yaml: session r30's wave 52 (labelled, committed before its first run on catalogue 343533a0)."""
    return batch_samples("fresh454")


@lru_cache(maxsize=None)
def event_fresh454_samples() -> tuple[dict, ...]:
    """events_fresh454.yaml: scheduling event messages (labelled before the first run on catalogue 343533a0)."""
    return batch_samples("events_fresh454")

@lru_cache(maxsize=None)
def fresh455_samples() -> tuple[dict, ...]:
    """fresh455.yaml: session r30's wave 52 (labelled, committed before its first run on catalogue 343533a0)."""
    return batch_samples("fresh455")


@lru_cache(maxsize=None)
def event_fresh455_samples() -> tuple[dict, ...]:
    """events_fresh455.yaml: scheduling event messages (labelled before the first run on catalogue 343533a0)."""
    return batch_samples("events_fresh455")

@lru_cache(maxsize=None)
def fresh456_samples() -> tuple[dict, ...]:
    """fresh456.yaml: session r31's wave 53 (labelled, committed before its first run on catalogue c1610e34)."""
    return batch_samples("fresh456")


@lru_cache(maxsize=None)
def event_fresh456_samples() -> tuple[dict, ...]:
    """events_fresh456.yaml: scheduling event messages (labelled before the first run on catalogue c1610e34)."""
    return batch_samples("events_fresh456")

@lru_cache(maxsize=None)
def fresh457_samples() -> tuple[dict, ...]:
    """fresh457.yaml: session r31's wave 53 (labelled, committed before its first run on catalogue c1610e34)."""
    return batch_samples("fresh457")


@lru_cache(maxsize=None)
def event_fresh457_samples() -> tuple[dict, ...]:
    """events_fresh457.yaml: scheduling event messages (labelled before the first run on catalogue c1610e34)."""
    return batch_samples("events_fresh457")

@lru_cache(maxsize=None)
def fresh458_samples() -> tuple[dict, ...]:
    """fresh458.yaml: session r31's wave 53 (labelled, committed before its first run on catalogue c1610e34)."""
    return batch_samples("fresh458")


@lru_cache(maxsize=None)
def event_fresh458_samples() -> tuple[dict, ...]:
    """events_fresh458.yaml: scheduling event messages (labelled before the first run on catalogue c1610e34)."""
    return batch_samples("events_fresh458")

@lru_cache(maxsize=None)
def fresh459_samples() -> tuple[dict, ...]:
    """fresh459.yaml: session r31's wave 53 (labelled, committed before its first run on catalogue c1610e34)."""
    return batch_samples("fresh459")


@lru_cache(maxsize=None)
def event_fresh459_samples() -> tuple[dict, ...]:
    """events_fresh459.yaml: scheduling event messages (labelled before the first run on catalogue c1610e34)."""
    return batch_samples("events_fresh459")

@lru_cache(maxsize=None)
def fresh460_samples() -> tuple[dict, ...]:
    """fresh460.yaml: session r31's wave 53 (labelled, committed before its first run on catalogue c1610e34)."""
    return batch_samples("fresh460")


@lru_cache(maxsize=None)
def event_fresh460_samples() -> tuple[dict, ...]:
    """events_fresh460.yaml: scheduling event messages (labelled before the first run on catalogue c1610e34)."""
    return batch_samples("events_fresh460")

@lru_cache(maxsize=None)
def fresh461_samples() -> tuple[dict, ...]:
    """fresh461.yaml: session r31's wave 54 (labelled, committed before its first run on catalogue b498e079)."""
    return batch_samples("fresh461")


@lru_cache(maxsize=None)
def event_fresh461_samples() -> tuple[dict, ...]:
    """events_fresh461.yaml: scheduling event messages (labelled before the first run on catalogue b498e079)."""
    return batch_samples("events_fresh461")

@lru_cache(maxsize=None)
def fresh462_samples() -> tuple[dict, ...]:
    """fresh462.yaml: session r31's wave 54 (labelled, committed before its first run on catalogue b498e079)."""
    return batch_samples("fresh462")


@lru_cache(maxsize=None)
def event_fresh462_samples() -> tuple[dict, ...]:
    """events_fresh462.yaml: scheduling event messages (labelled before the first run on catalogue b498e079)."""
    return batch_samples("events_fresh462")

@lru_cache(maxsize=None)
def fresh463_samples() -> tuple[dict, ...]:
    """fresh463.yaml: session r31's wave 54 (labelled, committed before its first run on catalogue b498e079)."""
    return batch_samples("fresh463")


@lru_cache(maxsize=None)
def event_fresh463_samples() -> tuple[dict, ...]:
    """events_fresh463.yaml: scheduling event messages (labelled before the first run on catalogue b498e079)."""
    return batch_samples("events_fresh463")

@lru_cache(maxsize=None)
def fresh464_samples() -> tuple[dict, ...]:
    """fresh464.yaml: session r31's wave 54 (labelled, committed before its first run on catalogue b498e079)."""
    return batch_samples("fresh464")


@lru_cache(maxsize=None)
def event_fresh464_samples() -> tuple[dict, ...]:
    """events_fresh464.yaml: scheduling event messages (labelled before the first run on catalogue b498e079)."""
    return batch_samples("events_fresh464")

@lru_cache(maxsize=None)
def fresh465_samples() -> tuple[dict, ...]:
    """fresh465.yaml: session r31's wave 54 (labelled, committed before its first run on catalogue b498e079)."""
    return batch_samples("fresh465")


@lru_cache(maxsize=None)
def event_fresh465_samples() -> tuple[dict, ...]:
    """events_fresh465.yaml: scheduling event messages (labelled before the first run on catalogue b498e079)."""
    return batch_samples("events_fresh465")

@lru_cache(maxsize=None)
def fresh466_samples() -> tuple[dict, ...]:
    """fresh466.yaml: session r31's wave 55 (labelled, committed before its first run on catalogue d6440562)."""
    return batch_samples("fresh466")


@lru_cache(maxsize=None)
def event_fresh466_samples() -> tuple[dict, ...]:
    """events_fresh466.yaml: scheduling event messages (labelled before the first run on catalogue d6440562)."""
    return batch_samples("events_fresh466")

@lru_cache(maxsize=None)
def fresh467_samples() -> tuple[dict, ...]:
    """fresh467.yaml: session r31's wave 55 (labelled, committed before its first run on catalogue d6440562)."""
    return batch_samples("fresh467")


@lru_cache(maxsize=None)
def event_fresh467_samples() -> tuple[dict, ...]:
    """events_fresh467.yaml: scheduling event messages (labelled before the first run on catalogue d6440562)."""
    return batch_samples("events_fresh467")

@lru_cache(maxsize=None)
def fresh468_samples() -> tuple[dict, ...]:
    """fresh468.yaml: session r31's wave 55 (labelled, committed before its first run on catalogue d6440562)."""
    return batch_samples("fresh468")


@lru_cache(maxsize=None)
def event_fresh468_samples() -> tuple[dict, ...]:
    """events_fresh468.yaml: scheduling event messages (labelled before the first run on catalogue d6440562)."""
    return batch_samples("events_fresh468")

@lru_cache(maxsize=None)
def fresh469_samples() -> tuple[dict, ...]:
    """fresh469.yaml: session r31's wave 55 (labelled, committed before its first run on catalogue d6440562)."""
    return batch_samples("fresh469")


@lru_cache(maxsize=None)
def event_fresh469_samples() -> tuple[dict, ...]:
    """events_fresh469.yaml: scheduling event messages (labelled before the first run on catalogue d6440562)."""
    return batch_samples("events_fresh469")

@lru_cache(maxsize=None)
def fresh470_samples() -> tuple[dict, ...]:
    """fresh470.yaml: session r31's wave 55 (labelled, committed before its first run on catalogue d6440562)."""
    return batch_samples("fresh470")


@lru_cache(maxsize=None)
def event_fresh470_samples() -> tuple[dict, ...]:
    """events_fresh470.yaml: scheduling event messages (labelled before the first run on catalogue d6440562)."""
    return batch_samples("events_fresh470")

@lru_cache(maxsize=None)
def fresh471_samples() -> tuple[dict, ...]:
    """fresh471.yaml: session r31's wave 56 (labelled, committed before its first run on catalogue fa93dd4c)."""
    return batch_samples("fresh471")


@lru_cache(maxsize=None)
def event_fresh471_samples() -> tuple[dict, ...]:
    """events_fresh471.yaml: scheduling event messages (labelled before the first run on catalogue fa93dd4c)."""
    return batch_samples("events_fresh471")

@lru_cache(maxsize=None)
def fresh472_samples() -> tuple[dict, ...]:
    """fresh472.yaml: session r31's wave 56 (labelled, committed before its first run on catalogue fa93dd4c)."""
    return batch_samples("fresh472")


@lru_cache(maxsize=None)
def event_fresh472_samples() -> tuple[dict, ...]:
    """events_fresh472.yaml: scheduling event messages (labelled before the first run on catalogue fa93dd4c)."""
    return batch_samples("events_fresh472")

@lru_cache(maxsize=None)
def fresh473_samples() -> tuple[dict, ...]:
    """fresh473.yaml: session r31's wave 56 (labelled, committed before its first run on catalogue fa93dd4c)."""
    return batch_samples("fresh473")


@lru_cache(maxsize=None)
def event_fresh473_samples() -> tuple[dict, ...]:
    """events_fresh473.yaml: scheduling event messages (labelled before the first run on catalogue fa93dd4c)."""
    return batch_samples("events_fresh473")

@lru_cache(maxsize=None)
def fresh474_samples() -> tuple[dict, ...]:
    """fresh474.yaml: session r31's wave 56 (labelled, committed before its first run on catalogue fa93dd4c)."""
    return batch_samples("fresh474")


@lru_cache(maxsize=None)
def event_fresh474_samples() -> tuple[dict, ...]:
    """events_fresh474.yaml: scheduling event messages (labelled before the first run on catalogue fa93dd4c)."""
    return batch_samples("events_fresh474")

@lru_cache(maxsize=None)
def fresh475_samples() -> tuple[dict, ...]:
    """fresh475.yaml: session r31's wave 56 (labelled, committed before its first run on catalogue fa93dd4c)."""
    return batch_samples("fresh475")


@lru_cache(maxsize=None)
def event_fresh475_samples() -> tuple[dict, ...]:
    """events_fresh475.yaml: scheduling event messages (labelled before the first run on catalogue fa93dd4c)."""
    return batch_samples("events_fresh475")

@lru_cache(maxsize=None)
def fresh476_samples() -> tuple[dict, ...]:
    """fresh476.yaml: session r32's wave 57 (labelled, committed before its first run on catalogue d444a35e)."""
    return batch_samples("fresh476")


@lru_cache(maxsize=None)
def event_fresh476_samples() -> tuple[dict, ...]:
    """events_fresh476.yaml: scheduling event messages (labelled before the first run on catalogue d444a35e)."""
    return batch_samples("events_fresh476")

@lru_cache(maxsize=None)
def fresh477_samples() -> tuple[dict, ...]:
    """fresh477.yaml: session r32's wave 57 (labelled, committed before its first run on catalogue d444a35e)."""
    return batch_samples("fresh477")


@lru_cache(maxsize=None)
def event_fresh477_samples() -> tuple[dict, ...]:
    """events_fresh477.yaml: scheduling event messages (labelled before the first run on catalogue d444a35e)."""
    return batch_samples("events_fresh477")

@lru_cache(maxsize=None)
def fresh478_samples() -> tuple[dict, ...]:
    """fresh478.yaml: session r32's wave 57 (labelled, committed before its first run on catalogue d444a35e)."""
    return batch_samples("fresh478")


@lru_cache(maxsize=None)
def event_fresh478_samples() -> tuple[dict, ...]:
    """events_fresh478.yaml: scheduling event messages (labelled before the first run on catalogue d444a35e)."""
    return batch_samples("events_fresh478")

@lru_cache(maxsize=None)
def fresh479_samples() -> tuple[dict, ...]:
    """fresh479.yaml: session r32's wave 57 (labelled, committed before its first run on catalogue d444a35e)."""
    return batch_samples("fresh479")


@lru_cache(maxsize=None)
def event_fresh479_samples() -> tuple[dict, ...]:
    """events_fresh479.yaml: scheduling event messages (labelled before the first run on catalogue d444a35e)."""
    return batch_samples("events_fresh479")

@lru_cache(maxsize=None)
def fresh480_samples() -> tuple[dict, ...]:
    """fresh480.yaml: session r32's wave 57 (labelled, committed before its first run on catalogue d444a35e)."""
    return batch_samples("fresh480")


@lru_cache(maxsize=None)
def event_fresh480_samples() -> tuple[dict, ...]:
    """events_fresh480.yaml: scheduling event messages (labelled before the first run on catalogue d444a35e)."""
    return batch_samples("events_fresh480")

@lru_cache(maxsize=None)
def fresh481_samples() -> tuple[dict, ...]:
    """fresh481.yaml: session r32's wave 58 (labelled, committed before its first run on catalogue cceed20e)."""
    return batch_samples("fresh481")


@lru_cache(maxsize=None)
def event_fresh481_samples() -> tuple[dict, ...]:
    """events_fresh481.yaml: scheduling event messages (labelled before the first run on catalogue cceed20e)."""
    return batch_samples("events_fresh481")

@lru_cache(maxsize=None)
def fresh482_samples() -> tuple[dict, ...]:
    """fresh482.yaml: session r32's wave 58 (labelled, committed before its first run on catalogue cceed20e)."""
    return batch_samples("fresh482")


@lru_cache(maxsize=None)
def event_fresh482_samples() -> tuple[dict, ...]:
    """events_fresh482.yaml: scheduling event messages (labelled before the first run on catalogue cceed20e)."""
    return batch_samples("events_fresh482")

@lru_cache(maxsize=None)
def fresh483_samples() -> tuple[dict, ...]:
    """fresh483.yaml: session r32's wave 58 (labelled, committed before its first run on catalogue cceed20e)."""
    return batch_samples("fresh483")


@lru_cache(maxsize=None)
def event_fresh483_samples() -> tuple[dict, ...]:
    """events_fresh483.yaml: scheduling event messages (labelled before the first run on catalogue cceed20e)."""
    return batch_samples("events_fresh483")

@lru_cache(maxsize=None)
def fresh484_samples() -> tuple[dict, ...]:
    """fresh484.yaml: session r32's wave 58 (labelled, committed before its first run on catalogue cceed20e)."""
    return batch_samples("fresh484")


@lru_cache(maxsize=None)
def event_fresh484_samples() -> tuple[dict, ...]:
    """events_fresh484.yaml: scheduling event messages (labelled before the first run on catalogue cceed20e)."""
    return batch_samples("events_fresh484")

@lru_cache(maxsize=None)
def fresh485_samples() -> tuple[dict, ...]:
    """fresh485.yaml: session r32's wave 58 (labelled, committed before its first run on catalogue cceed20e)."""
    return batch_samples("fresh485")


@lru_cache(maxsize=None)
def event_fresh485_samples() -> tuple[dict, ...]:
    """events_fresh485.yaml: scheduling event messages (labelled before the first run on catalogue cceed20e)."""
    return batch_samples("events_fresh485")

@lru_cache(maxsize=None)
def fresh486_samples() -> tuple[dict, ...]:
    """fresh486.yaml: session r32's wave 59 (labelled, committed before its first run on catalogue c16fa8f3)."""
    return batch_samples("fresh486")


@lru_cache(maxsize=None)
def event_fresh486_samples() -> tuple[dict, ...]:
    """events_fresh486.yaml: scheduling event messages (labelled before the first run on catalogue c16fa8f3)."""
    return batch_samples("events_fresh486")

@lru_cache(maxsize=None)
def fresh487_samples() -> tuple[dict, ...]:
    """fresh487.yaml: session r32's wave 59 (labelled, committed before its first run on catalogue c16fa8f3)."""
    return batch_samples("fresh487")


@lru_cache(maxsize=None)
def event_fresh487_samples() -> tuple[dict, ...]:
    """events_fresh487.yaml: scheduling event messages (labelled before the first run on catalogue c16fa8f3)."""
    return batch_samples("events_fresh487")

@lru_cache(maxsize=None)
def fresh488_samples() -> tuple[dict, ...]:
    """fresh488.yaml: session r32's wave 59 (labelled, committed before its first run on catalogue c16fa8f3)."""
    return batch_samples("fresh488")


@lru_cache(maxsize=None)
def event_fresh488_samples() -> tuple[dict, ...]:
    """events_fresh488.yaml: scheduling event messages (labelled before the first run on catalogue c16fa8f3)."""
    return batch_samples("events_fresh488")

@lru_cache(maxsize=None)
def fresh489_samples() -> tuple[dict, ...]:
    """fresh489.yaml: session r32's wave 59 (labelled, committed before its first run on catalogue c16fa8f3)."""
    return batch_samples("fresh489")


@lru_cache(maxsize=None)
def event_fresh489_samples() -> tuple[dict, ...]:
    """events_fresh489.yaml: scheduling event messages (labelled before the first run on catalogue c16fa8f3)."""
    return batch_samples("events_fresh489")

@lru_cache(maxsize=None)
def fresh490_samples() -> tuple[dict, ...]:
    """fresh490.yaml: session r32's wave 59 (labelled, committed before its first run on catalogue c16fa8f3)."""
    return batch_samples("fresh490")


@lru_cache(maxsize=None)
def event_fresh490_samples() -> tuple[dict, ...]:
    """events_fresh490.yaml: scheduling event messages (labelled before the first run on catalogue c16fa8f3)."""
    return batch_samples("events_fresh490")

@lru_cache(maxsize=None)
def fresh491_samples() -> tuple[dict, ...]:
    """fresh491.yaml: session r32's wave 60 (labelled, committed before its first run on catalogue 55a90677)."""
    return batch_samples("fresh491")


@lru_cache(maxsize=None)
def event_fresh491_samples() -> tuple[dict, ...]:
    """events_fresh491.yaml: scheduling event messages (labelled before the first run on catalogue 55a90677)."""
    return batch_samples("events_fresh491")

@lru_cache(maxsize=None)
def fresh492_samples() -> tuple[dict, ...]:
    """fresh492.yaml: session r32's wave 60 (labelled, committed before its first run on catalogue 55a90677)."""
    return batch_samples("fresh492")


@lru_cache(maxsize=None)
def event_fresh492_samples() -> tuple[dict, ...]:
    """events_fresh492.yaml: scheduling event messages (labelled before the first run on catalogue 55a90677)."""
    return batch_samples("events_fresh492")

@lru_cache(maxsize=None)
def fresh493_samples() -> tuple[dict, ...]:
    """fresh493.yaml: session r32's wave 60 (labelled, committed before its first run on catalogue 55a90677)."""
    return batch_samples("fresh493")


@lru_cache(maxsize=None)
def event_fresh493_samples() -> tuple[dict, ...]:
    """events_fresh493.yaml: scheduling event messages (labelled before the first run on catalogue 55a90677)."""
    return batch_samples("events_fresh493")

@lru_cache(maxsize=None)
def fresh494_samples() -> tuple[dict, ...]:
    """fresh494.yaml: session r32's wave 60 (labelled, committed before its first run on catalogue 55a90677)."""
    return batch_samples("fresh494")


@lru_cache(maxsize=None)
def event_fresh494_samples() -> tuple[dict, ...]:
    """events_fresh494.yaml: scheduling event messages (labelled before the first run on catalogue 55a90677)."""
    return batch_samples("events_fresh494")

@lru_cache(maxsize=None)
def fresh495_samples() -> tuple[dict, ...]:
    """fresh495.yaml: session r32's wave 60 (labelled, committed before its first run on catalogue 55a90677)."""
    return batch_samples("fresh495")


@lru_cache(maxsize=None)
def event_fresh495_samples() -> tuple[dict, ...]:
    """events_fresh495.yaml: scheduling event messages (labelled before the first run on catalogue 55a90677)."""
    return batch_samples("events_fresh495")

@lru_cache(maxsize=None)
def fresh496_samples() -> tuple[dict, ...]:
    """fresh496.yaml: session r32's wave 61 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh496")


@lru_cache(maxsize=None)
def event_fresh496_samples() -> tuple[dict, ...]:
    """events_fresh496.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh496")

@lru_cache(maxsize=None)
def fresh497_samples() -> tuple[dict, ...]:
    """fresh497.yaml: session r32's wave 61 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh497")


@lru_cache(maxsize=None)
def event_fresh497_samples() -> tuple[dict, ...]:
    """events_fresh497.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh497")

@lru_cache(maxsize=None)
def fresh498_samples() -> tuple[dict, ...]:
    """fresh498.yaml: session r32's wave 61 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh498")


@lru_cache(maxsize=None)
def event_fresh498_samples() -> tuple[dict, ...]:
    """events_fresh498.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh498")

@lru_cache(maxsize=None)
def fresh499_samples() -> tuple[dict, ...]:
    """fresh499.yaml: session r32's wave 61 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh499")


@lru_cache(maxsize=None)
def event_fresh499_samples() -> tuple[dict, ...]:
    """events_fresh499.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh499")

@lru_cache(maxsize=None)
def fresh500_samples() -> tuple[dict, ...]:
    """fresh500.yaml: session r32's wave 61 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh500")


@lru_cache(maxsize=None)
def event_fresh500_samples() -> tuple[dict, ...]:
    """events_fresh500.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh500")

@lru_cache(maxsize=None)
def fresh501_samples() -> tuple[dict, ...]:
    """fresh501.yaml: session r32's wave 62 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh501")


@lru_cache(maxsize=None)
def event_fresh501_samples() -> tuple[dict, ...]:
    """events_fresh501.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh501")

@lru_cache(maxsize=None)
def fresh502_samples() -> tuple[dict, ...]:
    """fresh502.yaml: session r32's wave 62 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh502")


@lru_cache(maxsize=None)
def event_fresh502_samples() -> tuple[dict, ...]:
    """events_fresh502.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh502")

@lru_cache(maxsize=None)
def fresh503_samples() -> tuple[dict, ...]:
    """fresh503.yaml: session r32's wave 62 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh503")


@lru_cache(maxsize=None)
def event_fresh503_samples() -> tuple[dict, ...]:
    """events_fresh503.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh503")

@lru_cache(maxsize=None)
def fresh504_samples() -> tuple[dict, ...]:
    """fresh504.yaml: session r32's wave 62 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh504")


@lru_cache(maxsize=None)
def event_fresh504_samples() -> tuple[dict, ...]:
    """events_fresh504.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh504")

@lru_cache(maxsize=None)
def fresh505_samples() -> tuple[dict, ...]:
    """fresh505.yaml: session r32's wave 62 (labelled, committed before its first run on catalogue 9de62bb7)."""
    return batch_samples("fresh505")


@lru_cache(maxsize=None)
def event_fresh505_samples() -> tuple[dict, ...]:
    """events_fresh505.yaml: scheduling event messages (labelled before the first run on catalogue 9de62bb7)."""
    return batch_samples("events_fresh505")

@lru_cache(maxsize=None)
def fresh506_samples() -> tuple[dict, ...]:
    """fresh506.yaml: session r33's wave 63 (labelled, committed before its first run on catalogue 787e37e2)."""
    return batch_samples("fresh506")


@lru_cache(maxsize=None)
def event_fresh506_samples() -> tuple[dict, ...]:
    """events_fresh506.yaml: scheduling event messages (labelled before the first run on catalogue 787e37e2)."""
    return batch_samples("events_fresh506")

@lru_cache(maxsize=None)
def fresh507_samples() -> tuple[dict, ...]:
    """fresh507.yaml: session r33's wave 63 (labelled, committed before its first run on catalogue 787e37e2)."""
    return batch_samples("fresh507")


@lru_cache(maxsize=None)
def event_fresh507_samples() -> tuple[dict, ...]:
    """events_fresh507.yaml: scheduling event messages (labelled before the first run on catalogue 787e37e2)."""
    return batch_samples("events_fresh507")

@lru_cache(maxsize=None)
def fresh508_samples() -> tuple[dict, ...]:
    """fresh508.yaml: session r33's wave 63 (labelled, committed before its first run on catalogue 787e37e2)."""
    return batch_samples("fresh508")


@lru_cache(maxsize=None)
def event_fresh508_samples() -> tuple[dict, ...]:
    """events_fresh508.yaml: scheduling event messages (labelled before the first run on catalogue 787e37e2)."""
    return batch_samples("events_fresh508")

@lru_cache(maxsize=None)
def fresh509_samples() -> tuple[dict, ...]:
    """fresh509.yaml: session r33's wave 63 (labelled, committed before its first run on catalogue 787e37e2)."""
    return batch_samples("fresh509")


@lru_cache(maxsize=None)
def event_fresh509_samples() -> tuple[dict, ...]:
    """events_fresh509.yaml: scheduling event messages (labelled before the first run on catalogue 787e37e2)."""
    return batch_samples("events_fresh509")

@lru_cache(maxsize=None)
def fresh510_samples() -> tuple[dict, ...]:
    """fresh510.yaml: session r33's wave 63 (labelled, committed before its first run on catalogue 787e37e2)."""
    return batch_samples("fresh510")


@lru_cache(maxsize=None)
def event_fresh510_samples() -> tuple[dict, ...]:
    """events_fresh510.yaml: scheduling event messages (labelled before the first run on catalogue 787e37e2)."""
    return batch_samples("events_fresh510")

@lru_cache(maxsize=None)
def fresh511_samples() -> tuple[dict, ...]:
    """fresh511.yaml: session r33's wave 64 (labelled, committed before its first run on catalogue fd4d6f5a)."""
    return batch_samples("fresh511")


@lru_cache(maxsize=None)
def event_fresh511_samples() -> tuple[dict, ...]:
    """events_fresh511.yaml: scheduling event messages (labelled before the first run on catalogue fd4d6f5a)."""
    return batch_samples("events_fresh511")

@lru_cache(maxsize=None)
def fresh512_samples() -> tuple[dict, ...]:
    """fresh512.yaml: session r33's wave 64 (labelled, committed before its first run on catalogue fd4d6f5a)."""
    return batch_samples("fresh512")


@lru_cache(maxsize=None)
def event_fresh512_samples() -> tuple[dict, ...]:
    """events_fresh512.yaml: scheduling event messages (labelled before the first run on catalogue fd4d6f5a)."""
    return batch_samples("events_fresh512")

@lru_cache(maxsize=None)
def fresh513_samples() -> tuple[dict, ...]:
    """fresh513.yaml: session r33's wave 64 (labelled, committed before its first run on catalogue fd4d6f5a)."""
    return batch_samples("fresh513")


@lru_cache(maxsize=None)
def event_fresh513_samples() -> tuple[dict, ...]:
    """events_fresh513.yaml: scheduling event messages (labelled before the first run on catalogue fd4d6f5a)."""
    return batch_samples("events_fresh513")

@lru_cache(maxsize=None)
def fresh514_samples() -> tuple[dict, ...]:
    """fresh514.yaml: session r33's wave 64 (labelled, committed before its first run on catalogue fd4d6f5a)."""
    return batch_samples("fresh514")


@lru_cache(maxsize=None)
def event_fresh514_samples() -> tuple[dict, ...]:
    """events_fresh514.yaml: scheduling event messages (labelled before the first run on catalogue fd4d6f5a)."""
    return batch_samples("events_fresh514")

@lru_cache(maxsize=None)
def fresh515_samples() -> tuple[dict, ...]:
    """fresh515.yaml: session r33's wave 64 (labelled, committed before its first run on catalogue fd4d6f5a)."""
    return batch_samples("fresh515")


@lru_cache(maxsize=None)
def event_fresh515_samples() -> tuple[dict, ...]:
    """events_fresh515.yaml: scheduling event messages (labelled before the first run on catalogue fd4d6f5a)."""
    return batch_samples("events_fresh515")

@lru_cache(maxsize=None)
def fresh516_samples() -> tuple[dict, ...]:
    """fresh516.yaml: session r33's wave 65 (labelled, committed before its first run on catalogue a21d5862)."""
    return batch_samples("fresh516")


@lru_cache(maxsize=None)
def event_fresh516_samples() -> tuple[dict, ...]:
    """events_fresh516.yaml: scheduling event messages (labelled before the first run on catalogue a21d5862)."""
    return batch_samples("events_fresh516")

@lru_cache(maxsize=None)
def fresh517_samples() -> tuple[dict, ...]:
    """fresh517.yaml: session r33's wave 65 (labelled, committed before its first run on catalogue a21d5862)."""
    return batch_samples("fresh517")


@lru_cache(maxsize=None)
def event_fresh517_samples() -> tuple[dict, ...]:
    """events_fresh517.yaml: scheduling event messages (labelled before the first run on catalogue a21d5862)."""
    return batch_samples("events_fresh517")

@lru_cache(maxsize=None)
def fresh518_samples() -> tuple[dict, ...]:
    """fresh518.yaml: session r33's wave 65 (labelled, committed before its first run on catalogue a21d5862)."""
    return batch_samples("fresh518")


@lru_cache(maxsize=None)
def event_fresh518_samples() -> tuple[dict, ...]:
    """events_fresh518.yaml: scheduling event messages (labelled before the first run on catalogue a21d5862)."""
    return batch_samples("events_fresh518")

@lru_cache(maxsize=None)
def fresh519_samples() -> tuple[dict, ...]:
    """fresh519.yaml: session r33's wave 65 (labelled, committed before its first run on catalogue a21d5862)."""
    return batch_samples("fresh519")


@lru_cache(maxsize=None)
def event_fresh519_samples() -> tuple[dict, ...]:
    """events_fresh519.yaml: scheduling event messages (labelled before the first run on catalogue a21d5862)."""
    return batch_samples("events_fresh519")

@lru_cache(maxsize=None)
def fresh520_samples() -> tuple[dict, ...]:
    """fresh520.yaml: session r33's wave 65 (labelled, committed before its first run on catalogue a21d5862)."""
    return batch_samples("fresh520")


@lru_cache(maxsize=None)
def event_fresh520_samples() -> tuple[dict, ...]:
    """events_fresh520.yaml: scheduling event messages (labelled before the first run on catalogue a21d5862)."""
    return batch_samples("events_fresh520")

@lru_cache(maxsize=None)
def fresh521_samples() -> tuple[dict, ...]:
    """fresh521.yaml: session r33's wave 66 (labelled, committed before its first run on catalogue 401bdd48)."""
    return batch_samples("fresh521")


@lru_cache(maxsize=None)
def event_fresh521_samples() -> tuple[dict, ...]:
    """events_fresh521.yaml: scheduling event messages (labelled before the first run on catalogue 401bdd48)."""
    return batch_samples("events_fresh521")

@lru_cache(maxsize=None)
def fresh522_samples() -> tuple[dict, ...]:
    """fresh522.yaml: session r33's wave 66 (labelled, committed before its first run on catalogue 401bdd48)."""
    return batch_samples("fresh522")


@lru_cache(maxsize=None)
def event_fresh522_samples() -> tuple[dict, ...]:
    """events_fresh522.yaml: scheduling event messages (labelled before the first run on catalogue 401bdd48)."""
    return batch_samples("events_fresh522")

@lru_cache(maxsize=None)
def fresh523_samples() -> tuple[dict, ...]:
    """fresh523.yaml: session r33's wave 66 (labelled, committed before its first run on catalogue 401bdd48)."""
    return batch_samples("fresh523")


@lru_cache(maxsize=None)
def event_fresh523_samples() -> tuple[dict, ...]:
    """events_fresh523.yaml: scheduling event messages (labelled before the first run on catalogue 401bdd48)."""
    return batch_samples("events_fresh523")

@lru_cache(maxsize=None)
def fresh524_samples() -> tuple[dict, ...]:
    """fresh524.yaml: session r33's wave 66 (labelled, committed before its first run on catalogue 401bdd48)."""
    return batch_samples("fresh524")


@lru_cache(maxsize=None)
def event_fresh524_samples() -> tuple[dict, ...]:
    """events_fresh524.yaml: scheduling event messages (labelled before the first run on catalogue 401bdd48)."""
    return batch_samples("events_fresh524")

@lru_cache(maxsize=None)
def fresh525_samples() -> tuple[dict, ...]:
    """fresh525.yaml: session r33's wave 66 (labelled, committed before its first run on catalogue 401bdd48)."""
    return batch_samples("fresh525")


@lru_cache(maxsize=None)
def event_fresh525_samples() -> tuple[dict, ...]:
    """events_fresh525.yaml: scheduling event messages (labelled before the first run on catalogue 401bdd48)."""
    return batch_samples("events_fresh525")

@lru_cache(maxsize=None)
def fresh526_samples() -> tuple[dict, ...]:
    """fresh526.yaml: session r33's wave 67 (labelled, committed before its first run on catalogue 7876ae7b)."""
    return batch_samples("fresh526")


@lru_cache(maxsize=None)
def event_fresh526_samples() -> tuple[dict, ...]:
    """events_fresh526.yaml: scheduling event messages (labelled before the first run on catalogue 7876ae7b)."""
    return batch_samples("events_fresh526")

@lru_cache(maxsize=None)
def fresh527_samples() -> tuple[dict, ...]:
    """fresh527.yaml: session r33's wave 67 (labelled, committed before its first run on catalogue 7876ae7b)."""
    return batch_samples("fresh527")


@lru_cache(maxsize=None)
def event_fresh527_samples() -> tuple[dict, ...]:
    """events_fresh527.yaml: scheduling event messages (labelled before the first run on catalogue 7876ae7b)."""
    return batch_samples("events_fresh527")

@lru_cache(maxsize=None)
def fresh528_samples() -> tuple[dict, ...]:
    """fresh528.yaml: session r33's wave 67 (labelled, committed before its first run on catalogue 7876ae7b)."""
    return batch_samples("fresh528")


@lru_cache(maxsize=None)
def event_fresh528_samples() -> tuple[dict, ...]:
    """events_fresh528.yaml: scheduling event messages (labelled before the first run on catalogue 7876ae7b)."""
    return batch_samples("events_fresh528")

@lru_cache(maxsize=None)
def fresh529_samples() -> tuple[dict, ...]:
    """fresh529.yaml: session r33's wave 67 (labelled, committed before its first run on catalogue 7876ae7b)."""
    return batch_samples("fresh529")


@lru_cache(maxsize=None)
def event_fresh529_samples() -> tuple[dict, ...]:
    """events_fresh529.yaml: scheduling event messages (labelled before the first run on catalogue 7876ae7b)."""
    return batch_samples("events_fresh529")

@lru_cache(maxsize=None)
def fresh530_samples() -> tuple[dict, ...]:
    """fresh530.yaml: session r33's wave 67 (labelled, committed before its first run on catalogue 7876ae7b)."""
    return batch_samples("fresh530")


@lru_cache(maxsize=None)
def event_fresh530_samples() -> tuple[dict, ...]:
    """events_fresh530.yaml: scheduling event messages (labelled before the first run on catalogue 7876ae7b)."""
    return batch_samples("events_fresh530")

@lru_cache(maxsize=None)
def fresh531_samples() -> tuple[dict, ...]:
    """fresh531.yaml: session r33's wave 68 (labelled, committed before its first run on catalogue 46872507)."""
    return batch_samples("fresh531")


@lru_cache(maxsize=None)
def event_fresh531_samples() -> tuple[dict, ...]:
    """events_fresh531.yaml: scheduling event messages (labelled before the first run on catalogue 46872507)."""
    return batch_samples("events_fresh531")

@lru_cache(maxsize=None)
def fresh532_samples() -> tuple[dict, ...]:
    """fresh532.yaml: session r33's wave 68 (labelled, committed before its first run on catalogue 46872507)."""
    return batch_samples("fresh532")


@lru_cache(maxsize=None)
def event_fresh532_samples() -> tuple[dict, ...]:
    """events_fresh532.yaml: scheduling event messages (labelled before the first run on catalogue 46872507)."""
    return batch_samples("events_fresh532")

@lru_cache(maxsize=None)
def fresh533_samples() -> tuple[dict, ...]:
    """fresh533.yaml: session r33's wave 68 (labelled, committed before its first run on catalogue 46872507)."""
    return batch_samples("fresh533")


@lru_cache(maxsize=None)
def event_fresh533_samples() -> tuple[dict, ...]:
    """events_fresh533.yaml: scheduling event messages (labelled before the first run on catalogue 46872507)."""
    return batch_samples("events_fresh533")

@lru_cache(maxsize=None)
def fresh534_samples() -> tuple[dict, ...]:
    """fresh534.yaml: session r33's wave 68 (labelled, committed before its first run on catalogue 46872507)."""
    return batch_samples("fresh534")


@lru_cache(maxsize=None)
def event_fresh534_samples() -> tuple[dict, ...]:
    """events_fresh534.yaml: scheduling event messages (labelled before the first run on catalogue 46872507)."""
    return batch_samples("events_fresh534")

@lru_cache(maxsize=None)
def fresh535_samples() -> tuple[dict, ...]:
    """fresh535.yaml: session r33's wave 68 (labelled, committed before its first run on catalogue 46872507)."""
    return batch_samples("fresh535")


@lru_cache(maxsize=None)
def event_fresh535_samples() -> tuple[dict, ...]:
    """events_fresh535.yaml: scheduling event messages (labelled before the first run on catalogue 46872507)."""
    return batch_samples("events_fresh535")

@lru_cache(maxsize=None)
def fresh536_samples() -> tuple[dict, ...]:
    """fresh536.yaml: session r33's wave 69 (labelled, committed before its first run on catalogue da59ba6f)."""
    return batch_samples("fresh536")


@lru_cache(maxsize=None)
def event_fresh536_samples() -> tuple[dict, ...]:
    """events_fresh536.yaml: scheduling event messages (labelled before the first run on catalogue da59ba6f)."""
    return batch_samples("events_fresh536")

@lru_cache(maxsize=None)
def fresh537_samples() -> tuple[dict, ...]:
    """fresh537.yaml: session r33's wave 69 (labelled, committed before its first run on catalogue da59ba6f)."""
    return batch_samples("fresh537")


@lru_cache(maxsize=None)
def event_fresh537_samples() -> tuple[dict, ...]:
    """events_fresh537.yaml: scheduling event messages (labelled before the first run on catalogue da59ba6f)."""
    return batch_samples("events_fresh537")

@lru_cache(maxsize=None)
def fresh538_samples() -> tuple[dict, ...]:
    """fresh538.yaml: session r33's wave 69 (labelled, committed before its first run on catalogue da59ba6f)."""
    return batch_samples("fresh538")


@lru_cache(maxsize=None)
def event_fresh538_samples() -> tuple[dict, ...]:
    """events_fresh538.yaml: scheduling event messages (labelled before the first run on catalogue da59ba6f)."""
    return batch_samples("events_fresh538")

@lru_cache(maxsize=None)
def fresh539_samples() -> tuple[dict, ...]:
    """fresh539.yaml: session r33's wave 69 (labelled, committed before its first run on catalogue da59ba6f)."""
    return batch_samples("fresh539")


@lru_cache(maxsize=None)
def event_fresh539_samples() -> tuple[dict, ...]:
    """events_fresh539.yaml: scheduling event messages (labelled before the first run on catalogue da59ba6f)."""
    return batch_samples("events_fresh539")

@lru_cache(maxsize=None)
def fresh540_samples() -> tuple[dict, ...]:
    """fresh540.yaml: session r33's wave 69 (labelled, committed before its first run on catalogue da59ba6f)."""
    return batch_samples("fresh540")


@lru_cache(maxsize=None)
def event_fresh540_samples() -> tuple[dict, ...]:
    """events_fresh540.yaml: scheduling event messages (labelled before the first run on catalogue da59ba6f)."""
    return batch_samples("events_fresh540")

@lru_cache(maxsize=None)
def fresh541_samples() -> tuple[dict, ...]:
    """fresh541.yaml: session r34's wave 70 (labelled, committed before its first run on catalogue 1f12908b)."""
    return batch_samples("fresh541")


@lru_cache(maxsize=None)
def event_fresh541_samples() -> tuple[dict, ...]:
    """events_fresh541.yaml: scheduling event messages (labelled before the first run on catalogue 1f12908b)."""
    return batch_samples("events_fresh541")

@lru_cache(maxsize=None)
def fresh542_samples() -> tuple[dict, ...]:
    """fresh542.yaml: session r34's wave 70 (labelled, committed before its first run on catalogue 1f12908b)."""
    return batch_samples("fresh542")


@lru_cache(maxsize=None)
def event_fresh542_samples() -> tuple[dict, ...]:
    """events_fresh542.yaml: scheduling event messages (labelled before the first run on catalogue 1f12908b)."""
    return batch_samples("events_fresh542")

@lru_cache(maxsize=None)
def fresh543_samples() -> tuple[dict, ...]:
    """fresh543.yaml: session r34's wave 70 (labelled, committed before its first run on catalogue 1f12908b)."""
    return batch_samples("fresh543")


@lru_cache(maxsize=None)
def event_fresh543_samples() -> tuple[dict, ...]:
    """events_fresh543.yaml: scheduling event messages (labelled before the first run on catalogue 1f12908b)."""
    return batch_samples("events_fresh543")

@lru_cache(maxsize=None)
def fresh544_samples() -> tuple[dict, ...]:
    """fresh544.yaml: session r34's wave 70 (labelled, committed before its first run on catalogue 1f12908b)."""
    return batch_samples("fresh544")


@lru_cache(maxsize=None)
def event_fresh544_samples() -> tuple[dict, ...]:
    """events_fresh544.yaml: scheduling event messages (labelled before the first run on catalogue 1f12908b)."""
    return batch_samples("events_fresh544")

@lru_cache(maxsize=None)
def fresh545_samples() -> tuple[dict, ...]:
    """fresh545.yaml: session r34's wave 70 (labelled, committed before its first run on catalogue 1f12908b)."""
    return batch_samples("fresh545")


@lru_cache(maxsize=None)
def event_fresh545_samples() -> tuple[dict, ...]:
    """events_fresh545.yaml: scheduling event messages (labelled before the first run on catalogue 1f12908b)."""
    return batch_samples("events_fresh545")

@lru_cache(maxsize=None)
def fresh546_samples() -> tuple[dict, ...]:
    """fresh546.yaml: session r34's wave 71 (labelled, committed before its first run on catalogue cfbd75d1)."""
    return batch_samples("fresh546")


@lru_cache(maxsize=None)
def event_fresh546_samples() -> tuple[dict, ...]:
    """events_fresh546.yaml: scheduling event messages (labelled before the first run on catalogue cfbd75d1)."""
    return batch_samples("events_fresh546")

@lru_cache(maxsize=None)
def fresh547_samples() -> tuple[dict, ...]:
    """fresh547.yaml: session r34's wave 71 (labelled, committed before its first run on catalogue cfbd75d1)."""
    return batch_samples("fresh547")


@lru_cache(maxsize=None)
def event_fresh547_samples() -> tuple[dict, ...]:
    """events_fresh547.yaml: scheduling event messages (labelled before the first run on catalogue cfbd75d1)."""
    return batch_samples("events_fresh547")

@lru_cache(maxsize=None)
def fresh548_samples() -> tuple[dict, ...]:
    """fresh548.yaml: session r34's wave 71 (labelled, committed before its first run on catalogue cfbd75d1)."""
    return batch_samples("fresh548")


@lru_cache(maxsize=None)
def event_fresh548_samples() -> tuple[dict, ...]:
    """events_fresh548.yaml: scheduling event messages (labelled before the first run on catalogue cfbd75d1)."""
    return batch_samples("events_fresh548")

@lru_cache(maxsize=None)
def fresh549_samples() -> tuple[dict, ...]:
    """fresh549.yaml: session r34's wave 71 (labelled, committed before its first run on catalogue cfbd75d1)."""
    return batch_samples("fresh549")


@lru_cache(maxsize=None)
def event_fresh549_samples() -> tuple[dict, ...]:
    """events_fresh549.yaml: scheduling event messages (labelled before the first run on catalogue cfbd75d1)."""
    return batch_samples("events_fresh549")

@lru_cache(maxsize=None)
def fresh550_samples() -> tuple[dict, ...]:
    """fresh550.yaml: session r34's wave 71 (labelled, committed before its first run on catalogue cfbd75d1)."""
    return batch_samples("fresh550")


@lru_cache(maxsize=None)
def event_fresh550_samples() -> tuple[dict, ...]:
    """events_fresh550.yaml: scheduling event messages (labelled before the first run on catalogue cfbd75d1)."""
    return batch_samples("events_fresh550")

@lru_cache(maxsize=None)
def fresh551_samples() -> tuple[dict, ...]:
    """fresh551.yaml: session r34's wave 72 (labelled, committed before its first run on catalogue 0688e5c1)."""
    return batch_samples("fresh551")


@lru_cache(maxsize=None)
def event_fresh551_samples() -> tuple[dict, ...]:
    """events_fresh551.yaml: scheduling event messages (labelled before the first run on catalogue 0688e5c1)."""
    return batch_samples("events_fresh551")

@lru_cache(maxsize=None)
def fresh552_samples() -> tuple[dict, ...]:
    """fresh552.yaml: session r34's wave 72 (labelled, committed before its first run on catalogue 0688e5c1)."""
    return batch_samples("fresh552")


@lru_cache(maxsize=None)
def event_fresh552_samples() -> tuple[dict, ...]:
    """events_fresh552.yaml: scheduling event messages (labelled before the first run on catalogue 0688e5c1)."""
    return batch_samples("events_fresh552")

@lru_cache(maxsize=None)
def fresh553_samples() -> tuple[dict, ...]:
    """fresh553.yaml: session r34's wave 72 (labelled, committed before its first run on catalogue 0688e5c1)."""
    return batch_samples("fresh553")


@lru_cache(maxsize=None)
def event_fresh553_samples() -> tuple[dict, ...]:
    """events_fresh553.yaml: scheduling event messages (labelled before the first run on catalogue 0688e5c1)."""
    return batch_samples("events_fresh553")

@lru_cache(maxsize=None)
def fresh554_samples() -> tuple[dict, ...]:
    """fresh554.yaml: session r34's wave 72 (labelled, committed before its first run on catalogue 0688e5c1)."""
    return batch_samples("fresh554")


@lru_cache(maxsize=None)
def event_fresh554_samples() -> tuple[dict, ...]:
    """events_fresh554.yaml: scheduling event messages (labelled before the first run on catalogue 0688e5c1)."""
    return batch_samples("events_fresh554")

@lru_cache(maxsize=None)
def fresh555_samples() -> tuple[dict, ...]:
    """fresh555.yaml: session r34's wave 72 (labelled, committed before its first run on catalogue 0688e5c1)."""
    return batch_samples("fresh555")


@lru_cache(maxsize=None)
def event_fresh555_samples() -> tuple[dict, ...]:
    """events_fresh555.yaml: scheduling event messages (labelled before the first run on catalogue 0688e5c1)."""
    return batch_samples("events_fresh555")

@lru_cache(maxsize=None)
def fresh556_samples() -> tuple[dict, ...]:
    """fresh556.yaml: session r34's wave 73 (labelled, committed before its first run on catalogue 361996f3)."""
    return batch_samples("fresh556")


@lru_cache(maxsize=None)
def event_fresh556_samples() -> tuple[dict, ...]:
    """events_fresh556.yaml: scheduling event messages (labelled before the first run on catalogue 361996f3)."""
    return batch_samples("events_fresh556")

@lru_cache(maxsize=None)
def fresh557_samples() -> tuple[dict, ...]:
    """fresh557.yaml: session r34's wave 73 (labelled, committed before its first run on catalogue 361996f3)."""
    return batch_samples("fresh557")


@lru_cache(maxsize=None)
def event_fresh557_samples() -> tuple[dict, ...]:
    """events_fresh557.yaml: scheduling event messages (labelled before the first run on catalogue 361996f3)."""
    return batch_samples("events_fresh557")

@lru_cache(maxsize=None)
def fresh558_samples() -> tuple[dict, ...]:
    """fresh558.yaml: session r34's wave 73 (labelled, committed before its first run on catalogue 361996f3)."""
    return batch_samples("fresh558")


@lru_cache(maxsize=None)
def event_fresh558_samples() -> tuple[dict, ...]:
    """events_fresh558.yaml: scheduling event messages (labelled before the first run on catalogue 361996f3)."""
    return batch_samples("events_fresh558")

@lru_cache(maxsize=None)
def fresh559_samples() -> tuple[dict, ...]:
    """fresh559.yaml: session r34's wave 73 (labelled, committed before its first run on catalogue 361996f3)."""
    return batch_samples("fresh559")


@lru_cache(maxsize=None)
def event_fresh559_samples() -> tuple[dict, ...]:
    """events_fresh559.yaml: scheduling event messages (labelled before the first run on catalogue 361996f3)."""
    return batch_samples("events_fresh559")

@lru_cache(maxsize=None)
def fresh560_samples() -> tuple[dict, ...]:
    """fresh560.yaml: session r34's wave 73 (labelled, committed before its first run on catalogue 361996f3)."""
    return batch_samples("fresh560")


@lru_cache(maxsize=None)
def event_fresh560_samples() -> tuple[dict, ...]:
    """events_fresh560.yaml: scheduling event messages (labelled before the first run on catalogue 361996f3)."""
    return batch_samples("events_fresh560")

@lru_cache(maxsize=None)
def fresh561_samples() -> tuple[dict, ...]:
    """fresh561.yaml: session r34's wave 74 (labelled, committed before its first run on catalogue 2984b3f4)."""
    return batch_samples("fresh561")


@lru_cache(maxsize=None)
def event_fresh561_samples() -> tuple[dict, ...]:
    """events_fresh561.yaml: scheduling event messages (labelled before the first run on catalogue 2984b3f4)."""
    return batch_samples("events_fresh561")

@lru_cache(maxsize=None)
def fresh562_samples() -> tuple[dict, ...]:
    """fresh562.yaml: session r34's wave 74 (labelled, committed before its first run on catalogue 2984b3f4)."""
    return batch_samples("fresh562")


@lru_cache(maxsize=None)
def event_fresh562_samples() -> tuple[dict, ...]:
    """events_fresh562.yaml: scheduling event messages (labelled before the first run on catalogue 2984b3f4)."""
    return batch_samples("events_fresh562")

@lru_cache(maxsize=None)
def fresh563_samples() -> tuple[dict, ...]:
    """fresh563.yaml: session r34's wave 74 (labelled, committed before its first run on catalogue 2984b3f4)."""
    return batch_samples("fresh563")


@lru_cache(maxsize=None)
def event_fresh563_samples() -> tuple[dict, ...]:
    """events_fresh563.yaml: scheduling event messages (labelled before the first run on catalogue 2984b3f4)."""
    return batch_samples("events_fresh563")

@lru_cache(maxsize=None)
def fresh564_samples() -> tuple[dict, ...]:
    """fresh564.yaml: session r34's wave 74 (labelled, committed before its first run on catalogue 2984b3f4)."""
    return batch_samples("fresh564")


@lru_cache(maxsize=None)
def event_fresh564_samples() -> tuple[dict, ...]:
    """events_fresh564.yaml: scheduling event messages (labelled before the first run on catalogue 2984b3f4)."""
    return batch_samples("events_fresh564")

@lru_cache(maxsize=None)
def fresh565_samples() -> tuple[dict, ...]:
    """fresh565.yaml: session r34's wave 74 (labelled, committed before its first run on catalogue 2984b3f4)."""
    return batch_samples("fresh565")


@lru_cache(maxsize=None)
def event_fresh565_samples() -> tuple[dict, ...]:
    """events_fresh565.yaml: scheduling event messages (labelled before the first run on catalogue 2984b3f4)."""
    return batch_samples("events_fresh565")

@lru_cache(maxsize=None)
def fresh566_samples() -> tuple[dict, ...]:
    """fresh566.yaml: session r35's wave 75 (labelled, committed before its first run on catalogue efae7b93)."""
    return batch_samples("fresh566")


@lru_cache(maxsize=None)
def event_fresh566_samples() -> tuple[dict, ...]:
    """events_fresh566.yaml: scheduling event messages (labelled before the first run on catalogue efae7b93)."""
    return batch_samples("events_fresh566")

@lru_cache(maxsize=None)
def fresh567_samples() -> tuple[dict, ...]:
    """fresh567.yaml: session r35's wave 75 (labelled, committed before its first run on catalogue efae7b93)."""
    return batch_samples("fresh567")


@lru_cache(maxsize=None)
def event_fresh567_samples() -> tuple[dict, ...]:
    """events_fresh567.yaml: scheduling event messages (labelled before the first run on catalogue efae7b93)."""
    return batch_samples("events_fresh567")

@lru_cache(maxsize=None)
def fresh568_samples() -> tuple[dict, ...]:
    """fresh568.yaml: session r35's wave 75 (labelled, committed before its first run on catalogue efae7b93)."""
    return batch_samples("fresh568")


@lru_cache(maxsize=None)
def event_fresh568_samples() -> tuple[dict, ...]:
    """events_fresh568.yaml: scheduling event messages (labelled before the first run on catalogue efae7b93)."""
    return batch_samples("events_fresh568")

@lru_cache(maxsize=None)
def fresh569_samples() -> tuple[dict, ...]:
    """fresh569.yaml: session r35's wave 75 (labelled, committed before its first run on catalogue efae7b93)."""
    return batch_samples("fresh569")


@lru_cache(maxsize=None)
def event_fresh569_samples() -> tuple[dict, ...]:
    """events_fresh569.yaml: scheduling event messages (labelled before the first run on catalogue efae7b93)."""
    return batch_samples("events_fresh569")

@lru_cache(maxsize=None)
def fresh570_samples() -> tuple[dict, ...]:
    """fresh570.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh570")


@lru_cache(maxsize=None)
def event_fresh570_samples() -> tuple[dict, ...]:
    """events_fresh570.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh570")

@lru_cache(maxsize=None)
def fresh571_samples() -> tuple[dict, ...]:
    """fresh571.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh571")


@lru_cache(maxsize=None)
def event_fresh571_samples() -> tuple[dict, ...]:
    """events_fresh571.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh571")

@lru_cache(maxsize=None)
def fresh572_samples() -> tuple[dict, ...]:
    """fresh572.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh572")


@lru_cache(maxsize=None)
def event_fresh572_samples() -> tuple[dict, ...]:
    """events_fresh572.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh572")

@lru_cache(maxsize=None)
def fresh573_samples() -> tuple[dict, ...]:
    """fresh573.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh573")


@lru_cache(maxsize=None)
def event_fresh573_samples() -> tuple[dict, ...]:
    """events_fresh573.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh573")

@lru_cache(maxsize=None)
def fresh574_samples() -> tuple[dict, ...]:
    """fresh574.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh574")


@lru_cache(maxsize=None)
def event_fresh574_samples() -> tuple[dict, ...]:
    """events_fresh574.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh574")

@lru_cache(maxsize=None)
def fresh575_samples() -> tuple[dict, ...]:
    """fresh575.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh575")


@lru_cache(maxsize=None)
def event_fresh575_samples() -> tuple[dict, ...]:
    """events_fresh575.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh575")

@lru_cache(maxsize=None)
def fresh576_samples() -> tuple[dict, ...]:
    """fresh576.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh576")


@lru_cache(maxsize=None)
def event_fresh576_samples() -> tuple[dict, ...]:
    """events_fresh576.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh576")

@lru_cache(maxsize=None)
def fresh577_samples() -> tuple[dict, ...]:
    """fresh577.yaml: session r35's wave 76 (labelled, committed before its first run on catalogue daa1c718)."""
    return batch_samples("fresh577")


@lru_cache(maxsize=None)
def event_fresh577_samples() -> tuple[dict, ...]:
    """events_fresh577.yaml: scheduling event messages (labelled before the first run on catalogue daa1c718)."""
    return batch_samples("events_fresh577")

@lru_cache(maxsize=None)
def fresh578_samples() -> tuple[dict, ...]:
    """fresh578.yaml: session r35's wave 77 (labelled, committed before its first run on catalogue 4d9cb8c3)."""
    return batch_samples("fresh578")


@lru_cache(maxsize=None)
def event_fresh578_samples() -> tuple[dict, ...]:
    """events_fresh578.yaml: scheduling event messages (labelled before the first run on catalogue 4d9cb8c3)."""
    return batch_samples("events_fresh578")

@lru_cache(maxsize=None)
def fresh579_samples() -> tuple[dict, ...]:
    """fresh579.yaml: session r35's wave 77 (labelled, committed before its first run on catalogue 4d9cb8c3)."""
    return batch_samples("fresh579")


@lru_cache(maxsize=None)
def event_fresh579_samples() -> tuple[dict, ...]:
    """events_fresh579.yaml: scheduling event messages (labelled before the first run on catalogue 4d9cb8c3)."""
    return batch_samples("events_fresh579")

@lru_cache(maxsize=None)
def fresh580_samples() -> tuple[dict, ...]:
    """fresh580.yaml: session r35's wave 77 (labelled, committed before its first run on catalogue 4d9cb8c3)."""
    return batch_samples("fresh580")


@lru_cache(maxsize=None)
def event_fresh580_samples() -> tuple[dict, ...]:
    """events_fresh580.yaml: scheduling event messages (labelled before the first run on catalogue 4d9cb8c3)."""
    return batch_samples("events_fresh580")

@lru_cache(maxsize=None)
def fresh581_samples() -> tuple[dict, ...]:
    """fresh581.yaml: session r35's wave 78 (labelled, committed before its first run on catalogue 9066b3ea)."""
    return batch_samples("fresh581")


@lru_cache(maxsize=None)
def event_fresh581_samples() -> tuple[dict, ...]:
    """events_fresh581.yaml: scheduling event messages (labelled before the first run on catalogue 9066b3ea)."""
    return batch_samples("events_fresh581")

@lru_cache(maxsize=None)
def fresh582_samples() -> tuple[dict, ...]:
    """fresh582.yaml: session r35's wave 78 (labelled, committed before its first run on catalogue 9066b3ea)."""
    return batch_samples("fresh582")


@lru_cache(maxsize=None)
def event_fresh582_samples() -> tuple[dict, ...]:
    """events_fresh582.yaml: scheduling event messages (labelled before the first run on catalogue 9066b3ea)."""
    return batch_samples("events_fresh582")

@lru_cache(maxsize=None)
def fresh583_samples() -> tuple[dict, ...]:
    """fresh583.yaml: session r35's wave 78 (labelled, committed before its first run on catalogue 9066b3ea)."""
    return batch_samples("fresh583")


@lru_cache(maxsize=None)
def event_fresh583_samples() -> tuple[dict, ...]:
    """events_fresh583.yaml: scheduling event messages (labelled before the first run on catalogue 9066b3ea)."""
    return batch_samples("events_fresh583")

@lru_cache(maxsize=None)
def fresh584_samples() -> tuple[dict, ...]:
    """fresh584.yaml: session r35's wave 78 (labelled, committed before its first run on catalogue 9066b3ea)."""
    return batch_samples("fresh584")


@lru_cache(maxsize=None)
def event_fresh584_samples() -> tuple[dict, ...]:
    """events_fresh584.yaml: scheduling event messages (labelled before the first run on catalogue 9066b3ea)."""
    return batch_samples("events_fresh584")

@lru_cache(maxsize=None)
def fresh585_samples() -> tuple[dict, ...]:
    """fresh585.yaml: session r35's wave 78 (labelled, committed before its first run on catalogue 9066b3ea)."""
    return batch_samples("fresh585")


@lru_cache(maxsize=None)
def event_fresh585_samples() -> tuple[dict, ...]:
    """events_fresh585.yaml: scheduling event messages (labelled before the first run on catalogue 9066b3ea)."""
    return batch_samples("events_fresh585")

@lru_cache(maxsize=None)
def fresh586_samples() -> tuple[dict, ...]:
    """fresh586.yaml: session r35's wave 79 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh586")


@lru_cache(maxsize=None)
def event_fresh586_samples() -> tuple[dict, ...]:
    """events_fresh586.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh586")

@lru_cache(maxsize=None)
def fresh587_samples() -> tuple[dict, ...]:
    """fresh587.yaml: session r35's wave 79 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh587")


@lru_cache(maxsize=None)
def event_fresh587_samples() -> tuple[dict, ...]:
    """events_fresh587.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh587")

@lru_cache(maxsize=None)
def fresh588_samples() -> tuple[dict, ...]:
    """fresh588.yaml: session r35's wave 79 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh588")


@lru_cache(maxsize=None)
def event_fresh588_samples() -> tuple[dict, ...]:
    """events_fresh588.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh588")

@lru_cache(maxsize=None)
def fresh589_samples() -> tuple[dict, ...]:
    """fresh589.yaml: session r35's wave 79 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh589")


@lru_cache(maxsize=None)
def event_fresh589_samples() -> tuple[dict, ...]:
    """events_fresh589.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh589")

@lru_cache(maxsize=None)
def fresh590_samples() -> tuple[dict, ...]:
    """fresh590.yaml: session r35's wave 80 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh590")


@lru_cache(maxsize=None)
def event_fresh590_samples() -> tuple[dict, ...]:
    """events_fresh590.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh590")

@lru_cache(maxsize=None)
def fresh591_samples() -> tuple[dict, ...]:
    """fresh591.yaml: session r35's wave 80 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh591")


@lru_cache(maxsize=None)
def event_fresh591_samples() -> tuple[dict, ...]:
    """events_fresh591.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh591")

@lru_cache(maxsize=None)
def fresh592_samples() -> tuple[dict, ...]:
    """fresh592.yaml: session r35's wave 80 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh592")


@lru_cache(maxsize=None)
def event_fresh592_samples() -> tuple[dict, ...]:
    """events_fresh592.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh592")

@lru_cache(maxsize=None)
def fresh593_samples() -> tuple[dict, ...]:
    """fresh593.yaml: session r35's wave 80 (labelled, committed before its first run on catalogue fcfc801f)."""
    return batch_samples("fresh593")


@lru_cache(maxsize=None)
def event_fresh593_samples() -> tuple[dict, ...]:
    """events_fresh593.yaml: scheduling event messages (labelled before the first run on catalogue fcfc801f)."""
    return batch_samples("events_fresh593")

@lru_cache(maxsize=None)
def fresh594_samples() -> tuple[dict, ...]:
    """fresh594.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh594")


@lru_cache(maxsize=None)
def event_fresh594_samples() -> tuple[dict, ...]:
    """events_fresh594.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh594")

@lru_cache(maxsize=None)
def fresh595_samples() -> tuple[dict, ...]:
    """fresh595.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh595")


@lru_cache(maxsize=None)
def event_fresh595_samples() -> tuple[dict, ...]:
    """events_fresh595.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh595")

@lru_cache(maxsize=None)
def fresh596_samples() -> tuple[dict, ...]:
    """fresh596.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh596")


@lru_cache(maxsize=None)
def event_fresh596_samples() -> tuple[dict, ...]:
    """events_fresh596.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh596")

@lru_cache(maxsize=None)
def fresh597_samples() -> tuple[dict, ...]:
    """fresh597.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh597")


@lru_cache(maxsize=None)
def event_fresh597_samples() -> tuple[dict, ...]:
    """events_fresh597.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh597")

@lru_cache(maxsize=None)
def fresh598_samples() -> tuple[dict, ...]:
    """fresh598.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh598")


@lru_cache(maxsize=None)
def event_fresh598_samples() -> tuple[dict, ...]:
    """events_fresh598.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh598")

@lru_cache(maxsize=None)
def fresh599_samples() -> tuple[dict, ...]:
    """fresh599.yaml: session r36's wave 81 (labelled, committed before its first run on catalogue 24265ef2)."""
    return batch_samples("fresh599")


@lru_cache(maxsize=None)
def event_fresh599_samples() -> tuple[dict, ...]:
    """events_fresh599.yaml: scheduling event messages (labelled before the first run on catalogue 24265ef2)."""
    return batch_samples("events_fresh599")

@lru_cache(maxsize=None)
def fresh600_samples() -> tuple[dict, ...]:
    """fresh600.yaml: session r36's wave 82 (labelled, committed before its first run on catalogue bfe947f8)."""
    return batch_samples("fresh600")


@lru_cache(maxsize=None)
def event_fresh600_samples() -> tuple[dict, ...]:
    """events_fresh600.yaml: scheduling event messages (labelled before the first run on catalogue bfe947f8)."""
    return batch_samples("events_fresh600")

@lru_cache(maxsize=None)
def fresh601_samples() -> tuple[dict, ...]:
    """fresh601.yaml: session r36's wave 82 (labelled, committed before its first run on catalogue bfe947f8)."""
    return batch_samples("fresh601")


@lru_cache(maxsize=None)
def event_fresh601_samples() -> tuple[dict, ...]:
    """events_fresh601.yaml: scheduling event messages (labelled before the first run on catalogue bfe947f8)."""
    return batch_samples("events_fresh601")

@lru_cache(maxsize=None)
def fresh602_samples() -> tuple[dict, ...]:
    """fresh602.yaml: session r36's wave 82 (labelled, committed before its first run on catalogue bfe947f8)."""
    return batch_samples("fresh602")


@lru_cache(maxsize=None)
def event_fresh602_samples() -> tuple[dict, ...]:
    """events_fresh602.yaml: scheduling event messages (labelled before the first run on catalogue bfe947f8)."""
    return batch_samples("events_fresh602")

@lru_cache(maxsize=None)
def fresh603_samples() -> tuple[dict, ...]:
    """fresh603.yaml: session r36's wave 82 (labelled, committed before its first run on catalogue bfe947f8)."""
    return batch_samples("fresh603")


@lru_cache(maxsize=None)
def event_fresh603_samples() -> tuple[dict, ...]:
    """events_fresh603.yaml: scheduling event messages (labelled before the first run on catalogue bfe947f8)."""
    return batch_samples("events_fresh603")

@lru_cache(maxsize=None)
def fresh604_samples() -> tuple[dict, ...]:
    """fresh604.yaml: session r36's wave 82 (labelled, committed before its first run on catalogue bfe947f8)."""
    return batch_samples("fresh604")


@lru_cache(maxsize=None)
def event_fresh604_samples() -> tuple[dict, ...]:
    """events_fresh604.yaml: scheduling event messages (labelled before the first run on catalogue bfe947f8)."""
    return batch_samples("events_fresh604")

@lru_cache(maxsize=None)
def fresh605_samples() -> tuple[dict, ...]:
    """fresh605.yaml: session r36's wave 83 (labelled, committed before its first run on catalogue 08b74ca9)."""
    return batch_samples("fresh605")


@lru_cache(maxsize=None)
def event_fresh605_samples() -> tuple[dict, ...]:
    """events_fresh605.yaml: scheduling event messages (labelled before the first run on catalogue 08b74ca9)."""
    return batch_samples("events_fresh605")

@lru_cache(maxsize=None)
def fresh606_samples() -> tuple[dict, ...]:
    """fresh606.yaml: session r36's wave 83 (labelled, committed before its first run on catalogue 08b74ca9)."""
    return batch_samples("fresh606")


@lru_cache(maxsize=None)
def event_fresh606_samples() -> tuple[dict, ...]:
    """events_fresh606.yaml: scheduling event messages (labelled before the first run on catalogue 08b74ca9)."""
    return batch_samples("events_fresh606")

@lru_cache(maxsize=None)
def fresh607_samples() -> tuple[dict, ...]:
    """fresh607.yaml: session r36's wave 83 (labelled, committed before its first run on catalogue 08b74ca9)."""
    return batch_samples("fresh607")


@lru_cache(maxsize=None)
def event_fresh607_samples() -> tuple[dict, ...]:
    """events_fresh607.yaml: scheduling event messages (labelled before the first run on catalogue 08b74ca9)."""
    return batch_samples("events_fresh607")

@lru_cache(maxsize=None)
def fresh608_samples() -> tuple[dict, ...]:
    """fresh608.yaml: session r36's wave 83 (labelled, committed before its first run on catalogue 08b74ca9)."""
    return batch_samples("fresh608")


@lru_cache(maxsize=None)
def event_fresh608_samples() -> tuple[dict, ...]:
    """events_fresh608.yaml: scheduling event messages (labelled before the first run on catalogue 08b74ca9)."""
    return batch_samples("events_fresh608")

@lru_cache(maxsize=None)
def fresh609_samples() -> tuple[dict, ...]:
    """fresh609.yaml: session r36's wave 83 (labelled, committed before its first run on catalogue 08b74ca9)."""
    return batch_samples("fresh609")


@lru_cache(maxsize=None)
def event_fresh609_samples() -> tuple[dict, ...]:
    """events_fresh609.yaml: scheduling event messages (labelled before the first run on catalogue 08b74ca9)."""
    return batch_samples("events_fresh609")

@lru_cache(maxsize=None)
def fresh610_samples() -> tuple[dict, ...]:
    """fresh610.yaml: session r36's wave 84 (labelled, committed before its first run on catalogue 2dbc4f2b)."""
    return batch_samples("fresh610")


@lru_cache(maxsize=None)
def event_fresh610_samples() -> tuple[dict, ...]:
    """events_fresh610.yaml: scheduling event messages (labelled before the first run on catalogue 2dbc4f2b)."""
    return batch_samples("events_fresh610")

@lru_cache(maxsize=None)
def fresh611_samples() -> tuple[dict, ...]:
    """fresh611.yaml: session r36's wave 84 (labelled, committed before its first run on catalogue 2dbc4f2b)."""
    return batch_samples("fresh611")


@lru_cache(maxsize=None)
def event_fresh611_samples() -> tuple[dict, ...]:
    """events_fresh611.yaml: scheduling event messages (labelled before the first run on catalogue 2dbc4f2b)."""
    return batch_samples("events_fresh611")

@lru_cache(maxsize=None)
def fresh612_samples() -> tuple[dict, ...]:
    """fresh612.yaml: session r36's wave 84 (labelled, committed before its first run on catalogue 2dbc4f2b)."""
    return batch_samples("fresh612")


@lru_cache(maxsize=None)
def event_fresh612_samples() -> tuple[dict, ...]:
    """events_fresh612.yaml: scheduling event messages (labelled before the first run on catalogue 2dbc4f2b)."""
    return batch_samples("events_fresh612")

@lru_cache(maxsize=None)
def fresh613_samples() -> tuple[dict, ...]:
    """fresh613.yaml: session r36's wave 84 (labelled, committed before its first run on catalogue 2dbc4f2b)."""
    return batch_samples("fresh613")


@lru_cache(maxsize=None)
def event_fresh613_samples() -> tuple[dict, ...]:
    """events_fresh613.yaml: scheduling event messages (labelled before the first run on catalogue 2dbc4f2b)."""
    return batch_samples("events_fresh613")

@lru_cache(maxsize=None)
def fresh614_samples() -> tuple[dict, ...]:
    """fresh614.yaml: session r36's wave 84 (labelled, committed before its first run on catalogue 2dbc4f2b)."""
    return batch_samples("fresh614")


@lru_cache(maxsize=None)
def event_fresh614_samples() -> tuple[dict, ...]:
    """events_fresh614.yaml: scheduling event messages (labelled before the first run on catalogue 2dbc4f2b)."""
    return batch_samples("events_fresh614")

@lru_cache(maxsize=None)
def fresh615_samples() -> tuple[dict, ...]:
    """fresh615.yaml: session r36's wave 85 (labelled, committed before its first run on catalogue 922361f5)."""
    return batch_samples("fresh615")


@lru_cache(maxsize=None)
def event_fresh615_samples() -> tuple[dict, ...]:
    """events_fresh615.yaml: scheduling event messages (labelled before the first run on catalogue 922361f5)."""
    return batch_samples("events_fresh615")

@lru_cache(maxsize=None)
def fresh616_samples() -> tuple[dict, ...]:
    """fresh616.yaml: session r36's wave 85 (labelled, committed before its first run on catalogue 922361f5)."""
    return batch_samples("fresh616")


@lru_cache(maxsize=None)
def event_fresh616_samples() -> tuple[dict, ...]:
    """events_fresh616.yaml: scheduling event messages (labelled before the first run on catalogue 922361f5)."""
    return batch_samples("events_fresh616")

@lru_cache(maxsize=None)
def fresh617_samples() -> tuple[dict, ...]:
    """fresh617.yaml: session r36's wave 85 (labelled, committed before its first run on catalogue 922361f5)."""
    return batch_samples("fresh617")


@lru_cache(maxsize=None)
def event_fresh617_samples() -> tuple[dict, ...]:
    """events_fresh617.yaml: scheduling event messages (labelled before the first run on catalogue 922361f5)."""
    return batch_samples("events_fresh617")

@lru_cache(maxsize=None)
def fresh618_samples() -> tuple[dict, ...]:
    """fresh618.yaml: session r36's wave 85 (labelled, committed before its first run on catalogue 922361f5)."""
    return batch_samples("fresh618")


@lru_cache(maxsize=None)
def event_fresh618_samples() -> tuple[dict, ...]:
    """events_fresh618.yaml: scheduling event messages (labelled before the first run on catalogue 922361f5)."""
    return batch_samples("events_fresh618")

@lru_cache(maxsize=None)
def fresh619_samples() -> tuple[dict, ...]:
    """fresh619.yaml: session r36's wave 85 (labelled, committed before its first run on catalogue 922361f5)."""
    return batch_samples("fresh619")


@lru_cache(maxsize=None)
def event_fresh619_samples() -> tuple[dict, ...]:
    """events_fresh619.yaml: scheduling event messages (labelled before the first run on catalogue 922361f5)."""
    return batch_samples("events_fresh619")

@lru_cache(maxsize=None)
def fresh620_samples() -> tuple[dict, ...]:
    """fresh620.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh620")


@lru_cache(maxsize=None)
def event_fresh620_samples() -> tuple[dict, ...]:
    """events_fresh620.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh620")

@lru_cache(maxsize=None)
def fresh621_samples() -> tuple[dict, ...]:
    """fresh621.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh621")


@lru_cache(maxsize=None)
def event_fresh621_samples() -> tuple[dict, ...]:
    """events_fresh621.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh621")

@lru_cache(maxsize=None)
def fresh622_samples() -> tuple[dict, ...]:
    """fresh622.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh622")


@lru_cache(maxsize=None)
def event_fresh622_samples() -> tuple[dict, ...]:
    """events_fresh622.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh622")

@lru_cache(maxsize=None)
def fresh623_samples() -> tuple[dict, ...]:
    """fresh623.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh623")


@lru_cache(maxsize=None)
def event_fresh623_samples() -> tuple[dict, ...]:
    """events_fresh623.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh623")

@lru_cache(maxsize=None)
def fresh624_samples() -> tuple[dict, ...]:
    """fresh624.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh624")


@lru_cache(maxsize=None)
def event_fresh624_samples() -> tuple[dict, ...]:
    """events_fresh624.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh624")

@lru_cache(maxsize=None)
def fresh625_samples() -> tuple[dict, ...]:
    """fresh625.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh625")


@lru_cache(maxsize=None)
def event_fresh625_samples() -> tuple[dict, ...]:
    """events_fresh625.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh625")

@lru_cache(maxsize=None)
def fresh626_samples() -> tuple[dict, ...]:
    """fresh626.yaml: session r37's wave 86 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh626")


@lru_cache(maxsize=None)
def event_fresh626_samples() -> tuple[dict, ...]:
    """events_fresh626.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh626")

@lru_cache(maxsize=None)
def fresh627_samples() -> tuple[dict, ...]:
    """fresh627.yaml: session r37's wave 87 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh627")


@lru_cache(maxsize=None)
def event_fresh627_samples() -> tuple[dict, ...]:
    """events_fresh627.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh627")

@lru_cache(maxsize=None)
def fresh628_samples() -> tuple[dict, ...]:
    """fresh628.yaml: session r37's wave 87 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh628")


@lru_cache(maxsize=None)
def event_fresh628_samples() -> tuple[dict, ...]:
    """events_fresh628.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh628")

@lru_cache(maxsize=None)
def fresh629_samples() -> tuple[dict, ...]:
    """fresh629.yaml: session r37's wave 87 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh629")


@lru_cache(maxsize=None)
def event_fresh629_samples() -> tuple[dict, ...]:
    """events_fresh629.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh629")

@lru_cache(maxsize=None)
def fresh630_samples() -> tuple[dict, ...]:
    """fresh630.yaml: session r37's wave 87 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh630")


@lru_cache(maxsize=None)
def event_fresh630_samples() -> tuple[dict, ...]:
    """events_fresh630.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh630")

@lru_cache(maxsize=None)
def fresh631_samples() -> tuple[dict, ...]:
    """fresh631.yaml: session r37's wave 87 (labelled, committed before its first run on catalogue 26eaa79b)."""
    return batch_samples("fresh631")


@lru_cache(maxsize=None)
def event_fresh631_samples() -> tuple[dict, ...]:
    """events_fresh631.yaml: scheduling event messages (labelled before the first run on catalogue 26eaa79b)."""
    return batch_samples("events_fresh631")

@lru_cache(maxsize=None)
def fresh632_samples() -> tuple[dict, ...]:
    """fresh632.yaml: session r37's wave 88 (labelled, committed before its first run on catalogue 6e28a6b9)."""
    return batch_samples("fresh632")


@lru_cache(maxsize=None)
def event_fresh632_samples() -> tuple[dict, ...]:
    """events_fresh632.yaml: scheduling event messages (labelled before the first run on catalogue 6e28a6b9)."""
    return batch_samples("events_fresh632")

@lru_cache(maxsize=None)
def fresh633_samples() -> tuple[dict, ...]:
    """fresh633.yaml: session r37's wave 88 (labelled, committed before its first run on catalogue 6e28a6b9)."""
    return batch_samples("fresh633")


@lru_cache(maxsize=None)
def event_fresh633_samples() -> tuple[dict, ...]:
    """events_fresh633.yaml: scheduling event messages (labelled before the first run on catalogue 6e28a6b9)."""
    return batch_samples("events_fresh633")

@lru_cache(maxsize=None)
def fresh634_samples() -> tuple[dict, ...]:
    """fresh634.yaml: session r37's wave 88 (labelled, committed before its first run on catalogue 6e28a6b9)."""
    return batch_samples("fresh634")


@lru_cache(maxsize=None)
def event_fresh634_samples() -> tuple[dict, ...]:
    """events_fresh634.yaml: scheduling event messages (labelled before the first run on catalogue 6e28a6b9)."""
    return batch_samples("events_fresh634")

@lru_cache(maxsize=None)
def fresh635_samples() -> tuple[dict, ...]:
    """fresh635.yaml: session r37's wave 88 (labelled, committed before its first run on catalogue 6e28a6b9)."""
    return batch_samples("fresh635")


@lru_cache(maxsize=None)
def event_fresh635_samples() -> tuple[dict, ...]:
    """events_fresh635.yaml: scheduling event messages (labelled before the first run on catalogue 6e28a6b9)."""
    return batch_samples("events_fresh635")

@lru_cache(maxsize=None)
def fresh636_samples() -> tuple[dict, ...]:
    """fresh636.yaml: session r37's wave 88 (labelled, committed before its first run on catalogue 6e28a6b9)."""
    return batch_samples("fresh636")


@lru_cache(maxsize=None)
def event_fresh636_samples() -> tuple[dict, ...]:
    """events_fresh636.yaml: scheduling event messages (labelled before the first run on catalogue 6e28a6b9)."""
    return batch_samples("events_fresh636")

@lru_cache(maxsize=None)
def fresh637_samples() -> tuple[dict, ...]:
    """fresh637.yaml: session r37's wave 89 (labelled, committed before its first run on catalogue 9fe2f324)."""
    return batch_samples("fresh637")


@lru_cache(maxsize=None)
def event_fresh637_samples() -> tuple[dict, ...]:
    """events_fresh637.yaml: scheduling event messages (labelled before the first run on catalogue 9fe2f324)."""
    return batch_samples("events_fresh637")

@lru_cache(maxsize=None)
def fresh638_samples() -> tuple[dict, ...]:
    """fresh638.yaml: session r37's wave 89 (labelled, committed before its first run on catalogue 9fe2f324)."""
    return batch_samples("fresh638")


@lru_cache(maxsize=None)
def event_fresh638_samples() -> tuple[dict, ...]:
    """events_fresh638.yaml: scheduling event messages (labelled before the first run on catalogue 9fe2f324)."""
    return batch_samples("events_fresh638")

@lru_cache(maxsize=None)
def fresh639_samples() -> tuple[dict, ...]:
    """fresh639.yaml: session r37's wave 89 (labelled, committed before its first run on catalogue 9fe2f324)."""
    return batch_samples("fresh639")


@lru_cache(maxsize=None)
def event_fresh639_samples() -> tuple[dict, ...]:
    """events_fresh639.yaml: scheduling event messages (labelled before the first run on catalogue 9fe2f324)."""
    return batch_samples("events_fresh639")

@lru_cache(maxsize=None)
def fresh640_samples() -> tuple[dict, ...]:
    """fresh640.yaml: session r37's wave 89 (labelled, committed before its first run on catalogue 9fe2f324)."""
    return batch_samples("fresh640")


@lru_cache(maxsize=None)
def event_fresh640_samples() -> tuple[dict, ...]:
    """events_fresh640.yaml: scheduling event messages (labelled before the first run on catalogue 9fe2f324)."""
    return batch_samples("events_fresh640")

@lru_cache(maxsize=None)
def fresh641_samples() -> tuple[dict, ...]:
    """fresh641.yaml: session r37's wave 89 (labelled, committed before its first run on catalogue 9fe2f324)."""
    return batch_samples("fresh641")


@lru_cache(maxsize=None)
def event_fresh641_samples() -> tuple[dict, ...]:
    """events_fresh641.yaml: scheduling event messages (labelled before the first run on catalogue 9fe2f324)."""
    return batch_samples("events_fresh641")

@lru_cache(maxsize=None)
def fresh642_samples() -> tuple[dict, ...]:
    """fresh642.yaml: session r37's wave 90 (labelled, committed before its first run on catalogue d0d42567)."""
    return batch_samples("fresh642")


@lru_cache(maxsize=None)
def event_fresh642_samples() -> tuple[dict, ...]:
    """events_fresh642.yaml: scheduling event messages (labelled before the first run on catalogue d0d42567)."""
    return batch_samples("events_fresh642")

@lru_cache(maxsize=None)
def fresh643_samples() -> tuple[dict, ...]:
    """fresh643.yaml: session r37's wave 90 (labelled, committed before its first run on catalogue d0d42567)."""
    return batch_samples("fresh643")


@lru_cache(maxsize=None)
def event_fresh643_samples() -> tuple[dict, ...]:
    """events_fresh643.yaml: scheduling event messages (labelled before the first run on catalogue d0d42567)."""
    return batch_samples("events_fresh643")

@lru_cache(maxsize=None)
def fresh644_samples() -> tuple[dict, ...]:
    """fresh644.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh644")


@lru_cache(maxsize=None)
def event_fresh644_samples() -> tuple[dict, ...]:
    """events_fresh644.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh644")

@lru_cache(maxsize=None)
def fresh645_samples() -> tuple[dict, ...]:
    """fresh645.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh645")


@lru_cache(maxsize=None)
def event_fresh645_samples() -> tuple[dict, ...]:
    """events_fresh645.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh645")

@lru_cache(maxsize=None)
def fresh646_samples() -> tuple[dict, ...]:
    """fresh646.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh646")


@lru_cache(maxsize=None)
def event_fresh646_samples() -> tuple[dict, ...]:
    """events_fresh646.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh646")

@lru_cache(maxsize=None)
def fresh647_samples() -> tuple[dict, ...]:
    """fresh647.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh647")


@lru_cache(maxsize=None)
def event_fresh647_samples() -> tuple[dict, ...]:
    """events_fresh647.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh647")

@lru_cache(maxsize=None)
def fresh648_samples() -> tuple[dict, ...]:
    """fresh648.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh648")


@lru_cache(maxsize=None)
def event_fresh648_samples() -> tuple[dict, ...]:
    """events_fresh648.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh648")

@lru_cache(maxsize=None)
def fresh649_samples() -> tuple[dict, ...]:
    """fresh649.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh649")


@lru_cache(maxsize=None)
def event_fresh649_samples() -> tuple[dict, ...]:
    """events_fresh649.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh649")

@lru_cache(maxsize=None)
def fresh650_samples() -> tuple[dict, ...]:
    """fresh650.yaml: session r38's wave 91 (labelled, committed before its first run on catalogue 9f0332fa)."""
    return batch_samples("fresh650")


@lru_cache(maxsize=None)
def event_fresh650_samples() -> tuple[dict, ...]:
    """events_fresh650.yaml: scheduling event messages (labelled before the first run on catalogue 9f0332fa)."""
    return batch_samples("events_fresh650")

@lru_cache(maxsize=None)
def fresh651_samples() -> tuple[dict, ...]:
    """fresh651.yaml: session r38's wave 92 (labelled, committed before its first run on catalogue 084635b0)."""
    return batch_samples("fresh651")


@lru_cache(maxsize=None)
def event_fresh651_samples() -> tuple[dict, ...]:
    """events_fresh651.yaml: scheduling event messages (labelled before the first run on catalogue 084635b0)."""
    return batch_samples("events_fresh651")

@lru_cache(maxsize=None)
def fresh652_samples() -> tuple[dict, ...]:
    """fresh652.yaml: session r38's wave 92 (labelled, committed before its first run on catalogue 084635b0)."""
    return batch_samples("fresh652")


@lru_cache(maxsize=None)
def event_fresh652_samples() -> tuple[dict, ...]:
    """events_fresh652.yaml: scheduling event messages (labelled before the first run on catalogue 084635b0)."""
    return batch_samples("events_fresh652")

@lru_cache(maxsize=None)
def fresh653_samples() -> tuple[dict, ...]:
    """fresh653.yaml: session r38's wave 92 (labelled, committed before its first run on catalogue 084635b0)."""
    return batch_samples("fresh653")


@lru_cache(maxsize=None)
def event_fresh653_samples() -> tuple[dict, ...]:
    """events_fresh653.yaml: scheduling event messages (labelled before the first run on catalogue 084635b0)."""
    return batch_samples("events_fresh653")

@lru_cache(maxsize=None)
def fresh654_samples() -> tuple[dict, ...]:
    """fresh654.yaml: session r38's wave 92 (labelled, committed before its first run on catalogue 084635b0)."""
    return batch_samples("fresh654")


@lru_cache(maxsize=None)
def event_fresh654_samples() -> tuple[dict, ...]:
    """events_fresh654.yaml: scheduling event messages (labelled before the first run on catalogue 084635b0)."""
    return batch_samples("events_fresh654")

@lru_cache(maxsize=None)
def fresh655_samples() -> tuple[dict, ...]:
    """fresh655.yaml: session r38's wave 92 (labelled, committed before its first run on catalogue 084635b0)."""
    return batch_samples("fresh655")


@lru_cache(maxsize=None)
def event_fresh655_samples() -> tuple[dict, ...]:
    """events_fresh655.yaml: scheduling event messages (labelled before the first run on catalogue 084635b0)."""
    return batch_samples("events_fresh655")

@lru_cache(maxsize=None)
def fresh656_samples() -> tuple[dict, ...]:
    """fresh656.yaml: session r38's wave 93 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh656")


@lru_cache(maxsize=None)
def event_fresh656_samples() -> tuple[dict, ...]:
    """events_fresh656.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh656")

@lru_cache(maxsize=None)
def fresh657_samples() -> tuple[dict, ...]:
    """fresh657.yaml: session r38's wave 93 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh657")


@lru_cache(maxsize=None)
def event_fresh657_samples() -> tuple[dict, ...]:
    """events_fresh657.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh657")

@lru_cache(maxsize=None)
def fresh658_samples() -> tuple[dict, ...]:
    """fresh658.yaml: session r38's wave 93 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh658")


@lru_cache(maxsize=None)
def event_fresh658_samples() -> tuple[dict, ...]:
    """events_fresh658.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh658")

@lru_cache(maxsize=None)
def fresh659_samples() -> tuple[dict, ...]:
    """fresh659.yaml: session r38's wave 93 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh659")


@lru_cache(maxsize=None)
def event_fresh659_samples() -> tuple[dict, ...]:
    """events_fresh659.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh659")

@lru_cache(maxsize=None)
def fresh660_samples() -> tuple[dict, ...]:
    """fresh660.yaml: session r38's wave 93 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh660")


@lru_cache(maxsize=None)
def event_fresh660_samples() -> tuple[dict, ...]:
    """events_fresh660.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh660")

@lru_cache(maxsize=None)
def fresh661_samples() -> tuple[dict, ...]:
    """fresh661.yaml: session r38's wave 94 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh661")


@lru_cache(maxsize=None)
def event_fresh661_samples() -> tuple[dict, ...]:
    """events_fresh661.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh661")

@lru_cache(maxsize=None)
def fresh662_samples() -> tuple[dict, ...]:
    """fresh662.yaml: session r38's wave 94 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh662")


@lru_cache(maxsize=None)
def event_fresh662_samples() -> tuple[dict, ...]:
    """events_fresh662.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh662")

@lru_cache(maxsize=None)
def fresh663_samples() -> tuple[dict, ...]:
    """fresh663.yaml: session r38's wave 94 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh663")


@lru_cache(maxsize=None)
def event_fresh663_samples() -> tuple[dict, ...]:
    """events_fresh663.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh663")

@lru_cache(maxsize=None)
def fresh664_samples() -> tuple[dict, ...]:
    """fresh664.yaml: session r38's wave 94 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh664")


@lru_cache(maxsize=None)
def event_fresh664_samples() -> tuple[dict, ...]:
    """events_fresh664.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh664")

@lru_cache(maxsize=None)
def fresh665_samples() -> tuple[dict, ...]:
    """fresh665.yaml: session r38's wave 94 (labelled, committed before its first run on catalogue 102b0d66)."""
    return batch_samples("fresh665")


@lru_cache(maxsize=None)
def event_fresh665_samples() -> tuple[dict, ...]:
    """events_fresh665.yaml: scheduling event messages (labelled before the first run on catalogue 102b0d66)."""
    return batch_samples("events_fresh665")

@lru_cache(maxsize=None)
def fresh666_samples() -> tuple[dict, ...]:
    """fresh666.yaml: session r38's wave 95 (labelled, committed before its first run on catalogue 09ff651d)."""
    return batch_samples("fresh666")


@lru_cache(maxsize=None)
def event_fresh666_samples() -> tuple[dict, ...]:
    """events_fresh666.yaml: scheduling event messages (labelled before the first run on catalogue 09ff651d)."""
    return batch_samples("events_fresh666")

@lru_cache(maxsize=None)
def fresh667_samples() -> tuple[dict, ...]:
    """fresh667.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh667")


@lru_cache(maxsize=None)
def event_fresh667_samples() -> tuple[dict, ...]:
    """events_fresh667.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh667")

@lru_cache(maxsize=None)
def fresh668_samples() -> tuple[dict, ...]:
    """fresh668.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh668")


@lru_cache(maxsize=None)
def event_fresh668_samples() -> tuple[dict, ...]:
    """events_fresh668.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh668")

@lru_cache(maxsize=None)
def fresh669_samples() -> tuple[dict, ...]:
    """fresh669.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh669")


@lru_cache(maxsize=None)
def event_fresh669_samples() -> tuple[dict, ...]:
    """events_fresh669.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh669")

@lru_cache(maxsize=None)
def fresh670_samples() -> tuple[dict, ...]:
    """fresh670.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh670")


@lru_cache(maxsize=None)
def event_fresh670_samples() -> tuple[dict, ...]:
    """events_fresh670.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh670")

@lru_cache(maxsize=None)
def fresh671_samples() -> tuple[dict, ...]:
    """fresh671.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh671")


@lru_cache(maxsize=None)
def event_fresh671_samples() -> tuple[dict, ...]:
    """events_fresh671.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh671")

@lru_cache(maxsize=None)
def fresh672_samples() -> tuple[dict, ...]:
    """fresh672.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh672")


@lru_cache(maxsize=None)
def event_fresh672_samples() -> tuple[dict, ...]:
    """events_fresh672.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh672")

@lru_cache(maxsize=None)
def fresh673_samples() -> tuple[dict, ...]:
    """fresh673.yaml: session r39's wave 96 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh673")


@lru_cache(maxsize=None)
def event_fresh673_samples() -> tuple[dict, ...]:
    """events_fresh673.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh673")

@lru_cache(maxsize=None)
def fresh674_samples() -> tuple[dict, ...]:
    """fresh674.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh674")


@lru_cache(maxsize=None)
def event_fresh674_samples() -> tuple[dict, ...]:
    """events_fresh674.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh674")

@lru_cache(maxsize=None)
def fresh675_samples() -> tuple[dict, ...]:
    """fresh675.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh675")


@lru_cache(maxsize=None)
def event_fresh675_samples() -> tuple[dict, ...]:
    """events_fresh675.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh675")

@lru_cache(maxsize=None)
def fresh676_samples() -> tuple[dict, ...]:
    """fresh676.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh676")


@lru_cache(maxsize=None)
def event_fresh676_samples() -> tuple[dict, ...]:
    """events_fresh676.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh676")

@lru_cache(maxsize=None)
def fresh677_samples() -> tuple[dict, ...]:
    """fresh677.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh677")


@lru_cache(maxsize=None)
def event_fresh677_samples() -> tuple[dict, ...]:
    """events_fresh677.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh677")

@lru_cache(maxsize=None)
def fresh678_samples() -> tuple[dict, ...]:
    """fresh678.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh678")


@lru_cache(maxsize=None)
def event_fresh678_samples() -> tuple[dict, ...]:
    """events_fresh678.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh678")

@lru_cache(maxsize=None)
def fresh679_samples() -> tuple[dict, ...]:
    """fresh679.yaml: session r39's wave 97 (labelled, committed before its first run on catalogue c1dd58e2)."""
    return batch_samples("fresh679")


@lru_cache(maxsize=None)
def event_fresh679_samples() -> tuple[dict, ...]:
    """events_fresh679.yaml: scheduling event messages (labelled before the first run on catalogue c1dd58e2)."""
    return batch_samples("events_fresh679")

@lru_cache(maxsize=None)
def fresh680_samples() -> tuple[dict, ...]:
    """fresh680.yaml: session r39's wave 98 (labelled, committed before its first run on catalogue 2f1bc88c)."""
    return batch_samples("fresh680")


@lru_cache(maxsize=None)
def event_fresh680_samples() -> tuple[dict, ...]:
    """events_fresh680.yaml: scheduling event messages (labelled before the first run on catalogue 2f1bc88c)."""
    return batch_samples("events_fresh680")

@lru_cache(maxsize=None)
def fresh681_samples() -> tuple[dict, ...]:
    """fresh681.yaml: session r39's wave 98 (labelled, committed before its first run on catalogue 2f1bc88c)."""
    return batch_samples("fresh681")


@lru_cache(maxsize=None)
def event_fresh681_samples() -> tuple[dict, ...]:
    """events_fresh681.yaml: scheduling event messages (labelled before the first run on catalogue 2f1bc88c)."""
    return batch_samples("events_fresh681")

@lru_cache(maxsize=None)
def fresh682_samples() -> tuple[dict, ...]:
    """fresh682.yaml: session r39's wave 98 (labelled, committed before its first run on catalogue 2f1bc88c)."""
    return batch_samples("fresh682")


@lru_cache(maxsize=None)
def event_fresh682_samples() -> tuple[dict, ...]:
    """events_fresh682.yaml: scheduling event messages (labelled before the first run on catalogue 2f1bc88c)."""
    return batch_samples("events_fresh682")

@lru_cache(maxsize=None)
def fresh683_samples() -> tuple[dict, ...]:
    """fresh683.yaml: session r39's wave 98 (labelled, committed before its first run on catalogue 2f1bc88c)."""
    return batch_samples("fresh683")


@lru_cache(maxsize=None)
def event_fresh683_samples() -> tuple[dict, ...]:
    """events_fresh683.yaml: scheduling event messages (labelled before the first run on catalogue 2f1bc88c)."""
    return batch_samples("events_fresh683")

@lru_cache(maxsize=None)
def fresh684_samples() -> tuple[dict, ...]:
    """fresh684.yaml: session r39's wave 98 (labelled, committed before its first run on catalogue 2f1bc88c)."""
    return batch_samples("fresh684")


@lru_cache(maxsize=None)
def event_fresh684_samples() -> tuple[dict, ...]:
    """events_fresh684.yaml: scheduling event messages (labelled before the first run on catalogue 2f1bc88c)."""
    return batch_samples("events_fresh684")

@lru_cache(maxsize=None)
def fresh685_samples() -> tuple[dict, ...]:
    """fresh685.yaml: session r39's wave 99 (labelled, committed before its first run on catalogue 18184560)."""
    return batch_samples("fresh685")


@lru_cache(maxsize=None)
def event_fresh685_samples() -> tuple[dict, ...]:
    """events_fresh685.yaml: scheduling event messages (labelled before the first run on catalogue 18184560)."""
    return batch_samples("events_fresh685")

@lru_cache(maxsize=None)
def fresh686_samples() -> tuple[dict, ...]:
    """fresh686.yaml: session r39's wave 99 (labelled, committed before its first run on catalogue 18184560)."""
    return batch_samples("fresh686")


@lru_cache(maxsize=None)
def event_fresh686_samples() -> tuple[dict, ...]:
    """events_fresh686.yaml: scheduling event messages (labelled before the first run on catalogue 18184560)."""
    return batch_samples("events_fresh686")

@lru_cache(maxsize=None)
def fresh687_samples() -> tuple[dict, ...]:
    """fresh687.yaml: session r39's wave 99 (labelled, committed before its first run on catalogue 18184560)."""
    return batch_samples("fresh687")


@lru_cache(maxsize=None)
def event_fresh687_samples() -> tuple[dict, ...]:
    """events_fresh687.yaml: scheduling event messages (labelled before the first run on catalogue 18184560)."""
    return batch_samples("events_fresh687")

@lru_cache(maxsize=None)
def fresh688_samples() -> tuple[dict, ...]:
    """fresh688.yaml: session r39's wave 99 (labelled, committed before its first run on catalogue 18184560)."""
    return batch_samples("fresh688")


@lru_cache(maxsize=None)
def event_fresh688_samples() -> tuple[dict, ...]:
    """events_fresh688.yaml: scheduling event messages (labelled before the first run on catalogue 18184560)."""
    return batch_samples("events_fresh688")

@lru_cache(maxsize=None)
def fresh689_samples() -> tuple[dict, ...]:
    """fresh689.yaml: session r39's wave 100 (labelled, committed before its first run on catalogue fd3d3f12)."""
    return batch_samples("fresh689")


@lru_cache(maxsize=None)
def event_fresh689_samples() -> tuple[dict, ...]:
    """events_fresh689.yaml: scheduling event messages (labelled before the first run on catalogue fd3d3f12)."""
    return batch_samples("events_fresh689")

@lru_cache(maxsize=None)
def fresh690_samples() -> tuple[dict, ...]:
    """fresh690.yaml: session r39's wave 100 (labelled, committed before its first run on catalogue fd3d3f12)."""
    return batch_samples("fresh690")


@lru_cache(maxsize=None)
def event_fresh690_samples() -> tuple[dict, ...]:
    """events_fresh690.yaml: scheduling event messages (labelled before the first run on catalogue fd3d3f12)."""
    return batch_samples("events_fresh690")

@lru_cache(maxsize=None)
def fresh691_samples() -> tuple[dict, ...]:
    """fresh691.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh691")


@lru_cache(maxsize=None)
def event_fresh691_samples() -> tuple[dict, ...]:
    """events_fresh691.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh691")

@lru_cache(maxsize=None)
def fresh692_samples() -> tuple[dict, ...]:
    """fresh692.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh692")


@lru_cache(maxsize=None)
def event_fresh692_samples() -> tuple[dict, ...]:
    """events_fresh692.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh692")

@lru_cache(maxsize=None)
def fresh693_samples() -> tuple[dict, ...]:
    """fresh693.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh693")


@lru_cache(maxsize=None)
def event_fresh693_samples() -> tuple[dict, ...]:
    """events_fresh693.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh693")

@lru_cache(maxsize=None)
def fresh694_samples() -> tuple[dict, ...]:
    """fresh694.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh694")


@lru_cache(maxsize=None)
def event_fresh694_samples() -> tuple[dict, ...]:
    """events_fresh694.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh694")

@lru_cache(maxsize=None)
def fresh695_samples() -> tuple[dict, ...]:
    """fresh695.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh695")


@lru_cache(maxsize=None)
def event_fresh695_samples() -> tuple[dict, ...]:
    """events_fresh695.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh695")

@lru_cache(maxsize=None)
def fresh696_samples() -> tuple[dict, ...]:
    """fresh696.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh696")


@lru_cache(maxsize=None)
def event_fresh696_samples() -> tuple[dict, ...]:
    """events_fresh696.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh696")

@lru_cache(maxsize=None)
def fresh697_samples() -> tuple[dict, ...]:
    """fresh697.yaml: session r40's wave 101 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh697")


@lru_cache(maxsize=None)
def event_fresh697_samples() -> tuple[dict, ...]:
    """events_fresh697.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh697")

@lru_cache(maxsize=None)
def fresh698_samples() -> tuple[dict, ...]:
    """fresh698.yaml: session r40's wave 102 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh698")


@lru_cache(maxsize=None)
def event_fresh698_samples() -> tuple[dict, ...]:
    """events_fresh698.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh698")

@lru_cache(maxsize=None)
def fresh699_samples() -> tuple[dict, ...]:
    """fresh699.yaml: session r40's wave 102 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh699")


@lru_cache(maxsize=None)
def event_fresh699_samples() -> tuple[dict, ...]:
    """events_fresh699.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh699")

@lru_cache(maxsize=None)
def fresh700_samples() -> tuple[dict, ...]:
    """fresh700.yaml: session r40's wave 102 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh700")


@lru_cache(maxsize=None)
def event_fresh700_samples() -> tuple[dict, ...]:
    """events_fresh700.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh700")

@lru_cache(maxsize=None)
def fresh701_samples() -> tuple[dict, ...]:
    """fresh701.yaml: session r40's wave 102 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh701")


@lru_cache(maxsize=None)
def event_fresh701_samples() -> tuple[dict, ...]:
    """events_fresh701.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh701")

@lru_cache(maxsize=None)
def fresh702_samples() -> tuple[dict, ...]:
    """fresh702.yaml: session r40's wave 102 (labelled, committed before its first run on catalogue 32a8f010)."""
    return batch_samples("fresh702")


@lru_cache(maxsize=None)
def event_fresh702_samples() -> tuple[dict, ...]:
    """events_fresh702.yaml: scheduling event messages (labelled before the first run on catalogue 32a8f010)."""
    return batch_samples("events_fresh702")

@lru_cache(maxsize=None)
def fresh703_samples() -> tuple[dict, ...]:
    """fresh703.yaml: session r40's wave 103 (labelled, committed before its first run on catalogue 053a4f9a)."""
    return batch_samples("fresh703")


@lru_cache(maxsize=None)
def event_fresh703_samples() -> tuple[dict, ...]:
    """events_fresh703.yaml: scheduling event messages (labelled before the first run on catalogue 053a4f9a)."""
    return batch_samples("events_fresh703")

@lru_cache(maxsize=None)
def fresh704_samples() -> tuple[dict, ...]:
    """fresh704.yaml: session r40's wave 103 (labelled, committed before its first run on catalogue 053a4f9a)."""
    return batch_samples("fresh704")


@lru_cache(maxsize=None)
def event_fresh704_samples() -> tuple[dict, ...]:
    """events_fresh704.yaml: scheduling event messages (labelled before the first run on catalogue 053a4f9a)."""
    return batch_samples("events_fresh704")

@lru_cache(maxsize=None)
def fresh705_samples() -> tuple[dict, ...]:
    """fresh705.yaml: session r40's wave 103 (labelled, committed before its first run on catalogue 053a4f9a)."""
    return batch_samples("fresh705")


@lru_cache(maxsize=None)
def event_fresh705_samples() -> tuple[dict, ...]:
    """events_fresh705.yaml: scheduling event messages (labelled before the first run on catalogue 053a4f9a)."""
    return batch_samples("events_fresh705")

@lru_cache(maxsize=None)
def fresh706_samples() -> tuple[dict, ...]:
    """fresh706.yaml: session r40's wave 103 (labelled, committed before its first run on catalogue 053a4f9a)."""
    return batch_samples("fresh706")


@lru_cache(maxsize=None)
def event_fresh706_samples() -> tuple[dict, ...]:
    """events_fresh706.yaml: scheduling event messages (labelled before the first run on catalogue 053a4f9a)."""
    return batch_samples("events_fresh706")

@lru_cache(maxsize=None)
def fresh707_samples() -> tuple[dict, ...]:
    """fresh707.yaml: session r40's wave 103 (labelled, committed before its first run on catalogue 053a4f9a)."""
    return batch_samples("fresh707")


@lru_cache(maxsize=None)
def event_fresh707_samples() -> tuple[dict, ...]:
    """events_fresh707.yaml: scheduling event messages (labelled before the first run on catalogue 053a4f9a)."""
    return batch_samples("events_fresh707")

@lru_cache(maxsize=None)
def fresh708_samples() -> tuple[dict, ...]:
    """fresh708.yaml: session r40's wave 104 (labelled, committed before its first run on catalogue f09aef34)."""
    return batch_samples("fresh708")


@lru_cache(maxsize=None)
def event_fresh708_samples() -> tuple[dict, ...]:
    """events_fresh708.yaml: scheduling event messages (labelled before the first run on catalogue f09aef34)."""
    return batch_samples("events_fresh708")

@lru_cache(maxsize=None)
def fresh709_samples() -> tuple[dict, ...]:
    """fresh709.yaml: session r40's wave 104 (labelled, committed before its first run on catalogue f09aef34)."""
    return batch_samples("fresh709")


@lru_cache(maxsize=None)
def event_fresh709_samples() -> tuple[dict, ...]:
    """events_fresh709.yaml: scheduling event messages (labelled before the first run on catalogue f09aef34)."""
    return batch_samples("events_fresh709")

@lru_cache(maxsize=None)
def fresh710_samples() -> tuple[dict, ...]:
    """fresh710.yaml: session r40's wave 104 (labelled, committed before its first run on catalogue f09aef34)."""
    return batch_samples("fresh710")


@lru_cache(maxsize=None)
def event_fresh710_samples() -> tuple[dict, ...]:
    """events_fresh710.yaml: scheduling event messages (labelled before the first run on catalogue f09aef34)."""
    return batch_samples("events_fresh710")

@lru_cache(maxsize=None)
def fresh711_samples() -> tuple[dict, ...]:
    """fresh711.yaml: session r40's wave 104 (labelled, committed before its first run on catalogue f09aef34)."""
    return batch_samples("fresh711")


@lru_cache(maxsize=None)
def event_fresh711_samples() -> tuple[dict, ...]:
    """events_fresh711.yaml: scheduling event messages (labelled before the first run on catalogue f09aef34)."""
    return batch_samples("events_fresh711")

@lru_cache(maxsize=None)
def fresh712_samples() -> tuple[dict, ...]:
    """fresh712.yaml: session r40's wave 104 (labelled, committed before its first run on catalogue f09aef34)."""
    return batch_samples("fresh712")


@lru_cache(maxsize=None)
def event_fresh712_samples() -> tuple[dict, ...]:
    """events_fresh712.yaml: scheduling event messages (labelled before the first run on catalogue f09aef34)."""
    return batch_samples("events_fresh712")

@lru_cache(maxsize=None)
def fresh713_samples() -> tuple[dict, ...]:
    """fresh713.yaml: session r40's wave 105 (labelled, committed before its first run on catalogue 205de00f)."""
    return batch_samples("fresh713")


@lru_cache(maxsize=None)
def event_fresh713_samples() -> tuple[dict, ...]:
    """events_fresh713.yaml: scheduling event messages (labelled before the first run on catalogue 205de00f)."""
    return batch_samples("events_fresh713")

@lru_cache(maxsize=None)
def fresh714_samples() -> tuple[dict, ...]:
    """fresh714.yaml: session r40's wave 105 (labelled, committed before its first run on catalogue 205de00f)."""
    return batch_samples("fresh714")


@lru_cache(maxsize=None)
def event_fresh714_samples() -> tuple[dict, ...]:
    """events_fresh714.yaml: scheduling event messages (labelled before the first run on catalogue 205de00f)."""
    return batch_samples("events_fresh714")

@lru_cache(maxsize=None)
def fresh715_samples() -> tuple[dict, ...]:
    """fresh715.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh715")


@lru_cache(maxsize=None)
def event_fresh715_samples() -> tuple[dict, ...]:
    """events_fresh715.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh715")

@lru_cache(maxsize=None)
def fresh716_samples() -> tuple[dict, ...]:
    """fresh716.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh716")


@lru_cache(maxsize=None)
def event_fresh716_samples() -> tuple[dict, ...]:
    """events_fresh716.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh716")

@lru_cache(maxsize=None)
def fresh717_samples() -> tuple[dict, ...]:
    """fresh717.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh717")


@lru_cache(maxsize=None)
def event_fresh717_samples() -> tuple[dict, ...]:
    """events_fresh717.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh717")

@lru_cache(maxsize=None)
def fresh718_samples() -> tuple[dict, ...]:
    """fresh718.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh718")


@lru_cache(maxsize=None)
def event_fresh718_samples() -> tuple[dict, ...]:
    """events_fresh718.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh718")

@lru_cache(maxsize=None)
def fresh719_samples() -> tuple[dict, ...]:
    """fresh719.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh719")


@lru_cache(maxsize=None)
def event_fresh719_samples() -> tuple[dict, ...]:
    """events_fresh719.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh719")

@lru_cache(maxsize=None)
def fresh720_samples() -> tuple[dict, ...]:
    """fresh720.yaml: session r41's wave 106 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh720")


@lru_cache(maxsize=None)
def event_fresh720_samples() -> tuple[dict, ...]:
    """events_fresh720.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh720")

@lru_cache(maxsize=None)
def fresh721_samples() -> tuple[dict, ...]:
    """fresh721.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh721")


@lru_cache(maxsize=None)
def event_fresh721_samples() -> tuple[dict, ...]:
    """events_fresh721.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh721")

@lru_cache(maxsize=None)
def fresh722_samples() -> tuple[dict, ...]:
    """fresh722.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh722")


@lru_cache(maxsize=None)
def event_fresh722_samples() -> tuple[dict, ...]:
    """events_fresh722.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh722")

@lru_cache(maxsize=None)
def fresh723_samples() -> tuple[dict, ...]:
    """fresh723.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh723")


@lru_cache(maxsize=None)
def event_fresh723_samples() -> tuple[dict, ...]:
    """events_fresh723.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh723")

@lru_cache(maxsize=None)
def fresh724_samples() -> tuple[dict, ...]:
    """fresh724.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh724")


@lru_cache(maxsize=None)
def event_fresh724_samples() -> tuple[dict, ...]:
    """events_fresh724.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh724")

@lru_cache(maxsize=None)
def fresh725_samples() -> tuple[dict, ...]:
    """fresh725.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh725")


@lru_cache(maxsize=None)
def event_fresh725_samples() -> tuple[dict, ...]:
    """events_fresh725.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh725")

@lru_cache(maxsize=None)
def fresh726_samples() -> tuple[dict, ...]:
    """fresh726.yaml: session r41's wave 107 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh726")


@lru_cache(maxsize=None)
def event_fresh726_samples() -> tuple[dict, ...]:
    """events_fresh726.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh726")

@lru_cache(maxsize=None)
def fresh727_samples() -> tuple[dict, ...]:
    """fresh727.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh727")


@lru_cache(maxsize=None)
def event_fresh727_samples() -> tuple[dict, ...]:
    """events_fresh727.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh727")

@lru_cache(maxsize=None)
def fresh728_samples() -> tuple[dict, ...]:
    """fresh728.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh728")


@lru_cache(maxsize=None)
def event_fresh728_samples() -> tuple[dict, ...]:
    """events_fresh728.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh728")

@lru_cache(maxsize=None)
def fresh729_samples() -> tuple[dict, ...]:
    """fresh729.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh729")


@lru_cache(maxsize=None)
def event_fresh729_samples() -> tuple[dict, ...]:
    """events_fresh729.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh729")

@lru_cache(maxsize=None)
def fresh730_samples() -> tuple[dict, ...]:
    """fresh730.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh730")


@lru_cache(maxsize=None)
def event_fresh730_samples() -> tuple[dict, ...]:
    """events_fresh730.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh730")

@lru_cache(maxsize=None)
def fresh731_samples() -> tuple[dict, ...]:
    """fresh731.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh731")


@lru_cache(maxsize=None)
def event_fresh731_samples() -> tuple[dict, ...]:
    """events_fresh731.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh731")

@lru_cache(maxsize=None)
def fresh732_samples() -> tuple[dict, ...]:
    """fresh732.yaml: session r41's wave 108 (labelled, committed before its first run on catalogue e81cb4fd)."""
    return batch_samples("fresh732")


@lru_cache(maxsize=None)
def event_fresh732_samples() -> tuple[dict, ...]:
    """events_fresh732.yaml: scheduling event messages (labelled before the first run on catalogue e81cb4fd)."""
    return batch_samples("events_fresh732")

@lru_cache(maxsize=None)
def fresh733_samples() -> tuple[dict, ...]:
    """fresh733.yaml: session r41's wave 109 (labelled, committed before its first run on catalogue 5feb1186)."""
    return batch_samples("fresh733")


@lru_cache(maxsize=None)
def event_fresh733_samples() -> tuple[dict, ...]:
    """events_fresh733.yaml: scheduling event messages (labelled before the first run on catalogue 5feb1186)."""
    return batch_samples("events_fresh733")

@lru_cache(maxsize=None)
def fresh734_samples() -> tuple[dict, ...]:
    """fresh734.yaml: session r41's wave 109 (labelled, committed before its first run on catalogue 5feb1186)."""
    return batch_samples("fresh734")


@lru_cache(maxsize=None)
def event_fresh734_samples() -> tuple[dict, ...]:
    """events_fresh734.yaml: scheduling event messages (labelled before the first run on catalogue 5feb1186)."""
    return batch_samples("events_fresh734")

@lru_cache(maxsize=None)
def fresh735_samples() -> tuple[dict, ...]:
    """fresh735.yaml: session r41's wave 109 (labelled, committed before its first run on catalogue 5feb1186)."""
    return batch_samples("fresh735")


@lru_cache(maxsize=None)
def event_fresh735_samples() -> tuple[dict, ...]:
    """events_fresh735.yaml: scheduling event messages (labelled before the first run on catalogue 5feb1186)."""
    return batch_samples("events_fresh735")

@lru_cache(maxsize=None)
def fresh736_samples() -> tuple[dict, ...]:
    """fresh736.yaml: session r41's wave 109 (labelled, committed before its first run on catalogue 5feb1186)."""
    return batch_samples("fresh736")


@lru_cache(maxsize=None)
def event_fresh736_samples() -> tuple[dict, ...]:
    """events_fresh736.yaml: scheduling event messages (labelled before the first run on catalogue 5feb1186)."""
    return batch_samples("events_fresh736")

@lru_cache(maxsize=None)
def fresh737_samples() -> tuple[dict, ...]:
    """fresh737.yaml: session r41's wave 109 (labelled, committed before its first run on catalogue 5feb1186)."""
    return batch_samples("fresh737")


@lru_cache(maxsize=None)
def event_fresh737_samples() -> tuple[dict, ...]:
    """events_fresh737.yaml: scheduling event messages (labelled before the first run on catalogue 5feb1186)."""
    return batch_samples("events_fresh737")

@lru_cache(maxsize=None)
def fresh738_samples() -> tuple[dict, ...]:
    """fresh738.yaml: session r41's wave 110 (labelled, committed before its first run on catalogue da5b8e89)."""
    return batch_samples("fresh738")


@lru_cache(maxsize=None)
def event_fresh738_samples() -> tuple[dict, ...]:
    """events_fresh738.yaml: scheduling event messages (labelled before the first run on catalogue da5b8e89)."""
    return batch_samples("events_fresh738")

@lru_cache(maxsize=None)
def fresh739_samples() -> tuple[dict, ...]:
    """fresh739.yaml: session r41's wave 110 (labelled, committed before its first run on catalogue da5b8e89)."""
    return batch_samples("fresh739")


@lru_cache(maxsize=None)
def event_fresh739_samples() -> tuple[dict, ...]:
    """events_fresh739.yaml: scheduling event messages (labelled before the first run on catalogue da5b8e89)."""
    return batch_samples("events_fresh739")

@lru_cache(maxsize=None)
def fresh740_samples() -> tuple[dict, ...]:
    """fresh740.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh740")


@lru_cache(maxsize=None)
def event_fresh740_samples() -> tuple[dict, ...]:
    """events_fresh740.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh740")

@lru_cache(maxsize=None)
def fresh741_samples() -> tuple[dict, ...]:
    """fresh741.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh741")


@lru_cache(maxsize=None)
def event_fresh741_samples() -> tuple[dict, ...]:
    """events_fresh741.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh741")

@lru_cache(maxsize=None)
def fresh742_samples() -> tuple[dict, ...]:
    """fresh742.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh742")


@lru_cache(maxsize=None)
def event_fresh742_samples() -> tuple[dict, ...]:
    """events_fresh742.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh742")

@lru_cache(maxsize=None)
def fresh743_samples() -> tuple[dict, ...]:
    """fresh743.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh743")


@lru_cache(maxsize=None)
def event_fresh743_samples() -> tuple[dict, ...]:
    """events_fresh743.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh743")

@lru_cache(maxsize=None)
def fresh744_samples() -> tuple[dict, ...]:
    """fresh744.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh744")


@lru_cache(maxsize=None)
def event_fresh744_samples() -> tuple[dict, ...]:
    """events_fresh744.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh744")

@lru_cache(maxsize=None)
def fresh745_samples() -> tuple[dict, ...]:
    """fresh745.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh745")


@lru_cache(maxsize=None)
def event_fresh745_samples() -> tuple[dict, ...]:
    """events_fresh745.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh745")

@lru_cache(maxsize=None)
def fresh746_samples() -> tuple[dict, ...]:
    """fresh746.yaml: session r42's wave 111 (labelled, committed before its first run on catalogue 0692656a)."""
    return batch_samples("fresh746")


@lru_cache(maxsize=None)
def event_fresh746_samples() -> tuple[dict, ...]:
    """events_fresh746.yaml: scheduling event messages (labelled before the first run on catalogue 0692656a)."""
    return batch_samples("events_fresh746")

@lru_cache(maxsize=None)
def fresh747_samples() -> tuple[dict, ...]:
    """fresh747.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh747")


@lru_cache(maxsize=None)
def event_fresh747_samples() -> tuple[dict, ...]:
    """events_fresh747.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh747")

@lru_cache(maxsize=None)
def fresh748_samples() -> tuple[dict, ...]:
    """fresh748.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh748")


@lru_cache(maxsize=None)
def event_fresh748_samples() -> tuple[dict, ...]:
    """events_fresh748.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh748")

@lru_cache(maxsize=None)
def fresh749_samples() -> tuple[dict, ...]:
    """fresh749.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh749")


@lru_cache(maxsize=None)
def event_fresh749_samples() -> tuple[dict, ...]:
    """events_fresh749.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh749")

@lru_cache(maxsize=None)
def fresh750_samples() -> tuple[dict, ...]:
    """fresh750.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh750")


@lru_cache(maxsize=None)
def event_fresh750_samples() -> tuple[dict, ...]:
    """events_fresh750.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh750")

@lru_cache(maxsize=None)
def fresh751_samples() -> tuple[dict, ...]:
    """fresh751.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh751")


@lru_cache(maxsize=None)
def event_fresh751_samples() -> tuple[dict, ...]:
    """events_fresh751.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh751")

@lru_cache(maxsize=None)
def fresh752_samples() -> tuple[dict, ...]:
    """fresh752.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh752")


@lru_cache(maxsize=None)
def event_fresh752_samples() -> tuple[dict, ...]:
    """events_fresh752.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh752")

@lru_cache(maxsize=None)
def fresh753_samples() -> tuple[dict, ...]:
    """fresh753.yaml: session r42's wave 112 (labelled, committed before its first run on catalogue def65564)."""
    return batch_samples("fresh753")


@lru_cache(maxsize=None)
def event_fresh753_samples() -> tuple[dict, ...]:
    """events_fresh753.yaml: scheduling event messages (labelled before the first run on catalogue def65564)."""
    return batch_samples("events_fresh753")

@lru_cache(maxsize=None)
def fresh754_samples() -> tuple[dict, ...]:
    """fresh754.yaml: session r42's wave 113 (labelled, committed before its first run on catalogue 2677ecd8)."""
    return batch_samples("fresh754")


@lru_cache(maxsize=None)
def event_fresh754_samples() -> tuple[dict, ...]:
    """events_fresh754.yaml: scheduling event messages (labelled before the first run on catalogue 2677ecd8)."""
    return batch_samples("events_fresh754")

@lru_cache(maxsize=None)
def fresh755_samples() -> tuple[dict, ...]:
    """fresh755.yaml: session r42's wave 113 (labelled, committed before its first run on catalogue 2677ecd8)."""
    return batch_samples("fresh755")


@lru_cache(maxsize=None)
def event_fresh755_samples() -> tuple[dict, ...]:
    """events_fresh755.yaml: scheduling event messages (labelled before the first run on catalogue 2677ecd8)."""
    return batch_samples("events_fresh755")

@lru_cache(maxsize=None)
def fresh756_samples() -> tuple[dict, ...]:
    """fresh756.yaml: session r42's wave 113 (labelled, committed before its first run on catalogue 2677ecd8)."""
    return batch_samples("fresh756")


@lru_cache(maxsize=None)
def event_fresh756_samples() -> tuple[dict, ...]:
    """events_fresh756.yaml: scheduling event messages (labelled before the first run on catalogue 2677ecd8)."""
    return batch_samples("events_fresh756")

@lru_cache(maxsize=None)
def fresh757_samples() -> tuple[dict, ...]:
    """fresh757.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh757")


@lru_cache(maxsize=None)
def event_fresh757_samples() -> tuple[dict, ...]:
    """events_fresh757.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh757")

@lru_cache(maxsize=None)
def fresh758_samples() -> tuple[dict, ...]:
    """fresh758.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh758")


@lru_cache(maxsize=None)
def event_fresh758_samples() -> tuple[dict, ...]:
    """events_fresh758.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh758")

@lru_cache(maxsize=None)
def fresh759_samples() -> tuple[dict, ...]:
    """fresh759.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh759")


@lru_cache(maxsize=None)
def event_fresh759_samples() -> tuple[dict, ...]:
    """events_fresh759.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh759")

@lru_cache(maxsize=None)
def fresh760_samples() -> tuple[dict, ...]:
    """fresh760.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh760")


@lru_cache(maxsize=None)
def event_fresh760_samples() -> tuple[dict, ...]:
    """events_fresh760.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh760")

@lru_cache(maxsize=None)
def fresh761_samples() -> tuple[dict, ...]:
    """fresh761.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh761")


@lru_cache(maxsize=None)
def event_fresh761_samples() -> tuple[dict, ...]:
    """events_fresh761.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh761")

@lru_cache(maxsize=None)
def fresh762_samples() -> tuple[dict, ...]:
    """fresh762.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh762")


@lru_cache(maxsize=None)
def event_fresh762_samples() -> tuple[dict, ...]:
    """events_fresh762.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh762")

@lru_cache(maxsize=None)
def fresh763_samples() -> tuple[dict, ...]:
    """fresh763.yaml: session r42's wave 114 (labelled, committed before its first run on catalogue 936e4c73)."""
    return batch_samples("fresh763")


@lru_cache(maxsize=None)
def event_fresh763_samples() -> tuple[dict, ...]:
    """events_fresh763.yaml: scheduling event messages (labelled before the first run on catalogue 936e4c73)."""
    return batch_samples("events_fresh763")

@lru_cache(maxsize=None)
def fresh764_samples() -> tuple[dict, ...]:
    """fresh764.yaml: session r42's wave 115 (labelled, committed before its first run on catalogue 53710933)."""
    return batch_samples("fresh764")


@lru_cache(maxsize=None)
def event_fresh764_samples() -> tuple[dict, ...]:
    """events_fresh764.yaml: scheduling event messages (labelled before the first run on catalogue 53710933)."""
    return batch_samples("events_fresh764")

@lru_cache(maxsize=None)
def fresh765_samples() -> tuple[dict, ...]:
    """fresh765.yaml: session r42's wave 115 (labelled, committed before its first run on catalogue 53710933)."""
    return batch_samples("fresh765")


@lru_cache(maxsize=None)
def event_fresh765_samples() -> tuple[dict, ...]:
    """events_fresh765.yaml: scheduling event messages (labelled before the first run on catalogue 53710933)."""
    return batch_samples("events_fresh765")

@lru_cache(maxsize=None)
def fresh766_samples() -> tuple[dict, ...]:
    """fresh766.yaml: session r42's wave 116 (labelled, committed before its first run on catalogue 1eb47b0e)."""
    return batch_samples("fresh766")


@lru_cache(maxsize=None)
def event_fresh766_samples() -> tuple[dict, ...]:
    """events_fresh766.yaml: scheduling event messages (labelled before the first run on catalogue 1eb47b0e)."""
    return batch_samples("events_fresh766")

@lru_cache(maxsize=None)
def fresh767_samples() -> tuple[dict, ...]:
    """fresh767.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh767")


@lru_cache(maxsize=None)
def event_fresh767_samples() -> tuple[dict, ...]:
    """events_fresh767.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh767")

@lru_cache(maxsize=None)
def fresh768_samples() -> tuple[dict, ...]:
    """fresh768.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh768")


@lru_cache(maxsize=None)
def event_fresh768_samples() -> tuple[dict, ...]:
    """events_fresh768.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh768")

@lru_cache(maxsize=None)
def fresh769_samples() -> tuple[dict, ...]:
    """fresh769.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh769")


@lru_cache(maxsize=None)
def event_fresh769_samples() -> tuple[dict, ...]:
    """events_fresh769.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh769")

@lru_cache(maxsize=None)
def fresh770_samples() -> tuple[dict, ...]:
    """fresh770.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh770")


@lru_cache(maxsize=None)
def event_fresh770_samples() -> tuple[dict, ...]:
    """events_fresh770.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh770")

@lru_cache(maxsize=None)
def fresh771_samples() -> tuple[dict, ...]:
    """fresh771.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh771")


@lru_cache(maxsize=None)
def event_fresh771_samples() -> tuple[dict, ...]:
    """events_fresh771.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh771")

@lru_cache(maxsize=None)
def fresh772_samples() -> tuple[dict, ...]:
    """fresh772.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh772")


@lru_cache(maxsize=None)
def event_fresh772_samples() -> tuple[dict, ...]:
    """events_fresh772.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh772")

@lru_cache(maxsize=None)
def fresh773_samples() -> tuple[dict, ...]:
    """fresh773.yaml: session r43's wave 117 (labelled, committed before its first run on catalogue e568bb29)."""
    return batch_samples("fresh773")


@lru_cache(maxsize=None)
def event_fresh773_samples() -> tuple[dict, ...]:
    """events_fresh773.yaml: scheduling event messages (labelled before the first run on catalogue e568bb29)."""
    return batch_samples("events_fresh773")

@lru_cache(maxsize=None)
def fresh774_samples() -> tuple[dict, ...]:
    """fresh774.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh774")


@lru_cache(maxsize=None)
def event_fresh774_samples() -> tuple[dict, ...]:
    """events_fresh774.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh774")

@lru_cache(maxsize=None)
def fresh775_samples() -> tuple[dict, ...]:
    """fresh775.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh775")


@lru_cache(maxsize=None)
def event_fresh775_samples() -> tuple[dict, ...]:
    """events_fresh775.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh775")

@lru_cache(maxsize=None)
def fresh776_samples() -> tuple[dict, ...]:
    """fresh776.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh776")


@lru_cache(maxsize=None)
def event_fresh776_samples() -> tuple[dict, ...]:
    """events_fresh776.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh776")

@lru_cache(maxsize=None)
def fresh777_samples() -> tuple[dict, ...]:
    """fresh777.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh777")


@lru_cache(maxsize=None)
def event_fresh777_samples() -> tuple[dict, ...]:
    """events_fresh777.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh777")

@lru_cache(maxsize=None)
def fresh778_samples() -> tuple[dict, ...]:
    """fresh778.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh778")


@lru_cache(maxsize=None)
def event_fresh778_samples() -> tuple[dict, ...]:
    """events_fresh778.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh778")

@lru_cache(maxsize=None)
def fresh779_samples() -> tuple[dict, ...]:
    """fresh779.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh779")


@lru_cache(maxsize=None)
def event_fresh779_samples() -> tuple[dict, ...]:
    """events_fresh779.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh779")

@lru_cache(maxsize=None)
def fresh780_samples() -> tuple[dict, ...]:
    """fresh780.yaml: session r43's wave 118 (labelled, committed before its first run on catalogue 679d5da1)."""
    return batch_samples("fresh780")


@lru_cache(maxsize=None)
def event_fresh780_samples() -> tuple[dict, ...]:
    """events_fresh780.yaml: scheduling event messages (labelled before the first run on catalogue 679d5da1)."""
    return batch_samples("events_fresh780")

@lru_cache(maxsize=None)
def fresh781_samples() -> tuple[dict, ...]:
    """fresh781.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh781")


@lru_cache(maxsize=None)
def event_fresh781_samples() -> tuple[dict, ...]:
    """events_fresh781.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh781")

@lru_cache(maxsize=None)
def fresh782_samples() -> tuple[dict, ...]:
    """fresh782.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh782")


@lru_cache(maxsize=None)
def event_fresh782_samples() -> tuple[dict, ...]:
    """events_fresh782.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh782")

@lru_cache(maxsize=None)
def fresh783_samples() -> tuple[dict, ...]:
    """fresh783.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh783")


@lru_cache(maxsize=None)
def event_fresh783_samples() -> tuple[dict, ...]:
    """events_fresh783.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh783")

@lru_cache(maxsize=None)
def fresh784_samples() -> tuple[dict, ...]:
    """fresh784.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh784")


@lru_cache(maxsize=None)
def event_fresh784_samples() -> tuple[dict, ...]:
    """events_fresh784.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh784")

@lru_cache(maxsize=None)
def fresh785_samples() -> tuple[dict, ...]:
    """fresh785.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh785")


@lru_cache(maxsize=None)
def event_fresh785_samples() -> tuple[dict, ...]:
    """events_fresh785.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh785")

@lru_cache(maxsize=None)
def fresh786_samples() -> tuple[dict, ...]:
    """fresh786.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh786")


@lru_cache(maxsize=None)
def event_fresh786_samples() -> tuple[dict, ...]:
    """events_fresh786.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh786")

@lru_cache(maxsize=None)
def fresh787_samples() -> tuple[dict, ...]:
    """fresh787.yaml: session r43's wave 119 (labelled, committed before its first run on catalogue bfde564d)."""
    return batch_samples("fresh787")


@lru_cache(maxsize=None)
def event_fresh787_samples() -> tuple[dict, ...]:
    """events_fresh787.yaml: scheduling event messages (labelled before the first run on catalogue bfde564d)."""
    return batch_samples("events_fresh787")

@lru_cache(maxsize=None)
def fresh788_samples() -> tuple[dict, ...]:
    """fresh788.yaml: session r43's wave 120 (labelled, committed before its first run on catalogue 4886eeb5)."""
    return batch_samples("fresh788")


@lru_cache(maxsize=None)
def event_fresh788_samples() -> tuple[dict, ...]:
    """events_fresh788.yaml: scheduling event messages (labelled before the first run on catalogue 4886eeb5)."""
    return batch_samples("events_fresh788")

@lru_cache(maxsize=None)
def fresh789_samples() -> tuple[dict, ...]:
    """fresh789.yaml: session r43's wave 120 (labelled, committed before its first run on catalogue 4886eeb5)."""
    return batch_samples("fresh789")


@lru_cache(maxsize=None)
def event_fresh789_samples() -> tuple[dict, ...]:
    """events_fresh789.yaml: scheduling event messages (labelled before the first run on catalogue 4886eeb5)."""
    return batch_samples("events_fresh789")

@lru_cache(maxsize=None)
def fresh790_samples() -> tuple[dict, ...]:
    """fresh790.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh790")


@lru_cache(maxsize=None)
def event_fresh790_samples() -> tuple[dict, ...]:
    """events_fresh790.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh790")

@lru_cache(maxsize=None)
def fresh791_samples() -> tuple[dict, ...]:
    """fresh791.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh791")


@lru_cache(maxsize=None)
def event_fresh791_samples() -> tuple[dict, ...]:
    """events_fresh791.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh791")

@lru_cache(maxsize=None)
def fresh792_samples() -> tuple[dict, ...]:
    """fresh792.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh792")


@lru_cache(maxsize=None)
def event_fresh792_samples() -> tuple[dict, ...]:
    """events_fresh792.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh792")

@lru_cache(maxsize=None)
def fresh793_samples() -> tuple[dict, ...]:
    """fresh793.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh793")


@lru_cache(maxsize=None)
def event_fresh793_samples() -> tuple[dict, ...]:
    """events_fresh793.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh793")

@lru_cache(maxsize=None)
def fresh794_samples() -> tuple[dict, ...]:
    """fresh794.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh794")


@lru_cache(maxsize=None)
def event_fresh794_samples() -> tuple[dict, ...]:
    """events_fresh794.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh794")

@lru_cache(maxsize=None)
def fresh795_samples() -> tuple[dict, ...]:
    """fresh795.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh795")


@lru_cache(maxsize=None)
def event_fresh795_samples() -> tuple[dict, ...]:
    """events_fresh795.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh795")

@lru_cache(maxsize=None)
def fresh796_samples() -> tuple[dict, ...]:
    """fresh796.yaml: session r44's wave 121 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh796")


@lru_cache(maxsize=None)
def event_fresh796_samples() -> tuple[dict, ...]:
    """events_fresh796.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh796")

@lru_cache(maxsize=None)
def fresh797_samples() -> tuple[dict, ...]:
    """fresh797.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh797")


@lru_cache(maxsize=None)
def event_fresh797_samples() -> tuple[dict, ...]:
    """events_fresh797.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh797")

@lru_cache(maxsize=None)
def fresh798_samples() -> tuple[dict, ...]:
    """fresh798.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh798")


@lru_cache(maxsize=None)
def event_fresh798_samples() -> tuple[dict, ...]:
    """events_fresh798.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh798")

@lru_cache(maxsize=None)
def fresh799_samples() -> tuple[dict, ...]:
    """fresh799.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh799")


@lru_cache(maxsize=None)
def event_fresh799_samples() -> tuple[dict, ...]:
    """events_fresh799.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh799")

@lru_cache(maxsize=None)
def fresh800_samples() -> tuple[dict, ...]:
    """fresh800.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh800")


@lru_cache(maxsize=None)
def event_fresh800_samples() -> tuple[dict, ...]:
    """events_fresh800.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh800")

@lru_cache(maxsize=None)
def fresh801_samples() -> tuple[dict, ...]:
    """fresh801.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh801")


@lru_cache(maxsize=None)
def event_fresh801_samples() -> tuple[dict, ...]:
    """events_fresh801.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh801")

@lru_cache(maxsize=None)
def fresh802_samples() -> tuple[dict, ...]:
    """fresh802.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh802")


@lru_cache(maxsize=None)
def event_fresh802_samples() -> tuple[dict, ...]:
    """events_fresh802.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh802")

@lru_cache(maxsize=None)
def fresh803_samples() -> tuple[dict, ...]:
    """fresh803.yaml: session r44's wave 122 (labelled, committed before its first run on catalogue 4358447f)."""
    return batch_samples("fresh803")


@lru_cache(maxsize=None)
def event_fresh803_samples() -> tuple[dict, ...]:
    """events_fresh803.yaml: scheduling event messages (labelled before the first run on catalogue 4358447f)."""
    return batch_samples("events_fresh803")

@lru_cache(maxsize=None)
def fresh804_samples() -> tuple[dict, ...]:
    """fresh804.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh804")


@lru_cache(maxsize=None)
def event_fresh804_samples() -> tuple[dict, ...]:
    """events_fresh804.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh804")

@lru_cache(maxsize=None)
def fresh805_samples() -> tuple[dict, ...]:
    """fresh805.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh805")


@lru_cache(maxsize=None)
def event_fresh805_samples() -> tuple[dict, ...]:
    """events_fresh805.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh805")

@lru_cache(maxsize=None)
def fresh806_samples() -> tuple[dict, ...]:
    """fresh806.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh806")


@lru_cache(maxsize=None)
def event_fresh806_samples() -> tuple[dict, ...]:
    """events_fresh806.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh806")

@lru_cache(maxsize=None)
def fresh807_samples() -> tuple[dict, ...]:
    """fresh807.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh807")


@lru_cache(maxsize=None)
def event_fresh807_samples() -> tuple[dict, ...]:
    """events_fresh807.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh807")

@lru_cache(maxsize=None)
def fresh808_samples() -> tuple[dict, ...]:
    """fresh808.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh808")


@lru_cache(maxsize=None)
def event_fresh808_samples() -> tuple[dict, ...]:
    """events_fresh808.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh808")

@lru_cache(maxsize=None)
def fresh809_samples() -> tuple[dict, ...]:
    """fresh809.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh809")


@lru_cache(maxsize=None)
def event_fresh809_samples() -> tuple[dict, ...]:
    """events_fresh809.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh809")

@lru_cache(maxsize=None)
def fresh810_samples() -> tuple[dict, ...]:
    """fresh810.yaml: session r44's wave 123 (labelled, committed before its first run on catalogue 446f8b45)."""
    return batch_samples("fresh810")


@lru_cache(maxsize=None)
def event_fresh810_samples() -> tuple[dict, ...]:
    """events_fresh810.yaml: scheduling event messages (labelled before the first run on catalogue 446f8b45)."""
    return batch_samples("events_fresh810")

@lru_cache(maxsize=None)
def fresh811_samples() -> tuple[dict, ...]:
    """fresh811.yaml: session r44's wave 124 (labelled, committed before its first run on catalogue 77507384)."""
    return batch_samples("fresh811")


@lru_cache(maxsize=None)
def event_fresh811_samples() -> tuple[dict, ...]:
    """events_fresh811.yaml: scheduling event messages (labelled before the first run on catalogue 77507384)."""
    return batch_samples("events_fresh811")

@lru_cache(maxsize=None)
def fresh812_samples() -> tuple[dict, ...]:
    """fresh812.yaml: session r44's wave 124 (labelled, committed before its first run on catalogue 77507384)."""
    return batch_samples("fresh812")


@lru_cache(maxsize=None)
def event_fresh812_samples() -> tuple[dict, ...]:
    """events_fresh812.yaml: scheduling event messages (labelled before the first run on catalogue 77507384)."""
    return batch_samples("events_fresh812")

@lru_cache(maxsize=None)
def fresh813_samples() -> tuple[dict, ...]:
    """fresh813.yaml: session r44's wave 124 (labelled, committed before its first run on catalogue 77507384)."""
    return batch_samples("fresh813")


@lru_cache(maxsize=None)
def event_fresh813_samples() -> tuple[dict, ...]:
    """events_fresh813.yaml: scheduling event messages (labelled before the first run on catalogue 77507384)."""
    return batch_samples("events_fresh813")

@lru_cache(maxsize=None)
def fresh814_samples() -> tuple[dict, ...]:
    """fresh814.yaml: session r45's wave 125 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh814")


@lru_cache(maxsize=None)
def event_fresh814_samples() -> tuple[dict, ...]:
    """events_fresh814.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh814")

@lru_cache(maxsize=None)
def fresh815_samples() -> tuple[dict, ...]:
    """fresh815.yaml: session r45's wave 125 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh815")


@lru_cache(maxsize=None)
def event_fresh815_samples() -> tuple[dict, ...]:
    """events_fresh815.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh815")

@lru_cache(maxsize=None)
def fresh816_samples() -> tuple[dict, ...]:
    """fresh816.yaml: session r45's wave 125 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh816")


@lru_cache(maxsize=None)
def event_fresh816_samples() -> tuple[dict, ...]:
    """events_fresh816.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh816")

@lru_cache(maxsize=None)
def fresh817_samples() -> tuple[dict, ...]:
    """fresh817.yaml: session r45's wave 125 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh817")


@lru_cache(maxsize=None)
def event_fresh817_samples() -> tuple[dict, ...]:
    """events_fresh817.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh817")

@lru_cache(maxsize=None)
def fresh818_samples() -> tuple[dict, ...]:
    """fresh818.yaml: session r45's wave 125 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh818")


@lru_cache(maxsize=None)
def event_fresh818_samples() -> tuple[dict, ...]:
    """events_fresh818.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh818")

@lru_cache(maxsize=None)
def fresh819_samples() -> tuple[dict, ...]:
    """fresh819.yaml: session r45's wave 126 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh819")


@lru_cache(maxsize=None)
def event_fresh819_samples() -> tuple[dict, ...]:
    """events_fresh819.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh819")

@lru_cache(maxsize=None)
def fresh820_samples() -> tuple[dict, ...]:
    """fresh820.yaml: session r45's wave 126 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh820")


@lru_cache(maxsize=None)
def event_fresh820_samples() -> tuple[dict, ...]:
    """events_fresh820.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh820")

@lru_cache(maxsize=None)
def fresh821_samples() -> tuple[dict, ...]:
    """fresh821.yaml: session r45's wave 126 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh821")


@lru_cache(maxsize=None)
def event_fresh821_samples() -> tuple[dict, ...]:
    """events_fresh821.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh821")

@lru_cache(maxsize=None)
def fresh822_samples() -> tuple[dict, ...]:
    """fresh822.yaml: session r45's wave 126 (labelled, committed before its first run on catalogue c57e12c4)."""
    return batch_samples("fresh822")


@lru_cache(maxsize=None)
def event_fresh822_samples() -> tuple[dict, ...]:
    """events_fresh822.yaml: scheduling event messages (labelled before the first run on catalogue c57e12c4)."""
    return batch_samples("events_fresh822")

@lru_cache(maxsize=None)
def fresh823_samples() -> tuple[dict, ...]:
    """fresh823.yaml: session r45's wave 127 (labelled, committed before its first run on catalogue 8ccc6ad1)."""
    return batch_samples("fresh823")


@lru_cache(maxsize=None)
def event_fresh823_samples() -> tuple[dict, ...]:
    """events_fresh823.yaml: scheduling event messages (labelled before the first run on catalogue 8ccc6ad1)."""
    return batch_samples("events_fresh823")

@lru_cache(maxsize=None)
def fresh824_samples() -> tuple[dict, ...]:
    """fresh824.yaml: session r45's wave 127 (labelled, committed before its first run on catalogue 8ccc6ad1)."""
    return batch_samples("fresh824")


@lru_cache(maxsize=None)
def event_fresh824_samples() -> tuple[dict, ...]:
    """events_fresh824.yaml: scheduling event messages (labelled before the first run on catalogue 8ccc6ad1)."""
    return batch_samples("events_fresh824")

@lru_cache(maxsize=None)
def fresh825_samples() -> tuple[dict, ...]:
    """fresh825.yaml: session r45's wave 127 (labelled, committed before its first run on catalogue 8ccc6ad1)."""
    return batch_samples("fresh825")


@lru_cache(maxsize=None)
def event_fresh825_samples() -> tuple[dict, ...]:
    """events_fresh825.yaml: scheduling event messages (labelled before the first run on catalogue 8ccc6ad1)."""
    return batch_samples("events_fresh825")

@lru_cache(maxsize=None)
def fresh826_samples() -> tuple[dict, ...]:
    """fresh826.yaml: session r45's wave 127 (labelled, committed before its first run on catalogue 8ccc6ad1)."""
    return batch_samples("fresh826")


@lru_cache(maxsize=None)
def event_fresh826_samples() -> tuple[dict, ...]:
    """events_fresh826.yaml: scheduling event messages (labelled before the first run on catalogue 8ccc6ad1)."""
    return batch_samples("events_fresh826")

@lru_cache(maxsize=None)
def fresh827_samples() -> tuple[dict, ...]:
    """fresh827.yaml: session r45's wave 127 (labelled, committed before its first run on catalogue 8ccc6ad1)."""
    return batch_samples("fresh827")


@lru_cache(maxsize=None)
def event_fresh827_samples() -> tuple[dict, ...]:
    """events_fresh827.yaml: scheduling event messages (labelled before the first run on catalogue 8ccc6ad1)."""
    return batch_samples("events_fresh827")

@lru_cache(maxsize=None)
def fresh828_samples() -> tuple[dict, ...]:
    """fresh828.yaml: session r45's wave 128 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh828")


@lru_cache(maxsize=None)
def event_fresh828_samples() -> tuple[dict, ...]:
    """events_fresh828.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh828")

@lru_cache(maxsize=None)
def fresh829_samples() -> tuple[dict, ...]:
    """fresh829.yaml: session r45's wave 128 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh829")


@lru_cache(maxsize=None)
def event_fresh829_samples() -> tuple[dict, ...]:
    """events_fresh829.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh829")

@lru_cache(maxsize=None)
def fresh830_samples() -> tuple[dict, ...]:
    """fresh830.yaml: session r45's wave 128 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh830")


@lru_cache(maxsize=None)
def event_fresh830_samples() -> tuple[dict, ...]:
    """events_fresh830.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh830")

@lru_cache(maxsize=None)
def fresh831_samples() -> tuple[dict, ...]:
    """fresh831.yaml: session r45's wave 128 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh831")


@lru_cache(maxsize=None)
def event_fresh831_samples() -> tuple[dict, ...]:
    """events_fresh831.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh831")

@lru_cache(maxsize=None)
def fresh832_samples() -> tuple[dict, ...]:
    """fresh832.yaml: session r45's wave 128 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh832")


@lru_cache(maxsize=None)
def event_fresh832_samples() -> tuple[dict, ...]:
    """events_fresh832.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh832")

@lru_cache(maxsize=None)
def fresh833_samples() -> tuple[dict, ...]:
    """fresh833.yaml: session r45's wave 129 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh833")


@lru_cache(maxsize=None)
def event_fresh833_samples() -> tuple[dict, ...]:
    """events_fresh833.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh833")

@lru_cache(maxsize=None)
def fresh834_samples() -> tuple[dict, ...]:
    """fresh834.yaml: session r45's wave 129 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh834")


@lru_cache(maxsize=None)
def event_fresh834_samples() -> tuple[dict, ...]:
    """events_fresh834.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh834")

@lru_cache(maxsize=None)
def fresh835_samples() -> tuple[dict, ...]:
    """fresh835.yaml: session r45's wave 129 (labelled, committed before its first run on catalogue eac9e3f0)."""
    return batch_samples("fresh835")


@lru_cache(maxsize=None)
def event_fresh835_samples() -> tuple[dict, ...]:
    """events_fresh835.yaml: scheduling event messages (labelled before the first run on catalogue eac9e3f0)."""
    return batch_samples("events_fresh835")

@lru_cache(maxsize=None)
def fresh836_samples() -> tuple[dict, ...]:
    """fresh836.yaml: session r46's wave 130 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh836")


@lru_cache(maxsize=None)
def event_fresh836_samples() -> tuple[dict, ...]:
    """events_fresh836.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh836")

@lru_cache(maxsize=None)
def fresh837_samples() -> tuple[dict, ...]:
    """fresh837.yaml: session r46's wave 130 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh837")


@lru_cache(maxsize=None)
def event_fresh837_samples() -> tuple[dict, ...]:
    """events_fresh837.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh837")

@lru_cache(maxsize=None)
def fresh838_samples() -> tuple[dict, ...]:
    """fresh838.yaml: session r46's wave 130 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh838")


@lru_cache(maxsize=None)
def event_fresh838_samples() -> tuple[dict, ...]:
    """events_fresh838.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh838")

@lru_cache(maxsize=None)
def fresh839_samples() -> tuple[dict, ...]:
    """fresh839.yaml: session r46's wave 131 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh839")


@lru_cache(maxsize=None)
def event_fresh839_samples() -> tuple[dict, ...]:
    """events_fresh839.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh839")

@lru_cache(maxsize=None)
def fresh840_samples() -> tuple[dict, ...]:
    """fresh840.yaml: session r46's wave 131 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh840")


@lru_cache(maxsize=None)
def event_fresh840_samples() -> tuple[dict, ...]:
    """events_fresh840.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh840")

@lru_cache(maxsize=None)
def fresh841_samples() -> tuple[dict, ...]:
    """fresh841.yaml: session r46's wave 131 (labelled, committed before its first run on catalogue e260882e)."""
    return batch_samples("fresh841")


@lru_cache(maxsize=None)
def event_fresh841_samples() -> tuple[dict, ...]:
    """events_fresh841.yaml: scheduling event messages (labelled before the first run on catalogue e260882e)."""
    return batch_samples("events_fresh841")

@lru_cache(maxsize=None)
def fresh842_samples() -> tuple[dict, ...]:
    """fresh842.yaml: session r46's wave 132 (labelled, committed before its first run on catalogue 6fadd750)."""
    return batch_samples("fresh842")


@lru_cache(maxsize=None)
def event_fresh842_samples() -> tuple[dict, ...]:
    """events_fresh842.yaml: scheduling event messages (labelled before the first run on catalogue 6fadd750)."""
    return batch_samples("events_fresh842")

@lru_cache(maxsize=None)
def fresh843_samples() -> tuple[dict, ...]:
    """fresh843.yaml: session r46's wave 132 (labelled, committed before its first run on catalogue 6fadd750)."""
    return batch_samples("fresh843")


@lru_cache(maxsize=None)
def event_fresh843_samples() -> tuple[dict, ...]:
    """events_fresh843.yaml: scheduling event messages (labelled before the first run on catalogue 6fadd750)."""
    return batch_samples("events_fresh843")

@lru_cache(maxsize=None)
def fresh844_samples() -> tuple[dict, ...]:
    """fresh844.yaml: session r46's wave 132 (labelled, committed before its first run on catalogue 6fadd750)."""
    return batch_samples("fresh844")


@lru_cache(maxsize=None)
def event_fresh844_samples() -> tuple[dict, ...]:
    """events_fresh844.yaml: scheduling event messages (labelled before the first run on catalogue 6fadd750)."""
    return batch_samples("events_fresh844")

@lru_cache(maxsize=None)
def fresh845_samples() -> tuple[dict, ...]:
    """fresh845.yaml: session r46's wave 133 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh845")


@lru_cache(maxsize=None)
def event_fresh845_samples() -> tuple[dict, ...]:
    """events_fresh845.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh845")

@lru_cache(maxsize=None)
def fresh846_samples() -> tuple[dict, ...]:
    """fresh846.yaml: session r46's wave 133 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh846")


@lru_cache(maxsize=None)
def event_fresh846_samples() -> tuple[dict, ...]:
    """events_fresh846.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh846")

@lru_cache(maxsize=None)
def fresh847_samples() -> tuple[dict, ...]:
    """fresh847.yaml: session r46's wave 133 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh847")


@lru_cache(maxsize=None)
def event_fresh847_samples() -> tuple[dict, ...]:
    """events_fresh847.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh847")

@lru_cache(maxsize=None)
def fresh848_samples() -> tuple[dict, ...]:
    """fresh848.yaml: session r46's wave 134 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh848")


@lru_cache(maxsize=None)
def event_fresh848_samples() -> tuple[dict, ...]:
    """events_fresh848.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh848")

@lru_cache(maxsize=None)
def fresh849_samples() -> tuple[dict, ...]:
    """fresh849.yaml: session r46's wave 134 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh849")


@lru_cache(maxsize=None)
def event_fresh849_samples() -> tuple[dict, ...]:
    """events_fresh849.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh849")

@lru_cache(maxsize=None)
def fresh850_samples() -> tuple[dict, ...]:
    """fresh850.yaml: session r46's wave 134 (labelled, committed before its first run on catalogue c4068ac8)."""
    return batch_samples("fresh850")


@lru_cache(maxsize=None)
def event_fresh850_samples() -> tuple[dict, ...]:
    """events_fresh850.yaml: scheduling event messages (labelled before the first run on catalogue c4068ac8)."""
    return batch_samples("events_fresh850")

@lru_cache(maxsize=None)
def fresh851_samples() -> tuple[dict, ...]:
    """fresh851.yaml: session r46's wave 135 (labelled, committed before its first run on catalogue 1a00da02)."""
    return batch_samples("fresh851")


@lru_cache(maxsize=None)
def event_fresh851_samples() -> tuple[dict, ...]:
    """events_fresh851.yaml: scheduling event messages (labelled before the first run on catalogue 1a00da02)."""
    return batch_samples("events_fresh851")

@lru_cache(maxsize=None)
def fresh852_samples() -> tuple[dict, ...]:
    """fresh852.yaml: session r46's wave 135 (labelled, committed before its first run on catalogue 1a00da02)."""
    return batch_samples("fresh852")


@lru_cache(maxsize=None)
def event_fresh852_samples() -> tuple[dict, ...]:
    """events_fresh852.yaml: scheduling event messages (labelled before the first run on catalogue 1a00da02)."""
    return batch_samples("events_fresh852")

@lru_cache(maxsize=None)
def fresh853_samples() -> tuple[dict, ...]:
    """fresh853.yaml: session r46's wave 135 (labelled, committed before its first run on catalogue 1a00da02)."""
    return batch_samples("fresh853")


@lru_cache(maxsize=None)
def event_fresh853_samples() -> tuple[dict, ...]:
    """events_fresh853.yaml: scheduling event messages (labelled before the first run on catalogue 1a00da02)."""
    return batch_samples("events_fresh853")

@lru_cache(maxsize=None)
def fresh854_samples() -> tuple[dict, ...]:
    """fresh854.yaml: session r47's wave 136 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh854")


@lru_cache(maxsize=None)
def event_fresh854_samples() -> tuple[dict, ...]:
    """events_fresh854.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh854")

@lru_cache(maxsize=None)
def fresh855_samples() -> tuple[dict, ...]:
    """fresh855.yaml: session r47's wave 136 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh855")


@lru_cache(maxsize=None)
def event_fresh855_samples() -> tuple[dict, ...]:
    """events_fresh855.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh855")

@lru_cache(maxsize=None)
def fresh856_samples() -> tuple[dict, ...]:
    """fresh856.yaml: session r47's wave 136 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh856")


@lru_cache(maxsize=None)
def event_fresh856_samples() -> tuple[dict, ...]:
    """events_fresh856.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh856")

@lru_cache(maxsize=None)
def fresh857_samples() -> tuple[dict, ...]:
    """fresh857.yaml: session r47's wave 137 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh857")


@lru_cache(maxsize=None)
def event_fresh857_samples() -> tuple[dict, ...]:
    """events_fresh857.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh857")

@lru_cache(maxsize=None)
def fresh858_samples() -> tuple[dict, ...]:
    """fresh858.yaml: session r47's wave 137 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh858")


@lru_cache(maxsize=None)
def event_fresh858_samples() -> tuple[dict, ...]:
    """events_fresh858.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh858")

@lru_cache(maxsize=None)
def fresh859_samples() -> tuple[dict, ...]:
    """fresh859.yaml: session r47's wave 137 (labelled, committed before its first run on catalogue ad7c820c)."""
    return batch_samples("fresh859")


@lru_cache(maxsize=None)
def event_fresh859_samples() -> tuple[dict, ...]:
    """events_fresh859.yaml: scheduling event messages (labelled before the first run on catalogue ad7c820c)."""
    return batch_samples("events_fresh859")

@lru_cache(maxsize=None)
def fresh860_samples() -> tuple[dict, ...]:
    """fresh860.yaml: session r47's wave 138 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh860")


@lru_cache(maxsize=None)
def event_fresh860_samples() -> tuple[dict, ...]:
    """events_fresh860.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh860")

@lru_cache(maxsize=None)
def fresh861_samples() -> tuple[dict, ...]:
    """fresh861.yaml: session r47's wave 138 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh861")


@lru_cache(maxsize=None)
def event_fresh861_samples() -> tuple[dict, ...]:
    """events_fresh861.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh861")

@lru_cache(maxsize=None)
def fresh862_samples() -> tuple[dict, ...]:
    """fresh862.yaml: session r47's wave 138 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh862")


@lru_cache(maxsize=None)
def event_fresh862_samples() -> tuple[dict, ...]:
    """events_fresh862.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh862")

@lru_cache(maxsize=None)
def fresh863_samples() -> tuple[dict, ...]:
    """fresh863.yaml: session r47's wave 139 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh863")


@lru_cache(maxsize=None)
def event_fresh863_samples() -> tuple[dict, ...]:
    """events_fresh863.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh863")

@lru_cache(maxsize=None)
def fresh864_samples() -> tuple[dict, ...]:
    """fresh864.yaml: session r47's wave 139 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh864")


@lru_cache(maxsize=None)
def event_fresh864_samples() -> tuple[dict, ...]:
    """events_fresh864.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh864")

@lru_cache(maxsize=None)
def fresh865_samples() -> tuple[dict, ...]:
    """fresh865.yaml: session r47's wave 139 (labelled, committed before its first run on catalogue cd70883c)."""
    return batch_samples("fresh865")


@lru_cache(maxsize=None)
def event_fresh865_samples() -> tuple[dict, ...]:
    """events_fresh865.yaml: scheduling event messages (labelled before the first run on catalogue cd70883c)."""
    return batch_samples("events_fresh865")

@lru_cache(maxsize=None)
def fresh866_samples() -> tuple[dict, ...]:
    """fresh866.yaml: session r47's wave 140 (labelled, committed before its first run on catalogue 82bc47a6)."""
    return batch_samples("fresh866")


@lru_cache(maxsize=None)
def event_fresh866_samples() -> tuple[dict, ...]:
    """events_fresh866.yaml: scheduling event messages (labelled before the first run on catalogue 82bc47a6)."""
    return batch_samples("events_fresh866")

@lru_cache(maxsize=None)
def fresh867_samples() -> tuple[dict, ...]:
    """fresh867.yaml: session r47's wave 140 (labelled, committed before its first run on catalogue 82bc47a6)."""
    return batch_samples("fresh867")


@lru_cache(maxsize=None)
def event_fresh867_samples() -> tuple[dict, ...]:
    """events_fresh867.yaml: scheduling event messages (labelled before the first run on catalogue 82bc47a6)."""
    return batch_samples("events_fresh867")

@lru_cache(maxsize=None)
def fresh868_samples() -> tuple[dict, ...]:
    """fresh868.yaml: session r47's wave 140 (labelled, committed before its first run on catalogue 82bc47a6)."""
    return batch_samples("fresh868")


@lru_cache(maxsize=None)
def event_fresh868_samples() -> tuple[dict, ...]:
    """events_fresh868.yaml: scheduling event messages (labelled before the first run on catalogue 82bc47a6)."""
    return batch_samples("events_fresh868")

@lru_cache(maxsize=None)
def fresh869_samples() -> tuple[dict, ...]:
    """fresh869.yaml: session r47's wave 141 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh869")


@lru_cache(maxsize=None)
def event_fresh869_samples() -> tuple[dict, ...]:
    """events_fresh869.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh869")

@lru_cache(maxsize=None)
def fresh870_samples() -> tuple[dict, ...]:
    """fresh870.yaml: session r47's wave 141 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh870")


@lru_cache(maxsize=None)
def event_fresh870_samples() -> tuple[dict, ...]:
    """events_fresh870.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh870")

@lru_cache(maxsize=None)
def fresh871_samples() -> tuple[dict, ...]:
    """fresh871.yaml: session r47's wave 141 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh871")


@lru_cache(maxsize=None)
def event_fresh871_samples() -> tuple[dict, ...]:
    """events_fresh871.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh871")

@lru_cache(maxsize=None)
def fresh872_samples() -> tuple[dict, ...]:
    """fresh872.yaml: session r47's wave 142 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh872")


@lru_cache(maxsize=None)
def event_fresh872_samples() -> tuple[dict, ...]:
    """events_fresh872.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh872")

@lru_cache(maxsize=None)
def fresh873_samples() -> tuple[dict, ...]:
    """fresh873.yaml: session r47's wave 142 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh873")


@lru_cache(maxsize=None)
def event_fresh873_samples() -> tuple[dict, ...]:
    """events_fresh873.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh873")

@lru_cache(maxsize=None)
def fresh874_samples() -> tuple[dict, ...]:
    """fresh874.yaml: session r47's wave 142 (labelled, committed before its first run on catalogue 23e6efdd)."""
    return batch_samples("fresh874")


@lru_cache(maxsize=None)
def event_fresh874_samples() -> tuple[dict, ...]:
    """events_fresh874.yaml: scheduling event messages (labelled before the first run on catalogue 23e6efdd)."""
    return batch_samples("events_fresh874")

@lru_cache(maxsize=None)
def fresh875_samples() -> tuple[dict, ...]:
    """fresh875.yaml: session r47's wave 143 (labelled, committed before its first run on catalogue ae99ebeb)."""
    return batch_samples("fresh875")


@lru_cache(maxsize=None)
def event_fresh875_samples() -> tuple[dict, ...]:
    """events_fresh875.yaml: scheduling event messages (labelled before the first run on catalogue ae99ebeb)."""
    return batch_samples("events_fresh875")

@lru_cache(maxsize=None)
def fresh876_samples() -> tuple[dict, ...]:
    """fresh876.yaml: session r47's wave 143 (labelled, committed before its first run on catalogue ae99ebeb)."""
    return batch_samples("fresh876")


@lru_cache(maxsize=None)
def event_fresh876_samples() -> tuple[dict, ...]:
    """events_fresh876.yaml: scheduling event messages (labelled before the first run on catalogue ae99ebeb)."""
    return batch_samples("events_fresh876")

@lru_cache(maxsize=None)
def fresh877_samples() -> tuple[dict, ...]:
    """fresh877.yaml: session r48's wave 144 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh877")


@lru_cache(maxsize=None)
def event_fresh877_samples() -> tuple[dict, ...]:
    """events_fresh877.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh877")

@lru_cache(maxsize=None)
def fresh878_samples() -> tuple[dict, ...]:
    """fresh878.yaml: session r48's wave 144 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh878")


@lru_cache(maxsize=None)
def event_fresh878_samples() -> tuple[dict, ...]:
    """events_fresh878.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh878")

@lru_cache(maxsize=None)
def fresh879_samples() -> tuple[dict, ...]:
    """fresh879.yaml: session r48's wave 144 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh879")


@lru_cache(maxsize=None)
def event_fresh879_samples() -> tuple[dict, ...]:
    """events_fresh879.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh879")

@lru_cache(maxsize=None)
def fresh880_samples() -> tuple[dict, ...]:
    """fresh880.yaml: session r48's wave 145 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh880")


@lru_cache(maxsize=None)
def event_fresh880_samples() -> tuple[dict, ...]:
    """events_fresh880.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh880")

@lru_cache(maxsize=None)
def fresh881_samples() -> tuple[dict, ...]:
    """fresh881.yaml: session r48's wave 145 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh881")


@lru_cache(maxsize=None)
def event_fresh881_samples() -> tuple[dict, ...]:
    """events_fresh881.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh881")

@lru_cache(maxsize=None)
def fresh882_samples() -> tuple[dict, ...]:
    """fresh882.yaml: session r48's wave 145 (labelled, committed before its first run on catalogue 4ef6a74c)."""
    return batch_samples("fresh882")


@lru_cache(maxsize=None)
def event_fresh882_samples() -> tuple[dict, ...]:
    """events_fresh882.yaml: scheduling event messages (labelled before the first run on catalogue 4ef6a74c)."""
    return batch_samples("events_fresh882")

@lru_cache(maxsize=None)
def fresh883_samples() -> tuple[dict, ...]:
    """fresh883.yaml: session r48's wave 146 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh883")


@lru_cache(maxsize=None)
def event_fresh883_samples() -> tuple[dict, ...]:
    """events_fresh883.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh883")

@lru_cache(maxsize=None)
def fresh884_samples() -> tuple[dict, ...]:
    """fresh884.yaml: session r48's wave 146 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh884")


@lru_cache(maxsize=None)
def event_fresh884_samples() -> tuple[dict, ...]:
    """events_fresh884.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh884")

@lru_cache(maxsize=None)
def fresh885_samples() -> tuple[dict, ...]:
    """fresh885.yaml: session r48's wave 146 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh885")


@lru_cache(maxsize=None)
def event_fresh885_samples() -> tuple[dict, ...]:
    """events_fresh885.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh885")

@lru_cache(maxsize=None)
def fresh886_samples() -> tuple[dict, ...]:
    """fresh886.yaml: session r48's wave 147 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh886")


@lru_cache(maxsize=None)
def event_fresh886_samples() -> tuple[dict, ...]:
    """events_fresh886.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh886")

@lru_cache(maxsize=None)
def fresh887_samples() -> tuple[dict, ...]:
    """fresh887.yaml: session r48's wave 147 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh887")


@lru_cache(maxsize=None)
def event_fresh887_samples() -> tuple[dict, ...]:
    """events_fresh887.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh887")

@lru_cache(maxsize=None)
def fresh888_samples() -> tuple[dict, ...]:
    """fresh888.yaml: session r48's wave 147 (labelled, committed before its first run on catalogue 75ca4d20)."""
    return batch_samples("fresh888")


@lru_cache(maxsize=None)
def event_fresh888_samples() -> tuple[dict, ...]:
    """events_fresh888.yaml: scheduling event messages (labelled before the first run on catalogue 75ca4d20)."""
    return batch_samples("events_fresh888")

@lru_cache(maxsize=None)
def fresh889_samples() -> tuple[dict, ...]:
    """fresh889.yaml: session r48's wave 148 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh889")


@lru_cache(maxsize=None)
def event_fresh889_samples() -> tuple[dict, ...]:
    """events_fresh889.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh889")

@lru_cache(maxsize=None)
def fresh890_samples() -> tuple[dict, ...]:
    """fresh890.yaml: session r48's wave 148 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh890")


@lru_cache(maxsize=None)
def event_fresh890_samples() -> tuple[dict, ...]:
    """events_fresh890.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh890")

@lru_cache(maxsize=None)
def fresh891_samples() -> tuple[dict, ...]:
    """fresh891.yaml: session r48's wave 148 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh891")


@lru_cache(maxsize=None)
def event_fresh891_samples() -> tuple[dict, ...]:
    """events_fresh891.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh891")

@lru_cache(maxsize=None)
def fresh892_samples() -> tuple[dict, ...]:
    """fresh892.yaml: session r48's wave 149 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh892")


@lru_cache(maxsize=None)
def event_fresh892_samples() -> tuple[dict, ...]:
    """events_fresh892.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh892")

@lru_cache(maxsize=None)
def fresh893_samples() -> tuple[dict, ...]:
    """fresh893.yaml: session r48's wave 149 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh893")


@lru_cache(maxsize=None)
def event_fresh893_samples() -> tuple[dict, ...]:
    """events_fresh893.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh893")

@lru_cache(maxsize=None)
def fresh894_samples() -> tuple[dict, ...]:
    """fresh894.yaml: session r48's wave 149 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh894")


@lru_cache(maxsize=None)
def event_fresh894_samples() -> tuple[dict, ...]:
    """events_fresh894.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh894")

@lru_cache(maxsize=None)
def fresh895_samples() -> tuple[dict, ...]:
    """fresh895.yaml: session r48's wave 150 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh895")


@lru_cache(maxsize=None)
def event_fresh895_samples() -> tuple[dict, ...]:
    """events_fresh895.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh895")

@lru_cache(maxsize=None)
def fresh896_samples() -> tuple[dict, ...]:
    """fresh896.yaml: session r48's wave 150 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh896")


@lru_cache(maxsize=None)
def event_fresh896_samples() -> tuple[dict, ...]:
    """events_fresh896.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh896")

@lru_cache(maxsize=None)
def fresh897_samples() -> tuple[dict, ...]:
    """fresh897.yaml: session r48's wave 150 (labelled, committed before its first run on catalogue b2f2c1c8)."""
    return batch_samples("fresh897")


@lru_cache(maxsize=None)
def event_fresh897_samples() -> tuple[dict, ...]:
    """events_fresh897.yaml: scheduling event messages (labelled before the first run on catalogue b2f2c1c8)."""
    return batch_samples("events_fresh897")

@lru_cache(maxsize=None)
def fresh898_samples() -> tuple[dict, ...]:
    """fresh898.yaml: session r48's wave 151 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh898")


@lru_cache(maxsize=None)
def event_fresh898_samples() -> tuple[dict, ...]:
    """events_fresh898.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh898")

@lru_cache(maxsize=None)
def fresh899_samples() -> tuple[dict, ...]:
    """fresh899.yaml: session r48's wave 151 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh899")


@lru_cache(maxsize=None)
def event_fresh899_samples() -> tuple[dict, ...]:
    """events_fresh899.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh899")

@lru_cache(maxsize=None)
def fresh900_samples() -> tuple[dict, ...]:
    """fresh900.yaml: session r48's wave 151 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh900")


@lru_cache(maxsize=None)
def event_fresh900_samples() -> tuple[dict, ...]:
    """events_fresh900.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh900")

@lru_cache(maxsize=None)
def fresh901_samples() -> tuple[dict, ...]:
    """fresh901.yaml: session r48's wave 152 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh901")


@lru_cache(maxsize=None)
def event_fresh901_samples() -> tuple[dict, ...]:
    """events_fresh901.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh901")

@lru_cache(maxsize=None)
def fresh902_samples() -> tuple[dict, ...]:
    """fresh902.yaml: session r48's wave 152 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh902")


@lru_cache(maxsize=None)
def event_fresh902_samples() -> tuple[dict, ...]:
    """events_fresh902.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh902")

@lru_cache(maxsize=None)
def fresh903_samples() -> tuple[dict, ...]:
    """fresh903.yaml: session r48's wave 152 (labelled, committed before its first run on catalogue e17f14cb)."""
    return batch_samples("fresh903")


@lru_cache(maxsize=None)
def event_fresh903_samples() -> tuple[dict, ...]:
    """events_fresh903.yaml: scheduling event messages (labelled before the first run on catalogue e17f14cb)."""
    return batch_samples("events_fresh903")

@lru_cache(maxsize=None)
def fresh904_samples() -> tuple[dict, ...]:
    """fresh904.yaml: session r49's wave 153 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh904")


@lru_cache(maxsize=None)
def event_fresh904_samples() -> tuple[dict, ...]:
    """events_fresh904.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh904")

@lru_cache(maxsize=None)
def fresh905_samples() -> tuple[dict, ...]:
    """fresh905.yaml: session r49's wave 153 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh905")


@lru_cache(maxsize=None)
def event_fresh905_samples() -> tuple[dict, ...]:
    """events_fresh905.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh905")

@lru_cache(maxsize=None)
def fresh906_samples() -> tuple[dict, ...]:
    """fresh906.yaml: session r49's wave 153 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh906")


@lru_cache(maxsize=None)
def event_fresh906_samples() -> tuple[dict, ...]:
    """events_fresh906.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh906")

@lru_cache(maxsize=None)
def fresh907_samples() -> tuple[dict, ...]:
    """fresh907.yaml: session r49's wave 154 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh907")


@lru_cache(maxsize=None)
def event_fresh907_samples() -> tuple[dict, ...]:
    """events_fresh907.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh907")

@lru_cache(maxsize=None)
def fresh908_samples() -> tuple[dict, ...]:
    """fresh908.yaml: session r49's wave 154 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh908")


@lru_cache(maxsize=None)
def event_fresh908_samples() -> tuple[dict, ...]:
    """events_fresh908.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh908")

@lru_cache(maxsize=None)
def fresh909_samples() -> tuple[dict, ...]:
    """fresh909.yaml: session r49's wave 154 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh909")


@lru_cache(maxsize=None)
def event_fresh909_samples() -> tuple[dict, ...]:
    """events_fresh909.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh909")

@lru_cache(maxsize=None)
def fresh910_samples() -> tuple[dict, ...]:
    """fresh910.yaml: session r49's wave 155 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh910")


@lru_cache(maxsize=None)
def event_fresh910_samples() -> tuple[dict, ...]:
    """events_fresh910.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh910")

@lru_cache(maxsize=None)
def fresh911_samples() -> tuple[dict, ...]:
    """fresh911.yaml: session r49's wave 155 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh911")


@lru_cache(maxsize=None)
def event_fresh911_samples() -> tuple[dict, ...]:
    """events_fresh911.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh911")

@lru_cache(maxsize=None)
def fresh912_samples() -> tuple[dict, ...]:
    """fresh912.yaml: session r49's wave 155 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh912")


@lru_cache(maxsize=None)
def event_fresh912_samples() -> tuple[dict, ...]:
    """events_fresh912.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh912")

@lru_cache(maxsize=None)
def fresh913_samples() -> tuple[dict, ...]:
    """fresh913.yaml: session r49's wave 156 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh913")


@lru_cache(maxsize=None)
def event_fresh913_samples() -> tuple[dict, ...]:
    """events_fresh913.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh913")

@lru_cache(maxsize=None)
def fresh914_samples() -> tuple[dict, ...]:
    """fresh914.yaml: session r49's wave 156 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh914")


@lru_cache(maxsize=None)
def event_fresh914_samples() -> tuple[dict, ...]:
    """events_fresh914.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh914")

@lru_cache(maxsize=None)
def fresh915_samples() -> tuple[dict, ...]:
    """fresh915.yaml: session r49's wave 156 (labelled, committed before its first run on catalogue 6a36b816)."""
    return batch_samples("fresh915")


@lru_cache(maxsize=None)
def event_fresh915_samples() -> tuple[dict, ...]:
    """events_fresh915.yaml: scheduling event messages (labelled before the first run on catalogue 6a36b816)."""
    return batch_samples("events_fresh915")

@lru_cache(maxsize=None)
def fresh916_samples() -> tuple[dict, ...]:
    """fresh916.yaml: session r49's wave 157 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh916")


@lru_cache(maxsize=None)
def event_fresh916_samples() -> tuple[dict, ...]:
    """events_fresh916.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh916")

@lru_cache(maxsize=None)
def fresh917_samples() -> tuple[dict, ...]:
    """fresh917.yaml: session r49's wave 157 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh917")


@lru_cache(maxsize=None)
def event_fresh917_samples() -> tuple[dict, ...]:
    """events_fresh917.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh917")

@lru_cache(maxsize=None)
def fresh918_samples() -> tuple[dict, ...]:
    """fresh918.yaml: session r49's wave 157 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh918")


@lru_cache(maxsize=None)
def event_fresh918_samples() -> tuple[dict, ...]:
    """events_fresh918.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh918")

@lru_cache(maxsize=None)
def fresh919_samples() -> tuple[dict, ...]:
    """fresh919.yaml: session r49's wave 158 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh919")


@lru_cache(maxsize=None)
def event_fresh919_samples() -> tuple[dict, ...]:
    """events_fresh919.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh919")

@lru_cache(maxsize=None)
def fresh920_samples() -> tuple[dict, ...]:
    """fresh920.yaml: session r49's wave 158 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh920")


@lru_cache(maxsize=None)
def event_fresh920_samples() -> tuple[dict, ...]:
    """events_fresh920.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh920")

@lru_cache(maxsize=None)
def fresh921_samples() -> tuple[dict, ...]:
    """fresh921.yaml: session r49's wave 158 (labelled, committed before its first run on catalogue a42c2d1b)."""
    return batch_samples("fresh921")


@lru_cache(maxsize=None)
def event_fresh921_samples() -> tuple[dict, ...]:
    """events_fresh921.yaml: scheduling event messages (labelled before the first run on catalogue a42c2d1b)."""
    return batch_samples("events_fresh921")

@lru_cache(maxsize=None)
def fresh922_samples() -> tuple[dict, ...]:
    """fresh922.yaml: session r49's wave 159 (labelled, committed before its first run on catalogue 5071f53b)."""
    return batch_samples("fresh922")


@lru_cache(maxsize=None)
def event_fresh922_samples() -> tuple[dict, ...]:
    """events_fresh922.yaml: scheduling event messages (labelled before the first run on catalogue 5071f53b)."""
    return batch_samples("events_fresh922")

@lru_cache(maxsize=None)
def fresh923_samples() -> tuple[dict, ...]:
    """fresh923.yaml: session r49's wave 159 (labelled, committed before its first run on catalogue 5071f53b)."""
    return batch_samples("fresh923")


@lru_cache(maxsize=None)
def event_fresh923_samples() -> tuple[dict, ...]:
    """events_fresh923.yaml: scheduling event messages (labelled before the first run on catalogue 5071f53b)."""
    return batch_samples("events_fresh923")

@lru_cache(maxsize=None)
def fresh924_samples() -> tuple[dict, ...]:
    """fresh924.yaml: session r49's wave 159 (labelled, committed before its first run on catalogue 5071f53b)."""
    return batch_samples("fresh924")


@lru_cache(maxsize=None)
def event_fresh924_samples() -> tuple[dict, ...]:
    """events_fresh924.yaml: scheduling event messages (labelled before the first run on catalogue 5071f53b)."""
    return batch_samples("events_fresh924")

@lru_cache(maxsize=None)
def fresh925_samples() -> tuple[dict, ...]:
    """fresh925.yaml: session r49's wave 160 (labelled, committed before its first run on catalogue e502039e)."""
    return batch_samples("fresh925")


@lru_cache(maxsize=None)
def event_fresh925_samples() -> tuple[dict, ...]:
    """events_fresh925.yaml: scheduling event messages (labelled before the first run on catalogue e502039e)."""
    return batch_samples("events_fresh925")

@lru_cache(maxsize=None)
def fresh926_samples() -> tuple[dict, ...]:
    """fresh926.yaml: session r49's wave 160 (labelled, committed before its first run on catalogue e502039e)."""
    return batch_samples("fresh926")


@lru_cache(maxsize=None)
def event_fresh926_samples() -> tuple[dict, ...]:
    """events_fresh926.yaml: scheduling event messages (labelled before the first run on catalogue e502039e)."""
    return batch_samples("events_fresh926")

@lru_cache(maxsize=None)
def fresh927_samples() -> tuple[dict, ...]:
    """fresh927.yaml: session r49's wave 160 (labelled, committed before its first run on catalogue e502039e)."""
    return batch_samples("fresh927")


@lru_cache(maxsize=None)
def event_fresh927_samples() -> tuple[dict, ...]:
    """events_fresh927.yaml: scheduling event messages (labelled before the first run on catalogue e502039e)."""
    return batch_samples("events_fresh927")

@lru_cache(maxsize=None)
def fresh928_samples() -> tuple[dict, ...]:
    """fresh928.yaml: session r49's wave 161 (labelled, committed before its first run on catalogue 61d4a2f8)."""
    return batch_samples("fresh928")


@lru_cache(maxsize=None)
def event_fresh928_samples() -> tuple[dict, ...]:
    """events_fresh928.yaml: scheduling event messages (labelled before the first run on catalogue 61d4a2f8)."""
    return batch_samples("events_fresh928")

@lru_cache(maxsize=None)
def fresh929_samples() -> tuple[dict, ...]:
    """fresh929.yaml: session r49's wave 161 (labelled, committed before its first run on catalogue 61d4a2f8)."""
    return batch_samples("fresh929")


@lru_cache(maxsize=None)
def event_fresh929_samples() -> tuple[dict, ...]:
    """events_fresh929.yaml: scheduling event messages (labelled before the first run on catalogue 61d4a2f8)."""
    return batch_samples("events_fresh929")

@lru_cache(maxsize=None)
def fresh930_samples() -> tuple[dict, ...]:
    """fresh930.yaml: session r49's wave 161 (labelled, committed before its first run on catalogue 61d4a2f8)."""
    return batch_samples("fresh930")


@lru_cache(maxsize=None)
def event_fresh930_samples() -> tuple[dict, ...]:
    """events_fresh930.yaml: scheduling event messages (labelled before the first run on catalogue 61d4a2f8)."""
    return batch_samples("events_fresh930")

@lru_cache(maxsize=None)
def fresh931_samples() -> tuple[dict, ...]:
    """fresh931.yaml: session r50's wave 162 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh931")


@lru_cache(maxsize=None)
def event_fresh931_samples() -> tuple[dict, ...]:
    """events_fresh931.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh931")

@lru_cache(maxsize=None)
def fresh932_samples() -> tuple[dict, ...]:
    """fresh932.yaml: session r50's wave 162 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh932")


@lru_cache(maxsize=None)
def event_fresh932_samples() -> tuple[dict, ...]:
    """events_fresh932.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh932")

@lru_cache(maxsize=None)
def fresh933_samples() -> tuple[dict, ...]:
    """fresh933.yaml: session r50's wave 162 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh933")


@lru_cache(maxsize=None)
def event_fresh933_samples() -> tuple[dict, ...]:
    """events_fresh933.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh933")

@lru_cache(maxsize=None)
def fresh934_samples() -> tuple[dict, ...]:
    """fresh934.yaml: session r50's wave 162 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh934")


@lru_cache(maxsize=None)
def event_fresh934_samples() -> tuple[dict, ...]:
    """events_fresh934.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh934")

@lru_cache(maxsize=None)
def fresh935_samples() -> tuple[dict, ...]:
    """fresh935.yaml: session r50's wave 163 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh935")


@lru_cache(maxsize=None)
def event_fresh935_samples() -> tuple[dict, ...]:
    """events_fresh935.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh935")

@lru_cache(maxsize=None)
def fresh936_samples() -> tuple[dict, ...]:
    """fresh936.yaml: session r50's wave 163 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh936")


@lru_cache(maxsize=None)
def event_fresh936_samples() -> tuple[dict, ...]:
    """events_fresh936.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh936")

@lru_cache(maxsize=None)
def fresh937_samples() -> tuple[dict, ...]:
    """fresh937.yaml: session r50's wave 163 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh937")


@lru_cache(maxsize=None)
def event_fresh937_samples() -> tuple[dict, ...]:
    """events_fresh937.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh937")

@lru_cache(maxsize=None)
def fresh938_samples() -> tuple[dict, ...]:
    """fresh938.yaml: session r50's wave 163 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh938")


@lru_cache(maxsize=None)
def event_fresh938_samples() -> tuple[dict, ...]:
    """events_fresh938.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh938")

@lru_cache(maxsize=None)
def fresh939_samples() -> tuple[dict, ...]:
    """fresh939.yaml: session r50's wave 164 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh939")


@lru_cache(maxsize=None)
def event_fresh939_samples() -> tuple[dict, ...]:
    """events_fresh939.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh939")

@lru_cache(maxsize=None)
def fresh940_samples() -> tuple[dict, ...]:
    """fresh940.yaml: session r50's wave 164 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh940")


@lru_cache(maxsize=None)
def event_fresh940_samples() -> tuple[dict, ...]:
    """events_fresh940.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh940")

@lru_cache(maxsize=None)
def fresh941_samples() -> tuple[dict, ...]:
    """fresh941.yaml: session r50's wave 164 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh941")


@lru_cache(maxsize=None)
def event_fresh941_samples() -> tuple[dict, ...]:
    """events_fresh941.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh941")

@lru_cache(maxsize=None)
def fresh942_samples() -> tuple[dict, ...]:
    """fresh942.yaml: session r50's wave 164 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh942")


@lru_cache(maxsize=None)
def event_fresh942_samples() -> tuple[dict, ...]:
    """events_fresh942.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh942")

@lru_cache(maxsize=None)
def fresh943_samples() -> tuple[dict, ...]:
    """fresh943.yaml: session r50's wave 164 (labelled, committed before its first run on catalogue 6232d3df)."""
    return batch_samples("fresh943")


@lru_cache(maxsize=None)
def event_fresh943_samples() -> tuple[dict, ...]:
    """events_fresh943.yaml: scheduling event messages (labelled before the first run on catalogue 6232d3df)."""
    return batch_samples("events_fresh943")

@lru_cache(maxsize=None)
def fresh944_samples() -> tuple[dict, ...]:
    """fresh944.yaml: session r50's wave 165 (labelled, committed before its first run on catalogue 68158bd3)."""
    return batch_samples("fresh944")


@lru_cache(maxsize=None)
def event_fresh944_samples() -> tuple[dict, ...]:
    """events_fresh944.yaml: scheduling event messages (labelled before the first run on catalogue 68158bd3)."""
    return batch_samples("events_fresh944")

@lru_cache(maxsize=None)
def fresh945_samples() -> tuple[dict, ...]:
    """fresh945.yaml: session r50's wave 165 (labelled, committed before its first run on catalogue 68158bd3)."""
    return batch_samples("fresh945")


@lru_cache(maxsize=None)
def event_fresh945_samples() -> tuple[dict, ...]:
    """events_fresh945.yaml: scheduling event messages (labelled before the first run on catalogue 68158bd3)."""
    return batch_samples("events_fresh945")

@lru_cache(maxsize=None)
def fresh946_samples() -> tuple[dict, ...]:
    """fresh946.yaml: session r50's wave 165 (labelled, committed before its first run on catalogue 68158bd3)."""
    return batch_samples("fresh946")


@lru_cache(maxsize=None)
def event_fresh946_samples() -> tuple[dict, ...]:
    """events_fresh946.yaml: scheduling event messages (labelled before the first run on catalogue 68158bd3)."""
    return batch_samples("events_fresh946")

@lru_cache(maxsize=None)
def fresh947_samples() -> tuple[dict, ...]:
    """fresh947.yaml: session r50's wave 165 (labelled, committed before its first run on catalogue 68158bd3)."""
    return batch_samples("fresh947")


@lru_cache(maxsize=None)
def event_fresh947_samples() -> tuple[dict, ...]:
    """events_fresh947.yaml: scheduling event messages (labelled before the first run on catalogue 68158bd3)."""
    return batch_samples("events_fresh947")

@lru_cache(maxsize=None)
def fresh948_samples() -> tuple[dict, ...]:
    """fresh948.yaml: session r50's wave 165 (labelled, committed before its first run on catalogue 68158bd3)."""
    return batch_samples("fresh948")


@lru_cache(maxsize=None)
def event_fresh948_samples() -> tuple[dict, ...]:
    """events_fresh948.yaml: scheduling event messages (labelled before the first run on catalogue 68158bd3)."""
    return batch_samples("events_fresh948")

@lru_cache(maxsize=None)
def fresh949_samples() -> tuple[dict, ...]:
    """fresh949.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh949")


@lru_cache(maxsize=None)
def event_fresh949_samples() -> tuple[dict, ...]:
    """events_fresh949.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh949")

@lru_cache(maxsize=None)
def fresh950_samples() -> tuple[dict, ...]:
    """fresh950.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh950")


@lru_cache(maxsize=None)
def event_fresh950_samples() -> tuple[dict, ...]:
    """events_fresh950.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh950")

@lru_cache(maxsize=None)
def fresh951_samples() -> tuple[dict, ...]:
    """fresh951.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh951")


@lru_cache(maxsize=None)
def event_fresh951_samples() -> tuple[dict, ...]:
    """events_fresh951.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh951")

@lru_cache(maxsize=None)
def fresh952_samples() -> tuple[dict, ...]:
    """fresh952.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh952")


@lru_cache(maxsize=None)
def event_fresh952_samples() -> tuple[dict, ...]:
    """events_fresh952.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh952")

@lru_cache(maxsize=None)
def fresh953_samples() -> tuple[dict, ...]:
    """fresh953.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh953")


@lru_cache(maxsize=None)
def event_fresh953_samples() -> tuple[dict, ...]:
    """events_fresh953.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh953")

@lru_cache(maxsize=None)
def fresh954_samples() -> tuple[dict, ...]:
    """fresh954.yaml: session r50's wave 166 (labelled, committed before its first run on catalogue 6ed84e3f)."""
    return batch_samples("fresh954")


@lru_cache(maxsize=None)
def event_fresh954_samples() -> tuple[dict, ...]:
    """events_fresh954.yaml: scheduling event messages (labelled before the first run on catalogue 6ed84e3f)."""
    return batch_samples("events_fresh954")

@lru_cache(maxsize=None)
def fresh955_samples() -> tuple[dict, ...]:
    """fresh955.yaml: session r50's wave 167 (labelled, committed before its first run on catalogue f428de61)."""
    return batch_samples("fresh955")


@lru_cache(maxsize=None)
def event_fresh955_samples() -> tuple[dict, ...]:
    """events_fresh955.yaml: scheduling event messages (labelled before the first run on catalogue f428de61)."""
    return batch_samples("events_fresh955")

@lru_cache(maxsize=None)
def fresh956_samples() -> tuple[dict, ...]:
    """fresh956.yaml: session r50's wave 167 (labelled, committed before its first run on catalogue f428de61)."""
    return batch_samples("fresh956")


@lru_cache(maxsize=None)
def event_fresh956_samples() -> tuple[dict, ...]:
    """events_fresh956.yaml: scheduling event messages (labelled before the first run on catalogue f428de61)."""
    return batch_samples("events_fresh956")

@lru_cache(maxsize=None)
def fresh957_samples() -> tuple[dict, ...]:
    """fresh957.yaml: session r50's wave 167 (labelled, committed before its first run on catalogue f428de61)."""
    return batch_samples("fresh957")


@lru_cache(maxsize=None)
def event_fresh957_samples() -> tuple[dict, ...]:
    """events_fresh957.yaml: scheduling event messages (labelled before the first run on catalogue f428de61)."""
    return batch_samples("events_fresh957")

@lru_cache(maxsize=None)
def fresh958_samples() -> tuple[dict, ...]:
    """fresh958.yaml: session r50's wave 167 (labelled, committed before its first run on catalogue f428de61)."""
    return batch_samples("fresh958")


@lru_cache(maxsize=None)
def event_fresh958_samples() -> tuple[dict, ...]:
    """events_fresh958.yaml: scheduling event messages (labelled before the first run on catalogue f428de61)."""
    return batch_samples("events_fresh958")

@lru_cache(maxsize=None)
def fresh959_samples() -> tuple[dict, ...]:
    """fresh959.yaml: session r50's wave 168 (labelled, committed before its first run on catalogue 870c2539)."""
    return batch_samples("fresh959")


@lru_cache(maxsize=None)
def event_fresh959_samples() -> tuple[dict, ...]:
    """events_fresh959.yaml: scheduling event messages (labelled before the first run on catalogue 870c2539)."""
    return batch_samples("events_fresh959")

@lru_cache(maxsize=None)
def fresh318_samples() -> tuple[dict, ...]:
    """fresh318.yaml: session r22's wave 22 (labelled, committed before its first run on catalogue caa6fc4)."""
    return batch_samples("fresh318")


@lru_cache(maxsize=None)
def event_fresh318_samples() -> tuple[dict, ...]:
    """events_fresh318.yaml: scheduling event messages (labelled before the first run on catalogue caa6fc4)."""
    return batch_samples("events_fresh318")



@lru_cache(maxsize=None)
def event_fresh15_samples() -> tuple[dict, ...]:
    """events_fresh15.yaml: scheduling event messages collected during round 10 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh15.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh14_samples() -> tuple[dict, ...]:
    """events_fresh14.yaml: scheduling event messages collected during round 9 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh14.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh13_samples() -> tuple[dict, ...]:
    """events_fresh13.yaml: scheduling event messages collected during round 8 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh13.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh12_samples() -> tuple[dict, ...]:
    """events_fresh12.yaml: scheduling event messages collected during round 7 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh12.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh11_samples() -> tuple[dict, ...]:
    """events_fresh11.yaml: scheduling event messages collected during round 6 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh11.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh10_samples() -> tuple[dict, ...]:
    """events_fresh10.yaml: scheduling event messages collected during round 5 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh10.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh9_samples() -> tuple[dict, ...]:
    """events_fresh9.yaml: scheduling event messages collected during round 4 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh9.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh8_samples() -> tuple[dict, ...]:
    """events_fresh8.yaml: scheduling event messages collected during round 3 (labelled before the first run)."""
    return tuple(yaml.safe_load((HERE / "events_fresh8.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh4_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "events_fresh4.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_fresh2_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "events_fresh2.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def event_samples() -> tuple[dict, ...]:
    return tuple(yaml.safe_load((HERE / "events.yaml").read_text(encoding="utf-8")))


def split(samples, url_key: str = "source"):
    tuning = [s for s in samples if not held_out(s[url_key])]
    held = [s for s in samples if held_out(s[url_key])]
    return tuning, held


@lru_cache(maxsize=None)
def extra_samples() -> tuple[dict, ...]:
    """extra.yaml: real texts for the categories/families added in the third round (tuning, not held out)."""
    return tuple(yaml.safe_load((HERE / "extra.yaml").read_text(encoding="utf-8")))


@lru_cache(maxsize=None)
def emitters_samples() -> tuple[dict, ...]:
    """emitters.yaml: messages rendered from GPU programs' source code (format strings), TUNING data only: never held out,
    never counted in a held-out figure (tests/corpus/README.md "emitters.yaml: format strings from source")."""
    return batch_samples("emitters")
