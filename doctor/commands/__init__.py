"""One module per CLI command; each exposes a click command."""
