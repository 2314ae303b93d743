"""Round 14 (CATALOGUE-12: the fresh21/fresh22 and events_fresh22 misses read as families): probes in other programs' and
other versions' wording of the same causes (built from the emitters' format strings cited in doctor/signatures/gpu.py,
distributed.py, hardware.py, events.py and paste.py, with other values, not the corpus texts), and negatives that must not
be read so."""
import pytest

from explain_top import first
from doctor.signatures.events import parse_event


@pytest.mark.parametrize("text,category,sig_id", [
    # xformers/_cpp_lib.py's warning (another torch/CUDA pairing) and the operator dispatch's per-operator reason
    ("WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
     "    PyTorch 2.2.1+cu118 with CUDA 1108 (you have 2.2.2+cu121)\n    Python  3.10.11 (you have 3.10.11)",
     "cuda_library_version_mismatch", "gpu/xformers-built-for-other-torch"),
    ("NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:\n"
     "     query       : shape=(2, 4096, 8, 40) (torch.float16)\n"
     "`cutlassF` is not supported because:\n    xFormers wasn't build with CUDA support\n"
     "`flshattF@v2.3.2` is not supported because:\n    xFormers wasn't build with CUDA support\n"
     "    requires device with capability > (8, 0) but your GPU has capability (7, 0) (too old)",
     "cuda_library_version_mismatch", "gpu/xformers-built-for-other-torch"),
    # another extension's words for the same cause: DeepSpeed's op builder, apex's setup check, a libtorch ABI symbol,
    # torchvision's C++ ops not registered
    ("deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version 11.8 does "
     "not match the version torch was compiled with 12.1, unable to compile cuda/cpp extensions without a matching cuda "
     "version.", "cuda_library_version_mismatch", "gpu/family-extension-build"),
    ("RuntimeError: Cuda extensions are being compiled with a version of Cuda that does not match the version used to "
     "compile Pytorch binaries.  Pytorch binaries were compiled with Cuda 12.1.", "cuda_library_version_mismatch",
     "gpu/family-extension-build"),
    # (flash-attn's 'undefined symbol: _ZN3c104cuda9SetDeviceEi' is no longer read here: round 43 follows the corpus,
    # 2 real texts (negatives16) of that wording, both a torch-version mismatch of the Python environment; see
    # tests/test_explain_round43.py)
    ("RuntimeError: operator torchvision::nms does not exist", "cuda_library_version_mismatch",
     "gpu/family-extension-build"),
    # bitsandbytes' cextension.py loader (another CUDA version's library, another path; its ROCm backend's form is AMD's
    # stack since round 132: negatives100 AmuseAI#6, tests/test_explain_round132.py)
    ("Could not find the bitsandbytes CUDA binary at PosixPath('/opt/venv/lib/python3.11/site-packages/bitsandbytes/"
     "libbitsandbytes_cuda124.so')", "cuda_init_failed", "gpu/bnb-native-library"),
    # CUDA error 98 and a self-built library's kernel launch failing with 'named symbol not found'
    ("RuntimeError: CUDA error: invalid device function", "no_kernel_image_arch", "gpu/invalid-device-function"),
    ("Error named symbol not found at line 408 in file /src/csrc/kernels.cu", "no_kernel_image_arch",
     "gpu/invalid-device-function"),
    # NCCL's stream-ordered allocation (alloc.h ncclCudaCallocAsync) failing under an internal error
    ("ncclInternalError: Internal check failed.\nLast error:\nFailed to CUDA calloc async 4096 bytes", "gpu_oom",
     "gpu/nccl-cuda-oom"),
    # verbs programs that cannot create their queue pairs (perftest, UCX, rdma-core style)
    ("ib_iface.c:1269 UCX ERROR mlx5_0: iface failed to create RC QP TX wr:256 sge:6 inl:64 resp:0 RX wr:4096 sge:1 "
     "resp:0: Invalid argument", "ib_unavailable", "distributed/verbs-create-qp"),
    (" Couldn't create IB resources", "ib_unavailable", "distributed/verbs-create-qp"),
    ("ibv_create_qp failed: Cannot allocate memory", "ib_unavailable", None),
    # a JAX process that cannot reach the coordination service (other RPC, other rank)
    ("[rank7] PollForErrorAsync failed for task 7: UNAVAILABLE: failed to connect to all addresses; last error: "
     "UNKNOWN: ipv4:10.0.0.5:8476: Failed to connect to remote host: Connection refused", "rendezvous_unreachable",
     "distributed/coordinator-grpc-unreachable"),
    ("[rank2]: UNAVAILABLE: failed to connect to all addresses; last error: UNKNOWN: ipv4:10.0.0.5:8476",
     "rendezvous_unreachable", "distributed/coordinator-grpc-unreachable"),
    # an uncorrectable ECC error stated as the cause, ahead of the allocation failures it leads to
    ("GPU 3 on node gpu-12 reported a double-bit ECC error this morning.\n"
     "RuntimeError: CUDA error: out of memory", "ecc_error", "hardware/ecc-uncorrectable-any"),
    ("DCGM_FR_VOLATILE_DBE_DETECTED: Detected 2 volatile double-bit ECC error(s) in GPU 5.", "ecc_error", None),
    # widening (round 14): no RDMA device at all (rdma-core examples, perftest, other libraries)
    ("No IB devices found", "ib_unavailable", "distributed/family-ib"),
    ("Failed to get IB devices list: Function not implemented", "ib_unavailable", "distributed/family-ib"),
    ("RuntimeError: no RDMA devices found on this host", "ib_unavailable", "distributed/family-ib"),
    # UCX_NET_DEVICES naming a port the pod lacks (context: answers when nothing failed beside it)
    ("[1700000000.1] [w1:12:0] ucp_context.c:1321 UCX  WARN  network device 'mlx5_3:1' is not available, please use "
     "one or more of: 'eth0'(tcp), 'lo'(tcp)", "ib_unavailable", "distributed/ucx-net-device-unavailable"),
    # the job's coordinator in other launchers' words
    ("RuntimeError: failed to connect to the coordination service at 10.1.0.4:8476: DEADLINE_EXCEEDED",
     "rendezvous_unreachable", "distributed/family-rendezvous"),
    ("jax.distributed.initialize: coordinator address 10.1.0.4:1234 unreachable", "rendezvous_unreachable",
     "distributed/family-rendezvous"),
    ("[WARN] Gloo rendezvous server at 10.1.0.4:40000 not reachable, retrying", "rendezvous_unreachable",
     "distributed/family-rendezvous"),
    # a quantization format needing a newer GPU in an engine's own words
    ("ValueError: FP8 quantization requires a GPU with compute capability >= 8.9 (current: 8.0)",
     "dtype_unsupported_by_gpu", "gpu/family-dtype-needs-newer-gpu"),
    ("NotImplementedError: nvfp4 kernels are only supported on Blackwell GPUs", "dtype_unsupported_by_gpu",
     "gpu/family-dtype-needs-newer-gpu"),
    # nvidia-smi -q page retirement awaiting a reset
    ("    Pending Page Blacklist          : Yes", "ecc_error", "hardware/ecc-uncorrectable-any"),
    # an extension's own 'compiled with CUDA X but torch ... CUDA Y'; RAPIDS RMM's allocation failure; libibverbs without
    # the HCA's provider library; the launcher's store address after the refusal; Ray's GCS start-up wait; a dtype the
    # device lacks
    ("UserWarning: the extension was compiled with CUDA 11.3 but torch was compiled with CUDA 11.8",
     "cuda_library_version_mismatch", "gpu/family-extension-build"),
    ("MemoryError: std::bad_alloc: out_of_memory: CUDA error at: /opt/conda/include/rmm/mr/device/"
     "cuda_memory_resource.hpp:60", "gpu_oom", "gpu/family-oom"),
    # since round 33 read by its own entry (rdma-core's warning), so that it outranks NCCL's generic 'internal error'
    ("libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs1",
     "ib_unavailable", "distributed/ibverbs-no-provider"),
    ("ConnectionRefusedError: [Errno 111] Connection refused (MASTER_ADDR=10.2.0.7, MASTER_PORT=23456)",
     "rendezvous_unreachable", "distributed/family-rendezvous"),
    ("ray.exceptions.GetTimeoutError: Timed out while waiting for GCS to become available.", "rendezvous_unreachable",
     "distributed/family-rendezvous"),
    ("RuntimeError: bf16 is not supported on this GPU", "dtype_unsupported_by_gpu", "gpu/family-dtype-needs-newer-gpu"),
    # XLA's cuDNN start-up failure names both readings (the version mismatch first since round 113)
    ("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the errors "
     "above for more details.", "cuda_library_version_mismatch", "gpu/xla-dnn-library-init"),
])
def test_round14_family_probes(text, category, sig_id):
    m = first(text)
    assert m is not None and m["category"] == category, (text, m and m["id"])
    if sig_id:
        assert m["id"] == sig_id, m["id"]


