"""Round 205 of issue 12: wave 161 (fresh928..930: 12/14 on 61d4a2f8, which never saw them) wired as tuning data;
Unreal Engine's crash dialog 'GPU Crashed or D3D Device Removed' read as Direct3D's device removed; apt's NO_PUBKEY
warning for NVIDIA's repository in the GPU Operator's driver container left open (both blind labellers read none)
(tests/corpus/README.md 'Two-hundred-and-fifth round')."""
from __future__ import annotations

from explain_top import first as top


def test_round205_unreal_gpu_crashed_or_device_removed():
    # fresh928, xverse-engine/XScene-UEPlugin#81, verbatim
    m = top("GPU Crashed or D3D Device Removed. Check log for GPU state information")
    assert m is not None and (m["category"], m["id"]) == ("xid_error", "gpu/d3d-device-removed"), m
