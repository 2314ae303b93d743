"""Kubernetes semantics the checks share: quantities, selectors, taints, requests, time."""
