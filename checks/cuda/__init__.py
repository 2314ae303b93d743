"""cuda checks."""
