"""Round 78 of issue 12: EMITTERS-12, messages of distributed communication / KV-transfer libraries and of GPU health and
monitoring agents read from their source (tests/corpus/emitters.yaml, EMITTERS-12 block). Each new or widened entry read
on the messages of its emitters, and not on near misses (tests/corpus/README.md 'Seventy-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # widened: go-nvml's Return names as nvidia_gpu_exporter prints them
    ('driver_library_mismatch', 'gpu/driver-library-mismatch',
     'level=ERROR source=main.go:18 msg="failed to run" err="failed to set up the nvml backend: failed to initialize NVML: '
     'ERROR_LIB_RM_VERSION_MISMATCH"'),
    ('driver_not_loaded', 'gpu/nvml-driver-not-loaded-enum',
     'level=ERROR source=main.go:18 msg="failed to run" err="failed to set up the nvml backend: failed to initialize NVML: '
     'ERROR_DRIVER_NOT_LOADED"'),
    # entries
    ('gpu_oom', 'gpu/nvshmem-symmetric-heap-full',
     '/dvs/p4/build/sw/rel/gpgpu/toolkit/r12.9/main_nvshmem/src/host/mem/mem_heap.cpp:allocate_symmetric_memory:2266: '
     'nvshmem malloc failed (hint: check if total allocation has exceeded NVSHMEM symmetric size = 1073741824, NVSHMEM '
     'symmetric size can be increased using NVSHMEM_SYMMETRIC_SIZE environment variable)'),
    ('gpu_p2p_unsupported', 'gpu/deepep-gpus-not-on-nvlink', 'AssertionError: GPU 0 and GPU 2 are not connected via NVLink'),
    ('cuda_library_version_mismatch', 'gpu/deepep-nccl-version',
     'RuntimeError: Assertion exception (/workspace/DeepEP/csrc/kernels/backend/nccl.cu:104): NCCL_VERSION_CODE == '
     'nccl_runtime_version and "Prior to NCCL 2.31, NCCL compile-time and runtime versions must be the same. Please '
     're-compile DeepEP."'),
    ('ecc_error', 'gpu/pending-row-remapping', '✘ 00000000:1B:00.0 needs reset (detected pending row remapping)'),
    ('ib_unavailable', 'distributed/nixl-ucx-no-accelerated-ib',
     'W0822 13:12:18.483107   48211 ucx_utils.cpp:719] nixlUcxContext UCX: 4 IB device(s) were detected, but accelerated '
     'IB support was not found! Performance may be degraded.'),
    ('ib_unavailable', 'distributed/libfabric-no-device',
     'E0822 13:12:18.901266   48211 libfabric_common.cpp:111] No network devices found with any provider'),
    ('ib_unavailable', 'distributed/mooncake-no-hca',
     'E0822 13:12:18.214981 48211 transfer_engine_impl.cpp:397] No HCA detected and neither NVLink nor TCP transport is '
     'compiled in'),
    ('cuda_init_failed', 'distributed/ofi-no-cudart',
     'ip-10-1-33-207:48211:48290 [0] int nccl_net_ofi_gpu_init():152 NCCL WARN NET/OFI Failed to find CUDA Runtime '
     'library: libcudart.so: cannot open shared object file: No such file or directory'),
    ('ib_unavailable', 'distributed/ofi-libfabric-too-old',
     'ip-10-1-33-207:48211:48290 [0] int nccl_net_ofi_query_provider_capabilities(const fi_info*, unsigned int):651 NCCL '
     'WARN NET/OFI EFA provider requires at least libfabric version 1.22.0.'),
    ('ib_completion_error', 'distributed/ib-async-catastrophic',
     'gpu-node-07:48211:48302 [3] p2p_plugin.c:390 NCCL WARN NET/IB : mlx5_2:1 async fatal event: local catastrophic error'),
    ('no_socket_interface', 'distributed/ib-plugin-no-ip-interface',
     'gpu-node-07:48211:48302 [3] p2p_plugin.c:544 NCCL WARN NET/IB : No IP interface found.'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round78_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/deepep-gpus-not-on-nvlink", "GPU 0 and GPU 2 are connected via NVLink"),
    ("gpu/pending-row-remapping", "Remapped Rows: Pending: No"),
    ("distributed/libfabric-no-device", "Found 4 network devices with provider efa"),
    ("distributed/ib-async-catastrophic", "NET/IB : mlx5_2:1 async event: port active"),
    ("distributed/ib-plugin-no-ip-interface", "NET/IB : Using [0]mlx5_0:1/IB ; OOB eth0:10.0.0.7<0>"),
    ("distributed/ofi-libfabric-too-old", "NET/OFI Using libfabric version 1.22.0"),
])
def test_round78_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
