"""Which module of a package imports which, read from the source with ``ast``, and its circles.

Every import statement counts, wherever it is: at the top, inside a function (imported on first
use, still a dependency when it runs) and under ``if TYPE_CHECKING:`` (never run, but a circle
there still ties the modules together for anyone reading or type-checking them). A package is
its ``__init__``: importing ``pkg.sub`` depends on ``pkg.sub`` only, while ``from pkg import
name`` depends on ``pkg`` itself unless ``name`` is a submodule. So a package that re-exports its
submodules is no circle, but a submodule that takes a name back from its package is one, and no
filter by module name is needed (the old one, "all names share a prefix", also let
``sources.tenhou`` <-> ``sources.tenhou_download`` through).

Imports by computed name (``importlib.import_module(f"...")``) cannot be read this way; the
package uses them only to load its own submodules on first use (``viewer.review``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

Graph = Mapping[str, frozenset[str]]


def package_modules(package_dir: Path) -> dict[str, Path]:
    """Module name -> source file of every module in a package folder (its name: the folder's)."""
    root = package_dir.parent
    modules: dict[str, Path] = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def imported_modules(module: str, path: Path, modules: Mapping[str, Path]) -> set[str]:
    """The modules of ``modules`` that ``module`` (its source at ``path``) imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: ``from . import x``, ``from ..y import z``
                parts = package.split(".")
                base = parts[: len(parts) - node.level + 1]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            for alias in node.names:
                # ``from source import name``: the submodule when there is one, else source.
                submodule = f"{source}.{alias.name}"
                if submodule in modules:
                    found.add(submodule)
                elif source in modules:
                    found.add(source)
    found.discard(module)
    return found


def import_graph(package_dir: Path) -> dict[str, frozenset[str]]:
    """Module -> the modules of the same package it imports directly."""
    modules = package_modules(package_dir)
    return {
        module: frozenset(imported_modules(module, path, modules))
        for module, path in modules.items()
    }


def cycles(graph: Graph) -> list[tuple[str, ...]]:
    """The circles of a graph: each group of modules that can all reach one another (a strongly
    connected component of two or more), sorted; [] when the imports form layers."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[tuple[str, ...]] = []
    for root in sorted(graph):
        if root in index:
            continue
        # Tarjan's algorithm, iteratively (a deep package would overflow Python's stack).
        work: list[tuple[str, list[str]]] = [(root, sorted(graph.get(root, ())))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            if successors:
                child = successors.pop()
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, sorted(graph.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(tuple(sorted(component)))
    return sorted(found)


def describe(found: Iterable[tuple[str, ...]], graph: Graph) -> str:
    """The circles with each member's imports inside its circle, for an assertion message."""
    lines = []
    for members in found:
        lines.append(" <-> ".join(members))
        inside = set(members)
        lines.extend(f"    {m} -> {', '.join(sorted(graph[m] & inside))}" for m in members)
    return "\n".join(lines)
