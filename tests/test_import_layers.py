"""Imports run one way: commands -> engine -> checks -> domain -> kube, with the views (render/)
between the commands and the engine, and no circle between packages. Every import counts,
including the lazy ones inside functions (the acquire -> sources/live -> commands/collect_cmd ->
acquire circle was made of lazy imports)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# lowest first; a unit may import its own layer or any lower one
LAYERS = [
    ("foundation", {"doctor", "doctor.errors", "doctor.model", "doctor.resources", "doctor.render.safe",
                    "doctor.progress"}),
    ("kube", {"doctor.kube"}),
    ("core", {"doctor.snapshot", "doctor.check"}),
    ("domain", {"doctor.scheduler", "doctor.gpu", "doctor.distributed", "doctor.dra", "doctor.queues",
                "doctor.signatures", "doctor.facts", "doctor.timeline", "doctor.explain", "doctor.workloads",
                "doctor.topology"}),
    ("checks", {"doctor.checks"}),
    ("engine", {"doctor.engine", "doctor.ranking", "doctor.registry", "doctor.check_index", "doctor.acquire", "doctor.sources",
                "doctor.history"}),
    ("views", {"doctor.render"}),
    ("commands", {"doctor.commands", "doctor.cli", "doctor.options", "doctor.__main__"}),
]


def _modules() -> dict[str, Path]:
    mods = {}
    for base in ("doctor", "checks"):
        for p in (ROOT / base).rglob("*.py"):
            if "__pycache__" in p.parts:
                continue
            parts = list(p.relative_to(ROOT).with_suffix("").parts)
            if parts[0] == "checks":
                parts = ["doctor"] + parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            mods[".".join(parts)] = p
    return mods


def _imports(mods: dict[str, Path]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for mod, path in mods.items():
        is_pkg = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = mod.split(".") if is_pkg else mod.split(".")[:-1]
                    base = base[:len(base) - (node.level - 1)]
                    prefix = ".".join(base + ([node.module] if node.module else []))
                else:
                    prefix = node.module or ""
                targets = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in mods else prefix for a in node.names]
            for t in targets:
                while t not in mods and "." in t:
                    t = t.rsplit(".", 1)[0]
                if t in mods and t != mod and t.startswith("doctor"):
                    edges.setdefault(mod, set()).add(t)
    return edges


def _unit(mod: str) -> str:
    """The most specific unit LAYERS names for a module (doctor.render.safe before doctor.render)."""
    parts = mod.split(".")
    for n in range(len(parts), 0, -1):
        name = ".".join(parts[:n])
        if any(name in units for _, units in LAYERS):
            return name
    raise AssertionError(f"{mod} is in no layer: add it to LAYERS in {__file__}")


def _layer(unit: str) -> int:
    return next(i for i, (_, units) in enumerate(LAYERS) if unit in units)


EDGES = _imports(_modules())


def test_imports_run_one_way():
    wrong = []
    for mod, targets in sorted(EDGES.items()):
        for t in sorted(targets):
            a, b = _unit(mod), _unit(t)
            if _layer(b) > _layer(a):
                wrong.append(f"{mod} ({LAYERS[_layer(a)][0]}) imports {t} ({LAYERS[_layer(b)][0]})")
    assert not wrong, "imports against the direction commands -> views -> engine -> checks -> domain -> kube:\n" \
        + "\n".join(wrong)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one member (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_no_import_circle_between_packages():
    """No circle of module imports that crosses a package boundary (a package may use its own
    modules lazily in both directions; two packages may not need each other)."""
    crossing = [c for c in _cycles(EDGES) if len({_unit(m) for m in c}) > 1]
    assert not crossing, "import circles across packages:\n" + "\n".join(" <-> ".join(c) for c in crossing)


def test_checks_never_import_each_other_or_the_engine():
    for mod, targets in EDGES.items():
        if not mod.startswith("doctor.checks."):
            continue
        category = mod.split(".")[2]
        for t in targets:
            if t.startswith("doctor.checks.") and t.split(".")[2] != category:
                raise AssertionError(f"{mod} imports another category's module {t}: share it through a domain module")
