"""The domain stays free of Qt, the layers import downwards only, and no module circle hides
behind an import inside a function."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_domain_packages_never_import_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, viewer\n"
        "for pkg in ['viewer.domain', 'viewer.formats', 'viewer.replay', 'viewer.analysis',\n"
        "            'viewer.presentation']:\n"
        "    mod = importlib.import_module(pkg)\n"
        "    for info in pkgutil.walk_packages(mod.__path__, pkg + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "import viewer.cli.dump, viewer.cli.main\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_import_linter_contracts_hold() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    lint = subprocess.run([str(lint_imports), "--no-cache"], capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_no_import_cycles_among_the_viewer_modules() -> None:
    """grimp sees imports inside functions too, so a cycle cannot hide in one (imports for type
    checking only are left out: they never run)."""
    import grimp

    graph = grimp.build_graph("viewer", exclude_type_checking_imports=True)
    modules = sorted(graph.modules)
    state: dict[str, int] = {}  # 1: on the path, 2: done
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if state.get(imported) == 1:
                cycles.append([*path[path.index(imported) :], imported])
            elif imported not in state:
                visit(imported, [*path, imported])
        state[module] = 2

    for module in modules:
        if module not in state:
            visit(module, [module])
    # A package importing its own submodules (``__init__`` re-exports) is not a circle.
    real = [c for c in cycles if not all(c[0].startswith(m) or m.startswith(c[0]) for m in c)]
    assert real == [], real


def test_the_presentation_layer_is_strictly_typed() -> None:
    mypy = Path(sys.executable).with_name("mypy")
    if not mypy.exists():
        import pytest

        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    result = subprocess.run(
        [str(mypy), "--strict", "viewer/presentation"],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert result.returncode == 0, result.stdout + result.stderr
