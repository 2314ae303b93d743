"""Round 15 (CATALOGUE-13: the fresh23..26 first runs). First: explain raised ValueError on aws/deep-learning-containers#4990
(fresh24): NGC's 'built for NVIDIA Driver Release 470.57 or later, but version 470.256.02' captured driver release
strings in the group names PyTorch's integer ('found version 11040') and nvidia-container-cli's 'cuda>=12.4' use, and
explain's post-processing turned any 'found' into an int. Group names now carry one meaning each
(doctor.explain.version_details); these tests run that post-processing on every form and on hostile values."""
import re

import pytest

from doctor.explain import explain, version_details
from doctor.signatures import catalogue
from explain_top import first


# every form of the three version-carrying signatures (the NGC banner: triton-inference-server/server#2225's text with and
# without the 'version X' tail, and the 804 line; the other two: their cited threads' texts with other numbers)
@pytest.mark.parametrize("text,sig_id,want", [
    ("ERROR: This container was built for NVIDIA Driver Release 470.57 or later, but\n"
     "       version 470.256.02 was detected and compatibility mode is UNAVAILABLE.",
     "gpu/ngc-driver-too-old", {"driver_release_required": "470.57", "driver_release_found": "470.256.02",
                                "driver_release_older": False}),
    ("ERROR: This container was built for NVIDIA Driver Release 530.30 or later, but version 525.85.12 was detected and "
     "compatibility mode is UNAVAILABLE.", "gpu/ngc-driver-too-old",
     {"driver_release_required": "530.30", "driver_release_found": "525.85.12", "driver_release_older": True}),
    ("ERROR: This container was built for NVIDIA Driver Release 418.39 or later, but", "gpu/ngc-driver-too-old",
     {"driver_release_required": "418.39"}),
    ("     [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]", "gpu/ngc-driver-too-old", {}),
    ("RuntimeError: The NVIDIA driver on your system is too old (found version 11040).", "gpu/pytorch-driver-too-old",
     {"driver_cuda_api": "11040", "found": "11040", "driver_cuda": "11.4"}),
    ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver",
     "gpu/require-cuda", {"cuda_required": "12.4", "required": "12.4", "min_driver": "550.54.14"}),
])
def test_version_groups_are_post_processed_by_meaning(text, sig_id, want):
    m = first(text)
    assert m is not None and m["id"] == sig_id, m
    for k, v in want.items():
        assert m["details"].get(k) == v, (k, m["details"])
    if sig_id == "gpu/ngc-driver-too-old":   # a driver release is never read as a CUDA version nor a CUDA API integer
        assert not {"driver_cuda", "min_driver", "found", "required"} & set(m["details"]), m["details"]


HOSTILE_VALUES = ["470.256.02", "12.4", "11040", "", "abc", "1.2.3.4.5.6", "9" * 5000, "12.", ".4", "-1", "٣", "1e5",
                  "\x00", "12.4\n", None, 7]


def test_every_named_group_of_the_catalogue_survives_hostile_values():
    """Every named group any signature captures, fed to explain's post-processing alone and all together with values of
    every shape (a release string, a CUDA version, an integer, empty, huge, non-ASCII digits, None): nothing raises, and
    a value of the wrong shape adds nothing."""
    names = sorted({g for s in catalogue() for g in s.pattern.groupindex})
    assert {"driver_cuda_api", "cuda_required", "driver_release_required", "driver_release_found"} <= set(names)
    assert not {"found", "required"} & set(names)   # the ambiguous names are gone for good
    for v in HOSTILE_VALUES:
        for g in names:
            version_details({g: v})
        out = version_details({g: v for g in names})
        if not (isinstance(v, str) and re.fullmatch(r"[0-9]+(?:\.[0-9]+)*", v)):
            assert out == {}, (v, out)


def test_each_version_group_name_has_one_meaning():
    """A group name that explain post-processes appears only in signatures of one category (a driver release and a CUDA
    version never share a name again)."""
    cats: dict = {}
    for s in catalogue():
        for g in s.pattern.groupindex:
            if g in ("driver_cuda_api", "cuda_required", "driver_release_required", "driver_release_found"):
                cats.setdefault(g, set()).add(s.category)
    assert all(len(c) == 1 for c in cats.values()), cats


