"""Container runtime errors around NVIDIA GPUs (Docker, containerd, CRI-O, podman, the NVIDIA
Container Toolkit's nvidia-container-cli / runtime hook): no NVIDIA runtime configured, driver
libraries not found, NVML failing inside a running container (the cgroup / systemd daemon-reload
case, permissions), CDI device names that do not resolve. One family of the shared catalogue."""
from __future__ import annotations

from . import sig

_TOOLKIT = ("Install the NVIDIA Container Toolkit and configure the runtime: "
            "`nvidia-ctk runtime configure --runtime=docker` (or =containerd / =crio) and restart it; on "
            "Kubernetes let the GPU Operator's toolkit daemonset do it and check its pod on that node "
            "(`kubectl -n gpu-operator get pods -o wide | grep toolkit`).")

SIGNATURES = [
    sig("container_runtime_misconfigured", "Docker has no NVIDIA GPU device driver (toolkit not configured)",
        r"could not select device driver \"[^\"]*\" with capabilities: \[\[gpu\]\]",
        "`docker run --gpus` (or a compose file with `capabilities: [gpu]`) asked Docker for GPU devices and "
        "no device driver in Docker can provide them.",
        "The NVIDIA Container Toolkit is not installed on the host, or Docker was not restarted/configured "
        "after installing it (Docker Desktop without WSL2 GPU support, rootless Docker, snap Docker).",
        _TOOLKIT, source="https://github.com/NVlabs/BundleSDF/issues/184", id="runtime/docker-no-gpu-driver",
        specificity=90),
    sig("container_runtime_misconfigured", "The container engine does not know the \"nvidia\" runtime",
        r"unknown or invalid runtime name: (?P<handler>[\w.-]+)|Unknown runtime specified (?P<handler2>[\w.-]+)",
        "The container was started with `--runtime=nvidia` (or `runtime: nvidia` in compose, or Docker's "
        "default-runtime is nvidia) and the engine has no runtime of that name registered.",
        "nvidia-container-runtime is not installed or not registered in /etc/docker/daemon.json "
        "(\"runtimes\": {\"nvidia\": ...}), the daemon was not restarted, or a rootless/Desktop daemon "
        "reads a different daemon.json.",
        _TOOLKIT + " Or drop `--runtime=nvidia` and use `--gpus all` with a configured toolkit.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/150", extract=("handler",),
        id="runtime/unknown-runtime-nvidia", specificity=90),
    sig("container_runtime_misconfigured", "RuntimeClass does not exist: the API server rejects the pod",
        r"pod rejected: RuntimeClass \"?(?P<runtimeclass>[\w.-]+)\"? not found",
        "The pod names a RuntimeClass (spec.runtimeClassName) that does not exist in the cluster, so the API "
        "server's RuntimeClass admission refuses to create it: no Pod object exists, only its controller's "
        "FailedCreate event.",
        "The RuntimeClass was never created (the GPU Operator creates `nvidia`, and with CDI enabled also "
        "`nvidia-cdi` and `nvidia-legacy`: its CDI support page), was deleted, or the name is misspelt.",
        "Create the RuntimeClass (`kubectl get runtimeclass` lists what exists; handler = the runtime name in "
        "containerd's config) or change runtimeClassName in the workload's pod template to one that exists.",
        source="https://github.com/kubernetes/kubernetes/blob/master/plugin/pkg/admission/runtimeclass/admission.go",
        extract=("runtimeclass",), id="runtime/runtimeclass-not-found", specificity=88),
    sig("container_runtime_misconfigured", "containerd/CRI-O has no \"nvidia\" runtime configured",
        r"no runtime for [\\\"']*(?P<handler>[\w.-]+)[\\\"']* is configured"
        # round 20 (fresh44 gpu-operator#477): dockershim's / CRI's form, 'RuntimeHandler "nvidia" not supported'
        r"|RuntimeHandler [\\\"']*[\w.-]+[\\\"']* not supported",
        "The pod asks for a RuntimeClass (handler \"nvidia\") that the node's container runtime does not have.",
        "The GPU Operator's container toolkit has not configured containerd yet on that node, or wrote the "
        "config to a file containerd does not read (k3s/rke2/microk8s use their own paths).",
        "Check the nvidia-container-toolkit-daemonset pod on that node; for k3s/rke2 set the toolkit's "
        "CONTAINERD_CONFIG / CONTAINERD_SOCKET to the distribution's paths; then restart containerd.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/479", extract=("handler",),
        id="runtime/no-runtime-handler", specificity=85),
    sig("container_runtime_misconfigured", "NVIDIA container runtime hook cannot load the driver",
        r"nvidia-container-cli(?:\.real)?: initialization error: (?P<what>load library failed: libnvidia-ml\.so\.1"
        r"|driver rpc error|driver error)",
        "The NVIDIA runtime hook (nvidia-container-cli) could not load the driver when starting the "
        "container.",
        "The driver is not installed/loaded on the node, is installed where the toolkit is not looking "
        "(GPU Operator driver under /run/nvidia/driver vs a host driver), or the driver container has "
        "not finished installing.",
        "Make sure the driver is loaded on the node (GPU Operator: the nvidia-driver-daemonset pod on "
        "that node is Running and Ready); with a host-installed driver set ClusterPolicy "
        "spec.driver.enabled=false so the toolkit uses root /. `kubectl -n gpu-operator get pods -o wide`",
        source="https://github.com/NVIDIA/libnvidia-container/issues/231", extract=("what",),
        id="runtime/hook-no-driver", specificity=85),
    sig("container_runtime_misconfigured", "NVIDIA runtime hook: ldconfig failed while preparing the container",
        r"nvidia-container-cli: ldcache error: (?P<what>.+)$",
        "In legacy mode the NVIDIA runtime hook runs ldconfig inside the new container to register the "
        "injected driver libraries, and that failed.",
        "Usually a distribution/toolkit update changed ldconfig behaviour (or the container's ldconfig is "
        "killed by a seccomp/AppArmor profile or memory limit); legacy mode is fragile here.",
        "Switch the NVIDIA runtime to CDI mode: `nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` and "
        "`nvidia-ctk config --in-place --set nvidia-container-runtime.mode=cdi`, restart the runtime; or "
        "upgrade the NVIDIA Container Toolkit.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/1400", extract=("what",),
        id="runtime/hook-ldcache", specificity=80),
    # round 23 (fresh56 siderolabs/extensions#171): the NVIDIA Container Runtime (toolkit 1.12+, CSV/CDI-style spec
    # modifier) locates the driver libraries through the host's ld cache (internal/lookup/library.go: fmt.Errorf("error
    # loading ldcache: %v", err)); on a host without /etc/ld.so.cache (Talos) it fails before the container starts
    sig("container_runtime_misconfigured", "NVIDIA Container Runtime: could not read the host's ld cache to locate driver libraries",
        r"\berror loading ldcache\b",
        "The NVIDIA Container Runtime could not read the host's dynamic-linker cache (/etc/ld.so.cache), which it uses "
        "to find the driver libraries to mount, so it could not build the container's spec.",
        "The host OS has no ld cache (Talos and other immutable OSes), or the driver root the toolkit is pointed at "
        "(driver-root / GPU Operator driver under /run/nvidia/driver) has none.",
        "Point the toolkit at the real driver root (nvidia-container-runtime config `root`, or the OS's NVIDIA "
        "extension's settings), create the ld cache (`ldconfig`) where the driver lives, or use CDI specs generated "
        "with `nvidia-ctk cdi generate --driver-root ...`.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/blob/main/internal/lookup/library.go ; "
               "https://github.com/siderolabs/extensions/issues/171",
        id="runtime/toolkit-ldcache-missing", specificity=80),
    sig("container_runtime_misconfigured", "NGC/CUDA container started without GPU access",
        r"The NVIDIA Driver was not detected\.\s+GPU functionality will not be available",
        "The entrypoint of an NVIDIA (NGC / nvidia/cuda) image found no driver inside the container.",
        "The container was started without the NVIDIA runtime or without GPUs (`docker run` without "
        "`--gpus all`, a pod without nvidia.com/gpu, Docker Desktop/WSL without GPU support); on WSL2 old "
        "toolkits printed it even when the GPU worked.",
        "Start the container with GPUs: `docker run --gpus all ...` with the NVIDIA Container Toolkit "
        "configured, or on Kubernetes request nvidia.com/gpu (and runtimeClassName: nvidia if the node's "
        "default runtime is not nvidia).",
        source="https://github.com/duixcom/Duix-Avatar/issues/221", id="runtime/ngc-no-driver", specificity=75),
    sig("container_runtime_misconfigured", "NVML library not found in the process",
        r"NVML Shared Library Not Found|NVMLError_LibraryNotFound",
        "The process could not load libnvidia-ml.so.1.",
        "The driver libraries are not mounted into the container (not started with the NVIDIA runtime) "
        "or the driver is not installed on the node.",
        "Run the pod with the NVIDIA runtime (RuntimeClass nvidia, or containerd's default runtime set to "
        "nvidia) and request nvidia.com/gpu.",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1711", id="runtime/nvml-lib-not-found", specificity=60),
    # ---- NVML fails inside a container that used to work ------------------------------------------
    sig("nvml_init_failed", "NVML: Unknown Error inside a running container (GPU device access lost)",
        # (round 21: nvidia-smi in a container printing only NVML's error string, 'nvidia-smi: Unknown Error')
        r"Failed to initiali[sz]e NVML\W+Unknown Error|nvml error: unknown error|\bnvidia-smi:\s*Unknown Error\b",
        "NVML inside the container can no longer open /dev/nvidia*: the container lost access to the GPU "
        "device nodes although it started fine.",
        "With the systemd cgroup driver, `systemctl daemon-reload` (run by package upgrades, "
        "unattended-upgrades, kubelet restarts) re-applies the container's cgroup device rules without "
        "the GPU devices that the NVIDIA hook added (NVIDIA notice, nvidia-docker#1730); also kubelet's "
        "static CPU manager updating the cgroup. Running CUDA work may continue; new NVML/CUDA calls fail.",
        "Restart the affected pods now. Lasting fix: upgrade the NVIDIA Container Toolkit to >= 1.14 and "
        "use CDI (`nvidia-ctk cdi generate`; GPU Operator: cdi.enabled=true) or create the /dev/char "
        "symlinks (`nvidia-ctk system create-dev-char-symlinks`), or switch the runtime to the cgroupfs "
        "driver. See https://github.com/NVIDIA/nvidia-docker/issues/1730",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/251", id="runtime/nvml-unknown-error",
        specificity=85,
        distinguish="on the node: `systemctl show -p ExecMainStartTimestamp` vs journal `Reloading.` times, or "
                    "`kubectl exec <pod> -- cat /sys/fs/cgroup/devices/devices.list` (cgroup v1): "
                    "no `c 195:* rw` line means the device rule was dropped"),
    sig("nvml_init_failed", "NVML: Insufficient Permissions on the GPU device nodes",
        r"Failed to initialize NVML: Insufficient Permissions|nvml error: insufficient permissions"
        r"|nvml: Insufficient Permissions"
        # (round 88, fresh415 netdata_nv_plugin#1: a program's own 'pynvml could not be initialized Insufficient
        # Permissions', NVML_ERROR_NO_PERMISSION from nvmlInit)
        r"|\b(?:py)?nvml\s+could\s+not\s+be\s+initiali[sz]ed\W{0,3}\s*Insufficient\s+Permissions\b",
        "NVML could not open /dev/nvidia* for lack of permission.",
        "SELinux (container_use_devices off), rootless podman/Docker without the right device "
        "permissions, a non-root container user without access to the device group, or a CDI spec "
        "with wrong device ownership.",
        "SELinux: `setsebool -P container_use_devices 1`; rootless: set `no-cgroups = true` in "
        "/etc/nvidia-container-runtime/config.toml and use CDI; check the device nodes' group and the "
        "container user's groups.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/210", id="runtime/nvml-permissions",
        specificity=85),
    sig("nvml_init_failed", "An NVML device query was refused: Insufficient Permissions",
        # NVML's own string for NVML_ERROR_NO_PERMISSION (nvmlErrorString) after a caller's 'error getting device
        # <x>: ' (the device plugin's, DCGM's wording of a failed per-device query). Below a program's own failure
        # line (the device plugin's 'error starting plugins: ...' chain, specificity 30) it is the cause it names.
        r"\b(?:device|gpu)\b[^\n]{0,60}?:\s*Insufficient Permissions\b",
        "An NVML query on a GPU (memory info, MIG profile, ...) returned NVML_ERROR_NO_PERMISSION.",
        "The process cannot open a device node NVML needs: with MIG, /dev/nvidia-caps/nvidia-cap* not "
        "granted to a non-privileged container (CDI/cgroup device rules), SELinux, or a non-root user "
        "outside the device group.",
        "Check the container's device list (`ls -l /dev/nvidia* /dev/nvidia-caps` inside it) against the node; "
        "for MIG run the plugin privileged or make the runtime inject the nvidia-caps nodes.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/1740", id="runtime/nvml-query-permissions",
        specificity=25),
    # ---- CDI -------------------------------------------------------------------------------------
    sig("cdi_unresolvable", "The runtime cannot resolve CDI device names",
        r"unresolvable CDI devices?\s*(?P<devices>[\w./=:,\[\]-]*)|CDI device injection failed|failed to inject CDI devices"
        r"|failed to stat CDI host device|nvidia-ctk cdi generate.{0,40}fail|no CDI spec (?:is|was) written",
        "The container asked for CDI devices (nvidia.com/gpu=all, a GPU UUID, a DRA-provided device) that "
        "no CDI spec on the node defines.",
        "No CDI spec was generated (/etc/cdi or /var/run/cdi empty), it is stale (generated before a "
        "driver upgrade, a GPU replacement, MIG reconfiguration, or a reboot that cleared /var/run/cdi), "
        "the runtime reads another spec directory, or the kubelet plugin that should write it "
        "(device plugin in CDI mode, DRA driver) has not.",
        "Regenerate the spec: `nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` and check "
        "`nvidia-ctk cdi list` shows the requested names; podman: `--cdi-spec-dir`; GPU Operator / DRA "
        "driver: restart the plugin pod on that node so it rewrites its spec.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/146", extract=("devices",),
        id="runtime/cdi-unresolvable", specificity=85),
]

# ---- second pass (issue 12): families the fresh2 batch showed missing or too narrow ------------------
SIGNATURES += [
    sig("container_runtime_misconfigured", "NVIDIA runtime hook could not mount driver files into the container",
        # (round 13: libnvidia-container's own 'mount error: file creation failed: <path>: <why>' pasted without the
        # 'nvidia-container-cli: ' prefix, libnvidia-container#125)
        r"(?:nvidia-container-cli: )?mount error: (?P<what>file creation failed|mount operation failed|stat failed)"
        r"\s*:?\s*(?P<path>[^\s:\\\"]+)?(?:\s*:\s*(?P<why>file exists|no such file or directory|operation not permitted"
        r"|no such device or address|permission denied))?",
        "The NVIDIA container runtime hook (nvidia-container-cli) failed while bind-mounting the driver's "
        "files (libraries, nvidia-smi, /proc/driver/nvidia, the persistenced socket, firmware) into the new "
        "container, so the container was not started.",
        "'file exists': the image already ships driver files (nvidia-smi, libnvidia-ml.so.1 copied in, or a "
        "WSL image with /usr/lib/wsl libraries) that the hook wants to mount over; 'stat failed' / 'no such "
        "file' on /proc/driver/nvidia/...: the driver was reloaded or the GPU set changed since the runtime "
        "started (reboot or restart the engine); 'operation not permitted': rootless or enroot/Singularity "
        "without the privileges to mount; persistenced socket: the daemon restarted.",
        "Remove NVIDIA driver files from the image (never install the driver or copy nvidia-smi / "
        "libnvidia-*.so into it: the runtime mounts the host's); after a driver upgrade or reload restart the "
        "container engine or reboot the node; for rootless engines switch the toolkit to CDI mode "
        "(`nvidia-ctk cdi generate`).",
        source="https://github.com/NVIDIA/nvidia-docker/issues/825 ; https://github.com/NVIDIA/nvidia-docker/issues/1316 ; "
               "https://github.com/NVIDIA/enroot/issues/111", extract=("what", "path", "why"),
        id="runtime/hook-mount-error", specificity=85),
    sig("container_runtime_misconfigured", "Docker cannot provide GPUs (no device driver for the request)",
        r"could not select device driver (?:\"(?P<driver>[^\"]*)\" )?with capabilities: \[\[?gpu\]?\]",
        "`docker run --gpus`/compose `capabilities: [gpu]` asked Docker for GPU devices and no device driver "
        "registered in Docker can provide them (the quoted driver name, if any, is the one requested).",
        "The NVIDIA Container Toolkit is not installed, Docker was not restarted after installing it, or the "
        "daemon that answered is not the one configured (rootless, snap or Desktop Docker).",
        _TOOLKIT, source="https://github.com/NVIDIA/nvidia-docker/issues/1642 ; https://github.com/blakeblackshear/frigate/issues/7976",
        extract=("driver",), id="runtime/docker-no-gpu-driver-any", specificity=88),
    sig("container_runtime_misconfigured", "Docker: CDI device requested but CDI is not enabled in the daemon",
        r"could not select device driver \"cdi\" with capabilities",
        "`docker run --device=nvidia.com/gpu=...` names a CDI device and this Docker daemon has no CDI "
        "support enabled (or, rootless, does not read the CDI spec directories).",
        "Docker < 25, or CDI not enabled: daemon.json needs \"features\": {\"cdi\": true} (rootful and "
        "rootless daemons have separate daemon.json files).",
        "Enable CDI in the daemon that runs the container (`\"features\": {\"cdi\": true}`), restart it and "
        "check `nvidia-ctk cdi list`; or use `--gpus all` with the NVIDIA runtime instead.",
        source="https://github.com/NixOS/nixpkgs/issues/339999", id="runtime/docker-cdi-disabled", specificity=92),
    sig("container_runtime_misconfigured", "The container has no NVIDIA utilities (nvidia-smi missing)",
        r"No such file or directory:? '?nvidia-smi'?|nvidia-smi: (?:command )?not found|\"?nvidia-smi\"?: executable file not\b",
        "nvidia-smi is not present inside the container: the NVIDIA runtime did not inject the driver's "
        "utilities.",
        "The container runs without the NVIDIA runtime (no `--gpus`, no `runtime: nvidia`, no GPU requested, "
        "no RuntimeClass), or NVIDIA_DRIVER_CAPABILITIES lacks `utility`.",
        "Start it with GPUs (`--gpus all`, compose `driver: nvidia` + `capabilities: [gpu]`, or request "
        "nvidia.com/gpu with the nvidia RuntimeClass) and NVIDIA_DRIVER_CAPABILITIES=compute,utility (add "
        "video for NVDEC/NVENC).",
        source="https://github.com/blakeblackshear/frigate/issues/9391 ; https://github.com/NVIDIA/k8s-device-plugin/issues/346",
        id="runtime/no-nvidia-smi", specificity=55,
        # round 36: 10 of 11 labelled texts read the container; fresh131 merlin#305 (on a host, no container in the
        # text) reads the driver: the host reading is named second
        readings=(("container_runtime_misconfigured", "inside a container started without the NVIDIA runtime / utility capability"),
                  ("driver_not_loaded", "on a host: the NVIDIA driver (and its nvidia-smi) is not installed")),
        distinguish="Is the shell inside a container? On a host, `lsmod | grep nvidia` and the driver package; in a "
                    "container, `--gpus all` / NVIDIA_DRIVER_CAPABILITIES=compute,utility"),
    sig("container_runtime_misconfigured", "The process cannot load the CUDA driver library (libcuda)",
        r"Could not load dynamic library '?libcuda\.so(?:\.1)?'?|libcuda\.so(?:\.1)?: cannot open shared object file"
        # the same in other loaders' words (TensorFlow 0.x dso_loader.cc: "Couldn't open CUDA library libcuda.so.1")
        r"|\b(?:could\s?n[o']?t|cannot|can't|unable\s+to|failed\s+to)\s+(?:open|load|find)\s+(?:the\s+)?(?:cuda\s+|dynamic\s+|shared\s+)?(?:driver\s+)?library\s+'?libcuda\.so\b"
        r"|Cannot load libcuda\.so(?:\.1)?|Could not dynamically load CUDA|Cannot load libnvcuvid\.so|libnvcuvid\.so\.1: cannot open"
        # round 20 (fresh44 koordinator#2781): ld.so's own form, 'error while loading shared libraries: libcuda.so.1: cannot
        # open shared object file', read when a paste cuts it after the library's name
        r"|error while loading shared libraries: libcuda\.so[\d.]*:",
        "The process found no libcuda.so.1 (the user-space part of the NVIDIA driver) and fell back to CPU "
        "or failed: CUDA cannot even be initialised.",
        "In a container: it was started without the NVIDIA runtime (or without the video capability for "
        "ffmpeg's NVDEC), so the driver libraries were not mounted in. On a bare host: no NVIDIA driver is "
        "installed (or it is not on the loader path).",
        "Container/pod: run it with the NVIDIA runtime and request a GPU (NVIDIA_DRIVER_CAPABILITIES="
        "compute,utility,video for ffmpeg). Host: install the driver (`nvidia-smi` must work).",
        source="https://github.com/tensorflow/tensorflow/issues/44761 ; https://github.com/blakeblackshear/frigate/issues/7729",
        id="runtime/libcuda-not-found", specificity=60,
        readings=(("container_runtime_misconfigured", "in a container: started without the NVIDIA runtime"),
                  ("driver_not_loaded", "on a bare host: no NVIDIA driver installed")),
        distinguish="`nvidia-smi` on the node (kubectl debug node/<node> -- chroot /host nvidia-smi): it works "
                    "there means the container lacks the runtime"),
    sig("container_runtime_misconfigured", "vLLM found no GPU platform (no CUDA/NVML in the container)",
        # (and vLLM's DeviceConfig when no platform was found: 'Failed to infer device type, please set the environment
        # variable `VLLM_LOGGING_LEVEL=DEBUG` ...', round 11)
        r"No platform detected, vLLM is running on UnspecifiedPlatform|\bFailed to infer device type\b",
        "vLLM could not detect any accelerator platform: NVML/CUDA were not usable inside the container.",
        "The pod runs without the NVIDIA runtime (no runtimeClassName: nvidia where the node's default runtime "
        "is runc) or requests no nvidia.com/gpu, so the driver libraries are missing.",
        "Request nvidia.com/gpu and run with the NVIDIA runtime (runtimeClassName: nvidia, or make nvidia the "
        "node's default runtime); check with `kubectl exec <pod> -- nvidia-smi`.",
        source="https://github.com/vllm-project/vllm/issues/23935", id="runtime/vllm-no-platform", specificity=70),
    sig("nvml_init_failed", "NVML could not initialise (reason as printed)",
        r"Failed to initiali[sz]e NVML\W+(?P<why>[A-Za-z][\w /-]{2,60})",
        "NVML (nvidia-smi, the device plugin, DCGM, framework GPU queries) could not initialise; the text "
        "after it is the reason.",
        "Inside a container most often lost device access (the cgroup/daemon-reload case: 'Unknown Error') "
        "or permissions; 'version mismatch' and 'could not load NVML library' have their own entries.",
        "Restart the pod; if it recurs after package upgrades, apply the daemon-reload fix (NVIDIA Container "
        "Toolkit >= 1.14 with CDI, or cgroupfs driver); check permissions for rootless engines.",
        source="https://github.com/alibaba/BladeDISC/issues/1248 ; https://github.com/ErsatzTV/legacy/issues/1071",
        extract=("why",), id="runtime/nvml-init-generic", specificity=40),
    # round 16: NVML's own reason names the cause (nvmlErrorString for NVML_ERROR_DRIVER_NOT_LOADED: 'Driver Not Loaded',
    # as the device plugin's factory.go and DCGM print it after 'Failed to initialize NVML: ')
    sig("driver_not_loaded", "NVML could not initialise: the NVIDIA driver is not loaded",
        # NVML's own string after any NVML wording on the line: 'Failed to initialize NVML: Driver Not Loaded' (the device
        # plugin, DCGM), TensorRT-LLM's "NVML error <file>:<line> 'Driver Not Loaded'", DALI's 'nvmlInitChecked failed:',
        # jetson-stats' 'NVML check failed:', nvitop's 'NVML ERROR:', LXD's 'Failed initializing NVML:', SD.Next's 'NVML:',
        # Bottlerocket's 'Failed to initialize NVML, got ret Driver Not Loaded' (rounds 16, 69, 70, 74, 76, 77)
        # (not dcgm-exporter's 'NVML not initialized (may need to enable Kubernetes mode): ...': its own init mode,
        # nvml_init_failed as emitters.yaml labels it)
        r"\b(?:NVML(?!\s+not\s+initiali[sz]ed\b)|nvmlInit\w*)\b[^\n]{0,160}?\bDriver\s+Not\s+Loaded\b"
        # (round 71: InvokeAI's vendored imaginaire utils/device.py 'Failed to get GPU info: Driver Not Loaded', no NVML word)
        r"|\bFail(?:ed)?\s+to\s+get\s+GPU\s+info:\s+Driver\s+Not\s+Loaded\b",
        "NVML was found but reports that the NVIDIA kernel driver is not loaded on this node.",
        "The kernel module did not load (after a kernel update without a DKMS rebuild, Secure Boot, nouveau holding the "
        "GPU) or the driver container has not finished installing.",
        "On the node: `lsmod | grep nvidia`, `dmesg | grep -i nvrm`; with the GPU Operator check the driver pod's "
        "log; rebuild/load the driver for the running kernel.",
        source="https://github.com/NVIDIA/DCGM/blob/master/sdk/nvidia/nvml/nvml_error_strings.h ; "
               "https://github.com/NVIDIA/k8s-device-plugin/blob/main/internal/plugin/factory.go",
        id="runtime/nvml-driver-not-loaded", specificity=50),
]

# ---- third pass (issue 12): families the fresh3 batch showed missing --------------------------------
SIGNATURES += [
    sig("container_runtime_misconfigured", "DCGM / an exporter cannot load NVML (libnvidia-ml not in the container)",
        r"Cannot init NVML library; err: ERROR_LIBRARY_NOT_FOUND",
        "DCGM (dcgm-exporter, DCGM host engine) could not load libnvidia-ml.so.1 inside its container.",
        "The pod runs without the NVIDIA runtime (no runtimeClassName: nvidia where the node's default "
        "runtime is runc; the GPU Operator toolkit not ready on that node), or the driver root is wrong "
        "(GPU Operator driver under /run/nvidia/driver vs a host driver).",
        _TOOLKIT + " For dcgm-exporter outside the GPU Operator set runtimeClassName: nvidia on its DaemonSet.",
        source="https://github.com/NVIDIA/dcgm-exporter/issues/612", id="runtime/dcgm-nvml-not-found",
        specificity=86),
    sig("nvml_init_failed", "DCGM / an exporter cannot initialise NVML",
        r"Cannot init NVML library; err: (?!ERROR_LIBRARY_NOT_FOUND)(?P<err>\w[\w ]*)",
        "DCGM (dcgm-exporter, DCGM host engine) loaded NVML but nvmlInit failed with the given error.",
        "'Unknown Error' inside a running container: the container lost access to /dev/nvidia* (the systemd "
        "cgroup daemon-reload case); 'Driver Not Loaded': no kernel module on the node; 'Insufficient "
        "Permissions': SELinux or device permissions.",
        "Restart the exporter pod; lasting fix for 'Unknown Error': the NVIDIA Container Toolkit >= 1.14 "
        "with CDI or `nvidia-ctk system create-dev-char-symlinks`; check `nvidia-smi` on the node.",
        source="https://github.com/NVIDIA/go-nvml/issues/164", extract=("err",), id="runtime/dcgm-nvml-init",
        specificity=60),
]

# ---- fourth pass (issue 12): families the fresh4 batch showed missing --------------------------------
SIGNATURES += [
    sig("container_runtime_misconfigured", "The NVIDIA runtime hook binary is missing or is the wrong program",
        r"inject NVIDIA hook: stat (?P<path>\S+): no such file or directory"
        r"|\W?nvidia-container-runtime-hook\W*:? executable file not found"
        r"|No help topic for \W*prestart"
        r"|Command not found: nvidia-container-cli"
        r"|hooks\.d/98-nvidia\.sh exited with return code",
        "The container engine (or enroot/pyxis) is configured to run the NVIDIA prestart hook, and the "
        "hook program is not installed there, or a different program answers to that name.",
        "A partial or mismatched NVIDIA Container Toolkit install: nvidia-container-runtime (or an old "
        "daemon.json) points at /usr/bin/nvidia-container-runtime-hook, which newer toolkits replaced by "
        "nvidia-container-toolkit; a self-built hook that is really the nvidia-ctk CLI ('No help topic for "
        "prestart'); enroot's 98-nvidia.sh hook without libnvidia-container-tools on the node.",
        "Install matching versions of nvidia-container-toolkit, nvidia-container-toolkit-base, "
        "libnvidia-container1 and libnvidia-container-tools (remove old nvidia-docker2 / "
        "nvidia-container-runtime packages), then `nvidia-ctk runtime configure` and restart the engine; "
        "for enroot/pyxis install libnvidia-container-tools on every GPU node.",
        source="https://github.com/NVIDIA/nvidia-container-runtime/issues/68 ; https://github.com/NVIDIA/pyxis/issues/110 ; "
               "https://github.com/NVIDIA/nvidia-container-toolkit/issues/14",
        extract=("path",), id="runtime/hook-binary-missing", specificity=80),
]

# ---- fifth pass (issue 12): families the fresh5 batch showed missing ---------------------------------
SIGNATURES += [
    sig("container_runtime_misconfigured", "The engine is configured with the NVIDIA runtime but cannot start it",
        r"(?:fork/)?exec:? \W?(?P<path>[\w/.-]*nvidia-container-runtime)\W?:? (?:no such file or directory|executable file not found)"
        r"|exec: \W?nvidia-con[\w-]*\s*$"
        r"|containerd-shim resolves to executable in current directory",
        "Docker/containerd is configured to start containers with the NVIDIA runtime (daemon.json "
        "\"runtimes\"/\"default-runtime\": \"nvidia\", a containerd runtime handler), but the runtime could "
        "not be executed, so no container (GPU or not) starts with it.",
        "nvidia-container-runtime was uninstalled or never installed while daemon.json still names it, it "
        "lives outside the daemon's PATH, or (k3s) the runtime shim lookup fails when the node's NVIDIA "
        "runtime was added by hand.",
        _TOOLKIT + " Check `which nvidia-container-runtime` and the path in /etc/docker/daemon.json or the "
        "containerd config; remove the nvidia default-runtime if the toolkit is gone.",
        source="https://github.com/osrf/subt/issues/190 ; https://github.com/NVlabs/BundleSDF/issues/95 ; "
               "https://github.com/k3s-io/k3s/issues/6518",
        extract=("path",), id="runtime/nvidia-runtime-binary-missing", specificity=82),
]

# ---- category-level families (issue 12, third round; see gpu.py's note) --------------------------
_FAIL = r"(?:fail(?:ed|ure|s)?|unable|could\s?n[o']?t|cannot|can't|error)"


def _family(category, title, pattern, meaning, why, fix, source, slug, **kw):
    return sig(category, title + " (family: any program's wording)", pattern, meaning, why, fix, source=source,
               id=f"runtime/family-{slug}", specificity=kw.pop("specificity", 3), **kw)


SIGNATURES += [
    _family("container_runtime_misconfigured", "The NVIDIA container runtime / hook failed or is missing",
            # (not when the hook only relays CUDA's own init failure: 'initialization error: cuda error: ...' is CUDA's)
            r"\b(?:nvidia-container-(?:cli|runtime|runtime-hook|toolkit)|libnvidia-container\S*|nvidia-docker\d?)\b"
            r"(?!:?\s*initiali[sz]ation\s+error:\s*cuda\s+error)[^\n]{0,80}?"
            r"\b(?:error|fail\w*|not\s+found|no\s+such\s+file|denied|invalid|unknown|missing|not\s+installed|exit(?:ed)?\s+(?:status|with))"
            r"|\b(?:unknown|invalid|unsupported)\s+(?:or\s+invalid\s+)?runtime\b[^\n]{0,30}?\bnvidia"
            r"|\bruntime\s+\W?nvidia\W?\s+(?:is\s+)?(?:not\s+(?:found|configured|installed|registered)|unknown|does\s+not\s+exist)"
            r"|\b(?:nvidia|gpu)\s+(?:container\s+)?runtime\b[^\n]{0,30}?\b(?:not\s+(?:found|installed|configured|available|set)|missing)"
            r"|\b(?:prestart|createRuntime|createContainer)\s+hook\b[^\n]{0,80}?\b(?:fail\w*|error)"
            r"|\berror\s+(?:running|executing)\s+(?:prestart\s+)?hook\b"
            r"|\bcould\s+not\s+select\s+device\s+driver\b"
            r"|\bnvidia-smi\W{0,3}(?::\s*)?(?:command\s+)?not\s+found|no\s+such\s+file\s+or\s+directory\W{0,4}nvidia-smi\b"
            r"|\bnvidia-smi\W{0,3}:?\s*executable\s+file\s+not\s+found"
            # (round 52: not a library whose name only begins so, solana-perf-libs' 'libcuda-crypt.so')
            r"|\b(?:cannot|could\s?n[o']?t|unable\s+to|failed\s+to)\s+(?:dynamically\s+)?(?:load|open|find)\s+\S*lib(?:cuda|nvidia-ml|nvcuvid|nvidia-encode)\b(?!-)"
            r"|\blib(?:cuda|nvidia-ml)\.so\S*:\s*cannot\s+open\s+shared\s+object\s+file"
            r"|\bPTX\s+JIT\s+compiler\s+library\s+not\s+found|cudaErrorJitCompilerNotFound|CUDA_ERROR_JIT_COMPILER_NOT_FOUND",
            "The NVIDIA container runtime, its OCI hook (nvidia-container-runtime-hook / nvidia-container-cli) "
            "or its library failed while starting a GPU container, or the runtime the pod/daemon asks for "
            "does not exist, in the runtime's own words.",
            "The NVIDIA Container Toolkit is not installed or not configured for this runtime (containerd/CRI-O/"
            "Docker config without the nvidia runtime, or a stale config after an upgrade), a toolkit/driver "
            "version clash, or the hook cannot mount the driver files (rootless, SELinux, read-only paths).",
            _TOOLKIT,
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/troubleshooting.html ; "
            "https://github.com/NVIDIA/nvidia-docker/issues/1316", "runtime", specificity=4,
            readings=(("container_runtime_misconfigured", "a container started without (or with a broken) NVIDIA runtime"),
                      ("driver_not_loaded", "on a host: no NVIDIA driver installed (no nvidia-smi, no libcuda)")),
            distinguish="run `nvidia-smi` on the node itself: it works there means the container lacks the NVIDIA runtime"),
    _family("nvml_init_failed", "NVML could not be initialised",
            r"\b" + _FAIL + r"\b[^\n]{0,30}?\b(?:to\s+)?(?:init\b|initiali[sz]\w*|start|open)\s+(?:the\s+)?nvml\b"
            r"|\bnvml\b[^\n]{0,40}?\b(?:init\b|initiali[sz]\w*|nvmlInit\w*)[^\n]{0,30}?\b(?:fail\w*|error|unknown)"
            r"|\bnvml\.?Init\w*(?:\(\))?\b[^\n]{0,40}?\b(?:fail\w*|error|returned\s+[1-9])"
            r"|\b(?:error|fail\w*)\s+(?:calling|in|from)\s+nvml\.?Init"
            r"|\bnvml\s+error\b|NVML_ERROR_(?:UNKNOWN|UNINITIALIZED|NO_PERMISSION|DRIVER_NOT_LOADED|GPU_IS_LOST)"
            # the same return codes as pynvml raises them (pynvml.py builds one class per NVML_ERROR_* constant:
            # NVMLError_NoPermission 'Insufficient Permissions', NVMLError_Unknown 'Unknown Error', ...)
            r"|\bNVMLError_(?:Unknown|Uninitialized|NoPermission)\b",
            "NVML (libnvidia-ml, what nvidia-smi, DCGM, the device plugin and the NVIDIA hook use) failed to "
            "initialise, in the caller's own words.",
            "'Unknown Error' in a long-running container: systemd/cgroup reload removed the container's device "
            "access (cgroups v2 with systemd cgroup driver, NVIDIA Container Toolkit < 1.14 without CDI); "
            "'Insufficient Permissions': device nodes not accessible; 'driver not loaded': no kernel module; "
            "a library-not-found: the container runs without the NVIDIA runtime.",
            "Restart the container/pod (short-term); long-term: NVIDIA Container Toolkit >= 1.14 with CDI or "
            "`nvidia-ctk system create-dev-char-symlinks --create-all`, or disable systemd cgroup reloads; check "
            "`nvidia-smi` on the node.",
            "https://github.com/NVIDIA/nvidia-container-toolkit/issues/48 ; https://github.com/NVIDIA/go-nvml/issues/164",
            "nvml-init"),
    _family("cdi_unresolvable", "CDI device names could not be resolved or injected",
            r"\bcdi\b[^\n]{0,60}?\b(?:unresolvable|not\s+found|unknown|fail\w*|error|invalid|no\s+such|missing)"
            # a CDI device name (vendor.com/class=name) used as a device path: the runtime has no CDI support
            # (podman < 4.1 'stat nvidia.com/gpu=0: no such file or directory', nvidia-container-toolkit#63)
            r"|\b(?:stat|open|lstat)\s+[a-z0-9.-]+\.[a-z]{2,}/[\w.-]+=[\w.:-]+:\s*no\s+such\s+file",
            "The runtime was asked for CDI devices (nvidia.com/gpu=...) and could not resolve or inject them.",
            "No CDI spec was generated for the node (nvidia-ctk cdi generate not run or stale after a driver "
            "upgrade), the spec directory is not the one the runtime reads (/etc/cdi, /var/run/cdi), or CDI is "
            "not enabled in containerd/CRI-O/Docker.",
            "Regenerate the spec (`nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`; `nvidia-ctk cdi list`), "
            "enable CDI in the runtime config, and restart the runtime.",
            "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/cdi-support.html ; "
            "https://github.com/NixOS/nixpkgs/issues/339999", "cdi"),
]


# ---- round 4 (issue 12): families the fresh7/fresh8 first runs showed missing ------------------------------------
SIGNATURES += [
    sig("driver_not_loaded", "NVIDIA hook: NVML says the driver is not loaded",
        r"nvidia-container-cli(?:\.real)?: initialization error: nvml error: driver not loaded",
        "The NVIDIA container hook asked NVML on the node for the GPUs and NVML answered that the NVIDIA kernel "
        "driver is not loaded there: the container cannot get a GPU until the node's driver is up.",
        "No NVIDIA kernel module loaded on the node (driver not installed, a kernel update without a rebuilt "
        "module, Secure Boot refusing it, the module failing on this GPU), or the GPU Operator's driver container "
        "has not finished installing (the toolkit then looks at /run/nvidia/driver before it exists).",
        "On the node: `lsmod | grep nvidia`, `nvidia-smi`, `dmesg | grep -i nvrm`; with the GPU Operator the "
        "nvidia-driver-daemonset pod on that node must be Running and Ready; with a host driver set ClusterPolicy "
        "spec.driver.enabled=false.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/1269 ; "
               "https://github.com/kubernetes/kubernetes/issues/133618 ; https://github.com/HonuRobotics/dockwater/pull/10",
        id="runtime/hook-nvml-driver-not-loaded", specificity=86,
        readings=(("driver_not_loaded", "the node's NVIDIA kernel driver is not loaded"),
                  ("container_runtime_misconfigured", "the toolkit looks for the driver in the wrong root (GPU "
                   "Operator driver container vs a host driver)")),
        distinguish="on the node: `lsmod | grep nvidia` (empty: the driver is not loaded)"),
    sig("no_device_visible", "NVIDIA hook under WSL: no GPU adapter exposed to WSL",
        r"WSL environment detected but no adapters were found",
        "The NVIDIA container hook runs inside WSL and finds no GPU paravirtualisation adapter (/dev/dxg), so "
        "the container gets no GPU.",
        "WSL 1 (no GPU support), a WSL 2 distribution without GPU support enabled, a Windows NVIDIA driver "
        "without WSL support, or Docker Desktop not using the WSL 2 backend.",
        "Run `wsl -l -v` (VERSION 2), update the Windows NVIDIA driver and WSL (`wsl --update`), check "
        "`ls /dev/dxg` and `nvidia-smi` inside WSL before starting containers.",
        source="https://github.com/xencon/aixcl/issues/142 ; "
               "https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/117",
        id="runtime/wsl-no-adapters", specificity=86),
    sig("driver_not_loaded", "Singularity/Apptainer --nv found no NVIDIA driver files on the host",
        r"Could not find any nv(?:idia)? files on this host"
        # (round 76, EMITTERS-10: SingularityCE's launchers 'Could not find any NVIDIA libraries / devices on this host!')
        r"|\bCould\s+not\s+find\s+any\s+NVIDIA\s+(?:libraries|devices|binaries)\s+on\s+this\s+host\b",
        "`--nv` looks for the NVIDIA driver's libraries and binaries on the host (nvliblist.conf, the ldconfig "
        "cache) and found none, so the container runs without the GPU driver.",
        "No NVIDIA driver installed on this host (a login/CPU node), or the driver's libraries are not in the "
        "ldconfig cache (a driver installed outside the standard paths, Jetson/L4T layouts).",
        "Run `nvidia-smi` and `ldconfig -p | grep libcuda` on the host; run on a GPU node; add the driver's "
        "library directory to the ldconfig cache (or use --nvccli).",
        source="https://github.com/apptainer/singularity/issues/6356 ; https://github.com/sylabs/singularity/issues/2805",
        id="runtime/singularity-no-nv-files", specificity=60, level="warn",
        readings=(("driver_not_loaded", "no NVIDIA driver on this host"),
                  ("container_runtime_misconfigured", "the driver is there but outside the paths --nv searches")),
        distinguish="on the host: `ldconfig -p | grep -E 'libcuda|libnvidia-ml'`"),
    sig("container_runtime_misconfigured", "Singularity/Apptainer --nv could not bind the NVIDIA libraries",
        r"Library bind directory not present in container|Failed creating directory \S*\.singularity\.d/libs",
        "`--nv` could not bind the host's NVIDIA libraries into the image (no /.singularity.d/libs bind point).",
        "An image built for an older Singularity, or a runtime without overlay/underlay support, so the library "
        "bind directory cannot be created.",
        "Rebuild the image with the current Singularity/Apptainer, or enable overlay/underlay in singularity.conf.",
        source="https://github.com/apptainer/singularity/issues/1548", id="runtime/singularity-nv-bind", specificity=60),
    sig("container_runtime_misconfigured", "a 32-bit NVIDIA library skipped by a 64-bit process (context)",
        r"\blib(?:cuda|nvidia-ml)\S*[^\n]{0,200}?wrong ELF class: ELFCLASS32",
        "A 64-bit program probing every libcuda/libnvidia-ml it finds tried the 32-bit copy (i386 directory) and "
        "skipped it; by itself harmless.",
        "Multi-arch driver installs ship both; what matters is whether the 64-bit library loaded (next lines).",
        "Read the lines after it; only if no 64-bit library loads, check the driver install (`ldconfig -p | grep "
        "libcuda`).",
        source="https://github.com/ollama/ollama/issues/5453", id="runtime/elfclass32-skipped", specificity=40,
        level="info"),
]

# ---- round 11 (issue 12): fresh15's misses, by family ------------------------------------------------------------
SIGNATURES += [
    sig("driver_not_loaded", "GPU Operator: the NVIDIA kernel driver is not loaded yet (toolkit / validator waiting)",
        # the toolkit container's runtime wrapper (nvidia-container-toolkit's toolkit installer writes it in front of
        # nvidia-container-runtime: 'cat /proc/modules | grep -e "^nvidia "' else 'echo "nvidia driver modules are not
        # yet loaded, invoking runc directly"; exec runc'), and gpu-operator-validator's driver wait (stat of the
        # driver container's ready file /run/nvidia/validations/.driver-ctr-ready, retried until it exists)
        r"\bnvidia\s+driver\s+modules?\s+(?:are|is)\s+not\s+(?:yet\s+)?loaded"
        r"|/run/nvidia/validations/\.driver-ctr-ready\b[^\n]{0,40}?\b(?:No\s+such\s+file|not\s+found|does\s+not\s+exist)",
        "No nvidia kernel module is loaded on the node yet: the toolkit's runtime wrapper runs containers with plain "
        "runc (no GPUs), and the operator's validator keeps waiting for the driver container to report ready.",
        "The GPU Operator's driver container (nvidia-driver-daemonset) has not finished building/loading the module "
        "on this node (still compiling, failing, or not scheduled there), or no host driver is installed while "
        "ClusterPolicy expects one.",
        "`kubectl -n gpu-operator get pods -o wide` for the node's nvidia-driver-daemonset pod and its logs "
        "(`kubectl logs <pod> -c nvidia-driver-ctr`); on the node `lsmod | grep nvidia`. With a host driver, set "
        "ClusterPolicy spec.driver.enabled=false.",
        source="https://github.com/NVIDIA/gpu-operator/issues/531 ; "
               "https://github.com/NVIDIA/nvidia-container-toolkit (tools/container/toolkit runtime wrapper preLines)",
        id="runtime/operator-driver-not-yet-loaded", specificity=60, level="warn"),
]


# ---- round 15 (CATALOGUE-13): the fresh23..26 first runs' wrong answers ----------------------------------------------
SIGNATURES += [
    # nvidia-ctk / nvidia-container-toolkit's CDI spec generation (cmd/nvidia-ctk/cdi/generate: 'failed to generate CDI
    # spec: %v'; pkg/nvcdi 'failed to create device CDI specs'): without a spec every CDI name (nvidia.com/gpu=all) is
    # unresolvable later; the reason after it (here NVML's ERROR_LIBRARY_NOT_FOUND) says why (NixOS/nixpkgs#397065)
    sig("cdi_unresolvable", "The NVIDIA CDI spec could not be generated",
        r"failed to generate CDI spec(?:s)?\b(?::\s*(?P<why>.+))?",
        "nvidia-ctk (or the toolkit's automatic CDI refresh) could not write the CDI specification for the GPUs, so "
        "the runtime cannot resolve nvidia.com/gpu=... device names.",
        "The generator could not open the driver (NVML library not found: no driver, or its libraries outside the "
        "paths nvidia-ctk searches, as on NixOS), or no GPU is visible to it.",
        "Run `nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` on the node and read its error; make the driver "
        "libraries visible (--library-search-path) and check `nvidia-ctk cdi list`.",
        source="https://github.com/NixOS/nixpkgs/issues/397065 ; "
               "https://github.com/NVIDIA/nvidia-container-toolkit/tree/main/cmd/nvidia-ctk/cdi/generate",
        extract=("why",), id="runtime/cdi-generate-failed", specificity=85,
        readings=(("cdi_unresolvable", "no CDI spec: GPU containers that name CDI devices cannot start"),
                  ("nvml_init_failed", "the cause named after it: NVML could not be loaded on the node")),
        distinguish="`nvidia-ctk cdi list` on the node (empty: no spec) and `nvidia-smi` (fails: the driver)"),
]

# ---- round 20 (fresh42: containers outside Kubernetes) --------------------------------------------------------------
SIGNATURES += [
    # Apptainer internal/pkg/runtime/engine/apptainer/prepare_linux.go: fmt.Errorf("nvidia-container-cli not allowed in
    # setuid mode") for --nvccli in a setuid installation
    sig("container_runtime_misconfigured", "Apptainer: --nvccli (nvidia-container-cli) refused in setuid mode",
        r"nvidia-container-cli not allowed in setuid mode",
        "Apptainer will not run nvidia-container-cli from its setuid starter, so the container gets no GPU set-up.",
        "The installation runs in setuid mode (apptainer-suid / singularity --with-suid); --nvccli needs the "
        "user-namespace mode.",
        "Run unprivileged (`apptainer exec --userns` or an installation without setuid), or use `--nv` instead of "
        "`--nvccli`.",
        source="https://github.com/apptainer/apptainer/blob/main/internal/pkg/runtime/engine/apptainer/prepare_linux.go ; "
               "https://github.com/apptainer/apptainer/issues/686",
        id="runtime/apptainer-nvccli-setuid", specificity=85),
    # runc mounting a host CUDA/NVIDIA library the runtime injects (Jetson's CSV mode, a hook) onto a path the image has
    # as another type: 'mounting "/usr/lib/aarch64-linux-gnu/libcudnn.so.8.2.1" to rootfs at ... not a directory'
    sig("container_runtime_misconfigured", "The runtime could not mount a host CUDA/NVIDIA library into the container",
        r"\bmounting\s+\\?\"?/\S*?/lib(?:cuda|cudnn|cublas|nvidia-|nvinfer|nvrtc|cufft|curand|cusparse|cusolver|nvcuvid)[\w.-]*\\?\"?"
        r"\s+to\s+rootfs",
        "The NVIDIA container runtime (or hook) tried to mount a host CUDA/NVIDIA library into the container and runc "
        "failed: the image has that path as another type (a directory, a file of another version) or it is missing.",
        "The image ships its own copy of a library the runtime mounts from the host (Jetson L4T images with the CSV "
        "mount list of another JetPack, an image built for another L4T), or the host's mount list names files that do "
        "not exist.",
        "Use an image built for the host's JetPack/L4T (or the runtime's CSV list of that release), remove the "
        "conflicting library from the image, or check /etc/nvidia-container-runtime/host-files-for-container.d.",
        source="https://github.com/NVIDIA-AI-IOT/isaac_ros_common/issues/2", id="runtime/mount-nvidia-library-failed",
        specificity=70),
    # SELinux (setroubleshoot's report 'Target Objects /dev/nvidia0 [ chr_file ]', the kernel's 'avc: denied { ... } for ...
    # name="nvidia0"'): the container domain may not open the GPU device node
    sig("nvml_init_failed", "SELinux denies the container access to the NVIDIA device node",
        r"\bTarget Objects\s+/dev/nvidia[\w-]*|\bavc:\s+denied\b[^\n]{0,200}?\b(?:name=\"?nvidia[\w-]*|path=\"?/dev/nvidia)",
        "SELinux refused a process (a container's domain, container_t) access to /dev/nvidia*: NVML and CUDA inside "
        "cannot open the GPU ('Insufficient Permissions', no device).",
        "The device nodes carry a label the container policy does not allow (xserver_misc_device_t), the policy "
        "module for GPU containers is not installed, or the container runs without the label the policy expects.",
        "Install the NVIDIA container SELinux policy (or the distribution's container-selinux that allows GPU "
        "devices), run with `--security-opt label=type:nvidia_container_t` / `label=disable` for a test; check "
        "`ausearch -m avc -ts recent`.",
        source="https://github.com/fedora-selinux/selinux-policy/issues/1695", id="runtime/selinux-nvidia-device-denied",
        specificity=60,
        readings=(("container_runtime_misconfigured", "the container is started without the policy/label for GPUs"),)),
    # PyTorch torch/cuda/__init__.py: warnings.warn("Can't initialize NVML") when its NVML query fails: the stated failure
    # under which vLLM then finds no platform ('No platform detected' is that consequence, round 20 xorbits#3288)
    sig("nvml_init_failed", "PyTorch could not initialise NVML in this process",
        r"UserWarning: Can't initiali[sz]e NVML\b",
        "PyTorch's NVML query failed: NVML (libnvidia-ml) cannot be initialised in this process, so device queries "
        "fail and tools built on them (vLLM's platform detection) find no GPU.",
        "Inside a container: the NVIDIA runtime did not inject libnvidia-ml/the device nodes, or the container lost "
        "its device access (the cgroup/daemon-reload case); on a host: the driver is not loaded.",
        "Run `nvidia-smi` in the same container/pod: it fails with the same NVML error; run it with the NVIDIA runtime "
        "and a GPU request, restart the pod if it worked before.",
        source="https://github.com/pytorch/pytorch/blob/main/torch/cuda/__init__.py ; "
               "https://github.com/xorbitsai/inference/issues/3288",
        id="runtime/torch-cant-initialize-nvml", specificity=72,
        readings=(("container_runtime_misconfigured", "a container started without the NVIDIA runtime (no NVML inside)"),),
        distinguish="`nvidia-smi` inside the container and on the node"),
]

# ---- round 22 (CATALOGUE-20, fresh51 nvidia-docker#1203): libnvidia-container could not load the NVIDIA kernel modules
# libnvidia-container's nvc.c (load_kernel_modules: 'could not load kernel module %s' for nvidia, nvidia_uvm,
# nvidia_modeset, after 'failed to detect NVIDIA devices'): the container CLI found no NVIDIA device nodes and modprobe of
# the driver's modules failed, so no GPU can be handed to the container
SIGNATURES += [
    sig("driver_not_loaded", "nvidia-container-cli could not load the NVIDIA kernel modules (nvc.c)",
        r"\bcould not load kernel module (?P<module>nvidia\w*)",
        "The NVIDIA container library tried to load the NVIDIA kernel modules for the container and could not: the "
        "driver is not loaded on this host, so no GPU can be given to the container.",
        "The NVIDIA driver's kernel modules are not installed for the running kernel (a kernel update without DKMS, a "
        "failed install), or the host is a Jetson/Tegra board, whose GPU driver is nvgpu (no 'nvidia' module): there "
        "libnvidia-container must run in CSV mode (JetPack's nvidia-container-runtime), not the desktop/server mode.",
        "On the host: `lsmod | grep nvidia`, `sudo modprobe nvidia` (its error says why), `nvidia-smi`; reinstall the "
        "driver for `uname -r`. On a Jetson: use JetPack's nvidia-container-toolkit (CSV mode, "
        "/etc/nvidia-container-runtime/host-files-for-container.d) and `--runtime nvidia`.",
        source="https://github.com/NVIDIA/libnvidia-container/blob/main/src/nvc.c ; "
               "https://github.com/NVIDIA/nvidia-docker/issues/1203",
        extract=("module",), id="runtime/nvc-load-kernel-module", specificity=60,
        readings=(("container_runtime_misconfigured", "a Jetson (Tegra, nvgpu) with libnvidia-container not in CSV mode"),),
        distinguish="`cat /etc/nv_tegra_release` (present: a Jetson, the runtime's CSV mode; absent: the host's driver)"),
]

# ---- round 70 (issue 12): EMITTERS-4, container and HPC launchers' own wording (Apptainer, containerd, Slurm, the
# toolkit's jit-cdi mode) ----
SIGNATURES += [
    # Apptainer (internal/pkg/util/gpu/paths.go / cmd: 'Could not find any nv libraries on this host!'): --nv found none of
    # the driver's libraries listed in nvliblist.conf on the host
    sig("driver_not_loaded", "Apptainer --nv: no NVIDIA driver libraries found on the host",
        r"\bCould\s+not\s+find\s+any\s+nv\s+libraries\s+on\s+this\s+host\b",
        "Apptainer's --nv looked for the NVIDIA driver's user-space libraries on the host and found none to bind into "
        "the container.",
        "No NVIDIA driver installed on the host (or its libraries outside ldconfig's cache).",
        "Check `nvidia-smi` and `ldconfig -p | grep libcuda` on the host; run `ldconfig` after a driver install.",
        source="https://github.com/apptainer/apptainer (the --nv library discovery)",
        id="runtime/apptainer-no-nv-libraries", specificity=60),
    sig("container_runtime_misconfigured", "Apptainer --nv: nvliblist.conf could not be read",
        r"\bcould\s+not\s+read\s+nvliblist\.conf\b",
        "Apptainer could not read nvliblist.conf, the list of NVIDIA libraries --nv binds, so it binds none.",
        "A broken Apptainer install (the file missing from its etc directory) or a relocated install prefix.",
        "Reinstall Apptainer or restore etc/apptainer/nvliblist.conf; or use --nvccli (nvidia-container-cli) instead.",
        source="https://github.com/apptainer/apptainer (nvliblist.conf handling)",
        id="runtime/apptainer-nvliblist-missing", specificity=60),
    # containerd (CDI: 'detect GPU vendor failed: no known GPU vendor detected in CDI specs'; CRI: 'CDI devices (...)
    # requested but CDI support is explicitly disabled')
    sig("cdi_unresolvable", "containerd: no GPU vendor's CDI spec found",
        r"\bno\s+known\s+GPU\s+vendor\s+(?:detected|found)\s+in\s+CDI\s+specs\b",
        "containerd (ctr --gpus / CDI) found no NVIDIA or AMD CDI spec to resolve the GPU request against.",
        "No CDI spec generated on the node (nvidia-ctk cdi generate never run, or written elsewhere than /etc/cdi or "
        "/var/run/cdi).",
        "Generate it: `nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`, then `nvidia-ctk cdi list`.",
        source="https://github.com/containerd/containerd (CDI GPU vendor detection)",
        id="runtime/containerd-cdi-no-gpu-vendor", specificity=60),
    sig("container_runtime_misconfigured", "containerd CRI: CDI devices requested but CDI is disabled",
        r"\bCDI\s+devices\s+\([^)\n]*\)\s+requested\s+but\s+CDI\s+support\s+is\s+explicitly\s+disabled\b",
        "The pod asked for CDI devices (the NVIDIA device plugin in CDI mode), but containerd's CRI plugin has CDI "
        "turned off.",
        "enable_cdi = false in containerd's config (the default before containerd 2.0) while the device plugin or DRA "
        "driver hands out CDI names.",
        "Set enable_cdi = true (and cdi_spec_dirs) in the CRI plugin's config and restart containerd, or run the device "
        "plugin without CDI.",
        source="https://github.com/containerd/containerd (CRI CDI device injection)",
        id="runtime/containerd-cdi-disabled", specificity=65),
    # Slurm (src/plugins/gpu/nvml: 'Failed to get device count: %s' with nvmlErrorString; slurmctld's gres/gpu node
    # registration: 'gpu count reported lower than configured (%u < %u)')
    sig("nvml_init_failed", "Slurm gpu/nvml: NVML could not count the GPUs",
        r"\bFailed\s+to\s+get\s+device\s+count:\s+Uninitialized\b",
        "Slurm's NVML GPU plugin could not count the GPUs: NVML was not initialised (its init had failed).",
        "NVML failed to start in slurmd (no driver loaded, a driver/library mismatch after an update).",
        "Check `nvidia-smi` on the node and slurmd's log for the NVML init error above; restart slurmd after fixing "
        "the driver.",
        source="https://github.com/SchedMD/slurm (src/plugins/gpu/nvml/gpu_nvml.c)",
        id="runtime/slurm-nvml-device-count", specificity=55),
    sig("no_device_visible", "Slurm: a node reports fewer GPUs than configured",
        r"\bgpu\s+count\s+reported\s+lower\s+than\s+configured\s+\(\d+\s*<\s*\d+\)",
        "slurmd registered fewer GPUs than slurm.conf / gres.conf configure, so slurmctld set the node INVAL.",
        "GPUs not visible to slurmd (driver not loaded, a GPU fallen off the bus) or gres.conf naming devices the node "
        "does not have.",
        "Run `nvidia-smi -L` on the node and compare with gres.conf (File= / AutoDetect=nvml) and the node's Gres= line.",
        source="https://github.com/SchedMD/slurm (src/plugins/gres/gpu node registration)",
        id="runtime/slurm-gpu-count-lower", specificity=55),
    # nvidia-container-runtime in jit-cdi mode (internal/modifier: 'failed to generate CDI spec for mode "imex": IMEX channel
    # %d not found at /dev/nvidia-caps-imex-channels/channel%d')
    sig("imex_channel_unavailable", "NVIDIA runtime: the requested IMEX channel does not exist on the node",
        r"\bIMEX\s+channel\s+\d+\s+not\s+found\s+at\s+/dev/nvidia-caps-imex-channels/channel\d+",
        "The container asked for an IMEX channel the node has not created, so the NVIDIA runtime could not inject it.",
        "The IMEX channel device nodes were never created (nvidia-modprobe / the IMEX daemon / the DRA driver's "
        "ComputeDomain not set up on the node).",
        "Create the channels (the NVIDIA IMEX docs, or a ComputeDomain with the DRA driver) and check "
        "/dev/nvidia-caps-imex-channels on the node.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (internal/modifier: the imex CDI mode)",
        id="runtime/nvidia-runtime-imex-channel-missing", specificity=90),  # (the reason inside runtime/cdi-generate-failed, 85)
]

# ---- round 72 (issue 12): EMITTERS-6, Incus and the toolkit's nvidia-ctk in their own words (tests/corpus/emitters.yaml) --
SIGNATURES += [
    # Incus (internal/server/instance/drivers/driver_lxc.go: "The NVIDIA LXC hook couldn't be found", "The NVIDIA container
    # tools couldn't be found"; device/gpu_mig.go 'nvidia.runtime must be set to true for MIG GPUs to work';
    # instance/instance_utils.go 'nvidia.runtime is incompatible with privileged containers')
    sig("container_runtime_misconfigured", "Incus/LXD: the NVIDIA container runtime set-up is missing or not allowed",
        r"\bThe\s+NVIDIA\s+(?:LXC\s+hook|container\s+tools)\s+couldn't\s+be\s+found\b"
        r"|\bnvidia\.runtime\s+must\s+be\s+set\s+to\s+true\s+for\s+MIG\s+GPUs\b"
        r"|\bnvidia\.runtime\s+is\s+incompatible\s+with\s+privileged\s+containers\b",
        "Incus (LXD) cannot pass the GPU into the container: nvidia.runtime needs the NVIDIA container tools "
        "(nvidia-container-cli and LXC's nvidia hook) on the host, an unprivileged container, and is required for MIG.",
        "libnvidia-container-tools not installed on the host (or LXC's hooks/nvidia missing), nvidia.runtime set on a "
        "privileged container, or a MIG GPU without nvidia.runtime=true.",
        "Install libnvidia-container-tools on the host, set security.privileged=false with nvidia.runtime=true, and "
        "for MIG set nvidia.runtime=true on the instance.",
        source="https://github.com/lxc/incus (internal/server/instance/drivers/driver_lxc.go, device/gpu_mig.go, "
               "instance/instance_utils.go)",
        id="runtime/incus-nvidia-runtime", specificity=60),
    # Incus (internal/server/device/gpu_mig.go: "Card isn't a NVIDIA GPU or driver isn't properly setup"; gpu_physical.go
    # 'Failed to detect requested GPU device')
    sig("driver_not_loaded", "Incus/LXD: the NVIDIA driver is not set up for the GPU it was given",
        r"\bCard\s+isn't\s+a\s+NVIDIA\s+GPU\s+or\s+driver\s+isn't\s+properly\s+setup\b",
        "Incus found no NVIDIA driver information for the card (no /proc/driver/nvidia entry for it).",
        "The NVIDIA driver is not loaded on the host (or a non-NVIDIA card was named).",
        "`nvidia-smi` and `lsmod | grep nvidia` on the host; install / load the driver, then restart the instance.",
        source="https://github.com/lxc/incus (internal/server/device/gpu_mig.go)",
        id="runtime/incus-nvidia-driver-not-setup", specificity=60),
    sig("no_device_visible", "Incus/LXD: the requested GPU is not on the host",
        r"\bFailed\s+to\s+detect\s+requested\s+GPU\s+device\b",
        "Incus could not find a GPU on the host matching the device's id / pci / vendorid / productid keys.",
        "The keys name a GPU the host does not have (or does not see: no driver, a GPU fallen off the bus).",
        "`incus info --resources` lists the host's GPUs; fix the device's id / pci keys.",
        source="https://github.com/lxc/incus (internal/server/device/gpu_physical.go)",
        id="runtime/incus-gpu-not-detected", specificity=60),
    # nvidia-ctk (cmd/nvidia-ctk/runtime/configure/configure.go: 'unable to flush config: %v'; the GPU Operator's
    # nvidia-ctk-installer 'unable to configure containerd: unable to load config: ...', 'unable to restart containerd:
    # unable to send SIGHUP to ...')
    sig("container_runtime_misconfigured", "nvidia-ctk could not write or reload the container runtime's configuration",
        r"\bunable\s+to\s+flush\s+config:\s+unable\s+to\s+open\s+\S*(?:containerd|docker|crio|cri-o)\S*\s+for\s+writing\b"
        r"|\bunable\s+to\s+configure\s+(?:containerd|docker|cri-?o):\s+unable\s+to\s+load\s+config\b"
        r"|\bunable\s+to\s+restart\s+(?:containerd|docker|cri-?o):\s+unable\s+to\s+send\s+SIGHUP\b",
        "The NVIDIA Container Toolkit could not write the nvidia runtime into the container runtime's config (or could "
        "not make the runtime reload it), so containers do not get the nvidia runtime.",
        "The config file is on a read-only file system or not mounted into the toolkit pod at the path it expects "
        "(k3s/RKE2/microk8s keep containerd's config elsewhere), or the runtime's process is not visible to signal.",
        "Set the toolkit's CONTAINERD_CONFIG / CONTAINERD_SOCKET (GPU Operator toolkit.env) to the distribution's paths, "
        "make the file writable, then check `nvidia` appears in the runtime's config.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (cmd/nvidia-ctk/runtime/configure/configure.go, "
               "cmd/nvidia-ctk-installer)",
        id="runtime/nvidia-ctk-runtime-config-write-failed", specificity=60),
    # nvidia-ctk cdi generate's inner causes (internal/platform-support/dgpu/nvml.go 'error getting MIG capability device
    # paths'; pkg/nvcdi/driver-wsl.go 'failed to create discoverer for WSL driver: no driver store paths found'): more
    # specific than runtime/cdi-generate-failed (85) around them
    sig("mig_misconfigured", "CDI spec generation: the driver's MIG capability devices are missing",
        r"\berror\s+getting\s+MIG\s+capability\s+device\s+paths\b",
        "nvidia-ctk could not read the MIG capability device minors (/proc/driver/nvidia-caps/mig-minors) while "
        "generating the CDI spec for MIG devices.",
        "The driver does not expose MIG capabilities (nvidia-caps not created, an old or partly loaded driver) while MIG "
        "devices are configured.",
        "Check /proc/driver/nvidia-caps on the node and `nvidia-smi mig -lgi`; reload the driver or run nvidia-modprobe "
        "with the MIG capability, then regenerate the CDI spec.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (internal/platform-support/dgpu/nvml.go)",
        id="runtime/cdi-mig-caps-missing", specificity=90),
    sig("driver_not_loaded", "CDI spec generation on WSL: the Windows driver store is not visible",
        r"\bfailed\s+to\s+create\s+discoverer\s+for\s+WSL\s+driver:\s+no\s+driver\s+store\s+paths\s+found\b",
        "nvidia-ctk found no NVIDIA driver store in the WSL distribution (/usr/lib/wsl/drivers), so it cannot describe "
        "the driver's libraries in a CDI spec.",
        "The Windows NVIDIA driver is not installed (or too old for WSL GPU support), or WSL was started without GPU "
        "support.",
        "Install a current NVIDIA driver on Windows, `wsl --update`, and check `nvidia-smi` inside WSL.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit (pkg/nvcdi/driver-wsl.go)",
        id="runtime/cdi-wsl-no-driver-store", specificity=90),
]

SIGNATURES += [
    # round 76 (EMITTERS-10): SingularityCE's --nvccli with a read-only user-namespace container
    sig("container_runtime_misconfigured", "SingularityCE --nvccli: nvidia-container-cli needs a writable container",
        r"\bnvidia-container-cli\s+requires\s+--writable\s+with\s+user\s+namespace/fakeroot\b",
        "SingularityCE's --nvccli uses nvidia-container-cli to set up the GPU, which in a user namespace (or with "
        "--fakeroot) has to write into the container.",
        "--nvccli run in a user namespace / fakeroot without --writable (or --writable-tmpfs).",
        "Add --writable-tmpfs (or --writable for a sandbox), or use --nv instead of --nvccli.",
        source="https://github.com/sylabs/singularity/blob/ec0433152aeb8a35e2e6205c35d6752072e965f3/internal/pkg/runtime/launcher/native/launcher_linux.go#L808",
        id="runtime/singularity-nvccli-needs-writable", specificity=60),
    # round 90: udocker's nvidia mode (udocker/helper/nvidia.py set_mode) finds no NVIDIA driver library on the host
    sig("container_runtime_misconfigured", "udocker: no host NVIDIA driver libraries to put into the container",
        r"\bhost\s+nvidia\s+libraries\s+not\s+found\b",
        "`udocker setup --nvidia` looks for the host's NVIDIA driver libraries (libcuda, libnvidia-ml...) through "
        "ldconfig and the library path, to copy them into the container, and found none: the container gets no GPU.",
        "The driver's libraries are not where udocker looks (a non-standard directory such as Colab's /usr/lib64-nvidia "
        "not in the ldconfig cache or LD_LIBRARY_PATH), or the machine has no NVIDIA driver at all.",
        "`ldconfig -p | grep libcuda` and `nvidia-smi` on the host; add the driver's directory to LD_LIBRARY_PATH (or "
        "the ldconfig cache) and rerun `udocker setup --nvidia --force <container>`.",
        source="https://github.com/indigo-dc/udocker (udocker/helper/nvidia.py: 'Error: host nvidia libraries not "
               "found') ; https://github.com/drengskapur/docker-in-colab/issues/1",
        readings=(("container_runtime_misconfigured", "the driver's libraries exist but udocker does not find them"),
                  ("driver_not_loaded", "no NVIDIA driver on the host (a CPU runtime)")),
        distinguish="`nvidia-smi` on the host: it works, so point udocker at the library directory",
        id="runtime/udocker-host-nvidia-libraries-missing", specificity=70),
    # round 76 (EMITTERS-10): LXD's gpu device on a card with no working NVIDIA driver (lxd/device/gpu_mig.go)
    sig("driver_not_loaded", "LXD: the GPU has no working NVIDIA driver",
        r"\bCard\s+is\s+not\s+an\s+NVIDIA\s+GPU\s+or\s+driver\s+is\s+not\s+properly\s+set\s+up\b",
        "LXD could not read the NVIDIA driver's information for the card it was asked to pass to the instance.",
        "The NVIDIA kernel driver is not loaded on the host (or the card is not an NVIDIA GPU).",
        "On the host: `nvidia-smi`, `lsmod | grep nvidia`; load or install the driver; check the gpu device's pci/id.",
        source="https://github.com/canonical/lxd/blob/a83edf2a79e4346f6e29e3dd3b97be4f5cf3ea05/lxd/device/gpu_mig.go#L196",
        id="runtime/lxd-card-not-nvidia", specificity=60),

    # round 91 (wave 47, fresh428 odavid/jenkins-jnlp-slave PR#10): a docker CLI older than 19.03 has no --gpus flag
    sig("container_runtime_misconfigured", "The docker CLI has no --gpus flag (Docker older than 19.03)",
        r"\bunknown\s+flag:\s+--gpus\b",
        "The docker client refused --gpus: the flag exists only from Docker 19.03, so this client cannot give the "
        "container GPUs that way.",
        "An old Docker (engine / CLI before 19.03) in the image or on the agent running the command, or a docker-compatible "
        "CLI that does not implement --gpus.",
        "Upgrade Docker to 19.03 or newer (and install the NVIDIA Container Toolkit), or on the old engine use the "
        "nvidia-docker2 runtime: `docker run --runtime=nvidia -e NVIDIA_VISIBLE_DEVICES=all ...`.",
        source="https://docs.docker.com/engine/containers/resource_constraints/#gpu (--gpus, Docker 19.03+) ; "
               "https://github.com/odavid/jenkins-jnlp-slave/pull/10",
        id="runtime/docker-cli-no-gpus-flag", specificity=70),
]
