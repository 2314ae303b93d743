"""NVIDIA's CUDA toolkit -> minimum driver table and the compatibility rules (doctor/gpu/cuda.py),
image-tag parsing (doctor/gpu/images.py) and node driver labels (doctor/gpu/gfd.py)."""
from __future__ import annotations

import pytest

from doctor.gpu.cuda import (TOOLKIT_MIN_DRIVER, Compat, driver_max_cuda, fmt, is_datacenter_gpu,
                             parse_version, verdict)
from doctor.gpu.gfd import from_labels, from_report
from doctor.gpu.images import container_cuda, cuda_from_image, driver_from_image


def one_patch_below(driver: str) -> tuple[int, ...]:
    v = list(parse_version(driver))
    v[-1] -= 1
    return tuple(v)


@pytest.mark.parametrize("cuda,name,driver", TOOLKIT_MIN_DRIVER, ids=[r[1] for r in TOOLKIT_MIN_DRIVER])
def test_every_release_at_its_driver_boundary(cuda, name, driver):
    at = verdict(cuda, parse_version(driver))
    assert at is not None and at.status is Compat.OK, (name, driver)
    below = verdict(cuda, one_patch_below(driver))
    assert below.status is not Compat.OK, (name, one_patch_below(driver))
    assert below.required_driver == driver


def test_table_is_ordered_and_monotonic():
    cudas = [r[0] for r in TOOLKIT_MIN_DRIVER]
    assert cudas == sorted(cudas) and len(set(cudas)) == len(cudas)
    drivers = [parse_version(r[2]) + (0,) * (3 - len(parse_version(r[2]))) for r in TOOLKIT_MIN_DRIVER]
    assert drivers == sorted(drivers)


@pytest.mark.parametrize("branch,expected", [
    ((525, 60, 13), (12, 0)), ((530, 30, 2), (12, 1)), ((535, 129, 3), (12, 2)), ((545, 23, 8), (12, 3)),
    ((550, 127, 5), (12, 4)), ((555, 42, 6), (12, 5)), ((560, 35, 3), (12, 6)), ((565, 57, 1), (12, 7)),
    ((570, 124, 6), (12, 8)), ((575, 57, 8), (12, 9)), ((580, 95, 5), (13, 0)), ((590, 48, 1), (13, 1)),
    ((595, 71, 5), (13, 2)), ((520, 61, 5), (11, 8)), ((470, 82, 1), (11, 4)), ((450, 80, 2), (11, 0)),
])
def test_driver_branch_max_cuda(branch, expected):
    assert driver_max_cuda(branch) == expected


def test_minor_version_compatibility_within_a_major():
    v = verdict((12, 4), (535, 129, 3))
    assert v.status is Compat.MINOR_COMPAT and v.driver_max_cuda == (12, 2)
    # the 12.x family minimum is 525.60.13: one patch below is no longer compatible
    assert verdict((12, 8), (525, 60, 13)).status is Compat.MINOR_COMPAT
    assert verdict((12, 8), (525, 60, 12)).status is Compat.INCOMPATIBLE
    # 11.x needs 450.80.02 for minor-version compatibility (release-notes footnote)
    assert verdict((11, 8), (450, 80, 2)).status is Compat.MINOR_COMPAT
    assert verdict((11, 8), (450, 51, 6)).status is Compat.INCOMPATIBLE


def test_crossing_a_major_is_incompatible():
    v = verdict((13, 0), (575, 57, 8))
    assert v.status is Compat.INCOMPATIBLE and "supports CUDA up to 12.9" in v.reason
    assert verdict((12, 1), (520, 61, 5)).status is Compat.INCOMPATIBLE


def test_unknown_release_is_none_not_a_guess():
    assert verdict((12, 7), (565, 57, 1)) is None     # no 12.7 toolkit exists
    assert verdict((10, 2), (440, 33, 1)) is None
    assert verdict((12, 4, 9), (550, 54, 15)).ok       # a patch beyond the table maps to that minor's newest row


def test_datacenter_gpu_names():
    assert is_datacenter_gpu("NVIDIA-A100-SXM4-80GB") is True
    assert is_datacenter_gpu("Tesla-T4") is True
    assert is_datacenter_gpu("NVIDIA H100 80GB HBM3") is True
    assert is_datacenter_gpu("NVIDIA-GeForce-RTX-4090") is False
    assert is_datacenter_gpu("Some-New-Card") is None


