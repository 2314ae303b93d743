"""Errors that are NOT a GPU-stack failure, recognised so `doctor explain` can say so instead of guessing.

A pasted text whose failure is a program error (a device-side assert, CUDA touched in a forked child),
the host's memory (the OOM killer), or another vendor's GPU stack (AMD ROCm, Apple MPS) names no
catalogue category. Left alone, a generic entry or the resemblance fallback reads GPU words around such
a line as a GPU-stack cause (measured on tests/corpus/negatives1.yaml: real texts whose cause is no
category). Each entry here is a known non-stack error in its emitter's words: explain reports it under
`not_gpu_stack`, drops every reading that rests on its lines alone and does not ask the resemblance
fallback; scan_text (the log-reading checks) drops the matches on its lines. A catalogue signature on
another line of the paste is kept: the paste may show both."""
from __future__ import annotations

import re
from functools import lru_cache

from . import LazyPattern, _any_alternative_holds, clean_line

# Mesa's own DRI drivers (Intel, AMD, virtual GPUs, its software rasterisers): when Mesa's loader fails one of them the
# machine's GL is Mesa's, not NVIDIA's (not-stack/mesa-own-driver-not-loadable; gpu/libgl-swrast-fallback-failed's context)
# the deep-learning frameworks whose absence not-stack/framework-module-missing names (python-module-missing: any other)
FRAMEWORK_MODULES = "tensorflow|torch|torchvision|torchaudio|jax|jaxlib|keras|paddle"
MESA_OWN_DRIVERS = "iris|i965|i915|crocus|radeonsi|r600|r300|swrast|kms_swrast|llvmpipe|zink|virtio_gpu|vmwgfx|amdgpu"


class NotStack:
    """One known non-stack error (a plain class: importing dataclasses would cost explain TEXT ~9 ms)."""

    __slots__ = ("id", "title", "pattern", "explanation", "remediation", "source", "two_lines")

    def __init__(self, id: str, title: str, pattern: LazyPattern, explanation: str, remediation: str, source: str,
                 two_lines: bool = False):
        self.id, self.title, self.pattern = id, title, pattern
        self.explanation, self.remediation, self.source = explanation, remediation, source
        # an error stated over two lines (a program's two start-up lines): tried on each line joined with the next by
        # a newline; both lines are then the entry's lines
        self.two_lines = two_lines


