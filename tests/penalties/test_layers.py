"""The penalties package is pure domain: it imports nothing from store, services, web or cli."""

from __future__ import annotations

import ast
from pathlib import Path

import tagduel.penalties

FORBIDDEN = ("tagduel.store", "tagduel.services", "tagduel.web", "tagduel.cli")


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_penalties_package_imports_no_outer_layer() -> None:
    package = Path(tagduel.penalties.__file__).parent
    modules = sorted(package.glob("*.py"))
    assert len(modules) >= 8
    for module in modules:
        bad = {n for n in _imports(module) if n.startswith(FORBIDDEN)}
        assert not bad, f"{module.name} imports {bad}"


def test_the_penalties_package_does_no_io_and_no_global_random() -> None:
    package = Path(tagduel.penalties.__file__).parent
    for module in package.glob("*.py"):
        names = _imports(module)
        assert not names & {"random", "sqlite3", "sqlalchemy", "socket", "urllib", "os"}, (
            module.name
        )
