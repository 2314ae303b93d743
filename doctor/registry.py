"""Check discovery: the in-tree `doctor.checks` package, then the `doctor.checks` entry-point
group of installed plugins. Nothing registers itself at import time; a duplicate id is an
error that names both modules."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
from types import ModuleType

from .check import Check
from .errors import InputError

ENTRY_POINT_GROUP = "doctor.checks"


def _classes_in(module: ModuleType) -> list[type[Check]]:
    found = []
    for _, obj in inspect.getmembers(module, inspect.isclass):
        if issubclass(obj, Check) and obj is not Check and obj.id and obj.__module__ == module.__name__:
            found.append(obj)
    return found


def _in_tree() -> list[type[Check]]:
    package = importlib.import_module("doctor.checks")
    classes: list[type[Check]] = []
    for info in pkgutil.walk_packages(package.__path__, prefix="doctor.checks."):
        if info.ispkg:
            continue
        classes.extend(_classes_in(importlib.import_module(info.name)))
    return classes


def _may_have_plugins() -> bool:
    """False only when no distribution on sys.path declares ENTRY_POINT_GROUP, read from the
    *.dist-info / *.egg-info entry_points.txt files importlib.metadata's PathFinder would read,
    without importing it (~30 ms: most of `pending`'s fixed cost when no plugin is installed).
    Anything else that could hold distributions (a zip or an .egg on sys.path, another finder
    of distributions) -> True, and importlib.metadata decides."""
    import os
    import sys
    from importlib.machinery import PathFinder

    if any(f is not PathFinder and hasattr(f, "find_distributions") for f in sys.meta_path):
        return True
    for entry in sys.path:
        where = entry or "."
        if not os.path.isdir(where):
            if os.path.exists(where):
                return True    # a zip: let importlib.metadata read it
            continue
        try:
            children = os.listdir(where)
        except OSError:
            return True
        for name in children:
            low = name.lower()
            if low.endswith(".egg"):
                return True
            if low.endswith((".dist-info", ".egg-info")):
                try:
                    with open(os.path.join(where, name, "entry_points.txt"), encoding="utf-8",
                              errors="replace") as f:
                        if ENTRY_POINT_GROUP in f.read():
                            return True
                except (FileNotFoundError, NotADirectoryError):
                    continue
                except OSError:
                    return True
    return False


def _plugins() -> list[type[Check]]:
    if not _may_have_plugins():
        return []
    from importlib.metadata import entry_points   # 30-40 ms of imports: only when a plugin may exist

    classes: list[type[Check]] = []
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            target = ep.load()
        except Exception as exc:  # a broken plugin must not take the doctor down
            raise InputError(f"plugin {ep.name!r} ({ep.value}) failed to load: {exc}") from None
        if inspect.ismodule(target):
            classes.extend(_classes_in(target))
        elif inspect.isclass(target) and issubclass(target, Check):
            classes.append(target)
        else:
            raise InputError(f"plugin {ep.name!r} ({ep.value}) is neither a Check class nor a module")
    return classes


def discover(plugins: bool = True) -> list[type[Check]]:
    classes = _in_tree() + (_plugins() if plugins else [])
    by_id: dict[str, type[Check]] = {}
    for cls in classes:
        other = by_id.get(cls.id)
        if other is not None and other is not cls:
            raise InputError(f"duplicate check id {cls.id!r}: {other.__module__}.{other.__name__} "
                             f"and {cls.__module__}.{cls.__name__}")
        by_id[cls.id] = cls
    return sorted(by_id.values(), key=lambda c: (c.category, c.id))


def select(classes: list[type[Check]], ids: tuple[str, ...] = (),
           categories: tuple[str, ...] = ()) -> list[type[Check]]:
    known_ids = {c.id for c in classes}
    known_cats = {c.category for c in classes}
    for i in ids:
        if i not in known_ids:
            raise InputError(f"unknown check id {i!r} (see `doctor checks`)")
    for c in categories:
        if c not in known_cats:
            raise InputError(f"unknown category {c!r} (known: {', '.join(sorted(known_cats))})")
    if not ids and not categories:
        return list(classes)
    return [c for c in classes if c.id in ids or c.category in categories]
