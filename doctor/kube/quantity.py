"""Kubernetes resource quantities (k8s.io/apimachinery/pkg/api/resource): exact parsing of
`500m`, `1.5Gi`, `2e3`, `1k`, `+1`, `.5`, and rejection of everything the API rejects.
Results are cached: a cluster repeats the same few strings hundreds of thousands of times."""
from __future__ import annotations

import math
import re
from fractions import Fraction
from functools import lru_cache

_BINARY = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50, "Ei": 2**60}
_DECIMAL = {"n": Fraction(1, 10**9), "u": Fraction(1, 10**6), "m": Fraction(1, 1000), "": 1,
            "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12, "P": 10**15, "E": 10**18}
_RE = re.compile(r"^([+-]?)(\d+\.?\d*|\.\d+)(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?)$")


class QuantityError(ValueError):
    pass


@lru_cache(maxsize=65536)
def _parse_str(text: str) -> Fraction:
    m = _RE.match(text)
    if not m:
        raise QuantityError(f"invalid quantity {text!r}")
    sign, number, exponent, suffix = m.groups()
    value = Fraction(number)
    if exponent:
        power = int(exponent[1:])
        if abs(power) > 40:
            raise QuantityError(f"quantity {text!r} is out of range")
        value *= Fraction(10) ** power
    elif suffix in _BINARY:
        value *= _BINARY[suffix]
    else:
        value *= _DECIMAL[suffix or ""]
    return -value if sign == "-" else value


def parse_quantity(value: object) -> Fraction:
    """'500m' -> 1/2, '1.5Gi' -> 1610612736, 2 -> 2. Raises QuantityError otherwise."""
    if isinstance(value, bool) or value is None:
        raise QuantityError(f"invalid quantity {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise QuantityError(f"invalid quantity {value!r}")
        return Fraction(str(value))
    if not isinstance(value, str):
        raise QuantityError(f"invalid quantity of type {type(value).__name__}")
    return _parse_str(value)


def to_milli(value: object) -> int:
    """CPU-style integer milli-units, rounded up like resource.Quantity.MilliValue()."""
    return math.ceil(parse_quantity(value) * 1000)


def to_int(value: object) -> int:
    """Integer units rounded up, like resource.Quantity.Value() (bytes, GPUs, pods)."""
    return math.ceil(parse_quantity(value))


def amount(resource: str, value: object) -> int:
    """The unit the scheduler compares in: millicores for cpu, whole units otherwise."""
    return to_milli(value) if resource == "cpu" else to_int(value)


def format_amount(resource: str, amount_: int) -> str:
    """Inverse of amount() for display: 1500 cpu -> '1500m', 3 GPUs -> '3', bytes -> '16Gi'."""
    if resource == "cpu":
        return f"{amount_ // 1000}" if amount_ % 1000 == 0 else f"{amount_}m"
    if resource in ("memory", "ephemeral-storage") or resource.startswith("hugepages-"):
        for suffix, factor in (("Ei", 2**60), ("Pi", 2**50), ("Ti", 2**40), ("Gi", 2**30), ("Mi", 2**20), ("Ki", 2**10)):
            if amount_ and amount_ % factor == 0:
                return f"{amount_ // factor}{suffix}"
    return str(amount_)
