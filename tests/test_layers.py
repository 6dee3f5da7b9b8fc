"""The layer rule of ../shared/ARCHITECTURE.md: domain packages import nothing from the adapters
(store, services, web, cli), do no file or network I/O, and never use the global `random`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "tagduel"
DOMAIN = ["cards", "decks", "engine", "cardscripts", "penalties", "tournament", "scenario"]
ADAPTERS = ("tagduel.store", "tagduel.services", "tagduel.web", "tagduel.cli")
IO_MODULES = {"socket", "urllib", "http", "requests", "subprocess", "shutil"}
# Loaders that take a path at the edge (ARCHITECTURE: "loaders take text/bytes/paths at the edge").
EDGE_LOADERS = {"cards/sources/cdb.py", "cards/sources/ygoprodeck.py"}


def _domain_files() -> list[Path]:
    return [f for pkg in DOMAIN if (SRC / pkg).is_dir() for f in sorted((SRC / pkg).rglob("*.py"))]


def _imports(tree: ast.AST) -> list[str]:
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


@pytest.mark.parametrize("path", _domain_files(), ids=lambda p: str(p.relative_to(SRC)))
def test_domain_module_keeps_to_its_layer(path: Path) -> None:
    tree = ast.parse(path.read_text("utf-8"))
    imports = _imports(tree)
    assert not [i for i in imports if i.startswith(ADAPTERS)], "imports an adapter layer"
    assert not [i for i in imports if i.split(".")[0] in IO_MODULES], "imports an I/O module"
    if "random" in imports:
        assert _only_random_class(tree), "uses the global random module"
    if str(path.relative_to(SRC)) not in EDGE_LOADERS:
        calls = {
            n.func.id
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
        }
        assert "open" not in calls, "opens a file"


def _only_random_class(tree: ast.AST) -> bool:
    """`import random` is allowed only to name `random.Random` (a seeded generator passed in)."""
    return not any(
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "random"
        and node.attr != "Random"
        for node in ast.walk(tree)
    )


def test_the_layer_check_sees_the_domain_packages() -> None:
    assert len(_domain_files()) >= 10
