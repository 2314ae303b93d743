"""GPU hardware health: Xid, ECC, row remapping, lost GPUs, NVLink, slowdowns, and the health
signals other tools write on nodes (NVSentinel, EKS node monitoring agent, node-problem-detector)."""
