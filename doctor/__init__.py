"""gpu-doctor: diagnose GPU and AI workload failures on Kubernetes."""
__version__ = "0.1.0"

# folders of a checkout that the wheel installs inside this package: the same mapping as
# [tool.setuptools.package-dir] in pyproject.toml (tests/test_packaging.py holds them equal)
CHECKOUT_FOLDERS = {"doctor.checks": "checks", "doctor.report_templates": "report_templates"}


def _map_checkout_folders() -> None:
    """In a checkout, checks/ and report_templates/ sit beside this package; the wheel installs
    them as doctor/checks and doctor/report_templates ([tool.setuptools.package-dir] in
    pyproject.toml). When this package does not have them itself but a checkout holds them
    (pyproject.toml beside it), register those folders under the
    same names, so `python -m pytest` and `python -m doctor` work from a plain checkout without
    installing. An installed wheel, or an editable install's finder, is left alone."""
    import sys
    from importlib.util import find_spec, module_from_spec, spec_from_file_location
    from pathlib import Path

    here = Path(__file__).resolve().parent
    if (here / "checks").exists() or not (here.parent / "pyproject.toml").is_file():
        return        # installed (the wheel's layout), or not a checkout
    for name, folder in CHECKOUT_FOLDERS.items():
        leaf = name.split(".", 1)[1]
        if name in sys.modules:
            continue
        src = here.parent / folder
        if (here / leaf).exists() or not (src / "__init__.py").is_file():
            continue
        try:
            if find_spec(name) is not None:
                continue      # an editable install's finder already maps it
        except (ImportError, ValueError):
            pass
        spec = spec_from_file_location(name, src / "__init__.py", submodule_search_locations=[str(src)])
        module = module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        globals()[leaf] = module


_map_checkout_folders()
