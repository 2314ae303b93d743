"""Round 22 (CATALOGUE-20: the fresh49..52 first runs). The misses by cause: UCX on InfiniBand under MPI (the UD
transport's 'unhandled timeout error', the ucp worker's unhandled 'Endpoint timeout'), Open MPI's BTL finding no RDMA
interface, HPC programs saying no usable GPU in their own words (GROMACS, LAMMPS, oxDNA), cuQuantum out of memory,
Jetson/Tegra (NvRmMemInit on /dev/nvmap, libnvidia-container loading the nvidia module), a TensorRT engine built on
another compute capability, EGL errors at display set-up, NVTX/NCCL libraries missing, a CUDA 802 whose 'failure' a
terminal wrapped, a bare 'gpu' resource name the API server refuses. Events: a legacy 'SchedulerPredicates failed due to ...' ending a Markdown block, reasons apart by ','
with no space, a message closing a Go struct dump ('.}]'). The positives are other wordings than the corpus samples;
the negatives stay silent or keep their other reading."""
import pytest

from explain_top import first
from doctor.signatures.events import parse_event


@pytest.mark.parametrize("text,category", [
    # UCX on InfiniBand: UD's fatal and the ucp worker's unhandled endpoint timeout (other hosts, lines, pointers)
    ("[node017:5521:0:5521]       ud_ep.c:278  Fatal: UD endpoint 0x1f2e3d0 to node021:6210: unhandled timeout error",
     "ib_completion_error"),
    ("[1612345678.123456] [gpu-a12:4711:0]    ucp_worker.c:412  UCX  ERROR Error Endpoint timeout was not handled for "
     "ep 0x7f00aa10 - rc_mlx5/mlx5_0:1", "ib_completion_error"),
    # Open MPI's BTL base: no relevant RDMA interface (the help text's own lines)
    ("[[1234,1],0]: A high-performance Open MPI point-to-point messaging module\nwas unable to find any relevant "
     "network interfaces:\n\nModule: OpenFabrics (openib)\nHost: node12\n", "ib_unavailable"),
    # HPC programs: no usable GPU for the IDs asked for
    ("Device ID 2 did not correspond to any of the 2 detected device(s)", "no_device_visible"),
    ("ERROR on proc 0: Could not find/initialize a specified accelerator device (src/GPU/fix_gpu.cpp:283)",
     "no_device_visible"),
    ("ERROR: The selected device is not available for computation", "gpu_busy_unavailable"),
    # cuQuantum
    ("RuntimeError: [cutensornet] out of memory in contract (line 88)", "gpu_oom"),
    # Jetson/Tegra
    ("NvRmMemInitNvmap failed with Permission denied\n****NvRmMemInit failed**** error type: 196626", "cuda_init_failed"),
    ("E0102 10:00:00.000000 1234 nvc.c:193] could not load kernel module nvidia_uvm", "driver_not_loaded"),
    # TensorRT engine from another GPU
    ("[E] [TRT] 1: [stdArchiveReader.cpp::StdArchiveReader::40] Error Code 1: Serialization (Serialization assertion "
     "failed. The engine plan file is generated on an incompatible device, expecting compute 8.6 got compute 8.9, "
     "please rebuild.)", "no_kernel_image_arch"),
    # EGL display set-up
    ("RuntimeError: EGL error 0x3001 at eglInitialize", "graphics_driver_unavailable"),
    # CUDA libraries missing: NVTX, NCCL
    ("ImportError: libnvToolsExt.so.1: cannot open shared object file: No such file or directory", "cuda_init_failed"),
    ("./server: error while loading shared libraries: libnccl.so.2: cannot open shared object file: No such file or "
     "directory", "cuda_init_failed"),
    # a resource name the API server refuses (not fully qualified)
    ('The Deployment "trainer" is invalid: spec.template.spec.containers[0].resources.requests[gpu]: Invalid value: '
     '"gpu": must be a standard resource type or fully qualified', "resource_limits_invalid"),
    # CUDA 802 with the word wrapped by a terminal
    ('msg="cuda driver init failur    e: 802"', "fabric_manager_not_running"),
])
def test_round22_rules_read_other_wordings_of_each_cause(text, category):
    m = first(text)
    assert m is not None and m["category"] == category, (text, m and (m["id"], m["category"]))
    assert not m["id"].startswith("resemblance/"), m["id"]