ENTRIES = (
    NotStack(
        "not-stack/cuda-in-forked-child",
        "CUDA used in a forked child process (a program error, not a GPU-stack fault)",
        LazyPattern(r"\bCannot\s+re-?initiali[sz]e\s+CUDA\s+in\s+forked\s+subprocess\b", re.I),
        "The parent process initialised CUDA, then forked (multiprocessing's default 'fork' start method on "
        "Linux, DataLoader workers); a CUDA context cannot be carried into a forked child, so PyTorch refuses. "
        "The driver, the GPU and the container are fine.",
        "Start workers with the 'spawn' (or 'forkserver') start method "
        "(`torch.multiprocessing.set_start_method('spawn')` before any worker starts), or keep CUDA out of the "
        "parent until the workers exist (no .cuda() / torch.cuda calls at import time).",
        "https://github.com/pytorch/pytorch/blob/main/torch/cuda/__init__.py (_lazy_init: 'Cannot re-initialize CUDA "
        "in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method')"),
    NotStack(
        "not-stack/device-side-assert",
        "A device-side assert: a kernel's own check failed (a program or data error, not a GPU-stack fault)",
        LazyPattern(r"\bdevice-side\s+assert(?:ion)?\s+triggered\b|\bcudaErrorAssert\b|\bCUDA_ERROR_ASSERT\b"
                    r"|\.cuh?:\d+:\s*\w+:\s*block:\s*\[[\d,\s]+\],?\s*thread:\s*\[[\d,\s]+\]\s*Assertion\b", re.I),
        "A CUDA kernel's assert() failed (CUDA error 710, cudaErrorAssert): most often an index out of range, "
        "such as a class label >= the number of classes, or a token id >= the vocabulary size. The process's "
        "CUDA context is unusable afterwards, so later calls fail too; the GPU and the driver are fine.",
        "Find the op: rerun with CUDA_LAUNCH_BLOCKING=1, or on the CPU, where the same check raises a readable "
        "IndexError. Then check the label / token / index ranges against the sizes they index.",
        "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorAssert = 710: 'An assert "
        "triggered in device code during kernel execution') ; PyTorch's CUDA_KERNEL_ASSERT (c10/macros/Macros.h)"),
    NotStack(
        "not-stack/tensors-on-different-devices",
        "Tensors on different devices (a program error, not a GPU-stack fault)",
        LazyPattern(r"\bExpected\s+all\s+tensors\s+to\s+be\s+on\s+the\s+same\s+device\b", re.I),
        "One operation got tensors on two devices (e.g. cuda:0 and cpu): the model, its inputs or a buffer were "
        "not moved to the same device.",
        "Move the model and every input to one device (`.to(device)`); with device_map/offloading, check which "
        "layer sits where.",
        "https://github.com/pytorch/pytorch (aten/src/ATen/native/TensorCompare.cpp and TensorIterator: 'Expected "
        "all tensors to be on the same device, but found at least two devices')"),
    NotStack(
        "not-stack/host-oom-killer",
        "The host's memory ran out: the process was killed (host RAM, not GPU memory)",
        LazyPattern(r"^\s*(?:\[\d+\]\s+(?:\+\s+)?\d+\s+)?killed\b(?:\s+\S+)?(?:\s|$)(?![^\n]*\bgpu\b)"
                    # (round 44: not docker inspect's State record, which states '"OOMKilled":false' for every container that
                    # was not killed: nvidia-docker#526's restart failure on a missing /dev/nvidia-uvm-tools)
                    r"|\bOut\s+of\s+memory:\s+Kill(?:ed)?\s+process\b|\bOOMKilled\b(?![\\\x22]*\s*:\s*false\b)"
                    r"|\bDefaultCPUAllocator:\s+(?:can't|not\s+enough\s+memory)"
                    # (round 68) PyTorch's DataLoader reporting a worker ended by SIGKILL ('DataLoader worker (pid N) is
                    # killed by signal: Killed.'): the OOM killer's signal; /dev/shm shows as 'Bus error' instead (corpus:
                    # host_memory 4 of 4, negatives11, 30, 39, 43)
                    r"|\bDataLoader\s+worker\s+\(pid\s+\d+\)\s+is\s+killed\s+by\s+signal:\s+Killed\b"
                    # Slurm's cgroup OOM handler (slurmstepd 'Detected %u oom-kill event(s)'; srun 'task %d: Out Of Memory')
                    r"|\bDetected\s+\d+\s+oom[-_]kill\s+event|\bkilled\s+by\s+the\s+cgroup\s+out-of-memory\s+handler\b"
                    r"|\bsrun:\s+error:\s+\S+:\s+tasks?\s+[\d,-]+:\s+Out\s+Of\s+Memory\b"
                    # C++ operator new on the host (std::bad_alloc; MSVC's what() is 'bad allocation'), when the line names
                    # nothing of a GPU allocator (RMM and thrust report device OOM as bad_alloc too, with their own words)
                    r"|^(?![^\n]*(?:cuda|\brmm\b|thrust|\bgpu|device|out_of_memory|out\s+of\s+memory))[^\n]*"
                    r"(?:\bstd::bad_alloc\b|\bbad\s+allocation\b)"
                    # (round 41) Ray's memory monitor killing a task or actor for the node's RAM (ray.exceptions.
                    # OutOfMemoryError 'Task was killed due to the node running low on memory' / 'Memory on the node ...
                    # exceeds the memory usage threshold'; Ray < 2.0's RayOutOfMemoryError 'More than 95% of the memory on
                    # node ... is used'): host memory, not the GPU's (negatives12: ray#28776, flingbot#11)
                    r"|\b(?:Task|Actor|worker)\s+was\s+killed\s+due\s+to\s+the\s+node\s+running\s+low\s+on\s+memory\b"
                    r"|\bwhich\s+exceeds\s+the\s+memory\s+usage\s+threshold\s+of\b"
                    r"|\bRayOutOfMemoryError:\s*More\s+than\s+\d+%\s+of\s+the\s+memory\s+on\s+node\b", re.I),
        "The kernel's OOM killer (or the container's memory limit: OOMKilled; Slurm's cgroup handler) ended the "
        "process because the host ran out of RAM, or a host allocation failed (PyTorch's CPU allocator, C++ "
        "std::bad_alloc). GPU memory is not involved.",
        "Give the process more host memory (a higher pod memory limit, swap), or load less at once "
        "(low_cpu_mem_usage, a smaller batch, memory-mapped / sharded checkpoints).",
        "https://www.kernel.org/doc/gorman/html/understand/understand016.html (the OOM killer: 'Out of memory: "
        "Killed process'); https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/ "
        "(OOMKilled); c10/core/impl/alloc_cpu.cpp (DefaultCPUAllocator); https://github.com/SchedMD/slurm "
        "(src/plugins/task/cgroup: 'Detected %u oom-kill event(s) in %ps. Some of your processes may have been killed by "
        "the cgroup out-of-memory handler.') ; https://github.com/ray-project/ray (src/ray/raylet/worker_killing_policy*.cc "
        "and python/ray/exceptions.py OutOfMemoryError: 'Task was killed due to the node running low on memory')"),
    NotStack(
        "not-stack/tf-op-without-gpu-kernel",
        "TensorFlow: an op pinned to the GPU has no GPU kernel (a placement error, not a GPU-stack fault)",
        # (round 41, negatives3 tensorflow#53026): placer.cc / colocation_graph.cc 'Could not satisfy explicit device
        # specification '/device:GPU:0' because no supported kernel for GPU devices is available': the GPU IS there
        # (unlike 'because no devices matching that specification are registered in this process', which is
        # no_device_visible), the op (a tf.data GeneratorDataset, a string op) simply runs only on the CPU
        LazyPattern(r"\bbecause\s+no\s+supported\s+kernel\s+for\s+GPU\s+devices\s+is\s+available\b", re.I),
        "TensorFlow was told to place an operation on the GPU, but that operation has no GPU kernel (it runs only on "
        "the CPU). The GPU and the driver are visible and fine; the placement request is what fails.",
        "Let TensorFlow place the op (tf.config.set_soft_device_placement(True), allow_soft_placement=True), or move "
        "the op (a tf.data pipeline, a py_function, a string op) out of the `with tf.device('/GPU:0')` scope.",
        "https://github.com/tensorflow/tensorflow (tensorflow/core/common_runtime/colocation_graph.cc: 'Could not "
        "satisfy explicit device specification ... because no supported kernel for GPU devices is available')"),
    NotStack(
        "not-stack/linker-missing-object",
        "The linker cannot find the build's own object files (an earlier compile step failed)",
        # (round 37: not the NVIDIA driver's own kernel-module tree, kernel/ or kernel-open/nvidia*/: that build failing
        # is the driver install failing, gpu/nvidia-kernel-tree-build-error; fresh137 open-gpu-kernel-modules#584)
        # (round 77: nor the driver's prebuilt nv-kernel.o, which Bottlerocket's driverdog links at boot:
        # kube/bottlerocket-driver-link-failed)
        LazyPattern(r"\bld(?:\.\w+)?:\s+cannot\s+find\s+(?!-l)(?!\S*/kernel(?:-open)?/nvidia[\w-]*/)(?!\S*/nv-kernel\.o\b)\S+\.(?:o|obj)\b", re.I),
        "The link step names object files (.o) that the compile steps before it should have produced; they are "
        "missing because an earlier compile failed or was skipped. No CUDA library is missing here (a missing "
        "library reads 'cannot find -l<name>').",
        "Scroll up to the first compiler error of the build and fix that; rebuild from a clean build directory.",
        "https://sourceware.org/binutils/docs/ld/ (ld: 'cannot find FILE' for an input file that does not exist)"),
    NotStack(
        "not-stack/disk-full",
        "A disk is full or its quota spent (image layers, build output, checkpoints): not GPU or shared memory",
        LazyPattern(r"\b(?:failed\s+to\s+register\s+layer|Error\s+processing\s+tar\s+file|error\s+while\s+writing\s+"
                    r"generated\b|failed\s+to\s+(?:extract|copy|write)\s+layer|write\s+/var/lib/(?:docker|containerd|kubelet)\b"
                    # round 38 (negatives9, mybinder.org-user-guide#283): runc cannot set up a container's mounts on a
                    # node whose disk is full (containerd's 'OCI runtime create failed ... no space left on device'),
                    # not when the line names the NVIDIA hook (its own failure is a GPU reading)
                    r"|\bOCI\s+runtime\s+create\s+failed\b(?![^\n]*nvidia))"
                    r"[^\n]*\bno\s+space\s+left\s+on\s+device\b"
                    # round 174 (negatives134 TileOPs#986: a CI runner's full volume, 'mkdir: cannot create directory
                    # '/home/ci-runner/.../venv': No space left on device', read shm_insufficient by resemblance): a
                    # directory that could not be made on a full disk, other than under /dev/shm
                    r"|\bcannot\s+create\s+directory\s+(?![`'\"]?/dev/shm\b)[^\n]*:\s+no\s+space\s+left\s+on\s+device\b"
                    # round 35: EDQUOT's strerror, as TensorFlow's ResourceExhaustedError wraps a checkpoint write
                    # (negatives3, keras-tuner#390: 'ResourceExhaustedError: disk quota exceeded [Op:SaveV2]')
                    r"|\bdisk\s+quota\s+exceeded\b", re.I),
        "Writing an image layer or a compiler's output failed with ENOSPC: the filesystem that holds Docker's / "
        "containerd's storage or the build's temporary files is full. /dev/shm and GPU memory are not involved.",
        "Free space or grow the disk that holds /var/lib/docker (or containerd) and the build's TMPDIR; move the "
        "data root to a larger disk; prune unused images (`docker system prune`).",
        "https://github.com/moby/moby (layer store: 'failed to register layer: ... no space left on device'); "
        "ENOSPC and EDQUOT ('Disk quota exceeded'), errno(3) ; https://github.com/tile-ai/TileOPs/issues/986"),
    NotStack(
        "not-stack/image-pull",
        "A container image cannot be pulled (registry or network access): no GPU component failed",
        # a pull of the driver container's own image ('.../driver:<version>-<os>', the GPU Operator's) keeps its
        # driver_install_failed reading (5:0 in the corpus); any other image is not-stack, the DRA driver's
        # 'k8s-dra-driver' too (round 41, negatives13 dra-driver-nvidia-gpu#91)
        LazyPattern(r"^(?![^\n]*/driver(?:[:@\"'\s]|$))[^\n]*(?:\bFailed\s+to\s+pull\s+image\b|\bErrImagePull\b|\bImagePullBackOff\b"
                    r"|\bBack-off\s+pulling\s+image\b)", re.I),
        "The kubelet (or the runtime) could not pull the image: the registry refused it (401/403: credentials, "
        "entitlement, a private registry), the tag does not exist, or the node cannot reach the registry. The GPU "
        "stack is not involved (a driver image that cannot be pulled is read as a failed driver install).",
        "Check the image name and tag, the pull secret (NGC: an API key as the password of $oauthtoken), and the "
        "node's access to the registry (proxy, DNS, firewall): `crictl pull <image>` on the node.",
        "https://kubernetes.io/docs/concepts/containers/images/ (ErrImagePull, ImagePullBackOff)"),
    NotStack(
        # (round 63: negatives33 tinygrad#685 read no_device_visible by resemblance once fresh322's DyNet text ('No
        # module named _gdynet') joined the reference; the probe line names a Python package that is not installed)
        "not-stack/tinygrad-backend-probe-missing-module",
        "tinygrad skipped a device backend whose Python module is not installed (a probe line, not the failure)",
        LazyPattern(r"^\s*\w+\s+backend\s+not\s+available\s+No\s+module\s+named\b", re.I),
        "tinygrad tries each device back end at start-up and prints '<name> backend not available <exception>' for "
        "one it cannot import (here a Python package such as pycuda or Metal is not installed), then uses another "
        "back end. The line is informational; the failure, if any, is further down the paste.",
        "To use that back end, install its Python package (pycuda for tinygrad's old CUDA back end) in the same "
        "environment; otherwise read the traceback below these lines.",
        "https://github.com/tinygrad/tinygrad (tinygrad/lazy.py get_buffer: print(name, \"backend not available\", e, "
        "file=sys.stderr))"),
    NotStack(
        # (round 61: negatives38 tfjs#7950, a node-gyp fallback build read driver_install_failed by resemblance;
        # 5 texts in negatives10/24/38, no labelled text holds the wording)
        "not-stack/node-gyp-build-failed",
        "A Node.js native add-on failed to build (node-gyp): a build error, not a GPU-stack fault",
        LazyPattern(r"\b(?:node-pre-)?gyp\s+ERR!\s+(?:not\s+ok|build\s+error)\b", re.I),
        "npm could not use a prebuilt binary of a native add-on (tfjs-node's tfjs_binding.node, ...) and its "
        "fallback compile with node-gyp failed; the first compiler or download error above these lines says why. "
        "Nothing ran on the GPU yet.",
        "Use a Node.js version the package ships prebuilt binaries for (an LTS release), or install the build tools "
        "node-gyp needs (python3, make, a C++ compiler); read the first error of the build log.",
        "https://github.com/nodejs/node-gyp (bin/node-gyp.js: log.error('not ok') on a failed command) ; "
        "https://github.com/mapbox/node-pre-gyp (lib/build.js: 'build error')"),
    NotStack(
        "not-stack/go-build-error",
        "A Go build error (a module or package that cannot be loaded): not a running component's failure",
        LazyPattern(r"\bcannot\s+find\s+module\s+providing\s+package\b|^\s*build\s+\S+:\s+cannot\s+load\s+\S+", re.I),
        "Building a Go program failed: an import path no module provides (an API package that moved or was "
        "removed, e.g. the old kubelet device-plugin v1alpha package). Nothing ran yet.",
        "Update the import to the current package path (k8s.io/kubelet/pkg/apis/deviceplugin/v1beta1 for device "
        "plugins) and run `go mod tidy`.",
        "https://go.dev/ref/mod (go build: 'cannot find module providing package')"),
    NotStack(
        "not-stack/nix-package-build",
        "A Nix package other than the NVIDIA driver failed to build (a build error, not a GPU-stack fault)",
        LazyPattern(r"\b(?:builder\s+for|error:\s+build\s+of)\s+(?!\S*-nvidia-(?:x11|open|dc|\d{3}\.\d))'?\S+\.drv'?\s+failed\b",
                    re.I),
        "A Nix derivation failed while building (its log's last lines say why: a missing build tool or header, a "
        "compile error). The NVIDIA driver's own derivations (nvidia-x11, nvidia-open) are read as a failed driver "
        "build instead.",
        "Read the builder's log (`nix log <drv>`); add the missing build input, or use a nixpkgs revision where "
        "the package builds.",
        "https://github.com/NixOS/nix (derivation-goal.cc: \"builder for '%s' failed with exit code %d\")"),
    NotStack(
        "not-stack/jvm-out-of-memory",
        "The Java VM ran out of heap (host memory of a JVM, not GPU memory)",
        LazyPattern(r"\b(?:java\.lang\.)?OutOfMemoryError:\s*(?:Java\s+heap\s+space|GC\s+overhead\s+limit\s+exceeded"
                    r"|Metaspace|Requested\s+array\s+size\s+exceeds\s+VM\s+limit|unable\s+to\s+create\s+(?:new\s+)?native\s+thread"
                    r"|Direct\s+buffer\s+memory)"
                    # the bare class name on its own line (Spark over ByteArrayOutputStream.hugeCapacity frames)
                    r"|^\s*java\.lang\.OutOfMemoryError\s*$"
                    # round 163: Android ART's heap ('Throwing OutOfMemoryError "Failed to allocate a 115771263 byte
                    # allocation with 25165824 free bytes and 69MB until OOM', negatives123 pro_video_editor#41)
                    r"|\bOutOfMemoryError:?\s*\"?Failed\s+to\s+allocate\s+a\s+\d+\s+byte\s+allocation\s+with\s+\d+\s+free\s+"
                    r"bytes\b", re.I | re.M),
        "A JVM (Spark executor or driver, a job server) could not allocate on its own heap: the -Xmx / "
        "spark.executor.memory limit is too small for the data it holds. GPU memory is not involved.",
        "Raise the JVM's heap (spark.driver.memory / spark.executor.memory, -Xmx), collect less to the driver, "
        "use more partitions.",
        "https://docs.oracle.com/javase/8/docs/technotes/guides/troubleshoot/memleaks002.html (java.lang.OutOfMemoryError: "
        "'Java heap space', 'GC overhead limit exceeded', 'Metaspace', 'Requested array size exceeds VM limit')"),
    NotStack(
        "not-stack/cxx-stdlib-undefined-reference",
        "The linker cannot find C++ standard library symbols (a compiler/libstdc++ mismatch, not CUDA)",
        LazyPattern(r"\bundefined\s+reference\s+to\s+[`'‘]std::", re.I),
        "Objects compiled with one C++ standard library (e.g. GCC 8's std::filesystem in libstdc++fs, or a newer "
        "libstdc++ ABI) are linked against another: the C++ toolchain, not the GPU stack, is at fault.",
        "Build with one compiler and standard library; with GCC 8 link -lstdc++fs, or use GCC 9+; check "
        "CMAKE_CXX_COMPILER against the one the library was built with.",
        "https://gcc.gnu.org/onlinedocs/libstdc++/manual/using.html (std::filesystem needs -lstdc++fs before GCC 9) ; "
        "https://sourceware.org/binutils/docs/ld/ (undefined reference to `symbol')"),
    # (round 173: four tuning negatives the word-evidence fallback claimed once it read pastes without a failure line
    # whole; each is a known non-stack error in its emitter's words)
    NotStack(
        "not-stack/cxx11-abi-undefined-symbol",
        "A library needs a C++ standard library symbol of the other ABI (std::__cxx11): a build mismatch, not CUDA",
        LazyPattern(r"\bundefined\s+symbol:\s+_ZNSt7__cxx11\w*", re.I),
        "A compiled module (a Python extension's .so) refers to a libstdc++ symbol of the C++11 ABI "
        "(std::__cxx11::...) that the process's libraries do not export: it was built with another "
        "_GLIBCXX_USE_CXX11_ABI setting or compiler than the library it is loaded with. The GPU stack is not involved.",
        "Install the extension's wheel built for the installed framework (or rebuild it with the framework's "
        "_GLIBCXX_USE_CXX11_ABI and compiler), in a clean environment.",
        "https://gcc.gnu.org/onlinedocs/libstdc++/manual/using_dual_abi.html ; "
        "https://github.com/rusty1s/pytorch_scatter/issues/234"),
    NotStack(
        "not-stack/torchsharp-no-libtorch-package",
        "TorchSharp: no LibTorch package is referenced (a package reference, not the GPU stack)",
        LazyPattern(r"\bThis\s+application\s+uses\s+TorchSharp\s+but\s+doesn't\s+contain\s+reference\s+to\s+either\b",
                    re.I),
        "The .NET application references TorchSharp but none of the LibTorch packages (libtorch-cpu or a "
        "libtorch-cuda package for its platform), so the native library is not there to load.",
        "Reference TorchSharp-cpu or TorchSharp-cuda-<platform> (or the matching libtorch-* package), or load the "
        "native library explicitly as the message says.",
        "https://github.com/dotnet/TorchSharp (the package-reference check) ; https://github.com/dotnet/TorchSharp/issues/494"),
    NotStack(
        "not-stack/rembg-no-onnxruntime",
        "rembg: no ONNX Runtime package installed (a Python environment problem)",
        LazyPattern(r"\bNo\s+onnxruntime\s+backend\s+found\b", re.I),
        "rembg found no ONNX Runtime package (neither onnxruntime nor onnxruntime-gpu) in the Python environment.",
        "Install rembg[cpu] or rembg[gpu] (onnxruntime / onnxruntime-gpu) in the environment the program runs in.",
        "https://github.com/danielgatis/rembg#installation ; https://github.com/patientx-cfz/comfyui-rocm/issues/15"),
    NotStack(
        "not-stack/tf-op-without-gpu-kernel",
        "TensorFlow: the op has no kernel for the GPU device in this build (an op / build limitation, not a fault)",
        LazyPattern(r"\bNo\s+registered\s+'\w+'\s+OpKernel\s+for\s+'GPU'\s+devices\s+compatible\s+with\s+node\b", re.I),
        "The graph placed an op on the 'GPU' device, and this TensorFlow build (or its device plugin, such as "
        "tensorflow-metal or DirectML) registers no GPU kernel for it with these types: the op can only run on the CPU.",
        "Pin the op to the CPU (tf.device('/CPU:0')) or enable soft device placement, or use a build / plugin "
        "version that has the GPU kernel.",
        "https://www.tensorflow.org/guide/gpu (soft device placement) ; "
        "https://github.com/mrdbourke/tensorflow-deep-learning/issues/298"),
    # (round 87: an undefined symbol of PyTorch's own C++ namespaces, round 56's not-stack/torch-extension-abi-mismatch,
    # is read as a compiled extension built for another torch, cuda_library_version_mismatch: gpu/torch-extension-
    # undefined-symbol; tests/corpus/README.md 'Eighty-seventh round')
    NotStack(
        "not-stack/amd-rocm",
        "An AMD ROCm error (gpu-doctor reads NVIDIA GPU stacks)",
        LazyPattern(r"\brocBLAS\s+error\b|\bhipErrorNoBinaryForGpu\b|\bMIOpen\s+Error\b|/opt/rocm\b|/sys/module/amdgpu\b"
                    r"|\bROCm\s+error\b"
                    # round 33: PyTorch's HIP build prints 'HIP error: <hipGetErrorString>' and names hipError* codes
                    # (tests/corpus/negatives4.yaml, pytorch#164346: 'HIP error: invalid device function' on an AMD GPU)
                    r"|\bHIP\s+error:\s|\bHIP\s+kernel\s+errors\b|\bAMD_SERIALIZE_KERNEL\b"
                    # round 50: HIP's own error names (hipError_t, hip_runtime_api.h: hipErrorInvalidDeviceFunction...)
                    # name the HIP runtime, an AMD GPU (tests/corpus/negatives27.yaml, llnl/smith#1586); not
                    # hipErrorOutOfMemory, which round 16's OOM concept reads as device memory exhausted on any vendor
                    r"|\bhipError(?!OutOfMemory\b)[A-Z]\w+"
                    # round 53 (negatives30, pytorch#99234): PyTorch's ROCm build is hipified, so c10's 'No CUDA GPUs are
                    # available' reads 'No HIP GPUs are available' there: the HIP runtime found no AMD GPU
                    r"|\bNo\s+HIP\s+GPUs\s+are\s+available\b"
                    # round 90 (negatives56, roop-unleashed#740): ONNX Runtime's ROCm / MIGraphX provider library, and
                    # a MIOpen / rocBLAS symbol the installed ROCm does not export
                    r"|\blibonnxruntime_providers_(?:rocm|migraphx)\.so\b|\bundefined\s+symbol:\s+(?:miopen|rocblas_)\w+"
                    # round 132 (negatives100 AmuseAI#6): bitsandbytes' ROCm backend (cextension.py: 'Configured ROCm
                    # binary not found', 'ROCm ... detection failed despite ROCm being available')
                    r"|\bConfigured\s+(?:ROCm|HIP)\s+binary\s+not\s+found\b|\bfailed\s+despite\s+ROCm\s+being\s+available\b", re.I),
        "The failing line belongs to AMD's ROCm stack (rocBLAS, MIOpen, HIP on an AMD GPU, the amdgpu driver); "
        "gpu-doctor's categories describe NVIDIA's stack, so it names no cause here.",
        "Follow the ROCm documentation for the message (supported GPU list, HSA_OVERRIDE_GFX_VERSION, the ROCm "
        "install's libraries).",
        "https://rocm.docs.amd.com/ (rocBLAS, MIOpen, HIP runtime errors)"),
    # round 114 (negatives80, lolMiner-releases#527 and #95: an AMD device in lolMiner's device list marked 'Active:
    # false (Unsupported device or driver version.)', read no_device_visible by resemblance): a miner's / OpenCL device
    # listing whose vendor line names AMD is about an AMD GPU
    NotStack(
        "not-stack/amd-device-listed",
        "A device list names an AMD GPU (gpu-doctor reads NVIDIA GPU stacks)",
        LazyPattern(r"^\s*Vendor:\s+Advanced\s+Micro\s+Devices\b", re.I),
        "The program's device listing (a miner's or an OpenCL probe's 'Vendor:' line) is about an AMD GPU; "
        "gpu-doctor's categories describe NVIDIA's stack, so it names no cause for that device.",
        "Follow the program's documentation for AMD GPUs (its supported-device list, the AMD OpenCL / ROCm driver it "
        "needs).",
        "https://github.com/Lolliedieb/lolMiner-releases/issues/527"),
    # round 201 (negatives157, dxvk#707 and vkd3d-proton#1954: an Intel i915 GPU hang and an amdgpu ring timeout with GPU
    # reset in dmesg, read xid_error by the Xid family and by the classifier): the kernel's own GPU-hang and reset lines
    # of the Intel and AMD drivers are those GPUs' faults, not NVIDIA's Xid reports
    NotStack(
        "not-stack/non-nvidia-kernel-gpu-hang",
        "An Intel (i915) or AMD (amdgpu) GPU hang or reset in the kernel log (gpu-doctor reads NVIDIA GPU stacks)",
        LazyPattern(r"\[drm\]\s+GPU\s+HANG:\s+ecode\b"
                    # the i915 hang report's own boilerplate lines after it
                    r"|\[drm\]\s+GPU\s+hangs\s+can\s+indicate\s+a\s+bug\b|\[drm\]\s+The\s+gpu\s+crash\s+dump\s+is\s+required\b"
                    r"|\bi915\s+[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.\d:\s+Resetting\s+\w+\s+"
                    r"after\s+gpu\s+hang\b|\[drm:amdgpu_job_timedout(?:\s+\[amdgpu\])?\]"
                    r"|\bamdgpu\s+[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.\d:\s+amdgpu:\s+GPU\s+reset\b", re.I),
        "The kernel log line is the Intel i915 or AMD amdgpu driver reporting a GPU hang (a ring or engine that stopped "
        "answering) and resetting that GPU; gpu-doctor's categories describe NVIDIA's stack, so it names no cause "
        "here (an NVIDIA GPU's faults appear as 'NVRM: Xid' lines).",
        "Follow the Intel / AMD driver's documentation for GPU hangs (the saved crash dump under /sys/class/drm, the "
        "Mesa and kernel versions); on a hybrid machine check which GPU ran the program.",
        "https://github.com/doitsujin/dxvk/issues/707 ; https://github.com/HansKristian-Work/vkd3d-proton/issues/1954"),
    # round 208 (the rebuilt word-evidence model read vLLM's fallback warning no_device_visible at its margin; round
    # 21's and round 167's decision: the warning is benign, vLLM goes on with NCCL's all-reduce): vLLM's and SGLang's
    # custom_all_reduce.py warning that it disabled its own all-reduce kernel. The failure, if the paste has one, is on
    # another line (fresh806 vllm#4770: a test that failed for another reason after it)
    NotStack(
        "not-stack/vllm-custom-allreduce-fallback",
        "vLLM / SGLang disabled its custom all-reduce kernel and uses NCCL instead (a warning, not a failure)",
        LazyPattern(r"\bCustom\s+allreduce\s+is\s+disabled\s+because\s+(?:your\s+platform\s+lacks\s+GPU\s+P2P"
                    r"\s+capability|it'?s\s+not\s+supported\s+on\s+more\s+than\s+two\s+PCIe-only\s+GPUs)", re.I),
        "The serving engine found that its own all-reduce kernel cannot run here (the GPUs are not peers over P2P, or "
        "more than two PCIe-only GPUs) and falls back to NCCL's all-reduce; the job goes on. The line names no failure: "
        "if the run failed, the cause is on another line.",
        "Nothing to fix for this line; pass --disable-custom-all-reduce (disable_custom_all_reduce=True) to silence "
        "it. If tensor-parallel runs fail, read the lines after it (NCCL errors, a worker's exception).",
        "https://github.com/vllm-project/vllm (vllm/distributed/device_communicators/custom_all_reduce.py: 'Custom "
        "allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed') ; "
        "https://github.com/vllm-project/vllm/issues/4770"),
    # round 211 (negatives165 mace#611: libtorch 'PytorchStreamReader failed locating file constants.pkl: file not
    # found' loading a MACE model into LAMMPS, claimed no_device_visible by the word-evidence model): PyTorch's reader of
    # a saved model / checkpoint archive refusing the file. Four tuning negatives hold the wording (model_or_config), no
    # labelled text
    NotStack(
        "not-stack/torch-model-file-unreadable",
        "PyTorch could not read the saved model / checkpoint file (PytorchStreamReader)",
        LazyPattern(r"\bPytorchStreamReader\s+failed\s+(?:locating\s+file|reading\s+zip\s+archive|reading\s+file"
                    r"|finding\s+central\s+directory)\b", re.I),
        "torch.load / torch.jit.load (or libtorch) opened the model file and could not find what a saved PyTorch archive "
        "holds: the file is truncated or corrupt, not a PyTorch archive at all (an HTML error page, a Git LFS pointer), "
        "or saved in a form this loader does not read (a state dict where a TorchScript model is expected). No GPU is "
        "involved yet.",
        "Download or export the model again and check its size and checksum (a Git LFS pointer is a few hundred bytes); "
        "save it in the form the loader expects (TorchScript for libtorch / LAMMPS, the loader's own export tool), "
        "with a PyTorch version the loader supports.",
        "https://github.com/pytorch/pytorch (caffe2/serialize/inline_container.cc: 'PytorchStreamReader failed "
        "locating file ') ; https://github.com/ACEsuit/mace/issues/611"),
    NotStack(
        "not-stack/framework-module-missing",
        "The Python in use has no deep-learning framework installed (No module named 'tensorflow' / 'torch' / 'jax')",
        # round 95 (negatives61, rstudio/tensorflow#522: reticulate's system Python without tensorflow, read
        # no_device_visible by resemblance); 8 earlier negatives hold the wording, no labelled text. Only the top-level
        # module: a missing torch._C or jaxlib plugin may be a GPU build's own failure
        LazyPattern(rf"\bNo\s+module\s+named\s+'(?:{FRAMEWORK_MODULES})'", re.I),
        "The interpreter that ran the code cannot import the framework at all: it is not installed in that Python "
        "(another virtual environment, a system Python, an R / IDE bridge pointing elsewhere). No GPU is involved yet.",
        "Install the framework into the Python that runs the code (`python -m pip install ...` with that interpreter), "
        "or point the tool at the environment that has it (RETICULATE_PYTHON, the IDE's interpreter, the kernel).",
        "https://docs.python.org/3/library/exceptions.html#ModuleNotFoundError ; "
        "https://github.com/rstudio/tensorflow/issues/522"),
    NotStack(
        "not-stack/python-module-missing",
        "A Python module the program imports is not installed (ModuleNotFoundError: No module named '...')",
        # round 180 (negatives140, RVC-WebUI#786: "No module named 'parselmouth'" under TensorFlow's start-up lines, read
        # driver_not_loaded by the classifier's exception-class cue); 189 negatives hold the wording, 5 labelled texts.
        # Not a module whose name says GPU build or graphics (a CUDA extension's '_C' / '*_cuda' / 'nms', pycuda,
        # tensorrt, OpenGL_accelerate): a GPU build's own module missing may be a stack failure, left to the catalogue;
        # nor a framework (framework-module-missing says that)
        LazyPattern(rf"\bModuleNotFoundError:\s*No\s+module\s+named\s+'(?!(?:{FRAMEWORK_MODULES})')"
                    r"(?![\w.]*(?:cuda|cudnn|nccl|nvidia|nvml|gpu|tensorrt"
                    r"|trt|triton|_C\b|_ext\b|opengl|\bGL\b|egl|vulkan|cupy|numba|xformers|flash|apex|bitsandbytes"
                    r"|nms|ops\b|kernels?\b|_core\b|codecs))[\w.]+'", re.I),
        "The interpreter cannot import a plain Python dependency: it is not installed in the environment that runs the "
        "program (a skipped requirements step, another virtual environment, a failed build of that package). No GPU is "
        "involved in this error.",
        "Install the missing package into the Python that runs the program (`python -m pip install <package>` with "
        "that interpreter; the package name may differ from the module's, e.g. praat-parselmouth for parselmouth).",
        "https://docs.python.org/3/library/exceptions.html#ModuleNotFoundError ; "
        "https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/786"),
    NotStack(
        "not-stack/kubernetes-manifest-invalid",
        "The Kubernetes API server rejected a malformed manifest ('... is invalid: spec...: Invalid value')",
        # round 182 (negatives141, flexai#7: a chart's DaemonSet 'npu-device-plugin-daemonset' with an env entry where a
        # container belongs, read device_plugin_error by the concept for the object's name); negatives11 volcano#4691,
        # negatives15 zero-to-jupyterhub#937. Not a line naming resources.limits / requests / claims: a GPU request the
        # API server refuses is resource_limits_invalid (12 labelled texts)
        LazyPattern(r"^(?![^\n]*\bresources\.(?:limits|requests|claims)\b)[^\n]*\bis\s+invalid:\s*\[?\s*(?:metadata|spec)"
                    r"\.[\w.\[\]-]*:\s*(?:Invalid\s+value|Required\s+value|Unsupported\s+value|Duplicate\s+value"
                    r"|Forbidden|Too\s+many)\b", re.I),
        "The API server's validation refused the object as written (a field with a value it does not accept, a "
        "required field missing): the manifest or the chart that rendered it is malformed. Nothing ran; no GPU, "
        "driver or device plugin was involved yet.",
        "Fix the field the message names in the manifest or the chart's values / template (`helm template ... | kubectl "
        "apply --dry-run=server -f -` shows the rendered object and the same validation without installing it).",
        "https://github.com/kubernetes/kubernetes/blob/master/pkg/apis/core/validation/validation.go ; "
        "https://github.com/ModelEngine-Group/flexai/issues/7"),
    NotStack(
        "not-stack/tensorflow-cpu-allocator-oom",
        "TensorFlow ran out of host memory (an OOM on device:CPU by the CPU allocator)",
        # round 183 (negatives142 tfjs#8570: tfjs-node's libtensorflow CPU build, 'OOM when allocating tensor ... on
        # /job:localhost/replica:0/task:0/device:CPU:0 by allocator mklcpu', read gpu_oom by gpu/oom)
        LazyPattern(r"\bOOM\s+when\s+allocating\s+tensor\b[^\n]*?\bdevice:CPU:\d+\s+by\s+allocator\s+(?:mklcpu|cpu)\b", re.I),
        "The tensor that could not be allocated was on the CPU device, by TensorFlow's CPU allocator: the process ran "
        "out of host memory (RAM, a container's memory limit or a leak), not GPU memory.",
        "Watch the process's resident memory while it runs; lower the batch size or free tensors that are kept "
        "(a leak grows without bound); raise the container's memory limit.",
        "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/framework/op_kernel.cc ; "
        "https://github.com/tensorflow/tfjs/issues/8570"),
    NotStack(
        "not-stack/cmake-package-not-found",
        "CMake could not find a (non-CUDA) package the build needs ('Could NOT find <Package> (missing: ...)')",
        # round 185 (negatives15 cuda-samples#359: 'Could NOT find GLUT / OpenGL / MPI', read cuda_init_failed by the
        # resemblance fallback once fresh870's one-line 'Could not find nvcc' joined the index); 24 negatives hold
        # CMake's wording (Boost, BLAS, OpenMP, Curses, Vulkan, ...), no labelled text. CMake's own upper-case NOT; not a
        # CUDA package (CUDA, CUDAToolkit, cuDNN, NCCL, TensorRT, NVML, OptiX, NVTX): left to the catalogue
        LazyPattern(r"\bCould NOT find (?!CUDA|CUDNN|cuDNN|CuDNN|NCCL|TensorRT|NVML|OptiX|NVTX|nvtx)\w+ \(missing:"),
        "CMake's find_package did not find a library or tool the project's build looks for: a development package "
        "is not installed (or not where CMake searches). The CUDA toolkit is not what is missing here.",
        "Install the package's development files (e.g. freeglut3-dev, libgl-dev, libopenmpi-dev, libboost-dev) or "
        "point CMake at them (<Package>_DIR, CMAKE_PREFIX_PATH); a sample or feature that needs it may be optional.",
        "https://cmake.org/cmake/help/latest/module/FindPackageHandleStandardArgs.html ; "
        "https://github.com/NVIDIA/cuda-samples/issues/359"),
    NotStack(
        "not-stack/bazel-build-file-invalid",
        "Bazel refused a BUILD file: a rule given an attribute it does not have ('no such attribute ... rule')",
        # round 189 (negatives131 elixir-nx/xla PR#9: XLA's extension BUILD file against a newer rules_pkg, read
        # cuda_library_version_mismatch by the resemblance fallback once wave 145 joined the index); no labelled text
        # holds the wording
        LazyPattern(r"\bno\s+such\s+attribute\s+'\w+'\s+in\s+'\w+'\s+rule\b", re.I),
        "Bazel's loading phase found a BUILD file calling a rule with an attribute the rule does not define: the BUILD "
        "files and the version of the rule set (rules_pkg, rules_cc, ...) or of Bazel itself do not go together. "
        "Nothing was compiled; no CUDA component is involved.",
        "Build with the Bazel version the project pins (.bazelversion, bazelisk) and the rule-set versions its WORKSPACE "
        "/ MODULE.bazel names, or update the BUILD file to the rule's current attributes.",
        "https://bazel.build/reference/be/common-definitions ; https://github.com/elixir-nx/xla/pull/9"),
    NotStack(
        "not-stack/onnxruntime-non-nvidia-provider-missing",
        "ONNX Runtime's native library lacks a non-NVIDIA execution provider the program asks for (DirectML, "
        "OpenVINO, ...)",
        # round 194 (negatives152 onnxruntime#4941: the C# API calling OrtSessionOptionsAppendExecutionProvider_Dml on
        # a DLL without it, read no_device_visible by the resemblance fallback, whose labelled texts are the same
        # exception for the CUDA provider, 5 of 5 no_device_visible). The CUDA and TensorRT providers are left to the
        # catalogue
        LazyPattern(r"\bUnable\s+to\s+find\s+an\s+entry\s+point\s+named\s+'?OrtSessionOptionsAppendExecutionProvider_"
                    r"(?!CUDA|Cuda|cuda|Tensorrt|TensorRT|TensorRt|NV|Nv)\w+'?\s+in\s+DLL\b"),
        "The onnxruntime library the program loaded exports no function for the execution provider named after "
        "'ExecutionProvider_' (DirectML, OpenVINO, ROCm, CoreML, ...): that package or binding was built without it. "
        "No NVIDIA GPU, driver or CUDA library is involved.",
        "Install the ONNX Runtime package that carries the provider (Microsoft.ML.OnnxRuntime.DirectML, the OpenVINO "
        "build, ...) and make sure the program loads that onnxruntime library, not a default CPU one found first.",
        "https://onnxruntime.ai/docs/execution-providers/ ; https://github.com/microsoft/onnxruntime/issues/4941"),
    NotStack(
        "not-stack/cli-invalid-choice",
        "The program's command line refused a value that is not one of its choices (argparse 'invalid choice')",
        # round 90 (negatives56, facefusion#19: '--execution-providers: invalid choice: 'dml' (choose from 'tensorrt',
        # 'cuda', 'cpu')'; negatives9, ai-models#11): a refused 'cuda' / 'gpu' / 'tensorrt' is left to the catalogue
        # (fresh139, facefusion#48: 'invalid choice: 'cuda' (choose from 'cpu')', a CPU-only build: no_device_visible)
        LazyPattern(r"\berror:\s+argument\s+[^:\n]{1,80}:\s+invalid\s+choice:\s+'(?!(?:cuda|gpu|cuda:\d+|tensorrt|trt)')"
                    r"[^'\n]*'", re.I),
        "A command-line option got a value the program does not offer (argparse lists the choices it has): a typo, "
        "a value from another version of the program, or a plugin / package variant that is not installed. The GPU "
        "stack is not involved.",
        "Use one of the listed choices; if the value should exist, install the package variant or plugin that provides "
        "it (e.g. onnxruntime-directml for 'dml', the model's plugin) or the program version that has it.",
        "https://docs.python.org/3/library/argparse.html#choices (\"error: argument ...: invalid choice: ...\") ; "
        "https://github.com/facefusion/facefusion/issues/19"),
    NotStack(
        "not-stack/x-display-unreachable",
        "The program could not connect to the X display (DISPLAY, X authority, a remote X server)",
        # round 92 (negatives52, virtualgl#63: '[VGL] ERROR: Could not open display 192.168.0.126:0.', read
        # graphics_driver_unavailable by the classifier once wave 48's graphics texts were tuning data): an X connection
        # refused or unreachable names no GPU driver; a driver error elsewhere in the paste keeps its own reading
        LazyPattern(r"\b(?:Could\s+not|cannot|can'?t|unable\s+to)\s+open\s+(?:the\s+)?(?:X\s+)?display\b", re.I),
        "The X client library could not connect to the display server named by DISPLAY (or VGL_DISPLAY): no X server "
        "listens there, the connection is not authorised (xauth / xhost), or the address is wrong. No GPU driver is "
        "involved in that step.",
        "Check DISPLAY (and VGL_DISPLAY for VirtualGL), that an X server runs there (`xdpyinfo -display $DISPLAY`), and "
        "the X authority (`xauth list`, `xhost +local:` for a container); over SSH use `ssh -X` or a virtual display.",
        "https://www.x.org/releases/current/doc/man/man7/X.7.xhtml (DISPLAY) ; "
        "https://github.com/VirtualGL/virtualgl/issues/63"),
    NotStack(
        "not-stack/apple-moltenvk",
        "MoltenVK (Vulkan over Apple's Metal) failed: an Apple GPU, not NVIDIA's stack",
        # round 92 (negatives58, dolphin PR#7039: '[***MoltenVK ERROR***] VK_ERROR_INITIALIZATION_FAILED: Shader library
        # compile failed'); MoltenVK's own log prefix
        LazyPattern(r"\[\*{3}MoltenVK\s+ERROR\*{3}\]", re.I),
        "MoltenVK translates Vulkan to Metal on macOS / iOS; its error is about Metal on an Apple (or AMD / Intel Mac) "
        "GPU. gpu-doctor's categories describe NVIDIA's stack, so it names no cause here.",
        "Update MoltenVK (or the program's bundled copy), or report the Metal shader / feature the program needs to its "
        "macOS port.",
        "https://github.com/KhronosGroup/MoltenVK (MVKBaseObject: '[***MoltenVK ERROR***] %s') ; "
        "https://github.com/dolphin-emu/dolphin/pull/7039"),
    NotStack(
        "not-stack/vulkan-invalid-shader",
        "The Vulkan driver rejected the program's shader code (VK_ERROR_INVALID_SHADER_NV)",
        # round 92 (negatives58, RPCS3#11414 via MoltenVK; RetroArch#18993): a shader the program generated was refused
        # by the driver's compiler: the program or its shader translator, not a missing or broken GPU stack
        LazyPattern(r"\bVK_ERROR_INVALID_SHADER_NV\b", re.I),
        "vkCreateGraphicsPipelines / vkCreateShaderModule returned VK_ERROR_INVALID_SHADER_NV: the driver's shader "
        "compiler refused the SPIR-V the program produced (an emulator's or translation layer's generated shader, a "
        "translation to Metal by MoltenVK). The GPU and driver work; the shader is the problem.",
        "Report it to the program with its version and GPU (it is a shader-generation bug); try another renderer "
        "back end or the previous version of the program / its translation layer.",
        "https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html (VK_ERROR_INVALID_SHADER_NV) ; "
        "https://github.com/RPCS3/rpcs3/issues/11414"),
    NotStack(
        "not-stack/directml-instead",
        "The program chose DirectML (Windows' GPU API for AMD/Intel GPUs) at start: no NVIDIA GPU is in use by design",
        # read on two lines joined (two_lines): RVC's config prints the first line and, started with --dml, the second
        LazyPattern(r"\bNo\s+supported\s+Nvidia\s+GPU\s+found\s*\n\s*use\s+DirectML\s+instead\b", re.I),
        "A program with a DirectML build (RVC's --dml, for AMD/Intel GPUs on Windows) reports at start that it found no "
        "NVIDIA GPU and uses DirectML instead: its normal start-up on a non-NVIDIA card, not a fault of an NVIDIA stack.",
        "If an NVIDIA GPU is meant to be used, start the CUDA build (without --dml); otherwise read the errors that follow "
        "the start-up lines.",
        "https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI (configs/config.py device_config: 'No "
        "supported Nvidia GPU found', then with --dml 'use DirectML instead') ; "
        "https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/1085", two_lines=True),
    NotStack(
        "not-stack/apple-mps",
        "An Apple Metal (MPS) error (gpu-doctor reads NVIDIA GPU stacks)",
        LazyPattern(r"\bMPS\s+backend\s+(?:out\s+of\s+memory|is\s+not\s+available|does\s+not\s+support)\b"
                    r"|\bnot\s+(?:currently\s+)?implemented\s+for\s+the\s+MPS\s+device\b"
                    # round 39 (negatives7, ichigo#101): the dispatcher has no kernel of the op for an MPS dispatch key
                    # (c10/core/dispatch OperatorEntry::reportError 'Could not run '<op>' with arguments from the
                    # '<key>' backend'); the 'CUDA' key is a CPU-only build's reading, not this
                    r"|\bCould\s+not\s+run\s+'[\w:.]+'\s+with\s+arguments\s+from\s+the\s+'(?:Sparse|Quantized|Autograd)?MPS'\s+backend\b"
                    # round 137 (negatives104 kohya_ss#522): xformers' operator dispatch listing why each kernel refuses
                    # the Apple GPU ('`cutlassF` is not supported because: device=mps (supported: {'cuda'})')
                    r"|^\s*device=mps\s+\(supported:\s*\{", re.I),
        "The failing line is PyTorch's Apple-silicon (Metal Performance Shaders) backend, not NVIDIA's MPS "
        "daemon: no NVIDIA GPU is involved.",
        "See PyTorch's MPS backend notes (PYTORCH_ENABLE_MPS_FALLBACK=1 for unimplemented ops, "
        "PYTORCH_MPS_HIGH_WATERMARK_RATIO for memory).",
        "https://pytorch.org/docs/stable/notes/mps.html"),
    # round 39 (negatives10: FunClip#105, pytorch#133076, pytorch#131662): PyTorch's Windows DLL preloader failing on one
    # of torch's own CPU libraries (fbgemm.dll, asmjit.dll, libiomp5md.dll, c10.dll, torch_cpu.dll...): the VC++
    # runtime or the OpenMP DLL the CPU build needs is missing, no CUDA DLL is named (a CUDA DLL, caffe2_nvrtc /
    # cudnn* / cublas*, stays gpu/windows-framework-cuda-dll's cuda_init_failed)
    NotStack(
        "not-stack/torch-cpu-dll-not-loadable",
        "Windows could not load one of PyTorch's own CPU libraries (fbgemm.dll, c10.dll...): the Python environment",
        LazyPattern(r"\bError\s+loading\s+[\"'\\]*[^\"'\n]*?[\\/]torch[\\/]+lib[\\/]+(?:fbgemm|asmjit|libiomp5md|uv|shm|c10"
                    r"|torch_cpu|torch_python|torch_global_deps|torch)\.dll\b", re.I),
        "torch/__init__.py preloads its DLLs on Windows; one of its CPU libraries (fbgemm, asmjit, c10, torch_cpu) or "
        "a DLL it depends on (the Microsoft Visual C++ runtime, libomp / libiomp5md) could not be loaded. No CUDA "
        "library is named: the CPU part of the install or the system's runtime is missing.",
        "Install the latest Microsoft Visual C++ Redistributable (x64), reinstall torch in a clean environment (pip "
        "and conda torch mixed, an Anaconda MKL / OpenMP conflict), and use a Python version torch supports.",
        "https://github.com/pytorch/pytorch (torch/__init__.py _load_dll_libraries: err.strerror += f' Error loading "
        "\"{dll}\" or one of its dependencies.') ; https://github.com/pytorch/pytorch/issues/131662"),
    # round 39 (negatives10, tch-rs#464): GNU ld skipping libraries of another architecture (an x86-64 libtorch in an
    # arm64 image): a build of the program's own, no CUDA library named
    NotStack(
        "not-stack/linker-incompatible-library",
        "The linker skipped a library built for another architecture (or word size): the build's own setup",
        LazyPattern(r"\bld(?:\.\w+)?:\s+skipping\s+incompatible\s+(?![^\n]*(?:libcuda|libcudart|libnvidia|libcublas|libcudnn|libnccl))"
                    r"\S+\s+when\s+searching\s+for\s+-l", re.I),
        "GNU ld found the library it was told to link but skipped it: the file is for another architecture or word "
        "size (an x86-64 libtorch in an arm64 build, a 32-bit library in a 64-bit link), then fails with 'cannot find "
        "-l<name>'.",
        "Use the library build for the target architecture (LIBTORCH of the image's platform; docker --platform), or "
        "point the build at the right library directory.",
        "https://sourceware.org/binutils/docs/ld/ (ld: 'skipping incompatible FILE when searching for -lNAME') ; "
        "https://github.com/LaurentMazare/tch-rs/issues/464"),
    # round 37 (negatives8: conda-forge ctng-compilers-feedstock#95, simnibs#153, dust3d#157): Mesa's loader failing to
    # open one of Mesa's own DRI drivers (Intel iris/i965/crocus, AMD radeonsi/r600, the software swrast/llvmpipe/zink)
    # because the file is not where the program's bundled libGL looks (a conda / AppImage libGL with another search
    # path) or a bundled libstdc++ is older than the driver needs: the program's environment, no NVIDIA GPU named. Only
    # the loader's own 'failed to open <driver>: <path>: <dlerror>' form: the 'failed to load driver: swrast' after
    # 'No matching fbConfigs or visuals found' (an NVIDIA libGL / X mix-up, graphics_driver_unavailable 6:0) stays a reading.
    NotStack(
        "not-stack/mesa-own-driver-not-loadable",
        "Mesa could not load one of its own (non-NVIDIA) drivers: a library path or libstdc++ of the program's environment",
        LazyPattern(r"\bMESA-LOADER:\s*failed\s+to\s+open\s+(?:" + MESA_OWN_DRIVERS + r")\s*:\s*\S+?(?:_dri\.so:\s*cannot\s+open"
                    r"\s+shared\s+object"
                    r"|libstdc\+\+\.so[.\d]*:\s*version\s+.?GLIBCXX_)", re.I),
        "Mesa's DRI loader could not open an Intel / AMD / software driver it ships (iris_dri.so, swrast_dri.so...): "
        "the libGL the program brought (conda's mesa-libgl, an AppImage) searches another directory, or its bundled "
        "libstdc++ is older than the system driver needs (GLIBCXX_x not found). No NVIDIA driver is involved.",
        "In conda: install the libgl / mesa packages from the same channel, or remove the environment's libstdc++ / "
        "libGL so the system's are used (or LD_PRELOAD the system libstdc++.so.6); for an AppImage, run with the "
        "system libstdc++ (delete the bundled one or use a newer AppImage).",
        "https://gitlab.freedesktop.org/mesa/mesa (src/loader/loader.c: 'MESA-LOADER: failed to open %s: %s (search "
        "paths %s, suffix %s)') ; https://github.com/conda-forge/ctng-compilers-feedstock/issues/95"),
    # round 64 (negatives40, ethminer#2289): an OpenCL C compiler error in the program's own kernel source, clang's
    # '<file>.cl:LINE:COL: error: ...' as the OpenCL build log prints it (ethminer's kernel calling AMD's amd_bitalign
    # under Mesa's Clover): the kernel code and the platform's OpenCL compiler disagree, whatever the GPU; no CUDA or
    # NVIDIA driver is involved. A CUDA error elsewhere in the paste keeps its own reading.
    NotStack(
        "not-stack/opencl-kernel-source-compile-error",
        "The program's OpenCL kernel source did not compile (a program or OpenCL-platform issue, not the NVIDIA stack)",
        LazyPattern(r"\b\w+\.cl:\d+:\d+:\s*error:\s", re.I),
        "The OpenCL compiler of the platform in use rejected the program's kernel source (.cl): a function or "
        "extension the kernel uses is not available on that OpenCL implementation (vendor built-ins such as AMD's "
        "amd_bitalign on Mesa Clover, an OpenCL C version the platform lacks) or a bug in the kernel code.",
        "Use the OpenCL platform the program supports (the vendor's ICD rather than Mesa Clover / rusticl), a release of "
        "the program that builds for it, or its CUDA backend on NVIDIA GPUs.",
        "https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html (clBuildProgram, "
        "CL_PROGRAM_BUILD_LOG) ; https://github.com/ethereum-mining/ethminer/issues/2289"),
    # round 66 (negatives42, jax#10192 and jax#22070): libtpu's lock, another process holds the TPU (libtpu
    # 'libtpu.so already in use by another process', JAX's 'Unable to initialize backend 'tpu': ABORTED: The TPU is
    # already in use by process with pid N'), and JAX's CPU fallback on the next line: a Google TPU held elsewhere, no
    # NVIDIA GPU in the story. Read with the next line, so the fallback line is the entry's too.
    NotStack(
        "not-stack/tpu-held-by-another-process",
        "A Google TPU is held by another process, so JAX falls back to the CPU (not the NVIDIA stack)",
        LazyPattern(r"(?:\blibtpu\.so\s+already\s+in\s+use\s+by\s+another\s+process|\bThe\s+TPU\s+is\s+already\s+in\s+use"
                    r"\s+by\s+process)[^\n]*\n[^\n]*\bfalling\s+back\s+to\s+(?:the\s+)?cpu\b", re.I),
        "libtpu allows one process per TPU VM; another process (often another user's, or a notebook kernel left "
        "running) holds it, so this process gets no TPU and JAX runs on the CPU. No NVIDIA GPU is involved.",
        "Find and stop the process that holds the TPU (`sudo lsof -w /dev/accel0`, the pid in the message), or wait "
        "for it; TPU_PROCESS_BOUNDS / per-process chips when sharing is intended.",
        "https://github.com/jax-ml/jax (jax/_src/xla_bridge.py backend initialisation and CPU fallback) ; "
        "https://github.com/jax-ml/jax/issues/22070", two_lines=True),
    # round 42 (negatives15, gpu-burn#59): gpu_burn looks for its compare.ptx kernel file in the working directory
    # (gpu_burn-drv.cpp: 'couldn't find file "compare.ptx" from working directory'); run from elsewhere it stops with
    # the driver's CUDA_ERROR_NOT_FOUND, a missing file of the program's, not a GPU fault. Only the file-not-found form:
    # 'couldn't find compare kernel ... named symbol not found' (the kernel missing from the PTX, gpu-burn#100) stays
    # a reading.
    NotStack(
        "not-stack/gpu-burn-ptx-not-in-working-directory",
        "gpu_burn cannot find its compare.ptx in the working directory (run it from its own folder)",
        LazyPattern(r"\bcouldn'?t\s+find\s+file\s+\W?compare\.ptx\W?\s+from\s+working\s+directory\b", re.I),
        "gpu_burn loads its comparison kernel from compare.ptx in the current working directory; started from another "
        "directory it cannot find the file and the driver reports CUDA_ERROR_NOT_FOUND. The GPU and driver are fine.",
        "Run gpu_burn from its own folder (cd gpu-burn && ./gpu_burn 60), or pass the folder of compare.ptx (-i / a "
        "newer gpu-burn's option), or build in place.",
        "https://github.com/wilicc/gpu-burn (gpu_burn-drv.cpp: 'couldn't find file \"compare.ptx\" from working "
        "directory') ; https://github.com/wilicc/gpu-burn/issues/59"),
    # round 45 (negatives12 LogoSP#2, claimed by the resemblance fallback once fresh200's GBGPU#8 joined the reference
    # with its 'error: command .../nvcc failed' line): a C/C++ compiler's missing-#include error names the header the
    # build lacks; a header of a library outside the GPU stack (BLAS, MPI, OpenGL, GStreamer, OpenCV, abseil: 15 such
    # lines in negatives1..20, 0 in the tuned logs) is a build dependency missing, not a GPU-stack fault, whatever
    # compiler (nvcc included) stops on it. The GPU stack's own headers (CUDA's, cuDNN's, NCCL's, TensorRT's, NVML's,
    # the NVIDIA driver's kernel-module headers, the kernel's own) are not this entry's.
    NotStack(
        "not-stack/non-gpu-header-missing",
        "A C/C++ build cannot find the header of a library outside the GPU stack (a build dependency is missing)",
        # (round 79: not in the NVIDIA kernel module's own tree, kernel/nvidia*/: gpu/nvidia-kernel-tree-build-error)
        LazyPattern(r"^(?![^\n]*/kernel(?:-open)?/nvidia[\w-]*/)[^\n]*?\bfatal\s+error:\s+(?![\w/.+-]*(?:cuda|cudnn|nccl|cublas|cufft|curand|cusparse|cusolver|cutlass|"
                    r"nvrtc|nvml|nvtx|NvInfer|NvOnnx|optix|thrust/|cub/|linux/|asm/|generated/|autoconf|os-interface|"
                    r"hip|rocm|nvidia))(?!nv|cu)[\w/.+-]+\.(?:h|hh|hpp|hxx)\W?:\s+No\s+such\s+file\s+or\s+directory\b", re.I | re.M),
        "The compiler (gcc, clang, or nvcc handing a .cu file's host code to them) stopped at an #include it cannot "
        "find: the header belongs to a library outside the GPU stack (BLAS, MPI, OpenGL, OpenCV, ...) that is not "
        "installed or not on the include path. The CUDA toolkit, the driver and the GPU are not the cause; the "
        "'command ... nvcc failed' line after it is only the build stopping.",
        "Install the library's development package (e.g. libopenblas-dev for cblas.h, libopenmpi-dev for mpi.h, "
        "libgl-dev for GL/gl.h) or point the build's include path (CPATH, -I, CMake's *_INCLUDE_DIR) at its headers.",
        "https://gcc.gnu.org/onlinedocs/cpp/Include-Operation.html (GCC: 'fatal error: FILE: No such file or "
        "directory' for an #include not found on the search path) ; https://github.com/vLAR-group/LogoSP/issues/2"),
    # round 55 (negatives33, whisper.cpp#1411): ggml's Metal back-end (ggml-metal.m, macOS: Apple GPUs and the AMD/
    # Intel GPUs of Intel Macs) failing to initialise ('ggml_metal_init: error: ...', then 'ggml_metal_init() failed'):
    # no NVIDIA GPU or CUDA is involved
    NotStack(
        "not-stack/ggml-metal-init",
        "ggml's Metal back-end (macOS) could not initialise (gpu-doctor reads NVIDIA GPU stacks)",
        LazyPattern(r"\bggml_metal_init:\s+error:|\bggml_metal_init\(\)\s+failed\b", re.I),
        "The failing lines are ggml's (llama.cpp / whisper.cpp) Metal back-end on macOS: it could not load its Metal "
        "shader library or create its device. Metal runs on Apple GPUs and the AMD/Intel GPUs of Intel Macs, not on "
        "an NVIDIA stack.",
        "Build with Metal disabled (GGML_METAL=OFF / WHISPER_NO_METAL=1) or put ggml-metal.metal (GGML_METAL_PATH_"
        "RESOURCES) where the binary looks; see the project's macOS notes.",
        "https://github.com/ggml-org/ggml (src/ggml-metal: 'ggml_metal_init: error: ...') ; "
        "https://github.com/ggml-org/whisper.cpp/issues/1411"),
    # round 57 (negatives35, koboldcpp#2207): ggml's HOST allocations failing while llama.cpp loads a model into a CPU
    # buffer ('ggml_aligned_malloc: insufficient memory (attempted to allocate N MB)', ggml.c;
    # 'ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size N', the CPU back-end; llama.cpp's
    # 'failed to allocate CPU_REPACK buffer' / 'unable to allocate CPU buffer'): host RAM, not GPU memory (a CUDA0 or
    # CUDA_Host buffer names a GPU or pinned memory and stays out)
    NotStack(
        "not-stack/ggml-host-buffer-alloc",
        "ggml / llama.cpp could not allocate a CPU (host RAM) buffer for the model",
        LazyPattern(r"\bggml_aligned_malloc:\s*insufficient\s+memory\b"
                    r"|\bggml_backend_cpu_buffer_type_alloc_buffer:\s*failed\s+to\s+allocate\s+buffer\b"
                    r"|\b(?:failed|unable)\s+to\s+allocate\s+CPU(?:_[A-Za-z0-9]+)?\s+buffer\b", re.I),
        "ggml (llama.cpp, whisper.cpp, KoboldCpp) could not allocate host memory for a CPU buffer (the model's weights "
        "kept or repacked in RAM): the machine's RAM (or its memory limit) is smaller than the buffer. GPU memory is "
        "not involved.",
        "Load less into RAM: a smaller quantisation, more layers on the GPU (-ngl), memory-mapping without the repacked "
        "copy (--no-repack where offered), or more RAM / a higher memory limit.",
        "https://github.com/ggml-org/ggml (src/ggml.c ggml_aligned_malloc: 'insufficient memory (attempted to allocate "
        "%6.2f MB)'; the CPU back-end's ggml_backend_cpu_buffer_type_alloc_buffer: 'failed to allocate buffer of size "
        "%zu') ; https://github.com/LostRuins/koboldcpp/issues/2207"),
    NotStack(
        "not-stack/cloud-vm-zone-offering",
        "The cloud provider refused to create a GPU VM: the zone does not offer the accelerator type or has none free",
        LazyPattern(r"\bThe\s+resource\s+'projects/[^'\s]+/zones/[^'\s]+/acceleratorTypes/[^'\s]+'\s+was\s+not\s+found\b"
                    r"|\bThe\s+zone\s+'projects/[^'\s]+/zones/[^'\s]+'\s+does\s+not\s+have\s+enough\s+resources\s+available\b"
                    r"|\bZONE_RESOURCE_POOL_EXHAUSTED\b", re.I),
        "Compute Engine (gcloud, Terraform's google provider, the console) refused the VM request itself: the "
        "accelerator type is not offered in that zone, or the zone has no capacity of it now (a stockout). No "
        "machine was created, so no driver, toolkit or container ran: the GPU stack is not involved.",
        "List where the accelerator is offered (`gcloud compute accelerator-types list --filter=<type>`) and pick "
        "such a zone, retry later or in another zone for a stockout, and check the GPU quotas of the project "
        "(GPUS_ALL_REGIONS and the per-region NVIDIA_*_GPUS quota).",
        "https://cloud.google.com/compute/docs/gpus/gpu-regions-zones (accelerator types per zone) ; "
        "https://cloud.google.com/compute/docs/troubleshooting/troubleshooting-resource-availability "
        "(ZONE_RESOURCE_POOL_EXHAUSTED: 'The zone ... does not have enough resources available to fulfill the request')"),
    NotStack(
        "not-stack/image-manifest-not-found",
        "The container image (that tag) does not exist in the registry: the pull failed before anything ran",
        # round 53 (negatives31, nvidia-docker#373): the Docker daemon's pull error for a reference the registry does not
        # hold ('Error response from daemon: manifest for <image:tag> not found'); the image was never built / pushed or
        # the tag is misspelled. Not an NVIDIA image: a missing tag of NVIDIA's driver container (nvcr.io/nvidia/driver)
        # means no driver build for that OS/kernel, which the corpus labels driver_install_failed (gpu-operator#97)
        LazyPattern(r"\bmanifest\s+for\s+(?![^\s]*nvidia/)[\w./:@-]+\s+not\s+found\b", re.I),
        "The Docker daemon asked the registry for the image and the registry has no manifest for that name and tag: the "
        "image was never built or pushed (a failed `docker build` leaves no image), or the tag is misspelled. No container "
        "started, so no GPU, driver or container runtime was involved.",
        "Build (and push) the image first and check that the build succeeded, or pull a tag that exists (`docker "
        "manifest inspect <image:tag>` or the registry's tag list).",
        "https://github.com/moby/moby (distribution errors: 'manifest for %s not found') ; "
        "https://github.com/NVIDIA/nvidia-docker/issues/373 (maintainer: the docker build failed, so the image does not "
        "exist)"),
    NotStack(
        "not-stack/ffmpeg-libraries-not-found",
        "FFmpeg's shared libraries (libavutil, libavformat, ...) are not on the loader path",
        # round 82 (negatives48, torchcodec#730): TorchCodec tries each FFmpeg major version it supports and every
        # 'FFmpeg version N: libavutil.so.M: cannot open shared object file' fails; the libraries are FFmpeg's, not a CUDA
        # library's (a missing libnppicc / libnvcuvid there is a CUDA cause and stays one)
        LazyPattern(r"\blib(?:avutil|avformat|avcodec|avfilter|avdevice|swscale|swresample)\.so[\d.]*:\s+cannot\s+open\s+"
                    r"shared\s+object\s+file\b", re.I),
        "The program (TorchCodec, torchaudio's FFmpeg backend, a video tool) could not load FFmpeg's own shared "
        "libraries: FFmpeg is not installed where the dynamic loader looks, or a different major version is. The GPU, "
        "the driver and CUDA are not involved.",
        "Install an FFmpeg of a supported major version with its shared libraries (conda install ffmpeg, the "
        "distribution's libav* packages) or add its lib directory to LD_LIBRARY_PATH; `ldconfig -p | grep libavutil` "
        "shows what the loader finds.",
        "https://github.com/meta-pytorch/torchcodec (src/torchcodec/_core/ops.py: 'Could not load libtorchcodec. Likely "
        "causes: 1. FFmpeg is not properly installed') ; https://github.com/meta-pytorch/torchcodec/issues/730"),
    NotStack(
        "not-stack/selinux-keycreate-label",
        "The OCI runtime could not set the container's SELinux key-creation label (/proc/self/attr/keycreate)",
        # round 86 (negatives52, kubevirt#6943): runc's container init writes the SELinux label for new kernel keyrings
        # to /proc/self/attr/keycreate; 'invalid argument' / 'permission denied' there is the host's SELinux policy
        # (a label the policy does not know, SELinux disabled or permissive with a label set), not the GPU stack
        LazyPattern(r"\b(?:failed\s+to\s+set|write)\s+/proc/self/attr/keycreate\b", re.I),
        "The container runtime (runc) failed while setting the SELinux label for the container's kernel keyrings: the "
        "label the pod asked for is not loaded in the host's SELinux policy (or SELinux is disabled while a label is "
        "set). No GPU, driver or NVIDIA runtime is involved.",
        "Load the policy module the workload needs (KubeVirt: virt-handler installs the virt_launcher policy only on "
        "hosts with SELinux enforcing), or remove the SELinux options (seLinuxOptions / --security-opt label=...) from "
        "the pod; `getenforce` and `semodule -l` show the host's state.",
        "https://github.com/opencontainers/runc (libcontainer/standard_init_linux.go: keys.SetKeyLabel, 'unable to set "
        "keycreate label') ; https://github.com/kubevirt/kubevirt/issues/6943"),
    NotStack(
        "not-stack/genai-config-parse",
        "ONNX Runtime GenAI could not parse the model's genai_config.json",
        # round 96 (negatives62, onnxruntime-genai#384: 'JSON Error: Unknown value: pad_token_id', a list where this
        # version takes one id, read no_device_visible by resemblance): the model folder's configuration, not the GPU
        LazyPattern(r"\bError\s+encountered\s+while\s+parsing\s+'[^'\n]*genai_config\.json'", re.I),
        "ONNX Runtime GenAI read the model's genai_config.json and its JSON parser rejected a field (an unknown key, a "
        "value of another type than this GenAI version expects). No model was loaded and no device was touched.",
        "Use a GenAI release that knows the field (the model was exported by a newer builder), or edit the config to "
        "the form this version accepts (the error names the field, line and index).",
        "https://github.com/microsoft/onnxruntime-genai (src/config.cpp: 'Error encountered while parsing ...') ; "
        "https://github.com/microsoft/onnxruntime-genai/issues/384"),
    NotStack(
        "not-stack/python-unexpected-keyword",
        "A Python call passed a keyword argument the installed function does not take (mismatched package versions)",
        # round 97 (negatives63, flash-bidirectional-linear-attention#3: Triton's CompilationError around
        # 'TypeError("sum() got an unexpected keyword argument 'keep_dims'")', read dtype_unsupported_by_gpu by the
        # classifier); 11 earlier negatives hold the wording (python_env, program_bug, model_or_config), no labelled text
        LazyPattern(r"\b\w+\(\)\s+got\s+an\s+unexpected\s+keyword\s+argument\s+'\w+'", re.I),
        "Code called a function with a keyword argument that the installed version of the function does not accept: "
        "the caller was written for another release of the library (Triton, transformers, a trainer), or it is a bug "
        "in the caller. Neither the GPU nor the driver is involved.",
        "Install the library version the code was written for (its requirements / the release notes that added or "
        "removed the argument), or update the calling code to the installed API.",
        "https://docs.python.org/3/reference/expressions.html#calls (TypeError for an unexpected keyword argument) ; "
        "https://github.com/fla-org/flash-bidirectional-linear-attention/issues/3"),
    NotStack(
        "not-stack/mlir-hlo-legalize",
        "An XLA/MLIR compiler could not lower one of the program's HLO operations (a back-end limitation)",
        # round 105 (negatives71, jax#21389: jax-metal's 'failed to legalize operation 'mhlo.reduce_window'', read
        # nccl_error by the classifier); negatives42 jax#8074 holds the same wording; no labelled text
        LazyPattern(r"\bfailed\s+to\s+legali[sz]e\s+operation\s+'(?:mhlo|stablehlo|chlo)\.\w+'", re.I),
        "The compiler of a JAX/XLA back-end (a PJRT plug-in such as jax-metal, or IREE) has no lowering for one HLO "
        "operation of the program, so compilation stops: the back-end does not support that operation (with those "
        "types). No driver, GPU or CUDA library failed.",
        "Run the program on a back-end that supports the operation (the CPU or the CUDA back-end), rewrite the "
        "operation in supported terms, or report it to the plug-in with the operation named in the error.",
        "https://mlir.llvm.org/docs/DialectConversion/ ('failed to legalize operation') ; "
        "https://github.com/jax-ml/jax/issues/21389"),
    NotStack(
        "not-stack/linker-non-gpu-library-missing",
        "The linker cannot find a library that is not a CUDA/NVIDIA one (a build dependency, not the GPU stack)",
        # round 122 (negatives81 hercules#77: macOS ld's 'library not found for -ltensorflow', read cuda_init_failed by
        # resemblance once wave 78's bare 'DNN library is not found.' texts joined the reference set). Corpus: every
        # labelled text with 'cannot find -l' / 'library not found for -l' names a CUDA/NVIDIA library (cuda, cudart,
        # cublas, curand, nvrtc, nvJitLink, nvinfer, nvcaffe_parser: 22 of 22 cuda_init_failed); every negative names
        # another (tensorflow, torch, torch_cpu, c10, GLEW, glut, tinfo: 8 of 8 build_non_cuda)
        LazyPattern(r"(?:\blibrary\s+not\s+found\s+for|\bcannot\s+find)\s+-l"
                    r"(?![\w.+-]*cuda)(?!cu|nv|nccl|npp|OpenCL)[\w.+-]+", re.I),
        "The build's link step cannot find a native library that the program links against; the library named is not "
        "part of CUDA or the NVIDIA driver, so no GPU-stack piece is missing.",
        "Install the library's development package (or the framework's C library, such as libtensorflow for the Go "
        "bindings) and point the linker at it (LIBRARY_PATH / -L, pkg-config); then rebuild.",
        "https://github.com/src-d/hercules/issues/77"),
    NotStack(
        "not-stack/numpy-abi-mismatch",
        "A compiled module was built against another NumPy than the one installed (a Python environment mismatch)",
        # round 128 (negatives95 cellpose#518: torch's 'UserWarning: Failed to initialize NumPy: module compiled against
        # API version 0xf but this version of numpy is 0xe', read cuda_init_failed by resemblance). Corpus: the NumPy
        # ABI wordings occur only in negatives (8 of 8 python_env: negatives56, 66, 68, 71, 86, 95)
        LazyPattern(r"\bmodule\s+compiled\s+against\s+(?:ABI|API)\s+version\s+(?:0x)?[0-9a-f]+\s+but\s+this\s+version\s+"
                    r"of\s+numpy\s+is\b|\bA\s+module\s+that\s+was\s+compiled\s+using\s+NumPy\s+1\.x\s+cannot\s+be\s+run\s+in\b",
                    re.I),
        "A compiled extension (torch, a scientific package) was built against another NumPy C API than the installed "
        "NumPy, so its NumPy bridge fails or it refuses to import. Neither the GPU nor the driver is involved.",
        "Install the NumPy the package was built for (`pip install 'numpy<2'` for modules built against NumPy 1.x, or "
        "a newer NumPy when the module needs a newer API), or the package's build for the installed NumPy.",
        "https://numpy.org/devdocs/dev/depending_on_numpy.html (ABI compatibility) ; "
        "https://github.com/MouseLand/cellpose/issues/518"),
    NotStack(
        "not-stack/python-distribution-not-found",
        "A required Python distribution is missing or of a version outside the required range (a Python environment error)",
        # round 131 (negatives99 LlamaFactory#6884: 'The 'transformers!=4.46.*,...,<=4.48.3,>=4.41.2' distribution was
        # not found and is required by llamafactory', read cuda_library_version_mismatch by resemblance): pkg_resources'
        # DistributionNotFound; the corpus has the wording in no labelled text
        LazyPattern(r"\bdistribution\s+was\s+not\s+found\s+and\s+is\s+required\s+by\b", re.I),
        "pkg_resources / importlib could not find an installed Python distribution satisfying a package's "
        "requirement (absent, or its version outside the range): a Python environment problem, not the GPU stack.",
        "Install a version of the named distribution inside the required range (`pip install '<name><spec>'`), or the "
        "package release that accepts the installed one.",
        "https://setuptools.pypa.io/en/latest/pkg_resources.html (DistributionNotFound: 'The %r distribution was not "
        "found and is required by %s') ; https://github.com/hiyouga/LlamaFactory/issues/6884"),
    NotStack(
        "not-stack/apt-repository-signature-invalid",
        "apt refused a package repository whose signing key is expired or unknown (a package-repository problem)",
        # round 131 (negatives99 nvidia-docker#833: 'Err:15 https://nvidia.github.io/libnvidia-container/... InRelease /
        # The following signatures were invalid: KEYEXPIRED ...', read container_runtime_misconfigured by the runtime
        # family); the wordings occur in no labelled text (negatives99: 2 of 2 infra_non_gpu)
        LazyPattern(r"\bThe\s+following\s+signatures\s+(?:were\s+invalid|couldn't\s+be\s+verified)\b[^\n]{0,80}?"
                    r"\b(?:KEYEXPIRED|EXPKEYSIG|NO_PUBKEY|BADSIG)\b", re.I),
        "apt could not verify the repository's Release file: its signing key has expired (KEYEXPIRED / EXPKEYSIG) or is "
        "not installed (NO_PUBKEY), so apt ignores the repository. The GPU, the driver and the container runtime are "
        "not involved yet: the packages are not downloaded.",
        "Install the repository's current key (for NVIDIA's repositories the keyring their install guide gives, e.g. "
        "cuda-keyring / the libnvidia-container gpgkey) and run apt update again.",
        "https://wiki.debian.org/SecureApt ; https://github.com/NVIDIA/nvidia-docker/issues/833"),
    NotStack(
        "not-stack/android-binder-module-missing",
        "Waydroid / Anbox: the Android binder (or ashmem) kernel module is missing (a host-kernel problem, not the GPU)",
        # round 136 (negatives102 waydroid#1538, #801: 'Failed to load binder driver' / 'modprobe: FATAL: Module
        # binder_linux not found in directory ...' / 'Binder node "binder" for waydroid not found', read driver_not_loaded
        # by the resemblance fallback on the modprobe line's shape)
        LazyPattern(r"\bFailed\s+to\s+load\s+binder\s+driver\b|\bBinder\s+node\s+\"?\w+\"?\s+for\s+waydroid\s+not\s+found\b"
                    r"|\bmodprobe:\s+(?:FATAL|ERROR):\s+(?:Module\s+(?:binder|ashmem)_linux\s+not\s+found"
                    r"|could\s+not\s+insert\s+'(?:binder|ashmem)_linux')", re.I),
        "The Android container runtime (Waydroid, Anbox) needs the Android binder (and ashmem) IPC driver in the host "
        "kernel; the running kernel has no such module, so the container cannot start. The GPU and its driver are not "
        "involved.",
        "Use a kernel with binder built in or as a module (linux-zen, the distribution's binder_linux / "
        "anbox-modules-dkms package, or binder_linux from DKMS), then restart the Waydroid container service.",
        "https://docs.waydro.id/faq/get-waydroid-to-work-through-a-vm ; https://github.com/waydroid/waydroid/issues/1538 ; "
        "https://github.com/waydroid/waydroid/issues/801"),
    NotStack(
        "not-stack/qt-xcb-cannot-connect-to-display",
        "Qt could not connect to the X display (a display / session problem, not the GPU)",
        # round 137 (negatives8 YOLOv4-pytorch#146, silent until round 137's resemblance samples of desktop GL failures
        # read it graphics_driver_unavailable): the X server named by DISPLAY is unreachable (SSH forwarding, no session)
        LazyPattern(r"\bqt\.qpa\.xcb:\s+could\s+not\s+connect\s+to\s+display\b", re.I),
        "The Qt program could not reach the X server named by DISPLAY (no X session, an SSH X11 forwarding that is not "
        "set up or has expired), so it cannot open a window. The GPU and its driver are not asked anything yet.",
        "Run the program in a desktop session, connect with `ssh -X` / `-Y` (and check `echo $DISPLAY`, `xauth list`), "
        "or run it headless (QT_QPA_PLATFORM=offscreen, or without the GUI window).",
        "https://doc.qt.io/qt-6/linux-requirements.html ; https://github.com/argusswift/YOLOv4-pytorch/issues/146"),
    NotStack(
        "not-stack/container-image-not-found",
        "The container image could not be pulled (no such image or no access), not the GPU",
        # round 143 (negatives28 pyro#1184, silent until round 143's resemblance samples read its 'docker run --runtime=
        # nvidia' lines container_runtime_misconfigured): the image tag was never built or published
        # (not 'manifest unknown' of an NVIDIA driver image: fresh237 gpu-operator#97, no driver gets installed)
        LazyPattern(r"\bpull\s+access\s+denied\s+for\s+(?![^\s,]*nvidia/driver)\S+,\s+repository\s+does\s+not\s+exist\b", re.I),
        "The container engine could not find the image: the tag is not built locally and the registry has no such "
        "repository / tag, or it needs a login. No container was started, so the GPU runtime was never reached.",
        "Build the image first (or fix its name / tag), or `docker login` to the registry that holds it; `docker images` "
        "lists what is local.",
        "https://docs.docker.com/reference/cli/docker/image/pull/ ; https://github.com/pyro-ppl/pyro/issues/1184"),
    NotStack(
        "not-stack/opencv-library-missing",
        "An OpenCV shared library of another version is missing, not the GPU",
        # round 145 (negatives51 tomopy#432, silent until round 145's classifier read its 'libopencv_imgproc.so.4.1:
        # cannot open shared object file' as a CUDA library): a package built against another OpenCV than the
        # environment holds (OpenCV's CUDA modules, libopencv_cuda*, are left to the catalogue)
        LazyPattern(r"\blibopencv_(?!cuda)\w+\.so[\d.]*:\s+cannot\s+open\s+shared\s+object\s+file\b", re.I),
        "The program (or a compiled extension) was linked against an OpenCV library that the environment does not "
        "have (another OpenCV version, or OpenCV not installed): the loader stops before anything reaches the GPU.",
        "Install the OpenCV version the package was built for (conda / pip, the same channel as the package), or "
        "rebuild the package against the OpenCV present; `ldd` on the extension names what is missing.",
        "https://man7.org/linux/man-pages/man8/ld.so.8.html ; https://github.com/tomopy/tomopy/issues/432"),
    NotStack(
        "not-stack/pip-build-dependencies-failed",
        "pip could not install a package's build dependencies (a Python packaging error, not the GPU)",
        # round 152 (negatives97 BentoOCR#1: 'Installing build dependencies ... error' / 'pip subprocess to install build
        # dependencies did not run successfully', read driver_install_failed by the resemblance fallback after round
        # 152's rebuild); the wordings occur in no labelled text (negatives92, negatives97)
        LazyPattern(r"\bInstalling\s+build\s+dependencies\s+\.\.\.\s+error\b"
                    r"|\bpip\s+subprocess\s+to\s+install\s+build\s+dependencies\s+did\s+not\s+run\s+successfully\b", re.I),
        "pip builds the package from source and first installs its build requirements (setuptools, Cython, numpy "
        "...) in an isolated environment; that step failed, so nothing was built or installed. No GPU, driver or CUDA "
        "library is involved yet.",
        "Read the '[N lines of output]' pip prints below for the failing requirement; install a wheel instead of the "
        "sdist (a Python version the package ships wheels for), or the build tools it needs.",
        "https://pip.pypa.io/en/stable/reference/build-system/ ; https://github.com/bentoml/BentoOCR/issues/1"),
    NotStack(
        "not-stack/codec-library-missing",
        "A video / audio codec library is missing (a packaging or build problem, not the GPU)",
        # round 153 (negatives116 gpu-screen-recorder-issues#41: 'error while loading shared libraries: libvpx.so.7:
        # cannot open shared object file', read cuda_init_failed at low confidence by the classifier): a program built
        # against codec libraries the system does not carry (NVIDIA's own encode / decode libraries are the catalogue's)
        LazyPattern(r"\berror\s+while\s+loading\s+shared\s+libraries:\s+lib(?:vpx|x264|x265|aom|dav1d|opus|mp3lame|"
                    r"SvtAv1Enc|theora\w*|vorbis\w*|webp)\.so[\d.]*:\s+cannot\s+open\s+shared\s+object\s+file\b", re.I),
        "The program was linked against a codec library (libvpx, x264, x265, AOM, dav1d, Opus ...) of a version the "
        "system does not have, so the loader stops before the program starts; no NVIDIA library is involved.",
        "Install the codec library version the binary names, or rebuild the program against the system's libraries "
        "(distribution updates bump these sonames: libvpx.so.7 -> .8).",
        "https://man7.org/linux/man-pages/man8/ld.so.8.html ; "
        "https://github.com/dec05eba/gpu-screen-recorder-issues/issues/41"),
    NotStack(
        "not-stack/openvino-intel-gpu-no-device",
        "OpenVINO's Intel GPU plugin found no supported device (an Intel GPU driver problem, not NVIDIA's stack)",
        # round 174 (negatives135 frigate#17729: "[GPU] Can't get OPTIMIZATION_CAPABILITIES property as no supported
        # devices found or an error happened during devices query.", read no_device_visible by gpu/family-no-device):
        # OpenVINO's 'GPU' device is its intel_gpu plugin (src/plugins/intel_gpu/src/plugin/plugin.cpp, OPENVINO_ASSERT
        # on an empty device map); the wordings occur in no labelled text
        LazyPattern(r"\[GPU\]\s+Can't\s+get\s+\w+\s+property\s+as\s+no\s+supported\s+devices\s+found\b"
                    r"|\[GPU\]\s+Please\s+check\s+OpenVINO\s+documentation\s+for\s+GPU\s+drivers\b"
                    r"|\bsrc/plugins/intel_gpu/\S*:\d+"
                    # (Frigate's own fallback line for it, frigate/embeddings/onnx/runner.py)
                    r"|\bOpenVINO\s+failed\s+to\s+build\s+model,\s+using\s+CPU\s+instead\b", re.I),
        "OpenVINO's GPU device is Intel's GPU plugin (intel_gpu, over OpenCL / Level Zero); it found no Intel GPU it "
        "can use, so the model cannot be built for 'GPU' (programs such as Frigate then fall back to the CPU). NVIDIA's "
        "driver and CUDA are not involved.",
        "On the Intel GPU: install Intel's compute runtime (intel-opencl-icd / level-zero), pass /dev/dri into the "
        "container and check `clinfo`; on an NVIDIA GPU use a CUDA / TensorRT detector or execution provider instead of "
        "OpenVINO's GPU device.",
        "https://github.com/openvinotoolkit/openvino/blob/master/src/plugins/intel_gpu/src/plugin/plugin.cpp ; "
        "https://github.com/blakeblackshear/frigate/issues/17729"),
    NotStack(
        "not-stack/optimus-manager-mode-assertion",
        "optimus-manager: its kernel set-up does not handle the requested mode (a tool bug, not the driver)",
        # round 176 (negatives100 optimus-manager#238: 'Xorg pre-start setup error' over kernel.py's 'assert requested_mode
        # in ["intel", "nvidia", "hybrid"]' for the mode 'ac_auto', read driver_not_loaded by the classifier once fresh842
        # optimus-manager#444, the same hook failing on 'modprobe nvidia', was tuned on)
        LazyPattern(r"\bassert\s+requested_mode\s+in\s+\[", re.I),
        "optimus-manager's Xorg pre-start hook asserts that the requested GPU mode is one its kernel set-up handles "
        "(intel, nvidia, hybrid); another mode (ac_auto, a newer name) fails that assertion before any module is "
        "loaded. The NVIDIA driver is not asked anything.",
        "Set a startup mode the installed optimus-manager version handles (`optimus-manager --set-startup`, or "
        "startup_mode in /etc/optimus-manager/optimus-manager.conf), or update optimus-manager.",
        "https://github.com/Askannz/optimus-manager/issues/238 (optimus_manager/kernel.py setup_kernel_state)"),
    NotStack(
        "not-stack/libstdcxx-too-old",
        "The C++ runtime (libstdc++) is older than a library needs: GLIBCXX_x not found (an environment problem)",
        # round 176 (tests/test_explain_round44.py holds CuPy's import banner over "libstdc++.so.6: version
        # `GLIBCXX_3.4.29' not found (required by .../cupy/_core/core...so)" silent; the classifier's rebuild with wave 132
        # read it cuda_library_version_mismatch at margin 10.6 on the CuPy / cpython file-name words): the labelled texts
        # with the wording are python_env 4, build_non_cuda 1 and one graphics text whose reading rests on another line
        LazyPattern(r"\blibstdc\+\+\.so[.\d]*:\s*version\s+[`'\"]?GLIBCXX_[\d.]+[`'\"]?\s+not\s+found\b", re.I),
        "A library (an extension module, a driver component, a program) was built with a newer C++ compiler than the "
        "libstdc++ the process loaded: the symbol version it needs (GLIBCXX_3.4.x) is not there, so it cannot load. "
        "Most often a conda / venv / AppImage environment brings an older libstdc++ than the system's. No CUDA library or "
        "driver version is at fault.",
        "Load a newer libstdc++: in conda `conda install -c conda-forge libstdcxx-ng` (or remove the environment's old "
        "one), or LD_PRELOAD the system's /usr/lib/x86_64-linux-gnu/libstdc++.so.6; `strings libstdc++.so.6 | grep "
        "GLIBCXX` lists what a copy offers.",
        "https://gcc.gnu.org/onlinedocs/libstdc++/manual/abi.html (symbol versioning, GLIBCXX_3.4.x) ; "
        "https://github.com/openmm/openmm/issues/4011"),
)

