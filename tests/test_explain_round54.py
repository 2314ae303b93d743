"""Round 54 of issue 12 (CATALOGUE-50): session r17's wave 16 (fresh279..284, BY CAUSE in neuroimaging pipelines,
seismic/geophysics/ocean models, render farms, chat bots and home voice assistants, game-side RTX and ray-tracing mods,
engineering simulation and CAD/EDA GPU solvers; first run 71/91 on 7580c34). Each new entry read on the first-run miss it
was written for (its text's failure lines), on another wording its emitter produces, and not on a near miss with the
same words but not the cause (tests/corpus/README.md 'Fifty-fourth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

MISSES = [
    # fresh280 jax#11699: XLA's stream executor asking the driver's linker
    ("2022-08-01 17:28:07.861579: E external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_asm_compiler.cc:57] "
     "cuLinkAddData fails. This is usually caused by stale driver version.", "cuda_driver_too_old",
     "gpu/xla-culink-stale-driver"),
    # fresh280 specfem3d_globe#602
    ("ERROR: GPU_MODE enabled without GPU/CUDA/OpenCL Support. To enable GPU support, reconfigure with --with-gpu "
     "and/or --with-opencl flag.", "no_device_visible", "gpu/gpu-mode-in-build-without-gpu"),
    # fresh282 willow-inference-server#130
    ("willow-inference-server-wis-1    | [2023-10-20 16:38:58 +0000] [62] [INFO] CUDA: Not found - using CPU with 4 cores",
     "no_device_visible", "gpu/program-cuda-not-found-using-cpu"),
    # fresh283 OFXR-Bridge#12, Proton#3773
    ('"Not enough video memory"', "gpu_oom", "gpu/video-memory-words"),
    ('"Failed to allocate video memory"', "gpu_oom", "gpu/video-memory-words"),
    # fresh283 Q2RTX#100 (the dialog wraps the line)
    ("q2rtx.exe - Entry Point Not Found\n\nThe precedure entry point vkGetBufferDeviceAddress could\nnot be located in "
     "the dynamic link library\nD:\\Games\\SteamApps\\common\\Quake II RTX\\q2rtx.exe", "graphics_driver_unavailable",
     "gpu/windows-vulkan-entry-point-missing"),
    # fresh283 prboom-plus-rt#19, RTXPT#9
    ('Every time I try to open the .exe it starts by saying "Running "Doom: Ray Traced" for the first time. Ensure that '
     'the latest drivers are used." and then "Can\'t initialize ray tracing engine."', "graphics_driver_unavailable",
     "gpu/ray-tracing-pipelines-unavailable"),
    ("Fatal error , graphics devices does not support Ray tracing Pipelines", "graphics_driver_unavailable",
     "gpu/ray-tracing-pipelines-unavailable"),
    # fresh283 xash-rt#11
    ('My Asus laptop with GTX 960m give me a error "xash error host_initerror cant find physical device". Im very upset.',
     "graphics_driver_unavailable", "gpu/vulkan-no-physical-device-found"),
    # fresh284 FleX#100 (the driver library could not be opened; 'Could not initialize CUDA driver' follows)
    ("Flex: Could not open CUDA driver, ensure you have the latest driver (nvcuda.dll) installed and an NVIDIA GPU "
     "present on the system - ./../../../src/cuda/util.cpp:145\nFlex: Could not initialize CUDA driver - "
     "../../../src/cuda/flex.cu:4624\nCould not initialize Flex, exiting.", "driver_not_loaded",
     "gpu/program-could-not-open-cuda-driver"),
    # fresh284 kokkos#1811: GPU shared memory, not /dev/shm
    ('C++ exception with description "Kokkos::Impl::ParallelFor< Cuda > insufficient shared memory" thrown in the test '
     "body.", "gpu_shared_memory_insufficient", "gpu/kokkos-insufficient-shared-memory"),
    # fresh284 meshlab#1247
    ("Error: GLEW initialization failed: Missing GL version", "graphics_driver_unavailable", "gpu/glew-missing-gl-version"),
    # fresh284 workbench#75
    ("OpenGL (3D Graphics System) is not available.  This may be caused by missing or outdated OpenGL libraries.On "
     "Linux, this may be caused by a missing plugin library <plugins-path>/xcbglintegrations/libqxcb-glx-integration.so.",
     "graphics_driver_unavailable", "gpu/program-says-opengl-not-available"),
    # fresh284 fbpic#625
    ("ERROR: GPU reached OUT_OF_MEMORY\n(Error occured in fbpic function `add_buffers_gpu`)", "gpu_oom",
     "gpu/gpu-reached-out-of-memory"),
    # fresh284 PhysicsMod#1097
    ("[19:32:41] [Render thread/ERROR]:\neDEBUG_WARNING: Minimum GPU compute capability 6.0 is required",
     "no_kernel_image_arch", "gpu/min-compute-capability-required-words"),
]

VARIANTS = [
    # the same emitters, other versions / numbers / devices / wordings
    ("E0101 10:00:00.000000 cuda_asm_compiler.cc:62] cuLinkAddData fails. This is usually caused by stale driver "
     "version.", "cuda_driver_too_old", "gpu/xla-culink-stale-driver"),
    ("ERROR: CUDA_MODE enabled without CUDA support. Reconfigure with --with-cuda=cuda12 and rebuild.",
     "no_device_visible", "gpu/gpu-mode-in-build-without-gpu"),
    ("[INFO] GPU: not found, falling back to CPU", "no_device_visible", "gpu/program-cuda-not-found-using-cpu"),
    ("Not enough free graphics memory to create the swap chain", "gpu_oom", "gpu/video-memory-words"),
    ("Unable to allocate enough graphics memory for the render targets", "gpu_oom", "gpu/video-memory-words"),
    ("The procedure entry point vkCmdTraceRaysKHR could not be located in the dynamic link library vulkan-1.dll.",
     "graphics_driver_unavailable", "gpu/windows-vulkan-entry-point-missing"),
    ("Error: the selected device does not support ray tracing pipeline", "graphics_driver_unavailable",
     "gpu/ray-tracing-pipelines-unavailable"),
    ("RTGL1: Failed to initialize the ray tracing renderer", "graphics_driver_unavailable",
     "gpu/ray-tracing-pipelines-unavailable"),
    ("vk: failed to find a suitable physical device!", "graphics_driver_unavailable",
     "gpu/vulkan-no-physical-device-found"),
    ("Could not open the CUDA driver (libcuda.so.1)", "driver_not_loaded", "gpu/program-could-not-open-cuda-driver"),
    ("Kokkos::Impl::ParallelReduce< Cuda > insufficient shared memory", "gpu_shared_memory_insufficient",
     "gpu/kokkos-insufficient-shared-memory"),
    ("GLEW error: GL 1.1 and up are not supported", "graphics_driver_unavailable", "gpu/glew-missing-gl-version"),
    ("glewInit failed: GLX 1.2 and up are not supported", "graphics_driver_unavailable", "gpu/glew-missing-gl-version"),
    ("Fatal: OpenGL 3.3 is not available on this system (missing or outdated OpenGL libraries)",
     "graphics_driver_unavailable", "gpu/program-says-opengl-not-available"),
    ("ERROR: GPU reached OUT_OF_MEMORY on MPI rank 3", "gpu_oom", "gpu/gpu-reached-out-of-memory"),
    ("PhysX: minimum CUDA compute capability of 7.0 is required", "no_kernel_image_arch",
     "gpu/min-compute-capability-required-words"),
]


@pytest.mark.parametrize("text, category, entry", MISSES + VARIANTS)
def test_round54_reads_the_miss_and_its_emitters_other_wordings(text, category, entry):
    m = top(text)
    assert (m["category"], m["id"]) == (category, entry)


@pytest.mark.parametrize("text, entry", [
    # near misses: the same words without the cause; none may be read by this round's entries
    ("cuLinkAddData succeeded; linked 3 cubins", "gpu/xla-culink-stale-driver"),
    ("GPU_MODE enabled with CUDA support (configured with --enable-cuda)", "gpu/gpu-mode-in-build-without-gpu"),
    ("CUDA: found 2 devices - using GPU 0", "gpu/program-cuda-not-found-using-cpu"),
    ("Video memory: 8192 MB, enough for ultra textures", "gpu/video-memory-words"),
    ("Not enough memory to open the video file", "gpu/video-memory-words"),
    ("The procedure entry point SetDefaultDllDirectories could not be located in the dynamic link library KERNEL32.dll",
     "gpu/windows-vulkan-entry-point-missing"),
    ("Ray tracing pipelines are supported by this device", "gpu/ray-tracing-pipelines-unavailable"),
    ('RuntimeError: Failed to find a supported physical device "cuda:0"', "gpu/vulkan-no-physical-device-found"),
    ("Could not open the CUDA source file kernel.cu", "gpu/program-could-not-open-cuda-driver"),
    ("Kokkos::OpenMP insufficient shared memory in /dev/shm", "gpu/kokkos-insufficient-shared-memory"),
    ("GL version: 4.6.0 NVIDIA 535.104", "gpu/glew-missing-gl-version"),
    ("OpenGL is available: NVIDIA GeForce RTX 3090/PCIe/SSE2", "gpu/program-says-opengl-not-available"),
    ("host process reached OUT_OF_MEMORY in the java heap", "gpu/gpu-reached-out-of-memory"),
    ("Minimum GPU compute capability: 6.0 (this GPU: 8.6)", "gpu/min-compute-capability-required-words"),
])
def test_round54_near_misses_are_not_read_by_the_new_entries(text, entry):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


def test_round54_left_misses_keep_the_majority_reading():
    # CUDAnative's toolchain message: cuda_toolkit_arch_unsupported 3:1 in the tunable texts (Oceananigans.jl#451 left)
    assert top("ERROR: LoadError: Device capability v2.1.0 not supported by available toolchain")["category"] == \
        "cuda_toolkit_arch_unsupported"
    # /dev/shm wording stays the host's shared memory
    assert top("ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory "
               "(shm).")["category"] == "shm_insufficient"
