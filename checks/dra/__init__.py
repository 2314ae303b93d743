"""DRA runtime: claims the kubelet cannot prepare, DRA kubelet plugins down, NVIDIA ComputeDomains."""
