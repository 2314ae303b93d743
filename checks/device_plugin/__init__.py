"""device_plugin checks."""
