"""CUDA toolkit <-> Linux driver compatibility, from NVIDIA's CUDA Toolkit Release Notes
(https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html, "Table 3 CUDA Toolkit
and Corresponding Driver Versions" and "Table 2 ... Minimum Required Driver Version for CUDA
Minor Version Compatibility") and the CUDA Compatibility guide
(https://docs.nvidia.com/deploy/cuda-compatibility/). See shared/reference/gpu-stack.md (a).

Rules the doctor applies (verdict()):
- OK: driver >= the minimum driver of that exact toolkit release (Table 3).
- MINOR_COMPAT: same CUDA major, driver >= the major family's minimum (Table 2, e.g. 12.x
  needs >= 525.60.13): the app generally runs through minor-version compatibility, but
  features that need a newer driver and PTX newer than the driver's JIT fail at call time,
  and the container toolkit's NVIDIA_REQUIRE_CUDA check (nvidia/cuda based images) refuses
  to start the container unless a brand/driver clause matches.
- INCOMPATIBLE: anything else (older than the family minimum, or a newer CUDA major): the
  CUDA runtime fails with "CUDA driver version is insufficient for CUDA runtime version",
  unless forward compatibility (cuda-compat) is used, which works only on data-center GPUs
  and selected driver branches.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

Version = tuple[int, ...]

# (CUDA release as major.minor.patch, release name in NVIDIA's table, minimum Linux x86_64 driver)
# "Update N" releases are X.Y.N. Source: CUDA Toolkit Release Notes, Table 3.
TOOLKIT_MIN_DRIVER: tuple[tuple[Version, str, str], ...] = (
    ((11, 0, 1), "CUDA 11.0.1 RC", "450.36.06"),
    ((11, 0, 2), "CUDA 11.0.2 GA", "450.51.05"),
    ((11, 0, 3), "CUDA 11.0.3 Update 1", "450.51.06"),
    ((11, 1, 0), "CUDA 11.1 GA", "455.23"),
    ((11, 1, 1), "CUDA 11.1.1 Update 1", "455.32"),
    ((11, 2, 0), "CUDA 11.2.0 GA", "460.27.03"),
    ((11, 2, 1), "CUDA 11.2.1 Update 1", "460.32.03"),
    ((11, 2, 2), "CUDA 11.2.2 Update 2", "460.32.03"),
    ((11, 3, 0), "CUDA 11.3.0 GA", "465.19.01"),
    ((11, 3, 1), "CUDA 11.3.1 Update 1", "465.19.01"),
    ((11, 4, 0), "CUDA 11.4.0 GA", "470.42.01"),
    ((11, 4, 1), "CUDA 11.4 Update 1", "470.57.02"),
    ((11, 4, 2), "CUDA 11.4 Update 2", "470.57.02"),
    ((11, 4, 3), "CUDA 11.4 Update 3", "470.82.01"),
    ((11, 4, 4), "CUDA 11.4 Update 4", "470.82.01"),
    ((11, 5, 0), "CUDA 11.5 GA", "495.29.05"),
    ((11, 5, 1), "CUDA 11.5 Update 1", "495.29.05"),
    ((11, 5, 2), "CUDA 11.5 Update 2", "495.29.05"),
    ((11, 6, 0), "CUDA 11.6 GA", "510.39.01"),
    ((11, 6, 1), "CUDA 11.6 Update 1", "510.47.03"),
    ((11, 6, 2), "CUDA 11.6 Update 2", "510.47.03"),
    ((11, 7, 0), "CUDA 11.7 GA", "515.43.04"),
    ((11, 7, 1), "CUDA 11.7 Update 1", "515.48.07"),
    ((11, 8, 0), "CUDA 11.8 GA", "520.61.05"),
    ((12, 0, 0), "CUDA 12.0 GA", "525.60.13"),
    ((12, 0, 1), "CUDA 12.0 Update 1", "525.85.12"),
    ((12, 1, 0), "CUDA 12.1 GA", "530.30.02"),
    ((12, 1, 1), "CUDA 12.1 Update 1", "530.30.02"),
    ((12, 2, 0), "CUDA 12.2 GA", "535.54.03"),
    ((12, 2, 1), "CUDA 12.2 Update 1", "535.86.09"),
    ((12, 2, 2), "CUDA 12.2 Update 2", "535.104.05"),
    ((12, 3, 0), "CUDA 12.3 GA", "545.23.06"),
    ((12, 3, 1), "CUDA 12.3 Update 1", "545.23.08"),
    ((12, 4, 0), "CUDA 12.4 GA", "550.54.14"),
    ((12, 4, 1), "CUDA 12.4 Update 1", "550.54.15"),
    ((12, 5, 0), "CUDA 12.5 GA", "555.42.02"),
    ((12, 5, 1), "CUDA 12.5 Update 1", "555.42.06"),
    ((12, 6, 0), "CUDA 12.6 GA", "560.28.03"),
    ((12, 6, 1), "CUDA 12.6 Update 1", "560.35.03"),
    ((12, 6, 2), "CUDA 12.6 Update 2", "560.35.03"),
    ((12, 6, 3), "CUDA 12.6 Update 3", "560.35.05"),
    ((12, 8, 0), "CUDA 12.8 GA", "570.26"),
    ((12, 8, 1), "CUDA 12.8 Update 1", "570.124.06"),
    ((12, 9, 0), "CUDA 12.9 GA", "575.51.03"),
    ((12, 9, 1), "CUDA 12.9 Update 1", "575.57.08"),
    ((13, 0, 0), "CUDA 13.0 GA", "580.65.06"),
    ((13, 0, 1), "CUDA 13.0 Update 1", "580.82.07"),
    ((13, 0, 2), "CUDA 13.0 Update 2", "580.95.05"),
    ((13, 1, 0), "CUDA 13.1 GA", "590.44.01"),
    ((13, 1, 1), "CUDA 13.1 Update 1", "590.48.01"),
    ((13, 2, 0), "CUDA 13.2 GA", "595.45.04"),
    ((13, 2, 1), "CUDA 13.2 Update 1", "595.58.03"),
    ((13, 2, 2), "CUDA 13.2 Update 2", "595.71.05"),
)

# Minor-version compatibility (Table 2): the oldest driver of each CUDA major that runs any
# toolkit of that major. 11.x: 450.80.02 per the release-notes footnote (11.0 GA shipped
# with an older driver). 12.x: 525.60.13 (12.0 GA's driver). 13.x: >= 580 (580.65.06).
FAMILY_MIN_DRIVER: dict[int, str] = {11: "450.80.02", 12: "525.60.13", 13: "580.65.06"}

# Driver branches that report a CUDA version with no toolkit release of its own
# (R565 drivers print "CUDA Version: 12.7" in nvidia-smi).
BRANCH_MAX_CUDA_OVERRIDE: dict[int, tuple[int, int]] = {565: (12, 7)}

# Data-center GPUs (forward compatibility is supported there; see a.3). Product names are
# GFD-sanitised (`NVIDIA-A100-SXM4-80GB`, `Tesla-T4`) or nvidia-smi's (`NVIDIA H100 80GB HBM3`).
_DATACENTER = re.compile(
    r"(?i)(tesla|\b|[-_ ])(a100|a800|a30|a40|a10g?|a16|a2|h100|h200|h800|h20|gh200|b100|b200|b300|gb200|"
    r"l4|l40s?|l20|t4|v100|p100|p40|p4|k80|m60|rtx-?a?6000-?ada|rtx-?pro-?6000)(\b|[-_ ])")
_CONSUMER = re.compile(r"(?i)geforce|titan|quadro|\bgtx\b|rtx[- ]?[2-5]0[5-9]0")


class Compat(str, Enum):
    OK = "ok"
    MINOR_COMPAT = "minor_compat"
    INCOMPATIBLE = "incompatible"


@dataclass(frozen=True)
class Verdict:
    status: Compat
    cuda: Version
    driver: Version
    required_driver: str          # minimum driver of that exact toolkit release ("" if unknown)
    release: str                  # NVIDIA's release name, e.g. "CUDA 12.4 Update 1"
    driver_max_cuda: tuple[int, int] | None
    reason: str                   # one sentence, plain English

    @property
    def ok(self) -> bool:
        return self.status is Compat.OK


def parse_version(text: object) -> Version | None:
    """'535.129.03' -> (535, 129, 3); '12.4' -> (12, 4); 'v12.1.0' -> (12, 1, 0). None if not a version."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        text = str(text)
    if not isinstance(text, str):
        return None
    m = re.match(r"^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?", text)
    if not m:
        return None
    return tuple(int(g) for g in m.groups() if g is not None)


