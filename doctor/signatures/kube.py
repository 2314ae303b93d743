"""Kubernetes GPU plumbing errors: the NVIDIA device plugin (NVML not found, strategy detection),
kubelet admission (UnexpectedAdmissionError), Dynamic Resource Allocation (prepare failures), CUDA
MPS sharing, MIG configuration (mig-manager, mig strategy, GPU instance creation), and the GPU
Operator's driver container. One family of the shared catalogue (data)."""
from __future__ import annotations

from . import sig

_PLUGIN_RUNTIME = ("The device plugin pod itself must run with the NVIDIA runtime so libnvidia-ml.so.1 is "
                   "mounted into it: set containerd's/CRI-O's default runtime to nvidia (GPU Operator "
                   "toolkit does this) or deploy the plugin with runtimeClassName: nvidia (helm "
                   "--set runtimeClassName=nvidia, and create the RuntimeClass); with the GPU Operator's "
                   "driver container set the plugin's nvidiaDriverRoot to /run/nvidia/driver. If this is not "
                   "a GPU node, keep the plugin off it with a nodeSelector/affinity.")

SIGNATURES = [
    # ---- device plugin ---------------------------------------------------------------------------
    sig("device_plugin_error", "Device plugin cannot load NVML",
        r"could not load NVML library|Failed to start nvml with error|nvml init failed: ERROR_LIBRARY_NOT_FOUND"
        r"|(?<!NVML_)(?<!OPTIX_)ERROR_LIBRARY_NOT_FOUND|Detected non-NVML platform",
        "The GPU device plugin (or GFD) could not load libnvidia-ml.so.1, so it finds no GPUs and the node "
        "advertises no nvidia.com/gpu.",
        "The plugin container was not started with the NVIDIA runtime (containerd default runtime not "
        "nvidia, no runtimeClassName), the driver root is wrong (host driver vs GPU Operator driver "
        "container), or since v0.16 the plugin lacks the capability it needs for NVML device discovery.",
        _PLUGIN_RUNTIME, source="https://github.com/NVIDIA/k8s-device-plugin/issues/478", id="kube/plugin-nvml-missing",
        specificity=80),
    sig("device_plugin_error", "Device plugin: incompatible (device discovery) strategy detected",
        r"Incompatible strategy detected (?P<strategy>\w+)|invalid device discovery strategy"
        # round 72 (emitters.yaml: GFD internal/resource/factory.go '"using empty manager" err="unsupported strategy auto"')
        r"|\"using\s+empty\s+manager\"\s+err=\"unsupported\s+strategy\s+\w+",
        "The device plugin could detect neither an NVML nor a Tegra platform with strategy 'auto', so it "
        "refuses to start (it also prints 'If this is a GPU node, did you configure the NVIDIA Container "
        "Toolkit?').",
        "Almost always the same as 'could not load NVML library': the plugin pod runs without the NVIDIA "
        "runtime, or runs on a node without GPUs.",
        _PLUGIN_RUNTIME, source="https://github.com/NVIDIA/k8s-device-plugin/issues/1220", extract=("strategy",),
        id="kube/plugin-incompatible-strategy", specificity=85),
    sig("device_plugin_error", "Device plugin hint: container toolkit not configured",
        r"If this is a GPU node, did you (?:configure the NVIDIA Container Toolkit|set the docker default runtime)",
        "The device plugin's standard hint after failing to find NVML.",
        "See the preceding line (could not load NVML library / incompatible strategy).",
        _PLUGIN_RUNTIME, source="https://github.com/NVIDIA/k8s-device-plugin/issues/1220", id="kube/plugin-toolkit-hint",
        specificity=30, level="warn"),
    # ---- kubelet admission -----------------------------------------------------------------------
    sig("device_admission_failed", "kubelet rejected the pod: device allocation failed (UnexpectedAdmissionError)",
        r"UnexpectedAdmissionError|Allocate failed due to (?P<why>.+?),? which is unexpected"
        r"|Pod Allocate failed due to",
        "The scheduler placed the pod but the kubelet's device manager could not allocate the devices at "
        "admission, so the pod failed (status Failed, reason UnexpectedAdmissionError) and is not retried.",
        "The kubelet's view of allocated devices is stale (pods force-deleted, kubelet restarted, a known "
        "kubelet bug: kubernetes#130145), a GPU became unhealthy between scheduling and admission (e.g. "
        "'GPU is lost' after Xid 79), or the device plugin's Allocate RPC failed (plugin restarted, "
        "sharing plugins like HAMi/gpu-manager out of sync).",
        "Delete the failed pod so its controller recreates it; check the device plugin pod and the GPUs' "
        "health on that node (`kubectl describe node <node>`: allocatable vs capacity; dmesg for Xid); if "
        "it persists, restart the kubelet on the node. Pods stuck in this state hold no GPUs.",
        source="https://github.com/kubernetes/kubernetes/issues/130145", extract=("why",),
        id="kube/unexpected-admission", specificity=75),
    sig("device_admission_failed", "The device plugin's Allocate refused device IDs it does not know",
        r"\binvalid allocation request\b[^\n]{0,60}?\b(?:unknown|non-existing|unhealthy)\s+device\b:?\s*(?P<device>\S*)",
        "kubelet asked the device plugin to allocate device IDs the plugin does not (or no longer) advertise; its "
        "Allocate RPC failed, so the kubelet's admission of the pod failed (UnexpectedAdmissionError: 'Allocate failed "
        "due to ... invalid allocation request').",
        "The plugin restarted and now advertises other IDs (MIG reconfigured, a strategy or sharing setting changed, a "
        "GPU fell off the bus) while the kubelet's device checkpoint still holds the old ones; or two plugins "
        "advertise the same resource name.",
        "Compare the node's allocatable nvidia.com/gpu with the plugin's log (the IDs it registered); delete the failed "
        "pod so it is recreated; if the kubelet keeps the stale IDs, restart the kubelet on that node.",
        # NVIDIA k8s-device-plugin server.go Allocate: "invalid allocation request for '%s': unknown device: %s";
        # NVIDIA kubevirt-gpu-device-plugin: "invalid allocation request: unknown device: %s"; Kubernetes' sample
        # device plugin: "Invalid allocation request with non-existing device %s" (read with the search tool)
        source="https://github.com/kubernetes/kubernetes/issues/70010 ; https://github.com/NVIDIA/k8s-device-plugin",
        extract=("device",), id="kube/plugin-allocate-unknown-device", specificity=60),
    # ---- Dynamic Resource Allocation ------------------------------------------------------------
    sig("dra_prepare_failed", "kubelet could not prepare the pod's DRA resource claims",
        r"Failed to prepare dynamic resources|FailedPrepareDynamicResources|NodePrepareResources failed"
        r"|ClaimPrepareFailed|error preparing devices for claim",
        "The pod was scheduled with ResourceClaims, but the kubelet could not get the DRA driver to "
        "prepare the devices on the node, so the containers are not created.",
        "The DRA driver's kubelet plugin is not registered/running on that node (plugin pod crashed, "
        "driver name mismatch), the driver failed to prepare the device (MIG/CDI errors in its log), or "
        "the claim is not reserved for this pod.",
        "Check the DRA driver's kubelet-plugin pod on that node and its log (`kubectl get "
        "resourceslices`, `kubectl describe resourceclaim <claim>`); restart the plugin pod; the error "
        "text after the colon names the driver's own reason.",
        source="https://github.com/kubernetes/kubernetes/issues/131957", id="kube/dra-prepare", specificity=60),
    # ---- MPS -------------------------------------------------------------------------------------
    sig("mps_error", "CUDA MPS control daemon not reachable",
        r"error waiting for MPS daemon|error checking MPS daemon health|failed to send command to MPS daemon"
        r"|MPS (?:Server|control daemon)[^\n]{0,80}(?:error|failed)|Receive command failed, assuming client exit",
        "The device plugin (MPS sharing) or a CUDA client could not talk to the MPS control daemon, so "
        "MPS-shared GPUs are not advertised or clients cannot connect.",
        "The MPS control daemon daemonset (nvidia-device-plugin-mps-control-daemon) is not running on the "
        "node (it needs GFD labels and the sharing config), the pipe directory (CUDA_MPS_PIPE_DIRECTORY / "
        "mpsRoot /run/nvidia/mps) differs between daemon and plugin, or a daemon started by hand on the "
        "host conflicts with it.",
        "Deploy the plugin with helm (it deploys the MPS control daemon and GFD), check the "
        "mps-control-daemon pod log on that node, make mpsRoot the same for both, and stop any "
        "nvidia-cuda-mps-control started by hand on the host.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/679", id="kube/mps-daemon", specificity=75),
    # ---- MIG -------------------------------------------------------------------------------------
    sig("mig_misconfigured", "MIG: more than one MIG device type with migStrategy=single",
        r"More than one MIG device type present on node|At least one device with migEnabled=true was not configured correctly",
        "The device plugin runs with migStrategy=single, which needs every GPU on the node split into the "
        "same MIG profile; the node has mixed profiles (or MIG enabled without instances).",
        "The MIG layout (mig-manager nvidia.com/mig.config label, or instances created by hand) does not "
        "match the plugin's MIG strategy.",
        "Either apply a uniform MIG config (`kubectl label node <node> nvidia.com/mig.config=all-1g.10gb "
        "--overwrite`) or switch the plugin/ClusterPolicy to migStrategy=mixed (resources become "
        "nvidia.com/mig-<profile>).",
        source="https://github.com/NVIDIA/gpu-operator/issues/460", id="kube/mig-strategy-single", specificity=90),
    sig("mig_misconfigured", "MIG: GPU or compute instance could not be created",
        r"error creating GPU instance|Unable to create (?:a )?(?:GPU|compute) instance|error creating MIG device"
        r"|MIG device allocation failed|Failed to display (?:GPU|compute) instances"
        r"|\bmig\b.{0,60}Insufficient Resources|Insufficient Resources.{0,60}\bmig\b",
        "Creating (or listing) a MIG GPU/compute instance failed.",
        "The requested profiles do not fit the GPU's free slices (Insufficient Resources: placement or "
        "existing instances), MIG mode is not enabled yet (needs a GPU reset), processes hold the GPU, or "
        "the caller lacks privileges.",
        "Check `nvidia-smi mig -lgi` / `-lgip` for free slices, destroy stale instances, make sure nothing "
        "runs on the GPU while reconfiguring; with the GPU Operator use mig-manager configs "
        "(nvidia.com/mig.config) instead of creating instances by hand.",
        source="https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/35", id="kube/mig-instance-create",
        specificity=80),
    sig("mig_misconfigured", "MIG: mig-manager failed to apply the requested config",
        r"nvidia\.com/mig\.config\.state[=:\s\"]+failed|mig\.config\.state=failed|Result \"failed\""
        r"|MIG configuration (?:failed|could not be applied)|Error applying MIG configuration",
        "The GPU Operator's mig-manager could not apply the MIG config named by the node's "
        "nvidia.com/mig.config label (nvidia.com/mig.config.state=failed).",
        "The config name is not in the mig-parted ConfigMap, the GPU does not support the profiles, "
        "processes (or the driver's clients) held the GPU during the change, or a reboot is needed to "
        "enable MIG mode.",
        "Read the nvidia-mig-manager pod log on the node; fix the config name/ConfigMap; make sure no GPU "
        "workloads run on the node (mig-manager evicts operator components but not your pods); reboot if "
        "it asks for one.",
        source="https://github.com/NVIDIA/gpu-operator/issues/281", id="kube/mig-manager-failed", specificity=70),
    # ---- GPU Operator driver container ------------------------------------------------------------
    sig("driver_install_failed", "The NVIDIA driver container could not install the driver",
        r"failed to install (?:the )?NVIDIA driver|Could not resolve Linux kernel version"
        r"|Unable to load the kernel module '?nvidia(?:-\w+)?\.ko'?|Could not find (?:the )?kernel headers?"
        r"|nvidia-driver-ctr.{0,40}CrashLoopBackOff|nvidia-driver-daemonset-\S+\s+0/\d+\s+(?:Init:)?CrashLoopBackOff"
        r"|Loading of unsigned module is rejected|Kernel module load error: Operation not permitted"
        r"|not signed by a key that is trusted by the kernel|Required key not available"
        r"|Unable to open 'kernel/dkms\.conf' for copying",
        "The GPU Operator's driver pod compiles/loads the NVIDIA kernel module for the node's running "
        "kernel, and it failed; until it succeeds the toolkit, device plugin and validators wait and the "
        "node advertises no GPUs.",
        "The node's kernel has no matching precompiled driver or kernel-headers package (new or custom "
        "kernel, unsupported OS), Secure Boot rejects the unsigned module, or nouveau holds the GPU.",
        "Read the driver pod's log for the kernel version it resolved; make the kernel headers available "
        "(or pin the node to a kernel the driver image supports, or use precompiled driver images), "
        "disable Secure Boot or sign the module, blacklist nouveau; then delete the driver pod to retry. "
        "`kubectl -n gpu-operator logs daemonset/nvidia-driver-daemonset --tail=50`",
        source="https://github.com/NVIDIA/gpu-operator/issues/155", id="kube/gpu-operator-driver", specificity=70),
]

