"""In-tree checks, installed as `doctor.checks`: one folder per category, one module per check."""