def fmt(version: Version | None) -> str:
    if version is None:
        return "?"
    return ".".join(str(p) for p in version)


def fmt_driver(version: Version) -> str:
    """Drivers print the third part zero-padded: (535, 129, 3) -> '535.129.03'."""
    if len(version) >= 3:
        return f"{version[0]}.{version[1]:02d}.{version[2]:02d}"
    return fmt(version)


def _pad(v: Version, n: int = 3) -> Version:
    return tuple(v) + (0,) * (n - len(v))


@lru_cache(maxsize=4096)
def release_for(cuda: Version) -> tuple[Version, str, str] | None:
    """The table row for a CUDA version. 'X.Y' means the GA (X.Y.0); a patch beyond the
    table (12.4.2) maps to the newest row of that minor; an unknown minor maps to None."""
    cuda = _pad(cuda)[:3]
    same_minor = [row for row in TOOLKIT_MIN_DRIVER if row[0][:2] == cuda[:2]]
    if not same_minor:
        return None
    exact = [row for row in same_minor if row[0] == cuda]
    if exact:
        return exact[0]
    older = [row for row in same_minor if row[0] <= cuda]
    return older[-1] if older else same_minor[0]


@lru_cache(maxsize=4096)
def driver_max_cuda(driver: Version) -> tuple[int, int] | None:
    """The newest CUDA major.minor a driver supports natively (what nvidia-smi prints as
    "CUDA Version", = nvmlSystemGetCudaDriverVersion, = GFD cuda.runtime-version labels)."""
    if not driver:
        return None
    if driver[0] in BRANCH_MAX_CUDA_OVERRIDE:
        return BRANCH_MAX_CUDA_OVERRIDE[driver[0]]
    best = None
    d = _pad(driver)
    for cuda, need in _table():
        if d >= need:
            best = cuda[:2] if best is None or cuda[:2] > best else best
    return best


