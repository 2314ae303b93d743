"""CUDA / driver / container-runtime error signatures: the texts that CUDA, NVML, PyTorch,
TensorFlow, nvidia-container-cli and the GPU Operator's driver container print when the GPU
stack is broken. Every pattern matches real output; tests/test_explain_signatures.py holds
one real sample per signature with the public issue it was copied from.
Order matters: scan_text stops at the first signature that matches a line, so specific
patterns come before generic ones."""
from __future__ import annotations

import re

from . import Signature

_UPGRADE = ("Upgrade the node's NVIDIA driver to at least the minimum for the image's CUDA release "
            "(NVIDIA's CUDA Toolkit release notes, Table 3), or use an image built for an older CUDA; "
            "pin GPU pods to nodes with a new enough driver with node affinity on "
            "nvidia.com/cuda.driver-version.major (GFD label). `doctor scan --category cuda` "
            "lists which pods are affected.")

SIGNATURES = [
    # ---- the driver is older than the CUDA the container needs ---------------------------------
    Signature(
        "cuda_driver_too_old", "CUDA driver is older than the container's CUDA runtime",
        re.compile(r"CUDA driver version is insufficient for CUDA runtime version|cudaErrorInsufficientDriver"
                   r"|CUDA_ERROR_INSUFFICIENT_DRIVER"),
        "The CUDA runtime inside the container (the CUDA version the image was built with) is newer "
        "than what the node's NVIDIA driver supports (CUDA error 35). It also appears when the "
        "container has no driver libraries mounted at all (not started with the NVIDIA runtime).",
        _UPGRADE, source="https://github.com/NVIDIA/nvidia-docker/issues/781"),
    Signature(
        "cuda_driver_too_old", "PyTorch: the NVIDIA driver is too old for this PyTorch build",
        re.compile(r"The NVIDIA driver on your system is too old \(found version (?P<found>\d+)\)"),
        "PyTorch was built for a newer CUDA than the node's driver supports. The number it found is "
        "the driver's CUDA API version (1000*major + 10*minor: 12020 = CUDA 12.2), not the driver "
        "branch. torch.cuda.is_available() returns False.",
        _UPGRADE + " Or install the PyTorch wheel for the driver's CUDA (e.g. "
        "https://download.pytorch.org/whl/cu121).",
        source="https://github.com/lllyasviel/Fooocus/issues/1313", extract=("found",)),
    Signature(
        "cuda_driver_too_old", "nvidia-container-cli refused to start the container: driver too old",
        re.compile(r"unsatisfied condition: cuda\s*>=\s*(?P<required>\d+\.\d+)"),
        "The image declares NVIDIA_REQUIRE_CUDA=cuda>=X.Y (all nvidia/cuda based images do) and the "
        "node's driver supports an older CUDA, so the NVIDIA container runtime hook refused to start "
        "it (the pod shows RunContainerError / StartError / CreateContainerError). This check is "
        "stricter than CUDA's own minor-version compatibility.",
        _UPGRADE + " As a last resort NVIDIA_DISABLE_REQUIRE=true in the container env skips the "
        "check (the app may then fail at CUDA call time).",
        source="https://github.com/MauriceNino/dashdot/issues/1226", extract=("required",)),
    # ---- user-space driver libraries and kernel module disagree ---------------------------------
    Signature(
        "driver_library_mismatch", "NVIDIA driver user-space libraries do not match the loaded kernel module",
        re.compile(r"Driver/library version mismatch|RM has detected an NVML/RM version mismatch"
                   r"|NVML_ERROR_LIB_RM_VERSION_MISMATCH"),
        "The NVIDIA driver packages were upgraded (libnvidia-ml and friends) but the old kernel module "
        "is still loaded, typically after an unattended driver upgrade without a reboot. nvidia-smi, "
        "NVML, the device plugin and every CUDA app on the node fail until the module is reloaded.",
        "Drain the node and reboot it (or unload and reload the nvidia kernel modules); then stop "
        "unattended upgrades of the driver packages (apt-mark hold) or let the GPU Operator manage "
        "the driver. `kubectl drain <node> --ignore-daemonsets --delete-emptydir-data`",
        source="https://github.com/mozilla/translations/issues/1167"),
    Signature(
        "driver_library_mismatch", "TensorFlow: kernel driver and user-space (DSO) versions differ",
        re.compile(r"kernel version (?P<kernel>\S+) does not match DSO version (?P<dso>\S+)"),
        "libcuda (DSO) in the container or on the host is a different version from the loaded NVIDIA "
        "kernel module, e.g. a libcuda baked into the image, or a driver upgrade without a reboot.",
        "Do not ship libcuda.so in the image (let the NVIDIA runtime mount the host's); if the host "
        "driver was upgraded, drain and reboot the node.",
        source="https://github.com/tensorflow/tensorflow (cuda_diagnostics.cc)", extract=("kernel", "dso")),
    Signature(
        "driver_library_mismatch", "CUDA: display driver and CUDA driver versions do not match",
        re.compile(r"system has unsupported display driver / cuda driver combination|CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"
                   r"|cudaErrorSystemDriverMismatch"),
        "The user-mode libcuda is not the one that matches the loaded kernel module (CUDA error 803): "
        "a libcuda baked into the image, or a cuda-compat package for a different driver branch.",
        "Remove libcuda/cuda-compat from the image or make LD_LIBRARY_PATH stop pointing at "
        "/usr/local/cuda/compat when the host driver is new enough; reboot the node if its driver was "
        "upgraded in place.",
        source="https://github.com/NVIDIA/gpu-operator/issues/389"),
    # ---- forward compatibility on a GPU that does not support it --------------------------------
    Signature(
        "forward_compat_unsupported", "CUDA forward compatibility attempted on a GPU that does not support it",
        re.compile(r"(?i)forward compatibility was attempted on non supported HW|CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"
                   r"|cudaErrorCompatNotSupportedOnDevice"),
        "The container loaded a newer libcuda from cuda-compat (forward compatibility, CUDA error 804) "
        "on a GPU where NVIDIA does not support it: forward compatibility works only on data-center "
        "GPUs (and select NGC-ready RTX SKUs). It is also seen when the host driver was upgraded but "
        "the old kernel module is still loaded (reboot pending).",
        "Upgrade the node's driver so the image's CUDA is supported natively (no compat library "
        "needed), or use an image built for the driver's CUDA; on a data-center GPU whose driver was "
        "just upgraded, reboot the node.",
        source="https://github.com/NVIDIA/gpu-operator/issues/277"),
    # ---- the container sees no GPU -------------------------------------------------------------
    Signature(
        "no_device_visible", "No GPU is visible inside the container",
        re.compile(r"no CUDA-capable device is detected|No CUDA GPUs are available|cudaErrorNoDevice"
                   r"|CUDA_ERROR_NO_DEVICE"),
        "The process started but CUDA found no GPU (cudaErrorNoDevice): the pod requests no nvidia.com/gpu "
        "(so the device plugin mounted none), NVIDIA_VISIBLE_DEVICES/CUDA_VISIBLE_DEVICES hide them, or "
        "the container was not started with the NVIDIA runtime (RuntimeClass / containerd default "
        "runtime).",
        "Request the GPU in the container's resources (limits: nvidia.com/gpu: 1), do not set "
        "CUDA_VISIBLE_DEVICES by hand, and check the node's container runtime is configured for "
        "NVIDIA (GPU Operator toolkit pod healthy, runtimeClassName: nvidia where required).",
        source="https://github.com/jwyang/faster-rcnn.pytorch/issues/377"),
    # ---- binary lacks code for this GPU's architecture -----------------------------------------
    Signature(
        "no_kernel_image_arch", "The binary has no kernel for this GPU's architecture",
        re.compile(r"no kernel image is available for execution on the device|cudaErrorNoKernelImageForDevice"
                   r"|with CUDA capability sm_(?P<sm>\d+) is not compatible with the current PyTorch installation"),
        "The application (or a library such as PyTorch or flash-attention) was compiled without SASS "
        "or PTX for this GPU's compute capability (cudaErrorNoKernelImageForDevice): typically an old wheel on a new GPU "
        "(Blackwell sm_100/sm_120) or a build with a narrow TORCH_CUDA_ARCH_LIST.",
        "Use a build that includes this GPU's architecture (a newer PyTorch/CUDA wheel, e.g. cu128+ "
        "for Blackwell), or rebuild with the right -gencode / TORCH_CUDA_ARCH_LIST; or schedule the "
        "pod on GPUs it supports (node affinity on nvidia.com/gpu.product or nvidia.com/gpu.compute.major).",
        source="https://github.com/facebookresearch/Detectron/issues/965", extract=("sm",)),
    # ---- GPU memory ----------------------------------------------------------------------------
    Signature(
        "gpu_oom", "GPU out of memory",
        re.compile(r"CUDA out of memory\. Tried to allocate (?P<size>[\d.]+ [KMGT]iB)|CUDA error: out of memory"
                   r"|OutOfMemoryError: CUDA out of memory|cudaErrorMemoryAllocation|CUDA_ERROR_OUT_OF_MEMORY"),
        "The process asked for more GPU memory than was free. Either the model/batch does not fit, "
        "memory is fragmented (reserved but unallocated), or another process (another pod sharing "
        "the GPU through time-slicing, or a leftover process from a crashed pod) holds memory.",
        "Lower the batch size / sequence length or use a smaller precision; set "
        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True against fragmentation; check with "
        "nvidia-smi on the node whether another process holds memory (`doctor node`), and avoid "
        "time-slicing for memory-heavy jobs.",
        source="https://github.com/pytorch/pytorch/issues/16417", extract=("size",)),
    # ---- the container runtime is not set up for NVIDIA ----------------------------------------
    Signature(
        "container_runtime_misconfigured", "NVIDIA container runtime cannot find the driver libraries",
        re.compile(r"nvidia-container-cli: initialization error: (?P<what>load library failed: libnvidia-ml\.so\.1"
                   r"|nvml error: driver not loaded|driver rpc error)"),
        "The NVIDIA container runtime hook could not load the driver (libnvidia-ml.so.1 not found or "
        "the kernel module not loaded): the driver is not installed on the node, is installed in a "
        "location the toolkit is not configured for (GPU Operator driver under /run/nvidia/driver), "
        "or the driver container has not finished installing.",
        "Make sure the driver is installed and loaded on the node (GPU Operator: the "
        "nvidia-driver-daemonset pod on that node is Running and Ready); with a host-installed driver, "
        "set the toolkit's driver root accordingly (ClusterPolicy spec.driver.enabled=false and "
        "toolkit root /). `kubectl -n gpu-operator get pods -o wide`",
        source="https://github.com/NVIDIA/libnvidia-container/issues/231", extract=("what",)),
    Signature(
        "container_runtime_misconfigured", "containerd/CRI-O has no \"nvidia\" runtime configured",
        re.compile(r"no runtime for \"?(?P<handler>[\w.-]+)\"? is configured"),
        "The pod asks for RuntimeClass \"nvidia\" (or another handler) but the node's container runtime "
        "has no such handler: the GPU Operator's container toolkit has not configured containerd yet, "
        "or it wrote the config to a file containerd does not read (k3s/rke2/microk8s paths).",
        "Check the nvidia-container-toolkit-daemonset pod on that node; for k3s/rke2 set the toolkit's "
        "CONTAINERD_CONFIG/CONTAINERD_SOCKET env to the distribution's paths; then restart containerd.",
        source="https://github.com/NVIDIA/gpu-operator/issues/730", extract=("handler",)),
    Signature(
        "container_runtime_misconfigured", "NVML library not found",
        re.compile(r"NVML Shared Library Not Found|NVMLError_LibraryNotFound|libnvidia-ml\.so\.1: cannot open shared object file"),
        "The process could not load libnvidia-ml.so.1: the driver libraries are not mounted into the "
        "container (not started with the NVIDIA runtime) or the driver is not installed on the node.",
        "Run the pod with the NVIDIA runtime (RuntimeClass nvidia, or containerd's default runtime set "
        "to nvidia by the GPU Operator toolkit) and request nvidia.com/gpu.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1711"),
    # ---- the GPU Operator driver container could not build/load the driver ---------------------
    Signature(
        "driver_install_failed", "The NVIDIA driver container could not install the driver",
        re.compile(r"(?i)failed to install (?:the )?NVIDIA driver(?P<why>.*)|Could not resolve Linux kernel version"
                   r"|Unable to load the kernel module '?nvidia(?:-\w+)?\.ko'?|Could not find (?:the )?kernel headers?"),
        "The GPU Operator's driver pod compiles and loads the NVIDIA kernel module for the node's "
        "running kernel. It failed: usually the node's kernel has no matching precompiled driver or "
        "kernel-headers package (new or custom kernel, unsupported OS), Secure Boot rejects the "
        "module, or nouveau holds the GPU. Until it succeeds nothing else on the node works: the "
        "toolkit, device plugin and validators wait for the driver and the node advertises no GPUs.",
        "Read the driver pod's log for the kernel version it resolved; make the kernel headers "
        "available (or pin the node to a kernel the driver image supports, or use a precompiled "
        "driver image / ClusterPolicy spec.driver.usePrecompiled), disable Secure Boot or sign the "
        "module, blacklist nouveau; then delete the driver pod to retry. "
        "`kubectl -n gpu-operator logs daemonset/nvidia-driver-daemonset --tail=50`",
        source="https://github.com/NVIDIA/gpu-operator/issues/155", extract=("why",)),
    # ---- generic CUDA initialisation failure (least specific: keep last) ------------------------
    Signature(
        "cuda_init_failed", "CUDA failed to initialise",
        re.compile(r"CUDA initialization failed|failed call to cuInit|CUDA_ERROR_NOT_INITIALIZED|cuInit\(0\) failed"),
        "CUDA could not initialise in this process. The message does not say why; the usual causes "
        "are a CUDA runtime newer than the node's driver, no GPU visible to the container, or a "
        "driver/library mismatch on the node. Look for a more specific line around it.",
        "Compare the image's CUDA with the node's driver (`doctor scan --category cuda`), check the "
        "pod requests nvidia.com/gpu, and run nvidia-smi on the node.",
        source="shared/seeds/000_ad68cf285ec10644.txt"),
]
