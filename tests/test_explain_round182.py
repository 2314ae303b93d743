"""Round 182 of issue 12: wave 138 (fresh860..862: 12/12 on catalogue cd70883c, which never saw them) and negatives141
(43/44 silent) wired as tuning data; a manifest the Kubernetes API server rejects recognised as not a GPU-stack error
(tests/corpus/README.md 'Hundred-and-eighty-second round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

FLEXAI = ('Error: INSTALLATION FAILED: 1 error occurred:\n        * DaemonSet.apps "npu-device-plugin-daemonset" is invalid: '
          '[spec.template.spec.containers[0].name: Invalid value: "NODE_NAME": a lowercase RFC 1123 label must consist '
          "of lower case alphanumeric characters or '-', spec.template.spec.containers[0].image: Required value]")


@pytest.mark.parametrize("text", [
    FLEXAI,
    'GpuDevicePlugin.deviceplugin.intel.com "gpudeviceplugin-sample" is invalid: spec.tolerations: Invalid value: '
    '"null": spec.tolerations in body must be of type array: "null"',
])
def test_round182_a_rejected_manifest_is_not_the_gpu_stack(text):
    r = explain(text)
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/kubernetes-manifest-invalid"]


@pytest.mark.parametrize("text", [
    # a GPU request the API server refuses stays resource_limits_invalid, alone or beside another rejected field
    'The Deployment "x" is invalid: spec.template.spec.containers[0].resources.requests: Invalid value: "1": must be '
    'equal to nvidia.com/gpu limit',
    'Pod "p" is invalid: [spec.containers[0].name: Invalid value: "A", spec.containers[0].resources.limits: Required '
    'value: Limit must be set for non overcommitable resources]',
])
def test_round182_a_refused_gpu_request_stays_resource_limits_invalid(text):
    m = top(text)
    assert m is not None and m["category"] == "resource_limits_invalid", m and (m["category"], m["id"])
