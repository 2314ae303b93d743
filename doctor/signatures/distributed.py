"""NCCL, torch.distributed and c10d failure lines (one family of the shared catalogue).

Patterns are written against verbatim lines from NVIDIA/nccl (src/misc/socket.cc,
src/bootstrap.cc, src/transport/net_ib.cc, shmutils.cc) and pytorch/pytorch
(torch/csrc/distributed/c10d/socket.cpp, TCPStore.cpp, ProcessGroupNCCL.cpp) as they appear
in public issue reports (each Signature's `source`). Where a line carries the address of the
other side, the named groups `peer` and `port` hold it, so checks can map it back to a pod.
When several signatures match a line the most specific wins (Signature.specificity).
"""
from __future__ import annotations

import re

from . import LazyPattern
from . import Signature as _Signature


def Signature(category, title, pattern, explanation, remediation, source="", extract=(), **kw):  # noqa: N802
    """Entries here predate the meaning/why split: `explanation` holds both (kept as `meaning`).
    `pattern` is a string, compiled case-insensitively on first use (a compiled re.Pattern is still
    accepted: compiled again with re.I, as before)."""
    if isinstance(pattern, str):
        pattern = LazyPattern(pattern, re.I)
    elif not pattern.flags & re.I:
        pattern = LazyPattern(pattern.pattern, re.I)
    return _Signature(category, title, pattern, explanation, kw.pop("why", ""), remediation, source=source,
                      extract=extract, **kw)

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
        pattern=(r"(?:[Mm]essage truncated\s*:\s*)?receiv(?:ed|ing) (?P<got>\d+) bytes instead of (?P<expected>\d+)"),
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
        pattern=(r"Error while (?:creating|attaching to) shared memory segment (?P<segment>\S+) \(size (?P<size>\d+)\)"),
        explanation=("NCCL's SHM transport (processes on the same node) allocates segments in /dev/shm. In a "
                     "container /dev/shm is the runtime's default 64 MiB tmpfs unless the pod mounts a "
                     "memory-backed emptyDir there, so with several GPUs per pod it runs out. 'Error while "
                     "attaching ... No such file or directory' means a peer's segment is not visible: the ranks "
                     "on one node do not share /dev/shm (separate containers/pods) or it was cleaned."),
        remediation=("Mount a memory-backed emptyDir at /dev/shm in the rank pods (volumes: - name: dshm, "
                     "emptyDir: {medium: Memory, sizeLimit: 16Gi}; volumeMounts: - name: dshm, mountPath: "
                     "/dev/shm), or as a stopgap set NCCL_SHM_DISABLE=1 (slower)."),
        source="https://github.com/NVIDIA/nccl/issues/525",
        extract=("segment", "size")),
    Signature(
        category="shm_insufficient",
        title="/dev/shm is full (posix_fallocate / extend failed)",
        pattern=(r"(?:Call to posix_fallocate failed\s*:\s*No space left on device"
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
        pattern=(r"This might be caused by insufficient shared memory \(shm\)|workers are out of shared memory"
                           r"|DataLoader worker \(pid \d+\) is killed by signal: Bus error"),
        explanation=("PyTorch DataLoader workers pass batches through /dev/shm; the container's default "
                     "64 MiB is too small for multi-worker loading."),
        remediation="Mount an emptyDir with medium: Memory at /dev/shm, or lower num_workers.",
        source="https://github.com/msr-fiddle/pipedream/issues/28"),
    # ---------------------------------------------------------------- no_socket_interface
    Signature(
        category="no_socket_interface",
        title="NCCL found no network interface to bootstrap on",
        pattern=(r"(?:Bootstrap\s*:\s*)?\bno (?:NCCL_SOCKET_IFNAME )?socket interface found"
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
        pattern=(r"NET/Socket\s*:\s*No usable listening interface found"),
        explanation=("No interface matched NCCL_SOCKET_IFNAME (or the subnet of NCCL_COMM_ID), so NCCL "
                     "cannot open a listening socket."),
        remediation="Point NCCL_SOCKET_IFNAME at an interface present in every rank pod (usually eth0).",
        source="https://github.com/NVIDIA/nccl/issues/1837"),
    Signature(
        category="no_socket_interface",
        title="NCCL tried to connect using an empty address (interface not found)",
        pattern=(r"ncclSocketInit: connecting to address\s+(?:\S+\s+)?with family \d+ is neither AF_INET"),
        explanation=("Seen when NCCL_SOCKET_IFNAME names an interface that does not exist: NCCL ends up with "
                     "an uninitialised address instead of a clear error."),
        remediation="Set NCCL_SOCKET_IFNAME to an existing interface (eth0 in a pod) or unset it.",
        source="https://github.com/NVIDIA/nccl/issues/1837"),
    # ---------------------------------------------------------------- ib_unavailable
    Signature(
        category="ib_unavailable",
        title="NCCL found no InfiniBand/RoCE device (falls back to sockets)",
        pattern=(r"NET/IB\s*:\s*No device found|Net/IB: call to devices\(\) returned 0 devices"),
        explanation=("Informational: NCCL sees no RDMA device in the container and uses TCP sockets (NET/Socket). "
                     "Normal on clusters without InfiniBand/RoCE; on an RDMA cluster it means the pod got no "
                     "RDMA device (no /dev/infiniband, no rdma/* resource), so traffic is much slower."),
        remediation=("Only if the cluster has RDMA: request an RDMA resource for the rank pods (e.g. "
                     "rdma/rdma_shared_device_a or an SR-IOV VF via the NVIDIA Network Operator) and attach the "
                     "secondary network. Otherwise nothing to do; look at the WARN lines for the real failure."),
        source="https://github.com/NVIDIA/nccl/issues/952", level="info", specificity=20, id="distributed/ib-no-device"),
    Signature(
        category="ib_unavailable",
        title="NCCL cannot open an InfiniBand/RoCE device or libibverbs",
        pattern=(r"NET/IB\s*:\s*Unable to open device (?P<device>\S+)|Call to ibv_open_device failed"
                           r"|Failed to open libibverbs|Call to ibv_modify_qp failed with error (?P<error>.+)$"),
        explanation=("NCCL found an RDMA device but could not use it: the device node is not in the container "
                     "(listed by sysfs but no /dev/infiniband/uverbs*), libibverbs is missing from the image, "
                     "the RoCE GID index/routing is wrong (ibv_modify_qp: Network is unreachable / No such device), "
                     "or NCCL_IB_HCA names HCAs that are not the pod's."),
        remediation=("Give the pod the RDMA device it uses (rdma/* resource or SR-IOV VF with the Network Operator; "
                     "IPC_LOCK capability), install libibverbs/rdma-core in the image, restrict NCCL_IB_HCA to the "
                     "pod's devices, and for RoCE set NCCL_IB_GID_INDEX to the RoCEv2 GID (`show_gids`). Or set "
                     "NCCL_IB_DISABLE=1 to use sockets."),
        source="https://github.com/zai-org/ImageReward/issues/65", extract=("device", "error"), level="warn",
        specificity=60, id="distributed/ib-open-failed"),
    # ---------------------------------------------------------------- ib_completion_error
    Signature(
        category="ib_completion_error",
        title="InfiniBand/RoCE work completion error",
        pattern=(r"NET/IBP?\s*:\s*Got completion (?:from peer (?P<peer>\S+?) )?with "
                           r"(?:error |status=)(?P<status>\d+)(?:.*?vendor err (?P<vendor_err>\d+))?"
                           r"|NET/IB Got completion error (?P<status2>\d+)"
                           # any verbs consumer's failed check of the work completion (ibv_poll_cq's wc.status): glog's
                           # 'Check failed: wc->status == IBV_WC_SUCCESS ...' (not the same words in quoted code), or
                           # the failed status by its libibverbs name
                           r"|\bCheck\s+failed:?\s*\(?\s*wc(?:->|\.)status\s*==\s*IBV_WC_SUCCESS\b"
                           r"|\bIBV_WC_(?:RETRY_EXC|RNR_RETRY_EXC|LOC_\w+|REM_\w+|WR_FLUSH|BAD_RESP|FATAL|RESP_TIMEOUT|GENERAL)_ERR\b"
                           # rdma-core providers/mlx5/cq.c: fprintf(fp, PFX "%s: got completion with error:\n",
                           # mctx->hostname) (PFX "mlx5: "), then the CQE dump: the verbs provider itself saying it
                           r"|\bmlx5:\s*(?P<host>\S+?):\s*got completion with error\b"
                           # aws-ofi-nccl (NET/OFI) NCCL_OFI_WARN("Request %p completed with error. RC: %d. Error: %d
                           # (%s). Completed length: %ld ..."): the libfabric completion-queue error entry
                           r"|\bRequest (?:0x)?[0-9a-f]+(?: seq \d+)? completed with error\.?\s*RC:\s*(?P<rc>-?\d+)"
                           r"(?:\.\s*(?:Flags: \d+\.\s*)?Error:\s*(?P<ofi_error>[^.]*))?"
                           # NCCL net_ib.cc async-event thread: WARN("NET/IB : %s:%d Got async event : %s",
                           # ibv_event_type_str(...)): an error event on the HCA/port (port error, QP/CQ fatal...)
                           r"|NET/IBP?\s*:\s*(?:\S+\s+)?Got async event\s*:\s*(?P<event>[^\n]*?(?:error|fatal|catastrophic|violation|failed)\b[^\n]*)"
                           # round 40 (fresh155): newer NCCL's async-event wording ('NET/IB : mlx5_1:1 async fatal event
                           # on QP (0x...): invalid request local work queue error'), any verbs consumer's failed work
                           # completion named by libibverbs' ibv_wc_status_str (UCX's srd/rc/dc ifaces: 'send
                           # completion[0] with error on <dev>: Work Request Flushed Error'; NIXL, DeepEP over UCX), and
                           # mscclpp's IbQp::pollCq throw 'a work item failed: status N'
                           r"|NET/IBP?\s*:\s*\S+\s+async\s+fatal\s+event\s+on\s+(?:QP|CQ|SRQ|WQ)\b"
                           r"|\bcompletion(?:\[\d+\])?\s+with\s+error\b[^\n]{0,160}?\b(?:Work\s+Request\s+Flushed|Transport\s+Retry"
                           r"\s+Counter\s+Exceeded|RNR\s+Retry\s+Counter\s+Exceeded|Local\s+(?:Protection|Length|QP\s+Operation)"
                           r"|Remote\s+(?:Access|Operation|Invalid\s+Request)|Bad\s+Response)\s+Error\b"
                           r"|\bIbError\b[^\n]{0,80}?\ba\s+work\s+item\s+failed:\s*status\s+\d+"
                           r"|^\s*what\(\):\s*a\s+work\s+item\s+failed:\s*status\s+\d+"),
        explanation=("The RDMA NIC reported a failed work completion. Status 12 (IBV_WC_RETRY_EXC_ERR, vendor err "
                     "129 = 0x81) means the transport retry counter was exceeded: the two NICs could not reach "
                     "each other (missing route/link, RoCE PFC/ECN or GID mismatch) or the fabric dropped packets "
                     "long enough to time out. Status 4 (local protection error, vendor err 81) usually means GPU "
                     "Direct RDMA memory registration problems (nv_peer_mem / nvidia-peermem, ACS/IOMMU). Status 5 "
                     "(flushed, vendor err 249) follows an earlier error on the same queue pair. On AWS EFA the plugin "
                     "(NET/OFI) says 'Request ... completed with error. RC: N' (RC an errno: 113 = host unreachable; "
                     "'UNDELIVERABLE': the peer could not be reached); an async 'port error' event means the link "
                     "went down (a flapping link)."),
        remediation=("Check the links and routing between the two hosts named in the line (`ibstat`, `ibv_devinfo`, "
                     "`ib_write_bw` between them; RoCE: matching NCCL_IB_GID_INDEX, PFC/ECN config); for status 4 "
                     "check nvidia-peermem is loaded and PCIe ACS is disabled; a flaky link shows in `ibdiagnet` / "
                     "switch counters. Raising NCCL_IB_TIMEOUT only helps for congestion, not for NICs that cannot "
                     "talk. NCCL maintainers: https://github.com/NVIDIA/nccl/issues/902"),
        source="https://github.com/NVIDIA/nccl/issues/902 ; https://github.com/aws/aws-ofi-nccl ; "
               "https://github.com/NVIDIA/nccl/issues/905",
        extract=("peer", "status", "vendor_err", "rc", "ofi_error", "event"),
        specificity=90, id="distributed/ib-completion"),
    # ---------------------------------------------------------------- collective_timeout
    Signature(
        category="collective_timeout",
        title="A NCCL collective timed out (watchdog)",
        pattern=(r"(?:\[Rank (?P<rank>\d+)\] )?Watchdog caught collective operation timeout: "
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
        pattern=(r"ProcessGroupNCCL's watchdog got stuck for (?P<seconds>\d+) seconds"),
        explanation="The NCCL watchdog thread itself made no progress: a NCCL/CUDA call is hung on this rank.",
        remediation=("Look for the rank that hung first (GPU Xid errors, a dead peer). TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC "
                     "only delays the abort."),
        source="https://github.com/snowflakedb/ArcticTraining/issues/219",
        extract=("seconds",)),
    Signature(
        category="collective_timeout",
        title="Stack trace of the NCCL watchdog's timeout check",
        pattern=(r"ProcessGroupNCCL::WorkNCCL::checkTimeout"),
        explanation=("The stack frame that raises a collective timeout: the watchdog found a collective that "
                     "did not complete within the process-group timeout (the 'Watchdog caught collective "
                     "operation timeout' line, when pasted, says which)."),
        remediation=("Find the rank that did not reach the collective (the one that died or hung first); "
                     "check rank-to-rank connectivity and NCCL_SOCKET_IFNAME; TORCH_NCCL_DUMP_ON_TIMEOUT=1 "
                     "records which collective each rank was in."),
        source="https://github.com/jpata/particleflow/issues/390", specificity=20,
        id="distributed/nccl-checktimeout-frame"),
    # ---------------------------------------------------------------- dns_resolution
    Signature(
        category="dns_resolution",
        title="c10d could not resolve the rendezvous host name",
        pattern=(r"The (?:IPv[46] )?network addresses of \((?P<peer>[^,]+), (?P<port>\d+)\) cannot be "
                           r"retrieved \(gai error: (?P<gai>-?\d+) - (?P<error>[^)]*)\)"),
        explanation=("getaddrinfo() failed for MASTER_ADDR: the name has no DNS record. In Kubernetes a "
                     "headless Service publishes a pod's record only while the pod is Ready (unless "
                     "publishNotReadyAddresses: true), only if it selects the pod, and a StatefulSet pod's "
                     "name lives under its spec.serviceName."),
        remediation=("Make MASTER_ADDR a name that exists: <sts>-0.<headless-svc>.<ns>.svc.cluster.local with "
                     "the StatefulSet's serviceName equal to an existing headless Service whose selector "
                     "matches the pods; set publishNotReadyAddresses: true on it."),
        source="https://github.com/nyu-systems/Grendel-GS/issues/9 ; https://github.com/pytorch/pytorch/issues/73682",
        extract=("peer", "port", "error")),
    Signature(
        category="dns_resolution",
        title="Rendezvous host name not found",
        pattern=(r"host not found: Name or service not known|Temporary failure in name resolution"
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
        pattern=(r"The client socket has timed out after (?P<timeout>\S+?) while trying to connect to "
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
        pattern=(r"TCP client failed to connect/validate to host (?P<peer>\[[^\]]+\]|[^\s:]+):(?P<port>\d+)"),
        explanation="The c10d TCPStore client cannot connect to rank 0's store.",
        remediation=_RDZV_FIX,
        source="https://github.com/vllm-project/vllm/issues/19670",
        extract=("peer", "port")),
    Signature(
        category="rendezvous_unreachable",
        title="c10d client socket failed to connect",
        pattern=(r"The client socket has failed to connect to (?:any network address of \((?P<host>[^,]+), (?P<hport>\d+)\)"
                           r"|\[?(?:::ffff:)?(?P<peer>[0-9A-Za-z.:\-]+?)\]?:(?P<port>\d+)(?: \(errno: (?P<errno>\d+) - (?P<error>[^)]*)\))?)"),
        explanation="A TCP connection to the rendezvous store failed (refused, timed out, or unreachable).",
        remediation=_RDZV_FIX,
        source="https://github.com/hpcaitech/Open-Sora/issues/667 ; https://github.com/gensyn-ai/rl-swarm/issues/197",
        extract=("peer", "port", "errno", "error")),
    Signature(
        category="rendezvous_unreachable",
        title="TCPStore timed out waiting for ranks to join",
        pattern=(r"Timed out after (?P<seconds>\d+) seconds waiting for (?:clients|workers)\. (?P<joined>\d+)/(?P<total>\d+) (?:clients|workers) joined"
                           r"|DistStoreError:\W*(?P<joined2>\d+)/(?P<total2>\d+) (?:clients|workers) joined"),
        explanation=("Rank 0's store waited for WORLD_SIZE clients and only some joined: other ranks are not "
                     "running (gang not scheduled), point elsewhere, cannot reach this port, or WORLD_SIZE is "
                     "larger than the number of processes started."),
        remediation=("Check that all rank pods are scheduled and running, that WORLD_SIZE equals pods x "
                     "processes per pod, and that the ranks can reach MASTER_PORT."),
        source="shared/reference/distributed.md §2 (public logs)",
        extract=("joined", "total", "joined2", "total2")),
    Signature(
        category="rendezvous_unreachable",
        title="torchrun rendezvous connection failed",
        pattern=(r"RendezvousConnectionError(?:: The connection to the C10d store has failed)?"),
        explanation="torchrun's c10d rendezvous backend could not connect to the --rdzv-endpoint store.",
        remediation=_RDZV_FIX,
        source="https://github.com/pytorch/pytorch/issues/76367"),
    # ---------------------------------------------------------------- bootstrap_connect_failed
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL could not connect to a peer rank",
        pattern=(r"socketStartConnect: Connect to " + _ADDR + r"(?:<(?P<port>\d+)>)? failed\s*:\s*(?P<error>.+)$"),
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
        pattern=(r"NCCL WARN (?:Net : )?Connect to " + _ADDR + r"<(?P<port>\d+)> failed\s*:\s*(?P<error>.+)$"),
        explanation="Older NCCL releases: a TCP connection to another rank failed (see socketStartConnect).",
        remediation=_CONNECT_FIX,
        source="https://github.com/espnet/espnet/issues/1940",
        extract=("peer", "port", "error")),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL connection retries to a peer timed out",
        pattern=(r"socketStartConnect: exceeded (?:timeouts|retries)|Call to connect returned Connection (?:timed out|refused)"),
        explanation="NCCL kept retrying a TCP connection to another rank and gave up.",
        remediation=_CONNECT_FIX,
        source="https://github.com/Oneflow-Inc/oneflow/issues/3586"),
    Signature(
        category="bootstrap_connect_failed",
        title="A peer closed the NCCL connection",
        # NCCL misc/socket.cc: WARN("socketProgress: Connection closed by remote peer %s") and, in older releases,
        # WARN("Net : Connection closed by remote peer %s") (often as the 'Last error:' line under ncclInternalError)
        pattern=(r"(?:socketProgress:|\bNet\s*:)\s*Connection closed by remote peer " + _ADDR + r"<(?P<port>\d+)>"),
        explanation=("The other rank closed the socket: it crashed or exited (look at its log first), or a "
                     "middlebox reset the connection."),
        remediation="Find why the peer rank exited (its log, OOMKilled, Xid errors) before chasing the network.",
        source="https://github.com/NVIDIA/nccl/issues/1232",
        extract=("peer", "port")),
    Signature(
        # ncclRemoteError (PyTorch's 'remote process exited or there was a network error') is raised at any point of
        # a job (init, a collective, checkpoint saving), not only at bootstrap: the generic NCCL category; labelled
        # nccl_error by two independent collectors (fresh5 nccl#2076, fresh12 Megatron-Bridge#926)
        category="nccl_error",
        title="NCCL reported a peer exit or network error",
        pattern=(r"NCCL error:? .*remote process exited or there was a network error"),
        explanation="A rank lost its connection to a peer: the peer process died, or the network dropped.",
        remediation="Check the other ranks' logs and exit reasons first, then rank-to-rank connectivity.",
        source="shared/reference/distributed.md §2 (public logs)"),
    Signature(
        category="nccl_error",
        title="NCCL unhandled system error (generic)",
        # (round 23, fresh55 AugSeg#26: torch's NCCLUtils.cpp getNcclErrorDetailStr text for ncclSystemError, quoted
        # without its 'ncclSystemError: ' prefix)
        pattern=(r"NCCL error(?: in: \S+)?,? unhandled system error|ncclSystemError: System call"
                 r"|\bSystem call \(e\.g\. socket, malloc\) or external library call failed or device error\b"),
        explanation=("PyTorch's summary of a failed NCCL system call; the NCCL WARN lines just above it (with "
                     "NCCL_DEBUG=INFO) say which. Across pods it is most often a socket connect to a peer."),
        remediation="Re-run with NCCL_DEBUG=INFO and read the first NCCL WARN line; then follow its category.",
        source="https://github.com/NVIDIA/nccl/issues/875", specificity=10, id="distributed/nccl-system-error"),
    Signature(
        category="nccl_error",
        title="NCCL error (generic: internal error / invalid usage / remote error)",
        pattern=(r"NCCL error(?: in: \S+| \S+:\d+)?,? '?(?P<kind>internal error|invalid usage|remote process exited"
                           r"|unhandled cuda error)|ncclInternalError|ncclInvalidUsage|ncclUnhandledCudaError"
                           r"|ncclRemoteError|Test NCCL failure"
                           # round 40 (fresh155 cupy#5300): CuPy's NcclError (cupy_backends/cuda/libs/nccl.pyx) and other
                           # bindings naming the ncclResult_t by its NCCL_ERROR_* name
                           r"|\bNcclError:?\s*NCCL_ERROR_(?:INVALID_USAGE|INVALID_ARGUMENT|INTERNAL_ERROR|SYSTEM_ERROR"
                           r"|UNHANDLED_CUDA_ERROR|REMOTE_ERROR)\b"),
        explanation=("A NCCL call failed; this line is only the summary. The cause is in the NCCL WARN lines before "
                     "it (with NCCL_DEBUG=INFO) or in another rank's log (remote error)."),
        remediation=("Re-run with NCCL_DEBUG=INFO (NCCL_DEBUG_SUBSYS=INIT,NET) and read the first NCCL WARN line; "
                     "ncclUnhandledCudaError points at a CUDA error on this rank (look for Xid/ECC/OOM)."),
        source="https://github.com/pytorch/pytorch/issues/107174", extract=("kind",), specificity=5,
        id="distributed/nccl-generic"),
    Signature(
        category="version_mismatch",
        title="NCCL collective mismatch between ranks",
        # net_ib.cc: WARN("NET/IB : collective mismatch error, local size %d remote size %d ..."), older NCCL
        # "NET/IB : collective mismatch error local size %d remote %d addr %lx rkey %x seq %x/%x"
        pattern=(r"collective mismatch error,? local size (?P<local>\d+),? remote(?: size)? (?P<remote>\d+)"
                           r"|Mismatched collective detected"),
        explanation=("Ranks issued different collectives or different sizes at the same step: a code path that "
                     "differs between ranks, or ranks running different code/NCCL settings."),
        remediation=("Make every rank run the same image, code and NCCL_* environment; check the training code for "
                     "rank-dependent collectives (NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=COLL)."),
        source="https://github.com/NVIDIA/nccl/issues/969", extract=("local", "remote"), specificity=80,
        id="distributed/collective-mismatch"),
    Signature(
        category="no_socket_interface",
        title="NCCL could not create a socket (address family not supported)",
        pattern=(r"Socket creation failed\s*:\s*Address family not supported by protocol"),
        explanation=("NCCL tried to open a socket on an interface of an address family the host/pod does not "
                     "support (IPv6 disabled, or an interface with only an IPv6 link-local address picked)."),
        remediation="Set NCCL_SOCKET_IFNAME to the pod's IPv4 interface (eth0) or NCCL_SOCKET_FAMILY=AF_INET.",
        source="https://github.com/NVIDIA/nccl/issues/210", specificity=70, id="distributed/socket-family"),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL (old releases): connect to a peer refused",
        pattern=(r"WARN Call to connect failed\s*:\s*(?P<error>.+)$|socketFinalizeAccept: wrong type"),
        explanation=("A rank's TCP connection to another rank failed (older NCCL wording), or an unexpected "
                     "connection reached NCCL's listening port (wrong type: another process or a scanner)."),
        remediation=_CONNECT_FIX,
        source="https://github.com/NVIDIA/nccl/issues/111", extract=("error",), specificity=50,
        id="distributed/connect-failed-old"),
    Signature(
        category="dns_resolution",
        title="gloo / c10d could not resolve a host name",
        pattern=(r"Unable to find address for:? (?P<host>\S+)|The hostname of the client socket cannot be retrieved"
                           r"|Failed to look up the IP address for the hostname"),
        explanation=("The process could not resolve its own or a peer's host name (getaddrinfo failed)."),
        remediation=("Make the pod's hostname resolvable (hostname + subdomain with a headless Service, or set "
                     "GLOO_SOCKET_IFNAME/NCCL_SOCKET_IFNAME so the address comes from an interface instead); check "
                     "MASTER_ADDR resolves from every rank (`getent hosts $MASTER_ADDR`)."),
        source="https://github.com/msr-fiddle/pipedream/issues/32", extract=("host",), specificity=60,
        id="distributed/gloo-resolve"),
    Signature(
        category="rendezvous_unreachable",
        title="Creating the TCPStore failed (connection refused / timed out)",
        pattern=(r"TCPStore\([^)]*\)\s+(?:RuntimeError|TimeoutError|ConnectionError)\S*: Connection "
                           r"(?:timed out|refused)"),
        explanation="The rank could not connect to rank 0's TCPStore at MASTER_ADDR:MASTER_PORT.",
        remediation=_RDZV_FIX,
        source="https://github.com/yangkky/distributed_tutorial/issues/3", specificity=60,
        id="distributed/tcpstore-connect"),
]

# ---- second pass (issue 12): families the fresh2 batch showed missing or too narrow ------------------
SIGNATURES += [
    Signature(
        category="collective_timeout",
        title="NCCL watchdog timeout (line cut or in its short forms)",
        pattern=(r"Watchdog caught collective\b|Some NCCL operations have failed or timed out"
                           r"|Timeout at NCCL work: \d+|Exception \(either an error or timeout\) detected by watchdog"),
        explanation=("The NCCL watchdog reported a collective that did not finish in time (the full 'Watchdog "
                     "caught collective operation timeout: WorkNCCL(...)' line may be cut in the paste or "
                     "printed elsewhere)."),
        remediation=("Find the rank that did not reach the collective (the one that died or hung first); check "
                     "rank-to-rank connectivity and NCCL_SOCKET_IFNAME; TORCH_NCCL_DUMP_ON_TIMEOUT=1 records "
                     "which collective each rank was in."),
        source="https://github.com/verl-project/verl/issues/2995 ; https://github.com/vllm-project/vllm/issues/6042",
        specificity=30, id="distributed/watchdog-short"),
    Signature(
        category="version_mismatch",
        title="NCCL bootstrap: ranks disagree on the communicator (duplicate rank / wrong world size)",
        pattern=(r"Bootstrap Root\s*:\s*(?:rank (?P<rank>\d+) of (?P<nranks>\d+) ranks has already checked in"
                           r"|mismatch in rank count from procs (?P<got>\d+)\s*:\s*(?P<want>\d+))"),
        explanation=("NCCL's bootstrap root received check-ins that do not form one communicator: the same rank "
                     "twice, or processes that disagree on the number of ranks."),
        remediation=("Make every process agree on WORLD_SIZE/RANK (one launcher per node, nproc_per_node = "
                     "GPUs used, no leftover process from a previous run on the same MASTER_PORT / NCCL "
                     "unique id); give concurrent jobs different ports."),
        source="https://github.com/Lightning-AI/pytorch-lightning/issues/14986 ; https://github.com/pytorch/pytorch/issues/46248",
        extract=("rank", "nranks", "got", "want"), specificity=80, id="distributed/bootstrap-rank-mismatch"),
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL could not connect to a peer rank (any connect variant)",
        pattern=(r"socket\w*Connect: Connect to " + _ADDR + r"(?:<(?P<port>\d+)>)? (?:failed\s*:\s*(?P<error>.+)$"
                           r"|returned (?P<errno>\d+)\((?P<error2>[^)]*)\))"),
        explanation=("NCCL's bootstrap or socket transport could not open a TCP connection to another rank "
                     "(No route to host / Connection refused / timed out): the peer's address is not reachable "
                     "from this pod on NCCL's ephemeral ports."),
        remediation=_CONNECT_FIX,
        source="https://github.com/sgl-project/sglang/issues/3820", extract=("peer", "port", "error", "error2"),
        specificity=55, id="distributed/socket-connect-any"),
    Signature(
        category="no_socket_interface",
        title="gloo / NCCL: the named network interface does not exist or has no address",
        pattern=(r"Unable to find address for:? (?P<iface>(?:eth|ens|enp|eno|enP|em|ib|bond|wl|veth|br|docker|lo|mlx|vlan|team|\^)\S*)\b"
                           r"|ifa != nullptr"),
        explanation=("The process was told to use a network interface (GLOO_SOCKET_IFNAME / NCCL_SOCKET_IFNAME) "
                     "that does not exist in this pod or has no IP address, so it cannot open its sockets."),
        remediation=("Set GLOO_SOCKET_IFNAME and NCCL_SOCKET_IFNAME to an interface that exists in the pod with an "
                     "address (eth0 for the pod network; the host's real NIC with hostNetwork), or unset them to "
                     "let the libraries choose; gloo does not accept NCCL's '^lo' exclusion syntax."),
        source="https://github.com/facebookincubator/gloo/blob/main/gloo/transport/tcp/device.cc ; "
               "https://github.com/Alibaba-NLP/DeepResearch/issues/107 ; https://github.com/marin-community/marin/issues/6940",
        extract=("iface",), specificity=75, id="distributed/iface-missing"),
]

