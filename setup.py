"""Package layout: the repo keeps `checks/` and `report_templates/` at the top level (see
DESIGN.md); the wheel ships them inside the `doctor` package so nothing named `checks`
lands at the top of site-packages."""
from setuptools import find_packages, setup

engine = ["doctor"] + [f"doctor.{p}" for p in find_packages("doctor")]
checks = ["doctor.checks"] + [f"doctor.checks.{p}" for p in find_packages("checks")]

setup(
    packages=engine + checks + ["doctor.report_templates"],
    package_dir={
        "doctor": "doctor",
        "doctor.checks": "checks",
        "doctor.report_templates": "report_templates",
    },
    package_data={"doctor.report_templates": ["*.j2", "*.css", "*.svg"]},
    include_package_data=False,
)
