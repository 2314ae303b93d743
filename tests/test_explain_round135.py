"""Round 135 of issue 12: wave 91 (GitHub issue threads, fresh644..650: 44/50 on round 134's final, which never saw them)
wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-thirty-fifth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('container_runtime_misconfigured', 'runtime/nvkind-configure-container-runtime-failed',
     "Job for containerd.service failed because the control process exited with error code.\n"
     "F0608 19:31:15.364487   12180 main.go:45] Error: configuring container runtime on node 'gpu-worker': running "
     "script on gpu-worker: executing command: exit status 1"),
    ('cuda_toolkit_arch_unsupported', 'gpu/kokkos-arch-not-accepted',
     "Hopper90 is not an accepted value for KOKKOS_ARCH.  Please pick from these\nchoices: None"),
    ('cuda_library_version_mismatch', 'gpu/jax-cuda-plugin-incompatible-jaxlib',
     "RuntimeWarning: JAX plugin jax_cuda12_plugin version 0.9.2 is installed, \n"
     "but it is not compatible with the installed jaxlib version 0.9.0.1"),
    ('no_device_visible', 'gpu/program-sees-no-gpu', "CUDA version not installed/working, will use CPU version."),
    ('cuda_init_failed', 'gpu/theano-cannot-compile-with-cudnn',
     "Can not use cuDNN on context None: cannot compile with cuDNN. We got this error:\n"
     "b'/tmp/try_flags.c:4:19: fatal error: cudnn.h: No such file or directory'"),
    ('graphics_driver_unavailable', 'gpu/qt-opengl-rasterglsurface-failed',
     "Could not initialize OpenGL for RasterGLSurface, reverting to RasterSurface.\nCould not initialize OpenGL"),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round135_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("runtime/nvkind-configure-container-runtime-failed", "configuring container runtime on node gpu-worker: done"),
    # a CPU architecture Kokkos does not know is no GPU toolkit problem
    ("gpu/kokkos-arch-not-accepted", "Zen4 is not an accepted value for KOKKOS_ARCH.  Please pick from these"),
    ("gpu/jax-cuda-plugin-incompatible-jaxlib", "JAX plugin jax_cuda12_plugin version 0.9.2 loaded"),
    ("gpu/theano-cannot-compile-with-cudnn", "Can not use cuDNN on context None: Disabled by dnn.enabled flag"),
    ("gpu/qt-opengl-rasterglsurface-failed", "Initialized OpenGL for RasterGLSurface"),
])
def test_round135_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]
