"""Queues, gang and sharing schedulers in front of (or beside) kube-scheduler: HAMi vGPU."""