def test_dnn_library_failure_names_the_version_mismatch_reading():
    m = first("FAILED_PRECONDITION: DNN library initialization failed.")
    assert [r["category"] for r in m["readings"]] == ["cuda_library_version_mismatch", "cuda_init_failed"]
    # the cuDNN version line above it decides: the mismatch ranks first
    m = first("E0101 cuda_dnn.cc:454] Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0.\n"
              "FAILED_PRECONDITION: DNN library initialization failed.")
    assert m["category"] == "cuda_library_version_mismatch"


@pytest.mark.parametrize("text", [
    # DeepSpeed accepting a minor CUDA difference (INFO, the build goes on)
    "Installed CUDA version 12.6 does not match the version torch was compiled with 12.4 but since the APIs are "
    "compatible, accepting this combination",
    # a healthy GPU's counters
    "GPU 0 has 0 uncorrectable ECC errors",
    "nvidia-smi shows no uncorrectable ECC errors on any GPU",
    # gRPC's unreachable address outside a JAX/Ray job (a Gitaly/Milvus client)
    'grpc._channel._InactiveRpcError: details = "failed to connect to all addresses; last error: UNKNOWN"',
    "GRPC::Unavailable (14:failed to connect to all addresses)",
    # 'create' without a queue pair
    "failed to create directory /var/run/foo",
    # RDMA words that state no failure; a coordinator that is fine; a dtype sentence with no GPU requirement
    "no RDMA devices are required for this test, TCP is used",
    "Pending Page Blacklist          : No",
    "INFO: connected to the coordination service at 10.1.0.4:8476",
    "bf16 requires more memory than int8 on this model",
    # a refused connection that names no store address; GCS as Google Cloud Storage
    "ConnectionRefusedError: [Errno 111] Connection refused",
    "Failed to upload checkpoint to GCS bucket gs://x/y: 403",
    # a non-RDMA UCX device
    "UCX  WARN  network device 'eth9' is not available, please use one or more of: 'eth0'(tcp)",
])
def test_round14_negatives(text):
    m = first(text)
    assert m is None or m["id"].startswith("resemblance/"), (text, m["id"])


