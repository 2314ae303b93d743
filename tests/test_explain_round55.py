"""Round 55 of issue 12 (CATALOGUE-51): session r18's wave 17 (fresh285..290, BY CAUSE in time-series and tabular
foundation models, wireless/telecom and signal processing, document AI and OCR, embedding/reranker/retrieval serving,
federated learning and hyperparameter search, ML compilers and alternative runtimes; first run 79/88 on 6a656df). Each
new or widened entry read on the first-run miss it was written for (its text's failure lines), on another wording its
emitter produces, and not on a near miss with the same words but not the cause; negatives33's claim
(whisper.cpp#1411) silent by not-stack/ggml-metal-init (tests/corpus/README.md 'Fifty-fifth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh286 sionna#124: Dr.Jit's OptiX start-up under Mitsuba 3 / Sionna RT
    ('Error while loading "/usr/local/lib/python3.8/dist-packages/sionna/rt/scenes/munich/munich.xml" (near line 1, '
     'col 1): could not instantiate scene plugin of type "scene": Could not initialize OptiX!',
     "graphics_driver_unavailable", "gpu/optix-init-failed"),
    # fresh286 gnss-sdr#434
    ("Configuration error in Tracking_1C block: implementation Gps_L1_Ca_Dll_Pll_Tracking_GPU_cc not available.",
     "no_device_visible", "gpu/gnss-sdr-gpu-implementation-not-built"),
    # fresh286 arrayfire-python#39
    ('>>> af.backend.set( "cuda" )\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n'
     '  File "/usr/lib64/python3.4/site-packages/arrayfire/library.py", line 59, in set\n'
     '    raise RuntimeError("Could not load any ArrayFire %s backend" % name)\n'
     "RuntimeError: Could not load any ArrayFire cuda backend", "cuda_init_failed",
     "gpu/arrayfire-cuda-backend-not-loaded"),
    # fresh287 nougat#166
    ("WARNING:root:GPU VRAM is too small. Computing on CPU.", "gpu_oom", "gpu/program-says-gpu-vram-too-small"),
    # fresh288 text-generation-inference#686
    ("2023-07-24T02:39:19.746433Z  WARN text_generation_launcher: Could not import Flash Attention enabled models: GPU "
     "with CUDA capability 7 0 is not supported", "dtype_unsupported_by_gpu", "gpu/tgi-flash-attention-capability"),
    # fresh288 milvus#4340
    ("WARN: increase temp memory to avoid cudaMalloc, or decrease query/add size (alloc 134217728 B, highwater 0 B)\n"
     "WARN: increase temp memory to avoid cudaMalloc, or decrease query/add size (alloc 134217728 B, highwater "
     "134217728 B)", "gpu_oom", "gpu/faiss-temp-memory-cudamalloc"),
    # fresh290 iree#22147 (the compiler's diagnostics with the command line naming sm_100)
    ("iree.compiler.tools.binaries.CompilerToolError: Error invoking IREE compiler tool iree-compile\nError code: 1\n"
     "Diagnostics:\n<stdin>:10:7: error: missing GPU target in #hal.executable.target\n"
     '<stdin>:4:3: error: failed to run configuration of source executable to target executable for backend '
     '#hal.executable.target<"cuda", "cuda-nvptx-fb">\n\nInvoked with:\n iree-compile - --iree-input-type=auto '
     "--iree-cuda-target=sm_100 --iree-hal-target-device=cuda", "cuda_toolkit_arch_unsupported",
     "gpu/iree-missing-cuda-gpu-target"),
]

VARIANTS = [
    # the same emitters, other versions / numbers / devices / wordings
    ("RuntimeError: Could not initialise OptiX!", "graphics_driver_unavailable", "gpu/optix-init-failed"),
    ("Configuration error in Acquisition_1C block: implementation GPS_L1_CA_PCPS_CUDA_Acquisition not available.",
     "no_device_visible", "gpu/gnss-sdr-gpu-implementation-not-built"),
    ("Configuration error in Tracking_1B block: implementation Galileo_E1_DLL_PLL_VEML_Tracking_GPU is not available.",
     "no_device_visible", "gpu/gnss-sdr-gpu-implementation-not-built"),
    ("RuntimeError: Could not load any ArrayFire CUDA backend", "cuda_init_failed",
     "gpu/arrayfire-cuda-backend-not-loaded"),
    ("ERROR: GPU VRAM is too small for this model (3.8 GiB, need 12 GiB)", "gpu_oom",
     "gpu/program-says-gpu-vram-too-small"),
    ("RuntimeError: GPU memory is too small: 4.0 GiB", "gpu_oom", "gpu/program-says-gpu-vram-too-small"),
    ("ImportError: GPU with CUDA capability 6 1 is not supported", "dtype_unsupported_by_gpu",
     "gpu/tgi-flash-attention-capability"),
    ("ImportError: GPU with CUDA capability 7 5 is not supported for Flash Attention V2", "dtype_unsupported_by_gpu",
     "gpu/tgi-flash-attention-capability"),
    ("WARN: increase temp memory to avoid cudaMalloc, or decrease query/add size (alloc 1073741824 B, highwater "
     "536870912 B)", "gpu_oom", "gpu/faiss-temp-memory-cudamalloc"),
    ("model.mlir:12:3: error: missing GPU target in #hal.executable.target\nCommand: iree-compile model.mlir "
     "--iree-hal-target-backends=cuda --iree-hal-cuda-llvm-target-arch=sm_90 -o model.vmfb",
     "cuda_toolkit_arch_unsupported", "gpu/iree-missing-cuda-gpu-target"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round55_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("OptiX initialized! Found 1 CUDA capable devices", "gpu/optix-init-failed"),
    ("Configuration error in Tracking_1C block: implementation Gps_L1_Ca_Dll_Pll_Tracking_CC not available.",
     "gpu/gnss-sdr-gpu-implementation-not-built"),
    ("RuntimeError: Could not load any ArrayFire opencl backend", "gpu/arrayfire-cuda-backend-not-loaded"),
    ("WARNING: batch size is too small for the GPU to be used efficiently", "gpu/program-says-gpu-vram-too-small"),
    ("Could not import Flash Attention enabled models: No module named 'dropout_layer_norm'",
     "gpu/tgi-flash-attention-capability"),
    ("setTempMemory: reserving 1536 MiB of temp memory on GPU 0", "gpu/faiss-temp-memory-cudamalloc"),
    # the same IREE error without a CUDA target named (fresh290 iree#21122 is left: the ROCm/SPIR-V paths print it too)
    ("model.mlir:9519:10: error: missing GPU target in #hal.executable.target", "gpu/iree-missing-cuda-gpu-target"),
    ("model.mlir:3:1: error: missing GPU target in #hal.executable.target\n iree-compile model.mlir "
     "--iree-hip-target=gfx1201", "gpu/iree-missing-cuda-gpu-target"),
])
def test_round55_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round55_negative_ggml_metal_is_silent():
    # negatives33 whisper.cpp#1411: ggml's Metal back-end on an Intel Mac's AMD GPU (was resemblance/nvml_init_failed)
    text = ("ggml_metal_init: allocating\nggml_metal_init: found device: AMD Radeon Pro 575X\n"
            "ggml_metal_init: picking default device: AMD Radeon Pro 575X\nggml_metal_init: loading '(null)'\n"
            'ggml_metal_init: error: Error Domain=NSCocoaErrorDomain Code=258 "The file name is invalid."\n'
            "whisper_init_state: ggml_metal_init() failed\nerror: failed to initialize whisper context")
    assert explain(text)["matches"] == []
    # an NVIDIA failure next to ggml's Metal start-up lines keeps its reading
    assert top("ggml_metal_init: allocating\nCUDA error: out of memory")["category"] == "gpu_oom"


def test_round55_left_misses_stay_unread_by_signatures():
    # fresh286 sionna#662: only TensorFlow's exception class, which also names quotas and disk space (negatives3's
    # keras-tuner#390 'ResourceExhaustedError: disk quota exceeded'): no entry reads the bare class
    m = top("ResourceExhaustedError                    Traceback (most recent call last)\nCell In[5], line 31")
    assert m is None or m["id"].startswith(("resemblance/", "classifier/"))
    assert top("tensorflow.python.framework.errors_impl.ResourceExhaustedError: disk quota exceeded [Op:SaveV2]") is None
