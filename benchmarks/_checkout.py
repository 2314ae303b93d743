"""Make `doctor` importable from a source checkout, installed or not.

The wheel (and `pip install -e .`) ships the top-level `checks/` and `report_templates/`
folders as `doctor.checks` and `doctor.report_templates` (setup.py's package_dir). A bare
checkout has no such mapping, so `python benchmarks/x.py` died with "No module named
doctor.checks". `setup()` puts the checkout first on sys.path and maps both folders in; the
benchmarks run every doctor child through `_doctor.py`, which calls it first."""
from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup() -> None:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import doctor

    for name, folder in (("doctor.checks", ROOT / "checks"), ("doctor.report_templates", ROOT / "report_templates")):
        if name in sys.modules or not folder.is_dir():
            continue
        init = folder / "__init__.py"
        if init.is_file():
            spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=[str(folder)])
        else:
            spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
            spec.submodule_search_locations = [str(folder)]
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        if spec.loader is not None:
            spec.loader.exec_module(module)
        setattr(doctor, name.split(".")[1], module)
