"""GPU topology: where a job's GPUs are across nodes (zones, cloud network blocks, NVLink cliques,
Kueue Topology levels, Volcano HyperNodes: domains.py) and how a pod's GPUs are connected inside
a node (the NVML / `nvidia-smi topo -m` interconnect matrix: matrix.py). Sources: REFERENCE.md."""
