"""Queues and gang schedulers in front of kube-scheduler: Kueue, NVIDIA KAI scheduler, Volcano/HAMi."""
