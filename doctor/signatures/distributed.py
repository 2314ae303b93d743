"""NCCL, torch.distributed and c10d failure lines (one family of the shared catalogue).

Patterns are written against verbatim lines from NVIDIA/nccl (src/misc/socket.cc,
src/bootstrap.cc, src/transport/net_ib.cc, shmutils.cc) and pytorch/pytorch
(torch/csrc/distributed/c10d/socket.cpp, TCPStore.cpp, ProcessGroupNCCL.cpp) as they appear
in public issue reports (each Signature's `source`). Where a line carries the address of the
other side, the named groups `peer` and `port` hold it, so checks can map it back to a pod.
Order matters: scan_text takes the first signature that matches a line.
"""
from __future__ import annotations

import re

from . import Signature

# an IPv4/IPv6 address or host name as NCCL prints it before "<port>"
_ADDR = r"(?P<peer>[0-9A-Za-z_.:%\-]+?)"

_CONNECT_FIX = ("Make sure every rank can open TCP connections to every other rank on any port: NCCL's "
                "bootstrap and socket transport listen on ephemeral ports. Check NetworkPolicies that "
                "select the rank pods (ingress and egress), host firewalls, and NCCL_SOCKET_IFNAME "
                "(it must name an interface whose addresses the peers can route to). "
                "`doctor scan --category distributed` maps the peer address to its pod and node.")
_RDZV_FIX = ("Check that MASTER_ADDR/MASTER_PORT (or --rdzv-endpoint) name rank 0's pod, that a "
             "Service/headless Service resolves to it, that rank 0 is running, and that no "
             "NetworkPolicy blocks the port. `doctor probe NS/POD --probe` tests the TCP connection "
             "from each rank.")

