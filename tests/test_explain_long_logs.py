"""Reading long logs (session r18): each distinct line is scanned once, and a line that opens with its own time stamp is
never read as the wrapped continuation of the line above (benchmarks/explain_bench.py measures the cost)."""
import pytest

import doctor.signatures as S
from doctor.explain import explain


@pytest.mark.parametrize("line", [
    "2024-05-01T10:00:01.123Z stderr F detected",
    "2024-05-01 10:00:01,123 - root - ERROR - detected",
    "[2024-05-01T10:00:01Z] detected",
    "E0501 10:00:01.123456    1234 server.go:42] detected",
    "May  1 10:00:01 node-3 kernel: detected",
    "[   12.345678] NVRM: detected",
])
def test_a_stamped_line_opens_a_new_record(line):
    assert S._new_record(line)


@pytest.mark.parametrize("line", ["detected", "  detected on this machine", "0/3 nodes are available", "12 GiB free"])
def test_an_unstamped_line_may_continue_the_one_above(line):
    assert not S._new_record(line)


def test_a_wrapped_message_is_still_joined():
    m = explain("RuntimeError: CUDA error: no CUDA-capable device is\ndetected")["matches"]
    assert m and m[0]["category"] == "no_device_visible"


def test_a_repeated_line_is_scanned_once(monkeypatch):
    calls = []
    real = S._best

    def counting(line, sigs=None):
        calls.append(line)
        return real(line, sigs)

    monkeypatch.setattr(S, "_best", counting)
    text = "\n".join(["UserWarning: None of the inputs have requires_grad=True. Gradients will be None"] * 500)
    list(S.iter_matches(text))
    assert len(calls) == len(set(calls)) and len(calls) <= 3, len(calls)
