"""Round 66 of issue 12: waves 26 and 27's first-contact misses (fresh333..339; first runs on 1c80456e and 8029f165)
and negatives42's two claims. Each new entry read on the miss it was written for and on another wording of its emitter,
and not on near misses; the libcuda rule without /usr/local/nvidia as container evidence (tests/corpus/README.md
'Sixty-sixth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    # horovod#2432 (silent), quoted in prose, and the bare exception line
    ("rendezvous_unreachable", "distributed/horovod-no-valid-addresses",
     "Looks like the underlying issue is `horovod.runner.common.util.network.NoValidAddressesFound: Horovod was unable "
     "to connect to task service #1 on any of the following addresses: {'ens192': [('192.168.21.50', 8394)]}.`"),
    ("rendezvous_unreachable", "distributed/horovod-no-valid-addresses",
     "horovod.runner.common.util.network.NoValidAddressesFound: Horovod was unable to connect to the driver service "
     "on any of the following addresses: {'eth0': [('10.0.0.4', 39211)]}."),
    # xorbitsai/inference#3041 (read gpu_oom)
    ("gpu_busy_unavailable", "gpu/xinference-gpu-occupied-by-model",
     '{\n    "detail": "[address=0.0.0.0:22635, pid=141] GPU index 0 has been occupied with a vLLM model: '
     'qwen2.5-instruct-0, therefore cannot allocate GPU memory for a new model."\n}'),
    # xorbitsai/inference#945 (silent) and the 4-bit quantizer's ValueError
    ("gpu_oom", "gpu/transformers-quantized-model-dispatched-off-gpu",
     "错误信息：\nSome modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit the "
     "quantized model. If you want to dispatch the model on the CPU or the disk while keeping these modules in 32-bit, "
     "you need to set `load_in_8bit_fp32_cpu_offload=True` and pass a custom `device_map` to `from_pretrained`"),
    ("gpu_oom", "gpu/transformers-quantized-model-dispatched-off-gpu",
     "ValueError: Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit the "
     "quantized model."),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round66_reads_each_miss_and_another_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("distributed/horovod-no-valid-addresses", "Horovod was able to connect to task service #1"),
    ("gpu/xinference-gpu-occupied-by-model", "GPU index 0 is free"),
    ("gpu/transformers-quantized-model-dispatched-off-gpu", "Some modules are dispatched on the GPU"),
])
def test_round66_near_misses_are_not_read_by_the_new_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round66_libcuda_with_the_cuda_images_library_path_reads_the_host_reading_first():
    # jax#6775 (read container_runtime_misconfigured): /usr/local/nvidia in LD_LIBRARY_PATH is set by every image built
    # FROM nvidia/cuda, not evidence that a container was started without GPUs; both readings are still named
    text = ("dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared "
            "object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64\n"
            "cuda_driver.cc:269] failed call to cuInit: UNKNOWN ERROR (303)")
    m = top(text)
    assert m["category"] == "driver_not_loaded"
    assert "container_runtime_misconfigured" in [r["category"] for r in m["readings"]]
    # a docker command in the paste is still container evidence
    m = top("$ docker run --rm -it my/image python train.py\n" + text)
    assert m["category"] == "container_runtime_misconfigured"


def test_round66_a_tpu_held_elsewhere_is_not_a_gpu_stack_error():
    # negatives42 jax#10192 and jax#22070
    r = explain("I0000 00:00:1649423660.053391 1924758 f236.cc:165] libtpu.so already in use by another process probably "
                "owned by another user. Run \"$ sudo lsof -w /dev/accel0\" to figure out which process is using the TPU. "
                "Not attempting to load libtpu.so in this process.\nWARNING:absl:No GPU/TPU found, falling back to CPU. "
                "(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)")
    assert r["matches"] == [] and [e["id"] for e in r["not_gpu_stack"]] == ["not-stack/tpu-held-by-another-process"]
    r = explain("INFO:2024-06-25 00:34:55,142:jax._src.xla_bridge:889: Unable to initialize backend 'tpu': ABORTED: The TPU "
                "is already in use by process with pid 176028. Not attempting to load libtpu.so in this process.\n"
                "WARNING:2024-06-25 00:34:55,143:jax._src.xla_bridge:940: A Google TPU may be present on this machine, "
                "but either a TPU-enabled jaxlib or libtpu is not installed. Falling back to cpu.")
    assert r["matches"] == []
    # JAX's fallback alone on a GPU machine is still read
    assert top("WARNING:absl:No GPU/TPU found, falling back to CPU.")["category"] == "no_device_visible"