def _needles(e: NotStack):
    """The entry's literal needles, as the catalogue's (doctor/signatures/_needles.py lists them, generated by
    `python -m doctor.signatures`; computed when missing there)."""
    from . import pattern_needles
    from ._needles import NEEDLES

    key = (e.pattern.pattern, e.pattern.flags)
    return NEEDLES[key] if key in NEEDLES else pattern_needles(*key)


@lru_cache(maxsize=1)
def _gated() -> tuple:
    return tuple((e, _needles(e)) for e in ENTRIES)


def _may_match(needles, low: str) -> bool:
    return needles is None or _any_alternative_holds(needles, low)


def not_stack_hits(text: str) -> list[tuple[NotStack, int, str]]:
    """(entry, 1-based line number, the line) for every line of the paste that states a known non-stack error, in
    paste order (explain reports each entry once, at its first line). An entry's regex runs only on a line that
    holds its literal needles, as the catalogue's do (explain TEXT's startup, issue 16)."""
    low = text.lower()
    gated = [(e, n) for e, n in _gated() if _may_match(n, low)]
    if not gated:
        return []
    from .paste import paste_lines

    hits: list[tuple[NotStack, int, str]] = []
    numbered = paste_lines(text)
    for i, (number, line) in enumerate(numbered):
        lower = line.lower()
        for e, needles in gated:
            if e.two_lines:
                if i + 1 < len(numbered):
                    pair = line + "\n" + numbered[i + 1][1]
                    if _may_match(needles, pair.lower()) and e.pattern.search(pair):
                        hits.append((e, number, line.strip()))
                        hits.append((e, numbered[i + 1][0], numbered[i + 1][1].strip()))
            elif _may_match(needles, lower) and e.pattern.search(line):
                hits.append((e, number, line.strip()))
    return sorted(hits, key=lambda h: h[1])


def rests_on_not_stack(pattern, line_numbers, on: set, lines: list[str]) -> bool:
    """True when a reading (its pattern, its 1-based line numbers) rests on the not-stack lines `on` alone: each of its
    lines is one of them, or was read joined with the not-stack line after it and says nothing of the reading's own
    (round 35, negatives6 datasets#6435: 'got this error:' + the next line's 'RuntimeError: Cannot re-initialize CUDA
    in forked subprocess' read as a CUDA start). `explain` and the log-reading checks (scan_text) both drop such readings."""
    def own(n: int) -> bool:
        if n in on:
            return False
        if n + 1 in on and 0 < n <= len(lines):
            return pattern.search(clean_line(lines[n - 1])) is not None
        return True
    return not any(own(n) for n in line_numbers)