@pytest.mark.parametrize("text", [
    "This container was built for NVIDIA Driver Release 9" * 2000 + " or later, but version 1",
    "found version " + "9" * 100000,
    "The NVIDIA driver on your system is too old (found version " + "9" * 400 + ")",
    "unsatisfied condition: cuda>=" + "9" * 300 + ".4",
    "\x1b[31m" * 10000 + "out of memory",
    "\n".join(["NCCL INFO x"] * 20000),
    "é" * 100000, "\x00\r\n" * 5000, "", " ", "[" * 50000, "(?P<x>" * 1000,
])
def test_explain_never_raises_on_hostile_or_huge_text(text):
    out = explain(text)
    assert out["schema"] == "doctor.explain/v1"


# ---- the cause-level concept layer (doctor/signatures/concepts.py) -------------------------------------------------------
# Probes in wording none of the catalogue's specific or family entries was written from: other values, other programs'
# phrasing of the same cause (built from the emitters' format strings cited in concepts.py, not copied from the corpus).
@pytest.mark.parametrize("text,category", [
    ("E0101 12:00:00.1 system_allocator.cc:122] Cannot malloc 2048.5 MB GPU memory. Please shrink "
     "FLAGS_fraction_of_gpu_memory_to_use", "gpu_oom"),
    ("W0101 legacy_allocator.cc:161] Cannot allocate 512.000000MB in GPU 3, available 100.5MB", "gpu_oom"),
    ("terminate called after throwing an instance of 'thrust::system::system_error'\n"
     "  what():  /src/xgboost/src/common/device_helpers.cuh(1120): out of memory", "gpu_oom"),
    ("torch.OutOfMemoryError: Allocation on device 1 would exceed allowed memory. (out of memory)", "gpu_oom"),
    ("EnforceNotMet: enforce allocating <= available failed, 9000000000 > 4000000000\n"
     "  at [/paddle/paddle/fluid/platform/gpu_info.cc:120]", "gpu_oom"),
    ("Failed to increase the shared memory pool size for key 'triton_python_backend_shm_region_4' to 134217728 bytes.",
     "shm_insufficient"),
    ("[2026-01-01 00:00:00,000 W 7 7] (raylet) store_runner.cc:83: System memory request exceeds memory available in "
     "/dev/shm. The request is for 2000000000 bytes", "shm_insufficient"),
    ("RuntimeError: DataLoader worker (pid(s) 1234, 1235) exited unexpectedly", "shm_insufficient"),
    ("RuntimeError: Library libcudnn_ops.so.9 is not found or cannot be loaded", "cuda_init_failed"),
    ("RuntimeError: Library cublasLt64_12.dll is not found or cannot be loaded", "cuda_init_failed"),
    ("CUDA_PATH is set but CUDA wasn't able to be loaded. Please install the correct version of CUDA", "cuda_init_failed"),
    ("RuntimeError: Torch is not able to use GPU; add --skip-torch-cuda-test to COMMANDLINE_ARGS", "no_device_visible"),
    ("RuntimeError: torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9",
     "dtype_unsupported_by_gpu"),
    ("ggml-cuda.cu: CUDA kernel mul_mat_q4_0 has no device code compatible with CUDA arch 610.", "no_kernel_image_arch"),
    ("There is at least non-excluded one OpenFabrics device found, but there are no active ports detected", "ib_unavailable"),
    ("[proxy:0:0@n3] main (pm/pmiserv/pmip.c:200): unable to connect to server head-0 at port 40123 (check for firewalls!)",
     "rendezvous_unreachable"),
    ("MPID_nem_tcp_init(384).............: gethostbyname failed, worker-7 (errno 1)", "dns_resolution"),
    ("W0101 00:00:00.1 gen_comm_id_helper.cc:120] connect addr=10.0.0.7:6170 failed 3 times with reason: Connection "
     "refused retry after 0.5 seconds\nI0101 nccl_context.cc:74] init nccl context nranks: 8", "bootstrap_connect_failed"),
    ("Error: not enough VRAM to load the model (need 12.3 GB, have 8.0 GB)", "gpu_oom"),
    ("model size exceeds available VRAM", "gpu_oom"),
    ("Num GPUs Available:  0", "no_device_visible"),
    ("warning: GPU not detected, falling back", "no_device_visible"),
    ('OSError: [WinError 126] The specified module could not be found. Error loading "C:\\venv\\torch\\lib\\cudnn_cnn_infer64_8.dll"',
     "cuda_init_failed"),
    ("shm_open failed: No space left on device", "shm_insufficient"),
    ("RuntimeError: [/opt/gloo/transport/tcp/pair.cc:144] Connection refused", "bootstrap_connect_failed"),
    ("java.net.UnknownHostException: spark-driver-0.ns.svc", "dns_resolution"),
    ("libfabric:efa: no EFA devices found on this instance", "ib_unavailable"),
    ("[1]<stderr>: Horovod has been stalled for 60 seconds waiting on ranks [2, 3]: allreduce.dense_1", "collective_timeout"),
    ("ImportError: /usr/lib/x86_64-linux-gnu/libcudnn.so.8: version `libcudnn.so.8' not found (required by "
     "/opt/venv/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so)", "cuda_library_version_mismatch"),
    ("mxnet.base.MXNetError: [10:00:00] src/engine/threaded_engine.cc:320: cudaGetDeviceCount failed: initialization error",
     "cuda_init_failed"),
])
def test_concepts_read_the_cause_in_other_wording(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, m and (m["id"], m["category"], m["line"])


@pytest.mark.parametrize("text", [
    # no GPU failure at all: an INFO line, a success count, the kernel's CPU OOM killer, an unrelated refused connection,
    # NCCL's benign INFO lines, a GPU's on-chip shared memory limit (not /dev/shm), a host ENOMEM, a config print
    "INFO: allocating 2 GPUs for job 17, shared memory 64 MiB",
    "Tests finished: 0 errors, 0 failures (GPU suite)",
    "[12345.678] Out of memory: Killed process 4242 (python) total-vm:123456kB, anon-rss:65432kB",
    "Memory cgroup out of memory: Killed process 99 (trainer) gpu-worker",
    "dial tcp 10.0.0.1:443: connect: connection refused",
    "Unable to connect to the server: dial tcp 10.96.0.1:443: i/o timeout",
    "host:1:2 [0] NCCL INFO NET/IB : No device found.",
    "host:1:2 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.2<0>",
    "host:1:2 [0] NCCL INFO cudaDriverVersion 12020",
    "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536.",
    "OSError: [Errno 12] Cannot allocate memory (cuda build step)",
    "Using /dev/shm for shared memory (size 8g)",
    "torch.backends.cudnn.version() = 8907",
    "pip: unable to resolve dependencies for torch==2.1 (cuda 12)",
    "Warning: MPS backend out of memory (Apple silicon)",
])
def test_concepts_stay_silent_on_text_with_no_gpu_failure(text):
    got = [(m["id"], m["category"]) for m in explain(text)["matches"]]
    assert not [g for g in got if g[0].startswith("concept/")], got


def test_concepts_rank_below_specific_and_family_entries_and_say_medium_confidence():
    from doctor.signatures import CONCEPT_BELOW, GENERIC_BELOW, catalogue

    concepts = [s for s in catalogue() if s.id.startswith("concept/")]
    assert len(concepts) >= 30 and all(s.specificity < CONCEPT_BELOW < GENERIC_BELOW for s in concepts)
    # the engine stops searching a line's candidates at the first concept entry once anything else hit: they must be
    # the catalogue's tail, and the only entries below CONCEPT_BELOW
    cat = catalogue()
    assert list(cat[-len(concepts):]) == concepts and not [s for s in cat[:-len(concepts)] if s.specificity < CONCEPT_BELOW]
    assert all(s.specificity >= CONCEPT_BELOW for s in catalogue() if "/family-" in s.id)
    # a concept hit on an early line never outranks a family or specific hit on a later line
    text = ("Cannot malloc 100.0 MB GPU memory.\n"
            "RuntimeError: CUDA error: no kernel image is available for execution on the device")
    ms = explain(text)["matches"]
    assert ms[0]["category"] == "no_kernel_image_arch" and ms[-1]["id"] == "concept/gpu-oom", ms
    assert ms[-1]["confidence"] == "medium" and "confidence" not in ms[0]
    # the DataLoader reading names its other reading and the command that tells them apart
    m = first("RuntimeError: DataLoader worker (pid(s) 77) exited unexpectedly")
    assert [r["category"] for r in m["readings"]] == ["shm_insufficient", "gpu_oom"] and "/dev/shm" in m["distinguish"]


def test_concept_context_is_read_from_the_whole_paste():
    # 'enforce allocating <= available failed' is the GPU's only when the paste names a GPU
    assert first("enforce allocating <= available failed, 10 > 5") is None
    m = first("enforce allocating <= available failed, 10 > 5\n  at [paddle/fluid/platform/gpu_info.cc:89]")
    assert m is not None and m["category"] == "gpu_oom"


def test_scan_text_prefers_an_entry_of_the_category_over_a_concept_hit():
    """The checks' API (scan_text, a few hits per category in line order): a concept hit counts only where no specific or
    family entry of its category hit, whatever the line order; alone, it is reported."""
    from doctor.signatures import scan_text

    text = ("W0101 system_allocator.cc:122] Cannot malloc 100.0 MB GPU memory.\n"
            "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 15.78 GiB total capacity)")
    got = [(m.signature.id, m.line_number) for m in scan_text(text, limit_per_category=1)]
    assert len(got) == 1 and got[0][1] == 2 and not got[0][0].startswith("concept/"), got
    got = [(m.signature.id, m.line_number) for m in scan_text(text.splitlines()[0], limit_per_category=1)]
    assert got == [("concept/gpu-oom", 1)], got


# ---- events: the fresh24/25 decomposition misses, in other values and wording -------------------------------------------
def _dec(text):
    r = parse_event(text)
    return None if r is None else {k: r[k] for k in ("source", "total", "reasons", "preemption")}


from doctor.signatures.events import parse_event  # noqa: E402


@pytest.mark.parametrize("text,want", [
    # kube-scheduler RunScorePlugins' range check (with the 'after normalizing' tail of newer releases, a negative score)
    ('Warning FailedScheduling pod/x plugin "NodeResourcesFit" returns an invalid score -3, it should in the range of '
     '[0, 100] after normalizing',
     {"source": "kube-scheduler", "total": None, "reasons": {
         'plugin "NodeResourcesFit" returns an invalid score -3, it should in the range of [0, 100] after normalizing': None},
      "preemption": None}),
    # Kueue (#7232): the multi-PodSet quota reason keeps its own ', ' among the other flavors' reasons
    ("couldn't assign flavors to pod set workers: flavor a100 doesn't match node affinity, insufficient quota for "
     "nvidia.com/gpu in flavor h100, previously considered podsets requests (8) + current podset request (8) > maximum "
     "capacity (12)",
     {"source": "kueue", "total": None, "reasons": {
         "flavor a100 doesn't match node affinity": None,
         "insufficient quota for nvidia.com/gpu in flavor h100, previously considered podsets requests (8) + current "
         "podset request (8) > maximum capacity (12)": None}, "preemption": None}),
    # a PreFilter message followed by the PostFilter's 'not found' (not a reason)
    ('0/12 nodes are available: persistentvolumeclaim "cache-7" not found. not found',
     {"source": "kube-scheduler", "total": 12, "reasons": {'persistentvolumeclaim "cache-7" not found': None},
      "preemption": None}),
])
def test_round15_event_forms(text, want):
    assert _dec(text) == want


def test_bare_out_of_memory_is_the_gpus_only_in_a_gpu_paste():
    assert first("RuntimeError: out of memory") is None
    m = first("model.cuda()\nTHCudaCheck FAIL file=/pytorch/aten/src/THC/generic/THCStorage.cu line=58\n"
              "RuntimeError: out of memory")
    assert m is not None and m["category"] == "gpu_oom"
    for host in ("java.lang.OutOfMemoryError: Java heap space", "fatal: out of memory (host RAM) while loading the cuda job",
                 "Out of memory: Killed process 7 (python) gpu job", "MPS backend out of memory (cuda not available)"):
        got = [x["id"] for x in explain("training on 8 GPUs with cuda 12\n" + host)["matches"]]
        assert not [g for g in got if g.startswith("concept/")], (host, got)
