"""Round 15 (CATALOGUE-13: the fresh23..26 first runs). First: explain raised ValueError on aws/deep-learning-containers#4990
(fresh24): NGC's 'built for NVIDIA Driver Release 470.57 or later, but version 470.256.02' captured driver release
strings in the group names PyTorch's integer ('found version 11040') and nvidia-container-cli's 'cuda>=12.4' use, and
explain's post-processing turned any 'found' into an int. Group names now carry one meaning each
(doctor.explain.version_details); these tests run that post-processing on every form and on hostile values."""
import re

import pytest

from doctor.explain import explain, version_details
from doctor.signatures import catalogue


def first(text):
    m = explain(text)["matches"]
    return m[0] if m else None


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
