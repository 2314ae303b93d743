"""gpu_operator checks."""
