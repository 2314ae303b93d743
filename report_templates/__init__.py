"""Jinja2 templates for HTML reports (shipped inside the wheel as doctor.report_templates)."""