# ---- second pass (issue 12): families the fresh2 batch showed missing or too narrow ------------------
SIGNATURES += [
    sig("mps_error", "CUDA client could not connect to the MPS server (error 805)",
        r"MPS client failed to connect to the MPS control daemon|cudaErrorMpsConnectionFailed|CUDA_ERROR_MPS_CONNECTION_FAILED"
        r"|\bError 805\b",
        "The CUDA application is configured to use MPS (CUDA_MPS_PIPE_DIRECTORY set or an MPS pipe "
        "present) but could not reach the MPS control daemon / server.",
        "The MPS control daemon runs on the host or in another pod whose pipe directory is not mounted into "
        "this container (or with a different CUDA_MPS_PIPE_DIRECTORY), runs as another user, or is dead; "
        "with the device plugin's MPS sharing, the mps-control-daemon pod on that node is not ready.",
        "Mount the daemon's pipe directory (and /dev/shm) into the pod with the same CUDA_MPS_PIPE_DIRECTORY, "
        "run client and daemon as the same user, and check the mps-control-daemon pod on the node "
        "(`kubectl -n <ns> logs <mps-control-daemon-pod>`).",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/714", id="kube/mps-805", specificity=85),
    sig("dra_prepare_failed", "DRA: the kubelet plugin could not prepare the claim's devices",
        r"NodePrepareResources\b|prepare dynamic resources|unable to get claim info for (?:ResourceClaim|claim)"
        r"|unable to get device spec for \S+|PrepareResourceClaims failed|failed to prepare (?:devices|claim)",
        "kubelet asked the DRA driver's kubelet plugin to prepare the pod's ResourceClaims (create the CDI "
        "spec for the allocated devices) and it failed or timed out, so the pod cannot start.",
        "The driver's kubelet plugin is not running/registered on the node, could not resolve the allocated "
        "device (GPU gone, vfio-bound, MIG layout changed since allocation), holds stale claim state after a "
        "force-delete, or timed out (DeadlineExceeded) waiting on a host process holding the GPU.",
        "Check the DRA driver's kubelet-plugin pod on that node and its logs for the claim UID; `kubectl get "
        "resourceclaim -o yaml` shows the allocated device; delete and recreate the pod/claim after fixing the "
        "device; `doctor explain` on the plugin log.",
        source="https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/pull/1218 ; "
               "https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/1330 ; https://github.com/kubernetes/kubernetes/issues/135901",
        id="kube/dra-prepare-generic", specificity=45),
    sig("mig_misconfigured", "MIG mode is enabled but the expected MIG devices do not exist",
        r"MIG mode is enabled,? but no MIG devices (?:were )?found|has an invalid MIG configuration|no MIG devices configured"
        r"|MIG devices found that aren.t prepared to any claim|MIG-enabled GPU[^\n]{0,40}no MIG devices",
        "A GPU is in MIG mode but its MIG instances do not match what the consumer expects: none exist (MIG "
        "enabled without creating instances) or instances exist that the consumer did not create.",
        "MIG was enabled by hand or by a previous config without creating GPU/compute instances, mig-manager "
        "has not applied its config yet, or instances created outside the DRA driver / device plugin "
        "conflict with it.",
        "Create the instances (nvidia-mig-parted / the GPU Operator's nvidia.com/mig.config label) or disable "
        "MIG on that GPU (`nvidia-smi -i N -mig 0`, then reset); for the DRA driver remove MIG devices it did "
        "not create. `nvidia-smi mig -lgi` shows what exists.",
        source="https://github.com/ComputeCanada/puppet-magic_castle/pull/276 ; "
               "https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/149 ; https://github.com/NVIDIA/k8s-device-plugin/pull/806",
        id="kube/mig-no-devices", specificity=80),
    sig("device_plugin_error", "Device plugin failed to start its plugins (configuration / startup error)",
        r"error starting plugins?: (?P<why>.+)$|Failed to start plugin: (?P<why2>.+)$|unable to load config: (?P<why3>.+)$",
        "The GPU device plugin could not start (the text after the colon is why), so the node advertises no "
        "nvidia.com/gpu until it does.",
        "An invalid or incomplete config (sharing/MPS/time-slicing settings, flags such as --mps-root "
        "missing), or a failing dependency it names.",
        "Fix the plugin's config (helm values / ConfigMap) as the message says and let the daemonset restart; "
        "`kubectl -n <ns> logs ds/nvidia-device-plugin-daemonset`.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/1132", extract=("why", "why2", "why3"),
        id="kube/plugin-start-failed", specificity=30),
    sig("driver_install_failed", "Driver container: kernel headers / build tree for the running kernel not found",
        # (round 21: OpenShift's driver-toolkit (DTK) mode installs the kernel package itself: dnf 'Unable to find a
        # match: kernel-6.12.0-233.el10.x86_64')
        r"Unable to find a match: kernel(?:-(?:devel|headers|core|modules))?-\d\S*|Unable to find a match: kernel-(?:devel|headers)-\S+|/lib/modules/\S+/build: No such file or directory"
        r"|Unable to locate package linux-(?:headers|modules|image)-\S+|No matching kernel headers|kernel-(?:devel|headers)-\S+ is not available"
        r"|Could not resolve Linux kernel version",
        "The driver installer could not get the kernel headers/build tree for the node's running kernel, so "
        "it cannot build the NVIDIA kernel module.",
        "The node runs a kernel the distribution repositories (or the cluster's mirror) have no headers for: "
        "a freshly updated or custom/FIPS/realtime kernel, an EUS/OpenShift version mismatch, no entitlement "
        "or proxy for the package repository.",
        "Use a precompiled driver image for that kernel, pin nodes to a kernel with headers available, give "
        "the driver pod repository access (entitlement/proxy), or install the driver on the host.",
        source="https://github.com/NVIDIA/gpu-operator/issues/190 ; https://github.com/NVIDIA/gpu-operator/issues/583",
        id="kube/driver-kernel-headers", specificity=80),
    sig("driver_install_failed", "Driver container: modprobe could not insert an NVIDIA kernel module",
        # round 17: kmod's modprobe (tools/modprobe.c 'could not insert '%s': %s', 'Module %s not found in directory
        # %s') refusing one of the driver's own modules (nvidia, nvidia_uvm, nvidia_modeset, nvidia_drm, nvidia_peermem)
        # as the GPU Operator's driver / peermem containers load them: the install cannot finish. (Read before the
        # GPUDirect RDMA reading of 'nvidia-peermem ... not found': the module was never built/inserted)
        # (round 21: not 'No such device': the module found no GPU, gpu/nvidia-insert-no-device, driver_not_loaded)
        r"\bmodprobe:\s+(?:ERROR|FATAL):\s+(?:could\s+not\s+insert\s+'nvidia[\w-]*'(?!\s*:\s*No such device)"
        # (not the bare 'Module nvidia not found': a host with no driver at all, driver_not_loaded; round 44: nor
        # 'nvidia-current', Debian/Ubuntu's host package name for the module, which no driver container loads:
        # nvidia-xrun#148, 'Module nvidia-current not found in directory', 3:1 driver_not_loaded for the wording)
        r"|Module\s+nvidia[-_](?!current\b)[\w-]+\s+not\s+found\s+in\s+directory\s+/lib/modules/)",
        "The driver container could not load one of the NVIDIA kernel modules it installs (nvidia, nvidia-uvm, "
        "nvidia-peermem...): the module is missing for the running kernel or the kernel refused it.",
        "A userspace-only or precompiled install without the module for this kernel, a kernel that changed under the "
        "driver, Secure Boot/lockdown ('Invalid argument'/'Operation not permitted'), or for nvidia-peermem a node "
        "without the RDMA (MOFED/inbox ib_core) stack it depends on.",
        "Read the driver pod's log and `dmesg` on the node; use a driver image for the node's kernel; for "
        "nvidia-peermem install the RDMA stack first or set driver.rdma.enabled=false in the ClusterPolicy.",
        source="https://github.com/kmod-project/kmod/blob/master/tools/modprobe.c ; "
               "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-rdma.html",
        readings=(("driver_install_failed", "the driver container could not load the module it installs"),
                  ("ib_unavailable", "GPUDirect RDMA then stays unavailable: the NIC cannot register GPU memory")),
        # (round 136, fresh652 nvidia-xrun#135: not where the paste also says the nvidia module itself is missing for
        # the kernel: no driver installed at all, and its uvm / modeset / drm modules missing follow from that)
        context=r"\A(?![\s\S]*\bModule\s+nvidia\s+not\s+found\s+in\s+directory\b)",
        id="kube/driver-modprobe-insert", specificity=80),
    sig("driver_install_failed", "Driver container: the OS package repositories are unreachable",
        # round 17 (emitters.yaml): the GPU Operator driver container's own words when it cannot fetch the kernel
        # headers/packages it builds the driver with (nvidia-driver script: 'Failed to update package cache.  Ensure
        # that the cluster can access the proper networks.', 'FATAL: failed to reach RHEL package repositories. ...')
        r"(?:Failed to update package cache|failed to reach \w+ package repositories)\.\s+Ensure that the cluster can "
        r"access the proper networks",
        "The driver container could not reach the OS package repositories it installs the kernel headers (and builds "
        "the driver) from.",
        "No egress to the distribution's mirrors (a proxy not configured in the ClusterPolicy, an air-gapped cluster "
        "without a local mirror) or, on RHEL/OpenShift, no entitlement for the repositories.",
        "Give the driver pods egress or a proxy (ClusterPolicy driver.env HTTP(S)_PROXY), configure a local package "
        "mirror (driver.repoConfig), or use precompiled driver images.",
        source="https://github.com/NVIDIA/gpu-driver-container/blob/main/ubuntu22.04/nvidia-driver ; "
               "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/install-gpu-operator-proxy.html",
        id="kube/driver-package-repos", specificity=80),
]

# ---- third pass (issue 12): families the fresh3 batch showed missing --------------------------------
SIGNATURES += [
    sig("driver_install_failed", "GKE / COS driver installer failed (nvidia-driver-installer)",
        r"restarting failed container=nvidia-driver-installer|failed to verify GPU driver installation"
        r"|ERROR: Installation has failed\.\s+Please see the file '?\S*nvidia-installer\.log"
        r"|GPU driver auto installation is disabled",
        "The driver installer (GKE's nvidia-driver-installer DaemonSet / cos-gpu-installer, or the NVIDIA "
        ".run installer in a driver container) did not leave a working driver on the node, so the device "
        "plugin waits and the node advertises no nvidia.com/gpu.",
        "The node's kernel/COS image has no matching precompiled driver or the download failed, the "
        "requested driver version does not support the GPU, the installer DaemonSet does not match the "
        "node image (COS vs Ubuntu), or automatic installation is disabled on the node pool (GKE "
        "gpu-driver-version=disabled / no installer DaemonSet deployed).",
        "Read the installer's log (`kubectl -n kube-system logs <pod> -c nvidia-driver-installer`; for the "
        ".run installer /usr/local/nvidia/nvidia-installer.log); on GKE use the node pool's "
        "gpu-driver-version=default|latest or deploy the installer DaemonSet matching the node image.",
        source="https://github.com/GoogleCloudPlatform/container-engine-accelerators/issues/302 ; "
               "https://github.com/kubernetes/kubernetes/issues/123491",
        id="kube/gke-driver-installer", specificity=70),
    sig("mig_misconfigured", "MIG mode change: GPUs could not be reset (in use)",
        r"The following GPUs could not be reset|error resetting all GPUs",
        "Changing MIG mode needs a GPU reset, and the reset was refused because processes still hold the "
        "GPU.",
        "Fabric Manager, nvidia-persistenced, DCGM/dcgm-exporter, the device plugin or a workload still "
        "has the GPU open (mig-parted / mig-manager stop only the clients they know about).",
        "Stop the GPU's clients (workloads, dcgm-exporter, device plugin; on NVSwitch systems Fabric "
        "Manager as the docs say) and retry, or reboot the node to apply the pending MIG mode.",
        source="https://github.com/ComputeCanada/puppet-magic_castle/issues/387", id="kube/mig-reset-in-use",
        specificity=70),
]

# ---- fourth pass (issue 12): families the fresh4 batch showed missing --------------------------------
SIGNATURES += [
    sig("nvml_init_failed", "Device plugin cannot initialise NVML while allocating (GetPreferredAllocation)",
        r"error calling nvml\.Init(?::\s*(?P<err>[A-Za-z][\w /]*?))?(?:,? which is unexpected|$|\s*$)",
        "The device plugin's NVML handle stopped working: nvml.Init fails when the kubelet asks it for a "
        "preferred allocation, so every GPU pod on the node is rejected (UnexpectedAdmissionError).",
        "'Unknown Error': the plugin container lost access to /dev/nvidia* (systemd cgroup daemon-reload, "
        "a driver reload or upgrade under a running plugin); without an error text: the driver was "
        "reloaded or a GPU reset while the plugin kept running.",
        "Restart the device plugin pod on that node (kubectl -n <ns> delete pod <plugin pod>); delete the "
        "rejected pods; lasting fix for the cgroup case: NVIDIA Container Toolkit >= 1.14 with CDI or "
        "`nvidia-ctk system create-dev-char-symlinks`.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/1397 ; https://github.com/NVIDIA/k8s-device-plugin/issues/1223",
        extract=("err",), id="kube/plugin-nvml-init-allocate", specificity=80),
    sig("mps_error", "CUDA MPS server failed (fatal exception / exited / failed to start)",
        r"Server encountered a fatal exception|\] Server \d+ exited with status [1-9]"
        r"|Server\s+\d+\] Failed to start\s*:",
        "The MPS control daemon started an MPS server for a client and the server died, so CUDA clients "
        "of that GPU fail (cudaErrorUnknown / error 805) or hang.",
        "The MPS server cannot map its memory or initialise the GPU: an unsupported GPU/driver for MPS "
        "(pre-Volta limits), pinned-memory or active-thread limits set too high, the GPU in Exclusive "
        "mode used by another process, or a driver/daemon version mismatch.",
        "Read the MPS server log (CUDA_MPS_LOG_DIRECTORY/server.log) and dmesg; check the GPU's compute "
        "mode and limits in the device plugin's MPS config; restart the mps-control-daemon pod.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/685", id="kube/mps-server-failed", specificity=70),
]

# ---- sixth pass (issue 12): families the fresh6 batch showed missing ---------------------------------
SIGNATURES += [
    sig("device_plugin_error", "Device plugin / GPU feature discovery cannot open libnvidia-ml.so.1",
        r"error creating NVML labeler|unexpected failure calling nvml\.Init: error opening libnvidia-ml\.so\.1",
        "The device plugin or gpu-feature-discovery (GFD) could not load libnvidia-ml.so.1, so it labels "
        "and advertises no GPUs on the node.",
        "The plugin/GFD pod does not run with the NVIDIA runtime (containerd's default runtime is runc and "
        "no runtimeClassName: nvidia), or the driver root it looks in is wrong.",
        _PLUGIN_RUNTIME, source="https://github.com/NVIDIA/gpu-feature-discovery/issues/25",
        id="kube/gfd-nvml-missing", specificity=86),
]

# ---- category-level families (issue 12, third round; see gpu.py's note) --------------------------
_FAIL = r"(?:fail(?:ed|ure|s)?|unable|could\s?n[o']?t|cannot|can't|error)"


def _family(category, title, pattern, meaning, why, fix, source, slug, **kw):
    return sig(category, title + " (family: any program's wording)", pattern, meaning, why, fix, source=source,
               id=f"kube/family-{slug}", specificity=3, **kw)


SIGNATURES += [
    _family("device_admission_failed", "kubelet refused to admit the pod: its devices could not be allocated",
            r"UnexpectedAdmissionError|\ballocate\s+failed\s+due\s+to\b|\brequested\s+number\s+of\s+devices\s+unavailable\b"
            r"|\binvalid\s+allocation\s+request\b"
            # kubelet lifecycle/predicate.go: reason = fmt.Sprintf("OutOf%s", re.ResourceName) when the node lacks a
            # resource at admission (a pod bound by nodeName, or a node that lost devices after scheduling); only
            # extended resources ('<domain>/<name>': devices), not OutOfcpu/OutOfmemory
            r"|(?-i:\bOutOf)(?P<resource>[a-z0-9][a-z0-9.-]*\.[a-z]{2,}/[A-Za-z0-9][\w.-]*)"
            # its message, InsufficientResourceError.Error(): "Node didn't have enough resource: %s, requested: %d,
            # used: %d, capacity: %d" (again extended resources only)
            r"|\bNode didn't have enough resource:\s*(?P<resource2>[a-z0-9][a-z0-9.-]*\.[a-z]{2,}/[A-Za-z0-9][\w.-]*),"
            r"|\bpod\s+(?:was\s+)?rejected\b[^\n]{0,60}?\b(?:allocat\w*|devices?|admission|nvidia\.com/)",
            "kubelet admitted the pod to the node but could not allocate its devices (device plugin Allocate or "
            "GetPreferredAllocation failed, or fewer healthy devices than requested), so the pod failed with "
            "UnexpectedAdmissionError and will not be retried on that node.",
            "The device plugin restarted, lost its devices or became unhealthy between scheduling and admission; "
            "devices marked unhealthy (Xid, NVML errors); a plugin RPC failing (socket gone after a kubelet restart).",
            "Check the device plugin pod and its log on that node and the node's allocatable nvidia.com/gpu; delete "
            "the failed pod so its controller recreates it; look for Xid/NVML errors if devices went unhealthy.",
            "https://github.com/NVIDIA/k8s-device-plugin/issues/1397 ; https://github.com/Project-HAMi/HAMi/issues/71",
            "admission"),
    _family("device_plugin_error", "The GPU device plugin / feature discovery failed",
            r"\b(?:device[\s-]plugin|nvidia-device-plugin\S*|k8s-device-plugin|gpu-feature-discovery\S*|nvidia-gpu-device-plugin\S*)"
            r"[^\n]{0,80}?\b(?:fail\w*|error|crash\w*|unable|cannot|panic\w*|fatal|CrashLoopBackOff)"
            r"|\b" + _FAIL + r"\b[^\n]{0,20}?\bto\s+(?:start|register|serve|run)\s+(?:the\s+)?(?:device\s+)?plugins?\b"
            r"|\bregist\w*\b[^\n]{0,30}?\bwith\s+(?:the\s+)?kubelet\b[^\n]{0,30}?\b(?:fail\w*|error)"
            r"|\berror\s+starting\s+(?:the\s+)?(?:device\s+)?plugins?\b"
            # k8s-device-plugin server.go: 'Could not start device plugin for '%s': %s' (round 11)
            r"|\b(?:could\s?n[o']?t|cannot|can't|unable\s+to|failed\s+to)\s+(?:start|serve|run)\s+(?:the\s+)?device\s+plugins?\b"
            # k8s-device-plugin main.go / the kubelet's example plugins: log.Printf("Could not register device plugin:
            # %s", err), log.Println("Could not contact Kubelet, retrying. Did you enable the device plugin feature gate?")
            r"|\b" + _FAIL + r"\s+(?:to\s+)?(?:register|contact)\b[^\n]{0,30}?\b(?:device\s+plugins?|kubelet)\b"
            # k8s-device-plugin's own log lines (main.go): its kubelet-socket watcher and 'no devices'
            r"|\bfailed\s+to\s+creat(?:e|ed)\s+FS\s+watcher\b",
            "The device plugin (or GPU feature discovery) failed to start, register with the kubelet or "
            "advertise GPUs, so the node shows no (or fewer) nvidia.com/gpu.",
            "The plugin pod runs without the NVIDIA runtime (no libnvidia-ml in it), the driver is not ready yet, "
            "an invalid plugin config (sharing/MIG strategy), or the kubelet's device-plugin socket directory "
            "is not mounted.",
            _PLUGIN_RUNTIME,
            "https://github.com/NVIDIA/k8s-device-plugin/issues/1132 ; https://github.com/NVIDIA/gpu-feature-discovery/issues/25",
            "plugin"),
    _family("mig_misconfigured", "MIG configuration failed or does not match",
            r"\bmig\b[^\n]{0,60}?\b(?:fail\w*|error|invalid|unsupported|not\s+(?:enabled|supported|found|configured|ready)|mismatch\w*)"
            r"|\b(?:mig[\s-]?(?:manager|parted|mode|config\w*|strategy|devices?|instances?|profiles?))\b[^\n]{0,60}?\b(?:fail\w*|error|invalid)"
            # nvidia-smi -mig 1 on a GPU still in use: 'Warning: MIG mode is in pending enable state for GPU %s:In use by
            # another client' (the mode change waits for a GPU reset; round 11)
            r"|\bmig\s+mode\s+is\s+(?:in\s+)?pending\s+(?:enable|disable)\b"
            r"|\b(?:gpu|compute)\s+instances?\b[^\n]{0,40}?\b(?:fail\w*|error|insufficient)"
            r"|\bmig\b[^\n]{0,60}?\binsufficient\s+resources\b"
            r"|\bno\s+mig\s+(?:devices?|instances?)\b"
            # mig-parted's assert: the node's MIG layout is not the selected config
            r"|\bselected\s+(?:mig\s+)?config\w*\s+not\s+currently\s+applied\b",
            "Applying or using the GPU's MIG (Multi-Instance GPU) layout failed, in the tool's own words.",
            "mig-parted/mig-manager could not apply the requested profile (GPU busy: processes still running, "
            "a reset needed), the profile does not exist for this GPU, or the device plugin's MIG strategy "
            "(single/mixed) does not match the MIG devices present.",
            "Read the mig-manager pod's log and the node label nvidia.com/mig.config.state; stop GPU clients "
            "before reconfiguring (drain the node); use mixed strategy for mixed profiles; check "
            "`nvidia-smi mig -lgi` on the node.",
            "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-mig.html ; "
            "https://github.com/ComputeCanada/puppet-magic_castle/pull/276", "mig"),
    _family("mps_error", "CUDA MPS daemon/server failed or is unreachable",
            r"(?:\bmps[\s-](?:control|daemon|server|client|pipe)|nvidia-cuda-mps-\w+|mps-control-daemon\S*)[^\n]{0,80}?"
            r"\b(?:fail\w*|error|cannot|unable|not\s+(?:running|found|ready|reachable)|exit\w*|died|terminated|refused|timed?\s?out)"
            r"|\b" + _FAIL + r"\b[^\n]{0,40}?\bmps\s+(?:control\s+)?(?:daemon|server|pipe)"
            r"|cudaErrorMps\w+|CUDA_ERROR_MPS_\w+"
            # the MPS control daemon's own log ('[<time> Control <pid>] ...', nvidia-cuda-mps-control(1))
            r"|\bControl\s+\d+\]\s*[^\n]{0,80}?\b(?:fatal|fail\w*|error|exited\s+with\s+status\s+[1-9]"
            # ... and its refusal of a client ('User did not send valid credentials': the client's uid/pipe does not
            # match the daemon's, e.g. a pod running as another user than the MPS daemon)
            r"|did\s+not\s+send\s+valid\s+credentials|invalid\s+credentials|(?:permission|access)\s+denied|refus\w*)",
            "The CUDA MPS control daemon or server failed, or a client could not reach it.",
            "The MPS pipe/log directories are not shared with the pod, the control daemon is not running on the "
            "node (device plugin MPS sharing), or the server died (GPU in the wrong compute mode, limits).",
            "Check the mps-control-daemon pod on the node and its log; share CUDA_MPS_PIPE_DIRECTORY and /dev/shm "
            "with the pod; check `nvidia-smi -q -d COMPUTE`.",
            "https://man.archlinux.org/man/nvidia-cuda-mps-control.1.en ; https://github.com/NVIDIA/k8s-device-plugin/issues/685", "mps"),
    _family("dra_prepare_failed", "kubelet / the DRA driver could not prepare the pod's claims",
            r"\b(?:prepar\w*|unprepar\w*)\b[^\n]{0,60}?\b(?:claims?|resource\s?claims?|resources|devices?)\b[^\n]{0,60}?"
            r"\b(?:fail\w*|error|unable|timed?\s?out)"
            r"|\b" + _FAIL + r"\b[^\n]{0,30}?\b(?:prepar\w*|unprepar\w*)\b[^\n]{0,30}?\b(?:resource\s?claims?|claims?|devices?)\b"
            r"|FailedPrepareDynamicResources|\bprepare\s+dynamic\s+resources\b"
            r"|\b(?:unable|fail\w*)\s+to\s+get\s+(?:container\s+)?claim\s+info\b",
            "The DRA driver's kubelet plugin could not prepare (or unprepare) the devices of a ResourceClaim, so "
            "the pod cannot start (ContainerCreating).",
            "The DRA kubelet plugin is not running or not registered on the node, the allocated device no longer "
            "exists or is unhealthy, or the driver's checkpoint disagrees with the claim.",
            "Check the DRA driver's kubelet-plugin pod on that node and its log; `kubectl describe resourceclaim`; "
            "restart the plugin; delete and recreate the pod if its claim's device is gone.",
            "https://github.com/kubernetes/kubernetes/issues/135901 ; "
            "https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/1330", "dra"),
    _family("driver_install_failed", "The NVIDIA driver could not be installed / built",
            r"\b(?:nvidia|gpu)\b[^\n]{0,20}?\bdriver\b[^\n]{0,30}?\b(?:install\w*|build\w*|compil\w*)\b[^\n]{0,40}?"
            r"\b(?:fail\w*|error|abort\w*|unable)"
            r"|\b" + _FAIL + r"\b[^\n]{0,30}?\bto\s+(?:install|build|compile)\b[^\n]{0,20}?\b(?:the\s+)?(?:nvidia|gpu)\s+(?:kernel\s+)?(?:driver|module)"
            # (round 136, negatives102 waydroid#590: not DKMS's 'ERROR (dkms apport): binary package for X: 1 not found',
            # the crash reporter's aftermath of any module's failed build, which names the module elsewhere)
            r"|\b(?:dkms(?!\s+apport\b)|kernel[\s-](?:headers|devel)|linux-headers\S*)\b[^\n]{0,60}?\b(?:fail\w*|error|not\s+found|no\s+match|unable|missing)"
            r"|\bnvidia-installer\b[^\n]{0,60}?\b(?:error|fail\w*)|\binstallation\s+(?:has\s+)?failed\b[^\n]{0,80}?\bnvidia"
            r"|/lib/modules/\S+/(?:build|source)\b[^\n]{0,20}?\bno\s+such\s+file"
            # the module build against this kernel failed at link time (kbuild modpost: 'GPL-incompatible module
            # nvidia.ko uses GPL-only symbol', '"sym" [.../nvidia.ko] undefined!')
            r"|\bmodpost:[^\n]{0,60}?\bnvidia[\w-]*\.ko\b|\bnvidia[\w-]*\.ko\b[^\n]{0,20}?\b(?:uses\s+GPL-only\s+symbol|undefined!)"
            r"|\bnvidia-driver-(?:daemonset|ctr|installer)\S*[^\n]{0,80}?\b(?:CrashLoopBackOff|Error|fail\w*)"
            # Secure Boot refusing the unsigned module the installer built
            r"|\bunsigned\s+module\b|\brequired\s+key\s+not\s+available\b|\bkernel\s+module\s+load\s+error\b"
            r"|\bsecure\s+boot\b[^\n]{0,60}?\b(?:enabled|enforc\w*|reject\w*|fail\w*|prevent\w*)"
            # the GPU Operator's driver validator (cmd/nvidia-validator/main.go: log.Warningf("failed to validate the
            # driver, retrying after %d seconds"), fmt.Errorf("error validating driver: %w")) and the older validator's
            # 'chroot /run/nvidia/driver nvidia-smi' finding no nvidia-smi in the driver container's root; a line cut
            # after 'the driv' still reads
            r"|\bfailed\s+to\s+validate\s+(?:the\s+)?(?:nvidia\s+|gpu\s+)?driv|\berror\s+validating\s+(?:the\s+)?driver\b"
            r"|\bchroot\b[^\n]{0,40}?\bfailed\s+to\s+run\s+command\s+'?nvidia-smi\b"
            # DKMS naming the nvidia module after a failed build: 'Consult /var/lib/dkms/nvidia/<ver>/build/make.log for
            # more information', a pacman/apt hook's "dkms install ... nvidia/<ver> ... exited N"; DKMS's own 'Error! Bad
            # return status for module build on kernel' names no module, so it is not read alone
            r"|/var/lib/dkms/nvidia[\w-]*/\S+/make\.log"
            r"|\bdkms\s+(?:install|build|autoinstall)\b[^\n]{0,80}?\bnvidia\S*[^\n]{0,80}?\b(?:exited\s+[1-9]|fail\w*|error)"
            # what stops an install before it builds anything: nvidia-installer's "The Nouveau kernel driver is currently
            # in use by your system" and "An NVIDIA kernel module '%s' appears to already be loaded in your kernel", the
            # driver container's / k8s-driver-manager's "Could not unload NVIDIA driver kernel modules, driver is in use"
            r"|\bNouveau\s+kernel\s+driver\s+is\s+currently\s+in\s+use\b"
            # (round 76, EMITTERS-10: nvidia-installer's kernel.c now words it 'appears to be already loaded')
            r"|\bNVIDIA\s+kernel\s+module\s+'?[\w-]+'?\s+appears\s+to\s+(?:already\s+be|be\s+already)\s+loaded\b"
            r"|\bCould\s+not\s+unload\s+NVIDIA\s+driver\s+kernel\s+modules\b"
            # round 11, the same causes with the failure word first (GPU Operator driver container / GKE installer /
            # apt / dnf: 'Failed to install the kernel headers for %s', 'Unable to install kernel headers', dnf's 'No
            # matching packages for linux-headers-%s'), and nvidia-installer's 'Unable to find the kernel source tree
            # for the currently running kernel'
            r"|\b(?:fail\w*|unable|could\s?n[o']?t|cannot)\s+(?:to\s+)?(?:install|download|fetch|find|locate|resolve|get)\s+"
            r"(?:the\s+)?(?:linux\s+)?kernel[\s-](?:headers|devel|sources?)\b"
            r"|\bno\s+match\w*\s+packages?\s+(?:for|to\s+list)\s+(?:linux-headers|kernel-(?:headers|devel))"
            r"|\bunable\s+to\s+find\s+the\s+kernel\s+source\s+tree\b"
            # round 12: a package manager cannot find a package the driver build needs (dnf/yum 'Error: Unable to find a
            # match: elfutils-libelf-devel.x86_64', 'No match for argument: kernel-devel-%s', apt 'E: Unable to locate
            # package linux-headers-%s'): the driver container's repositories lack it (RHEL entitlement, EUS kernels)
            r"|\b(?:Unable\s+to\s+find\s+a\s+match|No\s+match\s+for\s+argument|Unable\s+to\s+locate\s+package|No\s+package)\b:?\s*"
            r"(?:kernel-(?:devel|headers|core|modules)|elfutils-libelf-devel|linux-(?:headers|modules|image|objects)|dkms|nvidia-driver)"
            # nvidia-installer's 'Failed to run `<dkms> build -m nvidia ...`', and the module unload that blocks a
            # driver container's install (kmod rmmod: 'ERROR: Module nvidia_uvm is in use')
            r"|\bfailed\s+to\s+run\s+\S*dkms\s+(?:build|install|add)\b[^\n]{0,40}?\bnvidia"
            r"|\brmmod:\s*ERROR:\s*Module\s+nvidia\w*\s+is\s+in\s+use\b",
            "Installing or building the NVIDIA kernel driver failed, in the installer's own words (GPU Operator "
            "driver container, GKE/COS installer, DKMS, nvidia-installer), or the GPU Operator's validator cannot find "
            "a working driver where the driver container should have put it.",
            "No kernel headers/devel package for the running kernel in the configured repositories (a kernel newer "
            "than the driver image supports), an unsupported OS/kernel for the driver image, no network or "
            "proxy to the package mirrors, or Secure Boot refusing the module; when only the validator complains, the "
            "driver pod may still be building, or the operator looks in the wrong place (driver.enabled with a "
            "host-installed driver, a hostPaths.driverInstallDir that is not where the driver is).",
            "Read the driver container's log to the first error; use a driver image for the node's OS/kernel "
            "(or precompiled drivers), make the kernel headers available (repo/proxy), or pin the node kernel.",
            "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/install-gpu-operator-outdated-kernels.html ; "
            "https://github.com/NVIDIA/gpu-operator/issues/190", "driver-install"),
]

# ---- API-server rejections of a pod's resources (issue 12 leftover) ---------------------------------
# ResourceQuota admission (kubernetes plugin/pkg/admission/resourcequota, "exceeded quota: %s, requested: %s,
# used: %s, limited: %s" and "failed quota: %s: must specify %s") and resource validation
# (pkg/apis/core/validation ValidateResourceRequirements: "must be less than or equal to %s limit" and,
# for resources that cannot be overcommitted (nvidia.com/gpu and every extended resource), "must be equal
# to %s limit", "Limit must be set for non overcommitable resources").
SIGNATURES += [
    sig("quota_exceeded", "A ResourceQuota refused the pod: the namespace's quota would be exceeded",
        r"exceeded quota: (?P<quota>[\w.-]+), requested: (?P<requested>\S+?),? used: (?P<used>\S+?),? limited: (?P<limited>\S+)",
        "The API server's ResourceQuota admission refused to create the pod (or the controller's pod): with "
        "it, the namespace would use more than its quota allows. The pod never exists, so it is not Pending: "
        "the owner (Deployment/Job/StatefulSet) shows FailedCreate events instead.",
        "The quota's hard limit (requests.nvidia.com/gpu, limits.memory, requests.cpu, pods...) is reached by "
        "running pods, or the pod asks for more than the quota leaves; finished Jobs' pods do not count, but "
        "Pending and Running ones do.",
        "`kubectl describe resourcequota -n <ns>` shows used vs hard per resource; free quota (scale down or "
        "delete pods in the namespace), lower the request, or raise the quota's hard limit. With Kueue, "
        "prefer Kueue quotas so jobs wait in a queue instead of failing creation.",
        source="https://github.com/hmcts/cnp-flux-config/pull/2122 ; https://github.com/tektoncd/pipeline/issues/1791",
        extract=("quota", "requested", "used", "limited"), id="kube/quota-exceeded", specificity=85),
    sig("quota_exceeded", "Kueue: the workload does not fit the ClusterQueue's quota in any flavor",
        # round 17 (emitters.yaml): Kueue's flavor assigner (pkg/scheduler/flavorassigner: 'couldn't assign flavors to
        # pod set %s: insufficient quota for %s in flavor %s, ...', 'insufficient unused quota for %s in flavor %s, %s
        # more needed'), as a workload condition or a controller log line (the event form is parse_event's)
        r"couldn't assign flavors to pod set [\w.-]+: insufficient (?:unused )?quota for (?P<resource>[\w./-]+) in flavor "
        r"(?P<flavor>[\w.-]+)",
        "Kueue did not admit the workload: in every ResourceFlavor its ClusterQueue may use, the quota for this "
        "resource (nominal quota plus what it may borrow from its cohort) is smaller than the request or already used.",
        "The ClusterQueue's nominalQuota for the resource is below the workload's request (a request larger than the "
        "queue can ever admit), or admitted workloads hold it; borrowing limits or a cohort without spare quota.",
        "`kubectl get clusterqueue <cq> -o yaml` (status.flavorsUsage vs spec nominalQuota), `kubectl describe "
        "workload`; lower the request, raise the nominalQuota or borrowingLimit, or wait for admitted workloads.",
        source="https://github.com/kubernetes-sigs/kueue/blob/main/pkg/scheduler/flavorassigner/flavorassigner.go",
        extract=("resource", "flavor"), id="kube/kueue-insufficient-quota", specificity=85),
    sig("quota_exceeded", "A ResourceQuota refused the pod: it does not state a request/limit the quota tracks",
        r"failed quota: (?P<quota>[\w.-]+): must specify (?P<missing>[\w.,/-]+)",
        "The namespace has a ResourceQuota on this resource (limits.memory, requests.cpu...), so every pod "
        "must state it; this pod (or its template) does not, and the API server refused to create it.",
        "A pod template without requests/limits in a namespace whose ResourceQuota covers them, and no "
        "LimitRange that would fill in defaults.",
        "Set the named requests/limits on every container (and init container) of the pod template, or add a "
        "LimitRange with defaults to the namespace.",
        source="https://github.com/kubeflow/pipelines/issues/7699 ; https://github.com/jupyterhub/kubespawner/issues/669",
        extract=("quota", "missing"), id="kube/quota-must-specify", specificity=85),
    # plugin/pkg/admission/resourcequota/controller.go: admission.NewForbidden(a, fmt.Errorf("status unknown for quota:
    # %s, resources: %s", ...)) (older: "status unknown for quota: %s", 1.5-1.7 "Status unknown for quota: %s")
    sig("quota_exceeded", "A ResourceQuota refused the pod: the quota's usage is not known yet (status unknown)",
        r"status unknown for quota: (?P<quota>[\w.-]+)(?:, resources: (?P<resources>[\w./,-]+))?",
        "The API server's ResourceQuota admission refused to create the pod because the quota has no usage "
        "recorded for a resource the pod uses: the quota controller has not (yet, or ever) computed its status "
        "for that resource, so admission cannot tell whether the pod fits.",
        "The quota was just created or edited and the controller has not synced it; or the quota names a resource "
        "the controller does not count (an extended resource such as nvidia.com/gpu under an old key, e.g. "
        "alpha.kubernetes.io/nvidia-gpu before 1.10 or a hard limit without the requests. prefix); or the "
        "kube-controller-manager's resourcequota controller is not running.",
        "`kubectl get resourcequota <quota> -n <ns> -o yaml`: status.used must list every key of spec.hard; "
        "name GPU quotas requests.nvidia.com/gpu, check kube-controller-manager is healthy, or remove the line "
        "the controller cannot count.",
        source="https://github.com/kubernetes/kubernetes/issues/46639", extract=("quota", "resources"),
        id="kube/quota-status-unknown", specificity=85),
    sig("resource_limits_invalid", "The pod's requests and limits are invalid (API server validation)",
        r"Invalid value: \W*(?P<value>[\w.]+)\W*: must be (?P<rule>equal to|less than or equal to) (?P<resource>[\w./-]+) limit(?: of (?P<limit>[\w.]+))?"
        r"|must be (?P<rule2>equal to|less than or equal to) (?P<resource2>[\w./-]+) limit"
        r"|resources\.requests\S*: Invalid value: \W*[\w.]+\W*: must be (?P<rule3>equal to|less than or equal to) (?P<resource3>[\w./-]+)"
        r"|Limit must be set for non overcommitable resources",
        "The API server refused the pod (or workload) because a container's resources break validation: a "
        "request above its limit, or, for resources that cannot be overcommitted (nvidia.com/gpu, every "
        "extended resource, hugepages), a request that differs from the limit or has no limit.",
        "GPUs and other extended resources must be given in limits (the request defaults to it) or with "
        "request == limit; a generator/operator/Helm chart set them differently (e.g. requests: 6, limits: 8), "
        "or a memory request above its limit.",
        "Set nvidia.com/gpu (and any extended resource) only under limits, or with the same value in requests "
        "and limits; keep every request <= its limit. `kubectl apply --dry-run=server -f <file>` shows the "
        "error before deploying.",
        source="https://github.com/volcano-sh/kthena/issues/576 ; https://github.com/RHEnVision/provisioning-backend/pull/580 ; "
               "https://github.com/devfile/devworkspace-operator/issues/462 ; "
               "https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/",
        extract=("value", "rule", "resource", "limit", "rule2", "resource2", "rule3", "resource3"),
        id="kube/resource-limits-invalid",
        specificity=85),
]


# ---- round 4 (issue 12): wordings the fresh7 first run showed missing ---------------------------------------------
SIGNATURES += [
    sig("device_plugin_error", "NVIDIA device plugin: no devices found, waiting indefinitely",
        r"No devices found\.?\s+Waiting indefinitely",
        "The NVIDIA device plugin enumerated no GPUs through NVML and will not register, so the node advertises no "
        "nvidia.com/gpu.",
        "The plugin's container runs without the NVIDIA runtime (containerd/Docker default runtime not nvidia, no "
        "runtimeClassName), the node has no GPU or its driver has not initialised one, or the plugin's node "
        "selector put it on a CPU node.",
        _PLUGIN_RUNTIME,
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/414", id="kube/plugin-no-devices-waiting",
        specificity=60),
    sig("device_plugin_error", "GPU-sharing device plugin found no GPU with enough memory (placeholder device)",
        r"no-gpu-has-\d+\w*-to-run",
        "The GPU-sharing device plugin/extender (gpushare) could not place the request and passed its placeholder "
        "'no-gpu-has-<N>MiB-to-run' as NVIDIA_VISIBLE_DEVICES; the NVIDIA hook then fails on the unknown device.",
        "No GPU on the node has the requested GPU memory free according to the sharing plugin's bookkeeping (pods "
        "scheduled outside the extender, a stale allocation, or a request larger than any GPU).",
        "Check the sharing plugin's allocation (its inspect tool / node annotations) and the pod's aliyun.com/gpu-mem "
        "request; schedule through the sharing scheduler extender only.",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/223", id="kube/gpushare-no-gpu-has",
        specificity=88),
    sig("driver_install_failed", "nvidia-installer: precompiled kernel interface incomplete for this kernel",
        r"Required file '[\w.-]+\.ko' not found in package",
        "The driver installer's precompiled kernel modules for this kernel lack a module it needs, so it falls back "
        "to building the kernel interface from source (which needs kernel headers and a compiler).",
        "A driver container image whose precompiled modules were built for another kernel build / flavour than "
        "the node runs; the source build that follows fails without the matching headers.",
        "Use a driver image built for the node's exact kernel (GPU Operator: precompiled drivers for this kernel "
        "version, or usePrecompiled=false with kernel headers reachable); read the rest of the driver pod's log.",
        source="https://github.com/NVIDIA/gpu-operator/issues/918", id="kube/installer-precompiled-missing-ko",
        specificity=30, level="warn"),
]

# ---- round 12 (issue 12): fresh16/17's misses, by family ---------------------------------------------------------------
SIGNATURES += [
    sig("mig_misconfigured", "GFD / device plugin cannot read the node's MIG devices for its MIG strategy",
        # gpu-feature-discovery: 'Error generating labels from MIG strategy: Unable to retreive list of MIG devices:
        # <nvml error>' (sic); k8s-device-plugin's mig strategies: 'error getting MIG devices' / 'unable to get MIG
        # devices'
        r"\b(?:error|fail\w*|unable|could\s?n[o']?t|cannot)\b[^\n]{0,30}?\b(?:generat\w+\s+labels\s+from|get\w*|retrie?v\w*|enumerat\w+|list\w*)\s+"
        r"(?:the\s+)?(?:list\s+of\s+)?MIG\s+(?:strategy|devices?|instances?)\b",
        "GPU Feature Discovery (or the device plugin) could not enumerate the MIG devices its MIG strategy needs, so "
        "it labels/advertises nothing for them and exits.",
        "The MIG layout changed under it (mig-manager re-partitioned the GPU while it ran), MIG is enabled but no "
        "instances exist yet, or NVML cannot see the MIG devices from the container (nvml: Unknown Error).",
        "Restart GFD/device plugin after MIG changes (the GPU Operator's mig-manager does this); check "
        "`nvidia-smi -L` on the node lists MIG devices and the node label nvidia.com/mig.config.state is success.",
        source="https://gitlab.com/nvidia/kubernetes/gpu-feature-discovery/-/issues/17",
        readings=(("mig_misconfigured", "the MIG layout is missing or changed under GFD/the plugin"),
                  ("device_plugin_error", "NVML is broken in the plugin/GFD container (the error after the colon)")),
        distinguish="`kubectl get node <n> -o jsonpath='{.metadata.labels.nvidia\\.com/mig\\.config\\.state}'` and "
                    "`nvidia-smi -L` on the node",
        id="kube/mig-devices-unreadable", specificity=30),
]

# ---- round 20 (fresh41: the driver install layer in the installers' and the kernel's own words) ----------------------
SIGNATURES += [
    # the GSP firmware file the (open) kernel module loads is not where the kernel's firmware loader looks
    # (drivers/base/firmware_loader: 'Direct firmware load for %s failed with error %d'), or the package step that
    # should install it fails ('install: cannot stat 'firmware/gsp.bin'')
    sig("driver_install_failed", "The driver's GSP firmware file is missing (incomplete driver install)",
        r"Direct firmware load for nvidia/\S*gsp\w*\.bin failed|cannot stat '[^'\n]*gsp\w*\.bin'",
        "The NVIDIA driver's GPU System Processor firmware (gsp*.bin) is not installed where the kernel module loads "
        "it from (/lib/firmware/nvidia/<version>/), so the module cannot start the GPU.",
        "The driver was installed without its firmware package (a distribution split, a NixOS/Arch package that "
        "misses the file names of this release, the open module built from source without the user-space package).",
        "Install the firmware of the exact driver version (/lib/firmware/nvidia/<version>/gsp_*.bin, e.g. the "
        "distribution's nvidia-firmware / nvidia-kmod-common package), or reinstall the driver with the .run "
        "installer; then reload the module.",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/263 ; https://github.com/NixOS/nixpkgs/issues/454772",
        id="kube/gsp-firmware-missing", specificity=70,
        readings=(("driver_not_loaded", "the module then does not initialise the GPU: no driver running"),)),
    # NVIDIA's dnf plugin (yum-packaging-nvidia-plugin nvidia-dnf.py: 'NVIDIA driver: filtering kernel %s, no precompiled
    # modules available for version %s'); DKMS about the nvidia tree ('/var/lib/dkms/nvidia/<v>/source/dkms.conf does
    # not exist'); open-gpu-kernel-modules' own build ('make[1]: *** [Makefile:N: _out/Linux_x86_64/x.o] Error N')
    sig("driver_install_failed", "The NVIDIA kernel module cannot be built or installed for this kernel",
        r"\bno precompiled modules available for version\b|/var/lib/dkms/nvidia[\w-]*/\S+/dkms\.conf\s+does not exist"
        r"|\[Makefile:\d+: _out/Linux_[\w-]+/\S+\] Error \d+",
        "The driver's kernel module could not be provided for the running kernel: no precompiled kmod matches it, "
        "DKMS's tree for the nvidia module is broken, or the module build itself failed.",
        "A new kernel without a matching precompiled NVIDIA kmod, a stale DKMS entry of an older driver, or a build "
        "environment without the compiler/headers the module needs.",
        "Use a kernel the precompiled streams support (or switch to the DKMS stream), remove the stale DKMS entry "
        "(`dkms remove nvidia/<old> --all`) and rebuild, install gcc/g++/make and the kernel headers for `uname -r`.",
        source="https://github.com/NVIDIA/yum-packaging-nvidia-plugin/blob/main/nvidia-dnf.py ; "
               "https://github.com/negativo17/nvidia-driver/issues/56 ; https://github.com/NVIDIA/open-gpu-kernel-modules/issues/805",
        id="kube/kmod-unavailable", specificity=65),
    # ---- round 21 (fresh48): an NVIDIA vGPU guest driver without a licence (vgpu_license_unavailable). Read with the
    # search tool: NVIDIA's Virtual GPU Client Licensing User Guide (licensed products vCS/vWS/vPC/vApps; a client leases a
    # licence from the NVIDIA License System (CLS/DLS) with a client configuration token; how licensing is enforced: an
    # unlicensed vGPU runs unrestricted only for a grace period, then performance and CUDA are restricted; `nvidia-smi -q`
    # shows 'vGPU Software Licensed Product ... License Status : Unlicensed (Restricted|Unrestricted)'); nvidia-gridd is the
    # guest's licensing daemon (syslog 'nvidia-gridd: Failed to acquire license from <server>'); the GPU Operator's vGPU
    # driver takes gridd.conf and client_configuration_token.tok from the ConfigMap named in driver.licensingConfig.
    sig("vgpu_license_unavailable", "The NVIDIA vGPU guest driver holds no licence (nvidia-gridd / License Status: Unlicensed)",
        r"\bLicense Status\s*:\s*Unlicensed\b"
        r"|\bnvidia-gridd\b[^\n]{0,40}?\bFailed to (?:acquire license|register client|update local trusted store"
        r"|return license|renew license)"
        r"|\bFailed to acquire license from\b"
        r"|\bValid GRID license not found\b",
        "This VM's NVIDIA vGPU (or licensed pass-through) driver has no licence from the NVIDIA License System: "
        "nvidia-gridd could not lease one, or `nvidia-smi -q` reports the licensed product as Unlicensed. After the "
        "grace period the driver restricts the GPU: CUDA is throttled and then refused, so workloads fail or crawl "
        "though the GPU is visible.",
        "No client configuration token on the VM (/etc/nvidia/ClientConfigToken/*.tok) or a wrong gridd.conf "
        "(FeatureType), the License System instance (CLS in NVIDIA's cloud or an on-prem DLS) not reachable from the "
        "VM (DNS, firewall, proxy), no free licence of that product in the pool, or a token generated for another "
        "instance; on Kubernetes, the GPU Operator's licensing ConfigMap missing or not referenced.",
        "Put a client configuration token from the NLS instance in /etc/nvidia/ClientConfigToken/ and set FeatureType "
        "in /etc/nvidia/gridd.conf, then `systemctl restart nvidia-gridd`; with the GPU Operator create the ConfigMap "
        "(gridd.conf + client_configuration_token.tok) and set driver.licensingConfig.configMapName (nlsEnabled). "
        "Check with `nvidia-smi -q | grep -A2 -i license` (Licensed, with an expiry) and `journalctl -u nvidia-gridd`.",
        source="https://docs.nvidia.com/vgpu/latest/grid-licensing-user-guide/index.html ; "
               "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/install-gpu-operator-nvaie.html ; "
               "https://github.com/NVIDIA/gpu-operator/issues/220 ; https://github.com/NVIDIA/nvidia-docker/issues/1787",
        id="kube/vgpu-unlicensed", specificity=75),
    # ---- round 21 (fresh48): the platform layer's own words ------------------------------------------------------
    # k8s-device-plugin (cmd/nvidia-device-plugin, 0.12-era main.go/mig-strategy.go: panic("Unable to load resource
    # managers to manage plugin devices: %v") wrapping 'error building device map: ... error getting device handle for
    # index '0': Unknown Error'): the plugin itself cannot start; NVML's error inside it is the reason it names
    sig("device_plugin_error", "Device plugin cannot build its device map (resource managers not loaded)",
        # (not when NVML says 'GPU is lost': the GPU fell off the bus, hardware/gpu-lost, xid_error)
        r"(?:Unable to load resource managers to manage plugin devices|\berror building (?:GPU )?device map\b)"
        r"(?![^\n]*\bGPU is lost\b)",
        "The NVIDIA device plugin could not enumerate the node's GPUs to build its device map and stopped (panic), so "
        "the node advertises no nvidia.com/gpu; the NVML error it quotes is why.",
        "NVML inside the plugin's container failed on a GPU ('Unknown Error' on the device handle: a GPU in a bad state "
        "or fallen off the bus, the container's device access lost after a daemon-reload), or a MIG/strategy setting the "
        "GPUs do not match.",
        "Read the error after the last colon; run `nvidia-smi` on the node (and in the plugin pod); check `dmesg` for an "
        "Xid on that GPU; restart the plugin pod once the GPU answers.",
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/338", id="kube/plugin-device-map-failed",
        specificity=85,
        readings=(("nvml_init_failed", "NVML in the plugin's container cannot open the GPU ('Unknown Error')"),
                  ("xid_error", "the GPU itself is lost: an Xid in the node's kernel log")),
        distinguish="`nvidia-smi` on the node and `dmesg -T | grep -i xid`: works on the node means the container lost access"),
    # an OCI createContainer hook of the CDI spec refusing a subcommand it does not know (urfave/cli's 'No help topic for
    # '%s''): the CDI spec (generated by a newer DRA driver / toolkit) calls an nvidia-cdi-hook / nvidia-ctk hook
    # subcommand that the node's older toolkit binary lacks
    sig("container_runtime_misconfigured", "A CDI hook of the NVIDIA toolkit does not know the subcommand the spec calls",
        r"\bhook #\d+:[^\n]{0,120}?No help topic for '(?P<subcommand>[\w-]+)'",
        "The container could not start: a createContainer hook named in the CDI spec (nvidia-cdi-hook / nvidia-ctk hook) "
        "was called with a subcommand that the installed hook binary does not have.",
        "The CDI spec was generated by a newer NVIDIA Container Toolkit or DRA driver than the toolkit installed on the "
        "node (a version skew between the spec's generator and the hook binary).",
        "Upgrade the NVIDIA Container Toolkit on the node to the version the DRA driver / GPU Operator expects, or "
        "regenerate the CDI spec with the installed toolkit (`nvidia-ctk cdi generate`); `nvidia-ctk --version`.",
        source="https://github.com/kubernetes-sigs/dra-driver-nvidia-gpu/issues/568", extract=("subcommand",),
        id="kube/cdi-hook-unknown-subcommand", specificity=75,
        readings=(("cdi_unresolvable", "the CDI spec itself does not match the node"),)),
    # DCGM's health watch failure reason for IMEX (dcgm_errors.h DCGM_FR_IMEX_UNHEALTHY: the IMEX service/daemon on a
    # multi-node NVLink system is not healthy), as NVSentinel relays it (NVIDIA/DCGM#308)
    sig("imex_channel_unavailable", "DCGM reports the IMEX service unhealthy (multi-node NVLink)",
        r"\bDCGM_FR_IMEX_UNHEALTHY\b",
        "DCGM's health check flags the node's IMEX service (the daemon that shares GPU memory across a multi-node NVLink "
        "domain) as unhealthy: cross-node fabric memory and IMEX channels cannot be relied on.",
        "nvidia-imex not running or not connected to its peers (nodes_config.cfg), or, on DRA clusters, IMEX run by "
        "ComputeDomain pods rather than the host service (DCGM then watches a host service that is meant to be off).",
        "`nvidia-imex-ctl -N` on the node; on DRA clusters check the ComputeDomain's daemon pods and consider the host "
        "IMEX health watch a false positive there.",
        source="https://github.com/NVIDIA/DCGM/issues/308", id="kube/dcgm-imex-unhealthy", specificity=70),
]

# ---- round 22 (CATALOGUE-20, fresh52 flyte#1452): a resource name the API server does not accept -----------------------
# Kubernetes' API validation (pkg/apis/core/validation/validation.go: validateResourceName 'must be a standard resource
# type or fully qualified', validateContainerResourceName 'must be a standard resource for containers'): a bare 'gpu'
# (not nvidia.com/gpu) in a container's requests/limits
SIGNATURES += [
    sig("resource_limits_invalid", "The pod names a resource that is neither standard nor fully qualified (e.g. 'gpu')",
        r"\bInvalid value: \W*(?P<name>[\w./-]+)\W*: must be a standard resource (?:type or fully qualified|for containers)",
        "The API server refused the pod: a container's requests/limits name a resource that is not a standard one "
        "(cpu, memory, ephemeral-storage, hugepages-*) and not a fully qualified extended resource (vendor-domain/name).",
        "A bare 'gpu' (or another short name) where the device plugin's resource is nvidia.com/gpu, often from a "
        "workflow tool's or chart's GPU setting that was not mapped to the extended resource name.",
        "Request the fully qualified name the node advertises (`kubectl describe node | grep -A8 Allocatable`: "
        "nvidia.com/gpu), or configure the tool's GPU resource name (e.g. Flyte's gpu-resource-name: nvidia.com/gpu).",
        source="https://github.com/kubernetes/kubernetes/blob/master/pkg/apis/core/validation/validation.go ; "
               "https://github.com/flyteorg/flyte/issues/1452",
        extract=("name",), id="kube/resource-name-not-qualified", specificity=80),
]

# ---- round 41 (issue 12, CATALOGUE-37): GPU sharing and cloud agents, each in its emitter's words ---------------------
SIGNATURES += [
    # the device plugin's sharing (time-slicing / MPS replicas with failRequestsGreaterThanOne: api/config/v1 and
    # internal/rm/allocate.go 'invalid request: maximum request size for shared resources is 1; found %d'): a pod
    # asked for more than one replica of a shared GPU and the plugin refused the allocation
    sig("device_admission_failed", "The device plugin refused a request for more than one shared (replicated) GPU",
        r"\bmaximum\s+request\s+size\s+for\s+shared\s+resources\s+is\s+1\b",
        "The NVIDIA device plugin shares each GPU as replicas (time-slicing or MPS) with failRequestsGreaterThanOne, "
        "and refuses a container that asks for more than one replica: the pod fails admission.",
        "A container requests nvidia.com/gpu > 1 of a shared resource; more replicas of one GPU would not give it "
        "more of the GPU.",
        "Request 1 replica per container (or a renamed shared resource), or turn off failRequestsGreaterThanOne if "
        "several replicas per container are meant.",
        source="https://github.com/NVIDIA/k8s-device-plugin (internal/rm/allocate.go / api/config/v1/sharing: "
               "'maximum request size for shared resources is 1; found %d') ; "
               "https://github.com/NVIDIA/k8s-device-plugin/issues/929",
        id="kube/plugin-shared-request-over-one", specificity=70),
    # the device plugin's config-manager sidecar (cmd/config-manager: it symlinks the selected config to
    # /config/config.yaml; 'error creating symlink ... file exists' when the target is not its own link)
    sig("device_plugin_error", "The device plugin's config-manager could not link the selected configuration",
        r"\berror\s+creating\s+symlink:\s*symlink\s+\S*available-configs/\S+\s+\S*config\.yaml:\s*file\s+exists\b",
        "The device plugin's config-manager sidecar could not point /config/config.yaml at the selected "
        "configuration, so the plugin does not start with it.",
        "A config.yaml already exists at the target (a file from another mount, an earlier non-link), so the symlink "
        "cannot be created.",
        "Let the config-manager own /config (an emptyDir), remove the stale config.yaml, restart the plugin pod.",
        source="https://github.com/NVIDIA/k8s-device-plugin (cmd/config-manager/main.go: updateSymlink, 'error creating "
               "symlink') ; https://github.com/NVIDIA/k8s-device-plugin/issues/364",
        id="kube/plugin-config-manager-symlink", specificity=65),
    # the ECS container agent's GPU manager (agent/gpu/nvidia_gpu_manager_unix.go: 'Config for GPU support is enabled,
    # but GPU information is not found; continuing without it'): the agent registers no GPU with ECS
    sig("device_plugin_error", "The ECS agent found no GPU information although GPU support is enabled",
        r"\bConfig\s+for\s+GPU\s+support\s+is\s+enabled,\s+but\s+GPU\s+information\s+is\s+not\s+found\b",
        "The ECS container agent has ECS_ENABLE_GPU_SUPPORT set but found no GPU information file (written at boot by "
        "the ECS GPU AMI's setup), so it advertises no GPUs and GPU tasks cannot be placed.",
        "Not the ECS GPU-optimised AMI, the GPU setup service (nvidia-gpu-info) not run or failed, or the driver not "
        "loaded on the instance.",
        "Use the ECS GPU-optimised AMI, check /var/lib/ecs/gpu/nvidia-gpu-info.json and `nvidia-smi` on the "
        "instance, then restart the agent.",
        source="https://github.com/aws/amazon-ecs-agent (agent/gpu/nvidia_gpu_manager_unix.go) ; "
               "https://github.com/aws/amazon-ecs-agent/issues/4786",
        id="kube/ecs-agent-gpu-info-missing", specificity=65),
]

# ---- round 42 (issue 12, CATALOGUE-38): YARN's GPU resource plugin (fresh180) ------------------------------------------
SIGNATURES += [
    # YARN's NodeManager GPU plugin (GpuResourceHandlerImpl.bootstrap: 'Exception when trying to get usable GPU
    # device', from GpuDiscoverer running nvidia-smi): the node manager cannot bootstrap its GPU resource subsystem
    sig("device_plugin_error", "YARN's node manager could not discover usable GPUs",
        r"\bException\s+when\s+trying\s+to\s+get\s+usable\s+GPU\s+devices?\b",
        "YARN's NodeManager GPU resource plugin could not list the usable GPUs (its GpuDiscoverer runs nvidia-smi), "
        "so the resource subsystems do not bootstrap and the node offers no GPUs.",
        "nvidia-smi is not at yarn.nodemanager.resource-plugins.gpu.path-to-discovery-executables, fails (no driver), "
        "or the allowed-gpu-devices list names GPUs that are not there.",
        "Run nvidia-smi as the yarn user on the node; set path-to-discovery-executables / allowed-gpu-devices; restart "
        "the NodeManager.",
        source="https://github.com/apache/hadoop (hadoop-yarn-server-nodemanager: resourceplugin/gpu/GpuDiscoverer.java, "
               "linux/resources/gpu/GpuResourceHandlerImpl.java) ; https://github.com/NVIDIA/cudf-spark/issues/11081",
        id="kube/yarn-gpu-discovery-failed", specificity=60),
    # YARN's cgroups handler: 'Controller devices not mounted' (CGroupsHandlerImpl): GPU isolation needs the devices
    # cgroup controller, which is not mounted for YARN
    sig("container_runtime_misconfigured", "YARN's devices cgroup controller is not mounted (GPU isolation)",
        r"\bController\s+devices\s+not\s+mounted\b",
        "YARN's LinuxContainerExecutor needs the cgroup 'devices' controller to isolate GPUs, and it is not mounted, "
        "so the node manager's resource subsystems fail to bootstrap.",
        "cgroups not mounted for YARN (yarn.nodemanager.linux-container-executor.cgroups.mount false and no mount), or "
        "a cgroup v2 host where the v1 devices controller does not exist.",
        "Mount the cgroup devices controller (or set ...cgroups.mount=true with the mount path) and restart the "
        "NodeManager.",
        source="https://github.com/apache/hadoop (linux/resources/CGroupsHandlerImpl.java: 'Controller ' + controller "
               "+ ' not mounted. You either need to mount it with ...cgroups.mount') ; https://github.com/apache/submarine/issues/198",
        id="kube/yarn-devices-cgroup-not-mounted", specificity=60),
]

# ---- round 61 (issue 12): Nomad's NVIDIA device plugin (fresh314) ------------------------------------------------------
SIGNATURES += [
    # hashicorp/nomad-device-nvidia (nvml/client.go GetFingerprintData: 'nvidia nvml DeviceInfoByIndex() error: %v',
    # likewise DeviceCount() and SystemDriverVersion(); device.go logs 'failed to get fingerprint nvidia devices'):
    # NVML initialised but a per-device query failed, so the plugin fingerprints no GPU and Nomad places no GPU task on
    # the node. A reason that is itself an NVML init failure (a driver/library mismatch, not loaded, Unknown Error, a
    # lost GPU) is left to the entries that read it. 1:0 device_plugin_error (nomad-device-nvidia#34: 'unsupported GPU
    # device' from a plugin built with an older go-nvml)
    sig("device_plugin_error", "Nomad's NVIDIA device plugin cannot fingerprint the GPUs (an NVML device query failed)",
        r"\bnvidia\s+nvml\s+(?P<call>DeviceInfoByIndex|DeviceInfoAndStatusByIndex|DeviceCount|SystemDriverVersion)"
        r"\(\)\s+error:(?![^\n]*(?:version\s+mismatch|Uninitiali[sz]ed|not\s+loaded|library\s+not\s+found|Unknown\s+Error"
        r"|GPU\s+is\s+lost|insufficient\s+permissions?))",
        "Nomad's NVIDIA device plugin initialised NVML but a device query it needs to fingerprint the GPUs failed, "
        "so the node advertises no nvidia/gpu devices and GPU tasks are not placed on it.",
        "The plugin's NVML bindings (go-nvml) are older than the GPU or driver (NVML answers 'unsupported GPU "
        "device' / 'Not Supported' for a field the plugin asks for: a new GPU generation, MIG, a vGPU), or the "
        "driver's NVML lacks the call.",
        "Upgrade nomad-device-nvidia to a release built with a current go-nvml (or rebuild it against one); check "
        "`nvidia-smi -q` on the client for the failing field; restart the Nomad client and look for the devices "
        "in `nomad node status -verbose`.",
        source="https://github.com/hashicorp/nomad-device-nvidia (nvml/client.go GetFingerprintData: 'nvidia nvml "
               "DeviceInfoByIndex() error: %v'; device.go: 'failed to get fingerprint nvidia devices') ; "
               "https://github.com/hashicorp/nomad-device-nvidia/issues/34",
        extract=("call",), id="kube/nomad-nvidia-fingerprint-failed", specificity=60),
]

# ---- round 72 (issue 12): EMITTERS-6, GPU schedulers, sharing plugins and GPU feature discovery in their own words ------
SIGNATURES += [
    # gpu-feature-discovery (cmd/gpu-feature-discovery/main.go: 'No labels generated from any source')
    sig("device_plugin_error", "GPU feature discovery generated no labels",
        r"\bNo\s+labels\s+generated\s+from\s+any\s+source\b",
        "gpu-feature-discovery found nothing to label the node with: its NVML (and Tegra) sources produced no labels.",
        "GFD cannot see the GPUs: its pod runs without the NVIDIA runtime (NVML not found), or the node has no GPU.",
        _PLUGIN_RUNTIME,
        source="https://github.com/NVIDIA/k8s-device-plugin (cmd/gpu-feature-discovery/main.go)",
        id="kube/gfd-no-labels", specificity=60),
    # KubeVirt (pkg/virt-controller/services/renderresources.go: 'GPU %s is not permitted in permittedHostDevices
    # configuration')
    sig("device_plugin_error", "KubeVirt: the GPU is not in permittedHostDevices",
        r"\bGPU\s+\S+\s+is\s+not\s+permitted\s+in\s+permittedHostDevices\s+configuration\b",
        "The VM asks for a GPU resource that KubeVirt's configuration does not permit, so no device plugin serves it "
        "and the VM's pod cannot be rendered.",
        "The GPU's resource name (vendor:device selector) is missing from spec.configuration.permittedHostDevices in "
        "the KubeVirt CR.",
        "Add the GPU to permittedHostDevices.pciHostDevices (pciVendorSelector, resourceName) in the KubeVirt CR, or "
        "use the resource name that is listed there.",
        source="https://github.com/kubevirt/kubevirt (pkg/virt-controller/services/renderresources.go)",
        id="kube/kubevirt-gpu-not-permitted", specificity=60),
    # gpushare-device-plugin (pkg/gpu/nvidia/allocate.go: 'invalid allocation requst: request GPU memory %d cant be
    # satisfied.')
    sig("device_plugin_error", "gpushare device plugin: the GPU-memory request cannot be allocated on the node",
        r"\binvalid\s+allocation\s+requ?e?st:\s+request\s+GPU\s+memory\s+\d+\s+cant\s+be\s+satisfied\b",
        "Aliyun's gpushare device plugin could not find the pod's aliyun.com/gpu-mem assignment on any GPU of the node.",
        "The scheduler extender's assignment annotation is missing or stale (the extender not configured in the "
        "scheduler, a pod scheduled by another scheduler), or the plugin's view of free GPU memory differs.",
        "Check that the gpushare scheduler extender is in kube-scheduler's config and the pod carries the "
        "ALIYUN_COM_GPU_MEM_ASSIGNED annotations; restart the plugin pod on the node.",
        source="https://github.com/AliyunContainerService/gpushare-device-plugin (pkg/gpu/nvidia/allocate.go)",
        id="kube/gpushare-allocation-unsatisfied", specificity=60),
    # KAI scheduler (pkg/scheduler/api/unschedule_info.go: 'Non-preemptible workload is over quota. ...', '%s quota has
    # reached the allowable limit of GPUs. Limit is %v GPUs, ...')
    sig("quota_exceeded", "KAI scheduler: the queue's GPU quota is used up",
        r"\bNon-preemptible\s+workload\s+is\s+over\s+quota\b"
        r"|\bquota\s+has\s+reached\s+the\s+allowable\s+limit\s+of\s+GPUs\b",
        "KAI scheduler will not place the workload: its queue's GPU quota (or limit) would be exceeded.",
        "The queue's deserved quota / limit is smaller than what its running workloads plus this one request; a "
        "non-preemptible workload cannot borrow over quota.",
        "`kubectl get queues` for the queue's quota and allocation; make the workload preemptible (priority class), "
        "raise the queue's quota / limit, or wait for the queue's GPUs to free.",
        source="https://github.com/NVIDIA/KAI-Scheduler (pkg/scheduler/api/unschedule_info.go)",
        id="kube/kai-queue-quota", specificity=60),
    # HAMi (pkg/scheduler/webhook.go: 'exceeding resource quota'; scheduler.go 'Device is unhealthy, cleaning up node',
    # 'found a mig task running on a hami-core GPU')
    sig("quota_exceeded", "HAMi's admission webhook refused the pod: GPU resource quota exceeded",
        r"\badmission\s+webhook\s+\"vgpu\.hami\.io\"\s+denied\s+the\s+request:\s+exceeding\s+resource\s+quota\b",
        "HAMi's webhook refused the pod because its GPU / GPU-memory request exceeds the namespace's HAMi quota.",
        "The namespace's ResourceQuota on HAMi resources (limits.nvidia.com/gpumem, gpucores) is used up.",
        "`kubectl describe resourcequota -n <ns>`; lower the request or raise the quota.",
        source="https://github.com/Project-HAMi/HAMi (pkg/scheduler/webhook.go)",
        id="kube/hami-webhook-quota", specificity=60),
    sig("device_plugin_error", "HAMi: a node's GPU device is reported unhealthy",
        r"\"Device\s+is\s+unhealthy,\s+cleaning\s+up\s+node\"",
        "HAMi's scheduler found a device reported unhealthy by the node's HAMi device plugin and removed the node's "
        "devices from scheduling.",
        "The device plugin's health check failed (an Xid, a GPU fallen off the bus) or the plugin stopped reporting.",
        "Check the hami-device-plugin pod's log on that node and `nvidia-smi` there.",
        source="https://github.com/Project-HAMi/HAMi (pkg/scheduler/scheduler.go)",
        id="kube/hami-device-unhealthy", specificity=60),
    sig("mig_misconfigured", "HAMi: a MIG task on a GPU in hami-core (sharing) mode",
        r"\bfound\s+a\s+mig\s+task\s+running\s+on\s+a\s+hami-core\s+GPU\b",
        "HAMi found a task using MIG on a GPU that is configured for hami-core sharing: the GPU's mode and the tasks "
        "on it disagree.",
        "The node's GPU mode (hami-core vs mig) was changed while tasks ran, or the MIG config differs from HAMi's "
        "device config.",
        "Align the node's HAMi device mode with the GPU's MIG state (nvidia-smi mig -lgi) and drain the node before "
        "switching modes.",
        source="https://github.com/Project-HAMi/HAMi (pkg/scheduler/scheduler.go)",
        id="kube/hami-mig-task-on-core-gpu", specificity=60),
    # cluster-autoscaler (processors/customresources/gpu_processor.go: 'Overriding status of node %v, which seems to have
    # unready GPU'): a node whose GPU label says it has GPUs while its allocatable has none yet
    sig("device_plugin_error", "cluster-autoscaler: a GPU node's GPUs are not advertised (unready GPU)",
        r"\bwhich\s+seems\s+to\s+have\s+unready\s+GPU\b",
        "cluster-autoscaler treats the node as not ready: its GPU label says it has GPUs but the node advertises no "
        "nvidia.com/gpu yet.",
        "The driver or the device plugin has not come up on the node (installing, crashing), so the GPUs are not "
        "advertised; normal for the first minutes of a new node.",
        "If it lasts: check the driver (GPU Operator driver pod / the cloud's installer) and the device plugin pod on "
        "the node, and `kubectl describe node` for nvidia.com/gpu under Allocatable.",
        source="https://github.com/kubernetes/autoscaler (cluster-autoscaler/processors/customresources/gpu_processor.go)",
        id="kube/autoscaler-unready-gpu", specificity=60,
        readings=(("device_plugin_error", "the device plugin is not advertising the GPUs"),
                  ("driver_not_loaded", "the driver is not (yet) installed on the node")),
        distinguish="`kubectl -n gpu-operator get pods -o wide` on that node: driver pod ready or not"),
    # Nomad (nomad-device-nvidia device.go: 'unable to initialize Nvidia driver' with NVML's reason): the reason decides
    sig("driver_not_loaded", "Nomad's NVIDIA device plugin: the NVIDIA driver is not loaded",
        r"\bunable\s+to\s+initialize\s+Nvidia\s+driver\b[^\n]{0,160}?\breason=\"?failed\s+to\s+initialize:\s+Driver\s+Not\s+Loaded\b",
        "Nomad's NVIDIA device plugin could not initialise NVML because the NVIDIA kernel driver is not loaded.",
        "No NVIDIA driver on the client, or it is not loaded after a kernel upgrade / reboot.",
        "`nvidia-smi` and `lsmod | grep nvidia` on the Nomad client; load or reinstall the driver, then restart the "
        "Nomad client.",
        source="https://github.com/hashicorp/nomad-device-nvidia (device.go)",
        id="kube/nomad-nvidia-driver-not-loaded", specificity=65),
]

SIGNATURES += [
    # round 75 (EMITTERS-9): batch schedulers' own quota refusals. Apache YuniKorn (yunikorn-core
    # pkg/scheduler/objects/events/ask_events.go, published on the pod by yunikorn-k8shim; k8shim pkg/cache/context.go)
    sig("quota_exceeded", "YuniKorn: the request does not fit its queue's or user's quota",
        r"\bRequest\s+'[^'\n]+'\s+(?:does\s+not\s+fit\s+in\s+queue\s+'(?P<queue>[^'\n]+)'|exceeds\s+the\s+available\s+"
        r"(?:user|group)\s+quota)\s+\(requested\b"
        r"|\bis\s+skipped\s+from\s+scheduling\s+because\s+the\s+queue\s+quota\s+has\s+been\s+exceed",
        "YuniKorn will not place the pod: its queue's max resources (or the user's / group's limit) leave less "
        "headroom than the pod requests.",
        "The queue's max (or the user's limit) for the resource (nvidia.com/gpu, memory, vcore) is used by running "
        "pods, or is smaller than the request.",
        "Read the queue's configuration and usage (YuniKorn web UI / REST /ws/v1/partition/default/queues); lower "
        "the request, raise the queue's max or the user limit, or wait for the queue's pods to finish.",
        source="https://github.com/apache/yunikorn-core/blob/be3bb487298956dd70906fca15e577bbc12d23cb/pkg/scheduler/objects/events/ask_events.go#L44 ; "
               "https://github.com/apache/yunikorn-k8shim/blob/23b6b47f9835211e7bfb82bfbd203a8a0e00958f/pkg/cache/context.go#L1270",
        extract=("queue",), id="kube/yunikorn-queue-quota", specificity=60),
    # Karpenter (kubernetes-sigs/karpenter pkg/controllers/provisioning/scheduling/scheduler.go, event 'Failed to schedule
    # pod, %s'): the NodePool's spec.limits leave no room for another node of any fitting instance type
    sig("quota_exceeded", "Karpenter: every fitting instance type would exceed the NodePool's limits",
        r"\ball\s+available\s+instance\s+types\s+exceed\s+limits\s+for\s+nodepool\b",
        "Karpenter will not launch a node for the pod: any instance type that fits it would take the NodePool past its "
        "spec.limits (cpu, memory, nvidia.com/gpu).",
        "The NodePool's limits are reached by the nodes it already runs, or are smaller than one node of the GPU "
        "instance types the pod can use.",
        "`kubectl get nodepool <name> -o yaml` (spec.limits vs status.resources); raise the limits, free nodes, or "
        "let another NodePool serve the pod.",
        source="https://github.com/kubernetes-sigs/karpenter/blob/2266468104f36373ed002241afaee2d3bbc26078/pkg/controllers/provisioning/scheduling/scheduler.go#L718",
        id="kube/karpenter-nodepool-limits", specificity=60),
    # OpenPBS pbs_sched job comments (src/scheduler/job_info.cpp: 'Queue %s per-user limit reached on resource %s', 'Server
    # per-project limit reached on resource %s', ...), for a GPU resource
    sig("quota_exceeded", "PBS: a queue or server limit on the GPU resource is reached",
        r"\b(?:Queue\s+\S+|Server)\s+(?:per-(?:user|group|project)\s+)?limit\s+reached\s+on\s+resource\s+(?P<resource>n?gpus?\w*)\b",
        "PBS does not run the job: a queue or server limit (overall, per user, group or project) on the GPU resource "
        "is already used by running jobs.",
        "The site's max_run_res / max_queued_res limits on ngpus for the queue or server, reached by the user's (or "
        "project's) running jobs.",
        "`qstat -Qf <queue>` and `qmgr -c 'list server'` for the limits; wait for running jobs, ask for fewer GPUs, "
        "or use another queue.",
        source="https://github.com/openpbs/openpbs/blob/cd7ab5edaf03dcac2f1cb9e2f42d75eb117d468a/src/scheduler/job_info.cpp#L222",
        extract=("resource",), id="kube/pbs-gpu-limit-reached", specificity=60),
    # Armada (internal/scheduler/submitcheck.go; internal/server/submit/validation/submit_request.go)
    sig("quota_exceeded", "Armada: the job or gang exceeds its queue's resource limit",
        r"\bjob/gang\s+requests\s+resources\s+[^\n]{0,200}?\bwhich\s+exceeds\s+the\s+total\s+limit\s+of\b[^\n]{0,200}?"
        r"\bfor\s+its\s+queue\b",
        "Armada refuses the job: its requests (for a gang, all members together) exceed the total its queue or "
        "priority class may use in the pool.",
        "The queue's resource limit for the priority class is smaller than the job (or gang) asks for.",
        "Lower the job's (gang's) requests or raise the queue's limit for the priority class.",
        source="https://github.com/armadaproject/armada/blob/207cc9e04ef07aaeacfb446d1517446bb702a8e6/internal/scheduler/submitcheck.go#L336",
        id="kube/armada-queue-limit", specificity=60),
    sig("resource_limits_invalid", "Armada: the container's requests and limits are invalid",
        r"\bcontainer\s+\S+\s+defines\s+(?:\S+\s+for\s+requests\s+but\s+not\s+limits|different\s+resources\s+for\s+"
        r"requests\s+and\s+limits|\S+\s+with\s+limits\s+great(?:er)?\s+than\s+[\d.]+\*requests)\b",
        "Armada's submit validation refused the job: a container's resource requests and limits do not agree.",
        "A resource (nvidia.com/gpu) set in requests but not in limits, different resources in each, or limits over "
        "the allowed multiple of requests.",
        "Set the same resources in requests and limits; for nvidia.com/gpu make them equal.",
        source="https://github.com/armadaproject/armada/blob/207cc9e04ef07aaeacfb446d1517446bb702a8e6/internal/server/submit/validation/submit_request.go#L281",
        id="kube/armada-requests-limits", specificity=60),
]

SIGNATURES += [
    # round 77 (EMITTERS-11): GKE's nvidia-gpu-device-plugin (container-engine-accelerators pkg/gpu/nvidia/manager.go)
    sig("mps_error", "GKE device plugin: NVIDIA MPS is not running on the node",
        r"\bNVIDIA\s+MPS\s+is\s+not\s+running\s+on\s+this\s+node\b|\bfailed\s+to\s+health\s+check\s+NVIDIA\s+MPS\b",
        "The GKE GPU device plugin is configured for MPS sharing but the node's MPS control daemon is not running, so "
        "it advertises no GPUs.",
        "The node pool asks for MPS (gpu-sharing-strategy=mps) but the MPS daemon did not start (driver not ready, the "
        "daemon's pod failing).",
        "Check the nvidia-gpu-device-plugin and MPS daemon pods on the node (kube-system); recreate the node or the "
        "node pool with a supported GPU sharing configuration.",
        source="https://github.com/GoogleCloudPlatform/container-engine-accelerators/blob/992db81257553607f1477945f1b3219632991829/pkg/gpu/nvidia/manager.go#L410",
        id="kube/gke-mps-not-running", specificity=60),
    # minikube start --gpus (cmd/minikube/cmd/start.go): GPUs only through the docker driver and runtime
    sig("container_runtime_misconfigured", "minikube: --gpus needs the docker driver and docker runtime",
        r"\bThe\s+gpus\s+flag\s+can\s+only\s+be\s+used\s+with\s+the\s+docker\s+driver\b",
        "minikube passes GPUs into its node only with the docker driver and the docker container runtime.",
        "minikube started with another driver (kvm2, podman, ...) or another container runtime with --gpus.",
        "minikube start --driver docker --container-runtime docker --gpus all (with the NVIDIA Container Toolkit on "
        "the host).",
        source="https://github.com/kubernetes/minikube/blob/eb25dbc703701fa38c3f65c89a1896baa375e5ed/cmd/minikube/cmd/start.go#L1519",
        id="kube/minikube-gpus-needs-docker", specificity=60),
    # AKS node provisioning (Azure/AgentBaker cse_install_mariner.sh): no driver package for the running kernel
    sig("driver_install_failed", "AKS node provisioning: no NVIDIA driver package for the running kernel",
        r"\bNo\s+(?:CUDA|nvidia[\w-]*)\s+package\s+found\s+for\s+kernel\s+\S+",
        "The node's GPU driver install found no driver package built for its running kernel, so no driver is installed.",
        "A node image kernel newer than the published driver packages for it (the repository lags the kernel).",
        "Use a node image version whose kernel has driver packages, or pin the kernel; AKS: upgrade the node image.",
        source="https://github.com/Azure/AgentBaker/blob/06836ee2301e362039418c3a7ed0fe6004a641fd/parts/linux/cloud-init/artifacts/mariner/cse_install_mariner.sh#L96",
        id="kube/aks-no-driver-package-for-kernel", specificity=60),
    # Bottlerocket's driverdog (bottlerocket-core-kit sources/driverdog): linking the NVIDIA kernel module failed
    sig("driver_install_failed", "Bottlerocket driverdog: the NVIDIA kernel module could not be linked",
        r"\bcannot\s+find\s+\S*/nv-kernel\.o\b",
        "The NVIDIA driver's kernel module could not be linked for this kernel: its prebuilt object (nv-kernel.o) is "
        "missing for the driver version asked for.",
        "A driver version / kernel pairing the image does not ship (a mismatched variant or driver settings).",
        "Use the node image variant for the GPU (an nvidia variant of the matching version); check the driver version "
        "settings against the image's packaged drivers.",
        source="https://github.com/bottlerocket-os/bottlerocket-core-kit/blob/a10182f974abd19de803bb7a324b5a0bdeab4ced/sources/driverdog/src/main.rs#L479",
        id="kube/bottlerocket-driver-link-failed", specificity=60),
]

# ---- round 120 (wave 76: fresh570..577's first-run misses) ----------------------------------------------------------
SIGNATURES += [
    # the kubelet's alpha GPU support (Kubernetes 1.6-1.9, pkg/kubelet/gpu/nvidia/nvidia_gpu_manager.go AllocateGPU:
    # 'requested number of GPUs unavailable. Requested: %d, Available: %d'), shown as the pod's STATUS (fresh573
    # kubernetes#42412): admission refused the pod's alpha.kubernetes.io/nvidia-gpu request
    sig("device_admission_failed", "kubelet (alpha GPU support) rejected the pod: not enough free GPUs on the node",
        r"\brequested\s+number\s+of\s+GPUs\s+unavailable\.?\s*Requested:\s*\d+,\s*Available:\s*\d+",
        "The kubelet's alpha GPU manager could not give the pod the GPUs it asked for at admission (the node had fewer "
        "free GPUs than requested), so the pod failed to start on the node it was scheduled to.",
        "Fewer GPUs free on the node than the scheduler believed: GPUs held by pods the kubelet still counts (force-"
        "deleted, restarted kubelet), a GPU the driver lost, or the node's alpha.kubernetes.io/nvidia-gpu capacity "
        "counting GPUs the manager did not find.",
        "Delete the failed pod so its controller recreates it; compare `kubectl describe node` capacity with "
        "`nvidia-smi` on the node; move off the alpha GPU support (removed in Kubernetes 1.10) to the NVIDIA device "
        "plugin and nvidia.com/gpu.",
        source="https://github.com/kubernetes/kubernetes (pkg/kubelet/gpu/nvidia/nvidia_gpu_manager.go, 1.6-1.9) ; "
               "https://github.com/kubernetes/kubernetes/issues/42412",
        id="kube/alpha-gpu-admission-unavailable", specificity=75),
    # OpenPAI's quick-start generator (contrib/kubespray/script/openpai-generator.py: 'Allocatable GPU number in <sku>
    # is 0, current quick start script does not allow.' / 'check if the device plugin is running healthy on the node';
    # fresh573 microsoft/pai#4589): a GPU node whose device plugin advertises no nvidia.com/gpu
    sig("device_plugin_error", "The GPU node advertises 0 allocatable GPUs (the device plugin is not working there)",
        r"\bAllocatable\s+GPU\s+number\s+in\s+\S+\s+is\s+0\b",
        "The node's allocatable nvidia.com/gpu is 0 although it is a GPU node: the NVIDIA device plugin did not "
        "register its GPUs with the kubelet.",
        "The device plugin pod is not running or is failing on that node (NVML not found because the container "
        "runtime is not the nvidia runtime, the driver not loaded, the plugin crash-looping).",
        "`kubectl -n kube-system logs <nvidia-device-plugin pod on the node>` and `kubectl describe node` "
        "(Capacity/Allocatable nvidia.com/gpu); make nvidia the default container runtime and check `nvidia-smi` on "
        "the node.",
        source="https://github.com/microsoft/pai (contrib/kubespray/script/openpai-generator.py) ; "
               "https://github.com/microsoft/pai/issues/4589",
        id="kube/allocatable-gpu-number-zero", specificity=55),
]