SIGNATURES = [
    # ---------------------------------------------------------------- version_mismatch
    Signature(
        category="version_mismatch",
        title="NCCL received a message of the wrong size from a peer",
        pattern=re.compile(r"[Mm]essage truncated\s*:\s*receiv(?:ed|ing) (?P<got>\d+) bytes instead of (?P<expected>\d+)"),
        explanation=("Two ranks disagree about the protocol or buffer sizes. NCCL maintainers attribute this "
                     "to a version or configuration mismatch between ranks (different NCCL builds in the "
                     "images, NCCL_* variables set on some ranks only) or to ranks issuing different "
                     "collectives."),
        remediation=("Run every rank from the same image digest (same torch/NCCL build) and the same NCCL_* "
                     "environment; compare the `NCCL version` line of each rank's log. With NCCL_DEBUG=INFO "
                     "NCCL_DEBUG_SUBSYS=COLL compare the collective calls across ranks."),
        source="https://github.com/NVIDIA/nccl/issues/626 ; https://github.com/NVIDIA/nccl/issues/1328",
        extract=("got", "expected")),
    # ---------------------------------------------------------------- shm_insufficient
    Signature(
        category="shm_insufficient",
        title="NCCL could not create its shared-memory segment in /dev/shm",
        pattern=re.compile(r"Error while creating shared memory segment (?P<segment>\S+) \(size (?P<size>\d+)\)"),
        explanation=("NCCL's SHM transport (processes on the same node) allocates segments in /dev/shm. In a "
                     "container /dev/shm is the runtime's default 64 MiB tmpfs unless the pod mounts a "
                     "memory-backed emptyDir there, so with several GPUs per pod it runs out."),
        remediation=("Mount a memory-backed emptyDir at /dev/shm in the rank pods (volumes: - name: dshm, "
                     "emptyDir: {medium: Memory, sizeLimit: 16Gi}; volumeMounts: - name: dshm, mountPath: "
                     "/dev/shm), or as a stopgap set NCCL_SHM_DISABLE=1 (slower)."),
        source="https://github.com/NVIDIA/nccl/issues/525 ; https://github.com/pytorch/ci-infra/pull/490",
        extract=("segment", "size")),
    Signature(
        category="shm_insufficient",
        title="/dev/shm is full (posix_fallocate / extend failed)",
        pattern=re.compile(r"(?:Call to posix_fallocate failed\s*:\s*No space left on device"
                           r"|failed to extend (?P<segment>/dev/shm/\S+) to (?P<size>\d+) bytes)"),
        explanation=("A shared-memory segment in /dev/shm could not be grown: the tmpfs is full. Containers "
                     "get a 64 MiB /dev/shm by default."),
        remediation=("Mount an emptyDir with medium: Memory at /dev/shm (sizeLimit a few GiB per GPU), or set "
                     "NCCL_SHM_DISABLE=1."),
        source="https://github.com/NVIDIA/nccl/issues/290 ; https://github.com/pytorch/ci-infra/pull/490",
        extract=("segment", "size")),
    Signature(
        category="shm_insufficient",
        title="DataLoader worker crashed: insufficient shared memory",
        pattern=re.compile(r"This might be caused by insufficient shared memory \(shm\)"),
        explanation=("PyTorch DataLoader workers pass batches through /dev/shm; the container's default "
                     "64 MiB is too small for multi-worker loading."),
        remediation="Mount an emptyDir with medium: Memory at /dev/shm, or lower num_workers.",
        source="pytorch/pytorch torch/utils/data/_utils/signal_handling.py message"),
    # ---------------------------------------------------------------- no_socket_interface
    Signature(
        category="no_socket_interface",
        title="NCCL found no network interface to bootstrap on",
        pattern=re.compile(r"Bootstrap\s*:\s*no (?:NCCL_SOCKET_IFNAME )?socket interface found"
                           r"|no NCCL_SOCKET_IFNAME interface found"),
        explanation=("NCCL_SOCKET_IFNAME (a comma-separated list of interface-name prefixes; ^ excludes, = "
                     "matches exactly) matched no interface in the container. A pod normally has only lo and "
                     "eth0, plus net1.. for each Multus secondary network; host interface names (ens*, ib0, "
                     "bond0) do not exist inside a pod unless it uses hostNetwork."),
        remediation=("Set NCCL_SOCKET_IFNAME to an interface the pod really has (eth0 for the pod network, "
                     "net1 for a Multus attachment), or unset it to let NCCL choose."),
        source="https://github.com/marin-community/marin/issues/6940 ; https://github.com/NVIDIA/nccl/issues/1837"),
    Signature(
        category="no_socket_interface",
        title="NCCL found no usable listening interface",
        pattern=re.compile(r"NET/Socket\s*:\s*No usable listening interface found"),
        explanation=("No interface matched NCCL_SOCKET_IFNAME (or the subnet of NCCL_COMM_ID), so NCCL "
                     "cannot open a listening socket."),
        remediation="Point NCCL_SOCKET_IFNAME at an interface present in every rank pod (usually eth0).",
        source="NVIDIA/nccl src/bootstrap.cc"),
    Signature(
        category="no_socket_interface",
        title="NCCL tried to connect using an empty address (interface not found)",
        pattern=re.compile(r"ncclSocketInit: connecting to address\s+(?:\S+\s+)?with family \d+ is neither AF_INET"),
        explanation=("Seen when NCCL_SOCKET_IFNAME names an interface that does not exist: NCCL ends up with "
                     "an uninitialised address instead of a clear error."),
        remediation="Set NCCL_SOCKET_IFNAME to an existing interface (eth0 in a pod) or unset it.",
        source="https://github.com/NVIDIA/nccl/issues/1837"),
    # ---------------------------------------------------------------- ib_unavailable
    Signature(
        category="ib_unavailable",
        title="NCCL found no InfiniBand/RoCE device",
        pattern=re.compile(r"NET/IB\s*:\s*(?:No device found|Unable to open device (?P<device>\S+))"
                           r"|Call to ibv_open_device failed|Failed to open libibverbs"),
        explanation=("The container sees no usable RDMA device (no /dev/infiniband, no RDMA resource "
                     "allocated, or no libibverbs), so NCCL falls back to TCP sockets: much slower, and a "
                     "hard failure if NCCL_NET=IB is forced."),
        remediation=("Request an RDMA resource for the rank pods (e.g. rdma/rdma_shared_device_a or an SR-IOV "
                     "VF via the NVIDIA Network Operator) and attach the secondary network, or set "
                     "NCCL_IB_DISABLE=1 to make the socket fallback explicit."),
        source="https://github.com/NVIDIA/nccl/issues/451 ; https://github.com/NVIDIA/nccl/issues/941",
        extract=("device",)),
    # ---------------------------------------------------------------- collective_timeout
    Signature(
        category="collective_timeout",
        title="A NCCL collective timed out (watchdog)",
        pattern=re.compile(r"(?:\[Rank (?P<rank>\d+)\] )?Watchdog caught collective operation timeout: "
                           r"WorkNCCL\(SeqNum=(?P<seq>\d+), OpType=(?P<op>\w+).*?Timeout\(ms\)=(?P<timeout_ms>\d+)\) "
                           r"ran for (?P<ran_ms>\d+) milliseconds"),
        explanation=("A collective did not complete on this rank within the process-group timeout (default "
                     "10 min). Usually another rank is missing or hung (crashed, stuck in data loading, never "
                     "started), or ranks cannot exchange data (blocked ports, wrong interface, fabric fault)."),
        remediation=("Find the rank that did not reach the collective: compare the last SeqNum on every rank "
                     "and look for a rank that died first. Check rank-to-rank connectivity on ephemeral ports "
                     "(NetworkPolicies) and NCCL_SOCKET_IFNAME. Set TORCH_NCCL_DUMP_ON_TIMEOUT=1 for a "
                     "flight-recorder trace."),
        source="https://github.com/hiyouga/LlamaFactory/issues/7396 ; https://github.com/NVIDIA/Megatron-LM/issues/1207",
        extract=("rank", "op", "seq", "timeout_ms")),
    Signature(
        category="collective_timeout",
        title="ProcessGroupNCCL's watchdog got stuck",
        pattern=re.compile(r"ProcessGroupNCCL's watchdog got stuck for (?P<seconds>\d+) seconds"),
        explanation="The NCCL watchdog thread itself made no progress: a NCCL/CUDA call is hung on this rank.",
        remediation=("Look for the rank that hung first (GPU Xid errors, a dead peer). TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC "
                     "only delays the abort."),
        source="https://github.com/snowflakedb/ArcticTraining/issues/219",
        extract=("seconds",)),
    # ---------------------------------------------------------------- dns_resolution
    Signature(
        category="dns_resolution",
        title="c10d could not resolve the rendezvous host name",
        pattern=re.compile(r"The (?:IPv[46] )?network addresses of \((?P<peer>[^,]+), (?P<port>\d+)\) cannot be "
                           r"retrieved \(gai error: (?P<gai>-?\d+) - (?P<error>[^)]*)\)"),
        explanation=("getaddrinfo() failed for MASTER_ADDR: the name has no DNS record. In Kubernetes a "
                     "headless Service publishes a pod's record only while the pod is Ready (unless "
                     "publishNotReadyAddresses: true), only if it selects the pod, and a StatefulSet pod's "
                     "name lives under its spec.serviceName."),
        remediation=("Make MASTER_ADDR a name that exists: <sts>-0.<headless-svc>.<ns>.svc.cluster.local with "
                     "the StatefulSet's serviceName equal to an existing headless Service whose selector "
                     "matches the pods; set publishNotReadyAddresses: true on it."),
        source="pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp ; https://github.com/pytorch/pytorch/issues/73682",
        extract=("peer", "port", "error")),
    Signature(
        category="dns_resolution",
        title="Rendezvous host name not found",
        pattern=re.compile(r"host not found: Name or service not known|Temporary failure in name resolution"
                           r"|Name or service not known"),
        explanation=("The rendezvous host (MASTER_ADDR) does not resolve. On Kubernetes the DNS record of a "
                     "pod behind a headless Service appears only once the pod is Ready and selected."),
        remediation=("Check the Service named in MASTER_ADDR exists and selects rank 0; set "
                     "publishNotReadyAddresses: true on the headless Service; retry DNS in an init container."),
        source="https://github.com/kubeflow/pytorch-operator/issues/333 ; https://github.com/pytorch/pytorch/issues/73682"),
    # ---------------------------------------------------------------- rendezvous_unreachable
    Signature(
        category="rendezvous_unreachable",
        title="Rank could not reach the rendezvous store (TCPStore) in time",
        pattern=re.compile(r"The client socket has timed out after (?P<timeout>\S+?) while trying to connect to "
                           r"\((?P<peer>[^,]+), (?P<port>\d+)\)"),
        explanation=("This rank never completed a TCP connection to MASTER_ADDR:MASTER_PORT, where rank 0 "
                     "hosts the TCPStore: rank 0 is not running or not listening yet, the address points to "
                     "the wrong pod, or the port is blocked (NetworkPolicy, Service port mapping)."),
        remediation=_RDZV_FIX,
        source="https://github.com/vllm-project/vllm/issues/19670 ; pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp",
        extract=("peer", "port", "timeout")),
    Signature(
        category="rendezvous_unreachable",
        title="TCPStore client failed to connect to the rendezvous host",
        pattern=re.compile(r"TCP client failed to connect/validate to host (?P<peer>\[[^\]]+\]|[^\s:]+):(?P<port>\d+)"),
        explanation="The c10d TCPStore client cannot connect to rank 0's store.",
        remediation=_RDZV_FIX,
        source="https://github.com/vllm-project/vllm/issues/19670",
        extract=("peer", "port")),
    Signature(
        category="rendezvous_unreachable",
        title="c10d client socket failed to connect",
        pattern=re.compile(r"The client socket has failed to connect to (?:any network address of \((?P<host>[^,]+), (?P<hport>\d+)\)"
                           r"|\[?(?:::ffff:)?(?P<peer>[0-9A-Za-z.:\-]+?)\]?:(?P<port>\d+)(?: \(errno: (?P<errno>\d+) - (?P<error>[^)]*)\))?)"),
        explanation="A TCP connection to the rendezvous store failed (refused, timed out, or unreachable).",
        remediation=_RDZV_FIX,
        source="https://github.com/hpcaitech/Open-Sora/issues/667 ; https://github.com/gensyn-ai/rl-swarm/issues/197",
        extract=("peer", "port", "errno", "error")),
    Signature(
        category="rendezvous_unreachable",
        title="TCPStore timed out waiting for ranks to join",
        pattern=re.compile(r"Timed out after (?P<seconds>\d+) seconds waiting for clients\. (?P<joined>\d+)/(?P<total>\d+) clients joined"),
        explanation=("Rank 0's store waited for WORLD_SIZE clients and only some joined: other ranks are not "
                     "running (gang not scheduled), point elsewhere, cannot reach this port, or WORLD_SIZE is "
                     "larger than the number of processes started."),
        remediation=("Check that all rank pods are scheduled and running, that WORLD_SIZE equals pods x "
                     "processes per pod, and that the ranks can reach MASTER_PORT."),
        source="shared/reference/distributed.md §2 (public logs)",
        extract=("joined", "total")),
    Signature(
        category="rendezvous_unreachable",
        title="torchrun rendezvous connection failed",
        pattern=re.compile(r"RendezvousConnectionError: The connection to the C10d store has failed"),
        explanation="torchrun's c10d rendezvous backend could not connect to the --rdzv-endpoint store.",
        remediation=_RDZV_FIX,
        source="https://github.com/pytorch/pytorch/issues/76367"),
    # ---------------------------------------------------------------- bootstrap_connect_failed
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL could not connect to a peer rank",
        pattern=re.compile(r"socketStartConnect: Connect to " + _ADDR + r"<(?P<port>\d+)> failed\s*:\s*(?P<error>.+)$"),
        explanation=("NCCL's bootstrap or socket transport could not open a TCP connection to another rank. "
                     "The port is ephemeral (not MASTER_PORT), so a NetworkPolicy or firewall that only opens "
                     "the rendezvous port lets rendezvous succeed and then fails here; 'Software caused "
                     "connection abort'/'Connection refused' also appear when the peer address belongs to an "
                     "interface the other side cannot route to."),
        remediation=_CONNECT_FIX,
        source="https://github.com/NVIDIA/nccl-tests/issues/166 ; https://github.com/NVIDIA/nccl/issues/1515",
        extract=("peer", "port", "error")),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL connection to a peer failed",
        pattern=re.compile(r"NCCL WARN (?:Net : )?Connect to " + _ADDR + r"<(?P<port>\d+)> failed\s*:\s*(?P<error>.+)$"),
        explanation="Older NCCL releases: a TCP connection to another rank failed (see socketStartConnect).",
        remediation=_CONNECT_FIX,
        source="https://github.com/espnet/espnet/issues/1940",
        extract=("peer", "port", "error")),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL connection retries to a peer timed out",
        pattern=re.compile(r"socketStartConnect: exceeded timeouts|Call to connect returned Connection (?:timed out|refused), retrying"),
        explanation="NCCL kept retrying a TCP connection to another rank and gave up.",
        remediation=_CONNECT_FIX,
        source="https://github.com/Oneflow-Inc/oneflow/issues/3586"),
    Signature(
        category="bootstrap_connect_failed",
        title="A peer closed the NCCL connection",
        pattern=re.compile(r"socketProgress: Connection closed by remote peer " + _ADDR + r"<(?P<port>\d+)>"),
        explanation=("The other rank closed the socket: it crashed or exited (look at its log first), or a "
                     "middlebox reset the connection."),
        remediation="Find why the peer rank exited (its log, OOMKilled, Xid errors) before chasing the network.",
        source="https://github.com/NVIDIA/nccl/issues/1232",
        extract=("peer", "port")),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL reported a peer exit or network error",
        pattern=re.compile(r"NCCL error:? .*remote process exited or there was a network error"),
        explanation="A rank lost its connection to a peer: the peer process died, or the network dropped.",
        remediation="Check the other ranks' logs and exit reasons first, then rank-to-rank connectivity.",
        source="shared/reference/distributed.md §2 (public logs)"),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL unhandled system error (socket or system call failed)",
        pattern=re.compile(r"NCCL error(?: in: \S+)?,? unhandled system error|ncclSystemError: System call"),
        explanation=("PyTorch's summary of a failed NCCL system call; the NCCL WARN lines just above it (with "
                     "NCCL_DEBUG=INFO) say which. Across pods it is most often a socket connect to a peer."),
        remediation="Re-run with NCCL_DEBUG=INFO and read the first NCCL WARN line; then follow its category.",
        source="https://github.com/NVIDIA/nccl/issues/286 ; https://github.com/NVIDIA/nccl/issues/875"),
]
