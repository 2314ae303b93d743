"""The words of kube-scheduler's DynamicResources plugin that the scheduler replay needs before it
needs the allocator (the plugin's name and its reasons), apart from doctor.dra.scheduling, which
brings the allocator and the CEL environment with it (~6-9 ms of imports): importing the plugin
no longer imports them; a pod without claims on a cluster without DeviceClasses never does.
Source: kubernetes/kubernetes v1.35.4 pkg/scheduler/framework/plugins/dynamicresources/
dynamicresources.go (Name, the ErrReason* strings), as doctor.dra.scheduling cites."""
from __future__ import annotations

NAME = "DynamicResources"
CANNOT_ALLOCATE = "cannot allocate all claims"
NOT_AVAILABLE = "resourceclaim not available on the node"
INVALID_POOLS = "invalid resource pools were encountered"
TIMED_OUT = "timed out trying to allocate devices"
