"""Scheduling: why pods stay Pending (the same analysis as `doctor pending`, for every
Pending pod), schedulers that are not running, pods that were never created."""
