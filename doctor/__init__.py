"""gpu-doctor: diagnose GPU and AI workload failures on Kubernetes."""
__version__ = "0.1.0"
