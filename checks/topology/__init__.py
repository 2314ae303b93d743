"""GPU topology: distributed jobs split across zones / network blocks / NVLink cliques while one
domain had room, gangs that fit only spread, and multi-GPU pods on poorly connected GPUs."""