# ---- third pass (issue 12): families the fresh3 batch showed missing --------------------------------
SIGNATURES += [
    Signature(
        category="ib_unavailable",
        title="NCCL: an ibverbs call failed (queue pair / memory registration / device query)",
        pattern=(r"Call to ibv_(?P<verb>\w+) failed(?: with error (?P<error>.+)$)?"),
        explanation=("NCCL's InfiniBand/RoCE transport could not set up a verbs resource (ibv_create_qp, "
                     "ibv_reg_mr, ibv_create_cq, ibv_query_gid...), so the IB transport is unusable for this "
                     "connection."),
        why=("The container's locked-memory limit is too low (ulimit -l; ibv_reg_mr / ibv_create_qp fail), the "
             "pod lacks IPC_LOCK or the RDMA device, the HCA ran out of resources (too many QPs with many "
             "channels), or GPU Direct RDMA is not available (nvidia-peermem not loaded)."),
        remediation=("Give the rank pods IPC_LOCK and an unlimited memlock ulimit (`ulimit -l unlimited`), the "
                     "RDMA device resource, load nvidia-peermem on the node; test with NCCL_IB_DISABLE=1 to "
                     "confirm it is the IB path."),
        source="https://github.com/NVIDIA/nccl/issues/1129 ; https://github.com/NVIDIA/nccl/issues/562",
        extract=("verb", "error"), level="warn", specificity=45, id="distributed/ibv-call-failed"),
    Signature(
        category="rendezvous_unreachable",
        title="The rendezvous store could not listen: port already in use",
        pattern=(r"server socket has failed to (?:listen|bind)\b.*(?:Address already in use|errno: 98)"
                           r"|server socket has failed to listen on any local network address"
                           r"|RuntimeError:\s*Address already in use|EADDRINUSE"
                           # (round 82, fresh384 ray#35907: Gloo's tcp pair cannot bind its port,
                           # 'gloo/transport/tcp/pair.cc:176] bind: Address already in use')
                           r"|\bgloo/transport/tcp/\w+\.cc:\d+\]\s+bind:\s+Address already in use"),
        explanation=("Rank 0 could not start the rendezvous store (TCPStore) because MASTER_PORT is already "
                     "taken on that host, so no rank can rendezvous."),
        why=("A previous run's processes are still alive and hold the port (a crashed job, a zombie "
             "torchrun), two jobs on one node use the same MASTER_PORT (29500 by default), or hostNetwork "
             "pods share the node's port space."),
        remediation=("Kill the leftover processes (`ss -ltnp | grep <port>`), give each job its own "
                     "MASTER_PORT (--master_port / --rdzv-endpoint), and avoid hostNetwork for rank pods "
                     "unless ports are assigned per job."),
        source="https://github.com/meta-pytorch/torchtune/issues/392 ; https://github.com/pytorch/pytorch/issues/85604",
        specificity=70, id="distributed/rdzv-port-in-use"),
]

# ---- fourth pass (issue 12): families the fresh4 batch showed missing --------------------------------
SIGNATURES += [
    Signature(
        category="bootstrap_connect_failed",
        title="NCCL bootstrap returned a socket error (INFO trace without the WARN line)",
        pattern=(r"NCCL INFO bootstrap\.cc:\d+ -> [1-9]\d*"
                           r"|NCCL INFO misc/socket\.cc:\d+ -> \d+ \((?:Operation now in progress|Connection refused"
                           r"|No route to host|Connection timed out|Connection reset by peer)\)"),
        explanation=("NCCL's bootstrap (the TCP ring through which ranks exchange addresses at init) returned an "
                     "error: the connect to a peer rank did not complete. Only the INFO unwinding is shown; "
                     "the WARN line naming the peer is usually just above it or in another rank's log."),
        remediation=_CONNECT_FIX,
        source="https://github.com/pytorch/pytorch/issues/131781",
        level="warn", specificity=25, id="distributed/bootstrap-info-trace"),
]

# ---- category-level families (issue 12, third round; see gpu.py's note) --------------------------
# The causes' vocabulary as any launcher/library words it (torchrun, DeepSpeed, Accelerate, Ray, Horovod,
# NCCL, Gloo, MPI); specificity 3 ranks each below every specific entry.
from . import sig as _sig  # noqa: E402

# what a failed registration of GPU memory with the RDMA NIC means, why, and the fix (two entries: the named GPU MR and
# the bare MR beside a GPU buffer)
_GPU_MR_TEXT = (
    "The RDMA NIC could not register a GPU buffer (ibv_reg_mr on CUDA memory failed): GPUDirect RDMA is not available "
    "on this node, so the NIC cannot read or write GPU memory directly.",
    "The peer-memory kernel module is not loaded (nvidia-peermem, or nv_peer_mem on old stacks; GPU Operator "
    "driver.rdma.enabled=false), dma-buf is not supported by the kernel/driver, or the GPU and NIC sit behind a PCIe "
    "topology without peer-to-peer support.",
    "Load nvidia-peermem on the node (`modprobe nvidia-peermem`; GPU Operator: driver.rdma.enabled=true), check "
    "`lsmod | grep peermem`, or let NCCL stage through host memory (NCCL_NET_GDR_LEVEL=0).")

_FAIL = r"(?:fail(?:ed|ure|s)?|unable|could\s?n[o']?t|cannot|can't|error)"


def _family(category, title, pattern, meaning, why, fix, source, slug, **kw):
    return _sig(category, title + " (family: any program's wording)", pattern, meaning, why, fix, source=source,
                id=f"distributed/family-{slug}", specificity=kw.pop("specificity", 3), **kw)


