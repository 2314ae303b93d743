"""Workload configuration that makes GPU/AI workloads fail or waste GPUs before anything
crashes: probes on model servers, CPU/memory beside the GPU, autoscaling signals, Ray and
Hugging Face settings, GPU requests in odd places, time-sliced GPUs overcommitted."""
