"""The log-reading checks' API (doctor.signatures.scan_text) reads a known non-stack error's line as `explain` does:
no GPU-stack match rests on it (doctor/signatures/not_stack.py), and a GPU-stack line beside it is still found."""
from __future__ import annotations

from doctor.signatures import scan_text

FORK = ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
        "the 'spawn' start method")


def test_a_forked_child_line_gives_the_checks_no_gpu_stack_match():
    assert scan_text(FORK) == []


def test_a_gpu_stack_line_beside_it_is_still_found():
    text = "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n" + FORK
    assert [(m.signature.category, m.line_number) for m in scan_text(text)] == [("gpu_oom", 1)]


def test_the_checks_see_the_same_as_before_without_such_a_line():
    text = "RuntimeError: CUDA error: no kernel image is available for execution on the device"
    assert [m.signature.category for m in scan_text(text)] == ["no_kernel_image_arch"]


def test_a_lead_in_read_joined_with_a_not_stack_line_gives_the_checks_nothing():
    # negatives6 datasets#6435: the prose lead-in joined with the forked-child line read as a CUDA start; explain dropped
    # it from round 35 on, and the checks now drop it by the same rule (not_stack.rests_on_not_stack)
    text = "The map step failed with this error:\n`" + FORK + "`"
    assert scan_text(text) == []


def test_a_lead_in_with_its_own_gpu_words_is_kept_beside_a_not_stack_line():
    text = "RuntimeError: CUDA error: out of memory\n" + FORK
    assert [m.signature.category for m in scan_text(text)] == ["gpu_oom"]