@pytest.mark.parametrize("text", [
    # UCX over tcp: not the InfiniBand reading of this entry
    "ucp_worker.c:373  UCX  ERROR Error Endpoint timeout was not handled for ep 0x1 - tcp/eth0",
    # Open MPI's no-NICs text without an RDMA module named
    "was unable to find any relevant network interfaces:\n\nModule: foo\nHost: n1\n",
    # cuQuantum lines that are not out of memory
    "[custatevec] initialized with 2 GPUs",
    # an EGL error outside display set-up, and an EGL success line
    "EGL error 0x3003 at eglCreateContext",
    "eglInitialize succeeded: EGL 1.5",
    # a TensorRT engine that loaded
    "[TensorRT] INFO: The engine plan file is compatible with this device",
    # libnvidia-container loading the module fine
    "I0609 06:28:32.005723 8658 nvc.c:191] loading kernel module nvidia",
    # a selected device that is available
    "The selected device is available for computation",
])
def test_round22_rules_stay_silent_on_text_with_no_such_failure(text):
    m = first(text)
    assert m is None or m["id"] not in {
        "distributed/ucx-ib-endpoint-timeout", "distributed/ompi-btl-no-nics", "gpu/cuquantum-oom",
        "gpu/egl-display-error", "gpu/tensorrt-engine-other-compute", "runtime/nvc-load-kernel-module",
        "gpu/oxdna-device-not-available"}, (text, m["id"])


def test_ucx_endpoint_timeout_under_nixl_keeps_the_peer_reading():
    # NIXL/LMCache's own callback wording stays bootstrap_connect_failed (fresh36 LMCache#725)
    m = first("W0613 08:28:11.555796    7053 ucx_utils.cpp:43] Unexpected UCX error: Endpoint timeout")
    assert m and m["category"] == "bootstrap_connect_failed", m and m["id"]


def test_nvc_kernel_module_names_the_jetson_reading():
    m = first("E0609 06:28:32.006013 8658 nvc.c:193] could not load kernel module nvidia")
    assert m["category"] == "driver_not_loaded"
    assert "container_runtime_misconfigured" in str(m), m


def _d(text):
    r = parse_event(text)
    return r and {k: r[k] for k in ("source", "total", "reasons", "preemption")}


def test_legacy_scheduler_predicates_message_closing_a_markdown_block_keeps_its_prefix():
    # as events_fresh12 (kubernetes/website#4124) labelled the legacy form: the emitter's words, prefix kept
    got = _d("  1m  1m  1  {default-scheduler }  Warning  FailedScheduling  SchedulerPredicates failed due to "
             "node 'n1' not found, which is unexpected.```")
    assert got == {"source": "kube-scheduler-legacy", "total": None, "preemption": None,
                   "reasons": {"SchedulerPredicates failed due to node 'n1' not found, which is unexpected": None}}


def test_reasons_apart_by_a_comma_without_a_space():
    got = _d("0/5 nodes are available: 2 Insufficient nvidia.com/gpu,3 node(s) had untolerated taint "
             "{node-role.kubernetes.io/control-plane: }.")
    assert got["total"] == 5 and got["reasons"] == {
        "Insufficient nvidia.com/gpu": 2, "node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }": 3}
    # a comma inside a reason (no count after it) stays part of the reason
    got = _d("0/2 nodes are available: 2 node(s) had taint {a: b},that the pod didn't tolerate.")
    assert got["reasons"] == {"node(s) had taint {a: b},that the pod didn't tolerate": 2}


def test_a_go_struct_dump_of_the_condition_is_not_part_of_the_last_reason():
    got = _d("INFO: p-1  Pending  [{PodScheduled False 0001-01-01 00:00:00 +0000 UTC 2017-10-30 16:02:51 +0000 UTC "
             "Unschedulable 0/3 nodes are available: 3 Insufficient nvidia.com/gpu.}]")
    assert got["total"] == 3 and got["reasons"] == {"Insufficient nvidia.com/gpu": 3}
    # a taint's own balanced braces at the end stay
    got = _d("0/1 nodes are available: 1 node(s) had taint {nvidia.com/gpu: present}")
    assert got["reasons"] == {"node(s) had taint {nvidia.com/gpu: present}": 1}


def _concepts_on(line):
    from doctor.signatures import catalogue
    return {s.id for s in catalogue() if s.id.startswith("concept/") and s.pattern.search(line)
            and (s.line_guard is None or s.line_guard.search(line))}


def test_concept_layer_reads_the_ud_timeout_and_not_the_unhandled_worker_error_as_a_nixl_peer():
    # concept/rdma-completion names UCX's UD transport; concept/ucx-nixl-peer leaves the worker's 'was not handled for
    # ep' (MPI, no error handler) to the IB reading, and keeps NIXL's own callback wording
    assert "concept/rdma-completion" in _concepts_on(
        "[n1:1:0:1]       ud_ep.c:263  Fatal: UD endpoint 0x20c1da0 to <no debug data>: unhandled timeout error")
    assert "concept/ucx-nixl-peer" not in _concepts_on(
        "[1506867524.064665] [h:26727:0]     ucp_worker.c:373  UCX  ERROR Error Endpoint timeout was not handled for ep "
        "0xac1510")
    assert "concept/ucx-nixl-peer" in _concepts_on(
        "W0613 08:28:11.555796    7053 ucx_utils.cpp:43] Unexpected UCX error: Endpoint timeout")
    # a UD endpoint line that states no timeout stays silent
    assert "concept/rdma-completion" not in _concepts_on("UD endpoint 0x1 connected to peer n2")
