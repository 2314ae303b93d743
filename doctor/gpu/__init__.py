"""The NVIDIA GPU software stack as data and rules: CUDA toolkit <-> driver tables
(cuda.py), image references -> CUDA (images.py), node driver/CUDA from GFD labels, node
reports and driver pods (gfd.py). Pure functions over plain dicts; no I/O."""