@pytest.mark.parametrize("image,cuda", [
    ("nvidia/cuda:12.1.0-runtime-ubuntu22.04", (12, 1, 0)),
    ("nvidia/cuda:12.1-runtime-ubuntu20.04", (12, 1)),
    ("nvcr.io/nvidia/cuda:12.4.1-devel-ubuntu22.04@sha256:0123", (12, 4, 1)),
    ("registry.local:5000/nvidia/cuda:11.8.0-cudnn8-runtime-ubuntu22.04", (11, 8, 0)),
    ("pytorch/pytorch:2.1.0-cuda12.1-cudnn8-devel", (12, 1)),
    ("pytorch/pytorch:2.7.0-cuda12.8-cudnn9-runtime", (12, 8)),
    ("nvcr.io/nvidia/pytorch:24.01-py3", (12, 3, 2)),
    ("nvcr.io/nvidia/tritonserver:25.01-py3", (12, 8, 0)),
    ("lmsysorg/sglang:v0.5.0-cu130-runtime", (13, 0)),
    ("ghcr.io/example/train:torch2.3-cu121", (12, 1)),
])
def test_cuda_from_image(image, cuda):
    assert cuda_from_image(image).version == cuda


@pytest.mark.parametrize("image", ["vllm/vllm-openai:latest", "vllm/vllm-openai:v0.6.3",
                                   "tensorflow/tensorflow:2.15.0-gpu", "nvcr.io/nvidia/pytorch:23.07-py3",
                                   "busybox", "python:3.11-slim", ""])
def test_unknown_images_say_unknown(image):
    assert cuda_from_image(image) is None


def test_env_beats_the_image_tag():
    c = {"image": "nvidia/cuda:12.1.0-base-ubuntu22.04",
         "env": [{"name": "FOO", "value": "1"},
                 {"name": "NVIDIA_REQUIRE_CUDA", "value": "cuda>=12.4 brand=tesla,driver>=470,driver<471"}]}
    hint, idx = container_cuda(c)
    assert hint.version == (12, 4) and hint.source == "env NVIDIA_REQUIRE_CUDA" and idx == 1
    hint, idx = container_cuda({"image": "busybox", "env": [{"name": "CUDA_VERSION", "value": "12.2.2"}]})
    assert hint.version == (12, 2, 2) and idx == 0


def test_driver_image_tag():
    assert driver_from_image("nvcr.io/nvidia/driver:535.129.03-ubuntu22.04") == (535, 129, 3)
    assert driver_from_image("nvcr.io/nvidia/driver:550.127.08-rhcos4.16") == (550, 127, 8)
    assert driver_from_image("nvcr.io/nvidia/k8s-device-plugin:v0.17.0") is None


def _node(labels):
    return {"kind": "Node", "metadata": {"name": "n1", "labels": labels}}


def test_gfd_new_and_deprecated_labels():
    new = from_labels(_node({"nvidia.com/cuda.driver-version.major": "550", "nvidia.com/cuda.driver-version.minor": "107",
                             "nvidia.com/cuda.driver-version.revision": "02", "nvidia.com/cuda.runtime-version.major": "12",
                             "nvidia.com/cuda.runtime-version.minor": "4"}))
    assert new.driver == (550, 107, 2) and new.cuda == (12, 4)
    assert new.pointer == "/metadata/labels/nvidia.com~1cuda.driver-version.major" and new.value == "550"
    old = from_labels(_node({"nvidia.com/cuda.driver.major": "520", "nvidia.com/cuda.driver.minor": "61",
                             "nvidia.com/cuda.driver.rev": "05"}))
    assert old.driver == (520, 61, 5) and old.cuda == (11, 8)   # derived from the table when no runtime label
    two_part = from_labels(_node({"nvidia.com/cuda.driver-version.full": "550.120",
                                  "nvidia.com/cuda.driver-version.revision": ""}))
    assert two_part.driver == (550, 120)
    assert from_labels(_node({"kubernetes.io/os": "linux"})) is None


def test_node_report_driver():
    nd = from_report("n1", {"schema": "doctor.node/v1", "driver_version": "570.124.06", "cuda_version": "12.8",
                            "gpus": [{"name": "NVIDIA H100 80GB HBM3"}]})
    assert nd.driver == (570, 124, 6) and nd.cuda == (12, 8) and nd.product == "NVIDIA H100 80GB HBM3"
    assert fmt(nd.cuda) == "12.8"
