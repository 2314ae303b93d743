"""Round 74 of issue 12: wave 33 (repository files, fresh363..366: 15/16 on round 73's final) and EMITTERS-8, messages
of LLM training frameworks, local inference servers and GPU operations tools read from their source
(tests/corpus/emitters.yaml, EMITTERS-8 block). Each new or widened entry read on the messages of its emitters, and not
on near misses (tests/corpus/README.md 'Seventy-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # wave 33's one first-contact miss
    ('gpu_oom', 'gpu/nvbench-skip-oom',
     'Run:  [1/288] run_mha_kvcache [Device=0 num_seqs=1 seq_len=32 num_heads=128]\nSkip: OOM: out of device memory'),
    # EMITTERS-8: concepts widened
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'RuntimeError: SonicMoE requires Hopper (sm_90) or Blackwell (sm_100+) GPU, but detected sm_80.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     '[WARNING:swift] Flash attention is only supported on A100 or H100 GPU during training due to head dim > 64 backward.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'RuntimeError: bf16 precision was requested but not available on this hardware. Please use fp32 precision instead.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm', 'ValueError: This device does not support `pure_bf16`.'),
    ('dtype_unsupported_by_gpu', 'concept/feature-needs-newer-sm',
     'RuntimeError: AMP_FP8 precision is used but current device does not support it.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: HiDream-O1-Image requires a CUDA-capable GPU'),
    ('no_device_visible', 'concept/gpu-not-usable', 'ValueError: MiniMax-Music3 requires an NVIDIA CUDA device.'),
    ('no_device_visible', 'concept/gpu-not-usable',
     'RuntimeError: LigerKernel requires CUDA or NPU, current accelerator is cpu.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: GPU is required to run this example!'),
    ('no_device_visible', 'concept/gpu-not-usable', 'AssertionError: TRTLLM http server should run on GPU node'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: The local rank is larger than the number of available GPUs.'),
    ('no_device_visible', 'concept/gpu-not-usable', 'AssertionError: world size is 8 but have 4 available devices'),
    ('no_device_visible', 'concept/gpu-not-usable', 'RuntimeError: Requested GPUs exceed the number of available devices'),
    ('no_device_visible', 'concept/gpu-not-usable', 'ValueError: Total available GPUs 0 is less than total desired GPUs 8'),
    ('no_device_visible', 'concept/gpu-not-usable',
     'ValueError: Error: local_device_count (0) must be greater than or equal to the product of vllm_data_parallel_size (1)'),
    ('no_device_visible', 'concept/gpu-not-usable',
     '[WARNING|2025-06-03 14:22:09] callbacks.py:566 >> ModuleProfiler: no supported accelerator (CUDA/NPU) found, '
     'profiling disabled.'),
    ('no_device_visible', 'concept/build-without-gpu',
     'warning: llama.cpp was compiled without support for GPU offload. Setting the main GPU has no effect.'),
    # EMITTERS-8: entries
    ('collective_timeout', 'distributed/fairseq-heartbeat-timeout',
     '2025-06-03 14:22:09 | ERROR | fairseq.distributed.distributed_timeout_wrapper | Killing job for not making progress '
     'in 1800 seconds. Set --heartbeat-timeout=-1 to disable this timeout.'),
    ('gpu_p2p_unsupported', 'distributed/axolotl-p2p-not-detected',
     '[2025-06-03 14:22:09,123] [WARNING] [axolotl.utils.trainer] P2P support not detected, setting `NCCL_P2P_DISABLE=1`'),
    ('no_device_visible', 'gpu/torch-invalid-device-id',
     'AssertionError: Invalid device id\n\nThe above exception was the direct cause of the following exception:\n\n'
     'ValueError: fail to get physical gpu id 3'),
    ('cuda_toolkit_arch_unsupported', 'gpu/triton-too-old-for-arch', 'RuntimeError: B300 (sm_103) requires Triton 3.6.x, but found 3.4.0.'),
    ('gpu_oom', 'gpu/trainer-caught-oom', '2025-06-03 14:22:09 | ERROR | fairseq.trainer | OOM during optimization, irrecoverable'),
    ('gpu_oom', 'gpu/trainer-caught-oom',
     '2025-06-03 14:22:09 | WARNING | fairseq.trainer | ran out of memory in validation step, retrying batch'),
    ('gpu_oom', 'gpu/trainer-caught-oom', 'WARNING:composer.callbacks.oom_observer:Out Of Memory (OOM) observed'),
    ('gpu_oom', 'gpu/ollama-model-exceeds-vram', 'Error: unable to load full model on GPU'),
    ('gpu_oom', 'gpu/ollama-model-exceeds-vram',
     'time=2026-12-02T01:14:07.512Z level=WARN source=sched.go:1324 msg="predicted usage exceeds VRAM" '
     'gpu=GPU-7d3c1a52-0000-0000-0000-000000000000 totalMemory=25769803776 predicted=27917287424'),
    ('no_device_visible', 'gpu/ollama-inference-compute-cpu',
     'time=2026-12-02T01:14:07.512Z level=INFO source=types.go:50 msg="inference compute" id=cpu library=cpu compute="" '
     'name=cpu description=cpu libdirs=ollama driver="" pci_id="" type="" total="62.7 GiB" available="58.1 GiB"'),
    ('no_device_visible', 'gpu/ggml-cuda-invalid-device', 'ggml_backend_cuda_init: invalid device 1'),
    ('nvml_init_failed', 'gpu/xinference-pynvml-unknown-error',
     '2026-06-12 08:41:07,512 xinference.device_utils 4123 ERROR    Fail to use pynvml with error: Unknown Error, will '
     'fallback to torch.'),
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded', 'NVML ERROR: Driver Not Loaded'),
    ('nvml_init_failed', 'gpu/gpustat-nvml-unknown-error',
     'Error on querying NVIDIA devices. Use --debug flag to see more details.\nUnknown Error'),
    ('driver_not_loaded', 'runtime/nvml-driver-not-loaded',
     '2026-06-12 08:41:07,512 xinference.device_utils 4123 ERROR    Fail to get GPU info: Driver Not Loaded'),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round74_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("concept/gpu-not-usable", "ValueError: cudf-polars requires CUDA 12.2+ to installed."),       # a version floor
    ("concept/gpu-not-usable", "This model requires a CUDA-capable GPU with 24 GB of memory."),     # prose, no exception
    ("concept/gpu-not-usable", "RuntimeError: LigerKernel requires CUDA or NPU, current accelerator is cuda."),
    ("concept/feature-needs-newer-sm", "SonicMoE requires Hopper (sm_90) or Blackwell (sm_100+) GPU, detected sm_90: ok"),
    ("gpu/nvbench-skip-oom", "Skip: OOM"),                                                         # no nvbench run line
    ("gpu/torch-invalid-device-id", "Invalid device id given in config"),
    ("gpu/ollama-inference-compute-cpu",
     'msg="inference compute" id=GPU-7d3c library=cuda compute=8.6 name=CUDA0 description="NVIDIA GeForce RTX 3090"'),
    ("distributed/axolotl-p2p-not-detected", "P2P support detected, leaving NCCL_P2P_DISABLE unset"),
])
def test_round74_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