@lru_cache(maxsize=1)
def _table() -> tuple[tuple[Version, Version], ...]:
    return tuple((cuda, _pad(parse_version(need))) for cuda, _, need in TOOLKIT_MIN_DRIVER)


def family_min_driver(major: int) -> Version | None:
    need = FAMILY_MIN_DRIVER.get(major)
    return parse_version(need) if need else None


@lru_cache(maxsize=16384)
def verdict(cuda: Version, driver: Version) -> Verdict | None:
    """Can a CUDA `cuda` application run on driver `driver`? None when the CUDA release is
    not in NVIDIA's table (too old, a typo, or newer than this table)."""
    row = release_for(cuda)
    max_cuda = driver_max_cuda(driver)
    if row is None:
        return None
    release_cuda, name, need = row
    need_v = parse_version(need)
    d = _pad(driver)
    shown = fmt(cuda)
    if d >= _pad(need_v):
        return Verdict(Compat.OK, cuda, driver, need, name, max_cuda,
                       f"driver {fmt_driver(driver)} meets {name}'s minimum {need}")
    fam = family_min_driver(cuda[0])
    drv_major_cuda = max_cuda[0] if max_cuda else None
    if fam is not None and d >= _pad(fam) and drv_major_cuda == cuda[0]:
        return Verdict(Compat.MINOR_COMPAT, cuda, driver, need, name, max_cuda,
                       f"driver {fmt_driver(driver)} is older than {name}'s minimum {need} but within the "
                       f"CUDA {cuda[0]}.x family (>= {FAMILY_MIN_DRIVER[cuda[0]]}): it runs through "
                       f"minor-version compatibility, with limits (no PTX newer than the driver, no "
                       f"features that need a newer driver)")
    supports = f"supports CUDA up to {fmt(max_cuda)}" if max_cuda else "predates CUDA 11"
    return Verdict(Compat.INCOMPATIBLE, cuda, driver, need, name, max_cuda,
                   f"CUDA {shown} needs driver >= {need} ({name}); driver {fmt_driver(driver)} {supports}")


def is_datacenter_gpu(product: str | None) -> bool | None:
    """True for data-center GPUs (forward compatibility supported), False for GeForce/consumer
    parts, None when the product name is unknown or not recognised."""
    if not product:
        return None
    if _CONSUMER.search(product):
        return False
    if _DATACENTER.search(product):
        return True
    return None


def cuda_from_api_version(value: int) -> tuple[int, int]:
    """PyTorch's 'found version 12080' / nvmlSystemGetCudaDriverVersion: 1000*major + 10*minor."""
    return value // 1000, (value % 1000) // 10