def test_yaml_single_quoted_contractions_read_as_written():
    """`kubectl get -o yaml` writes a message holding an apostrophe as a single-quoted scalar with '' for ': the
    message is read as written, in explain and in the event parser (quoted in prose too)."""
    r = parse_event("The job stays pending with `'couldn''t assign flavors to pod set workers: no topology domains at "
                    "level: cloud.provider.com/topology-block'`. Any idea?")
    assert (r["source"], r["reasons"]) == ("kueue", {"no topology domains at level: cloud.provider.com/topology-block": None})
    r = parse_event("  message: '0/4 nodes are available: 4 node(s) didn''t match Pod''s node affinity/selector.'")
    assert (r["source"], r["total"], r["reasons"]) == ("kube-scheduler", 4,
                                                        {"node(s) didn't match Pod's node affinity/selector": 4})
    from doctor.signatures.paste import normalise
    assert normalise("x = '' if a else b") == "x = '' if a else b"     # an empty string in code stays


def test_kube_scheduler_1x_volume_errors_are_the_whole_message():
    for msg in ('PersistentVolumeClaim is not bound: "data-es-0"', 'PersistentVolumeClaim was not found: "scratch"',
                'PersistentVolume not found: "pv-0001"', 'VolumeBindingMode not set for StorageClass "fast"'):
        r = parse_event(f"  Warning  FailedScheduling  2m (x7 over 9m)  default-scheduler  {msg}")
        assert (r["source"], r["total"], r["reasons"], r["preemption"]) == ("kube-scheduler-legacy", None, {msg: None},
                                                                            None), msg
    # quoted in prose: ends at its closing quote
    r = parse_event("the event says 'PersistentVolumeClaim is not bound: \"cache\"' and nothing else")
    assert r["reasons"] == {'PersistentVolumeClaim is not bound: "cache"': None}