SIGNATURES += [
    _family("collective_timeout", "A collective operation timed out or hung",
            r"\b(?:all_?reduce|all_?gather\w*|reduce_?scatter\w*|broadcast|barrier|all_?to_?all\w*|collective|WorkNCCL"
            r"|ProcessGroup\w*|nccl\s+(?:operation|op|work|communicator|kernel))\b[^\n]{0,100}?\b(?:timed\s?out|timeout(?!\s*[,)=])|hang\w*|hung|stuck)\b"
            # (round 145: not a watchdog's own setting, 'WATCHDOG starting, TIMEOUT: 600 seconds', fresh692 GPUStressTest#13)
            r"|\bwatchdog\b[^\n]{0,60}?\b(?:timeout(?!\s*[:=])|timed\s+out|stuck|caught|hang\w*)"
            r"|\bheartbeat\s+(?:timeout|monitor\b[^\n]{0,40}?\b(?:timed?\s?out|abort\w*))"
            # a point-to-point transfer of a collective backend timed out (Gloo unbound_buffer.cc: 'Timed out waiting
            # %dms for recv operation to complete')
            r"|\btimed\s?out\s+waiting\b[^\n]{0,30}?\bfor\s+(?:recv|send|receive)\s+operation\b",
            "A collective (all-reduce, all-gather, barrier...) did not complete in time, in the launcher's words.",
            "One rank is slower, stuck or dead (crashed, OOM-killed, evicted, data loader hang), ranks run "
            "different collectives (a code path only some ranks take), or the network between ranks stalls.",
            "Find the rank that did not arrive (its log ends earlier or shows another error); set "
            "TORCH_NCCL_ASYNC_ERROR_HANDLING=1 and a sensible timeout; run with NCCL_DEBUG=INFO; check events "
            "for evicted/OOMKilled rank pods (`doctor scan --category distributed`).",
            "https://pytorch.org/docs/stable/torch_nccl_environment_variables.html ; https://github.com/verl-project/verl/issues/2995",
            "collective-timeout"),
    _family("rendezvous_unreachable", "A rank cannot reach (or host) the rendezvous store",
            r"\b(?:rendezvous\w*|rdzv\w*|TCPStore|c10d(?![/\\])(?:\s+store)?|DistStore\w*|master_addr|master_port)\b(?![/\\])[^\n]{0,80}?"
            r"\b(?:fail\w*|timed\s?out|timeout(?!\s*[,)=])|refused|unreachable|not\s+reachable|could\s?n[o']?t|cannot|unable|closed|error|in\s+use)"
            # round 14: the job's coordinator in other launchers' words (jax.distributed.initialize's coordinator_address,
            # the XLA/TensorFlow coordination service, a Horovod/Gloo rendezvous server): unreachable, refused, timed out
            r"|\bcoordinat(?:or|ion\s+service)\b(?:\s+(?:address|at|on))?[^\n]{0,60}?\b(?:unreachable|not\s+reachable|refused"
            r"|UNAVAILABLE|DEADLINE_EXCEEDED|timed?\s?out|could\s?n[o']?t\s+(?:connect|reach)|unable\s+to\s+(?:connect|reach)"
            r"|failed\s+to\s+(?:connect|reach|register))"
            r"|\b" + _FAIL + r"\b[^\n]{0,30}?\b(?:connect|reach|register)\w*\b[^\n]{0,30}?\b(?:the\s+)?coordinat(?:or|ion\s+service)\b"
            # the failure named before the launcher's store address variables ('Connection refused (MASTER_ADDR=...
            # MASTER_PORT=...)') and Ray's GCS start-up wait (python/ray/_private: 'Timed out while waiting for GCS to
            # become available')
            r"|\b(?:refused|timed?\s?out|unreachable|no\s+route\s+to\s+host)\b[^\n]{0,60}?\b(?:MASTER_ADDR|MASTER_PORT)\b"
            r"|\b(?:timed?\s?out|fail\w*)\b[^\n]{0,30}?\bwaiting\s+for\s+(?:the\s+)?GCS\b"
            # torch.distributed's store error type alone (raised for store timeouts and lost connections; a Ray
            # wrapper 'RayTaskError(DistStoreError)' names only the type)
            r"|\bDistStoreError\b"
            # round 11: c10d's socket layer (TCPStore's) raises DistNetworkError for a lost/refused store connection;
            # torch's _store_based_barrier: 'Timed out initializing process group in store based barrier on rank: %d,
            # for key: %s (world_size=%d, worker_count=%d, timeout=%s)' (not every rank reached the store)
            r"|\bDistNetworkError\b[^\n]{0,80}?\b(?:connect\w*|timed?\s?out|refused|reset|broken|unreachable|fail\w*|closed)"
            r"|\btimed?\s?out\s+initiali[sz]ing\s+process\s+group\b"
            r"|\b" + _FAIL + r"\b[^\n]{0,40}?\b(?:connect|reach)\w*\b[^\n]{0,30}?\b(?:rendezvous|master|rdzv\w*|store)\b"
            r"|(?:\b|:)29500\b[^\n]{0,60}?\b(?:refused|timed?\s?out|unreachable|in\s+use)"
            r"|\b\d+/\d+\s+(?:clients|workers)\s+joined\b"
            # a connection error raised from torch.distributed's store set-up, read with its traceback frame (the
            # engine joins an exception line that names no cause with its innermost frame: 'in init_process_group:
            # RuntimeError: Connection reset by peer'); init_process_group/rendezvous/_create_c10d_store/
            # _store_based_barrier/TCPStore only talk to the rendezvous store at that point
            r"|^in\s+(?:init_process_group|_new_process_group_helper|rendezvous|_\w*rendezvous\w*|_create_c10d_store"
            r"|_create_tcp_store|_store_based_barrier|_env_rendezvous_handler|_tcp_rendezvous_handler|TCPStore\w*"
            r"|_init_process_group\w*|init_distributed\w*):\s+(?:[\w.]+\.)?\w*(?:Error|Exception):\s*"
            r"(?:Connection\s+(?:reset\s+by\s+peer|refused|timed\s+out|closed)|Broken\s+pipe|No\s+route\s+to\s+host"
            r"|Network\s+is\s+unreachable|Socket\s+Timeout|timed\s+out)"
            r"|\bclient\s+socket\b[^\n]{0,40}?\b(?:timed\s+out|fail\w*)"
            # torch.distributed.elastic.rendezvous.api's exception classes named alone
            r"|\bRendezvous(?:Timeout|Connection|Closed)Error\b"
            # c10d's own socket layer (torch/csrc/distributed/c10d/socket.cpp), which only TCPStore uses: a client's
            # 'connect() timed out. Original timeout was N ms.' and a store read's 'waitForInput: socket ... timed out'
            r"|\bconnect\(\)\s+timed\s+out\b|\bwaitForInput\b[^\n]{0,200}?\btimed\s+out\b"
            # Ray's rendezvous point is the GCS on the head node: its client's 'Failed to connect to GCS at address %s
            # within %d seconds' (src/ray/gcs/gcs_client/gcs_rpc_client.h) and a Ray RPC error carrying gRPC's
            # 'failed to connect to all addresses' (the GCS address unreachable: head not up, wrong Service/port)
            r"|\bfailed\s+to\s+connect\s+to\s+(?:the\s+)?GCS\b"
            r"|\b(?:ray\.exceptions\.\w+|Ray\w*Error)\b[^\n]{0,120}?\bfailed\s+to\s+connect\s+to\s+all\s+addresses\b",
            "A worker could not connect to (or rank 0 could not open) the rendezvous / TCP store that all ranks "
            "meet at before NCCL starts (torch's TCPStore/c10d rendezvous; for Ray, the GCS on the head node), in the "
            "launcher's words.",
            "MASTER_ADDR/--rdzv-endpoint names a host that is not up or not reachable (wrong Service, rank 0 not "
            "yet running, NetworkPolicy), the port is already in use on rank 0 (a previous run still alive), or "
            "ranks started too far apart for the timeout.",
            _RDZV_FIX, "https://pytorch.org/docs/stable/elastic/rendezvous.html ; https://github.com/pytorch/pytorch/pull/111805",
            "rendezvous"),
    _family("bootstrap_connect_failed", "NCCL could not connect to a peer rank",
            r"\b(?:nccl|bootstrap|net/socket|socket(?:Start|Poll|Finalize)?connect)\b[^\n]{0,100}?"
            r"\b(?:connection\s+(?:refused|reset|timed\s+out|closed(?!\s+by\s+localRank))|connect(?:ion)?\s+(?:failed|refused|timed\s+out)"
            r"|no\s+route\s+to\s+host|network\s+is\s+unreachable|broken\s+pipe|connection\s+abort\w*"
            r"|\bconnect\s+to\s+\S+\s+failed\b|\bfail\w*\b[^\n]{0,40}?\boperation\s+connect\b)"
            # NCCL's socket layer names itself socketProgress/socketRecv... ('socketProgress: Connection closed by
            # remote peer', misc/socket.cc), also when quoted in prose
            r"|(?:socket\w*|WARN)\b[^\n]{0,60}?\bconnection\s+closed\s+by\s+(?:remote\s+)?peer\b"
            # the same socket layer's older words (misc/socket.cc WARN("Net : Connection closed by remote peer %s")),
            # also as the 'Last error:' line of ncclInternalError/ncclSystemError
            r"|\bNet\s*:\s*connection\s+closed\s+by\s+(?:remote\s+)?peer\b",
            "NCCL's bootstrap or socket transport could not open or keep a TCP connection to another rank.",
            "A NetworkPolicy or firewall blocks the ephemeral ports ranks use, NCCL_SOCKET_IFNAME picks an "
            "interface peers cannot route to, or the peer rank died.",
            _CONNECT_FIX, "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting/networking_troubleshooting.html ; "
            "https://github.com/sgl-project/sglang/issues/3820", "bootstrap-connect"),
    _family("dns_resolution", "A host name does not resolve",
            r"\bgetaddrinfo\w*\b[^\n]{0,40}?\b(?:fail\w*|error|ENOTFOUND|EAI_\w+)"
            r"|\b(?:could\s?n[o']?t|cannot|unable\s+to|failed\s+to)\s+resolve\s+(?:host\w*|address|the\s+host|name)"
            r"|\b(?:unknown|no\s+such)\s+host\b|nodename\s+nor\s+servname|\bNXDOMAIN\b|\bname\s+resolution\b[^\n]{0,20}?\b(?:fail\w*|error)"
            r"|\b(?:fail\w*|error)\b[^\n]{0,20}?\bname\s+resolution\b|\bname\s+or\s+service\s+not\s+known\b|\bgai\s+error\b"
            r"|\bhost\s?name\b[^\n]{0,40}?\b(?:cannot|could\s?n[o']?t)\s+be\s+(?:retrieved|resolved)"
            # round 12: gRPC's resolver (the transport of JAX/TF coordination services and Ray): 'DNS resolution failed
            # for <host:port>: C-ares status is not ARES_SUCCESS ... Domain name not found'
            r"|\bDNS\s+resolution\s+failed\b|\bDomain\s+name\s+not\s+found\b"
            # round 13: musl's gai_strerror for EAI_NONAME ('Name does not resolve', Alpine/busybox images) and busybox
            # nslookup's "can't resolve 'X'" (a launcher script waiting for the master's DNS record, ms-swift#6368)
            r"|\bName\s+does\s+not\s+resolve\b|\bnslookup:\s*can'?t\s+resolve\b",
            "A host name (usually the rendezvous / MASTER_ADDR host) did not resolve in DNS.",
            "The Service or headless Service name is wrong or in another namespace, the pod's DNS is not ready yet "
            "(StatefulSet pods resolve only once running, unless publishNotReadyAddresses), or a typo in the address.",
            _RDZV_FIX, "https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/", "dns"),
    _family("no_socket_interface", "No usable network interface for NCCL/Gloo",
            r"\b(?:no|could\s?n[o']?t\s+find|unable\s+to\s+find|cannot\s+find|did\s+not\s+find)\s+(?:any\s+)?(?:usable\s+|valid\s+|matching\s+)?"
            r"(?:socket\s+|network\s+)interfaces?\b"
            r"|\b(?:NCCL|GLOO|TP)_SOCKET_IFNAME\b[^\n]{0,40}?\b(?:not\s+found|no\s+match\w*|invalid|does\s+not\s+exist)",
            "NCCL/Gloo found no network interface matching its settings to bootstrap on.",
            "NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME name an interface the pod does not have (eth0 vs net1, "
            "host vs pod network), or a prefix that matches nothing.",
            "List the pod's interfaces (`kubectl exec <pod> -- ip -o addr`) and set NCCL_SOCKET_IFNAME to one of "
            "them (or a prefix like '^lo,docker' to exclude).",
            "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting/networking_troubleshooting.html", "no-iface"),
    # a socket of an address family the host has no interface for (EAFNOSUPPORT, errno 97: IPv6 disabled and a [::]
    # listen or an AAAA answer), in c10d's socket.cpp words ('The server socket cannot be initialized on [::]:29501
    # (errno: 97 - Address family not supported by protocol)') or any socket layer's: c10d logs it as a warning and
    # retries with IPv4, so it is context (level info): it answers only when nothing failed after it (round 11:
    # fresh15 pytorch#74316 labels it no_socket_interface, as earlier batches did; fresh13 vllm#43420 shows it
    # beside the real failure, a Gloo recv timeout)
    _family("no_socket_interface", "A socket of an address family the host does not support (IPv6 disabled)",
            r"\bsocket\b[^\n]{0,120}?\b(?:errno:?\s*97\b|EAFNOSUPPORT\b|address\s+family\s+not\s+supported)"
            r"|\baddress\s+family\s+not\s+supported\b[^\n]{0,60}?\bsocket\b",
            "A process asked for a socket of an address family (usually IPv6, '[::]') the host or pod has no "
            "interface for; PyTorch's c10d store then retries with IPv4.",
            "IPv6 disabled on the host/pod while the rendezvous address or the listen address is IPv6 (or a name "
            "that resolves to IPv6 first).",
            "Use an IPv4 MASTER_ADDR (or a name that resolves to IPv4) and, for NCCL/Gloo, NCCL_SOCKET_FAMILY=AF_INET / "
            "the IPv4 interface in NCCL_SOCKET_IFNAME/GLOO_SOCKET_IFNAME; if the job still fails, the cause is in the "
            "lines after this warning.",
            "https://github.com/pytorch/pytorch/issues/74316 ; https://man7.org/linux/man-pages/man2/socket.2.html",
            "socket-address-family", level="info"),
    _family("ib_unavailable", "InfiniBand/RDMA could not be used",
            # (AWS EFA through libfabric: NET/OFI, fi_getinfo, as fresh8's EFA texts are labelled)
            r"(?:\bibv_\w+|\blibibverbs\w*|\binfiniband\b|\brdma\b|\broce\w*|\bmlx5\w*|NET/IB|\bhca\b|NCCL_IB_HCA"
            r"|NET/OFI|\bfi_getinfo\b|\blibfabric\b|\befa\b)[^\n]{0,80}?"
            r"\b(?:fail\w*|error|not\s+found|unavailable|cannot|unable|no\s+device|not\s+supported|denied)"
            r"|\b(?:fail\w*|unable|cannot|could\s?n[o']?t)\b[^\n]{0,40}?(?:\bibv_\w+|\blibibverbs|\binfiniband\b|\brdma\b|\bmlx5\w*|\bhca\b)"
            # round 12: Open MPI's openib BTL ('WARNING: There was an error initializing an OpenFabrics device.', 'No
            # OpenFabrics connection schemes reported that they were able to be used on a specific port ... will be
            # disabled for this port', help-mpi-btl-openib*.txt)
            r"|\b(?:error|fail\w*|unable|cannot|could\s?n[o']?t)\b[^\n]{0,40}?\bOpenFabrics\b"
            r"|\bOpenFabrics\b[^\n]{0,120}?\b(?:disabled|fail\w*|error|not\s+(?:found|available|supported))\b"
            # a verbs program's own words for a queue pair it cannot bring up (rdma-core libibverbs/examples/
            # rc_pingpong.c 'Failed to modify QP to RTR', perftest/UCCL/Mooncake the same or with ': <strerror>'):
            # the connection between the two HCAs cannot be established (GID/route/MTU/port), as NCCL's 'Call to
            # ibv_modify_qp failed' (round 11, fresh15 uccl#641)
            r"|\b(?:fail\w*|unable|cannot|could\s?n[o']?t|error)\b[^\n]{0,20}?\b(?:modify|transition|move|bring\s+up)\w*\s+"
            r"(?:the\s+)?QPs?\b[^\n]{0,30}?\b(?:to\s+)?(?:RTR|RTS)\b"
            # round 14: no RDMA device at all, in the verbs programs' words (rdma-core examples/perftest: 'No IB devices
            # found', perror("Failed to get IB devices list")) and other libraries' ('no RDMA devices found', 'no active
            # IB device')
            r"|\bno\s+(?:active\s+|usable\s+|available\s+)?(?:IB|RDMA|InfiniBand|RoCE|verbs|HCA)\s+(?:devices?|ports?|HCAs?|adapters?)\b"
            r"(?!\s+(?:are\s+)?(?:needed|required))"
            r"|\bFailed\s+to\s+get\s+(?:IB|RDMA)\s+devices?\s+list\b"
            # libibverbs (rdma-core libibverbs/init.c): 'Warning: no userspace device-specific driver found for
            # /sys/class/infiniband_verbs/uverbsN': the image lacks the HCA's provider library (libmlx5...)
            r"|\bno\s+userspace\s+device-specific\s+driver\s+found\b",
            "The InfiniBand/RoCE verbs layer could not open or use an RDMA device, in the library's own words.",
            "The pod has no RDMA device (no rdma/... resource, no SR-IOV/host-device network), missing IPC_LOCK / "
            "unlimited memlock for memory registration, or the HCA named in NCCL_IB_HCA does not exist.",
            "Give the pod the RDMA resource and IPC_LOCK, check `ibv_devinfo` inside it, set NCCL_IB_HCA to a "
            "present device (or NCCL_IB_DISABLE=1 to fall back to sockets).",
            "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting/networking_troubleshooting.html", "ib"),
    _family("ib_completion_error", "InfiniBand/RoCE work completion error",
            r"\bIBV_WC_\w+_ERR\b|\bwc\s+status\b[^\n]{0,20}?\b(?:[1-9]\d*|error)"
            r"|\bretry\s+exc(?:eeded)?\s+err|\btransport\s+retry\s+count(?:er)?\s+exceeded|\bcompletion\s+with\s+error\b"
            r"|\bgot\s+completion\b[^\n]{0,60}?\b(?:error|status)|\bvendor\s+err(?:or)?\s+\d+"
            r"|\b(?:request|send|recv|rdma\s+\w+|work\s+request|wr)\b[^\n]{0,40}?\bcompleted\s+with\s+error\b"
            r"|\basync\s+event\b[^\n]{0,20}?\b(?:port\s+error|local\s+catastrophic|(?:qp|cq|srq)\s+(?:fatal|error)|device\s+fatal)",
            "A verbs work request completed with an error status (retry exceeded, remote access error...).",
            "A link or fabric fault (flapping port, bad cable, congestion), or a peer that died mid-transfer.",
            "Check the HCA ports (`ibstat`, `perfquery` error counters) on both nodes, and the peer rank's log.",
            "https://github.com/openucx/ucx/issues/6000 ; https://github.com/openucx/ucx/issues/1880", "ib-completion",
            specificity=4),
    _family("version_mismatch", "Ranks disagree (versions, world size or collectives)",
            r"\bnccl\b[^\n]{0,60}?\bversion\b[^\n]{0,40}?\b(?:mismatch\w*|differ\w*|incompatible)"
            # (round 105, negatives71 iree#16475: an MLIR type's 'rank-reduced version. (mismatch of result layout)' is a
            # tensor's rank, not a process's)
            r"|\b(?:ranks?|procs|world[\s_]size)\b(?!-)[^\n]{0,60}?\bmismatch\w*|\bmismatch\w*\b[^\n]{0,40}?\b(?:ranks?|world[\s_]size|collectives?)\b(?!-)",
            "Ranks of one job disagree: different NCCL versions, a different world size or rank count, or "
            "different collectives.",
            "Images with different NCCL/PyTorch versions across pods, a world size that does not match the pods "
            "launched, or code paths that only some ranks take.",
            "Run every rank from the same image digest; make WORLD_SIZE / --nnodes x --nproc_per_node match the "
            "pods; TORCH_DISTRIBUTED_DEBUG=DETAIL shows mismatched collectives.",
            "https://pytorch.org/docs/stable/torch_nccl_environment_variables.html ; https://github.com/pytorch/pytorch/issues/46248", "mismatch"),
    _family("shm_insufficient", "Shared memory (/dev/shm) too small",
            # (not a source location under /dev/shm used as a build directory: CMake's 'CMake Error at
            # /dev/shm/x/.../builtin.cmake:15 (find_package):', cmMessenger's '<type> at <file>:<line> (<command>):'
            # header, any '<path>/<file>.<ext>:<line>' there; round 43, negatives16 deepmd-kit#5035)
            r"/dev/shm\b(?!/[^\s:]*\.\w+:\d)[^\n]{0,80}?\b(?:no\s+space|full|too\s+small|insufficient|fail\w*|error|cannot|unable)"
            r"|\b(?:fail\w*|unable|cannot|error)\b[^\n]{0,40}?/dev/shm\b(?!/[^\s:]*\.\w+:\d)"
            # ENOSPC on a file under /dev/shm (Python 'OSError: [Errno 28] No space left on device: '/dev/shm/...'),
            # round 11
            r"|\bno\s+space\s+left\s+on\s+device\b[^\n]{0,80}?/dev/shm\b"
            # (not a GPU kernel's on-chip shared memory: Triton's 'OutOfResources: out of resource: shared memory,
            # Required: N, Hardware limit: M', round 11)
            r"|\b(?:no\s+space|insufficient|not\s+enough|out\s+of(?!\s+resources?\b))\b[^\n]{0,30}?\bshared\s+memory\b(?![^\n]{0,40}?Hardware\s+limit)"
            r"|\bshared\s+memory\b[^\n]{0,40}?\b(?:too\s+small|insufficient|exhausted|full|fail\w*)"
            r"|\bshm\b[^\n]{0,40}?\b(?:too\s+small|insufficient|full|fail\w*)"
            r"|(?<!pcie\s)\bbus\s+error\b",
            "A process ran out of shared memory (/dev/shm), in its own words.",
            "Containers get a 64 MiB /dev/shm by default; NCCL, DataLoader workers and vLLM need far more.",
            "Mount an emptyDir with medium: Memory at /dev/shm (sizeLimit a few GiB), or reduce DataLoader workers.",
            "https://github.com/NVIDIA/nccl/issues/290 ; https://github.com/msr-fiddle/pipedream/issues/28", "shm"),
    _family("nccl_error", "NCCL reported an error",
            # (not a directory name that holds 'nccl', round 97, negatives63 mpi4py#483: HPC-X's
            # '/build-result/hpcx-v2.16-...-nccl2.18-x86_64/ompi/...' before an unrelated 'Error parsing data file')
            r"\bnccl\w*\b(?![^\s/]*/)[^\n]{0,80}?\b(?:error|fail\w*|abort\w*)\b"
            # a Python exception whose message starts with NCCL (PyTorch's 'RuntimeError: NCCL error in: ...' cut
            # short by the paste: 'RuntimeError: NCCL')
            r"|\b[A-Z]\w*(?:Error|Exception):\s+NCCL\b",
            "NCCL (or a library wrapping it) reported an error; the line is only the summary.",
            "See the NCCL WARN lines before it (NCCL_DEBUG=INFO) or another rank's log.",
            "Re-run with NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET and read the first WARN line.",
            "https://docs.nvidia.com/deeplearning/nccl/archives/nccl_2307/user-guide/docs/troubleshooting.html", "nccl"),
]

# ---- round 6 (issue 12): a CUDA call inside NCCL failed (the fresh10 first run) ---------------------------------------
# NCCL's CUDACHECK macro (src/include/checks.h) logs WARN("Cuda failure '%s'", cudaGetErrorString(err)) (newer NCCL:
# "Cuda failure %d '%s'") and returns ncclUnhandledCudaError; the proxy/transport errors that follow on that rank
# ("Could not receive type from localRank", "Failed to execute operation Connect") are its consequences, not a peer
# connection failing. The CUDA error strings that name a cause the catalogue has (initialization error, unknown error,
# out of memory, no CUDA-capable device, invalid device ordinal (a GPU index the rank cannot see: no_device_visible), driver too old, devices busy, no kernel image, system not yet initialized,
# unsupported driver combination, forward compatibility) are left to those categories' entries.
SIGNATURES += [
    _sig("nccl_error", "NCCL: a CUDA call inside NCCL failed",
         r"\bNCCL\s+WARN\b[^\n]{0,60}?\bCuda failure (?:\d+ )?'(?P<cuda_error>(?!initialization error|unknown error"
         r"|out of memory|no CUDA-capable|invalid device ordinal|CUDA driver version|all CUDA-capable|no kernel image|system not yet"
         r"|system has unsupported|forward compatibility|the provided PTX)[^']+)'",
         "A CUDA runtime call NCCL made (memory registration, IPC handle, stream or peer setup) failed with the CUDA "
         "error named in quotes; NCCL returns ncclUnhandledCudaError and the proxy/transport errors after it are "
         "consequences.",
         "Usually a CUDA error from the GPU's state or the container: 'invalid argument' "
         "with CUDA_VISIBLE_DEVICES or the pod's GPUs not matching the ranks' device ids, IPC/P2P ('peer access', "
         "cudaIpcOpenMemHandle) refused between containers or GPUs that cannot share memory, or an earlier kernel "
         "fault ('illegal memory access') poisoning the context.",
         "Read the CUDA error in quotes; check every rank sees the GPU it expects (CUDA_VISIBLE_DEVICES, LOCAL_RANK), "
         "try NCCL_P2P_DISABLE=1 / NCCL_SHM_DISABLE=1 to confirm an IPC/P2P issue (pods without hostIPC, GPUs in "
         "different containers), and look for an Xid on the node for a kernel fault (`doctor scan`).",
         source="https://github.com/NVIDIA/nccl/issues/957 ; https://github.com/NVIDIA/nccl/blob/master/src/include/checks.h",
         extract=("cuda_error",), id="distributed/nccl-cuda-failure", specificity=8),
]

