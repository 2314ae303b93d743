"""Round 60 of issue 12: session r22's wave 22 (fresh318, BY CAUSE in autonomous driving and 3D perception; first run
5/6 on caa6fc4). The new entry read on the first-run miss it was written for, on other programs that print the same
Thrust message, and not on near misses with the same words but not the cause (tests/corpus/README.md 'Sixtieth
round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

ENTRY = "gpu/thrust-not-compiled-for-sm"

MISSES = [
    # fresh318 autoware_universe#6461: lidar_centerpoint on an RTX 4090 (was no_device_visible, by the trailing
    # 'invalid device ordinal' that Thrust reports the missing architecture as)
    ("> [ERROR] [launch_ros.actions.load_composable_nodes]: Failed to load node 'lidar_centerpoint' of type "
     "'centerpoint::LidarCenterPointNode' in container 'pointcloud_container': Component constructor threw an exception: "
     "This program was not compiled for SM 89  \n: cudaErrorInvalidDevice: invalid device ordinal"),
]

VARIANTS = [
    # thrust::system_error uncaught, another GPU (Autoware's node as a process)
    ("[lidar_centerpoint_node-1] terminate called after throwing an instance of 'thrust::system::system_error'\n"
     "[lidar_centerpoint_node-1]   what():  This program was not compiled for SM 75\n"
     "[lidar_centerpoint_node-1] : cudaErrorInvalidDevice: invalid device ordinal"),
    # XGBoost 3.x wheels on a Pascal P100 (built for SM 70+)
    ("xgboost.core.XGBoostError: This program was not compiled for SM 60\n: cudaErrorInvalidDevice: invalid device "
     "ordinal"),
    # a PyTorch extension using Thrust (simple-knn's distCUDA2), the error name cut off
    ("RuntimeError: This program was not compiled for SM 120"),
]


@pytest.mark.parametrize("text", MISSES + VARIANTS)
def test_round60_reads_the_thrust_architecture_message_as_no_kernel_image(text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("no_kernel_image_arch", ENTRY), m and (m["category"], m["id"])


@pytest.mark.parametrize("text", [
    # Direct3D shader model, not a CUDA architecture (Diligent Engine's DXBC remapper)
    "Can not change space for resource 'g_Tex' because the shader was not compiled for SM 5.1.",
    # a CPU-only build, and the invalid ordinal alone
    "This program was not compiled with CUDA support.",
    "CUDA error: cudaErrorInvalidDevice: invalid device ordinal",
    # the words in a build script's comment, with no SM number
    "# otherwise: This program was not compiled for SM of your GPU",
])
def test_round60_near_misses_are_not_read_by_the_new_entry(text):
    assert ENTRY not in [m["id"] for m in explain(text)["matches"]]


def test_round60_invalid_ordinal_alone_still_reads_no_device():
    m = top("CUDA error: cudaErrorInvalidDevice: invalid device ordinal")
    assert m is not None and m["category"] == "no_device_visible"
