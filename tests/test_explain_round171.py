"""Round 171 of issue 12: wave 127 (GitHub issue threads, fresh823..827: 35/37 on catalogue 8ccc6ad1, which never saw
them) and negatives131 (39/39 silent) wired as tuning data; CUDA.jl#715 fixed by cause, accelerate#359 left open: its
'no kernel image is available' reads first, as fresh175 and fresh300 label that shape (tests/corpus/README.md
'Hundred-and-seventy-first round')."""
from __future__ import annotations

from doctor.explain import explain
from explain_top import first as top


def test_round171_reads_cudajl_refusing_a_toolkit_release():
    m = top("CUDA.jl does not yet support CUDA with nvdisasm 11.2.135")
    assert m is not None and (m["category"], m["id"]) == ("cuda_library_version_mismatch",
                                                          "gpu/cudajl-toolkit-not-supported-yet"), m


def test_round171_entry_stays_silent_on_a_supported_toolkit():
    ids = [m["id"] for m in explain("CUDA.jl supports CUDA 11.2 (nvdisasm 11.2.135)")["matches"]]
    assert "gpu/cudajl-toolkit-not-supported-yet" not in ids


def test_round171_no_kernel_image_reads_first_beside_the_compiler_lines():
    # accelerate#359 (open): the kernel-image line keeps its first place, the compiler lines follow as findings
    text = ("'sm_52' is not a recognized processor for this target (ignoring processor)\n"
            "./Data/Array/Accelerate/LLVM/PTX/State.hs:50:9: (unhandled): CUDA Exception: no kernel image is available "
            "for execution on the device\n"
            "ptxas application ptx input, line 6; error   : PTX .version 3.2 does not support .target sm_52")
    cats = [m["category"] for m in explain(text)["matches"]]
    assert cats[0] == "no_kernel_image_arch" and "cuda_toolkit_arch_unsupported" in cats, cats