# ---- round 4 (issue 12): two ranks on one GPU, a category the fresh8 batch demanded --------------------------------
# NCCL's init (src/init.cc, initTransportsRank, after the first allgather of peer info) compares every pair of ranks on
# one host: NCCL 2.x up to 2.2x: WARN("Duplicate GPU detected : rank %d and rank %d both on CUDA device %lx", rank, i,
# busId) and ncclInvalidUsage (the same text in ROCm/rccl's copy of init.cc); NVIDIA/nccl today (commit 00ad458):
# WARN("Multiple Ranks are using the same GPU/Partition. Set NCCL_MULTI_RANK_GPU_ENABLE=1 to enable this
# configuration.") and ncclInvalidUsage. Both read with the search tool (read_file NVIDIA/nccl src/init.cc).
SIGNATURES += [
    Signature(
        category="duplicate_gpu",
        title="NCCL: two ranks of the communicator use the same GPU",
        pattern=(r"Duplicate GPU detected\s*:?\s*(?:rank\s+(?P<rank>\d+)\s+and\s+rank\s+(?P<other>\d+)\s+both\s+on\s+"
                 r"CUDA\s+device\s+(?P<busid>[0-9a-f]+))?"
                 r"|Multiple Ranks are using the same GPU"
                 # round 40 (fresh154 ColossalAI#4318): the same init.cc check's sentence quoted without its prefix
                 r"|\brank\s+\d+\s+and\s+rank\s+\d+\s+both\s+on\s+CUDA\s+device\s+[0-9a-f]+\b"),
        explanation=("NCCL refused to create the communicator (ncclInvalidUsage) because two ranks on one host "
                     "report the same GPU (same PCI bus id / UUID); every collective after it fails with 'invalid "
                     "usage'."),
        why=("Each rank must select its own GPU before NCCL starts: the script never calls "
             "torch.cuda.set_device(LOCAL_RANK) (every rank defaults to GPU 0), CUDA_VISIBLE_DEVICES (or Ray/Slurm/"
             "the device plugin) gives every rank the same single GPU, or more ranks were started per node "
             "(--nproc_per_node, -np) than the pod has GPUs."),
        remediation=("Start one rank per GPU (nproc_per_node = the GPUs the pod requests), call "
                     "torch.cuda.set_device(int(os.environ['LOCAL_RANK'])) before init_process_group (or pass "
                     "device_id), and do not set CUDA_VISIBLE_DEVICES to one GPU for all ranks; check with "
                     "`nvidia-smi -L` in the pod and the per-rank 'cudaDev'/'busId' NCCL INFO lines."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/init.cc ; "
               "https://github.com/horovod/horovod/issues/3929 ; https://github.com/NVIDIA/Megatron-LM/issues/661",
        extract=("rank", "other", "busid"), specificity=60, id="distributed/duplicate-gpu"),
]


# ---- round 20 (fresh44, NVIDIA/nccl#1925): NCCL's multi-node NVLink self-test (src/mnnvl.cc ncclMnnvlCheck,
# read with the search tool: `WARN("MNNVL (cliqueSize %d) is available but not working on this system. Check the IMEX
# channel configuration (/dev/nvidia-caps-imex-channels). ...")` when cuMemCreate with a FABRIC handle fails, and
# `... Check the IMEX configuration (nvidia-imex-ctl -N). ...` when export/import of the fabric handle fails), both
# returning ncclSystemError ('unhandled system error'). NVIDIA IMEX guide, IMEX Channels: channels are not created by
# default; without one, dependent CUDA APIs fail with an insufficient-permission error (CUDA 800 'operation not
# permitted' in the paste).
SIGNATURES += [
    Signature(
        category="imex_channel_unavailable",
        title="NCCL: multi-node NVLink is present but the process has no working IMEX channel",
        pattern=(r"MNNVL\s*\(cliqueSize\s+(?P<clique>\d+)\)\s*is available but not working on this system"
                 r"(?:[^\n]{0,10}?Check the IMEX (?P<what>channel configuration|configuration))?"),
        explanation=("NCCL found a multi-node NVLink (MNNVL) clique of this size but could not allocate, export or import "
                     "fabric-handle GPU memory, so it stopped with ncclSystemError ('unhandled system error'). Fabric "
                     "memory across nodes goes through NVIDIA IMEX: without an IMEX channel the CUDA calls are refused "
                     "('operation not permitted', CUDA error 800)."),
        why=("The process has no IMEX channel: /dev/nvidia-caps-imex-channels/channelN was not created on the node "
             "(channels are not created by default and do not survive a reboot) or not passed into the container (an "
             "unprivileged pod without a ComputeDomain resource claim from NVIDIA's DRA driver), or the IMEX daemon "
             "(nvidia-imex) is not running or not connected to its peers ('Check the IMEX configuration')."),
        remediation=("On Kubernetes, create a ComputeDomain (NVIDIA DRA driver for GPUs) and reference its resource "
                     "claim from every pod of the job, so the driver starts IMEX and injects the channel; on bare "
                     "hosts, create the channel node (grep nvidia-caps-imex-channels /proc/devices, then mknod "
                     "/dev/nvidia-caps-imex-channels/channel0) and start nvidia-imex with the same nodes_config.cfg on "
                     "every node. Check with `ls -l /dev/nvidia-caps-imex-channels` in the pod and `nvidia-imex-ctl -N` "
                     "on the node; NCCL_MNNVL_ENABLE=0 only bypasses multi-node NVLink."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/mnnvl.cc ; "
               "https://docs.nvidia.com/multi-node-nvlink-systems/imex-guide/imexchannels.html ; "
               "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/dra-cds.html ; "
               "https://github.com/NVIDIA/nccl/issues/1925",
        extract=("clique", "what"), specificity=70, id="distributed/mnnvl-imex-unavailable"),
    # NCCL src/transport/nvls.cc: WARN("Failed to bind NVLink SHARP (NVLS) Multicast memory of size %zu ... : CUDA error
    # %d '%s'.\nThis is usually caused by a system or configuration error in the Fabric Manager or NVSwitches.\nDisable
    # NVLS (NCCL_NVLS_ENABLE=0) ...") (fresh41 NVIDIA/nccl#2077)
    Signature(
        category="fabric_manager_not_running",
        title="NCCL could not bind NVLink SHARP (NVLS) multicast memory (Fabric Manager / NVSwitch)",
        pattern=(r"Failed to bind NVLink SHARP \(NVLS\) Multicast memory"
                 r"|usually caused by a system or configuration error in the Fabric Manager or NVSwitches"),
        explanation=("NCCL's NVLS transport asked the NVSwitches for multicast memory (cuMulticastBindMem) and CUDA "
                     "refused; NCCL's own reading is a Fabric Manager or NVSwitch problem. 'out of memory' here is "
                     "multicast resources, not GPU memory."),
        why=("Fabric Manager not running or not managing this partition (a VM or container whose GPUs are not in a "
             "fabric that hands out multicast handles), or the NVSwitch multicast slots used up (many communicators "
             "with NVLS each take some)."),
        remediation=("`systemctl status nvidia-fabricmanager` and `nvidia-smi -q | grep -A3 -i fabric` (State "
                     "Completed, a GUID) on the node; reduce the communicators that use NVLS, or set "
                     "NCCL_NVLS_ENABLE=0 (NCCL falls back to ring/tree)."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/transport/nvls.cc ; https://github.com/NVIDIA/nccl/issues/2077",
        specificity=75, id="distributed/nvls-bind-failed"),
]

# ---- round 4 (issue 12): Gloo, EFA/OFI and Ray's /dev/shm wordings the fresh8 first run showed missing --------------
SIGNATURES += [
    Signature(
        category="bootstrap_connect_failed",
        title="Gloo could not connect to a peer rank",
        pattern=(r"gloo/transport/tcp/pair\.cc:\d+\]\s*connect\s+\[?(?P<peer>[0-9A-Fa-f.:%\w-]+?)\]?:(?P<port>\d+):\s*"
                 r"(?P<why>Connection refused|Connection timed out|No route to host|Network is unreachable|\w[^\n]{0,40})"
                 r"|\bGloo\s+connectFullMesh\s+failed\b"),
        explanation=("PyTorch's Gloo backend (CPU collectives, and the store/barrier of many launchers) could not "
                     "open its TCP connection to another rank (gloo/transport/tcp/pair.cc)."),
        why=("The peer advertised an address others cannot reach (127.0.1.1 from /etc/hosts, a container-internal "
             "interface: set GLOO_SOCKET_IFNAME), a NetworkPolicy/firewall blocks the ephemeral ports, or the peer "
             "rank already exited."),
        remediation=_CONNECT_FIX.replace("NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME / NCCL_SOCKET_IFNAME"),
        source="https://github.com/pytorch/pytorch/issues/108732 ; https://github.com/pytorch/pytorch/issues/15592 ; "
               "https://github.com/gpustack/gpustack/issues/2125",
        extract=("peer", "port", "why"), specificity=60, id="distributed/gloo-connect"),
    Signature(
        category="ib_unavailable",
        title="EFA/libfabric (aws-ofi-nccl) could not open the RDMA device",
        pattern=(r"\bfi_getinfo\b[^\n]{0,40}?\bprovider\s+efa\s+output\s+empty\s+list"
                 r"|\bNET/OFI\b[^\n]{0,80}?\b(?:couldn'?t|could\s+not|unable\s+to|failed\s+to)\s+\w+"
                 r"|\befa_\d+:\s*failed\s+to\s+allocate"),
        explanation=("NCCL's OFI plugin (aws-ofi-nccl over libfabric) could not use the EFA device: libfabric's EFA "
                     "provider returned nothing or a verbs object could not be created, so NCCL cannot use the RDMA "
                     "fabric (it falls back to sockets or fails)."),
        why=("The pod was given no EFA device (no vpc.amazonaws.com/efa request, EFA device plugin missing), the "
             "instance type or security group has no EFA, the EFA driver/libfabric in the image does not match the "
             "host, or locked memory is limited (ulimit -l)."),
        remediation=("Request vpc.amazonaws.com/efa in the pod, run the EFA device plugin, use an image with a "
                     "matching aws-ofi-nccl/libfabric, allow unlimited memlock; `fi_info -p efa` in the pod must list "
                     "the devices."),
        source="https://github.com/aws/aws-ofi-nccl/issues/889 ; https://github.com/aws/aws-ofi-nccl/issues/22",
        specificity=50, id="distributed/efa-ofi-unavailable"),
    Signature(
        category="shm_insufficient",
        title="Ray: /dev/shm too small for the object store",
        pattern=r"/dev/shm has only (?P<bytes>\d+) bytes available",
        explanation=("Ray found /dev/shm too small for its object store and fell back to /tmp (slow); NCCL and "
                     "DataLoader workers in the same container are limited by the same 64 MiB default."),
        why="The container runtime's default /dev/shm (64 MiB in Docker/Kubernetes) was not raised.",
        remediation=("In Kubernetes mount an emptyDir with medium: Memory (and a sizeLimit) at /dev/shm; with Docker "
                     "pass --shm-size."),
        source="https://github.com/vllm-project/vllm/issues/322", extract=("bytes",), specificity=50,
        id="distributed/ray-dev-shm-small", level="warn"),
]

# ---- round 12 (issue 12): fresh18's workload misses, by family: collective stalls in Horovod's and XLA's words, JAX's
# coordination service (the c10d store's counterpart), Gloo's host-name fallback, PyTorch's shared-memory files,
# GPUDirect RDMA memory registration and libfabric completion-queue errors. Patterns are the emitters' format strings.
SIGNATURES += [
    _sig("collective_timeout", "Collective stall: ranks submitted a collective and wait for the others (Horovod, XLA)",
         # horovod/common/stall_inspector.cc: 'One or more tensors were submitted to be reduced, gathered or broadcasted
         # by subset of ranks and are waiting for remainder of ranks for more than N seconds. ... Stalled ops: X [ready
         # ranks: ...]' / 'Missing ranks:'; XLA service/rendezvous.cc: 'This thread has been waiting for `<key>` for N
         # seconds and may be stuck. Expected N threads to join the rendezvous, but not all of them arrived on time.'
         r"\bsubmitted\s+to\s+be\s+(?:reduced|gathered|broadcast(?:ed)?|all-?reduced)\b[^\n]{0,80}?\bby\s+(?:a\s+)?subset\s+of\s+ranks\b"
         r"|\bwaiting\s+for\s+(?:the\s+)?(?:remainder|rest)\s+of\s+(?:the\s+)?ranks\b"
         r"|\bstall_inspector\.cc\b|\bStalled\s+ops?:\s*\S"
         r"|\bhas\s+been\s+waiting\s+for\b[^\n]{0,300}?\bmay\s+be\s+stuck\b"
         r"|\bExpected\s+\d+\s+(?:threads|ranks|participants|devices|processes)\s+to\s+join\b[^\n]{0,60}?\bnot\s+all\b"
         # torch's monitored_barrier (ProcessGroupGloo.cpp: '[Rank 0]: Rank N failed to pass monitoredBarrier in T ms',
         # 'Rank N successfully reached monitoredBarrier, but received errors while waiting for send/recv from rank 0')
         # and TensorFlow's collective executor ('Collective ops is aborted by: <status>', base_collective_executor.cc)
         # with a deadline/timeout status
         r"|\bfailed\s+to\s+pass\s+monitoredBarrier\b|\breached\s+monitoredBarrier,?\s+but\s+received\s+errors\b"
         r"|\bCollective\s+ops?\s+(?:is\s+|was\s+)?aborted\s+by\b[^\n]{0,60}?\b(?:deadline\s*exceeded|timed?\s?out)\b",
         "Some ranks (or threads of one process) entered a collective and are waiting for the others, which have not "
         "arrived: the job is stalled in a collective and will hang or time out.",
         "A rank is slower, stuck or dead (crashed, OOM-killed, a data-loader hang), ranks submit different tensors or "
         "collectives (a code path only some ranks take), or a host of a multi-host job never reached the collective.",
         "Find the rank that did not arrive (Horovod lists 'ready ranks' / 'Missing ranks'; its log ends earlier or shows "
         "another error); make every rank run the same collectives in the same order; check events for evicted or "
         "OOMKilled rank pods (`doctor scan --category distributed`).",
         source="https://github.com/horovod/horovod/blob/master/horovod/common/stall_inspector.cc ; "
                "https://github.com/openxla/xla/blob/main/xla/service/rendezvous.cc ; https://github.com/horovod/horovod/issues/134",
         id="distributed/collective-stall", specificity=45),
    _sig("rendezvous_unreachable", "JAX/XLA coordination service: tasks did not register/connect in time",
         # xla/tsl/distributed_runtime/coordination/coordination_service.cc: 'Stopping coordination service as cluster
         # registration failed. This may be due to 1) some tasks crashed earlier before connecting, 2) some tasks were
         # never scheduled ...', the start-up barriers '[Init]Wait_for_all_tasks_to_register' and
         # 'PjRT_Client_Connect' ('Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task names: ...'), and
         # the client's RegisterTask RPC
         r"\bcluster\s+registration\s+failed\b"
         # (the barrier names only with a failure on the line: a passed barrier is logged too)
         r"|^(?=[^\n]*\b(?:timed?\s?out|DEADLINE_EXCEEDED|fail\w*|error)\b)[^\n]*?\b(?:Wait_for_all_tasks_to_register|PjRT_Client_Connect)\b"
         r"|\bCoordinationService/RegisterTask\b[^\n]{0,200}?\b(?:fail\w*|error|unavailable|deadline|timed?\s?out)"
         r"|\b(?:fail\w*|error|unavailable|deadline\w*|timed?\s?out)\b[^\n]{0,160}?\bCoordinationService/RegisterTask\b"
         r"|\b(?:tasks?|workers?|processes)\s+(?:crashed\s+\w+\s+before|never|did\s+not|didn't|failed\s+to)\s+"
         r"(?:connect\w*|register\w*)\b[^\n]{0,40}?\bcoordinat\w*",
         "The processes of a JAX (or TensorFlow/XLA) multi-process job did not all register with the coordination "
         "service (jax.distributed.initialize) before its start-up barrier timed out: the counterpart of torch's "
         "rendezvous store waiting for workers that never join.",
         "Not every process was started (a launcher started only process 0, pods of the job still Pending), some "
         "crashed before connecting, or they cannot reach the coordinator address (wrong coordinator_address/port, "
         "a Service/NetworkPolicy in the way).",
         "Start every process with the same coordinator address, num_processes and a distinct process_id; check that "
         "all pods of the job are Running (`kubectl get pods -l <job selector>`) and can reach the coordinator port.",
         source="https://github.com/openxla/xla/blob/main/xla/tsl/distributed_runtime/coordination/coordination_service.cc ; "
                "https://github.com/AI-Hypercomputer/gpu-recipes/issues/2",
         id="distributed/coordination-registration", specificity=55),
    _sig("dns_resolution", "Gloo could not resolve the host name to a local address (loopback fallback)",
         # torch/csrc/distributed/c10d/ProcessGroupGloo.cpp: 'Unable to resolve hostname to a (local) address. Using the
         # loopback address as fallback. Manually set the network interface to bind to with GLOO_SOCKET_IFNAME.'
         r"\bUnable\s+to\s+resolve\s+(?:the\s+)?host\s?name\s+to\s+a\s+\(?local\)?\s+address\b"
         r"|\bUsing\s+the\s+loopback\s+address\s+as\s+fallback\b",
         "Gloo looked up the pod's own host name to pick the address it listens on, the name did not resolve, and it "
         "bound to the loopback address: other ranks cannot connect to it (connectFullMesh fails next).",
         "The pod's hostname is not in DNS or /etc/hosts (a headless Service missing for the job's pods, a custom "
         "hostname), and GLOO_SOCKET_IFNAME is not set in the environment of the process that creates the group "
         "(Ray workers do not inherit the driver's shell environment).",
         "Set GLOO_SOCKET_IFNAME (and NCCL_SOCKET_IFNAME) to the pod's interface (eth0) in every worker's environment "
         "(Ray: runtime_env env_vars), or give the pods resolvable names (a headless Service with the pod's subdomain).",
         source="https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/ProcessGroupGloo.cpp ; "
                "https://github.com/vllm-project/vllm/issues/7074",
         id="distributed/gloo-hostname-unresolved", level="warn", specificity=40),
    _sig("shm_insufficient", "PyTorch could not create/write a shared-memory file (/dev/shm, torch_<pid>_...)",
         # aten/src/ATen/MapAllocator.cpp (THAllocator.c before): 'unable to write to file <%s>', 'unable to open shared
         # memory object <%s> in read-write mode', 'unable to mmap %d bytes from file <%s>', 'unable to resize file <%s>
         # to the right size' for the /torch_<pid>_<rand> objects DataLoader workers pass tensors through
         r"\bunable\s+to\s+(?:write\s+to|open|resize|truncate|mmap\s+\d+\s+bytes\s+from)\s+(?:shared\s+memory\s+object|file)\s+<\s*/?torch_\w+"
         r"|\bunable\s+to\s+open\s+shared\s+memory\s+object\b",
         "PyTorch could not create or fill one of the shared-memory files (/dev/shm/torch_<pid>_<n>) through which "
         "DataLoader worker processes (or torch.multiprocessing) hand tensors to the main process: /dev/shm is full "
         "or too small.",
         "Containers get a 64 MiB /dev/shm by default; DataLoader workers with large batches need far more.",
         "Mount an emptyDir with medium: Memory (and a sizeLimit of a few GiB) at /dev/shm, lower num_workers or the "
         "batch size, or use torch.multiprocessing.set_sharing_strategy('file_system').",
         source="https://github.com/pytorch/pytorch/blob/main/aten/src/ATen/MapAllocator.cpp ; "
                "https://github.com/MIC-DKFZ/nnUNet/issues/294",
         id="distributed/torch-shm-file", specificity=50),
    _sig("shm_insufficient", "'No space left on device (28)': a shared-memory write failed (NCCL / PyTorch form)",
         # round 36: the '<strerror> (<errno>)' form NCCL's shmutils ('failed to extend /dev/shm/nccl-* ..., error: No
         # space left on device (28)') and PyTorch's MapAllocator ('unable to write to file </torch_...>: No space left
         # on device (28)') print, quoted alone (fresh129 nnUNet#2331, 'When I docker run testing'); 4 of 4 labels of
         # the form are shm_insufficient. rsync prints the same form for a full disk, and is left out.
         r"^(?![^\n]*\b(?:rsync|write\s+failed\s+on)\b)[^\n]*\bNo\s+space\s+left\s+on\s+device\s+\(28\)",
         "A write into shared memory (/dev/shm) failed with ENOSPC, printed as '<strerror> (28)' the way NCCL's shared "
         "memory helpers and PyTorch's shared-memory allocator print it: /dev/shm is full or too small.",
         "Containers get a 64 MiB /dev/shm by default (`docker run` without --shm-size / --ipc=host); DataLoader workers "
         "and NCCL's intra-node buffers need far more.",
         "Give the container a larger /dev/shm (`--shm-size=8g` or `--ipc=host`; in Kubernetes an emptyDir with medium: "
         "Memory at /dev/shm), or lower num_workers.",
         source="https://github.com/NVIDIA/nccl (src/misc/shmutils.cc: 'failed to extend %s to %ld bytes, error: %s "
                "(%d)') ; https://github.com/pytorch/pytorch/blob/main/aten/src/ATen/MapAllocator.cpp ('unable to write to "
                "file <', filename, '>: ', strerror, ' (', errno, ')') ; https://github.com/MIC-DKFZ/nnUNet/issues/2331",
         id="distributed/shm-enospc-errno-28", specificity=35),
    _sig("ib_unavailable", "The NIC could not register GPU memory (GPUDirect RDMA unavailable)",
         # a verbs program registering a CUDA buffer with ibv_reg_mr ('Couldn't register GPU MR', perftest's
         # --use_cuda 'Couldn't allocate MR' / 'ibv_reg_mr failed'), NCCL's NET/IB 'ibv_reg_mr ... failed' for a CUDA
         # buffer, and the peer-memory module's absence (nvidia-peermem / nv_peer_mem not loaded)
         r"\b(?:could\s?n[o']?t|can't|cannot|unable\s+to|fail\w*\s+to)\s+register\s+(?:the\s+)?(?:GPU|CUDA|device)\s+(?:MR|memory|buffer)\b"
         r"|\bibv_reg_(?:dmabuf_)?mr\w*\b[^\n]{0,80}?\b(?:fail\w*|error|Bad\s+address|EFAULT)\b"
         r"|\b(?:nvidia[-_]peermem|nv_peer_mem)\b[^\n]{0,60}?\b(?:not\s+(?:loaded|found|installed|running)|fail\w*|missing)",
         # (not NCCL's 'NET/IB : GPU Direct RDMA Disabled for HCA ...' INFO line: NCCL then stages through host memory
         # and the job runs; it is context, never the failure)
         *_GPU_MR_TEXT,
         source="https://github.com/Mellanox/gpu_direct_rdma_access/issues/5 ; "
                "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-rdma.html",
         id="distributed/gpu-mr-register", specificity=45),
    # round 105: the bare "Couldn't register MR" of libgdsync / GPUDirect Async test programs, right after 'cuMemAlloc()
    # of a ... GPU buffer' (fresh497 libgdsync#40); without a GPU buffer in the paste the same line is perftest's
    # host-memory registration (memlock limits) and is not read
    _sig("ib_unavailable", "The NIC could not register a freshly allocated GPU buffer (GPUDirect RDMA)",
         r"\bCould\s?n[o']?t\s+register\s+MR\b",
         *_GPU_MR_TEXT,
         source="https://github.com/gpudirect/libgdsync/issues/40 ; "
                "https://docs.nvidia.com/cuda/gpudirect-rdma/index.html",
         id="gpu/gpudirect-mr-register", specificity=45,
         context=r"\bcuMemAlloc\w*\b|\bGPU\s+buffer\b|\blibgdsync\b|\bgdr_\w+\("),
    _sig("ib_completion_error", "libfabric/EFA completion-queue error entry (aws-ofi-nccl)",
         # libfabric providers log a failed transfer's completion as '<prov>:cq:<func>():<line><warn> err: N, message:
         # ...' (efa_rdm_txe_handle_error / efa_rdm_rxe_handle_error), read back with fi_cq_readerr; aws-ofi-nccl's
         # 'NET/OFI Request ... completed with error'
         r"\blibfabric:\d+:\d+::?\w+:cq:[^\n]{0,160}?\berr(?:or)?:\s*[1-9]\d*"
         r"|\b\w+_(?:txe|rxe|ope)_handle_error\(\)[^\n]{0,60}?\berr(?:or)?:\s*[1-9]\d*"
         r"|\bfi_cq_readerr\b[^\n]{0,80}?\b(?:err\w*|fail\w*)",
         "The libfabric provider (AWS EFA under aws-ofi-nccl) reported a transfer that completed with an error: the "
         "EFA counterpart of an InfiniBand work-completion error.",
         "The peer went away mid-transfer (its rank crashed or its address changed: 'Invalid address'), an EFA link or "
         "fabric fault, or the security group does not allow all traffic between the instances.",
         "Read the peer rank's log first (did it die?); check that the instances' security group allows all traffic "
         "to itself, the EFA device counters (`fi_info -p efa`, /sys/class/infiniband/*/ports/*/hw_counters).",
         source="https://github.com/ofiwg/libfabric/blob/main/prov/efa/src/rdm/efa_rdm_ope.c ; "
                "https://github.com/aws/aws-ofi-nccl/issues/346",
         id="distributed/ofi-cq-error", specificity=45),
    # round 18: the mlx5 kernel driver's own report of a QP's failed work request ('mlx5_bond_0/1: QP 51291 error: local
    # length error (0x8e 0x0 0x0)', Mooncake#3299 kernel log): a completion error named by its syndrome, which the
    # ib_unavailable family read as 'mlx5 ... error'
    _sig("ib_completion_error", "mlx5: a queue pair's work request completed with an error (kernel log)",
         r"\bQP\s+(?:0x)?[0-9a-f]+\s+error:\s+(?:local|remote)\s+(?:length|protection|access|operation|invalid\s+request"
         r"|QP\s+operation)\s+error\b",
         "The RDMA NIC reported a failed work request on a queue pair (the syndrome named: local length, protection, "
         "access error...): a transfer failed mid-flight.",
         "A buffer or memory registration that does not match the request (a bug or a peer that changed its buffers), "
         "a peer that died, or a link fault.",
         "Read the RDMA program's own log on both nodes around that time; `ibstat`/`perfquery` for link errors.",
         source="https://github.com/torvalds/linux/blob/master/drivers/infiniband/hw/mlx5/qp.c ; "
                "https://github.com/kvcache-ai/Mooncake/issues/3299",
         id="distributed/mlx5-qp-error", specificity=45),
]

# ---- round 14 (CATALOGUE-12: the fresh21/fresh22 misses, read as families in the emitters' own words) ------------------
SIGNATURES += [
    # a verbs program that cannot create its queue pairs or basic IB resources: perftest (perftest_resources.c:
    # 'Couldn't get device attributes', 'Unable to create QP.', 'Failed to create QP.', ' Couldn't create IB
    # resources'), UCX (uct/ib/base/ib_iface.c: 'iface failed to create %s QP TX wr:%u ... : %m', e.g. 'failed to create
    # UD QP ... Cannot allocate memory'), rdma-core examples and other verbs users ('Failed to create QP', 'Couldn't create
    # QP'): without locked memory (IPC_LOCK / memlock ulimit), with exhausted HCA resources or a device the container
    # cannot use, no RDMA transport comes up
    _sig("ib_unavailable", "A verbs program could not create its queue pairs / IB resources (perftest, UCX)",
         r"\b(?:fail\w*|unable|cannot|can't|could\s?n[o']?t)\b[^\n]{0,20}?\bto\s+create\s+(?:an?\s+|the\s+)?"
         r"(?:(?:UD|RC|UC|DC|DCI|DCT|XRC|RAW(?:_PACKET)?|SRQ)\s+)?(?:QPs?|queue\s+pairs?)\b"
         r"|\b(?:fail\w*|unable|cannot|can't|could\s?n[o']?t)\s+create\s+(?:(?:UD|RC|UC|DC|XRC)\s+)?(?:QPs?|queue\s+pairs?)\b"
         r"|\bcould\s?n[o']?t\s+create\s+IB\s+resources?\b|\bibv_create_qp\w*\b[^\n]{0,60}?\b(?:fail\w*|error|returned\s+NULL)\b",
         "A verbs program (perftest's ib_read_bw/ib_write_bw, UCX, an RDMA library) could not create its queue pairs "
         "(or the protection domain/completion queues/memory regions around them) on the RDMA device, so no InfiniBand/"
         "RoCE transport comes up.",
         "The container cannot lock memory for the queues (no IPC_LOCK capability, a low memlock ulimit: 'Cannot "
         "allocate memory'), the device is not really usable in the pod (an SR-IOV VF or shared device without the "
         "right resources), the HCA's QP/CQ limits are exhausted, or the adapter firmware/driver rejects the request "
         "('Invalid argument').",
         "Give the pod the IPC_LOCK capability and unlimited memlock (securityContext.capabilities.add: [IPC_LOCK]), "
         "request the RDMA resource, check `ibv_devinfo` and `ulimit -l` inside the pod and the HCA firmware "
         "(`ibv_devinfo -v | grep fw_ver`) against the node pair that works.",
         source="https://github.com/linux-rdma/perftest (src/perftest_resources.c) ; "
                "https://github.com/openucx/ucx (src/uct/ib/base/ib_iface.c) ; "
                "https://github.com/Mellanox/k8s-rdma-sriov-dev-plugin/issues/29",
         id="distributed/verbs-create-qp", specificity=50),
    # a process of a JAX/XLA (or TensorFlow) multi-process job cannot reach the coordination service over gRPC: the
    # coordination agent's RPCs (xla/tsl/distributed_runtime/coordination/coordination_service_agent.cc: WatchTasks*,
    # PollForError*, Heartbeat, RegisterTask, Barrier) failing with gRPC's UNAVAILABLE ('failed to connect to all
    # addresses', grpc core's client channel) and a rank-prefixed gRPC UNAVAILABLE; Ray's GCS client the same
    # ('RPC Error message: failed to connect to all addresses' to the GCS address, fresh10 kuberay#1744)
    _sig("rendezvous_unreachable", "A process cannot reach the job's coordinator over gRPC (JAX coordination service, Ray GCS)",
         r"\b(?:WatchTasks|PollForError|Heartbeat|RegisterTask|ReportErrorToService|ShutdownTask|GetKeyValue)\w*\b"
         r"[^\n]{0,60}?\b(?:fail\w*|error)\b[^\n]{0,60}?\b(?:UNAVAILABLE|DEADLINE_EXCEEDED)\b"
         r"|^\s*\[rank\s?\d+\]\s*:?\s*UNAVAILABLE\s*:\s*failed\s+to\s+connect\s+to\s+all\s+addresses\b"
         r"|\b(?:RaySystemError|RPC\s+Error\s+message|GCS|gcs_server|gcs_client)\b[^\n]{0,80}?\bfailed\s+to\s+connect\s+to\s+all\s+addresses\b"
         # (round 69, emitters.yaml: Ray's gcs_client.cc 'Failed to get cluster ID from GCS server: RpcError: ...')
         r"|\bFailed\s+to\s+get\s+cluster\s+ID\s+from\s+GCS\s+server\b",
         "A process of a multi-process job could not open a gRPC connection to the job's coordinator (JAX/XLA's "
         "coordination service on process 0, Ray's GCS on the head): the address it was given refused or did not "
         "answer, the counterpart of torch's rendezvous store being unreachable.",
         "The coordinator is not (yet, or any more) listening: process 0/the head crashed or restarted, its pod is "
         "not Running, the coordinator address/port is wrong, or a Service/NetworkPolicy blocks the port.",
         "Check that process 0 (the head pod) is Running and listening on the coordinator port; give every process "
         "the same coordinator_address (a headless Service name resolving to process 0); allow the port in "
         "NetworkPolicies; read process 0's log for why it exited.",
         source="https://github.com/openxla/xla/blob/main/xla/tsl/distributed_runtime/coordination/coordination_service_agent.cc ; "
                "https://github.com/marin-community/marin/issues/7650 ; https://github.com/ray-project/kuberay/issues/1744",
         id="distributed/coordinator-grpc-unreachable", specificity=50),
    # (round 197: Ray Client (ray.init("ray://<head>:10001")) giving up on the head node's client server,
    # 'UserWarning: Ray Client connection timed out. Ensure that the Ray Client port on the head node is reachable
    # ...' then ConnectionError('ray client connection timeout'), fresh909 vllm#14349)
    _sig("rendezvous_unreachable", "Ray Client: the head node's Ray Client server did not answer (ray:// address)",
         r"\bRay\s+Client\s+connection\s+timed\s+out\b|\bConnectionError:\s*ray\s+client\s+connection\s+timeout\b",
         "A process connecting to a Ray cluster through Ray Client (a ray://<head>:<port> address, port 10001 by "
         "default) retried until its timeout without the head node's Ray Client server answering, so it never joined "
         "the cluster.",
         "The head node is not up (or its Ray Client server did not start), the address or port is wrong, or a "
         "firewall, security group, Service or NetworkPolicy blocks the client port between this process and the head.",
         "From the failing process: `nc -vz <head> 10001` (or the port in the ray:// address); check the head pod is "
         "Running and `ray status` there; expose the client port (KubeRay: the head Service's 'client' port) and "
         "allow it in firewalls / NetworkPolicies; a job submitted with `ray job submit` avoids Ray Client entirely.",
         source="https://github.com/ray-project/ray (python/ray/util/client/worker.py: 'Ray Client connection timed "
                "out. Ensure that the Ray Client port on the head node is reachable from your local machine.', then "
                "ConnectionError('ray client connection timeout')) ; https://github.com/vllm-project/vllm/issues/14349",
         id="distributed/ray-client-connection-timeout", specificity=50),
]

# UCX's device selection (src/ucp/core/ucp_context.c: ucs_warn("%s '%s' is not available, please use one or more of: %s")
# for UCX_NET_DEVICES naming an RDMA port the process does not have): UCX then runs on what it found (often TCP). NVIDIA's
# TensorRT-LLM/HPC-X notes call the warning harmless when the job works, so it is context (level info): it answers only
# when nothing failed beside it (round 14)
SIGNATURES += [
    _sig("ib_unavailable", "UCX: the RDMA device named in UCX_NET_DEVICES is not available in this process",
         r"\bnetwork\s+device\s+'(?P<device>(?:mlx\d*|ib|hfi\d*|bnxt_re|irdma|efa|rxe|qedr|erdma|ionic|roce)\w*:\d+)'\s+is\s+not\s+available\b",
         "UCX was told to use an RDMA port (UCX_NET_DEVICES) that this process cannot see, and lists the devices it has "
         "instead; without an RDMA device it falls back to TCP (slow) or fails to find a transport.",
         "The pod was given no RDMA device (no rdma/... resource, /dev/infiniband missing) or a different one than "
         "UCX_NET_DEVICES names (SR-IOV VF names differ per node), or the port is down.",
         "Set UCX_NET_DEVICES to a port listed after 'please use one or more of' (the '(ib)' entries), or give the pod "
         "the RDMA device; `ibv_devinfo` inside the pod shows what it has.",
         source="https://github.com/openucx/ucx (src/ucp/core/ucp_context.c) ; "
                "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html",
         extract=("device",), id="distributed/ucx-net-device-unavailable", level="info", specificity=40),
]

# ---- round 15 (CATALOGUE-13): the fresh23..26 first runs' wrong answers ----------------------------------------------
SIGNATURES += [
    # PaddlePaddle's exchange of the NCCL unique id over a TCP socket (paddle/fluid/platform/gen_comm_id_helper.cc
    # 'connect addr=%s failed %d times with reason: %s', the older imperative/nccl_context.cc 'Socket connect worker %s
    # failed, try again after %d seconds'): a rank cannot reach the peer that serves the id; 'nccl_context.cc' in the
    # klog header made the nccl family read it as a generic NCCL error (PaddlePaddle/Knover#82)
    _sig("bootstrap_connect_failed", "PaddlePaddle could not connect to the rank that serves the NCCL id",
         r"(?:Socket connect worker|connect addr=)\s*(?P<peer>[\w.-]+):(?P<port>\d+)\s+failed",
         "A Paddle rank could not open the TCP connection over which ranks exchange the NCCL unique id (the "
         "communicator's bootstrap); it retries with a growing delay.",
         "The peer rank (trainer 0) is not up yet or its port is blocked (NetworkPolicy, firewall), or the endpoint "
         "list (PADDLE_TRAINER_ENDPOINTS) names the wrong address.",
         "From the failing pod: `nc -vz <peer> <port>`; check PADDLE_TRAINER_ENDPOINTS and that the job's pods may "
         "reach each other on those ports.",
         source="https://github.com/PaddlePaddle/Knover/issues/82 ; https://github.com/PaddlePaddle/PaddleDetection/issues/7998",
         extract=("peer", "port"), id="distributed/paddle-comm-id-connect", specificity=60),
    # NCCL src/proxy.cc: WARN("[Service thread] Error encountered progressing operation=%s, res=%d, closing connection")
    # with the proxy message type: Connect/Setup/SharedInit are the connection set-up between ranks (NVIDIA/Megatron-LM#450)
    _sig("bootstrap_connect_failed", "NCCL's proxy could not set up a connection to a peer",
         # (res: ncclResult_t, nccl.h: 2 ncclSystemError (a socket/system call), 6 ncclRemoteError; 1 CUDA and 3
         # internal errors are another layer's failure: NVIDIA/nccl#957's 'Cuda failure' then res=3 stays NCCL's)
         r"Error encountered progressing operation=(?P<op>Connect|Setup|SharedInit|Init),\s*res=(?P<res>[26])\b",
         "NCCL's proxy service thread failed while setting up a connection to a peer rank (the operation named), and "
         "closed it.",
         "The peer rank is gone or unreachable on the transport NCCL chose (a network interface or IB port the peer "
         "cannot reach, a blocked port).",
         "Rerun with NCCL_DEBUG=INFO and read the failing rank's first WARN; check NCCL_SOCKET_IFNAME / IB reachability "
         "between the two nodes.",
         source="https://github.com/NVIDIA/Megatron-LM/issues/450 ; https://github.com/NVIDIA/nccl/blob/master/src/proxy.cc",
         extract=("op", "res"), id="distributed/nccl-proxy-connect-failed", specificity=45),
]


# ---- round 21 (fresh46): GPU peer-to-peer access unavailable (gpu_p2p_unsupported) --------------------------------
# Read with the search tool: the CUDA runtime API's error enum (cudaErrorPeerAccessUnsupported = 217, "This error
# indicates that P2P access is not supported across the given devices"; cudaGetErrorString: 'peer access is not
# supported between these two devices'; the driver API's CUDA_ERROR_PEER_ACCESS_UNSUPPORTED); NCCL src/graph/paths.cc
# (p2pCanConnect: WARN("P2P is disabled between NVLINK connected GPUs %d and %d. This should not be the case given their
# connectivity, and is probably due to a hardware issue. If you still want to proceed, you can set
# NCCL_IGNORE_DISABLED_P2P=1.") returning ncclUnhandledCudaError; the PCIe case is an INFO line and NCCL falls back to
# SHM: never read); accelerate src/accelerate/state.py (check_cuda_p2p_ib_support() false on RTX 40-series with an old
# driver: raise NotImplementedError("Using RTX 4000 series doesn't support faster communication broadband via P2P or IB.
# Please set `NCCL_P2P_DISABLE=\"1\"` and `NCCL_IB_DISABLE=\"1\" or use `accelerate launch` ..."), older versions "RTX 3090
# or 4000 series"); vLLM/SGLang custom_all_reduce.py (the benign WARNING 'Custom allreduce is disabled because your platform
# lacks GPU P2P capability or P2P test failed' is a fallback to NCCL and stays silent; the custom all-reduce kernel's own
# CUDACHECK then prints the CUDA string above).
_P2P_WHY = ("The two GPUs cannot map each other's memory: GeForce/RTX consumer GPUs whose peer-to-peer is off in the "
            "driver (RTX 40/50 series on PCIe), PCIe Access Control Services (ACS) or an IOMMU redirecting peer traffic "
            "through the root complex, a VM or passthrough that does not expose the GPUs as peers, or GPUs under "
            "different CPU sockets/root complexes (`nvidia-smi topo -m`: SYS/NODE, `nvidia-smi topo -p2p r`: NS/CNS).")
_P2P_FIX = ("Tell the library not to use P2P: NCCL_P2P_DISABLE=1 (or NCCL_P2P_LEVEL=LOC/PIX to limit it), "
            "--disable-custom-all-reduce (vLLM, SGLang), and for NCCL >= 2.19's cuMem host path NCCL_CUMEM_HOST_ENABLE=0; "
            "or make P2P work: disable ACS on the PCIe switches/BIOS (or set the IOMMU to passthrough, iommu=pt) on bare "
            "metal, pick a VM/instance type whose GPUs are peers. `nvidia-smi topo -p2p r` and the CUDA sample "
            "p2pBandwidthLatencyTest tell which pairs can talk.")
SIGNATURES += [
    Signature(
        category="gpu_p2p_unsupported",
        title="CUDA peer-to-peer access is not supported between two of the job's GPUs (CUDA error 217)",
        pattern=(r"peer access is not supported between these two devices"
                 r"|\bcudaErrorPeerAccessUnsupported\b|\bCUDA_ERROR_PEER_ACCESS_UNSUPPORTED\b"),
        explanation=("A CUDA call that needs direct access to another GPU's memory (cudaDeviceEnablePeerAccess, a CUDA "
                     "IPC or cuMem mapping of a peer's buffer) was refused with cudaErrorPeerAccessUnsupported (217): "
                     "these two GPUs cannot be peers on this system. Whatever asked for it (NCCL's P2P/SHM transport, a "
                     "custom all-reduce kernel, FSDP/state-dict copies) fails; each GPU still works alone."),
        why=_P2P_WHY, remediation=_P2P_FIX,
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html ; "
               "https://github.com/NVIDIA/nccl/issues/1838 ; https://github.com/sgl-project/sglang/issues/1509 ; "
               "https://github.com/verl-project/verl/issues/2803",
        specificity=80, id="distributed/cuda-peer-access-unsupported",
        readings=(("nccl_error", "inside NCCL, a generic CUDA failure of its transport: NCCL_P2P_DISABLE=1 tells it apart"),),
        distinguish="`nvidia-smi topo -p2p r` (NS/CNS between the two GPUs) or rerun with NCCL_P2P_DISABLE=1"),
    Signature(
        category="gpu_p2p_unsupported",
        title="accelerate refuses to start: these GPUs (RTX 40-series) do not support P2P/IB communication",
        pattern=r"series doesn'?t support faster communication broadband via P2P or IB",
        explanation=("Hugging Face accelerate checked the GPUs before starting the distributed run "
                     "(check_cuda_p2p_ib_support) and found consumer GPUs (RTX 4090/40-series) on a driver where NCCL's "
                     "peer-to-peer and InfiniBand paths do not work, so it raised NotImplementedError instead of letting "
                     "NCCL hang or fail."),
        why=("Several GeForce RTX 40-series GPUs in one process group: their P2P is not supported (and older drivers "
             "hang NCCL on it); the script was started with python/torchrun/deepspeed rather than `accelerate launch`, "
             "which would set the variables itself."),
        remediation=("Export NCCL_P2P_DISABLE=1 and NCCL_IB_DISABLE=1 before the run (or start it with `accelerate "
                     "launch`); a driver >= 550.40.07 lifts accelerate's check."),
        source="https://github.com/huggingface/accelerate/blob/main/src/accelerate/state.py ; "
               "https://github.com/cocktailpeanut/fluxgym/issues/283 ; https://github.com/OpenBMB/MiniCPM-V/issues/325",
        specificity=80, id="distributed/accelerate-p2p-ib-unsupported"),
    Signature(
        category="gpu_p2p_unsupported",
        title="NCCL: P2P is disabled between NVLink-connected GPUs",
        pattern=r"P2P is disabled between NVLINK connected GPUs",
        explanation=("NCCL's topology search found two GPUs joined by NVLink that CUDA nevertheless says cannot be peers "
                     "(cudaDeviceCanAccessPeer = 0), and stopped with ncclUnhandledCudaError."),
        why=("NVLink that the driver does not bring up (a fault on the link, Fabric Manager or a VM that hides it), or "
             "peer access switched off for these GPUs; NCCL itself calls it probably a hardware issue."),
        remediation=("`nvidia-smi nvlink -s` and `nvidia-smi topo -p2p r` on the node; on NVSwitch systems check the "
                     "Fabric Manager; NCCL_IGNORE_DISABLED_P2P=1 proceeds without P2P (slower)."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/graph/paths.cc",
        specificity=75, id="distributed/nccl-p2p-disabled-nvlink"),
]


# ---- round 21 (fresh45, fresh48): NCCL's communicator check and the IMEX daemon's node configuration ---------------
SIGNATURES += [
    # NCCL src/misc/argcheck.cc CommCheck(): WARN("Error: corrupted comm object detected") and ncclInvalidArgument when
    # the communicator's start/end magic is wrong
    Signature(
        category="nccl_error",
        title="NCCL: the communicator passed to a call is not a valid NCCL communicator",
        pattern=r"\bcorrupted comm object detected\b",
        explanation=("NCCL checked the communicator handed to a collective and its guard values were wrong, so it "
                     "returned ncclInvalidArgument ('invalid argument')."),
        why=("A communicator used after ncclCommDestroy/abort, a handle from another copy of NCCL (two NCCL libraries "
             "in one process: a framework's bundled NCCL and a pip nvidia-nccl wheel, e.g. JAX with TensorFlow imported), "
             "or memory corruption."),
        remediation=("Load one NCCL per process (`NCCL_DEBUG=VERSION` prints which; do not import two frameworks that "
                     "bundle their own), and do not use a communicator after destroying it."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/misc/argcheck.cc ; https://github.com/jax-ml/jax/issues/39167",
        specificity=40, id="distributed/nccl-corrupted-comm",
        readings=(("version_mismatch", "two NCCL copies loaded in one process"),)),
    # the IMEX daemon (nvidia-imex; in a DRA ComputeDomain its daemon pod) reading its node configuration
    # (nodes_config.cfg): '[ERROR] [tid N] No matching network interface found for any IP addresses in the node
    # configuration' when none of the listed addresses is this node's, so the daemon does not start and the domain's
    # IMEX channels cannot be used (only in a paste that names IMEX)
    Signature(
        category="imex_channel_unavailable",
        title="The IMEX daemon found none of its node configuration's IP addresses on this node",
        pattern=r"No matching network interface found for any IP addresses in the node configurat",
        explanation=("The IMEX daemon read its node configuration (nodes_config.cfg) and none of the listed IP addresses "
                     "belongs to this node, so it did not start: the multi-node NVLink domain's IMEX channels cannot be "
                     "used here."),
        why=("nodes_config.cfg lists other addresses than this node's interfaces (a ComputeDomain daemon pod whose "
             "network differs from the one the configuration was generated from, host networking, a changed pod IP)."),
        remediation=("Check the IMEX daemon's nodes_config.cfg against `ip -br addr` on the node (ComputeDomain: the "
                     "daemon pod's logs and the DRA driver's version); `nvidia-imex-ctl -N` once it starts."),
        source="https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/289",
        context=r"\bIMEX\b", specificity=70, id="distributed/imex-node-config-no-interface"),
]

# ---- round 21 (fresh45, pytorch#13583): a store wait that timed out while the process group was being built ---------
# PyTorch c10d FileStore/TCPStore wait() throwing "Wait timeout" (torch/csrc/distributed/c10d/FileStore.cpp), raised as
# 'RuntimeError: Wait timeout' from init_process_group / the ProcessGroup constructor that waits for every rank's key:
# the rendezvous, not a collective (only in a paste that shows the process group being created)
SIGNATURES += [
    Signature(
        category="rendezvous_unreachable",
        title="The rendezvous store's wait timed out while the process group was created",
        pattern=r"^\s*RuntimeError:\s*Wait timeout\s*$",
        explanation=("init_process_group waited on the rendezvous store (file://, tcp:// or env://) for the other ranks' "
                     "keys and the store's wait timed out: not every rank joined, so the process group was never "
                     "created (no collective has run yet)."),
        why=("Another rank never reached the store: it was not started, crashed first, or cannot see the same store "
             "(a file:// path on a shared folder that is not shared the same way on every host, a MASTER_ADDR it cannot "
             "reach), or world_size is larger than the ranks started."),
        remediation=("Start every rank with the same init_method and world_size; for file:// use a path on a "
                     "filesystem every rank sees (NFS, not a per-host or Samba copy) and delete a stale file first; "
                     "for tcp:// check `nc -vz $MASTER_ADDR $MASTER_PORT` from each rank."),
        source="https://github.com/pytorch/pytorch/blob/main/torch/csrc/distributed/c10d/FileStore.cpp ; "
               "https://github.com/pytorch/pytorch/issues/13583",
        context=r"\binit_process_group\b|\bProcessGroup(?:Gloo|NCCL)\s*\(\s*store\b",
        specificity=60, id="distributed/store-wait-timeout-at-init"),
]

# ---- round 22 (CATALOGUE-20, fresh49: UCX on InfiniBand under MPI) ------------------------------------------------------
SIGNATURES += [
    # UCX's transport-level endpoint timeouts with no error handler set (MPI's default): the UD transport's own fatal
    # (uct/ib/ud/base/ud_ep.c: 'UD endpoint %p to <peer>: unhandled timeout error', the peer stopped acknowledging on the
    # IB fabric) and the ucp worker's report of a transport error nobody handles (ucp/core/ucp_worker.c: 'Error %s was
    # not handled for ep %p', ucs_status_string(UCS_ERR_ENDPOINT_TIMEOUT) = 'Endpoint timeout'): the transport's retries
    # ran out, as fresh18 labelled ucx-py#131 ('Endpoint timeout' on rc_mlx5). Not on a tcp transport (then a peer that
    # died or a network path, bootstrap_connect_failed's reading)
    Signature(
        category="ib_completion_error",
        title="UCX: an InfiniBand transport's endpoint timed out and no error handler took it (UD / ucp worker)",
        pattern=r"\bUD endpoint\b[^\n]{0,80}?\bunhandled timeout error\b"
                r"|\bError Endpoint timeout was not handled for ep\b(?![^\n]*\btcp\b)",
        explanation=("UCX's transport to a peer gave up: the peer stopped acknowledging within UCX's timeout / retry "
                     "count (UD's unhandled timeout, an endpoint timeout the ucp worker reports because the program "
                     "set no error handler), so the MPI job aborts."),
        why=("The peer process died or hung (read its log first), a fabric fault (a link flapping, a switch port, "
             "congestion at scale), or timeouts too short for the job's scale (UCX_UD_TIMEOUT, UCX_RC_TIMEOUT / "
             "UCX_RC_RETRY_COUNT)."),
        remediation=("Find the first rank that failed; check the fabric (`ibstat`, `perfquery`/`ibqueryerrors` for "
                     "link errors); raise UCX_UD_TIMEOUT / UCX_RC_TIMEOUT at scale, or pin transports (UCX_TLS=rc,sm) "
                     "and the HCA (UCX_NET_DEVICES)."),
        source="https://github.com/openucx/ucx/blob/master/src/uct/ib/ud/base/ud_ep.c ; "
               "https://github.com/openucx/ucx/blob/master/src/ucp/core/ucp_worker.c ; "
               "https://github.com/openucx/ucx/issues/6522 ; https://github.com/openucx/ucx/issues/1881",
        specificity=60, id="distributed/ucx-ib-endpoint-timeout",
        readings=(("bootstrap_connect_failed", "a peer process that died: the timeout is the symptom, its log the cause"),),
        distinguish="the peer rank's own log (a crash first: that rank's error; none: the fabric, `ibqueryerrors`)"),
    # Open MPI's BTL base ('help-mpi-btl-base.txt' [btl:no-nics]: '%s: A high-performance Open MPI point-to-point
    # messaging module was unable to find any relevant network interfaces: Module: %s Host: %s Another transport will be
    # used instead, although this may result in lower performance.'), for the InfiniBand/RDMA modules: no usable RDMA
    # port; MPI falls back to TCP/shared memory
    Signature(
        category="ib_unavailable",
        title="Open MPI: the InfiniBand/RDMA messaging module found no usable network interface",
        pattern=r"\bmessaging module was unable to find any relevant network interfaces\b"
                r"|^\s*was unable to find any relevant network interfaces\b",
        explanation=("Open MPI's high-performance point-to-point module (OpenFabrics/openib, UCX, OFI) found no usable "
                     "RDMA interface on this host, so MPI uses another transport (TCP, shared memory): slower, and "
                     "GPU-direct transfers are not used."),
        why=("No active InfiniBand/RoCE port on the host or in the container (no /dev/infiniband, a port Down), the "
             "verbs libraries/drivers missing, or the deprecated openib BTL probing a NIC UCX should drive."),
        remediation=("`ibv_devinfo` / `ibstat` (a port Active?); in a pod mount /dev/infiniband (RDMA device plugin) "
                     "and allow IPC_LOCK; on hosts without IB silence it (`--mca btl ^openib`); with UCX use "
                     "`--mca pml ucx`."),
        source="https://github.com/open-mpi/ompi/blob/main/opal/mca/btl/base/help-mpi-btl-base.txt ; "
               "https://github.com/3dem/relion/issues/179",
        context=r"\bModule:\s*(?:OpenFabrics|openib|uct|ofi|usnic)\b",
        level="warn", specificity=55, id="distributed/ompi-btl-no-nics"),
    # round 23 (fresh55: nccl#520, #577, #1020): NCCL's graph/rings.cc ncclBuildRings walks the ring from the next[]
    # array that every rank's graph search contributed (allgathered in init) and WARNs "Error : ring %d does not loop
    # back to start (%d != %d)" / "Error : ring %d does not contain rank %d" (ncclInternalError, 3) when those pieces do
    # not form one ring: the ranks disagree on the graph (different topology detected per rank, NCCL versions or
    # NCCL_* settings, or a graph-search bug as in nccl#1020). Labelled version_mismatch ('ranks disagree'), the generic
    # reading second
    Signature(
        category="version_mismatch",
        title="NCCL: the ranks' rings do not form one ring (ranks disagree on the topology graph)",
        pattern=r"\bring \d+ does not (?:loop back to start|contain rank \d+)",
        explanation=("NCCL assembled each channel's ring from the pieces every rank computed from its own topology "
                     "search, and they do not close into one ring: the ranks disagree on the graph, so the "
                     "communicator cannot be built (ncclInternalError)."),
        why=("Ranks run different NCCL versions or NCCL_* settings (NCCL_ALGO, NCCL_MIN/MAX_NCHANNELS, topology "
             "files), see a different topology (one node with other PCI/NVLink/NIC layout, virtualised PCI speeds "
             "not reported), or an NCCL graph-search bug (nccl#1020: unset link speeds, fixed in 2.20)."),
        remediation=("Compare NCCL version and NCCL_* environment on every rank (`NCCL_DEBUG=INFO` prints them); run "
                     "with NCCL_DEBUG_SUBSYS=GRAPH on each node and diff the detected topology; upgrade NCCL."),
        source="https://github.com/NVIDIA/nccl/blob/master/src/graph/rings.cc ; https://github.com/NVIDIA/nccl/issues/520 ; "
               "https://github.com/NVIDIA/nccl/issues/1020",
        specificity=60, id="distributed/nccl-rings-inconsistent",
        readings=(("nccl_error", "an internal NCCL error (ncclInternalError) of one NCCL build"),),
        distinguish="`NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,GRAPH` on every rank: the same version, env and topology on all means an NCCL bug"),
    # round 23 (fresh55 libfabric#5716, #6249): libfabric 1.9-1.11's EFA RDM provider (prov/efa/src/rxr/rxr.h
    # efa_eq_write_error, called from rxr_cq_handle_cq_error) prints 'Unable to write to EQ: Missing or unavailable event
    # queue. err: %s (%zd) prov_errno: %s (%zd) %s:%d' and aborts when a completion-queue error entry has no event queue
    # to go to: the failed completion itself is the error
    Signature(
        category="ib_completion_error",
        title="libfabric EFA provider: a completion error with no event queue to report it (rxr)",
        pattern=r"\bUnable to write to EQ\b[^\n]{0,120}?\bprov_errno\b",
        explanation=("A transfer on the libfabric EFA provider completed with an error (its provider errno is "
                     "printed) and the provider, having no event queue bound to report it, aborted the process."),
        why=("The peer went away or is unreachable (security group, peer crash), an EFA fault, or the program "
             "misuses the endpoint (several threads on one endpoint without FI_THREAD_SAFE)."),
        remediation=("Check the peer's log and the instances' security group (all traffic to itself); upgrade "
                     "libfabric/EFA installer; run with FI_LOG_LEVEL=warn to see the completion error's cause."),
        source="https://github.com/ofiwg/libfabric/issues/5716 ; https://github.com/ofiwg/libfabric/issues/6249",
        specificity=45, id="distributed/efa-eq-write-error"),
    # round 23 (fresh55 ray#15300): Horovod's launcher (horovod/runner: Timeout(start_timeout, message='Timed out waiting
    # for {activity}. Please check connectivity between servers. You may need to increase the --start-timeout parameter
    # if you have too many servers.')): the driver service waited for the task services to register with it, the
    # launcher's own rendezvous
    Signature(
        category="rendezvous_unreachable",
        title="Horovod: timed out waiting for the task services to register (launcher rendezvous)",
        pattern=r"\bTimed out waiting for [^\n.]{1,60}\.\s*Please check connectivity between servers\b"
                r"|\bTimed out waiting for tasks to (?:start|register)\b",
        explanation=("horovodrun's driver waited for every host's task service to start and register with it "
                     "within --start-timeout, and they did not: the launcher's rendezvous failed."),
        why=("The hosts cannot reach the driver's address/ports (firewall, security group, a NIC Horovod picked "
             "that is not routable: --network-interface), ssh to a host failed, or many hosts start slower than "
             "the timeout."),
        remediation=("Check that every host reaches the driver host on all ports (`nc -vz`), pin the NIC "
                     "(--network-interface / HOROVOD_GLOO_IFACE), and raise --start-timeout / HOROVOD_START_TIMEOUT."),
        source="https://github.com/horovod/horovod/blob/master/horovod/runner/common/util/timeout.py ; "
               "https://github.com/ray-project/ray/issues/15300",
        specificity=50, id="distributed/horovod-start-timeout"),
    # round 23 (fresh55 pytorch#3615): Gloo's TCP pair (gloo/transport/tcp/pair.cc: signalException(GLOO_ERROR_MSG("Read
    # timeout ", peer_.str())) when a synchronous read of a collective's data outlives the operation's timeout): a peer
    # did not send its part in time. Read only with gloo named on the line (a bare 'Read timeout' is any HTTP client's)
    Signature(
        category="collective_timeout",
        title="Gloo: a collective's read from a peer timed out",
        pattern=r"\bgloo\b[^\n]{0,160}?\bRead timeout\b|\bRead timeout\b[^\n]{0,60}?\bgloo\b",
        explanation=("A Gloo collective waited for a peer's data longer than the operation's timeout: the peer was "
                     "slow, stuck in other work, or gone."),
        why=("Ranks out of step (one rank in a long step, data loading or checkpointing), many processes per host "
             "contending, a timeout too short for the job's scale, or a peer that died."),
        remediation=("Read the peer's log first; raise the process group timeout (init_process_group(timeout=...)); "
                     "check every rank reaches the same collectives."),
        source="https://github.com/facebookincubator/gloo/blob/main/gloo/transport/tcp/pair.cc ; "
               "https://github.com/pytorch/pytorch/issues/3615",
        specificity=50, id="distributed/gloo-read-timeout",
        readings=(("bootstrap_connect_failed", "a peer process that died: the timeout is the symptom, its log the cause"),),
        distinguish="the peer rank's own log (a crash first: that rank's error)"),
]


# ---- round 40 (issue 12, CATALOGUE-36): fresh155/156's verbs-level 'no usable RDMA device' wordings ----------------------
# The verbs device list the library got is empty or unusable, in the words of the libraries that read it: NVSHMEM's IB
# transports (ibrc / ibgda, used by DeepEP, gdrcopy's tests, NIXL): 'get_device_list failed' (ibv_get_device_list
# returning NULL) and 'device X is not enumerated as an mlx5 device. Skipping...' (IBGDA needs mlx5); Open MPI's openib
# BTL help texts: IB ports not used by default from 4.0 (btl_openib_allow_ib), 'Failed to create a completion queue (CQ)'
# and 'there are UD-capable Verbs devices on your system, but none of them were able to be setup properly'.
SIGNATURES += [
    Signature(
        category="ib_unavailable",
        title="No usable InfiniBand / RDMA verbs device for the transport",
        pattern=(r"\b(?:ibv_)?get_device_list\s+failed\b"
                 r"|\bdevice\s+\S+\s+is\s+not\s+enumerated\s+as\s+an\s+mlx5(?:\s+or\s+ibp)?\s+device\b"
                 r"|\bbtl_openib_allow_ib\b"
                 r"|\bFailed\s+to\s+create\s+a\s+completion\s+queue\s+\(CQ\)"
                 r"|\bthere\s+are\s+UD-capable\s+Verbs\s+devices\b"),
        explanation=("The communication library found no InfiniBand / RoCE verbs device it can use: the verbs device "
                     "list was empty (no RDMA driver / device visible), the devices are of a kind the transport does "
                     "not drive (NVSHMEM's IBGDA needs mlx5), Open MPI's openib BTL does not use IB ports by default "
                     "(4.0+), or the devices could not be set up (a completion queue could not be created)."),
        why=("The RDMA devices are not visible to the process (a container without /dev/infiniband or the RDMA "
             "device plugin, the mlx5_ib / rdma-core userspace missing), a NIC that is not Mellanox/mlx5 for "
             "IBGDA, the locked-memory limit (ulimit -l) too low for CQs, or Open MPI's openib BTL disabled in "
             "favour of UCX."),
        remediation=("Check `ibv_devinfo` in the same environment (container/pod: mount /dev/infiniband, request the "
                     "RDMA resource, IPC_LOCK); raise `ulimit -l` (unlimited) for CQ creation; for NVSHMEM/DeepEP use "
                     "mlx5 NICs or NVSHMEM_IB_ENABLE_IBGDA=0; for Open MPI 4+ use the UCX PML (--mca pml ucx) or set "
                     "btl_openib_allow_ib=1."),
        source="https://github.com/NVIDIA/nvshmem (src/modules/transport/ibrc, ibgda: ibv_get_device_list NULL -> "
               "'get_device_list failed'; NVSHMEMI_WARN_PRINT 'device %s is not enumerated as an mlx5 device. Skipping...' when the mlx5 caps query fails, newer 'an mlx5 or ibp device') ; https://github.com/open-mpi/ompi "
               "(opal/mca/btl/openib/help-mpi-btl-openib.txt: 'ib port not selected', btl_openib_allow_ib; the "
               "CQ and UD-capable texts) ; https://github.com/NVIDIA/gdrcopy/issues/206 ; "
               "https://github.com/deepseek-ai/DeepEP/issues/202 ; https://github.com/horovod/horovod/issues/1175 ; "
               "https://github.com/epfml/powersgd/issues/11",
        specificity=70, id="distributed/verbs-no-usable-device"),
]

# fresh155/156's remaining first-run misses: gRPC core's subchannel 'Connect failed ... Connection refused' (TensorFlow 1.x
# distributed workers reaching a ps / worker that is not up), Ray's GCS registration wait, and the IMEX daemon's export
# / import failures (a ComputeDomain's IMEX channel not usable across nodes).
SIGNATURES += [
    Signature(
        category="rendezvous_unreachable",
        title="gRPC: connection to the coordinator / peer task refused (TensorFlow distributed, Ray GCS)",
        pattern=(r"\bsubchannel\.cc:\d+\]\s+Connect\s+failed:[^\n]{0,400}?Connection\s+refused"
                 r"|\bhave\s+not\s+registered\s+with\s+GCS\b"),
        explanation=("A worker could not reach the task it must register with: the gRPC connection to the "
                     "parameter server / chief / GCS was refused or the processes never registered with Ray's GCS."),
        why=("The other task is not (yet) running or listening on that address and port (started later, crashed, "
             "wrong host/port in the cluster spec), or a network policy / Service blocks it; in KubeRay the worker "
             "pods start before the head's GCS is reachable."),
        remediation=("Start the ps/chief (or Ray head) first and check it listens (`ss -ltnp`), check the cluster "
                     "spec's host:port and the Service / DNS names; in Kubernetes allow the port between pods."),
        source="https://github.com/grpc/grpc (src/core/ext/filters/client_channel/subchannel.cc 'Connect failed: ') ; "
               "https://github.com/ray-project/ray (src/ray/gcs/gcs_client/global_state_accessor.cc: 'Some processes "
               "that the driver needs to connect to have not registered with GCS, so retrying.') ; "
               "https://github.com/tensorflow/tensorflow/issues/17852 ; https://github.com/ray-project/kuberay/issues/1563",
        specificity=55, id="distributed/grpc-peer-refused"),
    Signature(
        category="imex_channel_unavailable",
        title="IMEX daemon: memory export / import between nodes failed",
        pattern=(r"\bFailed\s+to\s+get\s+export\s+ref\s+for\s+UUID\b"
                 r"|\bReceived\s+import\s+response\s+from\s+node\s+id\s+\d+\s+with\s+failure\s+status\b"),
        explanation=("The IMEX daemon could not export or import GPU memory for a peer node: multi-node NVLink "
                     "memory sharing through the IMEX channel fails."),
        why=("The IMEX domain is not set up right: the daemons of the ComputeDomain do not all run or see each "
             "other, the IMEX channel device is missing in the pod, or the driver / fabric manager state does not "
             "allow the export."),
        remediation=("Check the ComputeDomain's IMEX daemons (`kubectl get computedomain`, the daemon pods' logs), "
                     "that /dev/nvidia-caps-imex-channels is in the workload pod, and nvidia-imex-ctl -N on the nodes."),
        source="https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/948 (the IMEX daemon's log lines)",
        specificity=60, id="distributed/imex-export-import-failed"),
]

# XLA's NCCL thunks (xla/service/gpu/nccl_*_thunk.cc, nccl_utils: 'NCCL operation %s failed: %s' with
# ncclGetErrorString): the collective call itself rejected as 'invalid usage' (JAX / TF-XLA pmap, pjit): nccl_error (9:0
# for the wording in the corpus; its other outcomes keep their own entries: out of memory, bootstrap, /dev/shm)
SIGNATURES += [
    Signature(
        category="nccl_error",
        title="XLA: an NCCL collective failed with 'invalid usage'",
        pattern=r"\bNCCL\s+operation\s+nccl\w+\([^\n]{0,200}?\)\s+failed:\s*invalid\s+usage\b",
        explanation=("XLA's GPU runtime called an NCCL collective (ncclAllReduce, ncclAllGather...) and NCCL rejected "
                     "it as invalid usage: the communicator or its arguments do not fit how the replicas were set up."),
        why=("Several replicas / processes mapped onto the same GPU (duplicate devices in the communicator), a "
             "mismatch between processes in the collective's shape or dtype, or an XLA / NCCL version mismatch."),
        remediation=("Run with NCCL_DEBUG=WARN to see NCCL's own reason; give every process its own GPU "
                     "(CUDA_VISIBLE_DEVICES / jax.distributed.initialize local_device_ids); keep jaxlib and its "
                     "bundled NCCL consistent across hosts."),
        source="https://github.com/openxla/xla (xla/service/gpu/nccl_utils.cc: 'NCCL operation ' ... ' failed: ') ; "
               "https://github.com/j-towns/vdvae-jax/issues/2",
        specificity=30, id="distributed/xla-nccl-invalid-usage"),
]

# ---- round 41 (issue 12, CATALOGUE-37) ---------------------------------------------------------------------------------
# Registering memory with the RDMA device failed (ibv_reg_mr: 'Failed to register memory' in an RDMA transport's own
# log, Mooncake's rdma_context.cpp / rdma_transport.cpp, UCX / NIXL / gdrcopy wordings naming ibv_reg_mr): the verbs
# device cannot pin / map the buffer (ib_unavailable 6:0 for the wording in the corpus)
SIGNATURES += [
    _sig("ib_unavailable", "Registering memory with the RDMA device failed (ibv_reg_mr)",
         r"^(?=[^\n]*(?:rdma|ibv_|verbs|mlx5|\bib\b))[^\n]*(?:\bFailed\s+to\s+register\s+memory\b|\bibv_reg_mr\w*\s+failed\b)",
         "The RDMA transport could not register (pin and map) a buffer with the InfiniBand / RoCE device, so no "
         "RDMA transfer can use it.",
         "The locked-memory limit (ulimit -l / the container's memlock) is too low, GPU memory registration without "
         "nvidia-peermem / dma-buf support, or the verbs device is not usable in this container.",
         "Raise memlock (ulimit -l unlimited, the container's securityContext / --ulimit memlock=-1), load "
         "nvidia-peermem for GPU buffers, check `ibv_devinfo` in the container.",
         source="https://github.com/linux-rdma/rdma-core (libibverbs ibv_reg_mr) ; https://github.com/kvcache-ai/Mooncake "
                "(mooncake-transfer-engine/src/transport/rdma_transport/rdma_context.cpp: 'Failed to register memory') ; "
                "https://github.com/kvcache-ai/Mooncake/issues/1754",
         id="distributed/rdma-memory-registration-failed", specificity=50),
]

# ---- round 42 (issue 12, CATALOGUE-38): a rank that keeps retrying the job's store / master (fresh173) -----------------
SIGNATURES += [
    # Paddle's TCP store client (paddle/phi/core/distributed/store/tcp_utils.cc: 'Retry to connect to %s:%d while the
    # server is not yet listening.') and PCCL's master connection ('MASTER_CONNECTION_FAILED'): the rank cannot reach
    # the rendezvous / master endpoint
    _sig("rendezvous_unreachable", "A rank keeps retrying the job's store / master, which does not listen",
         r"\bRetry\s+to\s+connect\s+to\s+\S+\s+while\s+the\s+server\s+is\s+not\s+yet\s+listening\b"
         r"|\bMASTER_CONNECTION_FAILED\b",
         "The rank cannot connect to the job's TCP store / master endpoint: nothing listens there (yet).",
         "The master rank has not started or died, the master address / port is wrong (a hostname resolving to "
         "127.0.1.1 or another host's address), or a firewall blocks the port.",
         "Check the master address and port each rank uses (PADDLE_MASTER / --master, MASTER_ADDR), that rank 0 is up "
         "and listening (`ss -ltnp`), and that the port is open between the nodes.",
         source="https://github.com/PaddlePaddle/Paddle (paddle/phi/core/distributed/store/tcp_utils.cc) ; "
                "https://github.com/PaddlePaddle/Paddle/issues/48421 ; https://github.com/yeyupiaoling/PPASR/issues/142 ; "
                "https://github.com/PrimeIntellect-ai/pccl/issues/21",
         id="distributed/store-connect-retry", specificity=60),
]

# ---- round 48 (issue 12, CATALOGUE-44): fresh236's NVSHMEM transport and a peer host name (tests/corpus/README.md
# "Forty-eighth round") ------------------------------------------------------------------------------------------------
SIGNATURES += [
    # NVSHMEM's host transport init (src/host/transport/transport.cpp: 'init failed for remote transport: %s') for its
    # InfiniBand / RoCE transports (ibrc, ibgda, ibdevx); before a bootstrap size message on the same line
    _sig("ib_unavailable", "NVSHMEM could not initialise its InfiniBand / RoCE transport",
         # (round 167, fresh806 DeepEP#139: NVSHMEM 3.x's 'init failed for transport: IBGDA', without 'remote', any case)
         r"\binit\s+failed\s+for\s+(?:remote\s+)?transport:\s*(?i:ibrc|ibgda|ibdevx)\b",
         "NVSHMEM (DeepEP, NIXL, gdrcopy tests) could not initialise its RDMA transport, so internode transfers have no "
         "InfiniBand / RoCE path.",
         "No usable verbs device in the process (a container without /dev/infiniband or the RDMA device plugin), a NIC "
         "or driver the transport does not drive (IBGDA needs mlx5 and GPUDirect RDMA), or the nvidia-peermem / "
         "dma-buf support missing.",
         "Check `ibv_devinfo` where the rank runs, NVSHMEM_DEBUG=INFO for the transport's reason, and the IBGDA "
         "prerequisites (NVSHMEM_IB_ENABLE_IBGDA, the nvidia driver's PeerMappingOverride).",
         source="https://github.com/NVIDIA/nvshmem (src/host/transport/transport.cpp: 'init failed for remote "
                "transport') ; https://github.com/deepseek-ai/DeepEP/issues/36",
         id="distributed/nvshmem-remote-transport-init-failed", specificity=70),
    # RAMCloud's IpAddress (src/IpAddress.cc: "couldn't find host '%s'", gethostbyname_r failing): a peer's host name
    # that does not resolve
    _sig("dns_resolution", "A peer's host name does not resolve",
         r"\bcouldn'?t\s+find\s+host\s+'[^'\s]+'",
         "The process could not resolve a peer's host name to an address.",
         "The name has no DNS record where the process runs (a service or pod name from another namespace or "
         "network, a typo, a record not yet published).",
         "Check the name with `getent hosts <name>` on the same machine or pod; use a resolvable name or an address.",
         source="https://github.com/PlatformLab/RAMCloud (src/IpAddress.cc) ; https://github.com/PlatformLab/RAMCloud/issues/35",
         id="distributed/couldnt-find-host", specificity=60),
]

# round 49 (issue 12, CATALOGUE-45): NCCL's 'unhandled cuda error' (ncclGetErrorString(ncclUnhandledCudaError)) raised
# by a framework's own NCCL helper, whose source path names NCCL (Paddle's platform/nccl_helper.h PADDLE_ENFORCE:
# 'unhandled cuda error at [.../nccl_helper.h:93]'); the wording is NCCL's (corpus: 'unhandled cuda error' nccl_error 45
# of 54), the path is the helper that called it
SIGNATURES += [
    _sig("nccl_error", "NCCL 'unhandled cuda error' raised by a framework's NCCL helper",
        r"\bunhandled\s+cuda\s+error\b[^\n]{0,200}?\bnccl\w*\.(?:h|hpp|cc|cpp|cu)\b",
        "A NCCL call returned ncclUnhandledCudaError: a CUDA call inside NCCL failed (the framework's NCCL helper "
        "reports it by its file).",
        "NCCL missing or mismatched for the CUDA version (the library the framework loads at run time), a CUDA error "
        "inside NCCL's setup (peer access, memory), or GPUs the process cannot use together.",
        "Re-run with NCCL_DEBUG=INFO to see the CUDA call that failed; check NCCL is installed and matches the CUDA "
        "version (ldconfig -p | grep nccl).",
        source="https://github.com/PaddlePaddle/Paddle (paddle/fluid/platform/nccl_helper.h) ; "
               "https://github.com/NVIDIA/nccl (src/misc/argcheck / ncclGetErrorString: 'unhandled cuda error') ; "
               "https://github.com/PaddlePaddle/Paddle/issues/10608",
        id="distributed/nccl-helper-unhandled-cuda-error", specificity=55),
]

# ---- round 53 (issue 12, CATALOGUE-49): fresh266's ompi#5964, tests/corpus/README.md 'Fifty-third round' ----
SIGNATURES += [
    # Open MPI's openib BTL (opal/mca/btl/openib/btl_openib_component.c init_one_device: 'error obtaining device
    # attributes for %s errno says %s'): ibv_query_device failed on the InfiniBand HCA, so MPI cannot use it
    _sig("ib_unavailable", "Open MPI openib: the InfiniBand device's attributes could not be read",
        r"\berror\s+obtaining\s+device\s+attributes\s+for\s+\S+\s+errno\s+says\b",
        "Open MPI's openib transport could not query the InfiniBand adapter (ibv_query_device failed), so the "
        "device is unusable for MPI.",
        "A verbs library (libibverbs / MOFED) that does not match the installed driver stack, or a broken OFED build.",
        "Reinstall a matching MOFED / rdma-core, check `ibv_devinfo`, and use the UCX PML on current Open MPI.",
        source="https://github.com/open-mpi/ompi (opal/mca/btl/openib/btl_openib_component.c init_one_device: 'error "
               "obtaining device attributes for %s errno says %s') ; https://github.com/open-mpi/ompi/issues/5964",
        id="distributed/openib-device-attributes", specificity=60),
]

# ---- round 64 (issue 12): wave 24's lolMiner-releases#555 and a NET failure NCCL 2.28 printed on a real H200 ----
SIGNATURES += [
    # NCCL src/plugin/net.cc: when no network the run may use initialises (NCCL_NET names IB, gIB or 'AWS Libfabric' and
    # that plugin or its device is missing; a net plugin built for another NCCL), NCCL warns 'Failed to initialize any NET
    # plugin' and init returns ncclInvalidUsage; it does not fall back to sockets when NCCL_NET forces a network.
    # Produced on purpose with NCCL_NET=IB on a machine without InfiniBand (fixtures/_nvml-real/, nccl-forced-ib); corpus:
    # aws-ofi-nccl#1020, awsome-distributed-ai#386 (ib_unavailable, 2:0)
    _sig("ib_unavailable", "NCCL could initialise no network plugin (the network NCCL_NET asks for is not usable)",
         r"\bFailed\s+to\s+initiali[sz]e\s+any\s+NET\s+plugin\b",
         "NCCL found no network transport it could start: the network it was told to use (NCCL_NET=IB, a GPUDirect "
         "plugin such as gIB / TCPXO, or 'AWS Libfabric' for EFA) did not initialise, and NCCL does not fall back to "
         "sockets when NCCL_NET forces a network. Communicator creation fails with 'invalid usage'.",
         "No RDMA device in the process (a container without /dev/infiniband or the RDMA resource), the net plugin "
         "library not on LD_LIBRARY_PATH, a plugin built for another NCCL version, or an NCCL_NET left over from an "
         "image or profile script that targets another cluster.",
         "Run with NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET to see which plugin failed; on a single node or without "
         "RDMA set NCCL_NET=Socket (or unset NCCL_NET); otherwise expose the RDMA device to the pod and put the "
         "plugin on LD_LIBRARY_PATH.",
         source="https://github.com/NVIDIA/nccl (src/plugin/net.cc: WARN('Failed to initialize any NET plugin'), "
                "ncclInvalidUsage) ; https://github.com/aws/aws-ofi-nccl/issues/1020",
         id="distributed/nccl-no-net-plugin", specificity=65,
         readings=(("ib_unavailable", "the RDMA network NCCL_NET asks for (IB, EFA, a GPUDirect plugin) is not usable "
                                      "in this process"),
                   ("nccl_error", "a net plugin built for another NCCL version")),
         distinguish="env | grep NCCL_NET; ls /dev/infiniband; NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET"),
    # lolMiner (a closed binary; its stratum client's wording as printed in lolMiner-releases#555): the pool's host name
    # did not resolve before the resolver's timeout
    _sig("dns_resolution", "A miner's stratum client timed out resolving the pool's host name (lolMiner)",
         r"\bTime\s*out\s+on\s+DNS\s+resolve\b",
         "The program could not resolve the mining pool's host name in time, so it cannot connect.",
         "No working DNS where it runs (network down, a firewall or proxy that blocks DNS), or a pool host name that "
         "does not exist (a typo, a shortened name).",
         "Check the name with `nslookup <pool host>` on the same machine; fix the pool address or the DNS settings.",
         source="https://github.com/Lolliedieb/lolMiner-releases/issues/555 (lolMiner is a closed binary: its wording "
                "as printed)",
         id="distributed/miner-dns-resolve-timeout", specificity=60),
]

# ---- round 65 (issue 12): wave 25's OpenRLHF#1074 ----
SIGNATURES += [
    # NCCL's CUDACHECK (src/include/checks.h: WARN("Cuda failure %d '%s'", err, cudaGetErrorString(err)) then
    # ncclUnhandledCudaError): a CUDA call NCCL made, after the framework had created the context, failed with 304
    # (cudaErrorOperatingSystem); in containers NCCL's inter-process buffer sharing (cuMem handles passed as file
    # descriptors, IPC) is the usual call refused. 'ncclUnhandledCudaError' with a cause no category states: nccl_error
    # (13 of 18); OpenRLHF#1074
    _sig("nccl_error", "NCCL: a CUDA call inside NCCL failed with an OS error (304)",
         r"\bCuda\s+failure\s+(?:304\s+)?'OS\s+call\s+failed\s+or\s+operation\s+not\s+supported\s+on\s+this\s+OS'",
         "A CUDA call NCCL made while setting up or running a communicator failed with error 304: an operating-system "
         "call under it was refused. CUDA itself had started (the framework made its context before NCCL ran).",
         "Inside containers, the calls NCCL uses to share GPU buffers between processes (cuMem handles passed as file "
         "descriptors, CUDA IPC) are refused: a restrictive seccomp / security profile, no shared IPC namespace, or a "
         "too small /dev/shm; also vGPU / VMs without the feature.",
         "Run with NCCL_DEBUG=INFO to see which call failed; try NCCL_CUMEM_ENABLE=0; run the ranks' container with "
         "--ipc=host (or a shared IPC namespace) and a larger /dev/shm.",
         source="https://github.com/NVIDIA/nccl (src/include/checks.h CUDACHECK: 'Cuda failure %d '%s'') ; "
                "https://github.com/OpenRLHF/OpenRLHF/issues/1074",
         id="distributed/nccl-cuda-failure-os-call", specificity=60),
]

# ---- round 66 (issue 12): wave 26's horovod#2432 ----
SIGNATURES += [
    # Horovod's runner (horovod/runner/common/util/network.py BasicClient: raise NoValidAddressesFound('Horovod was
    # unable to connect to {service_name} on any of the following addresses: ...')): the launcher could not reach a
    # worker's task service (its own TCP coordination service, started on a random port) on any address offered; as
    # fresh55's Horovod driver/task registration (rendezvous_unreachable)
    _sig("rendezvous_unreachable", "Horovod's launcher could not reach a task service on any address",
         r"\bNoValidAddressesFound\b|\bHorovod\s+was\s+unable\s+to\s+connect\s+to\s+(?:the\s+)?(?:task|driver)\s+service\b",
         "Horovod's launcher (horovodrun, horovod.spark, Ray) and a worker's task service could not open a TCP "
         "connection on any of the addresses the service advertised, so the job's coordination never started.",
         "A firewall or security group between the nodes (the services listen on random ports), containers whose ports "
         "are not reachable from each other, or an interface whose address the other side cannot route to.",
         "Allow all TCP ports between the workers (or the port range Horovod uses), pin a reachable interface with "
         "--network-interface / HOROVOD_GLOO_IFACE / NCCL_SOCKET_IFNAME, and from one worker `nc -vz <addr> <port>` "
         "to the address in the message.",
         source="https://github.com/horovod/horovod (horovod/runner/common/util/network.py: NoValidAddressesFound) ; "
                "https://github.com/horovod/horovod/issues/2432",
         id="distributed/horovod-no-valid-addresses", specificity=60),
]

# ---- round 67 (issue 12): wave 28's misses (fresh340, fresh342) ----
SIGNATURES += [
    # NCCL's socket layer (include/socket.h, later src/misc/socket.cc: WARN("Call to bind failed : %s", strerror(errno))):
    # the bootstrap could not bind its listening socket because the address is taken, most often by a process of an
    # earlier run of the same job still alive (a Ctrl+C that left workers behind) or a fixed port (NCCL_COMM_ID) in use.
    # Corpus: nccl#293, mmdetection#7047 bootstrap_connect_failed 2 of 2 ('Cannot assign requested address' is another
    # cause: an interface without that address, nccl#331)
    _sig("bootstrap_connect_failed", "NCCL: the bootstrap could not bind its socket (address already in use)",
         r"\bNCCL\s+WARN\s+Call\s+to\s+bind\s+failed\s*:\s*Address\s+already\s+in\s+use\b",
         "NCCL's bootstrap could not open its listening socket: the address and port are already held by another "
         "socket, so the communicator cannot be set up.",
         "Processes of an earlier run of the job still alive and holding the port (workers left behind by Ctrl+C or a "
         "crashed launcher), or a fixed port (NCCL_COMM_ID, a port range) that another program uses.",
         "Find and stop the leftovers (`ps -ef | grep <script>`, `ss -ltnp` for the port), or wait for them to exit; "
         "do not pin NCCL_COMM_ID to a port in use; restart the pod if its old processes cannot be killed.",
         source="https://github.com/NVIDIA/nccl (src/misc/socket.cc: 'Call to bind failed : %s') ; "
                "https://github.com/NVIDIA/nccl/issues/293 ; https://github.com/open-mmlab/mmdetection/issues/7047",
         id="distributed/nccl-bind-address-in-use", specificity=55,
         readings=(("bootstrap_connect_failed", "NCCL's bootstrap port held by a leftover process"),
                   ("rendezvous_unreachable", "the job's port already taken")),
         distinguish="ss -ltnp on the node; ps -ef for processes of the earlier run"),
    # OneFlow's control plane (oneflow/core/control/ctrl_client.cpp: LOG(INFO) << "LoadServer " << host << " Failed at "
    # << retry << " times error_code " << code << " error_message " << msg): a rank's gRPC client cannot reach the
    # control server its ranks rendezvous at (error_code 14 = UNAVAILABLE), as JAX's coordination service above
    # (oneflow#4070: loopback refused through proxy variables)
    _sig("rendezvous_unreachable", "OneFlow: a rank cannot reach the control server (ctrl_client LoadServer failed)",
         # (gRPC's own reason after it decides: 'DNS resolution failed' is the peer's name not resolving, DLPerf#103)
         r"\bLoadServer\s+\S+\s+Failed\s+at\s+\d+\s+times?\b(?![^\n]*\bDNS\s+resolution\s+failed\b)",
         "A OneFlow process could not open its gRPC connection to the control server the job's processes meet at; "
         "it retries, and the job hangs until it reaches it.",
         "The control server's address/port is unreachable: another rank not started or crashed, a wrong or "
         "unroutable address, a firewall, or http_proxy/https_proxy/grpc_proxy variables that send gRPC (even to "
         "127.0.0.1) through a proxy.",
         "Unset the proxy variables for the job (or add the node addresses and 127.0.0.1 to no_proxy), check every "
         "rank is started with the same control address and port, and that the port is open between the nodes.",
         source="https://github.com/Oneflow-Inc/oneflow (oneflow/core/control/ctrl_client.cpp: 'LoadServer ... Failed "
                "at ... times error_code ... error_message') ; https://github.com/Oneflow-Inc/oneflow/issues/4070",
         id="distributed/oneflow-ctrl-server-unreachable", specificity=55),
]

# ---- round 68 (issue 12): wave 29's misses (fresh346) ----
SIGNATURES += [
    # DGL's RPC layer for distributed GNN training (src/rpc/network/tcp_socket.cc TCPSocket::Bind: 'Failed bind on
    # <ip>:<port> ,errno=<n>'; src/rpc/network/socket_communicator.cc: 'Cannot bind to <ip>:<port>'), and the DGL-KE /
    # dgl.contrib KVStore launcher's 'Error: port <n> is not available.': a server of the job cannot listen on the address
    # and port its ip_config gives, so the job's processes never meet (dgl#2560, dgl-ke#186)
    _sig("rendezvous_unreachable", "DGL: a server of the distributed job cannot bind its configured address/port",
         r"\bFailed\s+bind\s+on\s+\S+\s*,\s*errno\s*=\s*\d+"
         r"|\bsocket_communicator\.cc:\d+\]?:?\s*Cannot\s+bind\s+to\s+\S+:\d+"
         r"|^\s*Error:\s+port\s+\d+\s+is\s+not\s+available\.?\s*$",
         "A DGL server process (the RPC server of DistGraph, a KVStore server of DGL-KE) could not open its listening "
         "socket on the address and port of the job's ip_config, so the other processes cannot reach it.",
         "The port is held by a server of an earlier run still alive (errno 98, or DGL-KE's 'not available'), or the "
         "IP in ip_config is not an address of this machine (errno 99: a wrong or masked IP, a NAT / container "
         "address).",
         "Kill leftover servers of the earlier run (`ss -ltnp | grep <port>`), use another base port, and make every "
         "ip_config line an address the machine it names has (`ip -4 addr`); inside containers use the host network or "
         "the container's own address.",
         source="https://github.com/dmlc/dgl (src/rpc/network/tcp_socket.cc: 'Failed bind on ... ,errno=', "
                "socket_communicator.cc: 'Cannot bind to') ; https://github.com/dmlc/dgl/issues/2560 ; "
                "https://github.com/awslabs/dgl-ke/issues/186",
         id="distributed/dgl-server-cannot-bind", specificity=55),
]

# ---- round 69 (issue 12): EMITTERS-3, the frameworks' own wording (OneFlow, DGL, MegEngine, Paddle) ----
SIGNATURES += [
    # OneFlow's control plane (oneflow/core/control/ctrl_server.cpp: CHECK_EQ(port(), bound_port) << "Port " << port() <<
    # " is unavailable"; rank_info_bootstrap_server.cpp: 'BootstrapServer not ready, rpc server on some rank have not been
    # created successfully', 'CheckServerStatus() failed, rpc server on some rank are not ready')
    _sig("rendezvous_unreachable", "OneFlow: the control server's port is taken, or some ranks' servers never came up",
         r"\bCheck\s+failed:\s+port\(\)\s*==\s*bound_port\b[^\n]{0,40}?\bPort\s+\d+\s+is\s+unavailable\b"
         r"|\bBootstrapServer\s+not\s+ready,\s+rpc\s+server\s+on\s+some\s+rank\b"
         r"|\bCheckServerStatus\(\)\s+failed,\s+rpc\s+server\s+on\s+some\s+rank\b",
         "OneFlow's ranks could not meet: the control server could not bind its port, or the bootstrap waited in vain "
         "for some ranks' RPC servers.",
         "The port is held by a process of an earlier run, or some ranks were not started / crashed / cannot be reached "
         "(wrong master address, a firewall, proxy variables).",
         "Free or change the control port (ONEFLOW_CTRL_PORT / --master_port), start every rank with the same master "
         "address, and read the missing ranks' own logs.",
         source="https://github.com/Oneflow-Inc/oneflow (oneflow/core/control/ctrl_server.cpp, "
                "rank_info_bootstrap_server.cpp)",
         id="distributed/oneflow-bootstrap-not-ready", specificity=55),
    _sig("ib_unavailable", "OneFlow: no InfiniBand device found for its IB verbs network",
         r"\bCheck\s+failed:\s+num_device\s*>\s*0\b[^\n]{0,40}?\bNo\s+IB\s+device\s+found\b",
         "OneFlow's IB verbs transport found no InfiniBand / RoCE device.",
         "The node (or pod) has no RDMA device visible: no HCA, no RDMA device plugin resource, or the driver (MOFED / "
         "rdma-core) not loaded.",
         "Check `ibv_devinfo` where the rank runs; request the RDMA resource in the pod; or turn OneFlow's IB "
         "transport off to use sockets.",
         source="https://github.com/Oneflow-Inc/oneflow (oneflow/core/comm_network/ibverbs/ibverbs_comm_network.cpp)",
         id="distributed/oneflow-no-ib-device", specificity=65),  # (over the generic device-count CHECK, 60)
    # DGL's RPC client (python/dgl/distributed/rpc.py DistConnectError: 'Failed to build conncetion with {} after {} retries.
    # Please check network availability ...'; tools/launch.py 'Failed to get available port for ip~...')
    _sig("rendezvous_unreachable", "DGL: a client cannot connect to the distributed servers",
         r"\bDistConnectError\b|\bFailed\s+to\s+build\s+conn\w*\s+with\s+peer\b|\bFailed\s+to\s+get\s+available\s+port\s+for\s+ip\b",
         "A DGL trainer could not connect to a graph server after all its retries (or the launcher found no free port "
         "on a machine of ip_config).",
         "The servers are not running or not reachable at the ip_config addresses (crashed, still loading the "
         "partition, a firewall, a wrong address), or every port tried is taken.",
         "Check that each machine's server process is up and listening (`ss -ltnp`), that ip_config lists reachable "
         "addresses, and raise DGL_DIST_MAX_TRY_TIMES when servers load large partitions.",
         source="https://github.com/dmlc/dgl (python/dgl/distributed/rpc.py DistConnectError; tools/launch.py)",
         id="distributed/dgl-client-cannot-connect", specificity=55),
    # MegEngine's collective operators over MegRay (src/opr-mm/impl/collective_comm.cpp: mgb_assert(status ==
    # MegRay::MEGRAY_OK, "MegRay all_reduce failed")): the NCCL-backed collective failed, no reason given
    _sig("nccl_error", "MegEngine: a MegRay (NCCL) collective failed",
         r"\bMegRay\s+\w+\s+failed\b",
         "A collective of MegEngine's distributed training (MegRay, over NCCL) returned an error.",
         "A peer rank failed or the NCCL communicator broke (network, a GPU error on another rank).",
         "Read the other ranks' logs for the first error; rerun with NCCL_DEBUG=INFO.",
         source="https://github.com/MegEngine/MegEngine (src/opr-mm/impl/collective_comm.cpp)",
         id="distributed/megengine-megray-failed", specificity=45),
    # Paddle's NCCL check (paddle/phi/core/enforce.h: for ncclSystemError with errno ENOSPC it appends 'Detail: No space
    # left on device' and the /dev/shm advice 'NCCL_SHM_DISABLE=1 ... -shm-size'): NCCL could not create its shared-memory
    # segment
    _sig("shm_insufficient", "Paddle: NCCL failed for lack of shared memory (No space left on device)",
         r"\bNCCL\s+error\(\d+\),\s+unhandled\s+system\s+error\b[^\n]{0,120}?\bDetail:\s*No\s+space\s+left\s+on\s+device\b",
         "NCCL could not create the shared-memory segment it uses between processes on one node: /dev/shm is full or "
         "too small.",
         "A container with Docker's default 64 MiB /dev/shm (no --shm-size / --ipc=host; in Kubernetes no emptyDir with "
         "medium: Memory).",
         "Give the container a larger /dev/shm (--shm-size=2g or --ipc=host; a memory-backed emptyDir at /dev/shm), or "
         "set NCCL_SHM_DISABLE=1.",
         source="https://github.com/PaddlePaddle/Paddle (paddle/phi/core/enforce.h: NCCL error detail for ENOSPC)",
         id="distributed/paddle-nccl-no-space-shm", specificity=60),
]

# ---- round 70 (issue 12): EMITTERS-4, UCX-Py and spark-rapids's UCX shuffle ----
SIGNATURES += [
    # UCX-Py (ucp/utils get_address: 'A network address could not be determined, an interface that has a valid IP address
    # with the environment variable `UCXPY_IFNAME`'; ucp_init failing with UCS_ERR_NO_DEVICE: 'UCXError: No such device')
    _sig("no_socket_interface", "UCX-Py: no network interface with an address to use",
         r"\bA\s+network\s+address\s+could\s+not\s+be\s+determined,\s+an\s+interface\s+that\s+has\s+a\s+valid\s+IP\s+address\b",
         "UCX-Py found no network interface (ib*, eth*, en*) with an IPv4 address to listen on.",
         "A container or pod whose interfaces have other names or no IPv4 address.",
         "Set UCXPY_IFNAME to the interface to use (`ip -4 addr` lists them).",
         source="https://github.com/rapidsai/ucx-py (ucp/utils.py get_address)",
         id="distributed/ucxpy-no-network-address", specificity=55),
    _sig("ib_unavailable", "UCX-Py: UCX found no device for the transports asked (UCS_ERR_NO_DEVICE)",
         r"\bucp\._libs\.exceptions\.UCXError:\s+No\s+such\s+device\b",
         "UCX could not open any device for the transports in UCX_TLS (rc / ud need an InfiniBand or RoCE device, "
         "cuda_ipc a GPU).",
         "UCX_TLS asks for RDMA transports on a node or pod without an RDMA device (no HCA, no RDMA device plugin "
         "resource).",
         "Check `ibv_devinfo` and `ucx_info -d` where it runs; request the RDMA resource, or drop rc/ud from UCX_TLS.",
         source="https://github.com/rapidsai/ucx-py (ucp/_libs/ucx_context.pyx ucp_init)",
         id="distributed/ucxpy-no-such-device", specificity=55),
    # spark-rapids's UCX shuffle ('Couldn't start UcpListener on port range %s'): every port of the listener's range taken
    _sig("rendezvous_unreachable", "Spark RAPIDS UCX shuffle: no free port for the UCX listener",
         r"\bCouldn't\s+start\s+UcpListener\s+on\s+port\s+range\b",
         "The executor's UCX shuffle listener could not bind any port of its configured range.",
         "Every port of the range is taken (other executors on the node, leftovers of an earlier run).",
         "Widen spark.shuffle.rapids.ucx.listenerStartPort's range or free the ports (`ss -ltnp`).",
         source="https://github.com/NVIDIA/spark-rapids (the UCX shuffle's UcpListener)",
         id="distributed/spark-rapids-ucx-listener-port", specificity=55),
]

# ---- round 74 (issue 12): EMITTERS-8, LLM training frameworks in their own words (tests/corpus/emitters.yaml) -----------
SIGNATURES += [
    # fairseq (fairseq/distributed/distributed_timeout_wrapper.py: 'Killing job for not making progress in %d seconds. Set
    # --heartbeat-timeout=-1 to disable this timeout.'): a rank stopped making progress, usually stuck in a collective
    _sig("collective_timeout", "fairseq: the job made no progress within the heartbeat timeout (a stuck rank)",
         r"\bKilling\s+job\s+for\s+not\s+making\s+progress\s+in\s+\d+\s+seconds\b",
         "fairseq's heartbeat wrapper saw no forward progress for the timeout and killed the job: some rank is stuck, "
         "usually waiting in a collective for a rank that died or hangs.",
         "A rank crashed or hangs (data loading, an exception on one rank), or NCCL cannot reach a peer.",
         "Look at every rank's log for the first error; NCCL_DEBUG=INFO and TORCH_NCCL_ASYNC_ERROR_HANDLING=1 name the "
         "stuck collective.",
         source="https://github.com/facebookresearch/fairseq (fairseq/distributed/distributed_timeout_wrapper.py)",
         id="distributed/fairseq-heartbeat-timeout", specificity=55),
    # axolotl (src/axolotl/utils/trainer.py: 'P2P support not detected, setting `NCCL_P2P_DISABLE=1`')
    _sig("gpu_p2p_unsupported", "axolotl: no GPU peer-to-peer support, NCCL P2P turned off",
         r"\bP2P\s+support\s+not\s+detected,\s+setting\s+[`'\"]?NCCL_P2P_DISABLE=1\b",
         "axolotl found the GPUs cannot access each other directly (no P2P), so it disables NCCL's P2P transport.",
         "Consumer GPUs with P2P off in the driver, PCIe ACS / IOMMU, or a VM without a P2P topology.",
         "`nvidia-smi topo -p2p r`; expect slower all-reduce over PCIe / host memory, or use NVLink-connected GPUs.",
         source="https://github.com/axolotl-ai-cloud/axolotl (src/axolotl/utils/trainer.py)",
         id="distributed/axolotl-p2p-not-detected", specificity=55),
]

# ---- round 78 (issue 12): EMITTERS-12, distributed communication and KV-transfer libraries' own wording ----
SIGNATURES += [
    _sig("ib_unavailable", "NIXL / UCX: InfiniBand devices present but UCX has no accelerated IB support",
         r"\b\d+\s+IB\s+device\(s\)\s+were\s+detected,\s+but\s+accelerated\s+IB\s+support\s+was\s+not\s+found\b",
         "UCX sees InfiniBand devices but was built or installed without its accelerated verbs transports, so transfers "
         "fall back to slower paths.",
         "A UCX build without the rdma-core / mlx5 support (ucx-py or a pip wheel's bundled UCX), or the IB user-space "
         "libraries missing in the container.",
         "Use a UCX built with verbs/mlx5 support (`ucx_info -d` lists rc_mlx5 / dc_mlx5) and rdma-core in the image.",
         source="https://github.com/ai-dynamo/nixl/blob/8770b655a6b17b5cdf7d2b56b6e0be5392496df5/src/plugins/ucx/ucx_utils.cpp#L720",
         id="distributed/nixl-ucx-no-accelerated-ib", specificity=60),
    _sig("ib_unavailable", "libfabric found no network device with any provider",
         r"\bNo\s+network\s+devices\s+found\s+with\s+any\s+provider\b",
         "libfabric found no usable network device (EFA, verbs, ...) with any provider, so no RDMA path exists.",
         "No EFA / RDMA device exposed to the process (the device plugin or /dev/infiniband missing), or the provider "
         "library not installed.",
         "Check `fi_info -p efa` (or -p verbs) in the pod; request the EFA / RDMA device resource; install the provider.",
         source="https://github.com/ai-dynamo/nixl/blob/8770b655a6b17b5cdf7d2b56b6e0be5392496df5/src/utils/libfabric/libfabric_common.cpp#L111",
         id="distributed/libfabric-no-device", specificity=60),
    _sig("ib_unavailable", "Mooncake: no RDMA HCA and no other transport compiled in",
         r"\bNo\s+HCA\s+detected\s+and\s+neither\s+NVLink\s+nor\s+TCP\s+transport\s+is\s+compiled\s+in\b",
         "Mooncake's transfer engine found no RDMA NIC (HCA) and has no NVLink or TCP transport to fall back to.",
         "No InfiniBand / RoCE device visible to the process, and a build with only the RDMA transport.",
         "Expose the RDMA device to the pod (RDMA device plugin, /dev/infiniband), or build Mooncake with the TCP "
         "transport.",
         source="https://github.com/kvcache-ai/Mooncake/blob/3b5a594133958449a1feaf1c9e0fc1b553e34a28/mooncake-transfer-engine/src/transfer_engine_impl.cpp#L397",
         id="distributed/mooncake-no-hca", specificity=60),
    _sig("cuda_init_failed", "aws-ofi-nccl: the CUDA runtime library could not be loaded",
         r"\bNET/OFI\s+Failed\s+to\s+find\s+CUDA\s+Runtime\s+library\b",
         "The aws-ofi-nccl plugin could not dlopen the CUDA runtime (libcudart), so it cannot use GPU buffers.",
         "libcudart not on the loader path of the process (a container whose CUDA libraries are elsewhere, "
         "LD_LIBRARY_PATH not set).",
         "Put the CUDA runtime's directory on LD_LIBRARY_PATH (or ldconfig) in the image.",
         source="https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/nccl_ofi_cuda.cpp#L152",
         id="distributed/ofi-no-cudart", specificity=70),
    _sig("ib_unavailable", "aws-ofi-nccl: the EFA provider needs a newer libfabric",
         r"\bNET/OFI\s+EFA\s+provider\s+requires\s+at\s+least\s+libfabric\s+version\b",
         "The installed libfabric is older than the version the plugin needs for EFA, so the EFA network is not used.",
         "An old libfabric (the system's or an image's) ahead of the EFA installer's on the loader path.",
         "Install the AWS EFA installer's libfabric (/opt/amazon/efa) and put it first on LD_LIBRARY_PATH.",
         source="https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/nccl_ofi_net.cpp#L651",
         id="distributed/ofi-libfabric-too-old", specificity=60),
    _sig("ib_completion_error", "NCCL IB: the HCA reported a fatal async event (local catastrophic error)",
         r"\bNET/IB\s*:\s*\S+\s+async\s+fatal\s+event:\s+local\s+catastrophic\s+error\b",
         "The InfiniBand / RoCE adapter reported a catastrophic error: the device stopped working and its queue pairs "
         "are in error.",
         "An adapter firmware or hardware fault (overheating, PCIe errors), or a driver crash.",
         "Check the node's dmesg for mlx5 errors and `mlxlink`/`ibstat`; reset or replace the adapter; drain the node.",
         source="https://github.com/Mellanox/nccl-rdma-sharp-plugins/blob/2f5ac02e164336044388b7f1f6242cc0db575fec/src/p2p_plugin.c#L390",
         id="distributed/ib-async-catastrophic", specificity=70),
    _sig("no_socket_interface", "NCCL IB plugin: no IP interface found",
         r"\bNET/IB\s*:\s*No\s+IP\s+interface\s+found\b",
         "The NCCL IB plugin found no IP network interface for its out-of-band connection set-up.",
         "NCCL_SOCKET_IFNAME names an interface that does not exist in the pod, or the pod has no usable interface.",
         "Set NCCL_SOCKET_IFNAME to an interface the pod has (`ip -br addr`), or unset it.",
         source="https://github.com/Mellanox/nccl-rdma-sharp-plugins/blob/2f5ac02e164336044388b7f1f6242cc0db575fec/src/p2p_plugin.c#L544",
         id="distributed/ib-plugin-no-ip-interface", specificity=60),
]

SIGNATURES += [
    # round 79 (wave 36, fresh376 aws/aws-ofi-nccl#879): libfabric's probe for the EFA provider finding nothing
    # (fi_getinfo returns -FI_ENODATA, 'No data available')
    _sig("ib_unavailable", "libfabric: no EFA provider / device found (fi_getinfo -61)",
         r"\bfi_getinfo:\s*-61\s+\(No\s+data\s+available\)",
         "libfabric's probe found no provider and device matching the request (fi_getinfo returned -FI_ENODATA): with "
         "'-p efa', no EFA device is usable in this process.",
         "The pod/container was given no EFA device (no vpc.amazonaws.com/efa request, /dev/infiniband not passed in), "
         "the instance has no EFA interface, or the EFA kernel driver is not loaded.",
         "On the host `fi_info -p efa`; in the pod request vpc.amazonaws.com/efa (EFA device plugin) or pass "
         "--device=/dev/infiniband/uverbs* to docker.",
         source="https://github.com/ofiwg/libfabric (fi_getinfo, FI_ENODATA) ; https://github.com/aws/aws-ofi-nccl/issues/879",
         id="distributed/libfabric-fi-getinfo-enodata", specificity=60, context=r"\befa\b|\bfi_info\b|NET/OFI"),
]

SIGNATURES += [
    # round 80 (wave 37, fresh378 deepseek-ai/DeepEP#759): NVSHMEM without the mlx5 direct-verbs library
    _sig("ib_unavailable", "NVSHMEM: the mlx5 direct-verbs library (libmlx5dv) could not be loaded",
         r"\bNVSHMEM:\s+Unable\s+to\s+dlopen\s+libmlx5(?:dv)?\b",
         "NVSHMEM could not load libmlx5 (rdma-core's mlx5 direct-verbs provider), so its direct-NIC features (IBGDA, "
         "GPU-initiated RDMA) are off; transports that need them fail.",
         "rdma-core's mlx5 library missing in the image (libibverbs without its providers), or a NIC that is not a "
         "Mellanox/NVIDIA ConnectX (no mlx5 provider applies).",
         "Install rdma-core / libibverbs with the mlx5 provider in the image (ibv_devinfo should list mlx5_*); on other "
         "NICs use a transport that does not need direct-NIC features.",
         source="https://github.com/NVIDIA/nvshmem (host transport loading) ; https://github.com/deepseek-ai/DeepEP/issues/759",
         id="distributed/nvshmem-no-libmlx5", specificity=60),

    # round 91 (wave 47, fresh427 kubernetes-client/python#2295): Flower's server start-up check that its gRPC address is
    # free ('Port in server address 192.168.49.2:30457 is already in use.'): the federation's coordinator port is taken,
    # as a rendezvous store's port taken is labelled (both labels rendezvous_unreachable)
    _sig("rendezvous_unreachable", "Flower: the federation server's address:port is already in use",
         r"\bPort\s+in\s+server\s+address\s+\S+\s+is\s+already\s+in\s+use\b",
         "The Flower server (the federated-learning coordinator the clients connect to) found its gRPC address already "
         "bound, so it did not start and no client can join.",
         "Another server (an earlier run, a restarted pod or container still holding the port) listens on that "
         "address:port, or the address is a node / Service IP the pod itself cannot bind.",
         "Stop the earlier server or choose a free port (`ss -ltnp | grep <port>`); in a pod bind 0.0.0.0 and expose the "
         "port through a Service instead of binding the node's IP.",
         source="https://github.com/kubernetes-client/python/issues/2295 (a Flower server in a pod; the message's emitter "
                "in adap/flower was not located in the stored sources)",
         id="distributed/flower-server-port-in-use", specificity=60),
]

SIGNATURES += [
    # round 96 (wave 52, fresh454 PaddlePaddle/Paddle#12510): the v1 parameter server's socket cannot bind its port
    # because an earlier job still holds it (LightNetwork.cpp's PCHECK 'ERROR on binding <ip>: Address already in use
    # [98]'); a training job's coordination port taken, as a rendezvous store's is (both rendezvous_unreachable)
    _sig("rendezvous_unreachable", "PaddlePaddle: the parameter server cannot bind its port (already in use)",
         r"\bERROR\s+on\s+binding\b[^\n]*\bAddress\s+already\s+in\s+use\b",
         "A parameter server (pserver) of the cluster training job could not bind its listening port, so it stopped and "
         "the trainers cannot reach it.",
         "An earlier job's parameter server still runs and holds the port (--port and the ports after it, one per "
         "--ports_num), or two jobs on the host were given the same port.",
         "Stop the earlier job's pserver processes (`ss -ltnp | grep <port>`) or give each job its own --port range.",
         source="https://github.com/PaddlePaddle/Paddle (paddle/pserver/LightNetwork.cpp, the legacy v1 SocketServer) ; "
                "https://github.com/PaddlePaddle/Paddle/issues/12510",
         context=r"\bpserver\b|\bParameterServer\w*|\bLightNetwork\.cpp\b",
         id="distributed/paddle-pserver-port-in-use", specificity=60),
]

# ---- round 125 (wave 81: fresh594..599's first-run misses) -----------------------------------------------------------
SIGNATURES += [
    # XGBoost's rabit collective layer (rabit/include/rabit/internal/socket.h: 'Poll timeout') giving up on its peers'
    # sockets in a distributed (Dask / Spark / Ray) fit (fresh599 xgboost#9700)
    _sig("collective_timeout", "XGBoost (rabit): a collective timed out polling the workers' sockets",
         r"\brabit[\\/][^\n]*\bPoll\s+timeout\b|\bXGBoostError\b[^\n]*\bPoll\s+timeout\b",
         "A collective operation of XGBoost's distributed training (rabit's allreduce / broadcast between the workers) "
         "waited for its peers' sockets and timed out: a worker did not answer in time.",
         "A worker died or stalled (out of memory, killed, preempted, much slower data loading), or the workers cannot "
         "reach each other on the ports rabit opened (firewall, several network interfaces, pods without a route).",
         "Check every worker's log for the first failure (an OOM kill, a crash) before the timeout; make the workers "
         "reachable to each other, and pass a larger timeout to the collective if one worker is merely slow.",
         source="https://github.com/dmlc/rabit (include/rabit/internal/socket.h: PollHelper::Poll 'Poll timeout') ; "
                "https://github.com/dmlc/xgboost/issues/9700",
         id="distributed/xgboost-rabit-poll-timeout", specificity=55),
    # a rabit worker retrying its connection to the tracker and failing ('retry connect to ip(retry time 4):
    # [localhost]' ... 'connect to (failed): [localhost]', fresh599 dask-xgboost#5): the job's rendezvous point
    _sig("rendezvous_unreachable", "XGBoost (rabit): a worker cannot connect to the tracker",
         r"\bretry\s+connect\s+to\s+ip\s*\(retry\s+time\s+\d+\)|^\s*connect\s+to\s+\(failed\):\s*\[",
         "An XGBoost worker retried its connection to the rabit tracker (the process that tells the workers about each "
         "other) and gave up, so the distributed fit cannot start.",
         "The tracker's address the workers were given is not reachable from them (localhost or a scheduler address "
         "that only resolves on one machine, a port blocked between the machines), or the tracker is not running.",
         "Give the tracker an address every worker can reach (the scheduler's routable IP, not localhost) and open "
         "its port between the machines; check that the tracker started before the workers.",
         source="https://github.com/dmlc/rabit (src/allreduce_base.cc: 'retry connect to ip(retry time %d): [%s]', "
                "'connect to (failed): [%s]') ; https://github.com/dask/dask-xgboost/issues/5",
         id="distributed/xgboost-rabit-tracker-unreachable", specificity=55),
]

# ---- round 132 (wave 88: fresh632..636's first-run misses) -----------------------------------------------------------
SIGNATURES += [
    # NCCL's error trace starting inside the IB / RoCE transport ('NCCL INFO transport/net_ib.cc:282 -> 2' ... 'net.cc:687
    # -> 2' ... 'unhandled system error', fresh633 nccl#1332): the IB transport's setup failed with a system error
    # (the trace's net_ib.cc lines: ib_unavailable 5 of 6 in the corpus)
    _sig("ib_unavailable", "NCCL: the InfiniBand / RoCE transport failed to set up (error trace from net_ib.cc)",
         r"\bNCCL\s+INFO\s+(?:src/)?(?:transport/)?net_ib\.cc:\d+\s+->\s+[23]\b",
         "NCCL's error trace starts in its IB transport (net_ib.cc) with a system or internal error (2/3): opening "
         "the HCA, querying its port / GID, or registering memory failed, and every later 'unhandled system error' "
         "is that failure passed up.",
         "The RDMA device is not usable from the container (no /dev/infiniband, no IPC_LOCK / memlock), the RoCE GID "
         "settings (NCCL_IB_GID_INDEX, NCCL_IB_ADDR_FAMILY / RANGE, NCCL_IB_ROCE_VERSION_NUM) match no GID of the "
         "port, or the port is down.",
         "Run `ibv_devinfo` and `show_gids` in the rank's container; check NCCL_IB_GID_INDEX / address settings "
         "against the GID table, the memlock limit (`ulimit -l` unlimited) and /dev/infiniband; NCCL_IB_DISABLE=1 "
         "confirms the IB path is the failing one.",
         source="https://github.com/NVIDIA/nccl (src/transport/net_ib.cc) ; https://github.com/NVIDIA/nccl/issues/1332",
         # only where NCCL printed no WARN of its own: a WARN line states the failure (nccl-tests#111's proxy Connect)
         context=r"\A(?![\s\S]*\bNCCL\s+WARN\b)",
         id="distributed/nccl-ib-transport-error-trace", specificity=20),
    # a CUDA call failing inside NCCL's /dev/shm segment code ('include/shm.h:42 NCCL WARN Cuda failure 'invalid
    # argument'', fresh635 pytorch#23534: registering the shared-memory segment with CUDA; 'include/shm.h'
    # shm_insufficient 5 of 5 in the corpus)
    _sig("shm_insufficient", "NCCL: a CUDA call on its /dev/shm segment failed (include/shm.h)",
         r"\binclude/shm\.h:\d+\s+NCCL\s+WARN\s+Cuda\s+failure\b",
         "NCCL's SHM transport maps a /dev/shm segment and registers it with CUDA (cudaHostRegister); the CUDA call on "
         "the segment failed, so the ranks on this node cannot exchange data through shared memory.",
         "A /dev/shm too small or not shared between the ranks' containers (the container default 64 MiB), or the "
         "segment not mappable for CUDA.",
         "Mount a memory-backed emptyDir (or --shm-size / --ipc=host) at /dev/shm for the rank containers; "
         "NCCL_SHM_DISABLE=1 confirms the SHM transport is the failing one.",
         source="https://github.com/NVIDIA/nccl (src/include/shm.h, NCCL 2.4) ; https://github.com/pytorch/pytorch/issues/23534",
         id="distributed/nccl-shm-cuda-failure", specificity=50),
]
