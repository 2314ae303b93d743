"""Round 77 of issue 12: EMITTERS-11, messages of local AI runners and trainers and of Kubernetes distributions' and node
images' GPU pieces read from their source (tests/corpus/emitters.yaml, EMITTERS-11 block). Each new or widened entry read
on the messages of its emitters, and not on near misses (tests/corpus/README.md 'Seventy-seventh round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # concepts and entries widened
    ('no_device_visible', 'concept/build-without-gpu', 'embllm WARNING: Did not use GPU: built without a GPU backend'),
    ('no_device_visible', 'concept/build-without-gpu',
     "thread 'main' panicked at crates/burn-dispatch/src/device.rs:285:25:\nBURN_DEVICE=cuda requested, but the 'cuda' "
     "feature is not enabled."),
    ('no_device_visible', 'concept/build-without-gpu',
     '13:58:02-731204 WARNING  Torch: version="2.7.1+cpu" CPU version installed and CUDA is available - consider reinstalling'),
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded', '14:00:12-004871 ERROR    NVML: Driver Not Loaded'),
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded', 'Got error Failed to initialize NVML, got ret Driver Not Loaded'),
    # entries
    ('dtype_unsupported_by_gpu', 'gpu/sdnext-dtype-capability-failed',
     '13:58:40-220518 WARNING  Torch device capability failed: device=cuda dtype=torch.bfloat16'),
    ('cuda_init_failed', 'gpu/gpt4all-cuda-runtime-missing',
     'WARNING: CUDA runtime libraries not found. Try `pip install "gpt4all[cuda]"`'),
    ('gpu_oom', 'gpu/gpt4all-gpus-insufficient-memory',
     "ValueError: Unable to initialize model on GPU: 'cuda'\nAvailable GPUs: []\nUnavailable GPUs due to insufficient "
     "memory: ['cuda:NVIDIA GeForce RTX 3060 Laptop GPU']"),
    ('driver_not_loaded', 'gpu/jan-no-cuda-driver',
     '20250704 09:12:44.123456 UTC 48211 WARN  No cuda driver, continue with CPU - engine_service.cc:422'),
    ('driver_not_loaded', 'gpu/jan-no-cuda-driver',
     '{"message":"Nvidia-driver is not installed, no available CPU version to fallback"}'),
    ('gpu_oom', 'gpu/lightllm-max-len-check-oom',
     'ERROR 07-11 14:22:05 [basemodel.py:689] check max len infer fail, you can try:1.Set the --mem_fraction or '
     '--max_total_token_num startup parameter to a smaller value.'),
    ('mps_error', 'kube/gke-mps-not-running',
     'E0612 08:14:08.402117       1 nvidia_gpu.go:167] failed to start GPU device manager: NVIDIA MPS is not running on '
     'this node: failed to health check NVIDIA MPS'),
    ('container_runtime_misconfigured', 'kube/minikube-gpus-needs-docker',
     '❌  Exiting due to MK_USAGE: The gpus flag can only be used with the docker driver and docker container-runtime'),
    ('driver_install_failed', 'kube/aks-no-driver-package-for-kernel',
     'No nvidia-vgpu-guest-driver package found for kernel 6.6.92.2.2.azl3 (vm_sku=Standard_NV36ads_A10_v5)'),
    ('driver_install_failed', 'kube/bottlerocket-driver-link-failed',
     "08:13:58 [ERROR] '/usr/bin/ld' failed - stderr: /usr/bin/ld: cannot find "
     "/usr/libexec/nvidia/tesla/bin/570.148.08/nv-kernel.o: No such file or directory"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round77_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


def test_round77_a_build_s_own_missing_object_is_still_not_the_gpu_stack():
    r = explain("/usr/bin/ld: cannot find build/temp.linux-x86_64-3.10/csrc/adam/fused_adam_frontend.o: No such file")
    assert r["matches"] == [] and r["not_gpu_stack"][0]["id"] == "not-stack/linker-missing-object"


@pytest.mark.parametrize("entry,text", [
    ("concept/build-without-gpu", 'Torch: version="2.7.1+cu128" CUDA version installed and CUDA is available'),
    ("concept/build-without-gpu", "the 'cuda' feature is enabled"),
    ("gpu/sdnext-dtype-capability-failed", "Torch device capability: device=cuda dtype=torch.bfloat16 supported"),
    ("gpu/gpt4all-gpus-insufficient-memory", "Unavailable GPUs due to insufficient memory: []"),
    ("gpu/jan-no-cuda-driver", "Found cuda driver 12.4, using the CUDA engine"),
    ("kube/gke-mps-not-running", "NVIDIA MPS is running on this node"),
    ("kube/aks-no-driver-package-for-kernel", "Found CUDA package for kernel 6.6.92.2.2.azl3"),
    ("kube/minikube-gpus-needs-docker", "minikube start --driver docker --gpus all"),
])
def test_round77_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
