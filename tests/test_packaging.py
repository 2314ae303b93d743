"""Packaging lives in pyproject.toml alone, and it ships every package: a check folder that is
not listed would silently be missing from the wheel (CI installs the wheel and runs the tests)."""
from __future__ import annotations

import tomllib
from pathlib import Path

import doctor

ROOT = Path(__file__).resolve().parent.parent
CONF = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _package_folders() -> set[str]:
    dirs = CONF["package-dir"]
    out = set()
    for name, folder in dirs.items():
        base = ROOT / folder
        for init in base.rglob("__init__.py"):
            if "__pycache__" in init.parts:
                continue
            rel = init.parent.relative_to(base).parts
            out.add(".".join((name,) + rel))
    return out


def test_no_setup_py():
    assert not (ROOT / "setup.py").exists()


def test_every_package_folder_is_listed_and_every_listed_package_exists():
    listed, found = set(CONF["packages"]), _package_folders()
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert listed - found == set(), "listed in pyproject.toml but no such package folder"


def test_checkout_mapping_is_the_wheel_mapping():
    assert {k: v for k, v in CONF["package-dir"].items() if k != "doctor"} == doctor.CHECKOUT_FOLDERS


def test_every_template_is_package_data():
    patterns = CONF["package-data"]["doctor.report_templates"]
    for f in (ROOT / "report_templates").iterdir():
        if f.is_file() and f.name != "__init__.py":
            assert any(f.match(p) for p in patterns), f"{f.name} would not be in the wheel"


def test_readme_layout_names_every_folder():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme[readme.index("## Layout"):]
    layout = layout[:layout.index("```", layout.index("```") + 3)]
    ignored = {".git", ".venv", ".pytest_cache", "build", "dist", "__pycache__"}
    for d in ROOT.iterdir():
        if d.is_dir() and d.name not in ignored and not d.name.endswith(".egg-info"):
            assert f"{d.name}/" in layout or d.name in layout, f"README layout does not show {d.name}/"
    for d in (ROOT / "doctor").iterdir():
        if d.is_dir() and (d / "__init__.py").is_file():
            assert f"  {d.name}/" in layout, f"README layout does not show doctor/{d.name}/"
