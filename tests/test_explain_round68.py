"""Round 68 of issue 12: wave 29's first-contact misses (fresh343..347, first run on 6cb2f15d) and negatives43's claim.
Each new or widened entry read on the miss it was written for and on another wording of its emitter, and not on near
misses (tests/corpus/README.md 'Sixty-eighth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # coqui-ai/TTS#3499 (silent): Coqui's message as its source spells it, and the usual spelling
    ("no_device_visible", "gpu/family-no-device", '### Expected behavior\n\n"CUDA is not availabe on this machine."'),
    ("no_device_visible", "gpu/family-no-device", "RuntimeError: CUDA is not available on this machine."),
    # dgl-ke#186 (silent), dgl#2560 (silent), and the communicator's own line alone
    ("rendezvous_unreachable", "distributed/dgl-server-cannot-bind",
     "Error: port 30051 is not available.\nError: port 30050 is not available."),
    ("rendezvous_unreachable", "distributed/dgl-server-cannot-bind",
     "/opt/dgl/src/rpc/network/tcp_socket.cc:69: Failed bind on 16x.1xx.1xx.1xx:3026 ,errno=99\n\n"
     "dgl._ffi.base.DGLError: [11:33:22] /opt/dgl/src/rpc/network/socket_communicator.cc:197: Cannot bind to "
     "16x.1xx.1xx.1xx:3026"),
    ("rendezvous_unreachable", "distributed/dgl-server-cannot-bind",
     "dgl._ffi.base.DGLError: [09:01:17] /opt/dgl/src/rpc/network/socket_communicator.cc:240: Cannot bind to "
     "10.0.0.5:30050"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round68_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("distributed/dgl-server-cannot-bind", "Error: port 7860 is not available, trying port 7861"),
    ("distributed/dgl-server-cannot-bind", "Successfully bind on 10.0.0.5:30050"),
    ("gpu/family-no-device", "CUDA is availabe on this machine."),
])
def test_round68_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round68_a_dataloader_worker_killed_by_sigkill_is_host_memory():
    # negatives43 BERT-like-is-All-You-Need#7 (read shm_insufficient by resemblance, low): SIGKILL is the OOM killer's
    r = explain("when I load train data for epoch 1, only load a litte, it send RuntimeError: DataLoader worker (pid 3019) "
                "is killed by signal: Killed. But I monitoring my cpu, there still is 1G space remained.")
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/host-oom-killer"]
    # a worker ended by SIGBUS is still /dev/shm
    assert top("RuntimeError: DataLoader worker (pid 4168) is killed by signal: Bus error.")["category"] == "shm_insufficient"
