"""Kubernetes quantities, checked against apimachinery's own test table
(staging/src/k8s.io/apimachinery/pkg/api/resource/quantity_test.go, TestQuantityParse)."""
from fractions import Fraction

import pytest

from doctor.kube.quantity import QuantityError, amount, format_amount, parse_quantity, to_int, to_milli

GOOD = [
    ("0", 0), ("0n", 0), ("0u", 0), ("0m", 0), ("0Ki", 0), ("0k", 0), ("0Mi", 0), ("0M", 0),
    ("1n", Fraction(1, 10**9)), ("1u", Fraction(1, 10**6)), ("1m", Fraction(1, 1000)),
    ("500m", Fraction(1, 2)), ("1.5Gi", 1610612736), ("2e3", 2000), ("1k", 1000), ("1Ki", 1024),
    ("1Mi", 2**20), ("1Gi", 2**30), ("1Ti", 2**40), ("1Pi", 2**50), ("1Ei", 2**60),
    ("1M", 10**6), ("1G", 10**9), ("1T", 10**12), ("1P", 10**15), ("1E", 10**18),
    ("1E2", 100), ("1e-3", Fraction(1, 1000)), ("12E+2", 1200), (".5", Fraction(1, 2)), ("+1", 1),
    ("-1", -1), ("0.1m", Fraction(1, 10000)), ("100.035k", 100035), ("8", 8),
]
BAD = ["", "1.5.5", "abc", "1KB", "1 Gi", "e3", "--1", "1ki", "1.1.M", "1+1.0M", "1i", "1.0e",
       "0.1mi", "1Gi1", ".", "1e1.0", " 8 ", "8 "]


@pytest.mark.parametrize("text,value", GOOD)
def test_parse(text, value):
    assert parse_quantity(text) == value


@pytest.mark.parametrize("text", BAD)
def test_reject(text):
    with pytest.raises(QuantityError):
        parse_quantity(text)


@pytest.mark.parametrize("value", [None, True, float("nan"), float("inf"), [], {}])
def test_reject_wrong_types(value):
    with pytest.raises(QuantityError):
        parse_quantity(value)


def test_numbers_from_yaml():
    assert parse_quantity(2) == 2 and parse_quantity(0.5) == Fraction(1, 2)


def test_rounding_matches_milli_value_and_value():
    # Quantity.MilliValue / Value round up (quantity.go ScaledValue uses ceiling)
    assert to_milli("0.1m") == 1 and to_milli("1.0001") == 1001 and to_int("100m") == 1 and to_int("1.5") == 2
    assert amount("cpu", "2") == 2000 and amount("memory", "1Ki") == 1024 and amount("nvidia.com/gpu", "8") == 8


def test_format_amount_round_trips():
    assert format_amount("cpu", 1500) == "1500m" and format_amount("cpu", 2000) == "2"
    assert format_amount("memory", 16 * 2**30) == "16Gi" and format_amount("nvidia.com/gpu", 4) == "4"
    assert format_amount("memory", 1000) == "1000"
