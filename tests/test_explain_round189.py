"""Round 189 of issue 12: wave 145 (fresh880..882: 22/22 on 4ef6a74c, r47's last commit, which never saw them) and
negatives147 (28/28 silent) wired as tuning data; Bazel's 'no such attribute ... rule' recognised as not the GPU stack
(the rebuilt index had read a negative's Bazel log as cuda_library_version_mismatch) (tests/corpus/README.md
'Hundred-and-eighty-ninth round')."""
from __future__ import annotations

from doctor.explain import explain
from explain_top import first as top

# negatives131, elixir-nx/xla PR#9 (the first two lines, paths shortened)
BAZEL = (
    "ERROR: /Users/x/.cache/xla_extension/tf-d5b57ca/tensorflow/compiler/xla/extension/BUILD:134:8: "
    "//tensorflow/compiler/xla/extension:xla_extension: no such attribute 'extension' in '_real_pkg_tar' rule\n"
    "ERROR: Skipping '//tensorflow/compiler/xla/extension:xla_extension': Error evaluating "
    "'//tensorflow/compiler/xla/extension:xla_extension': error loading package 'tensorflow/compiler/xla/extension': "
    "Package 'tensorflow/compiler/xla/extension' contains errors\n"
    "WARNING: Target pattern parsing failed.\n")


def test_round189_bazel_rule_without_the_attribute_is_not_the_gpu_stack():
    r = explain(BAZEL)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/bazel-build-file-invalid"]


def test_round189_a_mamba_extension_without_its_cuda_runtime_is_cuda_init():
    # fresh881, state-spaces/mamba#450, verbatim
    m = top("import selective_scan_cuda\n"
            "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory")
    assert m is not None and m["category"] == "cuda_init_failed", m


def test_round189_a_bazel_cuda_configure_failure_is_left_to_the_catalogue():
    text = "ERROR: An error occurred during the fetch of repository 'local_config_cuda': Cannot find cuda library libcudart.so"
    assert "not-stack/bazel-build-file-invalid" not in [e["id"] for e in explain(text).get("not_gpu_stack", [])]
